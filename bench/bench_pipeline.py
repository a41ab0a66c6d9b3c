"""Load benchmark of the whole pipeline (`make bench`): every service as its own OS process (`changewire
service NAME`) on embedded PostgreSQL 16 and nats-server (JetStream at its DEFAULT sync: acknowledged
writes are synced every 2 minutes, not per write), 10,000 sensors on the fixture internet (served by
its own process), politeness spacing 0 and 4 requests in flight per domain for the benchmark (the fixture sites
are ours, on loopback).

Mixes, each one round of every sensor made due at once:
  (a) 304-heavy    — content ETags, nothing changed: conditional GETs answered 304;
  (c) 10% changed  — content ETags, the fixture changed 10% of the watched resources first;
  then a paced phase at half of mix (c)'s rate (whole companies made due evenly, 10% of their
  resources changed) for due → change.detected latency;
  (b) 200 unchanged — no validators, every page re-rendered with fresh noise (nonces, timestamps, …).
Reports runs/s, latency due → observation → snapshot → change.detected, CPU-s per run per process,
peak RSS, max outbox backlog, accuracy against the fixture's ground truth. Markdown + JSON under
bench/results/; the last line is `bench: key=value ...`.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psutil
from changewire_fixtures.harness import Harness, pctl
from changewire_fixtures.remote import RemoteInternet
from changewire_fixtures.scoring import score
from changewire_fixtures.seed import make_due, seed_sensors

ROOT = Path(__file__).resolve().parent
SERVICE_ENV = {
    "CHANGEWIRE_POLITENESS_SPACING_S": "0",          # benchmark only: our own loopback sites
    # benchmark only: the fixture's three shared ATS hosts (lever.co, greenhouse.io, ashbyhq.com) each serve
    # ~1/30 of all sensors; one request at a time on each, their serial chains — not the pipeline — would
    # bound a round (with 1: (a) ≈ 540 runs/s on this machine)
    "CHANGEWIRE_POLITENESS_PER_DOMAIN": "4",
    "CHANGEWIRE_SCHEDULER_TICK_S": "0.25",
    "CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK": "400",
    "CHANGEWIRE_SCHEDULER_LEASE_TTL_S": "600",
    "CHANGEWIRE_FETCHER_MAX_SLOT_WAIT_S": "30",
    "CHANGEWIRE_LOG_LEVEL": "WARNING",
}


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


class Infra:
    """CPU of the processes around the services (PostgreSQL, nats-server, fixture internet)."""

    def __init__(self, h: Harness, internet: RemoteInternet) -> None:
        self.procs: dict[str, list[psutil.Process]] = {"postgres": [], "nats-server": [], "fixture-internet": []}
        assert h.nats is not None and h.nats.proc is not None
        self.pg_root = None
        if h.pg is not None and h.pg.server is not None:  # an external --database-url: its CPU is not ours to count
            info = h.pg.server._postmaster_info
            self.pg_root = psutil.Process(info.pid) if info is not None else None
        self.procs["nats-server"] = [psutil.Process(h.nats.proc.pid)]
        self.procs["fixture-internet"] = [psutil.Process(internet.pid)]

    def cpu(self) -> dict[str, float]:
        out = {}
        if self.pg_root is not None:
            # backends come and go: the postmaster's reaped-children times count the ones that exited
            total = 0.0
            try:
                t = self.pg_root.cpu_times()
                total += t.user + t.system + t.children_user + t.children_system
            except psutil.Error:
                pass
            for p in self.pg_root.children(recursive=True):
                try:
                    t = p.cpu_times()
                    total += t.user + t.system
                except psutil.Error:
                    pass
            out["postgres"] = total
        for name in ("nats-server", "fixture-internet"):
            total = 0.0
            for p in self.procs[name]:
                try:
                    t = p.cpu_times()
                    total += t.user + t.system
                except psutil.Error:
                    pass
            out[name] = total
        return out


async def cpu_snapshot(h: Harness, infra: Infra) -> dict[str, float]:
    snap = {p.name: p.cpu_s() for p in h.procs}
    snap.update(infra.cpu())
    return snap


async def run_round(h: Harness, ids: list[int], label: str, timeout_s: float) -> dict[str, Any]:
    t0 = time.time()
    await asyncio.sleep(0.01)
    await make_due(h.pool, ids)  # type: ignore[arg-type]
    done, elapsed = await h.wait_runs_complete(t0, ids, timeout_s=timeout_s)
    rate = done / elapsed if elapsed else 0.0
    print(f"  {label}: {done}/{len(ids)} runs in {elapsed:.1f}s = {rate:.0f} runs/s", flush=True)
    return {"label": label, "runs": done, "elapsed_s": elapsed, "runs_per_s": rate, "t0": t0, "t1": t0 + elapsed}


async def stage_latencies(h: Harness, t0: float, t1: float, observed_from: int) -> dict[str, Any]:
    """Latency per stage for runs issued in [t0, t1] (epoch s), from the database and the observer."""
    assert h.pool is not None
    rows = await h.pool.fetch(
        """SELECT o.outcome::text AS outcome, EXTRACT(EPOCH FROM o.due_at) AS due,
                  EXTRACT(EPOCH FROM o.fetched_at) AS fetched, EXTRACT(EPOCH FROM sn.created_at) AS snap
           FROM observations o LEFT JOIN snapshots sn ON sn.observation_id = o.observation_id
           WHERE o.due_at BETWEEN to_timestamp($1) AND to_timestamp($2)""", t0, t1)
    obs = [float(r["fetched"] - r["due"]) * 1000 for r in rows if r["due"] is not None]
    snap = [float(r["snap"] - r["due"]) * 1000 for r in rows if r["due"] is not None and r["snap"] is not None]
    chg = [(e["t"] - e["due_at"]) * 1000 for e in h.observed[observed_from:] if e["due_at"] and t0 <= e["due_at"] <= t1]
    return {"due_to_observation_ms": {"p50": pctl(obs, 0.5), "p99": pctl(obs, 0.99), "n": len(obs)},
            "due_to_snapshot_ms": {"p50": pctl(snap, 0.5), "p99": pctl(snap, 0.99), "n": len(snap)},
            "due_to_change_detected_ms": {"p50": pctl(chg, 0.5), "p99": pctl(chg, 0.99), "n": len(chg)}}


async def paced(h: Harness, by_rid: dict[str, int], internet: RemoteInternet, rate: float, duration_s: float,
                seed: int) -> dict[str, Any]:
    """Whole companies' sensors made due evenly at `rate` per second for `duration_s`, after the fixture
    changed 10% of those companies' resources (so nothing changed is left unfetched afterwards)."""
    by_company: dict[str, list[int]] = {}
    for rid, sid in by_rid.items():
        by_company.setdefault(rid.split(":", 1)[0], []).append(sid)
    want = max(1, int(rate * duration_s))
    slugs, chosen = [], []
    for slug in random.Random(seed).sample(sorted(by_company), len(by_company)):
        if len(chosen) >= want:
            break
        slugs.append(slug)
        chosen += by_company[slug]
    made = await internet.advance(n_resources=max(1, len(chosen) // 10), seed=seed, slugs=slugs)
    random.Random(seed).shuffle(chosen)
    t0 = time.time() + 1.0
    start = datetime.now(UTC) + timedelta(seconds=1.0)
    assert h.pool is not None
    await h.pool.executemany("UPDATE sensors SET next_run_at = $2 WHERE sensor_id = $1",
                             [(sid, start + timedelta(seconds=i / rate)) for i, sid in enumerate(chosen)])
    done, elapsed = await h.wait_runs_complete(t0 - 1.0, chosen, timeout_s=duration_s * 4 + 60)
    return {"sensors": len(chosen), "rate": rate, "done": done, "t0": t0, "t1": t0 + len(chosen) / rate,
            "elapsed_s": elapsed, "changes_made": len(made)}


def table(rows: list[list[str]], header: list[str]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=False)]
    fmt = lambda r: "| " + " | ".join(str(x).ljust(w) for x, w in zip(r, widths, strict=False)) + " |"
    return "\n".join([fmt(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|", *map(fmt, rows)])


async def main(args: argparse.Namespace) -> int:
    n_companies = max(1, args.sensors // 10)
    workdir = Path(tempfile.mkdtemp(prefix="changewire-bench-"))
    t_start = time.time()
    print(f"bench_pipeline: {n_companies * 10} sensors on {n_companies} fixture companies; workdir {workdir}", flush=True)
    internet = await RemoteInternet.spawn(companies=n_companies, seed=args.seed, etag_policy="content", quiet=True,
                                          log=workdir / "fixture.log", extra=["--no-compress"])
    h = Harness(workdir, db_url=args.database_url)
    report: dict[str, Any] = {"started_at": datetime.now(UTC).isoformat(), "sensors": n_companies * 10,
                              "machine": {"nproc": os.cpu_count(), "cpu": cpu_model(),
                                          "mem_gb": round(psutil.virtual_memory().total / 2**30, 1)},
                              "command": " ".join([sys.executable, *sys.argv]), "nats_sync": "default (2 min)",
                              "politeness_spacing_s": 0, "politeness_per_domain": 4, "env": SERVICE_ENV}
    try:
        await h.start_servers()
        infra = Infra(h, internet)
        h.base_env.update(await internet.env())
        h.base_env.update(SERVICE_ENV)
        services = [s for s in ("scheduler", "fetcher", "differ", "discovery", "repair") if s in args.services.split(",")]
        for s in services:
            h.add_service(s)
        await h.start_services()
        h.start_sampler()
        await h.start_observer()
        specs = await internet.sensors()
        by_rid = await seed_sensors(h.pool, specs, next_run_at=datetime.now(UTC) + timedelta(days=1))  # type: ignore[arg-type]
        ids = list(by_rid.values())
        print(f"seeded {len(ids)} sensors; services: {', '.join(services)}", flush=True)

        results: dict[str, Any] = {}
        cpu_rows: dict[str, dict[str, float]] = {}

        async def measured(key: str, label: str, timeout_s: float) -> dict[str, Any]:
            before = await cpu_snapshot(h, infra)
            obs_from = len(h.observed)
            r = await run_round(h, ids, label, timeout_s)
            await asyncio.sleep(1.0)
            after = await cpu_snapshot(h, infra)
            r["cpu_ms_per_run"] = {k: (after[k] - before.get(k, 0.0)) * 1000 / max(1, r["runs"]) for k in after}
            r["latency"] = await stage_latencies(h, r["t0"], r["t1"], obs_from)
            r["changes_published"] = len(h.observed) - obs_from
            cpu_rows[key] = r["cpu_ms_per_run"]
            results[key] = r
            return r

        print("baseline round (every page fetched and snapshotted once):", flush=True)
        results["baseline"] = await run_round(h, ids, "baseline", args.timeout)
        print("mix (a) 304-heavy:", flush=True)
        await measured("a_304", "304-heavy", args.timeout)
        print("mix (c) 10% changed:", flush=True)
        made = await internet.advance(n_resources=len(ids) // 10, seed=args.seed)
        results["c_changes_made"] = len(made)
        await measured("c_changed", "10% changed", args.timeout)
        print("paced phase at half of (c)'s rate, 10% of the paced companies' resources changed:", flush=True)
        rate = max(5.0, results["c_changed"]["runs_per_s"] / 2)
        obs_from = len(h.observed)
        pr = await paced(h, by_rid, internet, rate, args.paced_s, args.seed + 1)
        await asyncio.sleep(2.0)
        pr["latency"] = await stage_latencies(h, pr["t0"] - 1, pr["t1"] + 1, obs_from)
        results["paced"] = pr
        print(f"  paced: {pr['done']}/{pr['sensors']} runs at {rate:.0f}/s", flush=True)
        print("mix (b) 200 unchanged (no validators, fresh noise on every page):", flush=True)
        await internet.set_etag_policy("none")
        await measured("b_unchanged", "200 unchanged", args.timeout)
        await asyncio.sleep(2.0)
        reqs, _ = await internet.requests()
        truth = await internet.truth()
        sensors, obs, changes = await h.load_scoring_rows()
        sc = score(sensors, obs, changes, reqs, truth)
        results["accuracy"] = sc.summary()
        results["accuracy"]["missed_examples"] = [m.__dict__ for m in sc.missed[:10]]
        results["accuracy"]["noise_examples"] = [c.__dict__ for c in sc.noise_published[:10]]
        results["accuracy"]["uncovered_examples"] = sc.uncovered[:10]
        results["peak_rss_mb"] = {p.name: round(p.peak_rss / 2**20, 1) for p in h.procs}
        results["max_outbox_backlog"] = h.outbox_max_backlog
        results["dead_letters"] = int(await h.pool.fetchval("SELECT count(*) FROM dead_letters"))  # type: ignore[union-attr]
        results["b_changes_reported"] = results["b_unchanged"]["changes_published"]
        report["results"] = results
    finally:
        await h.stop()
        await internet.close()
    report["duration_s"] = round(time.time() - t_start, 1)
    return emit(report, args)


def emit(report: dict[str, Any], args: argparse.Namespace) -> int:
    r = report["results"]
    lat = r["c_changed"]["latency"]
    plat = r["paced"]["latency"]
    svc_names = list(r["peak_rss_mb"])
    out = [f"# bench_pipeline — {report['started_at']}", "",
           f"Command: `{report['command']}`  ",
           f"Machine: {report['machine']['nproc']} CPUs ({report['machine']['cpu']}), {report['machine']['mem_gb']} GB; "
           f"PostgreSQL 16 (pgserver) and nats-server 2.15 (JetStream, default sync) embedded on the same host  ",
           f"{report['sensors']} sensors on {report['sensors'] // 10} fixture companies (fixture internet in its own "
           f"process); politeness spacing 0 and 4 requests in flight per domain (benchmark only); scheduler tick 0.25 s; duration {report['duration_s']} s", ""]
    rows = []
    for key, label in (("a_304", "(a) 304-heavy"), ("c_changed", "(c) 10% changed"), ("b_unchanged", "(b) 200 unchanged")):
        m = r[key]
        cpu = m["cpu_ms_per_run"]
        rows.append([label, f"{m['runs']}", f"{m['elapsed_s']:.1f}", f"{m['runs_per_s']:.0f}",
                     f"{sum(cpu[s] for s in svc_names):.2f}", f"{m['changes_published']}"])
    out += ["## Throughput", "", table(rows, ["mix", "runs", "seconds", "runs/s", "service CPU ms/run", "change.detected"]), ""]
    rows = []
    for name, ll in (("(c) burst (all due at once)", lat), (f"paced at {r['paced']['rate']:.0f}/s (half of (c))", plat)):
        rows.append([name] + [f"{ll[k]['p50']:.0f} / {ll[k]['p99']:.0f} (n={ll[k]['n']})"
                              for k in ("due_to_observation_ms", "due_to_snapshot_ms", "due_to_change_detected_ms")])
    out += ["## Latency p50 / p99 (ms)", "", table(rows, ["phase", "due → observation", "due → snapshot",
                                                            "due → change.detected"]), ""]
    procs = list(r["a_304"]["cpu_ms_per_run"])
    rows = [[p] + [f"{r[k]['cpu_ms_per_run'].get(p, 0):.2f}" for k in ("a_304", "c_changed", "b_unchanged")]
            + [f"{r['peak_rss_mb'].get(p, '')}"] for p in procs]
    out += ["## CPU ms per run and peak RSS per process", "",
            table(rows, ["process", "(a) 304", "(c) changed", "(b) unchanged", "peak RSS MB"]), ""]
    acc = r["accuracy"]
    out += ["## Accuracy against the fixture's ground truth", "",
            table([[str(acc["transitions"]), str(acc["detected"]), str(acc["missed_changes"]), str(acc["noise_reported"]),
                    str(acc["noise_minor"]), f"{acc['entity_covered']}/{acc['entity_changes']}", str(r["b_changes_reported"]),
                    str(acc["unmatched_observations"])]],
                  ["content changes fetched", "reported", "missed", "noise published", "noise (minor, archived)",
                   "entities named", "changes in (b)", "unmatched obs"]), "",
           f"Max outbox backlog: {r['max_outbox_backlog']}; dead letters: {r['dead_letters']}; "
           f"changes made for (c): {r['c_changes_made']}", ""]
    text = "\n".join(out)
    res_dir = Path(args.out)
    res_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    (res_dir / f"pipeline-{stamp}.md").write_text(text + "\n")
    (res_dir / f"pipeline-{stamp}.json").write_text(json.dumps(report, indent=2, default=str) + "\n")
    print()
    print(text)
    cpu_total = sum(r["c_changed"]["cpu_ms_per_run"][s] for s in svc_names)
    print(f"bench: runs_per_s_304={r['a_304']['runs_per_s']:.0f} runs_per_s_unchanged={r['b_unchanged']['runs_per_s']:.0f} "
          f"runs_per_s_changed={r['c_changed']['runs_per_s']:.0f} p99_change_ms={plat['due_to_change_detected_ms']['p99']:.0f} "
          f"missed_changes={acc['missed_changes']} noise_reported={acc['noise_reported']} cpu_ms_per_run={cpu_total:.2f}")
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sensors", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--services", default="scheduler,fetcher,differ,discovery,repair")
    ap.add_argument("--timeout", type=float, default=300.0, help="per round, seconds")
    ap.add_argument("--paced-s", type=float, default=20.0, help="length of the paced latency phase, seconds")
    ap.add_argument("--out", default=str(ROOT / "results"))
    ap.add_argument("--database-url", default="", help="use this (empty) database instead of an embedded PostgreSQL "
                    "(e.g. one with pg_stat_statements, for profiling); its CPU is then not reported")
    sys.exit(asyncio.run(main(ap.parse_args())))
