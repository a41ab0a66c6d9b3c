"""Regressions of repair's seventeenth red-team round (tests/integration/test_repair_redteam17.py), on the pure pieces:
the URL's own temporary redirect to its path under a locale segment (repair.py `_locale_alias`), a `<select>` chooser
whose options are addresses (candidates.py `page_links`), and decide()'s twin rule broken by one twin carrying more of
the old content (`_carries_more`) — each with controls that must stay as they were.
"""
from __future__ import annotations

import pytest

from changewire_repair.candidates import page_links
from changewire_repair.decide import Migrate, Probe, Review, decide
from changewire_repair.identity import Identity
from changewire_repair.repair import _locale_alias


@pytest.mark.parametrize(("address", "final", "alias"), [
    ("http://acme.test/pricing", "http://acme.test/en-us/pricing", True),
    ("http://acme.test/careers/", "http://acme.test/de_DE/careers/", True),
    ("http://acme.test/pricing", "http://acme.test/en-us/plans", False),       # another page: a move
    ("http://acme.test/en/pricing", "http://acme.test/de/pricing", False),     # one locale to another
    ("http://acme.test/pricing", "http://other.test/en/pricing", False),       # another origin
    ("http://acme.test/pricing", "http://acme.test/pricing/en", False),        # a segment after the path
])
def test_a_locale_segment_before_the_same_path_is_an_alias(address: str, final: str, alias: bool) -> None:
    assert _locale_alias(address, final) is alias


def test_a_select_chooser_of_addresses_links_them() -> None:
    body = ("<html><body><main><select onchange='location=this.value'><option>Choose</option><option value="
            "'/en-us/careers'>United States</option><option value='http://acme.test/de/karriere'>Deutschland</option>"
            "</select><select name='size'><option value='s'>S</option><option value='m'>M</option></select>"
            "<select><option value='/only'>One address</option><option value='x'>x</option></select></main></body>"
            "</html>")
    urls = {f.url: f.anchor for f in page_links(body, "http://acme.test/careers")}
    assert urls == {"http://acme.test/en-us/careers": "United States", "http://acme.test/de/karriere": "Deutschland"}


def _ident(score: float, covered: frozenset[str]) -> Identity:
    return Identity(distance=None, ratio=score, score=score, match=True, words=200, covered=covered, ref_size=60,
                    cand_size=60)


def test_a_twin_lacking_some_of_the_old_lines_is_no_tie() -> None:
    common = frozenset(f"c{i}" for i in range(50))
    retry = Probe("http://acme.test/pricing", "retry", status=200,
                  identity=Identity(distance=40, ratio=0.04, score=0.04, match=False, words=30))
    gb = Probe("http://acme.test/en-gb/pricing", "old_page", status=200, identity=_ident(0.987, common | {"v1", "v2",
                                                                                                         "v3"}))
    us = Probe("http://acme.test/en-us/pricing", "old_page", status=200, identity=_ident(0.968, common))
    d = decide("http://acme.test/pricing", retry, [gb, us], has_reference=True, surface="pricing")
    assert isinstance(d, Migrate) and d.url == "http://acme.test/en-gb/pricing"
    # controls: each twin carrying old lines the other lacks, or too few more, is still a tie a person resolves
    us_own = Probe(us.url, "old_page", status=200, identity=_ident(0.968, common | {"u1"}))
    assert isinstance(decide("http://acme.test/pricing", retry, [gb, us_own], has_reference=True, surface="pricing"),
                      Review)
    gb_two = Probe(gb.url, "old_page", status=200, identity=_ident(0.987, common | {"v1", "v2"}))
    assert isinstance(decide("http://acme.test/pricing", retry, [gb_two, us], has_reference=True, surface="pricing"),
                      Review)
