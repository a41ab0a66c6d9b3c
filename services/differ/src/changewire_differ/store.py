"""The differ's SQL (asyncpg): load an observation with its sensor and previous snapshot, and
write a decision — snapshot, change, entity reconciliation, sensor hashes, differ memory — in the
caller's transaction. asyncpg errors are translated to TransientError at this edge.
"""
from __future__ import annotations

import functools
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ParamSpec, TypeVar

import asyncpg

from changewire_common.errors import TransientError
from changewire_common.urls import url_path_key

from .model import Entity, Variant

P = ParamSpec("P")
T = TypeVar("T")


def db_edge(fn: Callable[P, Awaitable[T]]) -> Callable[P, Awaitable[T]]:
    """Connection-level failures become TransientError (the consumer retries with backoff)."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return await fn(*args, **kwargs)
        except (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.exceptions.SerializationError,
                asyncpg.exceptions.DeadlockDetectedError, OSError, TimeoutError) as exc:
            raise TransientError(f"postgres: {type(exc).__name__}: {exc}") from exc

    return wrapper


@dataclass(frozen=True)
class ObservationRow:
    observation_id: int
    sensor_id: int
    run_seq: int
    outcome: str
    #: the media type with the charset the fetcher found as a parameter (`text/html; charset=cp932`): a charset named
    #: only by the Content-Type header (no BOM, no <meta>) is known to the fetcher alone, and the body read without
    #: it is mojibake (a Shift_JIS page read as windows-1252)
    content_type: str | None
    url: str
    final_url: str | None
    blob_key: str | None
    bytes: int
    fetched_at: datetime
    due_at: datetime | None
    company_id: int
    company_name: str
    surface: str
    kind: str
    sensor_url: str
    config: dict[str, Any]
    last_snapshot_id: int | None


@dataclass(frozen=True)
class SnapshotRow:
    snapshot_id: int
    version: int
    fetched_at: datetime
    blocks_blob_key: str | None
    normalized_hash: str
    structured_hash: str | None
    #: the snapshot's raw body and its content type (to read it again with newer reading code)
    raw_blob_key: str | None = None
    content_type: str | None = None


@dataclass(frozen=True)
class SensorMemory:
    visible_hash: str | None
    normalized_hash: str | None
    structured_hash: str | None
    variants: list[Variant]
    last_observation_id: int | None


def _variants(raw: Any) -> list[Variant]:
    import msgspec

    if isinstance(raw, str):
        raw = json.loads(raw)
    try:
        return msgspec.convert(raw or [], list[Variant])
    except msgspec.ValidationError:
        return []


@dataclass(frozen=True)
class DecisionInput:
    """Everything a decision starts from, read in one round trip."""

    observation: ObservationRow
    decided: bool
    snapshot: SnapshotRow | None
    memory: SensorMemory | None


@db_edge
async def load_context(pool: asyncpg.Pool, observation_id: int) -> DecisionInput | None:
    """The observation with its sensor and company, whether it was decided, the sensor's last snapshot
    and the differ's memory of the sensor: one query (this runs once per fetched page)."""
    r = await pool.fetchrow(
        """SELECT o.observation_id, o.sensor_id, o.run_seq, o.outcome::text AS outcome,
                  CASE WHEN o.charset IS NULL OR o.content_type IS NULL THEN o.content_type
                  ELSE o.content_type || '; charset=' || o.charset END AS content_type, o.url,
                  o.final_url, o.blob_key, o.bytes, o.fetched_at, o.due_at,
                  s.company_id, c.name AS company_name, s.surface::text AS surface, s.kind::text AS kind,
                  s.url AS sensor_url, s.config, s.last_snapshot_id,
                  EXISTS (SELECT 1 FROM differ_results r WHERE r.observation_id = o.observation_id) AS decided,
                  sn.snapshot_id AS sn_id, sn.version AS sn_version, sn.fetched_at AS sn_fetched_at,
                  sn.blocks_blob_key AS sn_blocks, sn.normalized_hash AS sn_nh, sn.structured_hash AS sn_sh,
                  sn.raw_blob_key AS sn_raw,
                  CASE WHEN po.charset IS NULL OR po.content_type IS NULL THEN po.content_type
                  ELSE po.content_type || '; charset=' || po.charset END AS sn_ct,
                  d.sensor_id IS NOT NULL AS has_memory, d.visible_hash AS m_vh, d.normalized_hash AS m_nh,
                  d.structured_hash AS m_sh, d.variants AS m_variants, d.last_observation_id AS m_last_obs
           FROM observations o JOIN sensors s USING (sensor_id) JOIN companies c ON c.company_id = s.company_id
           LEFT JOIN snapshots sn ON sn.snapshot_id = s.last_snapshot_id
           LEFT JOIN observations po ON po.observation_id = sn.observation_id
           LEFT JOIN differ_sensor_state d ON d.sensor_id = s.sensor_id
           WHERE o.observation_id = $1""",
        observation_id,
    )
    if r is None:
        return None
    cfg = r["config"] if isinstance(r["config"], dict) else (json.loads(r["config"]) if r["config"] else {})
    obs = ObservationRow(
        observation_id=r["observation_id"], sensor_id=r["sensor_id"], run_seq=r["run_seq"], outcome=r["outcome"],
        content_type=r["content_type"], url=r["url"], final_url=r["final_url"], blob_key=r["blob_key"], bytes=r["bytes"],
        fetched_at=r["fetched_at"], due_at=r["due_at"], company_id=r["company_id"], company_name=r["company_name"],
        surface=r["surface"], kind=r["kind"], sensor_url=r["sensor_url"], config=cfg, last_snapshot_id=r["last_snapshot_id"])
    snap = None
    if r["sn_id"] is not None:
        snap = SnapshotRow(r["sn_id"], r["sn_version"], r["sn_fetched_at"], r["sn_blocks"], r["sn_nh"], r["sn_sh"],
                           r["sn_raw"], r["sn_ct"])
    memory = None
    if r["has_memory"]:
        memory = SensorMemory(r["m_vh"], r["m_nh"], r["m_sh"], _variants(r["m_variants"]), r["m_last_obs"])
    return DecisionInput(obs, bool(r["decided"]), snap, memory)


# ---------------------------------------------------------------------------------------------
# writes (inside the caller's transaction)


async def lock_sensor_for(conn: asyncpg.Connection, sensor_id: int,
                          observation_id: int) -> tuple[int | None, int | None, bool]:
    """Lock the sensor row; returns (last_snapshot_id, differ memory's last_observation_id, whether the
    observation was decided meanwhile) in one round trip."""
    r = await conn.fetchrow(
        """SELECT s.last_snapshot_id, d.last_observation_id,
                  EXISTS (SELECT 1 FROM differ_results r WHERE r.observation_id = $2) AS decided
           FROM sensors s LEFT JOIN differ_sensor_state d USING (sensor_id)
           WHERE s.sensor_id = $1 FOR UPDATE OF s""", sensor_id, observation_id)
    if r is None:
        return None, None, bool(await conn.fetchval(
            "SELECT EXISTS (SELECT 1 FROM differ_results WHERE observation_id = $1)", observation_id))
    return r["last_snapshot_id"], r["last_observation_id"], bool(r["decided"])


_FINISH = """
WITH hashes AS (
    UPDATE sensors SET normalized_hash = $2, structured_hash = $3, last_snapshot_id = coalesce($4, last_snapshot_id),
                       updated_at = now()
    WHERE sensor_id = $1 AND (normalized_hash IS DISTINCT FROM $2 OR structured_hash IS DISTINCT FROM $3
                              OR ($4::bigint IS NOT NULL AND last_snapshot_id IS DISTINCT FROM $4))
), touched AS (
    UPDATE entities SET last_seen_at = $8 WHERE $9 AND sensor_id = $1 AND valid_to IS NULL AND removed_at IS NULL
                                                AND last_seen_at < $8
), memory AS (
    INSERT INTO differ_sensor_state (sensor_id, visible_hash, normalized_hash, structured_hash, variants,
                                     last_observation_id, last_fetched_at, updated_at)
    VALUES ($1, $5, $2, $3, $6, $7, $8, now())
    ON CONFLICT (sensor_id) DO UPDATE SET visible_hash = EXCLUDED.visible_hash,
        normalized_hash = EXCLUDED.normalized_hash, structured_hash = EXCLUDED.structured_hash,
        variants = EXCLUDED.variants, last_observation_id = EXCLUDED.last_observation_id,
        last_fetched_at = EXCLUDED.last_fetched_at, updated_at = now()
), result AS (
    INSERT INTO differ_results (observation_id, sensor_id, run_seq, result, failure_class, snapshot_id, change_id,
                                significance, note)
    VALUES ($7, $1, $10, $11::snapshot_result, NULL, $4, $12, $13::significance, $14)
    ON CONFLICT (observation_id) DO NOTHING
)
INSERT INTO outbox (msg_id, subject, payload) VALUES ($15, $16, $17)
"""


async def finish_decision(conn: asyncpg.Connection, *, sensor_id: int, observation_id: int, run_seq: int,
                          normalized_hash: str, structured_hash: str, snapshot_id: int | None, visible_hash: str,
                          variants: list[Variant], fetched_at: datetime, touch_entities: bool, result: str,
                          change_id: int | None, significance: str | None, note: str | None,
                          event: tuple[str, str, bytes]) -> None:
    """The end of every decided observation, one statement: the sensor's content hashes (written only
    when they differ), entities' last_seen_at when no snapshot reconciled them, the differ's memory,
    the idempotency record and the `snapshot.stored` outbox row (`event` = outbox.row_values(ev))."""
    import msgspec

    await conn.execute(
        _FINISH, sensor_id, normalized_hash, structured_hash, snapshot_id, visible_hash, msgspec.to_builtins(variants),
        observation_id, fetched_at, touch_entities, run_seq, result, change_id, significance,
        (note or "")[:1000] or None, *event)


async def insert_snapshot(conn: asyncpg.Connection, *, sensor_id: int, observation_id: int, previous_snapshot_id: int | None,
                          result: str, normalized_hash: str, structured_hash: str, raw_blob_key: str | None,
                          text_blob_key: str, blocks_blob_key: str, structured: dict[str, Any], summary: dict[str, Any],
                          extraction_confidence: float, fetched_at: datetime) -> tuple[int, int]:
    # the next version in the same statement (the caller holds the sensor's row lock)
    row = await conn.fetchrow(
        """INSERT INTO snapshots (sensor_id, observation_id, version, previous_snapshot_id, result, normalized_hash,
                                  structured_hash, raw_blob_key, text_blob_key, blocks_blob_key, structured, summary,
                                  extraction_confidence, fetched_at)
           SELECT $1, $2, (SELECT COALESCE(MAX(version), 0) + 1 FROM snapshots WHERE sensor_id = $1), $3,
                  $4::snapshot_result, $5, $6, $7, $8, $9, $10, $11, $12, $13
           RETURNING snapshot_id, version""",
        sensor_id, observation_id, previous_snapshot_id, result, normalized_hash, structured_hash, raw_blob_key,
        text_blob_key, blocks_blob_key, structured, summary, extraction_confidence, fetched_at)
    return int(row["snapshot_id"]), int(row["version"])


async def insert_change(conn: asyncpg.Connection, *, sensor_id: int, company_id: int, surface: str,
                        snapshot_before_id: int | None, snapshot_after_id: int, kind: str, significance: str,
                        delta: dict[str, Any], summary: str, status: str, observed_from: datetime | None,
                        detected_at: datetime, source_published_at: datetime | None) -> int:
    cid = await conn.fetchval(
        """INSERT INTO changes (sensor_id, company_id, surface, snapshot_before_id, snapshot_after_id, kind,
                                significance, delta, summary, status, observed_from, detected_at, source_published_at)
           VALUES ($1, $2, $3::surface, $4, $5, $6, $7::significance, $8, $9, $10::change_status, $11, $12, $13)
           RETURNING change_id""",
        sensor_id, company_id, surface, snapshot_before_id, snapshot_after_id, kind, significance, delta, summary, status,
        observed_from, detected_at, source_published_at)
    return int(cid)


#: the surfaces that list one company's posts twice over: its blog or newsroom page and the feed beside it
#: (discovery watches both: the feed hourly, the page for what the feed leaves out)
POST_SURFACES = ("blog", "newsroom", "feed")
#: how far back a post reported by the other one counts as the same news
POSTS_WINDOW_DAYS = 30
#: advisory lock class of one company's post reports (its key: the company's id)
_POSTS_LOCK = 0x6377


def _post_keys(items: Any) -> tuple[set[str], set[str]]:
    urls: set[str] = set()
    titles: set[str] = set()
    for it in items if isinstance(items, list) else []:
        if not isinstance(it, dict):
            continue
        if isinstance(it.get("url"), str) and it["url"]:
            urls.add(url_path_key(it["url"]))
        if isinstance(it.get("title"), str) and len(it["title"].strip()) >= 3:
            titles.add(" ".join(it["title"].split()).casefold())
    return urls, titles


async def posts_reported(conn: asyncpg.Connection, *, company_id: int, sensor_id: int, items: list[dict[str, Any]],
                         detected_at: datetime) -> bool:
    """Whether every post of `items` (a post_published change's `items_added`) was already reported (published),
    within POSTS_WINDOW_DAYS, by another sensor of the company's blog, newsroom or feed — by its URL or, failing
    that, its title: the page and its feed announcing one post are one piece of news. Serialised per company (an
    advisory lock held to the end of the caller's transaction), so the page and the feed decided at the same moment
    see each other."""
    if not items:
        return False
    await conn.execute("SELECT pg_advisory_xact_lock($1, $2)", _POSTS_LOCK, company_id)
    rows = await conn.fetch(
        """SELECT delta->'items_added' AS items FROM changes
            WHERE company_id = $1 AND sensor_id <> $2 AND kind = 'post_published' AND status = 'pending'
              AND surface::text = ANY($3::text[])
              AND detected_at > $4::timestamptz - make_interval(days => $5)""",
        company_id, sensor_id, list(POST_SURFACES), detected_at, POSTS_WINDOW_DAYS)
    seen_urls: set[str] = set()
    seen_titles: set[str] = set()
    for r in rows:
        raw = r["items"]
        u, t = _post_keys(json.loads(raw) if isinstance(raw, str) else raw)
        seen_urls |= u
        seen_titles |= t
    if not seen_urls and not seen_titles:
        return False
    for it in items:
        u, t = _post_keys([it])
        if not (u & seen_urls or t & seen_titles):
            return False
    return True


async def record_result(conn: asyncpg.Connection, *, observation_id: int, sensor_id: int, run_seq: int, result: str,
                        failure_class: str | None = None, snapshot_id: int | None = None, change_id: int | None = None,
                        significance: str | None = None, note: str | None = None) -> bool:
    """The idempotency record; False when the observation was decided already (caller rolls back)."""
    row = await conn.fetchval(
        """INSERT INTO differ_results (observation_id, sensor_id, run_seq, result, failure_class, snapshot_id, change_id,
                                       significance, note)
           VALUES ($1, $2, $3, $4::snapshot_result, $5::failure_class, $6, $7, $8::significance, $9)
           ON CONFLICT (observation_id) DO NOTHING RETURNING 1""",
        observation_id, sensor_id, run_seq, result, failure_class, snapshot_id, change_id, significance,
        (note or "")[:1000] or None)
    return row is not None


async def reconcile_entities(conn: asyncpg.Connection, *, sensor_id: int, company_id: int, current: dict[tuple[str, str], Entity],
                             removable_types: set[str], seen_at: datetime) -> dict[str, int]:
    """Bring the sensor's entities in line with `current`: insert new ones, refresh seen ones,
    version changed pricing plans (valid_to on the old row), update others in place, and mark
    missing ones removed — only for `removable_types` (trustworthy extractions). Returns counts."""
    rows = await conn.fetch(
        "SELECT entity_id, entity_type::text AS t, entity_key, version, fingerprint, removed_at, first_seen_at "
        "FROM entities WHERE sensor_id = $1 AND valid_to IS NULL", sensor_id)
    existing = {(r["t"], r["entity_key"]): r for r in rows}
    inserts: list[tuple[Any, ...]] = []
    seen_ids: list[int] = []
    updates: list[tuple[Any, ...]] = []
    closes: list[int] = []
    for (typ, key), e in current.items():
        r = existing.get((typ, key))
        if r is None:
            inserts.append((sensor_id, company_id, typ, key, 1, e.fp, e.data, seen_at, seen_at, seen_at))
        elif r["fingerprint"] == e.fp:
            seen_ids.append(r["entity_id"])
        elif typ == "pricing_plan":
            closes.append(r["entity_id"])
            inserts.append((sensor_id, company_id, typ, key, r["version"] + 1, e.fp, e.data, r["first_seen_at"], seen_at, seen_at))
        else:
            updates.append((r["entity_id"], e.fp, e.data, seen_at))
    removed = [r["entity_id"] for (typ, key), r in existing.items()
               if (typ, key) not in current and typ in removable_types and r["removed_at"] is None]
    if closes:
        await conn.execute("UPDATE entities SET valid_to = $2, last_seen_at = $2 WHERE entity_id = ANY($1::bigint[])",
                           closes, seen_at)
    if inserts:
        # one statement for all new rows (a baseline inserts every entity of the page)
        cols = list(zip(*inserts, strict=True))
        await conn.execute(
            """INSERT INTO entities (sensor_id, company_id, entity_type, entity_key, version, fingerprint, data,
                                     first_seen_at, last_seen_at, valid_from)
               SELECT $1, $2, t::entity_type, k, v, fp, d, fs, $3, $3
               FROM unnest($4::text[], $5::text[], $6::integer[], $7::text[], $8::jsonb[], $9::timestamptz[])
                    AS x(t, k, v, fp, d, fs)""",
            sensor_id, company_id, seen_at, list(cols[2]), list(cols[3]), list(cols[4]), list(cols[5]), list(cols[6]),
            list(cols[7]))
    if seen_ids:
        await conn.execute("UPDATE entities SET last_seen_at = $2, removed_at = NULL WHERE entity_id = ANY($1::bigint[])",
                           seen_ids, seen_at)
    if updates:
        await conn.executemany("UPDATE entities SET fingerprint = $2, data = $3, last_seen_at = $4, removed_at = NULL "
                               "WHERE entity_id = $1", updates)
    if removed:
        await conn.execute("UPDATE entities SET removed_at = $2 WHERE entity_id = ANY($1::bigint[])", removed, seen_at)
    return {"inserted": len(inserts) - len(closes), "versioned": len(closes), "updated": len(updates),
            "seen": len(seen_ids), "removed": len(removed)}


async def open_review(conn: asyncpg.Connection, *, kind: str, sensor_id: int, company_id: int, payload: dict[str, Any]) -> None:
    """One open review item per kind and sensor (the partial unique index makes this idempotent)."""
    await conn.execute(
        """INSERT INTO review_queue (kind, sensor_id, company_id, payload) VALUES ($1::review_kind, $2, $3, $4)
           ON CONFLICT (kind, sensor_id) WHERE status = 'open' DO NOTHING""",
        kind, sensor_id, company_id, payload)


@db_edge
async def prune_results(pool: asyncpg.Pool, older_than_days: float) -> int:
    r = await pool.execute("DELETE FROM differ_results WHERE processed_at < now() - make_interval(secs => $1)",
                           older_than_days * 86400)
    return int(r.split()[-1]) if r else 0
