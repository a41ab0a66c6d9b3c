"""Retention: raw bodies of runs whose snapshot produced no change are dropped after N days (the
`blob_key` of their observation and the `raw_blob_key` of their snapshot set null; canonical text,
blocks and hashes are kept), then blobs no longer referenced by any `*blob_key` column are swept
from the blob store. Old crawl_runs rows and dead scheduler heartbeats are pruned.

Kept on purpose: baseline snapshots, snapshots whose result is `changed` or `failed`, and a
no-change snapshot that is the "before" of a change (the evidence of what changed).
Only keys detached here are candidates for the sweep, and each is deleted only when no row of any
table references it (blobs are content-addressed: one body may serve many observations). The
reference columns are discovered from information_schema (every text column named *blob_key), so
a later migration that stores blob keys elsewhere is respected.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Protocol

import asyncpg

logger = logging.getLogger(__name__)

_DETACH = """
WITH victims AS (
    SELECT o.observation_id, o.blob_key AS obs_key, s.snapshot_id, s.raw_blob_key AS snap_key
    FROM observations o
    JOIN snapshots s ON s.observation_id = o.observation_id
    WHERE s.result IN ('unchanged', 'noise')
      AND o.fetched_at < now() - make_interval(secs => $1)
      AND (o.blob_key IS NOT NULL OR s.raw_blob_key IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM changes c WHERE c.snapshot_before_id = s.snapshot_id)
    LIMIT $2
    FOR UPDATE OF o, s SKIP LOCKED
), o_upd AS (
    UPDATE observations o SET blob_key = NULL FROM victims v
    WHERE o.observation_id = v.observation_id AND o.blob_key IS NOT NULL
    RETURNING v.obs_key AS k
), s_upd AS (
    UPDATE snapshots s SET raw_blob_key = NULL FROM victims v
    WHERE s.snapshot_id = v.snapshot_id AND s.raw_blob_key IS NOT NULL
    RETURNING v.snap_key AS k
)
SELECT (SELECT count(*) FROM victims) AS n,
       ARRAY(SELECT k FROM o_upd WHERE k IS NOT NULL UNION SELECT k FROM s_upd WHERE k IS NOT NULL) AS keys
"""


class Blobs(Protocol):
    async def delete(self, key: str) -> None: ...


async def blob_reference_columns(conn: asyncpg.Connection | asyncpg.Pool) -> list[tuple[str, str]]:
    rows = await conn.fetch(
        """SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND column_name LIKE '%blob_key%'
             AND data_type IN ('text', 'character varying')
           ORDER BY table_name, column_name""")
    return [(r["table_name"], r["column_name"]) for r in rows]


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


async def unreferenced(conn: asyncpg.Connection | asyncpg.Pool, keys: Sequence[str],
                       columns: Sequence[tuple[str, str]]) -> list[str]:
    """The keys no row references (one anti-join per reference column)."""
    if not keys:
        return []
    clauses = " AND ".join(
        f"NOT EXISTS (SELECT 1 FROM {_ident(t)} x WHERE x.{_ident(c)} = u.k)" for t, c in columns
    ) or "true"
    rows = await conn.fetch(f"SELECT u.k FROM unnest($1::text[]) AS u(k) WHERE {clauses}", list(keys))
    return [r["k"] for r in rows]


async def drop_raw_bodies(pool: asyncpg.Pool, blobs: Blobs | None, *, older_than_days: float,
                          chunk: int = 5000, max_chunks: int = 1000) -> dict[str, int]:
    """Detach raw bodies of no-change runs older than `older_than_days`, then sweep unreferenced blobs."""
    detached_rows = 0
    candidates: set[str] = set()
    for _ in range(max_chunks):
        row = await pool.fetchrow(_DETACH, older_than_days * 86400.0, chunk)
        n = int(row["n"]) if row else 0
        detached_rows += n
        if row:
            candidates.update(row["keys"] or [])
        if n < chunk:
            break
    swept = 0
    if blobs is not None and candidates:
        columns = await blob_reference_columns(pool)
        keys = sorted(candidates)
        for i in range(0, len(keys), 5000):
            for key in await unreferenced(pool, keys[i:i + 5000], columns):
                try:
                    await blobs.delete(key)
                    swept += 1
                except ValueError:  # not a key this store knows how to address
                    logger.warning("retention: cannot delete blob %r", key)
    return {"rows_detached": detached_rows, "blob_candidates": len(candidates), "blobs_swept": swept}


async def prune_crawl_runs(pool: asyncpg.Pool, older_than_days: float) -> int:
    res = await pool.execute(
        "DELETE FROM crawl_runs WHERE started_at < now() - make_interval(secs => $1)", older_than_days * 86400.0)
    return int(res.split()[-1])


async def prune_heartbeats(pool: asyncpg.Pool, older_than_s: float = 86400.0) -> int:
    res = await pool.execute(
        "DELETE FROM settings_kv WHERE key LIKE 'scheduler.heartbeat.%' "
        "AND updated_at < now() - make_interval(secs => $1)", older_than_s)
    return int(res.split()[-1])


async def run_retention(pool: asyncpg.Pool, blobs: Blobs | None, *, raw_days: float,
                        crawl_runs_days: float) -> dict[str, Any]:
    out: dict[str, Any] = dict(await drop_raw_bodies(pool, blobs, older_than_days=raw_days))
    out["crawl_runs_pruned"] = await prune_crawl_runs(pool, crawl_runs_days)
    out["heartbeats_pruned"] = await prune_heartbeats(pool)
    return out
