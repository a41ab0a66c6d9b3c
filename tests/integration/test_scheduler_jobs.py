"""Periodic work against real PostgreSQL and a real blob store: retention of raw bodies (no-change runs
only, shared blobs kept), the blob sweep, crawl_runs pruning, one replica per job fire, the repair
sweep request and the job loop."""
from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from changewire_common.blobs import FileBlobStore
from changewire_common.db import create_pool
from changewire_scheduler import jobs, store
from changewire_scheduler.cron import parse_schedule
from changewire_scheduler.retention import run_retention
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration


async def _obs(pool, sid: int, seq: int, age_days: float, key: str | None) -> int:  # noqa: ANN001
    return await pool.fetchval(
        "INSERT INTO observations (sensor_id, run_seq, outcome, url, blob_key, fetched_at) "
        "VALUES ($1, $2, 'ok', 'https://x.test/', $3, now() - make_interval(secs => $4)) RETURNING observation_id",
        sid, seq, key, age_days * 86400.0)


async def _snap(pool, sid: int, oid: int, version: int, result: str, raw: str | None, text: str,  # noqa: ANN001
                prev: int | None) -> int:
    return await pool.fetchval(
        "INSERT INTO snapshots (sensor_id, observation_id, version, previous_snapshot_id, result, normalized_hash, "
        "raw_blob_key, text_blob_key, fetched_at) VALUES ($1, $2, $3, $4, $5, 'h', $6, $7, now()) "
        "RETURNING snapshot_id", sid, oid, version, prev, result, raw, text)


async def test_retention_drops_raw_bodies_of_no_change_runs(fresh_db_url: str, tmp_path: Path) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    blobs = FileBlobStore(tmp_path / "blobs")
    try:
        (sid,) = await seed_sensors(pool, 1, 1, prefix="ret")
        company = await pool.fetchval("SELECT company_id FROM sensors WHERE sensor_id = $1", sid)
        k_base, k_old, k_shared, k_before, k_changed, k_recent = [
            await blobs.put(f"raw body {i}".encode()) for i in range(6)]
        k_text = await blobs.put(b"canonical text")
        o1 = await _obs(pool, sid, 1, 40, k_base)
        s1 = await _snap(pool, sid, o1, 1, "baseline", k_base, k_text, None)
        o2 = await _obs(pool, sid, 2, 30, k_old)  # old unchanged, unique body → detached and swept
        s2 = await _snap(pool, sid, o2, 2, "unchanged", k_old, k_text, s1)
        o3 = await _obs(pool, sid, 3, 29, k_shared)  # old noise whose body a recent run also has → detached, kept
        s3 = await _snap(pool, sid, o3, 3, "noise", k_shared, k_text, s2)
        o4 = await _obs(pool, sid, 4, 28, k_before)  # old unchanged that is the "before" of a change → kept
        s4 = await _snap(pool, sid, o4, 4, "unchanged", k_before, k_text, s3)
        o5 = await _obs(pool, sid, 5, 27, k_changed)  # the change itself → kept
        s5 = await _snap(pool, sid, o5, 5, "changed", k_changed, k_text, s4)
        await pool.execute(
            "INSERT INTO changes (sensor_id, company_id, surface, snapshot_before_id, snapshot_after_id, kind, "
            "significance, status, detected_at) VALUES ($1, $2, 'careers', $3, $4, 'jobs', 'major', 'pending', now())",
            sid, company, s4, s5)
        o6 = await _obs(pool, sid, 6, 5, k_shared)  # recent: kept, and keeps the shared blob alive
        await _snap(pool, sid, o6, 6, "unchanged", k_shared, k_text, s5)
        o7 = await _obs(pool, sid, 7, 3, k_recent)
        await pool.execute("INSERT INTO crawl_runs (scheduler_id, started_at) VALUES "
                           "('old', now() - interval '40 days'), ('new', now())")

        out = await run_retention(pool, blobs, raw_days=21, crawl_runs_days=30)

        assert out["rows_detached"] == 2 and out["blobs_swept"] == 1 and out["crawl_runs_pruned"] == 1
        obs = {r["observation_id"]: r["blob_key"] for r in await pool.fetch("SELECT observation_id, blob_key "
                                                                              "FROM observations")}
        assert obs == {o1: k_base, o2: None, o3: None, o4: k_before, o5: k_changed, o6: k_shared, o7: k_recent}
        snaps = {r["snapshot_id"]: (r["raw_blob_key"], r["text_blob_key"], r["normalized_hash"])
                 for r in await pool.fetch("SELECT * FROM snapshots")}
        assert snaps[s2] == (None, k_text, "h") and snaps[s3] == (None, k_text, "h")
        assert snaps[s4][0] == k_before and snaps[s1][0] == k_base
        assert not await blobs.exists(k_old)
        for k in (k_base, k_shared, k_before, k_changed, k_recent, k_text):
            assert await blobs.exists(k)
        # idempotent
        again = await run_retention(pool, blobs, raw_days=21, crawl_runs_days=30)
        assert again["rows_detached"] == 0 and again["blobs_swept"] == 0
    finally:
        await pool.close()


async def test_one_replica_per_job_fire(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=6)
    try:
        slot = datetime(2025, 1, 1, 3, 17, tzinfo=UTC)
        assert await store.claim_job_slot(pool, "retention", slot, "a")
        assert not await store.claim_job_slot(pool, "retention", slot, "b")
        assert await store.claim_job_slot(pool, "retention", slot + timedelta(days=1), "b")
        calls: list[str] = []

        async def fn() -> dict[str, int]:
            calls.append("x")
            await asyncio.sleep(0.05)
            return {"n": 1}

        job = jobs.Job("demo", parse_schedule("1h"), fn)
        slot2 = datetime(2025, 1, 2, tzinfo=UTC)
        results = await asyncio.gather(*(jobs.run_job_once(pool, job, slot2, f"r{i}") for i in range(4)))
        assert calls == ["x"] and sum(r is not None for r in results) == 1
        value = await pool.fetchval("SELECT value FROM settings_kv WHERE key = 'scheduler.job.demo'")
        assert value["ok"] is True and value["result"] == {"n": 1} and value["slot"] == slot2.timestamp()
    finally:
        await pool.close()


async def test_job_loop_runs_on_its_interval_and_stops(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        stopping = asyncio.Event()
        job = jobs.Job("repair_sweep", parse_schedule("1s"), lambda: jobs.request_repair_sweep(pool))
        task = asyncio.create_task(jobs.job_loop(pool, job, UTC, "me", stopping))
        for _ in range(50):
            if await pool.fetchval("SELECT value FROM settings_kv WHERE key = 'repair.sweep_requested_at'"):
                break
            await asyncio.sleep(0.1)
        value = await pool.fetchval("SELECT value FROM settings_kv WHERE key = 'repair.sweep_requested_at'")
        assert datetime.fromisoformat(value) > datetime.now(UTC) - timedelta(seconds=10)
        stopping.set()
        await asyncio.wait_for(task, 5)
    finally:
        await pool.close()
