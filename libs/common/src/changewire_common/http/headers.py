"""Pure helpers over HTTP header values: Retry-After, Content-Type. No I/O, no clock."""
from __future__ import annotations

import email.utils
import re
from datetime import UTC, datetime

#: a media type: token "/" token (RFC 9110 §8.3.1)
_MIME = re.compile(r"[!#$%&'*+.^_`|~0-9a-z-]+/[!#$%&'*+.^_`|~0-9a-z-]+")

#: delta-seconds (digits; a fraction and a sign tolerated) — not "inf", "1e9", "1_0" or non-ASCII digits
_DELTA = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")

#: delta-seconds repeated, comma-separated (a proxy folding two Retry-After fields into one)
_DELTA_LIST = re.compile(r"-?[0-9]+(?:\.[0-9]+)?(?:[ \t]*,[ \t]*-?[0-9]+(?:\.[0-9]+)?)+")

#: a Retry-After further away than this is clamped (a server asking for a month gets a week)
RETRY_AFTER_MAX_S = 7 * 86400.0


#: an ISO-8601 / RFC 3339 time (no HTTP-date, but what some APIs write in Retry-After): date "T" time, a zone or none
_ISO_TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,9})?)?"
                       r"(?:[Zz]|[+-][0-9]{2}:?[0-9]{2})?")


def _iso_time(v: str) -> datetime | None:
    if _ISO_TIME.fullmatch(v) is None:
        return None
    try:
        when = datetime.fromisoformat(v.upper().replace(" ", "T"))
    except ValueError:  # month 13, hour 25
        return None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when


def _http_date(v: str) -> datetime | None:
    try:
        when = email.utils.parsedate_to_datetime(v)
    except (TypeError, ValueError, IndexError, OverflowError):  # a year past 9999 overflows
        return None
    if when is None:
        return None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when


def parse_retry_after(value: str | None, now: datetime, *, date: str | None = None) -> float | None:
    """Seconds to wait from a Retry-After value (delta-seconds or an HTTP-date), or None when absent
    or unparseable. Past dates give 0; the result is clamped to [0, RETRY_AFTER_MAX_S].

    `date`: the response's Date field. An HTTP-date is the server's clock, so it is read against the
    server's own Date when that parses (RFC 9110 §10.2.3 reads it as "after the response"): a server whose
    clock runs ten minutes behind ours asking for two minutes wrote a time already past by our clock, and
    read against ours the pause was none — the domain asked again at once, and again."""
    if value is None:
        return None
    v = value.strip()
    if len(v) > 2 and v[0] == v[-1] == '"':
        v = v[1:-1].strip()  # a value written as a quoted string ("120"): what is inside
    if not v:
        return None
    if _DELTA.fullmatch(v):
        secs = float(v)
    elif _DELTA_LIST.fullmatch(v):
        # two fields folded into one by a proxy ("120, 120"): the longest wait either asks for
        secs = max(float(p) for p in v.split(","))
    else:
        # an ISO-8601 time (an API's own form; no HTTP-date) is a time of the server's clock all the same
        when = _http_date(v) or _iso_time(v)
        if when is None:
            return None
        sent = _http_date(date.strip()) if date else None
        secs = (when - (sent if sent is not None else now)).total_seconds()
    if secs != secs:  # NaN
        return None
    return max(0.0, min(RETRY_AFTER_MAX_S, secs))


_NOT_FIELD_CONTENT = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


def sendable_field_value(value: str | None) -> str | None:
    """`value` when it can go out as a request header field value, else None: a control character (a CR or LF
    would start a header line; NUL and the others are no field content, RFC 9110 §5.5) — as a validator some
    server sent with one (`ETag: "5f3\v"`) would be if echoed back. Tab is field content."""
    if value is None or _NOT_FIELD_CONTENT.search(value) is None:
        return value
    return None


#: a Last-Modified before this names no version of anything on the web (the first servers wrote none before the
#: mid-1990s): it is a clock or a file system that had no date — the epoch of a Nix store or a reproducible image
#: (1970-01-01 00:00:01 on every file whatever its content), a zeroed DOS date (1980) — and the same on every version
_LAST_MODIFIED_FLOOR = datetime(1995, 1, 1, tzinfo=UTC)


def storable_etag(value: str | None) -> str | None:
    """The ETag to keep for the next conditional GET: `value` as the server wrote it, or None when it cannot be
    sent (sendable_field_value) or names no version — an empty tag (`""`, `W/""`: what IIS sends when told to
    "remove" its ETag with a custom header) is the same on every version of the page."""
    value = sendable_field_value(value)
    if value is None:
        return None
    bare = value.strip()
    if bare[:2] in ("W/", "w/"):
        bare = bare[2:].strip()
    return value if bare.strip('"').strip() else None


def storable_last_modified(value: str | None, *, date: str | None, now: datetime) -> str | None:
    """The Last-Modified to send back as If-Modified-Since: as the server wrote it, except
    - a date before 1995 (`_LAST_MODIFIED_FLOOR`): no version (None);
    - a date later than the response's Date (our clock's `now` when it has none): RFC 9110 §8.8.2.1 has the origin
      send its Date instead, and sent back as it came, a server that answers 304 to anything "not modified since"
      (Express' `fresh`, Django's was_modified_since, nginx `if_modified_since before`) would answer every later
      edit with 304 until that future date. The Date is kept (an IMF-fixdate): at worst one 200 more;
    - one that cannot be sent: None. A value that is no date we read is kept as written (a server comparing strings).
    """
    value = sendable_field_value(value)
    if value is None or not value.strip():
        return None
    when = _http_date(value.strip())
    if when is None:
        return value
    if when < _LAST_MODIFIED_FLOOR:
        return None
    origin = _http_date(date.strip()) if date else None
    limit = origin if origin is not None and origin >= _LAST_MODIFIED_FLOOR else now
    if when > limit:
        return email.utils.format_datetime(limit.astimezone(UTC), usegmt=True)
    return value


def parse_content_type(value: str | None) -> tuple[str | None, str | None]:
    """(media type in lower case without parameters, charset parameter) of a Content-Type value.

    A value that is a list (`text/html, text/html; charset=utf-8`: a server that adds its own field to
    the default one, folded into one) is read as browsers read it (WHATWG "extract a MIME type"): the
    last valid type wins, and keeps the charset an earlier entry of the same type named."""
    if not value:
        return None, None
    if "," not in value:
        m, c = _one_content_type(value)
        # `*/*` is a wildcard of Accept, no response's type: browsers extract no MIME type from it
        return (m, c) if m != "*/*" else (None, None)
    mime: str | None = None
    charset: str | None = None
    for part in _split_list(value):
        m, c = _one_content_type(part)
        if m is None or m == "*/*":
            continue
        if m != mime:
            mime, charset = m, c
        elif c is not None:
            charset = c
    return mime, charset


def _split_list(value: str) -> list[str]:
    """`value` split at the commas outside quoted strings."""
    out, cur, quoted = [], [], False
    for ch in value:
        if ch == '"':
            quoted = not quoted
        if ch == "," and not quoted:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return out


def _one_content_type(value: str) -> tuple[str | None, str | None]:
    parts = value.split(";")
    mime = parts[0].strip().lower() or None
    if mime is not None and not _MIME.fullmatch(mime):
        mime = None  # not type/subtype (garbage, bytes that are no token): no media type
    charset = None
    for p in parts[1:]:
        k, _, v = p.partition("=")
        if k.strip().lower() == "charset":
            charset = v.strip().strip("\"'") or None
            if charset is not None:
                break  # the first one named (WHATWG MIME parsing): a default appended after it does not win
    return mime, charset
