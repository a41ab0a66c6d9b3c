"""ConsumerRunner keep-alive (real nats-server with JetStream): the server's ack wait is short (bus.server_ack_wait:
at most SERVER_ACK_WAIT_S, or the CHANGEWIRE_NATS_ACK_WAIT_MAX_S cap) so a dead replica's messages come back soon,
and the runner keeps every message it holds alive (in_progress) — waiting for a free handler or in a long handler —
until the spec's hold limit (ConsumerSpec.ack_wait_s) is an ack wait away.

- Replica A holds three messages (one in a handler that works 2.5 times the server's ack wait, two waiting for its
  only slot) beside an idle replica B: each is delivered once, to A (without the keep-alive the server gave all
  three to B as well once the ack wait had passed).
- A handler that hangs gives its message up at the hold limit: delivered again after about the limit, not never.
- Consumer configs: the server's ack wait is min(hold limit, SERVER_ACK_WAIT_S, cap).
"""
from __future__ import annotations

import asyncio
import time

import pytest

from changewire_common.bus import (
    SERVER_ACK_WAIT_S,
    ConsumerRunner,
    ConsumerSpec,
    Delivery,
    connect_nats,
    consumer_config,
    provision,
    server_ack_wait,
)
from changewire_common.events import CompanyOnboardRequested, encode
from changewire_common.naming import Naming
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration

#: the server's ack wait in these tests (the cap a deployment sets with CHANGEWIRE_NATS_ACK_WAIT_MAX_S)
WAIT = 1.0


async def _publish(js, naming: Naming, jobs: range) -> None:  # type: ignore[no-untyped-def]
    for i in jobs:
        e = CompanyOnboardRequested(company_id=i, job_id=i)
        await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id})


def test_server_ack_wait_is_the_hold_limit_capped() -> None:
    spec = ConsumerSpec("x", "COMPANY", ("company.>",), "test", ack_wait_s=300.0)
    short = ConsumerSpec("y", "COMPANY", ("company.>",), "test", ack_wait_s=2.0)
    assert server_ack_wait(spec) == SERVER_ACK_WAIT_S == consumer_config(spec, Naming("")).ack_wait
    assert server_ack_wait(spec, 20.0) == 20.0
    assert server_ack_wait(short) == 2.0 and server_ack_wait(short, 20.0) == 2.0


async def test_long_handler_and_waiting_messages_delivered_once(nats_url: str, nats_prefix: str) -> None:
    spec = ConsumerSpec("test-company-keepalive", "COMPANY", ("company.onboard.requested",), "test",
                        max_deliver=5, ack_wait_s=30.0, nak_backoff_s=(0.1,))
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[spec], ack_wait_max_s=WAIT)
    deliveries: list[tuple[str, int, int]] = []
    done: list[int] = []

    def slow(name: str):  # type: ignore[no-untyped-def]
        async def handle(d: Delivery) -> None:
            if d.event.job_id not in (0, 1, 2):  # type: ignore[attr-defined]
                return  # (another test's message on the shared stream)
            deliveries.append((name, d.event.job_id, d.num_delivered))  # type: ignore[attr-defined]
            await asyncio.sleep(2.5 * WAIT)
            done.append(d.event.job_id)  # type: ignore[attr-defined]
        return handle

    await _publish(js, naming, range(3))
    # replica A: one handler slot, all three messages fetched (one in work, two waiting for the slot) …
    a = ConsumerRunner(nc, None, spec, slow("a"), naming, concurrency=1, batch=3, fetch_timeout_s=0.3,  # type: ignore[arg-type]
                       provision_consumer=False, ack_wait_s=WAIT)
    ta = asyncio.create_task(a.run())
    b = None
    tb = None
    try:
        await wait_until(lambda: len(a._held) == 3, timeout_s=10, what="replica A holding the three messages")
        # … and replica B, idle beside it: a message A held past the server's ack wait would be B's
        b = ConsumerRunner(nc, None, spec, slow("b"), naming, concurrency=4, batch=4, fetch_timeout_s=0.3,  # type: ignore[arg-type]
                           provision_consumer=False, ack_wait_s=WAIT)
        tb = asyncio.create_task(b.run())
        await wait_until(lambda: len(done) >= 3, timeout_s=30, what="the three jobs handled")
        await asyncio.sleep(2 * WAIT)  # a redelivery, had there been one, would have come by now
        assert sorted(deliveries) == [("a", 0, 1), ("a", 1, 1), ("a", 2, 1)], deliveries
        assert a.kept_alive >= 4
    finally:
        for r, t in ((a, ta), (b, tb)):
            if r is not None and t is not None:
                r.stop()
                await asyncio.wait_for(t, 15)
        await nc.close()


async def test_hung_handler_gives_its_message_up_at_the_hold_limit(nats_url: str, nats_prefix: str) -> None:
    limit = 3.0
    spec = ConsumerSpec("test-company-hung", "COMPANY", ("company.onboard.requested",), "test",
                        max_deliver=5, ack_wait_s=limit, nak_backoff_s=(0.1,))
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[spec], ack_wait_max_s=WAIT)
    seen: list[tuple[int, float]] = []
    never = asyncio.Event()

    async def hang_first(d: Delivery) -> None:
        if d.event.job_id != 1000:  # type: ignore[attr-defined]
            return  # (another test's message on the shared stream)
        seen.append((d.num_delivered, time.monotonic()))
        if d.num_delivered == 1:
            await never.wait()

    await _publish(js, naming, range(1000, 1001))
    runner = ConsumerRunner(nc, None, spec, hang_first, naming, concurrency=2, batch=2, fetch_timeout_s=0.3,  # type: ignore[arg-type]
                            provision_consumer=False, ack_wait_s=WAIT)
    task = asyncio.create_task(runner.run())
    try:
        await wait_until(lambda: len(seen) >= 2, timeout_s=15, what="the hung message delivered again")
        (n1, t1), (n2, t2) = seen[:2]
        assert (n1, n2) == (1, 2)
        # kept alive past the server's ack wait, given up near the hold limit
        assert 2 * WAIT <= t2 - t1 <= limit + 2 * WAIT, t2 - t1
    finally:
        runner.stop()
        never.set()
        await asyncio.wait_for(task, 10)
        await nc.close()
