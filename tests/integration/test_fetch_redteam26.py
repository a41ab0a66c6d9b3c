"""Red team, round 26 (fetcher): what a user scripting `changewire fetch URL [--etag E] [--last-modified LM] --json`
(and `run-sensor URL --json`) expects of pages that are not the page — walls, sign-in forms, maintenance, parked and
not-found pages in the shapes and ENCODINGS rounds 1-25 did not try — and of pages that must stay `ok` beside them.
Raw asyncio servers on 127.0.0.2 (tests/data/fetcher/rawsite.py; acme-corp.com and www. mapped by
CHANGEWIRE_CONNECT_TO), the CLI's entry point in a worker thread; every case checks the JSON contract (exit 0, the
seven keys in order, outcome / status / failure_class, final_url, bytes = the decoded body, content_type, elapsed_ms)
and the requests the server saw. Rounds 1-25 are not repeated (round 4, 6, 9: vendors' walls by their markers; 6, 13,
15, 17, 21: soft 404s, login redirects, maintenance, platform and parked pages by their TITLE; 11, 13, 15, 19: the
validators' forms and a 304's or an empty 200's tag; 7, 16, 19: XHTML, text/plain, UTF-16, JSON with a BOM decoded).

Covered, 64 cases in 68 tests (each expectation committed before it was run: batch 1 in da0aa868, batch 2 and 3
after the fixes they follow):
- walls (11, production retry count: asked once): Kasada's 429 with its x-kpsdk-* fields stripped, Cloudflare's
  managed challenge in German on 403, AWS WAF's CAPTCHA on 405 without its action field and on 202 with it, DataDome's
  403 without its headers, Vercel's checkpoint on 429 and 200, a site's own Turnstile gate, DDoS-Guard's 403, Imperva's
  hCaptcha page on 200, a French windows-1252 hCaptcha gate — all BOT_CHALLENGE;
- pages with CAPTCHAs (5): a careers page with reCAPTCHA v3 and its badge text, a contact form with hCaptcha, a small
  page with Cloudflare's jsd injection, a blog post about Turnstile, a security page naming robots — all `ok`;
- pages (22 + 13 + 4 + 1): sign-in forms answered AT the URL (a members-only plugin, WordPress' password-protected
  post, a German members' area in Latin-1; a bare intranet sign-in form — xfail below; on 401; controls: a careers
  page with a login box, a portal's own login page); maintenance (titled by the site's name with "We'll be back
  soon!" as its heading, "Maintenance Mode", 503 + Retry-After, a Notepad-saved UTF-16 page, gzip'd too, a French
  Latin-1 page, one declaring no charset at all; controls: a status post, a services page headed "Maintenance", a long post headed "We'll be back
  soon!"); parked and registrar pages (Namecheap's "recently registered", GoDaddy's "Future home of something quite
  cool", an expiry notice "pending renewal or deletion", Hostinger's, a Spanish Latin-1 for-sale page; control: a house
  for sale); soft 404s (titled by the site's name with "Page not found" or "404" as heading, UTF-16LE and BE with a
  BOM, a Latin-1 title under a Latin-1 header, under a UTF-8 header and under none, windows-1251 by header, Shift_JIS by <meta>
  alone, XHTML with an XML prolog; controls: a careers page without openings, a heading asking "Page not found?", a
  UTF-16 careers page); a German Latin-1 geo-block; a JSON error envelope behind a UTF-8 BOM; controls: a Latin-1 RSS
  feed served as text/html titled "Wartungsarbeiten", a 300 KB windows-1252 page;
- servers answering per User-Agent (3): a 403 to bots (HTTP_4XX, a refusal as round 6 pins ModSecurity's), a
  Cloudflare challenge to bots (BOT_CHALLENGE), a basic page to bots (`ok`) — each asked once, with our own
  User-Agent naming changewire and a contact, never a browser's;
- conditional GETs answered with no page (5): a soft 404 with a new tag, a maintenance page carrying the very tag sent
  (a body: not the 304-by-200 rule), a challenge on 200 and a 429 to a validated GET, a 304 with two ETag fields;
- 4 of the above again through `run-sensor URL --json`: the same answer.

Wrong before (2850cc03): batch 1, 12 of 46 cases (16 of 50 tests with the run-sensor repeats) — every one `ok`:
the sign-in forms at the URL (2), the maintenance pages titled by the site's name, in UTF-16 and in Latin-1 (3), the
three registrar / builder placeholders, the soft 404s titled by the site's name (2), in UTF-16 and in Latin-1 (2).
Batch 2 (13, written after the first fixes): 7 would fail on 2850cc03 (WordPress' password form, the German members'
area, UTF-16BE, windows-1251, Shift_JIS, the Spanish parked page, the German geo-block: `ok`); on the first fixes one
control failed — the services page headed "Maintenance" whose text says "we call you back" was HTTP_5XX (the rule
narrowed, below). Batch 3 (5): the Latin-1 title under a UTF-8 header was `ok` on the first fixes; then, of the two
Latin-1 pages declaring no charset, the maintenance page was `ok` (its "bientôt" unread). No expectation was revised;
one is a strict xfail.

Fixed (services/fetcher/src/changewire_fetcher/classify.py; neighbours green, see below):
- utf8_view (used by classify_response for every 2xx): the word checks read a page's bytes as UTF-8, so a UTF-16
  page (no `<title` in its bytes at all) or a Latin-1 / windows-1251 / Shift_JIS one ("Página", "bientôt") was
  never recognised; a page whose BOM, header or <meta> names another charset is transcoded first (whole, ≤ 4 MiB),
  and one that names none and whose first 32 KiB are no UTF-8 is read as windows-1252 (browsers' fallback);
- page_title: a title that is no UTF-8 under a UTF-8 header is read in the charset its <meta> names, else cp1252;
- heading_page (+ page_heading, bare_title): a page titled by a bare name ("Acme Corp") whose first <h1> says "Page
  not found" / "404" (PAGE_REMOVED, < 3,000 characters of text) or a maintenance title with words that it will be
  back (`_BACK_AGAIN`, not any "back"; HTTP_5XX, a heading and a line or two); a sensor watching its error page, a
  question or a quote, a page without a title (test_classify_soft404's pin) are not judged;
- sign_in_page: a 2xx page titled as a sign-in page, holding one password field, ≤ 3 links, < 1,000 characters, that
  says the page needs an account ("must be logged in", "members only", "this content is password protected", German,
  French, Spanish) at a URL naming no sign-in page: HTTP_4XX (a login wall, as login_wall reads a redirect);
- parking phrases: "domain was recently registered", "domain has just been registered", "is pending renewal or
  deletion", "future home of something quite cool" (PAGE_REMOVED, on small pages only, as before).
Verdicts on the 157 corpus pages unchanged (old and new modules side by side, with and without a header charset).
Cost, per 2xx page on the corpus (µs, best of 15, 4 other helpers running): utf8_view 1.1 with a header charset,
else a 1 KiB find (a <meta> search of 4 KiB when that finds nothing, a strict decode of 32 KiB when nothing names a
charset; non-UTF-8 pages transcoded: the intended work);
sign_in_page 2.6 (a few words in the title first); heading_page 1.6 (asked only under a bare title).

xfail (strict): a bare sign-in form ("Sign in · Acme Intranet", no word that the page needs an account) answered
at /careers/ — tests/unit/fetcher/test_challenge_more.py pins the same shape (LOGIN_HCAPTCHA at /x) as the page; the
fetch alone cannot tell a wall from a watched sign-in page (what the URL showed before can: the differ's business).

Left alone: a `Please enable JavaScript and cookies` page that loads an unknown vendor's script (no marker) is the
page: the phrase also sits in SPA shells; BOM-less UTF-16 pages are not transcoded (sniff_charset does not name
them); a header charset that lies (UTF-8 over Latin-1 bytes) is read as the header says except for the title;
Imunify360's bot-protection refusal (said to come as 415) was not made a case — its status could not be confirmed.
Runtime: 11.6 s in pytest (13.5 s wall) for the module alone at a load average of 3 on 2 cores (the first case pays
the CLI's imports, 1.3 s). Neighbours: tests/unit/fetcher and tests/unit/common green; tests/integration -k "fetch or
http or robots" 3086 passed, 8 xfailed on the final code.
"""
from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, triple = R.raw, R.triple
site, cli = R.site, R.cli  # the shared fixtures (rawsite.py)
WITHIN = 7.0
BASE = "http://www.acme-corp.com"
HTMLT = b"Content-Type: text/html; charset=utf-8"
HTML_BARE = b"Content-Type: text/html"
JSONT = b"Content-Type: application/json; charset=utf-8"
OK = ("ok", 200, None)


def _connect(site: Any) -> str:
    return ",".join(f"{n}={site.ip}:{site.port}" for n in ("acme-corp.com", "www.acme-corp.com"))


def html(title: str, body: str, *, head: str = "", lang: str = "en") -> bytes:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width, initial-scale=1"><title>{title}</title>{head}</head><body>{body}'
            f'</body></html>').encode()


NAV = ('<header><a href="/">Acme</a><nav><a href="/products/">Products</a><a href="/about/">About</a>'
       '<a href="/careers/">Careers</a><a href="/contact/">Contact</a></nav></header>')
FOOT = '<footer><p>&copy; 2026 Acme Corp</p><a href="/privacy/">Privacy</a><a href="/imprint/">Imprint</a></footer>'
JOBS = "".join(f'<li><a href="/careers/{i}-{slug}/">{t}</a><span>{loc}</span></li>' for i, (slug, t, loc) in enumerate([
    ("backend-engineer", "Backend Engineer (Python)", "Berlin or remote"),
    ("product-designer", "Senior Product Designer", "Amsterdam"),
    ("sre", "Site Reliability Engineer", "Remote (EU)"),
    ("account-exec", "Account Executive, DACH", "Munich"),
    ("data-analyst", "Data Analyst", "Berlin")], start=101))

# ------------------------------------------------------------------ walls (BOT_CHALLENGE: recognised, never bypassed)

KASADA = (b'<!DOCTYPE html><html><head><script>window.KPSDK={};KPSDK.now=typeof performance!==\'undefined\'&&performance'
          b'.now?performance.now.bind(performance):Date.now.bind(Date);KPSDK.start=KPSDK.now();</script><script '
          b'src="/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3/ips.js?tkrm_alpekz_s1.3='
          b'0Q8kXbXr2x7TQmAeYvnR9G1p"></script></head><body></body></html>')
CF_DE = html("Nur einen Moment\u2026", '<div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name'
             '-title h1">www.acme-corp.com</h1><h2 class="h2" id="challenge-running">Es wird \u00fcberpr\u00fcft, ob '
             'Sie ein Mensch sind. Dies kann einige Sekunden dauern.</h2><noscript><div id="challenge-error-title">'
             'Aktivieren Sie JavaScript und Cookies, um fortzufahren</div></noscript></div></div><script>(function()'
             '{window._cf_chl_opt={cvId: \'3\',cZone: "www.acme-corp.com",cType: \'managed\',cRay: \'8f1a2b3c4d5e6f70'
             '\',cH: \'abc\',cUPMDTk: "\\/careers\\/?__cf_chl_tk=xyz",cLt: \'n\'};}());</script>', lang="de-DE")
AWS_WAF = (b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title></title><script type="text/javascript">'
           b'window.awsWafCookieDomainList = [];window.gokuProps = {"key":"AQIDAHjcYu/GjX+QlghicBgQ/7bFaQZ+m5FKCMDnO+'
           b'vTbNg96AE7","iv":"CgAGCyN1PAAAAlpE","context":"Zb8u"};</script><script src="https://1a2b3c4d5e6f.8a9b0c1d.'
           b'us-east-1.captcha.awswaf.com/1a2b3c4d5e6f/jsapi.js"></script></head><body><div id="captcha-container">'
           b'</div><noscript><h1>JavaScript is disabled</h1>In order to continue, we need to verify that you\'re not a '
           b'robot. This requires JavaScript. Enable JavaScript and then reload the page.</noscript></body></html>')
DATADOME = (b'<html><head><title>acme-corp.com</title><style>#cmsg{animation: A 1.5s;}@keyframes A{0%{opacity:0;}99%'
            b'{opacity:0;}100%{opacity:1;}}</style></head><body style="margin:0"><p id="cmsg">Please enable JS and '
            b'disable any ad blocker</p><script data-cfasync="false">var dd={\'rt\':\'c\',\'cid\':\'AHrlqAAAAAMA\','
            b'\'hsh\':\'2211F522B61E269B869FA6EAFFB5E1\',\'t\':\'fe\',\'s\':17434,\'e\':\'abc\',\'host\':\'geo.captcha-'
            b'delivery.com\'}</script><script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script>'
            b'</body></html>')
VERCEL = html("Vercel Security Checkpoint", '<main><h1>We\'re verifying your browser</h1><p>Website owner? Click '
              '<a href="https://vercel.link/security-checkpoint">here</a> to fix</p><noscript>Enable JavaScript to '
              'continue</noscript></main><script src="/.well-known/vercel/security/static/challenge.v2.min.js" '
              'async></script>')
TURNSTILE_GATE = html("Security check | Acme", '<main><h1>One more step</h1><p>Please confirm you are not a robot to '
                      'continue to www.acme-corp.com.</p><form method="post" action="/__verify"><div class="cf-turnstile"'
                      ' data-sitekey="0x4AAAAAAAB3gGq2Xm" data-callback="ok"></div><input type="hidden" name="r" '
                      'value="/careers/"><button type="submit">Continue</button></form></main><script src="https://'
                      'challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>')
DDOS_GUARD = (b'<!doctype html><html><head><title>DDoS-Guard</title><meta charset="utf-8"><script src="/.well-known/'
              b'ddos-guard/check?context=free_splash"></script></head><body><div><h1>Checking your browser before '
              b'accessing www.acme-corp.com</h1><p>This process is automatic. Your browser will redirect to your '
              b'requested content shortly.</p><p>Please allow up to 5 seconds\xe2\x80\xa6</p></div><p>DDoS protection by '
              b'<a href="https://ddos-guard.net">DDoS-Guard</a></p></body></html>')
IMPERVA_HCAPTCHA = html("Additional security check is required", '<div class="container"><h1>Additional security check is '
                        'required</h1><form id="captcha-form" method="post" action="/_Incapsula_Resource?SWCNGEEC=1&'
                        'xinfo=8-1234567-0"><div class="h-captcha" data-sitekey="dd6e16a7-972e-47d2-93d0-96642fb6d8de">'
                        '</div></form><p>Incapsula incident ID: 1234000050123456789-1234567890123456</p></div><script '
                        'src="https://hcaptcha.com/1/api.js" async defer></script>')
# a site's own gate (a WordPress plugin), in French and windows-1252: only its CAPTCHA and a button
FR_GATE = ('<!DOCTYPE html><html lang="fr"><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'
           '<title>V\xe9rification de s\xe9curit\xe9</title><script src="https://hcaptcha.com/1/api.js" async defer>'
           '</script></head><body><h1>Un instant\u2026</h1><p>Nous devons v\xe9rifier que la demande provient bien '
           'd\u2019un humain.</p><form method="post"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-'
           '000000000001"></div><button type="submit">Continuer</button></form></body></html>').encode("cp1252")

WALLS: dict[str, tuple[bytes, list[bytes], bytes, str]] = {
    # Kasada answers its first visit 429 with a script only; a proxy in front dropped its x-kpsdk-* fields. A rate limit
    # would pause the domain and ask again: this is a wall
    "kasada-429-headers-stripped": (b"429 Too Many Requests", [HTML_BARE, b"Cache-Control: no-store"], KASADA,
                                    "BOT_CHALLENGE"),
    "cloudflare-managed-403-german": (b"403 Forbidden", [HTMLT, b"Server: cloudflare", b"CF-RAY: 8f1a2b3c4d5e6f70-FRA"],
                                      CF_DE, "BOT_CHALLENGE"),
    "aws-waf-captcha-405-no-action-field": (b"405 Method Not Allowed", [HTMLT], AWS_WAF, "BOT_CHALLENGE"),
    "aws-waf-captcha-202": (b"202 Accepted", [HTMLT, b"x-amzn-waf-action: captcha"], AWS_WAF, "BOT_CHALLENGE"),
    "datadome-403-headers-stripped": (b"403 Forbidden", [HTMLT], DATADOME, "BOT_CHALLENGE"),
    "vercel-checkpoint-429-no-field": (b"429 Too Many Requests", [HTMLT, b"Server: Vercel"], VERCEL, "BOT_CHALLENGE"),
    "vercel-checkpoint-200": (b"200 OK", [HTMLT, b"Server: Vercel", b"x-vercel-id: fra1::abc12-1733151600000"], VERCEL,
                              "BOT_CHALLENGE"),
    "turnstile-gate-200": (b"200 OK", [HTMLT], TURNSTILE_GATE, "BOT_CHALLENGE"),
    "ddos-guard-403": (b"403 Forbidden", [HTMLT, b"Server: ddos-guard"], DDOS_GUARD, "BOT_CHALLENGE"),
    "imperva-hcaptcha-200": (b"200 OK", [HTMLT, b"X-CDN: Imperva", b"X-Iinfo: 8-1234567-0 0NNN RT(1733151600 1) q(0 -1 "
                                                                     b"-1 -1) r(0 -1)"], IMPERVA_HCAPTCHA, "BOT_CHALLENGE"),
    "french-cp1252-hcaptcha-gate-200": (b"200 OK", [b"Content-Type: text/html; charset=windows-1252"], FR_GATE,
                                        "BOT_CHALLENGE"),
}

# ------------------------------------------------------------------ pages that mention or carry a CAPTCHA: the page

RECAPTCHA_V3_CAREERS = html("Careers | Acme", f'{NAV}<main><h1>Join Acme</h1><ul class="jobs">{JOBS}</ul><form action="'
                            '/careers/alerts" method="post"><label>Job alerts <input type="email" name="email"></label>'
                            '<button>Subscribe</button></form><p class="legal">This site is protected by reCAPTCHA and '
                            'the Google <a href="https://policies.google.com/privacy">Privacy Policy</a> and <a href="'
                            'https://policies.google.com/terms">Terms of Service</a> apply.</p></main>{FOOT}',
                            head='<script src="https://www.google.com/recaptcha/api.js?render=6LcX1234AAAAAB"></script>'
                                 '<script>grecaptcha.ready(function(){grecaptcha.execute("6LcX1234AAAAAB",{action:'
                                 '"careers"})});</script>')
HCAPTCHA_CONTACT = html("Contact us \u2013 Acme", '<main><h1>Contact us</h1><form method="post" action="/contact/send">'
                        '<input type="text" name="name" placeholder="Your name"><input type="email" name="email" '
                        'placeholder="Email"><textarea name="message"></textarea><div class="h-captcha" data-sitekey="'
                        '10000000-ffff-ffff-ffff-000000000001"></div><button>Send</button></form></main>',
                        head='<script src="https://js.hcaptcha.com/1/api.js" async defer></script>')
CF_JSD_SMALL = html("Pricing | Acme", '<main><h1>Pricing</h1><p>Starter: 19 EUR a month. Team: 49 EUR a month. '
                    'Enterprise: talk to us.</p><a href="/contact/">Contact sales</a></main><script>(function(){function '
                    'c(){var b=a.contentDocument||a.contentWindow.document;if(b){var d=b.createElement(\'script\');'
                    'd.innerHTML="window.__CF$cv$params={r:\'8f1a2b3c4d5e6f70\',t:\'MTczMzE1MTYwMC4wMDAwMDA=\'};var a=docu'
                    'ment.createElement(\'script\');a.nonce=\'\';a.src=\'/cdn-cgi/challenge-platform/scripts/jsd/main.js'
                    '\';document.getElementsByTagName(\'head\')[0].appendChild(a);";b.getElementsByTagName(\'head\')[0]'
                    '.appendChild(d)}}var a=document.createElement(\'iframe\');a.height=1;a.width=1;a.style.position='
                    '\'absolute\';a.style.top=0;a.style.left=0;a.style.border=\'none\';a.style.visibility=\'hidden\';'
                    'document.body.appendChild(a);c()})();</script>')
TURNSTILE_POST = html("Why we replaced reCAPTCHA with Turnstile | Acme Engineering", NAV + "<article><h1>Why we replaced "
                      "reCAPTCHA with Turnstile</h1>" + "".join(
                          f"<p>Part {i}: our sign-up form asked people to verify they are human with image puzzles; "
                          "completion fell by a fifth on mobile, and support tickets said the CAPTCHA was the problem. "
                          "Cloudflare's Turnstile runs its checks in the background.</p>" for i in range(1, 9))
                      + "</article>" + FOOT)
SECURITY_PAGE = html("Security at Acme", NAV + "<main><h1>Security at Acme</h1><h2>Bot protection</h2><p>Our sign-in "
                     "is protected against credential stuffing: after three failed attempts you may be asked to prove "
                     "you are not a robot.</p><h2>Encryption</h2><p>All data is encrypted at rest and in transit.</p>"
                     "</main>" + FOOT)

CONTROLS: dict[str, tuple[list[bytes], bytes]] = {
    "careers-with-recaptcha-v3-badge": ([HTMLT], RECAPTCHA_V3_CAREERS),
    "contact-form-with-hcaptcha": ([HTMLT], HCAPTCHA_CONTACT),
    "small-page-with-cloudflare-jsd-injection": ([HTMLT, b"Server: cloudflare", b"CF-RAY: 8f1a2b3c4d5e6f70-AMS"],
                                                 CF_JSD_SMALL),
    "blog-post-about-turnstile": ([HTMLT], TURNSTILE_POST),
    "security-page-naming-robots": ([HTMLT], SECURITY_PAGE),
}

# ------------------------------------------------------------------ sign-in pages, maintenance, parked, not found (200)

SIGN_IN_AT_URL = html("Sign in \u00b7 Acme Intranet", '<main class="login"><img src="/static/logo.svg" alt="Acme"><h1>'
                      'Sign in</h1><form method="post" action="/careers/"><input type="hidden" name="csrf" value="a1b2">'
                      '<label>Username <input type="text" name="username" autocomplete="username"></label><label>'
                      'Password <input type="password" name="password"></label><button type="submit">Sign in</button>'
                      '</form><a href="/password-reset/">Forgot your password?</a></main>')
MEMBERS_ONLY = html("Members only \u2013 Acme", '<div class="wrap"><h1>Members only</h1><p>You must be logged in to '
                    'view this page.</p><form name="loginform" id="loginform" action="https://www.acme-corp.com/wp-login'
                    '.php" method="post"><p><label for="user_login">Username or Email Address</label><input type="text" '
                    'name="log" id="user_login"></p><p><label for="user_pass">Password</label><input type="password" '
                    'name="pwd" id="user_pass"></p><p><input type="submit" name="wp-submit" value="Log In"><input '
                    'type="hidden" name="redirect_to" value="https://www.acme-corp.com/careers/"></p></form></div>')
CAREERS_WITH_LOGIN_BOX = html("Careers | Acme", NAV.replace("</nav>", '</nav><form class="mini-login" action="/login" '
                              'method="post"><input type="text" name="u" placeholder="Email"><input type="password" '
                              'name="p" placeholder="Password"><button>Log in</button></form>')
                              + f'<main><h1>Open positions</h1><ul class="jobs">{JOBS}</ul><p>We hire across Europe and '
                              'support relocation.</p></main>' + FOOT)
BACK_SOON_SITE_TITLE = html("Acme Corp", '<article style="display:block;text-align:left;width:650px;margin:0 auto"><h1>'
                            'We&rsquo;ll be back soon!</h1><div><p>Sorry for the inconvenience but we&rsquo;re '
                            'performing some maintenance at the moment. If you need to you can always <a href="mailto:'
                            'hello@acme-corp.com">contact us</a>, otherwise we&rsquo;ll be back online shortly!</p><p>'
                            '&mdash; The Acme Team</p></div></article>')
MAINTENANCE_MODE = html("Maintenance Mode | Acme", '<div class="maintenance"><h1>Maintenance Mode</h1><p>We are '
                        'currently performing scheduled maintenance. We will be back online shortly!</p></div>')
MAINTENANCE_503 = html("Acme \u2013 Down for maintenance", '<h1>Down for maintenance</h1><p>Our website is being '
                       'upgraded. Please check back at 06:00 UTC.</p>')
# a Notepad-saved maintenance.html (UTF-16LE with its byte order mark), served during maintenance as the site
MAINTENANCE_UTF16 = ('\ufeff<html>\r\n<head>\r\n<title>Site Maintenance</title>\r\n</head>\r\n<body>\r\n<h1>We&rsquo;ll be '
                     'back soon!</h1>\r\n<p>We are performing scheduled maintenance and will be back online shortly.</p>'
                     '\r\n</body>\r\n</html>\r\n').encode("utf-16-le")
# a French site still in ISO-8859-1 (its header says so): "we will be back very soon"
MAINTENANCE_FR_LATIN1 = ('<!DOCTYPE html><html lang="fr"><head><meta charset="iso-8859-1"><title>Site en maintenance'
                         '</title></head><body><h1>Site en maintenance</h1><p>Notre site fait peau neuve. Nous serons de '
                         'retour tr\xe8s bient\xf4t.</p></body></html>').encode("latin-1")
STATUS_MAINTENANCE_POST = html("Scheduled maintenance on 12 December | Acme Status", NAV + "<main><h1>Scheduled "
                               "maintenance on 12 December</h1><ul><li>02:00 UTC: database failover test</li><li>02:30 "
                               "UTC: API read-only for up to 10 minutes</li><li>03:00 UTC: back to normal</li></ul><p>"
                               "The dashboard stays available throughout.</p></main>" + FOOT)
NAMECHEAP = html("acme-corp.com", '<div class="container"><h1>acme-corp.com</h1><h2>This domain is registered at '
                 'Namecheap</h2><p>This domain was recently registered at <a href="https://www.namecheap.com/">'
                 'Namecheap</a>. Please check back later!</p></div><footer>&copy; 2026 Namecheap, Inc.</footer>')
GODADDY_COMING_SOON = html("Coming Soon", '<div class="coming-soon"><h1>Future home of something quite cool.</h1><p>'
                           'If you\'re the site owner, <a href="https://sso.godaddy.com/">log in</a> to launch this '
                           'site</p><p>If you are a visitor, check back soon.</p></div>')
EXPIRED_NOTICE = html("acme-corp.com", '<table width="100%"><tr><td align="center"><h2>acme-corp.com</h2><p>This domain '
                      'name expired on 11/30/2026 and is pending renewal or deletion.</p><p><a href="https://www.'
                      'networksolutions.com/">Click here to renew it.</a></p></td></tr></table>')
HOUSE_FOR_SALE = html("Cottage in Devon \u2013 Acme Estates", '<main><h1>Cottage in Devon</h1><p>This house is for sale: '
                      'three bedrooms, garden, 420,000 GBP.</p><a href="/listings/">All listings</a></main>')
SITE_TITLE_404 = html("Acme Corp", NAV + '<main class="error"><h1>Page not found</h1><p>The page you are looking for might '
                      'have been removed, had its name changed, or is temporarily unavailable.</p><a href="/">Go to '
                      'the home page</a></main>' + FOOT)
SITE_TITLE_404_NUMBER = html("Acme", '<div id="app"><section class="not-found"><h1>404</h1><p>Sorry, we couldn&rsquo;t '
                             'find that page.</p><a href="/">Back home</a></section></div>')
NO_OPENINGS = html("Acme Corp", NAV + '<main><h1>Careers</h1><p>No open positions right now. Check back soon, or send '
                   'us an open application at jobs@acme-corp.com.</p></main>' + FOOT)
SOFT_404_UTF16 = ('\ufeff<!DOCTYPE html>\r\n<html><head><meta charset="utf-16"><title>Page Not Found</title></head><body>'
                  '<h1>Page Not Found</h1><p>The page you requested was not found.</p><a href="/">Home</a></body></html>'
                  ).encode("utf-16-le")
PAGE_UTF16 = ('\ufeff<!DOCTYPE html>\r\n<html><head><meta charset="utf-16"><title>Careers | Acme</title></head><body>'
              f'{NAV}<main><h1>Careers</h1><ul>{JOBS}</ul></main></body></html>').encode("utf-16-le")
SOFT_404_LATIN1 = ('<!DOCTYPE html><html lang="es"><head><meta http-equiv="Content-Type" content="text/html; '
                   'charset=iso-8859-1"><title>P\xe1gina no encontrada \u2013 Acme</title></head><body><h1>P\xe1gina no '
                   'encontrada</h1><p>Lo sentimos, la p\xe1gina que busca no existe.</p><a href="/">Inicio</a></body>'
                   '</html>').replace("\u2013", "-").encode("latin-1")
SOFT_404_XHTML = (b'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                  b'"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml" '
                  b'xml:lang="en"><head><title>404 - Page Not Found</title></head><body><h1>Page Not Found</h1><p>The '
                  b'page you requested does not exist.</p></body></html>')
# a .NET API writes its JSON with a UTF-8 byte order mark: Google's error format for a record that is gone
JSON_ERROR_BOM = b'\xef\xbb\xbf{"error":{"code":404,"message":"Job posting 4711 not found.","status":"NOT_FOUND"}}'

L1 = b"Content-Type: text/html; charset=iso-8859-1"
PAGES: dict[str, tuple[str, bytes, list[bytes], bytes, tuple[str, int, str | None], str | None]] = {
    # name: (path, status line, headers, body, expected triple, expected content_type)
    "sign-in-page-at-the-careers-url": ("/careers/", b"200 OK", [HTMLT], SIGN_IN_AT_URL,
                                        ("failed", 200, "HTTP_4XX"), "text/html"),
    "members-only-login-form-at-url": ("/careers/", b"200 OK", [HTMLT], MEMBERS_ONLY, ("failed", 200, "HTTP_4XX"),
                                       "text/html"),
    "sign-in-page-on-401": ("/careers/", b"401 Unauthorized", [HTMLT], SIGN_IN_AT_URL, ("failed", 401, "HTTP_4XX"),
                            "text/html"),
    "careers-with-a-login-box": ("/careers/", b"200 OK", [HTMLT], CAREERS_WITH_LOGIN_BOX, OK, "text/html"),
    "back-soon-titled-by-site-name": ("/careers/", b"200 OK", [HTMLT], BACK_SOON_SITE_TITLE,
                                      ("failed", 200, "HTTP_5XX"), "text/html"),
    "maintenance-mode-200": ("/careers/", b"200 OK", [HTMLT], MAINTENANCE_MODE, ("failed", 200, "HTTP_5XX"), "text/html"),
    "maintenance-503-retry-after": ("/careers/", b"503 Service Unavailable", [HTMLT, b"Retry-After: 3600"],
                                    MAINTENANCE_503, ("failed", 503, "HTTP_5XX"), "text/html"),
    "maintenance-utf16-notepad": ("/careers/", b"200 OK", [HTML_BARE], MAINTENANCE_UTF16, ("failed", 200, "HTTP_5XX"),
                                  "text/html"),
    "maintenance-french-latin1": ("/carrieres/", b"200 OK", [L1], MAINTENANCE_FR_LATIN1, ("failed", 200, "HTTP_5XX"),
                                  "text/html"),
    "status-post-about-maintenance": ("/status/", b"200 OK", [HTMLT], STATUS_MAINTENANCE_POST, OK, "text/html"),
    "namecheap-recently-registered": ("/careers/", b"200 OK", [HTMLT], NAMECHEAP, ("failed", 200, "PAGE_REMOVED"),
                                      "text/html"),
    "godaddy-future-home": ("/careers/", b"200 OK", [HTMLT], GODADDY_COMING_SOON, ("failed", 200, "PAGE_REMOVED"),
                            "text/html"),
    "domain-name-expired-notice": ("/careers/", b"200 OK", [HTMLT], EXPIRED_NOTICE, ("failed", 200, "PAGE_REMOVED"),
                                   "text/html"),
    "house-for-sale-listing": ("/listings/devon/", b"200 OK", [HTMLT], HOUSE_FOR_SALE, OK, "text/html"),
    "soft-404-titled-by-site-name": ("/careers/", b"200 OK", [HTMLT], SITE_TITLE_404, ("failed", 200, "PAGE_REMOVED"),
                                     "text/html"),
    "soft-404-heading-404": ("/careers/", b"200 OK", [HTMLT], SITE_TITLE_404_NUMBER, ("failed", 200, "PAGE_REMOVED"),
                             "text/html"),
    "careers-without-openings": ("/careers/", b"200 OK", [HTMLT], NO_OPENINGS, OK, "text/html"),
    "soft-404-utf16-bom": ("/careers/", b"200 OK", [HTML_BARE], SOFT_404_UTF16, ("failed", 200, "PAGE_REMOVED"),
                           "text/html"),
    "page-utf16-bom": ("/careers/", b"200 OK", [HTML_BARE], PAGE_UTF16, OK, "text/html"),
    "soft-404-latin1-title": ("/empleo/", b"200 OK", [L1], SOFT_404_LATIN1, ("failed", 200, "PAGE_REMOVED"), "text/html"),
    "soft-404-xhtml": ("/careers/", b"200 OK", [b"Content-Type: application/xhtml+xml; charset=utf-8"], SOFT_404_XHTML,
                       ("failed", 200, "PAGE_REMOVED"), "application/xhtml+xml"),
    "json-error-with-bom": ("/api/jobs/4711", b"200 OK", [JSONT], JSON_ERROR_BOM, ("failed", 200, "PAGE_REMOVED"),
                            "application/json"),
}


#: cases left as strict xfails (see the module's docstring)
XFAIL = {"sign-in-page-at-the-careers-url": "a bare sign-in form at a URL that names no sign-in page is the page to "
         "tests/unit/fetcher/test_challenge_more.py (LOGIN_HCAPTCHA at /x); only what the URL showed before tells a "
         "wall from a watched sign-in page"}


def _cases(names: list[str]) -> list[Any]:
    return [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=XFAIL[n])) if n in XFAIL else n for n in names]


def _check_contract(got: dict[str, Any], url: str, expected: tuple[str, int, str | None], body: bytes,
                    ctype: str | None) -> None:
    assert triple(got) == expected, got
    assert got["final_url"] == url, got
    assert got["bytes"] == len(body), got
    if ctype is not None:
        assert got["content_type"] == ctype, got
    assert isinstance(got["elapsed_ms"], (int, float)) and got["elapsed_ms"] >= 0, got


@pytest.mark.parametrize("name", sorted(WALLS))
async def test_walls(site: Any, cli: Any, name: str) -> None:
    status, headers, body, fc = WALLS[name]
    site.pages["/careers/"] = raw(status, headers, body)
    url = f"{BASE}/careers/"
    # the production retry count: a wall is never asked again in the run (each retry only counts against us)
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site), HTTP_RETRIES="2",
                    POLITENESS_SPACING_S="0.1")
    _check_contract(got, url, ("failed", int(status[:3]), fc), body, "text/html")
    assert site.paths() == ["/robots.txt", "/careers/"], site.paths()


@pytest.mark.parametrize("name", sorted(CONTROLS))
async def test_pages_with_captchas_stay_pages(site: Any, cli: Any, name: str) -> None:
    headers, body = CONTROLS[name]
    site.pages["/careers/"] = raw(b"200 OK", headers, body)
    url = f"{BASE}/careers/"
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site))
    _check_contract(got, url, OK, body, "text/html")


@pytest.mark.parametrize("name", _cases(sorted(PAGES)))
async def test_pages(site: Any, cli: Any, name: str) -> None:
    path, status, headers, body, expected, ctype = PAGES[name]
    site.pages[path] = raw(status, headers, body)
    url = f"{BASE}{path}"
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site))
    _check_contract(got, url, expected, body, ctype)
    assert site.paths() == ["/robots.txt", path], site.paths()


# ------------------------------------------------------------------ servers that answer per User-Agent

def _ua(site: Any) -> str:
    return site.requests[-1][2].get("user-agent", "")


def _per_agent(site: Any, bot_answer: bytes, browser_answer: bytes) -> Any:
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        ua = _ua(site).lower()
        return bot_answer if re.search(r"bot|crawl|spider|changewire|python|aiohttp", ua) else browser_answer
    return h


BOTS_REFUSED = html("Access Denied", "<h1>Access Denied</h1><p>Automated clients are not permitted on this site. If you "
                    "believe this is an error, write to webmaster@acme-corp.com.</p>")
CF_CHALLENGE = html("Just a moment...", '<div id="challenge-running">Verifying you are human. This may take a few seconds.'
                    '</div><script>window._cf_chl_opt={cType:"managed"};</script>')
LITE = html("Careers | Acme (basic)", f"<h1>Careers</h1><ul>{JOBS}</ul>")
FULL = html("Careers | Acme", NAV + f"<main><h1>Careers</h1><ul>{JOBS}</ul></main>" + FOOT)

PER_AGENT: dict[str, tuple[bytes, bytes, tuple[str, int, str | None]]] = {
    # a site's own refusal of bots: a refusal (HTTP_4XX, as round 6 pins ModSecurity's and CloudFront's), not bypassed
    "403-to-bots-page-to-browsers": (raw(b"403 Forbidden", [HTMLT], BOTS_REFUSED), raw(b"200 OK", [HTMLT], FULL),
                                     ("failed", 403, "HTTP_4XX")),
    "challenge-to-bots-page-to-browsers": (raw(b"403 Forbidden", [HTMLT, b"Server: cloudflare",
                                                                   b"cf-mitigated: challenge"], CF_CHALLENGE),
                                           raw(b"200 OK", [HTMLT], FULL), ("failed", 403, "BOT_CHALLENGE")),
    "basic-page-to-bots": (raw(b"200 OK", [HTMLT], LITE), raw(b"200 OK", [HTMLT], FULL), OK),
}


@pytest.mark.parametrize("name", sorted(PER_AGENT))
async def test_answer_per_user_agent(site: Any, cli: Any, name: str) -> None:
    bot, browser, expected = PER_AGENT[name]
    site.pages["/careers/"] = _per_agent(site, bot, browser)
    url = f"{BASE}/careers/"
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site), HTTP_RETRIES="2", POLITENESS_SPACING_S="0.1")
    assert triple(got) == expected, got
    assert got["final_url"] == url, got
    # asked once, as the bot we are: the User-Agent names us and a contact, and no browser's is ever tried
    assert site.paths() == ["/robots.txt", "/careers/"], site.paths()
    uas = {h.get("user-agent", "") for _h, _p, h in site.requests}
    assert len(uas) == 1, uas
    ua = uas.pop()
    assert "changewire" in ua.lower() and ("http" in ua or "@" in ua) and "Mozilla" not in ua, ua


# ------------------------------------------------------------------ conditional GETs answered with what is no page

SOFT_404 = html("Page not found | Acme", "<h1>Page not found</h1><p>Sorry, that page is gone.</p>")
SITE_MAINTENANCE = html("Site Maintenance", "<h1>We'll be back soon!</h1><p>We are performing maintenance.</p>")
LM = "Sat, 05 Dec 2026 10:00:00 GMT"

CONDITIONAL: dict[str, tuple[list[str], bytes, tuple[str, int, str | None], int]] = {
    # args, answer, expected triple, bytes
    "etag-sent-soft-404-with-new-tag": (["--etag", '"v1"'], raw(b"200 OK", [HTMLT, b'ETag: "v2"'], SOFT_404),
                                        ("failed", 200, "PAGE_REMOVED"), len(SOFT_404)),
    "etag-sent-maintenance-with-same-tag": (["--etag", '"v1"'], raw(b"200 OK", [HTMLT, b'ETag: "v1"'], SITE_MAINTENANCE),
                                            ("failed", 200, "HTTP_5XX"), len(SITE_MAINTENANCE)),
    "etag-sent-challenge-on-200": (["--etag", 'W/"v1"'], raw(b"200 OK", [HTMLT, b"Server: cloudflare"], CF_CHALLENGE),
                                   ("failed", 200, "BOT_CHALLENGE"), len(CF_CHALLENGE)),
    "etag-sent-429": (["--etag", 'W/"v1"'], raw(b"429 Too Many Requests", [b"Retry-After: 60", HTMLT],
                                                 html("429 Too Many Requests", "<h1>429 Too Many Requests</h1>")),
                      ("failed", 429, "RATE_LIMIT"), -1),
    "304-with-two-etag-fields": (["--etag", '"v1"'], raw(b"304 Not Modified", [b'ETag: "v1"', b'ETag: "v1-gzip"'],
                                                         length=False), ("not_modified", 304, None), 0),
}


@pytest.mark.parametrize("name", sorted(CONDITIONAL))
async def test_conditional_answers(site: Any, cli: Any, name: str) -> None:
    args, answer, expected, n = CONDITIONAL[name]
    site.pages["/careers/"] = answer
    url = f"{BASE}/careers/"
    got = await cli(site, url, *args, within=WITHIN, connect_to=_connect(site))
    assert triple(got) == expected, got
    assert got["final_url"] == url, got
    if n >= 0:
        assert got["bytes"] == n, got
    page_heads = [h for h, (_host, p, _hd) in zip(site.heads, site.requests) if p == "/careers/"]
    assert len(page_heads) == 1, site.paths()
    head = page_heads[0].lower()
    if "--etag" in args:
        assert b"if-none-match:" in head, head
    if "--last-modified" in args:
        assert b"if-modified-since: " + LM.lower().encode() in head, head


# ------------------------------------------------------------------ the same through `run-sensor URL --json`

@pytest.mark.parametrize("name", _cases(["back-soon-titled-by-site-name", "members-only-login-form-at-url",
                                         "soft-404-utf16-bom", "namecheap-recently-registered"]))
async def test_through_run_sensor_url(site: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                      name: str) -> None:
    path, status, headers, body, expected, _ctype = PAGES[name]
    site.pages[path] = raw(status, headers, body)
    url = f"{BASE}{path}"
    got = R.checked(*await R.run_main(monkeypatch, capsys, ["run-sensor", url, "--json"],
                                      R.fetch_env(site, connect_to=_connect(site))), WITHIN, name)
    assert triple(got) == expected, (name, got)
    assert got["final_url"] == url, got
    assert json.loads(json.dumps(got)) == got


# ------------------------------------------------------------------ batch 2 (written after the first fixes)

HVAC_MAINTENANCE = html("Acme Heating", '<main><h1>Maintenance</h1><p>Annual boiler maintenance from 89 EUR, parts '
                        'included. Book online and we call you back within a day.</p><a href="/book/">Book a visit</a>'
                        '</main>')
HEADING_QUESTION = html("Acme Blog", '<article><h1>Page not found? Fix broken links in 3 steps</h1><p>Broken links cost '
                        'you visitors. Here is how we find ours every week.</p></article>')
BACK_SOON_POST = html("Acme Corp", NAV + "<article><h1>We'll be back soon!</h1>" + "".join(
    f"<p>Day {i}: our team is on the road at the trade fair in Hanover this week; the office in Berlin reopens on "
    "Monday and every order placed meanwhile ships then. Thank you for your patience while we meet customers.</p>"
    for i in range(1, 12)) + "</article>" + FOOT)
PORTAL_LOGIN = html("Log in \u2013 Acme Portal", '<main><h1>Log in to your account</h1><form method="post" action="/portal/'
                    'session"><input type="email" name="email"><input type="password" name="password"><button>Log in'
                    '</button></form><a href="/portal/reset">Forgot password?</a></main>')
WP_PASSWORD_PROTECTED = html("Acme \u203a Log In", '<div id="login"><h1><a href="https://www.acme-corp.com/">Acme</a></h1>'
                             '<form class="post-password-form" action="https://www.acme-corp.com/wp-login.php?action='
                             'postpass" method="post"><p>This content is password protected. To view it please enter your '
                             'password below:</p><p><label for="pwbox-42">Password: <input name="post_password" id="pwbox'
                             '-42" type="password" size="20"></label> <input type="submit" name="Submit" value="Enter">'
                             '</p></form></div>')
GERMAN_MEMBERS = ('<!DOCTYPE html><html lang="de"><head><meta charset="iso-8859-1"><title>Mitgliederbereich - Anmeldung'
                  '</title></head><body><h1>Nur f\xfcr Mitglieder</h1><p>Bitte melden Sie sich an, um diese Seite zu '
                  'sehen.</p><form method="post" action="/login"><input type="text" name="benutzer"><input type="password"'
                  ' name="passwort"><button>Anmelden</button></form></body></html>').encode("latin-1")
SOFT_404_UTF16BE = ('\ufeff<html><head><title>Page Not Found</title></head><body><h1>Page Not Found</h1><p>The requested '
                    'page was not found on this server.</p></body></html>').encode("utf-16-be")
SOFT_404_1251 = ('<!DOCTYPE html><html lang="ru"><head><meta charset="windows-1251"><title>\u0421\u0442\u0440\u0430\u043d'
                 '\u0438\u0446\u0430 \u043d\u0435 \u043d\u0430\u0439\u0434\u0435\u043d\u0430</title></head><body><h1>'
                 '\u041e\u0448\u0438\u0431\u043a\u0430 404</h1><p>\u0417\u0430\u043f\u0440\u0430\u0448\u0438\u0432\u0430'
                 '\u0435\u043c\u0430\u044f \u0441\u0442\u0440\u0430\u043d\u0438\u0446\u0430 \u043d\u0435 \u043d\u0430'
                 '\u0439\u0434\u0435\u043d\u0430.</p></body></html>').encode("cp1251")
SOFT_404_SJIS = ('<!DOCTYPE html><html lang="ja"><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_'
                 'JIS"><title>\u30da\u30fc\u30b8\u304c\u898b\u3064\u304b\u308a\u307e\u305b\u3093 | \u30a2\u30af\u30e1'
                 '\u682a\u5f0f\u4f1a\u793e</title></head><body><h1>\u304a\u63a2\u3057\u306e\u30da\u30fc\u30b8\u306f'
                 '\u898b\u3064\u304b\u308a\u307e\u305b\u3093\u3067\u3057\u305f</h1></body></html>').encode("shift_jis")
PARKED_ES_LATIN1 = ('<html><head><meta charset="iso-8859-1"><title>acme-corp.com</title></head><body><h1>acme-corp.com'
                    '</h1><p>\xa1Este dominio est\xe1 en venta!</p><p><a href="/contacto">Haga una oferta</a></p></body>'
                    '</html>').encode("latin-1")
GEO_DE_LATIN1 = ('<!DOCTYPE html><html lang="de"><head><meta charset="iso-8859-1"><title>In Ihrem Land nicht verf\xfcgbar'
                 '</title></head><body><h1>Dieser Inhalt ist in Ihrem Land leider nicht verf\xfcgbar.</h1></body></html>'
                 ).encode("latin-1")
STATUS_FEED_LATIN1 = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<rss version="2.0"><channel><title>Wartungsarbeiten'
                      '</title><link>https://www.acme-corp.com/status/</link><description>Geplante Wartungsarbeiten'
                      '</description><item><title>Datenbank-Wartung am 12.12.</title><description>Wir sind gegen 03:00 '
                      'Uhr wieder zur\xfcck.</description></item></channel></rss>').encode("latin-1")
BIG_1252 = ('<!DOCTYPE html><html lang="fr"><head><meta charset="windows-1252"><title>Carri\xe8res | Acme</title></head>'
            '<body>' + NAV + '<main><h1>Carri\xe8res</h1>' + "".join(
                f"<section><h2>Offre {i}</h2><p>Ing\xe9nieur\u00b7e logiciel \u2013 nous recherchons une personne "
                "passionn\xe9e pour rejoindre notre \xe9quipe \xe0 Lyon. T\xe9l\xe9travail possible.</p></section>"
                for i in range(1500)) + '</main>' + FOOT + '</body></html>').encode("cp1252")

PAGES2: dict[str, tuple[str, bytes, list[bytes], bytes, tuple[str, int, str | None], str | None]] = {
    "hvac-maintenance-service-page": ("/services/", b"200 OK", [HTMLT], HVAC_MAINTENANCE, OK, "text/html"),
    "heading-asks-page-not-found": ("/blog/broken-links/", b"200 OK", [HTMLT], HEADING_QUESTION, OK, "text/html"),
    "back-soon-post-with-text": ("/news/trade-fair/", b"200 OK", [HTMLT], BACK_SOON_POST, OK, "text/html"),
    "portal-login-page-watched": ("/portal/", b"200 OK", [HTMLT], PORTAL_LOGIN, OK, "text/html"),
    "wp-password-protected-page": ("/careers/", b"200 OK", [HTMLT], WP_PASSWORD_PROTECTED, ("failed", 200, "HTTP_4XX"),
                                   "text/html"),
    "german-members-only-latin1": ("/intern/stellen/", b"200 OK", [L1], GERMAN_MEMBERS, ("failed", 200, "HTTP_4XX"),
                                   "text/html"),
    "soft-404-utf16be-bom": ("/careers/", b"200 OK", [HTML_BARE], SOFT_404_UTF16BE, ("failed", 200, "PAGE_REMOVED"),
                             "text/html"),
    "soft-404-windows-1251-header": ("/vakansii/", b"200 OK", [b"Content-Type: text/html; charset=windows-1251"],
                                     SOFT_404_1251, ("failed", 200, "PAGE_REMOVED"), "text/html"),
    "soft-404-shift-jis-meta-only": ("/recruit/", b"200 OK", [HTML_BARE], SOFT_404_SJIS,
                                     ("failed", 200, "PAGE_REMOVED"), "text/html"),
    "parked-spanish-latin1": ("/empleo/", b"200 OK", [L1], PARKED_ES_LATIN1, ("failed", 200, "PAGE_REMOVED"),
                              "text/html"),
    "geo-block-german-latin1": ("/karriere/", b"200 OK", [L1], GEO_DE_LATIN1, ("failed", 200, "HTTP_4XX"), "text/html"),
    "status-feed-latin1-as-html": ("/status/feed/", b"200 OK", [L1], STATUS_FEED_LATIN1, OK, "text/html"),
    "big-windows-1252-page": ("/carrieres/", b"200 OK", [b"Content-Type: text/html"], BIG_1252, OK, "text/html"),
}


@pytest.mark.parametrize("name", _cases(sorted(PAGES2)))
async def test_pages_batch2(site: Any, cli: Any, name: str) -> None:
    path, status, headers, body, expected, ctype = PAGES2[name]
    site.pages[path] = raw(status, headers, body)
    url = f"{BASE}{path}"
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site))
    _check_contract(got, url, expected, body, ctype)
    assert site.paths() == ["/robots.txt", path], site.paths()


# ------------------------------------------------------------------ batch 3 (written after the second fix)

HOSTINGER = html("Parked Domain name on Hostinger DNS system", '<div class="container"><h1>acme-corp.com</h1><p>This '
                 'domain is parked free of charge with <a href="https://www.hostinger.com">Hostinger.com</a>.</p><p>'
                 '<a href="https://www.hostinger.com/domain-name-search">Get your own domain</a></p></div>')
UNDECLARED_404 = SOFT_404_LATIN1.replace(b'<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">', b"")
UNDECLARED_MAINTENANCE = MAINTENANCE_FR_LATIN1.replace(b'<meta charset="iso-8859-1">', b"")
SOFT_404_LATIN1_UNDER_UTF8 = SOFT_404_LATIN1  # the same template, its server's header now says UTF-8 (PHP's default)
PAGES3: dict[str, tuple[str, bytes, list[bytes], bytes, tuple[str, int, str | None], str | None]] = {
    "soft-404-latin1-under-utf8-header": ("/empleo/", b"200 OK", [HTMLT], SOFT_404_LATIN1_UNDER_UTF8,
                                          ("failed", 200, "PAGE_REMOVED"), "text/html"),
    "hostinger-parked": ("/careers/", b"200 OK", [HTMLT], HOSTINGER, ("failed", 200, "PAGE_REMOVED"), "text/html"),
    # the same Latin-1 pages with no charset anywhere (no header parameter, no <meta>): browsers read windows-1252
    "soft-404-latin1-undeclared": ("/empleo/", b"200 OK", [HTML_BARE], UNDECLARED_404, ("failed", 200, "PAGE_REMOVED"),
                                   "text/html"),
    "maintenance-latin1-undeclared": ("/carrieres/", b"200 OK", [HTML_BARE], UNDECLARED_MAINTENANCE,
                                      ("failed", 200, "HTTP_5XX"), "text/html"),
}


@pytest.mark.parametrize("name", _cases(sorted(PAGES3)))
async def test_pages_batch3(site: Any, cli: Any, name: str) -> None:
    path, status, headers, body, expected, ctype = PAGES3[name]
    site.pages[path] = raw(status, headers, body)
    url = f"{BASE}{path}"
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site))
    _check_contract(got, url, expected, body, ctype)


async def test_maintenance_utf16_gzipped(site: Any, cli: Any) -> None:
    # the Notepad-saved maintenance page, gzip'd by the server: `bytes` is the decoded body's length
    import gzip
    site.pages["/careers/"] = raw(b"200 OK", [HTML_BARE, b"Content-Encoding: gzip", b"Vary: Accept-Encoding"],
                                  gzip.compress(MAINTENANCE_UTF16))
    url = f"{BASE}/careers/"
    got = await cli(site, url, within=WITHIN, connect_to=_connect(site))
    _check_contract(got, url, ("failed", 200, "HTTP_5XX"), MAINTENANCE_UTF16, "text/html")
