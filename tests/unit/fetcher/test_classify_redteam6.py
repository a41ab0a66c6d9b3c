"""Sixth hostile-server round, the fetcher's pure parts (tests/integration/test_fetch_redteam6.py has the
servers): login walls reached by a redirect, soft 404s by redirect to a not-found page, an empty page that is
only a bot-defence vendor's script."""
from __future__ import annotations

import pytest

from changewire_common.challenge import detect_challenge
from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_response, login_wall, rate_limit_spent, redirect_removed

H = {"content-type": "text/html"}
LOGIN = (b'<html><title>Sign in</title><form method="post"><input type="text" name="username"><input type="password"'
         b' name="password"><button>Log in</button></form></html>')
ID_FIRST = (b'<html><title>Welcome</title><form method="post"><input type="email" name="username"><button>Continue'
            b'</button></form><a href="/signup">Sign up</a></html>')
NEWSLETTER = (b'<html><nav><a href="/">Home</a> <a href="/blog/">Blog</a> <a href="/about/">About</a> <a href="/jobs/">'
              b'Jobs</a></nav><h1>Newsletter</h1><p>' + b"Product news once a month. " * 20 +
              b'</p><form action="/subscribe"><input type="email" name="email"><button>Subscribe</button></form></html>')


@pytest.mark.parametrize(("asked", "final", "body", "wall"), [
    ("https://acme.com/team/", "https://acme.com/accounts/login/?next=/team/", LOGIN, True),
    ("https://acme.com/portal", "https://acme.com/users/sign_in", LOGIN, True),
    ("https://acme.com/equipe/", "https://acme.com/wp-login.php?redirect_to=x", LOGIN, True),
    ("https://acme.com/karriere", "https://acme.com/Account/Login?ReturnUrl=%2Fkarriere", LOGIN, True),
    ("https://news.acme.com/x", "https://login.acme.com/login?service=x", LOGIN, True),
    ("https://acme.com/wiki/x", "https://acme.com/login.action?os_destination=x", LOGIN, True),
    ("https://acme.com/partners", "https://acme.com/u/login/identifier?state=abc", ID_FIRST, True),
    # not walls: no redirect, the sensor watching the sign-in page, a login path that is a page with content,
    # a move to a page that is no sign-in page
    ("https://acme.com/login", "https://acme.com/login", LOGIN, False),
    ("https://acme.com/users/sign_in", "https://acme.com/users/sign_in?locale=de", LOGIN, False),
    ("https://acme.com/updates", "https://acme.com/login/", NEWSLETTER, False),
    ("https://acme.com/updates", "https://acme.com/newsletter/", NEWSLETTER, False),
    ("https://acme.com/updates", "https://acme.com/account/", LOGIN, False),
    ("https://acme.com/blog/login-best-practices", "https://acme.com/blog/login-best-practices/", LOGIN, False),
])
def test_login_wall(asked: str, final: str, body: bytes, wall: bool) -> None:
    assert login_wall(asked, final, body) is wall
    c = classify_response(200, H, body, final_url=final, sensor_domain="acme.com", requested_url=asked)
    assert (c.outcome, c.failure_class) == ((FetchOutcome.FAILED, FailureClass.HTTP_4XX) if wall else
                                            (FetchOutcome.OK, None)), c


def test_login_wall_needs_the_requested_url_and_a_2xx() -> None:
    final = "https://acme.com/accounts/login/?next=/team/"
    assert classify_response(200, H, LOGIN, final_url=final, sensor_domain="acme.com").outcome == FetchOutcome.OK
    c = classify_response(401, H, LOGIN, final_url=final, sensor_domain="acme.com",
                          requested_url="https://acme.com/team/")
    assert c.failure_class == FailureClass.HTTP_4XX and "login wall" not in (c.error or "")


@pytest.mark.parametrize(("asked", "final", "removed"), [
    ("https://acme.com/jobs/123", "https://acme.com/404.html", True),
    ("https://acme.com/careers", "https://acme.com/Error/NotFound?aspxerrorpath=/careers", True),
    ("https://acme.com/team/jane", "https://acme.com/page-not-found/", True),
    ("https://acme.com/careers", "https://www.acme.com/en/404/", True),
    ("https://acme.com/produkte/x", "https://acme.com/seite-nicht-gefunden", True),
    # a page sent to the site's home page: a soft 404 (was left alone here while round 4 pinned it as the page)
    ("https://acme.com/careers", "https://acme.com/", True),
    # pages: no redirect, a product numbered 404 with a page below it, the sensor watching the error page
    # itself, a move to another host's root (the blog's own site)
    ("https://acme.com/404.html", "https://acme.com/404.html", False),
    ("https://acme.com/p/old", "https://acme.com/products/404/specs", False),
    ("https://acme.com/404", "https://acme.com/404/", False),
    ("https://acme.com/blog", "https://blog.acme.com/", False),
])
def test_redirect_removed(asked: str, final: str, removed: bool) -> None:
    assert (redirect_removed(asked, final) is not None) is removed
    c = classify_response(200, H, b"<html><title>x</title><p>page</p></html>", final_url=final, sensor_domain="acme.com",
                          requested_url=asked)
    assert (c.outcome, c.failure_class) == ((FetchOutcome.FAILED, FailureClass.PAGE_REMOVED) if removed else
                                            (FetchOutcome.OK, None)), c


INCAP = (b'<html>\r\n<head>\r\n<META NAME="robots" CONTENT="noindex,nofollow">\r\n<script src="/_Incapsula_Resource?SWJIY'
         b'LWA=5074a744e2e3d891814e9a2dace20bd4,719d34d31c8e3a6e6fffd425f7e032f3">\r\n</script>\r\n<body>\r\n</body>'
         b'</html>\r\n')


@pytest.mark.parametrize(("body", "vendor"), [
    (INCAP, "imperva"),
    # the same script beside an app's own bundle, or on an app's empty shell, or beside content: no wall
    (INCAP.replace(b"<body>", b'<script src="/static/js/main.4f2a.js"></script><body>'), None),
    (INCAP.replace(b"<body>", b'<body><div id="root"></div>'), None),
    (INCAP.replace(b"<body>", b"<body><h1>Acme</h1><p>We build logistics software for carriers.</p>"), None),
    # F5's /TSPD/ challenge; the same script injected into a page with content is no wall
    (b'<html><head><script src="/TSPD/08e841a5c5ab2000?type=9"></script><noscript>Please enable JavaScript to view the '
     b'page content.<br/>Your support ID is: 118392813.</noscript></head><body></body></html>', "f5"),
    (b'<html><head><script src="/TSPD/08e841a5c5ab2000?type=9"></script><title>Acme Bank</title></head><body><h1>Acme '
     b'Bank</h1><p>Open an account in minutes. Savings, loans and cards for everyone.</p></body></html>', None),
])
def test_an_empty_page_that_is_only_a_vendor_script(body: bytes, vendor: str | None) -> None:
    assert detect_challenge(200, H, body) == vendor


@pytest.mark.parametrize(("headers", "spent"), [
    ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "86400"}, 86400.0),  # below the epoch floor: seconds
    ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000100"}, 100.0),  # a Unix time, now = 1.7e9
    ({"x-rate-limit-remaining": "0", "x-rate-limit-reset": "30"}, 30.0),
    ({"ratelimit-remaining": "0"}, 0.0),
    ({"ratelimit": '"burst";r=0;t=45'}, 45.0),
    ({"ratelimit": "limit=100, remaining=0, reset=50"}, 50.0),
    ({"x-ratelimit-remaining": "0, 0"}, 0.0),
    ({"x-ratelimit-remaining": "12"}, None),
    ({"ratelimit": '"burst";r=3;t=45'}, None),
    ({}, None),
    ({"x-ratelimit-remaining": "none"}, None),
])
def test_rate_limit_spent(headers: dict[str, str], spent: float | None) -> None:
    assert rate_limit_spent(headers, now=1_700_000_000.0) == spent


def test_a_spent_quota_on_403_or_503_is_a_rate_limit() -> None:
    h = {"content-type": "application/json", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "120"}
    for status in (403, 503):
        c = classify_response(status, h, b"{}", final_url="https://api.acme.com/x", sensor_domain="acme.com")
        assert c.failure_class == FailureClass.RATE_LIMIT and c.block_s == 120.0, c
    c = classify_response(403, h, b"{}", final_url="https://api.acme.com/x", sensor_domain="acme.com",
                          retry_after_s=60.0)
    assert c.block_s == 60.0
    c = classify_response(404, h, b"{}", final_url="https://api.acme.com/x", sensor_domain="acme.com")
    assert c.failure_class == FailureClass.PAGE_REMOVED
    c = classify_response(403, {**h, "x-ratelimit-remaining": "5"}, b"{}", final_url="https://api.acme.com/x",
                          sensor_domain="acme.com")
    assert c.failure_class == FailureClass.HTTP_4XX


@pytest.mark.parametrize(("asked", "final", "fc"), [
    ("https://acme.com/karriere", "https://acme.com/wartung.html", FailureClass.HTTP_5XX),
    ("https://acme.com/news", "https://acme.com/maintenance/?from=%2Fnews", FailureClass.HTTP_5XX),
    ("https://acme.com/news", "https://acme.com/maintenance/index.html", FailureClass.HTTP_5XX),
    ("https://acme.com/pricing", "https://acme.com/500.html", FailureClass.HTTP_5XX),
    ("https://acme.com/team", "https://acme.com/access-denied?url=%2Fteam", FailureClass.HTTP_4XX),
    ("https://acme.com/team", "https://acme.com/errors/403", FailureClass.HTTP_4XX),
    ("https://acme.com/products/", "https://acme.com/age-verification?redirect=%2Fproducts%2F",
     FailureClass.BOT_CHALLENGE),
    ("https://acme.com/jobs/1", "https://acme.com/en/404/", FailureClass.PAGE_REMOVED),
    # pages: the sensor watching such a page itself, a post about maintenance, a product named 500
    ("https://acme.com/maintenance", "https://acme.com/maintenance/", None),
    ("https://acme.com/blog/x", "https://acme.com/blog/planned-maintenance-windows", None),
    ("https://acme.com/p/old", "https://acme.com/products/500/specs", None),
    ("https://acme.com/careers", "https://acme.com/careers/", None),
    ("https://acme.com/service", "https://acme.com/services/maintenance/", None),
    ("https://acme.com/blog/x", "https://acme.com/blog/age-verification", None),
    ("https://acme.com/jobs/1", "https://acme.com/jobs/maintenance-technician", None),
    ("https://acme.com/jobs/1", "https://acme.com/errors/maintenance.html", FailureClass.HTTP_5XX),
    ("https://acme.com/jobs/1", "https://acme.com/de-de/wartung/", FailureClass.HTTP_5XX),
    ("https://acme.com/jobs/1", "https://acme.com/static/errors/error-404.html", FailureClass.PAGE_REMOVED),
    ("https://acme.com/jobs/1", "https://acme.com/assets/404-page.html", FailureClass.PAGE_REMOVED),
    # a bare number deeper down is an id: job 404, Drupal's node 503, a plan for 500 seats
    ("https://acme.com/jobs/old", "https://acme.com/jobs/404", None),
    ("https://acme.com/about", "https://acme.com/node/503", None),
    ("https://acme.com/plans/big", "https://acme.com/plans/500/", None),
])
def test_redirect_landing(asked: str, final: str, fc: FailureClass | None) -> None:
    from changewire_fetcher.classify import redirect_landing

    got = redirect_landing(asked, final)
    assert (got[0] if got else None) == fc, got
    c = classify_response(200, H, b"<html><title>x</title><p>page</p></html>", final_url=final, sensor_domain="acme.com",
                          requested_url=asked)
    assert c.failure_class == fc and (c.outcome == FetchOutcome.OK) is (fc is None), c


@pytest.mark.parametrize(("final", "wall"), [
    ("https://consent.yahoo.com/v2/collectConsent?sessionId=3_cc", "consent_wall"),
    ("https://consent.google.com/ml?continue=https://acme.com/", "consent_wall"),
    ("https://www.google.com/sorry/index?continue=https://acme.com/jobs", "google_sorry"),
    ("https://www.yahoo.com/brand/", None),
    ("https://www.google.com/search?q=sorry", None),
])
def test_hosted_walls_on_another_domain(final: str, wall: str | None) -> None:
    from datetime import UTC, datetime

    from changewire_fetcher.classify import classify_refused_hop, hosted_wall

    assert hosted_wall(final) == wall
    c = classify_response(200, H, b"<html><title>x</title></html>", final_url=final, sensor_domain="acme.com",
                          requested_url="https://acme.com/jobs")
    assert c.outcome == (FetchOutcome.FAILED if wall else FetchOutcome.REDIRECTED), c
    r = classify_refused_hop(final, "acme.com", unavailable=False, detail="disallowed", now=datetime.now(UTC),
                             retry_s=60.0)
    assert r.outcome == (FetchOutcome.FAILED if wall else FetchOutcome.REDIRECTED), r


@pytest.mark.parametrize(("body", "parked"), [
    (b'<html><title>acme.com</title><body><script src="//img.sedoparking.com/jspartner/caf.js"></script></body></html>',
     True),
    (b'<html><title>acme.com</title><div id="root"></div><script src="https://img1.wsimg.com/parking-lander/static/js/'
     b'main.js"></script></html>', True),
    (b"<html><h1>acme.com</h1><p>This domain may be for sale! Buy this domain.</p></html>", True),
    ("<html><p>Diese Domain steht zum Verkauf.</p></html>".encode(), True),
    ("<html><p>Ce domaine est \u00e0 vendre</p></html>".encode(), True),
    # pages: an article about parking, a registrar's product page with its site around it, an ordinary page
    (b"<html><h1>What is domain parking?</h1><p>" + b"Pages saying 'this domain may be for sale' are parked. " * 40 +
     b"</p></html>", False),
    (b"<html><nav>" + b'<a href="/x">x</a> ' * 40 + b"</nav><p>Buy this domain today</p></html>", False),
    (b"<html><title>Acme</title><p>We build logistics software.</p></html>", False),
    (b"", False),
])
def test_parked_page(body: bytes, parked: bool) -> None:
    from changewire_fetcher.classify import parked_page

    assert parked_page(body) is parked
    c = classify_response(200, H, body, final_url="https://acme.com/careers", sensor_domain="acme.com")
    assert (c.failure_class == FailureClass.PAGE_REMOVED) is parked, c


def test_a_429_without_retry_after_is_paused_until_its_rate_limit_reset() -> None:
    h = {"content-type": "application/json", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "90"}
    c = classify_response(429, h, b"{}", final_url="https://api.acme.com/x", sensor_domain="acme.com")
    assert c.failure_class == FailureClass.RATE_LIMIT and c.block_s == 90.0
    c = classify_response(429, h, b"{}", final_url="https://api.acme.com/x", sensor_domain="acme.com", retry_after_s=30.0)
    assert c.block_s == 30.0
    c = classify_response(429, {}, b"", final_url="https://api.acme.com/x", sensor_domain="acme.com",
                          rate_limit_block_s=600.0)
    assert c.block_s == 600.0


@pytest.mark.parametrize(("asked", "final", "interstitial"), [
    ("https://acme.com/karriere", "https://acme.com/einwilligung?return=%2Fkarriere", True),
    ("https://acme.com/careers", "https://acme.com/choose-location?returnUrl=https://acme.com/careers/", True),
    ("https://acme.com/", "https://acme.com/gate?continue=%2F", True),
    ("https://acme.com/news", "https://www.acme.com/region?redirect_to=/news", True),
    ("https://acme.com/old", "https://acme.com/news?from=%2Fold", False),
    ("https://acme.com/old", "https://acme.com/search?q=%2Fold", False),
    ("https://acme.com/team", "https://acme.com/about/team?return=/about", False),
    ("https://acme.com/team", "https://acme.com/about/team?next=javascript:/team", False),
])
def test_interstitials_that_send_visitors_back(asked: str, final: str, interstitial: bool) -> None:
    from changewire_fetcher.classify import redirect_landing

    got = redirect_landing(asked, final)
    assert (got is not None and got[0] == FailureClass.BOT_CHALLENGE) is interstitial, got
