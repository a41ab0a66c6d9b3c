"""Regressions of repair's second red-team round (tests/integration/test_repair_redteam2.py), on the pure
pieces: a careers page moved to an ATS board that interleaves its own labels (listing identity); a script
redirect on a stub page and hreflang alternates of a page in another language (hints); the text's language;
no migration to a site search, a tag archive or one job ad; the sensor's locale before a higher score; a
401 login wall is reviewed; a gone page whose site could not be searched waits; a temporary redirect keeps
the linked address (WebSource); a soft 404 in words the phrase list lacked."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.http.client import FetchResponse
from changewire_common.surfaces import looks_like_soft_404
from changewire_repair.candidates import page_hints
from changewire_repair.decide import Migrate, Probe, Review, Wait, decide, is_listing_item, is_query_page
from changewire_repair.identity import Identity, Reference, compare, text_language
from changewire_repair.repair import Budget
from changewire_repair.web import WebSource

JOBS = load_module("repair_pages", "data/repair/pages.py").JOBS  # the round's job list (title, place, team)

CAREERS = "\n".join([
    "Careers at Acme Robotics", "Product", "Pricing", "Blog", "Careers", "Contact",
    "Build the robots that build the future",
    "Acme Robotics designs autonomous warehouse robots used by more than 400 logistics companies",
    "across Europe and North America. We are a team of 180 engineers, designers and operators",
    "working from Lyon, Berlin and Toronto, and we are growing.",
    "How we work", "Ship to learn.", "Small teams own a problem end to end, from the first prototype to the fleet.",
    "Safety first.", "Every robot we deploy works next to people; we test like it.",
    "Benefits", "Competitive salary and equity, 30 days of paid leave, a yearly learning budget,",
    "parental leave of 20 weeks for every parent, and a home office allowance.",
    "Open positions", *[x for t, loc, _ in JOBS for x in (t, loc)],
    "Our hiring process", "A 30-minute call with a recruiter, a technical conversation with your future team,",
    "a practical exercise we pay you for, and a final meeting with a founder.",
    "© 2024 Acme Robotics SAS. 12 rue de la Republique, 69002 Lyon.", "Privacy", "Terms"])
REF = Reference.of(CAREERS)


def test_an_ats_board_with_its_own_labels_between_the_old_lines_is_the_same_listing() -> None:
    # Lever: Apply, title, location, team, commitment per opening; Ashby: "team • location • Full time"
    lever = "\n".join(["Acme Robotics", "Location Team Work type"] + [
        x for t, loc, team in JOBS for x in ("Apply", t, loc, team, "Full-time")] + ["Jobs powered by Lever"])
    ashby = "\n".join(["Jobs at Acme Robotics", *CAREERS.splitlines()[6:10], "Open Positions (12)"] + [
        x for t, loc, team in JOBS for x in (t, f"{team} • {loc} • Full time")] + ["Powered by Ashby"])
    for text in (lever, ashby):
        ident = compare(REF, text)
        assert ident.match and 0.6 <= ident.score < 0.8, ident


def test_a_department_subset_or_an_intro_copy_is_not_the_listing() -> None:
    subset = "\n".join(["Engineering roles"] + [x for t, loc, team in JOBS if team == "Engineering"
                                                for x in ("Apply", t, loc, "Full-time")][:24])
    intro = "\n".join(["Internships at Acme Robotics", *CAREERS.splitlines()[6:18], "Internships",
                       "Robotics Intern, Lyon", "Data Intern, Berlin"])
    assert not compare(REF, subset).match
    assert compare(REF, intro).score < 0.8


def test_text_language() -> None:
    assert text_language(CAREERS) == "en"
    assert text_language("Wir sind ein Team aus Lyon und Berlin. Die Roboter arbeiten mit den Menschen, nicht "
                         "gegen sie. Das ist für uns eine Frage der Sicherheit auf dem Boden.") == "de"
    assert text_language("Careers") is None
    assert REF.language == "en"


def test_a_script_redirect_on_a_stub_page_is_a_hint() -> None:
    stub = ("<!doctype html><html><head><title>Careers</title><script>window.location.replace("
            "'https://jobs.ashbyhq.com/acme');</script></head><body><p>Taking you to our jobs page…</p></body></html>")
    assert page_hints(stub, "https://acme.test/careers") == ["https://jobs.ashbyhq.com/acme"]
    assert page_hints(stub.replace("window.location.replace('https://jobs.ashbyhq.com/acme')",
                                   "location.href = \"/company/careers\""), "https://acme.test/careers") \
        == ["https://acme.test/company/careers"]
    # another object's `location` field is no redirect
    assert page_hints(stub.replace("window.location.replace('https://jobs.ashbyhq.com/acme')",
                                   "marker.location = 'Berlin'"), "https://acme.test/careers") == []
    # a page with content whose script navigates on a click is no redirect
    page = ("<html><body><main>" + " ".join(["word"] * 200) + "</main><script>function go(){ window.location.href ="
            " '/login'; }</script></body></html>")
    assert page_hints(page, "https://acme.test/careers") == []


HREFLANG = ("<link rel='alternate' hreflang='de' href='https://acme.test/de/karriere'>"
            "<link rel='alternate' hreflang='en-GB' href='https://acme.test/en/careers'>"
            "<link rel='alternate' hreflang='x-default' href='https://acme.test/careers-home'>")


def test_hreflang_alternates_of_a_page_in_another_language() -> None:
    de = f"<html lang='de'><head>{HREFLANG}</head><body><h1>Karriere</h1></body></html>"
    assert page_hints(de, "https://acme.test/de/karriere", "en") == ["https://acme.test/en/careers",
                                                                     "https://acme.test/careers-home"]
    # the page is in the watched language already, or no language is known: its translations are no hint
    assert page_hints(de, "https://acme.test/de/karriere", "de") == []
    assert page_hints(de, "https://acme.test/de/karriere") == []


SAME = Identity(distance=3, ratio=0.93, score=0.93, match=True, words=300)
ALIKE = Identity(distance=10, ratio=0.7, score=0.72, match=True, words=300)


@pytest.mark.parametrize("url, expected", [
    ("https://acme.test/?s=blog", True), ("https://acme.test/search?q=careers", True),
    ("https://acme.test/blog/tag/news", True), ("https://acme.test/tags/robots/", True),
    ("https://acme.test/author/jane", True), ("https://acme.test/suche?query=karriere", True),
    ("https://acme.test/blog", False), ("https://acme.test/insights?page=2", False),
    ("https://acme.test/research", False), ("https://acme.test/careers?q=", False),
])
def test_query_pages(url: str, expected: bool) -> None:
    assert is_query_page(url) is expected


def test_an_ats_search_without_terms_is_a_careers_page() -> None:
    assert not is_query_page("https://jobs.acme.test/search/?q=&locationsearch=", "careers")
    assert is_query_page("https://jobs.acme.test/search/?q=&locationsearch=", "blog")
    assert is_query_page("https://jobs.acme.test/search/?q=robotics", "careers")
    assert is_query_page("https://acme.test/tag/jobs", "careers")


@pytest.mark.parametrize("url, surface, expected", [
    ("https://acme.test/careers/jobs/senior-robotics-engineer", "careers", True),
    ("https://acme.test/blog/2026/introducing-r7", "blog", True),
    ("https://acme.test/careers", "careers", False), ("https://acme.test/company/careers", "careers", False),
    ("https://acme.test/careers/jobs", "careers", False), ("https://jobs.lever.co/acme", "careers", False),
    ("https://acme.test/resources/blog", "blog", False),
    ("https://docs.acme.test/docs/getting-started", "docs", False),  # docs land on their first page
    ("https://acme.test/pricing/enterprise", "pricing", False),
    ("https://boards.greenhouse.io/acme/jobs/4012345", "careers", True),
    # views of the index, not items: all, latest, a locale, index.html, page 2
    ("https://acme.test/blog/all", "blog", False), ("https://acme.test/blog/latest", "blog", False),
    ("https://acme.test/careers/en-us", "careers", False), ("https://acme.test/careers/index.html", "careers", False),
    ("https://acme.test/blog/page/2", "blog", False), ("https://acme.test/company/news/all", "newsroom", False),
])
def test_listing_items(url: str, surface: str, expected: bool) -> None:
    assert is_listing_item(url, surface) is expected


def test_no_migration_to_a_search_page_a_tag_archive_or_one_job_ad() -> None:
    for sensor, target, surface in (("https://acme.test/blog", "https://acme.test/?s=blog", "blog"),
                                    ("https://acme.test/blog", "https://acme.test/tag/company-news", "blog"),
                                    ("https://acme.test/careers", "https://acme.test/careers/jobs/robotics-engineer",
                                     "careers")):
        retry = Probe(sensor, "retry", final_url=target, status=200, identity=SAME)
        d = decide(sensor, retry, [], has_reference=True, surface=surface, homes=("https://acme.test/",))
        assert isinstance(d, Review), (target, d)


def test_the_sensors_locale_before_a_higher_score() -> None:
    retry = Probe("https://acme.test/jobs", "retry", status=404)
    de = Probe("https://acme.test/de/karriere", "sitemap", status=200, identity=SAME)
    en = Probe("https://acme.test/careers", "sitemap", status=200, identity=ALIKE)
    d = decide("https://acme.test/jobs", retry, [de, en], has_reference=True, surface="careers", language="en")
    assert isinstance(d, Migrate) and d.url == "https://acme.test/careers"
    # the only match in another locale is still taken, and the watched language's locale is no other locale
    assert decide("https://acme.test/jobs", retry, [de], has_reference=True, surface="careers",
                  language="en").url == "https://acme.test/de/karriere"  # type: ignore[union-attr]
    en_path = Probe("https://acme.test/en/careers", "hint", status=200, identity=ALIKE)
    assert decide("https://acme.test/jobs", retry, [de, en_path], has_reference=True, surface="careers",
                  language="en").url == "https://acme.test/en/careers"  # type: ignore[union-attr]
    # a market segment says no language; an unknown watched language prefers no locale: the score decides
    us = Probe("https://acme.test/us/careers", "nav", status=200, identity=SAME)
    assert decide("https://acme.test/jobs", retry, [en, us], has_reference=True, surface="careers",
                  language="en").url == "https://acme.test/us/careers"  # type: ignore[union-attr]
    assert decide("https://acme.test/jobs", retry, [en, de], has_reference=True, surface="careers",
                  language=None).url == "https://acme.test/de/karriere"  # type: ignore[union-attr]


def test_a_login_wall_is_reviewed_not_waited_on() -> None:
    d = decide("https://acme.test/careers", Probe("https://acme.test/careers", "retry", status=401), [],
               has_reference=True, surface="careers")
    assert isinstance(d, Review) and "login" in d.reason


def test_a_gone_page_whose_site_could_not_be_searched_waits() -> None:
    gone = Probe("https://acme.test/careers", "retry", status=404)
    d = decide("https://acme.test/careers", gone, [], has_reference=True, surface="careers",
               unsearched="acme.test answered HTTP 503")
    assert isinstance(d, Wait) and "503" in d.reason
    assert isinstance(decide("https://acme.test/careers", gone, [], has_reference=True, surface="careers"), Review)


def test_a_temporary_redirect_keeps_the_linked_address() -> None:
    d = decide("https://acme.test/docs", Probe("https://acme.test/docs", "retry", status=404),
               [Probe("https://docs.acme.test/", "nav", final_url="https://docs.acme.test/v2/", status=200,
                      identity=SAME, address="https://docs.acme.test/")], has_reference=True, surface="docs")
    assert isinstance(d, Migrate) and d.url == "https://docs.acme.test/"


class _Client:
    """Answers from a table of url → (status, location); counts requests."""

    def __init__(self, table: dict[str, tuple[int, str | None]]) -> None:
        self.table = table

    async def fetch(self, url: str, **_: Any) -> FetchResponse:
        status, loc = self.table[url]
        return FetchResponse(url=url, final_url=url, status=status, headers={"location": loc} if loc else {},
                             body=b"<html><body>docs</body></html>", content_type="text/html", charset="utf-8")


@pytest.mark.parametrize("table, address", [
    # linked → 302 → versioned: the link stays the address
    ({"https://docs.acme.test/": (302, "/v2/"), "https://docs.acme.test/v2/": (200, None)}, "https://docs.acme.test/"),
    # a 301 first moves the address, the 307 after it freezes it there
    ({"https://docs.acme.test/": (301, "https://docs.acme.test/latest/"),
      "https://docs.acme.test/latest/": (307, "/v2/"), "https://docs.acme.test/v2/": (200, None)},
     "https://docs.acme.test/latest/"),
    # a temporary hop to the canonical form (https) moves the address; the next temporary one freezes it
    ({"https://docs.acme.test/": (302, "https://www.docs.acme.test/"), "https://www.docs.acme.test/": (302, "/v2/"),
      "https://www.docs.acme.test/v2/": (200, None)}, "https://www.docs.acme.test/"),
    # permanent all the way: the final URL
    ({"https://docs.acme.test/": (308, "/v2/"), "https://docs.acme.test/v2/": (200, None)}, None),
    # a temporary redirect to another registrable domain: the fetcher would call the alias `redirected`
    ({"https://docs.acme.test/": (302, "https://acme.readme.io/"), "https://acme.readme.io/": (200, None)}, None),
])
def test_web_source_keeps_the_address_before_a_temporary_redirect(table: dict[str, tuple[int, str | None]],
                                                                  address: str | None) -> None:
    src = WebSource(_Client(table), max_body_bytes=100_000)  # type: ignore[arg-type]
    page = asyncio.run(src.get("https://docs.acme.test/", Budget(6)))
    assert page.ok and page.address == address


def test_soft_404_wordings() -> None:
    text = ("Hmm, we can't seem to find what you're looking for. The link you followed may be broken, or the page "
            "may have been removed. Head back to the home page.")
    assert looks_like_soft_404(200, "Acme Robotics", text)
    assert looks_like_soft_404(200, "Acme", "Sorry, we can't seem to find the page you asked for.")
    assert not looks_like_soft_404(200, "Help center", "Can't seem to find what you need? Our team answers "
                                                       "within a day.")
