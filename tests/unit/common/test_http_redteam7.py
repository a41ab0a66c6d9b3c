"""Seventh hostile-server round, the shared client's pure parts (tests/integration/test_fetch_redteam7.py has the
servers): chunked framing written with bare LFs is made CRLF for the parser, and a header line may be as long
as a big site's Content-Security-Policy."""
from __future__ import annotations

import pytest

from changewire_common.http.client import HttpConfig, _ChunkEnd, _shifted, _with_crs

HTML = b"<html><body><p>hello</p></body></html>"


def _normalised(pieces: list[bytes]) -> tuple[bytes, int, int]:
    """Feed `pieces` to a tracker as the client does: (what goes to the parser, the index of the body's end in
    the last piece once normalised, or MORE; that piece's normalised length)."""
    t, out, end, last = _ChunkEnd(), b"", _ChunkEnd.MORE, 0
    for p in pieces:
        end = t.feed(p)
        assert end != _ChunkEnd.MALFORMED, p
        fixed = _with_crs(p, t.bare)
        out += fixed
        end, last = _shifted(end, t.bare), len(fixed)
    return out, end, last


@pytest.mark.parametrize("pieces", [
    [b"%x\n%s\n0\n\n" % (len(HTML), HTML)],
    # split everywhere a line can be split: a CR in one piece and its LF in the next stays one CRLF
    [b"%x\r" % len(HTML), b"\n" + HTML + b"\r", b"\n0\n", b"\n"],
    [b"%x" % len(HTML), b"\n", HTML, b"\n", b"0", b"\n", b"\n"],
    # CRLF and bare LF mixed, a chunk extension, a trailer
    [b"%x;x=1\n%s\r\n0\r\nX-T: 1\n\n" % (len(HTML), HTML)],
])
def test_bare_lf_chunk_lines_become_crlf(pieces: list[bytes]) -> None:
    out, end, last = _normalised(pieces)
    assert b"\n" not in out.replace(b"\r\n", b""), out
    assert out.startswith(b"%x" % len(HTML)) and HTML in out and out.endswith(b"\r\n\r\n")
    assert end == last  # the body ends with the last piece, found there once normalised


def test_crlf_chunks_are_left_as_they_are() -> None:
    body = b"%x\r\n%s\r\n0\r\n\r\n" % (len(HTML), HTML)
    t = _ChunkEnd()
    assert t.feed(body) == len(body) and t.bare == []


def test_indexes_shift_past_the_crs_written() -> None:
    assert _with_crs(b"a\nb\nc", [1, 3]) == b"a\r\nb\r\nc"
    assert [_shifted(i, [1, 3]) for i in (-1, 0, 1, 2, 4, 5)] == [-1, 0, 1, 3, 6, 7]


def test_a_long_header_line_is_read() -> None:
    # a 40 KB Content-Security-Policy is read (browsers cap only the whole head); 100 KB stays too large
    assert 40_000 < HttpConfig().max_header_line < 100_000


@pytest.mark.parametrize(("head", "end"), [
    (b"HTTP/1.1 200 OK\r\nA: b\r\n\r\nbody", 25),
    (b"HTTP/1.1 200 OK\nA: b\n\nbody", 22),
    # bare-LF lines and a CRLF blank line (was: never found, the fetch waited out its timeout)
    (b"HTTP/1.1 200 OK\nA: b\n\r\nbody", 23),
    (b"HTTP/1.1 200 OK\r\nA: b\r\n\nbody", 24),
])
def test_the_end_of_a_head_however_its_lines_end(head: bytes, end: int) -> None:
    from changewire_common.http.client import _HEAD_END

    m = _HEAD_END.search(head)
    assert m is not None and m.end() == end and head[end:] == b"body"


@pytest.mark.parametrize("label", ["utf-8\0", "ut\0f-8", "\0"])
def test_a_charset_label_holding_a_nul_names_no_codec(label: str) -> None:
    # was: ValueError ("embedded null character") from the codec lookup, out of decode_body
    from changewire_common.http.charset import decode_body, normalize_charset

    assert normalize_charset(label) is None
    assert decode_body("Men\u00fc".encode(), label) == ("Men\u00fc", "utf-8")


@pytest.mark.parametrize(("head", "normal"), [
    # a CR that ends no line is a space (RFC 9112 §2.2); CRLFs, bare-LF lines and the mixed end stay as they are
    (b"HTTP/1.1 200 OK\r\nX-A: a\rb\r\nContent-Length: 2\r\n\r\n", b"HTTP/1.1 200 OK\r\nX-A: a b\r\nContent-Length: 2\r\n\r\n"),
    (b"HTTP/1.1 200 OK\r\nX-A: a\r\r\nContent-Length: 2\r\n\r\n", b"HTTP/1.1 200 OK\r\nX-A: a \r\nContent-Length: 2\r\n\r\n"),
    (b"HTTP/1.1 200 OK\r\nX-A: a\rContent-Length: 0\r\nContent-Length: 2\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nX-A: a Content-Length: 0\r\nContent-Length: 2\r\n\r\n"),
    (b"HTTP/1.1 200 OK\nContent-Length: 2\n\r\n", b"HTTP/1.1 200 OK\nContent-Length: 2\n\r\n"),
])
def test_a_bare_cr_in_a_head_is_a_space(head: bytes, normal: bytes) -> None:
    from changewire_common.http.client import _normalize_head

    out, length = _normalize_head(head)
    assert (out, length) == (normal, 2)
