"""Scheduler red-team round 4 (pure): the rules behind round 4's fixes, table-driven, no servers (the CLI cases
are in tests/integration/test_scheduler_redteam4.py).

Cases:
- cron schedules that can never fire (30 and 31 February, 31 April / June / September / November) are refused
  by parse_schedule with a readable reason; ones that fire rarely are kept: the leap day (next fire four years
  apart at most, in a time zone), the 31st (seven months a year), a day-of-month with a day-of-week (cron's OR:
  `0 0 30 2 mon` fires on February's Mondays);
- heartbeat_live_s: four of the replica's stated beat periods, at least two minutes; a missing, unreadable,
  zero, negative or absurd period falls back to the local setting.

Failures on the first run: 0 / 0 (written after the fixes they pin). xfail: none.
"""
from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from changewire_scheduler.cron import next_fire, parse_schedule
from changewire_scheduler.stats import heartbeat_live_s

NOW = datetime(2026, 12, 7, 21, 0, tzinfo=UTC)


@pytest.mark.parametrize("expr", ["0 3 30 2 *", "0 0 31 2 *", "15 4 31 4 *", "0 12 31 6 *", "0 0 31 9 *",
                                  "30 23 31 11 *", "0 3 30,31 2 *"])
def test_cron_that_never_fires_is_refused(expr: str) -> None:
    with pytest.raises(ValueError, match="never fires"):
        parse_schedule(expr)


@pytest.mark.parametrize(("expr", "zone", "expected_utc"), [
    ("0 3 29 2 *", "Europe/Berlin", datetime(2028, 2, 29, 2, 0, tzinfo=UTC)),
    ("0 0 31 * *", "UTC", datetime(2026, 12, 31, 0, 0, tzinfo=UTC)),
    ("0 0 30 2 mon", "UTC", datetime(2027, 2, 1, 0, 0, tzinfo=UTC)),
    ("17 3 * * *", "America/New_York", datetime(2026, 12, 8, 8, 17, tzinfo=UTC)),
    ("@yearly", "Asia/Tokyo", datetime(2026, 12, 31, 15, 0, tzinfo=UTC)),
])
def test_rare_but_real_cron_schedules_are_kept(expr: str, zone: str, expected_utc: datetime) -> None:
    sched = parse_schedule(expr)
    assert sched.kind == "cron"
    assert next_fire(sched, NOW, ZoneInfo(zone)) == expected_utc


@pytest.mark.parametrize(("stated", "local", "expected"), [
    (None, 15.0, 120.0), ("15", 15.0, 120.0), ("60", 15.0, 240.0), ("300", 15.0, 1200.0), (None, 300.0, 1200.0),
    ("nonsense", 15.0, 120.0), ("0", 300.0, 1200.0), ("-5", 15.0, 120.0), ("1e12", 15.0, 120.0),
    ("nan", 15.0, 120.0),
])
def test_heartbeat_live_window(stated: str | None, local: float, expected: float) -> None:
    assert heartbeat_live_s(stated, local) == expected
