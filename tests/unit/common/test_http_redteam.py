"""Pure pieces the hostile-server fixes rest on: response-head normalisation, Location reading,
percent-encoding of the URL requested, and lenient content-coding decoding."""
from __future__ import annotations

import gzip
import zlib

import pytest

from changewire_common.http.client import _clean_location, _encode_path, _normalize_head, _normalize_head_slow
from changewire_common.http.decompress import DecodeFailed, OverCap, StreamDecoder, UnsupportedEncoding

HTML = b"<html><head><title>t</title></head><body>" + b"<p>hello</p>" * 20 + b"</body></html>"


@pytest.mark.parametrize(("head", "out", "length"), [
    # nothing to do: the same bytes, the length read
    (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 5),
    (b"HTTP/1.1 200 OK\r\nX: y\r\n\r\n", b"HTTP/1.1 200 OK\r\nX: y\r\n\r\n", None),
    # identical duplicates are one (RFC 9110 §8.6)
    (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\ncontent-length: 5\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 5),
    (b"HTTP/1.1 200 OK\r\nContent-Length: 5, 5\r\n\r\n", b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 5),
    # different or malformed: left for the parser to refuse
    (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", None),
    (b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", None),
    # Transfer-Encoding wins over Content-Length (RFC 9112 §6.3)
    (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", None),
    # blanks before the colon removed; LF-only heads kept LF-only
    (b"HTTP/1.1 200 OK\r\nContent-Type : text/html\r\n\r\n", b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n",
     None),
    (b"HTTP/1.1 200 OK\nContent-Length\t: 3\n\n", b"HTTP/1.1 200 OK\nContent-Length: 3\n\n", 3),
    # lines that are no header field are dropped: no colon, an empty or spaced name, an orphan continuation
    (b"HTTP/1.1 200 OK\r\nGarbage line\r\nX: y\r\n\r\n", b"HTTP/1.1 200 OK\r\nX: y\r\n\r\n", None),
    (b"HTTP/1.1 200 OK\r\n: v\r\nContent Type: t\r\nContent-Length: 2\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n", 2),
    (b"HTTP/1.1 200 OK\r\n  folded\r\nX: a\r\n  b\r\n\r\n", b"HTTP/1.1 200 OK\r\nX: a\r\n  b\r\n\r\n", None),
    # "content-length" inside another field's value is no Content-Length
    (b"HTTP/1.1 200 OK\r\nAccess-Control-Expose-Headers: Content-Length\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nAccess-Control-Expose-Headers: Content-Length\r\n\r\n", None),
])
def test_normalize_head(head: bytes, out: bytes, length: int | None) -> None:
    assert _normalize_head(head) == (out, length)


_REAL_HEAD = (b"HTTP/1.1 200 OK\r\nDate: Wed, 02 Dec 2026 04:00:00 GMT\r\nContent-Type: text/html; charset=utf-8\r\n"
              b"Content-Length: 102400\r\nConnection: keep-alive\r\nCache-Control: max-age=0, private\r\n"
              b"ETag: W/\"abc123\"\r\nServer: nginx\r\nVary: Accept-Encoding\r\nSet-Cookie: a=b; Path=/\r\n"
              b"X-Request-Id: 1234567890abcdef\r\n\r\n")


def _heads() -> list[bytes]:
    """Heads on and off the fast path: every line shape the slow rule knows, alone and mixed."""
    lines = [b"Content-Length: 5", b"content-length: 5", b"CONTENT-LENGTH:7", b"Content-Length: 5, 5",
             b"Content-Length: x", b"Content-Length:", b"Content-Length : 5", b"Transfer-Encoding: chunked",
             b"transfer-encoding:gzip, chunked", b"X: y", b"Garbage line", b": v", b"Content Type: t", b"  folded",
             b"\tfold", b"X-Len: content-length: 9", b"Access-Control-Expose-Headers: Content-Length",
             b"Content-Lengthy: 3", b"X-Content-Length: 4", b"Transfer-Encoding: identity",
             b"Content-Length: 00000000000000000000007", b"Content-Length: 99999999999999999999"]
    out = []
    for i, a in enumerate(lines):
        for b in lines[i:]:
            for eol in (b"\r\n", b"\n"):
                out.append(b"HTTP/1.1 200 OK" + eol + a + eol + b + eol + eol)
    return out + [_REAL_HEAD, _REAL_HEAD.replace(b"Server: nginx", b"Server : nginx"),
                  b"HTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\n\r\n", b"HTTP/1.1 200 OK\r\n\r\n"]


def test_the_fast_path_of_head_normalisation_answers_as_the_full_rule() -> None:
    heads = _heads()
    assert len(heads) > 300
    for head in heads:
        assert _normalize_head(head) == _normalize_head_slow(head), head
    # the common head is handed back as the very same object (no copy, no rewrite)
    assert _normalize_head(_REAL_HEAD)[0] is _REAL_HEAD and _normalize_head(_REAL_HEAD)[1] == 102400


def test_a_clean_response_goes_to_the_parser_uncopied() -> None:
    import asyncio

    from changewire_common.http.client import _ResponseHandler

    loop = asyncio.new_event_loop()
    try:
        h = _ResponseHandler(loop)
        h._cw_scan = True
        data = _REAL_HEAD + b"x" * 60_000
        assert h._cw_cut(data) is data and h._cw_left == 102400 - 60_000
        h._cw_scan, h._cw_left = True, None
        not_modified = b"HTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\n\r\n"
        assert h._cw_cut(not_modified) is not_modified and not h._cw_drop
        h._cw_scan = True  # more body than announced: cut, and the connection is not reused
        over = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokJUNK"
        assert h._cw_cut(over) == b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok" and h._cw_drop
    finally:
        loop.close()


def test_location_backslashes_and_encoding() -> None:
    assert _clean_location("\\\\evil.test/x") == "//evil.test/x"
    assert _clean_location("/a\\b?q=\\x") == "/a/b?q=\\x"  # the query is left alone
    assert _clean_location("http:\\\\h.test\\p") == "http://h.test/p"
    assert _encode_path("http://h.test/a b?q=c d") == "http://h.test/a%20b?q=c%20d"
    assert _encode_path("http://h.test/caf\u00e9") == "http://h.test/caf%C3%A9"
    assert _encode_path("http://h.test/ok%E9?a=1&b=%20") == "http://h.test/ok%E9?a=1&b=%20"  # escapes kept


def _feed(d: StreamDecoder, blob: bytes, step: int) -> bytes:
    return b"".join(d.feed(blob[i:i + step]) for i in range(0, len(blob), step)) + d.flush()


@pytest.mark.parametrize("enc", ["gzip", "br", "deflate", "zstd"])
@pytest.mark.parametrize("step", [1, 7, 1 << 20])
def test_plain_body_labelled_compressed_is_taken_as_it_is(enc: str, step: int) -> None:
    assert _feed(StreamDecoder(enc, 1 << 20), HTML, step) == HTML


def test_corrupt_compressed_data_still_fails() -> None:
    with pytest.raises(DecodeFailed):
        _feed(StreamDecoder("gzip", 1 << 20), b"\x1f\x8b\x08\x00" + b"\xff" * 64, 1 << 20)
    with pytest.raises(DecodeFailed):  # binary, not text: no fallback
        _feed(StreamDecoder("gzip", 1 << 20), bytes(range(256)), 1 << 20)
    with pytest.raises(UnsupportedEncoding):
        StreamDecoder("compress", 10)


def test_unknown_codings_are_no_coding() -> None:
    for enc in ("x-foo", "none", "UTF-8", "gzip, x-foo"):
        d = StreamDecoder(enc, 1 << 20)
        assert d.identity and _feed(d, HTML, 5) == HTML


@pytest.mark.parametrize("step", [1, 3, 1 << 20])
def test_junk_after_a_gzip_stream_is_dropped_but_members_are_read(step: int) -> None:
    assert _feed(StreamDecoder("gzip", 1 << 20), gzip.compress(HTML) + b"garbage!\n", step) == HTML
    two = gzip.compress(b"abc") + gzip.compress(b"def")
    assert _feed(StreamDecoder("gzip", 1 << 20), two, step) == b"abcdef"
    assert _feed(StreamDecoder("gzip", 1 << 20), two + b"\0\0junk", step) == b"abcdef"


def test_the_fallback_respects_the_cap() -> None:
    with pytest.raises(OverCap):
        _feed(StreamDecoder("gzip", 100), HTML, 1 << 20)
    c = zlib.compressobj(9, zlib.DEFLATED, 31)
    bomb = c.compress(b"\0" * (8 << 20)) + c.flush()
    with pytest.raises(OverCap):
        _feed(StreamDecoder("gzip", 1 << 20), bomb, 1 << 16)


def test_robots_text_drops_the_byte_order_mark() -> None:
    from protego import Protego

    from changewire_common.http.robots import robots_text

    rules = "User-agent: *\nDisallow: /private\n"
    for body in (b"\xef\xbb\xbf" + rules.encode(), rules.encode("utf-16"), rules.encode("utf-16-be"),
                 rules.encode()):
        text = robots_text(body)
        assert not text.startswith("\ufeff")
        if body[:2] != b"\x00U":  # UTF-16 without a BOM is not recognised (nor by anyone else)
            assert not Protego.parse(text).can_fetch("http://h.test/private/x", "changewire"), body[:4]
    assert robots_text(b"\xff\xfe\xfe") == "\ufffd"  # an odd byte count: replaced, never raised


def test_a_head_dripped_in_tiny_pieces_is_scanned_in_linear_time() -> None:
    import asyncio
    import time

    from changewire_common.http.client import _ResponseHandler

    loop = asyncio.new_event_loop()
    try:
        h = _ResponseHandler(loop)
        h._cw_scan = True
        head = b"HTTP/1.1 200 OK\r\n" + b"X-Pad: " + b"p" * 120_000 + b"\r\nContent-Length: 2\r\n\r\n"
        t0 = time.thread_time()
        out = b"".join(h._cw_cut(head[i:i + 1]) for i in range(len(head)))
        took = time.thread_time() - t0
    finally:
        loop.close()
    assert out == head and h._cw_left == 2  # held back until complete, then handed over whole
    assert took < 2.0, took  # (the old scan copied and searched the whole partial head for every byte)


@pytest.mark.parametrize(("robots", "allowed"), [
    (b"User-agent: changewire/0.1\nDisallow: /p\n", False),
    (b"user-agent: Changewire/0.1 (+https://x.invalid/bot)\nDisallow: /p\n", False),
    (b"User-agent: googlebot\nUser-agent: changewire/2 # us\r\nDisallow: /p\r\n", False),
    (b"User-agent: changewire # us\nDisallow: /p\n", False),
    (b"User-agent: otherbot/1.0\nDisallow: /p\n", True),
    (b"User-agent: Mozilla/5.0 (compatible; changewire)\nDisallow: /p\n", True),  # that group is Mozilla's
    (b"User-agent: *\nDisallow: /p\n", False),
])
def test_robots_groups_match_the_product_token(robots: bytes, allowed: bool) -> None:
    from protego import Protego

    from changewire_common.http.robots import robots_text

    assert bool(Protego.parse(robots_text(robots)).can_fetch("http://h.test/p/x", "changewire")) is allowed


def test_host_names_that_no_host_holds() -> None:
    from changewire_common.http.client import valid_host_name

    for ok in ("hostile.test", "::1", "b\u00fccher.de", "a%20b.test", "xn--bcher-kva.de"):
        assert valid_host_name(ok), ok
    for bad in ("", "a b.test", "a\tb.test", "x<y.test", "a\\b", "a|b", "a\x00b"):
        assert not valid_host_name(bad), bad


def _chunked(parts: list[bytes], *, ext: bool = False, trailers: bool = False, lf: bool = False) -> bytes:
    nl = b"\n" if lf else b"\r\n"
    out = b"".join(b"%x%s%s" % (len(p), b";a=b" if ext else b"", nl) + p + nl for p in parts)
    return out + b"0" + nl + (b"X-T: 1" + nl if trailers else b"") + nl


@pytest.mark.parametrize("seed", range(40))
def test_chunk_end_is_found_exactly_however_the_bytes_arrive(seed: int) -> None:
    import random

    from changewire_common.http.client import _ChunkEnd

    rnd = random.Random(seed)
    parts = [bytes(rnd.getrandbits(8) for _ in range(rnd.randint(1, 300))) for _ in range(rnd.randint(0, 6))]
    body = _chunked(parts, ext=rnd.random() < 0.5, trailers=rnd.random() < 0.5, lf=rnd.random() < 0.3)
    stream = body + b"JUNK after the end"
    t, pos, found = _ChunkEnd(), 0, None
    while pos < len(stream):
        step = rnd.randint(1, 40)
        r = t.feed(stream[pos:pos + step])
        assert r != _ChunkEnd.MALFORMED
        if r >= 0:
            found = pos + r
            break
        pos += step
    assert found == len(body)


def test_chunk_end_leaves_what_it_does_not_understand_to_the_parser() -> None:
    from changewire_common.http.client import _ChunkEnd

    for bad in (b"zz\r\nabc\r\n0\r\n\r\n", b"0x3\r\nabc\r\n0\r\n\r\n", b"3\r\nabcJUNK\r\n0\r\n\r\n", b"+3\r\nabc\r\n"):
        assert _ChunkEnd().feed(bad) == _ChunkEnd.MALFORMED, bad
    assert _ChunkEnd().feed(b"3\r\nab") == _ChunkEnd.MORE


def test_chunk_tracking_gives_up_on_a_flood_of_tiny_chunks() -> None:
    import time

    from changewire_common.http.client import _ChunkEnd

    flood = b"1\r\nx\r\n" * 200_000
    t, t0 = _ChunkEnd(), time.thread_time()
    results = [t.feed(flood[i:i + 65536]) for i in range(0, len(flood), 65536)]
    assert _ChunkEnd.MALFORMED in results and time.thread_time() - t0 < 0.5
