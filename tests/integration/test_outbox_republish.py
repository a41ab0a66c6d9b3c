"""Broker amnesia: the streams are deleted (a broker that lost its store) and re-provisioned, then
`changewire outbox republish --since T` (the real CLI, as a subprocess) restores every event of the
period from Postgres, and the consumers apply each event once.

A purge is not enough to simulate the loss: JetStream remembers purged ids inside the duplicate
window (nats-io/nats-server#6782), so the streams are deleted and recreated.
"""
from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from changewire_common.bus import ConsumerRunner, ConsumerSpec, Delivery, connect_nats, provision
from changewire_common.clock import utcnow
from changewire_common.events import CompanyOnboardRequested, SensorCreated
from changewire_common.inbox import claim
from changewire_common.naming import Naming
from changewire_common.outbox import JetStreamPublisher, Relay, enqueue
from changewire_common.testing import stream_msg_ids, wait_until

pytestmark = pytest.mark.integration

CHANGEWIRE = str(Path(sys.executable).parent / "changewire")
SPEC = ConsumerSpec("test-company-onboard", "COMPANY", ("company.onboard.requested",), "test",
                    max_deliver=5, ack_wait_s=20.0, nak_backoff_s=(0.1,))


def _cli(args: list[str], db_url: str, nats_url: str, prefix: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({"CHANGEWIRE_DATABASE_URL": db_url, "CHANGEWIRE_NATS_URL": nats_url, "CHANGEWIRE_NATS_PREFIX": prefix})
    return subprocess.run([CHANGEWIRE, *args], env=env, capture_output=True, text=True, timeout=60)


async def test_republish_after_broker_amnesia(pool, db_url: str, nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[SPEC])
    await pool.execute("CREATE TABLE applied (msg_id text PRIMARY KEY, n integer NOT NULL)")
    since = utcnow() - timedelta(seconds=1)
    companies = [CompanyOnboardRequested(company_id=i, job_id=i) for i in range(150)]
    sensors = [SensorCreated(sensor_id=i, company_id=i, surface="careers", url=f"https://x.test/{i}") for i in range(50)]
    for i in range(0, len(companies), 10):
        async with pool.acquire() as conn, conn.transaction():
            for e in companies[i:i + 10]:
                await enqueue(conn, e)
    async with pool.acquire() as conn, conn.transaction():
        for s in sensors:
            await enqueue(conn, s)
    relay = Relay(pool, JetStreamPublisher(js, naming), service="test")
    while await relay.relay_once():
        pass
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL") == 0

    deliveries = 0
    skipped = 0

    async def handler(d: Delivery) -> None:
        nonlocal deliveries, skipped
        deliveries += 1
        async with pool.acquire() as conn, conn.transaction():
            if await claim(conn, SPEC.durable, d.msg_id):
                await conn.execute("INSERT INTO applied VALUES ($1, 1) "
                                   "ON CONFLICT (msg_id) DO UPDATE SET n = applied.n + 1", d.msg_id)
            else:
                skipped += 1

    runner = ConsumerRunner(nc, pool, SPEC, handler, naming, fetch_timeout_s=0.5, liveness_every=2)
    rt = asyncio.create_task(runner.run())
    try:
        await wait_until(lambda: deliveries == len(companies), timeout_s=30, what="the first deliveries")

        # the broker loses its store; provisioning (as at any service start) recreates empty streams
        for name in ("COMPANY", "SENSOR"):
            await js.delete_stream(naming.stream(name))
        await provision(js, naming, consumers=[SPEC])
        assert (await js.stream_info(naming.stream("COMPANY"))).state.messages == 0

        # one subject family first
        res = _cli(["outbox", "republish", "--since", since.isoformat(), "--subject", "company.onboard.requested"],
                   db_url, nats_url, nats_prefix)
        assert res.returncode == 0, res.stderr
        assert f"republished {len(companies)} event(s)" in res.stdout
        assert sorted(await stream_msg_ids(js, naming.stream("COMPANY"))) == sorted(e.event_id for e in companies)
        assert (await js.stream_info(naming.stream("SENSOR"))).state.messages == 0

        # then everything since a relative age; the company events again are broker duplicates
        res = _cli(["outbox", "republish", "--since", "10m"], db_url, nats_url, nats_prefix)
        assert res.returncode == 0, res.stderr
        assert f"republished {len(companies) + len(sensors)} event(s)" in res.stdout
        assert len(await stream_msg_ids(js, naming.stream("COMPANY"))) == len(companies)
        assert sorted(await stream_msg_ids(js, naming.stream("SENSOR"))) == sorted(e.event_id for e in sensors)

        # the consumer receives every event again and applies none of them twice
        await wait_until(lambda: skipped == len(companies), timeout_s=30, what="the re-delivered events")
        assert deliveries == 2 * len(companies)
        assert await pool.fetchval("SELECT count(*) FROM applied") == len(companies)
        assert await pool.fetchval("SELECT count(*) FROM applied WHERE n <> 1") == 0
    finally:
        runner.stop()
        await rt
        await nc.close()


def test_republish_rejects_a_bad_time(db_url: str, nats_url: str, nats_prefix: str) -> None:
    res = _cli(["outbox", "republish", "--since", "last tuesday"], db_url, nats_url, nats_prefix)
    assert res.returncode == 2
    assert "last tuesday" in res.stderr


def test_republish_reports_an_unreachable_broker(db_url: str, nats_prefix: str) -> None:
    from changewire_common.embedded import free_port

    res = _cli(["outbox", "republish", "--since", "1h"], db_url, f"nats://127.0.0.1:{free_port()}", nats_prefix)
    assert res.returncode == 1
    assert "NATS unreachable" in res.stderr
    assert "Traceback" not in res.stderr
