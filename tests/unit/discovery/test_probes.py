"""Homepage variants, localized probe paths, page verdicts (soft 404, redirect home, SPA shell)."""
from __future__ import annotations

import pytest

from changewire_common.vocab import Surface as S
from changewire_discovery.probes import PageCheck, homepage_variants, judge, locale_prefix, probe_paths


@pytest.mark.parametrize("website,first", [
    ("acme.com", ["https://acme.com/", "http://acme.com/", "https://www.acme.com/", "http://www.acme.com/"]),
    ("https://www.acme.com", ["https://www.acme.com/", "https://acme.com/", "http://www.acme.com/"]),
    # a page of the site given (it may be gone): the host's root next (round 19)
    ("http://acme.test:8080/de/", ["http://acme.test:8080/de/", "http://acme.test:8080/", "http://www.acme.test:8080/"]),
    # a campaign's parameters pasted with the address are no part of it (round 19)
    ("http://acme.test/?utm_source=linkedin&utm_medium=social&gclid=x", ["http://acme.test/", "http://www.acme.test/"]),
    ("http://acme.test/?id=3&utm_campaign=q4", ["http://acme.test/?id=3", "http://acme.test/", "http://www.acme.test/"]),
    # a site that lives under a path of a shared host: never that host's root
    ("https://linktr.ee/acme", ["https://linktr.ee/acme", "https://www.linktr.ee/", "http://linktr.ee/acme"]),
])
def test_variants(website: str, first: list[str]) -> None:
    assert homepage_variants(website) == first


@pytest.mark.parametrize("bad", ["", "ftp://acme.com", "not a site", "mailto:x@y.z"])
def test_bad_websites(bad: str) -> None:
    with pytest.raises(ValueError):
        homepage_variants(bad)


def test_probe_paths_localized_round_robin_and_capped() -> None:
    out = probe_paths([S.CAREERS, S.PRICING, S.NEWSROOM], "de-DE", "/de", 5)
    assert out[:3] == [(S.CAREERS, "/de/karriere"), (S.PRICING, "/de/preise"), (S.NEWSROOM, "/de/presse")]
    assert len(out) == 5
    en = probe_paths([S.CAREERS], "", "", 12)
    assert en[0] == (S.CAREERS, "/careers") and len(en) == len(set(en))
    assert probe_paths([S.CAREERS], "sv", "", 1) == [(S.CAREERS, "/karriar")]
    assert probe_paths([S.PRICING], "nb", "", 1) == [(S.PRICING, "/priser")]


def test_locale_prefix() -> None:
    assert locale_prefix("https://a.com/de/") == "/de"
    assert locale_prefix("https://a.com/en-us/home") == "/en-us"
    assert locale_prefix("https://a.com/blog/") == ""


HOME = ["http://a.test/"]
NF = ["Oops not found We could not find that page try the homepage instead please"]


@pytest.mark.parametrize("check,expected", [
    (PageCheck(200, "http://a.test/careers", "http://a.test/careers", "Careers", "Join our team today " * 5), "ok"),
    (PageCheck(404, "http://a.test/careers", "http://a.test/careers", "", ""), "missing"),
    (PageCheck(200, "http://a.test/careers", "http://a.test/", "Home", "Welcome"), "home"),
    (PageCheck(200, "http://a.test/careers", "http://a.test/de/", "Home", "Welcome"), "home"),
    (PageCheck(200, "http://a.test/pricing", "http://a.test/pricing", "Page not found", "Sorry"), "soft404"),
    (PageCheck(200, "http://a.test/pricing", "http://a.test/pricing", "Oops", NF[0]), "soft404"),
    (PageCheck(200, "http://a.test/pricing", "http://a.test/pricing", "Oops", NF[0], is_shell=True), "inconclusive"),
    (PageCheck(200, "http://a.test/careers", "http://a.test/careers/", "Careers", "Join our team today " * 5), "ok"),
])
def test_judge(check: PageCheck, expected: str) -> None:
    assert judge(check, HOME, NF) == expected
