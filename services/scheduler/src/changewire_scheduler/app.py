"""Wiring of the scheduler service: the claim tick, the outcome consumers (batched applier), the
heartbeat and the periodic jobs. Runs inside changewire_common.service.run_service."""
from __future__ import annotations

import contextlib
import os
import random
from typing import Any, cast
from zoneinfo import ZoneInfo

from changewire_common.service import Context, Wiring, periodic
from changewire_common.servicedef import ServiceDef

from . import jobs, store
from .applier import OutcomeApplier
from .claimer import Claimer, TickWindow, tick_loop
from .cron import parse_schedule
from .handlers import make_handlers
from .metrics import scheduler_metrics
from .policy import StatusPolicy
from .retention import run_retention
from .schedule import SchedulePolicy
from .settings import SchedulerSettings

OUTCOME_CONSUMERS = ("scheduler-observation-fetched", "scheduler-snapshot-stored")


def schedule_policy(s: SchedulerSettings) -> SchedulePolicy:
    return SchedulePolicy.from_settings(s)


def status_policy(s: SchedulerSettings) -> StatusPolicy:
    return StatusPolicy(stale_after=s.stale_after_failures, retired_after=s.retired_after_failures,
                        skip_fallback_s=s.skip_fallback_s)


def make_claimer(pool: Any, s: SchedulerSettings, window: TickWindow) -> Claimer:
    return Claimer(pool, window, batch=s.claim_batch, per_domain=s.per_domain_per_tick,
                   max_per_tick=s.max_claims_per_tick, lease_ttl_s=s.lease_ttl_s)


async def wire(ctx: Context) -> Wiring:
    s = cast(SchedulerSettings, ctx.settings)
    if not isinstance(s, SchedulerSettings):  # run with CommonSettings: use the scheduler's defaults
        s = SchedulerSettings(**{f: getattr(ctx.settings, f) for f in ctx.settings.__struct_fields__})
    window = TickWindow(ctx.instance_id)
    await window.open(ctx.pool)
    applier = OutcomeApplier(ctx.pool, schedule_policy(s), status_policy(s), window,
                             rng=random.Random(int.from_bytes(os.urandom(8), "big")),
                             batch=s.apply_batch, workers=s.apply_workers, linger_ms=s.apply_linger_ms)
    applier.start()
    claimer = make_claimer(ctx.pool, s, window)
    tz = ZoneInfo(s.timezone)

    async def run_ticks(c: Context) -> None:
        await tick_loop(claimer, s.tick_s, c.stopping)

    async def heartbeat(c: Context) -> None:
        async def beat() -> None:
            await jobs.write_heartbeat(c.pool, c.instance_id, {
                "pid": os.getpid(), "applied_total": applier.applied_total, "stale_total": applier.stale_total,
                "crawl_run_id": window.crawl_run_id, "tick_s": s.tick_s,
                "heartbeat_s": s.heartbeat_s})  # `stats` judges liveness by the replica's own period
        await periodic(c, s.heartbeat_s, beat, "heartbeat")

    async def backlog_gauges(c: Context) -> None:
        m = scheduler_metrics()

        async def update() -> None:
            n, oldest = await store.due_backlog(c.pool)
            m.due_backlog.set(n)
            m.oldest_overdue.set(oldest)
        await periodic(c, s.backlog_gauge_s, update, "backlog gauges")

    async def retention() -> dict[str, Any]:
        return await run_retention(ctx.pool, ctx.blobs, raw_days=s.raw_retention_days,
                                   crawl_runs_days=s.crawl_runs_retention_days)

    async def repair_sweep() -> dict[str, Any]:
        return await jobs.request_repair_sweep(ctx.pool)

    async def outbox_prune() -> dict[str, Any]:
        return await jobs.prune_outbox(ctx.pool, s.outbox_retention_days)

    job_list = [
        jobs.Job("retention", parse_schedule(s.retention_schedule), retention),
        jobs.Job("repair_sweep", parse_schedule(s.repair_sweep_schedule), repair_sweep),
        jobs.Job("outbox_prune", parse_schedule(s.outbox_prune_schedule), outbox_prune),
    ]

    def job_task(job: jobs.Job) -> Any:
        async def run(c: Context) -> None:
            await jobs.job_loop(c.pool, job, tz, c.instance_id, c.stopping)
        return run

    async def on_stop() -> None:
        await applier.stop()
        with contextlib.suppress(Exception):
            await ctx.pool.execute("DELETE FROM settings_kv WHERE key = $1", jobs.HEARTBEAT_PREFIX + ctx.instance_id)

    return Wiring(
        handlers=make_handlers(applier),
        tasks=[run_ticks, heartbeat, backlog_gauges, *(job_task(j) for j in job_list if j.schedule.kind != "off")],
        concurrency={d: s.consumer_concurrency for d in OUTCOME_CONSUMERS},
        batch={d: s.consumer_batch for d in OUTCOME_CONSUMERS},
        on_stop=[on_stop],
    )


SERVICE = ServiceDef("scheduler", SchedulerSettings, wire)
