"""Red team 12 (pure): which validators can go back out as request header values (http.headers.
sendable_field_value). A control character (RFC 9110 §5.5: no field content; CR/LF would start a header line of
the server's choosing) makes aiohttp refuse the whole request, so such a validator is left out, not sent.
New in this round (see tests/integration/test_fetcher_bad_urls_redteam12.py for what it fixed)."""
from __future__ import annotations

import pytest

from changewire_common.http.headers import sendable_field_value


@pytest.mark.parametrize("value", [
    '"5f3a-1b2c"', 'W/"5f3a"', '"café-v2"', '"v\ufffd1"', "Mon, 01 Jan 2024 00:00:00 GMT", '"a\tb"', "", None,
])
def test_sendable(value: str | None) -> None:
    assert sendable_field_value(value) == value


@pytest.mark.parametrize("value", [
    'W/"5f3a\x0b"', "Mon, 01 Jan 2024 00:00:00 GMT\x01", '"a\r\nX-Injected: 1"', '"a\nb"', '"\x00"', '"a\x7f"',
])
def test_not_sendable(value: str) -> None:
    assert sendable_field_value(value) is None
