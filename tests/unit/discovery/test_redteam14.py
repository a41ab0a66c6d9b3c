"""Fourteenth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam14.py holds the whole
companies): the classifier's rules the round's fixes added, case by case, and what they leave alone.

- one word ending in "blog" ("Techblog", "Firmenblog", "Devblog", "Firmen-Blog") is the blog; "Backlog" stays none.
- "Official blog" / 公式ブログ / 官方博客 name the blog whole ("official" a determiner); a publishing platform's handle
  `<brand>_official` carries the brand (engine, pinned in the integration module: kaikei on note).
- a shop's "Customer service" / "Klantenservice" / "Kundenservice" is its help centre, weak as "Help" is.
- "Premium" (a streaming service's plans) is a weak price-list name; "Where to buy" / "How to buy" never one, "Buy now"
  still is.
- Vietnamese "Biểu phí", Indonesian "Biaya" fee schedules; "Contacts"; a podcast network's "Shows" and a catalog entry
  below /shows/ (never its careers); a biotech's /pipeline over its /platform.
- a CJK trade enquiry (입점 문의, 広告に関するお問い合わせ, 商务合作) is no contact page; 문의하기 / お問い合わせ still are.
- Swedish / Danish "Våra spel", "Nyhetsrum", "Arbeta hos oss"; "Patch notes"; Italian "Relazioni con gli investitori",
  "Offerte e tariffe"; "Entwicklerportal"; an IR menu's "News releases" (newsroom; "Releases" stays changelog); Québec "Nous joindre" (contact; "Nous rejoindre" stays careers).
"""
from __future__ import annotations

import pytest
from changewire_common.surfaces import classify_link, classify_text
from changewire_common.vocab import Surface


@pytest.mark.parametrize(("label", "surface", "least"), [
    ("Techblog", Surface.BLOG, 0.85), ("Firmenblog", Surface.BLOG, 0.85), ("Unternehmensblog", Surface.BLOG, 0.85),
    ("Devblog", Surface.BLOG, 0.85), ("Firmen-Blog", Surface.BLOG, 0.85), ("Weblog", Surface.BLOG, 0.85),
    ("Official blog", Surface.BLOG, 0.85), ("公式ブログ", Surface.BLOG, 0.9), ("官方博客", Surface.BLOG, 0.9),
    ("Biểu phí", Surface.PRICING, 0.9), ("Biaya", Surface.PRICING, 0.9), ("Biaya layanan", Surface.PRICING, 0.9),
    ("Contacts", Surface.CONTACT, 0.9), ("Shows", Surface.PRODUCTS, 0.9), ("Our shows", Surface.PRODUCTS, 0.85),
    ("Våra spel", Surface.PRODUCTS, 0.9), ("Nyhetsrum", Surface.NEWSROOM, 0.9), ("Arbeta hos oss", Surface.CAREERS, 0.9),
    ("Jobba hos oss", Surface.CAREERS, 0.9), ("Patch notes", Surface.CHANGELOG, 0.9),
    ("Relazioni con gli investitori", Surface.INVESTORS, 0.9), ("Offerte e tariffe", Surface.PRICING, 0.9),
    ("Sala stampa", Surface.NEWSROOM, 0.9), ("Entwicklerportal", Surface.DOCS, 0.9),
    ("Nous joindre", Surface.CONTACT, 0.9), ("Nous rejoindre", Surface.CAREERS, 0.9),
    ("News releases", Surface.NEWSROOM, 0.9), ("Media releases", Surface.NEWSROOM, 0.9),
    ("Releases", Surface.CHANGELOG, 0.9),
    # (what stays as it was)
    ("Blog", Surface.BLOG, 0.9), ("Buy now", Surface.PRICING, 0.9), ("문의하기", Surface.CONTACT, 0.9),
    ("お問い合わせ", Surface.CONTACT, 0.9), ("联系我们", Surface.CONTACT, 0.9),
])
def test_round_fourteen_labels(label: str, surface: Surface, least: float) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= least, m


@pytest.mark.parametrize(("label", "surface"), [
    ("Customer service", Surface.DOCS), ("Klantenservice", Surface.DOCS), ("Kundenservice", Surface.DOCS),
    ("Servizio clienti", Surface.DOCS), ("Premium", Surface.PRICING),
])
def test_weak_names(label: str, surface: Surface) -> None:
    """A shop's customer service is its help centre and a service's "Premium" its plans, but only weakly (a help
    centre's "Support", a newspaper's paywalled section): a whole strong label elsewhere wins."""
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence < 0.7, m


@pytest.mark.parametrize("label", ["Backlog", "입점 문의", "광고 문의", "広告に関するお問い合わせ", "商务合作", "Where to buy"])
def test_labels_of_nothing(label: str) -> None:
    assert classify_text(label) is None


@pytest.mark.parametrize(("url", "text", "surface"), [
    ("https://acme.test/where-to-buy", "Where to Buy", None),
    ("https://acme.test/how-to-buy", "How to buy", None),
    ("https://acme.test/buy", "Buy", Surface.PRICING),
    ("https://acme.test/shows/careers-unfiltered", "Careers Unfiltered", None),
    ("https://acme.test/games/patch-notes", "Patch notes", None),
    ("https://acme.test/premium", "Premium", Surface.PRICING),
    ("https://acme.test/research/pipeline", "Pipeline", Surface.PRODUCTS),
    ("https://techblog.acme.test/", "Techblog", Surface.BLOG),
    ("https://acme.test/company/contacts/", "Contacts", Surface.CONTACT),
    ("https://partners.acme.test/apply", "입점 문의", None),
])
def test_round_fourteen_links(url: str, text: str, surface: Surface | None) -> None:
    m = classify_link(url, text, region="nav", site_domain="acme.test")
    assert (m.surface if m is not None else None) is surface, m


def test_pipeline_beats_platform() -> None:
    """A biotech's drug candidates ("Pipeline") rank above its technology ("Our platform") as its products page."""
    pipe = classify_link("https://acme.test/research/pipeline", "Pipeline", region="nav", site_domain="acme.test")
    plat = classify_link("https://acme.test/research/platform", "Our platform", region="nav", site_domain="acme.test")
    assert pipe is not None and plat is not None and pipe.confidence > plat.confidence, (pipe, plat)
