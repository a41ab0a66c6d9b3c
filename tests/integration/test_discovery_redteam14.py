"""Discovery red-teamed (fourteenth round): DOCSTRING
"""
from __future__ import annotations

import hashlib
import re
from statistics import median
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


def rss(title: str, link: str, items: int = 3) -> dict[str, Any]:
    return {"xml": f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>{title}</title>'
                   f"<link>{link}</link><description>{title}</description>"
                   + "".join(f"<item><title>{title} post {i}</title><link>{link}post-{i}</link>"
                             f"<pubDate>Mon, 0{i} Nov 2026 09:00:00 GMT</pubDate></item>" for i in range(1, items + 1))
                   + "</channel></rss>", "type": "application/rss+xml"}


def atom(title: str, link: str) -> dict[str, Any]:
    return {"xml": f'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>{title}'
                   f'</title><link href="{link}"/><updated>2026-11-30T09:00:00Z</updated><id>{link}</id>'
                   + "".join(f'<entry><title>{title} {i}</title><link href="{link}p{i}"/><id>{link}p{i}</id>'
                             f"<updated>2026-11-0{i}T09:00:00Z</updated></entry>" for i in range(1, 4))
                   + "</feed>", "type": "application/atom+xml"}


def feed_link(href: str, kind: str = "rss", title: str = "Blog") -> str:
    return f'<link rel="alternate" type="application/{kind}+xml" title="{title}" href="{href}">'


def hreflang(paths: dict[str, str]) -> str:
    return "".join(f'<link rel="alternate" hreflang="{lg}" href="{p}">' for lg, p in paths.items())


def _eu(host: str, **paths: Any) -> dict[str, Any]:
    b = f"//{host}"
    return {s: (tuple(b + x for x in p) if isinstance(p, tuple) else b + p) for s, p in paths.items()}


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
