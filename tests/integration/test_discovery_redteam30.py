"""Discovery red-teamed (thirtieth round): SECTORS no earlier round built (town halls in five countries, hospitals,
a charity, a restaurant chain, an airline, an insurer, a manufacturer, a game studio, a newspaper, WooCommerce / Magento
/ Weebly shops, a savings bank, a port, a biotech, a plc, a dealership), the VENDORS' HOSTS `surfaces.PLATFORM_SURFACES`
names but no round had used, and STRUCTURES: sitemaps nested three deep and gzipped, <link rel> heads, JSON-LD sameAs,
staging / preview hosts, other companies' boards and a partner's pricing in blog cards, one page under many URLs.

Served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host (tests/data/discovery/web.py), one server for every
site. Round 24's `fill`, round 28's `header` / `footer` / `jobs` / `prices` / STATUS_OK and round 29's `shell` / `urlset`
are reused through `load_module`. Each batch's EXPECTED, absent surfaces, NEVER, NEVER_ASKED, METHODS, SOCIAL and ORDER
were committed before discovery first ran on it ("… expectations, … batch"). Every case also checks that no two selected
sensors are one page under two URLs; ORDER checks that the best candidate holding one URL fragment outscores every one
holding another (own vacancies over a Jobcenter, a staff "Empleo" over the students' "Bolsa de empleo", own board over a
friend's).

Covered (64 companies in the parametrized test; 26 label rows; the fixed rules' pure checks; tidewell once more through
`changewire discover --json`): 93 tests.
A. Public bodies: a German Rathaus ("Stellenangebote" beside "Öffentliche Bekanntmachungen", a Ratsinfo sign-in host);
   a French mairie ("Offres d'emploi"); a Spanish ayuntamiento ("Empleo público" beside "Perfil del contratante", the
   sede. portal); a Danish kommune ("Jobcenter" before "Job i kommunen"); an English council ("Find a job" for residents,
   vacancies on tal.net); a German Klinikum (board on d.vinci); a US hospital ("Find a Doctor", MyChart, board on UKG);
   a charity (Donate / Volunteer / "Annual reports", board on HireHive); P: a Dutch gemeente ("Werk en inkomen"), an
   Italian comune ("Bandi di concorso" beside "Bandi di gara"), a Spanish university ("Bolsa de empleo"), a French CHU
   (Doctolib).
B. Businesses: a burger chain (Franchising, JobScore), an airline ("Estado del vuelo", "Tarifas", SuccessFactors), a Swiss
   insurer ("Prämienrechner", sapsf.eu), a boiler maker (concludis), a game studio (PATCH NOTES as its changelog, a press
   kit, TalentLyft, Freshstatus), a newspaper (its "Jobs" classifieds beside "Work for us", "Subscribe" plans), a
   WooCommerce shop (WordPress's oEmbed / EditURI / wp-json / comments-feed head), a Magento shop, a Weebly yoga studio
   ("Our teachers", /1/feed), a Danish bank ("Priser og vilkår", Netbank).
C / V. Vendors' hosts: Document360, Noticeable, Freshteam, Help Scout Docs, ReleaseNotes.io, Zoho Recruit, Prezly,
   Stoplight, Postman, dev.to, Checkly dashboards, Recruiterflow, Helpjuice, Kenjo, pressebox, Jobtoolz ("Abonnements",
   "Nouveautés"), Q4, Avature, StatusCast, BrassRing (a /Search/ URL with partnerid / siteid), Dayforce, elevio, GetTerms,
   Newsfile, Webcruiter ("Driftsmeldinger"), Presspage, InvestorRoom, Rippling's ATS, Euroland, sapsf.com, TermsFeed,
   PrivacyPolicies.com, OneTrust request portals, Zoho Desk EU, JazzHR, Tumblr, Paragraph, newswire.ca, @Press (Japanese
   labels), Hireology, Polymer, Traffit (Polish), "Abonnementer" + a Statuspage status., "Planes y precios".
D / T. Structures: robots.txt → a gzipped index → index → index → gzipped urlset behind a JS shell (method robots, also
   through the CLI); a shell whose head holds rel=privacy-policy / terms-of-service / me / search / manifest, a mobile
   alternate and oEmbed; JSON-LD Organization.sameAs (stored as social profiles, none selected); a sitemap generated on
   staging, a Vercel preview and a beta. banner; another startup's Lever board and a partner's pricing in homepage blog
   cards, a customer's Ashby board in a blog page's card; /pricing as /pricing/index.html, ?ref=banner, the www. twin,
   /careers/ and /Careers, and https-absolute footer twins; `Disallow: /*/careers` wildcards (never asked, never
   proposed) beside a Personio board; a Google News sitemap before the pages' one; ccTLD hreflang siblings.
Q. Prices and outages in visitors' words: a zoo's "Öffnungszeiten & Preise", a museum's "Opening times & prices", an
   ISP's "Störungen", a Swedish utility's "Elpriser" / "Driftstörningar", a tax practice's "Honorar".
R. A bus operator ("Fares & tickets", "Service updates", "Drive for us"), a school ("Fees", "Vacancies", "Our staff"),
   a cinema chain ("Ticket prices" beside "Membership").

Failed before (on the code each batch's expectations met first): first batch 6 of 28 — five product faults
(aerolinea-sol's "Estado del vuelo" as status; bayside-yoga's "Our teachers" unread; brightcorp's BrassRing board dropped
as a site search; harbour-times's classifieds "Jobs" as careers over "Work for us"; pixelforge's press kit as the
newsroom, turning "News" into the blog) and one expectation of mine (ayuntamiento's "Servicios" as products: a town
hall's services are what it offers, as a company's are; products no longer absent there). Once harbour-times' careers
was right, my NEVER "advertise" failed it: a publisher's "Advertise with us" is the offering it sells (products),
narrowed. Second batch 4 of 24, all product faults: brightforge (staging.'s changelog / docs selected from a sitemap),
hearthly (rel=privacy-policy unread: no legal), inkwell-press ("Books" no products), portvale ("Vessel status" as
status). Third batch 0 of 4. Fourth batch 3 of 5, all product faults: glasnetz-nord ("Störungen" no status),
kraftbolaget ("Elpriser" no pricing, "Driftstörningar" no status), kanzlei-brandt ("Honorar" no pricing). Fifth batch 2
of 3: harbourline, a product fault ("Fares & tickets" no pricing, "Drive for us" no careers, "Service updates" as the
changelog); lumiere-cinemas, my expectation (I wanted "Ticket prices" over "Membership"; a cinema's membership is a price
plan too, both are its pricing: widened). The label rows, pure checks and the CLI case were written after the fixes, to
pin them.

Fixed (general rules):
- `surfaces.url_is_crawlable` (`_job_board_host`): a "search" segment on an applicant-tracking host is its board's job
  search, not a site search (sjobs.brassring.com/TGnewUI/Search/Home/Home?partnerid=…&siteid=…).
- `surfaces._STATE_OF`: "Estado del vuelo" / "Statut du vol" / "Stato del treno" — a trip's state, no status page;
  `_COMPOUND_HEADS["status"]`: vessel / ship / train / bus / ferry / cargo / container … status likewise.
- `surfaces.classify_text` (`_our_staff`, `_STAFF_NOUNS`): a possessive before the people working there ("Our
  teachers", "Unsere Ärzte", "Nuestros profesores") is the team; not "coaches" / "trainers" / "guides" / "partners".
- `surfaces` PRODUCTS labels: a publisher's or a bookshop's "Books" / "Our books" (as "Games", "Shows", "Pipeline").
- `engine._news_beside_press` (`_press_kit`): a press kit's page is no press room that makes the site's News its blog.
- `engine._own_careers_first` (`_JOB_MARKET_LABEL`): a bare "Jobs" / "Stellenmarkt" beside a label naming the company's
  own hiring ("Work for us") ranks below it (a newspaper's classifieds, a portal's job market).
- `engine._Run.add` (`_pre_production_host`): a staging / stage / stg / preview / UAT / preprod host of the site (or a
  vendor tenant named so) gives no candidate, unless it is the homepage's own host.
- `extract.parse_page`: <link rel="privacy-policy"> and rel="terms-of-service" are the legal links (read as a footer's).
- `surfaces.classify_text` (`_PRICE_TAILS`, `_PRIZE_STEMS`): one word ending in a plural price word ("Elpriser",
  "Strompreise", "Eintrittspreise") is pricing unless a prize stem makes it an award ("Innovationspreise"); PRICING
  labels and slugs: a practice's "Honorar" / "Honoraires" / "Honorarios"; STATUS labels and slugs: Swedish / Danish /
  Norwegian outages ("Driftstörningar", "Driftsforstyrrelser", "Driftsinfo") and "Aktuelle Störungen" with oe.
- `surfaces` labels and slugs: "Fares" / "Fares & tickets" are pricing; "Drive for us" is the company's own careers
  (`_OWN_CAREERS_PHRASES`); `_COMPOUND_HEADS["updates"]`: service / travel / network / line / route updates are a
  transit operator's or a utility's notices, no changelog.

Strict xfail (1): glasnetz-nord — a fibre ISP's bare "Störungen" as its status page, as round 13 takes "Aktuelle
Störungen"; adding the bare word fails round 24's energie-mittelfranken, which pins a Stadtwerk's bare "Störungen" as no
status page (it passes today only because its slug spells the umlaut "oe"). The label cannot tell the two apart; the
rounds disagree, so it is left for a decision rather than fixed here.

Right at first and left alone: every other sector's labels, every vendor host but BrassRing, the three-deep gzipped
index, sameAs, oEmbed / EditURI / wp-json heads, WordPress and Weebly feeds, a zoo's and a museum's prices, wildcard
disallows, a news sitemap, ccTLD siblings, https twins, partners' and friends' boards and pricing. Noticed, not
changed: a board on a vendor unknown to the tables (eastmoor's tal.net) is no jobs_board (its careers page is); a
board linked straight from the menu (Freshteam, Zoho Recruit, Dayforce …) is selected as jobs_board only, without a
careers sensor; a press kit alone still counts as a weak newsroom ("Press kit" → 0.6), as round 22 left it;
pixelforge's "/support" is taken as docs; st-brendan's legal is the "Notice of privacy practices" (0.57); the council
fee schedule / canteen rates were not asserted either way. Run time: 5.6 s at load 1 (`--durations=5`: the CLI case
1.1 s, every site ≤ 0.1 s; 24–29 s at load 7, when round 29's module took 31 s).
"""
from __future__ import annotations

import gzip
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_discovery.select import score

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)
R24: Any = load_module("discovery_redteam24", "integration/test_discovery_redteam24.py", reuse=True)
R28: Any = load_module("discovery_redteam28", "integration/test_discovery_redteam28.py", reuse=True)
R29: Any = load_module("discovery_redteam29", "integration/test_discovery_redteam29.py", reuse=True)
rss, atom, feed_link, pre, posts = W.rss, W.atom, W.feed_link, W.pre, W.posts
Links = W.Links
fill, header, footer, jobs, prices = R24.fill, R28.header, R28.footer, R28.jobs, R28.prices
shell, urlset, STATUS_OK, _same_page = R29.shell, R29.urlset, R28.STATUS_OK, R29._same_page

SITES: dict[str, dict[str, Any]] = {}
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {}
NEVER: dict[str, tuple[str, ...]] = {}
#: website → (host, path prefix) pairs the server must never be asked (robots.txt disallows them)
NEVER_ASKED: dict[str, tuple[tuple[str, str], ...]] = {}
AT_MOST: dict[str, int] = {}
#: website → {surface: method} the selected sensor must carry
METHODS: dict[str, dict[str, str]] = {}
#: website → URL fragments that must be among the company's social profiles (JSON-LD sameAs)
SOCIAL: dict[str, tuple[str, ...]] = {}
#: website → (surface, better, worse): the best-scored candidate holding `better` outscores every one holding `worse`
ORDER: dict[str, tuple[tuple[str, str, str], ...]] = {}

SOCIAL_NEVER = ("linkedin.com", "x.com/", "youtube.com", "facebook.com", "instagram.com")


def company(website: str, want: dict[str, Any], absent: tuple[str, ...] = (), never: tuple[str, ...] = (), *,
            at_most: int = 25, never_asked: tuple[tuple[str, str], ...] = (), methods: dict[str, str] | None = None,
            social: tuple[str, ...] = (), order: tuple[tuple[str, str, str], ...] = ()) -> None:
    """`want`'s paths are on the website's host unless written `//host/path` (or a {"prefix": …})."""
    host = website.split("//", 1)[1].split("/")[0]

    def on(v: Any) -> Any:
        if isinstance(v, tuple):
            return tuple(on(x) for x in v)
        if isinstance(v, dict):
            return {"prefix": on(v["prefix"])}
        return v if v.startswith("//") else f"//{host}{v}"
    EXPECTED[website] = ({k: on(v) for k, v in want.items()}, absent)
    NEVER[website] = never + SOCIAL_NEVER
    NEVER_ASKED[website] = never_asked
    AT_MOST[website] = at_most
    METHODS[website] = methods or {}
    SOCIAL[website] = social
    ORDER[website] = order


def mk(host: str, name: str, top: Links, cols: list[tuple[str, Links]], *, cta: str = "", banner: str = "",
       home_main: str = "", head: str = "", mains: dict[str, str] | None = None, lang: str = "en",
       extra: dict[str, Any] | None = None) -> str:
    """A site: its homepage and a page with the chrome for every same-site link; returns the chrome."""
    ch = header(top, cta=cta, banner=banner) + footer(cols)
    links = list(top) + [x for _, ls in cols for x in ls]
    site = SITES.setdefault(host, {})
    for k, v in fill(ch, links, host=host, lang=lang, mains=mains).items():
        site.setdefault(k, v)
    site["/"] = W.page(name, ch, head=head, main=home_main, lang=lang)
    site.update(extra or {})
    return ch


def vendor(host: str, path: str, title: str, main: str = "", lang: str = "en") -> None:
    """A page on a vendor's host (a hosted board, status page, docs, newsroom …)."""
    SITES.setdefault(host, {})[path] = W.page(title, main=main, lang=lang)


_OPENINGS = {"de": "Offene Stellen", "fr": "Nos offres", "es": "Convocatorias abiertas", "da": "Ledige stillinger",
             "en": "Current vacancies", "nl": "Vacatures", "it": "Bandi aperti"}


def openings(base: str, titles: tuple[str, ...], lang: str = "de") -> str:
    """A job list in the site's own words (a council's, a hospital's vacancies)."""
    return f'<h2>{_OPENINGS[lang]}</h2><ul class="job-list">' + "".join(
        f'<li><a href="{base}{i + 1}-{t.lower().split()[0]}">{t}</a></li>' for i, t in enumerate(titles)) + "</ul>"


def gz(xml: str) -> dict[str, Any]:
    return {"bytes": gzip.compress(xml.encode(), mtime=0), "type": "application/x-gzip"}


def index_xml(locs: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(f"<sitemap><loc>{u}</loc><lastmod>2026-11-30</lastmod></sitemap>" for u in locs)
            + "</sitemapindex>")


def urlset_xml(urls: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(f"<url><loc>{u}</loc><lastmod>2026-11-0{1 + i % 9}</lastmod></url>" for i, u in enumerate(urls))
            + "</urlset>")


def robots(text: str) -> dict[str, Any]:
    return {"text": text, "type": "text/plain"}


# ==================================================================================== A. public sector and NGOs
# A1. stadt-lindenau: a German town hall (Rathaus / Bürgerservice / Aktuelles); its vacancies "Stellenangebote" under
# the Rathaus column, press releases beside official notices, a fee schedule and a waste calendar for citizens, the
# council's information system (a login-walled vendor app on a subdomain)
_stellen = ("Sachbearbeiter Bauamt (m/w/d)", "Erzieherin Kita Sonnenschein (m/w/d)", "Leitung Bauhof (m/w/d)")
mk("stadt-lindenau.test", "Stadt Lindenau — Startseite",
   [("/rathaus", "Rathaus & Politik"), ("/buergerservice", "Bürgerservice"), ("/aktuelles", "Aktuelles"),
    ("/wirtschaft", "Wirtschaft"), ("/freizeit", "Freizeit & Kultur")],
   [("Service", [("/buergerservice/abfallkalender", "Abfallkalender"),
                 ("/buergerservice/gebuehren", "Gebühren und Entgelte"), ("/kontakt", "Kontakt")]),
    ("Rathaus", [("/rathaus/stellenangebote", "Stellenangebote"),
                 ("/rathaus/pressemitteilungen", "Pressemitteilungen"),
                 ("/rathaus/bekanntmachungen", "Öffentliche Bekanntmachungen"),
                 ("http://ratsinfo.stadt-lindenau.test/bi/", "Ratsinformationssystem")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz"),
                     ("/barrierefreiheit", "Erklärung zur Barrierefreiheit")])],
   lang="de", mains={"/rathaus/stellenangebote": openings("/rathaus/stellenangebote/", _stellen),
                     "/rathaus/pressemitteilungen": posts("/rathaus/pressemitteilungen/"),
                     "/aktuelles": posts("/aktuelles/")})
SITES["ratsinfo.stadt-lindenau.test"] = {"/bi/": W.page("Ratsinformationssystem — Anmeldung", lang="de")}
company("http://stadt-lindenau.test",
        {"careers": "/rathaus/stellenangebote", "newsroom|blog": ("/rathaus/pressemitteilungen", "/aktuelles"),
         "legal": ("/impressum", "/datenschutz"), "contact": "/kontakt"},
        ("products", "investors"), ("abfallkalender", "ratsinfo."))

# A2. mairie-saint-aubin: a French town hall; "Offres d'emploi" under "La mairie", "Actualités", the school canteen's
# rates for families, "Mentions légales" and "Données personnelles", a site map
mk("mairie-saint-aubin.test", "Mairie de Saint-Aubin — Site officiel",
   [("/ma-mairie", "Ma mairie"), ("/vivre-a-saint-aubin", "Vivre à Saint-Aubin"), ("/actualites", "Actualités"),
    ("/demarches", "Démarches")],
   [("Enfance", [("/vivre-a-saint-aubin/restauration-scolaire", "Restauration scolaire"),
                 ("/vivre-a-saint-aubin/periscolaire", "Accueil périscolaire")]),
    ("La mairie", [("/ma-mairie/conseil-municipal", "Conseil municipal"),
                   ("/ma-mairie/offres-d-emploi", "Offres d'emploi"), ("/contact", "Nous contacter")]),
    ("Informations", [("/mentions-legales", "Mentions légales"), ("/donnees-personnelles", "Données personnelles"),
                      ("/plan-du-site", "Plan du site")])],
   lang="fr", mains={"/ma-mairie/offres-d-emploi": openings("/ma-mairie/offres-d-emploi/", (
       "Agent d'entretien des espaces verts", "Animateur périscolaire"), "fr"), "/actualites": posts("/actualites/")})
company("http://mairie-saint-aubin.test",
        {"careers": "/ma-mairie/offres-d-emploi", "newsroom|blog": "/actualites",
         "legal": ("/mentions-legales", "/donnees-personnelles"), "contact": "/contact"},
        ("products", "investors"), ("plan-du-site", "conseil-municipal"))

# A3. ayuntamiento-villaverde: a Spanish town hall; "Empleo público" beside "Perfil del contratante" (public
# procurement: tenders for contractors, no jobs) and the transparency portal; the e-government office (sede.) is a
# sign-in portal
mk("ayuntamiento-villaverde.test", "Ayuntamiento de Villaverde del Río",
   [("/ayuntamiento", "Ayuntamiento"), ("/servicios", "Servicios"), ("/noticias", "Noticias"),
    ("http://sede.ayuntamiento-villaverde.test/", "Sede electrónica")],
   [("Ayuntamiento", [("/ayuntamiento/perfil-del-contratante", "Perfil del contratante"),
                      ("/ayuntamiento/transparencia", "Portal de transparencia"),
                      ("/ayuntamiento/empleo-publico", "Empleo público"),
                      ("/ayuntamiento/sala-de-prensa", "Sala de prensa")]),
    ("Legal", [("/aviso-legal", "Aviso legal"), ("/privacidad", "Política de privacidad"),
               ("/accesibilidad", "Accesibilidad")]),
    ("Contacto", [("/contacto", "Contacto")])],
   lang="es", mains={"/ayuntamiento/empleo-publico": openings("/ayuntamiento/empleo-publico/", (
       "Bolsa de trabajo de auxiliar administrativo", "Oposición policía local"), "es"),
       "/ayuntamiento/perfil-del-contratante": "<h2>Licitaciones abiertas</h2><ul><li>Contrato de obras de "
                                               "pavimentación — plazo 12/12/2026</li></ul>",
       "/ayuntamiento/sala-de-prensa": posts("/ayuntamiento/sala-de-prensa/")})
SITES["sede.ayuntamiento-villaverde.test"] = {"/": W.page("Sede electrónica — Acceso con certificado", lang="es")}
company("http://ayuntamiento-villaverde.test",
        {"careers": "/ayuntamiento/empleo-publico", "newsroom|blog": ("/ayuntamiento/sala-de-prensa", "/noticias"),
         "legal": ("/aviso-legal", "/privacidad"), "contact": "/contacto"},
        ("investors", "pricing"), ("perfil-del-contratante", "sede.", "transparencia"))

# A4. nordvik-kommune: a Danish municipality; "Jobcenter" (the unemployment service for citizens) in the Borger column
# before "Job i kommunen" (its own vacancies), "Nyheder", "Privatlivspolitik" and the accessibility statement
mk("nordvik-kommune.test", "Nordvik Kommune",
   [("/borger", "Borger"), ("/erhverv", "Erhverv"), ("/politik", "Politik"), ("/nyheder", "Nyheder")],
   [("Borger", [("/borger/job-og-ledighed/jobcenter", "Jobcenter"), ("/borger/affald", "Affald og genbrug"),
                ("/borger/skole", "Skole og SFO")]),
    ("Om kommunen", [("/om-kommunen/job-i-kommunen", "Job i kommunen"), ("/kontakt", "Kontakt os")]),
    ("Info", [("/privatlivspolitik", "Privatlivspolitik"), ("/tilgaengelighedserklaering", "Tilgængelighedserklæring"),
              ("/cookies", "Cookies")])],
   lang="da", mains={"/om-kommunen/job-i-kommunen": openings("/om-kommunen/job-i-kommunen/", (
       "Pædagog til Solsikken", "Sagsbehandler til Teknik og Miljø"), "da"), "/nyheder": posts("/nyheder/"),
       "/borger/job-og-ledighed/jobcenter": "<p>Er du ledig? Jobcenter Nordvik hjælper dig videre i job. Book en "
                                            "samtale og find ledige job i området på Jobnet.</p>"})
company("http://nordvik-kommune.test",
        {"careers": "/om-kommunen/job-i-kommunen", "newsroom|blog": "/nyheder", "legal": "/privatlivspolitik",
         "contact": "/kontakt"}, ("products", "investors"), ("jobcenter", "cookies"),
        order=(("careers", "job-i-kommunen", "jobcenter"),))

# A5. eastmoor-council: an English district council; the Residents column first ("Find a job", the employment help
# for residents; "Council tax"), "Jobs and careers" in the Council column linking its vacancies on a vendor's host
mk("eastmoor-council.test", "Eastmoor District Council",
   [("/residents", "Residents"), ("/business", "Business"), ("/council-and-democracy", "Council and democracy"),
    ("/news", "News")],
   [("Residents", [("/residents/council-tax", "Council tax"),
                   ("/residents/employment-and-skills/find-a-job", "Find a job"),
                   ("/residents/bins-and-recycling", "Bins and recycling")]),
    ("Council", [("/jobs-and-careers", "Jobs and careers"),
                 ("/council-and-democracy/budget-and-spending", "Budget and spending"), ("/contact-us", "Contact us")]),
    ("Legal", [("/privacy-notice", "Privacy notice"), ("/accessibility-statement", "Accessibility statement"),
               ("/cookies", "Cookies")])],
   mains={"/jobs-and-careers": '<p>Working for Eastmoor means serving the community.</p><a href="http://eastmoor.tal.'
                               'net/vx/candidate/jobboard/vacancy/1/adv/">View current vacancies</a>',
          "/news": posts("/news/"),
          "/residents/employment-and-skills/find-a-job": "<p>Looking for work? Our employment hub helps residents "
                                                         "find local jobs and training.</p>"})
SITES["eastmoor.tal.net"] = {"/vx/candidate/jobboard/vacancy/1/adv/": W.page("Eastmoor DC — Current vacancies",
                                                                             main=jobs("/vx/candidate/apply/", 3))}
company("http://eastmoor-council.test",
        {"careers": "/jobs-and-careers", "newsroom|blog": "/news", "legal": "/privacy-notice", "contact": "/contact-us"},
        ("products", "investors", "pricing"), ("find-a-job", "council-tax", "budget-and-spending"),
        order=(("careers", "jobs-and-careers", "find-a-job"),))

# A6. klinikum-auental: a German hospital; "Karriere" in the menu, its job market on d.vinci's host in the footer
# ("Stellenmarkt"), "Presse" and "Aktuelles", patients' pages, the emergency department
mk("klinikum-auental.test", "Klinikum Auental — Medizin mit Herz",
   [("/patienten-besucher", "Patienten & Besucher"), ("/kliniken-zentren", "Kliniken & Zentren"),
    ("/karriere", "Karriere"), ("/aktuelles", "Aktuelles")],
   [("Klinikum", [("/ueber-uns", "Über uns"), ("/presse", "Presse"),
                  ("http://klinikum-auental.dvinci-easy.com/de/jobs", "Stellenmarkt"), ("/kontakt", "Kontakt")]),
    ("Service", [("/notfall", "Notfall"), ("/patienten-besucher/wahlleistungen", "Wahlleistungen"),
                 ("/patienten-besucher/anfahrt", "Anfahrt & Parken")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")])],
   lang="de", mains={"/karriere": '<p>Werden Sie Teil unseres Teams: Pflege, Ärztlicher Dienst, Verwaltung.</p>'
                                 '<a href="http://klinikum-auental.dvinci-easy.com/de/jobs">Zu den Stellenangeboten</a>',
                     "/presse": posts("/presse/"), "/aktuelles": posts("/aktuelles/")})
vendor("klinikum-auental.dvinci-easy.com", "/de/jobs", "Stellenangebote — Klinikum Auental",
       openings("/de/jobs/", ("Gesundheits- und Krankenpfleger (m/w/d)", "Assistenzarzt Innere Medizin (m/w/d)",
                              "Medizinische Fachangestellte (m/w/d)")), lang="de")
company("http://klinikum-auental.test",
        {"careers": "/karriere", "jobs_board": pre("//klinikum-auental.dvinci-easy.com/"),
         "newsroom|blog": ("/presse", "/aktuelles"), "legal": ("/impressum", "/datenschutz")},
        ("pricing", "investors"), ("notfall", "anfahrt"))

# A7. st-brendan-health: a US hospital system; "Find a Doctor", "MyChart Login" on a sign-in host, "Pay my bill",
# "Price transparency" (the standard-charges file the law asks for), careers on UKG (UltiPro)
mk("st-brendan-health.test", "St. Brendan Health — Care close to home",
   [("/find-a-doctor", "Find a Doctor"), ("/locations", "Locations"), ("/services", "Services"),
    ("/patients-visitors", "Patients & Visitors"), ("http://mychart.st-brendan-health.test/MyChart/", "MyChart Login")],
   [("About", [("/about", "About us"), ("/newsroom", "Newsroom"), ("/careers", "Careers"), ("/giving", "Giving")]),
    ("Patients", [("/patients-visitors/pay-my-bill", "Pay my bill"),
                  ("/patients-visitors/price-transparency", "Price transparency")]),
    ("Legal", [("/notice-of-privacy-practices", "Notice of privacy practices"),
               ("/nondiscrimination", "Nondiscrimination notice"), ("/contact", "Contact us")])],
   mains={"/careers": '<p>Nursing, allied health and support roles.</p><a href="http://recruiting.ultipro.com/STB1000'
                      'STBR/JobBoard/6d1e7c0b-1b1a-4c5e-9b7d-2f0a9d3c1e11/">Search jobs</a>',
          "/newsroom": posts("/newsroom/"),
          "/find-a-doctor": '<form action="/find-a-doctor/results"><input name="specialty"></form>'})
vendor("recruiting.ultipro.com", "/STB1000STBR/JobBoard/6d1e7c0b-1b1a-4c5e-9b7d-2f0a9d3c1e11/",
       "Current Opportunities — St. Brendan Health", jobs("/STB1000STBR/JobBoard/6d1e7c0b/OpportunityDetail?id=", 3))
SITES["mychart.st-brendan-health.test"] = {"/MyChart/": W.page("MyChart - Login Page")}
company("http://st-brendan-health.test",
        {"careers": "/careers", "jobs_board": pre("//recruiting.ultipro.com/STB1000STBR/JobBoard/"),
         "newsroom": "/newsroom", "legal": "/notice-of-privacy-practices"},
        ("investors",), ("find-a-doctor", "mychart", "pay-my-bill"))

# A8. clearwater-trust: a charity; "Donate", "Volunteer", "Fundraise", "Corporate partners", "Annual reports" (the
# charity's accounts: no investor relations), "Our people", "Jobs" whose page links its HireHive board
mk("clearwater-trust.test", "Clearwater Trust — clean rivers for everyone",
   [("/our-work", "Our work"), ("/get-involved", "Get involved"), ("/news", "News"), ("/donate", "Donate")],
   [("About", [("/about", "About us"), ("/about/our-people", "Our people"), ("/about/jobs", "Jobs"),
               ("/about/annual-reports", "Annual reports and accounts")]),
    ("Get involved", [("/get-involved/volunteer", "Volunteer"), ("/get-involved/fundraise", "Fundraise"),
                      ("/get-involved/corporate-partners", "Corporate partners")]),
    ("Legal", [("/privacy-policy", "Privacy policy"), ("/contact", "Contact us")])],
   mains={"/about/jobs": '<p>Join a small team restoring rivers.</p><a href="http://clearwatertrust.hirehive.com/">'
                         'See our current vacancies</a>', "/news": posts("/news/")})
vendor("clearwatertrust.hirehive.com", "/", "Clearwater Trust Careers", jobs("/jobs/", 2))
company("http://clearwater-trust.test",
        {"careers": "/about/jobs", "team": "/about/our-people", "newsroom|blog": "/news",
         "legal": "/privacy-policy"}, ("pricing", "investors"), ("donate", "volunteer", "fundraise"))

# ============================================================================ B. businesses of many sectors
# B1. burgerhaus: a restaurant chain; Menu / Locations / Rewards / Catering / Order online, "Franchising" (owners'
# opportunities: no careers, no investors), "Careers" whose page links its JobScore board, "Newsroom"
mk("burgerhaus.test", "Burgerhaus — smash burgers since 2009",
   [("/menu", "Menu"), ("/locations", "Locations"), ("/rewards", "Rewards"), ("/catering", "Catering"),
    ("/order", "Order online")],
   [("Company", [("/our-story", "Our story"), ("/careers", "Careers"), ("/franchising", "Franchising"),
                 ("/newsroom", "Newsroom")]),
    ("Help", [("/contact", "Contact us"), ("/nutrition", "Nutrition & allergens"), ("/gift-cards", "Gift cards")]),
    ("Legal", [("/privacy", "Privacy policy"), ("/terms", "Terms of use")])],
   mains={"/careers": '<p>Crew members, shift leads and managers.</p><a href="http://careers.jobscore.com/careers/'
                      'burgerhaus">See open positions</a>', "/newsroom": posts("/newsroom/"),
          "/franchising": "<p>Own a Burgerhaus. Liquid capital of $500,000 required. Request franchise info.</p>"})
vendor("careers.jobscore.com", "/careers/burgerhaus", "Jobs at Burgerhaus", jobs("/careers/burgerhaus/jobs/", 3))
company("http://burgerhaus.test", {"careers": "/careers", "newsroom": "/newsroom", "legal": ("/privacy", "/terms"),
                                   "contact": "/contact"}, ("investors",), ("franchising", "order", "rewards", "gift-cards"))

# B2. aerolinea-sol: a Spanish airline; flights, offers, flight status, my booking; "Tarifas y servicios" (its fare
# families), the press room, shareholders and investors, and "Trabaja con nosotros" straight to SAP SuccessFactors
mk("aerolinea-sol.test", "Aerolínea Sol — Vuelos baratos",
   [("/vuelos", "Vuelos"), ("/ofertas", "Ofertas"), ("/estado-del-vuelo", "Estado del vuelo"),
    ("/mi-reserva", "Mi reserva")],
   [("Sobre nosotros", [("/quienes-somos", "Quiénes somos"), ("/sala-de-prensa", "Sala de prensa"),
                        ("/accionistas-e-inversores", "Accionistas e inversores"),
                        ("http://career5.successfactors.com/career?company=aerosolP", "Trabaja con nosotros")]),
    ("Ayuda", [("/contacto", "Contacto"), ("/equipaje", "Equipaje"), ("/tarifas", "Tarifas y servicios")]),
    ("Legal", [("/aviso-legal", "Aviso legal"), ("/privacidad", "Privacidad"),
               ("/condiciones-de-transporte", "Condiciones de transporte")])],
   lang="es", mains={"/tarifas": prices("€"), "/sala-de-prensa": posts("/sala-de-prensa/"),
                     "/estado-del-vuelo": "<p>Consulta el estado de tu vuelo: llegadas y salidas en tiempo real.</p>"})
vendor("career5.successfactors.com", "/career", "Aerolínea Sol — Ofertas de empleo", jobs("/career?jobId=", 3), "es")
company("http://aerolinea-sol.test",
        {"careers|jobs_board": pre("//career5.successfactors.com/career"), "newsroom": "/sala-de-prensa",
         "investors": "/accionistas-e-inversores", "pricing": "/tarifas"},
        ("status",), ("estado-del-vuelo", "mi-reserva", "equipaje"))

# B3. alpina-versicherung: a Swiss insurer; private and business customers, "Schaden melden" (report a claim),
# "Prämienrechner" (a premium calculator: a form, no price list), media, investors, careers on SAP's sapsf.eu
mk("alpina-versicherung.test", "Alpina Versicherungen — einfach versichert",
   [("/privatkunden", "Privatkunden"), ("/unternehmen", "Unternehmen"), ("/schaden-melden", "Schaden melden"),
    ("/praemienrechner", "Prämienrechner")],
   [("Über uns", [("/ueber-uns", "Über uns"), ("/medien", "Medien"), ("/investoren", "Investoren"),
                  ("/karriere", "Karriere")]),
    ("Service", [("/kontakt", "Kontakt"), ("/agentur-finden", "Agentur finden")]),
    ("Rechtliches", [("/rechtliche-hinweise", "Rechtliche Hinweise"), ("/datenschutz", "Datenschutz"),
                     ("/impressum", "Impressum")])],
   lang="de", mains={"/karriere": '<p>Arbeiten bei Alpina.</p><a href="http://career2.sapsf.eu/careers?company='
                                 'alpinaversP">Offene Stellen</a>', "/medien": posts("/medien/"),
                     "/praemienrechner": '<form action="/praemienrechner/offerte"><input name="plz"><select name='
                                         '"deckung"></select><button>Prämie berechnen</button></form>'})
vendor("career2.sapsf.eu", "/careers", "Alpina Versicherungen — Offene Stellen", jobs("/careers?jobId=", 3), "de")
company("http://alpina-versicherung.test",
        {"careers": "/karriere", "newsroom": "/medien", "investors": "/investoren",
         "legal": ("/rechtliche-hinweise", "/datenschutz", "/impressum")},
        (), ("schaden-melden", "praemienrechner", "agentur-finden"))

# B4. kesselwerk: a German boiler manufacturer; products, industries, service, downloads, dealer search, trade fairs,
# press, and careers linking a concludis board
mk("kesselwerk.test", "Kesselwerk GmbH — Industriekessel seit 1921",
   [("/produkte", "Produkte"), ("/branchen", "Branchen"), ("/service", "Service"), ("/unternehmen", "Unternehmen")],
   [("Unternehmen", [("/unternehmen/ueber-uns", "Über uns"), ("/unternehmen/presse", "Presse"),
                     ("/unternehmen/karriere", "Karriere"), ("/unternehmen/messen", "Messen & Termine")]),
    ("Service", [("/service/downloads", "Downloads"), ("/service/haendlersuche", "Händlersuche"),
                 ("/kontakt", "Kontakt")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz"), ("/agb", "AGB")])],
   lang="de", mains={"/unternehmen/karriere": '<p>Ausbildung, Berufseinstieg, Fachkräfte.</p><a href="http://kesselwerk'
                                              '.concludis.de/prj/lst/5a1c9e/Stellenangebote.htm">Alle Stellenangebote'
                                              '</a>', "/unternehmen/presse": posts("/unternehmen/presse/"),
                     "/produkte": '<ul><li><a href="/produkte/dampfkessel">Dampfkessel</a></li><li><a href="/produkte/'
                                  'heisswasserkessel">Heißwasserkessel</a></li></ul>'})
vendor("kesselwerk.concludis.de", "/prj/lst/5a1c9e/Stellenangebote.htm", "Stellenangebote Kesselwerk",
       openings("/prj/shw/", ("Industriemechaniker (m/w/d)", "Schweißer (m/w/d)")), "de")
company("http://kesselwerk.test",
        {"careers": "/unternehmen/karriere", "products": "/produkte", "newsroom": "/unternehmen/presse",
         "legal": ("/impressum", "/datenschutz", "/agb")}, ("pricing",), ("downloads", "haendlersuche", "messen"))

# B5. pixelforge-games: a game studio; games, news, PATCH NOTES (a game's changelog), community (Discord), jobs on
# TalentLyft, a press kit, server status on Freshstatus, an EULA
mk("pixelforge-games.test", "Pixelforge Games — makers of Starfall Tactics",
   [("/games", "Games"), ("/news", "News"), ("/patch-notes", "Patch notes"), ("http://discord.gg/pixelforge",
                                                                              "Community"), ("/jobs", "Jobs")],
   [("Studio", [("/about", "About"), ("/presskit", "Press kit"), ("/contact", "Contact")]),
    ("Support", [("http://pixelforge.freshstatus.io/", "Server status"), ("/support", "Support")]),
    ("Legal", [("/privacy", "Privacy policy"), ("/eula", "EULA")])],
   mains={"/jobs": '<p>We make tactics games in Lisbon.</p><a href="http://pixelforge.talentlyft.com/">Open roles at '
                   'Pixelforge</a>',
          "/patch-notes": "".join(f"<article><h2>Patch 1.4.{i}</h2><time>2026-11-{10 + i}</time><ul><li>Fixed a "
                                  f"desync in ranked matches</li></ul></article>" for i in range(3)),
          "/news": posts("/news/"), "/games": '<a href="/games/starfall-tactics">Starfall Tactics</a>'})
vendor("pixelforge.talentlyft.com", "/", "Pixelforge Games careers", jobs("/jobs/", 3))
vendor("pixelforge.freshstatus.io", "/", "Pixelforge Games Status", STATUS_OK)
company("http://pixelforge-games.test",
        {"changelog": "/patch-notes", "careers": "/jobs", "blog|newsroom": "/news",
         "status": pre("//pixelforge.freshstatus.io/"), "products": "/games"},
        ("pricing", "investors"), ("discord", "presskit"))

# B6. harbour-times: a local newspaper; its "Jobs" section is the classifieds (other employers' ads), "Work for us"
# is its own hiring, "Subscribe" its plans and prices, "Advertise", "Corrections", "RSS feeds"
_ads = ('<h2>Jobs in the Harbour area</h2><ul class="classifieds"><li>Care assistant — Seaview Care Home</li>'
        '<li>Receptionist — Harbour Dental</li><li>HGV driver — Coastline Freight</li></ul><p>Advertise a vacancy</p>')
mk("harbour-times.test", "The Harbour Times — local news",
   [("/news", "News"), ("/sport", "Sport"), ("/business", "Business"), ("/opinion", "Opinion"),
    ("/jobs", "Jobs"), ("/subscribe", "Subscribe")],
   [("About us", [("/about", "About the Harbour Times"), ("/about/work-for-us", "Work for us"),
                  ("/about/contact", "Contact us"), ("/about/corrections", "Corrections")]),
    ("Services", [("/advertise", "Advertise with us"), ("/newsletters", "Newsletters"), ("/rss", "RSS feeds")]),
    ("Legal", [("/privacy", "Privacy policy"), ("/terms", "Terms and conditions")])],
   mains={"/jobs": _ads, "/subscribe": prices("£"), "/news": posts("/news/"),
          "/about/work-for-us": "<p>We are looking for a trainee reporter and a sub-editor.</p>"})
company("http://harbour-times.test",
        {"careers": "/about/work-for-us", "pricing": "/subscribe", "contact": "/about/contact"},
        ("investors",), ("harbour-times.test/jobs", "corrections"))

# B7. kaffeeroesterei-berg: a WooCommerce shop; WordPress's head (oEmbed, EditURI, wp-json, comments feed), shop,
# category, basket and account pages, shipping, "Jobs", German legal pages with trailing slashes
_wp_head = (feed_link("http://kaffeeroesterei-berg.test/feed/", title="Kaffeerösterei Berg » Feed")
            + feed_link("http://kaffeeroesterei-berg.test/comments/feed/", title="Kaffeerösterei Berg » Kommentar-Feed")
            + '<link rel="https://api.w.org/" href="http://kaffeeroesterei-berg.test/wp-json/">'
            + '<link rel="alternate" type="application/json" href="http://kaffeeroesterei-berg.test/wp-json/wp/v2/pages/7">'
            + '<link rel="EditURI" type="application/rsd+xml" title="RSD" href="http://kaffeeroesterei-berg.test/xmlrpc.php?rsd">'
            + '<link rel="alternate" type="application/json+oembed" href="http://kaffeeroesterei-berg.test/wp-json/oembed/'
              '1.0/embed?url=http%3A%2F%2Fkaffeeroesterei-berg.test%2F">'
            + '<link rel="alternate" type="text/xml+oembed" href="http://kaffeeroesterei-berg.test/wp-json/oembed/1.0/'
              'embed?url=http%3A%2F%2Fkaffeeroesterei-berg.test%2F&#038;format=xml">')
mk("kaffeeroesterei-berg.test", "Kaffeerösterei Berg – Frisch geröstet aus dem Allgäu",
   [("/shop/", "Shop"), ("/produkt-kategorie/espresso/", "Espresso"), ("/blog/", "Blog"), ("/ueber-uns/", "Über uns")],
   [("Service", [("/versand-zahlung/", "Versand & Zahlung"), ("/kontakt/", "Kontakt"), ("/mein-konto/", "Mein Konto"),
                 ("/warenkorb/", "Warenkorb")]),
    ("Rechtliches", [("/impressum/", "Impressum"), ("/datenschutzerklaerung/", "Datenschutzerklärung"),
                     ("/agb/", "AGB"), ("/widerrufsbelehrung/", "Widerrufsbelehrung")]),
    ("Team", [("/jobs/", "Jobs")])],
   lang="de", head=_wp_head,
   mains={"/shop/": '<ul class="products"><li><a href="/produkt/espresso-allgaeu/">Espresso Allgäu</a> 12,90 €</li>'
                    '<li><a href="/produkt/filterkaffee-hochland/">Hochland Filter</a> 10,90 €</li></ul>',
          "/blog/": posts("/"), "/jobs/": "<p>Wir suchen eine Röster-Aushilfe (m/w/d) in Teilzeit.</p>"},
   extra={"/feed/": rss("Kaffeerösterei Berg", "http://kaffeeroesterei-berg.test/"),
          "/comments/feed/": rss("Kommentare", "http://kaffeeroesterei-berg.test/")})
company("http://kaffeeroesterei-berg.test",
        {"products": "/shop/", "blog": "/blog/", "careers": "/jobs/", "feed": "/feed/",
         "legal": ("/impressum/", "/datenschutzerklaerung/", "/agb/", "/widerrufsbelehrung/")},
        ("pricing",), ("warenkorb", "mein-konto", "produkt-kategorie", "oembed", "xmlrpc", "wp-json", "comments/feed"))

# B8. nordic-furniture: a Magento 2 shop; category pages as .html, "Sale", sign-in and basket, Magento's privacy page
# path (privacy-policy-cookie-restriction-mode), careers and press under About
mk("nordic-furniture.test", "Nordic Furniture — Scandinavian design for less",
   [("/sofas.html", "Sofas"), ("/tables.html", "Tables"), ("/lighting.html", "Lighting"), ("/sale.html", "Sale")],
   [("Customer service", [("/contact", "Contact us"), ("/delivery-returns", "Delivery & returns"),
                          ("/customer/account/login/", "Sign in"), ("/checkout/cart/", "Basket")]),
    ("About", [("/about-us", "About us"), ("/careers", "Careers"), ("/press", "Press")]),
    ("Legal", [("/privacy-policy-cookie-restriction-mode", "Privacy and cookie policy"),
               ("/terms-and-conditions", "Terms & conditions")])],
   mains={"/careers": jobs("/careers/", 3), "/press": posts("/press/")})
company("http://nordic-furniture.test",
        {"careers": "/careers", "newsroom": "/press", "contact": "/contact",
         "legal": ("/privacy-policy-cookie-restriction-mode", "/terms-and-conditions")},
        ("pricing",), ("customer/account", "checkout", "sale.html"))

# B9. bayside-yoga: a Weebly site; every page an .html file, the blog's feed at /1/feed (Weebly's), "Our teachers",
# class passes and prices under "Pricing", "Work with us"
_wb = [("/classes.html", "Classes"), ("/pricing.html", "Pricing"), ("/teachers.html", "Our teachers"),
       ("/blog.html", "Blog"), ("/work-with-us.html", "Work with us"), ("/contact.html", "Contact")]
mk("bayside-yoga.test", "Bayside Yoga - Home", _wb, [],
   mains={"/pricing.html": prices(), "/blog.html": posts("/blog/"),
          "/teachers.html": "<h2>Anna</h2><p>Vinyasa</p><h2>Ravi</h2><p>Yin and restorative</p>"},
   extra={"/1/feed": rss("Bayside Yoga blog", "http://bayside-yoga.test/blog.html")})
SITES["bayside-yoga.test"]["/blog.html"] = W.page("Blog", header(_wb), head=feed_link("/1/feed"),
                                                  main=posts("/blog/"))
company("http://bayside-yoga.test",
        {"pricing": "/pricing.html", "team": "/teachers.html", "blog": "/blog.html", "careers": "/work-with-us.html",
         "contact": "/contact.html", "feed": "/1/feed"}, ("investors",))

# B10. sparbank-vest: a Danish savings bank; Privat / Erhverv; "Priser og vilkår" (its price list), investor
# relations, news, "Job og karriere", "Log på Netbank"
mk("sparbank-vest.test", "Sparbank Vest — banken tæt på dig",
   [("/privat", "Privat"), ("/erhverv", "Erhverv"), ("/om-banken", "Om banken"),
    ("http://netbank.sparbank-vest.test/login", "Log på Netbank")],
   [("Om banken", [("/om-banken/nyheder", "Nyheder"), ("/om-banken/investor-relations", "Investor Relations"),
                   ("/om-banken/job-og-karriere", "Job og karriere")]),
    ("Service", [("/priser-og-vilkaar", "Priser og vilkår"), ("/kontakt", "Kontakt")]),
    ("Juridisk", [("/privatlivspolitik", "Privatlivspolitik"), ("/cookies", "Cookies")])],
   lang="da", mains={"/priser-og-vilkaar": prices("kr. "), "/om-banken/nyheder": posts("/om-banken/nyheder/"),
                     "/om-banken/job-og-karriere": openings("/om-banken/job-og-karriere/", (
                         "Privatrådgiver", "Erhvervsrådgiver"), "da")})
SITES["netbank.sparbank-vest.test"] = {"/login": W.page("Log på Netbank", lang="da")}
company("http://sparbank-vest.test",
        {"pricing": "/priser-og-vilkaar", "investors": "/om-banken/investor-relations",
         "careers": "/om-banken/job-og-karriere", "newsroom|blog": "/om-banken/nyheder", "legal": "/privatlivspolitik"},
        (), ("netbank", "cookies"))

# ================================================== C. SaaS companies on vendors' hosts no earlier round used
# C1. stackwise: docs on Document360, the changelog on Noticeable, careers on Freshteam, pricing named "Plans"
mk("stackwise.test", "Stackwise — inventory for growing brands",
   [("/features", "Features"), ("/plans", "Plans"), ("http://stackwise.document360.io/docs", "Docs"),
    ("http://stackwise.noticeable.news/", "What's new")],
   [("Company", [("/about", "About"), ("http://stackwise.freshteam.com/jobs", "Careers"), ("/contact", "Contact")]),
    ("Legal", [("/privacy", "Privacy"), ("/terms", "Terms")])],
   mains={"/plans": prices()})
vendor("stackwise.document360.io", "/docs", "Stackwise Knowledge Base", "<p>Getting started with Stackwise</p>")
vendor("stackwise.noticeable.news", "/", "Stackwise — Product updates",
       "<article><h2>Bulk edits</h2><time>2026-11-20</time></article>")
vendor("stackwise.freshteam.com", "/jobs", "Stackwise — Jobs", jobs("/jobs/", 3))
company("http://stackwise.test",
        {"pricing": "/plans", "docs": pre("//stackwise.document360.io/"),
         "changelog": pre("//stackwise.noticeable.news/"), "careers|jobs_board": pre("//stackwise.freshteam.com/jobs")})

# C2. ledgerhub: help docs on Help Scout Docs, release notes on ReleaseNotes.io, careers on Zoho Recruit, the
# newsroom on Prezly, "Plans & pricing"
mk("ledgerhub.test", "Ledgerhub — bookkeeping for agencies",
   [("/product", "Product"), ("/plans-and-pricing", "Plans & pricing"), ("http://ledgerhub.helpscoutdocs.com/",
                                                                          "Help center")],
   [("Company", [("/about", "About"), ("http://ledgerhub.zohorecruit.com/jobs/Careers", "Careers"),
                 ("http://ledgerhub.prezly.com/", "Newsroom")]),
    ("Product", [("http://ledgerhub.releasenotes.io/", "Release notes"), ("/integrations", "Integrations")]),
    ("Legal", [("/privacy", "Privacy policy")])],
   mains={"/plans-and-pricing": prices()})
vendor("ledgerhub.helpscoutdocs.com", "/", "Ledgerhub Help Center", "<p>Browse by category</p>")
vendor("ledgerhub.zohorecruit.com", "/jobs/Careers", "Ledgerhub - Careers", jobs("/jobs/Careers/", 2))
vendor("ledgerhub.prezly.com", "/", "Ledgerhub Newsroom", posts("/"))
vendor("ledgerhub.releasenotes.io", "/", "Ledgerhub release notes", "<article><h2>Multi-currency</h2></article>")
company("http://ledgerhub.test",
        {"pricing": "/plans-and-pricing", "docs": pre("//ledgerhub.helpscoutdocs.com/"),
         "careers|jobs_board": pre("//ledgerhub.zohorecruit.com/jobs/Careers"),
         "newsroom": pre("//ledgerhub.prezly.com/"), "changelog": pre("//ledgerhub.releasenotes.io/")})

# C3. apiforge: an API company; its reference on Stoplight, a Postman collection beside it, a blog on dev.to, status
# on Checkly dashboards, careers on Recruiterflow
mk("apiforge.test", "APIforge — payments API for marketplaces",
   [("/product", "Product"), ("/pricing", "Pricing"), ("http://apiforge.stoplight.io/docs/api", "API reference"),
    ("http://dev.to/apiforge", "Blog")],
   [("Developers", [("http://documenter.getpostman.com/view/4471120/apiforge-api/2s93XyS4", "Postman collection"),
                    ("http://apiforge.checkly-dashboards.com/", "API status")]),
    ("Company", [("/about", "About"), ("http://recruiterflow.com/apiforge/jobs", "Careers")]),
    ("Legal", [("/privacy", "Privacy"), ("/terms", "Terms")])],
   mains={"/pricing": prices()})
vendor("apiforge.stoplight.io", "/docs/api", "APIforge API reference", "<p>Authentication, payouts, webhooks</p>")
vendor("documenter.getpostman.com", "/view/4471120/apiforge-api/2s93XyS4", "APIforge API")
vendor("dev.to", "/apiforge", "APIforge — DEV Community", posts("/apiforge/"))
vendor("apiforge.checkly-dashboards.com", "/", "APIforge status", STATUS_OK)
vendor("recruiterflow.com", "/apiforge/jobs", "APIforge jobs", jobs("/apiforge/jobs/", 2))
company("http://apiforge.test",
        {"pricing": "/pricing", "docs": (pre("//apiforge.stoplight.io/"), pre("//documenter.getpostman.com/view/4471120")),
         "blog": "//dev.to/apiforge", "status": pre("//apiforge.checkly-dashboards.com/"),
         "careers|jobs_board": pre("//recruiterflow.com/apiforge/jobs")})

# C4. praxisdesk: a German practice-software SaaS; "Preise", help on Helpjuice, press releases on pressebox, careers
# on Kenjo, "Impressum" and "Datenschutz"
mk("praxisdesk.test", "Praxisdesk — die Software für Ihre Praxis",
   [("/funktionen", "Funktionen"), ("/preise", "Preise"), ("http://praxisdesk.helpjuice.com/", "Hilfe")],
   [("Unternehmen", [("/ueber-uns", "Über uns"), ("http://praxisdesk.kenjo.io/", "Karriere"),
                     ("http://www.pressebox.de/pressemitteilungen/praxisdesk-gmbh", "Presse")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")])],
   lang="de", mains={"/preise": prices("€")})
vendor("praxisdesk.helpjuice.com", "/", "Praxisdesk Hilfe-Center", lang="de")
vendor("praxisdesk.kenjo.io", "/", "Karriere bei Praxisdesk", jobs("/jobs/", 2), "de")
vendor("www.pressebox.de", "/pressemitteilungen/praxisdesk-gmbh", "Pressemitteilungen der Praxisdesk GmbH",
       posts("/pressemitteilung/praxisdesk-gmbh/"), "de")
company("http://praxisdesk.test",
        {"pricing": "/preise", "docs": pre("//praxisdesk.helpjuice.com/"), "careers|jobs_board": pre("//praxisdesk.kenjo.io/"),
         "newsroom": "//www.pressebox.de/pressemitteilungen/praxisdesk-gmbh", "legal": ("/impressum", "/datenschutz")})

# C5. factureo: a French invoicing SaaS; pricing named "Abonnements", "Nouveautés" (its changelog), careers on
# Jobtoolz ("Recrutement"), "Mentions légales" and "CGV"
mk("factureo.test", "Factureo — la facturation simple",
   [("/fonctionnalites", "Fonctionnalités"), ("/abonnements", "Abonnements"), ("/nouveautes", "Nouveautés"),
    ("/blog", "Blog")],
   [("Société", [("/a-propos", "À propos"), ("http://factureo.jobtoolz.com/fr", "Recrutement"),
                 ("/contact", "Contact")]),
    ("Légal", [("/mentions-legales", "Mentions légales"), ("/cgv", "CGV"), ("/confidentialite", "Confidentialité")])],
   lang="fr", mains={"/abonnements": prices("€"), "/blog": posts("/blog/"),
                     "/nouveautes": "<article><h2>Relances automatiques</h2><time>2026-11-18</time></article>"})
vendor("factureo.jobtoolz.com", "/fr", "Factureo — Offres d'emploi", jobs("/fr/job/", 2), "fr")
company("http://factureo.test",
        {"pricing": "/abonnements", "changelog": "/nouveautes", "blog": "/blog",
         "careers|jobs_board": pre("//factureo.jobtoolz.com/"), "legal": ("/mentions-legales", "/cgv", "/confidentialite")})

# C6. cloudsana: a listed health-cloud company; investors on Q4 (q4ir.com), careers on Avature, status on
# StatusCast, a newsroom of its own
mk("cloudsana.test", "Cloudsana — the clinical data cloud",
   [("/platform", "Platform"), ("/solutions", "Solutions"), ("/resources", "Resources"), ("/company", "Company")],
   [("Company", [("/company/leadership", "Leadership"), ("/company/newsroom", "Newsroom"),
                 ("http://cloudsana.q4ir.com/", "Investors"), ("http://cloudsana.avature.net/careers", "Careers")]),
    ("Support", [("http://cloudsana.statuscast.com/", "System status"), ("/contact", "Contact sales")]),
    ("Legal", [("/legal/privacy", "Privacy"), ("/legal/terms", "Terms of service")])],
   mains={"/company/newsroom": posts("/company/newsroom/")})
vendor("cloudsana.q4ir.com", "/", "Cloudsana Investor Relations", "<h2>Latest results</h2><p>Q3 2026 earnings</p>")
vendor("cloudsana.avature.net", "/careers", "Careers at Cloudsana", jobs("/careers/JobDetail/", 3))
vendor("cloudsana.statuscast.com", "/", "Cloudsana System Status", STATUS_OK)
company("http://cloudsana.test",
        {"investors": pre("//cloudsana.q4ir.com/"), "careers|jobs_board": pre("//cloudsana.avature.net/careers"),
         "status": pre("//cloudsana.statuscast.com/"), "newsroom": "/company/newsroom", "team": "/company/leadership"},
        ("pricing",))

# C7. brightcorp: an enterprise whose "Careers" goes to Cornerstone (csod.com) with its site in the query, and whose
# legacy job search is on Kenexa BrassRing with partnerid / siteid (the query names the board: it must be kept)
mk("brightcorp.test", "BrightCorp — industrial IoT",
   [("/solutions", "Solutions"), ("/industries", "Industries"), ("/insights", "Insights"), ("/about", "About")],
   [("About", [("/about/leadership", "Leadership"), ("/about/news", "News"),
               ("http://sjobs.brassring.com/TGnewUI/Search/Home/Home?partnerid=25678&siteid=5359", "Careers")]),
    ("Legal", [("/privacy", "Privacy statement"), ("/contact", "Contact")])],
   mains={"/about/news": posts("/about/news/")})
SITES["sjobs.brassring.com"] = {"/TGnewUI/Search/Home/Home?partnerid=25678&siteid=5359":
                                W.page("BrightCorp Careers", main=jobs("/TGnewUI/Search/home/HomeWithPreLoad?jobid=", 3))}
company("http://brightcorp.test",
        {"careers|jobs_board": "//sjobs.brassring.com/TGnewUI/Search/Home/Home?partnerid=25678&siteid=5359",
         "newsroom": "/about/news", "team": "/about/leadership"}, ("pricing",))

# C8. tallyfleet: a fleet SaaS; careers on Dayforce, help on elevio, its privacy policy generated by GetTerms
mk("tallyfleet.test", "Tallyfleet — fleet maintenance made simple",
   [("/features", "Features"), ("/pricing", "Pricing"), ("http://tallyfleet.elevio.help/en", "Help")],
   [("Company", [("/about", "About"), ("http://jobs.dayforcehcm.com/en-US/tallyfleet/CANDIDATEPORTAL", "Careers"),
                 ("/contact", "Contact")]),
    ("Legal", [("http://getterms.io/view/Ab3dE/privacy/en-us", "Privacy policy"), ("/terms", "Terms")])],
   mains={"/pricing": prices()})
vendor("tallyfleet.elevio.help", "/en", "Tallyfleet help")
vendor("jobs.dayforcehcm.com", "/en-US/tallyfleet/CANDIDATEPORTAL", "Tallyfleet Careers", jobs("/en-US/tallyfleet/CANDIDATEPORTAL/jobs/", 2))
vendor("getterms.io", "/view/Ab3dE/privacy/en-us", "Privacy Policy — Tallyfleet")
company("http://tallyfleet.test",
        {"pricing": "/pricing", "docs": pre("//tallyfleet.elevio.help/"),
         "careers|jobs_board": pre("//jobs.dayforcehcm.com/en-US/tallyfleet"),
         "legal": ("//getterms.io/view/Ab3dE/privacy/en-us", "/terms")})

# C9. northlode-mining: a junior miner listed in Toronto; projects, investors, news releases on Newsfile, contact
mk("northlode-mining.test", "Northlode Mining Corp. — copper-gold in British Columbia",
   [("/projects", "Projects"), ("/investors", "Investors"), ("http://www.newsfilecorp.com/company/5678/Northlode-"
                                                              "Mining-Corp", "News"), ("/contact", "Contact")],
   [("Corporate", [("/corporate/management", "Management & Board"), ("/corporate/governance", "Governance")]),
    ("Legal", [("/disclaimer", "Disclaimer")])],
   mains={"/investors": "<h2>Share structure</h2><p>TSX-V: NLM</p><a href='/investors/financials'>Financials</a>"})
vendor("www.newsfilecorp.com", "/company/5678/Northlode-Mining-Corp", "Northlode Mining Corp. news releases",
       posts("/release/"))
company("http://northlode-mining.test",
        {"investors": "/investors", "newsroom": "//www.newsfilecorp.com/company/5678/Northlode-Mining-Corp",
         "team": "/corporate/management", "contact": "/contact"}, ("pricing", "careers"))

# C10. fjellnett: a Norwegian ISP; "Priser" (prices), "Driftsmeldinger" (service notices: its status), "Ledige
# stillinger" on Webcruiter, "Personvern"
mk("fjellnett.test", "Fjellnett — fiber til hele dalen",
   [("/privat", "Privat"), ("/bedrift", "Bedrift"), ("/priser", "Priser"), ("/driftsmeldinger", "Driftsmeldinger")],
   [("Om oss", [("/om-oss", "Om Fjellnett"), ("http://www.webcruiter.no/wcmain/advertlist.aspx?company_id=18834",
                                               "Ledige stillinger"), ("/kontakt", "Kontakt oss")]),
    ("Juridisk", [("/personvern", "Personvern"), ("/vilkar", "Vilkår")])],
   lang="nb", mains={"/priser": prices("kr "), "/driftsmeldinger": "<h2>Aktive driftsmeldinger</h2><p>Ingen kjente "
                                                                    "feil i nettet akkurat nå.</p><h2>Planlagt "
                                                                    "vedlikehold</h2><p>3. desember 01:00–03:00</p>"})
SITES["www.webcruiter.no"] = {"/wcmain/advertlist.aspx?company_id=18834": W.page("Fjellnett — ledige stillinger",
                                                                                 main=jobs("/wcmain/advert.aspx?id=", 2))}
company("http://fjellnett.test",
        {"pricing": "/priser", "status": "/driftsmeldinger",
         "careers|jobs_board": "//www.webcruiter.no/wcmain/advertlist.aspx?company_id=18834", "legal": ("/personvern", "/vilkar")})

# ================================================ D. structures: sitemaps, <link rel> heads, JSON-LD, traps
# D1. tidewell: a JS shell whose robots.txt names a gzipped sitemap index, itself an index of an index of a gzipped
# urlset (three indexes deep, as a CMS's sitemap plugin nests them by section and type): the pages are only there
SITES["tidewell.test"] = {
    "/": shell("Tidewell — tide tables for harbours"),
    "/robots.txt": robots("User-agent: *\nAllow: /\n\nSitemap: http://tidewell.test/sitemaps/index.xml.gz\n"),
    "/sitemaps/index.xml.gz": gz(index_xml(["http://tidewell.test/sitemaps/site/index.xml.gz"])),
    "/sitemaps/site/index.xml.gz": gz(index_xml(["http://tidewell.test/sitemaps/site/pages/index.xml.gz"])),
    "/sitemaps/site/pages/index.xml.gz": gz(index_xml(["http://tidewell.test/sitemaps/site/pages/pages-1.xml.gz"])),
    "/sitemaps/site/pages/pages-1.xml.gz": gz(urlset_xml([f"http://tidewell.test{p}" for p in (
        "/", "/product", "/pricing", "/careers", "/press", "/about", "/legal/privacy")])),
    "/pricing": W.page("Pricing — Tidewell", main=prices()), "/careers": W.page("Careers at Tidewell", main=jobs("/careers/")),
    "/press": W.page("Press — Tidewell", main=posts("/press/")), "/product": W.page("Tidewell product"),
    "/about": W.page("About Tidewell"), "/legal/privacy": W.page("Privacy policy — Tidewell")}
company("http://tidewell.test", {"pricing": "/pricing", "careers": "/careers", "newsroom": "/press"},
        methods={"pricing": "robots", "careers": "robots"})

# D2. hearthly: a JS shell whose <head> is all a crawler gets: `rel=privacy-policy` and `rel=terms-of-service` (the
# registered link relations), a blog feed, `rel=me` to Mastodon, an OpenSearch description, a web app manifest, a
# mobile alternate on m., an oEmbed link
_hearth_head = ('<link rel="privacy-policy" href="/legal/privacy"><link rel="terms-of-service" href="/legal/terms">'
                + feed_link("/blog/rss.xml", title="Hearthly blog")
                + '<link rel="me" href="https://mastodon.social/@hearthly">'
                  '<link rel="search" type="application/opensearchdescription+xml" title="Hearthly" href="/opensearch.xml">'
                  '<link rel="manifest" href="/manifest.webmanifest">'
                  '<link rel="alternate" media="only screen and (max-width: 640px)" href="http://m.hearthly.test/">'
                  '<link rel="alternate" type="application/json+oembed" href="/oembed?url=http%3A%2F%2Fhearthly.test%2F">')
SITES["hearthly.test"] = {
    "/": shell("Hearthly — shared family calendars", head=_hearth_head),
    "/legal/privacy": W.page("Privacy policy — Hearthly"), "/legal/terms": W.page("Terms of service — Hearthly"),
    "/blog/rss.xml": rss("Hearthly blog", "http://hearthly.test/blog/"), "/blog": W.page("Hearthly blog", main=posts("/blog/")),
    "/opensearch.xml": {"xml": '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>Hearthly'
                               '</ShortName></OpenSearchDescription>', "type": "application/opensearchdescription+xml"},
    "/manifest.webmanifest": {"json": {"name": "Hearthly", "start_url": "/"}}}
SITES["m.hearthly.test"] = {"/": shell("Hearthly mobile")}
company("http://hearthly.test", {"legal": ("/legal/privacy", "/legal/terms"), "feed": "/blog/rss.xml"}, (),
        ("m.hearthly", "opensearch", "oembed", "manifest", "mastodon"))

# D3. orbitly: JSON-LD Organization whose sameAs lists LinkedIn, X, GitHub, Crunchbase and Wikipedia — the company's
# profiles, stored as such, none a sensor
_ld = ('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Orbitly",'
       '"url":"http://orbitly.test/","logo":"http://orbitly.test/logo.png","sameAs":["https://www.linkedin.com/company/'
       'orbitly","https://x.com/orbitly","https://github.com/orbitly","https://www.crunchbase.com/organization/orbitly",'
       '"https://en.wikipedia.org/wiki/Orbitly"]}</script>')
mk("orbitly.test", "Orbitly — satellite imagery API", [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog")],
   [("Company", [("/about", "About"), ("/careers", "Careers")]), ("Legal", [("/privacy", "Privacy")])], head=_ld,
   mains={"/pricing": prices(), "/careers": jobs("/careers/"), "/blog": posts("/blog/")})
company("http://orbitly.test", {"pricing": "/pricing", "careers": "/careers", "blog": "/blog"}, (),
        ("crunchbase", "wikipedia", "github.com"),
        social=("linkedin.com/company/orbitly", "github.com/orbitly", "crunchbase.com/organization/orbitly"))

# D4. brightforge: its /sitemap.xml was generated on staging (every page on staging.brightforge.test, the changelog
# and docs only there); a footer link "Preview the new dashboard" to a Vercel preview deployment; a "Try the beta"
# banner to beta. (the app): none of them is the company's public page
mk("brightforge.test", "Brightforge — CI for game engines",
   [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog")],
   [("Company", [("/about", "About"), ("/careers", "Careers"),
                 ("http://brightforge-git-redesign-brightforge.vercel.app/", "Preview the new dashboard")]),
    ("Legal", [("/privacy", "Privacy")])],
   banner='<div class="announcement"><a href="http://beta.brightforge.test/">Try the beta of Brightforge 3</a></div>',
   mains={"/pricing": prices(), "/careers": jobs("/careers/"), "/blog": posts("/blog/")},
   extra={"/sitemap.xml": urlset("staging.brightforge.test", ["/", "/pricing", "/careers", "/changelog", "/docs",
                                                              "/blog"])})
SITES["staging.brightforge.test"] = {p: W.page(f"[STAGING] {p}") for p in ("/", "/pricing", "/careers", "/changelog", "/docs")}
SITES["beta.brightforge.test"] = {"/": W.page("Brightforge 3 beta — sign in")}
SITES["brightforge-git-redesign-brightforge.vercel.app"] = {"/": W.page("Brightforge dashboard (preview)")}
company("http://brightforge.test", {"pricing": "/pricing", "careers": "/careers", "blog": "/blog"}, (),
        ("staging.", "vercel.app", "beta."))

# D5. lumenlabs: the homepage's "From the blog" cards congratulate a portfolio friend who is hiring (its Lever board)
# and announce an integration with a payments partner (its pricing page); its own careers page embeds Greenhouse
mk("lumenlabs.test", "Lumenlabs — experiment tracking for ML teams",
   [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog")],
   [("Company", [("/about", "About"), ("/careers", "Careers"), ("/contact", "Contact")]),
    ("Legal", [("/privacy", "Privacy"), ("/terms", "Terms")])],
   home_main='<section class="from-the-blog"><h2>From the blog</h2><article><h3>Driftwood is hiring!</h3><p>Our friends'
             ' at Driftwood just raised their Series A. <a href="http://jobs.lever.co/driftwood">See their open roles'
             '</a></p></article><article><h3>Lumenlabs + PayRail</h3><p>Bill usage with PayRail. <a href="http://payrail'
             '.test/pricing">PayRail pricing</a></p></article></section>',
   mains={"/pricing": prices(), "/blog": posts("/blog/"),
          "/careers": '<div id="grnhse_app"></div><script src="http://boards.greenhouse.io/embed/job_board/js?for='
                      'lumenlabs"></script>'})
SITES.setdefault("boards-api.greenhouse.io", {})["/v1/boards/lumenlabs/jobs"] = {"json": {"jobs": [
    {"id": 4200000 + i, "title": f"ML engineer {i}", "absolute_url": f"https://boards.greenhouse.io/lumenlabs/jobs/{4200000 + i}"}
    for i in range(3)], "meta": {"total": 3}}}
SITES.setdefault("boards.greenhouse.io", {})["/lumenlabs"] = W.page("Jobs at Lumenlabs", main=jobs("/lumenlabs/jobs/"))
SITES.setdefault("api.lever.co", {})["/v0/postings/driftwood"] = {"json": [
    {"id": f"d1f7-{i}", "text": f"Driftwood engineer {i}", "hostedUrl": f"https://jobs.lever.co/driftwood/d1f7-{i}"} for i in range(2)]}
SITES.setdefault("jobs.lever.co", {})["/driftwood"] = W.page("Driftwood jobs", main=jobs("/driftwood/", 2))
SITES["payrail.test"] = {"/": W.page("PayRail"), "/pricing": W.page("PayRail pricing", main=prices())}
company("http://lumenlabs.test",
        {"pricing": "/pricing", "careers": "/careers", "jobs_board": pre("//boards-api.greenhouse.io/v1/boards/lumenlabs")},
        (), ("driftwood", "payrail"), order=(("jobs_board", "lumenlabs", "driftwood"),))

# D6. quillpad: one page under many URLs — the menu's /pricing, the footer's /pricing/index.html, a banner's
# /pricing?ref=banner, the www. twin's /pricing/; /careers beside /careers/ and /Careers
mk("quillpad.test", "Quillpad — notes for researchers",
   [("/features", "Features"), ("/pricing", "Pricing"), ("/careers", "Careers")],
   [("Product", [("/pricing/index.html", "Plans"), ("http://www.quillpad.test/pricing/", "Pricing")]),
    ("Company", [("/careers/", "Jobs"), ("/Careers", "Work with us"), ("/privacy", "Privacy")])],
   banner='<div class="promo"><a href="/pricing?ref=banner">Student discount: 50% off</a></div>',
   mains={"/pricing": prices(), "/careers": jobs("/careers/")},
   extra={"/pricing/index.html": W.page("Pricing", main=prices()), "/Careers": W.page("Careers", main=jobs("/careers/"))})
SITES["www.quillpad.test"] = {"/pricing/": W.page("Pricing", main=prices()), "/": {"redirect": "http://quillpad.test/"}}
company("http://quillpad.test", {"pricing": ("/pricing", "/pricing/"), "careers": ("/careers", "/careers/")}, (),
        ("ref=banner", "index.html", "www.quillpad", "/Careers"))

# D7. verdant-robots: robots.txt disallows every locale's careers with a wildcard (`Disallow: /*/careers`,
# `/*/karriere`); the menu links /en/careers, the footer its Personio board — the board is read, the disallowed pages
# are neither asked nor proposed
mk("verdant-robots.test", "Verdant — carbon accounting for SMEs",
   [("/en/product", "Product"), ("/en/pricing", "Pricing"), ("/en/careers", "Careers"), ("/de/", "Deutsch")],
   [("Company", [("/en/about", "About"), ("http://verdant.jobs.personio.de/", "Open positions"),
                 ("/de/karriere", "Karriere (DE)")]), ("Legal", [("/en/privacy", "Privacy")])],
   mains={"/en/pricing": prices("€"), "/en/careers": jobs("/en/careers/")},
   extra={"/robots.txt": robots("User-agent: *\nDisallow: /*/careers\nDisallow: /*/karriere\nAllow: /\n")})
SITES["verdant.jobs.personio.de"] = {
    "/": W.page("Jobs bei Verdant", main=jobs("/job/"), lang="de"),
    "/xml": {"xml": '<?xml version="1.0" encoding="UTF-8"?><workzag-jobs><position><id>1</id><name>Carbon analyst (m/w/d)'
                    "</name></position><position><id>2</id><name>Backend engineer (m/w/d)</name></position></workzag-jobs>"}}
company("http://verdant-robots.test", {"pricing": "/en/pricing", "jobs_board": pre("//verdant.jobs.personio.de")}, (),
        ("/en/careers", "/de/karriere"),
        never_asked=(("verdant-robots.test", "/en/careers"), ("verdant-robots.test", "/de/karriere")))

# ========================================================================= P. more public bodies
# P1. gemeente-lindendal: a Dutch municipality; "Werk en inkomen" (benefits and job help for residents) before
# "Werken bij de gemeente" (its vacancies), "Nieuws", "Privacyverklaring"
mk("gemeente-lindendal.test", "Gemeente Lindendal",
   [("/inwoners", "Inwoners"), ("/ondernemers", "Ondernemers"), ("/bestuur", "Bestuur en organisatie"),
    ("/nieuws", "Nieuws")],
   [("Inwoners", [("/inwoners/werk-en-inkomen", "Werk en inkomen"), ("/inwoners/afval", "Afval"),
                  ("/inwoners/paspoort-en-id-kaart", "Paspoort en ID-kaart")]),
    ("Organisatie", [("/organisatie/werken-bij-de-gemeente", "Werken bij de gemeente"), ("/contact", "Contact")]),
    ("Over deze site", [("/privacyverklaring", "Privacyverklaring"), ("/toegankelijkheid", "Toegankelijkheid"),
                        ("/proclaimer", "Proclaimer")])],
   lang="nl", mains={"/organisatie/werken-bij-de-gemeente": openings("/organisatie/werken-bij-de-gemeente/", (
       "Beleidsmedewerker wonen", "Medewerker buitendienst"), "nl"), "/nieuws": posts("/nieuws/"),
       "/inwoners/werk-en-inkomen": "<p>Heeft u een uitkering nodig of zoekt u werk? Wij helpen u met bijstand en "
                                    "re-integratie.</p>"})
company("http://gemeente-lindendal.test",
        {"careers": "/organisatie/werken-bij-de-gemeente", "newsroom|blog": "/nieuws",
         "legal": ("/privacyverklaring", "/proclaimer"), "contact": "/contact"},
        ("investors",), ("werk-en-inkomen", "paspoort"), order=(("careers", "werken-bij", "werk-en-inkomen"),))

# P2. comune-di-valmonte: an Italian municipality; its jobs are "Bandi di concorso" (public competitions), beside
# "Bandi di gara" (procurement tenders: no jobs) and "Albo pretorio" (the official notice board)
mk("comune-di-valmonte.test", "Comune di Valmonte — Sito istituzionale",
   [("/amministrazione", "Amministrazione"), ("/servizi", "Servizi"), ("/novita", "Novità"),
    ("/vivere-il-comune", "Vivere il comune")],
   [("Amministrazione trasparente", [("/amministrazione/bandi-di-gara", "Bandi di gara e contratti"),
                                     ("/amministrazione/albo-pretorio", "Albo pretorio online"),
                                     ("/amministrazione/bandi-di-concorso", "Bandi di concorso")]),
    ("Contatti", [("/contatti", "Contatti")]),
    ("Note", [("/note-legali", "Note legali"), ("/privacy", "Privacy"), ("/dichiarazione-di-accessibilita",
                                                                        "Dichiarazione di accessibilità")])],
   lang="it", mains={"/amministrazione/bandi-di-concorso": openings("/amministrazione/bandi-di-concorso/", (
       "Concorso istruttore amministrativo", "Concorso agente di polizia locale"), "it"), "/novita": posts("/novita/")})
company("http://comune-di-valmonte.test",
        {"careers": "/amministrazione/bandi-di-concorso", "newsroom|blog": "/novita", "legal": ("/note-legali", "/privacy")},
        ("investors",), ("bandi-di-gara", "albo-pretorio"))

# P3. universidad-del-sur: a Spanish university; staff vacancies as "Empleo" in the University column, the students'
# "Bolsa de empleo" (a job exchange for graduates) in the Students column first; "Sala de prensa"
mk("universidad-del-sur.test", "Universidad del Sur",
   [("/estudios", "Estudios"), ("/investigacion", "Investigación"), ("/estudiantes", "Estudiantes"),
    ("/universidad", "La Universidad")],
   [("Estudiantes", [("/estudiantes/bolsa-de-empleo", "Bolsa de empleo"), ("/estudiantes/becas", "Becas y ayudas")]),
    ("La Universidad", [("/universidad/empleo", "Empleo"), ("/universidad/sala-de-prensa", "Sala de prensa"),
                        ("/contacto", "Contacto")]),
    ("Legal", [("/aviso-legal", "Aviso legal"), ("/privacidad", "Privacidad")])],
   lang="es", mains={"/universidad/empleo": openings("/universidad/empleo/", (
       "Plaza de profesor ayudante doctor", "Técnico de laboratorio (PTGAS)"), "es"),
       "/universidad/sala-de-prensa": posts("/universidad/sala-de-prensa/"),
       "/estudiantes/bolsa-de-empleo": "<p>Ofertas de prácticas y empleo de empresas para nuestros titulados.</p>"})
company("http://universidad-del-sur.test",
        {"careers": "/universidad/empleo", "newsroom": "/universidad/sala-de-prensa", "legal": ("/aviso-legal", "/privacidad")},
        ("investors",), ("bolsa-de-empleo", "becas"), order=(("careers", "/universidad/empleo", "bolsa-de-empleo"),))

# P4. chu-rivebelle: a French university hospital; "Recrutement", "Espace presse", "Prendre rendez-vous" on Doctolib,
# "Mentions légales"
mk("chu-rivebelle.test", "CHU de Rivebelle",
   [("/patients", "Patients et visiteurs"), ("/offre-de-soins", "Offre de soins"), ("/recherche", "Recherche"),
    ("http://www.doctolib.fr/hopital-public/rivebelle/chu-rivebelle", "Prendre rendez-vous")],
   [("Le CHU", [("/le-chu/recrutement", "Recrutement"), ("/le-chu/espace-presse", "Espace presse"),
                ("/contact", "Contact")]),
    ("Informations", [("/mentions-legales", "Mentions légales"), ("/donnees-personnelles", "Données personnelles")])],
   lang="fr", mains={"/le-chu/recrutement": openings("/le-chu/recrutement/", ("Infirmier(e) de bloc", "Aide-soignant(e)"),
                                                       "fr"), "/le-chu/espace-presse": posts("/le-chu/espace-presse/")})
company("http://chu-rivebelle.test",
        {"careers": "/le-chu/recrutement", "newsroom": "/le-chu/espace-presse",
         "legal": ("/mentions-legales", "/donnees-personnelles")}, ("investors", "pricing"), ("doctolib",))

# ===================================================== V. more vendors' hosts (newsrooms, IR, legal, docs, boards)
# V1. portvale: a port authority; the newsroom on Presspage, careers on its own werkenbij. subdomain (Dutch), the
# vessel traffic page ("Ship status") in the menu
mk("portvale.test", "Port of Portvale", [("/shipping", "Shipping"), ("/vessel-traffic", "Vessel status"),
                                         ("/sustainability", "Sustainability"), ("http://portvale.presspage.com/", "Newsroom")],
   [("Port authority", [("/about", "About the port authority"), ("http://werkenbij.portvale.test/", "Werken bij"),
                        ("/contact", "Contact")]), ("Legal", [("/privacy", "Privacy statement"), ("/disclaimer", "Disclaimer")])])
vendor("portvale.presspage.com", "/", "Port of Portvale newsroom", posts("/news/"))
SITES["werkenbij.portvale.test"] = {"/": W.page("Werken bij Port of Portvale", main=openings("/vacatures/", (
    "Nautisch medewerker", "Havenmeester"), "nl"), lang="nl")}
company("http://portvale.test", {"newsroom": pre("//portvale.presspage.com/"), "careers": "//werkenbij.portvale.test/",
                                 "legal": ("/privacy", "/disclaimer")}, ("status", "pricing"), ("vessel-traffic",))

# V2. coppergate-bio: a Nasdaq biotech; the pipeline, investors on InvestorRoom, careers on Rippling's ATS host
mk("coppergate-bio.test", "Coppergate Bio — antibodies for fibrosis",
   [("/science", "Science"), ("/pipeline", "Pipeline"), ("http://coppergate.investorroom.com/", "Investors"),
    ("/news", "News")],
   [("Company", [("/company/leadership", "Leadership"), ("http://coppergate.rippling-ats.com/", "Careers"),
                 ("/contact", "Contact")]), ("Legal", [("/privacy", "Privacy policy"), ("/terms", "Terms of use")])],
   mains={"/news": posts("/news/")})
vendor("coppergate.investorroom.com", "/", "Coppergate Bio — Investor Relations", "<h2>Events & presentations</h2>")
vendor("coppergate.rippling-ats.com", "/", "Coppergate Bio jobs", jobs("/job/", 2))
company("http://coppergate-bio.test",
        {"investors": pre("//coppergate.investorroom.com/"), "careers|jobs_board": pre("//coppergate.rippling-ats.com/"),
         "newsroom|blog": "/news", "team": "/company/leadership"}, ("pricing",))

# V3. hallmark-plc: a UK plc; "Investors" on its own site, its share price tool on Euroland, careers on SAP's
# sapsf.com, modern slavery and gender pay gap statements in the footer
mk("hallmark-plc.test", "Hallmark plc — engineered components",
   [("/what-we-do", "What we do"), ("/investors", "Investors"), ("/media", "Media"), ("/careers", "Careers")],
   [("Investors", [("http://tools.euroland.com/tools/ir/?companycode=uk-hmk", "Share price"),
                   ("/investors/results", "Results and presentations")]),
    ("Legal", [("/modern-slavery-statement", "Modern slavery statement"), ("/gender-pay-gap", "Gender pay gap report"),
               ("/privacy", "Privacy notice"), ("/contact", "Contact us")])],
   mains={"/careers": '<a href="http://career012.sapsf.com/career?company=hallmarkplcP">Search vacancies</a>',
          "/media": posts("/media/")})
vendor("tools.euroland.com", "/tools/ir/", "Share price — Hallmark plc")
vendor("career012.sapsf.com", "/career", "Hallmark plc careers", jobs("/career?career_job_req_id=", 3))
company("http://hallmark-plc.test",
        {"investors": "/investors", "careers": "/careers", "jobs_board": pre("//career012.sapsf.com/career"),
         "newsroom": "/media"}, ("pricing",), ("euroland", "gender-pay-gap"))

# V4. snapinvoice: a small US SaaS whose legal pages are generated and hosted by TermsFeed (privacy) and
# PrivacyPolicies.com (terms); "Your privacy choices" is a OneTrust request form
mk("snapinvoice.test", "SnapInvoice — invoices in a snap", [("/features", "Features"), ("/pricing", "Pricing"),
                                                            ("/blog", "Blog")],
   [("Legal", [("http://www.termsfeed.com/live/7f3c2a1e-5b8d-4c9f-a1e2-3b4c5d6e7f80", "Privacy Policy"),
               ("http://www.privacypolicies.com/live/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d", "Terms and Conditions"),
               ("http://privacyportal.onetrust.com/webform/0a1b2c3d/4e5f6a7b", "Your privacy choices")])],
   mains={"/pricing": prices(), "/blog": posts("/blog/")})
vendor("www.termsfeed.com", "/live/7f3c2a1e-5b8d-4c9f-a1e2-3b4c5d6e7f80", "Privacy Policy for SnapInvoice")
vendor("www.privacypolicies.com", "/live/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d", "Terms and Conditions for SnapInvoice")
vendor("privacyportal.onetrust.com", "/webform/0a1b2c3d/4e5f6a7b", "Submit a privacy request")
company("http://snapinvoice.test",
        {"pricing": "/pricing", "blog": "/blog",
         "legal": ("//www.termsfeed.com/live/7f3c2a1e-5b8d-4c9f-a1e2-3b4c5d6e7f80",
                   "//www.privacypolicies.com/live/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d")}, (), ("onetrust",))

# V5. tinyledger: help on Zoho Desk (EU), "Privacy" on its own site beside "Do not sell or share my personal
# information" on OneTrust's EU portal, careers on JazzHR's own host
mk("tinyledger.test", "Tinyledger — accounting for sole traders",
   [("/features", "Features"), ("/pricing", "Pricing"), ("http://tinyledger.zohodesk.eu/portal/en/kb", "Help")],
   [("Company", [("/about", "About"), ("http://tinyledger.jazzhr.com/", "Careers")]),
    ("Legal", [("http://privacyportal-eu.onetrust.com/webform/9f8e7d6c", "Do not sell or share my personal information"),
               ("/privacy", "Privacy"), ("/terms", "Terms")])],
   mains={"/pricing": prices("£")})
vendor("tinyledger.zohodesk.eu", "/portal/en/kb", "Tinyledger Knowledge Base")
vendor("tinyledger.jazzhr.com", "/", "Tinyledger - Career Page", jobs("/apply/", 2))
vendor("privacyportal-eu.onetrust.com", "/webform/9f8e7d6c", "Privacy request")
company("http://tinyledger.test",
        {"pricing": "/pricing", "docs": pre("//tinyledger.zohodesk.eu/portal/"),
         "careers|jobs_board": pre("//tinyledger.jazzhr.com/"), "legal": ("/privacy", "/terms")}, (), ("onetrust",))

# V6. inkwell-press: a small literary publisher; its blog on Tumblr, its newsletter on Paragraph, submissions
# guidelines, a shop
mk("inkwell-press.test", "Inkwell Press — small press, big stories",
   [("/books", "Books"), ("/authors", "Authors"), ("http://inkwellpress.tumblr.com/", "Blog"),
    ("/submissions", "Submissions")],
   [("About", [("/about", "About us"), ("http://paragraph.xyz/@inkwellpress", "Newsletter"), ("/contact", "Contact")])])
vendor("inkwellpress.tumblr.com", "/", "Inkwell Press", posts("/post/"))
vendor("paragraph.xyz", "/@inkwellpress", "Inkwell Press newsletter", posts("/@inkwellpress/"))
company("http://inkwell-press.test", {"blog": ("//inkwellpress.tumblr.com/", "//paragraph.xyz/@inkwellpress"),
                                      "products": "/books", "contact": "/contact"}, ("careers", "pricing"))

# V7. maplecrest-foods: a Canadian food company (English / French); news releases on Cision's newswire.ca, careers
# ("Carrières") on its own site, a recipe hub (no blog), product recalls
mk("maplecrest-foods.test", "Maplecrest Foods — from our farms to your table",
   [("/products", "Our products"), ("/recipes", "Recipes"), ("/where-to-buy", "Where to buy"), ("/fr/", "Français")],
   [("Company", [("/about", "About us"), ("http://www.newswire.ca/news/maplecrest-foods-inc/", "News releases"),
                 ("/careers", "Careers"), ("/product-recalls", "Product recalls")]),
    ("Legal", [("/privacy", "Privacy"), ("/accessibility", "Accessibility"), ("/contact", "Contact us")])],
   mains={"/careers": jobs("/careers/", 3)})
vendor("www.newswire.ca", "/news/maplecrest-foods-inc/", "Maplecrest Foods Inc. news releases", posts("/news-releases/"))
company("http://maplecrest-foods.test",
        {"newsroom": "//www.newswire.ca/news/maplecrest-foods-inc/", "careers": "/careers", "products": "/products"},
        ("pricing",), ("/fr/", "where-to-buy", "recipes"))

# V8. hoshizora-soft: a Japanese software company; "ニュースリリース" on @Press, "採用情報", "料金プラン", "会社概要",
# "プライバシーポリシー"
mk("hoshizora-soft.test", "星空ソフト株式会社 — 勤怠管理クラウド",
   [("/service", "サービス"), ("/price", "料金プラン"), ("/case", "導入事例"), ("/company", "会社概要")],
   [("会社情報", [("http://www.atpress.ne.jp/company/24681", "ニュースリリース"), ("/recruit", "採用情報"),
                 ("/contact", "お問い合わせ")]),
    ("規約", [("/privacy", "プライバシーポリシー"), ("/terms", "利用規約")])],
   lang="ja", mains={"/price": prices("¥"), "/recruit": jobs("/recruit/", 2)})
vendor("www.atpress.ne.jp", "/company/24681", "星空ソフト株式会社のプレスリリース", posts("/news/"), "ja")
company("http://hoshizora-soft.test",
        {"pricing": "/price", "careers": "/recruit", "newsroom": "//www.atpress.ne.jp/company/24681",
         "legal": ("/privacy", "/terms")}, ("investors",))

# V9. lakeshore-auto: a car dealership; new and used inventory, "Schedule service", "Specials", careers on Hireology
mk("lakeshore-auto.test", "Lakeshore Auto Group — new & used cars",
   [("/new-inventory", "New inventory"), ("/used-inventory", "Used inventory"), ("/schedule-service", "Schedule service"),
    ("/specials", "Specials")],
   [("Dealership", [("/about-us", "About us"), ("http://careers.hireology.com/lakeshoreautogroup", "Careers"),
                    ("/contact-us", "Contact us"), ("/hours-and-directions", "Hours & directions")]),
    ("Legal", [("/privacy-policy", "Privacy policy")])])
vendor("careers.hireology.com", "/lakeshoreautogroup", "Careers at Lakeshore Auto Group", jobs("/lakeshoreautogroup/", 3))
company("http://lakeshore-auto.test",
        {"careers|jobs_board": "//careers.hireology.com/lakeshoreautogroup", "contact": "/contact-us",
         "legal": "/privacy-policy"}, ("investors",), ("schedule-service", "hours-and-directions"))

# V10. fernhill-studio: a design studio; Work / Studio / Journal, careers on Polymer
mk("fernhill-studio.test", "Fernhill — brand and product design",
   [("/work", "Work"), ("/studio", "Studio"), ("/journal", "Journal"), ("/contact", "Contact")],
   [("Studio", [("http://jobs.polymer.co/fernhill", "Careers"), ("/privacy", "Privacy")])],
   mains={"/journal": posts("/journal/")})
vendor("jobs.polymer.co", "/fernhill", "Fernhill jobs", jobs("/fernhill/", 2))
company("http://fernhill-studio.test",
        {"blog": "/journal", "careers|jobs_board": "//jobs.polymer.co/fernhill", "contact": "/contact"}, ("pricing",),
        ("/work",))

# V11. byteyard: a Polish software house; "Kariera" on Traffit, "Cennik", "Blog", "Polityka prywatności"
mk("byteyard.test", "Byteyard — software house z Krakowa",
   [("/uslugi", "Usługi"), ("/cennik", "Cennik"), ("/blog", "Blog"), ("/kontakt", "Kontakt")],
   [("Firma", [("/o-nas", "O nas"), ("http://byteyard.traffit.com/career/", "Kariera")]),
    ("Prawne", [("/polityka-prywatnosci", "Polityka prywatności"), ("/regulamin", "Regulamin")])],
   lang="pl", mains={"/cennik": prices("zł "), "/blog": posts("/blog/")})
vendor("byteyard.traffit.com", "/career/", "Kariera w Byteyard", jobs("/career/job/", 2), "pl")
company("http://byteyard.test",
        {"pricing": "/cennik", "blog": "/blog", "careers|jobs_board": pre("//byteyard.traffit.com/career"),
         "legal": ("/polityka-prywatnosci", "/regulamin")})

# V12. bogholder: a Danish bookkeeping SaaS; pricing named "Abonnementer", "Job" in the footer, "Driftstatus" on
# its Statuspage host (status.), "Handelsbetingelser"
mk("bogholder.test", "Bogholder — regnskab uden besvær",
   [("/funktioner", "Funktioner"), ("/abonnementer", "Abonnementer"), ("/blog", "Blog")],
   [("Om os", [("/om-os", "Om os"), ("/job", "Job"), ("http://status.bogholder.test/", "Driftstatus")]),
    ("Juridisk", [("/handelsbetingelser", "Handelsbetingelser"), ("/privatlivspolitik", "Privatlivspolitik")])],
   lang="da", mains={"/abonnementer": prices("kr. "), "/blog": posts("/blog/"), "/job": jobs("/job/", 2)})
SITES["status.bogholder.test"] = {"/": W.page("Bogholder Status", main=STATUS_OK),
                                  "/api/v2/summary.json": {"json": {"page": {"name": "Bogholder"}, "status": {
                                      "indicator": "none", "description": "All Systems Operational"}, "components": []}}}
company("http://bogholder.test",
        {"pricing": "/abonnementer", "careers": "/job", "blog": "/blog", "status": pre("//status.bogholder.test/"),
         "legal": ("/handelsbetingelser", "/privatlivspolitik")})

# V13. tiendafacil: a Spanish e-commerce SaaS; "Planes y precios", "Trabaja con nosotros", "Novedades" (what's new),
# "Aviso legal" and "Privacidad"
mk("tiendafacil.test", "TiendaFácil — crea tu tienda online",
   [("/funcionalidades", "Funcionalidades"), ("/planes-y-precios", "Planes y precios"), ("/novedades", "Novedades"),
    ("/blog", "Blog")],
   [("Empresa", [("/sobre-nosotros", "Sobre nosotros"), ("/trabaja-con-nosotros", "Trabaja con nosotros")]),
    ("Legal", [("/aviso-legal", "Aviso legal"), ("/privacidad", "Privacidad"), ("/cookies", "Cookies")])],
   lang="es", mains={"/planes-y-precios": prices("€"), "/blog": posts("/blog/"), "/trabaja-con-nosotros": jobs("/empleo/", 2),
                     "/novedades": "<article><h2>Nuevo: pagos con Bizum</h2><time>2026-11-12</time></article>"})
company("http://tiendafacil.test",
        {"pricing": "/planes-y-precios", "careers": "/trabaja-con-nosotros", "blog": "/blog", "changelog": "/novedades",
         "legal": ("/aviso-legal", "/privacidad")}, (), ("cookies",))

# ============================================================================== T. third batch
# T1. meridian-grid: an energy utility's JS shell whose robots.txt names a Google News sitemap (its press releases,
# dated paths below /newsroom/) before the pages' sitemap (tariffs, careers, outages map, contact)
_news_sm = ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
            'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">' + "".join(
                f"<url><loc>http://meridian-grid.test/newsroom/2026/11/{slug}</loc><news:news><news:publication>"
                f"<news:name>Meridian Grid</news:name><news:language>en</news:language></news:publication>"
                f"<news:publication_date>2026-11-{10 + i}</news:publication_date><news:title>{slug}</news:title>"
                f"</news:news></url>" for i, slug in enumerate(("grid-upgrade-east", "storm-response", "new-ceo")))
            + "</urlset>")
SITES["meridian-grid.test"] = {
    "/": shell("Meridian Grid — power for the valley"),
    "/robots.txt": robots("User-agent: *\nAllow: /\nSitemap: http://meridian-grid.test/news-sitemap.xml\n"
                          "Sitemap: http://meridian-grid.test/sitemap.xml\n"),
    "/news-sitemap.xml": {"xml": _news_sm},
    "/sitemap.xml": {"xml": urlset_xml([f"http://meridian-grid.test{p}" for p in (
        "/", "/tariffs", "/careers", "/outages", "/newsroom", "/about", "/contact")])},
    "/tariffs": W.page("Tariffs — Meridian Grid", main=prices()), "/careers": W.page("Careers", main=jobs("/careers/")),
    "/outages": W.page("Power outages map"), "/newsroom": W.page("Newsroom", main=posts("/newsroom/2026/11/")),
    "/about": W.page("About Meridian Grid"), "/contact": W.page("Contact us"),
    **{f"/newsroom/2026/11/{x}": W.page(x) for x in ("grid-upgrade-east", "storm-response", "new-ceo")}}
company("http://meridian-grid.test", {"newsroom": "/newsroom", "careers": "/careers", "pricing": "/tariffs"}, (),
        ("/2026/",))

# T2. kronfeld: a .com in English whose hreflang alternates and country switcher lead to its German and French
# ccTLD sites (each with its own pricing, careers and press): the website's own pages are its sensors
_kron_head = W.hreflang({"en": "http://kronfeld.com/", "de": "http://kronfeld.de/", "fr": "http://kronfeld.fr/",
                         "x-default": "http://kronfeld.com/"})
_kron = mk("kronfeld.com", "Kronfeld — precision scales", [("/products", "Products"), ("/pricing", "Pricing"),
                                                          ("/careers", "Careers"), ("/newsroom", "Newsroom")],
           [("Country", [("http://kronfeld.de/", "Deutschland"), ("http://kronfeld.fr/", "France")]),
            ("Legal", [("/privacy", "Privacy"), ("/imprint", "Imprint")])], head=_kron_head,
           mains={"/pricing": prices(), "/careers": jobs("/careers/"), "/newsroom": posts("/newsroom/")})
mk("kronfeld.de", "Kronfeld — Präzisionswaagen", [("/produkte", "Produkte"), ("/preise", "Preise"),
                                                  ("/karriere", "Karriere"), ("/presse", "Presse")],
   [("Land", [("http://kronfeld.com/", "International"), ("http://kronfeld.fr/", "France")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")])], head=_kron_head, lang="de",
   mains={"/preise": prices("€"), "/karriere": jobs("/karriere/"), "/presse": posts("/presse/")})
mk("kronfeld.fr", "Kronfeld — balances de précision", [("/produits", "Produits"), ("/tarifs", "Tarifs"),
                                                        ("/carrieres", "Carrières"), ("/presse", "Presse")],
   [("Légal", [("/mentions-legales", "Mentions légales")])], head=_kron_head, lang="fr",
   mains={"/tarifs": prices("€"), "/carrieres": jobs("/carrieres/")})
company("http://kronfeld.com", {"pricing": "/pricing", "careers": "/careers", "newsroom": "/newsroom",
                                "products": "/products"}, (), ("kronfeld.de", "kronfeld.fr"))

# T3. twinpages: the menu links its pages relatively, the footer (a CMS's absolute URLs) as https://twinpages.test/…
# and with a trailing slash: one sensor per page
mk("twinpages.test", "Twinpages — digital signage", [("/product", "Product"), ("/pricing", "Pricing"),
                                                     ("/careers", "Careers"), ("/blog", "Blog")],
   [("Links", [("https://twinpages.test/pricing/", "Pricing"), ("https://twinpages.test/careers/", "Careers"),
               ("https://twinpages.test/blog/", "Blog"), ("https://twinpages.test/privacy/", "Privacy")])],
   mains={"/pricing": prices(), "/careers": jobs("/careers/"), "/blog": posts("/blog/")})
company("http://twinpages.test", {"pricing": ("/pricing", "/pricing/"), "careers": ("/careers", "/careers/"),
                                  "blog": ("/blog", "/blog/")})

# T4. solvent-labs: no careers link anywhere, but a post on its blog (the blog page's first card) cheers a customer
# that is hiring, with its Ashby board: the customer's board is no jobs board of Solvent's
mk("solvent-labs.test", "Solvent Labs — lab inventory software", [("/product", "Product"), ("/pricing", "Pricing"),
                                                                  ("/blog", "Blog")],
   [("Legal", [("/privacy", "Privacy"), ("/terms", "Terms")])],
   mains={"/pricing": prices(),
          "/blog": '<article class="post-card"><h2>Customer spotlight: Quanta Bio is hiring</h2><p>Quanta runs 40 labs '
                   'on Solvent. <a href="http://jobs.ashbyhq.com/quanta-bio">Join Quanta Bio</a></p></article>'
                   + posts("/blog/")})
SITES.setdefault("api.ashbyhq.com", {})["/posting-api/job-board/quanta-bio"] = {"json": {"jobs": [
    {"title": f"Scientist {i}", "jobUrl": f"https://jobs.ashbyhq.com/quanta-bio/{i}"} for i in range(2)]}}
SITES.setdefault("jobs.ashbyhq.com", {})["/quanta-bio"] = W.page("Quanta Bio jobs")
company("http://solvent-labs.test", {"pricing": "/pricing", "blog": "/blog"}, ("jobs_board",), ("quanta",))

# ======================================================== Q. fourth batch: prices and outages in visitors' words
# Q1. tierpark-falkenau: a German zoo; "Öffnungszeiten & Preise" (admission prices beside the opening hours),
# "Tierpatenschaften" (adopt an animal), "Jobs & Karriere", "Presse", "Impressum"
mk("tierpark-falkenau.test", "Tierpark Falkenau — Tiere erleben",
   [("/besuch/oeffnungszeiten-preise", "Öffnungszeiten & Preise"), ("/tiere", "Unsere Tiere"),
    ("/tierpatenschaften", "Tierpatenschaften"), ("/aktuelles", "Aktuelles")],
   [("Tierpark", [("/ueber-uns", "Über uns"), ("/jobs-karriere", "Jobs & Karriere"), ("/presse", "Presse")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")])],
   lang="de", mains={"/besuch/oeffnungszeiten-preise": "<h2>Öffnungszeiten</h2><p>täglich 9–18 Uhr</p><h2>Eintritt</h2>"
                                                      "<p>Erwachsene 14,50 € · Kinder 7,50 € · Familienkarte 39 €</p>",
                     "/jobs-karriere": openings("/jobs-karriere/", ("Tierpfleger (m/w/d)", "Kassenkraft (m/w/d)")),
                     "/presse": posts("/presse/")})
company("http://tierpark-falkenau.test",
        {"pricing": "/besuch/oeffnungszeiten-preise", "careers": "/jobs-karriere", "newsroom": "/presse"}, (),
        ("tierpatenschaften",))

# Q2. harbour-museum: a museum; "Opening times & prices", "What's on", "Work for us", "Press office", "Shop"
mk("harbour-museum.test", "The Harbour Museum", [("/visit/opening-times-and-prices", "Opening times & prices"),
                                                 ("/whats-on", "What's on"), ("/collections", "Collections"),
                                                 ("http://shop.harbour-museum.test/", "Shop")],
   [("About", [("/about", "About us"), ("/about/work-for-us", "Work for us"), ("/about/press-office", "Press office")]),
    ("Legal", [("/privacy", "Privacy"), ("/accessibility", "Accessibility")])],
   mains={"/visit/opening-times-and-prices": "<h2>Opening times</h2><p>Tue–Sun 10:00–17:00</p><h2>Admission</h2>"
                                             "<p>Adults £12 · Concessions £9 · Under 16s free</p>",
          "/about/press-office": posts("/about/press-office/")})
SITES["shop.harbour-museum.test"] = {"/": W.page("Harbour Museum shop")}
company("http://harbour-museum.test",
        {"pricing": "/visit/opening-times-and-prices", "careers": "/about/work-for-us", "newsroom": "/about/press-office"},
        ("investors",))

# Q3. glasnetz-nord: a German fibre ISP; "Tarife", "Störungen" (current outages: its network's status), "Karriere"
mk("glasnetz-nord.test", "Glasnetz Nord — Glasfaser für Schleswig-Holstein",
   [("/tarife", "Tarife"), ("/verfuegbarkeit", "Verfügbarkeit prüfen"), ("/stoerungen", "Störungen"),
    ("/service", "Service")],
   [("Unternehmen", [("/ueber-uns", "Über uns"), ("/karriere", "Karriere"), ("/presse", "Presse")]),
    ("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz"), ("/agb", "AGB")])],
   lang="de", mains={"/tarife": prices("€"), "/karriere": jobs("/karriere/", 2),
                     "/stoerungen": "<h2>Aktuelle Störungen</h2><p>Keine bekannten Störungen. Geplante Wartung: "
                                    "Kiel-Nord, 10.12. 02:00–04:00 Uhr.</p>"})
company("http://glasnetz-nord.test", {"pricing": "/tarife", "status": "/stoerungen", "careers": "/karriere"}, (),
        ("verfuegbarkeit",))

# Q4. kraftbolaget: a Swedish electricity retailer; "Elpriser" (its electricity prices), "Driftstörningar" (outages),
# "Lediga jobb", "Press"
mk("kraftbolaget.test", "Kraftbolaget — el från Norrland",
   [("/elavtal", "Elavtal"), ("/elpriser", "Elpriser"), ("/driftstorningar", "Driftstörningar"), ("/kundservice",
                                                                                                  "Kundservice")],
   [("Om oss", [("/om-oss", "Om oss"), ("/om-oss/lediga-jobb", "Lediga jobb"), ("/om-oss/press", "Press")]),
    ("Juridiskt", [("/integritetspolicy", "Integritetspolicy"), ("/cookies", "Cookies")])],
   lang="sv", mains={"/elpriser": prices("kr "), "/om-oss/lediga-jobb": jobs("/om-oss/lediga-jobb/", 2),
                     "/driftstorningar": "<h2>Aktuella driftstörningar</h2><p>Inga kända störningar just nu.</p>",
                     "/om-oss/press": posts("/om-oss/press/")})
company("http://kraftbolaget.test", {"pricing": "/elpriser", "status": "/driftstorningar",
                                     "careers": "/om-oss/lediga-jobb", "newsroom": "/om-oss/press"}, (), ("cookies",))

# Q5. kanzlei-brandt: a German tax advisers' practice; "Leistungen", "Honorar" (its fees under the fee regulation),
# "Team", "Karriere", "Impressum"
mk("kanzlei-brandt.test", "Brandt & Partner Steuerberater",
   [("/leistungen", "Leistungen"), ("/honorar", "Honorar"), ("/team", "Team"), ("/karriere", "Karriere"),
    ("/kontakt", "Kontakt")],
   [("Rechtliches", [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")])],
   lang="de", mains={"/honorar": "<p>Unsere Vergütung richtet sich nach der Steuerberatervergütungsverordnung (StBVV). "
                                 "Pauschalen: Einkommensteuererklärung ab 450 €, Lohnabrechnung ab 25 € je Mitarbeiter.</p>",
                     "/karriere": jobs("/karriere/", 2)})
company("http://kanzlei-brandt.test", {"pricing": "/honorar", "team": "/team", "careers": "/karriere",
                                       "products": "/leistungen", "contact": "/kontakt"})

# ============================================================== R. fifth batch: transport, a school, a cinema
# R1. harbourline: a bus operator; "Timetables", "Fares & tickets" (its prices), "Service updates" (today's diversions
# and cancellations: no release notes), "Drive for us", "News"
mk("harbourline.test", "Harbourline Buses — getting you there", [("/timetables", "Timetables"),
                                                                  ("/fares-and-tickets", "Fares & tickets"),
                                                                  ("/service-updates", "Service updates"),
                                                                  ("/news", "News")],
   [("About us", [("/about", "About Harbourline"), ("/drive-for-us", "Drive for us"), ("/contact", "Contact us")]),
    ("Legal", [("/privacy", "Privacy policy"), ("/conditions-of-carriage", "Conditions of carriage")])],
   mains={"/fares-and-tickets": "<h2>Single tickets</h2><p>Adult £2.00 · Child £1.00</p><h2>Day tickets</h2><p>£5.50</p>",
          "/service-updates": "<ul><li>Route 12 diverted via Quay Street until Friday</li><li>Route 4: 07:10 "
                              "cancelled</li></ul>", "/news": posts("/news/"),
          "/drive-for-us": "<p>Become a bus driver: full paid training.</p>" + jobs("/drive-for-us/", 2)})
company("http://harbourline.test", {"pricing": "/fares-and-tickets", "careers": "/drive-for-us",
                                    "newsroom|blog": "/news"}, ("changelog",), ("timetables",))

# R2. st-aldhelm-school: an independent school; "Fees" under Admissions, "Vacancies" (staff), "Term dates", "News",
# "Our staff"
mk("st-aldhelm-school.test", "St Aldhelm's School", [("/admissions", "Admissions"), ("/admissions/fees", "Fees"),
                                                     ("/school-life", "School life"), ("/news", "News")],
   [("About", [("/about/our-staff", "Our staff"), ("/about/vacancies", "Vacancies"), ("/about/term-dates",
                                                                                        "Term dates")]),
    ("Legal", [("/privacy-notice", "Privacy notice"), ("/contact", "Contact")])],
   mains={"/admissions/fees": "<p>Day pupils £6,450 per term; boarding £11,200 per term.</p>",
          "/about/vacancies": openings("/about/vacancies/", ("Teacher of Mathematics", "Boarding house assistant"), "en"),
          "/news": posts("/news/")})
company("http://st-aldhelm-school.test", {"pricing": "/admissions/fees", "careers": "/about/vacancies",
                                          "team": "/about/our-staff", "newsroom|blog": "/news"}, ("investors",),
        ("term-dates",))

# R3. lumiere-cinemas: a cinema chain; "What's on", "Ticket prices", "Membership", "Gift cards", "Careers", "Press"
mk("lumiere-cinemas.test", "Lumière Cinemas", [("/whats-on", "What's on"), ("/ticket-prices", "Ticket prices"),
                                              ("/membership", "Membership"), ("/gift-cards", "Gift cards")],
   [("Lumière", [("/about", "About us"), ("/careers", "Careers"), ("/press", "Press")]),
    ("Legal", [("/privacy", "Privacy"), ("/terms", "Terms")])],
   mains={"/ticket-prices": "<p>Standard £11.50 · Premium £14.00 · Under 15s £8.00</p>", "/careers": jobs("/careers/", 2),
          "/press": posts("/press/")})
company("http://lumiere-cinemas.test", {"pricing": ("/ticket-prices", "/membership"), "careers": "/careers",
                                        "newsroom": "/press"}, (),
        ("gift-cards", "whats-on"))

# ======================================================================== END OF SITES
net = W.net_fixture(SITES)

#: website → why the case stays wrong (strict xfail)
KNOWN_WRONG: dict[str, str] = {
    "http://glasnetz-nord.test": "a fibre ISP's bare \"Störungen\" (/stoerungen: its network's outages) is its status "
                                 "page as round 13's \"Aktuelle Störungen\" is; round 24 pins a Stadtwerk's bare "
                                 "\"Störungen\" (/stoerungsmeldungen/) as no status page, and the label alone cannot "
                                 "tell them apart: left for a decision between the two rounds",
}


@pytest.mark.parametrize("website", [
    pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w])) if w in KNOWN_WRONG else w
    for w in sorted(EXPECTED)])
async def test_round_thirty_company_sites(net: Any, website: str) -> None:
    """Wanted surfaces at their URLs, absent ones absent, no NEVER fragment selected, nothing robots.txt disallows
    asked, the request bound, methods, social profiles and candidates' order where the table names them, no page
    selected twice under two URLs."""
    want, absent = EXPECTED[website]
    res = await W.discover(net, website)
    sel = W.selected(res)
    got = {s: c.url for s, c in sel.items()}
    assert res.outcome == "active", res.error
    wrong = {s: [got.get(x) for x in s.split("|")] for s, w in want.items()
             if not any(x in sel and W.url_matches(sel[x], w) for x in s.split("|"))}
    assert not wrong, (wrong, got)
    assert not [s for s in absent if s in sel], [(s, got[s]) for s in absent if s in sel]
    bad = [c.url for c in res.selected if any(x in c.url for x in NEVER[website])]
    bad += [f"asked {h}{p}" for h, p in net.log for nh, np in NEVER_ASKED[website] if h == nh and p.startswith(np)]
    assert not bad, (bad, got)
    assert res.requests <= AT_MOST[website], (res.requests, [(r.purpose, r.url) for r in res.request_log])
    meth = {s: str(sel[s].method) for s in METHODS[website] if s in sel}
    assert meth == METHODS[website], (meth, got)
    missing = [x for x in SOCIAL[website] if not any(x in p for p in res.social_profiles)]
    assert not missing, (missing, res.social_profiles)
    for surface, better, worse in ORDER[website]:
        good = [score(c) for c in res.candidates if str(c.surface) == surface and better in c.url]
        poor = [score(c) for c in res.candidates if str(c.surface) == surface and worse in c.url]
        assert good and (not poor or max(good) > max(poor)), (surface, better, good, worse, poor)
    pages = [(str(c.surface), _same_page(c.url)) for c in res.selected if str(c.surface) != "feed"]
    dup = {p for _, p in pages if sum(1 for _, q in pages if q == p) > 1}
    assert not dup, [(s, c) for s, c in pages if c in dup]


# ---------------------------------------------------------------- the rules this round's fixes state, one row each
_TEXT_ROWS: list[tuple[str, str | None]] = [
    ("Our teachers", "team"), ("Unsere Ärzte", "team"), ("Nuestros profesores", "team"), ("Our partners", None),
    ("Our guides", "docs"), ("Teachers", None), ("Estado del vuelo", None), ("Statut du vol", None),
    ("Estado del servicio", "status"), ("Vessel status", None), ("Train status", None), ("System status", "status"),
    ("Books", "products"), ("Press kit", "newsroom"),  # (a press kit alone still counts: round 22 pins the rest)
    ("Elpriser", "pricing"), ("Eintrittspreise", "pricing"), ("Innovationspreise", None), ("Nobelpriser", None),
    ("Honorar", "pricing"), ("Nos honoraires", "pricing"), ("Driftstörningar", "status"), ("Störungen", None),
    ("Fares & tickets", "pricing"), ("Drive for us", "careers"), ("Service updates", None),
    ("Product updates", "changelog"),
]


@pytest.mark.parametrize(("label", "surface"), _TEXT_ROWS)
def test_labels(label: str, surface: str | None) -> None:
    from changewire_common.surfaces import classify_text
    m = classify_text(label)
    assert (str(m.surface) if m is not None and m.confidence >= 0.6 else None) == surface, (label, m)


def test_job_board_search_and_staging_hosts() -> None:
    """An ATS host's /search path is its board (kept with the query naming it); a site's own /search is not; a
    staging / preview / UAT host of the site (or a vendor tenant named so) is a pre-production copy, docs. is not."""
    from changewire_common.surfaces import classify_link, url_is_crawlable
    from changewire_discovery.engine import _pre_production_host
    board = "https://sjobs.brassring.com/TGnewUI/Search/Home/Home?partnerid=25678&siteid=5359"
    assert url_is_crawlable(board) and not url_is_crawlable("https://acme.com/search?q=careers")
    m = classify_link(board, "Careers", region="footer", site_domain="acme.com")
    assert m is not None and str(m.surface) == "jobs_board", m
    rows = {"https://staging.acme.com/careers": True, "https://acme-staging.acme.com/": True,
            "https://uat.acme.com/pricing": True, "https://preview.eu.acme.com/": True,
            "https://acme-preview.statuspage.io/": True, "https://docs.acme.com/": False,
            "https://www.acme.com/staging-area": False, "https://stagecoach.acme.com/": False}
    assert {u: _pre_production_host(u, "acme.com") for u in rows} == rows


def test_head_link_relations() -> None:
    """<link rel=privacy-policy> / rel=terms-of-service are the site's legal links; rel=me, search, manifest and an
    oEmbed alternate are none."""
    from changewire_discovery.extract import parse_page
    f = parse_page("<html><head>" + _hearth_head + "</head><body></body></html>", "http://hearthly.test/")
    assert [(ln.url, ln.region) for ln in f.links] == [("http://hearthly.test/legal/privacy", "footer"),
                                                       ("http://hearthly.test/legal/terms", "footer")]
    assert [x.url for x in f.feeds] == ["http://hearthly.test/blog/rss.xml"]


async def test_a_nested_gzip_sitemap_shell_through_the_cli() -> None:
    """`changewire discover http://tidewell.test --json`: the contract's keys; the pages only a robots.txt-named,
    three-deep gzipped sitemap index lists are selected with method robots; the server saw no more than counted."""
    site = "http://tidewell.test"
    code, doc, err, served = await W.discover_cli(SITES, site)
    assert code == 0, err
    assert set(doc) == {"company_url", "requests", "elapsed_ms", "surfaces"} and doc["company_url"] == site
    sel = {r["surface"]: (r["url"], r["method"]) for r in doc["surfaces"] if r["selected"]}
    assert sel.get("careers") == ("http://tidewell.test/careers", "robots"), sel
    assert sel.get("pricing") == ("http://tidewell.test/pricing", "robots"), sel
    assert all(set(r) == {"surface", "url", "method", "confidence", "verified", "selected"} for r in doc["surfaces"])
    assert served <= doc["requests"] <= 25
