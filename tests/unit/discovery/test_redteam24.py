"""Round 24's rules as pure checks (changewire_common.surfaces, discovery.select): a team page below an About or
corporate folder is its own page, not an item of the About section; governing bodies named whole; a job board or an
ideas board is no board of directors; a Romance shop's "guide des tailles" is no documentation; a company's history
below an About folder is no changelog; a label saying press releases makes a /news/ section a press room."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_text, classify_url, surface_root
from changewire_common.vocab import Surface
from changewire_discovery.select import generic_news


@pytest.mark.parametrize("url,root", [
    ("http://acme.test/about-us/meet-the-team/", "http://acme.test/about-us/meet-the-team/"),
    ("http://acme.test/about-us/our-people", "http://acme.test/about-us/our-people"),
    ("http://acme.co.jp/company/members/", "http://acme.co.jp/company/members/"),
    ("http://acme.co.jp/corporate/officers/", "http://acme.co.jp/corporate/officers/"),
    # one person's page below a team page is still the team page's
    ("http://acme.test/team/jane-doe", "http://acme.test/team/"),
    ("http://acme.test/about/leadership/jane-doe", "http://acme.test/about/leadership/"),
])
def test_team_root(url: str, root: str) -> None:
    assert surface_root(url, Surface.TEAM) == root


@pytest.mark.parametrize("url,surface", [
    ("http://acme.test/about-us/meet-the-team/", Surface.TEAM),
    ("http://acme.test/en/about-us/executive-committee", Surface.TEAM),
    ("http://acme.test/company/history/", Surface.TEAM),  # the About folder's hint, never a changelog
    ("http://acme.test/history", Surface.CHANGELOG),  # a release history stays one where nothing says otherwise
    ("http://acme.test/members/", None),  # a members' area
])
def test_classify_url(url: str, surface: Surface | None) -> None:
    m = classify_url(url)
    assert (m.surface if m else None) == surface, m


@pytest.mark.parametrize("text,surface", [
    ("Executive Committee", Surface.TEAM), ("Board of directors", Surface.TEAM), ("Supervisory Board", Surface.TEAM),
    ("Fintech jobs board", Surface.CAREERS), ("Ideas board", None),
])
def test_classify_text(text: str, surface: Surface | None) -> None:
    m = classify_text(text)
    assert (m.surface if m else None) == surface, m


@pytest.mark.parametrize("url,text", [
    ("http://shop.test/pages/guide-des-tailles", "Guide des tailles"),
    ("http://shop.test/pages/guia-de-tallas", "Guía de tallas"),
    ("http://shop.test/pages/guida-alle-taglie", "Guida alle taglie"),
    ("http://shop.test/pages/guide-d-entretien", "Guide d'entretien"),
])
def test_shop_guides_are_no_docs(url: str, text: str) -> None:
    m = classify_link(url, text)
    assert m is None or m.surface is not Surface.DOCS, m


@pytest.mark.parametrize("url,evidence,generic", [
    ("http://a.test/news/", "path segment 'news' + text 'news' in nav", True),
    ("http://a.test/news/", "path segment 'news' + text 'ニュースリリース' in nav", False),
    ("http://a.test/news/", "path segment 'news' + text 'press releases' in nav", False),
    ("http://a.test/actualites/", "path segment 'actualites' + text 'communiques de presse' in nav", False),
    ("http://a.test/aktuelles/", "path segment 'aktuelles' + text 'aktuelles' in nav", True),
    ("http://a.test/press/", "path segment 'press'", False),
])
def test_generic_news(url: str, evidence: str, generic: bool) -> None:
    assert generic_news(url, evidence) is generic
