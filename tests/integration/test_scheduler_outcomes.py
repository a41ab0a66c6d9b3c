"""Applying outcomes against real PostgreSQL: status transitions through the shared transition function
(sensor.status_changed in the outbox, same transaction), review items opened once, redirect URL in
config, duplicates in one batch applied once, crawl_runs counts, and a failing batch isolated."""
from __future__ import annotations

import random
from datetime import timedelta

import pytest

from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.events import decode
from changewire_common.status import InvalidTransition, transition
from changewire_scheduler.applier import ApplyResult, OutcomeApplier
from changewire_scheduler.claimer import Claimer, TickWindow
from changewire_scheduler.policy import OutcomeKind, RunOutcome, StatusPolicy
from changewire_scheduler.schedule import SchedulePolicy
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration


@pytest.fixture
async def env(fresh_db_url: str):  # noqa: ANN201
    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    window = TickWindow("outcomes")
    claimer = Claimer(pool, window, per_domain=100)
    applier = OutcomeApplier(pool, SchedulePolicy.from_settings(SchedulerSettings()), StatusPolicy(), window,
                             rng=random.Random(5), batch=64)
    yield pool, claimer, applier
    await applier.stop()
    await pool.close()


async def _claim(claimer: Claimer) -> dict[int, int]:
    r = await claimer.tick()
    return {c.sensor_id: c.run_seq for c in r.claimed}


async def _status_events(pool) -> list[tuple[int, str, str]]:  # noqa: ANN001
    rows = await pool.fetch("SELECT subject, payload FROM outbox WHERE subject LIKE 'sensor.status_changed.%' "
                            "ORDER BY outbox_id")
    out = []
    for r in rows:
        e = decode(r["subject"], bytes(r["payload"]))
        out.append((e.sensor_id, e.from_status, e.to_status))  # type: ignore[attr-defined]
    return out


def F(cls: str) -> RunOutcome:  # noqa: N802
    return RunOutcome(OutcomeKind.FAILED, utcnow(), failure_class=cls, http_status=503)


async def test_failures_walk_the_lifecycle_and_success_recovers(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="life")
    seen = []
    for _ in range(30):
        runs = await _claim(claimer)
        assert sid in runs, "a failing/stale sensor keeps being claimed"
        assert await applier.apply_batch([(sid, runs[sid], F("DNS"))]) == [ApplyResult.APPLIED]
        row = await pool.fetchrow("SELECT status::text AS s, consecutive_failures AS n FROM sensors "
                                  "WHERE sensor_id = $1", sid)
        seen.append((row["n"], row["s"]))
        await pool.execute("UPDATE sensors SET next_run_at = now() - interval '1 s' WHERE sensor_id = $1", sid)
    assert seen[1] == (2, "active") and seen[2] == (3, "failing") and seen[5] == (6, "stale")
    assert seen[28] == (29, "stale") and seen[29] == (30, "retired")
    assert await _status_events(pool) == [(sid, "active", "failing"), (sid, "failing", "stale"),
                                          (sid, "stale", "retired")]
    # retired is not claimable any more
    assert sid not in await _claim(claimer)
    row = await pool.fetchrow("SELECT current_interval_s, tier, quality_score, last_failure_class::text AS fc "
                              "FROM sensors WHERE sensor_id = $1", sid)
    assert row["current_interval_s"] == 7 * 86400 and row["tier"] == "E" and row["fc"] == "DNS"
    assert row["quality_score"] < 1.0


async def test_recovery_to_active(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="rec", status="pending")
    runs = await _claim(claimer)
    await applier.apply_batch([(sid, runs[sid], F("BOT_CHALLENGE"))])
    await pool.execute("UPDATE sensors SET next_run_at = now() WHERE sensor_id = $1", sid)
    runs = await _claim(claimer)
    await applier.apply_batch([(sid, runs[sid], F("BOT_CHALLENGE"))])
    assert await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid) == "failing"
    review = await pool.fetch("SELECT kind::text AS kind, status, company_id, payload FROM review_queue")
    assert [(r["kind"], r["status"]) for r in review] == [("blocked_source", "open")]
    assert review[0]["payload"]["url"].startswith("https://d0-rec.test/")
    await pool.execute("UPDATE sensors SET next_run_at = now() WHERE sensor_id = $1", sid)
    runs = await _claim(claimer)
    ok = RunOutcome(OutcomeKind.CHANGED, utcnow(), significance="major", extraction_confidence=0.9)
    assert await applier.apply_batch([(sid, runs[sid], ok)]) == [ApplyResult.APPLIED]
    row = await pool.fetchrow("SELECT * FROM sensors WHERE sensor_id = $1", sid)
    assert row["status"] == "active" and row["consecutive_failures"] == 0 and row["last_change_at"] is not None
    assert row["current_interval_s"] == 6 * 3600 // 4 and row["tier"] == "B"
    assert row["status_reason"] == "recovered from failing"
    assert await _status_events(pool) == [(sid, "pending", "failing"), (sid, "failing", "active")]


async def test_robots_blocks_once_with_one_review_item(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    ids = await seed_sensors(pool, 2, 1, prefix="rob")
    runs = await _claim(claimer)
    res = await applier.apply_batch([(ids[0], runs[ids[0]], F("ROBOTS")), (ids[1], runs[ids[1]], F("ROBOTS"))])
    assert res == [ApplyResult.APPLIED, ApplyResult.APPLIED]
    assert await pool.fetchval("SELECT count(*) FROM sensors WHERE status = 'blocked'") == 2
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE kind = 'blocked_source'") == 2
    # an open item already exists: a second ROBOTS failure (after repair re-activated it) opens none
    async with pool.acquire() as conn, conn.transaction():
        await transition(conn, ids[0], "active", reason="test: repair re-activated")
    await pool.execute("UPDATE sensors SET next_run_at = now() WHERE sensor_id = $1", ids[0])
    runs = await _claim(claimer)
    await applier.apply_batch([(ids[0], runs[ids[0]], F("ROBOTS"))])
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", ids[0]) == 1
    assert await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", ids[0]) == "blocked"


async def test_redirected_records_url_and_stops_runs(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="redir")
    await pool.execute("UPDATE sensors SET config = '{\"selector\": \"main\"}' WHERE sensor_id = $1", sid)
    runs = await _claim(claimer)
    out = RunOutcome(OutcomeKind.REDIRECTED, utcnow(), redirect_url="https://new.redir.test/jobs")
    await applier.apply_batch([(sid, runs[sid], out)])
    row = await pool.fetchrow("SELECT status::text AS s, config FROM sensors WHERE sensor_id = $1", sid)
    assert row["s"] == "redirected"
    assert row["config"] == {"selector": "main", "redirect_url": "https://new.redir.test/jobs"}
    await pool.execute("UPDATE sensors SET next_run_at = now() WHERE sensor_id = $1", sid)
    assert sid not in await _claim(claimer)


async def test_skipped_and_duplicates_in_one_batch(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    ids = await seed_sensors(pool, 3, 3, prefix="dup")
    runs = await _claim(claimer)
    until = utcnow() + timedelta(minutes=9)
    skip = RunOutcome(OutcomeKind.SKIPPED, utcnow(), skip_until=until)
    nm = RunOutcome(OutcomeKind.NOT_MODIFIED, utcnow())
    res = await applier.apply_batch([
        (ids[0], runs[ids[0]], skip), (ids[0], runs[ids[0]], skip),  # duplicate in the same batch
        (ids[1], runs[ids[1]], nm), (ids[1], runs[ids[1]] + 5, nm),  # from a run that does not exist
        (999999, 1, nm),  # unknown sensor
    ])
    assert res == [ApplyResult.APPLIED, ApplyResult.CLOSED, ApplyResult.APPLIED, ApplyResult.SUPERSEDED,
                   ApplyResult.UNKNOWN_SENSOR]
    row = await pool.fetchrow("SELECT next_run_at, current_interval_s, status::text AS s, last_outcome "
                              "FROM sensors WHERE sensor_id = $1", ids[0])
    assert abs((row["next_run_at"] - until).total_seconds()) < 0.001
    assert row["current_interval_s"] == 21600 and row["last_outcome"] == "skipped" and row["s"] == "active"
    counts = await pool.fetchrow("SELECT sum(skipped) AS skipped, sum(not_modified) AS nm, sum(ok) AS ok "
                                 "FROM crawl_runs")
    assert (counts["skipped"], counts["nm"], counts["ok"]) == (1, 1, 0)


async def test_crawl_run_counts_by_outcome(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    ids = await seed_sensors(pool, 6, 6, prefix="cnt")
    runs = await _claim(claimer)
    now = utcnow()
    outs = [RunOutcome(OutcomeKind.BASELINE, now, extraction_confidence=1.0),
            RunOutcome(OutcomeKind.UNCHANGED, now, extraction_confidence=1.0),
            RunOutcome(OutcomeKind.NOISE, now, extraction_confidence=1.0),
            RunOutcome(OutcomeKind.CHANGED, now, significance="critical", extraction_confidence=1.0),
            RunOutcome(OutcomeKind.CHANGED, now, significance="minor", extraction_confidence=1.0),
            F("TIMEOUT")]
    await applier.apply_batch([(sid, runs[sid], o) for sid, o in zip(ids, outs, strict=True)])
    c = await pool.fetchrow("SELECT sum(ok) ok, sum(changed) changed, sum(meaningful) meaningful, sum(failed) failed,"
                            " sum(unchanged) unchanged FROM crawl_runs")
    assert dict(c) == {"ok": 5, "changed": 2, "meaningful": 1, "failed": 1, "unchanged": 2}
    assert await pool.fetchval("SELECT count(*) FROM sensors WHERE run_open") == 0


async def test_a_bad_outcome_does_not_hold_back_its_batch(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    ids = await seed_sensors(pool, 3, 3, prefix="iso")
    runs = await _claim(claimer)
    now = utcnow()
    good = RunOutcome(OutcomeKind.UNCHANGED, now, extraction_confidence=1.0)
    # an unknown failure class string reaches SQL as an invalid enum value in this one outcome
    bad = RunOutcome(OutcomeKind.FAILED, now, failure_class="NOT_A_CLASS")
    futs = [applier.submit(ids[0], runs[ids[0]], good), applier.submit(ids[1], runs[ids[1]], bad),
            applier.submit(ids[2], runs[ids[2]], good)]
    import asyncio

    results = await asyncio.gather(*futs, return_exceptions=True)
    assert results[0] == ApplyResult.APPLIED and results[2] == ApplyResult.APPLIED
    assert isinstance(results[1], Exception)
    assert await pool.fetchval("SELECT count(*) FROM sensors WHERE run_open") == 1


async def test_transition_function_against_postgres(env) -> None:  # noqa: ANN001
    pool, _, _ = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="tr")
    async with pool.acquire() as conn:
        async with conn.transaction():
            ev = await transition(conn, sid, "failing", reason="r", failure_class="DNS")
        assert ev is not None and (ev.from_status, ev.to_status) == ("active", "failing")
        async with conn.transaction():
            assert await transition(conn, sid, "failing", reason="again") is None  # same status: no event
        async with conn.transaction():
            await transition(conn, sid, "retired", reason="gone")
        with pytest.raises(InvalidTransition):
            async with conn.transaction():
                await transition(conn, sid, "active", reason="no way back")
        with pytest.raises(LookupError):
            async with conn.transaction():
                await transition(conn, 10**9, "active", reason="missing")
        # a failed transaction leaves no event behind
        with pytest.raises(RuntimeError):
            async with conn.transaction():
                (sid2,) = await seed_sensors(conn, 1, 1, prefix="tr2")
                await transition(conn, sid2, "blocked", reason="x")
                raise RuntimeError("rollback")
    assert await _status_events(pool) == [(sid, "active", "failing"), (sid, "failing", "retired")]
