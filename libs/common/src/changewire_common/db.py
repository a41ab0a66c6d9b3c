"""asyncpg pool factory, connection retry, and the migrations runner (numbered SQL files).

The runner records each file in `schema_migrations` with its SHA-256, applies pending files in
order under an advisory lock (replicas starting together are safe), and refuses to go on when an
already-applied file was edited.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import asyncpg

from .errors import MigrationError, TransientError

logger = logging.getLogger(__name__)

MIGRATION_LOCK_KEY = 0x636877_0001  # "chw" + 1: the advisory lock every migrator takes
_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


class PooledConnection(asyncpg.Connection):  # type: ignore[misc]
    """A pool connection whose release skips asyncpg's reset round trip (`RESET ALL; UNLISTEN *;
    pg_advisory_unlock_all(); CLOSE ALL` — one more statement per acquire, ~7 per pipeline run) unless
    its session state was changed: code that takes a session-level advisory lock, LISTENs or SETs on
    a pool connection calls `mark_session_state(conn)` first, and that connection's next release runs
    the full reset. (Transactions are always ended on release: asyncpg rolls back an open one.)"""

    __slots__ = ("_cw_session_state",)

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._cw_session_state = False

    def mark_session_state(self) -> None:
        self._cw_session_state = True

    def get_reset_query(self) -> str:
        if not self._cw_session_state:
            return ""
        self._cw_session_state = False
        return str(super().get_reset_query())


def mark_session_state(conn: object) -> None:
    """Before changing session state (advisory lock, LISTEN, SET) on a pool connection: make its next
    release reset the session. A no-op on connections not from `create_pool` (they are not reused)."""
    mark = getattr(conn, "mark_session_state", None)
    if mark is not None:
        mark()


async def _init_connection(conn: asyncpg.Connection) -> None:
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")
    await conn.set_type_codec("json", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


async def create_pool(
    dsn: str, *, min_size: int = 1, max_size: int = 10, attempts: int = 0, max_delay_s: float = 15.0,
    application_name: str | None = None, server_settings: dict[str, str] | None = None,
) -> asyncpg.Pool:
    """A pool with JSON codecs. Retries with backoff while Postgres is unreachable.

    `attempts=0` retries forever (services at start-up); tests and CLIs pass a small number.
    `application_name` tags the pool's sessions (pg_stat_activity; the outbox trigger's NOTIFY payload,
    which lets a process's relay wake for its own commits only: see outbox.relay_tag).
    `server_settings` are session settings of every connection (e.g. synchronous_commit).
    """
    gucs = dict(server_settings or {})
    if application_name:
        gucs["application_name"] = application_name[:63]
    extra = {"server_settings": gucs} if gucs else {}
    delay = 0.25
    n = 0
    while True:
        n += 1
        try:
            pool = await asyncpg.create_pool(
                dsn, min_size=min_size, max_size=max_size, init=_init_connection, command_timeout=60,
                connection_class=PooledConnection, **extra
            )
            assert pool is not None
            return pool
        except (OSError, asyncpg.PostgresError, asyncio.TimeoutError) as exc:
            if attempts and n >= attempts:
                raise TransientError(f"PostgreSQL unreachable: {exc}") from exc
            logger.warning("postgres unreachable, retrying in %.1fs: %s", delay, exc, extra={"attempt": n})
            await asyncio.sleep(delay)
            delay = min(max_delay_s, delay * 2)


async def connect(dsn: str, *, attempts: int = 1, max_delay_s: float = 8.0) -> asyncpg.Connection:
    """One connection with the JSON codecs; retried with backoff up to `attempts` times (0: forever)
    while Postgres is unreachable, then TransientError."""
    delay = 0.25
    n = 0
    while True:
        n += 1
        try:
            conn = await asyncpg.connect(dsn, timeout=10)
            break
        except (OSError, asyncpg.CannotConnectNowError, asyncio.TimeoutError) as exc:
            if attempts and n >= attempts:
                raise TransientError(f"PostgreSQL unreachable: {exc}") from exc
            logger.warning("postgres unreachable, retrying in %.1fs: %s", delay, exc, extra={"attempt": n})
            await asyncio.sleep(delay)
            delay = min(max_delay_s, delay * 2)
    await _init_connection(conn)
    return conn


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.sql.encode()).hexdigest()


def migrations_dir() -> Path:
    """`CHANGEWIRE_MIGRATIONS_DIR`, else the repository's migrations/, else the packaged copy."""
    env = os.environ.get("CHANGEWIRE_MIGRATIONS_DIR")
    if env:
        return Path(env)
    here = Path(__file__).resolve()
    for parent in here.parents:
        cand = parent / "migrations"
        if (cand / "0001_initial.sql").exists() and parent != here.parent:
            return cand
    return Path(str(resources.files("changewire_common") / "migrations"))


def load_migrations(directory: Path | None = None) -> list[Migration]:
    d = directory or migrations_dir()
    out: list[Migration] = []
    seen: dict[int, str] = {}
    for p in sorted(d.iterdir()):
        m = _NAME.match(p.name)
        if not m:
            continue
        v = int(m.group(1))
        if v in seen:
            raise MigrationError(f"two migrations numbered {v:04d}: {seen[v]} and {p.name}")
        seen[v] = p.name
        out.append(Migration(v, p.name, p.read_text(encoding="utf-8")))
    return out


async def migrate(conn: asyncpg.Connection, migrations: Iterable[Migration] | None = None) -> list[str]:
    """Apply pending migrations; returns the names applied (empty when up to date).

    Raises MigrationError when an applied file's checksum changed or a file fails.
    """
    ms = list(migrations) if migrations is not None else load_migrations()
    mark_session_state(conn)
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK_KEY)
    try:
        await conn.execute(
            """CREATE TABLE IF NOT EXISTS schema_migrations (
                   version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
                   applied_at timestamptz NOT NULL DEFAULT now())"""
        )
        applied = {
            r["version"]: (r["name"], r["checksum"])
            for r in await conn.fetch("SELECT version, name, checksum FROM schema_migrations")
        }
        for m in ms:
            if m.version in applied and applied[m.version][1] != m.checksum:
                raise MigrationError(
                    f"migration {m.name} was edited after it was applied "
                    f"(checksum {applied[m.version][1][:12]}… in the database, {m.checksum[:12]}… on disk); "
                    "never edit an applied migration: add a new numbered file instead"
                )
        done: list[str] = []
        for m in ms:
            if m.version in applied:
                continue
            try:
                async with conn.transaction():
                    await conn.execute(m.sql)
                    await conn.execute(
                        "INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)",
                        m.version, m.name, m.checksum,
                    )
            except asyncpg.PostgresError as exc:
                raise MigrationError(f"migration {m.name} failed: {exc}") from exc
            logger.info("applied migration %s", m.name)
            done.append(m.name)
        return done
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK_KEY)
