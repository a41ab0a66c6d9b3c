"""A price never changes "from £19 to £19": the billing period is compared in canonical form."""
from __future__ import annotations

import json

import pytest

from changewire_differ.classify import _canonical_period
from changewire_differ.cli import diff_files


@pytest.mark.parametrize(
    ("raw", "canonical"),
    [("/mo", "month"), ("per month", "month"), ("Monthly", "month"), ("/ year", "year"), ("per user/month", "month"),
     ("annually", "year"), (None, ""), ("per quarter", "quarter")],
)
def test_canonical_period(raw: str | None, canonical: str) -> None:
    assert _canonical_period(raw) == canonical


def _page(plans: list[tuple[str, str, str]]) -> bytes:
    offers = [{"@type": "Offer", "name": n, "price": p.lstrip("£"), "priceCurrency": "GBP",
               "priceSpecification": {"@type": "UnitPriceSpecification", "price": p.lstrip("£"), "priceCurrency": "GBP",
                                      "unitText": per}} for n, p, per in plans]
    ld = {"@context": "https://schema.org", "@type": "Product", "name": "Acme", "offers": offers}
    cards = "".join(
        f'<div class="pricing-card"><h3>{n}</h3><p class="price">{p}<span>{per}</span></p>'
        f"<ul><li>Unlimited projects</li><li>Email support</li></ul></div>" for n, p, per in plans)
    return (f"<html><head><title>Pricing</title><script type=\"application/ld+json\">{json.dumps(ld)}</script></head>"
            f"<body><main><h1>Pricing</h1><section class=\"plans\">{cards}</section></main></body></html>").encode()


def test_same_price_other_wording_of_the_period_is_not_a_price_change() -> None:
    old = _page([("Starter", "£19", "/mo"), ("Team", "£49", "/mo")])
    new = _page([("Starter", "£19", "per month"), ("Team", "£49", "per month")])
    out = diff_files(old, new, surface="pricing", url="https://acme.example/pricing", content_type="text/html")
    assert not any(pc["before"] == pc["after"] for pc in out["delta"].get("price_changes", []))
    assert out["kind"] != "price_changed"


def test_a_real_price_change_is_still_critical() -> None:
    old = _page([("Starter", "£19", "/mo"), ("Team", "£49", "/mo")])
    new = _page([("Starter", "£25", "/mo"), ("Team", "£49", "/mo")])
    out = diff_files(old, new, surface="pricing", url="https://acme.example/pricing", content_type="text/html")
    assert out["kind"] == "price_changed"
    assert out["significance"] == "critical"
    changes = out["delta"]["price_changes"]
    assert changes and all(pc["before"] != pc["after"] for pc in changes)
