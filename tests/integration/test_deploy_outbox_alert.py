"""The input of the ChangewireOutboxStuck alert stays current while NATS is down: a relay whose
publishes all fail keeps reporting the backlog (new rows included) and the age of the oldest
unpublished row through repeated failures (real Postgres; the broker outage is a publisher that
refuses everything, with the relay's default polling)."""
from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Sequence

import asyncpg
import pytest

from changewire_common.metrics import service_metrics
from changewire_common.outbox import OutboxRow, Publisher, Relay

pytestmark = pytest.mark.integration


class BrokerDown(Publisher):
    def __init__(self) -> None:
        self.calls = 0

    async def publish_batch(self, rows: Sequence[OutboxRow]) -> tuple[list[int], list[tuple[int, str]]]:
        self.calls += 1
        return [], [(r.outbox_id, "ConnectionClosedError: nats: connection closed") for r in rows]


async def _add_rows(pool: asyncpg.Pool, n: int) -> None:
    await pool.executemany(
        "INSERT INTO outbox (msg_id, subject, payload, created_at) VALUES ($1, 'sensor.due', '\\x7b7d', "
        "now() - interval '10 minutes')",
        [(str(uuid.uuid4()),) for _ in range(n)],
    )


async def _until(cond, timeout_s: float) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if cond():
            return True
        await asyncio.sleep(0.05)
    return bool(cond())


async def test_outbox_gauges_stay_current_while_publishing_fails(fresh_db_url: str) -> None:
    from changewire_common.db import create_pool

    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    service = f"deploytest{uuid.uuid4().hex[:6]}"
    metrics = service_metrics(service)
    backlog = metrics.outbox_backlog._value  # noqa: SLF001 - reading the gauges Prometheus would scrape
    age = metrics.outbox_oldest_age._value  # noqa: SLF001
    publisher = BrokerDown()
    relay = Relay(pool, publisher, service=service)  # default poll_s, as in production
    try:
        await _add_rows(pool, 3)
        task = asyncio.create_task(relay.run())
        try:
            assert await _until(lambda: backlog.get() == 3, 10), "backlog gauge never reported the 3 rows"
            # several failed publish cycles later, new events still show up in the gauge
            assert await _until(lambda: publisher.calls >= 3, 15), f"only {publisher.calls} publish attempts"
            await _add_rows(pool, 2)
            assert await _until(lambda: backlog.get() == 5, 10), f"backlog gauge stuck at {backlog.get()}"
        finally:
            relay.stop()
            await asyncio.wait_for(task, 15)
        assert age.get() >= 600, "the oldest row is 10 minutes old: the alert (> 300 s) must see it"
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL") == 5
    finally:
        await pool.close()
