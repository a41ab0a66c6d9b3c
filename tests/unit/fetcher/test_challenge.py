"""Bot-challenge recognition (pure): vendors' interstitials yes, ordinary pages with widgets no."""
from __future__ import annotations

import pytest

from changewire_fetcher.challenge import detect_challenge, visible_text_length

CLOUDFLARE = (b'<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body>'
              b'<h2 id="challenge-running">Checking if the site connection is secure</h2>'
              b"<noscript><div id=\"challenge-error-title\">Enable JavaScript and cookies to continue</div></noscript>"
              b"<script>(function(){window._cf_chl_opt={cvId: '3',cType: 'managed'};"
              b"var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1';"
              b"}());</script></body></html>")
ATTENTION = b"<html><head><title>Attention Required! | Cloudflare</title></head><body>Sorry, you have been blocked</body></html>"
DATADOME = (b'<html><head><title>acme.com</title></head><body><p>Please enable JS and disable any ad blocker</p>'
            b"<script>var dd={'host':'geo.captcha-delivery.com'}</script></body></html>")
PERIMETERX = (b"<html><head><title>Access to this page has been denied.</title></head><body>"
              b'<div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human</p></body></html>')
IMPERVA = (b'<html><head><META NAME="robots" CONTENT="noindex,nofollow"><script src="/_Incapsula_Resource?SWJIYLWA=5074a7">'
           b"</script></head><body>Request unsuccessful. Incapsula incident ID: 123</body></html>")
AKAMAI = (b"<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don't have permission to "
          b"access \"http://www.acme.com/\" on this server.<P>Reference&#32;&#35;18.1 <P>https&#58;&#47;&#47;"
          b"errors&#46;edgesuite&#46;net</BODY></HTML>")
HCAPTCHA = (b'<html><head><title>Security check</title><script src="https://hcaptcha.com/1/api.js"></script></head>'
            b'<body><div class="h-captcha" data-sitekey="x"></div></body></html>')
RECAPTCHA_WALL = (b"<html><head><title>Are you a robot?</title></head><body>"
                  b'<div class="g-recaptcha" data-sitekey="x"></div></body></html>')
CONTACT = (b"<html><head><title>Contact us - Acme</title></head><body><form><div class='g-recaptcha'></div></form>"
           + b"<p>Acme builds rockets. Write to us about anything at all, we read every message.</p>" * 40
           + b"</body></html>")
NORMAL_WITH_CF_SCRIPT = (b"<html><head><title>Careers at Acme</title></head><body>"
                         + b"<p>We are hiring engineers in Berlin and London.</p>" * 80
                         + b"<script src='/cdn-cgi/challenge-platform/scripts/jsd/main.js'></script></body></html>")


@pytest.mark.parametrize(("status", "headers", "body", "vendor"), [
    (403, {}, CLOUDFLARE, "cloudflare"),
    (503, {}, CLOUDFLARE, "cloudflare"),
    (200, {}, CLOUDFLARE, "cloudflare"),
    (403, {"cf-mitigated": "challenge"}, b"", "cloudflare"),
    (200, {"CF-Mitigated": "challenge"}, b"<html></html>", "cloudflare"),
    (403, {}, ATTENTION, "cloudflare"),
    (403, {}, DATADOME, "datadome"),
    (403, {"X-DataDome": "protected"}, b"<html>blocked</html>", "datadome"),
    (403, {}, PERIMETERX, "perimeterx"),
    (200, {}, PERIMETERX, "perimeterx"),
    (403, {}, IMPERVA, "imperva"),
    (403, {}, AKAMAI, "akamai"),
    (405, {}, HCAPTCHA, "hcaptcha"),
    (200, {}, HCAPTCHA, "hcaptcha"),
    (429, {}, RECAPTCHA_WALL, "recaptcha"),
    (200, {}, RECAPTCHA_WALL, "recaptcha"),
    (405, {"x-amzn-waf-action": "captcha"}, b"", "aws_waf"),
    (403, {"x-sucuri-block": "1"}, b"", "sucuri"),
    (429, {"x-kpsdk-ct": "abc"}, b"", "kasada"),
])
def test_challenges_are_recognised(status: int, headers: dict[str, str], body: bytes, vendor: str) -> None:
    assert detect_challenge(status, headers, body) == vendor


@pytest.mark.parametrize(("status", "headers", "body"), [
    (200, {}, CONTACT),  # a CAPTCHA in a contact form
    (200, {}, NORMAL_WITH_CF_SCRIPT),  # Cloudflare's detection script injected into a normal page
    (200, {"X-DataDome": "protected"}, CONTACT),  # DataDome on a normal page
    (403, {}, b"<html><title>Forbidden</title><body>nginx</body></html>"),
    (404, {}, CLOUDFLARE),  # not a status challenges use
    (503, {}, b"<html><title>Service Unavailable</title></html>"),
    (200, {}, b""),
    (301, {"cf-mitigated": "x"}, b""),
])
def test_ordinary_pages_are_not_challenges(status: int, headers: dict[str, str], body: bytes) -> None:
    assert detect_challenge(status, headers, body) is None


def test_visible_text_ignores_scripts_and_tags() -> None:
    assert visible_text_length(b"<script>var x = 'long long long';</script><p>Hi  there</p>") == len("Hi there")
