"""The process shell every service runs in: pool, NATS, provisioning, relay, health, consumers,
periodic tasks, and a graceful drain on SIGTERM/SIGINT (stop fetching, finish in-flight, exit 0).

A service supplies `wire(ctx) -> Wiring`: its handlers by durable name and its background tasks.
This is the only place (besides CLIs) that constructs pools and connections.
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import asyncpg
from nats.aio.client import Client as NATS

from .blobs import FileBlobStore
from .bus import ConsumerRunner, Handler, connect_nats, consumers_for, provision, server_ack_wait
from .db import create_pool
from .health import HealthServer
from .logs import configure_logging
from .metrics import service_metrics
from .naming import Naming
from .outbox import JetStreamPublisher, Relay, relay_tag
from .settings import CommonSettings

logger = logging.getLogger(__name__)

#: distinct default metrics ports so `changewire up` can run all five on one host
DEFAULT_PORTS = {"discovery": 9101, "fetcher": 9102, "differ": 9103, "scheduler": 9104, "repair": 9105}


@dataclass
class Context:
    service: str
    settings: CommonSettings
    pool: asyncpg.Pool
    nc: NATS
    js: Any
    naming: Naming
    blobs: FileBlobStore
    stopping: asyncio.Event
    instance_id: str = field(default_factory=lambda: f"{socket.gethostname()}-{os.getpid()}")


#: a background task: runs until ctx.stopping is set, then returns
Task = Callable[[Context], Awaitable[None]]


@dataclass
class Wiring:
    handlers: dict[str, Handler] = field(default_factory=dict)
    tasks: list[Task] = field(default_factory=list)
    #: per-durable concurrency (default 16)
    concurrency: dict[str, int] = field(default_factory=dict)
    batch: dict[str, int] = field(default_factory=dict)
    #: called after consumers drained, before connections close
    on_stop: list[Callable[[], Awaitable[None]]] = field(default_factory=list)


Wire = Callable[[Context], Awaitable[Wiring]]


async def run_service(
    service: str,
    settings: CommonSettings,
    wire: Wire,
    *,
    stop: asyncio.Event | None = None,
    install_signals: bool = True,
    ready_event: asyncio.Event | None = None,
) -> int:
    """Run a service until SIGTERM/SIGINT (or `stop` is set). Returns the exit code (0 on a clean drain)."""
    if install_signals:  # a real process (not a test running services in-process) configures logging
        configure_logging(service, settings.log_format, settings.log_level)
    stopping = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    if install_signals:
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stopping.set)
    m = service_metrics(service)
    state: dict[str, Any] = {"pool": None, "nc": None, "runners": [], "started": False}

    async def ready() -> dict[str, bool]:
        """Ready = Postgres answers, NATS is connected, every consumer is attached, and the service is
        started and not draining."""
        pool_ok = False
        if state["pool"] is not None:
            try:
                await asyncio.wait_for(state["pool"].fetchval("SELECT 1"), 2.0)
                pool_ok = True
            except Exception:  # noqa: BLE001
                pool_ok = False
        nc = state["nc"]
        nats_ok = bool(nc is not None and nc.is_connected)
        consumers_ok = bool(state["started"]) and all(r.attached for r in state["runners"])
        running = bool(state["started"]) and not stopping.is_set()
        m.up.set(1 if pool_ok and nats_ok and consumers_ok and running else 0)
        return {"postgres": pool_ok, "nats": nats_ok, "consumers": consumers_ok, "running": running}

    port = settings.metrics_port or DEFAULT_PORTS.get(service, 9100)
    health = HealthServer(settings.metrics_host, port, ready)
    try:
        await health.start()
    except OSError as exc:
        logger.error("cannot bind metrics port %s: %s (set CHANGEWIRE_%s_METRICS_PORT)", port, exc, service.upper())
        return 1

    naming = Naming(settings.nats_prefix)
    # a process with a relay tags its sessions, so its relay wakes for its own commits only
    tag = relay_tag(service) if settings.outbox_relay else f"changewire-{service}"
    pool = await _until(stopping, create_pool(settings.database_url, min_size=settings.db_pool_min,
                                                max_size=settings.db_pool_max, application_name=tag))
    if pool is None:
        await health.stop()
        return 0
    state["pool"] = pool
    runners: list[ConsumerRunner] = []

    async def on_reconnect() -> None:
        logger.info("nats reconnected; rebuilding pull subscriptions")
        for r in runners:
            r.request_rebuild()

    nc = await _until(stopping, connect_nats(settings.nats_url, name=f"changewire-{service}", reconnected_cb=on_reconnect))
    if nc is None:
        await pool.close()
        await health.stop()
        return 0
    state["nc"] = nc
    js = nc.jetstream()
    specs = consumers_for(service)

    async def reprovision() -> None:
        await provision(js, naming, replicas=settings.nats_replicas,
                        duplicate_window_s=settings.nats_duplicate_window_s, consumers=specs,
                        ack_wait_max_s=settings.nats_ack_wait_max_s)

    # provisioning is idempotent; retry while JetStream is not ready yet
    delay = 0.5
    while not stopping.is_set():
        try:
            await reprovision()
            break
        except Exception as exc:  # noqa: BLE001
            logger.warning("provisioning streams and consumers failed, retrying in %.1fs: %s: %s",
                           delay, type(exc).__name__, exc)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), delay)
            delay = min(10.0, delay * 2)

    ctx = Context(service, settings, pool, nc, js, naming, FileBlobStore(settings.blob_root), stopping)
    wiring = await wire(ctx)
    gc_before = tune_gc()  # what start-up built is long-lived: out of every later collection
    for spec in specs:
        handler = wiring.handlers.get(spec.durable)
        if handler is None:
            logger.warning("%s: no handler wired for its consumer %s; its messages wait", service, spec.durable)
            continue
        runners.append(ConsumerRunner(nc, pool, spec, handler, naming,
                                      concurrency=wiring.concurrency.get(spec.durable, 16),
                                      batch=wiring.batch.get(spec.durable, 32), provision_consumer=False,
                                      reprovision=reprovision, drain_timeout_s=settings.drain_timeout_s,
                                      ack_wait_s=server_ack_wait(spec, settings.nats_ack_wait_max_s)))
    unknown = sorted(set(wiring.handlers) - {s.durable for s in specs})
    if unknown:
        logger.error("%s: handlers for consumers it does not own (see bus.CONSUMERS): %s", service, unknown)
    state["runners"] = runners
    relay = None
    if settings.outbox_relay:
        relay = Relay(pool, JetStreamPublisher(js, naming), service=service, batch=settings.outbox_batch,
                      poll_s=settings.outbox_poll_s, retention_days=settings.outbox_retention_days,
                      dsn=settings.database_url, wake_tag=tag)
    relay_task = asyncio.create_task(relay.run()) if relay else None
    consumer_tasks = [asyncio.create_task(r.run()) for r in runners]
    bg_tasks = [asyncio.create_task(t(ctx)) for t in wiring.tasks]
    for t in bg_tasks:
        t.add_done_callback(_report_task_end(service, stopping))
    state["started"] = True
    logger.info("%s started: %d consumer(s), %d task(s), event loop %s", service, len(runners), len(bg_tasks),
                "uvloop" if type(loop).__module__.startswith("uvloop") else "asyncio")
    if ready_event is not None:
        ready_event.set()

    await stopping.wait()
    # Drain, in this order: (1) consumers stop fetching and finish in-flight handlers (cancelled after
    # drain_timeout_s: the server redelivers them) while background tasks see ctx.stopping and return,
    # all within one budget; (2) on_stop hooks; (3) the relay publishes what the drained handlers
    # committed; (4) NATS drained, pool and health endpoint closed.
    logger.info("%s draining (up to %.0fs)", service, settings.drain_timeout_s)
    for r in runners:
        r.stop()
    workers = [*consumer_tasks, *bg_tasks]
    if workers:
        _, pending = await asyncio.wait(workers, timeout=settings.drain_timeout_s + 2.0)
        for t in pending:
            logger.warning("%s: %s did not stop in time; cancelled", service, t.get_coro())
            t.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
    for cb in wiring.on_stop:
        try:
            await cb()
        except Exception as exc:  # noqa: BLE001 - one failing hook must not block the others
            logger.warning("%s: on_stop hook failed: %s: %s", service, type(exc).__name__, exc)
    if relay is not None and relay_task is not None:
        # one last pass so events committed by the drained handlers leave promptly
        relay.stop()
        await asyncio.gather(relay_task, return_exceptions=True)

        async def final_pass() -> None:
            while await relay.relay_once():
                pass

        try:
            await asyncio.wait_for(final_pass(), 10)
        except Exception as exc:  # noqa: BLE001 - the next process's relay publishes what is left
            logger.warning("%s: last outbox pass incomplete: %s: %s", service, type(exc).__name__, exc)
    with contextlib.suppress(Exception):
        await asyncio.wait_for(nc.drain(), 10)
    with contextlib.suppress(Exception):
        await asyncio.wait_for(pool.close(), 10)
    await health.stop()
    untune_gc(gc_before)
    logger.info("%s stopped", service)
    return 0


def tune_gc() -> tuple[int, int, int]:
    """Tune the cyclic GC for a long-lived event loop with many short-lived objects; returns the
    thresholds it replaced (for untune_gc). What start-up left (modules, the public suffix list,
    settings, clients) is frozen out of every later collection, and young collections run every
    GC_THRESHOLD[0] allocations rather than 700: full collections of the whole heap (~100 ms each
    under load) and young ones had taken a sixth of the fetcher's event loop. Reference counting still
    frees almost everything at once; only cyclic garbage waits a little longer."""
    before = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)
    return before  # type: ignore[return-value]


def untune_gc(before: tuple[int, int, int]) -> None:
    """Undo tune_gc (a test that ran a service inside its own process gets its GC back)."""
    gc.set_threshold(*before)
    gc.unfreeze()


#: (young, middle, old) collection thresholds (CPython's default is (700, 10, 10))
GC_THRESHOLD = (20_000, 20, 20)


def _report_task_end(service: str, stopping: asyncio.Event) -> Callable[[asyncio.Task[Any]], None]:
    """A background task that ends before the service stops is a bug worth a loud log line."""

    def cb(t: asyncio.Task[Any]) -> None:
        if t.cancelled():
            return
        exc = t.exception()
        if exc is not None:
            logger.error("%s: background task %s died: %s: %s", service, t.get_coro(), type(exc).__name__, exc,
                         exc_info=exc)
        elif not stopping.is_set():
            logger.warning("%s: background task %s returned before the service stopped", service, t.get_coro())

    return cb


async def _until(stopping: asyncio.Event, coro: Awaitable[Any]) -> Any:
    """Await `coro` unless `stopping` is set first (then cancel it and return None)."""
    task = asyncio.ensure_future(coro)
    waiter = asyncio.create_task(stopping.wait())
    done, _ = await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    waiter.cancel()
    if task in done:
        return task.result()
    task.cancel()
    with contextlib.suppress(BaseException):
        await task
    return None


async def periodic(ctx: Context, interval_s: float, fn: Callable[[], Awaitable[Any]], name: str) -> None:
    """Run `fn` every `interval_s` until the service stops; errors are logged, never fatal."""
    while not ctx.stopping.is_set():
        try:
            await fn()
        except Exception as exc:  # noqa: BLE001
            logger.warning("periodic %s failed: %s: %s", name, type(exc).__name__, exc)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ctx.stopping.wait(), timeout=interval_s)
