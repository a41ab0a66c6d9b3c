"""Page reading: link regions on real corpus markup, feeds, JSON-LD sameAs, framework JSON, parked pages."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

from changewire_discovery.extract import parse_page


def test_regions_and_feeds() -> None:
    html = """<html lang="de-DE"><head><title>X</title>
    <link rel="alternate" type="application/rss+xml" href="/feed/"><link rel="alternate" type="application/rss+xml" title="Kommentare" href="/comments/feed/">
    <link rel="alternate" hreflang="en" href="/en/"></head><body>
    <div class="navbar w-nav"><a href="/priser">Priser</a></div><header><a href="/about">About</a></header>
    <main><a href="/blog/post">Post</a></main><div id="colophon" class="site-footer"><a href="/impressum">Impressum</a></div>
    <footer><a href="mailto:x@y.z">mail</a><a href="javascript:void(0)">js</a><a href="#top">top</a></footer></body></html>"""
    f = parse_page(html, "https://a.com/")
    regions = {ln.url: ln.region for ln in f.links}
    assert regions == {"https://a.com/priser": "nav", "https://a.com/about": "header",
                       "https://a.com/blog/post": "main", "https://a.com/impressum": "footer"}
    assert [x.url for x in f.feeds] == ["https://a.com/feed/"]
    assert f.lang == "de-de"


def test_json_ld_and_next_data_and_scripts() -> None:
    nd = {"props": {"pageProps": {"nav": [{"label": "Careers", "href": "/careers"}, {"title": "Docs", "url": "https://docs.a.com/"}]}}}
    html = ('<html><head><script type="application/ld+json">{"@graph":[{"@type":"Organization","sameAs":["https://www.linkedin.com/company/a"]}]}</script>'
            '</head><body><script id="__NEXT_DATA__" type="application/json">' + json.dumps(nd) + '</script>'
            '<script>self.__next_f.push([1,"{\\"href\\":\\"/pricing\\",\\"children\\":\\"Pricing\\"}"])</script>'
            '<iframe src="https://boards.greenhouse.io/embed/job_board?for=a"></iframe><script src="/app.js"></script></body></html>')
    f = parse_page(html, "https://a.com/")
    assert f.same_as == ["https://www.linkedin.com/company/a"] and "Organization" in f.json_ld_types
    json_links = {(ln.url, ln.text) for ln in f.links if ln.region == "json"}
    assert ("https://a.com/careers", "Careers") in json_links and ("https://docs.a.com/", "Docs") in json_links
    assert any(u == "https://a.com/pricing" for u, _ in json_links)
    assert f.iframe_srcs == ["https://boards.greenhouse.io/embed/job_board?for=a"]
    assert f.script_srcs == ["https://a.com/app.js"]


def test_parked_and_shell() -> None:
    parked = parse_page("<html><title>x.com - This domain may be for sale!</title><body>Buy this domain. Related searches</body></html>", "https://x.com/")
    assert parked.is_parked
    shell = parse_page('<html><body><div id="root"></div><script src="/main.js"></script></body></html>', "https://q.com/")
    assert shell.is_js_shell and not shell.is_parked
    real = parse_page("<html><body><nav><a href='/a'>A</a><a href='/b'>B</a><a href='/c'>C</a><a href='/d'>D</a></nav><p>" + "text " * 200 + "</p></body></html>", "https://r.com/")
    assert not real.is_parked and not real.is_js_shell


def _corpus(corpus_dir: Path, name: str) -> str:
    return gzip.open(corpus_dir / "html" / name).read().decode("utf-8", "replace")


def test_real_markup_regions(corpus_dir: Path) -> None:
    f = parse_page(_corpus(corpus_dir, "trafilatura__caktusgroup.com.django.html.gz"), "https://www.caktusgroup.com/blog/x/")
    careers = [ln for ln in f.links if ln.url == "https://www.caktusgroup.com/careers/"]
    assert {ln.region for ln in careers} >= {"nav", "footer"}
    g = parse_page(_corpus(corpus_dir, "trafilatura__github.blog.spiceland.html.gz"), "https://github.blog/x/")
    assert any(ln.url == "https://github.com/about/careers" and ln.region == "footer" for ln in g.links)


def test_every_corpus_page_parses(corpus_dir: Path) -> None:
    files = [f for f in json.loads((corpus_dir / "manifest.json").read_text())["files"] if f["kind"] == "html"]
    for f in files[:60]:
        raw = gzip.open(corpus_dir / f["file"]).read().decode("utf-8", "replace")
        facts = parse_page(raw, f.get("original_url") or "https://example.org/")
        assert facts.links is not None and len(facts.text) <= 20000


def test_links_are_canonical_without_tracking_parameters() -> None:
    html = ('<html><body><main><a href="/blog/?utm_source=hero&amp;utm_campaign=4fb642">Blog</a>'
            '<a href="https://A.com:443/careers?gclid=x&amp;team=eng#open">Careers</a>'
            '<a href="https://boards.greenhouse.io/acme?gh_src=abc">Jobs</a></main></body></html>')
    f = parse_page(html, "https://a.com/")
    assert [ln.url for ln in f.links] == ["https://a.com/blog/", "https://a.com/careers?team=eng",
                                          "https://boards.greenhouse.io/acme"]
