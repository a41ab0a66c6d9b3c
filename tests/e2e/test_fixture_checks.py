"""The chaos invariants can fail: each check is run on a consistent database (passes) and on one that
breaks exactly its invariant (fails, naming the ids)."""
from __future__ import annotations

import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import pytest
from changewire_common.db import create_pool
from changewire_common.events import ChangeDetected, Delta, encode
from changewire_fixtures.checks import (
    Check,
    check_backlogs,
    check_database,
    check_delivery,
)

pytestmark = pytest.mark.integration


@dataclass
class Db:
    pool: Any
    ids: dict[str, Any]

    async def execute(self, sql: str) -> None:
        await self.pool.execute(sql)


@pytest.fixture
async def db(fresh_db_url: str) -> AsyncIterator[Db]:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme') RETURNING company_id")
    sid = await pool.fetchval(
        """INSERT INTO sensors (company_id, surface, url, status, run_seq, run_open, last_run_at, current_interval_s)
           VALUES ($1, 'careers', 'http://acme.test/careers', 'active', 1, false, now(), 60) RETURNING sensor_id""", cid)
    oid = await pool.fetchval("INSERT INTO observations (sensor_id, run_seq, outcome, url, http_status) "
                              "VALUES ($1, 1, 'ok', 'http://acme.test/careers', 200) RETURNING observation_id", sid)
    snap = await pool.fetchval("INSERT INTO snapshots (sensor_id, observation_id, version, result, normalized_hash, fetched_at) "
                               "VALUES ($1, $2, 1, 'changed', 'h', now()) RETURNING snapshot_id", sid, oid)
    chg = await pool.fetchval("INSERT INTO changes (sensor_id, company_id, surface, snapshot_after_id, kind, significance, "
                              "status, detected_at) VALUES ($1, $2, 'careers', $3, 'jobs_added', 'major', 'pending', now()) "
                              "RETURNING change_id", sid, cid, snap)
    ev = ChangeDetected(change_id=chg, sensor_id=sid, company_id=cid, company_name="Acme", surface="careers",
                        url="http://acme.test/careers", significance="major", kind="jobs_added", delta=Delta(),
                        summary="", snapshot_after_id=snap, detected_at=datetime.now(UTC))
    await pool.execute("INSERT INTO outbox (msg_id, subject, payload, published_at) VALUES ($1, $2, $3, now())",
                       ev.event_id, ev.subject(), encode(ev))
    yield Db(pool, {"company": cid, "sensor": sid, "change": chg, "event": ev})
    await pool.close()


def by_name(checks: list[Check], prefix: str) -> Check:
    return next(c for c in checks if c.name.startswith(prefix))


async def test_consistent_database_passes(db) -> None:
    checks = await check_database(db.pool, paused_at=time.time())
    assert all(c.ok for c in checks), [c.line() for c in checks if not c.ok]


@pytest.mark.parametrize("breakage, name", [
    ("INSERT INTO outbox (msg_id, subject, payload) VALUES ('m1', 'sensor.due', '\\x7b7d')", "every outbox row published"),
    ("UPDATE sensors SET run_open = true, lease_until = now() - interval '1 minute'", "no sensor left with an expired lease"),
    ("UPDATE sensors SET run_seq = 2", "each closed run was closed by its own outcome"),
    ("INSERT INTO dead_letters (consumer, subject, error, deliveries) VALUES ('differ', 'x', 'boom', 8)", "dead_letters empty"),
    ("UPDATE observations SET fetched_at = now() - interval '1 hour'", "no sensor unserved"),
    ("DELETE FROM outbox", "every published change has its change.detected"),
])
async def test_each_breakage_is_named(db, breakage: str, name: str) -> None:
    await db.execute(breakage)
    checks = await check_database(db.pool, paused_at=time.time())
    failed = [c for c in checks if not c.ok]
    assert [c.name for c in failed if c.name.startswith(name)], [c.line() for c in checks]
    assert "FAIL" in by_name(checks, name).line()


async def test_a_change_announced_twice_is_named(db) -> None:
    ev = db.ids["event"]
    twin = ChangeDetected(**{**{f: getattr(ev, f) for f in ev.__struct_fields__}, "event_id": "other-id"})
    await db.pool.execute("INSERT INTO outbox (msg_id, subject, payload, published_at) VALUES ($1, $2, $3, now())",
                          twin.event_id, twin.subject(), encode(twin))
    c = by_name(await check_database(db.pool, paused_at=time.time()), "one change.detected event per change")
    assert not c.ok and c.ids == [db.ids["change"]]


def test_delivery_checks() -> None:
    changes = [(1, "major"), (2, "minor"), (3, "meaningful")]
    ok = check_delivery(changes, [{"change_id": 1, "event_id": "a"}, {"change_id": 1, "event_id": "a"},
                                  {"change_id": 3, "event_id": "c"}])
    assert all(c.ok for c in ok)
    bad = check_delivery(changes, [{"change_id": 1, "event_id": "a"}, {"change_id": 1, "event_id": "b"},
                                   {"change_id": 9, "event_id": "z"}])
    assert [c.ok for c in bad] == [False, False, False]
    assert bad[0].ids == [3] and bad[1].ids == [1] and bad[2].ids == [9]


def test_backlog_check() -> None:
    assert check_backlogs({"a": (0, 0), "b": (0, 0)}).ok
    c = check_backlogs({"a": (0, 0), "b": (3, 1)})
    assert not c.ok and c.ids == ["b"]
