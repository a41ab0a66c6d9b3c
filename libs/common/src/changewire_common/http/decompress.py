"""Streaming Content-Encoding decoders (gzip, deflate, br, zstd) that stop at a size cap.

Pure (no I/O): feed compressed chunks as they arrive; a decoder never produces more than the
remaining budget plus one bounded block, so a decompression bomb stops at the cap with bounded
memory (OverCap carries the output up to the cap, for callers that keep a truncated body). A
gzip, deflate, brotli or zstd stream that has not reached its end when the body does is truncated:
`flush` raises DecodeFailed. Unknown encodings raise UnsupportedEncoding.
"""
from __future__ import annotations

import zlib
from typing import Protocol

import brotli
import zstandard


class OverCap(Exception):
    """The decoded output would exceed the cap. `partial`: the output of this step up to the cap."""

    def __init__(self, partial: bytes = b"") -> None:
        super().__init__()
        self.partial = partial


class UnsupportedEncoding(ValueError):
    pass


class DecodeFailed(ValueError):
    """Corrupt compressed data."""


class Decoder(Protocol):
    def feed(self, data: bytes, limit: int) -> bytes:
        """Decode `data`; raise OverCap if the output would exceed `limit` bytes."""

    def flush(self, limit: int) -> bytes:
        """What the decoder still holds; raise DecodeFailed if the stream stopped before its end."""


_GZIP_MAGIC = b"\x1f\x8b"


class _Zlib:
    def __init__(self, gzip: bool) -> None:
        self._gzip = gzip
        self._d: zlib._Decompress | None = zlib.decompressobj(16 + zlib.MAX_WBITS) if gzip else None
        self._head = b""
        self._held = b""
        #: the stream ended and what followed was no gzip member: ignore the rest
        self._ended = False
        #: compressed bytes were fed (an empty body is no truncated stream)
        self._fed = False

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
        self._fed = True
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
                raise OverCap(bytes(out[:limit]))
            data = d.unused_data if d.eof else d.unconsumed_tail
        return bytes(out)

    def flush(self, limit: int) -> bytes:
        if self._d is None:
            if self._head:  # one byte of a deflate stream: no stream at all
                raise DecodeFailed("truncated deflate data: the body ends after 1 byte")
            return b""
        try:
            out = self._d.flush()
        except zlib.error:
            out = b""
        if len(out) > limit:
            raise OverCap(out[:limit])
        if not self._whole():
            # half a page is no snapshot of the page (items "removed" that are not): like a body cut short
            raise DecodeFailed(f"truncated {'gzip' if self._gzip else 'deflate'} data: the body ends before "
                               "the compressed stream does")
        return out

    def _whole(self) -> bool:
        """Whether the compressed data reached its end. The deflate data may be whole with (part of) the
        gzip or zlib trailer missing — browsers show such a page, and so do we: zlib then reads whatever
        follows as the trailer and fails its check without a byte of output. Inside deflate data, bytes
        fed either come out (a stored block copies them) or decode as codes, and no code ends the stream
        for both all-zero and all-one bits (a fixed-Huffman end of block is all zeros, never all ones):
        so probing copies of the state byte by byte with both tells the two apart. Only on this rare
        path (a stream that did not end), never per chunk."""
        d = self._d
        if d is None or d.eof or self._ended or not self._fed:
            return True
        for probe in (b"\0", b"\xff"):
            c = d.copy()
            for _ in range(8):
                try:
                    if c.decompress(probe, 4096):
                        return False  # the probe came out as data: the stream was mid-block
                except zlib.error as exc:
                    if "incorrect data check" not in str(exc) and "incorrect length check" not in str(exc):
                        return False
                    break
                if c.eof:
                    break
            else:
                return False
        return True


class _Brotli:
    def __init__(self) -> None:
        self._d = brotli.Decompressor()
        self._fed = False

    def feed(self, data: bytes, limit: int) -> bytes:
        out = bytearray()
        self._fed = self._fed or bool(data)
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
            raise OverCap(bytes(out[:limit]))
        return bytes(out)

    def flush(self, limit: int) -> bytes:
        if self._fed and not self._d.is_finished():
            raise DecodeFailed("truncated brotli data: the body ends before the compressed stream does")
        return b""


class _Sink:
    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.size = 0
        self.limit = 0

    def write(self, data: bytes) -> int:
        room = self.limit - self.size
        self.size += len(data)
        if self.size > self.limit:
            self.parts.append(bytes(data[:room]))
            raise OverCap()
        self.parts.append(bytes(data))
        return len(data)


class _ZstdFrames:
    """Where a zstd stream's frames end (RFC 8878 §3), read from the block headers alone — the
    decompressor's writer never says whether its frame ended, and a body cut inside a frame would be
    taken as the page. Costs a few steps per block (≤ 128 KiB each), not per byte; the data itself
    is checked by the decompressor."""

    __slots__ = ("_need", "_buf", "_state", "_skip", "_checksum")

    # states: the next bytes are a frame's magic number, its header's first byte, a block header, a
    # skippable frame's size
    _MAGIC, _DESCRIPTOR, _BLOCK, _SKIPPABLE = range(4)

    def __init__(self) -> None:
        self._state = self._MAGIC
        self._need = 4
        self._buf = b""
        #: bytes to pass over before the next field (a header's rest, a block's content, a checksum)
        self._skip = 0
        self._checksum = False

    @property
    def between_frames(self) -> bool:
        """Whether the data so far ends exactly where a frame ends (or before any)."""
        return self._state == self._MAGIC and not self._buf and not self._skip

    def feed(self, data: bytes) -> None:
        i, n = 0, len(data)
        while i < n:
            if self._skip:
                take = min(self._skip, n - i)
                self._skip -= take
                i += take
                continue
            take = min(self._need - len(self._buf), n - i)
            self._buf += data[i:i + take]
            i += take
            if len(self._buf) < self._need:
                return
            field, self._buf = self._buf, b""
            self._next(field)

    def _next(self, field: bytes) -> None:
        state = self._state
        if state == self._MAGIC:
            magic = int.from_bytes(field, "little")
            if magic & 0xFFFFFFF0 == 0x184D2A50:
                self._state, self._need = self._SKIPPABLE, 4
            else:  # a zstd frame (anything else the decompressor refuses)
                self._state, self._need = self._DESCRIPTOR, 1
        elif state == self._SKIPPABLE:
            self._skip = int.from_bytes(field, "little")
            self._state, self._need = self._MAGIC, 4
        elif state == self._DESCRIPTOR:
            d = field[0]
            single = bool(d & 0x20)
            fcs = (1 if single else 0, 2, 4, 8)[d >> 6]
            self._skip = (0 if single else 1) + (0, 1, 2, 4)[d & 3] + fcs
            self._checksum = bool(d & 0x04)
            self._state, self._need = self._BLOCK, 3
        else:  # a block header: last-block bit, type, size
            h = int.from_bytes(field, "little")
            self._skip = 1 if (h >> 1) & 3 == 1 else h >> 3  # an RLE block holds one byte
            if h & 1:
                self._skip += 4 if self._checksum else 0
                self._state, self._need = self._MAGIC, 4


class _Zstd:
    def __init__(self) -> None:
        self._sink = _Sink()
        # the writer hands output to the sink in blocks of write_size: the sink raises at the cap
        self._w = zstandard.ZstdDecompressor().stream_writer(self._sink, write_size=65536, closefd=False)
        self._frames = _ZstdFrames()

    def feed(self, data: bytes, limit: int) -> bytes:
        s = self._sink
        s.parts, s.size, s.limit = [], 0, limit
        try:
            self._w.write(data)
        except zstandard.ZstdError as exc:
            raise DecodeFailed(f"corrupt zstd data: {exc}") from exc
        except OverCap:
            raise OverCap(b"".join(s.parts)) from None
        self._frames.feed(data)
        return b"".join(s.parts)

    def flush(self, limit: int) -> bytes:
        if not self._frames.between_frames:
            # half a page is no snapshot of the page: like a body cut short
            raise DecodeFailed("truncated zstd data: the body ends before the compressed stream does")
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
        room = self.cap - self.size
        self.size += len(data)
        if self.size > self.cap:
            raise OverCap(data[:room])
        return data

    def _feed(self, data: bytes, start: int = 0) -> bytes:
        """`data` through the decoders from `start` on. On OverCap the output up to the cap (what the
        decoder that stopped produced, run through the ones after it) is the exception's `partial`."""
        chain = self._chain
        for i in range(start, len(chain)):
            if not data:
                return b""
            try:
                data = chain[i].feed(data, self.cap - self.size)
            except OverCap as exc:
                raise OverCap(self._rest(exc.partial, i + 1)) from None
        return self._count(data)

    def _rest(self, data: bytes, start: int) -> bytes:
        """What `data` becomes through the decoders from `start` on, cut at the cap."""
        try:
            return self._feed(data, start)
        except OverCap as exc:
            return exc.partial
        except DecodeFailed:
            return b""

    def flush(self) -> bytes:
        """Whatever the decoders still hold at the end of the body (each tail runs through the rest).
        Raises DecodeFailed when a stream stopped before its end (a truncated body) — unless nothing was
        decoded yet and the bytes look like plain text (the same fallback as `feed`)."""
        out = bytearray()
        for i, d in enumerate(self._chain):
            try:
                data = d.flush(self.cap - self.size)
            except OverCap as exc:
                raise OverCap(bytes(out) + self._rest(exc.partial, i + 1)) from None
            except DecodeFailed:
                raw = self._raw
                if raw is None or not _looks_like_text(bytes(raw)):
                    raise
                self._chain, self._raw = [], None
                return self._count(bytes(raw))
            if data:
                try:
                    out += self._feed(data, i + 1)
                except OverCap as exc:
                    raise OverCap(bytes(out) + exc.partial) from None
        return bytes(out)
