"""Discovery red-teamed (seventh round), served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host
(tests/data/discovery/web.py); the vendors' hosts (Greenhouse, Lever, Workday, SmartRecruiters, Personio, Recruitee,
Teamtailor, Workable, Ashby, BambooHR, Medium, GitBook, Better Stack, Statuspage …) mapped to the same server.

Covered (100 sites, plus plain classifier cases). Each site's EXPECTED and AT_MOST were written before its first run,
but for blogroll, agency and zenco: their faults were found running discovery over the shared corpus's real pages
(the news sites' article pages as homepages), and the sites were written after, in their shape, to hold the fixes.
A. Vocabulary by site, on telling paths and on page ids that say nothing: Norwegian, Danish, Swedish, Icelandic,
   European Portuguese, Mexican Spanish, Swiss German, Flemish, Italian, simplified and traditional Chinese, Japanese
   with careers on a recruit. host and on another domain of its name ("採用サイト"), French, Brazilian Portuguese,
   Spanish; and sweeps of menu labels through the classifier: ~250 of six big European languages, ~150 Nordic, ~110
   Polish / Czech / Turkish / Hungarian / Romanian, ~140 English and ~110 Japanese / Chinese / Korean ones.
B. Traps (nothing invented): a coffee shop's "French Press", "Order status", "Brew guides" (a Shopify /blogs/<handle>);
   a fashion store's size / care / buying guides, "Price match promise", "Customer stories"; a seed startup's
   "Investors" section and "Backed by Sequoia"; a freight forwarder's "Shipment status" and a partner's blog; an
   HR-software vendor's "Career sites" product beside "Jobs at Hirely"; a cloud reseller's "AWS status"; a reseller's
   "Pricing" on the vendor's domain; "Careers in data" (a guide); "Docs" as a Google Doc and "Status" as an X account;
   an ATS add-on vendor showing its customers' Greenhouse / Lever / Workable boards on its homepage; a trade magazine's
   blogroll of other people's wordpress.com / Blogspot / Medium blogs and its "Cyber security" section; post cards
   labelled by category ("News & Events", "Careers") over dated blog URLs, one card per team member, share buttons
   (Blogger share-post.g, shareArticle, sharer.php); a Zendesk help centre whose "articles" hold the privacy policy;
   a Japanese soft-404 site, a CMS redirecting every miss to its search, link rot (404 blog, 410 press, a status
   host sent home), a two-anchor tiny business.
C. ATS boards in their current forms: job-boards.greenhouse.io, an EU Greenhouse iframe, Greenhouse job links only, a
   Lever link with team / utm parameters, Workday on myworkdayjobs.com and on myworkdaysite.com and behind a jobs. host
   redirect, SmartRecruiters by link and by its widget's company_code, Personio in an iframe and on a one-page site,
   Recruitee, Teamtailor, Workable (job links only; an old <name>.workable.com), Ashby embedded on a careers site of
   another domain, BambooHR, a careers. subdomain embedding Greenhouse, Lever behind a careers site on another
   domain, and boards of the long tail by a call to action (Varbi "Se lediga tjänster", d.vinci "Zu den
   Stellenangeboten", onlyfy "Zu den offenen Stellen", InRecruiting "Vedi le posizioni aperte", HERP, Factorial).
D. Blogs, feeds, status, docs: WordPress (/feed/ beside its comments feed), Jekyll /feed.xml, a JSON Feed, an "RSS"
   footer link, a WordPress news page's own feed beside the site feed, Medium, a HubSpot blog on blog., GitBook,
   Better Stack, Statuspage on status. (and status. redirecting to statuspage.io), Instatus, Docusaurus on docs.
   (redirecting to /docs/intro), /docs redirecting to docs., a "Legal" hub page, Mynewsdesk, icon-only footer links
   named by aria-label / title / img alt.
E. Sitemaps, shells, redirects: a Yoast sitemap index with a gzipped child behind a Vite shell, a sitemap index on a
   CDN host, one flat sitemap listing 20,000 posts before its pages, a meta refresh (and an upper-case quoted one),
   a JS location redirect, apex → www → /de-de/, a country root (/us/), a 308 www → apex, Remix's __remixContext and
   Next.js pages-router __NEXT_DATA__ menus.
F. Structure: an 80-link enterprise footer with a mega menu, a hamburger-only site with no footer, one-page sites
   (with a footer of legal pages; of anchors only, its board a Personio frame), a splash page and an age gate,
   a robots.txt (BOM, CRLF) with a group for changewire beside the one for everyone; one site through the CLI.

Wrong at first (fixed, in general terms):
- vocabulary: "Blogg", "Prisliste"/"Prislista", "Ledige jobber", "Dataskyddspolicy", Danish "Cookiepolitik" (weak, as
  "Cookie policy"), all of Icelandic, "Preçário", "Contactos", "Medienmitteilungen", "Offerte di lavoro", "採用サイト",
  English "Subprocessors" / "DPA" / "Acceptable use policy" (weak legal), "Financials" / "SEC filings" (investors),
  Nordic ones ("Om företaget", "Personuppgiftspolicy", "Driftinformation", "Palvelun tila", "Lösningar" …),
  Korean / Chinese labels a CJK sweep found ("서비스 상태" — service status — was products; 문서, 업데이트, 媒体报道),
  and the sweeps' finds (Stellenbörse, Actueel, Preismodell, Piani, Développeurs, Investeerders, Produktneuheiten,
  "Nyheter i produkten" — a changelog, it was products). A German dative plural inside a call to action
  ("Stellenangeboten") is the word it inflects; a label beside a job count ("Careers (12)"), set apart from the brand
  or a tagline ("Careers | Acme", "Careers — we are hiring"), or two names of one section ("Press / Media", "Prices &
  Plans") is named by its own part (0.85), no longer a word inside a longer text (0.6).
- a compound whose head is a keyword names something else: "<thing> status" (order, shipment …) is a lookup,
  "<kind> press" a machine, customer / success "stories" case studies, size / gift / buying "guides" a shop's, "price
  match" a guarantee — in labels and in slugs; a weak word beside a content word ("Cyber security") says nothing.
- a /blogs/<handle> is the blog whatever the handle says ("brew-guides" was cut to /blogs/, a 404).
- the menu's own-site job list ("Offene Stellen" → /stellen) with no careers page linked is the careers page.
- boards on the homepage's body without the company's name (a vendor's customers) wait for the company's own pages: the
  customer's Greenhouse board had become showcase.test's jobs_board.
- a careers page's call to action with a jobs phrase ("Se lediga tjänster", "Zu den offenen Stellen", "Vedi le
  posizioni aperte") to a host carrying the company's name is its board (only whole job-list labels counted).
- a blog on a blogging platform that neither bears the company's name nor is labelled its blog is someone else's.
- share actions are no pages; a card's category label over a dated item URL names no section; a person's page below
  /team/ makes /team/ the team; Zendesk's /hc/<locale>/ is the help centre (docs), not a blog of "articles".
- a urlset longer than the URL cap is read on for its section pages (bigmap.test found only its blog).
- a section's own feed (below its URL: /news/feed/) is its feed before the site feed its page also names.
- a splash page ("Enter site") or an age gate ("Yes, I am 21 or older") — a near-empty page of a link or two and no
  menu — was read as the site (nothing but blind probes): its way in is the homepage read now.
Frugality (fixed): a shop whose 9-link footer names three surfaces spent 25 on blind probes (a footer of eight or more
of the site's pages is its inventory: three named surfaces make it well linked, 9 now); a hamburger-only site with no
footer spent 25 (a page whose every anchor sits in its menu is judged by that menu: 13); a one-page site whose menu is
all anchors of the page and which links no other page of its own spent 25 (it counts as well linked: 11).

Expectations revised (the cases' mistakes): jsredir's products ("Lockers" is a product's name, as round 6 found for
"Robots"); robotsno's /blogg/ (RFC 9309: a crawler obeys the one group naming it, so the `*` group's Disallow does not
bind changewire; the engine was right); the first batch's bounds of 18 for homepages of five or six links naming
fewer than four surfaces (jekyllco, persco, srco, workdayco): not well linked by round 4's rule, they probe within the
ceiling of 25 (the later batches' sites of that kind — ttco, wjco, srwidget, careerguide, wdsite, oldworkable,
newsdesk, dvco, finco, spanco, wdjobs — were written at 25 from the start). Fixture bugs fixed before judging:
ecomtrap's feed file, and a `/#section` link that overwrote the homepage in the `site` helper (tiny.test).

Left alone: few-link sites probing up to the ceiling (round 4's design: a homepage naming under four surfaces says too
little to stop guessing); a deep page given as the website (pathgiven.test/en/pricing) is taken as the homepage (a
company's site may be a path of another's, rounds 5-6); IDN hosts keep their Unicode form while links in punycode form
are another host to the run (one extra robots.txt; sensors work either way); a robots.txt Crawl-delay is honoured
within the 90 s time budget (too slow to test here).
"""
from __future__ import annotations

import gzip
import hashlib
import json
from typing import Any
from urllib.parse import urlsplit

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

_WORDS = ("fjord glacier herring timber pulp turbine ferry copper saffron olive quarry harbour loom kiln cobalt "
          "rapeseed barley tundra cargo anchor lichen basalt sorrel juniper").split()


def prose(seed: str, n: int = 80) -> str:
    """Distinct, deterministic filler per page (pages of one site must not look like copies)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 29 & 0xFF)) % len(_WORDS)] + ("." if i % 10 == 9 else "")
                    for i in range(n))


def page(title: str, body: str = "", head: str = "", lang: str = "en", main: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width, initial-scale=1"><title>{title}</title>{head}</head>'
            f"<body>{body}<main><h1>{title}</h1>{main}<p>{prose(title)}</p></main></body></html>")


def pages(titles: dict[str, str], **kw: Any) -> dict[str, Any]:
    return {p: page(t, **kw) for p, t in titles.items()}


def footer(*links: tuple[str, str]) -> str:
    return ('<footer class="site-footer"><ul>' + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in links)
            + "</ul><p>&copy; 2026</p></footer>")


def nav(*links: tuple[str, str]) -> str:
    return ('<header class="site-header"><a href="/" class="logo">Home</a><nav class="main-nav"><ul>'
            + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in links) + "</ul></nav></header>")


def site(title: str, navs: list[tuple[str, str]], foots: list[tuple[str, str]], *, lang: str = "en",
         extra: dict[str, Any] | None = None, head: str = "") -> dict[str, Any]:
    """A homepage whose menu and footer link these pages, and each linked page (titled by its label)."""
    out: dict[str, Any] = {"/": page(title, nav(*navs) + footer(*foots), lang=lang, head=head)}
    for h, t in [*navs, *foots]:
        path = urlsplit(h).path
        if h.startswith("/") and not h.startswith("//") and path != "/" and path not in out:
            out[path] = page(t, lang=lang)  # (a `/about#investors` section link is no page of its own)
    out.update({p: (page(t, lang=lang) if isinstance(t, str) else t) for p, t in (extra or {}).items()})
    return out


def ids(labels: list[str], prefix: str = "/p/", start: int = 100) -> list[tuple[str, str]]:
    """Links on page ids that say nothing (a CMS's numbered pages), labelled."""
    return [(f"{prefix}{start + i}", t) for i, t in enumerate(labels)]


def _eu(host: str, **paths: Any) -> tuple[dict[str, Any], tuple[str, ...]]:
    b = f"http://{host}"
    return ({s: (tuple(b + x for x in p) if isinstance(p, tuple) else b + p) for s, p in paths.items()}, ())


def urlset(urls: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(f"<url><loc>{u}</loc><lastmod>2026-10-01</lastmod></url>" for u in urls) + "</urlset>")


def smindex(urls: list[str]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            + "".join(f"<sitemap><loc>{u}</loc></sitemap>" for u in urls) + "</sitemapindex>")


SUMMARY = {"json": {"page": {"id": "k2x9", "name": "Acme", "url": "https://status.example"},
                    "status": {"indicator": "none", "description": "All Systems Operational"}, "components": []}}


# ================================================================================================ A. Nordic and other vocabulary
NORSK = site("Norsk Havbruk AS — fôr og utstyr til oppdrett", [
    ("/produkter", "Produkter"), ("/priser", "Priser"), ("/blogg", "Blogg"), ("/ledige-stillinger", "Ledige stillinger")], [
    ("/om-oss", "Om oss"), ("/nyheter", "Nyheter"), ("/personvern", "Personvern"), ("/kontakt", "Kontakt oss")], lang="nb")
NORSK2 = site("Nordlys Regnskap AS", ids(["Tjenester", "Priser", "Blogg", "Ledige jobber"]),
              ids(["Om oss", "Presse", "Personvernerklæring", "Kontakt"], start=200), lang="no")
DANSK = site("Dansk Vindservice ApS", [
    ("/produkter", "Produkter"), ("/priser", "Priser"), ("/job", "Job"), ("/nyheder", "Nyheder")], [
    ("/om-os", "Om os"), ("/privatlivspolitik", "Privatlivspolitik"), ("/cookiepolitik", "Cookiepolitik"),
    ("/kontakt", "Kontakt")], lang="da")
DANSK2 = site("Københavns Kaffebar ApS", ids(["Menukort", "Prisliste", "Ledige stillinger", "Presse"]),
              ids(["Om os", "Handelsbetingelser", "Cookiepolitik", "Kontakt"], start=300), lang="da")
SVENSK = site("Svensk Skogsteknik AB", [
    ("/produkter", "Produkter"), ("/priser", "Priser"), ("/blogg", "Blogg"), ("/jobba-hos-oss", "Jobba hos oss")], [
    ("/om-oss", "Om oss"), ("/press", "Press"), ("/integritetspolicy", "Integritetspolicy"), ("/kontakt", "Kontakta oss")],
    lang="sv")
SVENSK2 = site("Göteborgs Vårdbemanning AB", ids(["Tjänster", "Prislista", "Blogg", "Lediga tjänster"]),
               ids(["Om oss", "Pressmeddelanden", "Dataskyddspolicy", "Kontakta oss"], start=400), lang="sv")
ISLAND = site("Íslensk Orka hf.", [
    ("/vorur", "Vörur"), ("/verdskra", "Verðskrá"), ("/storf", "Störf"), ("/frettir", "Fréttir")], [
    ("/um-okkur", "Um okkur"), ("/personuvernd", "Persónuvernd"), ("/hafa-samband", "Hafa samband")], lang="is")
PORTUGAL = site("Cortiça Lusitana, Lda.", [
    ("/produtos", "Produtos"), ("/precario", "Preçário"), ("/carreiras", "Carreiras"), ("/noticias", "Notícias")], [
    ("/sobre-nos", "Sobre nós"), ("/politica-de-privacidade", "Política de Privacidade"),
    ("/termos-e-condicoes", "Termos e Condições"), ("/contactos", "Contactos")], lang="pt-PT")
MEXICO = site("Logística Azteca S.A. de C.V.", [
    ("/soluciones", "Soluciones"), ("/precios", "Precios"), ("/bolsa-de-trabajo", "Bolsa de trabajo"),
    ("/sala-de-prensa", "Sala de prensa")], [
    ("/nosotros", "Nosotros"), ("/aviso-de-privacidad", "Aviso de privacidad"), ("/contacto", "Contacto")], lang="es-MX")
MEXICO2 = site("Farmacias del Bajío", ids(["Productos", "Bolsa de trabajo", "Comunicados", "Quiénes somos"]),
               ids(["Aviso de privacidad", "Términos y condiciones", "Contáctanos"], start=500), lang="es-MX")
SCHWEIZ = site("Alpen Präzision AG", [
    ("/produkte", "Produkte"), ("/preisliste", "Preisliste"), ("/stellen", "Offene Stellen"),
    ("/medienmitteilungen", "Medienmitteilungen")], [
    ("/ueber-uns", "Über uns"), ("/datenschutz", "Datenschutzerklärung"), ("/impressum", "Impressum"),
    ("/kontakt", "Kontakt")], lang="de-CH")
SCHWEIZ2 = site("Zürcher Treuhand GmbH", ids(["Dienstleistungen", "Preise", "Karriere", "Medienmitteilungen"]),
                ids(["Über uns", "Rechtliches", "Impressum", "Kontakt"], start=600), lang="de-CH")
VLAAMS = site("Vlaamse Bouwgroep NV", [
    ("/diensten", "Diensten"), ("/tarieven", "Tarieven"), ("/vacatures", "Vacatures"), ("/nieuws", "Nieuws")], [
    ("/over-ons", "Over ons"), ("/privacybeleid", "Privacybeleid"), ("/algemene-voorwaarden", "Algemene voorwaarden"),
    ("/contact", "Contact")], lang="nl-BE")
ITALIA = site("Ceramiche Toscane S.r.l.", ids(["Prodotti", "Listino prezzi", "Lavora con noi", "Comunicati stampa"]),
              ids(["Chi siamo", "Informativa sulla privacy", "Note legali", "Contatti"], start=700), lang="it")
ZHONGWEN = site("华信云计算有限公司", ids(["产品", "价格", "加入我们", "新闻中心"]),
                ids(["关于我们", "隐私政策", "联系我们"], start=800), lang="zh-CN")
TAIWAN = site("台灣精密機械股份有限公司", ids(["產品介紹", "價格方案", "人才招募", "最新消息"]),
              ids(["關於我們", "隱私權政策", "聯絡我們"], start=900), lang="zh-TW")
NIHON = site("株式会社サクラシステム", ids(["製品", "料金プラン", "ニュースリリース", "会社概要"]) + [
    ("http://recruit.nihon.test/", "採用情報")], ids(["プライバシーポリシー", "お問い合わせ"], start=1000), lang="ja")
NIHON_RECRUIT = {"/": page("採用情報 | 株式会社サクラシステム", lang="ja", main="<p>新卒採用・中途採用</p>")}

# ================================================================================================ B. traps: words that are no surface
#: a coffee store: "French Press" is a product, "Order status" tracks a parcel, "Brew guides" are its blog
ECOMTRAP = site("Kettle & Crema — coffee gear", [
    ("/collections/french-press", "French Press"), ("/collections/grinders", "Grinders"),
    ("/blogs/brew-guides", "Brew guides"), ("/pages/order-status", "Order status")], [
    ("/pages/about", "About"), ("/pages/careers", "Careers"), ("/policies/privacy-policy", "Privacy policy"),
    ("/policies/refund-policy", "Refund policy"), ("/policies/terms-of-service", "Terms of service")],
    head='<link rel="alternate" type="application/atom+xml" title="Brew guides" href="/blogs/brew-guides.atom">')
ECOMTRAP["/blogs/brew-guides.atom"] = {"xml": "<?xml version='1.0' encoding='UTF-8'?><feed xmlns='http://www.w3.org/2005/"
                                               "Atom'><title>Kettle &amp; Crema — Brew guides</title><entry><title>Pour-over"
                                               " ratios</title></entry></feed>", "type": "application/atom+xml"}
#: a seed-stage startup: "Investors" is a section naming its VCs, "Backed by Sequoia" the VC's page
VCTRAP = site("Ledgerly — bookkeeping on autopilot", [
    ("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog")], [
    ("/about", "About"), ("/about#investors", "Investors"), ("http://www.sequoiacap.test/companies/ledgerly/", "Backed by Sequoia"),
    ("/careers", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")])
#: a freight forwarder: "Shipment status" is its tracking tool, "Partner blog" a partner's
FREIGHTTRAP = site("Northsea Freight — LCL and FCL shipping", [
    ("/services", "Services"), ("/tracking", "Shipment status"), ("/quote", "Get a quote")], [
    ("/about-us", "About us"), ("/news", "News"), ("http://www.portpartner.test/blog/", "Partner blog"),
    ("/careers", "Careers"), ("/privacy-notice", "Privacy notice")])
#: an HR-software vendor: "Career sites" is its product; its own openings are "Jobs at Hirely"
HIRETRAP = site("Hirely — recruiting software for SMBs", [
    ("/product/career-sites", "Career sites"), ("/product/job-posting", "Job posting"), ("/pricing", "Pricing"),
    ("/resources/blog", "Blog")], [
    ("/company/about", "About"), ("/company/jobs", "Jobs at Hirely"), ("/company/press", "Press"),
    ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms")])
#: a tour operator's "AWS status"-like trap: a cloud reseller's footer links AWS's health dashboard and its own status
CLOUDTRAP = site("Stratocloud — managed AWS for startups", [
    ("/services", "Services"), ("/pricing", "Pricing"), ("/blog", "Blog")], [
    ("http://health.aws.amazon.test/health/status", "AWS status"), ("http://status.cloudtrap.test/", "Status"),
    ("/careers", "Careers"), ("/privacy", "Privacy")])
CLOUDTRAP_STATUS = {"/": page("Stratocloud status", main="<p>All systems operational</p>"),
                    "/api/v2/summary.json": SUMMARY}

# ================================================================================================ C. ATS boards in their current forms
GHNEW = site("Ghnew — data pipelines", [("/product", "Product"), ("/pricing", "Pricing"), ("/careers", "Careers")],
             [("/privacy", "Privacy")], extra={"/careers": page("Careers at Ghnew", main=(
                 '<p>Build the future of data.</p><a class="btn" href="https://job-boards.greenhouse.io/ghnew">'
                 'View all open roles</a>'))})
GHEU = site("Gheu — payments for marketplaces", [("/platform", "Platform"), ("/pricing", "Pricing"), ("/careers", "Careers")],
            [("/privacy", "Privacy")], extra={"/careers": page("Careers — Gheu", main=(
                '<iframe id="grnhse_iframe" src="https://job-boards.eu.greenhouse.io/embed/job_board?for=gheu&amp;b='
                'https%3A%2F%2Fgheu.test%2Fcareers" width="100%" frameborder="0" scrolling="no"></iframe>'))})
LEVERQ = site("Leverq — robotics for warehouses", [
    ("/robots", "Robots"), ("/pricing", "Pricing"),
    ("https://jobs.lever.co/leverq?team=Engineering&amp;utm_source=website", "Careers")], [("/privacy", "Privacy")])
WORKDAYCO = site("Workdayco Insurance", [("/insurance", "Insurance"), ("/about", "About us"), ("/careers", "Careers")],
                 [("/privacy", "Privacy statement"), ("/terms", "Terms of use")], extra={"/careers": page(
                     "Careers at Workdayco", main='<a href="https://workdayco.wd3.myworkdayjobs.com/en-US/Workdayco_Careers">'
                     'Search jobs</a><a href="https://workdayco.wd3.myworkdayjobs.com/en-US/Workdayco_Careers/introduceYourself">'
                     'Join our talent community</a>')})
SRCO = site("Srco Hotels GmbH", [("/hotels", "Hotels"), ("/angebote", "Angebote"), ("/karriere", "Karriere")],
            [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de", extra={"/karriere": page(
                "Karriere bei Srco Hotels", lang="de", main='<a href="https://jobs.smartrecruiters.com/SrcoHotelsGmbH">'
                'Alle Stellenangebote</a>')})
PERSCO = site("Persco Maschinenbau GmbH", [("/maschinen", "Maschinen"), ("/service", "Service"), ("/jobs", "Jobs")],
              [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de", extra={"/jobs": page(
                  "Jobs bei Persco", lang="de", main='<iframe src="https://persco.jobs.personio.de/?display=de&amp;'
                  'language=de" style="width:100%;height:900px" title="Stellenangebote"></iframe>')})
RECCO = site("Reccoo — e-bike subscriptions", [("/bikes", "Bikes"), ("/pricing", "Pricing")],
             [("/about", "About"), ("https://reccoo.recruitee.com/", "Jobs"), ("/privacy", "Privacy")])
#: careers on a separate domain of its own name, which embeds Ashby
ASHSEP = site("Ashsep — clinical trials software", [("/platform", "Platform"), ("/pricing", "Pricing"),
                                                   ("http://www.ashsepjobs.test/", "Careers")],
              [("/privacy", "Privacy"), ("/terms", "Terms")])
ASHSEPJOBS = {"/": page("Work at Ashsep", main='<div id="ashby_embed"></div><script src="https://jobs.ashbyhq.com/ashsep/'
                        'embed?version=2" async></script>')}
BAMBOO2 = site("Bamboo Two Dental Group", [("/locations", "Locations"), ("/services", "Services")],
               [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")], extra={"/careers": page(
                   "Careers at Bamboo Two", main='<p>Hygienists and front-desk staff wanted.</p><a href="https://bamboo2.'
                   'bamboohr.com/careers">View openings</a>')})

# ================================================================================================ D. blogs, feeds, status, docs on vendors
_WP_HEAD = ('<link rel="alternate" type="application/rss+xml" title="Wpco &raquo; Feed" href="http://wpco.test/feed/">'
            '<link rel="alternate" type="application/rss+xml" title="Wpco &raquo; Comments Feed" '
            'href="http://wpco.test/comments/feed/"><link rel="https://api.w.org/" href="http://wpco.test/wp-json/">'
            '<meta name="generator" content="WordPress 6.6.2">')
WPCO = site("Wpco — HVAC contractors in Ohio", [
    ("/services/", "Services"), ("/financing/", "Financing"), ("/blog/", "Blog"), ("/careers/", "Careers")], [
    ("/about-us/", "About Us"), ("/privacy-policy/", "Privacy Policy"), ("/contact-us/", "Contact Us")], head=_WP_HEAD,
    extra={"/feed/": {"xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>Wpco</title><item><title>Spring "
                              "tune-up</title></item></channel></rss>", "type": "application/rss+xml"},
           "/comments/feed/": {"xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>Comments on Wpco</title>"
                                      "</channel></rss>", "type": "application/rss+xml"}})
JEKYLLCO = site("Jekyllco — open-source geospatial tools", [
    ("/docs/", "Docs"), ("/blog/", "Blog"), ("/community/", "Community")], [("/about/", "About")],
    head='<link type="application/atom+xml" rel="alternate" href="/feed.xml" title="Jekyllco" />',
    extra={"/feed.xml": {"xml": "<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'>"
                                "<title>Jekyllco</title><entry><title>v2.1</title></entry></feed>",
                         "type": "application/atom+xml"}})
MEDIUMCO = site("Mediumco — ride-hailing for rural areas", [
    ("/riders", "Riders"), ("/drivers", "Drivers"), ("/cities", "Cities")], [
    ("/about", "About"), ("/careers", "Careers"), ("https://medium.com/mediumco-engineering", "Engineering blog"),
    ("/privacy", "Privacy")])
HSBLOG = site("Hsblog — field marketing platform", [("/platform", "Platform"), ("/pricing", "Pricing"),
                                                    ("http://blog.hsblog.test/", "Blog")],
              [("/about", "About"), ("/careers", "Careers"), ("/privacy-policy", "Privacy Policy")])
HSBLOG_BLOG = {"/": page("The Hsblog Blog", head='<link rel="alternate" type="application/rss+xml" title="The Hsblog Blog" '
                         'href="http://blog.hsblog.test/rss.xml"><meta name="generator" content="HubSpot">'),
               "/rss.xml": {"xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>The Hsblog Blog</title>"
                                   "</channel></rss>", "type": "application/rss+xml"}}
GITBOOKCO = site("Gitbookco — webhooks as a service", [("/product", "Product"), ("/pricing", "Pricing"),
                                                      ("http://gitbookco.gitbook.io/docs", "Documentation")],
                 [("/careers", "Careers"), ("/privacy", "Privacy")])
BETTERCO = site("Betterco — shipping labels API", [("/api", "API"), ("/pricing", "Pricing"), ("/blog", "Blog")],
                [("http://betterco.betteruptime.com/", "Uptime"), ("/careers", "Careers"), ("/privacy", "Privacy")])
SPCO = site("Spco — email deliverability", [("/features", "Features"), ("/pricing", "Pricing"), ("/docs", "Docs")],
            [("http://status.spco.test/", "System status"), ("/careers", "Careers"), ("/privacy", "Privacy")])
SPCO_STATUS = {"/": page("Spco Status", head='<link rel="alternate" type="application/atom+xml" href="/history.atom">',
                         main='<div class="page-status status-none"><span class="status font-large">All Systems Operational'
                              '</span></div><div class="components-section">Powered by Atlassian Statuspage</div>'),
               "/api/v2/summary.json": SUMMARY}

# ================================================================================================ E. sitemaps, shells, redirects
_VITE = ('<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>{t}</title><script type="module" crossorigin '
         'src="/assets/index-Bx7f2.js"></script><link rel="stylesheet" href="/assets/index-C9d1.css"></head><body>'
         '<div id="root"></div></body></html>')
_YO = "http://yoastco.test"
YOASTCO = {
    "/": _VITE.format(t="Yoastco — scheduling for clinics"),
    "/robots.txt": {"text": f"User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\n"
                            f"Sitemap: {_YO}/sitemap_index.xml\n"},
    "/sitemap_index.xml": {"xml": smindex([f"{_YO}/page-sitemap.xml", f"{_YO}/post-sitemap.xml.gz"])},
    "/page-sitemap.xml": {"xml": urlset([f"{_YO}/", f"{_YO}/features/", f"{_YO}/pricing/", f"{_YO}/careers/",
                                         f"{_YO}/about/", f"{_YO}/blog/", f"{_YO}/privacy-policy/"])},
    "/post-sitemap.xml.gz": {"bytes": gzip.compress(urlset([f"{_YO}/blog/no-show-rates/",
                                                            f"{_YO}/blog/hipaa-checklist/"]).encode()),
                             "type": "application/x-gzip"},
    "*": _VITE.format(t="Yoastco"),
}
METAREFRESH = {"/": ('<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/en/"><title>Metarefresh'
                     '</title></head><body></body></html>'),
               **{k.replace("/", "/en/", 1) if k != "/" else "/en/": v for k, v in site(
                   "Metarefresh — loyalty programs for retailers", [
                       ("/en/platform", "Platform"), ("/en/pricing", "Pricing"), ("/en/careers", "Careers")],
                   [("/en/privacy", "Privacy"), ("/en/terms", "Terms")]).items()}}
METAREFRESH = {k.replace("/en/en/", "/en/"): v for k, v in METAREFRESH.items()}
JSREDIR = {"/": ('<!DOCTYPE html><html><head><title>Jsredir</title><script>window.location.href = "/en-gb/";</script>'
                 '</head><body></body></html>'),
           **{("/en-gb/" if k == "/" else k): v for k, v in site("Jsredir — parcel lockers", [
               ("/en-gb/lockers", "Lockers"), ("/en-gb/pricing", "Pricing"), ("/en-gb/careers", "Careers"),
               ("/en-gb/newsroom", "Newsroom")], [("/en-gb/privacy-policy", "Privacy policy")]).items()}}
CHAIN_WWW = {"/": {"redirect": "/de-de/", "status": 302},
             **{("/de-de/" if k == "/" else k): v for k, v in site("Kettenwerk GmbH — Antriebstechnik", [
                 ("/de-de/produkte", "Produkte"), ("/de-de/karriere", "Karriere"), ("/de-de/presse", "Presse")],
                 [("/de-de/impressum", "Impressum"), ("/de-de/datenschutz", "Datenschutz")], lang="de").items()}}
_REMIX = {"state": {"loaderData": {"root": {"header": {"items": [
    {"label": "Product", "href": "/product"}, {"label": "Pricing", "href": "/plans"},
    {"label": "Changelog", "href": "/changelog"}, {"label": "Careers", "href": "/jobs"}]}}, "routes/_index": {}}},
    "future": {"v3_fetcherPersist": True}}
REMIXCO = {
    "/": ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Remixco — feature flags</title>'
          '<link rel="modulepreload" href="/build/entry.client-ABC.js"></head><body><div id="app-root">'
          f'<main><h1>Feature flags for mobile teams</h1><p>{prose("remix")}</p></main></div><script>window.__remixContext = '
          f'{json.dumps(_REMIX)};</script><script type="module" async>import "/build/entry.client-ABC.js";</script>'
          '</body></html>'),
    **pages({"/product": "Product", "/plans": "Pricing", "/changelog": "Changelog", "/jobs": "Careers at Remixco"}),
}

# ================================================================================================ F. structure
_MF = "http://megafoot.test"
_MF_COLS = {
    "Product": [(f"/product/{x}", x.replace("-", " ").title()) for x in (
        "crm", "marketing-hub", "sales-hub", "service-hub", "cms", "operations", "commerce", "ai-assistant", "integrations",
        "app-marketplace", "mobile-app", "security-features", "data-sync", "reporting", "workflows", "forms")]
    + [("/pricing", "Pricing"), ("/compare", "Compare plans")],
    "Solutions": [(f"/solutions/{x}", x.replace("-", " ").title()) for x in (
        "startups", "enterprise", "agencies", "nonprofits", "education", "healthcare", "financial-services", "retail",
        "manufacturing", "real-estate", "saas", "government")],
    "Resources": [("/blog", "Blog"), ("/resources/webinars", "Webinars"), ("/resources/ebooks", "Ebooks"),
                  ("/customers", "Customer stories"), ("http://docs.megafoot.test/", "Documentation"),
                  ("http://developers.megafoot.test/api", "API reference"), ("/release-notes", "Release notes"),
                  ("http://status.megafoot.test/", "Status"), ("/community", "Community"), ("/academy", "Academy"),
                  ("/resources/career-guides", "Career guides"), ("/templates", "Templates")],
    "Company": [("/company/about", "About us"), ("/company/leadership", "Leadership"), ("/company/careers", "Careers"),
                ("/company/newsroom", "Newsroom"), ("http://investors.megafoot.test/", "Investor relations"),
                ("/partners", "Partners"), ("/company/contact", "Contact us"), ("/company/esg", "Sustainability")],
    "Legal": [("/legal/privacy", "Privacy policy"), ("/legal/terms", "Terms of service"), ("/legal/cookies", "Cookie policy"),
              ("/legal/dpa", "DPA"), ("/legal/subprocessors", "Subprocessors"), ("/legal/modern-slavery", "Modern slavery"),
              ("/accessibility", "Accessibility"), ("/sitemap", "Sitemap")],
}
_MF_LINKS = [ln for col in _MF_COLS.values() for ln in col]
MEGAFOOT = {
    "/": page("Megafoot — the customer platform", '<header><nav aria-label="Primary"><ul><li><button aria-expanded="false">'
              'Products</button><div class="mega"><a href="/product/crm">CRM</a><a href="/product/marketing-hub">Marketing'
              '</a></div></li><li><a href="/pricing">Pricing</a></li><li><a href="/customers">Customers</a></li></ul></nav>'
              '</header><footer class="footer">' + "".join(
                  f'<div class="col"><h4>{name}</h4><ul>' + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in col)
                  + "</ul></div>" for name, col in _MF_COLS.items()) + "</footer>"),
    **{urlsplit(h).path: page(t) for h, t in _MF_LINKS if h.startswith("/")},
    "/company/careers": page("Careers at Megafoot", main='<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/'
                             'embed/job_board/js?for=megafoot"></script>'),
}
MEGAFOOT_HOSTS = {
    "docs.megafoot.test": {"/": page("Megafoot documentation")},
    "developers.megafoot.test": {"/api": page("Megafoot API reference")},
    "status.megafoot.test": {"/": page("Megafoot status"), "/api/v2/summary.json": SUMMARY},
    "investors.megafoot.test": {"/": page("Megafoot, Inc. — Investor relations")},
}
HAMBURGER = {
    "/": page("Hamburger Studio — brand and packaging design",
              '<div class="topbar"><a href="/" class="logo"><img src="/logo.svg" alt="Hamburger Studio"></a>'
              '<button class="burger" aria-controls="offcanvas-menu" aria-expanded="false" aria-label="Open menu">'
              '<span></span><span></span></button></div><div id="offcanvas-menu" class="offcanvas" hidden><ul class="menu">'
              '<li><a href="/work">Work</a></li><li><a href="/services">Services</a></li><li><a href="/journal">Journal</a>'
              '</li><li><a href="/studio">Studio</a></li><li><a href="/join-us">Join us</a></li><li><a href="/contact">Contact'
              '</a></li></ul></div>', main="<p>&copy; 2026 Hamburger Studio Ltd</p>"),
    **pages({"/work": "Work", "/services": "Services", "/journal": "Journal", "/studio": "Studio — the team",
             "/join-us": "Join us — open roles", "/contact": "Contact"}),
}
ONEPAGE = {
    "/": page("Onepage Physiotherapie Berlin", '<header><nav><a href="#leistungen">Leistungen</a><a href="#team">Team</a>'
              '<a href="#preise">Preise</a><a href="#kontakt">Kontakt</a><a href="https://onepage.jobs.personio.de/">Jobs</a>'
              '</nav></header><footer><a href="/impressum">Impressum</a><a href="/datenschutz">Datenschutz</a></footer>',
              lang="de", main='<section id="leistungen"><h2>Leistungen</h2></section><section id="team"><h2>Team</h2>'
              '</section><section id="preise"><h2>Preise</h2></section><section id="kontakt"><h2>Kontakt</h2></section>'),
    **pages({"/impressum": "Impressum", "/datenschutz": "Datenschutzerklärung"}, lang="de"),
}
SEPCAREERS = site("Sepcareers — industrial IoT", [("/solutions", "Solutions"), ("/pricing", "Pricing")],
                  [("/company", "Company"), ("http://www.sepcareers-jobs.test/", "Careers"), ("/privacy", "Privacy")])
SEPCAREERS_JOBS = {"/": page("Careers at Sepcareers", main='<a href="https://jobs.lever.co/sepcareers">See all jobs</a>')}


def _rss(title: str) -> dict[str, Any]:
    return {"xml": f"<?xml version='1.0'?><rss version='2.0'><channel><title>{title}</title><item><title>One</title>"
                   "</item></channel></rss>", "type": "application/rss+xml"}


_PERSONIO_XML = {"xml": "<?xml version='1.0' encoding='UTF-8'?><workzag-jobs><position><id>1</id><name>Servicetechniker (m/w/d)"
                        "</name></position></workzag-jobs>", "type": "text/xml"}

SITES: dict[str, dict[str, Any]] = {
    # A. vocabulary
    "norsk.test": NORSK, "norsk2.test": NORSK2, "dansk.test": DANSK, "dansk2.test": DANSK2, "svensk.test": SVENSK,
    "svensk2.test": SVENSK2, "island.test": ISLAND, "portugal.test": PORTUGAL, "mexico.test": MEXICO,
    "mexico2.test": MEXICO2, "schweiz.test": SCHWEIZ, "schweiz2.test": SCHWEIZ2, "vlaams.test": VLAAMS,
    "italia.test": ITALIA, "zhongwen.test": ZHONGWEN, "taiwan.test": TAIWAN, "nihon.test": NIHON,
    "recruit.nihon.test": NIHON_RECRUIT,
    # B. traps
    "ecomtrap.test": ECOMTRAP, "vctrap.test": VCTRAP, "freighttrap.test": FREIGHTTRAP, "hiretrap.test": HIRETRAP,
    "cloudtrap.test": CLOUDTRAP, "status.cloudtrap.test": CLOUDTRAP_STATUS,
    "www.sequoiacap.test": {"/companies/ledgerly/": page("Ledgerly | Sequoia Capital")},
    "www.portpartner.test": {"/blog/": page("Portpartner blog")},
    "health.aws.amazon.test": {"/health/status": page("AWS Health Dashboard")},
    # C. ATS
    "ghnew.test": GHNEW, "gheu.test": GHEU, "leverq.test": LEVERQ, "workdayco.test": WORKDAYCO, "srco.test": SRCO,
    "persco.test": PERSCO, "reccoo.test": RECCO, "ashsep.test": ASHSEP, "www.ashsepjobs.test": ASHSEPJOBS,
    "bamboo2.test": BAMBOO2, "sepcareers.test": SEPCAREERS, "www.sepcareers-jobs.test": SEPCAREERS_JOBS,
    "job-boards.greenhouse.io": {"/ghnew": page("Jobs at Ghnew")},
    "boards.greenhouse.io": {"/megafoot": page("Jobs at Megafoot")},
    "boards-api.greenhouse.io": {"/v1/boards/ghnew/jobs": {"json": {"jobs": [{"id": 1, "title": "Data engineer"}]}},
                                 "/v1/boards/megafoot/jobs": {"json": {"jobs": [{"id": 2, "title": "AE"}]}}},
    "job-boards.eu.greenhouse.io": {"/embed/job_board": page("Gheu jobs"), "/gheu": page("Jobs at Gheu")},
    "boards-api.eu.greenhouse.io": {"/v1/boards/gheu/jobs": {"json": {"jobs": [{"id": 3, "title": "Risk analyst"}]}}},
    "jobs.lever.co": {"/leverq": page("Leverq jobs"), "/sepcareers": page("Sepcareers jobs")},
    "api.lever.co": {"/v0/postings/leverq": {"json": [{"id": "a1", "text": "Robotics engineer"}]},
                     "/v0/postings/sepcareers": {"json": [{"id": "b2", "text": "Firmware engineer"}]}},
    "workdayco.wd3.myworkdayjobs.com": {
        "/en-US/Workdayco_Careers": page("Careers at Workdayco"),
        "/Workdayco_Careers": page("Careers at Workdayco"),
        "/wday/cxs/workdayco/Workdayco_Careers/jobs": {"json": {"total": 2, "jobPostings": [{"title": "Actuary"},
                                                                                           {"title": "Claims adjuster"}]}}},
    "jobs.smartrecruiters.com": {"/SrcoHotelsGmbH": page("Srco Hotels GmbH jobs")},
    "careers.smartrecruiters.com": {"/SrcoHotelsGmbH": page("Srco Hotels GmbH jobs")},
    "api.smartrecruiters.com": {"/v1/companies/SrcoHotelsGmbH/postings": {"json": {"totalFound": 1, "content": [
        {"name": "Rezeptionist (m/w/d)"}]}}},
    "persco.jobs.personio.de": {"/": page("Persco Maschinenbau GmbH — Stellenangebote", lang="de"), "/xml": _PERSONIO_XML},
    "onepage.jobs.personio.de": {"/": page("Onepage Physiotherapie — Jobs", lang="de"), "/xml": _PERSONIO_XML},
    "reccoo.recruitee.com": {"/": page("Reccoo careers"), "/api/offers/": {"json": {"offers": [{"title": "Mechanic"}]}}},
    "jobs.ashbyhq.com": {"/ashsep": page("Ashsep jobs")},
    "api.ashbyhq.com": {"/posting-api/job-board/ashsep": {"json": {"jobs": [{"title": "Clinical data manager"}]}}},
    "bamboo2.bamboohr.com": {"/careers": page("Bamboo Two Dental Group — careers"),
                             "/careers/list": {"json": {"result": [{"id": "7"}]}}},
    # D. vendors and feeds
    "wpco.test": WPCO, "jekyllco.test": JEKYLLCO, "mediumco.test": MEDIUMCO,
    "medium.com": {"/mediumco-engineering": page("Mediumco Engineering – Medium"),
                   "/feed/mediumco-engineering": _rss("Mediumco Engineering - Medium")},
    "hsblog.test": HSBLOG, "blog.hsblog.test": HSBLOG_BLOG, "gitbookco.test": GITBOOKCO,
    "gitbookco.gitbook.io": {"/docs": page("Introduction | Gitbookco docs")},
    "betterco.test": BETTERCO, "betterco.betteruptime.com": {"/": page("Betterco status", main="<p>All services are online</p>")},
    "spco.test": SPCO, "status.spco.test": SPCO_STATUS,
    # E. sitemaps, shells, redirects
    "yoastco.test": YOASTCO, "metarefresh.test": METAREFRESH, "jsredir.test": JSREDIR,
    "chainco.test": {"*": {"redirect": "http://www.chainco.test/"}, "/": {"redirect": "http://www.chainco.test/"}},
    "www.chainco.test": CHAIN_WWW, "remixco.test": REMIXCO,
    # F. structure
    "megafoot.test": MEGAFOOT, **MEGAFOOT_HOSTS, "hamburger.test": HAMBURGER, "onepage.test": ONEPAGE,
}

net = W.net_fixture(SITES)
Net = W.Net
selected = W.selected

_P = "/p/"
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "http://norsk.test": _eu("norsk.test", products="/produkter", pricing="/priser", blog="/blogg",
                             careers="/ledige-stillinger", team="/om-oss", newsroom="/nyheter", legal="/personvern",
                             contact="/kontakt"),
    "http://norsk2.test": _eu("norsk2.test", pricing="/p/101", blog="/p/102", careers="/p/103", team="/p/200",
                              newsroom="/p/201", legal="/p/202", contact="/p/203"),
    "http://dansk.test": _eu("dansk.test", products="/produkter", pricing="/priser", careers="/job", newsroom="/nyheder",
                             team="/om-os", legal=("/privatlivspolitik", "/cookiepolitik"), contact="/kontakt"),
    "http://dansk2.test": _eu("dansk2.test", pricing="/p/101", careers="/p/102", newsroom="/p/103", team="/p/300",
                              legal=("/p/301", "/p/302"), contact="/p/303"),
    "http://svensk.test": _eu("svensk.test", products="/produkter", pricing="/priser", blog="/blogg",
                              careers="/jobba-hos-oss", team="/om-oss", newsroom="/press", legal="/integritetspolicy",
                              contact="/kontakt"),
    "http://svensk2.test": _eu("svensk2.test", pricing="/p/101", blog="/p/102", careers="/p/103", team="/p/400",
                               newsroom="/p/401", legal="/p/402", contact="/p/403"),
    "http://island.test": _eu("island.test", products="/vorur", pricing="/verdskra", careers="/storf", newsroom="/frettir",
                              team="/um-okkur", legal="/personuvernd", contact="/hafa-samband"),
    "http://portugal.test": _eu("portugal.test", products="/produtos", pricing="/precario", careers="/carreiras",
                                newsroom="/noticias", team="/sobre-nos",
                                legal=("/politica-de-privacidade", "/termos-e-condicoes"), contact="/contactos"),
    "http://mexico.test": _eu("mexico.test", products="/soluciones", pricing="/precios", careers="/bolsa-de-trabajo",
                              newsroom="/sala-de-prensa", team="/nosotros", legal="/aviso-de-privacidad",
                              contact="/contacto"),
    "http://mexico2.test": _eu("mexico2.test", products="/p/100", careers="/p/101", newsroom="/p/102", team="/p/103",
                               legal=("/p/500", "/p/501"), contact="/p/502"),
    "http://schweiz.test": _eu("schweiz.test", products="/produkte", pricing="/preisliste", careers="/stellen",
                               newsroom="/medienmitteilungen", team="/ueber-uns", legal=("/datenschutz", "/impressum"),
                               contact="/kontakt"),
    "http://schweiz2.test": _eu("schweiz2.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103",
                                team="/p/600", legal=("/p/601", "/p/602"), contact="/p/603"),
    "http://vlaams.test": _eu("vlaams.test", products="/diensten", pricing="/tarieven", careers="/vacatures",
                              newsroom="/nieuws", team="/over-ons", legal=("/privacybeleid", "/algemene-voorwaarden"),
                              contact="/contact"),
    "http://italia.test": _eu("italia.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103",
                              team="/p/700", legal=("/p/701", "/p/702"), contact="/p/703"),
    "http://zhongwen.test": _eu("zhongwen.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103",
                                team="/p/800", legal="/p/801", contact="/p/802"),
    "http://taiwan.test": _eu("taiwan.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103",
                              team="/p/900", legal="/p/901", contact="/p/902"),
    "http://nihon.test": ({"products": "http://nihon.test/p/100", "pricing": "http://nihon.test/p/101",
                           "newsroom": "http://nihon.test/p/102", "team": "http://nihon.test/p/103",
                           "careers": "//recruit.nihon.test/", "legal": "http://nihon.test/p/1000",
                           "contact": "http://nihon.test/p/1001"}, ()),
}
EXPECTED.update({
    "http://ecomtrap.test": ({"careers": "http://ecomtrap.test/pages/careers", "blog": "http://ecomtrap.test/blogs/brew-guides",
                              "feed": "http://ecomtrap.test/blogs/brew-guides.atom",
                              "legal": ("http://ecomtrap.test/policies/privacy-policy",
                                        "http://ecomtrap.test/policies/terms-of-service")}, ("newsroom", "status")),
    "http://vctrap.test": ({"products": "http://vctrap.test/product", "pricing": "http://vctrap.test/pricing",
                            "blog": "http://vctrap.test/blog", "careers": "http://vctrap.test/careers",
                            "legal": ("http://vctrap.test/privacy", "http://vctrap.test/terms")}, ("investors",)),
    "http://freighttrap.test": ({"newsroom": "http://freighttrap.test/news", "careers": "http://freighttrap.test/careers",
                                 "team": "http://freighttrap.test/about-us",
                                 "legal": "http://freighttrap.test/privacy-notice"}, ("status", "blog")),
    "http://hiretrap.test": ({"careers": "http://hiretrap.test/company/jobs", "pricing": "http://hiretrap.test/pricing",
                              "blog": "http://hiretrap.test/resources/blog", "newsroom": "http://hiretrap.test/company/press",
                              "team": "http://hiretrap.test/company/about",
                              "legal": ("http://hiretrap.test/legal/privacy", "http://hiretrap.test/legal/terms")}, ()),
    "http://cloudtrap.test": ({"status": {"prefix": "//status.cloudtrap.test/"}, "pricing": "http://cloudtrap.test/pricing",
                               "blog": "http://cloudtrap.test/blog", "careers": "http://cloudtrap.test/careers"}, ()),
})
EXPECTED.update({
    "http://ghnew.test": ({"careers": "http://ghnew.test/careers", "pricing": "http://ghnew.test/pricing",
                           "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "ghnew"}}, ()),
    "http://gheu.test": ({"careers": "http://gheu.test/careers", "pricing": "http://gheu.test/pricing",
                          "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "gheu"}}, ()),
    "http://leverq.test": ({"pricing": "http://leverq.test/pricing",
                            "jobs_board": {"kind": "ats", "vendor": "lever", "token": "leverq"}}, ()),
    "http://workdayco.test": ({"careers": "http://workdayco.test/careers",
                               "jobs_board": {"kind": "ats", "vendor": "workday", "token": "workdayco"},
                               "legal": ("http://workdayco.test/privacy", "http://workdayco.test/terms")}, ()),
    "http://srco.test": ({"careers": "http://srco.test/karriere",
                          "jobs_board": {"kind": "ats", "vendor": "smartrecruiters", "token": "SrcoHotelsGmbH"},
                          "legal": ("http://srco.test/impressum", "http://srco.test/datenschutz")}, ()),
    "http://persco.test": ({"careers": "http://persco.test/jobs",
                            "jobs_board": {"kind": "ats", "vendor": "personio", "token": "persco"}}, ()),
    "http://reccoo.test": ({"pricing": "http://reccoo.test/pricing",
                            "jobs_board": {"kind": "ats", "vendor": "recruitee", "token": "reccoo"}}, ()),
    "http://ashsep.test": ({"careers": "//www.ashsepjobs.test/", "pricing": "http://ashsep.test/pricing",
                            "jobs_board": {"kind": "ats", "vendor": "ashby", "token": "ashsep"}}, ()),
    "http://bamboo2.test": ({"careers": "http://bamboo2.test/careers", "jobs_board": "//bamboo2.bamboohr.com/careers"}, ()),
    "http://sepcareers.test": ({"careers": "//www.sepcareers-jobs.test/", "pricing": "http://sepcareers.test/pricing",
                                "jobs_board": {"kind": "ats", "vendor": "lever", "token": "sepcareers"}}, ()),
    "http://onepage.test": ({"jobs_board": {"kind": "ats", "vendor": "personio", "token": "onepage"},
                             "legal": ("http://onepage.test/impressum", "http://onepage.test/datenschutz")}, ()),
})
EXPECTED.update({
    "http://wpco.test": ({"feed": "http://wpco.test/feed/", "blog": "http://wpco.test/blog/",
                          "careers": "http://wpco.test/careers/", "team": "http://wpco.test/about-us/",
                          "legal": "http://wpco.test/privacy-policy/", "contact": "http://wpco.test/contact-us/"}, ()),
    "http://jekyllco.test": ({"feed": "http://jekyllco.test/feed.xml", "docs": "http://jekyllco.test/docs/",
                              "blog": "http://jekyllco.test/blog/"}, ()),
    "http://mediumco.test": ({"blog": "//medium.com/mediumco-engineering", "careers": "http://mediumco.test/careers",
                              "legal": "http://mediumco.test/privacy"}, ()),
    "http://hsblog.test": ({"blog": "//blog.hsblog.test/", "feed": "//blog.hsblog.test/rss.xml",
                            "pricing": "http://hsblog.test/pricing", "careers": "http://hsblog.test/careers"}, ()),
    "http://gitbookco.test": ({"docs": "//gitbookco.gitbook.io/docs", "pricing": "http://gitbookco.test/pricing",
                               "careers": "http://gitbookco.test/careers"}, ()),
    "http://betterco.test": ({"status": {"prefix": "//betterco.betteruptime.com/"}, "pricing": "http://betterco.test/pricing",
                              "blog": "http://betterco.test/blog", "careers": "http://betterco.test/careers"}, ()),
    "http://spco.test": ({"status": {"prefix": "//status.spco.test/"}, "docs": "http://spco.test/docs",
                          "pricing": "http://spco.test/pricing", "careers": "http://spco.test/careers"}, ()),
})
EXPECTED.update({
    "http://yoastco.test": ({"pricing": "http://yoastco.test/pricing/", "careers": "http://yoastco.test/careers/",
                             "blog": "http://yoastco.test/blog/", "legal": "http://yoastco.test/privacy-policy/"}, ()),
    "http://metarefresh.test": ({"products": "http://metarefresh.test/en/platform",
                                 "pricing": "http://metarefresh.test/en/pricing",
                                 "careers": "http://metarefresh.test/en/careers",
                                 "legal": ("http://metarefresh.test/en/privacy", "http://metarefresh.test/en/terms")}, ()),
    "http://jsredir.test": ({"pricing": "http://jsredir.test/en-gb/pricing",
                             "careers": "http://jsredir.test/en-gb/careers", "newsroom": "http://jsredir.test/en-gb/newsroom",
                             "legal": "http://jsredir.test/en-gb/privacy-policy"}, ()),
    "http://chainco.test": ({"products": "//www.chainco.test/de-de/produkte", "careers": "//www.chainco.test/de-de/karriere",
                             "newsroom": "//www.chainco.test/de-de/presse",
                             "legal": ("//www.chainco.test/de-de/impressum", "//www.chainco.test/de-de/datenschutz")}, ()),
    "http://remixco.test": ({"products": "http://remixco.test/product", "pricing": "http://remixco.test/plans",
                             "changelog": "http://remixco.test/changelog", "careers": "http://remixco.test/jobs"}, ()),
    "http://megafoot.test": ({"careers": _MF + "/company/careers",
                              "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "megafoot"},
                              "pricing": _MF + "/pricing", "blog": _MF + "/blog",
                              "docs": ("//docs.megafoot.test/", "//developers.megafoot.test/api"),
                              "changelog": _MF + "/release-notes", "status": {"prefix": "//status.megafoot.test/"},
                              "newsroom": _MF + "/company/newsroom", "investors": "//investors.megafoot.test/"}, ()),
    "http://hamburger.test": ({"blog": "http://hamburger.test/journal", "careers": "http://hamburger.test/join-us",
                               "contact": "http://hamburger.test/contact"}, ()),
})

#: requests a site may spend at most (the budget is 25): a homepage whose menu and footer name its surfaces leaves
#: little to guess
AT_MOST: dict[str, int] = {w: 18 for w in EXPECTED}
AT_MOST.update({"http://yoastco.test": 22, "http://onepage.test": 16})
#: revised after the first run: homepages of five or six links naming fewer than four surfaces, or with no footer at
#: all, are not "well linked" (round 4's rule): the missing surfaces are probed, within the ceiling of 25
AT_MOST.update({"http://hamburger.test": 16})
AT_MOST.update({w: 25 for w in ("http://jekyllco.test", "http://persco.test", "http://srco.test",
                                "http://workdayco.test")})

#: sites still answered wrongly, and why (a strict xfail: the entry goes when the answer is right)
KNOWN_WRONG: dict[str, str] = {
}


def _matches(c: Any, want: Any) -> bool:
    if isinstance(want, tuple):
        return any(_matches(c, w) for w in want)
    if isinstance(want, str) and want.startswith("//"):
        return bool(c.url.split(":", 1)[-1] == want)
    if isinstance(want, dict) and "prefix" in want:
        return bool(c.url.split(":", 1)[-1].startswith(want["prefix"]))
    return bool(W.matches(c, want))


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED)])
async def test_expected_surfaces(net: Net, website: str) -> None:
    want, absent = EXPECTED[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    assert res.requests <= AT_MOST.get(website, 25), [(r.purpose, r.url) for r in res.request_log]


# ================================================================================================ second batch
FRENCHIDS = site("Atelier Numérique SAS", ids(["Nos solutions", "Tarifs", "Recrutement", "Espace presse"]),
                 ids(["Qui sommes-nous", "Mentions légales", "CGV", "Nous contacter"], start=200), lang="fr")
BRASIL = site("Nuvem Brasil Tecnologia Ltda.", ids(["Soluções", "Planos", "Trabalhe conosco", "Sala de imprensa"]),
              ids(["Quem somos", "Política de privacidade", "Termos de uso", "Fale conosco"], start=200), lang="pt-BR")
ESPANA = site("Soluciones Ibéricas S.L.", ids(["Soluciones", "Tarifas", "Trabaja con nosotros", "Prensa"]),
              ids(["Quiénes somos", "Política de privacidad", "Aviso legal", "Contacto"], start=200), lang="es")
_NEXT_DATA = {"props": {"pageProps": {"layout": {"navigation": [
    {"title": "Platform", "url": "/platform"}, {"title": "Pricing", "url": "/pricing-plans"},
    {"title": "Developers", "url": "/developers"}, {"title": "Blog", "url": "/resources/blog"}],
    "footer": [{"title": "Careers", "url": "/company/careers"}, {"title": "Privacy", "url": "/legal/privacy"}]}}},
    "page": "/", "query": {}, "buildId": "b9x7Qm", "isFallback": False, "gsp": True}
NEXTPAGES = {
    "/": ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Nextpages — observability for queues</title>'
          '<script defer src="/_next/static/chunks/main-1a2b.js"></script></head><body><div id="__next"><main><h1>Observe '
          f'every queue</h1><p>{prose("nextpages")}</p></main></div><script id="__NEXT_DATA__" type="application/json">'
          f'{json.dumps(_NEXT_DATA)}</script></body></html>'),
    **pages({"/platform": "Platform", "/pricing-plans": "Pricing", "/developers": "Developer documentation",
             "/resources/blog": "Blog", "/company/careers": "Careers", "/legal/privacy": "Privacy policy"}),
}
#: an ATS add-on vendor's homepage shows its customers' boards; its own careers page embeds its own Ashby board
SHOWCASE = site("Showcase — career-site widgets for any ATS", [
    ("/product", "Product"), ("/pricing", "Pricing"), ("/customers", "Customers")],
    [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")],
    extra={"/careers": page("Careers at Showcase", main='<div id="ashby_embed"></div><script src="https://jobs.ashbyhq.com/'
                            'showcase/embed?version=2"></script>')})
SHOWCASE["/"] = SHOWCASE["/"].replace("<main>", '<main><section class="logos"><h2>See it live</h2><ul>'
                                      '<li><a href="https://boards.greenhouse.io/customerone">Customerone\'s career site</a></li>'
                                      '<li><a href="https://jobs.lever.co/customertwo">Customertwo hiring page</a></li>'
                                      '<li><a href="https://apply.workable.com/customerthree/">Customerthree jobs</a></li>'
                                      "</ul></section>")
JSONFEED = site("Jsonfeed — indie podcast hosting", [("/features", "Features"), ("/pricing", "Pricing"), ("/blog", "Blog")],
                [("/about", "About"), ("/privacy", "Privacy")],
                head='<link rel="alternate" type="application/feed+json" title="Jsonfeed blog" href="/feed.json">',
                extra={"/feed.json": {"json": {"version": "https://jsonfeed.org/version/1.1", "title": "Jsonfeed blog",
                                               "home_page_url": "http://jsonfeed.test/blog",
                                               "items": [{"id": "1", "title": "Chapters are here"}]}}})
RSSFOOT = site("Rssfoot — a letterpress studio", [("/shop", "Shop"), ("/journal", "Journal"), ("/workshops", "Workshops")],
               [("/about", "About"), ("/journal/rss.xml", "RSS"), ("/privacy", "Privacy"), ("/contact", "Contact")],
               extra={"/journal/rss.xml": _rss("Rssfoot journal") if False else {
                   "xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>Rssfoot journal</title></channel></rss>",
                   "type": "application/rss+xml"}})
ICONFOOT = {
    "/": page("Iconfoot — IoT fleet dashboards", nav(("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog"))
              + '<footer><div class="icons"><a href="http://status.iconfoot.test/" aria-label="System status"><svg '
                'viewBox="0 0 8 8"><circle r="4"/></svg></a><a href="/careers" title="Careers"><img src="/i/briefcase.svg" '
                'alt=""></a><a href="/press"><img src="/i/megaphone.svg" alt="Press"></a><a href="/privacy">Privacy</a>'
                '<a href="/terms">Terms</a></div></footer>'),
    **pages({"/product": "Product", "/pricing": "Pricing", "/blog": "Blog", "/careers": "Careers", "/press": "Press",
             "/privacy": "Privacy", "/terms": "Terms"}),
}
ICONFOOT_STATUS = {"/": page("Iconfoot status"), "/api/v2/summary.json": SUMMARY}
JPSEP = site("株式会社ジェイピーセップ", ids(["サービス", "料金", "お知らせ", "会社概要"]) + [
    ("http://www.jpsep-recruit.test/", "採用サイト")], ids(["プライバシーポリシー", "お問い合わせ"], start=300), lang="ja")
TTCO = site("Ttco — Scandinavian furniture", [("/collections", "Collections"), ("/stores", "Stores")],
            [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")],
            extra={"/careers": page("Careers at Ttco", main='<a href="https://ttco.teamtailor.com/jobs">See all jobs</a>')})
WJCO = site("Wjco — dental labs", [("/services", "Services"), ("/pricing", "Pricing")],
            [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")],
            extra={"/careers": page("Careers at Wjco", main='<ul><li><a href="https://apply.workable.com/wjco/j/3F2A1B9C0D/">'
                                    'Dental technician</a></li><li><a href="https://apply.workable.com/wjco/j/7C1D2E3F4A/">'
                                    'Lab manager</a></li></ul>')})
SRWIDGET = site("Srwidget — hotel revenue management", [("/solutions", "Solutions"), ("/pricing", "Pricing")],
                [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")],
                extra={"/careers": page("Careers at Srwidget", main=(
                    '<div id="sr-widget"></div><script src="https://static.smartrecruiters.com/job-widget/1.6.1/script/'
                    'smart_widget.js"></script><script>widget({"company_code":"SrwidgetLtd","bg_color":"#ffffff",'
                    '"txt_color":"#333333","job_ad_url":"","dep_field":"Department","loc_field":"Location",'
                    '"limit":100,"trid":"","api_url":"https://www.smartrecruiters.com"});</script>'))})
#: a data-tooling company with no careers page: "Careers in data" is a guide in its footer's resources column
CAREERGUIDE = site("Careerguide — notebooks for analysts", [("/product", "Product"), ("/pricing", "Pricing"),
                                                             ("/blog", "Blog")],
                   [("/about", "About"), ("/guides/careers-in-data", "Careers in data"),
                    ("/guides/sql-cheatsheet", "SQL cheat sheet"), ("/privacy", "Privacy"), ("/terms", "Terms")])
#: "Docs" is a shared Google Doc (a tiny startup's), and "Status" its Twitter account: neither is a surface
GDOCS = site("Gdocs — AI meeting notes", [("/features", "Features"), ("/pricing", "Pricing"),
                                         ("https://docs.google.com/document/d/1AbCdEfGhIjK/edit", "Docs")],
             [("https://x.com/gdocs_status", "Status"), ("/careers", "Careers"), ("/privacy", "Privacy")])
SWEDCO = site("Swedco Energi AB", [("/tjanster", "Tjänster"), ("/priser", "Priser"), ("/nyheter", "Nyheter")],
              [("/om-oss", "Om oss"), ("/karriar", "Karriär"), ("/integritetspolicy", "Integritetspolicy")], lang="sv",
              extra={"/karriar": page("Karriär på Swedco", lang="sv", main='<a href="https://swedco.varbi.com/se/">'
                                      'Se lediga tjänster</a>')})
DUTCHCO = site("Dutchco Installatietechniek B.V.", [("/diensten", "Diensten"), ("/projecten", "Projecten"),
                                                    ("/nieuws", "Nieuws")],
               [("/over-ons", "Over ons"), ("http://www.werkenbijdutchco.test/", "Werken bij"),
                ("/privacyverklaring", "Privacyverklaring"), ("/contact", "Contact")], lang="nl")

SITES.update({
    "frenchids.test": FRENCHIDS, "brasil.test": BRASIL, "espana.test": ESPANA, "nextpages.test": NEXTPAGES,
    "showcase.test": SHOWCASE, "jsonfeed.test": JSONFEED, "rssfoot.test": RSSFOOT, "iconfoot.test": ICONFOOT,
    "status.iconfoot.test": ICONFOOT_STATUS, "jpsep.test": JPSEP,
    "www.jpsep-recruit.test": {"/": page("株式会社ジェイピーセップ 採用サイト", lang="ja")},
    "ttco.test": TTCO, "ttco.teamtailor.com": {"/jobs": page("Ttco jobs"), "/jobs.rss": {
        "xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>Ttco</title><item><title>Store manager</title>"
               "</item></channel></rss>", "type": "application/rss+xml"}},
    "wjco.test": WJCO, "srwidget.test": SRWIDGET, "careerguide.test": CAREERGUIDE, "gdocs.test": GDOCS,
    "docs.google.com": {"*": page("Gdocs product docs - Google Docs")}, "x.com": {"*": page("X")},
    "swedco.test": SWEDCO, "swedco.varbi.com": {"/se/": page("Lediga tjänster — Swedco Energi AB", lang="sv")},
    "dutchco.test": DUTCHCO, "www.werkenbijdutchco.test": {"/": page("Werken bij Dutchco", lang="nl")},
    "boards.greenhouse.io": {**SITES["boards.greenhouse.io"], "/customerone": page("Customerone jobs")},
})
SITES["jobs.ashbyhq.com"]["/showcase"] = page("Showcase jobs")
SITES["api.ashbyhq.com"]["/posting-api/job-board/showcase"] = {"json": {"jobs": [{"title": "Frontend engineer"}]}}
SITES["apply.workable.com"] = {"/api/v1/widget/accounts/wjco": {"json": {"name": "Wjco", "jobs": [{"title": "Dental technician"}]}},
                               "/customerthree/": page("Customerthree")}
SITES["api.smartrecruiters.com"]["/v1/companies/SrwidgetLtd/postings"] = {"json": {"totalFound": 1, "content": [
    {"name": "Revenue analyst"}]}}
SITES["boards-api.greenhouse.io"]["/v1/boards/customerone/jobs"] = {"json": {"jobs": [{"title": "Customer one job"}]}}
SITES["api.lever.co"]["/v0/postings/customertwo"] = {"json": [{"text": "Customer two job"}]}

_F, _B, _E = "http://frenchids.test", "http://brasil.test", "http://espana.test"
EXPECTED2: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    _F: _eu("frenchids.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103", team="/p/200",
            legal=("/p/201", "/p/202"), contact="/p/203"),
    _B: _eu("brasil.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103", team="/p/200",
            legal=("/p/201", "/p/202"), contact="/p/203"),
    _E: _eu("espana.test", products="/p/100", pricing="/p/101", careers="/p/102", newsroom="/p/103", team="/p/200",
            legal=("/p/201", "/p/202"), contact="/p/203"),
    "http://nextpages.test": _eu("nextpages.test", pricing="/pricing-plans", docs="/developers", blog="/resources/blog",
                                 careers="/company/careers"),
    "http://showcase.test": ({"careers": "http://showcase.test/careers", "pricing": "http://showcase.test/pricing",
                              "jobs_board": {"kind": "ats", "vendor": "ashby", "token": "showcase"}}, ()),
    "http://jsonfeed.test": _eu("jsonfeed.test", blog="/blog", feed="/feed.json", pricing="/pricing"),
    "http://rssfoot.test": _eu("rssfoot.test", blog="/journal", feed="/journal/rss.xml", contact="/contact"),
    "http://iconfoot.test": ({"status": {"prefix": "//status.iconfoot.test/"}, "careers": "http://iconfoot.test/careers",
                              "newsroom": "http://iconfoot.test/press", "pricing": "http://iconfoot.test/pricing",
                              "blog": "http://iconfoot.test/blog"}, ()),
    "http://jpsep.test": ({"careers": "//www.jpsep-recruit.test/", "pricing": "http://jpsep.test/p/101",
                           "newsroom": "http://jpsep.test/p/102", "team": "http://jpsep.test/p/103",
                           "legal": "http://jpsep.test/p/300", "contact": "http://jpsep.test/p/301"}, ()),
    "http://ttco.test": ({"careers": "http://ttco.test/careers",
                          "jobs_board": {"kind": "ats", "vendor": "teamtailor", "token": "ttco"}}, ()),
    "http://wjco.test": ({"careers": "http://wjco.test/careers",
                          "jobs_board": {"kind": "ats", "vendor": "workable", "token": "wjco"}}, ()),
    "http://srwidget.test": ({"careers": "http://srwidget.test/careers",
                              "jobs_board": {"kind": "ats", "vendor": "smartrecruiters", "token": "SrwidgetLtd"}}, ()),
    "http://careerguide.test": ({"pricing": "http://careerguide.test/pricing", "blog": "http://careerguide.test/blog"},
                                ("careers", "jobs_board")),
    "http://gdocs.test": ({"pricing": "http://gdocs.test/pricing", "careers": "http://gdocs.test/careers"},
                          ("docs", "status")),
    "http://swedco.test": ({"careers": "http://swedco.test/karriar", "jobs_board": {"prefix": "//swedco.varbi.com/se"},
                            "pricing": "http://swedco.test/priser", "newsroom": "http://swedco.test/nyheter"}, ()),
    "http://dutchco.test": ({"careers": "//www.werkenbijdutchco.test/", "newsroom": "http://dutchco.test/nieuws",
                             "team": "http://dutchco.test/over-ons", "legal": "http://dutchco.test/privacyverklaring",
                             "contact": "http://dutchco.test/contact"}, ()),
}
AT_MOST2: dict[str, int] = {w: 18 for w in EXPECTED2}
AT_MOST2.update({"http://careerguide.test": 25, "http://ttco.test": 25, "http://wjco.test": 25, "http://srwidget.test": 25,
                 "http://nextpages.test": 20})


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED2)])
async def test_expected_surfaces_second_batch(net: Net, website: str) -> None:
    want, absent = EXPECTED2[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    assert res.requests <= AT_MOST2.get(website, 25), [(r.purpose, r.url) for r in res.request_log]


# ================================================================================================ third batch
METAQUOTE = {"/": ("<!DOCTYPE html><html><head><META HTTP-EQUIV=\"Refresh\" CONTENT=\"0;URL='http://metaquote.test/home'\">"
                   "<title>Metaquote</title></head><body><p>Redirecting…</p></body></html>"),
             **{("/home" if k == "/" else k): v for k, v in site("Metaquote — freight audit", [
                 ("/solutions", "Solutions"), ("/pricing", "Pricing"), ("/careers", "Careers")],
                 [("/privacy", "Privacy"), ("/terms", "Terms")]).items()}}
USCOUNTRY = {"/": {"redirect": "/us/", "status": 302},
             **{("/us/" if k == "/" else k): v for k, v in site("Uscountry — payroll for restaurants", [
                 ("/us/product", "Product"), ("/us/pricing", "Pricing"), ("/us/blog", "Blog")],
                 [("/us/about", "About"), ("/us/careers", "Careers"), ("/us/legal/privacy", "Privacy"),
                  ("/us/legal/terms", "Terms")]).items()}}
WDSITE = site("Wdsite Hospitals", [("/care", "Find care"), ("/locations", "Locations"), ("/about", "About us")],
              [("/careers", "Careers"), ("/privacy", "Privacy"), ("/contact", "Contact")],
              extra={"/careers": page("Careers at Wdsite", main='<a href="https://wd1.myworkdaysite.com/en-US/recruiting/'
                                      'wdsite/External">Search nursing jobs</a>')})
GHJOBLINKS = site("Ghjoblinks — ledger APIs", [("/product", "Product"), ("/pricing", "Pricing"), ("/docs", "Docs")],
                  [("/careers", "Careers"), ("/privacy", "Privacy")],
                  extra={"/careers": page("Careers", main='<ul><li><a href="https://boards.greenhouse.io/ghjoblinks/jobs/'
                                          '4012345">Staff engineer</a></li><li><a href="https://boards.greenhouse.io/'
                                          'ghjoblinks/jobs/4012399">Solutions architect</a></li></ul>')})
OLDWORKABLE = site("Oldworkable — vet clinics", [("/clinics", "Clinics"), ("/services", "Services")],
                   [("https://oldworkable.workable.com/", "Careers"), ("/privacy", "Privacy")])
STATREDIR = site("Statredir — SMS API", [("/product", "Product"), ("/pricing", "Pricing"), ("/docs", "Docs")],
                 [("http://status.statredir.test/", "Status"), ("/careers", "Careers"), ("/privacy", "Privacy")])
DOCREDIR = site("Docredir — PDF APIs", [("/product", "Product"), ("/pricing", "Pricing"), ("/docs", "Docs")],
                [("/careers", "Careers"), ("/privacy", "Privacy")])
DOCREDIR["/docs"] = {"redirect": "http://docs.docredir.test/getting-started"}
LEGALHUB = site("Legalhub — contract AI", [("/product", "Product"), ("/pricing", "Pricing"), ("/blog", "Blog")],
                [("/careers", "Careers"), ("/legal", "Legal")],
                extra={"/legal": page("Legal", main='<ul><li><a href="/legal/privacy">Privacy Policy</a></li><li><a href='
                                      '"/legal/terms">Terms of Service</a></li><li><a href="/legal/dpa">DPA</a></li><li>'
                                      '<a href="/legal/subprocessors">Subprocessors</a></li></ul>'),
                       "/legal/privacy": "Privacy Policy", "/legal/terms": "Terms of Service"})
NEWSDESK = site("Swedco Två AB", [("/tjanster", "Tjänster"), ("/priser", "Priser")],
                [("/om-oss", "Om oss"), ("https://www.mynewsdesk.com/se/newsdesk", "Press"),
                 ("/integritetspolicy", "Integritetspolicy")], lang="sv")
#: a fashion store: size / care guides, a price-match promise and customer stories are no surfaces
FASHION = site("Newsdesk-free Threads — organic basics", [
    ("/collections/women", "Women"), ("/collections/men", "Men"), ("/blogs/journal", "Journal")], [
    ("/pages/size-guide", "Size guide"), ("/pages/care-guide", "Care guide"), ("/pages/buying-guides", "Buying guides"),
    ("/pages/price-match", "Price match promise"), ("/pages/customer-stories", "Customer stories"),
    ("/pages/stockists", "Stockists"), ("/pages/careers", "Careers"), ("/policies/privacy-policy", "Privacy policy"),
    ("/policies/terms-of-service", "Terms of service")])
FASHION["/blogs/journal"] = page("Journal", head='<link rel="alternate" type="application/atom+xml" title="Threads » '
                                 'Journal" href="/blogs/journal.atom">')
FASHION["/blogs/journal.atom"] = {"xml": "<?xml version='1.0'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Journal"
                                         "</title></feed>", "type": "application/atom+xml"}

SITES.update({
    "metaquote.test": METAQUOTE, "uscountry.test": USCOUNTRY, "wdsite.test": WDSITE,
    "wd1.myworkdaysite.com": {"/en-US/recruiting/wdsite/External": page("Wdsite careers"),
                              "/wday/cxs/wdsite/External/jobs": {"json": {"total": 1, "jobPostings": [{"title": "RN"}]}}},
    "ghjoblinks.test": GHJOBLINKS, "oldworkable.test": OLDWORKABLE,
    "oldworkable.workable.com": {"/": page("Oldworkable careers")},
    "statredir.test": STATREDIR, "status.statredir.test": {"*": {"redirect": "http://statredir.statuspage.io/"}},
    "statredir.statuspage.io": {"/": page("Statredir Status"), "/api/v2/summary.json": SUMMARY},
    "docredir.test": DOCREDIR, "docs.docredir.test": {"/getting-started": page("Getting started — Docredir docs")},
    "legalhub.test": LEGALHUB, "newsdesk.test": NEWSDESK,
    "www.mynewsdesk.com": {"/se/newsdesk": page("Swedco Två AB — Pressrum | Mynewsdesk", lang="sv")},
    "fashion.test": FASHION,
})
SITES["boards-api.greenhouse.io"]["/v1/boards/ghjoblinks/jobs"] = {"json": {"jobs": [{"title": "Staff engineer"}]}}
SITES["apply.workable.com"]["/api/v1/widget/accounts/oldworkable"] = {"json": {"name": "Oldworkable", "jobs": []}}

EXPECTED3: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "http://metaquote.test": _eu("metaquote.test", pricing="/pricing", careers="/careers", legal=("/privacy", "/terms")),
    "http://uscountry.test": _eu("uscountry.test", products="/us/product", pricing="/us/pricing", blog="/us/blog",
                                 careers="/us/careers", legal=("/us/legal/privacy", "/us/legal/terms")),
    "http://wdsite.test": ({"careers": "http://wdsite.test/careers",
                            "jobs_board": {"kind": "ats", "vendor": "workday", "token": "wdsite"}}, ()),
    "http://ghjoblinks.test": ({"careers": "http://ghjoblinks.test/careers",
                                "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "ghjoblinks"}}, ()),
    "http://oldworkable.test": ({"jobs_board": {"kind": "ats", "vendor": "workable", "token": "oldworkable"}}, ()),
    "http://statredir.test": ({"status": ({"prefix": "//status.statredir.test/"}, {"prefix": "//statredir.statuspage.io/"}),
                               "docs": "http://statredir.test/docs", "pricing": "http://statredir.test/pricing"}, ()),
    "http://docredir.test": ({"docs": ("http://docredir.test/docs", "//docs.docredir.test/getting-started",
                                       "//docs.docredir.test/"), "pricing": "http://docredir.test/pricing"}, ()),
    "http://legalhub.test": ({"legal": ("http://legalhub.test/legal", "http://legalhub.test/legal/privacy",
                                        "http://legalhub.test/legal/terms"), "careers": "http://legalhub.test/careers"}, ()),
    "http://newsdesk.test": ({"newsroom": "//www.mynewsdesk.com/se/newsdesk", "pricing": "http://newsdesk.test/priser",
                              "legal": "http://newsdesk.test/integritetspolicy"}, ()),
    "http://fashion.test": ({"blog": "http://fashion.test/blogs/journal", "feed": "http://fashion.test/blogs/journal.atom",
                             "careers": "http://fashion.test/pages/careers",
                             "legal": ("http://fashion.test/policies/privacy-policy",
                                       "http://fashion.test/policies/terms-of-service")}, ("docs", "pricing")),
}
AT_MOST3: dict[str, int] = {w: 18 for w in EXPECTED3}
AT_MOST3.update({"http://wdsite.test": 25, "http://oldworkable.test": 25, "http://newsdesk.test": 25})


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED3)])
async def test_expected_surfaces_third_batch(net: Net, website: str) -> None:
    want, absent = EXPECTED3[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    assert res.requests <= AT_MOST3.get(website, 25), [(r.purpose, r.url) for r in res.request_log]


# ================================================================================================ fourth batch
_CDN = "http://cdn.cdnmap-assets.test/sitemaps"
CDNMAP = {
    "/": _VITE.format(t="Cdnmap — invoicing for freelancers"),
    "/robots.txt": {"text": f"User-agent: *\nAllow: /\nSitemap: {_CDN}/sitemap-index.xml\n"},
    "*": _VITE.format(t="Cdnmap"),
}
CDNMAP_CDN = {
    "/sitemaps/sitemap-index.xml": {"xml": smindex([f"{_CDN}/sitemap-pages.xml.gz"])},
    "/sitemaps/sitemap-pages.xml.gz": {"bytes": gzip.compress(urlset([
        "http://cdnmap.test/", "http://cdnmap.test/features", "http://cdnmap.test/pricing", "http://cdnmap.test/careers",
        "http://cdnmap.test/blog", "http://cdnmap.test/legal/privacy", "http://cdnmap.test/legal/terms"]).encode()),
        "type": "application/gzip"},
}
PERM308 = site("Perm308 — warehouse robotics", [("/robots", "Robots"), ("/pricing", "Pricing"), ("/careers", "Careers")],
               [("/about", "About"), ("/privacy", "Privacy"), ("/news", "News")])
DOCUSUB = site("Docusub — vector database", [("/product", "Product"), ("/pricing", "Pricing"),
                                             ("http://docs.docusub.test/", "Docs")],
               [("/careers", "Careers"), ("http://status.docusub.test/", "Status"), ("/privacy", "Privacy")])
DOCUSUB_DOCS = {"/": {"redirect": "/docs/intro", "status": 302},
                "/docs/intro": page("Introduction | Docusub", head='<meta name="generator" content="Docusaurus v3.5.2">')}
DOCUSUB_STATUS = {"/": page("Docusub Status", head='<meta property="og:site_name" content="Docusub Status">',
                            main='<div class="instatus-status">All systems operational</div>'
                                 '<a href="https://instatus.com">Powered by Instatus</a>')}
SPANCO = site("Spanco Logística S.L.", [("/servicios", "Servicios"), ("/tarifas", "Tarifas"),
                                         ("https://spanco.factorialhr.es/", "Trabaja con nosotros")],
              [("/aviso-legal", "Aviso legal"), ("/politica-de-privacidad", "Política de privacidad")], lang="es")
DVCO = site("Dvco Anlagenbau GmbH", [("/leistungen", "Leistungen"), ("/referenzen", "Referenzen"), ("/karriere", "Karriere")],
            [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de",
            extra={"/karriere": page("Karriere bei Dvco", lang="de", main='<p>Wir suchen Verstärkung.</p><a href="https://'
                                     'dvco.dvinci-hr.com/de/jobs" class="btn">Zu den Stellenangeboten</a>')})
DUTCHCO2 = site("Dutchco Twee B.V.", [("/oplossingen", "Oplossingen"), ("/prijzen", "Prijzen"), ("/werken-bij", "Werken bij")],
                [("/privacy", "Privacy"), ("/contact", "Contact")], lang="nl",
                extra={"/werken-bij": page("Werken bij Dutchco Twee", lang="nl", main='<a href="https://dutchco2.recruitee.com/">'
                                           'Bekijk vacatures</a>')})
FINCO = site("Finco Oy", [("/palvelut", "Palvelut"), ("/hinnasto", "Hinnasto"), ("/ura", "Ura")],
             [("/tietosuoja", "Tietosuoja"), ("/yhteystiedot", "Yhteystiedot")], lang="fi",
             extra={"/ura": page("Ura Fincolla", lang="fi", main='<a href="https://finco.teamtailor.com/jobs">Avoimet '
                                 'työpaikat</a>')})
JPHERP = site("株式会社ジェイピーハープ", ids(["サービス", "料金", "ニュース", "会社概要", "採用情報"]),
              ids(["プライバシーポリシー", "お問い合わせ"], start=300), lang="ja",
              extra={"/p/104": page("採用情報 | ジェイピーハープ", lang="ja", main='<a href="https://herp.careers/v1/jpherp">'
                                    '募集職種一覧</a>')})
#: a reseller: its footer's "Pricing" is the vendor's page on the vendor's domain
RESELLER = site("Reseller IT — Microsoft 365 partner", [("/services", "Services"), ("/managed-it", "Managed IT"),
                                                        ("/blog", "Blog")],
                [("https://www.vendorsoft.test/pricing", "Pricing"), ("/about", "About"), ("/careers", "Careers"),
                 ("/privacy", "Privacy")])
CAREERSSUB = site("Careerssub — procurement suite", [("/product", "Product"), ("/pricing", "Pricing"),
                                                      ("/customers", "Customers")],
                  [("/about", "About"), ("http://careers.careerssub.test/", "Careers"), ("/privacy", "Privacy")])
CAREERSSUB_CAREERS = {"/": page("Careers at Careerssub", main='<div id="grnhse_app"></div><script src="https://boards.'
                                "greenhouse.io/embed/job_board/js?for=careerssub\"></script>")}
WDJOBS = site("Wdjobs Bank", [("/personal", "Personal"), ("/business", "Business"), ("/about", "About us")],
              [("http://jobs.wdjobs.test/", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")])

SITES.update({
    "cdnmap.test": CDNMAP, "cdn.cdnmap-assets.test": CDNMAP_CDN,
    "www.perm308.test": {"*": {"redirect": "http://perm308.test/", "status": 308},
                         "/": {"redirect": "http://perm308.test/", "status": 308}},
    "perm308.test": PERM308,
    "docusub.test": DOCUSUB, "docs.docusub.test": DOCUSUB_DOCS, "status.docusub.test": DOCUSUB_STATUS,
    "spanco.test": SPANCO, "spanco.factorialhr.es": {"/": page("Spanco Logística — Empleo", lang="es")},
    "dvco.test": DVCO, "dvco.dvinci-hr.com": {"/de/jobs": page("Stellenangebote — Dvco Anlagenbau GmbH", lang="de")},
    "dutchco2.test": DUTCHCO2, "dutchco2.recruitee.com": {"/": page("Dutchco Twee vacatures", lang="nl"),
                                                          "/api/offers/": {"json": {"offers": [{"title": "Monteur"}]}}},
    "finco.test": FINCO, "finco.teamtailor.com": {"/jobs": page("Finco jobs", lang="fi"), "/jobs.rss": {
        "xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>Finco</title></channel></rss>",
        "type": "application/rss+xml"}},
    "jpherp.test": JPHERP, "herp.careers": {"/v1/jpherp": page("株式会社ジェイピーハープ 採用情報", lang="ja")},
    "reseller.test": RESELLER, "www.vendorsoft.test": {"/pricing": page("Vendorsoft pricing")},
    "careerssub.test": CAREERSSUB, "careers.careerssub.test": CAREERSSUB_CAREERS,
    "wdjobs.test": WDJOBS, "jobs.wdjobs.test": {"*": {"redirect": "https://wdjobs.wd5.myworkdayjobs.com/en-US/WdjobsCareers",
                                                      "status": 302}},
    "wdjobs.wd5.myworkdayjobs.com": {"/en-US/WdjobsCareers": page("Wdjobs careers"),
                                     "/wday/cxs/wdjobs/WdjobsCareers/jobs": {"json": {"total": 4, "jobPostings": [{}]}}},
})
SITES["boards-api.greenhouse.io"]["/v1/boards/careerssub/jobs"] = {"json": {"jobs": [{"title": "Buyer"}]}}

EXPECTED4: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "http://cdnmap.test": _eu("cdnmap.test", pricing="/pricing", careers="/careers", blog="/blog",
                              legal=("/legal/privacy", "/legal/terms")),
    "http://www.perm308.test": _eu("perm308.test", pricing="/pricing", careers="/careers", newsroom="/news",
                                   team="/about", legal="/privacy"),
    "http://docusub.test": ({"docs": {"prefix": "//docs.docusub.test/"}, "status": {"prefix": "//status.docusub.test/"},
                             "pricing": "http://docusub.test/pricing", "careers": "http://docusub.test/careers"}, ()),
    "http://spanco.test": ({"careers": {"prefix": "//spanco.factorialhr.es/"}, "pricing": "http://spanco.test/tarifas",
                            "legal": ("http://spanco.test/aviso-legal", "http://spanco.test/politica-de-privacidad")}, ()),
    "http://dvco.test": ({"careers": "http://dvco.test/karriere", "jobs_board": "//dvco.dvinci-hr.com/de/jobs"}, ()),
    "http://dutchco2.test": ({"careers": "http://dutchco2.test/werken-bij", "pricing": "http://dutchco2.test/prijzen",
                              "jobs_board": {"kind": "ats", "vendor": "recruitee", "token": "dutchco2"}}, ()),
    "http://finco.test": ({"careers": "http://finco.test/ura", "pricing": "http://finco.test/hinnasto",
                           "jobs_board": {"kind": "ats", "vendor": "teamtailor", "token": "finco"}}, ()),
    "http://jpherp.test": ({"careers": "http://jpherp.test/p/104", "jobs_board": "//herp.careers/v1/jpherp",
                            "pricing": "http://jpherp.test/p/101"}, ()),
    "http://reseller.test": ({"blog": "http://reseller.test/blog", "careers": "http://reseller.test/careers"},
                             ("pricing",)),
    "http://careerssub.test": ({"careers": "//careers.careerssub.test/", "pricing": "http://careerssub.test/pricing",
                                "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "careerssub"}}, ()),
    "http://wdjobs.test": ({"jobs_board": {"kind": "ats", "vendor": "workday", "token": "wdjobs"},
                            "legal": ("http://wdjobs.test/privacy", "http://wdjobs.test/terms")}, ()),
}
AT_MOST4: dict[str, int] = {w: 18 for w in EXPECTED4}
AT_MOST4.update({"http://cdnmap.test": 20, "http://dvco.test": 25, "http://finco.test": 25, "http://spanco.test": 25,
                 "http://wdjobs.test": 25})


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED4)])
async def test_expected_surfaces_fourth_batch(net: Net, website: str) -> None:
    want, absent = EXPECTED4[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    assert res.requests <= AT_MOST4.get(website, 25), [(r.purpose, r.url) for r in res.request_log]


# ================================================================================================ behaviour beyond the tables
ROBOTSNO = site("Robotsno Fiskeri AS", [("/produkter", "Produkter"), ("/priser", "Priser"), ("/blogg/", "Blogg"),
                                        ("/karriere/", "Karriere")],
                [("/om-oss", "Om oss"), ("/personvern", "Personvern"), ("/kontakt", "Kontakt")], lang="nb")
ROBOTSNO["/robots.txt"] = {"text": "\ufeffUser-agent: *\r\nDisallow: /blogg/\r\nDisallow: /*/intern/\r\n\r\n"
                                   "User-agent: changewire\r\nDisallow: /karriere/\r\n", "type": "text/plain"}
SITES["robotsno.test"] = ROBOTSNO


async def test_robots_txt_group_for_changewire_is_the_one_obeyed(net: Net) -> None:
    """robotsno.test's robots.txt (a BOM, CRLF lines) disallows /blogg/ to every crawler and, in a group of its own
    for changewire, /karriere/. RFC 9309: a crawler follows the group naming it, and only that one — /karriere/ is
    never fetched and is no sensor (none may fetch it), while /blogg/ is allowed to changewire. (Written first as
    "both disallowed": the case's mistake, the engine was right.)"""
    res = await W.discover(net, "http://robotsno.test")
    asked = net.paths("robotsno.test")
    assert "/karriere/" not in asked, asked
    sel = selected(res)
    assert "careers" not in sel, sel["careers"].url
    assert sel["blog"].url == "http://robotsno.test/blogg/" and sel["pricing"].url == "http://robotsno.test/priser"


async def test_a_vendors_customer_boards_on_its_homepage_are_never_asked(net: Net) -> None:
    """showcase.test's homepage shows three customers' boards (Greenhouse, Lever, Workable) in its body: its own
    careers page embeds its Ashby board, so the customers' APIs are never asked and no sensor watches them."""
    res = await W.discover(net, "http://showcase.test")
    foreign = [r.url for r in res.request_log if "customer" in r.url]
    assert not foreign, foreign
    assert selected(res)["jobs_board"].config.get("token") == "showcase"


async def test_a_homepage_board_without_the_companys_name_is_still_its_own_when_nothing_else_is(net: Net) -> None:
    """leverq's nav links its Lever board directly: a board in the chrome is the company's whatever its token says —
    the deferral holds for a homepage's body only (and even there, it is asked when no page of the company names
    another)."""
    res = await W.discover(net, "http://leverq.test")
    assert selected(res)["jobs_board"].config.get("token") == "leverq"


async def test_the_norwegian_site_through_the_cli() -> None:
    """`changewire discover http://norsk.test --json`, as a caller scripts it: the JSON object keeps its contract's
    keys and names the Norwegian blog ("Blogg") and careers ("Ledige stillinger")."""
    import asyncio
    import os
    import sys
    from pathlib import Path

    async with W.serve(SITES) as n:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
        env.update(CHANGEWIRE_CONNECT_TO=W.connect_to(n.port, SITES), CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32",
                   CHANGEWIRE_POLITENESS_SPACING_S="0")
        exe = Path(sys.executable).with_name("changewire")
        proc = await asyncio.create_subprocess_exec(str(exe), "discover", "http://norsk.test", "--json", env=env,
                                                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), 60)
        served = len(n.log)
    assert proc.returncode == 0, err.decode()
    doc = json.loads(out)
    assert set(doc) == {"company_url", "requests", "elapsed_ms", "surfaces"}
    sel = {x["surface"]: x for x in doc["surfaces"] if x["selected"]}
    assert sel["blog"]["url"] == "http://norsk.test/blogg" and sel["careers"]["url"] == "http://norsk.test/ledige-stillinger"
    assert served <= doc["requests"] <= AT_MOST["http://norsk.test"]


# ------------------------------------------------------------------------------------------------ plain: the classifier
from changewire_common.surfaces import classify_text, classify_url  # noqa: E402
from changewire_common.vocab import Surface  # noqa: E402


@pytest.mark.parametrize("label", ["Order status", "Shipment status", "Application status", "Track your parcel status",
                                   "French Press", "Cold press juicers", "Hydraulic press", "Customer stories",
                                   "Success stories", "Size guide", "Buying guides", "Gift guide", "Price match promise"])
def test_a_compound_naming_something_else_is_no_surface(label: str) -> None:
    assert classify_text(label) is None


@pytest.mark.parametrize("label,surface", [
    ("System status", Surface.STATUS), ("Service status", Surface.STATUS), ("Status", Surface.STATUS),
    ("Press", Surface.NEWSROOM), ("In the press", Surface.NEWSROOM), ("Press releases", Surface.NEWSROOM),
    ("Stories", Surface.BLOG), ("Engineering blog", Surface.BLOG), ("Developer guides", Surface.DOCS),
    ("Prices", Surface.PRICING),
])
def test_the_same_words_as_a_surface_still_are(label: str, surface: Surface) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface, m


@pytest.mark.parametrize("path", ["/pages/order-status", "/collections/french-press", "/pages/size-guide",
                                  "/customer-stories", "/price-match"])
def test_a_compound_slug_naming_something_else_is_no_surface(path: str) -> None:
    assert classify_url("http://shop.test" + path) is None


@pytest.mark.parametrize("label,surface", [
    ("Blogg", Surface.BLOG), ("Prisliste", Surface.PRICING), ("Prislista", Surface.PRICING), ("Ledige jobber", Surface.CAREERS),
    ("Dataskyddspolicy", Surface.LEGAL), ("Störf", Surface.CAREERS),
    ("Verðskrá", Surface.PRICING), ("Fréttir", Surface.NEWSROOM), ("Persónuvernd", Surface.LEGAL), ("Um okkur", Surface.TEAM),
    ("Hafa samband", Surface.CONTACT), ("Vörur", Surface.PRODUCTS), ("Preçário", Surface.PRICING),
    ("Contactos", Surface.CONTACT), ("Medienmitteilungen", Surface.NEWSROOM), ("Privacyverklaring", Surface.LEGAL),
    ("Offerte di lavoro", Surface.CAREERS), ("採用サイト", Surface.CAREERS), ("채용 사이트", Surface.CAREERS),
    # (found by sweeping ~250 menu labels of six big European languages through the classifier)
    ("Stellenbörse", Surface.CAREERS), ("Travailler chez nous", Surface.CAREERS), ("Junte-se a nós", Surface.CAREERS),
    ("Actueel", Surface.NEWSROOM), ("Prasa", Surface.NEWSROOM), ("Preismodell", Surface.PRICING), ("Piani", Surface.PRICING),
    ("Abonnementen", Surface.PRICING), ("Développeurs", Surface.DOCS), ("Sviluppatori", Surface.DOCS),
    ("Investeerders", Surface.INVESTORS), ("Relações com Investidores", Surface.INVESTORS),
    ("Produktneuheiten", Surface.CHANGELOG), ("Wat is er nieuw", Surface.CHANGELOG), ("Notas de versão", Surface.CHANGELOG),
    ("Nyheter i produkten", Surface.CHANGELOG), ("Stato del servizio", Surface.STATUS),
])
def test_round_seven_vocabulary(label: str, surface: Surface) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


def test_a_cookie_policy_is_legal_only_when_nothing_better_is_linked() -> None:
    """Danish "Cookiepolitik" is legal, but weak (as "Cookie policy" is): the privacy policy beside it wins."""
    m = classify_text("Cookiepolitik")
    assert m is not None and m.surface is Surface.LEGAL and m.confidence < 0.9, m


@pytest.mark.parametrize("url,want", [
    ("http://shop.test/blogs/brew-guides", "http://shop.test/blogs/brew-guides"),
    ("http://shop.test/blogs/brew-guides/pour-over-ratios", "http://shop.test/blogs/brew-guides/"),
    ("http://shop.test/blogs/news", "http://shop.test/blogs/news"),
])
def test_a_blogs_handle_is_the_blog_whatever_it_says(url: str, want: str) -> None:
    from changewire_common.surfaces import surface_root
    m = classify_url(url)
    assert m is not None and m.surface is Surface.BLOG
    assert surface_root(url, Surface.BLOG) == want


# ================================================================================================ fifth batch: nothing to invent
def _ja_not_found(path: str) -> str:
    return ('<!DOCTYPE html><html lang="ja"><head><title>お探しのページは見つかりませんでした | サクラ工務店</title></head><body>'
            f'<header><a href="/">ホーム</a></header><main><h1>404 Not Found</h1><p>{path} は移動または削除された可能性が'
            'あります。</p></main></body></html>')


#: every unknown path answers 200 with a Japanese "page not found" that quotes the path
JASOFT = site("サクラ工務店 — 注文住宅", [("/works", "施工事例"), ("/company", "会社概要"), ("/contact", "お問い合わせ")],
              [("/privacy", "プライバシーポリシー")], lang="ja")
JASOFT["*"] = {"echo404": True}
#: every unknown path redirects to a site search for it (a CMS's "did you mean"): a search page is no surface
SEARCHREDIR = site("Searchredir — regional builders' merchant", [("/products", "Products"), ("/branches", "Branches"),
                                                                  ("/trade-account", "Trade account")],
                   [("/about-us", "About us"), ("/privacy", "Privacy"), ("/contact", "Contact")])
SEARCHREDIR["/search"] = page("Search results", main="<p>No results found. Try another search.</p>")
SEARCHREDIR["*"] = {"redirect": "/search?q=notfound", "status": 302}
#: link rot: the footer's blog is a 404 and its press page is gone (410); its status subdomain now sends to the homepage
LINKROT = site("Linkrot — bookkeeping for dentists", [("/features", "Features"), ("/pricing", "Pricing"),
                                                      ("/careers", "Careers")],
               [("/blog", "Blog"), ("/press", "Press"), ("http://status.linkrot.test/", "Status"), ("/privacy", "Privacy"),
                ("/terms", "Terms")])
LINKROT["/blog"] = {"status": 404, "html": "<html><head><title>Not found</title></head><body>Not found</body></html>"}
LINKROT["/press"] = {"status": 410, "html": "<html><head><title>Gone</title></head><body>Gone</body></html>"}
#: a tiny business: a homepage, its privacy page and nothing else on a zone that answers every name
TINY = site("Tiny Tailors — alterations in Leith", [("/#services", "Services"), ("/#contact", "Contact")],
            [("/privacy", "Privacy")])

SITES.update({
    "jasoft.test": JASOFT, "searchredir.test": SEARCHREDIR, "linkrot.test": LINKROT,
    "status.linkrot.test": {"*": {"redirect": "http://linkrot.test/"}, "/": {"redirect": "http://linkrot.test/"}},
    "tiny.test": TINY,
})

EXPECTED5: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "http://jasoft.test": ({"team": "http://jasoft.test/company", "contact": "http://jasoft.test/contact",
                            "legal": "http://jasoft.test/privacy"},
                           ("careers", "pricing", "blog", "newsroom", "docs", "changelog", "status", "investors")),
    "http://searchredir.test": ({"products": "http://searchredir.test/products", "team": "http://searchredir.test/about-us",
                                 "legal": "http://searchredir.test/privacy"},
                                ("careers", "pricing", "blog", "newsroom", "docs", "changelog", "status", "investors")),
    "http://linkrot.test": ({"pricing": "http://linkrot.test/pricing", "careers": "http://linkrot.test/careers",
                             "legal": ("http://linkrot.test/privacy", "http://linkrot.test/terms")},
                            ("blog", "newsroom", "status")),
    "http://tiny.test": ({"legal": "http://tiny.test/privacy"},
                         ("careers", "pricing", "blog", "newsroom", "docs", "changelog", "status", "investors")),
}


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED5)])
async def test_nothing_is_invented(net: Net, website: str) -> None:
    want, absent = EXPECTED5[website]
    res = await W.discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    assert res.requests <= 25, [(r.purpose, r.url) for r in res.request_log]


# ------------------------------------------------------------------------------------------------ a sitemap of 20,000 posts first
_BM = "http://bigmap.test"
_BM_POSTS = [f"{_BM}/blog/{i}-notes-on-{_WORDS[i % len(_WORDS)]}-{i // 7}" for i in range(20000)]
SITES["bigmap.test"] = {
    "/": _VITE.format(t="Bigmap — route optimisation API"), "*": _VITE.format(t="Bigmap"),
    "/robots.txt": {"text": f"User-agent: *\nAllow: /\nSitemap: {_BM}/sitemap.xml\n"},
    "/sitemap.xml": {"xml": urlset([f"{_BM}/", *_BM_POSTS[:12000], f"{_BM}/customers/fleetco", *_BM_POSTS[12000:],
                                    f"{_BM}/blog", f"{_BM}/pricing", f"{_BM}/company/careers", f"{_BM}/company/about",
                                    f"{_BM}/legal/privacy", f"{_BM}/legal/terms", f"{_BM}/docs"])},
}


async def test_a_sitemap_listing_its_posts_before_its_pages_still_names_its_sections(net: Net) -> None:
    """bigmap.test is an app shell known only by one flat sitemap (as Webflow, Framer and Next.js sites write them):
    20,000 blog posts, then its dozen pages. Read up to the URL cap (5,000), the pages were never seen — nothing but
    the blog was found. Past the cap the rest is read for section pages only (one or two segments deep, never the
    10,000th /blog/<post>): pricing, careers, docs and legal are found, the requests stay few."""
    res = await W.discover(net, _BM)
    sel = selected(res)
    want = {"pricing": f"{_BM}/pricing", "careers": f"{_BM}/company/careers", "docs": f"{_BM}/docs",
            "blog": (f"{_BM}/blog", f"{_BM}/blog/"), "legal": (f"{_BM}/legal/privacy", f"{_BM}/legal/terms")}
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert res.requests <= 20, [(r.purpose, r.url) for r in res.request_log]


# ------------------------------------------------------------------------------------------------ found on the real pages of the corpus
#: a trade magazine's site (shaped on the corpus's news pages): a "Cyber security" section in its menu, a blogroll of
#: other people's wordpress.com / Blogspot blogs and a columnist's Medium in its body and footer; its own blog is /blog
BLOGROLL = site("Blogroll Media — the trade magazine for IT resellers", [
    ("/news", "News"), ("/technology/cyber-security/", "Cyber security"), ("/channel", "Channel"), ("/blog", "Blog")], [
    ("http://4hourelectionhome.wordpress.com/", "4hourelection"), ("https://techwriterjane.blogspot.com/", "Jane's tech notes"),
    ("/about", "About us"), ("/privacy", "Privacy policy"), ("/contact", "Contact")])
BLOGROLL["/"] = BLOGROLL["/"].replace("<main>", '<main><aside class="blogroll"><h3>Friends of the magazine</h3>'
                                      '<a href="http://salafytobat.wordpress.com/">Salafy Tobat</a>'
                                      '<a href="https://medium.com/@columnistbob">Bob on Medium</a></aside>')
#: a one-person studio whose only blog is on Medium under another name, labelled "Blog" in its menu: still its blog
MEDIUMONLY = site("Pixelwerk Studio", [("/work", "Work"), ("https://medium.com/@annadesigns", "Blog"), ("/contact", "Contact")],
                  [("/imprint", "Imprint")])
SITES.update({"blogroll.test": BLOGROLL, "mediumonly.test": MEDIUMONLY,
              "medium.com": {**SITES["medium.com"], "/@annadesigns": page("Anna Designs – Medium")}})


async def test_other_peoples_blogs_and_a_security_section_are_not_the_companys(net: Net) -> None:
    """blogroll.test (a corpus page's shape): wordpress.com / Blogspot blogs of other people in its footer and body, a
    columnist's Medium: none is its blog (its own /blog is), and the menu's "Cyber security" news section is not its
    legal page. At first profootballtalk's footer blog "4hourelection" and a "Cyber security" section were chosen."""
    res = await W.discover(net, "http://blogroll.test")
    sel = selected(res)
    assert sel["blog"].url == "http://blogroll.test/blog", sel["blog"].url
    assert sel.get("legal") is None or sel["legal"].url == "http://blogroll.test/privacy", sel["legal"].url
    assert not [c.url for c in res.candidates if "wordpress.com" in c.url or "blogspot" in c.url or "@columnistbob" in c.url]


async def test_a_blog_on_a_platform_labelled_blog_is_the_companys(net: Net) -> None:
    """mediumonly.test's menu "Blog" is medium.com/@annadesigns (not the company's name): labelled its blog, it is."""
    res = await W.discover(net, "http://mediumonly.test")
    assert _matches(selected(res)["blog"], "//medium.com/@annadesigns")


@pytest.mark.parametrize("label", ["Cyber security", "Network security", "Food safety and security"])
def test_a_weak_word_beside_another_says_nothing(label: str) -> None:
    assert classify_text(label) is None


@pytest.mark.parametrize("label,surface", [("Support centre", Surface.DOCS), ("Customer support", Surface.DOCS),
                                           ("Security policy", Surface.LEGAL), ("Our company", Surface.TEAM),
                                           ("Get help", Surface.DOCS), ("Compliance center", Surface.LEGAL)])
def test_a_weak_word_beside_a_generic_one_keeps_its_weak_meaning(label: str, surface: Surface) -> None:
    """(the rule above, written first, also silenced these; "centre", "policy", "our", "get", "customer" keep the word's
    meaning — found by a sweep of help / security labels before the fix was committed)."""
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence < 0.9, m


#: an agency's homepage (the shape of the corpus's caktusgroup page): cards of its latest posts labelled by their category
#: ("News & Events") over dated blog URLs, its team as one card per person (/team/<name>), share buttons to Blogger,
#: LinkedIn and Facebook; its menu names its blog, services and contact
AGENCY = {
    "/": page("Cactusworks — Django consultancy", nav(("/services/", "Services"), ("/blog/", "Blog"), ("/contact/", "Contact"))
              + footer(("/privacy/", "Privacy")), main=(
        '<section class="latest"><article><a href="/blog/2019/06/11/favorite-pycon-2019-presentations/">News &amp; Events'
        '</a><h3>Our favourite PyCon talks</h3></article><article><a href="/blog/2019/05/02/hiring-a-senior-engineer/">'
        'Careers</a><h3>We are hiring a senior engineer</h3></article></section><section class="team"><h2>Meet the team'
        '</h2><a href="/team/ana-lima/">Ana Lima</a><a href="/team/tobias-reed/">Tobias Reed</a><a href="/team/mei-chen/">'
        'Mei Chen</a></section><div class="share"><a href="https://www.blogger.com/share-post.g?blogID=39415&amp;'
        'postID=39690&amp;target=blog">BlogThis!</a><a href="https://www.linkedin.com/shareArticle?mini=true&amp;url=x">'
        'Share on LinkedIn</a><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a></div>')),
    **pages({"/services/": "Services", "/blog/": "Blog", "/contact/": "Contact", "/privacy/": "Privacy",
             "/team/": "Our team", "/team/ana-lima/": "Ana Lima", "/blog/2019/06/11/favorite-pycon-2019-presentations/":
             "Our favourite PyCon talks", "/blog/2019/05/02/hiring-a-senior-engineer/": "We are hiring"}),
}
SITES["agency.test"] = AGENCY
SITES["www.blogger.com"] = {"*": page("Blogger")}


async def test_category_labels_on_dated_posts_person_pages_and_share_buttons(net: Net) -> None:
    """agency.test: a post card labelled "News & Events" (or "Careers") over a dated blog URL is an item of the blog —
    no newsroom, no careers page; one card per person (/team/ana-lima/) makes /team/ the team; Blogger's
    share-post.g, LinkedIn's shareArticle and Facebook's sharer are actions, never a blog. (Wrong at first on the
    corpus pages: caktusgroup's newsroom was a 2019 post, correctiv's team one journalist, python.org's blog a
    Blogger share link.)"""
    res = await W.discover(net, "http://agency.test")
    sel = selected(res)
    assert "newsroom" not in sel and "careers" not in sel, {s: c.url for s, c in sel.items()}
    assert sel["blog"].url == "http://agency.test/blog/" and sel["team"].url == "http://agency.test/team/", (
        {s: c.url for s, c in sel.items()})
    assert not [c.url for c in res.candidates if "share" in c.url], [c.url for c in res.candidates]


@pytest.mark.parametrize("url", ["https://www.blogger.com/share-post.g?blogID=1&postID=2&target=blog",
                                 "https://www.linkedin.com/shareArticle?mini=true&url=x",
                                 "https://www.facebook.com/sharer/sharer.php?u=x"])
def test_a_share_action_is_no_page(url: str) -> None:
    from changewire_common.surfaces import url_is_crawlable
    assert not url_is_crawlable(url)


def test_shareholders_are_still_investors() -> None:
    m = classify_url("http://acme.test/shareholders")
    assert m is not None and m.surface is Surface.INVESTORS, m


#: a company whose help centre is Zendesk Guide on its help. host: the footer's "Help Center" is /hc/en-us, its "Privacy"
#: and "Terms" are articles there (as the corpus's nytimes page links them)
ZENCO = site("Zenco — parcel lockers for apartment buildings", [("/how-it-works", "How it works"), ("/pricing", "Pricing"),
                                                                 ("/careers", "Careers")],
             [("http://help.zenco.test/hc/en-us", "Help Center"),
              ("http://help.zenco.test/hc/en-us/articles/115014892108-Privacy-Policy", "Privacy"),
              ("http://help.zenco.test/hc/en-us/articles/115014893428-Terms-of-Service", "Terms"),
              ("http://help.zenco.test/hc/en-us/articles/360001-Contact-us", "Contact us")])
SITES["zenco.test"] = ZENCO
SITES["help.zenco.test"] = {"/hc/en-us": page("Zenco Help Center"),
                            **pages({"/hc/en-us/articles/115014892108-Privacy-Policy": "Privacy Policy – Zenco Help Center",
                                     "/hc/en-us/articles/115014893428-Terms-of-Service": "Terms of Service – Zenco Help Center",
                                     "/hc/en-us/articles/360001-Contact-us": "Contact us – Zenco Help Center"})}


async def test_a_zendesk_help_centre_is_docs_not_a_blog(net: Net) -> None:
    """zenco.test: Zendesk Guide's /hc/en-us/articles/… on help.zenco.test are help articles — the help centre is the
    docs, no blog is made of its "articles", and the privacy article is the legal page. (At first every /articles/
    path was a blog: the corpus's nytimes page had help.nytimes.com/hc/en-us/articles/ as its blog.)"""
    res = await W.discover(net, "http://zenco.test")
    sel = selected(res)
    assert "blog" not in sel, sel["blog"].url
    assert _matches(sel["docs"], "//help.zenco.test/hc/en-us"), sel["docs"].url
    assert _matches(sel["legal"], ("//help.zenco.test/hc/en-us/articles/115014892108-Privacy-Policy",
                                   "//help.zenco.test/hc/en-us/articles/115014893428-Terms-of-Service")), sel["legal"].url


@pytest.mark.parametrize("label", ["Financials", "SEC filings", "Quarterly results"])
def test_a_listed_companys_filings_are_its_investor_pages(label: str) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is Surface.INVESTORS and m.confidence >= 0.9, m


@pytest.mark.parametrize("label", ["Subprocessors", "DPA", "Acceptable use policy"])
def test_a_saas_footers_secondary_legal_texts_are_legal_but_weak(label: str) -> None:
    """(a sweep of ~140 English footer labels found them unmatched): legal, weaker than "Privacy" beside them."""
    m = classify_text(label)
    assert m is not None and m.surface is Surface.LEGAL and m.confidence < 0.9, m


#: a WordPress site announcing its site feed (/feed/) and comments feed on every page, its blog page a category feed
#: and its news page the press releases' own feed (/news/feed/)
_WPF_HEAD = ('<link rel="alternate" type="application/rss+xml" title="Wpfeeds &raquo; Feed" href="/feed/">'
             '<link rel="alternate" type="application/rss+xml" title="Wpfeeds &raquo; Comments Feed" href="/comments/feed/">')
WPFEEDS = site("Wpfeeds — solar installers", [("/solar/", "Solar"), ("/blog/", "Blog"), ("/news/", "News")],
               [("/about/", "About"), ("/careers/", "Careers"), ("/privacy-policy/", "Privacy")], head=_WPF_HEAD)
WPFEEDS["/blog/"] = page("Blog", head=_WPF_HEAD + '<link rel="alternate" type="application/rss+xml" title="Wpfeeds &raquo; '
                         'Blog Category Feed" href="/category/blog/feed/">')
WPFEEDS["/news/"] = page("News", head=_WPF_HEAD + '<link rel="alternate" type="application/rss+xml" title="Wpfeeds &raquo; '
                         'Press releases Feed" href="/news/feed/">')
WPFEEDS.update({"/feed/": _rss("Wpfeeds"), "/comments/feed/": _rss("Comments on Wpfeeds"),
                "/category/blog/feed/": _rss("Wpfeeds blog"), "/news/feed/": _rss("Wpfeeds press releases")})
SITES["wpfeeds.test"] = WPFEEDS


async def test_a_sections_own_feed_is_its_feed(net: Net) -> None:
    """wpfeeds.test: the news page announces the site's /feed/ and its own /news/feed/: the newsroom's feed is the one
    below its URL. At first the site feed (verified on the homepage) was taken for the newsroom's, its own left out."""
    res = await W.discover(net, "http://wpfeeds.test")
    feeds = {c.parent: c.url for c in res.selected if str(c.surface) == "feed"}
    assert "http://wpfeeds.test/news/feed/" in feeds.values(), feeds
    assert "http://wpfeeds.test/comments/feed/" not in feeds.values(), feeds


# ------------------------------------------------------------------------------------------------ splash pages and age gates
def _under(prefix: str, s: dict[str, Any]) -> dict[str, Any]:
    return {(prefix if k == "/" else k): v for k, v in s.items()}


SPLASH = {"/": ('<!DOCTYPE html><html lang="en"><head><title>Splash Studios</title></head><body><div class="splash">'
                '<h1>Splash Studios</h1><video src="/reel.mp4" autoplay muted></video><a href="/home" class="enter">Enter '
                'site</a></div></body></html>'),
          **_under("/home", site("Splash Studios — motion design", [("/work", "Work"), ("/pricing", "Pricing"),
                                                                  ("/careers", "Careers")],
                                 [("/privacy", "Privacy"), ("/contact", "Contact")]))}
AGEGATE = {"/": ('<!DOCTYPE html><html lang="en"><head><title>Hopfield Brewing Co.</title></head><body><div class="age-gate">'
                 '<img src="/logo.png" alt="Hopfield Brewing"><h1>Are you of legal drinking age?</h1><a href="/home/">Yes, '
                 'I am 21 or older</a><a href="https://www.responsibility.org/">No</a></div></body></html>'),
           **_under("/home/", site("Hopfield Brewing Co. — craft beer since 2011", [("/beers/", "Our beers"),
                                                                                 ("/taproom/", "Taproom"), ("/shop/", "Shop")],
                                   [("/jobs/", "Jobs"), ("/news/", "News"), ("/privacy-policy/", "Privacy policy"),
                                    ("/contact/", "Contact")]))}
SITES.update({"splash.test": SPLASH, "agegate.test": AGEGATE, "www.responsibility.org": {"/": page("Responsibility.org")}})


@pytest.mark.parametrize("website,want", [
    ("http://splash.test", {"pricing": "http://splash.test/pricing", "careers": "http://splash.test/careers",
                            "legal": "http://splash.test/privacy", "contact": "http://splash.test/contact"}),
    ("http://agegate.test", {"careers": "http://agegate.test/jobs/", "newsroom": "http://agegate.test/news/",
                             "legal": "http://agegate.test/privacy-policy/", "contact": "http://agegate.test/contact/"}),
])
async def test_a_splash_page_or_an_age_gate_is_passed_by_its_way_in(net: Net, website: str, want: dict[str, str]) -> None:
    """A homepage that is a splash ("Enter site" under a showreel) or an age gate ("Yes, I am 21 or older"): a
    near-empty page of a link or two and no menu. At first the gate was read as the site — no link, nothing but blind
    probes (24 requests; the menu's privacy and contact pages lost); now its way in is the homepage read."""
    res = await W.discover(net, website)
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or sel[s].url != w}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert res.requests <= 16, [(r.purpose, r.url) for r in res.request_log]
    assert not [r.url for r in res.request_log if "responsibility.org" in r.url]


#: a one-page practice site: its menu names its sections as anchors, its job list is a Personio frame in the "Jobs"
#: section, its imprint a modal — no other page of its own exists
ONEPAGE2 = {"/": page("Onepage Zwei — Zahnarztpraxis Köln", '<header><nav><a href="#leistungen">Leistungen</a><a href="#team">'
                      'Team</a><a href="#jobs">Jobs</a><a href="#kontakt">Kontakt</a></nav></header>', lang="de",
                      main='<section id="jobs"><h2>Jobs</h2><iframe src="https://onepage2.jobs.personio.de/?display=de" '
                           'title="Stellenangebote"></iframe></section><section id="kontakt"><h2>Kontakt</h2><p>Tel. 0221 '
                           '123456</p><button data-modal="impressum">Impressum</button></section>')}
SITES.update({"onepage2.test": ONEPAGE2, "onepage2.jobs.personio.de": {"/": page("Jobs"), "/xml": _PERSONIO_XML}})


async def test_a_one_page_site_of_anchors_is_not_probed_blind(net: Net) -> None:
    """onepage2.test: every menu entry is an anchor of the page and no other page of the site is linked. Its board (a
    Personio frame) is found; at first the rest of the budget (21 requests) went on blind paths and hosts of a site
    that has one page — it counts as well linked now (11)."""
    res = await W.discover(net, "http://onepage2.test")
    assert selected(res)["jobs_board"].config.get("vendor") == "personio"
    assert res.requests <= 12, [(r.purpose, r.url) for r in res.request_log]


@pytest.mark.parametrize("label,surface", [
    ("Careers (12)", Surface.CAREERS), ("Jobs 5", Surface.CAREERS), ("Jobs (3 open)", Surface.CAREERS),
    ("Careers | Acme", Surface.CAREERS), ("Careers — we are hiring", Surface.CAREERS), ("Press / Media", Surface.NEWSROOM),
    ("Prices & Plans", Surface.PRICING), ("Privacy & Terms", Surface.LEGAL),
])
def test_a_label_beside_a_count_a_tagline_or_a_second_name_is_still_whole(label: str, surface: Surface) -> None:
    """A menu label with its job count ("Careers (12)"), set apart from the brand or a tagline ("Careers | Acme"), or
    two names of one section ("Press / Media"): at first a word inside a longer text (0.6, below what a link to another
    host or a sitemap-only page needs); the label's own part names it now (0.85)."""
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= 0.85, m


@pytest.mark.parametrize("label", ["Blog/News", "Research and development", "Top 10 tips"])
def test_two_sections_or_no_section_in_a_split_label_stay_weak(label: str) -> None:
    m = classify_text(label)
    assert m is None or m.confidence < 0.85, m


@pytest.mark.parametrize("label,surface", [
    ("媒体报道", Surface.NEWSROOM), ("팀", Surface.TEAM), ("문의하기", Surface.CONTACT), ("문서", Surface.DOCS),
    ("업데이트", Surface.CHANGELOG), ("릴리스 노트", Surface.CHANGELOG), ("서비스 상태", Surface.STATUS),
    ("솔루션", Surface.PRODUCTS),
])
def test_cjk_labels_a_sweep_found(label: str, surface: Surface) -> None:
    """(a sweep of ~110 Japanese, Chinese and Korean menu labels): "서비스 상태" (service status) was products."""
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


@pytest.mark.parametrize("label,surface", [
    ("Om företaget", Surface.TEAM), ("Om selskapet", Surface.TEAM), ("Personuppgiftspolicy", Surface.LEGAL),
    ("Användarvillkor", Surface.LEGAL), ("Brukervilkår", Surface.LEGAL), ("Driftinformation", Surface.STATUS),
    ("Driftsmeldinger", Surface.STATUS), ("Palvelun tila", Surface.STATUS), ("Uppdateringar", Surface.CHANGELOG),
    ("Lösningar", Surface.PRODUCTS), ("Fjárfestar", Surface.INVESTORS),
    ("Status usług", Surface.STATUS), ("Kontakty", Surface.CONTACT),  # (and Polish / Czech, of their sweep)
])
def test_nordic_labels_a_sweep_found(label: str, surface: Surface) -> None:
    """(a sweep of ~150 Swedish, Norwegian, Danish, Finnish and Icelandic menu labels)."""
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


# ------------------------------------------------------------------------------------------------ calls to action to boards of the long tail
ONLYCO = site("Onlyco Logistik GmbH", [("/leistungen", "Leistungen"), ("/standorte", "Standorte"), ("/karriere", "Karriere")],
              [("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de",
              extra={"/karriere": page("Karriere bei Onlyco", lang="de", main='<a href="https://onlyco.onlyfy.jobs/">Zu den '
                                       'offenen Stellen</a>')})
ITALCO = site("Italco Impianti S.p.A.", [("/soluzioni", "Soluzioni"), ("/lavora-con-noi", "Lavora con noi")],
              [("/privacy", "Privacy"), ("/contatti", "Contatti")], lang="it",
              extra={"/lavora-con-noi": page("Lavora con noi", lang="it", main='<a href="https://italco.inrecruiting.com/">'
                                             'Vedi le posizioni aperte</a>')})
SITES.update({"onlyco.test": ONLYCO, "onlyco.onlyfy.jobs": {"/": page("Onlyco Logistik — Stellenangebote", lang="de")},
              "italco.test": ITALCO, "italco.inrecruiting.com": {"/": page("Italco — posizioni aperte", lang="it")}})


@pytest.mark.parametrize("website,careers,board", [
    ("http://onlyco.test", "http://onlyco.test/karriere", "//onlyco.onlyfy.jobs/"),
    ("http://italco.test", "http://italco.test/lavora-con-noi", "//italco.inrecruiting.com/"),
])
async def test_a_call_to_action_to_the_companys_tenant_is_its_board(net: Net, website: str, careers: str, board: str) -> None:
    """A careers page's "Zu den offenen Stellen" (an inflected "Offene Stellen") and "Vedi le posizioni aperte" (a
    phrase in four words, 0.52) to a vendor no list knows, on the company's own tenant: its board. At first neither
    label reached the bar (the inflection was unknown, 0.6 was asked of a label the tenant host already vouches for)."""
    res = await W.discover(net, website)
    sel = selected(res)
    assert sel["careers"].url == careers and _matches(sel.get("jobs_board") or sel["careers"], board), (
        {s: c.url for s, c in sel.items()})
