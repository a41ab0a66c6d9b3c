"""The sensor lifecycle table of changewire_common.status (pure part; transition() itself is exercised
against real Postgres in tests/integration/test_scheduler_outcomes.py)."""
from __future__ import annotations

import pytest

from changewire_common.status import ALLOWED, InvalidTransition, is_allowed
from changewire_common.vocab import CLAIMABLE_STATUSES, SensorStatus

STATUSES = [s.value for s in SensorStatus]


def test_table_covers_every_status() -> None:
    assert set(ALLOWED) == set(STATUSES)
    for targets in ALLOWED.values():
        assert targets <= set(STATUSES)


@pytest.mark.parametrize("status", STATUSES)
def test_same_status_is_not_a_transition(status: str) -> None:
    assert not is_allowed(status, status)


def test_retired_is_terminal() -> None:
    assert all(not is_allowed("retired", s) for s in STATUSES)
    assert all(is_allowed(s, "retired") for s in STATUSES if s != "retired")


# every transition the scheduler makes from a run outcome
RUN_DRIVEN = [
    ("pending", "active"), ("failing", "active"), ("stale", "active"),  # success
    ("pending", "failing"), ("active", "failing"),  # failures reach the class threshold
    ("pending", "stale"), ("active", "stale"), ("failing", "stale"),  # 6 consecutive failures
    ("stale", "retired"), ("failing", "retired"), ("active", "retired"), ("pending", "retired"),  # 30
    ("pending", "blocked"), ("active", "blocked"), ("failing", "blocked"), ("stale", "blocked"),  # ROBOTS
    ("pending", "redirected"), ("active", "redirected"), ("failing", "redirected"), ("stale", "redirected"),
]


@pytest.mark.parametrize(("src", "dst"), RUN_DRIVEN)
def test_run_driven_transitions_are_allowed(src: str, dst: str) -> None:
    assert is_allowed(src, dst)


@pytest.mark.parametrize(("src", "dst"), [
    ("retired", "active"), ("blocked", "failing"), ("blocked", "stale"), ("blocked", "redirected"),
    ("redirected", "stale"), ("active", "pending"), ("failing", "pending"), ("stale", "pending"),
])
def test_forbidden_transitions(src: str, dst: str) -> None:
    assert not is_allowed(src, dst)


def test_repair_recoveries_are_allowed() -> None:
    for src in ("blocked", "redirected"):
        assert is_allowed(src, "active") and is_allowed(src, "pending")


def test_claimable_statuses() -> None:
    assert [s.value for s in CLAIMABLE_STATUSES] == ["pending", "active", "failing", "stale"]


def test_invalid_transition_carries_its_data() -> None:
    exc = InvalidTransition(7, "retired", "active")
    assert (exc.sensor_id, exc.from_status, exc.to_status) == (7, "retired", "active")
    assert "retired → active" in str(exc)
