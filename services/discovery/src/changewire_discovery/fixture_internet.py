"""A fixture "company internet" for tests and the benchmark: one aiohttp server on loopback routed by
the Host header, serving the sites of a JSON file (tests/data/discovery/sites.json) and counting every
request per host. Reached through CHANGEWIRE_CONNECT_TO (see `connect_to()`). Test support only.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from aiohttp import web

from changewire_common.domains import registrable_domain


class FixtureInternet:
    def __init__(self, sites_file: Path | str, host: str = "127.0.0.2", port: int = 0) -> None:
        data = json.loads(Path(sites_file).read_text(encoding="utf-8"))
        self.sites: dict[str, dict[str, Any]] = data["sites"]
        self.by_host: dict[str, dict[str, Any]] = {}
        for site in self.sites.values():
            for h in site["hosts"]:
                self.by_host[h] = site
        self.bind_host = host
        self.port = port
        self.requests: Counter[str] = Counter()  # host → count
        self.paths: list[tuple[str, str]] = []
        self._runner: web.AppRunner | None = None

    @property
    def total(self) -> int:
        return sum(self.requests.values())

    def count_for(self, domains: set[str]) -> int:
        return sum(n for h, n in self.requests.items() if registrable_domain(h) in domains or h in domains)

    def connect_to(self) -> str:
        """CHANGEWIRE_CONNECT_TO mapping every fixture host (exact names only: others do not exist)."""
        return ",".join(f"{h}={self.bind_host}:{self.port}" for h in sorted(self.by_host))

    async def start(self) -> FixtureInternet:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.bind_host, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        host = (request.host or "").split(":")[0].lower()
        self.requests[host] += 1
        self.paths.append((host, request.path_qs))
        site = self.by_host.get(host)
        if site is None:
            return web.Response(status=421, text="unknown host")
        route = site["routes"].get(request.path)
        if route is None and request.path != "/" and request.path.endswith("/"):
            route = site["routes"].get(request.path.rstrip("/"))
        if route is None:
            return self._unknown(site, request)
        return self._serve(route)

    def _serve(self, route: dict[str, Any]) -> web.StreamResponse:
        status = int(route.get("status", 200))
        if "redirect" in route:
            return web.Response(status=status if status in (301, 302, 307, 308) else 301,
                                headers={"Location": route["redirect"]})
        if "html" in route:
            return web.Response(status=status, text=route["html"], content_type="text/html", charset="utf-8")
        if "json" in route:
            return web.Response(status=status, text=json.dumps(route["json"]), content_type="application/json")
        if "xml" in route:
            return web.Response(status=status, text=route["xml"], content_type=route.get("type", "application/xml"))
        return web.Response(status=status, text=route.get("text", ""), content_type=route.get("type", "text/plain"))

    def _unknown(self, site: dict[str, Any], request: web.Request) -> web.StreamResponse:
        mode = site.get("unknown", "404")
        if mode == "soft404":
            return web.Response(status=200, text=site["soft404"], content_type="text/html")
        if mode == "shell":
            return web.Response(status=200, text=site["shell"], content_type="text/html")
        if mode == "home" and request.path != "/robots.txt":
            return web.Response(status=301, headers={"Location": "/"})
        if mode == "moved":
            return web.Response(status=301, headers={"Location": site["moved_to"].rstrip("/") + request.path_qs})
        return web.Response(status=404, text="<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>",
                            content_type="text/html")
