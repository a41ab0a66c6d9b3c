"""The situations of repair's thirteenth red-team round (tests/integration/test_repair_redteam13.py runs them): sensors
on MACHINE-READABLE and VERSIONED surfaces that moved — a status page's JSON API moved between vendors (Atlassian
Statuspage → Better Stack, Instatus, incident.io), API reference pages and OpenAPI documents moved between versions,
docs moved between hosts (GitBook, a docs subdomain, a path), changelogs moved to Canny / Headway / LaunchNotes, feeds
moved (path change, FeedBurner, Substack), sitemaps moved behind a sitemap index, and ATS API sensors whose board token
changed — and the traps (a vendor's own generic status page, another company's board, a v1 page still answering with
a deprecation banner). The page builders, the situation table with the expectations written before the first run,
and the strict xfails.

Unlike rounds 1-12, the reference of a sensor that does not read HTML (status_json, json, ats, feed, sitemap) is the
canonical text the differ stores for it (`canon`: `changewire_differ.pipeline.analyze(...).text`, "Fleet API:
operational", "$.paths./missions.get.summary: List missions", "Senior Robotics Engineer | Lyon, France") — not the raw
body, which is not what `snapshots.text_blob_key` holds in production.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py .. redteam12.py (whose shared scripted
web and page helpers it reuses).
"""
from __future__ import annotations

import gzip
import json
from datetime import datetime, timezone
from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T10: Any = load_module("repair_redteam10", "data/repair/redteam10.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
JOBS, COMPONENTS = P.JOBS, P.COMPONENTS
Situation = S.Situation
page, rss, feed, xml, jsn = T9.page, T9.rss, T9.feed, T9.xml, T10.jsn
menu, site_home, robots, gh_api = T12.menu, T12.site_home, T12.robots, T12.gh_api

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"jobs.lever.co", "api.lever.co", "boards.greenhouse.io", "boards-api.greenhouse.io",
                          "headwayapp.co", "feeds.feedburner.com", "www.atlassian.com", "github.com",
                          "api.ashbyhq.com", "jobs.ashbyhq.com"})


def canon(body: str | bytes, kind: str, surface: str, url: str) -> str:
    """The canonical text the differ stores for a body (what repair's reference is in production)."""
    from changewire_differ.pipeline import analyze

    raw = body.encode() if isinstance(body, str) else body
    return analyze(raw, kind=kind, surface=surface, url=url, now=datetime(2026, 11, 20, tzinfo=timezone.utc)).text


# ------------------------------------------------------------------ status pages and their JSON APIs

OTHER_COMPONENTS = ["us-east-1 EC2", "us-east-1 S3", "eu-west-1 EC2", "eu-west-1 S3", "ap-south-1 EC2",
                    "Global DNS", "Identity and Access", "Object storage API", "CDN edge network"]


def statuspage_summary(name: str, host: str, components: list[str] = COMPONENTS,
                       incidents: list[dict[str, Any]] | None = None) -> str:
    """Atlassian Statuspage's /api/v2/summary.json."""
    return json.dumps({
        "page": {"id": "y2j98763l56x", "name": name, "url": f"https://{host}", "time_zone": "Etc/UTC",
                 "updated_at": "2026-11-19T08:21:42.817Z"},
        "components": [{"id": f"8l4ygp009s{i:02d}", "name": c, "status": "operational",
                        "created_at": "2024-01-10T16:05:00.000Z", "updated_at": "2026-11-18T10:00:00.000Z",
                        "position": i + 1, "description": None, "showcase": False, "start_date": None,
                        "group_id": None, "page_id": "y2j98763l56x", "group": False, "only_show_if_degraded": False}
                       for i, c in enumerate(components)],
        "incidents": incidents or [], "scheduled_maintenances": [],
        "status": {"indicator": "none", "description": "All Systems Operational"}})


def betterstack_index(name: str, host: str, components: list[str] = COMPONENTS) -> str:
    """Better Stack's /index.json (JSON:API: the page, its sections, resources and status reports)."""
    return json.dumps({
        "data": {"id": "171455", "type": "status_page", "attributes": {
            "company_name": name, "company_url": "https://acme.example", "contact_url": None, "logo_url": None,
            "timezone": "UTC", "subdomain": "acme-robotics", "custom_domain": host, "announcement": None,
            "aggregate_state": "operational", "created_at": "2026-10-02T09:12:44.000Z",
            "updated_at": "2026-11-19T07:00:03.000Z"},
            "relationships": {"sections": {"data": [{"id": "88001", "type": "status_page_section"}]},
                              "resources": {"data": [{"id": str(4410 + i), "type": "status_page_resource"}
                                                     for i in range(len(components))]},
                              "status_reports": {"data": []}}},
        "included": [{"id": "88001", "type": "status_page_section", "attributes": {"name": "Fleet", "position": 0}}]
        + [{"id": str(4410 + i), "type": "status_page_resource", "attributes": {
            "status_page_section_id": 88001, "resource_id": 3300 + i, "resource_type": "Monitor",
            "public_name": c, "explanation": "", "widget_type": "history", "position": i,
            "status": "operational", "availability": 0.99987}} for i, c in enumerate(components)]})


def instatus_summary(name: str, host: str) -> str:
    """Instatus's /summary.json: the page's name and status, its active incidents and maintenances (no components)."""
    return json.dumps({"page": {"name": name, "url": f"https://{host}", "status": "UP"}, "activeIncidents": [],
                       "activeMaintenances": []})


def instatus_components(components: list[str] = COMPONENTS) -> str:
    """Instatus's /v2/components.json."""
    return json.dumps({"components": [{"id": f"clq8x0{i:03d}z9", "name": c, "nameTranslationId": None,
                                       "description": "", "status": "OPERATIONAL", "order": i, "showUptime": True,
                                       "isParent": False, "parentId": None} for i, c in enumerate(components)]})


def incidentio_widget() -> str:
    """incident.io's status page widget API (`/proxy/<host>`): ongoing incidents and maintenances."""
    return json.dumps({"ongoing_incidents": [], "in_progress_maintenances": [], "scheduled_maintenances": []})


def status_html(vendor: str, name: str = "Acme Robotics", components: list[str] = COMPONENTS) -> str:
    """A hosted status page's HTML as each vendor renders it (its own markup, its "Powered by")."""
    rows = "".join(f"<div class='component'><span class='name'>{c}</span> <span class='state'>Operational</span>"
                   f"</div>" for c in components)
    if vendor == "betterstack":
        return (f"<!DOCTYPE html><html lang='en'><head><title>{name} status</title><meta name='viewport' content='"
                f"width=device-width'><link rel='alternate' type='application/rss+xml' href='/feed.rss'></head><body>"
                f"<header class='status-page__header'><a href='https://acme.example'>{name}</a> <a href='/"
                f"subscribe'>Get updates</a></header><main><h1>All services are online</h1><p>Last updated on Nov 19 at "
                f"08:00am UTC</p><section><h2>Fleet</h2>{rows}</section><p><a href='/history'>Previous incidents</a>"
                f"</p></main><footer>Powered by <a href='https://betterstack.com/status-page?utm_source=status_page&"
                f"utm_medium=powered_by'>Better Stack</a></footer></body></html>")
    if vendor == "instatus":
        return (f"<!DOCTYPE html><html lang='en'><head><title>{name} Status</title><meta name='generator' content='"
                f"Instatus'><link rel='alternate' type='application/rss+xml' href='/feed.rss'></head><body><div id="
                f"'__next'><header><a href='/'>{name}</a> <a href='/subscribe/email'>Subscribe</a></header><main><div "
                f"class='status-banner'>All systems operational</div>{rows}<a href='/history'>View history</a></main>"
                f"<footer><a href='https://instatus.com/?utm_source=powered-by&amp;utm_medium=status-page'>Powered by "
                f"Instatus</a></footer></div></body></html>")
    if vendor == "incidentio":
        data = json.dumps({"props": {"pageProps": {"summary": {"name": name, "components": [
            {"id": f"01HX{i:04d}", "name": c} for i, c in enumerate(components)]}}}})
        return (f"<!DOCTYPE html><html lang='en'><head><title>{name} Status</title></head><body><div id='__next'>"
                f"<header><a href='/'>{name}</a> <button>Subscribe to updates</button></header><main><h1>We're fully "
                f"operational</h1><p>We're not aware of any issues affecting our systems.</p>{rows}</main><footer><a "
                f"href='https://incident.io/status-pages?utm_source=status-page'>Powered by incident.io</a></footer>"
                f"</div><script id='__NEXT_DATA__' type='application/json'>{data}</script></body></html>")
    if vendor == "statuspage":
        return P.statuspage_hosted().replace("Acme Robotics", name) if components == COMPONENTS else (
            f"<!DOCTYPE html><html><head><title>{name} Status</title></head><body><div class='page-header'>{name}"
            f"</div><div class='page-status status-none'><span class='status'>All Systems Operational</span></div>"
            f"<div class='components-container'>{rows}</div><div class='page-footer'>Powered by Atlassian Statuspage"
            f"</div></body></html>")
    raise ValueError(vendor)


def status_ref(host: str) -> str:
    return canon(statuspage_summary("Acme Robotics", host), "status_json", "status",
                 f"https://{host}/api/v2/summary.json")


STATUSPAGE_404 = R(404, "<!DOCTYPE html><html><head><title>Page not found - Statuspage</title></head><body><h1>"
                        "This page doesn't exist</h1><p>You may have mistyped the address or the page may have moved."
                        "</p><a href='https://www.atlassian.com/software/statuspage'>Statuspage by Atlassian</a>"
                        "</body></html>")
BETTERSTACK_404 = R(404, "<!DOCTYPE html><html><head><title>Not found | Better Stack</title></head><body><h1>404</h1>"
                         "<p>The page you were looking for doesn't exist.</p></body></html>")


def status_situation(name: str, n: str, hosts: dict[str, dict[str, Any]], url: str, expect: str,
                     target: str | None = None, **kw: Any) -> Any:
    host = url.split("/")[2]
    return Situation(name, hosts, url, expect, target, surface="status", kind="status_json",
                     reference=kw.pop("reference", None) or status_ref(host),
                     website=kw.pop("website", f"http://{n}.test/"), **kw)


# ------------------------------------------------------------------ API references, OpenAPI documents

ENDPOINTS_V1 = [("GET", "/v1/missions", "List missions", "Returns the missions of the fleet, newest first."),
                ("POST", "/v1/missions", "Create a mission", "Sends a robot from one zone to another with a tote."),
                ("DELETE", "/v1/missions/{id}", "Cancel a mission", "Cancels a mission that has not started."),
                ("GET", "/v1/robots", "List robots", "Returns every robot with its position and battery level."),
                ("GET", "/v1/robots/{id}", "Get a robot", "Returns one robot's state, position and current mission."),
                ("GET", "/v1/zones", "List zones", "Returns the zones and their rules."),
                ("POST", "/v1/webhooks", "Create a webhook", "Subscribes a URL to mission and robot events.")]


def endpoints(version: str) -> list[tuple[str, str, str, str]]:
    return [(m, p.replace("/v1/", f"/{version}/"), s, d) for m, p, s, d in ENDPOINTS_V1]


def api_ref(version: str, banner: str = "", extra: str = "", title: str = "", nav: list[tuple[str, str]] | None = None,
            rows: list[tuple[str, str, str, str]] | None = None) -> str:
    items = "".join(f"<section class='endpoint'><h2>{s}</h2><p><code>{m} {p}</code></p><p>{d}</p><h3>Parameters</h3>"
                    f"<p>Authorization: Bearer token. Content-Type: application/json.</p></section>"
                    for m, p, s, d in (rows or endpoints(version)))
    return P.shell(title or f"Fleet API reference ({version}) - Acme Robotics",
                   f"{banner}<h1>Fleet API reference</h1><p>The Fleet API is a REST API over HTTPS. Every request is "
                   f"authenticated with an API token from the dashboard; responses are JSON.</p>{items}{extra}",
                   nav or menu(("/docs", "Docs"), ("/docs/api/v2/", "API reference")))


def deprecation_banner(until: str = "30 June 2027") -> str:
    return (f"<div class='admonition warning'><p><strong>Deprecated.</strong> Version 1 of the Fleet API is deprecated "
            f"and will be switched off on {until}. New integrations should use <a href='/docs/api/v2/'>version 2</a>."
            f"</p></div>")


def openapi(version: str, paths: list[tuple[str, str, str, str]] | None = None, title: str = "Acme Fleet API") -> str:
    doc: dict[str, Any] = {"openapi": "3.1.0", "info": {"title": title, "version": version,
                                                        "description": "Missions, robots, zones and webhooks."},
                           "servers": [{"url": f"https://api.acme.example/{version.split('.')[0]}"}], "paths": {}}
    for m, p, s, d in paths or endpoints("v" + version.split(".")[0]):
        doc["paths"].setdefault(p, {})[m.lower()] = {"summary": s, "description": d, "operationId": s.replace(" ", ""),
                                                     "responses": {"200": {"description": "OK"}}}
    return json.dumps(doc)


def json_ref(body: str, url: str, surface: str = "docs") -> str:
    return canon(body, "json", surface, url)


# ------------------------------------------------------------------ changelogs on hosted platforms

def release_rows(prefix: str) -> str:
    return "".join(f"<article class='entry'><h2><a href='{prefix}{v.replace('.', '-')}'>Version {v}</a></h2><time>{d}"
                   f"</time><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul></article>" for v, d, ch in P.RELEASES)


def canny_changelog(company: str, prefix: str = "/changelog/") -> str:
    return ("<!DOCTYPE html><html><head><title>Changelog | " + company + "</title></head><body><div class='"
            "PublicHeader'><a href='/'>" + company + "</a> <a href='/'>Feedback</a> <a href='/roadmap'>Roadmap</a> "
            "<a href='/changelog'>Changelog</a></div><div class='ChangelogPage'><h1>Changelog</h1><p>New updates and "
            "improvements to " + company + ".</p>" + release_rows(prefix) + "</div><div class='PoweredBy'><a href='"
            "https://canny.io?utm_source=powered_by'>Powered by Canny</a></div></body></html>")


def other_canny(company: str) -> str:
    rels = [("Bulk export of invoices", "2026-11-02", ["Export up to 10,000 invoices as CSV", "Filters by customer"]),
            ("Dark mode", "2026-10-14", ["The whole app in dark mode", "Follows your system setting"]),
            ("Stripe Tax support", "2026-09-20", ["Tax lines computed by Stripe Tax", "Reverse charge in the EU"])]
    rows = "".join(f"<article class='entry'><h2>{t}</h2><time>{d}</time><ul>{''.join(f'<li>{c}</li>' for c in ch)}"
                   f"</ul></article>" for t, d, ch in rels)
    return ("<!DOCTYPE html><html><head><title>Changelog | " + company + "</title></head><body><div class='"
            "PublicHeader'><a href='/'>" + company + "</a> <a href='/changelog'>Changelog</a></div><div class='"
            "ChangelogPage'><h1>Changelog</h1><p>New updates and improvements to " + company + ".</p>" + rows
            + "</div><div class='PoweredBy'>Powered by Canny</div></body></html>")


def headway(account: str) -> str:
    return ("<!DOCTYPE html><html><head><title>Acme Robotics changelog</title></head><body><header><a href='/"
            + account + "'>Acme Robotics</a> Latest updates</header><main>" + release_rows(f"/{account}/")
            + "</main><footer>Changelog by <a href='https://headwayapp.co'>Headway</a></footer></body></html>")


def launchnotes() -> str:
    return ("<!DOCTYPE html><html><head><title>Acme Robotics - Announcements</title></head><body><header><a href='/'>"
            "Acme Robotics</a> <a href='/#subscribe'>Subscribe</a></header><main><h1>What's new at Acme Robotics</h1>"
            + release_rows("/announcements/") + "</main><footer>Powered by LaunchNotes</footer></body></html>")


CHANGELOG_REF = P.changelog_page("Changelog - Acme Robotics")

# ------------------------------------------------------------------ feeds and sitemaps


def atom(host: str, prefix: str = "/blog/") -> str:
    entries = "".join(f"<entry><title>{t}</title><link href='http://{host}{prefix}{u}'/><id>http://{host}{prefix}{u}"
                      f"</id><updated>{d}T09:00:00Z</updated><summary>{x}</summary></entry>" for t, u, d, x in P.POSTS)
    return (f"<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Acme Robotics blog"
            f"</title><link href='http://{host}/blog/' rel='alternate'/><id>http://{host}/blog/</id><updated>"
            f"2026-10-02T09:00:00Z</updated>{entries}</feed>")


def substack_feed(pub: str) -> str:
    items = "".join(f"<item><title><![CDATA[{t}]]></title><description><![CDATA[{x}]]></description><link>https://"
                    f"{pub}.substack.com/p/{u}</link><guid isPermaLink='false'>{1000 + i}</guid><dc:creator><![CDATA["
                    f"Acme Robotics]]></dc:creator><pubDate>{d}</pubDate></item>" for i, (t, u, d, x) in enumerate(P.POSTS))
    return (f"<?xml version='1.0' encoding='UTF-8'?><rss xmlns:dc='http://purl.org/dc/elements/1.1/' version='2.0'>"
            f"<channel><title><![CDATA[Acme Robotics blog]]></title><description><![CDATA[Stories from Acme Robotics]]>"
            f"</description><link>https://{pub}.substack.com</link><generator>Substack</generator>{items}</channel>"
            f"</rss>")


DIGEST_POSTS = [("Cobots in cold storage: a buyer's guide", "cold-storage", "2026-11-28", "Five vendors compared."),
                ("The week in logistics automation", "week-48", "2026-11-27", "Funding, launches and layoffs."),
                ("Why pallet shuttles are back", "pallet-shuttles", "2026-11-20", "Density beats flexibility."),
                ("Interview: the COO of a parcel carrier", "parcel-coo", "2026-11-13", "On peak season planning.")]


def digest_rss() -> str:
    items = "".join(f"<item><title>{t}</title><link>http://roboticsdigest.example/news/{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in DIGEST_POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Robotics Digest</title><link>http://'
            f"roboticsdigest.example/news/</link><description>Industry news</description>{items}</channel></rss>")


def releases_atom(owner: str, repo: str) -> str:
    entries = "".join(f"<entry><id>tag:github.com,2008:Repository/1/v{v}</id><updated>{d}T10:00:00Z</updated><link "
                      f"rel='alternate' type='text/html' href='https://github.com/{owner}/{repo}/releases/tag/v{v}'/>"
                      f"<title>v{v}</title><content type='html'>&lt;ul&gt;{''.join(f'&lt;li&gt;{c}&lt;/li&gt;' for c in ch)}"
                      f"&lt;/ul&gt;</content><author><name>acme-bot</name></author></entry>" for v, d, ch in P.RELEASES)
    return (f"<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/Atom' xml:lang='en-US'><id>"
            f"tag:github.com,2008:https://github.com/{owner}/{repo}/releases</id><link type='text/html' rel='alternate' "
            f"href='https://github.com/{owner}/{repo}/releases'/><title>Release notes from {repo}</title><updated>"
            f"2026-08-21T10:00:00Z</updated>{entries}</feed>")


def feed_ref(host: str) -> str:
    return canon(rss(host), "feed", "feed", f"http://{host}/feed")


SITE_PATHS = ["/", "/product", "/pricing", "/about", "/careers", "/blog", "/docs", "/contact",
              *(f"/blog/{u}" for _, u, _, _ in P.POSTS), "/legal/privacy", "/legal/terms"]


def urlset(host: str, paths: list[str], lastmod: str = "2026-11-12") -> str:
    urls = "".join(f"<url><loc>http://{host}{p}</loc><lastmod>{lastmod}</lastmod></url>" for p in paths)
    return f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'


def sitemapindex(host: str, children: list[str]) -> str:
    sms = "".join(f"<sitemap><loc>http://{host}{c}</loc><lastmod>2026-11-19T08:00:00+00:00</lastmod></sitemap>"
                  for c in children)
    return (f'<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="//{host}/main-sitemap.xsl"?>'
            f'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{sms}</sitemapindex>')


def sitemap_ref(host: str) -> str:
    return canon(urlset(host, SITE_PATHS), "sitemap", "homepage", f"http://{host}/sitemap.xml")


def smx(body: str) -> R:
    return R(200, body, "application/xml; charset=utf-8")


# ------------------------------------------------------------------ job boards' APIs


def ats_ref(jobs: list[tuple[str, str, str]], url: str) -> str:
    return canon(gh_api(jobs, "x").body, "ats", "careers", url)


GH_404 = R(404, json.dumps({"status": 404, "error": "Job board not found"}), "application/json")
LEVER_404 = R(404, json.dumps({"ok": False, "error": "Document not found"}), "application/json")


def lever_api(jobs: list[tuple[str, str, str]], slug: str) -> R:
    return jsn([{"id": f"5f1c{i:04d}-aa", "text": t, "categories": {"location": loc, "team": team,
                                                                     "commitment": "Full-time"},
                 "hostedUrl": f"https://jobs.lever.co/{slug}/5f1c{i:04d}-aa", "createdAt": 1761900000000 + i,
                 "descriptionPlain": "Join us."} for i, (t, loc, team) in enumerate(jobs)])


# ------------------------------------------------------------------ docs


DOCS_REF = P.docs_home()


def gitbook(title: str = "Acme Robotics documentation") -> str:
    return (P.docs_home().replace("<header><a href='/'>Acme Docs</a>", "<header><a href='/docs'>Acme Robotics</a> "
                                  "<input placeholder='Search...'>")
            .replace("<footer>Edit this page on GitHub</footer>", "<footer>Powered by GitBook</footer>")
            .replace("Acme Robotics documentation</title>", title + "</title>"))


SITUATIONS = [
    # ================================================================ status JSON APIs between vendors
    status_situation(
        "statuspage_summary_404_on_the_status_host_now_served_by_better_stack_its_index_json",
        "q01", {"status.q01.test": {"/api/v2/summary.json": BETTERSTACK_404, "/": html(status_html("betterstack")),
                                    "/index.json": jsn(json.loads(betterstack_index("Acme Robotics",
                                                                                    "status.q01.test")))}},
        "http://status.q01.test/api/v2/summary.json", "migrated", "http://status.q01.test/index.json"),
    status_situation(
        "statuspage_summary_404_on_the_status_host_now_served_by_instatus_its_summary_json",
        "q02", {"status.q02.test": {"/api/v2/summary.json": NOT_FOUND, "/": html(status_html("instatus")),
                                    "/summary.json": jsn(json.loads(instatus_summary("Acme Robotics",
                                                                                     "status.q02.test"))),
                                    "/v2/components.json": jsn(json.loads(instatus_components()))}},
        "http://status.q02.test/api/v2/summary.json", "migrated", "http://status.q02.test/summary.json"),
    status_situation(
        "statuspage_summary_404_on_the_status_host_now_served_by_incident_io_its_widget_api",
        "q03", {"status.q03.test": {"/api/v2/summary.json": NOT_FOUND, "/": html(status_html("incidentio")),
                                    "/proxy/status.q03.test": jsn(json.loads(incidentio_widget()))}},
        "http://status.q03.test/api/v2/summary.json", "migrated", "http://status.q03.test/proxy/status.q03.test"),
    status_situation(
        "hosted_statuspage_deactivated_company_footer_links_a_better_stack_page",
        "q04", {"acmeq04.statuspage.io": {"/api/v2/summary.json": STATUSPAGE_404, "/": STATUSPAGE_404},
                "q04.test": {"/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                     ("http://status.q04.test/", "System status")])},
                "status.q04.test": {"/": html(status_html("betterstack")),
                                    "/index.json": jsn(json.loads(betterstack_index("Acme Robotics",
                                                                                    "status.q04.test")))}},
        "http://acmeq04.statuspage.io/api/v2/summary.json", "migrated", "http://status.q04.test/index.json"),
    status_situation(
        "statuspage_summary_301_to_the_same_api_on_a_new_custom_domain",
        "q05", {"acmeq05.statuspage.io": {"/api/v2/summary.json": moved("http://status.q05.test/api/v2/summary.json")},
                "status.q05.test": {"/api/v2/summary.json": jsn(json.loads(statuspage_summary("Acme Robotics",
                                                                                              "status.q05.test")))}},
        "http://acmeq05.statuspage.io/api/v2/summary.json", "migrated",
        "http://status.q05.test/api/v2/summary.json", status="redirected"),
    status_situation(
        "statuspage_summary_302_to_the_vendors_marketing_page_after_the_page_was_deleted",
        "q06", {"acmeq06.statuspage.io": {"/api/v2/summary.json": moved(
            "http://www.atlassian.com/software/statuspage?utm_source=deleted_page", 302)},
                "www.atlassian.com": {"/software/statuspage": html(P.shell(
                    "Statuspage | Incident communication tool | Atlassian", "<h1>Statuspage</h1><p>Communicate "
                    "real-time status to your users. Trusted by 10,000 companies.</p><a href='/try'>Get it free</a>",
                    [("/", "Atlassian"), ("/software", "Products")]))},
                "q06.test": {"/": site_home(menu())}},
        "http://acmeq06.statuspage.io/api/v2/summary.json", "review", status="redirected"),
    status_situation(
        "status_summary_404_company_footer_links_its_cloud_providers_status_page",
        "q07", {"status.q07.test": {"/api/v2/summary.json": NOT_FOUND, "/": NOT_FOUND},
                "q07.test": {"/": site_home(menu(), [("http://status.nimbuscloud-q07.test/", "Status")])},
                "status.nimbuscloud-q07.test": {
                    "/": html(status_html("statuspage", "Nimbus Cloud", OTHER_COMPONENTS)),
                    "/api/v2/summary.json": jsn(json.loads(statuspage_summary("Nimbus Cloud",
                                                                              "status.nimbuscloud-q07.test",
                                                                              OTHER_COMPONENTS)))}},
        "http://status.q07.test/api/v2/summary.json", "review"),
    status_situation(
        "statuspage_summary_404_status_host_front_page_is_another_companys_better_stack_page",
        "q08", {"status.q08.test": {"/api/v2/summary.json": BETTERSTACK_404,
                                    "/": html(status_html("betterstack", "Nimbus Cloud", OTHER_COMPONENTS)),
                                    "/index.json": jsn(json.loads(betterstack_index("Nimbus Cloud", "status.q08.test",
                                                                                    OTHER_COMPONENTS)))}},
        "http://status.q08.test/api/v2/summary.json", "review"),
    status_situation(
        "statuspage_summary_answers_again_with_an_incident_open",
        "q09", {"status.q09.test": {"/api/v2/summary.json": jsn(json.loads(statuspage_summary(
            "Acme Robotics", "status.q09.test", incidents=[{
                "id": "p31zjtct2jer", "name": "Delayed telemetry in North America", "status": "investigating",
                "impact": "minor", "created_at": "2026-12-07T07:58:00.000Z", "shortlink": "https://stspg.io/x1",
                "incident_updates": [{"body": "We are investigating delayed telemetry.", "status": "investigating"}]}])))}},
        "http://status.q09.test/api/v2/summary.json", "recovered"),
    status_situation(
        "better_stack_index_json_301_to_the_same_page_on_a_new_status_subdomain",
        "q10", {"acme-q10.betteruptime.com": {"/index.json": moved("http://status.q10.test/index.json")},
                "status.q10.test": {"/index.json": jsn(json.loads(betterstack_index("Acme Robotics",
                                                                                    "status.q10.test")))}},
        "http://acme-q10.betteruptime.com/index.json", "migrated", "http://status.q10.test/index.json",
        reference=canon(betterstack_index("Acme Robotics", "acme-q10.betteruptime.com"), "status_json", "status",
                        "http://acme-q10.betteruptime.com/index.json"), status="redirected"),
    status_situation(
        "instatus_summary_404_on_the_status_host_now_an_atlassian_statuspage",
        "q11", {"status.q11.test": {"/summary.json": NOT_FOUND, "/": html(status_html("statuspage")),
                                    "/api/v2/summary.json": jsn(json.loads(statuspage_summary("Acme Robotics",
                                                                                              "status.q11.test")))}},
        "http://status.q11.test/summary.json", "migrated", "http://status.q11.test/api/v2/summary.json",
        reference=canon(instatus_components(), "status_json", "status", "http://status.q11.test/v2/components.json"),
        config={"format": "instatus", "page_url": "http://status.q11.test/"}),
    status_situation(
        "statuspage_summary_404_status_host_front_page_is_a_statuspage_with_half_the_components_renamed",
        "q12", {"status.q12.test": {"/api/v2/summary.json": NOT_FOUND,
                                    "/": html(status_html("betterstack", "Acme Robotics",
                                                          COMPONENTS[:3] + OTHER_COMPONENTS[:6])),
                                    "/index.json": jsn(json.loads(betterstack_index(
                                        "Acme Robotics", "status.q12.test", COMPONENTS[:3] + OTHER_COMPONENTS[:6])))}},
        "http://status.q12.test/api/v2/summary.json", "review"),

    # ================================================================ API references across versions
    Situation("api_reference_v1_301_to_v2_with_the_same_endpoints_under_v2_paths",
              {"q20.test": {"/docs/api/v1/": moved("/docs/api/v2/"), "/docs/api/v2/": html(api_ref("v2"))}},
              "http://q20.test/docs/api/v1/", "migrated", "http://q20.test/docs/api/v2/", surface="docs",
              reference=api_ref("v1"), status="redirected"),
    Situation("api_reference_v1_answers_200_with_a_deprecation_banner_above_the_same_content",
              {"q21.test": {"/docs/api/v1/": html(api_ref("v1", banner=deprecation_banner())),
                            "/docs/api/v2/": html(api_ref("v2"))}},
              "http://q21.test/docs/api/v1/", "recovered", surface="docs", reference=api_ref("v1")),
    Situation("api_reference_v1_404_menu_links_v2_and_the_v1_reference_kept_under_legacy",
              {"q22.test": {"/docs/api/v1/": NOT_FOUND,
                            "/": site_home(menu(("/docs/api/v2/", "API reference"),
                                                ("/docs/legacy/api/v1/", "API v1 (legacy)"))),
                            "/docs/api/v2/": html(api_ref("v2", rows=endpoints("v2")[:4] + [
                                ("GET", "/v2/maps", "List maps", "Returns the maps of every site."),
                                ("PATCH", "/v2/robots/{id}", "Update a robot", "Renames a robot or sets its home."),
                                ("GET", "/v2/events", "Stream events", "A server-sent event stream of the fleet.")])),
                            "/docs/legacy/api/v1/": html(api_ref("v1", title="Fleet API v1 (legacy) - Acme Robotics",
                                                                 banner="<p class='note'>Legacy: v1 keeps working "
                                                                        "for existing integrations.</p>"))}},
              "http://q22.test/docs/api/v1/", "migrated", "http://q22.test/docs/legacy/api/v1/", surface="docs",
              reference=api_ref("v1")),
    Situation("api_reference_v1_301_to_a_short_notice_v1_was_switched_off_linking_v2",
              {"q23.test": {"/docs/api/v1/": moved("/docs/api/v1-sunset"),
                            "/docs/api/v1-sunset": html(page("Fleet API v1 was switched off - Acme Robotics",
                                                             "<h1>Fleet API v1 was switched off</h1><p>Version 1 of "
                                                             "the Fleet API stopped answering on 1 December 2026. "
                                                             "Please move to <a href='/docs/api/v2/'>the v2 reference"
                                                             "</a>; the migration guide lists every change.</p>")),
                            "/docs/api/v2/": html(api_ref("v2"))}},
              "http://q23.test/docs/api/v1/", "migrated", "http://q23.test/docs/api/v2/", surface="docs",
              reference=api_ref("v1"), status="redirected"),
    Situation("api_reference_v1_404_menu_links_only_a_v2_reference_rewritten_around_new_resources",
              {"q24.test": {"/docs/api/v1/": NOT_FOUND, "/": site_home(menu(("/docs/api/v2/", "API reference"))),
                            "/docs/api/v2/": html(api_ref("v2", rows=[
                                ("POST", "/v2/jobs", "Create a job", "A job groups tasks for several robots."),
                                ("GET", "/v2/jobs", "List jobs", "Returns jobs with their tasks and progress."),
                                ("GET", "/v2/sites", "List sites", "Every site with its maps and floors."),
                                ("GET", "/v2/sites/{id}/floors", "List floors", "The floors of a site."),
                                ("POST", "/v2/subscriptions", "Subscribe", "Event subscriptions over gRPC or webhooks."),
                                ("GET", "/v2/assets", "List assets", "Robots, chargers and docks as assets.")]))}},
              "http://q24.test/docs/api/v1/", "review", surface="docs", reference=api_ref("v1")),
    Situation("openapi_json_301_to_a_versioned_path_same_document",
              {"api.q25.test": {"/openapi.json": moved("/v1/openapi.json"),
                                "/v1/openapi.json": R(200, openapi("1.4.2"), "application/json")}},
              "http://api.q25.test/openapi.json", "migrated", "http://api.q25.test/v1/openapi.json", surface="docs",
              kind="json", reference=json_ref(openapi("1.4.1"), "http://api.q25.test/openapi.json"),
              status="redirected", website="http://q25.test/"),
    Situation("openapi_json_301_to_the_html_reference_rendered_by_redoc",
              {"api.q26.test": {"/v1/openapi.json": moved("http://q26.test/docs/api/v1/")},
               "q26.test": {"/docs/api/v1/": html(api_ref("v1"))}},
              "http://api.q26.test/v1/openapi.json", "review", surface="docs", kind="json",
              reference=json_ref(openapi("1.4.1"), "http://api.q26.test/v1/openapi.json"), status="redirected",
              website="http://q26.test/"),
    Situation("openapi_v1_json_answers_again_with_a_deprecated_flag_and_a_new_patch_version",
              {"api.q27.test": {"/v1/openapi.json": R(200, openapi("1.4.3").replace(
                  '"description": "Missions, robots, zones and webhooks."',
                  '"description": "Missions, robots, zones and webhooks. Deprecated: use v2.", "x-deprecated": true'),
                  "application/json")}},
              "http://api.q27.test/v1/openapi.json", "recovered", surface="docs", kind="json",
              reference=json_ref(openapi("1.4.1"), "http://api.q27.test/v1/openapi.json"), website="http://q27.test/"),

    # ================================================================ docs between hosts
    Situation("docs_subdomain_gone_company_menu_links_a_gitbook_space",
              {"q30.test": {"/": site_home(menu(("http://acme-q30.gitbook.io/docs", "Docs")))},
               "acme-q30.gitbook.io": {"/docs": html(gitbook())}},
              "http://docs.q30.test/", "migrated", "http://acme-q30.gitbook.io/docs", surface="docs",
              reference=DOCS_REF, website="http://q30.test/"),
    Situation("docs_subdomain_root_301_to_the_main_sites_docs_folder",
              {"docs.q31.test": {"/": moved("http://q31.test/docs/")},
               "q31.test": {"/docs/": html(P.docs_home("/docs/"))}},
              "http://docs.q31.test/", "migrated", "http://q31.test/docs/", surface="docs", reference=DOCS_REF,
              status="redirected", website="http://q31.test/"),
    Situation("docs_folder_404_menu_links_a_docs_subdomain_on_mintlify",
              {"q32.test": {"/docs/": NOT_FOUND, "/": site_home(menu(("http://docs.q32.test/", "Documentation")))},
               "docs.q32.test": {"/": html(P.docs_home().replace("<footer>Edit this page on GitHub</footer>",
                                                                 "<footer>Powered by Mintlify</footer>"))}},
              "http://q32.test/docs/", "migrated", "http://docs.q32.test/", surface="docs", reference=DOCS_REF),

    # ================================================================ changelogs on hosted platforms
    Situation("changelog_301_to_a_canny_changelog",
              {"q40.test": {"/changelog": moved("http://acmeq40.canny.io/changelog")},
               "acmeq40.canny.io": {"/changelog": html(canny_changelog("Acme Robotics"))}},
              "http://q40.test/changelog", "migrated", "http://acmeq40.canny.io/changelog", surface="changelog",
              reference=CHANGELOG_REF, status="redirected"),
    Situation("changelog_404_footer_links_canny_on_a_feedback_subdomain",
              {"q41.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                    ("http://feedback.q41.test/changelog", "Changelog")])},
               "feedback.q41.test": {"/changelog": html(canny_changelog("Acme Robotics"))}},
              "http://q41.test/changelog", "migrated", "http://feedback.q41.test/changelog", surface="changelog",
              reference=CHANGELOG_REF),
    Situation("changelog_404_footer_links_another_companys_canny_changelog",
              {"q42.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(), [("http://ledgerly.canny.io/changelog", "Changelog")])},
               "ledgerly.canny.io": {"/changelog": html(other_canny("Ledgerly"))}},
              "http://q42.test/changelog", "review", surface="changelog", reference=CHANGELOG_REF),
    Situation("changelog_404_menu_links_whats_new_on_launchnotes",
              {"q43.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("http://acme-q43.launchnotes.io/", "What's new")))},
               "acme-q43.launchnotes.io": {"/": html(launchnotes())}},
              "http://q43.test/changelog", "migrated", "http://acme-q43.launchnotes.io/", surface="changelog",
              reference=CHANGELOG_REF),
    Situation("changelog_301_to_a_headway_page",
              {"q44.test": {"/updates": moved("http://headwayapp.co/acmeq44-changelog")},
               "headwayapp.co": {"/acmeq44-changelog": html(headway("acmeq44-changelog"))}},
              "http://q44.test/updates", "migrated", "http://headwayapp.co/acmeq44-changelog", surface="changelog",
              reference=CHANGELOG_REF, status="redirected"),
    Situation("changelog_404_menu_links_a_canny_board_of_feature_requests_not_the_changelog",
              {"q45.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("http://acmeq45.canny.io/feature-requests", "Feedback")))},
               "acmeq45.canny.io": {"/feature-requests": html(
                   "<!DOCTYPE html><html><head><title>Feature Requests | Acme Robotics</title></head><body><h1>Feature "
                   "Requests</h1><ul><li>Dark mode for the dashboard (41 votes)</li><li>Export missions to CSV (33 "
                   "votes)</li><li>Zones per shift (12 votes)</li></ul><div>Powered by Canny</div></body></html>")}},
              "http://q45.test/changelog", "review", surface="changelog", reference=CHANGELOG_REF),

    # ================================================================ feeds
    Situation("feed_301_to_the_blogs_rss_xml",
              {"q50.test": {"/feed": moved("/blog/rss.xml"), "/blog/rss.xml": feed(rss("q50.test"))}},
              "http://q50.test/feed", "migrated", "http://q50.test/blog/rss.xml", surface="feed", kind="feed",
              reference=feed_ref("q50.test"), status="redirected"),
    Situation("feed_404_front_page_head_announces_an_atom_feed_of_the_same_posts",
              {"q51.test": {"/feed": NOT_FOUND,
                            "/": html(P.homepage(menu(("/blog", "Blog")), head="<link rel='alternate' type='"
                                                 "application/atom+xml' title='Acme Robotics blog' href='/blog/atom.xml'>")),
                            "/blog/atom.xml": R(200, atom("q51.test"), "application/atom+xml")}},
              "http://q51.test/feed", "migrated", "http://q51.test/blog/atom.xml", surface="feed", kind="feed",
              reference=feed_ref("q51.test")),
    Situation("feed_301_to_feedburner",
              {"q52.test": {"/rss.xml": moved("http://feeds.feedburner.com/AcmeRoboticsQ52")},
               "feeds.feedburner.com": {"/AcmeRoboticsQ52": feed(rss("q52.test"))}},
              "http://q52.test/rss.xml", "migrated", "http://feeds.feedburner.com/AcmeRoboticsQ52", surface="feed",
              kind="feed", reference=feed_ref("q52.test"), status="redirected"),
    Situation("feed_404_menu_links_the_blog_moved_to_substack_whose_feed_carries_the_posts",
              {"q53.test": {"/blog/feed/": NOT_FOUND,
                            "/": site_home(menu(("http://acmeq53.substack.com/", "Blog")))},
               "acmeq53.substack.com": {"/": html(P.substack_home().replace(
                   "</head>", "<link rel='alternate' type='application/rss+xml' title='Acme Robotics blog' "
                              "href='http://acmeq53.substack.com/feed'></head>", 1)),
                   "/feed": R(200, substack_feed("acmeq53"), "application/xml; charset=utf-8")}},
              "http://q53.test/blog/feed/", "migrated", "http://acmeq53.substack.com/feed", surface="feed",
              kind="feed", reference=feed_ref("q53.test")),
    Situation("feed_404_front_page_head_announces_a_feedburner_feed_of_another_publisher_only",
              {"q54.test": {"/feed": NOT_FOUND,
                            "/": html(P.homepage(menu(), head="<link rel='alternate' type='application/rss+xml' "
                                                 "title='Robotics Digest' href='http://feeds.feedburner.com/"
                                                 "RoboticsDigestQ54'>"))},
               "feeds.feedburner.com": {"/RoboticsDigestQ54": feed(digest_rss())}},
              "http://q54.test/feed", "review", surface="feed", kind="feed", reference=feed_ref("q54.test")),

    # ================================================================ sitemaps
    Situation("sitemap_xml_301_to_a_yoast_sitemap_index",
              {"q60.test": {"/sitemap.xml": moved("/sitemap_index.xml"),
                            "/sitemap_index.xml": smx(sitemapindex("q60.test", ["/page-sitemap.xml",
                                                                                "/post-sitemap.xml"])),
                            "/page-sitemap.xml": smx(urlset("q60.test", [p for p in SITE_PATHS
                                                                         if not p.startswith("/blog/")])),
                            "/post-sitemap.xml": smx(urlset("q60.test", [p for p in SITE_PATHS
                                                                         if p.startswith("/blog/")]))}},
              "http://q60.test/sitemap.xml", "migrated", "http://q60.test/sitemap_index.xml", surface="homepage",
              kind="sitemap", reference=sitemap_ref("q60.test"), status="redirected"),
    Situation("sitemap_xml_404_robots_txt_names_a_sitemap_index",
              {"q61.test": {"/sitemap.xml": NOT_FOUND,
                            "/robots.txt": robots("Disallow: /admin/\nSitemap: http://q61.test/sitemap-index.xml"),
                            "/sitemap-index.xml": smx(sitemapindex("q61.test", ["/sitemap-0.xml"])),
                            "/sitemap-0.xml": smx(urlset("q61.test", SITE_PATHS))}},
              "http://q61.test/sitemap.xml", "migrated", "http://q61.test/sitemap-index.xml", surface="homepage",
              kind="sitemap", reference=sitemap_ref("q61.test")),
    Situation("sitemap_xml_404_robots_txt_names_a_next_sitemap_listing_the_same_urls",
              {"q62.test": {"/sitemap.xml": NOT_FOUND,
                            "/robots.txt": robots("Allow: /\nSitemap: http://q62.test/sitemap-0.xml"),
                            "/sitemap-0.xml": smx(urlset("q62.test", SITE_PATHS, "2026-12-01"))}},
              "http://q62.test/sitemap.xml", "migrated", "http://q62.test/sitemap-0.xml", surface="homepage",
              kind="sitemap", reference=sitemap_ref("q62.test")),
    Situation("sitemap_xml_404_robots_txt_names_only_a_partners_sitemap",
              {"q63.test": {"/sitemap.xml": NOT_FOUND,
                            "/robots.txt": robots("Sitemap: http://shop.partner-q63.test/sitemap.xml")},
               "shop.partner-q63.test": {"/sitemap.xml": smx(urlset("shop.partner-q63.test",
                                                                    ["/", "/products/r7", "/products/chargers"]))}},
              "http://q63.test/sitemap.xml", "review", surface="homepage", kind="sitemap",
              reference=sitemap_ref("q63.test")),

    # ================================================================ ATS APIs whose board token changed
    Situation("greenhouse_api_404_token_renamed_careers_page_embeds_the_new_token",
              {"boards-api.greenhouse.io": {"/v1/boards/acmeq70/jobs": GH_404,
                                            "/v1/boards/acmeroboticsq70/jobs": gh_api(JOBS, "acmeroboticsq70")},
               "q70.test": {"/": site_home(menu(("/careers", "Careers"))),
                            "/careers": html(T12.greenhouse_embed_page("acmeroboticsq70", menu()))}},
              "http://boards-api.greenhouse.io/v1/boards/acmeq70/jobs", "migrated",
              "http://boards-api.greenhouse.io/v1/boards/acmeroboticsq70/jobs", kind="ats",
              reference=ats_ref(JOBS, "http://boards-api.greenhouse.io/v1/boards/acmeq70/jobs"), entities=tuple(JOBS),
              website="http://q70.test/", config={"vendor": "greenhouse", "token": "acmeq70"}),
    Situation("lever_api_404_account_renamed_company_menu_links_the_new_lever_board",
              {"api.lever.co": {"/v0/postings/acmeq71": LEVER_404,
                                "/v0/postings/acme-robotics-q71": lever_api(JOBS, "acme-robotics-q71")},
               "q71.test": {"/": site_home(menu(("http://jobs.lever.co/acme-robotics-q71", "Careers")))}},
              "http://api.lever.co/v0/postings/acmeq71?mode=json", "migrated",
              "http://api.lever.co/v0/postings/acme-robotics-q71?mode=json", kind="ats",
              reference=ats_ref(JOBS, "http://api.lever.co/v0/postings/acmeq71?mode=json"), entities=tuple(JOBS),
              website="http://q71.test/", config={"vendor": "lever", "token": "acmeq71"}),
    Situation("greenhouse_api_404_careers_page_embeds_the_parent_groups_board_of_other_jobs",
              {"boards-api.greenhouse.io": {"/v1/boards/acmeq72/jobs": GH_404,
                                            "/v1/boards/bigcorpq72/jobs": gh_api(T10.OTHER_JOBS, "bigcorpq72")},
               "q72.test": {"/": site_home(menu(("/careers", "Careers"))),
                            "/careers": html(T12.greenhouse_embed_page("bigcorpq72", menu()))}},
              "http://boards-api.greenhouse.io/v1/boards/acmeq72/jobs", "review", kind="ats",
              reference=ats_ref(JOBS, "http://boards-api.greenhouse.io/v1/boards/acmeq72/jobs"), entities=tuple(JOBS),
              website="http://q72.test/", config={"vendor": "greenhouse", "token": "acmeq72"}),
    Situation("greenhouse_api_answers_an_empty_board_after_the_rename_menu_links_the_new_boards_page",
              {"boards-api.greenhouse.io": {"/v1/boards/acmeq73/jobs": gh_api([], "acmeq73"),
                                            "/v1/boards/acmeroboticsq73/jobs": gh_api(JOBS, "acmeroboticsq73")},
               "q73.test": {"/": site_home(menu(("http://boards.greenhouse.io/acmeroboticsq73", "Jobs")))}},
              "http://boards-api.greenhouse.io/v1/boards/acmeq73/jobs", "migrated",
              "http://boards-api.greenhouse.io/v1/boards/acmeroboticsq73/jobs", kind="ats",
              reference=ats_ref(JOBS, "http://boards-api.greenhouse.io/v1/boards/acmeq73/jobs"), entities=tuple(JOBS),
              website="http://q73.test/", config={"vendor": "greenhouse", "token": "acmeq73"}),

    # ================================================================ second batch (written after the first run's fixes)
    status_situation(
        "statuspage_summary_url_answers_the_new_vendors_html_status_page_at_every_path",
        "q80", {"status.q80.test": {"*": html(status_html("betterstack")),
                                    "/index.json": jsn(json.loads(betterstack_index("Acme Robotics",
                                                                                    "status.q80.test")))}},
        "http://status.q80.test/api/v2/summary.json", "migrated", "http://status.q80.test/index.json"),
    status_situation(
        "instatus_tenant_summary_301_to_the_same_summary_on_the_companys_status_host",
        "q81", {"acme-q81.instatus.com": {"/summary.json": moved("http://status.q81.test/summary.json")},
                "status.q81.test": {"/summary.json": jsn(json.loads(instatus_summary("Acme Robotics",
                                                                                     "status.q81.test")))}},
        "http://acme-q81.instatus.com/summary.json", "migrated", "http://status.q81.test/summary.json",
        reference=canon(instatus_summary("Acme Robotics", "acme-q81.instatus.com"), "status_json", "status",
                        "http://acme-q81.instatus.com/summary.json"), status="redirected"),
    status_situation(
        "statuspage_summary_answers_again_after_a_rebrand_of_the_page_name_same_components",
        "q82", {"status.q82.test": {"/api/v2/summary.json": jsn(json.loads(statuspage_summary(
            "Zenith Automation (formerly Acme Robotics)", "status.q82.test")))}},
        "http://status.q82.test/api/v2/summary.json", "recovered"),
    status_situation(
        "status_host_301s_every_path_to_the_companys_front_page_status_page_discontinued",
        "q83", {"status.q83.test": {"*": moved("http://q83.test/")},
                "q83.test": {"/": site_home(menu())}},
        "http://status.q83.test/api/v2/summary.json", "review", status="redirected"),
    status_situation(
        "status_host_301_to_the_vendors_own_status_page",
        "q84", {"status.q84.test": {"*": moved("http://status.betterstack-q84.test/")},
                "status.betterstack-q84.test": {
                    "/": html(status_html("betterstack", "Better Stack", ["Uptime monitoring", "Telemetry ingest",
                                                                          "Status pages", "On-call", "Dashboard",
                                                                          "API"])),
                    "/index.json": jsn(json.loads(betterstack_index("Better Stack", "status.betterstack-q84.test", [
                        "Uptime monitoring", "Telemetry ingest", "Status pages", "On-call", "Dashboard", "API"])))},
                "q84.test": {"/": site_home(menu())}},
        "http://status.q84.test/api/v2/summary.json", "review", status="redirected",
        never=(("status.betterstack-q84.test", "/index.json"),)),
    status_situation(
        "statuspage_summary_404_status_host_now_instatus_listing_the_components_reordered_with_two_new",
        "q85", {"status.q85.test": {"/api/v2/summary.json": NOT_FOUND,
                                    "/": html(status_html("instatus", "Acme Robotics",
                                                          list(reversed(COMPONENTS)) + ["Mobile app", "Status API"])),
                                    "/summary.json": jsn(json.loads(instatus_summary("Acme Robotics",
                                                                                     "status.q85.test")))}},
        "http://status.q85.test/api/v2/summary.json", "migrated", "http://status.q85.test/summary.json"),

    Situation("api_reference_v1_article_301_to_the_v2_article_of_the_same_resource",
              {"q86.test": {"/docs/api/v1/robots": moved("/docs/api/v2/robots"),
                            "/docs/api/v2/robots": html(api_ref("v2", rows=[r for r in endpoints("v2") if "robot" in r[1]],
                                                                title="Robots - Fleet API v2 - Acme Robotics"))}},
              "http://q86.test/docs/api/v1/robots", "migrated", "http://q86.test/docs/api/v2/robots", surface="docs",
              reference=api_ref("v1", rows=[r for r in ENDPOINTS_V1 if "robot" in r[1]],
                                title="Robots - Fleet API v1 - Acme Robotics"), status="redirected"),
    Situation("api_reference_v1_answers_200_a_removal_stub_whose_canonical_is_v2",
              {"q87.test": {"/docs/api/v1/": html(page("Fleet API v1 removed - Acme Robotics",
                                                       "<h1>This version was removed</h1><p>The v1 reference is no "
                                                       "longer published. Read the current reference.</p>").replace(
                  "</head>", "<link rel='canonical' href='http://q87.test/docs/api/v2/'></head>", 1)),
                            "/docs/api/v2/": html(api_ref("v2"))}},
              "http://q87.test/docs/api/v1/", "migrated", "http://q87.test/docs/api/v2/", surface="docs",
              reference=api_ref("v1")),
    Situation("github_releases_atom_301_after_the_organisation_was_renamed",
              {"github.com": {"/acmeq88/fleet/releases.atom": moved("http://github.com/acme-robotics-q88/fleet/"
                                                                     "releases.atom"),
                              "/acme-robotics-q88/fleet/releases.atom": R(200, releases_atom("acme-robotics-q88",
                                                                                             "fleet"),
                                                                          "application/atom+xml; charset=utf-8")}},
              "http://github.com/acmeq88/fleet/releases.atom", "migrated",
              "http://github.com/acme-robotics-q88/fleet/releases.atom", surface="changelog", kind="feed",
              reference=canon(releases_atom("acmeq88", "fleet"), "feed", "changelog",
                              "http://github.com/acmeq88/fleet/releases.atom"), status="redirected",
              website="http://q88.test/"),
    Situation("feed_url_answers_200_an_html_not_found_page_front_page_head_announces_the_new_feed",
              {"q89.test": {"/feed/": html(P.shell("Page not found - Acme Robotics", "<h1>Oops! That page can't be "
                                                   "found.</h1><p>It looks like nothing was found at this location."
                                                   "</p>")),
                            "/": html(P.homepage(menu(("/blog", "Blog")), head=T9.feed_link("/blog/index.xml"))),
                            "/blog/index.xml": feed(rss("q89.test"))}},
              "http://q89.test/feed/", "migrated", "http://q89.test/blog/index.xml", surface="feed", kind="feed",
              reference=feed_ref("q89.test")),
    Situation("sitemap_xml_404_robots_txt_names_a_gzipped_sitemap",
              {"q90.test": {"/sitemap.xml": NOT_FOUND,
                            "/robots.txt": robots("Sitemap: http://q90.test/sitemap.xml.gz"),
                            "/sitemap.xml.gz": R(200, gzip.compress(urlset("q90.test", SITE_PATHS).encode()),
                                                 "application/gzip")}},
              "http://q90.test/sitemap.xml", "migrated", "http://q90.test/sitemap.xml.gz", surface="homepage",
              kind="sitemap", reference=sitemap_ref("q90.test")),
    Situation("post_sitemap_404_after_a_switch_to_rank_math_its_index_lists_post_sitemap1",
              {"q91.test": {"/post-sitemap.xml": NOT_FOUND,
                            "/robots.txt": robots("Sitemap: http://q91.test/sitemap_index.xml"),
                            "/sitemap_index.xml": smx(sitemapindex("q91.test", ["/page-sitemap.xml",
                                                                                "/post-sitemap1.xml",
                                                                                "/category-sitemap.xml"])),
                            "/page-sitemap.xml": smx(urlset("q91.test", [p for p in SITE_PATHS
                                                                         if not p.startswith("/blog/")])),
                            "/post-sitemap1.xml": smx(urlset("q91.test", [f"/blog/{u}" for _, u, _, _ in P.POSTS]))}},
              "http://q91.test/post-sitemap.xml", "migrated", "http://q91.test/post-sitemap1.xml", surface="blog",
              kind="sitemap", reference=canon(urlset("q91.test", [f"/blog/{u}" for _, u, _, _ in P.POSTS]), "sitemap",
                                              "blog", "http://q91.test/post-sitemap.xml")),
    Situation("lever_api_answers_an_empty_list_after_the_rename_careers_page_links_the_new_board",
              {"api.lever.co": {"/v0/postings/acmeq92": jsn([]),
                                "/v0/postings/acme-robotics-q92": lever_api(JOBS, "acme-robotics-q92")},
               "q92.test": {"/": site_home(menu(("/careers", "Careers"))),
                            "/careers": html(T10.careers_intro_page("http://jobs.lever.co/acme-robotics-q92"))}},
              "http://api.lever.co/v0/postings/acmeq92?mode=json", "migrated",
              "http://api.lever.co/v0/postings/acme-robotics-q92?mode=json", kind="ats",
              reference=ats_ref(JOBS, "http://api.lever.co/v0/postings/acmeq92?mode=json"), entities=tuple(JOBS),
              website="http://q92.test/", config={"vendor": "lever", "token": "acmeq92"}),
    Situation("greenhouse_api_404_company_menu_links_a_new_token_whose_openings_all_changed",
              {"boards-api.greenhouse.io": {"/v1/boards/acmeq93/jobs": GH_404,
                                            "/v1/boards/acmeroboticsq93/jobs": gh_api(T10.OTHER_JOBS,
                                                                                      "acmeroboticsq93")},
               "q93.test": {"/": site_home(menu(("http://boards.greenhouse.io/acmeroboticsq93", "Jobs")))}},
              "http://boards-api.greenhouse.io/v1/boards/acmeq93/jobs", "review", kind="ats",
              reference=ats_ref(JOBS, "http://boards-api.greenhouse.io/v1/boards/acmeq93/jobs"), entities=tuple(JOBS),
              website="http://q93.test/", config={"vendor": "greenhouse", "token": "acmeq93"}),
    Situation("ashby_api_404_org_renamed_careers_page_embeds_the_new_ashby_board",
              {"api.ashbyhq.com": {"/posting-api/job-board/acmeq94": R(404, '{"success":false,"error":"not found"}',
                                                                       "application/json"),
                                   "/posting-api/job-board/acme-robotics-q94": T10.ashby_api(JOBS,
                                                                                             "acme-robotics-q94")},
               "q94.test": {"/": site_home(menu(("/careers", "Careers"))),
                            "/careers": html(T12.ashby_embed_page("acme-robotics-q94", menu()))}},
              "http://api.ashbyhq.com/posting-api/job-board/acmeq94", "migrated",
              "http://api.ashbyhq.com/posting-api/job-board/acme-robotics-q94", kind="ats",
              reference=ats_ref(JOBS, "http://api.ashbyhq.com/posting-api/job-board/acmeq94"), entities=tuple(JOBS),
              website="http://q94.test/", config={"vendor": "ashby", "token": "acmeq94"}),

    # ================================================================ third batch: guards of the new rules
    status_situation(
        "statuspage_summary_404_status_host_front_page_shows_the_components_but_names_no_vendor",
        "q95", {"status.q95.test": {"/api/v2/summary.json": NOT_FOUND,
                                    "/": html(P.shell("Acme Robotics Status", "<h1>All systems operational</h1>" + "".join(
                                        f"<div class='component'>{c} <span>Operational</span></div>"
                                        for c in COMPONENTS), [("/", "Status")]))}},
        "http://status.q95.test/api/v2/summary.json", "review",
        never=(("status.q95.test", "/index.json"), ("status.q95.test", "/summary.json"))),
    status_situation(
        "statuspage_summary_404_status_host_is_better_stack_whose_json_api_is_switched_off",
        "q96", {"status.q96.test": {"/api/v2/summary.json": BETTERSTACK_404, "/": html(status_html("betterstack")),
                                    "/index.json": BETTERSTACK_404}},
        "http://status.q96.test/api/v2/summary.json", "review"),
    status_situation(
        "hosted_statuspage_api_404_config_page_url_names_the_custom_domain_now_served_by_instatus",
        "q97", {"acmeq97.statuspage.io": {"/api/v2/summary.json": STATUSPAGE_404},
                "status.q97.test": {"/": html(status_html("instatus")),
                                    "/summary.json": jsn(json.loads(instatus_summary("Acme Robotics",
                                                                                     "status.q97.test")))}},
        "http://acmeq97.statuspage.io/api/v2/summary.json", "migrated", "http://status.q97.test/summary.json",
        config={"format": "statuspage_v2", "page_url": "http://status.q97.test/"}),
    Situation("feed_301_to_a_new_feed_url_whose_posts_all_rolled_over",
              {"q98.test": {"/feed": moved("/blog/rss.xml"),
                            "/blog/rss.xml": feed(digest_rss().replace("Robotics Digest", "Acme Robotics blog"))}},
              "http://q98.test/feed", "migrated", "http://q98.test/blog/rss.xml", surface="feed", kind="feed",
              reference=feed_ref("q98.test"), status="redirected"),
    Situation("sitemap_xml_301_to_an_index_whose_first_child_lists_products_the_pages_child_the_old_urls",
              {"q99.test": {"/sitemap.xml": moved("/sitemap_index.xml"),
                            "/sitemap_index.xml": smx(sitemapindex("q99.test", ["/product-sitemap.xml",
                                                                                "/page-sitemap.xml"])),
                            "/product-sitemap.xml": smx(urlset("q99.test", [f"/shop/part-{i}" for i in range(40)])),
                            "/page-sitemap.xml": smx(urlset("q99.test", SITE_PATHS))}},
              "http://q99.test/sitemap.xml", "migrated", "http://q99.test/sitemap_index.xml", surface="homepage",
              kind="sitemap", reference=sitemap_ref("q99.test"), status="redirected"),
    Situation("sitemap_xml_answers_again_with_new_lastmods",
              {"q100.test": {"/sitemap.xml": smx(urlset("q100.test", SITE_PATHS, "2026-12-06"))}},
              "http://q100.test/sitemap.xml", "recovered", surface="homepage", kind="sitemap",
              reference=sitemap_ref("q100.test")),
    Situation("openapi_json_301_to_a_json_not_found_error_answered_200",
              {"api.q101.test": {"/v1/openapi.json": moved("/v1/spec"),
                                 "/v1/spec": jsn({"message": "Not Found", "documentation_url": "https://docs.q101.test"})}},
              "http://api.q101.test/v1/openapi.json", "review", surface="docs", kind="json",
              reference=json_ref(openapi("1.4.1"), "http://api.q101.test/v1/openapi.json"), status="redirected",
              website="http://q101.test/"),
    Situation("greenhouse_api_404_token_renamed_embed_on_the_careers_page_openings_not_stored",
              {"boards-api.greenhouse.io": {"/v1/boards/acmeq102/jobs": GH_404,
                                            "/v1/boards/acmeroboticsq102/jobs": gh_api(JOBS, "acmeroboticsq102")},
               "q102.test": {"/": site_home(menu(("/careers", "Careers"))),
                             "/careers": html(T12.greenhouse_embed_page("acmeroboticsq102", menu()))}},
              "http://boards-api.greenhouse.io/v1/boards/acmeq102/jobs", "migrated",
              "http://boards-api.greenhouse.io/v1/boards/acmeroboticsq102/jobs", kind="ats",
              reference=ats_ref(JOBS, "http://boards-api.greenhouse.io/v1/boards/acmeq102/jobs"),
              website="http://q102.test/", config={"vendor": "greenhouse", "token": "acmeq102"}),
]

#: requests a situation may take at most, tighter than the budget of 6
MAX_REQUESTS: dict[str, int] = {}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    "hosted_statuspage_deactivated_company_footer_links_a_better_stack_page":
        "takes seven requests within a cap of six: the deleted tenant's robots.txt and API (2), the company's robots.txt "
        "and front page (2), the new status host's robots.txt and page (2: the page must show the old components and "
        "name its vendor before its API is asked), then the API (1); the same move on the sensor's own status host "
        "takes four (statuspage_summary_404_on_the_status_host_now_served_by_better_stack_its_index_json)",
    "api_reference_v1_404_menu_links_only_a_v2_reference_rewritten_around_new_resources":
        "the v2 reference shares the v1 reference's per-endpoint boilerplate ('Parameters', 'Authorization: Bearer "
        "token. Content-Type: application/json.' under each of seven endpoints), the intro and the chrome: the word "
        "ratio is 0.625 although no endpoint is the same; discounting lines repeated within a page would change the "
        "identity measure every round so far relies on",
}

#: one situation per new rule, run together through `changewire repair --json --sensor ...`
CLI_RUN: tuple[str, ...] = (
    "statuspage_summary_404_on_the_status_host_now_served_by_better_stack_its_index_json",
    "statuspage_summary_answers_again_with_an_incident_open",
    "statuspage_summary_url_answers_the_new_vendors_html_status_page_at_every_path",
    "instatus_tenant_summary_301_to_the_same_summary_on_the_companys_status_host",
    "openapi_json_301_to_a_versioned_path_same_document",
    "feed_404_menu_links_the_blog_moved_to_substack_whose_feed_carries_the_posts",
    "sitemap_xml_404_robots_txt_names_a_sitemap_index",
    "post_sitemap_404_after_a_switch_to_rank_math_its_index_lists_post_sitemap1",
    "greenhouse_api_404_token_renamed_careers_page_embeds_the_new_token",
)
