"""Wiring of the repair service: the sensor.status_changed consumer, the sweep task (every
`sweep_interval_s`, or when settings_kv 'repair.sweep_requested_at' asks), the shared HTTP client."""
from __future__ import annotations

import asyncio
import contextlib
import logging

from changewire_common.service import Context, Wiring
from changewire_common.servicedef import ServiceDef

from . import store
from .handlers import make_status_changed_handler
from .metrics import repair_metrics
from .repair import Repairer
from .settings import RepairSettings
from .web import build_source, make_client

logger = logging.getLogger(__name__)

DURABLE = "repair-sensor-status-changed"


async def run_sweep_if_due(repairer: Repairer, settings: RepairSettings,
                           stop: asyncio.Event | None = None) -> int | None:
    """Run one sweep when one is due (interval or request) and no other replica is sweeping.
    Returns the number of sensors attempted, or None when no sweep ran."""
    async with repairer.pool.acquire() as conn:
        why = await store.sweep_due(conn, settings.sweep_interval_s)
        if why is None:
            return None
        if not await store.try_sweep_lock(conn):
            return None
        try:
            # re-check under the lock: another replica may have just finished a sweep
            why = await store.sweep_due(conn, settings.sweep_interval_s)
            if why is None:
                return None
            await store.mark_sweep_started(conn)
            repair_metrics().sweeps.labels(why).inc()
            reports = await repairer.sweep(stop=stop)
        finally:
            await store.release_sweep_lock(conn)
    attempted = [r for r in reports if not r.skipped]
    logger.info("sweep (%s): %d sensor(s) attempted", why, len(attempted))
    return len(attempted)


async def wire(ctx: Context) -> Wiring:
    settings = ctx.settings
    assert isinstance(settings, RepairSettings)
    client = make_client(settings)
    source = build_source(client, settings, ctx.pool)
    repairer = Repairer(settings, ctx.pool, ctx.blobs, source)

    async def sweeper(c: Context) -> None:
        while not c.stopping.is_set():
            try:
                await run_sweep_if_due(repairer, settings, c.stopping)
            except Exception as exc:  # noqa: BLE001 - logged; the next poll tries again
                logger.warning("sweep failed: %s: %s", type(exc).__name__, exc)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(c.stopping.wait(), timeout=settings.sweep_poll_s)

    return Wiring(
        handlers={DURABLE: make_status_changed_handler(repairer)},
        tasks=[sweeper],
        concurrency={DURABLE: settings.concurrency},
        batch={DURABLE: settings.concurrency},
        on_stop=[client.close],
    )


SERVICE = ServiceDef("repair", RepairSettings, wire)
