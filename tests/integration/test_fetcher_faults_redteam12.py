"""Red team, round 12 (fetcher SERVICE under faults): the `sensor.due` consumer of `changewire service fetcher`
run in-process (run_service + wire, as `changewire up` runs it) on the session's PostgreSQL and a nats-server of
this module's own (restarted by one case), against an aiohttp careers site on 127.0.0.2 (names mapped by
CHANGEWIRE_CONNECT_TO). Rounds 1-11 hit `changewire fetch` with hostile servers; this round attacks what a
production deployment meets around the fetch — nothing lost, nothing doubled. Each case counts observations,
failures, outbox rows, messages on the OBSERVATION stream and requests at the server.

Probed (each expectation written before it was run):
- poison `sensor.due` payloads from a broken or foreign producer: truncated JSON, `null`, an empty body, ids as
  strings, a missing run_seq, 900 KB of garbage, a sensor_id past bigint, a schema_version this code does not know —
  each dead-lettered once (one dead_letters row, at its first delivery, no fetch), the consumer drained, the good
  dues published in the same burst written once each; a 900 KB due that is valid apart from an added field is a
  due like any other (adding a field is compatible);
- the same run delivered twice at once to two replicas, and again after its observation committed: one request,
  one observation, one outbox row, one message on the stream;
- dues the sensor has moved past: an older run_seq, a closed run, a deleted sensor, a sensor retired, blocked or
  redirected while its run was open — no request, no observation, no dead letter, acked;
- the blob store broken under one body (a file where its folder should be), small bodies (stored inline) and large
  ones (the blob worker process): no observation while broken, the other runs of the replica written meanwhile,
  the domain slot given back; once the folder is repaired the redelivery writes the run once;
- a politeness slot held by a replica that died (in_flight with a lease): waited for when the lease ends within
  max_slot_wait_s, else `skipped` without a request; a daily budget running out in the middle of a burst: never a
  request over the budget, the rest `skipped` until the next UTC midnight, one observation per run;
- nats-server restarted and PostgreSQL sessions killed (pg_terminate_backend) while runs are in flight: every run
  written once, one event each on the stream after reconnection, the consumer drained.

Wrong on the code before this round (d9e5eee): see the count at the end of the module's docstring in the report.
"""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from aiohttp import web

from changewire_common.bus import connect_nats
from changewire_common.clock import utcnow
from changewire_common.embedded import EmbeddedNats, free_port
from changewire_common.events import SensorDue, encode
from changewire_common.naming import Naming
from changewire_common.outbox import enqueue
from changewire_common.service import run_service
from changewire_common.testing import new_prefix, wait_until
from changewire_fetcher.app import wire
from changewire_fetcher.settings import FetcherSettings

pytestmark = pytest.mark.integration

SITE_IP = "127.0.0.2"


# ---------------------------------------------------------------- the site: a careers page per path


def careers_page(host: str, path: str, size: int = 0) -> bytes:
    """A Greenhouse-embedded careers page (deterministic per host and path: its blob key is known)."""
    jobs = "".join(
        f'<div class="opening" department_id="4011{i}"><a data-mapped="true" href="/jobs/{5123400 + i}">'
        f'{t}</a><span class="location">{loc}</span></div>\n'
        for i, (t, loc) in enumerate([("Senior Backend Engineer (Go)", "Berlin, Germany"),
                                      ("Account Executive, DACH", "Munich, Germany"),
                                      ("Product Designer", "Remote - Europe")]))
    pad = ""
    if size:
        para = (f"<p>At {host} we build the operating system for mid-market logistics. {path} </p>\n")
        pad = para * (size // len(para) + 1)
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Careers | {host}</title>"
            f"<link rel=\"canonical\" href=\"http://{host}{path}\"></head><body><header><nav><a href=\"/\">Home</a>"
            f"<a href=\"/about\">About</a></nav></header><main><h1>Join us</h1><section id=\"grnhse_app\">\n{jobs}"
            f"</section>{pad}</main><footer>&copy; 2026 {host}</footer></body></html>").encode()


@dataclass
class Hit:
    host: str
    path: str
    t: float


@dataclass
class CareersSite:
    port: int = 0
    hits: list[Hit] = field(default_factory=list)
    #: path → seconds to hold the answer (a slow origin: the run is in flight meanwhile)
    hold: dict[str, float] = field(default_factory=dict)
    _runner: web.AppRunner | None = None

    async def start(self) -> CareersSite:
        app = web.Application()
        app.router.add_get("/{tail:.*}", self._any)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        self.port = free_port()
        await web.TCPSite(self._runner, SITE_IP, self.port).start()
        return self

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _any(self, req: web.Request) -> web.Response:
        host = req.host.split(":")[0]
        self.hits.append(Hit(host, req.path_qs, time.monotonic()))
        if req.path == "/robots.txt":
            return web.Response(text="User-agent: *\nDisallow: /admin/\n", content_type="text/plain")
        hold = self.hold.get(req.path_qs)
        if hold:
            await asyncio.sleep(hold)
        size = int(req.query.get("size", "0"))
        return web.Response(body=careers_page(host, req.path_qs, size), content_type="text/html", charset="utf-8",
                            headers={"ETag": '"' + hashlib.md5(req.path_qs.encode()).hexdigest() + '"'})

    def pages(self, host: str | None = None) -> list[str]:
        return [f"{h.host}{h.path}" for h in self.hits if h.path != "/robots.txt" and (host is None or h.host == host)]


# ---------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def nats_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedNats]:
    ns = EmbeddedNats(tmp_path_factory.mktemp("nats12"))
    ns.start()
    yield ns
    ns.stop()


@pytest.fixture
async def site() -> AsyncIterator[CareersSite]:
    s = await CareersSite().start()
    yield s
    await s.stop()


def settings(db_url: str, nats_url: str, prefix: str, site: CareersSite, data: Path, **kw: Any) -> FetcherSettings:
    base: dict[str, Any] = {
        "database_url": db_url, "nats_url": nats_url, "nats_prefix": prefix, "metrics_port": free_port(),
        "metrics_host": "127.0.0.1", "data_dir": str(data), "connect_to": f"*.example=127.0.0.2:{site.port}",
        "fetch_allow_cidrs": ("127.0.0.2/32",), "http_retries": 0, "http_total_timeout_s": 5.0,
        "outbox_poll_s": 0.1, "politeness_spacing_s": 0.0, "nats_ack_wait_max_s": 3.0, "blob_workers": 1,
    }
    base.update(kw)
    return FetcherSettings(**base)


@contextlib.asynccontextmanager
async def service(s: FetcherSettings) -> AsyncIterator[None]:
    stop, ready = asyncio.Event(), asyncio.Event()
    task = asyncio.create_task(run_service("fetcher", s, wire, stop=stop, install_signals=False, ready_event=ready))
    await asyncio.wait_for(ready.wait(), 30)
    try:
        yield
    finally:
        stop.set()
        assert await asyncio.wait_for(task, 60) == 0


def domain() -> str:
    return f"{uuid.uuid4().hex[:10]}.example"


async def company(pool: Any, name: str) -> int:
    return int(await pool.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $2) RETURNING company_id",
                                   name, f"{name.lower().replace(' ', '-')}-{uuid.uuid4().hex[:6]}"))


async def sensors(pool: Any, urls: list[str], *, run_seq: int = 1, cid: int | None = None) -> list[int]:
    cid = cid or await company(pool, "Nordlicht Logistics GmbH")
    out = []
    for url in urls:
        out.append(int(await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'careers', $2, $3, $4, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
            cid, url, url.split("/")[2].split(":")[0], run_seq)))
    return out


async def due(pool: Any, pairs: list[tuple[int, int]]) -> None:
    """Through the outbox, as the scheduler publishes them."""
    async with pool.acquire() as conn, conn.transaction():
        for sid, seq in pairs:
            await enqueue(conn, SensorDue(sensor_id=sid, run_seq=seq, lease_until=utcnow() + timedelta(minutes=5)))


async def raw_due(js: Any, naming: Naming, payload: bytes, msg_id: str) -> None:
    """Straight onto the subject, as a broken or foreign producer would."""
    await js.publish(naming.subject("sensor.due"), payload, headers={"Nats-Msg-Id": msg_id}, timeout=5)


async def observation_events(js: Any, naming: Naming) -> list[dict[str, Any]]:
    """Every message on the OBSERVATION stream of this prefix."""
    info = await js.stream_info(naming.stream("OBSERVATION"))
    n = info.state.messages
    out: list[dict[str, Any]] = []
    if not n:
        return out
    sub = await js.subscribe(naming.subject("observation.>"), ordered_consumer=True)
    try:
        while len(out) < n:
            m = await sub.next_msg(timeout=5)
            out.append(json.loads(m.data))
    finally:
        await sub.unsubscribe()
    return out


async def drained(js: Any, naming: Naming) -> bool:
    info = await js.consumer_info(naming.stream("DUE"), naming.durable("fetcher-sensor-due"))
    return info.num_pending == 0 and info.num_ack_pending == 0


async def counts(pool: Any, ids: list[int]) -> dict[str, int]:
    row = await pool.fetchrow(
        "SELECT (SELECT count(*) FROM observations WHERE sensor_id = ANY($1)) AS observations, "
        "(SELECT count(*) FROM failures WHERE sensor_id = ANY($1)) AS failures, "
        "(SELECT count(*) FROM outbox WHERE subject LIKE 'observation.fetched.%' "
        " AND (convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')::bigint = ANY($1)) AS outbox", ids)
    return dict(row)


async def one_each(pool: Any, ids: list[int]) -> bool:
    return await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = ANY($1)", ids) >= len(ids)


# ---------------------------------------------------------------- poison dues


GOOD = 3


async def test_poison_dues_are_dead_lettered_once_and_the_good_ones_flow(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    dom = domain()
    good = await sensors(pool, [f"http://www.{dom}/careers?team={i}" for i in range(GOOD)])
    (bigpad,) = await sensors(pool, [f"http://jobs.{domain()}/en/open-positions"])
    lease = (utcnow() + timedelta(minutes=5)).isoformat()
    ev = str(uuid.uuid4())
    poison = {
        "truncated": b'{"sensor_id": 17, "run_seq": ',
        "null": b"null",
        "empty": b"",
        "ids as strings": json.dumps({"event_id": ev, "sensor_id": str(good[0]), "run_seq": "1",
                                      "lease_until": lease}).encode(),
        "no run_seq": json.dumps({"event_id": ev, "sensor_id": good[0], "lease_until": lease}).encode(),
        "garbage 900 KB": b"\x00\xffPK\x03\x04" + b"A" * 900_000,
        "sensor_id past bigint": json.dumps({"event_id": ev, "sensor_id": 2 ** 63, "run_seq": 1,
                                             "lease_until": lease}).encode(),
        "run_seq past bigint": json.dumps({"event_id": ev, "sensor_id": good[1], "run_seq": 2 ** 64 - 1,
                                           "lease_until": lease}).encode(),
        # a later producer's message: its fields may mean something else (a new version renames or retypes)
        "schema_version 2": json.dumps({"event_id": ev, "schema_version": 2, "sensor_id": good[2], "run_seq": 1,
                                        "lease_until": lease, "occurred_at": lease}).encode(),
    }
    # valid apart from an added field (compatible): a due like any other
    padded = json.dumps({"event_id": str(uuid.uuid4()), "schema_version": 1, "sensor_id": bigpad, "run_seq": 1,
                         "lease_until": lease, "trace": {"baggage": "x" * 900_000}}).encode()
    nc = await connect_nats(nats_server.url, attempts=3)
    js = nc.jetstream()
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
            ids = {}
            for name, payload in poison.items():
                ids[name] = f"poison-{uuid.uuid4()}"
                await raw_due(js, naming, payload, ids[name])
            await raw_due(js, naming, padded, f"padded-{uuid.uuid4()}")
            await due(pool, [(s, 1) for s in good])

            async def settled() -> bool:
                n = await pool.fetchval("SELECT count(*) FROM dead_letters WHERE msg_id = ANY($1)",
                                        list(ids.values()))
                return n == len(poison) and await one_each(pool, [*good, bigpad]) and await drained(js, naming)

            await wait_until(settled, timeout_s=12, what="poison dead-lettered, good dues written, consumer drained")
            rows = await pool.fetch("SELECT msg_id, deliveries, error FROM dead_letters WHERE msg_id = ANY($1)",
                                    list(ids.values()))
            by_id = {r["msg_id"]: r for r in rows}
            assert {name: by_id[i]["deliveries"] for name, i in ids.items()} == {name: 1 for name in ids}
            assert "schema_version" in by_id[ids["schema_version 2"]]["error"]
            assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $2 "
                                       "AND NOT (msg_id = ANY($1))", list(ids.values()), naming.stream("DUE")) == 0
            c = await counts(pool, [*good, bigpad])
            assert c == {"observations": GOOD + 1, "failures": 0, "outbox": GOOD + 1}
            outcomes = await pool.fetch("SELECT outcome::text FROM observations WHERE sensor_id = ANY($1)",
                                        [*good, bigpad])
            assert {o["outcome"] for o in outcomes} == {"ok"}
            assert sorted(site.pages()) == sorted([f"www.{dom}/careers?team={i}" for i in range(GOOD)]
                                                  + [p for p in site.pages() if "open-positions" in p])
            assert len(site.pages()) == GOOD + 1

            async def published() -> bool:
                return len(await observation_events(js, naming)) >= GOOD + 1

            await wait_until(published, timeout_s=5, what="the events on the stream")
            evs = await observation_events(js, naming)
            assert sorted((e["sensor_id"], e["run_seq"]) for e in evs) == sorted((s, 1) for s in [*good, bigpad])
    finally:
        await nc.close()


# ---------------------------------------------------------------- duplicates across replicas


async def test_one_run_delivered_to_two_replicas_at_once_and_again_after_its_commit(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(6)]
    ids = await sensors(pool, [f"http://careers.{h}/jobs/" for h in hosts])
    site.hold["/jobs/"] = 0.4  # the first copy is still fetching when the second arrives
    nc = await connect_nats(nats_server.url, attempts=3)
    js = nc.jetstream()
    try:
        kw = {"concurrency": 4}
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path / "a", **kw)), \
                service(settings(db_url, nats_server.url, prefix, site, tmp_path / "b", **kw)):
            # the scheduler re-issued each run (a lease that expired under a slow fetch): two messages per run
            await due(pool, [(s, 1) for s in ids] + [(s, 1) for s in ids])
            await wait_until(lambda: one_each(pool, ids), timeout_s=10, what="one observation per run")
            await wait_until(lambda: drained(js, naming), timeout_s=10, what="both copies acked")
            # and once more after the commit (a third re-issue)
            await due(pool, [(s, 1) for s in ids])
            await asyncio.sleep(0.5)
            await wait_until(lambda: drained(js, naming), timeout_s=10, what="the late copies acked")
        c = await counts(pool, ids)
        assert c == {"observations": 6, "failures": 0, "outbox": 6}
        assert sorted(site.pages()) == sorted(f"careers.{h}/jobs/" for h in hosts)
        evs = await observation_events(js, naming)
        assert sorted((e["sensor_id"], e["run_seq"]) for e in evs) == sorted((s, 1) for s in ids)
        assert await pool.fetchval("SELECT count(*) FROM fetch_claims WHERE sensor_id = ANY($1)", ids) == 0
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1",
                                   naming.stream("DUE")) == 0
    finally:
        await nc.close()


# ---------------------------------------------------------------- dues the sensor moved past


async def test_dues_the_sensor_has_moved_past_make_no_request(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    cases = ["older run", "closed run", "deleted", "retired", "blocked", "redirected", "control"]
    hosts = {c: domain() for c in cases}
    ids = dict(zip(cases, await sensors(pool, [f"http://www.{hosts[c]}/karriere/stellenangebote" for c in cases],
                                        run_seq=4), strict=True))
    await pool.execute("UPDATE sensors SET run_open = false, lease_until = NULL WHERE sensor_id = $1",
                       ids["closed run"])
    await pool.execute("DELETE FROM sensors WHERE sensor_id = $1", ids["deleted"])
    # repair retired it (its successor watches the new URL), the scheduler blocked it (robots.txt), repair's
    # redirect check parked it — each while the run the scheduler had opened was still in the DUE stream
    for c in ("retired", "blocked", "redirected"):
        await pool.execute("UPDATE sensors SET status = $2::sensor_status WHERE sensor_id = $1", ids[c], c)
    nc = await connect_nats(nats_server.url, attempts=3)
    js = nc.jetstream()
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
            await due(pool, [(ids["older run"], 3)] + [(ids[c], 4) for c in cases if c != "older run"])
            await wait_until(lambda: one_each(pool, [ids["control"]]), timeout_s=10, what="the control run")
            await asyncio.sleep(0.5)
            await wait_until(lambda: drained(js, naming), timeout_s=10, what="every due acked")
        assert site.pages() == [f"www.{hosts['control']}/karriere/stellenangebote"]
        moved = [ids[c] for c in cases if c != "control"]
        assert await counts(pool, moved) == {"observations": 0, "failures": 0, "outbox": 0}
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1",
                                   naming.stream("DUE")) == 0
        assert await pool.fetchval("SELECT count(*) FROM fetch_claims WHERE sensor_id = ANY($1)", moved) == 0
        evs = await observation_events(js, naming)
        assert [(e["sensor_id"], e["run_seq"]) for e in evs] == [(ids["control"], 4)]
    finally:
        await nc.close()


# ---------------------------------------------------------------- the blob store broken


async def test_a_blob_folder_that_is_a_file_fails_that_run_only_until_repaired(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(4)]
    # a page stored inline (small) and one the blob worker process stores (large), each with a broken folder;
    # two more pages of each size beside them
    sizes = [0, 60_000, 0, 60_000]
    qs = [f"?size={n}" if n else "" for n in sizes]
    ids = await sensors(pool, [f"http://www.{h}/careers/{q}" for h, q in zip(hosts, qs, strict=True)])
    blobs = tmp_path / "blobs"
    blobs.mkdir()
    keys = [hashlib.sha256(careers_page(f"www.{h}", f"/careers/{q}", n)).hexdigest()
            for h, q, n in zip(hosts[:2], qs, sizes, strict=False)]
    assert keys[0][:2] != keys[1][:2]
    for k in keys:
        (blobs / k[:2]).write_bytes(b"not a folder: left by a botched restore")
    nc = await connect_nats(nats_server.url, attempts=3)
    js = nc.jetstream()
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path, blob_dir=str(blobs))):
            await due(pool, [(s, 1) for s in ids])
            await wait_until(lambda: one_each(pool, ids[2:]), timeout_s=10, what="the other runs")
            for h in hosts[:2]:
                await wait_until(lambda h=h: any(p.startswith(f"www.{h}") for p in site.pages()),
                                 timeout_s=10, what="the broken runs' fetches")
            await asyncio.sleep(0.3)
            assert await counts(pool, ids[:2]) == {"observations": 0, "failures": 0, "outbox": 0}
            for h in hosts[:2]:
                dom = await pool.fetchrow("SELECT in_flight FROM domains WHERE domain = $1", f"www.{h}")
                assert dom is not None and dom["in_flight"] == 0  # the slot was given back
            assert not [p for p in blobs.rglob("*") if ".tmp" in p.name]
            # the log names what broke: an operator finds the folder
            text = "\n".join(r.getMessage() for r in caplog.records)
            for k in keys:
                assert str(blobs / k[:2]) in text, text[-3000:]
            assert [r.levelname for r in caplog.records if "cannot store the body" in r.getMessage()]
            for k in keys:
                (blobs / k[:2]).unlink()  # an operator repairs the store
            await wait_until(lambda: one_each(pool, ids), timeout_s=15, what="the runs written after the repair")
            await wait_until(lambda: drained(js, naming), timeout_s=10, what="every due acked")
        assert await counts(pool, ids) == {"observations": 4, "failures": 0, "outbox": 4}
        for k in keys:
            assert (blobs / k[:2] / f"{k}.zst").exists()
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1",
                                   naming.stream("DUE")) == 0
        evs = await observation_events(js, naming)
        assert sorted((e["sensor_id"], e["outcome"]) for e in evs) == sorted((s, "ok") for s in ids)
    finally:
        await nc.close()


# ---------------------------------------------------------------- politeness: a dead replica's slot, the budget


async def test_a_slot_held_by_a_replica_that_died(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    near, far = domain(), domain()
    (a,) = await sensors(pool, [f"http://www.{near}/jobs"])
    (b,) = await sensors(pool, [f"http://www.{far}/jobs"])
    # a replica was SIGKILLed mid-request: its grant stays on the row until its lease ends
    await pool.execute(
        "INSERT INTO domains (domain, in_flight, in_flight_until, next_slot_at) VALUES "
        "($1, 1, now() + interval '0.8 seconds', now()), ($2, 1, now() + interval '10 minutes', now())",
        f"www.{near}", f"www.{far}")
    async with service(settings(db_url, nats_server.url, prefix, site, tmp_path, max_slot_wait_s=2.0)):
        t0 = time.monotonic()
        await due(pool, [(a, 1), (b, 1)])
        await wait_until(lambda: one_each(pool, [a, b]), timeout_s=12, what="both runs")
    rows = {r["sensor_id"]: r for r in await pool.fetch(
        "SELECT sensor_id, outcome::text, skip_until FROM observations WHERE sensor_id = ANY($1)", [a, b])}
    assert rows[a]["outcome"] == "ok"
    assert [h.t - t0 for h in site.hits if h.host == f"www.{near}" and h.path == "/jobs"][0] >= 0.5
    assert rows[b]["outcome"] == "skipped" and rows[b]["skip_until"] > utcnow()
    assert rows[b]["skip_until"] <= utcnow() + timedelta(minutes=10, seconds=5)
    assert site.pages(f"www.{far}") == [] and not [h for h in site.hits if h.host == f"www.{far}"]
    d = await pool.fetchrow("SELECT in_flight FROM domains WHERE domain = $1", f"www.{near}")
    assert d["in_flight"] == 0


async def test_a_daily_budget_running_out_mid_burst(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    dom = domain()
    ids = await sensors(pool, [f"http://www.{dom}/{p}" for p in
                               ("careers", "jobs", "pricing", "blog", "press", "legal/imprint", "status")])
    await pool.execute("INSERT INTO domains (domain, daily_budget, used_today) VALUES ($1, 4, 0)", f"www.{dom}")
    async with service(settings(db_url, nats_server.url, prefix, site, tmp_path, politeness_spacing_s=0.1)):
        await due(pool, [(s, 1) for s in ids])
        await wait_until(lambda: one_each(pool, ids), timeout_s=12, what="one observation per run")
    assert len([h for h in site.hits if h.host == f"www.{dom}"]) <= 4  # robots.txt counts as a request
    rows = await pool.fetch("SELECT outcome::text, skip_until FROM observations WHERE sensor_id = ANY($1)", ids)
    oks = [r for r in rows if r["outcome"] == "ok"]
    skipped = [r for r in rows if r["outcome"] == "skipped"]
    assert len(oks) == len(site.pages(f"www.{dom}")) >= 1 and len(oks) + len(skipped) == len(ids)
    midnight = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    assert all(r["skip_until"] >= midnight for r in skipped)
    d = await pool.fetchrow("SELECT used_today, in_flight FROM domains WHERE domain = $1", f"www.{dom}")
    assert d["used_today"] <= 4 and d["in_flight"] == 0
    assert await pool.fetchval("SELECT count(*) FROM failures WHERE sensor_id = ANY($1)", ids) == 0


# ---------------------------------------------------------------- NATS restarted, PostgreSQL sessions killed


async def test_nats_restarted_while_runs_are_in_flight(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(8)]
    ids = await sensors(pool, [f"http://jobs.{h}/search?locale=de_DE" for h in hosts])
    site.hold["/search?locale=de_DE"] = 1.2
    async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
        await due(pool, [(s, 1) for s in ids])
        await wait_until(lambda: len(site.pages()) >= len(ids), timeout_s=10, what="every run in its fetch")
        nats_server.stop()
        await asyncio.sleep(1.5)  # the runs commit while the broker is down; their acks fail
        nats_server.start()
        await wait_until(lambda: one_each(pool, ids), timeout_s=10, what="one observation per run")
        nc = await connect_nats(nats_server.url, attempts=5)
        js = nc.jetstream()
        try:
            async def published() -> bool:
                return len(await observation_events(js, naming)) >= len(ids)

            await wait_until(published, timeout_s=15, what="the relay to publish after the restart")
            await wait_until(lambda: drained(js, naming), timeout_s=15, what="the dues settled after the restart")
            await asyncio.sleep(0.5)
            evs = await observation_events(js, naming)
        finally:
            await nc.close()
    assert sorted((e["sensor_id"], e["run_seq"]) for e in evs) == sorted((s, 1) for s in ids)
    assert await counts(pool, ids) == {"observations": 8, "failures": 0, "outbox": 8}
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL AND subject LIKE "
                               "'observation.fetched.%' AND (convert_from(payload, 'UTF8')::jsonb ->> 'sensor_id')"
                               "::bigint = ANY($1)", ids) == 0
    # a run redone after its commit would be a second request: the redelivery finds the observation
    assert sorted(site.pages()) == sorted(f"jobs.{h}/search?locale=de_DE" for h in hosts)


async def test_postgres_sessions_killed_while_runs_are_in_flight(
        pool: Any, db_url: str, nats_server: EmbeddedNats, site: CareersSite, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    hosts = [domain() for _ in range(8)]
    ids = await sensors(pool, [f"http://www.{h}/company/careers" for h in hosts])
    site.hold["/company/careers"] = 1.0
    killer = await asyncpg.connect(db_url)
    try:
        async with service(settings(db_url, nats_server.url, prefix, site, tmp_path)):
            await due(pool, [(s, 1) for s in ids])
            await wait_until(lambda: len(site.pages()) >= len(ids), timeout_s=10, what="every run in its fetch")
            # a failover / an idle-session killer: every session of the fetcher dies while the pages download
            killed = await killer.fetchval(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() "
                "AND application_name LIKE '%fetcher%' AND pid <> pg_backend_pid()")
            assert killed >= 1
            await wait_until(lambda: one_each(pool, ids), timeout_s=15, what="one observation per run")
            nc = await connect_nats(nats_server.url, attempts=5)
            js = nc.jetstream()
            try:
                await wait_until(lambda: drained(js, naming), timeout_s=15, what="every due settled")

                async def published() -> bool:
                    return len(await observation_events(js, naming)) >= len(ids)

                await wait_until(published, timeout_s=10, what="every event on the stream")
                evs = await observation_events(js, naming)
            finally:
                await nc.close()
        assert sorted((e["sensor_id"], e["run_seq"]) for e in evs) == sorted((s, 1) for s in ids)
        assert await counts(pool, ids) == {"observations": 8, "failures": 0, "outbox": 8}
        assert {r["outcome"] for r in await pool.fetch(
            "SELECT outcome::text FROM observations WHERE sensor_id = ANY($1)", ids)} == {"ok"}
        # a run whose commit failed is fetched again on its redelivery: at most twice, never more
        per = {f"www.{h}/company/careers": site.pages().count(f"www.{h}/company/careers") for h in hosts}
        assert all(1 <= n <= 2 for n in per.values()), per
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1",
                                   naming.stream("DUE")) == 0
    finally:
        await killer.close()
