"""The migrations runner on a real Postgres: fresh apply, re-apply is a no-op, three concurrent
appliers are safe (advisory lock), an edited applied file is refused, a failing file rolls back."""
from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from changewire_common.db import connect, load_migrations, migrate, migrations_dir
from changewire_common.errors import MigrationError
from changewire_common.testing import ServerStack

pytestmark = pytest.mark.integration

TABLES = {
    "companies", "domains", "sensors", "observations", "snapshots", "changes", "entities", "failures",
    "review_queue", "crawl_runs", "queue_jobs", "cost_ledger", "settings_kv", "outbox", "processed_messages",
    "dead_letters", "schema_migrations",
}
ENUMS = {
    "surface", "sensor_kind", "sensor_status", "company_status", "fetch_outcome", "failure_class",
    "snapshot_result", "significance", "change_status", "review_kind", "discovery_method", "entity_type",
}


async def _tables(conn: asyncpg.Connection) -> set[str]:
    rows = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    return {r["tablename"] for r in rows}


async def test_fresh_apply_then_reapply_is_a_noop(servers: ServerStack) -> None:
    url = await servers.create_empty_database()
    conn = await connect(url)
    try:
        files = [m.name for m in load_migrations()]
        assert files[0] == "0001_initial.sql"
        assert await migrate(conn) == files
        assert TABLES <= await _tables(conn)
        enums = {r["typname"] for r in await conn.fetch("SELECT typname FROM pg_type WHERE typtype = 'e'")}
        assert ENUMS <= enums
        recorded = await conn.fetch("SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY 1")
        assert [r["name"] for r in recorded] == files
        assert await migrate(conn) == []
        assert await conn.fetch("SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY 1") \
            == recorded
    finally:
        await conn.close()


async def test_three_concurrent_appliers(servers: ServerStack) -> None:
    url = await servers.create_empty_database()
    conns = [await connect(url) for _ in range(3)]
    try:
        results = await asyncio.gather(*(migrate(c) for c in conns))
        files = [m.name for m in load_migrations()]
        assert sorted(results, key=len) == [[], [], files]
        assert await conns[0].fetchval("SELECT count(*) FROM schema_migrations") == len(files)
        assert TABLES <= await _tables(conns[0])
        # the lock is released: a fourth applier is not blocked
        assert await asyncio.wait_for(migrate(conns[1]), 10) == []
    finally:
        for c in conns:
            await c.close()


def _write(d: Path, name: str, sql: str) -> None:
    (d / name).write_text(sql, encoding="utf-8")


async def test_edited_applied_migration_is_refused(servers: ServerStack, tmp_path: Path) -> None:
    url = await servers.create_empty_database()
    _write(tmp_path, "0001_a.sql", "CREATE TABLE a (x int);")
    _write(tmp_path, "0002_b.sql", "CREATE TABLE b (x int);")
    conn = await connect(url)
    try:
        assert await migrate(conn, load_migrations(tmp_path)) == ["0001_a.sql", "0002_b.sql"]
        _write(tmp_path, "0001_a.sql", "CREATE TABLE a (x int, y int);")
        _write(tmp_path, "0003_c.sql", "CREATE TABLE c (x int);")
        with pytest.raises(MigrationError, match=r"0001_a\.sql was edited after it was applied"):
            await migrate(conn, load_migrations(tmp_path))
        assert "c" not in await _tables(conn), "nothing is applied once an edited file is found"
        # the advisory lock was released despite the error
        assert await conn.fetchval(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = "
            "(SELECT oid FROM pg_database WHERE datname = current_database())") == 0

        # the CLI says the same and exits non-zero
        env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
        env.update({"CHANGEWIRE_DATABASE_URL": url, "CHANGEWIRE_MIGRATIONS_DIR": str(tmp_path)})
        res = subprocess.run([str(Path(sys.executable).parent / "changewire"), "migrate"], env=env,
                             capture_output=True, text=True, timeout=60)
        assert res.returncode == 1
        assert "0001_a.sql was edited" in res.stderr and "Traceback" not in res.stderr
    finally:
        await conn.close()


async def test_failing_migration_rolls_back_and_is_not_recorded(servers: ServerStack, tmp_path: Path) -> None:
    url = await servers.create_empty_database()
    _write(tmp_path, "0001_a.sql", "CREATE TABLE a (x int);")
    _write(tmp_path, "0002_b.sql", "CREATE TABLE b (x int);\nSELECT no_such_column FROM a;")
    conn = await connect(url)
    try:
        with pytest.raises(MigrationError, match=r"0002_b\.sql failed"):
            await migrate(conn, load_migrations(tmp_path))
        assert {"a", "schema_migrations"} == await _tables(conn)
        assert await conn.fetchval("SELECT array_agg(name) FROM schema_migrations") == ["0001_a.sql"]
        _write(tmp_path, "0002_b.sql", "CREATE TABLE b (x int);")
        assert await migrate(conn, load_migrations(tmp_path)) == ["0002_b.sql"]
    finally:
        await conn.close()


def test_repository_migrations_are_the_ones_used() -> None:
    here = Path(__file__).resolve().parents[2] / "migrations"
    assert migrations_dir().resolve() == here.resolve()
