"""Fifteenth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam15.py holds the whole
companies): the classifier's, the sitemap ranking's and the false friends' rules the round's fixes added, case by case,
and what they leave alone.

- Dutch "Perskamer" / "Persruimte" and a Spanish bank's "Sala de comunicación" are the newsroom, "Aandeelhouders" the
  investors; Italian "I nostri marchi" and a consultancy's "Nos expertises" its products; a maker's "Product support"
  / "Technical support" its help centre (docs), never its products page.
- "work at <name>" in Spanish, Italian, Portuguese, French, Nordic and Polish ("Trabaja en la UV", "Lavora in
  Gustaria") is careers whatever the name; "Trabaja en equipo" (teamwork), "Lavora in sicurezza" are not.
- "about <name>" where the language puts it so ("Om Försäkra", "Om banken", "Über Kalder", "Sobre Mercasur") is the
  company's own page (team); "Om cookies", "Über Preise", "Über 100 Standorte" are not.
- a newswire's organisation page (globenewswire.com/search/organization/<name>) is crawlable, a site search is not;
  Via Ritzau's press releases are a newsroom platform.
- a numbered sitemap series ranks its first child only: a WordPress index of 46 post sitemaps reads its pages' sitemap.
- Romanian "Magazine" on a Romanian page is a retailer's shops, the English "Magazine" still the blog.
- a headless CMS's navigation by bare slug (Contentful's "pricing", Sanity's {"current": …}) is read from the site root;
  a post's slug (a long title, a dated folder) is not.
- a store locator ("Find a store", "Store locator", "Store finder") is no products page; "Store", "Shop", store. are.
- Italian "Bandi e concorsi", Spanish "Oposiciones" / "Empleo público" (public hiring) are careers; a CareerPlug board.
"""
from __future__ import annotations

import pytest
from changewire_common.surfaces import classify_link, classify_text, false_friend, url_is_crawlable
from changewire_common.vocab import Surface
from changewire_discovery.sitemaps import pick_children


@pytest.mark.parametrize(("label", "surface", "least"), [
    ("Perskamer", Surface.NEWSROOM, 0.9), ("Persruimte", Surface.NEWSROOM, 0.9),
    ("Sala de comunicación", Surface.NEWSROOM, 0.9), ("Aandeelhouders", Surface.INVESTORS, 0.9),
    ("I nostri marchi", Surface.PRODUCTS, 0.9), ("Nos expertises", Surface.PRODUCTS, 0.9),
    ("Product support", Surface.DOCS, 0.9), ("Technical support", Surface.DOCS, 0.9),
    ("Trabaja en la UV", Surface.CAREERS, 0.85), ("Lavora in Gustaria", Surface.CAREERS, 0.85),
    ("Trabalhe na Vale", Surface.CAREERS, 0.85), ("Travailler chez Lumen", Surface.CAREERS, 0.85),
    ("Om Försäkra", Surface.TEAM, 0.75), ("Om banken", Surface.TEAM, 0.75), ("Über Kalder", Surface.TEAM, 0.75),
    ("Sobre Mercasur", Surface.TEAM, 0.75),
    # (what stays as it was)
    ("Om oss", Surface.TEAM, 0.9), ("Sobre nosotros", Surface.TEAM, 0.9), ("Lavora con noi", Surface.CAREERS, 0.9),
    ("Support center", Surface.DOCS, 0.9), ("Press releases", Surface.NEWSROOM, 0.9),
])
def test_round_fifteen_labels(label: str, surface: Surface, least: float) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is surface and m.confidence >= least, (label, m)


@pytest.mark.parametrize(("label", "not_surface"), [
    ("Trabaja en equipo", Surface.CAREERS), ("Lavora in sicurezza", Surface.CAREERS), ("Om cookies", Surface.TEAM),
    ("Über Preise", Surface.TEAM), ("Über 100 Standorte", Surface.TEAM), ("Product support", Surface.PRODUCTS),
])
def test_round_fifteen_labels_left_alone(label: str, not_surface: Surface) -> None:
    m = classify_text(label)
    assert m is None or m.surface is not not_surface, (label, m)


def test_newswire_organisation_page_and_via_ritzau() -> None:
    gnw = "https://www.globenewswire.com/search/organization/Heartland%20Mutual%20Group"
    assert url_is_crawlable(gnw)
    assert not url_is_crawlable("https://acme.test/search?q=careers")
    assert not url_is_crawlable("https://acme.test/search/careers")
    m = classify_link(gnw, "Press releases", region="footer", site_domain="heartlandmutual.test")
    assert m is not None and m.surface is Surface.NEWSROOM, m
    m = classify_link("https://via.ritzau.dk/pressemeddelelser?publisherId=13560344", "Presse", region="footer",
                      site_domain="nordvigbank.test")
    assert m is not None and m.surface is Surface.NEWSROOM, m


def test_numbered_sitemap_series_reads_its_first_child_only() -> None:
    kids = ([f"https://shop.test/post-sitemap{i}.xml" for i in range(1, 47)]
            + ["https://shop.test/product-sitemap.xml", "https://shop.test/post_tag-sitemap.xml",
               "https://shop.test/page-sitemap.xml"])
    picked = pick_children(kids, 4)
    assert "https://shop.test/page-sitemap.xml" in picked[:2], picked
    assert picked[0] == "https://shop.test/post-sitemap1.xml", picked
    # (a next-sitemap pair and an unnumbered pages sitemap stay first)
    assert pick_children(["https://a.test/sitemap-0.xml", "https://a.test/sitemap-1.xml"], 1) == [
        "https://a.test/sitemap-0.xml"]
    assert pick_children(["https://a.test/sitemap-products-3.xml", "https://a.test/sitemap-pages.xml"], 1) == [
        "https://a.test/sitemap-pages.xml"]


def test_romanian_magazine_is_a_false_friend() -> None:
    assert false_friend("Magazine", "ro") and false_friend("Magazinele noastre", "ro-RO")
    assert not false_friend("Magazine", "en") and not false_friend("Magazine", "")
    assert not false_friend("Cariere", "ro")
    m = classify_link("https://acme.test/magazine", "Magazine", region="nav", site_domain="acme.test")
    assert m is not None and m.surface is Surface.BLOG, m  # (the English word: the blog, as before)


def test_cms_navigation_slugs_are_read_from_the_site_root() -> None:
    """A headless CMS's navigation in __NEXT_DATA__: entries by bare slug (Contentful's "pricing", Sanity's
    {"current": …}) are the site's pages; a post's slug (a long title, relative to its blog) is not read."""
    import json

    from changewire_discovery.extract import parse_page

    data = {"props": {"pageProps": {"nav": [
        {"fields": {"label": "Pricing", "slug": "pricing"}}, {"fields": {"label": "Privacy", "slug": "legal/privacy"}},
        {"title": "Careers", "slug": {"_type": "slug", "current": "careers"}},
        {"fields": {"label": "Docs", "externalUrl": "https://docs.acme.test/"}}],
        "posts": [{"title": "How we price our product in 2026", "slug": "how-we-price-our-product-in-2026"},
                  {"title": "Engineering", "slug": "2026/11/engineering"}]}}}
    body = (f'<html><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{json.dumps(data)}'
            "</script></body></html>")
    urls = {ln.url: ln.text for ln in parse_page(body, "https://acme.test/").links}
    assert urls.get("https://acme.test/pricing") == "Pricing", urls
    assert urls.get("https://acme.test/legal/privacy") == "Privacy", urls
    assert urls.get("https://acme.test/careers") == "Careers", urls
    assert urls.get("https://docs.acme.test/") == "Docs", urls
    assert not [u for u in urls if "how-we-price" in u or "engineering" in u], urls


@pytest.mark.parametrize(("url", "label"), [
    ("https://shop.test/pages/store-locator", "Store locator"), ("https://shop.test/stores", "Find a store"),
    ("https://shop.test/store-finder", "Store finder"), ("https://shop.test/x", "Your nearest store"),
])
def test_a_store_locator_is_no_products_page(url: str, label: str) -> None:
    m = classify_link(url, label, region="nav", site_domain="shop.test")
    assert m is None or m.surface is not Surface.PRODUCTS, m


def test_the_store_itself_and_public_hiring_competitions() -> None:
    for url, label in (("https://shop.test/store", "Store"), ("https://store.shop.test/", "Store"),
                       ("https://shop.test/shop", "Shop")):
        m = classify_link(url, label, region="nav", site_domain="shop.test")
        assert m is not None and m.surface is Surface.PRODUCTS, (url, m)
    for label in ("Bandi e concorsi", "Concorsi", "Oposiciones", "Empleo público"):
        m = classify_text(label)
        assert m is not None and m.surface is Surface.CAREERS and m.confidence >= 0.9, (label, m)
    m = classify_link("https://pizzaroma.careerplug.com/jobs", "Apply now", region="main", site_domain="pizzaroma.test")
    assert m is not None and m.surface is Surface.JOBS_BOARD, m  # a franchise's CareerPlug board
