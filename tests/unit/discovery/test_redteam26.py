"""Round 26's rules as pure checks (large enterprise sites; the sites themselves are in
tests/integration/test_discovery_redteam26.py): "Memberships" in the About section names associations, not plans;
"Share price" is a quote, not a price list; "Our leaders" is the team; the IR site's news ranks below the site's own
newsroom; a board on an applicant-tracking platform is chosen over a "Job search" page of the site; an "Insights" page of
reports to download (no feed, no dates) is no blog, one of dated posts is."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_text, classify_url, company_affiliations
from changewire_common.vocab import DiscoveryMethod, SensorKind, Surface
from changewire_discovery.extract import report_library
from changewire_discovery.select import Candidate, investor_news, news_factor, platform_board, select


@pytest.mark.parametrize("url,label,pricing", [
    ("http://acme.test/company/memberships", "Memberships", False),
    ("http://acme.test/en-us/about-us/memberships.html", "Memberships", False),
    ("http://acme.test/de/unternehmen/memberships", "Memberships", False),
    ("http://acme.test/memberships", "Memberships", True),  # a gym's, a club's plans
    ("http://acme.test/plans-pricing", "Memberships", True),
    ("http://acme.test/shop/memberships", "Memberships", True),
])
def test_memberships_in_the_about_section_are_associations(url: str, label: str, pricing: bool) -> None:
    m = classify_link(url, label, region="footer", site_domain="acme.test")
    assert (m is not None and m.surface is Surface.PRICING) is pricing, m
    assert company_affiliations(url) is not pricing


def test_a_membership_path_below_about_is_no_pricing_by_the_url_alone() -> None:
    m = classify_url("http://acme.test/company/memberships")
    assert m is None or m.surface is not Surface.PRICING, m


@pytest.mark.parametrize("label", ["Share price", "Stock price", "Historical share prices"])
def test_a_share_price_is_no_price_list(label: str) -> None:
    m = classify_text(label)
    assert m is None or m.surface is not Surface.PRICING, m


@pytest.mark.parametrize("label", ["Prices", "Price list", "Our prices"])
def test_prices_stay_pricing(label: str) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is Surface.PRICING, m


@pytest.mark.parametrize("label", ["Our leaders", "Leaders"])
def test_our_leaders_is_the_team(label: str) -> None:
    m = classify_link("http://acme.test/about/leadership", label, region="nav", site_domain="acme.test")
    assert m is not None and m.surface is Surface.TEAM, m


def _c(surface: Surface, url: str, conf: float = 0.9, verified: bool | None = True, **kw: object) -> Candidate:
    return Candidate(surface, url, DiscoveryMethod.NAV, conf, verified, **kw)  # type: ignore[arg-type]


def test_the_ir_sites_news_ranks_below_the_sites_own() -> None:
    ir = _c(Surface.NEWSROOM, "http://investors.acme.test/news-releases", 0.93)
    own = _c(Surface.NEWSROOM, "http://acme.test/press", 0.9)
    assert investor_news(ir.url) and not investor_news(own.url) and not investor_news("http://ir.test/news")
    assert news_factor(ir) < news_factor(own) == 1.0
    assert [c.url for c in select([ir, own], 12) if c.surface is Surface.NEWSROOM] == [own.url]
    # alone, the IR site's news is still the newsroom
    assert [c.url for c in select([ir], 12)] == [ir.url]


def test_a_board_on_an_ats_platform_before_a_job_search_page_of_the_site() -> None:
    page = _c(Surface.JOBS_BOARD, "http://acme.test/careers/job-search", 0.98, evidence="path segment 'job-search'")
    board = _c(Surface.JOBS_BOARD, "https://career5.successfactors.eu/career?company=acme", 0.7, None,
               evidence="platform host successfactors.eu + text 'search jobs' in main")
    api = _c(Surface.JOBS_BOARD, "https://boards-api.greenhouse.io/v1/boards/acme/jobs", 0.6, None,
             kind=SensorKind.ATS)
    assert platform_board(board) and platform_board(api) and not platform_board(page)
    assert [c.url for c in select([page, board], 12)] == [board.url]
    careers = _c(Surface.CAREERS, "http://acme.test/careers", 0.98)
    got = {str(c.surface): c.url for c in select([page, board, careers], 12)}
    assert got == {"careers": careers.url, "jobs_board": board.url}
    # with no platform board, the site's own page stands
    assert [c.url for c in select([page], 12)] == [page.url]


_LIBRARY = "".join(f'<div class="card"><h3>Study {i}</h3><a href="/insights/s{i}">Download the report</a></div>'
                   for i in range(6))
_POSTS = "".join(f'<article><a href="/insights/p{i}">Post {i}</a><time>2026-11-1{i}</time></article>' for i in range(6))


@pytest.mark.parametrize("url,html,feeds,library", [
    ("http://acme.test/insights", _LIBRARY, 0, True),
    ("http://acme.test/en/insights.html", _LIBRARY, 0, True),
    ("http://acme.test/insights", _POSTS, 0, False),  # dated posts: a blog
    ("http://acme.test/insights", _LIBRARY, 1, False),  # a feed: a blog
    ("http://acme.test/insights", _LIBRARY.replace("Study", "12 November 2026 ·"), 0, False),
    ("http://acme.test/blog", _LIBRARY, 0, False),  # only a section named like a library is doubted
    ("http://acme.test/insights", "<h1>Insights</h1><p>Our thinking on strategy and operations.</p>", 0, False),
    # a page that shows neither dates nor downloads stays a blog (rounds 3, 12, 14, 16-19 pin such pages)
])
def test_an_insights_library_of_reports_is_no_blog(url: str, html: str, feeds: int, library: bool) -> None:
    assert report_library(url, f"<html><body>{html}</body></html>", feeds) is library


def test_a_culture_page_is_no_careers_page_when_the_careers_link_is_the_board() -> None:
    board = _c(Surface.JOBS_BOARD, "https://acme.eightfold.ai/careers", 0.73,
               evidence="platform host eightfold.ai ~ text 'careers' in nav → redirect")
    culture = _c(Surface.CAREERS, "http://acme.test/about/working-at-acme", 0.455,
                 evidence="text contains 'working at' (disputed) in nav")
    got = {str(c.surface): c.url for c in select([board, culture], 12)}
    assert got == {"jobs_board": board.url}
    # a careers page of its own (named whole) stays beside the board
    page = _c(Surface.CAREERS, "http://acme.test/careers", 0.98, evidence="path segment 'careers' + text 'careers' in nav")
    assert {str(c.surface) for c in select([board, page], 12)} == {"careers", "jobs_board"}
    # and the culture page stays when the board was reached by another label ("Search vacancies" on that very page)
    other = _c(Surface.JOBS_BOARD, "https://acme.wd5.myworkdayjobs.com/en-US/X", 0.7,
               evidence="careers page: platform host myworkdayjobs.com + text 'search vacancies' in main")
    assert {str(c.surface) for c in select([other, culture], 12)} == {"careers", "jobs_board"}
