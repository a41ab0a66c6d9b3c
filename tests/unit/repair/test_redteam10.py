"""Regressions of repair's tenth red-team round (tests/integration/test_repair_redteam10.py), on the pure pieces: a
closed board's redirect to its vendor's front page (`vendor_front_redirect`), links that are no item of the careers
index (an ATS portal's search, a Workday board whose path names careers), pages of the company's docs host read as
docs, a careers page without openings (`lacks_openings`), and a robots.txt redirected to another origin's, which
serves that origin too (libs/common `RobotsCache`).

Written with the integration situations, before the fixes. On the code before the round 22 of the 25 cases failed:
14 for the behaviour, 8 controls of the new functions (`vendor_front_redirect`, `lacks_openings`) only because the
functions did not exist; the 3 controls of existing behaviour passed.
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from changewire_common.http.robots import RobotsCache
from changewire_common.vocab import Surface
from changewire_repair.candidates import NAV, Found, classify_with_tenants, rank
from changewire_repair.identity import Reference, lacks_openings
from changewire_repair.repair import vendor_front_redirect

JOBS = ["Senior Robotics Engineer", "Perception Engineer, Computer Vision", "Fleet Operations Lead",
        "Embedded Software Engineer (Rust)", "Senior Product Designer", "Site Reliability Engineer"]
BOILERPLATE = ["Build the robots that build the future",
               "Acme Robotics designs autonomous warehouse robots used by more than 400 logistics companies",
               "How we work", "Ship to learn. Small teams own a problem end to end", "Benefits",
               "Competitive salary and equity, 30 days of paid leave and a yearly learning budget",
               "Our hiring process", "A call with a recruiter, a technical conversation and a paid exercise"]
OLD_TEXT = "\n".join(BOILERPLATE[:6] + [f"{t} Lyon, France" for t in JOBS] + BOILERPLATE[6:])


@pytest.mark.parametrize(("url", "target", "gone"), [
    ("https://jobs.lever.co/acme", "https://www.lever.co/", True),
    ("https://acme.jobs.personio.de/", "https://www.personio.de/", True),
    ("https://acme.teamtailor.com/jobs", "https://www.teamtailor.com/en/", True),
    ("https://boards.greenhouse.io/acme", "https://www.greenhouse.io/?error=true", True),
    ("https://careers.smartrecruiters.com/Acme", "https://www.smartrecruiters.com/", True),
    ("https://acme.recruitee.com/", "https://recruitee.com/", True),
    # controls: a board moved within its vendor, a page of the company's own site, a hosted page sent to the
    # company's own domain, the vendor's front page to its canonical self
    ("https://boards.greenhouse.io/acme", "https://job-boards.greenhouse.io/acme", False),
    ("https://acme.com/careers", "https://acme.com/", False),
    ("https://acme.statuspage.io/", "https://status.acme.com/", False),
    ("https://lever.co/", "https://www.lever.co/", False),
    ("https://acme.webflow.io/careers", "https://acme.webflow.io/", False),
])
def test_a_tenants_page_sent_to_its_vendors_front_page_is_gone(url: str, target: str, gone: bool) -> None:
    assert vendor_front_redirect(url, target) is gone


def _ranked(old: str, surface: str, links: list[tuple[str, str]], domains: list[str]) -> list[str]:
    return [c.url for c in rank(old, surface, [Found(u, NAV, a, "nav") for u, a in links], site_domains=domains)]


def test_an_ats_portals_search_of_every_opening_is_not_folded_into_its_jobs_index() -> None:
    got = _ranked("https://careers.smartrecruiters.com/Acme", "careers",
                  [("https://careers-acme.icims.com/jobs/search?ss=1", "Careers")], ["acme.com"])
    assert got == ["https://careers-acme.icims.com/jobs/search?ss=1"]


def test_a_workday_board_whose_path_names_careers_is_not_folded() -> None:
    got = _ranked("https://boards.greenhouse.io/acme", "careers",
                  [("https://wd3.myworkdaysite.com/recruiting/acme/External", "Careers")], ["acme.com"])
    assert got == ["https://wd3.myworkdaysite.com/recruiting/acme/External"]


def test_a_job_ad_in_the_menu_still_stands_for_its_index() -> None:
    # control: passed before the round
    got = _ranked("https://acme.com/careers", "careers", [("https://acme.com/jobs/senior-robotics-engineer",
                                                           "Senior Robotics Engineer")], ["acme.com"])
    assert got == ["https://acme.com/jobs"]


@pytest.mark.parametrize(("url", "surface"), [
    ("https://docs.acme.com/getting-started", Surface.DOCS),
    ("https://developers.acme.com/authentication", Surface.DOCS),
    ("https://help.acme.com/billing/invoices", Surface.DOCS),
])
def test_a_page_of_the_company_docs_host_is_docs(url: str, surface: Surface) -> None:
    m = classify_with_tenants(url, "Getting started", region="main", site_domain="acme.com")
    assert m is not None and m.surface == surface


def test_an_endpoint_of_the_companys_api_host_is_no_docs_page() -> None:
    # control: passed before the round
    assert classify_with_tenants("https://api.acme.com/v1/robots", "", region="main", site_domain="acme.com") is None


def test_a_page_of_another_companys_docs_host_stays_nobodys() -> None:
    # control: passed before the round
    assert classify_with_tenants("https://docs.other.com/getting-started", "Getting started", region="main",
                                 site_domain="acme.com") is None


def test_the_old_careers_boilerplate_without_any_opening_lacks_openings() -> None:
    ref = Reference.of(OLD_TEXT)
    assert lacks_openings(ref, BOILERPLATE + ["Meet the team", "Engineers share what a week at Acme looks like, "
                                              "from test days in Lyon to design reviews in Berlin and visits"], JOBS)


def test_a_board_emptied_after_a_switch_lacks_openings() -> None:
    ref = Reference.of(OLD_TEXT)
    assert lacks_openings(ref, BOILERPLATE[:2] + ["Current openings", "There are no open positions at Acme Robotics "
                                                  "at the moment. Leave us your details."], JOBS)


@pytest.mark.parametrize("lines", [
    # one old opening still listed
    BOILERPLATE + ["Senior Robotics Engineer Lyon, France"],
    # the openings all changed: a list of others
    BOILERPLATE + ["Robotics Software Engineer, Navigation Lyon, France", "Field Service Technician Chicago, US",
                   "Head of Marketing Berlin, Germany", "Payroll Specialist Lyon, France"],
])
def test_a_careers_page_with_openings_does_not_lack_them(lines: list[str]) -> None:
    # controls: the rule is new, these are what it must leave alone
    assert not lacks_openings(Reference.of(OLD_TEXT), lines, JOBS)


def test_without_stored_openings_nothing_is_said() -> None:
    assert not lacks_openings(Reference.of(OLD_TEXT), BOILERPLATE, JOBS[:2])


class _Client:
    """robots.txt of old.test redirected to new.test/robots.txt (a domain moved wholesale), as the shared client
    reports a followed redirect."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    async def fetch(self, url: str, **_: Any) -> Any:
        self.asked.append(url)
        final = url.replace("old.test", "new.test")
        return SimpleNamespace(status=200, body=b"User-agent: *\nDisallow: /private\n", truncated=False, url=url,
                               final_url=final, retry_after_s=None, headers={})


async def test_a_robots_txt_redirected_to_another_origins_serves_that_origin_too() -> None:
    client = _Client()
    cache = RobotsCache(client, agent="changewire", clock=lambda: 0.0)  # type: ignore[arg-type]
    assert (await cache.check("http://old.test/careers")).allowed
    assert cache.cached("http://new.test/careers")
    assert not (await cache.check("http://new.test/private/x")).allowed
    assert client.asked == ["http://old.test/robots.txt"]
