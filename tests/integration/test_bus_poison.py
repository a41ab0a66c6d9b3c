"""Poison messages are dead-lettered (a `dead_letters` row with subject, payload, error, deliveries)
and terminated while the consumer keeps processing the rest: at once for payloads that do not decode
and for Term / PoisonMessage, after `max_deliver` for a handler that always fails."""
from __future__ import annotations

import asyncio

import msgspec
import pytest

from changewire_common.bus import ConsumerRunner, ConsumerSpec, Delivery, Nak, Term, connect_nats, provision
from changewire_common.errors import PoisonMessage, TransientError
from changewire_common.events import CompanyOnboardRequested, encode
from changewire_common.naming import Naming
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration

SPEC = ConsumerSpec("test-company", "COMPANY", ("company.>",), "test",
                    max_deliver=3, ack_wait_s=10.0, nak_backoff_s=(0.05, 0.1))

# what the handler does, by job_id
ALWAYS_RAISES, TERMINATES, ALWAYS_NAKS, RAISES_POISON, TRANSIENT_ONCE, BAD_RETURN = 9001, 9002, 9003, 9004, 9005, 9006


async def test_poison_messages_are_dead_lettered_and_the_rest_flows(pool, nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[SPEC])
    handled: list[int] = []
    calls: dict[int, int] = {}

    async def handler(d: Delivery) -> Nak | Term | None:
        job = d.event.job_id  # type: ignore[attr-defined]
        calls[job] = calls.get(job, 0) + 1
        if job == ALWAYS_RAISES:
            raise RuntimeError("boom")
        if job == TERMINATES:
            return Term("unsupported company")
        if job == ALWAYS_NAKS:
            return Nak(0.05)
        if job == RAISES_POISON:
            raise PoisonMessage("company_id out of range")
        if job == BAD_RETURN:
            return "done"  # type: ignore[return-value]
        if job == TRANSIENT_ONCE and d.num_delivered == 1:
            raise TransientError("database busy", retry_after_s=0.1)
        handled.append(job)
        return None

    runner = ConsumerRunner(nc, pool, SPEC, handler, naming, concurrency=4, batch=8, fetch_timeout_s=0.3)
    task = asyncio.create_task(runner.run())

    async def publish(subject: str, data: bytes, msg_id: str | None) -> None:
        await js.publish(naming.subject(subject), data, headers={"Nats-Msg-Id": msg_id} if msg_id else None)

    try:
        good = [CompanyOnboardRequested(company_id=i, job_id=i) for i in range(20)]
        bad = {job: CompanyOnboardRequested(company_id=1, job_id=job)
               for job in (ALWAYS_RAISES, TERMINATES, ALWAYS_NAKS, RAISES_POISON, TRANSIENT_ONCE, BAD_RETURN)}
        await publish("company.onboard.requested", b'{"company_id": 1, "job_id": ', "bad-json")
        await publish("company.onboard.requested", b'{"company_id": "one", "job_id": 2}', "bad-schema")
        await publish("company.onboard.requested", b"\xff\xfe not json", None)
        await publish("company.renamed", b"{}", "unknown-subject")
        for e in [*good[:10], *bad.values(), *good[10:]]:
            await publish(e.subject(), encode(e), e.event_id)

        async def settled() -> bool:
            n = await pool.fetchval("SELECT count(*) FROM dead_letters WHERE consumer = $1", SPEC.durable)
            return n == 9 and len(handled) == 21

        await wait_until(settled, timeout_s=30, what="9 dead letters and 21 handled messages")
        rows = {r["msg_id"]: r for r in await pool.fetch(
            "SELECT * FROM dead_letters WHERE consumer = $1", SPEC.durable)}

        # undecodable: dead-lettered on the first delivery, the handler never called
        for mid in ("bad-json", "bad-schema"):
            assert rows[mid]["deliveries"] == 1
            assert rows[mid]["subject"] == "company.onboard.requested"
            assert "cannot decode CompanyOnboardRequested" in rows[mid]["error"]
        assert bytes(rows["bad-json"]["payload"]) == b'{"company_id": 1, "job_id": '
        assert rows[None]["deliveries"] == 1 and bytes(rows[None]["payload"]).startswith(b"\xff\xfe")
        assert "no event type" in rows["unknown-subject"]["error"]
        assert rows["unknown-subject"]["subject"] == "company.renamed"
        assert rows["bad-json"]["stream"] == naming.stream("COMPANY") and rows["bad-json"]["stream_seq"] >= 1

        # a handler that always raises: after max_deliver deliveries, with the error
        r = rows[bad[ALWAYS_RAISES].event_id]
        assert r["deliveries"] == SPEC.max_deliver == calls[ALWAYS_RAISES]
        assert r["error"] == "RuntimeError: boom"
        assert msgspec.json.decode(bytes(r["payload"]))["job_id"] == ALWAYS_RAISES
        r = rows[bad[ALWAYS_NAKS].event_id]
        assert r["deliveries"] == SPEC.max_deliver == calls[ALWAYS_NAKS] and "nak" in r["error"]
        # a handler returning something that is not a disposition is a bug: retried, then dead-lettered
        r = rows[bad[BAD_RETURN].event_id]
        assert r["deliveries"] == SPEC.max_deliver and "handler returned 'done'" in r["error"]
        # Term and PoisonMessage from the handler: at once
        assert rows[bad[TERMINATES].event_id]["deliveries"] == 1
        assert rows[bad[TERMINATES].event_id]["error"] == "unsupported company"
        assert rows[bad[RAISES_POISON].event_id]["deliveries"] == 1
        assert calls[TERMINATES] == calls[RAISES_POISON] == 1
        # a transient failure is retried, not dead-lettered
        assert calls[TRANSIENT_ONCE] == 2 and bad[TRANSIENT_ONCE].event_id not in rows
        assert sorted(handled) == sorted([*range(20), TRANSIENT_ONCE])

        # nothing is left pending or unacknowledged, and the consumer still takes new work
        info = await js.consumer_info(naming.stream("COMPANY"), naming.durable(SPEC.durable))
        assert info.num_pending == 0
        await wait_until(lambda: _ack_pending_zero(js, naming), timeout_s=10, what="no ack-pending messages")
        late = CompanyOnboardRequested(company_id=77, job_id=77)
        await publish(late.subject(), encode(late), late.event_id)
        await wait_until(lambda: 77 in handled, timeout_s=10, what="a message after the poison ones")
        assert runner.attached
    finally:
        runner.stop()
        await task
        await nc.close()


async def _ack_pending_zero(js, naming: Naming) -> bool:  # type: ignore[no-untyped-def]
    info = await js.consumer_info(naming.stream("COMPANY"), naming.durable(SPEC.durable))
    return info.num_ack_pending == 0


async def test_a_poison_message_without_msg_id_is_recorded_once_across_redeliveries(pool, nats_url: str,
                                                                                    nats_prefix: str) -> None:
    """A crash between the dead_letters insert and the term redelivers the message: the second record
    attempt (same stream position, same payload) updates the first instead of adding a row. A recreated
    stream reuses sequence numbers: a different payload at the same position is another record."""
    naming = Naming(nats_prefix + "dl")
    spec = ConsumerSpec("test-dl-once", "COMPANY", ("company.>",), "test", max_deliver=3, ack_wait_s=1.0)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    runner = ConsumerRunner(nc, pool, spec, lambda d: None, naming)  # type: ignore[arg-type,return-value]

    async def deliveries(data: bytes, n: int) -> list[object]:
        """Publish `data` (no Nats-Msg-Id) and take `n` real deliveries of it (each after the last one's
        ack wait ran out unsettled: what a process that died mid-way leaves behind)."""
        await provision(js, naming, consumers=[spec])
        await js.publish(naming.subject("company.onboard.requested"), data)
        sub = await js.pull_subscribe_bind(naming.durable(spec.durable), naming.stream("COMPANY"))
        got = []
        for _ in range(n):
            (msg,) = await sub.fetch(1, timeout=10)
            got.append(msg)
        await sub.unsubscribe()
        return got

    try:
        first, again = await deliveries(b"\xff garbage", 2)
        assert first.metadata.sequence.stream == again.metadata.sequence.stream  # type: ignore[attr-defined]
        for msg, n in ((first, 1), (again, 2)):
            assert await runner._dead_letter(msg, "company.onboard.requested", None, "cannot decode", n) == "dead_letter"
        await js.delete_stream(naming.stream("COMPANY"))  # recreated below: sequence numbers start over
        (other,) = await deliveries(b"\xff other payload", 1)
        await runner._dead_letter(other, "company.onboard.requested", None, "cannot decode", 1)
        rows = await pool.fetch("SELECT stream_seq, payload, deliveries FROM dead_letters WHERE consumer = $1 "
                                "ORDER BY payload", spec.durable)
        assert [(bytes(r["payload"]), r["deliveries"]) for r in rows] == [(b"\xff garbage", 2), (b"\xff other payload", 1)]
        assert rows[0]["stream_seq"] == rows[1]["stream_seq"] == 1
    finally:
        await nc.close()
