"""Pure pieces of the fetch path that hostile servers reach: header values and Location handling."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_common.http.client import _clean_location, _without_userinfo
from changewire_common.http.headers import parse_content_type, parse_retry_after

NOW = datetime(2025, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(("value", "expected"), [
    ("120", 120.0), ("0.5", 0.5), ("-10", 0.0), (" 3 ", 3.0), ("9" * 40, 7 * 86400.0),
    # not delta-seconds: ignored rather than read as a week (inf) or as digits Python happens to accept
    ("inf", None), ("1e400", None), ("nan", None), ("1_000", None), ("\u0663", None), ("soon", None),
    ("Wed, 01 Jan 2020 00:00:00 GMT", 0.0), ("Thu, 02 Jan 2025 00:00:00 GMT", 86400.0),
    ("Wed, 01 Jan 99999999999 00:00:00 GMT", None),  # used to raise OverflowError
])
def test_retry_after_values(value: str, expected: float | None) -> None:
    assert parse_retry_after(value, NOW) == expected


@pytest.mark.parametrize(("value", "expected"), [
    ("text/html; charset=UTF-8", ("text/html", "UTF-8")), ("Application/XHTML+XML", ("application/xhtml+xml", None)),
    ("text/h\ufffdml", (None, None)), (";;;=;charset", (None, None)),
    # a list is read as browsers read it (WHATWG "extract a MIME type"): the last valid type
    ("text/html, application/pdf", ("application/pdf", None)), ("text/h\ufffdml, html", (None, None)),
    ("html", (None, None)), ("text/html; charset=", ("text/html", None)),
])
def test_content_type_is_a_media_type_or_nothing(value: str, expected: tuple[str | None, str | None]) -> None:
    assert parse_content_type(value) == expected


@pytest.mark.parametrize(("location", "expected"), [
    ("  /next\t\n ", "/next"), ("/a\r\nb", "/ab"), ("\x00/x\x1f", "/x"),
    ("/caf\u00e9", "/caf\u00e9"),  # valid UTF-8: kept (yarl encodes it on the wire)
    ("/ok\udce9?q=\udcff", "/ok%E9?q=%FF"),  # raw bytes aiohttp hands over as surrogate escapes
])
def test_clean_location(location: str, expected: str) -> None:
    assert _clean_location(location) == expected


@pytest.mark.parametrize(("url", "expected"), [
    ("http://user:pw@h.test/x", "http://h.test/x"), ("http://a@b@h.test:8/p", "http://h.test:8/p"),
    ("http://h.test/p@q?r=s@t#u@v", "http://h.test/p@q?r=s@t#u@v"), ("http://h.test", "http://h.test"),
])
def test_userinfo_is_stripped(url: str, expected: str) -> None:
    assert _without_userinfo(url) == expected
