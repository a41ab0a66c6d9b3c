"""Chaos run (`make chaos`): the pipeline on >= 2,000 sensors with changes flowing while service processes
are SIGKILLed every few seconds, one scheduler is SIGSTOPped past its lease and resumed, nats-server
restarts twice, PostgreSQL restarts once in `immediate` mode and one scheduler's NATS connection stalls
past ack_wait through an in-repo TCP proxy. Then the faults stop, the system drains and the invariants
are checked: no change lost, nothing doubled, everything published and acknowledged, leases recovered.

Prints the fault timeline, the seed and every check; exits 1 naming the broken invariant and the ids.
The last line is `chaos: ok=… seed=… kills=… checks_failed=… changes=…`.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from datetime import UTC, datetime
from pathlib import Path

from changewire_fixtures.chaos import ChaosPlan, run_chaos

ROOT = Path(__file__).resolve().parent


async def main(args: argparse.Namespace) -> int:
    # the harness's own pool narrates every reconnect attempt while PostgreSQL is down; the timeline says it
    logging.getLogger("asyncpg").setLevel(logging.CRITICAL)
    plan = ChaosPlan(sensors=args.sensors, seed=args.seed, window_s=args.window)
    print(f"chaos: seed {plan.seed} (rerun with --seed {plan.seed}), {plan.sensors} sensors, {plan.window_s:.0f}s of faults",
          flush=True)
    report = await run_chaos(plan)
    text = report.text()
    print()
    print(text)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"chaos-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}.txt").write_text(text + "\n")
    kills = sum(report.stats.get("kills", {}).values())
    failed = sum(1 for c in report.checks if not c.ok)
    print(f"chaos: ok={int(report.ok)} seed={plan.seed} kills={kills} checks_failed={failed} "
          f"changes={report.stats.get('changes_reported', 0)}")
    return 0 if report.ok else 1


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sensors", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=int(datetime.now(UTC).timestamp()) % 100_000)
    ap.add_argument("--window", type=float, default=90.0, help="seconds of faults")
    ap.add_argument("--out", default=str(ROOT / "results"))
    sys.exit(asyncio.run(main(ap.parse_args())))
