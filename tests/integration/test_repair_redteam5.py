"""Fifth red-team round for repair: broken sensors whose content moved, in situations rounds 1-4
(test_repair_redteam.py … test_repair_redteam4.py) do not cover. The round's first attempt was lost before it was
merged; its situations were written again first, with their expectations, then new ones.

Covered: soft 404s (status 200) in Polish, Russian, Japanese, Turkish, Czech and Korean while the front page answers
503, and a Polish one with the new page in the menu; a redirect to LinkedIn whose robots.txt and pages answer 999; a
rebrand notice ("we are now Zenith, visit zenith.com") on every path, and on the front page only; an old URL with a
trailing slash gone while the slashless one answers, and a successor that is a live sensor's URL without its slash;
a feed gone while the blog page announces the new one in its head; a careers page in the menu that lists nothing and
links a Lever board (one hop further); a blog whose posts all rolled over, a newsroom and a feed likewise, beside a
blog replaced by a resources hub while its posts moved to /news; /en-gb/ beside /en-us/ copies, and copies in both
markets for a sensor naming none; maintenance pages in French, German (every path redirecting to it), Spanish,
Italian (front page only) and Japanese; a 404 linking a Wayback Machine copy while the sitemap lists the new page, and
a page redirected to its archive copy; a careers page now showing only an iframe; the only copy on a staging host in
the sitemap, a redirect to a dev host, a coming-soon stub whose canonical names a staging host; a page-only 500 beside
a duplicate in the menu, and the same at the next attempt; a redirect into an ASP.NET cookieless session path, one
with a `sessionid` parameter, a sitemap listing the page with `;jsessionid=`; a docs article whose slug left the
version folder; a dead domain while the company's blog sensor is on the new domain, and one whose only other sensor
is on a job board's host; a review arriving after a concurrent migration; pricing behind a temporary country
selector redirect; a redirect to /404.html, to the front page's #careers anchor, to the front page with ?error=404;
a German "our careers page moved" notice; a gzipped child sitemap; a redirect loop; robots.txt newly disallowing
the old path; a PDF at the old URL; a docs article gone while the docs index links its v2 page; a feed redirected to
a new URL and to FeedBurner, a blog redirected to its slash form and to a subdomain, each with its items rolled over;
a Greenhouse board page whose openings all changed; every path of a rebranded site meta-refreshing to the new
front page; a gone page whose new page in the menu shows a maintenance notice; developer docs on a dev. subdomain
of their own renamed in its menu; a French rebrand notice; and, against the new rules, a careers page replaced by
a short "not hiring" note linking the parent company (no move), a blog URL now listing customer stories below it
(no rolled-over listing).

61 cases (59 situations and two race / duplicate tests), each expectation written before its first run; 38 were
answered wrongly, 37 are fixed:
- soft 404 phrases in about 35 languages (libs/common surfaces.py; a phrase of a script without spaces counts in
  the text as a long one does); maintenance phrases in about 15 languages;
- robots.txt answering a status outside HTTP's classes (999) allows all like a 4xx (libs/common robots.py): the
  page's own 999 is then a refusal, reviewed while the company's site answers, instead of an "unavailable"
  robots.txt waited on for ever;
- a short notice at the URL or on its front page linking exactly one other site's front page makes that site
  searched first as the company's moved site (its menu's page before the old path there); so does a meta refresh
  or script redirect of the page to another site's front page (every path of a rebranded site refreshing there);
- the URL's other spelling (trailing slash) is fetched when the URL is gone and the site links it; a successor at
  a live sensor's URL up to a slash, www. or scheme is that sensor;
- a feed sensor looks for feeds in the head of the best blog page linked from the front page; a careers candidate
  that does not match and links a known job board leads to the board at once;
- a listing (or a feed) at its own URL keeping its heading (channel title) with ≥ 3 items, all new, rolled over:
  recovered (items below its own path count too: a board's /acme/jobs/5500); reached through a redirect (a
  feed's new URL or FeedBurner, the blog's slash form or subdomain): migrated there, unless it is the front page;
  a temporary redirect that only adds a query to the same path keeps the URL as the address;
- the sensor's market (/en-gb/) before its regional twin; frames of a page showing little else are followed;
- staging / dev / QA hosts and web archives are never candidates nor successors; session ids (ASP.NET `(S(…))`,
  `sessionid`, `sid`, `osCsid`, `zenid`, `;jsessionid=` in links and sitemaps) are stripped;
- a page-only 5xx is never migrated to a link-found duplicate: wait, marked `page_unwell`, and a review when the
  next attempt finds it still erroring while its site answers (it no longer waits for ever);
- a gone page whose candidate of the surface shows a maintenance notice waits (not searched is not "no
  replacement");
- a review or wait whose sensor another attempt settled meanwhile is not applied (no review item on a retired
  sensor, the migration's outcome kept);
- the company's other live sensors' sites are searched last (a dead domain);
- a sensor on one page below an index (a docs article) whose index was found instead follows, once, the index's
  link to a page named like the old one (/docs/v1/getting-started → /docs/v2/getting-started).

Left alone: the Korean soft 404 whose new page is only at /about/join in the sitemap (strict xfail below): the
shared classifier (libs/common, discovery's) reads /about/join as a team page, and "join" alone is as often a sign-up
page, so repair never ranks it; changing that belongs to discovery's classifier. Cases that need a seventh request
still end in a review listing the unfetched candidates (a person sees them; a wait would spend the same six
requests at the next attempt).

No expectation was revised. Two fixtures were made consistent after their first run, without changing what is
expected: the docs home of the docs-slug situation linked its sections at paths its site did not serve (404); it
now links the renamed article it serves, as a real docs home does. The rolled-over Greenhouse board's company
website was the board's host (the table's default, the sensor's origin); it is now the company's own domain.
"""
from __future__ import annotations

import asyncio
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
JOBS = P.JOBS
CAREERS_MAIN = P.CAREERS_MAIN
INTRO = CAREERS_MAIN.split('<section class="openings">')[0]
ALLOW = R(200, "User-agent: *\nAllow: /\n", "text/plain")


def _gz(text: str) -> bytes:
    import gzip

    return gzip.compress(text.encode())


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def page(title: str, main: str, lang: str = "en", nav: list[tuple[str, str]] | None = None) -> str:
    return P.shell(title, main, nav if nav is not None else NAV, lang=lang)


# ------------------------------------------------------------------ soft 404s in other languages (status 200)

SOFT_404 = {
    "pl": ("Nie znaleziono strony - Acme Robotics", "<h1>Ups! Nie znaleziono strony</h1><p>Strona, której szukasz, "
           "została przeniesiona lub usunięta. Wróć na <a href='/'>stronę główną</a>.</p>"),
    "ru": ("Страница не найдена — Acme Robotics", "<h1>Страница не найдена</h1><p>Возможно, она была удалена или "
           "вы ввели неверный адрес. Перейти на <a href='/'>главную страницу</a>.</p>"),
    "ja": ("ページが見つかりません | Acme Robotics", "<h1>お探しのページは見つかりませんでした</h1><p>お探しのページは"
           "移動または削除された可能性があります。<a href='/'>トップページへ戻る</a></p>"),
    "tr": ("Sayfa bulunamadı | Acme Robotics", "<h1>Aradığınız sayfa bulunamadı</h1><p>Sayfa taşınmış ya da "
           "kaldırılmış olabilir. <a href='/'>Ana sayfaya dön</a></p>"),
    "cs": ("Stránka nenalezena – Acme Robotics", "<h1>Jejda, tato stránka neexistuje</h1><p>Stránka, kterou "
           "hledáte, byla přesunuta nebo odstraněna. Pokračujte na <a href='/'>úvodní stránku</a>.</p>"),
}

ERROR_503 = R(503, "<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1>"
                   "<p>The server is temporarily unable to service your request.</p></body></html>")


def soft_404_site(lang: str) -> dict[str, Any]:
    title, main = SOFT_404[lang]
    return {"/careers": html(page(title, main, lang)), "/": ERROR_503}


# ------------------------------------------------------------------ maintenance notices in other languages

MAINT_FR = ("<!DOCTYPE html><html lang='fr'><head><title>Site en maintenance</title></head><body><div class='m'>"
            "<h1>Site en maintenance</h1><p>Nous effectuons une mise à jour de notre site. Nous revenons très vite !"
            "</p><p>L'équipe Acme Robotics</p></div></body></html>")
MAINT_DE = ("<!DOCTYPE html><html lang='de'><head><title>Wartungsarbeiten</title></head><body><h1>Wartungsarbeiten"
            "</h1><p>Unsere Website wird gerade gewartet. Wir sind in Kürze wieder für Sie da.</p><p>Vielen Dank für "
            "Ihre Geduld.</p></body></html>")
MAINT_ES = ("<!DOCTYPE html><html lang='es'><head><title>Estamos en mantenimiento</title></head><body><h1>Estamos "
            "en mantenimiento</h1><p>Estamos realizando tareas de mantenimiento programado. Volveremos pronto.</p>"
            "</body></html>")


# ------------------------------------------------------------------ rebrands, boards, feeds, listings

def rebrand_notice(new: str) -> str:
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics is now Zenith Automation</title></head><body>"
            "<main><h1>Acme Robotics is now Zenith Automation</h1><p>Same team, same robots, new name. Our website "
            f"has moved to {new}.</p><p><a href='http://{new}/'>Visit {new}</a></p></main></body></html>")


def careers_pointer(board: str) -> str:
    return page("Careers - Acme Robotics", "<h1>Join Acme Robotics</h1><p>We are growing our teams in Lyon, Berlin "
                f"and Toronto. All our open positions are listed on our jobs board.</p><p><a href='{board}'>See open "
                "positions</a></p>")


def blog_with_feed(feed: str) -> str:
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in P.POSTS)
    return P.shell("Blog - Acme Robotics", f"<h1>The Acme blog</h1>{items}", NAV,
                   head=f"<link rel='alternate' type='application/rss+xml' title='Acme blog' href='{feed}'>")


def rss(host: str, path: str = "/blog") -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}{path}/{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title>'
            f"<link>http://{host}{path}</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


NEW_JOBS = [("Robotics Software Engineer, Navigation", "Lyon, France", "Engineering"),
            ("Field Service Technician", "Chicago, United States", "Operations"),
            ("Head of Marketing", "Berlin, Germany", "Marketing"), ("Payroll Specialist", "Lyon, France", "Finance"),
            ("Solutions Architect", "Toronto, Canada", "Sales"), ("QA Engineer, Firmware", "Remote, Europe", "Engineering")]


def greenhouse_board(token: str, jobs: list[tuple[str, str, str]]) -> str:
    """boards.greenhouse.io/<token>: server-rendered, openings by department."""
    deps: dict[str, list[tuple[int, str, str]]] = {}
    for i, (t, loc, team) in enumerate(jobs):
        deps.setdefault(team, []).append((i, t, loc))
    secs = "".join(f"<section class='level-0'><h3 id='{d}'>{d}</h3>" + "".join(
        f"<div class='opening'><a data-mapped='true' href='/{token}/jobs/{5500 + i}'>{t}</a>"
        f"<span class='location'>{loc}</span></div>" for i, t, loc in rows) + "</section>" for d, rows in deps.items())
    return (f"<!DOCTYPE html><html><head><title>Jobs at Acme Robotics</title></head><body><div id='wrapper'>"
            f"<div id='main'><h1>Current openings at Acme Robotics</h1>{secs}</div><div id='footer'>Powered by "
            "Greenhouse. Read our Privacy Policy</div></div></body></html>")


def rss_items(host: str, posts: list[tuple[str, str, str, str]]) -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}/blog/{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in posts)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title>'
            f"<link>http://{host}/blog</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


NEW_POSTS = [("Acme R7 now ships with a second gripper", "r7-gripper", "2026-11-28",
              "Swap between the suction cup and the two-finger gripper in under a minute."),
             ("Our winter release: zones with schedules", "winter-release", "2026-11-20",
              "Zones can now change their rules at night, when the day shift has left."),
             ("Meet our new Chief Technology Officer", "new-cto", "2026-11-12",
              "Ines Marchetti joins from an automotive supplier where she led autonomous driving research."),
             ("Three lessons from Black Friday", "black-friday", "2026-11-03",
              "Peak season taught our customers to plan charging around the picking waves."),
             ("We are hiring in Montreal", "montreal", "2026-10-25",
              "A second Canadian office opens in January with room for thirty people."),
             ("A robot that opens doors", "doors", "2026-10-18",
              "Our research team shows a prototype that passes fire doors without help.")]


def blog_rolled() -> str:
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in NEW_POSTS)
    return P.shell("Blog - Acme Robotics", f"<h1>The Acme blog</h1>{items}")


RESOURCES_HUB = page("Resources - Acme Robotics", "<h1>Resources</h1><p>Guides, case studies and webinars for "
                     "warehouse teams.</p><ul><li><a href='/resources/guides'>Guides</a></li><li><a "
                     "href='/resources/case-studies'>Case studies</a></li><li><a href='/resources/webinars'>Webinars"
                     "</a></li></ul>")


def regional(region: str) -> str:
    return P.shell(f"Careers ({region}) - Acme Robotics", CAREERS_MAIN,
                   [("/", "Home"), ("/en-gb/jobs", "Careers (UK)"), ("/en-us/careers", "Careers (US)")])


def iframe_only(src: str) -> str:
    return page("Careers - Acme Robotics", f"<h1>Careers</h1><iframe src='{src}' width='100%' height='2400' "
                "title='Open positions'></iframe>")


def archive_copy() -> str:
    return ("<!DOCTYPE html><html><head><title>Wayback Machine</title></head><body><div id='wm-ipp'>The Wayback "
            "Machine - http://e17.test/careers | 14 captures</div>" + P.CAREERS_V1.split("<body>", 1)[1])


def moved_404_archive(host: str) -> R:
    return R(404, page("Page not found - Acme Robotics", "<h1>Page not found</h1><p>The careers page you are looking "
                       "for is no longer here. You can still read an archived copy of our careers page on the <a "
                       f"href='http://web.archive.org/web/20250301000000/http://{host}/careers'>Wayback Machine</a>."
                       "</p>"))


def docs_article(version: str, heading: str = "Getting started") -> str:
    steps = ("<ol><li>Unbox the robot and remove the transport locks on both drive wheels.</li><li>Connect it to the "
             "site network with the configuration tool; the status light turns blue.</li><li>Pair it with the "
             "dashboard by scanning the code on its back panel.</li><li>Drive it to its charging station and let it "
             "dock once so that it learns the station's position.</li><li>Run the first mapping tour described in "
             "Mapping a warehouse.</li></ol><p>Pairing needs the dashboard role Fleet admin. If the light blinks "
             "red, the robot cannot reach the cloud: check that outbound HTTPS to the fleet service is allowed by "
             "your firewall.</p>")
    side = "".join(f"<li><a href='/docs/{version}{s.lower().replace(' ', '-')}'>{s}</a></li>" for s, _ in P.DOC_SECTIONS)
    return (f"<!doctype html><html><head><title>{heading} - Acme Docs</title></head><body><header><a href='/docs/'>"
            f"Acme Docs</a></header><aside><ul>{side}</ul></aside><main><h1>{heading}</h1><p>From the box to the "
            f"first mission in about thirty minutes.</p>{steps}</main><footer>Edit this page on GitHub</footer>"
            "</body></html>")


ERROR_500 = R(500, "<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal "
                   "Server Error</h1><p>The server encountered an internal error.</p></body></html>")


Situation = S.Situation

PREVIOUS_PAGE_5XX_WAIT = {"repair": {"kind": "wait", "reason": "the page answers HTTP 500 while its site answers",
                                     "code": "page_unwell", "at": "2026-12-05T20:00:00+00:00", "requests": 5}}

SITUATIONS = [
    # ---------------------------------------------------------------- soft 404s in other languages, site not searchable
    *[Situation(f"soft_404_in_{lang}_while_the_front_page_answers_503", {f"e0{i}.test": soft_404_site(lang)},
                f"http://e0{i}.test/careers", "wait") for i, lang in enumerate(("pl", "ru", "ja", "tr", "cs"), 1)],
    Situation("soft_404_in_polish_with_the_new_page_in_the_menu",
              {"e06.test": {"/kariera": html(page(*SOFT_404["pl"], "pl")),
                            "/": html(P.homepage(NAV + [("/praca", "Praca")])), "/praca": html(P.CAREERS_V2)}},
              "http://e06.test/kariera", "migrated", "http://e06.test/praca"),
    # ---------------------------------------------------------------- robots.txt answering 999
    Situation("redirect_to_linkedin_whose_robots_txt_answers_999",
              {"e07.test": {"/careers": moved("http://www.linkedin.com/company/acme-e07/jobs/"),
                            "/": html(P.homepage())},
               "www.linkedin.com": {"*": R(999, "", "text/html")}},
              "http://e07.test/careers", "review", status="redirected"),
    # ---------------------------------------------------------------- a rebrand notice
    Situation("rebrand_notice_on_every_path_pointing_to_the_new_domain",
              {"e08.test": {"*": html(rebrand_notice("zenith08.test")), "/robots.txt": ALLOW},
               "zenith08.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                 "/careers": html(P.rebranded_careers())}},
              "http://e08.test/careers", "migrated", "http://zenith08.test/careers"),
    # ---------------------------------------------------------------- trailing slash
    Situation("old_url_with_a_trailing_slash_gone_while_the_slashless_one_answers",
              {"e09.test": {"/careers/": NOT_FOUND, "/careers": html(P.CAREERS_V2),
                            "/": html(P.homepage(NAV + [("/careers", "Careers")]))}},
              "http://e09.test/careers/", "migrated", "http://e09.test/careers"),
    # ---------------------------------------------------------------- a feed announced by the blog page
    Situation("feed_gone_while_the_blog_page_announces_the_new_feed",
              {"e10.test": {"/feed": NOT_FOUND, "/": html(P.homepage()), "/blog": html(blog_with_feed("/blog/rss.xml")),
                            "/blog/rss.xml": R(200, rss("e10.test"), "application/rss+xml")}},
              "http://e10.test/feed", "migrated", "http://e10.test/blog/rss.xml", surface="feed", kind="feed",
              reference=rss("e10.test")),
    # ---------------------------------------------------------------- a board one hop further
    Situation("careers_page_linking_a_lever_board_one_hop_from_the_menu",
              {"e11.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("/company/join-us", "Careers")])),
                            "/company/join-us": html(careers_pointer("http://jobs.lever.co/acme-e11"))},
               "jobs.lever.co": {"/acme-e11": html(P.lever_board("acme-e11"))}},
              "http://e11.test/careers", "migrated", "http://jobs.lever.co/acme-e11"),
    # ---------------------------------------------------------------- rolling listings vs moved pages
    Situation("blog_index_whose_posts_all_rolled_over",
              {"e12.test": {"/blog": html(blog_rolled()), "/": html(P.homepage())}},
              "http://e12.test/blog", "recovered", surface="blog", reference=P.blog_old()),
    Situation("blog_index_replaced_by_a_resources_hub_while_the_posts_moved_to_news",
              {"e13.test": {"/blog": html(RESOURCES_HUB),
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/news", "News")])),
                            "/news": html(P.blog_new("/news/", "News - Acme Robotics"))}},
              "http://e13.test/blog", "migrated", "http://e13.test/news", surface="blog", reference=P.blog_old()),
    # ---------------------------------------------------------------- regional twins
    Situation("en_gb_careers_gone_beside_en_gb_jobs_and_en_us_careers",
              {"e14.test": {"/en-gb/careers": NOT_FOUND,
                            "/": html(P.homepage(NAV + [("/en-us/careers", "Careers (US)"), ("/en-gb/jobs", "Careers (UK)")])),
                            "/en-us/careers": html(regional("US")), "/en-gb/jobs": html(regional("UK"))}},
              "http://e14.test/en-gb/careers", "migrated", "http://e14.test/en-gb/jobs"),
    # ---------------------------------------------------------------- maintenance in other languages
    Situation("french_maintenance_page_on_every_path",
              {"e15.test": {"*": html(MAINT_FR), "/robots.txt": ALLOW}}, "http://e15.test/careers", "wait"),
    Situation("german_maintenance_page_every_path_redirects_to",
              {"e16.test": {"*": moved("/wartung.html", 302), "/wartung.html": html(MAINT_DE), "/robots.txt": ALLOW}},
              "http://e16.test/careers", "wait"),
    Situation("spanish_maintenance_page_on_every_path",
              {"e26.test": {"*": html(MAINT_ES), "/robots.txt": ALLOW}}, "http://e26.test/careers", "wait"),
    # ---------------------------------------------------------------- archive copies
    Situation("404_linking_an_archive_copy_while_the_new_page_is_in_the_sitemap",
              {"e17.test": {"/careers": moved_404_archive("e17.test"), "/": html(P.homepage()),
                            "/sitemap.xml": xml("e17.test", ["/", "/product", "/company/work-with-us", "/contact"]),
                            "/company/work-with-us": html(P.CAREERS_V2)},
               "web.archive.org": {"*": html(archive_copy())}},
              "http://e17.test/careers", "migrated", "http://e17.test/company/work-with-us",
              never=(("web.archive.org", "/web/20250301000000/http://e17.test/careers"),)),
    # ---------------------------------------------------------------- iframes, staging hosts
    Situation("careers_page_now_only_an_iframe_of_the_listing",
              {"e18.test": {"/careers": html(iframe_only("http://jobs.e18.test/embed/positions")),
                            "/": html(P.homepage())},
               "jobs.e18.test": {"/embed/positions": html(P.CAREERS_V2)}},
              "http://e18.test/careers", "migrated", "http://jobs.e18.test/embed/positions", status="stale"),
    Situation("the_only_copy_is_on_a_staging_host_listed_in_the_sitemap",
              {"e19.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/sitemap.xml": xml("staging.e19.test", ["/", "/product", "/careers"])},
               "staging.e19.test": {"/careers": html(P.CAREERS_V2)}},
              "http://e19.test/careers", "review"),
    Situation("redirect_to_the_dev_host",
              {"e20.test": {"/careers": moved("http://dev.e20.test/careers"), "/": html(P.homepage())},
               "dev.e20.test": {"/careers": html(P.CAREERS_V2)}},
              "http://e20.test/careers", "review", status="redirected"),
    # ---------------------------------------------------------------- a 5xx and a duplicate page
    Situation("page_only_500_beside_a_duplicate_linked_in_the_menu",
              {"e21.test": {"/careers": ERROR_500, "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": html(P.CAREERS_V1)}},
              "http://e21.test/careers", "wait"),
    Situation("page_only_500_again_at_the_next_attempt",
              {"e22.test": {"/careers": ERROR_500, "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": html(P.CAREERS_V1)}},
              "http://e22.test/careers", "review", config=PREVIOUS_PAGE_5XX_WAIT),
    # ---------------------------------------------------------------- session ids
    Situation("redirect_into_an_asp_net_cookieless_session_path",
              {"e23.test": {"/careers": moved("/(S(lit3py55t21z5v55vlm25s55))/careers.aspx"),
                            "/(S(lit3py55t21z5v55vlm25s55))/careers.aspx": html(P.CAREERS_V2),
                            "/careers.aspx": html(P.CAREERS_V2)}},
              "http://e23.test/careers", "migrated", "http://e23.test/careers.aspx", status="redirected"),
    Situation("redirect_with_a_session_id_query_parameter",
              {"e24.test": {"/careers": moved("/jobs/?sessionid=5f2c9a0e77b14d&lang=en"),
                            "/jobs/": html(P.CAREERS_V2)}},
              "http://e24.test/careers", "migrated", "http://e24.test/jobs/?lang=en", status="redirected"),
    # ---------------------------------------------------------------- docs slugs
    Situation("docs_article_slug_moved_out_of_the_version_folder",
              {"e25.test": {"/docs/v1/getting-started": NOT_FOUND, "/": html(P.homepage(NAV + [("/docs/", "Docs")])),
                            "/sitemap.xml": xml("e25.test", ["/", "/docs/", "/docs/getting-started-guide",
                                                             "/docs/mapping-a-warehouse", "/docs/zones-and-rules",
                                                             "/docs/fleet-api"]),
                            "/docs/": html(P.docs_home("/docs/").replace("/docs/getting-started'",
                                                                         "/docs/getting-started-guide'")),
                            "/docs/getting-started-guide": html(docs_article("", "Getting started guide"))}},
              "http://e25.test/docs/v1/getting-started", "migrated", "http://e25.test/docs/getting-started-guide",
              surface="docs", reference=docs_article("v1/")),
    # ---------------------------------------------------------------- added after the lost round was rebuilt
    Situation("pricing_behind_a_temporary_country_selector_redirect",
              {"e28.test": {"/pricing": moved("/pricing?country=us", 302), "/pricing?country=us": html(P.PRICING_V1)}},
              "http://e28.test/pricing", "recovered", surface="pricing", reference=P.PRICING_V1, status="redirected"),
    Situation("careers_404_while_the_front_page_is_a_rebrand_notice",
              {"e29.test": {"/careers": NOT_FOUND, "/": html(rebrand_notice("zenith29.test"))},
               "zenith29.test": {"/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                                 "/company/careers": html(P.rebranded_careers())}},
              "http://e29.test/careers", "migrated", "http://zenith29.test/company/careers"),
    Situation("redirect_to_a_404_html_page_while_the_menu_links_the_new_page",
              {"e30.test": {"/careers": moved("/404.html", 302),
                            "/404.html": html(page("Page not found", "<h1>Sorry, this page isn't available</h1><p>The "
                                                   "link you followed may be broken, or the page may have been removed."
                                                   "</p>")),
                            "/": html(P.homepage(NAV + [("/work-with-us", "Work with us")])),
                            "/work-with-us": html(P.CAREERS_V2)}},
              "http://e30.test/careers", "migrated", "http://e30.test/work-with-us", status="redirected"),
    Situation("redirect_to_the_front_pages_careers_anchor",
              {"e31.test": {"/careers": moved("/#careers"),
                            "/": html(P.homepage(extra=f"<section id='careers'>{CAREERS_MAIN}</section>"))}},
              "http://e31.test/careers", "review", status="redirected"),
    Situation("coming_soon_stub_with_a_canonical_to_staging_while_the_menu_links_the_new_page",
              {"e32.test": {"/careers": html(P.shell("Careers - Acme Robotics", "<h1>Careers</h1><p>Coming soon.</p>",
                                                     head="<link rel='canonical' href='http://staging.e32.test/careers'>")),
                            "/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                            "/company/careers": html(P.CAREERS_V2)},
               "staging.e32.test": {"/careers": html(P.CAREERS_V1)}},
              "http://e32.test/careers", "migrated", "http://e32.test/company/careers",
              never=(("staging.e32.test", "/careers"),)),
    Situation("korean_soft_404_at_the_old_url_and_the_new_page_in_the_sitemap",
              {"e33.test": {"/careers": html(page("페이지를 찾을 수 없습니다 - Acme", "<h1>요청하신 페이지를 찾을 수 없습니다</h1>"
                                                  "<p><a href='/'>홈으로</a></p>", "ko")),
                            "/": html(P.homepage()),
                            "/sitemap.xml": xml("e33.test", ["/", "/product", "/ko/careers", "/about/join", "/contact"]),
                            "/about/join": html(P.CAREERS_V2)}},
              "http://e33.test/careers", "migrated", "http://e33.test/about/join"),
    Situation("italian_maintenance_front_page_while_the_page_is_gone",
              {"e34.test": {"/careers": NOT_FOUND,
                            "/": html("<!DOCTYPE html><html lang='it'><head><title>Sito in manutenzione</title></head>"
                                      "<body><h1>Sito in manutenzione</h1><p>Stiamo aggiornando il sito. Torneremo "
                                      "presto online.</p></body></html>")}},
              "http://e34.test/careers", "wait"),
    Situation("sitemap_lists_the_new_page_with_a_jsessionid",
              {"e35.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/sitemap.xml": xml("e35.test", ["/", "/product", "/join-us;jsessionid=8F2E4C1A9B7D",
                                                             "/contact"]),
                            "/join-us;jsessionid=8F2E4C1A9B7D": html(P.CAREERS_V2), "/join-us": html(P.CAREERS_V2)}},
              "http://e35.test/careers", "migrated", "http://e35.test/join-us"),
    Situation("pricing_gone_beside_en_gb_and_en_us_copies_when_the_sensor_names_no_market",
              {"e36.test": {"/pricing": NOT_FOUND,
                            "/": html(P.homepage(NAV[:2] + [("/en-gb/pricing", "Pricing (UK)"),
                                                            ("/en-us/pricing", "Pricing (US)")])),
                            "/en-gb/pricing": html(P.PRICING_V1), "/en-us/pricing": html(P.PRICING_V1)}},
              "http://e36.test/pricing", "review", surface="pricing", reference=P.PRICING_V1),
    Situation("redirect_to_the_front_page_with_an_error_query_while_the_menu_links_the_new_page",
              {"e37.test": {"/careers": moved("/?error=404", 302),
                            "/": html(P.homepage(NAV + [("/join-us", "Join us")])), "/join-us": html(P.CAREERS_V2)}},
              "http://e37.test/careers", "migrated", "http://e37.test/join-us", status="redirected"),
    Situation("german_notice_at_the_old_url_linking_the_new_jobs_host",
              {"e38.test": {"/karriere": html(P.shell("Karriere - Acme Robotics", "<h1>Unsere Karriereseite ist "
                                                      "umgezogen</h1><p>Alle offenen Stellen finden Sie jetzt auf "
                                                      "<a href='http://jobs.e38.test/'>jobs.e38.test</a>.</p>",
                                                      [("/de/", "Startseite")],
                                                      lang="de")),
                            "/": html(P.homepage_de())},
               "jobs.e38.test": {"/": html(P.careers_de())}},
              "http://e38.test/karriere", "migrated", "http://jobs.e38.test/", reference=P.careers_de()),
    Situation("retired_page_redirected_to_its_archive_copy",
              {"e39.test": {"/careers": moved("http://web.archive.org/web/2025/http://e39.test/careers"),
                            "/": html(P.homepage())},
               "web.archive.org": {"*": html(archive_copy())}},
              "http://e39.test/careers", "review", status="redirected"),
    Situation("japanese_maintenance_page_on_every_path",
              {"e42.test": {"*": html("<!DOCTYPE html><html lang='ja'><head><title>メンテナンス中 | Acme</title></head>"
                                      "<body><h1>ただいまメンテナンス中です</h1><p>ご迷惑をおかけしております。しばらくお待ちください。"
                                      "</p></body></html>"), "/robots.txt": ALLOW}},
              "http://e42.test/careers", "wait"),
    Situation("dead_domain_whose_only_other_sensor_is_on_a_job_board_host",
              {"jobs.lever.co": {"/deadco43": html(P.lever_board("deadco43"))}},
              "http://deadco43.test/careers", "wait", website="http://deadco43.test/",
              siblings=(("jobs_board", "http://jobs.lever.co/deadco43"),)),
    Situation("new_page_only_in_a_gzipped_child_sitemap",
              {"e45.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/sitemap.xml": R(200, "<?xml version='1.0' encoding='UTF-8'?><sitemapindex xmlns='http://"
                                              "www.sitemaps.org/schemas/sitemap/0.9'><sitemap><loc>http://e45.test/"
                                              "sitemap-posts.xml.gz</loc></sitemap><sitemap><loc>http://e45.test/"
                                              "sitemap-pages.xml.gz</loc></sitemap></sitemapindex>", "application/xml"),
                            "/sitemap-pages.xml.gz": R(200, _gz(S.sitemap("e45.test", ["/", "/company/open-roles",
                                                                                       "/contact"])),
                                                       "application/x-gzip"),
                            "/company/open-roles": html(P.CAREERS_V2)}},
              "http://e45.test/careers", "migrated", "http://e45.test/company/open-roles"),
    Situation("old_url_in_a_redirect_loop_while_the_menu_links_the_new_page",
              {"e46.test": {"/careers": moved("/careers/"), "/careers/": moved("/careers"),
                            "/": html(P.homepage(NAV + [("/team/jobs", "Jobs")])), "/team/jobs": html(P.CAREERS_V2)}},
              "http://e46.test/careers", "migrated", "http://e46.test/team/jobs"),
    Situation("robots_txt_now_disallows_the_old_path_and_the_page_moved",
              {"e47.test": {"/robots.txt": R(200, "User-agent: *\nDisallow: /careers\n", "text/plain"),
                            "/careers": html(P.CAREERS_V1),
                            "/": html(P.homepage(NAV + [("/jobs", "Jobs")])), "/jobs": html(P.CAREERS_V2)}},
              "http://e47.test/careers", "migrated", "http://e47.test/jobs", never=(("e47.test", "/careers"),)),
    Situation("careers_page_replaced_by_a_pdf",
              {"e48.test": {"/careers": moved("/files/careers-2026.pdf"),
                            "/files/careers-2026.pdf": R(200, b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>"
                                                         b"endobj\n" + bytes(range(256)) * 8, "application/pdf"),
                            "/": html(P.homepage())}},
              "http://e48.test/careers", "review", status="redirected"),
    Situation("feed_whose_items_all_rolled_over",
              {"e49.test": {"/feed": R(200, rss_items("e49.test", NEW_POSTS), "application/rss+xml")}},
              "http://e49.test/feed", "recovered", surface="feed", kind="feed", reference=rss("e49.test")),
    Situation("newsroom_whose_releases_all_rolled_over",
              {"e50.test": {"/press": html(P.shell("Press - Acme Robotics", "<h1>Press releases</h1><p>Media contact: "
                                                   "press at acme dot example.</p>" + "".join(
                                                       f"<div class='release'><h3>{t}</h3><span class='date'>{d}</span>"
                                                       f"<p>{x}</p><a href='/press/{sl}'>Read the release</a></div>"
                                                       for t, sl, d, x in NEW_POSTS))),
                            "/": html(P.homepage())}},
              "http://e50.test/press", "recovered", surface="newsroom", reference=P.press_old()),
    Situation("docs_article_gone_while_the_docs_index_links_its_v2_page",
              {"e51.test": {"/docs/v1/getting-started": NOT_FOUND, "/": html(P.homepage(NAV + [("/docs/", "Docs")])),
                            "/docs/": html(P.docs_home("/docs/v2/")),
                            "/docs/v2/getting-started": html(docs_article("v2/"))}},
              "http://e51.test/docs/v1/getting-started", "migrated", "http://e51.test/docs/v2/getting-started",
              surface="docs", reference=docs_article("v1/")),
    Situation("feed_redirected_to_a_new_feed_url_whose_items_all_rolled_over",
              {"e52.test": {"/rss": moved("/blog/feed.xml"),
                            "/blog/feed.xml": R(200, rss_items("e52.test", NEW_POSTS), "application/rss+xml")}},
              "http://e52.test/rss", "migrated", "http://e52.test/blog/feed.xml", surface="feed", kind="feed",
              reference=rss("e52.test"), status="redirected"),
    Situation("blog_redirected_to_its_slash_form_with_its_posts_rolled_over",
              {"e53.test": {"/blog": moved("/blog/"), "/blog/": html(blog_rolled()), "/": html(P.homepage())}},
              "http://e53.test/blog", "migrated", "http://e53.test/blog/", surface="blog", reference=P.blog_old(),
              status="redirected"),
    Situation("feed_redirected_to_feedburner_with_its_items_rolled_over",
              {"e54.test": {"/feed": moved("http://feeds.feedburner.com/AcmeRoboticsBlog")},
               "feeds.feedburner.com": {"/AcmeRoboticsBlog": R(200, rss_items("e54.test", NEW_POSTS), "text/xml")}},
              "http://e54.test/feed", "migrated", "http://feeds.feedburner.com/AcmeRoboticsBlog", surface="feed",
              kind="feed", reference=rss("e54.test"), status="redirected"),
    Situation("blog_redirected_to_a_blog_subdomain_with_its_posts_rolled_over",
              {"e55.test": {"/blog": moved("http://blog.e55.test/"), "/": html(P.homepage())},
               "blog.e55.test": {"/": html(P.shell("Blog - Acme Robotics", "<h1>The Acme blog</h1>" + "".join(
                   f"<article><h2><a href='/{sl}/'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                   for t, sl, d, x in NEW_POSTS)))}},
              "http://e55.test/blog", "migrated", "http://blog.e55.test/", surface="blog", reference=P.blog_old(),
              status="redirected"),
    Situation("every_path_meta_refreshes_to_the_new_domains_front_page",
              {"e56.test": {"*": html("<!DOCTYPE html><html><head><meta http-equiv='refresh' content='0; "
                                      "url=http://zenith56.test/'><title>Redirecting…</title></head><body><p>Redirecting"
                                      "…</p></body></html>"), "/robots.txt": ALLOW},
               "zenith56.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                 "/careers": html(P.rebranded_careers())}},
              "http://e56.test/careers", "migrated", "http://zenith56.test/careers"),
    Situation("careers_gone_while_the_new_jobs_page_in_the_menu_is_under_maintenance",
              {"e57.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": html(page("Jobs - Acme Robotics", "<h1>Down for maintenance</h1><p>Our jobs page is "
                                               "being updated. We'll be back soon.</p>"))}},
              "http://e57.test/careers", "wait"),
    Situation("greenhouse_board_page_whose_openings_all_rolled_over",
              {"boards.greenhouse.io": {"/acme58": html(greenhouse_board("acme58", NEW_JOBS))}},
              "http://boards.greenhouse.io/acme58", "recovered", surface="jobs_board",
              reference=greenhouse_board("acme58", JOBS), status="stale", website="http://acme58.test/"),
    Situation("developer_docs_on_a_dev_subdomain_renamed_in_its_own_menu",
              {"dev.acme59.test": {"/docs/v1/getting-started": NOT_FOUND,
                                   "/": html(P.homepage(NAV + [("/docs/v2/getting-started", "Getting started")])),
                                   "/docs/v2/getting-started": html(docs_article("v2/"))}},
              "http://dev.acme59.test/docs/v1/getting-started", "migrated",
              "http://dev.acme59.test/docs/v2/getting-started", surface="docs", reference=docs_article("v1/"),
              website="http://acme59.test/"),
    Situation("french_rebrand_notice_on_every_path",
              {"e60.test": {"*": html("<!DOCTYPE html><html lang='fr'><head><title>Acme Robotics devient Zenith "
                                      "Automation</title></head><body><main><h1>Acme Robotics devient Zenith Automation"
                                      "</h1><p>Même équipe, mêmes robots, nouveau nom.</p><p>Rendez-vous sur <a "
                                      "href='http://zenith60.test/'>zenith60.test</a></p></main></body></html>"),
                            "/robots.txt": ALLOW},
               "zenith60.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                 "/careers": html(P.rebranded_careers())}},
              "http://e60.test/careers", "migrated", "http://zenith60.test/careers"),
    Situation("careers_replaced_by_a_short_not_hiring_note_linking_the_parent_company",
              {"e61.test": {"/careers": html(page("Careers - Acme Robotics", "<h1>We are not hiring right now</h1><p>"
                                                  "Thank you for your interest. In the meantime, meet our parent "
                                                  "company <a href='http://bigcorp61.test/'>BigCorp Logistics</a>."
                                                  "</p>")),
                            "/": html(P.homepage())},
               "bigcorp61.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                  "/careers": html(P.BIGCORP_CAREERS)}},
              "http://e61.test/careers", "review"),
    Situation("blog_url_now_lists_customer_stories_below_it",
              {"e62.test": {"/blog": html(P.shell("Customer stories - Acme Robotics", "<h1>Customer stories</h1>" + "".join(
                  f"<article><h2><a href='/blog/{sl}'>{t}</a></h2><p>{x}</p></article>" for t, sl, _, x in NEW_POSTS))),
                            "/": html(P.homepage())}},
              "http://e62.test/blog", "review", surface="blog", reference=P.blog_old()),
    # ---------------------------------------------------------------- a dead domain, the company's other sensors
    Situation("dead_domain_while_the_companys_blog_sensor_is_on_the_new_domain",
              {"newco27.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                "/careers": html(P.CAREERS_V2), "/blog": html(P.blog_old())}},
              "http://deadco27.test/careers", "migrated", "http://newco27.test/careers",
              website="http://deadco27.test/", siblings=(("blog", "http://newco27.test/blog"),)),
    # the company's newest sensors are still on the dead domain: the one already on the new domain is read
    # after them (siblings are taken one per domain, not the first three whatever their domain)
    Situation("dead_domain_while_three_newer_sibling_sensors_are_on_it_too",
              {"newco28.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                "/careers": html(P.CAREERS_V2), "/blog": html(P.blog_old())}},
              "http://deadco28.test/careers", "migrated", "http://newco28.test/careers",
              website="http://deadco28.test/",
              siblings=(("blog", "http://newco28.test/blog"), ("pricing", "http://deadco28.test/pricing"),
                        ("legal", "http://deadco28.test/legal"), ("docs", "http://deadco28.test/docs"))),
]


mk = S.mk
fresh, summary, cli_env, run_cli = S.fresh, S.summary, S.cli_env, S.run_cli
seed, check = S.seed_situation, S.check_situation


#: situations still answered wrongly (strict xfail: each is removed from here with its fix). Left alone: the
#: shared classifier (libs/common, discovery's) reads `/about/join` as a team page ("join" alone is as often a
#: sign-up page), so the Korean soft 404's new page is never a candidate
PENDING: set[str] = {"korean_soft_404_at_the_old_url_and_the_new_page_in_the_sitemap"}


def _pending(name: str) -> Any:
    return pytest.mark.xfail(name in PENDING, reason="answered wrongly, not fixed yet", strict=True)


@pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in SITUATIONS],
                         ids=[s.name for s in SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, mk: Any, sit: Situation) -> None:
    w = await mk(fresh(sit.hosts))
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)


@_pending("late_review")
async def test_a_late_review_does_not_land_on_a_sensor_migrated_meanwhile(pool: Any, tmp_path: Path, db_url: str,
                                                                          mk: Any) -> None:
    """The sweep's attempt is still reading a slow site when an operator's `changewire repair --sensor` (or another
    replica) migrates the sensor; the sweep's attempt then ends in a review. It must not open a review item for a
    retired sensor nor overwrite the migration's outcome in its config."""
    from changewire_common.blobs import FileBlobStore
    from changewire_repair import store
    from changewire_repair.repair import Repairer
    from changewire_repair.settings import RepairSettings
    from changewire_repair.web import build_source, make_client

    w = await mk({"e40.test": {"/careers": R(200, P.BIGCORP_CAREERS, delay=1.5), "/": html(P.homepage())}})
    s = RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=0.0,
                       connect_to=w.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",))
    client = make_client(s)
    try:
        r = Repairer(s, pool, FileBlobStore(tmp_path / "blobs"), build_source(client, s, pool))
        sid = await S.seed(pool, FileBlobStore(tmp_path / "blobs"), url="http://e40.test/careers", status="failing")
        attempt = asyncio.create_task(r.repair(sid, trigger="sweep"))
        for _ in range(100):  # bounded: the attempt is inside the slow GET
            if w.paths[("e40.test", "/careers")]:
                break
            await asyncio.sleep(0.05)
        async with pool.acquire() as conn, conn.transaction():
            info = await store.load_sensor(conn, sid)
            assert info is not None
            m = await store.migrate(conn, info, url="http://e40.test/company/careers", score=0.97,
                                    reason="repair: migrated to http://e40.test/company/careers")
        assert m is not None
        rep = (await attempt).as_dict()
    finally:
        await client.close()
    assert rep["decision"] == "review", summary(rep)
    assert rep["applied"] is False and not rep["detail"]["review_created"], summary(rep)
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0
    row = await pool.fetchrow("SELECT status::text AS status, config FROM sensors WHERE sensor_id = $1", sid)
    assert row["status"] == "retired"
    assert row["config"]["repair"]["decision"] == "migrated", row["config"]


@_pending("trailing_slash_live_sensor")
async def test_a_successor_at_a_trailing_slash_variant_of_a_live_sensor_is_that_sensor(
        pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Discovery already watches `/jobs/`; the careers sensor's URL now redirects to `/jobs` (the same page without
    its trailing slash). The successor is the live sensor: no second sensor watching the same page."""
    from changewire_common.blobs import FileBlobStore

    w = await mk({"e41.test": {"/careers": moved("/jobs"), "/jobs": html(P.CAREERS_V2), "/jobs/": html(P.CAREERS_V2)}})
    blobs = FileBlobStore(tmp_path / "blobs")

    async def seed_two() -> int:
        sid = await S.seed(pool, blobs, url="http://e41.test/careers", status="redirected")
        await pool.execute(
            "INSERT INTO sensors (company_id, surface, kind, url, domain, config, status) SELECT company_id, 'careers', "
            "'html', 'http://e41.test/jobs/', 'e41.test', '{}'::jsonb, 'active' FROM sensors WHERE sensor_id = $1", sid)
        return sid

    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, seed_two)
    assert rep["decision"] == "migrated", summary(rep)
    live = await pool.fetch("SELECT sensor_id, url FROM sensors WHERE company_id = (SELECT company_id FROM sensors "
                            "WHERE sensor_id = $1) AND status <> 'retired'", sid)
    assert [r["url"] for r in live] == ["http://e41.test/jobs/"], summary(rep)
    succ = await pool.fetchval("SELECT (config->>'successor_id')::bigint FROM sensors WHERE sensor_id = $1", sid)
    assert succ == live[0]["sensor_id"]


#: one situation per new rule also through the CLI, together
THROUGH_CLI = ("soft_404_in_ja_while_the_front_page_answers_503", "redirect_to_linkedin_whose_robots_txt_answers_999",
               "rebrand_notice_on_every_path_pointing_to_the_new_domain",
               "old_url_with_a_trailing_slash_gone_while_the_slashless_one_answers",
               "feed_gone_while_the_blog_page_announces_the_new_feed",
               "careers_page_linking_a_lever_board_one_hop_from_the_menu", "blog_index_whose_posts_all_rolled_over",
               "en_gb_careers_gone_beside_en_gb_jobs_and_en_us_careers", "german_maintenance_page_every_path_redirects_to",
               "404_linking_an_archive_copy_while_the_new_page_is_in_the_sitemap",
               "careers_page_now_only_an_iframe_of_the_listing", "the_only_copy_is_on_a_staging_host_listed_in_the_sitemap",
               "page_only_500_beside_a_duplicate_linked_in_the_menu", "page_only_500_again_at_the_next_attempt",
               "redirect_into_an_asp_net_cookieless_session_path",
               "dead_domain_while_the_companys_blog_sensor_is_on_the_new_domain",
               "pricing_behind_a_temporary_country_selector_redirect", "careers_404_while_the_front_page_is_a_rebrand_notice",
               "sitemap_lists_the_new_page_with_a_jsessionid", "feed_whose_items_all_rolled_over")


@pytest.mark.xfail(bool(set(THROUGH_CLI) & PENDING), reason="some situations not fixed yet", strict=False)
async def test_situations_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Situations of every new rule at once through `changewire repair --json --sensor ...`."""
    await S.check_through_cli(pool, tmp_path, db_url, mk, SITUATIONS, THROUGH_CLI)
