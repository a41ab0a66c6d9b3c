"""Pure helpers over HTTP header values: Retry-After, Content-Type. No I/O, no clock."""
from __future__ import annotations

import email.utils
from datetime import UTC, datetime

#: a Retry-After further away than this is clamped (a server asking for a month gets a week)
RETRY_AFTER_MAX_S = 7 * 86400.0


def parse_retry_after(value: str | None, now: datetime) -> float | None:
    """Seconds to wait from a Retry-After value (delta-seconds or an HTTP-date), or None when absent
    or unparseable. Past dates give 0; the result is clamped to [0, RETRY_AFTER_MAX_S]."""
    if value is None:
        return None
    v = value.strip()
    if not v:
        return None
    try:
        secs = float(v)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(v)
        except (TypeError, ValueError, IndexError):
            return None
        if when is None:
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        secs = (when - now).total_seconds()
    if secs != secs:  # NaN
        return None
    return max(0.0, min(RETRY_AFTER_MAX_S, secs))


def parse_content_type(value: str | None) -> tuple[str | None, str | None]:
    """(media type in lower case without parameters, charset parameter) of a Content-Type value."""
    if not value:
        return None, None
    parts = value.split(";")
    mime = parts[0].strip().lower() or None
    charset = None
    for p in parts[1:]:
        k, _, v = p.partition("=")
        if k.strip().lower() == "charset":
            charset = v.strip().strip("\"'") or None
    return mime, charset
