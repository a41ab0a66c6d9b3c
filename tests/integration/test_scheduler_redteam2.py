"""Scheduler red-team round 2 against real PostgreSQL: what an operator sees after weeks of real sensor
behaviour, through the batching applier, the claim query and the `schedule` / `sensors` CLIs.

Cases:
- bot challenges interleaved with 429s inside one failure run open one `blocked_source` review item
  (sensors.failure_run_challenges counted in the row); a success between them resets the count;
- migration 0604 on a database that has sensors mid-failure-run: the count is back-filled (1 where the
  run's latest failure was a challenge), and the next challenge opens the review at once;
- a 429 storm on a jobs board, then recovery, as `sensors --json` shows it after each step (status,
  consecutive_failures, last_failure_class, tier, base / current interval);
- `schedule --once --dry-run --json` on a mixed fleet: domains interleaved, priority then the most
  overdue first inside a domain, at most `per_domain_per_tick` per domain, stale sensors included,
  blocked / retired / redirected / live-lease / not-yet-due ones left out; the real tick claims exactly
  the dry run's set and a second dry run is empty;
- a daily budget spent: the `skipped` outcome parks the sensor until the skip_until (not claimed
  before it, claimed after it), with its interval and failure count untouched;
- an hourly periodic job on a host whose clock jumps a day ahead, then an hour back: one run for the
  jump, no second run of the fire already done (the settings_kv slot refuses it);
- a sensor migrated by repair while a run is in flight: the late outcome leaves it retired and
  unclaimed; the successor is claimed at once and starts at the surface's base interval.
- a domain whose daily budget runs out every day: at the reset its skipped sensors are all due at
  once and the fetcher spends the budget in claim order — the low-priority pages skipped for days
  must go first inside the domain, or they never run.

Wrong on the code before this round (3b183b4): 3 of 8 cases — two on the bot-challenge count (the
interleaved sequence opened no review item, and migration 0604 did not exist; the shared `_step`
helper reads the new column, so on the old schema every case using it errors — the other cases'
expectations held), fixed by counting the challenges of the current failure run (see
tests/unit/scheduler/test_redteam2.py); and the budget starvation: the plan ordered a domain's due
sensors by priority alone, so the same low-priority pages lost every night; fixed in the plan query
(store.SELECT_DUE_PLAN: inside a domain, a sensor whose last run was skipped and that has had no
success for its interval plus a day goes first). xfail: none. Expectations revised: none (three slips in my
fixtures: a second sensor claimed by the first tick, a seeded current interval of 6 h rather than the
jobs board's 3 h base, and legal (priority 0.5) listed after team (0.1)).
"""
from __future__ import annotations

import asyncio
import json
import random
from datetime import UTC, timedelta
from typing import Any

import pytest

from changewire_common.cli import main
from changewire_common.clock import utcnow
from changewire_common.db import connect, create_pool, load_migrations, migrate
from changewire_scheduler.applier import ApplyResult, OutcomeApplier
from changewire_scheduler.claimer import Claimer, TickWindow
from changewire_scheduler.policy import OutcomeKind, RunOutcome, StatusPolicy
from changewire_scheduler.schedule import SchedulePolicy
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration

H = 3600
MAX = 7 * 86400


def _env(pool: Any) -> tuple[Claimer, OutcomeApplier]:  # noqa: ANN401
    window = TickWindow("rt2")
    return (Claimer(pool, window, per_domain=100),
            OutcomeApplier(pool, SchedulePolicy.from_settings(SchedulerSettings()), StatusPolicy(), window,
                           rng=random.Random(5), batch=16))


def F(cls: str) -> RunOutcome:  # noqa: N802
    return RunOutcome(OutcomeKind.FAILED, utcnow(), failure_class=cls)


def OK() -> RunOutcome:  # noqa: N802
    return RunOutcome(OutcomeKind.UNCHANGED, utcnow(), extraction_confidence=0.9, source="snapshot")


async def _step(pool: Any, claimer: Claimer, applier: OutcomeApplier, sid: int, outcome: RunOutcome) -> Any:  # noqa: ANN401
    await pool.execute("UPDATE sensors SET next_run_at = now() - interval '1 s' WHERE sensor_id = $1", sid)
    runs = {c.sensor_id: c.run_seq for c in (await claimer.tick()).claimed}
    assert sid in runs
    assert await applier.apply_batch([(sid, runs[sid], outcome)]) == [ApplyResult.APPLIED]
    return await pool.fetchrow(
        "SELECT status::text AS status, consecutive_failures AS n, failure_run_challenges AS chal, "
        "(SELECT count(*) FROM review_queue q WHERE q.sensor_id = s.sensor_id AND q.kind = 'blocked_source') "
        "AS reviews FROM sensors s WHERE sensor_id = $1", sid)


async def test_interleaved_challenges_open_one_review(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    claimer, applier = _env(pool)
    try:
        a, b = await seed_sensors(pool, 2, 2, prefix="wall")
        await pool.execute("UPDATE sensors SET next_run_at = now() + interval '1 day' WHERE sensor_id = $1", b)
        rows = [await _step(pool, claimer, applier, a, o)
                for o in (F("BOT_CHALLENGE"), F("RATE_LIMIT"), F("BOT_CHALLENGE"), F("RATE_LIMIT"))]
        assert [(r["n"], r["chal"], r["reviews"]) for r in rows] == [(1, 1, 0), (2, 1, 0), (3, 2, 1), (4, 2, 1)]
        payload = await pool.fetchval("SELECT payload FROM review_queue WHERE sensor_id = $1", a)
        payload = payload if isinstance(payload, dict) else json.loads(payload)
        assert payload["challenges"] == 2 and payload["consecutive_failures"] == 3
        assert payload["reason"] == "bot challenge on 2 of 3 consecutive failed runs"
        rows = [await _step(pool, claimer, applier, b, o)
                for o in (F("BOT_CHALLENGE"), OK(), F("RATE_LIMIT"), F("BOT_CHALLENGE"))]
        assert [(r["n"], r["chal"], r["reviews"]) for r in rows] == [(1, 1, 0), (0, 0, 0), (1, 0, 0), (2, 1, 0)]
    finally:
        await applier.stop()
        await pool.close()


async def test_migration_backfills_the_challenge_count(servers: Any) -> None:  # noqa: ANN401
    url = await servers.create_empty_database()
    conn = await connect(url)
    try:
        await migrate(conn, [m for m in load_migrations() if m.version < 604])
        (cid,) = [r["company_id"] for r in await conn.fetch(
            "INSERT INTO companies (name, slug, website, tier) VALUES ('Kestrel Labs', 'kestrel', "
            "'https://kestrel-labs.test/', 3) RETURNING company_id")]
        ids = [r["sensor_id"] for r in await conn.fetch(
            """INSERT INTO sensors (company_id, surface, kind, url, domain, status, next_run_at,
                                    consecutive_failures, last_failure_class)
               SELECT $1, 'careers', 'html', 'https://kestrel-labs.test/' || v.p, 'kestrel-labs.test',
                      v.st::sensor_status, now() - interval '1 min', v.n, v.fc::failure_class
               FROM (VALUES ('jobs', 'failing', 2, 'BOT_CHALLENGE', 1), ('team', 'active', 0, 'BOT_CHALLENGE', 2),
                            ('blog', 'failing', 3, 'TIMEOUT', 3)) AS v(p, st, n, fc, o)
               ORDER BY v.o RETURNING sensor_id""", cid)]
        applied = await migrate(conn)
        assert applied[0].startswith("0604_")
        got = await conn.fetch("SELECT sensor_id, failure_run_challenges AS c FROM sensors ORDER BY sensor_id")
        assert [r["c"] for r in got] == [1, 0, 0]
    finally:
        await conn.close()
    pool = await create_pool(url, attempts=3, max_size=4)
    claimer, applier = _env(pool)
    try:
        r = await _step(pool, claimer, applier, ids[0], F("BOT_CHALLENGE"))
        assert (r["n"], r["chal"], r["reviews"]) == (3, 2, 1)
    finally:
        await applier.stop()
        await pool.close()


def _cli_env(monkeypatch: pytest.MonkeyPatch, db_url: str, tmp_path: Any) -> None:  # noqa: ANN401
    monkeypatch.setenv("CHANGEWIRE_DATABASE_URL", db_url)
    monkeypatch.setenv("CHANGEWIRE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("CHANGEWIRE_NATS_URL", raising=False)


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> Any:  # noqa: ANN401
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_429_storm_as_sensors_json_shows_it(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)

    async def step(o: RunOutcome) -> None:
        pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
        claimer, applier = _env(pool)
        try:
            (sid,) = [r["sensor_id"] for r in await pool.fetch("SELECT sensor_id FROM sensors")] or \
                await seed_sensors(pool, 1, 1, prefix="hr", surface="jobs_board")
            # as discovery seeds it: the current interval starts at the surface's base (jobs_board, tier 3)
            await pool.execute("UPDATE sensors SET current_interval_s = 3 * 3600, base_interval_s = 3 * 3600 "
                               "WHERE sensor_id = $1 AND checks_total = 0 AND consecutive_failures = 0", sid)
            await _step(pool, claimer, applier, sid, o)
        finally:
            await applier.stop()
            await pool.close()

    seen = []
    for o in [F("RATE_LIMIT")] * 4 + [OK()]:
        asyncio.run(step(o))
        (row,) = _json(capsys, ["sensors", "--json"])
        seen.append((row["status"], row["consecutive_failures"], row["last_failure_class"], row["tier"],
                     row["base_interval_s"], row["current_interval_s"], row["run_open"]))
    assert seen == [
        ("active", 1, "RATE_LIMIT", "D", 3 * H, 9 * H, False),
        ("active", 2, "RATE_LIMIT", "E", 3 * H, 27 * H, False),
        ("active", 3, "RATE_LIMIT", "E", 3 * H, 81 * H, False),
        ("failing", 4, "RATE_LIMIT", "E", 3 * H, MAX, False),
        ("active", 0, "RATE_LIMIT", "E", 3 * H, MAX, False),
    ]
    assert _json(capsys, ["sensors", "--json", "--status", "failing"]) == []


def test_dry_run_claim_order_on_a_mixed_fleet(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    # (domain, path, status, priority, overdue minutes; negative = due later, None = live lease)
    fleet = [
        ("bigretail.test", "careers", "active", 0.5, 30), ("bigretail.test", "jobs", "active", 0.9, 5),
        ("bigretail.test", "pricing", "stale", 0.5, 600), ("bigretail.test", "blog", "failing", 0.5, 60),
        ("bigretail.test", "team", "active", 0.1, 900), ("bigretail.test", "legal", "active", 0.5, 10),
        ("nimbus-status.test", "status", "active", 0.8, 2), ("nimbus-status.test", "history", "pending", 0.8, 20),
        ("fjord-bank.test", "investors", "blocked", 0.9, 99), ("fjord-bank.test", "press", "retired", 0.9, 99),
        ("fjord-bank.test", "careers", "redirected", 0.9, 99), ("fjord-bank.test", "rates", "active", 0.3, -30),
        ("fjord-bank.test", "news", "active", 0.3, None), ("fjord-bank.test", "about", "active", 0.2, 1),
    ]

    async def seed() -> dict[str, int]:
        pool = await create_pool(fresh_db_url, attempts=3, max_size=2)
        try:
            ids = {}
            for dom in sorted({f[0] for f in fleet}):
                await pool.execute("INSERT INTO companies (name, slug, website, tier) VALUES ($1, $1, $2, 3)",
                                   dom, f"https://{dom}/")
            for dom, path, status, prio, overdue in fleet:
                lease = overdue is None
                ids[path if dom != "fjord-bank.test" else "fj-" + path] = await pool.fetchval(
                    """INSERT INTO sensors (company_id, surface, kind, url, domain, status, next_run_at, priority,
                                            run_open, lease_until, run_seq)
                       SELECT company_id, 'careers', 'html', $2, $1, $3::sensor_status,
                              now() - make_interval(mins => $5), $4,
                              $6, CASE WHEN $6 THEN now() + interval '20 min' END, CASE WHEN $6 THEN 1 ELSE 0 END
                       FROM companies WHERE slug = $1 RETURNING sensor_id""",
                    dom, f"https://www.{dom}/{path}", status, prio, float(overdue if overdue is not None else 5),
                    lease)
            return ids
        finally:
            await pool.close()

    ids = asyncio.run(seed())
    dry = _json(capsys, ["schedule", "--once", "--dry-run", "--json"])
    got = [(w["domain"], w["sensor_id"]) for w in dry["would_claim"]]
    # round 1: each domain's best (priority, then most overdue); round 2: the second best; … 4 per domain
    expected_by_domain = {
        "bigretail.test": [ids["jobs"], ids["pricing"], ids["blog"], ids["careers"]],  # legal and team wait
        "nimbus-status.test": [ids["history"], ids["status"]],
        "fjord-bank.test": [ids["fj-about"]],
    }
    for dom, want in expected_by_domain.items():
        assert [s for d, s in got if d == dom] == want
    firsts = {got[i][0] for i in range(3)}
    assert firsts == set(expected_by_domain)  # every domain gets its first claim before any gets a second
    assert all(not w["reissue"] for w in dry["would_claim"])
    once = _json(capsys, ["schedule", "--once", "--json"])
    assert sorted(c["sensor_id"] for c in once["claimed"]) == sorted(s for _, s in got)
    assert _json(capsys, ["schedule", "--once", "--dry-run", "--json"])["would_claim"] == \
        [{"sensor_id": ids[k], "domain": "bigretail.test", "reissue": False} for k in ("legal", "team")]


async def test_budget_spent_parks_the_sensor_until_skip_until(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    claimer, applier = _env(pool)
    try:
        (sid,) = await seed_sensors(pool, 1, 1, prefix="budget", surface="pricing")
        await _step(pool, claimer, applier, sid, F("TIMEOUT"))
        before = await pool.fetchrow("SELECT current_interval_s, consecutive_failures FROM sensors WHERE sensor_id = $1",
                                     sid)
        until = utcnow() + timedelta(seconds=0.8)
        await _step(pool, claimer, applier, sid, RunOutcome(OutcomeKind.SKIPPED, utcnow(), skip_until=until))
        row = await pool.fetchrow("SELECT current_interval_s, consecutive_failures, next_run_at, status::text AS st "
                                  "FROM sensors WHERE sensor_id = $1", sid)
        assert (row["current_interval_s"], row["consecutive_failures"]) == tuple(before)
        assert abs((row["next_run_at"] - until).total_seconds()) < 0.001 and row["st"] == "active"
        assert sid not in {c.sensor_id for c in (await claimer.tick()).claimed}
        await asyncio.sleep(max(0.0, (until - utcnow()).total_seconds()) + 0.05)
        assert sid in {c.sensor_id for c in (await claimer.tick()).claimed}
    finally:
        await applier.stop()
        await pool.close()


async def test_job_loop_across_clock_jumps(fresh_db_url: str) -> None:
    """An hourly job on a host whose clock jumps a day ahead (a VM resumed), then an hour back (NTP
    correcting it): one run for the jump ahead (not one per missed hour), no second run of the fire
    already done when the clock comes back to just before it."""
    import time

    from changewire_scheduler import jobs
    from changewire_scheduler.cron import parse_schedule

    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    m0 = time.monotonic()
    base = datetime_utc(2026, 3, 29, 0, 59, 59.4)
    offset = [0.0]

    def clock() -> Any:  # noqa: ANN401
        return base + timedelta(seconds=time.monotonic() - m0 + offset[0])

    runs: list[Any] = []

    async def fn() -> dict[str, int]:
        runs.append(clock())
        slot = clock().replace(minute=0, second=0, microsecond=0)
        if len(runs) == 1:  # the VM resumes a day later, 0.6 s before an hour
            offset[0] += (slot + timedelta(days=1, hours=1, seconds=-0.6) - clock()).total_seconds()
        elif len(runs) == 2:  # NTP steps back to 0.6 s before the fire that just ran
            offset[0] -= (clock() - slot).total_seconds() + 0.6
        return {"n": len(runs)}

    stopping = asyncio.Event()
    job = jobs.Job("demo", parse_schedule("1h"), fn)
    task = asyncio.create_task(jobs.job_loop(pool, job, UTC, "me", stopping, clock=clock))
    try:
        await asyncio.sleep(2.4)
        slot = await pool.fetchval("SELECT value->>'slot' FROM settings_kv WHERE key = 'scheduler.job.demo'")
        assert len(runs) == 2
        assert runs[1] - runs[0] > timedelta(hours=24)
        assert float(slot) == runs[1].replace(minute=0, second=0, microsecond=0).timestamp()
    finally:
        stopping.set()
        await asyncio.wait_for(task, 5)
        await pool.close()


def datetime_utc(y: int, mo: int, d: int, h: int, mi: int, s: float) -> Any:  # noqa: ANN401
    from datetime import datetime
    return datetime(y, mo, d, h, mi, int(s), int(round((s % 1) * 1e6)), tzinfo=UTC)


async def test_a_migrated_sensor_and_its_successor(fresh_db_url: str) -> None:
    """A careers page moved (two 404s → failing); repair retires it and creates a successor while a
    third run is in flight. The late outcome leaves the retired sensor retired and unclaimed; the
    successor is claimed at once and starts from the surface's base interval, not the old back-off."""
    from changewire_repair.store import load_sensor
    from changewire_repair.store import migrate as repair_migrate

    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    claimer, applier = _env(pool)
    try:
        (old,) = await seed_sensors(pool, 1, 1, prefix="moved")
        for _ in range(2):
            r = await _step(pool, claimer, applier, old, F("PAGE_REMOVED"))
        assert r["status"] == "failing"
        await pool.execute("UPDATE sensors SET next_run_at = now() - interval '1 s' WHERE sensor_id = $1", old)
        in_flight = {c.sensor_id: c.run_seq for c in (await claimer.tick()).claimed}
        assert old in in_flight
        async with pool.acquire() as conn, conn.transaction():
            info = await load_sensor(conn, old)
            assert info is not None
            m = await repair_migrate(conn, info, url="https://d0-moved.test/en/jobs", score=0.92,
                                     reason="moved to /en/jobs")
        assert m is not None and m.created
        # the in-flight run ends (another 404) after the migration
        assert await applier.apply_batch([(old, in_flight[old], F("PAGE_REMOVED"))]) == [ApplyResult.APPLIED]
        row = await pool.fetchrow("SELECT status::text AS st, consecutive_failures AS n FROM sensors "
                                  "WHERE sensor_id = $1", old)
        assert (row["st"], row["n"]) == ("retired", 3)
        claimed = {c.sensor_id: c.run_seq for c in (await claimer.tick()).claimed}
        assert old not in claimed and m.new_sensor_id in claimed
        base = RunOutcome(OutcomeKind.BASELINE, utcnow(), extraction_confidence=0.9, source="snapshot")
        assert await applier.apply_batch([(m.new_sensor_id, claimed[m.new_sensor_id], base)]) == \
            [ApplyResult.APPLIED]
        new = await pool.fetchrow("SELECT status::text AS st, current_interval_s AS cur, tier, consecutive_failures "
                                  "AS n, run_seq FROM sensors WHERE sensor_id = $1", m.new_sensor_id)
        assert (new["st"], new["cur"], new["tier"], new["n"], new["run_seq"]) == ("active", 6 * H, "C", 0, 1)
        assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", old) == 0
    finally:
        await applier.stop()
        await pool.close()


def test_a_domain_whose_budget_runs_out_daily_does_not_starve_its_low_priority_sensors(
        fresh_db_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Any) -> None:  # noqa: ANN401
    """The domain's daily budget is spent every day: every run that finds it spent is skipped until the
    reset at midnight, so at midnight the same set is due at the same instant, and the fetcher spends the
    new budget in claim order. Ordered by priority alone, the same low-priority pages lose every night and
    never run; a page skipped for longer than its interval plus a day goes first in its domain."""
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    # (path, priority, days since the last success, last outcome)
    fleet = [("careers", 0.9, 0.5, "skipped"), ("jobs", 0.9, 0.6, "skipped"), ("pricing", 0.85, 0.4, "skipped"),
             ("blog", 0.8, 0.7, "skipped"), ("legal", 0.35, 4.0, "skipped"), ("contact-de", 0.3, 6.0, "skipped"),
             ("imprint", 0.3, 9.0, "failed"), ("press", 0.7, 0.3, "unchanged")]

    async def seed() -> dict[str, int]:
        pool = await create_pool(fresh_db_url, attempts=3, max_size=2)
        try:
            await pool.execute("INSERT INTO companies (name, slug, website, tier) VALUES "
                               "('Vesterhavet Shipping', 'vesterhavet', 'https://vesterhavet.test/', 3)")
            ids = {}
            for path, prio, days, last in fleet:
                ids[path] = await pool.fetchval(
                    """INSERT INTO sensors (company_id, surface, kind, url, domain, status, next_run_at, priority,
                                            current_interval_s, last_outcome, last_success_at, last_run_at)
                       SELECT company_id, 'careers', 'html', 'https://www.vesterhavet.test/' || $1,
                              'vesterhavet.test', 'active', date_trunc('minute', now()) - interval '1 min', $2,
                              21600, $4, now() - make_interval(secs => $3 * 86400), now() - interval '5 hours'
                       FROM companies WHERE slug = 'vesterhavet' RETURNING sensor_id""",
                    path, prio, days, last)
            return ids
        finally:
            await pool.close()

    ids = asyncio.run(seed())
    dry = _json(capsys, ["schedule", "--once", "--dry-run", "--json"])
    got = [w["sensor_id"] for w in dry["would_claim"]]
    # 4 per domain per tick: the two starving pages first (by priority among them), then by priority; a page
    # failing for 9 days is not starved by the budget (its own back-off keeps it rare)
    assert got == [ids["legal"], ids["contact-de"], ids["careers"], ids["jobs"]]
