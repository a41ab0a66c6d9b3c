"""The scheduler service end to end over real NATS JetStream and PostgreSQL: due runs go out as
sensor.due, outcome events come back through the durable consumers, duplicates (re-published with
new message ids, so the broker cannot drop them) apply once, status changes reach the SENSOR stream,
heartbeat and the repair sweep request land in settings_kv, consumer lag is readable."""
from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from nats.js import api

from changewire_common.bus import connect_nats
from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.embedded import free_port
from changewire_common.events import Event, ObservationFetched, SensorDue, SnapshotStored, decode, encode
from changewire_common.naming import Naming
from changewire_common.service import run_service
from changewire_common.testing import new_prefix
from changewire_scheduler.app import wire
from changewire_scheduler.metrics import scheduler_metrics
from changewire_scheduler.settings import SchedulerSettings
from changewire_scheduler.stats import consumer_lag, db_stats
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration


async def _wait(pred: Any, timeout: float = 20.0, what: str = "condition") -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        if await pred():
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


async def _publish(js: Any, naming: Naming, ev: Event, msg_id: str | None = None) -> None:
    await js.publish(naming.subject(ev.subject()), encode(ev), headers={"Nats-Msg-Id": msg_id or ev.event_id})


async def _pull_all(js: Any, naming: Naming, stream: str, subject: str, n: int, timeout: float = 20.0) -> list[Any]:
    cfg = api.ConsumerConfig(durable_name=f"t{uuid.uuid4().hex[:8]}", ack_policy=api.AckPolicy.EXPLICIT,
                             filter_subject=naming.subject(subject), deliver_policy=api.DeliverPolicy.ALL)
    info = await js.add_consumer(naming.stream(stream), cfg)
    sub = await js.pull_subscribe_bind(info.name, naming.stream(stream))
    got: list[Any] = []
    deadline = asyncio.get_running_loop().time() + timeout
    while len(got) < n and asyncio.get_running_loop().time() < deadline:
        try:
            msgs = await sub.fetch(100, timeout=1.0)
        except Exception:  # noqa: BLE001 - fetch timeout
            continue
        for m in msgs:
            got.append(decode(naming.unprefix(m.subject), m.data))
            await m.ack()
    await sub.unsubscribe()
    return got


async def test_service_round_trip_with_duplicates(fresh_db_url: str, nats_url: str, tmp_path: Path) -> None:
    db_url = fresh_db_url
    nats_prefix = new_prefix()  # streams of this run's own (it runs once per event loop)
    naming = Naming(nats_prefix)
    pool = await create_pool(db_url, attempts=3, max_size=4)
    ids = await seed_sensors(pool, 12, 12, prefix="svc")
    port = free_port()
    settings = SchedulerSettings(
        database_url=db_url, nats_url=nats_url, nats_prefix=nats_prefix, metrics_port=port,
        metrics_host="127.0.0.1", data_dir=str(tmp_path), tick_s=0.2, heartbeat_s=0.3, backlog_gauge_s=0.2,
        repair_sweep_schedule="1s", retention_schedule="off",
    )
    stop = asyncio.Event()
    ready = asyncio.Event()
    svc = asyncio.create_task(run_service("scheduler", settings, wire, stop=stop, install_signals=False,
                                          ready_event=ready))
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    m = scheduler_metrics()
    stale_before = sum(s.value for s in m.outcomes_stale.collect()[0].samples if s.name.endswith("_total"))
    try:
        await asyncio.wait_for(ready.wait(), 30)
        due: list[SensorDue] = await _pull_all(js, naming, "DUE", "sensor.due", 12)
        assert sorted(d.sensor_id for d in due) == sorted(ids)
        assert {d.run_seq for d in due} == {1}

        now = utcnow()
        events: list[Event] = []
        for i, sid in enumerate(ids):
            if i < 4:
                events.append(SnapshotStored(sensor_id=sid, run_seq=1, observation_id=i + 1, result="unchanged",
                                             extraction_confidence=1.0))
            elif i < 6:
                events.append(SnapshotStored(sensor_id=sid, run_seq=1, observation_id=i + 1, result="changed",
                                             significance="major", change_id=i, snapshot_id=i,
                                             extraction_confidence=0.9))
            elif i < 8:
                events.append(ObservationFetched(sensor_id=sid, run_seq=1, observation_id=i + 1, outcome="failed",
                                                 failure_class="ROBOTS", http_status=200, fetched_at=now))
            elif i < 10:
                events.append(ObservationFetched(sensor_id=sid, run_seq=1, observation_id=i + 1,
                                                 outcome="not_modified", http_status=304, fetched_at=now))
            else:
                events.append(ObservationFetched(sensor_id=sid, run_seq=1, observation_id=i + 1, outcome="skipped",
                                                 fetched_at=now, skip_until=now + timedelta(hours=1)))
        for ev in events:
            await _publish(js, naming, ev)
        # duplicates: the same event again under a new message id (the broker cannot drop it), and a
        # stale outcome of a run that was never issued
        for ev in events[:6]:
            await _publish(js, naming, ev, msg_id=str(uuid.uuid4()))
        await _publish(js, naming, SnapshotStored(sensor_id=ids[0], run_seq=7, observation_id=99,
                                                  result="changed", significance="critical"))

        async def all_closed() -> bool:
            return await pool.fetchval("SELECT count(*) FROM sensors WHERE run_open") == 0
        await _wait(all_closed, what="every run closed")

        async def drained() -> bool:
            lag = await consumer_lag(nats_url, naming)
            return all(lag[d]["pending"] == 0 and lag[d]["ack_pending"] == 0
                       for d in ("scheduler-observation-fetched", "scheduler-snapshot-stored"))
        await _wait(drained, what="outcome consumers drained")

        rows = {r["sensor_id"]: r for r in await pool.fetch("SELECT * FROM sensors ORDER BY sensor_id")}
        assert [rows[s]["checks_total"] for s in ids] == [1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 0]
        assert [rows[s]["checks_changed"] for s in ids[:6]] == [0, 0, 0, 0, 1, 1]
        assert [rows[s]["status"] for s in ids] == ["active"] * 6 + ["blocked"] * 2 + ["active"] * 4
        assert all(abs((rows[s]["next_run_at"] - now - timedelta(hours=1)).total_seconds()) < 0.01 for s in ids[10:])
        assert rows[ids[4]]["current_interval_s"] == 6 * 3600 // 4
        assert rows[ids[0]]["current_interval_s"] == int(6 * 3600 * 1.25)
        sums = await pool.fetchrow("SELECT sum(claimed) claimed, sum(ok) ok, sum(changed) changed, "
                                   "sum(meaningful) meaningful, sum(failed) failed, sum(not_modified) nm, "
                                   "sum(unchanged) unchanged, sum(skipped) skipped FROM crawl_runs")
        assert dict(sums) == {"claimed": 12, "ok": 6, "changed": 2, "meaningful": 2, "failed": 2, "nm": 2,
                              "unchanged": 4, "skipped": 2}
        stale_after = sum(s.value for s in m.outcomes_stale.collect()[0].samples if s.name.endswith("_total"))
        assert stale_after - stale_before == 7
        assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE kind = 'blocked_source'") == 2

        # the status changes were published by the relay to the SENSOR stream
        changed = await _pull_all(js, naming, "SENSOR", "sensor.status_changed.>", 2)
        assert sorted((e.sensor_id, e.to_status) for e in changed) == [(ids[6], "blocked"), (ids[7], "blocked")]

        async def kv_written() -> bool:
            keys = {r["key"] for r in await pool.fetch("SELECT key FROM settings_kv")}
            return "repair.sweep_requested_at" in keys and any(k.startswith("scheduler.heartbeat.") for k in keys)
        await _wait(kv_written, what="heartbeat and repair sweep request")
        import aiohttp

        async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/metrics") as resp:
            exposition = await resp.text()
        for name in ("changewire_scheduler_due_backlog_sensors", "changewire_scheduler_oldest_overdue_age_seconds",
                     'changewire_scheduler_outcomes_applied_total{outcome="unchanged"}',
                     'changewire_scheduler_outcomes_stale_total{reason="closed"}',
                     "changewire_scheduler_last_tick_timestamp_seconds"):
            assert name in exposition, name
        stats = await db_stats(pool)
        assert stats["sensors_by_status"] == {"active": 10, "blocked": 2}
        assert sum(1 for s in stats["schedulers"] if s["live"]) == 1
    finally:
        stop.set()
        assert await asyncio.wait_for(svc, 60) == 0
        await nc.close()
    # a clean stop removes this replica's heartbeat
    assert await pool.fetchval("SELECT count(*) FROM settings_kv WHERE key LIKE 'scheduler.heartbeat.%'") == 0
    await pool.close()


async def test_consumer_lag_skips_unreachable_nats() -> None:
    lag = await consumer_lag(f"nats://127.0.0.1:{free_port()}", Naming("x"), timeout_s=1.0)
    assert "error" in lag and "unreachable" in lag["error"]
