"""Schedules of periodic jobs: parsing, interval slots, cron in a time zone (DST included)."""
from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from changewire_scheduler.cron import Schedule, next_fire, parse_schedule


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("off", Schedule("off")), ("", Schedule("off")), ("30s", Schedule("interval", 30.0)),
        ("10m", Schedule("interval", 600.0)), ("6h", Schedule("interval", 21600.0)),
        ("1d", Schedule("interval", 86400.0)), ("17 3 * * *", Schedule("cron", expr="17 3 * * *")),
        ("*/30 * * * *", Schedule("cron", expr="*/30 * * * *")), ("@daily", Schedule("cron", expr="@daily")),
    ],
)
def test_parse(text: str, expected: Schedule) -> None:
    assert parse_schedule(text) == expected


@pytest.mark.parametrize("bad", ["every now and then", "61 * * * *", "0.5s", "10 parsecs"])
def test_parse_rejects(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_schedule(bad)


def test_interval_slots_are_epoch_aligned() -> None:
    s = parse_schedule("10m")
    t = datetime(2025, 1, 1, 12, 3, 7, tzinfo=UTC)
    assert next_fire(s, t, UTC) == datetime(2025, 1, 1, 12, 10, tzinfo=UTC)
    assert next_fire(s, datetime(2025, 1, 1, 12, 10, tzinfo=UTC), UTC) == datetime(2025, 1, 1, 12, 20, tzinfo=UTC)


def test_cron_in_time_zone() -> None:
    paris = ZoneInfo("Europe/Paris")
    s = parse_schedule("17 3 * * *")
    # 03:17 Paris in winter = 02:17 UTC, in summer = 01:17 UTC
    assert next_fire(s, datetime(2025, 1, 10, 0, 0, tzinfo=UTC), paris) == datetime(2025, 1, 10, 2, 17, tzinfo=UTC)
    assert next_fire(s, datetime(2025, 7, 10, 0, 0, tzinfo=UTC), paris) == datetime(2025, 7, 10, 1, 17, tzinfo=UTC)
    assert next_fire(s, datetime(2025, 7, 10, 1, 17, tzinfo=UTC), paris) == datetime(2025, 7, 11, 1, 17, tzinfo=UTC)


def test_cron_across_spring_forward() -> None:
    paris = ZoneInfo("Europe/Paris")
    # 02:30 does not exist on 2025-03-30 in Paris: fires at the first valid time after the gap
    fire = next_fire(parse_schedule("30 2 * * *"), datetime(2025, 3, 29, 23, 0, tzinfo=UTC), paris)
    assert fire is not None and fire.astimezone(paris).hour == 3


def test_off_and_naive() -> None:
    assert next_fire(parse_schedule("off"), datetime(2025, 1, 1, tzinfo=UTC), UTC) is None
    with pytest.raises(ValueError):
        next_fire(parse_schedule("10m"), datetime(2025, 1, 1), UTC)
