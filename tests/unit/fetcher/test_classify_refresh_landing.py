"""An instant refresh (a meta refresh or Refresh header of no delay, or a stub page whose only script navigates) to
another page of the same site is judged as a redirect there would be: to the sign-in page → a login wall
(HTTP_4XX); to the not-found page, the home page → PAGE_REMOVED; to the maintenance page → HTTP_5XX. To an
ordinary page of the site → REDIRECT (a redirect written as a page: the stub is not the page, and repair follows the
refresh); with a delay, or to itself, the page is the page. A script that builds its URL at run time (`"/" + lang +
"/"`) names no URL: its first literal is not where it goes."""
from __future__ import annotations

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response, script_stub_target

H = {"content-type": "text/html; charset=utf-8"}
URL = "https://acme.com/team"


def meta(target: str, delay: int = 0) -> bytes:
    return (f'<!DOCTYPE html><html><head><title>Acme</title><meta http-equiv="refresh" content="{delay}; url={target}">'
            f'</head><body><p>Redirecting…</p></body></html>').encode()


@pytest.mark.parametrize(("body", "headers", "fc"), [
    (meta("/login"), H, FailureClass.HTTP_4XX),
    (meta("/users/sign_in?return_to=%2Fteam"), H, FailureClass.HTTP_4XX),
    (meta("https://acme.com/wp-login.php?redirect_to=%2Fteam"), H, FailureClass.HTTP_4XX),
    (meta("/404.html"), H, FailureClass.PAGE_REMOVED),
    (meta("/"), H, FailureClass.PAGE_REMOVED),
    (meta("https://www.acme.com/en/"), H, FailureClass.PAGE_REMOVED),
    (meta("/maintenance.html"), H, FailureClass.HTTP_5XX),
    (b"<html><body></body></html>", {**H, "refresh": "0; url=/login"}, FailureClass.HTTP_4XX),
    (b'<html><head><script>window.location.replace("/signin");</script></head><body></body></html>', H,
     FailureClass.HTTP_4XX),
])
def test_refreshed_to_a_page_that_says_it_is_not_the_page(body: bytes, headers: dict[str, str], fc: FailureClass) -> None:
    c = classify_response(200, headers, body, final_url=URL, sensor_domain="acme.com", requested_url=URL)
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, fc), c
    assert "refreshed to" in (c.error or "")


@pytest.mark.parametrize(("body", "url", "target"), [
    (meta("/company/team"), URL, "https://acme.com/company/team"),  # an ordinary page of the site
    (meta("/en/"), "https://acme.com/", "https://acme.com/en/"),  # the front page to its language's
    (meta("/login"), "https://acme.com/signin", "https://acme.com/login"),  # a sign-in page to another
    (meta("/about#team"), URL, "https://acme.com/about#team"),  # an anchor of another page: repair judges it
    (meta("/#team"), URL, "https://acme.com/#team"),  # (the front page's anchor: not judged as the front page)
    (meta("https://www.acme.com/team"), URL, "https://www.acme.com/team"),  # the same path on another host
    (meta("https://acme.com/team"), "http://acme.com/team", "https://acme.com/team"),  # … or scheme
    (b'<html><head><script>window.location.href="/en/careers";</script></head><body></body></html>', URL,
     "https://acme.com/en/careers"),
])
def test_refreshed_to_another_page_of_the_site(body: bytes, url: str, target: str) -> None:
    c = classify_response(200, H, body, final_url=url, sensor_domain="acme.com", requested_url=url)
    assert (c.outcome, c.failure_class, c.redirect_url) == (FetchOutcome.FAILED, FailureClass.REDIRECT, target), c


@pytest.mark.parametrize(("body", "url"), [
    (meta("/login", delay=300), URL),  # a session timeout's refresh, minutes away
    (meta("/", delay=0), "https://acme.com/"),  # the front page refreshing to itself
    (meta("/team/?lang=en"), URL),  # the same page
    (meta("/team#jobs"), URL),
])
def test_pages(body: bytes, url: str) -> None:
    c = classify_response(200, H, body, final_url=url, sensor_domain="acme.com", requested_url=url)
    assert c.outcome == FetchOutcome.OK, c


def test_a_url_built_at_run_time_is_no_target() -> None:
    body = (b'<html><head><script>var l=(navigator.language||"en").slice(0,2);location.href="/"+l+"/";</script></head>'
            b'<body></body></html>')
    assert script_stub_target(body, "https://acme.com/") is None
    c = classify_response(200, H, body, final_url="https://acme.com/splash", sensor_domain="acme.com",
                          requested_url="https://acme.com/splash")
    assert c.outcome == FetchOutcome.OK, c
    body2 = b'<html><head><script>location.href = "/en/" ;</script></head><body></body></html>'
    assert script_stub_target(body2, "https://acme.com/") == "https://acme.com/en/"


def test_a_206_nobody_asked_for_is_not_the_page() -> None:
    c = classify_response(206, {**H, "content-range": "bytes 0-1023/88000"}, b"<html><head><title>Acme", final_url=URL,
                          sensor_domain="acme.com", requested_url=URL)
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.UNKNOWN) and "206" in (c.error or "")
