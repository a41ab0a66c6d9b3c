"""Red team, round 10 (fetcher): robots.txt, politeness and rate limits — through `changewire fetch URL --json` and
through the Fetcher service path on real Postgres, against raw asyncio servers on 127.0.0.2 (rawsite.py); every case
asserts what the server was asked. The pure half (more shapes, no I/O) is tests/unit/common/test_http_redteam10.py
and tests/unit/fetcher/test_classify_redteam10.py.

Probed (new shapes; rounds 4-9 covered CR-only lines, BOMs, gzip, wildcards, `$`, percent-encoding, query rules,
groups by token / version / case, redirects of robots.txt, 403 / 410 / 429 / 5xx / stalls, decimal-comma delays,
folded / negative / far / garbage Retry-After, X-RateLimit on 403 / 503, in-run retry spacing):
- robots.txt bodies: UTF-16 saved without a byte order mark (LE, BE, CRLF), NULs in front of the first line, behind
  the last, inside a key, after `*`; binary junk before readable lines, Latin-1 comments, a BOM'd UTF-16 file; an
  HTML error page answered 200 at /robots.txt; 401 (RFC 9309: unavailable → allow); a file past the 500 KiB cap
  whose cap falls inside a line, rules past the cap;
- Crawl-delay fractional, 86400 and 1e20 (capped at DESIGN's 300 s — a day between requests would starve a
  sensor whose base interval is hours, and the owner's wish is still the slowest spacing we keep), negative, "fast",
  nan / inf, in another group, in `*` beside our own group; Request-rate 1/10, 10/1h, with a time window, 0/10, both
  lines (the slower wins);
- Retry-After as an HTTP-date from a server whose clock runs behind / ahead of ours, with a Date field that does not
  parse, in the past, fractional, negative, garbage, two months away (capped at 7 days);
- rate-limit fields: X-RateLimit-Reset in epoch milliseconds; a 429 carrying only a reset field (X-RateLimit-Reset,
  RateLimit-Reset, RateLimit `t=`);
- robots.txt answering 429 / 503 with and without a Retry-After (long, short), through the service;
- the service: a 429 on one path pausing the whole registrable domain (a subdomain's sensor then skipped with the
  block's end as skip_until, no request); robots.txt fetched once per origin for concurrent runs; www. and the apex
  are two origins (two robots.txt), one spacing; Crawl-delay 86400 learnt on robots.txt.

Wrong at first, fixed (general rules):
- robots.txt with NUL bytes (7 shapes): BOM-less UTF-16 read as UTF-8 left a NUL beside every character and no key
  read; a NUL before or inside a line hid that line ("\\0User-agent" named no group): every rule was ignored and the
  disallowed pages fetched. robots.robots_text now reads BOM-less UTF-16 by its NUL pattern and drops stray NULs
  (one `in` scan; the rest only for files that hold a NUL);
- a robots.txt past the 500 KiB cap was read up to the byte: the line the cap cut became a shorter rule
  ("Disallow: /private-area/" → "Disallow: /pri" refused /pricing, an Allow cut to "Allow: /d" allowed /downloads).
  robots.robots_head ends the read part at its last line end (2 unit cases, 1 through the CLI);
- Retry-After HTTP-dates were read against our clock: a server 10 min behind asking for 2 min paused nothing (its
  time is already past), one ahead paused an hour too long. headers.parse_retry_after reads a date against the
  response's Date when that parses (RFC 9110 §10.2.3); client.py passes it (2 unit cases, 1 service case);
- X-RateLimit-Reset in epoch milliseconds (2 cases) paused for the longest block: read as seconds above 1e11
  (classify.rate_limit_spent);
- a 429 with a reset field but no Remaining (3 cases) paused the 600 s default: the 429 already says the quota is
  spent, so its reset names the pause (classify: rate_limit_spent(spent=True) for 429);
- robots.txt answering 429 / 503 with a Retry-After (half an hour, an hour) was asked again, and the run retried,
  after the usual 600 s; a 429 for robots.txt paused nothing else of the domain (its other origins asked their own
  robots.txt at once). RobotsVerdict carries robots.txt's Retry-After; RobotsCache keeps the unavailable verdict as
  long; handlers skip the run at least that long (capped at max_block_s) and a robots.txt 429 pauses the domain
  like a page's 429 (its Retry-After, else rate_limit_block_s) — 4 service cases.

Found right (pins): an HTML page at /robots.txt allows all; 401 allows all; rules past the cap are not read;
binary junk and Latin-1 comments keep the rules; Crawl-delay and Request-rate shapes above; Retry-After pins above;
a 429 on one path blocks the whole registrable domain, subdomains included; concurrent runs share one robots.txt
request per origin; Crawl-delay 86400 spaces the domain by the 300 s cap (stored capped; the page after robots.txt
skipped to the slot 300 s on).

Left alone: a redirect hop whose robots.txt answers 429 / 503 with a Retry-After still skips the usual 600 s
(classify_refused_hop gets no Retry-After through RobotsRefusal); discovery reads robots.txt with its own parser
(discovery/sitemaps.py), not robots_text, so the NUL / UTF-16 fix does not reach it (another team's area);
Retry-After: 0 (or a date already past by the server's own Date) on a 429 pauses nothing beyond the
spacing — the server said so; two replicas each fetch robots.txt once per TTL (the cache is per process, DESIGN).
Runtime: the three modules 75 cases, ≈ 8 s in one process, session fixtures (Postgres) included.
"""
from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator
from datetime import timedelta
from email.utils import format_datetime
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore
from changewire_common.clock import utcnow
from changewire_common.http import HttpClient, HttpConfig
from changewire_fetcher.handlers import Fetcher
from changewire_fetcher.settings import FetcherSettings

pytestmark = pytest.mark.integration

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, page, triple = R.raw, R.page, R.triple
site, cli = R.site, R.cli  # the shared fixtures (rawsite.py)
TEXT = b"Content-Type: text/plain"
RULES = "User-agent: *\nDisallow: /intern/\nAllow: /intern/presse/\n"


def asked(site: Any) -> list[str]:
    return [f"{h}{p}" for h, p, _ in site.requests]


def _huge() -> bytes:
    # 15 000 archive rules, then the line the 500 KiB cap cuts: "Disallow: /pri|vate-area/"
    body = b"User-agent: *\nDisallow: /intern/\n" + b"".join(b"Disallow: /archiv/%07d/\n" % i for i in range(15000))
    cut = 500 * 1024 - len(b"Disallow: /pri")
    assert len(body) < cut
    body += b"#" * (cut - len(body) - 1) + b"\n"
    return body + b"Disallow: /private-area/\n" + b"Disallow: /nach-dem-limit/\n"


ROBOTS: dict[str, tuple[bytes, str, str]] = {
    # name → (robots.txt answer, path asked, expected outcome)
    "utf16le-no-bom": (raw(b"200 OK", [TEXT], RULES.encode("utf-16-le")), "/intern/plan", "ROBOTS"),
    "utf16be-crlf-no-bom": (raw(b"200 OK", [TEXT], RULES.replace("\n", "\r\n").encode("utf-16-be")), "/intern/plan",
                            "ROBOTS"),
    "nuls-first": (raw(b"200 OK", [TEXT], b"\x00" * 16 + RULES.encode()), "/intern/plan", "ROBOTS"),
    "utf16-allow-wins": (raw(b"200 OK", [TEXT], RULES.encode("utf-16-le")), "/intern/presse/a", "ok"),
    "cap-cuts-a-line": (raw(b"200 OK", [TEXT], _huge()), "/pricing", "ok"),
    "cap-keeps-earlier": (raw(b"200 OK", [TEXT], _huge()), "/intern/x", "ROBOTS"),
    "past-the-cap": (raw(b"200 OK", [TEXT], _huge()), "/nach-dem-limit/", "ok"),
    # pins
    "html-error-page": (raw(b"200 OK", [b"Content-Type: text/html; charset=utf-8"],
                            b"<!DOCTYPE html><html><head><title>Page introuvable</title></head><body><h1>Erreur 404"
                            b"</h1><p>User-agent: * Disallow: /</p></body></html>"), "/intern/plan", "ok"),
    "401": (raw(b"401 Unauthorized", [b'WWW-Authenticate: Basic realm="intranet"'], b"no"), "/intern/plan", "ok"),
}


@pytest.mark.parametrize("name", sorted(ROBOTS))
async def test_robots_bodies(site: Any, cli: Any, name: str) -> None:
    answer, path, expected = ROBOTS[name]
    site.pages["/robots.txt"] = answer
    site.pages[path] = page()
    got = await cli(site, f"http://hostile.test{path}")
    if expected == "ok":
        assert triple(got) == ("ok", 200, None), (name, got)
        assert asked(site) == ["hostile.test/robots.txt", f"hostile.test{path}"], name
    else:
        assert triple(got)[::2] == ("failed", expected), (name, got)
        assert asked(site) == ["hostile.test/robots.txt"], name  # the page is never asked


# ------------------------------------------------------------------------------------------ the service path

_n = itertools.count(1)


def _host() -> str:
    return f"rt10-{next(_n)}-{id(_n) % 9973}.com"


@pytest.fixture
async def fetcher(pool: Any, db_url: str, site: Any, tmp_path: Path) -> AsyncIterator[Fetcher]:
    s = FetcherSettings(
        database_url=db_url, data_dir=str(tmp_path), connect_to=f"*.com={R.IP}:{site.port}",
        fetch_allow_cidrs=(f"{R.IP}/32",), politeness_spacing_s=0.0, http_retries=0, http_total_timeout_s=3.0,
        http_read_timeout_s=2.0, http_connect_timeout_s=2.0, max_slot_wait_s=2.0, write_linger_ms=0.0)
    client = HttpClient(HttpConfig.from_settings(s))
    f = Fetcher(s, pool, FileBlobStore(tmp_path / "blobs"), client)
    yield f
    await f.close()
    await client.close()


async def _sensor(pool: Any, url: str) -> tuple[int, int]:
    async with pool.acquire() as conn:
        cid = await conn.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $1) RETURNING company_id",
                                  f"rt10-{next(_n)}-{utcnow().timestamp()}")
        sid = await conn.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'careers', $2, $3, 1, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
            cid, url, url.split("/")[2])
    return sid, 1


async def _obs(pool: Any, sid: int) -> Any:
    return await pool.fetchrow("SELECT * FROM observations WHERE sensor_id = $1", sid)


@pytest.mark.parametrize(("name", "headers", "pause"), [
    # a server whose clock runs 10 min behind ours asks for 2 min (was no pause: its date is our past)
    ("skewed-date", lambda now: [b"Date: " + format_datetime(now - timedelta(minutes=10), usegmt=True).encode(),
                                 b"Retry-After: " + format_datetime(now - timedelta(minutes=8), usegmt=True).encode()],
     120.0),
    # a Node API's reset in epoch milliseconds, a minute away (was the longest block, 24 h)
    ("reset-ms", lambda now: [b"X-RateLimit-Limit: 60", b"X-RateLimit-Remaining: 0",
                              b"X-RateLimit-Reset: %d" % int((now.timestamp() + 60) * 1000)], 60.0),
])
async def test_a_429_pauses_the_whole_domain_as_long_as_it_says(fetcher: Fetcher, pool: Any, site: Any, name: str,
                                                                headers: Any, pause: float) -> None:
    h = _host()
    site.pages[(h, "/jobs/api")] = raw(b"429 Too Many Requests", [b"Content-Type: application/json",
                                                                  *headers(utcnow())], b'{"error":"rate limited"}')
    sid, seq = await _sensor(pool, f"http://{h}/jobs/api")
    await fetcher.run(sid, seq)
    o = await _obs(pool, sid)
    assert (o["outcome"], o["failure_class"]) == ("failed", "RATE_LIMIT"), name
    blocked = await pool.fetchval("SELECT blocked_until FROM domains WHERE domain = $1", h)
    left = (blocked - utcnow()).total_seconds()
    assert pause - 10 < left <= pause + 1, (name, left)
    # another path, on a subdomain: the registrable domain is paused — skipped to the block's end, nothing asked
    sid2, seq2 = await _sensor(pool, f"http://careers.{h}/stellen")
    await fetcher.run(sid2, seq2)
    o2 = await _obs(pool, sid2)
    assert o2["outcome"] == "skipped" and o2["failure_class"] is None, name
    assert abs((o2["skip_until"] - blocked).total_seconds()) < 1.0, name
    assert asked(site) == [f"{h}/robots.txt", f"{h}/jobs/api"], name


async def test_concurrent_runs_share_one_robots_txt_per_origin(fetcher: Fetcher, pool: Any, site: Any) -> None:
    h = _host()
    site.pages["/robots.txt"] = raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /intern/\n")
    urls = [f"http://{h}/a", f"http://{h}/b", f"http://{h}/intern/c", f"http://www.{h}/d", f"http://www.{h}/e"]
    for u in urls:
        site.pages[u.split("/", 3)[3].join(["/", ""])] = page()
    runs = [await _sensor(pool, u) for u in urls]
    await asyncio.gather(*(fetcher.run(s, q) for s, q in runs))
    outcomes = [((await _obs(pool, s))["outcome"], (await _obs(pool, s))["failure_class"]) for s, _ in runs]
    assert outcomes == [("ok", None), ("ok", None), ("failed", "ROBOTS"), ("ok", None), ("ok", None)]
    robots = sorted(x for x in asked(site) if x.endswith("/robots.txt"))
    assert robots == [f"{h}/robots.txt", f"www.{h}/robots.txt"]  # one per origin, www. and the apex apart
    assert len(asked(site)) == 2 + 4  # and the four allowed pages, once each


@pytest.mark.parametrize(("status", "retry_after", "skip", "block"), [
    # robots.txt rate-limited for half an hour: the run skips that long (was 600 s) and the domain is paused
    (b"429 Too Many Requests", b"1800", 1800.0, 1800.0),
    # down for maintenance for an hour: skipped that long (was 600 s); a 503 pauses no domain
    (b"503 Service Unavailable", b"3600", 3600.0, None),
    # pins: no Retry-After → the usual 600 s (429: the domain paused the default); one shorter than that → 600 s
    (b"503 Service Unavailable", None, 600.0, None),
    (b"429 Too Many Requests", None, 600.0, 600.0),
    (b"429 Too Many Requests", b"5", 600.0, 5.0),
])
async def test_robots_txt_retry_after_holds_for_the_run(fetcher: Fetcher, pool: Any, site: Any, status: bytes,
                                                        retry_after: bytes | None, skip: float,
                                                        block: float | None) -> None:
    h = _host()
    site.pages[(h, "/robots.txt")] = raw(status, [b"Retry-After: " + retry_after] if retry_after else [], b"later")
    sid, seq = await _sensor(pool, f"http://{h}/jobs")
    await fetcher.run(sid, seq)
    o = await _obs(pool, sid)
    assert o["outcome"] == "skipped" and o["failure_class"] is None
    assert skip - 10 < (o["skip_until"] - utcnow()).total_seconds() <= skip + 1
    blocked = await pool.fetchval("SELECT blocked_until FROM domains WHERE domain = $1", h)
    if block is None:
        assert blocked is None or blocked <= utcnow()
    else:
        assert block - 10 < (blocked - utcnow()).total_seconds() <= block + 1
    # the same origin again: robots.txt is not asked again before its Retry-After (nor the page)
    sid2, seq2 = await _sensor(pool, f"http://{h}/team")
    await fetcher.run(sid2, seq2)
    assert (await _obs(pool, sid2))["outcome"] == "skipped"
    assert asked(site) == [f"{h}/robots.txt"]


async def test_a_day_long_crawl_delay_spaces_the_domain_by_the_cap(fetcher: Fetcher, pool: Any, site: Any) -> None:
    h = _host()
    site.pages[(h, "/robots.txt")] = raw(b"200 OK", [TEXT], b"User-agent: *\nCrawl-delay: 86400\n")
    site.pages[(h, "/jobs")] = page()
    sid, seq = await _sensor(pool, f"http://{h}/jobs")
    await fetcher.run(sid, seq)
    o = await _obs(pool, sid)
    # robots.txt was the domain's request: the page is 300 s away (the cap, DESIGN), skipped to then
    assert o["outcome"] == "skipped"
    assert 290 < (o["skip_until"] - utcnow()).total_seconds() <= 301
    d = await pool.fetchrow("SELECT crawl_delay_s, next_slot_at FROM domains WHERE domain = $1", h)
    assert d["crawl_delay_s"] == 300.0 and 290 < (d["next_slot_at"] - utcnow()).total_seconds() <= 301
    assert asked(site) == [f"{h}/robots.txt"]
