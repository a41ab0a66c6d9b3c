"""Sixteenth red-team round for repair: REPAIR AGAINST UNHELPFUL AND HOSTILE SITES (docstring completed after the run).

Expectations written before the first run; the situation table lives in tests/data/repair/redteam16.py, run by the
shared harness (tests/data/repair/sites.py `round_tests`), plus four tests of their own below (Crawl-delay long and
short, a candidate answering 500 every other time, a CLI sweep of three sensors on one flaky site).
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
    """Crawl-delay: 1 — the search still finds the moved page, and its page requests arrive at least a second apart
    (measured at the server)."""
    host = "q32.test"
    w = await _timed({host: {"/robots.txt": robots("Crawl-delay: 1"), "/careers": NOT_FOUND,
                             "/": site_home(menu((COMPANY, "Careers"))), COMPANY: html(careers())}})
    try:
        sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: S.seed_situation(
            pool, tmp_path, S.Situation("crawl1", {}, f"http://{host}/careers", "migrated")))
    finally:
        await w.stop()
    assert rep["decision"] == "migrated" and rep["detail"]["url"] == f"http://{host}{COMPANY}", S.summary(rep)
    times = [t for _, p, t in w.log if p != "/robots.txt"]
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert len(times) >= 3 and min(gaps) >= 0.9, gaps
    assert rep["requests"] <= 6


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
    """Three broken sensors of one company on one site whose front page answers 503 every other time, repaired by one
    `changewire repair --json --sensor …` with 0.3 s politeness spacing: every request to the site arrives at least
    0.3 s after the previous one (measured at the server), the run makes at most 6 requests a sensor, ends in bounded
    time, exits 0, and each sensor is migrated to its page or waits (never an error, never a review: the site was
    having a moment)."""
    host = "q33.test"
    nav = menu((COMPANY, "Careers"), ("/plans", "Plans"), ("/news/", "Blog"))
    home = site_home(nav)
    w = await _timed({host: {"/careers": NOT_FOUND, "/pricing": NOT_FOUND, "/blog": NOT_FOUND,
                             "/": [R(503, "Service Unavailable"), home, R(503, "Service Unavailable"), home,
                                   R(503, "Service Unavailable"), home, R(503, "Service Unavailable"), home],
                             COMPANY: html(careers(nav)), "/plans": html(T12pricing(nav)),
                             "/news/": html(P.blog_new("/news/", "Blog - Acme Robotics", nav))}})
    try:
        sits = [S.Situation("c", {}, f"http://{host}/careers", "migrated"),
                S.Situation("p", {}, f"http://{host}/pricing", "migrated", surface="pricing", reference=P.PRICING_V1),
                S.Situation("b", {}, f"http://{host}/blog", "migrated", surface="blog", reference=P.blog_old())]
        sids = [await S.seed_situation(pool, tmp_path, s) for s in sits]
        env = {**S.cli_env(db_url, tmp_path, w.connect_to()), "CHANGEWIRE_POLITENESS_SPACING_S": "0.3"}
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
    assert len(times) <= 18 and (not gaps or min(gaps) >= 0.27), gaps
    assert took < 20, took


def T12pricing(nav: list[tuple[str, str]]) -> str:
    return load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True).pricing(nav, "Plans - Acme Robotics")
