"""Claiming due sensors: one tick = one crawl_runs row and a few claim batches; one batch = one
transaction (lock candidates with SKIP LOCKED, pick within the per-domain allowance, open the runs,
enqueue `sensor.due` with enqueue_many, count into crawl_runs). Several replicas share one database.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field
from datetime import datetime

import asyncpg

from changewire_common.domains import url_domain
from changewire_common.events import SensorDue
from changewire_common.outbox import enqueue_many

from . import store
from .claims import Pick, pick_claims
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
    def __init__(self, pool: asyncpg.Pool, window: TickWindow, *, batch: int = 500, per_domain: int = 4,
                 max_per_tick: int = 20000, lease_ttl_s: float = 1800.0, scan_factor: int = 2) -> None:
        self.pool = pool
        self.window = window
        self.batch = batch
        self.per_domain = per_domain
        self.max_per_tick = max_per_tick
        self.lease_ttl_s = lease_ttl_s
        #: rows locked per batch = batch × scan_factor, so a capped domain does not starve a batch
        self.scan_factor = max(1, scan_factor)
        self.metrics = scheduler_metrics()

    async def tick(self, *, dry_run: bool = False) -> TickReport:
        """One tick: claim batches until nothing more is claimable, or max_per_tick is reached."""
        t0 = time.perf_counter()
        if dry_run:
            report = TickReport(None)
            async with self.pool.acquire() as conn:
                tx = conn.transaction()
                await tx.start()
                try:
                    cands = await store.select_due_candidates(conn, self.batch * self.scan_factor, [])
                    report.would_claim = pick_claims(cands, {}, self.per_domain, min(self.batch, self.max_per_tick))
                finally:
                    await tx.rollback()
            report.tick_ms = (time.perf_counter() - t0) * 1000
            return report
        run_id = await self.window.open(self.pool)
        report = TickReport(run_id)
        taken: dict[str, int] = {}
        capped: set[str] = set()
        try:
            while len(report.claimed) < self.max_per_tick:
                limit = min(self.batch, self.max_per_tick - len(report.claimed))
                got, scanned = await self.claim_batch(run_id, limit, taken, capped)
                report.claimed.extend(got)
                # no progress (all left is locked by other replicas or over its domain allowance), or the
                # due set is exhausted: the tick is over
                if not got or scanned < limit * self.scan_factor:
                    break
            report.saturated = len(report.claimed) >= self.max_per_tick
        finally:
            report.tick_ms = (time.perf_counter() - t0) * 1000
            with contextlib.suppress(Exception), store.db_errors("finish crawl run"):
                await store.finish_crawl_run(self.pool, run_id, report.tick_ms)
            self.metrics.ticks.inc()
            self.metrics.tick_seconds.observe(report.tick_ms / 1000)
            self.metrics.last_tick_timestamp.set(time.time())
        return report

    async def claim_batch(self, crawl_run_id: int, limit: int, taken: dict[str, int],
                          capped: set[str]) -> tuple[list[ClaimedRun], int]:
        """One transaction. Returns the runs opened and how many candidate rows were locked.
        `taken` / `capped` (per-domain counts of this tick) are updated after the commit."""
        t0 = time.perf_counter()
        with store.db_errors("claim batch"):
            async with self.pool.acquire() as conn, conn.transaction():
                cands = await store.select_due_candidates(conn, limit * self.scan_factor, sorted(capped))
                if not cands:
                    return [], 0
                # rows without a domain get it now (claimed or not), so later batches can exclude it in SQL
                cands = await store.fill_domains(conn, cands, url_domain)
                picks = pick_claims(cands, taken, self.per_domain, limit)
                claimed: list[ClaimedRun] = []
                if picks:
                    rows = await store.mark_claimed(conn, picks, self.lease_ttl_s)
                    by_id = {p.sensor_id: p for p in picks}
                    claimed = [ClaimedRun(r["sensor_id"], r["run_seq"], r["lease_until"],
                                          by_id[r["sensor_id"]].domain, by_id[r["sensor_id"]].reissue) for r in rows]
                    await enqueue_many(conn, [SensorDue(sensor_id=c.sensor_id, run_seq=c.run_seq,
                                                        lease_until=c.lease_until) for c in claimed])
                    await store.add_crawl_counts(conn, crawl_run_id, {
                        "claimed": len(claimed), "reissued": sum(1 for c in claimed if c.reissued)})
        for p in picks:
            taken[p.domain] = taken.get(p.domain, 0) + 1
        capped.update(d for d, n in taken.items() if n >= self.per_domain)
        reissued = sum(1 for c in claimed if c.reissued)
        self.metrics.claims.inc(len(claimed))
        if reissued:
            self.metrics.leases_reissued.inc(reissued)
            logger.info("re-issued %d run(s) whose lease expired", reissued, extra={"count": reissued})
        self.metrics.claim_batch_seconds.observe(time.perf_counter() - t0)
        return claimed, len(cands)


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
