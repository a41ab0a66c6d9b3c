"""The interval formula of DESIGN.md "Scheduling": one case per row, base intervals, clamps, jitter,
the change-rate estimator, the quality EMA and tier letters."""
from __future__ import annotations

import math
import random
from datetime import UTC, datetime, timedelta

import pytest

from changewire_scheduler.schedule import (
    IntervalRule,
    RateCounters,
    SchedulePolicy,
    base_interval_s,
    burst_interval_s,
    change_rate_per_s,
    clamp_interval,
    next_interval_s,
    next_run_at,
    quality_ema,
    tier_for_interval,
    update_rate_counters,
)
from changewire_scheduler.settings import SchedulerSettings

H = 3600
POLICY = SchedulePolicy.from_settings(SchedulerSettings())
NOW = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("surface", "tier", "expected_s"),
    [
        ("status", 3, 600), ("feed", 3, H), ("jobs_board", 3, 3 * H), ("careers", 3, 6 * H), ("blog", 3, 6 * H),
        ("newsroom", 3, 6 * H), ("pricing", 3, 12 * H), ("products", 3, 12 * H), ("homepage", 3, 12 * H),
        ("docs", 3, 12 * H), ("changelog", 3, 12 * H), ("team", 3, 24 * H), ("legal", 3, 24 * H),
        ("investors", 3, 24 * H), ("contact", 3, 7 * 24 * H),
        # company tier factors 1: ×0.5, 2: ×0.75, 3: ×1, 4: ×1.5
        ("careers", 1, 3 * H), ("careers", 2, int(4.5 * H)), ("careers", 4, 9 * H),
        # clamps: status × 0.5 = 5 min (= min); contact × 1.5 > 7 days → max
        ("status", 1, 300), ("contact", 4, 7 * 24 * H),
        # an unknown tier uses factor 1
        ("pricing", None, 12 * H),
    ],
)
def test_base_interval_by_surface_and_tier(surface: str, tier: int | None, expected_s: int) -> None:
    assert base_interval_s(surface, tier, POLICY) == expected_s


def test_base_interval_override_and_clamp() -> None:
    assert base_interval_s("careers", 3, POLICY, override_s=7200) == 7200
    assert base_interval_s("careers", 3, POLICY, override_s=10) == 300  # clamped to min
    assert base_interval_s("careers", 3, POLICY, override_s=10**9) == 7 * 24 * H  # clamped to max
    tight = SchedulePolicy(min_s=3600, max_s=7200, surface_base_s={"status": 600})
    assert base_interval_s("status", 3, tight) == 3600


# one row per formula line: (rule, current, base, multiplier, expected)
FORMULA = [
    # baseline: base
    (IntervalRule.BASELINE, 999, 6 * H, 1.0, 6 * H),
    # unchanged/noise/304 below base: min(base, current × burst_decay)
    (IntervalRule.STABLE, int(1.5 * H), 6 * H, 1.0, 3 * H),
    (IntervalRule.STABLE, 4 * H, 6 * H, 1.0, 6 * H),  # decay stops at base
    # unchanged at/above base: min(max, current × stability_growth)
    (IntervalRule.STABLE, 6 * H, 6 * H, 1.0, int(7.5 * H)),
    (IntervalRule.STABLE, 6 * 24 * H, 6 * H, 1.0, 7 * 24 * H),  # growth capped at max
    # meaningful+: burst = max(min, base / 4)
    (IntervalRule.BURST, 6 * H, 6 * H, 1.0, int(1.5 * H)),
    (IntervalRule.BURST, 600, 600, 1.0, 300),  # status: base/4 = 150 s < min → min
    # minor: min(current, base)
    (IntervalRule.MINOR, 12 * H, 6 * H, 1.0, 6 * H),
    (IntervalRule.MINOR, 2 * H, 6 * H, 1.0, 2 * H),
    # failure: min(max, current × multiplier)
    (IntervalRule.FAILURE, 6 * H, 6 * H, 3.0, 18 * H),
    (IntervalRule.FAILURE, 6 * 24 * H, 6 * H, 8.0, 7 * 24 * H),
    # skipped / redirected: unchanged
    (IntervalRule.KEEP, 5 * H, 6 * H, 1.0, 5 * H),
]


@pytest.mark.parametrize(("rule", "current", "base", "mult", "expected"), FORMULA)
def test_formula_rows(rule: IntervalRule, current: int, base: int, mult: float, expected: int) -> None:
    assert next_interval_s(rule, current, base, POLICY, mult) == expected


def test_burst_decays_back_to_base_one_step_per_unchanged_run() -> None:
    base = 6 * H
    cur = burst_interval_s(base, POLICY)
    steps = []
    for _ in range(4):
        cur = next_interval_s(IntervalRule.STABLE, cur, base, POLICY)
        steps.append(cur)
    assert steps == [3 * H, 6 * H, int(7.5 * H), int(9.375 * H)]


def test_every_interval_is_clamped() -> None:
    p = SchedulePolicy(min_s=600, max_s=3600)
    for rule in IntervalRule:
        for cur in (1, 600, 3000, 10**7):
            assert 600 <= next_interval_s(rule, cur, 1800, p, 100.0) <= 3600
    assert clamp_interval(0.4, p) == 600


def test_next_run_at_jitter_in_bounds_and_reproducible() -> None:
    rng = random.Random(7)
    seen = [(next_run_at(NOW, 1000, rng, 0.1) - NOW).total_seconds() for _ in range(2000)]
    assert min(seen) >= 900 and max(seen) <= 1100
    assert min(seen) < 920 and max(seen) > 1080  # actually spread over U(0.9, 1.1)
    again = random.Random(7)
    assert (next_run_at(NOW, 1000, again, 0.1) - NOW).total_seconds() == seen[0]
    assert next_run_at(NOW, 1000, random.Random(1), 0.0) == NOW + timedelta(seconds=1000)


@pytest.mark.parametrize(
    ("current", "target", "expected"),
    [(50.0, 100.0, 57.5), (50.0, 0.0, 42.5), (100.0, 100.0, 100.0), (0.0, 80.0, 12.0), (99.0, 100.0, 99.15)],
)
def test_quality_ema(current: float, target: float, expected: float) -> None:
    assert quality_ema(current, target, 0.15) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("interval_s", "letter"),
    [(300, "A"), (1800, "A"), (1801, "B"), (7200, "B"), (7201, "C"), (8 * H, "C"), (8 * H + 1, "D"),
     (24 * H, "D"), (24 * H + 1, "E"), (7 * 24 * H, "E")],
)
def test_tier_letter(interval_s: int, letter: str) -> None:
    assert tier_for_interval(interval_s) == letter


@pytest.mark.parametrize(
    ("n", "x", "interval_s", "expected_rate_x_interval"),
    [
        (10, 0, 3600, 0.0),
        (10, 5, 3600, -math.log(5.5 / 10.5)),
        (10, 10, 3600, -math.log(0.5 / 10.5)),  # bounded even when every check saw a change
        (1, 1, 600, -math.log(0.5 / 1.5)),
    ],
)
def test_cho_garcia_molina_estimator(n: int, x: int, interval_s: float, expected_rate_x_interval: float) -> None:
    rate = change_rate_per_s(n, x, n * interval_s)
    assert rate is not None
    assert rate * interval_s == pytest.approx(expected_rate_x_interval)


def test_estimator_needs_checks_and_time() -> None:
    assert change_rate_per_s(0, 0, 0) is None
    assert change_rate_per_s(3, 1, 0) is None


def test_rate_counters_follow_recent_checks() -> None:
    c = RateCounters()
    for _ in range(200):
        c = update_rate_counters(c, True, 3600, window=30)
    high = change_rate_per_s(c.checks, c.changes, c.span_s)
    for _ in range(200):
        c = update_rate_counters(c, False, 3600, window=30)
    low = change_rate_per_s(c.checks, c.changes, c.span_s)
    assert high is not None and low is not None
    assert c.checks == pytest.approx(30, rel=0.01)  # ≈ window checks of memory
    assert low < high / 50
    one = update_rate_counters(RateCounters(), True, 1800, window=30)
    assert one == RateCounters(1.0, 1.0, 1800.0)
