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


class _Zlib:
    def __init__(self, gzip: bool) -> None:
        self._gzip = gzip
        self._d: zlib._Decompress | None = zlib.decompressobj(16 + zlib.MAX_WBITS) if gzip else None
        self._head = b""

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
        data = self._ensure(data)
        if self._d is None or not data:
            return b""
        out = bytearray()
        d = self._d
        while data:
            try:
                chunk = d.decompress(data, limit - len(out) + 1)
            except zlib.error as exc:
                raise DecodeFailed(f"corrupt {'gzip' if self._gzip else 'deflate'} data: {exc}") from exc
            out += chunk
            if len(out) > limit:
                raise OverCap()
            if d.eof:
                # concatenated gzip members (allowed by RFC 1952): start a new one on leftovers
                rest = d.unused_data
                if rest and self._gzip and rest.lstrip(b"\0"):
                    d = self._d = zlib.decompressobj(16 + zlib.MAX_WBITS)
                    data = rest
                    continue
                break
            data = d.unconsumed_tail
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
    raise UnsupportedEncoding(f"unsupported Content-Encoding {name!r}")


class StreamDecoder:
    """Decodes a (possibly stacked, e.g. `gzip, br`) Content-Encoding under one output cap."""

    def __init__(self, content_encoding: str | None, cap: int) -> None:
        names = [n.strip().lower() for n in (content_encoding or "").split(",") if n.strip()]
        # encodings are listed in the order they were applied: undo them in reverse
        self._chain = [d for d in (_one(n) for n in reversed(names)) if d is not None]
        self.cap = cap
        self.size = 0

    @property
    def identity(self) -> bool:
        return not self._chain

    def feed(self, data: bytes) -> bytes:
        """Decoded bytes for `data`; raises OverCap once the total would pass `cap`."""
        for d in self._chain:
            if not data:
                return b""
            data = d.feed(data, self.cap - self.size)
        self.size += len(data)
        if self.size > self.cap:
            raise OverCap()
        return data

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
