"""A page that answers 200 with the site's "page not found" (a soft 404: WordPress themes, Wix, HubSpot, SPAs that
render their 404 route with status 200) is PAGE_REMOVED, not the page: stored as the page, it read as the page's
content replaced (a false "major change") and the sensor never failed, so repair never looked for where it went.

The title decides: a phrase only a not-found page's title holds ("Page not found", "Seite nicht gefunden",
"ページが見つかりません") on any page; a word other titles hold too ("404", "Not found") only on a small page (less
than 3,000 characters of text). A big page titled "Error 404 handling" is a docs page; a feed or JSON is never
judged by a title."""
from __future__ import annotations

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response, soft_not_found

H = {"content-type": "text/html; charset=utf-8"}
NAV = (b'<header><nav><a href="/">Acme</a> <a href="/product">Product</a> <a href="/pricing">Pricing</a> '
       b'<a href="/careers">Careers</a> <a href="/blog">Blog</a></nav></header>')
PROSE = b"<p>" + b"Our API answers every request with a status code and a JSON body that explains what went wrong. " * 60 + b"</p>"


def page(title: str, main: bytes = b"<h1>Oops</h1><p>We looked everywhere.</p>", tag: bytes = b"title") -> bytes:
    return (b"<!DOCTYPE html><html><head><meta charset='utf-8'><" + tag + b">" + title.encode() + b"</" + tag + b">"
            b"</head><body>" + NAV + b"<main>" + main + b"</main><footer>&copy; 2025 Acme Inc.</footer></body></html>")


@pytest.mark.parametrize("body", [
    page("Page not found | Acme"),
    page("Page Not Found &#8211; Acme"),
    page("Oops! That page can&rsquo;t be found. &#8211; Acme Blog"),
    page("404 Not Found"),
    page("404", b"<h1>404</h1><p>Sorry, we couldn't find that page.</p><a href='/'>Back home</a>"),
    page("Not Found"),
    page("Error 404 - Acme"),
    page("Seite nicht gefunden – Acme GmbH"),
    page("Page introuvable | Acme"),
    page("Página no encontrada - Acme"),
    page("ページが見つかりません | アクメ株式会社"),
    page("Nothing found for &ldquo;careers&rdquo;"),
    page("This job is no longer available | Acme Careers"),
    page("PAGE NOT FOUND", tag=b"TITLE"),
    # a plain phrase on a big page (a WordPress 404 with a sidebar of recent posts)
    page("Page not found – Acme", b"<h1>Nothing here</h1>" + PROSE),
])
def test_soft_404(body: bytes) -> None:
    assert soft_not_found(H, body)
    c = classify_response(200, H, body, final_url="https://acme.com/careers", sensor_domain="acme.com",
                          requested_url="https://acme.com/careers")
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED), c
    assert "not found" in (c.error or "")


@pytest.mark.parametrize("body", [
    page("Careers at Acme", b"<h1>Join us</h1><p>Open roles below.</p>"),
    page("Error 404 handling | Acme API docs", b"<h1>Errors</h1>" + PROSE),
    page("Peugeot 404: a review of the classic saloon", b"<h1>The 404</h1>" + PROSE),
    page("Not found: why search failed us, and what we built instead", b"<h1>Search</h1>" + PROSE),
    b"<html><body><h1>Page not found</h1><p>no title at all: the body's words are not judged</p></body></html>",
])
def test_pages(body: bytes) -> None:
    assert not soft_not_found(H, body)
    c = classify_response(200, H, body, final_url="https://acme.com/docs/errors", sensor_domain="acme.com",
                          requested_url="https://acme.com/docs/errors")
    assert c.outcome == FetchOutcome.OK, c


def test_only_html_is_judged_by_its_title() -> None:
    body = page("Page not found")
    assert not soft_not_found({"content-type": "application/rss+xml"}, body)
    assert not soft_not_found({"content-type": "application/json"}, b'{"title": "<title>Page not found</title>"}')
    assert soft_not_found({}, body)  # no Content-Type: the markup says HTML


def test_only_a_2xx() -> None:
    c = classify_response(404, H, page("Page not found"), final_url="https://acme.com/x", sensor_domain="acme.com")
    assert c.failure_class == FailureClass.PAGE_REMOVED and c.error == "HTTP 404"
    c = classify_response(304, {}, b"", final_url="https://acme.com/x", sensor_domain="acme.com")
    assert c.outcome == FetchOutcome.NOT_MODIFIED


# A 404 inside a longer number, word or hash is not the status: a careers page on jobs.4043680311.example (CI
# failed on such a random test host, 2026-12-07), a product "X4040", a room number, a commit hash, a version.
SMALL = b"<h1>Join us</h1><p>Three open roles.</p>"


@pytest.mark.parametrize("title", [
    "Careers | jobs.4043680311.example", "Careers | jobs.edfa12e404.example", "Careers | jobs.b4048bc9db.example",
    "Model X4040 | Acme", "Room 1404 – Acme Hotels", "Build a404f9c1 | Acme CI", "Release 4.0.4 | Acme",
    "Pricing | 404404.io",
])
def test_a_404_inside_a_longer_token_is_not_the_status(title: str) -> None:
    body = page(title, SMALL)
    assert not soft_not_found(H, body), title
    c = classify_response(200, H, body, final_url="https://acme.com/careers", sensor_domain="acme.com",
                          requested_url="https://acme.com/careers")
    assert c.outcome == FetchOutcome.OK, (title, c)


@pytest.mark.parametrize("title", ["Error404 | Acme", "HTTP404", "404page", "err_404 - Acme", "Oops! 404",
                                   "Fehler 404", "(404)", "404!", "Erreur 404 – Acme"])
def test_a_404_written_against_its_words_is_the_status(title: str) -> None:
    assert soft_not_found(H, page(title, SMALL)), title
