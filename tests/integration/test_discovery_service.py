"""The discovery service end to end on real Postgres + NATS + the fixture internet: onboarding jobs are
claimed, companies end active / no_website / retried, sensors are seeded with `sensor.created` in the
outbox, and onboarding again creates nothing twice."""
from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.embedded import free_port
from changewire_common.service import run_service
from changewire_discovery.app import wire
from changewire_discovery.fixture_internet import FixtureInternet
from changewire_discovery.settings import DiscoverySettings
from changewire_discovery.store import CompanyRow, insert_company, request_onboarding

pytestmark = pytest.mark.integration

DATA = Path(__file__).resolve().parent.parent / "data" / "discovery"


@pytest.fixture
async def net() -> AsyncIterator[FixtureInternet]:
    n = await FixtureInternet(DATA / "sites.json").start()
    yield n
    await n.stop()


async def _wait(pool: Any, ids: list[int], timeout: float = 60.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        busy = await pool.fetchval("SELECT count(*) FROM queue_jobs WHERE company_id = ANY($1::bigint[]) AND "
                                   "(status = 'running' OR (status = 'queued' AND run_after <= now()))", ids)
        if busy == 0:
            return
        await asyncio.sleep(0.2)
    raise AssertionError("onboarding jobs did not finish")


async def test_onboarding_end_to_end(net: FixtureInternet, fresh_db_url: str, nats_url: str, nats_prefix: str,
                                     tmp_path: Path) -> None:
    pool = await create_pool(fresh_db_url, attempts=3)
    companies = {
        "acme": CompanyRow("Acme Widgets", "http://acme-wp.test", 1, 0.9),
        "old": CompanyRow("OldName", "http://oldname.test", 3, 0.5),
        "parked": CompanyRow("Parkd", "http://parkd.test", 3, 0.5),
        "flaky": CompanyRow("Flaky", "http://flaky.test", 3, 0.5),
        "none": CompanyRow("Nowhere Inc", "", 3, 0.5),
        "ghost": CompanyRow("Ghost", "http://ghost-company.test", 3, 0.5),
    }
    ids: dict[str, int] = {}
    async with pool.acquire() as conn:
        for key, row in companies.items():
            async with conn.transaction():
                cid, _ = await insert_company(conn, row)
                ids[key] = cid
                job, created = await request_onboarding(conn, cid, fetch_now=key == "acme")
                assert created
                again, created2 = await request_onboarding(conn, cid)
                assert again == job and not created2  # one active job per company
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject = 'company.onboard.requested'") == 6

    settings = DiscoverySettings(
        database_url=fresh_db_url, nats_url=nats_url, nats_prefix=nats_prefix, metrics_port=free_port(),
        data_dir=str(tmp_path), connect_to=net.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",),
        politeness_spacing_s=0.0, poll_s=0.3, concurrency=3)
    stop, ready = asyncio.Event(), asyncio.Event()
    task = asyncio.create_task(run_service("discovery", settings, wire, stop=stop, install_signals=False,
                                           ready_event=ready))
    try:
        await asyncio.wait_for(ready.wait(), 30)
        t0 = utcnow()
        await _wait(pool, list(ids.values()))

        status = {k: await pool.fetchrow("SELECT onboarding_status::text AS s, onboarding_error AS e, canonical_domain AS d, "
                                         "social_profiles AS sp, discovery_stats AS st FROM companies WHERE company_id = $1", v)
                  for k, v in ids.items()}
        assert status["acme"]["s"] == "active"
        assert status["old"]["s"] == "active" and status["old"]["d"] == "newname.test"
        assert status["parked"]["s"] == "no_website"
        assert status["none"]["s"] == "no_website" and status["ghost"]["s"] == "no_website"
        assert status["flaky"]["s"] == "pending" and "robots.txt" in status["flaky"]["e"]
        assert "https://www.linkedin.com/company/acme-widgets" in status["acme"]["sp"]
        assert 0 < status["acme"]["st"]["requests"] <= 25 and status["acme"]["st"]["sensors_created"] > 5

        flaky_job = await pool.fetchrow("SELECT status, attempts, run_after FROM queue_jobs WHERE company_id = $1", ids["flaky"])
        assert flaky_job["status"] == "queued" and flaky_job["attempts"] == 1
        assert flaky_job["run_after"] > t0 + timedelta(minutes=29)

        sensors = await pool.fetch("SELECT * FROM sensors WHERE company_id = $1", ids["acme"])
        by = {s["surface"]: s for s in sensors}
        assert len(by) == len(sensors), "one sensor per surface (feeds aside)"
        assert by["careers"]["url"] == "http://acme-wp.test/careers/" and by["careers"]["discovery_method"] == "nav"
        jb = by["jobs_board"]
        assert jb["kind"] == "ats" and jb["config"]["vendor"] == "greenhouse" and jb["config"]["token"] == "acmewp"
        assert jb["discovery_method"] == "ats" and jb["domain"] == "greenhouse.io"
        assert by["careers"]["base_interval_s"] == 3 * 3600 and by["careers"]["tier"] == "C"  # 6 h × tier 1 (0.5)
        assert abs(by["careers"]["priority"] - (0.3 + 0.5 * 0.9 + 0.2 * 1.0)) < 1e-4
        for s in sensors:
            assert s["status"] == "pending" and s["domain"]
            assert s["next_run_at"] <= utcnow() + timedelta(seconds=5), "--fetch-now: first run right away"
            assert 0 < s["quality_score"] <= 100
        created_events = await pool.fetchval("SELECT count(*) FROM outbox WHERE subject = 'sensor.created'")
        all_sensors = await pool.fetchval("SELECT count(*) FROM sensors")
        assert created_events == all_sensors > 0
        old_sensors = await pool.fetch("SELECT url, next_run_at, base_interval_s FROM sensors WHERE company_id = $1", ids["old"])
        assert old_sensors and all(r["url"].startswith("http://newname.test/") for r in old_sensors)
        assert all(r["next_run_at"] <= t0 + timedelta(seconds=r["base_interval_s"] + 60) for r in old_sensors)
        dom = await pool.fetchrow("SELECT kind, redirects_to, company_id FROM domains WHERE domain = 'oldname.test'")
        assert dom["kind"] == "redirect" and dom["redirects_to"] == "newname.test" and dom["company_id"] == ids["old"]
        assert await pool.fetchval("SELECT count(*) FROM sensors WHERE company_id = $1", ids["parked"]) == 0

        # onboarding again: a new job, the same sensors, no new events
        async with pool.acquire() as conn, conn.transaction():
            _, created = await request_onboarding(conn, ids["acme"])
        assert created
        await _wait(pool, [ids["acme"]])
        assert await pool.fetchval("SELECT count(*) FROM sensors") == all_sensors
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject = 'sensor.created'") == created_events
        assert await pool.fetchval("SELECT count(*) FROM queue_jobs WHERE company_id = $1 AND status = 'done'", ids["acme"]) == 2
        # the relay published the onboarding events (the handler only wakes the workers)
        deadline = asyncio.get_running_loop().time() + 10
        while await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL") and \
                asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.2)
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL") == 0
    finally:
        stop.set()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 30)
        await pool.close()


async def test_job_claims_leases_and_attempts(fresh_db_url: str) -> None:
    from changewire_discovery.engine import DiscoveryResult
    from changewire_discovery.store import LeaseLost, claim_job, fail_job, store_result
    import random

    pool = await create_pool(fresh_db_url, attempts=3)
    try:
        ids = []
        async with pool.acquire() as conn:
            for name in ("A", "B"):
                cid, _ = await insert_company(conn, CompanyRow(name, f"http://{name.lower()}.test"))
                async with conn.transaction():
                    await request_onboarding(conn, cid)
                ids.append(cid)

        async def claim(worker: str) -> Any:
            async with pool.acquire() as c:
                return await claim_job(c, worker, 600)

        j1, j2 = await asyncio.gather(claim("w1"), claim("w2"))
        assert j1 and j2 and j1.job_id != j2.job_id  # SKIP LOCKED: no double claim
        assert await claim("w3") is None
        assert await pool.fetchval("SELECT count(*) FROM companies WHERE onboarding_status = 'discovering'") == 2

        # a failed attempt goes back to the queue with backoff × attempts
        async with pool.acquire() as conn:
            assert await fail_job(conn, j1, "w1", "timeout", backoff_s=1800) == "queued"
        row = await pool.fetchrow("SELECT status, run_after > now() + interval '29 minutes' AS later FROM queue_jobs WHERE job_id = $1", j1.job_id)
        assert row["status"] == "queued" and row["later"]

        # a worker that died: its lease expires and another worker takes the job over
        await pool.execute("UPDATE queue_jobs SET locked_until = now() - interval '1 second' WHERE job_id = $1", j2.job_id)
        j2b = await claim("w4")
        assert j2b is not None and j2b.job_id == j2.job_id and j2b.attempts == 2
        async with pool.acquire() as conn:
            with pytest.raises(LeaseLost):  # the old worker's late result is refused
                await store_result(conn, j2, "w2", DiscoveryResult(company_url="x", outcome="no_website"),
                                   now=utcnow(), rng=random.Random(1), min_interval_s=300, max_interval_s=604800)
        # out of attempts: the next expired claim kills the job and fails the company
        await pool.execute("UPDATE queue_jobs SET attempts = max_attempts, locked_until = now() - interval '1 second' "
                           "WHERE job_id = $1", j2.job_id)
        assert await claim("w5") is None
        row = await pool.fetchrow("SELECT j.status, c.onboarding_status::text AS cs FROM queue_jobs j JOIN companies c "
                                  "USING (company_id) WHERE job_id = $1", j2.job_id)
        assert row["status"] == "dead" and row["cs"] == "failed"
        # a dead job frees the company for a new onboarding request
        async with pool.acquire() as conn, conn.transaction():
            _, created = await request_onboarding(conn, j2.company_id)
        assert created
    finally:
        await pool.close()
