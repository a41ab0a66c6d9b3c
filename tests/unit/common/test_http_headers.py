"""Retry-After and Content-Type parsing (pure)."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_common.http.headers import RETRY_AFTER_MAX_S, parse_content_type, parse_retry_after

NOW = datetime(2025, 1, 1, 12, 0, 0, tzinfo=UTC)


@pytest.mark.parametrize(("value", "expected"), [
    ("120", 120.0),
    (" 5 ", 5.0),
    ("0", 0.0),
    ("-3", 0.0),
    ("Wed, 01 Jan 2025 12:00:30 GMT", 30.0),
    ("Wed, 01 Jan 2025 11:00:00 GMT", 0.0),
    ("99999999", RETRY_AFTER_MAX_S),
    ("soon", None),
    ("", None),
    (None, None),
])
def test_retry_after(value: str | None, expected: float | None) -> None:
    assert parse_retry_after(value, NOW) == expected


def test_content_type_list_reads_the_last_valid_type() -> None:
    # a Content-Type holding a list (two fields folded into one) was "no media type" at all; browsers
    # take the last valid type, with the charset an earlier entry of the same type gave
    assert parse_content_type("text/html, text/html; charset=utf-8") == ("text/html", "utf-8")
    assert parse_content_type("text/html; charset=windows-1251, text/html") == ("text/html", "windows-1251")
    assert parse_content_type("text/plain; charset=latin1, text/html") == ("text/html", None)
    assert parse_content_type("text/html, */*") == ("text/html", None)
    assert parse_content_type("garbage, application/json") == ("application/json", None)
    assert parse_content_type('text/html; charset="a,b"') == ("text/html", "a,b")


def test_content_type() -> None:
    assert parse_content_type("Text/HTML; charset=\"UTF-8\"") == ("text/html", "UTF-8")
    assert parse_content_type("application/json") == ("application/json", None)
    assert parse_content_type(None) == (None, None)
    assert parse_content_type("text/html; foo=bar; charset=latin1") == ("text/html", "latin1")
