"""Discovery on a second set of site archetypes (loopback through CHANGEWIRE_CONNECT_TO, with `*.apex`
wildcards as a caller would map them), for bugs a review pass found: a single-page app whose links
live only in a JSON nav config and `<link rel="sitemap">`, a dev-tools company whose changelog is its
GitHub releases, a company absorbed by another (an off-domain redirect to https on an http-only
internet), a coming-soon page, Japanese labels, a 50,000-URL gzip sitemap."""
from __future__ import annotations

import gzip
import time
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_discovery.engine import DiscoveryResult

pytestmark = pytest.mark.integration


W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

TEXT = ("We help operations teams ship reliable workflows. Our platform connects data, people and customers "
        "and thousands of companies rely on it every day. ") * 4


def page(title: str, body: str = "", head: str = "", lang: str = "en", text: str = TEXT) -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f"<body>{body}<main><h1>{title}</h1><p>{title}: {text}</p></main></body></html>")


def urlset(host: str, paths: list[str]) -> str:
    return ("<?xml version='1.0'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
            + "".join(f"<url><loc>https://{host}{p}</loc></url>" for p in paths) + "</urlset>")


ATOM = "<?xml version='1.0'?><feed xmlns='http://www.w3.org/2005/Atom'><title>r</title><entry><title>v1</title></entry></feed>"
SHELL = ('<!DOCTYPE html><html lang="en"><head><title>Vectra</title>'
         '<link rel="sitemap" type="application/xml" title="Sitemap" href="/static/pages-sitemap.xml">'
         '<script id="app-config" type="application/json">{"nav":{"main":[{"label":"Platform","href":"/platform"},'
         '{"label":"Pricing","href":"/pricing"}],"footer":[{"label":"Careers","href":"/careers"},'
         '{"label":"Privacy","href":"/privacy"}]}}</script></head>'
         '<body><div id="root"></div><script src="/static/js/main.4f3a.js"></script></body></html>')
BIG = gzip.compress(("<?xml version='1.0'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>" + "".join(
    f"<url><loc>https://megastore.test/products/item-{i}</loc><lastmod>2024-01-01</lastmod></url>"
    for i in range(50_000)) + "</urlset>").encode())

SITES: dict[str, dict[str, Any]] = {
    "vectra-spa.test": {"/": SHELL, "*": SHELL,
                        "/static/pages-sitemap.xml": {"xml": urlset("vectra-spa.test", ["/", "/blog", "/blog/hello", "/changelog"])}},
    "forgekit.test": {
        "/": page("Forgekit", '<nav class="nav"><a href="/docs/">Docs</a><a href="https://github.com/forgekit/forge/releases">'
                  'Releases</a><a href="https://github.com/forgekit/forge">GitHub</a></nav>'),
        "/docs/": page("Forgekit documentation"),
    },
    "github.com": {"/forgekit/forge/releases.atom": {"xml": ATOM}},
    "oldco.test": {"/": {"redirect": "https://www.bigcorp.test/oldco-is-now-part-of-bigcorp"}},
    "www.bigcorp.test": {
        "/robots.txt": {"text": "User-agent: *\nDisallow: /private/\n"},
        "/oldco-is-now-part-of-bigcorp": page("Oldco is now part of BigCorp",
                                              '<nav><a href="/careers">Careers</a><a href="/pricing">Pricing</a></nav>'),
        "/careers": page("Careers at BigCorp"), "/pricing": page("Pricing"),
    },
    "zephyr.test": {"/": page("Zephyr — Coming soon", text="Something new is on its way. Leave your email to hear first.")},
    "sakura.test": {
        "/": page("さくらソフト株式会社", '<header><nav class="gnav"><a href="/a/1/">料金プラン</a><a href="/a/2/">採用情報</a>'
                  '<a href="/a/3/">お知らせ</a></nav></header>', lang="ja", text="業務効率化を支援するクラウドサービス。" * 10),
        "/a/1/": page("料金", lang="ja", text="料金プランのご案内" * 30),
        "/a/2/": page("採用", lang="ja", text="私たちと一緒に働きませんか" * 30),
        "/a/3/": page("お知らせ", lang="ja", text="最新のお知らせ一覧" * 30),
    },
    "megastore.test": {
        "/robots.txt": {"text": "User-agent: *\nSitemap: https://megastore.test/sitemap-big.xml.gz\n"},
        "/": page("Megastore", '<nav><a href="/shop">Shop</a></nav><footer><a href="/careers">Careers</a></footer>'),
        "/shop": page("Shop"), "/careers": page("Careers"),
        "/sitemap-big.xml.gz": {"bytes": BIG, "type": "application/x-gzip"},
    },
}


Net = W.Net
net = W.net_fixture(SITES)
selected = W.selected


async def discover(net: Net, website: str) -> DiscoveryResult:
    return await W.discover(net, website)


async def test_app_shell_with_json_nav_and_linked_sitemap(net: Net) -> None:
    res = await discover(net, "http://vectra-spa.test")
    sel = selected(res)
    # every page answers the same shell: the nav-config links are kept (unverifiable, not "the homepage")
    assert sel["pricing"].url == "http://vectra-spa.test/pricing" and sel["pricing"].verified is None
    assert sel["careers"].url == "http://vectra-spa.test/careers"
    # <link rel="sitemap"> is read (robots.txt names none, /sitemap.xml is the shell)
    assert "/static/pages-sitemap.xml" in net.paths("vectra-spa.test")
    assert "blog" in sel and "changelog" in sel
    # blind probes cannot tell a page from a miss when every path is the shell: none after the baseline
    assert not [p for p in net.paths("vectra-spa.test") if p in ("/news", "/jobs", "/about", "/docs")]
    assert len(net.log) <= res.requests <= 25


async def test_changelog_on_github_releases(net: Net) -> None:
    res = await discover(net, "http://forgekit.test")
    sel = selected(res)
    assert sel["changelog"].url == "http://github.com/forgekit/forge/releases.atom"
    assert str(sel["changelog"].kind) == "feed" and sel["changelog"].verified is True
    assert sel["docs"].url == "http://forgekit.test/docs/"
    assert "https://github.com/forgekit/forge" in res.social_profiles


async def test_acquired_company_redirecting_to_another_domain(net: Net) -> None:
    res = await discover(net, "http://oldco.test")
    assert res.outcome == "active" and res.redirect_domains == [("oldco.test", "bigcorp.test")]
    moved = res.stats["domain_redirect"]
    assert moved["to"] == "bigcorp.test" and moved["lands_on"] == "page"
    # the https target could not connect on an http-only site: tried once over http
    assert res.homepage_url == "http://www.bigcorp.test/oldco-is-now-part-of-bigcorp"
    # the new host's robots.txt is read before its page
    assert net.paths("www.bigcorp.test")[:2] == ["/robots.txt", "/oldco-is-now-part-of-bigcorp"]
    assert selected(res)["careers"].url == "http://www.bigcorp.test/careers"


async def test_coming_soon_page_is_no_website(net: Net) -> None:
    res = await discover(net, "http://zephyr.test")
    assert res.outcome == "no_website" and "placeholder" in (res.error or "")
    assert res.requests == len(net.log) == 2  # robots.txt and the page: no probes on a site not launched


async def test_japanese_labels(net: Net) -> None:
    sel = selected(await discover(net, "http://sakura.test"))
    assert sel["pricing"].url == "http://sakura.test/a/1/"
    assert sel["careers"].url == "http://sakura.test/a/2/"
    assert sel["newsroom"].url == "http://sakura.test/a/3/"


async def test_huge_gzip_sitemap_stays_bounded(net: Net) -> None:
    t0 = time.monotonic()
    res = await discover(net, "http://megastore.test")
    assert time.monotonic() - t0 < 8
    assert res.stats["sitemap_urls"] == 5000  # the setting's cap, not 50,000
    assert sum(1 for c in res.candidates if str(c.surface) == "products") <= 3  # collapsed to section roots
    sel = selected(res)
    assert sel["careers"].url == "http://megastore.test/careers" and res.requests <= 25
