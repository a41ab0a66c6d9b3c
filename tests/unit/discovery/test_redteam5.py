"""Fifth discovery red-team round, pure regressions: Korean labels (folding took Hangul apart into jamo, so no
Korean keyword ever matched), Polish and Finnish vocabularies, a section whose one-segment path reads like a
locale (`/cs` "고객센터"), `/news/index.html` as a section's own index, a shared platform host's `/news/` that
is every customer's, `/jobs/search` on a job board, Dover and Rippling boards, and a www. → bare redirect of one
link that moves the host's other links at once."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_text, classify_url, fold, surface_root, url_is_crawlable
from changewire_common.vocab import Surface
from changewire_discovery.engine import Session, _Run
from changewire_discovery.extract import Link


@pytest.mark.parametrize("text,surface", [
    ("채용", Surface.CAREERS), ("보도자료", Surface.NEWSROOM), ("고객센터", Surface.DOCS), ("요금제", Surface.PRICING),
    ("회사소개", Surface.TEAM), ("개인정보처리방침", Surface.LEGAL),
])
def test_korean_labels_are_recognised(text: str, surface: Surface) -> None:
    m = classify_text(text)
    assert m is not None and m.surface is surface and m.confidence >= 0.9, m


def test_folding_keeps_hangul_syllables_and_strips_strokes() -> None:
    assert fold("채용 정보") == "채용 정보"
    assert fold("Polityka prywatności") == "polityka prywatnosci" and fold("Usługi") == "uslugi"
    assert fold("Töihin meille") == "toihin meille" and fold("Ärger") == "arger"


@pytest.mark.parametrize("path,text,surface", [
    ("/kariera", "Kariera", Surface.CAREERS), ("/cennik", "Cennik", Surface.PRICING),
    ("/produkty", "Produkty", Surface.PRODUCTS), ("/o-nas", "O nas", Surface.TEAM),
    ("/polityka-prywatnosci", "Polityka prywatności", Surface.LEGAL), ("/regulamin", "Regulamin", Surface.LEGAL),
    ("/aktualnosci", "Aktualności", Surface.NEWSROOM), ("/uslugi", "Usługi", Surface.PRODUCTS),
    ("/toihin-meille", "Töihin meille", Surface.CAREERS), ("/hinnasto", "Hinnasto", Surface.PRICING),
    ("/palvelut", "Palvelut", Surface.PRODUCTS), ("/uutiset", "Uutiset", Surface.NEWSROOM),
    ("/tietosuojaseloste", "Tietosuojaseloste", Surface.LEGAL), ("/yhteystiedot", "Yhteystiedot", Surface.CONTACT),
    ("/yritys", "Yritys", Surface.TEAM),
])
def test_polish_and_finnish_sections(path: str, text: str, surface: Surface) -> None:
    m = classify_link(f"https://acme.pl{path}", text, region="nav", site_domain="acme.pl")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m


def test_a_section_on_a_locale_like_path_is_that_section() -> None:
    """`/cs` reads like Czech, but labelled 고객센터 (customer centre) it is the help centre, not a homepage; a
    language switcher's `/de/` "Deutsch" stays the homepage."""
    assert _Run._section_on_locale_path(Link("https://acme.kr/cs", "고객센터", "nav"))
    assert not _Run._section_on_locale_path(Link("https://acme.kr/de/", "Deutsch", "nav"))
    assert not _Run._section_on_locale_path(Link("https://acme.kr/en", "", "nav"))
    m = classify_link("https://acme.kr/cs", "고객센터", region="nav", site_domain="acme.kr")
    assert m is not None and m.surface is Surface.DOCS


def test_a_directory_index_file_is_the_section_itself() -> None:
    assert surface_root("http://a.test/news/index.html", Surface.NEWSROOM) == "http://a.test/news/index.html"
    assert surface_root("http://a.test/press/default.aspx", Surface.NEWSROOM) == "http://a.test/press/default.aspx"
    # an item below the section still climbs to it
    assert surface_root("http://a.test/news/2026/q3-results.html", Surface.NEWSROOM) == "http://a.test/news/"


def test_a_shared_platform_hosts_section_is_not_the_companys_index() -> None:
    u = "https://www.prnewswire.com/news/acme-pharmaceuticals/"
    assert surface_root(u, Surface.NEWSROOM) == u
    # a tenant's own subdomain of a platform still climbs (acme.ghost.io/blog/post → /blog/)
    assert surface_root("https://acme.ghost.io/blog/first-post", Surface.BLOG) == "https://acme.ghost.io/blog/"


def test_job_search_on_a_board_is_crawlable_and_site_search_is_not() -> None:
    assert url_is_crawlable("https://careers-acme.icims.com/jobs/search?ss=1")
    assert url_is_crawlable("https://acme.com/careers/search")
    assert not url_is_crawlable("https://acme.com/search?q=pricing")
    assert not url_is_crawlable("https://acme.com/blog/search")


@pytest.mark.parametrize("url", ["https://app.dover.com/jobs/acme", "https://ats.rippling.com/acme/jobs"])
def test_dover_and_rippling_boards(url: str) -> None:
    m = classify_url(url)
    assert m is not None and m.surface is Surface.JOBS_BOARD
    assert classify_url("https://www.dover.com/pricing") is None or classify_url("https://www.dover.com/pricing").surface \
        is not Surface.JOBS_BOARD


def test_a_www_to_bare_redirect_moves_the_hosts_other_links() -> None:
    s = Session.__new__(Session)
    s._moved_hosts, s._https_hosts, s._https_dead, s.https_dead_site, s.http_fallback = {}, set(), set(), False, False
    s.robot_domain = "acme.test"
    s._learn_host_move("http://www.acme.test/careers", "http://acme.test/careers")
    assert s._preferred("http://www.acme.test/pricing?plan=team") == "http://acme.test/pricing?plan=team"
    # another path on the twin (a redirect of one page to another) teaches nothing
    s2 = Session.__new__(Session)
    s2._moved_hosts, s2._https_hosts, s2._https_dead, s2.https_dead_site, s2.http_fallback = {}, set(), set(), False, False
    s2.robot_domain = "acme.test"
    s2._learn_host_move("http://www.acme.test/jobs", "http://acme.test/careers")
    s2._learn_host_move("http://blog.acme.test/", "http://acme.test/")
    assert s2._preferred("http://www.acme.test/pricing") == "http://www.acme.test/pricing"
    # an upgrade to https is kept, never a downgrade
    s._learn_host_move("https://acme.test/about", "https://www.acme.test/about")
    assert s._preferred("http://acme.test/team") == "https://www.acme.test/team"


def test_a_label_naming_the_company_is_its_own_careers() -> None:
    """"Careers at Jobbly" is the section named whole once the brand is set aside; "Life at Acme" and a label
    without the brand are left as they were."""
    m = classify_link("https://jobbly.com/company/careers", "Careers at Jobbly", region="footer", site_domain="jobbly.com")
    assert m is not None and m.surface is Surface.CAREERS and "own" in m.reason and m.confidence >= 0.9
    m = classify_link("https://acme.de/karriere", "Karriere bei Acme", region="nav", site_domain="acme.de")
    assert m is not None and "own" in m.reason
    m = classify_link("https://jobbly.com/jobs", "Find jobs", region="nav", site_domain="jobbly.com")
    assert m is not None and "own" not in m.reason
    m = classify_link("https://acme.com/life", "Life at Acme", region="nav", site_domain="acme.com")
    assert m is None or "own" not in m.reason


def test_a_job_sites_product_links_yield_to_its_own_careers() -> None:
    from changewire_common.vocab import DiscoveryMethod
    from changewire_discovery.select import Candidate
    find = Candidate(Surface.CAREERS, "https://jobbly.com/jobs", DiscoveryMethod.NAV, 0.92,
                     evidence="path segment 'jobs' + text contains 'jobs' in nav")
    own = Candidate(Surface.CAREERS, "https://jobbly.com/company/careers", DiscoveryMethod.NAV, 0.93,
                    evidence="path segment 'careers' + text 'careers' (the company's own) in footer")
    plain = Candidate(Surface.CAREERS, "https://jobbly.com/careers", DiscoveryMethod.NAV, 0.98,
                      evidence="path segment 'careers' + text 'careers' in nav")
    _Run._own_careers_first([find, own, plain])
    assert find.confidence < 0.6 and own.confidence == 0.93 and plain.confidence == 0.98


def test_project_pages_hosts_are_what_the_label_says() -> None:
    m = classify_link("https://acme.github.io/acme-sdk/", "Docs", region="nav", site_domain="acme.dev")
    assert m is not None and m.surface is Surface.DOCS
    assert classify_link("https://acme.github.io/acme-sdk/", "", region="nav", site_domain="acme.dev") is None


def test_links_to_no_page_are_kept_with_their_labels() -> None:
    from changewire_discovery.extract import parse_page
    facts = parse_page('<html><body><nav><a href="mailto:jobs@acme.test">Careers</a><a href="#contact">Contact</a>'
                       '<a href="/pricing">Pricing</a></nav></body></html>', "https://acme.test/")
    got = {(ln.url, ln.text, ln.region) for ln in facts.nowhere_links}
    assert got == {("mailto:jobs@acme.test", "Careers", "nav"), ("https://acme.test/", "Contact", "nav")}
    assert [ln.url for ln in facts.links] == ["https://acme.test/pricing"]


@pytest.mark.parametrize("path,text,surface", [
    ("/cenik", "Ceník", Surface.PRICING), ("/ochrana-osobnich-udaju", "Ochrana osobních údajů", Surface.LEGAL),
    ("/obchodni-podminky", "Obchodní podmínky", Surface.LEGAL), ("/kariera", "Kariéra", Surface.CAREERS),
    ("/fiyatlandirma", "Fiyatlandırma", Surface.PRICING), ("/kariyer", "Kariyer", Surface.CAREERS),
    ("/hakkimizda", "Hakkımızda", Surface.TEAM), ("/iletisim", "İletişim", Surface.CONTACT),
    ("/urunler", "Ürünler", Surface.PRODUCTS), ("/gizlilik-politikasi", "Gizlilik Politikası", Surface.LEGAL),
])
def test_czech_and_turkish_sections(path: str, text: str, surface: Surface) -> None:
    m = classify_link(f"https://acme.cz{path}", text, region="nav", site_domain="acme.cz")
    assert m is not None and m.surface is surface and m.confidence >= 0.8, m


def test_hosted_legal_texts_are_legal() -> None:
    for u in ("https://www.iubenda.com/privacy-policy/49731852",
              "https://app.termly.io/document/terms-of-service/4f2a9c1e-0d3b-4c5e-8f7a-1b2c3d4e5f60"):
        m = classify_link(u, "Privacy Policy", region="footer", site_domain="acme.it")
        assert m is not None and m.surface is Surface.LEGAL, (u, m)


def test_the_owner_domain_of_a_site_on_a_shared_host() -> None:
    from changewire_common.domains import is_shared_host_site, owner_domain
    assert owner_domain("acmebakery.wixsite.com") == "acmebakery.wixsite.com"
    assert owner_domain("docs.acme.github.io") == "acme.github.io" and is_shared_host_site("acme.netlify.app")
    assert owner_domain("acme.wordpress.com") == "acme.wordpress.com"
    assert owner_domain("www.acme.co.uk") == "acme.co.uk" and not is_shared_host_site("shop.acme.com")
    assert owner_domain("acme.test") == "acme.test" and not is_shared_host_site("acme.test")


def test_probes_under_a_sites_base_path_never_fall_back_to_the_root() -> None:
    from changewire_discovery.probes import probe_paths
    got = [p for _s, p in probe_paths([Surface.PRICING, Surface.BLOG], "en", "/bakery", 6, root_fallback=False)]
    assert got and all(p.startswith("/bakery/") for p in got), got
    got = [p for _s, p in probe_paths([Surface.PRICING], "en", "/en-us", 6)]
    assert "/pricing" in got  # under a locale prefix the unprefixed English page is still tried


def test_script_navigated_anchors_and_window_open() -> None:
    from changewire_discovery.extract import parse_page
    facts = parse_page('<html><body><nav><a href="javascript:void(0)" onclick="location.href=\'/pricing\'">Pricing</a>'
                       '<a href="#" onclick="window.location.href=\'/careers\';return false;">Careers</a>'
                       '<span onclick="window.open(\'https://blog.acme.test/\', \'_blank\')">Blog</span>'
                       '<a href="/about" onclick="track(\'/x\')">About</a></nav></body></html>', "https://acme.test/")
    got = {ln.url: ln.text for ln in facts.links}
    assert got == {"https://acme.test/pricing": "Pricing", "https://acme.test/careers": "Careers",
                   "https://blog.acme.test/": "Blog", "https://acme.test/about": "About"}, got
