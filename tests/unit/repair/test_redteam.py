"""Red-team regressions of repair's pure pieces: a front page is no migration target for a careers or
pricing sensor; a bot challenge is recognised (and never taken for a page)."""
from __future__ import annotations

import pytest

from changewire_repair.decide import Migrate, Probe, Review, bot_challenge, decide, is_front_page
from changewire_repair.identity import Identity

SAME = Identity(distance=3, ratio=0.93, score=0.93, match=True, words=300)


@pytest.mark.parametrize("url, homes, expected", [
    ("https://acme.test/", (), True),
    ("https://www.acme.com/", (), True),
    ("https://acme.com/en/", (), True),
    ("https://acme.com/de-de", (), True),
    ("https://acme.com/index.html", (), True),
    ("https://www.acme.co.uk/", (), True),
    ("https://shop.acme.com/", ("https://shop.acme.com/pricing",), True),
    ("https://jobs.acme.com/", (), False),
    ("https://jobs.acme.test/", (), False),
    ("https://acme.recruitee.com/", (), False),
    ("https://acme.com/careers", (), False),
    ("https://acme.com/hr/", (), False),
    ("https://acme.com/ir", (), False),
    ("https://acme.com/?page=careers", (), False),
])
def test_front_pages(url: str, homes: tuple[str, ...], expected: bool) -> None:
    assert is_front_page(url, homes) is expected


def test_a_redirect_to_the_front_page_is_no_move_even_when_it_quotes_the_content() -> None:
    retry = Probe("https://acme.test/careers", "retry", final_url="https://acme.test/", status=200, identity=SAME)
    d = decide("https://acme.test/careers", retry, [], has_reference=True, surface="careers",
               homes=("https://acme.test/",))
    assert isinstance(d, Review)
    # a homepage sensor may move to another front page; a subdomain's root is a real page of its own
    d = decide("https://acme.test/", Probe("https://acme.test/", "retry", final_url="https://acme.example/",
                                           status=200, identity=SAME), [], has_reference=True, surface="homepage")
    assert isinstance(d, Migrate)
    jobs = Probe("https://jobs.acme.test/", "nav", status=200, identity=SAME)
    d = decide("https://acme.test/careers", Probe("https://acme.test/careers", "retry", status=404), [jobs],
               has_reference=True, surface="careers", homes=("https://acme.test/",))
    assert isinstance(d, Migrate) and d.url == "https://jobs.acme.test/"


CF = ("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id='challenge-running'>"
      "Checking if the site connection is secure</div><script>window._cf_chl_opt={cvId:'3'};</script></body></html>")


@pytest.mark.parametrize("status, headers, body, expected", [
    (403, {"cf-mitigated": "challenge"}, "", True),
    (202, {"X-Amzn-Waf-Action": "captcha"}, "", True),
    (403, {"Server": "cloudflare"}, CF, True),
    (200, {"Content-Type": "text/html"}, CF, True),
    (503, {}, "<html><head><title>Attention Required! | Cloudflare</title></head><body></body></html>", True),
    (403, {"Server": "datadome"}, "", True),
    (404, {}, CF, False),
    (200, {"Content-Type": "application/json"}, '{"title": "Just a moment"}', False),
    (503, {}, "<h1>Service unavailable</h1>", False),
    (200, {}, "<html><head><title>Careers</title></head><body>" + "<a href='/x'>x</a>" * 20
     + "<p>We quote: verify you are human, window._cf_chl_opt</p></body></html>", False),
    (200, {}, "<html><head><title>Careers</title></head><body><p>" + "word " * 20000 + "cf_chl_</p></body></html>",
     False),
])
def test_bot_challenges(status: int, headers: dict[str, str], body: str, expected: bool) -> None:
    assert bot_challenge(status, headers, body.encode()) is expected
