"""The repair service's SQL (asyncpg): load and claim sensors, recover, migrate, open review items,
the sweep query and the sweep-request flag. Returns plain values; decisions are made in decide.py.

Every write that changes a sensor's status goes through changewire_common.status.transition, in
the same transaction as the rest of the write and its outbox events.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import asyncpg
from changewire_common.clock import parse_time
from changewire_common.db import mark_session_state
from changewire_common.domains import url_domain
from changewire_common.events import SensorCreated, SensorMigrated
from changewire_common.outbox import enqueue
from changewire_common.status import transition

from .decide import (
    TRIGGER_STATUSES, attempt_due, needs_repair, retired_config_patch, successor_config, trivially_same,
)

SWEEP_REQUEST_KEY = "repair.sweep_requested_at"
SWEEP_STARTED_KEY = "repair.sweep_started_at"
#: pg_try_advisory_lock key: one sweep at a time across replicas ("chw" + 0x500)
SWEEP_LOCK_KEY = 0x636877_0500


@dataclass(frozen=True)
class SensorInfo:
    sensor_id: int
    company_id: int
    surface: str
    kind: str
    url: str
    status: str
    config: dict[str, Any]
    company_website: str | None
    text_blob_key: str | None
    page_removed: int
    now: datetime
    #: its latest runs (MOVED_RUNS, fetched at its current URL) all landed on another URL that answered
    moved: bool = False

    @property
    def last_repair_at(self) -> datetime | None:
        return _as_time(self.config.get("last_repair_at"), self.now)

    @property
    def redirect_url(self) -> str | None:
        v = self.config.get("redirect_url")
        return v if isinstance(v, str) and v.startswith(("http://", "https://")) else None


def _as_time(v: object, now: datetime) -> datetime | None:
    if not isinstance(v, str) or not v:
        return None
    try:
        return parse_time(v, now=now)
    except ValueError:
        return None


_SENSOR_SQL = """
SELECT s.sensor_id, s.company_id, s.surface::text AS surface, s.kind::text AS kind, s.url,
       s.status::text AS status, s.config, c.website AS company_website, now() AS now,
       COALESCE(
         (SELECT sn.text_blob_key FROM snapshots sn
           WHERE sn.sensor_id = s.sensor_id AND sn.text_blob_key IS NOT NULL
           ORDER BY sn.version DESC LIMIT 1),
         -- a successor without a snapshot yet compares with its predecessor's last one
         (SELECT sn.text_blob_key FROM snapshots sn
           WHERE sn.sensor_id = CASE WHEN s.config->>'predecessor_id' ~ '^[0-9]{1,18}$'
                                     THEN (s.config->>'predecessor_id')::bigint END
             AND sn.text_blob_key IS NOT NULL
           ORDER BY sn.version DESC LIMIT 1)) AS text_blob_key,
       (SELECT count(*) FROM failures f
         WHERE f.sensor_id = s.sensor_id AND f.failure_class = 'PAGE_REMOVED'
           AND f.occurred_at > COALESCE(s.last_success_at, '-infinity')) AS page_removed,
       (SELECT count(*) FROM (SELECT o.outcome, o.url, o.final_url FROM observations o
                               WHERE o.sensor_id = s.sensor_id ORDER BY o.run_seq DESC LIMIT $2) last
         WHERE last.outcome = 'ok' AND last.url = s.url AND last.final_url IS NOT NULL
           AND last.final_url <> s.url) >= $2 AS moved
  FROM sensors s JOIN companies c USING (company_id)
 WHERE s.sensor_id = $1
"""


def _info(row: asyncpg.Record) -> SensorInfo:
    cfg = row["config"]
    if isinstance(cfg, str):  # a connection without the jsonb codec
        cfg = json.loads(cfg)
    return SensorInfo(
        sensor_id=row["sensor_id"], company_id=row["company_id"], surface=row["surface"], kind=row["kind"],
        url=row["url"], status=row["status"], config=dict(cfg or {}), company_website=row["company_website"],
        text_blob_key=row["text_blob_key"], page_removed=int(row["page_removed"] or 0), now=row["now"],
        moved=bool(row["moved"]),
    )


#: consecutive runs that must land on another URL (fetched at the sensor's own) before a live sensor is repaired:
#: one redirect may be a blip (a maintenance page, an A/B test); two in a row are where the page now is
MOVED_RUNS = 2

#: job titles of a sensor's last snapshot read at most
MAX_JOB_TITLES = 2000


async def job_titles(conn: asyncpg.Connection, sensor_id: int) -> list[str]:
    """Titles of the jobs the sensor's last snapshot listed (its current job entities; the differ keeps
    them), oldest first; [] when it has none."""
    rows = await conn.fetch(
        "SELECT data->>'title' AS title FROM entities WHERE sensor_id = $1 AND entity_type = 'job' "
        "AND valid_to IS NULL AND removed_at IS NULL AND data ? 'title' ORDER BY entity_id LIMIT $2",
        sensor_id, MAX_JOB_TITLES)
    return [r["title"] for r in rows if isinstance(r["title"], str) and r["title"].strip()]


async def company_sites(conn: asyncpg.Connection, sensor_id: int, limit: int = 20) -> list[str]:
    """URLs of the company's other live sensors (active first, newest first): where the company's pages are today,
    when the sensor's own domain and the company website are gone."""
    rows = await conn.fetch(
        "SELECT o.url FROM sensors s JOIN sensors o ON o.company_id = s.company_id AND o.sensor_id <> s.sensor_id "
        "WHERE s.sensor_id = $1 AND o.status IN ('active', 'pending') "
        "ORDER BY (o.status = 'active') DESC, o.sensor_id DESC LIMIT $2", sensor_id, limit)
    return [r["url"] for r in rows if isinstance(r["url"], str)]


async def load_sensor(conn: asyncpg.Connection, sensor_id: int) -> SensorInfo | None:
    row = await conn.fetchrow(_SENSOR_SQL, sensor_id, MOVED_RUNS)
    return _info(row) if row is not None else None


async def claim_attempt(
    conn: asyncpg.Connection, sensor_id: int, *, min_interval_s: float, page_removed_threshold: int,
    force: bool = False,
) -> tuple[SensorInfo | None, str]:
    """Lock the sensor, check it needs repair and is due, stamp config.last_repair_at. Call inside a
    transaction. Returns (sensor, "") when claimed, else (sensor or None, why not).

    The stamp is the guard against duplicate events and concurrent sweeps: a second claim within
    `min_interval_s` finds it and backs off. `force` (an operator's --sensor) skips the checks but
    still stamps, and never claims a retired sensor.
    """
    locked = await conn.fetchval("SELECT sensor_id FROM sensors WHERE sensor_id = $1 FOR UPDATE", sensor_id)
    if locked is None:
        return None, "no such sensor"
    info = await load_sensor(conn, sensor_id)
    assert info is not None
    why = _why_not(info, min_interval_s, page_removed_threshold, force)
    if why:
        return info, why
    await conn.execute(
        "UPDATE sensors SET config = config || jsonb_build_object('last_repair_at', $2::text), updated_at = now() "
        "WHERE sensor_id = $1",
        sensor_id, info.now.isoformat(),
    )
    cfg = dict(info.config)
    cfg["last_repair_at"] = info.now.isoformat()
    return dataclasses.replace(info, config=cfg), ""


async def check_attempt(
    conn: asyncpg.Connection, sensor_id: int, *, min_interval_s: float, page_removed_threshold: int,
    force: bool = False,
) -> tuple[SensorInfo | None, str]:
    """Like claim_attempt without writing anything (dry runs)."""
    info = await load_sensor(conn, sensor_id)
    if info is None:
        return None, "no such sensor"
    return info, _why_not(info, min_interval_s, page_removed_threshold, force)


def _why_not(info: SensorInfo, min_interval_s: float, page_removed_threshold: int, force: bool) -> str:
    """Why this sensor is not attempted now ("" = attempt it)."""
    if info.status == "retired":
        return "sensor is retired"
    if force:
        return ""
    if not needs_repair(info.status, info.page_removed, page_removed_threshold, info.moved):
        return f"sensor is {info.status}"
    if not attempt_due(info.last_repair_at, info.now, min_interval_s):
        return "attempted recently"
    return ""


async def _still(conn: asyncpg.Connection, info: SensorInfo) -> str | None:
    """Lock the sensor and return its status when the decision still applies: the status it was
    claimed in, or another status that needs repair (the scheduler may have moved failing → stale
    meanwhile), and no successor yet. None when another writer settled it (active, retired, blocked)."""
    row = await conn.fetchrow(
        "SELECT status::text AS status, config ? 'successor_id' AS succ FROM sensors WHERE sensor_id = $1 FOR UPDATE",
        info.sensor_id,
    )
    if row is None or row["succ"]:
        return None
    status = str(row["status"])
    return status if status == info.status or status in TRIGGER_STATUSES else None


async def still_applies(conn: asyncpg.Connection, info: SensorInfo) -> bool:
    """True when a decision about `info` may still be written (see `_still`; locks the sensor). Call inside a
    transaction."""
    return await _still(conn, info) is not None


async def record_outcome(conn: asyncpg.Connection, sensor_id: int, outcome: dict[str, Any]) -> None:
    """Remember the last attempt's decision in config.repair (what the CLI and reviewers see)."""
    await conn.execute(
        "UPDATE sensors SET config = config || jsonb_build_object('repair', $2::jsonb), updated_at = now() "
        "WHERE sensor_id = $1",
        sensor_id, outcome,
    )


async def recover(conn: asyncpg.Connection, info: SensorInfo, *, reason: str, outcome: dict[str, Any]) -> bool:
    """The URL works again: `active` (through transition) and due now, its run of failures over (the count
    starts again: left at 6, one more failure took the sensor from `active` straight back to `stale`). False when
    the sensor changed under us (another writer won; nothing done). Call inside a transaction."""
    status = await _still(conn, info)
    if status is None:
        return False
    if status != "active":
        await transition(conn, info.sensor_id, "active", reason=reason, expected_from=status)
    await conn.execute("UPDATE sensors SET next_run_at = now(), consecutive_failures = 0, failure_run_challenges = 0, "
                       "updated_at = now() WHERE sensor_id = $1", info.sensor_id)
    await record_outcome(conn, info.sensor_id, outcome)
    return True


@dataclass(frozen=True)
class Migration:
    new_sensor_id: int
    created: bool


async def migrate(
    conn: asyncpg.Connection, info: SensorInfo, *, url: str, score: float, reason: str,
    kind: str | None = None, config: dict[str, Any] | None = None,
) -> Migration | None:
    """Retire the sensor and give it a successor watching `url` (or link to a live sensor of the same
    company and kind already watching it). History (observations, snapshots, changes) stays with the
    old sensor. Enqueues sensor.status_changed.retired, sensor.created (when inserted) and
    sensor.migrated. None when the sensor changed under us. Call inside a transaction.

    `kind` (default: the old sensor's) and `config` (merged over the old settings) are for a successor
    read another way: a careers page that moved to a job board rendered by JavaScript is watched through
    the vendor's public API (`ats`, with vendor, token, api_url and board_url)."""
    status = await _still(conn, info)
    if status is None:
        return None
    now = info.now
    # retire first: the live-URL unique index ignores retired sensors
    await transition(conn, info.sensor_id, "retired", reason=reason[:500], expected_from=status)
    new_cfg = {**successor_config(info.config, info.sensor_id, score, now), **(config or {})}
    new_kind = kind or info.kind
    # a live sensor of the company already watching the page at another spelling of its URL (a trailing slash,
    # www., http/https): that sensor is the successor, not a second one watching the same page
    twin = await _live_twin(conn, info.company_id, new_kind, url)
    if twin is not None:
        url = twin
    new_id = await conn.fetchval(
        """INSERT INTO sensors (company_id, surface, kind, url, domain, config, status, tier, base_interval_s,
                                current_interval_s, next_run_at, priority, discovery_method, discovery_confidence)
           SELECT company_id, surface, $6::sensor_kind, $2, $3, $4::jsonb, 'pending', tier, base_interval_s,
                  base_interval_s, now(), priority, 'repair', $5
             FROM sensors WHERE sensor_id = $1
           ON CONFLICT (company_id, kind, url) WHERE status <> 'retired' DO NOTHING
           RETURNING sensor_id""",
        info.sensor_id, url, url_domain(url) or None, new_cfg, float(max(0.0, min(1.0, score))), new_kind,
    )
    created = new_id is not None
    if not created:
        new_id = await conn.fetchval(
            "SELECT sensor_id FROM sensors WHERE company_id = $1 AND kind = $2 AND url = $3 AND status <> 'retired'",
            info.company_id, new_kind, url,
        )
        if new_id is None:  # cannot happen under the index; refuse rather than half-migrate
            raise RuntimeError(f"sensor {info.sensor_id}: no live sensor at {url} after a conflict")
        await conn.execute(
            "UPDATE sensors SET config = config || jsonb_build_object('predecessor_id', $2::bigint), "
            "updated_at = now() WHERE sensor_id = $1 AND NOT config ? 'predecessor_id'",
            new_id, info.sensor_id,
        )
    await conn.execute(
        "UPDATE sensors SET config = config || $2::jsonb, updated_at = now() WHERE sensor_id = $1",
        info.sensor_id, retired_config_patch(new_id, score, url, now),
    )
    if created:
        await enqueue(conn, SensorCreated(sensor_id=new_id, company_id=info.company_id, surface=info.surface, url=url))
    await enqueue(conn, SensorMigrated(old_sensor_id=info.sensor_id, new_sensor_id=new_id, identity_score=score,
                                       company_id=info.company_id, surface=info.surface, url=url))
    return Migration(new_id, created)


async def _live_twin(conn: asyncpg.Connection, company_id: int, kind: str, url: str) -> str | None:
    """The URL of a live sensor of the company and kind whose URL is `url` up to a trailing slash, `www.` or the
    scheme (`trivially_same`), when there is one and none at `url` itself."""
    rows = await conn.fetch(
        "SELECT url FROM sensors WHERE company_id = $1 AND kind = $2::sensor_kind AND status <> 'retired' "
        "ORDER BY sensor_id LIMIT 2000", company_id, kind)
    urls = [r["url"] for r in rows]
    if url in urls:
        return None
    return next((u for u in urls if trivially_same(u, url)), None)


async def open_review(conn: asyncpg.Connection, info: SensorInfo, payload: dict[str, Any]) -> bool:
    """A `sensor_migration` review item with the candidates and their scores; at most one open item
    per sensor (the open-item unique index). True when a new item was created."""
    rid = await conn.fetchval(
        """INSERT INTO review_queue (kind, sensor_id, company_id, payload)
           VALUES ('sensor_migration', $1, $2, $3::jsonb)
           ON CONFLICT (kind, sensor_id) WHERE status = 'open' DO NOTHING
           RETURNING review_id""",
        info.sensor_id, info.company_id, payload,
    )
    return rid is not None


async def select_sweep(
    conn: asyncpg.Connection, *, limit: int, min_interval_s: float, page_removed_threshold: int,
) -> list[int]:
    """Sensors that need repair and are due an attempt, least recently attempted first."""
    rows = await conn.fetch(
        """
        WITH needing AS (
            SELECT s.sensor_id, s.config FROM sensors s
             WHERE s.status IN ('failing', 'stale', 'redirected')
            UNION
            -- from the (few) PAGE_REMOVED failures, not from every live sensor
            SELECT s.sensor_id, s.config FROM failures f JOIN sensors s USING (sensor_id)
             WHERE f.failure_class = 'PAGE_REMOVED' AND s.status IN ('active', 'pending')
               AND f.occurred_at > COALESCE(s.last_success_at, '-infinity')
             GROUP BY s.sensor_id, s.config HAVING count(*) >= $3
            UNION
            -- live sensors whose recent runs were redirected to another URL that answered (a page moved with a
            -- 301): from the last week's such runs (the longest interval; partial index observations_moved),
            -- confirmed per sensor (its latest runs) when claimed
            SELECT s.sensor_id, s.config FROM observations o JOIN sensors s USING (sensor_id)
             WHERE o.fetched_at > now() - interval '7 days' AND o.outcome = 'ok' AND o.final_url IS NOT NULL
               AND o.final_url <> o.url AND o.url = s.url AND s.status IN ('active', 'pending')
             GROUP BY s.sensor_id, s.config HAVING count(*) >= $4
        ), stamped AS (
            SELECT sensor_id,
                   CASE WHEN config->>'last_repair_at' ~ '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}'
                        THEN (config->>'last_repair_at')::timestamptz END AS last_at
              FROM needing
        )
        SELECT sensor_id FROM stamped
         WHERE last_at IS NULL OR last_at <= now() - make_interval(secs => $2)
         ORDER BY last_at NULLS FIRST, sensor_id
         LIMIT $1
        """,
        limit, float(min_interval_s), page_removed_threshold, MOVED_RUNS,
    )
    return [r["sensor_id"] for r in rows]


async def sweep_due(conn: asyncpg.Connection, interval_s: float) -> str | None:
    """Why a sweep should run now: "requested" (settings_kv 'repair.sweep_requested_at' was written
    after the last sweep started — the scheduler asks this way), "interval" (no sweep for
    `interval_s`, or never), else None. Compares the rows' `updated_at` (Postgres' clock on both
    sides, whatever the value's format or the writer's clock). Shared by every replica."""
    row = await conn.fetchrow(
        """SELECT (SELECT updated_at FROM settings_kv WHERE key = $1) AS requested,
                  (SELECT updated_at FROM settings_kv WHERE key = $2) AS started, now() AS now""",
        SWEEP_REQUEST_KEY, SWEEP_STARTED_KEY)
    assert row is not None
    requested, started, now = row["requested"], row["started"], row["now"]
    if requested is not None and (started is None or requested > started):
        return "requested"
    if started is None or (now - started).total_seconds() >= interval_s:
        return "interval"
    return None


async def try_sweep_lock(conn: asyncpg.Connection) -> bool:
    """Take the sweep lock on this (dedicated) connection; False when another replica sweeps."""
    mark_session_state(conn)  # a session-level lock: the pool must reset this connection on release
    return bool(await conn.fetchval("SELECT pg_try_advisory_lock($1)", SWEEP_LOCK_KEY))


async def release_sweep_lock(conn: asyncpg.Connection) -> None:
    await conn.execute("SELECT pg_advisory_unlock($1)", SWEEP_LOCK_KEY)


async def mark_sweep_started(conn: asyncpg.Connection) -> None:
    await conn.execute(
        """INSERT INTO settings_kv (key, value, updated_at) VALUES ($1, to_jsonb(now()), now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()""",
        SWEEP_STARTED_KEY,
    )
