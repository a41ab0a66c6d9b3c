"""Bot-challenge recognition (pure): Cloudflare, Akamai, DataDome, PerimeterX, Imperva, AWS WAF,
Sucuri, Kasada, DDoS-Guard interstitials and CAPTCHA walls (hCaptcha, reCAPTCHA, Turnstile).

We only recognise them, to report BOT_CHALLENGE; we never try to solve or bypass one. On
403/429/503 any vendor marker counts; on a 200 the page must also look like an interstitial
(a challenge title or marker and little visible text), because ordinary pages embed CAPTCHA
widgets in forms and vendors inject detection scripts into normal pages.
"""
from __future__ import annotations

import re
from collections.abc import Mapping

#: statuses challenge pages are served with (plus 200 for "soft" interstitials)
CHALLENGE_STATUSES = frozenset({401, 403, 405, 409, 429, 503})

#: (vendor, marker) found in the lower-cased head of the body; markers specific to an interstitial
_INTERSTITIAL: tuple[tuple[str, str], ...] = (
    ("cloudflare", "window._cf_chl_opt"),
    ("cloudflare", "cf_chl_opt"),
    ("cloudflare", "cf-browser-verification"),
    ("cloudflare", "/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page"),
    ("cloudflare", "/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page"),
    ("cloudflare", "cf-challenge-running"),
    ("cloudflare", "challenge-error-title"),
    ("cloudflare", "/cdn-cgi/l/chk_captcha"),
    ("cloudflare", "attention required! | cloudflare"),
    ("datadome", "captcha-delivery.com"),
    ("datadome", "please enable js and disable any ad blocker"),
    ("perimeterx", "px-captcha"),
    ("perimeterx", "_pxcaptcha"),
    ("perimeterx", "captcha.px-cdn.net"),
    ("perimeterx", "press &amp; hold"),
    ("perimeterx", "press & hold"),
    ("imperva", "_incapsula_resource"),
    ("imperva", "incapsula incident id"),
    ("imperva", "pardon our interruption"),
    ("akamai", "errors.edgesuite.net"),
    ("akamai", "bm-verify"),
    ("aws_waf", "awswaf"),
    ("aws_waf", "aws-waf-token"),
    ("sucuri", "sucuri website firewall"),
    ("ddos_guard", "ddos-guard"),
    ("kasada", "kpsdk"),
    ("generic", "checking your browser before accessing"),
    ("generic", "checking if the site connection is secure"),
    ("generic", "enable javascript and cookies to continue"),
    ("generic", "verify you are human"),
    ("generic", "verifying you are human"),
    ("generic", "please verify you are a human"),
    ("generic", "are you a robot"),
)

#: CAPTCHA widgets: a challenge on an error status, or on a 200 page that is nothing but the wall
_WIDGETS: tuple[tuple[str, str], ...] = (
    ("hcaptcha", "hcaptcha.com/1/api.js"),
    ("hcaptcha", "h-captcha"),
    ("recaptcha", "google.com/recaptcha"),
    ("recaptcha", "recaptcha/api.js"),
    ("recaptcha", "g-recaptcha"),
    ("turnstile", "challenges.cloudflare.com/turnstile"),
    ("akamai", "you don't have permission to access"),
)

_TITLE = re.compile(rb"<title[^>]*>(.{0,300}?)</title>", re.I | re.S)
_CHALLENGE_TITLES = (
    "just a moment", "attention required", "access denied", "security check", "are you a robot", "verify you are",
    "captcha", "please wait", "one more step", "pardon our interruption", "bot check", "human verification",
    "ddos-guard", "checking your browser", "request unsuccessful", "you have been blocked", "access to this page has been denied",
)
_SCRIPT = re.compile(rb"<(script|style|noscript)\b.*?</\1\s*>", re.I | re.S)
_TAG = re.compile(rb"<[^>]*>")
_WS = re.compile(rb"\s+")

#: a 200 interstitial has less visible text than this (characters)
SMALL_PAGE_TEXT = 2000
_SCAN = 65536
#: a 200 page without a challenge title larger than this is never taken for an interstitial (bytes)
_UNTITLED_MAX = 24576


def visible_text_length(body: bytes) -> int:
    """Rough length of the visible text of an HTML page (scripts, styles and tags removed)."""
    text = _TAG.sub(b" ", _SCRIPT.sub(b" ", body[: _SCAN * 4]))
    return len(_WS.sub(b" ", text).strip())


def _header_vendor(status: int, headers: Mapping[str, str]) -> str | None:
    h = {k.lower(): v.lower() for k, v in headers.items()}
    if h.get("cf-mitigated") == "challenge":
        return "cloudflare"
    if h.get("x-amzn-waf-action") in ("captcha", "challenge"):
        return "aws_waf"
    if "x-sucuri-block" in h:
        return "sucuri"
    if status in CHALLENGE_STATUSES:
        if "x-datadome" in h or "x-dd-b" in h or h.get("server", "") == "datadome":
            return "datadome"
        if any(k.startswith("x-kpsdk-") for k in h):
            return "kasada"
        if "x-iinfo" in h and status == 403:
            return "imperva"
    return None


def detect_challenge(status: int, headers: Mapping[str, str], body: bytes) -> str | None:
    """The vendor whose bot challenge / CAPTCHA wall this response is, or None.

    `headers` may use any case. Only the first 64 KiB of the body are scanned.
    """
    vendor = _header_vendor(status, headers)
    if vendor:
        return vendor
    if status not in CHALLENGE_STATUSES and status != 200:
        return None
    if not body:
        return None
    m = _TITLE.search(body, 0, 16384)
    title = m.group(1).decode("latin-1").strip().lower() if m else ""
    titled = any(t in title for t in _CHALLENGE_TITLES)
    if status == 200 and not titled and len(body) > _UNTITLED_MAX:
        # a 200 without a challenge title is only suspicious when it is tiny: skip scanning big pages
        return None
    text_head = body[:_SCAN].lower().decode("latin-1")
    marker = next((v for v, m in _INTERSTITIAL if m in text_head), None)
    widget = next((v for v, m in _WIDGETS if m in text_head), None)
    if marker == "generic" and widget:
        marker = widget  # name the vendor when the page says which CAPTCHA it shows
    if status in CHALLENGE_STATUSES:
        if marker or widget:
            return marker or widget
        if titled and status in (403, 429, 503) and visible_text_length(body) < SMALL_PAGE_TEXT:
            return "generic"
        return None
    # 200: a soft interstitial is small and says what it is
    if not (marker or (widget and titled)):
        return None
    if visible_text_length(body) >= SMALL_PAGE_TEXT:
        return None
    if marker and not titled and marker not in ("cloudflare", "datadome", "perimeterx", "imperva", "generic",
                                                "hcaptcha", "recaptcha", "turnstile"):
        return None
    return marker or widget
