"""Fifth hostile-server round, the fetcher's pure parts (tests/integration/test_fetch_redteam5.py has the
servers): walls that set a cookie and reload, a redirect dance through a wall's verify URL."""
from __future__ import annotations

import pytest

from changewire_common.challenge import challenge_url, detect_challenge
from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import classify_error

H = {"content-type": "text/html"}


@pytest.mark.parametrize(("status", "headers", "body", "vendor"), [
    # nginx testcookie: AES in the page computes `__test`, then the page loads again
    (200, H, b'<html><body><script src="/aes.js"></script><script>var a=toNumbers("f655"),b=toNumbers("9834"),'
             b'c=toNumbers("3b0e");document.cookie="__test="+toHex(slowAES.decrypt(c,2,a,b))+"; path=/"; location.'
             b'href="http://acme.test/?i=1";</script></body></html>', "testcookie"),
    # Jiasule: 521 with its __jsluid cookie (the script obfuscated), and its second stage
    (521, {**H, "set-cookie": "__jsluid_s=6f1e0d2c; max-age=31536000; path=/"},
     b"<script>document.cookie=('_')+('_')+('j')+';path=/';location.href=location.pathname+location.search</script>",
     "jiasule"),
    (521, H, b'<script>go({"bts":["a","b"],"ct":"7f6e","ha":"sha1","tn":"__jsl_clearance_s","wt":"1500"})</script>',
     "jiasule"),
    # a home-made cookie gate on 521, 503 and 200: a script that sets a cookie and reloads, nothing else
    (521, H, b"<html><script>document.cookie='pass=1; path=/';location.reload();</script></html>", "generic"),
    (503, H, b"<html><script>document.cookie = 'pass=1';window.location.replace(location.href)</script></html>",
     "generic"),
    (200, H, b"<html><head><script>document.cookie='pass=1';location.href=location.href;</script></head></html>",
     "generic"),
    (200, H, b'<script>function YunSuoAutoJump(){self.location="/?security_verify_data="+x;}</script>', "yunsuo"),
    (200, H, b'<script>window.rbzns={bereshit:"1",seed:"x"};document.cookie="rbzid="+v;</script>', "reblaze"),
    (200, H, b"<title>Client Challenge</title><script>loadScript('/_fs-ch-1T1wmsGaOgGaSxcX/script.js')</script>",
     "fastly"),
    # waiting rooms and queues: the page is not served until our turn
    (200, {**H, "server": "cloudflare"}, b"<title>Waiting Room powered by Cloudflare</title><h1>You are now in line."
                                         b"</h1>", "cloudflare"),
    (503, H, b"<title>You are in the queue | Tickets</title><p>Your number in line: 1842</p>", "generic"),
])
def test_cookie_gates_and_queues_are_walls(status: int, headers: dict[str, str], body: bytes, vendor: str) -> None:
    assert detect_challenge(status, headers, body) == vendor


NAV = b"".join(b'<a href="/p%d">Page %d</a> ' % (i, i) for i in range(14))


@pytest.mark.parametrize(("status", "headers", "body"), [
    # Cloudflare's own 521 (the origin is down), a bare 521 body, a 521 page with a cookie but no reload
    (521, {**H, "server": "cloudflare"}, b'<title>hostile.test | 521: Web server is down</title><div id="cf-error-'
                                         b'details"><h1>Web server is down</h1></div>'),
    (521, H, b"Web server is down"),
    (521, H, b"<script>document.cookie='seen=1'</script><p>Down for maintenance</p>"),
    # a page whose consent banner sets a cookie and reloads; a language splash that moves on
    (200, H, b"<title>Careers</title><nav>" + NAV + b"</nav><main>" + b"<p>Open roles are listed below.</p>" * 8
     + b"</main><button onclick=\"document.cookie='consent=1';location.reload()\">Accept</button>"),
    (200, H, b'<script>document.cookie="lang=en; path=/";location.href="/en/";</script>'),
    # a page about queues
    (200, H, b"<title>How our support queue works</title><nav>" + NAV + b"</nav><p>Tickets wait in a queue.</p>"),
    # a telehealth product's own "waiting room" page: the words alone are no queue
    (200, H, b"<title>Virtual Waiting Room | Acme Health</title><h1>Virtual Waiting Room</h1><p>Patients wait for "
             b"their video visit here. Book a demo.</p><a href='/demo'>Book a demo</a>"),
    # a restaurant's wait list
    (200, H, b"<title>Join the wait list - Trattoria</title><h1>Trattoria</h1><p>Your estimated wait time is 20 "
             b"minutes. We will text you when your table is ready.</p>"),
    # an app shell: a time-zone cookie, and a reload in a handler (a new version deployed), not at once
    (200, H, b'<script>document.cookie="tz=UTC";navigator.serviceWorker.addEventListener("controllerchange",'
             b'function(){window.location.reload()});</script><div id="root"></div>'),
    (200, H, b'<script>document.cookie="seen=1";if (window.__stale) { location.reload(); }</script><div id="app">'),
])
def test_pages_that_are_no_cookie_gate(status: int, headers: dict[str, str], body: bytes) -> None:
    assert detect_challenge(status, headers, body) is None


def test_challenge_url() -> None:
    assert challenge_url("http://acme.test/careers?security_verify_data=3139") == "yunsuo"
    assert challenge_url("https://acme.test/cdn-cgi/challenge-platform/h/g/orchestrate/jsch/v1") == "cloudflare"
    assert challenge_url("https://acme.test/careers?page=2") is None


def test_a_redirect_dance_through_a_verify_url_is_a_wall() -> None:
    # was REDIRECT: Yunsuo's 302 to ?security_verify_data= and back loops without the script's answer
    c = classify_error(FailureClass.REDIRECT, "redirect loop at http://acme.test/careers?security_verify_data=31",
                       redirects=["http://acme.test/careers?security_verify_data=31"])
    assert (c.outcome, c.failure_class, c.challenge) == (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE, "yunsuo")
    c = classify_error(FailureClass.REDIRECT, "redirect loop at http://acme.test/b", redirects=["http://acme.test/b"])
    assert c.failure_class == FailureClass.REDIRECT
    # another class through such a URL keeps its class
    c = classify_error(FailureClass.TIMEOUT, "timed out", redirects=["http://acme.test/?security_verify_data=31"])
    assert c.failure_class == FailureClass.TIMEOUT


@pytest.mark.parametrize(("hop", "unavailable", "outcome", "fclass"), [
    # another registrable domain: the page moved away, whatever that site's robots.txt says (was ROBOTS / skipped)
    ("https://jobs.other.com/acme", False, FetchOutcome.REDIRECTED, None),
    ("https://jobs.other.com/acme", True, FetchOutcome.REDIRECTED, None),
    # the sensor's own domain refused it: ROBOTS, or skipped while its robots.txt is down
    ("https://www.acme.com/private/jobs", False, FetchOutcome.FAILED, FailureClass.ROBOTS),
    ("https://careers.acme.com/jobs", True, FetchOutcome.SKIPPED, None),
    # a challenge vendor's host: a wall
    ("https://geo.captcha-delivery.com/captcha/?initialCid=x", False, FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE),
])
def test_a_redirect_hop_robots_txt_refused(hop: str, unavailable: bool, outcome: FetchOutcome,
                                           fclass: FailureClass | None) -> None:
    from datetime import UTC, datetime

    from changewire_fetcher.classify import classify_refused_hop

    now = datetime(2026, 12, 6, 12, 0, tzinfo=UTC)
    c = classify_refused_hop(hop, "acme.com", unavailable=unavailable, detail="robots.txt of the redirect target",
                             now=now, retry_s=600.0)
    assert (c.outcome, c.failure_class) == (outcome, fclass)
    if outcome == FetchOutcome.REDIRECTED:
        assert c.redirect_url == hop
    if outcome == FetchOutcome.SKIPPED:
        assert c.skip_until is not None and c.skip_until > now


@pytest.mark.parametrize(("headers", "body", "target"), [
    ({}, b'<meta http-equiv="refresh" content="0; URL=\'https://jobs.other.com/acme\'">', "https://jobs.other.com/acme"),
    ({}, b'<META CONTENT="0;URL=http://other.com/" HTTP-EQUIV="Refresh">', "http://other.com/"),
    ({}, b"<meta http-equiv=refresh content=0;url=//other.com/x>", "https://other.com/x"),
    ({}, b'<meta http-equiv="refresh" content="0.5, url=/en/">', "https://acme.com/en/"),
    ({}, b'<meta http-equiv="refresh" content="0; url=https://other.com/?a=1&amp;b=2">', "https://other.com/?a=1&b=2"),
    ({"refresh": "0; url=http://other.com/careers"}, b"<p>moved</p>", "http://other.com/careers"),
    # a delay on a page that is nothing but the refresh (round 18: a "moved" notice, read as the move it announces);
    # a delay on a page of content of its own, no URL, a comment, <noscript> (a browser runs scripts: never read), a
    # javascript: URL
    ({}, b'<meta http-equiv="refresh" content="10; url=http://other.com/">', "http://other.com/"),
    ({}, b'<meta http-equiv="refresh" content="10; url=http://other.com/">' + b"<p>Our open roles and teams.</p>" * 20,
     None),
    ({}, b'<meta http-equiv="refresh" content="11; url=http://other.com/">', None),
    ({}, b'<meta http-equiv="refresh" content="300">', None),
    ({}, b'<!-- <meta http-equiv="refresh" content="0; url=http://other.com/"> -->', None),
    ({}, b'<noscript><meta http-equiv="refresh" content="0; url=/nojs"></noscript>', None),
    ({}, b'<meta http-equiv="refresh" content="0; url=javascript:alert(1)">', None),
    ({"refresh": "5; url=http://other.com/"}, b"", "http://other.com/"),
    ({"refresh": "5; url=http://other.com/"}, b"".join(b'<a href="/p%d">Product %d</a>' % (i, i) for i in range(5)),
     None),
])
def test_refresh_target(headers: dict[str, str], body: bytes, target: str | None) -> None:
    from changewire_fetcher.classify import refresh_target

    assert refresh_target(headers, body, "https://acme.com/careers") == target


def test_a_page_that_refreshes_to_another_site_at_once_moved() -> None:
    from changewire_fetcher.classify import classify_response

    body = b'<meta http-equiv="refresh" content="0; url=https://jobs.other.com/acme">'
    c = classify_response(200, {}, body, final_url="https://acme.com/careers", sensor_domain="acme.com")
    assert (c.outcome, c.redirect_url) == (FetchOutcome.REDIRECTED, "https://jobs.other.com/acme")
    # to the same registrable domain: another page of the site, a redirect written as a page (REDIRECT: was `ok`,
    # the stub stored as the page; a later rule); on an error status: the page as answered
    same = b'<meta http-equiv="refresh" content="0; url=https://www.acme.com/jobs">'
    c = classify_response(200, {}, same, final_url="https://acme.com/careers", sensor_domain="acme.com")
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.REDIRECT)
    assert classify_response(404, {}, body, final_url="https://acme.com/careers",
                             sensor_domain="acme.com").failure_class == FailureClass.PAGE_REMOVED
    # into a challenge vendor's host: a wall
    wall = b'<meta http-equiv="refresh" content="0; url=https://geo.captcha-delivery.com/captcha/?c=1">'
    assert classify_response(200, {}, wall, final_url="https://acme.com/careers",
                             sensor_domain="acme.com").failure_class == FailureClass.BOT_CHALLENGE


@pytest.mark.parametrize(("value", "sent"), [
    # an HTTP-date in any of its three forms: as given (servers compare it byte for byte)
    ("Tue, 01 Dec 2026 10:00:00 GMT", "Tue, 01 Dec 2026 10:00:00 GMT"),
    ("Tuesday, 01-Dec-26 10:00:00 GMT", "Tuesday, 01-Dec-26 10:00:00 GMT"),
    ("Tue Dec  1 10:00:00 2026", "Tue Dec  1 10:00:00 2026"),
    # ISO-8601 and ages (README: "Times take ISO-8601 or a relative age"): the HTTP-date they name
    # (were sent as written: no server reads "2026-12-01T10:00:00Z" as a date, so every page was "modified")
    ("2026-12-01T10:00:00Z", "Tue, 01 Dec 2026 10:00:00 GMT"),
    ("2026-12-01T11:00:00+01:00", "Tue, 01 Dec 2026 10:00:00 GMT"),
    ("2026-12-01", "Tue, 01 Dec 2026 00:00:00 GMT"),
    ("3d", "Thu, 03 Dec 2026 12:00:00 GMT"),
    ("90m", "Sun, 06 Dec 2026 10:30:00 GMT"),
    # none of these: a usage error
    ("last tuesday", None), ("2026-13-45", None), ("", None), ("yesterday", None),
])
def test_last_modified_option(value: str, sent: str | None) -> None:
    from datetime import UTC, datetime

    from changewire_fetcher.cli import http_date

    assert http_date(value, datetime(2026, 12, 6, 12, 0, tzinfo=UTC)) == sent


@pytest.mark.parametrize(("headers", "body", "gate"), [
    # a cookie, then the page itself again at once: a cookie gate (was `ok`: the gate stored as the page)
    ({"set-cookie": "__gate=1; path=/"}, b'<meta http-equiv="refresh" content="0"><p>Please wait</p>', True),
    ({"set-cookie": "v=1", "refresh": "1"}, b"", True),
    ({"set-cookie": "v=1"}, b'<meta http-equiv="refresh" content="2;url=/careers?ck=1">', True),
    # no cookie, a refresh every few minutes, a refresh elsewhere, a page with content
    ({}, b'<meta http-equiv="refresh" content="0"><p>Please wait</p>', False),
    ({"set-cookie": "s=1"}, b'<meta http-equiv="refresh" content="300"><p>News</p>', False),
    ({"set-cookie": "s=1"}, b'<meta http-equiv="refresh" content="0;url=/en/careers">', False),
    ({"set-cookie": "s=1"}, b'<meta http-equiv="refresh" content="0">' + b"<p>Open roles at Acme, listed below.</p>" * 30,
     False),
])
def test_refresh_gate(headers: dict[str, str], body: bytes, gate: bool) -> None:
    from changewire_fetcher.classify import classify_response, refresh_gate

    assert refresh_gate(headers, body, "https://acme.com/careers") is gate
    c = classify_response(200, headers, body, final_url="https://acme.com/careers", sensor_domain="acme.com")
    assert (c.failure_class == FailureClass.BOT_CHALLENGE) is gate


@pytest.mark.parametrize(("body", "target"), [
    (b'<script>window.location.replace("https://other.com/careers");</script><p>Redirecting...</p>',
     "https://other.com/careers"),
    (b"<script>location.href = 'https://jobs.other.com/acme';</script>", "https://jobs.other.com/acme"),
    (b"<script>top.location='/en/'</script>", "https://acme.com/en/"),
    (b'<script>document.location.assign("//other.com/x")</script>', "https://other.com/x"),
    # navigation inside a function (on a click), a comparison, an external script, a page with content
    (b'<script>function go(){location.href="https://other.com/"}</script>', None),
    (b'<script>if (location.href == "https://other.com/") {}</script>', None),
    # an anti-mirror check: it moves only when the page is served elsewhere
    (b'<script>if (location.hostname !== "acme.com") { location.href = "https://other.com/"; }</script>', None),
    (b'<script src="/nav.js">location.href="https://other.com/"</script>', None),
    (b"<p>" + b"Open roles at Acme are listed below. " * 20 + b'</p><script>location.href="https://other.com/"</script>',
     None),
    (b'<script>location.href = "javascript:void(0)"</script>', None),
])
def test_script_stub_target(body: bytes, target: str | None) -> None:
    from changewire_fetcher.classify import script_stub_target

    assert script_stub_target(body, "https://acme.com/careers") == target


def test_a_refresh_into_a_walls_own_path_is_a_wall() -> None:
    # was `ok`: an empty 200 whose Refresh header sends the visitor into DDoS-Guard's check on the same site
    from changewire_fetcher.classify import classify_response

    c = classify_response(200, {"refresh": "0; url=/.well-known/ddos-guard/check?context=free_splash"}, b"",
                          final_url="https://acme.com/careers", sensor_domain="acme.com")
    assert (c.failure_class, c.challenge) == (FailureClass.BOT_CHALLENGE, "ddos_guard")
    c = classify_response(200, {"refresh": "0; url=/careers?page=2"}, b"", final_url="https://acme.com/careers",
                          sensor_domain="acme.com")
    assert c.outcome == FetchOutcome.OK
