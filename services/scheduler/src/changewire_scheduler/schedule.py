"""The scheduling formula of DESIGN.md "Scheduling" as pure functions over plain values.

Intervals are seconds (int), times are aware datetimes passed in, randomness comes from an injected
`random.Random`. No clock, no I/O, no logging.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from changewire_common.vocab import tier_letter

__all__ = [
    "IntervalRule", "RateCounters", "SchedulePolicy", "base_interval_s", "burst_interval_s", "change_rate_per_s",
    "clamp_interval", "next_interval_s", "next_run_at", "quality_ema", "tier_for_interval", "update_rate_counters",
]


class IntervalRule(StrEnum):
    """Which row of the formula an outcome selects."""

    BASELINE = "baseline"  # base
    STABLE = "stable"  # unchanged / noise / 304: decay toward base, then grow
    BURST = "burst"  # changed, meaningful or more
    MINOR = "minor"  # changed, minor: min(current, base)
    FAILURE = "failure"  # current × multiplier of the failure class
    KEEP = "keep"  # skipped / redirected: interval unchanged


@dataclass(frozen=True)
class SchedulePolicy:
    """The formula's parameters (defaults = DESIGN.md; the service builds one from its settings)."""

    burst_decay: float = 2.0
    stability_growth: float = 1.25
    min_s: int = 300
    max_s: int = 7 * 86400
    surface_base_s: dict[str, int] = field(default_factory=dict)
    tier_factors: dict[str, float] = field(default_factory=dict)
    #: next_run_at jitter: U(1 − jitter, 1 + jitter)
    jitter: float = 0.1
    quality_alpha: float = 0.15
    change_rate_window: float = 30.0
    #: surface base when a surface is missing from the table, seconds
    fallback_base_s: int = 6 * 3600

    @classmethod
    def from_settings(cls, s: Any) -> SchedulePolicy:
        """Build from a SchedulerSettings (duck-typed to keep this module free of service imports)."""
        return cls(
            burst_decay=s.burst_decay, stability_growth=s.stability_growth, min_s=int(s.min_interval_s),
            max_s=int(s.max_interval_s), surface_base_s=s.base_table(), tier_factors=s.tier_table(),
            jitter=s.jitter, quality_alpha=s.quality_alpha, change_rate_window=s.change_rate_window,
        )


def clamp_interval(interval_s: float, policy: SchedulePolicy) -> int:
    """Round to whole seconds and clamp to [min_s, max_s]."""
    return int(min(policy.max_s, max(policy.min_s, round(interval_s))))


def base_interval_s(surface: str, company_tier: int | None, policy: SchedulePolicy,
                    override_s: float | None = None) -> int:
    """Surface base × company tier factor (1: ×0.5, 2: ×0.75, 3: ×1, 4: ×1.5), clamped to [min, max].

    `override_s` (a sensor's `config.interval_s`) replaces the surface × tier product; it is still
    clamped. An unknown tier uses factor 1.
    """
    if override_s is not None and override_s > 0:
        return clamp_interval(override_s, policy)
    surface_s = policy.surface_base_s.get(surface, policy.fallback_base_s)
    factor = policy.tier_factors.get(str(company_tier), 1.0) if company_tier is not None else 1.0
    return clamp_interval(surface_s * factor, policy)


def burst_interval_s(base_s: int, policy: SchedulePolicy) -> int:
    """The burst interval after a meaningful change: max(min, base / 4)."""
    return clamp_interval(max(policy.min_s, base_s / 4), policy)


def next_interval_s(rule: IntervalRule, current_s: int, base_s: int, policy: SchedulePolicy,
                    multiplier: float = 1.0) -> int:
    """The new current interval (seconds, clamped to [min, max]) for one row of the formula.

    STABLE: current < base ? min(base, current × burst_decay) : min(max, current × stability_growth)
    BURST: max(min, base / 4) · MINOR: min(current, base) · FAILURE: min(max, current × multiplier)
    BASELINE: base · KEEP: current
    """
    if rule is IntervalRule.BASELINE:
        return clamp_interval(base_s, policy)
    if rule is IntervalRule.STABLE:
        if current_s < base_s:
            return clamp_interval(min(base_s, current_s * policy.burst_decay), policy)
        return clamp_interval(min(policy.max_s, current_s * policy.stability_growth), policy)
    if rule is IntervalRule.BURST:
        return burst_interval_s(base_s, policy)
    if rule is IntervalRule.MINOR:
        return clamp_interval(min(current_s, base_s), policy)
    if rule is IntervalRule.FAILURE:
        return clamp_interval(min(policy.max_s, current_s * multiplier), policy)
    return clamp_interval(current_s, policy)


def next_run_at(now: datetime, interval_s: int, rng: random.Random, jitter: float = 0.1) -> datetime:
    """now + interval × U(1 − jitter, 1 + jitter) (DESIGN.md: U(0.9, 1.1)); spreads a cohort over time."""
    factor = rng.uniform(1.0 - jitter, 1.0 + jitter)
    return now + timedelta(seconds=interval_s * factor)


def quality_ema(current: float, target: float, alpha: float = 0.15) -> float:
    """EMA step toward `target` (both 0–100): current + α (target − current), clamped to [0, 100]."""
    value = current + alpha * (target - current)
    return min(100.0, max(0.0, value))


def tier_for_interval(interval_s: float) -> str:
    """Tier letter A–E of a current interval (A ≤ 30 min < B ≤ 2 h < C ≤ 8 h < D ≤ 24 h < E)."""
    return tier_letter(interval_s)


@dataclass(frozen=True)
class RateCounters:
    """Exponentially decayed check counters: n checks, x of which saw a change, spanning span_s seconds."""

    checks: float = 0.0
    changes: float = 0.0
    span_s: float = 0.0


def update_rate_counters(c: RateCounters, changed: bool, gap_s: float, window: float) -> RateCounters:
    """Add one check (`changed`, `gap_s` seconds since the previous check); older checks decay by
    1 − 1/window, so the estimate follows the sensor's recent behaviour (≈ the last `window` checks)."""
    d = 1.0 - 1.0 / window if window > 1.0 else 0.0
    return RateCounters(
        checks=c.checks * d + 1.0,
        changes=c.changes * d + (1.0 if changed else 0.0),
        span_s=c.span_s * d + max(0.0, gap_s),
    )


def change_rate_per_s(checks: float, changes: float, span_s: float) -> float | None:
    """Cho & Garcia-Molina's estimator of a Poisson change rate from n checks of which X saw a change.

    rate × I = −ln((n − X + 0.5) / (n + 0.5)), with I the mean interval between checks (span / n).
    Returns changes per second (≥ 0), or None without at least one check spanning time.
    """
    if checks <= 0.0 or span_s <= 0.0:
        return None
    x = min(max(changes, 0.0), checks)
    mean_interval = span_s / checks
    return -math.log((checks - x + 0.5) / (checks + 0.5)) / mean_interval
