"""candidates.py: link extraction with regions, sitemap reading, ranking through the shared classifier."""
from __future__ import annotations

from pathlib import Path

import pytest

from changewire_repair.candidates import (
    FEED_LINK, NAV, REDIRECT, SITEMAP, Found, clean_url, page_links, path_similarity, pick_child_sitemap, rank,
    read_sitemap, sitemap_found, surface_confidence, url_key,
)
from changewire_common.surfaces import SurfaceMatch
from changewire_common.vocab import Surface

DATA = Path(__file__).resolve().parents[2] / "data" / "repair"
OLD = "https://acme.test/careers"


@pytest.mark.parametrize("a, b", [
    ("https://Acme.TEST/careers/", "https://acme.test/careers"),
    ("https://acme.test:443/careers#jobs", "https://acme.test/careers"),
    ("http://acme.test:80", "http://acme.test/"),
])
def test_url_key_equivalences(a: str, b: str) -> None:
    assert url_key(a) == url_key(b)


def test_url_key_keeps_what_matters() -> None:
    assert url_key("https://acme.test/careers?lang=de") != url_key("https://acme.test/careers")
    assert url_key("http://acme.test/careers") != url_key("https://acme.test/careers")
    assert url_key("https://acme.test:8443/x") == "https://acme.test:8443/x"


@pytest.mark.parametrize("href, expected", [
    ("/jobs", "https://acme.test/jobs"),
    ("jobs#open", "https://acme.test/about/jobs"),
    ("mailto:jobs@acme.test", None),
    ("javascript:void(0)", None),
    ("#top", None),
    ("/brochure.pdf", None),
    ("ftp://acme.test/x", None),
    ("//cdn.acme.test/careers", "https://cdn.acme.test/careers"),
])
def test_clean_url(href: str, expected: str | None) -> None:
    assert clean_url(href, "https://acme.test/about/") == expected


def test_page_links_have_anchor_text_and_region() -> None:
    html = (DATA / "careers_v2_relaid.html").read_text()
    links = {f.url: f for f in page_links(html, "https://acme.test/company/join-us")}
    assert links["https://acme.test/company/join-us"].anchor == "Join us"
    assert links["https://acme.test/company/join-us"].region == "nav"
    assert links["https://acme.test/privacy"].region == "footer"
    assert links["https://acme.test/company/join-us/technical-writer"].region == "main"
    assert all(f.source == NAV for f in links.values())


def test_page_links_honour_base_and_find_feeds() -> None:
    html = ('<html><head><base href="https://www.acme.test/en/"><link rel="alternate" type="application/rss+xml" '
            'href="/feed.xml" title="News"></head><body><div role="navigation"><a href="jobs">Jobs</a></div>'
            '<a href="jobs">Jobs again</a></body></html>')
    links = page_links(html, "https://acme.test/")
    assert [(f.url, f.source, f.region) for f in links] == [
        ("https://www.acme.test/en/jobs", NAV, "nav"), ("https://www.acme.test/feed.xml", FEED_LINK, "header")]


def test_read_sitemap_urlset_and_index() -> None:
    sm = read_sitemap('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                      "<url><loc>https://acme.test/a?x=1&amp;y=2</loc></url><url><loc> https://acme.test/b </loc></url>"
                      "<url><loc>not a url</loc></url></urlset>")
    assert sm.pages == ["https://acme.test/a?x=1&y=2", "https://acme.test/b"] and sm.children == []
    idx = read_sitemap('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap>'
                       "<loc>https://acme.test/sitemap-posts.xml</loc></sitemap><sitemap>"
                       "<loc><![CDATA[https://acme.test/sitemap-careers.xml]]></loc></sitemap></sitemapindex>")
    assert idx.pages == [] and idx.children[1] == "https://acme.test/sitemap-careers.xml"
    assert pick_child_sitemap(idx.children, "careers") == "https://acme.test/sitemap-careers.xml"
    assert pick_child_sitemap(idx.children, "pricing") == "https://acme.test/sitemap-posts.xml"
    assert pick_child_sitemap([], "careers") is None


def test_read_sitemap_never_expands_entities() -> None:
    evil = ('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
            "<urlset><url><loc>https://acme.test/&e;</loc></url></urlset>")
    assert read_sitemap(evil).pages == ["https://acme.test/&e;"]


def test_read_sitemap_of_the_corpus(corpus_dir: Path) -> None:
    text = (corpus_dir / "sitemaps" / "sitemaps.org__sitemap.xml").read_text(encoding="utf-8")
    sm = read_sitemap(text)
    assert sm.pages and all(u.startswith("http") for u in sm.pages)


def test_path_similarity() -> None:
    assert path_similarity(OLD, "https://acme.test/about/careers") == 0.5
    assert path_similarity(OLD, "https://acme.test/careers.html") == 1.0
    assert path_similarity(OLD, "https://acme.test/") == 0.0


def test_rank_prefers_the_navigation_link_to_the_moved_page() -> None:
    home = (DATA / "careers_v2_relaid.html").read_text()
    found = page_links(home, "https://acme.test/")
    ranked = rank(OLD, "careers", found, exclude=[OLD], site_domains=["acme.test"])
    assert ranked[0].url == "https://acme.test/company/join-us"
    assert ranked[0].surface == "careers" and ranked[0].surface_confidence >= 0.8
    # job ads below it stand for the index, never for themselves
    assert not any("/company/join-us/" in c.url for c in ranked)
    # other surfaces are not candidates
    assert not any(c.url.endswith(("/platform", "/customers", "/privacy")) for c in ranked)


def test_rank_puts_redirect_targets_first_and_merges_sources() -> None:
    found = [
        Found("https://acme.test/jobs", NAV, "Jobs", "nav"),
        Found("https://acme.test/opportunities-2025", REDIRECT),
        Found("https://acme.test/jobs/", SITEMAP, "", "sitemap"),
        Found("https://acme.test/careers", NAV, "Careers", "nav"),
    ]
    ranked = rank(OLD, "careers", found, exclude=[OLD], site_domains=["acme.test"])
    assert [c.url for c in ranked] == ["https://acme.test/opportunities-2025", "https://acme.test/jobs"]
    assert ranked[1].sources == (NAV, SITEMAP)


def test_rank_accepts_a_neighbour_surface_at_a_discount() -> None:
    found = [Found("https://acme.test/open-positions", NAV, "Open positions", "nav")]
    [c] = rank(OLD, "careers", found, site_domains=["acme.test"])
    direct = rank("https://acme.test/jobs-old", "jobs_board", found, site_domains=["acme.test"])[0]
    assert c.surface_confidence == pytest.approx(direct.surface_confidence * 0.7)


def test_rank_drops_foreign_domains_unless_platforms() -> None:
    found = [Found("https://jobs.example.org/careers", NAV, "Careers", "nav"),
             Found("https://boards.greenhouse.io/acme", NAV, "Careers", "nav")]
    urls = [c.url for c in rank(OLD, "careers", found, site_domains=["acme.test"])]
    assert urls == ["https://boards.greenhouse.io/acme"]


def test_sitemap_entries_rank_below_navigation() -> None:
    sm = read_sitemap("<urlset><url><loc>https://acme.test/karriere</loc></url>"
                      "<url><loc>https://acme.test/careers/team-lead-42</loc></url></urlset>")
    found = [*sitemap_found(sm), Found("https://acme.test/join-us", NAV, "Join us", "nav")]
    ranked = rank(OLD, "careers", found, exclude=[OLD], site_domains=["acme.test"])
    assert ranked[0].url == "https://acme.test/join-us"
    assert [c.url for c in ranked] == ["https://acme.test/join-us", "https://acme.test/karriere"]


def test_surface_confidence() -> None:
    m = SurfaceMatch(Surface.JOBS_BOARD, 0.8, "x")
    assert surface_confidence("jobs_board", m) == 0.8
    assert surface_confidence("careers", m) == pytest.approx(0.56)
    assert surface_confidence("pricing", m) == 0.0
    assert surface_confidence("careers", None) == 0.0
