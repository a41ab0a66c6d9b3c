"""Per-domain politeness decisions (pure): spacing, waiting vs skipping, budgets, blocks.

The SQL in politeness.py grants a slot atomically under the same rule `slot_grantable` states;
after a denial `decide_slot` says whether to wait (a slot a few seconds away, or a request in
flight) or to skip the run until a given time. No I/O, no clock: `now` is passed in.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

#: robots.txt Crawl-delay never stretches the spacing beyond this (seconds)
CRAWL_DELAY_CAP_S = 300.0


@dataclass(frozen=True)
class SlotPolicy:
    #: default spacing between requests to one registrable domain, seconds (0 allowed for benchmarks)
    spacing_s: float = 2.0
    #: requests in flight per domain
    per_domain: int = 1
    #: a slot at most this far away is waited for; further → skip
    max_wait_s: float = 5.0
    #: an in-flight grant expires after this long (a replica that died mid-request frees the domain)
    lease_s: float = 180.0
    #: how often a waiter re-tries while another request to the domain is in flight, at most: the
    #: first re-try comes after `first_poll_s` and the gap doubles from there (a waiter behind a fast
    #: request gets its turn within milliseconds; one behind a slow request asks a few times a second)
    poll_s: float = 0.25
    first_poll_s: float = 0.01


@dataclass(frozen=True)
class DomainState:
    domain: str
    next_slot_at: datetime
    in_flight: int = 0
    in_flight_until: datetime | None = None
    daily_budget: int = 2000
    used_today: int = 0
    budget_day: date | None = None
    blocked_until: datetime | None = None
    spacing_s: float | None = None
    crawl_delay_s: float | None = None


@dataclass(frozen=True)
class Granted:
    domain: str
    granted_at: datetime


@dataclass(frozen=True)
class Wait:
    delay_s: float
    reason: str  # "slot" | "busy"


@dataclass(frozen=True)
class Skip:
    until: datetime
    reason: str  # "blocked" | "budget" | "slot" | "busy"


SlotDecision = Granted | Wait | Skip


def effective_spacing(default_s: float, override_s: float | None, crawl_delay_s: float | None,
                      cap_s: float = CRAWL_DELAY_CAP_S) -> float:
    """Seconds between two requests to a domain: its override (else the default), raised by
    robots.txt Crawl-delay capped at `cap_s`. Never negative."""
    base = default_s if override_s is None else override_s
    delay = min(max(crawl_delay_s or 0.0, 0.0), cap_s)
    return max(0.0, base, delay)


def next_budget_reset(now: datetime) -> datetime:
    """The next UTC midnight (daily budgets count per UTC day)."""
    d = now.astimezone(UTC).date() + timedelta(days=1)
    return datetime(d.year, d.month, d.day, tzinfo=UTC)


def _budget_left(s: DomainState, now: datetime) -> bool:
    today = now.astimezone(UTC).date()
    used = 0 if s.budget_day is None or s.budget_day < today else s.used_today
    return used < s.daily_budget


def _busy(s: DomainState, now: datetime, policy: SlotPolicy) -> bool:
    lease_over = s.in_flight_until is not None and s.in_flight_until < now
    return s.in_flight >= policy.per_domain and not lease_over


def slot_grantable(s: DomainState | None, now: datetime, policy: SlotPolicy) -> bool:
    """Whether a request may start now (the rule the acquisition SQL applies atomically)."""
    if s is None:
        return True
    if s.blocked_until is not None and s.blocked_until > now:
        return False
    return _budget_left(s, now) and not _busy(s, now, policy) and s.next_slot_at <= now


def busy_poll_s(policy: SlotPolicy, waited_s: float) -> float:
    """The next re-try while the domain is busy: `first_poll_s`, then as long as already waited
    (doubling the gap), never more than `poll_s`."""
    return min(policy.poll_s, max(policy.first_poll_s, waited_s))


def decide_slot(s: DomainState | None, now: datetime, policy: SlotPolicy, *, waited_s: float = 0.0) -> SlotDecision:
    """Grant, wait or skip for a domain in state `s` at `now`, after already waiting `waited_s`.

    Blocks and exhausted budgets skip at once (until the block ends / next UTC midnight). A slot
    due within the remaining wait allowance (`max_wait_s - waited_s`) is waited for; a request in
    flight is polled for within the same allowance; anything further is skipped with the time the
    domain is expected to be free.
    """
    if s is None:
        return Granted("", now)
    if s.blocked_until is not None and s.blocked_until > now:
        return Skip(s.blocked_until, "blocked")
    if not _budget_left(s, now):
        return Skip(next_budget_reset(now), "budget")
    spacing = effective_spacing(policy.spacing_s, s.spacing_s, s.crawl_delay_s)
    slot_in = max(0.0, (s.next_slot_at - now).total_seconds()) if s.next_slot_at > now else 0.0
    busy = _busy(s, now, policy)
    if not busy and slot_in <= 0.0:
        return Granted(s.domain, now)
    remaining = policy.max_wait_s - waited_s
    if busy:
        if remaining <= 0.0:
            until = max(s.next_slot_at, now + timedelta(seconds=max(spacing, policy.max_wait_s, 1.0)))
            return Skip(until, "busy")
        return Wait(min(max(busy_poll_s(policy, waited_s), slot_in), remaining), "busy")
    if slot_in <= remaining:
        return Wait(slot_in, "slot")
    return Skip(s.next_slot_at, "slot")
