"""Applying run outcomes in batches: deliveries queue here, a few workers apply what is queued in one
transaction each (lock the sensors in id order, check run_seq and run_open under the lock, write the
pure decisions, status transitions, review items and crawl_runs counts), then settle every delivery.

A batch that fails is retried one outcome per transaction, so one bad outcome cannot hold back the
others. A duplicate or superseded outcome is "stale": acknowledged, counted, not applied.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

import asyncpg

from changewire_common.clock import utcnow
from changewire_common.errors import TransientError
from changewire_common.status import is_allowed, transition

from . import store
from .claimer import TickWindow
from .metrics import scheduler_metrics
from .policy import RunOutcome, StatusPolicy, decide_run
from .schedule import SchedulePolicy

logger = logging.getLogger(__name__)


class ApplyResult(StrEnum):
    APPLIED = "applied"
    #: the sensor's run_seq moved on (the lease expired and the run was re-issued)
    SUPERSEDED = "superseded"
    #: the run is already closed (a duplicate outcome)
    CLOSED = "closed"
    #: no such sensor
    UNKNOWN_SENSOR = "unknown_sensor"


@dataclass
class _Item:
    sensor_id: int
    run_seq: int
    outcome: RunOutcome
    future: asyncio.Future[ApplyResult] = field(repr=False)


class OutcomeApplier:
    def __init__(self, pool: asyncpg.Pool, schedule: SchedulePolicy, policy: StatusPolicy, window: TickWindow, *,
                 rng: random.Random | None = None, batch: int = 256, workers: int = 2, linger_ms: float = 2.0) -> None:
        self.pool = pool
        self.schedule = schedule
        self.policy = policy
        self.window = window
        self.rng = rng or random.Random()
        self.batch = batch
        self.workers = workers
        #: a worker that got one outcome waits this long for more to share its transaction
        self.linger_s = max(0.0, linger_ms) / 1000.0
        self.metrics = scheduler_metrics()
        self._queue: asyncio.Queue[_Item] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self.applied_total = 0
        self.stale_total = 0

    def start(self) -> None:
        if not self._tasks:
            self._tasks = [asyncio.create_task(self._worker(), name=f"scheduler-apply-{i}")
                           for i in range(self.workers)]

    async def stop(self, timeout_s: float = 15.0) -> None:
        """Finish what is queued (up to `timeout_s`), then stop the workers."""
        deadline = time.monotonic() + timeout_s
        while not self._queue.empty() and self._tasks and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await t
        self._tasks = []

    async def submit(self, sensor_id: int, run_seq: int, outcome: RunOutcome) -> ApplyResult:
        """Queue one outcome; returns once its transaction committed (raises TransientError if it failed)."""
        if not self._tasks:
            self.start()
        fut: asyncio.Future[ApplyResult] = asyncio.get_running_loop().create_future()
        await self._queue.put(_Item(sensor_id, run_seq, outcome, fut))
        return await fut

    async def _worker(self) -> None:
        while True:
            first = await self._queue.get()
            items = [first]
            if self.linger_s and self._queue.qsize() < self.batch - 1:
                # outcomes arrive one delivery at a time: a short wait turns many one-row transactions
                # (each a commit, and a turn on the crawl_runs row) into one
                await asyncio.sleep(self.linger_s)
            while len(items) < self.batch and not self._queue.empty():
                items.append(self._queue.get_nowait())
            try:
                await self._run(items)
            except asyncio.CancelledError:
                for it in items:
                    if not it.future.done():
                        it.future.set_exception(TransientError("scheduler stopping"))
                raise
            except Exception as exc:  # noqa: BLE001 - never let a worker die; the deliveries NAK
                for it in items:
                    if not it.future.done():
                        it.future.set_exception(exc)

    async def _run(self, items: list[_Item]) -> None:
        try:
            results = await self.apply_batch([(i.sensor_id, i.run_seq, i.outcome) for i in items])
        except Exception as exc:  # noqa: BLE001 - isolate the culprit: one outcome per transaction
            if len(items) == 1:
                items[0].future.set_exception(exc)
                return
            self.metrics.apply_batch_failures.inc()
            logger.warning("apply batch of %d failed (%s: %s); applying one by one",
                           len(items), type(exc).__name__, exc)
            for it in items:
                try:
                    (res,) = await self.apply_batch([(it.sensor_id, it.run_seq, it.outcome)])
                    it.future.set_result(res)
                except Exception as one_exc:  # noqa: BLE001
                    it.future.set_exception(one_exc)
            return
        for it, res in zip(items, results, strict=True):
            if not it.future.done():
                it.future.set_result(res)

    async def apply_batch(self, items: list[tuple[int, int, RunOutcome]]) -> list[ApplyResult]:
        """Apply outcomes (sensor_id, run_seq, outcome) in one transaction; results in input order."""
        t0 = time.perf_counter()
        crawl_run_id = await self.window.ensure(self.pool)
        now = utcnow()
        results: list[ApplyResult] = []
        counts: Counter[str] = Counter()
        applied_kinds: Counter[str] = Counter()
        transitions: Counter[str] = Counter()
        reviews: Counter[str] = Counter()
        with store.db_errors("apply outcomes"):
            async with self.pool.acquire() as conn, conn.transaction():
                rows = await store.lock_for_outcomes(conn, [i[0] for i in items])
                states = {sid: store.sensor_state(r) for sid, r in rows.items()}
                open_runs = {sid: (r["run_seq"], r["run_open"]) for sid, r in rows.items()}
                writes = []
                followups = []
                for sensor_id, run_seq, outcome in items:
                    state = states.get(sensor_id)
                    if state is None:
                        results.append(ApplyResult.UNKNOWN_SENSOR)
                        continue
                    cur_seq, is_open = open_runs[sensor_id]
                    if cur_seq != run_seq:
                        results.append(ApplyResult.SUPERSEDED)
                        continue
                    if not is_open:
                        results.append(ApplyResult.CLOSED)
                        continue
                    d = decide_run(state, outcome, now, self.schedule, self.policy, self.rng)
                    open_runs[sensor_id] = (cur_seq, False)
                    writes.append(store.decision_args(sensor_id, run_seq, d))
                    followups.append((sensor_id, rows[sensor_id]["company_id"], d))
                    counts.update(d.counts)
                    applied_kinds[outcome.kind.value] += 1
                    results.append(ApplyResult.APPLIED)
                await store.write_decisions(conn, writes)
                for sensor_id, company_id, d in followups:
                    if d.redirect_url is not None:
                        await store.set_redirect_url(conn, sensor_id, d.redirect_url)
                    sc = d.status_change
                    if sc is not None:
                        current = states[sensor_id].status
                        if is_allowed(current, sc.to_status):
                            ev = await transition(conn, sensor_id, sc.to_status, reason=sc.reason,
                                                  failure_class=sc.failure_class)
                            if ev is not None:
                                transitions[sc.to_status] += 1
                        else:
                            logger.warning("sensor %s: %s → %s not allowed; status kept", sensor_id, current,
                                           sc.to_status, extra={"sensor_id": sensor_id})
                    if d.review is not None and await store.open_review_item(
                            conn, d.review.kind, sensor_id, company_id, d.review.payload):
                        reviews[d.review.kind] += 1
                await store.add_crawl_counts(conn, crawl_run_id, dict(counts))
        # committed: count
        for kind, n in applied_kinds.items():
            self.metrics.outcomes_applied.labels(kind).inc(n)
        for res in results:
            if res is not ApplyResult.APPLIED:
                self.metrics.outcomes_stale.labels(res.value).inc()
        for to, n in transitions.items():
            self.metrics.status_transitions.labels(to).inc(n)
        for kind, n in reviews.items():
            self.metrics.review_items.labels(kind).inc(n)
        n_applied = sum(applied_kinds.values())
        self.applied_total += n_applied
        self.stale_total += len(results) - n_applied
        self.metrics.apply_batch_size.observe(len(items))
        self.metrics.apply_batch_seconds.observe(time.perf_counter() - t0)
        return results
