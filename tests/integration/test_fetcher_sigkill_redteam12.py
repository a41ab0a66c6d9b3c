"""Red team, round 12 (fetcher SERVICE, kill -9): `python -m changewire_fetcher` as its own OS process on the
session's PostgreSQL and nats-server, SIGKILLed in the middle of a batch — some runs past their HTTP request and
blocked in their commit (the test holds a lock that stalls the observations insert, as a slow disk or a long
vacuum would), others still waiting for a slow origin's answer — then started again. The fault the chaos run
(tests/e2e/test_chaos_short.py) makes at random, here made at the worst instant on purpose.

Expected, written before the run: after the restart exactly one observation, one outbox row and one
`observation.fetched` message on the OBSERVATION stream per (sensor_id, run_seq), every one `ok`; no run lost, the
DUE consumer drained, no claim left behind, every domain's in-flight count back to 0 once the dead process's
grants expire (their lease is a deployment setting: 3 s here); each page requested at most twice (once by each
process: a run not committed is fetched again), a run committed before the kill never again — nor a run whose
statement Postgres finished after its client died (committed, never acked: its redelivery finds it done).

And a rolling update's SIGTERM in the same spot (runs waiting for a slow origin): the process finishes and commits
them within its drain timeout, exits 0, and the next process publishes what the first one's relay had no time to —
one request, one observation, one event per run.

Wrong on the code before this round (d9e5eee): 0 of 2 (the design held: claims keyed by the message id are taken
over by its redelivery, one statement commits a batch, the broker's dedupe window drops nothing twice). The first
draft of the kill case expected no observation of the stalled runs after the kill; Postgres finishes a statement
whose client died, so those runs are committed but never acked — the case now accepts either and checks that
such a run is not fetched again.
"""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from aiohttp import web

from changewire_common.bus import connect_nats
from changewire_common.clock import utcnow
from changewire_common.embedded import free_port
from changewire_common.events import SensorDue
from changewire_common.naming import Naming
from changewire_common.outbox import enqueue
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration

SITE_IP = "127.0.0.2"


class Site:
    """A job board per host: `/jobs` answers at once, `/jobs/slow` holds its answer while `slow` is set."""

    def __init__(self) -> None:
        self.hits: list[tuple[str, str]] = []
        self.slow = asyncio.Event()
        self.port = 0
        self._runner: web.AppRunner | None = None

    async def start(self) -> Site:
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
        self.hits.append((host, req.path))
        if req.path == "/robots.txt":
            return web.Response(text="User-agent: *\nAllow: /\n", content_type="text/plain")
        if req.path.endswith("/slow"):
            while not self.slow.is_set():
                await asyncio.sleep(0.05)
        body = (f"<!doctype html><html><head><title>Open roles at {host}</title></head><body><main>"
                f"<h1>Open roles</h1><ul class=\"postings\"><li><a href=\"/jobs/8812\">Site Reliability Engineer</a> "
                f"<span>Amsterdam</span></li><li><a href=\"/jobs/8813\">Finance Manager</a> <span>Lisbon</span>"
                f"</li></ul></main></body></html>")
        return web.Response(text=body, content_type="text/html")

    def pages(self) -> list[str]:
        return [f"{h}{p}" for h, p in self.hits if p != "/robots.txt"]


@pytest.fixture
async def site() -> AsyncIterator[Site]:
    s = await Site().start()
    s.slow.set()
    yield s
    s.slow.set()
    await s.stop()


def start_fetcher(db_url: str, nats_url: str, prefix: str, site: Site, data: Path) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({
        "CHANGEWIRE_DATABASE_URL": db_url, "CHANGEWIRE_NATS_URL": nats_url, "CHANGEWIRE_NATS_PREFIX": prefix,
        "CHANGEWIRE_DATA_DIR": str(data), "CHANGEWIRE_FETCHER_METRICS_PORT": str(free_port()),
        "CHANGEWIRE_METRICS_HOST": "127.0.0.1",
        "CHANGEWIRE_CONNECT_TO": f"*.example=127.0.0.2:{site.port}", "CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.2/32",
        "CHANGEWIRE_HTTP_RETRIES": "0", "CHANGEWIRE_POLITENESS_SPACING_S": "0", "CHANGEWIRE_OUTBOX_POLL_S": "0.1",
        "CHANGEWIRE_NATS_ACK_WAIT_MAX_S": "2", "CHANGEWIRE_FETCHER_SLOT_LEASE_S": "3",
        "CHANGEWIRE_FETCHER_BLOB_WORKERS": "0", "CHANGEWIRE_LOG_FORMAT": "text",
    })
    log = open(data / f"fetcher-{time.time_ns()}.log", "wb")  # noqa: SIM115 - the process owns it
    return subprocess.Popen([sys.executable, "-m", "changewire_fetcher"], env=env, stdout=log, stderr=log)


async def test_a_fetcher_sigkilled_mid_batch_loses_and_doubles_nothing(
        pool: Any, db_url: str, nats_url: str, nats_prefix: str, site: Site, tmp_path: Path) -> None:
    naming = Naming(nats_prefix)
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Havnekontoret ApS', $1) "
                              "RETURNING company_id", f"havnekontoret-{uuid.uuid4().hex[:6]}")
    hosts = [f"{uuid.uuid4().hex[:10]}.example" for _ in range(9)]
    paths = ["/jobs"] * 3 + ["/jobs/slow"] * 3 + ["/jobs"] * 3
    ids: list[int] = []
    for h, p in zip(hosts, paths, strict=True):
        ids.append(await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'jobs_board', $2, $3, 7, true, now() + interval '10 minutes', now()) RETURNING sensor_id",
            cid, f"http://{h}{p}", h))
    committed, slow, stalled = ids[:3], ids[3:6], ids[6:]

    async def due(sids: list[int]) -> None:
        async with pool.acquire() as conn, conn.transaction():
            for s in sids:
                await enqueue(conn, SensorDue(sensor_id=s, run_seq=7, lease_until=utcnow()))

    async def observed(sids: list[int]) -> int:
        return int(await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = ANY($1)", sids))

    data = tmp_path / "data"
    data.mkdir()
    first = start_fetcher(db_url, nats_url, nats_prefix, site, data)
    second = None
    locker = await asyncpg.connect(db_url)
    try:
        await due(committed)
        await wait_until(lambda: _ge(observed(committed), 3), timeout_s=20,
                         what="the first runs committed")
        # now a stall in front of the commit (the observations insert waits for the lock), and a slow origin
        site.slow.clear()
        tx = locker.transaction()
        await tx.start()
        await locker.execute("LOCK TABLE observations IN SHARE ROW EXCLUSIVE MODE")
        await due(slow + stalled)
        await wait_until(lambda: len(site.pages()) >= 9, timeout_s=15, what="every page requested")

        async def blocked() -> bool:
            return bool(await pool.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' "
                "AND pid <> pg_backend_pid() AND query LIKE '%INSERT INTO observations%'"))

        await wait_until(blocked, timeout_s=10, what="the batch's commit waiting on the lock")
        first.send_signal(signal.SIGKILL)
        assert await asyncio.to_thread(first.wait, 10) == -signal.SIGKILL
        await tx.rollback()
        # the batch's statement was already running in its backend: Postgres finishes it (and commits) though its
        # client is gone — the run is written, its ack never sent (the case "commit done, ack lost")
        await asyncio.sleep(0.3)
        orphaned = await observed(stalled)
        assert orphaned in (0, 3)
        assert await observed(slow) == 0
        site.slow.set()
        second = start_fetcher(db_url, nats_url, nats_prefix, site, data)
        await wait_until(lambda: _ge(observed(ids), 9), timeout_s=30, what="every run observed after the restart")

        nc = await connect_nats(nats_url, attempts=3)
        js = nc.jetstream()
        try:
            async def drained() -> bool:
                info = await js.consumer_info(naming.stream("DUE"), naming.durable("fetcher-sensor-due"))
                return info.num_pending == 0 and info.num_ack_pending == 0

            await wait_until(drained, timeout_s=15, what="the DUE consumer drained")

            async def published() -> bool:
                info = await js.stream_info(naming.stream("OBSERVATION"))
                return info.state.messages >= 9 and not await pool.fetchval(
                    "SELECT count(*) FROM outbox WHERE published_at IS NULL")

            await wait_until(published, timeout_s=15, what="every event published")
            await asyncio.sleep(0.5)
            info = await js.stream_info(naming.stream("OBSERVATION"))
            sub = await js.subscribe(naming.subject("observation.>"), ordered_consumer=True)
            evs = [json.loads((await sub.next_msg(timeout=5)).data) for _ in range(info.state.messages)]
            await sub.unsubscribe()
        finally:
            await nc.close()
        assert sorted((e["sensor_id"], e["run_seq"], e["outcome"]) for e in evs) == sorted((s, 7, "ok") for s in ids)
        rows = await pool.fetch("SELECT sensor_id, outcome::text FROM observations WHERE sensor_id = ANY($1)", ids)
        assert sorted((r["sensor_id"], r["outcome"]) for r in rows) == sorted((s, "ok") for s in ids)
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject LIKE 'observation.fetched.%' AND "
                                   "(convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')::bigint = ANY($1)", ids) == 9
        assert await pool.fetchval("SELECT count(*) FROM failures WHERE sensor_id = ANY($1)", ids) == 0
        assert await pool.fetchval("SELECT count(*) FROM fetch_claims WHERE sensor_id = ANY($1)", ids) == 0
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1", naming.stream("DUE")) == 0
        pages = site.pages()
        per = {f"{h}{p}": pages.count(f"{h}{p}") for h, p in zip(hosts, paths, strict=True)}
        again = 1 if orphaned else 2  # a run committed is never fetched again; one not committed is, once
        assert [per[f"{h}{p}"] for h, p in zip(hosts, paths, strict=True)] == [1, 1, 1, 2, 2, 2] + [again] * 3, per
        assert await pool.fetchval("SELECT max(in_flight) FROM domains WHERE domain = ANY($1)", hosts) == 0
    finally:
        await locker.close()
        for p in (first, second):
            if p is not None and p.poll() is None:
                p.send_signal(signal.SIGTERM)
                try:
                    await asyncio.to_thread(p.wait, 20)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()


async def _ge(aw: Any, n: int) -> bool:
    return bool(await aw >= n)


async def test_a_fetcher_stopped_with_sigterm_mid_batch_finishes_its_runs(
        pool: Any, db_url: str, nats_url: str, nats_prefix: str, site: Site, tmp_path: Path) -> None:
    """A rolling update's SIGTERM while six runs wait for a slow origin: the process stops fetching, lets the runs
    in flight finish and commit (within CHANGEWIRE_DRAIN_TIMEOUT_S) and exits 0; the next process publishes what
    the first one's relay had no time to; one request, one observation, one event per run."""
    prefix = nats_prefix + "t"
    naming = Naming(prefix)
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Brisa Seguros S.A.', $1) "
                              "RETURNING company_id", f"brisa-{uuid.uuid4().hex[:6]}")
    hosts = [f"{uuid.uuid4().hex[:10]}.example" for _ in range(6)]
    ids = [await pool.fetchval(
        "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
        "VALUES ($1, 'careers', $2, $3, 2, true, now() + interval '10 minutes', now()) RETURNING sensor_id",
        cid, f"http://{h}/trabaja-con-nosotros/slow", h) for h in hosts]
    data = tmp_path / "data"
    data.mkdir()
    first = start_fetcher(db_url, nats_url, prefix, site, data)
    second = None
    try:
        site.slow.clear()
        async with pool.acquire() as conn, conn.transaction():
            for s in ids:
                await enqueue(conn, SensorDue(sensor_id=s, run_seq=2, lease_until=utcnow()))
        await wait_until(lambda: len(site.pages()) >= 6, timeout_s=20, what="every run in its fetch")
        first.send_signal(signal.SIGTERM)
        await asyncio.sleep(0.5)
        site.slow.set()  # the origin answers while the process drains
        assert await asyncio.to_thread(first.wait, 30) == 0
        assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = ANY($1)", ids) == 6
        second = start_fetcher(db_url, nats_url, prefix, site, data)
        nc = await connect_nats(nats_url, attempts=3)
        js = nc.jetstream()
        try:
            async def settled() -> bool:
                info = await js.consumer_info(naming.stream("DUE"), naming.durable("fetcher-sensor-due"))
                obs = await js.stream_info(naming.stream("OBSERVATION"))
                return info.num_pending == 0 and info.num_ack_pending == 0 and obs.state.messages >= 6

            await wait_until(settled, timeout_s=20, what="the events published and the dues settled")
            await asyncio.sleep(0.3)
            assert (await js.stream_info(naming.stream("OBSERVATION"))).state.messages == 6
        finally:
            await nc.close()
        assert sorted(site.pages()) == sorted(f"{h}/trabaja-con-nosotros/slow" for h in hosts)
        assert {r["outcome"] for r in await pool.fetch(
            "SELECT outcome::text FROM observations WHERE sensor_id = ANY($1)", ids)} == {"ok"}
        assert await pool.fetchval("SELECT max(in_flight) FROM domains WHERE domain = ANY($1)", hosts) == 0
    finally:
        site.slow.set()
        for p in (first, second):
            if p is not None and p.poll() is None:
                p.send_signal(signal.SIGTERM)
                try:
                    await asyncio.to_thread(p.wait, 20)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()
