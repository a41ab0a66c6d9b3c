"""Scheduler red-team round 1 against real PostgreSQL: outcome sequences applied through the batching
applier (status transitions and review items written, counters and intervals stored), events out of
order / duplicated / for an old run_seq / for sensors changed or deleted meanwhile, poison events at the
handler (terminated with a reason, never retried), claims by several schedulers at once with per-domain
caps and priority, expired leases, every status, and the `schedule` / `sensors` / `stats` CLIs on
databases in many states.

Cases (grouped):
- sequences: mixed classes → failing → stale → recovery (DB row and sensor.status_changed events at
  each step); ROBOTS → blocked with one review item, later outcomes leave it blocked; BOT_CHALLENGE
  twice → one open review item across further challenges; redirected → config.redirect_url, no more
  claims; a skipped run inside a failure run; crawl_runs counts for every outcome kind;
- out of order: an outcome after its lease expired but before any re-issue (applied), old run_seq after a re-issue, a future run_seq, a duplicate after apply, a duplicate in
  one batch, a sensor deleted / retired / blocked while its run was in flight;
- poison at the handler: unknown outcome / result → Term with the value in the reason; `ok` → Ack
  (not applied); an id outside bigint → Term (not a transient retry); naive timestamps → applied;
  the same over real NATS through the running service: bytes that are not JSON, wrong types, an id
  outside bigint and an unknown outcome each dead-lettered on their first delivery with a readable
  error, while the good outcomes around them apply;
- claims: three schedulers at once (each run issued once, each replica within the per-domain cap),
  subdomains sharing one registrable-domain allowance, priority deciding inside a capped domain,
  a live lease never re-claimed even when next_run_at is in the past, an expired one re-issued with a
  new run_seq (the old run's late outcome ignored), sensors in every status;
- a sensor whose URL cannot be parsed (unclosed IPv6 bracket) among ordinary due sensors;
- CLI: empty database (`sensors --json` → [], `stats --json` zeros, `schedule --once` → 0 runs), every
  status (`--status` filters, stats by status, backlog only of claimable sensors), a company filter that
  matches nothing, company by name (any case) and id, bad flags → exit 2 with a message on stderr,
  `schedule --once` text and JSON (re-issued runs flagged), a never-run pending sensor in the text table, the database
  unreachable (`sensors` / `stats`, text and JSON).

Wrong at first, fixed (general terms):
- `changewire schedule --json` (or `--dry-run --json`) without `--once` silently started the long-running
  service instead of printing anything; flags that only mean something with `--once` now exit 2 with a
  message, like `--dry-run` already did;
- one sensor URL that cannot be parsed (`http://[::1/status`) made the domain lookup raise inside the
  tick's plan: every tick failed, so no sensor at all was claimed until someone fixed the row; an
  unparseable URL now gets the empty domain (its own shared allowance) and is claimed — the fetcher
  fails that run and the failure policy takes over;
- `changewire sensors --company ""` (an unset shell variable) listed every company's sensors; an empty
  or blank company filter now exits 2 with a message, and surrounding spaces are ignored;
- `changewire sensors` / `changewire stats` printed a Python traceback when the database was
  unreachable; they now print one line on stderr and exit 1, as `schedule --once` already did;
- a poison outcome (ids outside bigint) was NAKed as a transient database error up to max_deliver
  deliveries; it is now terminated at once with its reason (see the unit module for the rule).

Expectations revised: none.
Left alone: none.
"""
from __future__ import annotations

import asyncio
import json
import random
from datetime import datetime, timedelta
from typing import Any

import pytest

from changewire_common.bus import Ack, Delivery, Term
from changewire_common.cli import main
from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.events import ObservationFetched, SnapshotStored, decode
from changewire_common.status import transition
from changewire_scheduler.applier import ApplyResult, OutcomeApplier
from changewire_scheduler.claimer import Claimer, TickWindow
from changewire_scheduler.handlers import make_handlers
from changewire_scheduler.policy import OutcomeKind, RunOutcome, StatusPolicy
from changewire_scheduler.schedule import SchedulePolicy
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration

H = 3600
MAX = 7 * 86400
STATUSES = ["pending", "active", "failing", "stale", "retired", "blocked", "redirected"]


@pytest.fixture
async def env(fresh_db_url: str):  # noqa: ANN201
    pool = await create_pool(fresh_db_url, attempts=3, max_size=6)
    window = TickWindow("rt1")
    claimer = Claimer(pool, window, per_domain=100)
    applier = OutcomeApplier(pool, SchedulePolicy.from_settings(SchedulerSettings()), StatusPolicy(), window,
                             rng=random.Random(11), batch=64)
    yield pool, claimer, applier
    await applier.stop()
    await pool.close()


async def _claim(claimer: Claimer) -> dict[int, int]:
    return {c.sensor_id: c.run_seq for c in (await claimer.tick()).claimed}


async def _make_due(pool: Any, sid: int) -> None:  # noqa: ANN401
    await pool.execute("UPDATE sensors SET next_run_at = now() - interval '1 s' WHERE sensor_id = $1", sid)


async def _row(pool: Any, sid: int) -> Any:  # noqa: ANN401
    return await pool.fetchrow(
        "SELECT status::text AS status, consecutive_failures AS n, current_interval_s AS cur, run_open, run_seq, "
        "last_failure_class::text AS fc, checks_total, config, tier, next_run_at FROM sensors WHERE sensor_id = $1",
        sid)


async def _status_events(pool: Any, sid: int) -> list[tuple[str, str]]:  # noqa: ANN401
    rows = await pool.fetch("SELECT subject, payload FROM outbox WHERE subject LIKE 'sensor.status_changed.%' "
                            "ORDER BY outbox_id")
    out = []
    for r in rows:
        e = decode(r["subject"], bytes(r["payload"]))
        if e.sensor_id == sid:  # type: ignore[attr-defined]
            out.append((e.from_status, e.to_status))  # type: ignore[attr-defined]
    return out


def F(cls: str) -> RunOutcome:  # noqa: N802
    return RunOutcome(OutcomeKind.FAILED, utcnow(), failure_class=cls)


def OK(kind: OutcomeKind = OutcomeKind.UNCHANGED) -> RunOutcome:  # noqa: N802
    return RunOutcome(kind, utcnow(), extraction_confidence=None if kind is OutcomeKind.NOT_MODIFIED else 0.95)


async def _step(pool: Any, claimer: Claimer, applier: OutcomeApplier, sid: int, outcome: RunOutcome) -> Any:  # noqa: ANN401
    await _make_due(pool, sid)
    runs = await _claim(claimer)
    assert sid in runs
    assert await applier.apply_batch([(sid, runs[sid], outcome)]) == [ApplyResult.APPLIED]
    return await _row(pool, sid)


# ---------------------------------------------------------------- sequences through the store


async def test_mixed_failure_run_then_recovery_in_the_database(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="mix")
    seq = [F("TIMEOUT"), F("HTTP_5XX"), F("DNS"), F("TIMEOUT"), F("RATE_LIMIT"), F("PAGE_REMOVED"), OK()]
    rows = [await _step(pool, claimer, applier, sid, o) for o in seq]
    assert [r["n"] for r in rows] == [1, 2, 3, 4, 5, 6, 0]
    assert [r["status"] for r in rows] == ["active", "active", "failing", "failing", "failing", "stale", "active"]
    assert [r["cur"] for r in rows] == [9 * H, int(13.5 * H), int(40.5 * H), int(60.75 * H), MAX, MAX, MAX]
    assert rows[-1]["fc"] == "PAGE_REMOVED" and rows[-1]["checks_total"] == 1 and not rows[-1]["run_open"]
    assert await _status_events(pool, sid) == [("active", "failing"), ("failing", "stale"), ("stale", "active")]


async def test_skipped_inside_a_failure_run_in_the_database(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="skp")
    await _step(pool, claimer, applier, sid, F("DNS"))
    await _step(pool, claimer, applier, sid, F("DNS"))
    until = utcnow() + timedelta(minutes=12)
    r = await _step(pool, claimer, applier, sid, RunOutcome(OutcomeKind.SKIPPED, utcnow(), skip_until=until))
    assert r["n"] == 2 and r["status"] == "active" and r["cur"] == 54 * H
    assert abs((r["next_run_at"] - until).total_seconds()) < 0.001
    r = await _step(pool, claimer, applier, sid, F("DNS"))
    assert r["n"] == 3 and r["status"] == "failing"


async def test_robots_blocks_once_and_later_outcomes_keep_it_blocked(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="rob")
    await _step(pool, claimer, applier, sid, F("TIMEOUT"))
    r = await _step(pool, claimer, applier, sid, F("ROBOTS"))
    assert r["status"] == "blocked"
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1 AND kind = 'blocked_source' "
                               "AND status = 'open'", sid) == 1
    await _make_due(pool, sid)
    assert sid not in await _claim(claimer)  # blocked is not claimable
    assert await _status_events(pool, sid) == [("active", "blocked")]


async def test_repeated_bot_challenge_opens_one_review_item(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="bot")
    statuses = [(await _step(pool, claimer, applier, sid, F("BOT_CHALLENGE")))["status"] for _ in range(4)]
    assert statuses == ["active", "failing", "failing", "failing"]
    rows = await pool.fetch("SELECT kind::text AS kind, payload FROM review_queue WHERE sensor_id = $1", sid)
    assert [r["kind"] for r in rows] == ["blocked_source"]
    payload = rows[0]["payload"] if isinstance(rows[0]["payload"], dict) else json.loads(rows[0]["payload"])
    assert payload["failure_class"] == "BOT_CHALLENGE" and payload["url"].startswith("https://d0-bot.test/")


async def test_redirect_records_the_url_and_stops_claims(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="red")
    r = await _step(pool, claimer, applier, sid, RunOutcome(OutcomeKind.REDIRECTED, utcnow(),
                                                            redirect_url="https://jobs.example-hr.test/acme"))
    cfg = r["config"] if isinstance(r["config"], dict) else json.loads(r["config"])
    assert r["status"] == "redirected" and cfg["redirect_url"] == "https://jobs.example-hr.test/acme"
    await _make_due(pool, sid)
    assert sid not in await _claim(claimer)


# ---------------------------------------------------------------- out of order, duplicated, changed meanwhile


async def test_old_future_and_duplicate_run_seqs(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="ooo")
    runs = await _claim(claimer)
    # the lease expires: run 2 is issued
    await pool.execute("UPDATE sensors SET lease_until = now() - interval '1 s', next_run_at = now() - interval '1 s' "
                       "WHERE sensor_id = $1", sid)
    runs2 = await _claim(claimer)
    assert runs[sid] == 1 and runs2[sid] == 2
    assert await applier.apply_batch([(sid, 1, F("DNS"))]) == [ApplyResult.SUPERSEDED]
    assert await applier.apply_batch([(sid, 9, OK())]) == [ApplyResult.SUPERSEDED]
    assert await applier.apply_batch([(sid, 2, OK()), (sid, 2, F("DNS"))]) == [ApplyResult.APPLIED,
                                                                              ApplyResult.CLOSED]
    assert await applier.apply_batch([(sid, 2, OK())]) == [ApplyResult.CLOSED]
    assert await applier.apply_batch([(sid, 1, F("DNS"))]) == [ApplyResult.SUPERSEDED]
    r = await _row(pool, sid)
    assert r["n"] == 0 and r["checks_total"] == 1 and not r["run_open"] and r["status"] == "active"


async def test_sensor_deleted_meanwhile(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    a, b = await seed_sensors(pool, 2, 2, prefix="del")
    runs = await _claim(claimer)
    await pool.execute("DELETE FROM outbox")
    await pool.execute("DELETE FROM sensors WHERE sensor_id = $1", a)
    got = await applier.apply_batch([(a, runs[a], OK()), (b, runs[b], OK())])
    assert got == [ApplyResult.UNKNOWN_SENSOR, ApplyResult.APPLIED]


@pytest.mark.parametrize(("to", "outcome"), [
    ("retired", "ok"), ("retired", "ROBOTS"), ("blocked", "DNS"), ("blocked", "ok"), ("redirected", "TIMEOUT"),
])
async def test_status_changed_by_repair_while_in_flight(env, to: str, outcome: str) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="rep")
    runs = await _claim(claimer)
    async with pool.acquire() as conn, conn.transaction():
        await transition(conn, sid, to, reason="repair decided")
    o = OK() if outcome == "ok" else F(outcome)
    assert await applier.apply_batch([(sid, runs[sid], o)]) == [ApplyResult.APPLIED]
    r = await _row(pool, sid)
    assert r["status"] == to and not r["run_open"]
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0
    assert await _status_events(pool, sid) == [("active", to)]
    await _make_due(pool, sid)
    assert sid not in await _claim(claimer)


async def test_outcome_after_lease_expiry_but_before_reissue_still_applies(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="late")
    runs = await _claim(claimer)
    await pool.execute("UPDATE sensors SET lease_until = now() - interval '1 s', next_run_at = now() - interval '1 s' "
                       "WHERE sensor_id = $1", sid)
    # the slow fetch finishes before any scheduler re-issued the run: its outcome is the run's outcome
    assert await applier.apply_batch([(sid, runs[sid], OK(OutcomeKind.NOT_MODIFIED))]) == [ApplyResult.APPLIED]
    r = await _row(pool, sid)
    assert not r["run_open"] and r["run_seq"] == 1 and r["next_run_at"] > utcnow()
    assert sid not in await _claim(claimer)  # nothing to re-issue


async def test_crawl_run_counts_for_every_outcome_kind(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    ids = await seed_sensors(pool, 6, 6, prefix="cnt")
    runs = await _claim(claimer)
    now = utcnow()
    outs = [RunOutcome(OutcomeKind.NOT_MODIFIED, now), RunOutcome(OutcomeKind.SKIPPED, now, skip_until=now),
            RunOutcome(OutcomeKind.REDIRECTED, now, redirect_url="https://x.example-corp.co.uk/"),
            RunOutcome(OutcomeKind.FAILED, now, failure_class="SCHEMA", source="snapshot"),
            RunOutcome(OutcomeKind.CHANGED, now, significance="minor", extraction_confidence=0.7),
            RunOutcome(OutcomeKind.BASELINE, now, extraction_confidence=1.0)]
    got = await applier.apply_batch([(sid, runs[sid], o) for sid, o in zip(ids, outs, strict=True)])
    assert got == [ApplyResult.APPLIED] * 6
    c = await pool.fetchrow("SELECT sum(claimed) claimed, sum(ok) ok, sum(changed) changed, sum(meaningful) meaningful, "
                            "sum(failed) failed, sum(not_modified) nm, sum(unchanged) unchanged, sum(skipped) skipped, "
                            "sum(redirected) redirected FROM crawl_runs")
    # ok = fetches that returned content (the parse failure's fetch was ok; a 304 is counted on its own)
    assert dict(c) == {"claimed": 6, "ok": 3, "changed": 1, "meaningful": 0, "failed": 1, "nm": 1, "unchanged": 0,
                       "skipped": 1, "redirected": 1}


# ---------------------------------------------------------------- poison at the handler


def _delivery(ev: Any) -> Delivery:  # noqa: ANN401
    return Delivery(ev.subject(), ev, b"{}", ev.event_id, 1, 1, "scheduler-observation-fetched")


async def test_handler_dispositions_for_poison_and_odd_events(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="poi")
    runs = await _claim(claimer)
    handle = make_handlers(applier)["scheduler-observation-fetched"]
    now = utcnow()

    d = await handle(_delivery(ObservationFetched(sensor_id=sid, run_seq=runs[sid], observation_id=1,
                                                  outcome="exploded", fetched_at=now)))
    assert isinstance(d, Term) and "exploded" in d.reason
    d = await handle(_delivery(SnapshotStored(sensor_id=sid, run_seq=runs[sid], observation_id=1, result="weird")))
    assert isinstance(d, Term) and "weird" in d.reason
    d = await handle(_delivery(ObservationFetched(sensor_id=2**63, run_seq=1, observation_id=1, outcome="failed",
                                                  failure_class="DNS", fetched_at=now)))
    assert isinstance(d, Term) and "sensor_id" in d.reason
    # ok: the differ's snapshot.stored completes the run; nothing applied
    d = await handle(_delivery(ObservationFetched(sensor_id=sid, run_seq=runs[sid], observation_id=1, outcome="ok",
                                                  fetched_at=now)))
    assert isinstance(d, Ack) and (await _row(pool, sid))["run_open"]
    # naive timestamps from a sloppy producer: applied, read as UTC
    naive = now.replace(tzinfo=None)
    d = await handle(_delivery(ObservationFetched(sensor_id=sid, run_seq=runs[sid], observation_id=1,
                                                  outcome="skipped", fetched_at=naive,
                                                  skip_until=naive + timedelta(minutes=30))))
    assert isinstance(d, Ack)
    r = await _row(pool, sid)
    assert not r["run_open"] and abs((r["next_run_at"] - (now + timedelta(minutes=30))).total_seconds()) < 0.01
    # an outcome for a sensor that never existed: acknowledged, nothing written
    d = await handle(_delivery(ObservationFetched(sensor_id=sid + 1000, run_seq=1, observation_id=1,
                                                  outcome="not_modified", fetched_at=now)))
    assert isinstance(d, Ack)


async def test_poison_over_nats_is_dead_lettered_on_first_delivery(fresh_db_url: str, nats_url: str,
                                                                   tmp_path: Any) -> None:  # noqa: ANN401
    from changewire_common.bus import connect_nats
    from changewire_common.embedded import free_port
    from changewire_common.naming import Naming
    from changewire_common.service import run_service
    from changewire_common.testing import new_prefix
    from changewire_scheduler.app import wire

    prefix = new_prefix()
    naming = Naming(prefix)
    pool = await create_pool(fresh_db_url, attempts=3, max_size=4)
    a, b = await seed_sensors(pool, 2, 2, prefix="dlq")
    settings = SchedulerSettings(database_url=fresh_db_url, nats_url=nats_url, nats_prefix=prefix,
                                 metrics_port=free_port(), metrics_host="127.0.0.1", data_dir=str(tmp_path), tick_s=0.2,
                                 retention_schedule="off", repair_sweep_schedule="off")
    stop, ready = asyncio.Event(), asyncio.Event()
    svc = asyncio.create_task(run_service("scheduler", settings, wire, stop=stop, install_signals=False,
                                          ready_event=ready))
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    try:
        await asyncio.wait_for(ready.wait(), 30)

        async def claimed() -> bool:
            return await pool.fetchval("SELECT count(*) FROM sensors WHERE run_open") == 2
        for _ in range(200):
            if await claimed():
                break
            await asyncio.sleep(0.1)
        now = utcnow()
        naive = now.replace(tzinfo=None).isoformat()
        naive_later = (now + timedelta(hours=1)).replace(tzinfo=None).isoformat()
        bodies = {
            "observation.fetched.failed": [b"\x00\xffnot json", b'{"sensor_id": "seven"}',
                                           json.dumps({"sensor_id": 2**63 + 5, "run_seq": 1, "observation_id": 1,
                                                       "outcome": "failed", "fetched_at": now.isoformat()}).encode()],
            # the consumer filters on the outcomes it applies; a payload whose outcome no version knows
            # can still arrive on one of them
            "observation.fetched.redirected": [json.dumps({"sensor_id": a, "run_seq": 1, "observation_id": 1,
                                                           "outcome": "teleported",
                                                           "fetched_at": now.isoformat()}).encode()],
            "observation.fetched.skipped": [json.dumps({"sensor_id": a, "run_seq": 1, "observation_id": 2,
                                                        "outcome": "skipped", "fetched_at": naive,
                                                        "skip_until": naive_later}).encode()],
            "snapshot.stored.unchanged": [json.dumps({"sensor_id": b, "run_seq": 1, "observation_id": 3,
                                                      "result": "unchanged", "extraction_confidence": 0.9}).encode()],
        }
        n = 0
        for subject, payloads in bodies.items():
            for body in payloads:
                n += 1
                await js.publish(naming.subject(subject), body, headers={"Nats-Msg-Id": f"{prefix}-{n}"})

        async def settled() -> bool:
            return (await pool.fetchval("SELECT count(*) FROM sensors WHERE run_open") == 0
                    and await pool.fetchval("SELECT count(*) FROM dead_letters") >= 4)
        for _ in range(200):
            if await settled():
                break
            await asyncio.sleep(0.1)
        rows = await pool.fetch("SELECT subject, error, deliveries FROM dead_letters ORDER BY dead_letter_id")
        assert len(rows) == 4
        assert all(r["deliveries"] == 1 for r in rows), [dict(r) for r in rows]  # no retry loop
        errors = " | ".join(r["error"] for r in rows)
        assert "cannot decode" in errors and "sensor_id" in errors and "teleported" in errors
        r = await _row(pool, a)
        # the skipped run (naive times, read as UTC) applied: due again in an hour
        assert not r["run_open"] and r["checks_total"] == 0
        assert abs((r["next_run_at"] - now - timedelta(hours=1)).total_seconds()) < 0.01
        assert (await _row(pool, b))["checks_total"] == 1
    finally:
        stop.set()
        assert await asyncio.wait_for(svc, 60) == 0
        await nc.close()
        await pool.close()


# ---------------------------------------------------------------- claims


async def test_three_schedulers_at_once_respect_caps_and_issue_each_run_once(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=8)
    try:
        ids = await seed_sensors(pool, 60, 5, prefix="multi")
        claimers = [Claimer(pool, TickWindow(f"r{i}"), batch=4, per_domain=3, rng=random.Random(i)) for i in range(3)]
        reports = await asyncio.gather(*(c.tick() for c in claimers))
        seen: list[int] = []
        for rep in reports:
            per_dom: dict[str, int] = {}
            for c in rep.claimed:
                per_dom[c.domain] = per_dom.get(c.domain, 0) + 1
                assert c.run_seq == 1
            assert all(n <= 3 for n in per_dom.values())
            seen += [c.sensor_id for c in rep.claimed]
        assert len(seen) == len(set(seen)) and set(seen) <= set(ids)
        assert len(seen) >= 15  # at least one replica's full allowance over 5 domains
        assert await pool.fetchval("SELECT count(*) FROM sensors WHERE run_open") == len(seen)
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject = 'sensor.due'") == len(seen)
    finally:
        await pool.close()


async def test_subdomains_share_one_allowance_and_priority_decides(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        cid = await pool.fetchval("INSERT INTO companies (name, slug, website, tier) VALUES "
                                  "('Acme Ltd', 'acme-uk', 'https://www.acme-widgets.co.uk/', 2) RETURNING company_id")
        urls = [("https://www.acme-widgets.co.uk/", "homepage", 0.2), ("https://careers.acme-widgets.co.uk/", "careers", 0.9),
                ("https://blog.acme-widgets.co.uk/feed.xml", "feed", 0.4), ("https://acme-widgets.co.uk/pricing", "pricing", 0.8),
                ("https://status.acme-widgets.co.uk/", "status", 0.1)]
        ids = {}
        for url, surface, prio in urls:
            ids[surface] = await pool.fetchval(
                "INSERT INTO sensors (company_id, surface, url, status, next_run_at, priority) VALUES "
                "($1, $2::surface, $3, 'active', now() - interval '5 min', $4) RETURNING sensor_id",
                cid, surface, url, prio)
        rep = await Claimer(pool, TickWindow("sub"), per_domain=2).tick()
        assert {c.sensor_id for c in rep.claimed} == {ids["careers"], ids["pricing"]}
        assert {c.domain for c in rep.claimed} == {"acme-widgets.co.uk"}
        rep2 = await Claimer(pool, TickWindow("sub"), per_domain=2).tick()
        assert {c.sensor_id for c in rep2.claimed} == {ids["feed"], ids["homepage"]}
    finally:
        await pool.close()


async def test_live_lease_is_never_reclaimed_expired_one_is(env) -> None:  # noqa: ANN001
    pool, claimer, applier = env
    (sid,) = await seed_sensors(pool, 1, 1, prefix="live")
    assert (await _claim(claimer))[sid] == 1
    await _make_due(pool, sid)  # an operator pulls next_run_at back while the run is in flight
    assert sid not in await _claim(claimer)
    await pool.execute("UPDATE sensors SET lease_until = now() - interval '1 s' WHERE sensor_id = $1", sid)
    rep = await claimer.tick()
    assert [(c.sensor_id, c.run_seq, c.reissued) for c in rep.claimed] == [(sid, 2, True)]
    assert await applier.apply_batch([(sid, 1, OK())]) == [ApplyResult.SUPERSEDED]
    assert await applier.apply_batch([(sid, 2, F("HTTP_4XX"))]) == [ApplyResult.APPLIED]
    r = await _row(pool, sid)
    assert r["n"] == 1 and r["cur"] == 12 * H and r["fc"] == "HTTP_4XX"


async def test_only_claimable_statuses_and_max_per_tick(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        by_status = {s: await seed_sensors(pool, 3, 3, prefix=f"st{s[:4]}", status=s) for s in STATUSES}
        rep = await Claimer(pool, TickWindow("st"), per_domain=10).tick()
        claimable = {i for s in ("pending", "active", "failing", "stale") for i in by_status[s]}
        assert {c.sensor_id for c in rep.claimed} == claimable and not rep.saturated
        capped = await seed_sensors(pool, 10, 10, prefix="cap")
        rep = await Claimer(pool, TickWindow("st"), per_domain=10, max_per_tick=4).tick()
        assert len(rep.claimed) == 4 and rep.saturated and {c.sensor_id for c in rep.claimed} <= set(capped)
    finally:
        await pool.close()


async def test_a_malformed_sensor_url_does_not_stop_the_tick(fresh_db_url: str) -> None:
    pool = await create_pool(fresh_db_url, attempts=3, max_size=3)
    try:
        good = await seed_sensors(pool, 3, 3, prefix="good", with_domain=False)
        cid = await pool.fetchval("SELECT company_id FROM companies WHERE slug = 'good-0'")
        bad = await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, url, status, next_run_at) VALUES "
            "($1, 'status', 'http://[::1/status', 'active', now() - interval '1 min') RETURNING sensor_id", cid)
        rep = await Claimer(pool, TickWindow("bad"), per_domain=4).tick()
        assert {c.sensor_id for c in rep.claimed} == {*good, bad}
        assert [c.domain for c in rep.claimed if c.sensor_id == bad] == [""]
        assert await pool.fetchval("SELECT count(*) FROM sensors WHERE domain IS NULL") == 0
    finally:
        await pool.close()


# ---------------------------------------------------------------- CLI


def _cli_env(monkeypatch: pytest.MonkeyPatch, db_url: str, tmp_path: Any) -> None:  # noqa: ANN401
    monkeypatch.setenv("CHANGEWIRE_DATABASE_URL", db_url)
    monkeypatch.setenv("CHANGEWIRE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("CHANGEWIRE_NATS_URL", raising=False)


def _sql(db_url: str, fn: Any) -> Any:  # noqa: ANN401
    async def run() -> Any:  # noqa: ANN401
        pool = await create_pool(db_url, attempts=3, max_size=2)
        try:
            return await fn(pool)
        finally:
            await pool.close()
    return asyncio.run(run())


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> Any:  # noqa: ANN401
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_cli_on_an_empty_database(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    assert _json(capsys, ["sensors", "--json"]) == []
    assert main(["sensors"]) == 0 and "no sensors match" in capsys.readouterr().out
    stats = _json(capsys, ["stats", "--json"])
    assert stats["sensors_by_status"] == {} and stats["runs_last_hour"] == {}
    assert stats["due"] == {"backlog": 0, "oldest_overdue_s": 0.0, "in_flight": 0, "expired_leases": 0}
    assert stats["outbox"]["backlog"] == 0 and stats["schedulers"] == []
    assert main(["stats"]) == 0 and "sensors (0)" in capsys.readouterr().out
    once = _json(capsys, ["schedule", "--once", "--json"])
    assert once["claimed"] == [] and isinstance(once["crawl_run_id"], int)
    assert main(["schedule", "--once"]) == 0 and "0 run(s) issued" in capsys.readouterr().out
    assert _json(capsys, ["schedule", "--once", "--dry-run", "--json"]) == {"dry_run": True, "would_claim": []}


def test_cli_on_sensors_in_every_status(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)

    async def seed(pool: Any) -> dict[str, int]:  # noqa: ANN401
        ids = {}
        for s in STATUSES:
            (ids[s],) = await seed_sensors(pool, 1, 1, prefix=f"every-{s}", status=s, overdue_s=600)
        # a company whose name differs from its slug
        await pool.execute("UPDATE companies SET name = 'Globex Corporation' WHERE slug = 'every-stale-0'")
        return ids

    ids = _sql(fresh_db_url, seed)
    rows = _json(capsys, ["sensors", "--json"])
    assert sorted(r["status"] for r in rows) == sorted(STATUSES)
    for r in rows:
        assert {"sensor_id", "company", "surface", "status", "tier", "current_interval_s", "next_run_at", "run_open",
                "consecutive_failures", "quality_score", "url"} <= set(r)
        datetime.fromisoformat(r["next_run_at"])
    for s in STATUSES:
        assert [r["sensor_id"] for r in _json(capsys, ["sensors", "--json", "--status", s])] == [ids[s]]
    stats = _json(capsys, ["stats", "--json"])
    assert stats["sensors_by_status"] == {s: 1 for s in STATUSES}
    # only the claimable ones make a backlog
    assert stats["due"]["backlog"] == 4 and stats["due"]["oldest_overdue_s"] >= 250

    assert _json(capsys, ["sensors", "--json", "--company", "no-such-company"]) == []
    assert main(["sensors", "--company", "no-such-company"]) == 0 and "no sensors match" in capsys.readouterr().out
    assert [r["sensor_id"] for r in _json(capsys, ["sensors", "--json", "--company", " GLOBEX corporation "])] == \
        [ids["stale"]]
    cid = _sql(fresh_db_url, lambda p: p.fetchval("SELECT company_id FROM sensors WHERE sensor_id = $1", ids["blocked"]))
    assert [r["sensor_id"] for r in _json(capsys, ["sensors", "--json", "--company", str(cid)])] == [ids["blocked"]]
    assert _json(capsys, ["sensors", "--json", "--company", "every-active-0", "--status", "retired"]) == []
    # the text table copes with never-run sensors (no last run, no change rate)
    assert main(["sensors"]) == 0
    text = capsys.readouterr().out
    assert text.count("https://d0-every-") == len(STATUSES)

    out = _json(capsys, ["schedule", "--once", "--json"])
    claimed = {c["sensor_id"] for c in out["claimed"]}
    assert claimed == {ids[s] for s in ("pending", "active", "failing", "stale")}
    for c in out["claimed"]:
        assert c["run_seq"] == 1 and not c["reissued"] and c["domain"].endswith(".test")
        datetime.fromisoformat(c["lease_until"])
    stats = _json(capsys, ["stats", "--json"])
    assert stats["due"]["in_flight"] == 4 and stats["due"]["backlog"] == 0
    assert stats["crawl_runs_last_hour"]["claimed"] == 4
    assert main(["sensors"]) == 0 and capsys.readouterr().out.count("in flight") == 4


@pytest.mark.parametrize(("argv", "needle"), [
    (["sensors", "--limit", "0"], "--limit"),
    (["sensors", "--limit", "many"], "--limit"),
    (["sensors", "--status", "sleeping"], "--status"),
    (["sensors", "--surface", "intranet"], "--surface"),
    (["sensors", "--colour"], "--colour"),
    (["sensors", "--company", ""], "--company"),
    (["sensors", "--json", "--company", "   "], "--company"),
    (["stats", "--verbose"], "--verbose"),
    (["schedule", "--dry-run"], "--once"),
    (["schedule", "--json"], "--once"),
    (["schedule", "--dry-run", "--json"], "--once"),
])
def test_cli_bad_flags_exit_2_with_a_message(argv: list[str], needle: str, fresh_db_url: str,
                                             monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                             tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    captured = capsys.readouterr()
    assert needle in captured.err and captured.out == ""


@pytest.mark.parametrize("argv", [["sensors", "--json"], ["stats", "--json"], ["sensors"], ["stats"]])
def test_cli_database_unreachable_exits_1_with_one_line(argv: list[str], monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    from changewire_common.embedded import free_port

    _cli_env(monkeypatch, f"postgresql://cw@127.0.0.1:{free_port()}/changewire", tmp_path)
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(f"changewire {argv[0]}: ")
    assert "unreachable" in captured.err and "Traceback" not in captured.err


def test_cli_schedule_once_reports_reissued_runs(fresh_db_url: str, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:  # noqa: ANN401
    _cli_env(monkeypatch, fresh_db_url, tmp_path)
    ids = _sql(fresh_db_url, lambda p: seed_sensors(p, 2, 1, prefix="reiss"))
    assert main(["schedule", "--once"]) == 0
    first = capsys.readouterr().out
    assert first.count("claimed sensor") == 2 and "re-issued" not in first and "2 run(s) issued" in first
    _sql(fresh_db_url, lambda p: p.execute("UPDATE sensors SET lease_until = now() - interval '1 s', "
                                           "next_run_at = now() - interval '1 s' WHERE sensor_id = $1", ids[0]))
    out = _json(capsys, ["schedule", "--once", "--json"])
    assert [(c["sensor_id"], c["run_seq"], c["reissued"]) for c in out["claimed"]] == [(ids[0], 2, True)]
    stats = _json(capsys, ["stats", "--json"])
    assert stats["crawl_runs_last_hour"]["reissued"] == 1 and stats["crawl_runs_last_hour"]["claimed"] == 3
    assert stats["crawl_runs_last_hour"]["ticks"] == 2
