"""The scheduler's SQL: claiming due sensors, locking sensors for outcomes and writing decisions,
crawl_runs, settings_kv (heartbeats, job slots, the repair sweep request). No decisions here: callers
pass in values computed by the pure modules. asyncpg errors are translated to TransientError here.
"""
from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from typing import Any

import asyncpg

from changewire_common.errors import TransientError

from .claims import Candidate, Pick
from .policy import RunDecision, SensorState
from .schedule import RateCounters

#: the statuses claimed (literal, so the planner matches the partial index sensors_due)
_CLAIMABLE_SQL = "('pending', 'active', 'failing', 'stale')"

#: due, claimable, without a live lease (an expired lease is due again)
_DUE_SQL = f"""s.status IN {_CLAIMABLE_SQL}
  AND s.next_run_at <= now()
  AND (NOT s.run_open OR s.lease_until IS NULL OR s.lease_until < now())"""

#: The tick's plan (no locks): due sensors in claim order, at most $2 per registrable domain, at most
#: $1 in all. Claim order interleaves domains — every domain's first sensor (by priority, then due
#: time), then every domain's second, … — so the `sensor.due` stream never queues one domain's runs
#: back to back (the fetcher serves one request per domain at a time: a run of one domain's messages
#: would idle its workers behind the politeness slot). Served by the partial index sensors_due
#: (next_run_at) while the due set is a small part of the table — the steady state; a huge backlog is
#: read sequentially, once per tick.
#:
#: Inside a domain, a sensor starved by skips — its last run skipped and no success for longer than its
#: interval plus a day — goes first: a domain whose daily budget runs out every day has its skipped
#: sensors all due at the reset instant, the fetcher spends the new budget in claim order, and by
#: priority alone the same low-priority pages would lose every night and never run.
SELECT_DUE_PLAN = f"""
SELECT d.sensor_id, d.url, d.domain, d.run_open
FROM (
    SELECT s.sensor_id, s.url, s.domain, s.run_open, s.priority, s.next_run_at,
           row_number() OVER (PARTITION BY coalesce(s.domain, s.url)
                              ORDER BY CASE WHEN s.last_outcome = 'skipped'
                                            THEN coalesce(s.last_success_at, s.created_at)
                                                 + (s.current_interval_s + 86400) * interval '1 second' < now()
                                            ELSE false END DESC,
                                       s.priority DESC, s.next_run_at) AS rn
    FROM sensors s
    WHERE {_DUE_SQL}
) d
WHERE d.rn <= $2
ORDER BY d.rn, d.priority DESC, d.next_run_at
LIMIT $1
"""

#: One claim batch: lock the planned rows that are still due (primary-key lookups), skipping rows
#: another replica holds. A row another replica claimed and committed meanwhile fails the re-check
#: of the due predicate (next_run_at moved to its lease end) and is dropped: a run is issued once.
LOCK_DUE_BATCH = f"""
SELECT s.sensor_id, s.url, s.domain, s.run_open
FROM unnest($1::bigint[]) AS v(sensor_id)
JOIN sensors s ON s.sensor_id = v.sensor_id
WHERE {_DUE_SQL}
ORDER BY s.priority DESC, s.next_run_at
FOR UPDATE OF s SKIP LOCKED
"""

#: the oldest age of finite due times only: now() - '-infinity' (an operator's "run it first") is an error
DUE_BACKLOG = f"""
SELECT count(*) AS n,
       coalesce(EXTRACT(EPOCH FROM now() - min(s.next_run_at) FILTER (WHERE isfinite(s.next_run_at))), 0) AS oldest_s
FROM sensors s WHERE {_DUE_SQL}
"""

SELECT_MISSING_DOMAINS = f"""
SELECT s.sensor_id, s.url FROM sensors s
WHERE s.domain IS NULL AND {_DUE_SQL}
LIMIT $1
"""

#: open a run: run_seq + 1, lease; next_run_at moves to the lease end so in-flight runs leave the
#: due range of the index (an expired lease is due again and re-issued).
MARK_CLAIMED = """
UPDATE sensors s
SET run_seq = s.run_seq + 1, run_open = true,
    lease_until = now() + make_interval(secs => $3), run_due_at = now(),
    next_run_at = now() + make_interval(secs => $3),
    domain = v.domain, updated_at = now()
FROM unnest($1::bigint[], $2::text[]) AS v(sensor_id, domain)
WHERE s.sensor_id = v.sensor_id
RETURNING s.sensor_id, s.run_seq, s.lease_until
"""

LOCK_FOR_OUTCOMES = """
SELECT s.sensor_id, s.status::text AS status, s.surface::text AS surface, s.url, s.company_id, s.config,
       c.tier AS company_tier, s.current_interval_s, s.run_seq, s.run_open, s.consecutive_unchanged,
       s.consecutive_failures, s.last_failure_class::text AS last_failure_class, s.checks_total,
       s.checks_changed, s.quality_score, s.last_success_at, s.rate_checks, s.rate_changes, s.rate_span_s,
       s.failure_run_challenges
FROM sensors s JOIN companies c ON c.company_id = s.company_id
WHERE s.sensor_id = ANY($1::bigint[])
ORDER BY s.sensor_id
FOR UPDATE OF s
"""

WRITE_DECISIONS = """
UPDATE sensors s SET
    run_open = false, lease_until = NULL,
    base_interval_s = v.base_i, current_interval_s = v.cur_i, next_run_at = v.next_at, tier = v.tier,
    consecutive_unchanged = v.c_unch, consecutive_failures = v.c_fail, last_failure_class = v.fclass::failure_class,
    last_outcome = v.outcome, last_run_at = v.run_at, last_success_at = v.ok_at,
    last_change_at = coalesce(v.change_at, s.last_change_at), checks_total = v.n_checks, checks_changed = v.n_changed,
    quality_score = v.quality, rate_checks = v.r_checks, rate_changes = v.r_changes, rate_span_s = v.r_span,
    change_rate_per_s = coalesce(v.rate, s.change_rate_per_s), failure_run_challenges = v.c_chal, updated_at = now()
FROM unnest($1::bigint[], $2::bigint[], $3::integer[], $4::integer[], $5::timestamptz[], $6::text[], $7::integer[],
            $8::integer[], $9::text[], $10::text[], $11::timestamptz[], $12::timestamptz[], $13::timestamptz[],
            $14::integer[], $15::integer[], $16::real[], $17::float8[], $18::float8[], $19::float8[], $20::float8[],
            $21::integer[])
     AS v(sensor_id, run_seq, base_i, cur_i, next_at, tier, c_unch, c_fail, fclass, outcome, run_at, ok_at, change_at,
          n_checks, n_changed, quality, r_checks, r_changes, r_span, rate, c_chal)
WHERE s.sensor_id = v.sensor_id AND s.run_seq = v.run_seq
"""
# (no `AND run_open` above: the caller checked it under the row lock, and that predicate lets the
# planner pick the partial index sensors_lease — nearly empty by its statistics — over the primary key)

CRAWL_RUN_COLUMNS = ("claimed", "reissued", "ok", "changed", "meaningful", "failed", "not_modified", "unchanged",
                     "skipped", "redirected")


@contextlib.contextmanager
def db_errors(what: str) -> Iterator[None]:
    """Translate asyncpg / socket errors into TransientError (the consumer NAKs with backoff)."""
    try:
        yield
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
        raise TransientError(f"{what}: {type(exc).__name__}: {exc}") from exc


# ---------------------------------------------------------------- claiming


async def select_due_plan(conn: asyncpg.Connection | asyncpg.Pool, limit: int, per_domain: int) -> list[Candidate]:
    rows = await conn.fetch(SELECT_DUE_PLAN, limit, per_domain)
    return [Candidate(r["sensor_id"], r["url"], r["domain"], r["run_open"]) for r in rows]


async def lock_due_batch(conn: asyncpg.Connection, sensor_ids: Sequence[int]) -> list[Candidate]:
    rows = await conn.fetch(LOCK_DUE_BATCH, list(sensor_ids))
    return [Candidate(r["sensor_id"], r["url"], r["domain"], r["run_open"]) for r in rows]


async def due_backlog(conn: asyncpg.Connection | asyncpg.Pool) -> tuple[int, float]:
    """(due sensors without a live lease, seconds the oldest of them is overdue)."""
    row = await conn.fetchrow(DUE_BACKLOG)
    return (int(row["n"]), float(row["oldest_s"])) if row else (0, 0.0)


async def fill_missing_domains(pool: asyncpg.Pool, domain_of: Callable[[str], str], limit: int = 20000) -> int:
    """Store the registrable domain of due sensors that have none (the per-domain allowance needs it)."""
    rows = await pool.fetch(SELECT_MISSING_DOMAINS, limit)
    if not rows:
        return 0
    await pool.execute(
        "UPDATE sensors s SET domain = v.domain FROM unnest($1::bigint[], $2::text[]) AS v(sensor_id, domain) "
        "WHERE s.sensor_id = v.sensor_id AND s.domain IS NULL",
        [r["sensor_id"] for r in rows], [domain_of(r["url"]) for r in rows],
    )
    return len(rows)


async def mark_claimed(conn: asyncpg.Connection, picks: Sequence[Pick], lease_ttl_s: float) -> list[asyncpg.Record]:
    rows: list[asyncpg.Record] = await conn.fetch(
        MARK_CLAIMED, [p.sensor_id for p in picks], [p.domain for p in picks], float(lease_ttl_s))
    return rows


# ---------------------------------------------------------------- outcomes


def _config_interval(config: Any) -> float | None:
    if isinstance(config, str):
        try:
            config = json.loads(config)
        except ValueError:
            return None
    if isinstance(config, dict):
        v = config.get("interval_s")
        if isinstance(v, int | float) and not isinstance(v, bool) and v > 0:
            return float(v)
    return None


def sensor_state(r: asyncpg.Record) -> SensorState:
    return SensorState(
        sensor_id=r["sensor_id"], status=r["status"], surface=r["surface"], company_tier=r["company_tier"],
        current_interval_s=r["current_interval_s"], consecutive_unchanged=r["consecutive_unchanged"],
        consecutive_failures=r["consecutive_failures"], last_failure_class=r["last_failure_class"],
        checks_total=r["checks_total"], checks_changed=r["checks_changed"], quality_score=float(r["quality_score"]),
        last_success_at=r["last_success_at"],
        rate=RateCounters(float(r["rate_checks"]), float(r["rate_changes"]), float(r["rate_span_s"])),
        config_interval_s=_config_interval(r["config"]), url=r["url"],
        failure_run_challenges=int(r["failure_run_challenges"]),
    )


async def lock_for_outcomes(conn: asyncpg.Connection, sensor_ids: Sequence[int]) -> dict[int, asyncpg.Record]:
    rows = await conn.fetch(LOCK_FOR_OUTCOMES, sorted(set(sensor_ids)))
    return {r["sensor_id"]: r for r in rows}


def decision_args(sensor_id: int, run_seq: int, d: RunDecision) -> tuple[Any, ...]:
    return (sensor_id, run_seq, d.base_interval_s, d.current_interval_s, d.next_run_at, d.tier,
            d.consecutive_unchanged, d.consecutive_failures, d.last_failure_class, d.last_outcome, d.last_run_at,
            d.last_success_at, d.last_change_at, d.checks_total, d.checks_changed, d.quality_score, d.rate.checks,
            d.rate.changes, d.rate.span_s, d.change_rate_per_s, d.failure_run_challenges)


async def write_decisions(conn: asyncpg.Connection, rows: Sequence[tuple[Any, ...]]) -> None:
    """Write the decisions of one apply batch in one statement whatever its size (the columns as arrays,
    rows in sensor-id order as they were locked)."""
    if rows:
        await conn.execute(WRITE_DECISIONS, *[list(col) for col in zip(*sorted(rows, key=lambda r: r[0]), strict=True)])


async def set_redirect_url(conn: asyncpg.Connection, sensor_id: int, url: str | None) -> None:
    await conn.execute(
        "UPDATE sensors SET config = config || jsonb_build_object('redirect_url', $2::text), updated_at = now() "
        "WHERE sensor_id = $1",
        sensor_id, url,
    )


async def open_review_item(conn: asyncpg.Connection, kind: str, sensor_id: int, company_id: int,
                           payload: dict[str, Any]) -> bool:
    """Open a review item unless one of this kind is already open for the sensor; True if opened.

    One open item per kind and sensor: a finding of the same failure class as the open item's adds
    nothing (a challenge on every run is one item), but a finding of another class — robots.txt
    disallowing a URL whose item was opened for bot challenges — is what the reviewer must now act on:
    the open item takes the new payload and keeps the previous ones under `earlier`."""
    got = await conn.fetchval(
        "INSERT INTO review_queue (kind, sensor_id, company_id, payload) VALUES ($1::review_kind, $2, $3, $4) "
        "ON CONFLICT (kind, sensor_id) WHERE status = 'open' DO UPDATE "
        "SET payload = EXCLUDED.payload || jsonb_build_object('earlier', "
        "    coalesce(review_queue.payload->'earlier', '[]'::jsonb) "
        "    || jsonb_build_array(review_queue.payload - 'earlier')) "
        "WHERE review_queue.payload->>'failure_class' IS DISTINCT FROM EXCLUDED.payload->>'failure_class' "
        "RETURNING (xmax = 0)",
        kind, sensor_id, company_id, payload,
    )
    return bool(got)


# ---------------------------------------------------------------- crawl_runs


async def open_crawl_run(conn: asyncpg.Connection | asyncpg.Pool, scheduler_id: str) -> int:
    return int(await conn.fetchval(
        "INSERT INTO crawl_runs (scheduler_id) VALUES ($1) RETURNING crawl_run_id", scheduler_id))


async def add_crawl_counts(conn: asyncpg.Connection, crawl_run_id: int, counts: dict[str, int]) -> None:
    cols = [c for c in CRAWL_RUN_COLUMNS if counts.get(c)]
    if not cols:
        return
    sets = ", ".join(f"{c} = {c} + ${i + 2}" for i, c in enumerate(cols))
    await conn.execute(f"UPDATE crawl_runs SET {sets} WHERE crawl_run_id = $1", crawl_run_id,
                       *[int(counts[c]) for c in cols])


async def finish_crawl_run(conn: asyncpg.Connection | asyncpg.Pool, crawl_run_id: int, tick_ms: float) -> None:
    await conn.execute("UPDATE crawl_runs SET finished_at = now(), tick_ms = $2 WHERE crawl_run_id = $1",
                       crawl_run_id, tick_ms)


# ---------------------------------------------------------------- settings_kv


async def put_kv(conn: asyncpg.Connection | asyncpg.Pool, key: str, value: Any) -> None:
    await conn.execute(
        "INSERT INTO settings_kv (key, value) VALUES ($1, $2::jsonb) "
        "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()",
        key, value,
    )


async def delete_kv(conn: asyncpg.Connection | asyncpg.Pool, key: str) -> None:
    await conn.execute("DELETE FROM settings_kv WHERE key = $1", key)


async def claim_job_slot(conn: asyncpg.Connection | asyncpg.Pool, job: str, slot: datetime, instance_id: str) -> bool:
    """Claim one fire of a periodic job for this replica: True for exactly one caller per (job, slot)."""
    value = {"slot": slot.timestamp(), "slot_at": slot.isoformat(), "by": instance_id}
    got = await conn.fetchval(
        """INSERT INTO settings_kv (key, value) VALUES ($1, $2::jsonb)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
           WHERE coalesce((settings_kv.value->>'slot')::float8, 0) < (EXCLUDED.value->>'slot')::float8
           RETURNING 1""",
        f"scheduler.job.{job}", value,
    )
    return got is not None


async def record_job_result(conn: asyncpg.Connection | asyncpg.Pool, job: str, result: dict[str, Any]) -> None:
    await conn.execute(
        "UPDATE settings_kv SET value = value || $2::jsonb, updated_at = now() WHERE key = $1",
        f"scheduler.job.{job}", result,
    )
