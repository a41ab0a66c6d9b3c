"""Scheduler red-team round 3 against real PostgreSQL: DESIGN.md "Scheduling" and "Events" through the claim
query, the batching applier, the outcome handler and the running service over JetStream. The expected values
come from the reference model of tests/unit/scheduler/test_redteam3.py (DESIGN.md lines, quoted there), loaded
with importlib as the differ rounds do; round 1's fixture and helpers are reused the same way.

Cases (8):
- a 40-run walk of a careers page through claim + apply: every step's stored interval, status, failure count,
  quality_score (the EMA, stored as `real`), tier letter ("A ≤ 30 min < B ≤ 2 h < C ≤ 8 h < D ≤ 24 h < E")
  and next_run_at (U(0.9, 1.1) around the apply time, skip_until exactly) equal to the model; the
  sensor.status_changed events exactly the model's transitions; six bot challenges over two failure runs
  leave one open `blocked_source` item;
- 30 failures of mixed classes with skips between: events active → failing → stale → retired and nothing
  more, the retired sensor never claimed, a duplicate of the 30th outcome a closed run, crawl_runs.failed 30;
- ROBOTS → blocked with one review; repair unblocks while the item is open, ROBOTS again → blocked, still one
  open item; resolved and unblocked, the next ROBOTS opens a second (two rows, one open);
- bot challenges then ROBOTS: the one open item says robots.txt and keeps the challenge finding;
- a lease that really expires (0.3 s, the fetcher dead): run 2 issued and flagged re-issued, a second
  sensor.due, the expiry no outcome (count, interval, status, quality untouched), run 1's outcome superseded
  before and after run 2's; two expiries in a row, the three runs' outcomes in one batch (only run 3 applies);
- the differ's snapshot.stored and a buggy fetcher's observation.fetched.failed for one run, the snapshot
  redelivered, an older run's snapshot, through the handler: one applied, three stale, all acknowledged;
- the running service (tick 0.2 s, lease 1 s) over real NATS: it re-issues the dead run by itself; run 1's late
  failure, run 2's snapshot.stored published twice under two message ids and run 1's failure again: one
  outcome applied once, nothing dead-lettered, no third run.

Wrong before (25318d6): 1 of 8 — after repeated bot challenges had opened a `blocked_source` item, a ROBOTS
failure blocked the sensor but its review item was dropped (`ON CONFLICT DO NOTHING` on the one-open-item-
per-kind index): the open item still said "bot challenge on 3 consecutive runs" while the sensor sat
`blocked` for robots.txt, which is what DESIGN.md's "ROBOTS → `blocked` at once and a `blocked_source` review
item" asks a reviewer to see. Fixed in store.open_review_item, general rule: a finding of the same failure
class as the open item's adds nothing (a challenge on every run stays one item, not one per run); a finding
of another class replaces the open item's payload and keeps the previous payloads under `earlier`; still one
open row per kind and sensor, and the function still returns True only when it opened a row (the metric).
Left alone: a dismissed or resolved item is not re-opened, a new one is opened by the next finding (the
robots case above pins it); an expired lease is no outcome, so it counts no failure — DESIGN.md only says it
is re-issued. xfail: none. Expectations revised: none.
"""
from __future__ import annotations

import asyncio
import json
import importlib.util
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from changewire_common.bus import Ack
from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.events import ObservationFetched, SnapshotStored, decode
from changewire_common.status import transition
from changewire_scheduler.applier import ApplyResult, OutcomeApplier
from changewire_scheduler.claimer import Claimer, TickWindow
from changewire_scheduler.handlers import make_handlers
from changewire_scheduler.schedule import SchedulePolicy
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration


def _load(name: str, path: Path) -> Any:  # noqa: ANN401
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod  # the unit module's dataclasses look their module up while being built
    spec.loader.exec_module(mod)
    return mod


_HERE = Path(__file__).resolve()
rt1 = _load("_sched_it_rt1", _HERE.with_name("test_scheduler_redteam1.py"))
model = _load("_sched_unit_rt3", _HERE.parents[1] / "unit" / "scheduler" / "test_redteam3.py")
env = rt1.env  # the round-1 fixture: (pool, claimer, applier) on a fresh database
F, OK, Step = model.F, model.U, model.Step
H = 3600


async def _quality(pool: Any, sid: int) -> float:  # noqa: ANN401
    return float(await pool.fetchval("SELECT quality_score::float8 FROM sensors WHERE sensor_id = $1", sid))


async def _open_reviews(pool: Any, sid: int) -> int:  # noqa: ANN401
    return int(await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1 AND status = 'open' "
                                   "AND kind = 'blocked_source'", sid))


def _tier(interval_s: int) -> str:
    """"Tier letters by current interval: A ≤ 30 min < B ≤ 2 h < C ≤ 8 h < D ≤ 24 h < E"."""
    for letter, upper in (("A", 30 * 60), ("B", 2 * H), ("C", 8 * H), ("D", 24 * H)):
        if interval_s <= upper:
            return letter
    return "E"


async def _walk(pool: Any, claimer: Claimer, applier: OutcomeApplier, sid: int, steps: list[Any],  # noqa: ANN401
                oracle: Any) -> list[tuple[Any, float]]:  # noqa: ANN401
    """Each step: make the sensor due, claim it, apply the step's outcome; compare with the model after it."""
    out = []
    for i, s in enumerate(steps):
        o = model.outcome_of(s, utcnow())
        t0 = utcnow()
        r = await rt1._step(pool, claimer, applier, sid, o)
        t1 = utcnow()
        oracle.apply(s)
        q = await _quality(pool, sid)
        where = f"step {i} ({s.kind} {s.cls or ''})"
        assert (r["cur"], r["status"], r["n"]) == (oracle.interval, oracle.status, oracle.failures), where
        assert q == pytest.approx(oracle.quality, abs=0.01), where
        assert r["tier"] == _tier(r["cur"]), where
        if s.kind == "skip" and s.skip_s is not None:
            assert abs((r["next_run_at"] - o.skip_until).total_seconds()) < 0.001, where
        elif s.kind != "skip":  # "next_run_at: now + interval × U(0.9, 1.1)"
            assert t1 + timedelta(seconds=0.9 * r["cur"] - 0.01) <= r["next_run_at"], where
            assert r["next_run_at"] <= t0 + timedelta(seconds=1.1 * r["cur"] + 0.01), where
        out.append((r, q))
    return out


# ---------------------------------------------------------------- long sequences through the store


async def test_a_forty_run_walk_in_the_database_matches_the_model(env) -> None:  # noqa: ANN001
    """40 runs of a careers page (tier 3, the seeded 6 h): bursts, decay, 304s, noise, minor changes, two
    failure runs (one reaching `stale`), skips and bot challenges across two failure runs. Every step's
    stored interval, status, count and quality (EMA α 0.15, stored as `real`) equal the model; the
    sensor.status_changed events are exactly the model's transitions; "repeated BOT_CHALLENGE → a
    `blocked_source` review item" — one item, however many challenges follow while it is open."""
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="w40")
    U, N, NM, MEAN, MINOR = model.U, model.N, model.NM, model.MEAN, model.MINOR
    steps = [Step("baseline", conf=0.8), U, N, MEAN, U, NM, U, U, F("TIMEOUT"), model.SK(600), F("DNS"),
             F("HTTP_4XX"), U, MINOR, F("BOT_CHALLENGE"), F("RATE_LIMIT"), F("BOT_CHALLENGE"), F("BOT_CHALLENGE"),
             F("TIMEOUT"), F("BOT_CHALLENGE"), F("HTTP_5XX"), model.SK(None), F("DNS"), Step("noise", conf=0.5),
             F("BOT_CHALLENGE"), F("BOT_CHALLENGE"), U, model.CRIT, U, U, NM, NM, MINOR, U, U, U,
             Step("fail", "PARSING"), U, U, U]
    assert len(steps) == 40
    oracle = model.Oracle("careers", 3, 6 * H, status="active")
    await _walk(pool, claimer, applier, sid, steps, oracle)
    assert await rt1._status_events(pool, sid) == oracle.events
    assert ("failing", "stale") in oracle.events and len(oracle.reviews) >= 4
    assert await _open_reviews(pool, sid) == 1


async def test_thirty_failures_retire_once_and_late_outcomes_change_nothing(env) -> None:  # noqa: ANN001
    """"Then `stale` at 6 and `retired` at 30" — 30 failures of mixed classes with skips between them: the
    events are exactly active → failing → stale → retired; the retired sensor is never claimed again, and a
    duplicate of the 30th outcome is a closed run."""
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="r30", surface="team")
    classes = ["HTTP_5XX", "TIMEOUT", "HTTP_5XX", "RATE_LIMIT", "TIMEOUT", "DNS"] * 5
    steps = []
    for i, c in enumerate(classes):
        steps.append(F(c))
        if i % 7 == 3:
            steps.append(model.SK(120))
    await pool.execute("UPDATE sensors SET current_interval_s = 86400, base_interval_s = 86400 "
                       "WHERE sensor_id = $1", sid)
    oracle = model.Oracle("team", 3, 24 * H, status="active")
    rows = await _walk(pool, claimer, applier, sid, steps, oracle)
    assert rows[-1][0]["status"] == "retired" and rows[-1][0]["n"] == 30
    assert await rt1._status_events(pool, sid) == [("active", "failing"), ("failing", "stale"), ("stale", "retired")]
    seq = rows[-1][0]["run_seq"]
    assert await applier.apply_batch([(sid, seq, model.outcome_of(F("DNS"), utcnow()))]) == [ApplyResult.CLOSED]
    await rt1._make_due(pool, sid)
    assert sid not in await rt1._claim(claimer)
    failed = await pool.fetchval("SELECT sum(failed) FROM crawl_runs")
    assert failed == 30


async def test_robots_after_repair_unblocked_keeps_one_open_review(env) -> None:  # noqa: ANN001
    """"ROBOTS → `blocked` at once and a `blocked_source` review item": repair unblocks the sensor while the
    item is still open, robots.txt still disallows → blocked again, still one open item; once the item is
    resolved and the sensor unblocked again, the next ROBOTS opens a new one (two rows, one open)."""
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="rb2")
    oracle = model.Oracle("careers", 3, 6 * H, status="active")

    async def unblock() -> None:
        async with pool.acquire() as conn, conn.transaction():
            await transition(conn, sid, "active", reason="repair: robots.txt re-checked")
        oracle.status = "active"
        oracle.events.append(("blocked", "active"))

    await _walk(pool, claimer, applier, sid, [model.U, F("ROBOTS")], oracle)
    assert await _open_reviews(pool, sid) == 1
    await unblock()
    await _walk(pool, claimer, applier, sid, [F("ROBOTS")], oracle)
    assert await _open_reviews(pool, sid) == 1
    await pool.execute("UPDATE review_queue SET status = 'resolved', resolved_at = now() WHERE sensor_id = $1", sid)
    await unblock()
    await _walk(pool, claimer, applier, sid, [F("ROBOTS")], oracle)
    assert await _open_reviews(pool, sid) == 1
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 2
    assert await rt1._status_events(pool, sid) == oracle.events == [
        ("active", "blocked"), ("blocked", "active"), ("active", "blocked"), ("blocked", "active"),
        ("active", "blocked")]


# ---------------------------------------------------------------- leases that really expire, late outcomes


def _short_lease_claimer(pool: Any, window: TickWindow) -> Claimer:  # noqa: ANN401
    return Claimer(pool, window, per_domain=100, lease_ttl_s=0.3)


async def _due_events(pool: Any, sid: int) -> list[int]:  # noqa: ANN401
    rows = await pool.fetch("SELECT subject, payload FROM outbox WHERE subject = 'sensor.due' ORDER BY outbox_id")
    return [e.run_seq for e in (decode(r["subject"], bytes(r["payload"])) for r in rows) if e.sensor_id == sid]


async def test_a_lease_that_really_expires_is_reissued_and_the_late_outcome_ignored(env) -> None:  # noqa: ANN001
    """"A run whose outcome never arrives … is re-issued when its lease expires; the late outcome, if it
    comes, is ignored by the version check": a 0.3 s lease, the fetcher dies; the next tick after it issues
    run 2 (a new sensor.due, flagged re-issued); the expiry itself is no outcome (count, interval, status and
    quality untouched); run 1's outcome before and after run 2's is superseded; run 2's applies."""
    pool, _, applier = env
    claimer = _short_lease_claimer(pool, applier.window)
    (sid,) = await seed_sensors(pool, 1, 1, prefix="lse")
    before = await rt1._row(pool, sid)
    first = (await claimer.tick()).claimed
    assert [(c.sensor_id, c.run_seq, c.reissued) for c in first] == [(sid, 1, False)]
    assert (await claimer.tick()).claimed == []  # the lease is live
    await asyncio.sleep(0.4)
    second = (await claimer.tick()).claimed
    assert [(c.sensor_id, c.run_seq, c.reissued) for c in second] == [(sid, 2, True)]
    assert await _due_events(pool, sid) == [1, 2]
    r = await rt1._row(pool, sid)
    assert (r["n"], r["cur"], r["status"], r["checks_total"]) == (before["n"], before["cur"], "active", 0)
    assert await _quality(pool, sid) == 50.0
    late = model.outcome_of(F("DNS"), utcnow())
    assert await applier.apply_batch([(sid, 1, late)]) == [ApplyResult.SUPERSEDED]
    assert await applier.apply_batch([(sid, 2, model.outcome_of(model.NM, utcnow()))]) == [ApplyResult.APPLIED]
    assert await applier.apply_batch([(sid, 1, late)]) == [ApplyResult.SUPERSEDED]
    r = await rt1._row(pool, sid)
    assert (r["n"], r["cur"], r["run_seq"], r["run_open"]) == (0, int(6 * H * 1.25), 2, False)
    assert await pool.fetchval("SELECT sum(reissued) FROM crawl_runs") == 1


async def test_two_expiries_then_every_run_reports_in_one_batch(env) -> None:  # noqa: ANN001
    """Two fetchers die in turn (runs 1 and 2 expire); run 3's outcome arrives in one batch between the two
    late ones: only run 3 applies, whatever the order; the late failures count nothing."""
    pool, _, applier = env
    claimer = _short_lease_claimer(pool, applier.window)
    (sid,) = await seed_sensors(pool, 1, 1, prefix="ls2")
    seqs = []
    for _ in range(3):
        got = (await claimer.tick()).claimed
        seqs += [c.run_seq for c in got]
        await asyncio.sleep(0.4)
    assert seqs == [1, 2, 3]
    # run 3's lease has expired too by now, but it has not been re-issued: its outcome is the run's
    now = utcnow()
    res = await applier.apply_batch([(sid, 1, model.outcome_of(F("TIMEOUT"), now)),
                                     (sid, 3, model.outcome_of(model.MEAN, now)),
                                     (sid, 2, model.outcome_of(F("BOT_CHALLENGE"), now))])
    assert res == [ApplyResult.SUPERSEDED, ApplyResult.APPLIED, ApplyResult.SUPERSEDED]
    r = await rt1._row(pool, sid)
    assert (r["n"], r["cur"], r["fc"]) == (0, 90 * 60, None)
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0


async def test_both_terminal_events_of_one_run_and_redeliveries(env) -> None:  # noqa: ANN001
    """"Exactly one terminal outcome per run reaches the scheduler … otherwise it is stale and ignored": the
    differ's snapshot.stored.changed for a run, then (a buggy fetcher) observation.fetched.failed for the same
    run, the same snapshot event redelivered, an older run's snapshot event: each acknowledged, one applied
    (the burst, checks_total 1, no failure counted)."""
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="two")
    handle = make_handlers(applier)["scheduler-snapshot-stored"]
    seq = (await rt1._claim(claimer))[sid]
    snap = SnapshotStored(sensor_id=sid, run_seq=seq, observation_id=10, result="changed", significance="major",
                          extraction_confidence=0.9, snapshot_id=3, change_id=4)
    fetched = ObservationFetched(sensor_id=sid, run_seq=seq, observation_id=10, outcome="failed",
                                 failure_class="HTTP_5XX", http_status=503, fetched_at=utcnow())
    older = SnapshotStored(sensor_id=sid, run_seq=seq - 1, observation_id=9, result="failed", failure_class="PARSING")
    for ev in (snap, fetched, snap, older):
        assert isinstance(await handle(rt1._delivery(ev)), Ack)
    r = await rt1._row(pool, sid)
    assert (r["n"], r["cur"], r["checks_total"], r["run_open"]) == (0, 90 * 60, 1, False)
    assert await _quality(pool, sid) == pytest.approx(50 + 0.15 * (90 - 50), abs=0.01)
    assert applier.applied_total == 1 and applier.stale_total == 3


async def test_fetcher_dies_over_nats_the_running_service_reissues_and_ignores_the_late_run(
        fresh_db_url: str, nats_url: str, tmp_path: Any) -> None:  # noqa: ANN401
    """The running service (tick 0.2 s, lease 1 s), outcomes over real JetStream: run 1 is claimed and its
    fetcher dies; the service re-issues run 2 by itself; then run 1's late failure, run 2's snapshot.stored
    (published twice under two message ids — a producer retry the broker cannot deduplicate) and run 1's
    failure again arrive. One outcome applies (run 2's, once), nothing is dead-lettered, the count of
    failures stays 0 and run 3 is not issued (the interval is hours)."""
    from changewire_common.bus import connect_nats
    from changewire_common.embedded import free_port
    from changewire_common.events import encode
    from changewire_common.naming import Naming
    from changewire_common.service import run_service
    from changewire_common.testing import new_prefix
    from changewire_scheduler.app import wire

    prefix = new_prefix()
    naming = Naming(prefix)
    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    (sid,) = await seed_sensors(pool, 1, 1, prefix="nts")
    settings = SchedulerSettings(database_url=fresh_db_url, nats_url=nats_url, nats_prefix=prefix,
                                 metrics_port=free_port(), metrics_host="127.0.0.1", data_dir=str(tmp_path), tick_s=0.2,
                                 lease_ttl_s=1.0, retention_schedule="off", repair_sweep_schedule="off")
    stop, ready = asyncio.Event(), asyncio.Event()
    svc = asyncio.create_task(run_service("scheduler", settings, wire, stop=stop, install_signals=False,
                                          ready_event=ready))
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()

    async def wait_for(sql: str, want: Any) -> None:  # noqa: ANN401
        for _ in range(150):
            if await pool.fetchval(sql, sid) == want:
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"{sql} never became {want!r}")

    try:
        await asyncio.wait_for(ready.wait(), 30)
        await wait_for("SELECT run_seq FROM sensors WHERE sensor_id = $1 AND run_open", 1)
        await wait_for("SELECT run_seq FROM sensors WHERE sensor_id = $1 AND run_open", 2)  # nobody answered
        late = ObservationFetched(sensor_id=sid, run_seq=1, observation_id=1, outcome="failed",
                                  failure_class="TIMEOUT", fetched_at=utcnow())
        good = SnapshotStored(sensor_id=sid, run_seq=2, observation_id=2, result="unchanged",
                              extraction_confidence=1.0, snapshot_id=1)
        for n, ev in enumerate((late, good, good, late)):
            await js.publish(naming.subject(ev.subject()), encode(ev), headers={"Nats-Msg-Id": f"{prefix}-{n}"})
        await wait_for("SELECT run_open FROM sensors WHERE sensor_id = $1", False)
        await asyncio.sleep(0.5)  # the last late outcome, after the applied one
        r = await rt1._row(pool, sid)
        assert (r["run_seq"], r["run_open"], r["n"], r["checks_total"], r["fc"]) == (2, False, 0, 1, None)
        assert r["cur"] == int(6 * H * 1.25)
        assert await _quality(pool, sid) == pytest.approx(50 + 0.15 * 50, abs=0.01)
        assert await pool.fetchval("SELECT count(*) FROM dead_letters") == 0
        assert await _due_events(pool, sid) == [1, 2]
        assert await pool.fetchval("SELECT sum(reissued) FROM crawl_runs") == 1
    finally:
        stop.set()
        assert await asyncio.wait_for(svc, 60) == 0
        await nc.close()
        await pool.close()


async def test_robots_after_a_challenge_review_is_told_in_the_open_item(env) -> None:  # noqa: ANN001
    """BOT_CHALLENGE twice opens a `blocked_source` item ("repeated BOT_CHALLENGE → a `blocked_source` review
    item"); then robots.txt disallows: "ROBOTS → `blocked` at once and a `blocked_source` review item". One
    open item per kind and sensor is the store's rule, so no second row — but the open item must now say
    what a reviewer has to act on (robots.txt, the sensor is blocked), keeping the challenge finding; more
    challenges of the same kind later do not rewrite it."""
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="cbr")
    oracle = model.Oracle("careers", 3, 6 * H, status="active")
    await _walk(pool, claimer, applier, sid, [F("BOT_CHALLENGE"), F("BOT_CHALLENGE"), F("BOT_CHALLENGE")], oracle)
    await _walk(pool, claimer, applier, sid, [F("ROBOTS")], oracle)
    rows = await pool.fetch("SELECT status, payload FROM review_queue WHERE sensor_id = $1", sid)
    assert len(rows) == 1 and rows[0]["status"] == "open"
    payload = rows[0]["payload"] if isinstance(rows[0]["payload"], dict) else json.loads(rows[0]["payload"])
    assert payload["failure_class"] == "ROBOTS" and "robots.txt" in payload["reason"]
    assert [e["failure_class"] for e in payload["earlier"]] == ["BOT_CHALLENGE"]
