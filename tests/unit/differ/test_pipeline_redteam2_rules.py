"""Unit checks of the differ rules whole-pipeline red team 2 (tests/e2e/test_pipeline_redteam2.py) added: the
announcement bar above a page's header (htmlnorm._bar_above_header), a wall of customer logos named so
(htmlnorm._TOKEN_KEYS / _BIGRAM_KEYS), and the keys a post is matched by across a company's blog page and feed
(store._post_keys). 15 cases, each with its counter-check."""
from __future__ import annotations

import pytest

from changewire_differ.htmlnorm import classify_name, parse_html
from changewire_differ.model import MAIN, VOLATILE
from changewire_differ.store import _post_keys

_HEADER = '<header><nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/blog">Blog</a></nav></header>'
_MAIN = "<main><h1>Pricing</h1><p>Team $20 per seat per month, billed monthly, cancel any time.</p></main>"


def _regions(top: str, *, header: str = _HEADER, main: str = _MAIN) -> dict[str, str]:
    doc = parse_html(f"<html><body>{top}{header}{main}</body></html>")
    return {b.text: b.region for b in doc.blocks}


def test_a_linked_bar_above_the_header_is_volatile() -> None:
    r = _regions('<div class="Banner_root__x1Yz2"><a href="/blog">Webinar on Dec 12: scaling Postgres →</a></div>')
    assert r["Webinar on Dec 12: scaling Postgres →"] == VOLATILE
    assert r["Team $20 per seat per month, billed monthly, cancel any time."] == MAIN


def test_two_lines_of_a_bar_are_volatile() -> None:
    r = _regions('<div class="x"><p><a href="/sale">Winter sale →</a></p><p><a href="/ship">Free shipping</a></p></div>')
    assert r["Winter sale →"] == VOLATILE and r["Free shipping"] == VOLATILE


@pytest.mark.parametrize("top", [
    '<div class="stock">Out of stock</div>',  # no link: a line of the page's own put first
    '<h2><a href="/news">We have been acquired by Globex</a></h2>',  # a heading
    '<div><a href="/x">' + "A long notice about the service " * 8 + "</a></div>",  # long text
])
def test_what_is_no_bar_stays(top: str) -> None:
    r = _regions(top)
    assert VOLATILE not in {v for k, v in r.items() if "Pricing" not in k and "Team" not in k}, r


def test_no_header_after_it_no_bar() -> None:
    r = _regions('<div><a href="/blog">Webinar on Dec 12 →</a></div>', header="")
    assert r["Webinar on Dec 12 →"] == MAIN


def test_no_main_no_bar() -> None:
    doc = parse_html(f'<html><body><div><a href="/blog">Webinar on Dec 12 →</a></div>{_HEADER}'
                     '<div><p>Team $20 per seat per month.</p></div></body></html>')
    assert {b.text: b.region for b in doc.blocks}["Webinar on Dec 12 →"] == MAIN


@pytest.mark.parametrize("name,region", [
    ("Logos_grid__Lm4Nb", VOLATILE), ("logos", VOLATILE), ("logo-cloud", VOLATILE), ("LogoWall", VOLATILE),
    ("trusted-by", VOLATILE), ("site-logo", None), ("custom-logo-link", None),
])
def test_logo_walls(name: str, region: str | None) -> None:
    assert classify_name(name) == region


def test_post_keys_match_page_and_feed() -> None:
    page = _post_keys([{"title": "Packaging that sold out in a week", "url": "https://hv.test/journal/packaging/"}])
    feed = _post_keys([{"title": "Packaging  that sold out in a week", "url": "http://HV.test/journal/packaging"}])
    assert page == feed
    assert _post_keys([{"title": "ab"}, "x", {"url": ""}]) == (set(), set())
