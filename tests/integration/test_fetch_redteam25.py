"""Red team, round 25 (fetcher): robots.txt files and validators as real sites serve them, and politeness as
the server sees it — through `changewire fetch URL --json`, `changewire run-sensor ID [--force] --json` (real
PostgreSQL, one process per run as a user types it) and the Fetcher service (round 20's replicas), against raw
asyncio servers on 127.0.0.2 (tests/data/fetcher/rawsite.py; names mapped by CHANGEWIRE_CONNECT_TO) whose request
log carries the server's own arrival times. Rounds 1-24 are not repeated (their docstrings: BOMs, CR-only and CRLF
files one shape at a time, NULs, UTF-16, caps, groups by version / case / several agents, `$` and `*`, `%63`,
soft-404 pages, text/html rules, 401 / 403 / 429 / 5xx, redirects of robots.txt, Crawl-delay shapes, Retry-After
shapes, budgets, validators' forms and storage).

Cases (expectations written before the first run):
- R, robots.txt shapes through `fetch --json`: line ends mixed and CR-only (an old Mac editor, IIS serving a file
  saved so) under rules that need reading beyond protego — a versioned agent token, `* (all robots)`, a rule
  without its leading slash, a rule written as a URL, a BOM before them; tabs and comments; upper-case keys; the
  misspellings and the missing colon Google's parser reads; our group among several agents vs `*` (the most
  specific group wins, not merged with `*`); `Disallow: /` for us only; an empty `Disallow:` for us under `*`'s
  `Disallow: /`; Allow and Disallow of equal length (plain and with `*`: the Allow wins, RFC 9309 §2.2.2);
  `Allow: /$` with `Disallow: /`; `*.pdf$` against a query; `/*?`; non-ASCII rules against percent-encoded and
  Unicode URLs, lower-case escapes; `%2F` kept; `%7E`; case-sensitive paths; `Host:` inside a group; a comment
  glued to a rule; rules before any User-agent line (in no group: ignored);
- S, stale copies: rules fetched a day ago, robots.txt now answering 503 (the copy applies: RFC 9309 §2.4), 503
  with a Retry-After and 429 with a Retry-After (the site asked us to wait: the page is not asked before it, and
  a 429 pauses the domain as any 429 does); robots.txt 5xx then recovered (the next run fetched); a CR-only
  "Crawl-delay: 10s" (the run skipped to the slot, the delay stored);
- P, politeness at the server (`run-sensor ID` without --force, each run its own process): two sensors of one
  domain spaced by the spacing, and by a Crawl-delay of "0.5" (raising a shorter spacing); a 429 with
  Retry-After in seconds and as an HTTP-date (the next sensor of the domain `skipped`, skip_until at the pause's
  end, no request); a daily budget reached (skipped to the next UTC midnight, no request);
- V, validators through `run-sensor ID --force`, run after run: a server ignoring If-None-Match (200, same tag and
  body: ok, the differ finds nothing changed); both validators stored where only the tag changed; validators kept
  across a run skipped for robots.txt 503 and across a ROBOTS refusal.

Probed: 51 cases in batch 1 (36 R, 5 S, 6 P, 4 V), expectations committed before any run (first commit of this
module); 54 in the module now (batch 2 below; for the module's time limit one batch-1 Crawl-delay case, 0.8 s, was
dropped and the two V cases around robots.txt run as one sensor's four runs).
Wrong on the code before this round (4f8c7b45): 9 of 51, all fixed, none xfailed.
- R, 6 of 36: every CR-only or mixed-line-end shape — a versioned agent token ("changewire/1.0", our whole
  User-Agent string after a BOM), `* (all robots)` after a Sitemap line, a rule without its leading slash, a rule
  written as a URL: the page was fetched (`ok`) where robots.txt disallowed it. robots.robots_text's readings
  past protego are line regexes (`^` / `$` in MULTILINE mode know only LF), so past the first line of a CR-only
  file none of them applied; protego splits on CR and read the unrepaired lines. Fixed in
  libs/common/src/changewire_common/http/robots.py (robots_text): every CR / CRLF is read as LF first;
- S, 3 of 5 — "Crawl-delay: 10s" in a CR-only file: the delay was ignored (the page asked at once, `ok`, no
  delay stored), the same fix; and rules fetched a day ago (the copy expired), robots.txt now answering 429
  with Retry-After: 120, or 503 with Retry-After: 120 — the stale copy (RFC 9309 §2.4) replaced the answer, so
  the page was asked at once, the Retry-After ignored and the 429 paused nothing. Fixed in
  robots.RobotsCache._entry: an answer that asks us to wait (429, or any Retry-After) stays "unavailable" (the
  run skipped at least that long, a 429 pausing the domain, as without a copy); the copy is kept on that entry
  (`_Entry.stale`) and applies again when, the wait over, robots.txt still fails without asking for one (checked
  in the 429 case, written after the fix). A plain 503 still lets the copy apply (pinned).
- P and V: none (pins): the spacing and Crawl-delay hold across `run-sensor` processes at the server, a 429's
  Retry-After (seconds, HTTP-date) pauses the next sensor of the domain, a budget of 2 skips to UTC midnight,
  validators are sent back run after run and survive a robots.txt 503 and a ROBOTS refusal.
Batch 2 (5, written after those fixes, run on them): a BOM in the middle of the file (two files concatenated, each
with its BOM), a no-break space after the colons, a form feed between groups, the crawler's token inside a
browser-compatible User-Agent (`Mozilla/5.0 (compatible; changewire/0.1; +url)`, CHANGEWIRE_USER_AGENT), a
Crawl-delay removed from robots.txt (the domain's stored delay cleared). Wrong: 2 of 5, both fixed in
libs/common/src/changewire_common/http/robots.py:
- the mid-file BOM opened "\ufeffUser-agent: changewire", a key protego does not know: our group was never made,
  its `Allow: /careers` went to `*`'s group and `*`'s `Disallow: /` refused /about (ROBOTS). robots_text drops
  every U+FEFF (it means nothing anywhere in robots.txt);
- with a browser-compatible User-Agent the robots.txt token was "mozilla" (agent_token took the first product),
  so the group written for us was never applied (the page fetched). agent_token reads the crawler's token from the
  `compatible; NAME/…` comment of a User-Agent that opens with Mozilla/ (Googlebot's and bingbot's form).
A third failure was my test's: the stored Crawl-delay is a `real` (0.800000011920929), compared now within 1e-6.

One expectation revised (not to fit the product): the stale-copy runs skip at least the Retry-After, up to the
usual robots_retry_s (600 s), which is longer and is what DESIGN's skip keeps — I had written ±10 s around 120 s.

Left alone at first, then fixed (the next session): `run-sensor ID --force` ran without the domain's slot also on a
domain paused by a 429. --force skips the wait for the slot; a pause the site asked for now still holds
(`test_force_does_not_override_a_429_pause`). Still left alone: a run granted with one request of the daily budget left still sends robots.txt and the page (the
budget is checked once per run); `fetch` / `run-sensor URL` (no database) ask the page right after robots.txt.
Runtime: 12.9 s in pytest (14.0 s wall) for the module alone at a load average of 3 on 2 cores; the two spacing
cases ≈ 2.8 s of it (each run-sensor run is its own process, as typed).
"""
from __future__ import annotations

import itertools
import json
import time
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore
from changewire_common.clock import utcnow
from changewire_common.http import HttpClient, HttpConfig, RobotsCache
from changewire_fetcher.handlers import Fetcher
from changewire_fetcher.settings import FetcherSettings

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, page = R.raw, R.page
site, cli = R.site, R.cli  # noqa: F811 - the shared fixtures
TEXT = b"Content-Type: text/plain"
OK, ROBOTS, SKIPPED = ("ok", 200, None), ("failed", None, "ROBOTS"), ("skipped", None, None)
NM = ("not_modified", 304, None)


def _robots(body: bytes | str, *headers: bytes) -> bytes:
    if isinstance(body, str):
        body = body.encode()
    return raw(b"200 OK", [TEXT, *headers], body)


# ------------------------------------------------------------------ R: robots.txt shapes, through `fetch --json`

UMLAUT = "/karriere/über-uns/"
# name: (robots.txt body, path asked (as typed on the command line), expected (outcome, status, failure class))
SHAPES: dict[str, tuple[bytes | str, str, tuple[str, int | None, str | None]]] = {
    # CR-only line ends (classic Mac editors; RFC 9309 allows CR, LF and CRLF) under our versioned token
    "cr-versioned-agent": ("User-agent: *\rAllow: /\r\rUser-agent: changewire/1.0\rDisallow: /careers/\r",
                           "/careers/open", ROBOTS),
    # … a rule without its leading slash (read as the path, round 4's polite reading)
    "cr-rule-without-slash": ("User-agent: *\rDisallow: careers/\r", "/careers/x", ROBOTS),
    # … a rule written as a full URL
    "cr-rule-as-url": ("User-agent: *\rDisallow: http://cr-rule-as-url.hostile.test/careers/\r", "/careers/x", ROBOTS),
    # … "User-agent: * (all robots)" after a Sitemap line
    "cr-star-words": ("Sitemap: http://cr-star-words.hostile.test/sitemap.xml\rUser-agent: * (all robots)\r"
                      "Disallow: /careers\r", "/careers", ROBOTS),
    # a BOM, then CR-only lines; our group written with our whole User-Agent string
    "bom-cr-full-agent-string": ("\ufeffUser-agent: Googlebot\rDisallow: /\r\r"
                                 "User-agent: ChangeWire/0.3 (+https://changewire.invalid)\rDisallow: /careers\r",
                                 "/careers", ROBOTS),
    # three line-end styles in one file (concatenated by a deploy script)
    "mixed-line-ends": ("User-agent: Googlebot\r\nDisallow: /\r\n\rUser-agent: changewire/2.0\nDisallow: /careers\r",
                        "/careers", ROBOTS),
    # tabs around values and comments after them
    "tabs-and-comments": ("User-agent:\tchangewire\t# our bot\n\tDisallow:\t/careers\t# jobs\n", "/careers", ROBOTS),
    "upper-case-keys": ("USER-AGENT: *\nDISALLOW: /careers\n", "/careers", ROBOTS),
    # misspellings Google's open-source parser reads (and so do site owners who test with it)
    "misspelt-dissallow": ("User-agent: *\nDissallow: /careers\n", "/careers", ROBOTS),
    "useragent-without-hyphen": ("Useragent: changewire\nDisallow: /careers\n", "/careers", ROBOTS),
    "no-colon": ("User-agent *\nDisallow /careers\n", "/careers", ROBOTS),
    "blank-before-colon": ("User-agent : *\nDisallow : /careers\n", "/careers", ROBOTS),
    # our token in a group of several agents: that group, not `*`'s, applies
    "ours-among-several-blocked": ("User-agent: Googlebot\nUser-agent: Bingbot\nUser-agent: ChangeWire\n"
                                   "User-agent: DuckDuckBot\nDisallow: /careers\n\nUser-agent: *\nDisallow: /\n",
                                   "/careers", ROBOTS),
    "ours-among-several-allowed": ("User-agent: Googlebot\nUser-agent: Bingbot\nUser-agent: ChangeWire\n"
                                   "User-agent: DuckDuckBot\nDisallow: /careers\n\nUser-agent: *\nDisallow: /\n",
                                   "/about", OK),
    # the most specific group wins and is NOT merged with `*`
    "ours-not-merged-with-star": ("User-agent: *\nDisallow: /careers\n\nUser-agent: changewire\nDisallow: /intern/\n",
                                  "/careers", OK),
    # `Disallow: /` for us only
    "disallow-all-for-us-only": ("User-agent: *\nAllow: /\n\nUser-agent: changewire\nDisallow: /\n", "/careers",
                                 ROBOTS),
    # an empty Disallow in our group: everything allowed to us, whatever `*` says
    "empty-disallow-for-us": ("User-agent: *\nDisallow: /\n\nUser-agent: changewire\nDisallow:\n", "/careers", OK),
    # equal length: the Allow wins (RFC 9309 §2.2.2)
    "equal-length-plain": ("User-agent: *\nDisallow: /careers\nAllow: /careers\n", "/careers", OK),
    "equal-length-wildcard": ("User-agent: *\nDisallow: /en/jobs\nAllow: /*/jobs*\n", "/en/jobs", OK),
    # the home page only
    "allow-root-only-home": ("User-agent: *\nAllow: /$\nDisallow: /\n", "/", OK),
    "allow-root-only-page": ("User-agent: *\nAllow: /$\nDisallow: /\n", "/careers", ROBOTS),
    # `$` anchors the end of path and query
    "pdf-dollar": ("User-agent: *\nDisallow: /*.pdf$\n", "/brochure.pdf", ROBOTS),
    "pdf-dollar-query": ("User-agent: *\nDisallow: /*.pdf$\n", "/brochure.pdf?download=1", OK),
    "query-rule": ("User-agent: *\nDisallow: /*?\n", "/jobs?page=2", ROBOTS),
    "query-rule-no-query": ("User-agent: *\nDisallow: /*?\n", "/jobs", OK),
    # non-ASCII paths (RFC 9309 §2.2.2: compared percent-encoded as UTF-8)
    "utf8-rule-encoded-url": (f"User-agent: *\nDisallow: {UMLAUT}\n", "/karriere/%C3%BCber-uns/team", ROBOTS),
    "utf8-rule-unicode-url": (f"User-agent: *\nDisallow: {UMLAUT}\n", "/karriere/über-uns/team", ROBOTS),
    "lower-escape-rule-unicode-url": ("User-agent: *\nDisallow: /karriere/%c3%bcber-uns/\n",
                                      "/karriere/über-uns/team", ROBOTS),
    "utf8-rule-other-page": (f"User-agent: *\nDisallow: {UMLAUT}\n", "/karriere/uber-uns/team", OK),
    # %2F is reserved: not the same as "/"
    "encoded-slash-kept": ("User-agent: *\nDisallow: /a%2Fb\n", "/a/b", OK),
    # %7E is "~" (unreserved): the same
    "encoded-tilde": ("User-agent: *\nDisallow: /~staff/\n", "/%7Estaff/jobs", ROBOTS),
    "case-sensitive-path": ("User-agent: *\nDisallow: /Careers\n", "/careers", OK),
    # Yandex's Host line inside a group does not end it
    "host-line-in-group": ("User-agent: *\nHost: www.acme.example\nDisallow: /careers\n", "/careers", ROBOTS),
    "comment-glued-to-rule": ("User-agent: *\nDisallow: /careers#open-roles\n", "/careers/x", ROBOTS),
    # rules before any User-agent line belong to no group
    "rules-before-any-agent": ("Disallow: /careers\n\nUser-agent: *\nDisallow: /intern/\n", "/careers", OK),
    "wildcard-mid-path-query": ("User-agent: *\nDisallow: /careers/*/apply\n", "/careers/123/apply?src=li", ROBOTS),
}


def _host_of(name: str) -> str:
    return f"{name}.hostile.test"


@pytest.mark.parametrize("name", sorted(SHAPES))
async def test_robots_shapes(site: Any, cli: Any, name: str) -> None:
    body, path, want = SHAPES[name]
    h = _host_of(name)
    site.pages[(h, "/robots.txt")] = _robots(body)
    asked_path = path.split("?")[0]
    from urllib.parse import quote
    site.pages[(h, quote(asked_path, safe="/%~"))] = page()
    got = await cli(site, f"http://{h}{path}")
    assert R.triple(got) == want, (name, got)
    pages = [p for hh, p, _ in site.requests if hh == h and p != "/robots.txt"]
    assert len(pages) == (1 if want[0] == "ok" else 0), (name, site.requests)


# ------------------------------------------------------------------ service fixtures (round 20's, with stamps)

SPACING = 0.3
_n = itertools.count(1)


#: round 20's module, for its request log stamped with the server's clock (`_Stamped`)
R20: Any = load_module("fetch_rt20_for_rt25", "integration/test_fetch_redteam20.py")


@pytest.fixture
async def ssite() -> AsyncIterator[Any]:
    s = R.Site()
    s.requests = R20._Stamped()
    await s.start()
    yield s
    await s.stop()


def _host() -> str:
    return f"rt25-{next(_n)}-{int(time.time() * 1000) % 999983}.com"


def _settings(db_url: str, tmp_path: Path, site: Any, **kw: Any) -> FetcherSettings:
    base: dict[str, Any] = dict(
        database_url=db_url, data_dir=str(tmp_path), connect_to=f"*.com={R.IP}:{site.port}",
        fetch_allow_cidrs=(f"{R.IP}/32",), politeness_spacing_s=SPACING, http_retries=0, http_total_timeout_s=4.0,
        http_read_timeout_s=3.0, http_connect_timeout_s=2.0, max_slot_wait_s=2.0, write_linger_ms=0.0)
    base.update(kw)
    return FetcherSettings(**base)


class _Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
async def make(pool: Any, db_url: str, ssite: Any, tmp_path: Path) -> AsyncIterator[Callable[..., Any]]:
    made: list[tuple[Fetcher, HttpClient]] = []

    def mk(clock: Callable[[], float] | None = None, **kw: Any) -> Fetcher:
        s = _settings(db_url, tmp_path, ssite, **kw)
        client = HttpClient(HttpConfig.from_settings(s))
        robots = RobotsCache(client, ttl_s=s.robots_ttl_s, unavailable_ttl_s=min(s.robots_retry_s, 600.0),
                             clock=clock or time.monotonic)
        f = Fetcher(s, pool, FileBlobStore(tmp_path / "blobs"), client, robots=robots)
        made.append((f, client))
        return f

    yield mk
    for f, c in made:
        await f.close()
        await c.close()


async def _sensor(pool: Any, url: str, *, open_run: bool = True) -> int:
    host = url.split("/")[2]
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $1) RETURNING company_id",
                              f"rt25-{next(_n)}-{utcnow().timestamp()}")
    if not open_run:
        return await pool.fetchval("INSERT INTO sensors (company_id, surface, url, domain) "
                                   "VALUES ($1, 'careers', $2, $3) RETURNING sensor_id", cid, url, host)
    return await pool.fetchval(
        "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
        "VALUES ($1, 'careers', $2, $3, 1, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
        cid, url, host)


async def _obs(pool: Any, sid: int, seq: int = 1) -> Any:
    return await pool.fetchrow("SELECT * FROM observations WHERE sensor_id = $1 AND run_seq = $2", sid, seq)


def _in(t: datetime | str | None, lo: float, hi: float) -> bool:
    if isinstance(t, str):
        t = datetime.fromisoformat(t)
    return t is not None and lo <= (t - utcnow()).total_seconds() <= hi


def _asked(site: Any, host: str) -> list[str]:
    return [p for h, p, _ in site.requests if h == host]


# ------------------------------------------------------------------ S: stale copies and recovery (the service)

async def _stale_then(make: Callable[..., Fetcher], pool: Any, ssite: Any, second: bytes) -> tuple[Any, str, Any]:
    """Rules fetched (run 1, ok), a day passes (the copy expired: robots_ttl_s), robots.txt now answers `second`;
    run 2 of another sensor on the same origin."""
    clock = _Clock()
    f = make(clock=clock)
    h = _host()
    ssite.pages[(h, "/robots.txt")] = _robots("User-agent: *\nDisallow: /intern/\n")
    ssite.pages[(h, "/jobs")] = page()
    ssite.pages[(h, "/team")] = page()
    s1 = await _sensor(pool, f"http://{h}/jobs")
    await f.run(s1, 1)
    assert (await _obs(pool, s1))["outcome"] == "ok"
    clock.t += 86400.0 + 3600.0
    ssite.pages[(h, "/robots.txt")] = second
    await pool.execute("UPDATE domains SET next_slot_at = now() WHERE domain = $1", h)  # a day later
    s2 = await _sensor(pool, f"http://{h}/team")
    await f.run(s2, 1)
    _stale_then.last = (f, clock)  # type: ignore[attr-defined]
    return await _obs(pool, s2), h, await pool.fetchrow("SELECT * FROM domains WHERE domain = $1", h)


async def test_stale_copy_applies_while_robots_answers_503(make: Callable[..., Fetcher], pool: Any,
                                                            ssite: Any) -> None:
    o, h, _d = await _stale_then(make, pool, ssite, raw(b"503 Service Unavailable", [TEXT], b"down"))
    assert o["outcome"] == "ok", dict(o)
    assert _asked(ssite, h) == ["/robots.txt", "/jobs", "/robots.txt", "/team"]


async def test_stale_copy_does_not_override_a_503_retry_after(make: Callable[..., Fetcher], pool: Any,
                                                              ssite: Any) -> None:
    o, h, _d = await _stale_then(make, pool, ssite,
                                 raw(b"503 Service Unavailable", [TEXT, b"Retry-After: 120"], b"maintenance"))
    # (revised: at least the Retry-After — the usual robots_retry_s, 600 s, is longer and is what the run keeps)
    assert o["outcome"] == "skipped" and _in(o["skip_until"], 110, 605), dict(o)
    assert _asked(ssite, h) == ["/robots.txt", "/jobs", "/robots.txt"]


async def test_stale_copy_does_not_override_a_429(make: Callable[..., Fetcher], pool: Any, ssite: Any) -> None:
    o, h, d = await _stale_then(make, pool, ssite,
                                raw(b"429 Too Many Requests", [TEXT, b"Retry-After: 120"], b"slow down"))
    # (revised: at least the Retry-After — the usual robots_retry_s, 600 s, is longer and is what the run keeps)
    assert o["outcome"] == "skipped" and _in(o["skip_until"], 110, 605), dict(o)
    assert _asked(ssite, h) == ["/robots.txt", "/jobs", "/robots.txt"]
    assert _in(d["blocked_until"], 110, 130), dict(d)
    # the wait over, robots.txt still failing without asking for one: the day-old copy applies again
    f, clock = _stale_then.last  # type: ignore[attr-defined]
    clock.t += 601.0
    ssite.pages[(h, "/robots.txt")] = raw(b"503 Service Unavailable", [TEXT], b"down")
    await pool.execute("UPDATE domains SET next_slot_at = now(), blocked_until = NULL WHERE domain = $1", h)
    s3 = await _sensor(pool, f"http://{h}/jobs")
    await f.run(s3, 1)
    assert (await _obs(pool, s3))["outcome"] == "ok"
    assert _asked(ssite, h) == ["/robots.txt", "/jobs", "/robots.txt", "/robots.txt", "/jobs"]


async def test_robots_5xx_then_recovered(make: Callable[..., Fetcher], pool: Any, ssite: Any) -> None:
    # robots.txt 500: the run skipped (robots_retry_s on); once the unavailable verdict expired, robots.txt is asked
    # again, answers, and the next run fetches the page
    clock = _Clock()
    f = make(clock=clock, robots_retry_s=60.0)
    h = _host()
    ssite.pages[(h, "/robots.txt")] = raw(b"500 Internal Server Error", [TEXT], b"oops")
    ssite.pages[(h, "/jobs")] = page()
    sid = await _sensor(pool, f"http://{h}/jobs")
    await f.run(sid, 1)
    o = await _obs(pool, sid)
    assert o["outcome"] == "skipped" and _in(o["skip_until"], 50, 70), dict(o)
    clock.t += 61.0
    ssite.pages[(h, "/robots.txt")] = _robots("User-agent: *\nDisallow: /intern/\n")
    await pool.execute("UPDATE sensors SET run_seq = 2, run_open = true WHERE sensor_id = $1", sid)
    await pool.execute("UPDATE domains SET next_slot_at = now() WHERE domain = $1", h)
    await f.run(sid, 2)
    o2 = await _obs(pool, sid, 2)
    assert o2["outcome"] == "ok", dict(o2)
    assert _asked(ssite, h) == ["/robots.txt", "/robots.txt", "/jobs"]


async def test_cr_only_crawl_delay_with_a_unit(make: Callable[..., Fetcher], pool: Any, ssite: Any) -> None:
    # "Crawl-delay: 10s" in a CR-only file: 10 s between requests (the page skipped to the slot, the delay stored)
    f = make()
    h = _host()
    ssite.pages[(h, "/robots.txt")] = _robots("User-agent: *\rCrawl-delay: 10s\rDisallow: /intern/\r")
    ssite.pages[(h, "/jobs")] = page()
    sid = await _sensor(pool, f"http://{h}/jobs")
    await f.run(sid, 1)
    o = await _obs(pool, sid)
    assert o["outcome"] == "skipped" and _in(o["skip_until"], 8, 10.5), dict(o)
    d = await pool.fetchrow("SELECT * FROM domains WHERE domain = $1", h)
    assert d["crawl_delay_s"] == 10.0, dict(d)
    assert _asked(ssite, h) == ["/robots.txt"]


# ------------------------------------------------------------------ P: politeness through `run-sensor ID`

def _env(ssite: Any, db_url: str, tmp_path: Path, **kw: str) -> dict[str, str]:
    base = dict(DATABASE_URL=db_url, DATA_DIR=str(tmp_path), POLITENESS_SPACING_S="0.3",
                FETCHER_MAX_SLOT_WAIT_S="3")
    base.update(kw)
    return R.fetch_env(ssite, connect_to=f"*.com={ssite.ip}:{ssite.port}", **base)


async def _run_sensor(monkeypatch: Any, capsys: Any, env: dict[str, str], sid: int, *more: str) -> dict[str, Any]:
    rc, out, err, _took = await R.run_main(monkeypatch, capsys, ["run-sensor", str(sid), "--json", *more], env)
    assert rc == 0 and "Traceback" not in err, (rc, out, err)
    return json.loads(out)


def _gaps(ssite: Any, host: str) -> list[float]:
    ts = [t for t, (h, _p, _hd) in zip(ssite.requests.times, ssite.requests, strict=True) if h == host]
    return [b - a for a, b in zip(ts, ts[1:], strict=False)]


@pytest.mark.parametrize("robots,least", [
    ("User-agent: *\nDisallow: /intern/\n", 0.3),  # the spacing
    ("User-agent: *\nCrawl-delay: 0.5\n", 0.5),  # Crawl-delay "0.5" raises a 0.3 s spacing
], ids=["spacing", "crawl-delay-0.5"])
async def test_two_sensors_of_one_domain_are_spaced_at_the_server(ssite: Any, pool: Any, db_url: str, tmp_path: Path,
                                                                  monkeypatch: Any, capsys: Any, robots: str,
                                                                  least: float) -> None:
    h = _host()
    ssite.pages[(h, "/robots.txt")] = _robots(robots)
    ssite.pages[(h, "/jobs")] = page()
    ssite.pages[(h, "/team")] = page()
    a, b = await _sensor(pool, f"http://{h}/jobs", open_run=False), await _sensor(pool, f"http://{h}/team",
                                                                                 open_run=False)
    env = _env(ssite, db_url, tmp_path)
    ra = await _run_sensor(monkeypatch, capsys, env, a)
    rb = await _run_sensor(monkeypatch, capsys, env, b)
    assert (ra["outcome"], rb["outcome"]) == ("ok", "ok"), (ra, rb)
    assert "/jobs" in _asked(ssite, h) and "/team" in _asked(ssite, h)
    gaps = _gaps(ssite, h)
    assert gaps and min(gaps) >= least - 0.03, gaps


def _429(*headers: bytes) -> bytes:
    return raw(b"429 Too Many Requests", [b"Content-Type: text/html", *headers], b"<h1>Too Many Requests</h1>")


@pytest.mark.parametrize("form", ["seconds", "http-date"])
async def test_a_429_pauses_the_domain_for_the_next_sensor(ssite: Any, pool: Any, db_url: str, tmp_path: Path,
                                                           monkeypatch: Any, capsys: Any, form: str) -> None:
    h = _host()
    now = datetime.now(UTC)
    hdrs = [b"Retry-After: 120"] if form == "seconds" else [
        b"Date: " + format_datetime(now, usegmt=True).encode(),
        b"Retry-After: " + format_datetime(now + timedelta(seconds=120), usegmt=True).encode()]
    ssite.pages[(h, "/jobs")] = _429(*hdrs)
    ssite.pages[(f"www.{h}", "/team")] = page()
    a = await _sensor(pool, f"http://{h}/jobs", open_run=False)
    b = await _sensor(pool, f"http://www.{h}/team", open_run=False)
    env = _env(ssite, db_url, tmp_path)
    ra = await _run_sensor(monkeypatch, capsys, env, a)
    assert (ra["outcome"], ra["failure_class"], ra["status"]) == ("failed", "RATE_LIMIT", 429), ra
    rb = await _run_sensor(monkeypatch, capsys, env, b)
    assert rb["outcome"] == "skipped" and _in(rb["skip_until"], 105, 125), rb
    assert _asked(ssite, f"www.{h}") == [], ssite.requests


async def test_force_does_not_override_a_429_pause(ssite: Any, pool: Any, db_url: str, tmp_path: Path,
                                                   monkeypatch: Any, capsys: Any) -> None:
    """`run-sensor ID --force` does not wait for the domain's slot, but the site's own request to pause (a 429's
    Retry-After) is not ours to override: the forced run is skipped to the pause's end, no request made."""
    h = _host()
    ssite.pages[(h, "/jobs")] = _429(b"Retry-After: 120")
    ssite.pages[(f"www.{h}", "/team")] = page()
    a = await _sensor(pool, f"http://{h}/jobs", open_run=False)
    b = await _sensor(pool, f"http://www.{h}/team", open_run=False)
    env = _env(ssite, db_url, tmp_path)
    ra = await _run_sensor(monkeypatch, capsys, env, a)
    assert (ra["outcome"], ra["failure_class"]) == ("failed", "RATE_LIMIT"), ra
    rb = await _run_sensor(monkeypatch, capsys, env, b, "--force")
    assert rb["outcome"] == "skipped" and _in(rb["skip_until"], 105, 125), rb
    assert _asked(ssite, f"www.{h}") == [], ssite.requests
    await pool.execute("UPDATE domains SET blocked_until = now() - interval '1 second' WHERE domain = $1", h)
    rc = await _run_sensor(monkeypatch, capsys, env, b, "--force")  # the pause over: forced runs go again
    assert rc["outcome"] == "ok" and _asked(ssite, f"www.{h}") == ["/robots.txt", "/team"], (rc, ssite.requests)


async def test_a_daily_budget_reached_skips_to_midnight(ssite: Any, pool: Any, db_url: str, tmp_path: Path,
                                                        monkeypatch: Any, capsys: Any) -> None:
    h = _host()
    ssite.pages[(h, "/jobs")] = page()
    ssite.pages[(h, "/team")] = page()
    await pool.execute("INSERT INTO domains (domain, daily_budget, next_slot_at) VALUES ($1, 2, now())", h)
    a = await _sensor(pool, f"http://{h}/jobs", open_run=False)
    b = await _sensor(pool, f"http://{h}/team", open_run=False)
    env = _env(ssite, db_url, tmp_path)
    ra = await _run_sensor(monkeypatch, capsys, env, a)
    assert ra["outcome"] == "ok", ra
    rb = await _run_sensor(monkeypatch, capsys, env, b)
    midnight = datetime.combine(datetime.now(UTC).date() + timedelta(days=1), datetime.min.time(), UTC)
    assert rb["outcome"] == "skipped" and datetime.fromisoformat(rb["skip_until"]) == midnight, rb
    assert _asked(ssite, h) == ["/robots.txt", "/jobs"]


# ------------------------------------------------------------------ V: validators through `run-sensor ID --force`

E1, E2 = '"5f3a-61c2b9e0"', '"5f3b-61c2c0aa"'
LM = "Tue, 01 Dec 2026 08:00:00 GMT"


def _200(*headers: bytes) -> bytes:
    return page(*headers, body=b"<html><head><title>Careers</title></head><body><h1>Open roles</h1>"
                                b"<ul><li>Backend Engineer, Berlin</li><li>Designer, Remote</li></ul></body></html>")


def _304(*headers: bytes) -> bytes:
    return raw(b"304 Not Modified", list(headers), length=False)


async def _validator_runs(ssite: Any, pool: Any, db_url: str, tmp_path: Path, monkeypatch: Any, capsys: Any,
                          robots: list[bytes], pages: list[bytes]) -> tuple[list[dict[str, Any]], list[tuple]]:
    h = _host()
    r_todo, p_todo = list(robots), list(pages)

    async def rob(reader: Any, writer: Any) -> bytes:
        return r_todo.pop(0)

    async def careers(reader: Any, writer: Any) -> bytes:
        return p_todo.pop(0)

    ssite.pages[(h, "/robots.txt")] = rob
    ssite.pages[(h, "/careers")] = careers
    sid = await _sensor(pool, f"http://{h}/careers", open_run=False)
    env = _env(ssite, db_url, tmp_path, POLITENESS_SPACING_S="0")
    outs = [await _run_sensor(monkeypatch, capsys, env, sid, "--force") for _ in robots]
    sent = [(hd.get("if-none-match"), hd.get("if-modified-since")) for hh, p, hd in ssite.requests
            if hh == h and p == "/careers"]
    return outs, sent


ALLOW = raw(b"404 Not Found", [TEXT], b"nf")


async def test_a_server_ignoring_if_none_match(ssite: Any, pool: Any, db_url: str, tmp_path: Path, monkeypatch: Any,
                                               capsys: Any) -> None:
    outs, sent = await _validator_runs(ssite, pool, db_url, tmp_path, monkeypatch, capsys, [ALLOW, ALLOW],
                                       [_200(b"ETag: " + E1.encode()), _200(b"ETag: " + E1.encode())])
    assert [R.triple(o) for o in outs] == [OK, OK], outs
    assert sent == [(None, None), (E1, None)], sent
    d = outs[1]["differ"]
    assert isinstance(d, dict) and d["result"] == "unchanged" and d["change_id"] is None, d


async def test_both_validators_where_only_the_tag_changed(ssite: Any, pool: Any, db_url: str, tmp_path: Path,
                                                          monkeypatch: Any, capsys: Any) -> None:
    lm = b"Last-Modified: " + LM.encode()
    outs, sent = await _validator_runs(ssite, pool, db_url, tmp_path, monkeypatch, capsys, [ALLOW] * 3,
                                       [_200(b"ETag: " + E1.encode(), lm), _200(b"ETag: " + E2.encode(), lm), _304()])
    assert [R.triple(o) for o in outs] == [OK, OK, NM], outs
    assert sent == [(None, None), (E1, LM), (E2, LM)], sent


async def test_validators_kept_across_a_robots_503_and_a_robots_refusal(ssite: Any, pool: Any, db_url: str,
                                                                        tmp_path: Path, monkeypatch: Any,
                                                                        capsys: Any) -> None:
    # (batch 1 had these as two cases of three runs each; one sensor's four runs now, for the module's time limit)
    outs, sent = await _validator_runs(
        ssite, pool, db_url, tmp_path, monkeypatch, capsys,
        [ALLOW, raw(b"503 Service Unavailable", [TEXT], b"down"), _robots("User-agent: *\nDisallow: /careers\n"),
         ALLOW], [_200(b"ETag: " + E1.encode()), _304()])
    assert [R.triple(o) for o in outs] == [OK, SKIPPED, ROBOTS, NM], outs
    assert sent == [(None, None), (E1, None)], sent


# ------------------------------------------------------------------ batch 2 (written after the fixes)

SHAPES2: dict[str, tuple[str, str, tuple[str, int | None, str | None]]] = {
    # two files concatenated by a CMS plugin, each with its BOM: the second BOM opens our group's line
    "bom-mid-file": ("User-agent: *\nDisallow: /\n\n\ufeffUser-agent: changewire\nAllow: /careers\n", "/about", OK),
    # a no-break space after the colons (pasted from a wiki page)
    "nbsp-after-colon": ("User-agent:\u00a0*\nDisallow:\u00a0/careers\n", "/careers", ROBOTS),
    # an Emacs page break (form feed) between the groups
    "form-feed-page-break": ("User-agent: *\nDisallow: /intern/\n\x0c\nUser-agent: changewire\nDisallow: /careers\n",
                             "/careers", ROBOTS),
}


@pytest.mark.parametrize("name", sorted(SHAPES2))
async def test_robots_shapes_batch2(site: Any, cli: Any, name: str) -> None:
    body, path, want = SHAPES2[name]
    h = _host_of(name)
    site.pages[(h, "/robots.txt")] = _robots(body)
    site.pages[(h, path)] = page()
    got = await cli(site, f"http://{h}{path}")
    assert R.triple(got) == want, (name, got)


async def test_a_browser_compatible_user_agent_keeps_our_group(site: Any, cli: Any) -> None:
    # an operator's User-Agent in the form the big crawlers use ("Mozilla/5.0 (compatible; Googlebot/2.1; +url)"):
    # the robots.txt product token is the crawler's name inside, not "Mozilla"
    h = _host_of("compatible-ua")
    site.pages[(h, "/robots.txt")] = _robots("User-agent: *\nAllow: /\n\nUser-agent: changewire\nDisallow: /careers\n")
    site.pages[(h, "/careers")] = page()
    got = await cli(site, f"http://{h}/careers",
                    USER_AGENT="Mozilla/5.0 (compatible; changewire/0.1; +https://changewire.invalid/bot)")
    assert R.triple(got) == ROBOTS, got


async def test_a_crawl_delay_removed_is_forgotten(make: Callable[..., Fetcher], pool: Any, ssite: Any) -> None:
    # Crawl-delay 0.2 learnt (over a 0.05 s spacing); a day later robots.txt has none: the stored delay is cleared
    clock = _Clock()
    f = make(clock=clock, politeness_spacing_s=0.05)
    h = _host()
    ssite.pages[(h, "/robots.txt")] = _robots("User-agent: *\nCrawl-delay: 0.2\n")
    ssite.pages[(h, "/jobs")] = page()
    s1 = await _sensor(pool, f"http://{h}/jobs")
    await f.run(s1, 1)
    d = await pool.fetchrow("SELECT * FROM domains WHERE domain = $1", h)
    assert (await _obs(pool, s1))["outcome"] == "ok" and abs(d["crawl_delay_s"] - 0.2) < 1e-6, dict(d)  # a `real`
    clock.t += 86400.0 + 60.0
    ssite.pages[(h, "/robots.txt")] = _robots("User-agent: *\nDisallow: /intern/\n")
    await pool.execute("UPDATE domains SET next_slot_at = now() WHERE domain = $1", h)
    s2 = await _sensor(pool, f"http://{h}/jobs")
    await f.run(s2, 1)
    d = await pool.fetchrow("SELECT * FROM domains WHERE domain = $1", h)
    assert (await _obs(pool, s2))["outcome"] == "ok" and d["crawl_delay_s"] is None, dict(d)
    assert _asked(ssite, h) == ["/robots.txt", "/jobs", "/robots.txt", "/jobs"]
