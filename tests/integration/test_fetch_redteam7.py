"""Seventh red-team round of `changewire fetch --json`: hostile and broken servers at the protocol level
(raw asyncio servers on 127.0.0.2 — and on 127.0.0.1 as a decoy — from tests/data/fetcher/rawsite.py).

Rounds 1-6 (test_fetch_redteam.py … test_fetch_redteam6.py) and test_fetch_hostile_more.py / test_http_client.py
are not repeated (their status lines, 1xx, Content-Length lies, chunk extensions and trailers, header and cookie
floods, codings, redirect schemes and loopback spellings, timeouts). Every case states the answer an operator
expects, written before it was run: the outcome and failure class of DESIGN.md's vocabulary, exit 0 with the JSON
contract, never a traceback, an answer within the timeouts, and no packet to a forbidden address (the decoy on
127.0.0.1 must see no connection). Every name is mapped by CHANGEWIRE_CONNECT_TO; names it does not list do not
resolve.

Covered, 117 cases here (and 28 unit cases in tests/unit/common/test_http_redteam7.py and
tests/unit/fetcher/test_classify_redteam7.py), grouped:
- status lines and heads: 600 and 099 (UNKNOWN, the status as sent), HTTP/1.0 without a reason phrase, HTTP/1.1
  without framing read to the close, a UTF-8 and a 6 KB reason phrase, a 30 KB Content-Security-Policy, 400
  fields, a Content-Length with blanks after it, a nonsense Keep-Alive, an unasked Upgrade offer, 100 / 103
  before a 404, 503 and 410, a head split between CR and LF across writes, a whole answer a byte at a time, two
  conflicting Content-Types (the last wins, as browsers read it), 300 identical Content-Types, a head whose
  lines end in bare LFs and whose blank line is CRLF ("\n\r\n") or the reverse ("\r\n\n") — also dripped, on
  an interim response and on a redirect, a bare CR inside a value (three ways);
- framing: chunk sizes padded with blanks or a tab, chunk lines ended by bare LFs (also dripped, under gzip, with
  a Content-Length trailer, and on robots.txt before the page on the same connection), 1-byte chunks (74 and
  44,000 of them), a 1 KB chunk extension, 300 trailer fields, an extension on the last chunk, a close in the
  middle of a chunk or after a size line, data not followed by CRLF, a size that is a word, an unframed HTTP/1.1
  body on a kept-open connection (TIMEOUT), an HTTP/1.0 body shorter than its length, an empty 200, a response
  that says chunked and is not, HTTP/1.0 with Transfer-Encoding: chunked, transfer codings in two fields, the
  same length twice once with a blank;
- codings: zlib-wrapped deflate, gzip with FEXTRA/FNAME/FCOMMENT, gzip three times, gzip then zstd, br and gzip
  in two fields, zstd windows of 8 MiB and 128 MiB (decoded: memory is bounded by the decompression cap) and
  2 GiB (UNKNOWN), zstd needing a dictionary and zlib with a preset dictionary (UNKNOWN), a gzip CRC mismatch
  (UNKNOWN), empty deflate / zstd bodies, identity with a BOM, gzip in 3-byte chunks, a gzip member labelled
  deflate (UNKNOWN), gzip read to the close on HTTP/1.0;
- timing: an answer after 2.5 s (TIMEOUT) and after 0.8 s (ok), chunks / close-delimited bytes / head fields that
  keep coming under the read timeout (the total timeout ends them), a page dripped over 2 s (ok), robots.txt
  answering in 1 s, a 304 carrying a body on a kept-alive connection (not_modified), an endless
  multipart/x-mixed-replace stream (TOO_LARGE at the cap) and an endless event stream (TIMEOUT);
- redirects: "../" beyond the root, a tab inside a Location, a fragment alone (a loop), "http://" and
  "http://:8080/x" (REDIRECT), a Location beside a Refresh header, a 301 with a 3 MB body, a path differing in
  case, an IDN sibling host (redirected), 307 then 308, "?#" at the end, a 20 KB SAML Location, 301 / 308 to
  data: and file: URLs, and twelve spellings of the loopback (leading zeros, octal, hex, short forms, a 12-digit
  octal, localhost and a subdomain of it with a trailing dot, IPv4-mapped and IPv4-compatible IPv6, userinfo, a
  percent-encoded dot, scheme-relative): BLOCKED_DESTINATION, no packet to the decoy;
- content types and shapes (ok, the label reported, in bounded time): XHTML as application/xhtml+xml and as
  application/xml, a JPEG, HTML as an octet-stream attachment, no Content-Type, a 2 MB one-line minified page, a
  page that is one script, 3,600 unclosed <script> tags, 100,000 nested <div>s, UTF-16 with a BOM, HTML as
  text/plain, JSON, a 3 MB PDF labelled text/html, charset=x-user-defined;
- a NUL inside a charset label (<meta>, XML declaration: no label; Content-Type: the response is refused as
  malformed, as any NUL in a header value is since round 5).

Wrong at first: 11 of the CLI cases (6 the code's fault, fixed; 5 my expectation, revised), and two costs found
by probing the pure parts. Fixed (each with a unit regression test):
- chunk lines ended by a bare LF (a hand-written encoder; Chrome and Firefox read them) failed the fetch (UNKNOWN):
  the client's chunk tracker, which already read such lines to find the body's end, now also notes where each
  bare LF ends a line, and a CR is written there before the bytes reach aiohttp's strict parser
  (client._ChunkEnd.bare, _with_crs, _shifted);
- a head whose bare-LF lines end with a CRLF blank line ("\n\r\n") was never found complete: the fetch waited for
  its timeout (TIMEOUT) where browsers show the page — the end of a head is now the first "\n\r?\n"
  (client._HEAD_END, which also finds "\r\n\r\n" and "\n\n");
- a 30 KB Content-Security-Policy line failed the fetch (TOO_LARGE: aiohttp's line limit was 16 KiB); browsers
  cap only the whole head (256 KiB here too): HttpConfig.max_header_line is 64 KiB, so a long CSP or a sign-on
  Location is read while the 100 KB lines earlier rounds pin stay TOO_LARGE;
- a bare CR inside a header value (a script's stray "\r") failed the whole response (UNKNOWN; round 6 left it
  alone, no case pinned it): RFC 9112 §2.2 lets a recipient read it as a space, and so do we now
  (client._normalize_head, behind a two-count prefilter) — a CR that would start a Content-Length of 0 stays
  inside the value before it, so nothing reframes the body (3 cases);
- found by timing classify on hostile bodies rather than through the CLI's answer (its outcome was right, its
  cost was not): a page of thousands of unclosed <script> tags after the word "location" cost ~0.6 s of CPU in
  classify.script_stub_target (a lazy `<script>(.*?)</script>` searched to the end from every opening tag):
  the scan now ends at the last closing tag (classify._inline_scripts — the same matches, linear, no slower on
  ordinary pages). The CLI case answered within its time even before (one body); the unit test bounds the cost
  of twenty;
- found by fuzzing the charset helpers: a charset label holding a NUL raised ValueError from the codec lookup
  (charset.normalize_charset now treats it as no label). Through the client the Content-Type case is refused
  earlier as malformed and a <meta> label is not read, so no fetch failed from it; hardening of a public helper.

Expectations that were wrong, revised where they stand:
- a failed answer with a status (600, 099) reports the bytes of its body, as a 404 does: not 0;
- "/landing?#" is reported as "/landing": the HTTP library cannot send an empty query, so round 3 chose to drop
  it from what is reported too (request and report agree);
- a gzip member labelled deflate: written first as readable (ok), but Chrome and Firefox fail it (they try zlib,
  then raw deflate), so a site serving it is broken for everyone: UNKNOWN, as we answer;
- one case's page was shorter than the 60 KB I assumed (44 KB): the size asserted is the page's.

Left alone (no case made):
- more than 1,000 header fields (a Set-Cookie flood of 1,500) is TOO_LARGE while Chrome reads any count under
  256 KiB; round 1 pins 10,000 fields as TOO_LARGE and nothing realistic sends 1,000;
- zstd windows between 8 MiB and 1 GiB are decoded although RFC 9659 lets decoders refuse over 8 MiB (Chrome
  does): memory stays bounded by the decompression cap, and refusing would fail pages browsers other than
  Chrome show;
- a NUL in a header value fails the whole response (UNKNOWN) — aiohttp refuses it; browsers vary. Round 5 allows
  either answer;
- a head whose lines end in CR CR LF ("\r\r\n") everywhere, its blank line too, is never found complete (Chrome
  does not find it either: it looks for "\n\n" and "\n\r\n" only).
"""
from __future__ import annotations

import asyncio
import gzip
import io
import struct
import zlib
from typing import Any

import brotli
import pytest
import zstandard
from cw_testdata import load_module

pytestmark = pytest.mark.integration


R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
HTML, Site, Handler = R.HTML, R.Site, R.Handler
raw, page, triple, then_close, then_hang = R.raw, R.page, R.triple, R.then_close, R.then_hang
Triple = tuple[str, int | None, str | None]
site, decoy, cli = R.site, R.decoy, R.cli  # the shared fixtures (rawsite.py)
CHUNKED = b"Transfer-Encoding: chunked"
OK: Triple = ("ok", 200, None)


def chunked(*chunks: bytes, extra: tuple[bytes, ...] = ()) -> bytes:
    """A chunked response of `chunks` (bytes written as they are: sizes, data, CRLFs)."""
    return page(CHUNKED, *extra, length=False, body=b"".join(chunks))


def chunks_of(data: bytes, n: int, *, eol: bytes = b"\r\n", size_pad: bytes = b"") -> bytes:
    """`data` as chunks of `n` bytes, each size line padded with `size_pad`, lines ended by `eol`."""
    out = [b"%x%s%s%s%s" % (len(data[i:i + n]), size_pad, eol, data[i:i + n], eol) for i in range(0, len(data), n)]
    return b"".join(out) + b"0" + eol + eol


def zstd_window(data: bytes, window_log: int) -> bytes:
    """A zstd frame without a content size, declaring a window of 2**window_log bytes."""
    p = zstandard.ZstdCompressionParameters.from_level(3, window_log=window_log, write_content_size=False)
    buf = io.BytesIO()
    with zstandard.ZstdCompressor(compression_params=p).stream_writer(buf, closefd=False) as w:
        w.write(data)
    return buf.getvalue()


def gzip_with_header_fields(data: bytes) -> bytes:
    """A gzip member with FEXTRA, FNAME and FCOMMENT set (what `gzip -N` and some CDNs write)."""
    extra = b"AP\x04\x00abcd"
    head = b"\x1f\x8b\x08" + bytes([0x04 | 0x08 | 0x10]) + struct.pack("<I", 0) + b"\x00\x03"
    head += struct.pack("<H", len(extra)) + extra + b"index.html\x00" + b"built by make\x00"
    co = zlib.compressobj(9, zlib.DEFLATED, -15)
    return head + co.compress(data) + co.flush() + struct.pack("<II", zlib.crc32(data), len(data))


def gzip_bad_crc(data: bytes) -> bytes:
    whole = bytearray(gzip.compress(data))
    whole[-8] ^= 0xFF
    return bytes(whole)


def zlib_with_dictionary(data: bytes) -> bytes:
    co = zlib.compressobj(9, zlib.DEFLATED, 15, zdict=b"<html><head><title>")
    return co.compress(data) + co.flush()


JOBS = b"<html><body>" + b"".join(b"<p>job %d</p>" % i for i in range(3000)) + b"</body></html>"


# ---------------------------------------------------------------------------------- handlers for timing

def dribble(data: bytes, every: float, piece: int = 1) -> Handler:
    """Write `data` `piece` bytes at a time, `every` seconds apart, then close."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        for i in range(0, len(data), piece):
            writer.write(data[i:i + piece])
            await writer.drain()
            await asyncio.sleep(every)
    return h


def chunks_forever(every: float) -> Handler:
    """A chunked 200 whose chunks keep coming, one every `every` seconds (under the read timeout), for 30 s."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(page(CHUNKED, length=False, body=b"%x\r\n%s\r\n" % (len(HTML), HTML)))
        await writer.drain()
        for _ in range(int(30 / every)):
            await asyncio.sleep(every)
            writer.write(b"5\r\n<p>..\r\n")
            await writer.drain()
    return h


def bytes_forever(every: float) -> Handler:
    """A close-delimited HTTP/1.0 body that keeps coming, a few bytes every `every` seconds, for 30 s."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n<html><body>")
        await writer.drain()
        for _ in range(int(30 / every)):
            await asyncio.sleep(every)
            writer.write(b"<p>tick</p>")
            await writer.drain()
    return h


def heads_forever(every: float) -> Handler:
    """A head whose fields keep coming, one every `every` seconds, never ending, for 30 s."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 200 OK\r\n")
        await writer.drain()
        for i in range(int(30 / every)):
            await asyncio.sleep(every)
            writer.write(b"X-Wait-%d: still here\r\n" % i)
            await writer.drain()
    return h


def answer_after(delay: float, data: bytes) -> Handler:
    """Read the request, say nothing for `delay` seconds, then answer `data` and close."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        await asyncio.sleep(delay)
        return data
    return h


def close_mid_chunk() -> Handler:
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        return chunked(b"%x\r\n" % len(HTML), HTML[:20])  # the chunk announced 74 bytes; 20 come, then the close
    return h


def head_in_two_writes(split: int) -> Handler:
    """The answer in two writes split at byte `split` (a CR and its LF in different segments), then kept open."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        data = page()
        writer.write(data[:split])
        await writer.drain()
        await asyncio.sleep(0.2)
        writer.write(data[split:])
        await writer.drain()
        await asyncio.sleep(5)
    return h


# ------------------------------------------------------------------------------------ status lines, heads

_P = page()
_CSP = b"Content-Security-Policy: default-src 'self'; script-src 'self' " + b" ".join(
    b"https://cdn%d.vendor-%d.example" % (i, i) for i in range(900))
_HEAD_END = _P.index(b"\r\n\r\n")

HEADS: dict[str, tuple[bytes | Handler, Triple, int | None]] = {
    # a status no registry holds beyond 599, or under 100: a broken answer, reported with the status as sent
    "/status-600": (then_close(raw(b"600 Custom", [b"Content-Type: text/html"], HTML)), ("failed", 600, "UNKNOWN"), None),
    "/status-099": (then_close(raw(b"099 Low", [b"Content-Type: text/html"], HTML)), ("failed", 99, "UNKNOWN"), None),
    # HTTP/1.0 without a reason phrase and without a length, read to the close
    "/http10-no-reason": (then_close(b"HTTP/1.0 200\r\nContent-Type: text/html\r\n\r\n" + HTML), OK, len(HTML)),
    # HTTP/1.1 without any framing field: the body runs to the close (RFC 9112 §6.3, point 8)
    "/http11-until-close": (then_close(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + HTML), OK, len(HTML)),
    # a reason phrase in UTF-8, and a 6 KB one (under every limit)
    "/reason-utf8": (raw("200 Alles gut \u2713".encode(), [b"Content-Type: text/html"], HTML), OK, len(HTML)),
    "/reason-6k": (raw(b"200 " + b"K" * 6000, [b"Content-Type: text/html"], HTML), OK, len(HTML)),
    # a 30 KB Content-Security-Policy field (big sites list hundreds of hosts; browsers read any line under the
    # 256 KiB head limit)
    "/csp-30k": (page(_CSP), OK, len(HTML)),
    # 400 ordinary fields (tracing, caching, feature policy, debugging headers of a busy stack)
    "/400-fields": (page(*(b"X-Debug-%d: %d" % (i, i) for i in range(400))), OK, len(HTML)),
    # a Content-Length with blanks after it; a Keep-Alive field that says nothing readable; an Upgrade offer
    # we did not ask for (h2c): ignored
    "/cl-trailing-blanks": (page(b"Content-Length: %d \t" % len(HTML), length=False), OK, len(HTML)),
    "/keepalive-garbage": (page(b"Connection: keep-alive", b"Keep-Alive: timeout=abc, max=-1"), OK, len(HTML)),
    "/upgrade-offer": (page(b"Upgrade: h2c, h2", b"Connection: Upgrade"), OK, len(HTML)),
    # interim responses before a final one that is not 200: the final one decides
    "/100-then-404": (b"HTTP/1.1 100 Continue\r\n\r\n" + raw(b"404 Not Found", [b"Content-Type: text/html"], b"nf"),
                      ("failed", 404, "PAGE_REMOVED"), None),
    "/103-then-503": (b"HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n"
                      + raw(b"503 Service Unavailable", [b"Content-Type: text/html"], b"down"),
                      ("failed", 503, "HTTP_5XX"), None),
    "/100-then-410": (b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 100 Continue\r\n\r\n"
                      + raw(b"410 Gone", [b"Content-Type: text/html"], b"gone"), ("failed", 410, "PAGE_REMOVED"), None),
    # the head written in two pieces split between a CR and its LF, at the end of the head and of the status line
    "/split-at-head-end": (head_in_two_writes(_HEAD_END + 1), OK, len(HTML)),
    "/split-in-status-line": (head_in_two_writes(len(b"HTTP/1.1 200 OK\r")), OK, len(HTML)),
    # the whole answer written a byte at a time (a busy embedded server): slow but steady, within the timeouts
    "/byte-at-a-time": (dribble(page(), 0.002), OK, len(HTML)),
    # conflicting Content-Types in two fields: the last one a browser can read wins (Chrome, Firefox)
    "/two-content-types": (raw(b"200 OK", [b"Content-Type: text/plain", b"Content-Type: text/html"], HTML), OK,
                           len(HTML)),
}


@pytest.mark.parametrize("path", sorted(HEADS))
async def test_status_lines_and_heads(site: Any, cli: Any, path: str) -> None:
    answer, expected, size = HEADS[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}", within=4.0)
    assert triple(got) == expected, (path, got)
    if size is not None:
        assert got["bytes"] == size, got
    if path == "/two-content-types":
        assert got["content_type"] == "text/html", got


# ------------------------------------------------------------------------------------------------ framing

FRAMING: dict[str, tuple[bytes | Handler, Triple, int | None]] = {
    # chunk sizes followed by blanks (old IIS and hand-written encoders pad them): browsers read them
    "/chunk-size-blanks": (chunked(chunks_of(HTML, 30, size_pad=b"  ")), OK, len(HTML)),
    "/chunk-size-tab": (chunked(chunks_of(HTML, 30, size_pad=b"\t")), OK, len(HTML)),
    # chunk lines ended by a bare LF (a CGI wrapper on Unix)
    "/chunk-bare-lf": (chunked(chunks_of(HTML, 30, eol=b"\n")), OK, len(HTML)),
    # one byte per chunk, and a 44 KB page in 1-byte chunks (a streaming template flushing every character)
    "/chunk-1-byte": (chunked(chunks_of(HTML, 1)), OK, len(HTML)),
    "/chunk-1-byte-40k": (chunked(chunks_of(JOBS, 1)), OK, len(JOBS)),
    # a 1 KB chunk extension
    "/chunk-ext-1k": (chunked(b"%x;sig=%s\r\n" % (len(HTML), b"a" * 1000), HTML, b"\r\n0\r\n\r\n"), OK, len(HTML)),
    # 300 trailer fields after the last chunk (ignored)
    "/chunk-300-trailers": (chunked(b"%x\r\n" % len(HTML), HTML, b"\r\n0\r\n",
                                    b"".join(b"X-T-%d: v\r\n" % i for i in range(300)), b"\r\n"), OK, len(HTML)),
    # a zero-size chunk with an extension ends the body
    "/last-chunk-ext": (chunked(b"%x\r\n" % len(HTML), HTML, b"\r\n0;done=1\r\n\r\n"), OK, len(HTML)),
    # the connection closed in the middle of a chunk's data, or right after a chunk's size line: a body cut
    # short is no page (UNKNOWN)
    "/close-mid-chunk": (close_mid_chunk(), ("failed", None, "UNKNOWN"), 0),
    "/close-after-size-line": (then_close(chunked(b"%x\r\n" % len(HTML))), ("failed", None, "UNKNOWN"), 0),
    # chunk data followed by something other than CRLF, closed: broken framing (UNKNOWN)
    "/chunk-no-crlf-after-data": (then_close(chunked(b"%x\r\n" % len(HTML), HTML, b"XX0\r\n\r\n")),
                                  ("failed", None, "UNKNOWN"), 0),
    # a chunk size line that is no hex number but words ("error"), then the close
    "/chunk-size-words": (then_close(chunked(b"error\r\n", HTML, b"\r\n0\r\n\r\n")), ("failed", None, "UNKNOWN"), 0),
    # HTTP/1.1, no framing field, the connection kept open: the end never comes (TIMEOUT)
    "/http11-no-framing-kept-open": (then_hang(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n" + HTML),
                                     ("failed", None, "TIMEOUT"), 0),
    # a body shorter than its Content-Length on HTTP/1.0, closed: cut short (UNKNOWN)
    "/http10-short-body": (then_close(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Length: 500\r\n\r\n"
                                      + HTML), ("failed", None, "UNKNOWN"), 0),
    # Content-Length: 0 on a 200 and a close: an empty page
    "/cl-zero-close": (then_close(page(body=b"")), OK, 0),
}


@pytest.mark.parametrize("path", sorted(FRAMING))
async def test_framing(site: Any, cli: Any, path: str) -> None:
    answer, expected, size = FRAMING[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}", within=4.0)
    assert triple(got) == expected, (path, got)
    if size is not None:
        assert got["bytes"] == size, got


# ------------------------------------------------------------------------------------------------ codings

def _ce(value: bytes, body: bytes, *extra: bytes) -> bytes:
    return page(b"Content-Encoding: " + value, *extra, body=body)


CODINGS: dict[str, tuple[bytes | Handler, Triple, int | None]] = {
    # deflate as RFC 9110 means it (zlib-wrapped), and gzip with every optional header field set
    "/deflate-zlib": (_ce(b"deflate", zlib.compress(JOBS)), OK, len(JOBS)),
    "/gzip-header-fields": (_ce(b"gzip", gzip_with_header_fields(JOBS)), OK, len(JOBS)),
    # three codings stacked, all applied; gzip then zstd
    "/gzip-gzip-gzip": (_ce(b"gzip, gzip, gzip", gzip.compress(gzip.compress(gzip.compress(HTML)))), OK, len(HTML)),
    "/gzip-then-zstd": (_ce(b"gzip, zstd", zstandard.ZstdCompressor().compress(gzip.compress(JOBS))), OK, len(JOBS)),
    # stacked in two fields: "br" then "gzip" (gzip applied last: undone first)
    "/br-field-gzip-field": (page(b"Content-Encoding: br", b"Content-Encoding: gzip",
                                  body=gzip.compress(brotli.compress(JOBS))), OK, len(JOBS)),
    # zstd declaring an 8 MiB window (RFC 9659's limit) and a 128 MiB one: decoded, memory bounded by the
    # decompression cap; a 2 GiB window no decoder allocates: a body we cannot read (UNKNOWN)
    "/zstd-window-8m": (_ce(b"zstd", zstd_window(JOBS, 23)), OK, len(JOBS)),
    "/zstd-window-128m": (_ce(b"zstd", zstd_window(JOBS, 27)), OK, len(JOBS)),
    "/zstd-window-2g": (_ce(b"zstd", zstd_window(JOBS, 31)), ("failed", None, "UNKNOWN"), 0),
    # a zstd frame that needs a dictionary we were never given, a zlib stream with a preset dictionary
    "/zstd-dictionary": (_ce(b"zstd", zstandard.ZstdCompressor(dict_data=zstandard.ZstdCompressionDict(
        b"<html><body><p>job " * 64, dict_type=zstandard.DICT_TYPE_RAWCONTENT)).compress(JOBS)),
        ("failed", None, "UNKNOWN"), 0),
    "/deflate-preset-dictionary": (_ce(b"deflate", zlib_with_dictionary(JOBS)), ("failed", None, "UNKNOWN"), 0),
    # a gzip whose CRC does not match its data: the data is damaged somewhere (UNKNOWN)
    "/gzip-bad-crc": (_ce(b"gzip", gzip_bad_crc(JOBS)), ("failed", None, "UNKNOWN"), 0),
    # an empty body labelled deflate / zstd (empty pages behind a compressing proxy)
    "/deflate-empty": (_ce(b"deflate", b""), OK, 0),
    "/zstd-empty": (_ce(b"zstd", b""), OK, 0),
    # "identity" with a UTF-8 byte-order mark before the page: the bytes as sent
    "/identity-bom": (_ce(b"identity", b"\xef\xbb\xbf" + HTML), OK, len(HTML) + 3),
    # gzip over chunked framing in 3-byte chunks
    "/gzip-chunked-3": (chunked(chunks_of(gzip.compress(JOBS), 3), extra=(b"Content-Encoding: gzip",)), OK, len(JOBS)),
    # a gzip member labelled deflate (a server mixing up the two names): browsers fail it (they try zlib,
    # then raw deflate) and so do we — a broken server (UNKNOWN)
    "/deflate-label-gzip-body": (_ce(b"deflate", gzip.compress(JOBS)), ("failed", None, "UNKNOWN"), 0),
}


@pytest.mark.parametrize("path", sorted(CODINGS))
async def test_content_codings(site: Any, cli: Any, path: str) -> None:
    answer, expected, size = CODINGS[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}", within=4.0)
    assert triple(got) == expected, (path, got)
    if size is not None:
        assert got["bytes"] == size, got


# ------------------------------------------------------------------------------------------------- timing

TIMING: dict[str, tuple[Handler, Triple, float]] = {
    # reads the request, then answers after 2.5 s (more than the 1.5 s read timeout): TIMEOUT
    "/answer-after-2s": (answer_after(2.5, page()), ("failed", None, "TIMEOUT"), 4.5),
    # answers after 0.8 s (under the read timeout): ok
    "/answer-after-08": (answer_after(0.8, page()), OK, 4.0),
    # a chunked body whose chunks keep coming every 0.4 s (each under the read timeout): the total timeout
    # (3 s) ends it
    "/chunks-forever": (chunks_forever(0.4), ("failed", None, "TIMEOUT"), 5.0),
    # the same with a close-delimited body
    "/bytes-forever": (bytes_forever(0.4), ("failed", None, "TIMEOUT"), 5.0),
    # head fields that keep coming every 0.4 s
    "/head-forever": (heads_forever(0.4), ("failed", None, "TIMEOUT"), 5.0),
    # a whole page dripped 8 bytes every 0.1 s (2 s in all): slow, within the total timeout → ok
    "/slow-but-done": (dribble(page(), 0.1, 8), OK, 4.0),
}


@pytest.mark.parametrize("path", sorted(TIMING))
async def test_timing(site: Any, cli: Any, path: str) -> None:
    answer, expected, within = TIMING[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}", within=within)
    assert triple(got) == expected, (path, got)


async def test_a_robots_txt_that_answers_slowly_then_the_page(site: Any, cli: Any) -> None:
    # robots.txt takes 1 s (under the read timeout), then the page: ok, within the total timeout
    site.pages["/robots.txt"] = answer_after(1.0, raw(b"200 OK", [b"Content-Type: text/plain"], b"User-agent: *\nAllow: /\n"))
    site.pages["/page"] = page()
    got = await cli(site, "http://hostile.test/page", within=4.0)
    assert triple(got) == OK, got


async def test_a_304_with_a_body_on_a_kept_alive_connection(site: Any, cli: Any) -> None:
    # a 304 that sends the page anyway (Content-Length and all) and keeps the connection open: the 304 is
    # the answer (no body), and the stray bytes are not read as the next answer on the reused connection
    async def cond(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(raw(b"304 Not Modified", [b'ETag: "v7"', b"Content-Type: text/html"], HTML))
        await writer.drain()
        await asyncio.sleep(5)
    site.pages["/cond"] = cond
    got = await cli(site, "http://hostile.test/cond", "--etag", '"v7"', within=4.0)
    assert triple(got) == ("not_modified", 304, None) and got["bytes"] == 0, got


# ---------------------------------------------------------------------------------------------- redirects

REDIRECTS: dict[str, tuple[bytes, bytes, Triple, str]] = {
    # "../" beyond the root stays at the root (RFC 3986 §5.2.4)
    "/a/b/beyond": (b"301 Moved Permanently", b"Location: ../../../../landing", OK, "http://hostile.test/landing"),
    # a tab inside the Location (WHATWG strips tabs and newlines from URLs)
    "/tab-inside": (b"302 Found", b"Location: /land\ting", OK, "http://hostile.test/landing"),
    # a fragment and nothing else: the same URL — a loop, found at once
    "/fragment-only": (b"302 Found", b"Location: #top", ("failed", None, "REDIRECT"), "http://hostile.test/fragment-only"),
    # an empty host, a host that is only a port
    "/empty-host": (b"302 Found", b"Location: http://", ("failed", None, "REDIRECT"), "http://hostile.test/empty-host"),
    "/port-only-host": (b"302 Found", b"Location: http://:8080/x", ("failed", None, "REDIRECT"),
                        "http://hostile.test/port-only-host"),
    # a Location and a Refresh header together: the Location is followed
    "/loc-and-refresh": (b"302 Found", b"Location: /landing\r\nRefresh: 0; url=http://elsewhere.test/", OK,
                         "http://hostile.test/landing"),
    # a 301 whose body is 3 MB of filler, sent at once: the body is not needed, the target is fetched
    "/big-body-301": (b"301 Moved Permanently", b"Location: /landing\r\nContent-Type: text/html\r\nContent-Length: %d"
                      % (3 << 20), OK, "http://hostile.test/landing"),
    # a path differing only in case is another resource (paths are case-sensitive): followed
    "/Case": (b"301 Moved Permanently", b"Location: /case", OK, "http://hostile.test/case"),
    # the IDN in its Unicode form, to the same host written as an A-label by us (www. is another .test domain,
    # so a sibling name of hostile.test: a move)
    "/to-idn-sibling": (b"302 Found", "Location: http://j\u00f6bs.hostile.test/landing".encode(),
                        ("redirected", 200, None), "http://j\u00f6bs.hostile.test/landing"),
    # a 307 and a 308 chained, each keeping GET
    "/chain-307": (b"307 Temporary Redirect", b"Location: /chain-308", OK, "http://hostile.test/landing"),
    # a Location with a trailing "?" and "#": both dropped — the fragment is never sent, and an empty query
    # cannot be sent by the HTTP library, so it is dropped from what is reported too (round 3's rule)
    "/trailing-marks": (b"302 Found", b"Location: /landing?#", OK, "http://hostile.test/landing"),
}


@pytest.mark.parametrize("path", sorted(REDIRECTS))
async def test_redirects(site: Any, cli: Any, path: str) -> None:
    status, loc, expected, final = REDIRECTS[path]
    body = b"x" * (3 << 20) if path == "/big-body-301" else b""
    site.pages[path] = raw(status, [loc], body, length=path != "/big-body-301")
    site.pages["/chain-308"] = raw(b"308 Permanent Redirect", [b"Location: /landing"])
    for p in ("/landing", "/case"):
        site.pages[p] = page()
    got = await cli(site, f"http://hostile.test{path}", within=4.0)
    assert triple(got) == expected, (path, got)
    assert got["final_url"] == final, got
    assert not any("#" in p for p in site.paths()), site.paths()
    if expected[2] == "REDIRECT":
        assert site.paths().count(path) == 1, site.paths()
    if path == "/chain-307":
        assert all(h.lower().startswith(b"get ") for h in site.heads), site.heads


FORBIDDEN_HOPS = [
    # every spelling of the loopback a Location can carry: refused before any connection (the decoy on
    # 127.0.0.1 must see nothing)
    b"http://127.000.000.001:{port}/",
    b"http://0177.0.0.01:{port}/",
    b"http://0x7F.0x0.0x0.0x1:{port}/",
    b"http://127.0.1:{port}/",
    b"http://017700000001:{port}/",
    b"http://localhost:{port}/",
    b"http://app.localhost.:{port}/",
    b"http://[0:0:0:0:0:ffff:127.0.0.1]:{port}/",
    b"http://[::127.0.0.1]:{port}/",
    b"http://hostile.test@127.0.0.1:{port}/",
    b"http://127.0.0.1%2e:{port}/",
    b"//127.0.0.1:{port}/",
]


@pytest.mark.parametrize("loc", FORBIDDEN_HOPS, ids=[h.decode() for h in FORBIDDEN_HOPS])
async def test_redirects_to_the_loopback_in_every_spelling(site: Any, cli: Any, decoy: Any, loc: bytes) -> None:
    site.pages["/hop"] = raw(b"302 Found", [b"Location: " + loc.replace(b"{port}", b"%d" % decoy.port)])
    got = await cli(site, "http://hostile.test/hop")
    assert got["outcome"] == "failed" and got["failure_class"] in ("BLOCKED_DESTINATION",), got


async def test_a_redirect_to_a_data_or_file_url_by_301(site: Any, cli: Any) -> None:
    # permanent moves to schemes we never fetch: a failed redirect (REDIRECT), the refused target reported
    site.pages["/perm-data"] = raw(b"301 Moved Permanently", [b"Location: data:text/html;base64,PGgxPmhpPC9oMT4="])
    site.pages["/perm-file"] = raw(b"308 Permanent Redirect", [b"Location: file://localhost/etc/hosts"])
    for p in ("/perm-data", "/perm-file"):
        got = await cli(site, f"http://hostile.test{p}")
        assert triple(got) == ("failed", None, "REDIRECT"), (p, got)


# ------------------------------------------------------------------------------------------ content types

MINIFIED = (b"<!DOCTYPE html><html><head><title>Shop</title></head><body>"
            + b"".join(b'<div class="p"><a href="/p/%d">Product %d</a><span>$%d</span></div>' % (i, i, i)
                       for i in range(30000)) + b"</body></html>")
SCRIPT_ONLY = (b'<!DOCTYPE html><html><head><title>App</title></head><body><script>'
               + b"var d=" + b"[1,2,3]," * 40000 + b"0;document.body.innerHTML=d.length;</script></body></html>")
# a hostile page: thousands of unclosed <script> tags after a "location" mention (each a scan to the end)
UNCLOSED_SCRIPTS = b"<html><head><title>x</title></head><body>location " + b"<script>=" * 3600
NESTED = b"<html><body>" + b"<div>" * 100000 + b"deep" + b"</div>" * 100000 + b"</body></html>"
XHTML = (b'<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head>'
         b"<title>Team</title></head><body><p>Our team</p></body></html>")
JPEG = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + bytes(range(256)) * 8 + b"\xff\xd9"
UTF16 = "\ufeff<html><head><title>Über uns</title></head><body><p>Wir</p></body></html>".encode("utf-16-le")

CONTENT: dict[str, tuple[bytes, str | None, int]] = {
    "/xhtml-as-xhtml": (raw(b"200 OK", [b"Content-Type: application/xhtml+xml; charset=utf-8"], XHTML),
                        "application/xhtml+xml", len(XHTML)),
    "/xhtml-as-xml": (raw(b"200 OK", [b"Content-Type: application/xml"], XHTML), "application/xml", len(XHTML)),
    "/jpeg-at-page-url": (raw(b"200 OK", [b"Content-Type: image/jpeg"], JPEG), "image/jpeg", len(JPEG)),
    "/html-as-octets": (raw(b"200 OK", [b"Content-Type: application/octet-stream",
                                         b'Content-Disposition: attachment; filename="index.html"'], XHTML),
                        "application/octet-stream", len(XHTML)),
    "/no-content-type": (raw(b"200 OK", [], HTML), None, len(HTML)),
    "/minified-one-line": (raw(b"200 OK", [b"Content-Type: text/html"], MINIFIED), "text/html", len(MINIFIED)),
    "/script-only": (raw(b"200 OK", [b"Content-Type: text/html"], SCRIPT_ONLY), "text/html", len(SCRIPT_ONLY)),
    "/unclosed-scripts": (raw(b"200 OK", [b"Content-Type: text/html"], UNCLOSED_SCRIPTS), "text/html",
                          len(UNCLOSED_SCRIPTS)),
    "/nested-100k": (raw(b"200 OK", [b"Content-Type: text/html"], NESTED), "text/html", len(NESTED)),
    "/utf16-bom": (raw(b"200 OK", [b"Content-Type: text/html"], UTF16), "text/html", len(UTF16)),
    "/text-plain-html": (raw(b"200 OK", [b"Content-Type: text/plain; charset=us-ascii"], HTML), "text/plain", len(HTML)),
    "/json-api": (raw(b"200 OK", [b"Content-Type: application/json"], b'{"jobs":[{"id":1,"title":"Engineer"}]}'),
                  "application/json", 38),
}


@pytest.mark.parametrize("path", sorted(CONTENT))
async def test_content_types_and_shapes(site: Any, cli: Any, path: str) -> None:
    # a page is what it is, whatever it is labelled and however it is shaped: ok, its label reported, in
    # bounded time
    answer, ctype, size = CONTENT[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}", within=3.0)
    assert triple(got) == OK, (path, got)
    assert got["content_type"] == ctype and got["bytes"] == size, got


# ------------------------------------------------------------------------------------------- second batch

def stream_forever(ctype: bytes, part: bytes, every: float) -> Handler:
    """A 200 whose close-delimited body never ends: `part` written every `every` seconds for 30 s (a webcam's
    multipart/x-mixed-replace, a server-sent event stream)."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: " + ctype + b"\r\nConnection: close\r\n\r\n")
        await writer.drain()
        for _ in range(int(30 / every) if every else 2000):
            writer.write(part)
            await writer.drain()
            await asyncio.sleep(every)
    return h


SAML = b"/sso/saml?SAMLRequest=" + b"fZJdT4MwFIb%2FCu" * 1250 + b"&RelayState=%2Fportal"
PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" + b"1 0 obj <</Type /Catalog>> endobj\n" * 90000 + b"%%EOF\n"

SECOND: dict[str, tuple[bytes | Handler, Triple, int | None, dict[str, str]]] = {
    # a head whose lines end in bare LFs and whose blank line is CRLF ("\n\r\n"): browsers find that end
    # (Chrome's LocateEndOfHeaders), and so must we — not wait for a "\n\n" that never comes
    "/lf-lines-crlf-blank": (then_hang(b"HTTP/1.1 200 OK\nContent-Type: text/html\nContent-Length: %d\n\r\n" % len(HTML)
                                       + HTML), OK, len(HTML), {}),
    # CRLF lines and a bare-LF blank line ("\r\n\n")
    "/crlf-lines-lf-blank": (then_hang(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\n"
                                       % len(HTML) + HTML), OK, len(HTML), {}),
    # a response that says chunked and is not (a proxy added the field): the body is no chunked body (UNKNOWN)
    "/te-lie": (then_close(page(CHUNKED, length=False)), ("failed", None, "UNKNOWN"), 0, {}),
    # HTTP/1.0 with "Transfer-Encoding: chunked": RFC 9112 §6.1 — a 1.0 message's Transfer-Encoding is
    # faulty; the body runs to the close. Chrome ignores the field on 1.0 too. Whatever the bytes, a page
    "/http10-chunked": (then_close(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n" + CHUNKED + b"\r\n\r\n"
                                   + b"%x\r\n" % len(HTML) + HTML + b"\r\n0\r\n\r\n"), OK, None, {}),
    # the transfer codings in two fields ("gzip", then "chunked")
    "/te-two-fields": (page(b"Transfer-Encoding: gzip", CHUNKED, length=False,
                            body=b"%x\r\n" % len(gzip.compress(HTML)) + gzip.compress(HTML) + b"\r\n0\r\n\r\n"),
                       OK, len(HTML), {}),
    # the same length twice, once with a blank after it
    "/cl-twice-spaced": (page(b"Content-Length: %d" % len(HTML), b"Content-Length: %d " % len(HTML), length=False),
                         OK, len(HTML), {}),
    # 300 identical Content-Type fields (a framework appending its default on every middleware)
    "/content-type-300": (raw(b"200 OK", [b"Content-Type: text/html; charset=utf-8"] * 300, HTML), OK, len(HTML), {}),
    # a gzip body read to the close on HTTP/1.0
    "/http10-gzip-close": (then_close(b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n\r\n"
                                      + gzip.compress(JOBS)), OK, len(JOBS), {}),
    # a 20 KB single sign-on Location (a SAML request in the query): followed
    "/saml": (raw(b"302 Found", [b"Location: " + SAML]), OK, len(HTML), {}),
    # a webcam's multipart/x-mixed-replace stream, fast: stopped at the byte cap (TOO_LARGE)
    "/mjpeg-stream": (stream_forever(b"multipart/x-mixed-replace; boundary=frame",
                                     b"--frame\r\nContent-Type: image/jpeg\r\n\r\n" + JPEG * 20 + b"\r\n", 0.0),
                      ("failed", None, "TOO_LARGE"), 0, {"HTTP_MAX_BYTES": str(1 << 20)}),
    # a server-sent event stream, an event every 0.3 s: the total timeout ends it
    "/event-stream": (stream_forever(b"text/event-stream", b"data: {\"tick\": 1}\n\n", 0.3),
                      ("failed", None, "TIMEOUT"), 0, {}),
    # a 3 MB PDF labelled text/html: a page of what it is (ok)
    "/pdf-as-html": (raw(b"200 OK", [b"Content-Type: text/html"], PDF), OK, len(PDF), {}),
    # a charset label WHATWG maps to a decoder Python lacks (x-user-defined): the page is read
    "/x-user-defined": (raw(b"200 OK", [b"Content-Type: text/html; charset=x-user-defined"], HTML), OK, len(HTML), {}),
}


@pytest.mark.parametrize("path", sorted(SECOND))
async def test_second_batch(site: Any, cli: Any, path: str) -> None:
    answer, expected, size, env = SECOND[path]
    site.pages[path] = answer
    site.pages[SAML.split(b"?")[0].decode()] = page()
    got = await cli(site, f"http://hostile.test{path}", within=5.0, **env)
    assert triple(got) == expected, (path, got)
    if size is not None:
        assert got["bytes"] == size, got
    if path == "/saml":
        assert got["final_url"] == "http://hostile.test" + SAML.decode(), got


async def test_charset_labels_holding_a_nul(site: Any) -> None:
    # a NUL inside the charset label of a <meta> or the XML declaration: no label (the page read by its other
    # signals); inside the Content-Type field: the response is refused as malformed (UNKNOWN, as any NUL in a
    # header value is here — round 5) — never another exception from the text every reader asks for
    from changewire_common.http import FetchError, HttpClient, HttpConfig

    body = "<html><head><title>Caf\u00e9</title></head><body><p>Men\u00fc</p></body></html>".encode()
    site.pages["/nul-header-charset"] = raw(b"200 OK", [b"Content-Type: text/html; charset=ut\0f-8"], body)
    site.pages["/nul-meta-charset"] = raw(b"200 OK", [b"Content-Type: text/html"], b'<meta charset="utf\0-8">' + body)
    site.pages["/nul-xml-encoding"] = raw(b"200 OK", [b"Content-Type: application/xhtml+xml"],
                                          b'<?xml version="1.0" encoding="utf-8\0"?>' + body)
    cfg = HttpConfig(allow_cidrs=[f"{R.IP}/32"], connect_to=f"hostile.test={R.IP}:{site.port}", retries=0,
                     total_timeout_s=3.0)
    async with HttpClient(cfg) as client:
        for path in ("/nul-meta-charset", "/nul-xml-encoding"):
            r = await client.fetch(f"http://hostile.test{path}")
            assert r.status == 200 and "Men\u00fc" in r.text(), (path, r.text()[-40:])
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://hostile.test/nul-header-charset")
        assert ei.value.failure_class == "UNKNOWN"


# -------------------------------------------------------------------------------------------- third batch

LF_HEAD = b"HTTP/1.1 200 OK\nContent-Type: text/html\nContent-Length: %d\n\r\n" % len(HTML) + HTML
LF_CHUNKED = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n" + CHUNKED + b"\r\n\r\n" + chunks_of(HTML, 20, eol=b"\n")

THIRD: dict[str, tuple[bytes | Handler, Triple]] = {
    # the mixed head end dripped a byte at a time (the end split across reads)
    "/lf-head-dripped": (dribble(LF_HEAD, 0.002), OK),
    # an interim response with a mixed head end before the answer
    "/interim-lf-head": (b"HTTP/1.1 103 Early Hints\nLink: </a.css>\n\r\n" + page(), OK),
    # a redirect whose head ends that way: followed
    "/redirect-lf-head": (b"HTTP/1.1 302 Found\nLocation: /landing\nContent-Length: 0\n\r\n", OK),
    # bare-LF chunk lines under gzip, and dripped a byte at a time
    "/lf-chunks-gzip": (page(CHUNKED, b"Content-Encoding: gzip", length=False,
                             body=chunks_of(gzip.compress(JOBS), 500, eol=b"\n")), ("ok", 200, None)),
    "/lf-chunks-dripped": (dribble(LF_CHUNKED, 0.001, 2), OK),
    # bare-LF chunk lines with a trailer that names a Content-Length (withheld from the parser, as with CRLF)
    # a bare CR inside a field value (a script's stray "\r"; RFC 9112 §2.2: read as a space), before a line's CRLF,
    # and one that would start a Content-Length of 0 if a CR ended a line: one value with a space, the page whole
    "/bare-cr-in-value": (page(b"X-Powered-By: PHP/8.2\rExpress"), OK),
    "/bare-cr-before-crlf": (page(b"X-Frame-Options: SAMEORIGIN\r"), OK),
    "/bare-cr-smuggle": (page(b"X-Trace: a\rContent-Length: 0"), OK),
    "/lf-chunks-trailer": (page(CHUNKED, length=False, body=b"%x\n%s\n0\nContent-Length: 3\n\n" % (len(HTML), HTML)),
                           OK),
}


@pytest.mark.parametrize("path", sorted(THIRD))
async def test_third_batch(site: Any, cli: Any, path: str) -> None:
    answer, expected = THIRD[path]
    site.pages[path] = answer
    site.pages["/landing"] = page()
    got = await cli(site, f"http://hostile.test{path}", within=4.0)
    assert triple(got) == expected, (path, got)
    assert got["bytes"] == (len(JOBS) if "gzip" in path else len(HTML)), got


async def test_bare_lf_framing_keeps_the_connection_reusable(site: Any, cli: Any) -> None:
    # robots.txt answered with bare-LF chunk lines and a mixed head end on a kept-alive connection, then the page
    # on the same connection: its end was found, nothing left over, one connection for both
    robots = b"User-agent: *\nDisallow: /private/\n"
    site.pages["/robots.txt"] = (b"HTTP/1.1 200 OK\nContent-Type: text/plain\n" + CHUNKED + b"\n\r\n"
                                 + chunks_of(robots, 9, eol=b"\n"))
    site.pages["/jobs"] = page()
    site.pages["/private/x"] = page()
    got = await cli(site, "http://hostile.test/jobs")
    assert triple(got) == OK and got["bytes"] == len(HTML), got
    assert site.connections == 1 and site.paths() == ["/robots.txt", "/jobs"], (site.connections, site.paths())
    # and its rules were read: the disallowed path is not fetched
    got = await cli(site, "http://hostile.test/private/x")
    assert triple(got) == ("failed", None, "ROBOTS"), got
    assert "/private/x" not in site.paths()
