"""Regressions of repair's fifteenth red-team round (tests/integration/test_repair_redteam15.py), on the pure pieces: a
careers page's skeleton after it moved and changed (identity.py `same_skeleton`), its boilerplate without the listing
when the openings are not known (`listing_left_out`), a page saying it is temporarily away in words the phrase list
lacked (decide.py `looks_like_maintenance`), and decide()'s new rules — a careers page split into its story and its
openings, a notice at the URL beside a copy, a temporary redirect to a staging copy, a URL robots.txt forbids while
its site still links it — each with controls that must stay as they were.

Written after the integration situations' fixes, with them (`same_skeleton`, `listing_left_out`, `Probe.temporary` and
decide()'s `forbidden_linked` are new in this round).
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

from changewire_repair.decide import Migrate, Probe, Review, Wait, decide, looks_like_maintenance
from changewire_repair.identity import Identity, Reference, listing_left_out, page_parts, same_skeleton

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T: Any = load_module("repair_redteam15", "data/repair/redteam15.py", reuse=True)

REF = Reference.of(S.differ_like_text(S.CAREERS_V1))
TITLES = [t for t, _, _ in P.JOBS]
NAV = T.menu(("/company/careers", "Careers"))


def _main(html: str) -> tuple[Reference, list[str]]:
    text, chrome = page_parts(html, "text/html")
    return REF.without(chrome) or REF, text.splitlines()


def test_a_careers_page_that_moved_and_changed_keeps_its_skeleton() -> None:
    ref, lines = _main(T.careers_changed(NAV))
    assert same_skeleton(ref, lines, TITLES)


@pytest.mark.parametrize("html", [T.CULTURE_FULL.replace("<h2>How we work</h2>", "").replace("<h2>Benefits</h2>", "")
                                  .replace("Build the robots that build the future", "Life at Acme"),
                                  P.blog_old(), P.PRICING_V1])
def test_pages_of_another_shape_have_no_skeleton_of_the_careers_page(html: str) -> None:
    ref, lines = _main(html)
    assert not same_skeleton(ref, lines, TITLES)


def test_the_same_template_showing_four_internships_is_no_skeleton_match() -> None:
    # (the careers page's own menu, so that only the listing's length tells them apart)
    ref, lines = _main(T.internships_same_template(NAV))
    assert not same_skeleton(ref, lines, TITLES)


def test_the_skeleton_needs_the_old_openings_to_tell_its_headings_from_its_listing() -> None:
    # a reference with too few heading-shaped lines above its openings has no skeleton to compare
    short = Reference.of("Careers\nSenior Robotics Engineer\nLyon, France\nTechnical Writer\nRemote, Europe")
    assert not same_skeleton(short, ["Careers", "Open roles", "Finance Manager"], TITLES)


def test_a_life_at_acme_page_leaves_the_old_listing_out() -> None:
    ref, lines = _main(T.CULTURE_FULL)
    assert listing_left_out(ref, lines)


@pytest.mark.parametrize("html", [S.CAREERS_V1, P.CAREERS_V2, T.OPEN_ROLES])
def test_a_page_keeping_the_listing_does_not_leave_it_out(html: str) -> None:
    ref, lines = _main(html)
    assert not listing_left_out(ref, lines)


@pytest.mark.parametrize(("title", "text", "temporary"), [
    ("Careers", "Our careers page is getting a refresh. New roles will be posted here again shortly.", True),
    ("Happy holidays", "We're closed for the holidays. The website reopens on 5 January.", True),
    ("Careers", "We are not hiring at the moment. Follow us to hear about new roles.", False),
    ("Pricing", "Every plan includes maintenance, software updates and support.", False),
])
def test_a_page_saying_it_is_temporarily_away(title: str, text: str, temporary: bool) -> None:
    assert looks_like_maintenance(title, text) is temporary


def _ident(score: float, *, listing: bool = False, covered: frozenset[str] = frozenset(), ref_size: int = 0,
           cand_size: int = 0) -> Identity:
    return Identity(distance=None, ratio=score, score=score, match=True, words=200, listing=listing, covered=covered,
                    ref_size=ref_size, cand_size=cand_size)


def test_a_careers_page_split_into_story_and_openings_went_to_the_openings() -> None:
    story = frozenset(f"s{i}" for i in range(40))
    openings = frozenset(f"o{i}" for i in range(40))
    retry = Probe("http://acme.test/careers", "retry", status=404)
    culture = Probe("http://acme.test/life-at-acme", "nav", status=200,
                    identity=_ident(0.71, covered=story, ref_size=100, cand_size=42))
    roles = Probe("http://acme.test/open-roles", "nav", status=200,
                  identity=_ident(0.69, listing=True, covered=openings, ref_size=100, cand_size=42))
    d = decide("http://acme.test/careers", retry, [roles, culture], has_reference=True, surface="careers")
    assert isinstance(d, Migrate) and d.url == "http://acme.test/open-roles"
    # a legal hub's halves (no listing either side) are still a split a person resolves
    roles_prose = Probe(roles.url, "nav", status=200, identity=_ident(0.69, covered=openings, ref_size=100,
                                                                     cand_size=42))
    assert isinstance(decide("http://acme.test/careers", retry, [roles_prose, culture], has_reference=True,
                             surface="careers"), Review)


def test_a_notice_at_the_url_waits_beside_a_copy_the_menu_links() -> None:
    retry = Probe("http://acme.test/careers", "retry", status=200, failure="MAINTENANCE")
    copy = Probe("http://acme.test/jobs", "nav", status=200, identity=_ident(0.97))
    assert isinstance(decide("http://acme.test/careers", retry, [copy], has_reference=True, surface="careers",
                             site_answers=True), Wait)
    # asked again at the next attempt: a person decides
    assert isinstance(decide("http://acme.test/careers", retry, [copy], has_reference=True, surface="careers",
                             site_answers=True, unwell_before=True), Review)


@pytest.mark.parametrize(("temporary", "kind"), [(True, Wait), (False, Review)])
def test_a_redirect_to_a_staging_copy_waits_only_when_temporary(temporary: bool, kind: type) -> None:
    retry = Probe("http://acme.test/careers", "retry", final_url="http://staging.acme.test/careers", status=200,
                  identity=_ident(0.95), temporary=temporary)
    assert isinstance(decide("http://acme.test/careers", retry, [], has_reference=True, surface="careers"), kind)


@pytest.mark.parametrize(("linked", "kind"), [(True, Review), (False, Migrate)])
def test_a_url_robots_txt_forbids_is_not_worked_around_while_its_site_links_it(linked: bool, kind: type) -> None:
    retry = Probe("http://acme.test/careers", "retry", failure="ROBOTS")
    copy = Probe("http://acme.test/jobs", "nav", status=200, identity=_ident(0.97))
    assert isinstance(decide("http://acme.test/careers", retry, [copy], has_reference=True, surface="careers",
                             forbidden_linked=linked), kind)
