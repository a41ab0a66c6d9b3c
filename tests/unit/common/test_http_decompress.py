"""Streaming decoders stop at the cap (gzip, deflate, br, zstd bombs) and decode real data."""
from __future__ import annotations

import gzip
import zlib

import brotli
import pytest
import zstandard

from changewire_common.http.decompress import DecodeFailed, OverCap, StreamDecoder, UnsupportedEncoding

DATA = b"<html>" + b"hello world, " * 5000 + b"</html>"


def _deflate_raw(data: bytes) -> bytes:
    c = zlib.compressobj(wbits=-15)
    return c.compress(data) + c.flush()


ENCODERS = {
    "gzip": gzip.compress,
    "deflate": zlib.compress,
    "br": brotli.compress,
    "zstd": lambda d: zstandard.ZstdCompressor().compress(d),
}


def _feed(dec: StreamDecoder, blob: bytes, step: int) -> bytes:
    out = b"".join(dec.feed(blob[i:i + step]) for i in range(0, len(blob), step))
    return out + dec.flush()


@pytest.mark.parametrize("enc", sorted(ENCODERS))
@pytest.mark.parametrize("step", [1, 7, 4096, 1 << 20])
def test_round_trip_in_any_chunking(enc: str, step: int) -> None:
    blob = ENCODERS[enc](DATA)
    if step == 1 and len(blob) > 20000:
        step = 3
    assert _feed(StreamDecoder(enc, 10 << 20), blob, step) == DATA


def test_raw_deflate_is_accepted() -> None:
    assert _feed(StreamDecoder("deflate", 1 << 20), _deflate_raw(DATA), 100) == DATA


def test_stacked_encodings_are_undone_in_reverse() -> None:
    blob = brotli.compress(gzip.compress(DATA))
    assert _feed(StreamDecoder("gzip, br", 1 << 20), blob, 500) == DATA


def test_concatenated_gzip_members() -> None:
    blob = gzip.compress(b"abc") + gzip.compress(b"def")
    assert _feed(StreamDecoder("gzip", 1 << 20), blob, 5) == b"abcdef"


def test_identity_and_unknown() -> None:
    d = StreamDecoder(None, 10)
    assert d.identity and d.feed(b"12345") == b"12345"
    with pytest.raises(OverCap):
        d.feed(b"123456")
    with pytest.raises(UnsupportedEncoding):
        StreamDecoder("compress", 10)


BOMB = 64 * 1024 * 1024


@pytest.mark.parametrize("enc", sorted(ENCODERS))
def test_bombs_stop_at_the_cap(enc: str) -> None:
    if enc == "gzip":
        c = zlib.compressobj(9, zlib.DEFLATED, 31)
        chunk = b"\0" * (1 << 20)
        blob = b"".join(c.compress(chunk) for _ in range(BOMB >> 20)) + c.flush()
    elif enc == "deflate":
        c = zlib.compressobj(9)
        chunk = b"\0" * (1 << 20)
        blob = b"".join(c.compress(chunk) for _ in range(BOMB >> 20)) + c.flush()
    elif enc == "br":
        blob = brotli.compress(b"\0" * BOMB, quality=5)
    else:
        blob = zstandard.ZstdCompressor(level=3).compress(b"\0" * BOMB)
    assert len(blob) < 1 << 20
    cap = 5 << 20
    dec = StreamDecoder(enc, cap)
    produced = 0
    with pytest.raises(OverCap):
        for i in range(0, len(blob), 65536):
            produced += len(dec.feed(blob[i:i + 65536]))
        dec.flush()
    assert produced <= cap


def test_corrupt_data() -> None:
    with pytest.raises(DecodeFailed):
        StreamDecoder("gzip", 1 << 20).feed(b"\x1f\x8b\x08\x00garbage-garbage-garbage")
    with pytest.raises(DecodeFailed):
        StreamDecoder("br", 1 << 20).feed(b"\xff" * 100)
