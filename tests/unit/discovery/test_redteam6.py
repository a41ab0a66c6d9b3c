"""Sixth discovery red-team round, pure regressions: English words the tables missed ("Tariffs", "Work for us",
"Employment", "Media releases"), Swedish "Investerare", Hungarian, Romanian, Russian, Ukrainian and Greek labels."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_text, fold
from changewire_common.vocab import Surface
from changewire_discovery.extract import Link


@pytest.mark.parametrize("path,text,surface", [
    ("/tariffs", "Tariffs", Surface.PRICING), ("/work-for-us", "Work for us", Surface.CAREERS),
    ("/employment", "Employment", Surface.CAREERS), ("/media-releases", "Media releases", Surface.NEWSROOM),
    ("/investerare", "Investerare", Surface.INVESTORS),
    # Hungarian
    ("/karrier", "Karrier", Surface.CAREERS), ("/arak", "Árak", Surface.PRICING), ("/sajto", "Sajtó", Surface.NEWSROOM),
    ("/adatvedelem", "Adatvédelem", Surface.LEGAL), ("/aszf", "ÁSZF", Surface.LEGAL), ("/termekek", "Termékek", Surface.PRODUCTS),
    ("/kapcsolat", "Kapcsolat", Surface.CONTACT),
    # Romanian
    ("/cariere", "Cariere", Surface.CAREERS), ("/preturi", "Prețuri", Surface.PRICING), ("/presa", "Presă", Surface.NEWSROOM),
    ("/termeni-si-conditii", "Termeni și condiții", Surface.LEGAL), ("/produse", "Produse", Surface.PRODUCTS),
])
def test_more_european_sections(path: str, text: str, surface: Surface) -> None:
    m = classify_link(f"https://acme.eu{path}", text, region="nav", site_domain="acme.eu")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m
    # the label alone names it too (a link whose path says nothing: /page/12)
    t = classify_text(text)
    assert t is not None and t.surface is surface and t.confidence >= 0.9, t


@pytest.mark.parametrize("text,surface", [
    ("Вакансии", Surface.CAREERS), ("Карьера", Surface.CAREERS), ("Тарифы", Surface.PRICING), ("Цены", Surface.PRICING),
    ("Блог", Surface.BLOG), ("Новости", Surface.NEWSROOM), ("Пресс-центр", Surface.NEWSROOM),
    ("Политика конфиденциальности", Surface.LEGAL), ("О компании", Surface.TEAM), ("Услуги", Surface.PRODUCTS),
    ("Вакансії", Surface.CAREERS), ("Кар'єра", Surface.CAREERS), ("Карʼєра", Surface.CAREERS), ("Ціни", Surface.PRICING),
    ("Новини", Surface.NEWSROOM), ("Політика конфіденційності", Surface.LEGAL), ("Про нас", Surface.TEAM),
    ("Καριέρα", Surface.CAREERS), ("Τιμές", Surface.PRICING), ("Ιστολόγιο", Surface.BLOG), ("Δελτία Τύπου", Surface.NEWSROOM),
    ("Πολιτική Απορρήτου", Surface.LEGAL), ("ΟΡΟΙ ΧΡΗΣΗΣ", Surface.LEGAL), ("Επικοινωνία", Surface.CONTACT),
])
def test_cyrillic_and_greek_labels(text: str, surface: Surface) -> None:
    m = classify_link("https://acme.example/page/12", text, region="nav", site_domain="acme.example")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m


def test_folding_takes_greek_accents_and_final_sigma_and_the_ukrainian_apostrophe() -> None:
    assert fold("Όροι Χρήσης") == fold("οροι χρησης") and fold("Τύπος") == "τυποσ"
    assert fold("Карʼєра") == fold("Кар’єра") == fold("Кар'єра")


@pytest.mark.parametrize("website,network", [
    ("https://www.linkedin.com/company/acme/", "linkedin.com"), ("facebook.com/acmebakery", "facebook.com"),
    ("http://instagram.com/acme.cafe", "instagram.com"), ("https://x.com/acmehq", "x.com"),
    ("https://linkedin.com", ""), ("https://acme.com/linkedin", ""), ("https://github.com/acme/cli/releases", ""),
])
def test_a_social_profile_given_as_the_website(website: str, network: str) -> None:
    from changewire_discovery.engine import social_profile_host

    assert social_profile_host(website) == network


def test_cookies_a_redirect_sets_are_kept_per_host_and_a_repeat_is_no_news() -> None:
    """A same-URL redirect that sets a session cookie is a new request once the cookie is carried (not a loop); one
    that sets the same cookie again is a loop. Several Set-Cookie headers come joined by ', ', an Expires date too."""
    from changewire_discovery.engine import Session
    from changewire_discovery.settings import DiscoverySettings

    s = Session(None, None, DiscoverySettings(), started=0.0)  # type: ignore[arg-type]
    joined = "sid=s3ss10n; Path=/; HttpOnly, lang=en; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/"
    assert s._keep_cookies("http://a.test/", joined)
    assert s._cookies["a.test"] == {"sid": "s3ss10n", "lang": "en"}
    assert not s._keep_cookies("http://a.test/careers", "sid=s3ss10n; Path=/")
    assert s._cookie_key("http://b.test/") == frozenset()
    assert not s._keep_cookies("http://a.test/", "")


def test_a_nuxt3_payload_is_rebuilt_from_its_references() -> None:
    """Nuxt 3's `__NUXT_DATA__` is devalue: one flat array whose objects hold the indices of their values — a menu's
    `{"label": 7, "to": 8}` is "Careers" → /join only once the references are followed."""
    from changewire_discovery.extract import devalue_unflatten, parse_page

    arr = [["ShallowReactive", 1], {"data": 2}, ["ShallowReactive", 3], {"menu": 4}, [5], {"label": 6, "to": 7}, "Careers",
           "/join"]
    assert devalue_unflatten(arr) == {"data": {"menu": [{"label": "Careers", "to": "/join"}]}}
    # references that point nowhere or loop are bounded, never a crash
    assert devalue_unflatten([{"a": 0}]) is not None and devalue_unflatten([[0, 0, 99]]) is not None
    import json

    html = ('<html><body><div id="__nuxt"></div><script type="application/json" id="__NUXT_DATA__" data-ssr="false">'
            + json.dumps(arr) + "</script></body></html>")
    links = {(ln.url, ln.text) for ln in parse_page(html, "https://a.test/").links}
    assert ("https://a.test/join", "Careers") in links


def test_an_astro_islands_props_give_its_menu_links_where_it_sits() -> None:
    """A `client:only` Astro island has no anchors in the page: its props (`[type, value]` pairs) hold the menu, and
    an island in the header is the menu."""
    import html as _html
    import json

    from changewire_discovery.extract import parse_page

    props = {"items": [1, [[0, {"label": [0, "Pricing"], "href": [0, "/buy-seats"]}]]], "since": [3, "2024-01-01"]}
    page = (f'<html><body><header><astro-island component-url="/_astro/Nav.js" client="only" props="'
            f'{_html.escape(json.dumps(props), quote=True)}"></astro-island></header></body></html>')
    links = parse_page(page, "https://a.test/").links
    assert [(ln.url, ln.text, ln.region) for ln in links] == [("https://a.test/buy-seats", "Pricing", "header")]


def test_locale_prefixes_of_a_region_and_a_language_and_of_a_numeric_region() -> None:
    """`/us/en/` (a region, then a language) is one locale prefix of two segments; `es-419` (Latin-American
    Spanish, a UN M.49 region) is a locale."""
    from changewire_common.surfaces import classify_url, is_language_segment
    from changewire_discovery.probes import is_home, locale_prefix
    from changewire_discovery.select import url_locale

    assert is_language_segment("es-419") and not is_language_segment("2024") and not is_language_segment("es-4190")
    assert locale_prefix("https://a.test/us/en/") == "/us/en" and locale_prefix("https://a.test/es-419/") == "/es-419"
    assert locale_prefix("https://a.test/de/karriere") == "/de" and locale_prefix("https://a.test/pricing") == ""
    assert is_home("https://a.test/de/de/", []) and is_home("https://a.test/us/en", []) and not is_home(
        "https://a.test/us/en/pricing", [])
    assert url_locale("https://a.test/us/en/pricing") == "en" and url_locale("https://a.test/es-419/precios") == "es-419"
    m = classify_url("https://a.test/es-419/precios")
    assert m is not None and m.surface is Surface.PRICING and m.confidence >= 0.8


def test_probes_wear_the_suffix_the_sites_own_pages_wear() -> None:
    """A site whose pages all end `.html` (or `.php`) keeps its careers at /careers.html: that is what is probed."""
    from changewire_discovery.probes import page_suffix, probe_paths

    html = ["/index.html", "/products.html", "/services.html", "/about.html", "/contact.html", "/"]
    assert page_suffix(html) == ".html"
    assert page_suffix(["/products.php", "/about.php", "/contact.php", "/blog/"]) == ".php"
    assert page_suffix(["/pricing", "/about", "/contact.html", "/careers"]) == ""  # one page of a clean site
    assert page_suffix(["/index.html", "/a.html"]) == ""  # too few to tell
    got = probe_paths([Surface.CAREERS, Surface.PRICING], "en", "", 2, suffix=".html")
    assert got == [(Surface.CAREERS, "/careers.html"), (Surface.PRICING, "/pricing.html")]


def test_a_careers_pages_job_list_on_a_vendor_no_list_knows() -> None:
    """"View open positions" → plantco.recruitcrm.io/jobs (a vendor of the long tail, the company's name in the host)
    is the company's board; the same label to an aggregator without the company's name, or a benefits partner's page,
    is not."""
    from changewire_discovery.engine import Discoverer, _Run
    from changewire_discovery.settings import DiscoverySettings

    run = _Run(Discoverer(None, None, DiscoverySettings()), "https://plantco.com", 0.0)  # type: ignore[arg-type]
    run.site_domain = "plantco.com"
    m = run._tenant_board(Link("https://plantco.recruitcrm.io/jobs", "View open positions", "main"))
    assert m is not None and m.surface is Surface.JOBS_BOARD
    assert run._tenant_board(Link("https://jobs.hirevendor.example/plantco/", "Current vacancies", "main")) is not None
    assert run._tenant_board(Link("https://www.jobsearch.example/q-valves", "Search jobs", "main")) is None
    assert run._tenant_board(Link("https://benefits.example/plantco", "Our benefits partner", "main")) is None
    assert run._tenant_board(Link("https://www.linkedin.com/company/plantco/jobs", "View open positions", "main")) is None


@pytest.mark.parametrize("url,prefix", [
    ("https://linktr.ee/acmecafe", "/acmecafe"), ("https://linktr.ee/acmecafe/", "/acmecafe"),
    ("https://linktr.ee/s/privacy/", ""), ("https://linktr.ee/", ""),
    ("https://sites.google.com/view/acmeplumbing/jobs", "/view/acmeplumbing"),
    ("https://sites.google.com/a/acme.com/intranet/home", "/a/acme.com/intranet"), ("https://sites.google.com/new", ""),
    ("https://www.google.com/view/acme", ""), ("https://acme.com/view/acme", ""),
])
def test_the_path_a_site_lives_at_on_a_host_of_path_sites(url: str, prefix: str) -> None:
    from changewire_common.domains import path_site_prefix

    assert path_site_prefix(url) == prefix


def test_a_team_page_outranks_the_about_page_above_it() -> None:
    """"Leadership" (/about-us/leadership/) is the team page; "About us" (/about-us/) only hints at one."""
    from changewire_common.vocab import DiscoveryMethod
    from changewire_discovery.select import Candidate, rank, team_factor

    about = Candidate(Surface.TEAM, "https://a.test/about-us/", DiscoveryMethod.NAV, 0.945, True)
    lead = Candidate(Surface.TEAM, "https://a.test/about-us/leadership/", DiscoveryMethod.NAV, 0.98, True)
    assert team_factor(about) < 1.0 == team_factor(lead)
    assert rank(lead) > rank(about)


def test_a_shops_blog_is_its_blog_whatever_its_handle_says() -> None:
    """Shopify names a shop's first blog "news": /blogs/news labelled "News" is the blog, not a newsroom (its
    posts below it roll up to it, not to /blogs/, which is no page)."""
    from changewire_common.surfaces import surface_root

    m = classify_link("https://a.test/blogs/news", "News", region="nav", site_domain="a.test")
    assert m is not None and m.surface is Surface.BLOG
    m = classify_link("https://a.test/news", "News", region="nav", site_domain="a.test")
    assert m is not None and m.surface is Surface.NEWSROOM
    assert surface_root("https://a.test/blogs/news/new-tents", Surface.BLOG).rstrip("/") == "https://a.test/blogs/news"


@pytest.mark.parametrize("url,feed", [
    ("https://github.com/hugoco/hugoco", "https://github.com/hugoco/hugoco/releases.atom"),
    ("https://github.com/hugoco-hq/engine", "https://github.com/hugoco-hq/engine/releases.atom"),
    ("https://github.com/hugoco", ""), ("https://github.com/someoneelse/hugoco", ""),
    ("https://github.com/hugoco/hugoco/issues", ""), ("https://gitlab.com/hugoco/hugoco", ""),
])
def test_the_companys_own_repository_gives_its_releases(url: str, feed: str) -> None:
    from changewire_common.surfaces import brand_repository_releases

    assert brand_repository_releases(url, "hugoco.io") == feed


def test_a_menus_status_changelog_or_blog_on_a_vendor_no_list_knows() -> None:
    """"Status" → tailco.hyperping.app, "Changelog" → tailco.productlane.com/changelog, "Blog" → tailco.beehiiv.com:
    the company's pages on vendors of the long tail (its name in the host or path); "Reviews" on a review site, or a
    "Blog" of a host without the company's name, is not."""
    from changewire_discovery.engine import Discoverer, _Run
    from changewire_discovery.settings import DiscoverySettings

    run = _Run(Discoverer(None, None, DiscoverySettings()), "https://tailco.com", 0.0)  # type: ignore[arg-type]
    run.site_domain = "tailco.com"
    for url, text, surface in (("https://tailco.hyperping.app/", "Status", Surface.STATUS),
                               ("https://tailco.productlane.com/changelog", "Changelog", Surface.CHANGELOG),
                               ("https://tailco.beehiiv.com/", "Blog", Surface.BLOG),
                               ("https://updates.vendor.example/tailco", "Changelog", Surface.CHANGELOG)):
        m = run._offsite_tenant(url, text, "footer")
        assert m is not None and m.surface is surface, (url, m)
    assert run._offsite_tenant("https://www.g2.example/products/tailco/reviews", "Reviews", "footer") is None
    assert run._offsite_tenant("https://partner.beehiiv.com/", "Blog", "footer") is None
    assert run._offsite_tenant("https://tailcoffee.example/", "Blog", "footer") is None
    assert run._offsite_tenant("https://tailco.hyperping.app/", "Our status in the industry", "footer") is None


@pytest.mark.parametrize("text", ["Rates", "Our fees", "Rates and fees"])
def test_rates_and_fees_are_prices(text: str) -> None:
    m = classify_text(text)
    assert m is not None and m.surface is Surface.PRICING and m.confidence >= 0.9


@pytest.mark.parametrize("path,surface", [
    ("/%D0%B2%D0%B0%D0%BA%D0%B0%D0%BD%D1%81%D0%B8%D0%B8/", Surface.CAREERS), ("/цены/", Surface.PRICING),
    ("/новости/", Surface.NEWSROOM), ("/политика-конфиденциальности/", Surface.LEGAL), ("/вакансії/", Surface.CAREERS),
    ("/ціни", Surface.PRICING), ("/Όροι-Χρήσης", Surface.LEGAL), ("/καριέρα", Surface.CAREERS),
])
def test_cyrillic_and_greek_paths_name_their_sections(path: str, surface: Surface) -> None:
    """A sitemap of `/вакансии/` (percent-encoded or not) names the careers page without any label."""
    from changewire_common.surfaces import classify_url

    m = classify_url(f"https://acme.example{path}")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m


@pytest.mark.parametrize("text,surface", [
    ("الوظائف", Surface.CAREERS), ("الأسعار", Surface.PRICING), ("المدونة", Surface.BLOG),
    ("المركز الإعلامي", Surface.NEWSROOM), ("سياسة الخصوصية", Surface.LEGAL), ("من نحن", Surface.TEAM),
    ("קריירה", Surface.CAREERS), ("מחירים", Surface.PRICING), ("מדיניות פרטיות", Surface.LEGAL), ("צור קשר", Surface.CONTACT),
    ("Tuyển dụng", Surface.CAREERS), ("Bảng giá", Surface.PRICING), ("Tin tức", Surface.NEWSROOM),
    ("Chính sách bảo mật", Surface.LEGAL), ("Karier", Surface.CAREERS), ("Harga", Surface.PRICING),
    ("Kebijakan Privasi", Surface.LEGAL), ("Hubungi Kami", Surface.CONTACT),
    ("ร่วมงานกับเรา", Surface.CAREERS), ("บล็อก", Surface.BLOG), ("นโยบายความเป็นส่วนตัว", Surface.LEGAL),
    ("เกี่ยวกับเรา", Surface.TEAM), ("ราคา", Surface.PRICING),
])
def test_arabic_hebrew_vietnamese_indonesian_and_thai_labels(text: str, surface: Surface) -> None:
    m = classify_text(text)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


def test_folding_drops_thai_vowel_signs_that_are_no_word_characters() -> None:
    """Thai's ็ (a nonspacing mark of combining class 0) split "บล็อก" in two at the label clean-up."""
    assert fold("บล็อก") == "บลอก" and " " not in fold("ร่วมงานกับเรา")


def test_a_country_chooser_of_sibling_domains_leads_to_the_english_one() -> None:
    """A homepage that only lists the company's country sites on domains of its name (acme.de, acme.co.uk, …) is a
    chooser: its English-speaking country's site is read. Other brands' domains are no choice."""
    from changewire_discovery.extract import locale_gateway, parse_page

    links = "".join(f'<a href="https://www.acme.{t}/">{n}</a>' for t, n in (("de", "Deutschland"), ("fr", "France"),
                                                                            ("co.uk", "United Kingdom")))
    page = f"<html><body><h2>Choose your country</h2>{links}<footer><a href='/imprint'>Imprint</a></footer></body></html>"
    assert locale_gateway(parse_page(page, "https://acme.com/")) == "https://www.acme.co.uk/"
    other = page.replace("www.acme.co.uk", "www.other.co.uk").replace("www.acme.fr", "www.other.fr")
    assert locale_gateway(parse_page(other, "https://acme.com/")) == ""
    # a site that links its country sites from its own menu is a site, not a chooser
    site = page.replace("<h2>", '<nav><a href="/pricing">Pricing</a><a href="/careers">Careers</a></nav><h2>')
    assert locale_gateway(parse_page(site, "https://acme.com/")) == ""


def test_a_chooser_of_no_anchors_is_read_by_its_hreflang_alternates() -> None:
    from changewire_discovery.extract import locale_gateway, parse_page

    head = "".join(f'<link rel="alternate" hreflang="{h}" href="https://a.test/{p}">' for h, p in (
        ("de-de", "de-de/"), ("en-us", "en-us/"), ("x-default", "")))
    page = f'<html><head>{head}</head><body><div id="picker"></div><script src="/p.js"></script></body></html>'
    assert locale_gateway(parse_page(page, "https://a.test/")) == "https://a.test/en-us/"


@pytest.mark.parametrize("path,text,surface", [
    ("/karijera", "Karijera", Surface.CAREERS), ("/cjenik", "Cjenik", Surface.PRICING), ("/vijesti", "Vijesti", Surface.NEWSROOM),
    ("/karieri", "Кариери", Surface.CAREERS), ("/ceni", "Цени", Surface.PRICING),
    ("/poveritelnost", "Политика за поверителност", Surface.LEGAL), ("/karjaar", "Karjäär", Surface.CAREERS),
    ("/hinnad", "Hinnad", Surface.PRICING), ("/uudised", "Uudised", Surface.NEWSROOM), ("/novinky", "Novinky", Surface.NEWSROOM),
    ("/ochrana-osobnych-udajov", "Ochrana osobných údajov", Surface.LEGAL), ("/kainos", "Kainos", Surface.PRICING),
    ("/tinklarastis", "Tinklaraštis", Surface.BLOG), ("/privatumo-politika", "Privatumo politika", Surface.LEGAL),
])
def test_more_of_europe(path: str, text: str, surface: Surface) -> None:
    m = classify_link(f"https://acme.eu{path}", text, region="nav", site_domain="acme.eu")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m


def test_framework_state_holding_json_as_a_string_or_escaped_is_read() -> None:
    """SvelteKit keeps a fetched response's JSON as a `body` string; Angular's TransferState escapes its quotes as
    `&q;`: the menu links inside both are read."""
    import json

    from changewire_discovery.extract import parse_page

    menu = json.dumps({"items": [{"label": "Careers", "href": "/hiring"}]})
    sk = ('<html><body><script type="application/json" data-sveltekit-fetched data-url="/api/menu">'
          + json.dumps({"status": 200, "body": menu}) + "</script></body></html>")
    assert ("https://a.test/hiring", "Careers") in {(ln.url, ln.text) for ln in parse_page(sk, "https://a.test/").links}
    state = json.dumps({"G.https://cms/api/nav?": {"body": {"menu": [{"title": "Pricing", "url": "/plans"}]}}})
    ng = (f'<html><body><script id="serverApp-state" type="application/json">{state.replace(chr(34), "&q;")}</script>'
          "</body></html>")
    assert ("https://a.test/plans", "Pricing") in {(ln.url, ln.text) for ln in parse_page(ng, "https://a.test/").links}


@pytest.mark.parametrize("text,surface", [("Stellen\u00adangebote", Surface.CAREERS), ("Impres\u00adsum", Surface.LEGAL),
                                          ("Datenschutz\u00aderklärung", Surface.LEGAL), ("Care\u200bers", Surface.CAREERS)])
def test_soft_hyphens_and_zero_width_characters_are_no_part_of_a_label(text: str, surface: Surface) -> None:
    """"Stellen&shy;angebote" is the whole label "Stellenangebote" (0.9), not "stellen" inside a longer text."""
    m = classify_text(text)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


def test_a_footers_own_nav_is_the_footer() -> None:
    """`<footer><nav aria-label="Footer">` (an accessible footer) holds footer links; a header's nav is the menu."""
    from changewire_discovery.extract import parse_page

    html = ('<html><body><header><nav><a href="/pricing">Pricing</a></nav></header><main><p>x</p></main>'
            '<footer><nav aria-label="Footer">'
            '<a href="/careers">Careers</a></nav><div role="navigation"><a href="/privacy">Privacy</a></div></footer>'
            "</body></html>")
    regions = {ln.url.rsplit("/", 1)[-1]: ln.region for ln in parse_page(html, "https://a.test/").links}
    assert regions == {"pricing": "nav", "careers": "footer", "privacy": "footer"}, regions


def test_css_module_class_names_name_their_landmarks() -> None:
    """`SiteFooter_root__k7L6m`, `MainNav_list__x9`: a component's name in camel case is its landmark."""
    from changewire_discovery.extract import parse_page

    html = ('<html><body><div class="SiteHeader_root__a1"><div class="MainNav_list__x9"><a href="/pricing">Pricing</a>'
            '</div></div><div class="Hero_root__z"><a href="/demo">Demo</a></div><div class="SiteFooter_root__k7L6m">'
            '<a href="/careers">Careers</a></div></body></html>')
    regions = {ln.url.rsplit("/", 1)[-1]: ln.region for ln in parse_page(html, "https://a.test/").links}
    assert regions == {"pricing": "nav", "demo": "main", "careers": "footer"}, regions


@pytest.mark.parametrize("host,owner", [
    ("bakeryco.godaddysites.com", "bakeryco.godaddysites.com"), ("plumbco.odoo.com", "plumbco.odoo.com"),
    ("studioco.tilda.ws", "studioco.tilda.ws"), ("www.odoo.com", "odoo.com"), ("odoo.com", "odoo.com"),
    ("acme.super.site", "acme.super.site"), ("acme.gitbook.io", "acme.gitbook.io"),
])
def test_site_builders_the_suffix_list_leaves_out_are_shared_hosts(host: str, owner: str) -> None:
    from changewire_common.domains import owner_domain

    assert owner_domain(host) == owner


def test_a_careers_pages_frame_on_the_companys_tenant_that_holds_jobs() -> None:
    from changewire_discovery.engine import Discoverer, _Run
    from changewire_discovery.settings import DiscoverySettings

    run = _Run(Discoverer(None, None, DiscoverySettings()), "https://iframeco.com", 0.0)  # type: ignore[arg-type]
    run.site_domain = "iframeco.com"
    assert run._tenant_frame("https://iframeco.jobdesk-embed.example/jobs?embed=1")
    assert run._tenant_frame("https://embed.vendor.example/iframeco/careers")
    assert not run._tenant_frame("https://www.youtube.com/embed/iframeco-careers")  # a video
    assert not run._tenant_frame("https://iframeco.typeform.example/to/apply")  # a form, no job list
    assert not run._tenant_frame("https://jobs.vendor.example/othercompany")  # another company's


def test_a_subsidiarys_investor_relations_on_its_parents_domain() -> None:
    from changewire_discovery.engine import _Run

    m = _Run._offsite_careers("https://www.parentgroup.example/investors", "Investor relations", "footer")
    assert m is not None and m.surface is Surface.INVESTORS
    assert _Run._offsite_careers("https://www.parentgroup.example/", "Part of ParentGroup plc", "footer") is None
    assert _Run._offsite_careers("https://www.parentgroup.example/news", "News", "footer") is None


@pytest.mark.parametrize("text,surface", [
    ("Treballa amb nosaltres", Surface.CAREERS), ("Preus", Surface.PRICING), ("Notícies", Surface.NEWSROOM),
    ("Política de privadesa", Surface.LEGAL), ("Avís legal", Surface.LEGAL), ("Kerjaya", Surface.CAREERS),
    ("Dasar Privasi", Surface.LEGAL), ("Terma dan Syarat", Surface.LEGAL),
])
def test_catalan_and_malay_labels(text: str, surface: Surface) -> None:
    m = classify_text(text)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


@pytest.mark.parametrize("text,surface", [("Membership", Surface.PRICING), ("Memberships", Surface.PRICING),
                                          ("Service health", Surface.STATUS), ("System health", Surface.STATUS)])
def test_a_gyms_memberships_and_a_clouds_service_health(text: str, surface: Surface) -> None:
    m = classify_text(text)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


@pytest.mark.parametrize("text", ["Join the crew", "Work here", "Join our crew"])
def test_hospitality_careers_labels(text: str) -> None:
    m = classify_text(text)
    assert m is not None and m.surface is Surface.CAREERS and m.confidence >= 0.9, m


def test_a_second_locale_segment_follows_a_country_only() -> None:
    """`/us/en/` and `/de/de/` are a country, then a language; `/en/it` is an English site's IT page, and after
    `/en-us/` a section follows."""
    from changewire_discovery.probes import is_home, locale_depth

    assert locale_depth(["us", "en"]) == 2 and locale_depth(["de", "de", "karriere"]) == 2
    assert locale_depth(["en", "it"]) == 1 and locale_depth(["en-us", "de"]) == 1 and locale_depth(["pricing"]) == 0
    assert not is_home("https://a.test/en/it", []) and is_home("https://a.test/ch/fr/", [])
