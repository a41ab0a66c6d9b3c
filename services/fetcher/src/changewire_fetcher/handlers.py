"""`sensor.due` → one fetch → `observation.fetched.<outcome>`, idempotent on (sensor_id, run_seq).

Per run, in this order (the order matters):
  1. claim the run (stale, duplicate and concurrent-duplicate checks in one batched statement); a sensor
     retired, blocked or redirected meanwhile is not fetched: its run ends `skipped` (steps 2-4 left out);
  2. take the domain's politeness slot (local queue per domain, then the shared row in Postgres);
     a slot a few seconds away is waited for, further → `skipped` with skip_until;
  3. robots.txt (cached per origin; a fetch of it uses the slot and is spaced like any request);
  4. fetch with the shared client, classify (classify.py), raw body to the blob store;
  5. one statement (so one transaction) per batch of runs: observation, failure, validators, domain
     release, cost, outbox event, claim removal (store.write_results); then the message is acked.
Disposition: ack once written, or at once when the run is stale, already observed, or claimed by
another message; TransientError (database down) → NAK with backoff.
"""
from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any
from datetime import UTC, datetime, timedelta

import asyncpg

from changewire_common.ats import api_request_body
from changewire_common.blobproc import BlobWriterError, BlobWriterPool
from changewire_common.blobs import BlobStore, FileBlobStore
from changewire_common.bus import Ack, Delivery
from changewire_common.clock import utcnow
from changewire_common.domains import url_domain
from changewire_common.errors import PoisonMessage, TransientError
from changewire_common.events import ObservationFetched, SensorDue
from changewire_common.http import (
    DomainSlots, FetchError, FetchResponse, Granted, HopGuard, HttpClient, Release, RobotsCache, RobotsRefusal, Skip,
    SlotPolicy, Wait, decide_slot, effective_spacing, robots_origin,
)
from changewire_common.http.headers import storable_etag, storable_last_modified
from changewire_common.http.politeness import AcquireResult
from changewire_common.metrics import service_metrics
from changewire_common.vocab import CLAIMABLE_STATUSES, FailureClass, FetchOutcome

from . import metrics as M
from .batching import MicroBatcher
from .classify import (
    Classified, classify_error, classify_invalid_url, classify_refused_hop, classify_response, classify_robots_disallow,
    invalid_url_reason, robots_unavailable, sensor_domain_of, skipped,
)
from .settings import FetcherSettings
from .store import Claim, RunResult, RunRow, claim_runs, drop_claims, write_results

logger = logging.getLogger(__name__)

KeepAlive = Callable[[], Awaitable[None]]

#: outcomes whose body is kept in the blob store (the differ reads `ok`; repair judges `redirected`)
_KEEP_BODY = (FetchOutcome.OK, FetchOutcome.REDIRECTED)
#: bodies larger than this are hashed and compressed in a worker thread
_THREAD_BLOB_BYTES = 16384
#: threads writing blobs (hash + zstd + file): enough to keep the second core busy, few enough not to
#: make the event loop wait for the GIL
_BLOB_THREADS = 2
#: the largest key a bigint column holds (sensor_id, run_seq)
_BIGINT_MAX = 2 ** 63 - 1
#: the statuses whose runs are fetched; another one means the sensor was taken out of the rotation (retired by
#: repair, blocked, parked as redirected) after the scheduler opened the run — no request is made for it
_FETCHED_STATUSES = frozenset(str(s) for s in CLAIMABLE_STATUSES)
_DB_ERRORS = (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, OSError, asyncpg.DeadlockDetectedError,
              asyncpg.SerializationError, asyncpg.TooManyConnectionsError, asyncpg.CannotConnectNowError)


@dataclass
class RunReport:
    """What happened to one delivery (also printed by `changewire run-sensor`)."""

    state: str  # written · duplicate · stale · missing · busy
    observation_id: int | None = None
    event: ObservationFetched | None = None
    result: RunResult | None = None
    retry_in_s: float | None = None
    detail: str = ""


@dataclass
class _DomainQueue:
    #: this replica's turns at the domain: as many as CHANGEWIRE_POLITENESS_PER_DOMAIN allows in flight
    turns: asyncio.Semaphore
    users: int = 0
    #: when the latest turn was taken (monotonic): how long the domain's request in flight has been going
    since: float = 0.0


class HopSlots:
    """The hop guard of one run: a redirect hop onto ANOTHER registrable domain first takes that domain's politeness
    slot (its block, its daily budget, its spacing and its one request in flight hold there as for any sensor of it),
    then is checked against robots.txt of its origin (as HopGuard does). A slot a few seconds away is waited for; a
    domain blocked, over its budget or further away is not asked at all: `HopRefusal`, judged like a hop robots.txt
    refuses (the page moved there; not followed). Requests are counted on the domain they went to, and a hop's
    robots.txt answering 429 pauses the domain that answered it, its Retry-After holding for the run; `releases()`
    gives the other domains' slots back (with the run's write). `forced` (`run-sensor --force`): no slot is taken or
    waited for there either, but a pause that domain's site asked for still holds, and its requests are counted on
    it all the same."""

    def __init__(self, fetcher: Fetcher, own_domain: str, company_id: int | None, *, forced: bool = False) -> None:
        self.fetcher = fetcher
        self.forced = forced
        self.own = own_domain
        self.company_id = company_id
        #: robots.txt requests made by the hops (every domain)
        self.fetched = 0
        #: robots.txt requests made on the run's own domain (hops within it)
        self.own_robots = 0
        #: away domain → requests sent there (robots.txt and pages)
        self.away: dict[str, int] = {}
        #: page requests (hops) sent to away domains
        self.away_pages = 0
        #: domain → pause a hop's robots.txt asked for (a 429)
        self.blocks: dict[str, float] = {}
        #: the Retry-After of the robots.txt that refused the last hop (unavailable), seconds
        self.retry_after_s: float | None = None

    async def __call__(self, url: str) -> None:
        dom = url_domain(url)
        away = bool(dom) and dom != self.own
        f = self.fetcher
        if away and dom not in self.away:
            got = await (self._forced(dom) if self.forced else
                         f.slots.acquire(dom, self.company_id, on_wait=self._waiting, max_wait_s=f.policy.max_wait_s))
            if isinstance(got, Skip):
                M.POLITENESS_SKIPS.labels(f"hop_{got.reason}").inc()
                raise HopRefusal(url, f"the redirect target's domain {dom} is {_SKIP_WORDS.get(got.reason, got.reason)}"
                                 f" until {got.until:%Y-%m-%d %H:%M:%S}Z")
            self.away[dom] = 0
        v = await f.robots.check(url)
        made = 1 if v.fetched else 0
        self.fetched += made
        if away:
            self.away[dom] += made
        else:
            self.own_robots += made
        if v.unavailable:
            self.retry_after_s = v.retry_after_s
            if made and v.status == 429 and dom:
                st = f.settings
                self.blocks[dom] = min(v.retry_after_s or st.rate_limit_block_s, st.max_block_s)
            raise RobotsRefusal(url, f"robots.txt of the redirect target {robots_origin(url)} unavailable"
                                + (f": {v.detail}" if v.detail else ""), unavailable=True)
        if not v.allowed:
            raise RobotsRefusal(url, f"robots.txt disallows the redirect target {url}", unavailable=False)
        if away:
            self.away[dom] += 1  # the hop's own request follows
            self.away_pages += 1

    async def _waiting(self, _delay: float) -> None:
        await self.fetcher._still_working()

    async def _forced(self, dom: str) -> Skip | None:
        st = await self.fetcher.slots.state(dom)
        if st is None:
            await self.fetcher.slots.ensure(dom, self.company_id)
        elif st.blocked_until is not None and st.blocked_until > utcnow():
            return Skip(st.blocked_until, "blocked")
        return None

    def releases(self, final_url: str | None = None, block_s: float | None = None,
                 block_reason: str | None = None) -> tuple[Release, ...]:
        """The away domains' slots back: each counted its requests (the grant counted one); a block an answer from
        one of them asked for (`final_url`'s domain) or its robots.txt's 429 is recorded there."""
        final = url_domain(final_url) if final_url else ""
        out = []
        for d, n in sorted(self.away.items()):
            b, why = (block_s, block_reason) if d == final and block_s else (None, None)
            if d in self.blocks and (b is None or self.blocks[d] > b):
                b, why = self.blocks[d], "robots.txt 429 (a redirect's target)"
            # (a forced run took no slot there: nothing to give back, every request to count)
            out.append(Release(d, extra_requests=n if self.forced else n - 1, block_s=b, block_reason=why,
                               release=not self.forced))
        return tuple(out)


_SKIP_WORDS = {"blocked": "paused", "budget": "over its daily budget", "slot": "spaced", "busy": "busy"}


class HopRefusal(RobotsRefusal):
    """A redirect hop onto another registrable domain whose politeness slot is not ours now (blocked, over budget,
    or further away than we wait): not requested, judged like a hop its robots.txt cannot be read for."""

    def __init__(self, url: str, detail: str) -> None:
        super().__init__(url, detail, unavailable=True)


class Fetcher:
    """The fetcher's work, shared by the consumer handler and the CLI."""

    def __init__(
        self,
        settings: FetcherSettings,
        pool: asyncpg.Pool,
        blobs: BlobStore,
        client: HttpClient,
        *,
        robots: RobotsCache | None = None,
        slots: DomainSlots | None = None,
        blob_writer: BlobWriterPool | None = None,
        lazy_pool: asyncpg.Pool | None = None,
    ) -> None:
        self.settings = settings
        self.pool = pool
        #: claims and slot grants: connections whose commits do not wait for the WAL flush (app.py). A PostgreSQL
        #: crash may lose the last ~0.6 s of them (never the observations, written on `pool`); each costs one
        #: run's request: a lost claim lets the run's redelivery in, and its observation stays one (unique on
        #: sensor and run); a lost grant lets the domain's next request come sooner than its spacing once
        self.lazy_pool = lazy_pool or pool
        self.blobs = blobs
        self.client = client
        self.robots = robots or RobotsCache(client, ttl_s=settings.robots_ttl_s,
                                            unavailable_ttl_s=min(settings.robots_retry_s, 600.0))
        self.policy = SlotPolicy(
            spacing_s=settings.politeness_spacing_s, per_domain=settings.politeness_per_domain,
            max_wait_s=settings.max_slot_wait_s, lease_s=settings.slot_lease_s,
        )
        self.slots = slots or DomainSlots(self.lazy_pool, self.policy)
        self._claims: MicroBatcher[tuple[int, int, str], Claim | BaseException] = MicroBatcher(
            self._claim_batch, max_size=256, linger_s=0.0005, parallel=2)
        self._acquires: MicroBatcher[tuple[str, int | None], AcquireResult] = MicroBatcher(
            self._acquire_batch, max_size=256, linger_s=0.0005, parallel=2)
        self._writes: MicroBatcher[RunResult, tuple[int | None, ObservationFetched | None]] = MicroBatcher(
            self._write_batch, max_size=settings.write_batch, linger_s=settings.write_linger_ms / 1000.0, parallel=2)
        #: large bodies go to the blob store in batches, on a few threads of our own (the default executor
        #: has cpu+4 threads: more than the cores, they only contend for the GIL with the event loop)
        self._blob_threads = ThreadPoolExecutor(max_workers=_BLOB_THREADS, thread_name_prefix="fetcher-blobs")
        #: or, when given, in a worker process of their own (no GIL shared with the event loop)
        self._blob_writer = blob_writer
        self._puts: MicroBatcher[bytes, str | BaseException] = MicroBatcher(
            self._put_batch, max_size=32, linger_s=0.0005, parallel=_BLOB_THREADS)
        self._domains: dict[str, _DomainQueue] = {}
        #: runs in their fetch (request → body stored): bounds the bodies held in memory
        self._fetching = asyncio.Semaphore(settings.fetch_concurrency or settings.concurrency)
        self._active: dict[int, tuple[float, KeepAlive]] = {}
        self._metrics = service_metrics("fetcher")
        self._stage_claim, self._stage_slot, self._stage_blob, self._stage_write = (
            M.STAGE_SECONDS.labels(st) for st in ("claim", "slot", "blob", "write"))
        self._children: dict[tuple[str, str], tuple[Any, Any]] = {}

    # ------------------------------------------------------------------ consumer entry point

    async def handle_sensor_due(self, d: Delivery) -> Ack | None:
        """sensor.due in → observation.fetched.<outcome> out (via the outbox); ack after the commit."""
        ev = d.event
        if not isinstance(ev, SensorDue):
            raise PoisonMessage(f"expected sensor.due, got {type(ev).__name__}")
        if not (0 < ev.sensor_id <= _BIGINT_MAX and 0 <= ev.run_seq <= _BIGINT_MAX):
            # no sensor or run can carry it (bigint keys); caught here, it would fail the claim batch it joins
            raise PoisonMessage(f"sensor.due names no possible run: sensor_id {ev.sensor_id}, run_seq {ev.run_seq}")
        # the claim token is the message id: a redelivery of this message may take its claim over
        # (its holder died); another message for the same run is a duplicate, acked at once — the
        # holder's own message is redelivered if the holder dies, so the run is never lost
        report = await self.run(ev.sensor_id, ev.run_seq, keepalive=d.in_progress, token=d.msg_id or None)
        if report.state in ("stale", "missing", "duplicate", "busy"):
            self._metrics.duplicates_skipped.labels("fetcher-sensor-due").inc()
        return Ack()

    async def keepalive_loop(self, stopping: asyncio.Event) -> None:
        """Tell NATS about runs still in progress (politeness waits, slow fetches) so they are not
        redelivered; one loop for every message instead of a timer each."""
        every = max(1.0, self.settings.in_progress_every_s)
        while not stopping.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), timeout=every / 2)
            now = time.monotonic()
            for started, ping in list(self._active.values()):
                if now - started >= every / 2:
                    with contextlib.suppress(Exception):
                        await ping()

    # ------------------------------------------------------------------ one run

    async def run(self, sensor_id: int, run_seq: int, *, keepalive: KeepAlive | None = None,
                  ignore_politeness: bool = False, token: str | None = None, any_status: bool = False) -> RunReport:
        """One run. A sensor whose status the scheduler does not run (retired, blocked, redirected) is not
        fetched: its run ends `skipped` without a request, unless `any_status` (`changewire run-sensor`, which
        opened the run under its own rules)."""
        token = token or uuid.uuid4().hex
        t0 = time.perf_counter()
        try:
            claim = await self._claims.submit((sensor_id, run_seq, token))
            if isinstance(claim, BaseException):
                raise claim
        except _DB_ERRORS as exc:
            raise TransientError(f"cannot claim run: {exc}") from exc
        self._stage_claim.observe(time.perf_counter() - t0)
        if claim.state in ("done", "stale", "missing"):
            reason = {"done": "duplicate"}.get(claim.state, claim.state)
            M.STALE_RUNS.labels(reason).inc()
            return RunReport(reason, detail=f"run {run_seq} of sensor {sensor_id}: {claim.state}"
                             + (f" (sensor is at run {claim.current_seq})" if claim.current_seq is not None else ""))
        if claim.state == "busy":
            M.STALE_RUNS.labels("busy").inc()
            return RunReport("busy", detail=f"another delivery of this run holds its claim until {claim.busy_until}")
        assert claim.row is not None
        row = claim.row
        # runs that end without a request, with the one outcome the scheduler needs to close them: a sensor taken
        # out of the rotation after the scheduler opened the run (`skipped`: it keeps its status), a sensor whose
        # URL no request can be made for (`failed`)
        early: Classified | None = None
        if not any_status and row.status not in _FETCHED_STATUSES:
            early = skipped(utcnow(), f"the sensor is {row.status}; no request made")
        elif (bad := invalid_url_reason(row.url)) is not None:
            early = classify_invalid_url(bad)
        key = id(asyncio.current_task())
        own_keepalive = keepalive is not None and key not in self._active
        if own_keepalive:
            self._active[key] = (time.monotonic(), keepalive)  # type: ignore[assignment]
        domain = (sensor_domain_of(row.url, row.domain) or "unknown") if early is None else "unknown"
        q = self._domains.get(domain)
        if q is None:
            q = self._domains[domain] = _DomainQueue(asyncio.Semaphore(max(1, self.policy.per_domain)))
        q.users += 1
        result: RunResult | None = None
        locked = False
        try:
            if early is not None:
                result = self._result(row, token, early)
            else:
                queued = await self._local_turn(q)
                locked = queued is not None
                result = await self._execute(row, token, domain, locked, ignore_politeness, queued or 0.0)
            t0 = time.perf_counter()
            try:
                oid, event = await self._writes.submit(result)
            except _DB_ERRORS as exc:
                raise TransientError(f"cannot record the observation: {exc}") from exc
            self._stage_write.observe(time.perf_counter() - t0)
        except BaseException:
            await self._abandon(row, token, domain, result)
            raise
        finally:
            if locked:
                q.turns.release()
            q.users -= 1
            if q.users == 0 and self._domains.get(domain) is q:
                del self._domains[domain]
            if own_keepalive:
                self._active.pop(key, None)
        self._observe(result)
        if oid is None:
            M.STALE_RUNS.labels("duplicate").inc()
            return RunReport("duplicate", result=result, detail="an observation of this run already existed")
        return RunReport("written", oid, event, result)

    async def _still_working(self) -> None:
        """Before a politeness wait: tell NATS this run's message is in progress (a wait never
        burns a delivery attempt)."""
        entry = self._active.get(id(asyncio.current_task()))
        if entry is not None:
            with contextlib.suppress(Exception):
                await entry[1]()

    async def _local_turn(self, q: _DomainQueue) -> float | None:
        """Queue behind this replica's other runs for the domain (≤ max_slot_wait_s): the seconds waited for the
        turn, or None when it is not ours within the wait (the run is then skipped as `busy`).

        A waiter holds one of the consumer's workers, so a run that cannot get its turn within the wait does not
        wait at all (None at once: skipped as `busy`, its skip_until past the queue): one that has more runs
        ahead of it than the spacing lets through within max_slot_wait_s (each request ahead is at least the
        spacing apart), or whose domain's turn has been held longer than that already (a server that hangs or
        drips: its request ends at a timeout, not soon). Without this a burst of one bad domain's dues took
        every worker for the slot wait, wave after wave, and the healthy domains' dues behind them waited for
        its timeouts (red team round 23)."""
        if not q.turns.locked():
            await q.turns.acquire()
            q.since = time.monotonic()
            return 0.0
        max_wait = self.policy.max_wait_s
        per = max(1, self.policy.per_domain)
        ahead = q.users - 1  # the runs holding the domain's turns and those queued before this one
        if ahead // per * self.policy.spacing_s > max_wait or time.monotonic() - q.since >= max_wait:
            M.POLITENESS_WAIT.labels("queue").observe(0.0)
            return None
        await self._still_working()
        t0 = time.monotonic()
        try:
            # the run before this one gives the turn back after its request, and the slot is then the spacing away:
            # a turn later than max_wait - spacing leaves no slot within the wait (the two waits share one allowance)
            await asyncio.wait_for(q.turns.acquire(), timeout=max(0.01, max_wait - self.policy.spacing_s))
        except TimeoutError:
            M.POLITENESS_WAIT.labels("queue").observe(time.monotonic() - t0)
            return None
        waited = time.monotonic() - t0
        M.POLITENESS_WAIT.labels("queue").observe(waited)
        q.since = time.monotonic()
        return waited

    async def _abandon(self, row: RunRow, token: str, domain: str, result: RunResult | None) -> None:
        """A run that will not be written: give its claim and (if taken) its domain slot back."""
        with contextlib.suppress(Exception):
            await drop_claims(self.lazy_pool, [(row.sensor_id, row.run_seq, token)])
        rels = ([result.release] if result is not None and result.release is not None else []) \
            + list(result.hop_releases if result is not None else ())
        if rels:
            with contextlib.suppress(Exception):
                async with self.pool.acquire() as conn:
                    await self.slots.release_many(conn, rels)

    def _result(self, row: RunRow, token: str, c: Classified, **kw: object) -> RunResult:
        return RunResult(sensor_id=row.sensor_id, run_seq=row.run_seq, company_id=row.company_id, url=row.url,
                         token=token, classified=c, fetched_at=utcnow(), due_at=row.due_at,
                         observation_id=row.observation_id, **kw)  # type: ignore[arg-type]

    async def _execute(self, row: RunRow, token: str, domain: str, locked: bool, ignore_politeness: bool,
                       queued_s: float = 0.0) -> RunResult:
        granted: AcquireResult | None = None
        if ignore_politeness:
            # (`run-sensor --force`: no slot to wait for, but a pause the site asked for — a 429's or 503's
            # Retry-After, robots.txt answering 429 — still holds: forcing a run is ours to decide, the site's
            # request to slow down is not)
            state = await self.slots.state(domain)
            if state is None:  # a domain never asked before: its row, so that this run's requests are counted
                await self.slots.ensure(domain, row.company_id)
            if state is not None and state.blocked_until is not None and state.blocked_until > utcnow():
                M.POLITENESS_SKIPS.labels("blocked").inc()
                return self._result(row, token, skipped(
                    state.blocked_until, "domain blocked: its site asked for a pause (a 429 or a Retry-After); "
                    "--force does not override it"))
            release = Release(domain, release=False, extra_requests=1)
        else:
            t0 = time.perf_counter()
            outcome = await self._take_slot(row, domain, locked, queued_s)
            self._stage_slot.observe(time.perf_counter() - t0)
            if isinstance(outcome, Skip):
                M.POLITENESS_SKIPS.labels(outcome.reason).inc()
                return self._result(row, token, skipped(outcome.until, f"domain {outcome.reason}"))
            granted = outcome
            release = Release(domain)
        try:
            return await self._with_slot(row, token, domain, granted, release, ignore_politeness)
        except BaseException:
            if granted is not None:  # give the slot back now rather than at the lease's end
                with contextlib.suppress(Exception):
                    async with self.pool.acquire() as conn:
                        await self.slots.release(conn, release)
            raise

    async def _with_slot(self, row: RunRow, token: str, domain: str, granted: AcquireResult | None,
                         release: Release, ignore_politeness: bool) -> RunResult:
        # --- robots.txt (its request, if any, is spaced like any other request to the domain)
        st = granted.state if granted is not None else None  # (as it was before this grant)
        if st is not None and not self.robots.cached(row.url):
            # the grant counted the page's request; robots.txt is another: with one request of the daily budget
            # left, the run would overspend it — it waits for the next UTC day, the grant given back
            today = utcnow().date()
            used = 0 if st.budget_day is None or st.budget_day < today else st.used_today
            if used + 2 > st.daily_budget:
                M.POLITENESS_SKIPS.labels("budget").inc()
                midnight = datetime.combine(today + timedelta(days=1), datetime.min.time(), UTC)
                return self._result(row, token, skipped(midnight, "domain over its daily budget (robots.txt and "
                                                                  "the page need two requests)"),
                                    release=dataclasses.replace(release, extra_requests=release.extra_requests - 1))
        verdict = await self.robots.check(row.url)  # (judged as it goes on the wire: RobotsCache.check maps it)
        robots_made = 1 if verdict.fetched else 0
        # robots.txt that could not be read (5xx, 429, unreachable) says nothing of a Crawl-delay: the stored one holds
        known = verdict.status is not None and not verdict.unavailable
        crawl_delay = verdict.crawl_delay_s if known else None
        state = granted.state if granted is not None else None
        spacing = effective_spacing(self.policy.spacing_s, state.spacing_s if state else None,
                                    crawl_delay if crawl_delay is not None else (state.crawl_delay_s if state else None))
        release = Release(domain, crawl_delay_s=(crawl_delay or 0.0) if known else None,
                          extra_requests=release.extra_requests + robots_made, release=release.release)
        # a run that ends here asked robots.txt at most: the grant counted one request (the page's), given back
        ended = dataclasses.replace(release, extra_requests=release.extra_requests - 1)
        if verdict.unavailable:
            M.POLITENESS_SKIPS.labels("robots_unavailable").inc()
            # robots.txt's own Retry-After holds for the run (never shorter than the usual retry); a 429 for it
            # is the domain's rate limit: every sensor of the domain waits it out, not only this origin's
            wait = min(verdict.retry_after_s or 0.0, self.settings.max_block_s)
            c = robots_unavailable(utcnow(), max(self.settings.robots_retry_s, wait), verdict.detail)
            if robots_made and verdict.status == 429:
                ended = dataclasses.replace(ended, block_s=wait or self.settings.rate_limit_block_s,
                                            block_reason="robots.txt 429")
            return self._result(row, token, c, release=ended, units=robots_made)
        if not verdict.allowed:
            return self._result(row, token, classify_robots_disallow(row.url), release=ended, units=robots_made)
        if robots_made and spacing > 0:
            if spacing > self.policy.max_wait_s and not ignore_politeness:
                M.POLITENESS_SKIPS.labels("slot").inc()
                c = skipped(utcnow() + timedelta(seconds=spacing), "domain slot (after robots.txt)")
                return self._result(row, token, c, release=ended, units=robots_made)
            M.POLITENESS_WAIT.labels("robots").observe(spacing)
            await self._still_working()
            await asyncio.sleep(spacing)
        # --- the fetch (bodies in memory are bounded by fetch_concurrency; the slot is held meanwhile)
        async with self._fetching:
            return await self._fetch(row, token, domain, release, spacing, robots_made)

    async def _fetch(self, row: RunRow, token: str, domain: str, release: Release, spacing: float,
                     robots_made: int) -> RunResult:
        retries = None if spacing <= self.client.cfg.retry_max_wait_s else 0
        t0 = time.perf_counter()
        # every redirect hop takes its domain's slot when it leaves the run's own, and is checked against robots.txt
        # of its own origin
        hops: HopSlots | HopGuard = HopSlots(self, domain, row.company_id, forced=release.release is False)
        try:
            return await self._fetch_guarded(row, token, domain, release, spacing, robots_made, hops, retries, t0)
        except BaseException:
            if isinstance(hops, HopSlots) and hops.away:  # the slots taken on other domains, back now
                with contextlib.suppress(Exception):
                    async with self.pool.acquire() as conn:
                        await self.slots.release_many(conn, hops.releases())
            raise

    async def _fetch_guarded(self, row: RunRow, token: str, domain: str, release: Release, spacing: float,
                             robots_made: int, hops: HopSlots | HopGuard, retries: int | None, t0: float) -> RunResult:
        try:
            # a job board's API that answers only a POST of a search (Workday) gets its search
            post = api_request_body(row.url) if row.kind == "ats" else None
            resp = await self.client.fetch(row.url, etag=row.etag, last_modified=row.last_modified,
                                           validators_url=row.validators_url, json_body=post,
                                           retries=retries, retry_min_wait_s=spacing, hop_guard=hops)
        except FetchError as exc:
            took = (time.perf_counter() - t0) * 1000.0
            if exc.rule:
                M.SSRF_DENIALS.labels(exc.rule).inc()
            own_block: float | None = None
            if isinstance(exc, RobotsRefusal):
                retry_s = self.settings.robots_retry_s
                if isinstance(hops, HopSlots) and exc.unavailable and not isinstance(exc, HopRefusal):
                    # the hop's robots.txt Retry-After holds for the run (as the sensor's own robots.txt's does), and
                    # its 429 pauses the domain that answered — this one when the hop stayed on it
                    retry_s = max(retry_s, min(hops.retry_after_s or 0.0, self.settings.max_block_s))
                    own_block = hops.blocks.get(domain)
                c = classify_refused_hop(exc.url, sensor_domain_of(row.url, row.domain), unavailable=exc.unavailable,
                                         detail=exc.detail, now=utcnow(), retry_s=retry_s, requested_url=row.url,
                                         why=exc.detail if isinstance(exc, HopRefusal) else None)
                if c.outcome == FetchOutcome.SKIPPED:
                    M.POLITENESS_SKIPS.labels("robots_unavailable").inc()
            else:
                c = classify_error(exc.failure_class, exc.detail, redirects=exc.redirects)
            made = exc.attempts if exc.failure_class not in (FailureClass.DNS, FailureClass.BLOCKED_DESTINATION) else 0
            away, own_robots = (hops.away_pages, hops.own_robots) if isinstance(hops, HopSlots) else (0, hops.fetched)
            release = Release(domain, crawl_delay_s=release.crawl_delay_s, release=release.release,
                              extra_requests=release.extra_requests + own_robots + max(0, made - 1 - away),
                              block_s=own_block, block_reason="robots.txt 429 (a redirect hop)" if own_block else None)
            return self._result(row, token, c, total_ms=took, attempts=max(1, exc.attempts),
                                final_url=exc.redirects[-1] if exc.redirects else None,
                                release=release, units=robots_made + hops.fetched + made,
                                hop_releases=hops.releases() if isinstance(hops, HopSlots) else ())
        return await self._from_response(row, token, resp, release, robots_made + hops.fetched, hops)

    async def _from_response(self, row: RunRow, token: str, resp: FetchResponse, release: Release,
                             robots_made: int, hops: HopSlots | HopGuard | None = None) -> RunResult:
        s = self.settings
        c = classify_response(resp.status, resp.headers, resp.body, final_url=resp.final_url,
                              sensor_domain=sensor_domain_of(row.url, row.domain), retry_after_s=resp.retry_after_s,
                              rate_limit_block_s=s.rate_limit_block_s, max_block_s=s.max_block_s,
                              conditional=resp.conditional, requested_url=resp.url,
                              sent_etag=resp.sent_etag, sent_last_modified=resp.sent_last_modified, kind=row.kind)
        blob_key = None
        if resp.body and (c.outcome in _KEEP_BODY or s.keep_failed_bodies):
            t0 = time.perf_counter()
            if self._blob_writer is not None and len(resp.body) > _THREAD_BLOB_BYTES:
                try:
                    blob_key = await self._blob_writer.put(resp.body)
                except BlobWriterError as exc:
                    raise TransientError(f"cannot store the body: {exc}") from exc
            elif isinstance(self.blobs, FileBlobStore) and len(resp.body) > _THREAD_BLOB_BYTES:
                # hashing, compressing and file writes release the GIL: off the event loop they run
                # beside it, batched (one hand-off to the blob threads per batch, not per body)
                stored = await self._puts.submit(resp.body)
                if isinstance(stored, OSError):
                    raise TransientError(f"cannot store the body: {type(stored).__name__}: {stored}") from stored
                if isinstance(stored, BaseException):
                    raise stored
                blob_key = stored
            else:
                try:
                    blob_key = await self.blobs.put(resp.body)
                except OSError as exc:  # the store's disk or folder, not the site: retried like the worker's
                    raise TransientError(f"cannot store the body: {type(exc).__name__}: {exc}") from exc
            self._stage_blob.observe(time.perf_counter() - t0)
        # a block the answer asks for holds on the domain that answered (a redirect may have led to another one)
        slots = hops if isinstance(hops, HopSlots) else None
        away = slots is not None and url_domain(resp.final_url) in slots.away
        away_pages, own_robots = ((slots.away_pages, slots.own_robots) if slots is not None
                                  else (0, hops.fetched if hops is not None else 0))
        block_s, block_why = c.block_s, c.error if c.block_s else None
        if away and block_s is None and (resp.status == 429 or resp.status == 503 and resp.retry_after_s):
            # judged as a move (`redirected`), the answer still asked its own domain to slow down
            block_s = min(resp.retry_after_s if resp.retry_after_s is not None else s.rate_limit_block_s,
                          s.max_block_s) or None
            block_why = f"HTTP {resp.status} (after a redirect from {release.domain})"
        hop_releases = slots.releases(resp.final_url, block_s, block_why) if slots else ()
        release = Release(release.domain, crawl_delay_s=release.crawl_delay_s, block_s=None if away else c.block_s,
                          block_reason=c.error if c.block_s and not away else None, release=release.release,
                          extra_requests=release.extra_requests + own_robots + max(0, resp.requests - 1 - away_pages))
        charset = resp.sniffed_charset() if resp.body and c.outcome in _KEEP_BODY else resp.charset
        # a validator that could not be sent back (a control character in it) or names no version (an empty tag, a
        # date before the web) is not kept; a Last-Modified later than the response's Date is kept as that Date
        etag = storable_etag(resp.etag)
        last_modified = storable_last_modified(resp.last_modified, date=resp.headers.get("date"), now=utcnow())
        renewed = False
        if c.outcome == FetchOutcome.NOT_MODIFIED and resp.status == 304 and (etag or last_modified):
            # a 304 updates the stored response's validators with the ones it carries (RFC 9111 §4.3.4): a server
            # that renumbered its tags (a deploy, a new gzip variant) answers the old one with its new tag, and
            # would answer 200 to the old one once it forgets it. The one a 304 leaves out stays as stored
            etag, last_modified = etag or row.etag, last_modified or row.last_modified
            renewed = (etag, last_modified) != (row.etag, row.last_modified)
        return self._result(
            row, token, c, http_status=resp.status, final_url=resp.final_url,
            etag=etag, last_modified=last_modified,
            content_type=resp.content_type, charset=charset,
            bytes=len(resp.body), dns_ms=resp.dns_ms, connect_ms=resp.connect_ms, first_byte_ms=resp.first_byte_ms,
            total_ms=resp.elapsed_ms, blob_key=blob_key, attempts=resp.attempts,
            # a validator belongs to the URL that answered it: kept with that URL (validators_url, when the
            # sensor's URL redirected), and the client sends it to that hop of the chain only
            update_validators=c.outcome == FetchOutcome.OK and resp.status == 200 or renewed,
            release=release, hop_releases=hop_releases, units=robots_made + resp.requests, wire_bytes=resp.wire_bytes,
        )

    async def _take_slot(self, row: RunRow, domain: str, locked: bool, queued_s: float = 0.0) -> AcquireResult | Skip:
        """The shared politeness slot: wait for one a few seconds away, else Skip. The wait for the local turn
        (`queued_s`) counts toward the same max_slot_wait_s: a run waits that long in all, not once per queue."""
        waited = queued_s
        t0 = time.monotonic()
        if not locked:
            # the local queue was longer than the wait allowance: the slot is further away than that
            st = await self.slots.state(domain)
            now = utcnow()
            spacing = effective_spacing(self.policy.spacing_s, st.spacing_s if st else None,
                                        st.crawl_delay_s if st else None)
            base = max(st.next_slot_at, now) if st is not None else now
            return Skip(base + timedelta(seconds=max(spacing, self.policy.max_wait_s)), "busy")
        while True:
            try:
                res = await self._acquires.submit((domain, row.company_id))
            except _DB_ERRORS as exc:
                raise TransientError(f"cannot take the politeness slot: {exc}") from exc
            if res.granted:
                if waited:
                    M.POLITENESS_WAIT.labels("slot").observe(time.monotonic() - t0)
                return res
            decision = decide_slot(res.state, res.db_now, self.policy, waited_s=waited)
            if isinstance(decision, Skip):
                return decision
            delay = decision.delay_s if isinstance(decision, Wait) else 0.0
            if delay >= 0.5 or not waited:
                await self._still_working()
            await asyncio.sleep(max(delay, 0.001))
            waited += max(delay, 0.001)
            if isinstance(decision, Granted):  # the row changed between attempt and read
                continue

    # ------------------------------------------------------------------ batches

    async def _claim_batch(self, items: list[tuple[int, int, str]]) -> list[Claim | BaseException]:
        t0 = time.perf_counter()
        try:
            out: list[Claim | BaseException] = list(await claim_runs(self.lazy_pool, items,
                                                                     self.settings.claim_ttl_s))
        except asyncpg.DataError as exc:
            # a value Postgres refuses (a message id with a NUL byte) must not fail the neighbours that shared
            # its statement: claim them one by one, the bad one gets its poison
            if len(items) > 1:
                logger.warning("claim batch of %d failed (%s); claiming one by one", len(items), exc)
            return [await self._claim_one(i) for i in items]
        M.DB_SECONDS.labels("claim").observe(time.perf_counter() - t0)
        return out

    async def _claim_one(self, item: tuple[int, int, str]) -> Claim | BaseException:
        try:
            (c,) = await claim_runs(self.lazy_pool, [item], self.settings.claim_ttl_s)
            return c
        except asyncpg.DataError as exc:
            return PoisonMessage(f"cannot claim run {item[1]} of sensor {item[0]}: {exc}")
        except Exception as exc:  # noqa: BLE001 - handed to that item's run, which raises it
            return exc

    async def _acquire_batch(self, items: list[tuple[str, int | None]]) -> list[AcquireResult]:
        t0 = time.perf_counter()
        # the same domain twice in one batch: the first gets the attempt, the others see it busy
        res = await self.slots.try_acquire_many(items)
        M.DB_SECONDS.labels("acquire").observe(time.perf_counter() - t0)
        out: list[AcquireResult] = []
        seen: set[str] = set()
        for dom, _company in items:
            r = res[dom]
            if dom in seen and r.granted:
                r = AcquireResult(dom, False, r.db_now, r.state)
            seen.add(dom)
            out.append(r)
        return out

    async def _put_batch(self, bodies: list[bytes]) -> list[str | BaseException]:
        """Store bodies in one job on the blob threads; a body that cannot be stored fails its own run only."""
        store = self.blobs
        assert isinstance(store, FileBlobStore)

        def put_all() -> list[str | BaseException]:
            out: list[str | BaseException] = []
            for b in bodies:
                try:
                    out.append(store.put_sync(b))
                except Exception as exc:  # noqa: BLE001 - handed to that body's run, which raises it
                    out.append(exc)
            return out

        return await asyncio.get_running_loop().run_in_executor(self._blob_threads, put_all)

    async def _write_batch(self, items: list[RunResult]) -> list[tuple[int | None, ObservationFetched | None]]:
        t0 = time.perf_counter()
        for attempt in range(3):
            try:
                # one statement: atomic by itself (a transaction around it would only add BEGIN/COMMIT)
                written = await write_results(self.pool, items, self.slots)
                break
            except (asyncpg.DeadlockDetectedError, asyncpg.SerializationError):
                if attempt == 2:
                    raise
                await asyncio.sleep(0.05 * (attempt + 1))
            except (asyncpg.DataError, asyncpg.IntegrityConstraintViolationError) as exc:
                if len(items) == 1:
                    raise PoisonMessage(f"cannot record run: {exc}") from exc
                # one bad row must not fail its neighbours: write them one by one
                logger.warning("write batch of %d failed (%s); retrying one by one", len(items), exc)
                return [await self._write_one(i) for i in items]
        M.DB_SECONDS.labels("write").observe(time.perf_counter() - t0)
        M.BATCH_SIZE.observe(len(items))
        return [(w.observation_id, w.event) for w in written]

    async def _write_one(self, item: RunResult) -> tuple[int | None, ObservationFetched | None]:
        try:
            (w,) = await write_results(self.pool, [item], self.slots)
            return (w.observation_id, w.event)
        except (asyncpg.DataError, asyncpg.IntegrityConstraintViolationError) as exc:
            logger.error("cannot record run %s/%s: %s", item.sensor_id, item.run_seq, exc,
                         extra={"sensor_id": item.sensor_id})
            raise PoisonMessage(f"cannot record run: {exc}") from exc

    def _observe(self, r: RunResult) -> None:
        c = r.classified
        key = (str(c.outcome), str(c.failure_class) if c.failure_class else "")
        children = self._children.get(key)
        if children is None:
            children = self._children[key] = (M.FETCHES.labels(*key), M.FETCH_SECONDS.labels(key[0]))
        children[0].inc()
        if r.total_ms is not None:
            children[1].observe(r.total_ms / 1000.0)
        if r.wire_bytes:
            M.RESPONSE_BYTES.inc(r.wire_bytes)
        if r.units:
            M.REQUESTS.labels("page").inc(r.units)

    async def close(self) -> None:
        for b in (self._claims, self._acquires, self._puts, self._writes):
            await b.close()
        self._blob_threads.shutdown(wait=True)
        if self._blob_writer is not None:
            await self._blob_writer.close()


def skip_until_of(report: RunReport) -> datetime | None:
    return report.result.classified.skip_until if report.result is not None else None
