"""Per-domain politeness decisions (pure)."""
from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from changewire_common.http.politeness_rules import (
    DomainState, Granted, Skip, SlotPolicy, Wait, decide_slot, effective_spacing, next_budget_reset, slot_grantable,
)

NOW = datetime(2025, 3, 1, 10, 0, 0, tzinfo=UTC)
P = SlotPolicy(spacing_s=2.0, per_domain=1, max_wait_s=5.0, poll_s=0.25)


def st(**kw: object) -> DomainState:
    base: dict[str, object] = {"domain": "acme.test", "next_slot_at": NOW - timedelta(seconds=1), "budget_day": NOW.date()}
    base.update(kw)
    return DomainState(**base)  # type: ignore[arg-type]


@pytest.mark.parametrize(("default", "override", "delay", "expected"), [
    (2.0, None, None, 2.0), (2.0, 0.5, None, 0.5), (2.0, None, 10.0, 10.0), (2.0, None, 1000.0, 300.0),
    (0.0, None, None, 0.0), (2.0, 5.0, 3.0, 5.0), (2.0, None, -1.0, 2.0),
])
def test_effective_spacing(default: float, override: float | None, delay: float | None, expected: float) -> None:
    assert effective_spacing(default, override, delay) == expected


def test_free_domain_is_granted() -> None:
    assert isinstance(decide_slot(st(), NOW, P), Granted)
    assert slot_grantable(st(), NOW, P)
    assert slot_grantable(None, NOW, P)


def test_slot_a_few_seconds_away_is_waited_for() -> None:
    d = decide_slot(st(next_slot_at=NOW + timedelta(seconds=3)), NOW, P)
    assert d == Wait(3.0, "slot")
    assert not slot_grantable(st(next_slot_at=NOW + timedelta(seconds=3)), NOW, P)


def test_slot_further_away_is_skipped_until_then() -> None:
    at = NOW + timedelta(seconds=30)
    assert decide_slot(st(next_slot_at=at), NOW, P) == Skip(at, "slot")
    # after waiting 4 s, a slot 2 s away no longer fits the 5 s allowance
    assert decide_slot(st(next_slot_at=NOW + timedelta(seconds=2)), NOW, P, waited_s=4.0) == Skip(
        NOW + timedelta(seconds=2), "slot")


def test_blocked_and_budget_skip_at_once() -> None:
    until = NOW + timedelta(hours=1)
    assert decide_slot(st(blocked_until=until), NOW, P) == Skip(until, "blocked")
    assert isinstance(decide_slot(st(blocked_until=NOW - timedelta(seconds=1)), NOW, P), Granted)
    d = decide_slot(st(used_today=2000, daily_budget=2000), NOW, P)
    assert d == Skip(datetime(2025, 3, 2, tzinfo=UTC), "budget")
    # yesterday's usage does not count
    assert isinstance(decide_slot(st(used_today=2000, budget_day=date(2025, 2, 28)), NOW, P), Granted)


def test_in_flight_request_is_polled_then_skipped() -> None:
    busy = st(in_flight=1, in_flight_until=NOW + timedelta(seconds=60))
    # the first re-try comes soon (a fast request ahead ends within milliseconds), then the gap
    # doubles up to poll_s
    assert decide_slot(busy, NOW, P) == Wait(0.01, "busy")
    gaps, waited = [], 0.0
    while waited < 1.0:
        d = decide_slot(busy, NOW, P, waited_s=waited)
        assert isinstance(d, Wait)
        gaps.append(d.delay_s)
        waited += d.delay_s
    assert gaps[:6] == [0.01, 0.01, 0.02, 0.04, 0.08, 0.16]
    assert max(gaps) == 0.25 and gaps[-1] == 0.25
    # a slot further away than the poll is waited for in one go
    later = st(in_flight=1, in_flight_until=NOW + timedelta(seconds=60), next_slot_at=NOW + timedelta(seconds=1))
    assert decide_slot(later, NOW, P) == Wait(1.0, "busy")
    d = decide_slot(busy, NOW, P, waited_s=5.0)
    assert isinstance(d, Skip) and d.reason == "busy" and d.until >= NOW + timedelta(seconds=5)
    # an expired lease frees the domain
    assert isinstance(decide_slot(st(in_flight=1, in_flight_until=NOW - timedelta(seconds=1)), NOW, P), Granted)
    # two per domain allowed
    assert isinstance(decide_slot(busy, NOW, SlotPolicy(per_domain=2)), Granted)


def test_next_budget_reset_is_next_utc_midnight() -> None:
    assert next_budget_reset(datetime(2025, 12, 31, 23, 59, tzinfo=UTC)) == datetime(2026, 1, 1, tzinfo=UTC)
