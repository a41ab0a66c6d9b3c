"""Fixture sites for the repair tests and benchmark: one aiohttp server on 127.0.0.2 serving many
virtual hosts (chosen by the Host header), each a small company site whose careers page moved,
vanished, was replaced or came back. Every request is counted per host at the server.

Loaded by path (tests/ is not a package): `load_sites()` in the tests and bench/bench_repair.py.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import os
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from aiohttp import web
from selectolax.lexbor import LexborHTMLParser

HERE = Path(__file__).resolve().parent
CAREERS_V1 = (HERE / "careers_v1.html").read_text(encoding="utf-8")
CAREERS_V2 = (HERE / "careers_v2_relaid.html").read_text(encoding="utf-8")
UNRELATED = (HERE / "unrelated.html").read_text(encoding="utf-8")
PRICING = (HERE / "pricing_v1.html").read_text(encoding="utf-8")
ROBOTS_ALLOW = "User-agent: *\nAllow: /\n"


def home(name: str, links: list[tuple[str, str]], footer: list[tuple[str, str]] = ()) -> str:  # type: ignore[assignment]
    nav = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in links)
    foot = " ".join(f'<a href="{h}">{t}</a>' for h, t in footer)
    return (f"<!doctype html><html><head><title>{name}</title></head><body><header><a href='/'>{name}</a>"
            f"<nav><ul>{nav}</ul></nav></header><main><h1>{name} builds warehouse robots</h1>"
            f"<p>Autonomous mobile robots for logistics.</p><a href='/product'>See the product</a></main>"
            f"<footer>{foot}</footer></body></html>")


def sitemap(host: str, paths: list[str]) -> str:
    urls = "".join(f"<url><loc>http://{host}{p}</loc></url>" for p in paths)
    return f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'


@dataclass
class Resp:
    status: int = 200
    body: str = ""
    location: str | None = None
    content_type: str = "text/html; charset=utf-8"


def page(body: str) -> Resp:
    return Resp(200, body)


def redirect(location: str, status: int = 301) -> Resp:
    return Resp(status, "", location)


def missing() -> Resp:
    return Resp(404, "<html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>")


def xml(body: str) -> Resp:
    return Resp(200, body, content_type="application/xml")


def text(body: str) -> Resp:
    return Resp(200, body, content_type="text/plain")


_WORKDAY_SEARCH = re.compile(r"^/wday/cxs/[^/]+/[^/]+/jobs/?$")


async def wrong_method(request: web.Request) -> web.Response | None:
    """As the real servers answer: Workday's job search takes a POST of a JSON search (a GET is refused),
    every other page a GET."""
    if _WORKDAY_SEARCH.match(request.path):
        if request.method != "POST":
            return web.Response(status=405, text="method not allowed")
        try:
            search = await request.json()
        except ValueError:
            return web.Response(status=400, text="bad search")
        if not isinstance(search, dict) or "limit" not in search:
            return web.Response(status=400, text="bad search")
        return None
    if request.method not in ("GET", "HEAD"):
        return web.Response(status=405, text="method not allowed")
    return None


@dataclass
class Site:
    routes: dict[str, Resp]
    #: a host that redirects every path to another origin (a domain move)
    moved_to: str | None = None


@dataclass
class Sites:
    """The virtual hosts and the request counts (host → n, (host, path) → n)."""

    hosts: dict[str, Site] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)
    paths: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: (host, path, monotonic arrival time) of every request
    log: list[tuple[str, str, float]] = field(default_factory=list)
    port: int = 0
    runner: web.AppRunner | None = None

    def connect_to(self, ip: str = "127.0.0.2") -> str:
        return ",".join(f"{h}={ip}:{self.port}" for h in sorted(self.hosts))

    def reset(self) -> None:
        self.counts.clear()
        self.paths.clear()
        self.log.clear()

    async def handle(self, request: web.Request) -> web.StreamResponse:
        host = (request.host or "").split(":")[0].lower()
        self.counts[host] += 1
        self.paths[(host, request.path)] += 1
        self.log.append((host, request.path, time.monotonic()))
        refused = await wrong_method(request)
        if refused is not None:
            return refused
        site = self.hosts.get(host)
        if site is None:
            return web.Response(status=421, text="misdirected")
        if site.moved_to:
            raise web.HTTPMovedPermanently(site.moved_to.rstrip("/") + request.path_qs)
        r = site.routes.get(request.path)
        if r is None:
            if request.path == "/robots.txt":
                r = text(ROBOTS_ALLOW)
            else:
                r = missing()
        headers = {"Location": r.location} if r.location else {}
        return web.Response(status=r.status, body=r.body.encode("utf-8"), headers=headers,
                            content_type=r.content_type.split(";")[0], charset="utf-8")

    async def start(self, ip: str = "127.0.0.2") -> None:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self.handle)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, ip, 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()


def scenario_hosts(suffix: str = "") -> dict[str, Site]:
    """The five situations of issue 7 (host names get `suffix` so a benchmark can make many)."""
    s = suffix
    return {
        # 1. the careers page 301s to a new path
        f"moved{s}.test": Site({
            "/": page(home("Moved Co", [("/about/careers", "Careers"), ("/pricing", "Pricing")])),
            "/careers": redirect("/about/careers"),
            "/about/careers": page(CAREERS_V2),
            "/pricing": page(PRICING),
        }),
        # 2. 404 while the navigation links a new page (and the sitemap lists it)
        f"navlinks{s}.test": Site({
            "/": page(home("Navlinks", [("/product", "Product"), ("/pricing", "Pricing"),
                                        ("/company/join-us", "Join us"), ("/blog", "Blog")],
                           [("/legal/privacy", "Privacy")])),
            "/company/join-us": page(CAREERS_V2),
            "/pricing": page(PRICING),
            "/sitemap.xml": xml(sitemap(f"navlinks{s}.test", ["/", "/company/join-us", "/pricing", "/blog"])),
        }),
        # 3a. the whole domain moved: every path 301s to the new domain
        f"oldco{s}.test": Site({}, moved_to=f"http://newco{s}.test"),
        f"newco{s}.test": Site({
            "/": page(home("New Co", [("/careers", "Careers"), ("/pricing", "Pricing")])),
            "/careers": page(CAREERS_V2),
        }),
        # 3b. the old domain no longer resolves (not served at all); the company website moved
        f"newsite{s}.test": Site({
            "/": page(home("Newsite", [("/pricing", "Pricing")], [("/work-with-us", "Work with us")])),
            "/work-with-us": page(CAREERS_V2),
            "/pricing": page(PRICING),
        }),
        # 4. an unrelated page now lives at the same URL; nothing on the site is the old content
        f"replaced{s}.test": Site({
            "/": page(home("Replaced", [("/careers", "Careers"), ("/pricing", "Pricing"), ("/jobs", "Jobs")])),
            "/careers": page(UNRELATED),
            "/jobs": page(PRICING),
            "/pricing": page(PRICING),
            "/sitemap.xml": xml(sitemap(f"replaced{s}.test", ["/", "/careers", "/pricing", "/jobs"])),
        }),
        # 404; the best-looking careers link is a decoy, the next one the moved page; no sitemap
        f"decoy{s}.test": Site({
            "/": page(home("Decoy", [("/jobs", "Jobs"), ("/team/join", "Join the team")])),
            "/jobs": page(UNRELATED),
            "/team/join": page(CAREERS_V2),
        }),
        # the removed page 301s to the homepage, whose navigation links the new one
        f"tohome{s}.test": Site({
            "/": page(home("To Home", [("/pricing", "Pricing"), ("/join", "Careers")])),
            "/careers": redirect("/"),
            "/join": page(CAREERS_V2),
        }),
        # 5. the page comes back by itself, unchanged
        f"flaky{s}.test": Site({
            "/": page(home("Flaky", [("/careers", "Careers")])),
            "/careers": page(CAREERS_V1),
        }),
    }



def differ_like_text(html: str) -> str:
    """A canonical text as a differ might store it: every visible text block, site chrome included
    (repair's own extraction drops the chrome; identity must hold across the two)."""
    tree = LexborHTMLParser(html)
    for n in tree.css("script, style"):
        n.decompose()
    body = tree.body
    assert body is not None
    return "\n".join(line.strip() for line in body.text(separator="\n").splitlines() if line.strip())


_seq = itertools.count(1)


async def seed(pool: Any, blobs: Any, *, url: str, status: str, website: str | None = None, surface: str = "careers",
               config: dict[str, Any] | None = None, reference: str | None = CAREERS_V1, page_removed: int = 0) -> int:
    """A company, a failing/redirected sensor and its baseline snapshot whose canonical text is a blob."""
    n = next(_seq)
    async with pool.acquire() as conn, conn.transaction():
        cid = await conn.fetchval(
            "INSERT INTO companies (name, slug, website) VALUES ($1, $2, $3) RETURNING company_id",
            f"Company {n}", f"co-{n}-{time.monotonic_ns()}", website or url.split("/careers")[0] + "/")
        sid = await conn.fetchval(
            """INSERT INTO sensors (company_id, surface, kind, url, domain, config, status, last_success_at)
               VALUES ($1, $2, 'html', $3, $4, $5, $6, now() - interval '3 days') RETURNING sensor_id""",
            cid, surface, url, url.split("/")[2], config or {}, status)
        if reference is not None:
            key = await blobs.put(differ_like_text(reference).encode())
            oid = await conn.fetchval(
                "INSERT INTO observations (sensor_id, run_seq, outcome, url, fetched_at) "
                "VALUES ($1, 1, 'ok', $2, now() - interval '3 days') RETURNING observation_id", sid, url)
            snap = await conn.fetchval(
                """INSERT INTO snapshots (sensor_id, observation_id, version, result, normalized_hash, text_blob_key,
                                         fetched_at) VALUES ($1, $2, 1, 'baseline', 'h1', $3, now() - interval '3 days')
                   RETURNING snapshot_id""", sid, oid, key)
            await conn.execute("UPDATE sensors SET last_snapshot_id = $2 WHERE sensor_id = $1", sid, snap)
        for i in range(page_removed):
            await conn.execute(
                "INSERT INTO failures (sensor_id, failure_class, http_status, occurred_at) "
                "VALUES ($1, 'PAGE_REMOVED', 404, now() - make_interval(hours => $2))", sid, i + 1)
    return int(sid)


# ------------------------------------------------------------------ a scripted web for the scenario modules
# (test_repair_more.py, test_repair_redteam.py): hosts → {path or "*": R, or a list of R answered in turn}


@dataclass
class R:
    status: int = 200
    body: str | bytes = ""
    ctype: str = "text/html; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


def html(body: str) -> R:
    return R(200, body)


def moved(loc: str, status: int = 301) -> R:
    return R(status, "", headers={"Location": loc})


NOT_FOUND = R(404, "<html><head><title>404</title></head><body><h1>Page not found</h1></body></html>")


@dataclass
class Web:
    hosts: dict[str, dict[str, Any]]
    counts: Counter[str] = field(default_factory=Counter)
    paths: Counter[tuple[str, str]] = field(default_factory=Counter)
    port: int = 0
    runner: web.AppRunner | None = None

    def connect_to(self) -> str:
        return ",".join(f"{h}=127.0.0.2:{self.port}" for h in sorted(self.hosts))

    async def handle(self, request: web.Request) -> web.StreamResponse:
        host = (request.host or "").split(":")[0].lower()
        self.counts[host] += 1
        self.paths[(host, request.path_qs)] += 1
        refused = await wrong_method(request)
        if refused is not None:
            return refused
        routes = self.hosts.get(host)
        if routes is None:
            return web.Response(status=421)
        r = routes.get(request.path_qs) or routes.get(request.path) or routes.get("*")
        if isinstance(r, list):  # answers in turn, the last one for good
            r = r.pop(0) if len(r) > 1 else r[0]
        if r is None:
            r = R(200, "User-agent: *\nAllow: /\n", "text/plain") if request.path == "/robots.txt" else NOT_FOUND
        if r.delay:
            await asyncio.sleep(r.delay)
        body = r.body.encode() if isinstance(r.body, str) else r.body
        return web.Response(status=r.status, body=body, headers={"Content-Type": r.ctype, **r.headers})

    async def start(self) -> None:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self.handle)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.2", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()


def chrome_page(title: str, main: str, nav: list[tuple[str, str]] | None = None) -> str:
    nav = nav or [("/", "Home"), ("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                  ("/about", "About"), ("/contact", "Contact")]
    links = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in nav)
    return (f"<!doctype html><html><head><title>{title}</title></head><body><header><nav><ul>{links}</ul></nav>"
            f"</header><main>{main}</main><footer><a href='/legal/privacy'>Privacy</a> "
            f"<a href='/legal/terms'>Terms</a></footer></body></html>")


@pytest.fixture
async def mk() -> AsyncIterator[Any]:
    """make(hosts) → a started Web serving those hosts; every one made is stopped after the test
    (a test module takes it with `mk = S.mk`)."""
    servers: list[Web] = []

    async def make(hosts: dict[str, dict[str, R]]) -> Web:
        w = Web(hosts)
        await w.start()
        servers.append(w)
        return w

    yield make
    for w in servers:
        await w.stop()


# ------------------------------------------------------------------ running repair against a Web (red-team rounds)

#: the installed command line tool beside the running interpreter
CLI = Path(sys.executable).parent / "changewire"


def fresh(hosts: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """A copy whose answer lists (answered in turn) start over."""
    return {h: {p: (list(r) if isinstance(r, list) else r) for p, r in routes.items()} for h, routes in hosts.items()}


def summary(rep: dict[str, Any]) -> str:
    """A repair report, one line per request tried and per candidate (assertion messages)."""
    lines = [f"decision={rep['decision']} reason={rep['detail']['reason']!r} url={rep['detail']['url']} "
             f"requests={rep['requests']}"]
    for t in rep["tried"]:
        lines.append(f"  {t['role']:9} {t['url']} -> {t.get('final_url')} st={t['status']} fail={t['failure']} "
                     f"score={t['score']} match={t['match']}")
    for c in rep.get("candidates", ()):
        lines.append(f"  cand {c['url']} [{c['source']}] score={c['score']}")
    return "\n".join(lines)


async def repair_once(pool: Any, tmp_path: Path, db_url: str, w: Web,
                      seed_sensor: Callable[[], Awaitable[int]]) -> tuple[int, dict[str, Any]]:
    """Seed a sensor (`seed_sensor()`), repair it once in-process against the Web: (sensor id, report)."""
    from changewire_common.blobs import FileBlobStore
    from changewire_repair.repair import Repairer
    from changewire_repair.settings import RepairSettings
    from changewire_repair.web import build_source, make_client

    s = RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=0.0,
                       connect_to=w.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",))
    client = make_client(s)
    try:
        r = Repairer(s, pool, FileBlobStore(tmp_path / "blobs"), build_source(client, s, pool))
        sid = await seed_sensor()
        return sid, (await r.repair(sid, trigger="test")).as_dict()
    finally:
        await client.close()


def cli_env(db_url: str, tmp_path: Path, connect_to: str, **extra: str) -> dict[str, str]:
    """The environment of a `changewire repair` process against the Web (no CHANGEWIRE_* of the caller's)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update(CHANGEWIRE_DATABASE_URL=db_url, CHANGEWIRE_DATA_DIR=str(tmp_path), CHANGEWIRE_CONNECT_TO=connect_to,
               CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32", CHANGEWIRE_POLITENESS_SPACING_S="0",
               CHANGEWIRE_LOG_LEVEL="ERROR", **extra)
    return env


async def run_cli(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    """`changewire repair ARGS`: (exit code, stdout, stderr)."""
    proc = await asyncio.create_subprocess_exec(str(CLI), "repair", *args, env=env, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 300)
    return int(proc.returncode or 0), out.decode(), err.decode()


# ------------------------------------------------------------------ the situation tables of red-team rounds 3 and 4


def _file_blobs(root: Path) -> Any:
    from changewire_common.blobs import FileBlobStore

    return FileBlobStore(root)


@dataclass
class Situation:
    """One page that moved or broke, and what repair should decide (written before the first run)."""

    name: str
    hosts: dict[str, dict[str, Any]]
    url: str
    expect: str  # migrated | review | wait | recovered
    target: str | None = None  # the successor's URL when migrated
    surface: str = "careers"
    reference: str = CAREERS_V1
    status: str = "failing"
    website: str | None = None
    #: (host, path) pairs repair must never request
    never: tuple[tuple[str, str], ...] = ()
    kind: str = "html"
    #: the successor's kind when migrated (None: the old sensor's)
    target_kind: str | None = None
    #: the sensor's stored job entities (the titles and locations of its last snapshot)
    entities: tuple[tuple[str, str, str], ...] = ()
    #: extra sensor config (a recorded redirect target, an ats sensor's vendor and token)
    config: dict[str, Any] | None = None
    #: the company's other live sensors: (surface, url) each, active (a blog on the company's new domain)
    siblings: tuple[tuple[str, str], ...] = ()


async def seed_situation(pool: Any, tmp_path: Path, sit: Situation) -> int:
    website = sit.website or "/".join(sit.url.split("/")[:3]) + "/"
    sid = int(await seed(pool, _file_blobs(tmp_path / "blobs"), url=sit.url, status=sit.status,
                           reference=sit.reference, surface=sit.surface, website=website, config=sit.config))
    if sit.kind != "html":
        await pool.execute("UPDATE sensors SET kind = $2 WHERE sensor_id = $1", sid, sit.kind)
    for surface, url in sit.siblings:
        await pool.execute(
            "INSERT INTO sensors (company_id, surface, kind, url, domain, config, status, last_success_at) "
            "SELECT company_id, $2, 'html', $3, $4, '{}'::jsonb, 'active', now() - interval '1 hour' "
            "FROM sensors WHERE sensor_id = $1", sid, surface, url, url.split("/")[2])
    for i, (title, loc, team) in enumerate(sit.entities):
        await pool.execute(
            "INSERT INTO entities (sensor_id, company_id, entity_type, entity_key, data, first_seen_at, last_seen_at) "
            "SELECT $1, company_id, 'job', $2, $3::jsonb, now() - interval '3 days', now() - interval '3 days' "
            "FROM sensors WHERE sensor_id = $1", sid, f"job-{i}", {"title": title, "location": loc, "department": team})
    return sid


async def successor(pool: Any, sid: int) -> tuple[str, str] | None:
    row = await pool.fetchrow(
        "SELECT n.url, n.kind::text AS kind FROM sensors o JOIN sensors n ON n.sensor_id = (o.config->>'successor_id')::bigint "
        "WHERE o.sensor_id = $1 AND o.status = 'retired' AND (n.config->>'predecessor_id')::bigint = o.sensor_id", sid)
    return (row["url"], row["kind"]) if row else None


async def check_situation(pool: Any, sit: Situation, sid: int, rep: dict[str, Any], w: Any) -> None:
    """The situation's expectations against one report and the database after it."""
    assert rep["decision"] == sit.expect, summary(rep)
    got = await successor(pool, sid)
    if sit.expect == "migrated":
        assert rep["detail"]["url"] == sit.target, summary(rep)
        assert got == (sit.target, sit.target_kind or sit.kind), summary(rep)
    else:
        assert got is None, summary(rep)
    status = await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid)
    assert status == {"migrated": "retired", "recovered": "active"}.get(sit.expect, sit.status), summary(rep)
    reviews = await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1 AND kind = 'sensor_migration'",
                                  sid)
    assert reviews == (1 if sit.expect == "review" else 0), summary(rep)
    for host, path in sit.never:
        assert w.paths[(host, path)] == 0, summary(rep)
    hosts = set(sit.hosts)
    assert sum(n for h, n in w.counts.items() if h in hosts) == rep["requests"] <= 6, summary(rep)


async def check_through_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any, situations: list[Situation],
                            names: tuple[str, ...]) -> None:
    """The named situations at once through `changewire repair --json --sensor ...` (one process, one robots.txt
    cache and one politeness table for all), with the same expectations as one by one (`check_situation`)."""
    chosen = [s for s in situations if s.name in names]
    assert len(chosen) == len(names)
    hosts: dict[str, dict[str, Any]] = {}
    for sit in chosen:
        assert not set(sit.hosts) & set(hosts), sit.name
        hosts.update(fresh(sit.hosts))
    w = await mk(hosts)
    # the one-by-one runs left politeness state (a Retry-After's block) behind: every site starts afresh
    await pool.execute("UPDATE domains SET blocked_until = NULL, blocked_reason = NULL, next_slot_at = '-infinity', "
                       "in_flight = 0")
    sids = [await seed_situation(pool, tmp_path, sit) for sit in chosen]
    args = [a for sid in sids for a in ("--sensor", str(sid))]
    code, out, err = await run_cli(cli_env(db_url, tmp_path, w.connect_to()), "--json", *args)
    assert code == 0, err
    reports = {r["sensor_id"]: r for r in json.loads(out)}
    assert list(reports) == sids
    wrong = []
    for sit, sid in zip(chosen, sids):
        try:
            await check_situation(pool, sit, sid, reports[sid], w)
        except AssertionError as exc:
            wrong.append(f"{sit.name}: {exc}")
    assert not wrong, "\n".join(wrong)


def round_tests(T: Any) -> dict[str, Any]:
    """The fixture and tests every repair red-team round from 10 on runs over its table module `T` (SITUATIONS,
    PENDING, SHARED_HOSTS, CLI_RUN and, from round 11, MAX_REQUESTS): a round's module takes them with
    `globals().update(S.round_tests(T))` (pytest collects what the module's namespace holds) and adds its own."""
    from collections.abc import Iterator

    from cw_testdata import load_module

    max_requests: dict[str, int] | None = getattr(T, "MAX_REQUESTS", None)

    @pytest.fixture(scope="module")
    def shared_web() -> Iterator[Any]:
        w = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True).SharedWeb()
        w.start()
        w.web.hosts.update({h: r for sit in T.SITUATIONS for h, r in fresh(sit.hosts).items()})
        yield w
        w.stop()

    def _pending(name: str) -> Any:
        return pytest.mark.xfail(name in T.PENDING, strict=True, reason=T.PENDING.get(name, ""))

    def test_situation_names_and_hosts_are_unique() -> None:
        names = [s.name for s in T.SITUATIONS]
        assert len(names) == len(set(names))
        assert set(T.PENDING) <= set(names) and set(max_requests or ()) <= set(names) and set(T.CLI_RUN) <= set(names)
        seen: dict[str, str] = {}
        for sit in T.SITUATIONS:
            for host in sit.hosts:
                assert host in T.SHARED_HOSTS or seen.setdefault(host, sit.name) == sit.name, (host, sit.name)

    @pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in T.SITUATIONS],
                             ids=[s.name for s in T.SITUATIONS])
    async def test_situation(pool: Any, tmp_path: Path, db_url: str, shared_web: Any, sit: Any) -> None:
        w = shared_web.serve(sit.hosts)
        sid, rep = await repair_once(pool, tmp_path, db_url, w, lambda: seed_situation(pool, tmp_path, sit))
        await check_situation(pool, sit, sid, rep, w)
        if max_requests is not None:
            assert rep["requests"] <= max_requests.get(sit.name, 6), summary(rep)

    async def test_one_situation_per_rule_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
        await check_through_cli(pool, tmp_path, db_url, mk, T.SITUATIONS, T.CLI_RUN)

    return {"mk": mk, "shared_web": shared_web, "test_situation_names_and_hosts_are_unique":
            test_situation_names_and_hosts_are_unique, "test_situation": test_situation,
            "test_one_situation_per_rule_through_the_cli": test_one_situation_per_rule_through_the_cli}
