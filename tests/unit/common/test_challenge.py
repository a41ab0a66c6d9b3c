"""changewire_common.challenge: the one bot-challenge detector (fetcher, discovery and repair). Pure.

Every vendor's interstitial on 200 / 403 / 429 / 503; what the former copies in discovery and repair
recognised (the shared detector covers their union); and ordinary pages that only talk about CAPTCHAs
or Cloudflare. The fetcher's fuller weighing cases stay in tests/unit/fetcher/test_challenge*.py.
"""
from __future__ import annotations

import pytest

from changewire_common.challenge import (
    CHALLENGE_HOSTS, CHALLENGE_STATUSES, SOFT_STATUSES, detect_challenge, visible_text_length,
)

STATUSES = (200, 403, 429, 503)


def _wall(title: str, body: str, head: str = "") -> bytes:
    return (f"<!DOCTYPE html><html><head><title>{title}</title>{head}</head><body>{body}</body></html>").encode()


#: vendor → an interstitial / block page as that vendor serves it (no headers needed)
WALLS: dict[str, bytes] = {
    "cloudflare": _wall(
        "Just a moment...",
        '<div id="challenge-running">Checking if the site connection is secure</div><noscript><div '
        'id="challenge-error-text">Enable JavaScript and cookies to continue</div></noscript><script>'
        "window._cf_chl_opt={cvId:'3',cType:'managed'};</script><script "
        "src=\"/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8a1\"></script>"),
    "akamai": _wall(
        "Access Denied",
        "<H1>Access Denied</H1>You don't have permission to access \"http://www.acme.com/\" on this server.<P>"
        "Reference&#32;&#35;18.2d351ab8.1718000000.1a2b3c<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net"),
    "datadome": _wall(
        "acme.com",
        "<p>Please enable JS and disable any ad blocker</p><script>var dd={'rt':'c','cid':'AHrl','hsh':'A1',"
        "'host':'geo.captcha-delivery.com'}</script><script src=\"https://ct.captcha-delivery.com/c.js\"></script>"),
    "perimeterx": _wall(
        "Access to this page has been denied.",
        '<div id="px-captcha"></div><p>Press &amp; Hold to confirm you are a human (and not a bot).</p>'
        "<script>window._pxAppId='PXabc';</script><script src=\"/abc/captcha/captcha.js?a=c&u=1\"></script>"),
    "imperva": _wall(
        "Request unsuccessful",
        '<iframe src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=1" frameborder=0></iframe>Request unsuccessful. '
        "Incapsula incident ID: 123000450012345-6789"),
    "aws_waf": _wall(
        "Human Verification",
        '<div id="captcha-container"></div><script>window.gokuProps = {"key":"AQID","iv":"A6we","context":"q"};'
        '</script><script src="https://abc.token.awswaf.com/abc/def/challenge.js"></script>'),
    "sucuri": _wall(
        "Sucuri WebSite Firewall - Access Denied",
        "<h2>Access Denied - Sucuri Website Firewall</h2><p>Block reason: Access from your area has been "
        "temporarily denied.</p><p>If you think this is a mistake, contact cloudproxy@sucuri.net.</p>"),
    "kasada": _wall(
        "Verifying your browser",
        "<p>Verifying you are human. This may take a few seconds.</p><script>window.KPSDK={};KPSDK.now="
        "Date.now();</script><script src=\"/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39/ips.js\"></script>"),
    "f5": _wall(
        "Request Rejected",
        "The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: "
        "1234567890<br><br><a href='javascript:history.back();'>[Go Back]</a>"),
    "vercel": _wall(
        "Vercel Security Checkpoint",
        "<p>We're verifying your browser</p><script src=\"/.well-known/vercel/security/static/challenge.v2.min.js\">"
        "</script>"),
    "ddos_guard": _wall(
        "DDoS-Guard",
        "<p>Checking your browser before accessing acme.com</p><script src=\"/.well-known/ddos-guard/check?"
        "context=free_splash\"></script>"),
    "radware": _wall(
        "ShieldSquare Captcha",
        "<p>Please solve the captcha to continue.</p><script src=\"https://validate.perfdrive.com/captcha.js\">"
        "</script>"),
    "amazon": _wall(
        "Amazon.com",
        "<h4>Enter the characters you see below</h4><p>Sorry, we just need to make sure you're not a robot.</p>"
        '<form method="get" action="/errors/validateCaptcha"><input type=hidden name="amzn" value="abc">'
        '<input id="captchacharacters" name="field-keywords" type="text"><button type="submit">Continue</button>'
        "</form>"),
    "hcaptcha": _wall(
        "Security check",
        '<p>Please complete the security check to access acme.com</p><div class="h-captcha" '
        'data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div>',
        head='<script src="https://js.hcaptcha.com/1/api.js" async defer></script>'),
    "recaptcha": _wall(
        "Are you a robot?",
        '<p>Our systems have detected unusual traffic from your computer network.</p><div class="g-recaptcha" '
        'data-sitekey="6LdAbCdE"></div>',
        head='<script src="https://www.google.com/recaptcha/api.js" async defer></script>'),
    "turnstile": _wall(
        "One more step",
        '<p>Verify you are human to continue.</p><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB"></div>',
        head='<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" defer></script>'),
}


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("vendor", sorted(WALLS))
def test_every_vendors_interstitial_on_200_403_429_503(vendor: str, status: int) -> None:
    assert detect_challenge(status, {"Content-Type": "text/html; charset=utf-8"}, WALLS[vendor]) == vendor


#: vendor → headers that alone say "challenged" (an empty body, as on a HEAD or a JSON API)
HEADER_WALLS: list[tuple[str, dict[str, str], tuple[int, ...]]] = [
    ("cloudflare", {"CF-Mitigated": "challenge"}, STATUSES),
    ("aws_waf", {"x-amzn-waf-action": "captcha"}, (*STATUSES, 202, 405)),
    ("aws_waf", {"x-amzn-waf-action": "challenge"}, (*STATUSES, 202)),
    ("aws_waf", {"X-Amzn-Waf-Action": "block"}, STATUSES),  # discovery's copy knew this value
    ("vercel", {"x-vercel-mitigated": "challenge"}, STATUSES),
    ("vercel", {"x-vercel-mitigated": "deny"}, STATUSES),
    ("sucuri", {"X-Sucuri-Block": "BL01"}, STATUSES),
    ("datadome", {"X-DataDome": "protected"}, (403, 429)),
    ("datadome", {"Server": "DataDome"}, (403, 429)),
    ("kasada", {"x-kpsdk-ct": "0abc"}, (403, 429)),
    ("imperva", {"X-Iinfo": "5-1-0 NNNN"}, (403,)),
]


@pytest.mark.parametrize(("vendor", "headers", "statuses"), HEADER_WALLS, ids=[f"{v}-{next(iter(h))}-{i}"
                                                                          for i, (v, h, _) in enumerate(HEADER_WALLS)])
def test_a_vendors_challenge_header_decides_alone(vendor: str, headers: dict[str, str],
                                                  statuses: tuple[int, ...]) -> None:
    for status in statuses:
        assert detect_challenge(status, headers, b"") == vendor, status
        assert detect_challenge(status, headers, None) == vendor, status


@pytest.mark.parametrize(("status", "headers"), [
    (200, {"X-DataDome": "protected"}),  # DataDome's header rides on every response it lets through
    (401, {"X-DataDome": "protected"}),
    (405, {"X-DataDome": "protected"}),
    (200, {"x-kpsdk-ct": "0abc"}),
    (200, {"X-Iinfo": "5-1-0 NNNN"}),
    (403, {"cf-mitigated": "allow"}),  # Cloudflare only ever sends "challenge"
    (200, {"x-amzn-waf-action": "allow"}),
    (200, {"Server": "cloudflare", "CF-RAY": "8a1b-AMS"}),
])
def test_headers_a_vendor_sends_on_every_response_are_no_challenge(status: int, headers: dict[str, str]) -> None:
    assert detect_challenge(status, headers, b"") is None
    assert detect_challenge(status, headers, b'{"error":"unauthorized"}') is None


# --- what the former copies in discovery and repair recognised ---------------------------------------------------


def test_challenge_running_alone_is_cloudflare() -> None:
    """Repair's copy knew Cloudflare's `<div id="challenge-running">` (the fetcher only `cf-challenge-running`)."""
    body = _wall("acme.com", "<div id='challenge-running'></div><p>One moment.</p>")
    for status in STATUSES:
        assert detect_challenge(status, {}, body) == "cloudflare"
    assert detect_challenge(403, {}, _wall("acme.com", '<div id="cf-challenge-running"></div>')) == "cloudflare"


@pytest.mark.parametrize("title", ["Just a moment...", "Attention Required!", "One more step", "Robot Check",
                                   "You have been blocked", "Security Checkpoint", "Bot Verification"])
def test_an_interstitials_own_title_alone_counts_on_200(title: str) -> None:
    """Repair's copy took a challenge title alone on 200 (the fetcher wanted a wall phrase too)."""
    body = _wall(title, "<div>Loading</div><script src='/x.js'></script>")
    assert detect_challenge(200, {}, body) == "generic"
    assert detect_challenge(200, {"Server": "cloudflare"}, body) == "cloudflare"
    assert detect_challenge(403, {}, body) == "generic"


def test_a_challenge_page_with_a_longer_text_and_few_links() -> None:
    """Discovery's copy allowed 3000 characters of text on a page with fewer than 8 links: a strong marker,
    or a wall's title with its phrase, still count there on 200 (up to 4000 characters)."""
    prose = "<p>Why am I seeing this page? The site is protecting itself from automated traffic.</p>" * 30
    marker = _wall("acme.com", "<script>window._cf_chl_opt={cvId:'3'};</script>" + prose)
    titled = _wall("Just a moment...", "<h1>Checking your browser before accessing acme.com</h1>" + prose)
    assert 2000 < visible_text_length(marker) < 4000
    assert detect_challenge(200, {}, marker) == "cloudflare"
    assert detect_challenge(200, {}, titled) == "generic"
    assert detect_challenge(503, {}, titled) == "generic"
    # ... but not with site navigation (8+ links), nor at article length
    nav = "".join(f'<a href="/p{i}">p{i}</a>' for i in range(9))
    assert detect_challenge(200, {}, marker.replace(b"<body>", b"<body>" + nav.encode())) is None
    assert detect_challenge(200, {}, marker.replace(prose.encode(), prose.encode() * 3)) is None


def test_a_str_body_and_odd_headers_are_taken() -> None:
    """Repair passed text, discovery any mapping (or None): the shared signature takes both."""
    body = WALLS["cloudflare"].decode()
    assert detect_challenge(403, {"Server": "cloudflare"}, body) == "cloudflare"
    assert detect_challenge(403, None, body) == "cloudflare"
    assert detect_challenge(403, {"X-Empty": None}, body) == "cloudflare"  # type: ignore[dict-item]
    assert detect_challenge(200, None, None) is None
    assert detect_challenge(200, {}, "") is None


def test_challenge_hosts_and_statuses() -> None:
    assert CHALLENGE_HOSTS["captcha-delivery.com"] == "datadome"
    assert CHALLENGE_HOSTS["perfdrive.com"] == "radware"
    assert {403, 429, 503} <= CHALLENGE_STATUSES and 404 not in CHALLENGE_STATUSES
    assert 200 in SOFT_STATUSES


# --- ordinary pages ---------------------------------------------------------------------------------------------


def _article(title: str, prose: str, extra: str = "") -> bytes:
    nav = "".join(f'<li><a href="/{p}">{p}</a></li>' for p in ("product", "pricing", "docs", "blog", "careers",
                                                                 "about", "contact", "login"))
    return (f'<!DOCTYPE html><html><head><title>{title}</title></head><body><header><nav><ul>{nav}</ul></nav>'
            f'</header><main><article><h1>{title}</h1>{extra}{prose * 25}</article></main><footer><a href="/privacy">'
            f'Privacy</a></footer></body></html>').encode()


PROSE_CAPTCHA = ("<p>A CAPTCHA asks whether you are a robot. We dropped our captcha from the signup form because "
                 "reCAPTCHA and hCaptcha annoyed customers; verify you are human checks now run invisibly.</p>")
PROSE_CLOUDFLARE = ("<p>We moved our DNS to Cloudflare last year. Cloudflare's bot management shows a 'Just a "
                    "moment...' page to suspicious visitors; real customers never see the Cloudflare challenge.</p>")

ORDINARY: list[tuple[str, bytes]] = [
    ("captcha_prose", _article("Why we removed the CAPTCHA", PROSE_CAPTCHA)),
    ("cloudflare_prose", _article("Our move to Cloudflare", PROSE_CLOUDFLARE)),
    ("cloudflare_prose_quoting_markup", _article(
        "Cloudflare challenges explained", PROSE_CLOUDFLARE,
        "<pre>window._cf_chl_opt = {...}; /cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1</pre>")),
    # short pages, no navigation: the prose alone says nothing about being a wall
    ("short_captcha_note", _wall("Acme - Changelog", "<p>We now use a captcha on the signup form.</p>")),
    ("short_cloudflare_note", _wall("Acme status", "<p>Our CDN, Cloudflare, had an outage today.</p>")),
    ("contact_form_with_recaptcha", _wall(
        "Contact us", '<form action="/contact" method="post"><input type="email" name="email"><textarea '
        'name="msg"></textarea><div class="g-recaptcha" data-sitekey="x"></div><button>Send</button></form>',
        head='<script src="https://www.google.com/recaptcha/api.js"></script>')),
    ("login_with_turnstile", _wall(
        "Log in | Acme", '<form action="/login" method="POST"><input type="text" name="user"><input '
        'type="password" name="pass"><div class="cf-turnstile" data-sitekey="0x4AAAAAAAB"></div></form>',
        head='<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" defer></script>')),
    # Cloudflare's bot-detection script is injected into ordinary pages from the challenge platform's path
    ("cf_bot_detection_script", _wall(
        "Acme", "<h1>Acme</h1><p>Coming to your city.</p><script>(function(){var a=document.createElement('script');"
        "a.src='/cdn-cgi/challenge-platform/h/b/scripts/jsd/1a2b3c/main.js';document.head.appendChild(a)})();"
        "</script>")),
    ("nginx_403", b"<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center>"
                  b"<hr><center>nginx</center></body></html>"),
    ("maintenance_503", _wall("Down for maintenance", "<h1>We'll be back soon!</h1><p>Sorry for the "
                                                      "inconvenience.</p>")),
]


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize(("name", "body"), ORDINARY, ids=[o[0] for o in ORDINARY])
def test_ordinary_pages_are_no_challenge(name: str, body: bytes, status: int) -> None:
    for headers in ({}, {"Server": "cloudflare", "CF-RAY": "8a1b-AMS", "Content-Type": "text/html"}):
        assert detect_challenge(status, headers, body) is None, (name, headers)


def test_a_rate_limit_page_is_no_challenge() -> None:
    """Cloudflare's 1015 looks like a block page; on 429 it is a rate limit (RATE_LIMIT with Retry-After)."""
    body = _wall("Access denied | acme.com used Cloudflare to restrict access",
                 '<div id="cf-error-details"><h1>Error 1015</h1><h2>You are being rate limited</h2></div>')
    assert detect_challenge(429, {"Server": "cloudflare"}, body) is None
    assert detect_challenge(403, {"Server": "cloudflare"}, body) == "cloudflare"


@pytest.mark.parametrize("status", [301, 304, 400, 404, 410, 500, 502, 520])
def test_other_statuses_are_no_challenge(status: int) -> None:
    """Challenges use 2xx and a handful of error statuses; a 404 / 5xx carrying the markup is that error
    (discovery's copy took any status: the fetcher's status set is kept)."""
    for body in WALLS.values():
        assert detect_challenge(status, {}, body) is None


def test_feeds_and_json_on_200_are_no_challenge() -> None:
    body = b'{"title": "Just a moment...", "html": "<div id=\\"px-captcha\\"></div>"}'
    assert detect_challenge(200, {"Content-Type": "application/json"}, body) is None
    assert detect_challenge(200, {"Content-Type": "application/rss+xml"}, b"<rss><title>captcha</title></rss>") is None


# round 4: walls that were taken for pages (ok) before
SG_202 = (b'<html><head><link rel="icon" href="data:;"><meta http-equiv="refresh" content="0;/.well-known/sgcaptcha/'
          b'?r=%2Fjobs&y=ipr:203.0.113.9:1733151600.1"></meta></head></html>')
ONE_MOMENT = (b'<!DOCTYPE html><html lang="en-US"><head><title>One moment, please...</title></head><body><h1>Please '
              b'wait while your request is being verified...</h1><form id="wsidchk-form" style="display:none;" action="'
              b'/z0f76a1d14fd21a8fb5fd0d03e0fdc3d3cedae52f" method="GET"><input type="hidden" id="wsidchk" name="wsidchk"'
              b'/></form><script>document.getElementById("wsidchk-form").submit();</script></body></html>')
REFRESH_TO_CAPTCHA = (b"<html><head><meta http-equiv='refresh' content='1; url=/bot-captcha?return=%2Fjobs'></head>"
                      b"<body></body></html>")


@pytest.mark.parametrize(("status", "body", "vendor"), [
    (202, SG_202, "siteground"),  # SiteGround: a 202 whose meta refresh leads into its CAPTCHA
    (200, ONE_MOMENT, "imunify360"),
    (200, ONE_MOMENT.replace(b"wsidchk", b"chk"), "generic"),  # the wall's words alone
    (200, REFRESH_TO_CAPTCHA, "generic"),  # any page whose only job is a refresh into a CAPTCHA
])
def test_walls_that_only_send_the_visitor_on(status: int, body: bytes, vendor: str) -> None:
    assert detect_challenge(status, {"Content-Type": "text/html"}, body) == vendor


def test_a_meta_refresh_elsewhere_is_no_wall() -> None:
    body = b'<html><head><meta http-equiv="refresh" content="0; url=/en/careers"></head><body>Redirecting</body></html>'
    assert detect_challenge(200, {}, body) is None
    assert detect_challenge(202, {}, SG_202.replace(b"sgcaptcha", b"sgcache")) is None


ANUBIS = (b'<!doctype html><html><head><title>Making sure you&#39;re not a bot!</title><script id="anubis_challenge" '
          b'type="application/json">{"rules":{"difficulty":4}}</script><script type="module" src="/.within.website/x/'
          b'cmd/anubis/static/js/main.mjs"></script></head><body><h1>Making sure you&#39;re not a bot!</h1><p id="status">'
          b'Loading...</p></body></html>')
WORDFENCE = (b"<html><head><title>Your access to this site has been limited by the site owner</title></head><body>"
             b"<h1>Your access to this site has been limited by the site owner</h1><p>If you think you have been blocked "
             b"in error, contact the owner of this site.</p><p>Generated by Wordfence at Wed, 2 Dec 2026.</p></body></html>")
CAPTCHA_ONLY = ('<html><head><title>\u30a2\u30af\u30bb\u30b9\u78ba\u8a8d</title></head><body><p>\u78ba\u8a8d\u3057'
                '\u3066\u304f\u3060\u3055\u3044</p><form method="post"><input type="hidden" name="r" value="/"><div '
                'class="cf-turnstile" data-sitekey="0x4AAA"></div><button>OK</button></form></body></html>').encode()


@pytest.mark.parametrize(("status", "body", "vendor"), [
    (200, ANUBIS, "anubis"),
    (200, ANUBIS.replace(b"anubis", b"gate").replace(b".within.website", b"static"), "generic"),  # its title alone
    (503, WORDFENCE, "wordfence"),
    (403, WORDFENCE, "wordfence"),
    (200, CAPTCHA_ONLY, "turnstile"),  # a CAPTCHA form and nothing else, in a language no phrase list holds
])
def test_round4_walls(status: int, body: bytes, vendor: str) -> None:
    assert detect_challenge(status, {"Content-Type": "text/html"}, body) == vendor


@pytest.mark.parametrize("body", [
    # a newsletter form (a field a person fills in) with the same widget
    CAPTCHA_ONLY.replace(b'<input type="hidden" name="r" value="/">', b'<input type="email" name="e">'),
    # the widget's script alone (reCAPTCHA v3 rides on every page), no widget in the form
    b'<html><head><script src="https://www.google.com/recaptcha/api.js?render=6Le"></script></head><body><form '
    b'method="post"><input type="hidden" name="t"><button>Download</button></form></body></html>',
    # the widget on a page with navigation
    CAPTCHA_ONLY.replace(b"<body>", b'<body><a href="/">Home</a><a href="/a">A</a><a href="/b">B</a>'),
])
def test_round4_small_pages_with_a_widget_that_are_no_wall(body: bytes) -> None:
    assert detect_challenge(200, {"Content-Type": "text/html"}, body) is None


@pytest.mark.parametrize("ref", [b"Reference #18.9a3c1002.1733151600.5e6f7a8b",
                                 b"Reference&#32;&#35;97&#46;2d351ab8&#46;1718000000&#46;1a2b3c"])
def test_akamai_reference_page_without_its_server_header(ref: bytes) -> None:
    # the plain spelling of Akamai's reference number, without `Server: AkamaiGHost`, was HTTP_4XX
    body = (b"<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don't have permission "
            b'to access "http://www.acme.com/" on this server.<P>' + ref + b"</BODY></HTML>")
    assert detect_challenge(403, {}, body) == "akamai"


def test_a_reference_number_of_another_shape_is_no_akamai_page() -> None:
    body = (b"<html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>Reference #1234. Contact "
            b"support.</p></body></html>")
    assert detect_challenge(403, {}, body) is None


ALIYUN = (b"<html><script>var arg1='3A1B5F';function setCookie(n,v){document.cookie=n+'='+v+';max-age=3600;path=/';}"
          b"function reload(x){setCookie('acw_sc__v2',x);document.location.reload();}reload(arg1);</script></html>")
GEETEST = ('<html><head><title>\u5b89\u5168\u9a8c\u8bc1</title><script src="https://static.geetest.com/static/js/gt.0.4.9.js">'
           '</script></head><body><div id="captcha"></div><script>initGeetest({gt: "0199", challenge: "a1b2"}, '
           'function (c) { c.appendTo("#captcha"); });</script></body></html>').encode()
SMART = ('<html><head><title>\u041f\u0440\u043e\u0432\u0435\u0440\u043a\u0430</title><script src="https://smartcaptcha.'
         'yandexcloud.net/captcha.js"></script></head><body><form method="POST"><div class="smart-captcha" data-sitekey='
         '"ysc1_a"></div><input type="hidden" name="retpath" value="/"><button>OK</button></form></body></html>').encode()


@pytest.mark.parametrize(("body", "vendor"), [
    (ALIYUN, "aliyun_waf"),  # Alibaba Cloud's cookie-and-reload script (200)
    (GEETEST, "geetest"),  # a slider drawn by a script call, no form
    (SMART, "yandex_smartcaptcha"),  # Yandex SmartCaptcha's widget in a form of hidden fields
])
def test_round4_captchas_of_other_markets(body: bytes, vendor: str) -> None:
    assert detect_challenge(200, {"Content-Type": "text/html"}, body) == vendor


def test_round4_the_same_widgets_on_pages() -> None:
    contact = SMART.replace(b'<input type="hidden" name="retpath" value="/">', b'<input type="email" name="e">')
    assert detect_challenge(200, {}, contact) is None  # a contact form with the widget
    nav = GEETEST.replace(b"<body>", b'<body><a href="/">1</a><a href="/2">2</a><a href="/3">3</a>')
    assert detect_challenge(200, {}, nav) is None  # a page with navigation that draws a slider somewhere


@pytest.mark.parametrize("page", [
    b"<p>" + b"word " * 50 + b"</p>",                                               # short
    b"<p>" + b"word " * 3000 + b"</p>",                                             # long, text at once
    b"<html><head><style>" + b"x{}" * 9000 + b"</style></head><p>" + b"word " * 200 + b"</p>",  # text after 27 KB
    b"<script>" + b"var a=1;" * 3000 + b"</script>" + b"<p>tail words</p>" * 100,  # the script spans the first read
    b"<p>" + b"a" * 16380 + b"<b>" + b"c" * 50 + b"</b>",                           # the first read ends inside a tag
    b"<div>" * 5000 + b"text " * 400,                                               # markup first
])
@pytest.mark.parametrize("limit", [300, 600, 1500])
def test_a_limited_count_answers_the_same_question_as_the_whole_count(page: bytes, limit: int) -> None:
    whole, limited = visible_text_length(page), visible_text_length(page, limit)
    assert (limited >= limit) == (whole >= limit)
    if whole < limit:
        assert limited == whole
