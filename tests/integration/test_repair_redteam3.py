"""Third red-team round for repair: situations rounds 1 and 2 (test_repair_redteam.py, test_repair_redteam2.py)
do not cover — careers moved to job boards rendered by JavaScript (Workday, SmartRecruiters, Ashby) whose
listing the vendor's public API shows, with and without the old openings, a churned listing, an API behind
a login; a blog moved to Medium or to a Ghost blog on a domain of its own; pricing moved to /plans behind
a currency redirect; docs versioned behind a "latest" alias, moved to readme.io, GitBook or a docs host
named by a canonical link; a changelog redirected to another repository's releases; a status page moved
to Better Stack; a site that redirects every path to its front page (with and without the new page
linked), a redirect to the front page with tracking or other query parameters while the front page quotes
the openings; a plain 403 on the page alone, on the page with the new one linked, and on the whole site;
a site in maintenance (503 + Retry-After; a 200 maintenance front page); an acquired site redirecting
everything to the acquirer's front page; a merged careers page listing several brands, with and without
the old openings; a sitemap named in robots.txt listing the new URL among many; hreflang siblings without
the watched language but with an x-default; a moved notice with only a canonical link; a successor that is
an empty JavaScript shell; a locale move to /en-us/; a renamed docs article; a feed moved to Substack; a
Workday board with an empty listing or whose API answers a sign-in page; a Lever board and a Greenhouse board
(behind a temporary redirect with tracking parameters) read through their APIs; a soft 404 with the new page
in the sitemap; a rebrand whose old domain is gone.

Each situation states its expected decision and successor URL in the table below, written before it was
first run. Each runs through `Repairer.repair` (what `changewire repair --sensor` calls), and one of each new
rule also through the `changewire repair --json` subprocess, together. Requests are counted at the server.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV = P.NAV
ALLOW = R(200, "User-agent: *\nAllow: /\n", "text/plain")
JOBS = P.JOBS  # the 12 openings of careers_v1.html


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def js_shell(title: str, app: str = "root") -> str:
    """A board rendered in the browser: a title, an empty mount point and the bundle."""
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{title}</title>"
            f"<script src='/static/app.8c1f.js' defer></script></head><body><div id='{app}'></div>"
            "<noscript>You need to enable JavaScript to run this app.</noscript></body></html>")


def jsn(data: Any, status: int = 200) -> R:
    return R(status, json.dumps(data), "application/json")


def workday_api(jobs: list[tuple[str, str, str]]) -> R:
    return jsn({"total": len(jobs), "jobPostings": [
        {"title": t, "externalPath": f"/job/{loc.split(',')[0]}/{t.replace(' ', '-')}_R{100 + i}",
         "locationsText": loc, "postedOn": "Posted 3 Days Ago", "bulletFields": [f"R{100 + i}"]}
        for i, (t, loc, _) in enumerate(jobs)], "facets": []})


def smartrecruiters_api(company: str, jobs: list[tuple[str, str, str]]) -> R:
    return jsn({"offset": 0, "limit": 100, "totalFound": len(jobs), "content": [
        {"id": str(744000 + i), "name": t, "company": {"identifier": company, "name": "Acme Robotics"},
         "location": {"city": loc.split(", ")[0], "country": loc.split(", ")[-1], "remote": "Remote" in loc},
         "department": {"label": team}, "releasedDate": "2026-11-20T10:00:00.000Z"}
        for i, (t, loc, team) in enumerate(jobs)]})


def ashby_api(jobs: list[tuple[str, str, str]]) -> R:
    return jsn({"apiVersion": "1", "jobs": [
        {"id": f"0b5e{i:04d}", "title": t, "location": loc, "department": team, "team": team,
         "employmentType": "FullTime", "isListed": True, "jobUrl": f"https://jobs.ashbyhq.com/acme/0b5e{i:04d}"}
        for i, (t, loc, team) in enumerate(jobs)]})


OTHER_JOBS = [("Regional Sales Manager, Iberia", "Madrid, Spain", "Sales"),
              ("Payroll Specialist", "Warsaw, Poland", "Finance"),
              ("Truck Driver, Night Shift", "Rotterdam, Netherlands", "Transport"),
              ("Warehouse Associate", "Leipzig, Germany", "Operations"),
              ("Procurement Analyst", "Milan, Italy", "Finance"),
              ("HR Business Partner", "Paris, France", "People"),
              ("Customs Broker", "Antwerp, Belgium", "Transport"),
              ("Fleet Maintenance Technician", "Lille, France", "Operations"),
              ("Legal Counsel, Contracts", "Dublin, Ireland", "Legal"),
              ("IT Service Desk Analyst", "Porto, Portugal", "Technology"),
              ("Forklift Operator", "Hamburg, Germany", "Operations"),
              ("Graduate Programme 2027", "Various locations", "Graduates")]
#: a listing after a few weeks: 8 of the old openings still open, 4 new ones
CHURNED = JOBS[:8] + [("Robotics Software Intern", "Lyon, France", "Engineering"),
                      ("Field Service Engineer", "Chicago, United States", "Operations"),
                      ("Controls Engineer, Safety", "Berlin, Germany", "Engineering"),
                      ("Recruiter, Technical", "Remote, Europe", "People")]


def lever_api(jobs: list[tuple[str, str, str]]) -> R:
    return jsn([{"id": f"5f1c{i:04d}", "text": t, "categories": {"location": loc, "team": team, "commitment": "Full-time"},
                 "hostedUrl": f"https://jobs.lever.co/acme41/5f1c{i:04d}"} for i, (t, loc, team) in enumerate(jobs)])


def greenhouse_api(jobs: list[tuple[str, str, str]]) -> R:
    return jsn({"jobs": [{"id": 4100 + i, "title": t, "location": {"name": loc},
                          "absolute_url": f"https://boards.greenhouse.io/acme43/jobs/{4100 + i}"}
                         for i, (t, loc, _) in enumerate(jobs)], "meta": {"total": len(jobs)}})


def medium_publication() -> str:
    items = "".join(f"<article><div><a href='/acme-robotics/{s}-3f9a'><h2>{t}</h2></a><h3>{x}</h3></div>"
                    f"<span>{d}</span><span>4 min read</span></article>" for t, s, d, x in P.POSTS)
    return ("<!doctype html><html><head><title>Acme Robotics – Medium</title></head><body><div class='metabar'>"
            "<a href='/'>Medium</a> <a href='/m/signin'>Sign in</a> <a href='/new-story'>Write</a></div>"
            f"<div class='publication'><h1>Acme Robotics</h1><p>Stories from the team building warehouse robots.</p>"
            f"<a href='/acme-robotics/about'>About</a> <a href='/acme-robotics/archive'>Archive</a>{items}</div>"
            "<footer>Help Status About Careers Blog Privacy Terms Text to speech</footer></body></html>")


def ghost_home() -> str:
    items = "".join(f"<article class='gh-card'><a class='gh-card-link' href='/{s}/'><h3 class='gh-card-title'>{t}</h3>"
                    f"<div class='gh-card-excerpt'>{x}</div><footer class='gh-card-meta'><time>{d}</time></footer>"
                    f"</a></article>" for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Zenith Notes</title><meta name='generator' "
            "content='Ghost 5.82'></head><body class='home-template'><header id='gh-head'><a class='gh-head-logo' "
            "href='/'>Zenith Notes</a><nav class='gh-head-menu'><a href='/'>Home</a><a href='/tag/product/'>Product"
            "</a><a href='/about/'>About</a></nav><a href='#/portal/signup'>Subscribe</a></header><main id='gh-main'>"
            f"<div class='gh-feed'>{items}</div></main><footer class='gh-foot'>Zenith Notes &copy; 2026 Powered by "
            "Ghost</footer></body></html>")


def docs_article(host_title: str, heading: str = "Getting started") -> str:
    steps = ("<ol><li>Unbox the robot and remove the transport locks on both drive wheels.</li><li>Connect it to the "
             "site network with the configuration tool; the status light turns blue.</li><li>Pair it with the "
             "dashboard by scanning the code on its back panel.</li><li>Drive it to its charging station and let it "
             "dock once so that it learns the station's position.</li><li>Run the first mapping tour described in "
             "Mapping a warehouse.</li></ol><p>Pairing needs the dashboard role Fleet admin. If the light blinks "
             "red, the robot cannot reach the cloud: check that outbound HTTPS to the fleet service is allowed by "
             "your firewall.</p>")
    return P.shell(f"{heading} - {host_title}", f"<h1>{heading}</h1><p>From the box to the first mission in about "
                   f"thirty minutes.</p>{steps}", [("/docs", "Docs"), ("/docs/api", "API reference")])


def readme_docs() -> str:
    secs = "".join(f"<section><h2>{s}</h2><p>{x}</p></section>" for s, x in P.DOC_SECTIONS)
    side = "".join(f"<li><a href='/docs/{s.lower().replace(' ', '-')}'>{s}</a></li>" for s, _ in P.DOC_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics documentation</title></head><body><header class="
            "'rm-Header'><a href='/'>Acme Robotics</a> <a href='/docs'>Guides</a> <a href='/reference'>API Reference"
            f"</a> <a href='/changelog'>Changelog</a></header><aside class='rm-Sidebar'><ul>{side}</ul></aside>"
            "<main class='rm-Guides'><h1>Acme Robotics documentation</h1><p>Everything you need to run a fleet of "
            f"Acme robots: setup, mapping, the Fleet API and safety.</p>{secs}</main><footer>Powered by ReadMe"
            "</footer></body></html>")


def gitbook_docs() -> str:
    secs = "".join(f"<h2>{s}</h2><p>{x}</p>" for s, x in P.DOC_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Introduction | Acme Robotics</title></head><body><header><a href='/'>"
            "Acme Robotics</a> <input placeholder='Search...'></header><aside><ul><li>Introduction</li><li>Setup</li>"
            "<li>Fleet API</li></ul></aside><main><h1>Acme Robotics documentation</h1><p>Everything you need to run a "
            f"fleet of Acme robots: setup, mapping, the Fleet API and safety.</p>{secs}<div>Last updated 2 months ago"
            "</div></main><footer>Powered by GitBook</footer></body></html>")


def old_docs() -> str:
    secs = "".join(f"<section><h2><a href='/docs/{s.lower().replace(' ', '-')}'>{s}</a></h2><p>{x}</p></section>"
                   for s, x in P.DOC_SECTIONS)
    return P.shell("Documentation - Acme Robotics", "<h1>Acme Robotics documentation</h1><p>Everything you need to "
                   f"run a fleet of Acme robots: setup, mapping, the Fleet API and safety.</p>{secs}")


OTHER_RELEASES = [("0.4.0", "2026-11-02", ["Python 3.13 wheels", "Async client for the telemetry stream"]),
                  ("0.3.1", "2026-10-12", ["Fixed a crash when a map has no zones"]),
                  ("0.3.0", "2026-09-30", ["First public release of the simulator bindings"])]


def other_repo_releases() -> str:
    rels = "".join(f"<section><h2><a href='/acme/sim/releases/tag/v{v}'>v{v}</a></h2><relative-time datetime='{d}'>{d}"
                   f"</relative-time><div class='markdown-body'><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul></div>"
                   f"</section>" for v, d, ch in OTHER_RELEASES)
    return (f"<!DOCTYPE html><html><head><title>Releases · acme/sim · GitHub</title></head><body><header>GitHub "
            f"<a href='/login'>Sign in</a></header><main><h1>Releases</h1>{rels}</main><footer>&copy; 2026 GitHub, Inc."
            "</footer></body></html>")


def betterstack_status() -> str:
    rows = "".join(f"<div class='monitor'><span>{c}</span><span class='status'>Operational</span></div>"
                   for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics status</title></head><body><header><a href='/'>Acme "
            "Robotics</a> <a href='/subscribe'>Get updates</a></header><main><h1>All services are online</h1>"
            f"<div class='monitors'>{rows}</div><h2>Previous incidents</h2><p>Oct 12, 2026 Delayed telemetry in North "
            "America. Resolved. Telemetry from robots in Toronto arrived up to ten minutes late.</p><p>Sep 3, 2026 "
            "Webhook deliveries delayed. Resolved. A queue backlog delayed webhooks by twenty minutes.</p></main>"
            "<footer>Powered by Better Stack</footer></body></html>")


def home_quoting_openings(nav: list[tuple[str, str]] | None = None) -> str:
    """A front page with a "we're hiring" section quoting the careers intro and every opening."""
    return P.homepage(nav, "<section class='hiring'>" + P.CAREERS_MAIN.split('<section class="process">')[0]
                      + "</section>")


def merged_careers(with_acme: bool) -> str:
    """An acquirer's careers page listing its brands' openings under one heading each."""
    brands = [("BigCorp Logistics", OTHER_JOBS[:6]), ("Rapid Freight", OTHER_JOBS[6:])]
    if with_acme:
        brands.insert(1, ("Acme Robotics", JOBS))
    groups = "".join(f"<h2>{b}</h2><ul>" + "".join(f"<li><a href='/careers/{i}'>{t}</a> <span>{loc}</span></li>"
                                                   for i, (t, loc, _) in enumerate(jobs)) + "</ul>"
                     for b, jobs in brands)
    return P.shell("Careers at BigCorp Group", "<h1>Careers at BigCorp Group</h1><p>One group, three brands, 61,000 "
                   f"colleagues.</p>{groups}", [("/", "Home"), ("/careers", "Careers")])


def maintenance(status: int = 200) -> R:
    return R(status, "<!doctype html><html><head><title>Down for maintenance</title></head><body><h1>We'll be back "
             "soon</h1><p>Acme Robotics is down for scheduled maintenance. Please check back in an hour.</p></body>"
             "</html>", headers={"Retry-After": "3600"} if status == 503 else {})


FORBIDDEN = R(403, "<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center>"
                   "<hr><center>nginx</center></body></html>")

HREFLANG_NO_EN = ("<link rel='alternate' hreflang='fr' href='http://c27.test/fr/carrieres'>"
                  "<link rel='alternate' hreflang='de' href='http://c27.test/de/karriere'>"
                  "<link rel='alternate' hreflang='x-default' href='http://c27.test/careers-global'>")


def careers_fr() -> str:
    return P.shell("Carrières chez Acme Robotics", "<h1>Construisez les robots qui construisent l'avenir</h1><p>Acme "
                   "Robotics conçoit des robots d'entrepôt autonomes utilisés par plus de 400 entreprises de logistique "
                   "en Europe et en Amérique du Nord. Nous sommes une équipe de 180 ingénieurs, designers et opérateurs "
                   "à Lyon, Berlin et Toronto, et nous grandissons.</p><h2>Nos avantages</h2><p>Un salaire compétitif "
                   "et des actions, 30 jours de congés payés, un budget de formation annuel et 20 semaines de congé "
                   "parental pour chaque parent.</p><h2>Postes ouverts</h2><ul>"
                   + "".join(f"<li>{t} &ndash; {loc}</li>" for t, loc, _ in JOBS) + "</ul>",
                   [("/fr/", "Accueil"), ("/fr/produit", "Produit"), ("/fr/carrieres", "Carrières")], lang="fr",
                   head=HREFLANG_NO_EN)


def rss(host: str) -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}/p/{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title>'
            f"<link>http://{host}/</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


def many_paths(n: int) -> list[str]:
    return [f"/product/feature-{i}" for i in range(n)] + [f"/customers/story-{i}" for i in range(n)]


Situation = S.Situation  # one page that moved or broke, and what repair should decide (tests/data/repair/sites.py)


WD = "acme.wd3.myworkdayjobs.com"
WD_API = "/wday/cxs/acme/External/jobs"

SITUATIONS = [
    # ---------------------------------------------------------------- careers on boards rendered by JavaScript
    Situation("redirect_to_a_workday_board_rendered_by_javascript",
              {"c01.test": {"/careers": moved(f"http://{WD}/External"), "/": html(P.homepage())},
               WD: {"/External": html(js_shell("Careers")), WD_API: workday_api(JOBS)}},
              "http://c01.test/careers", "migrated", f"http://{WD}{WD_API}", status="redirected",
              target_kind="ats", entities=tuple(JOBS)),
    Situation("nav_link_to_a_smartrecruiters_board_rendered_by_javascript",
              {"c02.test": {"/careers": NOT_FOUND,
                            "/": html(P.homepage(NAV + [("http://careers.smartrecruiters.com/AcmeRobotics2", "Careers")]))},
               "careers.smartrecruiters.com": {"/AcmeRobotics2": html(js_shell("Acme Robotics Careers"))},
               "api.smartrecruiters.com": {"/v1/companies/AcmeRobotics2/postings":
                                           smartrecruiters_api("AcmeRobotics2", JOBS)}},
              "http://c02.test/careers", "migrated",
              "http://api.smartrecruiters.com/v1/companies/AcmeRobotics2/postings", target_kind="ats",
              entities=tuple(JOBS)),
    Situation("script_redirect_to_an_ashby_board_rendered_by_javascript_without_entities",
              {"c03.test": {"/careers": html("<!doctype html><html><head><title>Careers</title><script>window.location"
                                             ".replace('http://jobs.ashbyhq.com/acme3');</script></head><body>"
                                             "<p>Redirecting&hellip;</p></body></html>"),
                            "/": html(P.homepage())},
               "jobs.ashbyhq.com": {"/acme3": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acme3": ashby_api(JOBS)}},
              "http://c03.test/careers", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acme3",
              target_kind="ats"),
    Situation("workday_board_of_an_acquirer_with_other_openings",
              {"c04.test": {"/careers": moved(f"http://bigcorp4.wd1.myworkdayjobs.com/Careers"), "/": html(P.homepage())},
               "bigcorp4.wd1.myworkdayjobs.com": {"/Careers": html(js_shell("Careers at BigCorp")),
                                                  "/wday/cxs/bigcorp4/Careers/jobs": workday_api(OTHER_JOBS)}},
              "http://c04.test/careers", "review", status="redirected", entities=tuple(JOBS)),
    Situation("workday_board_whose_listing_churned",
              {"c05.test": {"/careers": moved("http://acme5.wd5.myworkdayjobs.com/en-US/Acme"), "/": html(P.homepage())},
               "acme5.wd5.myworkdayjobs.com": {"/en-US/Acme": html(js_shell("Careers")),
                                               "/wday/cxs/acme5/Acme/jobs": workday_api(CHURNED)}},
              "http://c05.test/careers", "migrated", "http://acme5.wd5.myworkdayjobs.com/wday/cxs/acme5/Acme/jobs",
              status="redirected", target_kind="ats", entities=tuple(JOBS)),
    Situation("board_api_behind_a_login",
              {"c06.test": {"/careers": moved("http://acme6.wd1.myworkdayjobs.com/Internal"), "/": html(P.homepage())},
               "acme6.wd1.myworkdayjobs.com": {"/Internal": html(js_shell("Sign in")),
                                               "/wday/cxs/acme6/Internal/jobs": R(401, '{"error": "unauthorized"}',
                                                                                  "application/json")}},
              "http://c06.test/careers", "review", status="redirected", entities=tuple(JOBS)),
    Situation("workday_board_with_an_empty_listing",
              {"c34.test": {"/careers": moved("http://acme34.wd1.myworkdayjobs.com/External"), "/": html(P.homepage())},
               "acme34.wd1.myworkdayjobs.com": {"/External": html(js_shell("Careers")),
                                                "/wday/cxs/acme34/External/jobs": workday_api([])}},
              "http://c34.test/careers", "review", status="redirected", entities=tuple(JOBS)),
    Situation("nav_link_to_a_lever_board_rendered_without_its_openings",
              {"c35.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("http://jobs.lever.co/acme41", "Jobs")]))},
               "jobs.lever.co": {"/acme41": html(js_shell("Acme Robotics"))},
               "api.lever.co": {"/v0/postings/acme41": lever_api(JOBS)}},
              "http://c35.test/careers", "migrated", "http://api.lever.co/v0/postings/acme41?mode=json",
              target_kind="ats", entities=tuple(JOBS)),
    Situation("temporary_redirect_with_tracking_parameters_to_a_greenhouse_board",
              {"c36.test": {"/careers": moved("http://boards.greenhouse.io/acme43?utm_source=careers-page", 302),
                            "/": html(P.homepage())},
               "boards.greenhouse.io": {"/acme43": html(js_shell("Jobs at Acme Robotics"))},
               "boards-api.greenhouse.io": {"/v1/boards/acme43/jobs": greenhouse_api(CHURNED)}},
              "http://c36.test/careers", "migrated", "http://boards-api.greenhouse.io/v1/boards/acme43/jobs",
              status="redirected", target_kind="ats", entities=tuple(JOBS)),
    Situation("board_api_answering_a_sign_in_page",
              {"c37.test": {"/careers": moved("http://acme37.wd1.myworkdayjobs.com/External"), "/": html(P.homepage())},
               "acme37.wd1.myworkdayjobs.com": {"/External": html(js_shell("Careers")),
                                                "/wday/cxs/acme37/External/jobs": html(P.LOGIN)}},
              "http://c37.test/careers", "review", status="redirected", entities=tuple(JOBS)),
    # ---------------------------------------------------------------- soft 404 and rebrands
    Situation("soft_404_with_the_new_page_in_the_sitemap",
              {"c38.test": {"/careers": html(P.shell("Page not found - Acme Robotics", "<h1>Page not found</h1><p>Sorry, "
                                                     "the page you are looking for does not exist.</p>")),
                            "/": html(P.homepage()),
                            "/sitemap.xml": xml("c38.test", ["/", "/product", "/company/jobs", "/pricing"]),
                            "/company/jobs": html(P.CAREERS_V2)}},
              "http://c38.test/careers", "migrated", "http://c38.test/company/jobs"),
    Situation("rebrand_without_redirects_the_old_domain_gone",
              {"zenith39.test": {"/": html(P.shell("Zenith Automation", "<h1>Zenith Automation</h1><p>Formerly Acme "
                                                   "Robotics.</p>", [("/", "Home"), ("/careers", "Careers")])),
                                 "/careers": html(P.rebranded_careers())}},
              "http://acme39old.test/careers", "migrated", "http://zenith39.test/careers",
              website="http://zenith39.test/"),
    # ---------------------------------------------------------------- blogs, docs, changelogs, status
    Situation("blog_moved_to_a_medium_publication",
              {"c07.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("http://medium.com/acme-robotics", "Blog")])), "/blog": NOT_FOUND},
               "medium.com": {"/acme-robotics": html(medium_publication())}},
              "http://c07.test/blog", "migrated", "http://medium.com/acme-robotics", surface="blog",
              reference=P.blog_old()),
    Situation("blog_moved_to_ghost_on_a_domain_of_its_own",
              {"c08.test": {"/blog": moved("http://zenithnotes8.test/"), "/": html(P.homepage())},
               "zenithnotes8.test": {"/": html(ghost_home())}},
              "http://c08.test/blog", "migrated", "http://zenithnotes8.test/", surface="blog", reference=P.blog_old(),
              status="redirected"),
    Situation("pricing_moved_to_plans_behind_a_currency_redirect",
              {"c09.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/plans", "Plans")])),
                            "/pricing": NOT_FOUND, "/plans": moved("/usd/plans", 302), "/usd/plans": html(P.plans_reworded())}},
              "http://c09.test/pricing", "migrated", "http://c09.test/plans", surface="pricing", reference=P.PRICING_V1),
    Situation("docs_v1_removed_latest_alias_in_the_nav",
              {"c10.test": {"/": html(P.homepage(NAV + [("/docs/", "Docs")])), "/docs/v1/": NOT_FOUND,
                            "/docs/": moved("/docs/v2/", 302), "/docs/v2/": html(P.docs_home("/docs/v2/"))}},
              "http://c10.test/docs/v1/", "migrated", "http://c10.test/docs/", surface="docs", reference=old_docs()),
    Situation("docs_moved_to_readme_io",
              {"c11.test": {"/docs": moved("http://acme11.readme.io/docs"), "/": html(P.homepage())},
               "acme11.readme.io": {"/docs": html(readme_docs())}},
              "http://c11.test/docs", "migrated", "http://acme11.readme.io/docs", surface="docs", reference=old_docs(),
              status="redirected"),
    Situation("docs_moved_to_gitbook_linked_in_the_nav",
              {"c12.test": {"/docs": NOT_FOUND,
                            "/": html(P.homepage(NAV + [("http://acme12.gitbook.io/docs", "Documentation")]))},
               "acme12.gitbook.io": {"/docs": html(gitbook_docs())}},
              "http://c12.test/docs", "migrated", "http://acme12.gitbook.io/docs", surface="docs", reference=old_docs()),
    Situation("docs_moved_notice_with_a_canonical_to_the_docs_host",
              {"c13.test": {"/docs": html(P.shell("Docs have moved - Acme Robotics", "<h1>Our documentation has a new "
                                                  "home</h1><p>Update your bookmarks.</p>",
                                                  head="<link rel='canonical' href='http://docs.c13.test/'>")),
                            "/": html(P.homepage())},
               "docs.c13.test": {"/": html(P.docs_home("/"))}},
              "http://c13.test/docs", "migrated", "http://docs.c13.test/", surface="docs", reference=old_docs()),
    Situation("changelog_redirected_to_another_repositorys_releases",
              {"c14.test": {"/changelog": moved("http://github.com/acme/sim/releases"), "/": html(P.homepage())},
               "github.com": {"/acme/sim/releases": html(other_repo_releases())}},
              "http://c14.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics"), status="redirected"),
    Situation("status_moved_to_better_stack_linked_in_the_footer",
              {"c15.test": {"/status": NOT_FOUND,
                            "/": html(P.homepage(footer=[("http://acme15.betteruptime.com/", "Status"),
                                                         ("/legal/privacy", "Privacy")]))},
               "acme15.betteruptime.com": {"/": html(betterstack_status())}},
              "http://c15.test/status", "migrated", "http://acme15.betteruptime.com/", surface="status",
              reference=P.status_own()),
    # ---------------------------------------------------------------- front-page redirects
    Situation("every_path_redirects_to_the_front_page",
              {"c16.test": {"*": moved("/"), "/": html(P.homepage()), "/robots.txt": ALLOW}},
              "http://c16.test/careers", "review", status="redirected"),
    Situation("every_path_redirects_to_the_front_page_which_links_the_new_page",
              {"c17.test": {"*": moved("/"), "/robots.txt": ALLOW, "/": html(P.homepage(NAV + [("/join-us", "Join us")])),
                            "/join-us": html(P.CAREERS_V2)}},
              "http://c17.test/careers", "migrated", "http://c17.test/join-us", status="redirected"),
    Situation("redirect_to_the_front_page_with_tracking_parameters_quoting_the_openings",
              {"c18.test": {"/careers": moved("/?utm_source=careers&utm_medium=redirect"),
                            "/": html(home_quoting_openings())}},
              "http://c18.test/careers", "review", status="redirected"),
    Situation("redirect_to_the_front_page_with_a_query_quoting_the_openings",
              {"c19.test": {"/careers": moved("/?from=careers"), "/": html(home_quoting_openings())}},
              "http://c19.test/careers", "review", status="redirected"),
    # ---------------------------------------------------------------- 403 without a challenge
    Situation("plain_403_on_the_page_while_the_site_answers",
              {"c20.test": {"/careers": FORBIDDEN, "/": html(P.homepage(NAV + [("/careers", "Careers")]))}},
              "http://c20.test/careers", "review"),
    Situation("plain_403_on_the_old_page_and_the_new_one_in_the_nav",
              {"c21.test": {"/careers": FORBIDDEN,
                            "/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                            "/company/careers": html(P.CAREERS_V2)}},
              "http://c21.test/careers", "migrated", "http://c21.test/company/careers"),
    Situation("plain_403_on_the_whole_site",
              {"c22.test": {"*": FORBIDDEN, "/robots.txt": ALLOW}},
              "http://c22.test/careers", "wait"),
    # ---------------------------------------------------------------- maintenance
    Situation("maintenance_503_with_a_long_retry_after",
              {"c23.test": {"*": maintenance(503), "/robots.txt": ALLOW}},
              "http://c23.test/careers", "wait", never=(("c23.test", "/sitemap.xml"),)),
    Situation("page_gone_while_the_front_page_shows_a_maintenance_notice",
              {"c24.test": {"/careers": NOT_FOUND, "/": maintenance(200), "/company/careers": html(P.CAREERS_V2)}},
              "http://c24.test/careers", "wait"),
    # ---------------------------------------------------------------- acquisitions and merged pages
    Situation("acquired_site_redirects_everything_to_the_acquirers_front_page",
              {"c25.test": {"*": moved("http://bigcorp25.test/")},
               "bigcorp25.test": {"/": html(P.shell("BigCorp Logistics", "<h1>Acme Robotics is now part of BigCorp</h1>"
                                                     "<p>Logistics for 3,000 retailers.</p>",
                                                     [("/", "Home"), ("/careers", "Careers")])),
                                  "/careers": html(merged_careers(False))}},
              "http://c25.test/careers", "review", status="redirected"),
    Situation("merged_careers_page_listing_several_brands",
              {"c26.test": {"/careers": moved("http://bigcorp26.test/careers")},
               "bigcorp26.test": {"/careers": html(merged_careers(True)),
                                  "/": html(P.shell("BigCorp Group", "<h1>BigCorp</h1>", [("/careers", "Careers")]))}},
              "http://c26.test/careers", "migrated", "http://bigcorp26.test/careers", status="redirected",
              entities=tuple(JOBS)),
    # ---------------------------------------------------------------- hints: hreflang, canonical, sitemap
    Situation("geo_redirect_to_french_with_an_x_default_and_no_english_sibling",
              {"c27.test": {"/careers": moved("/fr/carrieres"), "/fr/carrieres": html(careers_fr()),
                            "/careers-global": html(P.CAREERS_V2), "/": moved("/fr/", 302),
                            "/fr/": html(P.homepage())}},
              "http://c27.test/careers", "migrated", "http://c27.test/careers-global", status="redirected"),
    Situation("moved_notice_with_only_a_canonical_link",
              {"c28.test": {"/careers": html(P.shell("Careers - Acme Robotics", "<h1>This page has moved</h1>",
                                                     head="<link rel='canonical' href='/about/careers'>")),
                            "/about/careers": html(P.CAREERS_V2), "/": html(P.homepage())}},
              "http://c28.test/careers", "migrated", "http://c28.test/about/careers"),
    Situation("sitemap_named_in_robots_txt_lists_the_new_url_among_many",
              {"c29.test": {"/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://c29.test/sitemaps/pages.xml\n",
                                             "text/plain"),
                            "/": html(P.homepage()), "/careers": NOT_FOUND,
                            "/sitemaps/pages.xml": xml("c29.test", many_paths(40) + ["/about/work-with-us", "/about"]),
                            "/about/work-with-us": html(P.CAREERS_V2)}},
              "http://c29.test/careers", "migrated", "http://c29.test/about/work-with-us"),
    # ---------------------------------------------------------------- empty and locale successors
    Situation("successor_is_an_empty_javascript_shell",
              {"c30.test": {"/careers": moved("/jobs"), "/jobs": html(js_shell("Jobs - Acme Robotics", "app")),
                            "/": html(P.homepage())}},
              "http://c30.test/careers", "review", status="redirected"),
    Situation("locale_move_to_en_us",
              {"c31.test": {"/careers": moved("/en-us/careers"), "/en-us/careers": html(P.CAREERS_V2)}},
              "http://c31.test/careers", "migrated", "http://c31.test/en-us/careers", status="redirected"),
    Situation("renamed_docs_article_in_the_sitemap",
              {"c32.test": {"/": html(P.homepage()), "/docs/getting-started": NOT_FOUND,
                            "/sitemap.xml": xml("c32.test", ["/", "/docs", "/docs/first-steps", "/docs/api", "/pricing"]),
                            "/docs/first-steps": html(docs_article("Acme Docs", "First steps")),
                            "/docs": html(old_docs())}},
              "http://c32.test/docs/getting-started", "migrated", "http://c32.test/docs/first-steps", surface="docs",
              reference=docs_article("Acme Robotics")),
    Situation("feed_moved_to_substack_announced_in_the_head",
              {"c33.test": {"/feed.xml": NOT_FOUND,
                            "/": html(P.homepage(head="<link rel='alternate' type='application/rss+xml' "
                                                      "href='http://acme33.substack.com/feed' title='Acme blog'>"))},
               "acme33.substack.com": {"/feed": R(200, rss("acme33.substack.com"), "application/rss+xml")}},
              "http://c33.test/feed.xml", "migrated", "http://acme33.substack.com/feed", surface="feed",
              reference=rss("c33.test"), kind="feed"),
]


mk = S.mk  # make(hosts) → a started scripted web, stopped after the test
fresh, summary, cli_env, run_cli = S.fresh, S.summary, S.cli_env, S.run_cli


seed, check = S.seed_situation, S.check_situation


@pytest.mark.parametrize("sit", SITUATIONS, ids=[s.name for s in SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, mk: Any, sit: Situation) -> None:
    w = await mk(fresh(sit.hosts))
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)


#: the situations also run through the CLI: one per new rule (the CLI's own path is the same for all; the
#: whole table through it would double this module's time)
THROUGH_CLI = ("redirect_to_a_workday_board_rendered_by_javascript",
               "nav_link_to_a_smartrecruiters_board_rendered_by_javascript",
               "temporary_redirect_with_tracking_parameters_to_a_greenhouse_board", "board_api_behind_a_login",
               "merged_careers_page_listing_several_brands", "plain_403_on_the_page_while_the_site_answers",
               "plain_403_on_the_whole_site", "redirect_to_the_front_page_with_a_query_quoting_the_openings",
               "page_gone_while_the_front_page_shows_a_maintenance_notice", "renamed_docs_article_in_the_sitemap",
               "blog_moved_to_ghost_on_a_domain_of_its_own", "rebrand_without_redirects_the_old_domain_gone")


async def test_situations_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Situations of every new rule at once through `changewire repair --json --sensor ...` (one process, one
    robots.txt cache and one politeness table for all), with the same expectations as one by one."""
    await S.check_through_cli(pool, tmp_path, db_url, mk, SITUATIONS, THROUGH_CLI)


async def test_a_board_successor_is_configured_as_discovery_configures_one(pool: Any, tmp_path: Path, db_url: str,
                                                                           mk: Any) -> None:
    # expected before running: the successor of a careers page moved to a Workday board is an `ats` sensor of the
    # board's API with vendor, token, site, api_url and board_url in its config (as discovery writes them), the
    # predecessor's link, its surface and company; the API was asked without robots.txt, the board with it
    sit = next(s for s in SITUATIONS if s.name == "redirect_to_a_workday_board_rendered_by_javascript")
    w = await mk(fresh(sit.hosts))
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    assert rep["decision"] == "migrated", summary(rep)
    row = await pool.fetchrow("SELECT n.kind::text AS kind, n.surface::text AS surface, n.company_id = o.company_id "
                              "AS same_company, n.config, n.discovery_method::text AS method FROM sensors o JOIN "
                              "sensors n ON n.sensor_id = (o.config->>'successor_id')::bigint WHERE o.sensor_id = $1",
                              sid)
    cfg = row["config"] if isinstance(row["config"], dict) else json.loads(row["config"])
    assert (row["kind"], row["surface"], row["same_company"], row["method"]) == ("ats", "careers", True, "repair")
    assert {k: cfg.get(k) for k in ("vendor", "token", "site", "api_url", "board_url", "predecessor_id",
                                    "jobs_at_discovery")} == {
        "vendor": "workday", "token": "acme", "site": "External", "api_url": f"http://{WD}{WD_API}",
        "board_url": f"http://{WD}/External", "predecessor_id": sid, "jobs_at_discovery": len(JOBS)}
    assert w.paths[(WD, "/robots.txt")] == 1 and w.paths[(WD, WD_API)] == 1
