"""The situations of repair's tenth red-team round (tests/integration/test_repair_redteam10.py runs them): page
builders for the vendors and platforms the round adds (Ashby's and Workday's APIs, JOIN, iCIMS, Teamtailor,
Recruitee, Medium, Substack, Better Stack, Instatus, readme.io, Mintlify), the situation table with the expectations
written before the first run, and the strict xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py and redteam9.py (whose shared scripted web and
page helpers it reuses).
"""
from __future__ import annotations

import json
from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV, JOBS = P.NAV, P.JOBS
Situation = S.Situation
home, page, xml = T9.home, T9.page, T9.xml
INTRO = T9.INTRO

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"jobs.lever.co", "api.lever.co", "jobs.ashbyhq.com", "api.ashbyhq.com",
                          "boards.greenhouse.io", "job-boards.greenhouse.io", "careers.smartrecruiters.com",
                          "join.com", "medium.com", "apply.workable.com"})


def jsn(data: Any, status: int = 200) -> R:
    return R(status, json.dumps(data), "application/json")


def js_shell(title: str) -> str:
    """A board rendered in the browser (Ashby, Workday): a title, an empty mount point and the bundle."""
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{title}</title>"
            "<script src='/static/app.91c2.js' defer></script></head><body><div id='root'></div>"
            "<noscript>You need to enable JavaScript to run this app.</noscript></body></html>")


def ashby_api(jobs: list[tuple[str, str, str]], org: str) -> R:
    return jsn({"apiVersion": "1", "jobs": [
        {"id": f"9a1e{i:04d}", "title": t, "location": loc, "department": team, "team": team,
         "employmentType": "FullTime", "isListed": True, "jobUrl": f"https://jobs.ashbyhq.com/{org}/9a1e{i:04d}"}
        for i, (t, loc, team) in enumerate(jobs)]})


def workday_api(jobs: list[tuple[str, str, str]]) -> R:
    return jsn({"total": len(jobs), "jobPostings": [
        {"title": t, "externalPath": f"/job/{loc.split(',')[0]}/{t.replace(' ', '-')}_R{300 + i}",
         "locationsText": loc, "postedOn": "Posted 2 Days Ago", "bulletFields": [f"R{300 + i}"]}
        for i, (t, loc, _) in enumerate(jobs)], "facets": []})


OTHER_JOBS = [("Regional Sales Manager, Iberia", "Madrid, Spain", "Sales"),
              ("Payroll Specialist", "Warsaw, Poland", "Finance"),
              ("Truck Driver (Class A)", "Dallas, United States", "Transport"),
              ("Warehouse Shift Supervisor", "Leipzig, Germany", "Operations"),
              ("SAP Basis Administrator", "Prague, Czechia", "Technology"),
              ("Customs Broker", "Rotterdam, Netherlands", "Operations"),
              ("Fleet Maintenance Mechanic", "Lyon, France", "Transport"),
              ("Corporate Counsel", "London, United Kingdom", "Legal")]

# ------------------------------------------------------------------ closed boards, as the vendors answer them

LEVER_404 = R(404, "<!DOCTYPE html><html><head><title>Not found – Lever</title></head><body><div class='content'><h2>"
                   "Sorry, we couldn't find anything here</h2><p>The job posting you're looking for might have closed, "
                   "or it has been removed.</p><a href='https://www.lever.co/'>Lever homepage</a></div></body></html>")
GREENHOUSE_404 = R(404, "<!DOCTYPE html><html><head><title>Greenhouse</title></head><body><main><h1>Page not found</h1>"
                        "<p>The job board you were viewing is no longer active.</p><a href='https://www.greenhouse.io/"
                        "'>Greenhouse</a></main></body></html>")
WORKABLE_404 = R(404, "<!DOCTYPE html><html><head><title>Workable</title></head><body><h1>Page not found</h1><p>The "
                      "page you are looking for doesn't exist or has been removed.</p></body></html>")
SMARTRECRUITERS_404 = R(404, "<!DOCTYPE html><html><head><title>SmartRecruiters</title></head><body><h1>Oops! This "
                             "page does not exist</h1><p>The company you are looking for is no longer hiring on "
                             "SmartRecruiters.</p></body></html>")
TEAMTAILOR_404 = R(404, "<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>404</h1><p>The "
                        "page you were looking for doesn't exist.</p></body></html>")
PERSONIO_404 = R(404, "<!DOCTYPE html><html lang='de'><head><title>Personio</title></head><body><h1>Seite nicht "
                      "gefunden</h1><p>Diese Karriereseite existiert nicht mehr.</p></body></html>")
WORKDAY_404 = R(404, "<!DOCTYPE html><html><head><title>Workday</title></head><body><div><h2>The page you are "
                     "looking for doesn't exist.</h2></div></body></html>")


def vendor_home(name: str, claim: str) -> R:
    """A vendor's marketing front page (where some vendors send a closed tenant's board)."""
    return html(f"<!DOCTYPE html><html lang='en'><head><title>{name} | {claim}</title></head><body><header><a href='/'>"
                f"{name}</a><nav><a href='/product'>Product</a> <a href='/pricing'>Pricing</a> <a href='/customers'>"
                f"Customers</a> <a href='/careers'>Careers</a> <a href='/login'>Log in</a></nav></header><main><h1>"
                f"{claim}</h1><p>Thousands of companies hire with {name}. Build your careers site, track candidates "
                f"and make offers in one place.</p><a href='/demo'>Get a demo</a></main><footer>&copy; 2026 {name}"
                "</footer></body></html>")


def lever_empty(site: str) -> str:
    return ("<!DOCTYPE html><html><head><title>Acme Robotics</title></head><body><div class='main-header "
            f"page-full-width'><a class='main-header-logo' href='{site}'>Acme Robotics</a></div><div class="
            "'content-wrapper posting-page'><div class='postings-wrapper'><div class='postings-group'><p>There are no "
            "job openings at Acme Robotics right now. Check back soon, or follow us to hear when we are hiring again."
            "</p></div></div></div><div class='main-footer page-full-width'><p>Acme Robotics Home Page</p><p>Jobs "
            "powered by Lever</p></div></body></html>")


def recruitee_board(jobs: list[tuple[str, str, str]] = JOBS) -> str:
    rows = "".join(f"<div class='offer'><h4><a href='/o/{t.lower().replace(' ', '-')}'>{t}</a></h4>"
                   f"<div class='location'>{loc}</div><div class='department'>{team}</div></div>"
                   for t, loc, team in jobs)
    if not jobs:
        rows = ("<p>There are no open positions at Acme Robotics at the moment. Leave us your details and we will get "
                "in touch when a role that suits you opens.</p>")
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - Careers</title><link rel='stylesheet' "
            "href='https://recruitee-main.s3.eu-central-1.amazonaws.com/careers.css'></head><body><div "
            f"class='section-hero'>{INTRO}</div><div class='section-offers'><h2>Current openings</h2>{rows}</div>"
            "<div class='footer'>Hiring with Recruitee</div></body></html>")


def teamtailor_board(cdn: bool = False) -> str:
    """<org>.teamtailor.com/jobs (or the career site on the company's own host): the jobs as cards."""
    rows = "".join(f"<li class='w-full'><a href='/jobs/{5100 + i}-{t.lower().replace(' ', '-')}' class='block'>"
                   f"<span class='text-block-base-link'>{t}</span><div class='mt-1 text-md'><span>{team}</span>"
                   f"<span class='mx-[2px]'>·</span><span>{loc}</span></div></a></li>"
                   for i, (t, loc, team) in enumerate(JOBS))
    assets = "<link rel='stylesheet' href='https://assets.teamtailor-cdn.com/assets/careersite.css'>" if cdn else ""
    return ("<!DOCTYPE html><html lang='en'><head><title>Jobs - Acme Robotics</title>" + assets + "</head><body>"
            "<header class='careersite-header'><a href='/'>Acme Robotics</a> <a href='/jobs'>Jobs</a> <a href="
            "'/departments'>Departments</a> <a href='/people'>People</a></header><main><h1>Join Acme Robotics</h1>"
            f"<p>Build the robots that build the future.</p><ul class='jobs'>{rows}</ul></main><footer>Powered by "
            "Teamtailor</footer></body></html>")


def join_board(org: str) -> str:
    """join.com/companies/<org>: the company card, then its open jobs (title with a gender marker, place, type)."""
    rows = "".join(f"<a class='JobTile' href='/companies/{org}/{8800 + i}-{t.lower().replace(' ', '-')}'><h3>{t} "
                   f"(m/w/d)</h3><div class='JobTile-meta'><span>{loc}</span> <span>Vollzeit</span></div></a>"
                   for i, (t, loc, _) in enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='de'><head><title>Jobs bei Acme Robotics | JOIN</title></head><body><header>"
            "<a href='/'>JOIN</a> <a href='/for-companies'>Für Unternehmen</a> <a href='/login'>Anmelden</a></header>"
            "<main><div class='CompanyHeader'><h1>Acme Robotics SAS</h1><p>Robotik · 51-200 Mitarbeitende · Lyon"
            f"</p></div><h2>Offene Stellen ({len(JOBS)})</h2><div class='JobList'>{rows}</div></main><footer>JOIN "
            "Solutions AG · Impressum · Datenschutz</footer></body></html>")


def icims_board(tenant: str) -> str:
    """careers-<tenant>.icims.com/jobs/search?ss=1: the portal's search results, one row a job."""
    rows = "".join(f"<div class='row'><div class='col-xs-12 title'><a class='iCIMS_Anchor' href='https://careers-"
                   f"{tenant}.icims.com/jobs/{2200 + i}/{t.lower().replace(' ', '-')}/job'><h3>{t}</h3></a></div>"
                   f"<div class='col-xs-6 header left'><span>Job Locations</span> {loc}</div><div class='col-xs-6 "
                   f"header right'><span>Category</span> {team}</div></div>" for i, (t, loc, team) in enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='en'><head><title>Search Results | Careers at Acme Robotics</title></head><body>"
            "<div class='iCIMS_Header'><a href='/jobs/intro'>Acme Robotics Careers</a> <a href='/jobs/login'>Log in"
            "</a></div><div class='iCIMS_MainWrapper'><div class='iCIMS_JobsTable'>" + rows + "</div></div><div "
            "class='iCIMS_Footer'>Powered by iCIMS</div></body></html>")


def greenhouse_board(token: str, site: str) -> str:
    rows = "".join(f"<div class='opening'><a href='/{token}/jobs/{4500 + i}'>{t}</a><span class='location'>{loc}"
                   "</span></div>" for i, (t, loc, _) in enumerate(JOBS))
    return ("<!DOCTYPE html><html><head><title>Jobs at Acme Robotics</title></head><body><div id='wrapper'><div "
            f"id='logo'><a href='{site}'>Acme Robotics</a></div><div id='content'><h1>Current openings at Acme "
            f"Robotics</h1><section class='level-0'>{rows}</section></div><div id='footer'>Powered by Greenhouse"
            "</div></div></body></html>")


def smartrecruiters_board(company: str, jobs: list[tuple[str, str, str]] = JOBS) -> str:
    """careers.smartrecruiters.com/<company>: the company's intro, then its openings with place and type."""
    rows = "".join(f"<li class='opening-job'><a href='/{company}/{74400 + i}-{t.lower().replace(' ', '-')}'><h4 "
                   f"class='job-title'>{t}</h4><p class='job-location'>{loc} · Full-time</p></a></li>"
                   for i, (t, loc, _) in enumerate(jobs))
    if not jobs:
        rows = "<li class='no-jobs'>There are no current openings. Please check back later.</li>"
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics Careers</title></head><body><header><a href="
            f"'/{company}'>Acme Robotics</a></header><main>{INTRO}<h2>Open positions</h2><ul class='openings-list'>"
            f"{rows}</ul></main><footer>Powered by SmartRecruiters</footer></body></html>")


def workday_rendered() -> str:
    """What an html sensor on a Workday site kept of it (the openings, as a browser rendered them)."""
    rows = "".join(f"<li><a href='/External/job/{loc.split(',')[0]}/{i}'>{t}</a> {loc}</li>"
                   for i, (t, loc, _) in enumerate(JOBS))
    return page("Careers at Acme Robotics", "<h1>Careers at Acme Robotics</h1>" + rows)


def personio_board() -> str:
    return P.personio_board()


def careers_intro_page(board_url: str, nav: list[tuple[str, str]] | None = None) -> str:
    """The company's own careers page after a move to a board: intro, values, benefits, and a button to the board."""
    keep = P.CAREERS_MAIN.split('<section class="openings">')
    return page("Careers - Acme Robotics", keep[0] + f"<p><a class='button' href='{board_url}'>See all open positions"
                "</a></p>", nav=nav)


def life_at_acme() -> str:
    """A "Life at Acme" page: the old careers page's intro, values, benefits and process, and no openings at all."""
    keep = P.CAREERS_MAIN.split('<section class="openings">')
    return page("Life at Acme - Acme Robotics", keep[0] + keep[1].split("</section>", 1)[1]
                + "<h2>Meet the team</h2><p>Engineers, designers and operators share what a week at Acme looks like: "
                "test days in the Lyon warehouse, design reviews in Berlin and customer visits from Toronto.</p>")


def enterprise_page() -> str:
    """/enterprise: a sales page that repeats the Enterprise plan's card and nothing else of the pricing page."""
    _, _, feats = P.PLANS[2]
    return page("Enterprise - Acme Robotics", "<h1>Acme for large warehouse networks</h1><p>Run hundreds of robots "
                "across sites with one contract, one dashboard and one success team.</p><div class='plan'><h2>"
                "Enterprise</h2><p class='price'>Contact sales</p><ul>" + "".join(f"<li>{x}</li>" for x in feats)
                + "</ul></div><h2>Trusted by</h2><p>Berlin Parcel, Nordic Freight and 40 other logistics groups.</p>"
                "<a href='/contact-sales'>Talk to sales</a>")


NOT_HIRING = page("Careers - Acme Robotics", "<h1>Careers at Acme Robotics</h1><p>We are not hiring at the moment. "
                  "Thank you for your interest in Acme Robotics; follow us on LinkedIn to hear when new roles open."
                  "</p>")

# ------------------------------------------------------------------ relaunches, rebrands, languages


def teaser_home() -> str:
    """A relaunched front page whose "We're hiring" section teases the careers intro and four openings, no link."""
    teaser = ("<section class='hiring'><h2>We're hiring</h2><p>Acme Robotics designs autonomous warehouse robots used "
              "by more than 400 logistics companies across Europe and North America.</p><ul>"
              + "".join(f"<li>{t}</li>" for t, _, _ in JOBS[:4]) + "</ul><p>Send your CV to jobs at acme dot example."
              "</p></section>")
    return P.homepage([("/", "Home"), ("/product", "Product"), ("/pricing", "Pricing")], teaser)


def en_home(links: list[tuple[str, str]]) -> str:
    return P.shell("Acme Robotics", "<h1>Warehouse robots</h1><p>Autonomous mobile robots for logistics.</p>",
                   [("/en/", "Home"), ("/en/product", "Product"), *links],
                   head="<link rel='alternate' hreflang='de' href='/de/'>")


def de_home(links: list[tuple[str, str]]) -> str:
    return P.shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1><p>Autonome mobile "
                   "Roboter für die Logistik, monatlich gemietet.</p><p><a href='/en/'>English</a></p>",
                   [("/de/", "Startseite"), ("/de/produkt", "Produkt"), *links], lang="de",
                   head="<link rel='alternate' hreflang='en' href='/en/'>")


def careers_en_with_alternates(de: str) -> str:
    return P.shell("Careers - Acme Robotics", P.CAREERS_MAIN, [("/en/", "Home"), ("/en/careers", "Careers")],
                   head=f"<link rel='alternate' hreflang='de' href='{de}'><link rel='alternate' hreflang='en' "
                        "href='/en/careers'>")


def zenith_careers() -> str:
    return P.rebranded_careers()


#: the rebranded company's front page, its menu linking its careers page
ZEN_HOME = html(S.home("Zenith Automation", [("/product", "Product"), ("/careers", "Careers")]))


def mega_menu_home(target: str) -> str:
    """A front page with a mega menu of 240 product, solution and resource links, the careers page last."""
    links = [(f"/solutions/{a}-{b}", f"{a.title()} {b}")
             for a in ("retail", "grocery", "fashion", "pharma", "automotive", "parcel", "cold-chain", "spare-parts")
             for b in ("picking", "sorting", "replenishment", "returns", "inventory", "kitting", "packing",
                       "loading", "cross-docking", "yard", "analytics", "safety", "training", "integration",
                       "financing")]
    links += [(f"/resources/guide-{i}", f"Guide {i}") for i in range(120)]
    links.append((target, "Careers"))
    return P.homepage(links)


# ------------------------------------------------------------------ blogs, status, pricing, docs


def medium_publication(handle: str) -> str:
    items = "".join(f"<article><h2><a href='/{handle}/{s}-{3000 + i:x}'>{t}</a></h2><p>{x}</p><span>{d} · 4 min read"
                    "</span></article>" for i, (t, s, d, x) in enumerate(P.POSTS))
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics – Medium</title></head><body><div class='nav'>"
            "<a href='/'>Medium</a> <a href='/m/signin'>Sign in</a> <a href='/new-story'>Write</a></div><main><h1>Acme "
            f"Robotics</h1><p>Stories from the team building warehouse robots.</p>{items}</main></body></html>")


def substack_archive() -> str:
    items = "".join(f"<div class='post-preview'><a class='post-preview-title' href='/p/{s}'>{t}</a><div class="
                    f"'post-preview-description'>{x}</div><div class='post-preview-meta'>{d}</div></div>"
                    for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html><head><title>Archive - The Acme Robotics Blog</title></head><body><div class="
            "'topbar'><a href='/'>The Acme Robotics Blog</a> <a href='/subscribe'>Subscribe</a></div><div class="
            f"'container'><h1>Archive</h1><div class='sort'>New Top Discussions</div>{items}</div><div class="
            "'footer'>&copy; 2026 Acme Robotics · Privacy · Terms</div></body></html>")


def resources_hub() -> str:
    return page("Resources - Acme Robotics", "<h1>Resources</h1><p>Guides, webinars and customer stories for "
                "warehouse teams planning automation.</p><h2>Guides</h2><ul><li><a href='/resources/roi-guide'>The ROI "
                "of warehouse robots</a></li><li><a href='/resources/safety-checklist'>A safety checklist for mixed "
                "fleets</a></li></ul><h2>Webinars</h2><ul><li><a href='/resources/webinar-peak'>Preparing for peak "
                "season</a></li></ul><h2>Customer stories</h2><ul><li><a href='/customers/berlin-parcel'>Berlin Parcel "
                "runs 300 robots</a></li></ul>")


def status_hosted(footer: str, title: str = "Acme Robotics Status") -> str:
    return T9.status_page_hosted(P.COMPONENTS, footer).replace("Acme Robotics Status", title)


def homepage_with_pricing() -> str:
    cards = "".join(f"<div class='plan'><h3>{n}</h3><p>{p} per robot per month</p><ul>"
                    f"{''.join(f'<li>{x}</li>' for x in feats)}</ul></div>" for n, p, feats in P.PLANS)
    return P.homepage([("/", "Home"), ("/product", "Product"), ("/#pricing", "Pricing"), ("/contact", "Contact")],
                      f"<section id='pricing'><h2>Simple pricing</h2><p>Rent robots by the month. Every plan includes "
                      f"maintenance, software updates and 24/7 support.</p>{cards}</section>")


def product_with_pricing() -> str:
    cards = "".join(f"<div class='plan'><h3>{n}</h3><p>{p} per robot per month</p><ul>"
                    f"{''.join(f'<li>{x}</li>' for x in feats)}</ul></div>" for n, p, feats in P.PLANS)
    return page("Product - Acme Robotics", "<h1>The Acme fleet</h1><p>Acme R5 and R7 robots move totes, cases and "
                "pallets through your warehouse without new infrastructure: no magnetic tape, no reflectors. They map "
                "the building in an afternoon, share the aisles with people and hand over to your conveyors and "
                "sorters through an open API.</p><h2>What you get</h2><ul><li>Robots rented by the month</li><li>The "
                "fleet dashboard and mission planner</li><li>Installation, training and maintenance</li></ul><h2>"
                "Pricing</h2><p>Rent robots by the month. Every plan includes maintenance, software updates and 24/7 "
                f"support.</p>{cards}")


def readme_article() -> str:
    return ("<!DOCTYPE html><html lang='en'><head><title>Getting started - Acme Robotics API</title></head><body>"
            "<header><a href='/'>Acme Robotics API</a> <a href='/docs'>Guides</a> <a href='/reference'>API Reference"
            "</a></header><aside class='rm-Sidebar'><a href='/docs/getting-started'>Getting started</a> <a href='/docs/"
            f"authentication'>Authentication</a></aside><main class='rm-Article'>{T9.GETTING_STARTED}</main><footer>"
            "Powered by ReadMe</footer></body></html>")


def mintlify(main: str, title: str) -> str:
    side = T9.MINTLIFY_SIDEBAR[:1] + [("/getting-started", "Getting started")] + T9.MINTLIFY_SIDEBAR[2:]
    return T9.docs_article(main, side, title)


MINTLIFY_ARTICLE = mintlify(T9.GETTING_STARTED, "Getting started - Acme Docs")
MINTLIFY_INTRO = ("<h1>Introduction</h1><p>The Acme Fleet API lets you send missions to robots, read their telemetry "
                  "and receive webhooks when a mission changes state.</p><p>Start with the getting started guide, then "
                  "read about authentication.</p>")

# ------------------------------------------------------------------ pages that are not the content

PARKED = html("<!DOCTYPE html><html><head><title>k40.test - This domain may be for sale!</title></head><body><div "
              "class='parking'><h1>k40.test</h1><p>This domain may be for sale! Make an offer on this domain.</p><h2>"
              "Related searches</h2><ul><li><a href='/search?q=warehouse+robots'>Warehouse Robots</a></li><li><a "
              "href='/search?q=jobs'>Jobs</a></li></ul></div></body></html>")
SSO_LOGIN = html("<!DOCTYPE html><html lang='en'><head><title>Sign in | Acme Cloud</title></head><body><main><h1>"
                 "Sign in to Acme Cloud</h1><form method='post' action='/signin'><label>Work email <input name='email'>"
                 "</label><label>Password <input type='password' name='password'></label><button>Continue</button>"
                 "</form><p><a href='/sso'>Sign in with SSO</a></p></main></body></html>")
PRODUCT_PAGE = page("Product - Acme Robotics", "<h1>The Acme fleet</h1><p>Acme R5 and R7 robots move totes, cases and "
                    "pallets through your warehouse without new infrastructure.</p><h2>Features</h2><ul><li>Maps the "
                    "building in an afternoon</li><li>Shares the aisles with people</li><li>Open API for your "
                    "warehouse management system</li></ul>")


def robots(rules: str) -> R:
    return R(200, f"User-agent: *\n{rules}\n", "text/plain")


# ------------------------------------------------------------------ the situations

WD13, WD04, WD05, WD14, WD60 = ("acmek13.wd1.myworkdayjobs.com", "acmek04.wd3.myworkdayjobs.com",
                                "acmek05.wd5.myworkdayjobs.com", "bigcorpk14.wd1.myworkdayjobs.com",
                                "acmek60.wd1.myworkdayjobs.com")

SITUATIONS = [
    # ================================================================ batch 1: moves across ATS vendors
    Situation("lever_board_404_company_menu_links_an_ashby_board",
              {"jobs.lever.co": {"/acmek01": LEVER_404},
               "k01.test": {"/": home([("http://jobs.ashbyhq.com/acmek01", "Careers")])},
               "jobs.ashbyhq.com": {"/acmek01": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmek01": ashby_api(JOBS, "acmek01")}},
              "http://jobs.lever.co/acmek01", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acmek01",
              reference=P.lever_board("acmek01"), website="http://k01.test/", target_kind="ats", entities=tuple(JOBS),
              never=(("jobs.lever.co", "/"),)),
    Situation("lever_board_200_without_openings_company_footer_links_an_ashby_board",
              {"jobs.lever.co": {"/acmek02": html(lever_empty("http://k02.test/"))},
               "k02.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://jobs.ashbyhq.com/acmek02",
                                                                              "Jobs")])},
               "jobs.ashbyhq.com": {"/acmek02": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmek02": ashby_api(JOBS, "acmek02")}},
              "http://jobs.lever.co/acmek02", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acmek02",
              reference=P.lever_board("acmek02"), website="http://k02.test/", target_kind="ats", entities=tuple(JOBS)),
    Situation("lever_board_302_to_the_vendors_home_page_company_menu_links_an_ashby_board",
              {"jobs.lever.co": {"/acmek03": moved("http://www.lever.co/", 302)},
               "www.lever.co": {"/": vendor_home("Lever", "Recruiting software for modern talent teams")},
               "k03.test": {"/": home([("http://jobs.ashbyhq.com/acmek03", "Careers")])},
               "jobs.ashbyhq.com": {"/acmek03": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmek03": ashby_api(JOBS, "acmek03")}},
              "http://jobs.lever.co/acmek03", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acmek03",
              reference=P.lever_board("acmek03"), website="http://k03.test/", target_kind="ats", entities=tuple(JOBS)),
    Situation("greenhouse_board_404_company_careers_page_links_a_workday_board",
              {"job-boards.greenhouse.io": {"/acmek04": GREENHOUSE_404},
               "k04.test": {"/": home([("/careers", "Careers")]),
                            "/careers": html(careers_intro_page(f"http://{WD04}/en-US/External"))},
               WD04: {"/en-US/External": html(js_shell("Careers")),
                      "/wday/cxs/acmek04/External/jobs": workday_api(JOBS)}},
              "http://job-boards.greenhouse.io/acmek04", "migrated", f"http://{WD04}/wday/cxs/acmek04/External/jobs",
              reference=greenhouse_board("acmek04", "http://k04.test/"), website="http://k04.test/", target_kind="ats",
              entities=tuple(JOBS)),
    Situation("greenhouse_board_302_to_the_vendors_home_page_company_menu_links_a_workday_board",
              {"boards.greenhouse.io": {"/acmek05": moved("http://www.greenhouse.io/", 302)},
               "www.greenhouse.io": {"/": vendor_home("Greenhouse", "The hiring platform for companies that care")},
               "k05.test": {"/": home([(f"http://{WD05}/Careers", "Careers")])},
               WD05: {"/Careers": html(js_shell("Careers")), "/wday/cxs/acmek05/Careers/jobs": workday_api(JOBS)}},
              "http://boards.greenhouse.io/acmek05", "migrated", f"http://{WD05}/wday/cxs/acmek05/Careers/jobs",
              reference=greenhouse_board("acmek05", "http://k05.test/"), website="http://k05.test/", target_kind="ats",
              entities=tuple(JOBS)),
    Situation("personio_board_404_german_company_menu_links_a_join_page",
              {"acmek06.jobs.personio.de": {"/": PERSONIO_404},
               "k06.test": {"/": html(de_home([("/de/ueber-uns", "Über uns"), ("http://join.com/companies/acmek06",
                                                                               "Karriere")]))},
               "join.com": {"/companies/acmek06": html(join_board("acmek06"))}},
              "http://acmek06.jobs.personio.de/", "migrated", "http://join.com/companies/acmek06",
              reference=personio_board(), website="http://k06.test/", entities=tuple(JOBS)),
    Situation("personio_board_301_to_the_vendors_home_page_company_footer_links_a_join_page",
              {"acmek07.jobs.personio.de": {"/": moved("http://www.personio.de/")},
               "www.personio.de": {"/": vendor_home("Personio", "HR-Software für kleine und mittlere Unternehmen")},
               "k07.test": {"/": home(footer=[("/legal/privacy", "Datenschutz"), ("http://join.com/companies/acmek07",
                                                                                  "Karriere")])},
               "join.com": {"/companies/acmek07": html(join_board("acmek07"))}},
              "http://acmek07.jobs.personio.de/", "migrated", "http://join.com/companies/acmek07",
              reference=personio_board(), website="http://k07.test/", entities=tuple(JOBS)),
    Situation("recruitee_board_200_without_openings_company_menu_links_a_teamtailor_board",
              {"acmek08.recruitee.com": {"/": html(recruitee_board([]))},
               "k08.test": {"/": home([("http://acmek08.teamtailor.com/jobs", "Careers")])},
               "acmek08.teamtailor.com": {"/jobs": html(teamtailor_board())}},
              "http://acmek08.recruitee.com/", "migrated", "http://acmek08.teamtailor.com/jobs",
              reference=recruitee_board(), website="http://k08.test/", entities=tuple(JOBS)),
    Situation("recruitee_board_301_to_a_teamtailor_career_site_on_the_company_careers_host",
              {"acmek09.recruitee.com": {"/": moved("http://careers.k09.test/")},
               "careers.k09.test": {"/": html(teamtailor_board(cdn=True))}},
              "http://acmek09.recruitee.com/", "migrated", "http://careers.k09.test/",
              reference=recruitee_board(), website="http://k09.test/", entities=tuple(JOBS), status="redirected"),
    Situation("smartrecruiters_board_404_company_menu_links_an_icims_portal",
              {"careers.smartrecruiters.com": {"/AcmeK10": SMARTRECRUITERS_404},
               "k10.test": {"/": home([("http://careers-acmek10.icims.com/jobs/search?ss=1", "Careers")])},
               "careers-acmek10.icims.com": {"/jobs/search": html(icims_board("acmek10"))}},
              "http://careers.smartrecruiters.com/AcmeK10", "migrated",
              "http://careers-acmek10.icims.com/jobs/search?ss=1", reference=smartrecruiters_board("AcmeK10"),
              website="http://k10.test/", entities=tuple(JOBS)),
    Situation("smartrecruiters_board_302_to_the_vendors_home_page_company_menu_links_an_icims_portal",
              {"careers.smartrecruiters.com": {"/AcmeK11": moved("http://www.smartrecruiters.com/", 302)},
               "www.smartrecruiters.com": {"/": vendor_home("SmartRecruiters", "Hiring success starts here")},
               "k11.test": {"/": home([("http://careers-acmek11.icims.com/jobs/search?ss=1", "Jobs")])},
               "careers-acmek11.icims.com": {"/jobs/search": html(icims_board("acmek11"))}},
              "http://careers.smartrecruiters.com/AcmeK11", "migrated",
              "http://careers-acmek11.icims.com/jobs/search?ss=1", reference=smartrecruiters_board("AcmeK11"),
              website="http://k11.test/", entities=tuple(JOBS)),
    Situation("ats_sensor_lever_api_404_company_menu_links_an_ashby_board",
              {"api.lever.co": {"/v0/postings/acmek12": jsn({"ok": False, "error": "Document not found"}, 404)},
               "k12.test": {"/": home([("http://jobs.ashbyhq.com/acmek12", "Careers")])},
               "api.ashbyhq.com": {"/posting-api/job-board/acmek12": ashby_api(JOBS, "acmek12")}},
              "http://api.lever.co/v0/postings/acmek12?mode=json", "migrated",
              "http://api.ashbyhq.com/posting-api/job-board/acmek12", kind="ats", target_kind="ats",
              reference="<html><body>" + "".join(f"<p>{t}</p>" for t, _, _ in JOBS) + "</body></html>",
              website="http://k12.test/", entities=tuple(JOBS),
              config={"vendor": "lever", "token": "acmek12", "api_url": "https://api.lever.co/v0/postings/acmek12?mode="
                      "json", "board_url": "https://jobs.lever.co/acmek12"}),
    Situation("workday_site_404_company_menu_links_a_greenhouse_board",
              {WD13: {"/External": WORKDAY_404},
               "k13.test": {"/": home([("http://boards.greenhouse.io/acmek13", "Careers")])},
               "boards.greenhouse.io": {"/acmek13": html(greenhouse_board("acmek13", "http://k13.test/"))}},
              f"http://{WD13}/External", "migrated", "http://boards.greenhouse.io/acmek13",
              reference=workday_rendered(), website="http://k13.test/", entities=tuple(JOBS)),
    Situation("lever_board_404_company_menu_links_the_parent_groups_workday_board_of_other_jobs",
              {"jobs.lever.co": {"/acmek14": LEVER_404},
               "k14.test": {"/": home([(f"http://{WD14}/Group", "Careers")])},
               WD14: {"/Group": html(js_shell("Careers at BigCorp")), "/wday/cxs/bigcorpk14/Group/jobs":
                      workday_api(OTHER_JOBS)}},
              "http://jobs.lever.co/acmek14", "review", reference=P.lever_board("acmek14"), website="http://k14.test/",
              entities=tuple(JOBS)),
    Situation("greenhouse_board_200_without_openings_company_careers_page_says_not_hiring",
              {"boards.greenhouse.io": {"/acmek15": html(T9.greenhouse_board([]).replace("i01.test", "k15.test")
                                                         .replace("acmei01", "acmek15"))},
               "k15.test": {"/": home([("/careers", "Careers")]), "/careers": html(NOT_HIRING)}},
              "http://boards.greenhouse.io/acmek15", "review",
              reference=greenhouse_board("acmek15", "http://k15.test/"), website="http://k15.test/",
              entities=tuple(JOBS)),
    Situation("teamtailor_board_404_company_menu_links_a_recruitee_board",
              {"acmek50.teamtailor.com": {"/jobs": TEAMTAILOR_404},
               "k50.test": {"/": home([("http://acmek50.recruitee.com/", "Careers")])},
               "acmek50.recruitee.com": {"/": html(recruitee_board())}},
              "http://acmek50.teamtailor.com/jobs", "migrated", "http://acmek50.recruitee.com/",
              reference=teamtailor_board(), website="http://k50.test/", entities=tuple(JOBS)),
    Situation("workable_board_404_company_footer_links_a_personio_board",
              {"apply.workable.com": {"/acmek51/": WORKABLE_404},
               "k51.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmek51.jobs.personio.de/",
                                                                              "Jobs")])},
               "acmek51.jobs.personio.de": {"/": html(personio_board())}},
              "http://apply.workable.com/acmek51/", "migrated", "http://acmek51.jobs.personio.de/",
              reference=personio_board(), website="http://k51.test/", entities=tuple(JOBS)),
    Situation("ashby_board_api_empty_company_menu_links_a_lever_board",
              {"jobs.ashbyhq.com": {"/acmek52": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmek52": ashby_api([], "acmek52")},
               "k52.test": {"/": home([("http://jobs.lever.co/acmek52", "Careers")])},
               "jobs.lever.co": {"/acmek52": html(P.lever_board("acmek52"))}},
              "http://jobs.ashbyhq.com/acmek52", "migrated", "http://jobs.lever.co/acmek52",
              reference=P.ashby_board(), website="http://k52.test/", entities=tuple(JOBS)),
    Situation("teamtailor_board_302_to_the_vendors_localised_home_company_footer_links_a_personio_board",
              {"acmek53.teamtailor.com": {"/jobs": moved("http://www.teamtailor.com/en/", 302)},
               "www.teamtailor.com": {"/en/": vendor_home("Teamtailor", "The applicant tracking system for all "
                                                                        "companies")},
               "k53.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmek53.jobs.personio.de/",
                                                                              "Careers")])},
               "acmek53.jobs.personio.de": {"/": html(personio_board())}},
              "http://acmek53.teamtailor.com/jobs", "migrated", "http://acmek53.jobs.personio.de/",
              reference=teamtailor_board(), website="http://k53.test/", entities=tuple(JOBS)),
    # ================================================================ batch 2: relaunches and rebrands
    Situation("relaunch_every_old_path_301_to_the_homepage_whose_menu_links_the_new_careers_path",
              {"k16.test": {"*": moved("/"), "/": home([("/company/careers", "Careers")]),
                            "/company/careers": html(S.CAREERS_V2)}},
              "http://k16.test/careers", "migrated", "http://k16.test/company/careers", status="redirected"),
    Situation("relaunch_every_old_path_301_to_the_homepage_which_only_teases_four_openings",
              {"k17.test": {"*": moved("/"), "/": html(teaser_home())}},
              "http://k17.test/careers", "review", status="redirected"),
    Situation("relaunch_every_old_path_301_to_the_homepage_which_302s_to_en_whose_menu_links_careers",
              {"k18.test": {"*": moved("/"), "/": moved("/en/", 302),
                            "/en/": html(en_home([("/en/careers", "Careers")])),
                            "/en/careers": html(careers_en_with_alternates("/de/karriere"))}},
              "http://k18.test/careers", "migrated", "http://k18.test/en/careers", status="redirected"),
    Situation("rebrand_old_domain_301s_every_path_to_the_new_domains_homepage_whose_menu_links_careers",
              {"k19.test": {"*": moved("http://zenk19.test/")},
               "zenk19.test": {"/": ZEN_HOME,
                               "/careers": html(zenith_careers())}},
              "http://k19.test/careers", "migrated", "http://zenk19.test/careers", status="redirected"),
    Situation("rebrand_path_preserving_redirect_new_domain_answers_a_soft_404_menu_links_join_us",
              {"k20.test": {"/careers": moved("http://zenk20.test/careers"), "/": moved("http://zenk20.test/"),
                            "/robots.txt": moved("http://zenk20.test/robots.txt")},
               "zenk20.test": {"/careers": html(P.shell("Zenith Automation", "<h1>Page not found</h1><p>Sorry, the "
                                                        "page you are looking for does not exist.</p>")),
                               "/": html(S.home("Zenith Automation", [("/product", "Product"),
                                                                      ("/join-us", "Join us")])),
                               "/join-us": html(zenith_careers())}},
              "http://k20.test/careers", "migrated", "http://zenk20.test/join-us", status="redirected"),
    Situation("rebrand_old_domain_301s_to_the_new_homepage_the_page_is_only_in_its_sitemap",
              {"k21.test": {"*": moved("http://zenk21.test/")},
               "zenk21.test": {"/": html(S.home("Zenith Automation", [("/product", "Product"), ("/about", "About")])),
                               "/sitemap.xml": xml("zenk21.test", ["/", "/product", "/about", "/about/careers"]),
                               "/about/careers": html(zenith_careers())}},
              "http://k21.test/careers", "migrated", "http://zenk21.test/about/careers", status="redirected"),
    Situation("careers_404_on_a_relaunch_with_a_mega_menu_of_240_links_careers_last",
              {"k48.test": {"/careers": NOT_FOUND, "/": html(mega_menu_home("/company/careers-at-acme")),
                            "/company/careers-at-acme": html(S.CAREERS_V2)}},
              "http://k48.test/careers", "migrated", "http://k48.test/company/careers-at-acme"),
    # ================================================================ batch 3: languages, blogs, status, pricing, docs
    Situation("german_karriere_301_to_the_english_careers_page_whose_hreflang_names_the_german_one",
              {"k23.test": {"/karriere": moved("/en/careers"),
                            "/en/careers": html(careers_en_with_alternates("/de/karriere")),
                            "/de/karriere": html(P.careers_de())}},
              "http://k23.test/karriere", "migrated", "http://k23.test/de/karriere", reference=P.careers_de(),
              status="redirected"),
    Situation("careers_404_front_page_302_to_de_whose_language_switch_leads_to_the_english_menu",
              {"k24.test": {"/careers": NOT_FOUND, "/": moved("/de/", 302),
                            "/de/": html(de_home([("/de/karriere", "Karriere")])),
                            "/en/": html(en_home([("/en/careers", "Careers")])),
                            "/en/careers": html(careers_en_with_alternates("/de/karriere")),
                            "/de/karriere": html(P.careers_de())}},
              "http://k24.test/careers", "migrated", "http://k24.test/en/careers"),
    Situation("german_karriere_301_to_the_german_language_root_whose_menu_links_de_jobs",
              {"k25.test": {"/karriere": moved("/de/"), "/": moved("/de/", 302),
                            "/de/": html(de_home([("/de/jobs", "Jobs")])),
                            "/de/jobs": html(P.careers_de())}},
              "http://k25.test/karriere", "migrated", "http://k25.test/de/jobs", reference=P.careers_de(),
              status="redirected"),
    Situation("blog_301_to_the_root_of_a_blog_subdomain",
              {"k26.test": {"/blog": moved("http://blog.k26.test/")},
               "blog.k26.test": {"/": html(P.blog_new("/"))}},
              "http://k26.test/blog", "migrated", "http://blog.k26.test/", surface="blog", reference=P.blog_old(),
              status="redirected"),
    Situation("blog_404_menu_links_a_medium_publication_by_its_at_handle",
              {"k27.test": {"/blog": NOT_FOUND, "/": home([("http://medium.com/@acmek27", "Blog")])},
               "medium.com": {"/@acmek27": html(medium_publication("@acmek27"))}},
              "http://k27.test/blog", "migrated", "http://medium.com/@acmek27", surface="blog", reference=P.blog_old()),
    Situation("blog_404_footer_links_the_substack_archive",
              {"k28.test": {"/blog": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmek28.substack.com/archive",
                                                                              "Newsletter")])},
               "acmek28.substack.com": {"/archive": html(substack_archive())}},
              "http://k28.test/blog", "migrated", "http://acmek28.substack.com/archive", surface="blog",
              reference=P.blog_old()),
    Situation("blog_url_now_serves_a_resources_hub_and_the_posts_are_gone",
              {"k29.test": {"/blog": html(resources_hub()), "/": home([("/blog", "Resources")])}},
              "http://k29.test/blog", "review", surface="blog", reference=P.blog_old()),
    Situation("statuspage_404_footer_links_a_better_stack_page_with_the_incident_history",
              {"acmek30.statuspage.io": {"/": R(404, "<html><head><title>Page not found</title></head><body><h1>This "
                                                     "page doesn't exist</h1></body></html>")},
               "k30.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmek30.betteruptime.com/",
                                                                              "Status")])},
               "acmek30.betteruptime.com": {"/": html(status_hosted("Powered by Better Stack"))}},
              "http://acmek30.statuspage.io/", "migrated", "http://acmek30.betteruptime.com/", surface="status",
              reference=P.statuspage_hosted(), website="http://k30.test/"),
    Situation("status_subdomain_301_to_an_instatus_page_with_the_incident_history",
              {"status.k31.test": {"/": moved("http://acmek31.instatus.com/")},
               "acmek31.instatus.com": {"/": html(status_hosted("Powered by Instatus"))}},
              "http://status.k31.test/", "migrated", "http://acmek31.instatus.com/", surface="status",
              reference=P.status_own(), website="http://k31.test/", status="redirected"),
    Situation("pricing_301_to_the_homepage_which_now_carries_the_whole_pricing_section",
              {"k32.test": {"/pricing": moved("/"), "/": html(homepage_with_pricing())}},
              "http://k32.test/pricing", "review", surface="pricing", reference=P.PRICING_V1, status="redirected"),
    Situation("pricing_301_to_the_product_page_which_now_carries_every_plan",
              {"k33.test": {"/pricing": moved("/product"), "/product": html(product_with_pricing())}},
              "http://k33.test/pricing", "migrated", "http://k33.test/product", surface="pricing",
              reference=P.PRICING_V1, status="redirected"),
    Situation("readme_article_301_to_the_same_article_on_a_mintlify_docs_host",
              {"acmek34.readme.io": {"/docs/getting-started": moved("http://docs.k34.test/getting-started")},
               "docs.k34.test": {"/getting-started": html(MINTLIFY_ARTICLE)}},
              "http://acmek34.readme.io/docs/getting-started", "migrated", "http://docs.k34.test/getting-started",
              surface="docs", reference=readme_article(), website="http://k34.test/", status="redirected"),
    Situation("readme_project_gone_company_menu_links_the_mintlify_introduction_whose_sidebar_links_the_article",
              {"acmek35.readme.io": {"/docs/getting-started": R(404, "<html><head><title>Project not found</title>"
                                                                     "</head><body><h1>Project not found</h1></body>"
                                                                     "</html>")},
               "k35.test": {"/": home([("http://docs.k35.test/introduction", "Docs")])},
               "docs.k35.test": {"/introduction": html(mintlify(MINTLIFY_INTRO, "Introduction - Acme Docs")),
                                 "/getting-started": html(MINTLIFY_ARTICLE)}},
              "http://acmek35.readme.io/docs/getting-started", "migrated", "http://docs.k35.test/getting-started",
              surface="docs", reference=readme_article(), website="http://k35.test/"),
    Situation("readme_article_302_to_the_mintlify_root_which_302s_to_the_introduction",
              {"acmek36.readme.io": {"/docs/getting-started": moved("http://docs.k36.test/", 302)},
               "docs.k36.test": {"/": moved("/introduction", 302),
                                 "/introduction": html(mintlify(MINTLIFY_INTRO, "Introduction - Acme Docs")),
                                 "/getting-started": html(MINTLIFY_ARTICLE)}},
              "http://acmek36.readme.io/docs/getting-started", "migrated", "http://docs.k36.test/getting-started",
              surface="docs", reference=readme_article(), website="http://k36.test/", status="redirected"),
    # ================================================================ batch 4: decisions that must not migrate, budgets
    Situation("careers_url_now_serves_the_product_page_and_the_site_links_no_careers_page",
              {"k37.test": {"/careers": html(PRODUCT_PAGE), "/": home([("/careers", "Product")])}},
              "http://k37.test/careers", "review"),
    Situation("careers_404_menu_links_a_life_at_acme_page_with_the_old_boilerplate_and_no_openings",
              {"k38.test": {"/careers": NOT_FOUND, "/": home([("/life-at-acme", "Life at Acme")]),
                            "/life-at-acme": html(life_at_acme())}},
              "http://k38.test/careers", "review", entities=tuple(JOBS)),
    Situation("old_careers_domain_parked_while_the_company_website_links_its_careers_page",
              {"k39-old.test": {"*": PARKED}, "k39.test": {"/": home([("/careers", "Careers")]),
                                                            "/careers": html(S.CAREERS_V2)}},
              "http://k39-old.test/careers", "migrated", "http://k39.test/careers", website="http://k39.test/"),
    Situation("careers_domain_parked_and_nothing_else_answers",
              {"k40.test": {"*": PARKED}},
              "http://k40.test/careers", "review"),
    Situation("pricing_302_to_the_apps_sso_sign_in",
              {"k41.test": {"/pricing": moved("http://app.k41.test/signin?redirect=%2Fpricing", 302),
                            "/": home()},
               "app.k41.test": {"/signin": SSO_LOGIN}},
              "http://k41.test/pricing", "review", surface="pricing", reference=P.PRICING_V1),
    Situation("careers_404_menu_links_jobs_which_robots_txt_disallows",
              {"k42.test": {"/robots.txt": robots("Disallow: /jobs"), "/careers": NOT_FOUND,
                            "/": home([("/jobs", "Jobs")]), "/jobs": html(S.CAREERS_V2)}},
              "http://k42.test/careers", "review", never=(("k42.test", "/jobs"),)),
    Situation("careers_url_now_disallowed_by_robots_txt",
              {"k43.test": {"/robots.txt": robots("Disallow: /careers"), "/careers": html(S.CAREERS_V1),
                            "/": home([("/careers", "Careers")])}},
              "http://k43.test/careers", "review", never=(("k43.test", "/careers"),)),
    Situation("whole_site_disallowed_by_robots_txt",
              {"k44.test": {"/robots.txt": robots("Disallow: /"), "/careers": html(S.CAREERS_V1),
                            "/": home([("/careers", "Careers")])}},
              "http://k44.test/careers", "review", never=(("k44.test", "/careers"), ("k44.test", "/"))),
    Situation("redirect_chain_across_four_hosts_runs_out_of_requests",
              {"k47.test": {"/careers": moved("http://k47a.test/careers")},
               "k47a.test": {"/careers": moved("http://k47b.test/careers")},
               "k47b.test": {"/careers": moved("http://k47c.test/careers")},
               "k47c.test": {"/careers": html(S.CAREERS_V2)}},
              "http://k47.test/careers", "wait", never=(("k47c.test", "/careers"),)),
    # ================================================================ batch 5 (written before running)
    Situation("statuspage_200_deactivated_notice_footer_links_an_instatus_page",
              {"acmek55.statuspage.io": {"/": html("<!DOCTYPE html><html><head><title>Acme Robotics Status</title>"
                                                   "</head><body><div class='page-header'>Acme Robotics</div><p>This "
                                                   "status page is no longer active.</p></body></html>")},
               "k55.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmek55.instatus.com/",
                                                                              "System status")])},
               "acmek55.instatus.com": {"/": html(status_hosted("Powered by Instatus"))}},
              "http://acmek55.statuspage.io/", "migrated", "http://acmek55.instatus.com/", surface="status",
              reference=P.statuspage_hosted(), website="http://k55.test/"),
    Situation("blog_301_to_the_homepage_whose_menu_links_a_ghost_blog_subdomain",
              {"k56.test": {"/blog": moved("/"), "/": home([("http://blog.k56.test/", "Blog")])},
               "blog.k56.test": {"/": html(P.blog_new("/"))}},
              "http://k56.test/blog", "migrated", "http://blog.k56.test/", surface="blog", reference=P.blog_old(),
              status="redirected"),
    Situation("pricing_404_menu_links_an_enterprise_page_sharing_one_plan_card",
              {"k57.test": {"/pricing": NOT_FOUND, "/": home([("/enterprise", "Enterprise")]),
                            "/enterprise": html(enterprise_page())}},
              "http://k57.test/pricing", "review", surface="pricing", reference=P.PRICING_V1),
    Situation("rebrand_new_domain_menu_links_careers_which_its_robots_txt_disallows",
              {"k58.test": {"*": moved("http://zenk58.test/")},
               "zenk58.test": {"/robots.txt": robots("Disallow: /careers"),
                               "/": ZEN_HOME,
                               "/careers": html(zenith_careers())}},
              "http://k58.test/careers", "review", status="redirected", never=(("zenk58.test", "/careers"),)),
    Situation("careers_301_to_jobs_which_robots_txt_disallows",
              {"k59.test": {"/robots.txt": robots("Disallow: /jobs"), "/careers": moved("/jobs"),
                            "/jobs": html(S.CAREERS_V2), "/": home([("/jobs", "Jobs")])}},
              "http://k59.test/careers", "review", status="redirected", never=(("k59.test", "/jobs"),)),
    Situation("smartrecruiters_board_200_without_openings_company_footer_links_a_workday_board",
              {"careers.smartrecruiters.com": {"/AcmeK60": html(smartrecruiters_board("AcmeK60", []))},
               "k60.test": {"/": home(footer=[("/legal/privacy", "Privacy"), (f"http://{WD60}/Careers", "Careers")])},
               WD60: {"/Careers": html(js_shell("Careers")), "/wday/cxs/acmek60/Careers/jobs": workday_api(JOBS)}},
              "http://careers.smartrecruiters.com/AcmeK60", "migrated", f"http://{WD60}/wday/cxs/acmek60/Careers/jobs",
              reference=smartrecruiters_board("AcmeK60"), website="http://k60.test/", target_kind="ats",
              entities=tuple(JOBS)),
    Situation("relaunch_careers_301_to_the_about_page_with_a_two_line_careers_paragraph",
              {"k62.test": {"/careers": moved("/about"), "/": home([("/about", "About")]),
                            "/about": html(page("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in "
                                                "Lyon in 2019, Acme Robotics builds autonomous warehouse robots.</p>"
                                                "<h2>Careers</h2><p>Acme Robotics designs autonomous warehouse robots "
                                                "used by more than 400 logistics companies. Send us your CV.</p>"))}},
              "http://k62.test/careers", "review", status="redirected"),
    Situation("rebrand_old_domain_302s_every_path_to_the_new_homepage_whose_menu_links_careers",
              {"k63.test": {"*": moved("http://zenk63.test/", 302)},
               "zenk63.test": {"/": ZEN_HOME,
                               "/careers": html(zenith_careers())}},
              "http://k63.test/careers", "migrated", "http://zenk63.test/careers", status="redirected"),
    Situation("blog_404_menu_links_a_medium_publication_on_a_custom_subdomain",
              {"k64.test": {"/blog": NOT_FOUND, "/": home([("http://medium.k64.test/", "Blog")])},
               "medium.k64.test": {"/": html(medium_publication("acme"))}},
              "http://k64.test/blog", "migrated", "http://medium.k64.test/", surface="blog", reference=P.blog_old()),
    Situation("greenhouse_board_200_without_openings_company_menu_links_a_myworkdaysite_board",
              {"boards.greenhouse.io": {"/acmek65": html(T9.greenhouse_board([]).replace("i01.test", "k65.test")
                                                         .replace("acmei01", "acmek65"))},
               "k65.test": {"/": home([("http://wd3.myworkdaysite.com/recruiting/acmek65/External", "Careers")])},
               "wd3.myworkdaysite.com": {"/recruiting/acmek65/External": html(js_shell("Careers")),
                                         "/wday/cxs/acmek65/External/jobs": workday_api(JOBS)}},
              "http://boards.greenhouse.io/acmek65", "migrated",
              "http://wd3.myworkdaysite.com/wday/cxs/acmek65/External/jobs",
              reference=greenhouse_board("acmek65", "http://k65.test/"), website="http://k65.test/", target_kind="ats",
              entities=tuple(JOBS)),
    # ================================================================ batch 6 (written before running)
    Situation("careers_page_at_its_url_keeps_its_introduction_without_openings_and_nothing_else_has_them",
              {"k66.test": {"/careers": html(page("Careers - Acme Robotics", INTRO + "<h2>Open positions</h2><p>We "
                                                  "have no open positions right now.</p>")),
                            "/": home([("/careers", "Careers")])}},
              "http://k66.test/careers", "recovered", status="stale", entities=tuple(JOBS)),
    Situation("careers_301_to_a_life_at_acme_page_with_the_old_boilerplate_and_no_openings",
              {"k67.test": {"/careers": moved("/life-at-acme"), "/life-at-acme": html(life_at_acme()),
                            "/": home([("/life-at-acme", "Life at Acme")])}},
              "http://k67.test/careers", "review", status="redirected", entities=tuple(JOBS)),
]


#: situations still answered wrongly (strict xfail), with why (see the test module's docstring)
PENDING: dict[str, str] = {
    "ashby_board_api_empty_company_menu_links_a_lever_board":
        "seven requests: the Ashby board page (robots.txt and the JavaScript shell) and its API listing (empty), the "
        "company's robots.txt and front page, then the Lever board the menu links needs its own robots.txt and page; "
        "the sixth request is the board's robots.txt. Asking an Ashby sensor's API before (or instead of) its page "
        "would change how every script board's URL is probed (its redirects and 404s are seen on the page)",
    "readme_project_gone_company_menu_links_the_mintlify_introduction_whose_sidebar_links_the_article":
        "seven requests: readme.io's robots.txt and 404, the company's robots.txt and front page, the docs host's "
        "robots.txt and /introduction (the menu's 'Docs'); the article its sidebar links (followed once, named like "
        "the old one) would be the seventh. The review lists the introduction as the candidate",
}

#: one situation per rule of the round, run again at once through `changewire repair --json`
CLI_RUN = ("lever_board_302_to_the_vendors_home_page_company_menu_links_an_ashby_board",
           "smartrecruiters_board_404_company_menu_links_an_icims_portal",
           "relaunch_every_old_path_301_to_the_homepage_which_302s_to_en_whose_menu_links_careers",
           "rebrand_path_preserving_redirect_new_domain_answers_a_soft_404_menu_links_join_us",
           "readme_article_302_to_the_mintlify_root_which_302s_to_the_introduction",
           "careers_404_menu_links_a_life_at_acme_page_with_the_old_boilerplate_and_no_openings",
           "recruitee_board_200_without_openings_company_menu_links_a_teamtailor_board",
           "greenhouse_board_200_without_openings_company_menu_links_a_myworkdaysite_board",
           "careers_404_front_page_302_to_de_whose_language_switch_leads_to_the_english_menu")
