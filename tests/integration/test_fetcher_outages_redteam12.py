"""Red team, round 12 (fetcher SERVICE under outages): the `sensor.due` consumer run in-process (run_service +
wire, as `changewire up` runs it) on the session's PostgreSQL and a nats-server of this module's own, against a
careers site on 127.0.0.2 (tests/data/fetcher/service12.py). Companion of
test_fetcher_faults_redteam12.py (poison, duplicates, stale dues, a broken blob folder, politeness) and
test_fetcher_sigkill_redteam12.py (kill -9 of the process).

Probed (each expectation written before it was run):
- nats-server restarted while eight runs wait for a slow origin (they commit while the broker is down; their acks
  fail): after reconnection one observation, one outbox row and one `observation.fetched` message per run, every
  outbox row published, the DUE consumer drained, each page requested once (the redelivery of a committed run
  finds its observation and makes no request);
- every PostgreSQL session of the fetcher killed (pg_terminate_backend: a failover, an idle-session killer) while
  eight runs download, and the session of a batch's commit killed while the commit waits for a lock: every run
  written once and `ok`, one message each on the stream, nothing dead-lettered, each page requested at most
  twice (a run whose commit failed is fetched again on its redelivery);
- the blob worker process SIGKILLed while the replica is idle, and again in a burst of 80 KB pages: every run `ok`
  and written once, every blob in place, a new worker started, each page requested at most twice;
- a replica replaced (a rolling update: stopped, a new one started with an empty robots.txt cache) between two
  runs of one domain: every request to the domain, robots.txt included, at least the spacing after the last.

Wrong on the code before this round (d9e5eee): 0 of 5 — the consumer rebuilds after the restart, the relay
republishes under the same message ids, claims keyed by the message id are taken over by the redelivery, and
the spacing lives in the domains row, not in the replica.
"""
from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from cw_testdata import load_module

from changewire_common.bus import connect_nats
from changewire_common.embedded import EmbeddedNats
from changewire_common.naming import Naming
from changewire_common.testing import new_prefix, wait_until

pytestmark = pytest.mark.integration

H: Any = load_module("fetcher_service12", "data/fetcher/service12.py")
CareersSite = H.CareersSite
settings, service, domain, sensors, due = H.settings, H.service, H.domain, H.sensors, H.due
observation_events, drained, counts, one_each = H.observation_events, H.drained, H.counts, H.one_each


@pytest.fixture(scope="module")
def nats_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNats]:
    ns = EmbeddedNats(tmp_path_factory.mktemp("nats12"))
    ns.start()
    yield ns
    ns.stop()


@pytest.fixture
async def site() -> AsyncIterator[Any]:
    s = await CareersSite().start()
    yield s
    await s.stop()



# ---------------------------------------------------------------- NATS restarted, PostgreSQL sessions killed


async def test_nats_restarted_while_runs_are_in_flight(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(8)]
    ids = await sensors(pool, [f"http://jobs.{h}/search?locale=de_DE" for h in hosts])
    site.hold["/search?locale=de_DE"] = 0.8
    async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
        await due(pool, [(s, 1) for s in ids])
        await wait_until(lambda: len(site.pages()) >= len(ids), timeout_s=10, what="every run in its fetch")
        await asyncio.to_thread(nats_server.stop)  # (not on the loop: the service runs on it)
        await asyncio.sleep(1.2)  # the runs commit while the broker is down; their acks fail
        await asyncio.to_thread(nats_server.start)
        await wait_until(lambda: one_each(pool, ids), timeout_s=10, what="one observation per run")
        nc = await connect_nats(nats_server.url, attempts=5)
        js = nc.jetstream()
        try:
            async def published() -> bool:
                return len(await observation_events(js, naming)) >= len(ids)

            await wait_until(published, timeout_s=15, what="the relay to publish after the restart")
            await wait_until(lambda: drained(js, naming), timeout_s=15, what="the dues settled after the restart")
            await asyncio.sleep(0.5)
            evs = await observation_events(js, naming)
        finally:
            await nc.close()
    assert sorted((e["sensor_id"], e["run_seq"]) for e in evs) == sorted((s, 1) for s in ids)
    got = [tuple(r) for r in await pool.fetch(
        "SELECT outcome::text, failure_class::text, error FROM observations WHERE sensor_id = ANY($1)", ids)]
    assert all(r[0] == "ok" for r in got), got
    assert await counts(pool, ids) == {"observations": 8, "failures": 0, "outbox": 8}
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL AND subject LIKE "
                               "'observation.fetched.%' AND (convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')"
                               "::bigint = ANY($1)", ids) == 0
    # a run redone after its commit would be a second request: the redelivery finds the observation
    assert sorted(site.pages()) == sorted(f"jobs.{h}/search?locale=de_DE" for h in hosts)


@pytest.mark.parametrize("when", ["downloading", "mid-write"])
async def test_postgres_sessions_killed_while_runs_are_in_flight(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path, when: str) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(8)]
    ids = await sensors(pool, [f"http://www.{h}/company/careers" for h in hosts])
    site.hold["/company/careers"] = 1.0 if when == "downloading" else 0.0
    killer = await asyncpg.connect(db_url)
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
            if when == "mid-write":
                # the batch's commit stalls (a lock held by a migration, a long vacuum) and its session is killed in it
                tx = killer.transaction()
                await tx.start()
                await killer.execute("LOCK TABLE observations IN SHARE ROW EXCLUSIVE MODE")
            await due(pool, [(s, 1) for s in ids])
            await wait_until(lambda: len(site.pages()) >= len(ids), timeout_s=10, what="every run in its fetch")
            if when == "mid-write":
                async def writing() -> list[int]:
                    return [r["pid"] for r in await pool.fetch(
                        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = "
                        "'Lock' AND application_name LIKE '%fetcher%' AND query LIKE '%INSERT INTO observations%'")]

                await wait_until(writing, timeout_s=10, what="the batch's commit waiting")
                killed = await pool.fetchval("SELECT count(pg_terminate_backend(pid)) FROM unnest($1::int[]) AS pid",
                                             await writing())
                await tx.rollback()
            else:
                # a failover / an idle-session killer: every session of the fetcher dies while the pages download
                killed = await killer.fetchval(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() "
                    "AND application_name LIKE '%fetcher%' AND pid <> pg_backend_pid()")
            assert killed >= 1
            await wait_until(lambda: one_each(pool, ids), timeout_s=15, what="one observation per run")
            nc = await connect_nats(nats_server.url, attempts=5)
            js = nc.jetstream()
            try:
                await wait_until(lambda: drained(js, naming), timeout_s=15, what="every due settled")

                async def published() -> bool:
                    return len(await observation_events(js, naming)) >= len(ids)

                await wait_until(published, timeout_s=10, what="every event on the stream")
                evs = await observation_events(js, naming)
            finally:
                await nc.close()
        assert sorted((e["sensor_id"], e["run_seq"]) for e in evs) == sorted((s, 1) for s in ids)
        assert await counts(pool, ids) == {"observations": 8, "failures": 0, "outbox": 8}
        assert {r["outcome"] for r in await pool.fetch(
            "SELECT outcome::text FROM observations WHERE sensor_id = ANY($1)", ids)} == {"ok"}
        # a run whose commit failed is fetched again on its redelivery: at most twice, never more
        per = {f"www.{h}/company/careers": site.pages().count(f"www.{h}/company/careers") for h in hosts}
        assert all(1 <= n <= 2 for n in per.values()), per
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1",
                                   naming.stream("DUE")) == 0
    finally:
        await killer.close()


# ---------------------------------------------------------------- a blob worker process killed


def blob_workers_of_this_process() -> list[int]:
    """The blob worker processes the in-process service started (children of this test process)."""
    out = []
    me = str(os.getpid())
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes()
        except OSError:
            continue
        if stat.rsplit(")", 1)[1].split()[1] == me and b"blobworker" in cmd:
            out.append(int(d.name))
    return out


async def test_a_blob_worker_process_killed_between_and_during_runs(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(6)]
    ids = await sensors(pool, [f"http://www.{h}/en/careers?size=80000&office={i}" for i, h in enumerate(hosts)])
    nc = await connect_nats(nats_server.url, attempts=3)
    js = nc.jetstream()
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path, blob_workers=1)):
            (pid,) = blob_workers_of_this_process()
            os.kill(pid, signal.SIGKILL)  # the OOM killer picks the worker while the replica is idle
            await due(pool, [(s, 1) for s in ids[:3]])
            await wait_until(lambda: one_each(pool, ids[:3]), timeout_s=10, what="the runs after the first kill")
            (pid2,) = blob_workers_of_this_process()
            assert pid2 != pid
            await due(pool, [(s, 1) for s in ids[3:]])
            await wait_until(lambda: len(site.pages()) >= 4, timeout_s=10, what="the next burst's first fetch")
            os.kill(pid2, signal.SIGKILL)  # and again while the burst is being stored
            await wait_until(lambda: one_each(pool, ids), timeout_s=15, what="every run")
            await wait_until(lambda: drained(js, naming), timeout_s=10, what="every due acked")
        assert await counts(pool, ids) == {"observations": 6, "failures": 0, "outbox": 6}
        rows = await pool.fetch("SELECT outcome::text, blob_key FROM observations WHERE sensor_id = ANY($1)", ids)
        assert {r["outcome"] for r in rows} == {"ok"}
        assert all((tmp_path / "blobs" / r["blob_key"][:2] / f"{r['blob_key']}.zst").exists() for r in rows)
        per = [site.pages().count(f"www.{h}/en/careers?size=80000&office={i}") for i, h in enumerate(hosts)]
        assert all(1 <= n <= 2 for n in per), per
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1", naming.stream("DUE")) == 0
    finally:
        await nc.close()


# ---------------------------------------------------------------- a replica restarted (a rolling update)


async def test_spacing_kept_when_a_replica_is_restarted(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    spacing = 0.8
    dom = domain()
    first, second = await sensors(pool, [f"http://www.{dom}/jobs", f"http://www.{dom}/jobs/teams/engineering"])
    kw = {"politeness_spacing_s": spacing, "max_slot_wait_s": 5.0}
    async with service(settings(db_url, nats_server.url, prefix, site, tmp_path / "a", **kw)):
        await due(pool, [(first, 1)])
        await wait_until(lambda: one_each(pool, [first]), timeout_s=10, what="the first run")
    # a rolling update: the replica is replaced; the new one knows nothing (robots.txt cache, local queue)
    async with service(settings(db_url, nats_server.url, prefix, site, tmp_path / "b", **kw)):
        await due(pool, [(second, 1)])
        await wait_until(lambda: one_each(pool, [second]), timeout_s=10, what="the second run")
    times = [h.t for h in site.hits if h.host == f"www.{dom}"]
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert len(times) >= 3 and min(gaps) >= spacing - 0.02, gaps
    assert {r["outcome"] for r in await pool.fetch(
        "SELECT outcome::text FROM observations WHERE sensor_id = ANY($1)", [first, second])} == {"ok"}
