"""Read-only queries behind `changewire stats` and `changewire sensors` (Postgres, and NATS consumer
info for the lag of each durable consumer, skipped gracefully when NATS is unreachable)."""
from __future__ import annotations

import asyncio
from typing import Any

import asyncpg

from changewire_common.bus import CONSUMERS
from changewire_common.naming import Naming

from .jobs import HEARTBEAT_PREFIX


async def db_stats(conn: asyncpg.Connection | asyncpg.Pool, heartbeat_s: float = 15.0) -> dict[str, Any]:
    """`heartbeat_s`: the beat period of a replica whose heartbeat does not state its own."""
    out: dict[str, Any] = {}
    out["sensors_by_status"] = {r["status"]: r["n"] for r in await conn.fetch(
        "SELECT status::text AS status, count(*) AS n FROM sensors GROUP BY 1 ORDER BY 1")}
    out["runs_last_hour"] = {r["outcome"]: r["n"] for r in await conn.fetch(
        "SELECT outcome::text AS outcome, count(*) AS n FROM observations "
        "WHERE fetched_at > now() - interval '1 hour' GROUP BY 1 ORDER BY 1")}
    out["failures_last_hour"] = {r["fc"]: r["n"] for r in await conn.fetch(
        "SELECT failure_class::text AS fc, count(*) AS n FROM observations "
        "WHERE fetched_at > now() - interval '1 hour' AND failure_class IS NOT NULL GROUP BY 1 ORDER BY 2 DESC")}
    out["snapshots_last_hour"] = {r["result"]: r["n"] for r in await conn.fetch(
        "SELECT result::text AS result, count(*) AS n FROM snapshots "
        "WHERE created_at > now() - interval '1 hour' GROUP BY 1 ORDER BY 1")}
    rows = await conn.fetch(
        "SELECT significance::text AS sig, count(*) AS total, "
        "count(*) FILTER (WHERE detected_at > now() - interval '24 hours') AS last_24h "
        "FROM changes GROUP BY 1 ORDER BY 1")
    out["changes_by_significance"] = {r["sig"]: {"total": r["total"], "last_24h": r["last_24h"]} for r in rows}
    due = await conn.fetchrow(
        """SELECT count(*) FILTER (WHERE next_run_at <= now()
                                   AND (NOT run_open OR lease_until IS NULL OR lease_until < now())) AS backlog,
                  -- of finite times only: an operator's next_run_at = '-infinity' (run it first) is in the
                  -- backlog, but now() - '-infinity' is an error, and JSON has no Infinity
                  EXTRACT(EPOCH FROM now() - min(next_run_at) FILTER (
                      WHERE next_run_at <= now() AND isfinite(next_run_at)
                        AND (NOT run_open OR lease_until IS NULL OR lease_until < now()))) AS oldest_overdue_s,
                  count(*) FILTER (WHERE run_open AND lease_until >= now()) AS in_flight,
                  count(*) FILTER (WHERE run_open AND lease_until < now()) AS expired_leases
           FROM sensors WHERE status IN ('pending', 'active', 'failing', 'stale')""")
    out["due"] = {"backlog": due["backlog"], "oldest_overdue_s": round(float(due["oldest_overdue_s"] or 0.0), 1),
                  "in_flight": due["in_flight"], "expired_leases": due["expired_leases"]}
    ob = await conn.fetchrow(
        "SELECT count(*) AS backlog, EXTRACT(EPOCH FROM now() - min(created_at)) AS oldest_s "
        "FROM outbox WHERE published_at IS NULL")
    out["outbox"] = {"backlog": ob["backlog"], "oldest_unpublished_s": round(float(ob["oldest_s"] or 0.0), 1)}
    cr = await conn.fetchrow(
        "SELECT count(*) AS ticks, coalesce(sum(claimed), 0) AS claimed, coalesce(sum(reissued), 0) AS reissued, "
        "coalesce(sum(ok), 0) AS ok, coalesce(sum(changed), 0) AS changed, "
        "coalesce(sum(meaningful), 0) AS meaningful, coalesce(sum(failed), 0) AS failed, "
        "coalesce(sum(not_modified), 0) AS not_modified, coalesce(sum(unchanged), 0) AS unchanged, "
        "coalesce(sum(skipped), 0) AS skipped, coalesce(sum(redirected), 0) AS redirected "
        "FROM crawl_runs WHERE started_at > now() - interval '1 hour'")
    out["crawl_runs_last_hour"] = {k: int(v) for k, v in dict(cr).items()}
    hb = await conn.fetch(
        "SELECT key, value->>'heartbeat_s' AS period, EXTRACT(EPOCH FROM now() - updated_at) AS age_s "
        "FROM settings_kv WHERE key LIKE $1 ORDER BY key", HEARTBEAT_PREFIX + "%")
    out["schedulers"] = [{"instance_id": r["key"][len(HEARTBEAT_PREFIX):], "age_s": round(float(r["age_s"]), 1),
                          "live": float(r["age_s"]) <= heartbeat_live_s(r["period"], heartbeat_s)} for r in hb]
    return out


def heartbeat_live_s(stated: str | None, default_period_s: float) -> float:
    """How long after its last beat a replica still counts as live: a few of its beat periods (the period its
    heartbeat states, else the local setting), never under two minutes (a GC pause, a slow database)."""
    try:
        period = float(stated) if stated is not None else default_period_s
    except ValueError:
        period = default_period_s
    if not 0 < period < 86400:  # a nonsense value in the row: the local setting
        period = default_period_s
    return max(120.0, 4 * period)


async def consumer_lag(nats_url: str, naming: Naming, timeout_s: float = 3.0) -> dict[str, Any]:
    """num_pending / num_ack_pending per durable consumer; {'error': ...} when NATS is unreachable."""
    import nats

    failures: list[Exception] = []

    async def note(exc: Exception) -> None:
        # nats-py's default error callback logs a traceback per attempt on the operator's terminal
        failures.append(exc)

    try:
        # each server tried at most twice, 0.1 s apart: max_reconnect_attempts=0 would make nats-py's server
        # selection retry a refused server every 2 s until the timeout, reported as a bare TimeoutError
        nc = await asyncio.wait_for(
            nats.connect(servers=[u.strip() for u in nats_url.split(",") if u.strip()], allow_reconnect=False,
                         connect_timeout=timeout_s, max_reconnect_attempts=1, reconnect_time_wait=0.1,
                         error_cb=note), timeout_s + 1)
    except Exception as exc:  # noqa: BLE001 - stats must still print the database part
        cause = failures[-1] if failures else exc  # the refusal or DNS error, not nats-py's NoServersError
        return {"error": f"NATS unreachable: {type(cause).__name__}: {cause}".strip()}
    out: dict[str, Any] = {}
    try:
        js = nc.jetstream()
        for spec in CONSUMERS.values():
            try:
                info = await asyncio.wait_for(
                    js.consumer_info(naming.stream(spec.stream), naming.durable(spec.durable)), timeout_s)
                out[spec.durable] = {"pending": info.num_pending or 0, "ack_pending": info.num_ack_pending or 0,
                                     "redelivered": info.num_redelivered or 0}
            except Exception as exc:  # noqa: BLE001 - a consumer not provisioned yet
                out[spec.durable] = {"error": type(exc).__name__}
    finally:
        await nc.close()
    return out


async def list_sensors(conn: asyncpg.Connection | asyncpg.Pool, *, company: str | None = None,
                       status: str | None = None, surface: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
    where = []
    args: list[Any] = []
    if company:
        args.append(company.lower())
        match = f"lower(c.slug) = ${len(args)} OR lower(c.name) = ${len(args)}"
        if company.isascii() and company.isdigit() and int(company) < 2**63:
            # digits are an id, but also a slug or name of their own (Alibaba's "1688", "360"): match all three
            args.append(int(company))
            match += f" OR s.company_id = ${len(args)}"
        where.append(f"({match})")
    if status:
        args.append(status)
        where.append(f"s.status::text = ${len(args)}")
    if surface:
        args.append(surface)
        where.append(f"s.surface::text = ${len(args)}")
    args.append(limit)
    sql = f"""
        SELECT s.sensor_id, c.slug AS company, s.surface::text AS surface, s.kind::text AS kind,
               s.status::text AS status, s.tier, s.base_interval_s, s.current_interval_s, s.next_run_at,
               s.run_seq, s.run_open, s.lease_until, s.last_outcome, s.last_run_at, s.last_change_at,
               s.consecutive_failures, s.last_failure_class::text AS last_failure_class,
               s.quality_score::numeric::float8 AS quality_score, -- real: 37.3, not 37.29999923706055
               s.change_rate_per_s, s.checks_total, s.checks_changed, s.url
        FROM sensors s JOIN companies c ON c.company_id = s.company_id
        {"WHERE " + " AND ".join(where) if where else ""}
        ORDER BY c.slug, s.surface, s.sensor_id
        LIMIT ${len(args)}"""
    return [dict(r) for r in await conn.fetch(sql, *args)]
