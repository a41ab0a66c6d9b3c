"""Ninth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam9.py): a country chooser
of `/global/en/`-style folders is a locale gateway; a company page on a job aggregator (Indeed, StepStone, pracuj.pl,
Bayt, kariyer.net) is a profile, never a sensor; a header drawn from props kept in an attribute (react-rails
`data-react-props`, Inertia's `data-page`) is read; imprint and label variants of German-speaking, Italian, Polish,
Turkish, Hebrew and Korean sites."""
from __future__ import annotations

import json

import pytest

from changewire_common.surfaces import classify_link, classify_text, is_social_url
from changewire_common.vocab import Surface
from changewire_discovery.extract import locale_gateway, parse_page


def _chooser(links: list[tuple[str, str]]) -> str:
    return ("<html lang='en'><head><title>Select your location</title></head><body><h1>Select your location</h1><ul>"
            + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in links) + "</ul></body></html>")


def test_a_chooser_of_region_and_language_folders_is_a_locale_gateway() -> None:
    facts = parse_page(_chooser([("/global/en/", "Global (English)"), ("/de/de/", "Deutschland"),
                                 ("/us/en/", "United States"), ("/cn/zh/", "中国")]), "https://kaltron.example/")
    assert locale_gateway(facts) == "https://kaltron.example/global/en/"


def test_a_chooser_without_english_takes_the_pages_own_language() -> None:
    html = _chooser([("/de/de/", "Deutschland"), ("/at/de/", "Österreich"), ("/fr/fr/", "France")]).replace(
        "lang='en'", "lang='de'")
    assert locale_gateway(parse_page(html, "https://kaltron.example/")) == "https://kaltron.example/de/de/"


def test_two_content_folders_are_no_locale_roots() -> None:
    """/products/en/ is not a country folder: a page linking content folders is the site."""
    facts = parse_page(_chooser([("/products/en/", "Products"), ("/company/de/", "Company")]), "https://k.example/")
    assert locale_gateway(facts) == ""


@pytest.mark.parametrize("url", [
    "https://www.indeed.com/cmp/Brightwater-Plumbing/jobs", "https://de.indeed.com/cmp/Kohl/jobs",
    "https://www.stepstone.de/cmp/de/kohl-maschinenbau-123456/jobs", "https://www.pracuj.pl/praca/polonex;en",
    "https://www.bayt.com/en/company/khaleej-trading-123456/jobs/", "https://www.kariyer.net/firma/anatolia-boya/12345",
])
def test_a_company_page_on_a_job_aggregator_is_a_profile_not_a_sensor(url: str) -> None:
    assert is_social_url(url)
    assert classify_link(url, "Careers", region="nav", site_domain="acme.example") is None


def test_a_companys_own_board_on_a_vendor_is_no_aggregator() -> None:
    assert not is_social_url("https://jobs.ashbyhq.com/acme")
    assert not is_social_url("https://acme.jobs.personio.de/")


def test_a_header_drawn_from_react_rails_props_is_read() -> None:
    props = json.dumps({"links": [{"label": "Pricing", "href": "/pricing"}, {"label": "Careers", "href": "/careers"}]})
    html = ('<html><body><div data-react-class="SiteHeader" data-react-props="'
            + props.replace("&", "&amp;").replace('"', "&quot;") + '"></div></body></html>')
    facts = parse_page(html, "https://crewbase.example/")
    got = {(ln.url, ln.text) for ln in facts.links}
    assert ("https://crewbase.example/pricing", "Pricing") in got and ("https://crewbase.example/careers", "Careers") in got


def test_an_inertia_page_object_is_read() -> None:
    page = {"component": "Home", "props": {"nav": [{"title": "Blog", "url": "/blog"}]}, "url": "/", "version": "a1"}
    html = "<html><body><div id=\"app\" data-page='" + json.dumps(page) + "'></div></body></html>"
    facts = parse_page(html, "https://inertia.example/")
    assert any(ln.url == "https://inertia.example/blog" and ln.text == "Blog" for ln in facts.links)


def test_a_props_attribute_that_is_no_json_is_ignored() -> None:
    facts = parse_page('<html><body><div data-props="{not json"></div><a href="/x">X</a></body></html>',
                       "https://p.example/")
    assert [ln.url for ln in facts.links] == ["https://p.example/x"]


@pytest.mark.parametrize("label,surface", [
    ("Impressum & Offenlegung", Surface.LEGAL), ("Offenlegung", Surface.LEGAL), ("Rechtliche Hinweise", Surface.LEGAL),
    ("Anbieterkennzeichnung", Surface.LEGAL), ("Colofon", Surface.LEGAL), ("Nota legal", Surface.LEGAL),
    ("Informativa privacy", Surface.LEGAL), ("KVKK Aydınlatma Metni", Surface.LEGAL), ("Area stampa", Surface.NEWSROOM),
    ("Biuro prasowe", Surface.NEWSROOM), ("홍보센터", Surface.NEWSROOM), ("Il nostro team", Surface.TEAM),
    ("Nasz zespół", Surface.TEAM), ("הצוות שלנו", Surface.TEAM), ("Ekibimiz", Surface.TEAM), ("Praca u nas", Surface.CAREERS),
])
def test_labels_held_only_as_a_word_before(label: str, surface: Surface) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= 0.85, m


def test_a_chooser_of_country_folders_named_by_country_takes_an_english_speaking_one() -> None:
    facts = parse_page(_chooser([("/de/", "Deutschland"), ("/us/", "United States"), ("/uk/", "United Kingdom"),
                                 ("/fr/", "France")]), "https://cobalt.example/")
    assert locale_gateway(facts) == "https://cobalt.example/us/"


def test_a_chooser_of_country_hosts_takes_an_english_speaking_one() -> None:
    facts = parse_page(_chooser([("https://de.brandtex.example/", "Deutschland"),
                                 ("https://uk.brandtex.example/", "United Kingdom"),
                                 ("https://fr.brandtex.example/", "France")]), "https://www.brandtex.example/")
    assert locale_gateway(facts) == "https://uk.brandtex.example/"


def test_ukrainian_named_so_is_no_english_choice() -> None:
    """`/uk/` is the United Kingdom when the chooser says so (or says nothing); labelled Українська it is Ukrainian."""
    html = _chooser([("/uk/", "Українська"), ("/pl/", "Polski")]).replace("lang='en'", "lang='pl'")
    assert locale_gateway(parse_page(html, "https://k.example/")) == "https://k.example/pl/"


def test_a_robots_txt_answered_429_is_unavailable() -> None:
    """RFC 9309 reads a 4xx as no rules, but a 429 is the server asking to come back later (as the big crawlers read it):
    a temporary full disallow, like a 5xx."""
    from changewire_discovery.sitemaps import parse_robots

    assert parse_robots(429, b"", "https://x.example/robots.txt", "changewire/0.1").unavailable
    assert not parse_robots(404, b"", "https://x.example/robots.txt", "changewire/0.1").unavailable


@pytest.mark.parametrize("src,page", [
    ("https://relaypoint.statuspage.io/embed/script.js", "https://relaypoint.statuspage.io/"),
    ("https://acme.instatus.com/widget/script.js", "https://acme.instatus.com/"),
    ("https://cdn.statuspage.io/se-v2.js", ""),  # (the vendor's CDN, no tenant)
    ("https://www.statuspage.io/embed/script.js", ""), ("https://statuspage.io/x.js", ""),
    ("https://relaypoint.statuspage.io/api/v2/summary.json", ""), ("https://cdn.example.com/status.js", ""),
])
def test_a_status_widget_script_names_the_tenants_status_page(src: str, page: str) -> None:
    from changewire_discovery.engine import _status_widget_page

    assert _status_widget_page(src) == page


@pytest.mark.parametrize("path,surface", [
    ("/الوظائف/", Surface.CAREERS), ("/الأسعار/", Surface.PRICING), ("/سياسة-الخصوصية/", Surface.LEGAL),
    ("/اتصل-بنا/", Surface.CONTACT), ("/الأخبار/", Surface.NEWSROOM), ("/خدماتنا/", Surface.PRODUCTS),
    ("/דרושים/", Surface.CAREERS), ("/מחירים/", Surface.PRICING), ("/מדיניות-פרטיות/", Surface.LEGAL),
    ("/צור-קשר/", Surface.CONTACT), ("/חדשות/", Surface.NEWSROOM),
])
def test_arabic_and_hebrew_slugs_name_their_surface(path: str, surface: Surface) -> None:
    from urllib.parse import quote

    from changewire_common.surfaces import classify_url

    m = classify_url("https://site.example" + quote(path))
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m
