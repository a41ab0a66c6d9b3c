"""Eighth red-team round for repair: broken sensors in situations rounds 1-7 (test_repair_redteam.py …
test_repair_redteam7.py, test_repair_flows.py, test_repair_more.py) do not cover, modelled on how real sites and
vendors behave. Same situation table as rounds 3-7 (tests/data/repair/sites.py), but ONE shared server for every
situation (a scripted web on a loop of its own in a thread, module-scoped; each test puts its hosts in afresh and
counts its own requests at the server; at most 6 a repair). Each expectation was written before its first run.

Covered (41 situations, one CLI run of one situation per new rule, 46 unit cases in tests/unit/repair/test_redteam8.py):
- careers moved to boards at vendors no round covered: Pinpoint (301), Rippling (menu), Jobvite (footer), Softgarden
  (a German page, 301), Polymer (301), Gem (301), Comeet (menu), a Teamtailor board moved to the company's careers
  host; a Recruitee subdomain and a SmartRecruiters company renamed while the company's site links the new board;
  a board at a vendor no list names on the company's tenant subdomain (acmeh08.traffit.com: menu; and framed by
  the old page; a Polish page moved to acmeh50.traffit.com), a 301 to an id path at an unlisted vendor; Personio
  boards whose titles carry "(all genders)" or "(m/w/div)" which the company's page did not; a Teamtailor board
  answering 200 "not available" while the company's footer links its Recruitee board;
- docs, changelog and status pages on the company's tenant at vendors no list names: an Archbee space in the menu,
  a Productlane changelog and a Hyperping status page in the footer;
- blogs: Blogspot (301), a WordPress.com blog in the menu, a Substack publication on a newsletter. subdomain;
- status pages between vendors: Statuspage deleted → a self-hosted cState page, Better Stack gone → Statuspage, an
  own /status → Upptime on GitHub Pages; a status page made private behind Statuspage's login (review);
- legal pages renamed: /impressum → /legal-notice, /terms → /legal/terms-of-service, /imprint only in the sitemap
  as /legal/imprint, a Spanish /aviso-legal → /es/aviso-legal;
- locales, sitemaps, rebrands: /pricing gone while the front page 302s to /en-us/ whose menu links it, a sitemap
  index of one child per language (de, fr, en) whose English child alone lists the page, robots.txt naming one
  sitemap per language, a rebrand 301 at the root only while the old path is gone;
- decoys (review): another company's Lever board in the menu, a customer's hiring story in the sitemap, a
  reseller's page titled "Pricing - Acme Robotics", a 302 to an HR portal's login, a brand-named tenant board
  rendered by JavaScript (nothing to compare).

Wrong at first: 13 situations, 12 fixed (and two regressions made by first fixes, both mended) —
- a German careers page listing "title – place" moved to Softgarden: the lines measure split fields on `•·|` only;
  a dash between spaces now separates fields too (identity.py `_FIELD_SEPARATORS`);
- Personio boards whose titles carry "(all genders)" / "(m/w/div)": line keys drop a job title's gender marker
  (identity.py `line_key`; one-letter markers like "(m/w/d)", "(H/F)" were no words already);
- a board on the company's tenant at an unlisted vendor (acmeh08.traffit.com, the Polish acmeh50.traffit.com;
  docs on acmeh51.archbee.space, a changelog on acmeh52.productlane.com, status on acmeh53.hyperping.app) was no
  candidate (the shared
  classifier reads other domains' links as nobody's unless a known platform), and Upptime on acmeh15.github.io was
  "another company's copy": a tenant subdomain named for the company (brand ≥ 4 characters, a whole label or a
  whole hyphenated part) is the company's (libs/common surfaces.py `brand_tenant`, used by repair's ranking —
  candidates.py `classify_with_tenants`; page builders and project hosts stay label-only — and repair.py
  `_foreign`). Put first into the shared `classify_link`, it changed discovery's round 7 Varbi board (read as careers,
  not a jobs board: discovery has long-tail tenant rules of its own), so it lives in repair only;
- a Substack on newsletter.h31.test linked as "Newsletter": `newsletter.` subdomains are blogs (SUBDOMAIN_SURFACES);
- a per-language sitemap index, and robots.txt naming one sitemap per language: the first (German) was read and
  its careers page fetched; a sitemap named for another language than the watched text's (or the sensor URL's) is
  passed over (candidates.py `sitemap_language`, `pick_child_sitemap`; repair.py `_sitemap_urls`);
- the dash rule made round 3's French translation (same English titles, "title – place") match the English page
  through the lines measure: that measure now holds only when both texts are in one language (identity.py
  `compare`; a translation lists the same openings but is not the page).

Fixtures changed after their first run, before any fix, expectations unchanged: the SmartRecruiters renamed-company
case had the default careers page as its old text (a slip: the sensor watched the board, so its text is the old
board's); the unlisted-vendor and GitHub Pages cases used a three-letter brand (h08, h15: a brand that short says
nothing, for `_same_brand` either) and are acmeh08 / acmeh15 now; the "(all genders)" Personio board got the public
`/xml` feed every Personio board has; the Polish site's root now redirects to /pl/ (it answered 404).

Requests of these cases: 4-6 each (most 5); bench-repair unchanged (4.40 requests a repair, accuracy 1.000).

Left alone (strict xfail; a person gets the review, the candidate listed): the Teamtailor board answering 200 with a
short "not available" notice — neither a soft 404 phrase nor a JavaScript shell, so its vendor's feed is asked as
for a board rendered by JavaScript, and the Recruitee board the footer links would take a seventh request. (Fixed in round 9, test_repair_redteam9.py: an html sensor's own board page
of a vendor that renders on the server, read as it is, costs no API request.)
"""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV, JOBS = P.NAV, P.JOBS
Situation = S.Situation
INTRO = P.CAREERS_MAIN.split('<section class="openings">')[0]


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def page(title: str, main: str, lang: str = "en", nav: list[tuple[str, str]] | None = None,
         head: str = "", footer: list[tuple[str, str]] | None = None) -> str:
    return P.shell(title, main, nav if nav is not None else NAV, footer, head, lang)


def home(nav_extra: list[tuple[str, str]] = (), footer: list[tuple[str, str]] | None = None,  # type: ignore[assignment]
         extra: str = "") -> R:
    return html(P.homepage(NAV + list(nav_extra), extra, footer))


# ------------------------------------------------------------------ job boards of vendors not covered before


def pinpoint_board() -> str:
    """<tenant>.pinpointhq.com: server-rendered, the company's intro then job cards."""
    rows = "".join(f"<a class='external-panel' href='/en/postings/{4100 + i}-{t.lower().split()[0]}'><div class="
                   f"'external-panel__body'><h4 class='external-panel__heading'>{t}</h4><ul class='external-panel__"
                   f"meta'><li>{team}</li><li>{loc}</li><li>Full Time</li></ul></div></a>"
                   for i, (t, loc, team) in enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='en'><head><title>Careers at Acme Robotics</title><meta name='generator' "
            "content='Pinpoint'></head><body><header class='careers-header'><a href='/'>Acme Robotics</a> <a href="
            "'/en/postings'>Jobs</a></header><main>" + INTRO + "<h2>Current vacancies</h2><div class='postings'>"
            + rows + "</div></main><footer>Powered by Pinpoint &middot; Privacy notice</footer></body></html>")


def rippling_board(slug: str) -> str:
    """ats.rippling.com/<slug>/jobs: a Next.js page rendered on the server, jobs grouped by department."""
    groups: dict[str, list[tuple[int, str, str]]] = {}
    for i, (t, loc, team) in enumerate(JOBS):
        groups.setdefault(team, []).append((i, t, loc))
    body = "".join(f"<div class='css-dept'><h2>{team}</h2>" + "".join(
        f"<div class='css-job'><a href='/{slug}/jobs/8f3c{i:02d}a1-77d2'><p class='css-title'>{t}</p></a><span>{loc}"
        f"</span><span>Full-time</span></div>" for i, t, loc in rows) + "</div>" for team, rows in groups.items())
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Careers | Rippling</title></head><body><div id='__next'>"
            "<header><img alt='Acme Robotics logo'></header><main><h1>Open roles at Acme Robotics</h1>" + body
            + "</main><footer>Powered by Rippling &middot; Privacy &middot; Terms</footer></div></body></html>")


def jobvite_board() -> str:
    """jobs.jobvite.com/<company>/jobs: a table of openings per category."""
    rows = "".join(f"<tr><td class='jv-job-list-name'><a href='/acme-h03/job/o{7000 + i}xYz'>{t}</a></td><td class="
                   f"'jv-job-list-location'>{loc}</td></tr>" for i, (t, loc, _) in enumerate(JOBS))
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Careers</title></head><body><div class='jv-page-header'>"
            "Acme Robotics</div><div class='jv-page-body'><h2 class='jv-header'>Current Openings</h2><table class="
            "'jv-job-list'>" + rows + "</table></div><div class='jv-footer'>Powered by Jobvite</div></body></html>")


def softgarden_board() -> str:
    """<tenant>.softgarden.io/de/: German chrome, English titles."""
    rows = "".join(f"<li class='matchElement'><a href='/job/{31000 + i}/{t.split()[0]}?jobDbPVId=1'>{t}</a><span "
                   f"class='location'>{loc}</span><span class='date'>01.10.26</span></li>" for i, (t, loc, _) in
                   enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='de'><head><title>Karriere bei Acme Robotics - Stellenangebote</title></head>"
            "<body><div id='header'>Acme Robotics GmbH</div><div id='content'><h1>Unsere offenen Stellen</h1><p>"
            "Baue mit uns die Roboter, die die Zukunft bauen.</p><ul class='joblist'>" + rows + "</ul></div><div "
            "id='footer'>Impressum | Datenschutz | powered by softgarden</div></body></html>")


def recruitee_board(name: str = "Acme Robotics") -> str:
    rows = "".join(f"<div class='sc-offer'><a href='/o/{t.lower().replace(' ', '-').replace(',', '')}'><h4>{t}</h4>"
                   f"</a><span>{loc}</span><span>{team}</span></div>" for t, loc, team in JOBS)
    return ("<!DOCTYPE html><html><head><title>" + name + " - Careers</title><meta name='author' content='Recruitee'>"
            "</head><body><div id='app'><section class='hero'><h1>Join " + name + "</h1></section>" + INTRO
            + "<section class='jobs'><h2>Open positions</h2>" + rows + "</section></div><footer>Powered by Recruitee"
            "</footer></body></html>")


RECRUITEE_404 = R(404, "<!DOCTYPE html><html><head><title>Page not found | Recruitee</title></head><body><h1>Oops! "
                       "This careers site doesn't exist.</h1><p>Check the address or visit <a href='https://recruitee."
                       "com'>recruitee.com</a>.</p></body></html>")


def smartrecruiters_board(name: str) -> str:
    rows = "".join(f"<li class='opening-job'><a href='https://jobs.smartrecruiters.com/{name}/74400000{i:04d}-x'><h4 "
                   f"class='job-title'>{t}</h4><p class='job-desc'>{loc}</p></a></li>" for i, (t, loc, _) in
                   enumerate(JOBS))
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Careers</title></head><body><header class='header'>Acme "
            "Robotics</header><section class='openings-section'><h2>Current Openings</h2><ul class='opening-jobs'>"
            + rows + "</ul></section><footer>Powered by SmartRecruiters | Privacy Policy</footer></body></html>")


SR_GONE = R(404, "<!DOCTYPE html><html><head><title>SmartRecruiters</title></head><body><h1>Sorry, this company does "
                 "not exist or is no longer hiring via SmartRecruiters.</h1></body></html>")


def polymer_board() -> str:
    rows = "".join(f"<a class='job-row' href='/acme-h07/{90100 + i}'><div class='title'>{t}</div><div class='meta'>"
                   f"{team} &middot; {loc}</div></a>" for i, (t, loc, team) in enumerate(JOBS))
    return ("<!DOCTYPE html><html><head><title>Jobs at Acme Robotics</title></head><body><main><h1>Acme Robotics</h1>"
            "<p>Warehouse robots.</p><h2>Open jobs</h2>" + rows + "</main><footer>Hiring with Polymer</footer>"
            "</body></html>")


def tenant_board(vendor: str) -> str:
    """A board of an applicant-tracking vendor no list names, on the company's tenant subdomain there."""
    rows = "".join(f"<div class='job'><a href='/job/{i + 1}'><h3>{t}</h3></a><p>{loc} &middot; {team}</p></div>"
                   for i, (t, loc, team) in enumerate(JOBS))
    return ("<!DOCTYPE html><html><head><title>Careers - Acme Robotics</title></head><body><header><img alt='Acme "
            "Robotics'><a href='/'>All jobs</a></header><main>" + INTRO + "<h2>Open positions</h2>" + rows
            + f"</main><footer>Recruiting software by {vendor}</footer></body></html>")


OTHER_JOBS = [("Bakery Shift Supervisor", "Leeds, UK", "Operations"), ("Delivery Driver", "York, UK", "Logistics"),
              ("Pastry Chef", "Leeds, UK", "Kitchen"), ("Store Manager", "Hull, UK", "Retail"),
              ("HR Business Partner", "Leeds, UK", "People"), ("Food Safety Auditor", "York, UK", "Quality")]


def lever_board_of(company: str, slug: str, jobs: list[tuple[str, str, str]]) -> str:
    rows = "".join(f"<div class='posting'><a class='posting-title' href='http://jobs.lever.co/{slug}/{i}'><h5>{t}</h5>"
                   f"<span class='sort-by-location'>{loc}</span><span class='sort-by-team'>{team}</span></a></div>"
                   for i, (t, loc, team) in enumerate(jobs))
    return (f"<!DOCTYPE html><html><head><title>{company}</title></head><body><div class='main-header'>{company}</div>"
            f"<div class='postings-wrapper'>{rows}</div><div class='main-footer'>Jobs powered by Lever</div></body>"
            "</html>")


# ------------------------------------------------------------------ blogs on hosted platforms


def blogger_blog() -> str:
    posts = "".join(f"<div class='post-outer'><h3 class='post-title entry-title'><a href='/2026/{d[5:7]}/{s}.html'>"
                    f"{t}</a></h3><div class='post-body entry-content'>{x}</div><div class='post-footer'>{d}</div>"
                    f"</div>" for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Blog</title><meta content='blogger' name='generator'>"
            "</head><body><div class='header-outer'><h1 class='title'>Acme Robotics Blog</h1><p class='description'>"
            "Stories from Acme Robotics</p></div><div class='main-outer'><div class='blog-posts hfeed'>" + posts
            + "</div></div><div class='footer-outer'>Powered by Blogger</div></body></html>")


def wpcom_blog() -> str:
    posts = "".join(f"<article class='post type-post'><header class='entry-header'><h2 class='entry-title'><a href="
                    f"'/2026/{d[5:7]}/{d[8:]}/{s}/'>{t}</a></h2><time class='entry-date'>{d}</time></header><div "
                    f"class='entry-summary'><p>{x}</p></div></article>" for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics Blog &#8211; Stories from Acme Robotics</title>"
            "</head><body class='home blog'><header id='masthead'><p class='site-title'>Acme Robotics Blog</p></header>"
            "<main id='main'>" + posts + "</main><footer id='colophon'>Blog at WordPress.com.</footer></body></html>")


# ------------------------------------------------------------------ status pages and legal pages


def cstate_page() -> str:
    """A self-hosted cState (Hugo) status page."""
    rows = "".join(f"<div class='component' data-status='ok'><span class='component__name'>{c}</span><span class="
                   f"'component__status'>Operational</span></div>" for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Status</title><meta name='generator' content='Hugo'></head>"
            "<body><div class='header'>Acme Robotics</div><div class='summary summary--ok'>All systems operational</div>"
            "<div class='components'>" + rows + "</div><h2>Incident history</h2><div class='issue'><a href='/issues/"
            "2026-10-12-telemetry/'>Delayed telemetry in North America</a><small>Oct 12, 2026 &middot; Resolved</small>"
            "<p>Telemetry from robots in Toronto arrived up to ten minutes late.</p></div><div class='issue'><a href="
            "'/issues/2026-09-03-webhooks/'>Webhook deliveries delayed</a><small>Sep 3, 2026 &middot; Resolved</small>"
            "<p>A queue backlog delayed webhooks by twenty minutes.</p></div><footer>Powered by cState</footer></body>"
            "</html>")


def upptime_page() -> str:
    rows = "".join(f"<li><h4>{c}</h4><span class='status up'>Up</span><small>99.98% uptime</small></li>"
                   for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics status</title></head><body><nav><a href='/status/'>Live "
            "status</a> <a href='https://github.com/acme-h15/status'>GitHub</a></nav><main><h1>All systems operational"
            "</h1><ul class='live-status'>" + rows + "</ul><h2>Past incidents</h2><article><h4>Delayed telemetry in "
            "North America</h4><p>Oct 12, 2026 Resolved. Telemetry from robots in Toronto arrived up to ten minutes "
            "late.</p></article><article><h4>Webhook deliveries delayed</h4><p>Sep 3, 2026 Resolved. A queue backlog "
            "delayed webhooks by twenty minutes.</p></article></main><footer>This page is powered by Upptime</footer>"
            "</body></html>")


STATUSPAGE_GONE = R(404, "<!DOCTYPE html><html><head><title>Statuspage | Page not found</title></head><body><h1>This "
                         "page doesn't exist</h1><p>The status page you're looking for has been deleted or never "
                         "existed. <a href='https://www.atlassian.com/software/statuspage'>Learn about Statuspage</a>"
                         "</p></body></html>")

IMPRINT_SECTIONS = ("<p>Information according to § 5 TMG</p><p>Acme Robotics GmbH<br>Friedrichstraße 68<br>10117 "
                    "Berlin, Germany</p><h2>Represented by</h2><p>Jeanne Martin, Lukas Becker (managing directors)</p>"
                    "<h2>Contact</h2><p>Phone: +49 30 1234 5678<br>Email: hello at acme dot example</p><h2>Register "
                    "entry</h2><p>Entry in the commercial register. Register court: Amtsgericht Charlottenburg. "
                    "Register number: HRB 212345 B</p><h2>VAT ID</h2><p>Sales tax identification number according to "
                    "§ 27 a of the Sales Tax Law: DE 312 345 678</p><h2>Dispute resolution</h2><p>The European "
                    "Commission provides a platform for online dispute resolution. We are not willing or obliged to "
                    "participate in dispute resolution proceedings before a consumer arbitration board.</p>")
IMPRINT_OLD = page("Impressum - Acme Robotics", "<h1>Impressum</h1>" + IMPRINT_SECTIONS)
IMPRINT_NEW = page("Legal notice - Acme Robotics", "<h1>Legal notice</h1>" + IMPRINT_SECTIONS,
                   footer=[("/legal/privacy", "Privacy"), ("/legal-notice", "Legal notice")])


def terms_page(title: str) -> str:
    return page(title, P.TERMS, footer=[("/legal/privacy-policy", "Privacy Policy"),
                                        ("/legal/terms-of-service", "Terms of Service")])


def pricing_cards() -> str:
    return "".join(f"<div class='plan-card'><h3>{n}</h3><p class='price'>{p} per robot per month</p><ul>"
                   f"{''.join(f'<li>{x}</li>' for x in feats)}</ul><a href='/demo'>Get started</a></div>"
                   for n, p, feats in P.PLANS)


def gem_board() -> str:
    rows = "".join(f"<li><a href='/acmeh24/am9icG9zdDo{i:03d}'><span class='title'>{t}</span><span class='loc'>{loc}"
                   f"</span></a></li>" for i, (t, loc, _) in enumerate(JOBS))
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Jobs</title></head><body><main><h1>Acme Robotics</h1>"
            "<h2>Open positions</h2><ul class='job-list'>" + rows + "</ul></main><footer>Powered by Gem</footer>"
            "</body></html>")


def comeet_board() -> str:
    groups: dict[str, list[tuple[int, str, str]]] = {}
    for i, (t, loc, team) in enumerate(JOBS):
        groups.setdefault(team, []).append((i, t, loc))
    body = "".join(f"<div class='positionItemsGroup'><h3>{team}</h3>" + "".join(
        f"<a class='positionItem' href='/jobs/acmeh25/A7.00{i}/x/B{i}.0{i}'><span class='positionLink'>{t}</span>"
        f"<ul class='positionDetails'><li>{loc}</li><li>Full-time</li></ul></a>" for i, t, loc in rows) + "</div>"
        for team, rows in groups.items())
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Careers - Comeet</title></head><body><div class='"
            "companyHeader'>Acme Robotics</div>" + INTRO + "<div class='positions'>" + body + "</div><footer>Powered "
            "by Comeet</footer></body></html>")


AVISO_SECTIONS = ("<p>En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio "
                  "electrónico, se informa de los datos del titular de este sitio web.</p><h2>Titular</h2><p>Acme "
                  "Robotics Iberia S.L., calle de Alcalá 120, 28009 Madrid. CIF B-12345678. Inscrita en el Registro "
                  "Mercantil de Madrid, tomo 40.321, folio 12, hoja M-716543.</p><h2>Contacto</h2><p>Correo "
                  "electrónico: hola arroba acme punto example. Teléfono: +34 910 000 000.</p><h2>Propiedad "
                  "intelectual</h2><p>Todos los contenidos de este sitio web son propiedad de Acme Robotics o de sus "
                  "licenciantes y no pueden reproducirse sin autorización.</p><h2>Responsabilidad</h2><p>Acme "
                  "Robotics no se hace responsable de los daños derivados del uso de la información de este sitio "
                  "web ni de los enlaces a sitios de terceros.</p>")
ES_NAV = [("/es/", "Inicio"), ("/es/producto", "Producto"), ("/es/precios", "Precios")]


def german_board_titles(suffix: str) -> str:
    """A German company's Personio board: every title carries a gender marker the old page did not show."""
    rows = "".join(f"<a class='job-box-link' href='/job/{200 + i}'><div class='job-box'><h4>{t} {suffix}</h4><p>"
                   f"Festanstellung, Vollzeit &middot; {loc}</p></div></a>" for i, (t, loc, _) in enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='de'><head><title>Stellenangebote bei Acme Robotics GmbH</title></head><body>"
            "<div class='navbar'>Acme Robotics GmbH Karriereseite</div><div class='container'><h1>Offene Stellen</h1>"
            + rows + "</div><footer>Impressum Datenschutz Powered by Personio</footer></body></html>")


def personio_xml(suffix: str) -> R:
    """The board's public feed (`/xml`): every position with its office and employment type."""
    pos = "".join(f"<position><id>{2600000 + i}</id><subcompany>Acme Robotics GmbH</subcompany><office>{loc}</office>"
                  f"<department>{team}</department><name>{t} {suffix}</name><employmentType>permanent</employmentType>"
                  f"<schedule>full-time</schedule></position>" for i, (t, loc, team) in enumerate(JOBS))
    return R(200, f"<?xml version='1.0' encoding='UTF-8'?><workzag-jobs>{pos}</workzag-jobs>", "text/xml")


def js_shell(title: str) -> str:
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{title}</title><script src='/main."
            "4f1c.js' defer></script></head><body><app-root></app-root><noscript>Please enable JavaScript to view "
            "this page.</noscript></body></html>")


STATUSPAGE_LOGIN = ("<!DOCTYPE html><html><head><title>Acme Robotics Status - Login</title></head><body><div class="
                    "'layout-content status'><div class='page-header'>Acme Robotics</div><h2>This page is private</h2>"
                    "<p>Log in to view the status of Acme Robotics.</p><form method='post' action='/access/login'>"
                    "<input name='email' placeholder='Email'><input type='password' name='password'><button>Log in"
                    "</button></form><div class='page-footer'>Powered by Atlassian Statuspage</div></div></body>"
                    "</html>")


CAREERS_PL = P.shell("Kariera - Acme Robotics", "<h1>Buduj roboty, które budują przyszłość</h1><p>Acme Robotics "
                     "projektuje autonomiczne roboty magazynowe, z których korzysta ponad 400 firm logistycznych w "
                     "Europie i Ameryce Północnej. Jesteśmy zespołem 180 inżynierów, projektantów i operatorów.</p><h2>"
                     "Benefity</h2><p>Konkurencyjne wynagrodzenie i udziały, 30 dni płatnego urlopu, roczny budżet "
                     "szkoleniowy i 20 tygodni urlopu rodzicielskiego.</p><h2>Aktualne oferty pracy</h2><ul>"
                     + "".join(f"<li>{t} – {loc}</li>" for t, loc, _ in JOBS) + "</ul>",
                     [("/pl/", "Start"), ("/pl/produkt", "Produkt"), ("/pl/kariera", "Kariera")], lang="pl")


def traffit_board_pl() -> str:
    rows = "".join(f"<div class='job-offer'><a href='/public/an/{5000 + i}'><h3>{t}</h3></a><p class='location'>{loc}"
                   f"</p><p>Umowa o pracę</p></div>" for i, (t, loc, _) in enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='pl'><head><title>Kariera - Acme Robotics</title></head><body><header>Acme "
            "Robotics</header><main><h1>Aktualne oferty pracy</h1>" + rows + "</main><footer>Powered by TRAFFIT"
            "</footer></body></html>")


TEAMTAILOR_INACTIVE = ("<!DOCTYPE html><html><head><title>Career site not available</title></head><body><main><h1>"
                       "This career site is not available</h1><p>The company may have closed it or moved it "
                       "elsewhere.</p><a href='https://www.teamtailor.com'>Teamtailor</a></main></body></html>")


def archbee_docs() -> str:
    """Docs on an Archbee space named for the company: the same sections in the vendor's chrome."""
    secs = "".join(f"<div class='block'><h2 id='{x.lower().replace(' ', '-')}'>{x}</h2><p>{t}</p></div>"
                   for x, t in P.DOC_SECTIONS)
    side = "".join(f"<a href='/docs/{x.lower().replace(' ', '-')}'>{x}</a>" for x, _ in P.DOC_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics documentation - Acme Docs</title></head><body><div "
            "class='ab-sidebar'>" + side + "</div><div class='ab-content'><h1>Acme Robotics documentation</h1><p>"
            "Everything you need to run a fleet of Acme robots: setup, mapping, the Fleet API and safety.</p>" + secs
            + "</div><div class='ab-footer'>Powered by Archbee</div></body></html>")


def productlane_changelog() -> str:
    items = "".join(f"<article class='changelog-entry'><span class='date'>{d}</span><h2>Version {v}</h2><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></article>" for v, d, ch in P.RELEASES)
    return ("<!DOCTYPE html><html><head><title>Changelog | Acme Robotics</title></head><body><nav><a href='/'>Acme "
            "Robotics</a> <a href='/roadmap'>Roadmap</a> <a href='/changelog'>Changelog</a></nav><main><h1>Changelog"
            "</h1><p>What changed in the Acme fleet software, newest first.</p>" + items + "</main><footer>Powered "
            "by Productlane</footer></body></html>")


def hyperping_status() -> str:
    rows = "".join(f"<div class='service'><span>{c}</span><span class='badge'>Operational</span></div>"
                   for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Status</title></head><body><header>Acme Robotics"
            "</header><main><h1>All systems operational</h1>" + rows + "<h2>Past incidents</h2><div class='incident'>"
            "<h3>Delayed telemetry in North America</h3><p>Oct 12, 2026. Resolved. Telemetry from robots in Toronto "
            "arrived up to ten minutes late.</p></div><div class='incident'><h3>Webhook deliveries delayed</h3><p>Sep "
            "3, 2026. Resolved. A queue backlog delayed webhooks by twenty minutes.</p></div></main><footer>Powered by "
            "Hyperping</footer></body></html>")


# ------------------------------------------------------------------ the situations

SITUATIONS = [
    # ================================================================ careers → boards of vendors not covered before
    Situation("careers_301_to_a_pinpoint_board",
              {"h01.test": {"/careers": moved("http://acme-h01.pinpointhq.com/")},
               "acme-h01.pinpointhq.com": {"/": html(pinpoint_board())}},
              "http://h01.test/careers", "migrated", "http://acme-h01.pinpointhq.com/", status="redirected"),
    Situation("careers_404_while_the_menu_links_a_rippling_board",
              {"h02.test": {"/careers": NOT_FOUND, "/": home([("http://ats.rippling.com/acme-h02/jobs", "Careers")])},
               "ats.rippling.com": {"/acme-h02/jobs": html(rippling_board("acme-h02"))}},
              "http://h02.test/careers", "migrated", "http://ats.rippling.com/acme-h02/jobs"),
    Situation("careers_404_while_the_footer_links_a_jobvite_board",
              {"h03.test": {"/careers": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"),
                                              ("http://jobs.jobvite.com/acme-h03/jobs", "Jobs")])},
               "jobs.jobvite.com": {"/acme-h03/jobs": html(jobvite_board())}},
              "http://h03.test/careers", "migrated", "http://jobs.jobvite.com/acme-h03/jobs"),
    Situation("german_careers_301_to_a_softgarden_board",
              {"h04.test": {"/de/karriere": moved("http://acme-h04.softgarden.io/de/")},
               "acme-h04.softgarden.io": {"/de/": html(softgarden_board())}},
              "http://h04.test/de/karriere", "migrated", "http://acme-h04.softgarden.io/de/", status="redirected",
              reference=P.careers_de(), website="http://h04.test/de/"),
    Situation("recruitee_subdomain_renamed_while_the_company_links_the_new_one",
              {"acmeh05.recruitee.com": {"/": RECRUITEE_404},
               "h05.test": {"/": home([("http://acme-robotics-h05.recruitee.com/", "Jobs")])},
               "acme-robotics-h05.recruitee.com": {"/": html(recruitee_board())}},
              "http://acmeh05.recruitee.com/", "migrated", "http://acme-robotics-h05.recruitee.com/",
              website="http://h05.test/"),
    Situation("smartrecruiters_company_renamed_while_the_careers_page_links_the_new_board",
              {"careers.smartrecruiters.com": {"/AcmeH06": SR_GONE,
                                               "/AcmeRoboticsH06": html(smartrecruiters_board("AcmeRoboticsH06"))},
               "h06.test": {"/": home([("/careers", "Careers")]),
                            "/careers": html(page("Careers - Acme Robotics", INTRO + "<p><a href='http://careers."
                                                  "smartrecruiters.com/AcmeRoboticsH06'>See all open positions</a>"
                                                  "</p>"))}},
              "http://careers.smartrecruiters.com/AcmeH06", "migrated",
              "http://careers.smartrecruiters.com/AcmeRoboticsH06", website="http://h06.test/",
              reference=smartrecruiters_board("AcmeH06")),
    Situation("careers_301_to_a_polymer_board",
              {"h07.test": {"/careers": moved("http://jobs.polymer.co/acme-h07")},
               "jobs.polymer.co": {"/acme-h07": html(polymer_board())}},
              "http://h07.test/careers", "migrated", "http://jobs.polymer.co/acme-h07", status="redirected"),
    Situation("careers_404_while_the_menu_links_a_board_at_a_vendor_no_list_names",
              {"acmeh08.test": {"/careers": NOT_FOUND, "/": home([("http://acmeh08.traffit.com/career/", "Careers")])},
               "acmeh08.traffit.com": {"/career/": html(tenant_board("TRAFFIT"))}},
              "http://acmeh08.test/careers", "migrated", "http://acmeh08.traffit.com/career/"),
    Situation("careers_404_while_the_menu_links_another_companys_lever_board",
              {"h09.test": {"/careers": NOT_FOUND,
                            "/": home([("http://jobs.lever.co/northbake-h09", "Careers")])},
               "jobs.lever.co": {"/northbake-h09": html(lever_board_of("Northbake", "northbake-h09", OTHER_JOBS))}},
              "http://h09.test/careers", "review"),
    Situation("careers_301_to_a_teamtailor_board_on_the_companys_own_careers_host",
              {"acme-h10.teamtailor.com": {"/jobs": moved("http://careers.h10.test/jobs")},
               "careers.h10.test": {"/jobs": html(recruitee_board().replace("Recruitee", "Teamtailor"))}},
              "http://acme-h10.teamtailor.com/jobs", "migrated", "http://careers.h10.test/jobs",
              status="redirected", website="http://h10.test/"),
    # ================================================================ blogs on hosted platforms
    Situation("blog_301_to_blogspot",
              {"h11.test": {"/blog": moved("http://acme-h11.blogspot.com/")},
               "acme-h11.blogspot.com": {"/": html(blogger_blog())}},
              "http://h11.test/blog", "migrated", "http://acme-h11.blogspot.com/", surface="blog",
              reference=P.blog_old(), status="redirected"),
    Situation("blog_404_while_the_menu_links_a_wordpress_com_blog",
              {"h12.test": {"/blog": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("http://acmeh12.wordpress.com/", "Blog")]))},
               "acmeh12.wordpress.com": {"/": html(wpcom_blog())}},
              "http://h12.test/blog", "migrated", "http://acmeh12.wordpress.com/", surface="blog",
              reference=P.blog_old()),
    # ================================================================ status pages between vendors
    Situation("statuspage_deleted_while_the_site_links_a_self_hosted_cstate_page",
              {"acme-h13.statuspage.io": {"/": STATUSPAGE_GONE},
               "h13.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://status.h13.test/", "Status")])},
               "status.h13.test": {"/": html(cstate_page())}},
              "http://acme-h13.statuspage.io/", "migrated", "http://status.h13.test/", surface="status",
              reference=P.statuspage_hosted(), website="http://h13.test/"),
    Situation("better_stack_page_gone_while_the_site_links_a_statuspage",
              {"acme-h14.betteruptime.com": {"/": R(404, "<html><head><title>Better Stack</title></head><body><h1>"
                                                         "Status page not found</h1></body></html>")},
               "h14.test": {"/": home(footer=[("http://acme-h14.statuspage.io/", "System status")])},
               "acme-h14.statuspage.io": {"/": html(P.statuspage_hosted())}},
              "http://acme-h14.betteruptime.com/", "migrated", "http://acme-h14.statuspage.io/", surface="status",
              reference=P.status_own().replace("Acme Robotics Status", "Acme Robotics - Status"),
              website="http://h14.test/"),
    Situation("own_status_page_gone_while_the_footer_links_upptime_on_github_pages",
              {"acmeh15.test": {"/status": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmeh15.github.io/status/",
                                                                              "Status")])},
               "acmeh15.github.io": {"/status/": html(upptime_page())}},
              "http://acmeh15.test/status", "migrated", "http://acmeh15.github.io/status/", surface="status",
              reference=P.status_own()),
    # ================================================================ legal pages renamed
    Situation("impressum_renamed_legal_notice_in_the_footer",
              {"h16.test": {"/impressum": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("/legal-notice", "Legal notice")]),
                            "/legal-notice": html(IMPRINT_NEW)}},
              "http://h16.test/impressum", "migrated", "http://h16.test/legal-notice", surface="legal",
              reference=IMPRINT_OLD),
    Situation("terms_404_while_the_footer_links_legal_terms_of_service",
              {"h17.test": {"/terms": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy-policy", "Privacy Policy"),
                                              ("/legal/terms-of-service", "Terms of Service")]),
                            "/legal/terms-of-service": html(terms_page("Terms of Service - Acme Robotics")),
                            "/legal/privacy-policy": html(P.privacy_page("2026-09-01"))}},
              "http://h17.test/terms", "migrated", "http://h17.test/legal/terms-of-service", surface="legal",
              reference=page("Terms - Acme Robotics", P.TERMS)),
    Situation("imprint_only_in_the_sitemap_as_legal_imprint",
              {"h18.test": {"/imprint": NOT_FOUND, "/": html(P.homepage(NAV, footer=[])),
                            "/sitemap.xml": xml("h18.test", ["/", "/product", "/pricing", "/blog", "/legal/imprint",
                                                             "/legal/privacy"]),
                            "/legal/imprint": html(IMPRINT_NEW)}},
              "http://h18.test/imprint", "migrated", "http://h18.test/legal/imprint", surface="legal",
              reference=IMPRINT_OLD),
    # ================================================================ pricing, locales, rebrands
    Situation("pricing_404_while_the_site_moved_under_en_us_with_hreflang",
              {"h19.test": {"/pricing": NOT_FOUND,
                            "/": R(302, "", headers={"Location": "/en-us/"}),
                            "/en-us/": html(P.shell("Acme Robotics - Warehouse robots", "<h1>Acme Robotics makes "
                                                    "warehouse robots</h1>", [("/en-us/", "Home"), ("/en-us/product",
                                                    "Product"), ("/en-us/pricing", "Pricing")], None,
                                                    "<link rel='alternate' hreflang='de-de' href='/de-de/'>")),
                            "/en-us/pricing": html(page("Pricing - Acme Robotics", "<h1>Simple pricing for every "
                                                        "warehouse</h1>" + pricing_cards(),
                                                        nav=[("/en-us/", "Home"), ("/en-us/pricing", "Pricing")]))}},
              "http://h19.test/pricing", "migrated", "http://h19.test/en-us/pricing", surface="pricing",
              reference=P.PRICING_V1),
    Situation("rebrand_301_at_the_root_only_while_the_page_is_gone",
              {"h20.test": {"/": moved("http://h20new.test/"), "/careers": NOT_FOUND},
               "h20new.test": {"/": home([("/company/careers", "Careers")]),
                               "/company/careers": html(S.CAREERS_V2)}},
              "http://h20.test/careers", "migrated", "http://h20new.test/company/careers"),
    # ================================================================ decoys
    Situation("careers_404_while_the_sitemap_lists_a_customers_hiring_story",
              {"h21.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV)),
                            "/sitemap.xml": xml("h21.test", ["/", "/product", "/customers/northbake-hiring-story",
                                                             "/blog"]),
                            "/customers/northbake-hiring-story": html(page(
                                "How Northbake hires faster with Acme - Acme Robotics",
                                "<h1>How Northbake staffs its night shifts</h1><p>Northbake, a bakery chain, now runs "
                                "its warehouse with Acme robots.</p><h2>Northbake is hiring</h2><ul>"
                                + "".join(f"<li>{t} - {loc}</li>" for t, loc, _ in OTHER_JOBS) + "</ul>"))}},
              "http://h21.test/careers", "review"),
    Situation("pricing_404_while_the_menu_links_a_partners_page_titled_pricing",
              {"h22.test": {"/pricing": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("http://shop.roboreseller-h22.test/acme-robotics/pricing",
                                                   "Pricing")]))},
               "shop.roboreseller-h22.test": {"/acme-robotics/pricing": html(
                   "<!DOCTYPE html><html><head><title>Pricing - Acme Robotics</title></head><body><header>RoboReseller"
                   "</header><main><h1>Acme Robotics at RoboReseller</h1><p>Buy Acme robots outright with our "
                   "financing.</p><div class='plan'><h3>R7 robot</h3><p>$48,900 one-off</p></div><div class='plan'>"
                   "<h3>Installation</h3><p>$4,500</p></div><p>Prices exclude VAT. Delivery in 6 weeks.</p></main>"
                   "</body></html>")}},
              "http://h22.test/pricing", "review", surface="pricing", reference=P.PRICING_V1),
    Situation("careers_302_to_a_login_page_of_the_hr_portal",
              {"h23.test": {"/careers": moved("http://hr.h23.test/login?return=%2Fcareers", 302),
                            "/": home([("/careers", "Careers")])},
               "hr.h23.test": {"/login": html(P.LOGIN)}},
              "http://h23.test/careers", "review", status="redirected"),
    # ================================================================ round 8, second batch (written before running)
    Situation("careers_301_to_a_gem_board",
              {"h24.test": {"/careers": moved("http://jobs.gem.com/acmeh24")},
               "jobs.gem.com": {"/acmeh24": html(gem_board())}},
              "http://h24.test/careers", "migrated", "http://jobs.gem.com/acmeh24", status="redirected"),
    Situation("careers_404_while_the_menu_links_a_comeet_board",
              {"h25.test": {"/careers": NOT_FOUND, "/": home([("http://www.comeet.com/jobs/acmeh25/A7.00B", "Careers")])},
               "www.comeet.com": {"/jobs/acmeh25/A7.00B": html(comeet_board())}},
              "http://h25.test/careers", "migrated", "http://www.comeet.com/jobs/acmeh25/A7.00B"),
    Situation("spanish_aviso_legal_moved_under_es",
              {"h26.test": {"/aviso-legal": NOT_FOUND,
                            "/": html(P.shell("Acme Robotics - Robots de almacén", "<h1>Robots autónomos para "
                                              "almacenes</h1>", ES_NAV, [("/es/aviso-legal", "Aviso legal"),
                                                                        ("/es/privacidad", "Privacidad")], "", "es")),
                            "/es/aviso-legal": html(P.shell("Aviso legal | Acme Robotics", "<h1>Aviso legal</h1>"
                                                            + AVISO_SECTIONS, ES_NAV, [("/es/aviso-legal",
                                                            "Aviso legal"), ("/es/privacidad", "Privacidad")], "",
                                                            "es"))}},
              "http://h26.test/aviso-legal", "migrated", "http://h26.test/es/aviso-legal", surface="legal",
              reference=P.shell("Aviso legal - Acme Robotics", "<h1>Aviso legal</h1>" + AVISO_SECTIONS, ES_NAV,
                                None, "", "es"), website="http://h26.test/"),
    Situation("status_page_made_private_behind_a_statuspage_login",
              {"status.h27.test": {"/": moved("http://acme-h27.statuspage.io/access/login", 302)},
               "acme-h27.statuspage.io": {"/access/login": html(STATUSPAGE_LOGIN)},
               "h27.test": {"/": home()}},
              "http://status.h27.test/", "review", surface="status", reference=P.status_own(),
              status="redirected", website="http://h27.test/"),
    Situation("careers_404_while_the_menu_links_a_brand_tenant_board_rendered_by_javascript",
              {"acmeh28.test": {"/careers": NOT_FOUND,
                                "/": home([("http://acmeh28.careers.hibob.com/jobs", "Careers")])},
               "acmeh28.careers.hibob.com": {"/jobs": html(js_shell("Acme Robotics Careers"))}},
              "http://acmeh28.test/careers", "review"),
    Situation("careers_301_to_a_personio_board_whose_titles_carry_all_genders",
              {"h29.test": {"/de/karriere": moved("http://acmeh29.jobs.personio.de/")},
               "acmeh29.jobs.personio.de": {"/": html(german_board_titles("(all genders)")),
                                            "/xml": personio_xml("(all genders)")}},
              "http://h29.test/de/karriere", "migrated", "http://acmeh29.jobs.personio.de/", status="redirected",
              reference=P.careers_de(), website="http://h29.test/de/"),
    Situation("careers_301_to_a_personio_board_whose_titles_carry_m_w_div",
              {"h30.test": {"/de/karriere": moved("http://acmeh30.jobs.personio.de/")},
               "acmeh30.jobs.personio.de": {"/": html(german_board_titles("(m/w/div)"))}},
              "http://h30.test/de/karriere", "migrated", "http://acmeh30.jobs.personio.de/", status="redirected",
              reference=P.careers_de(), website="http://h30.test/de/"),
    Situation("blog_moved_to_a_substack_on_a_newsletter_subdomain",
              {"h31.test": {"/blog": NOT_FOUND, "/": home([("http://newsletter.h31.test/", "Newsletter")])},
               "newsletter.h31.test": {"/": html(P.substack_home())}},
              "http://h31.test/blog", "migrated", "http://newsletter.h31.test/", surface="blog",
              reference=P.blog_old()),
    # ================================================================ round 8, third batch (written before running)
    Situation("careers_404_only_the_english_child_of_a_per_language_sitemap_index_lists_it",
              {"h32.test": {"/careers": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/contact", "Contact")])),
                            "/sitemap.xml": R(200, "<?xml version='1.0' encoding='UTF-8'?><sitemapindex xmlns="
                                              "'http://www.sitemaps.org/schemas/sitemap/0.9'>" + "".join(
                                                  f"<sitemap><loc>http://h32.test/{lang}.sitemap.xml</loc><lastmod>"
                                                  "2026-11-02</lastmod></sitemap>" for lang in ("de", "fr", "en"))
                                              + "</sitemapindex>", "application/xml"),
                            "/de.sitemap.xml": xml("h32.test", ["/de/", "/de/produkt", "/de/karriere", "/de/kontakt"]),
                            "/fr.sitemap.xml": xml("h32.test", ["/fr/", "/fr/produit", "/fr/carrieres", "/fr/contact"]),
                            "/en.sitemap.xml": xml("h32.test", ["/en/", "/en/product", "/en/join-us", "/en/contact"]),
                            "/de/karriere": html(P.careers_de()),
                            "/en/join-us": html(S.CAREERS_V2)}},
              "http://h32.test/careers", "migrated", "http://h32.test/en/join-us"),
    Situation("careers_page_now_frames_the_companys_tenant_at_an_unlisted_vendor",
              {"acmeh40.test": {"/careers": html(page("Careers - Acme Robotics", "<iframe src='http://acmeh40.traffit"
                                                      ".com/career/?embed=1' width='100%' height='2400'></iframe>")),
                                "/": home([("/careers", "Careers")])},
               "acmeh40.traffit.com": {"/career/": html(tenant_board("TRAFFIT"))}},
              "http://acmeh40.test/careers", "migrated", "http://acmeh40.traffit.com/career/?embed=1",
              status="failing"),
    Situation("careers_301_to_an_id_path_at_an_unlisted_vendor",
              {"h42.test": {"/careers": moved("http://jobs.hrcloud-h42.test/c/84213")},
               "jobs.hrcloud-h42.test": {"/c/84213": html(tenant_board("HRCloud"))}},
              "http://h42.test/careers", "migrated", "http://jobs.hrcloud-h42.test/c/84213", status="redirected"),
    # ================================================================ round 8, fourth batch (written before running)
    Situation("careers_404_while_robots_txt_names_one_sitemap_per_language",
              {"h46.test": {"/careers": NOT_FOUND,
                            "/robots.txt": R(200, "User-agent: *\nDisallow: /search\n\nSitemap: http://h46.test/de/"
                                             "sitemap.xml\nSitemap: http://h46.test/fr/sitemap.xml\nSitemap: http://"
                                             "h46.test/en/sitemap.xml\n", "text/plain"),
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/contact", "Contact")])),
                            "/de/sitemap.xml": xml("h46.test", ["/de/", "/de/produkt", "/de/karriere"]),
                            "/fr/sitemap.xml": xml("h46.test", ["/fr/", "/fr/produit", "/fr/carrieres"]),
                            "/en/sitemap.xml": xml("h46.test", ["/en/", "/en/product", "/en/careers"]),
                            "/de/karriere": html(P.careers_de()),
                            "/en/careers": html(S.CAREERS_V2)}},
              "http://h46.test/careers", "migrated", "http://h46.test/en/careers"),
    Situation("polish_careers_404_while_the_menu_links_the_companys_traffit_tenant",
              {"acmeh50.test": {"/pl/kariera": NOT_FOUND, "/": moved("/pl/", 302),
                                "/pl/": html(P.shell("Acme Robotics - roboty magazynowe", "<h1>Roboty magazynowe</h1>",
                                                     [("/pl/", "Start"), ("/pl/produkt", "Produkt"),
                                                      ("http://acmeh50.traffit.com/public/an", "Kariera")],
                                                     lang="pl"))},
               "acmeh50.traffit.com": {"/public/an": html(traffit_board_pl())}},
              "http://acmeh50.test/pl/kariera", "migrated", "http://acmeh50.traffit.com/public/an",
              reference=CAREERS_PL, website="http://acmeh50.test/pl/"),
    Situation("teamtailor_board_answering_200_not_available_while_the_company_links_recruitee",
              {"acmeh49.teamtailor.com": {"/jobs": html(TEAMTAILOR_INACTIVE)},
               "h49.test": {"/": home(footer=[("/legal/privacy", "Privacy"),
                                              ("http://acmeh49.recruitee.com/", "Careers")])},
               "acmeh49.recruitee.com": {"/": html(recruitee_board())}},
              "http://acmeh49.teamtailor.com/jobs", "migrated", "http://acmeh49.recruitee.com/",
              reference=recruitee_board().replace("Recruitee", "Teamtailor"), website="http://h49.test/"),
    Situation("docs_404_while_the_menu_links_the_companys_archbee_space",
              {"acmeh51.test": {"/docs": NOT_FOUND,
                                "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                      ("http://acmeh51.archbee.space/docs", "Docs")]))},
               "acmeh51.archbee.space": {"/docs": html(archbee_docs())}},
              "http://acmeh51.test/docs", "migrated", "http://acmeh51.archbee.space/docs", surface="docs",
              reference=P.docs_home("/docs/")),
    Situation("changelog_404_while_the_footer_links_the_companys_productlane_page",
              {"acmeh52.test": {"/changelog": NOT_FOUND,
                                "/": home(footer=[("/legal/privacy", "Privacy"),
                                                  ("http://acmeh52.productlane.com/changelog", "Changelog")])},
               "acmeh52.productlane.com": {"/changelog": html(productlane_changelog())}},
              "http://acmeh52.test/changelog", "migrated", "http://acmeh52.productlane.com/changelog",
              surface="changelog", reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("status_subdomain_gone_while_the_footer_links_the_companys_hyperping_page",
              {"status.acmeh53.test": {"/": NOT_FOUND},
               "acmeh53.test": {"/": home(footer=[("/legal/privacy", "Privacy"),
                                                  ("http://acmeh53.hyperping.app/", "System status")])},
               "acmeh53.hyperping.app": {"/": html(hyperping_status())}},
              "http://status.acmeh53.test/", "migrated", "http://acmeh53.hyperping.app/", surface="status",
              reference=P.status_own(), website="http://acmeh53.test/"),
]


# ------------------------------------------------------------------ one shared server for every situation


class SharedWeb:
    """One scripted web serving every situation's hosts, run on a loop of its own in a thread (the tests' loops are
    per test): each test puts its situation's hosts in afresh and counts its own requests."""

    def __init__(self) -> None:
        self.web = S.Web({})
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)

    def start(self) -> None:
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self.web.start(), self.loop).result(10)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.web.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)

    def serve(self, hosts: dict[str, dict[str, Any]]) -> Any:
        self.web.hosts.update(S.fresh(hosts))
        self.web.counts.clear()
        self.web.paths.clear()
        return self.web


@pytest.fixture(scope="module")
def shared_web() -> Iterator[SharedWeb]:
    w = SharedWeb()
    w.start()
    w.web.hosts.update({h: r for sit in SITUATIONS for h, r in S.fresh(sit.hosts).items()})
    yield w
    w.stop()


seed, check = S.seed_situation, S.check_situation

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    # (the Teamtailor board answering 200 "not available" is fixed in round 9: an html sensor's own board page of a
    # vendor that renders on the server, read as it is, costs no API request — test_repair_redteam9.py)
}


def _pending(name: str) -> Any:
    return pytest.mark.xfail(name in PENDING, strict=True, reason=PENDING.get(name, ""))


def test_situation_names_and_hosts_are_unique() -> None:
    names = [s.name for s in SITUATIONS]
    assert len(names) == len(set(names))
    seen: dict[str, str] = {}
    shared = {"ats.rippling.com", "jobs.jobvite.com", "careers.smartrecruiters.com", "jobs.polymer.co",
              "jobs.lever.co", "jobs.gem.com", "www.comeet.com"}
    for sit in SITUATIONS:
        for host in sit.hosts:
            assert host in shared or seen.setdefault(host, sit.name) == sit.name, (host, sit.name)


@pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in SITUATIONS],
                         ids=[s.name for s in SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, shared_web: SharedWeb, sit: Situation) -> None:
    w = shared_web.serve(sit.hosts)
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)


#: one situation per new rule, also through the CLI, together
THROUGH_CLI = ("german_careers_301_to_a_softgarden_board", "careers_404_while_the_menu_links_a_board_at_a_vendor_no_list_names",
               "own_status_page_gone_while_the_footer_links_upptime_on_github_pages",
               "careers_301_to_a_personio_board_whose_titles_carry_all_genders",
               "blog_moved_to_a_substack_on_a_newsletter_subdomain",
               "careers_404_only_the_english_child_of_a_per_language_sitemap_index_lists_it")
mk = S.mk


async def test_situations_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Situations of every new rule at once through `changewire repair --json --sensor ...`."""
    assert not set(THROUGH_CLI) & set(PENDING)
    await S.check_through_cli(pool, tmp_path, db_url, mk, SITUATIONS, THROUGH_CLI)
