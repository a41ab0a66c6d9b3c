"""The fetcher service end to end on real NATS + Postgres + aiohttp: sensor.due in (published by the
outbox relay), observation committed, observation.fetched.* out. Duplicate deliveries, stale
runs, and two replicas sharing one domain's politeness slot (timestamps taken at the server)."""
from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.bus import connect_nats
from changewire_common.clock import utcnow
from changewire_common.embedded import free_port
from changewire_common.events import SensorDue
from changewire_common.naming import Naming
from changewire_common.outbox import enqueue
from changewire_common.service import run_service
from changewire_fetcher.app import wire
from changewire_fetcher.settings import FetcherSettings

pytestmark = pytest.mark.integration

S: Any = load_module("fetcher_sites", "data/fetcher/sites.py")


@pytest.fixture
async def site() -> AsyncIterator[Any]:
    s = await S.HostileSite().start()
    yield s
    await s.stop()


def settings(db_url: str, nats_url: str, prefix: str, site: Any, tmp_path: Path, **kw: Any) -> FetcherSettings:
    base: dict[str, Any] = {
        "database_url": db_url, "nats_url": nats_url, "nats_prefix": prefix, "metrics_port": free_port(),
        "metrics_host": "127.0.0.1", "data_dir": str(tmp_path), "connect_to": f"*.com=127.0.0.2:{site.port}",
        "fetch_allow_cidrs": ("127.0.0.2/32",), "http_retries": 0, "http_total_timeout_s": 3.0,
        "outbox_poll_s": 0.1,
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


async def sensors(pool: Any, urls: list[str]) -> list[int]:
    async with pool.acquire() as conn:
        cid = await conn.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $1) RETURNING company_id",
                                  f"co-{time.time_ns()}")
        out = []
        for url in urls:
            out.append(await conn.fetchval(
                "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
                "VALUES ($1, 'careers', $2, $3, 1, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
                cid, url, url.split("/")[2]))
        return out


async def due(pool: Any, pairs: list[tuple[int, int]]) -> None:
    async with pool.acquire() as conn, conn.transaction():
        for sid, seq in pairs:
            await enqueue(conn, SensorDue(sensor_id=sid, run_seq=seq, lease_until=utcnow()))


async def wait_for(pool: Any, sql: str, *args: Any, want: int, timeout: float = 30.0) -> None:
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if await pool.fetchval(sql, *args) >= want:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"timed out waiting for {want}: {sql}")


async def test_duplicate_and_stale_deliveries(pool: Any, db_url: str, nats_url: str, nats_prefix: str, site: Any,
                                              tmp_path: Path) -> None:
    (sid,) = await sensors(pool, ["http://dup.com/ok"])
    (stale,) = await sensors(pool, ["http://stale.com/ok"])
    await pool.execute("UPDATE sensors SET run_seq = 5 WHERE sensor_id = $1", stale)
    # two distinct messages for the same run (e.g. a re-issued claim published twice), and a stale run
    await due(pool, [(sid, 1), (sid, 1), (stale, 1)])
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    got: list[str] = []
    async with service(settings(db_url, nats_url, nats_prefix, site, tmp_path)):
        await wait_for(pool, "SELECT count(*) FROM observations WHERE sensor_id = $1", sid, want=1)
        sub = await js.subscribe(naming.subject("observation.fetched.>"), ordered_consumer=True)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not got:
            with contextlib.suppress(Exception):
                m = await sub.next_msg(timeout=0.5)
                got.append(naming.unprefix(m.subject))
        await asyncio.sleep(1.0)  # let the duplicate and the stale message be handled too
        pending = await js.consumer_info(naming.stream("DUE"), naming.durable("fetcher-sensor-due"))
        assert pending.num_ack_pending == 0 and pending.num_pending == 0
    await nc.close()
    assert got == ["observation.fetched.ok"]
    assert site.paths().count("/ok") == 1  # one request for two deliveries; none for the stale run
    assert [h.host for h in site.hits if h.path == "/ok"] == ["dup.com"]
    assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", sid) == 1
    assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", stale) == 0
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE subject LIKE 'observation.fetched.%' "
                               "AND published_at IS NOT NULL") >= 1


async def test_two_replicas_share_one_domains_spacing(pool: Any, db_url: str, nats_url: str, nats_prefix: str,
                                                     site: Any, tmp_path: Path) -> None:
    spacing = 0.6
    site.robots = "User-agent: *\nAllow: /\n"
    # a domain of this run's own: the module's database keeps the domains row between runs (one per event loop)
    dom = f"shared{uuid.uuid4().hex[:8]}.com"
    ids = await sensors(pool, [f"http://www.{dom}/ok?n={i}" for i in range(6)] + [f"http://{dom}/ok"])
    kw = {"politeness_spacing_s": spacing, "max_slot_wait_s": 30.0, "concurrency": 8}
    prefix = nats_prefix + "r"
    async with service(settings(db_url, nats_url, prefix, site, tmp_path / "a", **kw)), \
            service(settings(db_url, nats_url, prefix, site, tmp_path / "b", **kw)):
        await due(pool, [(i, 1) for i in ids])
        await wait_for(pool, "SELECT count(*) FROM observations WHERE sensor_id = ANY($1)", ids, want=len(ids),
                       timeout=60)
    outcomes = await pool.fetch("SELECT outcome::text FROM observations WHERE sensor_id = ANY($1)", ids)
    assert {o["outcome"] for o in outcomes} == {"ok"}
    times = sorted(h.t for h in site.hits)
    paths = [h.path for h in sorted(site.hits, key=lambda h: h.t)]
    assert paths.count("/robots.txt") >= 1 and len([p for p in paths if p.startswith("/ok")]) == len(ids)
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    assert min(gaps) >= spacing - 0.01, (gaps, paths)
    d = await pool.fetchrow("SELECT in_flight, used_today FROM domains WHERE domain = $1", dom)
    assert d["in_flight"] == 0 and d["used_today"] == len(site.hits)



_LOG_COMMITS = """
CREATE TABLE commit_log (tbl text, what text, sync text);
CREATE FUNCTION log_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO commit_log VALUES (TG_TABLE_NAME, COALESCE(to_jsonb(NEW)->>'subject', TG_OP),
                                   current_setting('synchronous_commit'));
    RETURN NEW;
END $$;
CREATE FUNCTION log_domain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO commit_log VALUES ('domains', CASE WHEN TG_OP = 'INSERT' THEN 'grant'
        WHEN NEW.in_flight > OLD.in_flight THEN 'grant' WHEN NEW.in_flight < OLD.in_flight THEN 'release'
        ELSE 'other' END, current_setting('synchronous_commit'));
    RETURN NEW;
END $$;
CREATE TRIGGER log_claims AFTER INSERT OR UPDATE ON fetch_claims FOR EACH ROW EXECUTE FUNCTION log_commit();
CREATE TRIGGER log_domains AFTER INSERT OR UPDATE ON domains FOR EACH ROW EXECUTE FUNCTION log_domain();
CREATE TRIGGER log_observations AFTER INSERT ON observations FOR EACH ROW EXECUTE FUNCTION log_commit();
CREATE TRIGGER log_outbox AFTER INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION log_commit();
"""
_UNLOG_COMMITS = """
DROP TRIGGER IF EXISTS log_claims ON fetch_claims; DROP TRIGGER IF EXISTS log_domains ON domains;
DROP TRIGGER IF EXISTS log_observations ON observations; DROP TRIGGER IF EXISTS log_outbox ON outbox;
DROP FUNCTION IF EXISTS log_commit(); DROP FUNCTION IF EXISTS log_domain(); DROP TABLE IF EXISTS commit_log;
"""


async def test_claims_and_grants_commit_lazily_observations_durably(pool: Any, db_url: str, nats_url: str,
                                                                     nats_prefix: str, site: Any,
                                                                     tmp_path: Path) -> None:
    """The run's claim and its politeness grant are committed with synchronous_commit off (nothing is acked on
    them: a PostgreSQL crash that loses one costs a request, not a run); the observation, its event and the slot's
    release durably, before the message is acked. Triggers record each row's session setting as it is written."""
    (sid,) = await sensors(pool, ["http://lazy.com/ok"])
    db = await pool.fetchval("SELECT current_database()")
    # the test servers run with synchronous_commit off for speed: the service's sessions get this database's own
    # default (on, as on a production server), and the lazy ones their explicit off
    await pool.execute(f'ALTER DATABASE "{db}" SET synchronous_commit = on')
    await pool.execute(_LOG_COMMITS)
    try:
        await due(pool, [(sid, 1)])
        async with service(settings(db_url, nats_url, nats_prefix, site, tmp_path)):
            await wait_for(pool, "SELECT count(*) FROM observations WHERE sensor_id = $1", sid, want=1)
        got = {(r["tbl"], r["what"], r["sync"])
               for r in await pool.fetch("SELECT tbl, what, sync FROM commit_log WHERE what <> 'sensor.due'")}
    finally:
        await pool.execute(_UNLOG_COMMITS)
        await pool.execute(f'ALTER DATABASE "{db}" RESET synchronous_commit')
    assert got == {("fetch_claims", "INSERT", "off"), ("domains", "grant", "off"), ("domains", "release", "on"),
                   ("observations", "INSERT", "on"), ("outbox", "observation.fetched.ok", "on")}, got
