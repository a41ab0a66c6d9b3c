"""bench-scheduler: claims/s and outcomes applied/s with 100,000 sensors, on real PostgreSQL and NATS.

Phases (each bounded in count and time):
  1. seed 100,000 due sensors over 5,000 registrable domains (20 each); print the EXPLAIN of the claim query
  2. claims, 1 replica: claim ticks back to back until every sensor has an open run (per-domain
     allowance 4 per tick, batches of 500; each batch = one transaction with its sensor.due outbox rows)
  3. claims, 2 replicas at once (the runs are reset first)
  4. outcomes, direct: the batching applier without NATS (2 workers, batches of up to 256)
  5. outcomes through NATS: 100,000 outcome events published to JetStream first (not timed), then the
     scheduler's two durable consumers + applier, exactly as the service wires them, timed until all
     are applied
Usage: python bench/bench_scheduler.py [--sensors N]   (CHANGEWIRE_DATABASE_URL / _NATS_URL to use your servers)
Last line: bench-scheduler: claims_per_s=… outcomes_per_s=… (bare numbers; outcomes_per_s = the NATS path).
"""
from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import subprocess
import sys
import time
from typing import Any

from changewire_common.bus import CONSUMERS, ConsumerRunner, connect_nats, consumers_for, provision
from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.events import Event, ObservationFetched, SnapshotStored, encode
from changewire_common.naming import Naming
from changewire_common.testing import ServerStack, new_prefix
from changewire_scheduler.app import schedule_policy, status_policy
from changewire_scheduler.applier import OutcomeApplier
from changewire_scheduler.claimer import Claimer, TickWindow
from changewire_scheduler.handlers import make_handlers
from changewire_scheduler.policy import run_outcome
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.store import LOCK_DUE_BATCH, SELECT_DUE_PLAN
from changewire_scheduler.testing import seed_sensors

PHASE_LIMIT_S = 60.0


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


async def reset_runs(pool: Any) -> None:
    await pool.execute("UPDATE sensors SET run_open = false, lease_until = NULL, "
                       "next_run_at = now() - interval '1 minute' * (1 + sensor_id % 60)")
    await pool.execute("TRUNCATE outbox")
    await pool.execute("VACUUM ANALYZE sensors")


async def claim_all(pool: Any, replicas: int, n: int, s: SchedulerSettings) -> tuple[float, int, int]:
    claimers = [Claimer(pool, TickWindow(f"bench-{i}"), batch=s.claim_batch, per_domain=s.per_domain_per_tick,
                        max_per_tick=s.max_claims_per_tick, lease_ttl_s=3600) for i in range(replicas)]
    totals = [0] * replicas
    ticks = [0] * replicas
    t0 = time.perf_counter()

    async def run(i: int) -> None:
        idle = 0
        while idle < 2 and time.perf_counter() - t0 < PHASE_LIMIT_S and sum(totals) < n:
            r = await claimers[i].tick()
            ticks[i] += 1
            totals[i] += len(r.claimed)
            idle = idle + 1 if not r.claimed else 0

    await asyncio.gather(*(run(i) for i in range(replicas)))
    return time.perf_counter() - t0, sum(totals), sum(ticks)


def outcome_events(runs: list[tuple[int, int]], rng: random.Random) -> list[Event]:
    now = utcnow()
    out: list[Event] = []
    for i, (sid, seq) in enumerate(runs):
        x = rng.random()
        if x < 0.60:
            out.append(SnapshotStored(sensor_id=sid, run_seq=seq, observation_id=i + 1, result="unchanged",
                                      extraction_confidence=0.95))
        elif x < 0.70:
            out.append(SnapshotStored(sensor_id=sid, run_seq=seq, observation_id=i + 1, result="changed",
                                      significance="meaningful", extraction_confidence=0.9))
        elif x < 0.75:
            out.append(SnapshotStored(sensor_id=sid, run_seq=seq, observation_id=i + 1, result="changed",
                                      significance="minor", extraction_confidence=0.9))
        elif x < 0.90:
            out.append(ObservationFetched(sensor_id=sid, run_seq=seq, observation_id=i + 1, outcome="not_modified",
                                          http_status=304, fetched_at=now))
        elif x < 0.98:
            out.append(ObservationFetched(sensor_id=sid, run_seq=seq, observation_id=i + 1, outcome="failed",
                                          failure_class="TIMEOUT", fetched_at=now))
        else:
            out.append(ObservationFetched(sensor_id=sid, run_seq=seq, observation_id=i + 1, outcome="skipped",
                                          fetched_at=now, skip_until=now))
    return out


async def explain(pool: Any, sql: str, *args: Any) -> list[str]:
    async with pool.acquire() as conn:
        tx = conn.transaction()
        await tx.start()
        try:
            rows = await conn.fetch("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) " + sql, *args)
        finally:
            await tx.rollback()
    return [r[0] for r in rows]


async def open_runs(pool: Any) -> list[tuple[int, int]]:
    rows = await pool.fetch("SELECT sensor_id, run_seq FROM sensors WHERE run_open ORDER BY sensor_id")
    return [(r["sensor_id"], r["run_seq"]) for r in rows]


async def main_async(n: int) -> int:
    load0 = os.getloadavg()
    stack: ServerStack | None = None
    admin_url = ""
    db_url = os.environ.get("CHANGEWIRE_DATABASE_URL", "")
    nats_url = os.environ.get("CHANGEWIRE_NATS_URL", "")
    if db_url and nats_url:
        print("servers: from CHANGEWIRE_DATABASE_URL / CHANGEWIRE_NATS_URL")
        import asyncpg

        name = f"bench_sched_{os.getpid()}"
        admin_url = db_url
        conn = await asyncpg.connect(db_url)
        await conn.execute(f'CREATE DATABASE "{name}"')
        await conn.close()
        from changewire_common.db import connect, migrate
        from changewire_common.testing import _with_db

        db_url = _with_db(db_url, name)
        c = await connect(db_url)
        await migrate(c)
        await c.close()
    else:
        stack = ServerStack()
        await asyncio.to_thread(stack.start)
        db_url = await stack.create_database()
        nats_url = stack.nats_url
        print("servers: embedded PostgreSQL 16 (pgserver) + nats-server 2.15 (JetStream default sync, file storage)")
    s = SchedulerSettings()
    pool = await create_pool(db_url, attempts=5, min_size=4, max_size=8)
    results: dict[str, float] = {}
    try:
        # ------------------------------------------------------------ 1. seed + EXPLAIN
        t0 = time.perf_counter()
        await seed_sensors(pool, n, max(1, n // 20), prefix="b", overdue_s=3600)
        await pool.execute("VACUUM ANALYZE sensors")
        print(f"seeded {n:,} due sensors over {max(1, n // 20):,} domains in {time.perf_counter() - t0:.1f}s")
        plan = await explain(pool, SELECT_DUE_PLAN, s.max_claims_per_tick, s.per_domain_per_tick)
        print(f"\nEXPLAIN ANALYZE of the tick's plan query with all {n:,} sensors due (a backlog: read once per tick):")
        for line in plan:
            print("   ", line)

        # ------------------------------------------------------------ 2/3. claims
        el, claimed, ticks = await claim_all(pool, 1, n, s)
        results["claims_per_s"] = claimed / el
        print(f"\nclaims, 1 replica : {claimed:,} runs in {el:.2f}s over {ticks} ticks → {claimed / el:,.0f}/s")
        await reset_runs(pool)
        el2, claimed2, ticks2 = await claim_all(pool, 2, n, s)
        results["claims_per_s_2r"] = claimed2 / el2
        print(f"claims, 2 replicas: {claimed2:,} runs in {el2:.2f}s over {ticks2} ticks → {claimed2 / el2:,.0f}/s")
        outbox = await pool.fetchval("SELECT count(*) FROM outbox WHERE subject = 'sensor.due'")
        assert outbox == claimed2, (outbox, claimed2)

        # ------------------------------------------------------------ 4. outcomes, direct
        runs = await open_runs(pool)
        rng = random.Random(42)
        events = outcome_events(runs, rng)
        window = TickWindow("bench-apply")
        applier = OutcomeApplier(pool, schedule_policy(s), status_policy(s), window, rng=random.Random(1),
                                 batch=s.apply_batch, workers=s.apply_workers)
        applier.start()
        t0 = time.perf_counter()
        sem = asyncio.Semaphore(s.consumer_concurrency)

        async def one(ev: Any) -> None:
            async with sem:
                await applier.submit(ev.sensor_id, ev.run_seq, run_outcome(ev))

        await asyncio.wait_for(asyncio.gather(*(one(e) for e in events)), PHASE_LIMIT_S * 2)
        el = time.perf_counter() - t0
        results["outcomes_direct_per_s"] = applier.applied_total / el
        print(f"\noutcomes, direct (no NATS): {applier.applied_total:,} applied in {el:.2f}s → "
              f"{applier.applied_total / el:,.0f}/s")
        await applier.stop()

        # ------------------------------------------------------------ 5. outcomes through NATS
        await pool.execute("UPDATE sensors SET run_open = true, lease_until = now() + interval '1 hour'")
        await pool.execute("VACUUM ANALYZE sensors")
        naming = Naming(new_prefix())
        nc = await connect_nats(nats_url, attempts=5)
        js = nc.jetstream()
        await provision(js, naming, consumers=consumers_for("scheduler"))
        t0 = time.perf_counter()
        for i in range(0, len(events), 2000):
            chunk = events[i:i + 2000]
            await asyncio.gather(*(js.publish(naming.subject(e.subject()), encode(e),
                                              headers={"Nats-Msg-Id": e.event_id}) for e in chunk))
        print(f"published {len(events):,} outcome events to JetStream in {time.perf_counter() - t0:.1f}s (not timed)")
        applier = OutcomeApplier(pool, schedule_policy(s), status_policy(s), window, rng=random.Random(2),
                                 batch=s.apply_batch, workers=s.apply_workers)
        applier.start()
        handlers = make_handlers(applier)
        runners = [ConsumerRunner(nc, pool, CONSUMERS[d], handlers[d], naming, concurrency=s.consumer_concurrency,
                                  batch=s.consumer_batch) for d in handlers]
        t0 = time.perf_counter()
        tasks = [asyncio.create_task(r.run()) for r in runners]
        last_report = t0
        while (applier.applied_total + applier.stale_total < len(events)
               and time.perf_counter() - t0 < PHASE_LIMIT_S * 2):
            await asyncio.sleep(0.05)
            if time.perf_counter() - last_report > 5:
                last_report = time.perf_counter()
                print(f"   … {applier.applied_total:,} applied after {last_report - t0:.0f}s")
        el = time.perf_counter() - t0
        for r in runners:
            r.stop()
        await asyncio.gather(*tasks)
        await applier.stop()
        await nc.close()
        results["outcomes_per_s"] = applier.applied_total / el
        print(f"outcomes via NATS consumers: {applier.applied_total:,} applied (+{applier.stale_total} stale) in "
              f"{el:.2f}s → {applier.applied_total / el:,.0f}/s")
        sums = await pool.fetchrow("SELECT sum(ok) ok, sum(changed) changed, sum(failed) failed, "
                                   "sum(not_modified) nm, sum(skipped) skipped FROM crawl_runs "
                                   "WHERE scheduler_id = 'bench-apply'")
        print(f"crawl_runs (both outcome phases): {dict(sums)}")

        # ------------------------------------------------------------ steady state: the index at work
        await pool.execute("UPDATE sensors SET run_open = false, lease_until = NULL, "
                           "next_run_at = now() + interval '1 hour' + interval '1 second' * (sensor_id % 3600)")
        await pool.execute("UPDATE sensors SET next_run_at = now() - interval '1 minute' WHERE sensor_id % 100 = 0")
        await pool.execute("VACUUM ANALYZE sensors")
        plan = await explain(pool, SELECT_DUE_PLAN, s.max_claims_per_tick, s.per_domain_per_tick)
        print(f"\nEXPLAIN ANALYZE of the plan query in steady state ({n // 100:,} of {n:,} sensors due):")
        for line in plan:
            print("   ", line)
        uses_index = any("sensors_due" in line for line in plan)
        ids = [r["sensor_id"] for r in await pool.fetch(
            "SELECT sensor_id FROM sensors WHERE next_run_at <= now() LIMIT $1", s.claim_batch)]
        lock_plan = await explain(pool, LOCK_DUE_BATCH, ids)
        print(f"EXPLAIN ANALYZE of one claim batch (lock {len(ids)} planned rows, FOR UPDATE SKIP LOCKED):")
        for line in lock_plan:
            print("   ", line)
    finally:
        await pool.close()
        if stack is not None:
            await asyncio.to_thread(stack.stop)
        if admin_url:
            import asyncpg

            conn = await asyncpg.connect(admin_url)
            await conn.execute(f'DROP DATABASE IF EXISTS "bench_sched_{os.getpid()}"')
            await conn.close()

    cmd = " ".join([os.path.basename(sys.executable), *sys.argv])
    nproc = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip() or str(os.cpu_count())
    print()
    print(f"command: {cmd}")
    print(f"nproc: {nproc}   CPU: {cpu_model()}   python {platform.python_version()}   "
          f"load average at start/end: {load0[0]:.1f}/{os.getloadavg()[0]:.1f} (a shared machine skews the figures)")
    print(f"{'metric':<34}{'value':>12}{'target':>10}")
    print(f"{'claims/s (1 replica)':<34}{results['claims_per_s']:>12,.0f}{'≥ 5,000':>10}")
    print(f"{'claims/s (2 replicas)':<34}{results['claims_per_s_2r']:>12,.0f}{'':>10}")
    print(f"{'outcomes/s (direct, no NATS)':<34}{results['outcomes_direct_per_s']:>12,.0f}{'':>10}")
    print(f"{'outcomes/s (via NATS consumers)':<34}{results['outcomes_per_s']:>12,.0f}{'≥ 2,000':>10}")
    print(f"{'claim query uses an index':<34}{str(uses_index):>12}")
    print(f"bench-scheduler: claims_per_s={results['claims_per_s']:.0f} "
          f"claims_per_s_2r={results['claims_per_s_2r']:.0f} "
          f"outcomes_direct_per_s={results['outcomes_direct_per_s']:.0f} "
          f"outcomes_per_s={results['outcomes_per_s']:.0f}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sensors", type=int, default=100_000)
    args = ap.parse_args()
    return asyncio.run(main_async(args.sensors))


if __name__ == "__main__":
    sys.exit(main())
