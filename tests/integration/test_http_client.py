"""The shared HTTP client against hostile sites on 127.0.0.2 (real aiohttp servers on loopback).

The site is exempted with allow_cidrs=127.0.0.2/32; every redirect to a forbidden loopback form
must be refused before a packet leaves, proved by a decoy on 127.0.0.1 / ::1 that records hits.
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.http import FetchError, HttpClient, HttpConfig, RobotsCache
from changewire_common.vocab import FailureClass

pytestmark = pytest.mark.integration

S: Any = load_module("fetcher_sites", "data/fetcher/sites.py")


@pytest.fixture
async def decoy() -> AsyncIterator[Any]:
    d = await S.Decoy().start()
    yield d
    await d.stop()


@pytest.fixture
async def site(decoy: Any) -> AsyncIterator[Any]:
    s = await S.HostileSite(decoy_port=decoy.port).start()
    yield s
    await s.stop()
    assert decoy.hits == [], f"a forbidden destination was reached: {decoy.hits}"


def cfg(site: Any, **kw: Any) -> HttpConfig:
    base: dict[str, Any] = {
        "allow_cidrs": ["127.0.0.2/32"],
        "connect_to": f"hostile.test=127.0.0.2:{site.port},*.hostile.test=127.0.0.2:{site.port}",
        "retries": 0, "connect_timeout_s": 2.0, "read_timeout_s": 3.0, "total_timeout_s": 5.0,
    }
    base.update(kw)
    return HttpConfig(**base)


FORBIDDEN = [
    ("http://127.0.0.1:{decoy}/", "loopback"),
    ("http://[::1]:{decoy}/", "loopback"),
    ("http://0.0.0.0:{decoy}/", "unspecified"),
    ("http://2130706433:{decoy}/", "loopback"),
    ("http://0x7f000001:{decoy}/", "loopback"),
    ("http://0177.0.0.1:{decoy}/", "loopback"),
    ("http://127.1:{decoy}/", "loopback"),
    ("http://[::ffff:127.0.0.1]:{decoy}/", "ipv4_mapped:loopback"),
    ("http://[::ffff:7f00:1]:{decoy}/", "ipv4_mapped:loopback"),
    ("http://localhost:{decoy}/", "localhost"),
    ("http://LOCALHOST.:{decoy}/", "localhost"),
    ("http://sub.localhost:{decoy}/", "localhost"),
    ("http://169.254.169.254/latest/meta-data/", "link_local"),
    ("http://10.0.0.1/", "private"),
]


@pytest.mark.parametrize("connect_to", [False, True], ids=["dns", "connect_to"])
@pytest.mark.parametrize(("target", "rule"), FORBIDDEN)
async def test_redirect_to_forbidden_destination_is_refused(site: Any, target: str, rule: str,
                                                            connect_to: bool) -> None:
    c = cfg(site) if connect_to else cfg(site, connect_to="")
    async with HttpClient(c) as client:
        with pytest.raises(FetchError) as ei:
            await client.fetch(site.url(f"/redirect?to={target}"))
    assert ei.value.failure_class == FailureClass.BLOCKED_DESTINATION
    assert ei.value.rule == rule
    assert client.denials.get(rule) == 1


async def test_direct_forbidden_urls_are_refused(site: Any, decoy: Any) -> None:
    async with HttpClient(cfg(site)) as client:
        for url in (f"http://127.0.0.1:{decoy.port}/", f"http://[::1]:{decoy.port}/", f"http://localhost:{decoy.port}/",
                    f"http://127.0.0.3:{decoy.port}/"):
            with pytest.raises(FetchError) as ei:
                await client.fetch(url)
            assert ei.value.failure_class == FailureClass.BLOCKED_DESTINATION, url


async def test_connect_to_maps_to_a_forbidden_address_is_still_refused(site: Any, decoy: Any) -> None:
    async with HttpClient(cfg(site, connect_to=f"evil.test=127.0.0.1:{decoy.port}")) as client:
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://evil.test/")
    assert ei.value.failure_class == FailureClass.BLOCKED_DESTINATION and ei.value.rule == "loopback"


async def test_connect_to_is_the_whole_internet(site: Any) -> None:
    async with HttpClient(cfg(site)) as client:
        r = await client.fetch("http://hostile.test/ok")
        assert r.status == 200 and r.final_url == "http://hostile.test/ok"
        r = await client.fetch("http://www.hostile.test/ok")
        assert r.status == 200
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://unlisted.example.com/")
        assert ei.value.failure_class == FailureClass.DNS
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://93.184.215.14/")  # a public literal, not listed: never contacted
        assert ei.value.failure_class == FailureClass.DNS
        assert await client.host_exists("www.hostile.test")
        assert await client.host_exists("hostile.test")
        assert not await client.host_exists("careers.unlisted.example.com")
        assert not await client.host_exists("localhost")
    assert [h.host.split(":")[0] for h in site.hits] == ["hostile.test", "www.hostile.test"]


async def test_ok_304_and_response_fields(site: Any) -> None:
    async with HttpClient(cfg(site)) as client:
        r = await client.fetch("http://hostile.test/ok")
        assert r.status == 200 and r.content_type == "text/html" and r.charset == "utf-8"
        assert r.etag == '"v1"' and r.last_modified and r.text().startswith("<html>")
        assert r.elapsed_ms > 0 and r.first_byte_ms is not None and r.dns_ms is not None
        assert r.connect_ms is not None and r.redirects == []
        r2 = await client.fetch("http://hostile.test/ok", etag='"v1"', last_modified=r.last_modified)
        assert r2.status == 304 and r2.body == b""
    sent = site.hits[-1].headers
    assert sent["If-None-Match"] == '"v1"' and sent["If-Modified-Since"] == r.last_modified
    assert sent["User-Agent"].startswith("changewire/")
    assert "gzip" in sent["Accept-Encoding"] and "br" in sent["Accept-Encoding"]


async def test_redirects_loop_and_hop_limit(site: Any) -> None:
    async with HttpClient(cfg(site)) as client:
        r = await client.fetch("http://hostile.test/hops/5")
        assert r.status == 200 and len(r.redirects) == 5 and r.final_url.endswith("/hops/0")
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://hostile.test/hops/6")
        assert ei.value.failure_class == FailureClass.REDIRECT and "more than 5" in ei.value.detail
        for path in ("/loop", "/loop-a"):
            with pytest.raises(FetchError) as ei:
                await client.fetch(f"http://hostile.test{path}")
            assert ei.value.failure_class == FailureClass.REDIRECT and "loop" in ei.value.detail
        for bad in ("ftp://hostile.test/x", "file:///etc/passwd", "javascript:alert(1)", "gopher://hostile.test/"):
            with pytest.raises(FetchError) as ei:
                await client.fetch(f"http://hostile.test/redirect?to={bad}")
            assert ei.value.failure_class == FailureClass.REDIRECT, bad
        r = await client.fetch("http://hostile.test/hops/2", follow_redirects=False)
        assert r.status == 301 and r.headers["location"] == "/hops/1"
    # the hop beyond the limit is never requested
    assert site.paths().count("/hops/0") == 1


async def test_gzip_bomb_stops_at_the_cap(site: Any) -> None:
    async with HttpClient(cfg(site, max_decompressed_bytes=20 << 20)) as client:
        t0 = time.monotonic()
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://hostile.test/gzip-bomb")
    assert ei.value.failure_class == FailureClass.TOO_LARGE and "decompressed" in ei.value.detail
    assert time.monotonic() - t0 < 10


@pytest.mark.parametrize("path", ["/big", "/big-chunked"])
async def test_50mb_body_is_too_large(site: Any, path: str) -> None:
    async with HttpClient(cfg(site)) as client:
        with pytest.raises(FetchError) as ei:
            await client.fetch(f"http://hostile.test{path}")
        assert ei.value.failure_class == FailureClass.TOO_LARGE
        # truncate mode keeps the first bytes instead
        r = await client.fetch(f"http://hostile.test{path}", max_bytes=100_000, truncate=True)
        assert r.truncated and len(r.body) == 100_000


@pytest.mark.parametrize("path", ["/big?status=404", "/big-chunked?status=503"])
async def test_an_error_answers_big_body_is_cut_not_read_whole(site: Any, path: str) -> None:
    """A 404 or a 503 is judged by its status; its body is read for what it says, up to ERROR_BODY_MAX: 50 MB of it
    are neither TOO_LARGE nor fetched whole."""
    from changewire_common.http.client import ERROR_BODY_MAX

    async with HttpClient(cfg(site)) as client:
        r = await client.fetch(f"http://hostile.test{path}")
    assert r.status == int(path[-3:]) and r.truncated
    assert len(r.body) == ERROR_BODY_MAX and r.wire_bytes <= ERROR_BODY_MAX


async def test_drip_one_byte_a_second_times_out(site: Any) -> None:
    async with HttpClient(cfg(site, total_timeout_s=2.0, read_timeout_s=5.0)) as client:
        t0 = time.monotonic()
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://hostile.test/drip")
    assert ei.value.failure_class == FailureClass.TIMEOUT
    assert 1.5 < time.monotonic() - t0 < 10  # stopped by the 2 s total timeout (slack for a busy machine)


@pytest.mark.parametrize("drip_s", [0.0, 0.2])
async def test_endless_headers(drip_s: float) -> None:
    srv = await S.EndlessHeaders(drip_s=drip_s).start()
    try:
        c = HttpConfig(allow_cidrs=["127.0.0.2/32"], retries=0, total_timeout_s=2.0, read_timeout_s=1.0)
        async with HttpClient(c) as client:
            t0 = time.monotonic()
            with pytest.raises(FetchError) as ei:
                await client.fetch(f"http://127.0.0.2:{srv.port}/")
        expected = FailureClass.TOO_LARGE if drip_s == 0 else FailureClass.TIMEOUT
        assert ei.value.failure_class == expected, ei.value
        assert time.monotonic() - t0 < 10
    finally:
        await srv.stop()


async def test_error_statuses_are_returned_with_retry_after(site: Any) -> None:
    async with HttpClient(cfg(site)) as client:
        r = await client.fetch("http://hostile.test/status/404")
        assert r.status == 404
        r = await client.fetch("http://hostile.test/status/429?retry_after=120")
        assert r.status == 429 and r.retry_after_s == 120.0
        r = await client.fetch("http://hostile.test/status/503?retry_after=Wed,%2001%20Jan%202020%2000:00:00%20GMT")
        assert r.status == 503 and r.retry_after_s == 0.0


async def test_retries_transient_statuses_only(site: Any) -> None:
    async with HttpClient(cfg(site, retries=2, retry_backoff_s=0.05)) as client:
        r = await client.fetch("http://hostile.test/status/503")
        assert r.status == 503 and r.attempts == 3
        r = await client.fetch("http://hostile.test/status/404")
        assert r.attempts == 1
        # a Retry-After beyond the allowance ends the retries at once
        r = await client.fetch("http://hostile.test/status/429?retry_after=3600")
        assert r.attempts == 1 and r.retry_after_s == 3600.0
        # the politeness spacing is the minimum wait between two attempts
        t0 = time.monotonic()
        r = await client.fetch("http://hostile.test/status/500", retries=1, retry_min_wait_s=0.5)
        assert r.attempts == 2 and time.monotonic() - t0 >= 0.5
    assert site.paths().count("/status/503") == 3 and site.paths().count("/status/404") == 1


async def test_a_bot_challenge_is_not_asked_again(site: Any) -> None:
    # a 503/429 a bot-protection edge marked as its challenge never passes on a retry: one request only
    async with HttpClient(cfg(site, retries=2, retry_backoff_s=0.05)) as client:
        for path in ("/status/503?header=cf-mitigated:challenge", "/status/429?header=x-amzn-waf-action:challenge",
                     "/status/429?header=x-vercel-mitigated:challenge"):
            r = await client.fetch(f"http://hostile.test{path}")
            assert r.attempts == 1, path
        r = await client.fetch("http://hostile.test/status/502?header=x-served-by:cache-1")  # any other header: retried
        assert r.attempts == 3
    hits = [p.split("?", 1)[0] for p in site.paths()]
    assert hits.count("/status/503") == 1 and hits.count("/status/429") == 2 and hits.count("/status/502") == 3


async def test_connection_refused_is_retryable_unknown(site: Any) -> None:
    import socket

    s = socket.socket()
    s.bind(("127.0.0.2", 0))
    port = s.getsockname()[1]
    s.close()
    async with HttpClient(cfg(site, retries=1, retry_backoff_s=0.01)) as client:
        with pytest.raises(FetchError) as ei:
            await client.fetch(f"http://127.0.0.2:{port}/")
    assert ei.value.failure_class == FailureClass.UNKNOWN and ei.value.attempts == 2


async def test_robots_cache(site: Any) -> None:
    site.robots = "User-agent: *\nDisallow: /private\nCrawl-delay: 3\n"
    async with HttpClient(cfg(site)) as client:
        robots = RobotsCache(client)
        results = await asyncio.gather(*(robots.check(f"http://hostile.test/private/{i}") for i in range(5)))
        assert all(not v.allowed and v.crawl_delay_s == 3.0 for v in results)
        assert (await robots.check("http://hostile.test/public")).allowed
        assert site.paths().count("/robots.txt") == 1  # one fetch for concurrent checks, then cached
        # another origin (subdomain) has its own robots.txt
        await robots.check("http://www.hostile.test/x")
        assert site.paths().count("/robots.txt") == 2


@pytest.mark.parametrize(("status", "allowed", "unavailable"), [(404, True, False), (403, True, False),
                                                                (500, False, True), (503, False, True),
                                                                (429, False, True), (999, True, False)])
async def test_robots_status_semantics(site: Any, status: int, allowed: bool, unavailable: bool) -> None:
    site.robots_status = status
    async with HttpClient(cfg(site)) as client:
        v = await RobotsCache(client).check("http://hostile.test/private/x")
    assert (v.allowed, v.unavailable, v.status) == (allowed, unavailable, status)


async def test_robots_unreachable_is_unavailable_and_dns_is_no_verdict(site: Any) -> None:
    import socket

    s = socket.socket()
    s.bind(("127.0.0.2", 0))
    port = s.getsockname()[1]
    s.close()
    async with HttpClient(cfg(site, connect_to=f"down.test=127.0.0.2:{port}")) as client:
        robots = RobotsCache(client)
        v = await robots.check("http://down.test/x")
        assert v.unavailable and not v.allowed
        v = await robots.check("http://nxdomain.test/x")
        assert v.allowed and not v.unavailable  # the page fetch reports DNS itself


async def test_large_downloads_have_their_own_limit(site: Any) -> None:
    site.pages["large"] = (200, {"Content-Type": "application/xml"}, b"<urlset>" + b"x" * (3 << 20) + b"</urlset>")
    async with HttpClient(cfg(site, large_connections=1, large_body_bytes=1 << 20)) as client:
        # bodies over large_body_bytes take turns on one large slot; pages keep flowing meanwhile
        results = await asyncio.gather(
            client.fetch("http://hostile.test/page/large"), client.fetch("http://hostile.test/page/large"),
            client.fetch("http://hostile.test/page/large", large=True), client.fetch("http://hostile.test/ok"))
    assert [r.status for r in results] == [200, 200, 200, 200]
    assert all(len(r.body) == (3 << 20) + 17 for r in results[:3])
