"""Repair against fixture sites on 127.0.0.2 (real aiohttp, real Postgres, the shared HTTP client):
a 301 to a new path, a 404 with a new navigation link, a domain move, a dead domain with a new
company website, an unrelated page at the same URL, a page that came back. Requests are counted
at the server."""
from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore
from changewire_repair import store
from changewire_repair.repair import Repairer
from changewire_repair.settings import RepairSettings
from changewire_repair.web import build_source, make_client

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py")


@pytest.fixture
async def sites() -> AsyncIterator[Any]:
    s = S.Sites(S.scenario_hosts())
    await s.start()
    yield s
    await s.stop()


@pytest.fixture
async def repairer(pool: Any, sites: Any, tmp_path: Path, db_url: str) -> AsyncIterator[Repairer]:
    settings = RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=0.0,
                              connect_to=sites.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",))
    client = make_client(settings)
    r = Repairer(settings, pool, FileBlobStore(tmp_path / "blobs"), build_source(client, settings, pool))
    yield r
    await client.close()


async def seed(r: Repairer, **kw: Any) -> int:
    return int(await S.seed(r.pool, r.blobs, **kw))


async def sensor(r: Repairer, sid: int) -> dict[str, Any]:
    row = await r.pool.fetchrow("SELECT *, status::text AS st, discovery_method::text AS dm FROM sensors "
                                "WHERE sensor_id = $1", sid)
    assert row is not None
    return dict(row)


async def outbox(r: Repairer, since_id: int = 0) -> list[str]:
    return [x["subject"] for x in await r.pool.fetch(
        "SELECT subject FROM outbox WHERE outbox_id > $1 ORDER BY outbox_id", since_id)]


async def last_outbox_id(r: Repairer) -> int:
    return int(await r.pool.fetchval("SELECT COALESCE(max(outbox_id), 0) FROM outbox"))


async def assert_migrated(r: Repairer, old_id: int, new_url: str) -> dict[str, Any]:
    old = await sensor(r, old_id)
    assert old["st"] == "retired"
    new_id = old["config"]["successor_id"]
    new = await sensor(r, new_id)
    assert new["url"] == new_url
    assert new["st"] == "pending" and new["dm"] == "repair"
    assert new["config"]["predecessor_id"] == old_id
    assert (new["company_id"], new["surface"], new["kind"]) == (old["company_id"], old["surface"], old["kind"])
    assert 0.6 <= new["discovery_confidence"] <= 1.0
    # history stays with the old sensor
    assert await r.pool.fetchval("SELECT count(*) FROM snapshots WHERE sensor_id = $1", old_id) == 1
    assert await r.pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", old_id) == 1
    return new


async def test_301_to_a_new_path_migrates(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://moved.test/careers", status="redirected",
                     config={"redirect_url": "http://moved.test/about/careers"})
    mark = await last_outbox_id(repairer)
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated", report.as_dict()
    new = await assert_migrated(repairer, sid, "http://moved.test/about/careers")
    assert sorted(await outbox(repairer, mark)) == sorted(
        ["sensor.status_changed.retired", "sensor.created", "sensor.migrated"])
    payload = await repairer.pool.fetchval(
        "SELECT convert_from(payload, 'UTF8')::jsonb FROM outbox WHERE subject = 'sensor.migrated' AND outbox_id > $1",
        mark)
    assert payload["old_sensor_id"] == sid and payload["new_sensor_id"] == new["sensor_id"]
    assert payload["identity_score"] >= 0.6
    # robots.txt, /careers (301), /about/careers
    assert sites.counts["moved.test"] == 3 == report.requests
    assert (await sensor(repairer, sid))["config"]["last_repair_at"]


async def test_404_while_the_navigation_links_a_new_page_migrates(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://navlinks.test/careers", status="failing")
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated", report.as_dict()
    await assert_migrated(repairer, sid, "http://navlinks.test/company/join-us")
    assert sites.paths[("navlinks.test", "/")] == 1
    assert sites.counts["navlinks.test"] <= 6
    assert sites.counts["navlinks.test"] == report.requests == 4  # robots, /careers, /, /company/join-us
    cand = next(c for c in report.candidates if c["url"].endswith("/company/join-us"))
    assert cand["match"] is True and cand["score"] >= 0.6


async def test_a_domain_move_is_followed_to_the_new_domain(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://oldco.test/careers", status="redirected")
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated", report.as_dict()
    new = await assert_migrated(repairer, sid, "http://newco.test/careers")
    assert new["domain"] == "newco.test"
    assert sites.counts["oldco.test"] + sites.counts["newco.test"] == report.requests <= 6


async def test_a_dead_domain_is_replaced_through_the_company_website(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://deadco.test/careers", status="failing", website="http://newsite.test/")
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated", report.as_dict()
    await assert_migrated(repairer, sid, "http://newsite.test/work-with-us")
    assert report.tried[0]["failure"] == "DNS"
    assert sites.counts["newsite.test"] == report.requests <= 6


async def test_an_unrelated_page_at_the_same_url_goes_to_review(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://replaced.test/careers", status="failing")
    mark = await last_outbox_id(repairer)
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "review", report.as_dict()
    s = await sensor(repairer, sid)
    assert s["st"] == "failing" and "successor_id" not in s["config"]
    assert await outbox(repairer, mark) == []
    items = await repairer.pool.fetch("SELECT * FROM review_queue WHERE sensor_id = $1", sid)
    assert len(items) == 1
    item = items[0]
    assert item["kind"] == "sensor_migration" and item["status"] == "open"
    cands = item["payload"]["candidates"]
    scored = {c["url"]: c for c in cands if c.get("score") is not None}
    assert "http://replaced.test/careers" in scored and "http://replaced.test/jobs" in scored
    assert all(not c["match"] and c["score"] < 0.6 for c in scored.values())
    assert sites.counts["replaced.test"] == report.requests <= 6


async def test_a_page_that_came_back_recovers(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://flaky.test/careers", status="failing")
    await repairer.pool.execute("UPDATE sensors SET next_run_at = now() + interval '5 hours', consecutive_failures = 5, "
                                "failure_run_challenges = 1 WHERE sensor_id = $1", sid)
    mark = await last_outbox_id(repairer)
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "recovered", report.as_dict()
    s = await sensor(repairer, sid)
    assert s["st"] == "active"
    # the run of failures is over: one more failure does not take the sensor back to stale (6) at once
    assert (s["consecutive_failures"], s["failure_run_challenges"]) == (0, 0)
    assert await repairer.pool.fetchval("SELECT next_run_at <= now() FROM sensors WHERE sensor_id = $1", sid)
    assert await outbox(repairer, mark) == ["sensor.status_changed.active"]
    assert sites.counts["flaky.test"] == 2  # robots.txt and the page


async def test_duplicate_and_concurrent_attempts_migrate_once(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://navlinks.test/careers", status="failing")
    mark = await last_outbox_id(repairer)
    a, b = await asyncio.gather(repairer.repair(sid, trigger="event"), repairer.repair(sid, trigger="event"))
    assert sorted([bool(a.skipped), bool(b.skipped)]) == [False, True]
    again = await repairer.repair(sid, trigger="event")
    assert again.skipped == "sensor is retired"
    assert (await outbox(repairer, mark)).count("sensor.migrated") == 1
    assert await repairer.pool.fetchval(
        "SELECT count(*) FROM sensors WHERE config->>'predecessor_id' = $1::text", str(sid)) == 1


async def test_attempt_interval_and_one_open_review_item(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://replaced.test/careers", status="stale")
    first = await repairer.repair(sid, trigger="sweep")
    assert first.decision["kind"] == "review" and first.decision["review_created"] is True
    sites.reset()
    second = await repairer.repair(sid, trigger="sweep")
    assert second.skipped == "attempted recently"
    assert sum(sites.counts.values()) == 0
    # an hour past the interval it is tried again; the open item is not duplicated
    await repairer.pool.execute(
        "UPDATE sensors SET config = config || "
        "jsonb_build_object('last_repair_at', (now() - interval '7 hours')::text) "
        "WHERE sensor_id = $1", sid)
    third = await repairer.repair(sid, trigger="sweep")
    assert third.decision["kind"] == "review" and third.decision["review_created"] is False
    assert await repairer.pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 1


async def test_sweep_selects_what_needs_repair(repairer: Repairer, sites: Any) -> None:
    await repairer.pool.execute("UPDATE sensors SET status = 'retired' WHERE status <> 'retired'")
    failing = await seed(repairer, url="http://flaky.test/careers", status="failing")
    removed = await seed(repairer, url="http://navlinks.test/careers", status="active", page_removed=2)
    once = await seed(repairer, url="http://replaced.test/careers", status="active", page_removed=1)
    healthy = await seed(repairer, url="http://moved.test/careers", status="active")
    recent = await seed(repairer, url="http://oldco.test/careers", status="failing")
    await repairer.pool.execute(
        "UPDATE sensors SET config = config || jsonb_build_object('last_repair_at', now()::text) WHERE sensor_id = $1",
        recent)
    async with repairer.pool.acquire() as conn:
        ids = await store.select_sweep(conn, limit=100, min_interval_s=3600, page_removed_threshold=2)
    assert set(ids) == {failing, removed}
    assert once not in ids and healthy not in ids and recent not in ids
    reports = await repairer.sweep()
    kinds = {r.sensor_id: r.decision.get("kind") for r in reports}
    assert kinds == {failing: "recovered", removed: "migrated"}
    async with repairer.pool.acquire() as conn:
        assert await store.select_sweep(conn, limit=100, min_interval_s=3600, page_removed_threshold=2) == []


async def test_dry_run_changes_nothing(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://navlinks.test/careers", status="failing")
    before = await sensor(repairer, sid)
    mark = await last_outbox_id(repairer)
    report = await repairer.repair(sid, trigger="cli", dry_run=True)
    assert report.decision["kind"] == "migrated" and not report.applied
    assert await sensor(repairer, sid) == before
    assert await outbox(repairer, mark) == []


async def test_without_a_snapshot_a_moved_page_is_not_migrated_blindly(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://moved.test/careers", status="redirected", reference=None)
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "review"
    assert (await sensor(repairer, sid))["st"] == "redirected"


async def test_request_budget_is_never_exceeded(repairer: Repairer, sites: Any) -> None:
    # a site where nothing matches and everything is a candidate: the budget, not the site, ends the search
    for i in range(12):
        sites.hosts["replaced.test"].routes[f"/careers-{i}"] = S.page(S.UNRELATED)
    sites.hosts["replaced.test"].routes["/"] = S.page(S.home(
        "Replaced", [(f"/careers-{i}", f"Careers {i}") for i in range(12)]))
    sid = await seed(repairer, url="http://replaced.test/careers", status="failing")
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "review"
    assert sites.counts["replaced.test"] == report.requests == repairer.settings.max_requests


async def test_time_stamps_use_the_database_clock(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://flaky.test/careers", status="failing")
    await repairer.repair(sid, trigger="test")
    row = await repairer.pool.fetchrow(
        "SELECT (config->>'last_repair_at')::timestamptz AS at, now() AS now FROM sensors WHERE sensor_id = $1", sid)
    assert abs(row["now"] - row["at"]) < timedelta(minutes=1)


async def test_politeness_spacing_holds_between_every_request(pool: Any, sites: Any, tmp_path: Path,
                                                              db_url: str) -> None:
    spacing = 0.3
    settings = RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=spacing,
                              connect_to=sites.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",))
    client = make_client(settings)
    r = Repairer(settings, pool, FileBlobStore(tmp_path / "blobs"), build_source(client, settings, pool))
    try:
        sid = await seed(r, url="http://navlinks.test/careers", status="failing")
        report = await r.repair(sid, trigger="test")
    finally:
        await client.close()
    assert report.decision["kind"] == "migrated"
    times = [t for host, _p, t in sites.log if host == "navlinks.test"]
    assert len(times) == 4  # robots.txt, /careers, /, /company/join-us
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert min(gaps) >= spacing * 0.9, gaps
    row = await pool.fetchrow("SELECT in_flight, used_today FROM domains WHERE domain = 'navlinks.test'")
    assert row["in_flight"] == 0 and row["used_today"] >= 4


async def test_a_soft_404_is_a_removed_page_not_a_recovery(repairer: Repairer, sites: Any) -> None:
    sites.hosts["flaky.test"].routes["/careers"] = S.page(
        "<html><head><title>Page not found</title></head><body><h1>Oops! That page can't be found.</h1>"
        "<p>It looks like nothing was found at this location.</p></body></html>")
    sid = await seed(repairer, url="http://flaky.test/careers", status="failing")
    report = await repairer.repair(sid, trigger="test")
    assert report.tried[0]["failure"] == "PAGE_REMOVED"
    assert report.decision["kind"] == "review" and "gone" in report.decision["reason"]
    assert (await sensor(repairer, sid))["st"] == "failing"


async def test_sweep_is_due_by_interval_or_request(pool: Any) -> None:
    await pool.execute("DELETE FROM settings_kv WHERE key LIKE 'repair.%'")
    async with pool.acquire() as conn:
        assert await store.sweep_due(conn, 1800) == "interval"  # never swept
        await store.mark_sweep_started(conn)
        assert await store.sweep_due(conn, 1800) is None
        assert await store.sweep_due(conn, 0) == "interval"
        # the scheduler's request: an ISO string written with its own clock; updated_at decides
        await conn.execute("INSERT INTO settings_kv (key, value) VALUES ('repair.sweep_requested_at', "
                           "to_jsonb('2001-01-01T00:00:00+00:00'::text))")
        assert await store.sweep_due(conn, 1800) == "requested"
        await store.mark_sweep_started(conn)
        assert await store.sweep_due(conn, 1800) is None
        assert await store.try_sweep_lock(conn)
        other = await pool.acquire()
        try:
            assert not await store.try_sweep_lock(other)
        finally:
            await pool.release(other)
        await store.release_sweep_lock(conn)


async def test_a_redirect_to_the_homepage_reuses_it_for_navigation(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://tohome.test/careers", status="redirected")
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated", report.as_dict()
    await assert_migrated(repairer, sid, "http://tohome.test/join")
    assert sites.paths[("tohome.test", "/")] == 1  # landed there once, not fetched again for its links
    assert sites.counts["tohome.test"] == report.requests == 4


class _Exploding:
    """A page source with a bug: the attempt must end as `wait`, recorded, not as a crash loop."""

    async def get(self, url: str, budget: Any) -> Any:
        raise RuntimeError("parser bug")


async def test_a_bug_during_the_attempt_is_recorded_and_waits(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://flaky.test/careers", status="failing")
    broken = Repairer(repairer.settings, repairer.pool, repairer.blobs, _Exploding())
    report = await broken.repair(sid, trigger="test")
    assert report.decision["kind"] == "wait" and "parser bug" in report.decision["reason"]
    cfg = (await sensor(repairer, sid))["config"]
    assert cfg["repair"]["kind"] == "wait" and cfg["last_repair_at"]
    assert (await sensor(repairer, sid))["st"] == "failing"


class _Meddling:
    """The real page source, plus another writer changing the sensor's status during the attempt."""

    def __init__(self, inner: Any, pool: Any, sensor_id: int, to: str) -> None:
        self.inner, self.pool, self.sensor_id, self.to = inner, pool, sensor_id, to
        self.done = False

    async def get(self, url: str, budget: Any) -> Any:
        if not self.done:
            self.done = True
            await self.pool.execute("UPDATE sensors SET status = $2 WHERE sensor_id = $1", self.sensor_id, self.to)
        return await self.inner.get(url, budget)


@pytest.mark.parametrize("meanwhile, applied, final", [("stale", True, "retired"), ("active", False, "active")])
async def test_a_status_change_during_the_attempt(repairer: Repairer, sites: Any, meanwhile: str, applied: bool,
                                                  final: str) -> None:
    sid = await seed(repairer, url="http://navlinks.test/careers", status="failing")
    r = Repairer(repairer.settings, repairer.pool, repairer.blobs,
                 _Meddling(repairer.source, repairer.pool, sid, meanwhile))
    report = await r.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated" and report.applied is applied
    assert (await sensor(repairer, sid))["st"] == final
    successors = await repairer.pool.fetchval(
        "SELECT count(*) FROM sensors WHERE config->>'predecessor_id' = $1::text", str(sid))
    assert successors == (1 if applied else 0)


async def test_leftover_requests_go_to_the_next_best_candidate(repairer: Repairer, sites: Any) -> None:
    sid = await seed(repairer, url="http://decoy.test/careers", status="failing")
    report = await repairer.repair(sid, trigger="test")
    assert report.decision["kind"] == "migrated", report.as_dict()
    await assert_migrated(repairer, sid, "http://decoy.test/team/join")
    roles = [(t["role"], t["url"].rsplit("/", 1)[-1]) for t in report.tried]
    assert roles == [("retry", "careers"), ("homepage", ""), ("candidate", "jobs"),
                     ("sitemap", "sitemap.xml"), ("candidate", "join")]
    assert sites.counts["decoy.test"] == report.requests == 6
