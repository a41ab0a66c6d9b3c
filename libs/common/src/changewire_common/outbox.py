"""The transactional outbox: `enqueue` inside the caller's transaction, and the relay that publishes.

The relay claims unpublished rows in batches (`FOR UPDATE SKIP LOCKED` on a claim column, never
"ids above the last seen" — that skips rows whose transactions commit late), publishes them with
`Nats-Msg-Id` = the row's msg_id and pipelined acks, then marks them published. No transaction is
held across network I/O: a relay that dies between publish and mark leaves rows whose claim
expires; the next publish of them is a duplicate the broker drops inside its duplicate window.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import asyncpg

from .events import Event, encode
from .metrics import service_metrics
from .naming import Naming

logger = logging.getLogger(__name__)

NOTIFY_CHANNEL = "changewire_outbox"


async def enqueue(conn: asyncpg.Connection, event: Event, *, headers: dict[str, str] | None = None) -> None:
    """Insert `event` into the outbox. Must run inside the caller's transaction."""
    await conn.execute(
        "INSERT INTO outbox (msg_id, subject, payload, headers) VALUES ($1, $2, $3, $4)",
        event.event_id, event.subject(), encode(event), headers,
    )


async def enqueue_many(conn: asyncpg.Connection, events: Iterable[Event]) -> int:
    """Insert several events in one round trip (inside the caller's transaction)."""
    rows = [(e.event_id, e.subject(), encode(e)) for e in events]
    if rows:
        await conn.executemany("INSERT INTO outbox (msg_id, subject, payload) VALUES ($1, $2, $3)", rows)
    return len(rows)


@dataclass
class OutboxRow:
    outbox_id: int
    msg_id: str
    subject: str
    payload: bytes
    headers: dict[str, str] | None


class Publisher:
    """What the relay needs from the bus: publish a batch, return the ids whose acks arrived."""

    async def publish_batch(self, rows: Sequence[OutboxRow]) -> tuple[list[int], list[tuple[int, str]]]:
        raise NotImplementedError


class JetStreamPublisher(Publisher):
    """Pipelined JetStream publish: send the whole batch, then await every ack."""

    def __init__(self, js: Any, naming: Naming, *, ack_timeout_s: float = 10.0) -> None:
        self.js = js
        self.naming = naming
        self.ack_timeout_s = ack_timeout_s

    async def publish_batch(self, rows: Sequence[OutboxRow]) -> tuple[list[int], list[tuple[int, str]]]:
        async def one(row: OutboxRow) -> Any:
            hdrs = {"Nats-Msg-Id": row.msg_id}
            if row.headers:
                hdrs.update(row.headers)
            return await self.js.publish(
                self.naming.subject(row.subject), row.payload, headers=hdrs, timeout=self.ack_timeout_s
            )

        results = await asyncio.gather(*(one(r) for r in rows), return_exceptions=True)
        ok: list[int] = []
        failed: list[tuple[int, str]] = []
        for row, res in zip(rows, results, strict=True):
            if isinstance(res, BaseException):
                failed.append((row.outbox_id, f"{type(res).__name__}: {res}"[:500]))
            else:
                ok.append(row.outbox_id)
        return ok, failed


_CLAIM = """
UPDATE outbox o SET claimed_until = now() + make_interval(secs => $2), attempts = o.attempts + 1
FROM (
    SELECT outbox_id FROM outbox
    WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
    ORDER BY outbox_id
    LIMIT $1
    FOR UPDATE SKIP LOCKED
) c
WHERE o.outbox_id = c.outbox_id
RETURNING o.outbox_id, o.msg_id, o.subject, o.payload, o.headers
"""


class Relay:
    """Publishes outbox rows. One per service process; several relays share the table safely."""

    def __init__(
        self,
        pool: asyncpg.Pool,
        publisher: Publisher,
        *,
        service: str = "common",
        batch: int = 500,
        poll_s: float = 1.0,
        claim_ttl_s: float = 30.0,
        retention_days: float = 7.0,
        prune_every_s: float = 600.0,
    ) -> None:
        self.pool = pool
        self.publisher = publisher
        self.batch = batch
        self.poll_s = poll_s
        self.claim_ttl_s = claim_ttl_s
        self.retention_days = retention_days
        self.prune_every_s = prune_every_s
        self.metrics = service_metrics(service)
        self._wake = asyncio.Event()
        self._stop = asyncio.Event()
        self._listen_conn: asyncpg.Connection | None = None
        self.published_total = 0

    def wake(self) -> None:
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()

    async def claim(self) -> list[OutboxRow]:
        rows = await self.pool.fetch(_CLAIM, self.batch, self.claim_ttl_s)
        return [OutboxRow(r["outbox_id"], r["msg_id"], r["subject"], bytes(r["payload"]), r["headers"]) for r in rows]

    async def relay_once(self) -> int:
        """Claim one batch, publish it, mark what was acked. Returns the number published."""
        rows = await self.claim()
        if not rows:
            return 0
        rows.sort(key=lambda r: r.outbox_id)
        t0 = time.perf_counter()
        ok, failed = await self.publisher.publish_batch(rows)
        if ok:
            await self.pool.execute(
                "UPDATE outbox SET published_at = now(), claimed_until = NULL, last_error = NULL "
                "WHERE outbox_id = ANY($1::bigint[])",
                ok,
            )
        if failed:
            # release the claim soon so another attempt (here or in another relay) retries them
            await self.pool.executemany(
                "UPDATE outbox SET claimed_until = now() + interval '1 second', last_error = $2 WHERE outbox_id = $1",
                failed,
            )
            logger.warning("outbox: %d of %d publishes failed; will retry: %s", len(failed), len(rows), failed[0][1])
        self.metrics.outbox_published.inc(len(ok))
        self.metrics.outbox_publish_seconds.observe(time.perf_counter() - t0)
        self.published_total += len(ok)
        if failed and not ok:
            raise ConnectionError(failed[0][1])
        return len(ok)

    async def _listen(self, dsn_conn: asyncpg.Connection) -> None:
        await dsn_conn.add_listener(NOTIFY_CHANNEL, lambda *_: self._wake.set())

    async def _ensure_listener(self) -> None:
        if self._listen_conn is not None and not self._listen_conn.is_closed():
            return
        try:
            conn = await self.pool.acquire()
            await conn.add_listener(NOTIFY_CHANNEL, lambda *_: self._wake.set())
            self._listen_conn = conn
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            logger.warning("outbox: cannot LISTEN (polling only for now): %s", exc)

    async def _release_listener(self) -> None:
        if self._listen_conn is not None:
            conn, self._listen_conn = self._listen_conn, None
            try:
                await conn.remove_listener(NOTIFY_CHANNEL, lambda *_: None)
            except Exception:  # noqa: BLE001 - best effort on a possibly dead connection
                pass
            try:
                await self.pool.release(conn)
            except Exception:  # noqa: BLE001
                conn.terminate()

    async def update_gauges(self) -> None:
        row = await self.pool.fetchrow(
            "SELECT count(*) AS n, EXTRACT(EPOCH FROM now() - min(created_at)) AS age "
            "FROM outbox WHERE published_at IS NULL"
        )
        if row is not None:
            self.metrics.outbox_backlog.set(row["n"])
            self.metrics.outbox_oldest_age.set(float(row["age"] or 0.0))

    async def prune(self) -> int:
        res = await self.pool.execute(
            "DELETE FROM outbox WHERE published_at IS NOT NULL "
            "AND published_at < now() - make_interval(secs => $1)",
            self.retention_days * 86400.0,
        )
        return int(res.split()[-1])

    async def run(self) -> None:
        """Relay until `stop()`; survives Postgres and NATS outages with backoff."""
        backoff = 0.2
        last_prune = 0.0
        last_gauges = 0.0
        while not self._stop.is_set():
            try:
                await self._ensure_listener()
                # drain: keep going while full batches come back
                while not self._stop.is_set():
                    n = await self.relay_once()
                    if n < self.batch // 2:
                        break
                now = time.monotonic()
                if now - last_gauges > 2.0:
                    await self.update_gauges()
                    last_gauges = now
                if now - last_prune > self.prune_every_s:
                    await self.prune()
                    last_prune = now
                backoff = 0.2
                self._wake.clear()
                try:
                    await asyncio.wait_for(self._wake.wait(), timeout=self.poll_s)
                except TimeoutError:
                    pass
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - outages of PG or NATS: back off, never die
                logger.warning("outbox relay: %s: %s; retrying in %.1fs", type(exc).__name__, exc, backoff)
                await self._release_listener()
                try:
                    await asyncio.wait_for(self._stop.wait(), timeout=backoff)
                except TimeoutError:
                    pass
                backoff = min(10.0, backoff * 2)
        await self._release_listener()


async def republish(
    pool: asyncpg.Pool,
    publisher: Publisher,
    *,
    since: datetime,
    until: datetime | None = None,
    subject: str | None = None,
    batch: int = 1000,
) -> int:
    """Re-publish already-published rows created in [since, until) (optionally one subject family).

    For a broker that lost data: delete and recreate the stream first, or its duplicate window
    may still remember the ids. Returns the number of events re-published.
    """
    last = 0
    total = 0
    while True:
        rows = await pool.fetch(
            """SELECT outbox_id, msg_id, subject, payload, headers FROM outbox
               WHERE published_at IS NOT NULL AND created_at >= $1 AND ($2::timestamptz IS NULL OR created_at < $2)
                 AND ($3::text IS NULL OR subject = $3 OR subject LIKE $3 || '.%')
                 AND outbox_id > $4
               ORDER BY outbox_id LIMIT $5""",
            since, until, subject, last, batch,
        )
        if not rows:
            return total
        batch_rows = [OutboxRow(r["outbox_id"], r["msg_id"], r["subject"], bytes(r["payload"]), r["headers"]) for r in rows]
        ok, failed = await publisher.publish_batch(batch_rows)
        if failed:
            raise ConnectionError(f"republish: {len(failed)} publishes failed, first: {failed[0][1]}")
        total += len(ok)
        last = rows[-1]["outbox_id"]
