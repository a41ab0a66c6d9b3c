"""The situations of repair's fourteenth red-team round (tests/integration/test_repair_redteam14.py runs them): where
real companies' pages moved — a relaunch on a new CMS where every path changed at once (each sensor to its own new
page), the old URL answering 200 with a generic page (a soft move), a language prefix chosen by Accept-Language or
geo, a sister domain or the parent group's brand pages, content merged or split, an acquisition, a temporary outage
at a CDN, a blog moved to Medium / Substack / Ghost(Pro) announced only on the old page or in the feed. The page
builders, the situation table with the expectations written before the first run, and the strict xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py … redteam12.py (whose shared
scripted web and page helpers it reuses).
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T10: Any = load_module("repair_redteam10", "data/repair/redteam10.py", reuse=True)
T11: Any = load_module("repair_redteam11", "data/repair/redteam11.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
JOBS = P.JOBS
Situation = S.Situation
page, feed, GONE = T9.page, T9.feed, T9.GONE
careers, pricing, menu, site_home, robots = T12.careers, T12.pricing, T12.menu, T12.site_home, T12.robots

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"medium.com"})

PRIVACY_REF = P.privacy_page("2026-09-01")
TEAM_REF = T9.team_page("Team - Acme Robotics", "Our team")
IR_REF = page("Investors - Acme Robotics", T9.IR_MAIN)
BLOG_REF = P.blog_old()
PRESS_REF = P.press_old()

# ------------------------------------------------------------------ legal pages of a relaunch, each its own

IMPRINT = ("<h1>Imprint</h1><p>Acme Robotics SAS, a simplified joint-stock company with a share capital of 1,240,000 "
           "euros, registered in Lyon under number 902 114 377.</p><p>Registered office: 12 rue de la Republique, 69002 "
           "Lyon, France. Publication director: Jeanne Martin, Chief Executive Officer.</p><p>Host: Scaleway SAS, 8 rue "
           "de la Ville l'Eveque, 75008 Paris.</p><p>VAT number FR 41 902114377. Contact: hello at acme dot example, "
           "+33 4 72 00 00 00.</p>")
COOKIE_POLICY = (P.COOKIES + "<h2>Cookies we set</h2><table><tr><th>Name</th><th>Purpose</th><th>Lifetime</th></tr>"
                 "<tr><td>acme_session</td><td>Keeps you signed in to the fleet dashboard</td><td>Session</td></tr>"
                 "<tr><td>acme_consent</td><td>Remembers your cookie choice</td><td>Six months</td></tr><tr><td>_pk_id"
                 "</td><td>Counts visits with Matomo, only with your consent</td><td>Thirteen months</td></tr><tr><td>"
                 "hubspotutk</td><td>Links form submissions to a visitor, only with your consent</td><td>Six months"
                 "</td></tr></table><h2>Changing your choice</h2><p>Open the cookie settings from the footer of any "
                 "page. Withdrawing consent deletes the analytics cookies on your next visit.</p>")
TERMS_REF = P.shell("Terms of service - Acme Robotics", P.TERMS)
COOKIES_REF = P.shell("Cookie policy - Acme Robotics", COOKIE_POLICY)
IMPRINT_REF = P.shell("Imprint - Acme Robotics", IMPRINT)

#: the relaunched site's menu and footer (every old path gone at once)
NEW_NAV = [("/en/", "Home"), ("/en/platform", "Platform"), ("/en/plans", "Plans"), ("/en/news", "News"),
           ("/en/insights", "Insights"), ("/en/company/people", "People"), ("/en/company/careers", "Careers")]
NEW_FOOTER = [("/en/legal/imprint", "Imprint"), ("/en/legal/terms-of-use", "Terms of use"),
              ("/en/legal/privacy-notice", "Privacy notice"), ("/en/legal/cookie-policy", "Cookie policy")]


def legal(title: str, main: str) -> R:
    return html(P.shell(title, main, NEW_NAV, NEW_FOOTER))


def relaunched_site(host: str) -> dict[str, Any]:
    """A company site relaunched on a new CMS: every old path 404, the new paths under /en/ and the front page's menu
    and footer linking them (the pages' texts kept, their themes and titles new)."""
    return {"/": html(P.shell("Acme Robotics | Warehouse robots", "<h1>Robots that move your warehouse</h1><p>Autonomous "
                              "mobile robots for logistics, rented by the month.</p>", NEW_NAV, NEW_FOOTER)),
            "/en/": html(P.shell("Acme Robotics | Warehouse robots", "<h1>Robots that move your warehouse</h1><p>"
                                 "Autonomous mobile robots for logistics, rented by the month.</p>", NEW_NAV,
                                 NEW_FOOTER)),
            "/en/company/careers": html(careers(NEW_NAV, "Careers | Acme Robotics", NEW_FOOTER)),
            "/en/insights": html(P.blog_new("/en/insights/", "Insights | Acme Robotics", NEW_NAV)),
            "/en/news": html(T11.press_list("News | Acme Robotics", "Newsroom", NEW_NAV, "/en/news/", NEW_FOOTER)),
            "/en/plans": html(pricing(NEW_NAV, "Plans | Acme Robotics")),
            "/en/company/people": html(T9.team_page("People | Acme Robotics", "The people behind Acme", NEW_NAV)),
            "/en/legal/imprint": legal("Imprint | Acme Robotics", IMPRINT),
            "/en/legal/terms-of-use": legal("Terms of use | Acme Robotics", P.TERMS),
            "/en/legal/privacy-notice": html(P.shell("Privacy notice | Acme Robotics", PRIVACY_REF.split("<main>")[1]
                                                     .split("</main>")[0], NEW_NAV, NEW_FOOTER)),
            "/en/legal/cookie-policy": legal("Cookie policy | Acme Robotics", COOKIE_POLICY)}


#: the sensors of one company whose whole site was relaunched (test_repair_redteam14.py's sweep): (path, surface,
#: reference, the new path)
RELAUNCH_SENSORS = [("/careers", "careers", S.CAREERS_V1, "/en/company/careers"),
                    ("/blog", "blog", BLOG_REF, "/en/insights"),
                    ("/press", "newsroom", PRESS_REF, "/en/news"),
                    ("/pricing", "pricing", P.PRICING_V1, "/en/plans"),
                    ("/team", "team", TEAM_REF, "/en/company/people"),
                    ("/privacy", "legal", PRIVACY_REF, "/en/legal/privacy-notice"),
                    ("/terms", "legal", TERMS_REF, "/en/legal/terms-of-use"),
                    ("/cookies", "legal", COOKIES_REF, "/en/legal/cookie-policy")]

# ------------------------------------------------------------------ soft moves: 200 with a generic page


def search_at(query: str, results: list[tuple[str, str, str]]) -> str:
    """WordPress's search template (a "404 to search" plugin renders it at the broken URL itself, status 200)."""
    items = "".join(f"<article class='search-result'><h2><a href='{h}'>{t}</a></h2><p>{x}</p></article>"
                    for h, t, x in results)
    return P.shell(f"You searched for {query} - Acme Robotics", f"<h1>Search results for: {query}</h1><form action='/'>"
                   f"<input name='s' value='{query}'></form>{items}", menu(("/company", "Company")))


JOIN_US_RESULTS = [("/blog/toronto", "Acme opens a Toronto office", "Our North American customers now get support in "
                    "their own time zone."),
                   ("/company/join-us", "Join us - Acme Robotics", "Build the robots that build the future. See our "
                    "open positions in Lyon, Berlin and Toronto."),
                   ("/blog/berlin", "Our Berlin perception lab", "Meet the team teaching robots to see pallets.")]

SQUARESPACE_404 = ("<!doctype html><html lang='en-US'><head><title>Acme Robotics</title></head><body><header><nav>"
                   "<a href='/'>Home</a> <a href='/product'>Product</a> <a href='/journal'>Journal</a> <a href='/contact'>"
                   "Contact</a></nav></header><main><div class='sqs-block-content'><h1>We couldn’t find the page you "
                   "were looking for.</h1><p>This is either because: There is an error in the URL entered into your web "
                   "browser. Please check the URL and try again. The page you are looking for has been moved or deleted."
                   "</p><p>You can return to our homepage by <a href='/'>clicking here</a>, or you can try searching for "
                   "the content you are seeking by <a href='/search'>clicking here</a>.</p></div></main></body></html>")
WIX_UNAVAILABLE = ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics | Warehouse robots</title></head><body>"
                   "<header><nav><a href='/'>Home</a> <a href='/product'>Product</a> <a href='/about/people'>Our people"
                   "</a> <a href='/contact'>Contact</a></nav></header><main><section><h2>This page isn’t available.</h2>"
                   "<p>Sorry about that. Try going back to the homepage.</p><a href='/'>Go to Homepage</a></section>"
                   "</main></body></html>")

# ------------------------------------------------------------------ languages

EN_NAV_Q = [("/en/", "Home"), ("/en/product", "Product"), ("/en/careers", "Careers"), ("/de/", "Deutsch")]
DE_NAV_Q = [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/karriere/", "Karriere"), ("/en/", "English")]


def de_home(head: str = "") -> R:
    return html(P.shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1><p>Autonome mobile "
                        "Roboter für die Logistik, monatlich gemietet.</p>", DE_NAV_Q, head=head, lang="de"))

# ------------------------------------------------------------------ acquisitions

BIGCORP_NAV = [("/", "BigCorp"), ("/solutions", "Solutions"), ("/about/leadership", "Leadership"),
               ("/careers", "Careers"), ("/investors", "Investors")]
BIGCORP_PEOPLE = [("Richard Hale", "Group Chief Executive", "Richard has led BigCorp Logistics since 2019."),
                  ("Anita Desai", "Group Chief Financial Officer", "Anita joined from a global airline."),
                  ("Marco Rossi", "President, Europe", "Marco runs 140 sites across 22 countries."),
                  ("Laura Kim", "President, Americas", "Laura built the group's cross-border business."),
                  ("Peter Novak", "Chief Information Officer", "Peter leads 4,000 technologists."),
                  ("Sarah O'Neill", "General Counsel", "Sarah oversees legal, compliance and sustainability.")]
BIGCORP_LEADERSHIP = P.shell("Leadership - BigCorp Logistics", "<h1>Our leadership</h1><p>The executive committee of "
                             "BigCorp Logistics.</p>" + T11.team_cards(BIGCORP_PEOPLE), BIGCORP_NAV)
BIGCORP_IR = P.shell("Investors - BigCorp Logistics", "<h1>Investor relations</h1><p>BigCorp Logistics plc is listed on "
                     "the London Stock Exchange (ticker BGCL). Results, reports and shareholder information.</p><h2>Latest "
                     "results</h2><p>First half 2026: revenue of 6.4 billion pounds, underlying operating profit up 9 "
                     "percent.</p><h2>Financial calendar</h2><ul><li>4 March 2027: full-year results</li><li>20 May "
                     "2027: annual general meeting</li></ul><h2>Reports</h2><ul><li>Annual report 2025</li><li>"
                     "Sustainability report 2025</li></ul>", BIGCORP_NAV)
BIGCORP_HOME = html(P.shell("BigCorp Logistics", "<h1>BigCorp Logistics</h1><p>We move goods for 3,000 retailers in 40 "
                            "countries.</p>", BIGCORP_NAV))
BIGCORP_JOBS = [("Warehouse Associate", "Leeds, United Kingdom", "Operations"),
                ("HGV Driver, Night Shift", "Coventry, United Kingdom", "Transport"),
                ("Customs Broker", "Rotterdam, Netherlands", "Operations"),
                ("Procurement Analyst", "London, United Kingdom", "Finance"),
                ("Payroll Specialist", "Manchester, United Kingdom", "People"),
                ("Fleet Maintenance Technician", "Madrid, Spain", "Transport"),
                ("HR Business Partner", "Milan, Italy", "People"),
                ("Regional Sales Manager, Iberia", "Madrid, Spain", "Sales"),
                ("Shift Manager", "Leipzig, Germany", "Operations"),
                ("Network Planner", "Birmingham, United Kingdom", "Transport"),
                ("Data Analyst, Pricing", "London, United Kingdom", "Finance"),
                ("Health and Safety Advisor", "Lyon, France", "Operations")]
INTRO = T9.INTRO
#: the acquirer's careers page after it absorbed Acme's team: Acme's introduction, values and benefits copied over, the
#: acquirer's own openings below
BIGCORP_CAREERS_WITH_ACME_INTRO = P.shell(
    "Careers - BigCorp Logistics",
    INTRO + "<section class='openings'><h2>Open positions</h2><ul>"
    + "".join(f"<li><a href='/careers/{i}'>{t}</a> <span>{loc}</span></li>" for i, (t, loc, _) in enumerate(BIGCORP_JOBS))
    + "</ul></section>", BIGCORP_NAV)
ACQUIRED_NOTICE = page("Acme Robotics is now part of BigCorp", "<h1>Acme Robotics is now part of BigCorp Logistics</h1>"
                       "<p>We are proud to join BigCorp. Explore opportunities across the group at "
                       "<a href='http://bigcorp-q29.test/'>bigcorp-q29.test</a>.</p>")

# ------------------------------------------------------------------ outages at CDNs and hosts


def cdn_error(status: int, title: str, text: str, headers: dict[str, str] | None = None) -> R:
    return R(status, f"<!DOCTYPE html><html><head><title>{title}</title></head><body><h1>{title}</h1><p>{text}</p>"
                     "</body></html>", headers=headers or {})


CF_524 = cdn_error(524, "example.com | 524: A timeout occurred", "The origin web server timed out responding to this "
                   "request. Cloudflare Ray ID: 8f1c2a3b4c5d6e7f", {"Server": "cloudflare", "CF-RAY": "8f1c2a3b4c5d6e7f-CDG"})
CF_530 = cdn_error(530, "Origin DNS error | Cloudflare", "Error 1016. Cloudflare is currently unable to resolve your "
                   "requested domain.", {"Server": "cloudflare", "CF-RAY": "8f1c2a3b4c5d6e80-CDG"})
CF_521 = cdn_error(521, "example.com | 521: Web server is down", "The web server is not returning a connection. As a "
                   "result, the web page is not displaying. Cloudflare Ray ID: 8f1c2a3b4c5d6e81",
                   {"Server": "cloudflare", "CF-RAY": "8f1c2a3b4c5d6e81-CDG"})
FASTLY_503 = cdn_error(503, "503 Backend is unhealthy", "Backend is unhealthy. Error 503 Backend is unhealthy. Guru "
                       "Meditation: XID: 117302849. Varnish cache server",
                       {"Server": "Varnish", "X-Served-By": "cache-par-lfpg1960089-PAR"})
CLOUDFRONT_504 = cdn_error(504, "ERROR: The request could not be satisfied", "504 Gateway Timeout ERROR. The request "
                           "could not be satisfied. CloudFront attempted to establish a connection with the origin, but "
                           "either the attempt failed or the origin closed the connection. Generated by cloudfront "
                           "(CloudFront)", {"Server": "CloudFront", "X-Cache": "Error from cloudfront"})

# ------------------------------------------------------------------ blogs moved to hosted platforms


def ghost_home(site: str) -> str:
    items = "".join(f"<article class='post-card'><a class='post-card-content-link' href='/{s}/'><h2 class='post-card-"
                    f"title'>{t}</h2><div class='post-card-excerpt'>{x}</div></a><time>{d}</time></article>"
                    for t, s, d, x in P.POSTS)
    return (f"<!DOCTYPE html><html lang='en'><head><title>{site}</title><meta name='generator' content='Ghost 5.96'>"
            f"</head><body class='home-template'><header class='site-header'><a href='/'>{site}</a><a href='#/portal/"
            f"signup'>Subscribe</a></header><main class='site-main'><div class='post-feed'>{items}</div></main><footer>"
            f"{site} &copy; 2026 · Powered by Ghost</footer></body></html>")


def farewell_rss(host: str, new_home: str, channel: str = "/blog") -> str:
    """The old blog's feed, kept up after the move: the newest item announces the new home."""
    items = (f"<item><title>Our blog has a new home</title><link>{new_home}</link><pubDate>Mon, 02 Nov 2026 09:00:00 "
             f"GMT</pubDate><description>From today our stories are published at {new_home}. Subscribe there to keep "
             f"reading.</description></item>")
    items += "".join(f"<item><title>{t}</title><link>http://{host}/blog/{s}</link><pubDate>{d}</pubDate><description>"
                     f"{x}</description></item>" for t, s, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title><link>http://{host}'
            f"{channel}</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


def moved_notice(title: str, text: str, href: str, label: str) -> str:
    return page(title, f"<h1>{title}</h1><p>{text} <a href='{href}'>{label}</a></p>")


SUBSTACK_SUBSCRIBE = ("<!DOCTYPE html><html><head><title>Subscribe to The Acme Robotics Blog</title></head><body><div "
                      "class='topbar'><a href='/'>The Acme Robotics Blog</a></div><main><h1>The Acme Robotics Blog</h1>"
                      "<p>Notes from the team building warehouse robots.</p><form><input type='email' placeholder="
                      "'Type your email...'><button>Subscribe</button></form><a href='/archive'>Let me read it first"
                      "</a></main></body></html>")


def substack_post(title: str, text: str) -> str:
    return ("<!DOCTYPE html><html><head><title>" + title + " - The Acme Robotics Blog</title></head><body><div class="
            "'topbar'><a href='/'>The Acme Robotics Blog</a> <a href='/subscribe'>Subscribe</a> <a href='/archive'>"
            "Archive</a></div><article><h1 class='post-title'>" + title + "</h1><div class='available-content'><p>"
            + text + "</p></div></article></body></html>")


# ------------------------------------------------------------------ split and merged

CULTURE = P.shell("Life at Acme - Acme Robotics", INTRO + "<h2>Where we work</h2><p>Offices in Lyon, Berlin and Toronto, "
                  "and remote across Europe and Canada.</p>", menu(("/life-at-acme", "Life at Acme"), ("/jobs", "Jobs")))
JOBS_ONLY = P.shell("Jobs - Acme Robotics", "<h1>Open positions</h1><section class='openings'><ul>" + "".join(
    f"<li><a href='/jobs/{i}'>{t}</a> <span>{loc}</span> <span>{team}</span></li>" for i, (t, loc, team) in
    enumerate(JOBS)) + "</ul></section>", menu(("/life-at-acme", "Life at Acme"), ("/jobs", "Jobs")))
ABOUT_WITH_PRESS = page("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in Lyon in 2018, Acme Robotics "
                        "designs autonomous warehouse robots used by more than 400 logistics companies. Our fleet runs "
                        "in 14 countries.</p><h2>Our story</h2><p>Two engineers from a parcel carrier built the first "
                        "robot in a garage in Villeurbanne; the R5 shipped in 2021 and the R7 in 2026.</p><h2>In the "
                        "press</h2>" + "".join(f"<div class='release'><h3>{t}</h3><span>{d}</span></div>"
                                                 for t, d, _ in P.PRESS[:2]) + "<h2>Offices</h2><p>Lyon, Berlin, "
                        "Toronto.</p>")


# ------------------------------------------------------------------ batch two: guards of the first batch's rules

#: the same careers page a few months on: the introduction kept, every opening new (a listing that turned over)
TURNED_OVER_JOBS = [("Robotics Software Intern", "Lyon, France", "Engineering"),
                    ("Field Service Engineer", "Toronto, Canada", "Operations"),
                    ("Recruiter, Technical", "Berlin, Germany", "People"),
                    ("Staff Motion Planning Engineer", "Remote, Europe", "Engineering"),
                    ("Battery Systems Engineer", "Lyon, France", "Engineering"),
                    ("Solutions Architect, Nordics", "Remote, Europe", "Sales"),
                    ("Quality Engineer, Manufacturing", "Lyon, France", "Engineering"),
                    ("Product Manager, Fleet Software", "Berlin, Germany", "Product"),
                    ("Support Engineer, Night Shift", "Toronto, Canada", "Operations"),
                    ("Finance Manager", "Lyon, France", "Finance"),
                    ("Frontend Engineer, Dashboard", "Remote, Europe", "Engineering"),
                    ("Safety Certification Lead", "Berlin, Germany", "Engineering")]


def careers_turned_over(title: str, nav: list[tuple[str, str]] | None = None) -> str:
    return P.shell(title, INTRO + "<section class='openings'><h2>Open positions</h2><ul>" + "".join(
        f"<li><a href='/careers/{i}'>{t}</a> <span>{loc}</span></li>" for i, (t, loc, _) in enumerate(TURNED_OVER_JOBS))
        + "</ul></section>", nav)


def press_feed(host: str) -> str:
    """The blog's feed whose newest item is a press article about the company on a news site (no farewell)."""
    return farewell_rss(host, "http://logistics-weekly-q46.test/2026/11/02/acme-robotics-raises-series-c") \
        .replace("Our blog has a new home", "Logistics Weekly: Acme Robotics raises a Series C") \
        .replace("From today our stories are published at", "Read the interview with our CEO at")


def blog_search_only(query: str) -> str:
    items = "".join(f"<article class='search-result'><h2><a href='/blog/{s_}'>{t}</a></h2><p>{x}</p></article>"
                    for t, s_, _, x in P.POSTS[:3])
    return P.shell(f"You searched for {query} - Acme Robotics", f"<h1>Search results for: {query}</h1><form action='/'>"
                   f"<input name='s' value='{query}'></form>{items}")


PRIVACY_SETTINGS = P.shell("Privacy settings - Acme Robotics", "<h1>Privacy settings</h1><p>Choose which cookies we may "
                           "set. Strictly necessary cookies are always on.</p><form><label><input type='checkbox'> "
                           "Analytics</label><label><input type='checkbox'> Marketing</label><button>Save</button></form>")


SITUATIONS = [
    # ================================================================ relaunch: every path changed, each to its own
    Situation("relaunch_privacy_404_footer_lists_four_legal_pages_the_privacy_notice_third",
              {"q01.test": relaunched_site("q01.test")},
              "http://q01.test/privacy", "migrated", "http://q01.test/en/legal/privacy-notice", surface="legal",
              reference=PRIVACY_REF),
    Situation("relaunch_terms_404_footer_lists_four_legal_pages_the_terms_second",
              {"q02.test": relaunched_site("q02.test")},
              "http://q02.test/terms", "migrated", "http://q02.test/en/legal/terms-of-use", surface="legal",
              reference=TERMS_REF),
    Situation("relaunch_cookie_policy_404_footer_lists_it_last",
              {"q03.test": relaunched_site("q03.test")},
              "http://q03.test/cookies", "migrated", "http://q03.test/en/legal/cookie-policy", surface="legal",
              reference=COOKIES_REF),
    Situation("relaunch_imprint_404_footer_lists_it_first",
              {"q04.test": relaunched_site("q04.test")},
              "http://q04.test/imprint", "migrated", "http://q04.test/en/legal/imprint", surface="legal",
              reference=IMPRINT_REF),
    Situation("relaunch_blog_404_menu_links_news_before_insights_the_blog_is_insights",
              {"q05.test": relaunched_site("q05.test")},
              "http://q05.test/blog", "migrated", "http://q05.test/en/insights", surface="blog", reference=BLOG_REF),
    Situation("relaunch_newsroom_404_menu_links_news_and_insights_the_newsroom_is_news",
              {"q06.test": relaunched_site("q06.test")},
              "http://q06.test/press", "migrated", "http://q06.test/en/news", surface="newsroom", reference=PRESS_REF),
    Situation("relaunch_team_404_menu_links_people_beside_careers",
              {"q07.test": relaunched_site("q07.test")},
              "http://q07.test/team", "migrated", "http://q07.test/en/company/people", surface="team",
              reference=TEAM_REF),
    Situation("relaunch_pricing_404_menu_names_it_plans",
              {"q08.test": relaunched_site("q08.test")},
              "http://q08.test/pricing", "migrated", "http://q08.test/en/plans", surface="pricing",
              reference=P.PRICING_V1),

    # ================================================================ soft moves: the old URL answers 200, a generic page
    Situation("careers_url_renders_wordpress_search_results_for_careers_at_itself_200_one_result_is_join_us",
              {"q09.test": {"/careers": html(search_at("careers", JOIN_US_RESULTS)),
                            "/": site_home(menu(("/company", "Company"))),
                            "/company/join-us": html(careers(menu(("/company", "Company")), "Join us - Acme Robotics"))}},
              "http://q09.test/careers", "migrated", "http://q09.test/company/join-us"),
    Situation("blog_url_answers_squarespaces_not_found_template_with_200_menu_links_journal",
              {"q10.test": {"/blog": html(SQUARESPACE_404),
                            "/": html(SQUARESPACE_404.replace("We couldn’t find the page you were looking for.",
                                                              "Acme Robotics makes warehouse robots")),
                            "/journal": html(P.blog_new("/journal/", "Journal - Acme Robotics"))}},
              "http://q10.test/blog", "migrated", "http://q10.test/journal", surface="blog", reference=BLOG_REF),
    Situation("team_url_answers_wixs_page_isnt_available_with_200_menu_links_our_people",
              {"q11.test": {"/team": html(WIX_UNAVAILABLE),
                            "/": html(WIX_UNAVAILABLE.replace("This page isn’t available.", "Warehouse robots")
                                      .replace("Sorry about that. Try going back to the homepage.", "Autonomous "
                                               "mobile robots for logistics.")),
                            "/about/people": html(T9.team_page("Our people - Acme Robotics", "Our people"))}},
              "http://q11.test/team", "migrated", "http://q11.test/about/people", surface="team", reference=TEAM_REF),
    Situation("careers_url_answers_the_new_front_page_200_and_nothing_links_careers",
              {"q12.test": {"/careers": site_home(menu(("/about", "About"))), "/": site_home(menu(("/about", "About"))),
                            "/about": html(page("About - Acme Robotics", "<h1>About us</h1><p>Founded in Lyon in "
                                                "2018.</p>"))}},
              "http://q12.test/careers", "review"),
    Situation("careers_302_to_the_site_search_for_careers_whose_results_link_join_us",
              {"q13.test": {"/careers": moved("/?s=careers", 302), "/?s=careers": html(search_at("careers",
                                                                                                 JOIN_US_RESULTS)),
                            "/": site_home(menu(("/company", "Company"))),
                            "/company/join-us": html(careers(menu(("/company", "Company")), "Join us - Acme Robotics"))}},
              "http://q13.test/careers", "migrated", "http://q13.test/company/join-us", status="redirected"),

    # ================================================================ languages chosen by Accept-Language or geo
    Situation("german_karriere_404_front_page_302_to_en_whose_switch_links_de_whose_menu_links_de_karriere",
              {"q14.test": {"/karriere": NOT_FOUND, "/": moved("/en/", 302), "/en/": site_home(EN_NAV_Q),
                            "/de/": de_home(),
                            "/de/karriere/": html(careers(DE_NAV_Q, "Karriere - Acme Robotics", "de",
                                                          main=P.careers_de().split("<main>")[1].split("</main>")[0]))}},
              "http://q14.test/karriere", "migrated", "http://q14.test/de/karriere/", reference=P.careers_de()),
    Situation("english_careers_404_front_page_answers_german_by_geo_its_hreflang_en_names_en",
              {"q15.test": {"/careers": NOT_FOUND,
                            "/": de_home("<link rel='alternate' hreflang='en' href='http://q15.test/en/'><link rel='alternate' "
                                         "hreflang='de' href='http://q15.test/de/'>"),
                            "/en/": site_home(EN_NAV_Q), "/en/careers": html(careers(EN_NAV_Q))}},
              "http://q15.test/careers", "migrated", "http://q15.test/en/careers"),

    # ================================================================ sister domains and the group's brand pages
    Situation("careers_404_menu_links_the_brands_own_careers_tld",
              {"acmeq16.test": {"/careers": NOT_FOUND, "/": site_home(menu(("http://acmeq16.careers/", "Careers"))),
                                },
               "acmeq16.careers": {"/": html(careers(title="Acme Robotics Careers"))}},
              "http://acmeq16.test/careers", "migrated", "http://acmeq16.careers/"),
    Situation("careers_301_to_the_parent_groups_brand_folder_listing_the_same_openings",
              {"acmeq17.test": {"/careers": moved("http://acmeq17group.test/brands/acmeq17/careers")},
               "acmeq17group.test": {"/brands/acmeq17/careers": html(careers(title="Acme Robotics careers - Acme "
                                                                             "Group"))}},
              "http://acmeq17.test/careers", "migrated", "http://acmeq17group.test/brands/acmeq17/careers",
              status="redirected"),

    # ================================================================ split and merged
    Situation("careers_301_to_the_culture_half_menu_links_jobs_the_openings_half_openings_known",
              {"q18.test": {"/careers": moved("/life-at-acme"), "/life-at-acme": html(CULTURE),
                            "/": site_home(menu(("/life-at-acme", "Life at Acme"), ("/jobs", "Jobs"))),
                            "/jobs": html(JOBS_ONLY)}},
              "http://q18.test/careers", "migrated", "http://q18.test/jobs", status="redirected", entities=tuple(JOBS)),
    Situation("newsroom_301_to_about_whose_in_the_press_section_shows_two_releases",
              {"q19.test": {"/press": moved("/about"), "/about": html(ABOUT_WITH_PRESS)}},
              "http://q19.test/press", "review", surface="newsroom", reference=PRESS_REF, status="redirected"),
    Situation("privacy_404_footer_links_a_legal_page_already_watched_by_the_companys_terms_sensor",
              {"q20.test": {"/privacy": NOT_FOUND, "/": site_home(menu(), [("/legal", "Legal")]),
                            "/legal": html(P.legal_hub())}},
              "http://q20.test/privacy", "migrated", "http://q20.test/legal", surface="legal", reference=PRIVACY_REF,
              siblings=(("legal", "http://q20.test/legal"),)),

    # ================================================================ acquisitions
    Situation("team_301_to_the_acquirers_leadership_page_of_other_people",
              {"q21.test": {"/team": moved("http://bigcorp-q21.test/about/leadership")},
               "bigcorp-q21.test": {"/about/leadership": html(BIGCORP_LEADERSHIP)}},
              "http://q21.test/team", "review", surface="team", reference=TEAM_REF, status="redirected"),
    Situation("investors_301_to_the_acquirers_investor_relations",
              {"q22.test": {"/investors": moved("http://bigcorp-q22.test/investors")},
               "bigcorp-q22.test": {"/investors": html(BIGCORP_IR)}},
              "http://q22.test/investors", "review", surface="investors", reference=IR_REF, status="redirected"),
    Situation("careers_every_path_301_to_the_acquirers_careers_keeping_acmes_intro_over_its_own_openings",
              {"q23.test": {"*": moved("http://bigcorp-q23.test/careers")},
               "bigcorp-q23.test": {"/careers": html(BIGCORP_CAREERS_WITH_ACME_INTRO), "/": BIGCORP_HOME}},
              "http://q23.test/careers", "review", status="redirected"),
    Situation("careers_every_path_301_to_the_acquirers_careers_keeping_acmes_intro_openings_known",
              {"q24.test": {"*": moved("http://bigcorp-q24.test/careers")},
               "bigcorp-q24.test": {"/careers": html(BIGCORP_CAREERS_WITH_ACME_INTRO), "/": BIGCORP_HOME}},
              "http://q24.test/careers", "review", status="redirected", entities=tuple(JOBS)),
    Situation("careers_url_now_an_acquisition_notice_linking_the_acquirers_front_page_whose_menu_links_its_careers",
              {"q29.test": {"/careers": html(ACQUIRED_NOTICE), "/": html(ACQUIRED_NOTICE)},
               "bigcorp-q29.test": {"/": BIGCORP_HOME, "/careers": html(BIGCORP_CAREERS_WITH_ACME_INTRO)}},
              "http://q29.test/careers", "review"),

    # ================================================================ temporary outages: nothing migrates
    Situation("careers_cloudflare_524_timeout_on_every_path",
              {"q30.test": {"*": CF_524, "/robots.txt": robots("Allow: /")}},
              "http://q30.test/careers", "wait"),
    Situation("careers_cloudflare_530_origin_dns_error_on_every_path_robots_too",
              {"q31.test": {"*": CF_530}},
              "http://q31.test/careers", "wait"),
    Situation("careers_cloudflare_521_web_server_down_page_only_front_page_200_links_careers_and_a_jobs_copy",
              {"q32.test": {"/careers": CF_521, "/": site_home(menu(("/careers", "Careers"), ("/jobs", "Jobs"))),
                            "/jobs": html(careers(title="Jobs - Acme Robotics"))}},
              "http://q32.test/careers", "wait"),
    Situation("pricing_fastly_503_backend_unhealthy_page_only_front_page_200",
              {"q33.test": {"/pricing": FASTLY_503, "/": site_home(menu(("/pricing", "Pricing")))}},
              "http://q33.test/pricing", "wait", surface="pricing", reference=P.PRICING_V1),
    Situation("blog_cloudfront_504_on_every_path",
              {"q34.test": {"*": CLOUDFRONT_504, "/robots.txt": robots("Allow: /")}},
              "http://q34.test/blog", "wait", surface="blog", reference=BLOG_REF),

    # ================================================================ blogs moved to hosted platforms
    Situation("blog_404_front_page_head_announces_the_old_feed_whose_newest_item_says_the_blog_moved_to_ghost_pro",
              {"q35.test": {"/blog": NOT_FOUND,
                            "/": html(P.homepage(menu(), head=T9.feed_link("/feed.xml"))),
                            "/feed.xml": feed(farewell_rss("q35.test", "http://acmeq35.ghost.io/"))},
               "acmeq35.ghost.io": {"/": html(ghost_home("Acme Robotics"))}},
              "http://q35.test/blog", "migrated", "http://acmeq35.ghost.io/", surface="blog", reference=BLOG_REF),
    Situation("blog_url_now_a_notice_linking_a_medium_publication",
              {"q36.test": {"/blog": html(moved_notice("Our blog has moved", "We now publish our stories on Medium:",
                                                       "http://medium.com/acme-q36", "read the Acme Robotics blog"))},
               "medium.com": {"/acme-q36": html(T10.medium_publication("acme-q36"))}},
              "http://q36.test/blog", "migrated", "http://medium.com/acme-q36", surface="blog", reference=BLOG_REF),
    Situation("blog_url_now_a_notice_linking_the_substack_subscribe_page_with_utm",
              {"q37.test": {"/blog": html(moved_notice("The Acme blog is now a newsletter", "Get every story by email:",
                                                       "http://acmeq37.substack.com/subscribe?utm_source=blog&"
                                                       "utm_medium=notice", "subscribe on Substack"))},
               "acmeq37.substack.com": {"/subscribe": html(SUBSTACK_SUBSCRIBE), "/": html(P.substack_home()),
                                        "/archive": html(T10.substack_archive())}},
              "http://q37.test/blog", "migrated", "http://acmeq37.substack.com/", surface="blog", reference=BLOG_REF),
    Situation("blog_404_front_page_head_announces_a_feed_whose_channel_link_is_now_the_substack",
              {"q38.test": {"/blog": NOT_FOUND,
                            "/": html(P.homepage(menu(), head=T9.feed_link("/feed"))),
                            "/feed": feed(farewell_rss("q38.test", "http://acmeq38.substack.com/p/new-home",
                                                       channel="").replace("<link>http://q38.test</link>",
                                                                           "<link>http://acmeq38.substack.com/</link>"))},
               "acmeq38.substack.com": {"/": html(P.substack_home())}},
              "http://q38.test/blog", "migrated", "http://acmeq38.substack.com/", surface="blog", reference=BLOG_REF),
    Situation("blog_url_now_a_notice_linking_the_welcome_post_on_substack",
              {"q39.test": {"/blog": html(moved_notice("We moved", "Our blog now lives on Substack. Read why in",
                                                       "http://acmeq39.substack.com/p/a-new-home", "our first post"))},
               "acmeq39.substack.com": {"/p/a-new-home": html(substack_post("A new home for the Acme blog", "From "
                                                                             "today we publish here. Every older story "
                                                                             "moved with us.")),
                                        "/": html(P.substack_home())}},
              "http://q39.test/blog", "migrated", "http://acmeq39.substack.com/", surface="blog", reference=BLOG_REF),
    # ================================================================ batch two: guards of the first batch's rules
    Situation("blog_404_feed_newest_item_links_a_press_article_on_a_news_site_not_a_farewell",
              {"q46.test": {"/blog": NOT_FOUND, "/": html(P.homepage(menu(), head=T9.feed_link("/feed.xml"))),
                            "/feed.xml": feed(press_feed("q46.test"))},
               "logistics-weekly-q46.test": {"*": html(page("Acme Robotics raises a Series C - Logistics Weekly",
                                                            "<h1>Acme Robotics raises a Series C</h1><p>The Lyon "
                                                            "company will hire 80 people.</p>"))}},
              "http://q46.test/blog", "review", surface="blog", reference=BLOG_REF,
              never=(("logistics-weekly-q46.test", "/2026/11/02/acme-robotics-raises-series-c"),)),
    Situation("blog_404_the_sites_feed_names_the_front_page_and_its_items_the_sites_own_posts",
              {"q47.test": {"/blog": NOT_FOUND, "/": html(P.homepage(menu(), head=T9.feed_link("/feed/"))),
                            "/feed/": feed(T9.rss("q47.test", "/news/").replace("<link>http://q47.test/blog</link>",
                                                                               "<link>http://q47.test/</link>"))}},
              "http://q47.test/blog", "review", surface="blog", reference=BLOG_REF),
    Situation("careers_404_menu_links_the_new_careers_page_on_the_own_site_every_opening_turned_over",
              {"q48.test": {"/careers": NOT_FOUND, "/": site_home(menu(("/join-us", "Join us"))),
                            "/join-us": html(careers_turned_over("Join us - Acme Robotics", menu(("/join-us",
                                                                                               "Join us"))))}},
              "http://q48.test/careers", "migrated", "http://q48.test/join-us", entities=tuple(JOBS)),
    Situation("careers_301_to_the_brands_group_domain_every_opening_turned_over",
              {"acmeq49.test": {"/careers": moved("http://acmeq49group.test/careers")},
               "acmeq49group.test": {"/careers": html(careers_turned_over("Careers - Acme Group"))}},
              "http://acmeq49.test/careers", "migrated", "http://acmeq49group.test/careers", status="redirected"),
    Situation("careers_301_to_the_acquirers_page_for_the_brand_listing_the_same_openings_openings_known",
              {"q50.test": {"/careers": moved("http://bigcorp-q50.test/careers/acme-robotics")},
               "bigcorp-q50.test": {"/careers/acme-robotics": html(T9.brand_careers_at_acquirer())}},
              "http://q50.test/careers", "migrated", "http://bigcorp-q50.test/careers/acme-robotics",
              status="redirected", entities=tuple(JOBS)),
    Situation("careers_302_to_the_site_search_whose_results_are_only_blog_posts",
              {"q51.test": {"/careers": moved("/?s=careers", 302), "/?s=careers": html(blog_search_only("careers")),
                            "/": site_home(menu())}},
              "http://q51.test/careers", "review", status="redirected"),
    Situation("privacy_404_footer_links_privacy_settings_before_the_privacy_notice",
              {"q52.test": {"/privacy-policy": NOT_FOUND,
                            "/": site_home(menu(), [("/privacy-settings", "Privacy settings"),
                                                    ("/legal/privacy-notice", "Privacy notice")]),
                            "/privacy-settings": html(PRIVACY_SETTINGS),
                            "/legal/privacy-notice": html(P.privacy_page("2026-11-20"))}},
              "http://q52.test/privacy-policy", "migrated", "http://q52.test/legal/privacy-notice", surface="legal",
              reference=PRIVACY_REF),
]

#: requests a situation may take at most, tighter than the budget of 6 (an outage is not searched around)
MAX_REQUESTS: dict[str, int] = {"careers_cloudflare_524_timeout_on_every_path": 3,
                                "careers_cloudflare_530_origin_dns_error_on_every_path_robots_too": 3,
                                "blog_cloudfront_504_on_every_path": 4}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {}

#: one situation per new rule, run together through `changewire repair --json --sensor ...`
CLI_RUN: tuple[str, ...] = ("relaunch_cookie_policy_404_footer_lists_it_last",
                             "careers_302_to_the_site_search_for_careers_whose_results_link_join_us",
                             "blog_404_front_page_head_announces_the_old_feed_whose_newest_item_says_the_blog_moved_to_"
                             "ghost_pro",
                             "blog_404_front_page_head_announces_a_feed_whose_channel_link_is_now_the_substack",
                             "careers_every_path_301_to_the_acquirers_careers_keeping_acmes_intro_over_its_own_openings",
                             "careers_url_now_an_acquisition_notice_linking_the_acquirers_front_page_whose_menu_links_"
                             "its_careers")
