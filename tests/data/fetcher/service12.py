"""Shared by the round-12 fetcher service modules (test_fetcher_faults_redteam12.py,
test_fetcher_outages_redteam12.py): a careers site on 127.0.0.2, the fetcher service run in-process as
`changewire up` runs it, and the counters each case checks (observations, failures, outbox rows, messages on
the OBSERVATION stream, requests at the server)."""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from aiohttp import web

from changewire_common.clock import utcnow
from changewire_common.embedded import free_port
from changewire_common.events import SensorDue
from changewire_common.naming import Naming
from changewire_common.outbox import enqueue
from changewire_common.service import run_service
from changewire_fetcher.app import wire
from changewire_fetcher.settings import FetcherSettings

SITE_IP = "127.0.0.2"


# ---------------------------------------------------------------- the site: a careers page per path


def careers_page(host: str, path: str, size: int = 0) -> bytes:
    """A Greenhouse-embedded careers page (deterministic per host and path: its blob key is known)."""
    jobs = "".join(
        f'<div class="opening" department_id="4011{i}"><a data-mapped="true" href="/jobs/{5123400 + i}">'
        f'{t}</a><span class="location">{loc}</span></div>\n'
        for i, (t, loc) in enumerate([("Senior Backend Engineer (Go)", "Berlin, Germany"),
                                      ("Account Executive, DACH", "Munich, Germany"),
                                      ("Product Designer", "Remote - Europe")]))
    pad = ""
    if size:
        para = (f"<p>At {host} we build the operating system for mid-market logistics. {path} </p>\n")
        pad = para * (size // len(para) + 1)
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Careers | {host}</title>"
            f"<link rel=\"canonical\" href=\"http://{host}{path}\"></head><body><header><nav><a href=\"/\">Home</a>"
            f"<a href=\"/about\">About</a></nav></header><main><h1>Join us</h1><section id=\"grnhse_app\">\n{jobs}"
            f"</section>{pad}</main><footer>&copy; 2026 {host}</footer></body></html>").encode()


@dataclass
class Hit:
    host: str
    path: str
    t: float


@dataclass
class CareersSite:
    port: int = 0
    hits: list[Hit] = field(default_factory=list)
    #: path → seconds to hold the answer (a slow origin: the run is in flight meanwhile)
    hold: dict[str, float] = field(default_factory=dict)
    _runner: web.AppRunner | None = None

    async def start(self) -> CareersSite:
        app = web.Application()
        app.router.add_get("/{tail:.*}", self._any)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        self.port = free_port()
        await web.TCPSite(self._runner, SITE_IP, self.port).start()
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _any(self, req: web.Request) -> web.Response:
        host = req.host.split(":")[0]
        self.hits.append(Hit(host, req.path_qs, time.monotonic()))
        if req.path == "/robots.txt":
            return web.Response(text="User-agent: *\nDisallow: /admin/\n", content_type="text/plain")
        hold = self.hold.get(req.path_qs)
        if hold:
            await asyncio.sleep(hold)
        size = int(req.query.get("size", "0"))
        return web.Response(body=careers_page(host, req.path_qs, size), content_type="text/html", charset="utf-8",
                            headers={"ETag": '"' + hashlib.md5(req.path_qs.encode()).hexdigest() + '"'})

    def pages(self, host: str | None = None) -> list[str]:
        return [f"{h.host}{h.path}" for h in self.hits if h.path != "/robots.txt" and (host is None or h.host == host)]


# ---------------------------------------------------------------- fixtures


def settings(db_url: str, nats_url: str, prefix: str, site: CareersSite, data: Path, **kw: Any) -> FetcherSettings:
    base: dict[str, Any] = {
        "database_url": db_url, "nats_url": nats_url, "nats_prefix": prefix, "metrics_port": free_port(),
        "metrics_host": "127.0.0.1", "data_dir": str(data), "connect_to": f"*.example=127.0.0.2:{site.port}",
        "fetch_allow_cidrs": ("127.0.0.2/32",), "http_retries": 0, "http_total_timeout_s": 5.0,
        "outbox_poll_s": 0.1, "politeness_spacing_s": 0.0, "nats_ack_wait_max_s": 3.0, "blob_workers": 1,
    }
    base.update(kw)
    return FetcherSettings(**base)


@contextlib.asynccontextmanager
async def service(*replicas: FetcherSettings) -> AsyncIterator[None]:
    """The fetcher service in this process, one replica per settings (started and stopped together)."""
    stops = [asyncio.Event() for _ in replicas]
    readies = [asyncio.Event() for _ in replicas]
    tasks = [asyncio.create_task(run_service("fetcher", s, wire, stop=stop, install_signals=False, ready_event=ready))
             for s, stop, ready in zip(replicas, stops, readies, strict=True)]
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), 30)
    try:
        yield
    finally:
        for stop in stops:
            stop.set()
        assert await asyncio.wait_for(asyncio.gather(*tasks), 60) == [0] * len(tasks)


def domain() -> str:
    return f"{uuid.uuid4().hex[:10]}.example"


async def company(pool: Any, name: str) -> int:
    return int(await pool.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $2) RETURNING company_id",
                                   name, f"{name.lower().replace(' ', '-')}-{uuid.uuid4().hex[:6]}"))


async def sensors(pool: Any, urls: list[str], *, run_seq: int = 1, cid: int | None = None) -> list[int]:
    cid = cid or await company(pool, "Nordlicht Logistics GmbH")
    out = []
    for url in urls:
        out.append(int(await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'careers', $2, $3, $4, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
            cid, url, url.split("/")[2].split(":")[0], run_seq)))
    return out


async def due(pool: Any, pairs: list[tuple[int, int]]) -> None:
    """Through the outbox, as the scheduler publishes them."""
    async with pool.acquire() as conn, conn.transaction():
        for sid, seq in pairs:
            await enqueue(conn, SensorDue(sensor_id=sid, run_seq=seq, lease_until=utcnow() + timedelta(minutes=5)))


async def raw_due(js: Any, naming: Naming, payload: bytes, msg_id: str) -> None:
    """Straight onto the subject, as a broken or foreign producer would."""
    await js.publish(naming.subject("sensor.due"), payload, headers={"Nats-Msg-Id": msg_id}, timeout=5)


async def observation_events(js: Any, naming: Naming) -> list[dict[str, Any]]:
    """Every message on the OBSERVATION stream of this prefix."""
    info = await js.stream_info(naming.stream("OBSERVATION"))
    n = info.state.messages
    out: list[dict[str, Any]] = []
    if not n:
        return out
    sub = await js.subscribe(naming.subject("observation.>"), ordered_consumer=True)
    try:
        while len(out) < n:
            m = await sub.next_msg(timeout=5)
            out.append(json.loads(m.data))
    finally:
        await sub.unsubscribe()
    return out


async def drained(js: Any, naming: Naming) -> bool:
    info = await js.consumer_info(naming.stream("DUE"), naming.durable("fetcher-sensor-due"))
    return info.num_pending == 0 and info.num_ack_pending == 0


async def counts(pool: Any, ids: list[int]) -> dict[str, int]:
    row = await pool.fetchrow(
        "SELECT (SELECT count(*) FROM observations WHERE sensor_id = ANY($1)) AS observations, "
        "(SELECT count(*) FROM failures WHERE sensor_id = ANY($1)) AS failures, "
        "(SELECT count(*) FROM outbox WHERE subject LIKE 'observation.fetched.%' "
        " AND (convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')::bigint = ANY($1)) AS outbox", ids)
    return dict(row)


async def dues_published(pool: Any, ids: list[int]) -> bool:
    return not await pool.fetchval(
        "SELECT count(*) FROM outbox WHERE subject = 'sensor.due' AND published_at IS NULL "
        "AND (convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')::bigint = ANY($1)", ids)


async def one_each(pool: Any, ids: list[int]) -> bool:
    return await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = ANY($1)", ids) >= len(ids)


# ---------------------------------------------------------------- poison dues
