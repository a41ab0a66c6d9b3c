"""Periodic work of the scheduler: jobs on intervals or cron expressions in a configured time zone,
each fire run by exactly one replica (the fire time is a slot claimed in settings_kv under
'scheduler.job.<name>'), plus the per-replica heartbeat.

Jobs: `retention` (see retention.py), `repair_sweep` (writes settings_kv 'repair.sweep_requested_at'
= the request time as a JSON string; the repair service polls that key and sweeps when it is newer
than its last sweep — nothing is enqueued), `outbox_prune` (a hook: the relay in every process
already prunes published rows; off by default).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, tzinfo
from typing import Any

import asyncpg

from changewire_common.clock import utcnow

from . import store
from .cron import Schedule, next_fire
from .metrics import scheduler_metrics

logger = logging.getLogger(__name__)

REPAIR_SWEEP_KEY = "repair.sweep_requested_at"
HEARTBEAT_PREFIX = "scheduler.heartbeat."

JobFn = Callable[[], Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class Job:
    name: str
    schedule: Schedule
    fn: JobFn


async def run_job_once(pool: asyncpg.Pool, job: Job, slot: datetime, instance_id: str) -> dict[str, Any] | None:
    """Run `job` for the fire `slot` if this replica wins the slot; returns its result, or None."""
    m = scheduler_metrics()
    with store.db_errors(f"claim slot of {job.name}"):
        won = await store.claim_job_slot(pool, job.name, slot, instance_id)
    if not won:
        m.jobs.labels(job.name, "skipped").inc()
        return None
    t0 = time.perf_counter()
    try:
        result = await job.fn()
    except Exception as exc:
        m.jobs.labels(job.name, "error").inc()
        with contextlib.suppress(Exception):
            await store.record_job_result(pool, job.name, {"ok": False, "error": f"{type(exc).__name__}: {exc}"[:500],
                                                           "finished_at": utcnow().isoformat()})
        raise
    duration = time.perf_counter() - t0
    m.jobs.labels(job.name, "ok").inc()
    with contextlib.suppress(Exception):
        await store.record_job_result(pool, job.name, {"ok": True, "result": result, "duration_s": round(duration, 3),
                                                       "finished_at": utcnow().isoformat()})
    logger.info("periodic job %s done in %.2fs: %s", job.name, duration, result, extra={"job": job.name})
    return result


async def job_loop(pool: asyncpg.Pool, job: Job, tz: tzinfo, instance_id: str, stopping: asyncio.Event,
                   clock: Callable[[], datetime] = utcnow) -> None:
    """Sleep until each fire time of the job's schedule, then run it (if this replica wins the slot)."""
    if job.schedule.kind == "off":
        return
    while not stopping.is_set():
        slot = next_fire(job.schedule, clock(), tz)
        if slot is None:
            return
        # sleep in bounded steps so a wall-clock jump is noticed
        while not stopping.is_set():
            remaining = (slot - clock()).total_seconds()
            if remaining <= 0:
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), timeout=min(remaining, 60.0))
        if stopping.is_set():
            return
        try:
            await run_job_once(pool, job, slot, instance_id)
        except Exception as exc:  # noqa: BLE001 - a failed job waits for its next fire
            logger.warning("periodic job %s failed: %s: %s", job.name, type(exc).__name__, exc,
                           extra={"job": job.name})


async def request_repair_sweep(pool: asyncpg.Pool, now: datetime | None = None) -> dict[str, Any]:
    at = (now or utcnow()).isoformat()
    await store.put_kv(pool, REPAIR_SWEEP_KEY, at)
    return {"requested_at": at}


async def prune_outbox(pool: asyncpg.Pool, retention_days: float) -> dict[str, Any]:
    res = await pool.execute(
        "DELETE FROM outbox WHERE published_at IS NOT NULL AND published_at < now() - make_interval(secs => $1)",
        retention_days * 86400.0)
    return {"pruned": int(res.split()[-1])}


async def write_heartbeat(pool: asyncpg.Pool, instance_id: str, info: dict[str, Any]) -> None:
    await store.put_kv(pool, HEARTBEAT_PREFIX + instance_id,
                       {"instance_id": instance_id, "at": utcnow().isoformat(), **info})
