"""Second red-team round: bot-challenge pages recognised on the homepage (only to stop and say so)."""
from __future__ import annotations

from changewire_discovery.extract import challenge_vendor

CF = (b'<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Checking your browser before '
      b'accessing a.com</h1><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/jsch/v1"></script></body></html>')
IMPERVA = (b'<html><head><title>Request unsuccessful</title></head><body><iframe src="/_Incapsula_Resource?CWUDNSAI=9">'
           b'</iframe>Request unsuccessful. Incapsula incident ID: 1230004500</body></html>')


def test_challenge_vendor() -> None:
    assert challenge_vendor(403, {"cf-mitigated": "challenge"}, b"") == "cloudflare"
    assert challenge_vendor(403, {"Server": "cloudflare"}, CF) == "cloudflare"
    assert challenge_vendor(503, {}, CF) == "cloudflare"
    assert challenge_vendor(200, {}, IMPERVA) == "imperva"
    assert challenge_vendor(200, {"x-amzn-waf-action": "captcha"}, b"") == "aws_waf"
    assert challenge_vendor(403, {"x-datadome": "protected"}, b"<html>blocked</html>") == "datadome"


def test_ordinary_pages_are_no_challenge() -> None:
    assert challenge_vendor(200, {"Server": "cloudflare", "x-datadome": "protected"},
                            b"<html><head><title>Acme</title></head><body>Hello</body></html>") == ""
    # an article quoting a wall's words, with a real page around it
    article = (b"<html><head><title>How we stopped bots: 'Just a moment...' explained</title></head><body>"
               + b"".join(b'<a href="/p%d">post %d</a>' % (i, i) for i in range(30))
               + b"<p>" + b"Checking your browser before accessing is what Cloudflare says. " * 80 + b"</p></body></html>")
    assert challenge_vendor(200, {}, article) == ""
    assert challenge_vendor(404, {}, b"<html><head><title>Not found</title></head><body>404</body></html>") == ""
    assert challenge_vendor(200, {"x-amzn-waf-action": "allow"}, b"<html>ok</html>") == ""


def test_cloudflare_bot_detection_script_on_a_small_ordinary_page_is_no_challenge() -> None:
    page = (b"<html><head><title>Acme</title></head><body><h1>Acme</h1><p>Coming to your city.</p>"
            b"<script>(function(){var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/b/"
            b"scripts/jsd/1a2b3c/main.js';document.head.appendChild(a)})();</script></body></html>")
    assert challenge_vendor(200, {"Server": "cloudflare"}, page) == ""
