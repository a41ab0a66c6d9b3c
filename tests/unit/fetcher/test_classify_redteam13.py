"""Red team, round 13 (fetcher, pure): the rules behind tests/integration/test_fetch_redteam13.py — a 2xx that is a
server's own error page (classify.server_error_page), a 200 without a body carrying the validator sent
(classify.same_validator → not_modified), an identity provider's sign-in host (classify.sign_on_host) — with more
shapes and the controls that keep them narrow. Written after the fixes, except the default 500 titles of Django,
Tomcat and Rails (3 wrong at first) and the providers' own public sites (4 wrong at first: the first sign_on_host
counted every host of okta.com, auth0.com, onelogin.com)."""
from __future__ import annotations

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response, page_title, same_validator, server_error_page

H = {"content-type": "text/html; charset=utf-8"}
ARTICLE = "".join(f"<p>Section {i}: upstream servers, proxies and timeouts explained at length for operators.</p>"
                  for i in range(40))


def _page(title: str, body: str) -> bytes:
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>".encode()


ERRORS: dict[str, tuple[bytes, FailureClass | None]] = {
    "nginx-504": (_page("504 Gateway Time-out", "<center><h1>504 Gateway Time-out</h1></center><hr><center>nginx"
                                                "</center>"), FailureClass.HTTP_5XX),
    "nginx-503-temporarily": (_page("503 Service Temporarily Unavailable", "<center><h1>503 Service Temporarily "
                                    "Unavailable</h1></center>"), FailureClass.HTTP_5XX),
    "iis-service-unavailable": (_page("Service Unavailable", "<h2>Service Unavailable</h2><hr><p>HTTP Error 503. "
                                      "The service is unavailable.</p>"), FailureClass.HTTP_5XX),
    "heroku-application-error": (_page("Application Error", '<iframe src="//www.herokucdn.com/error-pages/'
                                       'application-error.html"></iframe>'), FailureClass.HTTP_5XX),
    "aspnet-runtime-error": (_page("Runtime Error", "<h1>Server Error in '/' Application.</h1><h2><i>Runtime Error"
                                   "</i></h2>"), FailureClass.HTTP_5XX),
    "oops-something-went-wrong": (_page("Oops!", "<h1>Oops!</h1><p>Something went wrong on our end. Please try "
                                        "again later.</p>"), FailureClass.HTTP_5XX),
    "php-parse-error": (b"<br />\n<b>Parse error</b>:  syntax error, unexpected token &quot;}&quot; in <b>/srv/www/"
                        b"index.php</b> on line <b>88</b><br />\n", FailureClass.HTTP_5XX),
    "php-fatal-after-a-long-page": (_page("Jobs", ARTICLE * 10)[:-14] + b"<br />\n<b>Fatal error</b>:  Maximum "
                                    b"execution time of 30 seconds exceeded in <b>/var/www/jobs.php</b> on line "
                                    b"<b>211</b><br />\n", FailureClass.HTTP_5XX),
    "whitelabel-403": (b"<html><body><h1>Whitelabel Error Page</h1><p>This application has no explicit mapping for "
                       b"/error, so you are seeing this as a fallback.</p><div>There was an unexpected error (type="
                       b"Forbidden, status=403).</div></body></html>", FailureClass.HTTP_4XX),
    # the default 500 pages of frameworks and application servers, served 200 by a proxy's `error_page ... =200`
    "django-500": (_page("Server Error (500)", "<h1>Server Error (500)</h1><p></p>"), FailureClass.HTTP_5XX),
    "tomcat-500": (_page("HTTP Status 500 – Internal Server Error", "<h1>HTTP Status 500 – Internal Server Error</h1>"
                         "<hr class=\"line\" /><h3>Apache Tomcat/10.1.16</h3>"), FailureClass.HTTP_5XX),
    "jetty-500": (_page("Error 500 Server Error", "<h2>HTTP ERROR 500 Server Error</h2><table><tr><th>URI:</th>"
                        "<td>/jobs</td></tr></table><hr/><a href=\"https://eclipse.org/jetty\">Powered by Jetty:// "
                        "11.0.18</a>"), FailureClass.HTTP_5XX),
    "rails-500": (_page("We&#39;re sorry, but something went wrong (500)",
                        "<div class=\"dialog\"><div><h1>We're sorry, but something went wrong.</h1></div><p>If you "
                        "are the application owner check the logs for more information.</p></div>"),
                  FailureClass.HTTP_5XX),
    "nextjs-500": (_page("500: Internal Server Error", "<div><h1 class=\"next-error-h1\">500</h1><div><h2>Internal "
                         "Server Error<!-- -->.</h2></div></div>"), FailureClass.HTTP_5XX),
    "gunicorn-500": (b"<html>\n  <head>\n    <title>Internal Server Error</title>\n  </head>\n  <body>\n    <h1><p>"
                     b"Internal Server Error</p></h1>\n    \n  </body>\n</html>\n", FailureClass.HTTP_5XX),
    # controls
    "rails-article": (_page("We're sorry, but something went wrong: debugging Rails 500s", ARTICLE), None),
    "error-title-not-found-text": (_page("Error", "<h1>Error</h1><p>The page you requested does not exist.</p>"),
                                   None),
    "error-title-big-page": (_page("Error", "<p>An error occurred.</p>" + ARTICLE), None),
    "bad-gateway-article": (_page("Bad Gateway", ARTICLE), None),
    "server-error-monitoring": (_page("Server Error Monitoring | Acme", "<p>Catch every 500.</p>"), None),
    "php-warning-at-the-end": (_page("Jobs", ARTICLE)[:-14] + b"<br />\n<b>Warning</b>:  Undefined array key "
                               b"&quot;utm&quot; in <b>/var/www/footer.php</b> on line <b>3</b><br />\n", None),
    "wp-die-quoted-in-an-article": (_page("Customising wp_die()", "<pre>&lt;div class=&quot;wp-die-message&quot;"
                                          "&gt;</pre>" + ARTICLE), None),
    "ordinary-page": (_page("Careers | Acme", ARTICLE), None),
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_server_error_page(name: str) -> None:
    body, expected = ERRORS[name]
    got = server_error_page(H, body, title=page_title(H, body))
    assert (got[0] if got else None) == expected, (name, got)
    c = classify_response(200, H, body, final_url="https://acme.test/jobs", sensor_domain="acme.test",
                          requested_url="https://acme.test/jobs")
    assert c.failure_class == expected, (name, c)


def test_a_redirect_to_nginx_50x_page_is_a_server_error() -> None:
    from changewire_fetcher.classify import redirect_landing

    assert redirect_landing("https://acme.test/careers", "https://acme.test/50x.html") == (
        FailureClass.HTTP_5XX, "the error or maintenance page")
    assert redirect_landing("https://acme.test/careers", "https://acme.test/products/50x.html") is None


def test_a_fatal_error_in_a_json_answer_is_left_to_the_differ() -> None:
    body = b"<br />\n<b>Fatal error</b>:  Uncaught PDOException in <b>/srv/api.php</b> on line <b>9</b><br />\n"
    assert server_error_page({"content-type": "application/json"}, body) is None


VALIDATORS = [
    ({"etag": '"a1"'}, '"a1"', None, True),
    ({"etag": 'W/"a1"'}, '"a1"', None, True),
    ({"etag": '"a1"'}, 'W/"a1"', None, True),
    ({"etag": '"a2"'}, '"a0", "a2"', None, True),
    ({"etag": '"a2"'}, '"a1"', None, False),
    ({"last-modified": "Tue, 01 Dec 2026 08:00:00 GMT"}, None, "Tue, 01 Dec 2026 08:00:00 GMT", True),
    ({"last-modified": "Tuesday, 01-Dec-26 08:00:00 GMT"}, None, "Tue, 01 Dec 2026 08:00:00 GMT", True),
    ({"last-modified": "Mon, 30 Nov 2026 08:00:00 GMT"}, None, "Tue, 01 Dec 2026 08:00:00 GMT", False),
    ({"last-modified": "yesterday"}, None, "Tue, 01 Dec 2026 08:00:00 GMT", False),
    ({}, '"a1"', "Tue, 01 Dec 2026 08:00:00 GMT", False),
]


@pytest.mark.parametrize(("headers", "etag", "lm", "expected"), VALIDATORS)
def test_same_validator(headers: dict[str, str], etag: str | None, lm: str | None, expected: bool) -> None:
    assert same_validator(headers, etag, lm) is expected


@pytest.mark.parametrize(("status", "body", "sent", "expected"), [
    (200, b"", '"a1"', FetchOutcome.NOT_MODIFIED),
    (200, b"", None, FetchOutcome.OK),          # nothing was sent: an empty page
    (204, b"", '"a1"', FetchOutcome.OK),        # No Content is what the server meant to say
    (200, b"<p>the page</p>", '"a1"', FetchOutcome.OK),  # the page itself, with its unchanged tag (round 11)
])
def test_an_empty_200_with_the_tag_sent(status: int, body: bytes, sent: str | None, expected: FetchOutcome) -> None:
    c = classify_response(status, {"etag": '"a1"', "content-type": "text/html"}, body,
                          final_url="https://acme.test/jobs", sensor_domain="acme.test", conditional=sent is not None,
                          sent_etag=sent)
    assert c.outcome == expected, c


@pytest.mark.parametrize(("url", "expected"), [
    ("https://acme.cloudflareaccess.com/cdn-cgi/access/login/docs.acme.com?redirect_url=%2F", True),
    ("https://acme.okta.com/oauth2/v1/authorize?client_id=x", True),
    ("https://acme.oktapreview.com/login/login.htm", True),
    ("https://dev-8k2x1q.us.auth0.com/u/login?state=abc", True),
    ("https://acme.onelogin.com/login2/?return=x", True),
    ("https://login.microsoftonline.com/common/oauth2/v2.0/authorize", True),
    ("https://accounts.google.com/ServiceLogin?continue=https://sites.google.com/acme.com/intranet", True),
    # the identity companies' own public sites are pages (Auth0's careers moved to okta.com)
    ("https://www.okta.com/company/careers/", False),
    ("https://okta.com/company/careers/", False),
    ("https://auth0.com/blog/", False),
    ("https://www.onelogin.com/", False),
    ("https://www.google.com/about/careers/", False),
    ("https://sites.google.com/acme.com/careers", False),
])
def test_sign_on_host(url: str, expected: bool) -> None:
    from changewire_fetcher.classify import sign_on_host

    assert sign_on_host(url) is expected
