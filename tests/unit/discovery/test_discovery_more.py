"""Regressions found by running discovery on varied mini company sites: merging of verified URL
variants, article slugs, ATS tokens set by embed scripts, hamburger menus, huge pages."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_url
from changewire_common.vocab import DiscoveryMethod as M
from changewire_common.vocab import Surface as S
from changewire_common.ats import find_ats
from changewire_discovery.extract import MAX_LINKS, parse_page
from changewire_discovery.select import Candidate, merge, select


def c(surface: S, url: str, method: M = M.NAV, conf: float = 0.9, verified: bool | None = None) -> Candidate:
    return Candidate(surface, url, method, conf, verified)


@pytest.mark.parametrize(("failed", "worked"), [
    ("https://docs.acme.com/", "http://docs.acme.com/"),        # https did not connect, http answered
    ("http://acme.com/careers", "http://acme.com/careers/"),     # 301 to the trailing-slash URL
    ("http://www.acme.com/pricing", "http://acme.com/pricing"),  # www variant
])
def test_a_verified_variant_beats_a_failed_one(failed: str, worked: str) -> None:
    for order in ((c(S.DOCS, failed, verified=False), c(S.DOCS, worked, M.SUBDOMAIN, 0.8, True)),
                  (c(S.DOCS, worked, M.SUBDOMAIN, 0.8, True), c(S.DOCS, failed, verified=False))):
        m = merge(list(order))
        assert len(m) == 1 and m[0].verified is True and m[0].url == worked
        assert [x.url for x in select(list(order), 12)] == [worked]


def test_same_url_failed_check_still_wins() -> None:
    m = merge([c(S.PRICING, "https://a.com/pricing", verified=True), c(S.PRICING, "https://a.com/pricing", verified=False)])
    assert m[0].verified is False


@pytest.mark.parametrize("url", [
    "https://blog.example.com/dsgvo-in-der-schweiz-7-punkte-die-betroffene-unternehmen-beachten-muessen",
    "https://blog.example.com/eu-datenschutz-grundverordnung-dsgvo-im-marketing-kontext",
    "https://blog.example.com/progressive-web-apps-pwa-revolutionieren-den-ecommerce",
    "https://example.com/why-our-pricing-team-loves-spreadsheets-a-story",
])
def test_article_slugs_name_no_surface(url: str) -> None:
    assert classify_url(url) is None
    assert classify_link(url, "Read more", region="main", site_domain="example.com") is None


@pytest.mark.parametrize(("url", "surface"), [
    ("https://example.com/our-careers-page", S.CAREERS),  # a short slug still counts
    ("https://www.example.com/news-releases/", S.NEWSROOM),
    ("https://www.example.com/cnbc-news-releases/", S.NEWSROOM),
])
def test_short_slugs_still_classify(url: str, surface: S) -> None:
    m = classify_url(url)
    assert m is not None and m.surface is surface


@pytest.mark.parametrize(("script", "vendor", "token"), [
    ('window.leverJobsOptions = {accountName: "andes", includeCss: true};', "lever", "andes"),
    ("window.leverJobsOptions = { 'accountName': 'acme-co' }", "lever", "acme-co"),
    ('widget({"api_key":"x","company_code":"AcmeInc","group_id":"g"});', "smartrecruiters", "AcmeInc"),
])
def test_ats_tokens_set_by_embed_scripts(script: str, vendor: str, token: str) -> None:
    refs = find_ats([], script)
    assert [(r.vendor, r.token) for r in refs] == [(vendor, token)]


@pytest.mark.parametrize("cls", ["offcanvas", "off-canvas-menu", "hamburger-panel", "mobile-nav", "nav-drawer"])
def test_hamburger_menus_are_navigation(cls: str) -> None:
    f = parse_page(f'<html><body><div class="{cls}"><a href="/karriere">Karriere</a></div></body></html>', "https://a.de/")
    assert [(ln.url, ln.region) for ln in f.links] == [("https://a.de/karriere", "nav")]


def test_footer_links_survive_a_page_of_thousands_of_links() -> None:
    items = "".join(f'<a href="/p/{i}">Item {i}</a>' for i in range(MAX_LINKS * 2))
    html = f'<html><body><main>{items}</main><footer><a href="/careers">Careers</a><a href="/impressum">Impressum</a></footer></body></html>'
    f = parse_page(html, "https://a.com/")
    footer = [ln.url for ln in f.links if ln.region == "footer"]
    assert footer == ["https://a.com/careers", "https://a.com/impressum"]
    assert len(f.links) <= 2 * MAX_LINKS
