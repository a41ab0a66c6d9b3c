"""Smoke: migrations apply on the embedded server and the backbone round-trips one event."""
from __future__ import annotations

import asyncio

import pytest

from changewire_common.bus import Delivery, connect_nats, provision, CONSUMERS, ConsumerRunner
from changewire_common.events import SensorDue
from changewire_common.naming import Naming
from changewire_common.outbox import JetStreamPublisher, Relay, enqueue
from changewire_common.clock import utcnow

pytestmark = pytest.mark.integration


async def test_event_round_trip(pool, nats_url, nats_prefix):
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming)
    async with pool.acquire() as conn, conn.transaction():
        await enqueue(conn, SensorDue(sensor_id=1, run_seq=1, lease_until=utcnow()))
    relay = Relay(pool, JetStreamPublisher(js, naming), service="test")
    assert await relay.relay_once() == 1
    got: list[Delivery] = []
    done = asyncio.Event()

    async def handler(d: Delivery):
        got.append(d)
        done.set()

    r = ConsumerRunner(nc, pool, CONSUMERS["fetcher-sensor-due"], handler, naming)
    t = asyncio.create_task(r.run())
    await asyncio.wait_for(done.wait(), 10)
    r.stop()
    await t
    assert got[0].event.sensor_id == 1
    await nc.close()
