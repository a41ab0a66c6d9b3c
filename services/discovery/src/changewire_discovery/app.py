"""Wiring of the discovery service: the `company.onboard.requested` handler (it only wakes the workers:
the queue_jobs row is the truth), worker loops that claim onboarding jobs (FOR UPDATE SKIP LOCKED) and
run several companies in parallel, and the periodic poll that finds jobs whose event was lost.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time

from changewire_common.bus import Ack, Delivery
from changewire_common.clock import utcnow
from changewire_common.service import Context, Wiring
from changewire_common.servicedef import ServiceDef

from . import metrics
from .engine import Discoverer, Pacer
from .settings import DiscoverySettings
from .store import ClaimedJob, LeaseLost, claim_job, fail_job, store_result

logger = logging.getLogger(__name__)


def make_pacer(ctx: Context, settings: DiscoverySettings) -> Pacer:
    """The politeness slot shared with the fetcher when available, else per-process spacing."""
    try:
        from .politeness import SharedPacer
        return SharedPacer(ctx.pool, settings)
    except ImportError:  # pragma: no cover
        from .engine import InProcessPacer
        return InProcessPacer(settings.politeness_spacing_s)


class Worker:
    """Claims onboarding jobs and runs discovery for them, `settings.concurrency` at a time."""

    def __init__(self, ctx: Context, settings: DiscoverySettings, discoverer: Discoverer,
                 rng: random.Random | None = None) -> None:
        self.ctx = ctx
        self.s = settings
        self.discoverer = discoverer
        self.rng = rng or random.Random()
        self.wake = asyncio.Event()
        self.worker_id = f"{ctx.instance_id}-{id(self) & 0xffff:x}"

    async def handle_company_onboard_requested(self, d: Delivery) -> Ack:
        """company.onboard.requested → wakes a worker; ack (the job row is the truth, polled anyway)."""
        self.wake.set()
        return Ack()

    async def run(self, ctx: Context) -> None:
        loops = [asyncio.create_task(self._loop(i)) for i in range(self.s.concurrency)]
        await ctx.stopping.wait()
        self.wake.set()
        await asyncio.gather(*loops, return_exceptions=True)

    async def _loop(self, n: int) -> None:
        while not self.ctx.stopping.is_set():
            try:
                job = await self.claim()
            except Exception as exc:  # noqa: BLE001 - DB outage: back off and poll again
                logger.warning("claiming onboarding jobs failed: %s", exc)
                job = None
            if job is None:
                self.wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.wake.wait(), timeout=self.s.poll_s * (1 + 0.2 * self.rng.random()))
                continue
            self.wake.set()  # there may be more: let an idle sibling look too
            try:
                await self.process(job)
            except asyncio.CancelledError:
                await self.release(job)
                raise
            except Exception:  # noqa: BLE001 - DB trouble while storing: the lease expires, the job is retried
                logger.exception("onboarding job %d failed to complete; it will be retried after its lease",
                                 job.job_id, extra={"job_id": job.job_id})

    async def release(self, job: ClaimedJob) -> None:
        """Shutdown mid-discovery: hand the job back at once (the attempt does not count)."""
        with contextlib.suppress(Exception):
            async with self.ctx.pool.acquire() as conn, conn.transaction():
                done = await conn.fetchval(
                    "UPDATE queue_jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, "
                    "locked_until = NULL, updated_at = now() WHERE job_id = $1 AND status = 'running' AND locked_by = $2 "
                    "RETURNING job_id", job.job_id, self.worker_id)
                if done is not None:
                    await conn.execute("UPDATE companies SET onboarding_status = 'pending', updated_at = now() "
                                       "WHERE company_id = $1 AND onboarding_status = 'discovering'", job.company_id)

    async def claim(self, job_id: int | None = None) -> ClaimedJob | None:
        async with self.ctx.pool.acquire() as conn:
            return await claim_job(conn, self.worker_id, self.s.job_lease_s, job_id)

    async def process(self, job: ClaimedJob) -> str:
        """Run one claimed job to its end state; returns active | no_website | failed | retry | dead."""
        t0 = time.monotonic()
        logger.info("discovering %s (%s), attempt %d", job.slug, job.website or "no website", job.attempts,
                    extra={"company_id": job.company_id, "job_id": job.job_id, "attempt": job.attempts})
        result = await self.discoverer.discover(job.website) if job.website.strip() else None
        try:
            async with self.ctx.pool.acquire() as conn:
                if result is None:
                    from .engine import DiscoveryResult
                    result = DiscoveryResult(company_url="", outcome="no_website", error="no website given")
                metrics.requests_total.inc(result.requests)
                if result.outcome == "failed" and result.transient:
                    status = await fail_job(conn, job, self.worker_id, result.error or "discovery failed",
                                            backoff_s=self.s.retry_backoff_s, stats=result.stats)
                    outcome = "dead" if status == "dead" else "retry"
                else:
                    created = await store_result(conn, job, self.worker_id, result, now=utcnow(), rng=self.rng,
                                                 min_interval_s=self.s.min_interval_s,
                                                 max_interval_s=self.s.max_interval_s)
                    metrics.sensors_created_total.inc(len(created))
                    outcome = result.outcome
        except LeaseLost:
            logger.warning("onboarding job %d lost its lease; another worker owns it", job.job_id,
                           extra={"job_id": job.job_id})
            return "lost"
        metrics.companies_total.labels(outcome).inc()
        metrics.company_seconds.observe(time.monotonic() - t0)
        log = logger.warning if outcome in ("retry", "dead", "failed") else logger.info
        log("company %s: %s (%d requests, %d ms)%s", job.slug, outcome, result.requests, result.elapsed_ms,
            f": {result.error}" if result.error else "",
            extra={"company_id": job.company_id, "job_id": job.job_id})
        return outcome


async def wire(ctx: Context) -> Wiring:
    from changewire_common.http.client import HttpClient, HttpConfig

    settings = ctx.settings
    assert isinstance(settings, DiscoverySettings)
    client = HttpClient(HttpConfig.from_settings(settings))
    worker = Worker(ctx, settings, Discoverer(client, make_pacer(ctx, settings), settings))
    return Wiring(
        handlers={"discovery-company-onboard-requested": worker.handle_company_onboard_requested},
        tasks=[worker.run],
        concurrency={"discovery-company-onboard-requested": 4},
        on_stop=[client.close],
    )


SERVICE = ServiceDef("discovery", DiscoverySettings, wire)
