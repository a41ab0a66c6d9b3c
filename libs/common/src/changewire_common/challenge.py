"""Bot-challenge recognition (pure): Cloudflare, Akamai, DataDome, PerimeterX / HUMAN, Imperva, AWS WAF,
Sucuri, Kasada, F5, Vercel, DDoS-Guard, SiteGround, Imunify360, Anubis, Wordfence and Alibaba Cloud
interstitials and CAPTCHA walls (hCaptcha, reCAPTCHA, Turnstile, Yandex SmartCaptcha, GeeTest, Friendly
Captcha, ALTCHA, Arkose Labs, Tencent Cloud, NetEase Yidun, MTCaptcha, mCaptcha), and any small page whose meta
refresh leads into a CAPTCHA. The one detector the fetcher
(BOT_CHALLENGE), discovery (stop at the wall) and repair (do not search a walled site) share; no I/O,
standard library only.

We only recognise them, to report BOT_CHALLENGE; we never try to solve or bypass one.

Signals are weighed, not matched one by one:

- *definitive headers* a vendor only sends on a challenge (`cf-mitigated: challenge`,
  `x-amzn-waf-action: challenge|captcha`, `x-vercel-mitigated`, `x-sucuri-block`, and on an error
  status DataDome's / Kasada's / Imperva's block headers) decide alone;
- *strong markers*: markup only an interstitial or block page carries (`_cf_chl_opt`,
  `captcha-delivery.com`, `px-captcha`, `gokuProps`, `bm-verify`, ...);
- *weak markers*: what ordinary pages carry too — CAPTCHA widgets in forms, vendor scripts injected
  into every page (`kpsdk`, `awswaf`, `_Incapsula_Resource`), and wall phrases ("verify you are human")
  that articles quote;
- *shape*: challenge pages are small (little visible text, few links, no login/contact form) and are
  served with 2xx or a handful of error statuses; their titles say what they are.

A strong marker counts on a small page; a weak one only with a challenge title or wall phrase (on
200) or on an error status — or on a 200 page that is a CAPTCHA form and hardly anything else, in any
language — and never on a page that has a real form or site navigation. A title
alone counts on an error status when it is a challenge title ("Just a moment...") — or a generic one
("Access Denied") when the edge that generated the page names itself (`Server: AkamaiGHost`) — and on
200 when it is an interstitial's own title ("Just a moment...", "One more step"; not a bare "CAPTCHA").
A page with fewer than 8 links may carry twice the text and still count on a strong marker, or on an
interstitial's title (with a wall phrase on 200). On 200 a wall's title with nothing else a wall says does not make
a wall of a page with lists, tables or several sections (a job posting titled "… Bot Verification"). An edge's own
page on a 5xx — Akamai's numbered error pages, Cloudflare's cf-error-details — reports a failure, not a wall,
unless it says it denies or challenges; so does Cloudflare's on a 4xx that does not say it denies access (1003
"Direct IP access not allowed").

Hot path: every 200 body passes through here. A 200 page larger than 24 KiB without a challenge
title costs one bounded title search; a 200 declared as a feed, JSON or an asset costs nothing; other
pages are lower-cased once (first 64 KiB) and rejected on link count and visible text (a linear scan
that stops early) before any marker is looked for; markers are grouped under a few anchors, so a
page without an anchor costs one substring scan per anchor. UTF-16 bodies are transcoded (head only).
All regexes use bounded classes, so hostile markup (unclosed tags, thousands of `<script`) stays linear.
"""
from __future__ import annotations

import html
import re
from collections.abc import Mapping

__all__ = ["CHALLENGE_HOSTS", "CHALLENGE_STATUSES", "SMALL_PAGE_TEXT", "SOFT_STATUSES", "challenge_url",
           "detect_challenge", "visible_text_length"]

#: error statuses challenge pages are served with (Akamai's crypto challenge uses 428)
CHALLENGE_STATUSES = frozenset({401, 403, 405, 406, 409, 418, 428, 429, 503})
#: "soft" interstitials: 200, and 202 (AWS WAF's challenge action)
SOFT_STATUSES = frozenset({200, 202})

#: registrable domains of hosted challenge pages some vendors redirect to (Radware / ShieldSquare,
#: DataDome): landing there is a challenge, not the page moving to another site
CHALLENGE_HOSTS: dict[str, str] = {"perfdrive.com": "radware", "captcha-delivery.com": "datadome",
                                   # Queue-it's hosted waiting room: an interstitial in front of the page
                                   "queue-it.net": "queue-it"}

#: (vendor, marker) in the lower-cased head of the body: markup only an interstitial carries
_STRONG: tuple[tuple[str, str], ...] = (
    ("cloudflare", "cf_chl_"),  # window._cf_chl_opt, __cf_chl_tk, __cf_chl_f_tk, __cf_chl_rt_tk
    # /cdn-cgi/challenge-platform/h/{b,g}/orchestrate/...: the challenge itself (ordinary pages behind
    # Cloudflare load .../scripts/jsd/main.js from the same platform: not a marker)
    ("cloudflare", "/orchestrate/chl_page"),
    ("cloudflare", "/orchestrate/managed/"),
    ("cloudflare", "/orchestrate/jsch/"),
    ("cloudflare", "/orchestrate/captcha/"),
    ("cloudflare", "cf-browser-verification"),
    ("cloudflare", "challenge-error-t"),  # challenge-error-title / challenge-error-text
    ("cloudflare", "challenge-running"),  # <div id="challenge-running">, and the older cf-challenge-running
    ("cloudflare", "/cdn-cgi/l/chk_captcha"),
    ("cloudflare", "attention required! | cloudflare"),
    ("cloudflare", "used cloudflare to restrict access"),  # 1020 / 1010 / 1012 access denied
    ("cloudflare", "needs to review the security of your connection"),
    ("cloudflare", "banned your access based on your browser"),
    ("datadome", "captcha-delivery.com"),
    ("datadome", "please enable js and disable any ad blocker"),
    ("perimeterx", "px-captcha"),
    ("perimeterx", "_pxcaptcha"),
    ("perimeterx", "captcha.px-cdn.net"),
    ("perimeterx", "pxcaptchasrc"),
    ("perimeterx", "/captcha/captcha.js?a="),  # the block script, also in the JSON block response
    ("imperva", "incapsula incident id"),
    ("imperva", "_incapsula_resource?cwudnsai"),
    ("imperva", "made us think you were a bot"),
    ("akamai", "errors.edgesuite.net"),
    ("akamai", "errors&#46;edgesuite&#46;net"),
    ("akamai", "reference&#32;&#35;"),
    ("akamai", "bm-verify"),
    ("akamai", "/_sec/verify?provider="),
    ("akamai", "/_sec/cp_challenge/"),
    ("akamai", "sec-cpt-if"),
    ("aws_waf", "gokuprops"),
    ("aws_waf", "awswafcaptcha"),
    ("sucuri", "sucuri website firewall"),
    ("sucuri", "sucuri_cloudproxy_js"),
    ("sucuri", "cloudproxy@sucuri.net"),
    ("ddos_guard", "/.well-known/ddos-guard/"),
    ("ddos_guard", "check.ddos-guard.net"),
    ("f5", "the requested url was rejected. please consult with your administrator"),
    ("f5", 'window["bobcmn"]'),
    ("vercel", "vercel security checkpoint"),
    ("vercel", "/.well-known/vercel/security/"),
    ("vercel", "vercel.link/security-checkpoint"),
    ("siteground", "/.well-known/sgcaptcha/"),  # SiteGround's 202 whose meta refresh leads into its CAPTCHA
    ("imunify360", "wsidchk"),  # the hidden form a script fills in and submits ("One moment, please...")
    ("aliyun_waf", "acw_sc__v2"),  # Alibaba Cloud's anti-bot script: sets this cookie, then reloads
    # Anubis (Techaro's proof-of-work wall): its challenge's JSON and its static files' path
    ("anubis", "anubis_challenge"),
    ("anubis", "/.within.website/x/cmd/anubis/"),
    # Wordfence (WordPress firewall) turning a visitor away (503 / 403)
    ("wordfence", "generated by wordfence"),
    ("wordfence", "your access to this site has been limited by the site owner"),
    ("radware", "validate.perfdrive.com"),
    ("radware", "shieldsquare captcha"),
    ("amazon", "/errors/validatecaptcha"),
    ("amazon", "opfcaptcha"),
    # walls whose script computes a cookie and loads the page again: nginx's testcookie module (AES in the
    # page, the `__test` cookie), Jiasule's second stage, Yunsuo, Reblaze, Fastly's client challenge
    ("testcookie", "slowaes.decrypt("),
    ("jiasule", "__jsl_clearance"),
    ("yunsuo", "yunsuoautojump"),
    ("yunsuo", "security_verify_data"),
    ("reblaze", "window.rbzns"),
    ("reblaze", "rbzid="),
    ("fastly", "/_fs-ch-"),
)

#: (vendor, marker) that ordinary pages carry too: CAPTCHA widgets and scripts injected into every page
_WEAK: tuple[tuple[str, str], ...] = (
    ("hcaptcha", "hcaptcha.com/1/api.js"),
    ("hcaptcha", "h-captcha\" data-sitekey"),
    ("recaptcha", "recaptcha/api.js"),
    ("recaptcha", "recaptcha/enterprise.js"),
    ("recaptcha", "g-recaptcha\" data-sitekey"),
    ("turnstile", "challenges.cloudflare.com/turnstile"),
    ("turnstile", "cf-turnstile"),
    ("kasada", "kpsdk"),
    ("aws_waf", "awswaf"),
    ("imperva", "_incapsula_resource"),
    ("ddos_guard", "ddos-guard"),
    ("f5", "/tspd/"),  # F5 Advanced WAF's bot defence script, injected into every page it fronts
    ("cloudflare", "cf-error-details"),  # every page Cloudflare's edge generates: blocks, but also 52x errors
    ("perimeterx", "press &amp; hold"),
    ("perimeterx", "press & hold"),
    ("yandex_smartcaptcha", "smartcaptcha.yandexcloud.net"),
    ("geetest", "static.geetest.com"),
    ("geetest", "initgeetest("),
    ("friendly_captcha", "frc-captcha"),
    # CAPTCHAs sites put in front of a page themselves: ALTCHA (proof of work, its custom element), Arkose Labs'
    # FunCaptcha, Tencent Cloud's and NetEase Yidun's (China), MTCaptcha, mCaptcha
    ("altcha", "<altcha-widget"),
    ("arkose", "arkoselabs.com"),
    ("arkose", "funcaptcha"),
    ("tencent_captcha", "tcaptcha.js"),
    ("tencent_captcha", "tencentcaptcha("),
    ("netease_yidun", "initnecaptcha"),
    ("mtcaptcha", "mtcaptcha"),
    ("mcaptcha", "mcaptcha__"),
)
#: CAPTCHA widget markup in any quoting: <div class='g-recaptcha' ...> — a weak marker too
_WIDGET_CLASS = re.compile(r"""class\s*=\s*["'][^"'<>]*\b(g-recaptcha|h-captcha|cf-turnstile|smart-captcha|"""
                           r"""frc-captcha|mtcaptcha)\b""")
_WIDGET_VENDOR = {"g-recaptcha": "recaptcha", "h-captcha": "hcaptcha", "cf-turnstile": "turnstile",
                  "smart-captcha": "yandex_smartcaptcha", "frc-captcha": "friendly_captcha", "mtcaptcha": "mtcaptcha"}
#: a CAPTCHA widget that is an element of its own or a container the vendor renders into (ALTCHA's custom element,
#: MTCaptcha's and mCaptcha's containers named by id)
_WIDGET_ELEMENT = re.compile(r"""<altcha-widget\b|\bid\s*=\s*["']?(?:mtcaptcha|mcaptcha__widget)""")
#: a CAPTCHA drawn by a script call rather than by a widget element (GeeTest's slider, explicit rendering, Tencent's
#: `new TencentCaptcha(...)`, NetEase Yidun's `initNECaptcha(...)`)
_CAPTCHA_CALL = re.compile(r"\b(?:initgeetest|initgeetest4|grecaptcha\.render|hcaptcha\.render|turnstile\.render|"
                           r"smartcaptcha\.render|initnecaptcha|new\s+tencentcaptcha|mtcaptcha\.renderui)\s*\(")
#: Akamai's reference number on its edge's denial page, plain or entity-encoded: "Reference #18.9a3c1002.
#: 1733151600.5e6f7a8b" (a request id no origin's page spells this way)
_AKAMAI_REFERENCE = re.compile(r"reference(?: |&#32;)(?:#|&#35;)[0-9]{1,3}(?:\.|&#46;)[0-9a-f]{6,10}(?:\.|&#46;)"
                               r"[0-9]{9,11}(?:\.|&#46;)[0-9a-f]{4,10}")
#: markers of Akamai's challenges proper (Bot Manager's verify and crypto-challenge pages), not its numbered errors
_AKAMAI_WALLS = ("bm-verify", "/_sec/", "sec-cpt")
#: a script that sets a cookie and loads the same page again: a cookie gate (the cookie is the pass)
_COOKIE_SET = re.compile(r"document\.cookie\s*=")
_SELF_RELOAD = re.compile(r"location\.reload\s*\(|location\.href\s*=\s*location\.(?:href|pathname)\b|"
                          r"location\.replace\s*\(\s*location\.href|location\s*=\s*location\.href")
#: script text that defers what follows (a function, a handler, a condition): a reload there is not at once
_DEFERRED = re.compile(r"function\b|=>|addeventlistener|\bif\s*\(|\.then\s*\(|\bcatch\b")
#: statuses only cookie-gate walls are recognised on (Jiasule answers 521, which is also Cloudflare's "web
#: server is down": there nothing but a cookie gate's own signals counts)
_GATE_STATUSES = frozenset({521})
#: URL parts only a challenge's own URLs carry: a redirect chain through one is a wall's dance
_CHALLENGE_URL_PARTS: tuple[tuple[str, str], ...] = (
    ("yunsuo", "security_verify_"), ("cloudflare", "/cdn-cgi/challenge-platform/"), ("cloudflare", "__cf_chl_"),
    ("siteground", "/.well-known/sgcaptcha"), ("imperva", "/_incapsula_resource"), ("akamai", "/_sec/cp_challenge"),
    ("akamai", "/_sec/verify?"), ("anubis", "/.within.website/"), ("fastly", "/_fs-ch-"),
    ("vercel", "/.well-known/vercel/security/"), ("ddos_guard", "/.well-known/ddos-guard/"),
)
#: a <meta> refresh into a CAPTCHA: a page whose only job is to send the visitor to the wall
_REFRESH_TO_CAPTCHA = re.compile(r"""<meta\b[^<>]*http-equiv\s*=\s*["']?refresh[^<>]*content\s*=\s*["']"""
                                 r"""[^"'<>]*captcha""")

#: what a CAPTCHA wall / interstitial says (ordinary pages only say it when they quote one)
_PHRASES: tuple[str, ...] = (
    "checking your browser before accessing", "checking if the site connection is secure",
    "enable javascript and cookies to continue", "verify you are human", "verifying you are human",
    "verify you are a human", "confirm you are a human", "are you a robot", "that you're not a robot",
    "sure you're not a robot", "sure you are not a robot",
    "unusual traffic from your computer network", "complete the security check to access",
    "please complete the security check", "please solve the captcha", "complete the captcha",
    "verifying your browser", "we need to make sure you're not a robot", "to discuss automated access",
    "your request is being verified",
    # queues and waiting rooms in front of the site: the page is not served until our turn comes
    # (not "estimated wait time": a restaurant's or a clinic's wait list says it too)
    "you are now in line", "you are in the queue",
)

_TITLE = re.compile(rb"<title[^<>]*>(.{0,300}?)</title", re.I | re.S)
#: titles only challenge pages wear
_CHALLENGE_TITLES = (
    "just a moment", "attention required", "are you a robot", "verify you are", "verifying you are",
    "captcha", "one more step", "bot check", "robot check", "bot verification",
    "human verification", "are you human", "ddos-guard", "checking your browser", "you have been blocked",
    "access to this page has been denied", "security checkpoint", "challenge validation", "please verify you are",
    "browser check", "making sure you're not a bot", "client challenge", "waiting room", "you are in the queue",
    "you are now in line",
)
#: of those, the ones an interstitial wears on 200 with nothing else said ("captcha" alone also names
#: ordinary pages about CAPTCHAs, so it needs a wall phrase or a marker there)
_WALL_TITLES = (
    "just a moment", "attention required", "are you a robot", "verify you are", "verifying you are",
    "one more step", "bot check", "robot check", "human verification", "are you human", "ddos-guard",
    "checking your browser", "you have been blocked", "access to this page has been denied", "security checkpoint",
    "bot verification", "making sure you're not a bot", "client challenge", "you are in the queue",
    "you are now in line",
)
#: titles challenge pages share with ordinary error pages: need a second signal
_WEAK_TITLES = ("access denied", "security check", "please wait", "request unsuccessful", "request rejected",
                "one moment", "pardon our interruption")
#: `Server` values of edges that generate their own error pages (an origin's page never says this)
_EDGE_SERVERS = (("akamaighost", "akamai"),)
#: rate-limit pages that look like a block (Cloudflare 1015): on 429 (or 200) RATE_LIMIT, not a challenge
_RATE_LIMIT_PHRASES = ("you are being rate limited",)

def title_bytes(body: bytes, scan: int = 16384) -> bytes | None:
    """The raw text of the page's <title> within its first `scan` bytes (a literal find first: most pages write
    `<title` in lower case), or None."""
    i = body.find(b"<title", 0, scan)
    if i < 0:
        i = body.find(b"<TITLE", 0, scan)
    m = _TITLE.match(body, i) if i >= 0 else _TITLE.search(body, 0, scan)
    return m.group(1) if m is not None else None


def titled_as_wall(body: bytes) -> bool:
    """Whether the page's title opens with a title challenge pages wear ("Just a moment...", "Attention Required! |
    Cloudflare", "Access denied"): with `detect_challenge`'s verdict, the page is the wall itself, not a small page
    holding a CAPTCHA widget (a contact form)."""
    raw = title_bytes(body)
    if raw is None:
        return False
    title = html.unescape(raw.decode("latin-1")).strip().lower()
    return title.startswith(_CHALLENGE_TITLES) or title.startswith(_WEAK_TITLES)


#: a form a person fills in (login, contact, search): walls have hidden inputs and buttons only — or
#: the CAPTCHA's own text box. Bounded character classes ([^<>]) keep these linear on hostile markup.
_USER_INPUT = re.compile(r"""<input\b(?![^<>]*captcha)[^<>]*\btype\s*=\s*["']?"""
                         r"""(?:password|email|text|tel|search|number)\b"""
                         r"""|<textarea\b(?![^<>]*(?:g-recaptcha-response|h-captcha-response))""")
#: raw-text elements whose content is not visible text
_RAW_OPEN = re.compile(r"<(script|style|noscript|template|svg|textarea)\b")
_TAG = re.compile(r"<[^<>]*>")
_COMMENT = re.compile(r"<!--.*?(?:-->|$)", re.S)

#: a challenge page has less visible text than this (characters)
SMALL_PAGE_TEXT = 2000
#: ... and fewer links than this (site navigation, article links)
_MAX_LINKS = 12
#: a page with fewer links than this may carry up to 2 * SMALL_PAGE_TEXT of text and still count as an
#: interstitial on a strong marker or a wall's own title (a wall explaining itself, e.g. in several languages)
_FEW_LINKS = 8
_SCAN = 65536
#: a 200 page without a challenge title larger than this is never taken for an interstitial (bytes)
_UNTITLED_MAX = 24576
#: media types a challenge page is never served as on a 200 (feeds, JSON, assets)
_NOT_HTML = ("xml", "json", "javascript", "css", "image/", "audio/", "video/", "font/", "pdf", "zip", "octet-stream",
             "text/csv", "text/calendar", "protobuf", "msgpack")

#: anchors: each marker is only looked for when its anchor is in the page, so an ordinary page costs
#: one scan per anchor rather than one per marker
_ANCHORS = ("captcha", "cloudflare", "challenge", "robot", "human", "browser", "secur", "cf_chl_", "cf-",
            "/orchestrate/", "incapsula", "edgesuite", "_sec/", "ddos-guard", "vercel", "enable j", "awswaf")


def _group(kinded: list[tuple[int, str, str, str]]) -> tuple[tuple[str, tuple[tuple[int, str, str, str], ...]], ...]:
    groups: dict[str, list[tuple[int, str, str, str]]] = {}
    for entry in kinded:
        marker = entry[3]
        anchor = next((a for a in _ANCHORS if a in marker), marker)
        groups.setdefault(anchor, []).append(entry)
    return tuple((a, tuple(g)) for a, g in groups.items())


_MARKERS = _group([(i, "strong", v, mk) for i, (v, mk) in enumerate(_STRONG)]
                  + [(i, "weak", v, mk) for i, (v, mk) in enumerate(_WEAK)]
                  + [(i, "phrase", "generic", mk) for i, mk in enumerate(_PHRASES)])


#: a page holding a CAPTCHA form and almost nothing else has less visible text than this (characters)
_CAPTCHA_ONLY_TEXT = 600


def _captcha_only(text: str, links: int, visible: int) -> bool:
    """A page that is a CAPTCHA and nothing else, in whatever language it speaks: the widget itself in a
    form, or a script call that draws one (not only its script, which sites load everywhere), no field a
    person fills in (checked by the caller), hardly a link and hardly any text."""
    if links > 2 or visible >= _CAPTCHA_ONLY_TEXT:
        return False
    return ("<form" in text and (_WIDGET_CLASS.search(text) is not None or _WIDGET_ELEMENT.search(text) is not None)) \
        or _CAPTCHA_CALL.search(text) is not None


def _scan(text: str) -> tuple[str | None, str | None, bool]:
    """(strong vendor, weak vendor, wall phrase seen) — the first vendor in table order of each kind."""
    best: dict[str, tuple[int, str]] = {}
    for anchor, entries in _MARKERS:
        if anchor not in text:
            continue
        for i, kind, vendor, marker in entries:
            if marker in text and (kind not in best or i < best[kind][0]):
                best[kind] = (i, vendor)
    strong, weak = best.get("strong"), best.get("weak")
    return strong[1] if strong else None, weak[1] if weak else None, "phrase" in best


def _visible_length(text: str, limit: int = 1 << 30) -> int:
    """Rough length of the visible text of lower-cased HTML (raw-text elements, comments and tags
    dropped, whitespace runs counted once), stopping once past `limit`. Linear in the input."""
    total = 0
    i, n = 0, len(text)
    while i < n and total < limit:
        # a slice about twice the text still wanted (a page's text is rarely denser than half its bytes); the
        # next raw-text element is looked for in the slice only, not in the rest of the page
        cut = min(n, i + min(8192, max(1024, 2 * (limit - total))))
        m = _RAW_OPEN.search(text, i, cut)
        if m is None and cut < n:
            lt = text.rfind("<", i, cut)  # (not in the middle of a tag)
            if lt > i:
                cut = lt
        stop = m.start() if m else cut
        chunk = text[i:stop]
        if "<!--" in chunk:
            chunk = _COMMENT.sub(" ", chunk)
        total += len(" ".join(_TAG.sub(" ", chunk).split()))
        if m is None:
            i = cut
            continue
        if total >= limit:
            break
        close = text.find("</" + m.group(1), m.end())
        if close < 0:
            break  # an unclosed <script>: the rest is script
        i = text.find(">", close)
        if i < 0:
            break
        i += 1
    return total


#: a text-length question with a limit reads this much of the page first (most pages pass a limit in it)
_VISIBLE_HEAD = 16384
#: ... and reads at most this much of a big page whose first 256 KiB hold less text than asked (bytes)
_VISIBLE_MAX = 4 * 1024 * 1024


def visible_text_length(body: bytes, limit: int | None = None, *, low: bytes | None = None) -> int:
    """Rough length of the visible text of an HTML page (scripts, styles and tags removed). With `limit`, the
    count stops once it reaches `limit` (the answer is then ≥ `limit`, not the whole length): the page's first
    kilobytes are read first, and the rest only when they hold less text than that. `low`: the lower-cased start
    of `body` (`body[:n].lower()`) when the caller has it: the part it covers is not lower-cased again."""
    if limit is None:
        return _visible_length(_lowered(body, _SCAN * 4, low).decode("latin-1"))
    if len(body) > _VISIBLE_HEAD:
        head = _lowered(body, _VISIBLE_HEAD, low)
        lt = head.rfind(b"<")  # not in the middle of a tag
        n = _visible_length((head[:lt] if lt > 0 else head).decode("latin-1"), limit)
        if n >= limit:
            return n
    n = _visible_length(_lowered(body, _SCAN * 4, low).decode("latin-1"), limit)
    if n < limit and len(body) > _SCAN * 4:
        # a big page whose first 256 KiB are its head (inline CSS, a framework's state, scripts) shows its text further
        # on: 650 KB news pages (the Guardian's, WSJ's, CNBC's) read as 50 characters of text, and a title that only
        # hints at a not-found page or a wall made them one. Read further (to _VISIBLE_MAX), only when the limit was
        # not reached in the head: callers ask after a gate (a title, a marker), so this is rare and bounded
        n = _visible_length(body[:_VISIBLE_MAX].lower().decode("latin-1"), limit)
    return n


def _lowered(body: bytes, n: int, low: bytes | None) -> bytes:
    """`body[:n].lower()`, sliced from `low` (a lower-cased start of `body`) when that covers it."""
    if low is not None and len(low) >= min(n, len(body)):
        return low[:n]
    return body[:n].lower()


def _lower_headers(headers: Mapping[str, str] | None) -> dict[str, str]:
    return {str(k).lower(): str(v or "").lower() for k, v in (headers or {}).items()}


def _header_vendor(status: int, h: Mapping[str, str]) -> str | None:
    """A vendor whose headers alone say this response is a challenge."""
    if h.get("cf-mitigated", "").strip() == "challenge":
        return "cloudflare"
    if h.get("x-amzn-waf-action", "").strip() in ("captcha", "challenge", "block"):
        return "aws_waf"
    if h.get("x-vercel-mitigated", "").strip() in ("challenge", "deny"):
        return "vercel"
    if "x-sucuri-block" in h:
        return "sucuri"
    if status in (403, 429):  # the statuses these vendors block with; their headers ride on every response
        if "x-datadome" in h or "x-dd-b" in h or h.get("server", "") == "datadome":
            return "datadome"
        if any(k.startswith("x-kpsdk-") for k in h):
            return "kasada"
        if "x-iinfo" in h and status == 403:
            return "imperva"
    return None


def _header_hint(h: Mapping[str, str]) -> tuple[str | None, bool]:
    """(vendor the headers name, whether that vendor's edge generated this page) — a name for a
    challenge found otherwise; the second only for edges whose `Server` never passes an origin's page."""
    server = h.get("server", "")
    for needle, vendor in _EDGE_SERVERS:
        if needle in server:
            return vendor, True
    if "ddos-guard" in server:
        return "ddos_guard", False
    if "sucuri" in server or "x-sucuri-id" in h:
        return "sucuri", False
    if "cloudflare" in server or "cf-ray" in h:
        return "cloudflare", False
    if "x-iinfo" in h or "imperva" in h.get("x-cdn", "") or "incapsula" in h.get("x-cdn", ""):
        return "imperva", False
    if "x-datadome" in h:
        return "datadome", False
    if "vercel" in server or "x-vercel-id" in h:
        return "vercel", False
    return None, False


def _ascii_view(body: bytes) -> bytes:
    """The body's head in an ASCII-compatible encoding: UTF-16 (BOM or NUL-interleaved
    ASCII) is transcoded; everything else (UTF-8, Latin-1, CJK legacy charsets) is matched as bytes."""
    head = body[:4]
    enc = None
    if head[:2] == b"\xff\xfe" or (len(head) == 4 and head[0] and not head[1] and head[2] and not head[3]):
        enc = "utf-16-le"
    elif head[:2] == b"\xfe\xff" or (len(head) == 4 and not head[0] and head[1] and not head[2] and head[3]):
        enc = "utf-16-be"
    if enc is None:
        return body
    return body[: _SCAN * 8].decode(enc, "replace").lstrip("\ufeff").encode("utf-8", "replace")


def detect_challenge(status: int, headers: Mapping[str, str] | None, body: bytes | str | None) -> str | None:
    """The vendor whose bot challenge / CAPTCHA wall this response is (`cloudflare`, `akamai`, ...,
    `generic` when the page says it is a wall but names no vendor), or None.

    `status` is the final HTTP status (after redirects). `headers` may use any case (None and None
    values are empty). `body` is the raw body (a str is encoded as UTF-8); only its first 64 KiB are
    scanned for markers.
    """
    h = _lower_headers(headers)
    vendor = _header_vendor(status, h)
    if vendor:
        return vendor
    soft = status in SOFT_STATUSES
    if status in _GATE_STATUSES:
        if "__jsluid" in h.get("set-cookie", ""):
            return "jiasule"
        return _cookie_gate(status, h, body)
    if not soft and status not in CHALLENGE_STATUSES:
        return None
    if not body:
        return None
    if isinstance(body, str):
        body = body.encode("utf-8", "replace")
    if soft:
        ctype = h.get("content-type", "")
        if ctype and "html" not in ctype and any(t in ctype for t in _NOT_HTML):
            return None  # a feed, JSON, an asset: challenges are served as HTML
    body = _ascii_view(body)
    m = _TITLE.search(body, 0, 16384)
    title = m.group(1).decode("latin-1").strip().lower() if m else ""
    if "&" in title:  # "Making sure you&#39;re not a bot!": titles are compared as text
        title = html.unescape(title)
    strong_title = any(map(title.__contains__, _CHALLENGE_TITLES))  # (map: no generator frame per title)
    weak_title = not strong_title and any(map(title.__contains__, _WEAK_TITLES))
    if soft and not strong_title and not weak_title and len(body) > _UNTITLED_MAX:
        # the hot path: a full-size 200 page that does not call itself a challenge
        return None
    text = body[:_SCAN].lower().decode("latin-1")
    links = text.count("<a ") + text.count("<a\n") + text.count("<a\t")
    if links >= (_MAX_LINKS if soft else 2 * _MAX_LINKS):
        return None  # site navigation: a page, not an interstitial (block pages link to 1-3 places)
    # an article, not an interstitial: checked before any marker (it stops early on text-heavy pages)
    text_cap = SMALL_PAGE_TEXT if soft and links >= _FEW_LINKS else 2 * SMALL_PAGE_TEXT
    visible = _visible_length(text, text_cap)
    if visible >= text_cap:
        return None
    if len(body) > _SCAN and (soft or strong_title or weak_title) \
            and visible_text_length(body, text_cap) >= text_cap:
        # a big page whose first 64 KiB are its head (inline styles and state): its text comes further on (a news
        # article titled "Just a moment with our CEO" behind 170 KB of head). Read only for a big body that got here
        # (a wall's title, or a marker-bearing small text in its head): walls are small pages
        return None
    strong, weak, phrase = _scan(text)
    if weak is None and ("captcha" in text or "turnstile" in text):
        w = _WIDGET_CLASS.search(text)
        weak = _WIDGET_VENDOR[w.group(1)] if w else None
    if strong is None and "captcha" in text and _REFRESH_TO_CAPTCHA.search(text):
        strong = _header_hint(h)[0] or "generic"
    if strong is None and "reference" in text and _AKAMAI_REFERENCE.search(text):
        strong = "akamai"
    if strong == "akamai" and status >= 500 and "denied" not in title and not any(m in text for m in _AKAMAI_WALLS):
        # Akamai's edge numbers its own 5xx pages like its denials ("Service Unavailable - Zero size object": the
        # origin answered nothing; "An error occurred while processing your request"): a server error, not a wall
        # — Akamai denies with 403 and challenges with its /_sec/ pages
        strong = None
    if strong is None and "cookie" in text and _gate_script(text, links, visible):
        strong = _header_hint(h)[0] or "generic"
    if weak == "cloudflare" and not (strong or phrase or strong_title or (weak_title and status < 500)):
        # cf-error-details alone: Cloudflare's edge reporting a failure (1102 "Worker exceeded resource limits" and
        # its own 503s; 1003 "Direct IP access not allowed", 1014 "CNAME Cross-User Banned" on 403: the site's
        # setup), not a wall — its blocks say so ("used Cloudflare to restrict access", "Access denied", "Sorry,
        # you have been blocked") and its challenges are "Just a moment" pages
        weak = None
    if phrase and not (strong or weak or strong_title or weak_title) and "<script" in text \
            and not any(map(_outside_scripts(text).__contains__, _PHRASES)):
        # the wall's words only in the page's scripts (an app's inline state or its translations: "captcha": "Please
        # verify you are human" in __NEXT_DATA__): the page does not say them — a wall's own words are its text
        phrase = False
    if not (strong or weak or phrase or strong_title or weak_title):
        return None
    if (status == 429 or soft) and any(p in text for p in _RATE_LIMIT_PHRASES):
        # a rate limit dressed as a block page (Cloudflare's 1015, on 429 — or on 200 when a proxy or a worker
        # rewrote the status): RATE_LIMIT, with its Retry-After — the domain is paused, not given up on as walled
        return None
    if strong:
        # markup only interstitials carry; an article quoting it is a big page (visible >= text_cap: above)
        return strong
    wall_title = strong_title and any(t in title for t in _WALL_TITLES)
    # a wall's own title (with its phrase on 200) also counts on a longer page with few links (< text_cap)
    if visible >= SMALL_PAGE_TEXT and not (links < _FEW_LINKS and wall_title and (phrase or not soft)):
        return None
    content = links >= _MAX_LINKS or _USER_INPUT.search(text) is not None or "<article" in text or "<nav" in text
    if content:
        return None  # a login / contact form with a CAPTCHA, an article quoting a wall
    hint, edge = _header_hint(h)
    if weak:
        if soft and not (strong_title or weak_title or phrase) and not _captcha_only(text, links, visible) \
                and not _vendor_script_only(text, weak, links, visible - len(title)):
            return None  # a widget on a small page that does not say it is a wall
        return weak
    if soft and wall_title and not phrase and _structured(text):
        # a wall's title and nothing else a wall says, on a page with lists, tables or sections: a job posting
        # ("Senior Engineer, Bot Verification"), an airport's "Security checkpoint wait times", a CAPTCHA API's
        # changelog — walls are a heading, a line or two and a button
        return None
    if phrase or (not soft and strong_title) or wall_title:
        return hint or "generic"
    if not soft and weak_title and edge:
        return hint
    return None


def _outside_scripts(text: str) -> str:
    """Lower-cased HTML without its <script> elements (an unclosed one runs to the end). Linear: finds only."""
    parts, i = [], 0
    while True:
        s = text.find("<script", i)
        if s < 0:
            parts.append(text[i:])
            break
        parts.append(text[i:s])
        e = text.find("</script", s + 7)
        if e < 0:
            break
        i = e + 8
    return " ".join(parts)


#: markup of structured content (lists, tables) that interstitials do not carry
_STRUCTURE = ("<li", "<td", "<dd")


def _structured(text: str) -> bool:
    """Whether lower-cased HTML holds a list, a table or more than one sub-heading: content, not an interstitial."""
    if any(tag in text for tag in _STRUCTURE):
        return True
    i = text.find("<h2")
    return i >= 0 and text.find("<h2", i + 3) >= 0


#: weak markers that are a vendor's script path: a page that loads it and has nothing else is its first visit
_VENDOR_SCRIPTS = {"imperva": "_incapsula_resource", "kasada": "kpsdk", "aws_waf": "awswaf", "f5": "/tspd/",
                   # Arkose Labs' enforcement page: its api.js and an empty container it renders the puzzle into
                   "arkose": "arkoselabs.com"}
_SCRIPT_SRC = re.compile(r"""<script\b[^<>]*\bsrc\s*=\s*["']?([^"'\s<>]*)""")
#: an element a single-page app mounts into: an empty page holding one is an app's shell, not a wall
_APP_ROOT = re.compile(r"""<(?:div|main|body)\b[^<>]*\bid\s*=\s*["']?(?:root|app|__next|__nuxt|svelte|main)\b""")


def _vendor_script_only(text: str, vendor: str, links: int, visible: int) -> bool:
    """An empty page (`visible`: its text besides its title) whose only external script is a bot-defence vendor's
    (Imperva's _Incapsula_Resource, Kasada, AWS WAF's challenge script, Arkose Labs' enforcement): the vendor's
    first visit, which sets its cookies and loads the page again, or renders its puzzle into the empty page.
    Ordinary pages behind those vendors carry the same script beside their content; an app's empty shell loads its
    own bundle or mounts into a root element."""
    needle = _VENDOR_SCRIPTS.get(vendor)
    if needle is None or links or visible > 20 or _APP_ROOT.search(text) is not None:
        return False
    srcs = _SCRIPT_SRC.findall(text)
    return bool(srcs) and all(needle in src for src in srcs)


def _gate_script(text: str, links: int, visible: int) -> bool:
    """A page that is a script setting a cookie and loading the same page again at once, and hardly anything
    else: a cookie gate (Jiasule, Reblaze, Sucuri, home-made ones). A consent banner's reload sits on a page
    with content; a splash that sets a language and moves on does not reload itself; an app shell reloads
    in a handler (a function, a condition), not at once."""
    if links > 2 or visible >= _CAPTCHA_ONLY_TEXT or _COOKIE_SET.search(text) is None:
        return False
    for m in _SELF_RELOAD.finditer(text):
        start = text.rfind("<script", 0, m.start())
        before = text[start:m.start()] if start >= 0 else ""
        if start >= 0 and not _DEFERRED.search(before):
            return True
    return False


def _cookie_gate(status: int, h: Mapping[str, str], body: bytes | str | None) -> str | None:
    """On a status only cookie gates are recognised on: a strong marker or a cookie-gate script."""
    if not body:
        return None
    if isinstance(body, str):
        body = body.encode("utf-8", "replace")
    text = _ascii_view(body)[:_SCAN].lower().decode("latin-1")
    links = text.count("<a ") + text.count("<a\n") + text.count("<a\t")
    visible = _visible_length(text, SMALL_PAGE_TEXT)
    if links > 2 or visible >= SMALL_PAGE_TEXT:
        return None
    strong, _weak, _phrase = _scan(text)
    if strong is not None:
        return strong
    if "cookie" in text and _gate_script(text, links, visible):
        return _header_hint(h)[0] or "generic"
    return None


def challenge_url(url: str) -> str | None:
    """The vendor whose challenge `url` is one of (a verify URL, a challenge platform path), or None."""
    low = url.lower()
    for vendor, part in _CHALLENGE_URL_PARTS:
        if part in low:
            return vendor
    return None
