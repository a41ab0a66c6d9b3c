"""Round 25's page rules as pure checks (discovery.extract): an age gate's or splash page's affirmative answer that goes
on ("Yes, enter") is its way in, a negative or another site's link is not; a Gatsby shell names its page-data
document by its loader's `window.pagePath`, other pages name none; a framework data document's links are read as
in-page framework state is; a cookie wall is still a wall (the engine's reading of one whose robots.txt names sitemaps
is checked by tests/integration/test_discovery_redteam25.py)."""
from __future__ import annotations

import json

import pytest

from changewire_discovery.extract import consent_wall, entry_gateway, framework_links, gatsby_page_data, parse_page


def _gate(links: str, head: str = "Are you of legal drinking age?") -> str:
    return f"<html><head><title>Brewery</title></head><body><div class='age-gate'><p>{head}</p>{links}</div></body></html>"


@pytest.mark.parametrize("label,way_in", [
    ("Yes, enter", True), ("Yes – take me in", True), ("Ja, weiter", True), ("Oui, entrer", True),
    ("Yes, I am 21 or older", True), ("Enter site", True),  # earlier rounds' answers stay ways in
    ("No", False), ("Leave", False), ("Yesterday's news", False),
])
def test_an_affirmative_answer_is_the_gates_way_in(label: str, way_in: bool) -> None:
    f = parse_page(_gate(f'<a href="/home">{label}</a><a href="https://www.responsibility.org/">No thanks</a>'),
                   "http://brew.test/")
    assert entry_gateway(f) == ("http://brew.test/home" if way_in else "")


def test_a_yes_to_another_site_is_no_way_in() -> None:
    f = parse_page(_gate('<a href="https://other.test/home">Yes, enter</a>'), "http://brew.test/")
    assert entry_gateway(f) == ""


@pytest.mark.parametrize("script,want", [
    ('window.pagePath="/";window.___webpackCompilationHash="a1";', "http://g.test/page-data/index/page-data.json"),
    ('window.pagePath="/en/";window.___webpackCompilationHash="a1";', "http://g.test/page-data/en/page-data.json"),
    ('window.pagePath="/";', ""),  # no Gatsby loader beside it
    ('var pagePath="/";', ""),
])
def test_gatsby_page_data(script: str, want: str) -> None:
    f = parse_page(f'<html><body><div id="___gatsby"></div><script>{script}</script></body></html>', "http://g.test/")
    assert gatsby_page_data(f) == want


def test_framework_links_of_a_static_query_result() -> None:
    doc = json.dumps({"data": {"site": {"siteMetadata": {"menuLinks": [{"name": "Careers", "link": "/careers/"},
                                                                       {"name": "Pricing", "link": "/pricing/"}]}}}})
    got = {(ln.url, ln.text, ln.region) for ln in framework_links(doc, "http://g.test/")}
    assert got == {("http://g.test/careers/", "Careers", "json"), ("http://g.test/pricing/", "Pricing", "json")}
    assert framework_links("not json at all", "http://g.test/") == []


def test_a_cookie_wall_is_still_a_wall() -> None:
    f = parse_page('<html><head><title>Cookie settings</title></head><body><div role="dialog"><h1>We value your privacy'
                   '</h1><form method="post" action="/consent"><button>Accept all</button></form><a href="/privacy">'
                   'Privacy notice</a><a href="/imprint">Imprint</a></div></body></html>', "http://w.test/en/cookie-wall")
    assert consent_wall(f)
