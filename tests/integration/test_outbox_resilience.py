"""The relay survives a nats-server restart mid-batch and Postgres dropping its connections
(pg_terminate_backend); the backlog drains afterwards and the stream holds every event exactly once."""
from __future__ import annotations

import asyncio
import time
from pathlib import Path

import asyncpg
import pytest

from changewire_common.bus import connect_nats, provision
from changewire_common.db import create_pool
from changewire_common.embedded import EmbeddedNats
from changewire_common.events import CompanyOnboardRequested, encode
from changewire_common.naming import Naming
from changewire_common.outbox import JetStreamPublisher, Relay
from changewire_common.testing import new_prefix, stream_msg_ids, wait_until

pytestmark = pytest.mark.integration

N = 12_000


async def _fill(pool: asyncpg.Pool, n: int) -> list[str]:
    events = [CompanyOnboardRequested(company_id=i, job_id=i) for i in range(n)]
    rows = [(e.event_id, e.subject(), encode(e)) for e in events]
    async with pool.acquire() as conn, conn.transaction():
        await conn.executemany("INSERT INTO outbox (msg_id, subject, payload) VALUES ($1, $2, $3)", rows)
    return [e.event_id for e in events]


async def _published(db: asyncpg.Pool | asyncpg.Connection) -> int:
    return int(await db.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NOT NULL"))


async def test_relay_survives_nats_restart_mid_batch(fresh_db_url: str, tmp_path: Path) -> None:
    ns = EmbeddedNats(tmp_path / "nats")
    url = ns.start()
    naming = Naming("")
    pool = await create_pool(fresh_db_url, max_size=4)
    nc = await connect_nats(url, attempts=3)
    admin = await connect_nats(url, attempts=3)
    relay = Relay(pool, JetStreamPublisher(nc.jetstream(), naming, ack_timeout_s=2.0), service="test",
                  batch=500, poll_s=0.2, claim_ttl_s=3.0, dsn=fresh_db_url)
    task = None
    try:
        await provision(admin.jetstream(), naming, consumers=[])
        ids = await _fill(pool, N)
        task = asyncio.create_task(relay.run())
        await wait_until(lambda: relay.published_total >= 2000, timeout_s=30, what="the relay to get going")
        # SIGKILL while batches are in flight, then the same server (port, store dir) comes back
        assert ns.proc is not None
        ns.proc.kill()
        ns.proc.wait()
        at_kill = await _published(pool)
        assert at_kill < N, "the backlog should still be draining when the server dies"
        await asyncio.sleep(1.5)
        ns.start()

        async def all_published() -> bool:
            return await _published(pool) == N

        await wait_until(all_published, timeout_s=60, what="the backlog to drain after the restart")
        js = admin.jetstream()
        await wait_until(lambda: admin.is_connected, timeout_s=20, what="the admin client to reconnect")
        info = await js.stream_info("COMPANY")
        assert info.state.messages == N
        got = await stream_msg_ids(js, "COMPANY")
        assert len(got) == N and set(got) == set(ids)
    finally:
        relay.stop()
        if task is not None:
            await asyncio.wait_for(task, 30)
        await nc.close()
        await admin.close()
        await pool.close()
        ns.stop()


async def test_relay_survives_dropped_postgres_connections(
    fresh_db_url: str, nats_url: str
) -> None:
    naming = Naming(new_prefix())  # its own streams per run (one per event loop)
    pool = await create_pool(fresh_db_url, max_size=4)
    killer = await asyncpg.connect(fresh_db_url)
    nc = await connect_nats(nats_url, attempts=3)
    relay = Relay(pool, JetStreamPublisher(nc.jetstream(), naming), service="test",
                  batch=200, poll_s=0.2, claim_ttl_s=2.0, dsn=fresh_db_url)
    task = None
    try:
        await provision(nc.jetstream(), naming, consumers=[])
        ids = await _fill(pool, N)
        task = asyncio.create_task(relay.run())
        kills = 0
        for _ in range(3):
            await wait_until(lambda: relay.published_total >= (kills + 1) * 1500, timeout_s=30,
                             what="the relay to make progress between connection drops")
            # (a fast relay may pass the mark while still reconnecting after the last drop: cut its
            # connections as they come back until two of them were cut this round — a backend listed while
            # it was still exiting from the last drop is not one)
            dropped: set[int] = set()

            async def cut() -> bool:
                rows = await killer.fetch(
                    "SELECT pid, pg_terminate_backend(pid) AS cut FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()")
                dropped.update(r["pid"] for r in rows if r["cut"])
                return len(dropped) >= 2

            await wait_until(cut, timeout_s=30, what="two of the relay's connections (pool, LISTEN) to be cut")
            kills += 1
        # observe through the killer's connection: the pool's own connections were just cut
        assert await _published(killer) < N

        async def all_published() -> bool:
            return await _published(killer) == N

        await wait_until(all_published, timeout_s=60, what="the backlog to drain after the drops")
        js = nc.jetstream()
        info = await js.stream_info(naming.stream("COMPANY"))
        assert info.state.messages == N
        got = await stream_msg_ids(js, naming.stream("COMPANY"))
        assert len(got) == N and set(got) == set(ids)
        # the LISTEN connection came back too: a fresh insert is published without waiting for a poll
        await wait_until(lambda: relay._listen_conn is not None and not relay._listen_conn.is_closed(),
                         timeout_s=10, what="the relay to LISTEN again")
    finally:
        relay.stop()
        if task is not None:
            await asyncio.wait_for(task, 30)
        await nc.close()
        await killer.close()
        await pool.close()


async def test_unpublishable_row_backs_off_without_blocking_others(
    fresh_db_url: str, nats_url: str
) -> None:
    """A row whose subject no stream carries (a bug elsewhere) is retried less and less often, with
    its error recorded, while every other event keeps flowing."""
    naming = Naming(new_prefix())
    pool = await create_pool(fresh_db_url, max_size=4)
    nc = await connect_nats(nats_url, attempts=3)
    relay = Relay(pool, JetStreamPublisher(nc.jetstream(), naming, ack_timeout_s=2.0), service="test",
                  batch=50, poll_s=0.1, dsn=fresh_db_url)
    task = None
    try:
        await provision(nc.jetstream(), naming, consumers=[])
        await pool.execute("INSERT INTO outbox (msg_id, subject, payload) VALUES ('orphan', 'nowhere.thing', '{}')")
        t0 = time.monotonic()
        task = asyncio.create_task(relay.run())
        ids: list[str] = []
        for round_ in range(3):
            ids += await _fill(pool, 20)

            async def round_published() -> bool:
                return await _published(pool) == len(ids)

            await wait_until(round_published, timeout_s=15, what=f"round {round_} published past the orphan")
            await asyncio.sleep(0.5)
        row = await pool.fetchrow("SELECT attempts, last_error, published_at, claimed_until > now() AS held "
                                  "FROM outbox WHERE msg_id = 'orphan'")
        elapsed = time.monotonic() - t0
        assert row["published_at"] is None and "NoStreamResponseError" in row["last_error"]
        k = row["attempts"]
        # retried, but backing off 1 s, 2 s, 3 s …: the k-th attempt comes after k(k-1)/2 s (polling is 0.1 s)
        assert k >= 2 and k * (k - 1) / 2 <= elapsed + 1, (k, elapsed)
        got = await stream_msg_ids(nc.jetstream(), naming.stream("COMPANY"))
        assert sorted(got) == sorted(ids)
    finally:
        relay.stop()
        if task is not None:
            await asyncio.wait_for(task, 30)
        await nc.close()
        await pool.close()
