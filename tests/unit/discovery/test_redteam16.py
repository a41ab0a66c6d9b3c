"""Sixteenth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam16.py holds the whole
companies): the selection and classification rules the round's fixes added, case by case, and what they leave alone.

- a feed announced on both the blog's page and the newsroom's (WordPress's /feed/ in every page's head) belongs to
  neither alone: merged, it keeps no parent, so the blog takes it though the newsroom (a category archive) has a
  feed of its own below its URL.
- among newsroom candidates a press room (/press, /espace-presse, /newsroom) ranks above a section of news in general
  (/news, /actualites, /aktuelles); either alone is still the newsroom.
- "who we are" in Spanish, Italian and Portuguese (/quienes-somos, /chi-siamo, /quem-somos) is an About page, ranked
  below the team page beneath it (/chi-siamo/team), as /about is below /about/team.
- a Workable job's short link (apply.workable.com/j/<id>) is one posting naming no account: no jobs board; the
  account's board and its API still are.
- a podcast's RSS (iTunes' namespace, most items audio enclosures) is no blog's or newsroom's feed; a blog's feed that
  carries one episode among its posts still is.
"""
from __future__ import annotations

import pytest
from changewire_common.surfaces import classify_link, classify_url
from changewire_common.vocab import DiscoveryMethod, SensorKind, Surface
from changewire_discovery.engine import _podcast_feed
from changewire_discovery.select import Candidate, generic_news, merge, rank, select

_S = "https://harborhive.test"


def _feed(url: str, parent: Surface | None) -> Candidate:
    return Candidate(Surface.FEED, url, DiscoveryMethod.FEED, 0.95, True, SensorKind.FEED, parent=parent)


def _page(surface: Surface, url: str, conf: float = 0.98) -> Candidate:
    return Candidate(surface, url, DiscoveryMethod.LINK, conf, True)


def test_a_feed_announced_on_both_sections_is_the_sites_and_the_blog_takes_it() -> None:
    cands = [
        _page(Surface.BLOG, f"{_S}/blog/"), _page(Surface.NEWSROOM, f"{_S}/category/news/"),
        _feed(f"{_S}/feed/", Surface.NEWSROOM), _feed(f"{_S}/feed/", Surface.BLOG),
        _feed(f"{_S}/category/news/feed/", Surface.NEWSROOM),
    ]
    merged = {c.url: c for c in merge(cands) if c.surface is Surface.FEED}
    assert merged[f"{_S}/feed/"].parent is None
    assert merged[f"{_S}/category/news/feed/"].parent is Surface.NEWSROOM
    feeds = {c.url for c in select(cands, 12) if c.surface is Surface.FEED}
    assert feeds == {f"{_S}/feed/", f"{_S}/category/news/feed/"}


def test_a_feed_of_one_section_keeps_its_parent() -> None:
    cands = [_feed(f"{_S}/blog/feed/", None), _feed(f"{_S}/blog/feed/", Surface.BLOG)]
    assert merge(cands)[0].parent is Surface.BLOG


@pytest.mark.parametrize(("url", "generic"), [
    ("https://x.test/news", True), ("https://x.test/actualites", True), ("https://x.test/de/aktuelles/", True),
    ("https://x.test/nyheter", True), ("https://x.test/noticias", True),
    ("https://x.test/press", False), ("https://x.test/espace-presse", False), ("https://x.test/newsroom", False),
    ("https://x.test/news/press-releases", False), ("https://x.test/", False),
])
def test_generic_news(url: str, generic: bool) -> None:
    assert generic_news(url) is generic


def test_a_press_room_ranks_above_a_section_of_news_in_general() -> None:
    news = _page(Surface.NEWSROOM, "https://o.test/actualites")
    press = _page(Surface.NEWSROOM, "https://o.test/espace-presse")
    assert rank(press) > rank(news)
    assert [c.url for c in select([news, press], 12)] == [press.url]
    assert [c.url for c in select([news], 12)] == [news.url]  # alone, the newsroom still


@pytest.mark.parametrize(("about", "team"), [
    ("https://v.test/chi-siamo", "https://v.test/chi-siamo/team"),
    ("https://v.test/quienes-somos", "https://v.test/quienes-somos/equipo"),
    ("https://v.test/quem-somos", "https://v.test/quem-somos/nossa-equipe"),
    ("https://v.test/about", "https://v.test/about/team"),
])
def test_who_we_are_ranks_below_the_team_page_beneath_it(about: str, team: str) -> None:
    a, t = _page(Surface.TEAM, about), _page(Surface.TEAM, team)
    assert rank(t) > rank(a)
    assert [c.url for c in select([a, t], 12)] == [team]
    assert [c.url for c in select([a], 12)] == [about]  # alone, the team page still
    m = classify_link(about, about.rsplit("/", 1)[-1].replace("-", " "), region="nav", site_domain="v.test")
    assert m is not None and m.surface is Surface.TEAM


def test_a_workable_job_short_link_is_no_board() -> None:
    assert classify_url("https://apply.workable.com/j/9D3E5A7C21") is None
    assert classify_link("https://apply.workable.com/j/9D3E5A7C21", "Now hiring: Account manager", region="footer",
                         site_domain="tallowfen.test") is None
    for board in ("https://apply.workable.com/tallowfen/", "https://tallowfen.workable.com/"):
        m = classify_url(board)
        assert m is not None and m.surface is Surface.JOBS_BOARD, board


def _rss(items: list[str], itunes: bool = True) -> bytes:
    ns = ' xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"' if itunes else ""
    return (f'<?xml version="1.0"?><rss version="2.0"{ns}><channel><title>T</title>' + "".join(items)
            + "</channel></rss>").encode()


_EPISODE = '<item><title>Ep</title><enclosure url="https://x.test/e.mp3" type="audio/mpeg" length="1"/></item>'
_POST = "<item><title>Post</title><link>https://x.test/blog/p</link></item>"


@pytest.mark.parametrize(("body", "podcast"), [
    (_rss([_EPISODE] * 3), True),
    (_rss([_EPISODE, _EPISODE, _POST]), True),
    (_rss([_POST, _POST, _EPISODE]), False),  # a blog that published one episode among its posts
    (_rss([_POST] * 3), False),
    (_rss([_EPISODE] * 3, itunes=False), False),  # enclosures without iTunes' namespace: a media blog's attachments
])
def test_a_podcast_feed_is_no_blogs_feed(body: bytes, podcast: bool) -> None:
    assert _podcast_feed(body) is podcast
