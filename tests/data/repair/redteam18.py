"""The situations of repair's eighteenth red-team round (tests/integration/test_repair_redteam18.py runs them): broken
sensors of kinds OTHER than an HTML page — feeds (`/feed/` gone after a move off WordPress, the feed URL answering the
HTML front page, a feed moved to another host), sitemaps (`/sitemap.xml` replaced by the index robots.txt names), job
board APIs (`ats`: a board token renamed, the company moved to another vendor, the board closed while the careers page
says it is not hiring), status APIs (`status_json`: the status page moved to another vendor or host) and JSON APIs
(`json`: a version bump, /api/v1/… → /api/v2/…, migrated only with evidence). The situation table with the
expectations written before the first run, and the strict xfails.

As from round 13, the reference of a sensor that does not read HTML is the canonical text the differ stores for it
(`redteam13.canon`). Loaded by path (tests/ is not a package), after sites.py, pages.py and rounds 9-13's modules
(whose page, feed, sitemap, board and status builders it reuses).
"""
from __future__ import annotations

import json
from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T10: Any = load_module("repair_redteam10", "data/repair/redteam10.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)
T13: Any = load_module("repair_redteam13", "data/repair/redteam13.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
JOBS, POSTS = P.JOBS, P.POSTS
Situation = S.Situation
rss, feed, jsn = T9.rss, T9.feed, T10.jsn
menu, site_home, robots, gh_api = T12.menu, T12.site_home, T12.robots, T12.gh_api
canon, smx, urlset, sitemapindex, SITE_PATHS = T13.canon, T13.smx, T13.urlset, T13.sitemapindex, T13.SITE_PATHS
ats_ref, lever_api, GH_404, LEVER_404 = T13.ats_ref, T13.lever_api, T13.GH_404, T13.LEVER_404
status_situation, statuspage_summary, betterstack_index, status_html = (
    T13.status_situation, T13.statuspage_summary, T13.betterstack_index, T13.status_html)

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"jobs.lever.co", "api.lever.co", "boards.greenhouse.io", "boards-api.greenhouse.io",
                          "jobs.ashbyhq.com", "api.ashbyhq.com", "apply.workable.com"})

C = "/careers"

# ------------------------------------------------------------------ feeds


def feed_ref(url: str) -> str:
    """The differ's canonical text of the old feed (WordPress's RSS of the blog's posts) at `url`."""
    host = url.split("/")[2]
    return canon(wp_rss(host), "feed", "feed", url)


def wp_rss(host: str) -> str:
    """WordPress's /feed/: RSS 2.0 with its namespaces, `<atom:link rel=self>`, content:encoded, categories."""
    items = "".join(f"<item><title>{t}</title><link>http://{host}/blog/{u}/</link><dc:creator><![CDATA[Acme team]]>"
                    f"</dc:creator><pubDate>{d}</pubDate><category><![CDATA[News]]></category><guid isPermaLink="
                    f"'false'>http://{host}/?p={100 + i}</guid><description><![CDATA[{x}]]></description><content:"
                    f"encoded><![CDATA[<p>{x}</p>]]></content:encoded></item>" for i, (t, u, d, x) in enumerate(POSTS))
    return ("<?xml version='1.0' encoding='UTF-8'?><rss version='2.0' xmlns:content='http://purl.org/rss/1.0/modules/"
            "content/' xmlns:dc='http://purl.org/dc/elements/1.1/' xmlns:atom='http://www.w3.org/2005/Atom'><channel>"
            f"<title>Acme Robotics</title><atom:link href='http://{host}/feed/' rel='self' type='application/rss+xml'/>"
            f"<link>http://{host}</link><description>Warehouse robots</description><language>en-US</language>"
            f"<generator>https://wordpress.org/?v=6.4.2</generator>{items}</channel></rss>")


def next_rss(host: str, path: str, extra: list[tuple[str, str, str, str]] = ()) -> str:  # type: ignore[assignment]
    """The new site's feed (Next.js / Astro `@astrojs/rss`): the same posts at new addresses, maybe a newer post."""
    rows = list(extra) + list(POSTS)
    items = "".join(f"<item><title>{t}</title><link>http://{host}{path}{u}</link><guid>http://{host}{path}{u}</guid>"
                    f"<description>{x}</description><pubDate>{d}</pubDate></item>" for t, u, d, x in rows)
    return ("<?xml version='1.0' encoding='UTF-8'?><rss version='2.0'><channel><title>Acme Robotics Blog</title>"
            f"<description>Stories from Acme Robotics</description><link>http://{host}{path}</link>{items}</channel>"
            "</rss>")


def hugo_rss(host: str) -> str:
    """Hugo's /index.xml: `Recent content on …`, `<atom:link rel=self>`."""
    items = "".join(f"<item><title>{t}</title><link>http://{host}/posts/{u}/</link><pubDate>{d}</pubDate><guid>"
                    f"http://{host}/posts/{u}/</guid><description>{x}</description></item>" for t, u, d, x in POSTS)
    return ("<?xml version='1.0' encoding='utf-8' standalone='yes'?><rss version='2.0' xmlns:atom='http://www.w3.org/"
            f"2005/Atom'><channel><title>Acme Robotics</title><link>http://{host}/</link><description>Recent content on "
            f"Acme Robotics</description><generator>Hugo</generator><language>en-us</language><atom:link href='http://"
            f"{host}/index.xml' rel='self' type='application/rss+xml'/>{items}</channel></rss>")


NEW_POST = [("Acme raises its Series C", "series-c", "2026-11-30", "A new round to open sites in North America.")]


def new_blog(head: str = "", footer: list[tuple[str, str]] | None = None, prefix: str = "/blog/",
             nav: list[tuple[str, str]] | None = None) -> str:
    """The blog's index on the new site (cards of the same posts)."""
    cards = "".join(f"<a class='card' href='{prefix}{u}'><h2>{t}</h2><time>{d}</time><p>{x}</p></a>"
                    for t, u, d, x in NEW_POST + POSTS)
    return P.shell("Blog | Acme Robotics", f"<h1>Blog</h1><div class='grid'>{cards}</div>",
                   nav or menu(("/blog", "Blog")), footer, head)


def alt(href: str, title: str = "Acme Robotics Blog", typ: str = "application/rss+xml") -> str:
    return f"<link rel='alternate' type='{typ}' title='{title}' href='{href}'>"


PODCAST_RSS = ("<?xml version='1.0' encoding='UTF-8'?><rss version='2.0' xmlns:itunes='http://www.itunes.com/dtds/"
               "podcast-1.0.dtd'><channel><title>The Warehouse Floor - a podcast by Acme Robotics</title><link>"
               "http://y07.test/podcast</link><itunes:author>Acme Robotics</itunes:author>"
               + "".join(f"<item><title>Episode {n}: {t}</title><enclosure url='http://cdn.y07.test/ep{n}.mp3' "
                         f"type='audio/mpeg' length='1'/><pubDate>2026-1{n % 2}-0{n}</pubDate></item>"
                         for n, t in enumerate(["Peak season with a parcel carrier", "Hiring robot technicians",
                                                "What a WMS integration really costs", "Cold storage automation"], 1))
               + "</channel></rss>")

# ------------------------------------------------------------------ sitemaps


def sitemap_ref(host: str) -> str:
    return canon(urlset(host, SITE_PATHS), "sitemap", "homepage", f"http://{host}/sitemap.xml")


def yoast(host: str) -> dict[str, R]:
    """Yoast's index and its children: the same pages and posts."""
    return {"/sitemap_index.xml": smx(sitemapindex(host, ["/post-sitemap.xml", "/page-sitemap.xml"])),
            "/post-sitemap.xml": smx(urlset(host, [p for p in SITE_PATHS if p.startswith("/blog/")], "2026-11-28")),
            "/page-sitemap.xml": smx(urlset(host, [p for p in SITE_PATHS if not p.startswith("/blog/")], "2026-11-28"))}


def news_sitemap(host: str) -> str:
    """A Google News sitemap: the last two days' posts only."""
    return ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
            'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><url><loc>http://' + host + '/blog/series-c'
            '</loc><news:news><news:publication><news:name>Acme Robotics</news:name><news:language>en</news:language>'
            '</news:publication><news:publication_date>2026-11-30</news:publication_date><news:title>Acme raises its '
            'Series C</news:title></news:news></url></urlset>')

# ------------------------------------------------------------------ job boards


def careers_linking(board: str, label: str = "See all open roles") -> str:
    return P.shell("Careers - Acme Robotics", T9.INTRO + f"<p><a class='btn' href='{board}'>{label}</a></p>",
                   menu((C, "Careers")))


NO_OPEN_ROLES = P.shell("Careers - Acme Robotics", T9.INTRO + "<section class='openings'><h2>Open roles</h2><p>We "
                        "have no open roles at the moment. We post new positions here first - follow us on LinkedIn "
                        "to hear about them.</p></section>", menu((C, "Careers")))


def ats(url: str) -> str:
    return ats_ref(JOBS, url)

# ------------------------------------------------------------------ JSON APIs

PLANS = [{"id": "starter", "name": "Starter", "price_per_robot_month": 1290, "currency": "EUR", "min_robots": 2,
          "features": ["Fleet dashboard", "Mission planner", "Email support"]},
         {"id": "growth", "name": "Growth", "price_per_robot_month": 1190, "currency": "EUR", "min_robots": 10,
          "features": ["Fleet dashboard", "Mission planner", "Fleet API", "Webhooks", "Phone support"]},
         {"id": "enterprise", "name": "Enterprise", "price_per_robot_month": None, "currency": "EUR",
          "min_robots": 50, "features": ["Everything in Growth", "Single sign-on", "Dedicated success manager"]}]


def plans_v1() -> str:
    return json.dumps({"plans": PLANS, "updated": "2026-11-01"})


def plans_v2() -> str:
    """v2 wraps the same plans in a JSON:API-style envelope (`data`, `meta`), the keys camelCased."""
    return json.dumps({"data": [{"id": p["id"], "type": "plan", "attributes": {
        "name": p["name"], "pricePerRobotMonth": p["price_per_robot_month"], "currency": p["currency"],
        "minRobots": p["min_robots"], "features": p["features"]}} for p in PLANS],
        "meta": {"apiVersion": "2", "updated": "2026-11-28"}})


def plans_v2_other() -> str:
    """A v2 rebuilt around usage-based prices: no plan of v1 left."""
    return json.dumps({"data": [{"id": "payg", "type": "price", "attributes": {"name": "Pay as you go",
                                                                              "perMission": 0.42, "currency": "EUR"}},
                                {"id": "commit", "type": "price", "attributes": {"name": "Annual commitment",
                                                                                "perMission": 0.31, "currency": "EUR"}}],
                       "meta": {"apiVersion": "2"}})


def plans_ref(url: str) -> str:
    return canon(plans_v1(), "json", "pricing", url)


def json_situation(name: str, hosts: dict[str, dict[str, Any]], url: str, expect: str, target: str | None = None,
                   **kw: Any) -> Any:
    host = url.split("/")[2]
    return Situation(name, hosts, url, expect, target, surface="pricing", kind="json", reference=plans_ref(url),
                     website=kw.pop("website", "http://" + host.removeprefix("api.") + "/"), **kw)


JSON_410 = R(410, json.dumps({"error": {"code": "gone", "message": "API v1 was retired on 2026-11-15."}}),
             "application/json")

# ------------------------------------------------------------------ the situations

SITUATIONS = [
    # ================================================================ feeds
    # off WordPress: /feed/ 404; the menu links /blog whose head announces the new feed at /rss.xml
    Situation("feed_wordpress_feed_404_blog_page_head_announces_rss_xml",
              {"y01.test": {"/feed/": NOT_FOUND, "/": site_home(menu(("/blog", "Blog"))),
                            "/blog": html(new_blog(alt("/rss.xml"))),
                            "/rss.xml": feed(next_rss("y01.test", "/blog/", NEW_POST))}},
              "http://y01.test/feed/", "migrated", "http://y01.test/rss.xml", surface="feed", kind="feed",
              reference=feed_ref("http://y01.test/feed/")),
    # the same, the feed at /blog/rss (no extension, as Ghost-like and Webflow CMS exports name it)
    Situation("feed_wordpress_feed_404_blog_page_head_announces_blog_rss",
              {"y02.test": {"/feed/": NOT_FOUND, "/": site_home(menu(("/blog", "Blog"))),
                            "/blog": html(new_blog(alt("/blog/rss"))),
                            "/blog/rss": feed(next_rss("y02.test", "/blog/"))}},
              "http://y02.test/feed/", "migrated", "http://y02.test/blog/rss", surface="feed", kind="feed",
              reference=feed_ref("http://y02.test/feed/")),
    # Hugo's /index.xml, announced nowhere in a head: only the footer's RSS icon links it
    Situation("feed_wordpress_feed_404_footer_rss_icon_links_hugo_index_xml",
              {"y03.test": {"/feed/": NOT_FOUND,
                            "/": site_home(menu(("/posts/", "Blog")), [("/legal/privacy", "Privacy"),
                                                                        ("/index.xml", "RSS")]),
                            "/posts/": html(new_blog(prefix="/posts/", nav=menu(("/posts/", "Blog")))),
                            "/index.xml": feed(hugo_rss("y03.test"))}},
              "http://y03.test/feed/", "migrated", "http://y03.test/index.xml", surface="feed", kind="feed",
              reference=feed_ref("http://y03.test/feed/")),
    # the new site has a feed at /rss.xml but announces and links it nowhere: no evidence — a person finds it (never a
    # guessed path)
    Situation("feed_404_new_feed_announced_nowhere",
              {"y04.test": {"/feed/": NOT_FOUND, "/": site_home(menu(("/blog", "Blog"))),
                            "/blog": html(new_blog()), "/rss.xml": feed(next_rss("y04.test", "/blog/"))}},
              "http://y04.test/feed/", "review", surface="feed", kind="feed",
              reference=feed_ref("http://y04.test/feed/"), never=(("y04.test", "/rss.xml"),)),
    # the new framework answers every unknown path with its front page (200 HTML): the front page's head announces the
    # feed
    Situation("feed_url_answers_the_html_front_page_whose_head_announces_the_feed",
              {"y05.test": {"/feed/": site_home(menu(("/blog", "Blog")), head=alt("/rss.xml")),
                            "/": site_home(menu(("/blog", "Blog")), head=alt("/rss.xml")),
                            "/rss.xml": feed(next_rss("y05.test", "/blog/"))}},
              "http://y05.test/feed/", "migrated", "http://y05.test/rss.xml", surface="feed", kind="feed",
              reference=feed_ref("http://y05.test/feed/")),
    # the same, the front page announcing nothing; the blog page does
    Situation("feed_url_answers_the_html_front_page_blog_page_announces_the_feed",
              {"y06.test": {"/feed/": site_home(menu(("/blog", "Blog"))), "/": site_home(menu(("/blog", "Blog"))),
                            "/blog": html(new_blog(alt("/blog/feed.xml"))),
                            "/blog/feed.xml": feed(next_rss("y06.test", "/blog/"))}},
              "http://y06.test/feed/", "migrated", "http://y06.test/blog/feed.xml", surface="feed", kind="feed",
              reference=feed_ref("http://y06.test/feed/")),
    # the feed URL answers the HTML front page and the only feed announced is the company's podcast: never "recovered"
    # on an HTML page, never migrated to the podcast — review
    Situation("feed_url_answers_the_html_front_page_only_a_podcast_feed_announced",
              {"y07.test": {"/feed/": site_home(menu(("/podcast", "Podcast")), head=alt("/podcast.xml", "Podcast")),
                            "/": site_home(menu(("/podcast", "Podcast")), head=alt("/podcast.xml", "Podcast")),
                            "/podcast.xml": feed(PODCAST_RSS)}},
              "http://y07.test/feed/", "review", surface="feed", kind="feed",
              reference=feed_ref("http://y07.test/feed/")),
    # blog.acme.com/feed → acme.com/blog/feed.xml: the blog subdomain no longer resolves; the company's menu links
    # /blog, whose head announces the feed
    Situation("feed_on_a_gone_blog_subdomain_main_site_blog_announces_feed_xml",
              {"y08.test": {"/": site_home(menu(("/blog", "Blog"))), "/blog": html(new_blog(alt("/blog/feed.xml"))),
                            "/blog/feed.xml": feed(next_rss("y08.test", "/blog/"))}},
              "http://blog.y08.test/feed", "migrated", "http://y08.test/blog/feed.xml", surface="feed", kind="feed",
              reference=feed_ref("http://blog.y08.test/feed"), website="http://y08.test/"),
    # the blog subdomain 301s every path to the main site's blog page (HTML), whose head announces the feed
    Situation("feed_on_a_blog_subdomain_301_to_the_main_sites_blog_page",
              {"blog.y09.test": {"*": moved("http://y09.test/blog")},
               "y09.test": {"/blog": html(new_blog(alt("http://y09.test/blog/feed.xml"))),
                            "/blog/feed.xml": feed(next_rss("y09.test", "/blog/", NEW_POST))}},
              "http://blog.y09.test/feed", "migrated", "http://y09.test/blog/feed.xml", surface="feed", kind="feed",
              reference=feed_ref("http://blog.y09.test/feed"), website="http://y09.test/", status="redirected",
              config={"redirect_url": "http://y09.test/blog"}),

    # ================================================================ sitemaps
    # /sitemap.xml answers the HTML front page (200) after a move to Yoast; robots.txt names the index
    Situation("sitemap_xml_answers_the_html_front_page_robots_names_sitemap_index",
              {"y10.test": {"/sitemap.xml": site_home(menu()), "/": site_home(menu()),
                            "/robots.txt": robots("Disallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\n"
                                                  "Sitemap: http://y10.test/sitemap_index.xml"), **yoast("y10.test")}},
              "http://y10.test/sitemap.xml", "migrated", "http://y10.test/sitemap_index.xml", surface="homepage",
              kind="sitemap", reference=sitemap_ref("y10.test")),
    # /sitemap.xml 410; robots.txt names a Google News sitemap first, then the index
    Situation("sitemap_xml_410_robots_names_a_news_sitemap_then_the_index",
              {"y11.test": {"/sitemap.xml": T9.GONE,
                            "/robots.txt": robots("Allow: /\nSitemap: http://y11.test/news-sitemap.xml\n"
                                                  "Sitemap: http://y11.test/sitemap_index.xml"),
                            "/news-sitemap.xml": smx(news_sitemap("y11.test")), **yoast("y11.test")}},
              "http://y11.test/sitemap.xml", "migrated", "http://y11.test/sitemap_index.xml", surface="homepage",
              kind="sitemap", reference=sitemap_ref("y11.test")),
    # /sitemap.xml 404 and robots.txt names no sitemap: no evidence — review (no guessed path)
    Situation("sitemap_xml_404_robots_names_no_sitemap",
              {"y12.test": {"/sitemap.xml": NOT_FOUND, "/robots.txt": robots("Disallow: /wp-admin/"),
                            **yoast("y12.test")}},
              "http://y12.test/sitemap.xml", "review", surface="homepage", kind="sitemap",
              reference=sitemap_ref("y12.test"), never=(("y12.test", "/sitemap_index.xml"),)),

    # ================================================================ job board APIs (`ats`)
    # a Workable account renamed: the widget API 404s; the careers page links the new board
    Situation("workable_api_404_account_renamed_careers_page_links_the_new_board",
              {"apply.workable.com": {"/api/v1/widget/accounts/acmey13": R(404, json.dumps(
                  {"error": "Not found"}), "application/json"),
                  "/api/v1/widget/accounts/acme-robotics-y13": T12.workable_api(JOBS, "acme-robotics-y13"),
                  "/acme-robotics-y13/": html(T10.js_shell("Acme Robotics - Careers"))},
               "y13.test": {"/": site_home(menu((C, "Careers"))),
                            C: html(careers_linking("http://apply.workable.com/acme-robotics-y13/"))}},
              "http://apply.workable.com/api/v1/widget/accounts/acmey13", "migrated",
              "http://apply.workable.com/api/v1/widget/accounts/acme-robotics-y13", kind="ats",
              reference=ats("http://apply.workable.com/api/v1/widget/accounts/acmey13"), entities=tuple(JOBS),
              website="http://y13.test/", config={"vendor": "workable", "token": "acmey13"}),
    # an Ashby organisation renamed: the posting API 404s; the company's menu links the new board
    Situation("ashby_api_404_org_renamed_menu_links_the_new_board",
              {"api.ashbyhq.com": {"/posting-api/job-board/acmey14": R(404, json.dumps(
                  {"success": False, "errors": ["Job board not found"]}), "application/json"),
                  "/posting-api/job-board/acme-robotics-y14": T10.ashby_api(JOBS, "acme-robotics-y14")},
               "y14.test": {"/": site_home(menu(("http://jobs.ashbyhq.com/acme-robotics-y14", "Careers")))}},
              "http://api.ashbyhq.com/posting-api/job-board/acmey14", "migrated",
              "http://api.ashbyhq.com/posting-api/job-board/acme-robotics-y14", kind="ats",
              reference=ats("http://api.ashbyhq.com/posting-api/job-board/acmey14"), entities=tuple(JOBS),
              website="http://y14.test/", config={"vendor": "ashby", "token": "acmey14"}),
    # Greenhouse → Lever: the Greenhouse board 404s; the careers page links the Lever board; its API is the successor
    Situation("greenhouse_api_404_company_moved_to_lever_careers_page_links_it",
              {"boards-api.greenhouse.io": {"/v1/boards/acmey15/jobs": GH_404},
               "api.lever.co": {"/v0/postings/acmey15": lever_api(JOBS, "acmey15")},
               "y15.test": {"/": site_home(menu((C, "Careers"))),
                            C: html(careers_linking("http://jobs.lever.co/acmey15"))}},
              "http://boards-api.greenhouse.io/v1/boards/acmey15/jobs", "migrated",
              "http://api.lever.co/v0/postings/acmey15?mode=json", kind="ats",
              reference=ats("http://boards-api.greenhouse.io/v1/boards/acmey15/jobs"), entities=tuple(JOBS),
              website="http://y15.test/", config={"vendor": "greenhouse", "token": "acmey15"}),
    # Lever → Ashby: the Lever postings API 404s; the company's menu links the Ashby board
    Situation("lever_api_404_company_moved_to_ashby_menu_links_it",
              {"api.lever.co": {"/v0/postings/acmey16": LEVER_404},
               "api.ashbyhq.com": {"/posting-api/job-board/acmey16": T10.ashby_api(JOBS, "acmey16")},
               "y16.test": {"/": site_home(menu(("http://jobs.ashbyhq.com/acmey16", "Careers")))}},
              "http://api.lever.co/v0/postings/acmey16?mode=json", "migrated",
              "http://api.ashbyhq.com/posting-api/job-board/acmey16", kind="ats",
              reference=ats("http://api.lever.co/v0/postings/acmey16?mode=json"), entities=tuple(JOBS),
              website="http://y16.test/", config={"vendor": "lever", "token": "acmey16"}),
    # Greenhouse → Workable: the careers page embeds Workable's widget script for the same account name
    Situation("greenhouse_api_404_careers_page_embeds_a_workable_widget",
              {"boards-api.greenhouse.io": {"/v1/boards/acmey17/jobs": GH_404},
               "apply.workable.com": {"/api/v1/widget/accounts/acmey17": T12.workable_api(JOBS, "acmey17")},
               "y17.test": {"/": site_home(menu((C, "Careers"))),
                            C: html(P.shell("Careers - Acme Robotics", T9.INTRO + "<h2>Open roles</h2><div id='"
                                            "whr_embed_hook'></div><script src='http://www.workable.com/assets/embed.js"
                                            "' type='text/javascript'></script><script type='text/javascript'>whr("
                                            "document).ready(function(){whr_embed(600117, {detail: 'titles', base: "
                                            "'jobs', zoom: 'country', grouping: 'none'});});</script><p><a href='http:"
                                            "//apply.workable.com/acmey17/'>View all jobs on Workable</a></p>",
                                            menu((C, "Careers"))))}},
              "http://boards-api.greenhouse.io/v1/boards/acmey17/jobs", "migrated",
              "http://apply.workable.com/api/v1/widget/accounts/acmey17", kind="ats",
              reference=ats("http://boards-api.greenhouse.io/v1/boards/acmey17/jobs"), entities=tuple(JOBS),
              website="http://y17.test/", config={"vendor": "greenhouse", "token": "acmey17"}),
    # the board closed (Greenhouse 404) and the careers page says there are no open roles, linking no board: not a
    # move — a person decides (retire the sensor, or wait for the next hiring round)
    Situation("greenhouse_api_404_board_closed_careers_page_says_no_open_roles",
              {"boards-api.greenhouse.io": {"/v1/boards/acmey18/jobs": GH_404},
               "y18.test": {"/": site_home(menu((C, "Careers"))), C: html(NO_OPEN_ROLES)}},
              "http://boards-api.greenhouse.io/v1/boards/acmey18/jobs", "review", kind="ats",
              reference=ats("http://boards-api.greenhouse.io/v1/boards/acmey18/jobs"), entities=tuple(JOBS),
              website="http://y18.test/", config={"vendor": "greenhouse", "token": "acmey18"}),
    # the Lever account still answers, with no postings (`[]`), while the careers page says there are no open roles:
    # the board is alive and empty — recovered, not migrated, not reviewed
    Situation("lever_api_answers_an_empty_list_careers_page_says_no_open_roles",
              {"api.lever.co": {"/v0/postings/acmey19": jsn([])},
               "y19.test": {"/": site_home(menu((C, "Careers"))), C: html(NO_OPEN_ROLES)}},
              "http://api.lever.co/v0/postings/acmey19?mode=json", "recovered", kind="ats",
              reference=ats("http://api.lever.co/v0/postings/acmey19?mode=json"), entities=tuple(JOBS),
              website="http://y19.test/", config={"vendor": "lever", "token": "acmey19"}),
    # trap: Greenhouse 404; the careers page links a Lever board of the SAME token whose openings are another
    # company's (a name clash on Lever) — review
    Situation("greenhouse_api_404_careers_page_links_a_lever_board_of_other_openings",
              {"boards-api.greenhouse.io": {"/v1/boards/acmey20/jobs": GH_404},
               "api.lever.co": {"/v0/postings/acmey20": lever_api(T10.OTHER_JOBS, "acmey20")},
               "y20.test": {"/": site_home(menu((C, "Careers"))),
                            C: html(careers_linking("http://jobs.lever.co/acmey20"))}},
              "http://boards-api.greenhouse.io/v1/boards/acmey20/jobs", "review", kind="ats",
              reference=ats("http://boards-api.greenhouse.io/v1/boards/acmey20/jobs"), entities=tuple(JOBS),
              website="http://y20.test/", config={"vendor": "greenhouse", "token": "acmey20"}),

    # ================================================================ status APIs (`status_json`)
    # the custom status host no longer resolves; the company's footer links the new status host (still Statuspage)
    status_situation(
        "statuspage_status_host_gone_footer_links_a_new_status_host_on_statuspage",
        "y21", {"y21.test": {"/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                     ("http://status.acmey21.com/", "System status")])},
                "status.acmey21.com": {"/": html(P.statuspage_hosted()),
                                       "/api/v2/summary.json": jsn(json.loads(statuspage_summary(
                                           "Acme Robotics", "status.acmey21.com")))}},
        "http://status.y21.test/api/v2/summary.json", "migrated", "http://status.acmey21.com/api/v2/summary.json"),
    # the status host 301s every path to the new vendor's tenant front page (Better Stack): its index.json
    status_situation(
        "statuspage_status_host_301_to_a_better_stack_tenant",
        "y22", {"status.y22.test": {"*": moved("http://acmey22.betteruptime.com/")},
                "acmey22.betteruptime.com": {"/": html(status_html("betterstack")),
                                             "/index.json": jsn(json.loads(betterstack_index(
                                                 "Acme Robotics", "acmey22.betteruptime.com")))}},
        "http://status.y22.test/api/v2/summary.json", "migrated", "http://acmey22.betteruptime.com/index.json",
        status="redirected", config={"redirect_url": "http://acmey22.betteruptime.com/"}),
    # the status host now serves a self-hosted page of no known vendor (Uptime Kuma) with the same components: no API
    # to point at — review
    status_situation(
        "statuspage_summary_404_status_host_now_a_self_hosted_uptime_kuma_page",
        "y23", {"status.y23.test": {"/": html(
            "<!DOCTYPE html><html lang='en'><head><title>Acme Robotics Status</title><meta name='generator' content="
            "'Uptime Kuma'></head><body><div id='app'><h1>Acme Robotics Status</h1><div class='overall-status'>All "
            "Systems Operational</div>" + "".join(f"<div class='item'><div class='info'>{c}</div><span class='badge "
                                                  f"bg-primary'>100%</span></div>" for c in P.COMPONENTS)
            + "<footer>Powered by <a href='https://github.com/louislam/uptime-kuma'>Uptime Kuma</a></footer></div>"
              "</body></html>")}},
        "http://status.y23.test/api/v2/summary.json", "review"),

    # ================================================================ JSON APIs: a version bump
    # v1 301 → v2 with the same plans in a new envelope: the redirect is the evidence
    json_situation("json_api_v1_301_to_v2_same_plans_new_envelope",
                   {"api.y24.test": {"/api/v1/plans": moved("/api/v2/plans"),
                                     "/api/v2/plans": R(200, plans_v2(), "application/json")}},
                   "http://api.y24.test/api/v1/plans", "migrated", "http://api.y24.test/api/v2/plans",
                   status="redirected", config={"redirect_url": "http://api.y24.test/api/v2/plans"}),
    # v1 404, v2 serving the same plans, nothing pointing there: never a guessed version — review, v2 not asked
    json_situation("json_api_v1_404_v2_exists_nothing_points_there",
                   {"api.y25.test": {"/api/v1/plans": R(404, json.dumps({"message": "Not Found"}), "application/json"),
                                     "/api/v2/plans": R(200, plans_v2(), "application/json")}},
                   "http://api.y25.test/api/v1/plans", "review", never=(("api.y25.test", "/api/v2/plans"),)),
    # v1 410 with RFC 8288 `Link: <…/v2/plans>; rel="successor-version"` (RFC 5829): the evidence, v2 carries the plans
    json_situation("json_api_v1_410_link_header_names_the_successor_version",
                   {"api.y26.test": {"/api/v1/plans": R(410, JSON_410.body, "application/json", headers={
                       "Link": '<http://api.y26.test/api/v2/plans>; rel="successor-version"',
                       "Sunset": "Sun, 15 Nov 2026 00:00:00 GMT"}),
                       "/api/v2/plans": R(200, plans_v2(), "application/json")}},
                   "http://api.y26.test/api/v1/plans", "migrated", "http://api.y26.test/api/v2/plans"),
    # v1 still answers the same plans with `Deprecation` and `Sunset` headers and a successor link: it works — recovered
    json_situation("json_api_v1_200_deprecated_with_sunset_and_successor_link",
                   {"api.y27.test": {"/api/v1/plans": R(200, plans_v1(), "application/json", headers={
                       "Deprecation": "@1767225600", "Sunset": "Wed, 30 Jun 2027 00:00:00 GMT",
                       "Link": '</api/v2/plans>; rel="successor-version"'}),
                       "/api/v2/plans": R(200, plans_v2(), "application/json")}},
                   "http://api.y27.test/api/v1/plans", "recovered", never=(("api.y27.test", "/api/v2/plans"),)),
    # v1 301 → v2 rebuilt around other prices: the redirect says where, the content says it is not the same — review
    json_situation("json_api_v1_301_to_a_v2_of_other_content",
                   {"api.y28.test": {"/api/v1/plans": moved("/api/v2/prices"),
                                     "/api/v2/prices": R(200, plans_v2_other(), "application/json")}},
                   "http://api.y28.test/api/v1/plans", "review", status="redirected",
                   config={"redirect_url": "http://api.y28.test/api/v2/prices"}),
    # v1 410 whose JSON error body names the new endpoint in a `link`: the body's pointer, v2 carries the plans
    json_situation("json_api_v1_410_error_body_links_the_v2_endpoint",
                   {"api.y29.test": {"/api/v1/plans": R(410, json.dumps({"error": {
                       "code": "api_version_retired", "message": "API v1 was retired. Use v2.",
                       "link": "http://api.y29.test/api/v2/plans"}}), "application/json"),
                       "/api/v2/plans": R(200, plans_v2(), "application/json")}},
                   "http://api.y29.test/api/v1/plans", "migrated", "http://api.y29.test/api/v2/plans"),
]

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {}

#: per-situation request caps below the harness's 6
MAX_REQUESTS: dict[str, int] = {}

CLI_RUN: tuple[str, ...] = ("feed_wordpress_feed_404_blog_page_head_announces_rss_xml",
                            "sitemap_xml_410_robots_names_a_news_sitemap_then_the_index",
                            "greenhouse_api_404_company_moved_to_lever_careers_page_links_it",
                            "json_api_v1_404_v2_exists_nothing_points_there")
