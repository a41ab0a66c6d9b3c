"""Red team, round 19: the validators the fetcher keeps for a sensor's next conditional GET (headers.storable_etag,
headers.storable_last_modified) and the charset a page names when an XML declaration and a <meta> disagree
(charset.sniff_charset). The integration half, with the whole account, is tests/integration/test_fetch_redteam19.py.

Probed, 22 cases: empty tags (`""`, `W/""`, blanks), tags kept as written (weak, bare, "-gzip", a list), tags that
cannot be sent; Last-Modified before 1995 (the epoch, a DOS zero date), after the response's Date or our clock (with a
Date, without one, a Date that does not parse or lost its clock), equal to the Date, in RFC 850 form, no date at all;
an XHTML theme's XML declaration against its <meta>, a feed's declaration against a <meta> in its CDATA, x-user-defined
in a <meta>.

Wrong before (9cef41f): 9 — every empty tag, pre-1995 date and future date was kept as sent (the functions are new;
handlers._from_response kept `sendable_field_value` of each), the XHTML declaration won over the <meta>, and
x-user-defined in a <meta> named no charset. All fixed; none xfail.
"""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_common.http.charset import sniff_charset
from changewire_common.http.headers import storable_etag, storable_last_modified

NOW = datetime(2026, 12, 7, 8, 30, tzinfo=UTC)
DATE = "Mon, 07 Dec 2026 08:00:00 GMT"


@pytest.mark.parametrize(("value", "kept"), [
    ('""', None), ('W/""', None), ('  ""  ', None), ('" "', None), ("", None), (None, None),
    ('"5f3a-61c2b9e0a4f40"', '"5f3a-61c2b9e0a4f40"'), ('W/"5f3a"', 'W/"5f3a"'), ("5f3a61c2", "5f3a61c2"),
    ('"2aa6-5f3a61c2b9e0a-gzip"', '"2aa6-5f3a61c2b9e0a-gzip"'), ('"a", "b"', '"a", "b"'),
    ('"5f3\x0b"', None),
])
def test_storable_etag(value: str | None, kept: str | None) -> None:
    assert storable_etag(value) == kept


@pytest.mark.parametrize(("value", "date", "kept"), [
    ("Thu, 01 Jan 1970 00:00:01 GMT", DATE, None),            # a Nix store's / reproducible image's epoch
    ("Tue, 01 Jan 1980 00:00:00 GMT", None, None),            # a zeroed DOS date
    ("Fri, 01 Jan 2100 00:00:00 GMT", DATE, DATE),            # a future file date: the response's Date
    ("Mon, 07 Dec 2026 09:00:00 GMT", DATE, DATE),            # an hour after the Date
    ("Fri, 01 Jan 2100 00:00:00 GMT", None, "Mon, 07 Dec 2026 08:30:00 GMT"),   # no Date: our clock
    ("Fri, 01 Jan 2100 00:00:00 GMT", "yesterday", "Mon, 07 Dec 2026 08:30:00 GMT"),
    ("Tue, 01 Dec 2026 08:00:00 GMT", "Thu, 01 Jan 1970 00:05:00 GMT", "Tue, 01 Dec 2026 08:00:00 GMT"),
    (DATE, DATE, DATE),                                       # a dynamic page dated now
    ("Tuesday, 01-Dec-26 08:00:00 GMT", DATE, "Tuesday, 01-Dec-26 08:00:00 GMT"),
    ("2026-12-01 08:00:00", DATE, "2026-12-01 08:00:00"),     # no HTTP-date: as written
    ("", DATE, None),
])
def test_storable_last_modified(value: str, date: str | None, kept: str | None) -> None:
    assert storable_last_modified(value, date=date, now=NOW) == kept


def test_xhtml_declaration_gives_way_to_the_meta() -> None:
    body = (b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
            b'"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head>'
            b'<meta http-equiv="Content-Type" content="text/html; charset=utf-8" /></head></html>')
    assert sniff_charset(body, None) == "utf-8"
    # without a <meta>, the declaration still names the charset
    assert sniff_charset(body.replace(b"charset=utf-8", b""), None) == "cp1252"


def test_a_feed_declaration_beats_a_meta_in_its_cdata() -> None:
    body = (b'<?xml version="1.0" encoding="windows-1251"?><rss version="2.0"><channel><item><description><![CDATA['
            b'<html><meta charset="utf-8"></html>]]></description></item></channel></rss>')
    assert sniff_charset(body, None) == "cp1251"


def test_x_user_defined_in_a_meta_is_windows_1252() -> None:
    assert sniff_charset(b'<meta charset="x-user-defined"><p>Caf\xe9</p>', None) == "cp1252"
