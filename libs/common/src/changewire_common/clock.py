"""Time helpers: the only place that reads the wall clock for shared code; pure code takes `now`."""
from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


_AGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(s|sec|m|min|h|d|w)\s*$", re.I)
_UNIT_S = {"s": 1, "sec": 1, "m": 60, "min": 60, "h": 3600, "d": 86400, "w": 604800}


def parse_time(value: str, *, now: datetime) -> datetime:
    """Parse an ISO-8601 time or a relative age (`90s`, `15m`, `2h`, `3d`, `1w`) into UTC.

    A naive ISO time is taken as UTC. Raises ValueError with a readable message.
    """
    m = _AGE.match(value)
    if m:
        try:
            return now - timedelta(seconds=float(m.group(1)) * _UNIT_S[m.group(2).lower()])
        except OverflowError:  # `--since 99999999d`: before year 1
            raise ValueError(f"age {value.strip()!r} reaches back before year 1") from None
    try:
        dt = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(f"expected an ISO-8601 time or an age like 2h or 3d, got {value!r}") from None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC)
