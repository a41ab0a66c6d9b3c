"""Regressions of repair's fourteenth red-team round (tests/integration/test_repair_redteam14.py), on the pure pieces: a
link names the old page in the singular that its path named in the plural (`names_page`: "Cookie policy" for
/cookies), where a blog's feed, left up after the move, says the blog went (`feed_moved_to`: its channel naming a
page on another site, or a farewell post linking the new home), and a careers page whose openings are all another
listing's under the old introduction (`openings_replaced`).

Written with the integration situations, before the fixes: the three functions did not exist, so all 19 cases failed
(the rules they pin: the first batch's cookie policy, the Ghost(Pro) farewell, the Substack channel and the acquirer's
careers page were wrong before; the controls are the second batch's guards and test_repair_more's rebrand).
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

from changewire_repair.candidates import _name_tokens, feed_moved_to, names_page
from changewire_repair.identity import Reference, openings_replaced, page_parts

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam14", "data/repair/redteam14.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)


@pytest.mark.parametrize(("old_url", "anchor", "named"), [
    ("http://acme.test/cookies", "Cookie policy", True),
    ("http://acme.test/terms", "Terms of use", True),
    ("http://acme.test/privacy-policy", "Privacy notice", True),
    ("http://acme.test/legal/policies", "Acceptable use policy", True),
    ("http://acme.test/careers", "Career opportunities", True),
    ("http://acme.test/cookies", "Imprint", False),
    ("http://acme.test/cookies", "Terms of use", False),
    ("http://acme.test/terms", "Privacy notice", False),
    ("http://acme.test/", "Cookie policy", False),  # a front page names nothing
])
def test_a_link_names_the_old_page_singular_or_plural(old_url: str, anchor: str, named: bool) -> None:
    assert names_page(_name_tokens(old_url), anchor) is named


OWN = ["acme.test"]


def _rss(channel: str, links: list[str]) -> str:
    items = "".join(f"<item><title>Post {i}</title><link>{u}</link></item>" for i, u in enumerate(links))
    return f"<?xml version='1.0'?><rss version='2.0'><channel><title>Acme</title><link>{channel}</link>{items}</channel></rss>"


POSTS = [f"http://acme.test/blog/post-{i}" for i in range(5)]


def test_a_feed_whose_channel_names_a_page_on_another_site_says_the_blog_went_there() -> None:
    assert feed_moved_to(_rss("http://acme.substack.com/", POSTS), "http://acme.test/feed", OWN) \
        == "http://acme.substack.com/"
    # its own blog page (the gone one) or the front page: nothing said by the channel
    assert feed_moved_to(_rss("http://acme.test/blog", POSTS), "http://acme.test/feed", OWN) is None


@pytest.mark.parametrize(("newest", "home"), [
    ("http://acme.ghost.io/", "http://acme.ghost.io/"),  # the new home's front page
    ("http://acme.substack.com/p/a-new-home", "http://acme.substack.com/"),  # the welcome post there: its index
    ("http://blog.acme-robotics.com/2026/welcome", "http://blog.acme-robotics.com/"),
    ("http://logistics-weekly.example/2026/11/02/acme-raises", None),  # a news site's article: no farewell
    ("http://www.logistics-weekly.example/2026/acme", None),
    ("http://acme.test/blog/post-9", None),  # the site's own newest post
])
def test_a_feeds_newest_item_linking_another_site_is_a_farewell_only_to_a_front_page(newest: str,
                                                                                     home: str | None) -> None:
    assert feed_moved_to(_rss("http://acme.test/blog", [newest, *POSTS]), "http://acme.test/feed", OWN) == home


def test_a_feed_of_another_sites_posts_says_nothing_of_a_move() -> None:
    others = [f"http://news.example/{i}" for i in range(5)]
    assert feed_moved_to(_rss("http://acme.test/blog", ["http://acme.ghost.io/", *others]), "http://acme.test/feed",
                         OWN) is None
    atom = ("<?xml version='1.0'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Acme</title><link rel='alternate' "
            "href='http://acme.test/blog'/>" + "".join(f"<entry><title>x</title><link rel='alternate' href='{u}'/>"
                                                        "</entry>" for u in ["http://acme.ghost.io/", *POSTS]) + "</feed>")
    assert feed_moved_to(atom, "http://acme.test/feed.atom", OWN) == "http://acme.ghost.io/"


REF = Reference.of(S.differ_like_text(S.CAREERS_V1))
TITLES = [t for t, _, _ in P.JOBS]


def _lines(page: str) -> list[str]:
    return page_parts(page, "text/html")[0].splitlines()


def test_the_old_introduction_over_another_listing_is_a_replaced_listing() -> None:
    acquirer = _lines(T.BIGCORP_CAREERS_WITH_ACME_INTRO)
    assert openings_replaced(REF, acquirer, TITLES)
    assert openings_replaced(REF, acquirer)  # without the old titles: by the old lines gone and the new in place
    assert openings_replaced(REF, _lines(T.careers_turned_over("Join us - Acme Robotics")), TITLES)


def test_a_listing_keeping_old_openings_or_the_old_lines_is_not_replaced() -> None:
    assert not openings_replaced(REF, _lines(S.CAREERS_V1), TITLES)
    assert not openings_replaced(REF, _lines(S.CAREERS_V1))
    # two openings added and a heading reworded (test_repair_more's rebrand): nearly every old line kept
    main = S.CAREERS_V1.split("<main>")[1].split("</main>")[0]
    added = main.replace("Build the robots that build the future", "We are hiring! Join our 2025 team").replace(
        '<ul class="jobs">', '<ul class="jobs"><li><a href="/x/a">Staff Platform Engineer</a> Remote</li><li><a href='
        '"/x/b">Head of Sales, Nordics</a> Oslo</li>')
    assert not openings_replaced(REF, _lines(S.chrome_page("Careers - Acme", added)))
    # the old titles joined with their places in a new layout are the same openings
    joined = P.shell("Careers", T.INTRO + "<ul>" + "".join(f"<li>{t} – {loc}</li>" for t, loc, _ in P.JOBS) + "</ul>")
    assert not openings_replaced(REF, _lines(joined))
    assert not openings_replaced(REF, _lines(joined), TITLES)
    # the introduction alone (a "Life at Acme" page): no listing of its own (lacks_openings' case)
    assert not openings_replaced(REF, _lines(T.CULTURE), TITLES)
