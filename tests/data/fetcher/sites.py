"""Hostile and ordinary test sites for the HTTP client and fetcher tests (real aiohttp servers).

`HostileSite` listens on 127.0.0.2 (exempted with CHANGEWIRE_FETCH_ALLOW_CIDRS=127.0.0.2/32) and
serves redirects to forbidden loopback forms, loops, long chains, bombs, huge bodies, drips,
challenges and plain pages. `Decoy` listens on 127.0.0.1 and ::1 and records any request: a
correct client never reaches it. `EndlessHeaders` is a raw TCP server whose headers never end.
Every request is recorded with a server-side timestamp.
"""
from __future__ import annotations

import asyncio
import contextlib
import gzip
import json
import socket
import time
import zlib
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

HOSTILE_IP = "127.0.0.2"
#: the gzip bomb inflates to this much (above the 50 MB decompressed cap); about 64 KB on the wire
BOMB_BYTES = 64 << 20


@dataclass
class Hit:
    t: float
    host: str
    path: str
    headers: dict[str, str]


_BOMBS: dict[int, bytes] = {}


def _gzip_bomb(size: int) -> bytes:
    if size in _BOMBS:
        return _BOMBS[size]
    c = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = b"\0" * (1 << 20)
    _BOMBS[size] = b"".join(c.compress(chunk) for _ in range(size >> 20)) + c.flush()
    return _BOMBS[size]


@dataclass
class HostileSite:
    """One aiohttp server on 127.0.0.2 with every misbehaviour the client must survive."""

    decoy_port: int = 0
    robots: str | None = "User-agent: *\nDisallow: /private\n"
    robots_status: int = 200
    #: robots.txt per host name (without port), over `robots`/`robots_status`: (status, text)
    robots_by_host: dict[str, tuple[int, str]] = field(default_factory=dict)
    hits: list[Hit] = field(default_factory=list)
    pages: dict[str, tuple[int, dict[str, str], bytes]] = field(default_factory=dict)
    #: (method, body) of every request to the Workday-like job search
    searches: list[tuple[str, bytes]] = field(default_factory=list)
    port: int = 0
    _runner: web.AppRunner | None = None

    def url(self, path: str, host: str | None = None) -> str:
        return f"http://{host or HOSTILE_IP}:{self.port}{path}"

    def paths(self) -> list[str]:
        return [h.path for h in self.hits]

    async def start(self) -> HostileSite:
        await asyncio.to_thread(_gzip_bomb, BOMB_BYTES)  # cached for the process: the first site pays once
        app = web.Application()
        app.middlewares.append(self._record)
        r = app.router
        r.add_get("/robots.txt", self._robots)
        r.add_get("/ok", self._ok)
        r.add_get("/slow/{x}", self._slow)
        r.add_get("/redirect", self._redirect)
        r.add_get("/loop", self._to("/loop"))
        r.add_get("/loop-a", self._to("/loop-b"))
        r.add_get("/loop-b", self._to("/loop-a"))
        r.add_get("/hops/{n}", self._hops)
        r.add_get("/gzip-bomb", self._gzip_bomb)
        r.add_get("/big", self._big)
        r.add_get("/big-chunked", self._big_chunked)
        r.add_get("/drip", self._drip)
        r.add_get("/status/{code}", self._status)
        r.add_get("/page/{name:.*}", self._page)
        r.add_get("/private/{x:.*}", self._ok)
        r.add_route("*", "/wday/cxs/{tenant}/{site}/jobs", self._workday)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOSTILE_IP, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _record(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.hits.append(Hit(time.monotonic(), request.host, request.path_qs, dict(request.headers)))
        return await handler(request)

    @staticmethod
    def _to(location: str) -> Any:
        async def handler(request: web.Request) -> web.Response:
            return web.Response(status=302, headers={"Location": location})
        return handler

    async def _robots(self, request: web.Request) -> web.Response:
        own = self.robots_by_host.get(request.host.split(":")[0])
        if own is not None:
            return web.Response(status=own[0], text=own[1])
        if self.robots is None:
            return web.Response(status=404)
        return web.Response(status=self.robots_status, text=self.robots)

    async def _ok(self, request: web.Request) -> web.Response:
        if request.headers.get("If-None-Match") == '"v1"':
            return web.Response(status=304, headers={"ETag": '"v1"'})
        return web.Response(body=b"<html><title>ok</title><p>hello</p></html>", content_type="text/html",
                            charset="utf-8", headers={"ETag": '"v1"', "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT"})

    async def _workday(self, request: web.Request) -> web.Response:
        """Workday's job search: a POST of a JSON search (a GET is refused); site 'Old' moved with a 308,
        site 'Gone' answers a 303 to the board's page."""
        body = await request.read()
        self.searches.append((request.method, body))
        site = request.match_info["site"]
        if site == "Old":
            return web.Response(status=308, headers={"Location": request.path.replace("/Old/", "/New/")})
        if site == "Gone":
            return web.Response(status=303, headers={"Location": "/ok"})
        if request.method != "POST":
            return web.Response(status=405, text="method not allowed")
        search = json.loads(body or b"null")
        if not isinstance(search, dict) or "limit" not in search:
            return web.Response(status=400, text="bad search")
        return web.json_response({"total": 1, "jobPostings": [
            {"title": "Staff Engineer", "externalPath": "/job/Berlin/Staff-Engineer_R-1001", "locationsText": "Berlin",
             "bulletFields": ["R-1001"]}]})

    async def _slow(self, request: web.Request) -> web.Response:
        await asyncio.sleep(0.4)
        return web.Response(body=b"<html><title>slow</title><p>took a while</p></html>", content_type="text/html")

    async def _page(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in self.pages:
            return web.Response(status=404, text="not found")
        status, headers, body = self.pages[name]
        if status == 200 and headers.get("ETag") and request.headers.get("If-None-Match") == headers["ETag"]:
            return web.Response(status=304, headers={"ETag": headers["ETag"]})
        return web.Response(status=status, headers=headers, body=body)

    async def _redirect(self, request: web.Request) -> web.Response:
        to = request.query["to"].replace("{decoy}", str(self.decoy_port)).replace("{port}", str(self.port))
        return web.Response(status=int(request.query.get("status", "302")), headers={"Location": to})

    async def _hops(self, request: web.Request) -> web.Response:
        n = int(request.match_info["n"])
        if n <= 0:
            return web.Response(text="arrived")
        return web.Response(status=301, headers={"Location": f"/hops/{n - 1}"})

    async def _gzip_bomb(self, request: web.Request) -> web.Response:
        bomb = _gzip_bomb(BOMB_BYTES)  # built at start()
        return web.Response(body=bomb, headers={"Content-Encoding": "gzip", "Content-Type": "text/html"})

    async def _big(self, request: web.Request) -> web.StreamResponse:
        size = 50 * 1024 * 1024
        resp = web.StreamResponse(status=int(request.query.get("status", "200")), headers={"Content-Type": "text/html"})
        resp.content_length = size
        await resp.prepare(request)
        chunk = b"a" * 65536
        with contextlib.suppress(ConnectionError, asyncio.CancelledError):
            for _ in range(size // len(chunk)):
                await resp.write(chunk)
        return resp

    async def _big_chunked(self, request: web.Request) -> web.StreamResponse:
        resp = web.StreamResponse(status=int(request.query.get("status", "200")), headers={"Content-Type": "text/html"})
        resp.enable_chunked_encoding()
        await resp.prepare(request)
        chunk = b"a" * 65536
        with contextlib.suppress(ConnectionError, asyncio.CancelledError):
            for _ in range(800):  # 50 MB
                await resp.write(chunk)
        return resp

    async def _drip(self, request: web.Request) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/html"})
        resp.enable_chunked_encoding()
        await resp.prepare(request)
        with contextlib.suppress(ConnectionError, asyncio.CancelledError):
            for _ in range(120):
                await resp.write(b"x")
                await asyncio.sleep(1.0)
        return resp

    async def _status(self, request: web.Request) -> web.Response:
        code = int(request.match_info["code"])
        headers = {}
        if "retry_after" in request.query:
            headers["Retry-After"] = request.query["retry_after"]
        if "header" in request.query:  # e.g. ?header=cf-mitigated:challenge
            k, _, v = request.query["header"].partition(":")
            headers[k] = v
        return web.Response(status=code, headers=headers, text=f"status {code}")


@dataclass
class Decoy:
    """Servers on 127.0.0.1 and ::1 (one port) that record every request: none may arrive."""

    hits: list[str] = field(default_factory=list)
    port: int = 0
    _runner: web.AppRunner | None = None

    async def start(self) -> Decoy:
        app = web.Application()

        async def any_request(request: web.Request) -> web.Response:
            self.hits.append(f"{request.host}{request.path_qs}")
            return web.Response(text="decoy: you should never see this")

        app.router.add_route("*", "/{tail:.*}", any_request)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        if socket.has_ipv6:
            with contextlib.suppress(OSError):
                await web.TCPSite(self._runner, "::1", self.port).start()
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()


@dataclass
class EndlessHeaders:
    """A raw TCP server on 127.0.0.2 whose response headers never end (fast or dripping)."""

    drip_s: float = 0.0
    port: int = 0
    connections: int = 0
    _server: asyncio.base_events.Server | None = None

    async def start(self) -> EndlessHeaders:
        async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            self.connections += 1
            with contextlib.suppress(Exception):
                await reader.readuntil(b"\r\n\r\n")
                writer.write(b"HTTP/1.1 200 OK\r\n")
                for i in range(10_000_000):
                    writer.write(f"X-Endless-{i}: {'v' * 50}\r\n".encode())
                    if self.drip_s:
                        await asyncio.sleep(self.drip_s)
                    else:
                        await writer.drain()
            writer.close()

        self._server = await asyncio.start_server(handle, HOSTILE_IP, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)


def gzip_body(data: bytes) -> bytes:
    return gzip.compress(data)
