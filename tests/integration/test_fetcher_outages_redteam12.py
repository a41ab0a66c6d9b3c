"""Red team, round 12 (fetcher SERVICE under outages): the `sensor.due` consumer run in-process (run_service +
wire, as `changewire up` runs it) on the session's PostgreSQL and a nats-server of this module's own, against a
careers site on 127.0.0.2 (tests/data/fetcher/service12.py). Companion of
test_fetcher_faults_redteam12.py (poison, duplicates, stale dues, blob store, politeness) and
test_fetcher_sigkill_redteam12.py (kill -9 of the process).

Probed (each expectation written before it was run):
- nats-server restarted while eight runs wait for a slow origin (they commit while the broker is down; their acks
  fail): after reconnection one observation, one outbox row and one `observation.fetched` message per run, every
  outbox row published, the DUE consumer drained, each page requested once (the redelivery of a committed run
  finds its observation and makes no request);
- every PostgreSQL session of the fetcher killed (pg_terminate_backend: a failover, an idle-session killer) while
  eight runs download: every run written once and `ok`, one message each on the stream, nothing dead-lettered,
  each page requested at most twice (a run whose commit failed is fetched again on its redelivery).

Wrong on the code before this round (d9e5eee): 0 of 2 — the consumer rebuilds after the restart, the relay
republishes under the same message ids, claims keyed by the message id are taken over by the redelivery.
"""
from __future__ import annotations

import asyncio
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
        nats_server.stop()
        await asyncio.sleep(1.2)  # the runs commit while the broker is down; their acks fail
        nats_server.start()
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
    assert await counts(pool, ids) == {"observations": 8, "failures": 0, "outbox": 8}
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL AND subject LIKE "
                               "'observation.fetched.%' AND (convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')"
                               "::bigint = ANY($1)", ids) == 0
    # a run redone after its commit would be a second request: the redelivery finds the observation
    assert sorted(site.pages()) == sorted(f"jobs.{h}/search?locale=de_DE" for h in hosts)


async def test_postgres_sessions_killed_while_runs_are_in_flight(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(8)]
    ids = await sensors(pool, [f"http://www.{h}/company/careers" for h in hosts])
    site.hold["/company/careers"] = 1.0
    killer = await asyncpg.connect(db_url)
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
            await due(pool, [(s, 1) for s in ids])
            await wait_until(lambda: len(site.pages()) >= len(ids), timeout_s=10, what="every run in its fetch")
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
