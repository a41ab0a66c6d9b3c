"""Sixth red-team round for repair: broken sensors in situations rounds 1-5 (test_repair_redteam.py …
test_repair_redteam5.py) do not cover, modelled on how real sites, CMSs and hosted vendors behave. Same harness
(tests/data/repair/sites.py: real aiohttp servers on 127.0.0.2, the shared client, requests counted at the server,
at most 6 a repair); each expectation was written before its first run.

Covered (126 situations, 53 plain unit tests, one CLI run of one situation per new rule):
- server and page signals: a three-hop chain with a protocol-relative and a relative Location, a 303, a quoted meta
  refresh (`URL='…'`), `window.location.href = …`, a Spanish 410 linking onward, moved notices in Dutch (to a
  werkenbij. subdomain's root), Japanese, Portuguese (to a Gupy portal's root), Chinese (a careers. subdomain),
  Korean (a hosted careers site), an acquisition notice linking the acquirer's page of the brand, an 8-second
  meta refresh on a rebrand notice, the old front page's canonical, meta refresh or script redirect to the new
  domain's front page while the page is gone, a refresh to `javascript:`, a refresh of the page to itself (recovered), an
  uppercase host, a redirect to `/about#careers`, an IDN rebrand, the old URL answering an empty 200, a 204, a JSON
  error;
- CMS migrations: a WordPress `?page_id=` URL now answering the new front page, a Drupal `/node/17` whose page is
  only in a sitemap index named in robots.txt, `/careers.html` → `/careers`, a Joomla `index.php?option=…` URL,
  `/careers/index.html` → `/careers/`, a blog subdomain folded into `/blog`;
- job boards: Lever → job-boards.greenhouse.io, Workable → Ashby (linked in the menu; through a careers page), a
  closed Greenhouse board sent to the vendor's `/?error=true`, Breezy, Welcome to the Jungle, a recruiting
  agency's Lever board (review), a Recruitee board on careers., a Greenhouse token renamed by the vendor, Lever's
  EU region, boards. → job-boards.greenhouse.io, Personio → JOIN, Homerun, a rebrand's front page linking its Lever
  board, a closed Lever board whose 404 links Lever's own openings (review, never fetched);
- temporary trouble (wait): Cloudflare 522 / 520 (page only), Akamai, DataDome, an AWS WAF 202 challenge, Vercel's
  checkpoint, an Incapsula 200, Heroku's application error, a 429 with an HTTP-date Retry-After, WordPress's "briefly
  unavailable", maintenance pages in Polish, Dutch, Portuguese and Chinese, a rebrand's redirect into a 429, the
  menu's new page behind a bot challenge, a front page or a sitemap answering 429, every path 302 to the status
  page during an incident, a Cloudflare country block, a "technical difficulties" page and a rate limit answered as
  a 403 on every path, every path redirecting to itself to set a cookie;
- truly gone (review): a 410 with no successor, a farewell page on every path, pricing redirected to a sunset post,
  the page still linked from the menu, a page made private (WordPress login), a stub canonical to the front page,
  a rebrand's per-path redirect into a 404 while the new front page quotes the openings in a section (the new
  front-page rule below does not make a company's front page a successor);
- wrong pages (never a successor): the only copy on a Vercel preview host in the sitemap, a 404 linking a Netlify
  deploy preview, a parking `/lander`, a refresh to a parking service, a parking subdomain with a subid, a redirect
  into the new site's search page, soft 404s of Next.js, Squarespace and Wix;
- other surfaces at vendors: docs on a Mintlify subdomain's /introduction, Read the Docs' /en/latest/, a docs
  subdomain whose old path is gone there, a status page 410 pointing to status., a hosted status page moved to a
  custom domain, a changelog on LaunchNotes, a blog on Hashnode and on Ghost(Pro), a privacy policy at iubenda, a
  newsroom on PR Newswire, a careers page published as a Google Doc, a feed announced in the front page's head;
- sitemaps and languages: robots.txt naming two sitemaps (the first gone), a sitemap on a CDN host, a Shopify sitemap
  of 6000 products, a French page renamed only in the sitemap's hreflang alternates, a redirect to a language
  chooser, a Shift_JIS and a Latin-1 successor declared only in `<meta charset>`, an Italian 404, a plain-text
  sitemap named in robots.txt, a robots.txt with a BOM, CRLFs and a lower-case `sitemap:` line, a front page whose
  menu lives only in Next.js's `__NEXT_DATA__`, a 404 linking the new board through a link shortener, a French page
  whose new name only the French front page (linked from the English one) links;
- more wrong pages: WordPress guessing a similarly named post (a 2019 career-day post), a redirect to the parent hub
  which links the page, a 404 linking an archive.today copy, a redirect to the Webflow staging domain, a 404 linking
  the one job ad still open (review: a job ad quotes the page's intro, values and benefits, not its openings);
- budgets and boards: a four-hop chain on one host, a redirect to the Lever board's general application form
  (migrated to the board above it), an `ats` sensor whose board API answers 503 (wait), a moved page whose
  openings all changed meanwhile (found in the menu), a `<noscript>` meta refresh on a JavaScript shell, a
  relative Location climbing a folder (`../jobs/`), the careers page among four careers-like links in the menu;
- more surfaces: an RSS feed gone while the front page announces an Atom feed, a German Impressum moved under
  /rechtliches, an old front page carrying a rebrand banner;
- unit tests: soft 404s in 22 languages, maintenance notices in 18 languages and a long page merely using their
  words, eight bot walls (and Cloudflare's 522, which is none), the ranking of a link naming the old page, the
  language chooser, a search page that is no rolled-over listing.

Wrong at first: 25 situations and 19 unit cases —
- redirected into the new site's search page (`/?s=careers`): MIGRATED there as "the same listing, its items rolled
  over" (a wrong page); now a redirect into a search or tag page is never a rolled-over listing, and the site it
  landed on is searched first, as for a redirect to another domain's front page;
- the menu's new page behind a bot challenge, a sitemap answering 429: review; now a page of the company's own site
  behind a bot wall or a 429, and a sitemap answering 429 / 503 / a wall, leave the site unsearched (wait);
- every path 302 to the status page during an incident: review; a redirect of a non-status page to a status host
  (status., a hosted status platform) is an incident now (wait);
- a notice naming another host's root (werkenbij., a Gupy portal) and a redirect to docs. whose old path is gone
  there: review; the front page of a host a notice named or the URL redirected to (not the company's own front page)
  is now a candidate itself (no extra request: it was fetched to be searched);
- an acquisition notice linking bigcorp.com/careers/acme-robotics: review (the classifier reads another domain's
  links as nobody's, and the link was taken for an item below /careers); now a short notice linking one other site
  makes that site the company's, a link in the old page's own words is a candidate as well as the index above it,
  and an item-shaped page it links that carries ≥ 0.9 of the old content is a successor;
- the page gone while the old front page meta-refreshes, script-redirects or names as canonical the new domain's
  front page: review (only the old site was searched); a front page doing so now makes that site searched next, as
  a front page saying in words that the site moved did;
- robots.txt naming two sitemaps, the first gone, and a sitemap on a CDN host: only the first line on the site's own
  domain was read; now every Sitemap line counts (the site's own domain first) and a second one is read when the
  first is gone;
- a language chooser at the front page, and an English front page linking the French one for a French sensor:
  review; the front page in the watched language a front page names (hreflang, a language switcher's `/fr/` link)
  is searched when the front page links no page of the surface or is in another language;
- a redirect to `acmef135.webflow.io/careers` (written after the fix; migrated there before it): hosting platforms'
  technical names (Webflow's `.webflow.io`, WP Engine's, Pantheon's) and Vercel branch previews (`-git-`) are
  non-production copies, never successors of a sensor not on them;
- a privacy policy moved to iubenda: the site's /legal/terms ranked first and the budget ran out; a link whose words
  name the old page ("Privacy Policy" for /legal/privacy) now ranks first;
- Workable → Ashby linked in the menu (written after the fix, which it needs): a board of a vendor whose pages are
  a JavaScript application (Ashby, Workday, Workable) is read through the vendor's API at once (its page only when
  the API gives no listing);
- a closed Greenhouse board sent to `www.greenhouse.io/?error=true`, and a closed Lever board whose 404 links Lever's
  own openings: the vendor's own pages were fetched (another tenant); a front page with a query is not read for
  links, nor a platform's not-found page for links to the platform's own pages;
- a redirect to `WWW.F128.TEST`: the successor kept the uppercase host; a successor's host is lower case now;
- a `<noscript>` meta refresh to "please enable JavaScript" was followed as the page's own redirect (a request
  wasted); a refresh inside `<noscript>` is no hint now;
- a front page whose menu is only in `__NEXT_DATA__`, and a plain-text sitemap: review; a page with few `<a href>`
  is read for the links its framework JSON keeps (bounded), and a sitemap without `<loc>` for one URL a line;
- soft 404s in Slovak, Slovenian, Catalan, Persian and Bengali (libs/common surfaces.py, phrases added), and
  maintenance notices in Norwegian, Finnish, Czech, Turkish, Korean, Vietnamese, Indonesian, Greek, Ukrainian,
  Hungarian, Romanian, Hebrew, Arabic and Thai (repair's phrase list). The Wix and HubSpot English soft-404 wordings
  ("This page isn't available", "can't be found") were added to libs/common with the Wix situation, before it ran;
  a short "we're experiencing technical difficulties" page on every path (review) is a temporary notice now (wait),
  with its French, German, Dutch, Spanish / Portuguese and Italian wordings.

Left alone: Workable → Ashby through the company's careers page (strict xfail): the old board's robots.txt, page and
API, the company's robots.txt, front page and careers page take the six requests; the board the careers page links
would be the seventh. As in earlier rounds, such a case ends in a review listing the unfetched candidate.

No expectation was revised. One fixture was corrected after its first run, before any fix: the recruiting agency's
Lever board linked its ads over https, which the loopback servers do not speak (the requests failed instead of
answering), and its API host was missing.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration


S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)

R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND
NAV = P.NAV
JOBS = P.JOBS
CAREERS_MAIN = P.CAREERS_MAIN
ALLOW = R(200, "User-agent: *\nAllow: /\n", "text/plain")
Situation = S.Situation


def xml(host: str, paths: list[str]) -> R:
    return R(200, S.sitemap(host, paths), "application/xml")


def page(title: str, main: str, lang: str = "en", nav: list[tuple[str, str]] | None = None,
         head: str = "") -> str:
    return P.shell(title, main, nav if nav is not None else NAV, lang=lang, head=head)


def jsn(data: Any, status: int = 200) -> R:
    return R(status, json.dumps(data), "application/json")


# ------------------------------------------------------------------ careers pages in other languages (old and relaid)

ES_INTRO = ("<h1>Construye los robots que construyen el futuro</h1><p>Acme Robotics diseña robots autónomos para "
            "almacenes que utilizan más de 400 empresas de logística en Europa y Norteamérica. Somos un equipo de 180 "
            "ingenieras, diseñadores y operarios en Lyon, Berlín, Toronto y Madrid, y seguimos creciendo.</p>"
            "<h2>Cómo trabajamos</h2><ul><li>Aprender entregando: equipos pequeños se ocupan de un problema de "
            "principio a fin.</li><li>La seguridad primero: cada robot trabaja junto a personas y así lo probamos."
            "</li></ul><h2>Beneficios</h2><p>Salario competitivo y participación, 30 días de vacaciones pagadas, un "
            "presupuesto anual de formación de 2.000 euros y 20 semanas de permiso parental para cada progenitor.</p>")
ES_JOBS = ["Ingeniera/o de Robótica Sénior – Madrid", "Ingeniera/o de Percepción, Visión Artificial – Barcelona",
           "Responsable de Operaciones de Flota – Madrid", "Técnica/o de Servicio de Campo – Valencia",
           "Diseñador/a de Producto Sénior – Madrid", "Ejecutivo/a de Cuentas, Iberia – Madrid",
           "Ingeniera/o Mecánico, Pinzas – Zaragoza", "Ingeniera/o de Datos – Remoto, España",
           "Redactor/a Técnico – Remoto, España", "Gestor/a de Éxito de Cliente – Sevilla"]


def careers_es(relaid: bool = False) -> str:
    jobs = "".join(f"<li><a href='/es/empleo/{i}'>{j}</a></li>" for i, j in enumerate(ES_JOBS))
    nav = [("/es/", "Inicio"), ("/es/producto", "Producto"), ("/es/precios", "Precios"),
           ("/es/trabaja-con-nosotros" if relaid else "/es/empleo", "Empleo")]
    if relaid:
        main = (f"<div class='hero-banner'>{ES_INTRO}</div><section class='ofertas'><h2>Ofertas de empleo</h2>"
                f"<ul class='job-cards'>{jobs}</ul></section><p>¿No encuentras tu puesto? Escríbenos.</p>")
        return P.shell("Trabaja con nosotros | Acme Robotics", main, nav, lang="es",
                       footer=[("/es/privacidad", "Privacidad"), ("/es/aviso-legal", "Aviso legal")])
    return P.shell("Empleo - Acme Robotics", f"{ES_INTRO}<h2>Ofertas de empleo</h2><ul>{jobs}</ul>", nav, lang="es",
                   footer=[("/es/privacidad", "Privacidad"), ("/es/aviso-legal", "Aviso legal")])


FR_INTRO = ("<h1>Construisez les robots qui construisent l'avenir</h1><p>Acme Robotics conçoit des robots autonomes "
            "d'entrepôt utilisés par plus de 400 entreprises de logistique en Europe et en Amérique du Nord. Nous "
            "sommes une équipe de 180 ingénieures, designers et opérateurs à Lyon, Berlin et Toronto, et nous "
            "grandissons.</p><h2>Notre façon de travailler</h2><ul><li>Livrer pour apprendre : de petites équipes "
            "portent un problème de bout en bout.</li><li>La sécurité d'abord : chaque robot travaille à côté de "
            "personnes, nous le testons ainsi.</li></ul><h2>Avantages</h2><p>Salaire compétitif et BSPCE, 30 jours "
            "de congés payés, un budget de formation annuel de 2 000 euros et 20 semaines de congé parental.</p>")
FR_JOBS = ["Ingénieur·e robotique senior – Lyon", "Ingénieur·e perception, vision par ordinateur – Lyon",
           "Responsable des opérations de flotte – Lyon", "Technicien·ne de maintenance terrain – Lille",
           "Product designer senior – Paris", "Commercial·e grands comptes – Paris",
           "Ingénieur·e mécanique, préhenseurs – Lyon", "Data engineer – Télétravail, France",
           "Rédacteur·rice technique – Télétravail, France", "Customer success manager – Lyon"]


def careers_fr(relaid: bool = False) -> str:
    jobs = "".join(f"<li><a href='/fr/offres/{i}'>{j}</a></li>" for i, j in enumerate(FR_JOBS))
    nav = [("/fr/", "Accueil"), ("/fr/produit", "Produit"), ("/fr/tarifs", "Tarifs"), ("/fr/rejoignez-nous", "Carrières")]
    head = "<h2>Nos offres</h2>" if relaid else "<h2>Postes ouverts</h2>"
    return P.shell("Rejoignez-nous - Acme Robotics" if relaid else "Carrières - Acme Robotics",
                   f"{FR_INTRO}{head}<ul>{jobs}</ul>", nav, lang="fr",
                   footer=[("/fr/mentions-legales", "Mentions légales"), ("/fr/confidentialite", "Confidentialité")])


JA_INTRO = ("<h1>未来をつくるロボットを、一緒につくろう</h1><p>Acme Roboticsは、欧州と北米の400社以上の物流企業が"
            "導入する自律型倉庫ロボットを開発しています。東京、リヨン、ベルリン、トロントで180名のエンジニア、"
            "デザイナー、オペレーターが働いており、仲間を募集しています。</p><h2>私たちの働き方</h2><ul><li>"
            "小さなチームが課題を最初から最後まで担当します。</li><li>安全第一。すべてのロボットは人の隣で働くため、"
            "そのようにテストしています。</li></ul><h2>福利厚生</h2><p>競争力のある給与とストックオプション、"
            "年間30日の有給休暇、年間20万円の学習支援、リモートワーク手当。</p>")
JA_JOBS = ["シニアロボティクスエンジニア（東京）", "画像認識エンジニア（東京）", "フリート運用リーダー（大阪）",
           "組込みソフトウェアエンジニア（リモート）", "シニアプロダクトデザイナー（東京）",
           "SRE（サイト信頼性エンジニア）（東京）", "法人営業（関西）", "メカニカルエンジニア（東京）",
           "データエンジニア（リモート）", "カスタマーサクセス（大阪）"]


def careers_ja(relaid: bool = False) -> str:
    jobs = "".join(f"<li><a href='/recruit/{i}'>{j}</a></li>" for i, j in enumerate(JA_JOBS))
    nav = [("/", "ホーム"), ("/product/", "製品"), ("/company/", "会社情報"),
           ("/company/recruit/" if relaid else "/recruit/", "採用情報")]
    return P.shell("採用情報 | Acme Robotics株式会社", f"{JA_INTRO}<h2>募集職種</h2><ul>{jobs}</ul>", nav, lang="ja",
                   footer=[("/privacy/", "プライバシーポリシー")])


def homepage_ja(nav: list[tuple[str, str]]) -> str:
    return P.shell("Acme Robotics株式会社 | 倉庫ロボット", "<h1>倉庫ロボットで物流を変える</h1><p>自律走行ロボットを"
                   "月額でご提供します。</p>", nav, lang="ja", footer=[("/privacy/", "プライバシーポリシー")])


# ------------------------------------------------------------------ hosted boards and vendor pages

def board_rows(jobs: list[tuple[str, str, str]], href: str) -> str:
    return "".join(f"<li class='job'><a href='{href}{i}'>{t}</a><span class='loc'>{loc}</span><span class='dep'>{team}"
                   f"</span></li>" for i, (t, loc, team) in enumerate(jobs))


def breezy_board(name: str = "Acme Robotics") -> str:
    """<org>.breezy.hr: server-rendered positions grouped in a list, the company's short description."""
    intro = CAREERS_MAIN.split('<section class="values">')[0]
    return (f"<!DOCTYPE html><html><head><title>{name} - Current Openings</title></head><body><div class='header'>"
            f"<a class='brand' href='/'>{name}</a></div><div class='description'>{intro}</div><div "
            f"class='positions-container'><h2>Current Openings</h2><ul class='positions'>{board_rows(JOBS, '/p/')}</ul>"
            "</div><div class='footer'>Powered by Breezy HR</div></body></html>")


def recruitee_custom(host: str) -> str:
    intro = CAREERS_MAIN.split('<section class="openings">')[0]
    return ("<!DOCTYPE html><html><head><title>Careers at Acme Robotics</title><meta name='generator' "
            "content='Recruitee Careers Site'><link rel='stylesheet' href='https://d10zminp1cyta8.cloudfront.net/"
            f"careers.css'></head><body><nav><a href='/'>Acme Robotics</a></nav><main>{intro}<h2>Open jobs</h2><ul>"
            f"{board_rows(JOBS, '/o/')}</ul></main><footer>Powered by Recruitee</footer></body></html>")


def wttj_company(slug: str) -> str:
    """welcometothejungle.com/fr/companies/<slug>/jobs: the platform's chrome around one company's openings."""
    intro = CAREERS_MAIN.split('<section class="values">')[0]
    return ("<!DOCTYPE html><html lang='fr'><head><title>Acme Robotics : offres d'emploi | Welcome to the Jungle"
            "</title></head><body><header><a href='/fr'>Welcome to the Jungle</a> <a href='/fr/jobs'>Trouver un job</a>"
            " <a href='/fr/companies'>Trouver une entreprise</a> <a href='/fr/signin'>Se connecter</a></header><main>"
            f"<h1>Acme Robotics</h1><nav><a href='/fr/companies/{slug}'>Présentation</a> <a href='/fr/companies/"
            f"{slug}/jobs'>Jobs</a></nav>{intro}<h2>Les offres d'emploi</h2><ul>"
            f"{board_rows(JOBS, f'/fr/companies/{slug}/jobs/')}</ul></main><footer>Welcome to the Jungle - "
            "Les offres d'emploi des entreprises qui recrutent</footer></body></html>")


def agency_lever_board() -> str:
    """A recruiting agency's Lever board: many clients' openings, none of the company's."""
    jobs = [("Warehouse Shift Supervisor (client: Northwind Foods)", "Rotterdam, Netherlands", "Operations"),
            ("Truck Driver CE, night shift", "Antwerp, Belgium", "Transport"),
            ("Payroll Administrator", "Warsaw, Poland", "Finance"),
            ("Forklift Operator", "Leipzig, Germany", "Operations"),
            ("Customs Clearance Agent", "Hamburg, Germany", "Operations"),
            ("Inventory Controller", "Madrid, Spain", "Operations")]
    groups = "".join(f"<div class='posting'><a class='posting-title' href='http://jobs.lever.co/talentbridge/{i}'>"
                     f"<h5>{t}</h5><div class='posting-categories'><span class='sort-by-location'>{loc}</span>"
                     f"<span class='sort-by-team'>{team}</span></div></a></div>" for i, (t, loc, team) in enumerate(jobs))
    return ("<!DOCTYPE html><html><head><title>TalentBridge Staffing</title></head><body><div class='main-header'>"
            "<a href='https://talentbridge.example'>TalentBridge Staffing</a></div><div class='postings-wrapper'>"
            f"{groups}</div><div class='main-footer'>Jobs powered by Lever</div></body></html>")


def greenhouse_board(token: str) -> str:
    deps: dict[str, list[tuple[int, str, str]]] = {}
    for i, (t, loc, team) in enumerate(JOBS):
        deps.setdefault(team, []).append((i, t, loc))
    secs = "".join(f"<section class='level-0'><h3>{d}</h3>" + "".join(
        f"<div class='opening'><a href='/{token}/jobs/{7100 + i}'>{t}</a><span class='location'>{loc}</span></div>"
        for i, t, loc in rows) + "</section>" for d, rows in deps.items())
    return ("<!DOCTYPE html><html><head><title>Jobs at Acme Robotics</title></head><body><div id='wrapper'><div "
            f"id='main'><h1>Current openings at Acme Robotics</h1>{secs}</div><div id='footer'>Powered by Greenhouse"
            "</div></div></body></html>")


LEVER_GONE = R(404, "<!DOCTYPE html><html><head><title>Not found – 404 error</title></head><body><div class='content'>"
                    "<h2>Sorry, we couldn't find anything here</h2><p>The job board you're looking for might have "
                    "moved.</p></div><div class='footer'>Jobs powered by Lever</div></body></html>")

GREENHOUSE_HOME = html("<!DOCTYPE html><html><head><title>Hiring software | Greenhouse</title></head><body><nav><a "
                       "href='/'>Greenhouse</a> <a href='/product'>Product</a> <a href='/customers'>Customers</a> <a "
                       "href='/demo'>Request a demo</a></nav><main><h1>Hire for what's next</h1><p>Greenhouse is the "
                       "hiring platform that helps companies hire better, with structured interviews and a great "
                       "candidate experience.</p><a href='/careers'>Careers at Greenhouse</a></main></body></html>")


def ashby_api(jobs: list[tuple[str, str, str]], org: str) -> R:
    return jsn({"apiVersion": "1", "jobs": [
        {"id": f"7c1d{i:04d}", "title": t, "location": loc, "department": team, "team": team,
         "employmentType": "FullTime", "isListed": True, "jobUrl": f"https://jobs.ashbyhq.com/{org}/7c1d{i:04d}"}
        for i, (t, loc, team) in enumerate(jobs)]})


def js_shell(title: str) -> str:
    return (f"<!DOCTYPE html><html><head><title>{title}</title><script src='/static/app.js' defer></script></head>"
            "<body><div id='root'></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>")


WORKABLE_SPA = html(js_shell("Workable"))


# ------------------------------------------------------------------ other surfaces at vendors

def mintlify_docs() -> str:
    secs = "".join(f"<div class='card'><a href='/{s.lower().replace(' ', '-')}'><h3>{s}</h3><p>{x}</p></a></div>"
                   for s, x in P.DOC_SECTIONS)
    side = "".join(f"<li><a href='/{s.lower().replace(' ', '-')}'>{s}</a></li>" for s, _ in P.DOC_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Introduction - Acme Robotics</title><meta name='generator' "
            "content='Mintlify'></head><body><div id='navbar'><a href='/'>Acme Robotics</a> <a href='https://"
            "dashboard.acme.example'>Dashboard</a></div><div id='sidebar'><ul>" + side + "</ul></div><div "
            "id='content-area'><h1>Acme Robotics documentation</h1><p>Everything you need to run a fleet of Acme robots: "
            f"setup, mapping, the Fleet API and safety.</p>{secs}</div><footer>Powered by Mintlify</footer></body></html>")


def launchnotes() -> str:
    items = "".join(f"<article class='release-card'><h2>Version {v}</h2><time>{d}</time><ul>"
                    f"{''.join(f'<li>{c}</li>' for c in ch)}</ul></article>" for v, d, ch in P.RELEASES)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Product Updates</title></head><body><header><a href='/'>"
            "Acme Robotics</a> <a href='/subscribe'>Subscribe to updates</a></header><main><h1>What's new</h1>"
            f"{items}</main><footer>Powered by LaunchNotes</footer></body></html>")


def hashnode_blog() -> str:
    items = "".join(f"<div class='post'><a href='/{s}'><h2>{t}</h2></a><p>{x}</p><span>{d}</span></div>"
                    for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Engineering</title></head><body><header><a href='/'>Acme "
            "Robotics Engineering</a> <a href='/newsletter'>Newsletter</a> <a href='https://hashnode.com/onboard'>"
            f"Sign in</a></header><main>{items}</main><footer>Powered by Hashnode - Home for tech writers and "
            "readers</footer></body></html>")


def iubenda_policy() -> str:
    secs = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in P.PRIVACY_SECTIONS)
    return ("<!DOCTYPE html><html><head><title>Privacy Policy of acme.example</title></head><body><div "
            "id='iub-legalDoc'><h1>Privacy Policy of acme.example</h1><p>Latest update: 2026-09-01</p>" + secs +
            "</div><footer>Privacy Policy generated with iubenda</footer></body></html>")


def rss(host: str) -> str:
    items = "".join(f"<item><title>{t}</title><link>http://{host}/blog/{u}</link><pubDate>{d}</pubDate>"
                    f"<description>{x}</description></item>" for t, u, d, x in P.POSTS)
    return (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Acme Robotics blog</title>'
            f"<link>http://{host}/blog</link><description>Stories from Acme Robotics</description>{items}</channel></rss>")


# ------------------------------------------------------------------ temporary trouble

def cloudflare_5xx(code: int, host: str) -> R:
    what = {520: "Web server is returning an unknown error", 522: "Connection timed out", 524: "A timeout occurred"}
    return R(code, f"<!DOCTYPE html><html lang='en-US'><head><title>{host} | {code}: {what[code]}</title></head><body>"
                   f"<div id='cf-wrapper'><h1><span>{what[code]}</span> <span>Error code {code}</span></h1><div>Visit "
                   "cloudflare.com for more information.</div><div class='cf-error-details'><h2>What happened?</h2>"
                   "<p>The initial connection between Cloudflare's network and the origin web server timed out.</p>"
                   "<h2>What can I do?</h2><p>Please try again in a few minutes.</p></div><div>Cloudflare Ray ID: "
                   "8e1f2a3b4c5d6e7f</div></div></body></html>", headers={"Server": "cloudflare"})


AKAMAI_DENIED = R(403, "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't "
                       "have permission to access \"http&#58;&#47;&#47;f23&#46;test&#47;careers\" on this server.<P>\n"
                       "Reference&#32;&#35;18&#46;4f2d3b17&#46;1733470000&#46;1a2b3c4d\n<P>https&#58;&#47;&#47;errors"
                       "&#46;edgesuite&#46;net&#47;18&#46;4f2d3b17</P>\n</BODY>\n</HTML>\n",
                  headers={"Server": "AkamaiGHost"})

DATADOME = R(403, "<html><head><title>f24.test</title><style>#cmsg{animation: A 1.5s;}</style></head><body "
                  "style='margin:0'><p id='cmsg'>Please enable JS and disable any ad blocker</p><script "
                  "data-cfasync='false'>var dd={'rt':'c','cid':'AHrlqAAAAAMA1','hsh':'2211F522B61E269B869FA6EA',"
                  "'t':'fe','s':17434,'host':'geo.captcha-delivery.com'}</script><script data-cfasync='false' "
                  "src='https://ct.captcha-delivery.com/c.js'></script></body></html>",
             headers={"x-datadome": "protected", "Server": "nginx"})

AWS_WAF = R(202, "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title></title><script type='text/"
                 "javascript' src='https://3a1b2c.edge.sdk.awswaf.com/3a1b2c/challenge.js'></script></head><body><div "
                 "id='challenge-container'></div><noscript><h1>JavaScript is disabled</h1>In order to continue, we need "
                 "to verify that you're not a robot. This requires JavaScript. Enable JavaScript and then reload the "
                 "page.</noscript><script>AwsWafIntegration.checkForceRefresh().then(()=>ChallengeScript.submit());"
                 "</script></body></html>", headers={"x-amzn-waf-action": "challenge"})

VERCEL_CHECKPOINT = R(429, "<!DOCTYPE html><html><head><title>Vercel Security Checkpoint</title></head><body><main>"
                           "<h1>We're verifying your browser</h1><p>Website owner? Click here to fix</p><noscript>Please "
                           "enable JavaScript to continue.</noscript></main><footer>Vercel Security Checkpoint | fra1::"
                           "1733470000-abc</footer></body></html>", headers={"x-vercel-mitigated": "challenge",
                                                                             "Server": "Vercel"})

INCAPSULA = R(200, "<html style='height:100%'><head><META NAME='ROBOTS' CONTENT='NOINDEX, NOFOLLOW'><meta "
                   "name='format-detection' content='telephone=no'><meta name='viewport' content='initial-scale=1.0'>"
                   "<meta http-equiv='X-UA-Compatible' content='IE=edge,chrome=1'></head><body style='margin:0px;"
                   "height:100%'><iframe id='main-iframe' src='/_Incapsula_Resource?SWUDNSAI=31&xinfo=10-12345-0"
                   "&incident_id=1234-5678&edet=15&cinfo=04000000&rpinfo=0&mth=GET' frameborder=0 width='100%' "
                   "height='100%' marginheight='0px' marginwidth='0px'>Request unsuccessful. Incapsula incident ID: "
                   "1234000560123456789-12345678901234567</iframe></body></html>",
              headers={"X-CDN": "Incapsula", "X-Iinfo": "10-12345-0 0NNN RT(1733470000 0) q(0 -1 -1 -1) r(0 -1)"})

HEROKU_ERROR = R(503, "<!DOCTYPE html><html><head><meta name='viewport' content='width=device-width, initial-scale=1'>"
                      "<meta charset='utf-8'><title>Application Error</title><style media='screen'>html,body,iframe{"
                      "margin:0;padding:0}</style></head><body><iframe src='//www.herokucdn.com/error-pages/"
                      "application-error.html'></iframe></body></html>", headers={"Server": "Cowboy"})

WP_MAINTENANCE = R(503, "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Maintenance</title></head><body><h1>"
                        "Briefly unavailable for scheduled maintenance. Check back in a minute.</h1></body></html>",
                   headers={"Retry-After": "600"})


def maint(lang: str, title: str, text: str) -> R:
    return html(f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
                f"<div class='maintenance'><img src='/logo.svg' alt='Acme Robotics'><h1>{title}</h1><p>{text}</p></div>"
                "</body></html>")


MAINT_PL = maint("pl", "Przerwa techniczna", "Trwają prace konserwacyjne. Strona będzie dostępna wkrótce. "
                                             "Przepraszamy za utrudnienia.")
MAINT_NL = maint("nl", "We zijn zo terug!", "Onze website is tijdelijk niet beschikbaar wegens gepland onderhoud. "
                                            "Probeer het later nog eens.")
MAINT_PT = maint("pt-BR", "Site em manutenção", "Estamos realizando uma manutenção programada. Voltamos em breve. "
                                                "Agradecemos a compreensão.")
MAINT_ZH = maint("zh-CN", "系统维护中", "为了给您提供更好的服务，网站正在进行系统升级维护，请稍后再访问。给您带来不便，敬请谅解。")

CF_CHALLENGE = R(403, "<!DOCTYPE html><html lang='en-US'><head><title>Just a moment...</title></head><body><div "
                      "class='main-wrapper'><h2>Verifying you are human. This may take a few seconds.</h2><noscript>"
                      "Enable JavaScript and cookies to continue</noscript><script>window._cf_chl_opt={cvId:'3',"
                      "cType:'managed'};</script></div></body></html>",
                 headers={"cf-mitigated": "challenge", "Server": "cloudflare"})


# ------------------------------------------------------------------ gone, wrong pages

FAREWELL = html(page("Thank you - Acme Robotics", "<h1>Thank you for eight wonderful years</h1><p>After eight years, "
                     "Acme Robotics has ceased operations and closed its doors on 30 November 2026. We are deeply "
                     "grateful to our customers, partners and every colleague who built our robots with us.</p><p>For "
                     "questions about existing contracts, please contact the administrator at admin@liquidator."
                     "example.</p>", nav=[]))

SUNSET_POST = html(page("Sunsetting Acme Cloud - Acme Robotics", "<h1>Sunsetting Acme Cloud</h1><time>2026-11-15"
                        "</time><p>After a lot of thought, we have decided to wind down Acme Cloud, our hosted fleet "
                        "dashboard. Existing customers can keep using it until 31 March 2027; we will help every "
                        "customer export their maps and mission history.</p><p>Thank you for trusting us.</p>"))

PARKING_LANDER = html("<!DOCTYPE html><html><head><title>f33.test</title><script>window.LANDER_SYSTEM='PW';</script>"
                      "<script src='/lander/assets/main.js'></script></head><body><div id='root'><h1>f33.test</h1>"
                      "<p>This domain is for sale! Get this domain.</p><p>The owner of f33.test is offering it for "
                      "sale for an asking price of 2,499 USD.</p></div></body></html>")

NEXT_404 = html("<!DOCTYPE html><html><head><meta charset='utf-8'><meta name='robots' content='noindex'><title>404: "
                "This page could not be found</title><script src='/_next/static/chunks/main.js' defer></script></head>"
                "<body><div id='__next'><div style='font-family:system-ui;height:100vh;text-align:center'><div><h1 "
                "class='next-error-h1'>404</h1><div><h2>This page could not be found.</h2></div></div></div></div>"
                "<script id='__NEXT_DATA__' type='application/json'>{\"props\":{\"pageProps\":{\"statusCode\":404}},"
                "\"page\":\"/_error\"}</script></body></html>")

SQUARESPACE_404 = html(P.shell("Careers — Acme Robotics", "<h1>We couldn't find the page you were looking for.</h1>"
                               "<p>This is either because:</p><ul><li>There is an error in the URL entered into your "
                               "web browser. Please check the URL and try again.</li><li>The page you are looking for "
                               "has been moved or deleted.</li></ul><p>You can return to our homepage by <a href='/'>"
                               "clicking here</a>, or you can try searching for the content you are seeking by <a "
                               "href='/search'>clicking here</a>.</p>"))


def wp_search(query: str) -> str:
    items = "".join(f"<article><h2><a href='/{t.lower().replace(' ', '-').replace(',', '')}'>{t}</a></h2><p>We are "
                    f"hiring a {t} in {loc}.</p></article>" for t, loc, _ in JOBS[:8])
    return P.shell(f"You searched for {query} - Zenith Automation", f"<h1>Search Results for: {query}</h1>{items}",
                   [("/", "Home"), ("/careers", "Careers"), ("/blog", "Blog")])


def lang_splash() -> str:
    return ("<!DOCTYPE html><html><head><title>Acme Robotics</title><link rel='alternate' hreflang='en' href='/en/'>"
            "<link rel='alternate' hreflang='de' href='/de/'><link rel='alternate' hreflang='fr' href='/fr/'>"
            "<link rel='alternate' hreflang='x-default' href='/'></head><body><div class='splash'><img src='/logo.svg' "
            "alt='Acme Robotics'><h1>Choose your region</h1><ul><li><a href='/en/'>International (English)</a></li>"
            "<li><a href='/de/'>Deutschland (Deutsch)</a></li><li><a href='/fr/'>France (Français)</a></li></ul>"
            "</div></body></html>")


def moved_notice(lang: str, title: str, text: str, status: int = 200) -> R:
    return R(status, page(title, f"<h1>{title}</h1><p>{text}</p>", lang))


def big_sitemap(host: str, n: int, extra: list[str]) -> R:
    urls = [f"/products/warehouse-part-{i:05d}" for i in range(n)]
    urls[n * 4 // 5:n * 4 // 5] = extra
    return xml(host, ["/", "/collections/all", *urls])


def hreflang_sitemap(host: str) -> R:
    pairs = [("/en/careers", "/fr/rejoignez-nous", "/de/karriere"), ("/en/pricing", "/fr/tarifs", "/de/preise")]
    urls = "".join(
        f"<url><loc>http://{host}{loc}</loc>" + "".join(
            f"<xhtml:link rel='alternate' hreflang='{lg}' href='http://{host}{alt}'/>"
            for lg, alt in zip(("en", "fr", "de"), trio)) + "</url>"
        for trio in pairs for loc in trio)
    return R(200, "<?xml version='1.0' encoding='UTF-8'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
                  f"xmlns:xhtml='http://www.w3.org/1999/xhtml'>{urls}</urlset>", "application/xml")


def prnewswire_company() -> str:
    items = "".join(f"<div class='row newsCards'><a class='newsreleaseconsolidatelink' href='/news-releases/"
                    f"{t.lower().replace(' ', '-')[:40]}-30{i}.html'><h3>{t}</h3><p>{x}</p></a><small>{d}</small></div>"
                    for i, (t, d, x) in enumerate(P.PRESS))
    return ("<!DOCTYPE html><html><head><title>Acme Robotics News | PR Newswire</title></head><body><header><a href='/'>"
            "PR Newswire</a> <a href='/news-releases/'>News</a> <a href='/contact-us/'>Contact</a> <a "
            "href='/account/login/'>Log in</a></header><main><h1>Acme Robotics</h1><p>Press releases from Acme "
            f"Robotics. Media contact: press at acme dot example.</p>{items}</main><footer>&copy; 2026 Cision US Inc."
            "</footer></body></html>")


def readthedocs_home() -> str:
    return P.docs_home().replace("<title>Acme Robotics documentation</title>",
                                 "<title>Acme Robotics documentation &mdash; Acme Robotics 5.2 documentation</title>"
                                 ).replace("Edit this page on GitHub", "Built with Sphinx using a theme provided by "
                                                                       "Read the Docs.")


GH_PAGES_404 = R(404, "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Site not found &middot; GitHub Pages"
                      "</title></head><body><div class='container'><h1>404</h1><p><strong>There isn't a GitHub Pages "
                      "site here.</strong></p><p>If you're trying to publish one, <a href='https://docs.github.com/"
                      "pages/'>read the full documentation</a> to learn how to set up <strong>GitHub Pages</strong> for "
                      "your repository, organization, or user account.</p></div></body></html>",
                 headers={"Server": "GitHub.com"})


def encoded(body: str, charset: str) -> R:
    """A page whose bytes are in `charset`, declared only in its `<meta charset>` (no charset in Content-Type)."""
    return R(200, body.replace("<meta charset='utf-8'>", f"<meta charset='{charset}'>").encode(charset), "text/html")


def homepage_de(nav: list[tuple[str, str]]) -> str:
    return P.shell("Acme Robotics - Lagerroboter", "<h1>Acme Robotics baut Lagerroboter</h1><p>Autonome mobile "
                   "Roboter für die Logistik, monatlich gemietet.</p>", nav, lang="de",
                   footer=[("/de/datenschutz", "Datenschutz"), ("/de/impressum", "Impressum")])


def careers_de_relaid() -> str:
    return P.careers_de().replace("<h2>Offene Stellen</h2>", "<h2>Aktuelle Stellenangebote</h2>").replace(
        "/de/karriere", "/de/jobs")


REFRESH_GARBAGE = html("<!DOCTYPE html><html><head><meta http-equiv='refresh' content='0;url=javascript:void(0)'>"
                       "<title>Page not found - Acme Robotics</title></head><body><h1>Page not found</h1><p>Sorry, "
                       "this page does not exist.</p></body></html>")

SOFT_404_SPA = html("<!DOCTYPE html><html><head><title>Zenith Automation</title></head><body><div id='app'><header><a "
                    "href='/'>Zenith Automation</a><nav><a href='/product'>Product</a> <a href='/join'>Join us</a></nav>"
                    "</header><main><h1>Page not found</h1><p>Sorry, we couldn't find the page you were looking for."
                    "</p></main></div></body></html>")

SEDO = html("<!DOCTYPE html><html><head><title>f84.test - This website is for sale! - f84 Resources and Information."
            "</title></head><body><div class='container'><h1>f84.test</h1><p>This domain may be for sale!</p><div "
            "class='related'><h2>Related Searches</h2><ul><li><a href='/?q=robots'>Robots</a></li><li><a "
            "href='/?q=jobs'>Jobs</a></li><li><a href='/?q=warehouse'>Warehouse</a></li></ul></div><p>Buy this domain"
            "</p></div></body></html>")


def refresh_notice(delay: int, target: str) -> R:
    return html(f"<!DOCTYPE html><html><head><meta http-equiv='refresh' content='{delay};url={target}'><title>We've "
                "moved - Acme Robotics</title></head><body><main><h1>We've moved!</h1><p>Acme Robotics is now Zenith "
                f"Automation. You'll be redirected to our new website in {delay} seconds. If nothing happens, <a "
                f"href='{target}'>click here</a>.</p></main></body></html>")


WP_LOGIN = html(P.shell("Log In &lsaquo; Acme Robotics &#8212; WordPress", "<div id='login'><h1><a href='https://"
                        "wordpress.org/'>Powered by WordPress</a></h1><form name='loginform' id='loginform' action='/"
                        "wp-login.php' method='post'><p><label for='user_login'>Username or Email Address</label><input "
                        "type='text' name='log' id='user_login'></p><div class='user-pass-wrap'><label for='user_pass'>"
                        "Password</label><input type='password' name='pwd' id='user_pass'></div><p class='submit'><input "
                        "type='submit' name='wp-submit' value='Log In'></p></form><p id='nav'><a href='/wp-login.php?"
                        "action=lostpassword'>Lost your password?</a></p></div>", nav=[]))

INCIDENT = html("<!DOCTYPE html><html><head><title>Acme Robotics Status</title></head><body><div class='layout-content "
                "status status-incident'><div class='page-header'>Acme Robotics</div><div class='unresolved-incident "
                "impact-critical'><div class='incident-title'>Website unavailable</div><div class='update'><strong>"
                "Investigating</strong> - We are currently experiencing an outage of our website and are redirecting "
                "visitors here while we work on a fix. Posted 12 minutes ago.</div></div><div class='components-"
                "container'><div class='component-container'><span class='name'>Website</span><span class='component-"
                "status'>Major Outage</span></div><div class='component-container'><span class='name'>Fleet dashboard"
                "</span><span class='component-status'>Operational</span></div></div><div class='page-footer'>Powered "
                "by Atlassian Statuspage</div></div></body></html>")

CANONICAL_HOME_STUB = html(P.shell("Careers - Acme Robotics", "<h1>Careers</h1><p>We are not hiring at the moment. "
                                   "Follow us on LinkedIn to hear about future openings.</p>",
                                   head="<link rel='canonical' href='http://f110.test/'>"))

CF_COUNTRY_BLOCK = R(403, "<!DOCTYPE html><html lang='en-US'><head><title>Access denied | f117.test used Cloudflare to "
                          "restrict access</title></head><body><div id='cf-wrapper'><h1>Access denied</h1><span>Error "
                          "code 1009</span><h2>The owner of this website (f117.test) has banned the country or region "
                          "your IP address is in (FR) from accessing this website.</h2><div>Cloudflare Ray ID: "
                          "8e1f2a3b4c5d6e80</div></div></body></html>", headers={"Server": "cloudflare"})


def google_doc() -> str:
    """A Google Doc published to the web: the careers text in Docs' markup, Google's chrome around it."""
    body = CAREERS_MAIN.replace("<section", "<div").replace("</section>", "</div>")
    return ("<!DOCTYPE html><html><head><title>Careers at Acme Robotics - Google Docs</title></head><body><div "
            "id='header'><div id='title'>Careers at Acme Robotics</div><div id='interval'>Updated automatically every "
            f"5 minutes</div></div><div id='contents'><div class='doc-content'>{body}</div></div><div id='footer'>"
            "Published using Google Docs <a href='https://docs.google.com/abuse'>Report abuse</a> <a "
            "href='//support.google.com/docs/answer/183965'>Learn more</a></div></body></html>")


def acquirer_notice() -> R:
    return html(page("Acme Robotics is now part of BigCorp", "<h1>Acme Robotics is now part of BigCorp Logistics</h1>"
                     "<p>We joined BigCorp Logistics in October 2026. Our team keeps building the same robots. Find "
                     "our open roles on <a href='http://bigcorp116.test/careers/acme-robotics'>BigCorp's careers "
                     "site</a>.</p>"))


def acquirer_careers() -> str:
    return P.shell("Acme Robotics careers - BigCorp Logistics", CAREERS_MAIN.replace(
        "Acme Robotics designs", "Acme Robotics, a BigCorp Logistics company, designs"),
        [("/", "BigCorp"), ("/careers", "Careers"), ("/careers/acme-robotics", "Acme Robotics")])


def join_company(slug: str) -> str:
    """join.com/companies/<slug>: server-rendered company page with its open jobs."""
    intro = CAREERS_MAIN.split('<section class="values">')[0]
    return ("<!DOCTYPE html><html><head><title>Jobs at Acme Robotics | JOIN</title></head><body><header><a href='/'>"
            "JOIN</a> <a href='/login'>Log in</a> <a href='/signup'>Post a job for free</a></header><main><h1>Acme "
            f"Robotics</h1>{intro}<h2>{len(JOBS)} open jobs</h2><ul>{board_rows(JOBS, f'/companies/{slug}/')}</ul>"
            "</main><footer>JOIN - Recruiting made easy</footer></body></html>")


def homerun_board() -> str:
    intro = CAREERS_MAIN.split('<section class="openings">')[0]
    return ("<!DOCTYPE html><html><head><title>Careers at Acme Robotics</title></head><body><div class='job-list'>"
            f"{intro}<h2>Open positions</h2><ul>{board_rows(JOBS, '/')}</ul></div><footer>Powered by Homerun"
            "</footer></body></html>")


def ghost_blog() -> str:
    items = "".join(f"<article class='post-card'><a class='post-card-content-link' href='/{s}/'><header "
                    f"class='post-card-header'><h2 class='post-card-title'>{t}</h2></header><div class='post-card-"
                    f"excerpt'><p>{x}</p></div></a><footer class='post-card-meta'><time>{d}</time></footer></article>"
                    for t, s, d, x in P.POSTS)
    return ("<!DOCTYPE html><html><head><title>Acme Robotics Blog</title><meta name='generator' content='Ghost 5.96'>"
            "</head><body class='home-template'><header class='site-header'><a class='site-nav-logo' href='/'>Acme "
            "Robotics Blog</a><a href='#/portal/signup'>Subscribe</a></header><main id='site-main'><div class='post-"
            f"feed'>{items}</div></main><footer class='site-footer'>Powered by Ghost</footer></body></html>")


LEVER_GONE_LINKING_LEVER = R(404, "<!DOCTYPE html><html><head><title>Not found – 404 error</title></head><body><div "
                                  "class='content'><h2>Sorry, we couldn't find anything here</h2><p>The job board "
                                  "you're looking for might have moved. Looking for a job at Lever? <a "
                                  "href='/lever'>See our open roles</a>.</p></div><div class='footer'>Jobs powered "
                                  "by Lever</div></div></body></html>")


def about_with_careers() -> str:
    about = ("<section id='about'><h1>About Acme Robotics</h1><p>Founded in Lyon in 2016 by three engineers from the "
             "automotive industry, Acme Robotics rents autonomous robots to warehouses by the month.</p></section>")
    return P.shell("About us - Acme Robotics", about + f"<section id='careers'>{CAREERS_MAIN}</section>")


def careers_de_rebranded() -> str:
    return P.careers_de().replace("Acme Robotics", "Zürich Robotik")


def next_shell_home(links: list[tuple[str, str]]) -> str:
    """A Next.js front page rendered on the client: its menu only in the framework's JSON."""
    data = {"props": {"pageProps": {"navigation": [{"label": t, "href": h} for h, t in links]}}, "page": "/",
            "buildId": "a1b2c3"}
    return ("<!DOCTYPE html><html><head><title>Acme Robotics</title><script src='/_next/static/chunks/main.js' defer>"
            "</script></head><body><div id='__next'></div><script id='__NEXT_DATA__' type='application/json'>"
            f"{json.dumps(data)}</script></body></html>")


CAREER_DAY_POST = html(P.shell("Our 2019 career day - Acme Robotics", "<article><h1>Our 2019 career day</h1><time>"
                               "2019-05-14</time><p>Forty students from Lyon's engineering schools spent a day in our "
                               "test warehouse, drove robots and met our engineers.</p></article>"))


def company_hub() -> str:
    return P.shell("Company - Acme Robotics", "<h1>Company</h1><p>Everything about Acme Robotics.</p><ul><li><a "
                   "href='/company/about'>About us</a></li><li><a href='/company/team'>Leadership</a></li><li><a "
                   "href='/company/join'>Careers</a></li><li><a href='/company/press'>Press</a></li></ul>")


def fr_home(nav: list[tuple[str, str]]) -> str:
    return P.shell("Acme Robotics - Robots d'entrepôt", "<h1>Acme Robotics fabrique des robots d'entrepôt</h1><p>Des "
                   "robots mobiles autonomes pour la logistique, loués au mois.</p>", nav, lang="fr")


LEVER_GENERAL_APPLICATION = html("<!DOCTYPE html><html><head><title>Acme Robotics - General Application</title></head>"
                                 "<body><div class='main-header'><a href='http://jobs.lever.co/acmef141'>Acme Robotics"
                                 "</a></div><div class='posting-headline'><h2>General Application</h2><div class='"
                                 "posting-categories'>Anywhere</div></div><div class='content'><p>Don't see a role "
                                 "that fits? Send us your CV and we will reach out when something opens up.</p></div>"
                                 "<form class='application-form'><input name='name'><input name='email'><input "
                                 "type='file' name='resume'><button>Submit application</button></form><div class='"
                                 "main-footer'>Jobs powered by Lever</div></body></html>")


def careers_churned() -> str:
    """The careers page at its new address, months later: the same intro, values and benefits, other openings."""
    jobs = "".join(f"<li><a href='/join/{i}'>{t}</a> <span>{loc}</span></li>"
                   for i, (t, loc) in enumerate(NEW_JOBS_F))
    main = CAREERS_MAIN.split('<ul class="jobs">')[0] + f"<ul class='jobs'>{jobs}</ul></section>" + \
        CAREERS_MAIN.split("</section>", 4)[-1]
    return P.shell("Join us - Acme Robotics", main, NAV + [("/join", "Join us")])


NEW_JOBS_F = [("Robotics Software Engineer, Navigation", "Lyon, France"), ("Field Service Technician", "Chicago, US"),
              ("Head of Marketing", "Berlin, Germany"), ("Payroll Specialist", "Lyon, France"),
              ("Solutions Architect", "Toronto, Canada"), ("QA Engineer, Firmware", "Remote, Europe"),
              ("Battery Systems Engineer", "Lyon, France"), ("Sales Development Representative", "Munich, Germany")]

NOSCRIPT_SHELL = html("<!DOCTYPE html><html><head><title>Careers - Acme Robotics</title><noscript><meta "
                      "http-equiv='refresh' content='0;url=/enable-javascript'></noscript><script src='/static/app.js' "
                      "defer></script></head><body><div id='root'></div></body></html>")
ENABLE_JS = html(P.shell("Please enable JavaScript - Acme Robotics", "<h1>Please enable JavaScript</h1><p>This site "
                         "needs JavaScript to work. Please enable it in your browser settings.</p>"))


TECH_DIFFICULTIES = html("<!DOCTYPE html><html><head><title>Acme Robotics</title></head><body><div class='error'><h1>"
                         "We're experiencing technical difficulties</h1><p>Our website is having some trouble right "
                         "now. Please try again later.</p></div></body></html>")

RATE_LIMIT_403 = R(403, "<html><head><title>Too Many Requests</title></head><body><h1>Rate limit exceeded</h1><p>You "
                        "have sent too many requests in a given amount of time. Please slow down and try again later."
                        "</p></body></html>", "text/html")


def atom(host: str) -> str:
    entries = "".join(f"<entry><title>{t}</title><link href='http://{host}/posts/{u}'/><id>tag:{host},2026:{u}</id>"
                      f"<updated>{d}T09:00:00Z</updated><summary>{x}</summary></entry>" for t, u, d, x in P.POSTS)
    return (f"<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Acme Robotics blog"
            f"</title><link href='http://{host}/posts/'/><updated>2026-10-02T09:00:00Z</updated><id>tag:{host},2026:"
            f"blog</id>{entries}</feed>")


IMPRESSUM = ("<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>Acme Robotics GmbH<br>Friedrichstraße 68<br>10117 Berlin"
             "</p><p>Handelsregister: HRB 212345 B<br>Registergericht: Amtsgericht Charlottenburg</p><p>Vertreten durch "
             "die Geschäftsführer: Claire Martin, Jonas Weber</p><h2>Kontakt</h2><p>Telefon: +49 30 1234567<br>E-Mail: "
             "kontakt at acme dot example</p><h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 "
             "a Umsatzsteuergesetz: DE 312345678</p><h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit oder "
             "verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>")


SITUATIONS = [
    # ---------------------------------------------------------------- server and page signals
    Situation("three_hop_chain_with_a_protocol_relative_and_a_relative_location",
              {"f01.test": {"/careers": moved("//www.f01.test/careers")},
               "www.f01.test": {"/careers": moved("/company/careers/", 308),
                                "/company/careers/": html(P.CAREERS_V2)}},
              "http://f01.test/careers", "migrated", "http://www.f01.test/company/careers/", status="redirected"),
    Situation("meta_refresh_with_a_quoted_url",
              {"f02.test": {"/careers": html("<!DOCTYPE html><html><head><meta http-equiv=\"Refresh\" content=\"0; "
                                             "URL='/join-us/'\"><title>Redirecting…</title></head><body><p>Redirecting"
                                             "…</p></body></html>"),
                            "/join-us/": html(P.CAREERS_V2)}},
              "http://f02.test/careers", "migrated", "http://f02.test/join-us/"),
    Situation("script_assigning_window_location_href",
              {"f03.test": {"/careers": html("<!DOCTYPE html><html><head><title>Careers</title><script>"
                                             "window.location.href = \"/team/jobs\";</script></head><body></body></html>"),
                            "/team/jobs": html(P.CAREERS_V2)}},
              "http://f03.test/careers", "migrated", "http://f03.test/team/jobs"),
    Situation("303_see_other_to_the_new_page",
              {"f04.test": {"/careers": moved("/jobs", 303), "/jobs": html(P.CAREERS_V2)}},
              "http://f04.test/careers", "migrated", "http://f04.test/jobs", status="redirected"),
    Situation("spanish_410_linking_onward",
              {"f05.test": {"/es/empleo": R(410, P.shell("Página no disponible - Acme Robotics", "<h1>Esta página ya no "
                                                       "existe</h1><p>Nuestras ofertas de empleo están ahora en <a href="
                                                       "'/es/trabaja-con-nosotros'>Trabaja con nosotros</a>.</p>",
                                                       lang="es")),
                            "/es/trabaja-con-nosotros": html(careers_es(True))}},
              "http://f05.test/es/empleo", "migrated", "http://f05.test/es/trabaja-con-nosotros",
              reference=careers_es()),
    Situation("dutch_moved_notice_to_a_werkenbij_subdomain",
              {"f06.test": {"/vacatures": moved_notice("nl", "Onze vacatures zijn verhuisd", "Je vindt al onze "
                                                       "vacatures voortaan op <a href='http://werkenbij.f06.test/'>"
                                                       "werkenbij.f06.test</a>."),
                            "/": html(P.homepage())},
               "werkenbij.f06.test": {"/": html(P.CAREERS_V2)}},
              "http://f06.test/vacatures", "migrated", "http://werkenbij.f06.test/"),
    Situation("japanese_moved_notice_on_the_old_recruit_page",
              {"f07.test": {"/recruit/": html(P.shell("ページ移転のお知らせ | Acme Robotics株式会社", "<h1>ページ移転の"
                                                      "お知らせ</h1><p>採用情報ページは移転しました。新しいページは<a "
                                                      "href='/company/recruit/'>こちら</a>です。お手数ですがブックマーク"
                                                      "の変更をお願いいたします。</p>", lang="ja")),
                            "/company/recruit/": html(careers_ja(True)),
                            "/": html(homepage_ja([("/", "ホーム"), ("/company/recruit/", "採用情報")]))}},
              "http://f07.test/recruit/", "migrated", "http://f07.test/company/recruit/", reference=careers_ja()),
    Situation("portuguese_notice_pointing_to_a_gupy_board",
              {"f08.test": {"/trabalhe-conosco": moved_notice("pt-BR", "Nossas vagas mudaram de endereço", "Agora "
                                                              "todas as nossas vagas estão no nosso portal de carreiras: "
                                                              "<a href='http://acmef08.gupy.io/'>acmef08.gupy.io</a>."),
                            "/": html(P.homepage())},
               "acmef08.gupy.io": {"/": html(P.CAREERS_V2)}},
              "http://f08.test/trabalhe-conosco", "migrated", "http://acmef08.gupy.io/"),
    # ---------------------------------------------------------------- CMS migrations
    Situation("wordpress_page_id_url_now_answers_the_new_sites_front_page",
              {"f10.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])), "/careers": html(P.CAREERS_V2)}},
              "http://f10.test/?page_id=42", "migrated", "http://f10.test/careers", website="http://f10.test/"),
    Situation("drupal_node_gone_new_page_only_in_a_sitemap_index_named_in_robots_txt",
              {"f11.test": {"/node/17": NOT_FOUND, "/": html(P.homepage()),
                            "/robots.txt": R(200, "User-agent: *\nDisallow: /admin/\n\nSitemap: http://f11.test/"
                                                  "sitemap-index.xml\n", "text/plain"),
                            "/sitemap-index.xml": R(200, "<?xml version='1.0'?><sitemapindex xmlns='http://www."
                                                         "sitemaps.org/schemas/sitemap/0.9'><sitemap><loc>http://f11."
                                                         "test/sitemap-posts.xml</loc></sitemap><sitemap><loc>http://"
                                                         "f11.test/sitemap-pages.xml</loc></sitemap></sitemapindex>",
                                                    "application/xml"),
                            "/sitemap-posts.xml": xml("f11.test", [f"/blog/{s}" for _, s, _, _ in P.POSTS]),
                            "/sitemap-pages.xml": xml("f11.test", ["/", "/product", "/pricing", "/about",
                                                                   "/about/careers", "/contact"]),
                            "/about/careers": html(P.CAREERS_V2)}},
              "http://f11.test/node/17", "migrated", "http://f11.test/about/careers"),
    Situation("static_html_page_gone_after_a_move_to_clean_urls",
              {"f12.test": {"/careers.html": NOT_FOUND, "/": html(P.homepage(NAV + [("/careers", "Careers")])),
                            "/careers": html(P.CAREERS_V2)}},
              "http://f12.test/careers.html", "migrated", "http://f12.test/careers"),
    Situation("blog_subdomain_folded_into_the_main_domain",
              {"blog.f13.test": {"*": moved("http://f13.test/blog")},
               "f13.test": {"/blog": html(P.blog_new("/blog/")), "/": html(P.homepage())}},
              "http://blog.f13.test/", "migrated", "http://f13.test/blog", surface="blog", reference=P.blog_old(),
              website="http://f13.test/", status="redirected"),
    # ---------------------------------------------------------------- job board vendors
    Situation("lever_board_gone_while_the_site_links_a_job_boards_greenhouse_board",
              {"jobs.lever.co": {"/acmef14": LEVER_GONE},
               "f14.test": {"/": html(P.homepage(NAV + [("http://job-boards.greenhouse.io/acmef14", "Careers")]))},
               "job-boards.greenhouse.io": {"/acmef14": html(greenhouse_board("acmef14"))}},
              "http://jobs.lever.co/acmef14", "migrated", "http://job-boards.greenhouse.io/acmef14",
              reference=P.lever_board("acmef14"), website="http://f14.test/", never=(("jobs.lever.co", "/"),)),
    Situation("workable_board_gone_while_the_careers_page_links_an_ashby_board",
              {"apply.workable.com": {"/acmef15/": WORKABLE_SPA,
                                      "/api/v1/widget/accounts/acmef15": jsn({"error": "Not found"}, 404)},
               "f15.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                            "/careers": html(page("Careers - Acme Robotics", "<h1>Join Acme Robotics</h1><p>See all "
                                                  "our open positions on <a href='http://jobs.ashbyhq.com/acmef15'>our "
                                                  "jobs board</a>.</p>"))},
               "jobs.ashbyhq.com": {"/acmef15": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmef15": ashby_api(JOBS, "acmef15")}},
              "http://apply.workable.com/acmef15/", "migrated", "http://api.ashbyhq.com/posting-api/job-board/acmef15",
              reference=P.lever_board("acmef15"), website="http://f15.test/", target_kind="ats"),
    Situation("workable_board_gone_while_the_menu_links_an_ashby_board",
              {"apply.workable.com": {"/acmef15b/": WORKABLE_SPA,
                                      "/api/v1/widget/accounts/acmef15b": jsn({"error": "Not found"}, 404)},
               "f15b.test": {"/": html(P.homepage(NAV + [("http://jobs.ashbyhq.com/acmef15b", "Careers")]))},
               "jobs.ashbyhq.com": {"/acmef15b": html(js_shell("Jobs at Acme Robotics"))},
               "api.ashbyhq.com": {"/posting-api/job-board/acmef15b": ashby_api(JOBS, "acmef15b")}},
              "http://apply.workable.com/acmef15b/", "migrated",
              "http://api.ashbyhq.com/posting-api/job-board/acmef15b", reference=P.lever_board("acmef15b"),
              website="http://f15b.test/", target_kind="ats"),
    Situation("greenhouse_board_closed_redirects_to_the_vendors_front_page",
              {"boards.greenhouse.io": {"/acmef16": moved("http://www.greenhouse.io/?error=true", 302)},
               "www.greenhouse.io": {"/": GREENHOUSE_HOME},
               "f16.test": {"/": html(P.homepage())}},
              "http://boards.greenhouse.io/acmef16", "review", reference=greenhouse_board("acmef16"),
              website="http://f16.test/", never=(("www.greenhouse.io", "/careers"),)),
    Situation("careers_page_moved_to_a_breezy_board_linked_in_the_menu",
              {"f17.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("http://acmef17.breezy.hr/", "Jobs")]))},
               "acmef17.breezy.hr": {"/": html(breezy_board())}},
              "http://f17.test/careers", "migrated", "http://acmef17.breezy.hr/"),
    Situation("careers_moved_to_a_welcome_to_the_jungle_company_page",
              {"f18.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [
                  ("http://www.welcometothejungle.com/fr/companies/acmef18/jobs", "Careers")]))},
               "www.welcometothejungle.com": {"/fr/companies/acmef18/jobs": html(wttj_company("acmef18"))}},
              "http://f18.test/careers", "migrated", "http://www.welcometothejungle.com/fr/companies/acmef18/jobs"),
    Situation("careers_redirects_to_a_recruiting_agencys_lever_board",
              {"f19.test": {"/careers": moved("http://jobs.lever.co/talentbridge"), "/": html(P.homepage())},
               "jobs.lever.co": {"/talentbridge": html(agency_lever_board())},
               "api.lever.co": {"/v0/postings/talentbridge": jsn([
                   {"id": f"9a{i:03d}", "text": t, "categories": {"location": loc, "team": team},
                    "hostedUrl": f"http://jobs.lever.co/talentbridge/9a{i:03d}"} for i, (t, loc, team) in enumerate(
                        [("Truck Driver CE, night shift", "Antwerp, Belgium", "Transport"),
                         ("Forklift Operator", "Leipzig, Germany", "Operations")])])}},
              "http://f19.test/careers", "review", status="redirected"),
    Situation("careers_redirects_to_a_recruitee_board_on_a_careers_subdomain",
              {"f21.test": {"/careers": moved("http://careers.f21.test/"), "/": html(P.homepage())},
               "careers.f21.test": {"/": html(recruitee_custom("careers.f21.test"))}},
              "http://f21.test/careers", "migrated", "http://careers.f21.test/", status="redirected"),
    # ---------------------------------------------------------------- temporary trouble: wait
    Situation("cloudflare_522_on_every_path",
              {"f22.test": {"*": cloudflare_5xx(522, "f22.test"), "/robots.txt": ALLOW}}, "http://f22.test/careers",
              "wait"),
    Situation("cloudflare_520_on_the_page_only",
              {"f22b.test": {"/careers": cloudflare_5xx(520, "f22b.test"),
                             "/": html(P.homepage(NAV + [("/careers", "Careers")]))}},
              "http://f22b.test/careers", "wait"),
    Situation("akamai_access_denied_on_every_path",
              {"f23.test": {"*": AKAMAI_DENIED, "/robots.txt": ALLOW}}, "http://f23.test/careers", "wait"),
    Situation("datadome_captcha_on_every_path",
              {"f24.test": {"*": DATADOME, "/robots.txt": ALLOW}}, "http://f24.test/careers", "wait"),
    Situation("aws_waf_challenge_answering_202_on_every_path",
              {"f25.test": {"*": AWS_WAF, "/robots.txt": ALLOW}}, "http://f25.test/careers", "wait"),
    Situation("vercel_security_checkpoint_on_every_path",
              {"f26.test": {"*": VERCEL_CHECKPOINT, "/robots.txt": ALLOW}}, "http://f26.test/careers", "wait"),
    Situation("incapsula_block_answering_200_on_every_path",
              {"f27.test": {"*": INCAPSULA, "/robots.txt": ALLOW}}, "http://f27.test/careers", "wait"),
    Situation("heroku_application_error_on_every_path",
              {"f28.test": {"*": HEROKU_ERROR, "/robots.txt": ALLOW}}, "http://f28.test/careers", "wait"),
    Situation("429_with_an_http_date_retry_after",
              {"f29.test": {"*": R(429, "<html><body><h1>Too Many Requests</h1></body></html>",
                                   headers={"Retry-After": "Mon, 07 Dec 2026 23:00:00 GMT"}), "/robots.txt": ALLOW}},
              "http://f29.test/careers", "wait"),
    Situation("wordpress_briefly_unavailable_for_maintenance",
              {"f30.test": {"*": WP_MAINTENANCE, "/robots.txt": ALLOW}}, "http://f30.test/careers", "wait"),
    *[Situation(f"{lang}_maintenance_page_on_every_path", {f"f3{i}.test": {"*": r, "/robots.txt": ALLOW}},
                f"http://f3{i}.test/careers", "wait")
      for i, (lang, r) in enumerate((("polish", MAINT_PL), ("dutch", MAINT_NL), ("portuguese", MAINT_PT),
                                     ("chinese", MAINT_ZH)), 1)],
    Situation("redirect_to_the_new_domain_whose_page_is_rate_limited",
              {"f35.test": {"/careers": moved("http://zenith35.test/careers"), "/": html(P.homepage())},
               "zenith35.test": {"/careers": R(429, "Too Many Requests", "text/plain", headers={"Retry-After": "120"}),
                                 "/": html(P.homepage(NAV + [("/careers", "Careers")]))}},
              "http://f35.test/careers", "wait", status="redirected"),
    Situation("gone_page_whose_new_page_in_the_menu_is_behind_a_bot_challenge",
              {"f36.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": CF_CHALLENGE}},
              "http://f36.test/careers", "wait"),
    # ---------------------------------------------------------------- truly gone: review
    Situation("410_gone_with_no_successor_on_a_live_site",
              {"f40.test": {"/careers": R(410, "<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>The "
                                               "requested resource is no longer available on this server.</p></body>"
                                               "</html>"),
                            "/": html(P.homepage()), "/sitemap.xml": xml("f40.test", ["/", "/product", "/pricing",
                                                                                      "/blog", "/contact"])}},
              "http://f40.test/careers", "review"),
    Situation("company_shut_down_farewell_page_on_every_path",
              {"f41.test": {"*": FAREWELL, "/robots.txt": ALLOW}}, "http://f41.test/careers", "review"),
    Situation("pricing_redirects_to_a_product_sunset_announcement",
              {"f42.test": {"/pricing": moved("/blog/sunsetting-acme-cloud"), "/blog/sunsetting-acme-cloud": SUNSET_POST,
                            "/": html(P.homepage([("/", "Home"), ("/blog", "Blog")]))}},
              "http://f42.test/pricing", "review", surface="pricing", reference=P.PRICING_V1, status="redirected"),
    # ---------------------------------------------------------------- wrong pages: never a successor
    Situation("only_copy_on_a_vercel_preview_host_in_the_sitemap",
              {"f43.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/sitemap.xml": R(200, S.sitemap("f43.test", ["/", "/product", "/pricing"]).replace(
                                "</urlset>", "<url><loc>http://acme-f43-git-main-acmeco.vercel.app/careers</loc></url>"
                                             "</urlset>"), "application/xml")},
               "acme-f43-git-main-acmeco.vercel.app": {"/careers": html(P.CAREERS_V2)}},
              "http://f43.test/careers", "review",
              never=(("acme-f43-git-main-acmeco.vercel.app", "/careers"),)),
    Situation("404_linking_a_netlify_deploy_preview",
              {"f44.test": {"/careers": R(404, page("Page not found", "<h1>Page not found</h1><p>Our new careers page "
                                                    "is being built: <a href='http://deploy-preview-42--acmef44.netlify."
                                                    "app/careers'>preview it here</a>.</p>")),
                            "/": html(P.homepage())},
               "deploy-preview-42--acmef44.netlify.app": {"/careers": html(P.CAREERS_V2)}},
              "http://f44.test/careers", "review", never=(("deploy-preview-42--acmef44.netlify.app", "/careers"),)),
    Situation("lapsed_domain_redirecting_to_a_parking_lander",
              {"f33x.test": {"*": moved("/lander", 302), "/lander": PARKING_LANDER, "/robots.txt": ALLOW}},
              "http://f33x.test/careers", "review"),
    Situation("rebrand_redirect_into_the_new_sites_search_page",
              {"f45.test": {"/careers": moved("http://zenith45.test/?s=careers")},
               "zenith45.test": {"/?s=careers": html(wp_search("careers")), "/": html(wp_search("")),
                                 "/careers": html(P.rebranded_careers())}},
              "http://f45.test/careers", "migrated", "http://zenith45.test/careers", status="redirected",
              website="http://f45.test/"),
    Situation("next_js_soft_404_with_the_new_page_in_the_menu",
              {"f46.test": {"/careers": NEXT_404, "/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                            "/company/careers": html(P.CAREERS_V2)}},
              "http://f46.test/careers", "migrated", "http://f46.test/company/careers"),
    Situation("squarespace_soft_404_keeping_the_careers_title",
              {"f47.test": {"/careers": SQUARESPACE_404, "/": html(P.homepage(NAV + [("/join", "Join us")])),
                            "/join": html(P.CAREERS_V2)}},
              "http://f47.test/careers", "migrated", "http://f47.test/join"),
    # ---------------------------------------------------------------- other surfaces at vendors
    Situation("docs_redirected_to_a_mintlify_subdomain_introduction",
              {"f50.test": {"/docs": moved("http://docs.f50.test/introduction")},
               "docs.f50.test": {"/introduction": html(mintlify_docs())}},
              "http://f50.test/docs", "migrated", "http://docs.f50.test/introduction", surface="docs",
              reference=P.docs_home(), status="redirected"),
    Situation("status_page_410_pointing_to_a_hosted_status_subdomain",
              {"f51.test": {"/status": R(410, page("Status page moved", "<h1>Our status page has moved</h1><p>Live "
                                                   "system status is now at <a href='http://status.f51.test/'>status."
                                                   "f51.test</a>.</p>")), "/": html(P.homepage())},
               "status.f51.test": {"/": html(P.statuspage_hosted())}},
              "http://f51.test/status", "migrated", "http://status.f51.test/", surface="status",
              reference=P.status_own()),
    Situation("changelog_moved_to_launchnotes_linked_from_the_footer",
              {"f52.test": {"/changelog": NOT_FOUND,
                            "/": html(P.homepage(footer=[("/legal/privacy", "Privacy"),
                                                         ("http://acmef52.launchnotes.io/", "What's new")]))},
               "acmef52.launchnotes.io": {"/": html(launchnotes())}},
              "http://f52.test/changelog", "migrated", "http://acmef52.launchnotes.io/", surface="changelog",
              reference=P.changelog_page("Changelog - Acme Robotics")),
    Situation("blog_redirected_to_a_hashnode_blog",
              {"f53.test": {"/blog": moved("http://acmef53.hashnode.dev/"), "/": html(P.homepage())},
               "acmef53.hashnode.dev": {"/": html(hashnode_blog())}},
              "http://f53.test/blog", "migrated", "http://acmef53.hashnode.dev/", surface="blog",
              reference=P.blog_old(), status="redirected"),
    Situation("privacy_policy_moved_to_an_iubenda_page_linked_from_the_footer",
              {"f54.test": {"/legal/privacy": NOT_FOUND,
                            "/": html(P.homepage(footer=[("http://www.iubenda.com/privacy-policy/48151623", "Privacy "
                                                          "Policy"), ("/legal/terms", "Terms")]))},
               "www.iubenda.com": {"/privacy-policy/48151623": html(iubenda_policy())}},
              "http://f54.test/legal/privacy", "migrated", "http://www.iubenda.com/privacy-policy/48151623",
              surface="legal", reference=P.privacy_page("2026-09-01")),
    Situation("feed_gone_while_the_front_page_announces_the_new_feed_in_its_head",
              {"f55.test": {"/feed": NOT_FOUND,
                            "/": html(P.homepage(head="<link rel='alternate' type='application/rss+xml' title='Acme "
                                                      "Robotics' href='/rss.xml'>")),
                            "/rss.xml": R(200, rss("f55.test"), "application/rss+xml")}},
              "http://f55.test/feed", "migrated", "http://f55.test/rss.xml", surface="feed", kind="feed",
              reference=rss("f55.test")),
    # ---------------------------------------------------------------- sitemaps and language
    Situation("robots_txt_naming_two_sitemaps_the_first_gone",
              {"f56.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://f56.test/sitemap-old.xml\n"
                                                  "Sitemap: http://f56.test/sitemap_index.xml\n", "text/plain"),
                            "/sitemap_index.xml": xml("f56.test", ["/", "/product", "/team/openings", "/contact"]),
                            "/team/openings": html(P.CAREERS_V2)}},
              "http://f56.test/careers", "migrated", "http://f56.test/team/openings"),
    Situation("robots_txt_sitemap_on_a_cdn_host",
              {"f57.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://cdn.f57.test/sitemaps/"
                                                  "sitemap.xml\n", "text/plain"),
                            "/about/work-with-us": html(P.CAREERS_V2)},
               "cdn.f57.test": {"/sitemaps/sitemap.xml": xml("f57.test", ["/", "/about", "/about/work-with-us"])}},
              "http://f57.test/careers", "migrated", "http://f57.test/about/work-with-us"),
    Situation("shopify_sitemap_with_thousands_of_products_lists_the_new_page",
              {"f58.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/sitemap.xml": big_sitemap("f58.test", 6000, ["/pages/careers"]),
                            "/pages/careers": html(P.CAREERS_V2)}},
              "http://f58.test/careers", "migrated", "http://f58.test/pages/careers"),
    Situation("french_page_gone_its_new_name_only_in_sitemap_hreflang_alternates",
              {"f59.test": {"/fr/carrieres": NOT_FOUND, "/": html(lang_splash()),
                            "/sitemap.xml": hreflang_sitemap("f59.test"),
                            "/fr/rejoignez-nous": html(careers_fr(True)),
                            "/en/careers": html(P.CAREERS_V2)}},
              "http://f59.test/fr/carrieres", "migrated", "http://f59.test/fr/rejoignez-nous", reference=careers_fr()),
    Situation("redirect_to_a_language_splash_whose_english_site_links_the_page",
              {"f60.test": {"/careers": moved("/"), "/": html(lang_splash()),
                            "/en/": html(P.homepage([("/en/", "Home"), ("/en/product", "Product"),
                                                     ("/en/careers", "Careers")])),
                            "/en/careers": html(P.CAREERS_V2)}},
              "http://f60.test/careers", "migrated", "http://f60.test/en/careers", status="redirected"),
    Situation("rebrand_redirect_with_utm_parameters",
              {"f61.test": {"/careers": moved("http://zenith61.test/careers?utm_source=acme&utm_medium=redirect")},
               "zenith61.test": {"/careers": html(P.rebranded_careers())}},
              "http://f61.test/careers", "migrated", "http://zenith61.test/careers", status="redirected"),
    Situation("italian_404_with_the_renamed_page_in_the_menu",
              {"f62.test": {"/lavora-con-noi": R(404, page("Pagina non trovata - Acme Robotics", "<h1>Pagina non "
                                                           "trovata</h1><p>Siamo spiacenti, la pagina che cerchi non "
                                                           "esiste più.</p>", "it")),
                            "/": html(P.homepage(NAV + [("/carriere", "Carriere")])),
                            "/carriere": html(P.CAREERS_V2)}},
              "http://f62.test/lavora-con-noi", "migrated", "http://f62.test/carriere"),
    # ---------------------------------------------------------------- round 6, second batch: vendors and hosts
    Situation("docs_redirected_to_read_the_docs_latest",
              {"f70.test": {"/docs": moved("http://acmef70.readthedocs.io/en/latest/")},
               "acmef70.readthedocs.io": {"/en/latest/": html(readthedocs_home())}},
              "http://f70.test/docs", "migrated", "http://acmef70.readthedocs.io/en/latest/", surface="docs",
              reference=P.docs_home(), status="redirected"),
    Situation("newsroom_moved_to_a_pr_newswire_company_page_in_the_footer",
              {"f71.test": {"/press": NOT_FOUND,
                            "/": html(P.homepage(footer=[("/legal/privacy", "Privacy"), (
                                "http://www.prnewswire.com/news/acme-robotics/", "Press releases")]))},
               "www.prnewswire.com": {"/news/acme-robotics/": html(prnewswire_company())}},
              "http://f71.test/press", "migrated", "http://www.prnewswire.com/news/acme-robotics/", surface="newsroom",
              reference=P.press_old()),
    Situation("greenhouse_board_token_renamed_after_a_rebrand_redirect_by_the_vendor",
              {"boards.greenhouse.io": {"/acmef73": moved("http://boards.greenhouse.io/zenithf73"),
                                        "/zenithf73": html(greenhouse_board("zenithf73"))},
               "f73.test": {"/": html(P.homepage())}},
              "http://boards.greenhouse.io/acmef73", "migrated", "http://boards.greenhouse.io/zenithf73",
              reference=greenhouse_board("acmef73"), website="http://f73.test/", status="redirected"),
    Situation("careers_subdomain_left_dangling_on_github_pages",
              {"careers.f75.test": {"*": GH_PAGES_404},
               "f75.test": {"/": html(P.homepage(NAV + [("/jobs", "Jobs")])), "/jobs": html(P.CAREERS_V2)}},
              "http://careers.f75.test/", "migrated", "http://f75.test/jobs", website="http://f75.test/"),
    Situation("soft_404_with_a_meta_refresh_to_javascript",
              {"f77.test": {"/careers": REFRESH_GARBAGE, "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": html(P.CAREERS_V2)}},
              "http://f77.test/careers", "migrated", "http://f77.test/jobs"),
    Situation("japanese_successor_served_in_shift_jis",
              {"f78.test": {"/recruit/": NOT_FOUND,
                            "/": html(homepage_ja([("/", "ホーム"), ("/company/", "会社情報"),
                                                   ("/company/recruit/", "採用情報")])),
                            "/company/recruit/": encoded(careers_ja(True), "shift_jis")}},
              "http://f78.test/recruit/", "migrated", "http://f78.test/company/recruit/", reference=careers_ja()),
    Situation("german_successor_served_in_latin_1",
              {"f79.test": {"/de/karriere": NOT_FOUND,
                            "/": html(homepage_de([("/de/", "Startseite"), ("/de/produkt", "Produkt"),
                                                   ("/de/jobs", "Karriere")])),
                            "/de/jobs": encoded(careers_de_relaid(), "iso-8859-1")}},
              "http://f79.test/de/karriere", "migrated", "http://f79.test/de/jobs", reference=P.careers_de()),
    Situation("old_url_answers_200_with_an_empty_body",
              {"f80.test": {"/careers": R(200, "", "text/html"), "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": html(P.CAREERS_V2)}},
              "http://f80.test/careers", "migrated", "http://f80.test/jobs"),
    Situation("old_url_answers_204_no_content",
              {"f81.test": {"/careers": R(204, "", "text/html"), "/": html(P.homepage(NAV + [("/jobs", "Jobs")])),
                            "/jobs": html(P.CAREERS_V2)}},
              "http://f81.test/careers", "migrated", "http://f81.test/jobs"),
    Situation("old_url_answers_200_with_a_json_error",
              {"f82.test": {"/careers": jsn({"statusCode": 404, "error": "Not Found", "message": "Route not found"}),
                            "/": html(P.homepage(NAV + [("/jobs", "Jobs")])), "/jobs": html(P.CAREERS_V2)}},
              "http://f82.test/careers", "migrated", "http://f82.test/jobs"),
    Situation("rebrand_301_into_a_soft_404_of_the_new_spa_whose_menu_links_the_page",
              {"f83.test": {"/careers": moved("http://zenith83.test/careers")},
               "zenith83.test": {"/careers": SOFT_404_SPA, "/": html(P.homepage(NAV + [("/join", "Join us")])),
                                 "/join": html(P.rebranded_careers())}},
              "http://f83.test/careers", "migrated", "http://zenith83.test/join", status="redirected"),
    Situation("lapsed_domain_meta_refreshing_to_a_parking_service",
              {"f84.test": {"*": html("<html><head><meta http-equiv='refresh' content='0;url=http://sedoparking.com/"
                                      "f84.test'></head><body></body></html>"), "/robots.txt": ALLOW},
               "sedoparking.com": {"/f84.test": SEDO}},
              "http://f84.test/careers", "review"),
    Situation("lapsed_domain_redirecting_to_a_parking_subdomain_with_a_subid",
              {"f85.test": {"*": moved("http://ww25.f85.test/careers?subid1=20261206-0f3a-4b1c", 302),
                            "/robots.txt": ALLOW},
               "ww25.f85.test": {"*": SEDO}},
              "http://f85.test/careers", "review"),
    Situation("index_html_gone_the_folder_answers",
              {"f86.test": {"/careers/index.html": NOT_FOUND, "/": html(P.homepage(NAV + [("/careers/", "Careers")])),
                            "/careers/": html(P.CAREERS_V2)}},
              "http://f86.test/careers/index.html", "migrated", "http://f86.test/careers/"),
    Situation("hosted_status_page_moved_to_a_custom_domain",
              {"acmef87.statuspage.io": {"*": moved("http://status.f87.test/")},
               "status.f87.test": {"/": html(P.statuspage_hosted())}, "f87.test": {"/": html(P.homepage())}},
              "http://acmef87.statuspage.io/", "migrated", "http://status.f87.test/", surface="status",
              reference=P.statuspage_hosted(), website="http://f87.test/", status="redirected"),
    Situation("rebrand_notice_with_an_eight_second_meta_refresh",
              {"f88.test": {"/careers": refresh_notice(8, "http://zenith88.test/careers"), "/": html(P.homepage())},
               "zenith88.test": {"/careers": html(P.rebranded_careers())}},
              "http://f88.test/careers", "migrated", "http://zenith88.test/careers"),
    Situation("chinese_notice_pointing_to_a_careers_subdomain",
              {"f89.test": {"/careers": moved_notice("zh-CN", "招聘页面已迁移", "我们的招聘页面已迁移至新网站："
                                                     "<a href='http://careers.f89.test/'>careers.f89.test</a>，"
                                                     "请更新您的书签。"), "/": html(P.homepage())},
               "careers.f89.test": {"/": html(P.CAREERS_V2)}},
              "http://f89.test/careers", "migrated", "http://careers.f89.test/"),
    Situation("korean_notice_pointing_to_a_hosted_careers_site",
              {"f90.test": {"/recruit": moved_notice("ko", "채용 페이지 이전 안내", "채용 페이지가 이전되었습니다. "
                                                     "새 채용 페이지: <a href='http://acmef90.career.greetinghr.com/'>"
                                                     "acmef90.career.greetinghr.com</a>"), "/": html(P.homepage())},
               "acmef90.career.greetinghr.com": {"/": html(P.CAREERS_V2)}},
              "http://f90.test/recruit", "migrated", "http://acmef90.career.greetinghr.com/"),
    Situation("gone_page_while_the_front_page_is_rate_limited",
              {"f92.test": {"/careers": NOT_FOUND, "/": R(429, "Too Many Requests", "text/plain",
                                                          headers={"Retry-After": "30"})}},
              "http://f92.test/careers", "wait"),
    Situation("gone_page_whose_sitemap_is_rate_limited",
              {"f93.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                            "/sitemap.xml": R(429, "Too Many Requests", "text/plain", headers={"Retry-After": "30"})}},
              "http://f93.test/careers", "wait"),
    # ---------------------------------------------------------------- round 6, third batch
    Situation("rebrand_redirect_to_the_new_front_page_which_links_its_lever_board",
              {"f101.test": {"/careers": moved("http://zenith101.test/")},
               "zenith101.test": {"/": html(P.homepage(NAV + [("http://jobs.lever.co/zenith101", "Careers")]))},
               "jobs.lever.co": {"/zenith101": html(P.lever_board("zenith101"))}},
              "http://f101.test/careers", "migrated", "http://jobs.lever.co/zenith101", status="redirected"),
    Situation("page_made_private_redirects_to_the_wordpress_login",
              {"f102.test": {"/careers": moved("/wp-login.php?redirect_to=%2Fcareers&reauth=1", 302),
                             "/wp-login.php": WP_LOGIN, "/": html(P.homepage())}},
              "http://f102.test/careers", "review", status="redirected"),
    Situation("every_path_302_to_the_status_page_during_an_incident",
              {"f103.test": {"*": moved("http://status.f103.test/", 302), "/robots.txt": ALLOW},
               "status.f103.test": {"/": INCIDENT}},
              "http://f103.test/careers", "wait", status="redirected"),
    Situation("removed_page_with_a_canonical_to_the_front_page",
              {"f110.test": {"/careers": CANONICAL_HOME_STUB, "/": html(P.homepage())}},
              "http://f110.test/careers", "review"),
    Situation("lever_board_moved_to_the_eu_region",
              {"jobs.lever.co": {"/acmef111": moved("http://jobs.eu.lever.co/acmef111")},
               "jobs.eu.lever.co": {"/acmef111": html(P.lever_board("acmef111"))}},
              "http://jobs.lever.co/acmef111", "migrated", "http://jobs.eu.lever.co/acmef111",
              reference=P.lever_board("acmef111"), website="http://f111.test/", status="redirected"),
    Situation("greenhouse_board_moved_to_job_boards_greenhouse",
              {"boards.greenhouse.io": {"/acmef112": moved("http://job-boards.greenhouse.io/acmef112")},
               "job-boards.greenhouse.io": {"/acmef112": html(greenhouse_board("acmef112"))}},
              "http://boards.greenhouse.io/acmef112", "migrated", "http://job-boards.greenhouse.io/acmef112",
              reference=greenhouse_board("acmef112"), website="http://f112.test/", status="redirected"),
    Situation("docs_moved_to_a_subdomain_whose_old_path_is_gone_there",
              {"f113.test": {"/docs": moved("http://docs.f113.test/docs")},
               "docs.f113.test": {"/": html(P.docs_home("/"))}},
              "http://f113.test/docs", "migrated", "http://docs.f113.test/", surface="docs", reference=P.docs_home(),
              status="redirected"),
    Situation("careers_redirected_to_a_published_google_doc",
              {"f115.test": {"/careers": moved("http://docs.google.com/document/d/e/2PACX-1vQf115/pub"),
                             "/": html(P.homepage())},
               "docs.google.com": {"/document/d/e/2PACX-1vQf115/pub": html(google_doc())}},
              "http://f115.test/careers", "migrated", "http://docs.google.com/document/d/e/2PACX-1vQf115/pub",
              status="redirected"),
    Situation("acquisition_notice_linking_the_acquirers_page_of_the_brand",
              {"f116.test": {"/careers": acquirer_notice(), "/": html(P.homepage())},
               "bigcorp116.test": {"/careers/acme-robotics": html(acquirer_careers())}},
              "http://f116.test/careers", "migrated", "http://bigcorp116.test/careers/acme-robotics"),
    Situation("site_blocked_for_our_country_on_every_path",
              {"f117.test": {"*": CF_COUNTRY_BLOCK, "/robots.txt": ALLOW}}, "http://f117.test/careers", "wait"),
    Situation("wix_soft_404_keeping_the_careers_title_with_the_new_page_in_the_menu",
              {"f118.test": {"/careers": html(P.shell("Careers | Acme Robotics", "<h1>This page isn’t available.</h1>"
                                                      "<p>Sorry about that. Try going back to the <a href='/'>homepage"
                                                      "</a>.</p>")),
                             "/": html(P.homepage(NAV + [("/join-the-team", "Join the team")])),
                             "/join-the-team": html(P.CAREERS_V2)}},
              "http://f118.test/careers", "migrated", "http://f118.test/join-the-team"),
    # ---------------------------------------------------------------- round 6, fourth batch
    Situation("joomla_article_url_gone_after_a_cms_migration",
              {"f119.test": {"/index.php": NOT_FOUND, "/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                             "/company/careers": html(P.CAREERS_V2)}},
              "http://f119.test/index.php?option=com_content&view=article&id=12&Itemid=34", "migrated",
              "http://f119.test/company/careers", website="http://f119.test/"),
    Situation("personio_board_replaced_by_a_join_company_page_in_the_menu",
              {"acmef121.jobs.personio.de": {"*": R(404, "<html><head><title>Seite nicht gefunden</title></head><body>"
                                                         "<h1>Seite nicht gefunden</h1></body></html>")},
               "f121.test": {"/": html(P.homepage(NAV + [("http://join.com/companies/acmef121", "Karriere")]))},
               "join.com": {"/companies/acmef121": html(join_company("acmef121"))}},
              "http://acmef121.jobs.personio.de/", "migrated", "http://join.com/companies/acmef121",
              reference=P.personio_board(), website="http://f121.test/"),
    Situation("careers_moved_to_a_homerun_board_in_the_menu",
              {"f122.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("http://acmef122.homerun.co/",
                                                                                 "Jobs")]))},
               "acmef122.homerun.co": {"/": html(homerun_board())}},
              "http://f122.test/careers", "migrated", "http://acmef122.homerun.co/"),
    Situation("blog_moved_to_ghost_pro_linked_in_the_menu",
              {"f124.test": {"/blog": NOT_FOUND, "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                                       ("http://acmef124.ghost.io/", "Blog")]))},
               "acmef124.ghost.io": {"/": html(ghost_blog())}},
              "http://f124.test/blog", "migrated", "http://acmef124.ghost.io/", surface="blog", reference=P.blog_old()),
    Situation("gone_page_still_linked_from_the_menu",
              {"f125.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("/careers", "Careers")])),
                             "/sitemap.xml": xml("f125.test", ["/", "/product", "/careers"])}},
              "http://f125.test/careers", "review"),
    Situation("lever_404_linking_levers_own_openings",
              {"jobs.lever.co": {"/acmef126": LEVER_GONE_LINKING_LEVER, "/lever": html(agency_lever_board())},
               "f126.test": {"/": html(P.homepage())}},
              "http://jobs.lever.co/acmef126", "review", reference=P.lever_board("acmef126"),
              website="http://f126.test/", never=(("jobs.lever.co", "/lever"),)),
    Situation("meta_refresh_of_the_page_to_itself_with_a_cache_buster",
              {"f127.test": {"/careers": html(P.CAREERS_V1.replace("<head>", "<head><meta http-equiv='refresh' "
                                                                   "content='300;url=/careers?nocache=1'>"))}},
              "http://f127.test/careers", "recovered"),
    Situation("redirect_to_an_uppercase_host",
              {"f128.test": {"/careers": moved("http://WWW.F128.TEST/jobs")},
               "www.f128.test": {"/jobs": html(P.CAREERS_V2)}},
              "http://f128.test/careers", "migrated", "http://www.f128.test/jobs", status="redirected"),
    Situation("redirect_to_a_section_of_the_about_page",
              {"f129.test": {"/careers": moved("/about#careers"), "/about": html(about_with_careers())}},
              "http://f129.test/careers", "migrated", "http://f129.test/about", status="redirected"),
    Situation("rebrand_to_an_internationalised_domain_name",
              {"f130.test": {"/de/karriere": moved("http://xn--zrich-robotik-dlb.test/de/karriere")},
               "xn--zrich-robotik-dlb.test": {"/de/karriere": html(careers_de_rebranded())}},
              "http://f130.test/de/karriere", "migrated", "http://xn--zrich-robotik-dlb.test/de/karriere",
              reference=P.careers_de(), status="redirected"),
    # ---------------------------------------------------------------- round 6, fifth batch
    Situation("front_page_menu_only_in_next_js_data",
              {"f131.test": {"/careers": NOT_FOUND,
                             "/": html(next_shell_home([("/product", "Product"), ("/company/careers", "Careers")])),
                             "/company/careers": html(P.CAREERS_V2)}},
              "http://f131.test/careers", "migrated", "http://f131.test/company/careers"),
    Situation("plain_text_sitemap_named_in_robots_txt",
              {"f132.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                             "/robots.txt": R(200, "User-agent: *\nAllow: /\nSitemap: http://f132.test/sitemap.txt\n",
                                              "text/plain"),
                             "/sitemap.txt": R(200, "http://f132.test/\nhttp://f132.test/product\n"
                                                    "http://f132.test/about/join-us\n", "text/plain"),
                             "/about/join-us": html(P.CAREERS_V2)}},
              "http://f132.test/careers", "migrated", "http://f132.test/about/join-us"),
    Situation("robots_txt_with_a_bom_crlf_and_a_lower_case_sitemap_line",
              {"f133.test": {"/careers": NOT_FOUND, "/": html(P.homepage()),
                             "/robots.txt": R(200, "\ufeffUser-agent: *\r\nDisallow:\r\nsitemap: http://f133.test/sm/"
                                                   "pages.xml\r\n", "text/plain"),
                             "/sm/pages.xml": xml("f133.test", ["/", "/product", "/people/open-roles"]),
                             "/people/open-roles": html(P.CAREERS_V2)}},
              "http://f133.test/careers", "migrated", "http://f133.test/people/open-roles"),
    Situation("404_linking_the_new_board_through_a_link_shortener",
              {"f134.test": {"/careers": R(404, page("Page not found - Acme Robotics", "<h1>Page not found</h1><p>Our "
                                                     "careers page has moved. See our open positions <a href='http://"
                                                     "bit.ly/acme-f134-jobs'>here</a>.</p>")),
                             "/": html(P.homepage())},
               "bit.ly": {"/acme-f134-jobs": moved("http://jobs.lever.co/acmef134")},
               "jobs.lever.co": {"/acmef134": html(P.lever_board("acmef134"))}},
              "http://f134.test/careers", "migrated", "http://jobs.lever.co/acmef134"),
    # ---------------------------------------------------------------- round 6, sixth batch
    Situation("wordpress_guesses_a_similarly_named_post_while_the_menu_links_the_page",
              {"f136.test": {"/careers/": moved("/career-day-2019/"), "/career-day-2019/": CAREER_DAY_POST,
                             "/": html(P.homepage(NAV + [("/join-us/", "Join us")])), "/join-us/": html(P.CAREERS_V2)}},
              "http://f136.test/careers/", "migrated", "http://f136.test/join-us/", status="redirected"),
    Situation("redirect_to_the_parent_hub_which_links_the_page",
              {"f137.test": {"/company/careers": moved("/company/"), "/company/": html(company_hub()),
                             "/company/join": html(P.CAREERS_V2)}},
              "http://f137.test/company/careers", "migrated", "http://f137.test/company/join", status="redirected"),
    Situation("french_page_gone_while_only_the_french_front_page_links_its_new_name",
              {"f138.test": {"/fr/carrieres": NOT_FOUND,
                             "/": html(P.homepage(NAV + [("/careers", "Careers"), ("/fr/", "Français")])),
                             "/careers": html(P.CAREERS_V2),
                             "/fr/": html(fr_home([("/fr/", "Accueil"), ("/fr/produit", "Produit"),
                                                   ("/fr/rejoignez-nous", "Carrières")])),
                             "/fr/rejoignez-nous": html(careers_fr(True))}},
              "http://f138.test/fr/carrieres", "migrated", "http://f138.test/fr/rejoignez-nous", reference=careers_fr()),
    Situation("404_linking_an_archive_today_copy_while_the_menu_links_the_page",
              {"f139.test": {"/careers": R(404, page("Page not found", "<h1>Page not found</h1><p>See an <a href='"
                                                     "http://archive.ph/f139Xy'>archived copy</a> of this page.</p>")),
                             "/": html(P.homepage(NAV + [("/work-with-us", "Work with us")])),
                             "/work-with-us": html(P.CAREERS_V2)},
               "archive.ph": {"/f139Xy": html(P.CAREERS_V1)}},
              "http://f139.test/careers", "migrated", "http://f139.test/work-with-us", never=(("archive.ph", "/f139Xy"),)),
    Situation("redirect_to_the_webflow_staging_domain_while_the_menu_links_the_page",
              {"f135.test": {"/careers": moved("http://acmef135.webflow.io/careers"),
                             "/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                             "/company/careers": html(P.CAREERS_V2)},
               "acmef135.webflow.io": {"/careers": html(P.CAREERS_V2)}},
              "http://f135.test/careers", "migrated", "http://f135.test/company/careers", status="redirected"),
    # ---------------------------------------------------------------- round 6, seventh batch
    Situation("four_hop_chain_on_one_host",
              {"f140.test": {"/careers": moved("/careers/"), "/careers/": moved("/en/careers/"),
                             "/en/careers/": moved("/en/company/careers/"),
                             "/en/company/careers/": moved("/en/company/careers"),
                             "/en/company/careers": html(P.CAREERS_V2)}},
              "http://f140.test/careers", "migrated", "http://f140.test/en/company/careers", status="redirected"),
    Situation("careers_redirects_to_the_general_application_form_of_its_lever_board",
              {"f141.test": {"/careers": moved("http://jobs.lever.co/acmef141/general-application"),
                             "/": html(P.homepage())},
               "jobs.lever.co": {"/acmef141/general-application": LEVER_GENERAL_APPLICATION,
                                 "/acmef141": html(P.lever_board("acmef141"))}},
              "http://f141.test/careers", "migrated", "http://jobs.lever.co/acmef141", status="redirected"),
    Situation("ats_sensor_whose_board_api_answers_503",
              {"boards-api.greenhouse.io": {"/v1/boards/acmef142/jobs": R(503, "<html><body><h1>503 Service "
                                                                             "Temporarily Unavailable</h1></body></html>")},
               "f142.test": {"/": html(P.homepage(NAV + [("http://boards.greenhouse.io/acmef142", "Careers")]))},
               "boards.greenhouse.io": {"/acmef142": html(greenhouse_board("acmef142"))}},
              "http://boards-api.greenhouse.io/v1/boards/acmef142/jobs", "wait", kind="ats",
              reference="\n".join(f"{t}\n{loc}" for t, loc, _ in JOBS), entities=tuple(JOBS),
              website="http://f142.test/",
              config={"vendor": "greenhouse", "token": "acmef142",
                      "api_url": "http://boards-api.greenhouse.io/v1/boards/acmef142/jobs",
                      "board_url": "http://boards.greenhouse.io/acmef142"}),
    Situation("404_linking_one_still_open_job_ad",
              {"f143.test": {"/careers": R(404, page("Page not found - Acme Robotics", "<h1>This page is gone</h1><p>"
                                                     "Our careers page is being rebuilt. One role is still open: <a "
                                                     "href='/careers/jobs/senior-robotics-engineer'>Senior Robotics "
                                                     "Engineer</a>.</p>")),
                             "/careers/jobs/senior-robotics-engineer": html(P.job_ad()), "/": html(P.homepage())}},
              "http://f143.test/careers", "review"),
    Situation("moved_page_whose_openings_changed_meanwhile_linked_in_the_menu",
              {"f144.test": {"/careers": NOT_FOUND, "/": html(P.homepage(NAV + [("/join", "Join us")])),
                             "/join": html(careers_churned())}},
              "http://f144.test/careers", "migrated", "http://f144.test/join"),
    Situation("noscript_meta_refresh_on_a_javascript_shell_while_the_menu_links_the_page",
              {"f145.test": {"/careers": NOSCRIPT_SHELL, "/enable-javascript": ENABLE_JS,
                             "/": html(P.homepage(NAV + [("/company/careers", "Careers")])),
                             "/company/careers": html(P.CAREERS_V2)}},
              "http://f145.test/careers", "migrated", "http://f145.test/company/careers",
              never=(("f145.test", "/enable-javascript"),)),
    Situation("relative_location_climbing_a_folder",
              {"f146.test": {"/company/careers/": moved("../jobs/"), "/company/jobs/": html(P.CAREERS_V2)}},
              "http://f146.test/company/careers/", "migrated", "http://f146.test/company/jobs/", status="redirected"),
    Situation("technical_difficulties_page_on_every_path",
              {"f147.test": {"*": TECH_DIFFICULTIES, "/robots.txt": ALLOW}}, "http://f147.test/careers", "wait"),
    Situation("rate_limit_answered_as_a_403_on_every_path",
              {"f148.test": {"*": RATE_LIMIT_403, "/robots.txt": ALLOW}}, "http://f148.test/careers", "wait"),
    Situation("old_front_page_canonical_to_the_new_domain_while_the_page_is_gone",
              {"f149.test": {"/careers": NOT_FOUND,
                             "/": html(P.homepage(head="<link rel='canonical' href='http://zenith149.test/'>"))},
               "zenith149.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                  "/careers": html(P.rebranded_careers())}},
              "http://f149.test/careers", "migrated", "http://zenith149.test/careers"),
    Situation("old_front_page_meta_refreshes_to_the_new_domain_while_the_page_is_gone",
              {"f150.test": {"/careers": NOT_FOUND,
                             "/": html("<html><head><meta http-equiv='refresh' content='0; url=http://zenith150.test/'>"
                                       "<title>Acme Robotics</title></head><body></body></html>")},
               "zenith150.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                  "/careers": html(P.rebranded_careers())}},
              "http://f150.test/careers", "migrated", "http://zenith150.test/careers"),
    Situation("old_front_page_script_redirects_to_the_new_domain_while_the_page_is_gone",
              {"f151.test": {"/careers": NOT_FOUND,
                             "/": html("<html><head><title>Acme Robotics</title><script>window.location.replace("
                                       "'http://zenith151.test/');</script></head><body></body></html>")},
               "zenith151.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                  "/careers": html(P.rebranded_careers())}},
              "http://f151.test/careers", "migrated", "http://zenith151.test/careers"),
    Situation("old_front_page_with_a_rebrand_banner_while_the_page_is_gone",
              {"f152.test": {"/careers": NOT_FOUND,
                             "/": html(P.homepage().replace("<header>", "<div class='announcement-bar'><p>Acme Robotics "
                                                            "is now Zenith Automation! <a href='http://zenith152.test/'>"
                                                            "Visit our new website</a></p></div><header>"))},
               "zenith152.test": {"/": html(P.homepage(NAV + [("/careers", "Careers")])),
                                  "/careers": html(P.rebranded_careers())}},
              "http://f152.test/careers", "migrated", "http://zenith152.test/careers"),
    Situation("careers_gone_among_many_careers_like_links_in_the_menu",
              {"f153.test": {"/careers": NOT_FOUND,
                             "/": html(P.homepage(NAV + [("/life-at-acme", "Life at Acme"), ("/internships",
                                                                                             "Internships"),
                                                         ("/students", "Students & graduates"),
                                                         ("/open-positions", "Open positions")])),
                             "/life-at-acme": html(page("Life at Acme", "<h1>Life at Acme</h1><p>Photos from our "
                                                        "offsites, hackathons and the yearly robot race.</p>")),
                             "/internships": html(page("Internships", "<h1>Internships</h1><p>Six-month engineering "
                                                       "internships in Lyon and Berlin, starting in March.</p>")),
                             "/students": html(page("Students", "<h1>Students and graduates</h1><p>Our graduate "
                                                    "programme rotates through three teams.</p>")),
                             "/open-positions": html(P.CAREERS_V2)}},
              "http://f153.test/careers", "migrated", "http://f153.test/open-positions"),
    Situation("rss_feed_gone_while_the_front_page_announces_an_atom_feed",
              {"f155.test": {"/feed.xml": NOT_FOUND,
                             "/": html(P.homepage(head="<link rel='alternate' type='application/atom+xml' title='Acme "
                                                       "Robotics' href='/atom.xml'>")),
                             "/atom.xml": R(200, atom("f155.test"), "application/atom+xml")}},
              "http://f155.test/feed.xml", "migrated", "http://f155.test/atom.xml", surface="feed", kind="feed",
              reference=rss("f155.test")),
    Situation("german_impressum_moved_under_rechtliches",
              {"f156.test": {"/impressum": NOT_FOUND,
                             "/": html(homepage_de([("/de/", "Startseite"), ("/de/produkt", "Produkt")]).replace(
                                 "<a href=\"/de/impressum\">Impressum</a>", "<a href=\"/rechtliches/impressum\">"
                                 "Impressum</a>")),
                             "/rechtliches/impressum": html(P.shell("Impressum - Acme Robotics", IMPRESSUM.replace(
                                 "Telefon", "Tel."), lang="de"))}},
              "http://f156.test/impressum", "migrated", "http://f156.test/rechtliches/impressum", surface="legal",
              reference=P.shell("Impressum - Acme Robotics", IMPRESSUM, lang="de")),
    Situation("every_path_redirects_to_itself_setting_a_cookie",
              {"f157.test": {"/careers": R(302, "", headers={"Location": "/careers", "Set-Cookie":
                                                             "__cookie_check=1; Path=/; HttpOnly"}),
                             "/": R(302, "", headers={"Location": "/", "Set-Cookie": "__cookie_check=1; Path=/"}),
                             "/robots.txt": ALLOW}},
              "http://f157.test/careers", "wait"),
    Situation("rebrand_per_path_redirect_into_a_404_while_the_new_front_page_quotes_the_openings",
              {"f158.test": {"/careers": moved("http://zenith158.test/careers"),
                             "/": moved("http://zenith158.test/")},
               "zenith158.test": {"/": html(P.shell("Zenith Automation", "<h1>Zenith Automation</h1><p>Warehouse "
                                                    "robots.</p><section id='careers'>" + CAREERS_MAIN.replace(
                                                        "Acme Robotics", "Zenith Automation") + "</section>"))}},
              "http://f158.test/careers", "review", status="redirected"),
]


mk = S.mk
fresh, summary = S.fresh, S.summary
seed, check = S.seed_situation, S.check_situation


#: situations still answered wrongly (strict xfail). Left alone: Workable → Ashby through the careers page needs a
#: seventh request (see the module docstring)
PENDING: set[str] = {"workable_board_gone_while_the_careers_page_links_an_ashby_board"}


def _pending(name: str) -> Any:
    return pytest.mark.xfail(name in PENDING, strict=True,
                             reason="the board the careers page links would be the seventh request of the attempt")


@pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in SITUATIONS],
                         ids=[s.name for s in SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, mk: Any, sit: Situation) -> None:
    w = await mk(fresh(sit.hosts))
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)


# ------------------------------------------------------------------ plain unit tests (no I/O): the page classifiers

#: a soft 404's title and text (status 200), as sites in these languages word it
SOFT_404_WORDS = {
    "el": ("Η σελίδα δεν βρέθηκε", "Λυπούμαστε, η σελίδα που ζητήσατε δεν υπάρχει ή έχει μετακινηθεί."),
    "he": ("הדף לא נמצא", "מצטערים, הדף שחיפשת אינו קיים או שהוסר. חזרה לדף הבית."),
    "vi": ("Không tìm thấy trang", "Rất tiếc, trang bạn đang tìm kiếm không tồn tại hoặc đã bị xóa."),
    "id": ("Halaman tidak ditemukan", "Maaf, halaman yang Anda cari tidak ada atau telah dipindahkan."),
    "th": ("ไม่พบหน้าที่คุณต้องการ", "ขออภัย หน้าที่คุณกำลังมองหาอาจถูกลบหรือย้ายไปแล้ว กลับสู่หน้าหลัก"),
    "uk": ("Сторінку не знайдено", "На жаль, сторінка, яку ви шукаєте, не існує або була видалена."),
    "hu": ("Az oldal nem található", "Sajnáljuk, a keresett oldal nem létezik vagy áthelyezték."),
    "ro": ("Pagina nu a fost găsită", "Ne pare rău, pagina pe care o căutați nu există sau a fost mutată."),
    "fi": ("Sivua ei löytynyt", "Valitettavasti etsimääsi sivua ei löytynyt. Se on voitu poistaa tai siirtää."),
    "hi": ("पृष्ठ नहीं मिला", "क्षमा करें, आप जिस पृष्ठ की तलाश कर रहे हैं वह मौजूद नहीं है।"),
    "zh-tw": ("找不到網頁", "很抱歉，您要找的網頁不存在或已被移除。返回首頁"),
    "ar": ("الصفحة غير موجودة", "عذراً، الصفحة التي تبحث عنها غير موجودة أو تم نقلها."),
    "sv": ("Sidan kunde inte hittas", "Tyvärr finns inte sidan du letar efter. Den kan ha flyttats."),
    "nb": ("Fant ikke siden", "Beklager, vi fant ikke siden du lette etter. Gå til forsiden."),
    "bg": ("Страницата не е намерена", "Съжаляваме, страницата, която търсите, не съществува."),
    "hr": ("Stranica nije pronađena", "Nažalost, stranica koju tražite ne postoji. Povratak na početnu."),
    "sk": ("Stránka sa nenašla", "Ľutujeme, stránka, ktorú hľadáte, neexistuje. Späť na úvodnú stránku."),
    "sl": ("Stran ni bila najdena", "Žal strani, ki jo iščete, ni mogoče najti. Nazaj na domačo stran."),
    "ca": ("No s'ha trobat la pàgina", "Ho sentim, la pàgina que cerques no existeix. Torna a l'inici."),
    "fa": ("صفحه پیدا نشد", "متأسفیم، صفحه‌ای که به دنبال آن هستید وجود ندارد. بازگشت به صفحه اصلی"),
    "bn": ("পৃষ্ঠাটি পাওয়া যায়নি", "দুঃখিত, আপনি যে পৃষ্ঠাটি খুঁজছেন তা বিদ্যমান নেই।"),
    "lt": ("Puslapis nerastas", "Atsiprašome, ieškomas puslapis neegzistuoja. Grįžti į pradžią."),
}


@pytest.mark.parametrize("lang", sorted(SOFT_404_WORDS))
def test_a_soft_404_in_many_languages_is_a_removed_page(lang: str) -> None:
    from changewire_common.surfaces import looks_like_soft_404

    title, text = SOFT_404_WORDS[lang]
    assert looks_like_soft_404(200, title, f"{title}\n{text}")


#: maintenance notices (title, text) as sites in these languages word them
MAINTENANCE_WORDS = {
    "sv": ("Underhållsarbete pågår", "Vi genomför just nu planerat underhåll av webbplatsen. Vi är snart tillbaka."),
    "nb": ("Vedlikehold pågår", "Nettsiden er midlertidig utilgjengelig på grunn av vedlikehold."),
    "fi": ("Huoltokatko", "Sivustolla on käynnissä huoltokatko. Palaamme pian."),
    "cs": ("Probíhá údržba", "Na webu právě probíhá plánovaná údržba. Brzy budeme zpět."),
    "tr": ("Bakım çalışması", "Sitemiz şu anda bakım çalışması nedeniyle geçici olarak hizmet dışıdır."),
    "ko": ("서비스 점검 중", "보다 나은 서비스를 위해 시스템 점검 중입니다. 이용에 불편을 드려 죄송합니다."),
    "vi": ("Đang bảo trì", "Trang web đang được bảo trì. Vui lòng quay lại sau."),
    "id": ("Sedang dalam perbaikan", "Situs kami sedang dalam pemeliharaan. Silakan kembali lagi nanti."),
    "el": ("Υπό συντήρηση", "Ο ιστότοπος βρίσκεται προσωρινά υπό συντήρηση. Θα επιστρέψουμε σύντομα."),
    "ru": ("Технические работы", "На сайте ведутся технические работы. Пожалуйста, зайдите позже."),
    "uk": ("Технічні роботи", "На сайті тривають технічні роботи. Будь ласка, зайдіть пізніше."),
    "hu": ("Karbantartás", "Az oldal karbantartás miatt átmenetileg nem elérhető. Hamarosan visszatérünk."),
    "ro": ("Site în mentenanță", "Site-ul este în mentenanță. Revenim în curând."),
    "he": ("האתר בתחזוקה", "האתר נמצא כעת בתחזוקה. נחזור בקרוב."),
    "ar": ("الموقع تحت الصيانة", "نقوم حالياً بأعمال صيانة للموقع. سنعود قريباً."),
    "th": ("ปิดปรับปรุงระบบ", "ขณะนี้เว็บไซต์อยู่ระหว่างการปิดปรับปรุง กรุณากลับมาใหม่ภายหลัง"),
    "zh-tw": ("系統維護中", "網站目前正在進行系統維護，請稍後再試。"),
    "en": ("We'll be back soon!", "Sorry for the inconvenience but we're performing some maintenance at the moment."),
}


@pytest.mark.parametrize("lang", sorted(MAINTENANCE_WORDS))
def test_a_maintenance_notice_in_many_languages_is_temporary(lang: str) -> None:
    from changewire_repair.decide import looks_like_maintenance

    title, text = MAINTENANCE_WORDS[lang]
    assert looks_like_maintenance(title, f"{title}\n{text}")


def test_a_page_mentioning_maintenance_among_its_content_is_no_notice() -> None:
    """A careers page hiring maintenance staff (Czech, Turkish, Korean words of the notices inside a long page)."""
    from changewire_repair.decide import looks_like_maintenance

    jobs = " ".join(f"Technik údržby {i} – Brno, plný úvazek, bakım çalışması ekibi, 시스템 점검 담당" for i in range(40))
    assert not looks_like_maintenance("Kariéra - Acme Robotics", f"Volná místa\n{jobs}")


#: bot walls as their vendors serve them: (status, headers, body)
WALLS = {
    "akamai": (AKAMAI_DENIED.status, AKAMAI_DENIED.headers, AKAMAI_DENIED.body),
    "datadome": (DATADOME.status, DATADOME.headers, DATADOME.body),
    "aws_waf_202": (AWS_WAF.status, AWS_WAF.headers, AWS_WAF.body),
    "vercel": (VERCEL_CHECKPOINT.status, VERCEL_CHECKPOINT.headers, VERCEL_CHECKPOINT.body),
    "incapsula": (INCAPSULA.status, INCAPSULA.headers, INCAPSULA.body),
    "cloudflare_1020": (403, {"Server": "cloudflare"},
                        "<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body><div "
                        "id='cf-wrapper'><h1>Access denied</h1><p>Error 1020</p><p>This website is using a security "
                        "service to protect itself from online attacks.</p><p>The site owner may have set restrictions "
                        "that prevent you from accessing the site.</p></div></body></html>"),
    "perimeterx": (403, {}, "<html><head><title>Access to this page has been denied</title></head><body><div "
                            "id='px-captcha'></div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p>"
                            "<script src='//client.px-cloud.net/PXaBcD1234/main.min.js'></script></body></html>"),
    "sucuri": (403, {"x-sucuri-block": "BL001", "Server": "Sucuri/Cloudproxy"},
               "<html><head><title>Sucuri WebSite Firewall - Access Denied</title></head><body><h2>Access Denied - "
               "Sucuri Website Firewall</h2><p>If you are the site owner, please contact us.</p></body></html>"),
}


@pytest.mark.parametrize("vendor", sorted(WALLS))
def test_bot_walls_are_recognised(vendor: str) -> None:
    from changewire_repair.decide import bot_challenge

    status, headers, body = WALLS[vendor]
    assert bot_challenge(status, headers, body)


def test_a_cloudflare_origin_error_is_no_bot_wall() -> None:
    """A 522 page is Cloudflare's, but it says the origin timed out: an outage (wait), not a wall."""
    from changewire_repair.decide import bot_challenge

    r = cloudflare_5xx(522, "f22.test")
    assert not bot_challenge(r.status, r.headers, r.body)


def test_the_name_of_the_old_page_in_a_links_words_ranks_it_first() -> None:
    """A privacy policy moved to a hosted policy page (iubenda) linked "Privacy Policy" in the footer, beside the
    site's own terms page at a path like the old one: the link naming the old page ranks first."""
    from changewire_repair.candidates import page_links, rank

    home = P.homepage(footer=[("http://www.iubenda.com/privacy-policy/48151623", "Privacy Policy"),
                              ("/legal/terms", "Terms of service"), ("/legal/cookies", "Cookies")])
    ranked = rank("http://u1.test/legal/privacy", "legal", page_links(home, "http://u1.test/"), site_domains=["u1.test"])
    assert ranked[0].url == "http://www.iubenda.com/privacy-policy/48151623"


def test_a_language_chooser_names_its_front_page_in_the_watched_language() -> None:
    from changewire_repair.candidates import language_home

    assert language_home(lang_splash(), "http://u2.test/", "en") == "http://u2.test/en/"
    assert language_home(lang_splash(), "http://u2.test/", "fr") == "http://u2.test/fr/"
    assert language_home(lang_splash(), "http://u2.test/", "ja") is None
    # a page naming only itself in the language, or another host's translation, is no chooser
    own = "<html><head><link rel='alternate' hreflang='en' href='http://u2.test/'></head><body></body></html>"
    assert language_home(own, "http://u2.test/", "en") is None
    other = "<html><head><link rel='alternate' hreflang='en' href='http://acme.example/'></head><body></body></html>"
    assert language_home(other, "http://u2.test/", "en") is None


def test_a_redirect_into_a_site_search_is_no_rolled_over_listing() -> None:
    from changewire_repair.identity import Reference
    from changewire_repair.repair import Page, listing_rolled

    body = wp_search("careers")
    ref = Reference.of(S.differ_like_text(P.rebranded_careers()) + "\nSearch Results for: careers")
    search = Page("http://u3.test/careers", final_url="http://u3.test/?s=careers", status=200, text=body,
                  content_type="text/html", requests=1)
    assert not listing_rolled(search, "careers", ref)


#: one situation per new rule, also through the CLI, together
THROUGH_CLI = ("rebrand_redirect_into_the_new_sites_search_page",
               "gone_page_whose_new_page_in_the_menu_is_behind_a_bot_challenge",
               "robots_txt_naming_two_sitemaps_the_first_gone", "robots_txt_sitemap_on_a_cdn_host",
               "dutch_moved_notice_to_a_werkenbij_subdomain",
               "redirect_to_a_language_splash_whose_english_site_links_the_page",
               "greenhouse_board_closed_redirects_to_the_vendors_front_page",
               "privacy_policy_moved_to_an_iubenda_page_linked_from_the_footer",
               "workable_board_gone_while_the_menu_links_an_ashby_board", "gone_page_whose_sitemap_is_rate_limited",
               "every_path_302_to_the_status_page_during_an_incident",
               "docs_moved_to_a_subdomain_whose_old_path_is_gone_there",
               "acquisition_notice_linking_the_acquirers_page_of_the_brand", "polish_maintenance_page_on_every_path",
               "old_front_page_canonical_to_the_new_domain_while_the_page_is_gone",
               "noscript_meta_refresh_on_a_javascript_shell_while_the_menu_links_the_page",
               "technical_difficulties_page_on_every_path", "front_page_menu_only_in_next_js_data",
               "plain_text_sitemap_named_in_robots_txt",
               "redirect_to_the_webflow_staging_domain_while_the_menu_links_the_page",
               "french_page_gone_while_only_the_french_front_page_links_its_new_name", "redirect_to_an_uppercase_host",
               "lever_404_linking_levers_own_openings")


@pytest.mark.xfail(bool(set(THROUGH_CLI) & PENDING), reason="some situations not fixed yet", strict=False)
async def test_situations_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Situations of every new rule at once through `changewire repair --json --sensor ...`."""
    await S.check_through_cli(pool, tmp_path, db_url, mk, SITUATIONS, THROUGH_CLI)
