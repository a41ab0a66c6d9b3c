"""Claiming due sensors: one tick = one crawl_runs row, one plan and a few claim batches; one batch =
one transaction (lock the planned rows still due with SKIP LOCKED, open the runs, enqueue `sensor.due`
with enqueue_many, count into crawl_runs). Several replicas share one database safely.

Opening a run moves next_run_at to the lease end, so runs in flight leave the due range of the
sensors_due index; when a lease expires the sensor is due again and its run is re-issued.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from dataclasses import dataclass, field
from datetime import datetime

import asyncpg

from changewire_common.events import SensorDue
from changewire_common.outbox import enqueue_many

from . import store
from .claims import Pick, pick_claims, safe_domain
from .metrics import scheduler_metrics

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class ClaimedRun:
    sensor_id: int
    run_seq: int
    lease_until: datetime
    domain: str
    reissued: bool


@dataclass
class TickReport:
    crawl_run_id: int | None
    claimed: list[ClaimedRun] = field(default_factory=list)
    #: dry runs: what would have been claimed
    would_claim: list[Pick] = field(default_factory=list)
    tick_ms: float = 0.0
    #: the tick stopped at max_claims_per_tick (more is due: tick again at once)
    saturated: bool = False

    @property
    def reissued(self) -> int:
        return sum(1 for c in self.claimed if c.reissued)


class TickWindow:
    """The crawl_runs row of this replica's current tick; outcomes applied meanwhile count into it."""

    def __init__(self, scheduler_id: str) -> None:
        self.scheduler_id = scheduler_id
        self.crawl_run_id: int | None = None

    async def open(self, pool: asyncpg.Pool) -> int:
        with store.db_errors("open crawl run"):
            self.crawl_run_id = await store.open_crawl_run(pool, self.scheduler_id)
        return self.crawl_run_id

    async def ensure(self, pool: asyncpg.Pool) -> int:
        if self.crawl_run_id is None:
            return await self.open(pool)
        return self.crawl_run_id


class Claimer:
    """Claims due sensors. Per tick: one plan query (due sensors in claim order, within the per-domain
    allowance, up to max_per_tick), then batches of `batch` planned rows, each one transaction that
    locks the rows still due (SKIP LOCKED), opens their runs and enqueues their `sensor.due`.

    Replicas plan alike, so each walks its batches from a random starting batch: they rarely contend
    for the same rows, and a row is claimed once whoever gets it (the lock + due re-check)."""

    def __init__(self, pool: asyncpg.Pool, window: TickWindow, *, batch: int = 500, per_domain: int = 4,
                 max_per_tick: int = 20000, lease_ttl_s: float = 1800.0, rng: random.Random | None = None) -> None:
        self.pool = pool
        self.window = window
        self.batch = batch
        self.per_domain = per_domain
        self.max_per_tick = max_per_tick
        self.lease_ttl_s = lease_ttl_s
        self.rng = rng or random.Random()
        self.metrics = scheduler_metrics()

    async def plan(self) -> list[Pick]:
        """The sensors this tick would claim, in claim order (no locks taken)."""
        with store.db_errors("plan tick"):
            await store.fill_missing_domains(self.pool, safe_domain)
            cands = await store.select_due_plan(self.pool, self.max_per_tick, self.per_domain)
        # the SQL already applied the allowance; the pure rule decides (and covers a domain still unknown)
        return pick_claims(cands, {}, self.per_domain, self.max_per_tick)

    async def tick(self, *, dry_run: bool = False) -> TickReport:
        """One tick: plan, then claim the plan batch by batch."""
        t0 = time.perf_counter()
        if dry_run:
            report = TickReport(None, would_claim=await self.plan())
            report.tick_ms = (time.perf_counter() - t0) * 1000
            return report
        run_id = await self.window.open(self.pool)
        report = TickReport(run_id)
        try:
            picks = await self.plan()
            batches = [picks[i:i + self.batch] for i in range(0, len(picks), self.batch)]
            if len(batches) > 1:
                k = self.rng.randrange(len(batches))
                batches = batches[k:] + batches[:k]
            for b in batches:
                report.claimed.extend(await self.claim_batch(run_id, b))
            report.saturated = len(picks) >= self.max_per_tick
        finally:
            report.tick_ms = (time.perf_counter() - t0) * 1000
            with contextlib.suppress(Exception), store.db_errors("finish crawl run"):
                await store.finish_crawl_run(self.pool, run_id, report.tick_ms)
            self.metrics.ticks.inc()
            self.metrics.tick_seconds.observe(report.tick_ms / 1000)
            self.metrics.last_tick_timestamp.set(time.time())
        return report

    async def claim_batch(self, crawl_run_id: int, picks: list[Pick]) -> list[ClaimedRun]:
        """One transaction: lock the picks still due, open their runs, enqueue sensor.due, count."""
        t0 = time.perf_counter()
        by_id = {p.sensor_id: p for p in picks}
        with store.db_errors("claim batch"):
            async with self.pool.acquire() as conn, conn.transaction():
                locked = await store.lock_due_batch(conn, [p.sensor_id for p in picks])
                if not locked:
                    return []
                # the lock re-read run_open: a lease may have expired since the plan
                todo = [Pick(c.sensor_id, by_id[c.sensor_id].domain, c.run_open) for c in locked]
                rows = await store.mark_claimed(conn, todo, self.lease_ttl_s)
                reissue = {p.sensor_id: p.reissue for p in todo}
                # the events go out in plan order (domains interleaved), whatever order the rows came back in
                order = {p.sensor_id: i for i, p in enumerate(picks)}
                claimed = [ClaimedRun(r["sensor_id"], r["run_seq"], r["lease_until"], by_id[r["sensor_id"]].domain,
                                      reissue[r["sensor_id"]])
                           for r in sorted(rows, key=lambda r: order[r["sensor_id"]])]
                await enqueue_many(conn, [SensorDue(sensor_id=c.sensor_id, run_seq=c.run_seq,
                                                    lease_until=c.lease_until) for c in claimed])
                reissued = sum(1 for c in claimed if c.reissued)
                await store.add_crawl_counts(conn, crawl_run_id, {"claimed": len(claimed), "reissued": reissued})
        self.metrics.claims.inc(len(claimed))
        if reissued:
            self.metrics.leases_reissued.inc(reissued)
            logger.info("re-issued %d run(s) whose lease expired", reissued, extra={"count": reissued})
        self.metrics.claim_batch_seconds.observe(time.perf_counter() - t0)
        return claimed


async def tick_loop(claimer: Claimer, tick_s: float, stopping: asyncio.Event) -> None:
    """Tick every `tick_s` until `stopping`; a saturated tick is followed at once by the next."""
    backoff = 0.5
    while not stopping.is_set():
        started = time.monotonic()
        wait = tick_s
        try:
            report = await claimer.tick()
            backoff = 0.5
            if report.claimed:
                logger.debug("tick claimed %d run(s) in %.1f ms", len(report.claimed), report.tick_ms)
            wait = 0.0 if report.saturated else max(0.0, tick_s - (time.monotonic() - started))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - Postgres outage: log, back off, keep ticking
            logger.warning("claim tick failed, retrying in %.1fs: %s: %s", backoff, type(exc).__name__, exc)
            wait = backoff
            backoff = min(30.0, backoff * 2)
        if wait > 0:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), timeout=wait)
