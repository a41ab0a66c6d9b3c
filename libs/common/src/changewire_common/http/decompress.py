"""Streaming Content-Encoding decoders (gzip, deflate, br, zstd) that stop at a size cap.

Pure (no I/O): feed compressed chunks as they arrive; a decoder never produces more than the
remaining budget plus one bounded block, so a decompression bomb stops at the cap with bounded
memory. Unknown encodings raise UnsupportedEncoding.
"""
from __future__ import annotations

import zlib
from typing import Protocol

import brotli
import zstandard


class OverCap(Exception):
    """The decoded output would exceed the cap."""


class UnsupportedEncoding(ValueError):
    pass


class DecodeFailed(ValueError):
    """Corrupt compressed data."""


class Decoder(Protocol):
    def feed(self, data: bytes, limit: int) -> bytes:
        """Decode `data`; raise OverCap if the output would exceed `limit` bytes."""

    def flush(self, limit: int) -> bytes: ...


_GZIP_MAGIC = b"\x1f\x8b"


class _Zlib:
    def __init__(self, gzip: bool) -> None:
        self._gzip = gzip
        self._d: zlib._Decompress | None = zlib.decompressobj(16 + zlib.MAX_WBITS) if gzip else None
        self._head = b""
        self._held = b""
        #: the stream ended and what followed was no gzip member: ignore the rest
        self._ended = False

    def _ensure(self, data: bytes) -> bytes:
        if self._d is not None:
            return data
        # "deflate" is meant to be zlib-wrapped, but servers also send raw deflate: sniff the header
        self._head += data
        if len(self._head) < 2:
            return b""
        b0, b1 = self._head[0], self._head[1]
        wrapped = (b0 & 0x0F) == 8 and (b0 * 256 + b1) % 31 == 0
        self._d = zlib.decompressobj(zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS)
        data, self._head = self._head, b""
        return data

    def feed(self, data: bytes, limit: int) -> bytes:
        if self._ended:
            return b""
        if self._held:
            data, self._held = self._held + data, b""
        data = self._ensure(data)
        if self._d is None or not data:
            return b""
        out = bytearray()
        d = self._d
        while data:
            if d.eof:
                # concatenated gzip members (allowed by RFC 1952): a new one on what follows if it begins
                # like one; anything else after the end of the stream is junk, dropped (as browsers do)
                rest = data.lstrip(b"\0")
                if not rest:
                    break
                if not self._gzip or rest[:2] != _GZIP_MAGIC[: len(rest)]:
                    self._ended = True
                    break
                if len(rest) < 2:  # the next member's first byte only: wait for the rest
                    self._held = rest
                    break
                d = self._d = zlib.decompressobj(16 + zlib.MAX_WBITS)
                data = rest
            try:
                chunk = d.decompress(data, limit - len(out) + 1)
            except zlib.error as exc:
                raise DecodeFailed(f"corrupt {'gzip' if self._gzip else 'deflate'} data: {exc}") from exc
            out += chunk
            if len(out) > limit:
                raise OverCap()
            data = d.unused_data if d.eof else d.unconsumed_tail
        return bytes(out)

    def flush(self, limit: int) -> bytes:
        if self._d is None:
            if self._head:
                self._ensure(b"")
            if self._d is None:
                return b""
        try:
            out = self._d.flush()
        except zlib.error:
            return b""
        if len(out) > limit:
            raise OverCap()
        return out


class _Brotli:
    def __init__(self) -> None:
        self._d = brotli.Decompressor()

    def feed(self, data: bytes, limit: int) -> bytes:
        out = bytearray()
        try:
            out += self._d.process(data, output_buffer_limit=limit + 1)
            while len(out) <= limit and not self._d.can_accept_more_data():
                more = self._d.process(b"", output_buffer_limit=limit - len(out) + 1)
                if not more:
                    break
                out += more
        except brotli.error as exc:
            raise DecodeFailed(f"corrupt brotli data: {exc}") from exc
        if len(out) > limit:
            raise OverCap()
        return bytes(out)

    def flush(self, limit: int) -> bytes:
        return b""


class _Sink:
    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.size = 0
        self.limit = 0

    def write(self, data: bytes) -> int:
        self.size += len(data)
        if self.size > self.limit:
            raise OverCap()
        self.parts.append(bytes(data))
        return len(data)


class _Zstd:
    def __init__(self) -> None:
        self._sink = _Sink()
        # the writer hands output to the sink in blocks of write_size: the sink raises at the cap
        self._w = zstandard.ZstdDecompressor().stream_writer(self._sink, write_size=65536, closefd=False)

    def feed(self, data: bytes, limit: int) -> bytes:
        s = self._sink
        s.parts, s.size, s.limit = [], 0, limit
        try:
            self._w.write(data)
        except zstandard.ZstdError as exc:
            raise DecodeFailed(f"corrupt zstd data: {exc}") from exc
        return b"".join(s.parts)

    def flush(self, limit: int) -> bytes:
        return b""


#: codings we know but cannot decode (a body in one is unreadable)
_UNDECODABLE = frozenset({"compress", "x-compress", "pack200-gzip", "exi", "aes128gcm", "dcb", "dcz"})


def _one(name: str) -> Decoder | None:
    if name in ("gzip", "x-gzip"):
        return _Zlib(gzip=True)
    if name == "deflate":
        return _Zlib(gzip=False)
    if name == "br":
        return _Brotli()
    if name == "zstd":
        return _Zstd()
    if name in ("identity", ""):
        return None
    if name in _UNDECODABLE:
        raise UnsupportedEncoding(f"unsupported Content-Encoding {name!r}")
    return _UNKNOWN


#: a coding that is no coding ("none", "utf-8", "x-foo"): browsers show such a body as it is
_UNKNOWN: Decoder = object()  # type: ignore[assignment]

#: while nothing has been decoded yet, the raw bytes are kept (up to this many) for the fallback
_SNIFF_MAX = 64 * 1024


def _looks_like_text(data: bytes) -> bool:
    """Plain markup or text, not compressed data: no control bytes (gzip starts with 0x1f) in the head,
    and it begins like a document."""
    head = data[:512]
    if not head or any(b < 0x09 or 0x0E <= b < 0x20 or b == 0x7F for b in head):
        return False
    first = head.lstrip()[:1]
    return first in (b"<", b"{", b"[") or head.isascii()


class StreamDecoder:
    """Decodes a (possibly stacked, e.g. `gzip, br`) Content-Encoding under one output cap."""

    def __init__(self, content_encoding: str | None, cap: int) -> None:
        names = [n.strip().lower() for n in (content_encoding or "").split(",") if n.strip()]
        # encodings are listed in the order they were applied: undo them in reverse
        chain = [d for d in (_one(n) for n in reversed(names)) if d is not None]
        # a coding nobody knows makes the whole list meaningless: the body is taken as it is
        self._chain = [] if any(d is _UNKNOWN for d in chain) else chain
        self.cap = cap
        self.size = 0
        #: raw bytes fed while nothing came out yet (for the plain-body fallback); None once past that
        self._raw: bytearray | None = bytearray() if self._chain else None

    @property
    def identity(self) -> bool:
        return not self._chain

    def feed(self, data: bytes) -> bytes:
        """Decoded bytes for `data`; raises OverCap once the total would pass `cap`.

        A body that is declared compressed but fails to decode from its very first bytes while it
        looks like plain text (a server that labels plain HTML `gzip`) is taken as it is."""
        if self._raw is not None:
            try:
                out = self._feed(data)
            except DecodeFailed:
                self._raw += data
                if not _looks_like_text(bytes(self._raw)):
                    raise
                self._chain, raw, self._raw = [], bytes(self._raw), None
                return self._count(raw)
            if out or len(self._raw) + len(data) > _SNIFF_MAX:
                self._raw = None
            else:
                self._raw += data
            return out
        return self._feed(data)

    def _count(self, data: bytes) -> bytes:
        self.size += len(data)
        if self.size > self.cap:
            raise OverCap()
        return data

    def _feed(self, data: bytes) -> bytes:
        for d in self._chain:
            if not data:
                return b""
            data = d.feed(data, self.cap - self.size)
        return self._count(data)

    def flush(self) -> bytes:
        """Whatever the decoders still hold at the end of the body (each tail runs through the rest)."""
        out = bytearray()
        for i, d in enumerate(self._chain):
            data = d.flush(self.cap - self.size)
            for later in self._chain[i + 1 :]:
                if not data:
                    break
                data = later.feed(data, self.cap - self.size)
            if data:
                self.size += len(data)
                if self.size > self.cap:
                    raise OverCap()
                out += data
        return bytes(out)
