"""Second red-team round for repair: pages that moved or broke in ways round 1 (test_repair_redteam.py)
does not cover, on every surface — a www. hop in a 301 chain; careers moved to Lever, Ashby and Personio
boards behind a stub, a script redirect or a redirect to the front page; pricing renamed /plans and
reworded; a blog moved to a subdomain, to /resources/blog, to Substack; a newsroom merged into
/company/news; docs moved to a versioned docs host or behind a temporary "latest" redirect; a changelog
moved into the docs or to GitHub releases; a status page moved to a hosted status page; a privacy
policy moved or merged into /legal; a rebrand with a domain move; an SPA serving its front page for
every path; a soft 404 in words the phrase list lacks; a removed page with look-alikes; a localized
copy beside the default-language page; a geo redirect to another language with hreflang alternates;
a redirect to site search; a tag archive; a job aggregator's mirror; a robots.txt Allow inside a
Disallow; a slow site answering 503 then 200; a 429; a 401 login wall; an SSO login redirect; an
acquirer's careers page; a status JSON API moved to a hosted status page; a feed moved with its blog;
docs now behind a login; a team page merged into /about; a nav link behind a temporary language
redirect; a geo redirect to a translation without a lang attribute; a redirect to a single job ad;
http → https (through the CLI, with TLS); four of them through the running service.

Each situation states its expected decision and successor URL in the table below, written before it
was first run. Each runs through `Repairer.repair` (what `changewire repair --sensor` calls) and, all
together, through the `changewire repair --json` subprocess. Requests are counted at the server.
"""
from __future__ import annotations

import asyncio
import json
import shutil
import ssl
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module
from aiohttp import web

from changewire_common.blobs import FileBlobStore
from changewire_repair.settings import RepairSettings

pytestmark = pytest.mark.integration



S: Any = load_module("repair_sites", "data/repair/sites.py")
P: Any = load_module("repair_pages", "data/repair/pages.py")

R, html, moved, NOT_FOUND, Web = S.R, S.html, S.moved, S.NOT_FOUND, S.Web
NAV = P.NAV
ALLOW = R(200, "User-agent: *\nAllow: /\n", "text/plain")


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def slow(r: R, delay: float = 0.3) -> R:
    return R(r.status, r.body, r.ctype, dict(r.headers), delay)


@dataclass
class Situation:
    """One page that moved or broke, and what repair should decide (written before the first run)."""

    name: str
    hosts: dict[str, dict[str, Any]]
    url: str
    expect: str  # migrated | review | wait | recovered
    target: str | None = None  # the successor's URL when migrated
    surface: str = "careers"
    reference: str = P.CAREERS_V1
    status: str = "failing"
    website: str | None = None
    #: (host, path) pairs repair must never request
    never: tuple[tuple[str, str], ...] = ()
    #: the retry probe's failure class, when it matters (a soft 404 is PAGE_REMOVED)
    retry_failure: str | None = None
    #: the sensor's kind (how its body is read)
    kind: str = "html"


def resources_hub() -> str:
    cards = "".join(f"<div class='card'><h3>{t}</h3><p>{x}</p></div>" for t, x in (
        ("Guide: planning a robot pilot", "A 20-page guide to scoping, measuring and running a 12-week pilot."),
        ("Webinar: safety next to people", "Recorded with our head of safety; 45 minutes."),
        ("Case study: Berlin Parcel", "How 120 robots cut walking time by 60 percent.")))
    latest = "".join(f"<li><a href='/resources/blog/{s}'>{t}</a></li>" for t, s, _, _ in P.POSTS[:2])
    return P.shell("Resources - Acme Robotics", f"<h1>Resources</h1>{cards}<h2>Latest from the blog</h2><ul>{latest}"
                   "</ul><a href='/resources/blog'>All posts</a>",
                   [("/", "Home"), ("/product", "Product"), ("/resources", "Resources")])


def old_docs() -> str:
    secs = "".join(f"<section><h2><a href='/docs/{s.lower().replace(' ', '-')}'>{s}</a></h2><p>{x}</p></section>"
                   for s, x in P.DOC_SECTIONS)
    return P.shell("Documentation - Acme Robotics", "<h1>Acme Robotics documentation</h1><p>Everything you need to "
                   f"run a fleet of Acme robots: setup, mapping, the Fleet API and safety.</p>{secs}")


def team_page() -> str:
    intro = P.CAREERS_MAIN.split('<section class="benefits">')[0]
    people = "".join(f"<li><strong>{n}</strong> {r}</li>" for n, r in (
        ("Camille Martin", "Chief Executive Officer"), ("Jonas Weber", "Chief Technology Officer"),
        ("Dana Whitfield", "Chief Operating Officer"), ("Amina Diallo", "VP Engineering"),
        ("Lucas Moreau", "Head of Safety"), ("Sarah Chen", "Head of Design")))
    return P.shell("Our team - Acme Robotics", f"<h1>The people behind Acme</h1>{intro}<h2>Leadership</h2>"
                   f"<ul>{people}</ul>")


def hiring_post() -> str:
    benefits = P.CAREERS_MAIN.split('<section class="benefits">')[1].split("</section>")[0]
    return P.shell("We're hiring in Berlin - Acme Robotics", "<h1>We're hiring in Berlin</h1><time>2026-09-01</time>"
                   "<p>Our perception lab is growing. We are looking for a Perception Engineer, a Site Reliability "
                   f"Engineer and a Data Engineer to join the Berlin office.</p>{benefits}"
                   "<p>Read more on <a href='/careers'>our careers page</a>.</p>")


def grown(extra: int) -> str:
    """CAREERS_V2 with `extra` more openings (still the same page, a weaker match than an exact copy)."""
    more = "".join(f'<div class="job"><a href="/jobs/{i}">Warehouse Technician, shift {i}</a> <span>Site {i}, '
                   f'Poland</span></div>' for i in range(extra))
    return P.CAREERS_V2.replace('<div class="job">', more + '<div class="job">', 1)


def zenith_home() -> str:
    return P.shell("Zenith Automation", "<h1>Zenith Automation makes warehouse robots</h1><p>Formerly Acme "
                   "Robotics.</p>", [("/", "Home"), ("/platform", "Platform"), ("/careers", "Careers")])


def js_stub(target: str) -> str:
    return (f"<!doctype html><html><head><title>Careers - Acme Robotics</title><script>window.location.replace("
            f"'{target}');</script></head><body><p>Taking you to our jobs page&hellip;</p></body></html>")


HREFLANG = ("<link rel='alternate' hreflang='en' href='http://a23.test/en/careers'>"
            "<link rel='alternate' hreflang='de' href='http://a23.test/de/karriere'>"
            "<link rel='alternate' hreflang='x-default' href='http://a23.test/en/careers'>")


def status_json(components: list[str], page: str) -> str:
    """A Statuspage-style summary.json."""
    return json.dumps({"page": {"id": "k2x9", "name": "Acme Robotics", "url": page, "time_zone": "Etc/UTC"},
                       "components": [{"id": f"c{i}", "name": c, "status": "operational", "position": i,
                                       "description": None, "group": False} for i, c in enumerate(components)],
                       "incidents": [], "scheduled_maintenances": [],
                       "status": {"indicator": "none", "description": "All Systems Operational"}})


def rss(host: str) -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}/{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title>'
            f"<link>http://{host}/</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


TEAM = [("Camille Martin", "Chief Executive Officer", "Founded Acme after ten years building warehouse systems."),
        ("Jonas Weber", "Chief Technology Officer", "Leads the robotics, perception and fleet software teams."),
        ("Dana Whitfield", "Chief Operating Officer", "Runs deployments, support and the spare parts network."),
        ("Amina Diallo", "VP Engineering", "Grew the engineering team from twelve to one hundred and forty."),
        ("Lucas Moreau", "Head of Safety", "Certified the fleet for driverless operation next to people."),
        ("Sarah Chen", "Head of Design", "Designs the dashboard that shift leads use every day.")]


def team_old() -> str:
    people = "".join(f"<div class='person'><h3>{n}</h3><p class='role'>{r}</p><p>{b}</p></div>" for n, r, b in TEAM)
    return P.shell("Team - Acme Robotics", f"<h1>Meet the team</h1>{people}")


def about_with_team() -> str:
    people = "".join(f"<li><h3>{n}</h3><span>{r}</span><p>{b}</p></li>" for n, r, b in TEAM)
    return P.shell("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>We started in a Lyon garage in 2018 "
                   "with one robot and one customer. Today 400 warehouses rent our fleet.</p><h2>Our values</h2><ul>"
                   "<li>Ship to learn</li><li>Safety first</li><li>Remote friendly</li></ul><h2>Leadership</h2>"
                   f"<ul class='team'>{people}</ul><h2>Offices</h2><p>Lyon, Berlin and Toronto.</p>",
                   [("/", "Home"), ("/product", "Product"), ("/about", "About")])


SITUATIONS = [
    Situation("www_hop_in_a_301_chain",
              {"a01.test": {"/careers": moved("http://www.a01.test/careers")},
               "www.a01.test": {"/careers": moved("/company/careers"), "/company/careers": html(P.CAREERS_V2),
                                "/": html(P.homepage())}},
              "http://a01.test/careers", "migrated", "http://www.a01.test/company/careers", status="redirected"),
    Situation("stub_linking_out_to_lever",
              {"a02.test": {"/careers": html(P.shell("Careers - Acme Robotics", "<h1>Careers</h1><p>We've moved our "
                                                     "job listings.</p><p><a href='http://jobs.lever.co/a02'>See all "
                                                     "open roles</a></p>")),
                            "/": html(P.homepage(NAV + [("/careers", "Careers")]))},
               "jobs.lever.co": {"/a02": html(P.lever_board("a02"))}},
              "http://a02.test/careers", "migrated", "http://jobs.lever.co/a02"),
    Situation("script_redirect_to_ashby",
              {"a03.test": {"/careers": html(js_stub("http://jobs.ashbyhq.com/a03")),
                            "/": html(P.homepage(NAV + [("/careers", "Careers")]))},
               "jobs.ashbyhq.com": {"/a03": html(P.ashby_board())}},
              "http://a03.test/careers", "migrated", "http://jobs.ashbyhq.com/a03"),
    Situation("redirect_home_nav_to_personio",
              {"a04.test": {"/careers": moved("/"), "/": html(P.homepage(NAV + [("http://a04.jobs.personio.de/",
                                                                                 "Careers")]))},
               "a04.jobs.personio.de": {"/": html(P.personio_board())}},
              "http://a04.test/careers", "migrated", "http://a04.jobs.personio.de/"),
    Situation("pricing_renamed_plans_reworded",
              {"a05.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/plans", "Plans")])),
                            "/pricing": NOT_FOUND, "/plans": html(P.plans_reworded())}},
              "http://a05.test/pricing", "migrated", "http://a05.test/plans", surface="pricing",
              reference=P.PRICING_V1),
    Situation("blog_moved_to_a_subdomain",
              {"a06.test": {"/blog": moved("http://blog.a06.test/"), "/": html(P.homepage())},
               "blog.a06.test": {"/": html(P.blog_new("/"))}},
              "http://a06.test/blog", "migrated", "http://blog.a06.test/", surface="blog", reference=P.blog_old(),
              status="redirected"),
    Situation("blog_moved_under_resources",
              {"a07.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/resources", "Resources")])),
                            "/blog": NOT_FOUND, "/resources": html(resources_hub()),
                            "/resources/blog": html(P.blog_new("/resources/blog/", "Blog - Acme Robotics")),
                            "/sitemap.xml": xml("a07.test", ["/", "/product", "/resources", "/resources/blog",
                                                             "/resources/blog/r7", "/resources/blog/safety"])}},
              "http://a07.test/blog", "migrated", "http://a07.test/resources/blog", surface="blog",
              reference=P.blog_old()),
    Situation("blog_moved_to_substack",
              {"a08.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("http://a08.substack.com/", "Blog")])), "/blog": NOT_FOUND},
               "a08.substack.com": {"/": html(P.substack_home())}},
              "http://a08.test/blog", "migrated", "http://a08.substack.com/", surface="blog", reference=P.blog_old()),
    Situation("newsroom_merged_into_company_news",
              {"a09.test": {"/press": moved("/company/news"), "/company/news": html(P.company_news())}},
              "http://a09.test/press", "migrated", "http://a09.test/company/news", surface="newsroom",
              reference=P.press_old(), status="redirected"),
    Situation("docs_moved_to_a_versioned_docs_host",
              {"a10.test": {"/docs": moved("http://docs.a10.test/v2/"), "/": html(P.homepage())},
               "docs.a10.test": {"/v2/": html(P.docs_home("/v2/"))}},
              "http://a10.test/docs", "migrated", "http://docs.a10.test/v2/", surface="docs", reference=old_docs(),
              status="redirected"),
    Situation("docs_host_with_a_temporary_latest_redirect",
              {"a11.test": {"/": html(P.homepage(NAV + [("http://docs.a11.test/", "Docs")])), "/docs": NOT_FOUND},
               "docs.a11.test": {"/": moved("/v2/", 302), "/v2/": html(P.docs_home("/v2/"))}},
              "http://a11.test/docs", "migrated", "http://docs.a11.test/", surface="docs", reference=old_docs()),
    Situation("changelog_moved_into_the_docs",
              {"a12.test": {"/": html(P.homepage(NAV + [("/docs", "Docs")],
                                                 footer=[("/docs/changelog", "Changelog"), ("/legal/privacy", "Privacy")])),
                            "/changelog": NOT_FOUND, "/docs": html(old_docs()),
                            "/docs/changelog": html(P.changelog_page("Changelog - Acme Docs", docs_chrome=True))}},
              "http://a12.test/changelog", "migrated", "http://a12.test/docs/changelog", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("changelog_moved_to_github_releases",
              {"acme13.test": {"/": html(P.homepage(NAV + [("http://github.com/acme13/fleet-sdk/releases",
                                                             "Changelog")])), "/changelog": NOT_FOUND},
               "github.com": {"/acme13/fleet-sdk/releases": html(P.github_releases("acme13", "fleet-sdk"))}},
              "http://acme13.test/changelog", "migrated", "http://github.com/acme13/fleet-sdk/releases",
              surface="changelog", reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("status_moved_to_a_hosted_status_page",
              {"a14.test": {"/status": moved("http://a14.statuspage.io/"), "/": html(P.homepage())},
               "a14.statuspage.io": {"/": html(P.statuspage_hosted())}},
              "http://a14.test/status", "migrated", "http://a14.statuspage.io/", surface="status",
              reference=P.status_own(), status="redirected"),
    Situation("privacy_moved_under_legal",
              {"a15.test": {"/": html(P.homepage(footer=[("/legal/privacy-policy", "Privacy Policy"),
                                                         ("/legal/terms", "Terms")])),
                            "/privacy": NOT_FOUND, "/legal/privacy-policy": html(P.privacy_page("2026-09-01"))}},
              "http://a15.test/privacy", "migrated", "http://a15.test/legal/privacy-policy", surface="legal",
              reference=P.privacy_page("2025-03-14")),
    Situation("privacy_merged_into_one_legal_page",
              {"a16.test": {"/": html(P.homepage(footer=[("/legal", "Legal"), ("/contact", "Contact")])),
                            "/privacy": NOT_FOUND, "/legal": html(P.legal_hub())}},
              "http://a16.test/privacy", "migrated", "http://a16.test/legal", surface="legal",
              reference=P.privacy_page("2025-03-14")),
    Situation("rebrand_with_a_domain_move",
              {"a17old.test": {"*": moved("http://zenith17.test/")},
               "zenith17.test": {"/": html(zenith_home()), "/careers": html(P.rebranded_careers())}},
              "http://a17old.test/careers", "migrated", "http://zenith17.test/careers", status="redirected"),
    Situation("spa_serves_its_front_page_everywhere_and_links_the_page",
              {"a18.test": {"*": html(P.homepage(NAV + [("/company/careers", "Careers")])), "/robots.txt": ALLOW,
                            "/company/careers": html(P.CAREERS_V2)}},
              "http://a18.test/careers", "migrated", "http://a18.test/company/careers"),
    Situation("spa_serves_its_front_page_everywhere_no_successor",
              {"a19.test": {"*": html(P.homepage(extra="<section><h2>We're hiring</h2><p>Build the robots that build "
                                                       "the future. Write to jobs at acme dot example.</p></section>")),
                            "/robots.txt": ALLOW}},
              "http://a19.test/careers", "review"),
    Situation("soft_404_in_words_the_phrase_list_lacks",
              {"a20.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product")])),
                            "/pricing": html(P.SOFT_404_UNLISTED)}},
              "http://a20.test/pricing", "review", surface="pricing", reference=P.PRICING_V1,
              retry_failure="PAGE_REMOVED"),
    Situation("gone_for_good_with_look_alikes",
              {"a21.test": {"/careers": R(410, "<h1>Gone</h1>"),
                            "/": html(P.homepage(NAV + [("/about/team", "Team")],
                                                 "<p><a href='/blog/hiring-berlin'>We're hiring in Berlin</a></p>")),
                            "/about/team": html(team_page()), "/blog/hiring-berlin": html(hiring_post()),
                            "/sitemap.xml": xml("a21.test", ["/", "/about/team", "/blog/hiring-berlin", "/product"])}},
              "http://a21.test/careers", "review"),
    Situation("localized_copy_beside_the_default_language_page",
              {"a22.test": {"/": html(P.homepage()), "/jobs": NOT_FOUND,
                            "/sitemap.xml": xml("a22.test", ["/", "/de/", "/de/karriere", "/careers", "/product"]),
                            "/de/karriere": html(P.careers_untranslated_de()), "/careers": html(grown(25))}},
              "http://a22.test/jobs", "migrated", "http://a22.test/careers"),
    Situation("geo_redirect_to_another_language_with_hreflang",
              {"a23.test": {"/careers": moved("/de/karriere"),
                            "/de/karriere": html(P.careers_de().replace("<head>", "<head>" + HREFLANG)),
                            "/en/careers": html(P.CAREERS_V2), "/": moved("/de/"), "/de/": html(P.homepage_de())}},
              "http://a23.test/careers", "migrated", "http://a23.test/en/careers", status="redirected"),
    Situation("redirect_to_site_search",
              {"a24.test": {"/blog": moved("/?s=blog", 302), "/?s=blog": html(P.search_results("blog")),
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product")]))}},
              "http://a24.test/blog", "review", surface="blog", reference=P.blog_old(), status="redirected"),
    Situation("tag_archive_beside_the_moved_blog",
              {"a25.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/insights", "Insights")],
                                                 "<p><a href='/tag/company-news'>Company news</a></p>")),
                            "/blog": NOT_FOUND, "/tag/company-news": html(P.tag_archive("Company news")),
                            "/insights": html(P.blog_new("/insights/", "Insights - Acme Robotics")),
                            "/sitemap.xml": xml("a25.test", ["/", "/tag/company-news", "/insights"])}},
              "http://a25.test/blog", "migrated", "http://a25.test/insights", surface="blog", reference=P.blog_old()),
    Situation("third_party_mirror_in_the_footer",
              {"a26.test": {"/": html(P.homepage(footer=[("http://talentmirror.test/companies/acme-robotics", "Careers"),
                                                         ("/legal/privacy", "Privacy")])), "/careers": NOT_FOUND},
               "talentmirror.test": {"/companies/acme-robotics": html(P.aggregator_mirror())}},
              "http://a26.test/careers", "review", never=(("talentmirror.test", "/companies/acme-robotics"),)),
    Situation("robots_allow_inside_a_disallowed_folder",
              {"a27.test": {"/robots.txt": R(200, "User-agent: *\nDisallow: /company/\nAllow: /company/careers\n",
                                             "text/plain"),
                            "/": html(P.homepage(NAV + [("/company/careers", "Careers"), ("/company/team", "Team")])),
                            "/careers": NOT_FOUND, "/company/careers": html(P.CAREERS_V2)}},
              "http://a27.test/careers", "migrated", "http://a27.test/company/careers"),
    Situation("slow_site_whose_front_page_answers_503_then_200",
              {"a28.test": {"/robots.txt": slow(ALLOW), "/careers": slow(NOT_FOUND),
                            "/": [slow(R(503, "<h1>Service unavailable</h1>")),
                                  slow(html(P.homepage(NAV + [("/company/careers", "Careers")])))],
                            "/company/careers": slow(html(P.CAREERS_V2))}},
              "http://a28.test/careers", "migrated", "http://a28.test/company/careers"),
    Situation("front_page_rate_limited",
              {"a29.test": {"/careers": NOT_FOUND, "/": R(429, "Too many requests", headers={"Retry-After": "3600"}),
                            "/company/careers": html(P.CAREERS_V2)}},
              "http://a29.test/careers", "wait"),
    Situation("login_wall_401",
              {"a30.test": {"/careers": R(401, "<h1>Unauthorized</h1>",
                                          headers={"WWW-Authenticate": 'Basic realm="staff"'}),
                            "/": html(P.homepage(NAV + [("/careers", "Careers")]))}},
              "http://a30.test/careers", "review"),
    Situation("sso_login_redirect_on_another_host",
              {"a31.test": {"/careers": moved("http://sso.a31.test/login?return_to=http%3A%2F%2Fa31.test%2Fcareers", 302),
                            "/": html(P.homepage(NAV + [("/careers", "Careers")]))},
               "sso.a31.test": {"/login": html(P.LOGIN)}},
              "http://a31.test/careers", "review", status="redirected"),
    Situation("acquirer_careers_page",
              {"a33.test": {"/careers": moved("http://bigcorp.test/careers"), "/": html(P.homepage())},
               "bigcorp.test": {"/careers": html(P.BIGCORP_CAREERS),
                                "/": html(P.shell("BigCorp Logistics", "<h1>BigCorp</h1>",
                                                  [("/", "Home"), ("/careers", "Careers")]))}},
              "http://a33.test/careers", "review", status="redirected"),
    Situation("status_json_api_moved_to_a_hosted_status_page",
              {"status.a35.test": {"/api/v2/summary.json": moved("http://a35.statuspage.io/api/v2/summary.json")},
               "a35.statuspage.io": {"/api/v2/summary.json": R(200, status_json(P.COMPONENTS, "http://a35.statuspage.io"),
                                                                "application/json")}},
              "http://status.a35.test/api/v2/summary.json", "migrated", "http://a35.statuspage.io/api/v2/summary.json",
              surface="status", reference=status_json(P.COMPONENTS, "http://status.a35.test"), status="redirected",
              kind="status_json", website="http://a35.test/"),
    Situation("feed_moved_with_the_blog_to_a_subdomain",
              {"a36.test": {"/feed.xml": moved("http://blog.a36.test/rss/")},
               "blog.a36.test": {"/rss/": R(200, rss("blog.a36.test"), "application/rss+xml")}},
              "http://a36.test/feed.xml", "migrated", "http://blog.a36.test/rss/", surface="feed",
              reference=rss("a36.test"), status="redirected", kind="feed"),
    Situation("docs_now_behind_a_login",
              {"a37.test": {"/docs": moved("/login?next=/docs", 302), "/login": html(P.LOGIN),
                            "/": html(P.homepage(NAV + [("/docs", "Docs")]))}},
              "http://a37.test/docs", "review", surface="docs", reference=old_docs()),
    Situation("team_merged_into_the_about_page",
              {"a38.test": {"/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/about", "About")])),
                            "/team": NOT_FOUND, "/about": html(about_with_team())}},
              "http://a38.test/team", "migrated", "http://a38.test/about", surface="team", reference=team_old()),
    Situation("nav_link_behind_a_temporary_language_redirect",
              {"a39.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])), "/jobs": NOT_FOUND,
                            "/careers": moved("/en/careers", 302), "/en/careers": html(P.CAREERS_V2)}},
              "http://a39.test/jobs", "migrated", "http://a39.test/careers"),
    Situation("geo_redirect_to_a_translation_without_a_lang_attribute",
              {"a40.test": {"/careers": moved("/karriere"),
                            "/karriere": html(P.careers_de().replace("lang='de'", "").replace(
                                "<head>", "<head><link rel='alternate' hreflang='en' href='/en/careers'>")),
                            "/en/careers": html(P.CAREERS_V2), "/": html(P.homepage_de())}},
              "http://a40.test/careers", "migrated", "http://a40.test/en/careers", status="redirected"),
    Situation("redirect_to_a_single_job_ad",
              {"a34.test": {"/careers": moved("/careers/jobs/senior-robotics-engineer"),
                            "/careers/jobs/senior-robotics-engineer": html(P.job_ad()), "/": html(P.homepage())}},
              "http://a34.test/careers", "review"),
]


mk = S.mk  # make(hosts) → a started scripted web, stopped after the test
fresh, summary, cli_env, run_cli = S.fresh, S.summary, S.cli_env, S.run_cli


async def seed(pool: Any, tmp_path: Path, sit: Situation) -> int:
    website = sit.website or "/".join(sit.url.split("/")[:3]) + "/"
    sid = int(await S.seed(pool, FileBlobStore(tmp_path / "blobs"), url=sit.url, status=sit.status,
                           reference=sit.reference, surface=sit.surface, website=website))
    if sit.kind != "html":
        await pool.execute("UPDATE sensors SET kind = $2 WHERE sensor_id = $1", sid, sit.kind)
    return sid


async def successor_url(pool: Any, sid: int) -> str | None:
    return await pool.fetchval(
        "SELECT n.url FROM sensors o JOIN sensors n ON n.sensor_id = (o.config->>'successor_id')::bigint "
        "WHERE o.sensor_id = $1 AND o.status = 'retired' AND (n.config->>'predecessor_id')::bigint = o.sensor_id", sid)


async def check(pool: Any, sit: Situation, sid: int, rep: dict[str, Any], w: Any) -> None:
    """The situation's expectations against one report and the database after it."""
    assert rep["decision"] == sit.expect, summary(rep)
    assert await successor_url(pool, sid) == (sit.target if sit.expect == "migrated" else None), summary(rep)
    if sit.expect == "migrated":
        assert rep["detail"]["url"] == sit.target, summary(rep)
    status = await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid)
    assert status == {"migrated": "retired", "recovered": "active"}.get(sit.expect, sit.status), summary(rep)
    reviews = await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1 AND kind = 'sensor_migration'",
                                  sid)
    assert reviews == (1 if sit.expect == "review" else 0), summary(rep)
    for host, path in sit.never:
        assert w.paths[(host, path)] == 0, summary(rep)
    if sit.retry_failure is not None:
        assert [t for t in rep["tried"] if t["role"] == "retry"][-1]["failure"] == sit.retry_failure, summary(rep)
    hosts = set(sit.hosts)
    assert sum(n for h, n in w.counts.items() if h in hosts) == rep["requests"] <= 6, summary(rep)


@pytest.mark.parametrize("sit", SITUATIONS, ids=[s.name for s in SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, mk: Any, sit: Situation) -> None:
    w = await mk(fresh(sit.hosts))
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)


async def test_every_situation_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """All situations at once through `changewire repair --json --sensor ...` (one process, one robots.txt
    cache and one politeness table for all), with the same expectations as one by one."""
    hosts: dict[str, dict[str, Any]] = {}
    for sit in SITUATIONS:
        assert not set(sit.hosts) & set(hosts), sit.name
        hosts.update(fresh(sit.hosts))
    w = await mk(hosts)
    # the one-by-one runs left politeness state (a 429's block) behind: every site starts afresh
    await pool.execute("UPDATE domains SET blocked_until = NULL, blocked_reason = NULL, next_slot_at = '-infinity', "
                       "in_flight = 0")
    sids = [await seed(pool, tmp_path, sit) for sit in SITUATIONS]
    args = [a for sid in sids for a in ("--sensor", str(sid))]
    code, out, err = await run_cli(cli_env(db_url, tmp_path, w.connect_to()), "--json", *args)
    assert code == 0, err
    reports = {r["sensor_id"]: r for r in json.loads(out)}
    assert list(reports) == sids
    wrong = []
    for sit, sid in zip(SITUATIONS, sids):
        try:
            await check(pool, sit, sid, reports[sid], w)
        except AssertionError as exc:
            wrong.append(f"{sit.name}: {exc}")
    assert not wrong, "\n".join(wrong)


# ------------------------------------------------------------------ http → https (TLS: through the CLI only,
# whose process trusts the test's certificate authority through SSL_CERT_FILE)


def _certificates(tmp: Path, hosts: list[str]) -> tuple[Path, Path, Path]:
    ca_key, ca, key, csr, crt, ext = (tmp / n for n in ("ca.key", "ca.pem", "leaf.key", "leaf.csr", "leaf.pem", "ext"))
    run = lambda *a: subprocess.run(["openssl", *a], check=True, capture_output=True, timeout=60)  # noqa: E731
    run("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(ca_key), "-out", str(ca), "-days", "2",
        "-subj", "/CN=changewire test CA", "-addext", "basicConstraints=critical,CA:TRUE",
        "-addext", "keyUsage=critical,keyCertSign,cRLSign")
    run("req", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(csr), "-subj", f"/CN={hosts[0]}")
    ext.write_text("subjectAltName=" + ",".join(f"DNS:{h}" for h in hosts) + "\nbasicConstraints=CA:FALSE\n"
                   "keyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n")
    run("x509", "-req", "-in", str(csr), "-CA", str(ca), "-CAkey", str(ca_key), "-CAcreateserial", "-out", str(crt),
        "-days", "2", "-extfile", str(ext))
    return ca, crt, key


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl not installed")
async def test_an_http_to_https_move_through_the_cli(pool: Any, tmp_path: Path, db_url: str) -> None:
    # expected before running: the http URL 301s to the same path over https, same content → migrated to
    # the https URL (its canonical form); a second sensor whose http URL 301s to https://www. and a new path
    # → migrated there; each within 6 requests
    ca, crt, key = _certificates(tmp_path, ["a32.test", "www.b32.test"])
    plain = Web({"a32.test": {"/careers": moved("https://a32.test/careers")},
                 "b32.test": {"/jobs": moved("https://www.b32.test/company/careers")}})
    secure_hosts = {"a32.test": {"/careers": html(P.CAREERS_V1.replace("2024", "2026"))},
                    "www.b32.test": {"/company/careers": html(P.CAREERS_V2)}}
    counts: dict[str, int] = {}

    async def handle(request: web.Request) -> web.StreamResponse:
        host = (request.host or "").split(":")[0]
        counts[host] = counts.get(host, 0) + 1
        r = secure_hosts.get(host, {}).get(request.path) or (ALLOW if request.path == "/robots.txt" else NOT_FOUND)
        return web.Response(status=r.status, body=r.body.encode(), headers={"Content-Type": r.ctype})

    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(crt, key)
    app = web.Application()
    app.router.add_route("GET", "/{tail:.*}", handle)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    tls = web.TCPSite(runner, "127.0.0.2", 0, ssl_context=ctx)
    await tls.start()
    tls_port = tls._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    await plain.start()
    try:
        connect_to = ",".join([f"a32.test:80=127.0.0.2:{plain.port}", f"b32.test:80=127.0.0.2:{plain.port}",
                               f"a32.test:443=127.0.0.2:{tls_port}", f"www.b32.test:443=127.0.0.2:{tls_port}"])
        blobs = FileBlobStore(tmp_path / "blobs")
        a = int(await S.seed(pool, blobs, url="http://a32.test/careers", status="redirected",
                             website="http://a32.test/"))
        b = int(await S.seed(pool, blobs, url="http://b32.test/jobs", status="redirected", website="http://b32.test/"))
        code, out, err = await run_cli(cli_env(db_url, tmp_path, connect_to, SSL_CERT_FILE=str(ca)),
                                       "--json", "--sensor", str(a), "--sensor", str(b))
        assert code == 0, err
        ra, rb = json.loads(out)
        assert ra["decision"] == "migrated" and ra["detail"]["url"] == "https://a32.test/careers", summary(ra)
        assert rb["decision"] == "migrated" and rb["detail"]["url"] == "https://www.b32.test/company/careers", summary(rb)
        assert await successor_url(pool, a) == "https://a32.test/careers"
        assert await successor_url(pool, b) == "https://www.b32.test/company/careers"
        assert ra["requests"] <= 6 and rb["requests"] <= 6
        assert sum(plain.counts.values()) + sum(counts.values()) == ra["requests"] + rb["requests"]
    finally:
        await plain.stop()
        await runner.cleanup()


# ------------------------------------------------------------------ the service: sensor.status_changed drives them


async def test_the_service_decides_as_the_cli(pool: Any, tmp_path: Path, db_url: str, nats_url: str,
                                              nats_prefix: str, mk: Any) -> None:
    """Four situations through the running repair service, each woken by its `sensor.status_changed`
    event: the same decisions as through the function and the CLI, and the migration's events published."""
    from changewire_common.embedded import free_port
    from changewire_common.events import SensorStatusChanged
    from changewire_common.outbox import enqueue
    from changewire_common.service import run_service
    from changewire_repair import store
    from changewire_repair.app import wire

    chosen = [s for s in SITUATIONS if s.name in ("stub_linking_out_to_lever", "redirect_to_site_search",
                                                  "front_page_rate_limited", "login_wall_401")]
    hosts: dict[str, dict[str, Any]] = {}
    for sit in chosen:
        hosts.update(fresh(sit.hosts))
    w = await mk(hosts)
    await pool.execute("UPDATE domains SET blocked_until = NULL, blocked_reason = NULL, next_slot_at = '-infinity', "
                       "in_flight = 0")
    settings = RepairSettings(
        database_url=db_url, nats_url=nats_url, nats_prefix=nats_prefix, metrics_port=free_port(),
        metrics_host="127.0.0.1", data_dir=str(tmp_path), politeness_spacing_s=0.0, connect_to=w.connect_to(),
        fetch_allow_cidrs=("127.0.0.2/32",), sweep_poll_s=0.2, sweep_interval_s=3600.0, outbox_poll_s=0.2)
    sids = [int(await S.seed(pool, FileBlobStore(settings.blob_root), url=s.url, status=s.status, reference=s.reference,
                             surface=s.surface, website="/".join(s.url.split("/")[:3]) + "/")) for s in chosen]
    async with pool.acquire() as conn:
        await store.mark_sweep_started(conn)  # no start-up sweep: the events alone
    stop = asyncio.Event()
    ready = asyncio.Event()
    task = asyncio.create_task(run_service("repair", settings, wire, stop=stop, install_signals=False,
                                           ready_event=ready))
    try:
        await asyncio.wait_for(ready.wait(), 30)
        async with pool.acquire() as conn, conn.transaction():
            for sit, sid in zip(chosen, sids):
                await enqueue(conn, SensorStatusChanged(sensor_id=sid, from_status="active", to_status=sit.status,
                                                        reason="test", failure_class="PAGE_REMOVED"))
        loop = asyncio.get_running_loop()
        end = loop.time() + 60
        outcomes: dict[int, str] = {}
        while loop.time() < end and len(outcomes) < len(sids):
            for sid in sids:
                kind = await pool.fetchval("SELECT config->'repair'->>'decision' FROM sensors WHERE sensor_id = $1",
                                           sid)
                kind = kind or await pool.fetchval("SELECT config->'repair'->>'kind' FROM sensors WHERE sensor_id = $1",
                                                   sid)
                if kind:
                    outcomes[sid] = kind
            await asyncio.sleep(0.2)
        assert {s.name: outcomes.get(sid) for s, sid in zip(chosen, sids)} == {s.name: s.expect for s in chosen}
        for sit, sid in zip(chosen, sids):
            assert await successor_url(pool, sid) == sit.target
        migrated = sids[[s.expect for s in chosen].index("migrated")]
        payloads = [json.loads(bytes(p)) for p in await pool.fetchval(
            "SELECT array_agg(payload) FROM outbox WHERE subject LIKE '%sensor.migrated'")]
        assert [p["old_sensor_id"] for p in payloads].count(migrated) == 1
    finally:
        stop.set()
        assert await asyncio.wait_for(task, 60) == 0
