"""Red team, round 14 (fetcher), the pure half of tests/integration/test_fetch_redteam14.py: how a Refresh declaration
is read (WHATWG's declarative refresh steps), which charset labels name a page charset, and the one-line details the
shared client writes for a protocol or TLS failure. 41 cases; of the 37 that could run on the code before the round,
18 were wrong (marked `fixed`); the 4 on the detail helpers pin the new wording."""
from __future__ import annotations

import ssl

import aiohttp
import pytest

from changewire_common.http.charset import decode_body, normalize_charset
from changewire_common.http.client import _one_line, _payload_detail, _quoted, _tls_reason
from changewire_fetcher.classify import declared_refresh

BASE = "http://hostile.test/jobs"

REFRESH = [
    ("0; url=http://other.test/x", (0.0, "http://other.test/x")),
    ("5", (5.0, None)),
    ("3.5; url=/x", (3.0, "http://hostile.test/x")),
    (".5; url=http://other.test/x", (0.0, "http://other.test/x")),  # fixed: no refresh
    ("0x; url=http://other.test/x", None),  # fixed: a refresh to "/x; url=http:/other.test/x"
    ("0abc", None),  # fixed: a refresh to "/abc"
    ("0; url=http://other.test/a b", (0.0, "http://other.test/a%20b")),  # fixed: a raw blank in the URL
    ("0; url=/a\tb\nc", (0.0, "http://hostile.test/abc")),  # (right before: urljoin drops them too)
    ("0; url=/a\x01b", (0.0, "http://hostile.test/a%01b")),  # fixed: a raw control in the URL
    ("0;URL=\t'http://other.test/x'", (0.0, "http://other.test/x")),
    ("0 url=http://other.test/x", (0.0, "http://other.test/x")),
    ("0,http://other.test/x", (0.0, "http://other.test/x")),
    ("0; url='http://other.test/x", (0.0, "http://other.test/x")),
    ("0; URL = \"http://other.test/x\" ", (0.0, "http://other.test/x")),
    ("-1; url=http://other.test/", None),
    ("; url=http://other.test/", None),
    ("0; url=javascript:alert(1)", None),
    ("0.", (0.0, None)),
    ("", None),
]


@pytest.mark.parametrize("value,expected", REFRESH)
def test_refresh_header(value: str, expected: tuple[float, str | None] | None) -> None:
    assert declared_refresh({"refresh": value}, b"", BASE) == expected


def test_meta_refresh_of_half_a_second() -> None:  # fixed: no refresh
    body = b'<html><head><meta http-equiv="refresh" content=".5;url=http://other.test/x"></head></html>'
    assert declared_refresh({}, body, BASE) == (0.0, "http://other.test/x")


PAGE = "<p>C++ developer (m/w/d), Grüße aus Köln \\x41</p>"


@pytest.mark.parametrize("label", ["utf-7", "UTF-7", "unicode-escape", "unicode_escape", "raw-unicode-escape", "idna",
                                   "punycode", "undefined", "base64", "zlib", "rot13", "hex"])
def test_labels_that_name_no_page_charset(label: str) -> None:
    # fixed: normalize_charset named each codec; decode_body raised for idna / punycode / undefined and misread utf-7
    # and the escape codecs (the bytes codecs and rot13 fell back to UTF-8 already)
    assert normalize_charset(label) is None
    assert decode_body(PAGE.encode(), label) == (PAGE, "utf-8")


@pytest.mark.parametrize("label,codec", [("utf-8", "utf-8"), ("latin1", "cp1252"), ("shift_jis", "cp932"),
                                         ("utf-16", "utf-16-le"), ("koi8-r", "koi8-r")])
def test_page_charsets_still_named(label: str, codec: str) -> None:
    assert normalize_charset(label) == codec


def test_parser_messages_in_one_line() -> None:
    assert _one_line("Bad status line:\n  Invalid status code:\n\n  b'HTTP/1.1 0 OK'\n              ^") == \
        'Bad status line: Invalid status code: "HTTP/1.1 0 OK"'
    assert _one_line("Invalid HTTP header: b'/a\\x00b'") == 'Invalid HTTP header: "/a\\x00b"'
    assert _one_line("Duplicate Content-Length:\n\n  b'Content-Length: 20'\n    ^") == \
        'Duplicate Content-Length: "Content-Length: 20"'
    assert _one_line("Too many headers received") == "Too many headers received"
    assert _one_line("") == "(no message)"


def test_quoted_bytes_are_bounded_and_printable() -> None:
    assert _quoted(b'RTSP/1.0 200 "OK"\x1b[2J') == '"RTSP/1.0 200 \\x22OK\\x22\\x1b[2J"'
    long = _quoted(b"a" * 500)
    assert len(long) == 83 and long.endswith('…"')


def test_payload_details() -> None:
    cut = aiohttp.ClientPayloadError("Response payload is not completed: <ContentLengthError: 400, message='Not enough "
                                     "data to satisfy content length header (received 74 of 5000 bytes).'>. "
                                     "ConnectionResetError(104, 'Connection reset by peer')")
    assert _payload_detail(cut) == "body cut short: 74 of the 5000 bytes announced came before the server reset the " \
                                   "connection"
    chunks = aiohttp.ClientPayloadError("Response payload is not completed: <TransferEncodingError: 400, message='Not "
                                        "enough data to satisfy transfer length header.'>")
    assert _payload_detail(chunks) == "body cut short: the server closed the connection before the last chunk"
    assert _payload_detail(aiohttp.ClientPayloadError("malformed body: Invalid character in chunk size:\n\n  b'x'\n ^")) \
        == 'malformed body: Invalid character in chunk size: "x"'


def test_tls_reasons_in_words() -> None:
    # fixed: "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate (_ssl.c:1006)"
    cert = ssl.SSLCertVerificationError(1, "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate has "
                                           "expired (_ssl.c:1006)")
    cert.verify_message = "certificate has expired"
    assert _tls_reason(cert) == "certificate has expired"
    plain = ssl.SSLError(1, "[SSL: WRONG_VERSION_NUMBER] wrong version number (_ssl.c:1006)")
    plain.reason = "WRONG_VERSION_NUMBER"
    assert _tls_reason(plain) == "wrong version number (the server does not speak TLS on this port)"
    alert = ssl.SSLError(1, "[SSL: TLSV1_ALERT_PROTOCOL_VERSION] tlsv1 alert protocol version (_ssl.c:1006)")
    alert.reason = "TLSV1_ALERT_PROTOCOL_VERSION"
    assert _tls_reason(alert) == "tlsv1 alert protocol version"
