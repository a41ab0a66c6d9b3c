"""More repair scenarios against fixture sites on 127.0.0.2 (real aiohttp, real Postgres, the shared
client): a site whose homepage moved to a new domain, a gzipped sitemap index named only in
robots.txt, a meta-refresh "redirect" page, a short page inside a heavy menu, robots.txt
unavailable, a login redirect, robots.txt disallowing the new place, a site that times out, and the
CLI's JSON shape under --dry-run. Requests are counted at the server."""
from __future__ import annotations

import asyncio
import gzip
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore
from changewire_repair.repair import Repairer
from changewire_repair.settings import RepairSettings
from changewire_repair.web import build_source, make_client

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py")


R, html, moved, NOT_FOUND, Web, chrome_page = S.R, S.html, S.moved, S.NOT_FOUND, S.Web, S.chrome_page


def homepage(name: str, nav: list[tuple[str, str]]) -> str:
    return chrome_page(name, f"<h1>{name} makes invoicing software for small shops</h1>"
                       "<p>Send invoices, get paid faster, and keep your books tidy.</p>", nav)


CAREERS_MAIN = S.CAREERS_V1.split("<main>")[1].split("</main>")[0]


def careers_rewritten() -> str:
    main = CAREERS_MAIN.replace("Build the robots that build the future", "We are hiring! Join our 2025 team") \
        .replace('<ul class="jobs">', '<ul class="jobs"><li><a href="/x/a">Staff Platform Engineer</a> Remote</li>'
                 '<li><a href="/x/b">Head of Sales, Nordics</a> Oslo</li>')
    return chrome_page("Careers - Acme", main)


LOGIN = chrome_page("Sign in", "<h1>Sign in to your account</h1><form><input name=email><input name=password "
                    "type=password></form><p>Forgot your password?</p>")


NAV16 = [("/", "Home"), ("/features", "Features"), ("/pricing", "Pricing"), ("/integrations", "Integrations"),
         ("/customers", "Customer stories"), ("/blog", "Blog"), ("/help", "Help center"), ("/about", "About us"),
         ("/careers", "Careers"), ("/contact", "Contact sales"), ("/login", "Log in"), ("/signup", "Start free trial"),
         ("/partners", "Partner program"), ("/security", "Security and compliance"), ("/status", "System status"),
         ("/api", "Developer API docs")]
SHORT_OLD = chrome_page("Careers | Tidy Books", "<h1>Careers</h1><p>We're a small remote team building Tidy Books.</p>"
                        "<h2>Open roles</h2><ul><li>Backend Engineer (Python), Berlin</li><li>Product Designer, Remote</li>"
                        "</ul><p>Don't see your role? Write to us.</p>", NAV16)
SHORT_NEW = chrome_page("Join us - Tidy Books", "<section><h1>Careers at Tidy Books</h1><p>We're a small remote team "
                        "building Tidy Books.</p></section><h2>Open roles</h2><div>Backend Engineer (Python), Berlin</div>"
                        "<div>Product Designer, Remote</div><div>Support Lead, Lisbon</div>"
                        "<p>Don't see your role? Write to us.</p>",
                        [(h if h != "/careers" else "/company/careers", t) for h, t in NAV16])
INTEGRATIONS = chrome_page("Integrations | Tidy Books", "<h1>Integrations</h1><p>Connect Tidy Books with Stripe, Shopify "
                           "and your bank.</p><ul><li>Stripe payments</li><li>Shopify orders</li></ul>", NAV16)


mk = S.mk  # make(hosts) → a started scripted web, stopped after the test


def settings_for(w: Web, tmp_path: Path, db_url: str, **kw: Any) -> RepairSettings:
    return RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=0.0,
                          connect_to=w.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",), **kw)


async def seed(pool: Any, tmp_path: Path, url: str, *, status: str = "failing", reference: str | None = S.CAREERS_V1,
               surface: str = "careers", config: dict[str, Any] | None = None) -> int:
    return int(await S.seed(pool, FileBlobStore(tmp_path / "blobs"), url=url, status=status, reference=reference,
                            surface=surface, website="/".join(url.split("/")[:3]) + "/", config=config))


async def repair(pool: Any, tmp_path: Path, db_url: str, w: Web, url: str, *, dry_run: bool = False,
                 settings: dict[str, Any] | None = None, **seed_kw: Any) -> tuple[int, dict[str, Any]]:
    s = settings_for(w, tmp_path, db_url, **(settings or {}))
    client = make_client(s)
    try:
        r = Repairer(s, pool, FileBlobStore(tmp_path / "blobs"), build_source(client, s, pool))
        sid = await seed(pool, tmp_path, url, **seed_kw)
        return sid, (await r.repair(sid, trigger="test", dry_run=dry_run)).as_dict()
    finally:
        await client.close()


async def status_of(pool: Any, sid: int) -> str:
    return str(await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid))


async def successor_url(pool: Any, sid: int) -> str | None:
    return await pool.fetchval(
        "SELECT n.url FROM sensors o JOIN sensors n ON n.sensor_id = (o.config->>'successor_id')::bigint "
        "WHERE o.sensor_id = $1 AND o.status = 'retired' AND (n.config->>'predecessor_id')::bigint = o.sensor_id", sid)


async def test_a_site_whose_homepage_moved_to_a_new_domain(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    # the old /careers is a plain 404; only the homepage 301s to the new domain, whose navigation
    # does not name the careers page the way the classifier would guess
    w = await mk({"oldbrand.test": {"/": moved("http://newbrand.test/"), "/careers": NOT_FOUND},
                  "newbrand.test": {"/": html(homepage("New Brand", [("/jobs-board", "Jobs")])),
                                    "/careers": html(careers_rewritten())}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://oldbrand.test/careers")
    assert rep["decision"] == "migrated", rep
    assert await successor_url(pool, sid) == "http://newbrand.test/careers"
    assert sum(w.counts.values()) == rep["requests"] <= 6


async def test_a_gzipped_sitemap_index_named_in_robots_txt(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    child = S.sitemap("smgz.test", ["/", "/product", "/team/open-roles"])
    index = ('<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
             '<sitemap><loc>http://smgz.test/sitemaps/posts.xml.gz</loc></sitemap>'
             '<sitemap><loc>http://smgz.test/sitemaps/pages.xml.gz</loc></sitemap></sitemapindex>')
    w = await mk({"smgz.test": {
        "/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://smgz.test/sitemap_index.xml.gz\n", "text/plain"),
        "/": html(homepage("Smgz", [("/product", "Product")])),
        "/sitemap_index.xml.gz": R(200, gzip.compress(index.encode()), "application/gzip"),
        "/sitemaps/pages.xml.gz": R(200, gzip.compress(child.encode()), "application/x-gzip"),
        "/team/open-roles": html(careers_rewritten())}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://smgz.test/careers")
    assert rep["decision"] == "migrated", rep
    assert await successor_url(pool, sid) == "http://smgz.test/team/open-roles"
    assert w.paths[("smgz.test", "/sitemap.xml")] == 0
    assert w.counts["smgz.test"] == rep["requests"] <= 6


async def test_a_meta_refresh_page_at_the_old_url(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    # what static hosts serve for a moved page (jekyll-redirect-from and the like)
    w = await mk({"static.test": {
        "/careers": html('<!doctype html><html><head><link rel="canonical" href="/company/careers">'
                         '<meta http-equiv="refresh" content="0; url=/company/careers"></head>'
                         '<body><p>Redirecting&hellip;</p></body></html>'),
        "/company/careers": html(careers_rewritten())}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://static.test/careers")
    assert rep["decision"] == "migrated", rep
    assert await successor_url(pool, sid) == "http://static.test/company/careers"
    assert w.counts["static.test"] == rep["requests"] == 3  # robots.txt, /careers, /company/careers


async def test_a_short_page_inside_a_heavy_menu_is_still_the_same_page(pool: Any, tmp_path: Path, db_url: str,
                                                                        mk: Any) -> None:
    w = await mk({"tidy.test": {"/": html(homepage("Tidy Books", [("/integrations", "Integrations"),
                                                                   ("/company/careers", "Careers")])),
                                "/integrations": html(INTEGRATIONS), "/company/careers": html(SHORT_NEW)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://tidy.test/careers", reference=SHORT_OLD)
    assert rep["decision"] == "migrated", rep
    assert await successor_url(pool, sid) == "http://tidy.test/company/careers"
    # an unrelated page of the same site, same menu, is still not the same content
    _, rep2 = await repair(pool, tmp_path, db_url, w, "http://tidy.test/integrations-old", reference=SHORT_OLD,
                           config={"redirect_url": "http://tidy.test/integrations"})
    cand = next(c for c in rep2["candidates"] if c["url"] == "http://tidy.test/integrations")
    assert cand["match"] is False and cand["score"] < 0.3


async def test_robots_txt_unavailable_waits_without_phantom_attempts(pool: Any, tmp_path: Path, db_url: str,
                                                                     mk: Any) -> None:
    w = await mk({"down503.test": {"*": R(503, "<h1>Service unavailable</h1>")}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://down503.test/careers")
    assert rep["decision"] == "wait", rep
    assert "robots.txt" in rep["detail"]["reason"]
    assert [t["role"] for t in rep["tried"]] == ["retry"]  # no homepage or sitemap "tried" without a request
    assert w.counts["down503.test"] == rep["requests"] == 1
    assert await status_of(pool, sid) == "failing"


async def test_a_site_that_times_out_is_not_searched(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"slow.test": {"/robots.txt": NOT_FOUND, "*": R(200, "late", delay=2.0)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://slow.test/careers", settings={"fetch_timeout_s": 0.4})
    assert rep["decision"] == "wait" and "TIMEOUT" in rep["detail"]["reason"], rep
    assert w.counts["slow.test"] == rep["requests"] == 2
    assert await status_of(pool, sid) == "failing"


async def test_redirects_to_a_login_page_or_the_homepage_are_not_moves(pool: Any, tmp_path: Path, db_url: str,
                                                                       mk: Any) -> None:
    w = await mk({"sso.test": {"/careers": moved("/login?next=/careers", 302), "/login?next=/careers": html(LOGIN),
                               "/": html(homepage("SSO", [("/login", "Sign in")]))},
                  "gohome.test": {"/careers": moved("/"), "/": html(homepage("Go Home", [("/product", "Product")]))}})
    for url in ("http://sso.test/careers", "http://gohome.test/careers"):
        sid, rep = await repair(pool, tmp_path, db_url, w, url, status="redirected")
        assert rep["decision"] == "review", rep
        assert await status_of(pool, sid) == "redirected"
        assert rep["candidates"][0]["final_url"] and rep["candidates"][0]["match"] is False
    assert sum(w.counts.values()) <= 12


async def test_robots_txt_disallowing_the_new_place_is_obeyed(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"nobots.test": {"/robots.txt": R(200, "User-agent: *\nDisallow: /company/\n", "text/plain"),
                                  "/": html(homepage("No Bots", [("/company/careers", "Careers")])),
                                  "/company/careers": html(careers_rewritten())}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://nobots.test/careers")
    assert rep["decision"] == "review", rep
    assert w.paths[("nobots.test", "/company/careers")] == 0
    assert any(t["url"] == "http://nobots.test/company/careers" and t["failure"] == "ROBOTS" for t in rep["tried"])


CLI = Path(sys.executable).parent / "changewire"
PROBE_KEYS = {"url", "source", "status", "final_url", "failure", "score", "match", "simhash_distance",
              "fuzzy_ratio", "words"}


async def test_cli_json_shape_is_stable_and_dry_run_writes_nothing(pool: Any, tmp_path: Path, db_url: str,
                                                                   mk: Any) -> None:
    w = await mk({"jsonco.test": {"/": html(homepage("Json Co", [("/company/careers", "Careers"), ("/jobs", "Jobs")])),
                                  "/jobs": html(S.UNRELATED), "/company/careers": html(careers_rewritten())}})
    blobs = FileBlobStore(tmp_path / "blobs")
    sid = int(await S.seed(pool, blobs, url="http://jsonco.test/careers", status="failing"))
    before = await pool.fetchrow("SELECT * FROM sensors WHERE sensor_id = $1", sid)
    outbox = await pool.fetchval("SELECT count(*) FROM outbox")
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update(CHANGEWIRE_DATABASE_URL=db_url, CHANGEWIRE_DATA_DIR=str(tmp_path), CHANGEWIRE_CONNECT_TO=w.connect_to(),
               CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32", CHANGEWIRE_POLITENESS_SPACING_S="0",
               CHANGEWIRE_LOG_LEVEL="ERROR")
    proc = await asyncio.create_subprocess_exec(str(CLI), "repair", "--dry-run", "--sensor", str(sid), "--sensor",
                                                str(sid), "--json", env=env, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 0, err.decode()
    reports = json.loads(out)
    assert len(reports) == 1  # a sensor given twice is repaired once
    r = reports[0]
    assert r["decision"] == "migrated" and r["dry_run"] is True and r["applied"] is False
    assert r["max_requests"] == 6 and r["requests"] <= 6
    assert r["thresholds"] == {"simhash_max_distance": 12, "fuzzy_min_ratio": 0.6}
    assert set(r["detail"]) >= {"kind", "reason", "url", "score", "source", "new_sensor_id", "review_created"}
    assert r["detail"]["url"] == "http://jsonco.test/company/careers" and r["detail"]["score"] >= 0.6
    for entry in r["tried"] + r["candidates"]:
        assert PROBE_KEYS <= set(entry), entry
    assert {t["role"] for t in r["tried"]} >= {"retry", "homepage", "candidate"}
    # nothing written: the sensor (no last_repair_at), no review item, no event
    assert await pool.fetchrow("SELECT * FROM sensors WHERE sensor_id = $1", sid) == before
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0
    assert await pool.fetchval("SELECT count(*) FROM outbox") == outbox
    assert await pool.fetchval("SELECT count(*) FROM sensors WHERE url = 'http://jsonco.test/company/careers'") == 0
