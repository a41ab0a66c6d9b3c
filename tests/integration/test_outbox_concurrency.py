"""10,000 events enqueued by concurrent writers while two relays run: the stream holds each exactly
once (the broker's dedupe, asserted on the stream itself) and an idempotent consumer applies each once."""
from __future__ import annotations

import asyncio
import random

import pytest

from changewire_common.bus import ConsumerRunner, ConsumerSpec, Delivery, connect_nats, provision
from changewire_common.db import create_pool
from changewire_common.errors import TransientError
from changewire_common.events import CompanyOnboardRequested
from changewire_common.inbox import claim
from changewire_common.naming import Naming
from changewire_common.outbox import JetStreamPublisher, Relay, enqueue, enqueue_many
from changewire_common.testing import stream_msg_ids, wait_until

pytestmark = pytest.mark.integration

N_EVENTS = 10_000
N_WRITERS = 8
SPEC = ConsumerSpec("test-company-onboard", "COMPANY", ("company.onboard.requested",), "test",
                    max_deliver=5, ack_wait_s=20.0, nak_backoff_s=(0.05,))


async def test_ten_thousand_events_two_relays_each_once(db_url: str, nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix)
    ncs = [await connect_nats(nats_url, attempts=3) for _ in range(3)]
    js = ncs[0].jetstream()
    await provision(js, naming, consumers=[SPEC])
    writers_pool = await create_pool(db_url, max_size=N_WRITERS)
    relay_pools = [await create_pool(db_url, max_size=3) for _ in range(2)]
    relays = [
        Relay(p, JetStreamPublisher(nc.jetstream(), naming), service="test", batch=250, poll_s=0.2, dsn=db_url)
        for p, nc in zip(relay_pools, ncs[1:], strict=True)
    ]
    relay_tasks = [asyncio.create_task(r.run()) for r in relays]
    try:
        # writers commit transactions of 1..40 events concurrently with the relays
        sent: list[str] = []

        async def writer(w: int) -> None:
            rnd = random.Random(w)
            per = N_EVENTS // N_WRITERS
            i = 0
            while i < per:
                k = min(rnd.randint(1, 40), per - i)
                events = [CompanyOnboardRequested(company_id=w * 100_000 + i + j, job_id=i + j) for j in range(k)]
                async with writers_pool.acquire() as conn, conn.transaction():
                    if k == 1:
                        await enqueue(conn, events[0])
                    else:
                        await enqueue_many(conn, events)
                sent.extend(e.event_id for e in events)
                i += k

        await asyncio.gather(*(writer(w) for w in range(N_WRITERS)))
        assert len(sent) == N_EVENTS == len(set(sent))

        async def drained() -> bool:
            return await writers_pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL") == 0

        await wait_until(drained, timeout_s=60, what="the outbox backlog to drain")
        # publish 300 of them a second time (a relay that died before marking): the broker drops them
        await writers_pool.execute(
            "UPDATE outbox SET published_at = NULL WHERE outbox_id IN "
            "(SELECT outbox_id FROM outbox ORDER BY random() LIMIT 300)")
        await wait_until(drained, timeout_s=30, what="the re-published rows to drain")
        assert all(r.published_total > 0 for r in relays), "both relays should have taken batches"
        assert sum(r.published_total for r in relays) == N_EVENTS + 300
        assert sum(r.publisher.duplicates for r in relays) == 300  # type: ignore[attr-defined]

        # the stream itself: exactly N messages, N distinct ids, exactly the ids we enqueued
        stream = naming.stream("COMPANY")
        info = await js.stream_info(stream)
        assert info.state.messages == N_EVENTS
        ids = await stream_msg_ids(js, stream)
        assert len(ids) == N_EVENTS
        assert set(ids) == set(sent)

        # an idempotent consumer: every 97th message's first delivery commits, then "loses" its ack
        await writers_pool.execute("CREATE TABLE applied (msg_id text PRIMARY KEY, n integer NOT NULL)")
        deliveries = 0
        skipped = 0

        async def handler(d: Delivery) -> None:
            nonlocal deliveries, skipped
            deliveries += 1
            async with writers_pool.acquire() as conn, conn.transaction():
                if await claim(conn, SPEC.durable, d.msg_id):
                    await conn.execute(
                        "INSERT INTO applied VALUES ($1, 1) ON CONFLICT (msg_id) DO UPDATE SET n = applied.n + 1",
                        d.msg_id)
                else:
                    skipped += 1
            if d.stream_seq % 97 == 0 and d.num_delivered == 1:
                raise TransientError("ack lost after commit")

        runner = ConsumerRunner(ncs[0], writers_pool, SPEC, handler, naming, concurrency=8, batch=64,
                                fetch_timeout_s=0.5)
        rt = asyncio.create_task(runner.run())

        async def applied_all() -> bool:
            return int(await writers_pool.fetchval("SELECT count(*) FROM applied")) == N_EVENTS

        await wait_until(applied_all, timeout_s=90, what="the consumer to apply every event")
        await wait_until(lambda: skipped == N_EVENTS // 97, timeout_s=20, what="the redelivered duplicates")
        runner.stop()
        await rt
        assert await writers_pool.fetchval("SELECT count(*) FROM applied WHERE n <> 1") == 0
        assert await writers_pool.fetchval(
            "SELECT count(*) FROM processed_messages WHERE consumer = $1", SPEC.durable) == N_EVENTS
        assert deliveries == N_EVENTS + N_EVENTS // 97
        info = await js.consumer_info(stream, naming.durable(SPEC.durable))
        assert info.num_pending == 0 and info.num_ack_pending == 0
    finally:
        for r in relays:
            r.stop()
        await asyncio.gather(*relay_tasks, return_exceptions=True)
        for nc in ncs:
            await nc.close()
        for p in (writers_pool, *relay_pools):
            await p.close()
