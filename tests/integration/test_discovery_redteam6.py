"""Discovery red-teamed (sixth round), served on loopback through CHANGEWIRE_CONNECT_TO and routed by Host
(tests/data/discovery/web.py).

DOCSTRING-PLACEHOLDER

Each site's expected surfaces (EXPECTED) and request bounds (AT_MOST) were written down before discovery was
first run on it."""
from __future__ import annotations

import hashlib
import html as _html
import json
from typing import Any
from urllib.parse import quote, urlsplit

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

_WORDS = ("tariff meter kiosk bakery invoice courier harbour voltage ledger pastry plumbing valve orchard ferry "
          "quarry saddle lumber cobalt turbine granary tannery furnace atlas velvet").split()


def prose(seed: str, n: int = 80) -> str:
    """Distinct, deterministic filler per page (pages of one site must not look like copies)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 31 & 0xFF)) % len(_WORDS)] + ("." if i % 11 == 10 else "")
                    for i in range(n))


def page(title: str, body: str = "", head: str = "", lang: str = "en", main: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f"<body>{body}<main><h1>{title}</h1>{main}<p>{prose(title)}</p></main></body></html>")


def pages(titles: dict[str, str], **kw: Any) -> dict[str, Any]:
    return {p: page(t, **kw) for p, t in titles.items()}


def footer(*links: tuple[str, str]) -> str:
    return "<footer class=\"site-footer\">" + "".join(f'<a href="{h}">{t}</a>' for h, t in links) + "</footer>"


def nav(*links: tuple[str, str]) -> str:
    return "<header><nav class=\"main-nav\">" + "".join(f'<a href="{h}">{t}</a>' for h, t in links) + "</nav></header>"


def site(title: str, navs: list[tuple[str, str]], foots: list[tuple[str, str]], *, lang: str = "en",
         extra: dict[str, str] | None = None, head: str = "") -> dict[str, Any]:
    """A homepage whose menu and footer link these pages, and each linked page (titled by its label)."""
    out: dict[str, Any] = {"/": page(title, nav(*navs) + footer(*foots), lang=lang, head=head)}
    for h, t in [*navs, *foots]:
        if h.startswith("/") and h != "/":
            out[urlsplit(h).path] = page(t, lang=lang)
    out.update({p: page(t, lang=lang) for p, t in (extra or {}).items()})
    return out


# ------------------------------------------------------------------------------------------------ lost round: vocabulary
OZPOWER = site("Ozpower — electricity and gas for Victoria", [
    ("/residential", "Residential"), ("/business", "Business"), ("/tariffs", "Tariffs"), ("/help", "Help")], [
    ("/about-us", "About us"), ("/work-for-us", "Work for us"), ("/media-releases", "Media releases"),
    ("/privacy", "Privacy"), ("/contact-us", "Contact us")])
MERCYHEALTH = site("Mercy Valley Health — hospitals and clinics", [
    ("/services", "Services"), ("/locations", "Locations"), ("/patients-visitors", "Patients & visitors"),
    ("/news", "News")], [
    ("/about", "About"), ("/employment", "Employment"), ("/privacy-policy", "Privacy policy"), ("/contact", "Contact")])
SVENSKA = site("Svenska Verktyg AB", [
    ("/produkter", "Produkter"), ("/investerare", "Investerare"), ("/press", "Press"), ("/karriar", "Karriär")], [
    ("/om-oss", "Om oss"), ("/integritetspolicy", "Integritetspolicy"), ("/kontakt", "Kontakt")], lang="sv")
MAGYAR = site("Magyar Szoftver Kft.", [
    ("/termekek", "Termékek"), ("/arak", "Árak"), ("/blog", "Blog"), ("/karrier", "Karrier")], [
    ("/rolunk", "Rólunk"), ("/sajto", "Sajtó"), ("/adatvedelem", "Adatvédelem"), ("/aszf", "ÁSZF"),
    ("/kapcsolat", "Kapcsolat")], lang="hu")
ROMANA = site("Romana Logistic SRL", [
    ("/produse", "Produse"), ("/preturi", "Prețuri"), ("/blog", "Blog"), ("/cariere", "Cariere")], [
    ("/despre-noi", "Despre noi"), ("/presa", "Presă"), ("/politica-de-confidentialitate", "Politica de confidențialitate"),
    ("/termeni-si-conditii", "Termeni și condiții"), ("/contact", "Contact")], lang="ro")
RUSSKIY = site("Русская Логистика — грузоперевозки", [
    ("/uslugi/", "Услуги"), ("/tarify/", "Тарифы"), ("/stati/", "Блог"), ("/kompaniya/rabota-u-nas/", "Вакансии")], [
    ("/o-kompanii/", "О компании"), ("/press-tsentr/", "Пресс-центр"),
    ("/politika-konfidentsialnosti/", "Политика конфиденциальности"), ("/kontakty/", "Контакты")], lang="ru")
UKR = site("Українська Логістика", [
    ("/poslugy", "Послуги"), ("/tsiny", "Ціни"), ("/statti", "Блог"), ("/robota", "Вакансії")], [
    ("/pro-nas", "Про нас"), ("/novyny", "Новини"), ("/polityka-konfidentsiinosti", "Політика конфіденційності"),
    ("/kontakty", "Контакти")], lang="uk")
ELLADA = site("Ελληνική Λογισμικό Α.Ε.", [
    ("/proionta", "Προϊόντα"), ("/kostos", "Τιμές"), ("/arthra", "Ιστολόγιο"), ("/ergasia", "Καριέρα")], [
    ("/sxetika", "Σχετικά με εμάς"), ("/deltia", "Δελτία Τύπου"), ("/aporrito", "Πολιτική Απορρήτου"),
    ("/oroi", "Όροι χρήσης"), ("/epikoinonia", "Επικοινωνία")], lang="el")

# ------------------------------------------------------------------------------------------------ boards no list knows
PLANTCO = site("Plantco — industrial valves", [("/products", "Products"), ("/industries", "Industries"),
                                               ("/news", "News")],
               [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy"), ("/terms", "Terms")])
PLANTCO["/careers"] = page("Careers at Plantco", main=(
    '<p>Build the valves that keep water flowing.</p><a class="btn" href="https://plantco.recruitcrm.io/jobs">'
    'View open positions</a><a href="https://www.benefitsworld.test/plantco">Our benefits partner</a>'))
RECRUITCRM = {"/jobs": page("Plantco — open positions", main="<ul><li><a href='/jobs/1'>Welder</a></li>"
                                                             "<li><a href='/jobs/2'>Planner</a></li></ul>")}
BAKERCO = site("Bakerco — industrial ovens", [("/ovens", "Ovens"), ("/service", "Service"), ("/news", "News")],
               [("/about", "About"), ("/careers", "Careers"), ("/privacy", "Privacy")])
BAKERCO["/careers"] = page("Careers at Bakerco", main='<p>Join a family business since 1921.</p>'
                           '<a href="https://jobs.bakerco.test/">Current vacancies</a>')
BAKERCO_JOBS = {"/": page("Bakerco — current vacancies", main="<ul><li>Oven technician</li><li>Buyer</li></ul>")}

# ------------------------------------------------------------------------------------------------ a site on a path of a shared host
LINKTREE = {
    "/acmecafe": page("Acme Café | Linktree", main=(
        '<a href="https://acmecafe-order.test/">Order online</a>'
        '<a href="https://acmecafe.substack.com/">Our blog</a>'
        '<a href="https://acmecafe.bamboohr.com/careers">Join our team</a>'
        '<a href="https://www.instagram.com/acmecafe">Instagram</a>')
        + footer(("https://linktr.ee/", "Linktree"), ("https://linktr.ee/s/about/", "About Linktree"),
                 ("https://linktr.ee/s/privacy/", "Privacy"), ("https://linktr.ee/s/terms/", "Terms"),
                 ("https://linktr.ee/s/pricing/", "Pricing"), ("https://linktr.ee/s/blog/", "Blog"),
                 ("https://linktr.ee/s/careers/", "Careers"))),
    **pages({"/s/privacy/": "Linktree privacy", "/s/terms/": "Linktree terms", "/s/pricing/": "Linktree pricing",
             "/s/blog/": "Linktree blog", "/s/careers/": "Careers at Linktree", "/s/about/": "About Linktree"}),
}
SUBSTACK = {"/": page("Acme Café notes | Substack", head='<link rel="alternate" type="application/rss+xml" '
                      'href="https://acmecafe.substack.com/feed">'),
            "/feed": {"xml": "<?xml version='1.0'?><rss version='2.0'><channel><title>Acme Café notes</title>"
                             "<link>https://acmecafe.substack.com</link><item><title>New menu</title></item></channel></rss>",
                      "type": "application/rss+xml"}}
BAMBOO = {"/careers": page("Acme Café — careers"), "/careers/list": {"json": {"result": [{"id": "1"}]}}}
_GS = "/view/acmeplumbing"
_GS_CHROME = ('<div role="navigation" class="site-nav">' + "".join(
    f'<a href="{_GS}{p}">{t}</a>' for p, t in (("", "Home"), ("/services", "Services"), ("/prices", "Prices"),
                                              ("/jobs", "Jobs"), ("/contact-us", "Contact us"))) + "</div>")
_GS_FOOT = footer(("https://www.google.com/intl/en/policies/privacy/", "Privacy"),
                  ("https://www.google.com/intl/en/policies/terms/", "Terms"),
                  ("https://sites.google.com/new", "Google Sites"), ("https://sites.google.com/view/otherco", "Report abuse"))
GSITES = {
    _GS: page("Acme Plumbing", _GS_CHROME + _GS_FOOT),
    **{_GS + p: page(t, _GS_CHROME + _GS_FOOT) for p, t in (("/services", "Services"), ("/prices", "Prices"),
                                                           ("/jobs", "Jobs"), ("/contact-us", "Contact us"))},
    "/view/otherco": page("Otherco"), "/new": page("Google Sites"),
    "/careers": page("Careers at Google"), "/pricing": page("Pricing"), "/blog": page("Google blog"),
}

# ------------------------------------------------------------------------------------------------ a session cookie on the homepage
_CG_NAV = nav(("/platform", "Platform"), ("/pricing", "Pricing"), ("/careers", "Careers"), ("/blog", "Blog")) + footer(
    ("/about", "About"), ("/privacy", "Privacy"), ("/terms", "Terms"))
COOKIEGATE = {
    "/": {"cookie_gate": page("Cookiegate — claims automation", _CG_NAV)},
    "/careers": {"cookie_gate": page("Careers at Cookiegate")},
    **pages({"/platform": "Platform", "/pricing": "Pricing", "/blog": "Blog", "/about": "About", "/privacy": "Privacy",
             "/terms": "Terms"}),
}


# ------------------------------------------------------------------------------------------------ Nuxt 3 payload, Astro island
def nuxt_payload(links: list[tuple[str, str]]) -> str:
    """A Nuxt 3 `__NUXT_DATA__` payload (devalue: one flat array, objects pointing at their values by index)."""
    arr: list[Any] = [["ShallowReactive", 1], {"data": 2, "state": 3, "once": 4, "_errors": 5, "serverRendered": 6}]
    arr += [["ShallowReactive", 7], {}, ["Set"], ["ShallowReactive", 8], False]
    arr.append({"menu-main": 9})  # 7
    arr.append({})  # 8
    items_at = len(arr) + 1
    arr.append({"items": items_at})  # 9
    arr.append([])  # items list, filled below
    for text, href in links:
        i = len(arr)
        arr[items_at].append(i)
        arr += [{"label": i + 1, "to": i + 2, "external": i + 3}, text, href, False]
    return json.dumps(arr, separators=(",", ":"))


_NUXT_LINKS = [("Product", "/product"), ("Pricing", "/compare-plans"), ("Customers", "/customers"),
               ("Blog", "/resources/articles"), ("Careers", "/join"), ("Docs", "/learn/getting-started")]
NUXT3CO = {
    "/": ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Nuxt3co — scheduling for clinics</title>'
          '<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.B2kq9.js"></head><body>'
          '<div id="__nuxt"><div class="app-loading"></div></div><script type="application/json" data-nuxt-data='
          f'"nuxt-app" data-ssr="false" id="__NUXT_DATA__">{nuxt_payload(_NUXT_LINKS)}</script>'
          '<script>window.__NUXT__={};window.__NUXT__.config={public:{},app:{baseURL:"/",buildAssetsDir:"/_nuxt/"}}'
          '</script><script type="module" src="/_nuxt/entry.B2kq9.js" crossorigin></script></body></html>'),
    **pages({"/product": "Product", "/compare-plans": "Pricing", "/customers": "Customers",
             "/resources/articles": "Blog", "/join": "Careers at Nuxt3co", "/learn/getting-started": "Docs"}),
}


def astro_props(links: list[tuple[str, str]]) -> str:
    """An Astro island's props (each value `[type, value]`: 0 a plain value, 1 an array), HTML-escaped."""
    items = [[0, {"label": [0, t], "href": [0, h]}] for t, h in links]
    return _html.escape(json.dumps({"items": [1, items], "sticky": [0, True]}), quote=True)


_ASTRO_LINKS = [("Features", "/features"), ("Pricing", "/buy-seats"), ("Changelog", "/whats-shipping"),
                ("Careers", "/hiring-board"), ("Blog", "/field-notes")]
ASTROCO = {
    "/": ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Astroco — release tooling</title>'
          '<meta name="generator" content="Astro v4.16.2"></head><body><header class="top">'
          '<astro-island uid="Z1uTq7K" component-url="/_astro/Nav.CZ3kq.js" component-export="default" '
          'renderer-url="/_astro/client.Bx1.js" props="' + astro_props(_ASTRO_LINKS) + '" ssr="" client="only" '
          'opts="{&quot;name&quot;:&quot;Nav&quot;,&quot;value&quot;:&quot;react&quot;}"></astro-island></header>'
          f'<main><h1>Ship on Fridays</h1><p>{prose("astro home")}</p></main>'
          '<footer><a href="/privacy">Privacy</a><a href="/terms">Terms</a></footer></body></html>'),
    **pages({"/features": "Features", "/buy-seats": "Pricing", "/whats-shipping": "Changelog",
             "/hiring-board": "Careers at Astroco", "/field-notes": "Field notes — the Astroco blog",
             "/privacy": "Privacy", "/terms": "Terms"}),
}

# ------------------------------------------------------------------------------------------------ locale prefixes
_GX = "/us/en"
GLOBEX = {
    "/": {"redirect": f"http://globex.test{_GX}/", "status": 302},
    f"{_GX}/": page("Globex — laptops, servers and storage", nav(
        (f"{_GX}/solutions", "Solutions"), (f"{_GX}/shop/plans", "Plans & pricing"), (f"{_GX}/support", "Support"))
        + footer((f"{_GX}/about", "About Globex"), (f"{_GX}/about/newsroom", "Newsroom"),
                 (f"{_GX}/legal/privacy", "Privacy"), (f"{_GX}/legal/terms", "Terms of use"),
                 ("/uk/en/", "United Kingdom"), ("/de/de/", "Deutschland"), ("/fr/fr/", "France"))),
    **pages({f"{_GX}/solutions": "Solutions", f"{_GX}/shop/plans": "Plans & pricing", f"{_GX}/support": "Support",
             f"{_GX}/about": "About Globex", f"{_GX}/about/newsroom": "Newsroom", f"{_GX}/legal/privacy": "Privacy",
             f"{_GX}/legal/terms": "Terms of use", f"{_GX}/careers": "Careers at Globex", "/uk/en/": "Globex UK",
             "/de/de/": "Globex Deutschland", "/fr/fr/": "Globex France"}),
}
_LA = "/es-419"
LATAMCO = {
    "/": {"redirect": f"http://latamco.test{_LA}/", "status": 302},
    f"{_LA}/": page("Latamco — pagos para comercios", nav(
        (f"{_LA}/productos", "Productos"), (f"{_LA}/precios", "Precios"), (f"{_LA}/blog", "Blog"))
        + footer((f"{_LA}/nosotros", "Nosotros"), (f"{_LA}/privacidad", "Privacidad"), (f"{_LA}/terminos", "Términos"),
                 ("/en-us/", "English"), ("/pt-br/", "Português")), lang="es-419"),
    **pages({f"{_LA}/productos": "Productos", f"{_LA}/precios": "Precios", f"{_LA}/blog": "Blog",
             f"{_LA}/nosotros": "Nosotros", f"{_LA}/privacidad": "Privacidad", f"{_LA}/terminos": "Términos",
             f"{_LA}/empleo": "Empleo en Latamco"}, lang="es-419"),
    "/en-us/": page("Latamco — payments for merchants"), "/pt-br/": page("Latamco — pagamentos", lang="pt-br"),
}

# ------------------------------------------------------------------------------------------------ page-suffix sites
HTMLSITE = site("Htmlsite Surveying — land surveys since 1988", [
    ("/index.html", "Home"), ("/products.html", "Products"), ("/services.html", "Services"), ("/about.html", "About")],
    [("/contact.html", "Contact"), ("/privacy.html", "Privacy"), ("/imprint.html", "Imprint")],
    extra={"/careers.html": "Careers at Htmlsite", "/pricing.html": "Pricing"})
PHPSITE = site("Phpsite Hosting — managed servers", [
    ("/index.php", "Home"), ("/products.php", "Products"), ("/features.php", "Features"), ("/about.php", "About us")],
    [("/contact.php", "Contact"), ("/privacy.php", "Privacy"), ("/terms.php", "Terms")],
    extra={"/pricing.php": "Pricing", "/careers.php": "Careers"})


SITES: dict[str, dict[str, Any]] = {
    "ozpower.test": OZPOWER, "mercyhealth.test": MERCYHEALTH, "svenska.test": SVENSKA, "magyar.test": MAGYAR,
    "romana.test": ROMANA, "russkiy.test": RUSSKIY, "ukr.test": UKR, "ellada.test": ELLADA,
    "plantco.test": PLANTCO, "plantco.recruitcrm.io": RECRUITCRM, "www.benefitsworld.test": {"/plantco": page("Benefits")},
    "bakerco.test": BAKERCO, "jobs.bakerco.test": BAKERCO_JOBS,
    "linktr.ee": LINKTREE, "acmecafe.substack.com": SUBSTACK, "acmecafe.bamboohr.com": BAMBOO,
    "acmecafe-order.test": {"/": page("Acme Café — order online")},
    "sites.google.com": GSITES, "www.google.com": {"*": page("Google")},
    "cookiegate.test": COOKIEGATE,
    "nuxt3co.test": NUXT3CO, "astroco.test": ASTROCO,
    "globex.test": GLOBEX, "latamco.test": LATAMCO,
    "htmlsite.test": HTMLSITE, "phpsite.test": PHPSITE,
}

net = W.net_fixture(SITES)
Net = W.Net
selected = W.selected

#: names a careless run would guess on a shared host (they resolve here, so a guess would be served and seen)
_SHARED_GUESSES = ["careers.google.com", "status.google.com", "docs.google.com", "jobs.google.com", "news.google.com",
                   "blog.google.com", "investors.google.com", "developer.google.com", "developers.google.com",
                   "ir.google.com", "shop.google.com", "careers.linktr.ee", "status.linktr.ee", "jobs.linktr.ee",
                   "docs.linktr.ee", "blog.linktr.ee", "news.linktr.ee", "www.linktr.ee"]

#: what each site should give, written down before discovery was first run on it: surface → URL (a tuple: any of
#: these; `//host/path`: either scheme; {"prefix": "//host/path"}: a URL starting so, either scheme), "*" (any URL);
#: the second element lists surfaces that must not be selected
EXPECTED: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "http://ozpower.test": ({"pricing": "http://ozpower.test/tariffs", "careers": "http://ozpower.test/work-for-us",
                             "newsroom": "http://ozpower.test/media-releases", "team": "http://ozpower.test/about-us",
                             "legal": "http://ozpower.test/privacy", "contact": "http://ozpower.test/contact-us"}, ()),
    "http://mercyhealth.test": ({"careers": "http://mercyhealth.test/employment", "newsroom": "http://mercyhealth.test/news",
                                 "products": "http://mercyhealth.test/services",
                                 "legal": "http://mercyhealth.test/privacy-policy"}, ()),
    "http://svenska.test": ({"investors": "http://svenska.test/investerare", "products": "http://svenska.test/produkter",
                             "newsroom": "http://svenska.test/press", "careers": "http://svenska.test/karriar",
                             "legal": "http://svenska.test/integritetspolicy"}, ()),
    "http://magyar.test": ({"products": "http://magyar.test/termekek", "pricing": "http://magyar.test/arak",
                            "blog": "http://magyar.test/blog", "careers": "http://magyar.test/karrier",
                            "newsroom": "http://magyar.test/sajto", "team": "http://magyar.test/rolunk",
                            "legal": ("http://magyar.test/adatvedelem", "http://magyar.test/aszf"),
                            "contact": "http://magyar.test/kapcsolat"}, ()),
    "http://romana.test": ({"products": "http://romana.test/produse", "pricing": "http://romana.test/preturi",
                            "blog": "http://romana.test/blog", "careers": "http://romana.test/cariere",
                            "newsroom": "http://romana.test/presa", "team": "http://romana.test/despre-noi",
                            "legal": ("http://romana.test/politica-de-confidentialitate",
                                      "http://romana.test/termeni-si-conditii")}, ()),
    "http://russkiy.test": ({"products": "http://russkiy.test/uslugi/", "pricing": "http://russkiy.test/tarify/",
                             "blog": "http://russkiy.test/stati/", "careers": "http://russkiy.test/kompaniya/rabota-u-nas/",
                             "team": "http://russkiy.test/o-kompanii/", "newsroom": "http://russkiy.test/press-tsentr/",
                             "legal": "http://russkiy.test/politika-konfidentsialnosti/",
                             "contact": "http://russkiy.test/kontakty/"}, ()),
    "http://ukr.test": ({"products": "http://ukr.test/poslugy", "pricing": "http://ukr.test/tsiny",
                         "blog": "http://ukr.test/statti", "careers": "http://ukr.test/robota", "team": "http://ukr.test/pro-nas",
                         "newsroom": "http://ukr.test/novyny", "legal": "http://ukr.test/polityka-konfidentsiinosti",
                         "contact": "http://ukr.test/kontakty"}, ()),
    "http://ellada.test": ({"products": "http://ellada.test/proionta", "pricing": "http://ellada.test/kostos",
                            "blog": "http://ellada.test/arthra", "careers": "http://ellada.test/ergasia",
                            "team": "http://ellada.test/sxetika", "newsroom": "http://ellada.test/deltia",
                            "legal": ("http://ellada.test/aporrito", "http://ellada.test/oroi"),
                            "contact": "http://ellada.test/epikoinonia"}, ()),
    "http://plantco.test": ({"careers": "http://plantco.test/careers",
                             "jobs_board": {"prefix": "//plantco.recruitcrm.io/jobs"},
                             "newsroom": "http://plantco.test/news", "legal": ("http://plantco.test/privacy",
                                                                              "http://plantco.test/terms")}, ()),
    "http://bakerco.test": ({"careers": "http://bakerco.test/careers", "jobs_board": "//jobs.bakerco.test/",
                             "newsroom": "http://bakerco.test/news"}, ()),
    "http://linktr.ee/acmecafe": ({"homepage": "http://linktr.ee/acmecafe", "blog": "//acmecafe.substack.com/",
                                   "feed": "//acmecafe.substack.com/feed",
                                   "jobs_board": "//acmecafe.bamboohr.com/careers"}, ("legal", "pricing", "team")),
    "http://sites.google.com/view/acmeplumbing": ({"products": f"http://sites.google.com{_GS}/services",
                                                    "pricing": f"http://sites.google.com{_GS}/prices",
                                                    "careers": f"http://sites.google.com{_GS}/jobs",
                                                    "contact": f"http://sites.google.com{_GS}/contact-us"},
                                                   ("legal", "blog")),
    "http://cookiegate.test": ({"pricing": "http://cookiegate.test/pricing", "careers": "http://cookiegate.test/careers",
                                "blog": "http://cookiegate.test/blog", "products": "http://cookiegate.test/platform",
                                "legal": ("http://cookiegate.test/privacy", "http://cookiegate.test/terms")}, ()),
    "http://nuxt3co.test": ({"pricing": "http://nuxt3co.test/compare-plans", "careers": "http://nuxt3co.test/join",
                             "blog": "http://nuxt3co.test/resources/articles",
                             "docs": ("http://nuxt3co.test/learn/getting-started", "http://nuxt3co.test/learn")}, ()),
    "http://astroco.test": ({"pricing": "http://astroco.test/buy-seats", "careers": "http://astroco.test/hiring-board",
                             "changelog": "http://astroco.test/whats-shipping", "blog": "http://astroco.test/field-notes",
                             "products": "http://astroco.test/features"}, ()),
    "http://globex.test": ({"products": f"http://globex.test{_GX}/solutions", "pricing": f"http://globex.test{_GX}/shop/plans",
                            "newsroom": f"http://globex.test{_GX}/about/newsroom", "careers": f"http://globex.test{_GX}/careers",
                            "legal": (f"http://globex.test{_GX}/legal/privacy", f"http://globex.test{_GX}/legal/terms")}, ()),
    "http://latamco.test": ({"products": f"http://latamco.test{_LA}/productos", "pricing": f"http://latamco.test{_LA}/precios",
                             "blog": f"http://latamco.test{_LA}/blog", "careers": f"http://latamco.test{_LA}/empleo",
                             "team": f"http://latamco.test{_LA}/nosotros",
                             "legal": (f"http://latamco.test{_LA}/privacidad", f"http://latamco.test{_LA}/terminos")}, ()),
    "http://htmlsite.test": ({"careers": "http://htmlsite.test/careers.html", "pricing": "http://htmlsite.test/pricing.html",
                              "products": ("http://htmlsite.test/products.html", "http://htmlsite.test/services.html"),
                              "legal": ("http://htmlsite.test/privacy.html", "http://htmlsite.test/imprint.html")}, ()),
    "http://phpsite.test": ({"careers": "http://phpsite.test/careers.php", "pricing": "http://phpsite.test/pricing.php",
                             "products": ("http://phpsite.test/products.php", "http://phpsite.test/features.php"),
                             "legal": ("http://phpsite.test/privacy.php", "http://phpsite.test/terms.php")}, ()),
}

#: requests a site may spend at most (the budget is 25): a homepage whose menu and footer name its surfaces leaves
#: little to guess
AT_MOST: dict[str, int] = {
    "http://ozpower.test": 16, "http://mercyhealth.test": 16, "http://svenska.test": 16, "http://magyar.test": 16,
    "http://romana.test": 16, "http://russkiy.test": 16, "http://ukr.test": 16, "http://ellada.test": 16,
    "http://plantco.test": 18, "http://bakerco.test": 18, "http://linktr.ee/acmecafe": 12,
    "http://sites.google.com/view/acmeplumbing": 16, "http://cookiegate.test": 18, "http://globex.test": 18,
    "http://latamco.test": 18, "http://htmlsite.test": 16, "http://phpsite.test": 16,
}

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
    res = await W.discover(net, website, extra=_SHARED_GUESSES)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {s: (sel[s].url if s in sel else None) for s, w in want.items() if s not in sel or not _matches(sel[s], w)}
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    assert res.requests <= AT_MOST.get(website, 25), [(r.purpose, r.url) for r in res.request_log]


@pytest.mark.parametrize("website,prefix", [("http://linktr.ee/acmecafe", "/acmecafe"),
                                            ("http://sites.google.com/view/acmeplumbing", "/view/acmeplumbing")])
async def test_a_site_on_a_path_of_a_shared_host_is_its_own_site(net: Net, website: str, prefix: str) -> None:
    """linktr.ee/acmecafe and sites.google.com/view/acmeplumbing: the company's site is that path. The host's
    other paths (linktr.ee/s/privacy, sites.google.com/view/otherco) are the host's or other customers' pages, and
    the host's names (careers.google.com, status.linktr.ee) are never guessed."""
    res = await W.discover(net, website, extra=_SHARED_GUESSES)
    host = urlsplit(website).hostname
    foreign = [r.url for r in res.request_log if urlsplit(r.url).hostname == host
               and urlsplit(r.url).path != "/robots.txt" and not urlsplit(r.url).path.startswith(prefix)]
    guessed = [r.url for r in res.request_log if (urlsplit(r.url).hostname or "").endswith(("google.com", "linktr.ee"))
               and urlsplit(r.url).hostname != host]
    assert not foreign and not guessed, (foreign, guessed)
    outside = [c.url for c in res.selected if urlsplit(c.url).hostname == host and not urlsplit(c.url).path.startswith(prefix)]
    assert not outside, outside


@pytest.mark.parametrize("website", ["https://www.linkedin.com/company/acme-robotics/", "https://facebook.com/acmebakery",
                                     "http://instagram.com/acme.cafe", "https://x.com/acmehq"])
async def test_a_social_profile_given_as_the_website_is_no_website(net: Net, website: str) -> None:
    """A company whose "website" is its LinkedIn / Facebook / Instagram / X profile has no website: outcome
    no_website, nothing asked of the social network, no surface of it."""
    res = await W.discover(net, website)
    assert res.outcome == "no_website", (res.outcome, res.error)
    assert "social" in (res.error or ""), res.error
    assert res.requests == 0 and not res.selected, [r.url for r in res.request_log]


async def test_a_social_profile_website_through_the_cli_says_so_on_stderr() -> None:
    """`changewire discover https://www.linkedin.com/company/acme --json`: the JSON object (no surfaces, no requests)
    and a `changewire discover: … no_website (…social…)` line on stderr, exit 0."""
    import asyncio
    import os
    import sys
    from pathlib import Path

    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update(CHANGEWIRE_CONNECT_TO="nothing.test=127.0.0.2:9", CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32",
               CHANGEWIRE_POLITENESS_SPACING_S="0")
    exe = Path(sys.executable).with_name("changewire")
    proc = await asyncio.create_subprocess_exec(str(exe), "discover", "https://www.linkedin.com/company/acme", "--json",
                                                env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 0, err.decode()
    doc = json.loads(out)
    assert doc["surfaces"] == [] and doc["requests"] == 0, doc
    line = err.decode()
    assert "changewire discover:" in line and "no_website" in line and "social" in line, line


async def test_a_homepage_that_sets_a_session_cookie_and_redirects_to_itself_is_no_loop(net: Net) -> None:
    """cookiegate.test answers `/` (and /careers) without its session cookie with a 302 to the very same URL that
    sets it, as many sites start a session: the next request carries the cookie and gets the page — not a
    redirect loop (the homepage was lost as failed / REDIRECT)."""
    res = await W.discover(net, "http://cookiegate.test")
    assert res.outcome == "active", res.error
    assert net.paths("cookiegate.test").count("/") <= 2
    assert selected(res)["careers"].verified is True


async def test_a_locale_prefix_of_two_segments_takes_the_probes(net: Net) -> None:
    """globex.test lives under /us/en/ (region, then language) and names no careers page: the one careers probe
    goes to /us/en/careers — not /us/careers, not /careers."""
    await W.discover(net, "http://globex.test")
    probes = [p for p in net.paths("globex.test") if "careers" in p]
    assert probes and all(p.startswith("/us/en/") for p in probes), probes
