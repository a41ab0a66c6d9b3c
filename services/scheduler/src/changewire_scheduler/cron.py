"""Schedules of periodic jobs: an interval (`90s`, `10m`, `6h`, `1d`), a cron expression evaluated in a
time zone (`17 3 * * *`, `@daily`), or `off`. Pure: the caller passes the time; croniter does the calendar.

Interval fires are aligned to the Unix epoch (every replica computes the same fire times, so a fire
is a shared "slot" that exactly one replica claims). Cron across DST changes, as Vixie cron and
systemd timers do it: a time skipped by a spring-forward fires at the first valid minute after it;
a time repeated by a fall-back fires once (its first occurrence) when the hour field is fixed
(`30 2 * * *`, `@daily`: a daily job runs once a day), and in both offsets when the hour field is a
wildcard or a step (`*/30 * * * *`, `0 * * * *`: the job keeps its real-time rhythm).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo

from croniter import CroniterBadDateError, croniter

_INTERVAL = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(s|m|h|d|w)\s*$", re.I)
_UNIT_S = {"s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0, "w": 604800.0}


@dataclass(frozen=True)
class Schedule:
    """A parsed schedule. `kind` is 'off', 'interval' (every `interval_s` seconds) or 'cron' (`expr`)."""

    kind: str
    interval_s: float = 0.0
    expr: str = ""

    def describe(self) -> str:
        if self.kind == "interval":
            return f"every {self.interval_s:g}s"
        if self.kind == "cron":
            return f"cron '{self.expr}'"
        return "off"


def parse_schedule(text: str) -> Schedule:
    """Parse a schedule setting; ValueError with a readable message when it is neither form."""
    t = text.strip()
    if t.lower() in ("off", "none", "disabled", ""):
        return Schedule("off")
    m = _INTERVAL.match(t)
    if m:
        seconds = float(m.group(1)) * _UNIT_S[m.group(2).lower()]
        if seconds < 1.0:
            raise ValueError(f"interval must be at least 1s, got {text!r}")
        return Schedule("interval", interval_s=seconds)
    if croniter.is_valid(t):
        # a valid expression may still name a day that never comes (`0 3 30 2 *`): refuse it here, at start-up,
        # rather than fail the job loop at its first fire (a leap day, `29 2`, does come)
        try:
            croniter(t, datetime(2000, 1, 1, tzinfo=UTC)).get_next(datetime)
        except CroniterBadDateError:
            raise ValueError(f"cron expression {text!r} never fires (no such date)") from None
        return Schedule("cron", expr=t)
    raise ValueError(
        f"expected an interval like 10m or 6h, a cron expression like '17 3 * * *', or 'off'; got {text!r}"
    )


def next_fire(schedule: Schedule, after: datetime, tz: tzinfo) -> datetime | None:
    """The first fire time strictly after `after` (aware), as an aware UTC datetime; None when off."""
    if after.tzinfo is None:
        raise ValueError("next_fire needs an aware datetime")
    if schedule.kind == "off":
        return None
    if schedule.kind == "interval":
        ts = after.timestamp()
        k = math.floor(ts / schedule.interval_s) + 1
        return datetime.fromtimestamp(k * schedule.interval_s, UTC)
    it = croniter(schedule.expr, after.astimezone(tz))
    nxt: datetime = it.get_next(datetime)
    if _fixed_hour(schedule.expr):
        # the second occurrence of a repeated wall-clock time (fold=1 with a different offset) is skipped
        for _ in range(4):
            local = nxt.astimezone(tz)
            if not (local.fold and local.replace(fold=0).utcoffset() != local.utcoffset()):
                break
            nxt = it.get_next(datetime)
    return nxt.astimezone(UTC)


_NICKNAME_HOUR = {"@yearly": "0", "@annually": "0", "@monthly": "0", "@weekly": "0", "@daily": "0",
                  "@midnight": "0", "@hourly": "*"}


def _fixed_hour(expr: str) -> bool:
    """True when the expression names its hours (`30 2 * * *`, `0 3,15 * * *`, `@daily`) rather than
    stepping through them (`*`, `*/2`, `0-23/4`)."""
    fields = expr.split()
    hour = _NICKNAME_HOUR.get(fields[0].lower(), "*") if fields[0].startswith("@") else (
        fields[1] if len(fields) > 1 else "*")
    return "*" not in hour and "/" not in hour
