"""Subcommands the scheduler service contributes to `changewire`: schedule, sensors, stats."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import sys
from collections.abc import Coroutine
from datetime import datetime
from typing import Any

from changewire_common.errors import TransientError
from changewire_common.settings import load_settings
from changewire_common.stack import resolve_urls
from changewire_common.vocab import SensorStatus, Surface


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("schedule", help="run the scheduler (claim due sensors, apply outcomes)")
    p.add_argument("--once", action="store_true", help="run one claim tick, print what was claimed, exit")
    p.add_argument("--dry-run", action="store_true", help="with --once: show what would be claimed, change nothing")
    p.add_argument("--json", action="store_true", help="with --once: print JSON")
    p.set_defaults(func=cmd_schedule)

    p = sub.add_parser("sensors", help="list sensors and their schedule")
    p.add_argument("--company", metavar="C", help="company id, slug or name")
    p.add_argument("--status", type=str.lower, choices=[s.value for s in SensorStatus], metavar="S",
                   help=", ".join(s.value for s in SensorStatus))
    p.add_argument("--surface", type=str.lower, choices=[s.value for s in Surface], metavar="S",
                   help=", ".join(s.value for s in Surface))
    p.add_argument("--limit", type=int, default=200, metavar="N", help="at most this many rows (default 200)")
    p.add_argument("--json", action="store_true", help="print JSON (one array)")
    p.set_defaults(func=cmd_sensors)

    p = sub.add_parser("stats", help="sensors by status, recent runs and changes, backlogs, consumer lag")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_stats)


def _settings() -> Any:
    from .settings import SchedulerSettings

    return load_settings(SchedulerSettings)


def _run_db(command: str, coro: Coroutine[Any, Any, Any]) -> tuple[bool, Any]:
    """Run a read-only database coroutine; (False, None) after printing a one-line error when the
    database is unreachable or refuses the query (no traceback for an operator)."""
    import asyncpg

    from changewire_common.cli import server_error

    try:
        return True, asyncio.run(coro)
    except (TransientError, asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
        print(f"changewire {command}: {server_error(exc) or exc}", file=sys.stderr)
        return False, None


def _finite(v: datetime | None) -> datetime | None:
    """asyncpg reads timestamptz '±infinity' as naive datetime.min / max; None for those."""
    return v if v is None or v.tzinfo is not None else None


def _json_default(v: Any) -> Any:
    if isinstance(v, datetime):
        # every time in the JSON is ISO-8601 with an offset; an infinite one ('-infinity' set by hand) is null
        return v.isoformat() if _finite(v) is not None else None
    return str(v)


def _age(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    s = abs(seconds)
    sign = "-" if seconds < 0 else ""
    if s < 90:
        return f"{sign}{s:.0f}s"
    if s < 5400:
        return f"{sign}{s / 60:.0f}m"
    if s < 172800:
        return f"{sign}{s / 3600:.1f}h"
    return f"{sign}{s / 86400:.1f}d"


def cmd_schedule(args: argparse.Namespace) -> int:
    if not args.once:
        # flags that only mean something for one tick must not start the long-running service
        extra = [f for f, on in (("--dry-run", args.dry_run), ("--json", args.json)) if on]
        if extra:
            verb = "needs" if len(extra) == 1 else "need"
            print(f"changewire schedule: {' and '.join(extra)} {verb} --once", file=sys.stderr)
            return 2
    s = _settings()
    if not args.once:
        import msgspec

        from changewire_common.service import run_service

        from .app import wire

        db, nats_url = resolve_urls(s)
        s = msgspec.structs.replace(s, database_url=db, nats_url=nats_url)
        return asyncio.run(run_service("scheduler", s, wire))
    db, _ = resolve_urls(s, need_nats=False)

    async def run() -> Any:
        from changewire_common.db import create_pool

        from .app import make_claimer
        from .claimer import TickWindow

        pool = await create_pool(db, attempts=3, max_size=2)
        try:
            window = TickWindow(f"cli-{socket.gethostname()}-{os.getpid()}")
            return await make_claimer(pool, s, window).tick(dry_run=args.dry_run)
        finally:
            await pool.close()

    try:
        report = asyncio.run(run())
    except TransientError as exc:
        import asyncpg

        from changewire_common.cli import server_error

        # a server that answered with an error (a missing table: not migrated) says so as `sensors` does
        cause = exc.__cause__
        detail = server_error(cause) if isinstance(cause, asyncpg.PostgresError) else None
        print(f"changewire schedule: {detail or exc}", file=sys.stderr)
        return 1
    if args.dry_run:
        rows = [{"sensor_id": p.sensor_id, "domain": p.domain, "reissue": p.reissue} for p in report.would_claim]
        if args.json:
            print(json.dumps({"dry_run": True, "would_claim": rows}))
        else:
            for r in rows:
                print(f"would claim sensor {r['sensor_id']:>8}  {r['domain']}{'  (re-issue)' if r['reissue'] else ''}")
            print(f"{len(rows)} sensor(s) would be claimed (dry run, nothing changed)")
        return 0
    claimed = [{"sensor_id": c.sensor_id, "run_seq": c.run_seq, "lease_until": c.lease_until.isoformat(),
                "domain": c.domain, "reissued": c.reissued} for c in report.claimed]
    if args.json:
        print(json.dumps({"crawl_run_id": report.crawl_run_id, "claimed": claimed,
                          "tick_ms": round(report.tick_ms, 1)}))
    else:
        for c in claimed:
            print(f"claimed sensor {c['sensor_id']:>8}  run {c['run_seq']:<4} {c['domain']}"
                  f"{'  (re-issued: lease expired)' if c['reissued'] else ''}")
        print(f"{len(claimed)} run(s) issued in {report.tick_ms:.0f} ms (crawl run {report.crawl_run_id}); "
              "sensor.due events are in the outbox for a relay to publish")
    return 0


def cmd_sensors(args: argparse.Namespace) -> int:
    if not 1 <= args.limit < 2**63:
        print("changewire sensors: --limit must be ≥ 1", file=sys.stderr)
        return 2
    company = args.company.strip() if args.company is not None else None
    if company == "":
        # an empty filter (an unset shell variable) must not silently list every company's sensors
        print("changewire sensors: --company must not be empty", file=sys.stderr)
        return 2
    s = _settings()
    db, _ = resolve_urls(s, need_nats=False)

    async def run() -> list[dict[str, Any]]:
        from changewire_common.db import connect

        from .stats import list_sensors

        conn = await connect(db)
        try:
            return await list_sensors(conn, company=company, status=args.status, surface=args.surface,
                                      limit=args.limit)
        finally:
            await conn.close()

    done, rows = _run_db("sensors", run())
    if not done:
        return 1
    if args.json:
        print(json.dumps(rows, default=_json_default))
        return 0
    if not rows:
        print("no sensors match")
        return 0
    from changewire_common.clock import utcnow

    now = utcnow()
    print(f"{'id':>7} {'company':<18} {'surface':<12} {'status':<10} T {'interval':>8} {'next run':>9} "
          f"{'fails':>5} {'quality':>7}  url")
    for r in rows:
        nxt_at, lease = _finite(r["next_run_at"]), _finite(r["lease_until"])
        nxt = "in flight" if r["run_open"] and lease and lease > now else \
            _age((nxt_at - now).total_seconds()) if nxt_at else ("now" if r["next_run_at"] < datetime.max else "never")
        print(f"{r['sensor_id']:>7} {str(r['company'])[:18]:<18} {r['surface']:<12} {r['status']:<10} {r['tier']} "
              f"{_age(r['current_interval_s']):>8} {nxt:>9} {r['consecutive_failures']:>5} "
              f"{r['quality_score']:>7.1f}  {r['url']}")
    if len(rows) >= args.limit:
        print(f"(first {args.limit}; use --limit)")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    s = _settings()
    db, _ = resolve_urls(s, need_nats=False)
    try:
        _, nats_url = resolve_urls(s)
    except Exception:  # noqa: BLE001 - no NATS configured: the lag part is skipped
        nats_url = ""

    async def run() -> dict[str, Any]:
        from changewire_common.db import connect
        from changewire_common.naming import Naming

        from .stats import consumer_lag, db_stats

        conn = await connect(db)
        try:
            out = await db_stats(conn, heartbeat_s=s.heartbeat_s)
        finally:
            await conn.close()
        out["consumers"] = (await consumer_lag(nats_url, Naming(s.nats_prefix)) if nats_url
                            else {"error": "CHANGEWIRE_NATS_URL is not set"})
        return out

    done, out = _run_db("stats", run())
    if not done:
        return 1
    if args.json:
        print(json.dumps(out, default=_json_default))
        return 0
    _print_stats(out)
    return 0


def _kv(d: dict[str, Any]) -> str:
    return "  ".join(f"{k}={v}" for k, v in d.items()) or "(none)"


def _print_stats(o: dict[str, Any]) -> None:
    total = sum(o["sensors_by_status"].values())
    print(f"sensors ({total}):            {_kv(o['sensors_by_status'])}")
    print(f"runs, last hour:          {_kv(o['runs_last_hour'])}")
    if o["failures_last_hour"]:
        print(f"  failures by class:      {_kv(o['failures_last_hour'])}")
    print(f"snapshots, last hour:     {_kv(o['snapshots_last_hour'])}")
    ch = {k: f"{v['last_24h']}/{v['total']}" for k, v in o["changes_by_significance"].items()}
    print(f"changes (24h/total):      {_kv(ch)}")
    d = o["due"]
    print(f"due backlog:              {d['backlog']} (oldest overdue {_age(d['oldest_overdue_s'])}); "
          f"in flight {d['in_flight']}, expired leases {d['expired_leases']}")
    ob = o["outbox"]
    print(f"outbox backlog:           {ob['backlog']} (oldest {_age(ob['oldest_unpublished_s'])})")
    cr = o["crawl_runs_last_hour"]
    print(f"scheduler, last hour:     {_kv(cr)}")
    live = [h["instance_id"] for h in o["schedulers"] if h["live"]]
    print(f"scheduler replicas live:  {len(live)} {' '.join(live)}")
    c = o["consumers"]
    if "error" in c and isinstance(c["error"], str):
        print(f"consumer lag:             skipped ({c['error']})")
    else:
        print("consumer lag:")
        for name, v in c.items():
            if "error" in v:
                print(f"  {name:<38} {v['error']}")
            else:
                print(f"  {name:<38} pending={v['pending']} ack_pending={v['ack_pending']} "
                      f"redelivered={v['redelivered']}")
