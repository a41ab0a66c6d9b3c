"""ConsumerRunner drain: after stop() nothing more is fetched, in-flight handlers finish and settle;
a handler still running after the drain timeout is cancelled unsettled and redelivered later, and
messages fetched but never started are handed back at once."""
from __future__ import annotations

import asyncio
import time

import pytest

from changewire_common.bus import ConsumerRunner, ConsumerSpec, Delivery, connect_nats, provision
from changewire_common.events import CompanyOnboardRequested, encode
from changewire_common.naming import Naming
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration

SPEC = ConsumerSpec("test-company-drain", "COMPANY", ("company.onboard.requested",), "test",
                    max_deliver=5, ack_wait_s=2.0, nak_backoff_s=(0.1,))


async def test_drain_finishes_cancels_and_hands_back(nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[SPEC])
    started: list[int] = []
    finished: list[int] = []

    async def slow(d: Delivery) -> None:
        job = d.event.job_id  # type: ignore[attr-defined]
        started.append(job)
        await asyncio.sleep(60 if job == 0 else 0.5)
        finished.append(job)

    # one slot: job 0 hangs, job 1 finishes within the drain, jobs 2.. wait in the local buffer
    for i in range(6):
        e = CompanyOnboardRequested(company_id=i, job_id=i)
        await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id})
    runner = ConsumerRunner(nc, None, SPEC, slow, naming, concurrency=2, batch=6, fetch_timeout_s=0.3,  # type: ignore[arg-type]
                            drain_timeout_s=1.5)
    task = asyncio.create_task(runner.run())
    try:
        await wait_until(lambda: set(started) == {0, 1}, timeout_s=10, what="two handlers running")
        t0 = time.monotonic()
        runner.stop()
        await asyncio.wait_for(task, 10)
        assert time.monotonic() - t0 < 4.0, "the drain timeout bounds the stop"
        assert finished == [1] and 0 not in finished
        assert set(started) == {0, 1}, "nothing new starts after stop()"

        # a second runner: the buffered ones come at once (handed back), the cancelled one after ack_wait
        got: list[tuple[int, int]] = []

        async def record(d: Delivery) -> None:
            got.append((d.event.job_id, d.num_delivered))  # type: ignore[attr-defined]

        second = ConsumerRunner(nc, None, SPEC, record, naming, fetch_timeout_s=0.3)  # type: ignore[arg-type]
        t2 = asyncio.create_task(second.run())
        await wait_until(lambda: {j for j, _ in got} == {0, 2, 3, 4, 5}, timeout_s=15,
                         what="the unfinished messages redelivered")
        assert dict(got)[0] == 2  # cancelled mid-handler: redelivered after ack_wait
        assert 1 not in {j for j, _ in got}
        second.stop()
        await t2
    finally:
        if not task.done():
            task.cancel()
        await nc.close()


async def test_in_progress_keeps_long_work_from_being_redelivered(nats_url: str, nats_prefix: str) -> None:
    spec = ConsumerSpec("test-company-long", "COMPANY", ("company.onboard.requested",), "test",
                        max_deliver=5, ack_wait_s=1.0, nak_backoff_s=(0.1,))
    naming = Naming(nats_prefix + "long")
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[spec])
    deliveries: list[tuple[int, int]] = []

    async def long_work(d: Delivery) -> None:
        deliveries.append((d.event.job_id, d.num_delivered))  # type: ignore[attr-defined]
        for _ in range(8):  # 2.4 s of work, more than twice ack_wait
            await asyncio.sleep(0.3)
            if d.event.job_id == 1:  # type: ignore[attr-defined]
                await d.in_progress()

    for i in (1, 2):
        e = CompanyOnboardRequested(company_id=i, job_id=i)
        await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id})
    runner = ConsumerRunner(nc, None, spec, long_work, naming, concurrency=4, fetch_timeout_s=0.3)  # type: ignore[arg-type]
    task = asyncio.create_task(runner.run())
    try:
        await asyncio.sleep(3.0)
        # job 1 told the server it was alive: one delivery; job 2 did not: redelivered meanwhile
        assert [n for j, n in deliveries if j == 1] == [1]
        assert max(n for j, n in deliveries if j == 2) >= 2
    finally:
        runner.stop()
        await asyncio.wait_for(task, 15)
        await nc.close()
