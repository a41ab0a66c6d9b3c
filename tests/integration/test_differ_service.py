"""The differ service end to end over real NATS JetStream and PostgreSQL: observation.fetched.ok in
(the same observation delivered twice, under different message ids so the broker cannot drop the
second), exactly one snapshot and one snapshot.stored out; a change publishes change.detected on
the CHANGE stream; a non-ok outcome is ignored; a bot wall in the page's place is decided as failed."""
from __future__ import annotations

import asyncio
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from nats.js import api

from changewire_common.blobs import FileBlobStore
from changewire_common.bus import connect_nats, provision
from changewire_common.clock import utcnow
from changewire_common.db import create_pool
from changewire_common.embedded import free_port
from changewire_common.events import Event, ObservationFetched, decode, encode
from changewire_common.naming import Naming
from changewire_common.service import run_service
from changewire_common.testing import new_prefix
from changewire_differ.app import wire
from changewire_differ.settings import DifferSettings

pytestmark = pytest.mark.integration


async def _wait(pred: Any, timeout: float = 30.0, what: str = "condition") -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        if await pred():
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


async def _publish(js: Any, naming: Naming, ev: Event) -> None:
    await js.publish(naming.subject(ev.subject()), encode(ev), headers={"Nats-Msg-Id": ev.event_id})


async def _pull(js: Any, naming: Naming, stream: str, subject: str, n: int, timeout: float = 20.0) -> list[Any]:
    cfg = api.ConsumerConfig(durable_name=f"t{uuid.uuid4().hex[:8]}", ack_policy=api.AckPolicy.EXPLICIT,
                             filter_subject=naming.subject(subject), deliver_policy=api.DeliverPolicy.ALL)
    info = await js.add_consumer(naming.stream(stream), cfg)
    sub = await js.pull_subscribe_bind(info.name, naming.stream(stream))
    got: list[Any] = []
    deadline = asyncio.get_running_loop().time() + timeout
    while len(got) < n and asyncio.get_running_loop().time() < deadline:
        try:
            msgs = await sub.fetch(50, timeout=1.0)
        except Exception:  # noqa: BLE001 - fetch timeout
            continue
        for m in msgs:
            got.append(decode(naming.unprefix(m.subject), m.data))
            await m.ack()
    await sub.unsubscribe()
    return got


def _page(jobs: list[str], nonce: str) -> bytes:
    items = "".join(f'<li><a href="/careers/{j.lower().replace(" ", "-")}">{j}</a> <span>Remote</span></li>' for j in jobs)
    return (f'<html><head><title>Careers</title><script nonce="{nonce}">1</script></head><body><main><h1>Open roles</h1>'
            f"<ul>{items}</ul></main></body></html>").encode()


async def test_duplicate_observation_makes_one_snapshot_and_one_event(fresh_db_url: str, nats_url: str,
                                                                       tmp_path: Path) -> None:
    db_url = fresh_db_url
    nats_prefix = new_prefix()  # streams of this run's own (it runs once per event loop)
    naming = Naming(nats_prefix)
    pool = await create_pool(db_url, attempts=3, max_size=4)
    blobs = FileBlobStore(tmp_path / "blobs")
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Globex', 'globex-svc') RETURNING company_id")
    sid = await pool.fetchval("INSERT INTO sensors (company_id, surface, kind, url, status) VALUES ($1, 'careers', 'html', "
                              "'https://globex.test/careers', 'active') RETURNING sensor_id", cid)
    now = utcnow()

    async def observe(run_seq: int, body: bytes, at: Any) -> ObservationFetched:
        key = await blobs.put(body)
        oid = await pool.fetchval(
            "INSERT INTO observations (sensor_id, run_seq, outcome, http_status, url, content_type, bytes, blob_key, fetched_at) "
            "VALUES ($1, $2, 'ok', 200, 'https://globex.test/careers', 'text/html', $3, $4, $5) RETURNING observation_id",
            sid, run_seq, len(body), key, at)
        return ObservationFetched(sensor_id=sid, run_seq=run_seq, observation_id=oid, outcome="ok", http_status=200,
                                  fetched_at=at)

    settings = DifferSettings(database_url=db_url, nats_url=nats_url, nats_prefix=nats_prefix, metrics_port=free_port(),
                              metrics_host="127.0.0.1", data_dir=str(tmp_path), blob_dir=str(tmp_path / "blobs"),
                              outbox_poll_s=0.2, concurrency=2)
    stop, ready = asyncio.Event(), asyncio.Event()
    svc = asyncio.create_task(run_service("differ", settings, wire, stop=stop, install_signals=False, ready_event=ready))
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    try:
        await asyncio.wait_for(ready.wait(), 30)
        await provision(js, naming)
        first = await observe(1, _page(["Backend Engineer", "Designer"], "a"), now - timedelta(hours=2))
        await _publish(js, naming, first)
        await _publish(js, naming, ObservationFetched(**{**{f: getattr(first, f) for f in first.__struct_fields__},
                                                        "event_id": str(uuid.uuid4())}))
        # a non-ok outcome on the same stream is not the differ's to handle
        await _publish(js, naming, ObservationFetched(sensor_id=sid, run_seq=9, observation_id=first.observation_id,
                                                      outcome="failed", failure_class="TIMEOUT", fetched_at=now))

        async def decided() -> bool:
            return bool(await pool.fetchval("SELECT count(*) FROM differ_results WHERE sensor_id = $1", sid))

        await _wait(decided, what="the first observation to be decided")
        await asyncio.sleep(1.5)  # let the duplicate delivery run through the handler too
        assert await pool.fetchval("SELECT count(*) FROM snapshots WHERE sensor_id = $1", sid) == 1
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject LIKE 'snapshot.stored.%'") == 1

        second = await observe(2, _page(["Backend Engineer", "Designer", "Staff Data Engineer"], "b"), now)
        await _publish(js, naming, second)
        stored = await _pull(js, naming, "SNAPSHOT", "snapshot.stored.>", 2)
        assert sorted(e.result for e in stored) == ["baseline", "changed"]
        assert {e.observation_id for e in stored} == {first.observation_id, second.observation_id}
        changes = await _pull(js, naming, "CHANGE", "change.detected.>", 1)
        assert len(changes) == 1
        ch = changes[0]
        assert (ch.surface, ch.significance, ch.kind, ch.company_name) == ("careers", "meaningful", "jobs_added", "Globex")
        assert [j.title for j in ch.delta.jobs_added] == ["Staff Data Engineer"]
        assert ch.observed_from is not None and ch.detected_at >= ch.observed_from

        # a bot wall served in the page's place is no version of the page: the observation is decided as failed
        # (BOT_CHALLENGE, for the scheduler's policy), with no snapshot and no change
        snapshots = await pool.fetchval("SELECT count(*) FROM snapshots WHERE sensor_id = $1", sid)
        wall = (b'<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body>'
                b'<h1>globex.test</h1><h2 id="challenge-running">Checking if the site connection is secure</h2>'
                b'<noscript>Enable JavaScript and cookies to continue</noscript>'
                b'<script>(function(){window._cf_chl_opt={cvId: "2", cZone: "globex.test"};}());</script></body></html>')
        third = await observe(3, wall, now + timedelta(minutes=5))
        await _publish(js, naming, third)
        failed = await _pull(js, naming, "SNAPSHOT", "snapshot.stored.failed", 1)
        assert [(e.observation_id, e.failure_class) for e in failed] == [(third.observation_id, "BOT_CHALLENGE")]
        row = await pool.fetchrow("SELECT result::text, failure_class::text FROM differ_results WHERE observation_id = $1",
                                  third.observation_id)
        assert (row["result"], row["failure_class"]) == ("failed", "BOT_CHALLENGE")
        assert await pool.fetchval("SELECT count(*) FROM snapshots WHERE sensor_id = $1", sid) == snapshots
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject LIKE 'change.detected.%'") == 1
    finally:
        stop.set()
        await asyncio.wait_for(svc, 30)
        await nc.close()
        await pool.close()
