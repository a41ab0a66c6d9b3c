"""Regressions of repair's twelfth red-team round (tests/integration/test_repair_redteam12.py), on the pure pieces: the
page a feed is the feed of (candidates.py `feed_home`), a page that says it is an archived copy (decide.py
`looks_archived`), a site's own archive subdomain (candidates.py `archive_copy`) and a careers page listing a part of
the old openings (identity.py `part_of_openings`) — each with controls that must stay as they were.

Written after the integration situations' fixes, with them (the functions are new: `feed_home`, `looks_archived` and
`part_of_openings` did not exist before the round; `archive_copy` answered False for the two archive subdomains).
"""
from __future__ import annotations

import pytest

from changewire_repair.candidates import archive_copy, feed_home
from changewire_repair.decide import looks_archived
from changewire_repair.identity import Reference, part_of_openings

RSS = ("<?xml version='1.0'?><rss version='2.0' xmlns:atom='http://www.w3.org/2005/Atom'><channel><title>Acme</title>"
       "<atom:link href='https://acme.com/feed/' rel='self' type='application/rss+xml'/><link>https://acme.com/journal/"
       "</link><item><title>Post</title><link>https://acme.com/journal/post</link></item></channel></rss>")
ATOM = ("<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Press</title><link "
        "rel='self' href='/media/press.atom'/><link rel=\"alternate\" type=\"text/html\" "
        "href=\"/media/press-releases\"/>"
        "<entry><link href='/media/press-releases/1'/></entry></feed>")


@pytest.mark.parametrize(("body", "base", "home"), [
    (RSS, "https://acme.com/feed/", "https://acme.com/journal/"),
    (ATOM, "https://acme.com/media/press.atom", "https://acme.com/media/press-releases"),
    ('{"version": "https://jsonfeed.org/version/1.1", "home_page_url": "https://acme.com/newsroom", "items": []}',
     "https://acme.com/feed.json", "https://acme.com/newsroom"),
    # controls: an item's link is a post's, not the feed's page; a feed naming no page names none
    ("<rss><channel><title>x</title><item><link>https://acme.com/p/1</link></item></channel></rss>",
     "https://acme.com/rss", None),
    ("<feed xmlns='http://www.w3.org/2005/Atom'><link rel='self' href='/a.atom'/><entry><link href='/x'/></entry>"
     "</feed>", "https://acme.com/a.atom", None),
    ("{not json", "https://acme.com/feed.json", None),
])
def test_the_page_a_feed_is_the_feed_of(body: str, base: str, home: str | None) -> None:
    assert feed_home(body, base) == home


@pytest.mark.parametrize(("title", "text", "archived"), [
    ("Pricing 2025 (archived) - Acme", "Simple pricing", True),
    ("Careers - Acme", "Archived page. This page is no longer updated.\nBuild the robots", True),
    ("Docs", "You are reading the documentation of version 1, which is no longer maintained.", True),
    ("Karriere", "Archivierte Seite: diese Seite wird nicht mehr aktualisiert.", True),
    ("Tarifs", "Page archivée : elle n'est plus mise à jour.", True),
    # controls: a live listing named an archive, a mention deep in the page, the word alone
    ("Blog archive - Acme", "Every story from the Acme team, newest first.", False),
    ("Blog - Acme", "x " * 400 + "this post was archived in our library", False),
    ("News archive", "Press releases by year", False),
])
def test_a_page_that_says_it_is_an_archived_copy(title: str, text: str, archived: bool) -> None:
    assert looks_archived(title, text) is archived


@pytest.mark.parametrize(("url", "archive"), [
    ("https://archive.acme.com/careers", True),
    ("https://archived-www.acme.co.uk/pricing", True),
    ("http://web.archive.org/web/2025/https://acme.com/careers", True),
    # controls: the company's own hosts, a blog path named archive, a brand containing the word
    ("https://www.acme.com/blog/archive", False),
    ("https://careers.acme.com/", False),
    ("https://archiveflow.com/careers", False),
    ("https://archive.com/careers", False),
])
def test_a_sites_own_archive_subdomain_is_an_archive_copy(url: str, archive: bool) -> None:
    assert archive_copy(url) is archive


TITLES = ["Senior Robotics Engineer", "Perception Engineer", "Fleet Operations Lead", "Embedded Software Engineer",
          "Senior Product Designer", "Site Reliability Engineer", "Account Executive DACH", "Mechanical Engineer",
          "Data Engineer", "Technical Writer", "Customer Success Manager", "Hardware Test Engineer"]
INTRO = ["Build the robots that build the future", "We are a team of 180 engineers in Lyon, Berlin and Toronto",
         "Competitive salary and equity, 30 days of paid holiday"]
REF = Reference.of("\n".join(INTRO + [f"{t} Lyon, France" for t in TITLES]))


@pytest.mark.parametrize(("lines", "part"), [
    (INTRO + [f"{t} Toronto, Canada" for t in TITLES[2:4] + TITLES[10:12]], True),  # one office: 4 of 12
    (INTRO + ["Robotics Engineering Intern (6 months)", "Perception Research Intern", "Marketing Intern Lyon"], True),
    # controls: half still listed, a listing that turned over, every opening listed
    (INTRO + [f"{t} Lyon" for t in TITLES[:6]], False),
    (INTRO + [f"{w} Specialist, Lyon" for w in ("Payroll", "Tax", "Legal", "Safety", "Welding", "Battery", "Pricing",
                                                   "Logistics", "Procurement", "Quality", "Security", "Support")],
     False),
    (INTRO + TITLES, False),
])
def test_a_careers_page_listing_a_part_of_the_old_openings(lines: list[str], part: bool) -> None:
    assert part_of_openings(REF, lines, TITLES) is part


def test_without_known_openings_nothing_is_a_part() -> None:
    assert part_of_openings(REF, INTRO, []) is False
