"""Discovery red-teamed (fourteenth round): the surfaces a held-out judge grades, site by site — 50 whole companies
modelled on real companies' current sites (SaaS, devtools, fintech, e-commerce, hardware, biotech, media, public-sector
suppliers, agencies; English and 17 other languages), each with every surface it really has and the decoys such a site
has, served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host (tests/data/discovery/web.py), one server for
every site; the vendors' hosts (Greenhouse, Ashby, Lever, Workable, Teamtailor, softgarden, Welcome to the Jungle,
HRMOS, Moka, GreetingHR, Mynewsdesk, note, Instatus, Gorgias, Workday …) mapped to the same server. Each site's
EXPECTED, NEVER, NEVER_ASKED and AT_MOST were written down before discovery was first run on it. A wanted surface is the
best-ranked of its surface in `discover --json`'s list (selected first); the least important (legal, contact, team,
investors) may fall past the 12-sensor cap on a site with every surface, their best still ranked first.

Covered:
A. Paylane (Stripe: /de-de/ /fr-fr/ copies, docs.' changelog, a customer story and a post about careers), Noteframe
   (Notion: /ja-jp/ /ko-kr/ /fr-fr/, a "Careers page" template, Greenhouse), ForgeHub (GitLab: about. is the site,
   handbook, /releases/, ir., Atom feed), Soundwave (Spotify: careers on its own other domain, "Premium", newsroom.
   with a feed, artists./accounts. sign-ins, /de/ /fr/ copies).
B. Modahaus (Zalando corporate: / → /de/, /en/ copy, jobs.), Nordbetal (Klarna: Swedish, Teamtailor on jobs.,
   Mynewsdesk), MediRDV (Doctolib: pro. pricing, careers. → Welcome to the Jungle, /de/), Kaikei (freee: 料金プラン, HRMOS,
   公式ブログ on note, IR情報, /en/), Koelblauw (Coolblue: werkenbij., "Techblog", "Klantenservice", /nl-be/ /fr-be/),
   Targowisko (Allegro: kariera., ir., tech blog with RSS), Roxo (Nubank: Greenhouse, /es-mx/ /en/).
C. Pimaker (Raspberry Pi: /news/ blog with a feed, forums.), Genevia (Moderna: "Pipeline" beside "Our platform",
   investors., Workday, ClinicalTrials.gov), Grupo Eco (PRISA: /es/ default, its newspapers), Civicserve (Capita:
   G-Cloud, suppliers, modern slavery), Studio Lanterna (Italian agency: a case study linking a client's Teamtailor
   board), Brightwork (US agency: a featured case study linking a client's Workday, a Greenhouse embed).
D. Modayol (Trendyol, Turkish), Tokobaru (Tokopedia, Indonesian: "Biaya", a feed named only by the footer's "RSS"),
   Feiyun (Chinese SaaS: Moka, /en/), SkyRotor (DJI: /cn /jp /de copies, "Where to Buy", we.), Swiftpay (Revolut:
   / → /en-gb/, /de-de/ /fr-fr/ /es-es/), Chatloop (Intercom: the feed only in the footer, "Changes", Ashby, five
   localized homes), ViPay (Vietnamese: "Biểu phí"), Woolrun (Allbirds on Shopify: /blogs/news.atom, Lever, Gorgias,
   /en-ca /en-gb markets), Sisu IT (Finnish).
E. Metricly (Datadog: "As featured in" press mentions, /ja/ /fr/ /de/ /ko/ pricing), Materix (German public-sector IT:
   softgarden, "RSS-Feed" in the footer, tenders), Sahm Pay (Arabic, RTL, / → /ar/), Lingosem (Semrush: languages on
   de. fr. es. it. ja., "Contacts"), Mercadito (Mercado Libre: voseo), Modaluce (Yoox: "Servizio clienti",
   corporate. IR), Wavecast (a podcast network: "Shows", a show called "Careers Unfiltered", Workable, "Advertise").
F. Otbang (Korean: / → /ko/, GreetingHR, 입점 문의), Vipp Design (Danish: "Journal", "Forhandlere"), Hirebase (a mega
   menu's featured post "careers at Northwind", Greenhouse / Lever integration pages, Instatus), Rupeeflow (Razorpay:
   /docs/changelog/, Lever, /hi/ copy).
G. Harbourline (WordPress: posts, comments and category feeds), Tsubasa Kogyo (Japanese maker, English copy under
   /english/), Skylark (Sonos: careers on a .jobs domain, newsroom. feed, country sites on other domains).
H. Nordspel (Paradox: Swedish, "Patch notes", "Nyhetsrum", "Arbeta hos oss"), Luce Verde (Italian utility: "Relazioni
   con gli investitori", "Offerte e tariffe"), Schnittstelle ("Entwicklerportal"), Geldpunt (Dutch).
I. Maple Cover / Coop Boréal (Canadian bilingual footers, each language's page beside the other's: English and
   French defaults), Stahlform (a German site whose careers page exists only in English).
J/K. Arvelo (a Nasdaq biotech: "Investors & Media" → investors., its press releases only there, SEC filings), Canvaly
   (Canva / Atlassian: "Work at Canvaly", "Investor Centre", "Trust center"), Tenkit (a Polish software house whose
   offers are on the aggregator Just Join IT).
And Paylane once more through `changewire discover --json` (the contract's keys, one selected entry per surface listed
before the others, in importance order).

Wrong on the code before this round (3b183b4): 16 of 50 companies; fixed 16, xfail 0. In general terms
(libs/common/src/changewire_common/surfaces.py unless said):
- koelblauw "Techblog": one word ending in "blog" (Techblog, Devblog, Firmenblog, Firmen-Blog) is the blog.
- kaikei 公式ブログ on note.com/kaikei_official: "official" / 公式 / 官方 before a name is a determiner, and a platform
  handle <brand>_official / _jp / _team / _inc carries the brand (discovery engine._carries_brand).
- koelblauw "Klantenservice", modaluce "Servizio clienti": a shop's customer service is its help centre (weak docs,
  as Norwegian "Kundeservice" already was).
- soundwave "Premium": a weak price-list name (text and path); genevia: /pipeline a strong products path, so a
  biotech's "Pipeline" ranks above its "Our platform".
- skyrotor / skylark "Where to buy": a dealer locator, never pricing ("how to buy" likewise; "Buy now", /buy stay).
- tokobaru "Biaya", vipay "Biểu phí": fee schedules; lingosem "Contacts"; coopboreal "Nous joindre"; nordspel
  "Våra spel", "Patch notes", "Nyhetsrum", "Arbeta hos oss"; luceverde "Relazioni con gli investitori", "Offerte e
  tariffe" (`_TEXT_ROUND14`, `_PATH_ROUND14`).
- wavecast: "Shows" are a media company's products, and /shows/… a catalog entry (`_CATALOG_FOLDERS`), so a show
  named "Careers Unfiltered" is not the careers page.
- otbang 입점 문의 (the seller application, on partners.): a CJK enquiry about selling, advertising or partnering is no
  contact page (`_CJK_TRADE_ENQUIRY`); 문의하기 / お問い合わせ still are.
- arvelo: "Investors & Media" names investors first and no newsroom is linked; a verified investors page's own links
  name the newsroom when the site named none (discovery engine.after_page, no request added), and "News releases" /
  "Media releases" are the newsroom (their "releases" read as a changelog's before).
Expectations revised (written wrong or a fixture artefact): forgehub moved from .test to .com (a .test host is its own
registrable domain, so about.'s siblings were other sites, as round 13's globexa); modahaus's "Zum Shop" (shop.) is its
products, not a decoy (NEVER narrowed); koelblauw's "Klantenservice" was written as contact, now docs|contact (the
tables read a customer service as the help centre); Lever's and Greenhouse's jobs_board is read through the vendor's
API (URLs accepted); three fixture bugs (a locale root overwritten, /ir/ taken for a locale, "/de" matching
developer.).
Right at first (pinned): paylane, noteframe, forgehub, modahaus, nordbetal, medirdv, targowisko, roxobank, pimaker,
grupoeco, civicserve, studiolanterna, brightwork, modayol, feiyun, swiftpay, chatloop, woolrun, sisuit, metricly,
materix, sahmpay, mercadito, vippdesign, hirebase, rupeeflow, harbourline, tsubasa-kogyo, schnittstelle, geldpunt,
maplecover, stahlform, canvaly, tenkit.
Noticed, left alone: with every surface, the 12-sensor cap drops team or investors (tied at 0.5) after legal and
contact; "Customer service plan" (round 13's airline legal document) now reads as weak docs by a contained phrase
(skyharbor still passes: its Contact/legal links win).

Cost: a few more words in the tables (one index build), one suffix check per one-word label, a tuple scan on CJK
contact labels, one pass over a verified investors page's links when no newsroom is named; no request added.
Requests over the 50: median 15, max 20 (AT_MOST 20); `make bench-discovery`
unchanged (median 11.5, max 22, every company's requests and sensors as before). Runtime: this module ~9 s (≤ 14 s
on a loaded machine), the unit module ~2 s.
"""
from __future__ import annotations

import hashlib
import re
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

_WORDS = ("amber basalt cirrus delta ember fjord glacier hollow iris jetty kelp larch marsh nimbus oxbow pebble "
          "quill reef sorrel tundra umbra vetch willow yew").split()


def prose(seed: str, n: int = 80) -> str:
    """Distinct, deterministic filler per page (pages of one site must not look like copies)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 37 & 0xFF)) % len(_WORDS)] + ("." if i % 11 == 10 else "")
                    for i in range(n))


def page(title: str, body: str = "", head: str = "", lang: str = "en", main: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width, initial-scale=1"><title>{title}</title>{head}</head>'
            f"<body>{body}<main><h1>{title}</h1>{main}<p>{prose(title + lang)}</p></main></body></html>")


Links = list[tuple[str, str]]
_LOCALE_ROOT = re.compile(r"^/(?:(?:de|en|es|fr|it|ja|ko|nl|pl|pt|se|sv|tr|zh|id|vi)(?:-[a-z]{2})?/?)?$")  # `/`, `/de/`, `/nl-be/`: a language's homepage


def chrome(navs: Links, foots: Links, *, extra_foot: str = "") -> str:
    return ('<header class="site-header"><a href="/" class="logo">Home</a><nav class="main-nav" aria-label="Main"><ul>'
            + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in navs) + "</ul></nav></header>"
            + '<footer class="site-footer"><ul>' + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in foots)
            + f"</ul>{extra_foot}<p>&copy; 2026</p></footer>")


def dropdowns(groups: list[tuple[str, Links]], foot_cols: list[tuple[str, Links]], *, extra_foot: str = "") -> str:
    """A header of <button aria-expanded> toggles over hidden panels, a footer of titled columns."""
    out = []
    for name, links in groups:
        items = "".join(f'<a href="{h}" class="nav-link">{t}</a>' for h, t in links)
        out.append(f'<li class="relative"><button type="button" aria-expanded="false" aria-haspopup="true">{name}'
                   f'<svg aria-hidden="true"></svg></button><div class="hidden absolute" role="menu">{items}</div></li>')
    return (f'<header><a href="/">Home</a><nav aria-label="Main"><ul>{"".join(out)}</ul></nav></header>'
            + '<footer class="footer">' + "".join(
                f'<div class="footer-col"><h4>{h}</h4><ul>' + "".join(f'<li><a href="{u}">{t}</a></li>' for u, t in ls)
                + "</ul></div>" for h, ls in foot_cols) + f"{extra_foot}<p>&copy; 2026</p></footer>")


def local_pages(chrome_html: str, links: Links, *, lang: str = "en", head: str = "",
                mains: dict[str, str] | None = None) -> dict[str, Any]:
    """Every same-host link of the chrome answered by a page titled by its label (a main of `mains` where given)."""
    out: dict[str, Any] = {}
    for h, t in links:
        if h.startswith("/") and not h.startswith("//") and h not in out and not _LOCALE_ROOT.match(h):
            out[h.split("#")[0]] = page(t, chrome_html, head=head, lang=lang, main=(mains or {}).get(h, ""))
    return out


rss, atom, feed_link, hreflang, _eu = W.rss, W.atom, W.feed_link, W.hreflang, W.eu


def _gh(token: str) -> tuple[str, str]:
    """A Greenhouse board as the jobs_board: its page or (read through the vendor's API) its jobs."""
    return (f"//boards.greenhouse.io/{token}", f"//boards-api.greenhouse.io/v1/boards/{token}/jobs")


SITES: dict[str, dict[str, Any]] = {}
#: website → ({surface: wanted}, absent surfaces); a wanted value is "//host/path" (either scheme) or a tuple of those
#: (any one); a key "a|b" wants the URL as either surface. A wanted surface is the best-ranked of its surface in the
#: `discover --json` list (the selected one first); surfaces at least as important as team are selected too (legal and
#: contact may fall past the 12-sensor cap on a site with every surface)
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {}
#: website → substrings no selected URL may hold
NEVER: dict[str, tuple[str, ...]] = {}
#: website → hosts no request may reach
NEVER_ASKED: dict[str, tuple[str, ...]] = {}
#: requests a site may spend at most (the budget is 25)
AT_MOST: dict[str, int] = {}

# ======================================================================== A. English SaaS, devtools, fintech
# A1. a payments API (modelled on Stripe): mega menu, /pricing with /de-de/ and /fr-fr/ copies (hreflang), docs. with
# its changelog, status. , /jobs with a Greenhouse-fed list, /newsroom, /blog with an RSS feed named in the head; decoys:
# a customer story "How Lumon scaled careers hiring", "Sign in" to dashboard., the partner directory
_A1_NAV = [("/payments", "Payments"), ("/billing", "Billing"), ("/customers", "Customers"), ("/pricing", "Pricing"),
           ("https://docs.paylane.test/", "Documentation"), ("/blog", "Blog"),
           ("https://dashboard.paylane.test/login", "Sign in")]
_A1_FOOT = [("/about", "About"), ("/jobs", "Jobs"), ("/newsroom", "Newsroom"), ("/partners", "Partners"),
            ("https://status.paylane.test/", "Status"), ("https://docs.paylane.test/changelog", "Changelog"),
            ("/privacy", "Privacy & terms"), ("/contact/sales", "Contact sales"),
            ("/de-de/", "Deutsch"), ("/fr-fr/", "Français")]
_A1 = chrome(_A1_NAV, _A1_FOOT)
_A1_HL = hreflang({"en-us": "/", "de-de": "/de-de/", "fr-fr": "/fr-fr/", "x-default": "/"})
_A1_DE = chrome([(f"/de-de{h}" if h.startswith("/") else h, t) for h, t in _A1_NAV],
                [(f"/de-de{h}" if h.startswith("/") and not h.startswith("/de-de") and not h.startswith("/fr-fr") else h, t)
                 for h, t in _A1_FOOT])
SITES["paylane.test"] = {
    "/": page("Paylane | Financial infrastructure for the internet", _A1, head=_A1_HL + feed_link("/blog/feed.rss")),
    **local_pages(_A1, _A1_NAV + _A1_FOOT, mains={
        "/customers": '<a href="/customers/lumon">How Lumon scaled careers hiring with Paylane Connect</a>',
        "/blog": '<a href="/blog/careers-at-scale">Engineering careers at Paylane: the ladder</a>'}),
    "/de-de/": page("Paylane | Finanzinfrastruktur für das Internet", _A1_DE, head=_A1_HL, lang="de"),
    **local_pages(_A1_DE, [(f"/de-de{h}", t) for h, t in _A1_NAV + _A1_FOOT if h.startswith("/") and "-" not in h[:6]],
                  lang="de"),
    "/fr-fr/": page("Paylane | Infrastructure financière", _A1, head=_A1_HL, lang="fr"),
    "/blog/feed.rss": rss("Paylane Blog", "https://paylane.test/blog/"),
    "/customers/lumon": page("How Lumon scaled careers hiring with Paylane Connect", _A1),
}
SITES["docs.paylane.test"] = {"/": page("Paylane Docs"), "/changelog": page("Changelog | Paylane Docs")}
SITES["status.paylane.test"] = {"/": page("Paylane System Status")}
SITES["dashboard.paylane.test"] = {"*": page("Sign in to Paylane")}
EXPECTED["http://paylane.test"] = (
    {**_eu("paylane.test", pricing="/pricing", blog="/blog", feed="/blog/feed.rss", careers="/jobs",
           newsroom="/newsroom", legal="/privacy"),
     "docs": "//docs.paylane.test/", "changelog": "//docs.paylane.test/changelog", "status": "//status.paylane.test/"},
    ("investors",))
NEVER["http://paylane.test"] = ("/de-de", "/fr-fr", "lumon", "careers-at-scale", "dashboard.", "partners")

# A2. a workspace app (modelled on Notion): /pricing, /careers → a Greenhouse board, /blog, /releases ("What's new"),
# /help (the help centre is its docs), status. on a vendor (Statuspage); Japanese / Korean / French copies under
# /ja-jp/ /ko-kr/ /fr-fr/; decoys: the template gallery's "Careers page" template, "Log in" to the app
_A2_NAV = [("/product", "Product"), ("/templates", "Templates"), ("/pricing", "Pricing"), ("/help", "Help center"),
           ("/releases", "What's new"), ("https://app.noteframe.test/login", "Log in")]
_A2_FOOT = [("/about", "About us"), ("/careers", "Careers"), ("/blog", "Blog"), ("/security", "Security"),
            ("https://status.noteframe.test/", "Status"), ("/legal/terms", "Terms & privacy"),
            ("/templates/careers-page", "Careers page template"), ("/ja-jp", "日本語"), ("/ko-kr", "한국어"),
            ("/fr-fr", "Français")]
_A2 = chrome(_A2_NAV, _A2_FOOT)
_A2_HL = hreflang({"en": "/", "ja": "/ja-jp", "ko": "/ko-kr", "fr": "/fr-fr"})
SITES["noteframe.test"] = {
    "/": page("Noteframe – Your connected workspace", _A2, head=_A2_HL),
    **local_pages(_A2, _A2_NAV + _A2_FOOT, mains={
        "/careers": '<a href="https://boards.greenhouse.io/noteframe">See open positions</a>'}),
    **{f"/{lg}": page(t, chrome([(f"/{lg}{h}", x) for h, x in _A2_NAV if h.startswith("/")],
                               [(f"/{lg}/careers", c), ("/", "English")]), head=_A2_HL, lang=lg[:2])
       for lg, t, c in (("ja-jp", "Noteframe – つながるワークスペース", "採用情報"), ("ko-kr", "Noteframe – 연결된 워크스페이스", "채용"),
                        ("fr-fr", "Noteframe – Votre espace de travail", "Carrières"))},
    **{f"/{lg}{h}": page(x, lang=lg[:2]) for lg in ("ja-jp", "ko-kr", "fr-fr") for h, x in _A2_NAV + [("/careers", "C")]
       if h.startswith("/")},
}
SITES["boards.greenhouse.io"] = {"/noteframe": page("Jobs at Noteframe")}
SITES["boards-api.greenhouse.io"] = {f"/v1/boards/{t}/jobs": {"json": {"jobs": [{"title": "Engineer"}]}}
                                     for t in ("noteframe", "forgehub", "roxobank")}
SITES["status.noteframe.test"] = {"/": page("Noteframe Status"), "/api/v2/summary.json": {"json": {
    "page": {"id": "nf", "name": "Noteframe"}, "components": [], "status": {"indicator": "none"}}}}
SITES["app.noteframe.test"] = {"*": page("Log in | Noteframe")}
EXPECTED["http://noteframe.test"] = (
    {**_eu("noteframe.test", pricing="/pricing", careers="/careers", blog="/blog", changelog="/releases",
           docs="/help", legal="/legal/terms"),
     "jobs_board": _gh("noteframe"),
     "status": ("//status.noteframe.test/", "//status.noteframe.test/api/v2/summary.json")}, ("investors",))
NEVER["http://noteframe.test"] = ("/ja-jp", "/ko-kr", "/fr-fr", "templates", "app.noteframe")

# A3. a DevOps platform (modelled on GitLab): about. is the marketing site; pricing, /releases/ (monthly release posts:
# the changelog), /blog/ with an Atom feed at /atom.xml, /jobs/ → Greenhouse, /company/team/, /press/, ir. for investors,
# docs. , status on status.io; decoys: "Handbook" (public handbook), "Sign in" to the app host, a blog post
# "Remote work and careers: our tips", /customers/
_A3_NAV = [("/platform/", "Platform"), ("/pricing/", "Pricing"), ("/customers/", "Customers"),
           ("https://docs.forgehub.com/", "Docs"), ("/blog/", "Blog"), ("https://forgehub.com/users/sign_in", "Sign in")]
_A3_FOOT = [("/company/", "About us"), ("/jobs/", "Jobs"), ("/company/team/", "Team"), ("/press/", "Press"),
            ("https://ir.forgehub.com/", "Investor relations"), ("/handbook/", "Handbook"),
            ("/releases/", "Releases"), ("https://status.forgehub.com/", "Status"), ("/privacy/", "Privacy"),
            ("/terms/", "Terms"), ("/sales/", "Contact sales")]
_A3 = chrome(_A3_NAV, _A3_FOOT)
SITES["about.forgehub.com"] = {
    "/": page("The DevSecOps Platform | ForgeHub", _A3, head=feed_link("/atom.xml", "atom", "ForgeHub blog")),
    **local_pages(_A3, _A3_NAV + _A3_FOOT, mains={
        "/jobs/": '<a href="https://boards.greenhouse.io/forgehub">View all open roles</a>',
        "/blog/": '<a href="/blog/2026/10/remote-careers-tips/">Remote work and careers: our tips</a>'}),
    "/atom.xml": atom("ForgeHub blog", "https://about.forgehub.com/blog/"),
}
SITES["forgehub.com"] = {"/": {"redirect": "https://about.forgehub.com/", "status": 302},
                          "/users/sign_in": page("Sign in · ForgeHub")}
SITES["boards.greenhouse.io"]["/forgehub"] = page("Jobs at ForgeHub")
SITES["docs.forgehub.com"] = {"/": page("ForgeHub Docs")}
SITES["ir.forgehub.com"] = {"/": page("ForgeHub Investor Relations")}
SITES["status.forgehub.com"] = {"/": page("ForgeHub System Status")}
EXPECTED["http://forgehub.com"] = (
    {**_eu("about.forgehub.com", pricing="/pricing/", blog="/blog/", feed="/atom.xml", careers="/jobs/",
           team="/company/team/", newsroom="/press/", changelog="/releases/", legal=("/privacy/", "/terms/")),
     "jobs_board": _gh("forgehub"), "investors": "//ir.forgehub.com/",
     "docs": "//docs.forgehub.com/", "status": "//status.forgehub.com/"}, ())
NEVER["http://forgehub.com"] = ("sign_in", "remote-careers", "customers", "handbook")

# A4. a music streaming service (modelled on Spotify): careers on another domain of its own (lifeatsoundwave.test),
# newsroom. with an RSS feed, investors. , developer. docs, an engineering blog on engineering. with RSS, "Premium"
# plans as its pricing with /de/premium and /fr/premium copies; decoys: "For Artists" (artists. login), "Community"
_A4_NAV = [("/premium", "Premium"), ("/download", "Download"), ("https://support.soundwave.test/", "Support"),
           ("https://accounts.soundwave.test/login", "Log in")]
_A4_FOOT = [("/about-us", "About"), ("https://lifeatsoundwave.test/", "Jobs"),
            ("https://newsroom.soundwave.test/", "For the Record"), ("https://artists.soundwave.test/", "For Artists"),
            ("https://developer.soundwave.test/", "Developers"), ("https://investors.soundwave.test/", "Investors"),
            ("https://community.soundwave.test/", "Community"), ("/legal/privacy-policy", "Privacy Center"),
            ("/legal/end-user-agreement", "Legal"), ("/de/premium", "Deutschland"), ("/fr/premium", "France")]
_A4 = chrome(_A4_NAV, _A4_FOOT)
SITES["soundwave.test"] = {
    "/": page("Soundwave - Web Player: Music for everyone", _A4),
    **local_pages(_A4, _A4_NAV + _A4_FOOT),
    "/de/premium": page("Soundwave Premium – Jetzt testen", _A4, lang="de"),
    "/fr/premium": page("Soundwave Premium – Essai gratuit", _A4, lang="fr"),
}
SITES["lifeatsoundwave.test"] = {"/": page("Life at Soundwave – Jobs", chrome(
    [("/jobs", "Browse jobs"), ("/teams", "Teams"), ("/locations", "Locations")], [("https://soundwave.test/", "Soundwave")])),
    "/jobs": page("Jobs – Life at Soundwave")}
SITES["newsroom.soundwave.test"] = {"/": page("For the Record – Soundwave", head=feed_link("/feed/", "rss", "For the Record")),
                                    "/feed/": rss("For the Record", "https://newsroom.soundwave.test/")}
SITES["investors.soundwave.test"] = {"/": page("Soundwave Technology S.A. - Investors")}
SITES["developer.soundwave.test"] = {"/": page("Soundwave for Developers", chrome(
    [("/documentation/web-api", "Web API"), ("https://engineering.soundwave.test/", "Engineering blog")], []))}
SITES["engineering.soundwave.test"] = {"/": page("Soundwave Engineering", head=feed_link("/feed", "rss", "Engineering")),
                                       "/feed": rss("Soundwave Engineering", "https://engineering.soundwave.test/")}
for _h in ("artists", "accounts", "support", "community"):
    SITES[f"{_h}.soundwave.test"] = {"*": page(f"Soundwave {_h.title()}")}
EXPECTED["http://soundwave.test"] = (
    {**_eu("soundwave.test", pricing="/premium", legal=("/legal/privacy-policy", "/legal/end-user-agreement")),
     "careers": ("//lifeatsoundwave.test/", "//lifeatsoundwave.test/jobs"),
     "newsroom": "//newsroom.soundwave.test/", "investors": "//investors.soundwave.test/",
     "docs": "//developer.soundwave.test/"}, ())
NEVER["http://soundwave.test"] = ("/de/", "/fr/", "artists.", "accounts.", "community.")

# ======================================================================== B. other languages (the site's own default)
# B1. a German fashion platform (modelled on Zalando's corporate site): / → 302 /de/, an /en/ copy (hreflang), jobs on
# jobs. (its own board host), "Newsroom", "Investor Relations" on its own path, "Impressum", "Datenschutz"; decoys:
# "Partnerprogramm", "Zum Shop" (the shop, another host), a press item "Karriereportal XY gewinnt Award"
_B1_DE_NAV = [("/de/unternehmen", "Unternehmen"), ("/de/nachhaltigkeit", "Nachhaltigkeit"),
              ("/de/newsroom", "Newsroom"), ("/de/investor-relations", "Investor Relations"),
              ("https://jobs.modahaus.test/de/", "Karriere")]
_B1_DE_FOOT = [("/de/kontakt", "Kontakt"), ("/de/impressum", "Impressum"), ("/de/datenschutz", "Datenschutz"),
               ("/de/partnerprogramm", "Partnerprogramm"), ("https://shop.modahaus.test/", "Zum Shop"), ("/en/", "English")]
_B1_EN_NAV = [("/en/company", "Company"), ("/en/sustainability", "Sustainability"), ("/en/newsroom", "Newsroom"),
              ("/en/investor-relations", "Investor Relations"), ("https://jobs.modahaus.test/en/", "Careers")]
_B1_EN_FOOT = [("/en/contact", "Contact"), ("/en/imprint", "Imprint"), ("/en/privacy", "Privacy"), ("/de/", "Deutsch")]
_B1_HL = hreflang({"de": "/de/", "en": "/en/", "x-default": "/de/"})
_B1_DE, _B1_EN = chrome(_B1_DE_NAV, _B1_DE_FOOT), chrome(_B1_EN_NAV, _B1_EN_FOOT)
SITES["modahaus.test"] = {
    "/": {"redirect": "/de/", "status": 302},
    "/de/": page("Modahaus SE – Unternehmensseite", _B1_DE, head=_B1_HL, lang="de"),
    "/en/": page("Modahaus SE – Corporate website", _B1_EN, head=_B1_HL, lang="en"),
    **local_pages(_B1_DE, _B1_DE_NAV + _B1_DE_FOOT, lang="de", mains={
        "/de/newsroom": '<a href="/de/newsroom/karriereportal-award">Karriereportal von Modahaus gewinnt HR-Award</a>'}),
    **local_pages(_B1_EN, _B1_EN_NAV + _B1_EN_FOOT, lang="en"),
}
SITES["jobs.modahaus.test"] = {"/de/": page("Jobs bei Modahaus", lang="de"), "/en/": page("Jobs at Modahaus")}
SITES["shop.modahaus.test"] = {"*": page("Modahaus Online-Shop", lang="de")}
EXPECTED["http://modahaus.test"] = (
    {**_eu("modahaus.test", newsroom="/de/newsroom", investors="/de/investor-relations", team="/de/unternehmen",
           contact="/de/kontakt", legal=("/de/impressum", "/de/datenschutz")),
     "careers": "//jobs.modahaus.test/de/"}, ("pricing",))
NEVER["http://modahaus.test"] = ("/en/", "partnerprogramm", "award")

# B2. a Swedish buy-now-pay-later firm (modelled on Klarna), Swedish default with an /en/ copy: "Lediga jobb" on its
# Teamtailor site (jobs.), "Press" on Mynewsdesk, "Priser" (its fee list), status., "Villkor", "Integritetspolicy";
# decoys: "För företag" (the business site), "Logga in" (app.)
_B2_NAV = [("/se/handla", "Handla"), ("/se/priser", "Priser"), ("https://business.nordbetal.test/", "För företag"),
           ("https://app.nordbetal.test/login", "Logga in")]
_B2_FOOT = [("/se/om-oss", "Om oss"), ("https://jobs.nordbetal.test/", "Lediga jobb"),
            ("https://www.mynewsdesk.com/se/nordbetal", "Press"), ("https://status.nordbetal.test/", "Driftstatus"),
            ("/se/villkor", "Villkor"), ("/se/integritetspolicy", "Integritetspolicy"), ("/se/kundservice", "Kundservice"),
            ("/en/", "English")]
_B2 = chrome(_B2_NAV, _B2_FOOT)
_B2_EN = chrome([("/en/shop", "Shop"), ("/en/pricing", "Pricing")], [("/en/about", "About us"), ("/se/", "Svenska")])
SITES["nordbetal.test"] = {
    "/": {"redirect": "/se/", "status": 302},
    "/se/": page("Nordbetal – Smidigare betalningar", _B2, lang="sv", head=hreflang({"sv": "/se/", "en": "/en/"})),
    **local_pages(_B2, _B2_NAV + _B2_FOOT, lang="sv"),
    "/en/": page("Nordbetal – Smoother payments", _B2_EN, head=hreflang({"sv": "/se/", "en": "/en/"})),
    "/en/shop": page("Shop", _B2_EN), "/en/pricing": page("Pricing", _B2_EN), "/en/about": page("About us", _B2_EN),
}
SITES["jobs.nordbetal.test"] = {"/": page("Lediga jobb – Nordbetal", lang="sv", head=(
    '<meta name="generator" content="Teamtailor"><link rel="stylesheet" href="https://assets.teamtailor-cdn.com/x.css">'))}
SITES["www.mynewsdesk.com"] = {"/se/nordbetal": page("Nordbetal – Pressrum | Mynewsdesk", lang="sv")}
SITES["status.nordbetal.test"] = {"/": page("Nordbetal Status")}
for _h in ("business", "app"):
    SITES[f"{_h}.nordbetal.test"] = {"*": page(f"Nordbetal {_h}", lang="sv")}
EXPECTED["http://nordbetal.test"] = (
    {**_eu("nordbetal.test", pricing="/se/priser", team="/se/om-oss", legal=("/se/villkor", "/se/integritetspolicy")),
     "careers": "//jobs.nordbetal.test/", "newsroom": "//www.mynewsdesk.com/se/nordbetal",
     "status": "//status.nordbetal.test/"}, ("investors",))
NEVER["http://nordbetal.test"] = ("/en/", "business.", "app.nordbetal")

# B3. a French health-booking SaaS (modelled on Doctolib), French default, a German copy under /de/: "Tarifs" for
# practitioners on pro. , "Recrutement" on careers. → Welcome to the Jungle, "Presse", "Blog" (Le blog) with RSS,
# "Mentions légales", "CGU", "Politique de confidentialité", status.; decoys: "Se connecter", "Espace praticien"
_B3_NAV = [("https://pro.medirdv.test/tarifs", "Tarifs"), ("https://pro.medirdv.test/", "Vous êtes soignant ?"),
           ("https://www.medirdv.test/sessions/new", "Se connecter")]
_B3_FOOT = [("/qui-sommes-nous", "Qui sommes-nous ?"), ("https://careers.medirdv.test/", "Recrutement"),
            ("/presse", "Presse"), ("/blog", "Le blog"), ("https://status.medirdv.test/", "Statut du service"),
            ("/mentions-legales", "Mentions légales"), ("/cgu", "CGU"),
            ("/politique-de-confidentialite", "Politique de confidentialité"), ("/de/", "Deutsch")]
_B3 = chrome(_B3_NAV, _B3_FOOT)
SITES["www.medirdv.test"] = {
    "/": page("MediRDV : Prenez rendez-vous avec un médecin", _B3, lang="fr",
              head=hreflang({"fr": "/", "de": "/de/"}) + feed_link("/blog/feed", "rss", "Le blog")),
    **local_pages(_B3, _B3_NAV + _B3_FOOT, lang="fr"),
    "/blog/feed": rss("Le blog MediRDV", "https://www.medirdv.test/blog/"),
    "/de/": page("MediRDV: Arzttermine online buchen", chrome([("/de/ueber-uns", "Über uns")],
                 [("/de/karriere", "Karriere"), ("/de/presse", "Presse"), ("/de/impressum", "Impressum")]), lang="de"),
    "/de/karriere": page("Karriere", lang="de"), "/de/presse": page("Presse", lang="de"),
}
SITES["medirdv.test"] = {"*": {"redirect": "https://www.medirdv.test/", "status": 301}}
SITES["pro.medirdv.test"] = {"/": page("MediRDV Pro – le logiciel des soignants", lang="fr"),
                             "/tarifs": page("Tarifs – MediRDV Pro", lang="fr")}
SITES["careers.medirdv.test"] = {"/": page("Rejoignez MediRDV", lang="fr", main=(
    '<a href="https://www.welcometothejungle.com/fr/companies/medirdv/jobs">Voir nos offres</a>'))}
SITES["www.welcometothejungle.com"] = {"/fr/companies/medirdv/jobs": page("MediRDV : offres d'emploi", lang="fr")}
SITES["status.medirdv.test"] = {"/": page("MediRDV Status")}
EXPECTED["http://www.medirdv.test"] = (
    {**_eu("www.medirdv.test", newsroom="/presse", blog="/blog", feed="/blog/feed", team="/qui-sommes-nous",
           legal=("/mentions-legales", "/cgu", "/politique-de-confidentialite")),
     "pricing": "//pro.medirdv.test/tarifs", "careers": "//careers.medirdv.test/",
     "jobs_board": "//www.welcometothejungle.com/fr/companies/medirdv/jobs", "status": "//status.medirdv.test/"}, ())
NEVER["http://www.medirdv.test"] = ("/de/", "sessions")

# B4. a Japanese cloud-accounting SaaS (modelled on freee): 料金プラン, 採用情報 → HRMOS, ニュースルーム, ブログ on note,
# 開発者向け on developer., ステータス on status., IR情報 on /ir/, 利用規約, プライバシーポリシー, 会社概要; an /en/ copy;
# decoys: ログイン (accounts.), 導入事例 (case studies), パートナー
_B4_NAV = [("/accounting/", "会計ソフト"), ("/pricing/", "料金プラン"), ("/cases/", "導入事例"),
           ("https://accounts.kaikei.test/login", "ログイン")]
_B4_FOOT = [("/company/", "会社概要"), ("https://hrmos.co/pages/kaikei", "採用情報"), ("/newsroom/", "ニュースルーム"),
            ("https://note.com/kaikei_official", "公式ブログ"), ("https://developer.kaikei.test/", "開発者向け"),
            ("https://status.kaikei.test/", "ステータス"), ("/ir/", "IR情報"), ("/partners/", "パートナー"),
            ("/terms/", "利用規約"), ("/privacy/", "プライバシーポリシー"), ("/en/", "English")]
_B4 = chrome(_B4_NAV, _B4_FOOT)
SITES["kaikei.test"] = {
    "/": page("カイケイ｜クラウド会計ソフト", _B4, lang="ja", head=hreflang({"ja": "/", "en": "/en/"})),
    **local_pages(_B4, _B4_NAV + _B4_FOOT, lang="ja"),
    "/en/": page("Kaikei – cloud accounting", chrome([("/en/company/", "Company"), ("/en/ir/", "IR")], [])),
    "/en/company/": page("Company"), "/en/ir/": page("Investor relations"),
}
SITES["hrmos.co"] = {"/pages/kaikei": page("株式会社カイケイ 採用情報", lang="ja")}
SITES["note.com"] = {"/kaikei_official": page("カイケイ公式｜note", lang="ja"),
                     "/kaikei_official/rss": rss("カイケイ公式", "https://note.com/kaikei_official/")}
SITES["developer.kaikei.test"] = {"/": page("カイケイ Developers", lang="ja")}
SITES["status.kaikei.test"] = {"/": page("カイケイ ステータス", lang="ja")}
SITES["accounts.kaikei.test"] = {"*": page("ログイン", lang="ja")}
EXPECTED["http://kaikei.test"] = (
    {**_eu("kaikei.test", pricing="/pricing/", newsroom="/newsroom/", investors="/ir/", team="/company/",
           legal=("/terms/", "/privacy/")),
     "careers|jobs_board": "//hrmos.co/pages/kaikei", "blog": "//note.com/kaikei_official",
     "docs": "//developer.kaikei.test/", "status": "//status.kaikei.test/"}, ())
NEVER["http://kaikei.test"] = ("/en/", "cases", "partners", "accounts.")

# B5. a Dutch electronics retailer (modelled on Coolblue): "Werken bij" on its own werkenbij. host, "Over Coolblue"-like
# "Over ons", "Klantenservice", "Privacybeleid", "Algemene voorwaarden", "Nieuws" (press), "Tech blog" on techblog. with
# RSS; Belgian copies under /nl-be/ and /fr-be/; decoys: "Zakelijk" (business), "Mijn account"
_B5_NAV = [("/laptops", "Laptops"), ("/televisies", "Televisies"), ("/zakelijk", "Zakelijk"),
           ("/mijn-account", "Mijn account")]
_B5_FOOT = [("/over-ons", "Over ons"), ("https://werkenbij.koelblauw.test/", "Werken bij"), ("/nieuws", "Nieuws"),
            ("https://techblog.koelblauw.test/", "Techblog"), ("/klantenservice", "Klantenservice"),
            ("/privacybeleid", "Privacybeleid"), ("/algemene-voorwaarden", "Algemene voorwaarden"),
            ("/nl-be/", "België (NL)"), ("/fr-be/", "Belgique (FR)")]
_B5 = chrome(_B5_NAV, _B5_FOOT)
_B5_HL = hreflang({"nl-nl": "/", "nl-be": "/nl-be/", "fr-be": "/fr-be/"})
SITES["koelblauw.test"] = {
    "/": page("Koelblauw – alles voor een glimlach", _B5, lang="nl", head=_B5_HL),
    **local_pages(_B5, _B5_NAV + _B5_FOOT, lang="nl"),
    "/nl-be/": page("Koelblauw België", chrome([("/nl-be/over-ons", "Over ons")], [("/nl-be/nieuws", "Nieuws")]),
                    lang="nl-BE", head=_B5_HL),
    "/fr-be/": page("Koelblauw Belgique", chrome([("/fr-be/a-propos", "À propos")],
                                                 [("/fr-be/actualites", "Actualités"), ("/fr-be/emplois", "Emplois")]),
                    lang="fr-BE", head=_B5_HL),
    "/nl-be/over-ons": page("Over ons", lang="nl-BE"), "/nl-be/nieuws": page("Nieuws", lang="nl-BE"),
    "/fr-be/a-propos": page("À propos", lang="fr-BE"), "/fr-be/actualites": page("Actualités", lang="fr-BE"),
    "/fr-be/emplois": page("Emplois", lang="fr-BE"),
}
SITES["werkenbij.koelblauw.test"] = {"/": page("Werken bij Koelblauw – vacatures", lang="nl")}
SITES["techblog.koelblauw.test"] = {"/": page("Koelblauw Techblog", head=feed_link("/feed.xml", "rss", "Techblog")),
                                    "/feed.xml": rss("Koelblauw Techblog", "https://techblog.koelblauw.test/")}
EXPECTED["http://koelblauw.test"] = (
    {**_eu("koelblauw.test", team="/over-ons", newsroom="/nieuws", 
           legal=("/privacybeleid", "/algemene-voorwaarden")),
     "docs|contact": "//koelblauw.test/klantenservice",
     "careers": "//werkenbij.koelblauw.test/", "blog": "//techblog.koelblauw.test/",
     "feed": "//techblog.koelblauw.test/feed.xml"}, ("pricing", "investors"))
NEVER["http://koelblauw.test"] = ("/nl-be/", "/fr-be/", "zakelijk", "mijn-account")

# B6. a Polish marketplace (modelled on Allegro): "Kariera" on kariera. , "Biuro prasowe" on /biuro-prasowe,
# "Relacje inwestorskie" on ir. , "Blog technologiczny" on its tech blog host with RSS, "Regulamin", "Polityka
# prywatności", "Centrum pomocy" on pomoc.; decoys: "Strefa sprzedawcy" (seller login), "Zaloguj się"
_B6_NAV = [("/kategoria/elektronika", "Elektronika"), ("/kategoria/moda", "Moda"),
           ("https://sprzedawca.targowisko.test/", "Strefa sprzedawcy"), ("/logowanie", "Zaloguj się")]
_B6_FOOT = [("/o-nas", "O nas"), ("https://kariera.targowisko.test/", "Kariera"), ("/biuro-prasowe", "Biuro prasowe"),
            ("https://ir.targowisko.test/", "Relacje inwestorskie"),
            ("https://tech.targowisko.test/", "Blog technologiczny"), ("https://pomoc.targowisko.test/", "Centrum pomocy"),
            ("/regulamin", "Regulamin"), ("/polityka-prywatnosci", "Polityka prywatności")]
_B6 = chrome(_B6_NAV, _B6_FOOT)
SITES["targowisko.test"] = {"/": page("Targowisko – najlepsze ceny", _B6, lang="pl"),
                            **local_pages(_B6, _B6_NAV + _B6_FOOT, lang="pl")}
SITES["kariera.targowisko.test"] = {"/": page("Kariera w Targowisku", lang="pl")}
SITES["ir.targowisko.test"] = {"/": page("Targowisko S.A. – Relacje inwestorskie", lang="pl")}
SITES["tech.targowisko.test"] = {"/": page("Targowisko Tech Blog", head=feed_link("/feed.xml", "rss", "Tech")),
                                 "/feed.xml": rss("Targowisko Tech", "https://tech.targowisko.test/")}
SITES["pomoc.targowisko.test"] = {"/": page("Centrum pomocy", lang="pl")}
SITES["sprzedawca.targowisko.test"] = {"*": page("Strefa sprzedawcy – zaloguj", lang="pl")}
EXPECTED["http://targowisko.test"] = (
    {**_eu("targowisko.test", team="/o-nas", newsroom="/biuro-prasowe", legal=("/regulamin", "/polityka-prywatnosci")),
     "careers": "//kariera.targowisko.test/", "investors": "//ir.targowisko.test/",
     "blog": "//tech.targowisko.test/", "feed": "//tech.targowisko.test/feed.xml"}, ("pricing",))
NEVER["http://targowisko.test"] = ("sprzedawca", "logowanie", "kategoria")

# B7. a Brazilian digital bank (modelled on Nubank), Portuguese default, /es-mx/ and /en/ copies: "Carreiras" on its own
# path calling to a Greenhouse board, "Imprensa", "Blog" on blog. , "Investidores" on ir. , "Tarifas", "Termos de uso",
# "Política de privacidade", "Ouvidoria"; decoys: "Abra sua conta", "Nu"-style app links
_B7_NAV = [("/cartao-de-credito", "Cartão de crédito"), ("/conta", "Conta"), ("/tarifas", "Tarifas"),
           ("https://app.roxobank.test/cadastro", "Abra sua conta")]
_B7_FOOT = [("/sobre-nos", "Sobre nós"), ("/carreiras", "Carreiras"), ("/imprensa", "Imprensa"),
            ("https://blog.roxobank.test/", "Blog"), ("https://ir.roxobank.test/", "Investidores"),
            ("/termos-de-uso", "Termos de uso"), ("/politica-de-privacidade", "Política de privacidade"),
            ("/ouvidoria", "Ouvidoria"), ("/es-mx/", "México"), ("/en/", "English")]
_B7 = chrome(_B7_NAV, _B7_FOOT)
_B7_HL = hreflang({"pt-BR": "/", "es-MX": "/es-mx/", "en": "/en/"})
SITES["roxobank.test"] = {
    "/": page("Roxo – O banco digital", _B7, lang="pt-BR", head=_B7_HL),
    **local_pages(_B7, _B7_NAV + _B7_FOOT, lang="pt-BR", mains={
        "/carreiras": '<a href="https://boards.greenhouse.io/roxobank">Veja as vagas abertas</a>'}),
    "/es-mx/": page("Roxo México", chrome([("/es-mx/tarifas", "Comisiones")], [("/es-mx/carreras", "Carreras"),
                                                                               ("/es-mx/prensa", "Prensa")]), lang="es-MX"),
    "/es-mx/tarifas": page("Comisiones", lang="es-MX"), "/es-mx/carreras": page("Carreras", lang="es-MX"),
    "/es-mx/prensa": page("Prensa", lang="es-MX"),
    "/en/": page("Roxo – the digital bank", chrome([("/en/careers", "Careers")], [("/en/press", "Press")])),
    "/en/careers": page("Careers"), "/en/press": page("Press"),
}
SITES["boards.greenhouse.io"]["/roxobank"] = page("Jobs at Roxo")
SITES["blog.roxobank.test"] = {"/": page("Blog do Roxo", lang="pt-BR", head=feed_link("/feed/", "rss", "Blog")),
                               "/feed/": rss("Blog do Roxo", "https://blog.roxobank.test/")}
SITES["ir.roxobank.test"] = {"/": page("Roxo Holdings – Relações com Investidores", lang="pt-BR")}
SITES["app.roxobank.test"] = {"*": page("Cadastro", lang="pt-BR")}
EXPECTED["http://roxobank.test"] = (
    {**_eu("roxobank.test", pricing="/tarifas", careers="/carreiras", newsroom="/imprensa", team="/sobre-nos",
           legal=("/termos-de-uso", "/politica-de-privacidade")),
     "jobs_board": _gh("roxobank"), "blog": "//blog.roxobank.test/",
     "feed": "//blog.roxobank.test/feed/", "investors": "//ir.roxobank.test/"}, ())
NEVER["http://roxobank.test"] = ("/es-mx/", "/en/", "app.roxobank", "cadastro")

# ======================================================================== C. hardware, biotech, media, public sector, agencies
# C1. a single-board-computer maker (modelled on Raspberry Pi): /news/ is its blog with an RSS feed named only in the
# head, /documentation/, /jobs/, /about/, "Trademark rules"; decoys: forums. , "Approved Resellers", "Shop" → the
# maker's products
_C1_NAV = [("/products/", "Products"), ("/for-industry/", "For industry"), ("/news/", "News"),
           ("/documentation/", "Documentation"), ("https://forums.pimaker.test/", "Forums")]
_C1_FOOT = [("/about/", "About us"), ("/jobs/", "Jobs"), ("/resellers/", "Approved Resellers"),
            ("/contact/", "Contact us"), ("/trademark-rules/", "Trademark rules"), ("/privacy/", "Privacy"),
            ("/cookies/", "Cookies"), ("/accessibility/", "Accessibility")]
_C1 = chrome(_C1_NAV, _C1_FOOT)
SITES["pimaker.test"] = {"/": page("Pimaker – single-board computers", _C1, head=feed_link("/news/feed/", "rss", "News")),
                         **local_pages(_C1, _C1_NAV + _C1_FOOT), "/news/feed/": rss("Pimaker News", "https://pimaker.test/news/")}
SITES["forums.pimaker.test"] = {"*": page("Pimaker Forums")}
EXPECTED["http://pimaker.test"] = (
    {**_eu("pimaker.test", products="/products/", docs="/documentation/", careers="/jobs/", team="/about/",
           contact="/contact/", legal=("/privacy/", "/trademark-rules/", "/cookies/")),
     "blog|newsroom": "//pimaker.test/news/", "feed": "//pimaker.test/news/feed/"}, ("pricing", "investors"))
NEVER["http://pimaker.test"] = ("forums", "resellers", "for-industry")

# C2. an mRNA biotech (modelled on Moderna): "Pipeline" under Research, investors. (its IR site, news releases there),
# "Media center", careers calling to Workday; decoys: "Clinical trials" → ClinicalTrials.gov, "Partnering",
# "Medical information"
_C2 = dropdowns([
    ("Research", [("/research/platform", "Our platform"), ("/research/pipeline", "Pipeline"),
                  ("https://clinicaltrials.gov/search?lead=Genevia", "Clinical trials")]),
    ("About", [("/about-us", "About us"), ("/about-us/leadership", "Leadership"), ("/partnering", "Partnering"),
               ("/media-center", "Media center")]),
    ("Careers", [("/careers", "Careers at Genevia"), ("https://genevia.wd1.myworkdayjobs.com/GEN", "Search jobs")]),
], [("Company", [("https://investors.genevia.test/", "Investors"), ("/medical-information", "Medical information"),
                 ("/contact-us", "Contact us")]),
    ("Legal", [("/privacy", "Privacy notice"), ("/terms-of-use", "Terms of use")])])
SITES["genevia.test"] = {"/": page("Genevia – mRNA medicines", _C2), **local_pages(_C2, [
    ("/research/platform", "Our platform"), ("/research/pipeline", "Our pipeline"), ("/about-us", "About us"),
    ("/about-us/leadership", "Leadership"), ("/partnering", "Partnering"), ("/media-center", "Media center"),
    ("/careers", "Careers at Genevia"), ("/medical-information", "Medical information"), ("/contact-us", "Contact us"),
    ("/privacy", "Privacy notice"), ("/terms-of-use", "Terms of use")])}
SITES["investors.genevia.test"] = {"/": page("Genevia, Inc. – Investor Relations", main=(
    '<a href="/news-releases">News releases</a><a href="/events">Events &amp; presentations</a>'))}
SITES["clinicaltrials.gov"] = {"*": page("ClinicalTrials.gov")}
SITES["genevia.wd1.myworkdayjobs.com"] = {"/GEN": page("Careers at Genevia – Workday")}
EXPECTED["http://genevia.test"] = (
    {**_eu("genevia.test", products="/research/pipeline", newsroom="/media-center", careers="/careers",
           team=("/about-us/leadership", "/about-us"), legal=("/privacy", "/terms-of-use"), contact="/contact-us"),
     "investors": "//investors.genevia.test/"}, ("pricing", "blog"))
NEVER["http://genevia.test"] = ("clinicaltrials", "partnering", "medical-information")

# C3. a Spanish media group (modelled on PRISA), Spanish default and an /en/ copy: "Quiénes somos", "Sala de prensa",
# "Accionistas e inversores", "Trabaja con nosotros", "Aviso legal", "Política de privacidad", "Contacto"; decoys: its
# newspapers on their own domains, "Suscríbete" (a newspaper's subscription), "Canal ético"
_C3_NAV = [("/es/quienes-somos", "Quiénes somos"), ("/es/nuestras-marcas", "Nuestras marcas"),
           ("/es/sala-de-prensa", "Sala de prensa"), ("/es/accionistas-e-inversores", "Accionistas e inversores"),
           ("/es/trabaja-con-nosotros", "Trabaja con nosotros")]
_C3_FOOT = [("https://eleco-diario.test/", "El Eco Diario"), ("https://eleco-diario.test/suscripcion", "Suscríbete"),
            ("/es/canal-etico", "Canal ético"), ("/es/contacto", "Contacto"), ("/es/aviso-legal", "Aviso legal"),
            ("/es/politica-de-privacidad", "Política de privacidad"), ("/en/", "English")]
_C3 = chrome(_C3_NAV, _C3_FOOT)
_C3_EN = chrome([("/en/about-us", "About us"), ("/en/press-room", "Press room"), ("/en/shareholders-and-investors",
                  "Shareholders and investors"), ("/en/work-with-us", "Work with us")], [("/es/", "Español")])
_C3_HL = hreflang({"es": "/es/", "en": "/en/", "x-default": "/es/"})
SITES["grupoeco.test"] = {
    "/": {"redirect": "/es/", "status": 301},
    "/es/": page("Grupo Eco – Medios de comunicación", _C3, lang="es", head=_C3_HL),
    **local_pages(_C3, _C3_NAV + _C3_FOOT, lang="es"),
    "/en/": page("Grupo Eco – Media group", _C3_EN, head=_C3_HL),
    **local_pages(_C3_EN, [("/en/about-us", "About us"), ("/en/press-room", "Press room"),
                           ("/en/shareholders-and-investors", "Shareholders and investors"), ("/en/work-with-us", "Work with us")]),
}
SITES["eleco-diario.test"] = {"*": page("El Eco Diario – Noticias", lang="es")}
EXPECTED["http://grupoeco.test"] = (
    _eu("grupoeco.test", team="/es/quienes-somos", newsroom="/es/sala-de-prensa",
        investors="/es/accionistas-e-inversores", careers="/es/trabaja-con-nosotros", contact="/es/contacto",
        legal=("/es/aviso-legal", "/es/politica-de-privacidad")), ("pricing",))
NEVER["http://grupoeco.test"] = ("/en/", "eleco-diario", "canal-etico")

# C4. a UK public-sector outsourcer (modelled on Capita): "Investors", "News" with an RSS feed, careers on careers. ,
# "Modern slavery statement", "Accessibility", "Privacy notice"; decoys: "Suppliers" (its supplier code), "G-Cloud
# frameworks" → the Digital Marketplace, "Pay a fine" (a council's service it runs)
_C4_NAV = [("/our-services", "Our services"), ("/investors", "Investors"), ("/news", "News"),
           ("https://careers.civicserve.test/", "Careers"), ("/about-us", "About us")]
_C4_FOOT = [("/suppliers", "Suppliers"), ("https://www.digitalmarketplace.service.gov.uk/g-cloud/supplier/771",
                                         "G-Cloud frameworks"), ("/pay-a-fine", "Pay a fine"),
            ("/modern-slavery-statement", "Modern slavery statement"), ("/accessibility", "Accessibility"),
            ("/privacy-notice", "Privacy notice"), ("/contact-us", "Contact us")]
_C4 = chrome(_C4_NAV, _C4_FOOT)
SITES["civicserve.test"] = {"/": page("Civicserve plc – public service partners", _C4,
                                      head=feed_link("/news/rss", "rss", "Civicserve news")),
                            **local_pages(_C4, _C4_NAV + _C4_FOOT), "/news/rss": rss("Civicserve news", "https://civicserve.test/news/")}
SITES["careers.civicserve.test"] = {"/": page("Careers at Civicserve")}
SITES["www.digitalmarketplace.service.gov.uk"] = {"*": page("Civicserve – G-Cloud – Digital Marketplace")}
EXPECTED["http://civicserve.test"] = (
    {**_eu("civicserve.test", investors="/investors", newsroom="/news", feed="/news/rss", team="/about-us",
           products="/our-services", contact="/contact-us", legal=("/privacy-notice", "/modern-slavery-statement")),
     "careers": "//careers.civicserve.test/"}, ("pricing", "blog"))
NEVER["http://civicserve.test"] = ("suppliers", "digitalmarketplace", "pay-a-fine")

# C5. an Italian digital agency: "Chi siamo", "Lavori" (case studies), "Servizi", "Blog" with a WordPress feed,
# "Lavora con noi", "Contatti", "Privacy Policy", "Cookie Policy"; decoys: a case study of a railway's new careers
# portal linking to that client's Teamtailor board, a post "Come abbiamo progettato un portale carriere"
_C5_NAV = [("/chi-siamo/", "Chi siamo"), ("/servizi/", "Servizi"), ("/lavori/", "Lavori"), ("/blog/", "Blog"),
           ("/lavora-con-noi/", "Lavora con noi"), ("/contatti/", "Contatti")]
_C5_FOOT = [("/privacy-policy/", "Privacy Policy"), ("/cookie-policy/", "Cookie Policy")]
_C5 = chrome(_C5_NAV, _C5_FOOT)
SITES["studiolanterna.test"] = {
    "/": page("Studio Lanterna – agenzia digitale a Milano", _C5, lang="it",
              head=feed_link("/feed/", "rss", "Studio Lanterna » Feed"),
              main='<a href="/lavori/ferrovie-nord-portale-carriere/">Ferrovie Nord: il nuovo portale carriere</a>'),
    **local_pages(_C5, _C5_NAV + _C5_FOOT, lang="it", mains={
        "/blog/": '<a href="/blog/progettare-un-portale-carriere/">Come abbiamo progettato un portale carriere</a>'}),
    "/lavori/ferrovie-nord-portale-carriere/": page("Ferrovie Nord: il nuovo portale carriere", _C5, lang="it", main=(
        '<a href="https://ferrovienord.teamtailor.com/jobs">Vedi il portale live</a>')),
    "/feed/": rss("Studio Lanterna", "https://studiolanterna.test/blog/"),
}
SITES["ferrovienord.teamtailor.com"] = {"*": page("Lavora in Ferrovie Nord", lang="it")}
EXPECTED["http://studiolanterna.test"] = (
    {**_eu("studiolanterna.test", team="/chi-siamo/", products="/servizi/", blog="/blog/", feed="/feed/",
           careers="/lavora-con-noi/", contact="/contatti/", legal=("/privacy-policy/", "/cookie-policy/"))},
    ("pricing", "jobs_board"))
NEVER["http://studiolanterna.test"] = ("teamtailor", "portale-carriere", "ferrovie")

# C6. a US brand agency: "Work", "Capabilities", "Insights" (its blog), "News", "Careers" with a Greenhouse embed; decoy:
# a featured case study "Rebuilding careers for Acme Air" on the homepage linking to the client's Workday board
_C6_NAV = [("/work", "Work"), ("/capabilities", "Capabilities"), ("/insights", "Insights"), ("/news", "News"),
           ("/careers", "Careers"), ("/about", "About")]
_C6_FOOT = [("/contact", "Contact"), ("/privacy-policy", "Privacy Policy")]
_C6 = chrome(_C6_NAV, _C6_FOOT)
SITES["brightwork.test"] = {
    "/": page("Brightwork — brand and digital agency", _C6, main=(
        '<a href="/work/acme-air-careers">Rebuilding careers for Acme Air</a>'
        '<a href="https://acmeair.wd5.myworkdayjobs.com/External">See the live careers site</a>')),
    **local_pages(_C6, _C6_NAV + _C6_FOOT, mains={
        "/careers": ('<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?'
                     'for=brightwork"></script>')}),
    "/work/acme-air-careers": page("Rebuilding careers for Acme Air", _C6, main=(
        '<a href="https://acmeair.wd5.myworkdayjobs.com/External">Visit the careers site</a>')),
}
SITES["boards-api.greenhouse.io"]["/v1/boards/brightwork/jobs"] = {"json": {"jobs": [{"title": "Art director"}]}}
SITES["acmeair.wd5.myworkdayjobs.com"] = {"*": page("Acme Air careers")}
EXPECTED["http://brightwork.test"] = (
    {**_eu("brightwork.test", careers="/careers", blog="/insights", newsroom="/news", team="/about",
           contact="/contact", legal="/privacy-policy"),
     "jobs_board": ("//boards-api.greenhouse.io/v1/boards/brightwork/jobs", "//boards.greenhouse.io/brightwork")},
    ("pricing",))
NEVER["http://brightwork.test"] = ("acmeair", "acme-air")
NEVER_ASKED["http://brightwork.test"] = ("acmeair.wd5.myworkdayjobs.com",)

# ======================================================================== D. more languages, locales, feeds, vendors
# D1. a Turkish marketplace (modelled on Trendyol), Turkish only: "Kariyer" on kariyer. , "Basın Odası",
# "Yatırımcı İlişkileri", "Hakkımızda", "Gizlilik ve Güvenlik", "Kullanım Koşulları", "İletişim"; decoys: "Satıcı Ol"
# (the seller sign-up on partner.), "Giriş Yap", "Yardım" (help)
_D1_NAV = [("/butik/kadin", "Kadın"), ("/butik/erkek", "Erkek"), ("https://partner.modayol.test/", "Satıcı Ol"),
           ("/giris", "Giriş Yap")]
_D1_FOOT = [("/hakkimizda", "Hakkımızda"), ("https://kariyer.modayol.test/", "Kariyer"), ("/basin-odasi", "Basın Odası"),
            ("/yatirimci-iliskileri", "Yatırımcı İlişkileri"), ("/iletisim", "İletişim"),
            ("/gizlilik-ve-guvenlik", "Gizlilik ve Güvenlik"), ("/kullanim-kosullari", "Kullanım Koşulları")]
_D1 = chrome(_D1_NAV, _D1_FOOT)
SITES["modayol.test"] = {"/": page("Modayol – Online alışveriş", _D1, lang="tr"), **local_pages(_D1, _D1_NAV + _D1_FOOT, lang="tr")}
SITES["kariyer.modayol.test"] = {"/": page("Modayol Kariyer", lang="tr")}
SITES["partner.modayol.test"] = {"*": page("Modayol Satıcı Paneli – Giriş", lang="tr")}
EXPECTED["http://modayol.test"] = (
    {**_eu("modayol.test", team="/hakkimizda", newsroom="/basin-odasi", investors="/yatirimci-iliskileri",
           contact="/iletisim", legal=("/gizlilik-ve-guvenlik", "/kullanim-kosullari")),
     "careers": "//kariyer.modayol.test/"}, ("pricing",))
NEVER["http://modayol.test"] = ("partner.", "giris", "butik")

# D2. an Indonesian marketplace (modelled on Tokopedia), Indonesian only: "Tentang Kami", "Karier" on karier. ,
# "Blog" whose RSS feed is named only by the footer's "RSS" link (no <link rel=alternate>), "Siaran Pers", "Biaya"
# (the seller fee schedule), "Syarat dan Ketentuan", "Kebijakan Privasi", "Hubungi Kami"; decoys: "Mitra Tokobaru"
# (partner app), "Masuk" (sign in)
_D2_NAV = [("/kategori", "Kategori"), ("https://mitra.tokobaru.test/", "Mitra Tokobaru"), ("/login", "Masuk")]
_D2_FOOT = [("/about", "Tentang Kami"), ("https://karier.tokobaru.test/", "Karier"), ("/blog/", "Blog"),
            ("/blog/feed/", "RSS"), ("/siaran-pers", "Siaran Pers"), ("/biaya", "Biaya"),
            ("/terms", "Syarat dan Ketentuan"), ("/privacy", "Kebijakan Privasi"), ("/hubungi-kami", "Hubungi Kami")]
_D2 = chrome(_D2_NAV, _D2_FOOT)
SITES["tokobaru.test"] = {"/": page("Tokobaru – Jual Beli Online", _D2, lang="id"),
                          **local_pages(_D2, _D2_NAV + _D2_FOOT, lang="id"),
                          "/blog/feed/": rss("Blog Tokobaru", "https://tokobaru.test/blog/")}
SITES["karier.tokobaru.test"] = {"/": page("Karier di Tokobaru", lang="id")}
SITES["mitra.tokobaru.test"] = {"*": page("Mitra Tokobaru", lang="id")}
EXPECTED["http://tokobaru.test"] = (
    {**_eu("tokobaru.test", team="/about", blog="/blog/", feed="/blog/feed/", newsroom="/siaran-pers",
           pricing="/biaya", contact="/hubungi-kami", legal=("/terms", "/privacy")),
     "careers": "//karier.tokobaru.test/"}, ("investors",))
NEVER["http://tokobaru.test"] = ("mitra.", "login", "kategori")

# D3. a Chinese cloud SaaS, simplified Chinese default with an /en/ copy (hreflang): 产品, 价格, 开发者文档 on
# developer. , 服务状态 on status. , 新闻中心, 加入我们 (careers on a Moka board), 投资者关系 on ir. , 关于我们,
# 隐私政策, 服务条款, 联系我们; decoys: 登录 (console.), 合作伙伴, 客户案例
_D3_NAV = [("/product", "产品"), ("/pricing", "价格"), ("/customers", "客户案例"), ("https://developer.feiyun.test/", "开发者文档"),
           ("https://console.feiyun.test/login", "登录")]
_D3_FOOT = [("/about", "关于我们"), ("/news", "新闻中心"), ("https://app.mokahr.com/social-recruitment/feiyun/1001", "加入我们"),
            ("https://ir.feiyun.test/", "投资者关系"), ("https://status.feiyun.test/", "服务状态"), ("/partners", "合作伙伴"),
            ("/privacy", "隐私政策"), ("/terms", "服务条款"), ("/contact", "联系我们"), ("/en/", "English")]
_D3 = chrome(_D3_NAV, _D3_FOOT)
_D3_EN = chrome([("/en/product", "Product"), ("/en/pricing", "Pricing"), ("/en/about", "About us")],
                [("/en/news", "News"), ("/en/careers", "Careers"), ("/", "中文")])
_D3_HL = hreflang({"zh-CN": "/", "en": "/en/"})
SITES["feiyun.test"] = {"/": page("飞云 – 企业级云服务", _D3, lang="zh-CN", head=_D3_HL),
                        **local_pages(_D3, _D3_NAV + _D3_FOOT, lang="zh-CN"),
                        "/en/": page("Feiyun – enterprise cloud", _D3_EN, head=_D3_HL),
                        **local_pages(_D3_EN, [("/en/product", "Product"), ("/en/pricing", "Pricing"),
                                               ("/en/about", "About us"), ("/en/news", "News"), ("/en/careers", "Careers")])}
SITES["app.mokahr.com"] = {"/social-recruitment/feiyun/1001": page("飞云 社会招聘", lang="zh-CN")}
SITES["developer.feiyun.test"] = {"/": page("飞云 开发者文档", lang="zh-CN")}
SITES["ir.feiyun.test"] = {"/": page("飞云 投资者关系", lang="zh-CN")}
SITES["status.feiyun.test"] = {"/": page("飞云 服务状态", lang="zh-CN")}
SITES["console.feiyun.test"] = {"*": page("登录 – 飞云控制台", lang="zh-CN")}
EXPECTED["http://feiyun.test"] = (
    {**_eu("feiyun.test", products="/product", pricing="/pricing", newsroom="/news", team="/about",
           legal=("/privacy", "/terms"), contact="/contact"),
     "careers|jobs_board": "//app.mokahr.com/social-recruitment/feiyun/1001", "docs": "//developer.feiyun.test/",
     "investors": "//ir.feiyun.test/", "status": "//status.feiyun.test/"}, ())
NEVER["http://feiyun.test"] = ("/en/", "console.", "partners", "customers")

# D4. a drone maker (modelled on DJI), English default with /cn/ /jp/ /de/ copies named by hreflang and a region
# picker: "Newsroom", careers on we. (its own careers host), "Developer" on developer. , "Support", "Where to Buy",
# "Store" on store. ; decoys: "Where to Buy" (dealers), the copies
_D4_NAV = [("/products", "Products"), ("https://store.skyrotor.test/", "Store"), ("/support", "Support"),
           ("/where-to-buy", "Where to Buy")]
_D4_FOOT = [("/company", "About Us"), ("https://we.skyrotor.test/", "Careers"), ("/newsroom", "Newsroom"),
            ("https://developer.skyrotor.test/", "Developer"), ("/policies/privacy", "Privacy Policy"),
            ("/policies/terms-of-use", "Terms of Use"), ("/contact", "Contact Us"),
            ("/cn", "中国大陆"), ("/jp", "日本"), ("/de", "Deutschland")]
_D4 = chrome(_D4_NAV, _D4_FOOT)
_D4_HL = hreflang({"en": "/", "zh-CN": "/cn", "ja": "/jp", "de": "/de", "x-default": "/"})


def _d4_copy(pre: str, lang: str, labels: tuple[str, ...]) -> dict[str, Any]:
    nav = [(f"{pre}/products", labels[0]), (f"{pre}/newsroom", labels[1]), (f"{pre}/company", labels[2]),
           (f"{pre}/support", labels[3])]
    ch = chrome(nav, [(f"{pre}/policies/privacy", labels[4]), ("/", "Global")])
    return {pre: page(f"SkyRotor {pre}", ch, lang=lang, head=_D4_HL), **local_pages(ch, nav + [(f"{pre}/policies/privacy", labels[4])], lang=lang)}


SITES["skyrotor.test"] = {
    "/": page("SkyRotor – Official Website", _D4, head=_D4_HL), **local_pages(_D4, _D4_NAV + _D4_FOOT),
    **_d4_copy("/cn", "zh-CN", ("产品", "新闻中心", "关于我们", "服务与支持", "隐私政策")),
    **_d4_copy("/jp", "ja", ("製品", "ニュースルーム", "会社概要", "サポート", "プライバシーポリシー")),
    **_d4_copy("/de", "de", ("Produkte", "Newsroom", "Über uns", "Support", "Datenschutz")),
}
SITES["we.skyrotor.test"] = {"/": page("Careers at SkyRotor")}
SITES["developer.skyrotor.test"] = {"/": page("SkyRotor Developer")}
SITES["store.skyrotor.test"] = {"*": page("SkyRotor Store")}
EXPECTED["http://skyrotor.test"] = (
    {**_eu("skyrotor.test", newsroom="/newsroom", team="/company", contact="/contact",
           legal=("/policies/privacy", "/policies/terms-of-use")),
     "careers": "//we.skyrotor.test/", "docs": "//developer.skyrotor.test/",
     "products": ("//skyrotor.test/products", "//store.skyrotor.test/")}, ("investors",))
NEVER["http://skyrotor.test"] = ("/cn", "/jp", "/de/", "where-to-buy")

# D5. a fintech app (modelled on Revolut): / → 302 /en-gb/, its pages under /en-gb/ and copies under /de-de/ /fr-fr/
# /es-es/ (hreflang); "Our pricing plans" (/en-gb/our-pricing-plans/), "Careers" on its own path, "Blog", "News",
# "Legal", "Help" on help. ; decoys: "Revolut Business"-like business., "Log in" (app.)
_D5_LOC = ("en-gb", "de-de", "fr-fr", "es-es")
_D5_HL = hreflang({lc.split("-")[0] + "-" + lc.split("-")[1].upper(): f"/{lc}/" for lc in _D5_LOC})


def _d5(lc: str, lang: str, labels: tuple[str, ...]) -> dict[str, Any]:
    nav = [(f"/{lc}/our-pricing-plans/", labels[0]), (f"/{lc}/careers/", labels[1]), (f"/{lc}/blog/", labels[2]),
           ("https://business.swiftpay.test/", labels[3]), ("https://app.swiftpay.test/login", labels[4])]
    foot = [(f"/{lc}/about/", labels[5]), (f"/{lc}/news/", labels[6]), (f"/{lc}/legal/", labels[7]),
            ("https://help.swiftpay.test/", labels[8])] + [(f"/{x}/", x) for x in _D5_LOC if x != lc]
    ch = chrome(nav, foot)
    return {f"/{lc}/": page(f"Swiftpay {lc}", ch, lang=lang, head=_D5_HL), **local_pages(ch, nav + foot, lang=lang)}


SITES["swiftpay.test"] = {
    "/": {"redirect": "/en-gb/", "status": 302},
    **_d5("en-gb", "en", ("Our pricing plans", "Careers", "Blog", "Business", "Log in", "About us", "News", "Legal",
                          "Help")),
    **_d5("de-de", "de", ("Unsere Preispläne", "Karriere", "Blog", "Business", "Anmelden", "Über uns", "Neuigkeiten",
                          "Rechtliches", "Hilfe")),
    **_d5("fr-fr", "fr", ("Nos forfaits", "Carrières", "Blog", "Business", "Connexion", "À propos", "Actualités",
                          "Mentions légales", "Aide")),
    **_d5("es-es", "es", ("Nuestros planes", "Empleo", "Blog", "Empresas", "Iniciar sesión", "Sobre nosotros",
                          "Noticias", "Legal", "Ayuda")),
}
SITES["help.swiftpay.test"] = {"/": page("Swiftpay Help Centre")}
SITES["business.swiftpay.test"] = {"*": page("Swiftpay Business")}
SITES["app.swiftpay.test"] = {"*": page("Log in – Swiftpay")}
EXPECTED["http://swiftpay.test"] = (
    {**_eu("swiftpay.test", pricing="/en-gb/our-pricing-plans/", careers="/en-gb/careers/", blog="/en-gb/blog/",
           newsroom="/en-gb/news/", team="/en-gb/about/", legal="/en-gb/legal/"),
     "docs": "//help.swiftpay.test/"}, ("investors",))
NEVER["http://swiftpay.test"] = ("/de-de/", "/fr-fr/", "/es-es/", "business.", "app.swiftpay")

# D6. a customer-messaging SaaS (modelled on Intercom): the blog's RSS feed only as the footer's "RSS" (no <link>),
# "Changes" (its changelog), careers straight to Ashby, status. , docs on developers. , Help Center on help. ;
# localized homepages under /de /fr /es /pt-br /ja (hreflang); decoys: "Log in" (app.), a blog post "Careers in
# customer support: a guide", "Partners"
_D6_NAV = [("/suite", "Product"), ("/pricing", "Pricing"), ("/customers", "Customers"), ("/blog/", "Blog"),
           ("https://app.chatloop.test/admins/sign_in", "Log in")]
_D6_FOOT = [("/about", "About us"), ("https://jobs.ashbyhq.com/chatloop", "Careers"), ("/changes", "Changes"),
            ("https://developers.chatloop.test/docs", "Developer Hub"), ("https://help.chatloop.test/", "Help Center"),
            ("https://status.chatloop.test/", "Status"), ("/partners", "Partners"), ("/blog/rss.xml", "RSS"),
            ("/legal/terms", "Terms"), ("/legal/privacy", "Privacy")]
_D6 = chrome(_D6_NAV, _D6_FOOT)
_D6_HL = hreflang({"en": "/", "de": "/de", "fr": "/fr", "es": "/es", "pt-BR": "/pt-br", "ja": "/ja"})
SITES["chatloop.test"] = {
    "/": page("Chatloop: the AI customer service company", _D6, head=_D6_HL),
    **local_pages(_D6, _D6_NAV + _D6_FOOT, mains={
        "/blog/": '<a href="/blog/careers-in-customer-support/">Careers in customer support: a guide</a>'}),
    **{f"/{lc}": page(f"Chatloop ({lc})", chrome([(f"/{lc}/pricing", "€"), (f"/{lc}/blog", "Blog")], []), lang=lc,
                      head=_D6_HL) for lc in ("de", "fr", "es", "pt-br", "ja")},
    **{f"/{lc}/pricing": page(f"Pricing ({lc})", lang=lc) for lc in ("de", "fr", "es", "pt-br", "ja")},
    "/blog/rss.xml": rss("The Chatloop Blog", "https://chatloop.test/blog/"),
}
SITES["jobs.ashbyhq.com"] = {"/chatloop": page("Chatloop Jobs")}
SITES["api.ashbyhq.com"] = {"/posting-api/job-board/chatloop": {"json": {"jobs": [{"title": "Support engineer"}]}}}
SITES["developers.chatloop.test"] = {"/docs": page("Chatloop Developer Hub")}
SITES["help.chatloop.test"] = {"/": page("Chatloop Help Center")}
SITES["status.chatloop.test"] = {"/": page("Chatloop Status")}
SITES["app.chatloop.test"] = {"*": page("Log in to Chatloop")}
EXPECTED["http://chatloop.test"] = (
    {**_eu("chatloop.test", pricing="/pricing", blog="/blog/", feed="/blog/rss.xml", changelog="/changes",
           team="/about", legal=("/legal/terms", "/legal/privacy")),
     "careers|jobs_board": ("//jobs.ashbyhq.com/chatloop", "//api.ashbyhq.com/posting-api/job-board/chatloop"),
     "docs": ("//developers.chatloop.test/docs", "//help.chatloop.test/"), "status": "//status.chatloop.test/"}, ())
NEVER["http://chatloop.test"] = ("/de", "/fr", "/es", "/pt-br", "/ja", "app.chatloop", "careers-in", "partners")

# D7. a Vietnamese e-wallet, Vietnamese default with an /en/ copy: "Về chúng tôi", "Tuyển dụng" on its own path,
# "Tin tức", "Blog", "Biểu phí" (its fee schedule), "Điều khoản sử dụng", "Chính sách bảo mật", "Liên hệ"; decoys:
# "Đối tác" (partners), "Đăng nhập"
_D7_NAV = [("/ve-chung-toi", "Về chúng tôi"), ("/bieu-phi", "Biểu phí"), ("/tin-tuc", "Tin tức"), ("/blog", "Blog"),
           ("/tuyen-dung", "Tuyển dụng"), ("/doi-tac", "Đối tác")]
_D7_FOOT = [("/lien-he", "Liên hệ"), ("/dieu-khoan-su-dung", "Điều khoản sử dụng"),
            ("/chinh-sach-bao-mat", "Chính sách bảo mật"), ("https://business.vipay.test/login", "Đăng nhập"),
            ("/en/", "English")]
_D7 = chrome(_D7_NAV, _D7_FOOT)
SITES["vipay.test"] = {"/": page("Ví điện tử ViPay", _D7, lang="vi", head=hreflang({"vi": "/", "en": "/en/"})),
                       **local_pages(_D7, _D7_NAV + _D7_FOOT, lang="vi"),
                       "/en/": page("ViPay e-wallet", chrome([("/en/fees", "Fees"), ("/en/careers", "Careers")], [])),
                       "/en/fees": page("Fees"), "/en/careers": page("Careers")}
SITES["business.vipay.test"] = {"*": page("Đăng nhập", lang="vi")}
EXPECTED["http://vipay.test"] = (
    _eu("vipay.test", team="/ve-chung-toi", pricing="/bieu-phi", newsroom="/tin-tuc", blog="/blog",
        careers="/tuyen-dung", contact="/lien-he", legal=("/dieu-khoan-su-dung", "/chinh-sach-bao-mat")),
    ("investors",))
NEVER["http://vipay.test"] = ("/en/", "doi-tac", "business.")

# D8. a direct-to-consumer shoe brand on Shopify (modelled on Allbirds): /blogs/news with its Atom feed, "Careers" to
# Lever, "Investors" on ir. , "Press" (/pages/press), "Help" on a Gorgias help centre, Shopify's /policies/ pages;
# Canadian and British markets under /en-ca and /en-gb (the same language, other regions)
_D8_NAV = [("/collections/mens", "Men"), ("/collections/womens", "Women"), ("/pages/sustainability", "Sustainability"),
           ("/blogs/news", "Stories")]
_D8_FOOT = [("/pages/our-story", "Our Story"), ("https://jobs.lever.co/woolrun", "Careers"),
            ("https://ir.woolrun.test/", "Investors"), ("/pages/press", "Press"),
            ("https://woolrun.gorgias.help/en-US", "Help"), ("/policies/privacy-policy", "Privacy Policy"),
            ("/policies/terms-of-service", "Terms of Service"), ("/en-ca", "Canada"), ("/en-gb", "United Kingdom")]
_D8 = chrome(_D8_NAV, _D8_FOOT)
_D8_HL = hreflang({"en-US": "/", "en-CA": "/en-ca", "en-GB": "/en-gb", "x-default": "/"})
SITES["woolrun.test"] = {
    "/": page("Woolrun: Sustainable Shoes Made from Natural Materials", _D8,
              head=_D8_HL + feed_link("/blogs/news.atom", "atom", "Woolrun » Stories")),
    **local_pages(_D8, _D8_NAV + _D8_FOOT),
    "/blogs/news.atom": atom("Woolrun Stories", "https://woolrun.test/blogs/news"),
    **{f"/{m}": page(f"Woolrun {m}", chrome([(f"/{m}/blogs/news", "Stories"), (f"/{m}/pages/press", "Press")],
                                            [(f"/{m}/pages/our-story", "Our Story")]), head=_D8_HL)
       for m in ("en-ca", "en-gb")},
    **{f"/{m}/{p}": page(f"{p} {m}") for m in ("en-ca", "en-gb") for p in ("blogs/news", "pages/press", "pages/our-story")},
}
SITES["jobs.lever.co"] = {"/woolrun": page("Woolrun jobs")}
SITES["api.lever.co"] = {"/v0/postings/woolrun": {"json": [{"text": "Store lead"}]}}
SITES["ir.woolrun.test"] = {"/": page("Woolrun, Inc. – Investor Relations")}
SITES["woolrun.gorgias.help"] = {"/en-US": page("Woolrun Help Center")}
EXPECTED["http://woolrun.test"] = (
    {**_eu("woolrun.test", blog="/blogs/news", feed="/blogs/news.atom", newsroom="/pages/press",
           team="/pages/our-story", legal=("/policies/privacy-policy", "/policies/terms-of-service")),
     "careers|jobs_board": ("//jobs.lever.co/woolrun", "//api.lever.co/v0/postings/woolrun?mode=json"),
     "investors": "//ir.woolrun.test/", "docs": "//woolrun.gorgias.help/en-US"}, ())
NEVER["http://woolrun.test"] = ("/en-ca", "/en-gb", "collections")

# D9. a Finnish IT services group, Finnish default with an /en/ copy: "Ura" (careers), "Uutiset", "Sijoittajat",
# "Blogi", "Yhteystiedot", "Tietosuoja", "Meistä"; decoys: "Asiakastarinat" (customer stories), "Kirjaudu"
_D9_NAV = [("/palvelut", "Palvelut"), ("/asiakastarinat", "Asiakastarinat"), ("/blogi", "Blogi"), ("/uutiset", "Uutiset"),
           ("/ura", "Ura"), ("/sijoittajat", "Sijoittajat")]
_D9_FOOT = [("/meista", "Meistä"), ("/yhteystiedot", "Yhteystiedot"), ("/tietosuoja", "Tietosuoja"),
            ("https://portaali.sisuit.test/kirjaudu", "Kirjaudu"), ("/en/", "In English")]
_D9 = chrome(_D9_NAV, _D9_FOOT)
SITES["sisuit.test"] = {"/": page("Sisu IT Oyj – IT-palvelut", _D9, lang="fi", head=hreflang({"fi": "/", "en": "/en/"})),
                        **local_pages(_D9, _D9_NAV + _D9_FOOT, lang="fi"),
                        "/en/": page("Sisu IT Plc", chrome([("/en/careers", "Careers"), ("/en/investors", "Investors")], [])),
                        "/en/careers": page("Careers"), "/en/investors": page("Investors")}
SITES["portaali.sisuit.test"] = {"*": page("Kirjaudu", lang="fi")}
EXPECTED["http://sisuit.test"] = (
    _eu("sisuit.test", products="/palvelut", blog="/blogi", newsroom="/uutiset", careers="/ura",
        investors="/sijoittajat", team="/meista", contact="/yhteystiedot", legal="/tietosuoja"), ("pricing",))
NEVER["http://sisuit.test"] = ("/en/", "asiakastarinat", "portaali")

# ======================================================================== E. decoys of whole sites, locale hosts
# E1. a monitoring SaaS (modelled on Datadog): "As featured in" logos on the homepage linking to other outlets'
# articles, "Press" under /about/, careers with a Greenhouse board, docs. , status. , investors. , /blog/ with an RSS
# feed in the head, localized pricing under /ja/ /fr/ /de/ /ko/; decoys: the press mentions, "Partners", "Login"
_E1_NAV = [("/product/", "Product"), ("/pricing/", "Pricing"), ("https://docs.metricly.test/", "Docs"),
           ("/blog/", "Blog"), ("https://app.metricly.test/account/login", "Login")]
_E1_FOOT = [("/about/leadership/", "Leadership"), ("/careers/", "Careers"), ("/about/press/", "Press"),
            ("https://investors.metricly.test/", "Investor Relations"), ("/partners/", "Partners"),
            ("https://status.metricly.test/", "Service Status"), ("/legal/terms/", "Terms"), ("/legal/privacy/", "Privacy"),
            ("/ja/pricing/", "日本語"), ("/fr/pricing/", "Français"), ("/de/pricing/", "Deutsch"), ("/ko/pricing/", "한국어")]
_E1 = chrome(_E1_NAV, _E1_FOOT)
SITES["metricly.test"] = {
    "/": page("Cloud Monitoring as a Service | Metricly", _E1, head=feed_link("/blog/index.xml", "rss", "Metricly Blog"),
              main=('<section class="featured-in"><h2>As featured in</h2>'
                    '<a href="https://www.forbes.test/sites/cloud/2026/metricly-ipo">Forbes</a>'
                    '<a href="https://techcrunch.test/2026/03/01/metricly-raises/">TechCrunch</a>'
                    '<a href="https://www.prnewswire.com/news-releases/acme-partners-with-metricly-301.html">'
                    'Acme Corp press release</a></section>')),
    **local_pages(_E1, _E1_NAV + _E1_FOOT, mains={
        "/careers/": '<a href="https://boards.greenhouse.io/metricly">View all open positions</a>'}),
    **{f"/{lc}/pricing/": page(f"Pricing ({lc})", lang=lc) for lc in ("ja", "fr", "de", "ko")},
    "/blog/index.xml": rss("Metricly Blog", "https://metricly.test/blog/"),
}
SITES["boards.greenhouse.io"]["/metricly"] = page("Jobs at Metricly")
SITES["boards-api.greenhouse.io"]["/v1/boards/metricly/jobs"] = {"json": {"jobs": [{"title": "SRE"}]}}
for _h in ("docs", "investors", "status"):
    SITES[f"{_h}.metricly.test"] = {"/": page(f"Metricly {_h.title()}")}
SITES["app.metricly.test"] = {"*": page("Login | Metricly")}
for _h in ("www.forbes.test", "techcrunch.test", "www.prnewswire.com"):
    SITES[_h] = {"*": page(f"Article on {_h}")}
EXPECTED["http://metricly.test"] = (
    {**_eu("metricly.test", pricing="/pricing/", blog="/blog/", feed="/blog/index.xml", careers="/careers/",
           newsroom="/about/press/", team="/about/leadership/", legal=("/legal/terms/", "/legal/privacy/")),
     "jobs_board": _gh("metricly"), "docs": "//docs.metricly.test/", "status": "//status.metricly.test/",
     "investors": "//investors.metricly.test/"}, ())
NEVER["http://metricly.test"] = ("forbes", "techcrunch", "prnewswire", "/ja/", "/fr/", "/de/", "/ko/", "partners", "app.")
NEVER_ASKED["http://metricly.test"] = ("www.forbes.test", "techcrunch.test", "www.prnewswire.com")

# E2. a German public-sector IT provider, German only: "Karriere" → "Stellenangebote" on softgarden, "Presse",
# "Blog" whose feed is the footer's "RSS-Feed", "Über uns", "Barrierefreiheit", "Impressum", "Datenschutz",
# "Kontakt"; decoys: "Ausschreibungen" (its tenders), "Referenzen", "Newsletter"
_E2_NAV = [("/leistungen", "Leistungen"), ("/referenzen", "Referenzen"), ("/ueber-uns", "Über uns"),
           ("/karriere", "Karriere"), ("/presse", "Presse"), ("/blog", "Blog")]
_E2_FOOT = [("/kontakt", "Kontakt"), ("/ausschreibungen", "Ausschreibungen"), ("/newsletter", "Newsletter"),
            ("/blog/feed.xml", "RSS-Feed"), ("/barrierefreiheit", "Barrierefreiheit"), ("/impressum", "Impressum"),
            ("/datenschutz", "Datenschutz")]
_E2 = chrome(_E2_NAV, _E2_FOOT)
SITES["materix.test"] = {"/": page("Materix – IT für die öffentliche Verwaltung", _E2, lang="de"),
                         **local_pages(_E2, _E2_NAV + _E2_FOOT, lang="de", mains={
                             "/karriere": '<a href="https://materix.softgarden.io/de/vacancies">Zu den Stellenangeboten</a>'}),
                         "/blog/feed.xml": rss("Materix Blog", "https://materix.test/blog/")}
SITES["materix.softgarden.io"] = {"/de/vacancies": page("Stellenangebote – Materix GmbH", lang="de")}
EXPECTED["http://materix.test"] = (
    {**_eu("materix.test", products="/leistungen", team="/ueber-uns", careers="/karriere", newsroom="/presse",
           blog="/blog", feed="/blog/feed.xml", contact="/kontakt", legal=("/impressum", "/datenschutz")),
     "jobs_board": ("//materix.softgarden.io/de/vacancies", "//materix.softgarden.io/")}, ("pricing", "investors"))
NEVER["http://materix.test"] = ("ausschreibungen", "referenzen", "newsletter")

# E3. a UAE fintech, Arabic default (RTL) with an /en/ copy: من نحن, الوظائف, المركز الإعلامي, الأسعار, الشروط والأحكام,
# سياسة الخصوصية, اتصل بنا; decoys: تسجيل الدخول (sign in), شركاؤنا (partners)
_E3_NAV = [("/ar/about", "من نحن"), ("/ar/pricing", "الأسعار"), ("/ar/media-center", "المركز الإعلامي"),
           ("/ar/careers", "الوظائف"), ("/ar/partners", "شركاؤنا"), ("https://app.sahmpay.test/login", "تسجيل الدخول")]
_E3_FOOT = [("/ar/contact", "اتصل بنا"), ("/ar/terms", "الشروط والأحكام"), ("/ar/privacy", "سياسة الخصوصية"),
            ("/en/", "English")]
_E3 = chrome(_E3_NAV, _E3_FOOT)
_E3_HL = hreflang({"ar": "/ar/", "en": "/en/", "x-default": "/ar/"})
SITES["sahmpay.test"] = {
    "/": {"redirect": "/ar/", "status": 302},
    "/ar/": page("سهم باي – الدفع الرقمي", _E3, lang="ar", head=_E3_HL),
    **local_pages(_E3, _E3_NAV + _E3_FOOT, lang="ar"),
    "/en/": page("Sahm Pay – digital payments", chrome([("/en/pricing", "Pricing"), ("/en/careers", "Careers")],
                                                      [("/en/privacy", "Privacy")]), head=_E3_HL),
    "/en/pricing": page("Pricing"), "/en/careers": page("Careers"), "/en/privacy": page("Privacy"),
}
SITES["app.sahmpay.test"] = {"*": page("تسجيل الدخول", lang="ar")}
EXPECTED["http://sahmpay.test"] = (
    _eu("sahmpay.test", team="/ar/about", pricing="/ar/pricing", newsroom="/ar/media-center", careers="/ar/careers",
        contact="/ar/contact", legal=("/ar/terms", "/ar/privacy")), ("investors",))
NEVER["http://sahmpay.test"] = ("/en/", "partners", "app.")

# E4. an SEO SaaS (modelled on Semrush) whose languages live on subdomains (de. fr. es. it. ja. named by hreflang and
# the language picker): /prices/, /blog/ with an RSS feed, /kb/ (knowledge base), /news/, /company/careers/,
# investors. , /company/legal/; the copies must not win
_E4_NAV = [("/features/", "Features"), ("/prices/", "Prices"), ("/blog/", "Blog"), ("/kb/", "Knowledge Base"),
           ("https://www.lingosem.test/login/", "Log In")]
_E4_FOOT = [("/company/", "About Us"), ("/company/careers/", "Careers"), ("/news/", "Newsroom"),
            ("https://investors.lingosem.test/", "Investors"), ("/company/legal/", "Legal Info"),
            ("/company/contacts/", "Contacts")] + [(f"https://{lc}.lingosem.test/", lc.upper())
                                                   for lc in ("de", "fr", "es", "it", "ja")]
_E4 = chrome(_E4_NAV, _E4_FOOT)
_E4_HL = hreflang({"en": "https://www.lingosem.test/", **{lc: f"https://{lc}.lingosem.test/" for lc in ("de", "fr", "es", "it", "ja")}})
SITES["www.lingosem.test"] = {"/": page("Lingosem – online marketing can be easy", _E4,
                                        head=_E4_HL + feed_link("/blog/feed/", "rss", "Lingosem Blog")),
                              **local_pages(_E4, _E4_NAV + _E4_FOOT), "/blog/feed/": rss("Lingosem Blog", "https://www.lingosem.test/blog/")}
SITES["lingosem.test"] = {"*": {"redirect": "https://www.lingosem.test/", "status": 301}}
for _lc, _labels in (("de", ("Preise", "Karriere", "Blog")), ("fr", ("Prix", "Carrières", "Blog")),
                     ("es", ("Precios", "Empleo", "Blog")), ("it", ("Prezzi", "Lavora con noi", "Blog")),
                     ("ja", ("価格", "採用情報", "ブログ"))):
    _ch = chrome([("/prices/", _labels[0]), ("/blog/", _labels[2])], [("/company/careers/", _labels[1])])
    SITES[f"{_lc}.lingosem.test"] = {"/": page(f"Lingosem {_lc}", _ch, lang=_lc, head=_E4_HL),
                                     **local_pages(_ch, [("/prices/", _labels[0]), ("/blog/", _labels[2]),
                                                         ("/company/careers/", _labels[1])], lang=_lc)}
SITES["investors.lingosem.test"] = {"/": page("Lingosem Holdings – Investor Relations")}
EXPECTED["http://lingosem.test"] = (
    {**_eu("www.lingosem.test", pricing="/prices/", blog="/blog/", feed="/blog/feed/", docs="/kb/",
           newsroom="/news/", careers="/company/careers/", team="/company/", legal="/company/legal/",
           contact="/company/contacts/"),
     "investors": "//investors.lingosem.test/"}, ())
NEVER["http://lingosem.test"] = ("//de.", "//fr.", "//es.", "//it.", "//ja.", "login")

# E5. an Argentine marketplace (modelled on Mercado Libre), Spanish in the voseo: "Trabajá con nosotros", "Vendé"
# (the seller call), "Inversores" on investor. , "Términos y condiciones", "Cómo cuidamos tu privacidad", "Ayuda",
# "Accesibilidad"; decoys: "Vendé", "Ingresá" (sign in), "Creá tu cuenta"
_E5_NAV = [("/categorias", "Categorías"), ("/ofertas", "Ofertas"), ("https://vender.mercadito.test/", "Vendé"),
           ("/registration", "Creá tu cuenta"), ("/login", "Ingresá")]
_E5_FOOT = [("https://careers.mercadito.test/", "Trabajá con nosotros"), ("/terminos-y-condiciones", "Términos y condiciones"),
            ("/privacidad", "Cómo cuidamos tu privacidad"), ("/accesibilidad", "Accesibilidad"),
            ("https://investor.mercadito.test/", "Inversores"), ("https://ayuda.mercadito.test/", "Ayuda")]
_E5 = chrome(_E5_NAV, _E5_FOOT)
SITES["mercadito.test"] = {"/": page("Mercadito – Envíos gratis en el día", _E5, lang="es-AR"),
                           **local_pages(_E5, _E5_NAV + _E5_FOOT, lang="es-AR")}
SITES["careers.mercadito.test"] = {"/": page("Mercadito Careers", lang="es-AR")}
SITES["investor.mercadito.test"] = {"/": page("Mercadito, Inc. – Investor Relations")}
SITES["ayuda.mercadito.test"] = {"/": page("Ayuda – Mercadito", lang="es-AR")}
SITES["vender.mercadito.test"] = {"*": page("Vendé en Mercadito", lang="es-AR")}
EXPECTED["http://mercadito.test"] = (
    {**_eu("mercadito.test", legal=("/terminos-y-condiciones", "/privacidad")),
     "careers": "//careers.mercadito.test/", "investors": "//investor.mercadito.test/",
     "docs": "//ayuda.mercadito.test/"}, ("pricing",))
NEVER["http://mercadito.test"] = ("vender.", "login", "registration", "ofertas")

# E6. an Italian fashion e-tailer (modelled on Yoox): "Lavora con noi", "Area stampa", "Investor relations",
# "Chi siamo", "Condizioni di vendita", "Privacy policy", "Servizio clienti" (its help centre); decoys: "Accedi",
# "Registrati", "Carta regalo"
_E6_NAV = [("/it/donna", "Donna"), ("/it/uomo", "Uomo"), ("/it/carta-regalo", "Carta regalo"), ("/it/accedi", "Accedi"),
           ("/it/registrati", "Registrati")]
_E6_FOOT = [("/it/chi-siamo", "Chi siamo"), ("/it/lavora-con-noi", "Lavora con noi"), ("/it/area-stampa", "Area stampa"),
            ("https://corporate.modaluce.test/it/investor-relations", "Investor relations"),
            ("/it/servizio-clienti", "Servizio clienti"), ("/it/condizioni-di-vendita", "Condizioni di vendita"),
            ("/it/privacy-policy", "Privacy policy"), ("/en/", "English"), ("/fr/", "Français")]
_E6 = chrome(_E6_NAV, _E6_FOOT)
_E6_HL = hreflang({"it": "/it/", "en": "/en/", "fr": "/fr/"})
SITES["modaluce.test"] = {
    "/": {"redirect": "/it/", "status": 302},
    "/it/": page("Modaluce – moda e design online", _E6, lang="it", head=_E6_HL),
    **local_pages(_E6, _E6_NAV + _E6_FOOT, lang="it"),
    **{f"/{lc}/": page(f"Modaluce {lc}", chrome([(f"/{lc}/about", "About")], [(f"/{lc}/careers", "Careers"),
                                                                           (f"/{lc}/press", "Press")]),
                       lang=lc, head=_E6_HL) for lc in ("en", "fr")},
    **{f"/{lc}/{p}": page(f"{p} {lc}", lang=lc) for lc in ("en", "fr") for p in ("about", "careers", "press")},
}
SITES["corporate.modaluce.test"] = {"/it/investor-relations": page("Modaluce S.p.A. – Investor relations", lang="it")}
EXPECTED["http://modaluce.test"] = (
    {**_eu("modaluce.test", team="/it/chi-siamo", careers="/it/lavora-con-noi", newsroom="/it/area-stampa",
           legal=("/it/condizioni-di-vendita", "/it/privacy-policy")),
     "investors": "//corporate.modaluce.test/it/investor-relations",
     "docs|contact": "//modaluce.test/it/servizio-clienti"}, ("pricing",))
NEVER["http://modaluce.test"] = ("/en/", "/fr/", "accedi", "registrati", "carta-regalo")

# E7. a podcast network: "Shows" (its products), "Jobs" on Workable, "Press", "Advertise" (a media kit, not a price
# list), "Newsletter", "Terms", "Privacy"; decoys: "Advertise with us", a show titled "Careers Unfiltered"
_E7_NAV = [("/shows", "Shows"), ("/shows/careers-unfiltered", "Careers Unfiltered"), ("/advertise", "Advertise with us"),
           ("/newsletter", "Newsletter"), ("/about", "About")]
_E7_FOOT = [("https://apply.workable.com/wavecast/", "Jobs"), ("/press", "Press"), ("/terms", "Terms"),
            ("/privacy", "Privacy")]
_E7 = chrome(_E7_NAV, _E7_FOOT)
SITES["wavecast.test"] = {"/": page("Wavecast – podcasts worth your time", _E7), **local_pages(_E7, _E7_NAV + _E7_FOOT)}
SITES["apply.workable.com"] = {"/wavecast/": page("Wavecast – Careers"), "/wavecast": page("Wavecast – Careers"),
                               "/api/v1/widget/accounts/wavecast": {"json": {"jobs": [{"title": "Producer"}]}},
                               "/api/v3/accounts/wavecast/jobs": {"json": {"results": [{"title": "Producer"}]}}}
EXPECTED["http://wavecast.test"] = (
    {**_eu("wavecast.test", products="/shows", newsroom="/press", team="/about", legal=("/terms", "/privacy")),
     "careers|jobs_board": ("//apply.workable.com/wavecast/", "//apply.workable.com/api/v1/widget/accounts/wavecast",
                            "//apply.workable.com/api/v3/accounts/wavecast/jobs")}, ("pricing",))
NEVER["http://wavecast.test"] = ("careers-unfiltered", "advertise", "newsletter")

# ======================================================================== F. last batch
# F1. a Korean fashion platform, Korean default (/ → /ko/) with /en/ /ja/ /zh/ copies: 회사소개, 채용 on a GreetingHR
# board (<company>.career.greetinghr.com, a vendor no list knew), 보도자료, IR, 이용약관, 개인정보처리방침, 고객센터;
# decoys: 입점 문의 (the seller application), 로그인
_F1_NAV = [("/ko/about", "회사소개"), ("/ko/press", "보도자료"), ("/ko/ir", "IR"),
           ("https://musinsa-like.career.greetinghr.com/", "채용")]
_F1_FOOT = [("/ko/terms", "이용약관"), ("/ko/privacy", "개인정보처리방침"), ("/ko/help", "고객센터"),
            ("https://partners.otbang.test/apply", "입점 문의"), ("/ko/login", "로그인"),
            ("/en/", "English"), ("/ja/", "日本語"), ("/zh/", "中文")]
_F1 = chrome(_F1_NAV, _F1_FOOT).replace("musinsa-like", "otbang")
_F1_HL = hreflang({"ko": "/ko/", "en": "/en/", "ja": "/ja/", "zh": "/zh/", "x-default": "/ko/"})
SITES["otbang.test"] = {
    "/": {"redirect": "/ko/", "status": 302},
    "/ko/": page("옷방 – 온라인 패션 스토어", _F1, lang="ko", head=_F1_HL),
    **local_pages(_F1, _F1_NAV + _F1_FOOT, lang="ko"),
    **{f"/{lc}/": page(f"Otbang {lc}", chrome([(f"/{lc}/about", "About"), (f"/{lc}/press", "Press")],
                                              [(f"/{lc}/privacy", "Privacy")]), lang=lc, head=_F1_HL)
       for lc in ("en", "ja", "zh")},
    **{f"/{lc}/{p}": page(f"{p} {lc}", lang=lc) for lc in ("en", "ja", "zh") for p in ("about", "press", "privacy")},
}
SITES["otbang.career.greetinghr.com"] = {"/": page("옷방 채용", lang="ko")}
SITES["partners.otbang.test"] = {"*": page("입점 문의", lang="ko")}
EXPECTED["http://otbang.test"] = (
    {**_eu("otbang.test", team="/ko/about", newsroom="/ko/press", investors="/ko/ir",
           legal=("/ko/terms", "/ko/privacy")),
     "careers|jobs_board": "//otbang.career.greetinghr.com/", "docs|contact": "//otbang.test/ko/help"}, ("pricing",))
NEVER["http://otbang.test"] = ("/en/", "/ja/", "/zh/", "partners.", "login")

# F2. a Danish furniture maker, Danish default with an /en/ copy: "Journal" (its blog), "Job" → "Ledige stillinger",
# "Presse", "Om os", "Handelsbetingelser", "Privatlivspolitik", "Kontakt"; decoys: "Forhandlere" (its dealers),
# "Find en butik"
_F2_NAV = [("/produkter", "Produkter"), ("/journal", "Journal"), ("/forhandlere", "Forhandlere"),
           ("/find-en-butik", "Find en butik")]
_F2_FOOT = [("/om-os", "Om os"), ("/job", "Job"), ("/presse", "Presse"), ("/kontakt", "Kontakt"),
            ("/handelsbetingelser", "Handelsbetingelser"), ("/privatlivspolitik", "Privatlivspolitik"), ("/en/", "English")]
_F2 = chrome(_F2_NAV, _F2_FOOT)
SITES["vippdesign.test"] = {"/": page("Vipp Design – dansk design siden 1939", _F2, lang="da",
                                      head=hreflang({"da": "/", "en": "/en/"})),
                            **local_pages(_F2, _F2_NAV + _F2_FOOT, lang="da"),
                            "/en/": page("Vipp Design", chrome([("/en/journal", "Journal"), ("/en/jobs", "Jobs")], [])),
                            "/en/journal": page("Journal"), "/en/jobs": page("Jobs")}
EXPECTED["http://vippdesign.test"] = (
    _eu("vippdesign.test", products="/produkter", blog="/journal", team="/om-os", careers="/job", newsroom="/presse",
        contact="/kontakt", legal=("/handelsbetingelser", "/privatlivspolitik")), ("pricing", "investors"))
NEVER["http://vippdesign.test"] = ("/en/", "forhandlere", "find-en-butik")

# F3. a developer-tools SaaS whose mega menu features a blog post "How Northwind hires: careers at Northwind", whose
# "Integrations" lists Greenhouse and Lever (integration pages), whose "Careers" sits under "Company" with an Ashby
# embed; pricing, docs. with its changelog, status on Instatus; decoys: the post, the integration pages
_F3 = dropdowns([
    ("Product", [("/product/workflows", "Workflows"), ("/integrations", "Integrations"),
                 ("/integrations/greenhouse", "Greenhouse"), ("/integrations/lever", "Lever")]),
    ("Resources", [("https://docs.hirebase.test/", "Documentation"), ("https://docs.hirebase.test/changelog", "Changelog"),
                   ("/blog", "Blog"), ("/blog/how-northwind-hires", "Featured: How Northwind hires — careers at Northwind")]),
    ("Company", [("/about", "About"), ("/careers", "Careers"), ("/press", "Press")]),
], [("Legal", [("/terms", "Terms of service"), ("/privacy", "Privacy policy")]),
    ("More", [("/pricing", "Pricing"), ("https://hirebase.instatus.com/", "Status")])])
SITES["hirebase.test"] = {"/": page("Hirebase – workflows for recruiting teams", _F3,
                                    head=feed_link("/blog/rss.xml", "rss", "Hirebase blog")),
                          **local_pages(_F3, [("/product/workflows", "Workflows"), ("/integrations", "Integrations"),
                                              ("/integrations/greenhouse", "Greenhouse integration"),
                                              ("/integrations/lever", "Lever integration"), ("/blog", "Blog"),
                                              ("/blog/how-northwind-hires", "How Northwind hires"), ("/about", "About"),
                                              ("/careers", "Careers"), ("/press", "Press"), ("/terms", "Terms of service"),
                                              ("/privacy", "Privacy policy"), ("/pricing", "Pricing")], mains={
                              "/careers": '<script src="https://jobs.ashbyhq.com/hirebase/embed?version=2"></script>'}),
                          "/blog/rss.xml": rss("Hirebase blog", "https://hirebase.test/blog/")}
SITES["jobs.ashbyhq.com"]["/hirebase"] = page("Hirebase jobs")
SITES["api.ashbyhq.com"]["/posting-api/job-board/hirebase"] = {"json": {"jobs": [{"title": "Engineer"}]}}
SITES["docs.hirebase.test"] = {"/": page("Hirebase docs"), "/changelog": page("Changelog – Hirebase docs")}
SITES["hirebase.instatus.com"] = {"/": page("Hirebase status"), "/summary.json": {"json": {"page": {"status": "UP"}}}}
EXPECTED["http://hirebase.test"] = (
    {**_eu("hirebase.test", pricing="/pricing", blog="/blog", feed="/blog/rss.xml", careers="/careers",
           newsroom="/press", team="/about", legal=("/terms", "/privacy")),
     "jobs_board": ("//jobs.ashbyhq.com/hirebase", "//api.ashbyhq.com/posting-api/job-board/hirebase"),
     "docs": "//docs.hirebase.test/", "changelog": "//docs.hirebase.test/changelog",
     "status": ("//hirebase.instatus.com/", "//hirebase.instatus.com/summary.json")}, ())
NEVER["http://hirebase.test"] = ("northwind", "integrations/greenhouse", "integrations/lever")

# F4. an Indian payments company (modelled on Razorpay), English with a Hindi copy under /hi/: "Pricing", docs under
# /docs/ with its changelog at /docs/changelog/, "Blog" with an RSS feed, "Careers" → /jobs/ → Lever, status. ,
# "Grievance redressal"; decoys: "Sign up", "Partners", the Hindi copy
_F4_NAV = [("/payment-gateway/", "Payment Gateway"), ("/pricing/", "Pricing"), ("/docs/", "Docs"),
           ("/blog/", "Blog"), ("https://dashboard.rupeeflow.test/signup", "Sign Up")]
_F4_FOOT = [("/about/", "About Us"), ("/jobs/", "Careers"), ("/docs/changelog/", "Changelog"), ("/partners/", "Partners"),
            ("https://status.rupeeflow.test/", "Status"), ("/terms/", "Terms of Use"), ("/privacy/", "Privacy Policy"),
            ("/grievance-redressal/", "Grievance Redressal"), ("/contact/", "Contact Us"), ("/hi/", "हिन्दी")]
_F4 = chrome(_F4_NAV, _F4_FOOT)
SITES["rupeeflow.test"] = {
    "/": page("Rupeeflow – payment gateway for India", _F4, head=hreflang({"en-IN": "/", "hi-IN": "/hi/"})
              + feed_link("/blog/feed/", "rss", "Rupeeflow Blog")),
    **local_pages(_F4, _F4_NAV + _F4_FOOT, mains={"/jobs/": '<a href="https://jobs.lever.co/rupeeflow">Open roles</a>'}),
    "/blog/feed/": rss("Rupeeflow Blog", "https://rupeeflow.test/blog/"),
    "/hi/": page("रुपीफ्लो – भुगतान गेटवे", chrome([("/hi/pricing/", "मूल्य निर्धारण"), ("/hi/jobs/", "करियर")],
                                                [("/hi/privacy/", "गोपनीयता नीति")]), lang="hi"),
    "/hi/pricing/": page("मूल्य निर्धारण", lang="hi"), "/hi/jobs/": page("करियर", lang="hi"),
}
SITES["jobs.lever.co"]["/rupeeflow"] = page("Rupeeflow jobs")
SITES["api.lever.co"]["/v0/postings/rupeeflow"] = {"json": [{"text": "Backend engineer"}]}
SITES["status.rupeeflow.test"] = {"/": page("Rupeeflow Status")}
SITES["dashboard.rupeeflow.test"] = {"*": page("Sign up – Rupeeflow")}
EXPECTED["http://rupeeflow.test"] = (
    {**_eu("rupeeflow.test", pricing="/pricing/", docs="/docs/", changelog="/docs/changelog/", blog="/blog/",
           feed="/blog/feed/", careers="/jobs/", team="/about/", legal=("/terms/", "/privacy/")),
     "jobs_board": ("//jobs.lever.co/rupeeflow", "//api.lever.co/v0/postings/rupeeflow?mode=json"),
     "status": "//status.rupeeflow.test/"}, ())
NEVER["http://rupeeflow.test"] = ("/hi/", "signup", "partners")

# ======================================================================== G. fourth batch: feeds, copies elsewhere
# G1. a corporate WordPress site: the posts feed, the comments feed and a category feed all named by <link
# rel=alternate> (as WordPress and Yoast print them), "Blog" (/blog/) and "News" (/category/press/); one feed sensor,
# the posts feed
_G1_NAV = [("/services/", "Services"), ("/blog/", "Blog"), ("/category/press/", "News"), ("/careers/", "Careers"),
           ("/about/", "About")]
_G1_FOOT = [("/contact/", "Contact"), ("/privacy-policy/", "Privacy Policy")]
_G1 = chrome(_G1_NAV, _G1_FOOT)
_G1_HEAD = (feed_link("/feed/", "rss", "Harbourline &raquo; Feed")
            + feed_link("/comments/feed/", "rss", "Harbourline &raquo; Comments Feed")
            + feed_link("/category/press/feed/", "rss", "Harbourline &raquo; Press Category Feed")
            + '<link rel="alternate" type="application/json" href="/wp-json/wp/v2/pages/7">'
            + '<link rel="https://api.w.org/" href="/wp-json/">')
SITES["harbourline.test"] = {"/": page("Harbourline Logistics – freight forwarding", _G1, head=_G1_HEAD),
                             **local_pages(_G1, _G1_NAV + _G1_FOOT),
                             "/feed/": rss("Harbourline", "https://harbourline.test/"),
                             "/comments/feed/": rss("Comments for Harbourline", "https://harbourline.test/"),
                             "/category/press/feed/": rss("Harbourline » Press", "https://harbourline.test/category/press/")}
EXPECTED["http://harbourline.test"] = (
    {**_eu("harbourline.test", blog="/blog/", newsroom="/category/press/", careers="/careers/", team="/about/",
           products="/services/", contact="/contact/", legal="/privacy-policy/"),
     "feed": ("//harbourline.test/feed/", "//harbourline.test/category/press/feed/")}, ("pricing",))
NEVER["http://harbourline.test"] = ("comments", "wp-json")

# G2. a Japanese listed maker whose English copy lives under /english/ (not a locale code): 製品情報, ニュースリリース,
# 株主・投資家情報 (IR), 会社情報, 採用情報, プライバシーポリシー, お問い合わせ; the English pages /english/ir/ …
_G2_NAV = [("/products/", "製品情報"), ("/news/", "ニュースリリース"), ("/ir/", "株主・投資家情報"), ("/company/", "会社情報"),
           ("/recruit/", "採用情報")]
_G2_FOOT = [("/privacy/", "プライバシーポリシー"), ("/contact/", "お問い合わせ"), ("/sitemap/", "サイトマップ"),
            ("/english/", "English")]
_G2 = chrome(_G2_NAV, _G2_FOOT)
_G2_EN_NAV = [("/english/products/", "Products"), ("/english/news/", "News Releases"), ("/english/ir/", "Investor Relations"),
              ("/english/company/", "Company"), ("/english/careers/", "Careers")]
_G2_EN = chrome(_G2_EN_NAV, [("/english/privacy/", "Privacy Policy"), ("/", "日本語")])
SITES["tsubasa-kogyo.test"] = {"/": page("翼工業株式会社", _G2, lang="ja"), **local_pages(_G2, _G2_NAV + _G2_FOOT, lang="ja"),
                               "/english/": page("Tsubasa Kogyo Co., Ltd.", _G2_EN),
                               **local_pages(_G2_EN, _G2_EN_NAV + [("/english/privacy/", "Privacy Policy")])}
EXPECTED["http://tsubasa-kogyo.test"] = (
    _eu("tsubasa-kogyo.test", products="/products/", newsroom="/news/", investors="/ir/", team="/company/",
        careers="/recruit/", contact="/contact/", legal="/privacy/"), ("pricing",))
NEVER["http://tsubasa-kogyo.test"] = ("/english/", "sitemap")

# G3. a speaker maker (modelled on Sonos): careers on its .jobs domain (skylark.jobs), newsroom. with its RSS feed,
# investors. , support. (help), "Skylark Pro" (the installer programme's sign-in), "Community", "Where to buy", country
# sites on other domains (skylark.de, skylark.fr) in the footer
_G3_NAV = [("/shop/speakers", "Speakers"), ("/shop/headphones", "Headphones"), ("https://pro.skylark-audio.test/login",
                                                                              "Skylark Pro"),
           ("/where-to-buy", "Where to buy")]
_G3_FOOT = [("/about", "About Skylark"), ("https://skylark-audio.jobs/", "Careers"),
            ("https://newsroom.skylark-audio.test/", "Newsroom"), ("https://investors.skylark-audio.test/", "Investors"),
            ("https://support.skylark-audio.test/", "Support"), ("https://community.skylark-audio.test/", "Community"),
            ("/legal/privacy", "Privacy"), ("/legal/terms", "Terms & conditions"),
            ("https://www.skylark-audio.de/", "Deutschland"), ("https://www.skylark-audio.fr/", "France")]
_G3 = chrome(_G3_NAV, _G3_FOOT)
SITES["skylark-audio.test"] = {"/": page("Skylark | Wireless speakers and home sound systems", _G3),
                               **local_pages(_G3, _G3_NAV + _G3_FOOT)}
SITES["skylark-audio.jobs"] = {"/": page("Careers at Skylark")}
SITES["newsroom.skylark-audio.test"] = {"/": page("Skylark Newsroom", head=feed_link("/rss.xml", "rss", "Skylark news")),
                                        "/rss.xml": rss("Skylark Newsroom", "https://newsroom.skylark-audio.test/")}
SITES["investors.skylark-audio.test"] = {"/": page("Skylark, Inc. – Investors")}
SITES["support.skylark-audio.test"] = {"/": page("Skylark Support")}
for _h in ("pro", "community"):
    SITES[f"{_h}.skylark-audio.test"] = {"*": page(f"Skylark {_h}")}
for _h in ("www.skylark-audio.de", "www.skylark-audio.fr"):
    SITES[_h] = {"*": page(f"Skylark {_h}")}
EXPECTED["http://skylark-audio.test"] = (
    {**_eu("skylark-audio.test", team="/about", legal=("/legal/privacy", "/legal/terms")),
     "careers": "//skylark-audio.jobs/", "newsroom": "//newsroom.skylark-audio.test/",
     "feed": "//newsroom.skylark-audio.test/rss.xml", "investors": "//investors.skylark-audio.test/",
     "docs": "//support.skylark-audio.test/"}, ("pricing",))
NEVER["http://skylark-audio.test"] = ("pro.", "community.", "where-to-buy", ".de/", ".fr/")

# ======================================================================== H. fifth batch: the label words of more trades
# H1. a Swedish game studio (modelled on Paradox Interactive), Swedish default with an /en/ copy: "Våra spel",
# "Patch notes" (its changelog), "Nyhetsrum", "Investerare", "Arbeta hos oss" (careers on Teamtailor's own host),
# "Om oss", "Integritetspolicy", "Kontakt"; decoys: the games' forums, "Logga in"
_H1_NAV = [("/sv/spel", "Våra spel"), ("/sv/patch-notes", "Patch notes"), ("/sv/nyhetsrum", "Nyhetsrum"),
           ("/sv/investerare", "Investerare"), ("https://jobb.nordspel.test/", "Arbeta hos oss")]
_H1_FOOT = [("/sv/om-oss", "Om oss"), ("/sv/kontakt", "Kontakt"), ("/sv/integritetspolicy", "Integritetspolicy"),
            ("https://forum.nordspel.test/", "Forum"), ("https://accounts.nordspel.test/login", "Logga in"), ("/en/", "English")]
_H1 = chrome(_H1_NAV, _H1_FOOT)
SITES["nordspel.test"] = {
    "/": {"redirect": "/sv/", "status": 302},
    "/sv/": page("Nordspel Interactive – strategispel", _H1, lang="sv", head=hreflang({"sv": "/sv/", "en": "/en/"})),
    **local_pages(_H1, _H1_NAV + _H1_FOOT, lang="sv"),
    "/en/": page("Nordspel Interactive", chrome([("/en/games", "Our games"), ("/en/newsroom", "Newsroom"),
                                                 ("/en/investors", "Investors")], []), head=hreflang({"sv": "/sv/", "en": "/en/"})),
    "/en/games": page("Our games"), "/en/newsroom": page("Newsroom"), "/en/investors": page("Investors"),
}
SITES["jobb.nordspel.test"] = {"/": page("Jobba på Nordspel", lang="sv", head=(
    '<meta name="generator" content="Teamtailor"><link rel="stylesheet" href="https://assets.teamtailor-cdn.com/x.css">'))}
for _h in ("forum", "accounts"):
    SITES[f"{_h}.nordspel.test"] = {"*": page(f"Nordspel {_h}")}
EXPECTED["http://nordspel.test"] = (
    {**_eu("nordspel.test", products="/sv/spel", changelog="/sv/patch-notes", newsroom="/sv/nyhetsrum",
           investors="/sv/investerare", team="/sv/om-oss", contact="/sv/kontakt", legal="/sv/integritetspolicy"),
     "careers": "//jobb.nordspel.test/"}, ("pricing",))
NEVER["http://nordspel.test"] = ("/en/", "forum.", "accounts.")

# H2. an Italian listed utility, Italian default with an /en/ copy: "Relazioni con gli investitori", "Sala stampa",
# "Comunicati stampa", "Lavora con noi", "Chi siamo", "Tariffe" (its tariffs), "Note legali", "Privacy", "Contatti";
# decoys: "Area clienti" (the customer login), "Diventa partner"
_H2_NAV = [("/it/chi-siamo", "Chi siamo"), ("/it/offerte-e-tariffe", "Offerte e tariffe"),
           ("/it/relazioni-con-gli-investitori", "Relazioni con gli investitori"), ("/it/sala-stampa", "Sala stampa"),
           ("/it/lavora-con-noi", "Lavora con noi")]
_H2_FOOT = [("/it/contatti", "Contatti"), ("/it/note-legali", "Note legali"), ("/it/privacy", "Privacy"),
            ("https://areaclienti.luceverde.test/login", "Area clienti"), ("/it/diventa-partner", "Diventa partner"),
            ("/en/", "English")]
_H2 = chrome(_H2_NAV, _H2_FOOT)
SITES["luceverde.test"] = {
    "/": {"redirect": "/it/", "status": 302},
    "/it/": page("Luce Verde S.p.A. – energia rinnovabile", _H2, lang="it", head=hreflang({"it": "/it/", "en": "/en/"})),
    **local_pages(_H2, _H2_NAV + _H2_FOOT, lang="it"),
    "/en/": page("Luce Verde", chrome([("/en/investor-relations", "Investor relations"), ("/en/media", "Media")], [])),
    "/en/investor-relations": page("Investor relations"), "/en/media": page("Media"),
}
SITES["areaclienti.luceverde.test"] = {"*": page("Area clienti – accedi", lang="it")}
EXPECTED["http://luceverde.test"] = (
    _eu("luceverde.test", team="/it/chi-siamo", pricing="/it/offerte-e-tariffe",
        investors="/it/relazioni-con-gli-investitori", newsroom="/it/sala-stampa", careers="/it/lavora-con-noi",
        contact="/it/contatti", legal=("/it/note-legali", "/it/privacy")), ("blog",))
NEVER["http://luceverde.test"] = ("/en/", "areaclienti", "diventa-partner")

# H3. a German developer platform: "Entwicklerportal" on developer. , "Preise", "Karriere", "Blog", "Presse",
# "Systemstatus", "Impressum", "Datenschutz"; a Dutch fintech's "Persberichten", "Vacatures", "Tarieven"
_H3_NAV = [("/produkt", "Produkt"), ("/preise", "Preise"), ("https://developer.schnittstelle.test/", "Entwicklerportal"),
           ("/blog", "Blog")]
_H3_FOOT = [("/ueber-uns", "Über uns"), ("/karriere", "Karriere"), ("/presse", "Presse"),
            ("https://status.schnittstelle.test/", "Systemstatus"), ("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")]
_H3 = chrome(_H3_NAV, _H3_FOOT)
SITES["schnittstelle.test"] = {"/": page("Schnittstelle – die API-Plattform", _H3, lang="de"),
                               **local_pages(_H3, _H3_NAV + _H3_FOOT, lang="de")}
SITES["developer.schnittstelle.test"] = {"/": page("Schnittstelle Entwicklerportal", lang="de")}
SITES["status.schnittstelle.test"] = {"/": page("Schnittstelle Status", lang="de")}
EXPECTED["http://schnittstelle.test"] = (
    {**_eu("schnittstelle.test", products="/produkt", pricing="/preise", blog="/blog", team="/ueber-uns",
           careers="/karriere", newsroom="/presse", legal=("/impressum", "/datenschutz")),
     "docs": "//developer.schnittstelle.test/", "status": "//status.schnittstelle.test/"}, ("investors",))
_H4_NAV = [("/zakelijk", "Zakelijk"), ("/tarieven", "Tarieven"), ("/over-ons", "Over ons"),
           ("/persberichten", "Persberichten"), ("/vacatures", "Vacatures")]
_H4_FOOT = [("/contact", "Contact"), ("/privacyverklaring", "Privacyverklaring"), ("/voorwaarden", "Voorwaarden")]
_H4 = chrome(_H4_NAV, _H4_FOOT)
SITES["geldpunt.test"] = {"/": page("Geldpunt – zakelijk bankieren", _H4, lang="nl"),
                          **local_pages(_H4, _H4_NAV + _H4_FOOT, lang="nl")}
EXPECTED["http://geldpunt.test"] = (
    _eu("geldpunt.test", pricing="/tarieven", team="/over-ons", newsroom="/persberichten", careers="/vacatures",
        contact="/contact", legal=("/privacyverklaring", "/voorwaarden")), ("investors",))

# ======================================================================== I. last: bilingual chrome, one language only
# I1. a Canadian bank-like insurer whose footer links both languages' pages side by side ("Careers | Carrières",
# "Newsroom | Salle de presse"), English default: one sensor per surface, the English page
_I1_FOOT = [("/en/careers", "Careers"), ("/fr/carrieres", "Carrières"), ("/en/newsroom", "Newsroom"),
            ("/fr/salle-de-presse", "Salle de presse"), ("/en/investors", "Investors"), ("/fr/investisseurs", "Investisseurs"),
            ("/en/privacy", "Privacy"), ("/fr/confidentialite", "Confidentialité"), ("/en/contact-us", "Contact us"),
            ("/fr/nous-joindre", "Nous joindre")]
_I1 = chrome([("/en/insurance", "Insurance"), ("/en/about-us", "About us"), ("/fr/", "Français")], _I1_FOOT)
SITES["maplecover.test"] = {"/": page("Maple Cover Insurance", _I1, lang="en-CA",
                                      head=hreflang({"en-CA": "/", "fr-CA": "/fr/"})),
                            **local_pages(_I1, _I1_FOOT + [("/en/insurance", "Insurance"), ("/en/about-us", "About us")]),
                            "/fr/": page("Maple Cover Assurance", lang="fr-CA")}
EXPECTED["http://maplecover.test"] = (
    _eu("maplecover.test", careers="/en/careers", newsroom="/en/newsroom", investors="/en/investors",
        team="/en/about-us", legal="/en/privacy", contact="/en/contact-us"), ("pricing",))
NEVER["http://maplecover.test"] = ("/fr/",)

# I2. the same shape in French first (a Québec co-operative, fr-CA default, English copies beside each link)
_I2_FOOT = [("/fr/carrieres", "Carrières"), ("/en/careers", "Careers"), ("/fr/salle-de-presse", "Salle de presse"),
            ("/en/newsroom", "Newsroom"), ("/fr/confidentialite", "Confidentialité"), ("/en/privacy", "Privacy"),
            ("/fr/nous-joindre", "Nous joindre"), ("/en/contact-us", "Contact us")]
_I2 = chrome([("/fr/a-propos", "À propos"), ("/fr/tarifs", "Tarifs"), ("/en/", "English")], _I2_FOOT)
SITES["coopboreal.test"] = {"/": page("Coop Boréal – coopérative d'énergie", _I2, lang="fr-CA",
                                      head=hreflang({"fr-CA": "/", "en-CA": "/en/"})),
                            **local_pages(_I2, _I2_FOOT + [("/fr/a-propos", "À propos"), ("/fr/tarifs", "Tarifs")],
                                          lang="fr-CA"),
                            "/en/": page("Coop Boreal – energy co-operative")}
EXPECTED["http://coopboreal.test"] = (
    _eu("coopboreal.test", careers="/fr/carrieres", newsroom="/fr/salle-de-presse", legal="/fr/confidentialite",
        contact="/fr/nous-joindre", team="/fr/a-propos", pricing="/fr/tarifs"), ("investors",))
NEVER["http://coopboreal.test"] = ("/en/",)

# I3. a German engineering firm whose careers exist only in English (/en/careers: no German page), everything else in
# German: the English page is the careers page, the only one there is
_I3 = chrome([("/unternehmen", "Unternehmen"), ("/produkte", "Produkte"), ("/aktuelles", "Aktuelles"),
              ("/en/careers", "Karriere")], [("/kontakt", "Kontakt"), ("/impressum", "Impressum"),
                                             ("/datenschutz", "Datenschutz"), ("/en/", "English")])
SITES["stahlform.test"] = {"/": page("Stahlform GmbH – Umformtechnik", _I3, lang="de"),
                           **local_pages(_I3, [("/unternehmen", "Unternehmen"), ("/produkte", "Produkte"),
                                               ("/aktuelles", "Aktuelles"), ("/kontakt", "Kontakt"),
                                               ("/impressum", "Impressum"), ("/datenschutz", "Datenschutz")], lang="de"),
                           "/en/careers": page("Careers at Stahlform"), "/en/": page("Stahlform GmbH")}
EXPECTED["http://stahlform.test"] = (
    _eu("stahlform.test", careers="/en/careers", team="/unternehmen", products="/produkte", newsroom="/aktuelles",
        contact="/kontakt", legal=("/impressum", "/datenschutz")), ("pricing",))

# ======================================================================== J. a biotech whose news lives on its IR host
# J1. a clinical-stage biotech (a Nasdaq listing on a Q4-style IR site): "Investors & Media" → investors. , whose page
# lists "News releases", "Events & presentations", "SEC filings" (sec.gov), "Corporate governance"; no newsroom on the
# main site; "Pipeline", "Careers", "Leadership"
_J1 = dropdowns([
    ("Science", [("/science/approach", "Our approach"), ("/science/pipeline", "Pipeline")]),
    ("About", [("/about/leadership", "Leadership"), ("/about/board", "Board of directors"), ("/careers", "Careers")]),
], [("Company", [("https://investors.arvelo-bio.test/", "Investors & Media"), ("/contact", "Contact")]),
    ("Legal", [("/privacy-policy", "Privacy policy"), ("/terms-of-use", "Terms of use")])])
SITES["arvelo-bio.test"] = {"/": page("Arvelo Therapeutics – precision medicines for rare disease", _J1),
                            **local_pages(_J1, [("/science/approach", "Our approach"), ("/science/pipeline", "Pipeline"),
                                                ("/about/leadership", "Leadership"), ("/about/board", "Board of directors"),
                                                ("/careers", "Careers"), ("/contact", "Contact"),
                                                ("/privacy-policy", "Privacy policy"), ("/terms-of-use", "Terms of use")])}
_J1_IR = chrome([("/news-releases", "News releases"), ("/events-and-presentations", "Events & presentations"),
                 ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001234567", "SEC filings"),
                 ("/corporate-governance", "Corporate governance")], [("https://arvelo-bio.test/", "Arvelo home")])
SITES["investors.arvelo-bio.test"] = {"/": page("Arvelo Therapeutics – Investors & Media", _J1_IR),
                                      "/news-releases": page("News releases", _J1_IR),
                                      "/events-and-presentations": page("Events & presentations", _J1_IR),
                                      "/corporate-governance": page("Corporate governance", _J1_IR)}
SITES["www.sec.gov"] = {"*": page("EDGAR Company Filings")}
EXPECTED["http://arvelo-bio.test"] = (
    {**_eu("arvelo-bio.test", products="/science/pipeline", team="/about/leadership", careers="/careers",
           contact="/contact", legal=("/privacy-policy", "/terms-of-use")),
     "investors": "//investors.arvelo-bio.test/",
     "newsroom": ("//investors.arvelo-bio.test/news-releases", "//investors.arvelo-bio.test/")}, ("pricing", "blog"))
NEVER["http://arvelo-bio.test"] = ("sec.gov", "/about/board")
NEVER_ASKED["http://arvelo-bio.test"] = ("www.sec.gov",)

# ======================================================================== K. two more
# K1. an Australian collaboration SaaS (modelled on Atlassian / Canva): "Work at Canvaly" (careers under /company/),
# "Investor Centre" on investors. , "Trust center", "Press" under /company/, "Blog" with an RSS feed, developer. docs,
# status. ; decoys: "Canvaly for Education", "Log in" (www.canvaly.test/login), "Templates"
_K1_NAV = [("/features", "Features"), ("/templates", "Templates"), ("/education", "Canvaly for Education"),
           ("/pricing", "Pricing"), ("/login", "Log in")]
_K1_FOOT = [("/company", "About"), ("/company/careers", "Work at Canvaly"), ("/company/press", "Press"),
            ("https://investors.canvaly.test/", "Investor Centre"), ("/blog", "Blog"),
            ("https://developer.canvaly.test/", "Developers"), ("https://status.canvaly.test/", "Status"),
            ("/trust", "Trust center"), ("/policies/terms", "Terms"), ("/policies/privacy", "Privacy policy")]
_K1 = chrome(_K1_NAV, _K1_FOOT)
SITES["canvaly.test"] = {"/": page("Canvaly: visual suite for everyone", _K1, head=feed_link("/blog/feed/", "rss", "Blog")),
                         **local_pages(_K1, _K1_NAV + _K1_FOOT), "/blog/feed/": rss("Canvaly blog", "https://canvaly.test/blog/")}
for _h in ("investors", "developer", "status"):
    SITES[f"{_h}.canvaly.test"] = {"/": page(f"Canvaly {_h}")}
EXPECTED["http://canvaly.test"] = (
    {**_eu("canvaly.test", careers="/company/careers", newsroom="/company/press", blog="/blog", feed="/blog/feed/",
           pricing="/pricing", team="/company", legal=("/policies/terms", "/policies/privacy")),
     "investors": "//investors.canvaly.test/", "docs": "//developer.canvaly.test/", "status": "//status.canvaly.test/"}, ())
NEVER["http://canvaly.test"] = ("education", "login", "templates")

# K2. a Polish software house: "Kariera" (its page, whose offers are on the aggregator Just Join IT: a profile, never a
# board), "Blog", "Case studies", "Kontakt", "Polityka prywatności", "O nas"
_K2_NAV = [("/uslugi", "Usługi"), ("/case-studies", "Case studies"), ("/blog", "Blog"), ("/o-nas", "O nas"),
           ("/kariera", "Kariera"), ("/kontakt", "Kontakt")]
_K2 = chrome(_K2_NAV, [("/polityka-prywatnosci", "Polityka prywatności")])
SITES["tenkit.test"] = {"/": page("Tenkit – software house z Warszawy", _K2, lang="pl"),
                        **local_pages(_K2, _K2_NAV + [("/polityka-prywatnosci", "Polityka prywatności")], lang="pl", mains={
                            "/kariera": '<a href="https://justjoin.it/brands/tenkit">Zobacz nasze oferty pracy</a>'})}
SITES["justjoin.it"] = {"*": page("Tenkit – oferty pracy | Just Join IT", lang="pl")}
EXPECTED["http://tenkit.test"] = (
    _eu("tenkit.test", products="/uslugi", blog="/blog", team="/o-nas", careers="/kariera", contact="/kontakt",
        legal="/polityka-prywatnosci"), ("pricing", "jobs_board"))
NEVER["http://tenkit.test"] = ("justjoin", "case-studies")

# ======================================================================== END OF SITES
net = W.net_fixture(SITES)
Net = W.Net

for _w in EXPECTED:
    AT_MOST.setdefault(_w, 20)

#: sites still answered wrongly, and why (a strict xfail: the entry goes when the answer is right)
KNOWN_WRONG: dict[str, str] = {}

#: surfaces that may fall past the per-company cap of 12 when a site has every surface (their best must still rank
#: first): the least important (legal, contact; team and investors tie at 0.5, one of them may go)
_CAPPABLE = {"legal", "contact", "team", "investors"}
#: requests spent per site in this run (the docstring's median / max)
SPENT: dict[str, int] = {}


def _matches(url: str, want: Any) -> bool:
    if isinstance(want, tuple):
        return any(_matches(url, w) for w in want)
    return url.split(":", 1)[-1] == want


@pytest.mark.parametrize("website", [pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[w]))
                                     if w in KNOWN_WRONG else w for w in sorted(EXPECTED)])
async def test_round_fourteen_company_sites(net: Net, website: str) -> None:
    want, absent = EXPECTED[website]
    res = await W.discover(net, website)
    SPENT[website] = res.requests
    assert res.outcome == "active", res.error
    sel = W.selected(res)
    listed = res.surfaces_json()
    first: dict[str, str] = {}
    for d in listed:  # the contract's order: selected first, then by surface importance and confidence
        first.setdefault(d["surface"], d["url"])
    wrong = {}
    for s, w in want.items():
        names = s.split("|")
        if not any(x in sel and _matches(sel[x].url, w) for x in names) and not (
                all(x in _CAPPABLE for x in names) and len(sel) >= 12 and any(_matches(first.get(x, ""), w) for x in names)):
            wrong[s] = [first.get(x) for x in names]
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    never = NEVER.get(website, ())
    bad = [c.url for c in res.selected if any(x in c.url for x in never)]
    bad += [f"served {h}{p}" for h, p in net.log if h in NEVER_ASKED.get(website, ())]
    assert not bad, bad
    assert res.requests <= AT_MOST[website], (res.requests, [(r.purpose, r.url) for r in res.request_log])


async def test_a_whole_saas_through_the_cli() -> None:
    """`changewire discover http://paylane.test --json`, as a caller scripts it: the contract's keys; one selected entry
    per surface, listed before the others of its surface (the best candidate first: selected, then by surface importance
    and confidence); the German and French copies and the decoys never selected; within the site's bound."""
    import asyncio
    import json
    import os
    import sys
    from pathlib import Path

    from changewire_common.surfaces import SURFACE_IMPORTANCE
    from changewire_common.vocab import Surface

    async with W.serve(SITES) as n:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
        env.update(CHANGEWIRE_CONNECT_TO=W.connect_to(n.port, SITES), CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32",
                   CHANGEWIRE_POLITENESS_SPACING_S="0")
        exe = Path(sys.executable).with_name("changewire")
        proc = await asyncio.create_subprocess_exec(str(exe), "discover", "http://paylane.test", "--json", env=env,
                                                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), 60)
        served = len(n.log)
    assert proc.returncode == 0, err.decode()
    doc = json.loads(out)
    assert set(doc) == {"company_url", "requests", "elapsed_ms", "surfaces"}
    rows = doc["surfaces"]
    chosen = [r for r in rows if r["selected"]]
    assert len({r["surface"] for r in chosen}) == len(chosen), chosen  # one sensor per surface
    assert rows[:len(chosen)] == chosen, rows  # every selected entry before any other
    keys = [(-SURFACE_IMPORTANCE[Surface(r["surface"])], -r["confidence"]) for r in chosen]
    assert keys == sorted(keys), keys
    sel = {r["surface"]: r["url"] for r in chosen}
    assert sel["pricing"] == "http://paylane.test/pricing" and sel["careers"] == "http://paylane.test/jobs", sel
    assert sel["feed"] == "http://paylane.test/blog/feed.rss" and sel["blog"] == "http://paylane.test/blog", sel
    assert sel["status"] == "http://status.paylane.test/" and sel["docs"] == "http://docs.paylane.test/", sel
    assert not [u for u in sel.values() if any(x in u for x in NEVER["http://paylane.test"])], sel
    assert served <= doc["requests"] <= AT_MOST["http://paylane.test"]
