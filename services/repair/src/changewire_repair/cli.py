"""`changewire repair [--dry-run] [--sensor ID] [--json]`: run the repair sweep once (or repair the
given sensors) and print, per sensor, what was tried, the candidates with their identity scores,
and the decision."""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from changewire_common.cli import non_negative_int, positive_id


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "repair", help="repair failing, stale and redirected sensors once (the sweep the service runs every 30 min)",
        description="Without --sensor: every sensor that needs repair and was not attempted within "
                    "CHANGEWIRE_REPAIR_MIN_ATTEMPT_INTERVAL_S. With --sensor: those sensors, whatever their "
                    "status and last attempt (retired sensors excepted).")
    p.add_argument("--dry-run", action="store_true", help="fetch and score, but change nothing")
    p.add_argument("--sensor", type=positive_id, action="append", metavar="ID", help="only this sensor (repeatable)")
    p.add_argument("--json", action="store_true", help="print a JSON list of per-sensor reports")
    p.add_argument("--limit", type=non_negative_int, default=0, metavar="N", help="at most this many sensors in a sweep (0: the setting)")
    p.set_defaults(func=cmd_repair)


def cmd_repair(args: argparse.Namespace) -> int:
    from changewire_common.settings import load_settings
    from changewire_common.stack import resolve_urls

    from .settings import RepairSettings

    if args.limit < 0 or any(i <= 0 for i in args.sensor or []):
        print("changewire repair: --limit and --sensor take positive numbers", file=sys.stderr)
        return 2
    settings = load_settings(RepairSettings)  # after the usage checks: they hold with no server configured
    db, _ = resolve_urls(settings, need_nats=False)
    try:
        reports = asyncio.run(_run(settings, db, args))
    except ConnectionError as exc:
        print(f"changewire repair: {exc}", file=sys.stderr)
        return 1
    finally:
        if sys.stderr.isatty():
            sys.stderr.write("\r\033[K")
    if args.json:
        print(json.dumps(reports, indent=2, default=str))
    else:
        for r in reports:
            print(format_report(r))
        attempted = [r for r in reports if not r.get("skipped")]
        print(f"{len(attempted)} sensor(s) attempted, {len(reports) - len(attempted)} skipped"
              + (" (dry run: nothing changed)" if args.dry_run else ""))
    failed = [r for r in reports if r.get("skipped") == "no such sensor" or r.get("decision") == "error"]
    return 1 if failed else 0


async def _run(settings: Any, db: str, args: argparse.Namespace) -> list[dict[str, Any]]:
    from changewire_common.blobs import FileBlobStore
    from changewire_common.db import create_pool
    from changewire_common.errors import TransientError

    from . import store
    from .repair import Repairer, Report
    from .web import build_source, make_client

    try:
        pool = await create_pool(db, attempts=3, max_size=max(2, settings.concurrency + 1))
    except TransientError as exc:
        raise ConnectionError(str(exc)) from exc
    client = make_client(settings)
    try:
        repairer = Repairer(settings, pool, FileBlobStore(settings.blob_root), build_source(client, settings, pool))
        if sys.stderr.isatty():
            _show_progress(repairer)
        if args.sensor:
            reports = []
            for i in dict.fromkeys(args.sensor):  # each sensor once, in the order given
                try:
                    reports.append(await repairer.repair(i, trigger="cli", dry_run=args.dry_run, force=True))
                except Exception as exc:  # noqa: BLE001 - report it and go on with the next sensor
                    r = Report(i, dry_run=args.dry_run, max_requests=settings.max_requests)
                    r.decision = {"kind": "error", "reason": f"{type(exc).__name__}: {exc}"[:500]}
                    reports.append(r)
        else:
            if not args.dry_run:
                async with pool.acquire() as conn:
                    await store.mark_sweep_started(conn)
            reports = await repairer.sweep(dry_run=args.dry_run, limit=args.limit or None)
        return [r.as_dict() for r in reports]
    finally:
        await client.close()
        await pool.close()


def _show_progress(repairer: Any) -> None:
    """On a terminal, a self-erasing stderr line as each sensor's attempt ends: a sweep of many sensors at
    up to 6 polite requests each takes minutes, which must not look like a hang."""
    inner = repairer.repair
    done = [0]

    async def repair(*a: Any, **kw: Any) -> Any:
        try:
            return await inner(*a, **kw)
        finally:
            done[0] += 1
            sys.stderr.write(f"\r\033[Kchangewire repair: {done[0]} sensor(s) attempted …")
            sys.stderr.flush()

    repairer.repair = repair


def _score(c: dict[str, Any]) -> str:
    if c.get("score") is None:
        return "not scored"
    parts = [f"score {c['score']:.3f}"]
    if c.get("simhash_distance") is not None:
        parts.append(f"simhash {c['simhash_distance']}")
    if c.get("fuzzy_ratio") is not None:
        parts.append(f"ratio {c['fuzzy_ratio']:.3f}")
    parts.append("same content" if c.get("match") else "different content")
    return ", ".join(parts)


def format_report(r: dict[str, Any]) -> str:
    """A human block for one sensor's report."""
    head = f"sensor {r['sensor_id']}  {r.get('surface') or '?'}  {r.get('status') or '?'}  {r.get('url') or ''}"
    if r.get("skipped"):
        return f"{head}\n  skipped: {r['skipped']}\n"
    cap = f" of {r['max_requests']}" if r.get("max_requests") else ""
    lines = [head, f"  tried ({r.get('requests', 0)}{cap} request(s)):"]
    for t in r.get("tried", []):
        what = t.get("failure") or t.get("status") or "-"
        land = f" → {t['final_url']}" if t.get("final_url") else ""
        lines.append(f"    {t.get('role', ''):<10} {str(what):<20} {t.get('url', '')}{land}")
    if r.get("candidates"):
        lines.append("  candidates:")
        for c in r["candidates"]:
            lines.append(f"    {c.get('url', '')}  [{c.get('source', '')}]  {_score(c)}")
    d = r.get("detail") or {}
    tail = ""
    if d.get("kind") == "migrated":
        tail = f" → {d.get('url')} (score {d.get('score')})"
        if d.get("new_sensor_id"):
            tail += f"; successor sensor {d['new_sensor_id']}"
    elif d.get("kind") == "review":
        tail = "; review item opened" if d.get("review_created") else ""
    lines.append(f"  decision: {d.get('kind', '?')}{tail}: {d.get('reason', '')}")
    return "\n".join(lines) + "\n"
