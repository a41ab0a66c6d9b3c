"""Twelfth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam12.py holds the whole
sites): the classifier's rules the round's fixes added, case by case, and what they leave alone.

- "pricing" before a word of writing (explained, guide, trends, report, strategy …) names an article about prices, not
  the price list (surfaces._COMPOUND_MODIFIERS["pricing"]); "Pricing", "Plans & pricing", "Pricing & plans" stay.
- a Shopify blog whose handle names a press room (/blogs/press, /blogs/presse, /blogs/in-the-press) is the newsroom;
  /blogs/news (Shopify's first blog), /blogs/journal, /blogs/brew-guides stay blogs (surfaces._SHOP_PRESS_HANDLES).
- a site asking for donations in its chrome is a charity (engine._DONATE): English, German, French, Spanish, Dutch
  words and /donate paths; "Donald", "London", "Condé" stay no donation call.
- a Webflow dropdown's panel (<nav class="w-dropdown-list">) no longer hides its toggle's label from its links.
- "<careers> <joiner> <owner>" to the owner's host, folded and with Nordic / Polish joiners and corporate words.
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


def test_a_webflow_dropdown_panel_is_listed_under_its_toggle() -> None:
    """Webflow draws each dropdown's panel as a <nav class="w-dropdown-list"> beside its toggle <div>: the links carry
    the toggle's label (they carried none: the panel's <nav> stopped the climb), while a site's own <nav> landmark
    still ends it (a link of the main menu takes no label from beyond it)."""
    from changewire_discovery.extract import parse_page
    html = ('<div class="navbar w-nav" role="banner"><nav role="navigation" class="nav-menu w-nav-menu">'
            '<div class="w-dropdown"><div class="w-dropdown-toggle"><div>Product</div><div class="w-icon-dropdown-toggle">'
            '</div></div><nav class="dropdown-list w-dropdown-list"><a href="/product/pipelines">Pipelines</a>'
            '<a href="/product/jobs">Jobs</a></nav></div><a href="/pricing">Pricing</a></nav></div>'
            '<div class="promo">Spring sale</div><nav class="main"><a href="/about">About</a></nav>')
    facts = parse_page(html, "https://acme.test/")
    groups = {ln.url.rsplit("/", 1)[-1]: ln.group for ln in facts.links}
    assert groups["pipelines"] == "Product" and groups["jobs"] == "Product", groups
    assert groups["pricing"] == "" and groups["about"] == "", groups


@pytest.mark.parametrize(("url", "label", "want"), [
    ("https://jobb.fjordstal-gruppen.test/", "Jobb i Fjordstål", Surface.CAREERS),
    ("https://kariera.wislagroup.test/", "Praca w Wisła", Surface.CAREERS),
    ("https://careers.haldengroup.test/", "Careers at Halden", Surface.CAREERS),
    ("https://jobs.otherco.test/", "Jobb i Fjordstål", None),
])
def test_a_section_named_by_the_owner_of_its_host(url: str, label: str, want: Surface | None) -> None:
    from changewire_discovery.engine import _section_of_host_owner
    m = _section_of_host_owner(url, label)
    assert (m.surface if m else None) is want, m
