"""Red team, round 17 (fetcher): 200 answers that are not the page — a geo-block, a US news site's GDPR page, a
consent interstitial, a "browser not supported" page — and pages that stay `ok` though they mention such things,
through `changewire fetch URL --json` against a raw asyncio server on loopback (rawsite.py; names mapped by
CHANGEWIRE_CONNECT_TO). The pure half, with more shapes and why each class, is
tests/unit/fetcher/test_classify_redteam17.py.

Probed, 8 cases here (each expectation written before it was run): a geo-block titled so, a GDPR block titled by the
paper's name (HTTP_4XX), a "Before you continue" consent interstitial (BOT_CHALLENGE), "Your browser is not
supported" (HTTP_4XX), HTTP 451 itself (HTTP_4XX); controls that stay `ok`: an SPA shell ("You need to enable
JavaScript to run this app"), a privacy policy about consent, the site's own /privacy-settings page.

Wrong before the fix (75722d4): 4 of 8 (the geo-block, the GDPR page, the consent interstitial and the
browser refusal were `ok`); fixed by classify.access_wall_page; none xfail.
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, page, triple = R.raw, R.page, R.triple
site, cli = R.site, R.cli  # the shared fixtures (rawsite.py)
#: the CLI's settings give a fetch 3 s in all (rawsite.fetch_env)
WITHIN = 7.0
BASE = "http://www.acme-corp.com"
HTML_TYPE = b"Content-Type: text/html; charset=UTF-8"


def html(title: str, body: str) -> bytes:
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body>{body}'
            f'</body></html>').encode()


GEO = html("Not available in your region | Acme", "<h1>Not available in your region</h1><p>Sorry.</p>")
GDPR = html("Acme Daily News", "<h1>Unfortunately, our website is currently unavailable in your country.</h1><p>We are "
            "engaged on the issue and committed to looking at options that support our full range of digital "
            "offerings to your market.</p>")
CONSENT = html("Before you continue", '<h1>Before you continue to Acme</h1><p>We use cookies.</p><form method="post">'
               '<button name="consent" value="0">Reject all</button><button name="consent" value="1">Accept all'
               '</button></form><script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>')
BROWSER = html("Your browser is not supported", "<h1>Your browser is not supported</h1><p>Use a recent Chrome, "
               "Firefox, Safari or Edge.</p>")
SPA = html("Acme App", '<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>'
           '<script src="/static/js/main.8c1f2e3a.js"></script>')
PROSE = ("<p>We process personal data only with your consent or another legal basis. You can withdraw consent at any "
         "time in Privacy Settings, and you can ask us what we store about you.</p>") * 10
POLICY = html("Privacy Policy | Acme", "<nav><a href='/'>Home</a><a href='/blog'>Blog</a></nav><h1>Privacy Policy</h1>"
              + PROSE)
SETTINGS = html("Privacy Settings", "<div id='usercentrics-root'></div><button>Save</button>")

# name: (path asked for, {path: answer}, expected triple)
CASES: dict[str, tuple[str, dict[str, bytes], tuple[str, int, str | None]]] = {
    "geo-block": ("/news/", {"/news/": page(HTML_TYPE, body=GEO)}, ("failed", 200, "HTTP_4XX")),
    "gdpr-block": ("/news/", {"/news/": page(HTML_TYPE, body=GDPR)}, ("failed", 200, "HTTP_4XX")),
    "consent-interstitial": ("/careers/", {"/careers/": page(HTML_TYPE, body=CONSENT)},
                             ("failed", 200, "BOT_CHALLENGE")),
    "browser-not-supported": ("/app/", {"/app/": page(HTML_TYPE, body=BROWSER)}, ("failed", 200, "HTTP_4XX")),
    "http-451": ("/news/", {"/news/": page(HTML_TYPE, body=GEO, status=b"451 Unavailable For Legal Reasons")},
                 ("failed", 451, "HTTP_4XX")),
    # controls
    "spa-shell": ("/app/", {"/app/": page(HTML_TYPE, body=SPA)}, ("ok", 200, None)),
    "privacy-policy": ("/privacy/", {"/privacy/": page(HTML_TYPE, body=POLICY)}, ("ok", 200, None)),
    "own-privacy-settings": ("/privacy-settings", {"/privacy-settings": page(HTML_TYPE, body=SETTINGS)},
                             ("ok", 200, None)),
}


def _connect(site: Any) -> str:
    return ",".join(f"{n}={site.ip}:{site.port}" for n in ("acme-corp.com", "www.acme-corp.com"))


@pytest.mark.parametrize("name", sorted(CASES))
async def test_walls_through_fetch(site: Any, cli: Any, name: str) -> None:
    path, pages, expected = CASES[name]
    site.pages.update(pages)
    got = await cli(site, f"{BASE}{path}", within=WITHIN, connect_to=_connect(site))
    assert triple(got) == expected, (name, got)
    assert site.paths()[0] == "/robots.txt" and site.paths()[1] == path and len(site.paths()) <= 3, site.paths()
