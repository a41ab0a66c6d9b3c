"""The one HTTP client fetcher, discovery and repair share: SSRF-checked, capped, polite-by-default.

Every hop is resolved and each address checked (ssrf.py) before aiohttp connects; aiohttp's own
resolver is replaced by one that only hands out checked addresses (no second resolution, so no
DNS-rebinding window). Redirects are followed by hand (≤ 5, each hop re-checked, http/https
only). Bodies are read under a raw cap and decoded under a decompressed cap (decompress.py).
HTTP error statuses are returned; network-level failures raise FetchError with a FailureClass.
"""
from __future__ import annotations

import ast
import asyncio
import contextlib
import contextvars
import datetime
import email.utils
import errno
import functools
import ipaddress
import logging
import os
import random
import re
import socket
import ssl
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, unquote, urljoin, urlsplit

import aiohttp
import idna
import tenacity
from aiohttp.abc import AbstractResolver, ResolveResult
from aiohttp.client_proto import ResponseHandler
from aiohttp.http_exceptions import HttpProcessingError
from yarl import URL

from ..challenge import detect_challenge
from ..clock import utcnow
from ..domains import is_public_suffix
from ..errors import ChangewireError, ConfigError
from ..urls import _FORBIDDEN_IN_HOST, valid_host_name
from ..vocab import FailureClass
from .charset import decode_body, sniff_charset
from .connect_to import ConnectToMap, parse_connect_to
from .decompress import DecodeFailed, OverCap, StreamDecoder, UnsupportedEncoding
from .headers import parse_content_type, parse_retry_after, sendable_field_value
from .ssrf import (
    BAD_PORTS, IPAddress, IPNetwork, InvalidHost, check_address, check_host_name, host_ip, is_non_public_name,
    parse_cidrs,
)

logger = logging.getLogger(__name__)

MiB = 1024 * 1024
DEFAULT_USER_AGENT = "changewire/0.1 (+https://github.com/changewire/changewire; bot@changewire.invalid)"
DEFAULT_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8"
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
_RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
#: responses the HTTP parser never reads a body for (aiohttp hands them over at end of stream)
_NO_BODY_STATUSES = frozenset({204, 304})
#: the most of an error answer's body that is read (bytes, decoded): it is read for what it says (a wall's markers, a
#: quota's message, a soft page's title), which a challenge or an error page says in far less; a 404 or a 503 of
#: megabytes is not fetched whole
ERROR_BODY_MAX = 256 * 1024
#: a redirect's body is read for at most this long (keep-alive), then the connection is dropped
_DISCARD_S = 1.0
#: header fields that hold one value: a repeated one keeps the last (as browsers do for Content-Type)
_SINGLETON_HEADERS = frozenset({"content-type", "content-length", "location", "etag", "last-modified",
                                "retry-after"})


class FetchError(ChangewireError):
    """A fetch that produced no HTTP response to judge: DNS, TIMEOUT, BLOCKED_DESTINATION, TOO_LARGE,
    REDIRECT (loop, > max hops, bad scheme or target) or UNKNOWN (connection refused/reset, TLS, protocol).

    `rule` names the SSRF rule for BLOCKED_DESTINATION; `redirects` lists the hops taken before it.
    """

    def __init__(
        self,
        failure_class: FailureClass,
        url: str,
        detail: str,
        status: int | None = None,
        retry_after_s: float | None = None,
        *,
        rule: str | None = None,
        redirects: Sequence[str] = (),
        retryable: bool = False,
        attempts: int = 1,
        elapsed_ms: float | None = None,
        tls: bool = False,
    ) -> None:
        super().__init__(f"{failure_class}: {detail} ({url})")
        self.failure_class = FailureClass(failure_class)
        self.url = url
        self.detail = detail
        self.status = status
        self.retry_after_s = retry_after_s
        self.rule = rule
        self.redirects = list(redirects)
        self.retryable = retryable
        self.attempts = attempts
        self.elapsed_ms = elapsed_ms
        #: the requests `HttpClient.fetch` sent before it failed (redirect hops and retries included; a hop refused
        #: by its `hop_guard` was not sent); None when not raised by `fetch`
        self.requests: int | None = None
        #: the TLS handshake failed (certificate rejected, protocol mismatch): the server is up but unusable
        self.tls = tls


@dataclass(frozen=True)
class HttpConfig:
    """Client policy. Build from settings with `HttpConfig.from_settings(settings)`; tests may pass
    `connect_to` as the CHANGEWIRE_CONNECT_TO string and `allow_cidrs` as CIDR strings."""

    user_agent: str = DEFAULT_USER_AGENT
    #: CHANGEWIRE_CONNECT_TO (string or parsed map); empty → real DNS
    connect_to: ConnectToMap | str = field(default_factory=ConnectToMap)
    #: CHANGEWIRE_FETCH_ALLOW_CIDRS: ranges exempt from the SSRF block
    allow_cidrs: tuple[IPNetwork, ...] | Sequence[str] = ()
    connect_timeout_s: float = 10.0
    #: longest silence while reading headers or body
    read_timeout_s: float = 20.0
    #: whole fetch including redirects, the body and in-run retries with their waits (a retry is made only
    #: when a quarter of it is left after the wait)
    total_timeout_s: float = 45.0
    dns_timeout_s: float = 5.0
    max_bytes: int = 10 * MiB
    max_decompressed_bytes: int = 50 * MiB
    max_redirects: int = 5
    #: in-run retries (timeouts, connection errors, 429, 5xx); the total never exceeds 3 attempts
    retries: int = 2
    #: first retry waits about this long (exponential, full jitter)
    retry_backoff_s: float = 1.0
    #: never wait longer than this between retries; a longer Retry-After ends the retries
    retry_max_wait_s: float = 10.0
    max_connections: int = 100
    max_connections_per_host: int = 4
    #: concurrent large downloads (explicit `large=True` or a body over large_body_bytes)
    large_connections: int = 4
    large_body_bytes: int = 2 * MiB
    dns_cache_ttl_s: float = 60.0
    accept: str = DEFAULT_ACCEPT
    accept_language: str = "en-US,en;q=0.8,*;q=0.5"
    #: aiohttp parser limits for header lines and count ("headers that never end"); a page sends tens of
    #: fields, a misbehaving app a few hundred Set-Cookie lines (browsers read those: no count limit);
    #: every response head is also capped at _HEAD_MAX bytes in all. A line may be long: a big site's
    #: Content-Security-Policy lists hundreds of hosts (20-40 KB), a sign-on redirect's Location carries a
    #: SAML request; browsers limit only the whole head
    max_header_line: int = 65536
    max_headers: int = 1000

    def __post_init__(self) -> None:
        if isinstance(self.connect_to, str):
            object.__setattr__(self, "connect_to", parse_connect_to(self.connect_to))
        nets = tuple(self.allow_cidrs)
        if any(isinstance(n, str) for n in nets):
            object.__setattr__(self, "allow_cidrs", parse_cidrs(str(n) for n in nets))
        else:
            object.__setattr__(self, "allow_cidrs", nets)
        if self.retries < 0 or self.retries > 2:
            raise ValueError(f"retries must be 0..2, got {self.retries}")

    @property
    def connect_map(self) -> ConnectToMap:
        assert isinstance(self.connect_to, ConnectToMap)
        return self.connect_to

    @property
    def allow_networks(self) -> tuple[IPNetwork, ...]:
        return self.allow_cidrs  # type: ignore[return-value]

    @classmethod
    def from_settings(cls, settings: Any, **overrides: Any) -> HttpConfig:
        """From CommonSettings (or a subclass): user agent, CONNECT_TO, ALLOW_CIDRS, http_* limits."""
        kw: dict[str, Any] = {
            "user_agent": settings.user_agent,
            "connect_to": settings.connect_to,
            "allow_cidrs": tuple(settings.fetch_allow_cidrs),
        }
        for name, attr in (
            ("connect_timeout_s", "http_connect_timeout_s"), ("read_timeout_s", "http_read_timeout_s"),
            ("total_timeout_s", "http_total_timeout_s"), ("max_bytes", "http_max_bytes"),
            ("max_decompressed_bytes", "http_max_decompressed_bytes"), ("retries", "http_retries"),
            ("max_connections", "http_max_connections"), ("large_connections", "http_large_connections"),
        ):
            if hasattr(settings, attr):
                kw[name] = getattr(settings, attr)
        kw.update(overrides)
        try:
            cfg = cls(**kw)
        except ValueError as exc:
            raise ConfigError([str(exc)]) from exc
        if cfg.connect_map:
            logger.warning("CHANGEWIRE_CONNECT_TO is set: DNS is replaced by a static map (tests/demos only)")
        if cfg.allow_networks:
            logger.warning("CHANGEWIRE_FETCH_ALLOW_CIDRS exempts %s from the SSRF block (tests/demos only)",
                           ",".join(str(n) for n in cfg.allow_networks))
        return cfg


@dataclass
class FetchResponse:
    """One HTTP response (after redirects). Error statuses are responses, not exceptions."""

    url: str
    final_url: str
    status: int
    headers: dict[str, str]
    body: bytes
    content_type: str | None
    charset: str | None
    redirects: list[str] = field(default_factory=list)
    elapsed_ms: float = 0.0
    dns_ms: float | None = None
    connect_ms: float | None = None
    first_byte_ms: float | None = None
    retry_after_s: float | None = None
    #: HTTP requests made (1 + retries + redirect hops)
    requests: int = 1
    #: attempts (1 + in-run retries)
    attempts: int = 1
    #: bytes received on the wire (before decompression)
    wire_bytes: int = 0
    #: the body was cut at the cap (only with `truncate=True`)
    truncated: bool = False
    #: the request this response answers carried the validators (If-None-Match / If-Modified-Since):
    #: only a 304 to such a request says "not modified"
    conditional: bool = False
    #: the If-None-Match / If-Modified-Since values that request carried (None when it carried none)
    sent_etag: str | None = None
    sent_last_modified: str | None = None

    @property
    def etag(self) -> str | None:
        return self.headers.get("etag")

    @property
    def last_modified(self) -> str | None:
        return self.headers.get("last-modified")

    def sniffed_charset(self) -> str | None:
        """The charset from BOM, header or <meta> (cheap; no statistical detection)."""
        return sniff_charset(self.body, self.charset)

    def text(self) -> str:
        """The body as text: charset from BOM, header, <meta>, then detection; bad bytes replaced."""
        return decode_body(self.body, self.charset)[0]


@dataclass
class _Timing:
    connect_ms: float = 0.0
    connected: bool = False
    #: connections opened (or tried) for this fetch attempt: a request that opened none went on a kept-alive one
    connections: int = 0


#: the timing record of the request being made in this task (read by the connector)
_TIMING: contextvars.ContextVar[_Timing | None] = contextvars.ContextVar("changewire_http_timing", default=None)


#: the longest response head read (status line and fields), bytes: Chrome's limit (256 KiB); a longer
#: one fails TOO_LARGE. It bounds a head's memory whatever the count and line limits allow.
_HEAD_MAX = 256 * 1024


class _ResponseHandler(ResponseHandler):
    """aiohttp's client protocol, tolerant of what browsers tolerate in a response head and after it.

    Each response head is held back until it is complete, then normalised before aiohttp's strict
    parser sees it (`_normalize_head`): duplicated identical Content-Length values are one, a
    Content-Length next to Transfer-Encoding is dropped (RFC 9112 §6.3: the latter wins), blanks
    between a field name and its colon are removed, lines that are no header field are skipped.
    Bytes after the end of a response — a body on a 204/304 (RFC 9112 §6.3 says there is none), more
    bytes than the Content-Length announced, anything after the last chunk (`_ChunkEnd`) — are
    dropped and the connection is not reused; aiohttp used to parse them as the next response, fail,
    and lose the response with it (or poison the next request on the kept-alive connection). So are
    bytes that arrive later, once the response is complete and before the next request is sent (the
    connection idling in the pool): aiohttp parsed them into a response it queued, and the next request
    on the connection — another sensor's page — read it as its answer without being asked. A connection
    that says anything unasked is closed, as Chrome drops a pooled socket with unread data.
    """

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__(loop)
        self._cw_scan = False
        self._cw_drop = False
        self._cw_buf: bytes | bytearray = b""
        #: bytes of `_cw_buf` already searched for the end of the head
        self._cw_seen = 0
        #: body bytes still expected of a Content-Length response (None: framing left to the parser)
        self._cw_left: int | None = None
        #: the chunked framing of the response being read (None: not chunked, or left to the parser)
        self._cw_chunks: _ChunkEnd | None = None
        self._cw_skip = False
        #: trailer bytes of the chunked body were withheld from the parser
        self._cw_withheld = False
        #: the response's framing is complete: any byte now is unasked (the connection idles until the next
        #: request's set_response_params)
        self._cw_done = False
        #: body bytes that came with the final head, fed to the parser after it (_cw_cut)
        self._cw_tail = b""

    def set_response_params(self, **kw: Any) -> None:
        self._cw_scan, self._cw_drop, self._cw_buf, self._cw_left, self._cw_seen = True, False, b"", None, 0
        self._cw_chunks = None
        self._cw_withheld, self._cw_done, self._cw_tail = False, False, b""
        self._cw_skip = bool(kw.get("skip_payload"))
        super().set_response_params(**kw)

    def data_received(self, data: bytes) -> None:
        if self._cw_drop:
            return
        if not data:
            super().data_received(data)
            return
        if self._cw_done:
            self._cw_unasked()
            return
        # (aiohttp's private state read defensively: a release that renames it only turns the scan off)
        if self._cw_left is not None:
            data = self._cw_body(data)
        elif self._cw_chunks is not None:
            data = self._cw_chunked(data)
        elif (self._cw_scan and getattr(self, "_parser", None) is not None
                and not getattr(self, "_upgraded", False)):
            data = self._cw_cut(data)
            if not data:
                reschedule = getattr(self, "_reschedule_timeout", None)
                if reschedule is not None:
                    reschedule()  # bytes arrived (a head still incomplete): the peer is not silent
                return
        if data:
            super().data_received(data)
        if self._cw_tail:
            tail, self._cw_tail = self._cw_tail, b""
            if self.transport is None or not self.transport.is_closing():  # (not after the head itself failed)
                super().data_received(tail)

    def set_exception(self, exc: BaseException, *args: Any, **kw: Any) -> None:
        # a parser error in the middle of a body (a framing field in a trailer the tracking left to the
        # parser, a bad chunk) failed the protocol but not the body being read, which then waited for
        # bytes that never come: a TIMEOUT where the answer is a malformed response
        payload = getattr(self, "_payload", None)
        if isinstance(exc, HttpProcessingError) and payload is not None and not payload.is_eof():
            with contextlib.suppress(Exception):
                payload.set_exception(aiohttp.ClientPayloadError(f"malformed body: {exc.message or exc}"))
        super().set_exception(exc, *args, **kw)

    def _cw_refuse(self, message: str) -> None:
        """Fail the response being read (the parser's own way: an HttpProcessingError the request sees)
        and drop the connection; nothing more it sends is read."""
        self._cw_drop, self._cw_scan, self._cw_buf = True, False, b""
        if self.transport is not None:
            self.transport.close()
        self.set_exception(HttpProcessingError(message=message))

    def _cw_unasked(self) -> None:
        """Bytes after a complete response, before the next request: dropped with the connection (closed now,
        so the pool, which only asks whether a connection is still open, never hands it out again)."""
        self._cw_drop, self._cw_scan, self._cw_buf = True, False, b""
        self.force_close()
        if self.transport is not None:
            self.transport.close()

    def _cw_body(self, data: bytes) -> bytes:
        left = self._cw_left or 0
        if len(data) <= left:
            self._cw_left = left - len(data)
            self._cw_done = self._cw_left == 0
            return data
        self._cw_left = 0
        self._cw_drop = True  # more than announced: the rest is junk, and so is the connection
        self.force_close()
        return data[:left]

    def _cw_chunked(self, data: bytes) -> bytes:
        tracker = self._cw_chunks
        assert tracker is not None
        end = tracker.feed(data)
        if end == _ChunkEnd.MALFORMED:
            self._cw_chunks = None  # the parser judges it
            return data
        trailers = tracker.trailers_at
        if tracker.bare:
            # lines ended by a bare LF (a hand-written encoder; browsers read them): CRLF for the parser
            data, end, trailers = _with_crs(data, tracker.bare), _shifted(end, tracker.bare), \
                _shifted(trailers, tracker.bare)
        if end >= 0:
            self._cw_chunks, self._cw_done = None, True
            if end < len(data):
                self._cw_drop = True  # bytes after the last chunk: junk, and so is the connection
                self.force_close()
                data = data[:end]
            if trailers >= 0 and (end - trailers > 2 or self._cw_withheld):
                # trailer fields are never read (browsers ignore them): withheld from the parser, which
                # refuses a framing field there (a 'Content-Length' trailer lost the whole page)
                return data[:trailers] + b"\r\n"
            return data
        if 0 <= trailers < len(data):
            self._cw_withheld = True  # trailer bytes so far (the blank line that ends them is still to come)
            return data[:trailers]
        return data

    def _cw_cut(self, data: bytes) -> bytes:
        """What of `data` goes to the parser: complete heads (normalised) and what follows the final one."""
        buf: bytes | bytearray
        if self._cw_buf:
            # appended in place and searched from where the last search stopped: a head dripped in tiny
            # pieces costs linear time, not quadratic
            self._cw_buf += data
            buf, scan_from = self._cw_buf, max(0, self._cw_seen - _HEAD_END_MAX + 1)
        else:
            buf, scan_from = data, 0
        out = bytearray()
        pos = 0
        #: every head so far passed unchanged (then `data` itself may go to the parser, uncopied)
        same = True
        while True:
            if pos < len(buf) and buf[pos] in _BEFORE_HEAD:
                skip = _head_start(buf, pos)
                if skip is None:
                    # only blank lines or stray bytes so far: held back until the head shows
                    self._cw_buf = bytearray(buf[pos:])
                    self._cw_seen = 0
                    return bytes(out)
                if skip != pos:
                    pos, same = skip, False
            lead = bytes(buf[pos:pos + 5]).upper()
            if lead and not b"HTTP/".startswith(lead):
                # the first bytes cannot begin a status line (another protocol on the port, an HTTP/0.9-style
                # body): nothing sent later makes them a response — said now, not after the read timeout
                # when the server then waits (an HTTP/2-only port, memcached, an SSH or SMTP daemon)
                first = bytes(buf[pos:pos + _QUOTE_MAX + 1]).partition(b"\n")[0].rstrip(b"\r")
                self._cw_refuse("no HTTP status line: " + _quoted(first))
                return b""
            start = max(pos, scan_from)
            # the head ends at its first empty line however its line ends are written: "\r\n\r\n", bare-LF
            # heads' "\n\n", and a mix ("\n\r\n": bare-LF lines, a CRLF blank), as browsers find it
            blank = _HEAD_END.search(buf, start)
            if blank is None:
                if len(buf) - pos > _HEAD_MAX:
                    self._cw_refuse(f"response head too large: more than {_HEAD_MAX} bytes")
                    return b""
                # a partial head: held back until it is complete
                self._cw_buf = buf if (pos == 0 and isinstance(buf, bytearray)) else bytearray(buf[pos:])
                self._cw_seen = len(self._cw_buf)
                return bytes(out)
            end = blank.end()
            if end - pos > _HEAD_MAX:
                self._cw_refuse(f"response head too large: {end - pos} bytes, more than {_HEAD_MAX}")
                return b""
            head = bytes(buf[pos:end])
            if not head.startswith(b"HTTP/") and head[:5].upper() != b"HTTP/":
                # llhttp also reads RTSP/ and ICE/ answers (an RTSP camera or a SIP box behind the name) as
                # a response with a status: no HTTP server answered, and browsers show nothing either
                self._cw_refuse("no HTTP status line: " + _quoted(head.partition(b"\n")[0].rstrip(b"\r")))
                return b""
            parts = head[:64].split(None, 2)
            code = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() and len(parts[1]) == 3 else 0
            normal, length = _normalize_head(head)
            same = same and normal is head
            out += normal
            pos = end
            if 100 <= code < 200 and code != 101:
                continue  # an interim response: the final one follows
            self._cw_scan, self._cw_buf = False, b""
            if (same and buf is data and length is not None and not self._cw_skip and code != 101
                    and code not in _NO_BODY_STATUSES and len(data) - end <= length):
                self._cw_left = length - (len(data) - end)  # the common case: nothing to cut or rewrite
                self._cw_done = self._cw_left == 0
                return data
            if same and buf is data and end == len(data) and code in _NO_BODY_STATUSES:
                self._cw_done = True
                return data
            rest = bytes(buf[end:])
            if code in _NO_BODY_STATUSES:
                self._cw_done = True
                if rest:
                    self._cw_drop = True
                    self.force_close()
                return bytes(out)
            if length is not None and not self._cw_skip and code != 101:
                self._cw_left = length
                rest = self._cw_body(rest)
            elif length is None and not self._cw_skip and code != 101 and _CHUNKED.search(head):
                self._cw_chunks = _ChunkEnd()
                rest = self._cw_chunked(rest)
                # chunks that came in the head's segment go to the parser in a feed of their own: chunking the
                # parser refuses (a bad chunk size) then fails that body, not the response before it — its status
                # and head are had (a redirect is followed: browsers never read its body), as when the chunks come
                # in a later segment. The answer no longer depends on where TCP cut the bytes
                self._cw_tail, rest = rest, b""
            out += rest
            return bytes(out)


#: the empty line that ends a response head ("\r\n\r\n" holds "\n\r\n"); as Chrome finds it, CRs between
#: the two LFs do not matter (a CGI that writes "\r\r\n"): a few are read
_HEAD_END = re.compile(rb"\n\r{0,4}\n")
_HEAD_END_MAX = 6
#: the first byte of a response that does not begin with its status line right away
_BEFORE_HEAD = frozenset(b"\r\n\t \0\xef\xfe\xff")
#: stray bytes before "HTTP/" read past (Chrome looks for the status line in the first 4 bytes)
_STRAY_MAX = 4


def _head_start(buf: bytes | bytearray, pos: int) -> int | None:
    """Where the status line of the response at `pos` begins, as browsers find it: blank lines before it
    skipped (a proxy's leftover CRLF, a script's stray newline), then up to _STRAY_MAX stray bytes before
    "HTTP/" (a BOM a PHP include echoed, a space, a NUL). None while too little has come to tell; `pos`
    itself when no status line is near (the parser refuses it: no HTTP response)."""
    i, n = pos, len(buf)
    while i < n and buf[i] in (0x0D, 0x0A):
        i += 1
        if i - pos > _HEAD_MAX:
            return pos
    window = bytes(buf[i:i + _STRAY_MAX + 5]).upper()
    at = window.find(b"HTTP/")
    if 0 <= at <= _STRAY_MAX:
        return i + at
    if len(window) < _STRAY_MAX + 5 and b"\n" not in window:
        return None
    return i if i > pos and window.startswith(b"HTTP") else pos


class _ChunkEnd:
    """Finds where a chunked body ends (RFC 9112 §7.1), so that bytes after it are not parsed as the
    next response. Conservative: anything it does not fully understand is MALFORMED and the framing
    is left to the parser."""

    MALFORMED = -2
    MORE = -1
    #: lines read before the tracking may be given up (MALFORMED): a body of a million one-byte chunks
    #: would otherwise cost seconds of Python per fetch; the C parser frames it alone
    MAX_LINES = 4096
    #: past MAX_LINES the tracking goes on while the lines average at least this many bytes: a server
    #: writing a table row per chunk (thousands of ~100-byte chunks) is still framed here, so a framing
    #: field in its trailer does not lose the page; tiny chunks (a flood) are left to the parser. Its cost
    #: stays bounded: ~3 µs a line, at most one line per LINE_BYTES received
    LINE_BYTES = 32
    __slots__ = ("state", "line", "left", "lines", "trailers_at", "received", "bare")

    def __init__(self) -> None:
        self.state = 0  # 0 size line, 1 data, 2 CRLF after data, 3 trailer lines
        self.line = bytearray()
        self.left = 0
        self.lines = 0
        self.received = 0
        #: after `feed`: the index in its data where the trailer section (after the last chunk's size
        #: line) begins, 0 when it began before; -1 when the data holds none of it
        self.trailers_at = -1
        #: after `feed`: the indexes in its data of line ends written as a bare LF (browsers read those
        #: lines, the parser does not: the caller writes a CR before each)
        self.bare: list[int] = []

    def feed(self, data: bytes) -> int:
        """The index in `data` just past the end of the body, MORE, or MALFORMED."""
        i, n = 0, len(data)
        self.received += n
        self.trailers_at = 0 if self.state == 3 else -1
        self.bare = []
        while i < n:
            if self.state == 1:
                take = min(self.left, n - i)
                i += take
                self.left -= take
                if not self.left:
                    self.state = 2
                    if data[i:i + 2] == b"\r\n":  # the common case, without the line machinery
                        i += 2
                        self.lines += 1
                        self.state = 0
                continue
            j = data.find(b"\n", i)
            if j < 0:
                self.line += data[i:]
                return self.MALFORMED if len(self.line) > 16384 else self.MORE
            if (data[j - 1] if j > i else self.line[-1] if self.line else 0) != 0x0D:
                self.bare.append(j)
            if self.line:
                self.line += data[i:j]
                line = bytes(self.line).rstrip(b"\r")
                self.line.clear()
            else:
                line = data[i:j].rstrip(b"\r")
            i = j + 1
            self.lines += 1
            if self.lines > self.MAX_LINES and self.lines * self.LINE_BYTES > self.received:
                return self.MALFORMED
            if self.state == 0:
                size = line.split(b";", 1)[0].rstrip(b" \t") if b";" in line or line[-1:] in b" \t" else line
                if not size or len(size) > 16 or size.strip(_HEX_DIGITS):
                    return self.MALFORMED
                self.left = int(size, 16)
                self.state = 1 if self.left else 3
                if not self.left:
                    self.trailers_at = i
            elif self.state == 2:
                if line:
                    return self.MALFORMED
                self.state = 0
            elif not line:  # state 3: the blank line after the trailers ends the body
                return i
        return self.MORE


def _with_crs(data: bytes, lfs: list[int]) -> bytes:
    """`data` with a CR written before each LF at the indexes `lfs` (ascending)."""
    out, pos = bytearray(), 0
    for j in lfs:
        out += data[pos:j]
        out += b"\r"
        pos = j
    out += data[pos:]
    return bytes(out)


def _shifted(index: int, lfs: list[int]) -> int:
    """An index of `data` (negative: none) as it is once a CR is written before each LF at `lfs`."""
    return index if index < 0 else index + sum(1 for j in lfs if j < index)


_HEX_DIGITS = b"0123456789abcdefABCDEF"
#: a Transfer-Encoding whose last coding is chunked
_CHUNKED = re.compile(rb"(?im)^transfer-encoding[ \t]*:[^\n]*chunked[ \t]*\r?$")


_TOKEN = rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+"
#: a field name followed by blanks before its colon
_WS_COLON = re.compile(rb"(?m)^(" + _TOKEN + rb")[ \t]+:")
_FIELD = re.compile(rb"(" + _TOKEN + rb")[ \t]*:[ \t]*(.*?)[ \t]*\r?$", re.S)


#: a line after the status line that is neither a header field with its colon right after the name
#: nor the blank line ending the head (then the head needs _normalize_head_slow)
_BARE_CR = re.compile(rb"\r(?!\n)")
_CR_RUN_LF = re.compile(rb"\r\r+\n")
_ODD_LINE = re.compile(rb"\n(?!" + _TOKEN + rb":|\r?\n|\r?$)")
_CL_FIELD = re.compile(rb"(?i)\ncontent-length:[ \t]*([^\r\n]*?)[ \t]*(?=\r?\n|\r?$)")
_TE_FIELD = re.compile(rb"(?i)\ntransfer-encoding:")


#: a Content-Length of more digits than this is read as _CL_HUGE (the parser's 64 bits would overflow)
_CL_DIGITS = 18
#: more than any body cap: "announced more than the cap" (TOO_LARGE), or a body cut at a truncating cap
_CL_HUGE = 10**18
_STATUS_PREFIXES = (b"HTTP/1.1 ", b"HTTP/1.0 ")
_STATUS_LINE = re.compile(rb"(?i)HTTP/([0-9])(?:\.([0-9]))?[ \t]+([0-9]{3})(?=[ \t\r\n])")


def _status_line(head: bytes) -> bytes:
    """`head` with its status line as the parser takes it: browsers read the protocol name in any case
    ('http/1.1'), a version without minor or beyond 1.1 ('HTTP/2 200' from a misconfigured proxy) as
    HTTP/1.1, and blanks after it; anything else (HTTP/0.9, garbage) is left for the parser to refuse."""
    if head.startswith(_STATUS_PREFIXES) and head[9:12].isdigit() and head[12:13] in (b" ", b"\r", b"\n"):
        return head
    m = _STATUS_LINE.match(head)
    if m is None or m.group(1) == b"0":
        return head
    version = b"HTTP/1.0" if m.group(1) == b"1" and m.group(2) == b"0" else b"HTTP/1.1"
    return version + b" " + m.group(3) + head[m.end():]


def _normalize_head(head: bytes) -> tuple[bytes, int | None]:
    """`_normalize_head_slow`, answered at the cost of three regex searches for the common head that
    needs nothing: a plain status line, every line a field with its colon after the name, at most one
    Content-Length of one value that fits, not beside Transfer-Encoding (~20 µs → ~3 µs for a 15-field
    head, on every response)."""
    if _ODD_LINE.search(head) is None and _status_line(head) is head and head.count(b"\r") == head.count(b"\r\n"):
        cls = _CL_FIELD.findall(head)
        if not cls:
            return head, None
        if len(cls) == 1 and b"," not in cls[0] and len(cls[0]) <= _CL_DIGITS and _TE_FIELD.search(head) is None:
            return head, (int(cls[0]) if cls[0].isdigit() else None)
    return _normalize_head_slow(head)


def _normalize_head_slow(head: bytes) -> tuple[bytes, int | None]:
    """A response head as browsers read it, and its Content-Length when that frames the body
    (one value, no Transfer-Encoding). Heads that need nothing are returned as they are.

    The status line is read as browsers read it (`_status_line`). Lines that are no header field (no
    colon, an empty or spaced name, a continuation with nothing to continue) are dropped; blanks before
    a colon removed; identical Content-Length values are one; one of more than _CL_DIGITS digits is
    _CL_HUGE; a Content-Length next to Transfer-Encoding is dropped (RFC 9112 §6.3), but a
    Transfer-Encoding of only `identity` is (it names no coding)."""
    original = head
    head = _status_line(head)
    if head.count(b"\r") != head.count(b"\r\n"):
        # CRs before a line's end are its end ("\r\r\n"); a CR that ends no line, inside a field value, is a
        # space: RFC 9112 §2.2 lets a recipient read it so (a script's stray "\r" need not lose the page)
        head = _BARE_CR.sub(b" ", _CR_RUN_LF.sub(b"\r\n", head))
    changed = head is not original
    lines = head.split(b"\n")
    out: list[bytes] = [lines[0]]
    values: list[bytes] = []
    has_te = False
    #: Transfer-Encoding fields naming only "identity"
    identity_at: list[int] = []
    cl_at = -1
    field_before = False
    for line in lines[1:]:
        if not line or line == b"\r":
            out.append(line)  # the blank line that ends the head
            continue
        if line[:1] in (b" ", b"\t"):  # obs-fold: a continuation of the field before
            if field_before:
                out.append(line)
            else:
                changed = True
            continue
        m = _FIELD.match(line)
        if m is None:
            changed, field_before = True, False
            continue
        field_before = True
        if line[len(m.group(1)):len(m.group(1)) + 1] != b":":
            line = _WS_COLON.sub(rb"\1:", line)
            changed = True
        name = m.group(1).lower()
        if name == b"content-length":
            values += [v.strip() for v in m.group(2).split(b",")]
            if cl_at < 0:
                cl_at = len(out)
                out.append(line)
            else:
                changed = True
            continue
        if name == b"transfer-encoding":
            if all(c.strip().lower() in (b"identity", b"") for c in m.group(2).split(b",")):
                identity_at.append(len(out))
            else:
                has_te = True
        out.append(line)
    length = None
    if cl_at >= 0 and identity_at and not has_te:
        # "identity" is no transfer coding (RFC 2616's, dropped since RFC 7230): the field says nothing,
        # and browsers frame the body by its Content-Length (without one the body runs to the close anyway)
        cl_at -= sum(1 for i in identity_at if i < cl_at)
        out = [x for i, x in enumerate(out) if i not in identity_at]
        changed = True
    if cl_at >= 0:
        if has_te:
            del out[cl_at]  # Transfer-Encoding decides the framing
            changed = True
        elif len(set(values)) != 1 or not values[0].isdigit() or not values[0].isascii():
            return head, None  # conflicting or malformed: the parser refuses it, rightly
        else:
            value = values[0] if len(values[0]) <= _CL_DIGITS else (
                values[0].lstrip(b"0") or b"0") if len(values[0].lstrip(b"0")) <= _CL_DIGITS else b"%d" % _CL_HUGE
            length = int(value)
            if len(values) > 1 or value is not values[0]:
                cr = b"\r" if out[cl_at].endswith(b"\r") else b""
                out[cl_at] = b"Content-Length: " + value + cr
                changed = True
    return (b"\n".join(out) if changed else original), length


class _TimedConnector(aiohttp.TCPConnector):
    """Measures new connections (TCP + TLS) for the request in progress; cheaper than a TraceConfig."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._factory = functools.partial(_ResponseHandler, loop=self._loop)

    async def _create_connection(self, *args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await super()._create_connection(*args, **kwargs)  # type: ignore[misc]
        finally:
            t = _TIMING.get()
            if t is not None:
                t.connect_ms += (time.perf_counter() - t0) * 1000.0
                t.connected = True
                t.connections += 1


class _CheckedResolver(AbstractResolver):
    """aiohttp's resolver: hands out only addresses that passed the SSRF check."""

    def __init__(self, client: HttpClient) -> None:
        self._client = client

    async def resolve(self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET) -> list[ResolveResult]:
        addrs, _ = await self._client.resolve(host, port)
        return [
            ResolveResult(
                hostname=host, host=str(ip), port=p,
                family=socket.AF_INET6 if ip.version == 6 else socket.AF_INET,
                proto=0, flags=socket.AI_NUMERICHOST,
            )
            for ip, p in addrs
        ]

    async def close(self) -> None:
        return None


async def _get(session: aiohttp.ClientSession, target: URL, headers: Mapping[str, str],
               timing: _Timing) -> aiohttp.ClientResponse:
    """One GET of `target` (redirects not followed), asked again once on a new connection when the kept-alive
    connection it went on was closed by the server meanwhile, or answered with the server's idle "408"."""
    opened = timing.connections
    try:
        resp = await session.get(target, headers=headers, allow_redirects=False)
    except (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError) as exc:
        if timing.connections != opened or isinstance(exc, aiohttp.ClientConnectorError):
            raise  # lost on a connection of its own: the server's answer (retried in-run, spaced)
        # a kept-alive connection the server closed while it sat in the pool: asked again once, on a new
        # connection, as browsers do
        return await session.get(target, headers=headers, allow_redirects=False)
    if resp.status == 408 and timing.connections == opened:
        # "408 Request Timeout" on a kept-alive connection is the server's idle timer, not an answer to this
        # request (Chrome asks again on a new connection too)
        resp.close()
        resp = await session.get(target, headers=headers, allow_redirects=False)
    return resp


class HttpClient:
    """Owns aiohttp sessions (a page pool and a separate small pool for large downloads).

    `async with HttpClient(cfg) as client:` or call `await client.close()` when done.
    """

    def __init__(self, cfg: HttpConfig | None = None) -> None:
        self.cfg = cfg or HttpConfig()
        self._session: aiohttp.ClientSession | None = None
        self._large_session: aiohttp.ClientSession | None = None
        self._large_slots: asyncio.Semaphore | None = None
        self._dns_cache: dict[tuple[str, int], tuple[float, list[tuple[IPAddress, int]]]] = {}
        self._closed = False
        #: SSRF denials by rule since start (callers export them as metrics)
        self.denials: dict[str, int] = {}
        #: request headers every fetch sends (copied per fetch, never mutated)
        self._base_headers: dict[str, str] = {
            "Accept": self.cfg.accept,
            "Accept-Encoding": "gzip, deflate, br, zstd",
            "Accept-Language": self.cfg.accept_language,
        }

    async def __aenter__(self) -> HttpClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def _make_session(self, limit: int) -> aiohttp.ClientSession:
        c = self.cfg
        connector = _TimedConnector(
            resolver=_CheckedResolver(self), use_dns_cache=False, limit=limit,
            limit_per_host=min(limit, c.max_connections_per_host), enable_cleanup_closed=True,
        )
        session = aiohttp.ClientSession(
            connector=connector,
            timeout=aiohttp.ClientTimeout(total=None, connect=c.connect_timeout_s, sock_connect=c.connect_timeout_s,
                                          sock_read=c.read_timeout_s),
            auto_decompress=False,
            cookie_jar=aiohttp.DummyCookieJar(),
            trust_env=False,
            max_line_size=c.max_header_line,
            max_field_size=c.max_header_line,
            max_headers=c.max_headers,
            headers={"User-Agent": c.user_agent},
        )
        # aiohttp sends a GET again at once, on a new connection, whenever the connection is lost before the
        # answer — also a connection just opened: a server resetting every request got each of them twice, the
        # second in the same millisecond (past the politeness spacing and the retry count). Only a kept-alive
        # connection the server had closed meanwhile is asked again at once (_hops; RFC 9112 §9.3.1)
        if hasattr(session, "_retry_connection"):
            session._retry_connection = False
        return session

    def _sessions(self, large: bool) -> aiohttp.ClientSession:
        if self._closed:
            raise RuntimeError("HttpClient is closed")
        if self._session is None:
            self._session = self._make_session(self.cfg.max_connections)
            self._large_slots = asyncio.Semaphore(self.cfg.large_connections)
        if large:
            if self._large_session is None:
                self._large_session = self._make_session(self.cfg.large_connections)
            return self._large_session
        return self._session

    async def close(self) -> None:
        self._closed = True
        for s in (self._session, self._large_session):
            if s is not None:
                await s.close()
        self._session = self._large_session = None

    # ------------------------------------------------------------------ resolution + SSRF

    def _deny(self, rule: str, url: str, detail: str) -> FetchError:
        self.denials[rule] = self.denials.get(rule, 0) + 1
        return FetchError(FailureClass.BLOCKED_DESTINATION, url, detail, rule=rule)

    async def resolve(self, host: str, port: int, *, url: str = "") -> tuple[list[tuple[IPAddress, int]], float]:
        """Checked (address, port) pairs for host:port, and the resolution time in ms.

        Raises FetchError: BLOCKED_DESTINATION when the name or ANY address is forbidden, DNS when
        nothing resolves (with CHANGEWIRE_CONNECT_TO set, an unlisted name does not resolve).
        """
        url = url or f"//{host}:{port}"
        h = host.strip().lower()
        if h.startswith("[") and h.endswith("]"):
            h = h[1:-1]
        h = h.rstrip(".") if not h.endswith("..") else h
        rule = check_host_name(h)
        if rule:
            raise self._deny(rule, url, f"{host} always means this machine")
        key = (h, port)
        cached = self._dns_cache.get(key)
        now = time.monotonic()
        if cached is not None and cached[0] > now:
            return cached[1], 0.0
        t0 = time.perf_counter()
        try:
            literal = host_ip(h)
        except InvalidHost as exc:
            raise self._deny("invalid_ip_literal", url, str(exc)) from None
        cmap = self.cfg.connect_map
        allow = self.cfg.allow_networks
        addrs: list[tuple[IPAddress, int]]
        if literal is not None:
            mapped = cmap.lookup(h, port) if cmap else None
            if mapped is not None:
                addrs = [mapped]
            else:
                rule = check_address(literal, allow)
                if rule is not None:
                    raise self._deny(rule, url, f"address {literal} is forbidden ({rule})")
                if cmap and not any(literal in n for n in allow if n.version == literal.version):
                    # with CONNECT_TO set the map is the whole internet: an unlisted address is unreachable
                    raise FetchError(FailureClass.DNS, url, f"{literal} is not listed in CHANGEWIRE_CONNECT_TO")
                addrs = [(literal, port)]
        elif cmap:
            mapped = cmap.lookup(h, port)
            if mapped is None:
                raise FetchError(FailureClass.DNS, url, f"{h} is not listed in CHANGEWIRE_CONNECT_TO")
            addrs = [mapped]
        elif is_non_public_name(h):
            raise FetchError(FailureClass.DNS, url, f"{h} is a special-use name that does not resolve publicly")
        else:
            addrs = await self._getaddrinfo(h, port, url)
        dns_ms = (time.perf_counter() - t0) * 1000.0
        for ip, _p in addrs:
            rule = check_address(ip, allow)
            if rule is not None:
                raise self._deny(rule, url, f"{h} resolves to a forbidden address {ip} ({rule})")
        if literal is not None and literal.version == 4:
            canonical = str(literal)
            if h != canonical:
                raise self._deny("non_canonical_ip", url, f"IPv4 literal {host!r} is not in canonical form")
        if len(self._dns_cache) > 20000:
            self._dns_cache.clear()
        self._dns_cache[key] = (now + self.cfg.dns_cache_ttl_s, addrs)
        return addrs, dns_ms

    async def _getaddrinfo(self, host: str, port: int, url: str) -> list[tuple[IPAddress, int]]:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(self.cfg.dns_timeout_s):
                infos = await loop.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
        except TimeoutError:
            raise FetchError(FailureClass.DNS, url, f"DNS lookup of {host} timed out", retryable=True) from None
        except (socket.gaierror, UnicodeError, OSError) as exc:
            raise FetchError(FailureClass.DNS, url, f"cannot resolve {host}: {exc}") from exc
        out: list[tuple[IPAddress, int]] = []
        seen: set[tuple[IPAddress, int]] = set()
        for family, _t, _p, _c, sockaddr in infos:
            if family not in (socket.AF_INET, socket.AF_INET6):
                continue
            ip = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
            item = (ip, int(sockaddr[1]))
            if item not in seen:
                seen.add(item)
                out.append(item)
        if not out:
            raise FetchError(FailureClass.DNS, url, f"{host} has no address")
        return out

    async def host_exists(self, host: str) -> bool:
        """Whether `host` resolves (honours CHANGEWIRE_CONNECT_TO: an unlisted name does not)."""
        h = host.strip().lower().rstrip(".")
        if not h or check_host_name(h):
            return False
        try:
            literal = host_ip(h)
        except InvalidHost:
            return False
        cmap = self.cfg.connect_map
        if cmap:
            return cmap.lists(h)
        if literal is not None:
            return True
        if is_non_public_name(h):
            return False
        try:
            await self._getaddrinfo(h, 443, f"//{h}")
        except FetchError:
            return False
        return True

    # ------------------------------------------------------------------ fetch

    async def fetch(
        self,
        url: str,
        etag: str | None = None,
        last_modified: str | None = None,
        max_bytes: int | None = None,
        follow_redirects: bool = True,
        accept: str | None = None,
        *,
        headers: Mapping[str, str] | None = None,
        retries: int | None = None,
        retry_min_wait_s: float = 0.0,
        truncate: bool = False,
        large: bool = False,
        hop_guard: Callable[[str], Awaitable[None]] | None = None,
        validators_url: str | None = None,
        json_body: bytes | None = None,
    ) -> FetchResponse:
        """GET `url` (or POST `json_body` to it, for an API that answers only a POST: Workday's job search;
        a 301/302/303 then goes on with a GET, a 307/308 with the same POST, as browsers do; no validators
        are sent with a POST). Returns any HTTP response (4xx/5xx/unfollowed 3xx included); raises FetchError.

        `etag` / `last_modified` are sent (If-None-Match / If-Modified-Since) only to the URL they came
        from — `validators_url`, by default `url` itself — never to another redirect hop: a validator of
        one resource matched against another (an If-Modified-Since any older page passes) answers 304
        for a page never read. `FetchResponse.conditional` says whether the final request carried them.

        `hop_guard(url)` is awaited before each redirect hop is requested (after its address passed the
        SSRF check) and may raise FetchError to refuse it: robots.txt of the hop's origin
        (robots.HopGuard) — the caller checked the first URL itself.

        `max_bytes` caps the raw body (default cfg.max_bytes); with `truncate=True` a longer body is
        cut instead of failing TOO_LARGE. `retries` (≤ 2, default cfg.retries) re-tries timeouts,
        connection errors, 429 and 5xx with jittered backoff of at least `retry_min_wait_s` (pass the
        domain's politeness spacing). `large=True` uses the separate large-download pool.
        """
        started = time.perf_counter()
        n_retries = self.cfg.retries if retries is None else max(0, min(2, retries))
        if retry_min_wait_s > self.cfg.retry_max_wait_s:
            n_retries = 0  # a retry sooner than the politeness spacing allows would be impolite
        state = {"attempts": 0, "requests": 0}
        if json_body is not None:
            etag = last_modified = None  # (a precondition on a POST means something else: 412, not 304)
        args = (url, etag, last_modified, max_bytes, follow_redirects, accept, headers, truncate, large, state, hop_guard,
                validators_url, json_body)
        try:
            # the first attempt runs bare (the common case); tenacity takes over only to retry
            try:
                first: FetchResponse = await self._attempt(*args)
            except FetchError as exc:
                if n_retries == 0 or not exc.retryable:
                    raise
                resp = await self._retry(args, None, exc, started, n_retries, retry_min_wait_s)
            else:
                if n_retries == 0 or not _wants_retry(first, self.cfg.retry_max_wait_s):
                    first.attempts, first.requests = state["attempts"], state["requests"]
                    first.elapsed_ms = (time.perf_counter() - started) * 1000.0
                    return first
                resp = await self._retry(args, first, None, started, n_retries, retry_min_wait_s)
        except FetchError as exc:
            exc.attempts = state["attempts"]
            exc.requests = state["requests"]
            exc.elapsed_ms = (time.perf_counter() - started) * 1000.0
            raise
        resp.attempts = state["attempts"]
        resp.requests = state["requests"]
        resp.elapsed_ms = (time.perf_counter() - started) * 1000.0
        return resp

    async def _retry(self, args: tuple[Any, ...], first: FetchResponse | None, first_exc: FetchError | None,
                     started: float, n_retries: int, retry_min_wait_s: float) -> FetchResponse:
        """The in-run retries after a first attempt that answered `first` or raised `first_exc` (transient).

        The whole fetch, retries and their waits included, ends within the total timeout: a retry is made only
        when, after its wait, a quarter of that time is left, and it gets what is left (a server dripping its
        body or stalling used to cost three total timeouts and the waits between them); a retry cut short by
        that deadline leaves the last answer standing."""
        cfg = self.cfg
        deadline = started + cfg.total_timeout_s
        min_left_s = cfg.total_timeout_s / 4

        def no_time_for(wait_s: float) -> bool:
            return deadline - time.perf_counter() - wait_s < min_left_s

        def wait(rs: tenacity.RetryCallState) -> float:
            base = cfg.retry_backoff_s * (2 ** rs.attempt_number)
            w = random.uniform(0.5 * base, 1.5 * base)  # noqa: S311 - jitter, not crypto
            out = rs.outcome
            if out is not None and not out.failed:
                ra = out.result().retry_after_s
                if ra is not None:
                    w = max(w, ra)
            return min(cfg.retry_max_wait_s, max(w, retry_min_wait_s))

        def should_retry(rs: tenacity.RetryCallState) -> bool:
            out = rs.outcome
            if out is None:
                return False
            if out.failed:
                exc = out.exception()
                return isinstance(exc, FetchError) and exc.retryable
            return _wants_retry(out.result(), cfg.retry_max_wait_s)

        def stop(rs: tenacity.RetryCallState) -> bool:
            return rs.attempt_number >= n_retries or no_time_for(rs.upcoming_sleep)

        last: list[FetchResponse] = [first] if first is not None else []

        async def again(*a: Any) -> FetchResponse:
            try:
                r = await self._attempt(*a, timeout_s=max(0.0, deadline - time.perf_counter()))
            except FetchError as exc:
                if exc.failure_class == FailureClass.TIMEOUT and last and time.perf_counter() >= deadline - 0.01:
                    return last[-1]  # cut short by the fetch's own time: the last answer stands
                raise
            last.append(r)
            return r

        # the first attempt's outcome decides the first wait (Retry-After, backoff ≥ spacing)
        delay = _first_wait(first_exc, first, cfg, retry_min_wait_s)
        if no_time_for(delay):
            if first_exc is not None:
                raise first_exc
            assert first is not None
            return first
        retrying = tenacity.AsyncRetrying(
            stop=stop,
            wait=wait,
            retry=should_retry,
            before_sleep=None,
            retry_error_callback=lambda rs: rs.outcome.result() if rs.outcome else None,  # type: ignore[union-attr]
            reraise=True,
        )
        await asyncio.sleep(delay)
        resp: FetchResponse = await retrying(again, *args)
        return resp

    async def _attempt(
        self,
        url: str,
        etag: str | None,
        last_modified: str | None,
        max_bytes: int | None,
        follow_redirects: bool,
        accept: str | None,
        extra_headers: Mapping[str, str] | None,
        truncate: bool,
        large: bool,
        state: dict[str, int],
        hop_guard: Callable[[str], Awaitable[None]] | None = None,
        validators_url: str | None = None,
        json_body: bytes | None = None,
        *,
        timeout_s: float | None = None,
    ) -> FetchResponse:
        state["attempts"] += 1
        limit = self.cfg.total_timeout_s if timeout_s is None else min(timeout_s, self.cfg.total_timeout_s)
        # the hops asked so far, kept here: a fetch the total timeout ends mid-chain reports the hop it was on (the
        # last URL asked), not the URL it started from
        chain: list[str] = []
        try:
            async with asyncio.timeout(limit):
                return await self._hops(url, etag, last_modified, max_bytes, follow_redirects, accept,
                                        extra_headers, truncate, large, state, hop_guard, validators_url, json_body,
                                        chain=chain)
        except TimeoutError:
            raise FetchError(FailureClass.TIMEOUT, url, f"no complete response within {self.cfg.total_timeout_s:g}s",
                             redirects=list(chain), retryable=True) from None
        except FetchError:
            raise
        except Exception as exc:  # noqa: BLE001
            # whatever a hostile server makes the stack raise is a failed fetch, never a crashed handler
            logger.warning("fetch of %s failed unexpectedly: %s: %s", url, type(exc).__name__, exc)
            logger.debug("fetch of %s failed unexpectedly", url, exc_info=True)
            raise FetchError(FailureClass.UNKNOWN, url, _one_line(f"{type(exc).__name__}: {exc}")[:300]) from exc

    async def _hops(
        self,
        url: str,
        etag: str | None,
        last_modified: str | None,
        max_bytes: int | None,
        follow_redirects: bool,
        accept: str | None,
        extra_headers: Mapping[str, str] | None,
        truncate: bool,
        large: bool,
        state: dict[str, int],
        hop_guard: Callable[[str], Awaitable[None]] | None = None,
        validators_url: str | None = None,
        json_body: bytes | None = None,
        *,
        chain: list[str] | None = None,
    ) -> FetchResponse:
        t0 = time.perf_counter()
        hdrs = self._base_headers.copy()
        if accept:
            hdrs["Accept"] = accept
        if extra_headers:
            hdrs.update(extra_headers)
        redirects: list[str] = [] if chain is None else chain
        current = request_url(url)  # as a browser requests it; credentials stripped: never sent or reported
        # a validator that cannot be sent (a control character a server once put in it) is left out: the page
        # is asked for unconditionally rather than the request refused on every run
        etag, last_modified = sendable_field_value(etag), sendable_field_value(last_modified)
        if etag:
            hdrs["If-None-Match"] = etag
        if last_modified:
            hdrs["If-Modified-Since"] = last_modified
        validating = bool(etag or last_modified)
        validators_at = current if validators_url is None or not validating else request_url(validators_url)
        #: `hdrs` without the validators: built when a hop other than theirs is asked (a redirect: rarely)
        plain = None if validating else hdrs
        #: this fetch's cookie jar: (name, domain, host-only) → value — a cookie goes back to the host that set
        #: it, or with a Domain attribute to every host under that domain, as browsers send it
        jar: CookieJar = {}
        cookies: dict[str, str] = {}
        #: (URL, cookies sent to it): coming back to a URL is a loop only if nothing changed meanwhile —
        #: "set a cookie and redirect to yourself" is how many sites start a session
        seen = {(current, frozenset(cookies.items()))}
        dns_total = 0.0
        timing = _Timing()
        session = self._sessions(large)
        while True:
            target = self._parse_target(current, url, redirects)
            if target.explicit_port in BAD_PORTS:
                refused = self._deny("bad_port", current, f"port {target.explicit_port} is not for HTTP "
                                     "(browsers refuse it: another protocol's server)")
                refused.redirects = list(redirects)
                raise refused
            try:
                _addrs, dns_ms = await self.resolve(target.raw_host or "", target.port or 0, url=current)
            except FetchError as exc:
                # a hop to a dead or forbidden name: report the chain (the hop is the final URL)
                exc.redirects = exc.redirects or list(redirects)
                raise
            dns_total += dns_ms
            if redirects and hop_guard is not None:
                try:
                    await hop_guard(current)  # e.g. robots.txt of the hop's origin: may refuse it
                except FetchError as exc:
                    exc.redirects = exc.redirects or list(redirects)
                    raise
            conditional = validating and current == validators_at
            if conditional:
                hop_headers = hdrs
            else:
                if plain is None:
                    plain = {k: v for k, v in hdrs.items() if k not in ("If-None-Match", "If-Modified-Since")}
                hop_headers = plain
            if cookies:
                hop_headers = {**hop_headers, "Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items())}
            state["requests"] += 1
            try:
                _TIMING.set(timing)
                if json_body is None:
                    resp = await _get(session, target, hop_headers, timing)
                    if resp.status == 412 and conditional:
                        # a GET whose If-None-Match matched is answered 304 (RFC 9110 §13.1.2: 412 is for other
                        # methods): a server answering 412 to a validated GET refuses the validator, not the page.
                        # Asked again once without the validators — else a validator once stored fails every run
                        resp.release()
                        conditional = False
                        if plain is None:
                            plain = {k: v for k, v in hdrs.items() if k not in ("If-None-Match", "If-Modified-Since")}
                        hop_headers = {**plain, "Cookie": hop_headers["Cookie"]} if "Cookie" in hop_headers else plain
                        state["requests"] += 1
                        resp = await _get(session, target, hop_headers, timing)
                else:
                    resp = await session.post(target, headers={**hop_headers, "Content-Type": "application/json"},
                                              data=json_body, allow_redirects=False)
            except FetchError:
                raise
            except (TimeoutError, aiohttp.ServerTimeoutError) as exc:
                if isinstance(exc, aiohttp.ConnectionTimeoutError):
                    why = f"no connection within {self.cfg.connect_timeout_s:g}s"
                elif isinstance(exc, aiohttp.SocketTimeoutError):
                    why = f"the server sent nothing for {self.cfg.read_timeout_s:g}s"
                else:
                    why = str(exc) or type(exc).__name__
                raise FetchError(FailureClass.TIMEOUT, current, f"timed out: {why}", redirects=redirects,
                                 retryable=True) from None
            except aiohttp.ClientError as exc:
                raise self._map_client_error(exc, current, redirects) from exc
            except ValueError as exc:  # yarl/aiohttp reject a malformed URL or header
                raise FetchError(FailureClass.UNKNOWN, current, f"malformed request: {exc}", redirects=redirects) from exc
            first_byte_ms = (time.perf_counter() - t0) * 1000.0
            try:
                location = resp.headers.get("Location")
                ambiguous = bool(location) and resp.status in REDIRECT_STATUSES and _locations_differ(resp)
                if ambiguous:
                    # browsers refuse a redirect naming two targets (Chrome:
                    # ERR_RESPONSE_HEADERS_MULTIPLE_LOCATION): neither is followed, the 3xx is the answer
                    location = None
                if follow_redirects and resp.status in REDIRECT_STATUSES and location:
                    self._remember_cookies(resp, jar, current)
                    await self._discard(resp)
                    if json_body is not None and resp.status in (301, 302, 303):
                        json_body = None  # (the redirect's target is read with a GET, as browsers do)
                    nxt = self._next_hop(current, location, redirects)
                    redirects.append(nxt)
                    if len(redirects) > self.cfg.max_redirects:
                        raise FetchError(FailureClass.REDIRECT, url,
                                         f"more than {self.cfg.max_redirects} redirects", redirects=redirects)
                    cookies = _cookies_for(jar, _url_host(nxt), nxt)
                    key = (nxt, frozenset(cookies.items()))
                    if key in seen:
                        raise FetchError(FailureClass.REDIRECT, url, f"redirect loop at {nxt}", redirects=redirects)
                    seen.add(key)
                    current = nxt
                    continue
                if resp.status in _NO_BODY_STATUSES:
                    body, wire, truncated = b"", 0, False  # never a body (RFC 9110 §15.3.5, §15.4.5): nothing to read
                else:
                    # an answer that is not the page (4xx, 5xx, a 3xx not followed) is judged by its status; its body
                    # is read only for what it says (a wall, a quota): one over the cap — a 410 or a 503 serving a gzip
                    # bomb — is cut there, and one cut short, stalled or not decodable is kept as far as it came.
                    # Failed as if no answer came, a 429 asking for an hour was retried at once and paused nothing, a
                    # 404 was no PAGE_REMOVED
                    error = not 200 <= resp.status < 300
                    cap = self.cfg.max_bytes if max_bytes is None else max_bytes
                    body, wire, truncated = await self._read_body(
                        resp, current, min(cap, ERROR_BODY_MAX) if error else max_bytes, truncate or error, large,
                        redirects, partial=error)
            finally:
                resp.release()
            headers = _headers_dict(resp)
            if ambiguous:  # both targets, not the last one alone
                headers["location"] = ", ".join(v.strip() for v in resp.headers.getall("Location", ()))
            types = resp.headers.getall("Content-Type", ())
            # several fields are read as one list, as browsers read them (Fetch: "extract a MIME type")
            mime, charset = parse_content_type(", ".join(types) if len(types) > 1 else headers.get("content-type"))
            retry_after = None
            if "retry-after" in headers:
                retry_after = parse_retry_after(headers.get("retry-after"), utcnow(), date=headers.get("date"))
            return FetchResponse(
                url=url, final_url=current, status=resp.status, headers=headers, body=body,
                content_type=mime, charset=charset, redirects=redirects,
                dns_ms=dns_total, connect_ms=timing.connect_ms if timing.connected else None,
                first_byte_ms=first_byte_ms, retry_after_s=retry_after, wire_bytes=wire, truncated=truncated,
                conditional=conditional, sent_etag=etag if conditional else None,
                sent_last_modified=last_modified if conditional else None,
            )

    def _parse_target(self, current: str, original: str, redirects: list[str]) -> URL:
        cls = FailureClass.REDIRECT if redirects else FailureClass.BLOCKED_DESTINATION
        try:
            # yarl re-quotes a path and query, decoding the escapes of unreserved characters (%7E → ~,
            # %41 → A): the server was asked for another spelling than the URL reported. Browsers (WHATWG
            # URL) and curl send escapes as written: so do we, when nothing else needs quoting
            target = URL(current, encoded="%" in current and requestable_as_written(current))
        except (ValueError, TypeError) as exc:
            raise FetchError(cls if redirects else FailureClass.UNKNOWN, original, f"invalid URL {current!r}: {exc}",
                             redirects=redirects) from None
        if target.scheme not in ("http", "https"):
            if not redirects:
                raise self._deny("scheme", original, f"scheme {target.scheme or '(none)'!r} is not http/https")
            raise FetchError(FailureClass.REDIRECT, original, f"redirect to unsupported scheme {target.scheme!r}",
                             redirects=redirects)
        if not target.raw_host:
            raise FetchError(cls if redirects else FailureClass.UNKNOWN, original, f"URL without host: {current!r}",
                             redirects=redirects)
        if target.explicit_port == 0:
            raise FetchError(cls if redirects else FailureClass.UNKNOWN, original, f"URL with port 0: {current!r}",
                             redirects=redirects)
        if target.user or target.password:
            # credentials in a URL are never ours to send; strip them rather than leak them
            target = target.with_user(None)
        return target

    def _next_hop(self, current: str, location: str, redirects: list[str]) -> str:
        loc = _special_authority(_clean_location(location), current)
        try:
            nxt = urljoin(current, loc)
            parts = urlsplit(nxt)
            port = parts.port
        except ValueError as exc:  # e.g. "http://[bad/" or a port out of range
            raise FetchError(FailureClass.REDIRECT, current, f"redirect to an invalid URL {loc[:200]!r}: {exc}",
                             redirects=redirects) from None
        scheme = parts.scheme.lower()
        if scheme not in ("http", "https"):
            raise FetchError(FailureClass.REDIRECT, current, f"redirect to unsupported scheme {scheme!r}",
                             redirects=[*redirects, nxt[:2000]])
        if port == 0:
            raise FetchError(FailureClass.REDIRECT, current, f"redirect to port 0: {loc[:200]!r}", redirects=redirects)
        if not valid_host_name(parts.hostname or ""):
            raise FetchError(FailureClass.REDIRECT, current, f"redirect to an invalid host name {loc[:200]!r}",
                             redirects=redirects)
        return request_url(nxt)

    @staticmethod
    def _remember_cookies(resp: aiohttp.ClientResponse, jar: CookieJar, url: str) -> None:
        """Keep the cookies a redirect sets (a per-fetch jar: sites that set a cookie and redirect would
        otherwise loop), scoped as browsers scope them (RFC 6265): a Domain attribute is kept when the
        setting host is under it and it is no public suffix, otherwise the cookie belongs to the setting
        host alone; its Path (default: the directory of the URL that set it) limits the paths it goes to;
        a Secure cookie goes over https only, and one set over plain http is refused (RFC 6265bis §5.7)."""
        host = _url_host(url)
        https = url[:6].lower() == "https:"
        for raw in resp.headers.getall("Set-Cookie", ()):
            parsed = parse_set_cookie(raw)
            if parsed is None:
                continue
            k, value, attrs = parsed
            secure = "secure" in attrs
            if secure and not https:
                continue
            domain = attrs.get("domain", "").strip().lstrip(".").lower()
            path = attrs.get("path", "").strip()
            if not path.startswith("/"):
                path = _default_cookie_path(url)
            if domain:
                if not _cookie_domain_ok(domain, host):
                    continue  # a Domain this host may not set: browsers ignore the cookie
                key = (k, domain, domain == host and _is_ip(host), path)
            else:
                key = (k, host, True, path)
            if _expired(attrs):
                jar.pop(key, None)  # how a site deletes a cookie: it is not sent again
            elif key in jar or (len(jar) < _JAR_COOKIES and sum(len(n[0]) + len(v[0]) for n, v in jar.items())
                                 + len(k) + len(value) <= _JAR_BYTES):
                jar[key] = (value, path, secure)

    async def _discard(self, resp: aiohttp.ClientResponse) -> None:
        """Drop a redirect's body: read a little for keep-alive, otherwise (large, slow or broken) close
        the connection — a redirect's body never costs more than a moment."""
        try:
            n = 0
            async with asyncio.timeout(_DISCARD_S):
                async for chunk in resp.content.iter_any():
                    n += len(chunk)
                    if n > 65536:
                        resp.close()
                        return
        except (aiohttp.ClientError, TimeoutError, ValueError):
            resp.close()

    async def _read_body(
        self,
        resp: aiohttp.ClientResponse,
        url: str,
        max_bytes: int | None,
        truncate: bool,
        large: bool,
        redirects: list[str],
        *,
        partial: bool = False,
    ) -> tuple[bytes, int, bool]:
        """(body, bytes on the wire, truncated). `partial`: a body cut short, stalled or not decodable is returned
        as far as it came (truncated) instead of failing the fetch."""
        cap = self.cfg.max_bytes if max_bytes is None else max_bytes
        dcap = max(cap, self.cfg.max_decompressed_bytes) if max_bytes is None else max(cap, min(
            self.cfg.max_decompressed_bytes, cap * 5))
        if truncate:
            dcap = cap
        length = resp.content_length
        if length is not None and length > cap and not truncate:
            resp.close()
            raise FetchError(FailureClass.TOO_LARGE, url, f"Content-Length {length} exceeds the {cap}-byte cap",
                             redirects=redirects)
        # every Content-Encoding field: codings listed across several are one list (RFC 9110 §5.3)
        coding = ", ".join(resp.headers.getall("Content-Encoding", ()))
        te = resp.headers.get("Transfer-Encoding")
        if te:  # transfer codings other than chunked (gzip, chunked) were applied after the content coding
            extra = [t for t in te.split(",") if t.strip().lower() not in ("chunked", "identity", "")]
            if extra:
                coding = ", ".join(c for c in (coding, *extra) if c.strip())
        try:
            decoder = StreamDecoder(coding or None, dcap)
        except UnsupportedEncoding as exc:
            resp.close()
            if partial:
                return b"", 0, True  # a 410 or a 429 in a coding nobody reads: its status is the answer
            raise FetchError(FailureClass.UNKNOWN, url, str(exc), redirects=redirects) from None
        parts: list[bytes] = []
        wire = 0
        truncated = False
        slot: asyncio.Semaphore | None = None
        if not large and self._large_slots is not None and length is not None and length > self.cfg.large_body_bytes:
            slot = self._large_slots
            await slot.acquire()
        try:
            async for chunk in resp.content.iter_any():
                wire += len(chunk)
                if (not large and slot is None and self._large_slots is not None
                        and wire > self.cfg.large_body_bytes):
                    slot = self._large_slots
                    await slot.acquire()
                if wire > cap:
                    if not truncate:
                        resp.close()
                        raise FetchError(FailureClass.TOO_LARGE, url, f"body exceeds the {cap}-byte cap",
                                         redirects=redirects)
                    chunk = chunk[: len(chunk) - (wire - cap)]
                    wire = cap
                    truncated = True
                try:
                    parts.append(decoder.feed(chunk))
                except OverCap as exc:
                    if not truncate:
                        resp.close()
                        raise FetchError(FailureClass.TOO_LARGE, url,
                                         f"decompressed body exceeds the {dcap}-byte cap", redirects=redirects) from None
                    parts.append(exc.partial)  # the body up to the cap (a robots.txt bomb's first rules)
                    truncated = True
                    resp.close()
                    break
                if truncated:
                    resp.close()
                    break
            if not truncated:
                try:
                    parts.append(decoder.flush())
                except OverCap as exc:
                    if not truncate:
                        raise FetchError(FailureClass.TOO_LARGE, url,
                                         f"decompressed body exceeds the {dcap}-byte cap", redirects=redirects) from None
                    parts.append(exc.partial)
                    truncated = True
        except DecodeFailed as exc:
            resp.close()
            if partial:
                return b"".join(parts), wire, True
            raise FetchError(FailureClass.UNKNOWN, url, str(exc), redirects=redirects) from None
        except (TimeoutError, aiohttp.ServerTimeoutError):
            resp.close()
            if partial:
                return b"".join(parts), wire, True
            raise FetchError(FailureClass.TIMEOUT, url, f"body stalled for {self.cfg.read_timeout_s:g}s",
                             redirects=redirects, retryable=True) from None
        except aiohttp.ClientError as exc:
            resp.close()
            if partial:
                return b"".join(parts), wire, True
            raise self._map_client_error(exc, url, redirects) from exc
        finally:
            if slot is not None:
                slot.release()
        return b"".join(parts), wire, truncated

    def _map_client_error(self, exc: BaseException, url: str, redirects: list[str]) -> FetchError:
        """aiohttp exception → FetchError (translation at the edge), with a detail a user reads: one line that
        says what the server did — never aiohttp's multi-line parser diagram or an exception's repr."""
        if isinstance(exc, aiohttp.ClientConnectorDNSError):
            return FetchError(FailureClass.DNS, url, f"cannot resolve: {exc.os_error}", redirects=redirects)
        if isinstance(exc, aiohttp.ClientConnectorCertificateError):
            return FetchError(FailureClass.UNKNOWN, url, f"TLS certificate rejected: {_tls_reason(exc.certificate_error)}",
                              redirects=redirects, tls=True)
        if isinstance(exc, aiohttp.ClientSSLError):
            err = getattr(exc, "os_error", None) or exc.__cause__
            return FetchError(FailureClass.UNKNOWN, url, f"TLS error: {_tls_reason(err) if err else _one_line(str(exc))}",
                              redirects=redirects, tls=True)
        if isinstance(exc, aiohttp.ClientConnectorError):
            os_error = exc.os_error
            if url[:6].lower() == "https:" and isinstance(os_error, ConnectionResetError | ConnectionAbortedError
                                                          | BrokenPipeError | ssl.SSLError | EOFError):
                # the TCP connection was accepted and dropped during the handshake: a server that does not
                # speak TLS there (an http-only host redirecting to https, say) — up, but unusable
                how = "reset" if isinstance(os_error, ConnectionResetError) else "closed"
                return FetchError(FailureClass.UNKNOWN, url, f"TLS handshake failed: the server {how} the connection",
                                  redirects=redirects, tls=True)
            # asyncio writes "Connect call failed ('203.0.113.9', 443)" as the strerror: the errno's own words say it
            why = (os.strerror(os_error.errno) if os_error.errno else None) or os_error.strerror or str(os_error) \
                or type(os_error).__name__
            return FetchError(FailureClass.UNKNOWN, url, f"cannot connect to {exc.host}:{exc.port}: {why}",
                              redirects=redirects, retryable=True)
        if isinstance(exc, aiohttp.ClientResponseError):
            # the response parser gave up: header lines too long / too many headers / malformed
            msg = _one_line(str(exc.message or exc))
            low = msg.lower()
            if "too many headers" in low:
                return FetchError(FailureClass.TOO_LARGE, url, f"response head too large: more than "
                                  f"{self.cfg.max_headers} header fields", redirects=redirects)
            if "got more than" in low or "too long" in low:
                return FetchError(FailureClass.TOO_LARGE, url, f"response head too large: a header line longer than "
                                  f"{self.cfg.max_header_line} bytes", redirects=redirects)
            if "too large" in low:
                return FetchError(FailureClass.TOO_LARGE, url, msg, redirects=redirects)
            return FetchError(FailureClass.UNKNOWN, url, f"malformed response: {msg}", redirects=redirects)
        if isinstance(exc, aiohttp.ClientPayloadError):
            low = str(exc).lower()
            if "too many headers" in low or "got more than" in low or "too long" in low:
                # the trailer section of a chunked body over the head's limits (a flood of trailer fields): too
                # large, as the same fields in the head are, wherever TCP cut the bytes
                return FetchError(FailureClass.TOO_LARGE, url, "response too large: its trailer fields exceed the "
                                  f"head's limits ({self.cfg.max_headers} fields, {self.cfg.max_header_line}-byte "
                                  "lines)", redirects=redirects)
            return FetchError(FailureClass.UNKNOWN, url, _payload_detail(exc), redirects=redirects, retryable=True)
        if isinstance(exc, aiohttp.ServerDisconnectedError):
            return FetchError(FailureClass.UNKNOWN, url, "connection lost: the server closed the connection without "
                              "a complete answer", redirects=redirects, retryable=True)
        if isinstance(exc, aiohttp.ClientOSError | aiohttp.ClientConnectionError):
            return FetchError(FailureClass.UNKNOWN, url, f"connection lost: {_os_detail(exc)}", redirects=redirects,
                              retryable=True)
        if isinstance(exc, aiohttp.InvalidURL):
            cls = FailureClass.REDIRECT if redirects else FailureClass.UNKNOWN
            return FetchError(cls, url, f"invalid URL: {exc}", redirects=redirects)
        return FetchError(FailureClass.UNKNOWN, url, _one_line(f"{type(exc).__name__}: {exc}"), redirects=redirects)


#: a bytes literal in aiohttp's parser messages (`b'HTTP/1.1 0 OK'`), the data the parser refused
_BYTES_LITERAL = re.compile(r"""(?:^|(?<=\s))b(['"])(.*)\1$""")
#: the most of a server's bytes a detail quotes
_QUOTE_MAX = 80


def _quoted(data: bytes) -> str:
    """Bytes a server sent, quoted for a detail line: printable ASCII as it is, anything else escaped, at most
    _QUOTE_MAX characters."""
    text = data[: _QUOTE_MAX + 1].decode("latin-1")
    out = "".join(c if " " <= c <= "~" and c != '"' else ("\\x%02x" % ord(c)) for c in text[:_QUOTE_MAX])
    return '"' + out + ('…"' if len(data) > _QUOTE_MAX else '"')


def _one_line(message: str) -> str:
    """A parser's message in one line: aiohttp writes `Bad status line:\n  Invalid status code:\n\n  b'…'\n  ^`
    (its explanation, the bytes refused as a literal, a caret under the fault) — read as `Bad status line: Invalid
    status code: "HTTP/1.1 0 OK"`. Rare failure paths only."""
    parts: list[str] = []
    for line in message.splitlines():
        line = line.strip()
        if not line or set(line) <= {"^", "~", " "}:
            continue
        m = _BYTES_LITERAL.search(line)
        if m is not None:
            try:
                line = line[:m.start()] + _quoted(ast.literal_eval(m.group(0)))
            except (ValueError, SyntaxError):
                line = line[:m.start() + _QUOTE_MAX]
        parts.append(line.rstrip(":").strip())
    return ": ".join(p for p in parts if p)[:400] or "(no message)"


#: aiohttp's count of a body cut short: "(received 74 of 5000 bytes)"
_RECEIVED = re.compile(r"received (\d+) of (\d+) bytes")


def _payload_detail(exc: aiohttp.ClientPayloadError) -> str:
    """What a body that failed mid-way says to a user: how much of it came, how the connection ended."""
    text = str(exc)
    cause = exc.__cause__
    how = "reset" if "reset" in text.lower() or isinstance(cause, ConnectionResetError) else "closed"
    counted = _RECEIVED.search(text)
    if counted is not None:
        return (f"body cut short: {counted.group(1)} of the {counted.group(2)} bytes announced came before the "
                f"server {how} the connection")
    if "ContentLengthError" in text:
        return f"body cut short: the server {how} the connection before the length it announced"
    if "TransferEncodingError" in text:
        return f"body cut short: the server {how} the connection before the last chunk"
    if text.startswith("malformed body:"):
        return "malformed body: " + _one_line(text[len("malformed body:"):])
    return "incomplete body: " + _one_line(re.sub(r"<[^<>]*>|\w+Error\([^()]*\)", "", text))


#: OpenSSL's reasons for a handshake that met no TLS server: plain HTTP answered on the port
_NOT_TLS = frozenset({"WRONG_VERSION_NUMBER", "HTTP_REQUEST", "PACKET_LENGTH_TOO_LONG", "RECORD_LAYER_FAILURE"})


def _tls_reason(err: BaseException) -> str:
    """A TLS failure in words: OpenSSL's verify message or reason ("self-signed certificate", "certificate has
    expired", "wrong version number"), without Python's `[SSL: …] … (_ssl.c:1006)` around it."""
    if isinstance(err, ssl.SSLCertVerificationError) and err.verify_message:
        return str(err.verify_message).rstrip(".")
    reason = getattr(err, "reason", None)
    if isinstance(reason, str) and reason:
        text = reason.lower().replace("_", " ")
        return text + " (the server does not speak TLS on this port)" if reason in _NOT_TLS else text
    return _one_line(str(err)) or type(err).__name__


def _os_detail(exc: BaseException) -> str:
    """A lost connection in words: the errno's meaning, not Python's `[Errno 104] …` repr."""
    err = exc if isinstance(exc, OSError) else exc.__cause__
    if isinstance(err, ConnectionResetError) or getattr(err, "errno", None) == errno.ECONNRESET:  # (ClientOSError(104))
        return "the server reset the connection"
    if isinstance(err, BrokenPipeError):
        return "the server closed the connection while the request was sent"
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return _one_line(str(exc)) if str(exc) else type(exc).__name__


#: headers a bot-protection edge sets on a response it challenged or blocked (a retry only asks again)
_CHALLENGE_HEADERS = ("cf-mitigated", "x-amzn-waf-action", "x-vercel-mitigated", "x-sucuri-block", "x-datadome")


def _url_host(url: str) -> str:
    return (urlsplit(url).hostname or "").rstrip(".").lower()


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _cookie_domain_ok(domain: str, host: str) -> bool:
    """Whether `host` may set a cookie for `domain` (RFC 6265 §5.3): the host is the domain or under it,
    the domain has a dot and is no public suffix (`co.uk`, `github.io`), and an IP host sets its own only."""
    if domain == host:
        return True
    if _is_ip(host) or "." not in domain or not host.endswith("." + domain):
        return False
    return not is_public_suffix(domain)


#: a fetch's cookie jar keeps as many cookies as browsers keep for a domain (Chrome: 180; a shop's entry
#: redirect sets dozens, its session last), and at most this many bytes of them (a flood stays bounded)
_JAR_COOKIES = 180
_JAR_BYTES = 65536
#: controls no cookie name or value holds (browsers drop such a cookie; a tab is allowed)
_COOKIE_CTL = frozenset(chr(c) for c in range(32) if c != 9) | {"\x7f"}


def parse_set_cookie(raw: str) -> tuple[str, str, dict[str, str]] | None:
    """One Set-Cookie field as browsers parse it (RFC 6265bis §5.6): the name is what precedes the first
    "=", the value everything up to the first ";" (JSON, spaces and quotes included, sent back as set),
    then attributes (names in lower case, the last of a name wins, unknown ones such as Priority or
    Partitioned ignored). None for a cookie without a name, with a control character, or longer than
    browsers keep (4,096 bytes of name and value)."""
    pair, _, rest = raw.partition(";")
    name, eq, value = pair.partition("=")
    name, value = name.strip(" \t"), value.strip(" \t")
    if not eq or not name or len(name) + len(value) > 4096 or any(c in _COOKIE_CTL for c in pair):
        return None  # (a name and value over 4,096 bytes: browsers ignore the cookie, RFC 6265bis §5.6)
    attrs: dict[str, str] = {}
    for part in rest.split(";") if rest else ():
        key, _, val = part.partition("=")
        key = key.strip(" \t").lower()
        if key in ("expires", "max-age", "domain", "path", "secure"):
            attrs[key] = val.strip(" \t")
    return name, value, attrs


def _expired(attrs: Mapping[str, str]) -> bool:
    """Whether a Set-Cookie deletes its cookie: Max-Age zero or less, or an Expires in the past (`attrs`:
    its attributes as parse_set_cookie reads them, lower-case names)."""
    max_age = attrs.get("max-age", "").strip()
    if max_age:
        try:
            return int(max_age) <= 0
        except ValueError:
            pass
    expires = attrs.get("expires", "").strip()
    if expires:
        try:
            when = email.utils.parsedate_to_datetime(expires)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        if when.tzinfo is None:
            when = when.replace(tzinfo=datetime.UTC)
        return when <= utcnow()
    return False


#: a cookie in a fetch's jar: (name, domain, host-only, path) → (value, path, secure-only)
CookieJar = dict[tuple[str, str, bool, str], tuple[str, str, bool]]


def _path_matches(cookie_path: str, path: str) -> bool:
    """RFC 6265 §5.1.4 path-match: `/jobs` covers `/jobs` and `/jobs/x`, not `/jobsearch`."""
    if path == cookie_path:
        return True
    return path.startswith(cookie_path) and (cookie_path.endswith("/") or path[len(cookie_path)] == "/")


def _default_cookie_path(url: str) -> str:
    """RFC 6265 §5.1.4 default-path: the request path up to (not including) its last "/" (`/sso/start` →
    `/sso`), or "/"."""
    path = urlsplit(url).path or "/"
    if not path.startswith("/") or path.count("/") == 1:
        return "/"
    return path[: path.rfind("/")]


def _cookies_for(jar: CookieJar, host: str, url: str | None = None) -> dict[str, str]:
    """The cookies of `jar` a request to `host` (`url`: its path and scheme) carries, as browsers send
    them: domain-matched, path-matched (RFC 6265 §5.4), Secure ones only over https; of two with one name
    the one with the longer path."""
    path, https = "/", True
    if url is not None:
        parts = urlsplit(url)
        path, https = parts.path or "/", parts.scheme.lower() == "https"
    found: list[tuple[int, str, str]] = []
    for key, entry in jar.items():
        name, domain, host_only, _path = key
        value, cookie_path, secure = entry
        if not (domain == host or (not host_only and host.endswith("." + domain))):
            continue
        if (secure and not https) or not _path_matches(cookie_path, path):
            continue
        found.append((len(cookie_path), name, value))
    out: dict[str, str] = {}
    for _n, name, value in sorted(found, key=lambda f: -f[0]):
        out.setdefault(name, value)
    return out


def _wants_retry(r: FetchResponse, max_wait_s: float) -> bool:
    """A transient status (429, 5xx) whose Retry-After (if any) fits the retry allowance — not a bot
    challenge's 429/503: asking again at once only hits the vendor again, it never passes."""
    if r.status not in _RETRY_STATUSES or (r.retry_after_s is not None and r.retry_after_s > max_wait_s):
        return False
    h = r.headers
    if any(k in h for k in _CHALLENGE_HEADERS):
        return False
    # a wall known by its page rather than a header (Wordfence's 503 block, a challenge behind a proxy that drops
    # the vendor's headers): asked again it only counts us again — the classifier reads the same verdict
    return detect_challenge(r.status, h, r.body) is None


def _first_wait(exc: FetchError | None, resp: FetchResponse | None, cfg: HttpConfig, min_wait_s: float) -> float:
    """Seconds before the first retry: jittered backoff, at least Retry-After and the politeness spacing."""
    w = random.uniform(0.5 * cfg.retry_backoff_s, 1.5 * cfg.retry_backoff_s)  # noqa: S311 - jitter
    if resp is not None and resp.retry_after_s is not None:
        w = max(w, resp.retry_after_s)
    return min(cfg.retry_max_wait_s, max(w, min_wait_s))


#: a URL whose every character may go on the wire as written: ASCII, lower case scheme and host (as
#: `request_url` leaves them), a path and query of RFC 3986 pchar, "/", "?" and escapes
_AS_WRITTEN = re.compile(r"[a-z][a-z0-9+.-]*://[a-z0-9.:\[\]_-]+(?:[/?][A-Za-z0-9._~!$&'()*+,;=:@/?%-]*)?")


def requestable_as_written(url: str) -> bool:
    """Whether `url` (as `request_url` gives it) can be requested exactly as written: nothing in it
    needs quoting, its host needs no IDNA encoding, and it carries no credentials."""
    return _AS_WRITTEN.fullmatch(url) is not None


def _locations_differ(resp: aiohttp.ClientResponse) -> bool:
    """Whether a response carries Location fields naming different targets (identical copies are one)."""
    locs = resp.headers.getall("Location", ())
    return len(locs) > 1 and len({v.strip() for v in locs}) > 1


def _headers_dict(resp: aiohttp.ClientResponse) -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in resp.headers.items():
        key = k.lower()
        if not v.isascii():
            # aiohttp hands bytes that are not UTF-8 over as lone surrogates: nothing downstream
            # (JSON, Postgres) can store those
            v = v.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        if not key.isascii():
            key = key.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        if key == "content-type" and key in out and parse_content_type(v)[0] is None:
            continue  # a later field naming no type (`*/*`, empty) does not undo a type named before
        out[key] = f"{out[key]}, {v}" if key in out and key not in _SINGLETON_HEADERS else v
    return out


_C0_AND_SPACE = "".join(map(chr, range(33)))


def _clean_location(location: str) -> str:
    """A Location value read the way browsers read it (WHATWG URL): surrounding spaces and controls
    stripped, tabs and newlines removed, backslashes before the query are slashes (`\\\\host/x` is
    `//host/x`), bytes that are not UTF-8 (surrogate escapes) percent-encoded."""
    loc = location.strip(_C0_AND_SPACE).replace("\t", "").replace("\n", "").replace("\r", "")
    if "\\" in loc:
        cut = min((i for i in (loc.find("?"), loc.find("#")) if i >= 0), default=len(loc))
        if ":" not in loc[:cut].split("/", 1)[0] or loc[:cut].lower().startswith(("http:", "https:")):
            loc = loc[:cut].replace("\\", "/") + loc[cut:]
    if loc.isascii():
        return loc
    raw = loc.encode("utf-8", "surrogateescape")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(chr(b) if b < 0x80 else f"%{b:02X}" for b in raw)


_SPECIAL_SCHEME_REF = re.compile(r"(?i)(https?):([/]*)(.*)", re.S)


def _special_authority(loc: str, base: str) -> str:
    """`loc` with an http(s) authority written as browsers read it (WHATWG URL "special authority ignore
    slashes"): `https:/other.com/x`, `https:other.com/x` from an http page and `http:///other.com/` are
    `https://other.com/x` and `http://other.com/` — a scheme other than the base's, or two slashes or more,
    starts an authority however many slashes follow, and so do three slashes or more without a scheme
    (`///other.com/x`). `http:/ok` from an http page stays relative."""
    m = _SPECIAL_SCHEME_REF.match(loc)
    if m is None:
        if loc.startswith("///"):
            # scheme-relative with more slashes than two: an authority all the same (`///host/x`)
            scheme = base.partition(":")[0].lower()
            if scheme in ("http", "https"):
                return f"{scheme}://{loc.lstrip('/')}"
        return loc
    scheme, slashes, rest = m.group(1).lower(), m.group(2), m.group(3)
    if slashes == "//" and m.group(1) == scheme:
        return loc  # the usual spelling
    if len(slashes) >= 2 or scheme != base.partition(":")[0].lower():
        return f"{scheme}://{rest}"
    return loc




#: what may stay as it is after the authority: printable ASCII but the space ("%" kept: escapes stay)
_PATH_SAFE = "".join(chr(c) for c in range(0x21, 0x7F))


def _encode_path(url: str) -> str:
    """`url` with spaces, controls and non-ASCII after the authority percent-encoded (UTF-8), as a
    browser sends them: the URL reported is the one requested."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    i = min((j for j in (rest.find("/"), rest.find("?"), rest.find("#")) if j >= 0), default=len(rest))
    tail = rest[i:]
    if tail.isascii() and not any(c <= " " or c == "\x7f" for c in tail):
        return url
    return f"{scheme}://{rest[:i]}{quote(tail, safe=_PATH_SAFE)}"


_DEFAULT_PORT = {"http": ":80", "https": ":443"}


def request_url(url: str) -> str:
    """`url` as a browser requests it, and as the fetch reports it: read like a Location (`_clean_location`:
    surrounding blanks and controls stripped, tabs and newlines dropped, backslashes as slashes), without
    its fragment (never sent), an empty query (the HTTP library cannot send one) or credentials (never
    sent, never recorded), scheme and host in lower case, without the scheme's default port, the path
    percent-encoded (`_encode_path`). A URL that needs none
    of it comes back as it is. Every hop's URL goes through it, so a redirect loop is found whatever
    case or default port each Location spells."""
    u = url
    plain = u.isascii() and u.isprintable() and " " not in u and "\\" not in u  # the common case: nothing to clean
    if not plain:
        u = _clean_location(u)
    cut = u.find("#")
    if cut >= 0:
        u = u[:cut]
    if u.endswith("?"):
        u = u[:-1]  # an empty query: the HTTP library cannot send one ('/ok?' goes out as '/ok'), nor report it
    if "@" in u:
        u = _without_userinfo(u)
    scheme, sep, rest = u.partition("://")
    if sep:
        end = len(rest)
        for ch in "/?":
            i = rest.find(ch)
            if 0 <= i < end:
                end = i
        auth = rest[:end]
        low = auth.lower()
        if "%" in low:
            low = _decode_host(low)
        if not low.isascii():
            low = _uts46_host(low)
        scheme_low = scheme.lower()
        m = _PORT_TAIL.search(low) if ":" in low else None
        if m is not None and (len(m.group(0)) == 1 or m.group(0)[1] == "0") and len(m.group(0)) <= 8:
            # an empty port, or one with leading zeros (`:`, `:0080`), as browsers write it: none, or its number
            digits = m.group(0)[1:].lstrip("0")
            low = low[:m.start()] + (":" + (digits or "0") if m.group(0)[1:] else "")
        if low.endswith(_DEFAULT_PORT.get(scheme_low, "\0")):
            low = low.rsplit(":", 1)[0]
        path = rest[end:]
        if scheme_low in _DEFAULT_PORT and ("/." in path or "/%2" in path or path[:1] in (".", "%")) \
                and _DOT_SEGMENT.search(path.split("?", 1)[0]) is not None:  # (a dot segment follows a "/" or starts the path)
            q = path.find("?")
            path = _remove_dot_segments(path if q < 0 else path[:q]) + ("" if q < 0 else path[q:])
        if low != auth or scheme_low != scheme or path != rest[end:]:
            u = f"{scheme_low}://{low}{path}"
    return u if plain else _encode_path(u)


def _uts46_host(auth: str) -> str:
    """`host[:port]` with the host mapped as browsers map it (UTS-46, WHATWG "domain to ASCII" before its
    Punycode step): full-width letters, digits and stops (`ｅｘａｍｐｌｅ．ｃｏｍ`, `１２７．０．０．１`) are
    ASCII, upper case is lower — so the address check, DNS and the URL reported see the host that is asked
    for. A U-label stays a U-label (`bücher.de`); a host UTS-46 refuses is left as it is (it never resolves)."""
    if auth.startswith("["):
        return auth
    host, colon, port = auth.rpartition(":") if _PORT_TAIL.search(auth) else (auth, "", "")
    try:
        mapped = idna.uts46_remap(host, std3_rules=False, transitional=False)
    except (idna.IDNAError, ValueError):
        return auth
    if any(c in _NOT_IN_DECODED_HOST for c in mapped):
        # a full-width "@", ":", "/" or "#" (`evil.test＠127.0.0.1`, `a℀b` → `aa/cb`) maps to a delimiter:
        # browsers refuse such a host (WHATWG: forbidden host code point) — it must not become userinfo,
        # a port or a path here
        return auth
    return mapped + colon + port


_PORT_TAIL = re.compile(r":[0-9]*$")
#: a path segment that is "." or ".." (spelled with escapes too: `%2e`, as WHATWG URL reads it)
_DOT_SEGMENT = re.compile(r"(?i)(?:^|/)(?:\.|%2e){1,2}(?:/|$)")


def _remove_dot_segments(path: str) -> str:
    """`path` with its "." and ".." segments resolved (RFC 3986 §5.2.4; `%2e` is a dot, as in WHATWG URL):
    what browsers request for `/a/../b` is `/b`, and `..` above the root stays at the root."""
    out: list[str] = []
    segments = path.split("/")
    for i, seg in enumerate(segments[1:], 1):
        s = seg.lower().replace("%2e", ".")
        last = i == len(segments) - 1
        if s == ".":
            if last:
                out.append("")
        elif s == "..":
            if out:
                out.pop()
            if last:
                out.append("")
        else:
            out.append(seg)
    return "/" + "/".join(out)


#: what a host may not hold once its escapes are decoded (WHATWG "forbidden host code points" and "%")
_NOT_IN_DECODED_HOST = frozenset("/?#@:[]\\<>^|%") | _FORBIDDEN_IN_HOST


def _decode_host(auth: str) -> str:
    """`host[:port]` with the host's percent-escapes decoded, as browsers read a host (WHATWG URL:
    `127.0.0.1%2e` is `127.0.0.1.`, `ex%61mple.com` is `example.com`) — so the address check sees the
    host that would be asked for. A host whose escapes decode to a delimiter or to bytes that are not
    UTF-8 is left as it is (no host can hold it: it never resolves). IPv6 literals are not touched."""
    if auth.startswith("["):
        return auth
    host, colon, port = auth.partition(":")
    try:
        decoded = unquote(host, errors="strict")
    except UnicodeDecodeError:
        return auth
    if any(c in _NOT_IN_DECODED_HOST for c in decoded):
        return auth
    return decoded.lower() + colon + port


def _without_userinfo(url: str) -> str:
    """`url` without `user:password@` (never sent, never recorded)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    end = len(rest)
    for ch in "/?#":
        i = rest.find(ch)
        if 0 <= i < end:
            end = i
    at = rest.rfind("@", 0, end)
    return url if at < 0 else f"{scheme}://{rest[at + 1:]}"

