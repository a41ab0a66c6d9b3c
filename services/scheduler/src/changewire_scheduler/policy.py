"""What a run's terminal outcome does to its sensor: the failure-policy table, status transitions,
review items and the new schedule. Pure ("decide, then do"): `decide_run` returns a `RunDecision`
value that the store writes; no clock, no I/O, randomness injected.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any

from changewire_common.events import ObservationFetched, SnapshotStored
from changewire_common.vocab import (
    CLAIMABLE_STATUSES,
    FailureClass,
    FetchOutcome,
    ReviewKind,
    SensorStatus,
    Significance,
    SnapshotResult,
)

from .schedule import (
    IntervalRule,
    RateCounters,
    SchedulePolicy,
    base_interval_s,
    change_rate_per_s,
    next_interval_s,
    next_run_at,
    quality_ema,
    tier_for_interval,
    update_rate_counters,
)

__all__ = [
    "FAILURE_POLICY", "FailureRule", "OutcomeKind", "ReviewItem", "RunDecision", "RunOutcome", "SensorState",
    "StatusChange", "StatusPolicy", "decide_run", "run_outcome", "status_after_failure", "status_after_success",
]


@dataclass(frozen=True)
class FailureRule:
    """Interval multiplier of a failure class, and consecutive failures (any class) before `failing`."""

    multiplier: float
    failing_after: int


#: DESIGN.md "Scheduling": multiplier / consecutive failures before `failing`
FAILURE_POLICY: dict[str, FailureRule] = {
    FailureClass.DNS: FailureRule(3.0, 3),
    FailureClass.TIMEOUT: FailureRule(1.5, 4),
    FailureClass.HTTP_4XX: FailureRule(2.0, 3),
    FailureClass.HTTP_5XX: FailureRule(1.5, 5),
    FailureClass.BOT_CHALLENGE: FailureRule(4.0, 2),
    FailureClass.PARSING: FailureRule(2.0, 3),
    FailureClass.SCHEMA: FailureRule(2.0, 3),
    FailureClass.REDIRECT: FailureRule(2.0, 2),
    FailureClass.PAGE_REMOVED: FailureRule(4.0, 2),
    FailureClass.RATE_LIMIT: FailureRule(3.0, 4),
    FailureClass.ROBOTS: FailureRule(8.0, 1),
    FailureClass.BLOCKED_DESTINATION: FailureRule(8.0, 1),
    FailureClass.TOO_LARGE: FailureRule(4.0, 2),
    FailureClass.UNKNOWN: FailureRule(2.0, 3),
}


@dataclass(frozen=True)
class StatusPolicy:
    """Thresholds after the per-class `failing` one: `stale` at 6, `retired` at 30 consecutive failures."""

    stale_after: int = 6
    retired_after: int = 30
    #: a `skipped` outcome without skip_until is retried this many seconds later
    skip_fallback_s: float = 300.0
    failure_policy: dict[str, FailureRule] = field(default_factory=lambda: dict(FAILURE_POLICY))

    def rule(self, failure_class: str) -> FailureRule:
        return self.failure_policy.get(failure_class) or self.failure_policy[FailureClass.UNKNOWN]


class OutcomeKind(StrEnum):
    """A run's terminal outcome, from either `observation.fetched` or `snapshot.stored`."""

    BASELINE = "baseline"
    UNCHANGED = "unchanged"
    NOISE = "noise"
    CHANGED = "changed"
    NOT_MODIFIED = "not_modified"
    FAILED = "failed"
    SKIPPED = "skipped"
    REDIRECTED = "redirected"


#: outcomes that prove the sensor works (its status becomes `active`)
SUCCESS_KINDS = frozenset({OutcomeKind.BASELINE, OutcomeKind.UNCHANGED, OutcomeKind.NOISE, OutcomeKind.CHANGED,
                           OutcomeKind.NOT_MODIFIED})
#: outcomes that compared content with the previous check (they feed the change-rate estimator)
CHECK_KINDS = frozenset({OutcomeKind.UNCHANGED, OutcomeKind.NOISE, OutcomeKind.CHANGED, OutcomeKind.NOT_MODIFIED})
MEANINGFUL = frozenset({Significance.MEANINGFUL, Significance.MAJOR, Significance.CRITICAL})


@dataclass(frozen=True)
class RunOutcome:
    """The facts of one terminal outcome the decision needs (normalised from either event)."""

    kind: OutcomeKind
    observed_at: datetime
    failure_class: str | None = None
    significance: str | None = None
    extraction_confidence: float | None = None
    skip_until: datetime | None = None
    redirect_url: str | None = None
    http_status: int | None = None
    #: 'fetch' (observation.fetched) or 'snapshot' (snapshot.stored: the fetch itself was ok)
    source: str = "fetch"


#: sensor_id / run_seq are PostgreSQL bigints
_BIGINT_MIN, _BIGINT_MAX = -(2**63), 2**63 - 1


def _aware(t: datetime | None) -> datetime | None:
    """A timestamp without a UTC offset (a producer's bug) is read as UTC rather than failing every delivery."""
    return t.replace(tzinfo=UTC) if t is not None and t.tzinfo is None else t


def run_outcome(event: ObservationFetched | SnapshotStored) -> RunOutcome:
    """Normalise an outcome event; ValueError for an outcome the scheduler does not apply (e.g. `ok`,
    which the differ's snapshot.stored completes), an unknown value or an id no sensor can have
    (outside bigint: it could only fail in SQL, on every redelivery)."""
    for name in ("sensor_id", "run_seq"):
        value = getattr(event, name)
        if not _BIGINT_MIN <= value <= _BIGINT_MAX:
            raise ValueError(f"{name} {value} is outside the bigint range")
    if isinstance(event, SnapshotStored):
        try:
            result = SnapshotResult(event.result)
        except ValueError:
            raise ValueError(f"unknown snapshot result {event.result!r}") from None
        if result is SnapshotResult.FAILED:
            return RunOutcome(OutcomeKind.FAILED, _aware(event.occurred_at),  # type: ignore[arg-type]
                              failure_class=_failure_class(event.failure_class, FailureClass.PARSING),
                              source="snapshot")
        confidence = min(1.0, max(0.0, float(event.extraction_confidence)))
        return RunOutcome(OutcomeKind(result.value), _aware(event.occurred_at),  # type: ignore[arg-type]
                          significance=event.significance,
                          extraction_confidence=confidence, source="snapshot")
    try:
        outcome = FetchOutcome(event.outcome)
    except ValueError:
        raise ValueError(f"unknown fetch outcome {event.outcome!r}") from None
    if outcome is FetchOutcome.OK:
        raise ValueError("observation.fetched.ok is not a terminal outcome (snapshot.stored follows it)")
    fetched_at: datetime = _aware(event.fetched_at)  # type: ignore[assignment]
    if outcome is FetchOutcome.FAILED:
        return RunOutcome(OutcomeKind.FAILED, fetched_at,
                          failure_class=_failure_class(event.failure_class, FailureClass.UNKNOWN),
                          http_status=event.http_status)
    if outcome is FetchOutcome.SKIPPED:
        return RunOutcome(OutcomeKind.SKIPPED, fetched_at, skip_until=_aware(event.skip_until))
    if outcome is FetchOutcome.REDIRECTED:
        return RunOutcome(OutcomeKind.REDIRECTED, fetched_at, redirect_url=event.final_url,
                          http_status=event.http_status)
    return RunOutcome(OutcomeKind.NOT_MODIFIED, fetched_at, http_status=event.http_status)


def _failure_class(value: str | None, default: str) -> str:
    if value is None:
        return default
    try:
        return FailureClass(value).value
    except ValueError:
        return FailureClass.UNKNOWN.value


@dataclass(frozen=True)
class SensorState:
    """The sensor columns the decision reads (loaded under the row lock)."""

    sensor_id: int
    status: str
    surface: str
    company_tier: int | None = 3
    current_interval_s: int = 21600
    consecutive_unchanged: int = 0
    consecutive_failures: int = 0
    last_failure_class: str | None = None
    checks_total: int = 0
    checks_changed: int = 0
    quality_score: float = 50.0
    last_success_at: datetime | None = None
    rate: RateCounters = RateCounters()
    #: `config.interval_s`: an operator's fixed base interval for this sensor
    config_interval_s: float | None = None
    url: str = ""
    #: BOT_CHALLENGE failures in the current run of consecutive failures (0 after a success); None =
    #: not known (a caller without the column): 1 when the run's latest failure was a challenge, else 0
    failure_run_challenges: int | None = None


@dataclass(frozen=True)
class StatusChange:
    to_status: str
    reason: str
    failure_class: str | None = None


@dataclass(frozen=True)
class ReviewItem:
    kind: str
    payload: dict[str, Any]


@dataclass(frozen=True)
class RunDecision:
    """Everything applying one outcome writes. `None` in `last_change_at` / `change_rate_per_s` keeps the
    stored value; `status_change` goes through changewire_common.status.transition."""

    base_interval_s: int
    current_interval_s: int
    next_run_at: datetime
    tier: str
    consecutive_unchanged: int
    consecutive_failures: int
    last_failure_class: str | None
    last_outcome: str
    last_run_at: datetime
    last_success_at: datetime | None
    last_change_at: datetime | None
    checks_total: int
    checks_changed: int
    quality_score: float
    rate: RateCounters
    change_rate_per_s: float | None
    status_change: StatusChange | None = None
    review: ReviewItem | None = None
    redirect_url: str | None = None
    #: crawl_runs counters this outcome increments
    counts: tuple[str, ...] = ()
    #: BOT_CHALLENGE failures in the current failure run after this outcome (see SensorState)
    failure_run_challenges: int = 0


_RANK = {SensorStatus.PENDING: 0, SensorStatus.ACTIVE: 0, SensorStatus.FAILING: 1, SensorStatus.STALE: 2,
         SensorStatus.RETIRED: 3}


_CLAIMABLE = frozenset(s.value for s in CLAIMABLE_STATUSES)


def _claimable(status: str) -> bool:
    return status in _CLAIMABLE


def status_after_failure(status: str, failures: int, failure_class: str, previous_class: str | None,
                         previous_failures: int, policy: StatusPolicy, challenges: int | None = None,
                         ) -> tuple[StatusChange | None, ReviewItem | None]:
    """Status change and review item after a failure. `failures` counts consecutive failures of any
    class including this one; the `failing` threshold is the latest class's. Only a claimable sensor
    (pending, active, failing, stale) changes status: one that repair blocked, retired or redirected
    while the run was in flight keeps the status repair gave it.

    ROBOTS → `blocked` at once + `blocked_source` review; a second BOT_CHALLENGE within one run of
    consecutive failures → `blocked_source` review (`challenges` = the run's challenges including this
    one; other classes between them — a 429, a timeout — do not break the run, a success does; without
    it, "the previous failure was a challenge too"); then `retired` at `retired_after`, `stale` at
    `stale_after`, `failing` at the class's threshold.
    """
    if not _claimable(status):
        return None, None
    review: ReviewItem | None = None
    if failure_class == FailureClass.ROBOTS:
        review = ReviewItem(ReviewKind.BLOCKED_SOURCE, {"reason": "robots.txt disallows this URL",
                                                        "failure_class": failure_class})
        return StatusChange(SensorStatus.BLOCKED, "robots.txt disallows this URL", failure_class), review
    if failure_class == FailureClass.BOT_CHALLENGE:
        if challenges is None:
            challenges = 2 if previous_class == FailureClass.BOT_CHALLENGE and previous_failures >= 1 else 1
        if challenges >= 2:
            why = (f"bot challenge on {failures} consecutive runs" if challenges >= failures
                   else f"bot challenge on {challenges} of {failures} consecutive failed runs")
            review = ReviewItem(ReviewKind.BLOCKED_SOURCE, {
                "reason": why, "failure_class": failure_class, "consecutive_failures": failures,
                "challenges": challenges})
    if failures >= policy.retired_after:
        target = SensorStatus.RETIRED
        reason = f"{failures} consecutive failures (last {failure_class})"
    elif failures >= policy.stale_after:
        target = SensorStatus.STALE
        reason = f"{failures} consecutive failures (last {failure_class})"
    elif failures >= policy.rule(failure_class).failing_after:
        target = SensorStatus.FAILING
        reason = f"{failures} consecutive failure(s) (last {failure_class})"
    else:
        return None, review
    if _RANK.get(SensorStatus(status), 0) >= _RANK[target]:
        return None, review
    return StatusChange(target, reason, failure_class), review


def status_after_success(status: str) -> StatusChange | None:
    """A claimable sensor that is not `active` becomes `active` after a successful run."""
    if _claimable(status) and status != SensorStatus.ACTIVE:
        reason = "first successful run" if status == SensorStatus.PENDING else f"recovered from {status}"
        return StatusChange(SensorStatus.ACTIVE, reason)
    return None


def decide_run(state: SensorState, outcome: RunOutcome, now: datetime, schedule: SchedulePolicy,
               policy: StatusPolicy, rng: random.Random) -> RunDecision:
    """Apply one run's terminal outcome to the sensor's state; returns what to write.

    Interval rows (DESIGN.md): baseline → base; unchanged/noise/304 → decay toward base, then growth;
    changed meaningful+ → burst; changed minor → min(current, base); failed → current × class
    multiplier; skipped → interval unchanged, next_run_at = skip_until; redirected → status
    `redirected`, interval unchanged. All clamped to [min, max]; next_run_at = now + interval × U(0.9, 1.1)
    (a skip_until is capped at now + max).
    """
    kind = outcome.kind
    base = base_interval_s(state.surface, state.company_tier, schedule, state.config_interval_s)
    unchanged = state.consecutive_unchanged
    failures = state.consecutive_failures
    last_class = state.last_failure_class
    last_success = state.last_success_at
    last_change: datetime | None = None
    checks_total = state.checks_total
    checks_changed = state.checks_changed
    quality = float(state.quality_score)
    rate = state.rate
    challenges = state.failure_run_challenges
    if challenges is None:
        challenges = int(state.consecutive_failures > 0 and state.last_failure_class == FailureClass.BOT_CHALLENGE)
    change_rate: float | None = None
    status_change: StatusChange | None = None
    review: ReviewItem | None = None
    redirect_url: str | None = None
    counts: tuple[str, ...]
    multiplier = 1.0

    if kind in SUCCESS_KINDS:
        if kind in CHECK_KINDS:
            changed = kind is OutcomeKind.CHANGED
            gap = ((outcome.observed_at - last_success).total_seconds() if last_success is not None
                   else float(state.current_interval_s))
            rate = update_rate_counters(rate, changed, gap, schedule.change_rate_window)
            change_rate = change_rate_per_s(rate.checks, rate.changes, rate.span_s)
        checks_total += 1
        failures = 0
        challenges = 0
        last_success = outcome.observed_at
        status_change = status_after_success(state.status)
        if outcome.extraction_confidence is not None and kind is not OutcomeKind.NOT_MODIFIED:
            quality = quality_ema(quality, 100.0 * outcome.extraction_confidence, schedule.quality_alpha)
        if kind is OutcomeKind.BASELINE:
            rule, unchanged, counts = IntervalRule.BASELINE, 0, ("ok",)
        elif kind is OutcomeKind.CHANGED:
            checks_changed += 1
            unchanged = 0
            last_change = outcome.observed_at
            if outcome.significance in MEANINGFUL:
                rule, counts = IntervalRule.BURST, ("ok", "changed", "meaningful")
            else:
                rule, counts = IntervalRule.MINOR, ("ok", "changed")
        elif kind is OutcomeKind.NOT_MODIFIED:
            rule, unchanged, counts = IntervalRule.STABLE, unchanged + 1, ("not_modified",)
        else:  # unchanged, noise
            rule, unchanged, counts = IntervalRule.STABLE, unchanged + 1, ("ok", "unchanged")
    elif kind is OutcomeKind.FAILED:
        fclass = outcome.failure_class or FailureClass.UNKNOWN.value
        rule = IntervalRule.FAILURE
        multiplier = policy.rule(fclass).multiplier
        failures = state.consecutive_failures + 1
        last_class = fclass
        # a count left from before this failure run (a success reset consecutive_failures elsewhere) is void
        challenges = ((challenges if state.consecutive_failures > 0 else 0)
                      + int(fclass == FailureClass.BOT_CHALLENGE))
        quality = quality_ema(quality, 0.0, schedule.quality_alpha)
        status_change, review = status_after_failure(state.status, failures, fclass, state.last_failure_class,
                                                     state.consecutive_failures, policy, challenges)
        # a parse failure (snapshot.stored.failed) happened after a fetch that was ok
        counts = ("ok", "failed") if outcome.source == "snapshot" else ("failed",)
    elif kind is OutcomeKind.SKIPPED:
        rule, counts = IntervalRule.KEEP, ("skipped",)
    else:  # redirected
        rule, counts = IntervalRule.KEEP, ("redirected",)
        redirect_url = outcome.redirect_url
        if _claimable(state.status):
            target = outcome.redirect_url or "another URL"
            status_change = StatusChange(SensorStatus.REDIRECTED, f"redirected to {target}"[:500])

    interval = next_interval_s(rule, state.current_interval_s, base, schedule, multiplier)
    if kind is OutcomeKind.SKIPPED:
        until = outcome.skip_until or now + timedelta(seconds=policy.skip_fallback_s)
        # never parked beyond the longest interval (a hostile Retry-After of a year)
        due = min(max(now, until), now + timedelta(seconds=schedule.max_s))
    else:
        due = next_run_at(now, interval, rng, schedule.jitter)
    if review is not None:
        review = ReviewItem(review.kind, {**review.payload, "url": state.url, "http_status": outcome.http_status})
    return RunDecision(
        base_interval_s=base, current_interval_s=interval, next_run_at=due, tier=tier_for_interval(interval),
        consecutive_unchanged=unchanged, consecutive_failures=failures, last_failure_class=last_class,
        last_outcome=kind.value, last_run_at=outcome.observed_at, last_success_at=last_success,
        last_change_at=last_change, checks_total=checks_total, checks_changed=checks_changed,
        quality_score=round(quality, 3), rate=rate, change_rate_per_s=change_rate, status_change=status_change,
        review=review, redirect_url=redirect_url, counts=counts, failure_run_challenges=challenges,
    )
