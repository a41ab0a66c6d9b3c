"""The situations of repair's sixteenth red-team round (tests/integration/test_repair_redteam16.py runs them): REPAIR
AGAINST UNHELPFUL AND HOSTILE SITES — while repair searches for a broken sensor's page, the site is slow, answers 503
once, shows a bot challenge, serves a 12 MB page, loops its redirects, forbids the candidate in robots.txt (or cannot
serve robots.txt), serves huge / gzip-bombed / malformed / self-looping sitemaps, or offers soft-404s, parked pages,
login walls and pages that 500 every other time. The situation table with the expectations written before the first
run, and the strict xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py, redteam11.py, redteam12.py.
"""
from __future__ import annotations

import gzip
import time
from typing import Any

from aiohttp import web
from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T11: Any = load_module("repair_redteam11", "data/repair/redteam11.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
Situation = S.Situation
careers, menu, site_home, robots = T12.careers, T12.menu, T12.site_home, T12.robots

SHARED_HOSTS: frozenset[str] = frozenset()


def sitemap(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def bare_home() -> R:
    """A front page whose menu names no page of the surface (the sitemap is where the page is found)."""
    return site_home(menu())


#: a Cloudflare managed-challenge interstitial answered with 200 (the "Just a moment..." page, its challenge script)
CHALLENGE_200 = R(200, "<!DOCTYPE html><html lang='en-US'><head><title>Just a moment...</title><meta http-equiv="
                  "'refresh' content='390'></head><body><div class='main-wrapper'><h1>Checking your browser before "
                  "accessing the site.</h1><p>This process is automatic. Your browser will redirect to your requested "
                  "content shortly.</p><noscript>Enable JavaScript and cookies to continue</noscript><script src='/cdn-"
                  "cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f1e2d3c4b5a6978'></script></div></body>"
                  "</html>", headers={"Server": "cloudflare", "cf-mitigated": "challenge"})

#: 12 MB of a page builder's inline state after the page's content (the page itself comes first)
_FILLER = "<script id='__NEXT_DATA__' type='application/json'>{\"props\":\"" + "x" * 12_000_000 + "\"}</script>"


def huge(page: str) -> R:
    head, tail = page.split("</body>", 1)
    return R(200, head + _FILLER + "</body>" + tail)


#: a 12 MB front page: the menu at the top, then the builder's state
def huge_home(nav: list[tuple[str, str]]) -> R:
    return huge(site_home(nav).body)


_IMAGES = "".join(f"<image:image><image:loc>http://cdn.example/products/photo-{{i}}-{k}.jpg</image:loc><image:caption>"
                  f"{'A warehouse robot at work, seen from the loading dock, ' * 5}</image:caption></image:image>"
                  for k in range(8))


def big_sitemap_xml(host: str, target: str, n: int, at: int, images: bool = False) -> str:
    """A sitemap of `n` product URLs with the target at position `at`; with `images`, each product's eight photos in
    Google's image extension (about 2.6 KB a URL, as shops' sitemaps are)."""
    urls = [f"http://{host}/products/{w}-{i:06d}" for i, w in zip(range(n), ["tote", "lift", "cart", "dock"] * n)]
    urls.insert(at, f"http://{host}{target}")
    body = "".join(f"<url><loc>{u}</loc>{_IMAGES.format(i=i) if images else ''}</url>" for i, u in enumerate(urls))
    return (f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
            f'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">{body}</urlset>')


#: 64 MB of zeros gzipped (about 64 KB): a gzip bomb served as a .xml.gz file
BOMB = gzip.compress(b"\0" * 64_000_000, 9)

SOFT_404 = P.shell("Oops - Acme Robotics", "<h1>Oops! We can't find that page.</h1><p>The page you were looking for "
                   "doesn't exist or has been moved. Try the search or go back to the homepage.</p>", menu())
PARKED = ("<!DOCTYPE html><html><head><title>acmejobs-q16.test - This domain is for sale</title></head><body><div "
          "class='parked'><h1>acmejobs-q16.test</h1><p>This domain may be for sale. Buy this domain today!</p><p>Related "
          "searches: Jobs near me, Warehouse jobs, Robotics careers</p><p>Parked free, courtesy of GoDaddy.com</p>"
          "</div></body></html>")


class TimedWeb(S.Web):  # type: ignore[misc,name-defined]
    """The scripted web that also logs (host, path, monotonic arrival time) of every request."""

    def __init__(self, hosts: dict[str, dict[str, Any]]) -> None:
        super().__init__(hosts)
        self.log: list[tuple[str, str, float]] = []

    async def handle(self, request: web.Request) -> web.StreamResponse:
        self.log.append(((request.host or "").split(":")[0].lower(), request.path, time.monotonic()))
        return await super().handle(request)


C = "/careers"
COMPANY = "/company/careers"

SITUATIONS = [
    # ================================================================ the front page or sitemap misbehaves
    Situation("careers_404_front_page_503_once_then_links_the_moved_page",
              {"q01.test": {C: NOT_FOUND, "/": [R(503, "Service Unavailable"), site_home(menu((COMPANY, "Careers")))],
                            COMPANY: html(careers())}},
              "http://q01.test/careers", "migrated", "http://q01.test/company/careers"),
    Situation("careers_404_front_page_slow_half_a_second_then_links_the_moved_page",
              {"q02.test": {C: NOT_FOUND, "/": R(200, site_home(menu((COMPANY, "Careers"))).body, delay=0.5),
                            COMPANY: html(careers())}},
              "http://q02.test/careers", "migrated", "http://q02.test/company/careers"),
    # the whole site behind a 200 challenge: never migrated onto the interstitial, no page asked twice: wait
    Situation("careers_every_path_a_200_bot_challenge",
              {"q03.test": {"*": CHALLENGE_200}},
              "http://q03.test/careers", "wait"),
    # only the front page is challenged (a WAF rule on "/"); robots.txt answers and names the sitemap, which is
    # meant for robots: the sitemap is read and the moved page found (the discovery fix of round 27, in repair)
    Situation("careers_404_front_page_challenged_robots_txt_names_a_sitemap_listing_the_moved_page",
              {"q04.test": {C: NOT_FOUND, "/": CHALLENGE_200,
                            "/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://q04.test/sitemap-pages.xml\n",
                                             "text/plain"),
                            "/sitemap-pages.xml": sitemap("q04.test", ["/", "/product", COMPANY]),
                            COMPANY: html(careers())}},
              "http://q04.test/careers", "migrated", "http://q04.test/company/careers"),
    # the menu's careers link is behind the challenge: not "nothing found" (no review), not migrated: wait
    Situation("careers_404_menu_links_a_page_behind_a_200_challenge",
              {"q05.test": {C: NOT_FOUND, "/": site_home(menu(("/join-us", "Careers"))), "/join-us": CHALLENGE_200}},
              "http://q05.test/careers", "wait"),
    Situation("careers_404_twelve_megabyte_front_page_menu_at_the_top",
              {"q06.test": {C: NOT_FOUND, "/": huge_home(menu((COMPANY, "Careers"))), COMPANY: html(careers())}},
              "http://q06.test/careers", "migrated", "http://q06.test/company/careers"),
    Situation("careers_404_the_moved_page_is_twelve_megabytes_content_first",
              {"q07.test": {C: NOT_FOUND, "/": site_home(menu(("/join-us", "Careers"))),
                            "/join-us": huge(careers(menu(("/join-us", "Careers"))))}},
              "http://q07.test/careers", "migrated", "http://q07.test/join-us"),
    # the front page redirects in a loop: the loop is cut, the sitemap still read
    Situation("careers_404_front_page_redirect_loop_sitemap_lists_the_moved_page",
              {"q08.test": {C: NOT_FOUND, "/": moved("/home", 302), "/home": moved("/", 302),
                            "/sitemap.xml": sitemap("q08.test", ["/product", COMPANY]), COMPANY: html(careers())}},
              "http://q08.test/careers", "migrated", "http://q08.test/company/careers"),
    Situation("careers_redirect_loop_at_the_url_menu_links_the_moved_page",
              {"q09.test": {C: moved("/careers/"), "/careers/": moved(C), "/": site_home(menu(("/join-us", "Careers"))),
                            "/join-us": html(careers(menu(("/join-us", "Careers"))))}},
              "http://q09.test/careers", "migrated", "http://q09.test/join-us"),
    Situation("careers_404_front_page_503_every_time",
              {"q10.test": {C: NOT_FOUND, "/": R(503, "Service Unavailable"),
                            "/sitemap.xml": sitemap("q10.test", [COMPANY]), COMPANY: html(careers())}},
              "http://q10.test/careers", "wait"),
    Situation("careers_404_front_page_503_with_a_one_hour_retry_after",
              {"q11.test": {C: NOT_FOUND, "/": R(503, "Service Unavailable", headers={"Retry-After": "3600"}),
                            COMPANY: html(careers())}},
              "http://q11.test/careers", "wait"),
    Situation("careers_404_sitemap_slow_then_lists_the_moved_page",
              {"q12.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, S.sitemap("q12.test", ["/product", COMPANY]), "application/xml",
                                              delay=0.5), COMPANY: html(careers())}},
              "http://q12.test/careers", "migrated", "http://q12.test/company/careers"),

    # ================================================================ robots.txt
    # the menu's careers link is disallowed: never asked; the page may well be there, closed to robots: a person
    Situation("careers_404_menu_links_a_candidate_robots_txt_disallows",
              {"q13.test": {C: NOT_FOUND, "/": site_home(menu((COMPANY, "Careers"))), "/robots.txt": robots(
                  "Disallow: /company/"), COMPANY: html(careers())}},
              "http://q13.test/careers", "review", never=(("q13.test", COMPANY),)),
    # a disallowed link and an allowed page with the same content: the allowed one, the forbidden never asked
    Situation("careers_404_menu_links_a_disallowed_candidate_and_an_allowed_copy",
              {"q14.test": {C: NOT_FOUND, "/": site_home(menu((COMPANY, "Careers"), ("/jobs", "Jobs"))),
                            "/robots.txt": robots("Disallow: /company/"), COMPANY: html(careers()),
                            "/jobs": html(careers(menu(("/jobs", "Jobs"))))}},
              "http://q14.test/careers", "migrated", "http://q14.test/jobs", never=(("q14.test", COMPANY),)),
    # robots.txt answering 503: a temporary full disallow; nothing else asked; try later
    Situation("careers_robots_txt_503",
              {"q15.test": {"/robots.txt": R(503, "Service Unavailable"), C: NOT_FOUND,
                            "/": site_home(menu((COMPANY, "Careers"))), COMPANY: html(careers())}},
              "http://q15.test/careers", "wait", never=(("q15.test", C), ("q15.test", "/"), ("q15.test", COMPANY))),
    # robots.txt disallows the sitemap's path: it is not read; the menu has nothing: review, the sitemap never asked
    Situation("careers_404_robots_txt_disallows_the_sitemap_and_the_menu_has_nothing",
              {"q16.test": {C: NOT_FOUND, "/": bare_home(), "/robots.txt": robots("Disallow: /sitemap.xml"),
                            "/sitemap.xml": sitemap("q16.test", [COMPANY]), COMPANY: html(careers())}},
              "http://q16.test/careers", "review", never=(("q16.test", "/sitemap.xml"),)),
    # robots.txt answered as the site's HTML 404 page with 200: no rules, everything allowed
    Situation("careers_404_robots_txt_is_an_html_page",
              {"q17.test": {C: NOT_FOUND, "/robots.txt": html(SOFT_404), "/": site_home(menu((COMPANY, "Careers"))),
                            COMPANY: html(careers())}},
              "http://q17.test/careers", "migrated", "http://q17.test/company/careers"),

    # ================================================================ sitemaps
    # (10,000 URLs rather than the protocol's 50,000 for the module's run time: ranking 50,000 takes ~8 s of CPU here)
    Situation("careers_404_sitemap_of_ten_thousand_urls_lists_the_moved_page",
              {"q18.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, big_sitemap_xml("q18.test", COMPANY, 10_000, 7_337),
                                              "application/xml"), COMPANY: html(careers())}},
              "http://q18.test/careers", "migrated", "http://q18.test/company/careers"),
    # a 12 MB sitemap (over repair's 5 MB cap; image extension tags): the part read lists the page near its start
    Situation("careers_404_twelve_megabyte_sitemap_lists_the_moved_page_early",
              {"q19.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, big_sitemap_xml("q19.test", COMPANY, 4_600, 500, images=True),
                                              "application/xml"), COMPANY: html(careers())}},
              "http://q19.test/careers", "migrated", "http://q19.test/company/careers"),
    # a gzip bomb robots.txt names as the sitemap: read within the cap, nothing in it; the site answered: review
    Situation("careers_404_robots_txt_names_a_gzip_bomb_sitemap",
              {"q20.test": {C: NOT_FOUND, "/": bare_home(),
                            "/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://q20.test/sitemap.xml.gz\n",
                                             "text/plain"),
                            "/sitemap.xml.gz": R(200, BOMB, "application/gzip")}},
              "http://q20.test/careers", "review"),
    # the same bomb sent as Content-Encoding: gzip of /sitemap.xml
    Situation("careers_404_sitemap_a_content_encoding_gzip_bomb",
              {"q21.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, BOMB, "application/xml", headers={"Content-Encoding": "gzip"})}},
              "http://q21.test/careers", "review"),
    # an unescaped & in an earlier <loc> (a strict XML parser stops there): the URLs are still read, as search
    # engines read them
    Situation("careers_404_malformed_sitemap_unescaped_ampersand_before_the_moved_page",
              {"q22.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.'
                                              'sitemaps.org/schemas/sitemap/0.9"><url><loc>http://q22.test/search?q=a&'
                                              'page=2</loc></url><url><loc>http://q22.test/product</loc></url><url><loc>'
                                              'http://q22.test/company/careers</loc></url></urlset>', "application/xml"),
                            COMPANY: html(careers())}},
              "http://q22.test/careers", "migrated", "http://q22.test/company/careers"),
    # a sitemap cut off mid-file (the generator died): the URLs before the cut are read
    Situation("careers_404_truncated_sitemap_lists_the_moved_page_before_the_cut",
              {"q23.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.'
                                              'sitemaps.org/schemas/sitemap/0.9"><url><loc>http://q23.test/product</loc>'
                                              '</url><url><loc>http://q23.test/company/careers</loc></url><url><loc>http'
                                              '://q23.test/abo', "application/xml"),
                            COMPANY: html(careers())}},
              "http://q23.test/careers", "migrated", "http://q23.test/company/careers"),
    # a sitemap index listing itself (and a child that redirects back to it): no loop, the budget holds: review
    Situation("careers_404_sitemap_index_lists_itself_and_a_child_redirecting_back",
              {"q24.test": {C: NOT_FOUND, "/": bare_home(),
                            "/sitemap.xml": R(200, '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://'
                                              'www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://q24.test/'
                                              'sitemap.xml</loc></sitemap><sitemap><loc>http://q24.test/pages-sitemap.'
                                              'xml</loc></sitemap></sitemapindex>', "application/xml"),
                            "/pages-sitemap.xml": moved("/sitemap.xml")}},
              "http://q24.test/careers", "review"),

    # ================================================================ unhelpful candidates
    # the menu's careers link answers 200 with a "can't find that page": not the page, nothing else found: review
    Situation("careers_404_menu_links_a_soft_404_answering_200",
              {"q25.test": {C: NOT_FOUND, "/": site_home(menu(("/join-us", "Careers"))), "/join-us": html(SOFT_404)}},
              "http://q25.test/careers", "review"),
    # the URL itself answers 200 with the soft-404 while the menu links the moved page
    Situation("careers_200_soft_404_at_the_url_menu_links_the_moved_page",
              {"q26.test": {C: html(SOFT_404), "/": site_home(menu(("/join-us", "Careers"))),
                            "/join-us": html(careers(menu(("/join-us", "Careers"))))}},
              "http://q26.test/careers", "migrated", "http://q26.test/join-us"),
    # the footer links the old careers microsite, now a parked domain: never migrated there
    Situation("careers_404_footer_links_a_former_careers_domain_now_parked",
              {"q27.test": {C: NOT_FOUND, "/": site_home(menu(), [("http://acmejobs-q16.test/", "Jobs")])},
               "acmejobs-q16.test": {"*": html(PARKED)}},
              "http://q27.test/careers", "review"),
    # the menu's careers link sends to a login page: never posted, never migrated: review
    Situation("careers_404_menu_links_a_portal_behind_a_login_wall",
              {"q28.test": {C: NOT_FOUND, "/": site_home(menu(("/portal/careers", "Careers"))),
                            "/portal/careers": moved("/login?next=/portal/careers", 302), "/login": html(P.LOGIN)}},
              "http://q28.test/careers", "review"),
    # seven careers-looking links, all soft-404s, and a sitemap: the budget (6 requests) holds: review
    Situation("careers_404_menu_of_seven_careers_links_all_soft_404s",
              {"q29.test": {C: NOT_FOUND,
                            "/": site_home(menu(*[(f"/{p}", t) for p, t in (
                                ("jobs", "Jobs"), ("join-us", "Join us"), ("work-with-us", "Work with us"),
                                ("team", "Team"), ("hiring", "We're hiring"), ("open-roles", "Open roles"),
                                ("life", "Life at Acme"))])),
                            "/sitemap.xml": sitemap("q29.test", ["/jobs", "/join-us"]),
                            **{f"/{p}": html(SOFT_404) for p in ("jobs", "join-us", "work-with-us", "team", "hiring",
                                                                 "open-roles", "life")}}},
              "http://q29.test/careers", "review"),
]

#: the flaky candidate (500 every other request) and the hosts of the tests outside the table
FLAKY_HOST = "q30.test"

MAX_REQUESTS: dict[str, int] = {
    # the whole site challenged: robots.txt and the URL, then at most the front page once — no page twice
    "careers_every_path_a_200_bot_challenge": 3,
    # robots.txt unavailable: robots.txt asked once, nothing else
    "careers_robots_txt_503": 1,
    # a one-hour Retry-After on the front page: no second GET of it
    "careers_404_front_page_503_with_a_one_hour_retry_after": 3,
}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {}

CLI_RUN: tuple[str, ...] = ("careers_404_menu_links_a_disallowed_candidate_and_an_allowed_copy",
                            "careers_every_path_a_200_bot_challenge",
                            "careers_404_menu_links_a_candidate_robots_txt_disallows",
                            "careers_404_robots_txt_names_a_gzip_bomb_sitemap")
