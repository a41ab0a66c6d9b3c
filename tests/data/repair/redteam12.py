"""The situations of repair's twelfth red-team round (tests/integration/test_repair_redteam12.py runs them): site
relaunches that change the URL scheme everywhere, content split or merged, careers moved across ATS vendors (hosted
board vs. embed), soft 404s in another language than the page's, pages found only through a sitemap or a feed,
rebrands, and the wrong-successor traps (a subsidiary's look-alike, an archived copy, a web archive's link). The page
builders, the situation table with the expectations written before the first run, the per-situation request caps
tighter than the budget, and the strict xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py, redteam9.py, redteam10.py and redteam11.py
(whose shared scripted web and page helpers it reuses).
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T10: Any = load_module("repair_redteam10", "data/repair/redteam10.py", reuse=True)
T11: Any = load_module("repair_redteam11", "data/repair/redteam11.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV, JOBS = P.NAV, P.JOBS
Situation = S.Situation
page, home, xml, rss, feed, feed_link = T9.page, T9.home, T9.xml, T9.rss, T9.feed, T9.feed_link
PEOPLE, IR_MAIN, GONE = T9.PEOPLE, T9.IR_MAIN, T9.GONE
js_shell, ashby_api, jsn = T10.js_shell, T10.ashby_api, T10.jsn

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"jobs.lever.co", "api.lever.co", "jobs.ashbyhq.com", "api.ashbyhq.com",
                          "boards.greenhouse.io", "boards-api.greenhouse.io", "apply.workable.com",
                          "web.archive.org", "archive.ph", "www.linkedin.com"})

PRICING_MAIN = P.PRICING_V1.split("<main>")[1].split("</main>")[0]
PRESS_REF = P.press_old()
TEAM_REF = T9.team_page("Team - Acme Robotics", "Our team")
IR_REF = page("Investors - Acme Robotics", IR_MAIN)
PRIVACY_REF = P.privacy_page("2026-09-01")
BLOG_REF = P.blog_old()
DOCS_REF = P.docs_home()
CHANGELOG_REF = P.changelog_page("Changelog - Acme Robotics")


PRICING_FR = ("<h1>Des tarifs simples pour chaque entrepôt</h1><p>Louez vos robots au mois. Chaque formule comprend la "
              "maintenance, les mises à jour logicielles et une assistance jour et nuit.</p><div class='plan'><h2>"
              "Starter</h2><p class='price'>1 390 € par robot et par mois</p><ul><li>Jusqu'à 5 robots</li><li>Tableau "
              "de bord de la flotte</li><li>Assistance par courriel</li></ul></div><div class='plan'><h2>Growth</h2>"
              "<p class='price'>1 190 € par robot et par mois</p><ul><li>Jusqu'à 50 robots</li><li>Tableau de bord et "
              "accès à l'API</li><li>Assistance téléphonique sous quatre heures</li><li>Revue d'optimisation "
              "trimestrielle</li></ul></div><div class='plan'><h2>Enterprise</h2><p class='price'>Nous contacter</p>"
              "<ul><li>Robots illimités</li><li>Ingénieur dédié à votre réussite</li><li>Stock de pièces détachées sur "
              "site</li><li>Intégrations avec votre logiciel de gestion d'entrepôt</li></ul></div><h2>Questions "
              "fréquentes</h2><p>Puis-je changer de formule ? Oui, à la fin de chaque mois. L'installation est-elle "
              "comprise ? L'installation et la formation des équipes sont comprises dans chaque formule. Que se "
              "passe-t-il si un robot tombe en panne ? Nous le remplaçons sous 48 heures.</p>")


def robots(rules: str) -> R:
    return R(200, f"User-agent: *\n{rules}\n", "text/plain")


def careers(nav: list[tuple[str, str]] | None = None, title: str = "Careers - Acme Robotics", lang: str = "en",
            footer: list[tuple[str, str]] | None = None, main: str | None = None) -> str:
    return P.shell(title, P.CAREERS_MAIN if main is None else main, nav, footer, lang=lang)


def pricing(nav: list[tuple[str, str]] | None = None, title: str = "Pricing - Acme Robotics", extra: str = "") -> str:
    return P.shell(title, PRICING_MAIN + extra, nav)


def menu(*links: tuple[str, str]) -> list[tuple[str, str]]:
    return [("/", "Home"), ("/product", "Product"), *links, ("/contact", "Contact")]


def site_home(nav: list[tuple[str, str]], footer: list[tuple[str, str]] | None = None, head: str = "",
              lang: str = "en") -> R:
    return html(P.shell("Acme Robotics - Warehouse robots", "<h1>Acme Robotics makes warehouse robots</h1><p>"
                        "Autonomous mobile robots for logistics, rented by the month.</p><a href='/product'>See the "
                        "product</a>", nav, footer, head, lang))


def big_sitemap(host: str, paths: list[str], lastmod: str = "2026-11-20") -> R:
    """A sitemap as SEO plugins write it: a <lastmod> each, a few hundred URLs of posts, products and locations."""
    filler = [f"/blog/{y}/{m:02d}/post-{i}" for y in (2024, 2025, 2026) for m in range(1, 13) for i in range(3)]
    filler += [f"/locations/{c}" for c in ("lyon", "berlin", "toronto", "madrid", "milan", "warsaw", "austin")]
    urls = "".join(f"<url><loc>http://{host}{p}</loc><lastmod>{lastmod}</lastmod><changefreq>weekly</changefreq>"
                   f"<priority>0.6</priority></url>" for p in filler[:60] + paths + filler[60:])
    return R(200, '<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>'
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' + urls + "</urlset>", "application/xml")


def soft_404_page(lang: str, title: str, heading: str, text: str, nav: list[tuple[str, str]],
                  popular: list[tuple[str, str]] = ()) -> R:  # type: ignore[assignment]
    """A CMS's real "not found" template answered with 200: the full chrome, a heading, a sentence, a search box and
    a few popular links."""
    pop = "".join(f"<li><a href='{h}'>{t}</a></li>" for h, t in popular)
    return html(P.shell(title, f"<section class='error-404'><h1>{heading}</h1><p>{text}</p><form action='/search'>"
                        f"<input name='q' placeholder='Search'></form><ul class='popular'>{pop}</ul></section>", nav,
                        lang=lang))


# ------------------------------------------------------------------ job boards


def lever_404() -> R:
    return R(404, "<!DOCTYPE html><html><head><title>Not found – 404 error</title></head><body><div class='page-"
                  "404'><h2>Sorry, we couldn't find anything here</h2><p>The job posting you're looking for might "
                  "have closed, or it has been removed.</p></div></body></html>")


def greenhouse_embed_page(token: str, nav: list[tuple[str, str]]) -> str:
    """The company's careers page embedding a Greenhouse board by script (`#grnhse_app`)."""
    intro = P.CAREERS_MAIN.split('<section class="openings">')[0]
    return P.shell("Careers - Acme Robotics", f"{intro}<h2>Open positions</h2><div id='grnhse_app'></div><script "
                   f"src='http://boards.greenhouse.io/embed/job_board/js?for={token}'></script>", nav)


def gh_api(jobs: list[tuple[str, str, str]], token: str) -> R:
    return jsn({"jobs": [{"id": 4100000 + i, "title": t, "location": {"name": loc},
                          "absolute_url": f"https://boards.greenhouse.io/{token}/jobs/{4100000 + i}",
                          "departments": [{"name": team}], "updated_at": "2026-11-30T10:00:00-05:00"}
                         for i, (t, loc, team) in enumerate(jobs)], "meta": {"total": len(jobs)}})


def ashby_embed_page(org: str, nav: list[tuple[str, str]]) -> str:
    """The company's careers page embedding an Ashby board (`#ashby_embed` and Ashby's embed script)."""
    intro = P.CAREERS_MAIN.split('<section class="openings">')[0]
    return P.shell("Careers - Acme Robotics", f"{intro}<h2>Open roles</h2><div id='ashby_embed'></div><script "
                   f"src='http://jobs.ashbyhq.com/{org}/embed?version=2'></script>", nav)


def workable_api(jobs: list[tuple[str, str, str]], account: str) -> R:
    return jsn({"name": "Acme Robotics", "description": "", "jobs": [
        {"title": t, "shortcode": f"A{i:04d}", "city": loc.split(",")[0], "country": loc.split(", ")[-1],
         "department": team, "employment_type": "Full-time", "url": f"https://apply.workable.com/j/A{i:04d}",
         "published_on": "2026-11-02"} for i, (t, loc, team) in enumerate(jobs)]})


def lever_board_of(slug: str, company: str, jobs: list[tuple[str, str, str]]) -> str:
    """jobs.lever.co/<slug> of another company: its own postings (P.lever_board lists Acme's)."""
    rows = "".join(f"<div class='posting'><a class='posting-title' href='https://jobs.lever.co/{slug}/{i}'><h5>{t}</h5>"
                   f"<div class='posting-categories'><span class='sort-by-location'>{loc}</span><span class='sort-by-"
                   f"team'>{team}</span></div></a></div>" for i, (t, loc, team) in enumerate(jobs))
    return (f"<!DOCTYPE html><html><head><title>{company}</title></head><body><div class='main-header'><a class='main-"
            f"header-logo' href='https://{slug}.example'>{company}</a></div><div class='postings-wrapper'>{rows}</div>"
            f"<div class='main-footer'><p>{company} Home Page</p><p>Jobs powered by Lever</p></div></body></html>")


TORONTO_JOBS = [j for j in JOBS if j[1].startswith("Toronto") or j[1] == "Remote, Canada"]
INTERNSHIPS = [("Robotics Engineering Intern (6 months)", "Lyon, France", "Engineering"),
               ("Perception Research Intern", "Berlin, Germany", "Engineering"),
               ("Operations Intern, Customer Deployments", "Toronto, Canada", "Operations"),
               ("Marketing Intern", "Lyon, France", "Marketing")]


def careers_with(jobs: list[tuple[str, str, str]], title: str, heading: str,
                 nav: list[tuple[str, str]] | None = None, footer: list[tuple[str, str]] | None = None,
                 note: str = "") -> str:
    """The careers page's intro, values and benefits, with these openings instead of the company's twelve."""
    head, rest = P.CAREERS_MAIN.split('<section class="openings">')
    rows = "".join(f"<li><a href='/jobs/{i}'>{t}</a> <span>{loc}</span> <span>{team}</span></li>"
                   for i, (t, loc, team) in enumerate(jobs))
    tail = rest.split("</section>", 1)[1]
    return P.shell(title, f"{note}{head.replace('<h1>', '<h1>' + heading + ' – ', 1)}<section class='openings'>"
                   f"<h2>Open positions</h2><ul>{rows}</ul></section>{tail}", nav, footer)


# ------------------------------------------------------------------ archives and frozen copies


def archived_banner(text: str) -> str:
    return f"<div class='notice archived' role='note'><strong>Archived page.</strong> {text}</div>"


WAYBACK_CAREERS = ("<!DOCTYPE html><html><head><title>Careers - Acme Robotics</title><script src='//archive.org/"
                   "includes/athena.js'></script></head><body><div id='wm-ipp-base'>The Wayback Machine - http://web."
                   "archive.org/web/20250612/http://p46.test/careers</div>" + P.CAREERS_MAIN + "</body></html>")

# ------------------------------------------------------------------ split and merged


def blog_in_resources_hub(prefix: str = "/resources/") -> str:
    """A "Resources" hub after the blog was folded in: the same posts as cards among webinars, case studies and an
    e-book, each card labelled with its type, and filter buttons above."""
    posts = [f"<div class='card' data-type='blog'><span class='type'>Blog</span><a href='{prefix}{s}'><h3>{t}</h3>"
             f"</a><time>{d}</time><p>{x}</p></div>" for t, s, d, x in P.POSTS]
    others = ["<div class='card' data-type='webinar'><span class='type'>Webinar</span><a href='/resources/webinar-"
              "peak-season'><h3>Planning robot fleets for peak season</h3></a><time>2026-09-28</time></div>",
              "<div class='card' data-type='case-study'><span class='type'>Case study</span><a href='/resources/"
              "berlin-parcel'><h3>Berlin Parcel automated four fulfilment centres</h3></a><time>2026-08-19</time>"
              "</div>",
              "<div class='card' data-type='ebook'><span class='type'>E-book</span><a href='/resources/aisle-"
              "guide'><h3>The warehouse aisle design guide</h3></a><time>2026-07-01</time></div>"]
    cards = posts[:2] + others[:1] + posts[2:4] + others[1:] + posts[4:]
    filters = ("<div class='filters'><a href='/resources'>All</a> <a href='/resources?type=blog'>Blog</a> <a href="
               "'/resources?type=webinar'>Webinars</a> <a href='/resources?type=case-study'>Case studies</a></div>")
    return P.shell("Resources - Acme Robotics", f"<h1>Resources</h1><p>Articles, webinars and guides from the Acme "
                   f"team.</p>{filters}<div class='grid'>{''.join(cards)}</div>", menu(("/resources", "Resources")))


def blog_filtered(prefix: str = "/resources/") -> str:
    items = "".join(f"<div class='card' data-type='blog'><span class='type'>Blog</span><a href='{prefix}{s}'><h3>{t}"
                    f"</h3></a><time>{d}</time><p>{x}</p></div>" for t, s, d, x in P.POSTS)
    return P.shell("Blog - Resources - Acme Robotics", "<h1>Resources</h1><div class='filters'><a href='/resources'>"
                   "All</a> <a class='active' href='/resources?type=blog'>Blog</a> <a href='/resources?type=webinar'>"
                   f"Webinars</a></div><div class='grid'>{items}</div>", menu(("/resources", "Resources")))


PRICING_ROBOTS = pricing(menu(("/pricing/robots", "Robot plans"), ("/pricing/software", "Software add-ons")),
                         "Robot plans and pricing - Acme Robotics")
SOFTWARE_ADDONS = P.shell("Software add-ons - Acme Robotics", "<h1>Software add-ons</h1><p>Extend any robot plan with "
                          "these modules, billed per site.</p><div class='plan'><h2>Analytics Pro</h2><p class='price'>"
                          "$390 per site per month</p><ul><li>Heat maps of every aisle</li><li>Export to your BI tool"
                          "</li></ul></div><div class='plan'><h2>Yard management</h2><p class='price'>$590 per site "
                          "per month</p><ul><li>Trailer check-in</li><li>Dock scheduling</li></ul></div>",
                          menu(("/pricing/robots", "Robot plans"), ("/pricing/software", "Software add-ons")))

API_RESOURCES = [("Missions", "Create, list and cancel missions; a mission moves totes from one zone to another."),
                 ("Robots", "Read each robot's position, battery and state."), ("Zones", "Define zones and rules."),
                 ("Webhooks", "Subscribe to mission and robot events."), ("Users", "Invite users and set roles.")]
API_REF = P.shell("Fleet API reference - Acme Robotics", "<h1>Fleet API reference</h1><p>The Fleet API is a REST API "
                  "over HTTPS with JSON bodies. Authenticate with a bearer token from the dashboard.</p>" + "".join(
                      f"<h2>{n}</h2><p>{x}</p><pre>GET /v2/{n.lower()}</pre><pre>POST /v2/{n.lower()}</pre>"
                      for n, x in API_RESOURCES), [("/docs", "Docs"), ("/docs/api", "API")])


def api_part(name: str, text: str) -> str:
    side = "".join(f"<li><a href='/docs/api/{n.lower()}'>{n}</a></li>" for n, _ in API_RESOURCES)
    return (f"<!doctype html><html><head><title>{name} - Fleet API - Acme Robotics</title></head><body><aside><ul>"
            f"{side}</ul></aside><main><h1>{name}</h1><p>{text}</p><pre>GET /v2/{name.lower()}</pre><pre>POST /v2/"
            f"{name.lower()}</pre><h2>Parameters</h2><table><tr><td>limit</td><td>integer</td></tr></table></main>"
            f"</body></html>")


PRIVACY_AND_COOKIES = P.shell("Privacy and cookies - Acme Robotics", "<h1>Privacy and cookie policy</h1><p>Last "
                              "updated: 2026-11-15</p>" + "".join(f"<h2>{h}</h2><p>{t}</p>"
                                                                  for h, t in P.PRIVACY_SECTIONS)
                              + P.COOKIES.replace("<h1>", "<h2>").replace("</h1>", "</h2>"))

ZENITH_CAREERS = P.shell("Careers - Zenith Automation", P.CAREERS_MAIN.replace("Acme Robotics", "Zenith Automation")
                         .replace("Acme", "Zenith"), [("/", "Zenith"), ("/platform", "Platform"), ("/careers",
                                                                                                "Careers")])


def zenith_home(links: list[tuple[str, str]]) -> R:
    return html(P.shell("Zenith Automation - Warehouse robots", "<h1>Acme Robotics is now Zenith Automation</h1>"
                        "<p>Same robots, same team, a new name.</p>",
                        [("/", "Zenith"), ("/platform", "Platform"), *links]))


COMING_SOON = page("Zenith Automation - Coming soon", "<h1>Something new is coming</h1><p>Acme Robotics is becoming "
                   "Zenith Automation. Our new site launches in January.</p><form><input name='email' placeholder="
                   "'Your email'><button>Notify me</button></form>", nav=[])

# ------------------------------------------------------------------ the situations

SITUATIONS = [
    # ================================================================ relaunches: the URL scheme changed everywhere
    Situation("relaunch_adds_an_en_prefix_front_page_302s_to_en_whose_menu_links_en_careers",
              {"p01.test": {"/careers": NOT_FOUND, "/": moved("/en/", 302),
                            "/en/": site_home([("/en/", "Home"), ("/en/product", "Product"),
                                               ("/en/careers", "Careers")]),
                            "/en/careers": html(careers([("/en/", "Home"), ("/en/careers", "Careers")]))}},
              "http://p01.test/careers", "migrated", "http://p01.test/en/careers"),
    Situation("relaunch_drops_html_extension_the_page_only_in_a_large_sitemap",
              {"p02.test": {"/pricing.html": NOT_FOUND, "/": site_home(menu(("/platform", "Platform"))),
                            "/robots.txt": robots("Allow: /\nSitemap: http://p02.test/sitemap.xml"),
                            "/sitemap.xml": big_sitemap("p02.test", ["/pricing", "/about", "/careers"]),
                            "/pricing": html(pricing(menu(("/platform", "Platform"))))}},
              "http://p02.test/pricing.html", "migrated", "http://p02.test/pricing", surface="pricing",
              reference=P.PRICING_V1),
    Situation("relaunch_www_to_apex_with_a_trailing_slash_policy_one_301",
              {"www.p03.test": {"/careers": moved("http://p03.test/careers/")},
               "p03.test": {"/careers/": html(careers())}},
              "http://www.p03.test/careers", "migrated", "http://p03.test/careers/", status="redirected"),
    Situation("relaunch_apex_deep_paths_404_apex_root_301_to_www_whose_menu_links_careers",
              {"p04.test": {"/careers": NOT_FOUND, "/": moved("http://www.p04.test/")},
               "www.p04.test": {"/": site_home(menu(("/company/careers", "Careers"))),
                                "/company/careers": html(careers())}},
              "http://p04.test/careers", "migrated", "http://www.p04.test/company/careers"),
    Situation("relaunch_new_cms_numeric_page_id_by_301",
              {"p05.test": {"/careers": moved("/p/4812"), "/p/4812": html(careers())}},
              "http://p05.test/careers", "migrated", "http://p05.test/p/4812", status="redirected"),
    Situation("relaunch_new_cms_numeric_page_id_in_the_menu",
              {"p06.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/pages/31", "Pricing"), ("/pages/7", "About"))),
                            "/pages/31": html(pricing(menu(("/pages/31", "Pricing"))))}},
              "http://p06.test/pricing", "migrated", "http://p06.test/pages/31", surface="pricing",
              reference=P.PRICING_V1),
    Situation("relaunch_asp_net_legacy_path_to_lowercase_hyphenated",
              {"p07.test": {"/Company/Careers.aspx": NOT_FOUND,
                            "/": site_home(menu(("/company/about-us", "About"), ("/company/careers", "Careers"))),
                            "/company/careers": html(careers())}},
              "http://p07.test/Company/Careers.aspx", "migrated", "http://p07.test/company/careers"),
    Situation("relaunch_php_with_a_language_query_to_a_clean_path",
              {"p08.test": {"/jobs.php?lang=en": NOT_FOUND, "/jobs.php": NOT_FOUND,
                            "/": site_home(menu(("/jobs", "Jobs"))), "/jobs": html(careers())}},
              "http://p08.test/jobs.php?lang=en", "migrated", "http://p08.test/jobs"),
    Situation("relaunch_team_under_en_us_company_leadership_with_slash",
              {"p09.test": {"/about/team": NOT_FOUND,
                            "/": site_home([("/en-us/", "Home"), ("/en-us/company/", "Company"),
                                            ("/en-us/company/leadership/", "Leadership")]),
                            "/en-us/company/leadership/": html(T9.team_page("Leadership - Acme Robotics",
                                                                            "Leadership"))}},
              "http://p09.test/about/team", "migrated", "http://p09.test/en-us/company/leadership/", surface="team",
              reference=TEAM_REF),
    Situation("relaunch_every_old_path_301_to_the_en_front_page_whose_footer_links_legal_privacy",
              {"p10.test": {"/privacy-policy": moved("/en/"), "/": moved("/en/"),
                            "/en/": site_home([("/en/", "Home")], [("/en/legal/privacy", "Privacy"),
                                                                   ("/en/legal/terms", "Terms")]),
                            "/en/legal/privacy": html(P.privacy_page("2026-11-02"))}},
              "http://p10.test/privacy-policy", "migrated", "http://p10.test/en/legal/privacy", surface="legal",
              reference=PRIVACY_REF, status="redirected"),
    Situation("relaunch_docs_moved_from_a_path_to_a_docs_subdomain_by_301_with_a_new_slug_scheme",
              {"p11.test": {"/support/documentation": moved("http://docs.p11.test/en/latest/")},
               "docs.p11.test": {"/en/latest/": html(P.docs_home())}},
              "http://p11.test/support/documentation", "migrated", "http://docs.p11.test/en/latest/", surface="docs",
              reference=DOCS_REF, status="redirected"),
    Situation("relaunch_investors_old_path_410_the_menu_links_a_new_path_with_a_trailing_slash",
              {"p12.test": {"/investor-relations.html": GONE,
                            "/": site_home(menu(("/investors/", "Investors"))),
                            "/investors/": html(page("Investors - Acme Robotics", IR_MAIN))}},
              "http://p12.test/investor-relations.html", "migrated", "http://p12.test/investors/",
              surface="investors", reference=IR_REF),

    # ================================================================ content split or merged
    Situation("pricing_split_menu_links_robot_plans_which_keep_every_plan_and_software_add_ons",
              {"p13.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/pricing/robots", "Robot plans"),
                                                ("/pricing/software", "Software add-ons"))),
                            "/pricing/robots": html(PRICING_ROBOTS), "/pricing/software": html(SOFTWARE_ADDONS)}},
              "http://p13.test/pricing", "migrated", "http://p13.test/pricing/robots", surface="pricing",
              reference=P.PRICING_V1),
    Situation("pricing_301_to_the_software_add_ons_half_which_has_none_of_the_plans",
              {"p14.test": {"/pricing": moved("/pricing/software"), "/pricing/software": html(SOFTWARE_ADDONS),
                            "/": site_home(menu(("/pricing/software", "Add-ons")))}},
              "http://p14.test/pricing", "review", surface="pricing", reference=P.PRICING_V1, status="redirected"),
    Situation("blog_301_to_a_resources_hub_filtered_to_blog_with_utm_parameters",
              {"p15.test": {"/blog": moved("/resources?type=blog&utm_source=old-blog&utm_medium=redirect"),
                            "/resources?type=blog&utm_source=old-blog&utm_medium=redirect": html(blog_filtered()),
                            "/resources?type=blog": html(blog_filtered()),
                            "/resources": html(blog_in_resources_hub())}},
              "http://p15.test/blog", "migrated", "http://p15.test/resources?type=blog", surface="blog",
              reference=BLOG_REF, status="redirected"),
    Situation("blog_301_to_a_resources_hub_mixing_every_post_with_webinars_and_case_studies",
              {"p16.test": {"/blog": moved("/resources"), "/resources": html(blog_in_resources_hub())}},
              "http://p16.test/blog", "migrated", "http://p16.test/resources", surface="blog", reference=BLOG_REF,
              status="redirected"),
    Situation("docs_api_reference_split_into_one_page_per_resource_301_to_the_first",
              {"p17.test": {"/docs/api": moved("/docs/api/missions"),
                            "/docs/api/missions": html(api_part(*API_RESOURCES[0]))}},
              "http://p17.test/docs/api", "review", surface="docs", reference=API_REF, status="redirected"),
    Situation("privacy_merged_with_the_cookie_policy_under_a_new_path",
              {"p18.test": {"/privacy": moved("/legal/privacy-and-cookies"),
                            "/legal/privacy-and-cookies": html(PRIVACY_AND_COOKIES)}},
              "http://p18.test/privacy", "migrated", "http://p18.test/legal/privacy-and-cookies", surface="legal",
              reference=PRIVACY_REF, status="redirected"),
    Situation("newsroom_merged_into_the_blog_as_a_category_menu_links_blog_category_press",
              {"p19.test": {"/press": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog"), ("/blog/category/press", "Press"))),
                            "/blog/category/press": html(T9.page("Press - Acme Robotics blog", "<h1>Category: Press"
                                                                 "</h1>" + "".join(
                                                                     f"<article><h2><a href='/blog/{i}'>{t}</a></h2>"
                                                                     f"<time>{d}</time><p>{x}</p></article>"
                                                                     for i, (t, d, x) in enumerate(P.PRESS))))}},
              "http://p19.test/press", "migrated", "http://p19.test/blog/category/press", surface="newsroom",
              reference=PRESS_REF),

    # ================================================================ careers to another ATS vendor, hosted or embedded
    Situation("greenhouse_board_404_company_careers_page_now_embeds_an_ashby_board",
              {"boards.greenhouse.io": {"/acmep20": NOT_FOUND},
               "p20.test": {"/": site_home(menu(("/careers", "Careers"))),
                            "/careers": html(ashby_embed_page("acmep20", menu(("/careers", "Careers"))))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmep20": ashby_api(JOBS, "acmep20")}},
              "http://boards.greenhouse.io/acmep20", "migrated",
              "http://api.ashbyhq.com/posting-api/job-board/acmep20", reference=T9.greenhouse_board(JOBS),
              website="http://p20.test/", target_kind="ats", entities=tuple(JOBS)),
    Situation("lever_board_404_company_menu_links_a_hosted_workable_board",
              {"jobs.lever.co": {"/acmep21": lever_404()},
               "p21.test": {"/": site_home(menu(("http://apply.workable.com/acmep21/", "Careers")))},
               "apply.workable.com": {"/acmep21/": html(js_shell("Acme Robotics")),
                                      "/api/v1/widget/accounts/acmep21": workable_api(JOBS, "acmep21")}},
              "http://jobs.lever.co/acmep21", "migrated", "http://apply.workable.com/api/v1/widget/accounts/acmep21",
              reference=P.lever_board("acmep21"), website="http://p21.test/", target_kind="ats",
              entities=tuple(JOBS)),
    Situation("own_careers_page_404_new_careers_page_embeds_greenhouse_by_script",
              {"p22.test": {"/jobs": NOT_FOUND, "/": site_home(menu(("/company/careers", "Careers"))),
                            "/company/careers": html(greenhouse_embed_page("acmep22", menu()))},
               "boards-api.greenhouse.io": {"/v1/boards/acmep22/jobs": gh_api(JOBS, "acmep22")}},
              "http://p22.test/jobs", "migrated", "http://boards-api.greenhouse.io/v1/boards/acmep22/jobs",
              target_kind="ats", entities=tuple(JOBS)),
    Situation("greenhouse_board_404_company_menu_links_another_brands_lever_board",
              {"boards.greenhouse.io": {"/acmep23": NOT_FOUND},
               "p23.test": {"/": site_home(menu(("http://jobs.lever.co/northwind-logistics", "Careers")))},
               "jobs.lever.co": {"/northwind-logistics": html(lever_board_of("northwind-logistics",
                                                                             "Northwind Logistics", T10.OTHER_JOBS))},
               "api.lever.co": {"/v0/postings/northwind-logistics": jsn([
                   {"text": t, "categories": {"location": loc, "team": team}, "hostedUrl": f"https://jobs.lever.co/"
                    f"northwind-logistics/{i}"} for i, (t, loc, team) in enumerate(T10.OTHER_JOBS)])}},
              "http://boards.greenhouse.io/acmep23", "review", reference=T9.greenhouse_board(JOBS),
              website="http://p23.test/", entities=tuple(JOBS)),

    # ================================================================ soft 404s in another language than the page's
    Situation("english_careers_url_answers_a_german_soft_404_the_english_menu_links_jobs",
              {"p24.test": {"/en/careers": soft_404_page("de", "Seite nicht gefunden - Acme Robotics",
                                                         "Hoppla! Diese Seite gibt es nicht mehr.",
                                                         "Vielleicht hilft Ihnen die Suche weiter.",
                                                         [("/de/", "Startseite"), ("/de/karriere", "Karriere")],
                                                         [("/de/produkt", "Produkt"), ("/de/kontakt", "Kontakt")]),
                            "/": site_home([("/en/", "Home"), ("/en/jobs", "Jobs")]), "/en/": moved("/"),
                            "/en/jobs": html(careers([("/en/", "Home"), ("/en/jobs", "Jobs")]))}},
              "http://p24.test/en/careers", "migrated", "http://p24.test/en/jobs"),
    Situation("french_pricing_url_answers_an_english_next_js_soft_404_sitemap_lists_fr_tarifs",
              {"p25.test": {"/fr/prix": soft_404_page("en", "404: This page could not be found",
                                                      "404", "This page could not be found.", [("/", "Home")]),
                            "/": moved("/fr/", 302), "/fr/": site_home([("/fr/", "Accueil"), ("/fr/produit",
                                                                                               "Produit")],
                                                                       lang="fr"),
                            "/robots.txt": robots("Sitemap: http://p25.test/sitemap.xml"),
                            "/sitemap.xml": xml("p25.test", ["/fr/", "/fr/produit", "/fr/tarifs", "/en/pricing"]),
                            "/fr/tarifs": html(P.shell("Tarifs - Acme Robotics", PRICING_FR, [("/fr/", "Accueil")],
                                                       lang="fr")),
                            "/en/pricing": html(pricing())}},
              "http://p25.test/fr/prix", "migrated", "http://p25.test/fr/tarifs", surface="pricing",
              reference=P.shell("Tarifs - Acme Robotics", PRICING_FR, [("/fr/", "Accueil")], lang="fr")),
    Situation("english_team_url_answers_a_spanish_soft_404_of_a_relaunch_whose_menu_links_equipo_and_team",
              {"p26.test": {"/team": soft_404_page("es", "Página no encontrada - Acme Robotics",
                                                   "Lo sentimos, no encontramos esta página",
                                                   "Es posible que se haya movido o eliminado.",
                                                   [("/", "Inicio"), ("/es/equipo", "Equipo")]),
                            "/": site_home([("/", "Home"), ("/es/equipo", "Equipo"), ("/en/team", "Team")]),
                            "/en/team": html(T9.team_page("Team - Acme Robotics", "Our team")),
                            "/es/equipo": html(T9.team_page("Equipo - Acme Robotics", "Nuestro equipo", lang="es"))}},
              "http://p26.test/team", "migrated", "http://p26.test/en/team", surface="team", reference=TEAM_REF),
    Situation("english_soft_404_in_dutch_without_a_successor_anywhere",
              {"p27.test": {"/careers": soft_404_page("nl", "Pagina niet gevonden - Acme Robotics",
                                                      "Oeps, deze pagina bestaat niet (meer)",
                                                      "Misschien vind je wat je zoekt via de zoekfunctie.",
                                                      [("/", "Home"), ("/over-ons", "Over ons")]),
                            "/": site_home([("/", "Home"), ("/over-ons", "Over ons")], lang="nl")}},
              "http://p27.test/careers", "review"),
    Situation("japanese_ir_url_answers_an_english_soft_404_the_ja_menu_links_the_new_ir_path",
              {"p28.test": {"/ja/ir/": soft_404_page("en", "Page Not Found | Acme Robotics", "Page not found",
                                                     "Sorry, the page you requested could not be found.",
                                                     [("/", "Home")]),
                            "/": moved("/ja/", 302),
                            "/ja/": site_home(T9.JA_NAV[:2] + [("/ja/investors/", "投資家情報")], lang="ja"),
                            "/ja/investors/": html(P.shell("投資家情報 - アクメロボティクス", T9.IR_JA, T9.JA_NAV,
                                                           lang="ja"))}},
              "http://p28.test/ja/ir/", "migrated", "http://p28.test/ja/investors/", surface="investors",
              reference=P.shell("投資家情報 - アクメロボティクス", T9.IR_JA, T9.JA_NAV, lang="ja")),
    Situation("german_impressum_answers_an_english_wordpress_soft_404_whose_popular_links_are_posts",
              {"p29.test": {"/de/impressum": soft_404_page("en", "Page not found – Acme Robotics",
                                                           "Oops! That page can’t be found.",
                                                           "It looks like nothing was found at this location. Maybe "
                                                           "try one of the links below or a search?", [("/", "Home")],
                                                           [("/blog/r7", "Introducing the Acme R7 picking robot"),
                                                            ("/blog/safety", "How we test robots next to people")]),
                            "/": site_home(T9.DE_NAV, [("/de/rechtliches/impressum", "Impressum")], lang="de"),
                            "/de/rechtliches/impressum": html(P.shell("Impressum - Acme Robotics", T9.IMPRESSUM_DE,
                                                                      T9.DE_NAV, lang="de"))}},
              "http://p29.test/de/impressum", "migrated", "http://p29.test/de/rechtliches/impressum",
              surface="legal", reference=P.shell("Impressum - Acme Robotics", T9.IMPRESSUM_DE, T9.DE_NAV, lang="de")),

    # ================================================================ found only through a sitemap or a feed
    Situation("blog_404_front_page_links_no_blog_its_head_names_a_feed_whose_channel_is_insights",
              {"p30.test": {"/blog": NOT_FOUND,
                            "/": html(P.homepage(menu(("/platform", "Platform")),
                                                 head=feed_link("/insights/feed.xml"))),
                            "/insights/feed.xml": feed(rss("p30.test", "/insights/").replace(
                                "<link>http://p30.test/blog</link>", "<link>http://p30.test/insights</link>")),
                            "/insights": html(P.blog_new("/insights/", "Insights - Acme Robotics", nav=NAV))}},
              "http://p30.test/blog", "migrated", "http://p30.test/insights", surface="blog", reference=BLOG_REF),
    Situation("careers_404_robots_txt_names_a_sitemap_on_a_cdn_host",
              {"p31.test": {"/careers": NOT_FOUND, "/": site_home(menu()),
                            "/robots.txt": robots("Disallow: /admin/\nSitemap: http://cdn.p31.test/sitemaps/"
                                                  "p31/sitemap.xml"),
                            "/company/work-with-us": html(careers())},
               "cdn.p31.test": {"/sitemaps/p31/sitemap.xml": big_sitemap("p31.test", ["/company/work-with-us"])}},
              "http://p31.test/careers", "migrated", "http://p31.test/company/work-with-us"),
    Situation("changelog_404_only_the_sitemap_index_names_a_pages_sitemap_listing_release_notes",
              {"p32.test": {"/changelog": NOT_FOUND, "/": site_home(menu()),
                            "/robots.txt": robots("Sitemap: http://p32.test/sitemap_index.xml"),
                            "/sitemap_index.xml": R(200, '<?xml version="1.0"?><sitemapindex xmlns="http://www.'
                                                    'sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://p32.test/'
                                                    'post-sitemap.xml</loc></sitemap><sitemap><loc>http://p32.test/'
                                                    'page-sitemap.xml</loc></sitemap></sitemapindex>',
                                                    "application/xml"),
                            "/post-sitemap.xml": big_sitemap("p32.test", []),
                            "/page-sitemap.xml": xml("p32.test", ["/", "/about", "/product/release-notes",
                                                                  "/contact"]),
                            "/product/release-notes": html(P.changelog_page("Release notes - Acme Robotics"))}},
              "http://p32.test/changelog", "migrated", "http://p32.test/product/release-notes", surface="changelog",
              reference=CHANGELOG_REF),
    Situation("newsroom_404_an_atom_feed_in_the_head_whose_alternate_link_is_the_press_list",
              {"p33.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage(menu(), head="<link rel='alternate' type='application/atom+xml' "
                                                              "title='Press releases' href='/media/press.atom'>")),
                            "/media/press.atom": R(200, "<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://"
                                                   "www.w3.org/2005/Atom'><title>Acme Robotics press releases</title>"
                                                   "<link rel='alternate' href='http://p33.test/media/press-releases'/>"
                                                   "<link rel='self' href='http://p33.test/media/press.atom'/>"
                                                   + "".join(
                                                       f"<entry><title>{t}</title><link href='http://p33.test/media/"
                                                       f"press-releases/{i}'/><updated>{d}T09:00:00Z</updated>"
                                                       f"<summary>{x}</summary></entry>"
                                                       for i, (t, d, x) in enumerate(P.PRESS)) + "</feed>",
                                                   "application/atom+xml"),
                            "/media/press-releases": html(T11.press_list("Press releases - Acme Robotics",
                                                                         "Press releases",
                                                                         prefix="/media/press-releases/"))}},
              "http://p33.test/press", "migrated", "http://p33.test/media/press-releases", surface="newsroom",
              reference=PRESS_REF),
    Situation("docs_404_sitemap_lists_the_new_docs_root_among_hreflang_alternates",
              {"p34.test": {"/documentation/": NOT_FOUND, "/": site_home(menu()),
                            "/sitemap.xml": R(200, '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.'
                                              'sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/'
                                              'xhtml">' + "".join(
                                                  f"<url><loc>http://p34.test/{lc}{p}</loc><xhtml:link rel='alternate'"
                                                  f" hreflang='de' href='http://p34.test/de{p}'/><xhtml:link rel="
                                                  f"'alternate' hreflang='en' href='http://p34.test/en{p}'/></url>"
                                                  for p in ("/", "/product", "/help/docs/") for lc in ("en", "de"))
                                              + "</urlset>", "application/xml"),
                            "/en/help/docs/": html(P.docs_home()),
                            "/de/help/docs/": html(P.docs_home().replace("documentation", "Dokumentation"))}},
              "http://p34.test/documentation/", "migrated", "http://p34.test/en/help/docs/", surface="docs",
              reference=DOCS_REF),

    # ================================================================ rebrands
    Situation("rebrand_301_path_preserving_to_a_sub_site_of_the_parent_group_with_the_same_page",
              {"p35.test": {"/careers": moved("http://acme.zenith-group-p35.test/careers")},
               "acme.zenith-group-p35.test": {"/careers": html(careers())}},
              "http://p35.test/careers", "migrated", "http://acme.zenith-group-p35.test/careers", status="redirected"),
    Situation("rebrand_301_path_preserving_the_page_renamed_zenith_throughout",
              {"p36.test": {"/careers": moved("http://zenith-p36.test/careers")},
               "zenith-p36.test": {"/careers": html(ZENITH_CAREERS)}},
              "http://p36.test/careers", "migrated", "http://zenith-p36.test/careers", status="redirected"),
    Situation("rebrand_301_to_a_coming_soon_page_of_the_new_brand",
              {"p37.test": {"/careers": moved("http://zenith-p37.test/"), "/": moved("http://zenith-p37.test/")},
               "zenith-p37.test": {"/": html(COMING_SOON), "*": html(COMING_SOON)}},
              "http://p37.test/careers", "review", status="redirected"),
    Situation("rebrand_old_domain_301s_everything_to_the_new_front_page_whose_menu_links_jobs",
              {"p38.test": {"/pricing": moved("http://zenith-p38.test/"), "/": moved("http://zenith-p38.test/")},
               "zenith-p38.test": {"/": zenith_home([("/plans", "Plans")]),
                                   "/plans": html(P.shell("Plans - Zenith Automation", PRICING_MAIN.replace(
                                       "Simple pricing for every warehouse", "Zenith plans for every warehouse"),
                                       [("/", "Zenith"), ("/plans", "Plans")]))}},
              "http://p38.test/pricing", "migrated", "http://zenith-p38.test/plans", surface="pricing",
              reference=P.PRICING_V1, status="redirected"),
    Situation("rebrand_old_domain_301s_to_an_acquirer_whose_careers_list_other_jobs",
              {"p39.test": {"/careers": moved("http://bigcorp-p39.test/careers")},
               "bigcorp-p39.test": {"/careers": html(P.BIGCORP_CAREERS)}},
              "http://p39.test/careers", "review", status="redirected"),

    # ================================================================ wrong-successor traps
    Situation("careers_404_footer_links_the_canadian_subsidiarys_careers_with_only_its_jobs",
              {"p40.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                    ("http://acme-robotics-ca-p40.test/careers", "Acme Canada")])},
               "acme-robotics-ca-p40.test": {"/careers": html(careers_with(
                   TORONTO_JOBS, "Careers - Acme Robotics Canada Inc.", "Acme Robotics Canada"))}},
              "http://p40.test/careers", "review"),
    Situation("careers_404_menu_links_internships_only_which_shares_the_intro",
              {"p41.test": {"/careers": NOT_FOUND, "/": site_home(menu(("/careers/internships", "Internships"))),
                            "/careers/internships": html(careers_with(INTERNSHIPS, "Internships - Acme Robotics",
                                                                      "Internships"))}},
              "http://p41.test/careers", "review"),
    Situation("pricing_404_menu_links_an_archived_2025_pricing_page_with_the_same_plans",
              {"p42.test": {"/pricing": NOT_FOUND,
                            "/": site_home(menu(("/archive/pricing-2025", "Pricing"))),
                            "/archive/pricing-2025": html(pricing(menu(), "Pricing 2025 (archived) - Acme Robotics",
                                                                  archived_banner("These were our prices until "
                                                                                  "December 2025. They are no longer "
                                                                                  "offered.")))}},
              "http://p42.test/pricing", "review", surface="pricing", reference=P.PRICING_V1),
    Situation("careers_301_to_a_frozen_archived_copy_on_the_own_site",
              {"p43.test": {"/careers": moved("/archive/careers-2025"),
                            "/archive/careers-2025": html(careers(menu(), "Careers (archived) - Acme Robotics",
                                                                  main=archived_banner("This page is no longer "
                                                                                       "updated. See our new careers "
                                                                                       "site.") + P.CAREERS_MAIN))}},
              "http://p43.test/careers", "review", status="redirected"),
    Situation("careers_404_the_only_link_is_a_wayback_copy_in_the_footer",
              {"p44.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(), [("http://web.archive.org/web/20250612/http://p44.test/careers",
                                                     "Careers (archived)")])},
               "web.archive.org": {"*": html(WAYBACK_CAREERS)}},
              "http://p44.test/careers", "review",
              never=(("web.archive.org", "/web/20250612/http://p44.test/careers"),)),
    Situation("team_404_menu_links_an_archive_ph_snapshot",
              {"p45.test": {"/team": NOT_FOUND, "/": site_home(menu(("http://archive.ph/Xk3pQ", "Team")))},
               "archive.ph": {"/Xk3pQ": html(TEAM_REF)}},
              "http://p45.test/team", "review", surface="team", reference=TEAM_REF, never=(("archive.ph", "/Xk3pQ"),)),
    Situation("careers_404_menu_links_the_german_subsidiarys_karriere_page",
              {"p46.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("http://acme-robotik-p46.test/karriere", "Careers")))},
               "acme-robotik-p46.test": {"/karriere": html(P.careers_de().replace("Acme Robotics", "Acme Robotik "
                                                                                                   "GmbH"))}},
              "http://p46.test/careers", "review"),
    Situation("careers_301_to_one_office_of_three",
              {"p47.test": {"/careers": moved("/careers/toronto"),
                            "/careers/toronto": html(careers_with(TORONTO_JOBS, "Careers in Toronto - Acme Robotics",
                                                                  "Toronto"))}},
              "http://p47.test/careers", "review", status="redirected"),
    Situation("blog_404_menu_links_the_subsidiarys_blog_of_other_posts",
              {"p48.test": {"/blog": NOT_FOUND,
                            "/": site_home(menu(("http://blog.acme-logistics-p48.test/", "Blog")))},
               "blog.acme-logistics-p48.test": {"/": html(P.shell("Acme Logistics blog", "<h1>The Acme Logistics blog"
                                                                  "</h1>" + "".join(
                                                                      f"<article><h2><a href='/{i}'>{t}</a></h2>"
                                                                      f"</article>" for i, (t, _, _) in enumerate(
                                                                          T10.OTHER_JOBS))))}},
              "http://p48.test/blog", "review", surface="blog", reference=BLOG_REF),
    Situation("privacy_404_footer_links_a_termsfeed_generator_sample_policy",
              {"p49.test": {"/privacy": NOT_FOUND,
                            "/": site_home(menu(), [("http://www.termsfeed-p49.test/sample-privacy-policy",
                                                     "Privacy")])},
               "www.termsfeed-p49.test": {"/sample-privacy-policy": html(P.shell(
                   "Sample Privacy Policy Template - TermsFeed", "<h1>Sample Privacy Policy Template</h1><p>Use this "
                   "sample to write your own policy. Replace [Company Name] with your company.</p><h2>Who we are</h2>"
                   "<p>[Company Name] is the controller of your personal data.</p><h2>Your rights</h2><p>You may "
                   "access, correct or erase your data.</p>", [("/", "TermsFeed"), ("/pricing", "Pricing")]))}},
              "http://p49.test/privacy", "review", surface="legal", reference=PRIVACY_REF),

    # ================================================================ second batch (written after the first run)
    Situation("careers_301_to_one_office_of_three_the_sensor_knowing_its_twelve_openings",
              {"p50.test": {"/careers": moved("/careers/toronto"),
                            "/careers/toronto": html(careers_with(TORONTO_JOBS, "Careers in Toronto - Acme Robotics",
                                                                  "Toronto"))}},
              "http://p50.test/careers", "review", status="redirected", entities=tuple(JOBS)),
    Situation("docs_404_menu_links_the_previous_versions_docs_whose_banner_says_no_longer_maintained",
              {"p51.test": {"/docs/": NOT_FOUND, "/": site_home(menu(("/docs/v1/", "Docs"))),
                            "/docs/v1/": html(P.docs_home("/docs/v1/").replace(
                                "<main>", "<main><div class='admonition warning'>You are reading the documentation "
                                "of version 1, which is no longer maintained. See the latest version.</div>", 1))}},
              "http://p51.test/docs/", "review", surface="docs", reference=DOCS_REF),
    Situation("privacy_404_footer_links_the_current_policy_and_its_archived_previous_version",
              {"p52.test": {"/privacy": NOT_FOUND,
                            "/": site_home(menu(), [("/legal/privacy-2025", "Previous privacy policy"),
                                                    ("/legal/privacy", "Privacy policy")]),
                            "/legal/privacy-2025": html(P.privacy_page("2025-03-01", title="Privacy Policy (archived "
                                                                       "2025) - Acme Robotics")),
                            "/legal/privacy": html(P.privacy_page("2026-11-20"))}},
              "http://p52.test/privacy", "migrated", "http://p52.test/legal/privacy", surface="legal",
              reference=PRIVACY_REF),
    Situation("blog_404_menu_links_a_live_blog_archive_listing_every_post",
              {"p53.test": {"/blog": NOT_FOUND, "/": site_home(menu(("/blog/archive", "Blog"))),
                            "/blog/archive": html(P.shell("Blog archive - Acme Robotics", "<h1>Blog archive</h1>"
                                                          "<p>Every story from the Acme team, newest first.</p>"
                                                          + "".join(
                                                              f"<article><h2><a href='/blog/{u}'>{t}</a></h2><time>{d}"
                                                              f"</time><p>{x}</p></article>"
                                                              for t, u, d, x in P.POSTS)))}},
              "http://p53.test/blog", "migrated", "http://p53.test/blog/archive", surface="blog", reference=BLOG_REF),
    Situation("blog_404_head_announces_the_comments_feed_first_then_the_journals_section_feed",
              {"p54.test": {"/blog": NOT_FOUND,
                            "/": html(P.homepage(menu(), head="<link rel='alternate' type='application/rss+xml' "
                                                 "title='Acme Robotics &raquo; Comments Feed' href='/comments/feed/'>"
                                                 "<link rel='alternate' type='application/rss+xml' title='Acme "
                                                 "Robotics &raquo; Journal' href='/journal/index.xml'>")),
                            "/comments/feed/": feed(rss("p54.test", "/journal/", "Comments on Acme Robotics")),
                            "/journal/index.xml": feed(rss("p54.test", "/journal/").replace(
                                "<link>http://p54.test/blog</link>", "<link>http://p54.test/journal/</link>")),
                            "/journal": moved("/journal/"),
                            "/journal/": html(P.blog_new("/journal/", "Journal - Acme Robotics", nav=NAV))}},
              "http://p54.test/blog", "migrated", "http://p54.test/journal/", surface="blog", reference=BLOG_REF,
              never=(("p54.test", "/comments/feed/"),)),
    Situation("newsroom_404_head_announces_a_json_feed_whose_home_page_url_is_the_newsroom",
              {"p55.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage(menu(), head="<link rel='alternate' type='application/feed+json' "
                                                 "title='Acme news' href='/feeds/news.json'>")),
                            "/feeds/news.json": jsn({"version": "https://jsonfeed.org/version/1.1", "title": "Acme "
                                                     "Robotics news", "home_page_url": "http://p55.test/company/"
                                                     "newsroom", "feed_url": "http://p55.test/feeds/news.json",
                                                     "items": [{"id": str(i), "url": f"http://p55.test/company/"
                                                                f"newsroom/{i}", "title": t, "date_published": d}
                                                               for i, (t, d, _) in enumerate(P.PRESS)]}),
                            "/company/newsroom": html(T11.press_list("Newsroom - Acme Robotics", "Newsroom",
                                                                     prefix="/company/newsroom/"))}},
              "http://p55.test/press", "migrated", "http://p55.test/company/newsroom", surface="newsroom",
              reference=PRESS_REF),
    Situation("team_301_to_the_ceos_own_page_after_the_team_page_was_split_per_person",
              {"p56.test": {"/team": moved("/team/jeanne-martin"),
                            "/team/jeanne-martin": html(page("Jeanne Martin, Chief Executive Officer - Acme Robotics",
                                                             f"<h1>{PEOPLE[0][0]}</h1><p class='role'>{PEOPLE[0][1]}"
                                                             f"</p><p>{PEOPLE[0][2]}</p><p>Before Acme, Jeanne ran the "
                                                             "automation programme of a parcel carrier.</p><a href="
                                                             "'/team'>The whole team</a>"))}},
              "http://p56.test/team", "review", surface="team", reference=TEAM_REF, status="redirected"),
    Situation("changelog_404_footer_links_the_blogs_product_updates_category_listing_the_releases",
              {"p57.test": {"/changelog": NOT_FOUND,
                            "/": site_home(menu(("/blog", "Blog")), [("/blog/category/product-updates",
                                                                      "Product updates")]),
                            "/blog/category/product-updates": html(P.shell(
                                "Product updates - Acme Robotics blog", "<h1>Category: Product updates</h1>" + "".join(
                                    f"<article><h2><a href='/blog/release-{v.replace('.', '-')}'>Version {v}</a></h2>"
                                    f"<time>{d}</time><ul>{''.join(f'<li>{c}</li>' for c in ch)}</ul></article>"
                                    for v, d, ch in P.RELEASES)))}},
              "http://p57.test/changelog", "migrated", "http://p57.test/blog/category/product-updates",
              surface="changelog", reference=CHANGELOG_REF),
    Situation("investors_404_footer_links_the_new_parent_groups_investor_relations",
              {"p58.test": {"/investors": NOT_FOUND,
                            "/": site_home(menu(), [("http://www.zenith-group-p58.test/investors", "Investors")])},
               "www.zenith-group-p58.test": {"/investors": html(P.shell(
                   "Investors - Zenith Group", "<h1>Investor relations</h1><p>Zenith Group SE is listed on Xetra "
                   "(ticker ZNG). Acme Robotics joined the group in 2026.</p><h2>Latest results</h2><p>Third quarter "
                   "2026: group revenue of 1.9 billion euros, up 4 percent.</p><h2>Financial calendar</h2><ul><li>"
                   "4 March 2027: full-year results</li><li>12 May 2027: annual general meeting</li></ul>",
                   [("/", "Zenith Group"), ("/investors", "Investors")]))}},
              "http://p58.test/investors", "review", surface="investors", reference=IR_REF),
    Situation("rebrand_301_path_preserving_the_new_page_carries_a_we_are_now_zenith_banner",
              {"p59.test": {"/careers": moved("http://zenith-p59.test/careers")},
               "zenith-p59.test": {"/careers": html(careers(title="Careers - Zenith Automation (formerly Acme "
                                                            "Robotics)", main="<div class='banner'>Acme Robotics is "
                                                            "now Zenith Automation. Same team, new name.</div>"
                                                            + P.CAREERS_MAIN))}},
              "http://p59.test/careers", "migrated", "http://zenith-p59.test/careers", status="redirected"),
    Situation("careers_404_new_careers_page_embeds_ashby_and_links_a_life_at_acme_page",
              {"p60.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(("/company/careers", "Careers"))),
                            "/company/careers": html(ashby_embed_page("acmep60", menu(("/company/life", "Life at "
                                                                                       "Acme"))))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmep60": ashby_api(JOBS, "acmep60")}},
              "http://p60.test/careers", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acmep60",
              target_kind="ats", entities=tuple(JOBS)),

    # ================================================================ third batch (written after the second run)
    Situation("careers_404_footer_links_the_old_site_kept_on_an_archive_subdomain",
              {"p61.test": {"/careers": NOT_FOUND,
                            "/": site_home(menu(), [("/legal/privacy", "Privacy"),
                                                    ("http://archive.p61.test/careers", "Our old website")])},
               "archive.p61.test": {"/careers": html(careers())}},
              "http://p61.test/careers", "review", never=(("archive.p61.test", "/careers"),)),
    Situation("english_pricing_answers_a_german_soft_404_whose_popular_links_name_the_english_plans",
              {"p62.test": {"/pricing": soft_404_page("de", "Seite nicht gefunden | Acme Robotics",
                                                      "Seite nicht gefunden",
                                                      "Die gesuchte Seite existiert nicht. Beliebte Seiten:",
                                                      [("/de/", "Startseite")],
                                                      [("/de/tarife", "Tarife"), ("/en/plans", "Plans (English)")]),
                            "/": moved("/de/", 302),
                            "/de/": site_home(T9.DE_NAV, lang="de"),
                            "/en/plans": html(pricing([("/en/", "Home"), ("/en/plans", "Plans")],
                                                      "Plans - Acme Robotics"))}},
              "http://p62.test/pricing", "migrated", "http://p62.test/en/plans", surface="pricing",
              reference=P.PRICING_V1),
    Situation("careers_404_on_the_apex_robots_txt_names_the_www_sitemap_listing_www_urls",
              {"p63.test": {"/careers": NOT_FOUND, "/": site_home(menu()),
                            "/robots.txt": robots("Sitemap: http://www.p63.test/sitemap.xml")},
               "www.p63.test": {"/sitemap.xml": xml("www.p63.test", ["/", "/product", "/about/jobs"]),
                                "/about/jobs": html(careers())}},
              "http://p63.test/careers", "migrated", "http://www.p63.test/about/jobs"),
    Situation("docs_301_to_the_previous_version_marked_no_longer_maintained_while_the_menu_links_v3",
              {"p64.test": {"/docs/": moved("/docs/v1/"),
                            "/docs/v1/": html(P.docs_home("/docs/v1/").replace(
                                "<main>", "<main><div class='admonition warning'>This is the documentation of "
                                "version 1, which is no longer maintained.</div>", 1)),
                            "/": site_home(menu(("/docs/v3/", "Docs"))),
                            "/docs/v3/": html(P.docs_home("/docs/v3/"))}},
              "http://p64.test/docs/", "migrated", "http://p64.test/docs/v3/", surface="docs", reference=DOCS_REF,
              status="redirected"),
    Situation("blog_404_menu_links_a_resources_hub_mixing_every_post_with_webinars",
              {"p65.test": {"/blog": NOT_FOUND, "/": site_home(menu(("/resources", "Resources"))),
                            "/resources": html(blog_in_resources_hub())}},
              "http://p65.test/blog", "migrated", "http://p65.test/resources", surface="blog", reference=BLOG_REF),
    Situation("team_404_menu_links_the_companys_linkedin_people_page",
              {"p66.test": {"/team": NOT_FOUND,
                            "/": site_home(menu(("http://www.linkedin.com/company/acme-robotics-p66/people/",
                                                 "Team")))},
               "www.linkedin.com": {"*": R(999, "")}},
              "http://p66.test/team", "review", surface="team", reference=TEAM_REF,
              never=(("www.linkedin.com", "/company/acme-robotics-p66/people/"),)),
    Situation("careers_404_new_careers_page_frames_a_greenhouse_board_in_an_iframe",
              {"p67.test": {"/careers": NOT_FOUND, "/": site_home(menu(("/join-us", "Join us"))),
                            "/join-us": html(P.shell("Join us - Acme Robotics", P.CAREERS_MAIN.split(
                                '<section class="openings">')[0] + "<iframe id='grnhse_iframe' width='100%' "
                                "frameborder='0' src='http://boards.greenhouse.io/embed/job_board?for=acmep67&amp;b="
                                "http%3A%2F%2Fp67.test%2Fjoin-us'></iframe>", menu()))},
               "boards-api.greenhouse.io": {"/v1/boards/acmep67/jobs": gh_api(JOBS, "acmep67")}},
              "http://p67.test/careers", "migrated", "http://boards-api.greenhouse.io/v1/boards/acmep67/jobs",
              target_kind="ats", entities=tuple(JOBS)),

    # ================================================================ fourth batch: guards of the rules above
    Situation("german_careers_answers_an_english_soft_404_whose_popular_links_name_english_careers_first",
              {"p68.test": {"/de/karriere": soft_404_page("en", "Page not found - Acme Robotics", "Page not found",
                                                          "The page you are looking for does not exist. Popular "
                                                          "pages:", [("/", "Home")],
                                                          [("/en/careers", "Careers"), ("/de/jobs", "Jobs (Deutsch)")]),
                            "/": site_home(menu()),
                            "/en/careers": html(careers()),
                            "/de/jobs": html(P.careers_de().replace("/de/karriere", "/de/jobs"))}},
              "http://p68.test/de/karriere", "migrated", "http://p68.test/de/jobs", reference=P.careers_de()),
    Situation("careers_404_menu_links_a_page_embedding_the_parent_groups_greenhouse_board_of_other_jobs",
              {"p69.test": {"/careers": NOT_FOUND, "/": site_home(menu(("/join", "Join us"))),
                            "/join": html(greenhouse_embed_page("bigcorpgroup", menu()))},
               "boards-api.greenhouse.io": {"/v1/boards/bigcorpgroup/jobs": gh_api(T10.OTHER_JOBS, "bigcorpgroup")}},
              "http://p69.test/careers", "review", entities=tuple(JOBS)),
    Situation("careers_404_menu_links_the_listing_one_level_down_the_sensor_knowing_its_openings",
              {"p70.test": {"/careers": NOT_FOUND, "/": site_home(menu(("/careers/jobs", "Careers"))),
                            "/careers/jobs": html(careers(title="Open positions - Acme Robotics"))}},
              "http://p70.test/careers", "migrated", "http://p70.test/careers/jobs", entities=tuple(JOBS)),
    Situation("careers_404_menu_links_the_listing_one_level_down_without_known_openings",
              {"p71.test": {"/careers": NOT_FOUND, "/": site_home(menu(("/careers/jobs", "Careers"))),
                            "/careers/jobs": html(careers(title="Open positions - Acme Robotics"))}},
              "http://p71.test/careers", "migrated", "http://p71.test/careers/jobs"),
    Situation("newsroom_404_head_announces_only_an_industry_news_feed_of_another_site",
              {"p72.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage(menu(), head="<link rel='alternate' type='application/rss+xml' "
                                                 "title='Logistics Weekly' href='http://logistics-weekly-p72.test/"
                                                 "rss/robotics.xml'>"))},
               "logistics-weekly-p72.test": {"/rss/robotics.xml": feed(rss("logistics-weekly-p72.test", "/news/",
                                                                           "Logistics Weekly: robotics"))}},
              "http://p72.test/press", "review", surface="newsroom", reference=PRESS_REF,
              never=(("logistics-weekly-p72.test", "/rss/robotics.xml"),)),
]

#: requests a situation may take at most, tighter than the budget of 6 (a wall is not searched around)
MAX_REQUESTS: dict[str, int] = {}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    "careers_301_to_one_office_of_three":
        "the URL's own 301 to /careers/toronto, which keeps the old introduction, values and benefits (84 percent of "
        "the text) and four of the twelve openings: without the sensor's job entities nothing tells one office's "
        "part from a listing that lost eight openings (the same page with the entities known is reviewed: "
        "careers_301_to_one_office_of_three_the_sensor_knowing_its_twelve_openings)",
}

#: one situation per new rule, run together through `changewire repair --json --sensor ...`
CLI_RUN: tuple[str, ...] = ("own_careers_page_404_new_careers_page_embeds_greenhouse_by_script",
                             "newsroom_404_an_atom_feed_in_the_head_whose_alternate_link_is_the_press_list",
                             "careers_301_to_a_frozen_archived_copy_on_the_own_site",
                             "blog_404_menu_links_a_live_blog_archive_listing_every_post",
                             "careers_301_to_one_office_of_three_the_sensor_knowing_its_twelve_openings",
                             "careers_404_new_careers_page_embeds_ashby_and_links_a_life_at_acme_page",
                             "newsroom_404_head_announces_a_json_feed_whose_home_page_url_is_the_newsroom",
                             "careers_404_footer_links_the_old_site_kept_on_an_archive_subdomain",
                             "english_pricing_answers_a_german_soft_404_whose_popular_links_name_the_english_plans")
