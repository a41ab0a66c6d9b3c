"""Discovery red-teamed (second round) on site styles the first round did not cover, served on loopback
through CHANGEWIRE_CONNECT_TO and routed by Host: multilingual sites (/en/ /de/ /fr/ prefixes, hreflang
alternates, per-language sitemaps behind a sitemap index), a homepage that redirects / → /en-us/, careers
on a separate registrable domain, an ATS only in an <iframe>, a robots.txt that disallows everything, a
soft-404 site (every unknown path is 200 + the homepage), a bot challenge on every page, a parked domain,
a 2 MB homepage and a brand whose site redirects to its parent's domain."""
from __future__ import annotations

import hashlib
from typing import Any
from urllib.parse import urlsplit

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration


W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

_WORDS = ("harbour engine ledger signal meadow copper lantern orbit canvas thread summit beacon delta "
          "prism anchor falcon garden river stone ember willow cedar marble quartz").split()


def prose(seed: str, n: int = 90) -> str:
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 13 & 0xFF)) % len(_WORDS)] + ("." if i % 9 == 8 else "")
                    for i in range(n))


def page(title: str, body: str = "", head: str = "", lang: str = "en", main: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f"<body>{body}<main><h1>{title}</h1>{main}<p>{prose(title)}</p></main></body></html>")


def urlset(base: str, paths: list[str]) -> dict[str, str]:
    return {"xml": "<?xml version='1.0'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
                   + "".join(f"<url><loc>{base}{p}</loc></url>" for p in paths) + "</urlset>"}


def hreflang(base: str, path: str) -> str:
    return "".join(f'<link rel="alternate" hreflang="{lg}" href="{base}/{lg}{path}">' for lg in ("en", "de", "fr")) + \
        f'<link rel="alternate" hreflang="x-default" href="{base}/en{path}">'


# 1. multilingual: / → /en/, hreflang alternates, a language switcher, localized slugs per language,
#    a sitemap index of per-language sitemaps with thousands of URLs
_LG = {"en": ("Pricing", "pricing", "Careers", "careers", "Blog", "blog", "Privacy", "privacy"),
       "de": ("Preise", "preise", "Karriere", "karriere", "Blog", "blog", "Datenschutz", "datenschutz"),
       "fr": ("Tarifs", "tarifs", "Carrières", "carrieres", "Blog", "blog", "Confidentialité", "confidentialite")}


def _lingua_home(lg: str) -> str:
    p, ps, c, cs, b, bs, l, ls = _LG[lg]
    return page(f"Lingua [{lg}]", f"""<header><nav><a href="/{lg}/">Lingua</a><a href="/{lg}/{ps}">{p}</a>
<a href="/{lg}/{cs}">{c}</a><a href="/{lg}/{bs}">{b}</a></nav>
<div class="lang-switcher"><a href="/en/" hreflang="en">English</a><a href="/de/" hreflang="de">Deutsch</a>
<a href="/fr/" hreflang="fr">Français</a></div></header><footer><a href="/{lg}/{ls}">{l}</a></footer>""",
                head=hreflang("http://lingua.test", "/"), lang=lg)


LINGUA: dict[str, Any] = {"/": {"redirect": "http://lingua.test/en/"},
                          "/robots.txt": {"text": "User-agent: *\nAllow: /\nSitemap: http://lingua.test/sitemap_index.xml\n"},
                          "/sitemap_index.xml": {"xml": "<?xml version='1.0'?><sitemapindex xmlns='http://www.sitemaps.org/"
                                                 "schemas/sitemap/0.9'>" + "".join(
                                                     f"<sitemap><loc>http://lingua.test/sitemap-{lg}.xml</loc></sitemap>"
                                                     for lg in ("en", "de", "fr")) + "</sitemapindex>"}}
for _lg, (_p, _ps, _c, _cs, _b, _bs, _l, _ls) in _LG.items():
    LINGUA[f"/{_lg}/"] = _lingua_home(_lg)
    LINGUA[f"/{_lg}/{_ps}"] = page(_p, lang=_lg)
    LINGUA[f"/{_lg}/{_cs}"] = page(_c, lang=_lg)
    LINGUA[f"/{_lg}/{_bs}"] = page(f"{_b} {_lg}", lang=_lg)
    LINGUA[f"/{_lg}/{_ls}"] = page(_l, lang=_lg)
    LINGUA[f"/sitemap-{_lg}.xml"] = urlset("http://lingua.test", [f"/{_lg}/", f"/{_lg}/{_ps}", f"/{_lg}/{_cs}",
                                                                   f"/{_lg}/{_bs}", f"/{_lg}/{_ls}"]
                                           + [f"/{_lg}/{_bs}/post-{i}" for i in range(1500)])

CHALLENGE = ('<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id="cf-wrapper">'
             '<h1>Checking your browser before accessing guarded.test</h1><div id="challenge-form"></div>'
             '<script src="/cdn-cgi/challenge-platform/h/g/orchestrate/jsch/v1"></script></div></body></html>')

_BIG_LINKS = "".join(f'<li><a href="/catalog/item-{i}">Item {i} {prose(str(i), 12)}</a></li>' for i in range(900))
_BIG_HOME = page("Megastore", """<header><nav><a href="/catalog">Catalog</a><a href="/pricing">Pricing</a>
<a href="/careers">Careers</a></nav></header>""", main=f"<ul>{_BIG_LINKS}</ul><div>{'x' * 1_500_000}</div>"
                 '<footer><a href="/privacy">Privacy</a><a href="/blog">Blog</a></footer>')

SITES: dict[str, dict[str, Any]] = {
    "lingua.test": LINGUA,
    # 2. / → /en-us/ (302), localized nav under /en-us/; a "Plans & Pricing" entry only in a mega menu
    "redirus.test": {
        "/": {"redirect": "http://redirus.test/en-us/", "status": 302},
        "/en-us/": page("Redirus — cloud fax", """<header><nav class="mega"><ul><li><button>Products</button>
<div class="mega-panel"><a href="/en-us/products/fax"><strong>Cloud Fax</strong><span>Send from anywhere</span></a>
<a href="/en-us/plans-and-pricing"><strong>Plans &amp; Pricing</strong><span>Compare editions</span></a></div></li>
<li><a href="/en-us/company/careers">Careers</a></li><li><a href="/en-us/newsroom">Newsroom</a></li></ul></nav></header>
<footer><a href="/en-us/legal/terms">Terms</a><a href="/en-gb/">United Kingdom</a><a href="/de-de/">Deutschland</a></footer>""",
                        head='<link rel="alternate" hreflang="en-gb" href="http://redirus.test/en-gb/">'
                             '<link rel="alternate" hreflang="de-de" href="http://redirus.test/de-de/">'),
        "/en-us/products/fax": page("Cloud Fax"), "/en-us/plans-and-pricing": page("Plans & Pricing"),
        "/en-us/company/careers": page("Careers"),
        "/en-us/newsroom": page("Newsroom", main='<a href="/en-us/newsroom/2025/03/redirus-acquires-faxly">'
                                                 'Redirus acquires Faxly</a>'),
        "/en-us/newsroom/2025/03/redirus-acquires-faxly": page("Redirus acquires Faxly"),
        "/en-us/legal/terms": page("Terms"), "/en-gb/": page("Redirus UK"), "/de-de/": page("Redirus DE", lang="de"),
    },
    # 3. careers on a separate registrable domain; investors with SEC filings; press releases under /news/2025/
    "harbor.test": {
        "/": page("Harbor Freight Systems", """<nav><a href="/solutions">Solutions</a><a href="/news">News</a>
<a href="/investors">Investors</a></nav><footer><a href="http://harbor-jobs.test/">Careers</a>
<a href="/privacy-policy">Privacy Policy</a><a href="http://harbor.readme.io/">Developers</a></footer>""",
                  main='<a href="/news/2025/02/harbor-reports-q4-results">Harbor reports Q4 results</a>'),
        "/solutions": page("Solutions"), "/news": page("News"), "/privacy-policy": page("Privacy policy"),
        "/news/2025/02/harbor-reports-q4-results": page("Harbor reports Q4 results"),
        "/investors": page("Investors", main='<a href="/investors/sec-filings">SEC filings</a>'
                                             '<a href="https://www.sec.gov/cgi-bin/browse-edgar?CIK=0000000">EDGAR</a>'),
        "/investors/sec-filings": page("SEC filings"),
    },
    "harbor-jobs.test": {"/": page("Jobs at Harbor", main='<a href="/jobs/1234-dock-engineer">Dock engineer</a>')},
    "harbor.readme.io": {"/": page("Harbor API reference")},
    # 4. an ATS only in an <iframe> on the careers page
    "kiln.test": {
        "/": page("Kiln Ceramics Software", """<nav><a href="/pricing">Pricing</a><a href="/careers">Careers</a></nav>"""),
        "/pricing": page("Pricing"),
        "/careers": page("Careers at Kiln", main='<iframe src="https://boards.greenhouse.io/embed/job_board?for=kiln" '
                                                'width="100%"></iframe>'),
    },
    "boards-api.greenhouse.io": {"/v1/boards/kiln/jobs": {"json": {"jobs": [{"title": "Glaze chemist"}]}},
                                 "/v1/boards/quark/jobs": {"json": {"jobs": [{"title": "Physicist"}]}}},
    # 5. robots.txt disallows everything
    "locked.test": {"/robots.txt": {"text": "User-agent: *\nDisallow: /\n"},
                    "/": page("Locked", '<nav><a href="/pricing">Pricing</a><a href="/careers">Careers</a></nav>'),
                    "/pricing": page("Pricing"), "/careers": page("Careers")},
    # 6. soft 404: every unknown path answers 200 with the homepage
    "mirror.test": {"*": page("Mirror — expense reports", """<nav><a href="/pricing">Pricing</a><a href="/blog">Blog</a>
</nav><footer><a href="/terms">Terms</a></footer>"""), "/pricing": page("Pricing"), "/blog": page("Mirror blog"),
                    "/terms": page("Terms")},
    # 7. a bot challenge on every page (403 + Cloudflare interstitial)
    "guarded.test": {"*": {"challenge": CHALLENGE}, "/robots.txt": {"text": "User-agent: *\nAllow: /\n"}},
    # 8. a parked domain
    "parkedco.test": {"*": page("parkedco.test", main='<p>This domain is for sale! Buy this domain.</p>'
                                                       '<a href="http://sedo.test/search">Related searches</a>')},
    # 9. a 2 MB homepage with ~900 catalogue links
    "megastore.test": {"/": _BIG_HOME, "/catalog": page("Catalog"), "/pricing": page("Pricing"),
                       "/careers": page("Careers"), "/privacy": page("Privacy"), "/blog": page("Blog")},
    # 10. a brand whose website redirects to its parent's domain
    "oldbrand.test": {"*": {"redirect": "http://parentco.test/brands/oldbrand"}},
    "parentco.test": {"/": page("ParentCo"), "/brands/oldbrand": page("OldBrand by ParentCo", """<nav>
<a href="/pricing">Pricing</a><a href="/careers">Careers</a><a href="/newsroom">Newsroom</a></nav>"""),
                      "/pricing": page("Pricing"), "/careers": page("Careers"), "/newsroom": page("Newsroom")},
    # 11. an Imperva wall served with 200 on every page
    "walled.test": {"*": {"html200": '<html><head><title>Request unsuccessful</title></head><body><iframe '
                                     'src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=1"></iframe>Request unsuccessful. '
                                     'Incapsula incident ID: 123000450012345-6789</body></html>'}},
    # 12. the homepage is a tiny meta-refresh to /en/; German and French twins are linked too
    "refresher.test": {
        "/": '<html><head><meta http-equiv="refresh" content="0; url=/en/"><title>Refresher</title></head><body></body></html>',
        "/en/": page("Refresher — fleet telematics", """<nav><a href="/en/pricing">Pricing</a><a href="/en/careers">Careers</a>
<a href="/en/blog">Blog</a><a href="/de/">DE</a><a href="/fr/">FR</a></nav><footer><a href="/en/imprint">Imprint</a>
<a href="/de/karriere">Karriere (DE)</a><a href="/fr/carrieres">Carrières (FR)</a></footer>""",
                     head=hreflang("http://refresher.test", "/")),
        "/en/pricing": page("Pricing"), "/en/careers": page("Careers"), "/en/blog": page("Blog"), "/en/imprint": page("Imprint"),
        "/de/karriere": page("Karriere", lang="de"), "/fr/carrieres": page("Carrières", lang="fr"),
        "/de/": page("Refresher DE", lang="de"), "/fr/": page("Refresher FR", lang="fr"),
    },
    # 13. unknown paths 302 to the homepage
    "bouncer.test": {"/": page("Bouncer — door access", '<nav><a href="/pricing">Pricing</a><a href="/blog">Blog</a></nav>'),
                     "/pricing": page("Pricing"), "/blog": page("Bouncer blog"), "/robots.txt": {"text": "User-agent: *\n"},
                     "*": {"redirect": "http://bouncer.test/", "status": 302}},
    # 14. unknown paths answer 200 with a "not found" template that echoes the path
    "echo.test": {"/": page("Echo — call analytics", '<nav><a href="/pricing">Pricing</a></nav>'), "/pricing": page("Pricing"),
                  "*": {"echo404": True}},
    # 15. careers. is a hosted (Greenhouse CNAME-style) board page; status. is Instatus; docs on GitBook
    "quark.test": {"/": page("Quark — quantum SDK", """<nav><a href="/pricing">Pricing</a><a href="http://careers.quark.test/">Careers</a>
<a href="https://quark.gitbook.io/docs">Documentation</a></nav><footer><a href="http://status.quark.test/">System status</a></footer>"""),
                   "/pricing": page("Pricing")},
    "careers.quark.test": {"/": page("Jobs at Quark", main='<div id="app_body"><div class="opening"><a href="https://boards.'
                                                           'greenhouse.io/quark/jobs/4012345">Physicist</a></div>'
                                                           '<a href="https://www.greenhouse.io/">Powered by Greenhouse</a></div>')},
    "status.quark.test": {"/": page("Quark status", main='<div class="instatus">All systems operational</div>'
                                                          '<a href="https://instatus.com/?ref=quark">Powered by Instatus</a>')},
    "quark.gitbook.io": {"/docs": page("Quark docs")},
    # 16. a JS shell with per-language sitemaps (German listed first): the English pages are the sensors
    "sprache.test": {"*": '<!DOCTYPE html><html><head><title>Sprache</title>'
                           '<script type="module" src="/assets/index.4f1c.js"></script></head><body><div id="root"></div>'
                           '</body></html>',
                     "/robots.txt": {"text": "User-agent: *\nSitemap: http://sprache.test/sitemap.xml\n"},
                     "/sitemap.xml": {"xml": "<?xml version='1.0'?><sitemapindex xmlns='http://www.sitemaps.org/schemas/"
                                             "sitemap/0.9'><sitemap><loc>http://sprache.test/de/sitemap.xml</loc></sitemap>"
                                             "<sitemap><loc>http://sprache.test/en/sitemap.xml</loc></sitemap></sitemapindex>"},
                     "/de/sitemap.xml": urlset("http://sprache.test", ["/de/", "/de/preise", "/de/karriere", "/de/blog",
                                                                        "/de/datenschutz"]),
                     "/en/sitemap.xml": urlset("http://sprache.test", ["/en/", "/en/pricing", "/en/careers", "/en/blog",
                                                                        "/en/privacy"])},
    # 17. pages behind a bot challenge while the homepage is not (Cloudflare rule on everything but /)
    "partial.test": {"/": page("Partial — shipping APIs", """<nav><a href="/pricing">Pricing</a><a href="/careers">Careers</a>
<a href="/blog">Blog</a></nav><footer><a href="/privacy">Privacy</a></footer>"""),
                     "/blog": page("Blog"), "/privacy": page("Privacy"),
                     "*": {"challenge": CHALLENGE.replace("guarded.test", "partial.test")}},
    # 18. the homepage only asks for a region: /en-us/, /en-gb/, /de-de/, /fr-fr/ are the sites
    "globo.test": {},
    # 19. the homepage is a script that sends the browser to /en/ (no meta refresh, no HTTP redirect)
    "jsredir.test": {"/": '<html><head><title>Jsredir</title><script>window.location.replace("/en/" + location.search)'
                          '</script></head><body></body></html>',
                     "/en/": page("Jsredir — route planning", '<nav><a href="/en/pricing">Pricing</a>'
                                                             '<a href="/en/careers">Careers</a></nav>'),
                     "/en/pricing": page("Pricing"), "/en/careers": page("Careers")},
    # 20. the mega menu lives in a <template> a script clones in on hover ("Plans & Pricing", careers, press)
    "stencil.test": {"/": page("Stencil — signage software", """<header><nav class="site-nav"><a href="/">Stencil</a>
<button aria-expanded="false">Menu</button><template id="mega-menu"><div class="mega-panel">
<a href="/plans-and-pricing"><strong>Plans &amp; Pricing</strong><span>Compare editions</span></a>
<a href="/company/careers">Careers</a><a href="/company/press">Press</a></div></template></nav></header>
<footer><a href="/legal/terms">Terms</a></footer>"""),
                     "/plans-and-pricing": page("Plans & Pricing"), "/company/careers": page("Careers at Stencil"),
                     "/company/press": page("Press"), "/legal/terms": page("Terms")},
    # 21. a catch-all site whose every unknown path answers the homepage with a rotating hero and a nonce
    "rotor.test": {"/pricing": page("Pricing"), "/blog": page("Rotor blog"),
                   "*": {"rotate": page("Rotor — drone inspections", '<nav><a href="/pricing">Pricing</a>'
                                        '<a href="/blog">Blog</a></nav>', main='<p class="hero">{hero}</p>'
                                        '<input type="hidden" name="csrf" value="{nonce}">')}},
    # 22. wildcard DNS, and every subdomain answers the homepage with a rotating hero
    "wildrot.test": {"/": page("Wildrot — crane rental", '<nav><a href="/pricing">Pricing</a></nav>'),
                     "/pricing": page("Pricing")},
    "*.wildrot.test": {"*": {"rotate": page("Wildrot — crane rental", '<nav><a href="http://wildrot.test/pricing">Pricing</a>'
                                            '</nav>', main='<p class="hero">{hero}</p>')}},
    # 23. an older corporate site whose menu is list items and buttons navigating by script
    "oldcorp.test": {"/": page("Oldcorp Industries", """<div id="header"><ul class="nav">
<li onclick="window.location.href='/products.aspx'">Products</li><li onclick="location='/investor-relations.aspx'">Investors</li>
<li onclick="window.location.href='/careers.aspx';return false;">Careers</li><li><button data-href="/press-room.aspx">Press room</button></li>
<li onclick="toggleMenu(this)">More</li></ul></div>"""),
                     "/products.aspx": page("Products"), "/investor-relations.aspx": page("Investor relations"),
                     "/careers.aspx": page("Careers at Oldcorp"), "/press-room.aspx": page("Press room")},
    # 24. press releases under /news/2025/03/...; /news/ is no page, only the year archive answers
    "yearly.test": {"/": page("Yearly Corp", '<nav><a href="/about">About</a></nav>',
                              main='<a href="/news/2025/03/yearly-wins-award">Yearly wins award</a>'
                                   '<a href="/news/2025/01/yearly-q4-results">Q4 results</a>'),
                    "/about": page("About Yearly"), "/news/2025": page("News 2025"), "/news/2025/03": page("News March 2025"),
                    "/news/2025/03/yearly-wins-award": page("Yearly wins award"),
                    "/news/2025/01/yearly-q4-results": page("Q4 results")},
    # 25. a startup whose careers page and changelog live on Notion; an enterprise whose careers go to SuccessFactors
    "loomly.test": {"/": page("Loomly — meeting notes", """<nav><a href="/pricing">Pricing</a>
<a href="https://loomly.notion.site/Careers-at-Loomly-3f2a1b9c0d8e4f7a">Careers</a>
<a href="https://loomly.notion.site/Changelog-9d8c7b6a5f4e">Changelog</a></nav>
<footer><a href="https://www.notion.so/">Built with Notion</a></footer>"""), "/pricing": page("Pricing")},
    "loomly.notion.site": {"/Careers-at-Loomly-3f2a1b9c0d8e4f7a": page("Careers at Loomly"),
                           "/Changelog-9d8c7b6a5f4e": page("Loomly changelog")},
    "bigent.test": {"/": page("Bigent AG", """<nav><a href="/solutions">Solutions</a></nav><footer>
<a href="https://career5.successfactors.eu/careers?company=bigentag">Careers</a><a href="/imprint">Imprint</a></footer>"""),
                    "/solutions": page("Solutions"), "/imprint": page("Imprint")},
    "career5.successfactors.eu": {"/careers": page("Bigent careers")},
}


def _globo() -> dict[str, Any]:
    out: dict[str, Any] = {"/": page("Globo — choose your region", main="""<ul class="country-selector">
<li><a href="/de-de/">Deutschland (Deutsch)</a></li><li><a href="/en-us/">United States (English)</a></li>
<li><a href="/en-gb/">United Kingdom (English)</a></li><li><a href="/fr-fr/">France (Français)</a></li></ul>
<footer><a href="/privacy">Privacy</a></footer>""")}
    for loc, lang in (("en-us", "en-US"), ("en-gb", "en-GB"), ("de-de", "de"), ("fr-fr", "fr")):
        out[f"/{loc}/"] = page(f"Globo {loc}", f"""<nav><a href="/{loc}/pricing">Pricing</a><a href="/{loc}/careers">Careers</a>
<a href="/{loc}/newsroom">Newsroom</a></nav><footer><a href="/{loc}/privacy">Privacy</a><a href="/">Change region</a></footer>""",
                               lang=lang)
        for pth in ("pricing", "careers", "newsroom", "privacy"):
            out[f"/{loc}/{pth}"] = page(f"{pth} ({loc})", lang=lang)
    return out


SITES["globo.test"] = _globo()

Net = W.Net
net = W.net_fixture(SITES, echo_page=lambda path: page(
    f"Page not found — {path}", main=f"<p>We could not find {path}.</p><a href=\"/\">Back home</a>"))
discover, selected = W.discover, W.selected


#: what each site should give, written down before discovery was run on it (surface → URL, or kind/vendor);
#: the second element lists surfaces that must not be selected
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "http://lingua.test": ({"homepage": "http://lingua.test/en/", "pricing": "http://lingua.test/en/pricing",
                            "careers": "http://lingua.test/en/careers", "blog": "http://lingua.test/en/blog",
                            "legal": "http://lingua.test/en/privacy"}, ()),
    "http://redirus.test": ({"homepage": "http://redirus.test/en-us/",
                             "pricing": "http://redirus.test/en-us/plans-and-pricing",
                             "careers": "http://redirus.test/en-us/company/careers",
                             "newsroom": "http://redirus.test/en-us/newsroom",
                             "legal": "http://redirus.test/en-us/legal/terms"}, ()),
    "http://harbor.test": ({"careers": "http://harbor-jobs.test/", "newsroom": "http://harbor.test/news",
                            "investors": "http://harbor.test/investors", "docs": "http://harbor.readme.io/",
                            "legal": "http://harbor.test/privacy-policy"}, ()),
    "http://kiln.test": ({"careers": "http://kiln.test/careers", "pricing": "http://kiln.test/pricing",
                          "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "kiln"}}, ()),
    "http://mirror.test": ({"pricing": "http://mirror.test/pricing", "blog": "http://mirror.test/blog",
                            "legal": "http://mirror.test/terms"},
                           ("careers", "jobs_board", "newsroom", "docs", "changelog", "status", "investors", "team")),
    "http://bouncer.test": ({"pricing": "http://bouncer.test/pricing", "blog": "http://bouncer.test/blog"},
                            ("careers", "newsroom", "docs", "changelog", "status", "investors", "team")),
    "http://echo.test": ({"pricing": "http://echo.test/pricing"},
                         ("careers", "blog", "newsroom", "docs", "changelog", "status", "investors", "team")),
    "http://megastore.test": ({"pricing": "http://megastore.test/pricing", "careers": "http://megastore.test/careers",
                               "legal": "http://megastore.test/privacy", "blog": "http://megastore.test/blog"}, ()),
    "http://oldbrand.test": ({"homepage": "http://parentco.test/brands/oldbrand", "pricing": "http://parentco.test/pricing",
                              "careers": "http://parentco.test/careers"}, ()),
    "http://refresher.test": ({"homepage": "http://refresher.test/en/", "careers": "http://refresher.test/en/careers",
                               "pricing": "http://refresher.test/en/pricing", "blog": "http://refresher.test/en/blog",
                               "legal": "http://refresher.test/en/imprint"}, ()),
    "http://quark.test": ({"careers": "http://careers.quark.test/", "pricing": "http://quark.test/pricing",
                           "jobs_board": {"kind": "ats", "vendor": "greenhouse", "token": "quark"},
                           "status": "http://status.quark.test/", "docs": "http://quark.gitbook.io/docs"}, ()),
    "http://globo.test": ({"homepage": "http://globo.test/en-us/", "careers": "http://globo.test/en-us/careers",
                           "pricing": "http://globo.test/en-us/pricing", "newsroom": "http://globo.test/en-us/newsroom",
                           "legal": "http://globo.test/en-us/privacy"}, ()),
    "http://jsredir.test": ({"homepage": "http://jsredir.test/en/", "careers": "http://jsredir.test/en/careers",
                             "pricing": "http://jsredir.test/en/pricing"}, ()),
    "http://stencil.test": ({"pricing": "http://stencil.test/plans-and-pricing",
                             "careers": "http://stencil.test/company/careers",
                             "newsroom": "http://stencil.test/company/press", "legal": "http://stencil.test/legal/terms"}, ()),
    "http://rotor.test": ({"pricing": "http://rotor.test/pricing", "blog": "http://rotor.test/blog"},
                          ("careers", "newsroom", "docs", "changelog", "status", "investors", "team", "products")),
    "http://oldcorp.test": ({"careers": "http://oldcorp.test/careers.aspx", "products": "http://oldcorp.test/products.aspx",
                             "investors": "http://oldcorp.test/investor-relations.aspx",
                             "newsroom": "http://oldcorp.test/press-room.aspx"}, ()),
    "http://loomly.test": ({"careers": "http://loomly.notion.site/Careers-at-Loomly-3f2a1b9c0d8e4f7a",
                            "changelog": "http://loomly.notion.site/Changelog-9d8c7b6a5f4e",
                            "pricing": "http://loomly.test/pricing"}, ()),
    "http://bigent.test": ({"jobs_board": "http://career5.successfactors.eu/careers?company=bigentag",
                            "legal": "http://bigent.test/imprint"}, ()),
    "http://sprache.test": ({"careers": "http://sprache.test/en/careers", "pricing": "http://sprache.test/en/pricing",
                             "blog": "http://sprache.test/en/blog", "legal": "http://sprache.test/en/privacy"}, ()),
}


@pytest.mark.parametrize("website", sorted(EXPECTED))
async def test_expected_surfaces(net: Net, website: str) -> None:
    want, absent = EXPECTED[website]
    res = await discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not W.matches(sel[s], w)}
    assert not wrong, wrong
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    # one sensor per surface, never one per language
    assert not [c.url for c in res.selected if urlsplit(c.url).path.startswith(("/de", "/fr", "/en-gb"))]


async def test_per_language_sitemaps_give_the_english_pages_not_the_first_listed(net: Net) -> None:
    """A JS shell whose sitemap index lists the German sitemap before the English one: the German pages
    (/de/karriere, /de/preise ...) became the sensors because they came first; of a surface's pages in several
    languages the site's default language's (English when the homepage names none) is kept."""
    res = await discover(net, "http://sprache.test")
    sel = selected(res)
    assert sel["careers"].url == "http://sprache.test/en/careers"
    assert sel["pricing"].url == "http://sprache.test/en/pricing"
    assert not any("/de/" in c.url for c in res.selected)


@pytest.mark.parametrize("website,vendor", [("http://guarded.test", "cloudflare"), ("http://walled.test", "imperva")])
async def test_bot_challenge_on_every_page_stops_at_once_and_says_so(net: Net, website: str, vendor: str) -> None:
    """A Cloudflare 403 interstitial was reported as '403; www: 404' after trying www too, and an Imperva wall
    served with 200 became the homepage sensor followed by 20+ requests of blind probes into the wall. Now the
    first challenge ends discovery: failed, transient, 'bot challenge (vendor)', nothing else asked."""
    res = await discover(net, website)
    assert res.outcome == "failed" and res.transient is True
    assert res.error and f"bot challenge ({vendor})" in res.error
    assert not res.selected
    host = website.split("//")[1]
    assert [p for h, p in net.log] == ["/robots.txt", "/"] and {h for h, _ in net.log} == {host}


async def test_robots_disallow_all_and_parked_domain(net: Net) -> None:
    res = await discover(net, "http://locked.test")
    assert res.outcome == "failed" and "robots.txt disallows" in (res.error or "")
    assert net.log == [("locked.test", "/robots.txt")]
    res = await discover(net, "http://parkedco.test")
    assert res.outcome == "no_website" and not res.selected


async def test_a_challenge_behind_the_homepage_stops_blind_requests_and_keeps_linked_pages(net: Net) -> None:
    """The homepage answers, every other page is a Cloudflare challenge: /careers and /pricing were 'missing'
    (dropped, though the nav links them) and 20 blind probes (/jobs, /plans, careers., jobs. ...) went into the
    wall. Now the first challenge ends requests to that host and the blind probes: the nav's pages stay
    unverified candidates (their sensors' fetches report BOT_CHALLENGE), nothing is bypassed."""
    res = await discover(net, "http://partial.test")
    sel = selected(res)
    assert sel["careers"].url == "http://partial.test/careers" and sel["careers"].verified is None
    assert sel["pricing"].url == "http://partial.test/pricing"
    assert res.stats.get("bot_challenge") == "cloudflare"
    challenged = [p for h, p in net.log if h == "partial.test" and p not in ("/", "/robots.txt", "/sitemap.xml")]
    assert len(challenged) == 1, challenged
    assert {h for h, _ in net.log} == {"partial.test"}


@pytest.mark.parametrize("website", ["http://globo.test", "http://jsredir.test"])
async def test_gateway_homepages_lead_to_the_site(net: Net, website: str) -> None:
    """A region chooser (links to /en-us/, /de-de/ ... and nothing else) and a page whose inline script sets
    location to /en/ gave only the homepage sensor and 20 blind probes on the bare root. Now the gateway is
    stepped through — to the English locale root — like a meta refresh, and its navigation read."""
    res = await discover(net, website)
    sel = selected(res)
    assert sel["homepage"].url.endswith(("/en-us/", "/en/"))
    assert sel["careers"].url == sel["homepage"].url + "careers" and sel["careers"].verified is True
    assert sel["pricing"].url == sel["homepage"].url + "pricing"


async def test_mega_menu_inside_a_template_element(net: Net) -> None:
    """A <template>'s content is no part of the parsed document: the mega menu cloned from it on hover was
    never read, so pricing was missed and careers and press were left to blind probes (/careers, /press,
    which 404 here). Its links are read where the template sits (the nav)."""
    res = await discover(net, "http://stencil.test")
    sel = selected(res)
    assert sel["pricing"].url == "http://stencil.test/plans-and-pricing" and str(sel["pricing"].method) == "nav"
    assert sel["careers"].url == "http://stencil.test/company/careers" and str(sel["careers"].method) == "nav"


async def test_soft_404_copies_of_a_changing_homepage_are_no_sensors(net: Net) -> None:
    """Every unknown path answers the homepage, whose hero text and form nonce change per request: text
    similarity to the not-found baseline fell below its threshold and the probes /news, /docs, /changelog,
    /investors, /about, /jobs all became verified sensors. A page wearing the baseline's very title and
    heading is that page again."""
    res = await discover(net, "http://rotor.test")
    assert {str(c.surface) for c in res.selected} == {"homepage", "pricing", "blog"}
    assert not [c for c in res.candidates if str(c.method) == "probe" and c.verified]


async def test_wildcard_subdomains_copying_a_changing_homepage_are_no_sensors(net: Net) -> None:
    """Every name under the domain exists and answers the homepage with a rotating hero: careers., news.,
    blog. and status. passed the 95 % text-similarity copy check and became four junk sensors. On a wildcard
    zone a root wearing the homepage's very title and heading is the homepage again."""
    res = await discover(net, "http://wildrot.test")
    assert {str(c.surface) for c in res.selected} == {"homepage", "pricing"}
    assert res.stats.get("wildcard_dns") is True


async def test_menu_items_navigating_by_script(net: Net) -> None:
    """<li onclick="window.location.href='/careers.aspx'"> and <button data-href="/press-room.aspx"> are the
    whole menu: no <a> at all, so careers came only from a blind probe (/careers, a 404 here) and investors
    and the press room were missed."""
    res = await discover(net, "http://oldcorp.test")
    sel = selected(res)
    assert sel["careers"].url == "http://oldcorp.test/careers.aspx" and sel["careers"].verified is True
    assert sel["newsroom"].url == "http://oldcorp.test/press-room.aspx"


async def test_a_date_archive_is_no_newsroom(net: Net) -> None:
    """Only press releases (/news/2025/03/slug) are linked and /news/ is no page: verification stepped down to
    the year archive (/news/2025) and the month archive (/news/2025/03) and watched it as the newsroom — a
    page that stops changing when the month ends. A date segment is no section to step down to."""
    import re
    res = await discover(net, "http://yearly.test")
    assert not [c.url for c in res.selected if re.search(r"/20\d\d(?:/|$)", c.url)]
    assert not [c.url for c in res.candidates if c.verified is not False and re.search(r"/20\d\d(?:/|$)", c.url)]
