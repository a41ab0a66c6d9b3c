"""Times on the command line: ISO-8601 or a relative age."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from changewire_common.clock import parse_time, utcnow

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(("text", "ago"), [
    ("90s", 90), ("15m", 900), ("15min", 900), ("2h", 7200), ("3d", 3 * 86400), ("1w", 604800), (" 1.5 h ", 5400),
])
def test_ages(text: str, ago: float) -> None:
    assert parse_time(text, now=NOW) == NOW - timedelta(seconds=ago)


def test_iso_times_become_utc() -> None:
    assert parse_time("2026-03-01T10:00:00Z", now=NOW) == datetime(2026, 3, 1, 10, tzinfo=UTC)
    assert parse_time("2026-03-01T12:00:00+02:00", now=NOW) == datetime(2026, 3, 1, 10, tzinfo=UTC)
    naive = parse_time("2026-03-01 10:00", now=NOW)
    assert naive == datetime(2026, 3, 1, 10, tzinfo=UTC) and naive.tzinfo == UTC


@pytest.mark.parametrize("bad", ["yesterday", "2h ago", "-5m", "", "12:61"])
def test_bad_times_say_what_is_expected(bad: str) -> None:
    with pytest.raises(ValueError, match="ISO-8601"):
        parse_time(bad, now=NOW)


def test_utcnow_is_aware_utc() -> None:
    assert utcnow().utcoffset() == timezone.utc.utcoffset(None)
