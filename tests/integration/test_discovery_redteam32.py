"""Discovery red-teamed (thirty-second round): JOB BOARDS EMBEDDED AND LINKED the ways real careers pages do it that
round 20 (the vendors' published embed snippets, one per company) left out — a board reached only through a redirect
from /jobs or /careers, named only in a careers page's JSON config or inline fetch() call, a careers page found only in
the sitemap, a commented-out former board beside the live one, a VC's portfolio boards beside its own, one board named
five ways on one page, enterprise ATSs (iCIMS iframe, Taleo, SuccessFactors), Personio on .com, BambooHR's embed2.php,
a Teamtailor career site on the company's own jobs. host.

Served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host (tests/data/discovery/web.py), the vendors' board and
API hosts mapped to the same server. Round 20's `company` / `page` / `ats` / `pre` are reused through `load_module`.
Each batch's EXPECTED, absent surfaces and NEVER were committed before discovery first ran on it. Every case also checks
that at most one `ats` sensor is selected and that no two selected sensors watch one board (the careers URL that only
redirects to the board is that board again).

Covered (33 companies in the parametrized test: 33 tests):
A. Redirects: the menu's /jobs 302 → jobs.lever.co/<c>?utm_… with no careers page of its own (tallowmere); /careers 301
   → apply.workable.com/<c>/?utm_source (brisby).
B. Config and scripts: a hand-built page fetch()ing Ashby's posting API (quillon); Next.js __NEXT_DATA__ holding the
   Greenhouse board URL with escaped slashes (merriweather); a `<script type="application/json">` config naming a
   Personio feed on jobs.personio.com (sundberg); window.__CAREERS__ naming a Workday tenant and site (ostara).
C. A careers page found only in the sitemap, a Greenhouse embed on it (lunefield).
D. Whose board: a commented-out former Greenhouse embed (its board left empty) beside the live Lever embed (corbel); a
   VC's "Portfolio jobs" page of four portfolio companies' boards beside its own Ashby embed (harbourvc).
E. One board named five ways (embed, job links with gh_jid / gh_src on both hosts, a job_app iframe, "All jobs" with
   utm) — one sensor, careers kept (kelderwick); Ashby's embed and a department link (ferrow).
F. More vendors: iCIMS iframe (in_iframe=1) (castorline); Taleo (valdora); SuccessFactors (brunnhof); SmartRecruiters
   careers.…/<Company>/?utm (oakvale); Recruitee root with ?language=nl#section-jobs (vanderpol); JOIN with pid / utm
   (almgrund); BambooHR's embed2.php with its "Powered by" link (tillbrook); Breezy root with ?source (marrowgate); a
   Teamtailor career site on the company's own jobs. host (penhallow).
G. Second batch: the old <c>.workable.com subdomain (kestrelbio); SmartRecruiters' widget and a link in another letter
   case (jademarine); Workday's "Current employees: apply internally" (…_Internal) above the External search
   (calloway); a sister company's Greenhouse board linked before the company's own embed (tussock); jobs.<c> only a 302
   to Greenhouse (quayside); a careers page of its own with /careers/openings 302 → Lever (marlinoak); /careers a meta
   refresh to Ashby (fennick); Personio in an iframe (wolkenhaus); Rippling with utm (rushmere).
H. Third batch: /careers a script redirect (window.location.replace) to Workable (gallowglass); Breezy's inline embed
   script (thornbury); JazzHR applytojob.com job links (elmridge); a Greenhouse embed beside a vendor's template ad
   (apply.workable.com with no account) (sablefield).

Failed before the fixes (on the code each batch's expectations met first): first batch 5 of 20 — four product faults:
tallowmere / brisby (the /jobs and /careers URLs that only redirect to the board selected as careers beside the
board's API sensor: two sensors on one board), merriweather / sundberg (a board named only in a JSON data block —
`<script type="application/json">`, __NEXT_DATA__ — never read for ATS references); one expectation of mine: brunnhof
(I wanted SuccessFactors' query in the written order; canonical URLs sort it, as round 29 found for Joomla: the
expectation now wants the sorted query). Second batch 3 of 9, all product faults: calloway (the staff-only Workday site
selected over the public one), tussock (the sister company's board, linked first, selected over the company's own),
fennick (a meta-refresh door: no board found at all). Third batch 0 of 4; after it ran, gallowglass' and fennick's
"careers absent" were added to pin the door rule (both held).

Fixed (services/discovery):
- `extract.parse_page` (`PageFacts.data_scripts`): JSON data blocks are kept (bounded as inline scripts are) and
  `engine._Run.collect_ats` reads them with the inline scripts for ATS references.
- `engine._Run.collect_ats_redirect` / `collect_ats` (`_ats_doors`) and `verify_ats_refs`: a page that redirects off the
  site into a board — by HTTP, or a short page whose only act is a meta refresh / script redirect — is a door to that
  board; once the board's API answers, the door is no careers page (verified False, said in its evidence): one sensor
  per board. A careers page with content of its own that links the door (marlinoak) stays.
- `engine._Run.probes`: when the careers candidate is such a door, careers are named (by the board): no blind careers
  probe. (Found by the neighbours' run: round 17's copperline — careers.<c> 301 → Greenhouse, "careers|jobs_board" —
  kept its surfaces but, its door set aside, spent a baseline and a /careers probe: 18 requests over its bound of 16.)
- `engine._Run.verify_ats_refs` (`_INTERNAL_BOARD`): a board whose token, Workday site or link label says it is for
  the company's own staff ("internal", "current employees", "interne Stellen") ranks after the public board, as a
  students' board does (0.9); a verified board whose token carries the company's name ranks above one that does not
  (0.96 against 0.95): a sister company's or partner's board linked first no longer wins.
Run alone: 33 passed in 3.0 s. After the last fix, `-n 2 tests/integration tests/unit -k "discovery or surfaces or
test_ats"`: 3801 passed, 6 xfailed (the earlier rounds' own). Xfailed: none. Noticed, left alone: a careers page's board named only in an HTML attribute's JSON (data-config='{…}')
is not read (not built here: no vendor's embed does it); Workable's marketing root apply.workable.com/ is rightly no
board; the request ceiling (16) held everywhere.
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)
R20: Any = load_module("discovery_redteam20", "integration/test_discovery_redteam20.py", reuse=True)
company, page, ats, pre = R20.company, R20.page, R20.ats, R20.pre

SITES: dict[str, dict[str, Any]] = {h: {} for h in (
    "boards-api.greenhouse.io", "boards.greenhouse.io", "job-boards.greenhouse.io", "api.lever.co", "jobs.lever.co",
    "api.ashbyhq.com", "jobs.ashbyhq.com", "apply.workable.com", "api.smartrecruiters.com",
    "careers.smartrecruiters.com", "join.com", "ats.rippling.com", "www.bamboohr.com", "www.greenhouse.com")}
#: website → ({surface: wanted}, absent surfaces)
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {}
#: website → fragments no selected URL may hold
NEVER: dict[str, tuple[str, ...]] = {}
CEILING = 16
AT_MOST: dict[str, int] = {}


def api(host: str, path: str, body: Any) -> None:
    """A vendor's API answer (JSON, or XML when a str)."""
    SITES.setdefault(host, {})[path] = {"xml": body} if isinstance(body, str) else {"json": body}


def gh(tok: str, n: int = 3) -> None:
    api("boards-api.greenhouse.io", f"/v1/boards/{tok}/jobs", {"jobs": [{"id": 7000 + i, "title": f"Engineer {i}"}
                                                                        for i in range(n)], "meta": {"total": n}})


def lever(tok: str, n: int = 3) -> None:
    api("api.lever.co", f"/v0/postings/{tok}", [{"id": f"c0ffee-{i}", "text": f"Account executive {i}"} for i in range(n)])


def ashby(tok: str, n: int = 3) -> None:
    api("api.ashbyhq.com", f"/posting-api/job-board/{tok}", {"apiVersion": "1", "jobs": [{"title": f"Designer {i}"}
                                                                                          for i in range(n)]})


def personio_xml(*names: str) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><workzag-jobs>' + "".join(
        f"<position><id>{100 + i}</id><name>{n}</name></position>" for i, n in enumerate(names)) + "</workzag-jobs>")


def sitemap(base: str, paths: list[str]) -> dict[str, Any]:
    return {"xml": '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                   + "".join(f"<url><loc>{base}{p}</loc></url>" for p in paths) + "</urlset>"}


# ============================================================================================= A. redirects
# A1. Tallowmere: the menu's "Jobs" is /jobs, which 302s to its Lever board with utm parameters; no careers page of its
# own (the /jobs URL is the board again: not a second sensor)
SITES["tallowmere.test"] = company("Tallowmere", "", careers_path="/jobs", top=[
    ("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/jobs", "Jobs")])
SITES["tallowmere.test"]["/jobs"] = {"redirect": "https://jobs.lever.co/tallowmere?utm_source=website&utm_medium=nav",
                                     "status": 302}
SITES["jobs.lever.co"]["/tallowmere"] = page("Tallowmere – Jobs")
lever("tallowmere")
EXPECTED["http://tallowmere.test"] = ({"jobs_board": ats(vendor="lever", token="tallowmere")}, ("careers",))
NEVER["http://tallowmere.test"] = ("tallowmere.test/jobs",)

# A2. Brisby Studio: "Careers" is /careers, a 301 to its Workable account page with a source parameter
SITES["brisby.test"] = company("Brisby Studio", "")
SITES["brisby.test"]["/careers"] = {"redirect": "https://apply.workable.com/brisby-studio/?utm_source=brisby.test",
                                    "status": 301}
SITES["apply.workable.com"]["/brisby-studio"] = page("Brisby Studio – Jobs")
api("apply.workable.com", "/api/v1/widget/accounts/brisby-studio", {"name": "Brisby Studio", "jobs": [
    {"title": "Motion designer", "shortcode": "AB12CD"}]})
EXPECTED["http://brisby.test"] = ({"jobs_board": ats(vendor="workable", token="brisby-studio")}, ("careers",))
NEVER["http://brisby.test"] = ("brisby.test/careers",)

# ============================================================================================= B. config and scripts
# B1. Quillon: a hand-built careers page that fetch()es Ashby's posting API itself and renders the list
SITES["quillon.test"] = company("Quillon", '<h1>Join Quillon</h1><p>We build tools for archivists.</p><ul id="roles">'
                                '</ul><script>fetch("https://api.ashbyhq.com/posting-api/job-board/quillon?include'
                                'Compensation=true").then(r => r.json()).then(d => render(d.jobs));</script>')
ashby("quillon")
EXPECTED["http://quillon.test"] = ({"careers": "//quillon.test/careers",
                                    "jobs_board": ats(vendor="ashby", token="quillon",
                                                      api_url="http://api.ashbyhq.com/posting-api/job-board/quillon")}, ())

# B2. Merriweather Health: a Next.js careers page whose __NEXT_DATA__ holds the Greenhouse board URL, slashes escaped
_NEXT = {"props": {"pageProps": {"jobs": {"provider": "greenhouse", "boardUrl":
                                          "https://job-boards.greenhouse.io/merriweatherhealth"}}}, "page": "/careers"}
SITES["merriweather.test"] = company("Merriweather Health", '<div id="__next"><h1>Careers</h1><p>Care, closer to home.</p>'
                                     '</div><script id="__NEXT_DATA__" type="application/json">'
                                     + json.dumps(_NEXT).replace("/", "\\/") + "</script>")
gh("merriweatherhealth")
EXPECTED["http://merriweather.test"] = ({"careers": "//merriweather.test/careers",
                                         "jobs_board": ats(vendor="greenhouse", token="merriweatherhealth")}, ())

# B3. Sundberg: a German careers page's JSON config names its Personio board on jobs.personio.com (the feed answers there)
SITES["sundberg.test"] = company("Sundberg GmbH", '<h1>Karriere bei Sundberg</h1><div id="jobs"></div><script type='
                                 '"application/json" id="jobs-config">{"source":"personio","feed":"https://sundberg-gmbh.'
                                 'jobs.personio.com/xml?language=de","locale":"de"}</script>', careers_path="/karriere",
                                 careers_title="Karriere", lang="de", top=[("/leistungen", "Leistungen"),
                                                                           ("/referenzen", "Referenzen"),
                                                                           ("/karriere", "Karriere")])
api("sundberg-gmbh.jobs.personio.com", "/xml", personio_xml("Projektleiter (m/w/d)", "Bauzeichner (m/w/d)"))
EXPECTED["http://sundberg.test"] = ({"careers": "//sundberg.test/karriere", "jobs_board": ats(
    vendor="personio", token="sundberg-gmbh", api_url="http://sundberg-gmbh.jobs.personio.com/xml")}, ())

# B4. Ostara Energy: an inline window.__CAREERS__ config naming its Workday tenant and site
SITES["ostara.test"] = company("Ostara Energy", '<h1>Power your career</h1><div id="job-search"></div><script>'
                               'window.__CAREERS__ = {"workday": {"tenant": "ostara", "site": "Ostara_External", "url": '
                               '"https://ostara.wd5.myworkdayjobs.com/Ostara_External"}, "pageSize": 20};</script>')
api("ostara.wd5.myworkdayjobs.com", "/wday/cxs/ostara/Ostara_External/jobs", {"total": 2, "jobPostings": [
    {"title": "Grid analyst"}, {"title": "Field technician"}]})
EXPECTED["http://ostara.test"] = ({"careers": "//ostara.test/careers", "jobs_board": ats(
    vendor="workday", token="ostara", site="Ostara_External")}, ())

# ============================================================================================= C. sitemap only
# C1. Lunefield: no careers link in the menu or footer; the sitemap lists /company/careers, a page with a Greenhouse embed
SITES["lunefield.test"] = company("Lunefield", '<h1>Careers at Lunefield</h1><div id="grnhse_app"></div><script src='
                                  '"https://boards.greenhouse.io/embed/job_board/js?for=lunefield"></script>',
                                  careers_path="/company/careers", top=[("/product", "Product"), ("/pricing", "Pricing"),
                                                                        ("/blog", "Blog")])
SITES["lunefield.test"]["/sitemap.xml"] = sitemap("http://lunefield.test", [
    "/", "/product", "/pricing", "/blog", "/about", "/company/careers", "/privacy", "/terms"])
gh("lunefield")
EXPECTED["http://lunefield.test"] = ({"careers": "//lunefield.test/company/careers",
                                      "jobs_board": ats(vendor="greenhouse", token="lunefield")}, ())

# ============================================================================================= D. whose board
# D1. Corbel Analytics: moved from Greenhouse to Lever; the old embed is commented out and its board left empty
SITES["corbel.test"] = company("Corbel Analytics", '<h2>Open roles</h2><!-- old board, keep until Q3: <div id="grnhse_app">'
                               '</div><script src="https://boards.greenhouse.io/embed/job_board/js?for=corbel"></script> '
                               '--><div id="lever-jobs-container"></div><script>window.leverJobsOptions = {accountName: '
                               "'corbel-analytics', includeCss: true};</script>")
gh("corbel", 0)
lever("corbel-analytics", 5)
EXPECTED["http://corbel.test"] = ({"careers": "//corbel.test/careers",
                                   "jobs_board": ats(vendor="lever", token="corbel-analytics")}, ())
NEVER["http://corbel.test"] = ("greenhouse",)

# D2. Harbour Ventures: a VC whose "Portfolio jobs" page lists its companies' boards, and whose own careers page
# embeds its Ashby board
_PORTCOS = [("https://jobs.lever.co/skyloft", "Skyloft"), ("https://boards.greenhouse.io/tidemark", "Tidemark"),
            ("https://jobs.ashbyhq.com/quarrel", "Quarrel"), ("https://apply.workable.com/nimbus-foods/", "Nimbus Foods")]
SITES["harbourvc.test"] = company("Harbour Ventures", '<h1>Join Harbour Ventures</h1><p>We are a small team.</p>'
                                  '<div id="ashby_embed"></div><script src="https://jobs.ashbyhq.com/harbour-ventures/'
                                  'embed?version=2"></script>', top=[
                                      ("/portfolio", "Portfolio"), ("/portfolio-jobs", "Portfolio jobs"),
                                      ("/insights", "Insights"), ("/careers", "Careers")], extra={
                                      "/portfolio-jobs": page("Jobs at our portfolio companies – Harbour Ventures", main=
                                                              "<h1>Work at a Harbour company</h1><ul>" + "".join(
                                                                  f'<li><a href="{u}">{n} is hiring</a></li>'
                                                                  for u, n in _PORTCOS) + "</ul>")})
ashby("harbour-ventures", 1)
lever("skyloft", 12)
gh("tidemark", 30)
ashby("quarrel", 8)
EXPECTED["http://harbourvc.test"] = ({"careers": "//harbourvc.test/careers",
                                      "jobs_board": ats(vendor="ashby", token="harbour-ventures")}, ())
NEVER["http://harbourvc.test"] = ("skyloft", "tidemark", "quarrel", "nimbus", "portfolio-jobs")

# ============================================================================================= E. one board, many names
# E1. Kelderwick: the Greenhouse embed, job links with gh_jid / gh_src, a job's application embed and "All jobs" with
# utm parameters: one board, one sensor, and the careers page beside it (it has its own words)
SITES["kelderwick.test"] = company("Kelderwick", '<h1>Life at Kelderwick</h1><p>Four-day weeks, remote first.</p>'
                                   '<a href="https://boards.greenhouse.io/kelderwick/jobs/4411?gh_jid=4411&amp;gh_src=a1">'
                                   'Data engineer</a><a href="https://job-boards.greenhouse.io/kelderwick/jobs/4412?gh_src='
                                   'a1">Analyst</a><iframe src="https://boards.greenhouse.io/embed/job_app?for=kelderwick&amp;'
                                   'token=4411"></iframe><div id="grnhse_app"></div><script src="https://boards.greenhouse.io'
                                   '/embed/job_board/js?for=kelderwick"></script><a href="https://boards.greenhouse.io/'
                                   'kelderwick?utm_source=careers&amp;utm_medium=button">All jobs</a>')
gh("kelderwick")
EXPECTED["http://kelderwick.test"] = ({"careers": "//kelderwick.test/careers",
                                       "jobs_board": ats(vendor="greenhouse", token="kelderwick")}, ())

# E2. Ferrow: Ashby's embed script with a utm parameter and a department link to the same board
SITES["ferrow.test"] = company("Ferrow", '<div id="ashby_embed"></div><script src="https://jobs.ashbyhq.com/ferrow/embed?'
                               'version=2&amp;utm_source=careers"></script><a href="https://jobs.ashbyhq.com/ferrow?'
                               'departmentId=2c1a9b7e-0d4f-4c2e-9a1b-6f3e5d7c8b90&amp;utm_source=careers">Engineering '
                               'roles</a>')
ashby("ferrow")
EXPECTED["http://ferrow.test"] = ({"careers": "//ferrow.test/careers", "jobs_board": ats(vendor="ashby", token="ferrow")}, ())

# ============================================================================================= F. more vendors
# F1. Castorline: iCIMS in an iframe (in_iframe=1) → its job search
SITES["castorline.test"] = company("Castorline Health", '<h1>Careers</h1><iframe id="icims_content_iframe" src="https://'
                                   'careers-castorline.icims.com/jobs/search?ss=1&amp;hashed=-435739916&amp;in_iframe=1" '
                                   'scrolling="no" width="100%"></iframe>')
SITES["careers-castorline.icims.com"] = {"/jobs/search": page("Search jobs – Castorline Health")}
EXPECTED["http://castorline.test"] = ({"careers": "//castorline.test/careers",
                                       "jobs_board": pre("//careers-castorline.icims.com/jobs/search")}, ())

# F2. Valdora: Taleo's career section
SITES["valdora.test"] = company("Valdora", '<a class="btn" href="https://valdora.taleo.net/careersection/2/jobsearch.ftl?'
                                'lang=en&amp;portal=101430233">Search and apply</a>')
SITES["valdora.taleo.net"] = {"/careersection/2/jobsearch.ftl": page("Job search – Valdora")}
EXPECTED["http://valdora.test"] = ({"careers": "//valdora.test/careers",
                                    "jobs_board": pre("//valdora.taleo.net/careersection/2/jobsearch.ftl")}, ())

# F3. Brunnhof: SuccessFactors' job listing (career?company=…) under "Karriere"
SITES["brunnhof.test"] = company("Brunnhof AG", '<h1>Karriere</h1><a href="https://career5.successfactors.eu/career?company='
                                 'brunnhofP&amp;career_ns=job_listing_summary&amp;navBarLevel=JOB_SEARCH">Stellenangebote'
                                 '</a>', careers_path="/karriere", careers_title="Karriere", lang="de",
                                 top=[("/produkte", "Produkte"), ("/presse", "Presse"), ("/karriere", "Karriere")])
SITES["career5.successfactors.eu"] = {"/career": page("Stellenangebote – Brunnhof AG")}
EXPECTED["http://brunnhof.test"] = ({"careers": "//brunnhof.test/karriere",
                                     "jobs_board": pre("//career5.successfactors.eu/career?career_ns=job_listing_summary&"
                                                       "company=brunnhofP")}, ())

# F4. Oakvale Foods: careers.smartrecruiters.com/<Company>/ with a trailing slash and utm
SITES["oakvale.test"] = company("Oakvale Foods", '<a href="https://careers.smartrecruiters.com/OakvaleFoods1/?utm_source='
                                'website&amp;utm_campaign=careers">See all vacancies</a>')
api("api.smartrecruiters.com", "/v1/companies/OakvaleFoods1/postings", {"totalFound": 2, "content": [
    {"name": "Line supervisor"}, {"name": "Food technologist"}]})
EXPECTED["http://oakvale.test"] = ({"careers": "//oakvale.test/careers",
                                    "jobs_board": ats(vendor="smartrecruiters", token="OakvaleFoods1")}, ())

# F5. Van der Pol: Dutch "Werken bij" → the Recruitee careers site's root with a language and an anchor
SITES["vanderpol.test"] = company("Van der Pol", '<h1>Werken bij Van der Pol</h1><a href="https://vanderpolbv.recruitee.com/'
                                  '?language=nl#section-jobs">Bekijk vacatures</a>', careers_path="/werken-bij",
                                  careers_title="Werken bij", lang="nl", top=[("/diensten", "Diensten"),
                                                                              ("/projecten", "Projecten"),
                                                                              ("/werken-bij", "Werken bij")])
api("vanderpolbv.recruitee.com", "/api/offers/", {"offers": [{"title": "Monteur"}, {"title": "Werkvoorbereider"}]})
EXPECTED["http://vanderpol.test"] = ({"careers": "//vanderpol.test/werken-bij",
                                      "jobs_board": ats(vendor="recruitee", token="vanderpolbv")}, ())

# F6. Almgrund: JOIN's company page with tracking parameters
SITES["almgrund.test"] = company("Almgrund", '<a href="https://join.com/companies/almgrund?pid=7c1e2f&amp;utm_source='
                                 'website">Offene Stellen</a>', careers_path="/jobs", careers_title="Jobs bei Almgrund",
                                 lang="de", top=[("/hofladen", "Hofladen"), ("/ueber-uns", "Über uns"), ("/jobs", "Jobs")])
SITES["join.com"]["/companies/almgrund"] = page("Almgrund – Jobs")
EXPECTED["http://almgrund.test"] = ({"careers": "//almgrund.test/jobs",
                                     "jobs_board": pre("//join.com/companies/almgrund")}, ())

# F7. Tillbrook: BambooHR's embed2.php script (the older embed) with the vendor's "Powered by" footer
SITES["tillbrook.test"] = company("Tillbrook", '<h1>Careers</h1><script src="https://tillbrook.bamboohr.com/jobs/embed2.php?'
                                  'departmentId=0" type="text/javascript"></script><div id="BambooHR-Footer">Powered by '
                                  '<a href="http://www.bamboohr.com" target="_blank" rel="noopener external nofollow '
                                  'noreferrer">BambooHR</a></div>')
SITES["tillbrook.bamboohr.com"] = {"/careers": page("Tillbrook – Careers")}
EXPECTED["http://tillbrook.test"] = ({"careers": "//tillbrook.test/careers",
                                      "jobs_board": "//tillbrook.bamboohr.com/careers"}, ())
NEVER["http://tillbrook.test"] = ("www.bamboohr.com",)

# F8. Marrowgate: Breezy's board root with a source parameter
SITES["marrowgate.test"] = company("Marrowgate", '<a href="https://marrowgate.breezy.hr/?source=website">Open positions</a>')
SITES["marrowgate.breezy.hr"] = {"/": page("Marrowgate – Open positions")}
EXPECTED["http://marrowgate.test"] = ({"careers": "//marrowgate.test/careers",
                                       "jobs_board": pre("//marrowgate.breezy.hr/")}, ())

# F9. Penhallow: "Careers" goes to jobs.penhallow.test, a Teamtailor career site on the company's own host (the
# vendor's CDN assets and generator meta); its feed is that host's /jobs.rss
SITES["penhallow.test"] = company("Penhallow", "", top=[("/product", "Product"), ("/pricing", "Pricing"),
                                                        ("/blog", "Blog"), ("http://jobs.penhallow.test/", "Careers")])
SITES["jobs.penhallow.test"] = {
    "/": page("Careers at Penhallow", head='<meta name="generator" content="Teamtailor"><link rel="stylesheet" href='
              '"https://assets.teamtailor-cdn.com/assets/packs/css/careersite.css">', main='<h1>Do your best work</h1>'
              '<a href="/jobs">Jobs</a><a href="/departments">Departments</a><a href="/people">People</a>'),
    "/jobs": page("Jobs – Penhallow"),
    "/jobs.rss": {"xml": '<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title><item><title>SRE</title>'
                         '</item></channel></rss>'}}
EXPECTED["http://penhallow.test"] = ({"jobs_board": ats(vendor="teamtailor",
                                                        api_url="http://jobs.penhallow.test/jobs.rss")}, ())
NEVER["http://penhallow.test"] = ("teamtailor.com",)

# ============================================================================================= G. second batch
# G1. Kestrel Bio: the old Workable subdomain (kestrelbio.workable.com) → the account's widget API
SITES["kestrelbio.test"] = company("Kestrel Bio", '<h1>Careers</h1><p>Science that ships.</p><a href="https://kestrelbio.'
                                   'workable.com/">Current openings</a>')
api("apply.workable.com", "/api/v1/widget/accounts/kestrelbio", {"name": "Kestrel Bio", "jobs": [{"title": "Chemist"}]})
EXPECTED["http://kestrelbio.test"] = ({"careers": "//kestrelbio.test/careers", "jobs_board": ats(
    vendor="workable", token="kestrelbio", api_url="http://apply.workable.com/api/v1/widget/accounts/kestrelbio")}, ())

# G2. Jade Marine: SmartRecruiters' widget (company_code) and a link to the same company in another letter case: one
# board
SITES["jademarine.test"] = company("Jade Marine", '<div id="sr-widget"></div><script>widget({"company_code": "JadeMarineLtd",'
                                   ' "bg_color_widget": "#ffffff", "jobs_number": "12", "job_ad_url": "https://careers.'
                                   'smartrecruiters.com/JadeMarineLtd"});</script><a href="https://careers.smartrecruiters.'
                                   'com/jademarineltd?utm_source=website">All vacancies</a>')
api("api.smartrecruiters.com", "/v1/companies/JadeMarineLtd/postings", {"totalFound": 1, "content": [{"name": "Deckhand"}]})
api("api.smartrecruiters.com", "/v1/companies/jademarineltd/postings", {"totalFound": 1, "content": [{"name": "Deckhand"}]})
EXPECTED["http://jademarine.test"] = ({"careers": "//jademarine.test/careers",
                                       "jobs_board": ats(vendor="smartrecruiters")}, ())

# G3. Calloway Group: Workday — "Current employees: apply internally" (the Internal site) linked above the external
# job search; the external site is the company's public board
SITES["calloway.test"] = company("Calloway Group", '<p class="note">Current employees: <a href="https://calloway.wd1.'
                                 'myworkdayjobs.com/Calloway_Internal">apply internally</a></p><h1>Build what\'s next</h1>'
                                 '<a class="btn" href="https://calloway.wd1.myworkdayjobs.com/en-US/Calloway_External">'
                                 'Search jobs</a><a href="https://calloway.wd1.myworkdayjobs.com/de-DE/Calloway_External/job'
                                 '/Hamburg/Ingenieur_R-2201">Ingenieur (m/w/d), Hamburg</a>')
api("calloway.wd1.myworkdayjobs.com", "/wday/cxs/calloway/Calloway_External/jobs", {"total": 40, "jobPostings": [
    {"title": "Ingenieur"}]})
api("calloway.wd1.myworkdayjobs.com", "/wday/cxs/calloway/Calloway_Internal/jobs", {"total": 55, "jobPostings": [
    {"title": "Team lead"}]})
EXPECTED["http://calloway.test"] = ({"careers": "//calloway.test/careers", "jobs_board": ats(
    vendor="workday", token="calloway", site="Calloway_External")}, ())
NEVER["http://calloway.test"] = ("Internal",)

# G4. Tussock: its careers page mentions its sister company's Greenhouse board first, then embeds its own
SITES["tussock.test"] = company("Tussock", '<h1>Work at Tussock</h1><p>Our sister company Kitewing is hiring too: see <a '
                                'href="https://boards.greenhouse.io/kitewing">Kitewing\'s open roles</a>.</p><h2>Open '
                                'roles at Tussock</h2><div id="grnhse_app"></div><script src="https://boards.greenhouse.io/'
                                'embed/job_board/js?for=tussockgroup"></script>')
gh("kitewing", 25)
gh("tussockgroup", 4)
EXPECTED["http://tussock.test"] = ({"careers": "//tussock.test/careers",
                                    "jobs_board": ats(vendor="greenhouse", token="tussockgroup")}, ())
NEVER["http://tussock.test"] = ("kitewing",)

# G5. Quayside: the footer's "Jobs" is jobs.quayside.test, a host that only 302s to the Greenhouse board (two hops from
# the link): the board's API sensor, no careers door
SITES["quayside.test"] = company("Quayside", "", top=[("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"),
                                                      ("http://jobs.quayside.test/", "Jobs")])
del SITES["quayside.test"]["/careers"]
SITES["jobs.quayside.test"] = {"/": {"redirect": "https://boards.greenhouse.io/quayside?utm_source=site", "status": 302}}
SITES["boards.greenhouse.io"]["/quayside"] = page("Jobs at Quayside")
gh("quayside")
EXPECTED["http://quayside.test"] = ({"jobs_board": ats(vendor="greenhouse", token="quayside")}, ("careers",))
NEVER["http://quayside.test"] = ("jobs.quayside.test",)

# G6. Marlin & Oak: a careers page of its own (benefits, values) whose "See openings" is /careers/openings, a 302 to its
# Lever board: the careers page kept beside the board's API sensor, the door neither
SITES["marlinoak.test"] = company("Marlin & Oak", '<h1>Careers</h1><h2>Benefits</h2><p>Health, pension, 30 days off.</p>'
                                  '<h2>Our values</h2><p>Craft, candour, care.</p><a href="/careers/openings">See openings'
                                  '</a>', extra={"/careers/openings": {"redirect": "https://jobs.lever.co/marlinoak?lever-"
                                                                       "via=site", "status": 302}})
SITES["jobs.lever.co"]["/marlinoak"] = page("Marlin & Oak – Jobs")
lever("marlinoak")
EXPECTED["http://marlinoak.test"] = ({"careers": "//marlinoak.test/careers",
                                      "jobs_board": ats(vendor="lever", token="marlinoak")}, ())
NEVER["http://marlinoak.test"] = ("/careers/openings",)

# G7. Fennick: /careers is a Squarespace page with only a meta refresh to its Ashby board
SITES["fennick.test"] = company("Fennick", "")
SITES["fennick.test"]["/careers"] = ('<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=https://jobs.'
                                     'ashbyhq.com/fennick"><title>Careers</title></head><body></body></html>')
SITES["jobs.ashbyhq.com"]["/fennick"] = page("Jobs at Fennick")
ashby("fennick")
EXPECTED["http://fennick.test"] = ({"jobs_board": ats(vendor="ashby", token="fennick")}, ("careers",))

# G8. Wolkenhaus: a German careers page with Personio's board in an iframe (?display=de&iframe=1)
SITES["wolkenhaus.test"] = company("Wolkenhaus", '<h1>Karriere</h1><p>Wir suchen Verstärkung.</p><iframe src="https://'
                                   'wolkenhaus.jobs.personio.de/?display=de&amp;iframe=1" width="100%" height="1200">'
                                   '</iframe>', careers_path="/karriere", careers_title="Karriere bei Wolkenhaus", lang="de",
                                   top=[("/loesungen", "Lösungen"), ("/preise", "Preise"), ("/karriere", "Karriere")])
api("wolkenhaus.jobs.personio.de", "/xml", personio_xml("Cloud Engineer (m/w/d)"))
EXPECTED["http://wolkenhaus.test"] = ({"careers": "//wolkenhaus.test/karriere", "jobs_board": ats(
    vendor="personio", token="wolkenhaus", api_url="http://wolkenhaus.jobs.personio.de/xml")}, ())

# G9. Rushmere: Rippling's board with utm parameters, beside a JSON-LD JobPosting naming the company as hiringOrganization
SITES["rushmere.test"] = company("Rushmere", '<h1>Careers</h1><a href="https://ats.rippling.com/rushmere/jobs?utm_source='
                                 'website&amp;utm_medium=careers">View open roles</a>', careers_head=
                                 '<script type="application/ld+json">{"@context": "https://schema.org", "@type": '
                                 '"Organization", "name": "Rushmere", "url": "http://rushmere.test/"}</script>')
SITES["ats.rippling.com"]["/rushmere/jobs"] = page("Rushmere – Jobs")
EXPECTED["http://rushmere.test"] = ({"careers": "//rushmere.test/careers",
                                     "jobs_board": pre("//ats.rippling.com/rushmere/jobs")}, ())

# ============================================================================================= H. third batch
# H1. Gallowglass: /careers is a page whose only content is a script sending the browser to its Workable account
SITES["gallowglass.test"] = company("Gallowglass", "")
SITES["gallowglass.test"]["/careers"] = ('<!DOCTYPE html><html><head><title>Careers</title><script>window.location.replace('
                                        '"https://apply.workable.com/gallowglass-games/");</script></head><body><p>'
                                        'Redirecting…</p></body></html>')
SITES["apply.workable.com"]["/gallowglass-games"] = page("Gallowglass – Jobs")
api("apply.workable.com", "/api/v1/widget/accounts/gallowglass-games", {"name": "Gallowglass", "jobs": [
    {"title": "Level designer"}]})
EXPECTED["http://gallowglass.test"] = ({"jobs_board": ats(vendor="workable", token="gallowglass-games")}, ("careers",))

# H2. Thornbury: Breezy's inline embed script served from the tenant host (…breezy.hr/embed/js?inline=true)
SITES["thornbury.test"] = company("Thornbury", '<h1>Careers</h1><p>Come build with us.</p><script src="https://thornbury.'
                                  'breezy.hr/embed/js?inline=true&amp;group_by=location"></script>')
SITES["thornbury.breezy.hr"] = {"/": page("Thornbury – Careers")}
EXPECTED["http://thornbury.test"] = ({"careers": "//thornbury.test/careers", "jobs_board": pre("//thornbury.breezy.hr/")}, ())

# H3. Elmridge: JazzHR job links on the tenant's applytojob.com host with a source parameter → its /apply board
SITES["elmridge.test"] = company("Elmridge", '<h1>Careers</h1><a href="https://elmridge.applytojob.com/apply/Xk3Lm9QpRt/'
                                 'Warehouse-Associate?source=Website">Warehouse associate</a>')
SITES["elmridge.applytojob.com"] = {"/apply": page("Elmridge – Jobs")}
EXPECTED["http://elmridge.test"] = ({"careers": "//elmridge.test/careers", "jobs_board": pre("//elmridge.applytojob.com/apply")}, ())

# H4. Sablefield: the Greenhouse embed beside the site builder's "Hiring with Workable? Try our template" ad in the
# footer of the careers page (apply.workable.com with no account): the company's board only
SITES["sablefield.test"] = company("Sablefield", '<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/'
                                   'job_board/js?for=sablefield"></script><aside><a href="https://apply.workable.com/?utm_'
                                   'source=template">Hiring with Workable? Try our template</a></aside>')
gh("sablefield")
EXPECTED["http://sablefield.test"] = ({"careers": "//sablefield.test/careers",
                                       "jobs_board": ats(vendor="greenhouse", token="sablefield")}, ())
NEVER["http://sablefield.test"] = ("workable",)

net = W.net_fixture(SITES)

#: website → why the case stays wrong (strict xfail)
KNOWN_WRONG: dict[str, str] = {}


def _param(w: str) -> Any:
    return pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w])) if w in KNOWN_WRONG else w


@pytest.mark.parametrize("website", [_param(w) for w in sorted(EXPECTED)])
async def test_round_thirty_two_boards(net: Any, website: str) -> None:
    want, absent = EXPECTED[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = W.selected(res)
    wrong = {}
    for s, w in want.items():
        ok = s in sel and (W.matches(sel[s], w) if isinstance(w, dict) and "kind" in w else W.url_matches(sel[s], w))
        if not ok:
            wrong[s] = (sel[s].url, sel[s].config) if s in sel else None
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    never = NEVER.get(website, ())
    bad = [c.url for c in res.selected if any(x in c.url for x in never)]
    assert not bad, bad
    boards = [c for c in res.selected if c.kind == "ats"]
    assert len(boards) <= 1, [c.url for c in boards]
    assert res.requests <= AT_MOST.get(website, CEILING), (res.requests, [(r.purpose, r.url) for r in res.request_log])
