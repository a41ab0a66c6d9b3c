"""Per-registrable-domain politeness shared by every replica: a slot row in `domains`.

Acquisition is one atomic `INSERT … ON CONFLICT DO UPDATE … WHERE <grantable> RETURNING` (the
rule of politeness_rules.slot_grantable), batched over many domains; release happens inside the
caller's transaction (spacing counts from the end of a request; 429 blocks; Crawl-delay). Times
come from Postgres' clock so replicas on different hosts agree. The in-flight count carries a
lease (`in_flight_until`) so a replica that dies mid-request frees the domain.
"""
from __future__ import annotations

import asyncio
import dataclasses
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import asyncpg

from .politeness_rules import CRAWL_DELAY_CAP_S, DomainState, Granted, Skip, SlotPolicy, Wait, decide_slot

_EFF = "GREATEST(COALESCE(d.spacing_s, $3), LEAST(COALESCE(d.crawl_delay_s, 0), {cap}))".format(cap=CRAWL_DELAY_CAP_S)

_ACQUIRE = f"""
WITH req AS (
    SELECT DISTINCT ON (domain) domain, company_id
    FROM unnest($1::text[], $2::bigint[]) AS r(domain, company_id) ORDER BY domain
), up AS (
    INSERT INTO domains AS d (domain, company_id, next_slot_at, in_flight, in_flight_until, used_today, budget_day)
    SELECT domain, company_id, now() + make_interval(secs => $3), 1, now() + make_interval(secs => $5), 1,
           (now() AT TIME ZONE 'UTC')::date
    FROM req ORDER BY domain
    ON CONFLICT (domain) DO UPDATE SET
        in_flight = CASE WHEN d.in_flight_until IS NOT NULL AND d.in_flight_until < now() THEN 1
                         ELSE d.in_flight + 1 END,
        in_flight_until = now() + make_interval(secs => $5),
        next_slot_at = now() + make_interval(secs => {_EFF}),
        used_today = CASE WHEN d.budget_day < (now() AT TIME ZONE 'UTC')::date THEN 1 ELSE d.used_today + 1 END,
        budget_day = (now() AT TIME ZONE 'UTC')::date,
        company_id = COALESCE(d.company_id, EXCLUDED.company_id),
        updated_at = now()
    WHERE (d.blocked_until IS NULL OR d.blocked_until <= now())
      AND (d.budget_day < (now() AT TIME ZONE 'UTC')::date OR d.used_today < d.daily_budget)
      AND (d.in_flight < $4 OR (d.in_flight_until IS NOT NULL AND d.in_flight_until < now()))
      AND d.next_slot_at <= now()
    RETURNING d.domain
)
SELECT r.domain, (u.domain IS NOT NULL) AS granted, now() AS db_now,
       d.next_slot_at, d.in_flight, d.in_flight_until, d.daily_budget, d.used_today, d.budget_day,
       d.blocked_until, d.spacing_s, d.crawl_delay_s
FROM req r LEFT JOIN up u ON u.domain = r.domain LEFT JOIN domains d ON d.domain = r.domain
"""

_NEW_DELAY = (
    "CASE WHEN r.crawl_delay_s IS NULL THEN d.crawl_delay_s WHEN r.crawl_delay_s <= 0 THEN NULL "
    f"ELSE LEAST(r.crawl_delay_s, {CRAWL_DELAY_CAP_S}) END"
)

_RELEASE = f"""
UPDATE domains d SET
    in_flight = GREATEST(d.in_flight - r.releases, 0),
    in_flight_until = CASE WHEN r.releases > 0 AND d.in_flight <= r.releases THEN NULL ELSE d.in_flight_until END,
    crawl_delay_s = {_NEW_DELAY},
    next_slot_at = CASE WHEN r.releases > 0 OR r.extra > 0 THEN GREATEST(d.next_slot_at, now() + make_interval(secs =>
        GREATEST(COALESCE(d.spacing_s, $2), LEAST(COALESCE({_NEW_DELAY}, 0), {CRAWL_DELAY_CAP_S}))))
        ELSE d.next_slot_at END,
    blocked_until = CASE WHEN r.block_s IS NULL THEN d.blocked_until
        ELSE GREATEST(COALESCE(d.blocked_until, now()), now() + make_interval(secs => r.block_s)) END,
    blocked_reason = CASE WHEN r.block_s IS NULL THEN d.blocked_reason ELSE r.block_reason END,
    -- (a run that did not take a slot — `run-sensor --force` — may be the first request of a new UTC day)
    used_today = CASE WHEN r.extra > 0 AND d.budget_day < (now() AT TIME ZONE 'UTC')::date THEN r.extra
                      ELSE GREATEST(d.used_today + r.extra, 0) END,
    budget_day = CASE WHEN r.extra > 0 THEN GREATEST(d.budget_day, (now() AT TIME ZONE 'UTC')::date)
                      ELSE d.budget_day END,
    updated_at = now()
FROM (SELECT * FROM unnest($1::text[], $3::float8[], $4::float8[], $5::text[], $6::int[], $7::int[])
      AS x(domain, crawl_delay_s, block_s, block_reason, extra, releases) ORDER BY domain) AS r
WHERE d.domain = r.domain
"""
#: parameters of _RELEASE ($1..$7, in order)
RELEASE_PARAMS = 7


def release_sql(first: int = 1) -> str:
    """The release UPDATE with its parameters numbered from `first` (for a caller that embeds it in
    a larger statement, e.g. as a data-modifying CTE of its commit): the same rule as release_many."""
    if first == 1:
        return _RELEASE
    return re.sub(r"\$([1-7])\b", lambda m: f"${int(m.group(1)) + first - 1}", _RELEASE)

Connection = asyncpg.Connection | asyncpg.Pool


@dataclass(frozen=True)
class Release:
    """What to write back when a request to `domain` is over (inside the caller's transaction)."""

    domain: str
    #: robots.txt Crawl-delay learnt (0 = none; None = unknown, keep)
    crawl_delay_s: float | None = None
    #: block the domain this long (429 Retry-After), seconds
    block_s: float | None = None
    block_reason: str | None = None
    #: requests made beyond the granted one (robots.txt, retries): counted against the budget (-1: the grant's
    #: request was never made — the run ended at robots.txt — and is given back)
    extra_requests: int = 0
    #: give the in-flight slot back (False: only record crawl delay / block / extra requests)
    release: bool = True


@dataclass(frozen=True)
class AcquireResult:
    domain: str
    granted: bool
    db_now: datetime
    state: DomainState | None


def _aware(t: datetime | None) -> datetime | None:
    """asyncpg returns ±infinity timestamps as naive datetime.min/max: make every time comparable."""
    if t is None or t.tzinfo is not None:
        return t
    return t.replace(tzinfo=UTC)


def _state(row: Any) -> DomainState | None:
    if row["next_slot_at"] is None:
        return None
    return DomainState(
        domain=row["domain"], next_slot_at=_aware(row["next_slot_at"]),  # type: ignore[arg-type]
        in_flight=row["in_flight"], in_flight_until=_aware(row["in_flight_until"]),
        daily_budget=row["daily_budget"], used_today=row["used_today"],
        budget_day=row["budget_day"], blocked_until=_aware(row["blocked_until"]), spacing_s=row["spacing_s"],
        crawl_delay_s=row["crawl_delay_s"],
    )


class DomainSlots:
    """The shared politeness slots. `acquire` waits (≤ policy.max_wait_s) or returns a Skip."""

    def __init__(self, pool: asyncpg.Pool, policy: SlotPolicy | None = None) -> None:
        self.pool = pool
        self.policy = policy or SlotPolicy()

    async def try_acquire_many(self, reqs: Sequence[tuple[str, int | None]],
                               conn: Connection | None = None) -> dict[str, AcquireResult]:
        """One atomic attempt per distinct domain; a granted domain's in-flight count is taken."""
        if not reqs:
            return {}
        p = self.policy
        rows = await (conn or self.pool).fetch(
            _ACQUIRE, [d for d, _ in reqs], [c for _, c in reqs], float(p.spacing_s), int(p.per_domain),
            float(p.lease_s),
        )
        return {r["domain"]: AcquireResult(r["domain"], r["granted"], r["db_now"], _state(r)) for r in rows}

    async def acquire(
        self,
        domain: str,
        company_id: int | None = None,
        *,
        on_wait: Callable[[float], Awaitable[None]] | None = None,
        max_wait_s: float | None = None,
    ) -> Granted | Skip:
        """Take a slot for one request, waiting for one a few seconds away. `on_wait(delay)` runs
        before each wait (keep a message alive there). Returns Granted or Skip(until, reason)."""
        policy = self.policy if max_wait_s is None else dataclasses.replace(self.policy, max_wait_s=max_wait_s)
        waited = 0.0
        while True:
            res = (await self.try_acquire_many([(domain, company_id)]))[domain]
            if res.granted:
                return Granted(domain, res.db_now)
            decision = decide_slot(res.state, res.db_now, policy, waited_s=waited)
            if isinstance(decision, Skip):
                return decision
            if isinstance(decision, Granted):  # freed between the attempt and the read: try again
                continue
            assert isinstance(decision, Wait)
            if on_wait is not None:
                await on_wait(decision.delay_s)
            await asyncio.sleep(decision.delay_s)
            waited += max(decision.delay_s, 0.001)

    def release_args(self, items: Sequence[Release]) -> list[Any]:
        """The RELEASE_PARAMS parameters of release_sql() for `items` (one row per domain: duplicates merged)."""
        merged: dict[str, tuple[float | None, float | None, str | None, int, int]] = {}
        for it in items:
            cd, bs, br, extra, rel = merged.get(it.domain, (None, None, None, 0, 0))
            if it.crawl_delay_s is not None:
                cd = it.crawl_delay_s
            if it.block_s is not None and (bs is None or it.block_s > bs):
                bs, br = it.block_s, it.block_reason
            merged[it.domain] = (cd, bs, br, extra + it.extra_requests, rel + (1 if it.release else 0))
        doms = sorted(merged)
        vals = [merged[d] for d in doms]
        return [doms, float(self.policy.spacing_s), [v[0] for v in vals], [v[1] for v in vals],
                [v[2] for v in vals], [v[3] for v in vals], [v[4] for v in vals]]

    async def release_many(self, conn: Connection, items: Sequence[Release]) -> None:
        """Write back finished requests (call inside the transaction that records the outcome)."""
        if not items:
            return
        await conn.execute(_RELEASE, *self.release_args(items))

    async def release(self, conn: Connection, item: Release) -> None:
        await self.release_many(conn, [item])

    async def ensure(self, domain: str, company_id: int | None = None) -> None:
        """Make the domain's row without taking its slot: a run that takes none (`run-sensor --force`) still has
        its requests, Crawl-delay and any pause the site asks for written back by the release, an UPDATE."""
        await self.pool.execute("INSERT INTO domains (domain, company_id) VALUES ($1, $2) ON CONFLICT (domain) "
                                "DO NOTHING", domain, company_id)

    async def state(self, domain: str, conn: Connection | None = None) -> DomainState | None:
        row = await (conn or self.pool).fetchrow(
            "SELECT domain, next_slot_at, in_flight, in_flight_until, daily_budget, used_today, budget_day, "
            "blocked_until, spacing_s, crawl_delay_s FROM domains WHERE domain = $1", domain)
        return _state(row) if row is not None else None
