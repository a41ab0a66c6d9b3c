"""The whole pipeline on a few fixture companies: scheduler, fetcher and differ as OS processes on real
Postgres and NATS, against the fixture internet. A job addition and a price change made by the fixture
must arrive as change.detected events naming them; noise-only refetches must report nothing."""
from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from changewire_common.testing import ServerStack, new_prefix
from changewire_fixtures.harness import Harness
from changewire_fixtures.internet import FixtureInternet
from changewire_fixtures.model import QUIET, WorldConfig
from changewire_fixtures.scoring import score
from changewire_fixtures.seed import make_due, seed_sensors

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(240)]

SERVICE_ENV = {
    "CHANGEWIRE_POLITENESS_SPACING_S": "0.1",
    "CHANGEWIRE_SCHEDULER_TICK_S": "0.5",
    "CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK": "20",
    "CHANGEWIRE_FETCHER_MAX_SLOT_WAIT_S": "10",
}


@contextlib.asynccontextmanager
async def pipeline(servers: ServerStack, tmp_path: Path, fi: FixtureInternet) -> AsyncIterator[Harness]:
    await fi.start()
    h = Harness(tmp_path, db_url=await servers.create_database(), nats_url=servers.nats_url, prefix=new_prefix())
    try:
        await h.start_servers()
        h.base_env.update(fi.env())
        h.base_env.update(SERVICE_ENV)
        for s in ("scheduler", "fetcher", "differ"):
            h.add_service(s)
        await h.start_services()
        await h.start_observer()
        yield h
    finally:
        await h.stop()
        await fi.stop()


async def run_round(h: Harness, ids: list[int], timeout_s: float = 60.0) -> None:
    t = time.time()
    await asyncio.sleep(0.05)
    await make_due(h.pool, ids)  # type: ignore[arg-type]
    done, _ = await h.wait_runs_complete(t, ids, timeout_s=timeout_s)
    assert done == len(ids), f"only {done} of {len(ids)} runs finished; " + "\n".join(h.tail_log(p.name) for p in h.procs)


async def test_pipeline_detects_a_job_and_a_price_change_and_no_noise(servers: ServerStack, tmp_path: Path) -> None:
    # three companies with different ETag policies: 304s, and noisy 200s with and without validators,
    # carrying every kind of noise (tokens, timestamps, counters, rotating widgets, A/B variants, ...)
    fi = FixtureInternet(WorldConfig(seed=8, companies=3, rates=QUIET, ab_tests=True))
    for c, p in zip(fi.world.companies, ("content", "none", "bytes"), strict=True):
        c.etag_policy = p
    async with pipeline(servers, tmp_path, fi) as h:
        by_rid = await seed_sensors(h.pool, fi.sensors())  # type: ignore[arg-type]
        ids = list(by_rid.values())
        await run_round(h, ids)  # baselines
        await run_round(h, ids)  # noise only: nothing may be reported
        jobs_co, price_co = fi.world.companies[1], fi.world.companies[2]
        made = fi.advance(changes=[(jobs_co.slug, "job_added"), (price_co.slug, "price_changed")])
        job, price = made[0].detail, made[1].detail
        await run_round(h, ids)
        await run_round(h, ids)  # noise only again
        await asyncio.sleep(1.5)  # let the last change.detected reach the observer

        careers_ids = {by_rid[f"{jobs_co.slug}:careers"], by_rid[f"{jobs_co.slug}:ats_api"]}
        pricing_id = by_rid[f"{price_co.slug}:pricing"]
        got_job = [e for e in h.observed if e["sensor_id"] in careers_ids]
        got_price = [e for e in h.observed if e["sensor_id"] == pricing_id]
        rows = {r["change_id"]: r for r in await h.pool.fetch("SELECT change_id, delta, summary FROM changes")}  # type: ignore[union-attr]
        assert got_job, f"no change.detected for the new job {job['title']!r}; observed: {h.observed}"
        assert any(job["title"] in str(rows[e["change_id"]]["delta"]) for e in got_job)
        assert got_price, f"no change.detected for {price['plan']} {price['before']} → {price['after']}"
        assert any(price["after"].strip("$€£ ") in str(rows[e["change_id"]]["delta"]) for e in got_price)
        noise = [(e["surface"], e["summary"]) for e in h.observed if e["sensor_id"] not in careers_ids | {pricing_id}]
        assert not noise, f"noise reported: {noise}"

        sensors, obs, changes = await h.load_scoring_rows()
        sc = score(sensors, obs, changes, fi.requests, fi.world.truth)
        assert sc.unmatched_observations == 0
        assert sc.transitions == 3  # careers page, ATS API, pricing page
        assert sc.missed_changes == 0, sc.missed
        assert sc.noise_reported == 0, sc.noise_published
        assert sc.entity_recall == 1.0, sc.uncovered
        assert not await h.pool.fetchval("SELECT count(*) FROM dead_letters")  # type: ignore[union-attr]
