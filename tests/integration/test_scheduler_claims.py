"""Claiming against real PostgreSQL: three concurrent replicas, per-domain allowance, lease expiry
and re-issue (the late outcome of the old run is ignored), dry runs, crawl_runs bookkeeping."""
from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest

from changewire_common.db import create_pool
from changewire_common.events import SensorDue, decode
from changewire_scheduler.applier import ApplyResult, OutcomeApplier
from changewire_scheduler.claimer import Claimer, TickReport, TickWindow
from changewire_scheduler.metrics import scheduler_metrics
from changewire_scheduler.policy import OutcomeKind, RunOutcome, StatusPolicy
from changewire_scheduler.schedule import SchedulePolicy
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration


async def _due_events(pool) -> list[SensorDue]:  # noqa: ANN001
    rows = await pool.fetch("SELECT subject, payload FROM outbox WHERE subject = 'sensor.due' ORDER BY outbox_id")
    return [decode(r["subject"], bytes(r["payload"])) for r in rows]  # type: ignore[misc]


async def test_three_replicas_claim_each_due_sensor_exactly_once(fresh_db_url: str) -> None:
    pools = [await create_pool(fresh_db_url, attempts=3, max_size=3) for _ in range(3)]
    try:
        ids = await seed_sensors(pools[0], 5000, 500, prefix="r3")
        # a few sensors without a stored domain: the claimer fills it from the URL
        await pools[0].execute("UPDATE sensors SET domain = NULL WHERE sensor_id % 7 = 0")
        claimers = [Claimer(p, TickWindow(f"replica-{i}"), batch=300, per_domain=4, lease_ttl_s=600)
                    for i, p in enumerate(pools)]
        reports: list[list[TickReport]] = [[] for _ in claimers]

        async def replica(i: int) -> None:
            idle = 0
            while idle < 2:
                r = await claimers[i].tick()
                reports[i].append(r)
                idle = idle + 1 if not r.claimed else 0

        await asyncio.wait_for(asyncio.gather(*(replica(i) for i in range(3))), 120)

        claimed = [c.sensor_id for rs in reports for r in rs for c in r.claimed]
        assert len(claimed) == 5000
        assert set(claimed) == set(ids)  # every sensor once, none twice (across replicas)
        assert all(len(rs) > 1 for rs in reports)
        # every replica did real work, and never exceeded the per-domain allowance in a tick
        assert all(sum(len(r.claimed) for r in rs) > 0 for rs in reports)
        for rs in reports:
            for r in rs:
                assert max(Counter(c.domain for c in r.claimed).values(), default=0) <= 4
        events = await _due_events(pools[0])
        assert len(events) == 5000
        assert Counter(e.sensor_id for e in events).most_common(1)[0][1] == 1
        assert {e.run_seq for e in events} == {1}
        row = await pools[0].fetchrow(
            "SELECT count(*) FILTER (WHERE run_open AND run_seq = 1 AND lease_until > now()) AS open, "
            "count(*) FILTER (WHERE domain IS NULL) AS no_domain, "
            "count(*) FILTER (WHERE next_run_at <= now()) AS still_due FROM sensors")
        assert row["open"] == 5000 and row["no_domain"] == 0 and row["still_due"] == 0
        assert await pools[0].fetchval("SELECT domain FROM sensors WHERE sensor_id = $1", ids[6]) == "d6-r3.test"
        # crawl_runs: one row per tick, claimed counts add up
        total = await pools[0].fetchval("SELECT sum(claimed) FROM crawl_runs")
        n_rows = await pools[0].fetchval("SELECT count(*) FROM crawl_runs WHERE finished_at IS NOT NULL")
        assert total == 5000 and n_rows == sum(len(rs) for rs in reports)
        # nothing is due now: another tick claims nothing
        assert (await claimers[0].tick()).claimed == []

        # the next run of every sensor: again exactly once each, with run_seq 2
        await pools[0].execute("UPDATE sensors SET run_open = false, lease_until = NULL, "
                               "next_run_at = now() - interval '1 second'")
        reports = [[] for _ in claimers]
        await asyncio.wait_for(asyncio.gather(*(replica(i) for i in range(3))), 120)
        second = [(c.sensor_id, c.run_seq) for rs in reports for r in rs for c in r.claimed]
        assert sorted(second) == sorted((sid, 2) for sid in ids)
        events = await _due_events(pools[0])
        assert Counter((e.sensor_id, e.run_seq) for e in events).most_common(1)[0][1] == 1 and len(events) == 10000
    finally:
        for p in pools:
            await p.close()


async def test_domain_allowance_does_not_starve_other_domains(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        # one big site with 400 due sensors ahead of 20 small sites (older next_run_at)
        big = await seed_sensors(pool, 400, 1, prefix="big", overdue_s=7200)
        small = await seed_sensors(pool, 20, 20, prefix="small", overdue_s=60)
        c = Claimer(pool, TickWindow("t"), batch=50, per_domain=3)
        r = await c.tick()
        got = {x.sensor_id for x in r.claimed}
        assert len(got & set(big)) == 3
        assert got & set(small) == set(small)
    finally:
        await pool.close()


async def test_due_events_interleave_domains(fresh_db_url: str) -> None:
    """Sensors of one company sit next to each other in the table (and share priority and due time):
    the sensor.due stream still alternates domains, so fetchers are not idled behind one domain's slot."""
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        ids: list[int] = []
        for d in range(6):  # six domains, each with eight sensors inserted together, all due alike
            ids += await seed_sensors(pool, 8, 1, prefix=f"il{d}", overdue_s=60)
        await pool.execute("UPDATE sensors SET next_run_at = now() - interval '1 minute', priority = 0.5 "
                           "WHERE sensor_id = ANY($1::bigint[])", ids)
        r = await Claimer(pool, TickWindow("t"), batch=20, per_domain=8, rng=random.Random(1)).tick()
        assert len(r.claimed) == 48
        domains = {row["sensor_id"]: row["domain"] for row in await pool.fetch(
            "SELECT sensor_id, domain FROM sensors WHERE sensor_id = ANY($1::bigint[])", ids)}
        seq = [domains[e.sensor_id] for e in await _due_events(pool)]
        assert len(seq) == 48
        repeats = sum(1 for a, b in zip(seq, seq[1:], strict=False) if a == b)
        assert repeats <= 2, f"one domain's runs queued back to back: {seq}"
    finally:
        await pool.close()


async def test_priority_orders_claims(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        low = await seed_sensors(pool, 30, 30, prefix="low", overdue_s=7200, priority=0.1)
        high = await seed_sensors(pool, 30, 30, prefix="high", overdue_s=10, priority=0.9)
        r = await Claimer(pool, TickWindow("t"), batch=30, per_domain=5, max_per_tick=30).tick()
        assert {x.sensor_id for x in r.claimed} == set(high)
        assert r.saturated and not set(low) & {x.sensor_id for x in r.claimed}
    finally:
        await pool.close()


async def test_lease_expiry_reissues_and_the_late_outcome_is_ignored(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    try:
        (sid,) = await seed_sensors(pool, 1, 1, prefix="lease")
        window = TickWindow("lease-test")
        claimer = Claimer(pool, window, lease_ttl_s=1.0)
        m = scheduler_metrics()
        reissued_before = m.leases_reissued._value.get()
        first = await claimer.tick()
        assert [(c.sensor_id, c.run_seq, c.reissued) for c in first.claimed] == [(sid, 1, False)]
        assert (await claimer.tick()).claimed == []  # lease live: not claimable
        await asyncio.sleep(1.3)
        second = await claimer.tick()
        assert [(c.sensor_id, c.run_seq, c.reissued) for c in second.claimed] == [(sid, 2, True)]
        assert m.leases_reissued._value.get() == reissued_before + 1
        assert await pool.fetchval("SELECT reissued FROM crawl_runs WHERE crawl_run_id = $1", second.crawl_run_id) == 1
        assert [e.run_seq for e in await _due_events(pool)] == [1, 2]

        applier = OutcomeApplier(pool, SchedulePolicy.from_settings(SchedulerSettings()), StatusPolicy(), window,
                                 rng=random.Random(3))
        ok = RunOutcome(OutcomeKind.UNCHANGED, first.claimed[0].lease_until, extraction_confidence=1.0)
        # the old run's outcome arrives late: ignored
        assert await applier.apply_batch([(sid, 1, ok)]) == [ApplyResult.SUPERSEDED]
        row = await pool.fetchrow("SELECT run_open, checks_total FROM sensors WHERE sensor_id = $1", sid)
        assert row["run_open"] and row["checks_total"] == 0
        # the re-issued run's outcome applies once
        assert await applier.apply_batch([(sid, 2, ok)]) == [ApplyResult.APPLIED]
        assert await applier.apply_batch([(sid, 2, ok)]) == [ApplyResult.CLOSED]
        row = await pool.fetchrow("SELECT run_open, lease_until, checks_total, next_run_at > now() AS future "
                                  "FROM sensors WHERE sensor_id = $1", sid)
        assert not row["run_open"] and row["lease_until"] is None and row["checks_total"] == 1 and row["future"]
    finally:
        await pool.close()


async def test_dry_run_changes_nothing_and_only_claimable_statuses(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        ids = await seed_sensors(pool, 7, 7, prefix="dry")
        for sid, st in zip(ids, ["retired", "blocked", "redirected"], strict=False):
            await pool.execute("UPDATE sensors SET status = $2 WHERE sensor_id = $1", sid, st)
        await pool.execute("UPDATE sensors SET status = 'pending' WHERE sensor_id = $1", ids[3])
        await pool.execute("UPDATE sensors SET status = 'stale' WHERE sensor_id = $1", ids[4])
        await pool.execute("UPDATE sensors SET next_run_at = now() + interval '1 hour' WHERE sensor_id = $1", ids[5])
        c = Claimer(pool, TickWindow("dry"))
        dry = await c.tick(dry_run=True)
        assert {p.sensor_id for p in dry.would_claim} == {ids[3], ids[4], ids[6]}
        assert await pool.fetchval("SELECT count(*) FROM outbox") == 0
        assert await pool.fetchval("SELECT max(run_seq) FROM sensors") == 0
        real = await c.tick()
        assert {x.sensor_id for x in real.claimed} == {ids[3], ids[4], ids[6]}
    finally:
        await pool.close()
