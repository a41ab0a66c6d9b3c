"""A transaction that enqueues an event and commits late (held open while later ones commit) still
gets its event published: the relay claims unpublished rows, never "ids above the last one seen"."""
from __future__ import annotations

import asyncio
import time

import pytest

from changewire_common.bus import connect_nats, provision
from changewire_common.events import CompanyOnboardRequested
from changewire_common.naming import Naming
from changewire_common.outbox import JetStreamPublisher, Relay, enqueue
from changewire_common.testing import stream_msg_ids, wait_until

pytestmark = pytest.mark.integration


async def test_late_commit_is_published(pool, db_url: str, nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[])
    # a long poll interval: only LISTEN/NOTIFY can wake the relay in time
    relay = Relay(pool, JetStreamPublisher(js, naming), service="test", batch=50, poll_s=60.0, dsn=db_url)
    task = asyncio.create_task(relay.run())
    try:
        await wait_until(lambda: relay._listen_conn is not None, timeout_s=10, what="the relay to LISTEN")
        late = CompanyOnboardRequested(company_id=1, job_id=1)
        async with pool.acquire() as held:
            tx = held.transaction()
            await tx.start()
            await enqueue(held, late)  # takes the lowest outbox_id, invisible until commit
            early = [CompanyOnboardRequested(company_id=100 + i, job_id=i) for i in range(120)]
            for e in early:
                async with pool.acquire() as conn, conn.transaction():
                    await enqueue(conn, e)

            async def early_published() -> bool:
                return await pool.fetchval(
                    "SELECT count(*) FROM outbox WHERE published_at IS NOT NULL") == len(early)

            await wait_until(early_published, timeout_s=20, what="the later transactions' events")
            late_id = await held.fetchval("SELECT outbox_id FROM outbox WHERE msg_id = $1", late.event_id)
            assert late_id < await pool.fetchval("SELECT min(outbox_id) FROM outbox")
            t0 = time.monotonic()
            await tx.commit()

        async def late_published() -> bool:
            return await pool.fetchval(
                "SELECT published_at IS NOT NULL FROM outbox WHERE msg_id = $1", late.event_id) is True

        await wait_until(late_published, timeout_s=10, what="the late transaction's event")
        assert time.monotonic() - t0 < 5.0, "NOTIFY at commit should wake the relay (poll is 60 s)"
        ids = await stream_msg_ids(js, naming.stream("COMPANY"))
        assert sorted(ids) == sorted([late.event_id, *(e.event_id for e in early)])
    finally:
        relay.stop()
        await task
        await nc.close()


async def test_rolled_back_event_is_never_published(pool, db_url: str, nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix + "rb")
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[])
    relay = Relay(pool, JetStreamPublisher(js, naming), service="test", poll_s=0.1)
    try:
        ghost = CompanyOnboardRequested(company_id=2, job_id=2)
        with pytest.raises(RuntimeError):
            async with pool.acquire() as conn, conn.transaction():
                await enqueue(conn, ghost)
                raise RuntimeError("business logic failed after enqueue")
        real = CompanyOnboardRequested(company_id=3, job_id=3)
        async with pool.acquire() as conn, conn.transaction():
            await enqueue(conn, real)
        assert await relay.relay_once() >= 1
        ids = await stream_msg_ids(js, naming.stream("COMPANY"))
        assert ghost.event_id not in ids and real.event_id in ids
    finally:
        await nc.close()
