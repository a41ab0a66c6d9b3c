"""Surface classification: (URL, anchor text, page region) → surface with a confidence, in many languages,
plus soft-404 and near-duplicate helpers. Discovery and repair share it.

Pure: no I/O, no clock. Languages: EN, DE, FR, ES, DA, SV, NO, NL, IT, PT, PL, FI, CS, SK, SL, HR/SR, ET, LT, LV, TR,
HU, RO, CA, VI, ID, MS (keywords are accent-folded), Russian, Ukrainian, Bulgarian, Greek, Arabic, Persian, Hebrew and
Thai, and Japanese, Chinese and Korean labels.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import quote, unquote, urlsplit, urlunsplit

from .domains import registrable_domain
from .vocab import Surface

__all__ = [
    "SURFACE_IMPORTANCE", "SurfaceMatch", "brand_repository_releases", "brand_tenant", "classify_link", "classify_text", "classify_url",
    "code_host_changelog", "code_host_wiki", "fold",
    "is_language_segment", "is_not_found_text", "names_people", "not_found_title", "is_social_url", "looks_like_soft_404",
    "path_depth",
    "shingles", "similarity", "surface_root", "url_is_crawlable",
]

#: how much each surface matters (0–1): used for selection order, priority and quality scores
SURFACE_IMPORTANCE: dict[Surface, float] = {
    Surface.CAREERS: 1.0,
    Surface.JOBS_BOARD: 0.95,
    Surface.PRICING: 0.9,
    Surface.NEWSROOM: 0.85,
    Surface.BLOG: 0.8,
    Surface.FEED: 0.8,
    Surface.CHANGELOG: 0.75,
    Surface.STATUS: 0.7,
    Surface.PRODUCTS: 0.65,
    Surface.DOCS: 0.6,
    Surface.HOMEPAGE: 0.55,
    Surface.TEAM: 0.5,
    Surface.INVESTORS: 0.5,
    Surface.LEGAL: 0.4,
    Surface.CONTACT: 0.2,
    Surface.RECORD_SOURCE: 0.5,
}


_INVISIBLE = {ord(c): None for c in "\u00ad\u200b\u200c\u200d\u2060\ufeff"}


def fold(s: str) -> str:
    """Lower-case, strip accents (ä → a, ø → o, æ → ae, ß → ss, ł → l), collapse whitespace."""
    if s.isascii():  # (no accent, ligature or invisible character to fold: the same result, a few times sooner)
        return _SPACES.sub(" ", s.lower().replace("&", " and ")).strip()
    s = s.casefold().replace("ß", "ss").replace("æ", "ae").replace("ø", "o").replace("œ", "oe").replace("å", "a")
    # letters with a stroke have no decomposition to strip (Polish ł, Croatian đ, Turkish dotless ı)
    s = s.replace("ł", "l").replace("đ", "d").replace("ı", "i")
    s = unicodedata.normalize("NFKD", s)
    # accents go; Hangul, which NFKD takes apart into its jamo, is put back together (NFC) so that Korean
    # labels stay syllables ("채용", not its three jamo) and the CJK tables recognise them
    # (a nonspacing mark of class 0 goes too: Thai vowel signs such as ็ would otherwise split a word at non-\w; and so
    # does a spacing one, Devanagari's ि ा ी, which no \w matches either: "करियर" would be two words)
    s = unicodedata.normalize("NFC", "".join(c for c in s if not unicodedata.combining(c)
                                             and unicodedata.category(c) not in ("Mn", "Mc")))
    # a soft hyphen (German sites write "Stellen&shy;angebote") and zero-width characters are no part of the word
    s = s.translate(_INVISIBLE)
    # a Ukrainian apostrophe is often the modifier letter ʼ (U+02BC): "карʼєра" is "кар'єра"
    s = s.replace("’", "'").replace("ʼ", "'").replace("&", " and ")
    return _SPACES.sub(" ", s).strip()


_SPACES = re.compile(r"\s+")


# --------------------------------------------------------------------------- keyword tables
# Path keywords are matched against one folded path segment (exactly, or as a '-'-separated run
# of its tokens). Text keywords are matched against the folded anchor text (whole phrase = strong,
# contained phrase = weaker). Each entry: surface → (strong path keys, weak path keys, text phrases).

_PATH: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (
        ("careers", "career", "jobs", "join-us", "joinus", "join-the-team", "join-our-team", "work-with-us", "work-at", "workwithus",
         "drive-for-us",
         "karriere", "karriere-portal", "stellenangebote", "stellen", "jobs-und-karriere", "jobs-karriere",
         "karriar", "jobb", "jobba-hos-oss", "lediga-jobb", "lediga-tjanster", "ledige-stillinger", "ledige-jobs",
         "job", "arbejd-hos-os", "jobbe-hos-oss", "carrieres", "carriere", "recrutement", "nous-rejoindre",
         "rejoignez-nous", "emplois", "emploi", "offres-d-emploi", "empleo", "empleos", "trabaja-con-nosotros",
         "trabaja-con-nosotras", "unete", "unete-al-equipo", "bolsa-de-trabajo", "carreras", "werken-bij",
         "vacatures", "werkenbij", "lavora-con-noi", "lavora-con-noi", "carriere", "opportunita", "carreiras",
         "trabalhe-conosco", "vagas", "recrutamento", "hiring", "we-are-hiring", "were-hiring", "vacancies", "vacancy",
         "stellenmarkt", "rekrytering", "jobs-at", "recruit", "recruiting", "recruitment", "saiyo",
         "zhaopin", "joinus-cn", "nous-recrutons", "on-recrute", "wir-stellen-ein", "estamos-contratando"),
        ("team-join", "opportunities", "talent", "people-and-careers", "life-at"),
    ),
    Surface.JOBS_BOARD: (
        ("open-positions", "openings", "job-openings", "current-openings", "open-roles", "positions",
         "job-search", "search-jobs", "jobsearch", "all-jobs", "offene-stellen", "aktuelle-stellen",
         "stellenausschreibungen", "jobboerse", "jobborse", "offres", "postes-ouverts", "ofertas-de-empleo",
         "ofertas", "vacantes", "ledige-stillinger-liste", "lediga-tjanster-lista", "openstaande-vacatures",
         "posizioni-aperte", "vagas-abertas", "job-listings", "listings", "job-board", "jobboard"),
        (),
    ),
    Surface.PRICING: (
        ("pricing", "prices", "price", "plans", "plans-and-pricing", "plans-pricing", "pricing-plans", "preise",
         "preis", "preisliste", "tarife", "tarif", "tarifs", "prix", "offres-et-tarifs", "precios", "precio",
         "planes", "tarifas", "tarifarios", "tarifario", "abo", "abos", "priser", "pris", "prisliste", "prislista",
         "prijzen", "prijs", "tarieven",
         "prezzi", "prezzo", "listino", "precos", "preco", "planos", "buy", "subscribe", "abonnement",
         "abonnementer", "abonnemang", "compare-plans", "licensing", "tarification", "abonnements",
         "preise-und-pakete", "honorar", "honorare", "honoraires", "honorarios", "onorari", "fares",
         "fares-and-tickets", "tickets-and-fares"),
        # "Pakete" are a SaaS's packages, but a carrier's parcels: a hint only; so is a consumer service's "Premium"
        # (its paid plans: a streaming service's, an app's), also a news site's paywalled section; and an agency's or
        # a studio's "Packages" (its fixed-price offers), also a developer tool's software packages
        ("shop-plans", "editions", "pakete", "premium", "packages"),
    ),
    Surface.BLOG: (
        ("blog", "blogs", "weblog", "articles", "insights", "stories", "magazine", "magazin", "journal",
         "engineering-blog", "tech-blog", "le-blog", "el-blog", "bloggen", "bloggi", "artikler", "artiklar",
         "artikel", "artikelen", "articoli", "artigos", "resources-blog", "ratgeber", "le-mag", "mag"),
        ("posts", "post", "writing", "thoughts", "insight", "perspectives", "ressources", "resources", "wissen"),
    ),
    Surface.NEWSROOM: (
        ("news", "newsroom", "press", "press-releases", "pressreleases", "press-release", "media", "media-center",
         "media-centre", "mediacenter", "in-the-news", "announcements", "presse", "pressemitteilungen",
         "pressemeldungen", "pressebereich", "pressroom", "aktuelles", "neuigkeiten", "nachrichten", "meldungen",
         "aktuell", "actualites", "actualite", "actus", "communiques", "communiques-de-presse", "salle-de-presse",
         "espace-presse", "noticias", "prensa", "sala-de-prensa", "sala-de-imprensa", "comunicados", "nyheder",
         "nyheter", "pressemeddelelser", "pressmeddelanden", "pressrum", "pressemeldinger", "aktuelt", "aktuellt",
         "nieuws", "pers", "persberichten", "nieuwsberichten", "notizie", "comunicati-stampa", "stampa",
         "sala-stampa", "novita", "imprensa", "novidades", "company-news", "latest-news", "news-releases",
         "newsreleases", "press-kit", "presskit"),
        ("updates", "medien"),
    ),
    Surface.CHANGELOG: (
        ("changelog", "change-log", "changes", "release-notes", "releasenotes", "releases", "whats-new",
         "what-s-new", "whatsnew", "product-updates", "updates-and-releases", "versionshinweise",
         "aenderungsprotokoll", "anderungsprotokoll", "notes-de-version", "nouveautes", "novedades",
         "notas-de-la-version", "notas-de-version", "versionsnoter", "versionsinformation", "produktnyheter",
         "release-notities", "note-di-rilascio", "notas-de-lancamento", "product-news", "new-features",
         "was-ist-neu", "neuerungen", "quoi-de-neuf", "produkt-updates"),
        ("updates", "history", "roadmap"),
    ),
    Surface.DOCS: (
        ("docs", "doc", "documentation", "developers", "developer", "dev", "api", "api-docs", "api-reference",
         "reference", "guides", "guide", "manual", "handbook", "knowledge-base", "knowledgebase", "kb",
         "dokumentation", "doku", "entwickler", "handbuch", "documentacion", "desarrolladores", "documentacao",
         "documentatie", "documentazione", "dokumentasjon", "utviklere", "utvecklare", "help-center",
         "helpcenter", "tutorials", "sdk", "centre-d-aide", "hilfe-center", "hilfecenter", "aide-en-ligne",
         "support-center", "supportcenter", "kennisbank", "helpcentrum", "wissensdatenbank", "wissensbasis",
         "base-de-connaissances", "base-de-conocimiento", "base-de-conocimientos", "centro-de-ayuda",
         "base-de-conhecimento", "central-de-ajuda", "centro-de-ajuda", "base-di-conoscenza", "centro-assistenza",
         "kunskapsbas", "kunskapsbank", "hjalpcenter", "kunnskapsbase", "vidensbase"),
        ("help", "support", "hilfe", "aide", "ayuda", "hjaelp", "hjalp", "ajuda", "aiuto", "faq", "faqs"),
    ),
    Surface.STATUS: (
        ("status", "system-status", "service-status", "uptime", "statuspage", "trust-status", "betriebsstatus",
         "etat-des-services", "statut", "etat-du-service", "statut-des-services", "estado", "driftsstatus", "driftstatus",
         "systemstatus", "netzstatus", "storungsauskunft", "storungsmeldungen", "aktuelle-storungen",
         # an operator's outages in its visitors' words (round 30's kraftbolaget): German with its umlaut written out,
         # Swedish, Danish / Norwegian (a bare "Störungen" stays none: round 24's energie-mittelfranken pins it so)
         "aktuelle-stoerungen", "stoerungsauskunft", "driftstorningar", "driftstoerningar", "driftsforstyrrelser",
         "driftsinfo", "driftinfo"),
        (),
    ),
    Surface.LEGAL: (
        ("legal", "privacy", "privacy-policy", "privacypolicy", "privacy-notice", "terms", "terms-of-service",
         "terms-of-use", "terms-and-conditions", "tos", "imprint", "impressum", "datenschutz",
         "datenschutzerklarung", "datenschutzerklaerung", "datenschutzhinweis", "datenschutzhinweise", "agb",
         "nutzungsbedingungen", "rechtliches", "rechtliche-hinweise", "mentions-legales", "confidentialite",
         "politique-de-confidentialite", "cgu", "cgv", "conditions-generales", "donnees-personnelles",
         "aviso-legal", "privacidad", "politica-de-privacidad", "terminos", "terminos-y-condiciones",
         "condiciones", "politica-de-cookies", "cookies", "cookie-policy", "cookie-policy-eu", "privatlivspolitik",
         "persondatapolitik", "handelsbetingelser", "vilkar", "betingelser", "personvern", "personvernerklaering",
         "personvernerklaring", "integritetspolicy", "integritet", "personuppgifter", "villkor", "anvandarvillkor",
         "privacyverklaring", "privacybeleid", "algemene-voorwaarden", "voorwaarden", "disclaimer",
         "note-legali", "informativa-privacy", "termini-e-condizioni", "termini", "privacidade",
         "politica-de-privacidade", "termos", "termos-de-uso", "gdpr", "dpa", "security-policy", "trust",
         "compliance"),
        (),
    ),
    Surface.TEAM: (
        ("team", "our-team", "the-team", "leadership", "management", "people", "founders", "board", "leaders",
         "our-leaders",
         "executive-team", "leadership-team", "management-team", "unser-team", "das-team", "team-und-kultur",
         "geschaftsfuhrung", "geschaeftsfuehrung", "vorstand", "equipe", "notre-equipe", "l-equipe", "direction",
         "equipo", "nuestro-equipo", "medarbejdere", "medarbetare", "ansatte", "vart-team",
         "vores-team", "ons-team", "het-team", "il-team", "equipa", "nossa-equipe",
         "ledelse", "ledning", "bestuur", "experten", "experts", "staff", "team-members",
         # a law firm's people are its attorneys (its team page, as a consultancy's "experts" is)
         "attorneys", "our-attorneys", "lawyers", "our-lawyers", "anwaelte", "avocats", "abogados", "advocaten",
         "avvocati"),
        # "who we are" in Spanish, Italian and Portuguese is the About page, as "qui sommes-nous" is: below the team
        # page beneath it (/chi-siamo/team "Il team")
        ("about", "about-us", "aboutus", "company", "who-we-are", "our-story", "ueber-uns", "uber-uns", "wir",
         "unternehmen", "a-propos", "qui-sommes-nous", "societe", "entreprise", "nosotros", "sobre-nosotros",
         "empresa", "om-os", "om-oss", "om", "over-ons", "azienda", "sobre", "sobre-nos", "about-company",
         "quienes-somos", "chi-siamo", "quem-somos"),
    ),
    Surface.PRODUCTS: (
        ("products", "product", "features", "solutions", "platform", "produkte", "produkt", "loesungen",
         "losungen", "leistungen", "funktionen", "produits", "produit", "fonctionnalites", "solutions",
         "productos", "producto", "soluciones", "funcionalidades", "produkter", "losninger", "funktioner",
         "producten", "oplossingen", "prodotti", "soluzioni", "funzionalita", "produtos", "solucoes", "shop",
         "store", "catalog", "catalogue", "services", "tjenester", "tjanster", "diensten", "servizi", "servicios",
         "dienstleistungen", "sortiment", "ydelser", "vores-ydelser", "our-brands", "nuestras-marcas", "unsere-marken",
         "nos-marques", "nossas-marcas", "le-nostre-marche",
         # a biotech's drug candidates: what it makes, above its technology "platform"
         "pipeline",
         # a pharma company's marketed medicines (their hub; one medicine's page is /our-medicines/<brand>)
         "medicines", "our-medicines", "medications", "our-products"),
        # (an integrations page is the product's app directory: a product page only when no other is linked)
        ("what-we-do", "offering", "integrations", "angebot", "offre", "use-cases", "industries", "tools", "apps"),
    ),
    Surface.INVESTORS: (
        ("investors", "investor", "investor-relations", "investorrelations", "ir", "shareholders",
         "aktionaere", "aktionare", "investoren", "finanzberichte", "investisseurs", "actionnaires",
         "inversores", "accionistas", "relacion-con-inversores", "investorer", "aktieagare", "aksjonaerer",
         "beleggers", "aandeelhouders", "investitori", "azionisti", "investidores", "relacoes-com-investidores",
         "financial-reports", "annual-reports", "sec-filings"),
        (),
    ),
    Surface.CONTACT: (
        ("contact", "contact-us", "contactus", "kontakt", "kontaktieren", "kontakt-os", "kontakta-oss",
         "kontakt-oss", "kontakta", "nous-contacter", "contactez-nous", "contacto", "contactanos", "contato",
         "fale-conosco", "contatti", "contattaci", "neem-contact-op", "get-in-touch", "contacts"),
        # where the company is, not how to reach it: the contact page only when no Contact link is there
        ("locations", "offices", "standorte", "anfahrt"),
    ),
}

_TEXT: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: (
        "careers", "career", "jobs", "join us", "join our team", "join the team", "we're hiring", "we are hiring",
        "were hiring", "work with us", "drive for us", "work at", "working at", "jobs and careers", "careers and jobs", "hiring",
        "karriere", "jobs and karriere", "karriere and jobs", "stellenangebote", "stellen", "jobs bei uns",
        "arbeiten bei uns", "arbeiten bei", "karriar", "jobb", "jobba hos oss", "lediga jobb", "lediga tjanster",
        "ledige stillinger", "ledige jobs", "job", "jobs hos os", "arbejd hos os", "jobbe hos oss", "job hos os",
        "carrieres", "carriere", "recrutement", "nous rejoindre", "rejoignez-nous", "rejoignez nous", "emplois",
        "offres d'emploi", "empleo", "empleos", "trabaja con nosotros", "unete", "unete al equipo",
        "unete a nosotros", "bolsa de trabajo", "carreras", "werken bij", "vacatures", "werken bij ons",
        "lavora con noi", "carriere e lavoro", "opportunita di lavoro", "carreiras", "trabalhe conosco",
        "trabalhe connosco", "vagas", "recrutamento", "vacancies", "talent", "life at", "open roles", "rekrytering",
        "jobs und karriere", "stellenmarkt", "recruit", "recruiting", "recruitment", "nous recrutons", "on recrute",
        "wir stellen ein", "estamos contratando",
    ),
    Surface.JOBS_BOARD: (
        "open positions", "open roles", "job openings", "current openings", "current vacancies", "see open positions",
        "view open positions", "see all jobs", "view all jobs", "all jobs", "browse jobs", "search jobs",
        "job search", "openings", "offene stellen", "aktuelle stellen", "alle stellen", "stellenausschreibungen",
        "jobborse", "postes ouverts", "toutes nos offres", "voir les offres", "ofertas de empleo",
        "vacantes", "ver ofertas", "ledige stillinger", "se ledige stillinger", "lediga tjanster", "alle jobs",
        "se alla jobb", "openstaande vacatures", "alle vacatures", "posizioni aperte", "vagas abertas",
        "see jobs", "view jobs", "job listings",
    ),
    Surface.PRICING: (
        "pricing", "prices", "price", "plans", "plans and pricing", "pricing and plans", "plans & pricing",
        "compare plans", "buy now", "preise", "preis", "preise und pakete", "tarife", "tarifs", "prix",
        "offres et tarifs", "nos tarifs", "precios", "planes", "planes y precios", "tarifas", "tarifarios", "tarifario",
        "abo", "abos", "abo-angebote", "abo angebote", "priser", "pris",
        "priser og abonnementer", "prijzen", "tarieven", "prezzi", "listino prezzi", "precos", "planos",
        "planos e precos", "abonnement", "abonnementer", "see pricing", "view pricing", "tarification", "abonnements",
        "charges", "our charges", "fees and charges", "service charges", "tariff of charges",
        # a carrier's or a transit operator's prices (round 30's harbourline: "Fares & tickets")
        "fares", "our fares", "fares and tickets", "tickets and fares",
        # a practice's fees (a tax adviser's, an architect's, a lawyer's "Honorar", "Honoraires", "Honorarios")
        "honorar", "honorare", "unser honorar", "honoraires", "nos honoraires", "honorarios", "onorari",
        "premium", "packages",
    ),
    Surface.BLOG: (
        "blog", "our blog", "the blog", "blogs", "articles", "insights", "stories", "magazine", "magazin",
        "journal", "engineering blog", "tech blog", "le blog", "el blog", "bloggen", "artikler", "artiklar", "ratgeber",
        "le mag",
        "artikel", "artikelen", "articoli", "artigos", "read our blog", "from the blog",
    ),
    Surface.NEWSROOM: (
        "news", "newsroom", "press", "press releases", "press room", "media", "media center", "media centre",
        "in the news", "announcements", "latest news", "company news", "press & media", "press and media",
        "news and press", "news and events", "presse", "pressemitteilungen", "pressemeldungen", "pressebereich",
        "aktuelles", "neuigkeiten", "nachrichten", "news and presse", "presse and medien", "medien", "actualites",
        "actualite", "actus", "communiques", "communiques de presse", "salle de presse", "espace presse",
        "noticias", "prensa", "sala de prensa", "sala de imprensa", "comunicados", "nyheder", "nyheter",
        "pressemeddelelser", "pressmeddelanden", "pressrum", "pressemeldinger", "aktuelt", "aktuellt", "nieuws",
        "pers", "persberichten", "notizie", "comunicati stampa", "stampa", "novita", "imprensa", "novidades",
    ),
    Surface.CHANGELOG: (
        "changelog", "change log", "release notes", "releases", "what's new", "whats new", "product updates",
        "updates", "versionshinweise", "anderungsprotokoll", "neue funktionen", "notes de version", "nouveautes",
        "novedades", "notas de la version", "versionsnoter", "nyheder i produktet", "produktnyheter",
        "release notities", "note di rilascio", "notas de lancamento", "new features", "product news",
        "was ist neu", "neuerungen", "quoi de neuf", "produkt-updates",
    ),
    Surface.DOCS: (
        "docs", "documentation", "developers", "developer", "developer docs", "developer portal", "api", "api docs",
        "api reference", "reference", "guides", "manual", "handbook", "knowledge base", "help center",
        "help centre", "dokumentation", "entwickler", "handbuch", "documentacion", "desarrolladores",
        "documentacao", "documentatie", "documentazione", "dokumentasjon", "utviklere", "utvecklare",
        "tutorials", "sdk", "developer api", "help", "support", "hilfe", "aide", "ayuda", "hjaelp",
        "centre d'aide", "hilfe-center", "hilfecenter", "help-center", "support center", "aide en ligne",
        "hjalp", "ajuda", "aiuto", "faq", "kennisbank", "helpcentrum", "wissensdatenbank", "wissensbasis",
        "base de connaissances", "base de conocimiento", "base de conocimientos", "centro de ayuda",
        "base de conhecimento", "central de ajuda", "centro de ajuda", "base di conoscenza", "centro assistenza",
        "kunskapsbas", "kunskapsbank", "hjalpcenter", "kunnskapsbase", "vidensbase",
        # a shop's customer service: its help centre (weak, as "Help" and Norwegian "Kundeservice" are)
        "customer service", "customer care", "kundenservice", "kundendienst", "klantenservice", "kundservice",
        "service client", "service clients", "atencion al cliente", "servizio clienti", "atendimento ao cliente",
        "asiakaspalvelu",
    ),
    Surface.STATUS: (
        "status", "system status", "service status", "status page", "uptime", "systemstatus", "betriebsstatus",
        "service health", "system health", "platform status", "health dashboard",
        "etat des services", "statut", "etat du service", "statut des services", "estado del servicio", "estado del sistema", "driftsstatus", "driftstatus",
        # a network operator's own network (a telco's, an ISP's): "Netzstatus", "Störungsauskunft", "Aktuelle Störungen"
        "netzstatus", "storungsauskunft", "storungsmeldungen", "aktuelle storungen",
        "driftstorningar", "aktuella driftstorningar", "driftsforstyrrelser", "driftsinfo", "driftinfo",
    ),
    Surface.LEGAL: (
        "legal", "privacy", "privacy policy", "privacy notice", "terms", "terms of service", "terms of use",
        "terms and conditions", "imprint", "legal notice", "cookie policy", "cookies", "impressum", "datenschutz",
        "datenschutzerklarung", "datenschutzhinweise", "agb", "nutzungsbedingungen", "rechtliches",
        "mentions legales", "confidentialite", "politique de confidentialite", "cgu", "cgv",
        "conditions generales", "aviso legal", "privacidad", "politica de privacidad", "terminos",
        "terminos y condiciones", "politica de cookies", "privatlivspolitik", "persondatapolitik",
        "handelsbetingelser", "vilkar", "personvern", "personvernerklaering", "integritetspolicy",
        "personuppgifter", "villkor", "privacyverklaring", "algemene voorwaarden", "disclaimer", "note legali",
        "privacy e cookie", "termini e condizioni", "privacidade", "politica de privacidade", "termos de uso",
        "gdpr", "security", "trust center", "compliance",
    ),
    Surface.TEAM: (
        "team", "our team", "the team", "meet the team", "leadership", "management", "our people", "people",
        "founders", "board", "about", "about us", "company", "who we are", "our story", "uber uns", "das team",
        "leadership team", "management team", "executive team", "our leadership", "leaders", "our leaders",
        "unser team", "team and kultur", "geschaftsfuhrung", "vorstand", "unternehmen", "wir", "equipe",
        "notre equipe", "l'equipe", "a propos", "qui sommes-nous", "qui sommes nous", "direction", "equipo",
        "le groupe", "notre groupe", "el grupo", "o grupo", "il gruppo", "der konzern", "der verlag", "verlag",
        "uber den verlag",
        "nuestro equipo", "quienes somos", "sobre nosotros", "nosotros", "om os", "om oss", "medarbejdere",
        "medarbetare", "ansatte", "vores team", "vart team", "ons team", "over ons", "chi siamo", "il team",
        "equipa", "nossa equipe", "quem somos", "sobre nos", "ledelse", "ledning", "experten", "staff",
        "attorneys", "our attorneys", "lawyers", "our lawyers", "anwalte", "unsere anwalte", "avocats", "nos avocats",
        "abogados", "nuestros abogados", "advocaten", "onze advocaten", "avvocati", "i nostri avvocati",
    ),
    Surface.PRODUCTS: (
        "products", "product", "features", "solutions", "platform", "produkte", "produkt", "losungen",
        "leistungen", "funktionen", "produits", "fonctionnalites", "productos", "soluciones", "produkter",
        "losninger", "funktioner", "producten", "oplossingen", "prodotti", "soluzioni", "produtos", "solucoes",
        "shop", "store", "services", "our services", "tjenester", "tjanster", "diensten", "servizi",
        "servicios", "dienstleistungen", "integrations", "what we do", "ydelser", "vores ydelser",
        # a consumer-goods company's product lines ("Brand" alone is the brand assets page: not here), a game studio's
        # titles
        "our brands", "nuestras marcas", "unsere marken", "nos marques", "nossas marcas", "le nostre marche",
        "games", "our games", "unsere spiele", "nos jeux", "nuestros juegos",
        # a publisher's or a bookshop's titles (round 30's inkwell-press)
        "books", "our books", "unsere bucher", "nos livres", "nuestros libros", "i nostri libri", "onze boeken",
        # a podcast network's or a broadcaster's shows
        "shows", "our shows",
        # a conglomerate's divisions ("Our businesses")
        "our businesses", "our business", "business areas", "business segments", "nos activites", "nuestros negocios",
        # a biotech's drug candidates
        "pipeline", "our pipeline", "clinical pipeline", "development pipeline", "product pipeline", "r and d pipeline",
        # a pharma company's marketed medicines
        "medicines", "our medicines", "our products",
    ),
    Surface.INVESTORS: (
        "investors", "investor relations", "investor", "shareholders", "ir", "investoren", "aktionare",
        "investisseurs", "actionnaires", "inversores", "accionistas", "investorer", "beleggers", "investitori",
        "investidores", "annual reports", "financial reports", "annual report",
    ),
    Surface.CONTACT: (
        "contact", "contact us", "get in touch", "kontakt", "kontaktieren sie uns", "kontakt os", "kontakta oss",
        "kontakt oss", "nous contacter", "contactez-nous", "contact and acces", "contacto", "contactanos",
        "contato", "fale conosco", "contatti", "contattaci", "neem contact op", "locations", "offices",
        "standorte", "talk to sales", "contact sales", "contacts", "our contacts",
    ),
}

#: Polish and Finnish, then Czech and Turkish, merged into the tables above (same shapes: strong / weak path keys,
#: text phrases)
_PATH_PL_FI: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("kariera", "praca", "oferty-pracy", "dolacz-do-nas", "pracuj-z-nami", "rekrutacja", "ura", "urat",
                       "rekry", "rekrytointi", "tyopaikat", "avoimet-tyopaikat", "toihin-meille", "tule-toihin",
                       "tule-meille-toihin"), ()),
    Surface.PRICING: (("cennik", "ceny", "hinnasto", "hinnat", "hinnoittelu"), ("pakiety",)),
    Surface.BLOG: (("artykuly", "blogi", "artikkelit"), ("poradnik",)),
    Surface.NEWSROOM: (("aktualnosci", "wiadomosci", "dla-mediow", "biuro-prasowe", "centrum-prasowe", "prasa",
                        "uutiset", "ajankohtaista", "tiedotteet", "medialle", "lehdistotiedotteet"), ()),
    Surface.CHANGELOG: (("informacje-o-wydaniu", "julkaisutiedot"), ()),
    Surface.DOCS: (("dokumentacja", "centrum-pomocy", "baza-wiedzy", "dokumentaatio", "ohjeet", "ohjekeskus"),
                   ("pomoc", "tuki")),
    Surface.LEGAL: (("polityka-prywatnosci", "regulamin", "polityka-cookies", "rodo", "nota-prawna", "tietosuoja",
                     "tietosuojaseloste", "kayttoehdot", "ehdot", "toimitusehdot"), ()),
    Surface.TEAM: (("zespol", "nasz-zespol", "zarzad", "tiimi", "henkilosto", "johto"),
                   ("o-nas", "o-firmie", "yritys", "meista", "tietoa-meista")),
    Surface.PRODUCTS: (("produkty", "uslugi", "rozwiazania", "funkcje", "palvelut", "tuotteet", "ratkaisut",
                        "ominaisuudet"), ("oferta",)),
    Surface.INVESTORS: (("relacje-inwestorskie", "inwestorzy", "dla-inwestorow", "sijoittajat", "sijoittajille"), ()),
    Surface.CONTACT: (("yhteystiedot", "ota-yhteytta"), ()),
}
_TEXT_PL_FI: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("kariera", "praca", "oferty pracy", "dolacz do nas", "pracuj z nami", "rekrutacja", "ura", "urat",
                      "rekry", "rekrytointi", "tyopaikat", "avoimet tyopaikat", "toihin meille", "tule meille toihin",
                      "tule toihin"),
    Surface.PRICING: ("cennik", "ceny", "plany i ceny", "hinnasto", "hinnat", "hinnoittelu"),
    Surface.BLOG: ("artykuly", "blogi", "artikkelit"),
    Surface.NEWSROOM: ("aktualnosci", "wiadomosci", "dla mediow", "biuro prasowe", "centrum prasowe", "uutiset",
                       "ajankohtaista", "tiedotteet", "medialle", "lehdistotiedotteet"),
    Surface.CHANGELOG: ("informacje o wydaniu", "julkaisutiedot"),
    Surface.DOCS: ("dokumentacja", "centrum pomocy", "baza wiedzy", "pomoc", "dokumentaatio", "ohjeet", "ohjekeskus",
                   "tuki"),
    Surface.LEGAL: ("polityka prywatnosci", "regulamin", "polityka cookies", "rodo", "nota prawna", "tietosuoja",
                    "tietosuojaseloste", "kayttoehdot", "toimitusehdot"),
    Surface.TEAM: ("o nas", "o firmie", "zespol", "nasz zespol", "zarzad", "yritys", "meista", "tietoa meista", "tiimi",
                   "henkilosto", "johto"),
    Surface.PRODUCTS: ("produkty", "uslugi", "rozwiazania", "funkcje", "palvelut", "tuotteet", "ratkaisut", "ominaisuudet"),
    Surface.INVESTORS: ("relacje inwestorskie", "inwestorzy", "dla inwestorow", "sijoittajat", "sijoittajille"),
    Surface.CONTACT: ("yhteystiedot", "ota yhteytta"),
}
_PATH_CS_TR: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("volna-mista", "pracovni-nabidky", "kariyer", "is-ilanlari", "insan-kaynaklari",
                       "acik-pozisyonlar"), ()),
    Surface.PRICING: (("cenik", "fiyatlandirma", "fiyatlar", "fiyat"), ("paketler",)),
    Surface.NEWSROOM: (("aktuality", "tiskove-zpravy", "pro-media", "haberler", "basin", "basin-odasi", "duyurular",
                        "basin-bultenleri"), ()),
    Surface.DOCS: (("dokumentace", "napoveda", "dokumantasyon", "yardim", "yardim-merkezi"), ("podpora", "destek")),
    Surface.LEGAL: (("ochrana-osobnich-udaju", "zasady-ochrany-osobnich-udaju", "obchodni-podminky", "podminky-uzivani",
                     "gizlilik", "gizlilik-politikasi", "kullanim-kosullari", "kvkk", "cerez-politikasi",
                     "aydinlatma-metni"), ()),
    Surface.TEAM: (("nas-tym", "tym", "vedeni", "ekibimiz", "ekip", "yonetim"), ("hakkimizda", "o-spolecnosti")),
    Surface.PRODUCTS: (("sluzby", "reseni", "urunler", "urun", "cozumler", "hizmetler", "ozellikler"), ()),
    Surface.INVESTORS: (("pro-investory", "investori", "yatirimci-iliskileri", "yatirimcilar"), ()),
    Surface.CONTACT: (("iletisim", "bize-ulasin"), ()),
}
_TEXT_CS_TR: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("volna mista", "pracovni nabidky", "kariyer", "is ilanlari", "insan kaynaklari", "acik pozisyonlar"),
    Surface.PRICING: ("cenik", "fiyatlandirma", "fiyatlar"),
    Surface.NEWSROOM: ("aktuality", "tiskove zpravy", "pro media", "haberler", "basin", "basin odasi", "duyurular",
                       "basin bultenleri"),
    Surface.DOCS: ("dokumentace", "napoveda", "dokumantasyon", "yardim", "yardim merkezi"),
    Surface.LEGAL: ("ochrana osobnich udaju", "zasady ochrany osobnich udaju", "obchodni podminky", "podminky uzivani",
                    "gizlilik", "gizlilik politikasi", "kullanim kosullari", "kvkk", "cerez politikasi", "aydinlatma metni"),
    Surface.TEAM: ("nas tym", "tym", "vedeni", "o spolecnosti", "hakkimizda", "ekibimiz", "ekip", "yonetim"),
    Surface.PRODUCTS: ("sluzby", "reseni", "urunler", "cozumler", "hizmetler", "ozellikler"),
    Surface.INVESTORS: ("pro investory", "investori", "yatirimci iliskileri", "yatirimcilar"),
    Surface.CONTACT: ("iletisim", "bize ulasin"),
}
#: English words the tables above missed (Australian / British / American usage: "Tariffs", "Work for us",
#: "Employment", "Media releases"), Swedish "Investerare", then Hungarian, Romanian, Russian, Ukrainian and Greek
#: (Cyrillic and Greek labels folded like the rest; their paths as sites transliterate them)
_PATH_MORE: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("work-for-us", "employment", "employment-opportunities", "careers-and-employment", "work-here",
                       "join-the-crew", "join-our-crew",
                       # hu, ro
                       "karrier", "allasok", "allasajanlatok", "munkalehetosegek", "cariere", "cariera", "locuri-de-munca",
                       "joburi",
                       # ru, uk (transliterated)
                       "vakansii", "vakansiyi", "karera", "kariera", "rabota", "rabota-u-nas", "robota", "robota-u-nas",
                       # el
                       "karriera", "theseis-ergasias", "ergasia"),
                      ("crew",)),
    Surface.JOBS_BOARD: (("nyitott-poziciok", "posturi-disponibile", "otkrytye-vakansii"), ()),
    Surface.PRICING: (("tariffs", "tariff", "rates", "our-rates", "fees", "our-fees", "rates-and-fees", "membership",
                       "memberships", "membership-options", "arak", "araink", "arlista", "preturi", "abonamente", "tseny", "tsenyi",
                       "tarify", "stoimost", "prajs", "prais", "tsiny", "tsini", "tarifi", "vartist", "timologisi",
                       "timokatalogos"), ("csomagok",)),
    Surface.BLOG: (("cikkek", "articole", "stati", "statyi", "statti", "arthra"), ()),
    Surface.NEWSROOM: (("media-releases", "media-release", "sajto", "sajtoszoba", "hirek", "sajtokozlemenyek",
                        "presa", "comunicate-de-presa", "noutati", "stiri", "centru-de-presa", "novosti",
                        "press-tsentr", "press-centr", "press-center", "press-relizy", "novyny", "novini", "pres-tsentr",
                        "nea", "deltia-typou", "anakoinoseis"), ()),
    Surface.LEGAL: (("adatvedelem", "adatvedelmi-tajekoztato", "adatkezelesi-tajekoztato", "aszf", "impresszum",
                     "jogi-nyilatkozat", "felhasznalasi-feltetelek", "politica-de-confidentialitate", "confidentialitate",
                     "termeni-si-conditii", "termeni", "politica-cookies", "politika-konfidentsialnosti",
                     "politika-konfidencialnosti", "polzovatelskoe-soglashenie", "polityka-konfidentsiinosti",
                     "polityka-konfidentsiynosti", "umovy-vykorystannia", "politiki-aporritou", "oroi-xrisis",
                     "oroi-chrisis"), ()),
    Surface.TEAM: (("csapatunk", "csapat", "vezetoseg", "echipa", "echipa-noastra", "conducere", "komanda",
                    "rukovodstvo", "omada"),
                   ("rolunk", "cegunkrol", "despre-noi", "despre", "o-kompanii", "pro-nas", "pro-kompaniyu", "etaireia",
                    "sxetika")),
    Surface.PRODUCTS: (("termekek", "termek", "szolgaltatasok", "megoldasok", "produse", "servicii", "solutii",
                        "resheniya", "produktsiya", "poslugy", "posluhy", "rishennia", "proionta", "ypiresies", "lyseis"),
                       ()),
    Surface.INVESTORS: (("investerare", "investerarrelationer", "befektetoknek", "befektetok", "investitori",
                         "relatii-cu-investitorii", "relatia-cu-investitorii", "investoram", "aktsioneram",
                         "ependytikes-sxeseis"), ()),
    Surface.CONTACT: (("kapcsolat", "elerhetoseg", "elerhetosegek", "contacteaza-ne", "kontakty", "kontakti",
                       "epikoinonia"), ()),
    Surface.DOCS: (("dokumentacio", "tudasbazis", "documentatie", "dokumentatsiya", "spravka"),
                   ("sugo", "ajutor", "pomoshch", "dopomoga")),
}
_TEXT_MORE: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("work for us", "employment", "employment opportunities", "work here", "join the crew",
                      "join our crew", "karrier", "allasok", "allasajanlatok",
                      "munkalehetosegek", "cariere", "cariera", "locuri de munca", "joburi", "alatura-te echipei",
                      "вакансии", "карьера", "работа у нас", "работа в компании", "вакансії", "кар'єра", "робота у нас",
                      "καριέρα", "θέσεις εργασίας", "εργαστείτε μαζί μας", "ευκαιρίες καριέρας"),
    Surface.JOBS_BOARD: ("nyitott poziciok", "posturi disponibile", "открытые вакансии", "відкриті вакансії",
                         "ανοιχτές θέσεις"),
    Surface.PRICING: ("tariffs", "our tariffs", "rates", "our rates", "fees", "our fees", "rates and fees", "membership",
                      "memberships", "membership options", "arak", "araink", "arlista", "preturi", "abonamente", "цены", "тарифы",
                      "стоимость", "прайс-лист", "ціни", "тарифи", "вартість", "τιμές", "τιμολόγηση", "τιμοκατάλογος",
                      # a Greek company's published tariffs ("pricing policy")
                      "τιμολογιακή πολιτική"),
    Surface.BLOG: ("cikkek", "articole", "блог", "статьи", "статті", "ιστολόγιο", "άρθρα"),
    Surface.NEWSROOM: ("media releases", "media release", "sajto", "sajtoszoba", "hirek", "sajtokozlemenyek", "presa",
                       "comunicate de presa", "noutati", "stiri", "centru de presa", "новости", "пресс-центр",
                       "пресс-релизы", "для прессы", "новини", "прес-центр", "для преси", "νέα", "δελτία τύπου",
                       "ειδήσεις", "ανακοινώσεις", "γραφείο τύπου"),
    Surface.LEGAL: ("adatvedelem", "adatvedelmi tajekoztato", "adatkezelesi tajekoztato", "aszf", "impresszum",
                    "jogi nyilatkozat", "felhasznalasi feltetelek", "politica de confidentialitate", "confidentialitate",
                    "termeni si conditii", "politica cookies", "политика конфиденциальности",
                    "пользовательское соглашение", "правовая информация", "условия использования",
                    "політика конфіденційності", "умови використання", "πολιτική απορρήτου", "όροι χρήσης",
                    "όροι και προϋποθέσεις", "προσωπικά δεδομένα"),
    Surface.TEAM: ("rolunk", "csapatunk", "vezetoseg", "cegunkrol", "despre noi", "echipa", "echipa noastra",
                   "conducere", "о компании", "о нас", "команда", "руководство", "про нас", "про компанію",
                   "σχετικά με εμάς", "ποιοι είμαστε", "η ομάδα μας", "διοίκηση"),
    Surface.PRODUCTS: ("termekek", "szolgaltatasok", "megoldasok", "produse", "servicii", "solutii", "услуги",
                       "продукты", "решения", "продукция", "послуги", "продукти", "рішення", "προϊόντα", "υπηρεσίες",
                       "λύσεις"),
    Surface.INVESTORS: ("investerare", "for investerare", "befektetoknek", "befektetoi kapcsolatok", "investitori",
                        "relatii cu investitorii", "инвесторам", "акционерам и инвесторам", "інвесторам",
                        "επενδυτικές σχέσεις", "επενδυτές"),
    Surface.CONTACT: ("kapcsolat", "elerhetoseg", "elerhetosegek", "contacteaza-ne", "контакты", "связаться с нами",
                      "контакти", "επικοινωνία"),
    Surface.DOCS: ("sugo", "dokumentacio", "tudasbazis", "ajutor", "документация", "помощь", "справка", "база знаний",
                   "документація", "допомога", "βοήθεια"),
}
#: Vietnamese and Indonesian (paths and labels, folded: "Tuyển dụng" is "tuyen dung"), Arabic, Hebrew, Thai, Hindi and
#: Bengali labels
#: (Thai's vowel and tone marks, Arabic's hamza and harakat are folded away like accents, in keywords and labels alike)
_PATH_SEA: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("tuyen-dung", "co-hoi-nghe-nghiep", "viec-lam", "karier", "karir", "lowongan", "lowongan-kerja"), ()),
    Surface.PRICING: (("bang-gia", "bao-gia", "harga", "daftar-harga", "paket-harga",
                       # a wallet's or a marketplace's fee schedule (Vietnamese "Biểu phí", Indonesian "Biaya")
                       "bieu-phi", "bieu-phi-dich-vu", "biaya", "biaya-layanan"), ()),
    Surface.BLOG: (("bai-viet",), ()),
    Surface.NEWSROOM: (("tin-tuc", "bao-chi", "thong-cao-bao-chi", "berita", "siaran-pers"), ()),
    Surface.LEGAL: (("chinh-sach-bao-mat", "dieu-khoan-su-dung", "dieu-khoan", "chinh-sach-quyen-rieng-tu",
                     "kebijakan-privasi", "syarat-dan-ketentuan", "ketentuan-layanan", "syarat-ketentuan"), ()),
    Surface.TEAM: (("doi-ngu", "ban-lanh-dao", "tim-kami", "manajemen"), ("gioi-thieu", "ve-chung-toi", "tentang-kami",
                                                                        "tentang")),
    Surface.PRODUCTS: (("san-pham", "dich-vu", "giai-phap", "produk", "layanan", "solusi"), ()),
    Surface.CONTACT: (("lien-he", "hubungi-kami", "kontak", "kontak-kami"), ()),
    Surface.INVESTORS: (("quan-he-co-dong", "nha-dau-tu", "hubungan-investor"), ()),
    Surface.DOCS: (("tai-lieu", "tro-giup", "pusat-bantuan", "dokumentasi"), ("ho-tro", "bantuan")),
}
_TEXT_SEA: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("tuyen dung", "co hoi nghe nghiep", "viec lam", "karier", "karir", "lowongan", "lowongan kerja",
                      "bergabung bersama kami", "الوظائف", "وظائف", "الوظائف الشاغرة", "انضم إلينا", "التوظيف",
                      "فرص العمل", "الوظائف المتاحة", "קריירה", "משרות", "דרושים", "הצטרפו אלינו", "עבודה אצלנו",
                      "ร่วมงานกับเรา", "สมัครงาน", "ตำแหน่งงาน", "ตำแหน่งงานว่าง", "करियर", "कैरियर", "करियर के अवसर",
                      "नौकरियां", "नौकरियाँ", "भर्ती", "हमसे जुड़ें", "हमारे साथ काम करें", "ক্যারিয়ার", "চাকরি",
                      "নিয়োগ"),
    Surface.JOBS_BOARD: ("משרות פתוחות",),
    Surface.PRICING: ("bang gia", "bao gia", "harga", "daftar harga", "paket harga", "bieu phi", "bieu phi dich vu",
                      "biaya", "biaya layanan", "الأسعار", "الباقات", "خطط الأسعار",
                      "التسعير", "מחירים", "מחירון", "תמחור", "ราคา", "แพ็กเกจ", "แพ็กเกจและราคา", "मूल्य निर्धारण", "कीमतें",
                      "प्लान और कीमतें", "চার্জ", "মূল্য তালিকা", "ফি ও চার্জ"),
    Surface.BLOG: ("bai viet", "المدونة", "مدونة", "المقالات", "בלוג", "מאמרים", "บล็อก", "บทความ", "ब्लॉग", "लेख"),
    Surface.NEWSROOM: ("tin tuc", "bao chi", "thong cao bao chi", "tin tuc va su kien", "berita", "siaran pers",
                       "berita terkini", "الأخبار", "أخبار", "المركز الإعلامي", "البيانات الصحفية", "الأخبار والفعاليات",
                       "חדשות", "הודעות לעיתונות", "חדשות ועדכונים", "ข่าวสาร", "ข่าว", "ข่าวประชาสัมพันธ์", "समाचार",
                       "प्रेस विज्ञप्ति", "प्रेस विज्ञप्तियां", "मीडिया", "समाचार और मीडिया", "प्रेस", "সংবাদ", "খবর",
                       "প্রেস বিজ্ঞপ্তি"),
    Surface.LEGAL: ("chinh sach bao mat", "dieu khoan su dung", "dieu khoan", "chinh sach quyen rieng tu",
                    "kebijakan privasi", "syarat dan ketentuan", "ketentuan layanan", "سياسة الخصوصية", "الشروط والأحكام",
                    "شروط الاستخدام", "الأحكام والشروط", "מדיניות פרטיות", "תנאי שימוש", "תקנון",
                    "นโยบายความเป็นส่วนตัว", "ข้อกำหนดและเงื่อนไข", "เงื่อนไขการใช้งาน", "गोपनीयता नीति", "निजता नीति",
                    "नियम और शर्तें", "उपयोग की शर्तें", "नियम एवं शर्तें", "अस्वीकरण", "গোপনীয়তা নীতি", "শর্তাবলী",
                    "শর্তাবলি"),
    Surface.TEAM: ("gioi thieu", "ve chung toi", "doi ngu", "ban lanh dao", "tentang kami", "tim kami", "من نحن",
                   "عن الشركة", "فريقنا", "فريق العمل", "אודות", "אודותינו", "מי אנחנו", "הצוות", "הנהלה",
                   "เกี่ยวกับเรา", "ทีมงาน", "ผู้บริหาร", "हमारे बारे में", "हमारी टीम", "हमारा परिचय", "नेतृत्व",
                   "আমাদের সম্পর্কে", "আমাদের দল"),
    Surface.PRODUCTS: ("san pham", "dich vu", "giai phap", "produk", "layanan", "solusi", "الحلول", "المنتجات", "منتجاتنا",
                       "الخدمات", "خدماتنا", "מוצרים", "פתרונות", "שירותים", "ผลิตภัณฑ์", "บริการ", "โซลูชัน", "उत्पाद",
                       "हमारे उत्पाद", "सेवाएँ", "सेवाएं", "हमारी सेवाएँ", "हमारी सेवाएं", "समाधान"),
    Surface.CONTACT: ("lien he", "hubungi kami", "kontak kami", "اتصل بنا", "تواصل معنا", "צור קשר", "צרו קשר",
                      "ติดต่อเรา", "संपर्क करें", "संपर्क", "हमसे संपर्क करें", "যোগাযোগ", "যোগাযোগ করুন"),
    Surface.INVESTORS: ("quan he co dong", "nha dau tu", "hubungan investor", "علاقات المستثمرين", "קשרי משקיעים",
                        "นักลงทุนสัมพันธ์", "निवेशक", "निवेशक संबंध"),
    Surface.DOCS: ("tro giup", "ho tro", "tai lieu", "bantuan", "pusat bantuan", "dokumentasi", "مركز المساعدة",
                   "المساعدة", "מרכז עזרה", "תמיכה", "ศูนย์ช่วยเหลือ", "คู่มือ", "सहायता केंद्र", "सहायता", "मदद"),
}

#: Croatian / Serbian / Bosnian, Bulgarian (Cyrillic labels, transliterated paths), Estonian, Slovak, Slovenian,
#: Lithuanian and Latvian
_PATH_EU: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("karijera", "karijere", "posao", "zaposlenje", "karieri", "kariera", "rabota", "karjaar",
                       "toopakkumised", "kariera-a-prace", "karjera", "karjera-pie-mums", "darbo-pasiulymai",
                       "vakances", "zaposlitev", "prosta-delovna-mesta"), ()),
    Surface.PRICING: (("cjenik", "cijene", "ceni", "cenovnik", "hinnad", "hinnakiri", "kainos", "kainorastis",
                       "cenas", "cenik", "cennik"), ()),
    Surface.BLOG: (("blogi", "tinklarastis", "emuars", "clanci"), ()),
    Surface.NEWSROOM: (("vijesti", "novosti", "novini", "uudised", "novinky", "tlacove-spravy", "naujienos",
                        "jaunumi", "novice", "mediji", "press-centar", "pressiteated"), ()),
    Surface.LEGAL: (("politika-privatnosti", "uvjeti-koristenja", "zastita-podataka", "poveritelnost",
                     "politika-za-poveritelnost", "obshti-usloviya", "privaatsuspoliitika", "kasutustingimused",
                     "ochrana-osobnych-udajov", "obchodne-podmienky", "privatumo-politika", "naudojimo-salygos",
                     "privatuma-politika", "lietosanas-noteikumi", "politika-zasebnosti", "pogoji-uporabe"), ()),
    Surface.TEAM: (("nas-tim", "tim", "nash-ekip", "meeskond", "nas-tim", "komanda", "ekipa"),
                   ("o-nama", "za-nas", "meist", "apie-mus", "par-mums", "o-nas")),
    Surface.PRODUCTS: (("proizvodi", "usluge", "rjesenja", "produkti", "uslugi", "tooted", "teenused", "lahendused",
                        "produktai", "paslaugos", "sprendimai", "produkti", "pakalpojumi", "izdelki", "storitve",
                        "rieseni"), ()),
    Surface.CONTACT: (("kontakti", "kontaktai", "kontakti-i-lokacije", "kontaktid"), ()),
    Surface.INVESTORS: (("investitori", "za-investitori", "investoritele", "investuotojams", "investoriem"), ()),
    Surface.DOCS: (("pomoc", "dokumentacija", "abi", "kkk", "pagalba", "palidziba"), ()),
}
_TEXT_EU: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("karijera", "karijere", "posao", "zaposlenje", "kariera", "кариери", "кариера", "работа при нас",
                      "karjaar", "toopakkumised", "karjera", "darbo pasiulymai", "vakances", "zaposlitev"),
    Surface.PRICING: ("cjenik", "cijene", "cenovnik", "цени", "ценоразпис", "hinnad", "hinnakiri", "kainos", "cenas",
                      "cenik", "cennik"),
    Surface.BLOG: ("blogi", "tinklarastis", "emuars", "блог"),
    Surface.NEWSROOM: ("vijesti", "novosti", "новини", "uudised", "novinky", "tlacove spravy", "naujienos", "jaunumi",
                       "novice", "za medije", "pressiteated"),
    Surface.LEGAL: ("politika privatnosti", "uvjeti koristenja", "zastita podataka", "политика за поверителност",
                    "общи условия", "поверителност", "privaatsuspoliitika", "kasutustingimused", "ochrana osobnych udajov",
                    "obchodne podmienky", "privatumo politika", "naudojimo salygos", "privatuma politika",
                    "lietosanas noteikumi", "politika zasebnosti", "pogoji uporabe"),
    Surface.TEAM: ("o nama", "nas tim", "за нас", "нашият екип", "meist", "meeskond", "o nas", "apie mus", "par mums",
                   "komanda", "ekipa"),
    Surface.PRODUCTS: ("proizvodi", "usluge", "rjesenja", "продукти", "услуги", "решения", "tooted", "teenused",
                       "lahendused", "produktai", "paslaugos", "sprendimai", "produkti", "pakalpojumi", "izdelki",
                       "storitve", "riesenia"),
    Surface.CONTACT: ("kontakti", "контакти", "kontaktai", "kontaktid", "свържете се с нас", "susisiekite"),
    Surface.INVESTORS: ("investitori", "за инвеститори", "investoritele", "investuotojams", "investoriem"),
    Surface.DOCS: ("pomoc", "dokumentacija", "помощ", "abi", "pagalba", "palidziba"),
}

#: Catalan and Malay
_PATH_CA_MS: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("treballa-amb-nosaltres", "feina", "ofertes-de-feina", "borsa-de-treball", "kerjaya",
                       "jawatan-kosong"), ()),
    Surface.PRICING: (("preus", "tarifes"), ()),
    Surface.BLOG: (("articles",), ()),
    Surface.NEWSROOM: (("noticies", "actualitat", "premsa", "sala-de-premsa", "kenyataan-media"), ()),
    Surface.LEGAL: (("politica-de-privadesa", "avis-legal", "privadesa", "condicions-d-us", "termes-i-condicions",
                     "dasar-privasi", "terma-dan-syarat", "notis-privasi"), ()),
    Surface.TEAM: (("equip", "el-nostre-equip", "pasukan-kami"), ("qui-som", "sobre-nosaltres", "tentang-kami")),
    Surface.PRODUCTS: (("productes", "serveis", "solucions", "perkhidmatan", "penyelesaian"), ()),
    Surface.CONTACT: (("contacte", "contacta", "hubungi-kami"), ()),
    Surface.INVESTORS: (("inversors", "hubungan-pelabur", "pelabur"), ()),
    Surface.DOCS: (("ajuda", "centre-d-ajuda", "pusat-bantuan"), ()),
}
_TEXT_CA_MS: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("treballa amb nosaltres", "feina", "ofertes de feina", "borsa de treball", "kerjaya",
                      "jawatan kosong", "sertai kami"),
    Surface.PRICING: ("preus", "tarifes"),
    Surface.NEWSROOM: ("noticies", "actualitat", "premsa", "sala de premsa", "kenyataan media"),
    Surface.LEGAL: ("politica de privadesa", "avis legal", "privadesa", "condicions d'us", "termes i condicions",
                    "dasar privasi", "terma dan syarat", "notis privasi"),
    Surface.TEAM: ("qui som", "sobre nosaltres", "equip", "el nostre equip", "pasukan kami"),
    Surface.PRODUCTS: ("productes", "serveis", "solucions", "perkhidmatan", "penyelesaian"),
    Surface.CONTACT: ("contacte", "contacta'ns", "hubungi kami"),
    Surface.INVESTORS: ("inversors", "hubungan pelabur", "pelabur"),
    Surface.DOCS: ("ajuda", "centre d'ajuda", "pusat bantuan"),
}

#: the Nordic languages' gaps (Norwegian / Danish / Swedish "blogg", price lists, cookie and data-protection policies),
#: Icelandic, European Portuguese ("Preçário", "Contactos") and Swiss German ("Medienmitteilungen"); Icelandic ð / þ
#: are kept by folding, and its URLs write them d / th
_PATH_NORDIC: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("storf", "laus-storf", "atvinna", "ledige-jobber", "ledige-stillingar", "jobbe-hos-oss",
                       "jobb-hos-oss", "candidaturas", "offerte-di-lavoro", "stellenmarkt", "vacaturebank"), ()),
    Surface.PRICING: (("prisliste", "prislista", "precario", "precario-e-comissoes", "verdskra", "verðskra", "verdlisti"),
                      ()),
    Surface.BLOG: (("blogg", "bloggen"), ()),
    Surface.NEWSROOM: (("frettir", "frettatilkynningar", "medienmitteilungen", "medienmitteilung", "pressemeldinger",
                        "pressemeddelelser", "pressemeddelanden"), ()),
    Surface.LEGAL: (("personuvernd", "personuverndarstefna", "skilmalar", "dataskyddspolicy", "dataskydd",
                     "cookiepolitik", "cookiepolicy", "cookiebeleid", "privacyverklaring", "personuppgiftspolicy",
                     "anvandarvillkor", "brukervilkar"), ()),
    Surface.TEAM: (("starfsfolk", "starfsmenn"), ("um-okkur", "um-fyrirtaekid", "om-foretaget", "om-selskapet")),
    Surface.PRODUCTS: (("vorur", "thjonusta", "þjonusta", "lausnir", "losningar", "losninger"), ()),
    Surface.INVESTORS: (("fjarfestar",), ()),
    Surface.STATUS: (("driftinformation", "driftsmeldinger", "palvelun-tila"), ()),
    Surface.CHANGELOG: (("uppdateringar",), ()),
    Surface.CONTACT: (("hafa-samband", "contactos", "contacte-nos", "fale-conosco"), ()),
}
#: more gaps of the big European languages (German, French, Spanish, Italian, Dutch, Portuguese)
_PATH_EU_MORE: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("stellenboerse", "stellenborse", "travailler-chez-nous", "trabaja-aqui", "junte-se-a-nos",
                       "kom-werken-bij"), ()),
    Surface.NEWSROOM: (("actueel", "prasa"), ()),
    Surface.PRICING: (("preismodell", "abonnementen", "piani", "piani-e-prezzi"), ()),
    Surface.LEGAL: (("cookiebeleid", "subprocessors", "sub-processors", "acceptable-use-policy", "acceptable-use"), ()),
    Surface.DOCS: (("developpeurs", "sviluppatori", "assistenza"), ()),
    Surface.INVESTORS: (("investeerders", "relacoes-com-investidores", "financials", "sec-filings",
                         "financial-information", "financial-reports", "quarterly-results"), ()),
    Surface.CHANGELOG: (("produktneuheiten", "releasenotes", "notas-de-versao", "wat-is-er-nieuw"), ()),
    Surface.STATUS: (("stato-del-servizio", "status-uslug"), ()),
    Surface.CONTACT: (("kontakty",), ()),
}
_TEXT_EU_MORE: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("stellenbörse", "travailler chez nous", "trabaja aquí", "junte-se a nós", "kom werken bij",
                      "nos offres d'emploi"),
    Surface.JOBS_BOARD: ("offenen stellen", "alle offenen stellen", "alle stillinger", "se alle stillinger"),
    Surface.NEWSROOM: ("actueel", "prasa"),
    Surface.PRICING: ("preismodell", "abonnementen", "piani", "piani e prezzi"),
    Surface.DOCS: ("développeurs", "sviluppatori", "assistenza", "destek", "segítség"),
    Surface.TEAM: ("équipe dirigeante",),
    Surface.INVESTORS: ("investeerders", "relações com investidores"),
    Surface.CHANGELOG: ("produktneuheiten", "releasenotes", "notas de versão", "wat is er nieuw", "novedades del producto",
                        "nyheter i produkten"),
    Surface.STATUS: ("stato del servizio", "status usług", "stav služeb"),
    Surface.CONTACT: ("kontakty",),
    # English: the filings a listed company's menu names, and the secondary legal texts of a SaaS footer (weak: the
    # privacy policy or the terms beside them are what "the legal page" means)
    Surface.LEGAL: ("subprocessors", "sub-processors", "dpa", "data processing agreement", "data processing addendum",
                    "acceptable use policy", "service level agreement"),
}
_TEXT_EU_MORE[Surface.INVESTORS] = _TEXT_EU_MORE[Surface.INVESTORS] + (
    "financials", "sec filings", "financial information", "financial reports", "quarterly results")
_TEXT_NORDIC: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("störf", "laus störf", "atvinna", "ledige jobber", "ledige stillingar", "jobbe hos oss",
                      "jobb hos oss", "candidaturas", "offerte di lavoro", "stellenmarkt", "vacaturebank"),
    Surface.PRICING: ("prisliste", "prislista", "preçário", "verðskrá", "verðlisti"),
    Surface.BLOG: ("blogg", "bloggen"),
    Surface.NEWSROOM: ("fréttir", "fréttatilkynningar", "medienmitteilungen", "pressemeldinger", "pressemeddelelser"),
    Surface.LEGAL: ("persónuvernd", "persónuverndarstefna", "skilmálar", "dataskyddspolicy", "cookiepolitik",
                    "privacyverklaring", "cookiebeleid", "personuppgiftspolicy", "användarvillkor", "brukervilkår"),
    Surface.TEAM: ("um okkur", "starfsfólk", "starfsmenn", "om företaget", "om selskapet"),
    Surface.PRODUCTS: ("vörur", "þjónusta", "lausnir", "lösningar", "løsninger"),
    Surface.INVESTORS: ("fjárfestar",),
    Surface.STATUS: ("driftinformation", "driftsmeldinger", "palvelun tila"),
    Surface.CHANGELOG: ("uppdateringar",),
    Surface.DOCS: ("hjelp", "kundeservice"),
    Surface.CONTACT: ("hafa samband", "contactos", "contacte-nos", "contacte nos", "fale conosco"),
}

#: Cyrillic and Greek path segments as sites in those scripts write them (`/вакансии/`, `/о-компании/`, `/καριέρα`),
#: matched folded like the rest (accents and case gone: `/Όροι-Χρήσης` is `οροι-χρησησ`)
_PATH_NATIVE: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("вакансии", "карьера", "работа-у-нас", "вакансіі", "кар'єра", "робота", "καριερα",
                       "θεσεισ-εργασιασ"), ()),
    Surface.PRICING: (("цены", "тарифы", "стоимость", "прайс-лист", "ціни", "тарифи", "вартість", "τιμεσ",
                       "τιμοκαταλογοσ", "τιμολογηση"), ()),
    Surface.BLOG: (("блог", "статьи", "статті", "ιστολογιο", "αρθρα"), ()),
    Surface.NEWSROOM: (("новости", "пресс-центр", "пресс-релизы", "новини", "прес-центр", "νεα", "δελτια-τυπου",
                        "ανακοινωσεισ"), ()),
    Surface.LEGAL: (("политика-конфиденциальности", "пользовательское-соглашение", "політика-конфіденційності",
                     "πολιτικη-απορρητου", "οροι-χρησησ"), ()),
    Surface.TEAM: (("команда", "руководство", "ομαδα"), ("о-компании", "о-нас", "про-нас", "про-компанію", "εταιρεια")),
    Surface.PRODUCTS: (("услуги", "продукты", "продукция", "решения", "послуги", "продукти", "προιοντα", "υπηρεσιεσ"), ()),
    Surface.INVESTORS: (("инвесторам", "акционерам", "інвесторам", "επενδυτικεσ-σχεσεισ"), ()),
    Surface.CONTACT: (("контакты", "контакти", "επικοινωνια"), ()),
    Surface.DOCS: (("документация", "помощь", "справка", "документація", "βοηθεια"), ()),
}
#: Arabic and Hebrew path segments (WordPress and Wix keep a page's title as its slug: `/الوظائف/`, `/דרושים/`)
for _s, (_strong, _weak) in {
    Surface.CAREERS: (("الوظائف", "وظائف", "انضم-إلينا", "التوظيف", "קריירה", "דרושים", "משרות", "משרות-פתוחות"), ()),
    Surface.PRICING: (("الأسعار", "الاسعار", "الباقات", "מחירים", "מחירון"), ()),
    Surface.BLOG: (("المدونة", "مدونة", "בלוג"), ()),
    Surface.NEWSROOM: (("الأخبار", "الاخبار", "المركز-الإعلامي", "أخبار", "חדשות", "הודעות-לעיתונות"), ()),
    Surface.LEGAL: (("سياسة-الخصوصية", "الشروط-والأحكام", "מדיניות-פרטיות", "תקנון", "תנאי-שימוש"), ()),
    Surface.TEAM: (("فريقنا", "فريق-العمل", "הצוות", "הצוות-שלנו"), ("من-نحن", "عن-الشركة", "אודות", "אודותינו")),
    Surface.PRODUCTS: (("خدماتنا", "منتجاتنا", "الخدمات", "المنتجات", "מוצרים", "שירותים", "הפתרונות-שלנו"), ()),
    Surface.INVESTORS: (("علاقات-المستثمرين", "קשרי-משקיעים"), ()),
    Surface.CONTACT: (("اتصل-بنا", "تواصل-معنا", "צור-קשר", "צרו-קשר"), ()),
}.items():
    _PATH_NATIVE[_s] = (_PATH_NATIVE.get(_s, ((), ()))[0] + _strong, _PATH_NATIVE.get(_s, ((), ()))[1] + _weak)
_PATH_NATIVE = {k: (tuple(fold(x) for x in a), tuple(fold(x) for x in b)) for k, (a, b) in _PATH_NATIVE.items()}
#: slugs of the tenth round's labels: "join the team" calls (their word "team" made them the team page) and Latin-
#: American investor relations
_PATH_ROUND10: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("komm-ins-team", "werde-teil-des-teams", "werde-teil-unseres-teams", "rejoindre-l-equipe",
                       "rejoindre-lequipe", "rejoins-nous", "entra-nel-team", "unisciti-a-noi", "faca-parte-do-time",
                       "faca-parte-da-equipe", "wij-zoeken-jou", "bolsa-de-empleo"), ()),
    Surface.INVESTORS: (("inversionistas", "relacion-con-inversionistas", "relaciones-con-inversionistas",
                         "relations-investisseurs"), ()),
}
#: slugs of the eleventh round's labels (status, changelog and press pages in Polish, Turkish, Dutch, Portuguese)
_PATH_ROUND11: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.STATUS: (("systeemstatus", "sistem-durumu", "hizmet-durumu", "status-do-sistema", "status-systemu"), ()),
    Surface.CHANGELOG: (("lista-zmian", "co-nowego", "dziennik-zmian", "historia-zmian", "surum-notlari", "yenilikler",
                         "neler-yeni", "novidades-do-produto"), ()),
    Surface.NEWSROOM: (("dla-prasy",), ()),
}
for _paths in (_PATH_PL_FI, _PATH_CS_TR, _PATH_MORE, _PATH_NATIVE, _PATH_SEA, _PATH_EU, _PATH_CA_MS, _PATH_NORDIC, _PATH_EU_MORE,
               _PATH_ROUND10, _PATH_ROUND11):
    for _s, (_strong, _weak) in _paths.items():
        _PATH[_s] = (_PATH[_s][0] + _strong, _PATH[_s][1] + _weak)
#: labels whole sites in those languages use that the tables held only a word of (read as a keyword inside a longer
#: text, 0.6) or not at all: Austrian / Swiss / German imprints, Dutch "Colofon", and Italian, Polish, Turkish,
#: Hebrew, Portuguese / Spanish phrasings
_TEXT_ROUND9: dict[Surface, tuple[str, ...]] = {
    Surface.LEGAL: ("impressum & offenlegung", "impressum und offenlegung", "offenlegung", "rechtliche hinweise",
                    "anbieterkennzeichnung", "impressum / rechtliches", "rechtliches", "colofon", "nota legal",
                    "informativa privacy", "informativa sulla privacy", "kvkk aydınlatma metni", "kvkk aydinlatma metni",
                    "aydınlatma metni"),
    Surface.NEWSROOM: ("area stampa", "biuro prasowe"),
    Surface.TEAM: ("il nostro team", "il team", "nasz zespół", "הצוות שלנו", "הצוות", "ekibimiz"),
    Surface.CAREERS: ("praca u nas", "kariyer fırsatları"),
}
#: labels of the tenth round's sites: "join the team" calls, which hold the word "team" but lead to the careers page
#: (German, French, Spanish, Italian, Portuguese, Dutch); Latin-American "Relación con Inversionistas"; French,
#: Spanish, Mexican, Portuguese and Dutch legal texts; pricing, owned-blog and leadership phrasings; and a footer's
#: status badge, whose text is the service's current state ("All systems operational", "Partial outage")
_TEXT_ROUND10: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("komm ins team", "komm in unser team", "werde teil unseres teams", "werde teil des teams",
                      "karriere bei uns", "rejoindre l'equipe", "rejoignez l'equipe", "rejoignez notre equipe",
                      "rejoins-nous", "rejoins nous", "unete a nuestro equipo", "entra nel team", "entra nel nostro team",
                      "unisciti a noi", "unisciti al team", "faca parte do time", "faca parte da equipe",
                      "faca parte do nosso time", "faca parte da nossa equipe", "wij zoeken jou", "kom bij ons werken",
                      "kom ons team versterken", "bolsa de empleo", "join our people"),
    Surface.INVESTORS: ("relacion con inversionistas", "relaciones con inversionistas", "inversionistas",
                        "relacion con inversores", "relaciones con inversores", "relations investisseurs",
                        "relations avec les investisseurs", "relacoes com investidores", "investor centre",
                        "investor center", "investor information", "finanzberichte", "informacion para inversionistas"),
    Surface.LEGAL: ("conditions generales de vente", "conditions generales d'utilisation", "conditions d'utilisation",
                    "condiciones de uso", "condiciones generales", "terminos de uso", "aviso de privacidad",
                    "aviso de privacidad integral", "termos e condicoes", "termos de servico", "informacoes legais",
                    "privacybeleid", "juridisch", "protection des donnees", "politique de protection des donnees",
                    "politica de proteccion de datos", "proteccion de datos"),
    Surface.PRICING: ("pricing plans", "preisliste", "precios y planes", "preisubersicht", "our pricing",
                      "unsere preise", "nos prix"),
    Surface.BLOG: ("unser blog", "notre blog", "nuestro blog", "onze blog", "il nostro blog", "nosso blog"),
    # (a badge's other states — "Partial outage", "Major outage" — are left out: inside a headline they are news)
    Surface.STATUS: ("all systems operational", "all systems normal", "all systems go", "all services operational",
                     "all services online"),
    Surface.TEAM: ("la empresa", "l'entreprise", "executive leadership", "equipo directivo", "management board",
                   "about the company", "geschaftsleitung", "unternehmensleitung", "empresa", "azienda", "bedrijf",
                   "over het bedrijf", "om virksomheden", "company overview", "quem somos nos", "chi siamo noi"),
}
#: the second sweep's words (menus of whole sites in those languages)
_TEXT_ROUND10_MORE: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("career opportunities", "job opportunities", "employment opportunities", "now hiring",
                      "hiring now", "internships", "opportunites de carriere"),
    Surface.PRICING: ("see plans", "view plans", "subscription plans", "fee schedule"),
    Surface.LEGAL: ("terms of sale", "conditions of sale", "data protection", "privacy statement", "legal notices", "legal information", "t&cs", "t&c",
                    "website terms", "terms of business", "general terms"),
    Surface.NEWSROOM: ("pressemitteilung", "medienmitteilung"),
    Surface.DOCS: ("user guide", "manuals", "handbucher", "bedienungsanleitungen", "modes d'emploi",
                   "developer resources"),
    Surface.CHANGELOG: ("release history", "version history", "release log", "product changelog", "new & improved",
                        "new and improved", "versionshistorik", "historique des versions", "historial de versiones"),
    Surface.STATUS: ("platform health", "network status", "statut du service"),
    Surface.INVESTORS: ("shareholder information", "share information", "stock information", "financial results",
                        "beleggersrelaties", "aktionarsinformationen", "informations financieres",
                        "informacion financiera", "informacoes aos acionistas", "for investors",
                        "relacion con accionistas"),
    Surface.CONTACT: ("contactenos", "escribenos", "ecrivez-nous", "fale com a gente", "entre em contato", "reach us",
                      "where to find us", "find us"),
    Surface.BLOG: ("company blog", "product blog", "dev blog"),
    Surface.PRODUCTS: ("what we offer", "offerings", "our offerings"),
}
#: Nordic, Central / Eastern European and Greek labels a third sweep found missing
_TEXT_ROUND10_MORE[Surface.TEAM] = ("cégünk", "şirket", "η εταιρεία", "tiimimme", "наша команда")
_TEXT_ROUND10_MORE[Surface.CONTACT] += ("contactați-ne", "contactati-ne")
_TEXT_ROUND10_MORE[Surface.LEGAL] += ("adatvédelmi nyilatkozat", "adatvédelem")
_TEXT_ROUND10_MORE[Surface.NEWSROOM] += ("τύπος", "пресса", "пресс-релизы")
_TEXT_ROUND10_MORE[Surface.PRICING] += ("árazás",)
_TEXT_ROUND10_MORE[Surface.CAREERS] += ("vakanser", "stillinger", "ledige vakanser")
#: the eleventh round's sweep of menus in Polish, Turkish, Dutch, Portuguese and Arabic: status, changelog ("what's new",
#: "release notes") and docs words the tables lacked (a product site's footer names them so)
_TEXT_ROUND11: dict[Surface, tuple[str, ...]] = {
    Surface.STATUS: ("systeemstatus", "status van de dienst", "status systemu", "sistem durumu", "hizmet durumu",
                     "servis durumu", "status do sistema", "status do servico", "status dos servicos",
                     "estado do servico", "stato dei servizi", "حالة الخدمة", "حالة الخدمات", "حالة النظام"),
    Surface.CHANGELOG: ("lista zmian", "co nowego", "dziennik zmian", "historia zmian", "informacje o wersji",
                        "surum notlari", "yenilikler", "neler yeni", "degisiklik gunlugu", "novidades do produto",
                        "atualizacoes do produto", "novita del prodotto", "ملاحظات الإصدار", "سجل التغييرات",
                        "ما الجديد", "التحديثات"),
    Surface.DOCS: ("veelgestelde vragen", "الوثائق", "التوثيق", "الأسئلة الشائعة", "sikca sorulan sorular",
                   "perguntas frequentes", "domande frequenti", "czesto zadawane pytania"),
    Surface.NEWSROOM: ("dla prasy", "dla mediow", "المركز الصحفي"),
    Surface.TEAM: ("meet our team", "meet the founders", "meet our founders"),
}
# a developer tool's footer names its own status page by what it watches ("API status", "App status"): whole names, not
# the lookups of an order or an application the compound rule keeps apart
_TEXT_ROUND11[Surface.STATUS] += ("api status", "app status", "current status", "operational status", "health status",
                                  "systems status", "product status", "website status", "uptime status")
#: the fourteenth round's whole sites: Swedish and Danish games, newsrooms and calls to work here, a game studio's patch
#: notes, Italian investor relations and tariffs, a German developer portal
_TEXT_ROUND14: dict[Surface, tuple[str, ...]] = {
    Surface.PRODUCTS: ("spel", "vara spel", "spil", "vores spil"),
    Surface.CHANGELOG: ("patch notes", "patchnotes", "patch notes and updates"),
    Surface.NEWSROOM: ("nyhetsrum", "nyhedsrum", "persbericht", "pressmeddelande", "sala stampa", "comunicati",
                       "comunicados de prensa", "notas de prensa",
                       # a listed company's IR menu ("releases" alone is a changelog's word)
                       "news releases", "news release", "media releases", "media release"),
    Surface.CAREERS: ("arbeta hos oss", "jobba hos oss", "arbejd hos os", "jobb hos oss"),
    Surface.PRICING: ("tariffe", "le nostre tariffe", "offerte e tariffe"),
    Surface.INVESTORS: ("relazioni con gli investitori", "relazioni con gli azionisti"),
    Surface.DOCS: ("entwicklerportal", "entwickler-portal"),
    # Québec French "reach us"
    Surface.CONTACT: ("nous joindre", "pour nous joindre"),
}
_PATH_ROUND14: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.PRODUCTS: (("spel", "spil", "vara-spel"), ()),
    Surface.CHANGELOG: (("patch-notes", "patchnotes"), ()),
    Surface.NEWSROOM: (("nyhetsrum", "nyhedsrum"), ()),
    Surface.CAREERS: (("arbeta-hos-oss", "jobba-hos-oss", "arbejd-hos-os"), ()),
    Surface.PRICING: (("tariffe", "offerte-e-tariffe"), ()),
    Surface.INVESTORS: (("relazioni-con-gli-investitori",), ()),
    Surface.CONTACT: (("nous-joindre", "pour-nous-joindre"), ()),
}
_TEXT_ROUND15: dict[Surface, tuple[str, ...]] = {
    # Dutch press rooms and shareholders, a Spanish bank's "communication room"
    Surface.NEWSROOM: ("perskamer", "persruimte", "pers en media", "sala de comunicacion", "sala de comunicacao"),
    Surface.INVESTORS: ("aandeelhouders", "aandeelhoudersinformatie"),
    # an Italian group's brands; a consultancy's fields ("Nos expertises" is what it sells)
    Surface.PRODUCTS: ("marchi", "i nostri marchi", "expertises", "nos expertises", "nuestras especialidades"),
    # a maker's help for the goods it sold (manuals, repairs, FAQs): its help centre, not a product page
    Surface.DOCS: ("product support", "technical support", "tech support", "produktsupport", "technischer support",
                   "support technique", "soporte tecnico", "assistenza tecnica"),
    # a public body's hiring by competition (Italian "concorsi", Spanish "oposiciones")
    Surface.CAREERS: ("concorsi", "bandi e concorsi", "bandi di concorso", "concorsi pubblici", "lavora con l'ente",
                      "oposiciones", "empleo publico", "oferta de empleo publico"),
}
#: round 24: a listed company's or a European group's governing bodies named whole (an "Executive Committee" under
#: "About us" is the leadership page)
_TEXT_ROUND24: dict[Surface, tuple[str, ...]] = {
    Surface.TEAM: ("executive board", "executive committee", "management committee", "board of directors",
                   "supervisory board", "group executive board", "executive management"),
}
_PATH_ROUND24: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.TEAM: (("executive-board", "executive-committee", "management-committee", "board-of-directors",
                    "supervisory-board", "executive-management", "officers", "executive-officers", "executives",
                    "directors", "board-members"),
                   # a Japanese or a group's "corporate" section: the About pages (会社概要, 企業情報)
                   ("corporate",)),
}
_PATH_ROUND15: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.NEWSROOM: (("perskamer", "persruimte", "sala-de-comunicacion"), ()),
    Surface.INVESTORS: (("aandeelhouders",), ()),
    Surface.DOCS: (("product-support", "technical-support"), ()),
}
#: the thirty-first round's words of companies in their own languages: the usted form of "work with us" (Colombia, Peru,
#: Mexico's institutions: "Trabaje con nosotros" held "nosotros", About us, and read as the team), Brazil's "Nosso time",
#: the legal texts of Colombia's data law, of a Russian service (its public offer, its policy on personal data) and of
#: Thai sites, a Russian issuer's mandatory disclosure and Vietnamese investor relations, a Russian "services status",
#: Turkish plans ("Paketler"), and press coverage pages ("СМИ о нас", "Presse über uns": the press about us, newsroom
#: words as "In the news" is, not the team their "about us" spelt)
_TEXT_ROUND31: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("trabaje con nosotros", "trabaje con nosotras", "unase a nuestro equipo"),
    # (and an Arabic clinic's or firm's "our doctors" / "our staff", the possessive written into the noun: أطباؤنا)
    Surface.TEAM: ("nosso time", "conheca o time", "conheca nosso time", "أطباؤنا", "فريق الأطباء", "فريق العمل",
                   "موظفونا", "كادرنا"),
    Surface.LEGAL: ("politica de tratamiento de datos personales", "politica de tratamiento de datos",
                    "tratamiento de datos personales", "публичная оферта", "оферта", "договор оферты",
                    "политика обработки персональных данных", "обработка персональных данных",
                    "ขอกาหนดการใชงาน", "ขอกาหนดและเงอนไข", "ขอตกลงและเงอนไข"),
    Surface.INVESTORS: ("раскрытие информации", "quan he nha dau tu", "quan he voi nha dau tu"),
    Surface.STATUS: ("статус сервисов", "статус сервиса", "статус системы", "статус систем", "статус услуг"),
    Surface.PRICING: ("paketler", "paketlerimiz", "paketler ve fiyatlar", "fiyatlar ve paketler"),
    Surface.NEWSROOM: ("сми о нас", "пресса о нас", "мы в сми", "presse uber uns", "medien uber uns", "basinda biz",
                       "ils parlent de nous", "on parle de nous", "prensa sobre nosotros", "na midia"),
}
#: Persian (Iran, Afghanistan), which the tables lacked: labels written with or without the zero-width non-joiner inside
#: words (قیمت‌ها: fold drops it, so both spellings are listed); "همکاری با ما" ("cooperate with us") is how Iranian sites
#: name their job openings
_TEXT_FA: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("فرصت های شغلی", "فرصتهای شغلی", "فرصت شغلی", "موقعیت های شغلی", "موقعیتهای شغلی",
                      "همکاری با ما", "استخدام", "فرصت های همکاری", "فرصتهای همکاری"),
    Surface.PRICING: ("قیمت ها", "قیمتها", "تعرفه ها", "تعرفهها", "تعرفه", "لیست قیمت", "پلن ها", "پلنها",
                      "قیمت گذاری", "قیمتگذاری"),
    Surface.TEAM: ("درباره ما", "تیم ما"),
    Surface.CONTACT: ("تماس با ما", "ارتباط با ما"),
    Surface.LEGAL: ("حریم خصوصی", "قوانین و مقررات", "شرایط استفاده", "سیاست حفظ حریم خصوصی", "شرایط و قوانین",
                    "قوانین"),
    Surface.BLOG: ("وبلاگ", "بلاگ", "مجله"),
    Surface.NEWSROOM: ("اخبار و رویدادها", "اطلاعیه ها", "اطلاعیهها"),
    Surface.DOCS: ("سوالات متداول", "مرکز راهنمایی", "راهنما"),
    Surface.INVESTORS: ("روابط با سرمایه گذاران", "سرمایه گذاران"),
    Surface.STATUS: ("وضعیت سرویس ها", "وضعیت سرویسها"),
}
_PATH_ROUND31: dict[Surface, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Surface.CAREERS: (("trabaje-con-nosotros",), ()),
    Surface.TEAM: (("nosso-time",), ()),
    Surface.LEGAL: (("politica-de-tratamiento-de-datos-personales", "politica-de-tratamiento-de-datos",
                     "tratamiento-de-datos-personales", "politika-obrabotki-personalnyh-dannyh",
                     "politika-obrabotki-personalnykh-dannykh", "publichnaya-oferta", "oferta-dogovor"), ()),
    Surface.INVESTORS: (("raskrytie-informacii", "raskrytie-informatsii", "quan-he-nha-dau-tu", "quan-he-co-dong"), ()),
    Surface.PRICING: (("paketler",), ()),
}
for _s, (_strong, _weak) in (*_PATH_ROUND14.items(), *_PATH_ROUND15.items(), *_PATH_ROUND24.items(),
                             *_PATH_ROUND31.items()):
    _PATH[_s] = (_PATH[_s][0] + _strong, _PATH[_s][1] + _weak)
for _texts in (_TEXT_PL_FI, _TEXT_CS_TR, _TEXT_MORE, _TEXT_SEA, _TEXT_EU, _TEXT_CA_MS, _TEXT_NORDIC, _TEXT_EU_MORE,
               _TEXT_ROUND9, _TEXT_ROUND10, _TEXT_ROUND10_MORE, _TEXT_ROUND11, _TEXT_ROUND14, _TEXT_ROUND15,
               _TEXT_ROUND24, _TEXT_ROUND31, _TEXT_FA):
    for _s, _phrases in _texts.items():
        _TEXT[_s] = _TEXT[_s] + _phrases

#: Japanese and Chinese (simplified and traditional) labels. These scripts put no spaces between words, so
#: a label is matched whole (strong) or as the longest keyword inside it ("新卒採用情報" → 採用情報).
_CJK_TEXT: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: (
        "採用", "採用情報", "求人", "求人情報", "キャリア", "新卒採用", "中途採用", "リクルート", "募集要項", "人材募集",
        "招聘", "加入我们", "加入我們", "人才招聘", "招贤纳士", "招賢納士", "工作机会", "社会招聘", "校园招聘", "人才招募",
        "招募", "诚聘英才", "채용", "인재채용", "채용정보", "인재영입",
        "採用サイト", "リクルートサイト", "採用ページ", "キャリア採用", "招聘官网", "채용사이트",
    ),
    Surface.JOBS_BOARD: ("募集職種", "求人一覧", "職種一覧", "职位列表", "热招职位", "在招职位", "职位", "職缺"),
    Surface.PRICING: (
        "料金", "料金プラン", "価格", "料金表", "価格表", "プラン", "プランと料金", "价格", "定价", "價格", "定價",
        "价格方案", "收费标准", "方案与价格", "套餐", "요금", "가격", "요금제",
    ),
    Surface.BLOG: ("ブログ", "コラム", "博客", "部落格", "블로그"),
    Surface.NEWSROOM: (
        "ニュース", "お知らせ", "공지사항", "プレスリリース", "新着情報", "ニュースリリース", "報道発表", "トピックス", "新闻", "新闻中心",
        "新闻动态", "公司新闻", "新聞", "新聞中心", "最新消息", "媒体中心", "新闻资讯", "公司动态", "企业动态", "뉴스", "보도자료", "언론보도", "홍보센터", "홍보", "PR센터",
        "媒体报道", "媒體報導"),
    Surface.CHANGELOG: ("更新履歴", "リリースノート", "変更履歴", "アップデート情報", "更新日志", "版本更新", "发布说明",
                        "更新记录", "更新紀錄", "版本说明", "업데이트", "릴리스노트", "릴리즈노트"),
    Surface.DOCS: ("ドキュメント", "ヘルプ", "ヘルプセンター", "マニュアル", "開発者", "よくある質問", "文档", "文档中心",
                   "開發者", "开发者", "帮助中心", "帮助", "使用手册", "文件中心", "고객센터", "도움말", "개발자", "개발자센터",
                   "개발문서", "자주묻는질문", "문서", "개발자문서"),
    Surface.STATUS: ("稼働状況", "ステータス", "障害情報", "服务状态", "系统状态", "服務狀態", "서비스상태", "시스템상태"),
    Surface.LEGAL: (
        "プライバシーポリシー", "個人情報保護方針", "利用規約", "特定商取引法", "特定商取引法に基づく表記", "サイトポリシー",
        "免責事項", "個人情報の取り扱い", "隐私政策", "用户协议", "服务条款", "服務條款", "法律声明", "隱私權政策",
        "隐私条款", "使用条款", "개인정보처리방침", "이용약관",
    ),
    Surface.TEAM: ("会社概要", "会社案内", "企業情報", "会社情報", "私たちについて", "役員紹介", "経営陣", "チーム", "メンバー紹介",
                   "关于我们", "關於我們", "公司简介", "公司簡介", "团队", "管理团队", "회사소개", "팀소개", "팀", "우리팀"),
    Surface.PRODUCTS: ("製品", "製品情報", "サービス", "サービス紹介", "事業内容", "事業紹介", "事業案内", "ソリューション", "机能", "产品", "產品", "产品中心",
                       "解决方案", "解決方案", "服务", "제품", "서비스", "솔루션", "제품소개", "제품정보", "사업소개", "사업분야",
                       "사업영역",
                       # a game studio's titles ("Games" in English already is)
                       "게임", "ゲーム", "游戏", "遊戲"),
    Surface.INVESTORS: ("ir情報", "投資家情報", "株主・投資家", "投資家", "株主", "投资者关系", "投資者關係", "投资者",
                        "투자정보"),
    Surface.CONTACT: ("お問い合わせ", "問い合わせ", "お問合せ", "アクセス", "联系我们", "聯絡我們", "聯繫我們", "문의", "문의하기"),
}
#: labels of Japanese, Chinese and Korean corporate sites the tables lacked (tenth round), punctuation dropped as the
#: labels are cleaned ("株主・投資家情報" is matched as 株主投資家情報)
_CJK_ROUND10: dict[Surface, tuple[str, ...]] = {
    Surface.CAREERS: ("채용공고", "입사지원", "커리어", "인재채용정보"),
    Surface.NEWSROOM: ("새소식", "報道関係者の皆様へ", "報道関係者様へ"),
    Surface.INVESTORS: ("株主投資家情報", "株主投資家の皆様へ", "株主投資家の皆さまへ", "투자자정보", "ir자료", "ir센터",
                        "ir정보"),
    Surface.TEAM: ("役員一覧", "公司介紹", "기업정보", "경영진", "회사정보"),
    Surface.LEGAL: ("免责声明", "법적고지", "개인정보보호정책"),
    Surface.CONTACT: ("오시는길", "찾아오시는길"),
    Surface.PRODUCTS: ("製品サービス", "产品与服务", "產品與服務", "产品和服务"),
    Surface.DOCS: ("常见问题", "常見問題"),
    Surface.STATUS: ("システムステータス", "サービスステータス"),
}
#: the eleventh round's: traditional Chinese (Taiwan, Hong Kong) forms of words the table held in simplified form only,
#: Chinese "product news" (a changelog, not products), and Korean / Japanese compounds a keyword inside named weakly
_CJK_ROUND11: dict[Surface, tuple[str, ...]] = {
    Surface.TEAM: ("經營團隊", "團隊", "管理團隊", "经营团队"),
    Surface.INVESTORS: ("投資人關係", "投資人專區", "投資人", "投资者关系"),
    Surface.STATUS: ("系統狀態", "系统状态", "運行狀態", "运行状态", "服務狀態"),
    Surface.CHANGELOG: ("产品动态", "產品動態", "产品更新", "產品更新", "업데이트노트", "업데이트소식"),
    Surface.PRICING: ("價格方案", "요금안내", "가격정책", "요금정책"),
    Surface.NEWSROOM: ("뉴스룸",),
    Surface.BLOG: ("オウンドメディア", "기술블로그", "技术博客", "技術部落格"),
    Surface.DOCS: ("開発者向け", "開発者向けドキュメント", "开发者文档", "開發者文件", "開發者文檔"),
    Surface.LEGAL: ("서비스이용약관",),
}
#: the thirty-first round's: the people of a small Japanese, Chinese or Korean company named as its staff (a builder's
#: スタッフ紹介, a school's 講師紹介, a clinic's 医師紹介) — the team page beside the About page (会社概要)
_CJK_ROUND31: dict[Surface, tuple[str, ...]] = {
    Surface.TEAM: ("スタッフ紹介", "スタッフ一覧", "講師紹介", "医師紹介", "ドクター紹介", "团队介绍", "團隊介紹", "核心团队",
                   "구성원소개", "멤버소개", "팀원소개", "임직원소개", "임원소개", "경영진소개"),
    # a Japanese service's outages and maintenance notices in one page (障害・メンテナンス情報): its status page
    Surface.STATUS: ("障害メンテナンス情報", "メンテナンス障害情報", "障害メンテナンス", "障害情報メンテナンス情報"),
    Surface.DOCS: ("よくあるご質問", "よくあるお問い合わせ"),
}
for _extra in (_CJK_ROUND10, _CJK_ROUND11, _CJK_ROUND31):
    for _s, _phrases in _extra.items():
        _CJK_TEXT[_s] = _CJK_TEXT[_s] + _phrases
#: CJK About pages (company overview, "about us"): a team surface by a hint only, as /about-us/ is — a path segment
#: spelling one ranks below the page of the company's people (/スタッフ紹介/ over /会社概要/)
_CJK_ABOUT = frozenset(fold(x) for x in ("会社概要", "会社案内", "企業情報", "会社情報", "私たちについて", "关于我们", "關於我們",
                                         "公司简介", "公司簡介", "公司介紹", "회사소개", "기업정보", "회사정보"))
_CJK_CHARS = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")

#: text or path that makes a link useless as a surface (auth, commerce flows, assets, feeds of comments)
_REJECT_SEGMENTS = frozenset({
    "login", "log-in", "signin", "sign-in", "signup", "sign-up", "register", "registration", "cart", "checkout",
    "account", "my-account", "logout", "wp-admin", "wp-login.php", "wp-content", "wp-includes", "wp-json",
    "cdn-cgi", "xmlrpc.php", "comments", "tag", "tags", "author", "search", "share", "sharer", "intent",
    "anmelden", "registrieren", "warenkorb", "connexion", "inscription", "panier", "iniciar-sesion", "registro",
    "carrito", "logga-in", "logg-inn", "log-ind", "inloggen", "winkelwagen", "accedi", "carrello", "entrar",
})
#: a dated path (`/2019/06/11/`, `/2024/05/`): an item of a collection, no section
_DATED_ITEM = re.compile(r"/(?:19|20)\d\d/(?:0?[1-9]|1[0-2])(?:/|$)")
#: share actions by their path segment (never `shareholders`, `share-price`: those are investor pages)
_SHARE_ACTION = re.compile(r"^share(?:r|-?post|-?article|-offsite|-?link|-?this|-?url)?(?:\.[a-z]{1,4})?$")
_REJECT_EXT = re.compile(
    r"\.(?:pdf|jpe?g|png|gif|svg|webp|ico|css|js|mjs|zip|gz|tgz|mp4|mp3|mov|avi|woff2?|ttf|eot|dmg|exe|docx?|xlsx?|pptx?)$",
    re.I,
)
_FEED_PATH = re.compile(r"(?:^|/)(?:feed|feeds|rss|atom)(?:/|\.xml|\.rss|\.atom|\.json)?/?$|\.(?:rss|atom)$|"
                        r"(?:^|/)(?:rss|atom|feed|index)\.(?:xml|json)$|(?:^|/)feed\.json$", re.I)
#: `en`, `de-ch`, `zh_hans`, `es-419` (a UN M.49 region: Latin America), `sr-latn-rs`
_LANG_SEG = re.compile(r"^(?:[a-z]{2}(?:[-_](?:[a-z]{2,4}|\d{3}))?|[a-z]{2}-[a-z]{2}-[a-z]{2})$")
_LANGS = frozenset({
    "en", "de", "fr", "es", "da", "sv", "no", "nb", "nn", "nl", "it", "pt", "fi", "pl", "cs", "ja", "zh", "ko",
    "ru", "tr", "el", "hu", "ro", "uk", "int", "intl", "global", "us", "uk", "eu", "ch", "at", "se", "dk",
})

SOCIAL_HOSTS = (
    "linkedin.com", "twitter.com", "x.com", "facebook.com", "instagram.com", "youtube.com", "github.com",
    "tiktok.com", "xing.com", "mastodon.social", "threads.net", "bsky.app", "pinterest.com", "vimeo.com",
    "crunchbase.com", "glassdoor.com", "wikipedia.org", "wikidata.org",
)

#: job aggregators and classified job sites: a company's page there ("Careers" → indeed.com/cmp/acme/jobs) lists
#: what the site copied or the company paid to post, behind bot walls — a profile like Glassdoor's, never the
#: company's careers page or its board (registrable domains; their country subdomains are included)
JOB_AGGREGATOR_HOSTS = (
    "indeed.com", "indeed.co.uk", "indeed.de", "stepstone.de", "stepstone.at", "stepstone.be", "stepstone.nl",
    "monster.com", "monster.de", "monster.fr", "ziprecruiter.com", "simplyhired.com", "careerbuilder.com",
    "totaljobs.com", "reed.co.uk", "jobs.ch", "jobscout24.ch", "karriere.at", "pracuj.pl", "infojobs.net",
    "infojobs.it", "kariyer.net", "bayt.com", "naukri.com", "seek.com.au", "jobstreet.com", "saramin.co.kr",
    "jobkorea.co.kr",
    # Russia's, Kazakhstan's and Ukraine's (HeadHunter's employer pages: hh.ru/employer/<id>)
    "hh.ru", "hh.kz", "superjob.ru", "rabota.ru", "work.ua", "robota.ua",
    # more countries' aggregators and employer-review sites (a company's page there: a profile, as Glassdoor's)
    "indeed.fr", "indeed.es", "indeed.it", "indeed.nl", "indeed.ca", "indeed.com.au", "indeed.co.in", "indeed.jp",
    "indeed.com.mx", "indeed.com.br", "glassdoor.co.uk", "glassdoor.de", "glassdoor.fr", "glassdoor.ca",
    "glassdoor.com.au", "glassdoor.co.in", "kununu.com", "monster.co.uk", "cv-library.co.uk", "hellowork.com",
    "apec.fr", "jobup.ch", "jobindex.dk", "nofluffjobs.com", "justjoin.it", "jooble.org", "computrabajo.com",
    "bumeran.com", "occ.com.mx", "catho.com.br", "zhipin.com", "lagou.com", "51job.com", "liepin.com", "zhaopin.com",
    "104.com.tw", "1111.com.tw", "jobplanet.co.kr", "incruit.com", "openwork.jp",
)
_PROFILE_HOSTS = SOCIAL_HOSTS + JOB_AGGREGATOR_HOSTS
_PROFILE_SET = frozenset(_PROFILE_HOSTS)

#: hosts of third-party platforms that serve one surface for many companies (registrable domains)
PLATFORM_SURFACES: dict[str, Surface] = {
    "statuspage.io": Surface.STATUS, "status.io": Surface.STATUS, "instatus.com": Surface.STATUS,
    "betteruptime.com": Surface.STATUS, "betterstack.com": Surface.STATUS, "freshstatus.io": Surface.STATUS,
    "statuspal.io": Surface.STATUS, "atlassian.net": Surface.STATUS, "uptimerobot.com": Surface.STATUS,
    "greenhouse.io": Surface.JOBS_BOARD, "lever.co": Surface.JOBS_BOARD, "ashbyhq.com": Surface.JOBS_BOARD,
    "workable.com": Surface.JOBS_BOARD, "myworkdayjobs.com": Surface.JOBS_BOARD, "recruitee.com": Surface.JOBS_BOARD,
    "personio.de": Surface.JOBS_BOARD, "personio.com": Surface.JOBS_BOARD, "teamtailor.com": Surface.JOBS_BOARD,
    "smartrecruiters.com": Surface.JOBS_BOARD, "bamboohr.com": Surface.JOBS_BOARD, "jobvite.com": Surface.JOBS_BOARD,
    "breezy.hr": Surface.JOBS_BOARD, "join.com": Surface.JOBS_BOARD, "jobs.personio.de": Surface.JOBS_BOARD,
    "welcometothejungle.com": Surface.JOBS_BOARD, "softgarden.io": Surface.JOBS_BOARD, "softgarden.de": Surface.JOBS_BOARD,
    "jobylon.com": Surface.JOBS_BOARD, "homerun.co": Surface.JOBS_BOARD, "pinpointhq.com": Surface.JOBS_BOARD,
    "applytojob.com": Surface.JOBS_BOARD, "icims.com": Surface.JOBS_BOARD, "taleo.net": Surface.JOBS_BOARD,
    "myworkdaysite.com": Surface.JOBS_BOARD, "zohorecruit.com": Surface.JOBS_BOARD, "dvinci-easy.com": Surface.JOBS_BOARD,
    "rexx-systems.com": Surface.JOBS_BOARD, "onlyfy.jobs": Surface.JOBS_BOARD, "recruiterbox.com": Surface.JOBS_BOARD,
    "readthedocs.io": Surface.DOCS, "gitbook.io": Surface.DOCS, "readme.io": Surface.DOCS,
    "medium.com": Surface.BLOG, "substack.com": Surface.BLOG, "ghost.io": Surface.BLOG, "hashnode.dev": Surface.BLOG,
    "headwayapp.co": Surface.CHANGELOG, "canny.io": Surface.CHANGELOG, "beamer.com": Surface.CHANGELOG,
    "prnewswire.com": Surface.NEWSROOM, "businesswire.com": Surface.NEWSROOM, "mynewsdesk.com": Surface.NEWSROOM,
    "cision.com": Surface.NEWSROOM, "q4ir.com": Surface.INVESTORS,
    # hosted help centres and docs, status pages, changelogs, blogs, newsrooms, job boards and IR sites
    # (each serves one company under a subdomain or path)
    "zendesk.com": Surface.DOCS, "intercom.help": Surface.DOCS, "helpscoutdocs.com": Surface.DOCS,
    "freshdesk.com": Surface.DOCS, "document360.io": Surface.DOCS, "mintlify.app": Surface.DOCS,
    "readme.com": Surface.DOCS, "helpjuice.com": Surface.DOCS, "hund.io": Surface.STATUS,
    "sorryapp.com": Surface.STATUS, "statuscast.com": Surface.STATUS, "openstatus.dev": Surface.STATUS,
    "getbeamer.com": Surface.CHANGELOG, "announcekit.app": Surface.CHANGELOG, "launchnotes.io": Surface.CHANGELOG,
    "featurebase.app": Surface.CHANGELOG, "noticeable.news": Surface.CHANGELOG, "releasenotes.io": Surface.CHANGELOG,
    # feedback-and-announcement tools whose tenant's public page carries the product's release notes
    # (`acme.frill.co/announcements`): the tenant is often not the site's brand (`acmehq.com`, `getacme.io`)
    "frill.co": Surface.CHANGELOG, "sleekplan.app": Surface.CHANGELOG, "olvy.co": Surface.CHANGELOG,
    "changelogfy.com": Surface.CHANGELOG,
    "wordpress.com": Surface.BLOG, "blogspot.com": Surface.BLOG, "prowly.com": Surface.NEWSROOM,
    "globenewswire.com": Surface.NEWSROOM, "presspage.com": Surface.NEWSROOM, "prezly.com": Surface.NEWSROOM,
    "wellfound.com": Surface.JOBS_BOARD, "rippling-ats.com": Surface.JOBS_BOARD, "gem.com": Surface.JOBS_BOARD,
    "comeet.com": Surface.JOBS_BOARD, "jazzhr.com": Surface.JOBS_BOARD, "freshteam.com": Surface.JOBS_BOARD,
    "gcs-web.com": Surface.INVESTORS, "investorroom.com": Surface.INVESTORS,
    # IR sites and tools hosted for listed companies in Europe (Investis Digital, Euroland)
    "investis.com": Surface.INVESTORS, "euroland.com": Surface.INVESTORS,
    # enterprise and regional applicant-tracking hosts (large companies' "Careers" links lead there)
    "ultipro.com": Surface.JOBS_BOARD, "paylocity.com": Surface.JOBS_BOARD, "successfactors.com": Surface.JOBS_BOARD,
    "successfactors.eu": Surface.JOBS_BOARD, "sapsf.com": Surface.JOBS_BOARD, "sapsf.eu": Surface.JOBS_BOARD,
    "avature.net": Surface.JOBS_BOARD, "csod.com": Surface.JOBS_BOARD, "brassring.com": Surface.JOBS_BOARD,
    "eightfold.ai": Surface.JOBS_BOARD, "factorialhr.com": Surface.JOBS_BOARD, "hirehive.com": Surface.JOBS_BOARD,
    "careers-page.com": Surface.JOBS_BOARD, "jobscore.com": Surface.JOBS_BOARD, "talentlyft.com": Surface.JOBS_BOARD,
    # privacy policies, terms and imprints generated and hosted for the company (EU sites link them from the footer)
    "iubenda.com": Surface.LEGAL, "termly.io": Surface.LEGAL, "termsfeed.com": Surface.LEGAL,
    "privacypolicies.com": Surface.LEGAL, "termageddon.com": Surface.LEGAL, "getterms.io": Surface.LEGAL,
    "privacyportal.onetrust.com": Surface.LEGAL, "privacyportal-eu.onetrust.com": Surface.LEGAL,
    "privacyportal-de.onetrust.com": Surface.LEGAL,
    # blogs on community platforms (an organisation's page: dev.to/acme), newsletters, and feeds on a feed host
    "dev.to": Surface.BLOG, "beehiiv.com": Surface.BLOG, "tumblr.com": Surface.BLOG,
    "feedburner.com": Surface.FEED,
    # more press-release distributors (a company's page of releases) and API reference hosts
    "einpresswire.com": Surface.NEWSROOM, "accesswire.com": Surface.NEWSROOM, "newsfilecorp.com": Surface.NEWSROOM,
    "newswire.ca": Surface.NEWSROOM, "presseportal.de": Surface.NEWSROOM,
    "stoplight.io": Surface.DOCS, "bump.sh": Surface.DOCS, "apiary.io": Surface.DOCS,
    "documenter.getpostman.com": Surface.DOCS,
    # boards on one host of a vendor whose other hosts are its own site or app (keyed by the host's last three labels)
    "app.dover.com": Surface.JOBS_BOARD, "ats.rippling.com": Surface.JOBS_BOARD, "dayforcehcm.com": Surface.JOBS_BOARD,
    "workforcenow.adp.com": Surface.JOBS_BOARD, "trinethire.com": Surface.JOBS_BOARD, "jobs.polymer.co": Surface.JOBS_BOARD,
    "careers.hireology.com": Surface.JOBS_BOARD, "myjobs.adp.com": Surface.JOBS_BOARD,
    "recruiting.adp.com": Surface.JOBS_BOARD, "isolvedhire.com": Surface.JOBS_BOARD,
    "applicantpro.com": Surface.JOBS_BOARD,
    # applicant-tracking hosts of the Nordics and the German-speaking countries whose boards are named by an id
    # (web103.reachmee.com/ext/I005/1234/…, recruitingapp-5123.umantis.com, hr-manager.net/…?customer=…) or a tenant
    "reachmee.com": Surface.JOBS_BOARD, "hr-manager.net": Surface.JOBS_BOARD, "webcruiter.com": Surface.JOBS_BOARD,
    "webcruiter.no": Surface.JOBS_BOARD, "umantis.com": Surface.JOBS_BOARD, "emply.net": Surface.JOBS_BOARD,
    "varbi.com": Surface.JOBS_BOARD, "jobs.b-ite.com": Surface.JOBS_BOARD, "concludis.de": Surface.JOBS_BOARD,
    "talention.com": Surface.JOBS_BOARD, "mystaffing.de": Surface.JOBS_BOARD, "jobtoolz.com": Surface.JOBS_BOARD,
    "traffit.com": Surface.JOBS_BOARD, "recruiterflow.com": Surface.JOBS_BOARD, "occupop-jobs.com": Surface.JOBS_BOARD,
    "talentadore.com": Surface.JOBS_BOARD, "kenjo.io": Surface.JOBS_BOARD, "hire.trakstar.com": Surface.JOBS_BOARD,
    # uptime monitors' public status pages, named by an id, not the company (a footer's "Status" leads there)
    "stats.pingdom.com": Surface.STATUS, "uptime.statuscake.com": Surface.STATUS, "status.hetrixtools.com": Surface.STATUS,
    "statuspage.freshping.io": Surface.STATUS, "cronitorstatus.com": Surface.STATUS,
    "checkly-dashboards.com": Surface.STATUS,
    # help centres on help-desk vendors' own help domains (a footer's weak "Help" / "Support" leads there)
    "crisp.help": Surface.DOCS, "tawk.help": Surface.DOCS, "gorgias.help": Surface.DOCS, "elevio.help": Surface.DOCS,
    "helpdocs.io": Surface.DOCS, "zohodesk.com": Surface.DOCS, "zohodesk.eu": Surface.DOCS, "kayako.com": Surface.DOCS,
    "happyfox.com": Surface.DOCS, "groovehq.com": Surface.DOCS, "knowledgeowl.com": Surface.DOCS,
    # press-release services of the German-speaking countries (a newsroom by an id: presseportal.ch/de/nr/100012345)
    "presseportal.ch": Surface.NEWSROOM, "ots.at": Surface.NEWSROOM, "pressebox.de": Surface.NEWSROOM,
    "newswire.com": Surface.NEWSROOM,
    # Japan's press-release wires (a company's releases under its id: prtimes.jp/main/html/searchrlp/company_id/…)
    # and the Nordic regulatory news service (mfn.se/a/<company>)
    "prtimes.jp": Surface.NEWSROOM, "atpress.ne.jp": Surface.NEWSROOM, "value-press.com": Surface.NEWSROOM,
    "mfn.se": Surface.NEWSROOM,
    # Denmark's press-release service (a publisher's releases by its id: via.ritzau.dk/pressemeddelelser?publisherId=…)
    "via.ritzau.dk": Surface.NEWSROOM,
    # on-chain and newsletter publishing (a protocol's blog: mirror.xyz/<name>.eth, paragraph.xyz/@<name>)
    "mirror.xyz": Surface.BLOG, "paragraph.xyz": Surface.BLOG, "paragraph.com": Surface.BLOG,
    # game and app studios' player help centres
    "helpshift.com": Surface.DOCS,
    # the blog platforms of Japan, Korea, China and Russia where companies keep their (engineering) blogs under a
    # handle of their own, often not the domain's ("テックブログ" → acme-dev.hatenablog.com, "기술 블로그" →
    # acme-tech.tistory.com, a Zhihu column); a company's blog on Zenn or Habr lives under a path (see _PLATFORM_PATHS)
    "hatenablog.com": Surface.BLOG, "hatenablog.jp": Surface.BLOG, "hateblo.jp": Surface.BLOG,
    "hatenadiary.com": Surface.BLOG, "hatenadiary.jp": Surface.BLOG, "ameblo.jp": Surface.BLOG,
    "livedoor.blog": Surface.BLOG, "tistory.com": Surface.BLOG, "velog.io": Surface.BLOG, "brunch.co.kr": Surface.BLOG,
    "blog.naver.com": Surface.BLOG, "zhuanlan.zhihu.com": Surface.BLOG, "blog.csdn.net": Surface.BLOG,
    "teletype.in": Surface.BLOG, "dzen.ru": Surface.BLOG,
    # Japanese applicant-tracking hosts (a 採用情報 page's "募集職種一覧" leads there)
    "herp.careers": Surface.JOBS_BOARD, "talentio.com": Surface.JOBS_BOARD,
    # applicant-tracking hosts of the US long tail, France, Latin America, India and China whose boards a careers page's
    # call to action leads to — some named by a client id only (recruitingbypaycor.com/career/…?clientId=…), some
    # under a slug the label does not call a job list ("Apply now" → harri.com/<restaurant>, "Voir nos offres" →
    # taleez.com/careers/<company>)
    "recruitingbypaycor.com": Surface.JOBS_BOARD, "harri.com": Surface.JOBS_BOARD, "taleez.com": Surface.JOBS_BOARD,
    "flatchr.io": Surface.JOBS_BOARD, "hiringroom.com": Surface.JOBS_BOARD,
    "mokahr.com": Surface.JOBS_BOARD, "zhiye.com": Surface.JOBS_BOARD, "darwinbox.in": Surface.JOBS_BOARD,
    "catsone.com": Surface.JOBS_BOARD, "applicantstack.com": Surface.JOBS_BOARD, "hrmdirect.com": Surface.JOBS_BOARD,
    "teamdash.com": Surface.JOBS_BOARD,
    # the US hourly hiring boards of restaurant and retail franchises (<brand>.careerplug.com)
    "careerplug.com": Surface.JOBS_BOARD,
}

#: vendors whose one domain serves a board beside everything else they sell (the HR suite's sign-in, a supplier
#: portal, payroll): a board only below its path — Oracle Recruiting Cloud (`<pod>.fa.<region>.oraclecloud.com/hcmUI/
#: CandidateExperience/…`) and Paycom (`www.paycomonline.net/v4/ats/…?clientkey=…`), whose URLs carry no company name
_PLATFORM_PATHS: dict[str, tuple[tuple[str, Surface], ...]] = {
    "oraclecloud.com": (("/hcmui/candidateexperience/", Surface.JOBS_BOARD),),
    "paycomonline.net": (("/v4/ats/", Surface.JOBS_BOARD),),
    # monitors whose own site shares the host with their customers' status pages (updown.io/p/<id>, uptime.com/s/<x>)
    "updown.io": (("/p/", Surface.STATUS),), "uptime.com": (("/s/", Surface.STATUS),),
    # a company's publication on Zenn (zenn.dev/p/<name>; zenn.dev/<user> is one engineer's) and its corporate blog
    # on Habr (habr.com/ru/companies/<name>/articles/)
    "zenn.dev": (("/p/", Surface.BLOG),),
    "habr.com": (("/ru/companies/", Surface.BLOG), ("/en/companies/", Surface.BLOG), ("/companies/", Surface.BLOG)),
}

#: link shorteners: a link there is an alias of where it redirects (a sensor watches the destination)
LINK_SHORTENERS = frozenset({"bit.ly", "bitly.com", "tinyurl.com", "ow.ly", "buff.ly", "lnkd.in", "rebrand.ly", "goo.gl",
                             "shorturl.at", "cutt.ly", "t.ly", "tiny.cc", "is.gd", "rb.gy"})

#: hosted page builders (a workspace per company, any page on it): a link there is the surface its label
#: names — startups keep careers, changelogs and press kits on Notion ("Careers" → acme.notion.site/Careers-…)
PAGE_BUILDER_HOSTS = frozenset({"notion.site", "notion.so", "super.site", "slite.page", "slite.com"})
#: static-site hosts that serve a project's pages under its own subdomain (acme.github.io/acme-sdk/): what the
#: site's label says too ("Docs" → its GitHub Pages documentation)
PROJECT_PAGE_HOSTS = frozenset({"github.io", "gitlab.io", "netlify.app", "pages.dev", "vercel.app"})

#: subdomain first labels that name a surface (careers.example.com, status.example.com, ...)
SUBDOMAIN_SURFACES: dict[str, Surface] = {
    "careers": Surface.CAREERS, "career": Surface.CAREERS, "jobs": Surface.CAREERS, "karriere": Surface.CAREERS,
    "join": Surface.CAREERS, "work": Surface.CAREERS, "news": Surface.NEWSROOM, "press": Surface.NEWSROOM,
    "newsroom": Surface.NEWSROOM, "presse": Surface.NEWSROOM, "media": Surface.NEWSROOM, "blog": Surface.BLOG,
    "blogs": Surface.BLOG, "engineering": Surface.BLOG,
    # a Substack / beehiiv / Ghost publication on the company's own domain: its posts are the company's blog
    "newsletter": Surface.BLOG, "docs": Surface.DOCS, "developer": Surface.DOCS,
    "developers": Surface.DOCS, "dev": Surface.DOCS, "api": Surface.DOCS, "help": Surface.DOCS,
    "support": Surface.DOCS, "kb": Surface.DOCS, "learn": Surface.DOCS, "status": Surface.STATUS,
    "investors": Surface.INVESTORS, "ir": Surface.INVESTORS, "investor": Surface.INVESTORS,
    "shop": Surface.PRODUCTS, "store": Surface.PRODUCTS, "changelog": Surface.CHANGELOG,
    "releases": Surface.CHANGELOG, "updates": Surface.CHANGELOG,
}

#: surfaces whose sensor should watch the index page, not one item below it (/blog/2024/post → /blog/)
_COLLECTIONS = frozenset({
    Surface.CAREERS, Surface.JOBS_BOARD, Surface.BLOG, Surface.NEWSROOM, Surface.CHANGELOG, Surface.DOCS,
    Surface.INVESTORS, Surface.PRODUCTS, Surface.TEAM,  # (/team/jane-doe, one person's page: the team is /team/)
})


#: legal pages that are legal but not what "the legal page" means (the privacy policy, the terms, the imprint):
#: a cookie policy, a DPA or a trust centre is watched only when nothing better is linked
_SECONDARY_LEGAL = frozenset({"cookies", "cookie-policy", "cookie-policy-eu", "politica-de-cookies", "gdpr", "dpa",
                              "cookiepolitik", "cookiebeleid", "subprocessors", "sub-processors",
                              "acceptable-use-policy", "acceptable-use", "cookiepolicy",
                              "security-policy", "trust", "compliance", "disclaimer"})


@lru_cache(maxsize=1)
def _path_index() -> dict[str, list[tuple[Surface, float]]]:
    idx: dict[str, list[tuple[Surface, float]]] = {}
    for surface, (strong, weak) in _PATH.items():
        for k in strong:
            idx.setdefault(k, []).append((surface, 0.7 if surface is Surface.LEGAL and k in _SECONDARY_LEGAL else 0.8))
        for k in weak:
            idx.setdefault(k, []).append((surface, 0.45))
    return idx


@lru_cache(maxsize=1)
def _text_index() -> dict[str, list[Surface]]:
    idx: dict[str, list[Surface]] = {}
    for surface, phrases in _TEXT.items():
        for p in phrases:
            idx.setdefault(fold(p), []).append(surface)
    return idx


@lru_cache(maxsize=1)
def _cjk_index() -> dict[str, Surface]:
    idx: dict[str, Surface] = {}
    for surface, phrases in _CJK_TEXT.items():
        for p in phrases:
            idx.setdefault(fold(p), surface)
    return idx


#: what a CJK enquiry is about when it is a trade's application (to sell on a marketplace, to advertise, to partner)
_CJK_TRADE_ENQUIRY = tuple(fold(x) for x in ("입점", "광고", "제휴", "出店", "出品", "広告", "提携", "入驻", "广告", "合作",
                                             "廣告", "合作洽談", "商务合作"))
#: "official" before a CJK label (folded as the labels are)
_CJK_OFFICIAL = tuple(fold(x) for x in ("公式", "官方", "官方的"))


def _classify_cjk(t: str) -> tuple[Surface, bool] | None:
    """(surface, whole label?) for a folded CJK label: the label itself, else the longest keyword inside it."""
    idx = _cjk_index()
    t = t.replace(" ", "")
    if t in idx:
        return idx[t], True
    # "公式ブログ" / "官方博客" (the official blog): the company's own one, named whole
    for lead in _CJK_OFFICIAL:
        if t.startswith(lead) and t[len(lead):] in idx:
            return idx[t[len(lead):]], True
    if len(t) > 24:
        return None
    best = max((k for k in idx if len(k) >= 2 and k in t), key=len, default=None)
    return (idx[best], False) if best else None


@dataclass(frozen=True)
class SurfaceMatch:
    """A classification: `surface` with `confidence` in [0, 1]; `reason` says which evidence won."""

    surface: Surface
    confidence: float
    reason: str


#: labels that the tables read in English but that, on a page in the language named, mean something else: Romanian
#: "Magazine" / "Magazinele noastre" are a retailer's shops (a store finder), not its magazine
_FALSE_FRIENDS: dict[str, frozenset[str]] = {
    "ro": frozenset({"magazine", "magazin", "magazinele", "magazinele noastre", "magazinul", "magazine partenere"}),
}


def false_friend(text: str, lang: str) -> bool:
    """The label, on a page whose `lang` is given (`ro`, `ro-RO`), is a word of that language that only looks like
    one of the tables' (see `_FALSE_FRIENDS`): it names no surface there."""
    words = _FALSE_FRIENDS.get(lang.split("-")[0].lower())
    return bool(words) and _clean_label(fold(text)) in words


def is_language_segment(seg: str) -> bool:
    """`en`, `de-de`, `en_US`, `fr-ch`: a locale prefix, not content."""
    s = seg.lower()
    return bool(_LANG_SEG.match(s)) and s.split("-")[0].split("_")[0] in _LANGS


def _segments(path: str) -> list[str]:
    out = []
    for raw in path.split("/"):
        if not raw:
            continue
        seg = fold(unquote(raw).replace("+", "-").replace(" ", "-"))
        seg = re.sub(r"\.(?:html?|php|aspx?|jsp|cfm)$", "", seg)
        seg = re.sub(r"[\s_]+", "-", seg)
        out.append(seg)
    return out


def path_depth(url: str) -> int:
    """Number of content path segments (locale prefixes not counted): `/de/karriere/` → 1, `/` → 0."""
    segs = _segments(urlsplit(url).path)
    while segs and is_language_segment(segs[0]):
        segs = segs[1:]
    return len(segs)


def is_social_url(url: str) -> bool:
    """A profile on a social network or a job aggregator (kept as the company's social profiles, never a sensor).
    A code host's release list or changelog file (github.com/org/repo/releases) is a changelog, not a profile."""
    host = (urlsplit(url).hostname or "").lower()
    if code_host_changelog(url) or code_host_wiki(url):
        return False
    # the host or any domain above it (www.indeed.co.uk → indeed.co.uk) among the profile hosts: a set lookup per label
    labels = host.split(".")
    return any(".".join(labels[i:]) in _PROFILE_SET for i in range(len(labels) - 1))


_CODE_HOSTS = frozenset({"github.com", "gitlab.com", "codeberg.org", "bitbucket.org"})
#: code hosts (public name: repair does not search their front page for a company's pages)
CODE_HOSTS = _CODE_HOSTS
_CHANGELOG_FILE = re.compile(r"^(?:changelog|changes|history|releases?|news|release-notes)(?:\.(?:md|rst|txt|markdown))?$", re.I)


def code_host_changelog(url: str) -> str:
    """The owner of a repository whose release list or changelog file `url` is on a code host
    (`github.com/acme/cli/releases`, `.../releases.atom`, `.../blob/main/CHANGELOG.md`,
    `gitlab.com/acme/cli/-/releases`), else ''."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return ""
    host = (parts.hostname or "").lower()
    if host.startswith("www."):
        host = host[4:]
    if host not in _CODE_HOSTS:
        return ""
    segs = [x for x in parts.path.split("/") if x]
    if len(segs) < 3:
        return ""
    rest = segs[2:]
    if rest and rest[0] == "-":
        rest = rest[1:]
    if rest and rest[0].lower() in ("releases", "releases.atom", "tags.atom") and len(rest) <= 2 and (
            len(rest) == 1 or rest[1] == "latest"):
        return segs[0]
    if len(rest) == 3 and rest[0] in ("blob", "tree") and _CHANGELOG_FILE.match(rest[2]):
        return segs[0]
    return ""


def code_host_wiki(url: str) -> str:
    """The owner of a repository whose wiki `url` is (`github.com/acme/cli/wiki`, `.../wiki/Home`,
    `gitlab.com/acme/cli/-/wikis/home`): a small open-source project's documentation, else ''."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return ""
    host = (parts.hostname or "").lower().removeprefix("www.")
    if host not in _CODE_HOSTS:
        return ""
    segs = [x for x in parts.path.split("/") if x]
    rest = segs[2:]
    if rest and rest[0] == "-":
        rest = rest[1:]
    return segs[0] if len(segs) >= 3 and rest and rest[0].lower() in ("wiki", "wikis") and len(rest) <= 2 else ""


def brand_repository_releases(url: str, site_domain: str) -> str:
    """The releases feed of a repository the company names by its own account (`github.com/hugoco/hugoco` on
    hugoco.io → `https://github.com/hugoco/hugoco/releases.atom`): an open-source product's changelog. '' for
    another owner's repository, an organisation's page, or any other URL."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return ""
    host = (parts.hostname or "").lower()
    segs = [x for x in parts.path.split("/") if x]
    if host not in ("github.com", "www.github.com") or len(segs) != 2 or not site_domain:
        return ""
    if not _owner_is_brand(segs[0], site_domain) or segs[1].lower() in (".github", "community", "awesome"):
        return ""
    return f"https://github.com/{segs[0]}/{segs[1]}/releases.atom"


def url_is_crawlable(url: str) -> bool:
    """http(s), not an asset, not an auth/commerce flow, not a comments feed."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return False
    if _REJECT_EXT.search(parts.path):
        return False
    segs = _segments(parts.path)
    idx = _path_index()
    for i, seg in enumerate(segs):
        if _SHARE_ACTION.match(seg):
            return False  # a share button's target (Blogger's share-post.g, LinkedIn's shareArticle): an action, no page
        if seg not in _REJECT_SEGMENTS:
            continue
        if seg == "search" and i > 0 and any(s in (Surface.CAREERS, Surface.JOBS_BOARD) for s, _ in idx.get(segs[i - 1], ())):
            continue  # /jobs/search, /careers/search: a job board's listing (iCIMS and many career sites), no site search
        if seg == "search" and segs[i + 1:i + 2] in (["organization"], ["organisation"]):
            continue  # a newswire's page of one organisation's releases (globenewswire.com/search/organization/Acme)
        if seg == "search" and _job_board_host(parts.hostname):
            continue  # an applicant-tracking host's job search is its board (sjobs.brassring.com/TGnewUI/Search/Home/Home)
        return False
    return True


def _job_board_host(host: str) -> bool:
    """The host is an applicant-tracking vendor's (PLATFORM_SURFACES names it a jobs board): all it serves is boards."""
    host = host.lower()
    reg = registrable_domain(host)
    return (PLATFORM_SURFACES.get(reg) or PLATFORM_SURFACES.get(".".join(host.split(".")[-3:]))) is Surface.JOBS_BOARD


def _match_segment(seg: str) -> list[tuple[Surface, float]]:
    idx = _path_index()
    if seg in idx:
        return idx[seg]
    return _match_inside(seg)


#: a path segment of more words than this is a title slug: keywords inside it do not name a surface
_MAX_SLUG_TOKENS = 4


def _match_inside(seg: str) -> list[tuple[Surface, float]]:
    """Keywords inside a segment ("our-careers-page"): weaker evidence than a whole segment."""
    idx = _path_index()
    if _CJK_CHARS.search(seg):
        cm = _classify_cjk(seg)
        if cm is not None and cm[1] and seg.replace(" ", "") in _CJK_ABOUT:
            return [(Surface.TEAM, 0.45)]
        return [(cm[0], 0.8 if cm[1] else 0.6)] if cm else []
    tokens = [t for t in re.split(r"[-.]", seg) if t]
    if len(tokens) > _MAX_SLUG_TOKENS:
        return []  # an article's slug ("dsgvo-im-marketing-kontext-7-punkte..."), not a section name
    found: list[tuple[Surface, float]] = []
    # a run of tokens inside the segment ("our-careers-page" contains "careers"): weaker evidence
    for n in (3, 2, 1):
        for i in range(len(tokens) - n + 1):
            key = "-".join(tokens[i:i + n])
            if n == 1 and _compound_of_other(tokens, i):
                continue
            if key in idx and len(key) >= 3:
                found.extend((s, c * 0.75) for s, c in idx[key])
        if found:
            break
    return found


#: "offers" / "listings": a job list below a careers section (/carrieres/offres, jobs.acme.fr/offres), but
#: elsewhere a French site's plans (/offres), a shop's deals (/ofertas) or a marketplace's listings
_OFFERS_SEGMENTS = frozenset({"offres", "ofertas", "listings"})


def _offers_matches(seg: str, before: Sequence[str], host_labels: Sequence[str]) -> list[tuple[Surface, float]]:
    idx = _path_index()
    careers_ctx = any(s is Surface.CAREERS for p in before for s, _ in idx.get(p, ())) or (
        len(host_labels) > 2 and SUBDOMAIN_SURFACES.get(host_labels[0]) is Surface.CAREERS)
    if careers_ctx:
        return [(Surface.JOBS_BOARD, 0.8)]
    return [(Surface.PRICING, 0.45)] if seg == "offres" else []


#: a segment whose child is one blog of several (Shopify's /blogs/news, /blogs/journal)
_BLOG_CONTAINERS = frozenset({"blogs"})
#: the reason suffix of a blog named by its place under /blogs/ (beats the label: "News" → /blogs/news is the blog)
SHOP_BLOG = "under /blogs/ (a blog's handle)"
#: a shop's blog whose handle names a press room (/blogs/press, /blogs/in-the-press): its press releases and coverage,
#: the newsroom — not "news", the handle Shopify gives every shop's first blog
_SHOP_PRESS_HANDLES = frozenset({"press", "press-releases", "pressreleases", "in-the-press", "press-room", "pressroom",
                                 "newsroom", "presse", "pressemitteilungen", "communiques", "communiques-de-presse",
                                 "prensa", "sala-de-prensa", "stampa", "comunicati-stampa", "pers", "persberichten",
                                 "imprensa", "press-coverage", "media-coverage"})


#: a release history as often as a company's: below an About folder, the company's
_HISTORY_SEGMENTS = frozenset({"history"})


def _team_below_about(segs: Sequence[str], i: int,
                      idx: dict[str, list[tuple[Surface, float]]]) -> list[tuple[Surface, float]]:
    """The last segment names a team inside its slug ("meet-the-team", "our-people", "executive-board") below About
    folders only (/about-us/, /company/: a team surface by a hint alone): that page is the team page, not an item of
    the About section — the about folder's whole-segment match does not silence it."""
    if i != len(segs) - 1 or segs[i] in idx:
        return []
    above = [sg for sg in segs[:i] if sg in idx]
    if not above or not all(_about_folder(sg, idx) for sg in above):
        return []
    if segs[i] in _PEOPLE_BELOW_ABOUT:
        return [(Surface.TEAM, 0.6)]
    return [(sf, c) for sf, c in _match_inside(segs[i]) if sf is Surface.TEAM]


#: pricing words that, right below an About folder (/company/memberships, /about-us/memberships), name the associations
#: the company belongs to (an industrial group's "Memberships": VDMA, a standards body), not plans a customer buys
_AFFILIATION_SEGMENTS = frozenset({"membership", "memberships"})


def company_affiliations(url: str) -> bool:
    """The URL is the company's memberships in associations: a membership word right below an About folder."""
    try:
        segs = _segments(urlsplit(url).path or "/")
    except ValueError:
        return False
    while segs and is_language_segment(segs[0]):
        segs = segs[1:]
    return (len(segs) >= 2 and segs[-1] in _AFFILIATION_SEGMENTS
            and _about_folder(segs[-2], _path_index()))


#: words that name the people only below an About folder (/company/members/: its members; /members/ alone is a
#: members' area)
_PEOPLE_BELOW_ABOUT = frozenset({"members", "member", "yakuin"})


def _about_folder(seg: str, idx: dict[str, list[tuple[Surface, float]]]) -> bool:
    """An About folder (/about-us/, /company/, /corporate/): a team surface by a hint alone."""
    return seg in idx and all(sf is Surface.TEAM and c < 0.5 for sf, c in idx[seg])


#: the script of a bulletin-board CMS (Korea's Gnuboard /bbs/board.php?bo_table=notice, Zeroboard's zboard.php): every
#: board of the site (notices, press, job postings, Q&A) behind one file, which names none of them
_BOARD_SCRIPT = re.compile(r"^(?:z?board|bbs)\.(?:php\d?|aspx?|jsp|cgi)$", re.I)


def names_people(text: str) -> bool:
    """The label names the company's people whole ("Unser Team", "Our team", "임직원 소개", "スタッフ紹介"), not its About
    page ("Über uns", "About us", "회사소개", "会社概要"): written as a path segment, it names the team page itself — what
    tells the two apart where the URL says nothing (/?page_id=14, /bbs/content.php?co_id=members)."""
    m = classify_text(text)
    if m is None or m.surface is not Surface.TEAM or m.reason.startswith("text contains"):
        return False
    t = _clean_label(fold(text))
    seg = t.replace(" ", "") if _CJK_CHARS.search(t) else re.sub(r"[^\w]+", "-", t).strip("-")
    um = classify_url("http://people.invalid/" + quote(seg) + "/") if seg else None
    return um is not None and um.surface is Surface.TEAM and um.confidence >= 0.6


def classify_url(url: str) -> SurfaceMatch | None:
    """Surface from the URL alone (host and path). None when nothing matches.

    The matching segment nearest the end of the path wins; a match on a segment followed by
    further segments is weaker (the page is an item below the surface's index). A whole segment
    that names a surface beats a keyword inside another segment's slug: /blog/q1-product-update is
    a blog item, /careers/123-people-partner a job posting — not products, not the team page.
    """
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    path = parts.path or "/"
    if code_host_changelog(url):
        return SurfaceMatch(Surface.CHANGELOG, 0.85, f"platform host {host} releases")
    if code_host_wiki(url):
        return SurfaceMatch(Surface.DOCS, 0.8, f"platform host {host} wiki")
    if _FEED_PATH.search(path) and not path.rstrip("/").endswith("/comments/feed"):
        return SurfaceMatch(Surface.FEED, 0.85, "feed path")
    segs = _segments(path)
    while segs and is_language_segment(segs[0]):
        segs = segs[1:]
    if segs and _BOARD_SCRIPT.match(path.rstrip("/").rsplit("/", 1)[-1]):
        segs = segs[:-1]  # a bulletin board's script names no board of directors: its query names the board
    reg = registrable_domain(host) if host else ""
    platform = PLATFORM_SURFACES.get(reg) or PLATFORM_SURFACES.get(".".join(host.split(".")[-3:]))
    if platform is None and reg in _PLATFORM_PATHS:
        low = path.lower()
        platform = next((sf for prefix, sf in _PLATFORM_PATHS[reg] if low.startswith(prefix)), None)
    if platform is not None and host in (reg, "www." + reg) and not segs:
        platform = None  # the vendor's own homepage ("Powered by Greenhouse / Statuspage"), not a tenant's page
    if platform is Surface.DOCS and segs and any(
            s is Surface.CHANGELOG for seg in segs for s, _c in _path_index().get(seg, ())):
        # docs platforms (Mintlify, GitBook, ReadMe) host the product's changelog beside its docs
        return SurfaceMatch(Surface.CHANGELOG, 0.85, f"platform host {reg} changelog")
    if platform is Surface.JOBS_BOARD and reg == "workable.com" and segs[:1] == ["j"]:
        return None  # one job's short link (apply.workable.com/j/3F2A1B9C0D): a posting naming no account, no board
    if platform is not None:
        return SurfaceMatch(platform, 0.85, f"platform host {reg}")
    if segs and segs[0] == "hc" and (len(segs) == 1 or is_language_segment(segs[1]) or segs[1] in ("articles", "sections",
                                                                                                 "categories")):
        # a help centre (Zendesk Guide's /hc/<locale>/articles/…, often on help. or support. of the company): its
        # articles are help, not a blog — even the one a footer's "Privacy" links
        return SurfaceMatch(Surface.DOCS, 0.8 if len(segs) <= 2 else 0.6, "help centre path /hc/")
    n = len(segs)
    idx = _path_index()
    whole = any(seg in idx for seg in segs)
    best: SurfaceMatch | None = None
    labels = host.split(".")
    for i in range(n - 1, -1, -1):
        # with a whole-segment match anywhere in the path, keywords inside slugs do not count
        inside = segs[i] not in idx
        matches = idx.get(segs[i]) or ([] if whole else _match_inside(segs[i])) or _team_below_about(segs, i, idx)
        if i > 0 and segs[i] in _HISTORY_SEGMENTS and _about_folder(segs[i - 1], idx):
            # the company's history (/company/history/ "沿革", /about/history "Our history"), not a release history
            continue
        if i > 0 and segs[i] in _AFFILIATION_SEGMENTS and _about_folder(segs[i - 1], idx):
            continue  # the company's memberships in associations (/company/memberships), not plans for sale
        if segs[i] in _OFFERS_SEGMENTS:
            matches = _offers_matches(segs[i], segs[:i], labels)
        # the segment right below a container of blogs is a blog's handle, whatever it says ("brew-guides")
        shop_blog = i > 0 and segs[i - 1] in _BLOG_CONTAINERS and (bool(matches) or i == n - 1)
        if shop_blog:
            # a shop's blog is /blogs/<handle> whatever the handle says (Shopify names the first one "news")
            matches = [(Surface.NEWSROOM if segs[i].lower() in _SHOP_PRESS_HANDLES else Surface.BLOG, 0.8)]
        if not matches:
            continue
        trailing = n - 1 - i
        for surface, conf in matches:
            c = conf * (1.0 if trailing == 0 else max(0.35, 0.8 - 0.15 * trailing))
            if best is None or c > best.confidence:
                what = "keyword in path segment" if inside else "path segment"
                best = SurfaceMatch(surface, round(c, 3), f"{what} {segs[i]!r}" + (f" {SHOP_BLOG}" if shop_blog else ""))
        if best is not None and trailing == 0:
            break
    if best is not None:
        return best
    if len(labels) > 2 and labels[0] in SUBDOMAIN_SURFACES and n == 0:
        return SurfaceMatch(SUBDOMAIN_SURFACES[labels[0]], 0.75, f"subdomain {labels[0]}")
    if n == 0 and not parts.query:
        return SurfaceMatch(Surface.HOMEPAGE, 0.6, "root path")
    return None


#: a keyword that heads a compound naming something else: "<thing> status" is a lookup of that thing (an order's, a
#: parcel's, an application's — a shop's or a carrier's tool, not the service's health page); "<kind> press" is a
#: machine or a product (a French press, a printing press), not the press room. Matched as a word inside a label or
#: as a token inside a slug, never when the label is a whole phrase the tables know ("System status", "Press").
_COMPOUND_HEADS: dict[str, frozenset[str]] = {
    "status": frozenset({"order", "orders", "shipment", "shipping", "delivery", "parcel", "package", "application",
                         "claim", "claims", "flight", "payment", "refund", "return", "returns", "booking", "reservation",
                         "visa", "ticket", "case", "warranty", "repair", "loan", "permit", "appointment", "tracking",
                         "track", "check", "tax", "account", "membership", "project", "job", "candidate",
                         "bestellung", "bestell", "lieferung", "sendung", "commande", "pedido", "envio",
                         # a carrier's, a port's or a transit operator's lookup of a trip or a vehicle ("Vessel
                         # status", "Train status"; round 30's portvale)
                         "vessel", "vessels", "ship", "ships", "train", "trains", "bus", "buses", "ferry", "ferries",
                         "berth", "cargo", "container", "containers", "vehicle", "truck", "trip", "journey"}),
    "press": frozenset({"french", "cold", "heat", "printing", "garlic", "bench", "leg", "wine", "oil", "citrus",
                        "hydraulic", "drill", "coffee", "juice", "cider", "tortilla", "hair", "rosin", "screen",
                        "letter", "letterpress", "punch", "brake", "pneumatic", "servo", "stamping", "forging",
                        "power", "transfer", "label", "fruit", "olive", "panini", "sandwich", "herb", "trouser"}),
    # case studies ("Customer stories") are no blog; a shop's buying / size / gift guides are no documentation
    "stories": frozenset({"customer", "customers", "success", "client", "clients", "user", "case"}),
    "guides": frozenset({"buying", "gift", "size", "sizing", "style", "care", "travel", "city", "recipe", "brew",
                         # a shop's or a maker's advice on choosing and using its goods (a lamp shop's "Lighting guide")
                         "lighting", "colour", "color", "fit", "fitting", "measuring", "wine", "pairing", "planting",
                         "garden", "holiday", "shopping", "fabric", "fabrics", "material", "materials", "mattress",
                         "bedding", "paint", "cooking", "grilling", "skincare", "beauty", "fragrance", "coffee", "tea",
                         "cheese", "sleep", "ski", "camping", "hiking", "nutrition", "wedding", "interior", "decor",
                         "flooring", "lens", "ring", "shoe", "bra", "jewellery", "jewelry", "watch", "bike"}),
}
_COMPOUND_HEADS["guide"] = _COMPOUND_HEADS["guides"]
#: "Where to buy" / "How to buy" is a maker's dealer locator or a buying guide, not its price list
_COMPOUND_HEADS["buy"] = frozenset({"to", "where"})
#: "Share price", "Stock price", "Aktienkurs" is the company's quote for shareholders (an IR page), not its price list
_COMPOUND_HEADS["price"] = frozenset({"share", "stock", "shares", "equity", "bond", "unit", "historical"})
_COMPOUND_HEADS["prices"] = _COMPOUND_HEADS["price"]
#: "Find a store", "Your nearest store", "Store locator": a retailer's or a chain's map of its shops, not the online store
_COMPOUND_HEADS["store"] = frozenset({"a", "your", "nearest", "local", "nearby", "my"})
#: a keyword that modifies a head naming something else: "Price match (promise)" is a retailer's guarantee
_COMPOUND_MODIFIERS: dict[str, frozenset[str]] = {
    "store": frozenset({"locator", "finder", "locations", "location", "hours", "search", "map", "directory"}),
    "price": frozenset({"match", "promise", "guarantee", "alert", "alerts", "drop", "drops", "beat", "check"}),
    # an article or a report about prices ("Insurance pricing explained", "SaaS pricing trends"), not the price list
    "pricing": frozenset({"explained", "guide", "guides", "tips", "trends", "report", "survey", "strategy",
                          "strategies", "playbook", "benchmark", "benchmarks", "history"}),
}


_JOINERS = frozenset({"&", "and", "und", "et", "y", "e", "en", "og", "och", "-", "+"})
#: words that keep a weak word's meaning beside it ("Support centre", "Security policy", "Our company", "Get help")
_GENERIC_COMPANIONS = frozenset({"center", "centre", "portal", "hub", "page", "pages", "our", "the", "get", "policy",
                                 "site", "information", "info", "overview", "statement", "notice", "desk", "team",
                                 "customer"})


#: "<thing> management" is a service or a product (asset, property, fleet, spend, risk management), the team only
#: behind these words ("Senior management", "Our management", "Board & management")
_MANAGEMENT_OWNERS = frozenset({"senior", "executive", "top", "general", "our", "the", "group", "unsere", "die", "&", "and",
                                "und", "-", "+", "board"})
#: a club's squads ("First team", "Women's team", "U18 team") and a venue's or an HR tool's services ("Team building",
#: "Team away days", "Team management"): no company's people (round 28's rovers-fc, oakbarn-venue)
_COMPOUND_HEADS["team"] = frozenset({"first", "second", "third", "reserve", "reserves", "youth", "womens", "women's", "mens",
                                     "men's", "ladies", "girls", "boys", "junior", "juniors", "development", "academy",
                                     "national", "u16", "u17", "u18", "u19", "u21", "u23", "veterans"})
_COMPOUND_MODIFIERS["team"] = frozenset({"building", "builder", "away", "events", "event", "activities", "activity",
                                         "bonding", "offsite", "offsites", "retreat", "retreats", "games", "challenge",
                                         "challenges", "workshop", "workshops", "management", "plan", "plans"})
#: "For founders", "For leaders", "For teams": an audience a product is sold to, not the company's people
for _w in ("founders", "founder", "leaders", "executives", "directors", "teams"):
    _COMPOUND_HEADS[_w] = _COMPOUND_HEADS.get(_w, frozenset()) | {"for"}
_COMPOUND_HEADS["team"] = _COMPOUND_HEADS["team"] | {"for"}
#: a builder's, a school's or a council's news of a project, a pandemic, the weather, roadworks: no release notes
_COMPOUND_HEADS["updates"] = frozenset({"project", "projects", "construction", "site", "covid", "covid-19", "covid19",
                                        "coronavirus", "pandemic", "community", "travel", "weather", "school", "planning",
                                        "safety", "roadworks", "traffic", "regulatory", "market", "investor",
                                        # a transit operator's or a utility's diversions and cancellations
                                        "service", "travel", "journey", "network", "line", "route"})
_COMPOUND_HEADS["update"] = _COMPOUND_HEADS["updates"]
#: "Support us", "Support our work": a charity's call for gifts, no help centre (round 28's riverkeepers)
_COMPOUND_MODIFIERS["support"] = frozenset({"us", "our"})
#: "thought leadership" is a blog's or a consultancy's content, "talent management / acquisition" HR software
_COMPOUND_HEADS["leadership"] = frozenset({"thought"})
_COMPOUND_MODIFIERS["talent"] = frozenset({"management", "acquisition", "intelligence", "analytics", "platform",
                                           "software", "marketplace", "development"})


#: a job board, a notice board, a mood / vision / ideas board, a key- or snowboard: no board of directors
_COMPOUND_HEADS["board"] = frozenset({"job", "jobs", "notice", "bulletin", "message", "mood", "vision", "idea", "ideas",
                                      "feature", "feedback", "key", "snow", "skate", "surf", "white", "chess", "game",
                                      "circuit", "cutting", "sign", "score", "leader", "story", "dash"})
#: "<kind> investors" is an audience a business sells to (buy-to-let, property, angel investors), not its shareholders
_COMPOUND_HEADS["investors"] = frozenset({"buy-to-let", "let", "property", "angel", "angels", "startup", "landlord",
                                          "landlords", "real-estate", "estate", "crypto", "retail", "overseas"})
#: a press maker's machines in German and Spanish ("Hydraulische Presse", "Servopressen", "Prensa hidráulica")
_COMPOUND_HEADS["presse"] = frozenset({"hydraulische", "hydraulik", "exzenter", "servo", "pneumatische", "mechanische",
                                       "stanz", "transfer", "kniehebel", "abkant", "schmiede", "spindel"})
_COMPOUND_MODIFIERS["prensa"] = frozenset({"hidraulica", "hidraulicas", "plegadora", "plegadoras", "excentrica",
                                           "mecanica", "neumatica", "servo"})
_COMPOUND_MODIFIERS["prensas"] = _COMPOUND_MODIFIERS["prensa"]
#: a media library, an agency's media buying or planning, a media player or server: no press room ("Media kit" is left
#: be: a restaurant's press page as often as a publisher's rate card)
_COMPOUND_MODIFIERS["media"] = frozenset({"library", "buying", "planning", "agency", "player", "server", "monitoring",
                                          "production", "plan", "rates", "rate"})
#: "Buy-to-let" / "buy to rent" is a kind of property investment, not a price list
_COMPOUND_MODIFIERS["buy"] = frozenset({"to"})
#: a student's or a job seeker's help ("Career services", "Careers advice", "Career tips", "Careers fair"): a
#: university's, a recruiter's or a blog's service, not the company's own hiring
_COMPOUND_MODIFIERS["career"] = frozenset({"advice", "tips", "services", "service", "coaching", "guidance", "fair",
                                           "fairs", "day", "days", "counselling", "counseling", "change", "advisor",
                                           "advisors", "adviser", "advisers", "test", "quiz", "planning", "expo",
                                           "resources"})
_COMPOUND_MODIFIERS["careers"] = _COMPOUND_MODIFIERS["career"]
_COMPOUND_HEADS["services"] = frozenset({"career", "careers"})
_COMPOUND_HEADS["service"] = frozenset({"career", "careers"})
#: the German noun "Stellen" (jobs) after nothing or an adjective ("Offene Stellen", "Freie Stellen"); after a noun it
#: is the verb "to put": "Antrag stellen" (apply), "Anfrage stellen" (enquire), "Fragen stellen" (ask)
_STELLEN_BEFORE = frozenset({"offene", "freie", "aktuelle", "unsere", "alle", "neue", "vakante", "ausgeschriebene",
                             "die", "den", "zu", "&", "und", "-", "+", "jobs", "karriere", "offenen", "freien"})
#: the thing whose state a Romance "estado del / statut de / stato dell'…" label tracks (an order's, an application's)
_STATE_OF = frozenset({"pedido", "pedidos", "envio", "solicitud", "reserva", "encomenda", "commande", "colis",
                       "livraison", "candidature", "dossier", "ordine", "spedizione", "prenotazione", "richiesta",
                       "tramite", "demande", "paquete", "pago", "paiement", "pagamento", "sinistro", "siniestro",
                       # a trip's: an airline's or a railway's "Estado del vuelo", "Statut du vol", "Stato del treno"
                       "vuelo", "vuelos", "vol", "vols", "volo", "voli", "voo", "voos", "tren", "trenes", "train",
                       "trains", "treno", "treni", "trem", "comboio", "viaje", "voyage", "viaggio"})
#: what "Meet our …" / "Meet the …" introduces that is not the people who work there: those a company serves, works
#: with or shows, and what it sells
_MEET_NOT_STAFF = frozenset({
    "customers", "customer", "clients", "client", "partners", "partner", "users", "members", "community", "speakers",
    "sponsors", "investors", "students", "alumni", "winners", "finalists", "exhibitors", "artists", "authors", "creators",
    "platform", "product", "products", "app", "apps", "range", "collection", "fleet", "portfolio", "startups",
    "companies", "brands", "integrations", "features", "tools", "solutions", "models", "robots", "agents", "ai", "bot",
    "cast", "animals", "dogs", "cats", "residents", "tenants", "neighbours", "neighbors"})
#: the price words that also mean a prize (German "Preis", French "prix") and the words naming awards beside them
_AWARD_PRICE_WORDS = frozenset({"preis", "preise", "prix"})
_AWARD_WORDS = frozenset({"auszeichnung", "auszeichnungen", "ehrungen", "awards", "award", "distinctions", "recompenses",
                          "trophees", "laureats", "palmares", "preistrager", "preistraeger", "wettbewerb"})
_STATE_WORDS = frozenset({"estado", "statut", "stato", "estat", "situacao"})
_OF_WORDS = frozenset({"del", "de", "do", "da", "du", "della", "dell", "dello", "des", "la", "le", "d", "mi", "su",
                       "tu", "votre", "ma", "mon", "tua", "tuo"})


#: a Romance "guide / guía / guida / guia de(s) <thing>" whose thing is what a shop sells or how to use it ("Guide des
#: tailles", "Guía de tallas", "Guida alle taglie", "Guide d'entretien"): a shop's advice, not documentation
_GUIDE_WORDS = frozenset({"guide", "guides", "guia", "guias", "guida"})
_GUIDE_OF = frozenset({"tailles", "taille", "tallas", "talla", "taglie", "taglia", "tamanhos", "tamanho", "entretien",
                       "lavage", "cuidado", "cuidados", "lavado", "cura", "lavaggio", "cadeaux", "cadeau", "regalos",
                       "regalo", "regali", "presentes", "achat", "achats", "compra", "compras", "acquisto", "acquisti",
                       "style", "estilo", "stile", "couleurs", "colores", "colori", "matieres", "materiales",
                       "materiali", "mesures", "medidas", "misure", "pointures", "coupe"})
_GUIDE_JOIN = frozenset({"des", "de", "du", "d", "del", "de la", "alle", "alla", "al", "delle", "della", "dei", "do",
                         "da", "dos", "das", "la", "le", "les"})


def _model_number(w: str) -> bool:
    """A product's model designation ("250", "HP-400", "KP250"): digits, not a year."""
    return any(c.isdigit() for c in w) and not re.fullmatch(r"(?:19|20)\d\d", w)


def _compound_of_other(words: Sequence[str], i: int) -> bool:
    """words[i] heads a compound naming something else (see `_COMPOUND_HEADS`): "Order status", "french-press"."""
    if words[i] == "management" and i > 0 and words[i - 1] not in _MANAGEMENT_OWNERS:
        return True
    if words[i] == "stellen" and i > 0 and words[i - 1] not in _STELLEN_BEFORE:
        return True
    if words[i] in _GUIDE_WORDS:
        rest = [w for w in words[i + 1:i + 4] if w not in _GUIDE_JOIN and w not in _OF_WORDS]
        if rest and rest[0].split("'")[-1] in _GUIDE_OF:
            return True
    if words[i] in _AWARD_PRICE_WORDS and any(w in _AWARD_WORDS for w in words[max(0, i - 3):i + 4]):
        # "Preise und Auszeichnungen", "Prix et distinctions": prizes, the awards a company won or gives
        return True
    if words[i] in _STATE_WORDS:
        rest = [w for w in words[i + 1:i + 4] if w not in _OF_WORDS]
        if rest and rest[0] in _STATE_OF:
            return True
    if words[i] in ("press", "presse", "prensa", "pressa", "pers") and any(_model_number(w)
                                                                           for w in words[i + 1:i + 3]):
        # a machine's model ("Presse KP 250", "Press HP-400"): the press maker's product, not its press room
        return True
    mods = _COMPOUND_HEADS.get(words[i])
    if mods and i > 0 and words[i - 1] in mods:
        return True
    heads = _COMPOUND_MODIFIERS.get(words[i])
    return bool(heads) and i + 1 < len(words) and words[i + 1] in heads


def _clean_label(t: str) -> str:
    """A folded label without arrows, separators and punctuation, its spaces collapsed."""
    t = re.sub(r"[\u2190-\u21ff\u2500-\u27bf›»→>«‹|•·]+", " ", t)
    t = re.sub(r"[^\w\s'&-]", " ", t)
    return re.sub(r"\s+", " ", t).strip()


#: possessives and articles before a section's name ("Our products", "Nos produits", "I nostri prodotti", "Het bedrijf"),
#: folded (Swedish "våra" → "vara")
_DETERMINERS = frozenset({
    "our", "the", "unser", "unsere", "unseren", "die", "der", "das", "nos", "notre", "le", "la", "les", "nuestro",
    "nuestra", "nuestros", "nuestras", "el", "los", "las", "nosso", "nossa", "nossos", "nossas", "o", "a", "os", "as",
    "il", "i", "lo", "gli", "nostro", "nostra", "nostri", "nostre", "onze", "ons", "de", "het", "var", "vart", "vara",
    "vores", "vore",
    # the company's own one among others' ("Official blog", "Offizieller Blog", "Blog officiel")
    "official", "offizieller", "offizielle", "officiel", "officielle", "oficial", "ufficiale"})
#: words after a section's name that only say "the place of it" ("Press centre", "Privacy center", "Legal hub"); not
#: "portal", which names a sign-in more often than a page (an investor, patient, supplier or partner portal)
_PLACE_WORDS = frozenset({"center", "centre", "hub", "area", "room"})


def _bare_name(t: str, idx: dict[str, list[Surface]]) -> str:
    """The known name a folded label holds whole behind a possessive or an article (up to two: "il nostro blog"; an
    elided "l'azienda"), or before a place word ("press centre") — '' when none. A contact centre is a call-centre
    product and a product hub a catalogue's page, not the contact or products page."""
    words = t.split()
    if len(words) < 2 and not t.startswith(("l'", "d'")):
        return ""
    rest = words
    for _ in range(2):
        if len(rest) >= 2 and rest[0] in _DETERMINERS:
            rest = rest[1:]
    if rest and rest[0][:2] in ("l'", "d'") and len(rest[0]) > 3:
        rest = [rest[0][2:], *rest[1:]]
    core = " ".join(rest)
    if rest != words and core in idx:
        return core
    if len(words) >= 2 and words[-1] in _PLACE_WORDS:
        core = " ".join(words[:-1])
        if core in idx and idx[core][0] not in (Surface.CONTACT, Surface.PRODUCTS):
            return core
    return ""


#: how menus call visitors to join the company, by language ("Join our growing team", "Dołącz do zespołu", "Přidejte se k
#: našemu týmu", "Присоединяйтесь к команде"): the call, then whom to join (`_JOIN_OBJECTS`) — careers, not the team
_JOIN_CALLS = (
    "join", "become part of", "be part of", "become a part of", "komm in", "komm ins", "werde teil", "werden sie teil",
    "rejoindre", "rejoignez", "rejoins", "unete a", "unete al", "sumate a", "sumate al", "entra nel", "entra in",
    "unisciti a", "unisciti al", "diventa parte", "faca parte", "junte-se a", "junte se a", "word onderdeel van",
    "sluit je aan bij", "kom bij", "bli med pa", "bli med i", "bli en del av", "bli en av", "bliv en del af",
    "bliv en af", "bli en av oss", "liity", "dolacz do", "stan sie czescia", "pridej se k", "pridejte se k",
    "pridajte sa k", "csatlakozz", "alatura-te", "γινε μελος", "присоединяитесь к", "присоединяися к",
    "приєднуися до", "приєднуитесь до",
)
_JOIN_CALLS = tuple(sorted({re.sub(r"\s+", " ", fold(c)).strip() for c in _JOIN_CALLS}, key=len, reverse=True))
#: whom a call asks to join: the team, the company ("us"), its crew or family — not a waitlist, a newsletter or Discord
_JOIN_OBJECTS = frozenset(fold(w) for w in (
    "team", "teams", "us", "crew", "family", "equipe", "l'equipe", "equipo", "squadra", "team", "time", "equipa",
    "ons", "uns", "nous", "nosotros", "noi", "nos", "oss", "os", "laget", "teamet", "teamen", "tiimiin", "tiimi",
    "zespolu", "nas", "nam", "tymu", "timu", "csapathoz", "csapatunkhoz", "hozzank", "echipei", "echipa", "ομαδασ", "μασ",
    "команде", "команды", "нам", "нас", "команди", "aventure", "l'aventure", "familie", "famille", "familia"))
_JOIN_NOT = frozenset({"discord", "slack", "community", "newsletter", "waitlist", "wait", "webinar", "beta", "program",
                       "programme", "network", "mailing", "list", "event", "events", "movement", "club", "linkedin",
                       "facebook", "telegram", "whatsapp", "forum", "meetup", "call", "live", "stream", "affiliate",
                       "partner", "partners"})


#: the first words of the calls: a cheap test before the calls themselves are tried
_JOIN_FIRST = frozenset(c.split()[0] for c in _JOIN_CALLS)
_JOIN_PREFIXES = tuple(c + " " for c in _JOIN_CALLS)


#: the people a practice, a school, a studio or a firm is made of, as its menu names them after a possessive ("Our
#: teachers", "Unsere Ärzte", "Nos avocats", "Nuestros profesores"), folded. Not words that also name goods or documents
#: ("coaches" are buses, "trainers" shoes, "guides" documentation) nor those a company serves or works with ("partners")
_STAFF_NOUNS = frozenset({
    "teachers", "instructors", "doctors", "physicians", "dentists", "lawyers", "attorneys", "solicitors", "barristers",
    "therapists", "practitioners", "clinicians", "nurses", "surgeons", "vets", "veterinarians", "architects",
    "designers", "chefs", "stylists", "specialists", "consultants", "advisors", "advisers", "experts", "staff",
    "faculty", "tutors", "teacher", "doctor", "dentist", "lawyer",
    "lehrer", "lehrkrafte", "arzte", "arztinnen", "zahnarzte", "anwalte", "therapeuten", "mitarbeiter",
    "mitarbeitenden", "experten", "berater", "professeurs", "enseignants", "medecins", "avocats", "formateurs",
    "praticiens", "profesores", "medicos", "abogados", "instructores", "docenti", "insegnanti", "medici", "avvocati",
    "leraren", "artsen", "advocaten", "laerere", "laeger", "advokater", "medarbejdere", "medarbetare", "lakare"})


def _our_staff(t: str) -> bool:
    """A folded, cleaned label is a possessive or an article before the people working there ("Our teachers")."""
    words = t.split()
    return 2 <= len(words) <= 3 and words[-1] in _STAFF_NOUNS and all(w in _DETERMINERS for w in words[:-1])


def _join_call(t: str) -> bool:
    """A folded, cleaned label is a call to join the company ("Join our growing team", "Dołącz do zespołu")."""
    words = t.split()
    if not 2 <= len(words) <= 7 or words[0] not in _JOIN_FIRST:
        return False
    if any(w in _JOIN_NOT for w in words) or not (t + " ").startswith(_JOIN_PREFIXES):
        return False
    return any(w in _JOIN_OBJECTS for w in words[-2:])


#: "work at <name>" in the languages whose verb and preposition say it whole ("Trabaja en la UV", "Lavora in Gustaria",
#: "Travailler chez Lumen", "Trabalhe na Vale"): the employer's hiring, whatever the name (an abbreviation, a group's)
#: (English, Dutch and German "work at" / "werken bij" / "arbeiten bei" are matched inside a label and by the brand)
_WORK_AT = frozenset({"trabaja en", "trabajar en", "trabaje en", "lavora in", "lavora da", "lavorare in", "lavorare da",
                      "trabalhe na", "trabalhe no", "trabalhar na", "trabalhar no", "travailler chez", "travaillez chez",
                      "jobba pa", "jobba hos", "arbejd hos", "arbeid hos", "pracuj w", "praca w"})
#: what follows such a verb that is no employer ("Trabaja en equipo": teamwork; "Work at home"; "Lavora in sicurezza")
_WORK_AT_NOT = frozenset({"equipo", "equipe", "equipa", "squadra", "team", "zespole", "home", "casa", "remoto",
                          "sicurezza", "seguridad", "seguranca", "safety", "progress", "scale", "speed"})
#: "about" in the languages that name the company after it ("Om Försäkra", "Om banken", "Über Kalder", "Sobre Vale"):
#: the company's own page, as "About Acme"
_ABOUT_FIRST = frozenset({"om", "uber", "sobre"})


def _work_at(t: str) -> bool:
    """A folded, cleaned label is "work at <name>" (see `_WORK_AT`)."""
    words = t.split()
    return (3 <= len(words) <= 5 and " ".join(words[:2]) in _WORK_AT and not any(w in _WORK_AT_NOT for w in words[2:])
            and not any(w in _JOIN_NOT for w in words))


def _about_name(t: str, idx: dict[str, list[Surface]]) -> bool:
    """A folded, cleaned label is "about <name>" in a language that says it so (see `_ABOUT_FIRST`); "about" a thing
    the tables name ("Om cookies", "Über Preise") is about that thing."""
    words = t.split()
    return (2 <= len(words) <= 3 and words[0] in _ABOUT_FIRST
            and all(w.isalpha() and w not in idx for w in words[1:]))


#: an accessibility notice a CMS or a theme appends to an outbound link's text for screen readers ("Docs (opens in a new
#: tab)", Drupal's "(link is external)", "Karriere (öffnet in neuem Tab)"): no part of the label (folded text, at its end)
_A11Y_NOTE = re.compile(
    r"\s*[(\[,\-\u2013\u2014]?\s*(?:(?:this\s+)?(?:link\s+)?(?:opens|open|offnet|s'ouvre|ouvre|se\s+abre|abre|si\s+apre|"
    r"opent)(?:\s+[a-z']{1,6}){0,3}\s+(?:new|neue[mns]?|nouvel(?:le)?|nueva|nuova|nieuw|nova|novo)\s+(?:tab|window|"
    r"fenster|onglet|fenetre|ventana|pestana|finestra|scheda|venster|tabblad|janela|aba|guia)"
    r"|link\s+is\s+external|external\s+link|external\s+site|external|externer\s+link|lien\s+externe|enlace\s+externo|"
    r"link\s+esterno|externe\s+link|link\s+externo|new\s+window|new\s+tab|neues\s+fenster|neuer\s+tab|"
    r"nouvelle\s+fenetre|nouvel\s+onglet|nueva\s+ventana|nuova\s+finestra|nieuw\s+venster)\s*[)\]]?\s*$")


#: a bracketed remark or a version number at a label's end (folded text)
_LABEL_REMARK = re.compile(r"\s*(?:\([^()]{1,40}\)|\[[^\[\]]{1,40}\]|\bv\d{1,3}(?:\.\d{1,3}){0,2}\b)\s*$")


def _without_a11y_note(folded: str) -> str:
    """The label without a screen-reader notice at its end (kept whole when the notice is all there is)."""
    if "(" not in folded and "[" not in folded and "open" not in folded and "extern" not in folded and "new" not in folded:
        return folded
    bare = _A11Y_NOTE.sub("", folded)
    return bare if bare.strip() else folded


_BLOG_TAILS = ("blog",)
#: plural price words a compound ends in (German, Swedish / Danish / Norwegian, Dutch), folded
_PRICE_TAILS = ("preise", "priser", "prijzen")
#: stems that make such a compound a prize, an award (folded)
_PRIZE_STEMS = ("innovation", "forder", "nobel", "ehren", "kunst", "literatur", "nachwuchs", "publikum", "award",
                "wettbewerb", "musik", "film", "kultur", "wissenschaft", "journalist", "design", "architektur",
                "umwelt", "sonder", "haupt", "sieger", "gewinn", "vinnar", "vinst", "heders", "jubilaums", "sach",
                "verlosung", "tombola")


#: a CJK label beside its English gloss, either first ("RECRUIT 採用情報", "NEWSお知らせ", "인재채용 RECRUIT", "加入我们JOIN US":
#: East Asian corporate menus set the English word in capitals over or after the local one, two spans, often no space)
_GLOSSED = re.compile(r"([a-z][a-z0-9 &'.-]*?)\s*([^a-z0-9\s][^a-z0-9]*)|([^a-z0-9\s][^a-z0-9]*?)\s*([a-z][a-z0-9 &'.-]*)")


def _glossed_cjk(t: str, idx: dict[str, list[Surface]]) -> Surface | None:
    """The surface a CJK label names whole when the English beside it names the same one: the whole label in two
    languages, as strong as either alone — not a longer text that merely contains a keyword."""
    m = _GLOSSED.fullmatch(t)
    if m is None:
        return None
    latin, cjk = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    cm = _classify_cjk(cjk.strip())
    en = idx.get(latin.strip())
    return cm[0] if cm is not None and cm[1] and en is not None and en[0] is cm[0] else None


def classify_text(text: str) -> SurfaceMatch | None:
    """Surface from anchor text (or aria-label/title) alone; whole-phrase matches are strong."""
    text = _without_a11y_note(fold(text))
    t = _clean_label(text)
    if not t or len(t) > 80:
        return None
    idx = _text_index()
    if t in idx:
        return SurfaceMatch(idx[t][0], 0.65 if t in _WEAK_TEXT else 0.9, f"text {t!r}")
    if not _AWARD_WORDS.isdisjoint(t.split()) and not _AWARD_PRICE_WORDS.isdisjoint(t.split()):
        return None  # "Preise und Auszeichnungen", "Prix et distinctions": prizes and awards, no price list
    m = re.match(r"meet (?:our|the) (\w+)$", t)
    if m is not None and m.group(1) not in _MEET_NOT_STAFF:
        # "Meet our docs", "Meet the vets", "Meet our makers": the people who work there (a practice's doctors are no
        # documentation; round 28's pawprint-vets) — not those it serves or shows ("Meet our customers", "Meet the
        # platform": _MEET_NOT_STAFF)
        return SurfaceMatch(Surface.TEAM, 0.75, f"text {t!r} (meet the people)")
    if _our_staff(t):
        # "Our teachers", "Unsere Ärzte", "Nos avocats": the people a practice, a school or a studio is made of — its
        # team page (round 30's bayside-yoga)
        return SurfaceMatch(Surface.TEAM, 0.8, f"text {t!r} (the people who work there)")
    if _join_call(t):
        return SurfaceMatch(Surface.CAREERS, 0.85, f"text {t!r} (a call to join the company)")
    if _work_at(t):
        return SurfaceMatch(Surface.CAREERS, 0.85, f"text {t!r} (work at the company)")
    if _about_name(t, idx):
        return SurfaceMatch(Surface.TEAM, 0.75, f"text {t!r} (about the company)")
    if (" " not in t and len(t) >= 8 and t.endswith(_PRICE_TAILS) and t.isalpha()
            and not any(x in t for x in _PRIZE_STEMS)):
        # one word ending in a plural price word ("Elpriser", "Strompreise", "Eintrittspreise", "Ticketpriser"): the
        # prices of what the company sells, as German and the Nordic languages write the compound — not a prize
        # ("Innovationspreise", "Nobelpriser": the same word means both)
        return SurfaceMatch(Surface.PRICING, 0.75, f"text {t!r} (a compound of prices)")
    if " " not in t and len(t) >= 6 and t.endswith(_BLOG_TAILS) and t[:-4].rstrip("-").isalpha():
        # one word ending in "blog" ("Techblog", "Devblog", "Firmenblog", "Unternehmensblog"): a blog, as German and
        # Dutch write the compound and as brands name their engineering blogs
        return SurfaceMatch(Surface.BLOG, 0.85, f"text {t!r} (a compound of blog)")
    core = _bare_name(t, idx)
    if core:
        return SurfaceMatch(idx[core][0], 0.65 if core in _WEAK_TEXT else 0.85, f"text {core!r} (of {t!r})")
    # a count or a badge's number after the label ("Careers (12)", "Jobs 5", "Open positions: 7")
    bare = re.sub(r"(?:\s+\d{1,4}(?:\s+(?:open|new|jobs|roles|positions))?)+$", "", t)
    if bare != t and bare in idx:
        return SurfaceMatch(idx[bare][0], 0.65 if bare in _WEAK_TEXT else 0.85, f"text {bare!r} (a count beside it)")
    # a remark in brackets or a version after the label ("System status (all good)", "Careers (we're hiring!)",
    # "Docs v3", "Changelog v2.4"): the label before it names the section
    bare = _clean_label(_LABEL_REMARK.sub("", text))
    if bare and bare != t and bare in idx:
        return SurfaceMatch(idx[bare][0], 0.65 if bare in _WEAK_TEXT else 0.85, f"text {bare!r} (a remark beside it)")
    # a label set apart from its tagline or the brand ("Careers | Acme", "Careers — we're hiring"), or two names of
    # one section ("Press / Media", "Prices & plans"): the label's own part names it
    parts = [p for p in (_clean_label(x) for x in re.split(r"[|/:\u2013\u2014·•\u25cf]| - | and | & | y | et | e | und | og | och ",
                                                           fold(text))) if p]
    if len(parts) >= 2:
        hits = [(i, idx[p][0]) for i, p in enumerate(parts) if p in idx and p not in _WEAK_TEXT]
        if hits and len({sf for _, sf in hits}) == 1 and (hits[0][0] == 0 or len(hits) == len(parts)):
            return SurfaceMatch(hits[0][1], 0.85, f"text {parts[hits[0][0]]!r} (of {t!r})")
        if len(hits) == len(parts) == 2 and hits[0][0] == 0:
            # two sections in one ("Investors & Media", "Careers & Culture"): the first named leads the page
            return SurfaceMatch(hits[0][1], 0.75, f"text {parts[0]!r} (first of {t!r})")
    if _CJK_CHARS.search(t):
        cm = _classify_cjk(t)
        glossed = _glossed_cjk(t, idx)
        if glossed is not None:
            return SurfaceMatch(glossed, 0.9, f"text {t!r} (a label with its English gloss)")
        if cm is not None and not cm[1] and cm[0] is Surface.CONTACT and any(q in t for q in _CJK_TRADE_ENQUIRY):
            # "입점 문의", "広告のお問い合わせ", "合作联系": a seller's, an advertiser's or a partner's application, not
            # the company's contact page
            return None
        if cm is not None:
            return SurfaceMatch(cm[0], 0.9 if cm[1] else 0.7, f"text {t!r}" if cm[1] else f"text contains CJK {t!r}")
        if len(_CJK_CHARS.findall(t)) * 2 >= len(t.replace(" ", "")):
            return None  # a CJK label naming no surface: its Latin bits ("IR", "FAQ") are matched whole above
    words = t.split()
    if len(words) > 7:
        return None
    best: SurfaceMatch | None = None
    for n in (4, 3, 2, 1):
        for i in range(len(words) - n + 1):
            phrase = " ".join(words[i:i + n])
            if n == 1 and (_compound_of_other(words, i) or (phrase in _WEAK_TEXT and any(
                    w not in _WEAK_TEXT and w not in _JOINERS and w not in _GENERIC_COMPANIONS for w in words))):
                continue  # (a weak word beside another word — "Cyber security", "Customer support" — says nothing)
            if n == 1 and phrase not in idx and len(phrase) >= 9 and phrase.endswith("n") and phrase[:-1] in idx:
                phrase = phrase[:-1]  # a German dative plural inside a phrase ("Zu den Stellenangeboten")
            if phrase in idx and len(phrase) >= 2 and (n > 1 or len(words) <= 3):
                # a contained phrase: weaker, and weaker in longer texts ("Read our careers story")
                c = (0.55 + 0.05 * n) * (1.0 if len(words) <= 3 else 0.8)
                if best is None or c > best.confidence:
                    best = SurfaceMatch(idx[phrase][0], round(c, 3), f"text contains {phrase!r}")
        if best is not None:
            break
    return best


def _weak_path_reason(reason: str) -> bool:
    """The URL's evidence is a segment that only hints at a surface (`company`, `updates`, `about`)."""
    m = re.match(r"path segment '([^']+)'", reason)
    return bool(m) and all(c < 0.8 for _, c in _path_index().get(m.group(1), [(None, 1.0)]))


def _lead_label(text: str) -> SurfaceMatch | None:
    """A menu entry's label followed by its description ("Careers Join our growing team", a mega-menu's
    title + blurb): the first one to three words named whole."""
    t = re.sub(r"[^\w\s'&-]", " ", fold(text))
    words = t.split()
    if len(words) <= 3:
        return None
    idx = _text_index()
    for k in (3, 2, 1):
        lead = " ".join(words[:k])
        if lead in idx and lead not in _WEAK_TEXT:
            return SurfaceMatch(idx[lead][0], 0.6, f"text contains {lead!r} (menu label)")
    return None


#: whole labels that only hint at their surface (a security or trust page is not the privacy policy)
_WEAK_TEXT = frozenset({"security", "trust center", "integrations", "compliance", "trust", "company", "help", "support", "cookie policy",
                        "subprocessors", "sub-processors", "dpa", "data processing agreement", "data processing addendum",
                        "acceptable use policy", "service level agreement",
                        "cookiepolitik", "cookiebeleid", "hjelp", "kundeservice", "destek", "segitseg",
                        "cookies", "politica de cookies", "gdpr", "disclaimer", "locations", "offices", "standorte",
                        # a part of the careers section (its internships), not its list of openings
                        "internships", "abo", "charges", "premium", "packages",
                        "customer service", "customer care", "kundenservice", "kundendienst", "klantenservice",
                        "kundservice", "service client", "service clients", "atencion al cliente", "servizio clienti",
                        "atendimento ao cliente", "asiakaspalvelu"})

_REGION_FACTOR = {"nav": 1.0, "header": 1.0, "footer": 0.95, "main": 0.8, "json": 0.85, "sitemap": 0.9}


#: a label that says its link is a file ("Preisliste (PDF)", "Terms [PDF, 1.2 MB]", "AGB als PDF"): a download, whatever
#: its URL looks like (/download/preisliste, /getmedia/…/terms)
_FILE_LABEL = re.compile(r"[(\[][^)\]]*\b(?:pdf|docx|xlsx?|pptx)\b|\b(?:als|as|en|in|im)\s+(?:pdf|docx)\b|"
                         r"\bpdf\s*$|\b\d+(?:[.,]\d+)?\s?(?:kb|mb|ko|mo)\b", re.I)


#: a link's label crediting another party for the site itself (its web host, theme, agency, platform)
_CREDIT_LABEL = re.compile(r"(?:powered|hosted|built|made|designed|developed|crafted|created|theme|website|site|design|"
                           r"web\s*design)\s+(?:by|with|on)\b", re.I)

#: surfaces a hosting platform gives each customer a tenant page of (acme.statuspage.io, acme.substack.com), which the
#: tenant's name says whose it is; not docs or changelogs, whose tenants are often a product's name rather than the
#: company's (a help centre "Player support" on a game's helpshift tenant)
_TENANT_PAGES = frozenset({Surface.BLOG, Surface.STATUS})


def classify_link(url: str, text: str = "", *, region: str = "main", site_domain: str = "") -> SurfaceMatch | None:
    """Classify a link by URL and anchor text, weighted by the page region it sits in.

    `region`: nav | header | footer | main | json (framework JSON) | sitemap. `site_domain` is the
    company's registrable domain: links to other domains count only on known platforms (ATS,
    status pages, docs hosts) or on a domain carrying the same brand label (example.com →
    example.blog). Returns None for social profiles, assets, auth flows and unmatched links.
    """
    if not url_is_crawlable(url) or is_social_url(url) or (text and _FILE_LABEL.search(text)):
        return None
    host = (urlsplit(url).hostname or "").lower()
    reg = registrable_domain(host) if host else ""
    on_site = not site_domain or reg == site_domain or host == site_domain or host.endswith("." + site_domain)
    um = classify_url(url)
    tm = classify_text(text) if text else None
    if text and site_domain and (tm is None or tm.reason.startswith("text contains")):
        own = _own_label(text, site_domain)
        if own is not None:
            tm = own
    elif tm is not None and tm.surface is Surface.CAREERS and _clean_label(fold(text)) in _OWN_CAREERS_PHRASES:
        tm = SurfaceMatch(tm.surface, tm.confidence, f"{tm.reason} {OWN_LABEL}")
    if tm is None and text and region in ("nav", "header", "footer"):
        tm = _lead_label(text)
    if not on_site:
        if text and _CREDIT_LABEL.match(text.strip()):
            # a footer's credit to the site's web host, theme, agency or platform ("Hosted by Kinsta" →
            # kinsta.statuspage.io, "Theme by Themecraft" → a ghost.io blog): the credited party's page, not the company's
            return None
        platform = um is not None and um.reason.startswith("platform host")
        if (reg in PAGE_BUILDER_HOSTS or reg in PROJECT_PAGE_HOSTS) and tm is not None and region in (
                "nav", "header", "footer", "main"):
            # a page builder's page is whatever its label says (its path is a title slug, not a section)
            factor = _REGION_FACTOR.get(region, 0.8) * 0.9
            return SurfaceMatch(tm.surface, round(min(1.0, tm.confidence * factor), 3),
                                f"{tm.reason} on page builder {reg} in {region}")
        if not platform and not _same_brand(reg, site_domain):
            return None
        if (platform and um is not None and um.surface in _TENANT_PAGES and (tm is None or tm.surface is not um.surface)
                and _carries_name(url, site_domain) is False):
            # a page on a hosting platform's tenant (a wordpress.com, Medium, Substack blog; a statuspage.io or
            # Instatus page) that neither bears the company's name nor is labelled as that surface: a partner's, an
            # author's, a blogroll's, its web host's ("Powered by Flywheel" → flywheel.statuspage.io) — not the company's
            return None
    owner = code_host_changelog(url)
    if owner and site_domain and not _owner_is_brand(owner, site_domain):
        um = SurfaceMatch(Surface.CHANGELOG, 0.5, f"platform host releases of another owner {owner!r}")
    owner = code_host_wiki(url)
    if owner and site_domain and not _owner_is_brand(owner, site_domain):
        um = None  # another project's wiki (a dependency's, a tool's): no docs of the company's
        if tm is None or tm.surface is not Surface.DOCS:
            return None
    if um is not None and um.surface is Surface.HOMEPAGE:
        um = None if tm is not None else um
    if um is None and tm is None:
        return None
    if um is not None and tm is not None:
        if um.surface is tm.surface:
            conf = 1 - (1 - um.confidence) * (1 - tm.confidence)
            m = SurfaceMatch(um.surface, conf, f"{um.reason} + {tm.reason}")
        elif {um.surface, tm.surface} == {Surface.CAREERS, Surface.JOBS_BOARD}:
            # "Open positions" → /careers/jobs: a job listing beside the careers page
            surface = Surface.JOBS_BOARD if um.reason.startswith("platform") else tm.surface
            m = SurfaceMatch(surface, max(um.confidence, tm.confidence) * 0.9, f"{um.reason} ~ {tm.reason}")
        elif um.surface is Surface.FEED or um.reason.startswith("platform") or um.reason.endswith(SHOP_BLOG):
            m = um
        elif _DATED_ITEM.search(urlsplit(url).path):
            # an article below a dated collection (/blog/2019/06/11/slug): the card's label ("News & Events", a
            # category) names no section of its own — the link is an item of the URL's collection
            m = SurfaceMatch(um.surface, um.confidence, f"{um.reason} (a dated item; text {tm.reason} ignored)")
        elif (um.reason.startswith("path segment") and tm.reason.startswith("text contains")
              and not _weak_path_reason(um.reason)):
            # a section the URL names by a whole segment beats one word inside the anchor text
            # (/products/category/management-software, "Management software": products, not the team)
            m = SurfaceMatch(um.surface, um.confidence * 0.8, f"{um.reason} (text {tm.reason} disputed)")
        else:
            winner = um if um.confidence >= tm.confidence else tm
            m = SurfaceMatch(winner.surface, winner.confidence * 0.7, f"{winner.reason} (disputed)")
    else:
        m = um or tm
        assert m is not None
        if tm is None and um is not None and region in ("nav", "header", "footer") and not text:
            m = SurfaceMatch(m.surface, m.confidence * 0.9, m.reason)
    if on_site and m.surface not in (Surface.BLOG, Surface.NEWSROOM, Surface.FEED, Surface.CHANGELOG) \
            and _in_archive(url):
        # a blog's category or tag archive (/blog/category/careers "Careers", /tag/career-tips): posts on that topic,
        # not the section its word names. A category of product updates or release notes is a stream of posts that
        # is the changelog (a sweep's successor: repair round 12's /blog/category/product-updates)
        return None
    if on_site and m.surface is Surface.PRICING and company_affiliations(url):
        # "Memberships" in the company's About section (/company/memberships): the associations it belongs to, not a
        # price list — a gym's or a club's memberships live outside it (/memberships, /plans-pricing)
        return None
    if on_site and m.surface not in (Surface.PRODUCTS, Surface.HOMEPAGE) and _in_catalog(url):
        # an entry of the site's catalog of markets (/industries/media "Media", /solutions/education "Education"): the
        # market it serves, not the section its word names elsewhere
        return None
    factor = _REGION_FACTOR.get(region, 0.8)
    if not on_site:
        factor *= 0.9
    return SurfaceMatch(m.surface, round(min(1.0, m.confidence * factor), 3), f"{m.reason} in {region}")


#: folders of a site's catalog of the markets or uses it serves: an entry below one is a market page ("Media",
#: "Public sector", "Education"), whatever section its word names elsewhere (round 11: megastack's /industries/media)
_CATALOG_FOLDERS = frozenset({
    "industries", "industry", "sectors", "sector", "markets", "verticals", "use-cases", "usecases", "solutions",
    "branchen", "secteurs", "industrias", "sectores", "settori", "mercati", "sectoren", "branche", "loesungen",
    "losungen", "soluciones", "soluzioni", "oplossingen",
    # a media company's or a game studio's titles (/shows/careers-unfiltered is a show, not its careers)
    "shows", "podcasts", "series", "episodes", "games",
    # a product's feature pages (/features/status: a messenger's status updates; /features/newsroom: a PR tool's)
    "features", "feature", "funktionen", "fonctionnalites", "funcionalidades", "funzionalita", "capabilities",
    # a law firm's or a consultancy's practice areas (/expertise/data-protection-and-privacy, /practice-areas/employment:
    # the advice it sells, not its privacy notice or its careers; round 28's harrow-llp)
    "expertise", "expertises", "practice-areas", "practice-area", "areas-of-practice", "areas-of-expertise", "practices",
    "rechtsgebiete", "fachgebiete", "taetigkeitsgebiete", "tatigkeitsgebiete", "domaines-d-expertise",
})


#: a blog's or a CMS's topic archives (WordPress' /category/… and /tag/…, Ghost's /tag/…, HubSpot's /topic/…)
_ARCHIVE_FOLDERS = frozenset({"category", "categories", "tag", "tags", "topic", "topics", "kategorie", "kategorien",
                              "categorie", "categoria", "categorias", "rubrique", "rubrik", "schlagwort", "thema"})


_ARCHIVE_OWNERS = frozenset({"blog", "news", "insights", "articles", "magazine", "journal", "stories"})


def _in_archive(url: str) -> bool:
    """The URL is a topic archive of posts: a category / tag folder first, or right below a blog's or news' folder."""
    segs = _segments(urlsplit(url).path)
    while segs and is_language_segment(segs[0]):
        segs = segs[1:]
    for j, seg in enumerate(segs[:-1]):
        if seg in _ARCHIVE_FOLDERS and (j == 0 or j <= 2 and any(x in _BLOG_CONTAINERS or x in _ARCHIVE_OWNERS
                                                              for x in segs[:j])):
            return True
    return False


def _in_catalog(url: str) -> bool:
    segs = _segments(urlsplit(url).path)
    while segs and is_language_segment(segs[0]):
        segs = segs[1:]
    return len(segs) >= 2 and any(seg in _CATALOG_FOLDERS for seg in segs[:-1])


#: words that join a section's name to the company's ("Careers at Acme", "Jobs bei Acme", "Carrières chez Acme")
_BRAND_JOINERS = frozenset({"at", "bei", "chez", "hos", "bij", "presso", "em", "en", "na", "with", "@", "von", "of", "de"})

#: the reason suffix of a label that names the company's own section ("Careers at Acme")
OWN_LABEL = "(the company's own)"


#: whole careers labels that say the company hires for itself (no job ads it sells or lists for others can be named
#: so): a recruitment agency's "Work for us" beside the "Jobs" that are its clients' vacancies (round 28)
_OWN_CAREERS_PHRASES = frozenset({"work for us", "working for us", "jobs with us", "careers with us", "arbeiten bei uns",
                                  "drive for us",
                                  "travailler chez nous", "werken bij ons", "trabaja con nosotros", "lavora con noi"})

#: "Careers with us", "Karriere bei uns", "Carrières chez nous", "Werken bij ons", "Trabaja con nosotros"
_OWN_PRONOUNS = frozenset({"us", "uns", "nous", "nosotros", "noi", "ons", "oss", "os", "nos", "nas"})
#: the joining word before an owner named by its kind with an article ("Karriere beim Verlag", "Jobs at the bank")
_OWN_ARTICLES = frozenset({"the", "der", "dem", "la", "le", "el", "il", "het", "de"})


def _own_by_kind(words: list[str]) -> SurfaceMatch | None:
    """A careers label naming its owner by a pronoun or by its kind, not its name: "Careers with us", "Karriere bei
    uns", "Karriere beim Verlag", "Jobs at the bank" — the company's own hiring (a newspaper's "Stellenmarkt" beside
    it is the job ads it sells). "Careers at Northwind" (a name, no article) is no such label."""
    for j, w in enumerate(words[1:4], start=1):
        if w not in _BRAND_JOINERS and w not in ("beim", "bei", "im", "con", "com", "hos", "i"):
            continue
        tail = words[j + 1:]
        if not (len(tail) == 1 and (tail[0] in _OWN_PRONOUNS or w == "beim")
                or len(tail) == 2 and tail[0] in _OWN_ARTICLES):
            return None
        m = classify_text(" ".join(words[:j]))
        if m is None or m.confidence < 0.9 or m.surface is not Surface.CAREERS:
            return None
        return SurfaceMatch(m.surface, m.confidence, f"{m.reason} {OWN_LABEL}")
    return None


def _own_label(text: str, site_domain: str) -> SurfaceMatch | None:
    """A label naming a section of the company itself, by its name: "Careers at Acme", "Acme jobs", "Karriere bei
    Acme" — the section's name whole once the brand and its joining word are set aside (on a job marketplace, its
    own "Careers at Jobbly" beside the product's "Find jobs"); or by a pronoun or its kind ("Karriere beim Verlag")."""
    words = re.sub(r"[^\w\s'@-]", " ", fold(text)).split()
    by_kind = _own_by_kind(words) if 2 <= len(words) <= 5 else None
    if by_kind is not None:
        return by_kind
    brand = site_domain.split(".")[0].lower()
    if len(brand) < 4:
        return None
    names = {brand, brand.replace("-", "")}
    kept = [w for w in words if w not in names and w.removesuffix("'s") not in names]
    if len(kept) == len(words) or not kept:
        return None
    while kept and kept[-1] in _BRAND_JOINERS:
        kept.pop()
    while kept and kept[0] in _BRAND_JOINERS:
        kept.pop(0)
    m = classify_text(" ".join(kept)) if kept else None
    if m is None or m.confidence < 0.9 or m.surface is not Surface.CAREERS:
        return None
    return SurfaceMatch(m.surface, m.confidence, f"{m.reason} {OWN_LABEL}")


def _owner_is_brand(owner: str, site_domain: str) -> bool:
    """A code-host owner carries the site's brand (`forgekit` for forgekit.dev, `acme-hq` for acme.io)."""
    o = owner.lower().replace("-", "").replace("_", "")
    brand = site_domain.split(".")[0].replace("-", "")
    return len(o) >= 3 and len(brand) >= 3 and (o == brand or o.startswith(brand) or brand.startswith(o))


def _carries_name(url: str, site_domain: str) -> bool | None:
    """The URL's host labels or first path segments contain the company's name (its domain's first label); None
    when that name is too short to tell (under 4 letters)."""
    brand = site_domain.split(".")[0].replace("-", "") if site_domain else ""
    if len(brand) < 4:
        return None
    p = urlsplit(url)
    parts = [*(p.hostname or "").lower().split(".")[:-1], *unquote(p.path).lower().split("/")[:3]]
    return any(brand in x.replace("-", "").replace("_", "").lstrip("@") for x in parts if x)


def brand_tenant(host: str, site_domain: str) -> bool:
    """True when `host` is a tenant subdomain named for the company on a service's domain (`acme.traffit.com`,
    `careers-acme.hiringthing.com`, `acme.github.io` for acme.com): hosted job boards, status pages and docs give
    each customer a subdomain of its name, on vendors no list can name them all. The brand (four characters or
    more) must be a whole label or a whole hyphen-separated part of one (`acmeparts.` is another company's)."""
    brand = site_domain.split(".")[0].lower()
    host = host.lower()
    if len(brand) < 4 or brand not in host:
        return False
    reg = registrable_domain(host)
    if not reg or host == reg or reg == site_domain.lower():
        return False
    return any(f"-{brand}-" in f"-{label}-" for label in host[: -len(reg) - 1].split(".") if label != "www")


def _same_brand(reg: str, site_domain: str) -> bool:
    if not reg or not site_domain:
        return False
    a, b = reg.split(".")[0], site_domain.split(".")[0]
    return len(a) >= 4 and len(b) >= 4 and (a == b or a.startswith(b) or b.startswith(a))


#: a directory's index file: `/news/index.html` is the page `/news/` as a static or ASP.NET site links it
_DIR_INDEX = re.compile(r"^(?:index|default)\.(?:html?|php|aspx?|jsp|cfm)$", re.I)


def surface_root(url: str, surface: Surface) -> str:
    """The index page of a collection surface for a URL below it (`/blog/2024/05/post` → `/blog/`).

    Keeps the URL when it already is the index, when the surface is not a collection, or when no
    path segment names the surface. Query and fragment are dropped when truncating.
    """
    surface = Surface(surface)
    if surface not in _COLLECTIONS:
        return url
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    reg = registrable_domain(host) if host else ""
    if (reg in PLATFORM_SURFACES or reg in _PLATFORM_PATHS) and host in (reg, "www." + reg):
        # a platform host shared by every customer, the company in the path (prnewswire.com/news/acme/,
        # announcekit.app/acme/product-updates): its /news/ is every company's, never this one's index
        return url
    raw = [s for s in parts.path.split("/") if s]
    segs = _segments(parts.path)
    idx = _path_index()
    if surface is Surface.DOCS and segs and segs[0] == "hc":
        keep = 2 if len(segs) > 1 and is_language_segment(segs[1]) else 1
        if len(raw) > keep:
            return urlunsplit((parts.scheme, parts.netloc, "/" + "/".join(raw[:keep]) + "/", "", ""))
        return url
    # /news/index.html, /press/default.aspx: the directory's own index page (as the site links it), no item below
    end = len(segs) - 1 - (1 if raw and _DIR_INDEX.match(raw[-1]) else 0)
    # a segment that names the surface whole (/blog/) outranks a keyword inside a slug below it: the "post"
    # in /blog/my-first-post, the "news" in /press/company-news-roundup do not make the item an index
    whole = any(s == surface for sg in segs for s, _ in idx.get(sg, ()))
    for i in range(len(segs) - 1, -1, -1):
        matches = idx.get(segs[i]) or ([] if whole else _match_segment(segs[i])) or _team_below_about(segs, i, idx)
        if any(s == surface for s, _ in matches):
            if i >= end:
                return url
            if i == end - 1 and (any(s in _COLLECTIONS and c >= 0.8 for s, c in idx.get(segs[end], ()))
                                 or surface is Surface.BLOG and segs[i] in _BLOG_CONTAINERS):
                # the one segment below names a section itself: Shopify's /blogs/news (the shop's blog, whose
                # /blogs/ is no page), /careers/jobs: the URL is an index already, not an item below one
                return url
            if surface is Surface.BLOG and segs[i] in _BLOG_CONTAINERS and i + 1 < end:
                i += 1  # /blogs/news/<post>: the blog is /blogs/news (a shop's /blogs/ is no page)
            path = "/" + "/".join(raw[: i + 1]) + ("/" if parts.path.endswith("/") or i + 1 < len(raw) else "")
            return urlunsplit((parts.scheme, parts.netloc, path, "", ""))
    return url


# --------------------------------------------------------------------------- soft 404

_NOT_FOUND = tuple(fold(p) for p in (
    "page not found", "404 not found", "not found", "error 404", "404 error", "this page doesn't exist",
    "this page does not exist", "page doesn't exist", "page does not exist", "page you requested",
    "page you were looking for", "page you are looking for", "could not be found", "couldn't find",
    "no longer available", "nothing was found", "nothing found", "oops", "link you followed may be broken",
    "link you followed is broken", "page may have been removed", "seem to find the page", "seem to find that page",
    # Wix ("This page isn’t available"), HubSpot ("the page you're looking for can't be found"), others
    "page isn't available", "page is not available", "page can't be found", "page cannot be found",
    "page you're looking for", "can't find that page", "can't find this page", "cannot find that page",
    "seite nicht gefunden",
    "seite wurde nicht gefunden", "nicht gefunden", "existiert nicht", "fehler 404", "page introuvable",
    "page non trouvee", "cette page n'existe pas", "erreur 404", "pagina no encontrada", "no se encontro",
    "no existe", "error 404", "siden blev ikke fundet", "siden findes ikke", "siden finnes ikke",
    "fant ikke siden", "sidan kunde inte hittas", "sidan hittades inte", "sidan finns inte",
    "pagina niet gevonden", "deze pagina bestaat niet", "pagina non trovata", "pagina nao encontrada",
    "pagina inexistente",
    # Polish, Czech, Slovak, Slovenian, Croatian / Serbian / Bosnian, Hungarian, Romanian, Finnish, Estonian, Latvian,
    # Lithuanian, Icelandic, Catalan, Turkish, Indonesian / Malay, Vietnamese (their accents folded away)
    "nie znaleziono strony", "strona nie zostala znaleziona", "strona nie istnieje", "stranka nenalezena",
    "stranka nebyla nalezena", "stranka neexistuje", "stranka nebola najdena", "stranka sa nenasla",
    "strani ni mogoce najti", "stran ne obstaja", "stran ni bila najdena", "no s'ha trobat la pagina", "stranica nije pronadena", "stranica ne postoji", "stranica nije nadena",
    "az oldal nem talalhato", "oldal nem talalhato", "pagina nu a fost gasita", "pagina nu exista",
    "sivua ei loytynyt", "sivua ei loydy", "lehte ei leitud", "lehekulge ei leitud", "lapa nav atrasta",
    "puslapis nerastas", "síðan fannst ekki", "pagina no trobada", "sayfa bulunamadi",
    "halaman tidak ditemukan", "halaman tidak dijumpai", "khong tim thay trang",
    # Russian, Ukrainian, Bulgarian, Serbian Cyrillic, Greek (folded: й → и, accents gone)
    "страница не наидена", "страница не существует", "сторінку не знаидено", "сторінка не знаидена",
    "страницата не е намерена", "страница није пронађена", "η σελιδα δεν βρεθηκε",
    # Japanese, Chinese (simplified, traditional), Korean, Arabic, Hebrew, Thai, Hindi, Persian, Bengali
    "ページが見つかりません", "ページは見つかりませんでした", "お探しのページは見つかりません", "页面未找到", "找不到页面",
    "页面不存在", "找不到该页面", "找不到頁面", "頁面不存在", "找不到網頁", "페이지를 찾을 수 없습니다",
    "요청하신 페이지를 찾을 수 없습니다", "الصفحة غير موجودة", "لم يتم العثور على الصفحة", "הדף לא נמצא",
    "העמוד לא נמצא", "ไม่พบหน้า", "पृष्ठ नहीं मिला",
    "صفحه پیدا نشد", "صفحه مورد نظر یافت نشد", "পৃষ্ঠাটি পাওয়া যায়নি", "পৃষ্ঠা পাওয়া যায়নি",
    # Georgian, Armenian, Azerbaijani, Kazakh, Uzbek, Macedonian, Mongolian, Albanian, Swahili, Filipino, Urdu, Tamil,
    # Nepali, Marathi, Afrikaans, Basque, Galician, Welsh (red-team round 9)
    "გვერდი ვერ მოიძებნა", "გვერდი არ მოიძებნა", "էջը չի գտնվել", "էջը գոյություն չունի", "səhifə tapılmadı",
    "səhifə mövcud deyil", "бет табылмады", "парақ табылмады", "sahifa topilmadi", "sahifa mavjud emas",
    "страницата не е пронајдена", "страницата не постои", "хуудас олдсонгүй", "faqja nuk u gjet",
    "faqja nuk ekziston", "ukurasa haupatikani", "ukurasa haukupatikana", "hindi mahanap ang pahina",
    "hindi nahanap ang pahina", "hindi matagpuan ang pahina", "صفحہ نہیں ملا", "صفحہ دستیاب نہیں",
    "பக்கம் கிடைக்கவில்லை", "பக்கம் காணப்படவில்லை", "पृष्ठ फेला परेन", "पृष्ठ फेला पार्न सकिएन", "पान सापडले नाही",
    "पृष्ठ सापडले नाही", "bladsy nie gevind nie", "bladsy bestaan nie", "ez da orria aurkitu", "orria ez da aurkitu",
    "orria ez da existitzen", "paxina non atopada", "non se atopou a paxina", "tudalen heb ei chanfod",
    "heb ddod o hyd i'r dudalen",
    # other wordings of covered languages: "the page you are looking for is nowhere to be found / does not exist"
    "recherchez est introuvable", "cherchez est introuvable", "page est introuvable", "page demandee est introuvable",
    "page que vous recherchez n'existe pas", "pagina che stai cercando non esiste", "pagina che cerchi non esiste",
    "pagina richiesta non esiste", "la pagina non esiste", "impossibile trovare la pagina",
    "pagina kon niet worden gevonden", "pagina kan niet worden gevonden", "pagina die je zoekt bestaat niet",
    "pagina die u zoekt bestaat niet", "pagina que buscas no existe", "pagina que busca no existe",
    "pagina solicitada no existe", "no se ha encontrado la pagina", "no hemos encontrado la pagina",
    "pagina que voce procura nao existe", "pagina que procura nao existe", "pagina solicitada nao existe",
    "angeforderte seite konnte nicht gefunden werden",
    # and of Korean, Japanese, Chinese, Vietnamese, Indonesian, Polish, Czech, Russian, Swedish, Norwegian, Danish, Greek
    "존재하지 않는 페이지", "ページは存在しません", "ページが存在しません", "找不到您要的頁面", "找不到您要的页面", "页面找不到了",
    "頁面找不到了", "trang ban tim kiem khong ton tai", "trang khong ton tai", "halaman yang anda cari tidak ditemukan",
    "halaman yang anda cari tidak ada", "strona, której szukasz, nie istnieje", "strona której szukasz nie istnieje",
    "szukana strona nie istnieje", "stránka, kterou hledáte, neexistuje", "stránka kterou hledáte neexistuje",
    "požadovaná stránka neexistuje", "такой страницы не существует", "страницы не существует",
    "sidan du letar efter finns inte", "sidan du söker finns inte", "siden du leter etter finnes ikke",
    "siden kunne ikke findes", "siden du leder efter findes ikke", "που ζητήσατε δεν βρέθηκε", "η σελίδα δεν υπάρχει",
))


#: phrases that say "not found" in a page's text, not only in its title: long ones, and those of scripts written
#: without spaces (a five-character Japanese phrase says as much as a 20-letter English one)
_STRONG_NOT_FOUND = tuple(p for p in _NOT_FOUND if len(p) > 12 or (len(p) >= 4 and not re.search(r"[a-z ]", p))
                          or (len(p) >= 8 and not re.search(r"[a-z]", p)))


#: the letters a "404" may be written against and still be the status ("Error404", "HTTP404", "404page"): any other
#: letter or digit beside it makes it part of a name, a number or a hash ("4043680311", "edfa12e404", "X4040")
_404_BEFORE = frozenset({"", "e", "err", "error", "http", "page", "fehler", "erreur", "errore"})
_404_AFTER = frozenset({"", "err", "error", "page", "notfound"})


def _bare_404(t: str, pos: int) -> bool:
    """Whether the "404" at t[pos:pos + 3] stands as the status code, not inside a longer number, word or hash."""
    a, b, n = pos, pos + 3, len(t)
    while a > 0 and t[a - 1].isalnum():
        a -= 1
    while b < n and t[b].isalnum():
        b += 1
    return t[a:pos] in _404_BEFORE and t[pos + 3:b] in _404_AFTER


def _says_404(t: str) -> bool:
    """Whether a folded title holds a 404 standing as the status code (see _bare_404)."""
    pos = t.find("404")
    while pos >= 0:
        if _bare_404(t, pos):
            return True
        pos = t.find("404", pos + 1)
    return False


def is_not_found_text(title: str, text: str) -> bool:
    """True when a page's title, or the start of its text, says it was not found (about 35 languages). A phrase
    of a script without spaces between words (Japanese, Chinese, Thai) counts in the text as a long one does."""
    t = fold(title)
    if _says_404(t) or any(p in t for p in _NOT_FOUND if p not in ("oops", "no existe") and "404" not in p):
        return True
    head = fold(text[:600])
    if re.search(r"\b404\b", head) and any(p in head for p in _NOT_FOUND):
        return True
    return any(p in head for p in _STRONG_NOT_FOUND)


#: the not-found phrases filed under their first three characters, each with whether it is strong: a title is read
#: once, position by position, instead of once per phrase (about 200 of them, ~35 µs a title; the fetcher asks on
#: every 2xx page). Phrases under three characters are tested apart.
_WEAK_PHRASES = ("404",) + tuple(p for p in _NOT_FOUND if p not in ("oops", "no existe"))
_NOT_FOUND_INDEX: dict[str, tuple[tuple[str, bool], ...]] = {}
for _p in dict.fromkeys(_STRONG_NOT_FOUND + _WEAK_PHRASES):
    if len(_p) >= 3:
        _NOT_FOUND_INDEX[_p[:3]] = _NOT_FOUND_INDEX.get(_p[:3], ()) + ((_p, _p in _STRONG_NOT_FOUND),)
del _p
_STRONG_SHORT = tuple(p for p in _STRONG_NOT_FOUND if len(p) < 3)
_WEAK_SHORT = tuple(p for p in _WEAK_PHRASES if len(p) < 3)


def not_found_title(title: str) -> str | None:
    """How a page's title says the page was not found: "strong" (a phrase no other page's title holds: "Page not
    found", "Seite nicht gefunden", "404 Not Found"), "weak" ("404", "Not found", "Oops": also a product's, an
    article's words), or None."""
    t = fold(title)
    if not t:
        return None
    if any(p in t for p in _STRONG_SHORT):
        return "strong"
    weak = any(p in t for p in _WEAK_SHORT)
    index = _NOT_FOUND_INDEX
    for i in range(len(t) - 2):
        found = index.get(t[i:i + 3])
        if found is not None:
            for phrase, strong in found:
                if t.startswith(phrase, i) and ("404" not in phrase or _bare_404(t, i + phrase.index("404"))):
                    if strong:
                        return "strong"
                    weak = True
    return "weak" if weak else None


def shingles(text: str, k: int = 4) -> frozenset[int]:
    """Hashed word k-shingles of a folded text (for near-duplicate tests)."""
    words = re.findall(r"\w+", fold(text))
    if len(words) < k:
        return frozenset({hash(" ".join(words))}) if words else frozenset()
    return frozenset(hash(" ".join(words[i:i + k])) for i in range(len(words) - k + 1))


def similarity(a: str | frozenset[int], b: str | frozenset[int]) -> float:
    """Jaccard similarity (0–1) of two texts' word shingles; two empty texts are identical (1.0)."""
    sa = shingles(a) if isinstance(a, str) else a
    sb = shingles(b) if isinstance(b, str) else b
    if not sa and not sb:
        return 1.0
    if not sa or not sb:
        return 0.0
    return len(sa & sb) / len(sa | sb)


def looks_like_soft_404(
    status: int, title: str, text: str, not_found_texts: Sequence[str] | Iterable[str] = (), *,
    threshold: float = 0.9,
) -> bool:
    """A 200 that is really "not found": it says so, or is near-identical (Jaccard ≥ `threshold`)
    to a page the site served for a path that cannot exist."""
    if status >= 400:
        return True
    if is_not_found_text(title, text):
        return True
    sh = shingles(f"{title} {text}")
    return any(similarity(sh, shingles(nf)) >= threshold for nf in not_found_texts)
