"""Red team, round 18: Retry-After values as servers really write them, read by headers.parse_retry_after (the
integration half of the round is tests/integration/test_fetch_redteam18.py; its docstring has the whole account).

Probed, 16 cases: the obsolete HTTP-date forms (asctime, RFC 850) and the mail forms around them, each read against the
server's Date; padded and zero-led deltas; ISO-8601 / RFC 3339 times (some APIs write their reset so) with "Z", an
offset, none, a fraction, a blank for "T", lower case; a delta written as a quoted string; garbage that stays none.

Wrong before (6bf66e6): 7 — every ISO-8601 time (5) and the quoted delta (2 shapes) read as no value, so a 429 paused
the default 600 s whatever the server asked (an hour's quota came back at once to another 429). Fixed in
headers.parse_retry_after (a quoted value is read inside its quotes; _iso_time reads an ISO-8601 time, as the server's
clock like an HTTP-date). None xfail. `+120`, `120s`, `1e3` and a bare date stay none (no server was seen writing them;
browsers ignore them all).
"""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_common.http.headers import parse_retry_after

NOW = datetime(2026, 12, 7, 8, 0, tzinfo=UTC)
#: the server's Date: two minutes behind ours (a time it names is read against its own clock)
DATE = "Mon, 07 Dec 2026 07:58:00 GMT"


@pytest.mark.parametrize(("value", "secs"), [
    # the obsolete HTTP-date forms RFC 9110 §5.6.7 still asks recipients to read, and mail forms near them
    ("Mon Dec  7 08:00:00 2026", 120.0),
    ("Monday, 07-Dec-26 08:00:00 GMT", 120.0),
    ("Mon, 07 Dec 2026 08:00:00 UTC", 120.0),
    ("Mon, 07 Dec 2026 09:00:00 +0100", 120.0),
    # deltas padded, zero-led
    (" 120 ", 120.0),
    ("0120", 120.0),
    # ISO-8601 / RFC 3339 (fixed: none)
    ("2026-12-07T08:00:00Z", 120.0),
    ("2026-12-07T09:00:00+01:00", 120.0),
    ("2026-12-07T08:00:00", 120.0),
    ("2026-12-07 08:00:00.500Z", 120.5),
    ("2026-12-07t08:00:00z", 120.0),
    # a quoted delta (fixed: none)
    ('"120"', 120.0),
    ('" 90 "', 90.0),
    # still none: a month 13, a bare date, units, an exponent
    ("2026-13-07T08:00:00Z", None),
    ("2026-12-07", None),
    ("120s", None),
])
def test_retry_after_as_written(value: str, secs: float | None) -> None:
    assert parse_retry_after(value, NOW, date=DATE) == secs
