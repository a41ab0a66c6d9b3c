"""Ninth hostile-server round, the fetcher's pure parts (tests/integration/test_fetch_redteam9.py has the servers):
JSON error envelopes answered with 200 (classify.json_error_envelope), and a redirect to another site whose URL
says it will send the visitor back to the page asked for — a hosted consent wall, a sign-on page
(classify.sends_back_from_away, in classify_response and classify_refused_hop).
"""
from __future__ import annotations

import json
import time
from datetime import UTC, datetime

import pytest
from cw_testdata import load_module

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import (
    classify_refused_hop, classify_response, json_error_envelope, sends_back_from_away,
)

W = load_module("fetcher_walls9", "data/fetcher/walls9.py", reuse=True)
J = {"content-type": "application/json"}


@pytest.mark.parametrize("name", sorted(W.ENVELOPES))
def test_envelopes(name: str) -> None:
    body, expected = W.ENVELOPES[name]
    got = json_error_envelope(body)
    assert (got[0].value if got else None) == expected, (name, got)
    c = classify_response(200, J, body, final_url="https://api.acme.com/v2/jobs", sensor_domain="acme.com")
    if expected is None:
        assert c.outcome == FetchOutcome.OK, c
    else:
        assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass(expected)), c
        assert "JSON error" in (c.error or "")


def test_a_rate_limit_envelope_pauses_the_domain() -> None:
    body = W.ENVELOPES["slack"][0]
    c = classify_response(200, J, body, final_url="https://acme.com/api", sensor_domain="acme.com", retry_after_s=30.0)
    assert c.failure_class == FailureClass.RATE_LIMIT and c.block_s == 30.0
    c = classify_response(200, J, body, final_url="https://acme.com/api", sensor_domain="acme.com",
                          rate_limit_block_s=600.0)
    assert c.block_s == 600.0


@pytest.mark.parametrize("body", [
    b"", b"{", b"{}", b"null", b'"error"', b"[]", b'{"error": "x"' + b" " * 5000 + b"}",  # over 4 KiB
    b'\xef\xbb\xbf{"jobs": []}', b'{"error": "\xff\xfe"}', b'{"error": ' + b"[" * 3000 + b"]" * 3000 + b"}",
    b"<html><title>error</title></html>", b'{"status": 200, "ok": true}', b'{"code": 404.5, "message": "x"}',
    b'{"code": true, "error": ""}', b'{"status": "404 Not Found"}', b'{"success": "false"}',
])
def test_not_envelopes_nor_crashes(body: bytes) -> None:
    assert json_error_envelope(body) is None


def test_an_envelope_with_a_bom_or_leading_blanks() -> None:
    assert json_error_envelope(b'\xef\xbb\xbf  {"ok": false, "error": "not_found"}') == (
        FailureClass.PAGE_REMOVED, '{"ok": false, "error": "not_found"}')
    assert json_error_envelope(b'\n\n{"error": {"errors": [], "code": 503}}')[0] == FailureClass.HTTP_5XX  # type: ignore[index]
    # the code named inside the first of `errors`
    assert json_error_envelope(b'{"errors": [{"status": "429", "title": "Too busy"}]}')[0] == FailureClass.RATE_LIMIT  # type: ignore[index]


def test_html_and_big_json_cost_nothing() -> None:
    # the 2xx hot path: an HTML page, a JSON record of 60 KB — rejected on their first bytes / their length
    html = b"<!DOCTYPE html><html>" + b"<p>error status code</p>" * 4000
    big = json.dumps({"jobs": [{"id": i, "error": None} for i in range(3000)]}).encode()
    small = json.dumps({"jobs": [{"id": i, "title": "Engineer"} for i in range(40)]}).encode()
    for body in (html, big, small):
        t0 = time.process_time()
        for _ in range(2000):
            json_error_envelope(body)
        per = (time.process_time() - t0) / 2000
        assert per < 20e-6, (len(body), per)


ASKED = "https://www.acme.nl/vacatures"
DPG = ("https://myprivacy.dpgmedia.nl/consent?siteKey=Uqxf9TXhjmytskx1&callbackUrl=https%3A%2F%2Fwww.acme.nl%2F"
       "privacy-gate%2Faccept-tcf2%3FredirectUri%3D%252Fvacatures")


@pytest.mark.parametrize(("url", "back"), [
    (DPG, True),  # the callback is the site's accept handler, which names the page
    ("https://login.idp.com/authorize?client_id=x&redirect_uri=https%3A%2F%2Fwww.acme.nl%2Fvacatures", True),
    ("https://sso.example.com/login?returnTo=https://acme.nl/vacatures/", True),  # the apex, a slash more
    ("https://consent.example.eu/?continue=http%3A%2F%2Fwww.acme.nl%2Fvacatures%3Fpage%3D2", True),
    # not sending back to the page
    ("https://login.idp.com/authorize?client_id=x&redirect_uri=https%3A%2F%2Fwww.acme.nl%2Fcb", False),
    ("https://www.newbrand.com/vacatures?ref=https%3A%2F%2Fwww.acme.nl%2Fvacatures", False),  # not a return key
    ("https://www.newbrand.com/jobs?from=acme.nl", False),
    ("https://evil.example/?next=https%3A%2F%2Fevil.example%2Fvacatures", False),  # back to another site
    ("https://x.example/?next=/vacatures", False),  # a relative path names a page of x.example
    ("https://x.example/?next=javascript:alert(1)", False),
    ("https://x.example/?next=http://[::1", False),
    ("https://x.example/vacatures", False),
])
def test_sends_back_from_away(url: str, back: bool) -> None:
    assert sends_back_from_away(url, ASKED, "acme.nl") is back


CONSENT = b'<html><title>Privacy-instellingen</title><form method="post"><button>Akkoord</button></form></html>'
SIGN_IN = b'<html><title>Sign in</title><form method="post"><input type="email"><input type="password"></form></html>'


def test_classify_response_on_a_page_that_sends_back() -> None:
    h = {"content-type": "text/html"}
    c = classify_response(200, h, CONSENT, final_url=DPG, sensor_domain="acme.nl", requested_url=ASKED)
    assert (c.outcome, c.failure_class, c.challenge) == (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE, "interstitial")
    sso = "https://login.idp.com/authorize?redirect_uri=https%3A%2F%2Fwww.acme.nl%2Fvacatures"
    c = classify_response(200, h, SIGN_IN, final_url=sso, sensor_domain="acme.nl", requested_url=ASKED)
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.HTTP_4XX)
    # without the URL asked for (older callers) it stays a move, as before
    c = classify_response(200, h, CONSENT, final_url=DPG, sensor_domain="acme.nl")
    assert c.outcome == FetchOutcome.REDIRECTED


@pytest.mark.parametrize("unavailable", [False, True])
def test_a_refused_hop_that_sends_back(unavailable: bool) -> None:
    now = datetime(2026, 12, 6, tzinfo=UTC)
    c = classify_refused_hop(DPG, "acme.nl", unavailable=unavailable, detail="", now=now, retry_s=600,
                             requested_url=ASKED)
    assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE)
    c = classify_refused_hop("https://www.newbrand.com/vacatures", "acme.nl", unavailable=unavailable, detail="",
                             now=now, retry_s=600, requested_url=ASKED)
    assert c.outcome == FetchOutcome.REDIRECTED


@pytest.mark.parametrize(("asked", "final", "expected"), [
    # a consent-or-pay wall on the same site, naming the article asked for by `url`
    ("https://www.acme.de/karriere", "https://www.acme.de/zustimmung?url=https%3A%2F%2Fwww.acme.de%2Fkarriere",
     FailureClass.BOT_CHALLENGE),
    ("https://www.acme.de/karriere", "https://www.acme.de/zustimmung?url=%2Fkarriere", FailureClass.BOT_CHALLENGE),
    # `url` naming another page, and round 6's access-denied page (its name decides first)
    ("https://www.acme.de/karriere", "https://www.acme.de/jobs?url=%2Fimpressum", None),
    ("https://acme.com/team", "https://acme.com/access-denied?url=%2Fteam", FailureClass.HTTP_4XX),
])
def test_a_same_site_wall_naming_the_page_by_url(asked: str, final: str, expected: FailureClass | None) -> None:
    from changewire_fetcher.classify import redirect_landing

    got = redirect_landing(asked, final)
    assert (got[0] if got else None) == expected
