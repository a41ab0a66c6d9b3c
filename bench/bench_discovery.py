"""Benchmark: companies discovered per minute on the fixture company internet (loopback, CONNECT_TO) with
politeness at its default (CHANGEWIRE_POLITENESS_SPACING_S, 2 s), and requests per company.

    make bench-discovery            # or: .venv/bin/python bench/bench_discovery.py [--concurrency N]

Every company runs with the default budget (25 requests / 90 s). Ends with one line:
`bench-discovery: companies_per_min=… requests_median=… requests_max=…`.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import platform
import statistics
import sys
import time
from pathlib import Path

from changewire_common.http.client import HttpClient, HttpConfig
from changewire_discovery.engine import Discoverer, InProcessPacer
from changewire_discovery.fixture_internet import FixtureInternet
from changewire_discovery.settings import DiscoverySettings

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "discovery"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


async def main(concurrency: int, spacing: float) -> None:
    expected = {k: v for k, v in json.loads((DATA / "expected.json").read_text()).items() if not k.startswith("_")}
    net = await FixtureInternet(DATA / "sites.json").start()
    s = DiscoverySettings(connect_to=net.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",), politeness_spacing_s=spacing)
    pacer = InProcessPacer(s.politeness_spacing_s)  # one pacer: politeness holds across parallel companies
    sem = asyncio.Semaphore(concurrency)
    rows = []
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        async def one(name: str, website: str) -> None:
            async with sem:
                res = await Discoverer(client, pacer, s).discover(website)
                rows.append((name, res.outcome, res.requests, res.elapsed_ms, len(res.selected)))

        t0 = time.monotonic()
        await asyncio.wait_for(asyncio.gather(*(one(n, e["website"]) for n, e in expected.items())), 170)
        wall = time.monotonic() - t0
    await net.stop()
    reqs = [r[2] for r in rows]
    print(f"command: {' '.join(sys.argv)}   nproc={os.cpu_count()}   cpu={cpu_model()}")
    print(f"politeness spacing {spacing:g} s per registrable domain, concurrency {concurrency}, "
          f"budget {s.request_budget} requests / {s.time_budget_s:g} s, HTTP served on loopback")
    print(f"{'company':<24} {'outcome':<11} {'requests':>8} {'elapsed s':>9} {'sensors':>7}")
    for name, outcome, n, ms, sel in sorted(rows):
        print(f"{name:<24} {outcome:<11} {n:>8} {ms / 1000:>9.1f} {sel:>7}")
    per_min = len(rows) / wall * 60
    print(f"{len(rows)} companies in {wall:.1f} s wall → {per_min:.1f} companies/min; requests per company "
          f"median {statistics.median(reqs):g}, max {max(reqs)}, total {net.total} served")
    print(f"bench-discovery: companies_per_min={per_min:.2f} requests_median={statistics.median(reqs):g} "
          f"requests_max={max(reqs)}")


if __name__ == "__main__":
    logging.basicConfig(level=logging.ERROR)
    ap = argparse.ArgumentParser()
    ap.add_argument("--concurrency", type=int, default=16, help="companies in parallel (default 16)")
    ap.add_argument("--spacing", type=float, default=DiscoverySettings().politeness_spacing_s,
                    help="politeness spacing, seconds (default: the setting's default)")
    a = ap.parse_args()
    asyncio.run(main(a.concurrency, a.spacing))
