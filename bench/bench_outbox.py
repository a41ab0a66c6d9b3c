"""bench-outbox: events/s from enqueue-commit to JetStream ack (1 and 2 relays), end to end to an
idempotent consumer, and with nats-server `sync_interval: always`; raw nats-py baselines in the same run.

Run: `make bench-outbox` (or `.venv/bin/python bench/bench_outbox.py [--events N]`). Starts its own
embedded PostgreSQL (pgserver) and nats-servers under a temp dir (CHANGEWIRE_DATABASE_URL is used
instead when set). Every relay and the consumer run as their own OS processes, as in production.
The last line is machine-readable: `bench-outbox: key=value ...`.
"""
from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import os
import platform
import shutil
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import asyncpg

from changewire_common.bus import ConsumerRunner, ConsumerSpec, Delivery, connect_nats, provision
from changewire_common.clock import utcnow
from changewire_common.db import connect, create_pool, migrate
from changewire_common.embedded import EmbeddedNats, EmbeddedPostgres
from changewire_common.events import ObservationFetched, encode
from changewire_common.inbox import claim
from changewire_common.naming import Naming
from changewire_common.outbox import JetStreamPublisher, Relay

BENCH_CONSUMER = ConsumerSpec(
    "bench-observation-fetched", "OBSERVATION", ("observation.fetched.>",), "bench", ack_wait_s=30.0,
    max_ack_pending=20000,
)
TIME_LIMIT_S = 60.0  # every measured loop stops after this, whatever happens


def _event(i: int) -> ObservationFetched:
    return ObservationFetched(
        sensor_id=i, run_seq=1, observation_id=i, outcome="ok", http_status=200,
        final_url=f"https://example.com/careers/{i}", fetched_at=utcnow(),
    )


# ------------------------------------------------------------------ raw baselines (no Postgres)


async def raw_publish(nats_url: str, n: int, pipelined: bool) -> float:
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    payload = encode(_event(1))
    subject = f"bench{uuid.uuid4().hex[:6]}.observation.fetched.ok"
    sname = f"RAW{uuid.uuid4().hex[:6].upper()}"
    from nats.js import api

    await js.add_stream(api.StreamConfig(name=sname, subjects=[subject], storage=api.StorageType.FILE,
                                         duplicate_window=1200))
    t0 = time.perf_counter()
    deadline = t0 + TIME_LIMIT_S
    done = 0
    if pipelined:
        while done < n and time.perf_counter() < deadline:
            futs = [await js.publish_async(subject, payload, headers={"Nats-Msg-Id": uuid.uuid4().hex})
                    for _ in range(min(1000, n - done))]
            await asyncio.gather(*futs)
            done += len(futs)
    else:
        while done < n and time.perf_counter() < deadline:
            await js.publish(subject, payload, headers={"Nats-Msg-Id": uuid.uuid4().hex})
            done += 1
    rate = done / (time.perf_counter() - t0)
    await js.delete_stream(sname)
    await nc.close()
    return rate


# ------------------------------------------------------------------ worker processes


def _relay_proc(db_url: str, nats_url: str, prefix: str, batch: int, n: int, start: Any, ready: Any, out: Any) -> None:
    async def main() -> None:
        pool = await create_pool(db_url, attempts=5, max_size=4)
        nc = await connect_nats(nats_url, attempts=5)
        relay = Relay(pool, JetStreamPublisher(nc.jetstream(), Naming(prefix)), service="bench", batch=batch, dsn=db_url,
                      poll_s=0.05)
        await relay._ensure_listener()
        ready.set()
        while not start.is_set():
            await asyncio.sleep(0.005)
        task = asyncio.create_task(relay.run())
        deadline = time.monotonic() + TIME_LIMIT_S
        while time.monotonic() < deadline:
            published = await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NOT NULL")
            if published >= n:
                break
            await asyncio.sleep(0.02)
        relay.stop()
        await task
        out.put(relay.published_total)
        await nc.close()
        await pool.close()

    asyncio.run(main())


def _consumer_proc(db_url: str, nats_url: str, prefix: str, n: int, ready: Any, out: Any) -> None:
    async def main() -> None:
        pool = await create_pool(db_url, attempts=5, max_size=20)
        nc = await connect_nats(nats_url, attempts=5)
        applied = 0
        done = asyncio.Event()

        async def handler(d: Delivery) -> None:
            nonlocal applied
            async with pool.acquire() as conn, conn.transaction():
                if await claim(conn, BENCH_CONSUMER.durable, d.msg_id):
                    applied += 1
            if applied >= n:
                done.set()

        runner = ConsumerRunner(nc, pool, BENCH_CONSUMER, handler, Naming(prefix), concurrency=16, batch=128,
                                fetch_timeout_s=0.5)
        task = asyncio.create_task(runner.run())
        while not runner.attached:
            await asyncio.sleep(0.01)
        ready.set()
        try:
            await asyncio.wait_for(done.wait(), TIME_LIMIT_S + 30)
        except TimeoutError:
            pass
        out.put(time.time())
        runner.stop()
        await task
        await nc.close()
        await pool.close()

    asyncio.run(main())


# ------------------------------------------------------------------ scenarios


async def fresh_db(admin_url: str, template: str) -> str:
    from changewire_common.testing import with_db as _with_db

    name = f"bench_{uuid.uuid4().hex[:8]}"
    conn = await asyncpg.connect(admin_url)
    try:
        await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    finally:
        await conn.close()
    return _with_db(admin_url, name)


async def prefill(db_url: str, n: int) -> None:
    """Commit n events in transactions of 100 (executemany: the realistic enqueue shape of a busy service)."""
    conn = await connect(db_url)
    try:
        rows = [(e.event_id, e.subject(), encode(e)) for e in (_event(i) for i in range(n))]
        for i in range(0, n, 100):
            async with conn.transaction():
                await conn.executemany("INSERT INTO outbox (msg_id, subject, payload) VALUES ($1, $2, $3)",
                                       rows[i:i + 100])
    finally:
        await conn.close()


async def latency_ms(db_url: str) -> tuple[float, float]:
    conn = await connect(db_url)
    try:
        r = await conn.fetchrow(
            "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM published_at - created_at)) p50,"
            " percentile_cont(0.99) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM published_at - created_at)) p99 "
            "FROM outbox")
        return float(r["p50"] or 0) * 1000, float(r["p99"] or 0) * 1000
    finally:
        await conn.close()


async def stream_count(nats_url: str, prefix: str) -> int:
    nc = await connect_nats(nats_url, attempts=3)
    try:
        info = await nc.jetstream().stream_info(Naming(prefix).stream("OBSERVATION"))
        return int(info.state.messages)
    finally:
        await nc.close()


async def provision_prefix(nats_url: str, prefix: str) -> None:
    nc = await connect_nats(nats_url, attempts=3)
    try:
        await provision(nc.jetstream(), Naming(prefix), consumers=[BENCH_CONSUMER])
    finally:
        await nc.close()


async def run_relays(db_url: str, nats_url: str, n: int, relays: int, batch: int, *, live: bool = False,
                     consumer: bool = False) -> dict[str, float]:
    """Relays (and optionally a consumer) as processes; n events committed before (or, live, while) they run."""
    prefix = "b" + uuid.uuid4().hex[:8]
    await provision_prefix(nats_url, prefix)
    if not live:
        await prefill(db_url, n)
    ctx = mp.get_context("spawn")
    start, out = ctx.Event(), ctx.Queue()
    readies = [ctx.Event() for _ in range(relays)]
    procs = [ctx.Process(target=_relay_proc, args=(db_url, nats_url, prefix, batch, n, start, r, out)) for r in readies]
    cons = None
    if consumer:
        cready = ctx.Event()
        cons = ctx.Process(target=_consumer_proc, args=(db_url, nats_url, prefix, n, cready, out))
        cons.start()
        cready.wait(60)
    for p in procs:
        p.start()
    for r in readies:
        r.wait(60)
    t0 = time.time()
    start.set()
    if live:
        await prefill(db_url, n)
    if consumer:
        for p in procs:
            p.join(TIME_LIMIT_S + 30)
        published = [out.get(timeout=10) for _ in procs]
        assert cons is not None
        cons.join(TIME_LIMIT_S + 40)
        t_end = out.get(timeout=10)
    else:
        for p in procs:
            p.join(TIME_LIMIT_S + 30)
        t_end = time.time()
        published = [out.get(timeout=10) for _ in procs]
    elapsed = t_end - t0
    in_stream = await stream_count(nats_url, prefix)
    p50, p99 = await latency_ms(db_url)
    return {"rate": n / elapsed, "elapsed": elapsed, "published": sum(published), "in_stream": in_stream,
            "p50_ms": p50, "p99_ms": p99, "split": "/".join(str(x) for x in published)}


async def main_async(args: argparse.Namespace) -> dict[str, float]:
    tmp = Path(tempfile.mkdtemp(prefix="bench-outbox-"))
    servers: list[Any] = []
    try:
        admin = os.environ.get("CHANGEWIRE_DATABASE_URL", "")
        if not admin:
            pg = EmbeddedPostgres(tmp / "pg")
            admin = pg.start()
            servers.append(pg)
        n1 = EmbeddedNats(tmp / "nats")
        nats_url = n1.start()
        servers.append(n1)
        n2 = EmbeddedNats(tmp / "nats-sync", sync_always=True)
        nats_sync = n2.start()
        servers.append(n2)
        template = f"bench_tpl_{uuid.uuid4().hex[:6]}"
        conn = await asyncpg.connect(admin)
        try:
            fsync = await conn.fetchval("SHOW fsync")
            sync_commit = await conn.fetchval("SHOW synchronous_commit")
            pg_version = await conn.fetchval("SHOW server_version")
            await conn.execute(f'CREATE DATABASE "{template}"')
        finally:
            await conn.close()
        from changewire_common.testing import with_db as _with_db

        tconn = await connect(_with_db(admin, template))
        try:
            await migrate(tconn)
        finally:
            await tconn.close()

        n = args.events
        res: dict[str, Any] = {}
        print("measuring raw nats-py baselines …", flush=True)
        res["raw_pipelined"] = await raw_publish(nats_url, 30000, True)
        res["raw_one_by_one"] = await raw_publish(nats_url, 5000, False)
        res["raw_pipelined_syncalways"] = await raw_publish(nats_sync, 10000, True)
        print("measuring relays …", flush=True)
        res["relay1"] = await run_relays(await fresh_db(admin, template), nats_url, n, 1, args.batch)
        res["relay2"] = await run_relays(await fresh_db(admin, template), nats_url, n, 2, args.batch)
        res["relay1_live"] = await run_relays(await fresh_db(admin, template), nats_url, n, 1, args.batch, live=True)
        res["e2e"] = await run_relays(await fresh_db(admin, template), nats_url, n, 1, args.batch, consumer=True)
        res["relay1_sync"] = await run_relays(await fresh_db(admin, template), nats_sync, n // 2, 1, args.batch)
        res["meta"] = {"fsync": fsync, "synchronous_commit": sync_commit, "pg": pg_version}
        return res
    finally:
        for s in reversed(servers):
            s.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--events", type=int, default=30000, help="events per relay scenario (default 30000)")
    ap.add_argument("--batch", type=int, default=500, help="relay batch size (CHANGEWIRE_OUTBOX_BATCH)")
    args = ap.parse_args()
    t0 = time.time()
    res = asyncio.run(main_async(args))
    meta = res.pop("meta")
    print()
    print(f"command: {' '.join([Path(sys.executable).name, *sys.argv])}")
    print(f"machine: nproc={os.cpu_count()} cpu={cpu_model()!r} python={platform.python_version()} "
          f"postgres={meta['pg']} (fsync={meta['fsync']}, synchronous_commit={meta['synchronous_commit']}) "
          f"nats-server=file storage")
    print(f"events per scenario: {args.events} (sync_always: {args.events // 2}); relay batch {args.batch}")
    print()
    print(f"{'scenario':<46} {'events/s':>10} {'p50 ms':>8} {'p99 ms':>8}  check")
    print("-" * 96)
    print(f"{'raw nats-py publish_async, pipelined':<46} {res['raw_pipelined']:>10,.0f}")
    print(f"{'raw nats-py publish, one by one awaited':<46} {res['raw_one_by_one']:>10,.0f}")
    print(f"{'raw pipelined, sync_interval: always':<46} {res['raw_pipelined_syncalways']:>10,.0f}")
    labels = {
        "relay1": "relay x1 (committed backlog → JetStream ack)",
        "relay2": "relay x2 processes (same)",
        "relay1_live": "relay x1 while writers commit (100/txn)",
        "e2e": "relay x1 → idempotent consumer (e2e)",
        "relay1_sync": "relay x1, sync_interval: always",
    }
    for key, label in labels.items():
        r = res[key]
        lat = f"{r['p50_ms']:>8.0f} {r['p99_ms']:>8.0f}" if key != "e2e" else f"{'':>8} {'':>8}"
        print(f"{label:<46} {r['rate']:>10,.0f} {lat}  published={r['published']:.0f} ({r['split']}) "
              f"stream={r['in_stream']:.0f}")
    print()
    print("p50/p99: commit → marked published (outbox created_at → published_at), backlog runs include queueing.")
    print(f"total bench time {time.time() - t0:.0f}s")
    print(
        "bench-outbox: "
        f"relay_events_per_s={res['relay1']['rate']:.0f} relay2_events_per_s={res['relay2']['rate']:.0f} "
        f"e2e_events_per_s={res['e2e']['rate']:.0f} relay_events_per_s_syncalways={res['relay1_sync']['rate']:.0f} "
        f"relay_live_events_per_s={res['relay1_live']['rate']:.0f} "
        f"raw_pipelined_per_s={res['raw_pipelined']:.0f} raw_one_by_one_per_s={res['raw_one_by_one']:.0f} "
        f"raw_pipelined_syncalways_per_s={res['raw_pipelined_syncalways']:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
