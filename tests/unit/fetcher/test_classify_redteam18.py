"""Red team, round 18 (fetcher), the pure half: classify.unexecuted_source (a page's PHP source served as the page),
classify.refresh_target's moved notices (a refresh of a few seconds on a page that is only a notice) and their
script twin (classify._notice_timer, a top-level setTimeout of a few seconds), and
classify_response on shared hosts (two customers' names under one private public suffix are two sites). The CLI half,
and the account of the round, is tests/integration/test_fetch_redteam18.py.

Probed, 41 cases (expectations written before the fixes; "wrong" means wrong on 6bf66e6): 7 source shapes and 6
controls for the new unexecuted_source, and one through classify_response (wrong: `ok`); 9 refreshes (4 wrong: the
notices had no target); 9 script timers (4 wrong: a moved notice's setTimeout had no target; 5 controls) and 9
shared-host redirects (4 wrong: `ok`, one registrable domain). 13 wrong in all, fixed; none xfail.
"""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_fetcher.classify import classify_response, refresh_target, unexecuted_source
from changewire_common.vocab import FailureClass, FetchOutcome

WP = b"<?php\n/**\n * Front to the WordPress application.\n */\ndefine( 'WP_USE_THEMES', true );\n"


@pytest.mark.parametrize(("ctype", "body", "source"), [
    ("application/octet-stream", WP, True),
    (None, WP, True),
    ("application/x-httpd-php", WP, True),
    ("text/html; charset=UTF-8", b"\xef\xbb\xbf" + WP, True),
    ("application/octet-stream", b"\r\n\r\n" + WP.replace(b"<?php", b"<?PHP"), True),
    ("application/octet-stream", b"<?php\tdefine('A', 1);", True),
    ("application/x-php", b"<?php\r\nnamespace App;\r\n", True),
    # controls: a code host's raw view, an XML declaration, a template that opens with HTML, escaped code, a word
    # that starts so, a short echo tag (no `php`: not ours to judge)
    ("text/plain; charset=utf-8", WP, False),
    ("application/rss+xml", b'<?xml version="1.0"?><rss/>', False),
    ("text/html", b"<!DOCTYPE html><html><body><?php echo $x; ?></body></html>", False),
    ("text/html", b"<pre>&lt;?php echo 1;</pre>", False),
    ("application/octet-stream", b"<?phpinfo", False),
    ("text/html", b"<?= $title ?>", False),
])
def test_unexecuted_source(ctype: str | None, body: bytes, source: bool) -> None:
    headers = {"content-type": ctype} if ctype else {}
    assert unexecuted_source(headers, body) is source


NOTICE = (b'<html><head><meta http-equiv="refresh" content="5; url=https://careers.acme.io/"><title>We have moved'
          b'</title></head><body><p>We have moved to <a href="https://careers.acme.io/">careers.acme.io</a>. '
          b"You will be redirected in 5 seconds.</p></body></html>")
CONTENT = b"".join(b"<section><h2>Team %d</h2><p>What team %d builds, who is on it, and how to join.</p></section>"
                   % (i, i) for i in range(10))


@pytest.mark.parametrize(("headers", "body", "target"), [
    ({}, NOTICE, "https://careers.acme.io/"),
    ({}, NOTICE.replace(b'content="5;', b'content="10;'), "https://careers.acme.io/"),
    ({"refresh": "3; url=/company/careers"}, b"<p>Moved.</p>", "https://acme.com/company/careers"),
    ({}, NOTICE.replace(b'content="5; url=https://careers.acme.io/"', b'content="5;url=/en/careers"'),
     "https://acme.com/en/careers"),
    # controls: too slow for a notice, a page with content, a page of links, a reload of itself, a notice padded
    # past 16 KiB
    ({}, NOTICE.replace(b'content="5;', b'content="30;'), None),
    ({}, NOTICE.replace(b"</body>", CONTENT + b"</body>"), None),
    ({}, NOTICE.replace(b"</body>", b'<a href="/a">A</a><a href="/b">B</a><a href="/c">C</a></body>'), None),
    ({}, b'<meta http-equiv="refresh" content="5"><p>Live scores</p>', None),
    ({}, NOTICE.replace(b"</body>", b"<!--" + b" " * 17000 + b"--></body>"), None),
])
def test_moved_notice_refresh(headers: dict[str, str], body: bytes, target: str | None) -> None:
    assert refresh_target(headers, body, "https://acme.com/careers") == target


def _timer(script: str) -> bytes:
    return (f"<html><head><title>We have moved</title><script>{script}</script></head><body><p>We have moved. Taking "
            "you there in a moment.</p></body></html>").encode()


@pytest.mark.parametrize(("body", "target"), [
    (_timer('setTimeout(function () { window.location.href = "https://careers.acme.io/"; }, 5000);'),
     "https://careers.acme.io/"),
    (_timer("setTimeout(function redirect(){location.replace('/en/careers')},10000)"), "https://acme.com/en/careers"),
    (_timer("window.setTimeout(() => { document.location = 'https://careers.acme.io/' }, 3000);"),
     "https://careers.acme.io/"),
    (_timer("setTimeout(() => location.assign('https://careers.acme.io/'), 0)"), "https://careers.acme.io/"),
    # controls: over the notice's 10 s, a statement before the timer, a named handler, a condition, a click handler
    (_timer("setTimeout(function () { location.href = 'https://careers.acme.io/'; }, 10001);"), None),
    (_timer("var n = 5; setTimeout(function () { location.href = 'https://careers.acme.io/'; }, 5000);"), None),
    (_timer("function go() { location.href = 'https://careers.acme.io/'; } setTimeout(go, 5000);"), None),
    (_timer("if (top !== self) setTimeout(function () { location.href = 'https://careers.acme.io/'; }, 5000);"),
     None),
    (_timer("document.addEventListener('click', function () { location.href = 'https://careers.acme.io/'; });"),
     None),
])
def test_moved_notice_by_timer(body: bytes, target: str | None) -> None:
    from changewire_fetcher.classify import script_stub_target

    assert script_stub_target(body, "https://acme.com/careers") == target


PAGE = b"<html><head><title>Careers</title></head><body>" + CONTENT + b"</body></html>"


@pytest.mark.parametrize(("asked", "final", "outcome"), [
    # another customer's site on the same shared host: another site
    ("https://acme.pages.dev/careers", "https://rival.pages.dev/careers", FetchOutcome.REDIRECTED),
    ("https://acme.github.io/jobs", "https://other.github.io/jobs", FetchOutcome.REDIRECTED),
    ("https://acme.netlify.app/careers", "https://acme-new.netlify.app/careers", FetchOutcome.REDIRECTED),
    ("https://acme.wordpress.com/careers", "https://rival.wordpress.com/careers", FetchOutcome.REDIRECTED),
    # pins: the same customer's site; www and the apex; a custom domain's own subdomains; to the company's domain
    ("https://acme.github.io/jobs", "https://acme.github.io/jobs/", FetchOutcome.OK),
    ("https://acme.com/careers", "https://www.acme.com/careers", FetchOutcome.OK),
    ("https://www.acme.com/careers", "https://jobs.acme.com/", FetchOutcome.OK),
    ("https://acme.pages.dev/careers", "https://www.acme.com/careers", FetchOutcome.REDIRECTED),
    ("https://acme.co.uk/careers", "https://www.acme.co.uk/careers", FetchOutcome.OK),
])
def test_shared_host_neighbours(asked: str, final: str, outcome: FetchOutcome) -> None:
    from changewire_fetcher.classify import sensor_domain_of

    c = classify_response(200, {"content-type": "text/html"}, PAGE, final_url=final,
                          sensor_domain=sensor_domain_of(asked, None), requested_url=asked)
    assert c.outcome == outcome, c
    if outcome == FetchOutcome.REDIRECTED:
        assert c.redirect_url == final


def test_source_is_a_server_failure() -> None:
    c = classify_response(200, {"content-type": "application/octet-stream"}, WP, final_url="https://acme.com/careers/",
                          sensor_domain="acme.com", requested_url="https://acme.com/careers/")
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.HTTP_5XX), c


@pytest.mark.parametrize("unavailable", [False, True])
def test_a_refused_hop_to_another_customer_of_a_shared_host_is_a_move(unavailable: bool) -> None:
    # acme-corp.pages.dev → rival-labs.pages.dev, whose robots.txt refuses us (or is down): the sensor's site refused
    # nothing, its page went to another owner's site — as the same redirect followed would be `redirected`
    from changewire_fetcher.classify import classify_refused_hop

    now = datetime.now(UTC)
    c = classify_refused_hop("https://rival-labs.pages.dev/jobs", "pages.dev", unavailable=unavailable, detail="",
                             now=now, retry_s=600, requested_url="https://acme-corp.pages.dev/careers")
    assert c.outcome == FetchOutcome.REDIRECTED and c.redirect_url == "https://rival-labs.pages.dev/jobs"
    # the same customer's own pages keep the site's rules: ROBOTS (or skipped while robots.txt is down)
    c = classify_refused_hop("https://acme-corp.pages.dev/jobs/", "pages.dev", unavailable=unavailable, detail="",
                             now=now, retry_s=600, requested_url="https://acme-corp.pages.dev/careers")
    assert c.outcome == (FetchOutcome.SKIPPED if unavailable else FetchOutcome.FAILED)
