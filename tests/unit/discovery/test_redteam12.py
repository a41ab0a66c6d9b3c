"""Twelfth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam12.py holds the whole
sites): the classifier's rules the round's fixes added, case by case, and what they leave alone.

- "pricing" before a word of writing (explained, guide, trends, report, strategy …) names an article about prices, not
  the price list (surfaces._COMPOUND_MODIFIERS["pricing"]); "Pricing", "Plans & pricing", "Pricing & plans" stay.
- a Shopify blog whose handle names a press room (/blogs/press, /blogs/presse, /blogs/in-the-press) is the newsroom;
  /blogs/news (Shopify's first blog), /blogs/journal, /blogs/brew-guides stay blogs (surfaces._SHOP_PRESS_HANDLES).
- a site asking for donations in its chrome is a charity (engine._DONATE): English, German, French, Spanish, Dutch
  words and /donate paths; "Donald", "London", "Condé", "Dona Ana" (a place) stay no donation call.
"""
from __future__ import annotations

import pytest
from changewire_common.surfaces import classify_link
from changewire_common.vocab import Surface
from changewire_discovery.engine import _DONATE, _INVESTOR_ROOT


@pytest.mark.parametrize(("path", "label"), [
    ("/help/insurance-pricing-explained", "Insurance pricing explained"),
    ("/resources/saas-pricing-trends", "SaaS pricing trends 2026"),
    ("/ebooks/pricing-strategy", "Pricing strategy playbook"),
    ("/reports/pricing-benchmarks", "Pricing benchmarks report"),
])
def test_writing_about_pricing_is_no_price_list(path: str, label: str) -> None:
    m = classify_link(f"https://acme.test{path}", label, region="footer")
    assert m is None or m.surface is not Surface.PRICING, m


@pytest.mark.parametrize(("path", "label"), [
    ("/pricing", "Pricing"), ("/pricing", "Plans & pricing"), ("/pricing", "Pricing & plans"),
    ("/plans", "See pricing"), ("/pricing/enterprise", "Enterprise pricing"),
])
def test_price_lists_stay_pricing(path: str, label: str) -> None:
    m = classify_link(f"https://acme.test{path}", label, region="nav")
    assert m is not None and m.surface is Surface.PRICING, m


@pytest.mark.parametrize(("path", "label", "want"), [
    ("/blogs/press", "Press", Surface.NEWSROOM),
    ("/blogs/presse", "Presse", Surface.NEWSROOM),
    ("/blogs/in-the-press", "As seen in", Surface.NEWSROOM),
    ("/blogs/press-releases", "Announcements", Surface.NEWSROOM),
    ("/blogs/news", "News", Surface.BLOG),
    ("/blogs/news", "Journal", Surface.BLOG),
    ("/blogs/journal", "Blog", Surface.BLOG),
    ("/blogs/brew-guides", "Brew guides", Surface.BLOG),
])
def test_shop_blog_handles(path: str, label: str, want: Surface) -> None:
    m = classify_link(f"https://shop.test{path}", label, region="footer")
    assert m is not None and m.surface is want, m


@pytest.mark.parametrize(("text", "asks"), [
    ("Donate /donate", True), ("Jetzt spenden /spenden", True), ("Faire un don /faire-un-don", True),
    ("Donar ahora /donar", True), ("Doneer nu /doneren", True), ("Give now /give", True), (" /donate/monthly", True),
    ("Donald's story /stories/donald", False), ("London office /offices/london", False),
    ("Condé Nast /partners/conde", False), ("Pricing /pricing", False), ("Annual reports /about/annual-reports", False),
])
def test_donation_calls(text: str, asks: bool) -> None:
    assert bool(_DONATE.search(text)) is asks


@pytest.mark.parametrize(("evidence", "names"), [
    ("http://a.test/investors path segment 'investors'", True),
    ("http://a.test/aktionaere text 'Aktionäre'", True),
    ("http://a.test/about/annual-reports path segment 'annual-reports' + text 'annual reports'", False),
    ("http://a.test/jahresberichte text 'jahresberichte'", False),
])
def test_investor_roots(evidence: str, names: bool) -> None:
    assert bool(_INVESTOR_ROOT.search(evidence)) is names
