"""The fetcher's run processing against real Postgres and real aiohttp sites on 127.0.0.2: every
outcome and failure class, what each writes (observation, failure, validators, domain, cost,
outbox), stale and duplicate runs. (The NATS path is in test_fetcher_service.py.)"""
from __future__ import annotations

import itertools
import json
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import msgspec
import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore
from changewire_common.clock import utcnow
from changewire_common.http import HttpClient, HttpConfig
from changewire_fetcher.handlers import Fetcher
from changewire_fetcher.settings import FetcherSettings

pytestmark = pytest.mark.integration

S: Any = load_module("fetcher_sites", "data/fetcher/sites.py")

_hosts = itertools.count(1)

CHALLENGE = (b'<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>'
             b'<h2 id="challenge-running">Checking if the site connection is secure</h2>'
             b"<script>window._cf_chl_opt={cType:'managed'};</script></body></html>")


@pytest.fixture
async def decoy() -> AsyncIterator[Any]:
    d = await S.Decoy().start()
    yield d
    await d.stop()


@pytest.fixture
async def site(decoy: Any) -> AsyncIterator[Any]:
    s = await S.HostileSite(decoy_port=decoy.port).start()
    s.pages["challenge"] = (403, {"Server": "cloudflare", "Content-Type": "text/html"}, CHALLENGE)
    s.pages["challenge200"] = (200, {"Content-Type": "text/html"}, CHALLENGE)
    s.pages["datadome"] = (403, {"X-DataDome": "protected", "Content-Type": "text/html"}, b"<html>blocked</html>")
    s.pages["contact"] = (200, {"Content-Type": "text/html", "ETag": '"c1"'},
                          b"<html><title>Contact us</title><form><div class='g-recaptcha'></div></form>"
                          + b"<p>We are a real company with a real contact page.</p>" * 60 + b"</html>")
    yield s
    await s.stop()
    assert decoy.hits == []


def settings(db_url: str, site: Any, tmp_path: Path, **kw: Any) -> FetcherSettings:
    base: dict[str, Any] = {
        "database_url": db_url, "data_dir": str(tmp_path),
        "connect_to": f"*.com=127.0.0.2:{site.port},*.moved.test=127.0.0.2:{site.port}",
        "fetch_allow_cidrs": ("127.0.0.2/32",), "politeness_spacing_s": 0.0, "http_retries": 0,
        "http_total_timeout_s": 3.0, "http_read_timeout_s": 2.0, "http_connect_timeout_s": 2.0,
        "max_slot_wait_s": 2.0, "write_linger_ms": 0.0,
    }
    base.update(kw)
    return FetcherSettings(**base)


@pytest.fixture
async def fetcher(pool: Any, db_url: str, site: Any, tmp_path: Path) -> AsyncIterator[Fetcher]:
    s = settings(db_url, site, tmp_path)
    client = HttpClient(HttpConfig.from_settings(s))
    f = Fetcher(s, pool, FileBlobStore(tmp_path / "blobs"), client)
    yield f
    await f.close()
    await client.close()


async def new_sensor(pool: Any, url: str, *, etag: str | None = None, open_run: bool = True) -> tuple[int, int]:
    """A company + sensor with an open run (as the scheduler's claim leaves it): (sensor_id, run_seq)."""
    n = next(_hosts)
    async with pool.acquire() as conn:
        cid = await conn.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $1) RETURNING company_id",
                                  f"co-{n}-{utcnow().timestamp()}")
        sid = await conn.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, etag, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'careers', $2, $3, $4, 1, $5, now() + interval '5 minutes', now()) RETURNING sensor_id",
            cid, url, url.split("/")[2].split(":")[0], etag, open_run)
    return sid, 1


def host() -> str:
    """A fresh registrable domain per test (politeness state never leaks between tests)."""
    return f"h{next(_hosts)}-{id(_hosts) % 9973}.com"


async def obs(pool: Any, sid: int) -> Any:
    return await pool.fetchrow("SELECT * FROM observations WHERE sensor_id = $1", sid)


CASES = [
    # path, expected outcome, expected failure class
    ("/ok", "ok", None),
    ("/hops/3", "ok", None),
    ("/status/204", "ok", None),
    ("/redirect?to=http://www.{host}/ok", "ok", None),  # same registrable domain
    ("/redirect?to=http://new.moved.test/ok", "redirected", None),
    ("/page/challenge", "failed", "BOT_CHALLENGE"),
    ("/page/challenge200", "failed", "BOT_CHALLENGE"),
    ("/page/datadome", "failed", "BOT_CHALLENGE"),
    ("/page/contact", "ok", None),  # a CAPTCHA widget in a form is not a challenge
    ("/status/404", "failed", "PAGE_REMOVED"),
    ("/status/410", "failed", "PAGE_REMOVED"),
    ("/status/429", "failed", "RATE_LIMIT"),
    ("/status/401", "failed", "HTTP_4XX"),
    ("/status/403", "failed", "HTTP_4XX"),
    ("/status/500", "failed", "HTTP_5XX"),
    ("/status/503", "failed", "HTTP_5XX"),
    ("/status/300", "failed", "REDIRECT"),
    ("/loop", "failed", "REDIRECT"),
    ("/hops/6", "failed", "REDIRECT"),
    ("/big", "failed", "TOO_LARGE"),
    ("/gzip-bomb", "failed", "TOO_LARGE"),
    ("/drip", "failed", "TIMEOUT"),
    ("/redirect?to=http://127.0.0.1:{decoy}/", "failed", "BLOCKED_DESTINATION"),
    ("/redirect?to=http://unlisted.example.org/", "failed", "DNS"),
    ("/private/x", "failed", "ROBOTS"),
]


@pytest.mark.parametrize(("path", "outcome", "failure_class"), CASES)
async def test_outcomes_and_failure_classes(fetcher: Fetcher, pool: Any, site: Any, decoy: Any, path: str,
                                            outcome: str, failure_class: str | None) -> None:
    h = host()
    url = f"http://{h}" + path.replace("{host}", h).replace("{decoy}", str(decoy.port))
    sid, seq = await new_sensor(pool, url)
    report = await fetcher.run(sid, seq)
    assert report.state == "written", report
    o = await obs(pool, sid)
    assert (o["outcome"], o["failure_class"]) == (outcome, failure_class), o["error"]
    # one outbox event on the outcome's subject
    ev = await pool.fetch("SELECT subject, payload FROM outbox WHERE subject LIKE 'observation.fetched.%' "
                          "AND convert_from(payload, 'UTF8') LIKE '%\"observation_id\":' || $1::text || ',%'", str(o["observation_id"]))
    assert [e["subject"] for e in ev] == [f"observation.fetched.{outcome}"]
    body = msgspec.json.decode(ev[0]["payload"])
    assert body["sensor_id"] == sid and body["run_seq"] == seq and body["failure_class"] == failure_class
    assert body["due_at"] is not None
    nfail = await pool.fetchval("SELECT count(*) FROM failures WHERE sensor_id = $1", sid)
    assert nfail == (1 if outcome == "failed" else 0)
    if outcome == "redirected":
        assert o["redirect_url"] == "http://new.moved.test/ok" and o["blob_key"] is not None
    if failure_class == "RATE_LIMIT":
        blocked = await pool.fetchval("SELECT blocked_until FROM domains WHERE domain = $1", h)
        assert blocked is not None and blocked > utcnow() + timedelta(minutes=5)
    # the domain slot was given back
    inflight = await pool.fetchval("SELECT in_flight FROM domains WHERE domain = $1", h)
    assert inflight in (0, None)
    if failure_class not in ("BLOCKED_DESTINATION",):
        units = await pool.fetchval("SELECT sum(units) FROM cost_ledger l JOIN sensors s USING (company_id) "
                                    "WHERE s.sensor_id = $1", sid)
        assert units and units >= 1


async def test_ok_then_304_row_shapes(fetcher: Fetcher, pool: Any, site: Any, tmp_path: Path) -> None:
    h = host()
    sid, seq = await new_sensor(pool, f"http://{h}/ok")
    r = await fetcher.run(sid, seq)
    o = await obs(pool, sid)
    assert o["outcome"] == "ok" and o["http_status"] == 200 and o["etag"] == '"v1"' and o["last_modified"]
    assert o["content_type"] == "text/html" and o["charset"] == "utf-8" and o["bytes"] > 0
    assert o["total_ms"] > 0 and o["first_byte_ms"] is not None and o["dns_ms"] is not None
    assert o["due_at"] is not None and o["final_url"] == f"http://{h}/ok" and o["attempts"] == 1
    blobs = FileBlobStore(tmp_path / "blobs")
    assert (await blobs.get(o["blob_key"])).startswith(b"<html>")
    sensor = await pool.fetchrow("SELECT etag, last_modified, run_seq, run_open FROM sensors WHERE sensor_id = $1", sid)
    assert sensor["etag"] == '"v1"' and sensor["last_modified"] == o["last_modified"]
    assert sensor["run_open"]  # the fetcher never closes runs: the scheduler does
    assert r.event is not None and r.event.subject() == "observation.fetched.ok"
    # next run (the scheduler opens it) sends the validators and gets a 304
    await pool.execute("UPDATE sensors SET run_seq = 2 WHERE sensor_id = $1", sid)
    r2 = await fetcher.run(sid, 2)
    o2 = await pool.fetchrow("SELECT * FROM observations WHERE sensor_id = $1 AND run_seq = 2", sid)
    assert o2["outcome"] == "not_modified" and o2["http_status"] == 304 and o2["blob_key"] is None
    assert o2["failure_class"] is None and o2["bytes"] == 0
    assert site.hits[-1].headers.get("If-None-Match") == '"v1"'
    assert r2.event is not None and r2.event.outcome == "not_modified"


async def test_validators_belong_to_the_url_that_answered_them(fetcher: Fetcher, pool: Any, site: Any) -> None:
    # fixed: the sensor's If-None-Match went to every redirect hop, and a 200 reached through a redirect
    # stored the target's validators as the sensor's own — sent next time to the sensor's URL (and on
    # to the target): a validator matched against a resource it never came from. Expected: the target's
    # validators are kept with the target's URL (validators_url) and sent to that hop only, so a sensor
    # whose URL redirects (http → https, a trailing slash) still gets its 304s.
    h = host()
    sid, _ = await new_sensor(pool, f"http://{h}/redirect?to=/ok")
    await fetcher.run(sid, 1)
    o = await obs(pool, sid)
    assert o["outcome"] == "ok" and o["final_url"] == f"http://{h}/ok" and o["etag"] == '"v1"'
    row = await pool.fetchrow("SELECT etag, validators_url FROM sensors WHERE sensor_id = $1", sid)
    assert row["etag"] == '"v1"' and row["validators_url"] == f"http://{h}/ok"
    await pool.execute("UPDATE sensors SET run_seq = 2 WHERE sensor_id = $1", sid)
    await fetcher.run(sid, 2)
    o2 = await pool.fetchrow("SELECT * FROM observations WHERE sensor_id = $1 AND run_seq = 2", sid)
    assert o2["outcome"] == "not_modified" and o2["http_status"] == 304, dict(o2)
    first, hop = site.hits[-2], site.hits[-1]
    assert first.path.startswith("/redirect") and "If-None-Match" not in first.headers
    assert hop.path == "/ok" and hop.headers.get("If-None-Match") == '"v1"'
    # a validator held for the sensor's own URL (validators_url NULL) goes to that URL only, never to the hop
    await pool.execute("UPDATE sensors SET run_seq = 3, validators_url = NULL WHERE sensor_id = $1", sid)
    await fetcher.run(sid, 3)
    o3 = await pool.fetchrow("SELECT * FROM observations WHERE sensor_id = $1 AND run_seq = 3", sid)
    assert o3["outcome"] == "ok" and o3["http_status"] == 200, dict(o3)
    first, hop = site.hits[-2], site.hits[-1]
    assert first.path.startswith("/redirect") and first.headers.get("If-None-Match") == '"v1"'
    assert hop.path == "/ok" and "If-None-Match" not in hop.headers
    # that 200 came through the redirect again: its validators are the target's once more
    assert await pool.fetchval("SELECT validators_url FROM sensors WHERE sensor_id = $1", sid) == f"http://{h}/ok"
    # a 200 of the sensor's own URL keeps its validators for that URL (validators_url NULL)
    sid2, _ = await new_sensor(pool, f"http://{h}/ok")
    await fetcher.run(sid2, 1)
    row = await pool.fetchrow("SELECT etag, validators_url FROM sensors WHERE sensor_id = $1", sid2)
    assert row["etag"] == '"v1"' and row["validators_url"] is None


async def test_a_workday_job_search_is_posted(fetcher: Fetcher, pool: Any, site: Any) -> None:
    # Workday's job search answers a POST of a search only: an ats sensor on it was asked with a GET
    # (refused), so every Workday board discovery or repair found failed at its first run
    sid, _ = await new_sensor(pool, "http://acme.wd5.myworkdayjobs.com/wday/cxs/acme/External/jobs", etag='"w1"')
    await pool.execute("UPDATE sensors SET kind = 'ats' WHERE sensor_id = $1", sid)
    await fetcher.run(sid, 1)
    o = await obs(pool, sid)
    assert o["outcome"] == "ok" and o["http_status"] == 200, dict(o)
    method, body = site.searches[-1]
    assert method == "POST" and json.loads(body) == {"appliedFacets": {}, "limit": 20, "offset": 0, "searchText": ""}
    assert "If-None-Match" not in site.hits[-1].headers  # (a precondition on a POST is another thing: a 412)
    # the same URL on a page sensor (not an ats one) is asked as any page is, with a GET
    sid2, _ = await new_sensor(pool, "http://acme.wd5.myworkdayjobs.com/wday/cxs/acme/External/jobs")
    await fetcher.run(sid2, 1)
    assert site.searches[-1][0] == "GET" and (await obs(pool, sid2))["http_status"] == 405


async def test_a_posted_search_follows_redirects_as_browsers_do(fetcher: Fetcher, site: Any) -> None:
    search = b'{"limit": 20}'
    r = await fetcher.client.fetch(site.url("/wday/cxs/acme/Old/jobs", "acme.wd5.myworkdayjobs.com"),
                                   json_body=search)
    assert r.status == 200 and [m for m, _ in site.searches[-2:]] == ["POST", "POST"]  # 308 keeps the method
    assert site.searches[-1][1] == search
    r = await fetcher.client.fetch(site.url("/wday/cxs/acme/Gone/jobs", "acme.wd5.myworkdayjobs.com"),
                                   json_body=search)
    assert r.status == 200 and site.hits[-1].path == "/ok" and site.searches[-1][0] == "POST"  # 303 → a GET of /ok


async def test_stale_and_duplicate_runs_make_no_request(fetcher: Fetcher, pool: Any, site: Any) -> None:
    h = host()
    sid, seq = await new_sensor(pool, f"http://{h}/ok")
    assert (await fetcher.run(sid, seq)).state == "written"
    n = len(site.hits)
    assert (await fetcher.run(sid, seq)).state == "duplicate"  # redelivery after the commit
    await pool.execute("UPDATE sensors SET run_seq = 3 WHERE sensor_id = $1", sid)
    assert (await fetcher.run(sid, 2)).state == "stale"  # the scheduler moved past run 2
    sid2, seq2 = await new_sensor(pool, f"http://{host()}/ok", open_run=False)
    assert (await fetcher.run(sid2, seq2)).state == "stale"  # run closed
    assert (await fetcher.run(999999, 1)).state == "missing"
    assert len(site.hits) == n
    assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", sid) == 1


async def test_concurrent_duplicate_deliveries_make_one_request(fetcher: Fetcher, pool: Any, site: Any) -> None:
    import asyncio

    h = host()
    sid, seq = await new_sensor(pool, f"http://{h}/ok")
    reports = await asyncio.gather(*(fetcher.run(sid, seq) for _ in range(4)))
    states = sorted(r.state for r in reports)
    assert states.count("written") == 1 and set(states) <= {"written", "busy", "duplicate"}
    assert [x.path for x in site.hits if x.host.startswith(h)].count("/ok") == 1
    assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", sid) == 1
    assert await pool.fetchval("SELECT count(*) FROM outbox WHERE convert_from(payload, 'UTF8') LIKE '%\"sensor_id\":' || $1::text || ',%'",
                               str(sid)) == 1


async def test_blocked_budget_and_far_slot_are_skipped_without_a_request(fetcher: Fetcher, pool: Any, site: Any) -> None:
    cases = {
        "blocked": "UPDATE domains SET blocked_until = now() + interval '1 hour' WHERE domain = $1",
        "budget": "UPDATE domains SET daily_budget = 0 WHERE domain = $1",
        "slot": "UPDATE domains SET next_slot_at = now() + interval '10 minutes' WHERE domain = $1",
    }
    for reason, sql in cases.items():
        h = host()
        await pool.execute("INSERT INTO domains (domain) VALUES ($1)", h)
        await pool.execute(sql, h)
        sid, seq = await new_sensor(pool, f"http://{h}/ok")
        r = await fetcher.run(sid, seq)
        o = await obs(pool, sid)
        assert o["outcome"] == "skipped" and o["skip_until"] > utcnow() + timedelta(minutes=5), reason
        assert reason in o["error"] and o["failure_class"] is None
        assert r.event is not None and r.event.skip_until == o["skip_until"]
        assert not [x for x in site.hits if x.host.startswith(h)], reason


async def test_robots_unavailable_is_skipped_and_crawl_delay_raises_spacing(
        pool: Any, db_url: str, site: Any, tmp_path: Path) -> None:
    s = settings(db_url, site, tmp_path, robots_retry_s=900.0)
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        f = Fetcher(s, pool, FileBlobStore(tmp_path / "b"), client)
        site.robots_status = 503
        h = host()
        sid, seq = await new_sensor(pool, f"http://{h}/ok")
        await f.run(sid, seq)
        o = await obs(pool, sid)
        assert o["outcome"] == "skipped" and o["failure_class"] is None
        assert o["skip_until"] > utcnow() + timedelta(minutes=14)
        assert [x.path for x in site.hits if x.host.startswith(h)] == ["/robots.txt"]
        site.robots_status = 200
        site.robots = "User-agent: *\nCrawl-delay: 1\n"
        h2 = host()
        sid2, seq2 = await new_sensor(pool, f"http://{h2}/ok")
        await f.run(sid2, seq2)
        assert (await obs(pool, sid2))["outcome"] == "ok"
        times = [x.t for x in site.hits if x.host.startswith(h2)]
        assert len(times) == 2 and times[1] - times[0] >= 0.95  # robots.txt, then the page a crawl-delay later
        d = await pool.fetchrow("SELECT crawl_delay_s, next_slot_at, in_flight FROM domains WHERE domain = $1", h2)
        assert d["crawl_delay_s"] == 1.0 and d["in_flight"] == 0
        assert d["next_slot_at"] > utcnow() + timedelta(seconds=0.5)
        await f.close()


async def test_ssrf_denial_is_counted(fetcher: Fetcher, pool: Any, site: Any, decoy: Any) -> None:
    from prometheus_client import REGISTRY

    before = REGISTRY.get_sample_value("changewire_fetcher_ssrf_denials_total", {"rule": "ipv4_mapped:loopback"}) or 0
    sid, seq = await new_sensor(pool, f"http://{host()}/redirect?to=http://[::ffff:127.0.0.1]:{decoy.port}/")
    await fetcher.run(sid, seq)
    assert (await obs(pool, sid))["failure_class"] == "BLOCKED_DESTINATION"
    after = REGISTRY.get_sample_value("changewire_fetcher_ssrf_denials_total", {"rule": "ipv4_mapped:loopback"})
    assert after == before + 1


async def test_a_near_slot_is_waited_for_and_the_message_kept_alive(fetcher: Fetcher, pool: Any, site: Any) -> None:
    import time as _t

    h = host()
    await pool.execute("INSERT INTO domains (domain, next_slot_at) VALUES ($1, now() + interval '1 second')", h)
    sid, seq = await new_sensor(pool, f"http://{h}/ok")
    pings = []

    async def in_progress() -> None:
        pings.append(_t.monotonic())

    t0 = _t.monotonic()
    r = await fetcher.run(sid, seq, keepalive=in_progress)
    assert r.state == "written" and (await obs(pool, sid))["outcome"] == "ok"
    assert _t.monotonic() - t0 >= 0.9 and pings  # waited for the slot, told NATS it is still working



async def test_a_lost_claim_and_grant_cost_one_request_not_a_second_observation(
        fetcher: Fetcher, pool: Any, db_url: str, site: Any, tmp_path: Path) -> None:
    """The service commits a run's claim and its politeness grant lazily (synchronous_commit off: app.py); a
    PostgreSQL crash may lose both while the run is fetching. Another delivery of the run (another replica) then
    claims and fetches it again: one more request, and still one observation and one event (docs/operations.md,
    "PostgreSQL durability"). The loss is made here by deleting what the crash would have lost."""
    import asyncio

    h = host()
    sid, seq = await new_sensor(pool, f"http://{h}/slow/x")
    s2 = settings(db_url, site, tmp_path)
    client2 = HttpClient(HttpConfig.from_settings(s2))
    other = Fetcher(s2, pool, FileBlobStore(tmp_path / "blobs"), client2)
    try:
        first = asyncio.create_task(fetcher.run(sid, seq, token="message-1"))
        for _ in range(200):  # until the first delivery's request is at the server
            if any(x.host.startswith(h) and x.path == "/slow/x" for x in site.hits):
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError("the first delivery made no request")
        # what a crash of PostgreSQL would lose of the lazy commits: the claim and the grant
        await pool.execute("DELETE FROM fetch_claims WHERE sensor_id = $1", sid)
        await pool.execute("UPDATE domains SET in_flight = 0, in_flight_until = NULL, next_slot_at = now() "
                           "WHERE domain = $1", h)
        second = await other.run(sid, seq, token="message-2")
        reports = [await first, second]
    finally:
        await other.close()
        await client2.close()
    assert sorted(r.state for r in reports) == ["duplicate", "written"]
    assert [x.path for x in site.hits if x.host.startswith(h) and x.path == "/slow/x"] == ["/slow/x"] * 2
    assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", sid) == 1
    oid = await pool.fetchval("SELECT observation_id FROM observations WHERE sensor_id = $1", sid)
    payloads = [json.loads(r["payload"]) for r in await pool.fetch(
        "SELECT payload FROM outbox WHERE subject LIKE 'observation.fetched.%'")]
    assert [p["observation_id"] for p in payloads if p.get("sensor_id") == sid] == [oid]
    assert await pool.fetchval("SELECT count(*) FROM fetch_claims WHERE sensor_id = $1", sid) == 0


async def test_one_statement_batch_write(fetcher: Fetcher, pool: Any, site: Any) -> None:
    """store.write_results records a batch in one statement: ids reserved when the caller had none, a
    duplicate in the batch writes nothing of its own (no event, failure, validators), every run's
    claim, release and cost are recorded; the event carries the row's observation id."""
    from changewire_common.http.politeness import Release
    from changewire_common.vocab import FailureClass, FetchOutcome
    from changewire_fetcher.classify import Classified
    from changewire_fetcher.store import RunResult, write_results

    h = host()
    sid, seq = await new_sensor(pool, f"http://{h}/ok")
    sid2, seq2 = await new_sensor(pool, f"http://{h}/gone")
    cid = await pool.fetchval("SELECT company_id FROM sensors WHERE sensor_id = $1", sid)
    await pool.execute("INSERT INTO fetch_claims (sensor_id, run_seq, token, claimed_until) "
                       "VALUES ($1, $2, 't', now() + interval '1 minute')", sid, seq)

    def result(s: int, q: int, c: Classified, **kw: Any) -> RunResult:
        return RunResult(sensor_id=s, run_seq=q, company_id=cid, url=f"http://{h}/x", token="t", classified=c,
                         fetched_at=utcnow(), units=1, wire_bytes=10, release=Release(h, release=False), **kw)

    ok = result(sid, seq, Classified(FetchOutcome.OK), http_status=200, etag='"e1"', update_validators=True)
    dup = result(sid, seq, Classified(FetchOutcome.OK), http_status=200, etag='"e2"', update_validators=True)
    gone = result(sid2, seq2, Classified(FetchOutcome.FAILED, FailureClass.PAGE_REMOVED, "HTTP 404"), http_status=404)
    w = await write_results(pool, [ok, dup, gone], fetcher.slots)
    assert w[1].observation_id is None and w[1].event is None
    assert w[0].event is not None and w[0].event.observation_id == w[0].observation_id
    assert await pool.fetchval("SELECT observation_id FROM observations WHERE sensor_id = $1", sid) == w[0].observation_id
    assert await pool.fetchval("SELECT etag FROM sensors WHERE sensor_id = $1", sid) == '"e1"'
    f = await pool.fetchrow("SELECT * FROM failures WHERE sensor_id = $1", sid2)
    assert f["observation_id"] == w[2].observation_id and f["failure_class"] == "PAGE_REMOVED"
    msgs = {r["msg_id"]: r["subject"] for r in await pool.fetch("SELECT msg_id, subject FROM outbox WHERE msg_id = ANY($1)",
                                                                 [x.event.event_id for x in (w[0], w[2]) if x.event])}
    assert sorted(msgs.values()) == ["observation.fetched.failed", "observation.fetched.ok"]
    assert await pool.fetchval("SELECT count(*) FROM fetch_claims WHERE sensor_id = $1", sid) == 0
    assert await pool.fetchval("SELECT units FROM cost_ledger WHERE company_id = $1", cid) == 3
    assert await pool.fetchval("SELECT used_today FROM domains WHERE domain = $1", h) is None  # no slot row yet


async def test_every_redirect_hop_is_checked_against_its_origins_robots_txt(fetcher: Fetcher, pool: Any,
                                                                            site: Any) -> None:
    """A page may redirect into a disallowed path, or to another site whose robots.txt forbids it:
    the hop is refused before any request to it. On the sensor's own domain that is ROBOTS; on another
    registrable domain the page moved away (`redirected`, to the hop), whether that site's robots.txt
    disallows us or is unavailable (revised in red-team round 5: those were ROBOTS and `skipped`, which
    blamed the sensor's own site for another site's rules and retried a move forever)."""
    # same origin, disallowed path (the site's robots.txt disallows /private)
    h = host()
    sid, seq = await new_sensor(pool, f"http://{h}/redirect?to=/private/x")
    await fetcher.run(sid, seq)
    o = await obs(pool, sid)
    assert (o["outcome"], o["failure_class"]) == ("failed", "ROBOTS") and "/private/x" in o["error"]
    assert o["final_url"] == f"http://{h}/private/x"
    assert not [x for x in site.hits if x.host.startswith(h) and x.path.startswith("/private")]

    # another origin that disallows everything: its robots.txt is read, its page never requested
    h, h2 = host(), host()
    site.robots_by_host[h2] = (200, "User-agent: *\nDisallow: /\n")
    sid, seq = await new_sensor(pool, f"http://{h}/redirect?to=http://{h2}/ok")
    await fetcher.run(sid, seq)
    o = await obs(pool, sid)
    assert (o["outcome"], o["failure_class"]) == ("redirected", None)
    assert o["final_url"] == o["redirect_url"] == f"http://{h2}/ok"
    assert [x.path for x in site.hits if x.host.startswith(h2)] == ["/robots.txt"]

    # another origin whose robots.txt answers 503: the page moved there all the same (`redirected`)
    h, h3 = host(), host()
    site.robots_by_host[h3] = (503, "busy")
    sid, seq = await new_sensor(pool, f"http://{h}/redirect?to=http://{h3}/ok")
    await fetcher.run(sid, seq)
    o = await obs(pool, sid)
    assert (o["outcome"], o["failure_class"]) == ("redirected", None) and o["redirect_url"] == f"http://{h3}/ok"
    assert [x.path for x in site.hits if x.host.startswith(h3)] == ["/robots.txt"]

    # an allowed hop to another origin goes through (its robots.txt read once, then the page)
    h, h4 = host(), host()
    sid, seq = await new_sensor(pool, f"http://{h}/redirect?to=http://{h4}/ok")
    await fetcher.run(sid, seq)
    assert (await obs(pool, sid))["outcome"] in ("ok", "redirected")
    assert [x.path for x in site.hits if x.host.startswith(h4)] == ["/robots.txt", "/ok"]


@pytest.mark.parametrize("per_domain", [1, 2])
async def test_one_replica_keeps_per_domain_requests_in_flight(pool: Any, db_url: str, site: Any, tmp_path: Path,
                                                               per_domain: int) -> None:
    """CHANGEWIRE_POLITENESS_PER_DOMAIN is what one replica runs at once on a domain too (timestamps at
    the server): 1 → one after the other, 2 → side by side."""
    import asyncio

    s = settings(db_url, site, tmp_path, politeness_per_domain=per_domain, max_slot_wait_s=5.0)
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        f = Fetcher(s, pool, FileBlobStore(tmp_path / "b"), client)
        h = host()
        runs = [await new_sensor(pool, f"http://{h}/slow/{i}") for i in range(2)]
        await asyncio.gather(*(f.run(sid, seq) for sid, seq in runs))
        starts = sorted(x.t for x in site.hits if x.host.startswith(h) and x.path.startswith("/slow/"))
        assert len(starts) == 2
        if per_domain == 1:
            assert starts[1] - starts[0] >= 0.35, "two requests in flight on one domain"
        else:
            assert starts[1] - starts[0] < 0.3, "the second request waited although two may be in flight"
        for sid, _ in runs:
            assert (await obs(pool, sid))["outcome"] == "ok"
        await f.close()


@pytest.mark.parametrize("fetch_concurrency", [2, 0])
async def test_fetch_concurrency_bounds_the_fetches_in_flight(pool: Any, db_url: str, site: Any, tmp_path: Path,
                                                              fetch_concurrency: int) -> None:
    """CHANGEWIRE_FETCHER_FETCH_CONCURRENCY bounds the runs in their fetch at once (the bodies held in
    memory), whatever the handler concurrency: 2 → five slow pages on five domains go two by two
    (request times taken at the server); 0 → all of `concurrency` at once."""
    import asyncio

    s = settings(db_url, site, tmp_path, concurrency=8, fetch_concurrency=fetch_concurrency)
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        f = Fetcher(s, pool, FileBlobStore(tmp_path / "b"), client)
        hosts = [host() for _ in range(5)]
        runs = [await new_sensor(pool, f"http://{h}/slow/1") for h in hosts]
        await asyncio.gather(*(f.run(sid, seq) for sid, seq in runs))
        await f.close()
    starts = sorted(x.t for x in site.hits if x.path == "/slow/1" and any(x.host.startswith(h) for h in hosts))
    assert len(starts) == 5
    for sid, _ in runs:
        assert (await obs(pool, sid))["outcome"] == "ok"
    if fetch_concurrency == 2:
        # the third request starts only once one of the first two (0.4 s each) is over
        assert starts[2] - starts[0] >= 0.35, "more fetches in flight than fetch_concurrency"
        assert starts[4] - starts[0] >= 0.7
    else:
        assert starts[4] - starts[0] < 0.3, "fetches waited although the concurrency allows them all"
