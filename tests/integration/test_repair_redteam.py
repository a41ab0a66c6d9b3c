"""Red-team situations for repair against fixture sites on 127.0.0.2 (real aiohttp, real Postgres,
the shared client): pages that moved in ways the other modules do not cover — a 404 with a nav
link, a two-hop 301 chain, a subdomain, an ATS board, a soft 404 at a renamed pricing page, a blog
that became a newsroom, a redirect to a homepage that quotes the old content, per-path redirects to
a new domain, a removed page with a look-alike neighbour, two similar candidates, robots.txt on the
new host, a bot challenge, a temporary outage. Requests are counted at the server."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py")


R, html, moved, NOT_FOUND, Web, chrome_page = S.R, S.html, S.moved, S.NOT_FOUND, S.Web, S.chrome_page


def homepage(name: str, nav: list[tuple[str, str]], extra: str = "") -> str:
    return chrome_page(name, f"<h1>{name} makes warehouse robots</h1>"
                       f"<p>Autonomous mobile robots for logistics.</p>{extra}", nav)


CAREERS_MAIN = S.CAREERS_V1.split("<main>")[1].split("</main>")[0]
CAREERS_V2 = S.CAREERS_V2

JOBS = ["Senior Robotics Engineer|Lyon, France", "Perception Engineer, Computer Vision|Berlin, Germany",
        "Fleet Operations Lead|Toronto, Canada", "Embedded Software Engineer (Rust)|Remote, Europe",
        "Senior Product Designer|Lyon, France", "Site Reliability Engineer|Berlin, Germany",
        "Account Executive, DACH|Munich, Germany", "Mechanical Engineer, Grippers|Lyon, France",
        "Data Engineer, Fleet Analytics|Remote, Canada", "Technical Writer|Remote, Europe",
        "Customer Success Manager|Toronto, Canada", "Hardware Test Engineer|Lyon, France"]


def greenhouse_board() -> str:
    """An ATS board with the same openings and the company's intro, in the ATS's markup."""
    intro = CAREERS_MAIN.split('<section class="openings">')[0]
    rows = "".join(f'<div class="opening"><a href="/acme/jobs/{i}">{t}</a><span class="location">{loc}</span></div>'
                   for i, (t, loc) in enumerate(j.split("|") for j in JOBS))
    return (f"<!doctype html><html><head><title>Jobs at Acme Robotics</title></head><body><div id='wrapper'>"
            f"<div id='logo'>Acme Robotics</div>{intro}<section class='level-0'><h3>All departments</h3>{rows}"
            f"</section></div><div id='footer'>Powered by Greenhouse</div></body></html>")


def soft404(title: str = "Page not found") -> R:
    return html(chrome_page(title, "<h1>Oops! That page can't be found.</h1><p>It looks like nothing was found "
                                   "at this location. Maybe try a search?</p>"))


POSTS = [("Introducing the Acme R7 picking robot", "/p/r7", "2026-10-02",
          "The R7 picks mixed totes at 600 items an hour and docks itself for charging."),
         ("How we test robots next to people", "/p/safety", "2026-09-14",
          "Every release runs two weeks in our Lyon test warehouse with staff working beside the fleet."),
         ("Acme opens a Toronto office", "/p/toronto", "2026-08-30",
          "Our North American customers now get support in their own time zone from a team of twenty."),
         ("Fleet analytics, explained", "/p/analytics", "2026-08-01",
          "A tour of the dashboard that shows pick rates, battery health and congestion per aisle."),
         ("What 400 warehouses taught us about aisles", "/p/aisles", "2026-07-12",
          "Narrow aisles are not the problem; blind corners are. Here is what we changed in the planner."),
         ("Our Berlin perception lab", "/p/berlin", "2026-06-20",
          "Meet the team teaching robots to see shrink-wrapped pallets and reflective tape.")]


def blog_page(title: str, nav: list[tuple[str, str]], markup: str = "article") -> str:
    if markup == "article":
        items = "".join(f"<article><h2><a href='{u}'>{t}</a></h2><time>{d}</time><p>{s}</p></article>"
                        for t, u, d, s in POSTS)
        return chrome_page(title, f"<h1>The Acme blog</h1>{items}", nav)
    items = "".join(f"<div class='card'><a class='card-link' href='/news{u}'><span class='card-title'>{t}</span></a>"
                    f"<div class='card-meta'>{d}</div><div class='card-body'>{s}</div></div>" for t, u, d, s in POSTS)
    return chrome_page(title, f"<div class='grid'><h1>News from Acme</h1>{items}</div>", nav)


NAV = [("/", "Home"), ("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/contact", "Contact")]


mk = S.mk  # make(hosts) → a started scripted web, stopped after the test
summary = S.summary


async def repair(pool: Any, tmp_path: Path, db_url: str, w: Web, url: str, *, status: str = "failing",
                 reference: str | None = S.CAREERS_V1, surface: str = "careers",
                 config: dict[str, Any] | None = None, website: str | None = None,
                 kind: str = "html") -> tuple[int, dict[str, Any]]:
    async def seed() -> int:
        sid = int(await S.seed(pool, FileBlobStore(tmp_path / "blobs"), url=url, status=status, reference=reference,
                               surface=surface, website=website or "/".join(url.split("/")[:3]) + "/",
                               config=config))
        if kind != "html":
            await pool.execute("UPDATE sensors SET kind = $2 WHERE sensor_id = $1", sid, kind)
        return sid

    return await S.repair_once(pool, tmp_path, db_url, w, seed)


async def status_of(pool: Any, sid: int) -> str:
    return str(await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid))


async def successor_url(pool: Any, sid: int) -> str | None:
    return await pool.fetchval(
        "SELECT n.url FROM sensors o JOIN sensors n ON n.sensor_id = (o.config->>'successor_id')::bigint "
        "WHERE o.sensor_id = $1 AND o.status = 'retired'", sid)


# 1. /careers → 404; the nav links /company/careers → migrate there
async def test_404_and_a_nav_link_to_the_new_path(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt1.test": {"/": html(homepage("Acme", NAV[:-1] + [("/company/careers", "Careers")])),
                               "/careers": NOT_FOUND, "/company/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt1.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt1.test/company/careers"
    assert w.counts["rt1.test"] == rep["requests"] <= 6


# 2. a 301 chain of two hops → migrate to the end of the chain
async def test_a_two_hop_301_chain(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt2.test": {"/careers": moved("/about/careers"), "/about/careers": moved("/company/careers"),
                               "/company/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt2.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt2.test/company/careers"
    assert w.counts["rt2.test"] == rep["requests"] == 4  # robots.txt + 3 hops


# 3. careers moved to a subdomain linked from the nav
async def test_moved_to_a_subdomain(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"acme3.test": {"/": html(homepage("Acme", NAV + [("http://jobs.acme3.test/", "Careers")])),
                                 "/careers": NOT_FOUND},
                  "jobs.acme3.test": {"/": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://acme3.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://jobs.acme3.test/"
    assert sum(w.counts.values()) == rep["requests"] <= 6


# 4. careers moved to an ATS board linked from the homepage
async def test_moved_to_an_ats_board(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"acme4.test": {"/": html(homepage("Acme", NAV + [("http://boards.greenhouse.io/acme", "Careers")])),
                                 "/careers": NOT_FOUND},
                  "boards.greenhouse.io": {"/acme": html(greenhouse_board())}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://acme4.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://boards.greenhouse.io/acme"
    assert sum(w.counts.values()) == rep["requests"] <= 6


# 5. pricing renamed /plans; the old URL is a soft 404 (200 "page not found")
async def test_pricing_renamed_with_a_soft_404(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    nav = [("/", "Home"), ("/product", "Product"), ("/plans", "Plans"), ("/blog", "Blog")]
    w = await mk({"rt5.test": {"/": html(homepage("Acme", nav)), "/pricing": soft404(),
                               "/plans": html(S.PRICING.replace("Simple pricing", "Plans and pricing"))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt5.test/pricing", reference=S.PRICING,
                            surface="pricing")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt5.test/plans"
    assert w.counts["rt5.test"] == rep["requests"] <= 6


# 6. the blog became /news: new markup, the same posts
async def test_blog_migrated_to_news_with_new_markup(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    nav = [("/", "Home"), ("/product", "Product"), ("/pricing", "Pricing"), ("/news", "News")]
    old = blog_page("Blog - Acme", NAV)
    w = await mk({"rt6.test": {"/": html(homepage("Acme", nav)), "/blog": NOT_FOUND,
                               "/news": html(blog_page("News - Acme", nav, markup="cards"))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt6.test/blog", reference=old, surface="blog")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt6.test/news"
    assert w.counts["rt6.test"] == rep["requests"] <= 6


# 7. the page now redirects to the homepage, which quotes the openings: not a move to the homepage
async def test_a_redirect_to_a_homepage_that_quotes_the_content(pool: Any, tmp_path: Path, db_url: str,
                                                               mk: Any) -> None:
    w = await mk({"rt7.test": {"/careers": moved("/"), "/": html(homepage("Acme", NAV, CAREERS_MAIN))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt7.test/careers", status="redirected")
    assert rep["decision"] in ("review", "wait"), summary(rep)
    assert await successor_url(pool, sid) is None
    assert w.counts["rt7.test"] == rep["requests"] <= 6


# 8. the whole site moved to a new domain, path by path (/careers → /en/careers)
async def test_site_moved_to_a_new_domain_with_per_path_redirects(pool: Any, tmp_path: Path, db_url: str,
                                                                  mk: Any) -> None:
    w = await mk({"rt8old.test": {"/careers": moved("http://rt8new.test/en/careers"),
                                  "/": moved("http://rt8new.test/en/")},
                  "rt8new.test": {"/en/": html(homepage("Acme", NAV)), "/en/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt8old.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt8new.test/en/careers"
    assert sum(w.counts.values()) == rep["requests"] <= 6


CUSTOMERS = chrome_page("Customers - Acme Robotics", "<h1>Customers who build the future with us</h1>"
                        "<p>Acme Robotics designs autonomous warehouse robots used by more than 400 logistics "
                        "companies across Europe and North America.</p><ul><li>Lyon Logistics: 40 robots</li>"
                        "<li>Berlin Parcel: 120 robots</li><li>Toronto Freight: 60 robots</li></ul>")


# 9. removed, no successor; a look-alike /customers page must not receive the sensor
async def test_removed_page_without_successor(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt9.test": {"/": html(homepage("Acme", NAV + [("/customers", "Customers")])),
                               "/careers": NOT_FOUND, "/customers": html(CUSTOMERS),
                               "/sitemap.xml": R(200, S.sitemap("rt9.test", ["/", "/customers", "/product"]),
                                                 "application/xml")}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt9.test/careers")
    assert rep["decision"] == "review", summary(rep)
    assert await successor_url(pool, sid) is None
    assert w.counts["rt9.test"] == rep["requests"] <= 6


def internships() -> str:
    """The same careers intro, values and benefits, but an internship list instead of the openings."""
    main = CAREERS_MAIN.split('<section class="openings">')[0] + (
        "<section><h2>Internships</h2><ul><li>Robotics Intern, Lyon</li><li>Data Intern, Berlin</li></ul></section>")
    return chrome_page("Internships at Acme Robotics", main)


# 10. two similar candidates: the internship page (same boilerplate) ranks first, the real one second
async def test_two_similar_candidates_pick_the_right_one(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt10.test": {"/": html(homepage("Acme", NAV + [("/careers/internships", "Careers: internships"),
                                                                  ("/company/jobs", "Jobs")])),
                                "/careers": NOT_FOUND, "/careers/internships": html(internships()),
                                "/company/jobs": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt10.test/careers")
    assert rep["decision"] in ("migrated", "review"), summary(rep)
    assert await successor_url(pool, sid) in (None, "http://rt10.test/company/jobs"), summary(rep)
    assert w.counts["rt10.test"] == rep["requests"] <= 6


# 11. robots.txt of the new (sub)domain disallows it: no request there, no migration
async def test_robots_txt_of_the_new_host_disallows_it(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"acme11.test": {"/": html(homepage("Acme", NAV + [("http://jobs.acme11.test/open", "Careers")])),
                                  "/careers": NOT_FOUND},
                  "jobs.acme11.test": {"/robots.txt": R(200, "User-agent: *\nDisallow: /\n", "text/plain"),
                                       "/open": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://acme11.test/careers")
    assert rep["decision"] in ("review", "wait"), summary(rep)
    assert await successor_url(pool, sid) is None
    assert w.paths[("jobs.acme11.test", "/open")] == 0
    assert sum(w.counts.values()) == rep["requests"] <= 6


CHALLENGE = ("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id='challenge-running'>"
             "Checking if the site connection is secure</div><script>window._cf_chl_opt={cvId:'3'};</script>"
             "</body></html>")


# 12. the whole site answers a bot challenge: no search, no review of unrelated pages
async def test_a_bot_challenge_is_not_searched(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt12.test": {"/robots.txt": R(200, "User-agent: *\nAllow: /\n", "text/plain"),
                                "*": R(403, CHALLENGE, headers={"cf-mitigated": "challenge", "Server": "cloudflare"})}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt12.test/careers")
    assert rep["decision"] == "wait", summary(rep)
    assert await status_of(pool, sid) == "failing"
    assert w.counts["rt12.test"] == rep["requests"] == 2, summary(rep)  # robots.txt and the page only


# 12b. the challenge served with 200
async def test_a_200_bot_challenge_is_not_a_page(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt12b.test": {"/robots.txt": R(200, "User-agent: *\nAllow: /\n", "text/plain"),
                                 "*": R(200, CHALLENGE, headers={"Server": "cloudflare"})}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt12b.test/careers")
    assert rep["decision"] == "wait", summary(rep)
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1 AND kind = 'sensor_migration'",
                               sid) == 0
    assert w.counts["rt12b.test"] == rep["requests"] == 2, summary(rep)


# 13. a temporary 503 at the page (Retry-After), the rest of the site fine: wait, no migration, no review
async def test_a_temporary_503_waits(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt13.test": {"/": html(homepage("Acme", NAV + [("/careers", "Careers"), ("/jobs", "Jobs")])),
                                "/careers": R(503, "<h1>Service unavailable</h1>", headers={"Retry-After": "120"}),
                                "/jobs": html(S.UNRELATED)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt13.test/careers")
    assert rep["decision"] == "wait", summary(rep)
    assert await status_of(pool, sid) == "failing"
    assert await successor_url(pool, sid) is None


# 13b. the whole site 503s (robots.txt answers): wait after the page
async def test_a_site_wide_503_waits(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt13b.test": {"/robots.txt": R(200, "User-agent: *\nAllow: /\n", "text/plain"),
                                 "*": R(503, "<h1>Service unavailable</h1>")}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt13b.test/careers")
    assert rep["decision"] == "wait", summary(rep)
    # robots.txt, the page twice (a blip gets a second chance), the homepage (down too: no sitemap)
    assert w.counts["rt13b.test"] == rep["requests"] <= 4, summary(rep)


# 14. a redirect chain that ends in a 404; the nav has the new page
async def test_a_redirect_into_a_404_then_the_nav(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt14.test": {"/careers": moved("/jobs"), "/jobs": NOT_FOUND,
                                "/": html(homepage("Acme", NAV + [("/join-us", "Join us")])),
                                "/join-us": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt14.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt14.test/join-us"


def archived_careers() -> str:
    """Last year's careers page kept as an archive: the same intro, values and benefits, other openings."""
    main = CAREERS_MAIN.split('<section class="openings">')[0] + (
        "<section><h2>Positions filled in 2023</h2><ul><li>Robotics Intern, Lyon</li><li>Data Intern, Berlin</li>"
        "<li>Office Manager, Toronto</li></ul></section>")
    return chrome_page("Careers archive - Acme Robotics", main)


# 15. two similar candidates: an archive with the same boilerplate ranks first; the real page second
async def test_a_lookalike_ranked_first_does_not_win(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt15.test": {"/": html(homepage("Acme", NAV + [("/careers-archive", "Careers"),
                                                                  ("/company/join-us", "Join us")])),
                                "/careers": NOT_FOUND, "/careers-archive": html(archived_careers()),
                                "/company/join-us": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt15.test/careers")
    assert rep["decision"] in ("migrated", "review"), summary(rep)
    assert await successor_url(pool, sid) in (None, "http://rt15.test/company/join-us"), summary(rep)
    assert w.counts["rt15.test"] == rep["requests"] <= 6


# 16. per-path redirects to a new domain, but /careers lands on the new front page; its nav has the page
async def test_domain_move_dropping_the_path_searches_the_new_site(pool: Any, tmp_path: Path, db_url: str,
                                                                   mk: Any) -> None:
    w = await mk({"rt16old.test": {"/careers": moved("http://rt16new.test/"), "/": moved("http://rt16new.test/")},
                  "rt16new.test": {"/": html(homepage("Acme", NAV + [("/team/jobs", "Jobs")], CAREERS_MAIN[:600])),
                                   "/team/jobs": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt16old.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt16new.test/team/jobs"
    assert sum(w.counts.values()) == rep["requests"] <= 6


# 17. a careers subdomain that no longer resolves; the company website links the new page
async def test_a_dropped_careers_subdomain(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"acme17.test": {"/": html(homepage("Acme", NAV + [("/careers", "Careers")])),
                                  "/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://careers.acme17.test/", website="http://acme17.test/")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://acme17.test/careers"


# 18. the same URL, the openings all gone ("no open positions"): the same page, recovered
async def test_no_open_positions_is_the_same_page(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    main = CAREERS_MAIN.split('<section class="openings">')[0] + \
        "<section><h2>Open positions</h2><p>There are no open positions right now.</p></section>"
    w = await mk({"rt18.test": {"/careers": html(chrome_page("Careers at Acme Robotics", main))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt18.test/careers")
    assert rep["decision"] == "recovered", summary(rep)


# 19. a 410 Gone at the old URL; the sitemap (not the nav) lists the new page
async def test_410_and_the_sitemap(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt19.test": {"/": html(homepage("Acme", NAV)), "/careers": R(410, "Gone"),
                                "/sitemap.xml": R(200, S.sitemap("rt19.test", ["/", "/product", "/about/vacancies"]),
                                                  "application/xml"),
                                "/about/vacancies": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt19.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt19.test/about/vacancies"


# 20. the page's canonical now names the front page (a CMS soft-removal): not a move
async def test_a_canonical_to_the_front_page(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    body = homepage("Acme", NAV, CAREERS_MAIN).replace("<head>", "<head><link rel='canonical' href='/'>")
    w = await mk({"rt20.test": {"/careers": html(body), "/": html(body)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt20.test/careers")
    assert rep["decision"] != "migrated" or rep["detail"]["url"] != "http://rt20.test/", summary(rep)


# 21. a homepage sensor whose whole site moved to a new domain follows it
async def test_a_homepage_sensor_follows_a_domain_move(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    page = homepage("Acme", NAV, CAREERS_MAIN[:1500])
    w = await mk({"rt21old.test": {"*": moved("http://rt21new.test/")}, "rt21new.test": {"/": html(page)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt21old.test/", status="redirected", reference=page,
                            surface="homepage")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt21new.test/"


# 22. another page now lives at the old URL, and the nav links where the content went
async def test_replaced_at_the_url_and_moved_in_the_nav(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt22.test": {"/": html(homepage("Acme", NAV + [("/careers", "Culture"), ("/jobs", "Open jobs")])),
                                "/careers": html(S.UNRELATED), "/jobs": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt22.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt22.test/jobs"


def grown_careers(extra: int) -> str:
    more = "".join(f'<div class="job"><a href="/jobs/{i}">Warehouse Technician, shift {i}</a> <span>Site {i}, '
                   f'Poland</span></div>' for i in range(extra))
    return CAREERS_V2.replace('<div class="job">', more + '<div class="job">', 1)


# 23. the moved page grew: forty more openings on the new page
async def test_a_moved_page_that_grew(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt23.test": {"/": html(homepage("Acme", NAV + [("/company/careers", "Careers")])),
                                "/careers": NOT_FOUND, "/company/careers": html(grown_careers(40))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt23.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt23.test/company/careers"


def ats_jobs_only() -> str:
    """An ATS board that lists the openings and nothing of the old page's prose."""
    rows = "".join(f"<div class='opening'><a href='/acme/jobs/{i}'>{j.split('|')[0]}</a>"
                   f"<span class='location'>{j.split('|')[1]}</span></div>" for i, j in enumerate(JOBS))
    return (f"<!doctype html><html><head><title>Jobs at Acme Robotics</title></head><body><h1>Current openings at "
            f"Acme Robotics</h1>{rows}<div id='footer'>Powered by Greenhouse</div></body></html>")


# 24. moved to an ATS board that shows only the openings (none of the old page's prose)
async def test_moved_to_an_ats_board_listing_only_the_openings(pool: Any, tmp_path: Path, db_url: str,
                                                               mk: Any) -> None:
    w = await mk({"acme24.test": {"/": html(homepage("Acme", NAV + [("http://boards.greenhouse.io/acme24", "Careers")])),
                                  "/careers": NOT_FOUND},
                  "boards.greenhouse.io": {"/acme24": html(ats_jobs_only())}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://acme24.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://boards.greenhouse.io/acme24"
    assert sum(w.counts.values()) == rep["requests"] <= 6


def grown_v1(extra: int) -> str:
    more = "".join(f'<li><a href="/careers/r{i}">{role} ({team})</a> <span>{city}</span></li>'
                   for i, (role, team, city) in enumerate(
                       (r, t, c) for r in ("Warehouse Technician", "Field Engineer", "Support Specialist",
                                           "Robot Operator", "Sales Engineer")
                       for t in ("Fleet", "Grippers", "Vision", "Navigation")
                       for c in ("Gdansk, Poland", "Porto, Portugal", "Leeds, England", "Lille, France"))
                   if i < extra)
    return S.CAREERS_V1.replace('<ul class="jobs">', f'<ul class="jobs">{more}')


# 25. a failing page came back at the same URL with many more openings: the same page, recovered
async def test_a_page_that_came_back_bigger_recovers(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt25.test": {"/careers": html(grown_v1(80))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt25.test/careers")
    assert rep["decision"] == "recovered", summary(rep)
    assert await status_of(pool, sid) == "active"


# 26. a department page listing a third of the openings is not where the whole page went
async def test_a_department_subset_is_not_the_successor(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    eng = chrome_page("Engineering jobs", "<h1>Engineering roles</h1><ul>" + "".join(
        f"<li>{j.replace('|', ' ')}</li>" for j in JOBS if "Engineer" in j) + "</ul>")
    w = await mk({"rt26.test": {"/": html(homepage("Acme", NAV + [("/engineering-jobs", "Engineering jobs")])),
                                "/careers": NOT_FOUND, "/engineering-jobs": html(eng)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt26.test/careers")
    assert rep["decision"] == "review", summary(rep)
    assert await successor_url(pool, sid) is None


def rss(posts: list[tuple[str, str, str, str]], host: str) -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{s}</description></item>" for t, u, d, s in posts)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme blog</title>'
            f"<link>http://{host}/</link><description>News from Acme Robotics</description>{items}</channel></rss>")


# 27. a feed sensor: /feed.xml is gone; the homepage announces the new feed with <link rel=alternate>
async def test_a_feed_moved_and_announced_in_the_head(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    feed = rss(POSTS, "rt27.test")
    home = homepage("Acme", NAV).replace(
        "<head>", "<head><link rel='alternate' type='application/rss+xml' title='Acme news' href='/news/rss.xml'>")
    w = await mk({"rt27.test": {"/": html(home), "/feed.xml": NOT_FOUND,
                                "/news/rss.xml": R(200, feed, "application/rss+xml")}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt27.test/feed.xml", reference=feed, surface="feed",
                            kind="feed")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt27.test/news/rss.xml"


# 28. the old URL answers a "this page has moved" notice whose only link names the new page
async def test_a_moved_notice_links_the_new_page(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    notice = chrome_page("Careers - Acme", "<h1>Careers</h1><p>Our careers page has moved. "
                                            "<a href='/about/join-the-team'>See our open positions</a>.</p>")
    w = await mk({"rt28.test": {"/": html(homepage("Acme", NAV)), "/careers": html(notice),
                                "/about/join-the-team": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt28.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt28.test/about/join-the-team"
    assert w.counts["rt28.test"] == rep["requests"] <= 6


MAINTENANCE = chrome_page("Down for maintenance", "<h1>We'll be back soon</h1><p>Sorry for the inconvenience. "
                                                  "We're performing some maintenance at the moment.</p>")


# 29. a 302 to a maintenance page during an outage: not a move, nothing for a person to review
async def test_a_302_to_a_maintenance_page_waits(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt29.test": {"*": moved("/maintenance.html", 302), "/maintenance.html": html(MAINTENANCE),
                                "/robots.txt": R(200, "User-agent: *\nAllow: /\n", "text/plain")}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt29.test/careers")
    assert rep["decision"] == "wait", summary(rep)
    assert await successor_url(pool, sid) is None


# 30. the redirect target carries tracking parameters: the successor's URL does not
async def test_tracking_parameters_are_not_part_of_the_new_url(pool: Any, tmp_path: Path, db_url: str,
                                                               mk: Any) -> None:
    w = await mk({"rt30.test": {"/careers": moved("/company/careers?utm_source=old-site&utm_medium=redirect"),
                                "/company/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt30.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt30.test/company/careers"


# 31. the homepage only links a job ad below the new careers index
async def test_a_job_ad_link_stands_for_its_index(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt31.test": {"/": html(homepage("Acme", NAV, "<p>We're hiring: <a href='/company/careers/"
                                                               "senior-robotics-engineer'>Senior Robotics Engineer</a></p>")),
                                "/careers": NOT_FOUND, "/company/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt31.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt31.test/company/careers"


# 32. per-path redirects to a new domain, where the old path is a 404; the new homepage links the page
async def test_domain_move_into_a_404_searches_the_new_site(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt32old.test": {"*": moved("http://rt32new.test/careers"), "/": moved("http://rt32new.test/"),
                                   "/robots.txt": R(200, "User-agent: *\nAllow: /\n", "text/plain")},
                  "rt32new.test": {"/": html(homepage("Acme", NAV + [("/work-with-us", "Work with us")])),
                                   "/careers": NOT_FOUND, "/work-with-us": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt32old.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt32new.test/work-with-us"
    assert sum(w.counts.values()) == rep["requests"] <= 6


# 33. a blip: the page answers 503 once, then comes back: recovered within the attempt
async def test_a_503_blip_recovers(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt33.test": {"/careers": [R(503, "<h1>Service unavailable</h1>"), html(S.CAREERS_V1)],
                                "/": html(homepage("Acme", NAV + [("/careers", "Careers")]))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt33.test/careers")
    assert rep["decision"] == "recovered", summary(rep)
    assert await status_of(pool, sid) == "active"
    assert w.counts["rt33.test"] == rep["requests"] == 3  # robots.txt, the 503, the page


# 34. robots.txt disallows the new place for our agent only (its own group), with a Crawl-delay
async def test_robots_txt_group_for_our_agent_is_obeyed(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    robots = "User-agent: *\nAllow: /\n\nUser-agent: changewire\nCrawl-delay: 0\nDisallow: /company/\n"
    w = await mk({"rt34.test": {"/robots.txt": R(200, robots, "text/plain"),
                                "/": html(homepage("Acme", NAV + [("/company/careers", "Careers")])),
                                "/careers": NOT_FOUND, "/company/careers": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt34.test/careers")
    assert rep["decision"] == "review", summary(rep)
    assert w.paths[("rt34.test", "/company/careers")] == 0
    assert await successor_url(pool, sid) is None


# 35. the old URL redirects to the new page, which robots.txt disallows: no request there, no migration
async def test_a_redirect_into_a_disallowed_page(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt35.test": {"/robots.txt": R(200, "User-agent: *\nDisallow: /private/\n", "text/plain"),
                                "/careers": moved("/private/careers"), "/private/careers": html(CAREERS_V2),
                                "/": html(homepage("Acme", NAV))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt35.test/careers", status="redirected")
    assert rep["decision"] in ("review", "wait"), summary(rep)
    assert w.paths[("rt35.test", "/private/careers")] == 0
    assert await successor_url(pool, sid) is None


# 36. the blog moved to a domain of its own (the company's homepage stayed): that front page is the blog
async def test_a_blog_moved_to_its_own_domain(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    old = blog_page("Blog - Acme", NAV)
    w = await mk({"rt36.test": {"/blog": moved("http://rt36blog.test/"), "/": html(homepage("Acme", NAV))},
                  "rt36blog.test": {"/": html(blog_page("Acme Blog", [("/", "Blog home")], markup="cards"))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt36.test/blog", status="redirected", reference=old,
                            surface="blog")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt36blog.test/"
    # the company's homepage was asked where it is (it stayed): listed among what was tried
    assert [t["role"] for t in rep["tried"]] == ["retry", "homepage"]
    assert sum(w.counts.values()) == rep["requests"] <= 6


# 37. the site moved and dropped the page: /careers → the new domain's front page, which quotes the
# openings; the company's homepage went there too, so it is the company's front page, not a move
async def test_a_moved_site_dropping_the_page_is_not_a_move_to_its_front_page(pool: Any, tmp_path: Path,
                                                                            db_url: str, mk: Any) -> None:
    w = await mk({"rt37old.test": {"/careers": moved("http://rt37new.test/"), "/": moved("http://rt37new.test/"),
                                   "/robots.txt": R(200, "User-agent: *\nAllow: /\n", "text/plain")},
                  "rt37new.test": {"/": html(homepage("Acme", NAV, CAREERS_MAIN))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt37old.test/careers", status="redirected")
    assert rep["decision"] in ("review", "wait"), summary(rep)
    assert await successor_url(pool, sid) is None
    assert sum(w.counts.values()) == rep["requests"] <= 6


# 38. a redirect loop at the old URL; the nav links the new page
async def test_a_redirect_loop_then_the_nav(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt38.test": {"/careers": moved("/careers-new"), "/careers-new": moved("/careers"),
                                "/": html(homepage("Acme", NAV + [("/join", "Careers")])), "/join": html(CAREERS_V2)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt38.test/careers", status="redirected")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt38.test/join"
    assert w.counts["rt38.test"] == rep["requests"] <= 6


# 39. pricing gained a trailing slash (301): the same page at its canonical address
async def test_a_trailing_slash_redirect(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    w = await mk({"rt39.test": {"/pricing": moved("/pricing/"), "/pricing/": html(S.PRICING)}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt39.test/pricing", status="redirected",
                            reference=S.PRICING, surface="pricing")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt39.test/pricing/"


# 40. a soft 404 at the old URL whose canonical names the front page: the front page is no successor,
# the nav's new page is
async def test_a_soft_404_with_a_canonical_to_the_front_page(pool: Any, tmp_path: Path, db_url: str,
                                                             mk: Any) -> None:
    gone = soft404().body.replace("<head>", "<head><link rel='canonical' href='/'>")  # type: ignore[union-attr]
    w = await mk({"rt40.test": {"/careers": html(gone), "/company/careers": html(CAREERS_V2),
                                "/": html(homepage("Acme", NAV + [("/company/careers", "Careers")], CAREERS_MAIN))}})
    sid, rep = await repair(pool, tmp_path, db_url, w, "http://rt40.test/careers")
    assert rep["decision"] == "migrated", summary(rep)
    assert await successor_url(pool, sid) == "http://rt40.test/company/careers"
