"""Thirteenth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam13.py holds the whole
companies): the classifier's and the sitemap reader's rules the round's fixes added, case by case, and what they leave
alone.

- Hindi labels: Devanagari's spacing vowel signs (ि ा ी, category Mc) fold away as its nonspacing ones do, so a label
  is one word ("करियर", not "कर" + "यर"); Latin and CJK folding is untouched.
- a network operator's "Netzstatus" / "Aktuelle Störungen" is its status page; "Order status" stays none.
- "Our brands" / "Nuestras marcas" / "Unsere Marken" and a studio's "Games" are products; "Brand", "Brand kit" stay none.
- a shop's lighting / colour / fit … guide is no documentation; "User guide", "Installation guide" stay docs.
- a consent wall's "Continue with necessary cookies only" / "Nur notwendige Cookies" goes on; "Accept all" never.
- a careers label naming its owner by a pronoun or its kind ("Karriere beim Verlag", "Careers with us") is the company's
  own; "Careers at Northwind: hiring 3x faster" (a customer story) is not.
- a repository's wiki on a code host is docs (another owner's is nothing); robots.txt's Sitemap lines are all kept
  (to 2,000) so the pages' sitemap named 30th is ranked, listing sitemaps below it.
- Bengali labels; "Charges" / "Fees and charges" (not "Charges apply"); "Tarifários", "Recrutamento", "Abo" (not
  "Abo verwalten"), "Le Groupe", "Der Verlag", "Pipeline", "Our businesses",
  제품소개; PR TIMES, MFN, Mirror, Helpshift hosts; a frameset's <frame src> pages are the homepage's fragments.
"""
from __future__ import annotations

import pytest
from changewire_common.surfaces import classify_link, classify_text, code_host_wiki, fold, is_social_url
from changewire_common.vocab import Surface
from changewire_discovery.extract import parse_page, consent_gateway
from changewire_discovery.sitemaps import parse_robots, pick_children


@pytest.mark.parametrize(("label", "surface"), [
    ("करियर", Surface.CAREERS), ("कैरियर", Surface.CAREERS), ("हमारे बारे में", Surface.TEAM), ("समाचार", Surface.NEWSROOM),
    ("ब्लॉग", Surface.BLOG), ("संपर्क करें", Surface.CONTACT), ("गोपनीयता नीति", Surface.LEGAL),
    ("नियम और शर्तें", Surface.LEGAL), ("हमारी सेवाएँ", Surface.PRODUCTS), ("निवेशक संबंध", Surface.INVESTORS),
    ("सहायता केंद्र", Surface.DOCS), ("मूल्य निर्धारण", Surface.PRICING),
])
def test_hindi_labels(label: str, surface: Surface) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


@pytest.mark.parametrize("label", ["हमारे मूल्य", "हमारी कहानी पढ़ें और जानें"])
def test_hindi_labels_of_nothing(label: str) -> None:
    assert classify_text(label) is None


@pytest.mark.parametrize(("raw", "folded"), [
    ("Stellen\u00adangebote", "stellenangebote"), ("Café", "cafe"), ("채용", "채용"), ("採用情報", "採用情報"),
    ("करियर", "करयर"),
])
def test_folding(raw: str, folded: str) -> None:
    assert fold(raw) == folded


@pytest.mark.parametrize(("label", "surface"), [
    ("Netzstatus", Surface.STATUS), ("Aktuelle Störungen", Surface.STATUS), ("Störungsauskunft", Surface.STATUS),
    ("Our brands", Surface.PRODUCTS), ("Nuestras marcas", Surface.PRODUCTS), ("Unsere Marken", Surface.PRODUCTS),
    ("Games", Surface.PRODUCTS), ("Tarifários", Surface.PRICING), ("Recrutamento", Surface.CAREERS),
    ("Abo", Surface.PRICING), ("Le Groupe", Surface.TEAM), ("Der Verlag", Surface.TEAM),
    ("Pipeline", Surface.PRODUCTS), ("Our pipeline", Surface.PRODUCTS), ("Our businesses", Surface.PRODUCTS),
    ("제품소개", Surface.PRODUCTS), ("사업소개", Surface.PRODUCTS),
    ("ক্যারিয়ার", Surface.CAREERS), ("সংবাদ", Surface.NEWSROOM), ("চার্জ", Surface.PRICING), ("যোগাযোগ", Surface.CONTACT),
    ("Charges", Surface.PRICING), ("Fees & charges", Surface.PRICING), ("Our charges", Surface.PRICING),
])
def test_labels_of_the_round(label: str, surface: Surface) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface, m


@pytest.mark.parametrize("label", ["Order status", "Brand", "Brand kit", "Abo verwalten", "Finance", "Charges apply",
                                   "Criminal charges"])
def test_labels_left_alone(label: str) -> None:
    m = classify_text(label)
    assert m is None or m.surface not in (Surface.STATUS, Surface.PRODUCTS, Surface.PRICING, Surface.INVESTORS), m


@pytest.mark.parametrize(("path", "label", "docs"), [
    ("/lighting-guide", "Lighting guide", False), ("/colour-guide", "Colour guide", False),
    ("/pages/fit-guide", "Fit guide", False), ("/wine-pairing-guide", "Wine guide", False),
    ("/docs/user-guide", "User guide", True), ("/installation-guide", "Installation guide", True),
    ("/guides", "Guides", True),
])
def test_shop_guides_are_no_docs(path: str, label: str, docs: bool) -> None:
    m = classify_link(f"https://shop.test{path}", label, region="nav")
    assert (m is not None and m.surface is Surface.DOCS) is docs, m


def _wall(label: str) -> str:
    return ('<html><head><title>Before you continue</title></head><body><h1>We value your privacy</h1><p>We use '
            'cookies to measure audience engagement.</p><form method="post"><button>Accept all</button></form>'
            f'<a href="https://www.brand.test/?c=1">{label}</a><a href="https://www.brand.test/privacy">Privacy</a>'
            '</body></html>')


@pytest.mark.parametrize(("label", "goes_on"), [
    ("Continue with necessary cookies only", True), ("Nur notwendige Cookies zulassen", True),
    ("Only essential cookies", True), ("Continuer sans accepter les cookies", True), ("Reject all", True),
    ("Accept all", False), ("Accept all cookies", False), ("Manage settings", False),
])
def test_consent_wall_way_on(label: str, goes_on: bool) -> None:
    facts = parse_page(_wall(label), "https://consent.brand.test/?continue=x")
    assert (consent_gateway(facts) == "https://www.brand.test/?c=1") is goes_on


@pytest.mark.parametrize(("label", "own"), [
    ("Karriere beim Verlag", True), ("Careers with us", True), ("Jobs at the bank", True),
    ("Carrières chez nous", True), ("Careers at Northwind: hiring 3x faster", False), ("Careers", False),
    ("Stellenmarkt", False),
])
def test_own_careers_by_kind(label: str, own: bool) -> None:
    m = classify_link("https://paper.test/k", label, region="footer", site_domain="paper.test")
    assert m is not None and m.surface is Surface.CAREERS
    assert ("(the company's own)" in m.reason) is own, m


@pytest.mark.parametrize(("url", "owner"), [
    ("https://github.com/lintwise/lintwise/wiki", "lintwise"), ("https://github.com/acme/cli/wiki/Home", "acme"),
    ("https://gitlab.com/acme/cli/-/wikis/home", "acme"), ("https://github.com/acme/cli", ""),
    ("https://github.com/acme/cli/issues", ""), ("https://example.test/acme/cli/wiki", ""),
])
def test_code_host_wiki(url: str, owner: str) -> None:
    assert code_host_wiki(url) == owner
    if owner:
        assert not is_social_url(url)


def test_wiki_of_the_company_is_docs_another_owners_is_nothing() -> None:
    m = classify_link("https://github.com/lintwise/lintwise/wiki", "Docs", region="nav", site_domain="lintwise.test")
    assert m is not None and m.surface is Surface.DOCS, m
    assert classify_link("https://github.com/yaml/pyyaml/wiki", "Wiki", region="footer", site_domain="lintwise.test") is None


@pytest.mark.parametrize(("url", "label", "surface"), [
    ("https://prtimes.jp/main/html/searchrlp/company_id/87654", "プレスリリース", Surface.NEWSROOM),
    ("https://mfn.se/a/skogsberg", "Press", Surface.NEWSROOM),
    ("https://mirror.xyz/tidalswap.eth", "Blog", Surface.BLOG),
    ("https://ravencrest.helpshift.com/hc/en/", "Player support", Surface.DOCS),
])
def test_platform_hosts_of_the_round(url: str, label: str, surface: Surface) -> None:
    m = classify_link(url, label, region="nav", site_domain="acme.test")
    assert m is not None and m.surface is surface, m


def test_robots_sitemaps_past_twenty_are_ranked() -> None:
    lines = "".join(f"Sitemap: https://m.test/sitemaps/listings-{i:02d}.xml.gz\n" for i in range(1, 30))
    body = f"User-agent: *\nDisallow: /checkout\n\n{lines}Sitemap: https://m.test/sitemaps/static.xml\n".encode()
    info = parse_robots(200, body, "https://m.test/robots.txt", "changewire")
    assert len(info.sitemaps) == 30
    assert pick_children(list(info.sitemaps), 2)[0] == "https://m.test/sitemaps/static.xml"


def test_robots_sitemaps_bounded() -> None:
    lines = "".join(f"Sitemap: https://m.test/s-{i}.xml\n" for i in range(5000))
    info = parse_robots(200, f"User-agent: *\n{lines}".encode(), "https://m.test/robots.txt", "changewire")
    assert len(info.sitemaps) == 2000


def test_frameset_frames_are_the_homepage_fragments() -> None:
    html = ('<html><head><title>Brandl</title></head><frameset cols="200,*"><frame src="nav.htm" name="nav">'
            '<frame src="start.htm" name="main"></frameset></html>')
    facts = parse_page(html, "http://brandl.test/")
    assert facts.fragments == ["http://brandl.test/nav.htm", "http://brandl.test/start.htm"]
