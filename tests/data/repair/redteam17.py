"""The situations of repair's seventeenth red-team round (tests/integration/test_repair_redteam17.py runs them): SITE
RE-ORGANISATIONS COMPANIES REALLY DO — a CMS migration (WordPress → Webflow / HubSpot / Framer: query permalinks,
`/index.php/`, letter case), careers moved to an applicant tracking system (Greenhouse, Lever, Ashby, Personio,
Workable) or back, a board renamed, a rebrand to another domain (with and without redirects, the old domain parked), a
subdomain folded into the main site, docs and status moved to a vendor, localisation (a geo redirect, a region or
language picker at the old URL), merged pages, and soft removals (a careers page that says it is not hiring, pricing
replaced by "contact sales"). The situation table with the expectations written before the first run, and the strict
xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py … redteam12.py (whose shared scripted
web and page helpers it reuses).
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T10: Any = load_module("repair_redteam10", "data/repair/redteam10.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
JOBS, INTRO = P.JOBS, T9.INTRO
Situation = S.Situation
careers, pricing, menu, site_home = T12.careers, T12.pricing, T12.menu, T12.site_home
js_shell, ashby_api = T10.js_shell, T10.ashby_api

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"jobs.lever.co", "api.lever.co", "boards.greenhouse.io", "jobs.ashbyhq.com",
                          "api.ashbyhq.com", "apply.workable.com"})

C = "/careers"
BLOG_REF = P.blog_old()
PRESS_REF = P.press_old()
DOCS_REF = P.docs_home()
STATUS_REF = P.status_own()
TEAM_REF = T9.team_page("Team - Acme Robotics", "Our team")
PRICING_REF = P.PRICING_V1

# ------------------------------------------------------------------ page builders of this round


def webflow_page(title: str, main: str, nav: list[tuple[str, str]]) -> str:
    """A Webflow page: `w-nav` menu, `w-container` body, the site's data attributes on <html>."""
    links = "".join(f"<a href='{h}' class='nav-link w-nav-link'>{t}</a>" for h, t in nav)
    return (f"<!DOCTYPE html><html data-wf-page='65a1f2c3d4e5f6a7b8c9d0e1' data-wf-site='65a1f2c3d4e5f6a7b8c9d0aa'><head>"
            f"<meta charset='utf-8'><title>{title}</title><meta content='Webflow' name='generator'></head><body><div "
            f"class='navbar w-nav'><a href='/' class='brand w-nav-brand'>Acme Robotics</a><nav role='navigation' "
            f"class='nav-menu w-nav-menu'>{links}</nav></div><main class='main-wrapper'><div class='w-container'>{main}"
            f"</div></main><footer class='footer'><div>&copy; 2026 Acme Robotics SAS</div><a href='/legal/privacy'>"
            f"Privacy</a></footer></body></html>")


def webflow_home(nav: list[tuple[str, str]]) -> R:
    return html(webflow_page("Acme Robotics - Warehouse robots", "<h1>Acme Robotics makes warehouse robots</h1><p>"
                             "Autonomous mobile robots for logistics, rented by the month.</p><a href='/product' "
                             "class='button w-button'>See the product</a>", nav))


def blog_cards(prefix: str) -> str:
    """A Webflow / Framer CMS collection list of the same posts: cards with title, date and excerpt."""
    return "".join(f"<div role='listitem' class='w-dyn-item'><a href='{prefix}{s}' class='blog-card w-inline-block'>"
                   f"<h3 class='blog-card-title'>{t}</h3><div class='blog-card-date'>{d}</div><p>{x}</p></a></div>"
                   for t, s, d, x in P.POSTS)


def lever_board(slug: str) -> str:
    return P.lever_board(slug).replace("https://jobs.lever.co/acme", f"https://jobs.lever.co/{slug}")


def greenhouse_board(token: str, site: str) -> str:
    return T9.greenhouse_board(JOBS).replace("acmei01", token).replace("http://i01.test/", site)


def personio_board() -> str:
    return P.personio_board()


#: the careers page at its own URL after every opening closed: intro, values, benefits kept; no list
NOT_HIRING_MAIN = INTRO + ("<section class='openings'><h2>Open positions</h2><p>We are not hiring right now. All our "
                           "positions have been filled. Follow us on LinkedIn to hear when new roles open.</p></section>")
#: the same in the words of a page whose last opening was filled
FILLED_MAIN = INTRO + ("<section class='openings'><h2>Open positions</h2><p class='empty'>There are currently no open "
                       "positions. Thank you for your interest in Acme Robotics - please check back soon.</p></section>")

#: pricing removed: a "talk to sales" page at /pricing (a form, no plan, no price)
CONTACT_SALES_MAIN = ("<h1>Pricing built around your warehouse</h1><p>Every fleet is different. Tell us about your "
                      "sites, shifts and volumes and our team will prepare a quote within two business days.</p><form "
                      "method='post' action='/api/lead'><label>Work email <input name='email'></label><label>Company "
                      "<input name='company'></label><label>Number of sites <input name='sites'></label><button>Talk "
                      "to sales</button></form><p>Trusted by more than 400 logistics companies.</p>")

#: the US page after localisation: the same plans and prices
PRICING_MAIN = T12.PRICING_MAIN
#: the UK twin: pounds, VAT, the same plans
PRICING_GB_MAIN = (PRICING_MAIN.replace("$1,490", "£1,190").replace("$1,290", "£1,050")
                   .replace("per robot per month", "per robot per month, excl. VAT"))


def region_picker(links: list[tuple[str, str]], title: str = "Choose your region - Acme Robotics") -> R:
    """A country / language chooser answered at the old URL (200): flags and links, nothing else."""
    items = "".join(f"<li><a href='{h}' hreflang='{h.split('/')[1]}'><span class='flag'></span>{t}</a></li>"
                    for h, t in links)
    return html(P.shell(title, f"<div class='region-selector'><h1>Choose your region</h1><p>Select your country or "
                        f"region to see local content.</p><ul>{items}</ul></div>", menu()))


def about_with_team() -> str:
    """/about after the team page was folded into it: the company's story, then the leadership cards."""
    cards = "".join(f"<div class='person'><h3>{n}</h3><p class='role'>{r}</p><p>{b}</p></div>" for n, r, b in T9.PEOPLE)
    return P.shell("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in Lyon in 2018, Acme Robotics "
                   "designs autonomous warehouse robots rented by the month to more than 400 logistics companies.</p>"
                   "<h2>Our story</h2><p>Three engineers, one prototype and a parcel depot that let us test at night. "
                   "Today 180 people work in Lyon, Berlin and Toronto.</p><h2>Our team</h2><p>The people who lead Acme "
                   f"Robotics.</p>{cards}<h2>Investors</h2><p>Backed by Eurazeo, Partech and BPI France.</p>",
                   menu(("/about", "About"), ("/careers", "Careers")))


def blog_with_press() -> str:
    """/blog after /news and /blog were merged: the posts and the press releases in one stream."""
    rows = [(t, d, x, "Article") for t, _, d, x in P.POSTS] + [(t, d, x, "Press release") for t, d, x in P.PRESS]
    rows.sort(key=lambda r: r[1], reverse=True)
    items = "".join(f"<article class='post'><span class='category'>{k}</span><h2>{t}</h2><time>{d}</time><p>{x}</p>"
                    f"</article>" for t, d, x, k in rows)
    return P.shell("Blog and news - Acme Robotics", f"<h1>Blog &amp; News</h1>{items}", menu(("/blog/", "Blog")))


#: a registrar's parking page answered at every path of the lapsed old domain
PARKED = R(200, "<!DOCTYPE html><html><head><title>acmev14.io - This domain may be for sale!</title></head><body><div "
                "class='parked'><h1>acmev14.io</h1><p>This domain may be for sale. Buy this domain.</p><p>Related "
                "searches: Warehouse Robots, Logistics Software, Robot Rental</p><small>This page is provided by the "
                "domain owner's registrar. Privacy Policy</small></div></body></html>")


def statuspage_tenant() -> str:
    return P.statuspage_hosted()


def readme_docs() -> str:
    """ReadMe's hub for the docs: its own chrome around the same sections."""
    secs = "".join(f"<section><h2><a href='/docs/{s.lower().replace(' ', '-')}'>{s}</a></h2><p>{x}</p></section>"
                   for s, x in P.DOC_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics documentation</title><meta name='readme-deploy' "
            "content='5.120.0'></head><body><header class='rm-Header'><a href='/'>Acme Robotics</a> <a href='/docs'>"
            "Guides</a> <a href='/reference'>API Reference</a> <a href='/changelog'>Changelog</a></header><main class="
            "'rm-Guides'><h1>Acme Robotics documentation</h1><p>Everything you need to run a fleet of Acme robots: "
            f"setup, mapping, the Fleet API and safety.</p>{secs}</main><footer>Powered by ReadMe</footer></body></html>")



# ------------------------------------------------------------------ second batch (written after the first run)


def mintlify_intro() -> str:
    """A Mintlify site's first page (`/introduction`): its sidebar, the same sections as the old docs index."""
    secs = "".join(f"<section><h2><a href='/{s.lower().replace(' ', '-')}'>{s}</a></h2><p>{x}</p></section>"
                   for s, x in P.DOC_SECTIONS)
    side = "".join(f"<li><a href='/{s.lower().replace(' ', '-')}'>{s}</a></li>" for s, _ in P.DOC_SECTIONS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Introduction - Acme Robotics</title><meta name='generator' "
            "content='Mintlify'></head><body><div id='navbar'><a href='/'>Acme Robotics</a><a href='http://v30.test/'>"
            f"Website</a></div><div id='sidebar'><ul><li><a href='/introduction'>Introduction</a></li>{side}</ul></div>"
            "<div id='content-area'><h1>Acme Robotics documentation</h1><p>Everything you need to run a fleet of Acme "
            f"robots: setup, mapping, the Fleet API and safety.</p>{secs}</div><footer>Powered by Mintlify</footer>"
            "</div></body></html>")


def teamtailor_page() -> str:
    """A Teamtailor career site on the company's own subdomain (careers.acme.com): its hero, the company's story and
    the job list, server-rendered."""
    rows = "".join(f"<li class='w-full'><a href='/jobs/{3100 + i}-{t.lower().replace(' ', '-')}'><span class='text-"
                   f"block-base-link'>{t}</span><div class='mt-1 text-md'><span>{team}</span> &middot; <span>{loc}"
                   f"</span></div></a></li>" for i, (t, loc, team) in enumerate(JOBS))
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - Career site</title><meta name='generator' "
            "content='Teamtailor'></head><body><header class='careersite-header'><a href='/'>Acme Robotics</a><nav>"
            "<a href='/jobs'>Jobs</a><a href='/departments'>Departments</a><a href='/locations'>Locations</a><a href="
            f"'/people'>People</a></nav></header><main>{INTRO}<section class='jobs-list'><h2>Open positions</h2>"
            f"<ul id='jobs_list_container'>{rows}</ul></section></main><footer><a href='http://v34.test/'>Acme Robotics"
            "</a> Powered by Teamtailor</footer></body></html>")


#: German "not hiring": the careers page at its URL keeps its story, no openings
def careers_de_not_hiring() -> str:
    return P.careers_de().split("<h2>Offene Stellen</h2>")[0] + ("<h2>Offene Stellen</h2><p>Derzeit haben wir keine "
                                                                 "offenen Stellen. Initiativbewerbungen sind jederzeit "
                                                                 "willkommen.</p></main>" + P.careers_de().split(
                                                                     "</main>", 1)[1])


def select_picker(options: list[tuple[str, str]]) -> R:
    """A country chooser built as a <select> whose options are the pages' addresses (no <a> to them)."""
    opts = "".join(f"<option value='{v}'>{t}</option>" for v, t in options)
    return html(P.shell("Careers - Acme Robotics", "<div class='country-selector'><h1>Careers at Acme Robotics</h1><p>"
                        "Please select your country.</p><select onchange='window.location.href=this.value'><option>"
                        f"Select a country</option>{opts}</select></div>", menu()))


# ------------------------------------------------------------------ third batch (written after the second run)

#: Netlify's answer for a site deleted from its account, on every path (the DNS record still points there)
NETLIFY_GONE = R(404, "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Site not found</title></head>"
                      "<body><div class='container'><h1>Page not found</h1><p>Looks like you've followed a broken link "
                      "or entered a URL that doesn't exist on this site.</p><p>If this is your site, and you weren't "
                      "expecting a 404 for this path, please visit Netlify's \"page not found\" support guide for "
                      "troubleshooting tips.</p></div></body></html>",
                 headers={"Server": "Netlify", "X-Nf-Request-Id": "01HFQ3ZJ6M9N2W4C8YB5T7K0D1"})


def about_founders_only() -> str:
    """/about after a relaunch: the company story and its three founders — not the eight people of the team page."""
    cards = "".join(f"<div class='person'><h3>{n}</h3><p class='role'>{r}</p></div>" for n, r, _ in T9.PEOPLE[:3])
    return P.shell("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in Lyon in 2018, Acme Robotics "
                   "designs autonomous warehouse robots rented by the month to more than 400 logistics companies.</p>"
                   "<h2>Our story</h2><p>Three engineers, one prototype and a parcel depot that let us test at night. "
                   f"Today 180 people work in Lyon, Berlin and Toronto.</p><h2>Founders</h2>{cards}<h2>Investors</h2>"
                   "<p>Backed by Eurazeo, Partech and BPI France.</p>", menu(("/about", "About")))


def instatus_page() -> str:
    """An Instatus hosted page on the company's status subdomain: the same components, its own markup."""
    rows = "".join(f"<div class='component'><span class='component-name'>{c}</span><span class='component-status "
                   f"operational'>Operational</span></div>" for c in P.COMPONENTS)
    return ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics status</title><meta name='generator' content="
            "'Instatus'></head><body><div id='__next'><header><a href='http://v48.test/'>Acme Robotics</a><a href='"
            "/subscribe'>Get updates</a></header><div class='status-banner'>All systems operational</div><div class="
            f"'components'>{rows}</div><div class='past-incidents'><h2>Past incidents</h2><div><b>Oct 12, 2026</b> "
            "Delayed telemetry in North America. Resolved. Telemetry from robots in Toronto arrived up to ten minutes "
            "late.</div><div><b>Sep 3, 2026</b> Webhook deliveries delayed. Resolved. A queue backlog delayed webhooks "
            "by twenty minutes.</div></div><footer>Powered by Instatus</footer></div></body></html>")


PRICING_GB_REF = P.shell("Pricing - Acme Robotics", PRICING_GB_MAIN, menu())


WORKABLE_API = T12.workable_api(JOBS, "acmev10")

# ------------------------------------------------------------------ the situations

SITUATIONS = [
    # ================================================================ CMS migrations
    # WordPress's default permalink of the careers page (`?page_id=42`): Webflow ignores the query and answers its
    # front page (200) there; the new menu links /careers
    Situation("careers_wordpress_page_id_now_answers_the_webflow_front_page",
              {"v01.test": {"/": webflow_home([("/product", "Product"), ("/careers", "Careers")]),
                            C: html(webflow_page("Careers - Acme Robotics", P.CAREERS_MAIN,
                                                 [("/product", "Product"), ("/careers", "Careers")]))}},
              "http://v01.test/?page_id=42", "migrated", "http://v01.test/careers"),
    # `/index.php/careers` (WordPress without pretty permalinks on IIS, Joomla): the new server routes every unknown path
    # to its front page (200)
    Situation("careers_index_php_path_now_answers_the_front_page",
              {"v02.test": {"/index.php/careers": site_home(menu(("/company/careers/", "Careers"))),
                            "/": site_home(menu(("/company/careers/", "Careers"))),
                            "/company/careers/": html(careers(menu(("/company/careers/", "Careers"))))}},
              "http://v02.test/index.php/careers", "migrated", "http://v02.test/company/careers/"),
    # a WordPress blog category by its query id (`/?cat=5`): HubSpot answers its front page; the menu links /blog
    Situation("blog_wordpress_category_query_now_answers_the_hubspot_front_page",
              {"v03.test": {"/": site_home(menu(("/blog", "Blog"))),
                            "/blog": html(P.shell("Acme Robotics Blog", "<div class='blog-index'><h1>The Acme blog</h1>"
                                                  + blog_cards("/blog/") + "</div>", menu(("/blog", "Blog"))))}},
              "http://v03.test/?cat=5", "migrated", "http://v03.test/blog", surface="blog", reference=BLOG_REF),
    # the old site's mixed-case path; the new host (Netlify) is case-sensitive and 404s; the menu links lowercase
    Situation("careers_mixed_case_path_404_on_a_case_sensitive_new_host",
              {"v04.test": {"/Careers": NOT_FOUND, "/": site_home(menu(("/careers", "Careers"))),
                            C: html(careers(menu(("/careers", "Careers"))))}},
              "http://v04.test/Careers", "migrated", "http://v04.test/careers"),
    # the blog moved from /blog/ (WordPress) to /posts (Framer) with the same posts; the menu says "Insights"
    Situation("blog_404_framer_collection_at_posts_menu_says_insights",
              {"v05.test": {"/blog/": NOT_FOUND, "/": webflow_home([("/product", "Product"), ("/posts", "Insights")]),
                            "/posts": html(webflow_page("Insights - Acme Robotics", "<h1>Insights</h1><div role='list' "
                                                        "class='w-dyn-items'>" + blog_cards("/posts/") + "</div>",
                                                        [("/product", "Product"), ("/posts", "Insights")]))}},
              "http://v05.test/blog/", "migrated", "http://v05.test/posts", surface="blog", reference=BLOG_REF),

    # ================================================================ careers to an ATS and back
    # the old page is a stub whose main content links the Greenhouse board
    Situation("careers_200_stub_links_the_greenhouse_board",
              {"v06.test": {C: html(P.shell("Careers - Acme Robotics", "<h1>Careers</h1><p>We have moved our job "
                                            "listings. <a href='http://boards.greenhouse.io/acmev06'>See all open "
                                            "roles on our careers site</a>.</p>", menu((C, "Careers")))),
                            "/": site_home(menu((C, "Careers")))},
               "boards.greenhouse.io": {"/acmev06": html(greenhouse_board("acmev06", "http://v06.test/"))}},
              "http://v06.test/careers", "migrated", "http://boards.greenhouse.io/acmev06"),
    # the old page is gone; only the menu's "Careers" leads to the Lever board (server-rendered)
    Situation("careers_404_only_the_menu_links_the_lever_board",
              {"v07.test": {C: NOT_FOUND, "/": site_home(menu(("http://jobs.lever.co/acmev07", "Careers")))},
               "jobs.lever.co": {"/acmev07": html(lever_board("acmev07"))}},
              "http://v07.test/careers", "migrated", "http://jobs.lever.co/acmev07"),
    # the menu leads to an Ashby board rendered in the browser: its public API is the successor (kind ats)
    Situation("careers_404_menu_links_an_ashby_board_rendered_by_javascript",
              {"v08.test": {C: NOT_FOUND, "/": site_home(menu(("http://jobs.ashbyhq.com/acmev08", "Careers")))},
               "jobs.ashbyhq.com": {"/acmev08": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmev08": ashby_api(JOBS, "acmev08")}},
              "http://v08.test/careers", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acmev08",
              target_kind="ats", entities=tuple(JOBS)),
    # a Personio board (German chrome, English titles) linked from the footer only
    Situation("careers_404_footer_links_a_personio_board",
              {"v09.test": {C: NOT_FOUND, "/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                                   ("http://acmev09.jobs.personio.de/", "Jobs")])},
               "acmev09.jobs.personio.de": {"/": html(personio_board())}},
              "http://v09.test/careers", "migrated", "http://acmev09.jobs.personio.de/", entities=tuple(JOBS)),
    # a Workable board (rendered by JavaScript) linked from the old page's stub: the widget API is the successor
    Situation("careers_301_to_a_workable_board_rendered_by_javascript",
              {"v10.test": {C: moved("http://apply.workable.com/acmev10/")},
               "apply.workable.com": {"/acmev10/": html(js_shell("Acme Robotics - Careers")),
                                      "/api/v1/widget/accounts/acmev10": WORKABLE_API}},
              "http://v10.test/careers", "migrated", "http://apply.workable.com/api/v1/widget/accounts/acmev10",
              target_kind="ats", entities=tuple(JOBS)),
    # back from the ATS: the Lever board is deleted (404) and the company's own site lists the openings again
    Situation("lever_board_404_careers_back_on_the_company_site",
              {"jobs.lever.co": {"/acmev11": T12.lever_404()},
               "v11.test": {"/": site_home(menu(("/careers", "Careers"))), C: html(careers(menu((C, "Careers"))))}},
              "http://jobs.lever.co/acmev11", "migrated", "http://v11.test/careers",
              reference=lever_board("acmev11"), website="http://v11.test/", entities=tuple(JOBS)),
    # the board's id renamed (acmev12 → acme-robotics-v12): the company's careers page links the new board
    Situation("lever_board_renamed_company_careers_page_links_the_new_board",
              {"jobs.lever.co": {"/acmev12": T12.lever_404(), "/acme-robotics-v12": html(lever_board("acme-robotics-v12"))},
               "v12.test": {"/": site_home(menu(("/careers", "Careers"))),
                            C: html(P.shell("Careers - Acme Robotics", INTRO + "<p><a class='button' href='http://jobs."
                                            "lever.co/acme-robotics-v12'>View open positions</a></p>",
                                            menu((C, "Careers"))))}},
              "http://jobs.lever.co/acmev12", "migrated", "http://jobs.lever.co/acme-robotics-v12",
              reference=lever_board("acmev12"), website="http://v12.test/", entities=tuple(JOBS)),

    # ================================================================ rebrands and domains
    # acmev13.io → acmev13.com: every path 301s to the same path there, but the new site put careers elsewhere
    Situation("rebrand_every_path_301_to_the_new_domain_careers_path_changed",
              {"acmev13.io": {C: moved("http://acmev13.com/careers"), "/": moved("http://acmev13.com/"),
                              "/robots.txt": moved("http://acmev13.com/robots.txt"),
                              "/sitemap.xml": moved("http://acmev13.com/sitemap.xml"), "*": moved("http://acmev13.com/")},
               "acmev13.com": {C: NOT_FOUND, "/": site_home(menu(("/company/jobs", "Jobs"))),
                               "/company/jobs": html(careers(menu(("/company/jobs", "Jobs"))))}},
              "http://acmev13.io/careers", "migrated", "http://acmev13.com/company/jobs"),
    # the old domain lapsed and a registrar parks it; the company's website is the new domain
    Situation("rebrand_old_domain_parked_new_domain_links_careers",
              {"acmev14.io": {"*": PARKED},
               "acmev14.com": {"/": site_home(menu(("/careers", "Careers"))), C: html(careers(menu((C, "Careers"))))}},
              "http://acmev14.io/careers", "migrated", "http://acmev14.com/careers", website="http://acmev14.com/"),
    # blog.acme.com folded into acme.com/blog: the subdomain's front page 301s to the main site's /blog/
    Situation("blog_subdomain_folded_into_the_main_site_301",
              {"blog.v15.test": {"*": moved("http://v15.test/blog/")},
               "v15.test": {"/": site_home(menu(("/blog/", "Blog"))),
                            "/blog/": html(P.blog_old(menu(("/blog/", "Blog"))))}},
              "http://blog.v15.test/", "migrated", "http://v15.test/blog/", surface="blog", reference=BLOG_REF,
              website="http://v15.test/"),
    # the same without a redirect: the subdomain no longer resolves; the main site's menu links /blog
    Situation("blog_subdomain_gone_main_site_menu_links_the_blog",
              {"v16.test": {"/": site_home(menu(("/blog", "Blog"))), "/blog": html(P.blog_old(menu(("/blog", "Blog"))))}},
              "http://blog.v16.test/", "migrated", "http://v16.test/blog", surface="blog", reference=BLOG_REF,
              website="http://v16.test/"),
    # docs moved to ReadMe: the old /docs 404s, the menu's "Developers" leads to the hub
    Situation("docs_404_menu_links_a_readme_hub",
              {"v17.test": {"/docs": NOT_FOUND, "/": site_home(menu(("http://acmev17.readme.io/docs", "Developers")))},
               "acmev17.readme.io": {"/docs": html(readme_docs())}},
              "http://v17.test/docs", "migrated", "http://acmev17.readme.io/docs", surface="docs", reference=DOCS_REF),
    # the home-made status page retired for a hosted Statuspage, linked from the footer
    Situation("status_page_404_footer_links_a_hosted_statuspage",
              {"v18.test": {"/status": NOT_FOUND, "/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                                          ("http://acmev18.statuspage.io/", "Status")])},
               "acmev18.statuspage.io": {"/": html(statuspage_tenant())}},
              "http://v18.test/status", "migrated", "http://acmev18.statuspage.io/", surface="status",
              reference=STATUS_REF),

    # ================================================================ localisation
    # a region picker answered at the old URL: the US page carries the old plans and dollar prices, the UK twin pounds
    Situation("pricing_region_picker_at_the_old_url",
              {"v20.test": {"/pricing": region_picker([("/en-gb/pricing", "United Kingdom (English)"),
                                                       ("/en-us/pricing", "United States (English)"),
                                                       ("/de-de/preise", "Deutschland (Deutsch)")]),
                            "/en-gb/pricing": html(P.shell("Pricing - Acme Robotics", PRICING_GB_MAIN, menu())),
                            "/en-us/pricing": html(pricing(menu())),
                            "/de-de/preise": html(P.shell("Preise - Acme Robotics", T12.PRICING_FR, menu(), lang="de"))}},
              "http://v20.test/pricing", "migrated", "http://v20.test/en-us/pricing", surface="pricing",
              reference=PRICING_REF),
    # a language picker at the old careers URL: the English page is the successor, not the German or French one
    Situation("careers_language_picker_at_the_old_url",
              {"v21.test": {C: region_picker([("/de/karriere", "Deutsch"), ("/fr/carrieres", "Français"),
                                              ("/en/careers", "English")], "Careers - Choose your language"),
                            "/de/karriere": html(P.careers_de()),
                            "/en/careers": html(careers(menu(("/en/careers", "Careers"))))}},
              "http://v21.test/careers", "migrated", "http://v21.test/en/careers"),

    # ================================================================ merged pages
    # /plans merged into /pricing, redirected to the section's anchor: the successor has no fragment
    Situation("plans_301_to_the_pricing_page_anchor",
              {"v22.test": {"/plans": moved("/pricing#plans"), "/pricing": html(pricing(menu(("/pricing", "Pricing"))))}},
              "http://v22.test/plans", "migrated", "http://v22.test/pricing", surface="pricing", reference=PRICING_REF),
    # /news merged into /blog/: the press releases are all there among the posts
    Situation("newsroom_301_to_the_merged_blog",
              {"v23.test": {"/news": moved("/blog/"), "/blog/": html(blog_with_press())}},
              "http://v23.test/news", "migrated", "http://v23.test/blog/", surface="newsroom", reference=PRESS_REF),
    # /team folded into /about: every person and role is there, below the company's story
    Situation("team_301_to_about_which_now_carries_the_team",
              {"v24.test": {"/team": moved("/about"), "/about": html(about_with_team())}},
              "http://v24.test/team", "migrated", "http://v24.test/about", surface="team", reference=TEAM_REF),

    # ================================================================ soft removals (not moves)
    # every opening closed: the careers page at its URL keeps its story and says it is not hiring — the page is
    # alive, its openings are gone (a change the differ reports): recovered, never migrated elsewhere
    Situation("careers_200_not_hiring_right_now_at_its_own_url",
              {"v25.test": {C: html(careers(menu((C, "Careers")), main=NOT_HIRING_MAIN)),
                            "/": site_home(menu((C, "Careers")))}},
              "http://v25.test/careers", "recovered", entities=tuple(JOBS)),
    Situation("careers_200_no_open_positions_check_back_soon",
              {"v26.test": {C: html(careers(menu((C, "Careers")), main=FILLED_MAIN)),
                            "/": site_home(menu((C, "Careers")))}},
              "http://v26.test/careers", "recovered"),
    # the public pricing replaced by a "talk to sales" form at the same URL: no page carries the plans — a person
    # decides (never migrated to /contact)
    Situation("pricing_200_replaced_by_contact_sales_at_its_own_url",
              {"v27.test": {"/pricing": html(P.shell("Pricing - Acme Robotics", CONTACT_SALES_MAIN,
                                                     menu(("/pricing", "Pricing"), ("/contact", "Contact")))),
                            "/": site_home(menu(("/pricing", "Pricing"), ("/contact", "Contact"))),
                            "/contact": html(P.shell("Contact - Acme Robotics", CONTACT_SALES_MAIN.replace(
                                "Pricing built around your warehouse", "Contact us"), menu()))}},
              "http://v27.test/pricing", "review", surface="pricing", reference=PRICING_REF),
    Situation("pricing_301_to_a_contact_sales_form",
              {"v28.test": {"/pricing": moved("/contact-sales"),
                            "/contact-sales": html(P.shell("Talk to sales - Acme Robotics", CONTACT_SALES_MAIN,
                                                           menu(("/contact-sales", "Talk to sales"))))}},
              "http://v28.test/pricing", "review", surface="pricing", reference=PRICING_REF),
    # ================================================================ second batch
    # the docs folder 301 to a Mintlify docs host whose root 307s to its first page: the host's root is the address
    Situation("docs_301_to_a_mintlify_host_whose_root_307s_to_introduction",
              {"v30.test": {"/docs": moved("http://docs.v30.test/")},
               "docs.v30.test": {"/": moved("/introduction", 307), "/introduction": html(mintlify_intro())}},
              "http://v30.test/docs", "migrated", "http://docs.v30.test/", surface="docs", reference=DOCS_REF),
    # /plans merged into /pricing, already watched by the company's pricing sensor: that sensor is the successor
    Situation("plans_404_menu_links_pricing_already_watched",
              {"v31.test": {"/plans": NOT_FOUND, "/": site_home(menu(("/pricing", "Pricing"))),
                            "/pricing": html(pricing(menu(("/pricing", "Pricing"))))}},
              "http://v31.test/plans", "migrated", "http://v31.test/pricing", surface="pricing", reference=PRICING_REF,
              siblings=(("pricing", "http://v31.test/pricing"),)),
    # careers.acme.com folded into acme.com/careers (every path of the subdomain 301s there)
    Situation("careers_subdomain_folded_into_the_main_site_301",
              {"careers.v32.test": {"*": moved("http://v32.test/careers")},
               "v32.test": {"/": site_home(menu((C, "Careers"))), C: html(careers(menu((C, "Careers"))))}},
              "http://careers.v32.test/", "migrated", "http://v32.test/careers", website="http://v32.test/"),
    # the same, but the subdomain 301s to the main site's FRONT page, whose menu links the careers page
    Situation("careers_subdomain_301_to_the_main_front_page",
              {"careers.v33.test": {"*": moved("http://v33.test/")},
               "v33.test": {"/": site_home(menu(("/company/careers", "Careers"))),
                            "/company/careers": html(careers(menu(("/company/careers", "Careers"))))}},
              "http://careers.v33.test/", "migrated", "http://v33.test/company/careers", website="http://v33.test/"),
    # careers moved to a Teamtailor career site on the company's own subdomain (its root), linked from the menu
    Situation("careers_404_menu_links_a_teamtailor_site_on_a_subdomain",
              {"v34.test": {C: NOT_FOUND, "/": site_home(menu(("http://careers.v34.test/", "Careers")))},
               "careers.v34.test": {"/": html(teamtailor_page())}},
              "http://v34.test/careers", "migrated", "http://careers.v34.test/", entities=tuple(JOBS)),
    # a German careers page at its URL saying it has no openings right now: recovered, as in English
    Situation("karriere_200_keine_offenen_stellen_at_its_own_url",
              {"v35.test": {"/de/karriere": html(careers_de_not_hiring()),
                            "/de/": site_home([("/de/", "Startseite"), ("/de/karriere", "Karriere")], lang="de"),
                            "/": moved("/de/", 302)}},
              "http://v35.test/de/karriere", "recovered", reference=P.careers_de(), entities=tuple(JOBS)),
    # the old URL answers a country chooser built as a <select> of addresses: the US English page is the old one
    Situation("careers_country_select_at_the_old_url",
              {"v36.test": {C: select_picker([("/de/karriere", "Deutschland"), ("/en-us/careers", "United States"),
                                              ("/fr/carrieres", "France")]),
                            "/": site_home(menu()),
                            "/en-us/careers": html(careers(menu(("/en-us/careers", "Careers")))),
                            "/de/karriere": html(P.careers_de())}},
              "http://v36.test/careers", "migrated", "http://v36.test/en-us/careers"),
    # ================================================================ third batch
    # the old domain's site was deleted from Netlify (every path 404, front page included) and the company's website
    # in the records is still the old domain: nowhere to look — a person points the sensor at the new domain
    Situation("rebrand_without_redirects_old_site_deleted_from_netlify",
              {"acmev40.io": {"*": NETLIFY_GONE, "/robots.txt": NETLIFY_GONE}},
              "http://acmev40.io/careers", "review"),
    # the domain move made with temporary redirects (302 on every path, a common mistake): the new domain's page is
    # the successor all the same — another registrable domain, not an alias of the old one
    Situation("rebrand_every_path_302_to_the_new_domain",
              {"acmev41.io": {C: moved("http://acmev41.com/careers", 302), "/": moved("http://acmev41.com/", 302),
                              "*": moved("http://acmev41.com/", 302)},
               "acmev41.com": {"/": site_home(menu((C, "Careers"))), C: html(careers(menu((C, "Careers"))))}},
              "http://acmev41.io/careers", "migrated", "http://acmev41.com/careers", status="redirected",
              config={"redirect_url": "http://acmev41.com/careers"}),
    # /team gone; /about shows the story and three founders (not the eight people): no page carries the team
    Situation("team_404_about_shows_only_the_founders",
              {"v42.test": {"/team": NOT_FOUND, "/": site_home(menu(("/about", "About"))),
                            "/about": html(about_founders_only())}},
              "http://v42.test/team", "review", surface="team", reference=TEAM_REF),
    # docs.acme.com folded into acme.com/docs/ (every path of the subdomain 301s to the same path there)
    Situation("docs_subdomain_folded_into_the_main_site_301",
              {"docs.v43.test": {"/": moved("http://v43.test/docs/"), "*": moved("http://v43.test/docs/")},
               "v43.test": {"/docs/": html(DOCS_REF)}},
              "http://docs.v43.test/", "migrated", "http://v43.test/docs/", surface="docs", reference=DOCS_REF,
              website="http://v43.test/"),
    # a rebrand AND a move to Lever at once: old domain 301 → new domain's /careers 404, whose menu links Lever
    Situation("rebrand_301_then_careers_404_new_menu_links_lever",
              {"acmev44.io": {C: moved("http://acmev44.com/careers"), "/": moved("http://acmev44.com/"),
                              "/robots.txt": moved("http://acmev44.com/robots.txt"), "*": moved("http://acmev44.com/")},
               "acmev44.com": {C: NOT_FOUND, "/": site_home(menu(("http://jobs.lever.co/acmev44", "Careers")))},
               "jobs.lever.co": {"/acmev44": html(lever_board("acmev44"))},
               # (Lever's public postings API, which every Lever board has: added in round 18, see PENDING's note)
               "api.lever.co": {"/v0/postings/acmev44": T10.jsn([
                   {"id": f"5f1c{i:04d}-aa", "text": t, "categories": {"location": loc, "team": team,
                                                                      "commitment": "Full-time"},
                    "hostedUrl": f"https://jobs.lever.co/acmev44/5f1c{i:04d}-aa"}
                   for i, (t, loc, team) in enumerate(JOBS)])}},
              "http://acmev44.io/careers", "migrated", "http://api.lever.co/v0/postings/acmev44?mode=json",
              status="redirected", config={"redirect_url": "http://acmev44.com/careers"}, entities=tuple(JOBS),
              target_kind="ats"),
    # the region picker again, the sensor watching the UK page (pounds): the UK twin, not the US one
    Situation("pricing_region_picker_sensor_watched_the_uk_prices",
              {"v45.test": {"/pricing": region_picker([("/en-us/pricing", "United States (English)"),
                                                       ("/en-gb/pricing", "United Kingdom (English)")]),
                            "/en-gb/pricing": html(P.shell("Pricing - Acme Robotics", PRICING_GB_MAIN, menu())),
                            "/en-us/pricing": html(pricing(menu()))}},
              "http://v45.test/pricing", "migrated", "http://v45.test/en-gb/pricing", surface="pricing",
              reference=PRICING_GB_REF),
    # the home-made /status page 301s to an Instatus page on the status subdomain
    Situation("status_301_to_an_instatus_page_on_a_subdomain",
              {"v48.test": {"/status": moved("http://status.v48.test/")},
               "status.v48.test": {"/": html(instatus_page())}},
              "http://v48.test/status", "migrated", "http://status.v48.test/", surface="status", reference=STATUS_REF),
]

#: live (`active`) sensors the sweep picks because their last two runs, fetched at the sensor's URL, landed on
#: another URL that answered (a same-site redirect never makes a sensor `redirected`: the fetcher says so only for
#: another domain) — run by a test of their own, which records those runs
LIVE_REDIRECTED = [
    # a geo redirect (302) to the visitor's market: the URL stays the address (the sensor recovers in place)
    Situation("pricing_302_geo_redirect_to_en_us",
              {"v19.test": {"/pricing": moved("/en-us/pricing", 302), "/en-us/pricing": html(pricing(menu()))}},
              "http://v19.test/pricing", "recovered", surface="pricing", reference=PRICING_REF, status="active"),
    # guard: a 302 to ANOTHER page (not the same path under a locale) is where the page went, as before
    Situation("pricing_302_to_the_plans_page",
              {"v29.test": {"/pricing": moved("/plans", 302), "/plans": html(pricing(menu()))}},
              "http://v29.test/pricing", "migrated", "http://v29.test/plans", surface="pricing", reference=PRICING_REF,
              status="active"),
]

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {}
# (round 18 closed the one left here, `rebrand_301_then_careers_404_new_menu_links_lever`: seven requests against six —
# the old robots.txt and its hop, the URL and its hop to the new domain's 404, the new front page, then Lever's
# robots.txt and board. With one request left, a known board is read through its vendor's public API (one request, no
# robots.txt) instead of its page (two): the successor is that API, kind `ats`, as for a board rendered by JavaScript.)


#: per-situation request caps below the harness's 6
MAX_REQUESTS: dict[str, int] = {}

CLI_RUN: tuple[str, ...] = ("careers_wordpress_page_id_now_answers_the_webflow_front_page",
                            "careers_404_only_the_menu_links_the_lever_board",
                            "pricing_region_picker_at_the_old_url",
                            "careers_200_not_hiring_right_now_at_its_own_url",
                            "careers_country_select_at_the_old_url",
                            "pricing_region_picker_sensor_watched_the_uk_prices",
                            "rebrand_every_path_301_to_the_new_domain_careers_path_changed")
