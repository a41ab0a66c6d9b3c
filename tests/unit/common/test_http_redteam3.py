"""Pure pieces of the shared client behind the third `changewire fetch` red-team round
(tests/integration/test_fetch_redteam3.py): where a zstd stream's frames end, where a chunked body's
trailer section begins, the request target of a URL with escapes."""
from __future__ import annotations

import os

import pytest
import zstandard

from changewire_common.http.client import HttpClient, _ChunkEnd, requestable_as_written
from changewire_common.http.decompress import DecodeFailed, StreamDecoder, _ZstdFrames

PAGE = b"<html><body>" + b"".join(b"<p>job %d</p>" % i for i in range(3000)) + b"</body></html>"


def _streamed(data: bytes) -> bytes:
    """A frame written as a stream (no content size), flushed mid-way: blocks of every kind."""
    c = zstandard.ZstdCompressor(level=1).compressobj()
    half = len(data) // 2
    return c.compress(data[:half]) + c.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK) + c.compress(data[half:]) + c.flush()


def _frames() -> dict[str, bytes]:
    plain = zstandard.ZstdCompressor(level=3)
    checked = zstandard.ZstdCompressor(level=3, write_checksum=True, write_content_size=False)
    # RLE blocks (zeros), raw blocks (random bytes), compressed blocks; content size absent and present
    return {
        "compressed": plain.compress(PAGE),
        "checksum-no-size": checked.compress(PAGE),
        "rle": plain.compress(b"\0" * 300_000),
        "raw": plain.compress(os.urandom(200_000)),
        "streamed": _streamed(PAGE),
        "empty-content": plain.compress(b""),
        "two-frames": plain.compress(PAGE) + checked.compress(b"tail"),
        "skippable": b"\x5f\x2a\x4d\x18" + (3).to_bytes(4, "little") + b"abc" + plain.compress(PAGE),
    }


@pytest.mark.parametrize("name", sorted(_frames()))
def test_zstd_frame_ends_are_found_in_any_chunking(name: str) -> None:
    data = _frames()[name]
    for step in (1, 3, 7, 4096, len(data)):
        f = _ZstdFrames()
        for i in range(0, len(data), step):
            f.feed(data[i:i + step])
        assert f.between_frames, (name, step)


@pytest.mark.parametrize("name", ["compressed", "checksum-no-size", "rle", "two-frames"])
def test_a_zstd_stream_cut_anywhere_inside_a_frame_is_not_whole(name: str) -> None:
    data = _frames()[name]
    ends = {len(data)}
    if name == "two-frames":
        ends.add(len(zstandard.ZstdCompressor(level=3).compress(PAGE)))
    for cut in sorted({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, len(data) // 2, len(data) - 5, len(data) - 1} | ends):
        f = _ZstdFrames()
        f.feed(data[:cut])
        assert f.between_frames == (cut in ends), (name, cut)


def test_stream_decoder_refuses_a_truncated_zstd_body_and_takes_a_whole_one() -> None:
    data = zstandard.ZstdCompressor(level=3).compress(PAGE)
    d = StreamDecoder("zstd", 10 << 20)
    out = d.feed(data[: len(data) - 3])
    with pytest.raises(DecodeFailed, match="truncated zstd"):
        d.flush()
    assert PAGE.startswith(out)
    d = StreamDecoder("zstd", 10 << 20)
    assert d.feed(data) + d.flush() == PAGE
    d = StreamDecoder("zstd", 10 << 20)  # an empty body labelled zstd: an empty page
    assert d.feed(b"") + d.flush() == b""


@pytest.mark.parametrize("body", [
    b"5\r\nhello\r\n0\r\n\r\n",
    b"5\r\nhello\r\n0\r\nContent-Length: 3\r\nX: y\r\n\r\n",
    b"5;ext=1\r\nhello\r\n0;last\r\n\r\n",
    b"5\nhello\n0\n\n",
])
def test_chunked_trailer_section_start(body: bytes) -> None:
    at = body.index(b"\n", body.rindex(b"\n0") + 1) + 1  # just past the last chunk's size line
    t = _ChunkEnd()
    assert t.feed(body) == len(body) and t.trailers_at == at
    # fed in two pieces split inside the trailers: the second piece is all trailer section
    split = min(at + 1, len(body) - 1)
    t = _ChunkEnd()
    assert t.feed(body[:split]) == _ChunkEnd.MORE and t.trailers_at == at
    assert t.feed(body[split:]) == len(body) - split and t.trailers_at == 0
    # no trailer section in a piece that ends before the last chunk
    t = _ChunkEnd()
    assert t.feed(body[:4]) == _ChunkEnd.MORE and t.trailers_at == -1


@pytest.mark.parametrize(("url", "target"), [
    ("http://h.test/a%7Eb%41?q=%7E", "/a%7Eb%41?q=%7E"),
    ("http://h.test/a%2Fb", "/a%2Fb"),
    ("http://h.test?q=%41", "/?q=%41"),
    ("http://[::1]:8080/%7Ex", "/%7Ex"),
    ("http://h.test/%zz", "/%zz"),
    # characters that need quoting, or a host that needs IDNA: left to yarl (which quotes and encodes)
    ("http://h.test/a%7E\"b", "/a~%22b"),
    ("http://b\u00fccher.test/%7E", "/~"),
])
def test_escapes_are_requested_as_written(url: str, target: str) -> None:
    got = HttpClient()._parse_target(url, url, [])
    assert got.raw_path_qs == target
    assert requestable_as_written(url) == (target.replace("/?", "?") in url)
    if "bücher" in url:
        assert got.raw_host == "xn--bcher-kva.test"


@pytest.mark.parametrize(("url", "expected"), [
    # a host's percent-escapes are decoded as browsers decode them (WHATWG URL): the address check sees
    # the host that would be asked for. Before, "127.0.0.1%2e" was a name that did not resolve (DNS)
    ("http://127.0.0.1%2e:8080/x", "http://127.0.0.1.:8080/x"),
    ("http://ex%61mple.com/a%41", "http://example.com/a%41"),  # the path's escapes stay as written
    ("http://h%C3%BC.test/", "http://h\u00fc.test/"),
    # escapes that decode to a delimiter, to bytes that are not UTF-8, or inside an IPv6 literal: untouched
    ("http://a%2fb.test/", "http://a%2fb.test/"),
    ("http://a%40127.0.0.1/", "http://a%40127.0.0.1/"),
    ("http://h%ff.test/", "http://h%ff.test/"),
    ("http://[::1%25lo]:5/", "http://[::1%25lo]:5/"),
])
def test_request_url_decodes_the_hosts_escapes(url: str, expected: str) -> None:
    from changewire_common.http.client import request_url

    assert request_url(url) == expected


@pytest.mark.parametrize(("domain", "host", "ok"), [
    ("acme.com", "www.acme.com", True),  # a site-wide cookie from a subdomain
    ("acme.com", "acme.com", True),
    ("hostile.test", "www.hostile.test", True),
    ("other.com", "www.acme.com", False),  # not under it
    ("com", "www.acme.com", False),  # a public suffix
    ("co.uk", "shop.acme.co.uk", False),
    ("github.io", "acme.github.io", False),  # a private public suffix: unrelated parties under it
    ("test", "hostile.test", False),  # no dot
    ("0.1", "127.0.0.1", False),  # an IP host sets its own cookies only
])
def test_cookie_domain_scope(domain: str, host: str, ok: bool) -> None:
    from changewire_common.http.client import _cookie_domain_ok

    assert _cookie_domain_ok(domain, host) is ok


def test_cookies_go_to_the_hosts_their_scope_covers() -> None:
    # a Domain cookie set on www.acme.com used to be dropped at the next host (the jar was cleared on every
    # change of host): a cookie check across a site's hosts looped (REDIRECT) where browsers pass
    from changewire_common.http.client import _cookies_for

    jar = {("site", "acme.com", False, "/"): ("1", "/", False), ("www_only", "www.acme.com", True, "/"): ("2", "/", False)}
    assert _cookies_for(jar, "acme.com") == {"site": "1"}
    assert _cookies_for(jar, "www.acme.com") == {"site": "1", "www_only": "2"}
    assert _cookies_for(jar, "shop.acme.com") == {"site": "1"}
    assert _cookies_for(jar, "evilacme.com") == {}


def test_a_cookie_the_site_deletes_is_not_sent_again() -> None:
    from changewire_common.http.client import _expired, parse_set_cookie

    def morsel(raw: str) -> dict[str, str]:  # the cookie's attributes, as the jar reads them
        parsed = parse_set_cookie(raw)
        assert parsed is not None
        return parsed[2]

    assert _expired(morsel("a=; Max-Age=0"))
    assert _expired(morsel("a=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT"))
    assert not _expired(morsel("a=x; Max-Age=3600"))
    assert not _expired(morsel("a=x; Expires=Fri, 01 Jan 2100 00:00:00 GMT"))
    assert not _expired(morsel("a=x; Expires=whenever"))
    assert not _expired(morsel("a=x"))
