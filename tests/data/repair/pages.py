"""Page builders for the second repair red-team round (tests/integration/test_repair_redteam2.py): the
surfaces other than careers — pricing, blog, newsroom, docs, changelog, status, legal — in an old and a
moved form, plus hosted job boards (Lever, Ashby, Personio), a Substack blog, a hosted status page,
GitHub releases, a search results page, a tag archive and a job aggregator's mirror.

Loaded by path (tests/ is not a package), after sites.py.
"""
from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
CAREERS_V1 = (HERE / "careers_v1.html").read_text(encoding="utf-8")
CAREERS_V2 = (HERE / "careers_v2_relaid.html").read_text(encoding="utf-8")
PRICING_V1 = (HERE / "pricing_v1.html").read_text(encoding="utf-8")
CAREERS_MAIN = CAREERS_V1.split("<main>")[1].split("</main>")[0]

NAV = [("/", "Home"), ("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"), ("/contact", "Contact")]


def shell(title: str, main: str, nav: list[tuple[str, str]] | None = None,
          footer: list[tuple[str, str]] | None = None, head: str = "", lang: str = "en") -> str:
    """A company page: header menu, main content, footer links."""
    nav = NAV if nav is None else nav
    footer = [("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")] if footer is None else footer
    links = "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in nav)
    foot = " ".join(f'<a href="{h}">{t}</a>' for h, t in footer)
    return (f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{head}</head><body>"
            f"<header><a href='/' class='logo'>Acme Robotics</a><nav><ul>{links}</ul></nav></header>"
            f"<main>{main}</main><footer><p>&copy; 2026 Acme Robotics SAS</p>{foot}</footer></body></html>")


def homepage(nav: list[tuple[str, str]] | None = None, extra: str = "",
             footer: list[tuple[str, str]] | None = None, head: str = "") -> str:
    return shell("Acme Robotics - Warehouse robots", "<h1>Acme Robotics makes warehouse robots</h1>"
                 "<p>Autonomous mobile robots for logistics, rented by the month.</p>"
                 f"<a href='/product'>See the product</a>{extra}", nav, footer, head)


# ------------------------------------------------------------------ careers on hosted boards

JOBS = [("Senior Robotics Engineer", "Lyon, France", "Engineering"),
        ("Perception Engineer, Computer Vision", "Berlin, Germany", "Engineering"),
        ("Fleet Operations Lead", "Toronto, Canada", "Operations"),
        ("Embedded Software Engineer (Rust)", "Remote, Europe", "Engineering"),
        ("Senior Product Designer", "Lyon, France", "Design"),
        ("Site Reliability Engineer", "Berlin, Germany", "Engineering"),
        ("Account Executive, DACH", "Munich, Germany", "Sales"),
        ("Mechanical Engineer, Grippers", "Lyon, France", "Engineering"),
        ("Data Engineer, Fleet Analytics", "Remote, Canada", "Engineering"),
        ("Technical Writer", "Remote, Europe", "Product"),
        ("Customer Success Manager", "Toronto, Canada", "Operations"),
        ("Hardware Test Engineer", "Lyon, France", "Engineering")]


def lever_board(slug: str) -> str:
    """jobs.lever.co/<slug>: postings grouped by team, each with location and commitment."""
    teams: dict[str, list[tuple[str, str]]] = {}
    for title, loc, team in JOBS:
        teams.setdefault(team, []).append((title, loc))
    groups = "".join(
        f"<div class='postings-group'><div class='posting-category-title large-category-label'>{team}</div>"
        + "".join(f"<div class='posting'><div class='posting-apply'><a class='posting-btn-submit' "
                  f"href='https://jobs.lever.co/{slug}/{i}/apply'>Apply</a></div><a class='posting-title' "
                  f"href='https://jobs.lever.co/{slug}/{i}'><h5>{t}</h5><div class='posting-categories'>"
                  f"<span class='sort-by-location'>{loc}</span><span class='sort-by-team'>{team}</span>"
                  f"<span class='sort-by-commitment'>Full-time</span></div></a></div>"
                  for i, (t, loc) in enumerate(rows))
        + "</div>" for team, rows in teams.items())
    return (f"<!DOCTYPE html><html><head><title>Acme Robotics</title></head><body><div class='main-header page-full-width'>"
            f"<a class='main-header-logo' href='https://acme.example'>Acme Robotics</a></div>"
            f"<div class='content-wrapper posting-page'><div class='filter-bar'>Location Team Work type</div>"
            f"<div class='postings-wrapper'>{groups}</div></div><div class='main-footer page-full-width'>"
            f"<p>Acme Robotics Home Page</p><p>Jobs powered by Lever</p></div></body></html>")


def ashby_board() -> str:
    """jobs.ashbyhq.com/<org>: the company's short intro and the openings by department."""
    intro = CAREERS_MAIN.split('<section class="values">')[0]
    rows = "".join(f"<a class='_container_j2da7' href='/acme/{i}'><h3>{t}</h3><p>{team} &bull; {loc} &bull; "
                   f"Full time</p></a>" for i, (t, loc, team) in enumerate(JOBS))
    return (f"<!DOCTYPE html><html><head><title>Jobs at Acme Robotics</title></head><body><div id='root'>"
            f"<div class='ashby-job-board'>{intro}<h2>Open Positions ({len(JOBS)})</h2>{rows}</div>"
            f"<div class='footer'>Powered by Ashby</div></div></body></html>")


def personio_board() -> str:
    """<org>.jobs.personio.de: German chrome, English job titles, employment type and office."""
    rows = "".join(f"<a class='job-box-link' href='/job/{100 + i}'><div class='job-box'><h4>{t}</h4>"
                   f"<p>Festanstellung, Vollzeit &middot; {loc}</p></div></a>" for i, (t, loc, _) in enumerate(JOBS))
    intro = CAREERS_MAIN.split('<section class="openings">')[0]
    return (f"<!DOCTYPE html><html lang='de'><head><title>Stellenangebote bei Acme Robotics SAS</title></head><body>"
            f"<div class='navbar'>Acme Robotics SAS Karriereseite</div><div class='container'>{intro}"
            f"<h2>Offene Stellen</h2>{rows}</div><footer>Impressum Datenschutz Powered by Personio</footer>"
            f"</body></html>")


def job_ad() -> str:
    """A single posting that quotes the careers page's intro, values, benefits and process."""
    keep = CAREERS_MAIN.split('<section class="openings">')
    body = ("<h1>Senior Robotics Engineer</h1><p>Lyon, France &middot; Engineering &middot; Full-time</p>"
            "<h2>About the role</h2><p>You will design the motion controllers of our next picking arm and own "
            "them from simulation to the warehouse floor, working with perception and firmware engineers.</p>"
            "<h2>What you bring</h2><ul><li>Five years of robotics experience</li><li>C++ and ROS 2</li>"
            "<li>Control theory you can explain on a whiteboard</li></ul>")
    return shell("Senior Robotics Engineer - Acme Robotics",
                 body + keep[0] + keep[1].split("</section>", 1)[1] + "<a href='/apply'>Apply now</a>")


def aggregator_mirror() -> str:
    """A job aggregator's company page: scraped intro and the same openings, the aggregator's chrome."""
    intro = CAREERS_MAIN.split('<section class="openings">')[0]
    rows = "".join(f"<li><a href='/jobs/{9000 + i}'>{t}</a> - {loc}</li>" for i, (t, loc, _) in enumerate(JOBS))
    return (f"<!doctype html><html><head><title>Acme Robotics jobs - TalentMirror</title></head><body>"
            f"<nav><a href='/'>TalentMirror</a> <a href='/companies'>Companies</a> <a href='/salaries'>Salaries</a>"
            f"</nav><main><h1>Acme Robotics is hiring</h1>{intro}<h2>12 jobs at Acme Robotics</h2><ul>{rows}</ul>"
            f"</main><footer>TalentMirror aggregates public job postings.</footer></body></html>")


def rebranded_careers() -> str:
    """CAREERS_V2 after a rebrand: the company name changed everywhere, the rest unchanged."""
    return CAREERS_V2.replace("Acme Robotics", "Zenith Automation").replace("/company/join-us", "/careers")


# ------------------------------------------------------------------ pricing

PLANS = [("Starter", "$1,490", ["Up to 5 robots", "Fleet dashboard", "Email support"]),
         ("Growth", "$1,290", ["Up to 50 robots", "Fleet dashboard and API access", "Phone support within four hours",
                               "Quarterly optimisation review"]),
         ("Enterprise", "Contact sales", ["Unlimited robots", "Dedicated success engineer",
                                          "On-site spare parts depot",
                                          "Custom integrations with your warehouse management system"])]


def plans_reworded() -> str:
    """/plans: the same plan names, prices and most feature lines; new headline, intro and FAQ wording."""
    cards = "".join(
        f"<div class='tier'><h3>{name}</h3><div class='amount'>{price}</div><div class='unit'>per robot, monthly</div>"
        f"<ul>{''.join(f'<li>{x}</li>' for x in feats)}</ul><a href='/demo'>Talk to us</a></div>"
        for name, price, feats in PLANS)
    faq = ("<h2>Questions we hear a lot</h2><h4>Can I change plans?</h4><p>Yes, at the end of any month.</p>"
           "<h4>Is installation included?</h4><p>Installation and staff training come with every plan.</p>"
           "<h4>What if a robot breaks?</h4><p>We replace it within 48 hours.</p>")
    return shell("Plans - Acme Robotics",
                 "<h1>Plans that grow with your warehouse</h1><p>Monthly robot rental. Maintenance, software "
                 f"updates and round-the-clock support are part of every plan.</p><div class='tiers'>{cards}</div>{faq}",
                 [("/", "Home"), ("/product", "Product"), ("/plans", "Plans"), ("/blog", "Blog")])


# ------------------------------------------------------------------ blog and news

POSTS = [("Introducing the Acme R7 picking robot", "r7", "2026-10-02",
          "The R7 picks mixed totes at 600 items an hour and docks itself for charging."),
         ("How we test robots next to people", "safety", "2026-09-14",
          "Every release runs two weeks in our Lyon test warehouse with staff working beside the fleet."),
         ("Acme opens a Toronto office", "toronto", "2026-08-30",
          "Our North American customers now get support in their own time zone from a team of twenty."),
         ("Fleet analytics, explained", "analytics", "2026-08-01",
          "A tour of the dashboard that shows pick rates, battery health and congestion per aisle."),
         ("What 400 warehouses taught us about aisles", "aisles", "2026-07-12",
          "Narrow aisles are not the problem; blind corners are. Here is what we changed in the planner."),
         ("Our Berlin perception lab", "berlin", "2026-06-20",
          "Meet the team teaching robots to see shrink-wrapped pallets and reflective tape.")]


def blog_old(nav: list[tuple[str, str]] | None = None) -> str:
    items = "".join(f"<article><h2><a href='/blog/{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in POSTS)
    return shell("Blog - Acme Robotics", f"<h1>The Acme blog</h1>{items}", nav)


def blog_new(prefix: str, title: str = "Acme Robotics Blog", nav: list[tuple[str, str]] | None = None) -> str:
    """The same posts in another theme (cards), posts below `prefix`."""
    items = "".join(f"<div class='post-card'><a href='{prefix}{s}'><span class='post-card-title'>{t}</span></a>"
                    f"<div class='post-card-meta'>{d} &middot; 4 min read</div><div class='post-card-excerpt'>{x}</div>"
                    f"</div>" for t, s, d, x in POSTS)
    return shell(title, f"<div class='feed'><h1>Stories from Acme Robotics</h1>{items}</div>",
                 nav if nav is not None else [("/", "Blog home"), ("/tag/product", "Product"),
                                              ("/tag/company", "Company")])


def substack_home() -> str:
    items = "".join(f"<div class='post-preview'><a class='post-preview-title' href='/p/{s}'>{t}</a>"
                    f"<div class='post-preview-description'>{x}</div><div class='post-preview-meta'>{d} &middot; "
                    f"Acme Robotics</div></div>" for t, s, d, x in POSTS)
    return (f"<!doctype html><html><head><title>The Acme Robotics Blog | Substack</title></head><body>"
            f"<div class='topbar'><a href='/'>The Acme Robotics Blog</a> <a href='/subscribe'>Subscribe</a> "
            f"<a href='https://substack.com/sign-in'>Sign in</a></div><div class='container'>"
            f"<h1>The Acme Robotics Blog</h1><p>Notes from the team building warehouse robots.</p>{items}</div>"
            f"<div class='footer'>&copy; 2026 Acme Robotics. Substack is the home for great culture.</div></body></html>")


def search_results(query: str) -> str:
    """A site search for `query`: every post's title and excerpt, in the search template."""
    items = "".join(f"<div class='search-result'><h3><a href='/blog/{s}'>{t}</a></h3><p>{x}</p></div>"
                    for t, s, _, x in POSTS)
    return shell(f"Search results for “{query}” - Acme Robotics",
                 f"<h1>Search results for: {query}</h1><form action='/'><input name='s' value='{query}'></form>"
                 f"<p>{len(POSTS)} results</p>{items}")


def tag_archive(tag: str) -> str:
    items = "".join(f"<article><h2><a href='/insights/{s}'>{t}</a></h2><time>{d}</time><p>{x}</p></article>"
                    for t, s, d, x in POSTS)
    return shell(f"{tag} Archives - Acme Robotics", f"<h1>Tag: {tag}</h1>{items}")


PRESS = [("Acme Robotics raises 60 million euros Series C", "2026-09-30",
          "The round led by Northwind Ventures funds the R7 launch in North America."),
         ("Acme Robotics and Berlin Parcel sign a 300-robot agreement", "2026-07-08",
          "The largest deployment in Germany to date covers four fulfilment centres."),
         ("Acme Robotics names Dana Whitfield Chief Operating Officer", "2026-05-19",
          "Whitfield joins from a global logistics group where she ran 120 warehouses."),
         ("Acme Robotics opens its Toronto office", "2026-04-02",
          "Twenty engineers and support staff will serve North American customers."),
         ("Acme Robotics wins the European Logistics Innovation Award", "2026-02-11",
          "The jury recognised the safety record of the fleet across 400 sites."),
         ("Acme Robotics certifies its fleet under ISO 3691-4", "2025-12-03",
          "Independent auditors confirmed the safety of driverless operation next to staff.")]


def press_old() -> str:
    items = "".join(f"<div class='release'><h3>{t}</h3><span class='date'>{d}</span><p>{x}</p>"
                    f"<a href='/press/{i}'>Read the release</a></div>" for i, (t, d, x) in enumerate(PRESS))
    return shell("Press - Acme Robotics", "<h1>Press releases</h1><p>Media contact: press at acme dot example.</p>"
                 + items)


def company_news() -> str:
    """/company/news: the press releases merged with product news and event notes."""
    more = [("Meet us at LogiMAT in Stuttgart", "2026-10-10", "Hall 3, booth 42: live demos of the R7 every hour."),
            ("Firmware 5.2 brings faster docking", "2026-08-21", "Robots now dock in eight seconds on average."),
            ("Webinar: planning a robot pilot", "2026-06-04", "Our solutions team walks through a 12-week pilot."),
            ("New dashboard reports for shift leads", "2026-03-15", "Pick rates per shift, exportable to CSV.")]
    allx = sorted([(t, d, x, "Press release") for t, d, x in PRESS] + [(t, d, x, "Product news") for t, d, x in more],
                  key=lambda r: r[1], reverse=True)
    items = "".join(f"<article class='news-item'><span class='kind'>{k}</span><h2>{t}</h2><time>{d}</time><p>{x}</p>"
                    f"</article>" for t, d, x, k in allx)
    return shell("News - Acme Robotics", f"<h1>News and press</h1><p>Media contact: press at acme dot example.</p>"
                 f"{items}", [("/", "Home"), ("/product", "Product"), ("/company/news", "News")])


# ------------------------------------------------------------------ docs, changelog, status, legal

DOC_SECTIONS = [("Getting started", "Unbox the robot, connect it to the site network and pair it with the dashboard."),
                ("Mapping a warehouse", "Drive the robot once through every aisle; the map is built as it goes."),
                ("Zones and rules", "Mark charging areas, one-way aisles and zones where people have priority."),
                ("Fleet API", "Create missions, read robot state and subscribe to events over HTTPS and webhooks."),
                ("Integrations", "Connectors for common warehouse management systems and single sign-on."),
                ("Safety", "Emergency stops, speed limits near people and the audit log of every intervention."),
                ("Troubleshooting", "What the status lights mean and how to recover a robot that lost its position.")]


def docs_home(version: str = "", sidebar_extra: str = "") -> str:
    secs = "".join(f"<section><h2><a href='{version}{s.lower().replace(' ', '-')}'>{s}</a></h2><p>{x}</p></section>"
                   for s, x in DOC_SECTIONS)
    side = "".join(f"<li><a href='{version}{s.lower().replace(' ', '-')}'>{s}</a></li>" for s, _ in DOC_SECTIONS)
    return (f"<!doctype html><html><head><title>Acme Robotics documentation</title></head><body>"
            f"<header><a href='/'>Acme Docs</a> <select><option>v2</option><option>v1</option></select></header>"
            f"<aside><ul>{side}{sidebar_extra}</ul></aside><main><h1>Acme Robotics documentation</h1>"
            f"<p>Everything you need to run a fleet of Acme robots: setup, mapping, the Fleet API and safety.</p>"
            f"{secs}</main><footer>Edit this page on GitHub</footer></body></html>")


RELEASES = [("5.2.0", "2026-08-21", ["Faster docking: robots dock in eight seconds on average",
                                     "The dashboard shows battery health per robot", "Fixed a rare map drift after a reboot"]),
            ("5.1.0", "2026-06-30", ["Zones can have time windows", "Webhook retries with exponential backoff",
                                     "Fleet API: filter missions by zone"]),
            ("5.0.0", "2026-05-12", ["New planner for narrow aisles", "Speed limits near people are configurable per zone",
                                     "Removed the deprecated v1 mission endpoints"]),
            ("4.9.3", "2026-04-02", ["Fixed charging station pairing on some Wi-Fi networks",
                                     "Lower CPU use on the navigation computer"])]


def changelog_page(title: str, nav: list[tuple[str, str]] | None = None, docs_chrome: bool = False) -> str:
    items = "".join(f"<section class='release'><h2>Version {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></section>" for v, d, ch in RELEASES)
    main = f"<h1>Changelog</h1><p>What changed in the Acme fleet software, newest first.</p>{items}"
    if docs_chrome:
        side = "".join(f"<li><a href='/docs/{s.lower().replace(' ', '-')}'>{s}</a></li>" for s, _ in DOC_SECTIONS)
        return (f"<!doctype html><html><head><title>{title}</title></head><body><header><a href='/docs'>Acme Docs"
                f"</a></header><aside><ul>{side}<li><a href='/docs/changelog'>Changelog</a></li></ul></aside>"
                f"<main>{main}</main><footer>Edit this page on GitHub</footer></body></html>")
    return shell(title, main, nav)


def github_releases(owner: str, repo: str) -> str:
    rels = "".join(
        f"<section><div class='release-header'><h2><a href='/{owner}/{repo}/releases/tag/v{v}'>v{v}</a></h2>"
        f"<relative-time datetime='{d}T10:00:00Z'>{d}</relative-time></div><div class='markdown-body'>"
        f"<h3>Changes</h3><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul></div><details><summary>Assets 2</summary>"
        f"<a href='/{owner}/{repo}/archive/v{v}.zip'>Source code (zip)</a></details></section>"
        for v, d, ch in RELEASES)
    return (f"<!DOCTYPE html><html><head><title>Releases · {owner}/{repo} · GitHub</title></head><body>"
            f"<header class='AppHeader'><a href='/'>GitHub</a> <a href='/login'>Sign in</a> <a href='/signup'>Sign up"
            f"</a></header><div class='repohead'><a href='/{owner}'>{owner}</a> / <a href='/{owner}/{repo}'>{repo}</a>"
            f" Public <a href='/{owner}/{repo}'>Code</a> <a href='/{owner}/{repo}/issues'>Issues</a> "
            f"<a href='/{owner}/{repo}/pulls'>Pull requests</a></div><main><h1>Releases</h1>{rels}</main>"
            f"<footer>&copy; 2026 GitHub, Inc. Terms Privacy Security Status Docs</footer></body></html>")


COMPONENTS = ["Fleet dashboard", "Fleet API", "Mission planner", "Webhooks", "Map editor", "Single sign-on",
              "Robot telemetry (EU)", "Robot telemetry (North America)"]


def status_own() -> str:
    rows = "".join(f"<li class='component'>{c} <span>Operational</span></li>" for c in COMPONENTS)
    return shell("Acme Robotics Status", f"<h1>All systems operational</h1><ul class='components'>{rows}</ul>"
                 "<h2>Past incidents</h2><p>Oct 12, 2026 Delayed telemetry in North America. Resolved. "
                 "Telemetry from robots in Toronto arrived up to ten minutes late.</p>"
                 "<p>Sep 3, 2026 Webhook deliveries delayed. Resolved. A queue backlog delayed webhooks by "
                 "twenty minutes.</p>")


def statuspage_hosted() -> str:
    rows = "".join(f"<div class='component-container'><span class='name'>{c}</span><span class='component-status'>"
                   f"Operational</span></div>" for c in COMPONENTS)
    return (f"<!DOCTYPE html><html><head><title>Acme Robotics Status</title></head><body><div class='layout-content "
            f"status status-index'><div class='page-header'>Acme Robotics</div><a class='subscribe'>Subscribe to "
            f"updates</a><div class='page-status status-none'><span class='status'>All Systems Operational</span></div>"
            f"<div class='components-container'>{rows}</div><div class='incidents-list'><h2>Past Incidents</h2>"
            f"<div class='status-day'><div class='date'>Oct 12, 2026</div><div class='incident-title'>Delayed "
            f"telemetry in North America</div><div class='update'>Resolved - Telemetry from robots in Toronto "
            f"arrived up to ten minutes late.</div></div><div class='status-day'><div class='date'>Sep 3, 2026</div>"
            f"<div class='incident-title'>Webhook deliveries delayed</div><div class='update'>Resolved - A queue "
            f"backlog delayed webhooks by twenty minutes.</div></div></div><div class='page-footer'>Powered by "
            f"Atlassian Statuspage</div></div></body></html>")


PRIVACY_SECTIONS = [
    ("Who we are", "Acme Robotics SAS, 12 rue de la Republique, 69002 Lyon, France, is the controller of the personal "
                   "data described in this policy. You can reach our data protection officer at privacy at acme "
                   "dot example."),
    ("What we collect", "Account data you give us (name, work email, phone number, company), usage data of the fleet "
                        "dashboard (pages viewed, actions taken, device and browser), and robot telemetry that may "
                        "include images of warehouse aisles where people can appear."),
    ("Why we use it", "To provide and secure the service, to support our customers, to improve navigation and safety, "
                      "and, with your consent, to send product news. We never sell personal data."),
    ("How long we keep it", "Account data for the duration of the contract and three years after; telemetry images "
                            "for thirty days unless an incident investigation requires longer."),
    ("Who we share it with", "Hosting providers in the European Union, our support tool provider and, when the law "
                             "requires it, public authorities. Transfers outside the EU rely on standard contractual "
                             "clauses."),
    ("Your rights", "You may access, correct, erase or export your data, object to its use or restrict it, and "
                    "complain to the CNIL. Write to the address above; we answer within one month."),
]


def privacy_page(updated: str, extra_sections: str = "", title: str = "Privacy Policy - Acme Robotics",
                 heading: str = "Privacy policy") -> str:
    secs = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in PRIVACY_SECTIONS)
    return shell(title, f"<h1>{heading}</h1><p>Last updated: {updated}</p>{secs}{extra_sections}")


TERMS = ("<h1>Terms of service</h1><p>These terms govern the rental of Acme robots and the use of the fleet dashboard. "
         "By signing an order form you accept them.</p><h2>Rental</h2><p>Robots remain our property. You keep them in a "
         "dry, indoor environment and let our technicians access them for maintenance.</p><h2>Fees</h2><p>Monthly fees "
         "are invoiced in advance and payable within thirty days.</p><h2>Liability</h2><p>Our liability is limited to "
         "the fees paid in the twelve months before the claim.</p>")
COOKIES = ("<h1>Cookies</h1><p>We use strictly necessary cookies to keep you signed in and, with your consent, "
           "analytics cookies to count visits. You can change your choice at any time in the cookie settings.</p>")


def legal_hub() -> str:
    """/legal: terms, privacy and cookies on one page."""
    secs = "".join(f"<h3>{h}</h3><p>{t}</p>" for h, t in PRIVACY_SECTIONS)
    return shell("Legal - Acme Robotics", f"{TERMS}<h1>Privacy policy</h1><p>Last updated: 2026-09-01</p>{secs}{COOKIES}")


# ------------------------------------------------------------------ pages in another language

def careers_de() -> str:
    return shell("Karriere bei Acme Robotics", "<h1>Baue die Roboter, die die Zukunft bauen</h1><p>Acme Robotics "
                 "entwickelt autonome Lagerroboter, die von mehr als 400 Logistikunternehmen in Europa und Nordamerika "
                 "eingesetzt werden. Wir sind ein Team aus 180 Ingenieurinnen, Designern und Betriebsleuten in Lyon, "
                 "Berlin und Toronto, und wir wachsen.</p><h2>So arbeiten wir</h2><ul><li>Lernen durch Ausliefern. "
                 "Kleine Teams verantworten ein Problem von Anfang bis Ende.</li><li>Sicherheit zuerst. Jeder Roboter "
                 "arbeitet neben Menschen; so testen wir auch.</li></ul><h2>Leistungen</h2><p>Wettbewerbsfähiges "
                 "Gehalt und Beteiligung, 30 Tage bezahlter Urlaub, ein jährliches Weiterbildungsbudget und 20 Wochen "
                 "Elternzeit für jedes Elternteil.</p><h2>Offene Stellen</h2><ul>"
                 + "".join(f"<li>{t} &ndash; {loc}</li>" for t, loc, _ in JOBS) + "</ul>",
                 [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/preise", "Preise"),
                  ("/de/karriere", "Karriere")], lang="de",
                 footer=[("/de/datenschutz", "Datenschutz"), ("/de/impressum", "Impressum")])


def careers_untranslated_de() -> str:
    """The English careers content under German chrome (a locale copy nobody translated)."""
    return shell("Karriere - Acme Robotics", CAREERS_MAIN,
                 [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/karriere", "Karriere")], lang="de",
                 footer=[("/de/datenschutz", "Datenschutz"), ("/de/impressum", "Impressum")])


def homepage_de(nav_extra: list[tuple[str, str]] = ()) -> str:  # type: ignore[assignment]
    return shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1><p>Autonome mobile "
                 "Roboter für die Logistik, monatlich gemietet.</p>",
                 [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/karriere", "Karriere"), *nav_extra],
                 lang="de", footer=[("/de/datenschutz", "Datenschutz"), ("/de/impressum", "Impressum")])


LOGIN = shell("Sign in - Acme Robotics", "<h1>Sign in to continue</h1><form method='post'><label>Work email "
              "<input name='email'></label><label>Password <input type='password' name='password'></label>"
              "<button>Sign in</button></form><p>Forgot your password? <a href='/reset'>Reset it</a></p>")

SOFT_404_UNLISTED = shell("Acme Robotics", "<h1>Hmm, we can't seem to find what you're looking for.</h1><p>The link "
                          "you followed may be broken, or the page may have been removed. Head back to the "
                          "<a href='/'>home page</a>.</p>")

BIGCORP_CAREERS = shell("Careers at BigCorp Logistics", "<h1>Careers at BigCorp Logistics</h1><p>BigCorp moves "
                        "goods for 3,000 retailers in 40 countries. Join 60,000 colleagues in transport, warehousing, "
                        "technology and corporate functions.</p><h2>Find your team</h2><ul><li>Drivers and "
                        "transport</li><li>Warehouse operations</li><li>Technology and data</li><li>Finance, HR and "
                        "legal</li></ul><h2>Students and graduates</h2><p>Our two-year graduate programme rotates "
                        "through three countries.</p><a href='/careers/search'>Search 1,240 jobs</a>")
