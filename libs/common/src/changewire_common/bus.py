"""NATS JetStream: every stream and durable consumer declared once, idempotent provisioning, and the
consumer runner (durable pull, batched fetch, bounded concurrency, ack after commit, NAK with backoff,
in_progress for long work, term + dead_letters after max deliveries, graceful drain).

Handlers receive a `Delivery` and return a disposition (`Ack`, `Nak`, `Term`) or None (= ack), or
raise: TransientError → NAK with backoff; PoisonMessage → dead-letter + term; anything else → NAK
with backoff until `max_deliver`, then dead-letter + term. A handler must be idempotent.

Staying attached: the runner rebuilds its pull subscription on every reconnect (`request_rebuild`,
wired to the client's reconnected callback: nats.py pull subscriptions can go silent after a server
restart, nats-io/nats.py#504), checks the consumer on the server after a run of empty fetches
(rebuilding when messages are pending but none arrive), and re-provisions its stream and consumer
when the broker no longer knows them.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import asyncpg
import nats
import nats.errors
import nats.js.errors
from nats.aio.client import Client as NATS
from nats.js import api

from .errors import PoisonMessage, TransientError
from .events import Event, decode
from .metrics import service_metrics
from .naming import Naming

logger = logging.getLogger(__name__)

DAY = 86400.0


@dataclass(frozen=True)
class StreamSpec:
    name: str
    subjects: tuple[str, ...]
    work_queue: bool = False
    max_age_s: float = 7 * DAY
    description: str = ""


STREAMS: tuple[StreamSpec, ...] = (
    StreamSpec("DUE", ("sensor.due",), work_queue=True, max_age_s=1 * DAY, description="each due run is work for one fetcher"),
    StreamSpec("SENSOR", ("sensor.created", "sensor.status_changed.>", "sensor.migrated"), max_age_s=14 * DAY),
    StreamSpec("OBSERVATION", ("observation.>",), max_age_s=7 * DAY),
    StreamSpec("SNAPSHOT", ("snapshot.>",), max_age_s=7 * DAY),
    StreamSpec("CHANGE", ("change.>",), max_age_s=45 * DAY, description="the product: consumers replay from any point"),
    StreamSpec("COMPANY", ("company.>",), max_age_s=14 * DAY),
)


def stream_for_subject(subject: str) -> StreamSpec:
    for s in STREAMS:
        for pat in s.subjects:
            if pat == subject or (pat.endswith(".>") and subject.startswith(pat[:-1])):
                return s
    raise KeyError(subject)


@dataclass(frozen=True)
class ConsumerSpec:
    """A durable pull consumer. `durable` follows `<service>-<subject with dots as hyphens>`."""

    durable: str
    stream: str
    filter_subjects: tuple[str, ...]
    service: str
    max_deliver: int = 8
    #: the longest a message may be held by one replica (waiting for a handler, then in work) before another
    #: replica gets it. The server's ack wait is shorter (server_ack_wait): the runner keeps a held message
    #: alive (in_progress) until this much has passed, so a replica that dies has its messages delivered again
    #: within the server's ack wait, while a hung handler still gives its message up after this
    ack_wait_s: float = 60.0
    max_ack_pending: int = 2000
    #: NAK delays by delivery count (seconds); the last one repeats
    nak_backoff_s: tuple[float, ...] = (1.0, 5.0, 15.0, 60.0, 180.0)


CONSUMERS: dict[str, ConsumerSpec] = {
    c.durable: c
    for c in (
        ConsumerSpec("fetcher-sensor-due", "DUE", ("sensor.due",), "fetcher", ack_wait_s=90.0, max_deliver=6),
        ConsumerSpec("differ-observation-fetched", "OBSERVATION", ("observation.fetched.ok",), "differ", ack_wait_s=120.0),
        ConsumerSpec(
            "scheduler-observation-fetched", "OBSERVATION",
            tuple(f"observation.fetched.{o}" for o in ("not_modified", "failed", "redirected", "skipped")),
            "scheduler", ack_wait_s=30.0,
        ),
        ConsumerSpec("scheduler-snapshot-stored", "SNAPSHOT", ("snapshot.stored.>",), "scheduler", ack_wait_s=30.0),
        ConsumerSpec("repair-sensor-status-changed", "SENSOR", ("sensor.status_changed.>",), "repair", ack_wait_s=300.0),
        ConsumerSpec(
            "discovery-company-onboard-requested", "COMPANY", ("company.onboard.requested",), "discovery", ack_wait_s=300.0
        ),
    )
}


def consumers_for(service: str) -> list[ConsumerSpec]:
    return [c for c in CONSUMERS.values() if c.service == service]


def _quiet_errors(every_s: float = 10.0) -> Callable[[Exception], Awaitable[None]]:
    """nats-py reports every failed (re)connect attempt (twice a second during an outage): log each
    distinct message at most once per `every_s`."""
    last: dict[str, float] = {}

    async def error_cb(e: Exception) -> None:
        key = f"{type(e).__name__}: {e}"
        now = time.monotonic()
        if now - last.get(key, -1e9) >= every_s:
            last[key] = now
            logger.warning("nats: %s", key)

    return error_cb


async def connect_nats(url: str, *, name: str = "changewire", attempts: int = 0, **kw: Any) -> NATS:
    """Connect, retrying the first connect with backoff (attempts=0: forever); once connected the
    client reconnects forever on its own (a server restart is an outage, not a crash).

    nats-py's own connect loops silently forever when asked to reconnect forever, so the first
    connect runs with a bounded reconnect count and the unbounded one is switched on afterwards.
    """
    delay = 0.25
    n = 0
    servers = [u.strip() for u in url.split(",") if u.strip()]
    errors = kw.pop("error_cb", None) or _quiet_errors()

    while True:
        n += 1
        try:
            nc = await nats.connect(
                servers=servers, name=name, max_reconnect_attempts=1, reconnect_time_wait=0.5,
                connect_timeout=3, allow_reconnect=True, error_cb=errors, **kw,
            )
        except (OSError, nats.errors.Error, asyncio.TimeoutError) as exc:
            if attempts and n >= attempts:
                raise TransientError(f"NATS unreachable at {url}: {exc}") from exc
            logger.warning("nats unreachable at %s, retrying in %.1fs: %s", url, delay, exc, extra={"attempt": n})
            await asyncio.sleep(delay)
            delay = min(15.0, delay * 2)
            continue
        # from now on: reconnect forever (read by nats-py at every reconnect attempt)
        nc.options["max_reconnect_attempts"] = -1
        return nc


def stream_config(spec: StreamSpec, naming: Naming, *, replicas: int = 1, duplicate_window_s: float = 1200.0) -> api.StreamConfig:
    return api.StreamConfig(
        name=naming.stream(spec.name),
        subjects=[naming.subject(s) for s in spec.subjects],
        retention=api.RetentionPolicy.WORK_QUEUE if spec.work_queue else api.RetentionPolicy.LIMITS,
        storage=api.StorageType.FILE,
        max_age=spec.max_age_s,
        duplicate_window=duplicate_window_s,
        num_replicas=replicas,
        description=spec.description or None,
    )


#: the ack wait on the server of a consumer whose messages may be held longer (ConsumerSpec.ack_wait_s): how soon
#: the messages of a replica that died are delivered again
SERVER_ACK_WAIT_S = 30.0


def server_ack_wait(spec: ConsumerSpec, ack_wait_max_s: float = 0.0) -> float:
    """The consumer's ack wait on the server: the spec's hold limit, at most SERVER_ACK_WAIT_S, and at most
    `ack_wait_max_s` when that is > 0 (CHANGEWIRE_NATS_ACK_WAIT_MAX_S)."""
    wait = min(spec.ack_wait_s, SERVER_ACK_WAIT_S)
    return min(wait, ack_wait_max_s) if ack_wait_max_s > 0 else wait


def consumer_config(spec: ConsumerSpec, naming: Naming, *, ack_wait_max_s: float = 0.0) -> api.ConsumerConfig:
    """The consumer's JetStream configuration; `ack_wait_max_s` > 0 caps its ack wait (CHANGEWIRE_NATS_ACK_WAIT_MAX_S)."""
    subjects = [naming.subject(s) for s in spec.filter_subjects]
    return api.ConsumerConfig(
        durable_name=naming.durable(spec.durable),
        ack_policy=api.AckPolicy.EXPLICIT,
        ack_wait=server_ack_wait(spec, ack_wait_max_s),
        max_deliver=spec.max_deliver,
        max_ack_pending=spec.max_ack_pending,
        deliver_policy=api.DeliverPolicy.ALL,
        filter_subject=subjects[0] if len(subjects) == 1 else None,
        filter_subjects=subjects if len(subjects) > 1 else None,
    )


async def provision(
    js: Any, naming: Naming, *, replicas: int = 1, duplicate_window_s: float = 1200.0,
    consumers: list[ConsumerSpec] | None = None, ack_wait_max_s: float = 0.0,
) -> list[str]:
    """Create or update every stream and the given (default: all) consumers. Idempotent."""
    actions: list[str] = []
    for spec in STREAMS:
        cfg = stream_config(spec, naming, replicas=replicas, duplicate_window_s=duplicate_window_s)
        try:
            await js.stream_info(cfg.name)
            await js.update_stream(cfg)
            actions.append(f"stream {cfg.name}: up to date")
        except nats.js.errors.NotFoundError:
            await js.add_stream(cfg)
            actions.append(f"stream {cfg.name}: created")
    for c in consumers if consumers is not None else list(CONSUMERS.values()):
        cfg = consumer_config(c, naming, ack_wait_max_s=ack_wait_max_s)
        await js.add_consumer(naming.stream(c.stream), cfg)  # create-or-update; idempotent
        actions.append(f"consumer {cfg.durable_name}: ok")
    return actions


# ---------------------------------------------------------------- dispositions and deliveries


@dataclass(frozen=True)
class Ack:
    pass


@dataclass(frozen=True)
class Nak:
    delay_s: float | None = None


@dataclass(frozen=True)
class Term:
    reason: str


Disposition = Ack | Nak | Term


@dataclass
class Delivery:
    """One message as a handler sees it: the unprefixed subject, the decoded event, delivery facts."""

    subject: str
    event: Event
    data: bytes
    msg_id: str
    num_delivered: int
    stream_seq: int
    consumer: str
    _msg: Any = field(repr=False, default=None)

    async def in_progress(self) -> None:
        """Tell the server we are still working (resets ack_wait)."""
        if self._msg is not None:
            with contextlib.suppress(Exception):
                await self._msg.in_progress()


Handler = Callable[[Delivery], Awaitable[Disposition | None]]


def _pg_text(text: str) -> str:
    """`text` as PostgreSQL can store it (text and jsonb refuse NUL, which a message id or header from a
    foreign producer may carry: NATS passes it on)."""
    return text.replace("\x00", "\ufffd") if "\x00" in text else text


def describe(exc: BaseException) -> str:
    """`Type: message`, or just the type when the message is empty (nats TimeoutError has none)."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def backoff_delay(spec: ConsumerSpec, num_delivered: int) -> float:
    """NAK delay for the n-th delivery (1-based): the spec's list, the last entry repeating."""
    i = max(0, min(num_delivered - 1, len(spec.nak_backoff_s) - 1))
    return spec.nak_backoff_s[i]


class ConsumerRunner:
    """Runs one durable pull consumer with a handler until `stop()`."""

    def __init__(
        self,
        nc: NATS,
        pool: asyncpg.Pool,
        spec: ConsumerSpec,
        handler: Handler,
        naming: Naming,
        *,
        concurrency: int = 16,
        batch: int = 32,
        fetch_timeout_s: float = 2.0,
        provision_consumer: bool = True,
        reprovision: Callable[[], Awaitable[Any]] | None = None,
        liveness_every: int = 5,
        drain_timeout_s: float | None = None,
        ack_wait_s: float | None = None,
    ) -> None:
        self.nc = nc
        self.js = nc.jetstream()
        self.pool = pool
        self.spec = spec
        self.handler = handler
        self.naming = naming
        self.concurrency = concurrency
        self.batch = batch
        self.fetch_timeout_s = fetch_timeout_s
        self.provision_consumer = provision_consumer
        #: recreates streams and this consumer when the broker lost them (default: this consumer and its stream)
        self.reprovision = reprovision
        #: check the consumer on the server after this many empty fetches in a row
        self.liveness_every = max(1, liveness_every)
        #: after stop(): how long in-flight handlers may run on (None: until they finish); the rest are
        #: cancelled unsettled, so the server redelivers them after ack_wait
        self.drain_timeout_s = drain_timeout_s
        #: the consumer's ack wait on the server (server_ack_wait: lower when CHANGEWIRE_NATS_ACK_WAIT_MAX_S caps
        #: it): a message held here, waiting or in work, is kept alive (in_progress) every third of it, until its
        #: hold limit (spec.ack_wait_s) is near
        self.ack_wait_s = ack_wait_s if ack_wait_s and ack_wait_s > 0 else server_ack_wait(spec)
        #: the messages fetched and not settled yet: id → (message, when fetched, when last kept alive)
        self._held: dict[int, tuple[Any, float, float]] = {}
        #: in_progress signals sent by the keep-alive (tests read it)
        self.kept_alive = 0
        self.metrics = service_metrics(spec.service)
        self.durable = naming.durable(spec.durable)
        self.stream = naming.stream(spec.stream)
        self._stop = asyncio.Event()
        self._inflight: set[asyncio.Task[None]] = set()
        #: set whenever a handler task finishes (the run loop waits on it for a free slot: O(1) per
        #: wake-up, where asyncio.wait over every in-flight task would cost O(concurrency))
        self._slot_freed = asyncio.Event()
        #: metric children by label values (labels() takes a lock and validates on every call)
        self._handled_children: dict[str, Any] = {}
        self._handler_seconds = self.metrics.handler_seconds.labels(spec.durable)
        self._sub: Any = None
        self._rebuild = True
        self.attached = False
        self.handled = 0
        #: subscriptions built after the first one (reconnects, silent subscriptions, lost consumers)
        self.rebuilds = 0
        #: seconds between consumer-lag gauge refreshes while busy
        self.lag_refresh_s = 15.0
        self._lag_refreshed_at = 0.0
        self._subscribed_once = False

    def stop(self) -> None:
        self._stop.set()
        self._slot_freed.set()

    def request_rebuild(self) -> None:
        """Called on reconnect: nats.py pull subscriptions may go silent after a server restart (#504)."""
        self._rebuild = True

    async def _ensure_consumer(self) -> None:
        """Create or update the durable (and its stream when the broker lost it)."""
        if self.reprovision is not None:
            await self.reprovision()
            return
        try:
            await self.js.add_consumer(self.stream, consumer_config(self.spec, self.naming))
        except nats.js.errors.NotFoundError:
            spec = next(s for s in STREAMS if s.name == self.spec.stream)
            await self.js.add_stream(stream_config(spec, self.naming))
            await self.js.add_consumer(self.stream, consumer_config(self.spec, self.naming))

    async def _subscribe(self) -> None:
        self.attached = False
        if self._sub is not None:
            with contextlib.suppress(Exception):
                await self._sub.unsubscribe()
            self._sub = None
        if self.provision_consumer:
            await self._ensure_consumer()
        else:
            # binding does not check that the durable exists: a broker that lost its state would leave
            # us fetching from nothing, forever
            try:
                await self.js.consumer_info(self.stream, self.durable)
            except nats.js.errors.NotFoundError:
                logger.warning("consumer %s missing on the server (broker lost its state?); re-provisioning",
                               self.durable, extra={"consumer": self.durable})
                await self._ensure_consumer()
        self._sub = await self.js.pull_subscribe_bind(self.durable, self.stream)
        self._rebuild = False
        self.attached = True
        if self._subscribed_once:
            self.rebuilds += 1
            logger.info("consumer %s: subscription rebuilt", self.durable, extra={"consumer": self.durable})
        self._subscribed_once = True

    def _start(self, msg: Any) -> None:
        t = asyncio.create_task(self._process(msg))
        self._inflight.add(t)
        t.add_done_callback(self._done)

    async def run(self) -> None:
        """Fetch and handle until `stop()`, then drain. At most `concurrency` handlers run at once; up to
        max(batch, concurrency) messages are held (running + fetched and waiting for a slot), so fetches
        stay batched even when slots free up one at a time."""
        backoff = 0.2
        idle_fetches = 0
        waiting: deque[Any] = deque()
        capacity = max(self.batch, self.concurrency)
        keeper = asyncio.create_task(self._keep_alive())
        try:
            await self._run(waiting, capacity, backoff, idle_fetches)
        finally:
            keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await keeper

    async def _keep_alive(self) -> None:
        """Every sixth of the server's ack wait: an in_progress for each held message not fetched or kept alive
        within a third of it, while its hold limit (spec.ack_wait_s) is more than an ack wait away. A message
        that waits for a free handler, or whose handler runs long (a 10 MB page, a company's discovery), is not
        delivered to another replica meanwhile — so the server's ack wait can be short, and a replica that dies
        has its messages delivered again soon; a handler that hangs gives its message up at its hold limit."""
        wait = self.ack_wait_s
        period = max(0.5, wait / 3)
        limit = self.spec.ack_wait_s
        while True:
            await asyncio.sleep(period / 2)
            now = time.monotonic()
            due = [(k, m, t0) for k, (m, t0, t) in self._held.items() if now - t >= period and now - t0 + wait < limit]
            for k, m, t0 in due:
                if k not in self._held:
                    continue  # settled meanwhile
                self._held[k] = (m, t0, now)
                try:
                    await m.in_progress()
                    self.kept_alive += 1
                except Exception as exc:  # noqa: BLE001 - NATS away: the server redelivers after ack_wait
                    logger.debug("consumer %s: in_progress failed: %s", self.durable, exc)

    async def _run(self, waiting: deque[Any], capacity: int, backoff: float, idle_fetches: int) -> None:
        while not self._stop.is_set():
            try:
                if self._rebuild or self._sub is None:
                    await self._subscribe()
                while waiting and len(self._inflight) < self.concurrency:
                    self._start(waiting.popleft())
                if waiting or len(self._inflight) >= self.concurrency:
                    self._slot_freed.clear()
                    if len(self._inflight) >= self.concurrency and not self._stop.is_set():
                        await self._slot_freed.wait()  # set by _done and by stop()
                    continue
                want = capacity - len(self._inflight)
                try:
                    msgs = await self._sub.fetch(want, timeout=self.fetch_timeout_s)
                except (nats.errors.TimeoutError, asyncio.TimeoutError):  # nats-py 2.16 raises either when idle
                    idle_fetches += 1
                    if idle_fetches % self.liveness_every == 0:
                        await self._check_liveness()
                    continue
                idle_fetches = 0
                backoff = 0.2
                now = time.monotonic()
                held = self._held
                for m in msgs:
                    held[id(m)] = (m, now, now)
                waiting.extend(msgs)
                if time.monotonic() - self._lag_refreshed_at > self.lag_refresh_s:
                    await self._refresh_lag()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - NATS outage or consumer gone: rebuild and back off
                self.attached = False
                self._rebuild = True
                logger.warning(
                    "consumer %s: %s; rebuilding in %.1fs", self.durable, describe(exc), backoff,
                    extra={"consumer": self.durable},
                )
                try:
                    await asyncio.wait_for(self._stop.wait(), timeout=backoff)
                except TimeoutError:
                    pass
                backoff = min(10.0, backoff * 2)
        # drain: fetch nothing more; hand back what never started (redelivered now, to another replica);
        # let in-flight work finish (and settle) within the drain timeout
        for m in waiting:
            self._held.pop(id(m), None)
            with contextlib.suppress(Exception):
                await m.nak()
        waiting.clear()
        if self._inflight:
            _, pending = await asyncio.wait(list(self._inflight), timeout=self.drain_timeout_s)
            if pending:
                logger.warning("consumer %s: %d handler(s) still running after %.0fs; cancelling (redelivered later)",
                               self.durable, len(pending), self.drain_timeout_s or 0, extra={"consumer": self.durable})
                for t in pending:
                    t.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
        if self._sub is not None:
            with contextlib.suppress(Exception):
                await self._sub.unsubscribe()
        self.attached = False

    async def _refresh_lag(self) -> None:
        """Export pending / ack-pending under sustained load too (the idle path refreshes them as well)."""
        self._lag_refreshed_at = time.monotonic()
        try:
            info = await self.js.consumer_info(self.stream, self.durable)
        except Exception as exc:  # noqa: BLE001 - a metric must never stop consumption
            logger.debug("consumer %s: consumer_info failed: %s", self.durable, exc)
            return
        self.metrics.consumer_pending.labels(self.spec.durable).set(info.num_pending or 0)
        self.metrics.consumer_ack_pending.labels(self.spec.durable).set(info.num_ack_pending or 0)

    async def _check_liveness(self) -> None:
        """An idle fetch loop with messages pending on the server means a dead subscription: rebuild.
        A consumer the server no longer knows raises NotFoundError: the run loop rebuilds (and re-provisions)."""
        info = await self.js.consumer_info(self.stream, self.durable)
        self._lag_refreshed_at = time.monotonic()
        self.metrics.consumer_pending.labels(self.spec.durable).set(info.num_pending or 0)
        self.metrics.consumer_ack_pending.labels(self.spec.durable).set(info.num_ack_pending or 0)
        if (info.num_pending or 0) > 0 and not self._inflight:
            logger.warning("consumer %s: %d pending but nothing received; rebuilding subscription",
                           self.durable, info.num_pending, extra={"consumer": self.durable})
            self._rebuild = True

    def _done(self, t: asyncio.Task[None]) -> None:
        self._inflight.discard(t)
        self._slot_freed.set()
        if not t.cancelled() and t.exception() is not None:
            logger.error("consumer %s: unexpected error in message task", self.durable, exc_info=t.exception())

    async def _process(self, msg: Any) -> None:
        """Decode, run the handler, settle: ack / nak(delay) / dead-letter + term. Exactly one settle per
        delivery; when settling fails (NATS away) the server redelivers after ack_wait."""
        md = msg.metadata
        delivered = int(md.num_delivered)
        subject = self.naming.unprefix(msg.subject)
        msg_id = (msg.headers or {}).get("Nats-Msg-Id", "") if msg.headers else ""
        if "\x00" in msg_id:
            msg_id = _pg_text(msg_id)
        label = self.spec.durable
        if delivered > 1:
            self.metrics.redeliveries.labels(label).inc()
        t0 = time.perf_counter()
        outcome = "ack"
        try:
            try:
                event = decode(subject, msg.data)
            except PoisonMessage as exc:
                outcome = await self._dead_letter(msg, subject, msg_id or None, str(exc), delivered)
                return
            delivery = Delivery(subject, event, msg.data, msg_id or event.event_id, delivered,
                                int(md.sequence.stream), self.durable, msg)
            try:
                disp = await self.handler(delivery)
                if disp is not None and not isinstance(disp, (Ack, Nak, Term)):
                    raise TypeError(f"handler returned {disp!r}; expected Ack, Nak, Term or None")
            except PoisonMessage as exc:
                outcome = await self._dead_letter(msg, subject, delivery.msg_id, str(exc), delivered)
                return
            except Exception as exc:  # noqa: BLE001 - translate to a disposition below
                if delivered >= self.spec.max_deliver:
                    outcome = await self._dead_letter(msg, subject, delivery.msg_id,
                                                      f"{type(exc).__name__}: {exc}", delivered)
                    return
                delay = getattr(exc, "retry_after_s", None) or backoff_delay(self.spec, delivered)
                level = logging.WARNING if isinstance(exc, TransientError) else logging.ERROR
                logger.log(level, "consumer %s: handler failed (delivery %d/%d), nak %.1fs: %s: %s",
                           self.durable, delivered, self.spec.max_deliver, delay, type(exc).__name__, exc,
                           extra={"consumer": self.durable, "subject": subject, "event_id": delivery.msg_id,
                                  "delivery_count": delivered},
                           exc_info=not isinstance(exc, TransientError))
                await msg.nak(delay=delay)
                outcome = "nak"
                return
            if disp is None or isinstance(disp, Ack):
                await msg.ack()
                outcome = "ack"
            elif isinstance(disp, Nak):
                if delivered >= self.spec.max_deliver:
                    outcome = await self._dead_letter(msg, subject, delivery.msg_id, "nak after max deliveries",
                                                      delivered)
                else:
                    await msg.nak(delay=disp.delay_s if disp.delay_s is not None else backoff_delay(self.spec, delivered))
                    outcome = "nak"
            else:
                outcome = await self._dead_letter(msg, subject, delivery.msg_id, disp.reason, delivered)
        except Exception as exc:  # noqa: BLE001 - ack/nak failed (NATS gone): the server redelivers
            outcome = "ack_error"
            logger.warning("consumer %s: could not settle message: %s", self.durable, exc, extra={"consumer": self.durable})
        finally:
            self._held.pop(id(msg), None)
            self.handled += 1
            child = self._handled_children.get(outcome)
            if child is None:
                child = self._handled_children[outcome] = self.metrics.messages_handled.labels(label, outcome)
            child.inc()
            self._handler_seconds.observe(time.perf_counter() - t0)

    async def _dead_letter(self, msg: Any, subject: str, msg_id: str | None, error: str, delivered: int) -> str:
        """Record the poison message, then term it; returns the outcome label.

        Recorded first: a crash in between redelivers, and the unique index keeps the record single.
        If the record cannot be written (Postgres away) the message is NAKed to be retried later rather
        than terminated unrecorded — except on its last allowed delivery, where it is logged whole.
        """
        logger.error("consumer %s: dead-lettering message after %d deliveries: %s", self.durable, delivered, error,
                     extra={"consumer": self.durable, "subject": subject, "event_id": msg_id})
        # one record per message across redeliveries: keyed by its id, or (no Nats-Msg-Id: a foreign
        # publisher) by its place in the stream and its payload (migration 0601)
        conflict = ("(consumer, msg_id) WHERE msg_id IS NOT NULL" if msg_id else
                    "(consumer, stream, stream_seq, md5(payload)) WHERE msg_id IS NULL")
        try:
            await self.pool.execute(
                f"""INSERT INTO dead_letters (consumer, stream, subject, msg_id, stream_seq, payload, headers, error,
                                              deliveries)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                    ON CONFLICT {conflict}
                    DO UPDATE SET error = EXCLUDED.error, deliveries = EXCLUDED.deliveries""",
                self.spec.durable, self.stream, subject, msg_id, int(msg.metadata.sequence.stream), bytes(msg.data),
                {_pg_text(k): _pg_text(v) for k, v in msg.headers.items()} if msg.headers else None,
                _pg_text(error[:4000]), delivered,
            )
        except Exception as exc:  # noqa: BLE001 - cannot record it: keep the message if we still can
            if delivered < self.spec.max_deliver:
                logger.warning("consumer %s: cannot record dead letter (%s); nak to retry", self.durable, exc,
                               extra={"consumer": self.durable, "event_id": msg_id})
                await msg.nak(delay=backoff_delay(self.spec, delivered))
                return "nak"
            logger.error("consumer %s: cannot record dead letter (%s); terminating it, payload follows: %r",
                         self.durable, exc, bytes(msg.data)[:4000],
                         extra={"consumer": self.durable, "subject": subject, "event_id": msg_id})
        self.metrics.dead_letters.labels(self.spec.durable).inc()
        await msg.term()
        return "dead_letter"
