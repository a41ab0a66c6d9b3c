"""The situations of repair's eleventh red-team round (tests/integration/test_repair_redteam11.py runs them): page
builders for the newsroom, legal, team, investors, changelog, docs and feed pages the round adds, the bot walls of
several edge vendors, the situation table with the expectations written before the first run, the per-situation
request caps tighter than the budget, and the strict xfails.

Loaded by path (tests/ is not a package), after sites.py, pages.py and redteam9.py (whose shared scripted web and
page helpers it reuses).
"""
from __future__ import annotations

from typing import Any

from cw_testdata import load_module

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV = P.NAV
Situation = S.Situation
home, page, feed, feed_link, rss = T9.home, T9.page, T9.feed, T9.feed_link, T9.rss
PEOPLE, IR_MAIN = T9.PEOPLE, T9.IR_MAIN

#: hosts that several situations share (each under paths of its own tenant)
SHARED_HOSTS = frozenset({"github.com", "headwayapp.co", "app.getbeamer.com"})


def robots(rules: str, agent: str = "*") -> R:
    return R(200, f"User-agent: {agent}\n{rules}\n", "text/plain")


# ------------------------------------------------------------------ newsroom


def press_list(title: str, heading: str, nav: list[tuple[str, str]] | None = None, prefix: str = "/news/",
               footer: list[tuple[str, str]] | None = None) -> str:
    """A newsroom's list of the releases in another theme (cards, a link per release below `prefix`)."""
    items = "".join(f"<article class='card'><a href='{prefix}{i}-release'><h2>{t}</h2></a><time>{d}</time>"
                    f"<p>{x}</p></article>" for i, (t, d, x) in enumerate(P.PRESS))
    return P.shell(title, f"<h1>{heading}</h1><p>For media enquiries write to press at acme dot example.</p>{items}",
                   nav, footer)


COVERAGE = [("Warehouse robots go mainstream", "Logistics Weekly", "2026-10-04"),
            ("The French start-up renting robots by the month", "Les Echos", "2026-08-11"),
            ("Ten robotics companies to watch", "TechCrunch", "2026-06-20"),
            ("How Berlin Parcel automated four fulfilment centres", "Supply Chain Dive", "2026-07-15"),
            ("Inside the robot fleets of European e-commerce", "Financial Times", "2026-03-02")]


def media_coverage() -> str:
    """`In the news`: other outlets' articles about the company, each a link out (no release of the company's)."""
    items = "".join(f"<div class='coverage'><span class='outlet'>{o}</span><h3><a href='http://news.example/{i}'>"
                    f"{t}</a></h3><time>{d}</time></div>" for i, (t, o, d) in enumerate(COVERAGE))
    return P.shell("In the news - Acme Robotics", f"<h1>Acme in the news</h1><p>What the press writes about us.</p>"
                   f"{items}")


NEWS_NAV = [("/", "Home"), ("/product", "Product"), ("/press-releases", "Press releases"),
            ("/media-coverage", "Media coverage"), ("/contact", "Contact")]

# ------------------------------------------------------------------ legal

DATENSCHUTZ = [
    ("Verantwortlicher", "Verantwortlich für die Verarbeitung personenbezogener Daten ist die Acme Robotics GmbH, "
                         "Friedrichstraße 68, 10117 Berlin. Unseren Datenschutzbeauftragten erreichen Sie unter "
                         "datenschutz at acme dot example."),
    ("Welche Daten wir verarbeiten", "Kontodaten, die Sie uns geben (Name, geschäftliche E-Mail-Adresse, "
                                     "Telefonnummer, Unternehmen), Nutzungsdaten des Flotten-Dashboards und "
                                     "Telemetriedaten der Roboter, auf denen Personen in Lagergängen erscheinen können."),
    ("Zwecke und Rechtsgrundlagen", "Wir verarbeiten die Daten zur Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b "
                                    "DSGVO), zur Sicherheit des Dienstes und, mit Ihrer Einwilligung, für "
                                    "Produktneuigkeiten. Wir verkaufen keine personenbezogenen Daten."),
    ("Speicherdauer", "Kontodaten für die Dauer des Vertrags und drei Jahre danach; Telemetriebilder dreißig Tage, "
                      "sofern eine Untersuchung keine längere Aufbewahrung erfordert."),
    ("Ihre Rechte", "Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, "
                    "Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde."),
]
DE_FOOTER_NEW = [("/rechtliches/impressum", "Impressum"), ("/rechtliches/datenschutz", "Datenschutzerklärung"),
                 ("/rechtliches/agb", "AGB")]


def datenschutz(updated: str) -> str:
    secs = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in DATENSCHUTZ)
    return P.shell("Datenschutzerklärung - Acme Robotics", f"<h1>Datenschutzerklärung</h1><p>Stand: {updated}</p>"
                   f"{secs}", [("/", "Startseite"), ("/produkt", "Produkt"), ("/preise", "Preise")],
                   DE_FOOTER_NEW, lang="de")


CONFIDENTIALITE = [
    ("Responsable du traitement", "Acme Robotics SAS, 12 rue de la République, 69002 Lyon, est responsable des "
                                  "données personnelles décrites ici. Notre délégué à la protection des données "
                                  "répond à l'adresse privacy at acme dot example."),
    ("Données collectées", "Les données de compte que vous nous donnez (nom, courriel professionnel, téléphone, "
                           "entreprise), les données d'usage du tableau de bord de flotte et la télémétrie des robots."),
    ("Finalités", "Fournir et sécuriser le service, assister nos clients, améliorer la navigation et, avec votre "
                  "consentement, vous envoyer nos actualités. Nous ne vendons jamais de données personnelles."),
    ("Vos droits", "Vous pouvez accéder à vos données, les rectifier, les effacer, vous opposer à leur traitement "
                   "et saisir la CNIL. Nous répondons sous un mois."),
]


def confidentialite(updated: str, nav: list[tuple[str, str]], footer: list[tuple[str, str]]) -> str:
    secs = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in CONFIDENTIALITE)
    return P.shell("Politique de confidentialité - Acme Robotics", "<h1>Politique de confidentialité</h1>"
                   f"<p>Dernière mise à jour : {updated}</p>{secs}", nav, footer, lang="fr")


FR_NAV = [("/", "Accueil"), ("/produit", "Produit"), ("/tarifs", "Tarifs"), ("/contact", "Contact")]


def termly_embed_stub(policy_url: str) -> str:
    """The old policy URL after the switch to Termly: Termly's embed `<div name="termly-embed">` (filled in the
    browser) and a plain link to the hosted policy for visitors without JavaScript."""
    return P.shell("Privacy Policy - Acme Robotics", "<h1>Privacy Policy</h1><div name='termly-embed' data-id="
                   "'6f1e2c0a-9b7d-4d1e-a0c2-3b5f9e8d7c61' data-type='iframe'></div><script type='text/javascript'>"
                   "(function(d, s, id) { var js, tjs = d.getElementsByTagName(s)[0]; if (d.getElementById(id)) "
                   "return; js = d.createElement(s); js.id = id; js.src = 'https://app.termly.io/embed-policy.min.js';"
                   " tjs.parentNode.insertBefore(js, tjs); }(document, 'script', 'termly-jssdk'));</script>"
                   f"<noscript><a href='{policy_url}'>Read our privacy policy</a></noscript>")


def termly_policy() -> str:
    secs = "".join(f"<h2>{h.upper()}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Privacy Policy | Termly</title></head><body><div data-custom-class="
            "'body'><h1>PRIVACY POLICY</h1><p>Last updated November 01, 2026</p>" + secs + "</div><footer>This "
            "privacy policy was created using Termly's Privacy Policy Generator.</footer></body></html>")


COOKIE_FOOTER = "<a href='#' onclick='Cookiebot.renew(); return false;'>Privacy &amp; cookie settings</a>"

# ------------------------------------------------------------------ team


def team_cards(people: list[tuple[str, str, str]]) -> str:
    return "".join(f"<div class='person'><h3>{n}</h3><p class='role'>{r}</p><p>{b}</p></div>" for n, r, b in people)


BOARD = [("Margaret Olsen", "Chair of the Board", "Margaret chaired two listed logistics groups and sits on the "
                                                  "board of a European rail operator."),
         ("Hiroshi Tanaka", "Independent Director", "Hiroshi led robotics research at a Japanese car maker for "
                                                    "twenty years."),
         ("Claire Dubois", "Director, Northwind Ventures", "Claire leads Northwind's industrial technology "
                                                            "investments."),
         ("Samuel Okafor", "Independent Director", "Samuel was chief financial officer of a parcel network in "
                                                   "West Africa.")]


def spa_shell(title: str) -> str:
    """A client-rendered single-page application: every route (`/#/team`) is this one document."""
    return ("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>" + title + "</title><script type="
            "'module' crossorigin src='/assets/index-4f2a9c.js'></script><link rel='stylesheet' href='/assets/"
            "index-9b1e.css'></head><body><div id='app'></div><noscript>Acme Robotics needs JavaScript to run."
            "</noscript></body></html>")


# ------------------------------------------------------------------ investors


def investis_ir() -> str:
    return ("<!DOCTYPE html><html lang='en'><head><title>Investors | Acme Robotics SA</title><link rel='stylesheet' "
            "href='https://cdn.investis.com/ir/acme/styles.css'></head><body><div class='ir-header'><a href='/'>Acme "
            "Robotics investors</a> <a href='/results-centre'>Results centre</a> <a href='/share-price'>Share price"
            "</a> <a href='/regulatory-news'>Regulatory news</a></div><div class='ir-content'>" + IR_MAIN + "</div>"
            "<div class='ir-footer'>Website by Investis Digital</div></body></html>")


DELISTED = page("Investors - Acme Robotics", "<h1>Investors</h1><p>Following the completion of the tender offer by "
                "Northwind Capital, Acme Robotics SA shares were delisted from Euronext Paris on 14 November 2026. "
                "Acme Robotics no longer publishes regulated information.</p><p>Former shareholders with questions "
                "about the squeeze-out payment may contact the centralising bank.</p>")

# ------------------------------------------------------------------ changelog, docs, feeds


#: a partner's releases (another company's product on the same changelog host)
NORTHWIND_RELEASES = [("9.4", "2026-10-20", ["Route optimiser handles mixed trailer sizes",
                                             "Driver app shows the next three stops offline"]),
                      ("9.3", "2026-09-02", ["Customs documents attach to shipments automatically",
                                             "Fixed duplicate proof-of-delivery photos"]),
                      ("9.2", "2026-07-14", ["Carbon report per lane, exportable to PDF",
                                             "Dispatchers can split a load across two trucks"])]


def headway_public(account: str, releases: list[tuple[str, str, list[str]]] | None = None,
                   name: str = "Acme Robotics") -> str:
    """headwayapp.co/<account>-changelog: the public page of a Headway changelog, one card per release."""
    cards = "".join(f"<div class='changelogItem published'><h2><a href='/{account}-changelog/{v}'>Version {v}</a>"
                    f"</h2><time>{d}</time><div class='changelogText'><ul>{''.join(f'<li>{c}</li>' for c in ch)}"
                    f"</ul></div></div>" for v, d, ch in (releases or P.RELEASES))
    return (f"<!DOCTYPE html><html><head><title>{name} Changelog</title></head><body><div class='header'>"
            f"<a href='/{account}-changelog'>{name}</a> <a href='http://acme.example'>Website</a></div><div "
            f"class='changelogs'>{cards}</div><div class='footer'>Powered by Headway</div></body></html>")


def headway_widget_stub(public: str) -> str:
    """The old changelog URL now only loads Headway's widget (a badge drawn by a script), with a link to the public
    page of all releases."""
    return P.shell("What's new - Acme Robotics", "<h1>What's new</h1><p>The latest updates to the Acme fleet "
                   "software appear in the widget below.</p><span class='headway-badge'></span><script async src="
                   "'https://cdn.headwayapp.co/widget.js'></script><script>var HW_config = { selector: "
                   "'.headway-badge', account: 'yBQ2GJ' };</script>"
                   f"<p><a href='{public}'>See all updates</a></p>")


def comments_feed(host: str) -> str:
    items = "".join(f"<item><title>Comment on {t} by Jordan</title><link>http://{host}/{s}/#comment-{40 + i}</link>"
                    f"<description>Great read, we run a similar pilot in our warehouse.</description></item>"
                    for i, (t, s, _, _) in enumerate(P.POSTS))
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Comments for Acme Robotics</title><link>'
            f"http://{host}/</link><description>Comments</description>{items}</channel></rss>")


def atom(host: str, prefix: str) -> str:
    entries = "".join(f"<entry><title>{t}</title><link href='http://{host}{prefix}{s}/'/><id>http://{host}{prefix}"
                      f"{s}/</id><updated>{d}T09:00:00Z</updated><summary>{x}</summary></entry>"
                      for t, s, d, x in P.POSTS)
    return ("<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Acme Robotics "
            f"blog</title><link href='http://{host}{prefix}'/><updated>2026-10-02T09:00:00Z</updated>{entries}</feed>")


def atom_r(body: str) -> R:
    return R(200, body, "application/atom+xml; charset=utf-8")



def newsroom_hub(release_link: str) -> str:
    """/newsroom after a relaunch: a hub of featured coverage, the two latest releases and the media kit, linking the
    full list of press releases one level below."""
    latest = "".join(f"<article><h3>{t}</h3><time>{d}</time></article>" for t, d, _ in P.PRESS[:2])
    cover = "".join(f"<li>{o}: {t}</li>" for t, o, _ in COVERAGE[:3])
    return P.shell("Newsroom - Acme Robotics", f"<h1>Newsroom</h1><h2>Latest releases</h2>{latest}<p><a href="
                   f"'{release_link}'>All press releases</a></p><h2>Acme in the media</h2><ul>{cover}</ul><h2>Media kit"
                   "</h2><p>Logos, product photos and executive portraits for editorial use.</p>",
                   [("/", "Home"), ("/product", "Product"), ("/newsroom", "Newsroom"), ("/contact", "Contact")])


def beamer_unavailable() -> str:
    return ("<!DOCTYPE html><html><head><title>Beamer</title></head><body><div class='beamerError'><h2>This page is "
            "not "
            "available</h2><p>The product updates page you are looking for is not available anymore.</p><a href="
            "'https://www.getbeamer.com'>Powered by Beamer</a></div></body></html>")


def launchnotes_page() -> str:
    cards = "".join(f"<div class='announcement'><h2>Version {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></div>" for v, d, ch in P.RELEASES)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Updates</title></head><body><header>Acme Robotics "
            f"<a href='/subscribe'>Subscribe</a></header><main><h1>What's new</h1>{cards}</main><footer>Powered by "
            "LaunchNotes</footer></body></html>")


RESHUFFLED = [PEOPLE[0], PEOPLE[1], PEOPLE[2],
              ("Ingrid Lauritzen", "Chief Financial Officer", "Ingrid joins from a Nordic logistics group where she "
                                                              "led finance for eight years."),
              ("Rafael Moreno", "Chief Revenue Officer", "Rafael built the sales teams of two European software "
                                                         "companies."),
              ("Aiko Sato", "VP Customer Success", "Aiko ran customer operations for a robotics integrator in Osaka.")]

# ------------------------------------------------------------------ bot walls of edge vendors

AKAMAI_DENIED = R(403, "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't "
                       "have permission to access \"http&#58;&#47;&#47;m34&#46;test&#47;press\" on this server.<P>\n"
                       "Reference&#32;&#35;18&#46;9a3c1002&#46;1733151600&#46;5e6f7a8b\n<P>https&#58;&#47;&#47;errors"
                       "&#46;edgesuite&#46;net&#47;18&#46;9a3c1002&#46;1733151600&#46;5e6f7a8b</P>\n</BODY>\n</HTML>\n",
                  headers={"Server": "AkamaiGHost"})
DATADOME = R(403, "<html lang='en'><head><title>m35.test</title><style>#cmsg{animation: A 1.5s;}</style></head><body "
                  "style='margin:0'><p id='cmsg'>Please enable JS and disable any ad blocker</p><script data-cfasync="
                  "'false'>var dd={'rt':'c','cid':'AHrlqAAAAAMA1','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'bv',"
                  "'s':46279,'e':'a7f1','host':'geo.captcha-delivery.com'}</script><script data-cfasync='false' src="
                  "'https://ct.captcha-delivery.com/c.js'></script></body></html>",
             headers={"X-DataDome": "protected", "X-DD-B": "2"})
VERCEL = R(429, "<!DOCTYPE html><html lang='en'><head><title>Vercel Security Checkpoint</title></head><body><div "
                "class='container'><h1>We're verifying your browser</h1><p>Website owner? Click <a href='https://"
                "vercel.link/security-checkpoint'>here</a> to fix.</p><noscript>Enable JavaScript to continue"
                "</noscript><script src='/.well-known/vercel/security/static/challenge.v2.min.js'></script></div>"
                "</body></html>", headers={"x-vercel-mitigated": "challenge", "Server": "Vercel"})
CF_CHALLENGE = R(403, "<!DOCTYPE html><html lang='en-US'><head><title>Just a moment...</title></head><body><div "
                      "class='main-wrapper' role='main'><div class='main-content'><h1 class='zone-name-title h1'>"
                      "m37.test</h1><h2 class='h2' id='challenge-running'>Checking if the site connection is secure"
                      "</h2><noscript><div id='challenge-error-title'>Enable JavaScript and cookies to continue</div>"
                      "</noscript></div></div><script>window._cf_chl_opt={cvId: '3',cZone: 'm37.test',cType: "
                      "'managed'};</script></body></html>",
                 headers={"cf-mitigated": "challenge", "Server": "cloudflare"})
MAINTENANCE_503 = R(503, "<html><head><title>Service unavailable</title></head><body><h1>We'll be back soon</h1><p>Our "
                         "investor site is undergoing scheduled maintenance.</p></body></html>",
                    headers={"Retry-After": "3600"})

# ------------------------------------------------------------------ the situations

PRESS_REF = P.press_old()
TEAM_REF = T9.team_page("Team - Acme Robotics", "Our team")
IR_REF = page("Investors - Acme Robotics", IR_MAIN)
CHANGELOG_REF = P.changelog_page("Changelog - Acme Robotics")

SITUATIONS = [
    # ================================================================ newsroom
    Situation("newsroom_press_308_to_news_whose_list_keeps_the_releases",
              {"m01.test": {"/press": moved("/news", 308),
                            "/news": html(press_list("News - Acme Robotics", "News"))}},
              "http://m01.test/press", "migrated", "http://m01.test/news", surface="newsroom", reference=PRESS_REF,
              status="redirected"),
    Situation("newsroom_404_menu_links_press_releases_and_media_coverage",
              {"m02.test": {"/press": NOT_FOUND, "/": html(P.homepage(NEWS_NAV)),
                            "/media-coverage": html(media_coverage()),
                            "/press-releases": html(press_list("Press releases - Acme Robotics", "Press releases",
                                                               NEWS_NAV, "/press-releases/"))}},
              "http://m02.test/press", "migrated", "http://m02.test/press-releases", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_404_menu_links_only_media_coverage_of_other_outlets",
              {"m03.test": {"/press": NOT_FOUND, "/media-coverage": html(media_coverage()),
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/media-coverage",
                                                                                           "In the news")]))}},
              "http://m03.test/press", "review", surface="newsroom", reference=PRESS_REF),
    Situation("newsroom_404_menu_links_news_filtered_by_a_category_query",
              {"m04.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("/news?category=press-releases", "Press")])),
                            "/news?category=press-releases": html(press_list("Press releases - News - Acme Robotics",
                                                                             "Press releases"))}},
              "http://m04.test/press", "migrated", "http://m04.test/news?category=press-releases", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_301_to_a_query_url_which_robots_txt_disallows",
              {"m05.test": {"/robots.txt": robots("Disallow: /*?"), "/press": moved("/news?type=press"),
                            "/news?type=press": html(press_list("News - Acme Robotics", "Press")),
                            "/": home()}},
              "http://m05.test/press", "review", surface="newsroom", reference=PRESS_REF,
              never=(("m05.test", "/news?type=press"),)),
    Situation("newsroom_three_308_hops_through_a_locale_a_rename_and_a_trailing_slash",
              {"m06.test": {"/press": moved("/en/press", 308), "/en/press": moved("/en/newsroom", 308),
                            "/en/newsroom": moved("/en/newsroom/", 308),
                            "/en/newsroom/": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m06.test/press", "migrated", "http://m06.test/en/newsroom/", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_three_308_hops_through_www_a_locale_and_a_rename",
              {"m07.test": {"/press": moved("http://www.m07.test/press", 308)},
               "www.m07.test": {"/press": moved("/en/press", 308), "/en/press": moved("/en/newsroom", 308),
                                "/en/newsroom": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m07.test/press", "migrated", "http://www.m07.test/en/newsroom", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_301_to_the_blog_index_without_a_release",
              {"m08.test": {"/press": moved("/blog"), "/blog": html(P.blog_old())}},
              "http://m08.test/press", "review", surface="newsroom", reference=PRESS_REF),
    # ================================================================ legal
    Situation("privacy_308_to_legal_privacy_with_a_new_date",
              {"m09.test": {"/privacy-policy": moved("/legal/privacy", 308),
                            "/legal/privacy": html(P.privacy_page("2026-11-02"))}},
              "http://m09.test/privacy-policy", "migrated", "http://m09.test/legal/privacy", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("german_datenschutz_404_footer_links_rechtliches_datenschutz",
              {"m10.test": {"/datenschutz": NOT_FOUND,
                            "/": html(P.shell("Acme Robotics - Lagerroboter", "<h1>Lagerroboter zur Miete</h1><p>"
                                              "Autonome mobile Roboter für die Logistik.</p>",
                                              [("/", "Startseite"), ("/produkt", "Produkt"), ("/preise", "Preise")],
                                              DE_FOOTER_NEW, lang="de")),
                            "/rechtliches/datenschutz": html(datenschutz("1. November 2026"))}},
              "http://m10.test/datenschutz", "migrated", "http://m10.test/rechtliches/datenschutz", surface="legal",
              reference=datenschutz("1. März 2026")),
    Situation("privacy_404_footer_offers_only_the_cookie_consent_settings",
              {"m11.test": {"/privacy": NOT_FOUND,
                            "/": html(P.homepage(footer=[]).replace("</footer>", COOKIE_FOOTER + "</footer>"))}},
              "http://m11.test/privacy", "review", surface="legal", reference=P.privacy_page("2026-03-01")),
    Situation("privacy_url_now_a_termly_embed_whose_noscript_links_the_hosted_policy",
              {"m12.test": {"/privacy": html(termly_embed_stub(
                  "http://app.termly.io/document/privacy-policy/6f1e2c0a-9b7d-4d1e-a0c2-3b5f9e8d7c61"))},
               "app.termly.io": {"/document/privacy-policy/6f1e2c0a-9b7d-4d1e-a0c2-3b5f9e8d7c61":
                                 html(termly_policy())}},
              "http://m12.test/privacy", "migrated",
              "http://app.termly.io/document/privacy-policy/6f1e2c0a-9b7d-4d1e-a0c2-3b5f9e8d7c61", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("terms_404_footer_links_terms_in_a_folder_robots_txt_now_disallows",
              {"m13.test": {"/robots.txt": robots("Disallow: /legal/"), "/terms": NOT_FOUND,
                            "/": home(footer=[("/legal/terms", "Terms of service"), ("/legal/privacy", "Privacy")]),
                            "/legal/terms": html(page("Terms of service - Acme Robotics", P.TERMS))}},
              "http://m13.test/terms", "review", surface="legal", reference=page("Terms - Acme Robotics", P.TERMS),
              never=(("m13.test", "/legal/terms"), ("m13.test", "/legal/privacy"))),
    Situation("french_confidentialite_404_footer_links_donnees_personnelles_under_mentions_legales",
              {"m14.test": {"/confidentialite": NOT_FOUND,
                            "/": html(P.shell("Acme Robotics - Robots d'entrepôt", "<h1>Des robots d'entrepôt en "
                                              "location</h1><p>Des robots mobiles autonomes pour la logistique.</p>",
                                              FR_NAV, [("/mentions-legales", "Mentions légales"),
                                                       ("/mentions-legales/donnees-personnelles",
                                                        "Données personnelles")], lang="fr")),
                            "/mentions-legales/donnees-personnelles": html(confidentialite(
                                "2 novembre 2026", FR_NAV, [("/mentions-legales", "Mentions légales")]))}},
              "http://m14.test/confidentialite", "migrated", "http://m14.test/mentions-legales/donnees-personnelles",
              surface="legal", reference=confidentialite("1 mars 2026", FR_NAV, [])),
    # ================================================================ team
    Situation("team_404_menu_links_leadership_beside_the_board_of_directors",
              {"m15.test": {"/team": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("/company/board", "Board of directors"),
                                                  ("/company/leadership", "Leadership")])),
                            "/company/board": html(page("Board of directors - Acme Robotics", "<h1>Board of directors"
                                                        "</h1><p>Our board oversees strategy and risk.</p>"
                                                        + team_cards(BOARD))),
                            "/company/leadership": html(page("Leadership - Acme Robotics", "<h1>Leadership</h1><p>The "
                                                             "executive team of Acme Robotics.</p>"
                                                             + team_cards(PEOPLE)))}},
              "http://m15.test/team", "migrated", "http://m15.test/company/leadership", surface="team",
              reference=TEAM_REF),
    Situation("team_404_the_relaunched_spa_links_team_as_a_hash_route",
              {"m16.test": {"/team": NOT_FOUND, "/": html(spa_shell("Acme Robotics")),
                            "/index.html": html(spa_shell("Acme Robotics"))}},
              "http://m16.test/team", "review", surface="team", reference=TEAM_REF),
    Situation("team_url_now_serves_a_join_the_team_careers_page",
              {"m17.test": {"/team": html(page("Join the team - Acme Robotics", P.CAREERS_MAIN)),
                            "/": home([("/team", "Join the team")])}},
              "http://m17.test/team", "review", surface="team", reference=TEAM_REF),
    Situation("team_301_to_about_whose_leadership_section_lists_everyone",
              {"m18.test": {"/team": moved("/about"),
                            "/about": html(page("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in "
                                                "Lyon in 2019, Acme Robotics rents autonomous warehouse robots to "
                                                "more than 400 logistics companies.</p><h2 id='leadership'>Leadership"
                                                "</h2>" + team_cards(PEOPLE)))}},
              "http://m18.test/team", "migrated", "http://m18.test/about", surface="team", reference=TEAM_REF),
    # ================================================================ investors
    Situation("investors_404_footer_links_an_investis_hosted_site",
              {"m19.test": {"/investors": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"),
                                              ("http://acme-m19.investis.com/", "Investor relations")])},
               "acme-m19.investis.com": {"/": html(investis_ir())}},
              "http://m19.test/investors", "migrated", "http://acme-m19.investis.com/", surface="investors",
              reference=IR_REF),
    Situation("investors_301_to_an_ir_subdomain_which_302s_to_its_english_overview",
              {"m20.test": {"/investors": moved("http://ir.m20.test/")},
               "ir.m20.test": {"/": moved("/en/overview", 302),
                               "/en/overview": html(P.shell("Acme Robotics IR", IR_MAIN, [("/en/overview", "Overview"),
                                                                                          ("/en/news", "News")]))}},
              "http://m20.test/investors", "migrated", "http://ir.m20.test/", surface="investors", reference=IR_REF),
    Situation("investors_404_footer_links_a_gcs_web_site_whose_robots_txt_disallows_all",
              {"m21.test": {"/investors": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://acmem21.gcs-web.com/",
                                                                              "Investors")])},
               "acmem21.gcs-web.com": {"/robots.txt": robots("Disallow: /"),
                                       "/": html(P.shell("Acme Robotics IR", IR_MAIN))}},
              "http://m21.test/investors", "review", surface="investors", reference=IR_REF,
              never=(("acmem21.gcs-web.com", "/"),)),
    Situation("investors_page_now_a_delisting_notice",
              {"m22.test": {"/investors": html(DELISTED), "/": home()}},
              "http://m22.test/investors", "review", surface="investors", reference=IR_REF),
    Situation("investors_301_to_an_ir_platform_answering_503_maintenance",
              {"m23.test": {"/investors": moved("http://acmem23.q4ir.com/")},
               "acmem23.q4ir.com": {"*": MAINTENANCE_503}},
              "http://m23.test/investors", "wait", surface="investors", reference=IR_REF, status="redirected"),
    # ================================================================ changelog
    Situation("changelog_url_now_loads_a_headway_widget_linking_the_public_page",
              {"m24.test": {"/changelog": html(headway_widget_stub("http://headwayapp.co/acmem24-changelog"))},
               "headwayapp.co": {"/acmem24-changelog": html(headway_public("acmem24"))}},
              "http://m24.test/changelog", "migrated", "http://headwayapp.co/acmem24-changelog", surface="changelog",
              reference=CHANGELOG_REF),
    Situation("changelog_301_into_the_docs_folder",
              {"m25.test": {"/changelog": moved("/docs/changelog"),
                            "/docs/changelog": html(P.changelog_page("Changelog - Acme Docs", docs_chrome=True))}},
              "http://m25.test/changelog", "migrated", "http://m25.test/docs/changelog", surface="changelog",
              reference=CHANGELOG_REF),
    Situation("github_releases_404_company_footer_links_a_changelog_page",
              {"github.com": {"/acmem26/fleet-sdk/releases": NOT_FOUND},
               "m26.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("/changelog", "Changelog")]),
                            "/changelog": html(CHANGELOG_REF)}},
              "http://github.com/acmem26/fleet-sdk/releases", "migrated", "http://m26.test/changelog",
              surface="changelog", reference=P.github_releases("acmem26", "fleet-sdk"), website="http://m26.test/"),
    Situation("changelog_404_menu_links_the_headway_widget_host_of_another_account",
              {"m27.test": {"/changelog": NOT_FOUND,
                            "/": home([("http://headwayapp.co/northwind-changelog", "Partner updates")])},
               "headwayapp.co": {"/northwind-changelog": html(headway_public("northwind", NORTHWIND_RELEASES,
                                                                             "Northwind Fleet"))}},
              "http://m27.test/changelog", "review", surface="changelog", reference=CHANGELOG_REF),
    # ================================================================ docs
    Situation("docs_subdomain_every_path_308_into_a_docs_folder_of_the_main_site",
              {"docs.m28.test": {"*": moved("http://m28.test/docs/", 308)},
               "m28.test": {"/docs/": html(P.docs_home("/docs/"))}},
              "http://docs.m28.test/", "migrated", "http://m28.test/docs/", surface="docs", reference=P.docs_home("/"),
              website="http://m28.test/"),
    Situation("docs_subdomain_gone_from_dns_the_menu_links_the_docs_folder",
              {"m29.test": {"/": home([("/docs", "Docs")]), "/docs": html(P.docs_home("/docs/"))}},
              "http://docs.m29.test/", "migrated", "http://m29.test/docs", surface="docs", reference=P.docs_home("/"),
              website="http://m29.test/"),
    Situation("docs_v1_root_404_the_version_picker_links_v2",
              {"m30.test": {"/docs/v1/": NOT_FOUND, "/": home([("/docs/v2/", "Docs")]),
                            "/docs/v2/": html(P.docs_home("/docs/v2/"))}},
              "http://m30.test/docs/v1/", "migrated", "http://m30.test/docs/v2/", surface="docs",
              reference=P.docs_home("/docs/v1/")),
    # ================================================================ feeds
    Situation("feed_jekyll_feed_xml_404_hugo_index_xml_in_the_blog_head",
              {"m31.test": {"/feed.xml": NOT_FOUND, "/": home(),
                            "/blog": html(P.blog_new("/blog/", nav=NAV).replace(
                                "</head>", "<link rel='alternate' type='application/rss+xml' href='/blog/index.xml' "
                                           "title='Acme Robotics'></head>")),
                            "/blog/index.xml": feed(rss("m31.test"))}},
              "http://m31.test/feed.xml", "migrated", "http://m31.test/blog/index.xml", surface="feed", kind="feed",
              reference=rss("m31.test")),
    Situation("feed_404_front_page_head_links_the_comments_feed_before_the_posts_feed",
              {"m32.test": {"/blog/feed/": NOT_FOUND,
                            "/": home(head="<link rel='alternate' type='application/rss+xml' title='Acme Robotics "
                                           "&raquo; Comments Feed' href='/comments/feed/'><link rel='alternate' type="
                                           "'application/rss+xml' title='Acme Robotics &raquo; Feed' href='/feed/'>"),
                            "/comments/feed/": feed(comments_feed("m32.test")),
                            "/feed/": feed(rss("m32.test", "/"))}},
              "http://m32.test/blog/feed/", "migrated", "http://m32.test/feed/", surface="feed", kind="feed",
              reference=rss("m32.test")),
    Situation("feed_url_now_answers_the_html_blog_index_whose_head_links_an_atom_feed",
              {"m33.test": {"/feed/": html(P.blog_new("/blog/", nav=NAV).replace(
                  "</head>", "<link rel='alternate' type='application/atom+xml' href='/blog/atom.xml'></head>")),
                            "/blog/atom.xml": atom_r(atom("m33.test", "/blog/"))}},
              "http://m33.test/feed/", "migrated", "http://m33.test/blog/atom.xml", surface="feed", kind="feed",
              reference=rss("m33.test")),
    # ================================================================ failure shapes
    Situation("stale_newsroom_whose_whole_site_is_gone_from_dns",
              {}, "http://m40.test/press", "wait", surface="newsroom", reference=PRESS_REF, status="stale"),
    Situation("stale_privacy_policy_whose_company_website_is_gone_from_dns_too",
              {}, "http://legal.m41.test/privacy", "wait", surface="legal", reference=P.privacy_page("2026-03-01"),
              status="stale", website="http://m41.test/"),
    Situation("stale_newsroom_behind_akamai_access_denied_on_every_path",
              {"m34.test": {"*": AKAMAI_DENIED}},
              "http://m34.test/press", "wait", surface="newsroom", reference=PRESS_REF, status="stale"),
    Situation("newsroom_behind_a_datadome_wall_while_the_front_page_answers",
              {"m35.test": {"/press": DATADOME, "/": home([("/press", "Press")])}},
              "http://m35.test/press", "wait", surface="newsroom", reference=PRESS_REF),
    Situation("team_page_behind_the_vercel_security_checkpoint",
              {"m36.test": {"*": VERCEL}},
              "http://m36.test/team", "wait", surface="team", reference=TEAM_REF),
    Situation("newsroom_301_to_a_page_behind_a_cloudflare_challenge",
              {"m37.test": {"/press": moved("/newsroom"), "/newsroom": CF_CHALLENGE, "/": home()}},
              "http://m37.test/press", "wait", surface="newsroom", reference=PRESS_REF, status="redirected"),
    Situation("team_page_disallowed_to_our_agent_by_name_while_others_may_read_it",
              {"m38.test": {"/robots.txt": R(200, "User-agent: *\nAllow: /\n\nUser-agent: changewire\nDisallow: /\n",
                                             "text/plain"),
                            "/team": html(TEAM_REF), "/": home([("/team", "Team")])}},
              "http://m38.test/team", "review", surface="team", reference=TEAM_REF,
              never=(("m38.test", "/team"), ("m38.test", "/"))),
    Situation("team_301_to_a_legacy_cms_url_with_a_query_string",
              {"m39.test": {"/about/team": moved("/index.php?option=com_content&view=article&id=12&Itemid=108"),
                            "/index.php?option=com_content&view=article&id=12&Itemid=108": html(
                                T9.team_page("Our team - Acme Robotics", "Our team"))}},
              "http://m39.test/about/team", "migrated",
              "http://m39.test/index.php?option=com_content&view=article&id=12&Itemid=108", surface="team",
              reference=TEAM_REF),
    Situation("pricing_301_to_a_hash_route_of_a_client_rendered_app",
              {"m42.test": {"/pricing": moved("/#/pricing"), "/": html(spa_shell("Acme Robotics"))}},
              "http://m42.test/pricing", "review", surface="pricing", reference=S.PRICING),
    # ================================================================ second batch (written after the first's run)
    Situation("newsroom_404_menu_links_a_hub_whose_full_list_of_releases_is_one_level_below",
              {"m60.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/newsroom", "Newsroom")])),
                            "/newsroom": html(newsroom_hub("/newsroom/press-releases")),
                            "/newsroom/press-releases": html(press_list("Press releases - Acme Robotics",
                                                                        "Press releases", prefix="/newsroom/"))}},
              "http://m60.test/press", "migrated", "http://m60.test/newsroom/press-releases", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_404_menu_links_the_press_releases_below_a_newsroom_hub",
              {"m61.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("/newsroom/press-releases", "Press releases")])),
                            "/newsroom": html(newsroom_hub("/newsroom/press-releases")),
                            "/newsroom/press-releases": html(press_list("Press releases - Acme Robotics",
                                                                        "Press releases", prefix="/newsroom/"))}},
              "http://m61.test/press", "migrated", "http://m61.test/newsroom/press-releases", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_404_hubspot_menu_links_carry_hslang",
              {"m62.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage([("/?hsLang=en", "Home"), ("/product?hsLang=en", "Product"),
                                                  ("/company/news?hsLang=en", "News")])),
                            "/company/news": html(press_list("News - Acme Robotics", "News"))}},
              "http://m62.test/press", "migrated", "http://m62.test/company/news", surface="newsroom",
              reference=PRESS_REF),
    Situation("newsroom_404_footer_link_carries_utm_parameters",
              {"m63.test": {"/press": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"),
                                              ("/newsroom?utm_source=website&utm_medium=footer", "Newsroom")]),
                            "/newsroom": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m63.test/press", "migrated", "http://m63.test/newsroom", surface="newsroom", reference=PRESS_REF),
    Situation("newsroom_404_robots_txt_prefix_rule_also_covers_the_new_press_releases_path",
              {"m64.test": {"/robots.txt": robots("Disallow: /press"), "/press": NOT_FOUND,
                            "/": html(P.homepage(NEWS_NAV)),
                            "/press-releases": html(press_list("Press releases - Acme Robotics", "Press releases",
                                                               NEWS_NAV, "/press-releases/"))}},
              "http://m64.test/press", "review", surface="newsroom", reference=PRESS_REF,
              never=(("m64.test", "/press"), ("m64.test", "/press-releases"))),
    Situation("newsroom_404_while_the_front_page_is_behind_a_cloudflare_challenge",
              {"m65.test": {"/press": NOT_FOUND, "/": R(403, CF_CHALLENGE.body.replace("m37.test", "m65.test"),
                                                         headers=CF_CHALLENGE.headers),
                            "/newsroom": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m65.test/press", "wait", surface="newsroom", reference=PRESS_REF,
              never=(("m65.test", "/sitemap.xml"),)),
    Situation("team_404_menu_links_the_leadership_section_of_the_company_page_by_a_fragment",
              {"m66.test": {"/team": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                  ("/company#leadership", "Leadership")])),
                            "/company": html(page("Company - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded "
                                                  "in Lyon in 2019.</p><section id='leadership'><h2>Leadership</h2>"
                                                  + team_cards(PEOPLE) + "</section>"))}},
              "http://m66.test/team", "migrated", "http://m66.test/company", surface="team", reference=TEAM_REF),
    Situation("beamer_page_answers_not_available_company_menu_links_a_launchnotes_page",
              {"app.getbeamer.com": {"/acmem67/en": html(beamer_unavailable())},
               "m67.test": {"/": home([("http://acmem67.launchnotes.io/", "What's new")])},
               "acmem67.launchnotes.io": {"/": html(launchnotes_page())}},
              "http://app.getbeamer.com/acmem67/en", "migrated", "http://acmem67.launchnotes.io/",
              surface="changelog", reference=headway_public("acmem67").replace("Headway", "Beamer"),
              website="http://m67.test/"),
    Situation("team_301_to_about_team_after_half_the_people_changed",
              {"m68.test": {"/team": moved("/about/team"),
                            "/about/team": html(page("Our team - Acme Robotics", "<h1>Our team</h1><p>The people who "
                                                     "lead Acme Robotics.</p>" + team_cards(RESHUFFLED)))}},
              "http://m68.test/team", "migrated", "http://m68.test/about/team", surface="team", reference=TEAM_REF,
              status="redirected"),
    Situation("docs_subdomain_301_to_the_main_front_page_whose_menu_links_docs",
              {"docs.m69.test": {"*": moved("http://m69.test/")},
               "m69.test": {"/": home([("/docs/", "Docs")]), "/docs/": html(P.docs_home("/docs/"))}},
              "http://docs.m69.test/", "migrated", "http://m69.test/docs/", surface="docs", reference=P.docs_home("/"),
              website="http://m69.test/"),
    Situation("stale_feed_behind_a_challenge_while_the_front_page_answers",
              {"m70.test": {"/feed/": R(403, CF_CHALLENGE.body.replace("m37.test", "m70.test"),
                                        headers=CF_CHALLENGE.headers),
                            "/": home(head=feed_link("/feed/"))}},
              "http://m70.test/feed/", "wait", surface="feed", kind="feed", reference=rss("m70.test"), status="stale"),
    # ================================================================ third batch (written after the second's run)
    Situation("team_404_served_as_the_front_page_by_a_spa_fallback_menu_links_about_team",
              {"m71.test": {"*": home([("/about/team", "Team")]),
                            "/about/team": html(T9.team_page("Our team - Acme Robotics", "Our team"))}},
              "http://m71.test/team", "migrated", "http://m71.test/about/team", surface="team", reference=TEAM_REF),
    Situation("robots_txt_answered_by_the_cms_front_page_in_html",
              {"m72.test": {"/robots.txt": home(), "/press": moved("/newsroom"),
                            "/newsroom": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m72.test/press", "migrated", "http://m72.test/newsroom", surface="newsroom",
              reference=PRESS_REF, status="redirected"),
    Situation("robots_txt_refused_with_a_plain_403_while_the_pages_answer",
              {"m73.test": {"/robots.txt": R(403, "<html><head><title>403 Forbidden</title></head><body><center><h1>"
                                                  "403 Forbidden</h1></center><hr><center>nginx</center></body></html>"),
                            "/privacy": NOT_FOUND, "/": home(footer=[("/legal/privacy-policy", "Privacy policy")]),
                            "/legal/privacy-policy": html(P.privacy_page("2026-11-02"))}},
              "http://m73.test/privacy", "migrated", "http://m73.test/legal/privacy-policy", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("newsroom_308_loop_between_two_locales_while_the_menu_links_the_newsroom",
              {"m74.test": {"/press": moved("/en/press", 308), "/en/press": moved("/press", 308),
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/newsroom", "Newsroom")])),
                            "/newsroom": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m74.test/press", "migrated", "http://m74.test/newsroom", surface="newsroom",
              reference=PRESS_REF),
    Situation("stale_newsroom_answering_again_unchanged",
              {"m75.test": {"/press": html(PRESS_REF)}},
              "http://m75.test/press", "recovered", surface="newsroom", reference=PRESS_REF, status="stale"),
    Situation("investors_url_now_a_landing_of_links_whose_overview_below_has_the_content",
              {"m76.test": {"/investors": html(page("Investors - Acme Robotics", "<h1>Investors</h1><ul class="
                                                    "'tiles'><li><a href='/investors/overview'>Overview</a></li><li>"
                                                    "<a href='/investors/financial-results'>Financial results</a></li>"
                                                    "<li><a href='/investors/share-information'>Share information"
                                                    "</a></li><li><a href='/investors/governance'>Governance</a></li>"
                                                    "</ul>")),
                            "/investors/overview": html(page("Investor overview - Acme Robotics", IR_MAIN)),
                            "/": home([("/investors", "Investors")])}},
              "http://m76.test/investors", "migrated", "http://m76.test/investors/overview", surface="investors",
              reference=IR_REF),
    Situation("team_url_now_shows_the_ceo_only_and_links_the_full_leadership_team",
              {"m77.test": {"/team": html(page("Team - Acme Robotics", "<h1>Our team</h1>" + team_cards(PEOPLE[:1])
                                               + "<p><a href='/company/leadership'>Meet the full leadership team</a>"
                                               "</p>")),
                            "/company/leadership": html(page("Leadership - Acme Robotics", "<h1>Leadership</h1><p>The "
                                                             "people who lead Acme Robotics.</p>"
                                                             + team_cards(PEOPLE))),
                            "/": home()}},
              "http://m77.test/team", "migrated", "http://m77.test/company/leadership", surface="team",
              reference=TEAM_REF),
    Situation("github_releases_emptied_company_footer_links_a_changelog_page",
              {"github.com": {"/acmem78/fleet-sdk/releases": html(
                  P.github_releases("acmem78", "fleet-sdk").split("<main>")[0] + "<main><h1>Releases</h1><div class="
                  "'blankslate'><h3>There aren't any releases here</h3><p>You can create a release to package "
                  "software, along with release notes and links to binary files, for other people to use.</p></div>"
                  "</main></body></html>")},
               "m78.test": {"/": home(footer=[("/legal/privacy", "Privacy"), ("/changelog", "Changelog")]),
                            "/changelog": html(CHANGELOG_REF)}},
              "http://github.com/acmem78/fleet-sdk/releases", "migrated", "http://m78.test/changelog",
              surface="changelog", reference=P.github_releases("acmem78", "fleet-sdk"), website="http://m78.test/"),
    # ================================================================ fourth batch (written after the third's run)
    Situation("investors_404_menu_links_an_ir_landing_whose_overview_below_has_the_content",
              {"m79.test": {"/investors": NOT_FOUND, "/": home([("/investor-relations", "Investors")]),
                            "/investor-relations": html(page("Investor relations - Acme Robotics", "<h1>Investor "
                                                             "relations</h1><ul class='tiles'><li><a href='/investor-"
                                                             "relations/overview'>Overview</a></li><li><a href='/"
                                                             "investor-relations/financial-results'>Financial results"
                                                             "</a></li><li><a href='/investor-relations/governance'>"
                                                             "Governance</a></li></ul>")),
                            "/investor-relations/overview": html(page("Investor overview - Acme Robotics", IR_MAIN))}},
              "http://m79.test/investors", "migrated", "http://m79.test/investor-relations/overview",
              surface="investors", reference=IR_REF),
    Situation("newsroom_404_menu_links_a_hub_whose_full_list_is_a_sibling_path",
              {"m80.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/newsroom", "Newsroom")])),
                            "/newsroom": html(newsroom_hub("/press-releases")),
                            "/press-releases": html(press_list("Press releases - Acme Robotics", "Press releases",
                                                               prefix="/press-releases/"))}},
              "http://m80.test/press", "migrated", "http://m80.test/press-releases", surface="newsroom",
              reference=PRESS_REF),
    Situation("feed_301_to_the_html_blog_whose_head_links_a_webflow_rss",
              {"m81.test": {"/feed/": moved("/blog"),
                            "/blog": html(P.blog_new("/blog/", nav=NAV).replace(
                                "</head>", "<link rel='alternate' type='application/rss+xml' href='/blog/rss.xml'>"
                                           "</head>")),
                            "/blog/rss.xml": feed(rss("m81.test"))}},
              "http://m81.test/feed/", "migrated", "http://m81.test/blog/rss.xml", surface="feed", kind="feed",
              reference=rss("m81.test"), status="redirected"),
    Situation("newsroom_404_robots_txt_disallows_the_company_folder_but_allows_its_newsroom",
              {"m82.test": {"/robots.txt": robots("Disallow: /company/\nAllow: /company/newsroom"),
                            "/press": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/company/about", "About"),
                                                  ("/company/newsroom", "Newsroom")])),
                            "/company/newsroom": html(press_list("Newsroom - Acme Robotics", "Newsroom"))}},
              "http://m82.test/press", "migrated", "http://m82.test/company/newsroom", surface="newsroom",
              reference=PRESS_REF, never=(("m82.test", "/company/about"),)),
    Situation("team_301_to_a_section_of_the_about_page_by_a_fragment",
              {"m83.test": {"/team": moved("/about#team"),
                            "/about": html(page("About - Acme Robotics", "<h1>About Acme Robotics</h1><p>Founded in "
                                                "Lyon in 2019.</p><section id='team'><h2>Our team</h2>"
                                                + team_cards(PEOPLE) + "</section>"))}},
              "http://m83.test/team", "migrated", "http://m83.test/about", surface="team", reference=TEAM_REF,
              status="redirected"),
    # ================================================================ guards of the fourth batch's rules (decoys)
    Situation("newsroom_404_the_hubs_all_releases_link_leads_to_the_parent_groups_releases",
              {"m84.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/newsroom", "Newsroom")])),
                            "/newsroom": html(newsroom_hub("/newsroom/group-press-releases")),
                            "/newsroom/group-press-releases": html(P.shell(
                                "Group press releases - BigCorp Logistics", "<h1>BigCorp Logistics press releases</h1>"
                                + "".join(f"<article><h2>{t}</h2><time>2026-0{i + 1}-15</time></article>"
                                          for i, t in enumerate(["BigCorp reports third-quarter results",
                                                                 "BigCorp opens a hub in Rotterdam",
                                                                 "BigCorp names a new chief financial officer",
                                                                 "BigCorp completes its bond issue"]))))}},
              "http://m84.test/press", "review", surface="newsroom", reference=PRESS_REF),
    Situation("investors_url_now_a_landing_whose_overview_is_the_company_profile",
              {"m85.test": {"/investors": html(page("Investors - Acme Robotics", "<h1>Investors</h1><ul><li><a href="
                                                    "'/investors/overview'>Overview</a></li><li><a href='/investors/"
                                                    "contact'>Contact</a></li></ul>")),
                            "/investors/overview": html(page("Overview - Acme Robotics", "<h1>Acme Robotics at a "
                                                             "glance</h1><p>Founded in Lyon in 2019, 180 people, 400 "
                                                             "customers, robots rented by the month.</p><h2>Our "
                                                             "mission</h2><p>Make every warehouse safer and faster."
                                                             "</p>")),
                            "/": home([("/investors", "Investors")])}},
              "http://m85.test/investors", "review", surface="investors", reference=IR_REF),
    # ================================================================ sixth batch
    Situation("stale_newsroom_whose_robots_txt_and_pages_are_behind_a_cloudflare_challenge",
              {"m86.test": {"*": R(403, CF_CHALLENGE.body.replace("m37.test", "m86.test"),
                                   headers=CF_CHALLENGE.headers)}},
              "http://m86.test/press", "wait", surface="newsroom", reference=PRESS_REF, status="stale"),
    Situation("privacy_404_footer_links_the_policy_as_an_article_of_the_zendesk_help_centre",
              {"m87.test": {"/privacy": NOT_FOUND,
                            "/": home(footer=[("http://acmem87.zendesk.com/hc/en-us/articles/360012345-Privacy-Policy",
                                               "Privacy Policy"), ("http://acmem87.zendesk.com/hc/en-us", "Help")])},
               "acmem87.zendesk.com": {"/hc/en-us/articles/360012345-Privacy-Policy": html(
                   "<!DOCTYPE html><html lang='en-US'><head><title>Privacy Policy – Acme Robotics Help Center</title>"
                   "</head><body><header class='header'><a href='/hc/en-us'>Acme Robotics Help Center</a> <a href='/hc/"
                   "en-us/requests/new'>Submit a request</a></header><nav class='sub-nav'><ol class='breadcrumbs'><li>"
                   "<a href='/hc/en-us'>Acme Robotics Help Center</a></li><li><a href='/hc/en-us/categories/3600001-"
                   "Legal'>Legal</a></li></ol></nav><article class='article'><h1 class='article-title'>Privacy Policy"
                   "</h1><div class='article-body'><p>Last updated: 2026-11-02</p>" + "".join(
                       f"<h2>{h}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS) + "</div></article><footer>Powered by "
                   "Zendesk</footer></body></html>")}},
              "http://m87.test/privacy", "migrated",
              "http://acmem87.zendesk.com/hc/en-us/articles/360012345-Privacy-Policy", surface="legal",
              reference=P.privacy_page("2026-03-01")),
    Situation("team_404_menu_links_a_notion_page_of_the_team",
              {"m88.test": {"/team": NOT_FOUND,
                            "/": home([("http://acmem88.notion.site/Our-team-6c1f2e3d4b5a", "Team")])},
               "acmem88.notion.site": {"/Our-team-6c1f2e3d4b5a": html(
                   "<!DOCTYPE html><html lang='en'><head><title>Our team</title><meta property='og:site_name' content="
                   "'Acme Robotics on Notion'></head><body><div id='notion-app'><div class='notion-page-content'><h1>"
                   "Our team</h1><p>The people who lead Acme Robotics.</p>" + "".join(
                       f"<div class='notion-callout'><h3>{n}</h3><p>{r}</p><p>{b}</p></div>" for n, r, b in PEOPLE)
                   + "</div></div></body></html>")}},
              "http://m88.test/team", "migrated", "http://acmem88.notion.site/Our-team-6c1f2e3d4b5a", surface="team",
              reference=TEAM_REF),
    Situation("newsroom_410_menu_links_news_mixing_the_releases_with_product_news",
              {"m89.test": {"/press": T9.GONE,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/company/news", "News")])),
                            "/company/news": html(P.company_news())}},
              "http://m89.test/press", "migrated", "http://m89.test/company/news", surface="newsroom",
              reference=PRESS_REF),
    # ================================================================ seventh batch: more hubs
    Situation("blog_404_menu_links_a_resources_hub_whose_blog_is_below_it",
              {"m91.test": {"/blog": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/resources", "Resources")])),
                            "/resources": html(page("Resources - Acme Robotics", "<h1>Resources</h1><div class='tiles'>"
                                                    "<a href='/resources/blog'><h2>Blog</h2><p>Stories from the team"
                                                    "</p></a><a href='/resources/webinars'><h2>Webinars</h2><p>Live "
                                                    "demos every month</p></a><a href='/resources/case-studies'><h2>"
                                                    "Case studies</h2><p>How customers run their fleets</p></a></div>"
                                                    "<h2>Latest</h2><p>" + P.POSTS[0][0] + "</p>")),
                            "/resources/blog": html(P.blog_new("/resources/blog/", "Blog - Acme Robotics", nav=NAV))}},
              "http://m91.test/blog", "migrated", "http://m91.test/resources/blog", surface="blog",
              reference=P.blog_old()),
    Situation("team_404_menu_links_a_company_hub_whose_tiles_include_leadership",
              {"m92.test": {"/team": NOT_FOUND,
                            "/": html(P.homepage([("/", "Home"), ("/product", "Product"), ("/company", "Company")])),
                            "/company": html(page("Company - Acme Robotics", "<h1>Company</h1><p>Acme Robotics rents "
                                                  "autonomous warehouse robots to 400 logistics companies.</p><ul "
                                                  "class='tiles'><li><a href='/company/story'>Our story</a></li><li>"
                                                  "<a href='/company/leadership'>Leadership</a></li><li><a href='/"
                                                  "company/press'>Press</a></li><li><a href='/company/contact'>"
                                                  "Contact</a></li></ul>")),
                            "/company/leadership": html(page("Leadership - Acme Robotics", "<h1>Leadership</h1><p>The "
                                                             "people who lead Acme Robotics.</p>"
                                                             + team_cards(PEOPLE)))}},
              "http://m92.test/team", "migrated", "http://m92.test/company/leadership", surface="team",
              reference=TEAM_REF),
    Situation("investors_404_footer_links_an_ir_subdomain_whose_root_is_a_landing_of_tiles",
              {"m93.test": {"/investors": NOT_FOUND,
                            "/": home(footer=[("/legal/privacy", "Privacy"), ("http://ir.m93.test/", "Investors")])},
               "ir.m93.test": {"/": html(P.shell("Acme Robotics IR", "<h1>Investor relations</h1><div class='tiles'>"
                                                 "<a href='/overview'>Overview</a> <a href='/financial-results'>"
                                                 "Financial results</a> <a href='/events'>Events and presentations</a>"
                                                 "</div>", [("/", "IR home"), ("/news", "News")])),
                               "/overview": html(P.shell("Overview - Acme Robotics IR", IR_MAIN,
                                                         [("/", "IR home"), ("/news", "News")]))}},
              "http://m93.test/investors", "migrated", "http://ir.m93.test/overview", surface="investors",
              reference=IR_REF),
]

#: requests a situation may take at most, tighter than the budget of 6 (a wall is not searched around)
MAX_REQUESTS: dict[str, int] = {
    "stale_newsroom_whose_whole_site_is_gone_from_dns": 0,
    "stale_privacy_policy_whose_company_website_is_gone_from_dns_too": 0,
    "stale_newsroom_behind_akamai_access_denied_on_every_path": 2,
    "newsroom_behind_a_datadome_wall_while_the_front_page_answers": 2,
    "team_page_behind_the_vercel_security_checkpoint": 2,
    "newsroom_301_to_a_page_behind_a_cloudflare_challenge": 3,
    "newsroom_404_while_the_front_page_is_behind_a_cloudflare_challenge": 3,
    "stale_feed_behind_a_challenge_while_the_front_page_answers": 2,
    "stale_newsroom_whose_robots_txt_and_pages_are_behind_a_cloudflare_challenge": 2,
}

#: situations still answered wrongly (strict xfail), with why (see the module docstring)
PENDING: dict[str, str] = {
    "team_301_to_about_team_after_half_the_people_changed":
        "the URL's own 301 to /about/team, titled and introduced alike, where three of the six people are new: fuzzy "
        "ratio 0.56 under the 0.6 threshold and half the lines, so no match; a same-site permanent redirect to a page "
        "of the same title does not lower the bar (doing so would migrate the look-alikes rounds 5-10 keep in review)",
}

#: one situation per new rule, run together through `changewire repair --json --sensor ...`
CLI_RUN: tuple[str, ...] = ("newsroom_404_menu_links_a_hub_whose_full_list_of_releases_is_one_level_below",
                             "newsroom_404_hubspot_menu_links_carry_hslang",
                             "investors_404_footer_links_an_investis_hosted_site")
