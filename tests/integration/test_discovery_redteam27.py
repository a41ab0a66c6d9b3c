"""Discovery red-teamed (twenty-seventh round): THE SITE FIGHTS BACK OR FALLS APART while we discover.

Served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host (tests/data/discovery/web.py, which gained two
answer options for this round: `delay` — a slow or hanging server — and `fail_first` — 503 n times, then the page),
one server for every site. Each case's expectations (surfaces found and not found, requests counted AT THE SERVER,
wall-clock bounds, the CLI's JSON and exit code) were written and committed before discovery was first run on it.

Covered (37 cases: 34 through the engine as the `discover` CLI runs it, 3 through `changewire discover --json`;
every engine run also checks served ≤ counted ≤ the 25-request budget, as web.py's `discover` does):
A. The homepage: slow (0.45 s under a 0.6 s read timeout) — read; hanging on apex and www — failed, transient,
   TIMEOUT named, ~2 × the read timeout; 503 once then fine (Retry-After: 1) — asked again, active; Cloudflare's 200
   interstitial everywhere with a robots.txt naming the site's sitemap and the docs host's (cfwall) — docs found on the
   unchallenged host, no page behind the wall asked, none selected; the same wall with only its own sitemap (cfonly)
   and a 403 managed challenge (cf403) — failed naming the challenge, ≤ 5 / ≤ 3 requests; a careers page that
   challenges — the host not asked again; a JS shell with <noscript> links; a 12 MB homepage (footer past the cap); a
   homepage redirect loop on both names, and on the apex only beside a live www; www given with no DNS beside a live
   apex; an apex answering 500 (robots.txt too) beside a live www.
B. robots.txt: /careers and /pricing disallowed — never asked (server log), never selected; 503 on both names — no
   page asked, failed transient naming robots.txt; Crawl-delay 0.15 s — gaps between request starts measured at the
   server; Crawl-delay 86400 — no hang, the delay named.
C. Sitemaps: an index of 50 sitemaps (49 × 1,000 product URLs) — ≤ 5 sitemap fetches, careers from the pages
   sitemap; a gzip bomb (64 MiB of NULs) before a good sitemap; malformed XML after the first entries; an index
   listing itself and a child listing it back; /sitemap.xml answering the homepage's HTML.
D. Surface pages: careers 404 / pricing 500 / blog hanging; a soft-404 careers link (200 "Page not found"); a
   Greenhouse board the vendor answers 404; a 120-link menu against the request budget.
E. Second batch (its own expectations commit): robots.txt shutting out our agent by name; a homepage answering 429
   (Retry-After: 120); an apex with no DNS beside a live www; one 50,000-URL urlset with careers last; a sitemap hanging
   past the read timeout; a dead Lever board; a careers link redirecting to a host that does not resolve; a challenged
   robots.txt and homepage.
CLI: the cfonly wall (exit 0, the four keys, nothing selected, the challenge on stderr), robots.txt down (the same,
robots.txt on stderr), and cfwall (added with its fix: docs selected, the challenge met said on stderr although the
run is active).

Failed before the fixes (first batch, 29 cases written, on the code of 19d7fc8e): 6 —
- flaky503 (engine and CLI): a single 503 on the homepage failed the onboarding ("503; www: 404"). (Its CLI case
  passed after the fix and was then dropped for the module's run time: the engine case and cfwall's CLI case cover it.)
- cfwall: a challenged homepage failed the run at once, robots.txt's sitemaps unread.
- crawlday: Crawl-delay 86400 failed as "RATE_LIMIT" on both names, the crawl delay unsaid.
- shellco, bighome: my request bounds (≤ 15) were wrong, not the product: a JS shell's <noscript> menu stands for a
  menu the script draws, and a homepage cut at 10 MiB lost its footer — in both the engine rightly spends its blind
  probes and subdomain guesses (finding /about); the bound is the budget (25), argued in the tests. (bighome's page
  was also 11.9 MB where 12 was asserted: the fixture was made larger.)
Second batch (8 cases): 2 failed, both my checks' slips ("lever" / "careers" matched the companies' own host names);
the checks now look at the vendor's domain and the surface. No product fault in it.

Fixed (general rules, services/discovery):
- `engine._Run._homepage_again` (from `fetch_homepage`): a homepage answering 502 / 503 / 504 that is no challenge
  page is asked once more after its Retry-After (1 s when none), when that is ≤ 5 s (HOMEPAGE_RETRY_MAX_WAIT_S), the
  budget has two requests and the deadline room; a longer Retry-After, a 500, a 429 or a second failure is reported
  as before (home429 pins that the 429 is not retried).
- `engine._Run.fetch_homepage`: a homepage bot challenge on a site whose robots.txt names sitemaps is taken as a
  homepage of no chrome (`challenge_wall`, reusing round 25's `walled` path: no homepage sensor, no blind probes or
  subdomain guesses); the challenging hosts are never asked again and in `go` their candidates are dropped; what the
  sitemaps name elsewhere is verified as any page; nothing left → failed with the challenge's error, transient (as
  before). stats["challenge_sitemaps"] counts the sitemaps named.
- `engine._Run.fetch_homepage`: when the pacer refuses the homepage's slot because robots.txt's Crawl-delay leaves no
  request within the time budget, the error names the Crawl-delay (and the cap honoured) instead of "RATE_LIMIT".
- `engine._Run.sitemaps`: a sitemap page on a host named for a surface (docs.<site>/api) stands for that host's root
  (docs.<site>/), not for the page a path word names too (cfwall's docs were /api before).
- `cli.cmd_discover` (`_challenge_line`): an active run that met a bot challenge says so on stderr (with --json) or
  in its summary; docs/cli-contracts.md says it.
Harness: web.py's `delay` and `fail_first` answers.

Right at first (pinned): slow and hanging homepages, redirect loops, dead or failing www / apex twins, robots.txt
disallows (never asked), robots.txt 503 and per-agent refusal, Crawl-delay spacing, the sitemap index of 50, the
50,000-URL urlset, the gzip bomb, malformed and looping sitemaps, HTML as sitemap, a hanging sitemap, dead pages,
soft-404 careers, dead Greenhouse and Lever boards, an unresolvable careers redirect, 429 and challenged robots.txt,
the budget on a 120-link menu. No xfail. No earlier round's expectation changed.
Noticed, left alone: sitemaps._decompress falls back to an unbounded gzip.decompress when zlib fails on the first
member (not reachable with a body zlib can read to the cap; worth bounding someday); a homepage that drips bytes is
bounded only by the client's 45 s total timeout per name (not probed: too slow for this module).
Run time: ~14-20 s on this machine (`--durations=5`: the hanging homepage, the crawl delay, the 50k urlset ≈ 1.2 s each).
"""
from __future__ import annotations

import time
import zlib
from typing import Any

import pytest

from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)

SITES: dict[str, dict[str, Any]] = {}

TOP = [("/pricing", "Pricing"), ("/blog", "Blog"), ("/careers", "Careers")]
FOOT = [("/about", "About us"), ("/privacy", "Privacy policy"), ("/contact", "Contact")]


def company(name: str, top: list[tuple[str, str]] = TOP, foot: list[tuple[str, str]] = FOOT,
            overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """A small, plainly linked company site (homepage chrome → pricing, blog, careers, about, privacy, contact); the
    blog a dated stream with its feed. `overrides` replace paths; None removes one."""
    ch = W.chrome(top, foot)
    out: dict[str, Any] = {"/": W.page(name, ch), **W.pages(ch, top + foot, mains={"/blog": W.posts("/blog/")},
                                                             head=W.feed_link("/blog/feed.xml")),
                           "/blog/feed.xml": W.rss(f"{name} blog", "/blog/"),
                           "/robots.txt": {"text": "User-agent: *\nAllow: /\n"}}
    for p, v in (overrides or {}).items():
        if v is None:
            out.pop(p, None)
        else:
            out[p] = v
    return out


def urlset(host: str, paths: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(f"<url><loc>http://{host}{p}</loc></url>" for p in paths) + "</urlset>")


def sitemapindex(urls: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(f"<sitemap><loc>{u}</loc></sitemap>" for u in urls) + "</sitemapindex>")


#: Cloudflare's "Just a moment..." interstitial as it is served with 200 (the older JS challenge): no site in it
CF_200 = ('<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" '
          'content="390"></head><body><div class="main-wrapper"><h1>example.test</h1><h2 id="challenge-running">'
          "Checking if the site connection is secure</h2><noscript>Enable JavaScript and cookies to continue"
          "</noscript><p>example.test needs to review the security of your connection before proceeding.</p></div>"
          "<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'example.test',cType: 'managed'};}());</script>"
          "</body></html>")
CF = {"html200": CF_200, "headers": {"Server": "cloudflare"}}


def _bomb(mb: int) -> bytes:
    """A gzip member that inflates to `mb` MiB of NULs (≈ 100 KB on the wire)."""
    co = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = b"\0" * (1 << 20)
    return b"".join([*(co.compress(chunk) for _ in range(mb)), co.flush()])


# ======================================================================== A. the homepage is slow, flaky or walled

# A1. the homepage answers after 0.45 s where the read timeout is 0.6 s (near the timeout): it is read, the run goes on
SITES["slowhome.test"] = company("Slowhome", overrides={"/": {"html": W.page("Slowhome", W.chrome(TOP, FOOT)), "delay": 0.45}})

# A2. the homepage never answers within the read timeout (apex and www alike): failed, transient, said so, quickly
SITES["hanghome.test"] = company("Hanghome", overrides={"/": {"html": "late", "delay": 1.2}})
SITES["www.hanghome.test"] = SITES["hanghome.test"]

# A3. the homepage answers 503 (Retry-After: 1) once, then the site; www. is not this site (404 everywhere). One
# transient 503 is what a deploy or a cold cache gives: an experienced user expects one more try of the homepage
# (after the short wait the server asked for), not an onboarding failure
SITES["flaky503.test"] = company("Flaky", overrides={"/": {"html": W.page("Flaky", W.chrome(TOP, FOOT)), "fail_first": 1}})

# A4. Cloudflare's interstitial (200) on every page of the apex and www, robots.txt and sitemaps readable; robots.txt
# also names the sitemap of the docs host, which is served elsewhere and not challenged. The wall is never passed
# and no page behind it is asked; the docs the sitemap names are a surface anyone may read
SITES["cfwall.test"] = {"*": CF, "/": CF,
                        "/robots.txt": {"text": "User-agent: *\nAllow: /\nSitemap: http://cfwall.test/sitemap.xml\n"
                                                "Sitemap: http://docs.cfwall.test/sitemap.xml\n"},
                        "/sitemap.xml": {"xml": urlset("cfwall.test", ["/", "/careers", "/pricing", "/blog"])}}
SITES["www.cfwall.test"] = SITES["cfwall.test"]
SITES["docs.cfwall.test"] = {
    "/": W.page("Cfwall documentation", W.chrome([("/getting-started", "Getting started"), ("/api", "API reference")],
                                                  [])),
    "/getting-started": W.page("Getting started"), "/api": W.page("API reference"),
    "/sitemap.xml": {"xml": urlset("docs.cfwall.test", ["/", "/getting-started", "/api"])}}

# A5. the same wall with only its own pages in the sitemap: failed (transient), the challenge named, nothing behind
# it asked (its sitemap's pages would only be the wall again)
SITES["cfonly.test"] = {"*": CF, "/": CF,
                        "/robots.txt": {"text": "User-agent: *\nSitemap: http://cfonly.test/sitemap.xml\n"},
                        "/sitemap.xml": {"xml": urlset("cfonly.test", ["/", "/careers", "/pricing", "/blog"])}}
SITES["www.cfonly.test"] = SITES["cfonly.test"]

# A6. a managed challenge (403, cf-mitigated) on the homepage, no sitemap: failed at once, a handful of requests
SITES["cf403.test"] = {"/": {"challenge": CF_200}, "*": {"challenge": CF_200}}

# A7. the homepage is fine, but the careers page answers the challenge: the chrome's surfaces stand; once the host
# challenged us, none of its other pages is asked (we never retry through a wall)
SITES["cfcareers.test"] = company("Cfcareers", overrides={"/careers": CF})

# A8. a JS-only shell: an empty root, the bundle, and the menu in <noscript>
_shell = ('<!DOCTYPE html><html><head><title>Shellco</title><script defer src="/static/js/main.4f1c.js"></script>'
          '</head><body><div id="root"></div><noscript><p>You need to enable JavaScript to run this app.</p><nav>'
          '<a href="/pricing">Pricing</a> <a href="/blog">Blog</a> <a href="/careers">Careers</a> '
          '<a href="/privacy">Privacy policy</a></nav></noscript></body></html>')
SITES["shellco.test"] = company("Shellco", overrides={"/": _shell})

# A9. a 12 MB homepage (an inlined catalogue): header menu first, the footer past the cap. The menu's surfaces are
# found, the run stays bounded
_cards = "".join(f'<div class="card"><h3>Item {i}</h3><p>{"x" * 900}</p></div>' for i in range(13_500))
SITES["bighome.test"] = company("Bighome", overrides={"/": W.page("Bighome", W.chrome(TOP, []), main=_cards).replace(
    "</main>", "</main>" + W.chrome([], FOOT).split("</header>", 1)[1])})

# A10. the homepage redirects in a loop (/ → /home → /), on the apex and on www.: failed, the loop named, bounded
SITES["loophome.test"] = company("Loophome", overrides={"/": {"redirect": "/home", "status": 302},
                                                        "/home": {"redirect": "/", "status": 302}})
SITES["www.loophome.test"] = SITES["loophome.test"]

# A11. the apex loops, www. is the site: the www. site is read
SITES["loopapex.test"] = {"/": {"redirect": "/home", "status": 302}, "/home": {"redirect": "/", "status": 302}}
SITES["www.loopapex.test"] = company("Loopapex")

# A12. www. given, www. does not exist (no DNS), the apex is the site
SITES["deadwww.test"] = company("Deadwww")

# A13. the apex answers 500 to everything (robots.txt too), www. is the site
SITES["apex500.test"] = {"*": {"status": 500, "html": "<h1>Internal Server Error</h1>"},
                         "/": {"status": 500, "html": "<h1>Internal Server Error</h1>"},
                         "/robots.txt": {"status": 500, "html": "<h1>Internal Server Error</h1>"}}
SITES["www.apex500.test"] = company("Apex500")

# ======================================================================== B. robots.txt

# B1. robots.txt disallows /careers and /pricing: neither is fetched (server log) nor made a sensor
SITES["robotsno.test"] = company("Robotsno", overrides={
    "/robots.txt": {"text": "User-agent: *\nDisallow: /careers\nDisallow: /pricing\n"}})

# B2. robots.txt answers 503 on the apex and www.: RFC 9309 — unavailable is a full disallow for now; no page is
# fetched, the run fails as transient, saying robots.txt was unavailable
SITES["robots503.test"] = company("Robots503", overrides={
    "/robots.txt": {"status": 503, "html": "<h1>Service Unavailable</h1>"}})
SITES["www.robots503.test"] = SITES["robots503.test"]

# B3. Crawl-delay: 0.15 (fractions are allowed) — request starts on the site at least ~0.15 s apart, the run still completes
SITES["crawldelay.test"] = company("Crawldelay", overrides={
    "/robots.txt": {"text": "User-agent: *\nCrawl-delay: 0.15\nAllow: /\n"}})

# B4. Crawl-delay: 86400 — one request a day: discovery cannot honour it within its time budget; it must not hang
# for the budget, and must say why it read nothing (the crawl delay), not "homepage not reachable"
SITES["crawlday.test"] = company("Crawlday", overrides={"/robots.txt": {"text": "User-agent: *\nCrawl-delay: 86400\n"}})
SITES["www.crawlday.test"] = SITES["crawlday.test"]

# ======================================================================== C. sitemaps

# C1. a sitemap index of 50 sitemaps × 1,000 URLs (50k); careers only in the sitemap (its pages sitemap, named first)
_n = 50
SITES["smhuge.test"] = company("Smhuge", top=[("/pricing", "Pricing"), ("/blog", "Blog")], overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://smhuge.test/sitemap_index.xml\n"},
    "/sitemap_index.xml": {"xml": sitemapindex(["http://smhuge.test/sitemap-pages.xml"]
                                               + [f"http://smhuge.test/sitemap-products-{i}.xml" for i in range(1, _n)])},
    "/sitemap-pages.xml": {"xml": urlset("smhuge.test", ["/", "/pricing", "/blog", "/careers", "/about"])},
    **{f"/sitemap-products-{i}.xml": {"xml": urlset("smhuge.test", [f"/products/p-{i}-{j}" for j in range(1000)])}
       for i in range(1, _n)},
    "/careers": W.page("Careers at Smhuge", W.chrome(TOP, FOOT), main="<p>Open roles in engineering and sales.</p>")})

# C2. a gzip bomb (64 MiB of NULs, ~65 KB on the wire; 1 GiB as written first took 10 s to build, reduced for the
# module's run time — still 6 times the sitemap reader's 10 MiB cap) named first in robots.txt, a good sitemap second: the bomb is
# cut, the good one read (its careers page, linked nowhere else, is found)
SITES["smbomb.test"] = company("Smbomb", top=[("/pricing", "Pricing"), ("/blog", "Blog")], overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://smbomb.test/sitemap.xml.gz\n"
                            "Sitemap: http://smbomb.test/sitemap-pages.xml\n"},
    "/sitemap.xml.gz": {"bytes": _bomb(64), "type": "application/x-gzip"},
    "/sitemap-pages.xml": {"xml": urlset("smbomb.test", ["/", "/pricing", "/careers"])},
    "/careers": W.page("Careers", W.chrome(TOP, FOOT))})

# C3. malformed XML: an unescaped `&` and a missing close tag after the first entries — the entries before the break
# are still the site's (a crawler keeps what it could read); careers is linked nowhere else
SITES["smbad.test"] = company("Smbad", top=[("/pricing", "Pricing"), ("/blog", "Blog")], overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://smbad.test/sitemap.xml\n"},
    "/sitemap.xml": {"xml": '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/'
                            'sitemap/0.9"><url><loc>http://smbad.test/</loc></url><url><loc>http://smbad.test/careers'
                            "</loc></url><url><loc>http://smbad.test/terms&conditions</loc></url><url><loc>"
                            "http://smbad.test/x"},
    "/careers": W.page("Careers", W.chrome(TOP, FOOT))})

# C4. a sitemap index naming itself and a child index naming the parent: each sitemap is read once, the run bounded
_loop = {"xml": sitemapindex(["http://smloop.test/sitemap.xml", "http://smloop.test/sitemap-2.xml"])}
SITES["smloop.test"] = company("Smloop", overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://smloop.test/sitemap.xml\n"},
    "/sitemap.xml": _loop, "/sitemap-2.xml": _loop})

# C5. /sitemap.xml answers 200 with the homepage's HTML (an SPA's catch-all): no page taken from it
SITES["smhtml.test"] = company("Smhtml", overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://smhtml.test/sitemap.xml\n"},
    "/sitemap.xml": W.page("Smhtml", W.chrome(TOP, FOOT))})

# ======================================================================== D. surface pages broken

# D1. careers 404, pricing 500, blog hangs past the read timeout: no dead page selected (404), the others at most
# unverified (never verified True); the run bounded
SITES["deadpages.test"] = company("Deadpages", overrides={
    "/careers": None, "/pricing": {"status": 500, "html": "<h1>Internal Server Error</h1>"},
    "/blog": {"html": "late", "delay": 1.2}})

# D2. soft-404: every unknown path is 200 "Page not found" — and so is /careers, which the menu links: no careers
SITES["soft404.test"] = company("Soft404", overrides={"/careers": {"echo404": True}, "*": {"echo404": True}})

# D3. the careers page links a Greenhouse board the vendor answers 404 for (a closed account): no jobs_board sensor
SITES["deadats.test"] = company("Deadats", overrides={
    "/careers": W.page("Careers", W.chrome(TOP, FOOT),
                       main='<a href="http://boards.greenhouse.io/deadats">See open positions</a>')})
SITES["boards.greenhouse.io"] = {"*": {"status": 404, "html": "<h1>Page not found</h1>"}}
SITES["boards-api.greenhouse.io"] = {"*": {"json": {"status": 404, "error": "Job board not found"}, "status": 404}}

# D4. a menu of 120 links, every path 200 with a page of its own: the budget (25, counted at the server) holds
_many = [(f"/solutions/s{i}", f"Solution {i}") for i in range(120)]
SITES["manylinks.test"] = company("Manylinks", top=TOP + _many)

# ======================================================================== E. second batch (written after the first
# batch's fixes, before its own first run)

# E1. robots.txt shuts out our agent by name (everyone else allowed): nothing but robots.txt asked, the refusal named
SITES["uadeny.test"] = company("Uadeny", overrides={
    "/robots.txt": {"text": "User-agent: changewire\nDisallow: /\n\nUser-agent: *\nAllow: /\n"}})
SITES["www.uadeny.test"] = SITES["uadeny.test"]

# E2. the homepage answers 429 (Retry-After: 120) on the apex and www: the site asks us to stop — failed, transient,
# the homepage asked once per name at most, no retry before the two minutes it asked for
SITES["home429.test"] = company("Home429", overrides={"/": {"status": 429, "html": "<h1>Too Many Requests</h1>",
                                                            "headers": {"Retry-After": "120"}}})
SITES["www.home429.test"] = SITES["home429.test"]

# E3. the apex does not resolve, www. is the site (the website given as the bare domain)
SITES["www.apexgone.test"] = company("Apexgone")

# E4. one urlset of 50,000 product URLs, /careers the very last entry (linked nowhere else): found, bounded
SITES["bigurlset.test"] = company("Bigurlset", top=[("/pricing", "Pricing"), ("/blog", "Blog")], overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://bigurlset.test/sitemap.xml\n"},
    "/sitemap.xml": {"xml": urlset("bigurlset.test", [f"/products/item-{j}" for j in range(49_999)] + ["/careers"])},
    "/careers": W.page("Careers", W.chrome(TOP, FOOT))})

# E5. the sitemap hangs past the read timeout: the homepage's surfaces stand, the run bounded
SITES["slowmap.test"] = company("Slowmap", overrides={
    "/robots.txt": {"text": "User-agent: *\nSitemap: http://slowmap.test/sitemap.xml\n"},
    "/sitemap.xml": {"xml": urlset("slowmap.test", ["/", "/careers"]), "delay": 1.2}})

# E6. the careers page links a Lever board the vendor answers 404 for: no jobs_board sensor
SITES["deadlever.test"] = company("Deadlever", overrides={
    "/careers": W.page("Careers", W.chrome(TOP, FOOT),
                       main='<a href="http://jobs.lever.co/deadlever">View openings</a>')})
SITES["jobs.lever.co"] = {"*": {"status": 404, "html": "<h1>Not found</h1>"}}
SITES["api.lever.co"] = {"*": {"json": {"ok": False, "error": "Document not found"}, "status": 404}}

# E7. the menu's careers link redirects to a careers host that does not resolve (a lapsed vendor CNAME): no careers
SITES["careersgone.test"] = company("Careersgone", overrides={
    "/careers": {"redirect": "http://careers.careersgone-jobs.test/", "status": 301}})

# E8. the edge challenges robots.txt itself (403 managed challenge) and the homepage: failed, the challenge named,
# a handful of requests
SITES["cfrobots.test"] = {"*": {"challenge": CF_200}, "/": {"challenge": CF_200},
                          "/robots.txt": {"challenge": CF_200}}
SITES["www.cfrobots.test"] = SITES["cfrobots.test"]

net = W.net_fixture(SITES)

READ_TIMEOUT = {"http_read_timeout_s": 0.6}


def paths_of(net: Any, host: str) -> list[str]:
    return net.paths(host)


def sel_urls(res: Any) -> dict[str, str]:
    return {str(c.surface): c.url for c in res.selected}


def has(res: Any, surface: str, url: str) -> bool:
    return any(str(c.surface) == surface and c.url.split(":", 1)[-1].rstrip("/") == url.rstrip("/").split(":", 1)[-1]
               for c in res.selected)


async def timed(net: Any, website: str, **kw: Any) -> tuple[Any, float]:
    t0 = time.monotonic()
    res = await W.discover(net, website, **kw)
    return res, time.monotonic() - t0


# ---------------------------------------------------------------- A


async def test_a_slow_homepage_near_the_timeout_is_read(net: Any) -> None:
    res, dt = await timed(net, "http://slowhome.test", **READ_TIMEOUT)
    assert res.outcome == "active", res.error
    for s in ("pricing", "blog", "careers"):
        assert has(res, s, f"http://slowhome.test/{s}"), sel_urls(res)
    assert dt < 12 and res.requests <= 15, (dt, res.requests)


async def test_a_hanging_homepage_fails_transient_and_fast(net: Any) -> None:
    res, dt = await timed(net, "http://hanghome.test", **READ_TIMEOUT)
    assert res.outcome == "failed" and res.transient, (res.outcome, res.transient)
    assert "TIMEOUT" in (res.error or ""), res.error
    assert not res.selected
    assert dt < 10, dt  # two names × one read timeout each, not the 90 s budget
    assert res.requests <= 4, [(r.purpose, r.url) for r in res.request_log]


async def test_a_homepage_that_errs_once_is_asked_again(net: Any) -> None:
    res, dt = await timed(net, "http://flaky503.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://flaky503.test/careers") and has(res, "pricing", "http://flaky503.test/pricing")
    # the homepage asked twice at most on the apex: one 503, one page
    assert net.paths("flaky503.test").count("/") == 2, net.paths("flaky503.test")
    assert dt < 8 and res.requests <= 15, (dt, res.requests)


async def test_a_cloudflare_wall_keeps_what_robots_and_sitemaps_give(net: Any) -> None:
    res, dt = await timed(net, "http://cfwall.test")
    assert res.stats.get("bot_challenge") == "cloudflare", res.stats
    assert has(res, "docs", "http://docs.cfwall.test/"), sel_urls(res)
    # nothing behind the wall asked: robots.txt, the homepage (the wall), the sitemap — no /careers, /pricing, /blog
    asked = set(net.paths("cfwall.test")) | set(net.paths("www.cfwall.test"))
    assert not asked & {"/careers", "/pricing", "/blog"}, net.log
    assert not [c.url for c in res.selected if "//cfwall.test" in c.url or "//www.cfwall.test" in c.url], sel_urls(res)
    assert res.requests <= 10 and dt < 5, (res.requests, dt)


async def test_a_cloudflare_wall_with_nothing_public_fails_naming_it(net: Any) -> None:
    res = await W.discover(net, "http://cfonly.test")
    assert res.outcome == "failed" and res.transient, (res.outcome, res.transient)
    assert "bot challenge" in (res.error or "") and "cloudflare" in res.error and "not bypassed" in res.error, res.error
    assert not res.selected
    asked = set(net.paths("cfonly.test")) | set(net.paths("www.cfonly.test"))
    assert not asked & {"/careers", "/pricing", "/blog"}, net.log
    assert res.requests <= 5, [(r.purpose, r.url) for r in res.request_log]


async def test_a_managed_challenge_403_fails_at_once(net: Any) -> None:
    res = await W.discover(net, "http://cf403.test")
    assert res.outcome == "failed" and "bot challenge" in (res.error or ""), res.error
    assert res.requests <= 3 and len(net.log) <= 3, net.log


async def test_a_challenged_careers_page_stops_asking_that_host(net: Any) -> None:
    res = await W.discover(net, "http://cfcareers.test")
    assert res.outcome == "active", res.error
    assert has(res, "pricing", "http://cfcareers.test/pricing") and has(res, "blog", "http://cfcareers.test/blog"), \
        sel_urls(res)
    log = net.paths("cfcareers.test")
    assert "/careers" in log
    after = log[log.index("/careers") + 1:]
    assert not after, f"asked the challenging host again: {after}"


async def test_a_js_shell_with_noscript_links(net: Any) -> None:
    res = await W.discover(net, "http://shellco.test")
    assert res.outcome == "active", res.error
    for s in ("pricing", "blog", "careers"):
        assert has(res, s, f"http://shellco.test/{s}"), sel_urls(res)
    # revised after the first run (written ≤ 15): a <noscript> menu is the fallback of a menu the script draws, which
    # may name more; the engine takes such a shell as not well linked and spends its blind probes and subdomain
    # guesses (it found /about so) — within the budget, which is the bound that holds here
    assert res.requests <= 25, res.requests


async def test_a_12_mb_homepage(net: Any) -> None:
    assert len(SITES["bighome.test"]["/"]) > 12_000_000
    res, dt = await timed(net, "http://bighome.test")
    assert res.outcome == "active", res.error
    for s in ("pricing", "blog", "careers"):
        assert has(res, s, f"http://bighome.test/{s}"), sel_urls(res)
    # revised after the first run (written ≤ 15): the footer lies past the 10 MiB cap, so the homepage names only its
    # header's three pages; the engine then probes the common paths blind (finding /about, the footer's) — the right
    # answer to chrome it could not read; the budget is the bound
    assert dt < 10 and res.requests <= 25, (dt, res.requests)


async def test_a_homepage_redirect_loop_fails_bounded(net: Any) -> None:
    res, dt = await timed(net, "http://loophome.test")
    assert res.outcome == "failed" and "REDIRECT" in (res.error or "").upper(), (res.outcome, res.error)
    assert not res.selected
    assert res.requests <= 8 and dt < 3, (res.requests, dt, net.log)


async def test_a_looping_apex_beside_a_live_www(net: Any) -> None:
    res = await W.discover(net, "http://loopapex.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://www.loopapex.test/careers"), sel_urls(res)
    assert res.requests <= 16, res.requests


async def test_a_dead_www_beside_a_live_apex(net: Any) -> None:
    res = await W.discover(net, "http://www.deadwww.test", wildcard=False)
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://deadwww.test/careers") and has(res, "blog", "http://deadwww.test/blog"), \
        sel_urls(res)
    assert res.requests <= 15, res.requests


async def test_a_failing_apex_beside_a_live_www(net: Any) -> None:
    res = await W.discover(net, "http://apex500.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://www.apex500.test/careers"), sel_urls(res)
    assert not [c.url for c in res.selected if "//apex500.test" in c.url], sel_urls(res)
    # the apex's robots.txt 5xx is a full disallow: nothing but robots.txt asked of it
    assert set(net.paths("apex500.test")) <= {"/robots.txt"}, net.paths("apex500.test")
    assert res.requests <= 16, res.requests


# ---------------------------------------------------------------- B


async def test_robots_disallowed_surfaces_never_fetched_nor_sensors(net: Any) -> None:
    res = await W.discover(net, "http://robotsno.test")
    assert res.outcome == "active", res.error
    asked = net.paths("robotsno.test") + net.paths("www.robotsno.test")
    assert not [p for p in asked if p.startswith(("/careers", "/pricing"))], asked
    assert "careers" not in sel_urls(res) and "pricing" not in sel_urls(res), sel_urls(res)
    assert has(res, "blog", "http://robotsno.test/blog"), sel_urls(res)


async def test_robots_txt_unavailable_fetches_no_page(net: Any) -> None:
    res = await W.discover(net, "http://robots503.test")
    assert res.outcome == "failed" and res.transient, (res.outcome, res.transient)
    assert "robots.txt" in (res.error or ""), res.error
    assert {p for _, p in net.log} <= {"/robots.txt"}, net.log
    assert res.requests <= 2


async def test_a_crawl_delay_is_honoured(net: Any) -> None:
    res, dt = await timed(net, "http://crawldelay.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://crawldelay.test/careers"), sel_urls(res)
    t = [tm for (h, _), tm in zip(net.log, net.times) if h.endswith("crawldelay.test")]
    gaps = [b - a for a, b in zip(t[1:], t[2:])]  # after robots.txt was read
    # the server's clock reads a request when its handler runs, on the loop discovery shares: on a loaded machine one
    # request read late shortens the next gap by as much (0.096 s seen at load 10). The span of the whole run bears
    # that only at its two ends; no gap near zero (a delay ignored) passes either test
    assert gaps and min(gaps) >= 0.07, gaps
    assert t[-1] - t[1] >= 0.15 * len(gaps) - 0.06, gaps
    assert dt < 14, dt


async def test_an_impossible_crawl_delay_is_reported_not_waited_for(net: Any) -> None:
    res, dt = await timed(net, "http://crawlday.test")
    assert dt < 5, dt
    assert res.outcome == "failed" and "crawl-delay" in (res.error or "").lower(), res.error
    assert {p for _, p in net.log} <= {"/robots.txt", "/"}, net.log


# ---------------------------------------------------------------- C


async def test_a_sitemap_index_of_fifty_sitemaps(net: Any) -> None:
    res, dt = await timed(net, "http://smhuge.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://smhuge.test/careers"), sel_urls(res)
    maps = [p for p in net.paths("smhuge.test") if "sitemap" in p]
    assert len(maps) <= 5, maps  # the index and at most max_sitemap_children (4)
    assert res.requests <= 18 and dt < 10, (res.requests, dt)


async def test_a_gzip_bomb_sitemap(net: Any) -> None:
    res, dt = await timed(net, "http://smbomb.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://smbomb.test/careers"), sel_urls(res)
    assert res.requests <= 18 and dt < 10, (res.requests, dt)


async def test_a_malformed_sitemap_keeps_what_it_read(net: Any) -> None:
    res = await W.discover(net, "http://smbad.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://smbad.test/careers"), sel_urls(res)
    assert res.requests <= 18, res.requests


async def test_a_sitemap_loop_reads_each_once(net: Any) -> None:
    res = await W.discover(net, "http://smloop.test")
    assert res.outcome == "active", res.error
    maps = [p for p in net.paths("smloop.test") if "sitemap" in p]
    assert len(maps) == len(set(maps)) <= 2, maps
    assert has(res, "careers", "http://smloop.test/careers")


async def test_an_html_sitemap_gives_nothing_and_breaks_nothing(net: Any) -> None:
    res = await W.discover(net, "http://smhtml.test")
    assert res.outcome == "active", res.error
    for s in ("pricing", "blog", "careers"):
        assert has(res, s, f"http://smhtml.test/{s}"), sel_urls(res)
    assert not [c.url for c in res.selected if "sitemap" in c.url], sel_urls(res)


# ---------------------------------------------------------------- D


async def test_dead_surface_pages(net: Any) -> None:
    res, dt = await timed(net, "http://deadpages.test", **READ_TIMEOUT)
    assert res.outcome == "active", res.error
    assert not [c for c in res.selected if c.url.rstrip("/").endswith("/careers")], sel_urls(res)
    assert not [c.url for c in res.selected if c.url.rstrip("/").endswith(("/pricing", "/blog")) and c.verified is True]
    assert has(res, "legal", "http://deadpages.test/privacy"), sel_urls(res)
    assert dt < 15 and res.requests <= 20, (dt, res.requests)


async def test_a_soft_404_careers_link(net: Any) -> None:
    res = await W.discover(net, "http://soft404.test")
    assert res.outcome == "active", res.error
    assert "careers" not in sel_urls(res), sel_urls(res)
    assert has(res, "pricing", "http://soft404.test/pricing") and has(res, "blog", "http://soft404.test/blog")
    assert res.requests <= 18, res.requests


async def test_a_dead_ats_board_makes_no_sensor(net: Any) -> None:
    res = await W.discover(net, "http://deadats.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://deadats.test/careers"), sel_urls(res)
    assert "jobs_board" not in sel_urls(res), sel_urls(res)
    assert not [c.url for c in res.selected if "greenhouse" in c.url], sel_urls(res)


async def test_the_request_budget_holds_at_the_server(net: Any) -> None:
    res = await W.discover(net, "http://manylinks.test")
    assert res.outcome == "active", res.error
    assert len(net.log) <= res.requests <= 25, (len(net.log), res.requests)
    assert has(res, "careers", "http://manylinks.test/careers"), sel_urls(res)


# ---------------------------------------------------------------- the CLI's contract on a hostile site

KEYS = {"company_url", "requests", "elapsed_ms", "surfaces"}


async def test_cli_on_a_walled_site() -> None:
    code, doc, err, served = await W.discover_cli(SITES, "http://cfonly.test")
    assert code == 0, err
    assert set(doc) == KEYS and doc["surfaces"] == [] or not [s for s in doc["surfaces"] if s["selected"]], doc
    assert "bot challenge" in err and "cloudflare" in err, err
    assert served <= doc["requests"] <= 5


async def test_cli_on_a_site_whose_robots_txt_is_down() -> None:
    code, doc, err, served = await W.discover_cli(SITES, "http://robots503.test")
    assert code == 0, err
    assert set(doc) == KEYS and not [s for s in doc["surfaces"] if s["selected"]], doc
    assert "robots.txt" in err, err
    assert served <= doc["requests"] <= 2


async def test_cli_on_a_walled_site_whose_sitemaps_name_docs() -> None:
    """(Added after the first run, with the fix: an active run behind a challenge must still say it met one.)"""
    code, doc, err, served = await W.discover_cli(SITES, "http://cfwall.test")
    assert code == 0, err
    assert set(doc) == KEYS
    sel = {s["surface"]: s["url"] for s in doc["surfaces"] if s["selected"]}
    assert sel == {"docs": "http://docs.cfwall.test/"}, sel
    assert "bot challenge (cloudflare)" in err and "not bypassed" in err, err
    assert served <= doc["requests"] <= 10


# ---------------------------------------------------------------- E (second batch)


async def test_robots_txt_shutting_out_our_agent_by_name(net: Any) -> None:
    res = await W.discover(net, "http://uadeny.test")
    assert res.outcome == "failed" and "robots.txt disallows" in (res.error or ""), (res.outcome, res.error)
    assert {p for _, p in net.log} <= {"/robots.txt"}, net.log
    assert not res.selected


async def test_a_homepage_answering_429(net: Any) -> None:
    res, dt = await timed(net, "http://home429.test")
    assert res.outcome == "failed" and res.transient, (res.outcome, res.transient, res.error)
    assert net.paths("home429.test").count("/") <= 1 and net.paths("www.home429.test").count("/") <= 1, net.log
    assert not res.selected and dt < 3, dt


async def test_a_dead_apex_beside_a_live_www(net: Any) -> None:
    res = await W.discover(net, "http://apexgone.test", wildcard=False)
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://www.apexgone.test/careers"), sel_urls(res)
    assert res.requests <= 15, res.requests


async def test_a_50k_urlset_with_careers_last(net: Any) -> None:
    res, dt = await timed(net, "http://bigurlset.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://bigurlset.test/careers"), sel_urls(res)
    assert not [c.url for c in res.selected if "/products/" in c.url], sel_urls(res)
    assert res.requests <= 18 and dt < 10, (res.requests, dt)


async def test_a_hanging_sitemap(net: Any) -> None:
    res, dt = await timed(net, "http://slowmap.test", **READ_TIMEOUT)
    assert res.outcome == "active", res.error
    for s in ("pricing", "blog", "careers"):
        assert has(res, s, f"http://slowmap.test/{s}"), sel_urls(res)
    assert dt < 10 and res.requests <= 18, (dt, res.requests)


async def test_a_dead_lever_board_makes_no_sensor(net: Any) -> None:
    res = await W.discover(net, "http://deadlever.test")
    assert res.outcome == "active", res.error
    assert has(res, "careers", "http://deadlever.test/careers"), sel_urls(res)
    assert "jobs_board" not in sel_urls(res) and not [c.url for c in res.selected if "lever.co" in c.url], sel_urls(res)
    # (my check first looked for "lever" anywhere: the company's own host holds it — fixed to the vendor's domain)


async def test_a_careers_link_to_a_host_that_does_not_resolve(net: Any) -> None:
    res = await W.discover(net, "http://careersgone.test")
    assert res.outcome == "active", res.error
    # (my check first looked for "careers" in any URL: the company's own host holds it — now the surface and the host)
    assert "careers" not in sel_urls(res) and not [c.url for c in res.selected if "careersgone-jobs" in c.url], \
        sel_urls(res)
    assert has(res, "pricing", "http://careersgone.test/pricing"), sel_urls(res)


async def test_a_challenged_robots_txt_and_homepage(net: Any) -> None:
    res = await W.discover(net, "http://cfrobots.test")
    assert res.outcome == "failed" and "bot challenge" in (res.error or ""), res.error
    assert not res.selected
    assert res.requests <= 3 and len(net.log) <= 3, net.log
