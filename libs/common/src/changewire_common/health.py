"""The per-process HTTP endpoint: /metrics (Prometheus), /healthz (alive), /readyz (deps reachable)."""
from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

logger = logging.getLogger(__name__)

ReadyCheck = Callable[[], Awaitable[dict[str, bool]]]


class HealthServer:
    def __init__(self, host: str, port: int, ready: ReadyCheck) -> None:
        self.host = host
        self.port = port
        self.ready = ready
        self._runner: web.AppRunner | None = None

    async def _metrics(self, _: web.Request) -> web.Response:
        return web.Response(body=generate_latest(REGISTRY), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _healthz(self, _: web.Request) -> web.Response:
        return web.json_response({"ok": True})

    async def _readyz(self, _: web.Request) -> web.Response:
        checks = await self.ready()
        ok = all(checks.values())
        return web.json_response({"ok": ok, **checks}, status=200 if ok else 503)

    async def start(self) -> int:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/readyz", self._readyz)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        sockets = site._server.sockets if site._server else []  # type: ignore[union-attr]
        port = sockets[0].getsockname()[1] if sockets else self.port
        logger.info("metrics and health on http://%s:%s/metrics", self.host, port)
        return int(port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
