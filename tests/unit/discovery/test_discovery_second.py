"""Second review pass: pure-logic regressions found by running discovery on more site archetypes
(Japanese/Chinese labels, GitHub releases, app shells with JSON navigation, coming-soon pages, huge
sitemap indexes, Crawl-delay after robots.txt)."""
from __future__ import annotations

import asyncio
import gzip
import time

import pytest

from changewire_common.surfaces import classify_link, code_host_changelog, is_social_url
from changewire_common.vocab import Surface
from changewire_discovery.engine import InProcessPacer
from changewire_discovery.extract import parking_kind, parse_page
from changewire_discovery.sitemaps import parse_sitemap, pick_children


@pytest.mark.parametrize(("url", "text", "surface"), [
    ("https://sakura.co.jp/recruit/", "採用情報", Surface.CAREERS),
    ("https://sakura.co.jp/a/7.html", "新卒採用情報", Surface.CAREERS),
    ("https://sakura.co.jp/price/", "料金プラン", Surface.PRICING),
    ("https://sakura.co.jp/x/", "お知らせ", Surface.NEWSROOM),
    ("https://sakura.co.jp/x/", "プライバシーポリシー", Surface.LEGAL),
    ("https://sakura.co.jp/x/", "会社概要", Surface.TEAM),
    ("https://sakura.co.jp/ir/", "IR情報", Surface.INVESTORS),
    ("https://sakura.co.jp/a/4.html", "加入我们", Surface.CAREERS),
    ("https://sakura.co.jp/a/2.html", "价格", Surface.PRICING),
    ("https://sakura.co.jp/a/3.html", "新闻中心", Surface.NEWSROOM),
    ("https://sakura.co.jp/%E6%8E%A1%E7%94%A8/", "", Surface.CAREERS),
])
def test_japanese_and_chinese_labels(url: str, text: str, surface: Surface) -> None:
    m = classify_link(url, text, region="nav", site_domain="sakura.co.jp")
    assert m is not None and m.surface is surface, m


def test_cjk_label_naming_nothing_is_no_surface() -> None:
    assert classify_link("https://sakura.co.jp/a/9.html", "ようこそ", region="nav", site_domain="sakura.co.jp") is None


def test_github_releases_are_a_changelog_not_a_social_profile() -> None:
    rel = "https://github.com/forgekit/forge/releases"
    assert not is_social_url(rel) and is_social_url("https://github.com/forgekit/forge")
    assert code_host_changelog(rel) == "forgekit"
    assert code_host_changelog("https://github.com/forgekit/forge/blob/main/CHANGELOG.md") == "forgekit"
    assert code_host_changelog("https://gitlab.com/forgekit/forge/-/releases") == "forgekit"
    assert not code_host_changelog("https://github.com/forgekit/forge/issues")
    m = classify_link(rel, "Releases", region="nav", site_domain="forgekit.dev")
    assert m is not None and m.surface is Surface.CHANGELOG and m.confidence > 0.8
    other = classify_link("https://github.com/someone/else/releases", "", region="main", site_domain="forgekit.dev")
    assert other is not None and other.confidence < m.confidence


def test_whole_path_segment_beats_one_word_inside_the_anchor() -> None:
    m = classify_link("https://acme.com/products/category/management-software.html", "Management software",
                      region="nav", site_domain="acme.com")
    assert m is not None and m.surface is Surface.PRODUCTS


def test_new_keywords_and_platforms() -> None:
    m = classify_link("https://mueller.de/de/unternehmen/aktuell", "Aktuelles", region="nav", site_domain="mueller.de")
    assert m is not None and m.surface is Surface.NEWSROOM
    m = classify_link("https://www.welcometothejungle.com/fr/companies/maison/jobs", "Recrutement", region="nav",
                      site_domain="maison.fr")
    assert m is not None and m.surface is Surface.JOBS_BOARD
    # a security page is legal-adjacent: it must not outrank the privacy policy
    sec = classify_link("https://acme.io/security", "Security", region="footer", site_domain="acme.io")
    priv = classify_link("https://acme.io/legal/privacy", "Privacy", region="footer", site_domain="acme.io")
    assert sec is not None and priv is not None and sec.confidence < priv.confidence


SHELL = ('<html><head><title>Vectra</title><link rel="sitemap" type="application/xml" href="/static/s.xml">'
         '<script id="cfg" type="application/json">{"nav":[{"label":"Pricing","href":"/pricing"},'
         '{"label":"Careers","href":"/careers"},{"label":"Blog","href":"/blog"},{"label":"Docs","href":"/docs"}]}'
         '</script></head><body><div id="root"></div><script src="/main.js"></script></body></html>')


def test_app_shell_with_json_navigation_is_still_a_shell_and_names_its_sitemap() -> None:
    f = parse_page(SHELL, "https://vectra.io/")
    assert len(f.links) >= 4 and f.is_js_shell  # the JSON nav links do not make it a page
    assert f.sitemaps == ["https://vectra.io/static/s.xml"]


@pytest.mark.parametrize(("html", "kind"), [
    ("<title>Zephyr — Coming soon</title><p>Leave your email to get notified.</p>", "placeholder"),
    ("<title>Zephyr</title><h1>Site en construction</h1>", "placeholder"),
    ("<title>x.net</title><p>This domain may be for sale. Related searches</p>", "parked"),
    ("<title>Acme</title><nav><a href='/pricing'>Pricing</a><a href='/blog'>Blog</a><a href='/docs'>Docs</a>"
     "<a href='/careers'>Careers</a></nav><p>Mobile app coming soon!</p>", ""),
])
def test_parking_kind(html: str, kind: str) -> None:
    assert parking_kind(parse_page(f"<html><body>{html}</body></html>", "https://zephyr.com/")) == kind


def test_pick_children_of_a_huge_index_is_linear_and_keeps_order() -> None:
    def index(n: int) -> list[str]:
        return [f"https://m.com/sitemaps/products-{i}.xml.gz" for i in range(n)] + ["https://m.com/sitemap-pages.xml"]

    def cpu_s(kids: list[str]) -> float:  # the least CPU of three runs: a wall-clock bound failed on a busy machine
        best = float("inf")
        for _ in range(3):
            t0 = time.process_time()
            pick_children(kids, 4)
            best = min(best, time.process_time() - t0)
        return max(best, 1e-4)

    kids, small = index(50_000), index(5_000)
    # ten times the children: about ten times the work when linear, a hundred when quadratic
    assert cpu_s(kids) / cpu_s(small) < 40
    picked = pick_children(kids, 4)
    assert picked[0] == "https://m.com/sitemap-pages.xml" and picked[1:] == kids[:3]


def test_huge_gzip_sitemap_stops_at_the_url_cap() -> None:
    body = ("<?xml version='1.0'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
            + "".join(f"<url><loc>https://m.com/p/{i}</loc></url>" for i in range(50_000)) + "</urlset>")
    sm = parse_sitemap(gzip.compress(body.encode()), "https://m.com/sitemap.xml.gz", 5000)
    assert sm.kind == "urlset" and len(sm.urls) == 5000 and sm.truncated


async def test_crawl_delay_spaces_the_request_right_after_robots_txt() -> None:
    now = [100.0]
    slept: list[float] = []

    async def fake_sleep(s: float) -> None:
        slept.append(s)
        now[0] += s

    pacer = InProcessPacer(0.0, clock=lambda: now[0])
    orig = asyncio.sleep
    asyncio.sleep = fake_sleep  # type: ignore[assignment]
    try:
        assert await pacer.acquire("slow.io", deadline=1e9)  # robots.txt
        pacer.set_delay("slow.io", 5.0)  # learnt from that robots.txt
        assert await pacer.acquire("slow.io", deadline=1e9)  # the homepage: 5 s later, not at once
        assert await pacer.acquire("slow.io", deadline=1e9)
    finally:
        asyncio.sleep = orig  # type: ignore[assignment]
    assert slept == [5.0, 5.0]
