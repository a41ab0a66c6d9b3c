"""The repair service in-process (real NATS, Postgres, aiohttp fixture sites): a
sensor.status_changed.failing event triggers a repair, other statuses are ignored, duplicates are
harmless, and a settings_kv sweep request makes it sweep."""
from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore
from changewire_common.embedded import free_port
from changewire_common.events import SensorStatusChanged
from changewire_common.outbox import enqueue
from changewire_common.service import run_service
from changewire_repair import store
from changewire_repair.app import wire
from changewire_repair.settings import RepairSettings

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py")


@pytest.fixture
async def sites() -> AsyncIterator[Any]:
    s = S.Sites(S.scenario_hosts())
    await s.start()
    yield s
    await s.stop()


async def until(pred: Callable[[], Awaitable[bool]], timeout: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if await pred():
            return
        await asyncio.sleep(0.1)
    raise AssertionError("condition not met in time")


async def test_events_and_sweep_requests_drive_repairs(pool: Any, sites: Any, tmp_path: Path, db_url: str,
                                                       nats_url: str, nats_prefix: str) -> None:
    settings = RepairSettings(
        database_url=db_url, nats_url=nats_url, nats_prefix=nats_prefix, metrics_port=free_port(),
        metrics_host="127.0.0.1", data_dir=str(tmp_path), politeness_spacing_s=0.0, connect_to=sites.connect_to(),
        fetch_allow_cidrs=("127.0.0.2/32",), sweep_poll_s=0.2, sweep_interval_s=3600.0, outbox_poll_s=0.2)
    blobs = FileBlobStore(settings.blob_root)
    flaky = await S.seed(pool, blobs, url="http://flaky.test/careers", status="failing")
    nav = await S.seed(pool, blobs, url="http://navlinks.test/careers", status="failing")
    async with pool.acquire() as conn:
        await store.mark_sweep_started(conn)  # no start-up sweep: events alone first

    stop = asyncio.Event()
    ready = asyncio.Event()
    task = asyncio.create_task(run_service("repair", settings, wire, stop=stop, install_signals=False,
                                           ready_event=ready))
    try:
        await asyncio.wait_for(ready.wait(), 30)

        async def status(sid: int) -> str:
            return str(await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid))

        # a status change the repair service does not act on, and the one it does (sent twice)
        ev = SensorStatusChanged(sensor_id=flaky, from_status="active", to_status="failing", reason="test",
                                 failure_class="HTTP_5XX")
        async with pool.acquire() as conn, conn.transaction():
            await enqueue(conn, SensorStatusChanged(sensor_id=nav, from_status="failing", to_status="active",
                                                    reason="test"))
            await enqueue(conn, ev)
            await enqueue(conn, SensorStatusChanged(sensor_id=flaky, from_status="active", to_status="failing",
                                                    reason="test again"))
        await until(lambda: _eq(status(flaky), "active"))
        await asyncio.sleep(1.0)  # let the duplicate and the ignored event be handled
        assert sites.paths[("flaky.test", "/careers")] == 1  # the second event found the attempt stamp
        assert await status(nav) == "failing"
        assert await pool.fetchval("SELECT config ? 'last_repair_at' FROM sensors WHERE sensor_id = $1", nav) is False

        # the scheduler asks for a sweep through settings_kv
        await pool.execute(
            "INSERT INTO settings_kv (key, value) VALUES ('repair.sweep_requested_at', to_jsonb(now())) "
            "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()")
        await until(lambda: _eq(status(nav), "retired"))
        succ = await pool.fetchval("SELECT (config->>'successor_id')::bigint FROM sensors WHERE sensor_id = $1", nav)
        assert await pool.fetchval("SELECT url FROM sensors WHERE sensor_id = $1", succ) == \
            "http://navlinks.test/company/join-us"
        # the relay published what repair enqueued
        await until(lambda: _eq(pool.fetchval(
            "SELECT count(*) FROM outbox WHERE published_at IS NULL"), 0))
        subjects = {r["subject"] for r in await pool.fetch("SELECT subject FROM outbox")}
        assert {"sensor.migrated", "sensor.created", "sensor.status_changed.retired",
                "sensor.status_changed.active"} <= subjects
    finally:
        stop.set()
        assert await asyncio.wait_for(task, 60) == 0


async def _eq(value: Awaitable[Any], expected: Any) -> bool:
    return (await value) == expected
