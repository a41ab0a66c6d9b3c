"""Regressions of repair's seventh red-team round (tests/integration/test_repair_redteam7.py), on the pure pieces:
a press-release distributor's listing of one organisation is no site search, a blog page's body link to its feed is
one of the feeds it announces, the hosts that serve one surface for many companies (dev.to, OneTrust's privacy
portal, FeedBurner, more newswires), and a robots.txt redirecting to a page instead of a robots.txt."""
from __future__ import annotations

import pytest
from changewire_common.surfaces import classify_link
from changewire_common.vocab import Surface


@pytest.mark.parametrize(("url", "query"), [
    ("http://www.globenewswire.com/en/search/organization/Acme%20Robotics", False),
    ("http://news.example/search/company/acme-robotics", False),
    ("http://acme.example/search?q=press", True),
    ("http://acme.example/search/press", True),
    ("http://acme.example/search/organization", True),  # the facet without its value: the search form
    ("http://acme.example/search/organization/acme?q=robots", True),  # words asked for inside it
    ("http://acme.example/tag/organization/acme", True),
])
def test_an_organisations_listing_under_search_is_no_query(url: str, query: bool) -> None:
    from changewire_repair.decide import is_query_page

    assert is_query_page(url, "newsroom") is query


def test_a_blog_pages_body_link_to_its_feed_is_a_feed_it_announces() -> None:
    from changewire_repair.candidates import feed_links

    body = ("<html><head><link rel='alternate' type='application/rss+xml' href='/blog/rss.xml'></head><body><nav>"
            "<a href='/feed/'>Menu feed</a></nav><main><h1>Blog</h1><p><a href='/blog/feed.atom'>Subscribe via Atom"
            "</a> <a href='/blog/launch'>Launch</a> <a href='/sitemap.xml'>Sitemap</a></p></main></body></html>")
    assert feed_links(body, "http://acme.example/blog") == ["http://acme.example/blog/rss.xml",
                                                             "http://acme.example/blog/feed.atom"]
    # only the main content's links count (a menu's feed link is the site's, perhaps another one)
    assert feed_links(body.replace("<link rel='alternate' type='application/rss+xml' href='/blog/rss.xml'>", ""),
                      "http://acme.example/blog") == ["http://acme.example/blog/feed.atom"]
    assert feed_links("<html><body><main><a href='/blog/post'>Post</a></main></body></html>",
                      "http://acme.example/blog") == []


@pytest.mark.parametrize(("url", "text", "surface"), [
    ("http://dev.to/acmerobotics", "Blog", Surface.BLOG),
    ("http://privacyportal.onetrust.com/policies/acme/privacy-notice", "Privacy notice", Surface.LEGAL),
    ("http://feeds.feedburner.com/AcmeRobotics", "RSS", Surface.FEED),
    ("http://www.einpresswire.com/newsroom/acme-robotics/", "Press", Surface.NEWSROOM),
    ("http://documenter.getpostman.com/view/12345/acme-api/", "API docs", Surface.DOCS),
])
def test_platform_hosts_of_one_surface(url: str, text: str, surface: Surface) -> None:
    m = classify_link(url, text, region="nav", site_domain="acme.example")
    assert m is not None and m.surface is surface


def test_a_community_platforms_blog_not_labelled_the_companys_is_none() -> None:
    # a partner's or an author's blog on dev.to, linked for its words: not the company's blog
    assert classify_link("http://dev.to/northwind", "Northwind's tips", region="main", site_domain="acme.example") is None


def test_platform_hosts_are_vendor_hosts_for_repair() -> None:
    from changewire_repair.repair import vendor_host

    assert vendor_host("http://feeds.feedburner.com/AcmeRobotics")
    assert vendor_host("http://dev.to/acmerobotics")
    assert not vendor_host("http://blog.acme.example/")


async def test_robots_txt_redirecting_as_every_path_of_a_moved_site_is_no_robots_txt() -> None:
    from changewire_common.http.robots import RobotsLeft, robots_hop_guard

    guard = robots_hop_guard("http://acme.example")
    await guard("http://www.acme.example/robots.txt")  # another origin's robots.txt: followed
    await guard("http://cdn.other.example/static/robots-prod.txt")
    await guard("http://acme.example/r1")  # a path of its own origin (rules served there, a login page): followed
    await guard("http://acme.example/login?next=%2Frobots.txt")
    for url in ("http://zenith.example/", "http://acme.example/", "http://www.acme.example/docs"):
        # every path of a rebranded or moved site sent to the new front page or section
        with pytest.raises(RobotsLeft):
            await guard(url)
