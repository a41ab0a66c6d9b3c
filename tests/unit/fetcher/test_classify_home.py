"""A page the site sends to its home page is a soft 404 (PAGE_REMOVED), as search engines read it: a page that
moved is sent to its new address, not to the front door. Stored as the page, the home page would read as the
careers page's content replaced (a false "major change"), and the sensor would never fail, so repair would never
look for where the page went.

The front page: `/`, a language's own (`/en/`, `/de-de/`), `/index.html`, `/home`, with no query that may name a
page (`/?page_id=42` is a WordPress page; `/?utm_source=…`, `/?error=true`, `/?lang=de` are the home page).
The site's: the same host with or without `www.`, or the registrable domain's own (a retired subdomain's pages sent
to the main site). Not: another subdomain's root (`/careers` → `careers.acme.com/` is the careers site), a sensor
that watches a front page itself (`/en` → `/en/`, `/index.php` → `/`), another site (the fetcher's `redirected`)."""
from __future__ import annotations

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response, redirect_landing

H = {"content-type": "text/html; charset=utf-8"}
HOME = (b"<!DOCTYPE html><html><head><title>Acme - payroll for teams</title></head><body><nav><a href='/'>Acme</a>"
        b"<a href='/pricing'>Pricing</a><a href='/careers'>Careers</a><a href='/blog'>Blog</a></nav><main><h1>Payroll "
        b"that runs itself</h1><p>" + b"Pay your team in 40 countries, file taxes and stay compliant. " * 20
        + b"</p></main></body></html>")


@pytest.mark.parametrize(("asked", "final"), [
    ("https://acme.com/careers", "https://acme.com/"),
    ("https://acme.com/careers/", "https://www.acme.com/"),
    ("https://www.acme.com/blog/2019/old-post", "https://acme.com/"),
    ("https://acme.com/en/team", "https://acme.com/en/"),
    ("https://acme.com/karriere", "https://acme.com/de-de/"),
    ("https://acme.com/pricing", "https://acme.com/index.html"),
    ("https://acme.com/legal/privacy", "https://acme.com/home"),
    ("https://acme.com/feed/", "https://acme.com/?utm_source=feed&utm_medium=redirect"),
    ("https://acme.com/jobs/123", "https://acme.com/?error=notfound"),
    ("https://acme.com/news", "https://acme.com/?lang=de"),
    ("https://blog.acme.com/post/7", "https://acme.com/"),  # the blog subdomain retired to the main site
    ("https://acme.co.uk/about/team", "https://www.acme.co.uk/"),
])
def test_sent_to_the_home_page_is_a_soft_404(asked: str, final: str) -> None:
    assert redirect_landing(asked, final) == (FailureClass.PAGE_REMOVED, "the home page")
    c = classify_response(200, H, HOME, final_url=final, sensor_domain="acme.com" if "co.uk" not in asked else "acme.co.uk",
                          requested_url=asked)
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.PAGE_REMOVED), c
    assert "home page" in (c.error or "")


@pytest.mark.parametrize(("asked", "final"), [
    ("https://acme.com/", "https://www.acme.com/"),  # the home page's own canonical host
    ("http://acme.com/", "https://acme.com/en/"),  # the home page in the visitor's language
    ("https://acme.com/en", "https://acme.com/en/"),
    ("https://acme.com/index.php", "https://acme.com/"),
    ("https://acme.com/home", "https://acme.com/"),
    ("https://acme.com/?lang=en", "https://acme.com/en/"),
    ("https://acme.com/team", "https://acme.com/?page_id=42"),  # WordPress without pretty permalinks: a page
    ("https://acme.com/news", "https://acme.com/?p=7"),
    ("https://acme.com/careers", "https://careers.acme.com/"),  # the careers site of its own
    ("https://acme.com/blog", "https://blog.acme.com/"),
    ("https://acme.com/careers", "https://acme.com/company/careers/"),  # an ordinary move
    ("https://acme.com/careers", "https://acme.com/careers"),
])
def test_not_a_soft_404(asked: str, final: str) -> None:
    assert redirect_landing(asked, final) is None
    c = classify_response(200, H, HOME, final_url=final, sensor_domain="acme.com", requested_url=asked)
    assert c.outcome == FetchOutcome.OK, c


def test_another_sites_home_page_is_a_move_not_a_soft_404() -> None:
    # a rebrand sends every old URL to the new domain's home page: `redirected` (repair judges where the page went)
    c = classify_response(200, H, HOME, final_url="https://acme-payroll.io/", sensor_domain="acme.com",
                          requested_url="https://acme.com/careers")
    assert c.outcome == FetchOutcome.REDIRECTED and c.redirect_url == "https://acme-payroll.io/"


def test_without_the_requested_url_or_on_an_error_status() -> None:
    assert classify_response(200, H, HOME, final_url="https://acme.com/", sensor_domain="acme.com").outcome == FetchOutcome.OK
    c = classify_response(503, H, HOME, final_url="https://acme.com/", sensor_domain="acme.com",
                          requested_url="https://acme.com/careers")
    assert c.failure_class == FailureClass.HTTP_5XX
