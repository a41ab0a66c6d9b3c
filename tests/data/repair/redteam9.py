"""The situations of repair's ninth red-team round (tests/integration/test_repair_redteam9.py and
test_repair_redteam9b.py run them, split by surface so that each module stays short): page builders, the situation
table with the expectations written before the first run, the strict xfails and the shared scripted web.

Loaded by path (tests/ is not a package), after sites.py and pages.py.
"""
from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV, JOBS = P.NAV, P.JOBS
Situation = S.Situation
INTRO = P.CAREERS_MAIN.split('<section class="openings">')[0]
GONE = R(410, "<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>The requested resource is no longer "
              "available on this server and there is no forwarding address.</p></body></html>")
#: a front page rate limited (no Retry-After): the site cannot be searched now
BUSY = R(429, "<html><head><title>Too Many Requests</title></head><body><h1>Too Many Requests</h1></body></html>")


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def page(title: str, main: str, lang: str = "en", nav: list[tuple[str, str]] | None = None,
         head: str = "", footer: list[tuple[str, str]] | None = None) -> str:
    return P.shell(title, main, nav if nav is not None else NAV, footer, head, lang)


def home(nav_extra: list[tuple[str, str]] = (), footer: list[tuple[str, str]] | None = None,  # type: ignore[assignment]
         extra: str = "", head: str = "") -> R:
    return html(P.homepage(NAV + list(nav_extra), extra, footer, head))


def rss(host: str, prefix: str = "/blog/", title: str = "Acme Robotics blog") -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}{prefix}{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>{title}</title>'
            f"<link>http://{host}/blog</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


def feed(body: str) -> R:
    return R(200, body, "application/rss+xml; charset=utf-8")


def feed_link(href: str) -> str:
    return f"<link rel='alternate' type='application/rss+xml' title='Acme Robotics blog' href='{href}'>"


# ------------------------------------------------------------------ job boards and careers pages


def greenhouse_board(jobs: list[tuple[str, str, str]]) -> str:
    """boards.greenhouse.io/<token>: the company's intro, then openings by department (or none)."""
    depts: dict[str, list[tuple[int, str, str]]] = {}
    for i, (t, loc, team) in enumerate(jobs):
        depts.setdefault(team, []).append((i, t, loc))
    body = "".join(f"<section class='level-0'><h3>{team}</h3>" + "".join(
        f"<div class='opening'><a href='/acmei01/jobs/{4000100 + i}'>{t}</a><span class='location'>{loc}</span></div>"
        for i, t, loc in rows) + "</section>" for team, rows in depts.items())
    if not jobs:
        body = ("<p>There are no current openings at this time. Follow us on LinkedIn to hear when we are hiring "
                "again.</p>")
    return ("<!DOCTYPE html><html><head><title>Jobs at Acme Robotics</title></head><body><div id='wrapper'><div "
            "id='logo'><a href='http://i01.test/'>Acme Robotics</a></div><div id='content'><h1>Current openings at "
            "Acme Robotics</h1>" + body + "</div><div id='footer'>Powered by Greenhouse</div></div></body></html>")


def careers_es() -> str:
    return P.shell("Empleo - Acme Robotics", "<h1>Construye los robots que construyen el futuro</h1><p>Acme Robotics "
                   "diseña robots autónomos de almacén que usan más de 400 empresas logísticas en Europa y Norteamérica. "
                   "Somos un equipo de 180 ingenieras, diseñadores y operarios en Lyon, Berlín, Toronto y Madrid, y "
                   "seguimos creciendo.</p><h2>Cómo trabajamos</h2><ul><li>Aprender entregando. Equipos pequeños se "
                   "encargan de un problema de principio a fin.</li><li>La seguridad primero. Cada robot trabaja junto "
                   "a personas y así lo probamos.</li></ul><h2>Beneficios</h2><p>Salario competitivo y participaciones, "
                   "30 días de vacaciones pagadas, un presupuesto anual de formación y 20 semanas de permiso parental "
                   "para cada progenitor.</p><h2>Ofertas de empleo</h2><ul>"
                   + "".join(f"<li>{t} – {loc}</li>" for t, loc, _ in JOBS) + "</ul>",
                   [("/es/", "Inicio"), ("/es/producto", "Producto"), ("/es/precios", "Precios")], lang="es",
                   footer=[("/es/aviso-legal", "Aviso legal"), ("/es/privacidad", "Privacidad")])


def careers_under(title: str, heading: str, intro: str, nav: list[tuple[str, str]], lang: str = "en") -> str:
    rows = "".join(f"<li><span class='title'>{t}</span> – <span class='loc'>{loc}</span></li>" for t, loc, _ in JOBS)
    return P.shell(title, f"<h1>{heading}</h1><p>{intro}</p><h2>Open roles</h2><ul class='roles'>{rows}</ul>", nav,
                   lang=lang)


LEVER_EMPTY = ("<!DOCTYPE html><html><head><title>Acme Robotics</title></head><body><div class='main-header "
               "page-full-width'><a class='main-header-logo' href='http://i46.test/'>Acme Robotics</a></div><div class="
               "'content-wrapper posting-page'><div class='postings-wrapper'><div class='postings-group'><p>There are no "
               "job openings at Acme Robotics right now. Check back soon, or follow us to hear when we are hiring again."
               "</p></div></div></div><div class='main-footer page-full-width'><p>Acme Robotics Home Page</p><p>Jobs "
               "powered by Lever</p></div></body></html>")
TALENT_COMMUNITY = page("Talent community - Acme Robotics", "<h1>Join our talent community</h1><p>We are not hiring "
                        "for every team right now. Leave your email and the areas you are interested in, and our "
                        "recruiters will write to you when a role opens that fits.</p><form method='post'><label>Email "
                        "<input name='email'></label><label>Area <select name='area'><option>Engineering</option>"
                        "<option>Operations</option><option>Sales</option></select></label><button>Keep me posted"
                        "</button></form>")


def webflow_home(links: list[tuple[str, str]]) -> str:
    """A Webflow front page: a `w-nav` menu whose Company dropdown (`w-dropdown-list`) holds the company pages."""
    drop = "".join(f"<a href='{h}' class='dropdown-link w-dropdown-link'>{t}</a>" for h, t in links)
    return ("<!DOCTYPE html><html data-wf-site='64f0c2' lang='en'><head><meta charset='utf-8'><title>Acme Robotics | "
            "Warehouse robots</title></head><body><div class='navbar w-nav' role='banner'><a href='/' class='brand "
            "w-nav-brand'>Acme Robotics</a><nav role='navigation' class='nav-menu w-nav-menu'><a href='/product' "
            "class='nav-link w-nav-link'>Product</a><a href='/pricing' class='nav-link w-nav-link'>Pricing</a><div "
            "data-hover='true' class='w-dropdown'><div class='w-dropdown-toggle'><div>Company</div></div><nav class="
            "'w-dropdown-list'>" + drop + "</nav></div></nav></div><div class='hero'><h1>Warehouse robots you rent by "
            "the month</h1><p>Autonomous mobile robots for logistics.</p><a href='/demo' class='button w-button'>Book "
            "a demo</a></div><footer class='footer'><a href='/legal/privacy'>Privacy</a> <a href='/legal/terms'>Terms"
            "</a></footer></body></html>")


def brand_careers_at_acquirer() -> str:
    """bigcorp's page for the acquired brand: a new intro in the acquirer's chrome, the same openings."""
    rows = "".join(f"<li class='job'><a href='/careers/acme-robotics/jobs/{7700 + i}'>{t}</a> – {loc}</li>"
                   for i, (t, loc, _) in enumerate(JOBS))
    return P.shell("Acme Robotics careers | BigCorp Logistics", "<h1>Acme Robotics, a BigCorp company</h1><p>Acme "
                   "Robotics joined BigCorp Logistics in 2026. Our robotics team keeps building autonomous warehouse "
                   "robots from Lyon, Berlin and Toronto.</p><h2>Open roles at Acme Robotics</h2><ul>" + rows + "</ul>",
                   [("/", "BigCorp"), ("/solutions", "Solutions"), ("/careers", "Careers"), ("/investors", "Investors")])


# ------------------------------------------------------------------ pricing


def plans_page(title: str, cards: list[tuple[str, str, list[str]]], intro: str,
               nav: list[tuple[str, str]] | None = None) -> str:
    body = "".join(f"<div class='plan'><h2>{n}</h2><p class='price'>{p} per robot per month</p><ul>"
                   f"{''.join(f'<li>{x}</li>' for x in feats)}</ul></div>" for n, p, feats in cards)
    return page(title, f"<h1>{title.split(' - ')[0]}</h1><p>{intro}</p>{body}", nav=nav)


PLANS_CHOOSER = page("Plans - Acme Robotics", "<h1>How do you want to run Acme?</h1><p>Pick the way you deploy: we "
                     "host the fleet software for you, or you run it in your own data centre.</p><a href='/plans/cloud'>"
                     "Cloud plans</a> <a href='/plans/self-hosted'>Self-hosted licence</a>")
BIGCORP_NAV = [("/", "BigCorp"), ("/products", "Products"), ("/careers", "Careers"), ("/investors", "Investors")]


# ------------------------------------------------------------------ docs, status, legal, team, investors

GETTING_STARTED = ("<h1>Getting started</h1><p>This guide takes you from an unboxed robot to its first mission in "
                   "about twenty minutes.</p><h2>1. Connect the robot</h2><p>Power the robot on, join it to the site "
                   "network from the touch screen and note the pairing code it shows.</p><h2>2. Pair it with the "
                   "dashboard</h2><p>In the fleet dashboard open Robots, choose Add robot and type the pairing code. "
                   "The robot downloads the site map in under a minute.</p><h2>3. Create an API key</h2><p>Open "
                   "Settings, API keys, and create a key with the missions scope. Keep it secret: it can move "
                   "robots.</p><h2>4. Send a first mission</h2><p>POST a mission with a pick location and a drop "
                   "location to the missions endpoint; the robot confirms and starts driving.</p>")


def docs_article(main: str, sidebar: list[tuple[str, str]], title: str) -> str:
    side = "".join(f"<li><a href='{h}'>{t}</a></li>" for h, t in sidebar)
    return (f"<!DOCTYPE html><html lang='en'><head><title>{title}</title></head><body><header><a href='/'>Acme Docs</a>"
            f"<input type='search' placeholder='Search docs'></header><aside id='sidebar'><ul>{side}</ul></aside><main>"
            f"{main}</main><footer>Powered by Mintlify</footer></body></html>")


MINTLIFY_SIDEBAR = [("/introduction", "Introduction"), ("/quickstart", "Quickstart"), ("/authentication",
                    "Authentication"), ("/api-reference/missions", "Missions API"), ("/webhooks", "Webhooks")]
LEGACY_API = ("<h1>Legacy Fleet API (v1)</h1><p>The v1 Fleet API uses XML over HTTP and session cookies. It is "
              "deprecated and will be switched off on 31 December 2026.</p><h2>Endpoints</h2><ul><li>GET /v1/robots.xml "
              "lists robots</li><li>POST /v1/orders.xml creates a transport order</li><li>GET /v1/orders/{id}.xml reads "
              "an order</li></ul><h2>Authentication</h2><p>Log in with POST /v1/session and send the cookie with every "
              "call.</p><h2>Migrating</h2><p>Map transport orders to missions and session cookies to API keys.</p>")


def status_page_hosted(components: list[str], footer: str) -> str:
    rows = "".join(f"<div class='component'><span class='name'>{c}</span><span class='state'>Operational</span></div>"
                   for c in components)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Status</title></head><body><div class='header'>Acme Robotics"
            "</div><div class='banner ok'>All systems operational</div><div class='components'>" + rows + "</div><h2>"
            "Incident history</h2><div class='incident'><h3>Delayed telemetry in North America</h3><p>Oct 12, 2026 - "
            "Resolved - Telemetry from robots in Toronto arrived up to ten minutes late.</p></div><div class='incident'>"
            "<h3>Webhook deliveries delayed</h3><p>Sep 3, 2026 - Resolved - A queue backlog delayed webhooks by twenty "
            f"minutes.</p></div><footer>{footer}</footer></body></html>")


BIGCORP_COMPONENTS = [f"{region} {svc}" for region in ("EU-West", "EU-Central", "US-East", "US-West", "APAC")
                      for svc in ("Shipment tracking", "Carrier API", "Customer portal", "Label printing",
                                  "EDI gateway")] + ["Acme Fleet"]
BIGCORP_STATUS = ("<!DOCTYPE html><html><head><title>BigCorp Logistics Status</title></head><body><div class='header'>"
                  "BigCorp Logistics</div><div class='banner ok'>All systems operational</div>" + "".join(
                      f"<div class='component'><span>{c}</span><span>Operational</span></div>"
                      for c in BIGCORP_COMPONENTS) + "<h2>Past incidents</h2><p>No incidents reported in the last 14 "
                  "days.</p><footer>Powered by Atlassian Statuspage</footer></body></html>")

IMPRESSUM_DE = ("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Acme Robotics GmbH<br>Friedrichstraße 68<br>10117 "
                "Berlin</p><h2>Vertreten durch</h2><p>Jeanne Martin, Lukas Becker (Geschäftsführer)</p><h2>Kontakt</h2>"
                "<p>Telefon: +49 30 1234 5678<br>E-Mail: hallo at acme punkt example</p><h2>Registereintrag</h2><p>"
                "Eintragung im Handelsregister. Registergericht: Amtsgericht Charlottenburg. Registernummer: HRB 212345 "
                "B</p><h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE "
                "312 345 678</p><h2>Streitschlichtung</h2><p>Die Europäische Kommission stellt eine Plattform zur "
                "Online-Streitbeilegung bereit. Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren "
                "vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>")
DE_NAV = [("/de/", "Startseite"), ("/de/produkt", "Produkt"), ("/de/preise", "Preise"), ("/de/unternehmen",
                                                                                          "Unternehmen")]

PEOPLE = [("Jeanne Martin", "Chief Executive Officer", "Jeanne co-founded Acme after ten years building warehouse "
           "automation at a parcel carrier."),
          ("Lukas Becker", "Chief Technology Officer", "Lukas leads engineering in Lyon and Berlin and wrote the first "
           "version of the mission planner."),
          ("Dana Whitfield", "Chief Operating Officer", "Dana ran 120 warehouses at a global logistics group before "
           "joining Acme."),
          ("Amara Okafor", "VP Engineering", "Amara grew the robotics team from twelve to ninety engineers."),
          ("Tomás Rivera", "VP Sales", "Tomás opened the North American market from Toronto."),
          ("Mei Chen", "Head of Perception", "Mei's lab in Berlin teaches robots to see shrink-wrapped pallets."),
          ("Sofia Lindqvist", "Head of People", "Sofia built the hiring process every candidate goes through."),
          ("Hugo Laurent", "Chief Financial Officer", "Hugo joined from a listed industrial group in 2025.")]


def team_page(title: str, heading: str, nav: list[tuple[str, str]] | None = None, lang: str = "en") -> str:
    cards = "".join(f"<div class='person'><h3>{n}</h3><p class='role'>{r}</p><p>{b}</p></div>" for n, r, b in PEOPLE)
    return page(title, f"<h1>{heading}</h1><p>The people who lead Acme Robotics.</p>{cards}", lang=lang, nav=nav)


IR_MAIN = ("<h1>Investor relations</h1><p>Acme Robotics SA is listed on Euronext Paris (ticker ACMR). Here you find our "
           "results, reports, shareholder meetings and regulated information.</p><h2>Latest results</h2><p>Third "
           "quarter 2026: revenue of 41.2 million euros, up 38 percent; recurring revenue now 71 percent of the total."
           "</p><h2>Financial calendar</h2><ul><li>12 February 2027: full-year 2026 results</li><li>6 May 2027: annual "
           "general meeting</li><li>28 July 2027: half-year results</li></ul><h2>Reports</h2><ul><li>Universal "
           "registration document 2025</li><li>Half-year financial report 2026</li><li>Sustainability report 2025"
           "</li></ul><h2>Contact</h2><p>Investor relations: investors at acme dot example.</p>")
IR_JA = ("<h1>投資家情報</h1><p>アクメロボティクス株式会社は東京証券取引所グロース市場に上場しています。"
         "決算短信、有価証券報告書、株主総会の資料をご覧いただけます。</p><h2>最新の決算</h2><p>二〇二六年第三四半期の売上高は"
         "四十一億円、前年同期比三十八パーセント増となりました。</p><h2>IRカレンダー</h2><ul><li>二月十二日 通期決算発表</li>"
         "<li>五月六日 定時株主総会</li><li>七月二十八日 第二四半期決算発表</li></ul><h2>IR資料</h2><ul><li>統合報告書</li>"
         "<li>有価証券報告書</li><li>決算説明会資料</li></ul><h2>お問い合わせ</h2><p>IR担当までメールでご連絡ください。</p>")
JA_NAV = [("/ja/", "ホーム"), ("/ja/product", "製品"), ("/ja/ir/", "投資家情報"), ("/ja/company", "会社情報")]
QUOTE_PAGE = ("<!DOCTYPE html><html><head><title>ACMR stock price | Acme Robotics SA quote - QuotesNow</title></head>"
              "<body><header><a href='/'>QuotesNow</a> <a href='/markets'>Markets</a> <a href='/screener'>Screener</a>"
              "</header><main><h1>Acme Robotics SA (ACMR)</h1><p class='price'>23.41 EUR +0.8%</p><table><tr><td>Market "
              "cap</td><td>1.2B</td></tr><tr><td>P/E</td><td>n/a</td></tr><tr><td>52-week range</td><td>14.10 - 25.90"
              "</td></tr></table><h2>Company profile</h2><p>Acme Robotics designs autonomous mobile robots for "
              "warehouses.</p><h2>Analyst ratings</h2><p>5 buy, 2 hold.</p></main><footer>Quotes delayed 15 minutes."
              "</footer></body></html>")


def soft_404(phrase: str, lang: str, title: str = "Acme Robotics") -> R:
    """A CMS answering 200 with its "page not found" template (the phrase in its heading) under the site's title."""
    return html(P.shell(title, f"<h1>{phrase}</h1><p><a href='/'>⌂</a></p>", [("/", "⌂")], lang=lang))


# ------------------------------------------------------------------ the situations

SITUATIONS = [
    # ================================================================ careers
    Situation("greenhouse_board_answers_200_with_no_openings_while_the_company_menu_links_a_lever_board",
              {"boards.greenhouse.io": {"/acmei01": html(greenhouse_board([]))},
               "boards-api.greenhouse.io": {"/v1/boards/acmei01/jobs": R(200, '{"jobs": [], "meta": {"total": 0}}',
                                                                         "application/json")},
               "i01.test": {"/": home([("http://jobs.lever.co/acmei01", "Careers")])},
               "jobs.lever.co": {"/acmei01": html(P.lever_board("acmei01"))}},
              "http://boards.greenhouse.io/acmei01", "migrated", "http://jobs.lever.co/acmei01",
              reference=greenhouse_board(JOBS), website="http://i01.test/"),
    Situation("careers_404_relaunch_stale_sitemap_lists_the_old_path_footer_links_the_new_one",
              {"i02.test": {"/jobs": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("/company/work-with-us", "Work with us")]),
                            "/sitemap.xml": xml("i02.test", ["/", "/jobs", "/about", "/pricing"]),
                            "/company/work-with-us": html(S.CAREERS_V2)}},
              "http://i02.test/jobs", "migrated", "http://i02.test/company/work-with-us"),
    Situation("careers_301_into_a_locale_path_the_relaunch_renamed",
              {"i03.test": {"/careers": moved("/en/careers"), "/en/careers": NOT_FOUND, "/": moved("/en/", 302),
                            "/en/": html(P.shell("Acme Robotics", "<h1>Warehouse robots</h1>",
                                                 [("/en/", "Home"), ("/en/product", "Product"), ("/en/jobs", "Jobs")])),
                            "/en/jobs": html(careers_under("Jobs - Acme Robotics", "Build the robots that build the "
                                                           "future", INTRO, [("/en/", "Home"), ("/en/jobs", "Jobs")]))}},
              "http://i03.test/careers", "migrated", "http://i03.test/en/jobs"),
    Situation("careers_wordpress_to_webflow_join_us_in_the_company_dropdown",
              {"i04.test": {"/careers/": NOT_FOUND,
                            "/": html(webflow_home([("/company/about", "About"), ("/company/join-us", "Join us"),
                                                    ("/company/press", "Press")])),
                            "/company/join-us": html(S.CAREERS_V2)}},
              "http://i04.test/careers/", "migrated", "http://i04.test/company/join-us"),
    Situation("careers_404_only_in_the_wordpress_core_sitemap",
              {"i05.test": {"/careers": NOT_FOUND,
                            "/robots.txt": R(200, "User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php"
                                             "\n\nSitemap: http://i05.test/wp-sitemap.xml\n", "text/plain"),
                            "/": html(P.homepage([("/", "Home"), ("/solutions/", "Solutions"), ("/contact/",
                                                                                               "Contact")])),
                            "/wp-sitemap.xml": R(200, "<?xml version='1.0' encoding='UTF-8'?><sitemapindex xmlns="
                                                 "'http://www.sitemaps.org/schemas/sitemap/0.9'>" + "".join(
                                                     f"<sitemap><loc>http://i05.test/wp-sitemap-{c}-1.xml</loc>"
                                                     "</sitemap>" for c in ("posts-post", "posts-page",
                                                                            "taxonomies-category", "users"))
                                                 + "</sitemapindex>", "application/xml"),
                            "/wp-sitemap-posts-post-1.xml": xml("i05.test", ["/2026/10/r7/", "/2026/09/safety/"]),
                            "/wp-sitemap-posts-page-1.xml": xml("i05.test", ["/", "/solutions/", "/company/",
                                                                             "/company/open-positions/", "/contact/"]),
                            "/company/open-positions/": html(S.CAREERS_V2)}},
              "http://i05.test/careers", "migrated", "http://i05.test/company/open-positions/"),
    Situation("careers_301_to_the_acquirers_page_for_the_brand_listing_the_same_openings",
              {"i06.test": {"/careers": moved("http://bigcorp-i06.test/careers/acme-robotics")},
               "bigcorp-i06.test": {"/careers/acme-robotics": html(brand_careers_at_acquirer())}},
              "http://i06.test/careers", "migrated", "http://bigcorp-i06.test/careers/acme-robotics",
              status="redirected"),
    Situation("spanish_careers_404_menu_links_trabaja_con_nosotros",
              {"i07.test": {"/es/empleo": NOT_FOUND, "/": moved("/es/", 302),
                            "/es/": html(P.shell("Acme Robotics - Robots de almacén", "<h1>Robots autónomos</h1>",
                                                 [("/es/", "Inicio"), ("/es/producto", "Producto"),
                                                  ("/es/trabaja-con-nosotros", "Trabaja con nosotros")], lang="es")),
                            "/es/trabaja-con-nosotros": html(careers_es().replace("Empleo - ", "Trabaja con nosotros - "))}},
              "http://i07.test/es/empleo", "migrated", "http://i07.test/es/trabaja-con-nosotros", reference=careers_es(),
              website="http://i07.test/es/"),
    Situation("careers_404_menu_links_a_talent_community_signup_form",
              {"i44.test": {"/careers": NOT_FOUND, "/": home([("/talent-community", "Careers")]),
                            "/talent-community": html(TALENT_COMMUNITY)}},
              "http://i44.test/careers", "review"),
    # ================================================================ pricing
    Situation("pricing_301_to_a_chooser_linking_cloud_and_self_hosted_halves",
              {"i08.test": {"/pricing": moved("/plans"), "/plans": html(PLANS_CHOOSER),
                            "/plans/cloud": html(plans_page("Cloud plans - Acme Robotics", P.PLANS[:2], "Rent robots by "
                                                            "the month. Every plan includes maintenance, software "
                                                            "updates and 24/7 support.")),
                            "/plans/self-hosted": html(plans_page("Self-hosted licence - Acme Robotics", P.PLANS[2:],
                                                                  "Run the fleet software in your own data centre."))}},
              "http://i08.test/pricing", "review", surface="pricing", reference=P.PRICING_V1, status="redirected"),
    Situation("pricing_404_front_page_302_to_a_market_folder_whose_menu_links_it",
              {"i09.test": {"/pricing": NOT_FOUND, "/": moved("/us/", 302),
                            "/us/": html(P.shell("Acme Robotics US", "<h1>Warehouse robots</h1>",
                                                 [("/us/", "Home"), ("/us/product", "Product"), ("/us/pricing",
                                                                                                "Pricing")])),
                            "/us/pricing": html(P.PRICING_V1)}},
              "http://i09.test/pricing", "migrated", "http://i09.test/us/pricing", surface="pricing",
              reference=P.PRICING_V1),
    Situation("pricing_301_to_the_acquirers_product_pricing_page",
              {"i10.test": {"/pricing": moved("http://bigcorp-i10.test/products/acme-fleet/pricing")},
               "bigcorp-i10.test": {"/products/acme-fleet/pricing": html(plans_page(
                   "Acme Fleet pricing - BigCorp Logistics", P.PLANS, "Rent robots by the month. Every plan includes "
                   "maintenance, software updates and 24/7 support.", nav=BIGCORP_NAV))}},
              "http://i10.test/pricing", "migrated", "http://bigcorp-i10.test/products/acme-fleet/pricing",
              surface="pricing", reference=P.PRICING_V1, status="redirected"),
    Situation("pricing_410_no_replacement_only_a_contact_sales_form",
              {"i11.test": {"/pricing": GONE,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/customers", "Customers"),
                                                  ("/contact-sales", "Talk to sales")])),
                            "/contact-sales": html(page("Talk to sales - Acme Robotics", "<h1>Talk to sales</h1><p>Tell "
                                                        "us about your warehouse and we will send you a quote.</p><form>"
                                                        "<input name='email'><button>Send</button></form>")),
                            "/sitemap.xml": xml("i11.test", ["/", "/product", "/customers", "/contact-sales"])}},
              "http://i11.test/pricing", "review", surface="pricing", reference=P.PRICING_V1),
    # ================================================================ blogs, newsrooms, feeds
    Situation("feed_404_after_a_move_to_squarespace_the_blog_head_announces_format_rss",
              {"i12.test": {"/feed/": NOT_FOUND, "/": home(),
                            "/blog": html(P.blog_new("/blog/", nav=NAV).replace("</head>", feed_link("/blog?format=rss")
                                                                                 + "</head>")),
                            "/blog?format=rss": feed(rss("i12.test"))}},
              "http://i12.test/feed/", "migrated", "http://i12.test/blog?format=rss", surface="feed", kind="feed",
              reference=rss("i12.test")),
    Situation("blog_drupal_to_nextjs_news_renamed_insights",
              {"i13.test": {"/news": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/insights", "Insights"),
                                                  ("/contact", "Contact")])),
                            "/insights": html(P.blog_new("/insights/", "Insights - Acme Robotics", nav=NAV))}},
              "http://i13.test/news", "migrated", "http://i13.test/insights", surface="blog", reference=P.blog_old()),
    Situation("newsroom_301_to_the_acquirers_newsroom_filtered_by_brand",
              {"i14.test": {"/press": moved("http://bigcorp-i14.test/newsroom?brand=acme-robotics")},
               "bigcorp-i14.test": {"/newsroom": html(P.shell("Newsroom - BigCorp Logistics", "<h1>Newsroom</h1><p>"
                                                              "Filtered by brand: Acme Robotics</p>" + "".join(
                                                                  f"<div class='release'><h3>{t}</h3><span>{d}</span>"
                                                                  f"<p>{x}</p></div>" for t, d, x in P.PRESS),
                                                              BIGCORP_NAV))}},
              "http://i14.test/press", "migrated", "http://bigcorp-i14.test/newsroom?brand=acme-robotics",
              surface="newsroom", reference=P.press_old(), status="redirected"),
    Situation("hubspot_blog_feed_every_path_301_to_the_wordpress_blog_index",
              {"blog.i15.test": {"*": moved("http://i15.test/blog/")},
               "i15.test": {"/blog/": html(P.blog_new("/blog/", nav=NAV).replace("</head>", feed_link("/blog/feed/")
                                                                                  + "</head>")),
                            "/blog/feed/": feed(rss("i15.test"))}},
              "http://blog.i15.test/rss.xml", "migrated", "http://i15.test/blog/feed/", surface="feed", kind="feed",
              reference=rss("blog.i15.test"), status="redirected", website="http://i15.test/"),
    Situation("newsroom_410_while_only_the_product_blog_remains",
              {"i16.test": {"/newsroom": GONE, "/": home(), "/blog": html(P.blog_old())}},
              "http://i16.test/newsroom", "review", surface="newsroom", reference=P.press_old()),
    # ================================================================ docs
    Situation("docs_gitbook_to_mintlify_on_the_same_host_article_renamed_quickstart",
              {"docs.i17.test": {"/getting-started": NOT_FOUND,
                                 "/": moved("/introduction", 302),
                                 "/introduction": html(docs_article("<h1>Introduction</h1><p>Acme's fleet software "
                                                                    "runs your robots. Start with the quickstart.</p>",
                                                                    MINTLIFY_SIDEBAR, "Introduction - Acme Docs")),
                                 "/quickstart": html(docs_article(GETTING_STARTED.replace("Getting started",
                                                                                          "Quickstart", 1),
                                                                  MINTLIFY_SIDEBAR, "Quickstart - Acme Docs"))},
               "i17.test": {"/": home([("http://docs.i17.test/", "Docs")])}},
              "http://docs.i17.test/getting-started", "migrated", "http://docs.i17.test/quickstart", surface="docs",
              reference=page("Getting started - Acme Docs", GETTING_STARTED), website="http://i17.test/"),
    Situation("docs_of_a_discontinued_api_410_no_replacement",
              {"docs.i18.test": {"/legacy-api/": GONE,
                                 "/": html(docs_article("<h1>Acme documentation</h1><p>Guides and the Fleet API v2."
                                                        "</p>", MINTLIFY_SIDEBAR, "Acme Docs"))},
               "i18.test": {"/": home([("http://docs.i18.test/", "Docs")])}},
              "http://docs.i18.test/legacy-api/", "review", surface="docs",
              reference=page("Legacy Fleet API - Acme Docs", LEGACY_API), website="http://i18.test/"),
    Situation("docs_moved_to_docusaurus_under_docs_intro",
              {"i19.test": {"/documentation": NOT_FOUND, "/": home([("/docs/intro", "Docs")]),
                            "/docs/intro": html(P.docs_home("/docs/"))}},
              "http://i19.test/documentation", "migrated", "http://i19.test/docs/intro", surface="docs",
              reference=P.docs_home("/documentation/")),
    # ================================================================ changelogs
    Situation("changelog_404_renamed_whats_new_in_the_menu",
              {"i20.test": {"/changelog": NOT_FOUND, "/": home([("/whats-new", "What's new")]),
                            "/whats-new": html(P.changelog_page("What's new - Acme Robotics"))}},
              "http://i20.test/changelog", "migrated", "http://i20.test/whats-new", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("changelog_410_no_replacement_while_the_blog_remains",
              {"i21.test": {"/changelog": GONE, "/": home(), "/blog": html(P.blog_old())}},
              "http://i21.test/changelog", "review", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("changelog_404_footer_links_release_notes_in_the_zendesk_help_center",
              {"i22.test": {"/changelog": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), (
                                "http://acmei22.zendesk.com/hc/en-us/sections/360001-release-notes", "Release notes")])},
               "acmei22.zendesk.com": {"/hc/en-us/sections/360001-release-notes": html(
                   "<!DOCTYPE html><html><head><title>Release notes – Acme Robotics Help Center</title></head><body>"
                   "<header><a href='/hc/en-us'>Acme Robotics Help Center</a> <a href='/hc/en-us/requests/new'>Submit a "
                   "request</a></header><main><nav class='breadcrumbs'><a href='/hc/en-us'>Help Center</a> › Release "
                   "notes</nav>" + P.changelog_page("x").split("<main>")[1].split("</main>")[0]
                   + "</main><footer>Powered by Zendesk</footer></body></html>")}},
              "http://i22.test/changelog", "migrated",
              "http://acmei22.zendesk.com/hc/en-us/sections/360001-release-notes", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    # ================================================================ status pages
    Situation("status_page_at_the_same_url_now_served_by_instatus",
              {"status.i23.test": {"/": html(status_page_hosted(P.COMPONENTS, "Powered by Instatus"))}},
              "http://status.i23.test/", "recovered", surface="status", reference=P.status_own(),
              website="http://i23.test/"),
    Situation("status_404_footer_links_an_openstatus_page",
              {"i24.test": {"/status": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmei24.openstatus.dev/",
                                                                              "Status")])},
               "acmei24.openstatus.dev": {"/": html(status_page_hosted(P.COMPONENTS, "Powered by OpenStatus"))}},
              "http://i24.test/status", "migrated", "http://acmei24.openstatus.dev/", surface="status",
              reference=P.status_own()),
    Situation("status_subdomain_301_to_the_acquirers_status_page_of_many_components",
              {"status.i25.test": {"/": moved("http://status.bigcorp-i25.test/")},
               "status.bigcorp-i25.test": {"/": html(BIGCORP_STATUS)},
               "i25.test": {"/": home()}},
              "http://status.i25.test/", "review", surface="status", reference=P.status_own(), status="redirected",
              website="http://i25.test/"),
    Situation("status_page_retired_410_no_replacement",
              {"status.i26.test": {"/": R(410, "<html><head><title>Gone</title></head><body><h1>This status page has "
                                               "been retired</h1></body></html>")},
               "i26.test": {"/": home()}},
              "http://status.i26.test/", "review", surface="status", reference=P.status_own(),
              website="http://i26.test/"),
    # ================================================================ legal
    Situation("privacy_404_footer_links_the_trust_center_subdomain",
              {"i27.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("http://trust.i27.test/privacy-policy", "Privacy Policy"),
                                              ("http://trust.i27.test/", "Trust Center")])},
               "trust.i27.test": {"/privacy-policy": html(P.privacy_page("2026-10-01"))}},
              "http://i27.test/privacy", "migrated", "http://trust.i27.test/privacy-policy", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("privacy_404_front_page_302_to_en_us_whose_footer_links_a_privacy_notice",
              {"i28.test": {"/privacy": NOT_FOUND, "/": moved("/en-us/", 302),
                            "/en-us/": html(P.shell("Acme Robotics", "<h1>Warehouse robots</h1>",
                                                    [("/en-us/", "Home"), ("/en-us/product", "Product")],
                                                    [("/en-us/legal/privacy-notice", "Privacy notice"),
                                                     ("/en-us/legal/terms", "Terms")])),
                            "/en-us/legal/privacy-notice": html(P.privacy_page("2026-10-01", title="Privacy notice - "
                                                                               "Acme Robotics"))}},
              "http://i28.test/privacy", "migrated", "http://i28.test/en-us/legal/privacy-notice", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("german_impressum_404_footer_links_rechtliche_hinweise",
              {"i29.test": {"/impressum": NOT_FOUND,
                            "/": moved("/de/", 302),
                            "/de/": html(P.shell("Acme Robotics - Lagerroboter", "<h1>Lagerroboter</h1>", DE_NAV,
                                                 [("/de/datenschutz", "Datenschutz"), ("/de/rechtliche-hinweise",
                                                                                      "Rechtliche Hinweise")],
                                                 lang="de")),
                            "/de/rechtliche-hinweise": html(P.shell("Rechtliche Hinweise - Acme Robotics", IMPRESSUM_DE
                                                                    .replace("<h1>Impressum", "<h1>Rechtliche Hinweise"),
                                                                    DE_NAV, lang="de"))}},
              "http://i29.test/impressum", "migrated", "http://i29.test/de/rechtliche-hinweise", surface="legal",
              reference=P.shell("Impressum - Acme Robotics", IMPRESSUM_DE, DE_NAV, lang="de")),
    # ================================================================ team
    Situation("team_404_renamed_leadership_in_the_about_dropdown",
              {"i30.test": {"/team": NOT_FOUND,
                            "/": html(webflow_home([("/about/story", "Our story"), ("/about/leadership", "Leadership"),
                                                    ("/careers", "Careers")])),
                            "/about/leadership": html(team_page("Leadership - Acme Robotics", "Leadership"))}},
              "http://i30.test/team", "migrated", "http://i30.test/about/leadership", surface="team",
              reference=team_page("Team - Acme Robotics", "Our team")),
    Situation("german_team_page_renamed_management_under_unternehmen",
              {"i31.test": {"/de/team": NOT_FOUND, "/": moved("/de/", 302),
                            "/de/": html(P.shell("Acme Robotics - Lagerroboter", "<h1>Lagerroboter</h1>",
                                                 DE_NAV + [("/de/unternehmen/management", "Management")], lang="de")),
                            "/de/unternehmen/management": html(team_page("Management - Acme Robotics", "Management",
                                                                         DE_NAV, "de").replace(
                                "The people who lead Acme Robotics.", "Die Menschen, die Acme Robotics führen."))}},
              "http://i31.test/de/team", "migrated", "http://i31.test/de/unternehmen/management", surface="team",
              reference=team_page("Team - Acme Robotics", "Unser Team", DE_NAV, "de").replace(
                  "The people who lead Acme Robotics.", "Die Menschen, die Acme Robotics führen."),
              website="http://i31.test/de/"),
    # ================================================================ investors
    Situation("investors_301_to_a_q4_hosted_ir_site",
              {"i32.test": {"/investors": moved("http://acmei32.q4ir.com/")},
               "acmei32.q4ir.com": {"/": html("<!DOCTYPE html><html><head><title>Acme Robotics SA - Investor "
                                              "Relations</title></head><body><div class='module_nav'><a href='/news'>"
                                              "News</a> <a href='/financials'>Financials</a> <a href='/events'>Events"
                                              "</a></div><main>" + IR_MAIN + "</main><footer>Powered by Q4 Inc."
                                              "</footer></body></html>")}},
              "http://i32.test/investors", "migrated", "http://acmei32.q4ir.com/", surface="investors",
              reference=page("Investors - Acme Robotics", IR_MAIN), status="redirected"),
    Situation("investors_404_footer_links_an_ir_subdomain",
              {"i33.test": {"/investor-relations": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://ir.i33.test/", "Investors")])},
               "ir.i33.test": {"/": html(P.shell("Acme Robotics IR", IR_MAIN, [("/", "Overview"), ("/news",
                                                 "Press releases"), ("/governance", "Governance")]))}},
              "http://i33.test/investor-relations", "migrated", "http://ir.i33.test/", surface="investors",
              reference=page("Investor relations - Acme Robotics", IR_MAIN)),
    Situation("investors_404_footer_links_a_stock_quote_on_a_finance_portal",
              {"i34.test": {"/investors": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"),
                                              ("http://finance.quotesnow-i34.test/quote/ACMR", "Investors")])},
               "finance.quotesnow-i34.test": {"/quote/ACMR": html(QUOTE_PAGE)}},
              "http://i34.test/investors", "review", surface="investors",
              reference=page("Investors - Acme Robotics", IR_MAIN)),
    Situation("japanese_ir_page_moved_under_ja",
              {"i35.test": {"/ir/": NOT_FOUND, "/": moved("/ja/", 302),
                            "/ja/": html(P.shell("アクメロボティクス", "<h1>倉庫ロボット</h1>", JA_NAV, lang="ja")),
                            "/ja/ir/": html(P.shell("投資家情報 | アクメロボティクス", IR_JA, JA_NAV, lang="ja"))}},
              "http://i35.test/ir/", "migrated", "http://i35.test/ja/ir/", surface="investors",
              reference=P.shell("IR情報 | アクメロボティクス", IR_JA, [("/", "ホーム"), ("/ir/", "IR情報")], lang="ja")),
    # ================================================================ second batch (written before running)
    Situation("lever_board_answers_200_with_no_openings_while_the_menu_links_a_workable_board",
              {"jobs.lever.co": {"/acmei46": html(LEVER_EMPTY)},
               "i46.test": {"/": home([("http://apply.workable.com/acmei46/", "Careers")])},
               "apply.workable.com": {"/acmei46/": html("<!DOCTYPE html><html><head><title>Acme Robotics</title>"
                                                        "</head><body><div id='app'></div><script src='/static/js/"
                                                        "main.js'></script></body></html>"),
                                      "/api/v1/widget/accounts/acmei46": R(200, json.dumps(
                                          {"name": "Acme Robotics", "jobs": [
                                              {"title": t, "shortcode": f"A{i:04d}", "city": loc.split(",")[0],
                                               "country": loc.split(", ")[-1], "department": team,
                                               "url": f"https://apply.workable.com/j/A{i:04d}"}
                                              for i, (t, loc, team) in enumerate(JOBS)]}), "application/json")}},
              "http://jobs.lever.co/acmei46", "migrated", "http://apply.workable.com/api/v1/widget/accounts/acmei46",
              reference=P.lever_board("acmei46"), website="http://i46.test/", target_kind="ats"),
    Situation("team_page_410_no_replacement",
              {"i47.test": {"/team": GONE, "/": home([("/about", "About")]),
                            "/about": html(page("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>We build "
                                                "warehouse robots in Lyon, Berlin and Toronto.</p>"))}},
              "http://i47.test/team", "review", surface="team", reference=team_page("Team - Acme Robotics", "Our team")),
    Situation("pricing_404_only_in_a_rank_math_sitemap_index_named_in_robots",
              {"i48.test": {"/pricing": NOT_FOUND,
                            "/robots.txt": R(200, "User-agent: *\nDisallow: /wp-admin/\n\nSitemap: http://i48.test/"
                                             "sitemap_index.xml\n", "text/plain"),
                            "/": html(P.homepage([("/", "Home"), ("/solutions/", "Solutions"), ("/contact/",
                                                                                               "Contact")])),
                            "/sitemap_index.xml": R(200, "<?xml version='1.0' encoding='UTF-8'?><sitemapindex xmlns="
                                                    "'http://www.sitemaps.org/schemas/sitemap/0.9'>" + "".join(
                                                        f"<sitemap><loc>http://i48.test/{c}-sitemap.xml</loc></sitemap>"
                                                        for c in ("post", "page", "category", "author"))
                                                    + "</sitemapindex>", "application/xml"),
                            "/page-sitemap.xml": xml("i48.test", ["/", "/solutions/", "/plans-and-pricing/",
                                                                  "/contact/"]),
                            "/plans-and-pricing/": html(P.PRICING_V1)}},
              "http://i48.test/pricing", "migrated", "http://i48.test/plans-and-pricing/", surface="pricing",
              reference=P.PRICING_V1),
    Situation("investors_301_to_the_press_release_on_the_completed_take_private",
              {"i49.test": {"/investors": moved("/news/acme-robotics-completes-merger-with-bigcorp"),
                            "/news/acme-robotics-completes-merger-with-bigcorp": html(page(
                                "Acme Robotics completes merger with BigCorp - Acme Robotics", "<h1>Acme Robotics "
                                "completes its merger with BigCorp Logistics</h1><p>Lyon, 2 November 2026. Acme "
                                "Robotics SA announced today the completion of its merger with BigCorp Logistics. "
                                "Acme shares ceased trading on Euronext Paris and will be delisted.</p><p>Former "
                                "shareholders receive 27.50 euros in cash per share.</p>"))}},
              "http://i49.test/investors", "review", surface="investors",
              reference=page("Investors - Acme Robotics", IR_MAIN), status="redirected"),
    Situation("newsroom_404_menu_links_a_prowly_newsroom",
              {"i50.test": {"/press": NOT_FOUND, "/": home([("http://acmei50.prowly.com/", "Newsroom")])},
               "acmei50.prowly.com": {"/": html("<!DOCTYPE html><html><head><title>Acme Robotics Newsroom</title>"
                                                "</head><body><header>Acme Robotics Newsroom <a href='/media-kit'>Media"
                                                " kit</a></header><main><h1>Press releases</h1>" + "".join(
                                                    f"<article><h2><a href='/{200 + i}-release'>{t}</a></h2><time>{d}"
                                                    f"</time><p>{x}</p></article>" for i, (t, d, x) in
                                                    enumerate(P.PRESS)) + "</main><footer>Powered by Prowly"
                                                "</footer></body></html>")}},
              "http://i50.test/press", "migrated", "http://acmei50.prowly.com/", surface="newsroom",
              reference=P.press_old()),
    Situation("changelog_404_menu_links_a_featurebase_changelog",
              {"i53.test": {"/changelog": NOT_FOUND,
                            "/": home([("http://acmei53.featurebase.app/changelog", "Changelog")])},
               "acmei53.featurebase.app": {"/changelog": html(P.changelog_page("Changelog | Acme Robotics", nav=[
                   ("/", "Feedback"), ("/roadmap", "Roadmap"), ("/changelog", "Changelog")]))}},
              "http://i53.test/changelog", "migrated", "http://acmei53.featurebase.app/changelog", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("readme_project_renamed_while_the_company_menu_links_the_new_one",
              {"acmei54.readme.io": {"/docs": R(404, "<html><head><title>Project not found</title></head><body><h1>"
                                                     "This project doesn't exist</h1></body></html>")},
               "i54.test": {"/": home([("http://acme-robotics-i54.readme.io/docs", "Docs")])},
               "acme-robotics-i54.readme.io": {"/docs": html(P.docs_home("/docs/"))}},
              "http://acmei54.readme.io/docs", "migrated", "http://acme-robotics-i54.readme.io/docs", surface="docs",
              reference=P.docs_home("/docs/"), website="http://i54.test/"),
    # ================================================================ third batch (written before running)
    Situation("smartrecruiters_page_answers_200_with_no_openings_while_the_menu_links_a_teamtailor_board",
              {"careers.smartrecruiters.com": {"/AcmeI55": html(
                  "<!DOCTYPE html><html><head><title>Acme Robotics Careers</title></head><body><header class='header'>"
                  "Acme Robotics</header><section class='openings-section'><h2>Current Openings</h2><p>There are "
                  "currently no open positions at Acme Robotics. Please check back later or follow the company to get "
                  "notified about new jobs.</p></section><footer>Powered by SmartRecruiters | Privacy Policy</footer>"
                  "</body></html>")},
               "i55.test": {"/": home([("http://acmei55.teamtailor.com/jobs", "Careers")])},
               "acmei55.teamtailor.com": {"/jobs": html("<!DOCTYPE html><html><head><title>Jobs - Acme Robotics"
                                                        "</title></head><body><header>Acme Robotics</header><main>"
                                                        + INTRO + "<h2>Open jobs</h2><ul>" + "".join(
                                                            f"<li><a href='/jobs/{300 + i}-x'>{t}</a><span>{team} · "
                                                            f"{loc}</span></li>" for i, (t, loc, team) in
                                                            enumerate(JOBS)) + "</ul></main><footer>Powered by "
                                                        "Teamtailor</footer></body></html>")}},
              "http://careers.smartrecruiters.com/AcmeI55", "migrated", "http://acmei55.teamtailor.com/jobs",
              reference=S.CAREERS_V1, website="http://i55.test/"),
    Situation("privacy_three_301s_through_www_and_a_locale_to_a_renamed_notice",
              {"i56.test": {"/privacy": moved("http://www.i56.test/privacy")},
               "www.i56.test": {"/privacy": moved("/en/privacy"), "/en/privacy": moved("/en/legal/privacy-notice"),
                                "/en/legal/privacy-notice": html(P.privacy_page("2026-10-01", title="Privacy notice - "
                                                                                "Acme Robotics"))}},
              "http://i56.test/privacy", "migrated", "http://www.i56.test/en/legal/privacy-notice", surface="legal",
              reference=P.privacy_page("2026-03-01"), status="redirected"),
    Situation("investors_404_footer_links_an_ir_site_on_a_gcs_web_host",
              {"i57.test": {"/investors": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmei57.gcs-web.com/",
                                                                              "Investor relations")])},
               "acmei57.gcs-web.com": {"/": html("<!DOCTYPE html><html><head><title>Acme Robotics SA | Investor "
                                                 "Relations</title></head><body><nav><a href='/news-releases'>News"
                                                 "</a> <a href='/financial-information'>Financials</a></nav><main>"
                                                 + IR_MAIN + "</main><footer>Powered by Notified</footer></body>"
                                                 "</html>")}},
              "http://i57.test/investors", "migrated", "http://acmei57.gcs-web.com/", surface="investors",
              reference=page("Investors - Acme Robotics", IR_MAIN)),
    Situation("pricing_url_now_serves_a_calculator_while_the_menu_links_plans",
              {"i58.test": {"/pricing": html(page("Pricing calculator - Acme Robotics", "<h1>Estimate your fleet"
                                                  "</h1><div id='calculator' data-currency='USD'></div><script src="
                                                  "'/calc.js'></script>", nav=[("/", "Home"), ("/plans", "Plans")])),
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/plans", "Plans")])),
                            "/plans": html(P.plans_reworded())}},
              "http://i58.test/pricing", "migrated", "http://i58.test/plans", surface="pricing",
              reference=P.PRICING_V1),
    # ================================================================ fourth batch (written before running)
    Situation("careers_stub_sends_visitors_to_a_lever_board_by_a_delayed_script",
              {"i59.test": {"/careers": html(page("Careers - Acme Robotics", "<h1>Redirecting you to our job board"
                                                  "</h1><p>If nothing happens, <a href='http://jobs.lever.co/acmei59'>"
                                                  "click here</a>.</p><script>setTimeout(function () { window.location"
                                                  ".href = 'http://jobs.lever.co/acmei59'; }, 2500);</script>"))},
               "jobs.lever.co": {"/acmei59": html(P.lever_board("acmei59"))}},
              "http://i59.test/careers", "migrated", "http://jobs.lever.co/acmei59"),
    Situation("medium_feed_gone_while_the_front_page_head_announces_a_substack_feed",
              {"medium.com": {"/feed/acmei60": R(404, "<html><head><title>Medium</title></head><body><h1>404</h1><p>"
                                                     "Out of nothing, something.</p></body></html>")},
               "i60.test": {"/": home(head=feed_link("http://acmei60.substack.com/feed"))},
               "acmei60.substack.com": {"/feed": feed(rss("acmei60.substack.com", "/p/", "The Acme Robotics Blog"))}},
              "http://medium.com/feed/acmei60", "migrated", "http://acmei60.substack.com/feed", surface="feed",
              kind="feed", reference=rss("medium.com", "/acmei60/", "Acme Robotics blog"), website="http://i60.test/"),
    Situation("privacy_404_footer_links_a_website_and_a_customer_privacy_notice",
              {"i61.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("/legal/customer-privacy-notice", "Customer privacy notice"),
                                              ("/legal/website-privacy-notice", "Website privacy notice")]),
                            "/legal/customer-privacy-notice": html(page(
                                "Customer privacy notice - Acme Robotics", "<h1>Customer privacy notice</h1><p>This "
                                "notice describes how Acme Robotics processes personal data on behalf of its customers "
                                "as a processor under the data processing agreement.</p><h2>Sub-processors</h2><p>We "
                                "use hosting providers in the European Union and a support tool provider; the list is "
                                "in the customer portal.</p><h2>Security measures</h2><p>Encryption at rest and in "
                                "transit, access logging and yearly penetration tests.</p>")),
                            "/legal/website-privacy-notice": html(P.privacy_page(
                                "2026-10-01", title="Website privacy notice - Acme Robotics",
                                heading="Website privacy notice"))}},
              "http://i61.test/privacy", "migrated", "http://i61.test/legal/website-privacy-notice", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("careers_404_the_mobile_menu_links_careers_by_an_icon_with_an_aria_label",
              {"i62.test": {"/careers": NOT_FOUND,
                            "/": html("<!DOCTYPE html><html lang='en'><head><title>Acme Robotics</title></head><body>"
                                      "<header><a href='/' aria-label='Acme Robotics home'><svg viewBox='0 0 10 10'>"
                                      "<path d='M0 0h10v10H0z'/></svg></a><nav><a href='/product'>Product</a> <a href="
                                      "'/pricing'>Pricing</a> <a href='/work-with-us' aria-label='Careers'><svg "
                                      "viewBox='0 0 10 10'><circle cx='5' cy='5' r='4'/></svg></a></nav></header><main>"
                                      "<h1>Warehouse robots, rented by the month</h1></main></body></html>"),
                            "/work-with-us": html(S.CAREERS_V2)}},
              "http://i62.test/careers", "migrated", "http://i62.test/work-with-us"),
    Situation("careers_410_while_the_front_page_says_not_hiring_now",
              {"i63.test": {"/careers": GONE,
                            "/": html(P.homepage(NAV, "<section><h2>Careers</h2><p>We are not hiring right now. Follow "
                                                      "us on LinkedIn to hear when roles open.</p></section>"))}},
              "http://i63.test/careers", "review"),
    # ================================================================ fifth batch (written before running)
    Situation("status_host_no_longer_resolves_while_the_company_footer_links_a_new_status_subdomain",
              {"i65.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("http://status.i65.test/", "Status")])},
               "status.i65.test": {"/": html(status_page_hosted(P.COMPONENTS, "Powered by Instatus"))}},
              "http://status.i65-old.test/", "migrated", "http://status.i65.test/", surface="status",
              reference=P.status_own(), website="http://i65.test/"),
    Situation("terms_404_footer_links_the_terms_on_the_docs_subdomain",
              {"i66.test": {"/terms": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://docs.i66.test/legal/terms",
                                                                              "Terms of service")])},
               "docs.i66.test": {"/legal/terms": html(docs_article(P.TERMS, [("/", "Docs home"), ("/legal/terms",
                                                                                              "Terms")],
                                                                    "Terms of service - Acme Docs"))}},
              "http://i66.test/terms", "migrated", "http://docs.i66.test/legal/terms", surface="legal",
              reference=page("Terms - Acme Robotics", P.TERMS)),
    Situation("changelog_404_footer_links_a_changelog_md_on_github",
              {"i67.test": {"/changelog": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), (
                                "http://github.com/acme-i67/fleet/blob/main/CHANGELOG.md", "Changelog")])},
               "github.com": {"/acme-i67/fleet/blob/main/CHANGELOG.md": html(
                   "<!DOCTYPE html><html><head><title>fleet/CHANGELOG.md at main · acme-i67/fleet · GitHub</title>"
                   "</head><body><header class='AppHeader'><a href='/'>GitHub</a> <a href='/login'>Sign in</a></header>"
                   "<div class='repohead'><a href='/acme-i67'>acme-i67</a> / <a href='/acme-i67/fleet'>fleet</a></div>"
                   "<main><div class='Box-header'>CHANGELOG.md</div><article class='markdown-body'>"
                   + P.changelog_page("x").split("<main>")[1].split("</main>")[0] + "</article></main><footer>&copy; "
                   "2026 GitHub, Inc. Terms Privacy Security Status Docs</footer></body></html>")}},
              "http://i67.test/changelog", "migrated", "http://github.com/acme-i67/fleet/blob/main/CHANGELOG.md",
              surface="changelog", reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("brand_domain_dead_while_the_parent_groups_site_has_the_brands_careers_page",
              {"bigcorp-i68.test": {"/": html(P.shell("BigCorp Logistics", "<h1>BigCorp Logistics</h1>",
                                                      [("/", "Home"), ("/brands/acme-robotics", "Acme Robotics"),
                                                       ("/brands/acme-robotics/careers", "Careers at Acme Robotics")])),
                                    "/brands/acme-robotics/careers": html(careers_under(
                                        "Careers at Acme Robotics | BigCorp", "Build the robots that build the future",
                                        "Acme Robotics designs autonomous warehouse robots used by more than 400 "
                                        "logistics companies across Europe and North America.",
                                        [("/", "Home"), ("/brands/acme-robotics", "Acme Robotics")]))}},
              "http://acme-i68.test/careers", "migrated", "http://bigcorp-i68.test/brands/acme-robotics/careers",
              website="http://bigcorp-i68.test/"),
    Situation("careers_section_of_the_company_page_moved_to_its_own_page",
              {"i69.test": {"/company": html(page("Company - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in "
                                                  "Lyon in 2019, Acme Robotics builds autonomous warehouse robots.</p>"
                                                  "<h2>Offices</h2><p>Lyon, Berlin, Toronto.</p>",
                                                  nav=NAV + [("/careers", "Careers")])),
                            "/": home([("/careers", "Careers")]),
                            "/careers": html(S.CAREERS_V2)}},
              "http://i69.test/company#careers", "migrated", "http://i69.test/careers"),
    # ================================================================ soft 404s in languages not covered, site busy (wait)
    Situation("georgian_soft_404_while_the_front_page_is_rate_limited",
              {"i36.test": {"/ka/karieri": soft_404("გვერდი ვერ მოიძებნა", "ka"), "/": BUSY, "/ka/": BUSY}},
              "http://i36.test/ka/karieri", "wait"),
    Situation("azerbaijani_soft_404_while_the_front_page_is_rate_limited",
              {"i37.test": {"/az/karyera": soft_404("Səhifə tapılmadı", "az"), "/": BUSY, "/az/": BUSY}},
              "http://i37.test/az/karyera", "wait"),
    Situation("kazakh_soft_404_while_the_front_page_is_rate_limited",
              {"i38.test": {"/kk/mansap": soft_404("Бет табылмады", "kk"), "/": BUSY, "/kk/": BUSY}},
              "http://i38.test/kk/mansap", "wait"),
    Situation("albanian_soft_404_while_the_front_page_is_rate_limited",
              {"i39.test": {"/sq/karriera": soft_404("Faqja nuk u gjet", "sq"), "/": BUSY, "/sq/": BUSY}},
              "http://i39.test/sq/karriera", "wait"),
    Situation("swahili_soft_404_while_the_front_page_is_rate_limited",
              {"i40.test": {"/sw/kazi": soft_404("Ukurasa haupatikani", "sw"), "/": BUSY, "/sw/": BUSY}},
              "http://i40.test/sw/kazi", "wait"),
    Situation("filipino_soft_404_while_the_front_page_is_rate_limited",
              {"i41.test": {"/fil/karera": soft_404("Hindi mahanap ang pahina", "fil"), "/": BUSY}},
              "http://i41.test/fil/karera", "wait"),
    Situation("french_soft_404_worded_est_introuvable_while_the_front_page_is_rate_limited",
              {"i42.test": {"/fr/carrieres": soft_404("Oups ! La page que vous recherchez est introuvable.", "fr"),
                            "/": BUSY, "/fr/": BUSY}},
              "http://i42.test/fr/carrieres", "wait"),
    Situation("italian_soft_404_worded_non_esiste_piu_while_the_front_page_is_rate_limited",
              {"i43.test": {"/it/lavora-con-noi": soft_404("Ci dispiace, la pagina che stai cercando non esiste più.",
                                                           "it"), "/": BUSY, "/it/": BUSY}},
              "http://i43.test/it/lavora-con-noi", "wait"),
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


#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    "docs_gitbook_to_mintlify_on_the_same_host_article_renamed_quickstart":
        "the article was renamed getting-started → quickstart: neither its path nor its sidebar label names the old one, "
        "the shared surface_root reads a first-level page of a docs host as an index (its links fold into the host's "
        "root), and which of five sidebar pages is the old article would be a guess of a request each",
    "changelog_404_footer_links_release_notes_in_the_zendesk_help_center":
        "the footer's 'Release notes' on the company's Zendesk help centre is a changelog candidate now, but the menu's "
        "Blog (a neighbour surface on the company's own domain) ranks above it, and after the blog and the sitemap the "
        "help centre's robots.txt and page would be the sixth and seventh requests",
}
