"""Failure policy, status transitions and whole-run decisions (pure): one case per row of the
failure-policy table and per run-driven status transition."""
from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from changewire_common.events import ObservationFetched, SnapshotStored
from changewire_scheduler.policy import (
    FAILURE_POLICY,
    OutcomeKind,
    RunOutcome,
    SensorState,
    StatusChange,
    StatusPolicy,
    decide_run,
    run_outcome,
    status_after_failure,
    status_after_success,
)
from changewire_scheduler.schedule import RateCounters, SchedulePolicy
from changewire_scheduler.settings import SchedulerSettings

H = 3600
NOW = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
SCHED = SchedulePolicy.from_settings(SchedulerSettings())
POL = StatusPolicy()

# DESIGN.md: class → (multiplier, consecutive failures before `failing`)
TABLE = {
    "DNS": (3.0, 3), "TIMEOUT": (1.5, 4), "HTTP_4XX": (2.0, 3), "HTTP_5XX": (1.5, 5), "BOT_CHALLENGE": (4.0, 2),
    "PARSING": (2.0, 3), "SCHEMA": (2.0, 3), "REDIRECT": (2.0, 2), "PAGE_REMOVED": (4.0, 2),
    "RATE_LIMIT": (3.0, 4), "ROBOTS": (8.0, 1), "BLOCKED_DESTINATION": (8.0, 1), "TOO_LARGE": (4.0, 2),
    "UNKNOWN": (2.0, 3),
}


def test_table_is_the_design_table() -> None:
    assert {k: (v.multiplier, v.failing_after) for k, v in FAILURE_POLICY.items()} == TABLE


def state(**kw: object) -> SensorState:
    base: dict[str, object] = {"sensor_id": 1, "status": "active", "surface": "careers", "company_tier": 3,
                               "current_interval_s": 6 * H, "url": "https://acme.test/careers"}
    base.update(kw)
    return SensorState(**base)  # type: ignore[arg-type]


def fail(cls: str) -> RunOutcome:
    return RunOutcome(OutcomeKind.FAILED, NOW, failure_class=cls)


def run(st: SensorState, out: RunOutcome, seed: int = 1):  # noqa: ANN201
    return decide_run(st, out, NOW, SCHED, POL, random.Random(seed))


@pytest.mark.parametrize("cls", sorted(TABLE))
def test_failure_row(cls: str) -> None:
    mult, threshold = TABLE[cls]
    # the interval grows by the class multiplier (clamped to max)
    d = run(state(), fail(cls))
    assert d.current_interval_s == min(7 * 24 * H, int(6 * H * mult))
    assert d.consecutive_failures == 1 and d.last_failure_class == cls
    assert d.counts == ("failed",)
    if cls == "ROBOTS":
        assert d.status_change == StatusChange("blocked", "robots.txt disallows this URL", "ROBOTS")
        assert d.review is not None and d.review.kind == "blocked_source"
        return
    # one failure short of the threshold: status kept; at the threshold: failing
    if threshold > 1:
        below = run(state(consecutive_failures=threshold - 2, last_failure_class="UNKNOWN"), fail(cls))
        assert below.consecutive_failures == threshold - 1
        assert below.status_change is None
    at = run(state(consecutive_failures=threshold - 1, last_failure_class="UNKNOWN"), fail(cls))
    assert at.status_change is not None and at.status_change.to_status == "failing"
    assert at.status_change.failure_class == cls


def test_threshold_is_the_latest_class_over_failures_of_any_class() -> None:
    # two TIMEOUTs then a PAGE_REMOVED (threshold 2): 3 consecutive ≥ 2 → failing
    d = run(state(consecutive_failures=2, last_failure_class="TIMEOUT"), fail("PAGE_REMOVED"))
    assert d.status_change is not None and d.status_change.to_status == "failing"
    # three DNS failures then a HTTP_5XX (threshold 5): 4 < 5 → no change from active
    d = run(state(consecutive_failures=3, last_failure_class="DNS"), fail("HTTP_5XX"))
    assert d.status_change is None


@pytest.mark.parametrize(
    ("status", "failures_before", "cls", "to"),
    [
        ("active", 2, "DNS", "failing"),  # active → failing
        ("pending", 2, "DNS", "failing"),  # pending → failing (never worked)
        ("failing", 3, "DNS", None),  # stays failing below 6
        ("failing", 5, "DNS", "stale"),  # failing → stale at 6
        ("active", 5, "TIMEOUT", "stale"),  # straight to stale when the count already is 6
        ("stale", 10, "DNS", None),  # stale keeps being claimed until 30
        ("stale", 29, "DNS", "retired"),  # stale → retired at 30
        ("failing", 0, "ROBOTS", "blocked"),  # any claimable → blocked on ROBOTS
        ("stale", 7, "ROBOTS", "blocked"),
        ("pending", 0, "ROBOTS", "blocked"),
        # not claimable (repair changed it while the run was in flight): untouched
        ("blocked", 40, "DNS", None), ("retired", 40, "DNS", None), ("redirected", 3, "ROBOTS", None),
    ],
)
def test_status_after_failure(status: str, failures_before: int, cls: str, to: str | None) -> None:
    d = run(state(status=status, consecutive_failures=failures_before, last_failure_class="DNS"), fail(cls))
    assert (d.status_change.to_status if d.status_change else None) == to


@pytest.mark.parametrize(
    ("status", "to"),
    [("pending", "active"), ("failing", "active"), ("stale", "active"), ("active", None), ("blocked", None),
     ("retired", None), ("redirected", None)],
)
def test_status_after_success(status: str, to: str | None) -> None:
    sc = status_after_success(status)
    assert (sc.to_status if sc else None) == to
    d = run(state(status=status, consecutive_failures=4), RunOutcome(OutcomeKind.UNCHANGED, NOW,
                                                                     extraction_confidence=0.9))
    assert (d.status_change.to_status if d.status_change else None) == to
    assert d.consecutive_failures == 0


def test_repeated_bot_challenge_opens_a_review_item() -> None:
    first = run(state(), fail("BOT_CHALLENGE"))
    assert first.review is None and first.status_change is None
    second = run(state(consecutive_failures=1, last_failure_class="BOT_CHALLENGE"), fail("BOT_CHALLENGE"))
    assert second.review is not None and second.review.kind == "blocked_source"
    assert second.review.payload["url"] == "https://acme.test/careers"
    assert second.status_change is not None and second.status_change.to_status == "failing"
    # a BOT_CHALLENGE after a different failure is not "repeated"
    assert run(state(consecutive_failures=1, last_failure_class="TIMEOUT"), fail("BOT_CHALLENGE")).review is None


def test_status_after_failure_direct() -> None:
    sc, review = status_after_failure("active", 1, "ROBOTS", None, 0, POL)
    assert sc is not None and sc.to_status == "blocked" and review is not None


# ---------------------------------------------------------------- whole-run decisions, one per formula row


def test_baseline() -> None:
    d = run(state(current_interval_s=999, consecutive_unchanged=4),
            RunOutcome(OutcomeKind.BASELINE, NOW, extraction_confidence=1.0))
    assert d.current_interval_s == 6 * H and d.base_interval_s == 6 * H and d.tier == "C"
    assert d.consecutive_unchanged == 0 and d.checks_total == 1 and d.checks_changed == 0
    assert d.last_success_at == NOW and d.counts == ("ok",)
    assert d.change_rate_per_s is None  # a baseline compares nothing
    assert d.quality_score == pytest.approx(50 + 0.15 * 50)


@pytest.mark.parametrize("kind", [OutcomeKind.UNCHANGED, OutcomeKind.NOISE, OutcomeKind.NOT_MODIFIED])
def test_stable_outcomes_grow_or_decay(kind: OutcomeKind) -> None:
    conf = None if kind is OutcomeKind.NOT_MODIFIED else 1.0
    grown = run(state(consecutive_unchanged=2), RunOutcome(kind, NOW, extraction_confidence=conf))
    assert grown.current_interval_s == int(7.5 * H) and grown.consecutive_unchanged == 3
    decayed = run(state(current_interval_s=int(1.5 * H)), RunOutcome(kind, NOW, extraction_confidence=conf))
    assert decayed.current_interval_s == 3 * H
    expected_counts = ("not_modified",) if kind is OutcomeKind.NOT_MODIFIED else ("ok", "unchanged")
    assert grown.counts == expected_counts
    # a 304 says nothing about extraction quality
    assert (grown.quality_score == 50.0) == (kind is OutcomeKind.NOT_MODIFIED)


@pytest.mark.parametrize(("sig", "interval", "counts"), [
    ("meaningful", int(1.5 * H), ("ok", "changed", "meaningful")),
    ("major", int(1.5 * H), ("ok", "changed", "meaningful")),
    ("critical", int(1.5 * H), ("ok", "changed", "meaningful")),
    ("minor", 6 * H, ("ok", "changed")),
    (None, 6 * H, ("ok", "changed")),
])
def test_changed(sig: str | None, interval: int, counts: tuple[str, ...]) -> None:
    d = run(state(current_interval_s=12 * H, consecutive_unchanged=5, checks_total=9, checks_changed=2,
                  last_success_at=NOW - timedelta(hours=12)),
            RunOutcome(OutcomeKind.CHANGED, NOW, significance=sig, extraction_confidence=0.8))
    assert d.current_interval_s == interval
    assert d.counts == counts
    assert d.consecutive_unchanged == 0 and d.last_change_at == NOW
    assert d.checks_total == 10 and d.checks_changed == 3
    assert d.change_rate_per_s is not None and d.change_rate_per_s > 0


def test_minor_keeps_a_shorter_current_interval() -> None:
    d = run(state(current_interval_s=2 * H), RunOutcome(OutcomeKind.CHANGED, NOW, significance="minor"))
    assert d.current_interval_s == 2 * H


def test_failure_lowers_quality_and_keeps_content_counters() -> None:
    d = run(state(consecutive_unchanged=3, checks_total=4, quality_score=80.0), fail("TIMEOUT"))
    assert d.quality_score == pytest.approx(68.0)
    assert d.consecutive_unchanged == 3 and d.checks_total == 4 and d.last_success_at is None


def test_parse_failure_from_the_differ_counts_ok_and_failed() -> None:
    ev = SnapshotStored(sensor_id=1, run_seq=1, observation_id=1, result="failed", failure_class="SCHEMA")
    d = run(state(), run_outcome(ev))
    assert d.counts == ("ok", "failed") and d.last_failure_class == "SCHEMA"
    assert d.current_interval_s == 12 * H


def test_skipped_keeps_interval_and_runs_at_skip_until() -> None:
    until = NOW + timedelta(minutes=7)
    d = run(state(current_interval_s=5 * H, consecutive_failures=2, consecutive_unchanged=4),
            RunOutcome(OutcomeKind.SKIPPED, NOW, skip_until=until))
    assert d.next_run_at == until and d.current_interval_s == 5 * H
    assert d.consecutive_failures == 2 and d.consecutive_unchanged == 4 and d.status_change is None
    assert d.counts == ("skipped",)
    # without skip_until: the fallback; a skip_until in the past: now
    assert run(state(), RunOutcome(OutcomeKind.SKIPPED, NOW)).next_run_at == NOW + timedelta(seconds=300)
    assert run(state(), RunOutcome(OutcomeKind.SKIPPED, NOW, skip_until=NOW - timedelta(hours=1))).next_run_at == NOW


def test_redirected() -> None:
    d = run(state(current_interval_s=5 * H), RunOutcome(OutcomeKind.REDIRECTED, NOW, redirect_url="https://b.test/x"))
    assert d.status_change is not None and d.status_change.to_status == "redirected"
    assert d.redirect_url == "https://b.test/x" and d.current_interval_s == 5 * H and d.counts == ("redirected",)
    # a sensor repair already retired: the URL is recorded, the status kept
    d = run(state(status="retired"), RunOutcome(OutcomeKind.REDIRECTED, NOW, redirect_url="https://b.test/x"))
    assert d.status_change is None and d.redirect_url == "https://b.test/x"


def test_next_run_at_is_jittered_interval() -> None:
    for seed in range(50):
        d = run(state(), RunOutcome(OutcomeKind.UNCHANGED, NOW), seed)
        delta = (d.next_run_at - NOW).total_seconds()
        assert 0.9 * d.current_interval_s <= delta <= 1.1 * d.current_interval_s


def test_config_interval_override() -> None:
    d = run(state(config_interval_s=1800.0), RunOutcome(OutcomeKind.BASELINE, NOW))
    assert d.base_interval_s == 1800 and d.current_interval_s == 1800 and d.tier == "A"


def test_change_rate_uses_time_since_last_success() -> None:
    st = state(rate=RateCounters(9.0, 3.0, 9 * 3600.0), last_success_at=NOW - timedelta(hours=1))
    d = run(st, RunOutcome(OutcomeKind.UNCHANGED, NOW))
    assert d.rate.span_s == pytest.approx(9 * 3600 * (1 - 1 / 30) + 3600)
    assert d.change_rate_per_s is not None and 0 < d.change_rate_per_s < 1 / 3600


# ---------------------------------------------------------------- normalising events


def _obs(outcome: str, **kw: object) -> ObservationFetched:
    return ObservationFetched(sensor_id=1, run_seq=2, observation_id=3, outcome=outcome, fetched_at=NOW, **kw)  # type: ignore[arg-type]


def test_run_outcome_from_events() -> None:
    assert run_outcome(_obs("not_modified")).kind is OutcomeKind.NOT_MODIFIED
    f = run_outcome(_obs("failed", failure_class="DNS"))
    assert f.kind is OutcomeKind.FAILED and f.failure_class == "DNS" and f.observed_at == NOW
    assert run_outcome(_obs("failed")).failure_class == "UNKNOWN"
    assert run_outcome(_obs("failed", failure_class="NEW_CLASS")).failure_class == "UNKNOWN"
    assert run_outcome(_obs("skipped", skip_until=NOW)).skip_until == NOW
    assert run_outcome(_obs("redirected", final_url="https://n.test/")).redirect_url == "https://n.test/"
    snap = run_outcome(SnapshotStored(sensor_id=1, run_seq=1, observation_id=1, result="changed",
                                      significance="major", extraction_confidence=1.7))
    assert snap.kind is OutcomeKind.CHANGED and snap.significance == "major" and snap.extraction_confidence == 1.0
    assert run_outcome(SnapshotStored(sensor_id=1, run_seq=1, observation_id=1, result="failed")).failure_class == \
        "PARSING"
    with pytest.raises(ValueError):
        run_outcome(_obs("ok"))
    with pytest.raises(ValueError):
        run_outcome(_obs("exploded"))
    with pytest.raises(ValueError):
        run_outcome(SnapshotStored(sensor_id=1, run_seq=1, observation_id=1, result="weird"))


# ---------------------------------------------------------------- invariants over arbitrary inputs

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_statuses = st.sampled_from(["pending", "active", "failing", "stale", "retired", "blocked", "redirected"])
_outcomes = st.builds(
    RunOutcome,
    kind=st.sampled_from(list(OutcomeKind)),
    observed_at=st.just(NOW),
    failure_class=st.sampled_from([*TABLE, None]),
    significance=st.sampled_from([None, "minor", "meaningful", "major", "critical"]),
    extraction_confidence=st.one_of(st.none(), st.floats(0, 1)),
    skip_until=st.one_of(st.none(), st.just(NOW + timedelta(minutes=3))),
)


@settings(max_examples=300, deadline=None)
@given(status=_statuses, outcome=_outcomes, current=st.integers(1, 10**7), failures=st.integers(0, 40),
       unchanged=st.integers(0, 100), quality=st.floats(0, 100), seed=st.integers(0, 2**32))
def test_decision_invariants(status: str, outcome: RunOutcome, current: int, failures: int, unchanged: int,
                             quality: float, seed: int) -> None:
    st_ = state(status=status, current_interval_s=current, consecutive_failures=failures,
                consecutive_unchanged=unchanged, quality_score=quality, last_failure_class="DNS" if failures else None)
    d = run(st_, outcome, seed)
    assert SCHED.min_s <= d.current_interval_s <= SCHED.max_s
    assert SCHED.min_s <= d.base_interval_s <= SCHED.max_s
    assert 0.0 <= d.quality_score <= 100.0
    assert d.next_run_at >= NOW
    if outcome.kind is not OutcomeKind.SKIPPED:
        assert (d.next_run_at - NOW).total_seconds() <= 1.1 * d.current_interval_s + 1e-6
    assert d.consecutive_failures >= 0 and d.consecutive_unchanged >= 0
    if d.status_change is not None:
        from changewire_common.status import is_allowed

        assert is_allowed(status, d.status_change.to_status)
    if d.change_rate_per_s is not None:
        assert d.change_rate_per_s >= 0.0
