"""Scheduler red-team round 4 against real PostgreSQL (+ JetStream): the scheduler as a held-out judge scripts it
through the CLI — the JSON contracts of `changewire sensors --json`, `stats --json` and `schedule --once --json`
(docs/cli-contracts.md, word for word) on databases in many states, and whether the numbers in `stats` are right.
Rounds 1–3 checked the formula, the claim query and the applier in depth and touched the CLI on an empty
database and one sensor per status; this round writes the rows a week of operation leaves behind
(observations, snapshots, changes, outbox rows, heartbeats of several ages) and reads them back through the
CLI. Round 1's fixture and CLI helpers and the fetcher's loopback site are reused by import.

Cases (18 tests, 27 with the parameter tables):
- stats numbers after a week: sensors by status, runs by outcome and failures by class in the last hour only
  (59 min in, 61 min / 3 h / 2 d out), snapshots by result, changes by significance (total and 24 h), the due
  backlog (claimable, due, no live lease; the expired lease in it; blocked / retired / redirected overdue for
  days left out) and its oldest overdue age (3 days), in-flight and expired leases, outbox backlog and age,
  replicas live / dead; the text view agreeing;
- `schedule --once` moving those numbers: at most 4 (the default) of one registrable domain (www. and docs. of
  one .co.uk name), most overdue first, the expired lease re-issued as run 2, the rest next tick;
- consumer lag per durable consumer over JetStream (each consumer's own filter: 3 / 1 / 2 / 1 / 0 / 0
  pending); NATS down: the database part printed, the refusal named at once, no traceback;
- `sensors --json`: one key set for every row, types (aware ISO times, bool, float), filters combined
  (company by slug / name / id in any case with spaces, surface, status, upper-case values), --limit, the
  200-row default; a company slugged and named by digits (Alibaba's 1688), a name with a capital outside ASCII
  (Électricité de France), a Japanese name; unknown values → exit 2 naming the valid ones;
- run-sensor then the scheduler: the run in flight (`schedule --once` leaves it), its observation in
  `runs_last_hour`, the differ's snapshot.stored applied by the scheduler's handler → pending → active at the
  careers base with jitter bounds; a second run (not due but claimable) answered 304 grows ×1.25;
- ROBOTS → blocked, redirected, a RATE_LIMIT storm → failing at 4 with ×3 capped at 7 days, as the filters and
  `stats` show them, crawl_runs counts, blocked / redirected never claimed again;
- the exact documented keys of `sensors`, `stats`, `schedule --once` and its dry run (which names exactly what
  the real tick claims);
- six jobs boards on two ATS hosts, three pages of a .co.uk name, one .co.jp page, CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK
  = 2: two per registrable domain per tick by priority, domains interleaved, the rest next tick;
- bad scheduler settings (an unknown zone, minute 61, a zero cap, a cron that never fires, prose, `0s`) → exit
  2 with every problem named, nothing claimed;
- an operator's `next_run_at = '-infinity'` (run it first) and `'infinity'` (park it): every CLI keeps working;
- replicas live by their own heartbeat period (a 5-minute beat 200 s ago is alive);
- skipped sensors in the backlog (skip_until ahead: out; already past: due at once);
- three days of a careers page (13 outcomes at their real fetch times): change_rate_per_s equal to the
  estimator −ln((n − X + 0.5)/(n + 0.5)) / I over the comparisons (304 and noise count as checks without a
  change, the baseline compares nothing, a failure is no check), checks_total / checks_changed, last_change_at,
  the quality EMA, the interval walk and tier letter;
- a database that does not exist or is not migrated: one line on stderr, exit 1, nothing on stdout.

Failures on the first run of each batch (product / mine):
- batch 1 (13): 1 / 2 — `--company 1688` found nothing (digits were read as an id only); mine: a fixture SQL
  type slip, and hosts under `.test` — each `www.x.test` / `docs.x.test` is its own registrable domain (the
  lookup has no public-suffix "*" default rule), so the cap case moved to a .co.uk name;
- batch 2 (3 + the NATS-down case tightened): 1 / 2 — `stats` with NATS refused waited 4 s, said only
  "TimeoutError" and let nats-py print two tracebacks; mine: run-sensor on a sensor that is claimable but not
  due needs no --force (docs/cli-contracts.md: exit 1 "not claimable without --force"; the README's "--force
  runs a sensor that is not due" reads otherwise — the contract table and --help are the precise ones), and a
  seeding slip (the first tick claimed all three sensors);
- batch 3 (6): 1 / 0 — a cron schedule that can never fire (`0 3 30 2 *`) was accepted at start-up;
- batch 4 (3): 2 / 1 — `next_run_at = '-infinity'` made `stats` exit 1 ("cannot subtract infinite
  timestamps"), the backlog gauge job fail, `sensors` print a TypeError traceback and `sensors --json` a naive
  "0001-01-01T00:00:00"; replica liveness was a fixed 120 s whatever the heartbeat period; mine: a skip_until
  already past is due now (round 2 pins it), not overdue since the skip_until;
- batch 5 (1): 0 / 0 (after the run I computed the undecayed estimate's distance — 0.5 %, not the 7 % I had
  guessed in the docstring — and tightened the bound to it);
- batch 6 (1): 1 / 0 — `schedule --once` on a database not migrated printed the bare UndefinedTableError
  (`sensors` / `stats` give the `changewire migrate` hint).

Fixed (general rules):
- stats.list_sensors: `--company` digits match an id, a slug or a name (all three; a company may be called
  "1688" or "360");
- stats.consumer_lag: each NATS server tried twice 0.1 s apart (max_reconnect_attempts=0 made nats-py retry a
  refused server every 2 s until the timeout), the real cause reported, nats-py's per-attempt tracebacks
  silenced by an error callback;
- cron.parse_schedule: a valid expression that never fires (no such date) is refused, so settings validation
  reports it with the rest (a leap day still fires);
- stats.db_stats and store.DUE_BACKLOG: the oldest overdue age over finite due times only (the backlog still
  counts an infinite one); cli._json_default: an infinite time is null (every JSON time has an offset);
  cli.cmd_sensors: the text table says "now" / "never" for them;
- stats.heartbeat_live_s (+ app.wire's heartbeat states heartbeat_s, cmd_stats passes the local setting): a
  replica is live while its last beat is within 4 of its own periods, at least 2 minutes;
- cli.cmd_schedule: an error the database answered is printed through server_error (the migrate hint).
docs/cli-contracts.md says the new rules (digits, infinite times null, liveness, NATS unreachable);
tests/unit/scheduler/test_redteam4.py pins the pure rules (never-firing crons, the liveness window: 22 cases).

xfail: none. Earlier rounds' expectations: none changed.
Left alone: the registrable domain of hosts under an unlisted TLD (`.test`, `.internal`, `.lan`) is the whole
host, so subdomains there do not share a per-domain allowance (the public suffix list's "*" rule would make
`acme.test` the domain); create_pool retries a database that does not exist (0.8 s for `schedule --once`,
forever for a service at start-up — arguably right while an init job creates it); the change-rate estimator's
decay (window 30) is the settings' and DESIGN.md is silent on it; `sensors_by_status` and
`changes_by_significance` leave out zero counts (round 1 pins `{}` on an empty database); `--company 2`
lists the sensors of company id 2 and of a company slugged "2" together.
Time: about 13 s of calls alone (run-sensor's first fetch ≈ 2.5–4 s of imports), plus the session's server
start and stop.
"""
from __future__ import annotations

import asyncio
import importlib.util
import json
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from changewire_common.cli import main

pytestmark = pytest.mark.integration


def _load(name: str, path: Path) -> Any:  # noqa: ANN401
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


_HERE = Path(__file__).resolve()
rt1 = _load("_sched_it_rt1", _HERE.with_name("test_scheduler_redteam1.py"))
env = rt1.env  # noqa: F811 - round 1's fixture: (pool, claimer, applier) on a fresh database
_cli_env, _sql, _json = rt1._cli_env, rt1._sql, rt1._json

H = 3600
D = 86400


def _exit_code(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


async def _company(pool: Any, name: str, slug: str, tier: int = 3) -> int:  # noqa: ANN401
    return await pool.fetchval(
        "INSERT INTO companies (name, slug, website, tier) VALUES ($1, $2, $3, $4) RETURNING company_id",
        name, slug, f"https://www.{slug}.test/", tier)


async def _sensor(pool: Any, cid: int, surface: str, url: str, *, status: str = "active",  # noqa: ANN401
                  due_in_s: float = -60.0, run_open: bool = False, lease_in_s: float | None = None,
                  kind: str = "html") -> int:
    return await pool.fetchval(
        """INSERT INTO sensors (company_id, surface, kind, url, status, next_run_at, run_open, lease_until, run_seq)
           VALUES ($1, $2::surface, $3::sensor_kind, $4, $5::sensor_status, now() + make_interval(secs => $6), $7,
                   CASE WHEN $8::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $8::float8) END,
                   CASE WHEN $7 THEN 1 ELSE 0 END)
           RETURNING sensor_id""",
        cid, surface, kind, url, status, due_in_s, run_open, lease_in_s)


# ---------------------------------------------------------------- stats: the numbers


async def _week_of_operation(pool: Any) -> dict[str, int]:  # noqa: ANN401
    """A small fleet after a week: sensors in every state of the due backlog, observations / snapshots /
    changes of many ages, outbox rows published and not, two scheduler heartbeats."""
    acme = await _company(pool, "Acme Robotics", "acme-robotics")
    ids: dict[str, int] = {}
    ids["overdue_10m"] = await _sensor(pool, acme, "careers", "https://www.acme-robotics.co.uk/careers", due_in_s=-600)
    ids["failing_2h"] = await _sensor(pool, acme, "pricing", "https://www.acme-robotics.co.uk/pricing",
                                      status="failing", due_in_s=-2 * H)
    ids["stale_3d"] = await _sensor(pool, acme, "blog", "https://www.acme-robotics.co.uk/blog", status="stale",
                                    due_in_s=-3 * D)
    ids["pending_30s"] = await _sensor(pool, acme, "newsroom", "https://www.acme-robotics.co.uk/press",
                                       status="pending", due_in_s=-30)
    ids["later"] = await _sensor(pool, acme, "team", "https://www.acme-robotics.co.uk/about/team", due_in_s=H)
    ids["in_flight"] = await _sensor(pool, acme, "docs", "https://docs.acme-robotics.co.uk/", due_in_s=300,
                                     run_open=True, lease_in_s=300)
    ids["expired"] = await _sensor(pool, acme, "changelog", "https://docs.acme-robotics.co.uk/changelog",
                                   due_in_s=-120, run_open=True, lease_in_s=-120)
    ids["blocked"] = await _sensor(pool, acme, "investors", "https://ir.acme-robotics.co.uk/", status="blocked",
                                   due_in_s=-10 * D)
    ids["retired"] = await _sensor(pool, acme, "legal", "https://www.acme-robotics.co.uk/imprint",
                                   status="retired", due_in_s=-20 * D)
    ids["redirected"] = await _sensor(pool, acme, "jobs_board", "https://boards.greenhouse.test/acme",
                                      status="redirected", due_in_s=-5 * D)
    sid = ids["overdue_10m"]
    # observations (one per run): (age, outcome, failure class)
    obs = [(5 * 60, "ok", None), (20 * 60, "not_modified", None), (21 * 60, "not_modified", None),
           (30 * 60, "failed", "TIMEOUT"), (40 * 60, "failed", "RATE_LIMIT"), (45 * 60, "skipped", None),
           (50 * 60, "redirected", None), (61 * 60, "ok", None), (3 * H, "failed", "DNS"), (2 * D, "ok", None),
           (58 * 60, "ok", None)]
    oid: dict[int, int] = {}
    for seq, (age, outcome, fc) in enumerate(obs, start=1):
        oid[seq] = await pool.fetchval(
            """INSERT INTO observations (sensor_id, run_seq, outcome, failure_class, url, fetched_at)
               VALUES ($1, $2, $3::fetch_outcome, $4::failure_class, 'https://www.acme-robotics.test/careers',
                       now() - make_interval(secs => $5)) RETURNING observation_id""",
            sid, seq, outcome, fc, float(age))
    # snapshots of the ok runs: (observation seq, age, result)
    snaps = {}
    for v, (seq, age, result) in enumerate([(1, 5 * 60, "changed"), (11, 58 * 60, "unchanged"),
                                            (8, 61 * 60, "changed"), (10, 2 * D, "baseline")], start=1):
        snaps[seq] = await pool.fetchval(
            """INSERT INTO snapshots (sensor_id, observation_id, version, result, normalized_hash, fetched_at,
                                      created_at)
               VALUES ($1, $2, $3, $4::snapshot_result, 'h', now() - make_interval(secs => $5),
                       now() - make_interval(secs => $5)) RETURNING snapshot_id""",
            sid, oid[seq], v, result, float(age))
    # changes: (age, significance); a change needs a snapshot of its own
    changes = [(30 * 60, "critical"), (H, "minor"), (23 * H, "meaningful"), (25 * H, "meaningful"),
               (10 * D, "major")]
    other = await _sensor(pool, acme, "homepage", "https://www.acme-robotics.test/", due_in_s=6 * H)
    for i, (age, sig) in enumerate(changes, start=1):
        o = await pool.fetchval(
            "INSERT INTO observations (sensor_id, run_seq, outcome, url, fetched_at) VALUES ($1, $2, 'ok', 'x', "
            "now() - interval '8 days') RETURNING observation_id", other, i)
        snap = await pool.fetchval(
            "INSERT INTO snapshots (sensor_id, observation_id, version, result, normalized_hash, fetched_at, "
            "created_at) VALUES ($1, $2, $3, 'changed', 'h', now() - interval '8 days', now() - interval '8 days') "
            "RETURNING snapshot_id", other, o, i)
        await pool.execute(
            "INSERT INTO changes (sensor_id, company_id, surface, snapshot_after_id, kind, significance, status, "
            "detected_at) VALUES ($1, $2, 'homepage', $3, 'content', $4::significance, 'pending', "
            "now() - make_interval(secs => $5))", other, acme, snap, sig, float(age))
    ids["homepage"] = other
    # outbox: three unpublished (the oldest 10 minutes old), two published two hours ago
    for i, (age, published) in enumerate([(600, False), (60, False), (0, False), (2 * H, True), (2 * H, True)]):
        await pool.execute(
            "INSERT INTO outbox (msg_id, subject, payload, created_at, published_at) VALUES ($1, 'sensor.due', "
            "'\\x7b7d'::bytea, now() - make_interval(secs => $2), CASE WHEN $3 THEN now() - interval '1 hour' END)",
            f"rt4-{i}", float(age), published)
    # two scheduler replicas: one beat 20 s ago, one last beat 15 minutes ago (dead)
    await pool.execute(
        "INSERT INTO settings_kv (key, value, updated_at) VALUES "
        "('scheduler.heartbeat.sched-a', '{}', now() - interval '20 seconds'), "
        "('scheduler.heartbeat.sched-b', '{}', now() - interval '15 minutes')")
    return ids


def test_stats_numbers_after_a_week(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    _sql(fresh_db_url, _week_of_operation)
    st = _json(capsys, ["stats", "--json"])
    assert set(st) >= {"sensors_by_status", "runs_last_hour", "failures_last_hour", "snapshots_last_hour",
                       "changes_by_significance", "due", "outbox", "crawl_runs_last_hour", "schedulers", "consumers"}
    # sensors by status: every sensor counted once, the keys the status names
    assert st["sensors_by_status"] == {"active": 5, "failing": 1, "stale": 1, "pending": 1, "blocked": 1,
                                       "retired": 1, "redirected": 1}
    # runs by outcome in the last hour only (61 min, 3 h and 2 d old ones left out)
    assert st["runs_last_hour"] == {"ok": 2, "not_modified": 2, "failed": 2, "skipped": 1, "redirected": 1}
    assert st["failures_last_hour"] == {"TIMEOUT": 1, "RATE_LIMIT": 1}
    assert st["snapshots_last_hour"] == {"changed": 1, "unchanged": 1}
    # changes by significance: total and the last 24 hours
    assert st["changes_by_significance"] == {
        "minor": {"total": 1, "last_24h": 1}, "meaningful": {"total": 2, "last_24h": 1},
        "major": {"total": 1, "last_24h": 0}, "critical": {"total": 1, "last_24h": 1}}
    # due backlog: claimable, due and not held by a live lease (the expired lease is due again); the oldest
    # overdue is the stale sensor's three days, never the blocked / retired / redirected ones'
    due = st["due"]
    assert (due["backlog"], due["in_flight"], due["expired_leases"]) == (5, 1, 1)
    assert 3 * D <= due["oldest_overdue_s"] <= 3 * D + 30
    assert st["outbox"]["backlog"] == 3 and 600 <= st["outbox"]["oldest_unpublished_s"] <= 630
    live = {h["instance_id"]: h["live"] for h in st["schedulers"]}
    assert live == {"sched-a": True, "sched-b": False}
    assert st["consumers"] == {"error": "CHANGEWIRE_NATS_URL is not set"}
    json.dumps(st)  # plain JSON all the way down
    # the text view says the same
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "sensors (11)" in text and "due backlog:              5 (oldest overdue 3.0d)" in text
    assert "outbox backlog:           3" in text and "scheduler replicas live:  1 sched-a" in text


def test_stats_counts_move_with_schedule_once(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    """`schedule --once` drains the due backlog into in-flight runs, at most per_domain_per_tick (default 4)
    of the one registrable domain (www. and docs. of one .co.uk name), the most overdue first; the expired lease is re-issued; the next tick
    claims the rest."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    ids = _sql(fresh_db_url, _week_of_operation)
    before = _json(capsys, ["stats", "--json"])
    once = _json(capsys, ["schedule", "--once", "--json"])
    claimed = {c["sensor_id"]: c for c in once["claimed"]}
    assert set(claimed) == {ids[k] for k in ("overdue_10m", "failing_2h", "stale_3d", "expired")}
    assert {c["domain"] for c in once["claimed"]} == {"acme-robotics.co.uk"}
    assert claimed[ids["expired"]]["reissued"] and claimed[ids["expired"]]["run_seq"] == 2
    assert not any(c["reissued"] for s, c in claimed.items() if s != ids["expired"])
    after = _json(capsys, ["stats", "--json"])
    due = after["due"]
    assert (due["backlog"], due["in_flight"], due["expired_leases"]) == (1, 5, 0)
    assert 30 <= due["oldest_overdue_s"] <= 60  # the pending sensor left for the next tick
    # one sensor.due per run in the outbox
    assert after["outbox"]["backlog"] == before["outbox"]["backlog"] + 4
    assert after["crawl_runs_last_hour"]["claimed"] == 4 and after["crawl_runs_last_hour"]["reissued"] == 1
    assert after["crawl_runs_last_hour"]["ticks"] == 1
    assert after["sensors_by_status"] == before["sensors_by_status"]
    once = _json(capsys, ["schedule", "--once", "--json"])
    assert [(c["sensor_id"], c["run_seq"]) for c in once["claimed"]] == [(ids["pending_30s"], 1)]
    assert _json(capsys, ["stats", "--json"])["due"] == {"backlog": 0, "oldest_overdue_s": 0.0, "in_flight": 6,
                                                        "expired_leases": 0}


async def _provision_and_publish(nats_url: str, prefix: str) -> None:
    import nats

    from changewire_common.bus import provision
    from changewire_common.naming import Naming

    naming = Naming(prefix)
    nc = await nats.connect(nats_url)
    try:
        js = nc.jetstream()
        await provision(js, naming)
        for i in range(3):
            await js.publish(naming.subject("sensor.due"), b"{}", headers={"Nats-Msg-Id": f"due-{i}"})
        for i, sub in enumerate(["observation.fetched.failed", "observation.fetched.skipped",
                                 "observation.fetched.ok"]):
            await js.publish(naming.subject(sub), b"{}", headers={"Nats-Msg-Id": f"obs-{i}"})
        await js.publish(naming.subject("snapshot.stored.changed"), b"{}", headers={"Nats-Msg-Id": "snap-0"})
    finally:
        await nc.close()


def test_stats_consumer_lag_over_jetstream(fresh_db_url: str, nats_url: str, nats_prefix: str,
                                           monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                           tmp_path: Any) -> None:  # noqa: ANN401
    """Consumer lag per durable consumer: every durable listed under its name, pending = messages it has
    not received yet (each consumer filters its own subjects)."""
    from changewire_common.bus import CONSUMERS

    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    monkeypatch.setenv("CHANGEWIRE_NATS_URL", nats_url)
    monkeypatch.setenv("CHANGEWIRE_NATS_PREFIX", nats_prefix)
    asyncio.run(_provision_and_publish(nats_url, nats_prefix))
    st = _json(capsys, ["stats", "--json"])
    lag = st["consumers"]
    assert set(lag) == set(CONSUMERS)
    pending = {k: v["pending"] for k, v in lag.items()}
    assert pending == {"fetcher-sensor-due": 3, "differ-observation-fetched": 1, "scheduler-observation-fetched": 2,
                       "scheduler-snapshot-stored": 1, "repair-sensor-status-changed": 0,
                       "discovery-company-onboard-requested": 0}
    assert all(v["ack_pending"] == 0 and v["redelivered"] == 0 for v in lag.values())
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "fetcher-sensor-due" in text and "pending=3" in text


def test_stats_with_nats_down_still_prints_the_database_part(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str],
                                                            tmp_path: Any) -> None:  # noqa: ANN401
    from changewire_common.embedded import free_port

    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    monkeypatch.setenv("CHANGEWIRE_NATS_URL", f"nats://127.0.0.1:{free_port()}")
    _sql(fresh_db_url, lambda p: rt1.seed_sensors(p, 3, 1, prefix="natsdown"))
    t0 = time.perf_counter()
    assert main(["stats", "--json"]) == 0
    took = time.perf_counter() - t0
    captured = capsys.readouterr()
    st = json.loads(captured.out)
    assert st["sensors_by_status"] == {"active": 3} and st["due"]["backlog"] == 3
    assert isinstance(st["consumers"]["error"], str) and "unreachable" in st["consumers"]["error"]
    # batch 2: a refused connection is known at once — no wait for a timeout, the refusal named, and no
    # client library traceback on stderr (the CLI's rule: one line or nothing, never a traceback)
    assert took < 2.0, took
    assert "refused" in st["consumers"]["error"].lower(), st["consumers"]["error"]
    assert "Traceback" not in captured.err
    assert main(["stats"]) == 0
    captured = capsys.readouterr()
    assert "consumer lag:             skipped (NATS unreachable" in captured.out and "Traceback" not in captured.err


# ---------------------------------------------------------------- sensors --json: filters and contract


async def _fleet(pool: Any) -> dict[str, int]:  # noqa: ANN401
    """Four companies: one named and slugged by digits (Alibaba's 1688), one whose name starts with a
    capital letter outside ASCII, one in Japanese, and an ordinary one with several surfaces and statuses."""
    ids: dict[str, int] = {}
    acme = await _company(pool, "Acme Corp", "acme")
    c1688 = await _company(pool, "1688", "1688", tier=1)
    edf = await _company(pool, "Électricité de France", "edf", tier=2)
    mercari = await _company(pool, "株式会社メルカリ", "mercari")
    ids["acme"], ids["1688"], ids["edf"], ids["mercari"] = acme, c1688, edf, mercari
    ids["acme_careers"] = await _sensor(pool, acme, "careers", "https://www.acme.test/careers")
    ids["acme_careers_failing"] = await _sensor(pool, acme, "careers", "https://www.acme.test/jobs",
                                                status="failing")
    ids["acme_pricing"] = await _sensor(pool, acme, "pricing", "https://www.acme.test/pricing", status="stale")
    ids["acme_board"] = await _sensor(pool, acme, "jobs_board", "https://boards.greenhouse.test/acme",
                                      kind="ats")
    ids["acme_status"] = await _sensor(pool, acme, "status", "https://status.acme.test/api/v2/summary.json",
                                       kind="status_json", status="blocked")
    ids["1688_news"] = await _sensor(pool, c1688, "newsroom", "https://www.1688.test/news/")
    ids["edf_careers"] = await _sensor(pool, edf, "careers", "https://www.edf.test/fr/carrieres",
                                       status="pending")
    ids["edf_feed"] = await _sensor(pool, edf, "feed", "https://www.edf.test/rss.xml", kind="feed")
    ids["mercari_blog"] = await _sensor(pool, mercari, "blog", "https://about.mercari.test/press/",
                                        status="retired")
    return ids


def _sids(capsys: pytest.CaptureFixture[str], argv: list[str]) -> list[int]:
    return sorted(r["sensor_id"] for r in _json(capsys, ["sensors", "--json", *argv]))


def test_sensors_json_filters_combined(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    ids = _sql(fresh_db_url, _fleet)
    every = _json(capsys, ["sensors", "--json"])
    assert len(every) == 9
    # one key set for every row, whatever the sensor has been through
    keys = set(every[0])
    assert all(set(r) == keys for r in every)
    assert {"sensor_id", "company", "surface", "kind", "status", "tier", "current_interval_s", "next_run_at",
            "run_seq", "run_open", "lease_until", "consecutive_failures", "last_failure_class", "quality_score",
            "change_rate_per_s", "checks_total", "url"} <= keys
    for r in every:
        assert isinstance(r["sensor_id"], int) and isinstance(r["run_open"], bool)
        assert isinstance(r["quality_score"], float) and r["change_rate_per_s"] is None and r["checks_total"] == 0
        assert datetime.fromisoformat(r["next_run_at"]).utcoffset() is not None
    acme = [ids[k] for k in ("acme_careers", "acme_careers_failing", "acme_pricing", "acme_board", "acme_status")]
    # company by slug, by name, by id, in any case and with spaces around
    for c in ("acme", "ACME", " Acme Corp ", "acme corp", str(ids["acme"])):
        assert _sids(capsys, ["--company", c]) == sorted(acme), c
    # filters combine (AND)
    assert _sids(capsys, ["--company", "acme", "--surface", "careers"]) == sorted(
        [ids["acme_careers"], ids["acme_careers_failing"]])
    assert _sids(capsys, ["--company", "acme", "--surface", "careers", "--status", "failing"]) == [
        ids["acme_careers_failing"]]
    assert _sids(capsys, ["--company", "Acme", "--surface", "CAREERS", "--status", "Active"]) == [ids["acme_careers"]]
    assert _sids(capsys, ["--surface", "careers"]) == sorted(
        [ids["acme_careers"], ids["acme_careers_failing"], ids["edf_careers"]])
    assert _sids(capsys, ["--surface", "careers", "--status", "pending"]) == [ids["edf_careers"]]
    assert _sids(capsys, ["--status", "blocked"]) == [ids["acme_status"]]
    assert _sids(capsys, ["--company", "edf", "--status", "blocked"]) == []
    assert _sids(capsys, ["--surface", "jobs_board"]) == [ids["acme_board"]]
    # --limit cuts the list, the JSON is still one array
    assert len(_json(capsys, ["sensors", "--json", "--limit", "2"])) == 2
    assert len(_json(capsys, ["sensors", "--json", "--company", "acme", "--limit", "3"])) == 3


def test_sensors_company_named_by_digits_or_outside_ascii(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Any) -> None:  # noqa: ANN401
    """`--company C` takes an id, a slug or a name: a company whose slug and name are digits (1688) is
    found by them, and a name is matched without regard to case also outside ASCII."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    ids = _sql(fresh_db_url, _fleet)
    assert _sids(capsys, ["--company", "1688"]) == [ids["1688_news"]]
    assert _sids(capsys, ["--company", str(ids["1688"])]) == [ids["1688_news"]]
    edf = sorted([ids["edf_careers"], ids["edf_feed"]])
    for c in ("edf", "EDF", "Électricité de France", "électricité de france", "ÉLECTRICITÉ DE FRANCE"):
        assert _sids(capsys, ["--company", c]) == edf, c
    assert _sids(capsys, ["--company", "株式会社メルカリ"]) == [ids["mercari_blog"]]
    assert _sids(capsys, ["--company", "mercari"]) == [ids["mercari_blog"]]


@pytest.mark.parametrize(("argv", "needles"), [
    (["sensors", "--json", "--surface", "jobs-board"], ["--surface", "jobs_board"]),
    (["sensors", "--json", "--surface", "job_board"], ["--surface", "jobs_board"]),
    (["sensors", "--json", "--status", "paused"], ["--status", "active"]),
    (["sensors", "--json", "--status", "ok"], ["--status", "failing"]),
    (["sensors", "--json", "--limit", "-5"], ["--limit"]),
    (["sensors", "--json", "--company"], ["--company"]),
    (["stats", "--json", "--company", "acme"], ["--company"]),
])
def test_unknown_filter_values_exit_2_naming_the_valid_ones(argv: list[str], needles: list[str],
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str],
                                                            tmp_path: Any) -> None:  # noqa: ANN401
    """Usage errors are checked before any server is needed (README): no database at all here."""
    from changewire_common.embedded import free_port

    _cli_env(monkeypatch, f"postgresql://cw@127.0.0.1:{free_port()}/changewire", tmp_path)
    assert _exit_code(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and all(n in captured.err for n in needles), captured.err
    assert "Traceback" not in captured.err


# ---------------------------------------------------------------- batch 2: run-sensor and outcomes, as the CLI shows them


S: Any = _load("_sched_rt4_fetcher_sites", _HERE.parents[1] / "data" / "fetcher" / "sites.py")


def _outbox_events(pool: Any, prefix: str) -> Any:  # noqa: ANN401
    from changewire_common.events import decode

    async def run() -> list[Any]:
        rows = await pool.fetch("SELECT subject, payload FROM outbox WHERE subject LIKE $1 ORDER BY outbox_id",
                                prefix + "%")
        return [decode(r["subject"], bytes(r["payload"])) for r in rows]
    return run()


async def _cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str],
               **env: str) -> tuple[int, str, str]:
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    capsys.readouterr()
    code = await asyncio.to_thread(_exit_code, argv)
    out, err = capsys.readouterr()
    return code, out, err


async def test_run_sensor_then_the_scheduler_applies_its_outcome(env, fresh_db_url: str,  # noqa: ANN001
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    """`run-sensor ID` opens a run of its own (the sensor is in flight: `schedule --once` leaves it, `stats`
    counts it in flight and its observation among the last hour's runs); the differ's snapshot.stored it
    leaves in the outbox, applied by the scheduler, closes the run: pending → active at the careers base
    interval, next_run_at within U(0.9, 1.1) of it; a second run (not due, claimable: no --force needed) answered
    304 grows the interval
    ×1.25 (DESIGN.md: "unchanged/noise/304: … min(max, current × stability_growth)")."""
    from changewire_scheduler.handlers import make_handlers

    pool, _claimer, applier = env
    site = await S.HostileSite().start()
    try:
        cid = await _company(pool, "Acme", "acme")
        sid = await _sensor(pool, cid, "careers", "http://acme.com/ok", status="pending", due_in_s=-30)
        cli_env = {"CHANGEWIRE_DATABASE_URL": fresh_db_url, "CHANGEWIRE_DATA_DIR": str(tmp_path),
                   "CHANGEWIRE_CONNECT_TO": f"acme.com=127.0.0.2:{site.port}",
                   "CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.2/32", "CHANGEWIRE_HTTP_RETRIES": "0",
                   "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "3", "CHANGEWIRE_POLITENESS_SPACING_S": "0.1"}
        monkeypatch.delenv("CHANGEWIRE_NATS_URL", raising=False)
        code, out, err = await _cli(monkeypatch, capsys, ["run-sensor", str(sid), "--json"], **cli_env)
        assert code == 0, err
        run = json.loads(out)
        assert (run["run_seq"], run["outcome"], run["state"]) == (1, "ok", "written")
        code, out, _ = await _cli(monkeypatch, capsys, ["stats", "--json"])
        st = json.loads(out)
        assert st["runs_last_hour"] == {"ok": 1} and st["snapshots_last_hour"] == {"baseline": 1}
        assert st["due"]["in_flight"] == 1 and st["due"]["backlog"] == 0
        code, out, _ = await _cli(monkeypatch, capsys, ["schedule", "--once", "--json"])
        assert code == 0 and json.loads(out)["claimed"] == []
        # the scheduler consumes the differ's snapshot.stored
        handle = make_handlers(applier)["scheduler-snapshot-stored"]
        (stored,) = await _outbox_events(pool, "snapshot.stored.")
        assert isinstance(await handle(rt1._delivery(stored)), rt1.Ack)
        code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--company", "acme"])
        (row,) = json.loads(out)
        assert (row["status"], row["run_open"], row["run_seq"], row["checks_total"]) == ("active", False, 1, 1)
        assert row["current_interval_s"] == 6 * H and row["tier"] == "C"
        left = (datetime.fromisoformat(row["next_run_at"]) - rt1.utcnow()).total_seconds()
        assert 0.9 * 6 * H - 5 <= left <= 1.1 * 6 * H
        assert [(e.from_status, e.to_status) for e in await _outbox_events(pool, "sensor.status_changed.")] == [
            ("pending", "active")]
        # not due but claimable: run-sensor runs it now without --force (docs/cli-contracts.md: exit 1 only when
        # "not claimable without --force"); 304 this time (the ETag is sent); while that run is open a third
        # needs --force
        code, out, err = await _cli(monkeypatch, capsys, ["run-sensor", str(sid), "--json"])
        assert code == 0, err
        run = json.loads(out)
        assert (run["run_seq"], run["outcome"]) == (2, "not_modified")
        code, _, err = await _cli(monkeypatch, capsys, ["run-sensor", str(sid)])
        assert code == 1 and "--force" in err
        handle = make_handlers(applier)["scheduler-observation-fetched"]
        (nm,) = await _outbox_events(pool, "observation.fetched.not_modified")
        assert isinstance(await handle(rt1._delivery(nm)), rt1.Ack)
        code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--company", "acme"])
        (row,) = json.loads(out)
        assert (row["status"], row["run_open"], row["checks_total"]) == ("active", False, 2)
        assert row["current_interval_s"] == round(6 * H * 1.25)
        code, out, _ = await _cli(monkeypatch, capsys, ["stats", "--json"])
        st = json.loads(out)
        assert st["runs_last_hour"] == {"ok": 1, "not_modified": 1}
        assert st["due"] == {"backlog": 0, "oldest_overdue_s": 0.0, "in_flight": 0, "expired_leases": 0}
    finally:
        await site.stop()


async def test_blocked_and_redirected_as_sensors_and_stats_show_them(env, fresh_db_url: str,  # noqa: ANN001
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str],
                                                                     tmp_path: Path) -> None:
    """ROBOTS → `blocked` (last_failure_class ROBOTS, the failure counted, never claimed again); a redirected
    run → `redirected`; a 4-step RATE_LIMIT storm → `failing` at the class's threshold of 4 with the ×3
    back-off; what `sensors --json` filters and `stats --json` counts follow each."""
    from changewire_scheduler.policy import OutcomeKind, RunOutcome

    pool, claimer, applier = env
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    a, b, c = await rt1.seed_sensors(pool, 3, 3, prefix="outc", overdue_s=-3600)  # not due until each step
    await rt1._step(pool, claimer, applier, a, rt1.F("TIMEOUT"))
    await rt1._step(pool, claimer, applier, a, rt1.F("ROBOTS"))
    await rt1._step(pool, claimer, applier, b, RunOutcome(OutcomeKind.REDIRECTED, rt1.utcnow(),
                                                          redirect_url="https://careers.other-owner.com/"))
    for _ in range(4):
        await rt1._step(pool, claimer, applier, c, rt1.F("RATE_LIMIT"))
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--status", "blocked"])
    (row,) = json.loads(out)
    assert (row["sensor_id"], row["last_failure_class"], row["consecutive_failures"]) == (a, "ROBOTS", 2)
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--status", "redirected"])
    assert [r["sensor_id"] for r in json.loads(out)] == [b]
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--status", "failing"])
    (row,) = json.loads(out)
    assert (row["sensor_id"], row["last_failure_class"], row["consecutive_failures"]) == (c, "RATE_LIMIT", 4)
    assert row["current_interval_s"] == 7 * D  # 6 h × 3⁴ capped at the 7-day max
    assert row["tier"] == "E"
    code, out, _ = await _cli(monkeypatch, capsys, ["stats", "--json"])
    st = json.loads(out)
    assert st["sensors_by_status"] == {"blocked": 1, "redirected": 1, "failing": 1}
    cr = st["crawl_runs_last_hour"]
    assert (cr["claimed"], cr["failed"], cr["redirected"]) == (7, 6, 1)
    for sid in (a, b, c):
        await rt1._make_due(pool, sid)
    code, out, _ = await _cli(monkeypatch, capsys, ["schedule", "--once", "--json"])
    assert [x["sensor_id"] for x in json.loads(out)["claimed"]] == [c]  # blocked and redirected never run


async def test_sensors_default_limit_is_200(env, fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                            capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """README: "list sensors and their schedule (200 rows unless `--limit`)"."""
    pool = env[0]
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    await rt1.seed_sensors(pool, 230, 23, prefix="many")
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json"])
    assert code == 0 and len(json.loads(out)) == 200
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--limit", "1000"])
    assert len(json.loads(out)) == 230
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json", "--company", "many-7", "--limit", "1000"])
    assert len(json.loads(out)) == 10


# ---------------------------------------------------------------- batch 3: contracts word for word, many domains, settings


#: docs/cli-contracts.md, `sensors`: "array of {…}" — the exact keys
SENSOR_KEYS = {"sensor_id", "company", "surface", "kind", "status", "tier", "base_interval_s", "current_interval_s",
               "next_run_at", "run_seq", "run_open", "lease_until", "last_outcome", "last_run_at", "last_change_at",
               "consecutive_failures", "last_failure_class", "quality_score", "change_rate_per_s", "checks_total",
               "checks_changed", "url"}
STATS_KEYS = {"sensors_by_status", "runs_last_hour", "failures_last_hour", "snapshots_last_hour",
              "changes_by_significance", "due", "outbox", "crawl_runs_last_hour", "schedulers", "consumers"}


def test_json_keys_are_the_documented_ones(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    """docs/cli-contracts.md names every key of `sensors`, `stats` and `schedule --once` (--dry-run): a
    consumer's parser is written against those lists, so the JSON has exactly them."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    _sql(fresh_db_url, _week_of_operation)
    rows = _json(capsys, ["sensors", "--json"])
    assert rows and all(set(r) == SENSOR_KEYS for r in rows)
    st = _json(capsys, ["stats", "--json"])
    assert set(st) == STATS_KEYS
    assert set(st["due"]) == {"backlog", "oldest_overdue_s", "in_flight", "expired_leases"}
    assert set(st["outbox"]) == {"backlog", "oldest_unpublished_s"}
    assert all(set(v) == {"total", "last_24h"} for v in st["changes_by_significance"].values())
    assert all(isinstance(v, int) for v in st["crawl_runs_last_hour"].values())
    dry = _json(capsys, ["schedule", "--once", "--dry-run", "--json"])
    assert set(dry) == {"dry_run", "would_claim"} and dry["dry_run"] is True
    assert dry["would_claim"] and all(set(w) == {"sensor_id", "domain", "reissue"} for w in dry["would_claim"])
    once = _json(capsys, ["schedule", "--once", "--json"])
    assert set(once) == {"crawl_run_id", "claimed", "tick_ms"}
    assert all(set(c) == {"sensor_id", "run_seq", "lease_until", "domain", "reissued"} for c in once["claimed"])
    # the dry run named exactly what the real tick then claimed
    assert sorted((w["sensor_id"], w["reissue"]) for w in dry["would_claim"]) == sorted(
        (c["sensor_id"], c["reissued"]) for c in once["claimed"])


async def _ats_fleet(pool: Any) -> dict[str, list[int]]:  # noqa: ANN401
    """Jobs boards of six companies on two ATS hosts (one registrable domain each, whoever the company),
    a company's own site on www. and careers. of one .co.uk name, and a Japanese company alone on its .co.jp.
    Priorities differ inside every domain."""
    by_domain: dict[str, list[int]] = {}

    async def add(dom: str, slug: str, surface: str, url: str, prio: float, overdue: float) -> None:
        cid = await pool.fetchval("SELECT company_id FROM companies WHERE slug = $1", slug) or \
            await _company(pool, slug.title(), slug)
        sid = await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, kind, url, status, next_run_at, priority) VALUES "
            "($1, $2::surface, 'ats', $3, 'active', now() - make_interval(secs => $4), $5) RETURNING sensor_id",
            cid, surface, url, overdue, prio)
        by_domain.setdefault(dom, []).append(sid)

    for i, (slug, prio) in enumerate([("initech", 0.9), ("globex", 0.2), ("hooli", 0.7), ("umbrella", 0.4)]):
        await add("greenhouse.io", slug, "jobs_board", f"https://boards.greenhouse.io/{slug}", prio, 600 + i)
    for i, (slug, prio) in enumerate([("piedpiper", 0.3), ("soylent", 0.8)]):
        await add("lever.co", slug, "jobs_board", f"https://jobs.lever.co/{slug}", prio, 900 + i)
    await add("acme.co.uk", "acme", "careers", "https://careers.acme.co.uk/vacancies", 0.5, 60)
    await add("acme.co.uk", "acme", "pricing", "https://www.acme.co.uk/pricing", 0.5, 3600)
    await add("acme.co.uk", "acme", "legal", "https://www.acme.co.uk/terms", 0.1, 7200)
    await add("mercari.co.jp", "mercari", "careers", "https://careers.mercari.co.jp/", 0.5, 30)
    return by_domain


def test_schedule_once_many_domains_cap_and_priority(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    """CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK=2: each tick takes at most two sensors of a registrable domain
    (boards of different companies on one ATS host share it; www. and careers. of one name share it), the
    highest priority first, then the most overdue; the claim list interleaves the domains (every domain's first,
    then every domain's second); the next tick takes the rest."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    monkeypatch.setenv("CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK", "2")
    dom = _sql(fresh_db_url, _ats_fleet)
    prio = {sid: p for sid, p in zip(dom["greenhouse.io"], [0.9, 0.2, 0.7, 0.4], strict=True)}
    first = _json(capsys, ["schedule", "--once", "--json"])["claimed"]
    got: dict[str, list[int]] = {}
    for c in first:
        got.setdefault(c["domain"], []).append(c["sensor_id"])
    gh = dom["greenhouse.io"]
    assert got == {"greenhouse.io": [gh[0], gh[2]], "lever.co": [dom["lever.co"][1], dom["lever.co"][0]],
                   "acme.co.uk": [dom["acme.co.uk"][1], dom["acme.co.uk"][0]],
                   "mercari.co.jp": dom["mercari.co.jp"]}, (got, prio)
    # interleaved: the first four claims are four different domains
    assert len({c["domain"] for c in first[:4]}) == 4
    second = _json(capsys, ["schedule", "--once", "--json"])["claimed"]
    assert sorted(c["sensor_id"] for c in second) == sorted([gh[3], gh[1], dom["acme.co.uk"][2]])
    assert [c["sensor_id"] for c in second if c["domain"] == "greenhouse.io"] == [gh[3], gh[1]]
    assert _json(capsys, ["schedule", "--once", "--json"])["claimed"] == []
    st = _json(capsys, ["stats", "--json"])
    assert st["due"]["in_flight"] == 10 and st["due"]["backlog"] == 0 and st["crawl_runs_last_hour"]["ticks"] == 3


@pytest.mark.parametrize(("env_vars", "needles"), [
    ({"CHANGEWIRE_SCHEDULER_TIMEZONE": "Europe/Berln", "CHANGEWIRE_SCHEDULER_RETENTION_SCHEDULE": "61 3 * * *",
      "CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK": "0"},
     ["TIMEZONE", "Europe/Berln", "RETENTION_SCHEDULE", "PER_DOMAIN_PER_TICK"]),
    # a cron expression that can never fire (30 February) is no schedule: refused at start-up, not left to
    # fail (or spin) at the first fire
    ({"CHANGEWIRE_SCHEDULER_REPAIR_SWEEP_SCHEDULE": "0 3 30 2 *"}, ["REPAIR_SWEEP_SCHEDULE"]),
    ({"CHANGEWIRE_SCHEDULER_RETENTION_SCHEDULE": "every day"}, ["RETENTION_SCHEDULE"]),
    ({"CHANGEWIRE_SCHEDULER_OUTBOX_PRUNE_SCHEDULE": "0s"}, ["OUTBOX_PRUNE_SCHEDULE"]),
])
def test_bad_scheduler_settings_exit_2_with_every_problem(env_vars: dict[str, str], needles: list[str],
                                                          fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Any) -> None:  # noqa: ANN401
    """DESIGN.md "Settings": "validated at start-up, all problems reported together" — exit 2, every bad
    setting named on stderr, nothing claimed."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    _sql(fresh_db_url, lambda p: rt1.seed_sensors(p, 2, 1, prefix="badset"))
    for k, v in env_vars.items():
        monkeypatch.setenv(k, v)
    assert _exit_code(["schedule", "--once", "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert all(n in captured.err for n in needles), captured.err
    assert _sql(fresh_db_url, lambda p: p.fetchval("SELECT count(*) FROM sensors WHERE run_open")) == 0


# ---------------------------------------------------------------- batch 4: operators' idioms and replicas' heartbeats


def _strict_json(text: str) -> Any:  # noqa: ANN401
    def bad(c: str) -> Any:  # noqa: ANN401
        raise AssertionError(f"not JSON: {c}")
    return json.loads(text, parse_constant=bad)


def test_sensor_forced_due_with_minus_infinity(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    """An operator forces a sensor to the front with the Postgres idiom `next_run_at = '-infinity'` (the
    schema itself uses '-infinity' for domains.next_slot_at), and parks another with 'infinity'. Every CLI
    keeps working: `stats` counts the forced one in the backlog and gives a finite oldest-overdue age (of the
    sensors with a real due time: JSON has no Infinity), `sensors` prints its table and `sensors --json` gives an
    infinite time as null (every time in the JSON is ISO-8601 with an offset, or null), and the next tick claims
    the forced sensor first."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)

    async def seed(pool: Any) -> tuple[int, int, int]:  # noqa: ANN401
        cid = await _company(pool, "Wayne Enterprises", "wayne")
        forced = await _sensor(pool, cid, "pricing", "https://www.wayne.com/pricing")
        await pool.execute("UPDATE sensors SET next_run_at = '-infinity' WHERE sensor_id = $1", forced)
        late = await _sensor(pool, cid, "careers", "https://www.wayne.com/careers", due_in_s=-600)
        parked = await _sensor(pool, cid, "blog", "https://www.wayne.com/blog")
        await pool.execute("UPDATE sensors SET next_run_at = 'infinity' WHERE sensor_id = $1", parked)
        return forced, late, parked

    forced, late, parked = _sql(fresh_db_url, seed)
    assert main(["stats", "--json"]) == 0
    st = _strict_json(capsys.readouterr().out)
    assert st["due"]["backlog"] == 2 and 600 <= st["due"]["oldest_overdue_s"] <= 630
    assert main(["sensors", "--json"]) == 0
    rows = {r["sensor_id"]: r for r in _strict_json(capsys.readouterr().out)}
    assert rows[forced]["next_run_at"] is None and rows[parked]["next_run_at"] is None
    assert datetime.fromisoformat(rows[late]["next_run_at"]).utcoffset() is not None
    assert main(["sensors"]) == 0
    text = capsys.readouterr().out
    assert text.count("https://www.wayne.com/") == 3
    assert main(["stats"]) == 0 and "due backlog:              2" in capsys.readouterr().out
    once = _json(capsys, ["schedule", "--once", "--json"])
    assert [c["sensor_id"] for c in once["claimed"]] == [forced, late]


def test_replicas_live_by_their_own_heartbeat_period(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    """`stats` lists scheduler replicas as live or not. A replica set to beat every 5 minutes
    (CHANGEWIRE_SCHEDULER_HEARTBEAT_S=300) that beat 200 s ago is alive — a fixed 2-minute cut would call
    it dead for most of its period; one silent for 40 minutes is dead; with the default 15 s period a beat
    20 s ago is live and one 10 minutes ago is not. The period is the replica's own, as its heartbeat
    states it, else the local setting."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    _sql(fresh_db_url, lambda p: p.execute(
        "INSERT INTO settings_kv (key, value, updated_at) VALUES "
        "('scheduler.heartbeat.slow-1', '{\"heartbeat_s\": 300}', now() - interval '200 seconds'), "
        "('scheduler.heartbeat.slow-2', '{\"heartbeat_s\": 300}', now() - interval '40 minutes'), "
        "('scheduler.heartbeat.fast-1', '{\"heartbeat_s\": 15}', now() - interval '20 seconds'), "
        "('scheduler.heartbeat.fast-2', '{\"heartbeat_s\": 15}', now() - interval '10 minutes'), "
        "('scheduler.heartbeat.old-1', '{}', now() - interval '250 seconds')"))
    live = {h["instance_id"]: h["live"] for h in _json(capsys, ["stats", "--json"])["schedulers"]}
    assert live == {"slow-1": True, "slow-2": False, "fast-1": True, "fast-2": False, "old-1": False}
    # the same fleet read by an operator whose settings say 300 s: the replica that states no period is live
    monkeypatch.setenv("CHANGEWIRE_SCHEDULER_HEARTBEAT_S", "300")
    live = {h["instance_id"]: h["live"] for h in _json(capsys, ["stats", "--json"])["schedulers"]}
    assert live == {"slow-1": True, "slow-2": False, "fast-1": True, "fast-2": False, "old-1": True}


async def test_skipped_sensors_in_the_backlog(env, fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
                                              capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """DESIGN.md: "skipped: interval unchanged; next_run_at = skip_until". A sensor skipped until ten minutes
    from now is not in the due backlog; one whose skip_until has already passed when the outcome is applied
    (a late event) is, due at once. Revised after the first run: I expected it overdue since its skip_until
    (age ≈ 300 s); the applier makes a past skip_until due now (round 2 pins "a skip_until in the past (clock
    jump) due at once"), so the age is about zero — the same claim order, and no less right."""
    from changewire_scheduler.policy import OutcomeKind, RunOutcome

    pool, claimer, applier = env
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    a, b = await rt1.seed_sensors(pool, 2, 2, prefix="skipq", overdue_s=-3600)
    now = rt1.utcnow()
    await rt1._step(pool, claimer, applier, a, RunOutcome(OutcomeKind.SKIPPED, now,
                                                          skip_until=now + timedelta(minutes=10)))
    await rt1._step(pool, claimer, applier, b, RunOutcome(OutcomeKind.SKIPPED, now,
                                                          skip_until=now - timedelta(minutes=5)))
    code, out, _ = await _cli(monkeypatch, capsys, ["stats", "--json"])
    due = json.loads(out)["due"]
    assert due["backlog"] == 1 and 0 <= due["oldest_overdue_s"] <= 30
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json"])
    rows = {r["sensor_id"]: r for r in json.loads(out)}
    assert rows[a]["current_interval_s"] == rows[b]["current_interval_s"] == 6 * H  # interval unchanged
    assert rows[a]["last_outcome"] == "skipped" and rows[a]["consecutive_failures"] == 0
    assert abs((datetime.fromisoformat(rows[a]["next_run_at"]) - (now + timedelta(minutes=10))).total_seconds()) < 1


# ---------------------------------------------------------------- batch 5: three days of a careers page, as `sensors --json` shows it


async def test_three_days_of_checks_change_rate_quality_and_interval(env, fresh_db_url: str,  # noqa: ANN001
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str],
                                                                     tmp_path: Path) -> None:
    """A careers page (tier 3, base 6 h) checked every 6 hours for three days (the outcomes stamped at their
    real fetch times): baseline, then unchanged ×2, a meaningful change, a 304, unchanged, a minor change,
    noise, unchanged, a timeout, unchanged, a major change, unchanged. `sensors --json` then shows:
    - change_rate_per_s: the brief's estimator −ln((n − X + 0.5)/(n + 0.5)) / I over the comparisons (a 304
      and noise are checks that saw no change, the baseline compares nothing, a failed fetch is no check:
      the next gap spans it), with n, X and the span decayed by 1 − 1/window per check
      (CHANGEWIRE_SCHEDULER_CHANGE_RATE_WINDOW, 30) — DESIGN.md states no estimator, so the decayed form is
      the settings' documented one (undecayed, n = 11, X = 3 gives 0.5 % more here: a judge's plain estimate
      and the stored one agree to about 1 %);
    - checks_total 12 (every success, the baseline too), checks_changed 3, last_change_at the major change;
    - quality_score: the EMA (α = 0.15) from 50 toward 100 × confidence, toward 0 on the timeout, untouched
      by the 304;
    - current_interval_s by DESIGN.md's formula step by step: 21600 → 27000 → 33750 → burst 5400 → 10800 →
      21600 → minor min(cur, base) 21600 → 27000 → 33750 → ×1.5 50625 → ×1.25 63281 → burst 5400 → 10800,
      tier C."""
    import math

    from changewire_scheduler.policy import OutcomeKind, RunOutcome
    from changewire_scheduler.settings import SchedulerSettings

    pool, claimer, applier = env
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    (sid,) = await rt1.seed_sensors(pool, 1, 1, prefix="rate", overdue_s=-3600)
    K = OutcomeKind  # noqa: N806
    seq: list[tuple[OutcomeKind, str | None, float | None]] = [
        (K.BASELINE, None, 0.9), (K.UNCHANGED, None, 0.95), (K.UNCHANGED, None, 0.95),
        (K.CHANGED, "meaningful", 0.85), (K.NOT_MODIFIED, None, None), (K.UNCHANGED, None, 0.95),
        (K.CHANGED, "minor", 0.9), (K.NOISE, None, 0.8), (K.UNCHANGED, None, 0.95), (K.FAILED, "TIMEOUT", None),
        (K.UNCHANGED, None, 0.95), (K.CHANGED, "major", 0.9), (K.UNCHANGED, None, 1.0)]
    end = rt1.utcnow() - timedelta(minutes=1)
    times = [end - timedelta(hours=6 * (len(seq) - 1 - k)) for k in range(len(seq))]
    for (kind, extra, conf), at in zip(seq, times, strict=True):
        if kind is K.FAILED:
            o = RunOutcome(kind, at, failure_class=extra)
        else:
            o = RunOutcome(kind, at, significance=extra, extraction_confidence=conf, source="snapshot")
        await rt1._step(pool, claimer, applier, sid, o)
    # the reference: decayed counters over the comparisons
    window = SchedulerSettings().change_rate_window
    d = 1 - 1 / window
    n = x = span = 0.0
    last_ok = times[0]
    quality = 50.0
    for (kind, extra, conf), at in zip(seq, times, strict=True):
        if kind is K.FAILED:
            quality += 0.15 * (0 - quality)
            continue
        if conf is not None:
            quality += 0.15 * (100 * conf - quality)
        if kind is not K.BASELINE:
            n, x, span = n * d + 1, x * d + (kind is K.CHANGED), span * d + (at - last_ok).total_seconds()
        last_ok = at
    expected_rate = -math.log((n - x + 0.5) / (n + 0.5)) / (span / n)
    code, out, _ = await _cli(monkeypatch, capsys, ["sensors", "--json"])
    (row,) = json.loads(out)
    assert row["change_rate_per_s"] == pytest.approx(expected_rate, rel=1e-6)
    plain = -math.log((11 - 3 + 0.5) / (11 + 0.5)) / (12 * 6 * H / 11)
    assert 1.0 < plain / expected_rate < 1.02  # the docstring's "0.5 % more"
    assert (row["checks_total"], row["checks_changed"]) == (12, 3)
    assert datetime.fromisoformat(row["last_change_at"]) == times[11]
    assert datetime.fromisoformat(row["last_run_at"]) == times[-1]
    assert row["quality_score"] == pytest.approx(quality, abs=0.01)
    assert (row["current_interval_s"], row["tier"], row["status"]) == (10800, "C", "active")
    assert (row["last_outcome"], row["consecutive_failures"], row["last_failure_class"]) == ("unchanged", 0, "TIMEOUT")


# ---------------------------------------------------------------- batch 6: a database that is there but not ready


def _db_variant(db_url: str, name: str) -> str:
    """The same server's URL for database `name` (the fixture's URLs name the database in the path)."""
    from urllib.parse import urlsplit, urlunsplit

    u = urlsplit(db_url)
    return urlunsplit((u.scheme, u.netloc, "/" + name, u.query, u.fragment))


def test_database_missing_or_not_migrated_is_one_line_exit_1(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Any) -> None:  # noqa: ANN401
    """README: "a database or broker that cannot be reached, does not exist or is not migrated is one line and
    exit 1, never a traceback. With `--json`, stdout holds only the JSON" — here nothing on stdout; a database
    not migrated says so (the hint `changewire migrate`), one that does not exist says that."""
    import uuid

    blank = "cw_blank_" + uuid.uuid4().hex[:8]
    _sql(fresh_db_url, lambda p: p.execute(f"CREATE DATABASE {blank}"))
    missing = "cw_no_such_db_" + uuid.uuid4().hex[:6]
    # (`schedule` on a missing database takes 0.8 s: the pool retries 3 times — once is enough here)
    for argv, names in ((["sensors", "--json"], (blank, missing)), (["stats", "--json"], (blank, missing)),
                        (["schedule", "--once", "--json"], (blank, missing)),
                        (["schedule", "--once", "--dry-run"], (blank,)), (["sensors"], (blank, missing))):
        for name in names:
            needle = "migrat" if name == blank else "does not exist"
            _cli_env(monkeypatch, _db_variant(fresh_db_url, name), tmp_path)
            assert _exit_code(argv) == 1, (argv, name)
            captured = capsys.readouterr()
            assert captured.out == "" and "Traceback" not in captured.err, captured.err
            lines = captured.err.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith(f"changewire {argv[0]}: "), captured.err
            assert needle in lines[0], lines[0]
