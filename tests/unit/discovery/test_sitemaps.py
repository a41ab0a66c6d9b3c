"""robots.txt reading (RFC 9309 status rules, Sitemap lines) and sitemap parsing against real corpus files."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from changewire_discovery.sitemaps import parse_robots, parse_sitemap, pick_children

UA = "changewire/0.1 (+https://x.invalid)"


def test_robots_status_rules() -> None:
    assert parse_robots(None, b"", "https://a.com/robots.txt", UA).unavailable
    assert parse_robots(503, b"", "https://a.com/robots.txt", UA).unavailable
    assert not parse_robots(404, b"", "https://a.com/robots.txt", UA).unavailable
    assert parse_robots(404, b"", "https://a.com/robots.txt", UA).allowed("https://a.com/x", UA)


def test_robots_rules_sitemaps_and_delay() -> None:
    body = b"User-agent: *\nDisallow: /private/\nCrawl-delay: 5\nSitemap: /sitemap_index.xml\nSitemap: https://a.com/news.xml\n"
    info = parse_robots(200, body, "https://a.com/robots.txt", UA)
    assert info.sitemaps == ("https://a.com/sitemap_index.xml", "https://a.com/news.xml")
    assert info.crawl_delay_s == 5
    assert not info.allowed("https://a.com/private/x", UA)
    assert info.allowed("https://a.com/careers", UA)


def test_robots_html_answer_means_no_rules() -> None:
    info = parse_robots(200, b"<html><body>Welcome</body></html>", "https://a.com/robots.txt", UA)
    assert info.allowed("https://a.com/anything", UA) and not info.sitemaps


def test_urlset_index_text_and_gzip() -> None:
    us = b'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.com/x</loc></url><url><loc>/y</loc></url></urlset>'
    sm = parse_sitemap(us, "https://a.com/sitemap.xml", 10)
    assert sm.kind == "urlset" and sm.urls == ["https://a.com/x", "https://a.com/y"]
    idx = b'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.com/p.xml</loc></sitemap></sitemapindex>'
    assert parse_sitemap(idx, "https://a.com/s.xml", 10).kind == "index"
    assert parse_sitemap(gzip.compress(us), "https://a.com/s.xml.gz", 10).urls[0] == "https://a.com/x"
    assert parse_sitemap(b"https://a.com/1\nhttps://a.com/2\n", "https://a.com/s.txt", 1).truncated


def test_malformed_xml_falls_back_and_entities_are_refused() -> None:
    bad = b"<urlset><url><loc>https://a.com/ok</loc></url><url><loc>https://a.com/&bad</loc>"
    assert "https://a.com/ok" in parse_sitemap(bad, "https://a.com/s.xml", 10).urls
    bomb = b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><urlset><url><loc>&b;</loc></url></urlset>'
    sm = parse_sitemap(bomb, "https://a.com/s.xml", 10)
    assert all("aaaa" not in u for u in sm.urls)


def test_pick_children_prefers_pages() -> None:
    kids = [f"https://a.com/{n}-sitemap.xml" for n in ("post", "category", "product", "author", "page", "press")]
    picked = pick_children(kids, 4)
    assert picked[0].endswith("page-sitemap.xml") and len(picked) == 4
    assert not any("author" in p for p in picked)


def test_corpus_sitemaps_parse(corpus_dir: Path) -> None:
    files = [f for f in json.loads((corpus_dir / "manifest.json").read_text())["files"] if f["kind"] == "sitemap"]
    assert files
    for f in files:
        sm = parse_sitemap((corpus_dir / f["file"]).read_bytes(), "https://example.org/sitemap.xml", 50000)
        assert sm.kind in ("urlset", "index"), f["file"]
        assert sm.urls, f["file"]
        assert sm.kind == ("index" if f["format"].startswith("sitemapindex") else "urlset"), f["file"]


@pytest.mark.parametrize("name", ["www.netflix.com.txt", "en.wikipedia.org.txt", "cdbaby.com.txt", "avaaz.org.txt"])
def test_corpus_robots(corpus_dir: Path, name: str) -> None:
    p = corpus_dir / "robots" / name
    if not p.exists():
        pytest.skip(f"{name} not in corpus")
    info = parse_robots(200, p.read_bytes(), f"https://{name[:-4]}/robots.txt", UA)
    assert not info.unavailable
