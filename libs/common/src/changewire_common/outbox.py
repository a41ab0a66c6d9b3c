"""The transactional outbox: `enqueue` inside the caller's transaction, and the relay that publishes.

The relay claims unpublished rows in batches (`FOR UPDATE SKIP LOCKED` on a claim column, never
"ids above the last seen" — that skips rows whose transactions commit late), publishes them with
`Nats-Msg-Id` = the row's msg_id and pipelined acks, then marks them published. No transaction is
held across network I/O: a relay that dies between publish and mark leaves rows whose claim
expires; the next publish of them is a duplicate the broker drops inside its duplicate window.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import asyncpg

from .bus import describe
from .db import mark_session_state
from .events import Event, encode
from .metrics import service_metrics
from .naming import Naming

logger = logging.getLogger(__name__)

NOTIFY_CHANNEL = "changewire_outbox"
#: application_name prefix of a process whose relay publishes its own commits (migration 0600 makes the
#: trigger's NOTIFY payload the inserting session's application_name)
RELAY_TAG_PREFIX = "changewire:relay:"


def relay_tag(service: str) -> str:
    """The application_name of a service process with a relay: unique per process (a random part: pods
    of one Deployment share a hostname prefix and often pid 1), at most 63 bytes; the host name's tail
    (the unique part of a pod name) is kept for pg_stat_activity readers."""
    import os
    import socket

    host = socket.gethostname().split(".", 1)[0][-20:]
    return f"{RELAY_TAG_PREFIX}{service[:12]}:{host}:{os.urandom(4).hex()}"[:63]


async def enqueue(conn: asyncpg.Connection, event: Event, *, headers: dict[str, str] | None = None) -> None:
    """Insert `event` into the outbox. Must run inside the caller's transaction."""
    await conn.execute(
        "INSERT INTO outbox (msg_id, subject, payload, headers) VALUES ($1, $2, $3, $4)",
        event.event_id, event.subject(), encode(event), headers,
    )


def row_values(event: Event) -> tuple[str, str, bytes]:
    """(msg_id, subject, payload) of `event`'s outbox row, for a caller that folds the outbox INSERT
    into a statement of its own (`INSERT INTO outbox (msg_id, subject, payload) VALUES (…)`, inside its
    transaction, like `enqueue`): one round trip less on a hot path."""
    return event.event_id, event.subject(), encode(event)


async def enqueue_many(conn: asyncpg.Connection, events: Iterable[Event]) -> int:
    """Insert several events in one round trip (inside the caller's transaction)."""
    ids, subjects, payloads = outbox_columns(events)
    if len(ids) == 1:
        await conn.execute("INSERT INTO outbox (msg_id, subject, payload) VALUES ($1, $2, $3)",
                           ids[0], subjects[0], payloads[0])
    elif ids:
        # one statement for the whole batch (rows keep their order: outbox_id follows the list)
        await conn.execute(_ENQUEUE_MANY, ids, subjects, payloads)
    return len(ids)


def outbox_columns(events: Iterable[Event]) -> tuple[list[str], list[str], list[bytes]]:
    """(msg_ids, subjects, payloads) of `events`, encoded as enqueue_many writes them, for a caller that
    inserts its outbox rows inside its own single statement (a data-modifying CTE `INSERT INTO outbox
    (msg_id, subject, payload) SELECT …`): the same rows, in the same transaction as its state."""
    ids: list[str] = []
    subjects: list[str] = []
    payloads: list[bytes] = []
    for e in events:
        i, subject, payload = row_values(e)
        ids.append(i)
        subjects.append(subject)
        payloads.append(payload)
    return ids, subjects, payloads


_ENQUEUE_MANY = """
INSERT INTO outbox (msg_id, subject, payload)
SELECT msg_id, subject, payload
FROM unnest($1::text[], $2::text[], $3::bytea[]) WITH ORDINALITY AS r(msg_id, subject, payload, n)
ORDER BY n
"""


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
    """Pipelined JetStream publish: send the whole batch (publish_async), then await every ack.

    A row whose ack does not arrive within `ack_timeout_s` counts as failed and is retried later; if it
    did reach the stream, the retry is a duplicate the broker drops (same Nats-Msg-Id).
    """

    def __init__(self, js: Any, naming: Naming, *, ack_timeout_s: float = 10.0) -> None:
        self.js = js
        self.naming = naming
        self.ack_timeout_s = ack_timeout_s
        self.duplicates = 0

    async def publish_batch(self, rows: Sequence[OutboxRow]) -> tuple[list[int], list[tuple[int, str]]]:
        ok: list[int] = []
        failed: list[tuple[int, str]] = []
        sent: list[tuple[OutboxRow, asyncio.Future[Any]]] = []
        for row in rows:
            hdrs = dict(row.headers) if row.headers else {}
            hdrs["Nats-Msg-Id"] = row.msg_id  # always the event id: the broker's dedupe key
            try:
                # no wait_stall: it wraps every call in wait_for (a third of the throughput); batches stay
                # below nats-py's 4000 pending publishes (Relay.MAX_BATCH), so the call never stalls
                fut = await self.js.publish_async(self.naming.subject(row.subject), row.payload, headers=hdrs)
            except Exception as exc:  # noqa: BLE001 - connection closed, buffer full: retried later
                failed.append((row.outbox_id, f"{type(exc).__name__}: {exc}"[:500]))
                continue
            sent.append((row, fut))
        if sent:
            _, pending = await asyncio.wait([f for _, f in sent], timeout=self.ack_timeout_s)
            for f in pending:
                f.cancel()
        for row, fut in sent:
            if fut.cancelled():
                failed.append((row.outbox_id, f"no ack within {self.ack_timeout_s:.0f}s"))
            elif (exc := fut.exception()) is not None:
                failed.append((row.outbox_id, f"{type(exc).__name__}: {exc}"[:500]))
            else:
                ok.append(row.outbox_id)
                if getattr(fut.result(), "duplicate", False):
                    self.duplicates += 1
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
    """Publishes outbox rows. One per service process; several relays share the table safely.

    While draining a backlog the three round trips overlap: the next batch is claimed (Postgres)
    while this one is published (NATS), and a batch is marked published while the next one is
    published. A batch is marked only after every ack of it arrived (or its rows are released).
    """

    #: batches above nats-py's limit of pending async publishes (4000) would stall; clamp below it
    MAX_BATCH = 2000

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
        dsn: str | None = None,
        wake_tag: str | None = None,
        linger_s: float = 0.005,
    ) -> None:
        self.pool = pool
        self.publisher = publisher
        self.batch = max(1, min(batch, self.MAX_BATCH))
        self.poll_s = poll_s
        self.claim_ttl_s = claim_ttl_s
        self.retention_days = retention_days
        self.prune_every_s = prune_every_s
        #: LISTEN on a connection of its own (not one of the pool's) when given
        self.dsn = dsn
        #: this process's application_name (relay_tag): NOTIFYs of other relaying processes are theirs to
        #: publish, so they do not wake this relay (its poll still covers a producer that died); None → any
        #: commit wakes it
        self.wake_tag = wake_tag
        #: after a wake-up, wait this long so commits arriving together are claimed in one batch
        self.linger_s = linger_s
        self.metrics = service_metrics(service)
        self._wake = asyncio.Event()
        self._stop = asyncio.Event()
        self._listen_conn: asyncpg.Connection | None = None
        self._listen_own = False
        self.published_total = 0

    def wake(self) -> None:
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()

    async def claim(self) -> list[OutboxRow]:
        """Claim up to `batch` unpublished rows for `claim_ttl_s` (committed at once), oldest first."""
        rows = await self.pool.fetch(_CLAIM, self.batch, self.claim_ttl_s)
        out = [OutboxRow(r["outbox_id"], r["msg_id"], r["subject"], bytes(r["payload"]), r["headers"]) for r in rows]
        out.sort(key=lambda r: r.outbox_id)
        return out

    async def _settle(self, ok: list[int], failed: list[tuple[int, str]], total: int) -> None:
        """Mark acked rows published; release failed ones to be retried after `attempts` seconds (at most
        a minute), so a row that can never be published (no stream for its subject) does not hog batches."""
        if ok:
            await self.pool.execute(
                "UPDATE outbox SET published_at = now(), claimed_until = NULL, last_error = NULL "
                "WHERE outbox_id = ANY($1::bigint[])",
                ok,
            )
            self.metrics.outbox_published.inc(len(ok))
            self.published_total += len(ok)
        if failed:
            await self.pool.execute(
                "UPDATE outbox o SET claimed_until = now() + make_interval(secs => LEAST(60, o.attempts)), "
                "last_error = f.err FROM unnest($1::bigint[], $2::text[]) AS f(id, err) WHERE o.outbox_id = f.id",
                [i for i, _ in failed], [e for _, e in failed],
            )
            logger.warning("outbox: %d of %d publishes failed; will retry: %s", len(failed), total, failed[0][1])

    async def _release(self, rows: Sequence[OutboxRow]) -> None:
        """Give back rows claimed but not published (so nobody waits for their claim to expire)."""
        with contextlib.suppress(Exception):
            await self.pool.execute(
                "UPDATE outbox SET claimed_until = NULL WHERE outbox_id = ANY($1::bigint[]) AND published_at IS NULL",
                [r.outbox_id for r in rows],
            )

    async def relay_once(self) -> int:
        """Claim one batch, publish it, mark what was acked. Returns the number published."""
        rows = await self.claim()
        if not rows:
            return 0
        t0 = time.perf_counter()
        ok, failed = await self.publisher.publish_batch(rows)
        self.metrics.outbox_publish_seconds.observe(time.perf_counter() - t0)
        await self._settle(ok, failed, len(rows))
        if failed and not ok:
            raise ConnectionError(failed[0][1])
        return len(ok)

    async def drain(self) -> int:
        """Relay batches until a claim comes back less than half full (or `stop()`); returns the number
        published. Claim, publish and mark of consecutive batches overlap."""
        total = 0
        nxt: asyncio.Task[list[OutboxRow]] | None = asyncio.create_task(self.claim())
        marking: asyncio.Task[None] | None = None
        try:
            while nxt is not None:
                claiming, nxt = nxt, None
                rows = await claiming
                if not rows:
                    break
                if len(rows) >= max(1, self.batch // 2) and not self._stop.is_set():
                    nxt = asyncio.create_task(self.claim())
                t0 = time.perf_counter()
                ok, failed = await self.publisher.publish_batch(rows)
                self.metrics.outbox_publish_seconds.observe(time.perf_counter() - t0)
                if marking is not None:
                    prev, marking = marking, None
                    await prev  # at most one mark in flight: bounded connections, errors surface here
                marking = asyncio.create_task(self._settle(ok, failed, len(rows)))
                total += len(ok)
                if failed and not ok:
                    raise ConnectionError(failed[0][1])
            if marking is not None:
                prev, marking = marking, None
                await prev
        finally:
            if marking is not None:
                with contextlib.suppress(BaseException):
                    await marking
            if nxt is not None:
                try:
                    unpublished = await nxt
                except BaseException:  # noqa: BLE001 - the claim itself failed: nothing to give back
                    unpublished = []
                if unpublished:
                    await self._release(unpublished)
        return total

    def _on_notify(self, _conn: Any, _pid: int, _channel: str, payload: str) -> None:
        if self.wake_tag is None or payload == self.wake_tag or not payload.startswith(RELAY_TAG_PREFIX):
            self._wake.set()

    async def _ensure_listener(self) -> None:
        """LISTEN on a connection of the pool (replaced when it died: pg_terminate_backend, restart)."""
        if self._listen_conn is not None:
            if not self._listen_conn.is_closed():
                return
            await self._release_listener()
        conn = None
        try:
            if self.dsn:
                conn = await asyncpg.connect(self.dsn, timeout=10)
                self._listen_own = True
            else:
                conn = await self.pool.acquire()
                mark_session_state(conn)  # LISTEN: the pool must UNLISTEN when it gets it back
                self._listen_own = False
            await conn.add_listener(NOTIFY_CHANNEL, self._on_notify)
            self._listen_conn = conn
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, TimeoutError) as exc:
            logger.warning("outbox: cannot LISTEN (polling only for now): %s", exc)
            if conn is not None:
                await self._close_listener(conn)

    async def _release_listener(self) -> None:
        """Give the listening connection back to the pool (the pool replaces it if it is dead)."""
        if self._listen_conn is not None:
            conn, self._listen_conn = self._listen_conn, None
            if not conn.is_closed():
                with contextlib.suppress(Exception):
                    await conn.remove_listener(NOTIFY_CHANNEL, self._on_notify)
            await self._close_listener(conn)

    async def _close_listener(self, conn: asyncpg.Connection) -> None:
        try:
            if self._listen_own:
                await asyncio.wait_for(conn.close(), 5)
            else:
                await asyncio.wait_for(self.pool.release(conn), 5)
        except Exception:  # noqa: BLE001 - a dead connection: make sure it is gone
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
        """Delete published rows past the republish horizon, and inbox markers older than it (a
        redelivery can only come within the stream's lifetime, far shorter than the horizon)."""
        res = await self.pool.execute(
            "DELETE FROM outbox WHERE published_at IS NOT NULL "
            "AND published_at < now() - make_interval(secs => $1)",
            self.retention_days * 86400.0,
        )
        await self.pool.execute(
            "DELETE FROM processed_messages WHERE processed_at < now() - make_interval(secs => $1)",
            max(self.retention_days, 14.0) * 86400.0,
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
                # drain the backlog. The wake flag is cleared before the first claim, so a NOTIFY that
                # arrives while batches are in flight makes the next wait return at once.
                self._wake.clear()
                await self.drain()
                now = time.monotonic()
                if now - last_gauges > 2.0:
                    await self.update_gauges()
                    last_gauges = now
                if now - last_prune > self.prune_every_s:
                    await self.prune()
                    last_prune = now
                backoff = 0.2
                if not self._stop.is_set():
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._wake.wait(), timeout=self.poll_s)
                    if self._wake.is_set() and self.linger_s > 0 and not self._stop.is_set():
                        await asyncio.sleep(self.linger_s)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - outages of PG or NATS: back off, never die
                logger.warning("outbox relay: %s; retrying in %.1fs", describe(exc), backoff)
                await self._release_listener()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), timeout=backoff)
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
    may still remember the ids. Publishes that fail are retried (three times, a second apart) before
    ConnectionError. Returns the number of events re-published.
    """
    batch = max(1, min(batch, Relay.MAX_BATCH))
    last = 0
    total = 0
    while True:
        rows = await pool.fetch(
            """SELECT outbox_id, msg_id, subject, payload, headers FROM outbox
               WHERE published_at IS NOT NULL AND created_at >= $1 AND ($2::timestamptz IS NULL OR created_at < $2)
                 AND ($3::text IS NULL OR subject = $3 OR starts_with(subject, $3 || '.'))
                 AND outbox_id > $4
               ORDER BY outbox_id LIMIT $5""",
            since, until, subject, last, batch,
        )
        if not rows:
            return total
        pending = [OutboxRow(r["outbox_id"], r["msg_id"], r["subject"], bytes(r["payload"]), r["headers"]) for r in rows]
        for attempt in range(4):
            ok, failed = await publisher.publish_batch(pending)
            total += len(ok)
            if not failed:
                break
            if attempt == 3:
                raise ConnectionError(f"republish: {len(failed)} publishes failed, first: {failed[0][1]}")
            failed_ids = {i for i, _ in failed}
            pending = [r for r in pending if r.outbox_id in failed_ids]
            await asyncio.sleep(1.0)
        last = rows[-1]["outbox_id"]
