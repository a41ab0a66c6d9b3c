"""Discovery against hostile sites on loopback (one aiohttp server, every host routed to it): each run
ends in bounded time with a clear outcome, within the request budget, and never crashes."""
from __future__ import annotations

import asyncio
import time
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from aiohttp import web

from changewire_common.http.client import HttpClient, HttpConfig
from changewire_discovery.engine import Discoverer, DiscoveryResult, InProcessPacer
from changewire_discovery.settings import DiscoverySettings

pytestmark = pytest.mark.integration

HOME = ('<html lang="en"><head><title>Evil Co</title></head><body><nav><a href="/careers">Careers</a>'
        '<a href="/pricing">Pricing</a></nav><p>' + "We make widgets for everyone. " * 40 + "</p></body></html>")
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Evil:
    def __init__(self) -> None:
        self.handler: Handler | None = None
        self.paths: list[str] = []
        self.port = 0

    async def _h(self, req: web.Request) -> web.StreamResponse:
        self.paths.append(f"{req.host.split(':')[0]}{req.path}")
        assert self.handler is not None
        return await self.handler(req)


@pytest.fixture
async def evil() -> AsyncIterator[Evil]:
    e = Evil()
    app = web.Application()
    app.router.add_route("*", "/{t:.*}", e._h)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.2", 0)
    await site.start()
    e.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield e
    await runner.cleanup()


async def run(e: Evil, **kw: Any) -> tuple[DiscoveryResult, float]:
    s = DiscoverySettings(connect_to=f"evil.test=127.0.0.2:{e.port},*.evil.test=127.0.0.2:{e.port}",
                          fetch_allow_cidrs=("127.0.0.2/32",), politeness_spacing_s=0.0, **kw)
    t0 = time.monotonic()
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        res = await Discoverer(client, InProcessPacer(0), s).discover("http://evil.test/")
    assert res.requests <= s.request_budget and len(e.paths) <= s.request_budget
    assert not (res.error or "").startswith("internal error"), res.error
    return res, time.monotonic() - t0


async def test_unparseable_urls_in_links_sitemaps_and_locations(evil: Evil) -> None:
    bad = ["http://evil.test:99999/careers", "http://[::1/careers", "http://evil.test:abc/blog",
           "http://u:p@evil.test/jobs", "http://evil.test:0/news", "http://" + "a" * 70 + ".evil.test/jobs",
           "http://evil.test/" + "c" * 5000]

    async def h(req: web.Request) -> web.StreamResponse:
        if req.path == "/robots.txt":
            return web.Response(text="Sitemap: http://evil.test/sitemap.xml\nSitemap: http://[::1/s.xml\n")
        if req.path == "/sitemap.xml":
            locs = "".join(f"<url><loc>{u}</loc></url>" for u in bad)
            return web.Response(text=f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{locs}</urlset>',
                                content_type="application/xml")
        if req.path == "/":
            links = "".join(f'<a href="{u}">Careers</a>' for u in bad)
            return web.Response(text=HOME.replace("<nav>", '<base href="http://[::1/"><nav>' + links),
                                content_type="text/html")
        if req.path == "/careers":
            return web.Response(status=302, headers={"Location": "http://[::1/x"})
        return web.Response(status=404)

    evil.handler = h
    res, _ = await run(evil)
    assert res.outcome == "active"
    for c in res.candidates:
        assert "[::1" not in c.url and "99999" not in c.url and "@" not in c.url and len(c.url) < 2048


async def test_gzip_bomb_and_binary_homepage_fail_clearly(evil: Evil) -> None:
    z = zlib.compressobj(9, zlib.DEFLATED, 31)
    bomb = b"".join([z.compress(b"\0" * (1 << 20)) for _ in range(64)] + [z.flush()])

    async def gz(req: web.Request) -> web.StreamResponse:
        return web.Response(body=bomb, headers={"Content-Encoding": "gzip", "Content-Type": "text/html"})

    evil.handler = gz
    res, _ = await run(evil, max_body_bytes=1 << 20)
    assert res.outcome == "failed" and "TOO_LARGE" in (res.error or "") and res.requests <= 4

    async def binary(req: web.Request) -> web.StreamResponse:
        return web.Response(body=bytes(range(256)) * 400, content_type="text/html")

    evil.paths.clear()
    evil.handler = binary
    res, _ = await run(evil)
    assert res.outcome == "failed" and "binary body" in (res.error or "") and res.requests <= 4


async def test_a_dripping_server_cannot_outlast_the_time_budget(evil: Evil) -> None:
    async def drip(req: web.Request) -> web.StreamResponse:
        r = web.StreamResponse(headers={"Content-Type": "text/html"})
        await r.prepare(req)
        for _ in range(60):
            await r.write(b"<p>x</p>")
            await asyncio.sleep(0.2)
        return r

    evil.handler = drip
    res, took = await run(evil, time_budget_s=1.5)
    assert took < 4, took  # the client's own total timeout (45 s) does not apply past the deadline
    assert res.outcome == "failed" and "TIMEOUT" in (res.error or "")


async def test_self_referencing_sitemap_index_and_catch_all_subdomains(evil: Evil) -> None:
    index = ('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
             "<sitemap><loc>http://evil.test/sitemap.xml</loc></sitemap>"
             "<sitemap><loc>http://evil.test/sitemap.xml?</loc></sitemap></sitemapindex>")

    async def h(req: web.Request) -> web.StreamResponse:
        if req.path == "/robots.txt":
            return web.Response(text="Sitemap: http://evil.test/sitemap.xml\n")
        if req.path == "/sitemap.xml":
            return web.Response(text=index, content_type="application/xml")
        if req.path == "/":  # every host (wildcard DNS) answers the homepage at its root
            return web.Response(text=HOME, content_type="text/html")
        return web.Response(status=404)

    evil.handler = h
    res, _ = await run(evil)
    assert evil.paths.count("evil.test/sitemap.xml") == 1
    subs = [c for c in res.selected if str(c.method) == "subdomain"]
    assert not subs, [(str(c.surface), c.url) for c in subs]  # copies of the homepage are no surface
