"""The differ's core against real PostgreSQL (process_observation, no broker): snapshots, changes,
outbox events, entity reconciliation with its guards, noise handling, idempotency, failures."""
from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from changewire_common.blobs import FileBlobStore
from changewire_common.clock import utcnow
from changewire_differ.handlers import process_observation
from changewire_differ.settings import DifferSettings

pytestmark = pytest.mark.integration

T0 = datetime.fromisoformat("2025-03-01T09:00:00+00:00")


def careers(jobs: list[str], *, nonce: str = "n1", ago: str = "2 hours ago", cls: str = "job") -> bytes:
    items = "".join(f'<li class="{cls}"><a href="/careers/{j.lower().replace(" ", "-")}"><h3>{j}</h3></a><span>Berlin, Germany</span></li>'
                    for j in jobs)
    return (f'<html><head><title>Careers at Acme</title><script nonce="{nonce}">var a=1</script></head><body>'
            f'<nav><a href="/">Home</a></nav><main><h1>Open positions</h1><p>Updated {ago}</p><ul>{items}</ul></main>'
            f"<footer><p>© 2025 Acme</p></footer></body></html>").encode()


class World:
    def __init__(self, pool: Any, blobs: FileBlobStore) -> None:
        self.pool = pool
        self.blobs = blobs
        self.run_seq = 0

    async def sensor(self, surface: str, url: str, kind: str = "html", slug: str = "") -> int:
        cid = await self.pool.fetchval("INSERT INTO companies (name, slug, website) VALUES ($1, $2, $3) RETURNING company_id",
                                       "Acme " + slug, f"acme-{slug}-{surface}-{utcnow().timestamp()}", "https://acme.test")
        return int(await self.pool.fetchval(
            "INSERT INTO sensors (company_id, surface, kind, url, status) VALUES ($1, $2::surface, $3::sensor_kind, $4, 'active') "
            "RETURNING sensor_id", cid, surface, kind, url))

    async def observe(self, sensor_id: int, body: bytes, at: datetime, content_type: str = "text/html; charset=utf-8") -> int:
        self.run_seq += 1
        key = await self.blobs.put(body)
        return int(await self.pool.fetchval(
            """INSERT INTO observations (sensor_id, run_seq, outcome, http_status, url, final_url, content_type, bytes, blob_key,
                                         fetched_at, due_at)
               VALUES ($1, $2, 'ok', 200, 'u', NULL, $3, $4, $5, $6::timestamptz, $6::timestamptz - interval '1 minute') RETURNING observation_id""",
            sensor_id, self.run_seq, content_type, len(body), key, at))

    async def outbox(self, prefix: str) -> list[tuple[str, dict[str, Any]]]:
        rows = await self.pool.fetch("SELECT subject, payload FROM outbox WHERE subject LIKE $1 ORDER BY outbox_id", prefix + "%")
        return [(r["subject"], json.loads(bytes(r["payload"]))) for r in rows]


@pytest.fixture
def world(pool: Any, tmp_path: Path) -> World:
    return World(pool, FileBlobStore(tmp_path / "blobs"))


async def test_baseline_noise_change_duplicate_and_reconciliation(world: World, pool: Any) -> None:
    sid = await world.sensor("careers", "https://acme.test/careers", slug="a")
    jobs = ["Backend Engineer", "Data Engineer", "Product Designer"]
    o1 = await world.observe(sid, careers(jobs), T0)
    ev = await process_observation(pool, world.blobs, o1)
    assert ev is not None and ev.result == "baseline" and ev.snapshot_id and ev.extraction_confidence > 0.5
    assert await process_observation(pool, world.blobs, o1) is None  # duplicate delivery: nothing new
    snap = await pool.fetchrow("SELECT * FROM snapshots WHERE snapshot_id = $1", ev.snapshot_id)
    assert snap["version"] == 1 and snap["result"] == "baseline" and snap["structured"]["entities"]["job"]["count"] == 3
    assert await world.blobs.get(snap["text_blob_key"]) and await world.blobs.get(snap["raw_blob_key"]) == careers(jobs)
    ents = await pool.fetch("SELECT entity_key, removed_at FROM entities WHERE sensor_id = $1 ORDER BY entity_key", sid)
    assert len(ents) == 3 and all(e["removed_at"] is None for e in ents)
    data = await pool.fetch("SELECT jsonb_typeof(data) AS t, data->>'title' AS title, version, first_seen_at, valid_from "
                            "FROM entities WHERE sensor_id = $1 ORDER BY entity_key", sid)
    assert [(r["t"], r["title"], r["version"]) for r in data] == [
        ("object", "Backend Engineer", 1), ("object", "Data Engineer", 1), ("object", "Product Designer", 1)]
    assert all(r["first_seen_at"] == r["valid_from"] == T0 for r in data)

    # noise: no snapshot, hashes move, snapshot.stored.noise
    o2 = await world.observe(sid, careers(jobs, nonce="n2", ago="5 hours ago"), T0 + timedelta(hours=6))
    ev2 = await process_observation(pool, world.blobs, o2)
    assert ev2 is not None and (ev2.result, ev2.snapshot_id, ev2.change_id) == ("noise", None, None)
    assert await pool.fetchval("SELECT count(*) FROM snapshots WHERE sensor_id = $1", sid) == 1
    mem = await pool.fetchrow("SELECT * FROM differ_sensor_state WHERE sensor_id = $1", sid)
    assert mem["last_observation_id"] == o2
    # no snapshot reconciled the entities: they were still seen at this fetch
    seen = await pool.fetch("SELECT last_seen_at FROM entities WHERE sensor_id = $1", sid)
    assert [r["last_seen_at"] for r in seen] == [T0 + timedelta(hours=6)] * 3
    hashes = await pool.fetchrow("SELECT normalized_hash, structured_hash, last_snapshot_id FROM sensors WHERE sensor_id = $1", sid)
    assert (hashes["normalized_hash"], hashes["structured_hash"]) == (mem["normalized_hash"], mem["structured_hash"])
    assert hashes["last_snapshot_id"] == ev.snapshot_id

    # a job added and one removed: snapshot v2, a pending change, change.detected on the outbox
    jobs2 = ["Backend Engineer", "Data Engineer", "Machine Learning Engineer"]
    o3 = await world.observe(sid, careers(jobs2), T0 + timedelta(hours=12))
    ev3 = await process_observation(pool, world.blobs, o3)
    assert ev3 is not None and ev3.result == "changed" and ev3.significance == "meaningful" and ev3.change_id
    ch = await pool.fetchrow("SELECT * FROM changes WHERE change_id = $1", ev3.change_id)
    assert ch["status"] == "pending" and ch["kind"] in ("jobs_added", "jobs_removed") and ch["snapshot_before_id"] == ev.snapshot_id
    assert ch["observed_from"] == T0 and ch["detected_at"] == T0 + timedelta(hours=12)
    assert [j["title"] for j in ch["delta"]["jobs_added"]] == ["Machine Learning Engineer"]
    assert [j["title"] for j in ch["delta"]["jobs_removed"]] == ["Product Designer"]
    detected = await world.outbox("change.detected")
    assert [s for s, _ in detected] == [f"change.detected.careers.{ch['significance']}"]
    payload = detected[0][1]
    assert payload["company_name"] == "Acme a" and payload["snapshot_after_id"] == ev3.snapshot_id
    assert payload["due_at"] is not None and payload["delta"]["jobs_added"][0]["title"] == "Machine Learning Engineer"
    removed = await pool.fetchval("SELECT removed_at FROM entities WHERE sensor_id = $1 AND entity_key LIKE 'product designer%'", sid)
    assert removed == T0 + timedelta(hours=12)
    assert await pool.fetchval("SELECT last_snapshot_id FROM sensors WHERE sensor_id = $1", sid) == ev3.snapshot_id
    stored = [s for s, _ in await world.outbox("snapshot.stored")]
    assert stored.count("snapshot.stored.baseline") >= 1 and "snapshot.stored.noise" in stored and "snapshot.stored.changed" in stored
    # every decided observation has exactly one result row and one snapshot.stored event
    n_results = await pool.fetchval("SELECT count(*) FROM differ_results WHERE sensor_id = $1", sid)
    assert n_results == 3


async def test_unparseable_body_ends_the_run_failed(world: World, pool: Any) -> None:
    sid = await world.sensor("careers", "https://acme.test/careers", slug="b")
    o = await world.observe(sid, b"%PDF-1.7\x00\x01\x02 binary", T0)
    ev = await process_observation(pool, world.blobs, o)
    assert ev is not None and (ev.result, ev.failure_class, ev.snapshot_id) == ("failed", "PARSING", None)
    sid2 = await world.sensor("jobs_board", "https://boards-api.greenhouse.io/v1/boards/x/jobs", kind="ats", slug="b2")
    o2 = await world.observe(sid2, b'{"unexpected": true}', T0, "application/json")
    ev2 = await process_observation(pool, world.blobs, o2)
    assert ev2 is not None and (ev2.result, ev2.failure_class) == ("failed", "SCHEMA")
    rows = await pool.fetch("SELECT result::text, failure_class::text FROM differ_results WHERE sensor_id = ANY($1::bigint[])", [sid, sid2])
    assert sorted((r["result"], r["failure_class"]) for r in rows) == [("failed", "PARSING"), ("failed", "SCHEMA")]


async def test_parse_degradation_guard_keeps_entities_and_opens_a_review(world: World, pool: Any) -> None:
    sid = await world.sensor("careers", "https://acme.test/careers", slug="c")
    many = [f"Engineer {chr(65 + i)} Role" for i in range(12)]
    await process_observation(pool, world.blobs, await world.observe(sid, careers(many), T0))
    # a redesign: the listing moves into new markup the extractor reads only partly
    redesigned = (b'<html><head><title>Careers at Acme</title></head><body><main><h1>Open positions</h1><div class="grid">'
                  + b"".join(f'<section><div><p><a href="/careers/e{i}">Engineer {chr(65 + i)} Role</a></p></div></section>'.encode()
                             for i in range(2))
                  + b"".join(f'<section><div><p>Engineer {chr(65 + i)} Role · Berlin</p></div></section>'.encode() for i in range(2, 12))
                  + b"</div></main></body></html>")
    ev = await process_observation(pool, world.blobs, await world.observe(sid, redesigned, T0 + timedelta(hours=6)))
    assert ev is not None and ev.result == "changed"
    assert await pool.fetchval("SELECT count(*) FROM entities WHERE sensor_id = $1 AND removed_at IS NOT NULL", sid) == 0
    review = await pool.fetchrow("SELECT kind::text, payload FROM review_queue WHERE sensor_id = $1", sid)
    assert review is not None and review["kind"] == "parse_degradation"


async def test_pricing_plans_are_versioned(world: World, pool: Any) -> None:
    def pricing(pro: str) -> bytes:
        cards = "".join(f'<div class="plan"><h3>{n}</h3><p><span>{p}</span>/mo</p><ul><li>{n} features</li></ul></div>'
                        for n, p in (("Starter", "$9"), ("Pro", pro), ("Business", "$99")))
        return f'<html><head><title>Pricing</title></head><body><main><h1>Pricing</h1><div class="plans">{cards}</div></main></body></html>'.encode()

    sid = await world.sensor("pricing", "https://acme.test/pricing", slug="d")
    await process_observation(pool, world.blobs, await world.observe(sid, pricing("$29"), T0))
    ev = await process_observation(pool, world.blobs, await world.observe(sid, pricing("$39"), T0 + timedelta(days=1)))
    assert ev is not None and (ev.result, ev.significance) == ("changed", "critical")
    rows = await pool.fetch("SELECT version, valid_to, data FROM entities WHERE sensor_id = $1 AND entity_key = 'pro' ORDER BY version", sid)
    assert [(r["version"], r["data"]["price"]) for r in rows] == [(1, "$29"), (2, "$39")]
    assert rows[0]["valid_to"] == T0 + timedelta(days=1) and rows[1]["valid_to"] is None
    subjects = [s for s, _ in await world.outbox("change.detected.pricing")]
    assert subjects == ["change.detected.pricing.critical"]


async def test_keep_noise_snapshots_and_stale_observations(world: World, pool: Any) -> None:
    sid = await world.sensor("careers", "https://acme.test/careers", slug="e")
    jobs = ["Backend Engineer", "Data Engineer"]
    await process_observation(pool, world.blobs, await world.observe(sid, careers(jobs), T0 + timedelta(hours=1)))
    keep = DifferSettings(keep_noise_snapshots=True)
    ev = await process_observation(pool, world.blobs, await world.observe(sid, careers(jobs, ago="9 hours ago"), T0 + timedelta(hours=2)),
                                   settings=keep)
    assert ev is not None and ev.result == "noise" and ev.snapshot_id is not None
    # an observation older than the last snapshot (a late redelivery) does not move the sensor back in time
    stale = await world.observe(sid, careers(["Only One"]), T0)
    ev2 = await process_observation(pool, world.blobs, stale)
    assert ev2 is not None and (ev2.result, ev2.snapshot_id) == ("unchanged", None)
    assert await pool.fetchval("SELECT note FROM differ_results WHERE observation_id = $1", stale) == "stale: older than the last snapshot"


@pytest.mark.parametrize("made_by_another_release", [True, False])
async def test_a_state_made_by_another_release_is_read_again_before_comparing(
        world: World, pool: Any, made_by_another_release: bool) -> None:
    # a release that reads pages better (a job it missed, a department it now finds) must not report the
    # difference between its reading and the older release's as a change of the page: the previous
    # snapshot is read again from its raw body when its state was made by other reading code
    import msgspec

    from changewire_differ.model import DocState, EntitySet
    from changewire_differ.payload import decode_state, encode_state
    from changewire_differ.pipeline import READER

    sid = await world.sensor("careers", "https://acme.test/careers", slug=f"reread-{made_by_another_release}")
    jobs = ["Backend Engineer", "Data Engineer", "Product Designer"]
    ev = await process_observation(pool, world.blobs, await world.observe(sid, careers(jobs), T0))
    assert ev is not None and ev.result == "baseline"
    snap = await pool.fetchrow("SELECT snapshot_id, blocks_blob_key FROM snapshots WHERE snapshot_id = $1", ev.snapshot_id)
    state = decode_state(await world.blobs.get(snap["blocks_blob_key"]))
    assert state.reader == READER
    # the state as an older release made it: it missed one of the jobs (and its hashes differ)
    job_set = state.entities["job"]
    older = msgspec.structs.replace(
        state, reader="older-release" if made_by_another_release else READER, visible_hash="v0", normalized_hash="n0",
        structured_hash="s0", entities={**state.entities, "job": EntitySet("job", job_set.items[:2], job_set.confidence,
                                                                            job_set.method, job_set.signature)})
    assert isinstance(older, DocState)
    key = await world.blobs.put(encode_state(older))
    await pool.execute("UPDATE snapshots SET blocks_blob_key = $2 WHERE snapshot_id = $1", snap["snapshot_id"], key)
    await pool.execute("UPDATE differ_sensor_state SET visible_hash = 'v0', normalized_hash = 'n0', structured_hash = 's0', "
                       "variants = '[]' WHERE sensor_id = $1", sid)
    # the same page fetched again (a new nonce)
    ev2 = await process_observation(pool, world.blobs, await world.observe(sid, careers(jobs, nonce="n9"), T0 + timedelta(hours=6)))
    assert ev2 is not None
    if made_by_another_release:
        assert ev2.result in ("noise", "unchanged") and ev2.change_id is None, ev2
    else:  # (the control: a state of this release is trusted as stored, so the job it lacked reads as new)
        assert ev2.result == "changed" and ev2.change_id is not None, ev2
