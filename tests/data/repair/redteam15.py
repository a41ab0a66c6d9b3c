"""The situations of repair's fifteenth red-team round (tests/integration/test_repair_redteam15.py runs them): PRECISION
— where a careless repair would move a sensor onto the WRONG page, and the right answer is to wait, to leave a review
item, or to pick the less obvious candidate: two plausible successors, another company's copy of the old content, a
page that moved and changed, temporary pages answered with 200, language variants, robots.txt newly disallowing the
page. The page builders, the situation table with the expectations written before the first run, and the strict
xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py … redteam14.py (whose shared scripted
web and page helpers it reuses).
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T11: Any = load_module("repair_redteam11", "data/repair/redteam11.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)
T14: Any = load_module("repair_redteam14", "data/repair/redteam14.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
JOBS, INTRO = P.JOBS, T9.INTRO
Situation = S.Situation
page, feed = T9.page, T9.feed
careers, pricing, menu, site_home, robots = T12.careers, T12.pricing, T12.menu, T12.site_home, T12.robots

#: hosts that several situations share (each under paths of its own)
SHARED_HOSTS = frozenset({"web.archive.org"})

BLOG_REF = P.blog_old()
PRESS_REF = P.press_old()
DOCS_REF = P.docs_home()
STATUS_REF = P.status_own()

# ------------------------------------------------------------------ two plausible successors

#: the culture half: the whole old introduction, values and benefits, a photo wall, no openings
CULTURE_FULL = P.shell("Life at Acme - Acme Robotics", INTRO + "<h2>Where we work</h2><p>Offices in Lyon, Berlin and "
                       "Toronto, and remote across Europe and Canada.</p><h2>Meet the team</h2><p>Engineers, designers "
                       "and operators who ship robots to 400 warehouses.</p>",
                       menu(("/life-at-acme", "Life at Acme"), ("/open-roles", "Open roles")))
#: the openings half: a one-line introduction and every opening
OPEN_ROLES = P.shell("Open roles - Acme Robotics", "<h1>Open roles</h1><p>Join Acme Robotics.</p><section class="
                     "'openings'><ul>" + "".join(f"<li><a href='/open-roles/{i}'>{t}</a> <span>{loc}</span></li>"
                                                  for i, (t, loc, _) in enumerate(JOBS)) + "</ul></section>",
                     menu(("/life-at-acme", "Life at Acme"), ("/open-roles", "Open roles")))

NEWS_NAV = menu(("/news", "News"), ("/blog", "Blog"))


def news_mixing_posts_and_releases() -> str:
    """/news: the blog's posts (titles and excerpts) AND the press releases, one stream — a superset of the blog."""
    rows = [(t, d, x, "Blog") for t, _, d, x in P.POSTS] + [(t, d, x, "Press release") for t, d, x in P.PRESS]
    rows.sort(key=lambda r: r[1], reverse=True)
    items = "".join(f"<article class='news-item'><span class='kind'>{k}</span><h2>{t}</h2><time>{d}</time><p>{x}</p>"
                    f"</article>" for t, d, x, k in rows)
    return P.shell("News - Acme Robotics", f"<h1>News</h1><p>Everything from Acme Robotics.</p>{items}", NEWS_NAV)


PLANS_PDF = R(200, b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>"
              b"endobj\n3 0 obj<</Type/Page/Parent 2 0 R/Contents 4 0 R>>endobj\n4 0 obj<</Length 120>>stream\nBT "
              b"(Plans comparison Starter 1,490 Growth 1,290 Enterprise Contact sales per robot monthly) Tj ET\n"
              b"endstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "application/pdf")


def status_history(components: bool = False) -> str:
    """A hosted status page's incident history: every past incident, month by month, no components."""
    incidents = [("Nov 20, 2026", "Map editor slow to save", "Saving large maps took up to a minute."),
                 ("Oct 12, 2026", "Delayed telemetry in North America",
                  "Telemetry from robots in Toronto arrived up to ten minutes late."),
                 ("Sep 3, 2026", "Webhook deliveries delayed", "A queue backlog delayed webhooks by twenty minutes."),
                 ("Aug 14, 2026", "Single sign-on errors", "Some users could not sign in with Okta for 12 minutes."),
                 ("Jul 2, 2026", "Fleet API elevated errors", "One in fifty API calls failed for half an hour.")]
    rows = "".join(f"<div class='incident'><div class='date'>{d}</div><a class='incident-title'>{t}</a><div "
                   f"class='update'>Resolved - {x}</div></div>" for d, t, x in incidents)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Status - Incident History</title></head><body><div "
            "class='layout-content status incidents-history'><div class='page-header'>Acme Robotics</div><h2>Incident "
            f"History</h2><div class='months'>{rows}</div><div class='page-footer'><a href='/'>Current status</a> "
            "Powered by Atlassian Statuspage</div></div></body></html>")


# ------------------------------------------------------------------ another company's copy

#: a reseller's site carrying Acme's careers page word for word under its own chrome
RESELLER_NAV = [("/", "Northwind Distribution"), ("/brands", "Our brands"), ("/contact", "Contact")]
RESELLER_COPY = P.shell("Acme Robotics careers - Northwind Distribution", "<p class='disclaimer'>Northwind Distribution "
                        "is an authorised reseller of Acme Robotics products. Content reproduced from the "
                        "manufacturer.</p>" + P.CAREERS_MAIN, RESELLER_NAV)
#: an independently owned franchisee's blog carrying the brand's posts
FRANCHISE_BLOG = P.shell("Blog - Acme Robotics Canada", "<p class='notice'>Acme Robotics Canada is an independently "
                         "owned and operated franchise of Acme Robotics SAS.</p>" + P.blog_old().split("<main>")[1]
                         .split("</main>")[0], [("/", "Acme Robotics Canada"), ("/blog", "Blog")])
#: a scraper site's copy of the docs page, framed by ads
SCRAPER_DOCS = ("<!DOCTYPE html><html><head><title>Acme Robotics docs - DocsMirror</title></head><body><div class="
                "'ad'>Advertisement</div><p>Mirrored from acme docs for offline reading.</p>"
                + DOCS_REF.split("<main>")[1].split("</main>")[0] + "<div class='ad'>Advertisement</div></body></html>")
WAYBACK_PRICING = ("<!DOCTYPE html><html><head><title>Pricing - Acme Robotics</title><script src='//archive.org/"
                   "includes/athena.js'></script></head><body><div id='wm-ipp-base'>The Wayback Machine - "
                   "http://web.archive.org/web/20250901000000/</div>" + T12.PRICING_MAIN + "</body></html>")

# ------------------------------------------------------------------ moved and changed

REWORDED_INTRO = ("<section class='hero'><h1>Build the robots that build the future</h1><p>Acme Robotics designs "
                  "autonomous warehouse robots for more than 450 logistics companies in Europe and North America. We "
                  "are 210 engineers, designers and operators in Lyon, Berlin, Toronto and now Austin.</p></section>"
                  "<section class='values'><h2>How we work</h2><ul><li><strong>Ship to learn.</strong> Small teams own "
                  "a problem end to end.</li><li><strong>Safety first.</strong> Every robot works next to people; we "
                  "test like it.</li><li><strong>Remote friendly.</strong> Most roles can be done from anywhere near "
                  "one of our offices.</li></ul></section><section class='benefits'><h2>Benefits</h2><p>Competitive "
                  "salary and equity, 32 days of paid leave, a learning budget of 2,500 euros, 20 weeks of parental "
                  "leave for every parent.</p></section>")


def careers_changed(nav: list[tuple[str, str]]) -> str:
    return P.shell("Careers - Acme Robotics", REWORDED_INTRO + "<section class='openings'><h2>Open positions</h2><ul "
                   "class='jobs'>" + "".join(f"<li><a href='/company/careers/{i}'>{t}</a> <span>{loc}</span></li>"
                                             for i, (t, loc, _) in enumerate(T14.TURNED_OVER_JOBS)) + "</ul></section>",
                   nav)


NEW_PLANS = [("Basic", "$1,690", ["Up to 3 robots", "Fleet dashboard", "Email support"]),
             ("Pro", "$1,390", ["Up to 40 robots", "Fleet dashboard and API access", "Phone support within two hours"]),
             ("Scale", "Contact sales", ["Unlimited robots", "Dedicated success engineer", "On-site spare parts"])]


def pricing_changed(nav: list[tuple[str, str]]) -> str:
    """The pricing page a year on, at a new path: the same headline, layout and FAQ, new plan names and prices."""
    main = T12.PRICING_MAIN
    for (old, _, _), (new, _, _) in zip(P.PLANS, NEW_PLANS):
        main = main.replace(old, new)
    for (_, old, _), (_, new, _) in zip(P.PLANS, NEW_PLANS):
        main = main.replace(old, new)
    return P.shell("Pricing - Acme Robotics", main, nav)


# ------------------------------------------------------------------ temporary pages answered with 200

REFRESH_NOTICE = P.shell("Careers - Acme Robotics", "<h1>Careers</h1><p>Our careers page is getting a refresh. New "
                         "roles will be posted here again shortly — please check back in a few days.</p>",
                         menu(("/careers", "Careers")))
STAGING_CAREERS = P.shell("[STAGING] Careers - Acme Robotics", "<div class='env-banner'>STAGING ENVIRONMENT — not the "
                          "live site. Content may be incomplete.</div>" + P.CAREERS_MAIN, menu(("/careers", "Careers")))
GEO_BLOCK = ("<!DOCTYPE html><html><head><title>Not available in your region</title></head><body><main><h1>This website "
             "is not available in your country</h1><p>Due to local regulations, access to acme from your region is "
             "restricted. If you believe this is an error, contact support.</p></main></body></html>")
HOLIDAY = ("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics - Happy holidays</title></head><body><main><h1>"
           "We're closed for the holidays</h1><p>Our offices are closed from 23 December to 4 January. The website "
           "reopens on 5 January. Happy holidays from all of us at Acme Robotics!</p></main></body></html>")
DOCS_LOGIN = P.shell("Sign in - Acme Docs", "<h1>Sign in to view the documentation</h1><p>The Acme documentation is "
                     "now available to customers only.</p><form method='post' action='/login'><label>Work email <input "
                     "name='email'></label><label>Password <input type='password' name='password'></label><button>"
                     "Sign in</button></form>", menu(("/docs", "Docs"), ("/developers", "Developers")))
DEVELOPERS = P.shell("Developers - Acme Robotics", "<h1>Build on Acme</h1><p>" + " ".join(
    f"{h}: {x}" for h, x in P.DOC_SECTIONS[:3]) + "</p><p>Customers find the full documentation after signing in.</p>",
    menu(("/docs", "Docs"), ("/developers", "Developers")))

# ------------------------------------------------------------------ languages

EN_NAV = [("/en/", "Home"), ("/en/product", "Product"), ("/de/", "Deutsch")]
DE_NAV = [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/karriere", "Karriere"), ("/en/", "English")]


def en_home(nav: list[tuple[str, str]]) -> R:
    return html(P.shell("Acme Robotics - Warehouse robots", "<h1>Acme Robotics makes warehouse robots</h1><p>Autonomous "
                        "mobile robots for logistics, rented by the month.</p>", nav))


def de_home() -> R:
    return html(P.shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1><p>Autonome mobile "
                        "Roboter für die Logistik, monatlich gemietet.</p>", DE_NAV, lang="de"))


# ------------------------------------------------------------------ batch two: guards of the first batch's rules

LYON_JOBS = [j for j in JOBS if j[1].startswith("Lyon")]
OPEN_ROLES_LYON = P.shell("Open roles - Acme Robotics", "<h1>Open roles in Lyon</h1><p>Join Acme Robotics.</p><section "
                          "class='openings'><ul>" + "".join(f"<li><a href='/open-roles/{i}'>{t}</a> <span>{loc}</span>"
                                                             f"</li>" for i, (t, loc, _) in enumerate(LYON_JOBS))
                          + "</ul></section>", menu(("/life-at-acme", "Life at Acme"), ("/open-roles", "Open roles")))
INTERNS = [("Robotics Engineering Intern (6 months)", "Lyon, France", "Engineering"),
           ("Marketing Intern", "Berlin, Germany", "Marketing"),
           ("Data Science Intern", "Toronto, Canada", "Engineering"),
           ("Working Student, Hardware Lab", "Lyon, France", "Engineering")]


def internships_same_template(nav: list[tuple[str, str]]) -> str:
    """The internships page on the careers page's template: the same headings, a reworded introduction, four
    internships."""
    return P.shell("Internships - Acme Robotics", REWORDED_INTRO + "<section class='openings'><h2>Open positions</h2>"
                   "<ul class='jobs'>" + "".join(f"<li><a href='/internships/{i}'>{t}</a> <span>{loc}</span></li>"
                                                 for i, (t, loc, _) in enumerate(INTERNS)) + "</ul></section>", nav)


EN_CAREERS_ONLY = [("/en/", "Home"), ("/en/product", "Product"), ("/en/careers", "Careers"), ("/de/", "Deutsch")]


SITUATIONS = [
    # ================================================================ two plausible successors
    Situation("careers_404_menu_links_life_at_acme_with_the_whole_intro_before_open_roles_with_every_opening",
              {"r01.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("/life-at-acme", "Life at Acme"), ("/open-roles", "Open roles"))),
                            "/life-at-acme": html(CULTURE_FULL), "/open-roles": html(OPEN_ROLES)}},
              "http://r01.test/careers", "migrated", "http://r01.test/open-roles"),
    Situation("blog_404_menu_links_news_mixing_posts_and_releases_before_the_blog",
              {"r02.test": {"/en/blog": NOT_FOUND, "/": site_home(NEWS_NAV), "/en/": site_home(NEWS_NAV),
                            "/news": html(news_mixing_posts_and_releases()),
                            "/blog": html(P.blog_new("/blog/", "Blog - Acme Robotics", NEWS_NAV))}},
              "http://r02.test/en/blog", "migrated", "http://r02.test/blog", surface="blog", reference=BLOG_REF),
    Situation("pricing_404_menu_links_a_plans_comparison_pdf_before_the_plans_page",
              {"r03.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/downloads/plans-comparison.pdf", "Pricing (PDF)"),
                                                ("/plans", "Plans"))),
                            "/downloads/plans-comparison.pdf": PLANS_PDF,
                            "/plans": html(pricing(menu(("/plans", "Plans")), "Plans - Acme Robotics"))}},
              "http://r03.test/pricing", "migrated", "http://r03.test/plans", surface="pricing",
              reference=P.PRICING_V1),
    Situation("status_404_footer_links_the_status_history_archive_before_the_hosted_status_page",
              {"r04.test": {"/status": NOT_FOUND,
                            "/": site_home(menu(), [("http://status.r04.test/history", "Status history"),
                                                    ("http://status.r04.test/", "Status")])},
               "status.r04.test": {"/": html(P.statuspage_hosted()), "/history": html(status_history())}},
              "http://r04.test/status", "migrated", "http://status.r04.test/", surface="status", reference=STATUS_REF),

    # ================================================================ another company's copy: never migrate off-domain
    Situation("careers_404_the_only_copy_is_an_authorised_resellers_page_linked_from_the_footer",
              {"r05.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(), [("http://northwind-dist-r05.test/brands/acme/careers",
                                                     "Where to buy")])},
               "northwind-dist-r05.test": {"/brands/acme/careers": html(RESELLER_COPY)}},
              "http://r05.test/careers", "review"),
    Situation("blog_404_menu_links_an_independently_owned_franchisees_blog_with_the_same_posts",
              {"acmer06.test": {"/blog": NOT_FOUND,
                                "/": site_home(menu(("http://acmer06-canada.test/blog", "Canada")))},
               "acmer06-canada.test": {"/blog": html(FRANCHISE_BLOG)}},
              "http://acmer06.test/blog", "review", surface="blog", reference=BLOG_REF),
    Situation("pricing_301_to_a_wayback_machine_copy",
              {"r07.test": {"/pricing": moved("http://web.archive.org/web/20250901000000/http://r07.test/pricing")},
               "web.archive.org": {"/web/20250901000000/http://r07.test/pricing": html(WAYBACK_PRICING)}},
              "http://r07.test/pricing", "review", surface="pricing", reference=P.PRICING_V1, status="redirected"),
    Situation("docs_404_the_only_copy_is_a_scraper_sites_mirror_linked_from_a_community_page",
              {"r08.test": {"/docs": NOT_FOUND,
                            "/": site_home(menu(("/community", "Community"))),
                            "/community": html(P.shell("Community - Acme Robotics", "<h1>Community</h1><p>Resources "
                                                       "made by our users:</p><ul><li><a href='http://docsmirror-r08.test"
                                                       "/acme/'>Acme docs, offline mirror</a></li></ul>",
                                                       menu(("/community", "Community"))))},
               "docsmirror-r08.test": {"/acme/": html(SCRAPER_DOCS)}},
              "http://r08.test/docs", "review", surface="docs", reference=DOCS_REF),

    # ================================================================ moved and changed: still the same page
    Situation("careers_404_menu_links_company_careers_intro_reworded_every_opening_new",
              {"r09.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("/company/careers", "Careers"))),
                            "/company/careers": html(careers_changed(menu(("/company/careers", "Careers"))))}},
              "http://r09.test/careers", "migrated", "http://r09.test/company/careers", entities=tuple(JOBS)),
    Situation("pricing_404_menu_links_pricing_at_a_new_path_with_new_plan_names_and_prices",
              {"r10.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/company/pricing", "Pricing"))),
                            "/company/pricing": html(pricing_changed(menu(("/company/pricing", "Pricing"))))}},
              "http://r10.test/pricing", "migrated", "http://r10.test/company/pricing", surface="pricing",
              reference=P.PRICING_V1),

    # ================================================================ temporary pages answered with 200
    Situation("careers_200_refresh_notice_in_the_site_chrome_menu_still_links_careers_and_a_jobs_copy",
              {"r11.test": {"/careers": html(REFRESH_NOTICE),
                            "/": site_home(menu(("/careers", "Careers"), ("/jobs", "Jobs"))),
                            "/jobs": html(careers(title="Jobs - Acme Robotics"))}},
              "http://r11.test/careers", "wait"),
    Situation("careers_302_to_the_staging_sites_copy_with_a_staging_banner",
              {"r12.test": {"/careers": moved("http://staging.r12.test/careers", 302)},
               "staging.r12.test": {"/careers": html(STAGING_CAREERS)}},
              "http://r12.test/careers", "wait", status="redirected"),
    Situation("careers_200_geo_block_notice_on_every_path",
              {"r13.test": {"*": html(GEO_BLOCK), "/robots.txt": robots("Allow: /")}},
              "http://r13.test/careers", "review"),
    Situation("careers_302_to_a_holiday_closed_splash_on_every_path",
              {"r14.test": {"*": moved("/closed", 302), "/closed": html(HOLIDAY), "/robots.txt": robots("Allow: /")}},
              "http://r14.test/careers", "wait", status="redirected"),
    Situation("docs_200_login_wall_at_the_url_menu_links_a_public_developers_teaser",
              {"r15.test": {"/docs": html(DOCS_LOGIN),
                            "/": site_home(menu(("/docs", "Docs"), ("/developers", "Developers"))),
                            "/developers": html(DEVELOPERS)}},
              "http://r15.test/docs", "review", surface="docs", reference=DOCS_REF, never=(("r15.test", "/login"),)),

    # ================================================================ language variants
    Situation("english_careers_404_only_the_german_karriere_page_remains_through_the_language_switch",
              {"r16.test": {"/en/careers": NOT_FOUND, "/": moved("/en/", 302), "/en/": en_home(EN_NAV),
                            "/de/": de_home(), "/de/karriere": html(P.careers_de())}},
              "http://r16.test/en/careers", "review"),
    Situation("english_careers_404_menu_links_german_karriere_before_the_renamed_english_jobs_page",
              {"r17.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("/de/karriere", "Karriere (DE)"), ("/en/jobs", "Jobs"))),
                            "/de/karriere": html(P.careers_de()),
                            "/en/jobs": html(careers(menu(("/en/jobs", "Jobs")), "Jobs - Acme Robotics"))}},
              "http://r17.test/careers", "migrated", "http://r17.test/en/jobs"),

    # ================================================================ robots.txt newly disallowing the page
    Situation("careers_newly_disallowed_by_robots_txt_the_same_openings_at_an_allowed_jobs_path",
              {"r18.test": {"/robots.txt": robots("Disallow: /careers"), "/careers": html(S.CAREERS_V1),
                            "/": site_home(menu(("/careers", "Careers"), ("/jobs", "Jobs"))),
                            "/jobs": html(careers(title="Jobs - Acme Robotics"))}},
              "http://r18.test/careers", "review", never=(("r18.test", "/careers"),)),
    Situation("blog_newly_disallowed_by_a_wildcard_rule_its_feed_allowed",
              {"r19.test": {"/robots.txt": robots("Disallow: /*blog$\nAllow: /blog/feed"), "/blog": html(BLOG_REF),
                            "/": site_home(menu(("/blog", "Blog")), head=T9.feed_link("/blog/feed")),
                            "/blog/feed": feed(T9.rss("r19.test"))}},
              "http://r19.test/blog", "review", surface="blog", reference=BLOG_REF, never=(("r19.test", "/blog"),)),

    # ================================================================ batch two: guards of the first batch's rules
    Situation("careers_robots_txt_disallows_only_an_ai_crawler_the_page_answers_as_before",
              {"r20.test": {"/robots.txt": R(200, "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n",
                                             "text/plain"),
                            "/careers": html(S.CAREERS_V1), "/": site_home(menu(("/careers", "Careers")))}},
              "http://r20.test/careers", "recovered"),
    Situation("careers_404_menu_links_life_at_acme_and_open_roles_listing_only_the_lyon_openings",
              {"r21.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("/life-at-acme", "Life at Acme"), ("/open-roles", "Open roles"))),
                            "/life-at-acme": html(CULTURE_FULL), "/open-roles": html(OPEN_ROLES_LYON)}},
              "http://r21.test/careers", "review"),
    Situation("careers_404_menu_links_only_internships_on_the_careers_template_openings_known",
              {"r22.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("/internships", "Internships"))),
                            "/internships": html(internships_same_template(menu(("/internships", "Internships"))))}},
              "http://r22.test/careers", "review", entities=tuple(JOBS)),
    Situation("german_karriere_404_only_the_english_careers_page_remains",
              {"r23.test": {"/de/karriere": NOT_FOUND, "/": moved("/de/", 302),
                            "/de/": html(P.shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter"
                                                 "</h1><p>Autonome mobile Roboter für die Logistik.</p>",
                                                 [("/de/", "Startseite"), ("/de/produkt", "Produkt"),
                                                  ("/en/", "English")], lang="de")),
                            "/en/": en_home(EN_CAREERS_ONLY), "/en/careers": html(careers(EN_CAREERS_ONLY))}},
              "http://r23.test/de/karriere", "review", reference=P.careers_de()),
]

#: requests a situation may take at most, tighter than the budget of 6 (a temporary page is not searched around)
MAX_REQUESTS: dict[str, int] = {"careers_200_geo_block_notice_on_every_path": 4,
                                "careers_302_to_a_holiday_closed_splash_on_every_path": 4}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {}

#: one situation per new rule, run together through `changewire repair --json --sensor ...`
CLI_RUN: tuple[str, ...] = ("pricing_404_menu_links_a_plans_comparison_pdf_before_the_plans_page",
                             "careers_404_the_only_copy_is_an_authorised_resellers_page_linked_from_the_footer",
                             "careers_200_refresh_notice_in_the_site_chrome_menu_still_links_careers_and_a_jobs_copy",
                             "english_careers_404_only_the_german_karriere_page_remains_through_the_language_switch",
                             "careers_newly_disallowed_by_robots_txt_the_same_openings_at_an_allowed_jobs_path")
