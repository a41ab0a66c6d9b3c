"""Sixteenth red-team round for repair: REPAIR AGAINST UNHELPFUL AND HOSTILE SITES — a broken sensor (page moved,
removed or redirected) whose site fights back or falls apart while repair searches for where the page went. Situations
rounds 1-15 do not cover (round 11 had challenges at the URL and at a redirect's target; round 15 robots.txt forbidding
the URL itself). Same harness as rounds 10-15 (tests/data/repair/sites.py `round_tests`: one shared scripted server,
requests counted at the server, at most 6 a repair, per-situation caps in MAX_REQUESTS); the table lives in
tests/data/repair/redteam16.py, expectations written and committed before the first run (5a0b71a5).

Covered: 33 situations — 29 in the table, four in tests of their own below (and the whole-site challenge again, for its
reason) — plus one CLI run of four table situations and a CLI sweep (36 tests):
- the front page 503 once then fine (migrated), slow (migrated), 503 every time (wait), 503 with a one-hour Retry-After
  (wait, "/" asked once), a redirect loop (cut; the sitemap read: migrated), 12 MB with the menu on top (migrated);
  the sitemap slow (migrated);
- bot challenges answered with 200: the whole site (wait, no path asked twice, the reason says "challenge" — its own
  test), only the front page while robots.txt names a sitemap (migrated through that sitemap), the menu's careers link
  (wait, not review);
- the URL in a redirect loop while the menu links the page (migrated); the moved page 12 MB, content first (migrated);
- robots.txt: the menu's candidate disallowed (review; never requested, checked in the server's log), a disallowed
  candidate beside an allowed copy (migrated to the allowed one; the disallowed never requested), robots.txt 503
  (wait; only robots.txt asked), the sitemap disallowed (review; never requested), robots.txt served as an HTML page
  (allow all: migrated), Crawl-delay 120 (wait in under 6 s, one page request, the reason names the Crawl-delay and no
  rate limit), Crawl-delay 0.5 (migrated, page requests ≥ 0.45 s apart at the server);
- sitemaps: 10,000 URLs (migrated), 12 MB with image tags, over the 5 MB cap (migrated from the part read), a gzip
  bomb named by robots.txt and one sent as Content-Encoding (review, bounded), an unescaped `&` before the page
  (migrated), cut mid-file (migrated), an index listing itself with a child redirecting back to it (review);
- candidates: a soft-404 answering 200 (review), a soft-404 at the URL while the menu links the page (migrated), a
  former careers domain now parked (review), a login wall (review), seven careers links all soft-404s plus a sitemap
  (review, 6 requests), a page answering 500 every other time (wait or migrated, never review);
- a CLI sweep (`changewire repair --json --sensor ×3`) of three sensors on one flaky site with 0.1 s spacing: exit 0,
  every request ≥ 0.1 s after the previous one at the server, ≤ 18 requests, each sensor migrated to its page or
  waiting.

Wrong on the code before this round (main 7715eceb): 3 of the 33 situations; one more test (the CLI sweep) did not run
for a slip of mine (`cli_env` given a key it sets itself), fixed in the test; it passed at its first run, after the
fixes. Fixed (commit b2d60dbc):
- the front page challenged while robots.txt names a sitemap (wait "q04.test: BOT_CHALLENGE"): when the sensor's URL
  on the same host answered without a challenge in this attempt and robots.txt (read) names sitemaps, the challenge is
  the front page's only, and those sitemaps — the owner's word, written for robots — are read, as discovery reads them
  behind a challenged homepage since round 27; the challenge page is not asked again, and the site stays "not searched"
  when nothing is found (repair.py `Explorer._search_site`, `Explorer._challenge_only_in_front`). The expectation
  differs from discovery's rule (only sitemaps on other hosts) because repair has evidence discovery lacks: a page of
  the host answered in the same attempt, and a candidate is fetched and checked before any migration;
- Crawl-delay 120 (wait "q31.test: SKIPPED"): a slot refused while robots.txt's Crawl-delay holds it says so —
  "robots.txt Crawl-delay of 120 s leaves no request now" (web.py `WebSource.get`), and the reason carries what held
  the request back (repair.py `Explorer._search_site`);
- the menu's page answering 500 (review "no replacement was found"): a candidate answering any 5xx (was: 503 and 429
  only) leaves the site unsearched — a server error is not "nothing replaced the page": wait (repair.py
  `Explorer._fetch_candidate`, `_unwell`).
Found by the durations, no assertion: ranking a 50,000-URL sitemap (the protocol's limit per file) took ~8 s of CPU on
the event loop, stalling a service's other repairs. Ranking a list of more than 2,000 URLs now runs in a worker thread
(repair.py `Explorer._candidates`, `BIG_FOUND`), and `url_key` / `_root` are memoised (candidates.py); the CPU cost
stays (left alone: a prefilter that keeps every possible candidate needs the classifier's vocabulary — not done in
the time), so the table's big sitemap has 10,000 URLs for the module's run time.
No expectation was changed; no xfail. In-process runs here use a 0.2 s pause before the second GET of a 502/503/504
page (TRANSIENT_PAUSE_S, 1 s in the product) for the run time; the CLI runs keep the product's.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T: Any = load_module("repair_redteam16", "data/repair/redteam16.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI

R, html, NOT_FOUND = S.R, S.html, S.NOT_FOUND
careers, menu, site_home, robots = T.careers, T.menu, T.site_home, T.robots
COMPANY = T.COMPANY


@pytest.fixture(autouse=True)
def _short_transient_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pause before the second GET of a page answering 502/503/504 (repair.py TRANSIENT_PAUSE_S, 1 s) is 0.2 s in
    this module's in-process runs: the module's run time (the CLI runs keep the product's second)."""
    monkeypatch.setattr("changewire_repair.repair.TRANSIENT_PAUSE_S", 0.2)


async def _timed(hosts: dict[str, dict[str, Any]]) -> Any:
    w = T.TimedWeb(S.fresh(hosts))
    await w.start()
    return w


async def test_a_long_crawl_delay_is_honoured_and_named_as_what_it_is(pool: Any, tmp_path: Path, db_url: str) -> None:
    """robots.txt asks two minutes between requests: repair makes no second page request now (it does not wait two
    minutes either), waits, and its reason names the Crawl-delay — not a rate limit or a Retry-After the site never
    sent."""
    host = "q31.test"
    w = await _timed({host: {"/robots.txt": robots("Crawl-delay: 120"), "/careers": NOT_FOUND,
                             "/": site_home(menu((COMPANY, "Careers"))), COMPANY: html(careers())}})
    try:
        t0 = time.monotonic()
        sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: S.seed_situation(
            pool, tmp_path, S.Situation("crawl", {}, f"http://{host}/careers", "wait")))
        took = time.monotonic() - t0
    finally:
        await w.stop()
    assert rep["decision"] == "wait", S.summary(rep)
    reason = rep["detail"]["reason"].lower()
    assert "crawl-delay" in reason, S.summary(rep)
    assert "retry-after" not in reason and "rate limit" not in reason and "rate_limit" not in reason, S.summary(rep)
    pages = [p for h, p, _ in w.log if p != "/robots.txt"]
    assert len(pages) <= 1, w.log
    assert took < 6, took
    assert await S.successor(pool, sid) is None


async def test_a_short_crawl_delay_spaces_the_search(pool: Any, tmp_path: Path, db_url: str) -> None:
    """Crawl-delay: 0.5 — the search still finds the moved page, and its page requests arrive at least half a second apart
    (measured at the server)."""
    host = "q32.test"
    w = await _timed({host: {"/robots.txt": robots("Crawl-delay: 0.5"), "/careers": NOT_FOUND,
                             "/": site_home(menu((COMPANY, "Careers"))), COMPANY: html(careers())}})
    try:
        sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: S.seed_situation(
            pool, tmp_path, S.Situation("crawl1", {}, f"http://{host}/careers", "migrated")))
    finally:
        await w.stop()
    assert rep["decision"] == "migrated" and rep["detail"]["url"] == f"http://{host}{COMPANY}", S.summary(rep)
    times = [t for _, p, t in w.log if p != "/robots.txt"]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert len(times) >= 3 and min(gaps) >= 0.45, gaps
    assert rep["requests"] <= 6


async def test_a_challenged_site_is_said_to_be_challenged_and_asked_no_page_twice(pool: Any, tmp_path: Path,
                                                                                 db_url: str) -> None:
    """Every path a 200 challenge interstitial: the wait's reason says a bot challenge stopped the search, and no
    path is asked twice (no retry loop on a challenge)."""
    host = "q34.test"
    w = await _timed({host: {"*": T.CHALLENGE_200}})
    try:
        sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: S.seed_situation(
            pool, tmp_path, S.Situation("challenged", {}, f"http://{host}/careers", "wait")))
    finally:
        await w.stop()
    assert rep["decision"] == "wait" and "challenge" in rep["detail"]["reason"].lower(), S.summary(rep)
    assert max(w.paths.values()) == 1, w.paths
    assert await S.successor(pool, sid) is None


async def test_a_candidate_answering_500_every_other_time(pool: Any, tmp_path: Path, db_url: str) -> None:
    """The menu's page answers 500, then the page, then 500 …: a server error is not "nothing found" — repair
    either asks again and migrates, or waits; never a review item saying nothing replaced the page, never elsewhere."""
    host = T.FLAKY_HOST
    body = careers(menu(("/join-us", "Careers")))
    w = await _timed({host: {"/careers": NOT_FOUND, "/": site_home(menu(("/join-us", "Careers"))),
                             "/join-us": [R(500, "Internal Server Error"), html(body), R(500, "Internal Server Error"),
                                          html(body)]}})
    try:
        sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: S.seed_situation(
            pool, tmp_path, S.Situation("flaky", {}, f"http://{host}/careers", "wait")))
    finally:
        await w.stop()
    assert rep["decision"] in ("migrated", "wait"), S.summary(rep)
    if rep["decision"] == "migrated":
        assert rep["detail"]["url"] == f"http://{host}/join-us", S.summary(rep)
    assert rep["requests"] <= 6, S.summary(rep)
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0


async def test_a_cli_sweep_of_three_sensors_on_one_flaky_site_stays_polite(pool: Any, tmp_path: Path,
                                                                          db_url: str) -> None:
    """Three broken sensors of one company on one flaky site (its front page and its plans page answer 503 at first),
    repaired by one
    `changewire repair --json --sensor …` with 0.1 s politeness spacing: every request to the site arrives at least
    0.1 s after the previous one (measured at the server), the run makes at most 6 requests a sensor, ends in bounded
    time, exits 0, and each sensor is migrated to its page or waits (never an error, never a review: the site was
    having a moment)."""
    host = "q33.test"
    nav = menu((COMPANY, "Careers"), ("/plans", "Plans"), ("/news/", "Blog"))
    home = site_home(nav)
    w = await _timed({host: {"/careers": NOT_FOUND, "/pricing": NOT_FOUND, "/blog": NOT_FOUND,
                             "/": [R(503, "Service Unavailable"), home],
                             COMPANY: html(careers(nav)),
                             "/plans": [R(503, "Service Unavailable"), html(T12pricing(nav))],
                             "/news/": html(P.blog_new("/news/", "Blog - Acme Robotics", nav))}})
    try:
        sits = [S.Situation("c", {}, f"http://{host}/careers", "migrated"),
                S.Situation("p", {}, f"http://{host}/pricing", "migrated", surface="pricing", reference=P.PRICING_V1),
                S.Situation("b", {}, f"http://{host}/blog", "migrated", surface="blog", reference=P.blog_old())]
        sids = [await S.seed_situation(pool, tmp_path, s) for s in sits]
        env = {**S.cli_env(db_url, tmp_path, w.connect_to()), "CHANGEWIRE_POLITENESS_SPACING_S": "0.1"}
        t0 = time.monotonic()
        code, out, err = await S.run_cli(env, "--json", *[a for sid in sids for a in ("--sensor", str(sid))])
        took = time.monotonic() - t0
    finally:
        await w.stop()
    assert code == 0, err
    reports = json.loads(out)
    assert [r["sensor_id"] for r in reports] == sids
    targets = [f"http://{host}{COMPANY}", f"http://{host}/plans", f"http://{host}/news/"]
    for r, target in zip(reports, targets):
        assert r["decision"] in ("migrated", "wait"), S.summary(r)
        if r["decision"] == "migrated":
            assert r["detail"]["url"] == target, S.summary(r)
    times = sorted(t for _, _, t in w.log)
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert len(times) <= 18 and (not gaps or min(gaps) >= 0.09), gaps
    assert took < 20, took


def T12pricing(nav: list[tuple[str, str]]) -> str:
    return load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True).pricing(nav, "Plans - Acme Robotics")
