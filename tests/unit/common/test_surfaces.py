"""Table tests of surface classification (URL + anchor text + region), soft-404 helpers, URL roots."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import (
    classify_link, classify_text, classify_url, fold, is_not_found_text, looks_like_soft_404, path_depth,
    similarity, surface_root, url_is_crawlable,
)

SITE = "acme.com"

# (url, anchor text, region, expected surface or None)
LINKS = [
    # English
    ("https://acme.com/careers/", "Careers", "nav", "careers"),
    ("https://acme.com/company/jobs", "We're hiring!", "footer", "careers"),
    ("https://acme.com/join-us", "Join us", "nav", "careers"),
    ("https://acme.com/careers/open-positions", "See open positions", "main", "jobs_board"),
    ("https://acme.com/pricing", "Pricing", "nav", "pricing"),
    ("https://acme.com/plans", "Plans & Pricing", "header", "pricing"),
    ("https://acme.com/blog/", "Blog", "nav", "blog"),
    ("https://acme.com/newsroom", "Newsroom", "footer", "newsroom"),
    ("https://acme.com/press-releases", "Press releases", "footer", "newsroom"),
    ("https://acme.com/changelog", "Changelog", "footer", "changelog"),
    ("https://acme.com/release-notes", "What's new", "nav", "changelog"),
    ("https://docs.acme.com/", "Documentation", "nav", "docs"),
    ("https://developers.acme.com/", "Developers", "footer", "docs"),
    ("https://status.acme.com/", "Status", "footer", "status"),
    ("https://acme.statuspage.io/", "System status", "footer", "status"),
    ("https://acme.com/legal/privacy", "Privacy Policy", "footer", "legal"),
    ("https://acme.com/terms-of-service", "Terms", "footer", "legal"),
    ("https://acme.com/about/team", "Our team", "nav", "team"),
    ("https://acme.com/leadership", "Leadership", "nav", "team"),
    ("https://acme.com/products/", "Products", "nav", "products"),
    ("https://acme.com/features", "Features", "nav", "products"),
    ("https://investors.acme.com/", "Investor Relations", "footer", "investors"),
    ("https://acme.com/contact-us", "Contact us", "footer", "contact"),
    ("https://acme.com/feed/", "RSS", "footer", "feed"),
    ("https://acme.com/blog/rss.xml", "", "footer", "feed"),
    ("https://boards.greenhouse.io/acme", "Open roles", "main", "jobs_board"),
    ("https://jobs.lever.co/acme", "Jobs", "nav", "jobs_board"),
    # German
    ("https://acme.com/de/karriere", "Karriere", "nav", "careers"),
    ("https://acme.com/de/zusammenarbeit/stellenangebote", "Stellenangebote", "header", "careers"),
    ("https://acme.com/de/preise", "Preise", "nav", "pricing"),
    ("https://acme.com/de/presse", "Presse", "nav", "newsroom"),
    ("https://acme.com/aktuelles", "Aktuelles", "nav", "newsroom"),
    ("https://acme.com/impressum", "Impressum", "footer", "legal"),
    ("https://acme.com/datenschutz", "Datenschutz", "footer", "legal"),
    ("https://acme.com/ueber-uns", "Über uns", "nav", "team"),
    # French
    ("https://acme.com/carrieres", "Carrières", "nav", "careers"),
    ("https://acme.com/recrutement", "Nous rejoindre", "footer", "careers"),
    ("https://acme.com/tarifs", "Tarifs", "nav", "pricing"),
    ("https://acme.com/actualites", "Actualités", "nav", "newsroom"),
    ("https://acme.com/mentions-legales", "Mentions légales", "footer", "legal"),
    ("https://acme.com/equipe", "Notre équipe", "nav", "team"),
    # Spanish
    ("https://acme.com/trabaja-con-nosotros", "Trabaja con nosotros", "footer", "careers"),
    ("https://acme.com/precios", "Precios", "nav", "pricing"),
    ("https://acme.com/noticias", "Noticias", "nav", "newsroom"),
    ("https://acme.com/aviso-legal", "Aviso legal", "footer", "legal"),
    ("https://acme.com/contacto", "Contacto", "footer", "contact"),
    # Danish / Swedish / Norwegian
    ("https://acme.com/karriere", "Karriere", "nav", "careers"),
    ("https://acme.com/ledige-stillinger", "Ledige stillinger", "nav", "careers"),
    ("https://acme.com/karri%C3%A4r", "Karriär", "nav", "careers"),
    ("https://acme.com/lediga-tjanster", "Lediga tjänster", "nav", "careers"),
    ("https://acme.com/priser", "Priser", "nav", "pricing"),
    ("https://acme.com/nyheder", "Nyheder", "nav", "newsroom"),
    ("https://acme.com/nyheter", "Nyheter", "nav", "newsroom"),
    ("https://acme.com/privatlivspolitik", "Privatlivspolitik", "footer", "legal"),
    ("https://acme.com/personvern", "Personvern", "footer", "legal"),
    ("https://acme.com/integritetspolicy", "Integritetspolicy", "footer", "legal"),
    ("https://acme.com/om-os", "Om os", "nav", "team"),
    # Dutch / Italian / Portuguese
    ("https://acme.com/vacatures", "Werken bij", "nav", "careers"),
    ("https://acme.com/prijzen", "Prijzen", "nav", "pricing"),
    ("https://acme.com/lavora-con-noi", "Lavora con noi", "footer", "careers"),
    ("https://acme.com/carreiras", "Carreiras", "footer", "careers"),
    # text alone, opaque URL
    ("https://acme.com/p/12345", "Careers", "nav", "careers"),
    ("https://acme.com/page?id=7", "Preise", "nav", "pricing"),
    # not surfaces
    ("https://acme.com/login", "Log in", "nav", None),
    ("https://acme.com/wp-content/uploads/x.pdf", "Careers brochure", "main", None),
    ("https://twitter.com/acme", "Twitter", "footer", None),
    ("https://acme.com/comments/feed/", "Comments feed", "footer", None),
    ("https://unrelated.org/careers", "Careers", "main", None),
    ("https://acme.com/some-random-article-title", "Read more", "main", None),
    ("mailto:jobs@acme.com", "Careers", "footer", None),
]


@pytest.mark.parametrize("url,text,region,expected", LINKS)
def test_classify_link(url: str, text: str, region: str, expected: str | None) -> None:
    m = classify_link(url, text, region=region, site_domain=SITE)
    got = str(m.surface) if m else None
    assert got == expected, (url, text, m)
    if m is not None:
        assert 0 < m.confidence <= 1


def test_agreeing_evidence_is_stronger_than_either() -> None:
    both = classify_link("https://acme.com/careers", "Careers", region="nav", site_domain=SITE)
    url_only = classify_link("https://acme.com/careers", "", region="nav", site_domain=SITE)
    text_only = classify_link("https://acme.com/p/1", "Careers", region="nav", site_domain=SITE)
    assert both and url_only and text_only
    assert both.confidence > url_only.confidence and both.confidence > text_only.confidence


def test_region_matters() -> None:
    nav = classify_link("https://acme.com/pricing", "Pricing", region="nav", site_domain=SITE)
    main = classify_link("https://acme.com/pricing", "Pricing", region="main", site_domain=SITE)
    assert nav and main and nav.confidence > main.confidence


def test_brand_domain_and_subdomains_count_as_site() -> None:
    assert classify_link("https://acme.blog/", "Blog", region="footer", site_domain=SITE) is not None
    m = classify_link("http://careers.orbit.test/", "Jobs", region="nav", site_domain="orbit.test")
    assert m is not None and str(m.surface) == "careers"


def test_deep_item_is_weaker_than_index() -> None:
    idx = classify_url("https://acme.com/blog/")
    item = classify_url("https://acme.com/blog/2024/05/hello-world")
    assert idx and item and str(item.surface) == "blog" and item.confidence < idx.confidence


@pytest.mark.parametrize("url,surface,root", [
    ("https://acme.com/blog/2024/05/hello", "blog", "https://acme.com/blog/"),
    ("https://acme.com/en/careers/engineer-123?src=x", "careers", "https://acme.com/en/careers/"),
    ("https://acme.com/press/", "newsroom", "https://acme.com/press/"),
    ("https://acme.com/legal/privacy", "legal", "https://acme.com/legal/privacy"),
])
def test_surface_root(url: str, surface: str, root: str) -> None:
    assert surface_root(url, surface) == root  # type: ignore[arg-type]


def test_path_depth_ignores_locale() -> None:
    assert path_depth("https://a.com/de-de/ueber-uns/team/") == 2
    assert path_depth("https://a.com/") == 0


def test_text_classification_rejects_long_sentences() -> None:
    assert classify_text("Read about how our careers fair went last spring in Berlin and Oslo") is None
    m = classify_text("Jobs & Karriere")
    assert m is not None and str(m.surface) == "careers"


def test_fold() -> None:
    assert fold("Über Uns ÆØÅ ß") == "uber uns aeoa ss"


def test_crawlable() -> None:
    assert url_is_crawlable("https://a.com/careers")
    assert not url_is_crawlable("ftp://a.com/x")
    assert not url_is_crawlable("https://a.com/cart")
    assert not url_is_crawlable("https://a.com/logo.svg")


@pytest.mark.parametrize("title,text,expected", [
    ("Page not found – Acme", "", True),
    ("Acme", "Oops! We couldn't find the page you were looking for.", True),
    ("Seite nicht gefunden", "", True),
    ("Page introuvable", "", True),
    ("Página no encontrada", "", True),
    ("Acme", "Siden blev ikke fundet. Gå til forsiden.", True),
    ("Acme", "Sidan kunde inte hittas", True),
    ("404", "", True),
    ("Careers at Acme", "Join our team of 40 engineers in Oslo.", False),
    ("Pricing", "Starter $29 per month", False),
])
def test_not_found_text(title: str, text: str, expected: bool) -> None:
    assert is_not_found_text(title, text) is expected


def test_soft_404_by_similarity_to_a_known_404() -> None:
    nf = "Acme — Sorry, nothing here. Try our homepage or the search box above. " * 3
    assert looks_like_soft_404(200, "Acme", nf, [nf])
    assert not looks_like_soft_404(200, "Careers", "We are hiring engineers and designers in three cities " * 3, [nf])
    assert looks_like_soft_404(404, "Careers", "anything", [])


def test_similarity_bounds() -> None:
    assert similarity("a b c d e f", "a b c d e f") == 1.0
    assert similarity("one two three four five", "six seven eight nine ten") == 0.0
    assert similarity("", "") == 1.0


@pytest.mark.parametrize("url,surface", [
    # a keyword inside an item's slug does not beat the collection the item sits in
    ("https://acme.example/blog/q1-product-update-eu-data-residency", "blog"),
    ("https://acme.example/careers/4010105070-senior-people-operations-generalist/", "careers"),
    ("https://acme.example/news/2025/03/our-new-pricing-explained", "newsroom"),
    # without a whole-segment match, keywords inside a segment still count
    ("https://acme.example/our-pricing", "pricing"),
    ("https://acme.example/company/our-team", "team"),
])
def test_whole_segments_beat_keywords_inside_slugs(url: str, surface: str) -> None:
    m = classify_url(url)
    assert m is not None and m.surface.value == surface, m
