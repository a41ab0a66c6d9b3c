"""Red team, round 13 (fetcher): `changewire fetch URL [--etag E] [--last-modified LM] --json` against servers as they
really misbehave (raw asyncio servers on 127.0.0.2 from tests/data/fetcher/rawsite.py; names mapped by
CHANGEWIRE_CONNECT_TO, the decoy on 127.0.0.1 must see no connection). Rounds 1-12 are not repeated.

Probed, 69 cases here (each expectation written before it was run) and 52 pure ones in
tests/unit/fetcher/test_classify_redteam13.py:
- server error pages answered 2xx (13, and 6 controls): nginx's own 50x.html and "502 Bad Gateway" behind
  `error_page ... =200`, PHP's fatal error alone and where a WordPress page stopped (display_errors on: PHP answers
  200), WordPress' "critical error" box printed after the head was sent and its "Database Error" page from a page
  cache, Varnish's "Guru Meditation" and Fastly's "Guru Mediation" synthesised with 200, Spring Boot's Whitelabel
  page for a 500 and a 404, Laravel's "Server Error", Apache's 503 page, the nginx page gzip'd and chunked;
  controls: a blog post "502 Bad Gateway: what it means…", a reference page "500 Internal Server Error - HTTP |
  MDN", a PHP tutorial quoting the fatal error (escaped and plain), a status page naming 502s, an "Error Tracking"
  product page, a page that rendered after a PHP warning;
- conditional GETs answered wrong (11): a 200 without a body carrying the ETag sent (also weakened by nginx's gzip;
  gzip'd and chunked in the hosting table) or the Last-Modified sent; an empty 200 with another tag, an older date
  or no validator sent (an empty page, as round 7 reads it); a 304 with the weak form of the tag or a newer
  Last-Modified; a 412 to a validated GET from a server that answers the page without a validator (--etag,
  --last-modified) and from one that answers 412 to everything;
- every outcome and failure class of DESIGN.md once through `--json` (16, and 2 long URLs), all seven fields and the
  paths the server saw: ok, not_modified, redirected (to the group's site), skipped (robots.txt 503), DNS, TIMEOUT,
  HTTP_4XX, HTTP_5XX, BOT_CHALLENGE (Cloudflare's managed challenge), REDIRECT (a slash loop), PAGE_REMOVED (410),
  RATE_LIMIT (429), ROBOTS, BLOCKED_DESTINATION (a redirect to 127.0.0.1: no packet to the decoy), TOO_LARGE,
  UNKNOWN (a body cut short); URLs of 9 KB (asked as written) and a 414 for a 10 KB one;
- hosting and CDN answers as written (13): S3's AccessDenied and NoSuchKey XML, GitHub Pages', Heroku's, Vercel's
  and Netlify's 404s, Fastly's "unknown domain" 500, CloudFront's 504, Azure's "web app is stopped" 403, a stale
  copy served with `Warning: 110` (stale-if-error), nginx redirecting to its branded /50x.html;
- sign-in walls (5): Shopify's storefront /password page; Cloudflare Access (http, and https refused: robots.txt of
  the hop unreachable), Okta, Microsoft Entra ID (https refused);
- the same through the service (`run-sensor ID --json` twice, real PostgreSQL, the differ in process) (3): a 412 to
  the stored ETag (the server closing its kept-alive connection after the 412), an empty 200 carrying it, an nginx
  502 page on 200 — and no change recorded.

Wrong on the code before this round (3b183b4): 29 of 69 (a 30th, the 412 everywhere, had the right answer and now
makes one more request); fixed 29, xfail none. One expectation was mine to revise: the nginx 403 page's size.
- server error pages on 2xx were `ok` (14, one through run-sensor): stored as the page, each read as the page's
  content replaced, and back on the next good answer. classify.server_error_page → HTTP_5XX (Spring's page: the
  class of the status it names): a small page (< 1,500 characters of text) whose whole title is a server error (a
  5xx number and its reason phrase, or the phrase: Bad Gateway, Service (Temporarily) Unavailable, Backend fetch
  failed, Database Error, Server Error, Application Error, Runtime Error, …; "Error" / "Oops" only with a line such
  as "an error occurred" or "try again later"); PHP's `<b>Fatal error</b>: … on line <b>N</b>` or WordPress'
  `wp-die-message` box in the last 2 KiB (where the output stopped); Spring Boot's Whitelabel page. Only HTML (or
  untyped) bodies; a JSON answer holding PHP's message is left to the differ (it is no JSON);
- a 200 without a body carrying the validator sent was `ok` (6, one through run-sensor): an empty page stored, read
  as every item removed, and back. classify.same_validator (weak comparison, as If-None-Match compares; the date
  equal, as nginx's `if_modified_since exact`) → not_modified, `status` 200; HttpClient passes the values sent
  (FetchResponse.sent_etag / sent_last_modified);
- a 412 to a validated GET failed every run (HTTP_4XX; 3, one through run-sensor, where the sensor went failing on a
  page that never changed): RFC 9110 §13.1.2 answers a matching GET with 304, so a 412 refuses the validator, not
  the page. HttpClient asks again once without validators (client._get, which also asks again on a new connection
  when the server closed the kept-alive one after its 412); a server answering 412 to everything still fails 412
  (round 11's pin), now after two requests — test_fetch_redteam4's 412 case checks the first request carried the
  date and the second did not;
- a redirect to nginx's /50x.html was `ok` (1): "50x" / "5xx" name an error page (classify._SERVER_ERROR_SEGMENTS);
- a redirect to an identity provider was `redirected` (4), which stops the sensor until repair decides, though the
  page only wants a sign-in (Cloudflare Access names the page by a relative `redirect_url`, Okta and Entra ID a
  callback of the site): HTTP_4XX, a login wall, landed or refused at the hop (classify.sign_on_host: Cloudflare
  Access, Entra ID, Google's and Microsoft's account hosts, Okta's, Auth0's and OneLogin's tenant subdomains); round
  5's generic sign-on page
  returning to /cb stays `redirected`. Shopify's /password page with its password field was `ok` (1): "password"
  names a sign-in page (classify._LOGIN_SEGMENTS), so login_wall sees it.

A rule first written too wide, caught by the unit controls: sign_on_host took the identity companies' own public
sites (www.okta.com, auth0.com) for sign-in hosts — Auth0's careers moved to okta.com would have read as a login
wall; only their tenants' subdomains count.

Found right (pins): the controls above; the catalogue of outcomes and classes; the 9 KB URL and the 414; the hosting
and CDN pages; a 304 with a weakened tag or a newer date.

Cost (every 2xx body passes server_error_page): on the 157 corpus pages as 200, classify_response 225-245 µs per
page before, 6-9 µs more after (about 3 %; old and new modules alternated in one process, best of 25, a second helper
running beside): server_error_page is 2.2 µs on a page without an error title (two finds in the last 2 KiB) and
under 4 µs on average (a title is folded only when it holds an error word); verdicts unchanged on all 157.

Left alone: a JSON body holding PHP's fatal error (left to the differ: it is no JSON); TYPO3's "Oops, an error occurred!
Code: …" printed in place of one content element inside a whole page (would need a find over the whole body on every
page); a robots.txt answered 200 with a server's error page reads as no rules (allowed) — the page itself is then
judged; a 412 re-ask is not spaced like a retry (it is one more request, as a redirect hop is).
"""
from __future__ import annotations

import itertools
import json
import socket
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, page, triple, then_hang, then_close = R.raw, R.page, R.triple, R.then_hang, R.then_close
site, cli, decoy = R.site, R.cli, R.decoy  # the shared fixtures (rawsite.py)
HTML = R.HTML
BASE = "http://hostile.test"
#: the CLI's settings give a fetch 3 s in all (rawsite.fetch_env); robots.txt has its own
WITHIN = 7.0


def _html(title: str, body: str) -> bytes:
    return (f"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n"
            f"</head>\n<body>\n{body}\n</body>\n</html>\n").encode()


_WP_HEAD = (
    '<!DOCTYPE html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8">\n<meta name="viewport" '
    'content="width=device-width, initial-scale=1">\n<title>Careers &#8211; Nordlicht Logistik GmbH</title>\n'
    "<link rel='stylesheet' id='astra-theme-css-css' href='https://hostile.test/wp-content/themes/astra/assets/css/"
    "minified/main.min.css?ver=4.6.4' media='all' />\n<script src='https://hostile.test/wp-includes/js/jquery/"
    "jquery.min.js?ver=3.7.1' id='jquery-core-js'></script>\n</head>\n<body class=\"page-template-default page "
    'page-id-42 wp-custom-logo ast-page-builder-template">\n<div id="page" class="hfeed site">\n<header class="site-'
    'header" id="masthead"><div class="site-branding"><a href="https://hostile.test/" class="custom-logo-link">'
    '<img src="https://hostile.test/wp-content/uploads/2023/04/logo.svg" alt="Nordlicht Logistik"></a></div>\n'
    '<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="main-header-menu">'
    '<li class="menu-item"><a href="https://hostile.test/leistungen/">Leistungen</a></li>'
    '<li class="menu-item"><a href="https://hostile.test/standorte/">Standorte</a></li>'
    '<li class="menu-item current-menu-item"><a href="https://hostile.test/karriere/">Karriere</a></li>'
    '<li class="menu-item"><a href="https://hostile.test/kontakt/">Kontakt</a></li></ul></nav></header>\n'
    '<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area">'
    '<main id="main" class="site-main"><article id="post-42" class="post-42 page type-page status-publish">'
    '<h1 class="entry-title">Karriere bei Nordlicht</h1><div class="entry-content">'
    "<p>Wir suchen Menschen, die mit uns Waren sicher und pünktlich durch Europa bewegen.</p>\n")

_ARTICLE = " ".join(
    f"<p>Paragraph {i}: a reverse proxy answers 502 when the upstream application server closes the connection, "
    "times out or sends a response the proxy cannot parse. Check the upstream's logs, its worker count and the "
    "proxy_read_timeout before you restart anything.</p>" for i in range(25))

# ------------------------------------------------------------------ 1. server error pages answered 2xx

NGINX_50X_HTML = (  # nginx's own /usr/share/nginx/html/50x.html, served by `error_page 500 502 503 504 =200 /50x.html`
    b"<!DOCTYPE html>\n<html>\n<head>\n<title>Error</title>\n<style>\nhtml { color-scheme: light dark; }\nbody { "
    b"width: 35em; margin: 0 auto;\nfont-family: Tahoma, Verdana, Arial, sans-serif; }\n</style>\n</head>\n<body>\n"
    b"<h1>An error occurred.</h1>\n<p>Sorry, the page you are looking for is currently unavailable.<br/>\n"
    b"Please try again later.</p>\n<p>If you are the system administrator of this resource then you should check\n"
    b"the error log for details.</p>\n<p><em>Faithfully yours, nginx.</em></p>\n</body>\n</html>\n")
NGINX_502 = (b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1>"
             b"</center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n")
PHP_FATAL = (b"<br />\n<b>Fatal error</b>:  Uncaught Error: Call to undefined function mysql_connect() in "
             b"/var/www/html/inc/db.php:14\nStack trace:\n#0 /var/www/html/jobs.php(3): require_once()\n#1 {main}\n"
             b"  thrown in <b>/var/www/html/inc/db.php</b> on line <b>14</b><br />\n")
PHP_FATAL_MID = (_WP_HEAD.encode() + b"<h2>Offene Stellen</h2>\n<ul class=\"jobs\">\n<br />\n<b>Fatal error</b>:  "
                 b"Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes) in <b>/var/www/"
                 b"vhosts/nordlicht.de/httpdocs/wp-includes/class-wpdb.php</b> on line <b>2316</b><br />\n")
WP_CRITICAL = (_WP_HEAD.encode() + b"<div class=\"wp-die-message\"><p>There has been a critical error on this website."
               b"</p><p><a href=\"https://wordpress.org/documentation/article/faq-troubleshooting/\">Learn more about "
               b"troubleshooting WordPress.</a></p></div>")
WP_DB_ERROR = (b"<!DOCTYPE html>\n<html dir='ltr'>\n<head>\n\t<meta http-equiv=\"Content-Type\" content=\"text/html; "
               b"charset=utf-8\" />\n\t<meta name=\"viewport\" content=\"width=device-width\">\n\t<meta name='robots' "
               b"content='max-image-preview:large, noindex, follow' />\n\t<title>Database Error</title>\n\t<style "
               b"type=\"text/css\">\n\t\thtml { background: #f1f1f1; }\n\t\tbody { background: #fff; border: 1px solid "
               b"#ccd0d4; color: #444; }\n\t</style>\n</head>\n<body id=\"error-page\">\n\t<div class=\"wp-die-message\">"
               b"<h1>Error establishing a database connection</h1></div></body>\n</html>\n")
VARNISH_GURU = (b'<!DOCTYPE html>\n<html>\n  <head>\n    <title>503 Backend fetch failed</title>\n  </head>\n  <body>\n'
                b'    <h1>Error 503 Backend fetch failed</h1>\n    <p>Backend fetch failed</p>\n    <h3>Guru Meditation:'
                b'</h3>\n    <p>XID: 98312477</p>\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n')
FASTLY_GURU = (b"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" "
               b"\"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\">\n<html>\n  <head>\n    <title>503 Backend is "
               b"unhealthy</title>\n  </head>\n  <body>\n    <h1>Error 503 Backend is unhealthy</h1>\n    <p>Backend is "
               b"unhealthy</p>\n    <h3>Guru Mediation:</h3>\n    <p>Details: cache-fra-eddf8230061-FRA 1733493720 "
               b"2746261342</p>\n    <hr>\n    <p>Varnish cache server</p>\n  </body>\n</html>\n")
WHITELABEL = ("<html><body><h1>Whitelabel Error Page</h1><p>This application has no explicit mapping for /error, so "
              "you are seeing this as a fallback.</p><div id='created'>Sat Dec 05 10:21:44 UTC 2026</div><div>There "
              "was an unexpected error (type={type}, status={status}).</div></body></html>")
LARAVEL_500 = _html("Server Error", '<div class="flex-center position-ref full-height"><div class="code">500</div>'
                    '<div class="message" style="padding: 10px;">Server Error</div></div>')
APACHE_503 = (b'<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>503 Service Unavailable</title>'
              b"\n</head><body>\n<h1>Service Unavailable</h1>\n<p>The server is temporarily unable to service your\n"
              b"request due to maintenance downtime or capacity\nproblems. Please try again later.</p>\n<hr>\n<address>"
              b"Apache/2.4.57 (Debian) Server at www.hostile.test Port 80</address>\n</body></html>\n")

ERROR_PAGES: dict[str, tuple[bytes, list[bytes], tuple[str, int, str | None]]] = {
    "nginx-50x-html": (NGINX_50X_HTML, [b"Server: nginx/1.24.0"], ("failed", 200, "HTTP_5XX")),
    "nginx-502": (NGINX_502, [b"Server: nginx/1.18.0 (Ubuntu)"], ("failed", 200, "HTTP_5XX")),
    "php-fatal": (PHP_FATAL, [b"X-Powered-By: PHP/8.1.2-1ubuntu2.14"], ("failed", 200, "HTTP_5XX")),
    "php-fatal-mid-page": (PHP_FATAL_MID, [b"X-Powered-By: PHP/7.4.33"], ("failed", 200, "HTTP_5XX")),
    "wp-critical-error-after-output": (WP_CRITICAL, [b"X-Powered-By: PHP/8.2.7"], ("failed", 200, "HTTP_5XX")),
    "wp-database-error": (WP_DB_ERROR, [b"X-Cache: HIT"], ("failed", 200, "HTTP_5XX")),
    "varnish-guru-meditation": (VARNISH_GURU, [b"Via: 1.1 varnish (Varnish/7.4)", b"X-Varnish: 98312477"],
                                ("failed", 200, "HTTP_5XX")),
    "fastly-guru-mediation": (FASTLY_GURU, [b"Via: 1.1 varnish", b"X-Served-By: cache-fra-eddf8230061-FRA",
                                            b"X-Cache: MISS"], ("failed", 200, "HTTP_5XX")),
    "spring-whitelabel-500": (WHITELABEL.format(type="Internal Server Error", status=500).encode(), [],
                              ("failed", 200, "HTTP_5XX")),
    "spring-whitelabel-404": (WHITELABEL.format(type="Not Found", status=404).encode(), [],
                              ("failed", 200, "PAGE_REMOVED")),
    "laravel-server-error": (LARAVEL_500, [b"X-Powered-By: PHP/8.3.1"], ("failed", 200, "HTTP_5XX")),
    "apache-503": (APACHE_503, [b"Server: Apache/2.4.57 (Debian)"], ("failed", 200, "HTTP_5XX")),
    # controls: pages about server errors, and pages that rendered with a PHP warning
    "blog-how-to-fix-502": (_html("502 Bad Gateway: what it means and how to fix it &#8211; Acme Hosting Blog",
                                  "<article><h1>502 Bad Gateway: what it means and how to fix it</h1>" + _ARTICLE
                                  + "</article>"), [], ("ok", 200, None)),
    "reference-500": (_html("500 Internal Server Error - HTTP | MDN",
                            "<main><h1>500 Internal Server Error</h1><p>The HyperText Transfer Protocol (HTTP) 500 "
                            "Internal Server Error server error response code indicates that the server encountered "
                            "an unexpected condition that prevented it from fulfilling the request.</p>" + _ARTICLE
                            + "</main>"), [], ("ok", 200, None)),
    "php-tutorial": (_html("Fixing &quot;Allowed memory size exhausted&quot; in PHP",
                           "<article><h1>Fixing PHP fatal errors</h1><p>You will see something like this:</p><pre>"
                           "&lt;b&gt;Fatal error&lt;/b&gt;:  Allowed memory size of 134217728 bytes exhausted in "
                           "&lt;b&gt;/var/www/index.php&lt;/b&gt; on line &lt;b&gt;12&lt;/b&gt;</pre><pre>Fatal error: "
                           "Uncaught Error: Call to undefined function mysql_connect() in /var/www/html/db.php:14"
                           "</pre>" + _ARTICLE + "</article><footer>&copy; 2026 Acme</footer>"),
                     [], ("ok", 200, None)),
    "status-page-incident": (_html("Acme Status", "<h1>Acme Status</h1><div class=\"incident\"><h2>Elevated 502 Bad "
                                   "Gateway errors on the API</h2><p>Resolved - This incident has been resolved.</p>"
                                   "</div><p>All Systems Operational</p>"), [], ("ok", 200, None)),
    "error-tracking-product": (_html("Error Tracking &amp; Monitoring | Acme",
                                     "<h1>Error tracking for every app</h1><p>See every exception, with the stack "
                                     "trace. Start free.</p><a href=\"/signup\">Sign up</a>"), [], ("ok", 200, None)),
    "php-warning-then-page": ((b"<br />\n<b>Warning</b>:  Undefined variable $lang in <b>/var/www/html/header.php"
                               b"</b> on line <b>7</b><br />\n") + _WP_HEAD.encode()
                              + b"<h2>Offene Stellen</h2><ul><li>Disponent (m/w/d)</li><li>Berufskraftfahrer (m/w/d)"
                              b"</li></ul></div></article></main></div></div></div></div></body></html>",
                              [b"X-Powered-By: PHP/8.1.2"], ("ok", 200, None)),
}


@pytest.mark.parametrize("name", sorted(ERROR_PAGES))
async def test_server_error_pages_answered_2xx(site: Any, cli: Any, name: str) -> None:
    body, headers, expected = ERROR_PAGES[name]
    site.pages["/karriere/"] = raw(b"200 OK", [b"Content-Type: text/html; charset=UTF-8", *headers], body)
    got = await cli(site, f"{BASE}/karriere/", within=WITHIN)
    assert triple(got) == expected, (name, got)
    assert got["bytes"] == len(body) and got["content_type"] == "text/html", got
    assert got["final_url"] == f"{BASE}/karriere/", got
    assert site.paths() == ["/robots.txt", "/karriere/"], site.paths()


# ------------------------------------------------------------------ 2. conditional requests answered wrong

ETAG = b'"5f3a-61c2b9e0a4f40"'
LM = b"Tue, 01 Dec 2026 08:00:00 GMT"


def _empty_200(*headers: bytes) -> bytes:
    return raw(b"200 OK", [b"Content-Type: text/html; charset=UTF-8", *headers], b"")


CONDITIONAL: dict[str, tuple[bytes, list[str], tuple[str, int | None, str | None], int]] = {
    # a script that meant 304 and wrote 200 (no body, the validator it was sent): the page did not change
    "200-empty-same-etag": (_empty_200(b"ETag: " + ETAG), ["--etag", ETAG.decode()], ("not_modified", 200, None), 0),
    "200-empty-same-last-modified": (_empty_200(b"Last-Modified: " + LM), ["--last-modified", LM.decode()],
                                     ("not_modified", 200, None), 0),
    # nginx weakens a tag it gzips: W/"x" is the same tag to If-None-Match (weak comparison)
    "200-empty-weakened-etag": (_empty_200(b"ETag: W/" + ETAG), ["--etag", ETAG.decode()],
                                ("not_modified", 200, None), 0),
    # an empty answer with another tag, or without a validator sent, is an empty page (round 7's reading)
    "200-empty-other-etag": (_empty_200(b'ETag: "5f3a-61c2b9e0a4f41"'), ["--etag", ETAG.decode()],
                             ("ok", 200, None), 0),
    "200-empty-unconditional": (_empty_200(b"ETag: " + ETAG), [], ("ok", 200, None), 0),
    "200-empty-older-last-modified": (_empty_200(b"Last-Modified: Mon, 30 Nov 2026 08:00:00 GMT"),
                                      ["--last-modified", LM.decode()], ("ok", 200, None), 0),
    # a 304 carrying the weak form of the strong tag sent, or a newer Last-Modified: the server's word
    "304-weakened-etag": (raw(b"304 Not Modified", [b"ETag: W/" + ETAG], length=False), ["--etag", ETAG.decode()],
                          ("not_modified", 304, None), 0),
    "304-new-last-modified": (raw(b"304 Not Modified", [b"Last-Modified: Wed, 02 Dec 2026 08:00:00 GMT"],
                                  length=False), ["--last-modified", LM.decode()], ("not_modified", 304, None), 0),
}


@pytest.mark.parametrize("name", sorted(CONDITIONAL))
async def test_conditional_answers_written_wrong(site: Any, cli: Any, name: str) -> None:
    answer, args, expected, n = CONDITIONAL[name]
    site.pages["/jobs"] = answer
    got = await cli(site, f"{BASE}/jobs", *args, within=WITHIN)
    assert triple(got) == expected, (name, got)
    assert got["bytes"] == n and got["final_url"] == f"{BASE}/jobs", got
    assert site.paths() == ["/robots.txt", "/jobs"], site.paths()


def _412_when_conditional(body: bytes) -> Any:
    """A server that answers 412 to a GET carrying a validator (RFC 9110 §13.1.2 says 304) and the page without."""
    async def h(reader: Any, writer: Any) -> bytes:
        _h, _p, hdrs = site_ref[0].requests[-1]
        if "if-none-match" in hdrs or "if-modified-since" in hdrs:
            return raw(b"412 Precondition Failed", [b"Content-Type: text/html", b"Connection: close"],
                       b"<html><body><h1>412 Precondition Failed</h1></body></html>")
        return raw(b"200 OK", [b"Content-Type: text/html; charset=utf-8", b"ETag: " + ETAG, b"Connection: close"], body)
    return h


site_ref: list[Any] = []


@pytest.mark.parametrize("validator", [["--etag", ETAG.decode()], ["--last-modified", LM.decode()]],
                         ids=["etag", "last-modified"])
async def test_412_to_a_conditional_get_asks_again_without_validators(site: Any, cli: Any, validator: list[str]) -> None:
    site_ref[:] = [site]
    site.pages["/jobs"] = _412_when_conditional(HTML)
    got = await cli(site, f"{BASE}/jobs", *validator, within=WITHIN)
    assert triple(got) == ("ok", 200, None), got
    assert got["bytes"] == len(HTML), got
    asked = [h for _host, p, h in site.requests if p == "/jobs"]
    assert len(asked) == 2, site.requests
    assert "if-none-match" not in asked[1] and "if-modified-since" not in asked[1], asked


async def test_412_everywhere_stays_the_answer(site: Any, cli: Any) -> None:
    site.pages["/jobs"] = raw(b"412 Precondition Failed", [b"Content-Type: text/plain"], b"precondition failed")
    got = await cli(site, f"{BASE}/jobs", "--etag", ETAG.decode(), within=WITHIN)
    assert triple(got) == ("failed", 412, "HTTP_4XX"), got
    assert site.paths() == ["/robots.txt", "/jobs", "/jobs"], site.paths()


# ------------------------------------------------------------------ 3. every outcome and failure class, once each


def _connect(site: Any) -> str:
    names = ["hostile.test", "*.hostile.test", "acme-corp.com", "www.acme-corp.com", "acme-group.com",
             "www.acme-group.com"]
    return ",".join(f"{n}={site.ip}:{site.port}" for n in names)


ALB_502 = (b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1>"
           b"</center>\r\n</body>\r\n</html>\r\n")
CF_CHALLENGE = (b'<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-'
                b'Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"></head><body>'
                b'<div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="'
                b'challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div>'
                b"<script>(function(){window._cf_chl_opt={cvId: '3',cZone: \"www.acme-corp.com\",cType: 'managed'};"
                b"var a = document.createElement('script');a.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page"
                b"/v1?ray=8ee1b7c1fd4a0e2c';document.getElementsByTagName('head')[0].appendChild(a);}());</script>"
                b"</body></html>")

CATALOGUE: dict[str, tuple[dict[Any, bytes | Any], str, list[str], dict[str, Any], list[str]]] = {
    # name: (pages, URL asked, extra args, expected fields, paths the server must have seen (None: any))
    "ok": ({"/careers": page(body=HTML)}, "http://www.acme-corp.com/careers", [],
           {"outcome": "ok", "status": 200, "failure_class": None, "final_url": "http://www.acme-corp.com/careers",
            "bytes": len(HTML), "content_type": "text/html"}, ["/robots.txt", "/careers"]),
    "not_modified": ({"/careers": raw(b"304 Not Modified", [b'ETag: "abc"', b"Content-Type: text/html"], length=False)},
                     "http://www.acme-corp.com/careers", ["--etag", '"abc"'],
                     {"outcome": "not_modified", "status": 304, "failure_class": None,
                      "final_url": "http://www.acme-corp.com/careers", "bytes": 0, "content_type": "text/html"},
                     ["/robots.txt", "/careers"]),
    # the company's careers moved to the group's site: the page is read there, and the sensor stops for repair
    "redirected": ({("www.acme-corp.com", "/careers"): raw(b"301 Moved Permanently",
                                                           [b"Location: http://www.acme-group.com/jobs"]),
                    ("www.acme-group.com", "/jobs"): page(body=HTML)},
                   "http://www.acme-corp.com/careers", [],
                   {"outcome": "redirected", "status": 200, "failure_class": None,
                    "final_url": "http://www.acme-group.com/jobs", "bytes": len(HTML), "content_type": "text/html"},
                   ["/robots.txt", "/careers", "/robots.txt", "/jobs"]),
    "skipped": ({"/robots.txt": raw(b"503 Service Unavailable", [b"Content-Type: text/html"], b"busy")},
                "http://www.acme-corp.com/careers", [],
                {"outcome": "skipped", "status": None, "failure_class": None, "final_url": None, "bytes": 0,
                 "content_type": None}, ["/robots.txt"]),
    "dns": ({}, "http://careers.acme-unknown.com/jobs", [],
            {"outcome": "failed", "status": None, "failure_class": "DNS",
             "final_url": "http://careers.acme-unknown.com/jobs", "bytes": 0, "content_type": None}, []),
    "timeout": ({"/careers": then_hang(b"", 20)}, "http://www.acme-corp.com/careers", [],
                {"outcome": "failed", "status": None, "failure_class": "TIMEOUT",
                 "final_url": "http://www.acme-corp.com/careers", "bytes": 0, "content_type": None},
                ["/robots.txt", "/careers"]),
    "http_4xx": ({"/careers": raw(b"403 Forbidden", [b"Server: nginx", b"Content-Type: text/html"],
                                  b"<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1>"
                                  b"</center><hr><center>nginx</center></body></html>")},
                 "http://www.acme-corp.com/careers", [],
                 {"outcome": "failed", "status": 403, "failure_class": "HTTP_4XX",
                  "final_url": "http://www.acme-corp.com/careers", "bytes": 132, "content_type": "text/html"},
                 ["/robots.txt", "/careers"]),
    "http_5xx": ({"/careers": raw(b"502 Bad Gateway", [b"Server: awselb/2.0", b"Content-Type: text/html"], ALB_502)},
                 "http://www.acme-corp.com/careers", [],
                 {"outcome": "failed", "status": 502, "failure_class": "HTTP_5XX",
                  "final_url": "http://www.acme-corp.com/careers", "bytes": len(ALB_502), "content_type": "text/html"},
                 ["/robots.txt", "/careers"]),
    "bot_challenge": ({"/careers": raw(b"403 Forbidden", [b"Server: cloudflare", b"cf-mitigated: challenge",
                                                          b"CF-RAY: 8ee1b7c1fd4a0e2c-FRA",
                                                          b"Content-Type: text/html; charset=UTF-8"], CF_CHALLENGE)},
                      "http://www.acme-corp.com/careers", [],
                      {"outcome": "failed", "status": 403, "failure_class": "BOT_CHALLENGE",
                       "final_url": "http://www.acme-corp.com/careers", "bytes": len(CF_CHALLENGE),
                       "content_type": "text/html"}, ["/robots.txt", "/careers"]),
    "redirect": ({"/careers": raw(b"302 Found", [b"Location: /careers/"]),
                  "/careers/": raw(b"302 Found", [b"Location: /careers"])},
                 "http://www.acme-corp.com/careers", [],
                 {"outcome": "failed", "status": None, "failure_class": "REDIRECT",
                  "final_url": "http://www.acme-corp.com/careers", "bytes": 0, "content_type": None},
                 ["/robots.txt", "/careers", "/careers/"]),
    "page_removed": ({"/careers/senior-engineer": raw(b"410 Gone", [b"Content-Type: text/html"], b"<h1>Gone</h1>")},
                     "http://www.acme-corp.com/careers/senior-engineer", [],
                     {"outcome": "failed", "status": 410, "failure_class": "PAGE_REMOVED",
                      "final_url": "http://www.acme-corp.com/careers/senior-engineer", "bytes": 13,
                      "content_type": "text/html"}, ["/robots.txt", "/careers/senior-engineer"]),
    "rate_limit": ({"/careers": raw(b"429 Too Many Requests", [b"Retry-After: 120", b"Content-Type: application/json"],
                                    b'{"message":"API rate limit exceeded"}')},
                   "http://www.acme-corp.com/careers", [],
                   {"outcome": "failed", "status": 429, "failure_class": "RATE_LIMIT",
                    "final_url": "http://www.acme-corp.com/careers", "bytes": 37, "content_type": "application/json"},
                   ["/robots.txt", "/careers"]),
    "robots": ({"/robots.txt": raw(b"200 OK", [b"Content-Type: text/plain"],
                                   b"User-agent: *\nDisallow: /careers\n")},
               "http://www.acme-corp.com/careers", [],
               {"outcome": "failed", "status": None, "failure_class": "ROBOTS",
                "final_url": "http://www.acme-corp.com/careers", "bytes": 0, "content_type": None}, ["/robots.txt"]),
    "too_large": ({"/careers": page(body=b"<html><body>" + b"<p>job</p>" * 500 + b"</body></html>")},
                  "http://www.acme-corp.com/careers", [],
                  {"outcome": "failed", "status": None, "failure_class": "TOO_LARGE",
                   "final_url": "http://www.acme-corp.com/careers", "bytes": 0, "content_type": None},
                  ["/robots.txt", "/careers"]),
    "unknown": ({"/careers": then_close(raw(b"200 OK", [b"Content-Type: text/html", b"Content-Length: 5000"],
                                            HTML, length=False))},
                "http://www.acme-corp.com/careers", [],
                {"outcome": "failed", "status": None, "failure_class": "UNKNOWN",
                 "final_url": "http://www.acme-corp.com/careers", "bytes": 0, "content_type": None},
                ["/robots.txt", "/careers"]),
}


@pytest.mark.parametrize("name", sorted(CATALOGUE))
async def test_every_outcome_and_class_through_json(site: Any, cli: Any, name: str) -> None:
    pages, url, args, expected, paths = CATALOGUE[name]
    site.pages.update(pages)
    extra = {"HTTP_MAX_BYTES": "2000"} if name == "too_large" else {}
    got = await cli(site, url, *args, within=WITHIN, connect_to=_connect(site), **extra)
    assert {k: got[k] for k in expected} == expected, (name, got)
    assert isinstance(got["elapsed_ms"], (int, float)) and got["elapsed_ms"] >= 0, got
    assert site.paths() == paths, site.paths()


async def test_blocked_destination_no_packet(site: Any, cli: Any, decoy: Any) -> None:
    # a careers page redirecting to an address of the fetcher's own network: refused before any connection
    site.pages["/careers"] = raw(b"302 Found", [f"Location: http://127.0.0.1:{decoy.port}/admin".encode()])
    got = await cli(site, "http://www.acme-corp.com/careers", within=WITHIN, connect_to=_connect(site))
    assert triple(got) == ("failed", None, "BLOCKED_DESTINATION"), got
    assert got["bytes"] == 0 and got["content_type"] is None, got
    assert site.paths() == ["/robots.txt", "/careers"], site.paths()


# ------------------------------------------------------------------ 4. URLs of 8 KB and more


async def test_a_9_kb_url_is_asked_as_written(site: Any, cli: Any) -> None:
    q = "&".join(f"facet{i}=value-{i:04d}" for i in range(540))
    url = f"{BASE}/search?{q}"
    assert len(url) > 9000
    site.pages["/search"] = page()
    got = await cli(site, url, within=WITHIN)
    assert triple(got) == ("ok", 200, None) and got["final_url"] == url, got
    assert site.paths()[-1] == f"/search?{q}"


async def test_a_414_for_a_long_url_is_a_client_error(site: Any, cli: Any) -> None:
    q = "x" * 10000
    site.pages["/search"] = raw(b"414 Request-URI Too Large", [b"Server: nginx", b"Content-Type: text/html"],
                                b"<html><head><title>414 Request-URI Too Large</title></head><body><center><h1>414 "
                                b"Request-URI Too Large</h1></center><hr><center>nginx</center></body></html>")
    got = await cli(site, f"{BASE}/search?q={q}", within=WITHIN)
    assert triple(got) == ("failed", 414, "HTTP_4XX"), got


# ------------------------------------------------------------------ 5. the same through the service: run-sensor ID

_n = itertools.count(1)


def _in_turn(*answers: bytes) -> Any:
    """A handler answering `answers` in turn (the last one again once they run out), then closing."""
    left = list(answers)

    async def h(reader: Any, writer: Any) -> bytes:
        return left.pop(0) if len(left) > 1 else left[0]
    return h


PAGE_V1 = page(b"ETag: " + ETAG, body=HTML)
SERVICE: dict[str, tuple[list[bytes], bool, tuple[str, int | None, str | None], int]] = {
    # name: (answers to /jobs in turn, the server refuses a validated GET with 412, second run's triple, requests
    # for /jobs in the second run)
    "412-to-the-stored-etag": ([PAGE_V1], True, ("ok", 200, None), 2),
    "200-empty-with-the-stored-etag": ([PAGE_V1, _empty_200(b"ETag: " + ETAG)], False, ("not_modified", 200, None),
                                       1),
    "nginx-502-page-on-200": ([PAGE_V1, raw(b"200 OK", [b"Content-Type: text/html", b"Server: nginx"], NGINX_502)],
                              False, ("failed", 200, "HTTP_5XX"), 1),
}


@pytest.mark.parametrize("name", sorted(SERVICE))
async def test_run_sensor_twice(site: Any, pool: Any, db_url: str, tmp_path: Any, monkeypatch: Any, capsys: Any,
                                name: str) -> None:
    answers, refuse_validated, expected, n_second = SERVICE[name]
    turn = _in_turn(*answers)

    async def jobs(reader: Any, writer: Any) -> bytes:
        hdrs = site.requests[-1][2]
        if refuse_validated and ("if-none-match" in hdrs or "if-modified-since" in hdrs):
            return raw(b"412 Precondition Failed", [b"Content-Type: text/html"], b"<h1>412 Precondition Failed</h1>")
        return await turn(reader, writer)

    site.pages["/jobs"] = jobs
    host = f"rt13-{next(_n)}-{id(_n) % 9973}.com"
    url = f"http://{host}/jobs"
    async with pool.acquire() as conn:
        cid = await conn.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $1) RETURNING company_id", host)
        sid = await conn.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain) VALUES ($1, 'careers', $2, $3) RETURNING sensor_id",
            cid, url, host)
    env = R.fetch_env(site, connect_to=f"*.com={site.ip}:{site.port}", DATABASE_URL=db_url, DATA_DIR=str(tmp_path),
                      POLITENESS_SPACING_S="0")
    runs = []
    for _ in range(2):
        rc, out, err, took = await R.run_main(monkeypatch, capsys, ["run-sensor", str(sid), "--json", "--force"], env)
        assert rc == 0 and "Traceback" not in err, (rc, out, err)
        assert took < 15, took
        runs.append(json.loads(out))
    first, second = runs
    assert triple(first) == ("ok", 200, None) and first["bytes"] == len(HTML), first
    assert (second["outcome"], second["status"], second["failure_class"]) == expected, (name, second["error"])
    asked = [h for _host, p, h in site.requests if p == "/jobs"]
    assert len(asked) == 1 + n_second, asked
    assert asked[1].get("if-none-match") == ETAG.decode(), asked  # the stored validator went out
    async with pool.acquire() as conn:
        changes = await conn.fetchval("SELECT count(*) FROM changes WHERE sensor_id = $1", sid)
    assert changes == 0, (name, changes)  # no page replaced by an error or by nothing, and back


# ------------------------------------------------------------------ 6. hosting and CDN answers as they are written

S3_DENIED = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message>'
             b"<RequestId>6QK1H0BZ9X5M7T2R</RequestId><HostId>Jx1b2Zk9n0mTq4uJ0z3pR8s5dG0o1Yc2wQeH7vL6aX9tB3kN5fM"
             b"=</HostId></Error>")
S3_NO_KEY = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does '
             b"not exist.</Message><Key>careers/index.html</Key><RequestId>8XW2C4P7Q1R5</RequestId></Error>")
GH_PAGES_404 = _html("Site not found &middot; GitHub Pages",
                     '<div class="container"><h1>404</h1><p><strong>There isn\'t a GitHub Pages site here.</strong></p>'
                     '<p>If you\'re trying to publish one, <a href="https://help.github.com/pages/">read the full '
                     "documentation</a> to learn how to set up <strong>GitHub Pages</strong> for your repository, "
                     "organization, or user account.</p></div>")
HEROKU_NO_APP = _html("Heroku | No such app", '<iframe src="//www.herokucdn.com/error-pages/no-such-app.html"></iframe>')
FASTLY_UNKNOWN = (b"<html><head><title>Fastly error: unknown domain www.acme-corp.com</title></head><body><p>Fastly "
                  b"error: unknown domain: www.acme-corp.com. Please check that this domain has been added to a "
                  b"service.</p><p>Details: cache-ams21058-AMS</p></body></html>")
CLOUDFRONT_504 = (b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd'
                  b'">\n<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">\n<TITLE>'
                  b"ERROR: The request could not be satisfied</TITLE>\n</HEAD><BODY>\n<H1>504 Gateway Timeout ERROR</H1>"
                  b"\n<H2>The request could not be satisfied.</H2>\n<HR noshade size=\"1px\">\nWe can't connect to the "
                  b"server for this app or website at this time. There might be too much traffic or a configuration "
                  b"error. Try again later, or contact the app or website owner.\n<BR clear=\"all\">\n<HR noshade "
                  b'size="1px">\n<PRE>\nGenerated by cloudfront (CloudFront)\nRequest ID: 3uRz0q8lJ6w0Dk1y0ZkVbB7c5A'
                  b"==\n</PRE>\n<ADDRESS>\n</ADDRESS>\n</BODY></HTML>")
AZURE_STOPPED = _html("Web App - Unavailable", '<div class="container"><h1>Error 403 - This web app is stopped.</h1>'
                      "<p>The web app you have attempted to reach is currently stopped and does not accept any "
                      "requests. Please try to reload the page or visit it again soon.</p></div>")
VERCEL_404 = (b"The page could not be found\n\nDEPLOYMENT_NOT_FOUND\n\nfra1::xk2vd-1733493720123-0a1b2c3d4e5f\n")
NETLIFY_404 = _html("Site not found", "<h1>Page not found</h1><p>Looks like you've followed a broken link or entered a "
                    "URL that doesn't exist on this site.</p><p>If this is your site, and you weren't expecting a 404 "
                    "for this path, please visit Netlify's <a href=\"https://answers.netlify.com/t/support-guide-i-ve-"
                    "deployed-my-site-but-i-still-see-page-not-found/125\">page not found support guide</a>.</p>")
BRANDED_50X = _html("Acme &#8211; We&rsquo;ll be right back",
                    '<img src="/static/logo.svg" alt="Acme"><h1>We&rsquo;ll be right back</h1><p>Our team is on it. '
                    'Follow <a href="https://status.acme-corp.com/">status.acme-corp.com</a> for updates.</p>')

HOSTING: dict[str, tuple[dict[Any, bytes], tuple[str, int | None, str | None], str]] = {
    # name: (pages, expected triple, final path)
    "s3-access-denied": ({"/careers": raw(b"403 Forbidden", [b"Server: AmazonS3", b"x-amz-request-id: 6QK1H0BZ9X5M7T2R",
                                                             b"Content-Type: application/xml"], S3_DENIED)},
                         ("failed", 403, "HTTP_4XX"), "/careers"),
    "s3-no-such-key": ({"/careers": raw(b"404 Not Found", [b"Server: AmazonS3", b"Content-Type: application/xml"],
                                        S3_NO_KEY)}, ("failed", 404, "PAGE_REMOVED"), "/careers"),
    "github-pages-404": ({"/careers": raw(b"404 Not Found", [b"Server: GitHub.com", b"Content-Type: text/html; "
                                                             b"charset=utf-8"], GH_PAGES_404)},
                         ("failed", 404, "PAGE_REMOVED"), "/careers"),
    "heroku-no-such-app": ({"/careers": raw(b"404 Not Found", [b"Server: heroku-router", b"Content-Type: text/html; "
                                                               b"charset=utf-8"], HEROKU_NO_APP)},
                           ("failed", 404, "PAGE_REMOVED"), "/careers"),
    "fastly-unknown-domain": ({"/careers": raw(b"500 Domain Not Found", [b"Server: Varnish", b"Retry-After: 0",
                                                                          b"Content-Type: text/html"], FASTLY_UNKNOWN)},
                              ("failed", 500, "HTTP_5XX"), "/careers"),
    "cloudfront-504": ({"/careers": raw(b"504 Gateway Timeout", [b"Server: CloudFront", b"X-Cache: Error from "
                                                                  b"cloudfront", b"Content-Type: text/html"],
                                        CLOUDFRONT_504)}, ("failed", 504, "HTTP_5XX"), "/careers"),
    "azure-web-app-stopped": ({"/careers": raw(b"403 Site Disabled", [b"Content-Type: text/html"], AZURE_STOPPED)},
                              ("failed", 403, "HTTP_4XX"), "/careers"),
    "vercel-deployment-not-found": ({"/careers": raw(b"404 Not Found", [b"Server: Vercel", b"X-Vercel-Error: "
                                                                        b"DEPLOYMENT_NOT_FOUND",
                                                                        b"Content-Type: text/plain; charset=utf-8"],
                                                     VERCEL_404)}, ("failed", 404, "PAGE_REMOVED"), "/careers"),
    "netlify-site-not-found": ({"/careers": raw(b"404 Not Found", [b"Server: Netlify", b"Content-Type: text/html; "
                                                                   b"charset=utf-8"], NETLIFY_404)},
                               ("failed", 404, "PAGE_REMOVED"), "/careers"),
    # a CDN serving its stale copy while the origin is down (stale-if-error): the page, as it was
    "fastly-stale-if-error": ({"/careers": page(b"Age: 86400", b'Warning: 110 - "Response is Stale"',
                                                b"Cache-Control: max-age=300, stale-if-error=604800",
                                                b"X-Cache: HIT, HIT", body=HTML)}, ("ok", 200, None), "/careers"),
    # nginx's `error_page 502 /50x.html` as a redirect to its (branded) error page: its name says what it is
    "redirect-to-50x-html": ({"/careers": raw(b"302 Moved Temporarily", [b"Server: nginx", b"Location: /50x.html"]),
                              "/50x.html": page(body=BRANDED_50X)}, ("failed", 200, "HTTP_5XX"), "/50x.html"),
    # an empty 200 with the tag sent, gzip'd or chunked: still no body
    "empty-gzip-same-etag": ({"/careers": raw(b"200 OK", [b"Content-Type: text/html", b"Content-Encoding: gzip",
                                                          b"ETag: " + ETAG], __import__("gzip").compress(b""))},
                             ("not_modified", 200, None), "/careers"),
    "empty-chunked-same-etag": ({"/careers": raw(b"200 OK", [b"Content-Type: text/html", b"Transfer-Encoding: chunked",
                                                             b"ETag: " + ETAG], b"0\r\n\r\n", length=False)},
                                ("not_modified", 200, None), "/careers"),
}


@pytest.mark.parametrize("name", sorted(HOSTING))
async def test_hosting_and_cdn_answers(site: Any, cli: Any, name: str) -> None:
    pages, expected, path = HOSTING[name]
    site.pages.update(pages)
    args = ["--etag", ETAG.decode()] if "etag" in name else []
    got = await cli(site, "http://www.acme-corp.com/careers", *args, within=WITHIN, connect_to=_connect(site))
    assert triple(got) == expected, (name, got)
    assert got["final_url"] == f"http://www.acme-corp.com{path}", got


# ------------------------------------------------------------------ 7. sign-in walls of hosted shops and identity providers

SHOPIFY_PASSWORD = _html("Acme Outdoor &ndash; Opening soon",
                         '<div class="password-page"><h1>Opening soon</h1><p>Be the first to know when we launch.</p>'
                         '<form method="post" action="/contact#contact_form" id="contact_form"><input type="hidden" '
                         'name="form_type" value="customer"><input type="email" name="contact[email]"><button>Notify me'
                         '</button></form><details><summary>Enter using password</summary><form method="post" action="'
                         '/password" id="login_form"><input type="hidden" name="form_type" value="storefront_password">'
                         '<input type="password" name="password" id="Password" autocomplete="current-password"><button>'
                         'Enter</button></form></details><p>Are you the store owner? <a href="/admin">Log in here</a>'
                         '</p></div>')
IDP_PAGE = _html("Sign in", '<div id="okta-sign-in"><form method="post" action="/idp/idx/identify"><input type="text" '
                 'name="identifier" autocomplete="username"><input type="password" name="credentials.passcode">'
                 '<button type="submit">Sign in</button></form></div>')
CF_ACCESS = (b"http://acme.cloudflareaccess.com/cdn-cgi/access/login/www.acme-corp.com?kid=0f3c9a1b2d4e5f60718293a4b5c6"
             b"d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4&redirect_url=%2Fdocs%2Fapi&meta=eyJraWQiOiIwZjNjOWExYjJkNGU1ZjYwIn0")
OKTA = (b"http://acme.okta.com/oauth2/v1/authorize?client_id=0oa1b2c3d4e5F6g7H8i9&redirect_uri=https%3A%2F%2Fwww.acme-"
        b"corp.com%2Fauthorization-code%2Fcallback&response_type=code&scope=openid%20profile&state=Zk3x9QpL2mVn8Rt")
AZURE_AD = (b"https://login.microsoftonline.com/5f1c2a3b-4d5e-6f70-8192-a3b4c5d6e7f8/oauth2/v2.0/authorize?client_id=3f2e"
            b"1d0c-9b8a-7654-3210-fedcba987654&redirect_uri=https%3A%2F%2Fwww.acme-corp.com%2F.auth%2Flogin%2Faad%2F"
            b"callback&response_type=code+id_token&response_mode=form_post&nonce=8c1e0f")

SIGN_IN_WALLS: dict[str, tuple[bytes, str, tuple[str, int | None, str | None]]] = {
    # name: (Location of /docs/api, the sign-in page's host served (http) or "" (its https refused), expected)
    "shopify-password-page": (b"/password", "", ("failed", 200, "HTTP_4XX")),
    "cloudflare-access": (CF_ACCESS, "acme.cloudflareaccess.com", ("failed", 200, "HTTP_4XX")),
    "cloudflare-access-https": (CF_ACCESS.replace(b"http://", b"https://"), "", ("failed", None, "HTTP_4XX")),
    "okta": (OKTA, "acme.okta.com", ("failed", 200, "HTTP_4XX")),
    "azure-ad-https": (AZURE_AD, "", ("failed", None, "HTTP_4XX")),
}


@pytest.mark.parametrize("name", sorted(SIGN_IN_WALLS))
async def test_sign_in_walls(site: Any, cli: Any, name: str) -> None:
    location, idp, expected = SIGN_IN_WALLS[name]
    site.pages[("www.acme-corp.com", "/docs/api")] = raw(b"302 Found", [b"Location: " + location])
    site.pages[("www.acme-corp.com", "/password")] = page(body=SHOPIFY_PASSWORD)
    if idp:
        site.pages[(idp, location.split(b"?")[0].split(idp.encode())[1].decode())] = page(body=IDP_PAGE)
    with socket.socket() as s:
        s.bind((R.IP, 0))
        closed = s.getsockname()[1]
    hosts = ["www.acme-corp.com", "acme.cloudflareaccess.com", "acme.okta.com", "login.microsoftonline.com"]
    connect_to = ",".join([f"{h}:80={site.ip}:{site.port}" for h in hosts] + [f"{h}:443={site.ip}:{closed}" for h in hosts])
    got = await cli(site, "http://www.acme-corp.com/docs/api", within=WITHIN, connect_to=connect_to)
    assert triple(got) == expected, (name, got)


async def test_an_error_page_on_200_is_judged_decoded(site: Any, cli: Any) -> None:
    # the same nginx page, gzip'd and chunked by the front proxy: judged as decoded
    gz = __import__("gzip").compress(NGINX_502)
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(gz[i:i + 40]), gz[i:i + 40]) for i in range(0, len(gz), 40)) + b"0\r\n\r\n"
    site.pages["/karriere/"] = raw(b"200 OK", [b"Content-Type: text/html", b"Content-Encoding: gzip",
                                              b"Transfer-Encoding: chunked", b"Vary: Accept-Encoding"], chunks,
                                   length=False)
    got = await cli(site, f"{BASE}/karriere/", within=WITHIN)
    assert triple(got) == ("failed", 200, "HTTP_5XX") and got["bytes"] == len(NGINX_502), got
