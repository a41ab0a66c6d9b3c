"""Red team, round 16 (fetcher): non-HTML sensors answered with an HTML page, an empty body or an error object in
their place — and feeds, sitemaps, JSON and PDFs that are what they should be, however served — through `changewire
fetch URL --json` against a raw asyncio server on loopback (rawsite.py; names mapped by CHANGEWIRE_CONNECT_TO). The
pure half, with more shapes and why each class, is tests/unit/fetcher/test_classify_redteam16.py.

Probed, 16 cases here (each expectation written before it was run): a WordPress /feed/ answering the home page, a
/feed.xml answering an SPA shell, /blog/rss.xml redirected (301) to the blog's HTML page, /sitemap.xml answering the
SPA shell, a legal PDF answering the home page, /wp-json/ answering WordPress' `rest_no_route` error, a Statuspage
summary.json answering a sign-in form, an empty 200 for a feed (gzip'd too: an empty gzip stream); controls that stay
`ok`: an Atom feed served as text/html, an RSS feed served as application/octet-stream and gzip'd, a sitemap index as
text/html, a PDF as application/octet-stream, a JSON answer with a BOM, `[]`, a page at /blog/feed-the-world.

Wrong before the fix (571bdcf): 9 of 16 (every HTML page and empty body in a document's place was `ok`, the REST
error too), all fixed (classify.expected_document, html_in_place_of, json_error_envelope's error `data`); none xfail.
"""
from __future__ import annotations

import gzip
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, page, triple = R.raw, R.page, R.triple
site, cli = R.site, R.cli  # the shared fixtures (rawsite.py)
#: the CLI's settings give a fetch 3 s in all (rawsite.fetch_env)
WITHIN = 7.0
BASE = "http://www.acme-corp.com"
HTML_TYPE = b"Content-Type: text/html; charset=UTF-8"

HOME = b"""<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><title>Acme Corp &#8211; Software for logistics teams</title>
<link rel="alternate" type="application/rss+xml" title="Acme Corp &raquo; Feed" href="/feed/"></head>
<body><nav><a href="/product/">Product</a> <a href="/blog/">Blog</a> <a href="/careers/">Careers</a></nav>
<main><h1>Ship on time, every time</h1><p>Acme helps 4,000 logistics teams plan routes.</p></main></body></html>"""
SPA = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Acme</title>
<script defer="defer" src="/static/js/main.8c1f2e3a.js"></script></head><body><noscript>You need to enable
JavaScript to run this app.</noscript><div id="root"></div></body></html>"""
BLOG = b"""<!DOCTYPE html><html lang="en"><head><title>Blog | Acme Corp</title></head><body><h1>Blog</h1>
<article><h2><a href="/blog/route-planning-2026/">Route planning in 2026</a></h2></article></body></html>"""
LOGIN = b"""<!DOCTYPE html><html lang="en"><head><title>Acme Internal Status - Login</title></head><body>
<form action="/access/login" method="post"><p>This page is restricted. Please log in to view it.</p>
<input type="email" name="email"><input type="password" name="password"><button>Log in</button></form></body></html>"""
RSS = b"""<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Acme Corp</title>
<link>https://www.acme-corp.com</link><description>Software for logistics teams</description>
<item><title>Route planning in 2026</title><link>https://www.acme-corp.com/blog/route-planning-2026/</link>
<guid isPermaLink="false">https://www.acme-corp.com/?p=4812</guid></item></channel></rss>
"""
ATOM = b"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Acme Engineering</title>
<id>urn:uuid:60a76c80-d399-11d9-b93C</id><updated>2026-12-03T14:00:00Z</updated><entry><title>Sharding</title>
<id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id><updated>2026-12-03T14:00:00Z</updated></entry></feed>"""
SITEMAP_INDEX = b"""<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.acme-corp.com/post-sitemap.xml</loc></sitemap></sitemapindex>"""
PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
       b"trailer\n<< /Root 1 0 R >>\n%%EOF\n")
JSON_TYPE = b"Content-Type: application/json; charset=UTF-8"
OCTET = b"Content-Type: application/octet-stream"

# name: (path asked for, {path: answer}, expected triple)
CASES: dict[str, tuple[str, dict[str, bytes], tuple[str, int, str | None]]] = {
    "feed-answers-home-page": ("/feed/", {"/feed/": page(HTML_TYPE, body=HOME)}, ("failed", 200, "PAGE_REMOVED")),
    "feed-xml-answers-spa-shell": ("/feed.xml", {"/feed.xml": page(HTML_TYPE, body=SPA)},
                                   ("failed", 200, "PAGE_REMOVED")),
    "rss-xml-moved-to-blog-page": ("/blog/rss.xml", {"/blog/rss.xml": raw(b"301 Moved Permanently",
                                                                          [b"Location: /blog/"]),
                                                     "/blog/": page(HTML_TYPE, body=BLOG)},
                                   ("failed", 200, "PAGE_REMOVED")),
    "sitemap-answers-spa-shell": ("/sitemap.xml", {"/sitemap.xml": page(HTML_TYPE, body=SPA)},
                                  ("failed", 200, "PAGE_REMOVED")),
    "legal-pdf-answers-home": ("/legal/terms.pdf", {"/legal/terms.pdf": page(HTML_TYPE, body=HOME)},
                               ("failed", 200, "PAGE_REMOVED")),
    "wp-rest-no-route": ("/wp-json/wp/v2/posts", {"/wp-json/wp/v2/posts": page(
        JSON_TYPE, body=b'{"code":"rest_no_route","message":"No route was found matching the URL and request method.",'
                        b'"data":{"status":404}}')}, ("failed", 200, "PAGE_REMOVED")),
    "summary-json-answers-sign-in": ("/api/v2/summary.json", {"/api/v2/summary.json": page(HTML_TYPE, body=LOGIN)},
                                     ("failed", 200, "HTTP_4XX")),
    "feed-empty-200": ("/feed/", {"/feed/": page(b"Content-Type: application/rss+xml; charset=UTF-8", body=b"")},
                       ("failed", 200, "HTTP_5XX")),
    "feed-empty-gzip-200": ("/feed/", {"/feed/": page(b"Content-Type: application/rss+xml; charset=UTF-8",
                                                      b"Content-Encoding: gzip", body=gzip.compress(b"", mtime=0))},
                            ("failed", 200, "HTTP_5XX")),
    # controls
    "atom-as-text-html": ("/atom.xml", {"/atom.xml": page(HTML_TYPE, body=ATOM)}, ("ok", 200, None)),
    "rss-octet-stream-gzip": ("/feed/", {"/feed/": page(OCTET, b"Content-Encoding: gzip",
                                                        body=gzip.compress(RSS, mtime=0))}, ("ok", 200, None)),
    "sitemap-index-as-text-html": ("/sitemap_index.xml", {"/sitemap_index.xml": page(HTML_TYPE, body=SITEMAP_INDEX)},
                                   ("ok", 200, None)),
    "pdf-octet-stream": ("/legal/dpa.pdf", {"/legal/dpa.pdf": page(OCTET, body=PDF)}, ("ok", 200, None)),
    "json-with-bom": ("/api/jobs.json", {"/api/jobs.json": page(
        JSON_TYPE, body=b'\xef\xbb\xbf{"jobs":[{"id":17,"title":"Dispatcher","location":"Lyon"}]}')},
                      ("ok", 200, None)),
    "json-empty-list": ("/api/jobs.json", {"/api/jobs.json": page(JSON_TYPE, body=b"[]")}, ("ok", 200, None)),
    "page-feed-the-world": ("/blog/feed-the-world", {"/blog/feed-the-world": page(HTML_TYPE, body=BLOG)},
                            ("ok", 200, None)),
}


def _connect(site: Any) -> str:
    return ",".join(f"{n}={site.ip}:{site.port}" for n in ("acme-corp.com", "www.acme-corp.com"))


@pytest.mark.parametrize("name", sorted(CASES))
async def test_documents_through_fetch(site: Any, cli: Any, name: str) -> None:
    path, pages, expected = CASES[name]
    site.pages.update(pages)
    got = await cli(site, f"{BASE}{path}", within=WITHIN, connect_to=_connect(site))
    assert triple(got) == expected, (name, got)
    assert site.paths()[0] == "/robots.txt" and site.paths()[1] == path and len(site.paths()) <= 3, site.paths()
