"""Red team, round 16 (fetcher, pure): non-HTML sensors — feeds, sitemaps, the JSON APIs the differ reads (Greenhouse,
Lever, Ashby, Statuspage, WordPress' REST API), GraphQL and PDFs — answered with what they really are, or with an HTML
page, an empty body or an error object in their place, through classify_response (the end-to-end half is
tests/integration/test_fetch_redteam16.py). Rounds 1-15 are not repeated (round 15: platforms' error pages on 2xx).

Why a feed (sitemap, API, PDF) answered by an HTML page is PAGE_REMOVED and not `ok`: the differ reads a feed sensor's
body as a feed (pipeline.resolve_kind keeps a `feed` kind whatever the body), so `ok` with a home page would fail to
parse on every run (PARSING, which repair does not act on as it acts on PAGE_REMOVED), and a sensor sniffed from the
body would read the feed's items replaced by a home page. The feed is gone from that URL: PAGE_REMOVED, which repair
acts on to find where it went. A sign-in form in its place says what a 401 says: HTTP_4XX. An empty 200 body is no
document at all (an empty feed is still its <rss><channel>): the server failed to write it, HTTP_5XX. What the sensor
watches comes from its kind when known (the service) and else from its URL (`changewire fetch URL`): a file extension
(.xml, .rss, .atom, .rdf, .json, .pdf without a query), a feed's segment (/feed/, /rss/, /atom/, ?feed=), /wp-json/,
the job-board API hosts; an `html` sensor goes by the extension only (a page at /community/feed is a page).

Probed, 53 cases (each expectation written before it was run): a feed URL answering the home page, an SPA shell, a
redirect to the blog's HTML page, WordPress' ?feed=rss2 answering a page, a sign-in page, a soft 404; feeds served as
text/html, application/octet-stream and text/xml with an XSLT stylesheet, an RSS 1.0 RDF feed, a feed named "404 Media"
served as text/html (its channel <title> is no page title), a feed whose first item holds <html> in CDATA, a feed
opening with a comment; an empty and a blank 200 for a feed, an empty 200 carrying our validator (not_modified);
sitemap.xml answering a soft 404 and an SPA shell, a sitemap index served as text/html, a Yoast sitemap with its
stylesheet, a gzip'd sitemap; Greenhouse's API answering an HTML page, Lever's `{"ok": false}` and `[]`, Ashby's empty
board, a private Statuspage's sign-in page for summary.json, GraphQL errors with and without data, JSON with a BOM
(data and an error), a 3 MB single-line JSON, WordPress' REST errors (`rest_no_route`, `rest_forbidden`, data in
`data.status`) and a REST answer; a legal PDF answering the home page, a PDF served as octet-stream, a .pdf URL with a
query (a handler's) answering a page; an OpenAPI .json answering its docs page; the sensor's kind deciding (a feed
sensor at /blog?format=rss answering HTML, an html sensor at /community/feed); controls that stay `ok` (/blog/feed-the-
world, /rss.html, /products/atom-editor, a page whose head links its feed).

Wrong before the fix (571bdcf): 22 of 53 — every HTML page (home page, SPA shell, sign-in) and every empty body
answered for a feed, sitemap, API, PDF was `ok`; "404 Media"'s feed served as text/html was PAGE_REMOVED (a soft 404 by
its channel title); WordPress' REST errors (status in `data`) were `ok`. Fixed: classify.expected_document and
html_in_place_of (gated on the requested URL or the sensor's kind, reading 1 KiB only for those), xml_document (a
feed's or sitemap's title is not a page's), json_error_envelope's error `data`. None xfail.
"""
from __future__ import annotations

import gzip
import time

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response

OK = (FetchOutcome.OK, None)
GONE = (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED)
C4XX = (FetchOutcome.FAILED, FailureClass.HTTP_4XX)
C5XX = (FetchOutcome.FAILED, FailureClass.HTTP_5XX)

HTML = {"content-type": "text/html; charset=UTF-8"}
JSON = {"content-type": "application/json; charset=utf-8"}
XML = {"content-type": "application/xml; charset=utf-8"}
RSS_CT = {"content-type": "application/rss+xml; charset=UTF-8"}

HOME = b"""<!DOCTYPE html>
<html lang="en-US">
<head><meta charset="UTF-8"><title>Acme Corp &#8211; Software for logistics teams</title>
<link rel="alternate" type="application/rss+xml" title="Acme Corp &raquo; Feed" href="https://www.acme-corp.com/feed/">
<link rel="stylesheet" href="/wp-content/themes/acme/style.css?ver=6.4.2"></head>
<body class="home page-template-default">
<header><nav><a href="/product/">Product</a> <a href="/pricing/">Pricing</a> <a href="/blog/">Blog</a>
<a href="/careers/">Careers</a></nav></header>
<main><h1>Ship on time, every time</h1><p>Acme helps 4,000 logistics teams plan routes, track fleets and keep
customers informed.</p><a class="btn" href="/demo/">Book a demo</a></main>
<footer><p>&copy; 2026 Acme Corp</p></footer></body></html>
"""
SPA = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"/><link rel="icon" href="/favicon.ico"/>
<meta name="viewport" content="width=device-width,initial-scale=1"/><title>Acme</title>
<script defer="defer" src="/static/js/main.8c1f2e3a.js"></script><link href="/static/css/main.4b2d1c.css"
rel="stylesheet"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>
</body></html>"""
BLOG = b"""<!DOCTYPE html><html lang="en"><head><title>Blog | Acme Corp</title></head><body>
<h1>Blog</h1><article><h2><a href="/blog/route-planning-2026/">Route planning in 2026</a></h2><p>What changed this
year.</p></article><article><h2><a href="/blog/fleet-api/">Our fleet API is GA</a></h2></article></body></html>"""
WP_LOGIN = b"""<!DOCTYPE html><html lang="en-US"><head><title>Log In &lsaquo; Acme Corp &#8212; WordPress</title></head>
<body class="login no-js login-action-login wp-core-ui"><div id="login"><h1><a href="https://wordpress.org/">Powered by
WordPress</a></h1><form name="loginform" id="loginform" action="https://www.acme-corp.com/wp-login.php" method="post">
<p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login"></p>
<div class="user-pass-wrap"><label for="user_pass">Password</label><input type="password" name="pwd" id="user_pass">
</div><p class="submit"><input type="submit" name="wp-submit" value="Log In"></p></form></div></body></html>"""
SOFT_404 = b"""<!DOCTYPE html><html><head><title>Page not found - Acme Corp</title></head><body><h1>Oops! That page
can&rsquo;t be found.</h1><p>It looks like nothing was found at this location.</p></body></html>"""
STATUSPAGE_LOGIN = b"""<!DOCTYPE html><html lang="en"><head><title>Acme Internal Status - Login</title></head><body>
<div class="layout-content status"><form action="/access/login" method="post"><h2>Acme Internal Status</h2>
<p>This page is restricted. Please log in to view it.</p><input type="email" name="email" placeholder="Email">
<input type="password" name="password"><button type="submit">Log in</button></form></div></body></html>"""
SWAGGER = b"""<!-- HTML for static distribution bundle build -->
<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">
<title>Swagger UI</title><link rel="stylesheet" type="text/css" href="./swagger-ui.css" /></head><body>
<div id="swagger-ui"></div><script src="./swagger-ui-bundle.js" charset="UTF-8"> </script></body></html>"""

RSS = b"""<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
	xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
	<title>Acme Corp</title>
	<atom:link href="https://www.acme-corp.com/feed/" rel="self" type="application/rss+xml" />
	<link>https://www.acme-corp.com</link>
	<description>Software for logistics teams</description>
	<lastBuildDate>Fri, 04 Dec 2026 09:12:44 +0000</lastBuildDate>
	<generator>https://wordpress.org/?v=6.4.2</generator>
	<item>
		<title>Route planning in 2026</title>
		<link>https://www.acme-corp.com/blog/route-planning-2026/</link>
		<pubDate>Thu, 03 Dec 2026 14:00:00 +0000</pubDate>
		<guid isPermaLink="false">https://www.acme-corp.com/?p=4812</guid>
		<description><![CDATA[What changed this year in route planning.]]></description>
	</item>
</channel>
</rss>
"""
ATOM = b"""<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Acme Engineering</title>
<link href="https://eng.acme-corp.com/"/>
<updated>2026-12-03T14:00:00Z</updated><id>urn:uuid:60a76c80-d399-11d9-b93C</id>
<entry><title>Sharding our event store</title><link href="https://eng.acme-corp.com/sharding/"/>
<id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id><updated>2026-12-03T14:00:00Z</updated>
<summary>How we split 4 TB of events.</summary></entry></feed>"""
RSS_XSL = b"""<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl" media="screen"
href="/~files/feed-premium.xsl"?>
""" + RSS.split(b"?>", 1)[1]
RDF = b"""<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
<channel rdf:about="https://www.acme-corp.jp/news/"><title>Acme Japan News</title>
<link>https://www.acme-corp.jp/news/</link><description>News</description></channel>
<item rdf:about="https://www.acme-corp.jp/news/2026/12/01.html"><title>Osaka office opens</title>
<link>https://www.acme-corp.jp/news/2026/12/01.html</link></item></rdf:RDF>"""
MEDIA_404 = b"""<?xml version="1.0" encoding="UTF-8"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
<channel><title><![CDATA[404 Media]]></title><description><![CDATA[404 Media is a journalist-founded digital media
company exploring the ways technology is shaping--and is shaped by--our world.]]></description>
<link>https://www.404media.co/</link><generator>Ghost 5.75</generator>
<item><title><![CDATA[The Latest]]></title><link>https://www.404media.co/the-latest/</link></item></channel></rss>"""
RSS_CDATA_HTML = b"""<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Acme</title>
<item><title>Newsletter</title><description><![CDATA[<html><body><h1>Hello</h1></body></html>]]></description>
</item></channel></rss>"""
RSS_COMMENT = b"""<!-- generator="FeedCreator 1.8" -->
<rss version="2.0"><channel><title>Acme Press</title><link>https://www.acme-corp.com/press</link>
<item><title>Q3 results</title><link>https://www.acme-corp.com/press/q3</link></item></channel></rss>"""

SITEMAP_INDEX = b"""<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.acme-corp.com/post-sitemap.xml</loc><lastmod>2026-12-03T14:00:00+00:00</lastmod></sitemap>
<sitemap><loc>https://www.acme-corp.com/page-sitemap.xml</loc></sitemap></sitemapindex>"""
YOAST = b"""<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/xsl"
href="//www.acme-corp.com/main-sitemap.xsl"?>
<urlset xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd"
xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.acme-corp.com/</loc></url></urlset>"""

PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
       b"2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")

GH = "https://boards-api.greenhouse.io/v1/boards/acmecorp/jobs?content=true"
LEVER = "https://api.lever.co/v0/postings/acmecorp?mode=json"
ASHBY = "https://api.ashbyhq.com/posting-api/job-board/acmecorp?includeCompensation=true"
SP = "https://status.acme-corp.com/api/v2/summary.json"
WPJ = "https://www.acme-corp.com/wp-json/wp/v2/posts?per_page=20"
GQL = "https://api.acme-corp.com/graphql?query=%7Bjobs%7Bid%20title%7D%7D"

# name: (requested URL, final URL or None (same), status, headers, body, kind, expected)
CASES: dict[str, tuple[str, str | None, int, dict[str, str], bytes, str | None, tuple[FetchOutcome,
                                                                                      FailureClass | None]]] = {
    # ---- feeds that became HTML pages
    "feed-answers-home-page": ("https://www.acme-corp.com/feed/", None, 200, HTML, HOME, None, GONE),
    "feed-xml-answers-spa-shell": ("https://www.acme-corp.com/feed.xml", None, 200, HTML, SPA, None, GONE),
    "rss-xml-redirected-to-blog-page": ("https://www.acme-corp.com/blog/rss.xml", "https://www.acme-corp.com/blog/",
                                        200, HTML, BLOG, None, GONE),
    "wordpress-feed-query-answers-page": ("https://www.acme-corp.com/?feed=rss2", None, 200, HTML, HOME, None, GONE),
    "atom-answers-spa-shell": ("https://eng.acme-corp.com/atom.xml", None, 200, HTML, SPA, None, GONE),
    "ghost-rss-answers-home": ("https://blog.acme-corp.com/rss/", None, 200, HTML, HOME, None, GONE),
    "feed-answers-sign-in-page": ("https://intranet.acme-corp.com/news/feed/", None, 200, HTML, WP_LOGIN, None, C4XX),
    "feed-answers-soft-404": ("https://www.acme-corp.com/news/feed/", None, 200, HTML, SOFT_404, None, GONE),
    "feed-sensor-by-kind-answers-page": ("https://www.acme-corp.com/blog?format=rss", None, 200, HTML, BLOG, "feed",
                                         GONE),
    # ---- feeds that are feeds, however served
    "atom-served-as-text-html": ("https://eng.acme-corp.com/atom.xml", None, 200, HTML, ATOM, None, OK),
    "rss-served-as-octet-stream": ("https://www.acme-corp.com/feed/", None, 200,
                                   {"content-type": "application/octet-stream"}, RSS, None, OK),
    "rss-with-xslt-stylesheet": ("https://feeds.acme-corp.com/acme", None, 200, {"content-type": "text/xml"}, RSS_XSL,
                                 "feed", OK),
    "rdf-feed": ("https://www.acme-corp.jp/news/index.rdf", None, 200, {"content-type": "application/rdf+xml"}, RDF,
                 None, OK),
    "404-media-feed-as-text-html": ("https://www.404media.co/rss/", None, 200, HTML, MEDIA_404, None, OK),
    "404-media-feed-by-kind-as-text-html": ("https://www.404media.co/rss/", None, 200, HTML, MEDIA_404, "feed", OK),
    "rss-with-html-in-cdata": ("https://www.acme-corp.com/newsletter.rss", None, 200, HTML, RSS_CDATA_HTML, None, OK),
    "rss-opening-with-comment": ("https://www.acme-corp.com/press/rss.php", None, 200, HTML, RSS_COMMENT, "feed", OK),
    "rss-proper": ("https://www.acme-corp.com/feed/", None, 200, RSS_CT, RSS, "feed", OK),
    # ---- empty feeds
    "feed-empty-200": ("https://www.acme-corp.com/feed/", None, 200, RSS_CT, b"", None, C5XX),
    "feed-blank-200": ("https://www.acme-corp.com/feed/", None, 200, RSS_CT, b"\n\n  \n", "feed", C5XX),
    "json-api-empty-200": (GH, None, 200, JSON, b"", "ats", C5XX),
    # ---- sitemaps
    "sitemap-answers-soft-404": ("https://www.acme-corp.com/sitemap.xml", None, 200, HTML, SOFT_404, None, GONE),
    "sitemap-answers-spa-shell": ("https://www.acme-corp.com/sitemap.xml", None, 200, HTML, SPA, None, GONE),
    "sitemap-index-as-text-html": ("https://www.acme-corp.com/sitemap_index.xml", None, 200, HTML, SITEMAP_INDEX, None,
                                   OK),
    "yoast-sitemap-with-stylesheet": ("https://www.acme-corp.com/page-sitemap.xml", None, 200, XML, YOAST, "sitemap",
                                      OK),
    "gzipped-sitemap": ("https://www.acme-corp.com/sitemap.xml.gz", None, 200,
                        {"content-type": "application/x-gzip"}, gzip.compress(YOAST, mtime=0), None, OK),
    # ---- JSON APIs
    "greenhouse-answers-html-page": (GH, None, 200, HTML, HOME, None, GONE),
    "greenhouse-by-kind-answers-html-page": (GH, None, 200, HTML, HOME, "ats", GONE),
    "greenhouse-job-not-found": (GH, None, 200, JSON, b'{"status":404,"error":"Job not found"}', "ats", GONE),
    "lever-document-not-found": (LEVER, None, 200, JSON, b'{"ok":false,"error":"Document not found"}', "ats", GONE),
    "lever-empty-board": (LEVER, None, 200, JSON, b"[]", "ats", OK),
    "ashby-empty-board": (ASHBY, None, 200, JSON, b'{"apiVersion":"1","jobs":[]}', "ats", OK),
    "statuspage-private-sign-in": (SP, None, 200, HTML, STATUSPAGE_LOGIN, "status_json", C4XX),
    "api-error-unauthorized": ("https://api.acme-corp.com/v1/openings.json", None, 200, JSON,
                               b'{"error":"Unauthorized","message":"Missing API key"}', None, C4XX),
    "graphql-errors-no-data": (GQL, None, 200, JSON,
                               b'{"errors":[{"message":"Cannot query field \\"jobs\\" on type \\"Query\\".",'
                               b'"locations":[{"line":1,"column":2}],'
                               b'"extensions":{"code":"GRAPHQL_VALIDATION_FAILED"}}]}',
                               "json", C4XX),
    "graphql-not-found-data-null": (GQL, None, 200, JSON,
                                    b'{"data":null,"errors":[{"message":"Organization not found","path":["org"],'
                                    b'"extensions":{"code":"NOT_FOUND"}}]}', "json", GONE),
    "graphql-partial-data": (GQL, None, 200, JSON,
                             b'{"errors":[{"message":"salary: not authorised","path":["jobs",0,"salary"]}],'
                             b'"data":{"jobs":[{"id":"1","title":"Driver","salary":null}]}}', "json", OK),
    "json-bom-data": ("https://www.acme-corp.com/api/jobs.json", None, 200, JSON,
                      b'\xef\xbb\xbf{"jobs":[{"id":17,"title":"Dispatcher","location":"Lyon"}]}', None, OK),
    "json-bom-error": ("https://www.acme-corp.com/api/jobs.json", None, 200, JSON,
                       b'\xef\xbb\xbf{"status":404,"error":"Not Found","path":"/api/jobs.json"}', None, GONE),
    "wp-rest-no-route": (WPJ, None, 200, JSON,
                         b'{"code":"rest_no_route","message":"No route was found matching the URL and request '
                         b'method.","data":{"status":404}}', None, GONE),
    "wp-rest-forbidden": (WPJ, None, 200, JSON,
                          b'{"code":"rest_forbidden","message":"Sorry, you are not allowed to do that.",'
                          b'"data":{"status":401}}', None, C4XX),
    "wp-rest-posts": (WPJ, None, 200, JSON,
                      b'[{"id":4812,"date":"2026-12-03T14:00:00","slug":"route-planning-2026","status":"publish",'
                      b'"title":{"rendered":"Route planning in 2026"}}]', None, OK),
    "wp-rest-disabled-home": (WPJ, None, 200, HTML, HOME, None, GONE),
    "openapi-json-answers-swagger-ui": ("https://api.acme-corp.com/openapi.json", None, 200, HTML, SWAGGER, None,
                                        GONE),
    # ---- PDFs
    "legal-pdf-answers-home": ("https://www.acme-corp.com/legal/terms-of-service.pdf", None, 200, HTML, HOME, "html",
                               GONE),
    "legal-pdf-as-octet-stream": ("https://www.acme-corp.com/legal/dpa.pdf", None, 200,
                                  {"content-type": "application/octet-stream"}, PDF, "html", OK),
    # ---- pages that stay pages
    # (a .pdf URL with a query is a handler's, which may answer a page of its own: a download form, a viewer)
    "pdf-handler-with-query-answers-page": ("https://www.acme-corp.com/file.pdf?download=1", None, 200, HTML, BLOG,
                                            None, OK),
    "html-sensor-at-community-feed": ("https://community.acme-corp.com/feed", None, 200, HTML, BLOG, "html", OK),
    "blog-post-feed-the-world": ("https://www.acme-corp.com/blog/feed-the-world", None, 200, HTML, BLOG, None, OK),
    "rss-html-page": ("https://www.acme-corp.com/rss.html", None, 200, HTML, BLOG, None, OK),
    "atom-editor-product": ("https://www.acme-corp.com/products/atom-editor", None, 200, HTML, HOME, None, OK),
    "home-page-linking-its-feed": ("https://www.acme-corp.com/", None, 200, HTML, HOME, "html", OK),
    "careers-page-empty-body": ("https://www.acme-corp.com/careers", None, 200, HTML, b"", "html", OK),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_redteam16(name: str) -> None:
    url, final, status, headers, body, kind, want = CASES[name]
    c = classify_response(status, headers, body, final_url=final or url, sensor_domain="", requested_url=url,
                          kind=kind)
    assert (c.outcome, c.failure_class) == want, c.error


def test_empty_with_our_validator_is_not_modified() -> None:
    """An empty 200 carrying the ETag we sent is the server's 304 written as 200 (round 11): that rule comes first."""
    c = classify_response(200, {**RSS_CT, "etag": '"5f1c-63a"'}, b"", final_url="https://www.acme-corp.com/feed/",
                          sensor_domain="acme-corp.com", requested_url="https://www.acme-corp.com/feed/",
                          sent_etag='"5f1c-63a"', kind="feed")
    assert c.outcome == FetchOutcome.NOT_MODIFIED


def test_error_says_what_is_gone() -> None:
    c = classify_response(200, HTML, HOME, final_url="https://www.acme-corp.com/feed/", sensor_domain="acme-corp.com",
                          requested_url="https://www.acme-corp.com/feed/")
    assert c.error == "an HTML page in place of the feed (HTTP 200): the feed is gone"


def test_huge_single_line_json_is_ok_and_cheap() -> None:
    """A 3 MB JSON answer on one line: `ok`, and classified without reading it (the envelope rule stops at 4 KiB, the
    document rule reads 1 KiB)."""
    body = b'{"jobs":[' + b",".join(b'{"id":%d,"title":"Driver %d","location":"Lyon"}' % (i, i)
                                    for i in range(60000)) + b"]}"
    assert len(body) > 2_500_000
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        c = classify_response(200, JSON, body, final_url=GH, sensor_domain="greenhouse.io", requested_url=GH,
                              kind="ats")
        best = min(best, time.perf_counter() - t0)
    assert (c.outcome, c.failure_class) == OK
    assert best < 0.005, best
