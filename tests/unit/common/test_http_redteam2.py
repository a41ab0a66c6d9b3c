"""Pure pieces of the second hostile-server round (tests/integration/test_fetch_redteam2.py): status lines
and Content-Length values read as browsers read them, the response-head budget, truncated compressed
bodies told apart from whole ones, the body up to the cap kept on a truncating fetch, and the URL as
it is requested."""
from __future__ import annotations

import asyncio
import functools
import gzip
import random
import zlib

import brotli
import pytest
import zstandard

from changewire_common.http import request_url
from changewire_common.http.client import _HEAD_MAX, _normalize_head, _normalize_head_slow, _ResponseHandler
from changewire_common.http.decompress import DecodeFailed, OverCap, StreamDecoder

HTML = b"<html><head><title>t</title></head><body>" + b"<p>hello</p>" * 20 + b"</body></html>"
JOBS = b"<html><body>" + b"".join(b"<p>job %d in %s</p>" % (i, b"Berlin" if i % 3 else b"Paris") for i in range(3000)) \
    + b"</body></html>"


@pytest.mark.parametrize(("head", "out", "length"), [
    # the protocol name in any case, a version without minor or beyond 1.1, blanks after it
    (b"http/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 5),
    (b"Http/1.0 200 OK\r\n\r\n", b"HTTP/1.0 200 OK\r\n\r\n", None),
    (b"HTTP/2 200\r\nContent-Length: 5\r\n\r\n", b"HTTP/1.1 200\r\nContent-Length: 5\r\n\r\n", 5),
    (b"HTTP/2.0 404 Not Found\r\n\r\n", b"HTTP/1.1 404 Not Found\r\n\r\n", None),
    (b"HTTP/1.2 200 OK\r\n\r\n", b"HTTP/1.1 200 OK\r\n\r\n", None),
    (b"HTTP/1.1  200  OK\r\n\r\n", b"HTTP/1.1 200  OK\r\n\r\n", None),
    (b"HTTP/1.1 200\nX: y\n\n", b"HTTP/1.1 200\nX: y\n\n", None),
    # what is no status line stays for the parser to refuse
    (b"HTTP/0.9 200 OK\r\n\r\n", b"HTTP/0.9 200 OK\r\n\r\n", None),
    (b"HTTP/1.1 99 Low\r\n\r\n", b"HTTP/1.1 99 Low\r\n\r\n", None),
    (b"GARBAGE 200 OK\r\n\r\n", b"GARBAGE 200 OK\r\n\r\n", None),
    # a Content-Length beyond 64 bits is one beyond any cap; leading zeros are no size
    (b"HTTP/1.1 200 OK\r\nContent-Length: 10000000000000000000000000\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 1000000000000000000\r\n\r\n", 10**18),
    (b"HTTP/1.1 200 OK\r\nContent-Length: 00000000000000000000074\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 74\r\n\r\n", 74),
    # "identity" names no transfer coding: the field goes, the Content-Length frames the body
    (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: identity\r\nContent-Length: 5\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 5),
    (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\nTransfer-Encoding: Identity\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 5),
    (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: identity\r\n\r\n", b"HTTP/1.1 200 OK\r\nTransfer-Encoding: identity\r\n\r\n",
     None),  # no length: the body runs to the close either way
    (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\nContent-Length: 5\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n", None),
    (b"HTTP/1.1 200 OK\r\nContent-Length: 999999999999999999\r\n\r\n",
     b"HTTP/1.1 200 OK\r\nContent-Length: 999999999999999999\r\n\r\n", 999999999999999999),
])
def test_status_lines_and_lengths(head: bytes, out: bytes, length: int | None) -> None:
    assert _normalize_head(head) == (out, length)
    assert _normalize_head_slow(head) == (out, length)


def _handler() -> tuple[_ResponseHandler, asyncio.AbstractEventLoop]:
    loop = asyncio.new_event_loop()
    h = _ResponseHandler(loop)
    h._cw_scan = True
    return h, loop


@pytest.mark.parametrize("pieces", [1, 7])
def test_a_response_head_over_the_budget_fails_too_large(pieces: int) -> None:
    # twenty 15 KB fields (each under the line limit): 300 KB of head, in one piece or dripped
    head = b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-Pad-%d: %s\r\n" % (i, b"p" * 15_000) for i in range(20))
    h, loop = _handler()
    try:
        step = len(head) // pieces + 1
        for i in range(0, len(head), step):
            assert h._cw_cut(head[i:i + step]) == b""
            if h._cw_drop:
                break
        assert h._cw_drop and h.exception() is not None
        assert "too large" in str(h.exception()) and str(_HEAD_MAX) in str(h.exception())
        h, _ = _handler()[0], None
        whole = head + b"\r\nbody"  # complete, in one piece: refused all the same
        assert h._cw_cut(whole) == b"" and "too large" in str(h.exception())
    finally:
        loop.close()


def test_a_large_head_under_the_budget_goes_to_the_parser() -> None:
    head = b"HTTP/1.1 200 OK\r\n" + b"".join(b"Set-Cookie: c%d=%s\r\n" % (i, b"v" * 40) for i in range(500)) + b"\r\n"
    assert len(head) < _HEAD_MAX
    h, loop = _handler()
    try:
        assert h._cw_cut(head) == head and not h._cw_drop and h.exception() is None
    finally:
        loop.close()


def _feed(d: StreamDecoder, blob: bytes, step: int) -> bytes:
    return b"".join(d.feed(blob[i:i + step]) for i in range(0, len(blob), step)) + d.flush()


def _deflate_raw(data: bytes) -> bytes:
    c = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    return c.compress(data) + c.flush()


NOISE = random.Random(3).randbytes(300)
# (coding, compressed, plain, bytes of trailer after the compressed data)
STREAMS = [
    ("gzip", gzip.compress(JOBS, mtime=0), JOBS, 8),
    ("gzip", gzip.compress(b"hello", mtime=0), b"hello", 8),  # a fixed-Huffman block: its end of block is all zeros
    ("gzip", gzip.compress(HTML, compresslevel=1, mtime=0), HTML, 8),
    ("deflate", zlib.compress(JOBS), JOBS, 4),
    ("deflate", zlib.compress(b"hi there"), b"hi there", 4),
    ("deflate", _deflate_raw(JOBS), JOBS, 0),
    # incompressible bytes: a stored block copies whatever follows, so a probe that comes out is mid-stream
    ("gzip", gzip.compress(NOISE, mtime=0), NOISE, 8),
    ("deflate", zlib.compress(NOISE), NOISE, 4),
]


@pytest.mark.parametrize(("enc", "blob", "plain", "trailer"), STREAMS)
def test_a_truncated_stream_is_told_from_a_whole_one_at_every_cut(enc: str, blob: bytes, plain: bytes,
                                                                  trailer: int) -> None:
    data_end = len(blob) - trailer
    # every cut near the end (where the trailer and the last block are), a sample of the others
    cuts = sorted(set(range(max(3, len(blob) - 80), len(blob) + 1)) | set(random.Random(1).sample(
        range(3, len(blob)), min(150, len(blob) - 3))))
    for cut in cuts:
        body = blob[:cut]
        if cut >= data_end:  # the compressed data is whole; (part of) the trailer may be missing
            assert _feed(StreamDecoder(enc, 1 << 22), body, 1 << 20) == plain, cut
        else:
            with pytest.raises(DecodeFailed, match="truncated"):
                _feed(StreamDecoder(enc, 1 << 22), body, 1 << 20)


@pytest.mark.parametrize("step", [1, 5, 1 << 20])
def test_truncation_is_found_however_the_bytes_arrive(step: int) -> None:
    for enc, blob in (("gzip", gzip.compress(JOBS)), ("br", brotli.compress(JOBS)), ("deflate", zlib.compress(JOBS))):
        with pytest.raises(DecodeFailed, match="truncated"):
            _feed(StreamDecoder(enc, 1 << 22), blob[: len(blob) * 2 // 3], step)
        assert _feed(StreamDecoder(enc, 1 << 22), blob, step) == JOBS
    # two gzip members, the second cut short: truncated too
    two = gzip.compress(b"abc") + gzip.compress(JOBS)
    with pytest.raises(DecodeFailed):
        _feed(StreamDecoder("gzip", 1 << 22), two[:-100], step)


def test_empty_and_tiny_bodies_labelled_compressed() -> None:
    for enc in ("gzip", "deflate", "br", "zstd", "gzip, br"):
        assert _feed(StreamDecoder(enc, 100), b"", 1) == b""
    # one byte that looks like text is the body as it is; one that does not is a broken stream
    assert _feed(StreamDecoder("deflate", 100), b"x", 1) == b"x"
    with pytest.raises(DecodeFailed):
        _feed(StreamDecoder("deflate", 100), b"\x08", 1)


@functools.lru_cache(maxsize=1)
def _bombs() -> dict[str, tuple[bytes, bytes]]:
    plain = random.Random(5).randbytes(1 << 20).translate(bytes(97 + b % 3 for b in range(256)))  # abc…, 1 MiB
    return {
        "gzip": (gzip.compress(plain), plain),
        "deflate": (zlib.compress(plain), plain),
        "br": (brotli.compress(plain, quality=4), plain),
        "zstd": (zstandard.ZstdCompressor().compress(plain), plain),
        "gzip, br": (brotli.compress(gzip.compress(plain), quality=4), plain),
    }


@pytest.mark.parametrize("enc", sorted(_bombs()))
@pytest.mark.parametrize("cap", [1, 1000, 300_000])
def test_over_the_cap_the_output_up_to_the_cap_is_kept(enc: str, cap: int) -> None:
    blob, plain = _bombs()[enc]
    d = StreamDecoder(enc, cap)
    got = bytearray()
    with pytest.raises(OverCap) as ei:
        for i in range(0, len(blob), 16384):
            got += d.feed(blob[i:i + 16384])
        got += d.flush()
    got += ei.value.partial
    if "," in enc:  # stacked: the inner stream is cut at the cap as well, so the text may stop short of it
        assert plain[:cap].startswith(bytes(got)) and (cap < 1000 or len(got) == cap)
    else:
        assert bytes(got) == plain[:cap]


@pytest.mark.parametrize(("url", "expected"), [
    ("http://acme.com/careers", "http://acme.com/careers"),
    ("http://acme.com/a b?q=c d", "http://acme.com/a%20b?q=c%20d"),
    ("http://acme.com/ok#section", "http://acme.com/ok"),
    ("http://acme.com/o\nk\t", "http://acme.com/ok"),
    ("  http://acme.com/ok  ", "http://acme.com/ok"),
    ("HTTP://ACME.COM:8080/Path/To?Q=X", "http://acme.com:8080/Path/To?Q=X"),
    ("http://user:pw@Acme.com/x", "http://acme.com/x"),
    ("http://b\u00fccher.example/caf\u00e9", "http://b\u00fccher.example/caf%C3%A9"),
    ("http:\\\\acme.com\\jobs", "http://acme.com/jobs"),
    ("http://[::1]:8080/x", "http://[::1]:8080/x"),
    ("http://acme.com:80/x", "http://acme.com/x"),
    ("https://ACME.com:443", "https://acme.com"),
    ("https://acme.com:80/x", "https://acme.com:80/x"),
    ("http://[::1]:80/x", "http://[::1]/x"),
])
def test_request_url(url: str, expected: str) -> None:
    assert request_url(url) == expected
    assert request_url(expected) == expected


def test_request_url_hands_a_clean_url_back_as_it_is() -> None:
    url = "https://www.acme.com/careers/open-positions?team=eng&page=2"
    assert request_url(url) is url
