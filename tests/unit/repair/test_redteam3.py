"""Regressions of repair's third red-team round (tests/integration/test_repair_redteam3.py), on the pure
pieces: a job board's API listing compared with the old page's job titles (stored entities) or, without
them, with its lines; a plain 403 is reviewed when the site answers and waits when the whole site refuses;
a front page reached with a query that selects no page is still the front page."""
from __future__ import annotations

import pytest
from cw_testdata import load_module

from changewire_repair.decide import Migrate, Probe, Review, Wait, decide, is_front_page
from changewire_repair.identity import Identity, Reference, listing_identity

JOBS = load_module("repair_pages", "data/repair/pages.py").JOBS  # the round's job list (title, place, team)

CAREERS = "\n".join([
    "Careers at Acme Robotics", "Product", "Pricing", "Careers",
    "Build the robots that build the future",
    "Acme Robotics designs autonomous warehouse robots used by more than 400 logistics companies.",
    "Benefits", "Competitive salary and equity, 30 days of paid leave and a home office allowance.",
    "Open positions", *[x for t, loc, _ in JOBS for x in (t, loc)],
    "Our hiring process", "A 30-minute call with a recruiter and a practical exercise we pay you for."])
REF = Reference.of(CAREERS)
TITLES = [t for t, _, _ in JOBS]
OTHERS = ["Regional Sales Manager, Iberia", "Payroll Specialist", "Truck Driver, Night Shift", "Warehouse Associate",
          "Procurement Analyst", "HR Business Partner", "Customs Broker", "Fleet Maintenance Technician"]


def test_a_board_listing_the_old_openings_matches_by_their_titles() -> None:
    churned = TITLES[:8] + ["Robotics Software Intern", "Field Service Engineer", "Recruiter, Technical"]
    for listing in (TITLES, churned, list(reversed(TITLES))):
        ident = listing_identity(REF, listing, TITLES)
        assert ident.match and 0.6 < ident.score <= 0.8, ident
    # without stored titles, the board's titles are read against the old text's lines
    assert listing_identity(REF, churned).match
    # a location put on the title's line in the old text still finds a title of three words or more
    joined = Reference.of("\n".join(f"{t} {loc}" for t, loc, _ in JOBS))
    assert listing_identity(joined, TITLES).match


def test_a_board_of_other_openings_or_a_few_old_ones_is_not_the_listing() -> None:
    assert not listing_identity(REF, OTHERS, TITLES).match
    assert not listing_identity(REF, OTHERS).match
    assert not listing_identity(REF, TITLES[:2] + OTHERS, TITLES).match  # 2 of 12 still open
    assert not listing_identity(REF, TITLES[:5] + OTHERS, TITLES).match  # 5 of 12: under half
    assert not listing_identity(REF, [], TITLES).match  # an empty board says nothing
    assert not listing_identity(REF, TITLES[:2]).match  # two lines in common are too few


def _ident(match: bool, score: float = 0.9) -> Identity:
    return Identity(distance=3, ratio=score, score=score, match=match, words=300)


def test_a_plain_403_is_reviewed_when_the_site_answers_and_waits_when_the_whole_site_refuses() -> None:
    retry = Probe("https://acme.test/careers", "retry", status=403)
    d = decide("https://acme.test/careers", retry, [], has_reference=True, surface="careers", site_answers=True)
    assert isinstance(d, Review) and "403" in d.reason and retry in d.candidates
    d = decide("https://acme.test/careers", retry, [], has_reference=True, surface="careers", site_answers=False)
    assert isinstance(d, Wait) and "403" in d.reason
    # a challenge recognised on a 403 is no plain 403: the site is not searched now, the attempt waits
    challenged = Probe("https://acme.test/careers", "retry", status=403, failure="BOT_CHALLENGE")
    assert isinstance(decide("https://acme.test/careers", challenged, [], has_reference=True, surface="careers",
                             site_answers=True), Wait)
    # the page moved and was found: the 403 at the old URL does not matter
    moved = Probe("https://acme.test/company/careers", "nav", status=200, identity=_ident(True))
    assert isinstance(decide("https://acme.test/careers", retry, [moved], has_reference=True, surface="careers",
                             site_answers=True), Migrate)


@pytest.mark.parametrize(("url", "front"), [
    ("https://acme.test/?utm_source=careers&utm_medium=redirect", True),
    ("https://acme.test/?from=careers", True),
    ("https://www.acme.test/en/?ref=jobs", True),
    ("https://acme.test/?page_id=42", False),
    ("https://acme.test/?p=7", False),
    ("https://acme.test/index.php?option=com_content&view=article&id=3", False),
    ("https://acme.test/careers?from=home", False),
    ("https://jobs.acme.test/?utm_source=x", False),  # another host's root is a page of its own
])
def test_a_front_page_with_a_query_selecting_no_page_is_the_front_page(url: str, front: bool) -> None:
    assert is_front_page(url, ("https://acme.test/",)) is front


def test_no_migration_to_the_front_page_reached_with_a_query() -> None:
    retry = Probe("https://acme.test/careers", "retry", final_url="https://acme.test/?from=careers", status=200,
                  identity=_ident(True, 0.86))
    d = decide("https://acme.test/careers", retry, [], has_reference=True, surface="careers",
               homes=("https://acme.test/",))
    assert isinstance(d, Review), d


def test_a_merged_careers_page_listing_every_old_opening_among_others_is_the_listing() -> None:
    from changewire_repair.identity import MIN_PAGE_TITLE_SHARE

    merged = ["Careers at BigCorp Group", "BigCorp Logistics", *OTHERS, "Acme Robotics",
              *[x for t, loc, _ in JOBS for x in (t, loc)], "Rapid Freight", *OTHERS]
    assert listing_identity(REF, merged, TITLES, MIN_PAGE_TITLE_SHARE).match
    department = ["Engineering at Acme", *[t for t, _, team in JOBS if team == "Engineering"][:6]]
    assert not listing_identity(REF, department, TITLES, MIN_PAGE_TITLE_SHARE).match


def test_a_docs_article_moves_to_another_article_not_to_the_index() -> None:
    from changewire_repair.candidates import SITEMAP, Found, rank

    found = [Found(f"https://acme.test{p}", SITEMAP, "", "sitemap")
             for p in ("/", "/docs", "/docs/first-steps", "/docs/api", "/pricing")]
    ranked = [c.url for c in rank("https://acme.test/docs/getting-started", "docs", found)]
    assert "https://acme.test/docs/first-steps" in ranked[:2], ranked
    assert ranked.index("https://acme.test/docs") > ranked.index("https://acme.test/docs/first-steps")
    # a sensor on the docs index still has an item stand for its index
    assert [c.url for c in rank("https://acme.test/documentation", "docs", found)][0] == "https://acme.test/docs"
