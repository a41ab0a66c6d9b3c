"""bench-repair: sensors repaired per minute and HTTP requests per repair, on the fixture sites of the
repair tests (301 to a new path, 404 + new navigation link, domain move, dead domain + new company
website, unrelated page at the same URL, page back by itself), many copies on distinct host names.

Run: `make bench-repair` (or `.venv/bin/python bench/bench_repair.py [--sets N] [--concurrency C]`).
Starts its own embedded PostgreSQL (pgserver) under a temp dir unless CHANGEWIRE_DATABASE_URL is
set (a fresh database is created in it), and an aiohttp server on 127.0.0.2 for the sites. Two
runs: the default politeness spacing (2 s per registrable domain, shared Postgres slots) and no
spacing (the machinery alone); plus a raw baseline: the same number of GETs with the shared client
alone. Requests are counted at the server. The last line is machine-readable.
"""
from __future__ import annotations

import argparse
import asyncio
import importlib.util
import os
import platform
import shutil
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import asyncpg

from changewire_common.blobs import FileBlobStore
from changewire_common.db import create_pool, migrate
from changewire_common.embedded import EmbeddedPostgres
from changewire_common.http.client import HttpClient, HttpConfig
from changewire_repair.repair import Repairer
from changewire_repair.settings import RepairSettings
from changewire_repair.web import build_source, make_client

ROOT = Path(__file__).resolve().parents[1]
TIME_LIMIT_S = 150.0  # a sweep that takes longer is cut off (sensors not started are not counted)

#: scenario → (sensor URL template, status, extra config, company website, expected decision)
SCENARIOS: dict[str, tuple[str, str, dict[str, str], str | None, str]] = {
    "301 new path": ("http://moved{s}.test/careers", "redirected", {"redirect_url": "http://moved{s}.test/about/careers"},
                     None, "migrated"),
    "404 + nav link": ("http://navlinks{s}.test/careers", "failing", {}, None, "migrated"),
    "domain move": ("http://oldco{s}.test/careers", "redirected", {}, None, "migrated"),
    "dead domain": ("http://deadco{s}.test/careers", "failing", {}, "http://newsite{s}.test/", "migrated"),
    "unrelated page": ("http://replaced{s}.test/careers", "failing", {}, None, "review"),
    "back by itself": ("http://flaky{s}.test/careers", "stale", {}, None, "recovered"),
}


def load_sites() -> Any:
    path = ROOT / "tests" / "data" / "repair" / "sites.py"
    spec = importlib.util.spec_from_file_location("repair_sites", path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules["repair_sites"] = mod
    spec.loader.exec_module(mod)
    return mod


S = load_sites()


async def fresh_database(admin_url: str) -> str:
    from changewire_common.testing import _with_db

    name = f"bench_repair_{uuid.uuid4().hex[:8]}"
    conn = await asyncpg.connect(admin_url)
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    url = _with_db(admin_url, name)
    conn = await asyncpg.connect(url)
    try:
        await migrate(conn)
    finally:
        await conn.close()
    return url


async def run_once(db_url: str, sites: Any, sets: int, concurrency: int, spacing: float, blob_dir: Path,
                   label: str) -> dict[str, Any]:
    settings = RepairSettings(database_url=db_url, data_dir=str(blob_dir), politeness_spacing_s=spacing,
                              connect_to=sites.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",),
                              concurrency=concurrency, sweep_max_sensors=10_000, log_level="ERROR")
    pool = await create_pool(db_url, attempts=3, max_size=concurrency * 2 + 4)
    client = make_client(settings)
    blobs = FileBlobStore(blob_dir)
    try:
        await pool.execute("TRUNCATE review_queue, failures, snapshots, observations, outbox, domains, "
                           "settings_kv RESTART IDENTITY CASCADE")
        await pool.execute("DELETE FROM sensors")
        await pool.execute("DELETE FROM companies")
        expected: dict[int, tuple[str, str]] = {}
        for i in range(sets):
            s = f"-{label}-{i}"
            for name, (tmpl, status, cfg, website, want) in SCENARIOS.items():
                sid = await S.seed(pool, blobs, url=tmpl.format(s=s), status=status,
                                   config={k: v.format(s=s) for k, v in cfg.items()},
                                   website=website.format(s=s) if website else None)
                expected[sid] = (name, want)
        repairer = Repairer(settings, pool, blobs, build_source(client, settings, pool))
        sites.reset()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        cut = loop.call_later(TIME_LIMIT_S, stop.set)
        t0 = time.perf_counter()
        reports = await repairer.sweep(stop=stop)
        wall = time.perf_counter() - t0
        cut.cancel()
    finally:
        await client.close()
        await pool.close()
    by_scenario: dict[str, Counter[str]] = {n: Counter() for n in SCENARIOS}
    req_by_scenario: dict[str, list[int]] = {n: [] for n in SCENARIOS}
    correct = 0
    for r in reports:
        name, want = expected[r.sensor_id]
        kind = r.decision.get("kind", "error")
        by_scenario[name][kind] += 1
        req_by_scenario[name].append(r.requests)
        correct += kind == want
    repaired = sum(1 for r in reports if r.decision.get("kind") in ("migrated", "recovered"))
    total_requests = sum(r.requests for r in reports)
    return {
        "label": label, "spacing": spacing, "concurrency": concurrency, "attempted": len(reports),
        "repaired": repaired, "correct": correct, "wall": wall, "server_requests": sum(sites.counts.values()),
        "requests": total_requests, "max_requests": max((r.requests for r in reports), default=0),
        "by_scenario": by_scenario, "req_by_scenario": req_by_scenario,
        "repairs_per_min": repaired / wall * 60 if wall else 0.0,
        "attempts_per_min": len(reports) / wall * 60 if wall else 0.0,
        "requests_per_repair": total_requests / repaired if repaired else 0.0,
        "requests_per_attempt": total_requests / len(reports) if reports else 0.0,
    }


async def raw_baseline(sites: Any, n: int, concurrency: int) -> float:
    """GETs per second of the fixture pages with the shared client alone (no DB, robots, politeness)."""
    client = HttpClient(HttpConfig(connect_to=sites.connect_to(), allow_cidrs=("127.0.0.2/32",), retries=0))
    urls = [f"http://navlinks-raw-{i % 10}.test/company/join-us" for i in range(n)]
    sem = asyncio.Semaphore(concurrency)

    async def one(u: str) -> None:
        async with sem:
            await client.fetch(u)

    t0 = time.perf_counter()
    await asyncio.gather(*(one(u) for u in urls))
    wall = time.perf_counter() - t0
    await client.close()
    return n / wall


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


async def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sets", type=int, default=10, help="copies of the six scenarios (default 10 → 60 sensors)")
    ap.add_argument("--concurrency", type=int, default=8, help="sensors repaired at once (default 8)")
    args = ap.parse_args()
    if args.sets < 1 or args.concurrency < 1:
        print("--sets and --concurrency must be ≥ 1", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="bench-repair-"))
    pg = None
    admin = os.environ.get("CHANGEWIRE_DATABASE_URL", "")
    try:
        if not admin:
            pg = EmbeddedPostgres(tmp / "pg")
            admin = pg.start()
        db_url = await fresh_database(admin)
        hosts: dict[str, Any] = {}
        for label in ("polite", "fast"):
            for i in range(args.sets):
                hosts.update(S.scenario_hosts(f"-{label}-{i}"))
        for i in range(10):
            hosts.update({k.replace("navlinks", "navlinks-raw"): v
                          for k, v in S.scenario_hosts(f"-{i}").items() if k.startswith("navlinks")})
        sites = S.Sites(hosts)
        await sites.start()
        try:
            polite = await run_once(db_url, sites, args.sets, args.concurrency, 2.0, tmp / "blobs", "polite")
            fast = await run_once(db_url, sites, args.sets, args.concurrency, 0.0, tmp / "blobs", "fast")
            raw = await raw_baseline(sites, max(200, fast["requests"]), args.concurrency)
        finally:
            await sites.stop()
    finally:
        if pg is not None:
            pg.stop()
        shutil.rmtree(tmp, ignore_errors=True)

    print(f"bench-repair — `{' '.join([Path(sys.executable).name, *sys.argv])}`")
    print(f"machine: nproc={os.cpu_count()}  cpu={cpu_model()}  python={platform.python_version()}")
    print(f"sensors: {args.sets} × {len(SCENARIOS)} scenarios, concurrency {args.concurrency}, "
          f"≤ {RepairSettings().max_requests} requests per sensor\n")
    print(f"{'scenario':<16} {'decisions (2 s spacing)':<28} {'req/sensor':>10}   {'decisions (no spacing)':<28}")
    for name in SCENARIOS:
        a = ", ".join(f"{k} {v}" for k, v in sorted(polite["by_scenario"][name].items()))
        b = ", ".join(f"{k} {v}" for k, v in sorted(fast["by_scenario"][name].items()))
        reqs = polite["req_by_scenario"][name]
        print(f"{name:<16} {a:<28} {sum(reqs) / max(1, len(reqs)):>10.1f}   {b:<28}")
    print()
    print(f"{'run':<22} {'attempted':>9} {'repaired':>8} {'correct':>7} {'wall s':>7} {'repairs/min':>11} "
          f"{'attempts/min':>12} {'req/repair':>10} {'req/attempt':>11} {'max req':>7} {'server req':>10}")
    for r, name in ((polite, "spacing 2 s (default)"), (fast, "spacing 0")):
        print(f"{name:<22} {r['attempted']:>9} {r['repaired']:>8} {r['correct']:>7} {r['wall']:>7.2f} "
              f"{r['repairs_per_min']:>11.1f} {r['attempts_per_min']:>12.1f} {r['requests_per_repair']:>10.2f} "
              f"{r['requests_per_attempt']:>11.2f} {r['max_requests']:>7} {r['server_requests']:>10}")
    print(f"raw baseline: {raw:.0f} GET/s with the shared client alone (same pages, same concurrency)\n")
    n = polite["attempted"]
    print(f"bench-repair: repairs_per_min={polite['repairs_per_min']:.1f} "
          f"requests_per_repair={polite['requests_per_repair']:.2f} "
          f"requests_per_attempt={polite['requests_per_attempt']:.2f} max_requests={polite['max_requests']} "
          f"accuracy={polite['correct'] / n if n else 0:.3f} "
          f"unthrottled_repairs_per_min={fast['repairs_per_min']:.1f} raw_get_per_s={raw:.0f} "
          f"concurrency={args.concurrency} spacing_s=2")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
