"""Sixth red-team round of `changewire fetch --json` against hostile and odd servers (raw asyncio servers on
127.0.0.2 — and on 127.0.0.1 as a decoy — from tests/data/fetcher/rawsite.py; charsets through the shared
client itself, whose text the differ reads).

Rounds 1-5 (test_fetch_redteam.py … test_fetch_redteam5.py) and test_fetch_hostile_more.py / test_http_client.py
are not repeated. Every case states the answer an operator expects, written before it was run: the outcome and
failure class of DESIGN.md's vocabulary, exit 0 with the JSON contract, never a traceback, an answer within the
timeouts. Nothing leaves loopback: every name (hostile.test, acme-corp.com, consent.yahoo.com, www.google.com)
is mapped by CHANGEWIRE_CONNECT_TO, names it does not list do not resolve, and forbidden destinations are decoy
servers on 127.0.0.1 that must see no connection.

This round's theme: pages that are not the page. A fetch that comes back 200 is not always the sensor's page —
the site may have sent us to its sign-in form, its not-found or maintenance page, an age gate, a hosted consent
wall, or the domain may have lapsed to a parking service. Stored as the page, each reads as the page's content
replaced (a false "major change") and the sensor never fails, so repair never looks.

Covered, about 180 cases (36 answered wrongly at first: 34 fixed, 2 left alone), grouped:
- login walls: a redirect to the site's own sign-in form — Django (?next=), Devise (/users/sign_in), WordPress
  (wp-login.php), ASP.NET Identity (?ReturnUrl=), an identifier-first step (Auth0 style, no password field),
  Confluence (/login.action), a sign-in host of the same company; controls: a page that moved to a newsletter
  form, a paywalled article with a "Sign in" link, a page gaining a slash, a sensor watching a sign-in page;
- vendor walls not covered before: F5 Advanced WAF's /TSPD/ JavaScript challenge, Imperva's empty first visit (only its _Incapsula_Resource script, incap
  cookies) and its iframe block, Imperva's CAPTCHA page, Shopify's /challenge, Google's "unusual traffic" page
  (429, and reached by a redirect), DDoS-Guard's 403, BitNinja's 409; controls that are no wall: Cloudflare 1015
  (RATE_LIMIT), ModSecurity's 406, Netlify's password page (401), CloudFront's and Azure Front Door's 403
  blocks, a blog post about Turnstile;
- pages a redirect lands on instead of the page: a 200 not-found page (/404.html, /page-not-found/, ASP.NET's
  ?aspxerrorpath=, /en/404/ on www), the maintenance page (/wartung.html, /maintenance/), the error page
  (/500.html), an access-denied page, an age gate, Yahoo's hosted consent wall, Google's /sorry/ — also when
  those hosts' robots.txt refuses the hop; controls: the home page moving to /en/, /services/maintenance/, a blog
  post about maintenance windows, a blog moving to its own host, WordPress' /?page_id=42, a product numbered 404
  (a bare number deeper than the top or an error folder is an id: /jobs/404, /node/503);
- interstitials on the same site whose URL names the page to return to afterwards (?return=/karriere, a
  region chooser's ?returnUrl=); controls: a move recording ?from= / ?ref=, a search for the old path, a return
  key naming another page;
- parked domains: Sedo, GoDaddy's parking lander, ParkingCrew, a German broker's for-sale page; control: an
  article about domain parking;
- rate limits spent on a 403 / 503 (GitHub's X-RateLimit-*, X-Rate-Limit-*, the IETF RateLimit field); controls:
  a 403 with quota left, a 200 that spent the last request;
- statuses and framing: 425, 426, 511, 444, 402, 204 (with and without a stated length), 410 as JSON, a 503
  maintenance page with an HTTP-date Retry-After, upper-case chunk sizes, chunked beside a Content-Length, a last
  chunk without its final CRLF, HTTP/1.0 close-delimited, Latin-1 and UTF-8 bytes in heads, obs-fold, bare-LF
  heads, no reason phrase, "HTTP/2" and "http/1.1" status lines, a field name with spaces, a line without a
  colon, an empty name, Transfer-Encoding identity / gzip / Chunked, HTTP/0.9, a two-digit status, a signed
  Content-Length, heads cut short, stalled bodies, a dripping status line, five slow redirects against the total
  timeout, a 302 and a 304 announcing bodies they never send;
- codings: raw deflate, "GZIP", "gzip, gzip", a gzip member and a newline, an unknown coding ("UTF-8"), gzip
  inside br;
- redirects: a space, raw UTF-8, a fragment, a query only, dot segments, protocol-relative, backslashes, tab
  padding, 303 / 307 / 308, four statuses chained, an upper-case scheme and host, %2F kept, a raw space and "|"
  in a query, a 304 after a redirect, sms: / tel: / intent: / blob: / ws: / view-source: targets, a loop that
  changes its query, the loopback as a decimal number, 0 / 0.0.0.0 / [::] / [::ffff:7f00:1], a raw space in the
  command-line URL;
- robots.txt: CR-only lines, a space before the colon, "/*?", "$" before a query, a UTF-8 path, comments on the
  lines, our group in another case / with a version / "changewire*" / "ChangeWire crawler", a longer name that
  is not ours, an empty Disallow, 403 / 410 (allow), 503 / 429 / 522 (skipped), a redirect chain over five hops,
  a redirect to another host, a Disallow before any group, "Disallow: *", our open group beside a closed "*",
  agents sharing a group, rules as full URLs and without a slash, gzip bytes without Content-Encoding, Windows-1252 in a comment, a stalled robots.txt;
- charsets (through the client's text): EUC-KR by http-equiv, GBK by the XML declaration, unquoted Shift_JIS,
  windows-1251 named after 5 KB of CSS, UTF-16 without a BOM (labelled and not), a BOM against the header, a
  header naming "utf8mb4" (with and without a <meta>), a quoted charset, GB2312 read as GBK, EUC-KR read as
  windows-949.

Wrong at first, and fixed (each with a unit regression test in tests/unit/fetcher/test_classify_redteam6.py or
tests/unit/common/test_http_redteam6.py):
- login walls were `ok` (7 cases): HTTP_4XX now — what a 401 says, as a form (classify.login_wall: a redirect
  to a path naming a sign-in page, answered with a password field or a form and little else);
- a redirect's landing page that is the site's not-found page (4 cases) was `ok`: PAGE_REMOVED; its maintenance
  or error page (3): HTTP_5XX; an access-denied page: HTTP_4XX; an age gate: BOT_CHALLENGE (classify.
  redirect_landing: the landing page's own name; words only at the top or in an error/language folder);
- Yahoo's consent wall and Google's /sorry/ CAPTCHA on another domain were `redirected` (which stops a sensor
  until repair decides) — also when their robots.txt refused the hop (4 cases): BOT_CHALLENGE (classify.
  hosted_wall, beside the challenge vendors' hosts);
- a same-site interstitial whose query sends visitors back to the page (2 cases) was `ok`: BOT_CHALLENGE
  (classify.redirect_landing / _sends_back: a return key — next, return, returnUrl, redirect_to, continue, … —
  naming the path asked for);
- parked domains (4 cases) were `ok`: PAGE_REMOVED (classify.parked_page);
- a spent quota on 403 / 503 (3 cases) was HTTP_4XX / HTTP_5XX: RATE_LIMIT, paused until the reset the fields
  name (classify.rate_limit_spent); a 429 without Retry-After now pauses until that reset too (unit test);
- Imperva's empty first visit and F5's /TSPD/ challenge were `ok`: BOT_CHALLENGE (libs/common
  challenge._vendor_script_only: an empty page whose only external script is Imperva's / Kasada's / AWS WAF's /
  F5's; an app shell or a page with content is none; "/tspd/" is a new weak marker);
- robots.txt groups "ChangeWire crawler" (and, found in the unit tests, "User-agent: * all robots") did not
  apply: a group's name ends where a product token must, as Google's parser reads it (libs/common robots.py);
- robots.txt rules written as a full URL ("Disallow: http://host/intern/") or without their leading slash
  ("Disallow: intern/") matched nothing and the page was fetched (2 cases): read as the path, the polite reading
  (libs/common robots.robots_text);

Left alone by round 5, fixed here (unit test only, the CLI's JSON does not show a pause): `Retry-After: 120, 120`
(a proxy folding two fields) read as no value; now the longest wait either asks for (libs/common headers.py).

Expectations that were wrong, revised where they stand: a fragment in a Location is dropped from final_url too
(the same resource; never sent); `//www.hostile.test` is another registrable domain (a `.test` name is its own,
DESIGN.md), so the protocol-relative case stays on hostile.test; a chunked body closed after "0\r\n" without the
final blank line is UNKNOWN — Chrome fails it too (ERR_INCOMPLETE_CHUNKED_ENCODING); a gzip cut short and gzip
labelled br were dropped as cases (rounds 2 and 4 cover them).

Left alone, and why:
- (later fixed, in a later session: a removed page redirected to the site's home page, `/` or `/en/`, is a soft 404
  — PAGE_REMOVED; it was a strict xfail here while test_fetch_redteam4 pinned a redirect to "/" as the page;)
- (later fixed, in a later session, as this round read them: a soft 404 served 200 at the URL itself is
  PAGE_REMOVED, a meta refresh to /login HTTP_4XX, a 206 nobody asked for UNKNOWN — rounds 4, 1 and 2 pinned them `ok`;)
- a bare CR inside a header value fails the response (UNKNOWN); RFC 9112 allows that or reading it as a space:
  not made a case;
- paywalled articles stay `ok`: the page is what a visitor without a subscription sees, stable between fetches.
"""
from __future__ import annotations

import gzip
import zlib
from typing import Any

import brotli
import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration


R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
HTML, Site, Handler = R.HTML, R.Site, R.Handler
raw, page, triple = R.raw, R.page, R.triple
Triple = tuple[str, int | None, str | None]
site, decoy, cli = R.site, R.decoy, R.cli  # the shared fixtures (rawsite.py)
HTMLT = b"Content-Type: text/html; charset=utf-8"


def html(status: bytes, body: bytes, *headers: bytes) -> bytes:
    return raw(status, [HTMLT, *headers], body)


def hosts(site: Any, *names: str) -> str:
    """A CHANGEWIRE_CONNECT_TO mapping each name (and its subdomains) to the site."""
    return ",".join(f"{n}={R.IP}:{site.port},*.{n}={R.IP}:{site.port}" for n in names)


# a careers page as a WordPress theme renders it (several links, real text): what a sensor watches
CAREERS = (
    b'<!DOCTYPE html><html lang="de-DE"><head><meta charset="UTF-8"><title>Karriere - Beispiel GmbH</title></head>'
    b'<body class="page-template-default page"><header><nav><a href="/">Start</a> <a href="/produkte/">Produkte</a> '
    b'<a href="/karriere/">Karriere</a> <a href="/kontakt/">Kontakt</a></nav></header><main><h1>Karriere</h1><p>Wir '
    b'suchen Verst\xc3\xa4rkung f\xc3\xbcr unser Team in M\xc3\xbcnchen und Berlin.</p><ul class="jobs"><li><a href='
    b'"/karriere/backend-entwickler/">Backend-Entwickler (m/w/d)</a> - M\xc3\xbcnchen</li><li><a href="/karriere/'
    b'vertrieb/">Vertriebsmitarbeiter (m/w/d)</a> - Berlin</li></ul></main><footer><a href="/impressum/">Impressum'
    b'</a> <a href="/datenschutz/">Datenschutz</a></footer></body></html>')


# ------------------------------------------------------------------------------------------- login walls

# Django's admin-style login (contrib.auth): the page asked for sends visitors to /accounts/login/?next=
DJANGO_LOGIN = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Log in | Example Intranet</title></head><body>'
    b'<div id="content" class="colM"><p class="errornote">Please log in to see this page.</p><form action="/accounts'
    b'/login/" method="post" id="login-form"><input type="hidden" name="csrfmiddlewaretoken" value="Zx8q1Lr9kP2mN7'
    b'vB4cX6"><div class="form-row"><label class="required" for="id_username">Username:</label> <input type="text" '
    b'name="username" autofocus autocapitalize="none" autocomplete="username" maxlength="150" required id="id_userna'
    b'me"></div><div class="form-row"><label class="required" for="id_password">Password:</label> <input type="pass'
    b'word" name="password" autocomplete="current-password" required id="id_password"><input type="hidden" name="ne'
    b'xt" value="/team/"></div><div class="password-reset-link"><a href="/accounts/password_reset/">Forgotten your '
    b'password or username?</a></div><div class="submit-row"><input type="submit" value="Log in"></div></form></div>'
    b'</body></html>')

# Rails / Devise: /users/sign_in with its flash
DEVISE_LOGIN = (
    b'<!DOCTYPE html><html><head><title>Acme Portal</title><meta name="csrf-param" content="authenticity_token" />'
    b'<meta name="csrf-token" content="q1w2e3r4t5y6u7i8o9p0" /></head><body><p class="alert">You need to sign in or '
    b'sign up before continuing.</p><h2>Log in</h2><form class="new_user" id="new_user" action="/users/sign_in" '
    b'accept-charset="UTF-8" method="post"><input type="hidden" name="authenticity_token" value="q1w2e3r4t5y6u7i8o9p0'
    b'" autocomplete="off" /><div class="field"><label for="user_email">Email</label><br /><input autofocus="autofocu'
    b's" autocomplete="email" type="email" value="" name="user[email]" id="user_email" /></div><div class="field">'
    b'<label for="user_password">Password</label><br /><input autocomplete="current-password" type="password" name='
    b'"user[password]" id="user_password" /></div><div class="field"><input name="user[remember_me]" type="hidden" '
    b'value="0" autocomplete="off" /><input type="checkbox" value="1" name="user[remember_me]" id="user_remember_me"'
    b' /><label for="user_remember_me">Remember me</label></div><div class="actions"><input type="submit" name="comm'
    b'it" value="Log in" data-disable-with="Log in" /></div></form><a href="/users/sign_up">Sign up</a><br /><a href='
    b'"/users/password/new">Forgot your password?</a><br /></body></html>')

# WordPress: a private page sends visitors to wp-login.php?redirect_to=...
WP_LOGIN = (
    b'<!DOCTYPE html><html lang="fr-FR"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />'
    b'<title>Se connecter &lsaquo; Exemple SA &#8212; WordPress</title><meta name="robots" content="noindex, nofollo'
    b'w" /></head><body class="login no-js login-action-login wp-core-ui  locale-fr-fr"><div id="login"><h1><a href='
    b'"https://fr.wordpress.org/">Propuls\xc3\xa9 par WordPress</a></h1><form name="loginform" id="loginform" action='
    b'"http://hostile.test/wp-login.php" method="post"><p><label for="user_login">Identifiant ou adresse e-mail</lab'
    b'el><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocom'
    b'plete="username" required="required" /></p><div class="user-pass-wrap"><label for="user_pass">Mot de passe</la'
    b'bel><div class="wp-pwd"><input type="password" name="pwd" id="user_pass" class="input password-input" value="'
    b'" size="20" autocomplete="current-password" spellcheck="false" required="required" /></div></div><p class="sub'
    b'mit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Se'
    b' connecter" /><input type="hidden" name="redirect_to" value="http://hostile.test/equipe/" /></p></form><p id="'
    b'nav"><a href="http://hostile.test/wp-login.php?action=lostpassword">Mot de passe oubli\xc3\xa9&nbsp;?</a></p><p'
    b' id="backtoblog"><a href="http://hostile.test/">&larr; Aller sur Exemple SA</a></p></div></body></html>')

# ASP.NET Core Identity: /Account/Login?ReturnUrl=%2Fkarriere
ASPNET_LOGIN = (
    b'<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8" /><title>Inloggen - Voorbeeld BV</title></head><body>'
    b'<div class="container"><main role="main" class="pb-3"><h1>Inloggen</h1><section><form id="account" method="post'
    b'"><h2>Gebruik een lokaal account om in te loggen.</h2><div class="form-floating mb-3"><input class="form-control'
    b'" autocomplete="username" aria-required="true" placeholder="name@example.com" type="email" id="Input_Email" '
    b'name="Input.Email" value="" /><label for="Input_Email" class="form-label">E-mail</label></div><div class="form-'
    b'floating mb-3"><input class="form-control" autocomplete="current-password" aria-required="true" placeholder="'
    b'password" type="password" id="Input_Password" name="Input.Password" /><label for="Input_Password" class="form-'
    b'label">Wachtwoord</label></div><div><button id="login-submit" type="submit" class="w-100 btn btn-lg btn-primary'
    b'">Inloggen</button></div><input name="__RequestVerificationToken" type="hidden" value="CfDJ8Nq4" /></form>'
    b'</section></main></div></body></html>')

# an identifier-first sign-in (Okta / Auth0 Universal Login style on the company's own host): e-mail first, no
# password field on this step
ID_FIRST_LOGIN = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body><main class="'
    b'login-id"><section class="c-container"><header><h1>Welcome</h1><p>Log in to Acme to continue to Acme Partner '
    b'Portal.</p></header><form method="POST" class="c-form"><input type="hidden" name="state" value="hKFo2SBFcWZ'
    b'kS1pTZ0"/><div class="input-wrapper"><label for="username">Email address</label><input class="input" inputmode'
    b'="email" name="username" id="username" type="text" value="" required autocomplete="email" autocapitalize="none'
    b'" spellcheck="false" autofocus></div><button type="submit" name="action" value="default" class="c-button">Cont'
    b'inue</button></form><p class="c-footer">Don\'t have an account? <a href="/u/signup?state=hKFo2SBFcWZ">Sign up'
    b'</a></p></section></main></body></html>')

# a newsletter page the old URL now redirects to: an e-mail form, a real page (not a login)
NEWSLETTER = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Newsletter | Acme</title></head><body><nav>'
    b'<a href="/">Home</a> <a href="/blog/">Blog</a> <a href="/about/">About</a></nav><h1>Subscribe to our newsletter'
    b'</h1><p>Product news, engineering write-ups and event invitations, once a month. We never share your address.'
    b'</p><form action="/newsletter/subscribe" method="post"><label>Email <input type="email" name="email"></label>'
    b'<button>Subscribe</button></form></body></html>')

# a news article behind a metered paywall: the page, with a teaser and an offer (ok: it is what visitors see)
PAYWALL = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Acme raises $40M to expand into Europe - '
    b'The Ledger</title></head><body><nav><a href="/">The Ledger</a> <a href="/tech/">Tech</a> <a href="/markets/">'
    b'Markets</a></nav><article><h1>Acme raises $40M to expand into Europe</h1><p class="byline">By J. Doe, Dec 2, '
    b'2026</p><p>Acme, the Berlin-based logistics start-up, said on Tuesday it had raised $40 million in a Series B '
    b'round led by Example Ventures.</p><div class="paywall"><h2>Subscribe to continue reading</h2><p>Get unlimited '
    b'access for $1 a week. Already a subscriber? <a href="/login?return=/acme-raises">Sign in</a></p></div>'
    b'</article></body></html>')


async def test_login_walls(site: Any, cli: Any) -> None:
    # fixed (were `ok` with the login form stored as the page): a page that sends visitors to the site's own
    # sign-in form (Django, Devise, WordPress, ASP.NET Identity, identifier-first) is not the page: HTTP_4XX, the
    # 401 that a browser user meets as a form
    site.pages["/team/"] = raw(b"302 Found", [b"Location: /accounts/login/?next=/team/"])
    site.pages["/accounts/login/"] = html(b"200 OK", DJANGO_LOGIN)
    site.pages["/portal/news"] = raw(b"302 Found", [b"Location: http://hostile.test/users/sign_in"])
    site.pages["/users/sign_in"] = html(b"200 OK", DEVISE_LOGIN)
    site.pages["/equipe/"] = raw(b"302 Found", [b"Location: http://hostile.test/wp-login.php?redirect_to=http%3A%2F"
                                                b"%2Fhostile.test%2Fequipe%2F&reauth=1"])
    site.pages["/wp-login.php"] = html(b"200 OK", WP_LOGIN)
    site.pages["/karriere"] = raw(b"302 Found", [b"Location: /Account/Login?ReturnUrl=%2Fkarriere"])
    site.pages["/Account/Login"] = html(b"200 OK", ASPNET_LOGIN)
    site.pages["/partners/updates"] = raw(b"302 Found", [b"Location: /u/login/identifier?state=hKFo2SBFcWZ"])
    site.pages["/u/login/identifier"] = html(b"200 OK", ID_FIRST_LOGIN)
    for path in ("/team/", "/portal/news", "/equipe/", "/karriere", "/partners/updates"):
        got = await cli(site, f"http://hostile.test{path}")
        assert triple(got) == ("failed", 200, "HTTP_4XX"), (path, got)
        assert "login" in got["final_url"].lower() or "sign_in" in got["final_url"], got
    # controls: a page that moved to another page with a form (a newsletter sign-up), a paywalled article, a
    # page whose nav links to the login, a page that moved to /careers/ — all the page (`ok`)
    site.pages["/updates"] = raw(b"301 Moved Permanently", [b"Location: /newsletter/"])
    site.pages["/newsletter/"] = html(b"200 OK", NEWSLETTER)
    site.pages["/acme-raises"] = html(b"200 OK", PAYWALL)
    site.pages["/karriere-alt"] = raw(b"301 Moved Permanently", [b"Location: /karriere/"])
    site.pages["/karriere/"] = html(b"200 OK", CAREERS)
    for path in ("/updates", "/acme-raises", "/karriere-alt"):
        got = await cli(site, f"http://hostile.test{path}")
        assert triple(got) == ("ok", 200, None), (path, got)


# ------------------------------------------------------------------------------------------- vendor walls

# Imperva / Incapsula's classic first visit: an empty page that loads its resource script (cookies incap_ses_*,
# visid_incap_*), then reloads
INCAPSULA_EMPTY = (
    b'<html>\r\n<head>\r\n<META NAME="robots" CONTENT="noindex,nofollow">\r\n<script src="/_Incapsula_Resource?SWJIY'
    b'LWA=5074a744e2e3d891814e9a2dace20bd4,719d34d31c8e3a6e6fffd425f7e032f3">\r\n</script>\r\n<body>\r\n</body></html'
    b'>\r\n')

# Imperva's iframe block page (403): "Request unsuccessful" with the incident iframe
INCAPSULA_IFRAME = (
    b'<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" '
    b'content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" '
    b'content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula'
    b'_Resource?CWUDNSAI=24&xinfo=5-12345678-0%200NNN%20RT%281733151600123%2054%29%20q%280%20-1%20-1%20-1%29%20r%280%20'
    b'-1%29%20B12%284%2c316%2c0%29%20U18&incident_id=1234000560012345678-123456789012345678&edet=12&cinfo=04000000&rpin'
    b'fo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful.'
    b' Incapsula incident ID: 1234000560012345678-123456789012345678</iframe></body></html>')

# Shopify's bot protection: the store redirects to /challenge, an hCaptcha page
SHOPIFY_CHALLENGE = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, '
    b'initial-scale=1"><meta name="robots" content="noindex"><title>Your connection needs to be verified</title><script'
    b' src="https://hcaptcha.com/1/api.js?hl=en" async defer></script></head><body><div class="content"><h1>Your '
    b'connection needs to be verified</h1><p>Please complete the security check to access this store.</p><form action='
    b'"/challenge" method="post"><input type="hidden" name="return_to" value="/collections/all"><div class="h-captcha" '
    b'data-sitekey="f7de0da3-3303-44e8-ab48-fa32ff8ccc7b"></div><input type="submit" value="Submit"></form><p><a href='
    b'"https://www.shopify.com/legal/privacy">Privacy</a></p></div></body></html>')

# Google's "unusual traffic" page (a Google-hosted site or search behind it): 429 with a reCAPTCHA
GOOGLE_SORRY = (
    b'<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"><meta name="viewport" content="'
    b'initial-scale=1"><title>https://hostile.test/jobs</title></head><body style="font-family: arial, sans-serif; '
    b'background-color: #fff; color: #000; padding:20px; font-size:18px;" onload="e=document.getElementById(\'captcha'
    b'\');if(e){e.focus();}"><div style="max-width:400px;"><hr noshade size="1" style="color:#ccc; background-color:'
    b'#ccc;"><br><form id="captcha-form" action="index" method="post"><script src="https://www.google.com/recaptcha/'
    b'api.js" async defer></script><script>var submitCallback = function(response) {document.getElementById(\'captcha-'
    b'form\').submit();};</script><div id="recaptcha" class="g-recaptcha" data-sitekey="6LfwuyUTAAAAAOAmoS0fdqijC2PbbdH'
    b'4kjq62Y1b" data-callback="submitCallback" data-s="x"></div><input type=\'hidden\' name=\'q\' value=\'EgR_AAAB\'>'
    b'<input type="hidden" name="continue" value="https://hostile.test/jobs"></form><hr noshade size="1" style="color:'
    b'#ccc; background-color:#ccc;"><div style="font-size:13px;"><b>About this page</b><br><br>Our systems have detect'
    b'ed unusual traffic from your computer network.  This page checks to see if it&#39;s really you sending the reque'
    b'sts, and not a robot.  <a href="#" onclick="document.getElementById(\'infoDiv\').style.display=\'block\';">Why d'
    b'id this happen?</a><br><br><div id="infoDiv" style="display:none; background-color:#eee; padding:10px; margin:0 '
    b'0 15px 0; line-height:1.4em;">This page appears when Google automatically detects requests coming from your comp'
    b'uter network which appear to be in violation of the <a href="//www.google.com/policies/terms/">Terms of Service<'
    b'/a>.</div>IP address: 203.0.113.7<br>Time: 2026-12-02T15:00:00Z<br>URL: https://hostile.test/jobs<br></div></div>'
    b'</body></html>')

# DDoS-Guard's block (403) as its edge serves it: Server: ddos-guard, a small page
DDOS_GUARD_403 = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>DDoS-Guard</title><meta name="viewport" content="width='
    b'device-width, initial-scale=1"></head><body><div class="container"><h1>Checking your browser before accessing '
    b'hostile.test</h1><p>This process is automatic. Your browser will redirect to your requested content shortly.</p>'
    b'<p>Please allow up to 5 seconds...</p><p class="small">DDoS protection by DDoS-Guard</p></div></body></html>')

# Cloudflare 1015: rate limited, its edge page (429) — a rate limit, not a challenge
CF_1015 = (
    b'<!DOCTYPE html><!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]--><!--[if gt IE 8]><!-->'
    b' <html class="no-js" lang="en-US"> <!--<![endif]--><head><title>Access denied | hostile.test used Cloudflare to '
    b'restrict access</title><meta charset="UTF-8" /></head><body><div id="cf-wrapper"><div id="cf-error-details" '
    b'class="p-0"><header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-15 antialiased"><h1 class="inline-'
    b'block md:block mr-2 md:mb-2 font-light text-60 md:text-3xl text-black-dark leading-tight"><span data-translate="'
    b'error">Error</span><span>1015</span></h1><span class="inline-block md:block heading-ray-id font-mono text-15 lg:'
    b'text-sm lg:leading-relaxed">Ray ID: 8f1e2d3c4b5a6978 &bull;</span><h2 class="text-gray-600 leading-1.3 text-3xl'
    b' lg:text-2xl font-light">You are being rate limited</h2></header><section class="w-240 lg:w-full mx-auto mb-8 '
    b'lg:px-8"><div id="what-happened-section" class="w-1/2 md:w-full"><h2 class="text-3xl leading-tight min-w-0 mb-4'
    b'">What happened?</h2><p>The owner of this website (hostile.test) has banned you temporarily from accessing this '
    b'website.</p></div></section></div></div></body></html>')

# ModSecurity's 406 (a WAF rule tripped): an error, no challenge
MODSEC_406 = (
    b'<head><title>Not Acceptable!</title></head><body><h1>Not Acceptable!</h1><p>An appropriate representation of the'
    b' requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></ht'
    b'ml>')

# Netlify's password-protected deploy (a "site protection" wall, 401)
NETLIFY_PASSWORD = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Password protected site</title></head><body>'
    b'<div class="card"><h1>This site is password protected</h1><form method="post" action="/.netlify/functions/pass'
    b'word"><label for="password">Password</label><input type="password" name="password" id="password" autofocus>'
    b'<button type="submit">Submit</button></form></div></body></html>')

# a company blog post explaining that it put Turnstile in front of its sign-up form: a page, not a wall
TURNSTILE_ARTICLE = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why we added Cloudflare Turnstile to sign-up'
    b' | Acme Engineering</title></head><body><nav><a href="/">Home</a> <a href="/blog/">Blog</a> <a href="/careers/'
    b'">Careers</a> <a href="/docs/">Docs</a></nav><article><h1>Why we added Cloudflare Turnstile to sign-up</h1><p>'
    b'Spam sign-ups grew tenfold in October. We evaluated reCAPTCHA, hCaptcha and Cloudflare Turnstile, and chose '
    b'Turnstile because it rarely asks a person to solve anything: most visitors never see a challenge at all. The '
    b'widget is a single div, <code>&lt;div class="cf-turnstile" data-sitekey="..."&gt;</code>, and the script from '
    b'challenges.cloudflare.com/turnstile/v0/api.js. Verification happens on our server with one API call.</p><p>'
    b'Since the switch, fake accounts dropped by 97 percent and the conversion of real sign-ups did not move. Next '
    b'quarter we will move the same check to the password-reset form.</p></article></body></html>')

# F5 Advanced WAF's JavaScript challenge: an empty page with its /TSPD/ script and the "support ID" <noscript>
F5_TSPD = (b'<html><head><script type="text/javascript" src="/TSPD/08e841a5c5ab2000a4f1c7f0c4d3b2a1?type=9"></script>'
           b'<noscript>Please enable JavaScript to view the page content.<br/>Your support ID is: 11839281327012734.'
           b'</noscript></head><body></body></html>')

WALLS: dict[str, tuple[bytes, Triple]] = {
    "/f5-tspd": (html(b"200 OK", F5_TSPD, b"Set-Cookie: TS01a2b3c4=01e2f3a4b5; Path=/"), ("failed", 200, "BOT_CHALLENGE")),
    "/incapsula-empty": (html(b"200 OK", INCAPSULA_EMPTY, b"Set-Cookie: visid_incap_2251523=kh4S0o; path=/",
                              b"Set-Cookie: incap_ses_1184_2251523=Kqu1; path=/"), ("failed", 200, "BOT_CHALLENGE")),
    "/incapsula-iframe": (html(b"403 Forbidden", INCAPSULA_IFRAME), ("failed", 403, "BOT_CHALLENGE")),
    "/google-sorry": (html(b"429 Too Many Requests", GOOGLE_SORRY), ("failed", 429, "BOT_CHALLENGE")),
    "/ddos-guard-403": (html(b"403 Forbidden", DDOS_GUARD_403, b"Server: ddos-guard"), ("failed", 403, "BOT_CHALLENGE")),
    "/cf-1015": (html(b"429 Too Many Requests", CF_1015, b"Server: cloudflare", b"Retry-After: 60"),
                 ("failed", 429, "RATE_LIMIT")),
    "/modsec-406": (html(b"406 Not Acceptable", MODSEC_406), ("failed", 406, "HTTP_4XX")),
    "/netlify-password": (html(b"401 Unauthorized", NETLIFY_PASSWORD, b"Server: Netlify"), ("failed", 401, "HTTP_4XX")),
    "/turnstile-article": (html(b"200 OK", TURNSTILE_ARTICLE), ("ok", 200, None)),
}


@pytest.mark.parametrize("path", sorted(WALLS))
async def test_walls_and_their_controls(site: Any, cli: Any, path: str) -> None:
    answer, expected = WALLS[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)


async def test_shopify_redirect_into_its_challenge(site: Any, cli: Any) -> None:
    site.pages["/collections/all"] = raw(b"302 Found", [b"Location: /challenge?return_to=%2Fcollections%2Fall"])
    site.pages["/challenge"] = html(b"200 OK", SHOPIFY_CHALLENGE)
    got = await cli(site, "http://hostile.test/collections/all")
    assert triple(got) == ("failed", 200, "BOT_CHALLENGE"), got


# ------------------------------------------------------------------------------------- statuses and framing

def gz(data: bytes) -> bytes:
    return gzip.compress(data, mtime=0)


def raw_deflate(data: bytes) -> bytes:
    c = zlib.compressobj(6, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


def chunked(body: bytes, size: int = 20) -> bytes:
    return b"".join(b"%x\r\n" % len(body[i:i + size]) + body[i:i + size] + b"\r\n"
                    for i in range(0, len(body), size)) + b"0\r\n\r\n"


STATUSES: dict[str, tuple[bytes, Triple]] = {
    # statuses rarely met: 425 Too Early, 426 Upgrade Required (a server that wants TLS), 511 a captive portal,
    # 508, 444 written out by a proxy, 204
    "/425": (raw(b"425 Too Early", []), ("failed", 425, "HTTP_4XX")),
    "/426": (raw(b"426 Upgrade Required", [b"Upgrade: TLS/1.2, HTTP/1.1", b"Connection: Upgrade"]),
             ("failed", 426, "HTTP_4XX")),
    "/511": (html(b"511 Network Authentication Required", b"<html><title>Network login</title><form action=\"http://"
                  b"portal.hotel.test/login\"><input name=room></form></html>"), ("failed", 511, "HTTP_5XX")),
    "/444": (raw(b"444 No Response", []), ("failed", 444, "HTTP_4XX")),
    "/204": (raw(b"204 No Content", [], length=False), ("ok", 204, None)),
    # 503 maintenance with an HTTP-date Retry-After and a "we'll be back" page: the server's error
    "/503-maint": (html(b"503 Service Unavailable", b"<!doctype html><title>Site Maintenance</title><h1>We&rsquo;ll be "
                        b"back soon!</h1><p>Sorry for the inconvenience. We&rsquo;re performing some maintenance at the "
                        b"moment.</p>", b"Retry-After: Wed, 02 Dec 2037 16:00:00 GMT"), ("failed", 503, "HTTP_5XX")),
    # framing that works in browsers: chunk sizes in upper-case hex with leading zeros, a chunk extension, the
    # last chunk with no final CRLF before the connection closes, chunked beside a Content-Length (chunked wins)
    "/chunk-upper": (raw(b"200 OK", [b"Content-Type: text/html", b"Transfer-Encoding: chunked"],
                         b"000000%X\r\n" % len(HTML) + HTML + b"\r\n0\r\n\r\n", length=False), ("ok", 200, None)),
    "/chunk-and-length": (raw(b"200 OK", [b"Content-Type: text/html", b"Content-Length: 10",
                                          b"Transfer-Encoding: chunked"], chunked(HTML), length=False),
                          ("ok", 200, None)),
    # HTTP/1.0 and a body that ends when the connection closes
    "/http10": (b"HTTP/1.0 200 OK\r\nContent-Type: text/html\r\n\r\n" + HTML, ("ok", 200, None)),
    # a header line with non-ASCII bytes (a Latin-1 filename), and an obs-fold continuation in a harmless field
    "/latin1-header": (page(b'Content-Disposition: inline; filename="r\xe9sum\xe9.html"', b"X-Powered-By: PHP/5.6\xa0"),
                       ("ok", 200, None)),
    "/obs-fold": (page(b"X-Note: first", b"  second line"), ("ok", 200, None)),
    # codings browsers decode: raw deflate (IIS), "GZIP" in capitals, gzip twice listed as "gzip, gzip",
    # a gzip member followed by a newline, an unknown coding left as is, "x-gzip"
    "/raw-deflate": (page(b"Content-Encoding: deflate", body=raw_deflate(HTML)), ("ok", 200, None)),
    "/gzip-caps": (page(b"Content-Encoding: GZIP", body=gz(HTML)), ("ok", 200, None)),
    "/gzip-twice": (page(b"Content-Encoding: gzip, gzip", body=gz(gz(HTML))), ("ok", 200, None)),
    "/gzip-newline": (page(b"Content-Encoding: gzip", body=gz(HTML) + b"\n"), ("ok", 200, None)),
    "/enc-utf8": (page(b"Content-Encoding: UTF-8", body=HTML), ("ok", 200, None)),
    "/gzip-in-br": (page(b"Content-Encoding: gzip, br", body=brotli.compress(gz(HTML))), ("ok", 200, None)),
}


@pytest.mark.parametrize("path", sorted(STATUSES))
async def test_statuses_framing_and_codings(site: Any, cli: Any, path: str) -> None:
    answer, expected = STATUSES[path]
    site.pages[path] = answer if path not in ("/http10",) else R.then_close(answer)
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)
    if expected[0] == "ok" and path not in ("/204",):
        assert got["bytes"] == len(HTML), got


async def test_last_chunk_without_final_crlf(site: Any, cli: Any) -> None:
    # a hand-written chunked encoder that ends "0\r\n" and closes before the blank line that ends the trailer
    # section: Chrome fails it (ERR_INCOMPLETE_CHUNKED_ENCODING), and so do we — at once, not at a timeout
    site.pages["/chunk-eof"] = R.then_close(raw(b"200 OK", [b"Content-Type: text/html", b"Transfer-Encoding: chunked"],
                                                b"%x\r\n" % len(HTML) + HTML + b"\r\n0\r\n", length=False))
    got = await cli(site, "http://hostile.test/chunk-eof")
    assert triple(got) == ("failed", None, "UNKNOWN"), got


async def test_servers_that_stall_or_close_mid_way(site: Any, cli: Any) -> None:
    # headers cut in the middle of a field and closed; a body that stalls after half its Content-Length; a
    # server that drips a byte of its status line every 0.4 s (the total timeout ends it)
    site.pages["/cut-head"] = R.then_close(b"HTTP/1.1 200 OK\r\nContent-Type: text/ht")
    site.pages["/stall-body"] = R.then_hang(page(body=HTML)[:-30], 10)

    async def drip(reader: Any, writer: Any) -> None:
        import asyncio
        for b in b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n":
            writer.write(bytes([b]))
            await writer.drain()
            await asyncio.sleep(0.4)

    site.pages["/drip"] = drip
    got = await cli(site, "http://hostile.test/cut-head")
    assert got["outcome"] == "failed" and got["failure_class"] == "UNKNOWN", got
    got = await cli(site, "http://hostile.test/stall-body", within=4.5)
    assert triple(got) == ("failed", None, "TIMEOUT"), got
    got = await cli(site, "http://hostile.test/drip", within=4.5)
    assert triple(got) == ("failed", None, "TIMEOUT"), got


# ------------------------------------------------------------------------------------------------ redirects

REDIRECTS: dict[str, tuple[bytes, str, Triple]] = {
    # Location as real servers write it: a space, raw UTF-8, a fragment, a query only, dot segments, a
    # protocol-relative URL to a sibling host, 307 / 308 / 303, a backslash path (IIS), tab and newline padding
    "/space": (b"Location: /open positions/", "http://hostile.test/open%20positions/", ("ok", 200, None)),
    "/utf8": (b"Location: /karriere/\xc3\xbcber-uns", "http://hostile.test/karriere/%C3%BCber-uns", ("ok", 200, None)),
    "/fragment": (b"Location: /jobs#open-roles", "http://hostile.test/jobs", ("ok", 200, None)),
    "/list": (b"Location: ?page=2", "http://hostile.test/list?page=2", ("ok", 200, None)),
    "/a/b/dots": (b"Location: ../../jobs/./", "http://hostile.test/jobs/", ("ok", 200, None)),
    "/proto-rel": (b"Location: //hostile.test/jobs", "http://hostile.test/jobs", ("ok", 200, None)),
    "/back": (b"Location: \\jobs\\de", "http://hostile.test/jobs/de", ("ok", 200, None)),
    "/padded": (b"Location: \t/jobs \t", "http://hostile.test/jobs", ("ok", 200, None)),
}


@pytest.mark.parametrize("path", sorted(REDIRECTS))
async def test_redirect_locations(site: Any, cli: Any, path: str) -> None:
    loc, final, expected = REDIRECTS[path]
    site.pages[path] = raw(b"302 Found", [loc])
    for p in ("/open%20positions/", "/karriere/%C3%BCber-uns", "/jobs", "/jobs/", "/jobs/de"):
        site.pages[p] = page()
    if path == "/list":  # the page itself answers once it has its query
        async def listing(reader: Any, writer: Any) -> bytes:
            return page(b"Connection: close") if "?" in site.paths()[-1] else raw(b"302 Found", [loc, b"Connection: close"])
        site.pages[path] = listing
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected and got["final_url"] == final, (path, got)
    # a fragment never goes on the wire, nor into final_url (the resource is the same; sensors compare URLs)
    assert all("#" not in p for p in site.paths()), site.paths()


async def test_redirect_statuses_and_a_304_after_a_redirect(site: Any, cli: Any) -> None:
    for st in (b"303 See Other", b"307 Temporary Redirect", b"308 Permanent Redirect"):
        site.pages["/r" + st[:3].decode()] = raw(st, [b"Location: /jobs"])
    site.pages["/jobs"] = page()
    for code in ("303", "307", "308"):
        got = await cli(site, f"http://hostile.test/r{code}")
        assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/jobs", (code, got)
    # a conditional request redirected; the new URL answers 304 to a request that carried no validator (they
    # belong to the old URL): nothing to be unmodified from
    site.pages["/old"] = raw(b"301 Moved Permanently", [b"Location: /new"])
    site.pages["/new"] = raw(b"304 Not Modified", [b'ETag: "v1"'], length=False)
    got = await cli(site, "http://hostile.test/old", "--etag", '"v1"')
    assert triple(got) == ("failed", 304, "UNKNOWN"), got
    # a 304 to the conditional request itself: not_modified
    site.pages["/same"] = raw(b"304 Not Modified", [b'ETag: "v1"'], length=False)
    got = await cli(site, "http://hostile.test/same", "--etag", '"v1"')
    assert triple(got) == ("not_modified", 304, None), got


async def test_redirects_to_other_schemes_and_loops(site: Any, cli: Any, decoy: Any) -> None:
    # a redirect to a scheme we never fetch: not followed (REDIRECT)
    for loc in (b"sms:+4930123456", b"tel:+4930123456", b"intent://scan/#Intent;scheme=zxing;end", b"blob:http://"
                b"hostile.test/5f2a", b"ws://hostile.test/socket", b"view-source:http://hostile.test/"):
        site.pages["/odd"] = raw(b"302 Found", [b"Location: " + loc])
        got = await cli(site, "http://hostile.test/odd")
        assert triple(got) == ("failed", 302, "REDIRECT") or triple(got) == ("failed", None, "REDIRECT"), (loc, got)
    # a loop that changes its query every time (a session id appended): bounded, REDIRECT
    async def loop(reader: Any, writer: Any) -> bytes:
        n = len(site.requests)
        return raw(b"302 Found", [b"Location: /loop?sid=%d" % n, b"Connection: close"])
    site.pages["/loop"] = loop
    got = await cli(site, "http://hostile.test/loop")
    assert triple(got)[0] == "failed" and triple(got)[2] == "REDIRECT", got
    assert len([p for p in site.paths() if p.startswith("/loop")]) <= 6, site.paths()
    # a redirect to the loopback spelled as decimal behind a decoy: BLOCKED_DESTINATION, no packet
    site.pages["/to-decimal"] = raw(b"302 Found", [b"Location: http://2130706433:%d/" % decoy.port])
    got = await cli(site, "http://hostile.test/to-decimal")
    assert got["outcome"] == "failed" and got["failure_class"] == "BLOCKED_DESTINATION", got


# --------------------------------------------------------------------------------------------- robots.txt

ROBOTS: dict[str, tuple[bytes, str, Triple]] = {
    # classic Mac line ends (CR only): the rules still hold
    "cr": (b"User-agent: *\rDisallow: /private/\r", "/private/x", ("failed", None, "ROBOTS")),
    # a space before the colon, lower-case keys (Google accepts both)
    "spacecolon": (b"user-agent : *\ndisallow : /private/\n", "/private/x", ("failed", None, "ROBOTS")),
    # a wildcard on a query: "/*?" disallows any URL with a query
    "query": (b"User-agent: *\nDisallow: /*?\n", "/jobs?page=2", ("failed", None, "ROBOTS")),
    "query-none": (b"User-agent: *\nDisallow: /*?\n", "/jobs", ("ok", 200, None)),
    # "$" anchors the end: /*.pdf$ leaves /file.pdf?download=1 allowed
    "dollar": (b"User-agent: *\nDisallow: /*.pdf$\n", "/file.pdf?download=1", ("ok", 200, None)),
    # a path written in UTF-8 in the file, asked percent-encoded
    "utf8": ("User-agent: *\nDisallow: /karriere/\u00fcber\n".encode(), "/karriere/%C3%BCber", ("failed", None, "ROBOTS")),
    # a comment on the User-agent line
    "comment": (b"User-agent: * # everyone\nDisallow: /private # keep out\n", "/private", ("failed", None, "ROBOTS")),
    # a group naming us with our product token in another case, and a version: ours
    "ourgroup": (b"User-agent: *\nAllow: /\n\nUser-agent: ChangeWire\nDisallow: /jobs\n", "/jobs",
                 ("failed", None, "ROBOTS")),
    # a group naming another bot whose name contains ours as a prefix does not apply to us
    "othergroup": (b"User-agent: changewirebot-evil\nDisallow: /\n", "/jobs", ("ok", 200, None)),
    # an empty Disallow allows all
    "empty": (b"User-agent: *\nDisallow:\n", "/jobs", ("ok", 200, None)),
    # a 403 / 404 / 410 robots.txt: no rules (RFC 9309: 4xx → allow all)
    "403": (b"", "/jobs", ("ok", 200, None)),
    "410": (b"", "/jobs", ("ok", 200, None)),
    # 503 and 429: unavailable → skipped (a temporary full disallow)
    "503": (b"", "/jobs", ("skipped", None, None)),
    "429": (b"", "/jobs", ("skipped", None, None)),
    # Cloudflare's origin error for robots.txt (522): a 5xx, unavailable
    "522": (b"", "/jobs", ("skipped", None, None)),
}


@pytest.mark.parametrize("sub", sorted(ROBOTS))
async def test_robots_txt(site: Any, cli: Any, sub: str) -> None:
    body, path, expected = ROBOTS[sub]
    host = f"r{sub}.hostile.test"
    status = {"403": b"403 Forbidden", "410": b"410 Gone", "503": b"503 Service Unavailable",
              "429": b"429 Too Many Requests", "522": b"522 Origin Connection Time-out"}.get(sub)
    site.pages[(host, "/robots.txt")] = raw(status, [b"Content-Type: text/html"], b"<h1>no</h1>") if status else \
        raw(b"200 OK", [b"Content-Type: text/plain"], body)
    site.pages[(host, path.split("?")[0])] = page()
    got = await cli(site, f"http://{host}{path}")
    assert triple(got) == expected, (sub, got)


async def test_robots_txt_redirect_chains(site: Any, cli: Any) -> None:
    # robots.txt redirected more than five times: RFC 9309 lets a crawler take it as unavailable… as a 4xx (no
    # rules): allowed, never a hang or a crash
    for i in range(8):
        site.pages[("rchain.hostile.test", f"/robots{i}.txt" if i else "/robots.txt")] = raw(
            b"301 Moved Permanently", [b"Location: /robots%d.txt" % (i + 1)])
    site.pages[("rchain.hostile.test", "/jobs")] = page()
    got = await cli(site, "http://rchain.hostile.test/jobs")
    assert triple(got) == ("ok", 200, None), got
    # robots.txt redirected to another host that disallows all: the rules there apply (RFC 9309 §2.3.1.2)
    site.pages[("rmoved.hostile.test", "/robots.txt")] = raw(b"301 Moved Permanently",
                                                             [b"Location: http://cdn.hostile.test/robots.txt"])
    site.pages[("cdn.hostile.test", "/robots.txt")] = raw(b"200 OK", [b"Content-Type: text/plain"],
                                                          b"User-agent: *\nDisallow: /\n")
    site.pages[("rmoved.hostile.test", "/jobs")] = page()
    got = await cli(site, "http://rmoved.hostile.test/jobs")
    assert triple(got) == ("failed", None, "ROBOTS"), got


# ------------------------------------------------------------------------------------------------ charsets

def _cs(ctype: bytes, body: bytes, expected: str) -> tuple[bytes, bytes, str]:
    return ctype, body, expected


KO = "\ucc44\uc6a9 \uacf5\uace0"  # 채용 공고
ZH = "\u62db\u8058\u4fe1\u606f"  # 招聘信息
JA = "\u63a1\u7528\u60c5\u5831"  # 採用情報
RU = "\u0412\u0430\u043a\u0430\u043d\u0441\u0438\u0438"  # Вакансии

CHARSETS: dict[str, tuple[bytes, bytes, str]] = {
    # Korean EUC-KR named by <meta http-equiv> (a Gnuboard / Zeroboard page)
    "euc-kr-meta": _cs(b"text/html", b'<html><head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr">'
                       b"</head><body><h1>" + KO.encode("euc-kr") + b"</h1></body></html>", KO),
    # GB18030 / GBK named by the XML declaration of an XHTML page
    "gbk-xml": _cs(b"application/xhtml+xml", b'<?xml version="1.0" encoding="GBK"?><html xmlns="http://www.w3.org/1999/'
                   b'xhtml"><body><p>' + ZH.encode("gb18030") + b"</p></body></html>", ZH),
    # Shift_JIS in an unquoted <meta charset=...>
    "sjis-meta": _cs(b"text/html", b"<html><head><meta charset=Shift_JIS><title>" + JA.encode("cp932") +
                     b"</title></head></html>", JA),
    # windows-1251 named by <meta> after 5 KB of inline CSS (WordPress themes): still found
    "cp1251-late": _cs(b"text/html", b"<html><head><style>" + b".a{color:red}" * 400 + b'</style><meta charset="window'
                       b's-1251"></head><body><h1>' + RU.encode("cp1251") + b"</h1><p>" +
                       "\u041c\u044b \u0438\u0449\u0435\u043c \u0438\u043d\u0436\u0435\u043d\u0435\u0440\u043e\u0432 "
                       "\u0432 \u041c\u043e\u0441\u043a\u0432\u0435 \u0438 \u041a\u0430\u0437\u0430\u043d\u0438."
                       .encode("cp1251") + b"</p></body></html>", RU),
    # UTF-16LE without a BOM, the header naming "utf-16": little-endian, as browsers read it
    "utf16-nobom": _cs(b"text/html; charset=utf-16", "<html><body><h1>\u041a\u0430\u0440\u044c\u0435\u0440\u0430"
                       "</h1></body></html>".encode("utf-16-le"), "\u041a\u0430\u0440\u044c\u0435\u0440\u0430"),
    # UTF-16LE without a BOM and no charset anywhere (an export from a Windows tool): read as UTF-16
    "utf16-bare": _cs(b"text/html", "<html><body><h1>Career opportunities at Acme</h1><p>\u00dcber uns</p></body>"
                      "</html>".encode("utf-16-le"), "\u00dcber uns"),
    # a BOM beats the header: UTF-8 BOM, header says ISO-8859-1
    "bom-beats-header": _cs(b"text/html; charset=iso-8859-1", b"\xef\xbb\xbf<p>Caf\xc3\xa9 M\xc3\xbcnchen</p>",
                            "Caf\u00e9 M\u00fcnchen"),
    # a header naming a charset nobody knows (MySQL's "utf8mb4"): the <meta> after it decides
    "utf8mb4-header": _cs(b"text/html; charset=utf8mb4", b'<meta charset="euc-kr"><p>' + KO.encode("euc-kr") + b"</p>",
                          KO),
    # "utf8mb4" and nothing else, the body UTF-8: UTF-8
    "utf8mb4-only": _cs(b"text/html; charset=utf8mb4", "<p>Z\u00fcrich, S\u00e3o Paulo</p>".encode(),
                        "Z\u00fcrich, S\u00e3o Paulo"),
    # a quoted charset in the header
    "quoted": _cs(b'text/html; charset="Windows-1251"', b"<p>" + RU.encode("cp1251") + b"</p>", RU),
    # GB2312 by header (browsers decode it as GBK: characters outside GB2312 still come out)
    "gb2312-gbk": _cs(b"text/html; charset=gb2312", b"<p>" + "\u9555\u7855".encode("gbk") + b"</p>", "\u9555\u7855"),
    # EUC-KR header, a page holding a character only in the UHC extension (browsers read windows-949)
    "euc-kr-uhc": _cs(b"text/html; charset=euc-kr", b"<p>" + "\ub620\ub625".encode("cp949") + b"</p>", "\ub620\ub625"),
}


async def test_charsets(site: Any) -> None:
    from changewire_common.http import HttpClient, HttpConfig

    for name, (ctype, body, _) in CHARSETS.items():
        site.pages[f"/{name}"] = raw(b"200 OK", [b"Content-Type: " + ctype], body)
    cfg = HttpConfig(allow_cidrs=[f"{R.IP}/32"], connect_to=f"hostile.test={R.IP}:{site.port}", retries=0,
                     total_timeout_s=3.0)
    wrong = {}
    async with HttpClient(cfg) as client:
        for name, (_, body, expected) in CHARSETS.items():
            r = await client.fetch(f"http://hostile.test/{name}")
            assert r.status == 200 and r.body == body, name
            if expected not in r.text():
                wrong[name] = r.text()[-60:]
    assert wrong == {}, wrong


# ------------------------------------------------------------------------------------------- second batch

HOME = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Acme - Logistics software</title></head><body>'
    b'<nav><a href="/">Home</a> <a href="/product/">Product</a> <a href="/pricing/">Pricing</a> <a href="/about/">About'
    b'</a> <a href="/blog/">Blog</a></nav><main><h1>Ship faster with Acme</h1><p>Acme plans, tracks and bills every '
    b'shipment in one place. Trusted by 4,000 carriers in 30 countries.</p></main></body></html>')
NOT_FOUND_PAGE = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found | Acme</title></head><body><nav>'
    b'<a href="/">Home</a> <a href="/product/">Product</a></nav><h1>Oops! That page can&rsquo;t be found.</h1><p>It '
    b'looks like nothing was found at this location. Maybe try a search?</p></body></html>')

# (Location of a 301/302 from the path asked for, the page there, expected)
SOFT_404: dict[str, tuple[bytes, bytes, Triple]] = {
    # fixed (were `ok`, another page stored as the sensor's): a removed page sent to a "not found" page answered
    # 200 (WordPress themes, ASP.NET's aspxerrorpath, a static site's /404.html)
    "/jobs/123-senior-engineer": (b"/404.html", NOT_FOUND_PAGE, ("failed", 200, "PAGE_REMOVED")),
    "/careers": (b"/Error/NotFound?aspxerrorpath=/careers", NOT_FOUND_PAGE, ("failed", 200, "PAGE_REMOVED")),
    "/team/jane": (b"/page-not-found/", NOT_FOUND_PAGE, ("failed", 200, "PAGE_REMOVED")),
    # controls: the home page moving to a language's home page, a page gaining a trailing slash or a first
    # page, a product numbered 404 among others: the page itself (`ok`)
    "/": (b"/en/", HOME, ("ok", 200, None)),
    "/products/old-404": (b"/products/404/specs", HOME, ("ok", 200, None)),
    "/blog": (b"/blog/page/1", HOME, ("ok", 200, None)),
    "/pricing": (b"/pricing/", HOME, ("ok", 200, None)),
}


@pytest.mark.parametrize("path", sorted(SOFT_404))
async def test_soft_404_by_redirect(site: Any, cli: Any, path: str) -> None:
    loc, body, expected = SOFT_404[path]
    site.pages[path] = raw(b"301 Moved Permanently", [b"Location: " + loc])
    target = loc.decode().replace("http://hostile.test", "").split("?")[0]
    site.pages[target] = html(b"200 OK", body)
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)


# (was a strict xfail "left alone" while round 4 pinned a redirect to "/" as the page; fixed: see
# tests/unit/fetcher/test_classify_home.py)
@pytest.mark.parametrize("path,loc", [("/karriere/alt", b"/"), ("/news/2019-archive", b"http://hostile.test/en/")])
async def test_soft_404_to_the_home_page(site: Any, cli: Any, path: str, loc: bytes) -> None:
    site.pages[path] = raw(b"301 Moved Permanently", [b"Location: " + loc])
    site.pages[loc.decode().replace("http://hostile.test", "")] = html(b"200 OK", HOME)
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == ("failed", 200, "PAGE_REMOVED"), got


async def test_login_walls_across_a_sites_hosts(site: Any, cli: Any) -> None:
    # the intranet's news on one host sends visitors to the sign-in host of the same company: a login wall
    # (fixed: was ok); Confluence's /login.action?os_destination=; a sensor watching a sign-in page itself is ok
    connect = hosts(site, "acme-corp.com", "hostile.test")
    site.pages[("news.acme-corp.com", "/intranet/")] = raw(b"302 Found", [
        b"Location: http://login.acme-corp.com/login?service=http%3A%2F%2Fnews.acme-corp.com%2Fintranet%2F"])
    site.pages[("login.acme-corp.com", "/login")] = html(b"200 OK", DJANGO_LOGIN)
    got = await cli(site, "http://news.acme-corp.com/intranet/", connect_to=connect)
    assert triple(got) == ("failed", 200, "HTTP_4XX"), got
    site.pages[("hostile.test", "/wiki/spaces/ENG/overview")] = raw(b"302 Found", [
        b"Location: /login.action?os_destination=%2Fwiki%2Fspaces%2FENG%2Foverview&permissionViolation=true"])
    site.pages[("hostile.test", "/login.action")] = html(b"200 OK", DEVISE_LOGIN)
    got = await cli(site, "http://hostile.test/wiki/spaces/ENG/overview", connect_to=connect)
    assert triple(got) == ("failed", 200, "HTTP_4XX"), got
    site.pages[("hostile.test", "/users/sign_in")] = html(b"200 OK", DEVISE_LOGIN)
    got = await cli(site, "http://hostile.test/users/sign_in", connect_to=connect)
    assert triple(got) == ("ok", 200, None), got


BATCH2: dict[str, tuple[bytes | Handler, Triple]] = {
    # heads ending lines with a bare LF (embedded servers, hand-written CGI): browsers read them
    "/bare-lf": (b"HTTP/1.1 200 OK\nContent-Type: text/html\nContent-Length: %d\n\n" % len(HTML) + HTML,
                 ("ok", 200, None)),
    # a status line without a reason phrase (HTTP/2-minded proxies writing HTTP/1.1)
    "/no-reason": (b"HTTP/1.1 200\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % len(HTML) + HTML,
                   ("ok", 200, None)),
    # "Transfer-Encoding: Chunked" in another case
    "/chunked-caps": (raw(b"200 OK", [b"Content-Type: text/html", b"Transfer-Encoding: Chunked"], chunked(HTML),
                          length=False), ("ok", 200, None)),
    # a 204 that announces a length and sends nothing (a 204 has no body, whatever it says)
    "/204-length": (raw(b"204 No Content", [b"Content-Length: 50"], b"", length=False), ("ok", 204, None)),
    # statuses: 402 (a paywall API), a 410 answered as JSON, CloudFront's and Azure Front Door's blocks (a
    # WAF rule or a geo block: an error, no challenge to pass)
    "/402": (raw(b"402 Payment Required", [b"Content-Type: application/json"], b'{"error":"subscription required"}'),
             ("failed", 402, "HTTP_4XX")),
    "/410-json": (raw(b"410 Gone", [b"Content-Type: application/json"], b'{"status":410,"message":"job closed"}'),
                  ("failed", 410, "PAGE_REMOVED")),
    "/cloudfront-403": (html(b"403 Forbidden", b'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http:'
                             b'//www.w3.org/TR/html4/loose.dtd"><HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="te'
                             b'xt/html; charset=iso-8859-1"><TITLE>ERROR: The request could not be satisfied</TITLE></H'
                             b'EAD><BODY><H1>403 ERROR</H1><H2>The request could not be satisfied.</H2><HR noshade size='
                             b'"1px">Request blocked. We can\'t connect to the server for this app or website at this '
                             b'time. There might be too much traffic or a configuration error.<BR clear="all"><HR noshad'
                             b'e size="1px"><PRE>Generated by cloudfront (CloudFront)\nRequest ID: 3Jd8rX0Q==\n</PRE>'
                             b'<ADDRESS></ADDRESS></BODY></HTML>', b"Server: CloudFront", b"X-Cache: Error from cloud"
                             b"front"), ("failed", 403, "HTTP_4XX")),
    "/azure-fd-403": (html(b"403 Forbidden", b'<!DOCTYPE html><html><head><title>Request blocked</title></head><body>'
                           b'<h2>The request is blocked.</h2><p>0rjVNZwAAAAB4aZb2 RkRBMzA0MDAwMTIzMDA5ADk5NjY=</p>'
                           b'</body></html>', b"x-azure-ref: 0rjVNZwAAAAB4aZb2"), ("failed", 403, "HTTP_4XX")),
}


@pytest.mark.parametrize("path", sorted(BATCH2))
async def test_second_batch(site: Any, cli: Any, path: str) -> None:
    answer, expected = BATCH2[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)
    if expected[0] == "ok" and expected[1] == 200:
        assert got["bytes"] == len(HTML), got


async def test_bodies_that_never_come_are_not_waited_for(site: Any, cli: Any) -> None:
    # a 302 announcing a 1,000-byte body it never sends on a kept-alive connection (PHP's header() after some
    # output buffering): browsers follow the Location at once — so must we, well within the timeout
    site.pages["/moved"] = raw(b"302 Found", [b"Location: /jobs", b"Content-Type: text/html", b"Content-Length: 1000"],
                               b"<a href=/jobs>moved</a>", length=False)
    site.pages["/jobs"] = page()
    got = await cli(site, "http://hostile.test/moved", within=2.5)
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/jobs", got
    # a 304 that repeats the representation's Content-Length (RFC 9110 allows it; there is no body)
    site.pages["/cond"] = raw(b"304 Not Modified", [b'ETag: "abc"', b"Content-Length: 5120"], b"", length=False)
    got = await cli(site, "http://hostile.test/cond", "--etag", '"abc"', within=2.5)
    assert triple(got) == ("not_modified", 304, None), got


ROBOTS2: dict[str, tuple[bytes, str, Triple]] = {
    # a Disallow before any User-agent line belongs to no group (RFC 9309): ignored
    "nogroup": (b"Disallow: /jobs\n\nUser-agent: *\nAllow: /\n", "/jobs", ("ok", 200, None)),
    # "Disallow: *" (no slash): every path
    "star": (b"User-agent: *\nDisallow: *\n", "/jobs", ("failed", None, "ROBOTS")),
    # our own group with an empty Disallow: everything allowed to us, whatever "*" says
    "ours-open": (b"User-agent: *\nDisallow: /\n\nUser-agent: changewire\nDisallow:\n", "/jobs", ("ok", 200, None)),
    # several agents sharing one group, ours among them
    "shared": (b"User-agent: GPTBot\nUser-agent: changewire\nUser-agent: CCBot\nDisallow: /\n", "/jobs",
               ("failed", None, "ROBOTS")),
    # our group written with a version, a trailing wildcard, a description after the token: each names our
    # product token (Google's parser reads the name up to the first character that cannot be in one)
    "ua-version": (b"User-agent: *\nAllow: /\n\nUser-agent: changewire/0.1\nDisallow: /\n", "/jobs",
                   ("failed", None, "ROBOTS")),
    "ua-star": (b"User-agent: *\nAllow: /\n\nUser-agent: changewire*\nDisallow: /\n", "/jobs", ("failed", None, "ROBOTS")),
    "ua-words": (b"User-agent: *\nAllow: /\n\nUser-agent: ChangeWire crawler\nDisallow: /\n", "/jobs",
                 ("failed", None, "ROBOTS")),
    # fixed (were fetched): rules written as a full URL, and without their leading slash — the owner's path
    "fullurl": (b"User-agent: *\nDisallow: http://qfullurl.hostile.test/intern/\n", "/intern/x", ("failed", None, "ROBOTS")),
    "noslash": (b"User-agent: *\nDisallow: intern/\n", "/intern/x", ("failed", None, "ROBOTS")),
    # gzip bytes served as robots.txt without a Content-Encoding (a static-site build that pre-compressed
    # everything): no rules a parser can read → no rules (allowed), never a crash
    "gzip-bare": (gzip.compress(b"User-agent: *\nDisallow: /\n"), "/jobs", ("ok", 200, None)),
    # Windows-1252 bytes in a comment, the rules after it still apply
    "cp1252": (b"# R\xe8gles pour les robots \x96 merci\nUser-agent: *\nDisallow: /prive/\n", "/prive/x",
               ("failed", None, "ROBOTS")),
}


@pytest.mark.parametrize("sub", sorted(ROBOTS2))
async def test_robots_txt_second_batch(site: Any, cli: Any, sub: str) -> None:
    body, path, expected = ROBOTS2[sub]
    host = f"q{sub}.hostile.test"
    site.pages[(host, "/robots.txt")] = raw(b"200 OK", [b"Content-Type: text/plain"], body)
    site.pages[(host, path.split("?")[0])] = page()
    got = await cli(site, f"http://{host}{path}")
    assert triple(got) == expected, (sub, got)


async def test_more_redirect_shapes(site: Any, cli: Any) -> None:
    site.pages["/jobs"] = page()
    # an upper-case scheme and host: the same URL
    site.pages["/upper"] = raw(b"301 Moved Permanently", [b"Location: HTTP://HOSTILE.TEST/jobs"])
    got = await cli(site, "http://hostile.test/upper")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/jobs", got
    # a chain of four different redirect statuses, each relative
    site.pages["/c1"] = raw(b"301 Moved Permanently", [b"Location: c2"])
    site.pages["/c2"] = raw(b"302 Found", [b"Location: /c3?x=1"])
    site.pages["/c3"] = raw(b"307 Temporary Redirect", [b"Location: ./c4"])
    site.pages["/c4"] = raw(b"308 Permanent Redirect", [b"Location: /jobs"])
    got = await cli(site, "http://hostile.test/c1")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/jobs", got
    # an encoded slash stays encoded (a different resource to the server)
    site.pages["/enc"] = raw(b"302 Found", [b"Location: /files/a%2Fb"])
    site.pages["/files/a%2Fb"] = page()
    got = await cli(site, "http://hostile.test/enc")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/files/a%2Fb", got
    assert site.paths()[-1] == "/files/a%2Fb", site.paths()
    # a query with a raw space and a pipe (a CMS building the URL by string concatenation)
    site.pages["/q"] = raw(b"302 Found", [b"Location: /jobs?q=senior engineer|remote"])
    got = await cli(site, "http://hostile.test/q")
    assert triple(got) == ("ok", 200, None), got
    assert " " not in site.paths()[-1], site.paths()


async def test_a_page_moved_to_its_own_host_is_no_soft_404(site: Any, cli: Any) -> None:
    # the blog moved from acme-corp.com/blog to blog.acme-corp.com/ (its home page): a move on the same site,
    # followed (`ok`); the careers page sent to www's not-found page is a soft 404
    connect = hosts(site, "acme-corp.com")
    site.pages[("acme-corp.com", "/blog")] = raw(b"301 Moved Permanently", [b"Location: http://blog.acme-corp.com/"])
    site.pages[("blog.acme-corp.com", "/")] = html(b"200 OK", HOME)
    got = await cli(site, "http://acme-corp.com/blog", connect_to=connect)
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://blog.acme-corp.com/", got
    site.pages[("acme-corp.com", "/careers")] = raw(b"301 Moved Permanently",
                                                    [b"Location: http://www.acme-corp.com/en/404/"])
    site.pages[("www.acme-corp.com", "/en/404/")] = html(b"200 OK", NOT_FOUND_PAGE)
    got = await cli(site, "http://acme-corp.com/careers", connect_to=connect)
    assert triple(got) == ("failed", 200, "PAGE_REMOVED"), got
    # WordPress without pretty permalinks: /?page_id=42 is a page
    site.pages[("acme-corp.com", "/team")] = raw(b"301 Moved Permanently", [b"Location: /?page_id=42"])
    site.pages[("acme-corp.com", "/")] = html(b"200 OK", CAREERS)
    got = await cli(site, "http://acme-corp.com/team", connect_to=connect)
    assert triple(got) == ("ok", 200, None), got


# -------------------------------------------------------------------------------------------- third batch

GITHUB_403 = (b'{"message":"API rate limit exceeded for 203.0.113.7. (But here\'s the good news: Authenticated requests get a'
              b' higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.gith'
              b'ub.com/rest/overview/resources-in-the-rest-api#rate-limiting"}')

BATCH3: dict[str, tuple[bytes, Triple]] = {
    # fixed (were HTTP_4XX / HTTP_5XX, which back off as a broken page): an API that says its rate limit is spent
    # in its headers while answering 403 (GitHub) or 503, and the IETF RateLimit fields on a 403
    "/gh-403": (raw(b"403 rate limit exceeded", [b"Content-Type: application/json; charset=utf-8",
                                                  b"X-RateLimit-Limit: 60", b"X-RateLimit-Remaining: 0",
                                                  b"X-RateLimit-Reset: 4102444800", b"X-RateLimit-Resource: core"],
                    GITHUB_403), ("failed", 403, "RATE_LIMIT")),
    "/api-503": (raw(b"503 Service Unavailable", [b"Content-Type: application/json", b"X-Rate-Limit-Remaining: 0",
                                                   b"X-Rate-Limit-Reset: 30"], b'{"error":"slow down"}'),
                 ("failed", 503, "RATE_LIMIT")),
    "/ietf-403": (raw(b"403 Forbidden", [b"Content-Type: application/json", b'RateLimit-Policy: "burst";q=100;w=60',
                                         b'RateLimit: "burst";r=0;t=30'], b'{"error":"quota"}'),
                  ("failed", 403, "RATE_LIMIT")),
    # controls: a 403 with quota left is a refusal (HTTP_4XX); a 200 that spent the last request is the page
    "/gh-403-left": (raw(b"403 Forbidden", [b"Content-Type: application/json", b"X-RateLimit-Remaining: 42"],
                         b'{"message":"Resource not accessible by integration"}'), ("failed", 403, "HTTP_4XX")),
    "/gh-200-last": (raw(b"200 OK", [b"Content-Type: application/json", b"X-RateLimit-Remaining: 0"], b'{"ok":true}'),
                     ("ok", 200, None)),
    # Imperva's CAPTCHA page ("Additional security check is required"), 200
    "/imperva-captcha": (html(b"200 OK", b'<html><head><title>Additional security check is required</title><script '
                              b'src="https://hcaptcha.com/1/api.js" async defer></script></head><body><div class="conta'
                              b'iner"><h1>Additional security check is required</h1><form id="captcha-form" method="pos'
                              b't"><div class="h-captcha" data-sitekey="dd6e16a7-972e-47d2-93d0-96642fb6d8de"></div></f'
                              b'orm><p>Incident ID: 1234000560012345678-123456789012345678</p><script src="/_Incapsula_'
                              b'Resource?SWJIYLWA=719d34d31c8e3a6e6fffd425f7e032f3"></script></div></body></html>'),
                         ("failed", 200, "BOT_CHALLENGE")),
    # BitNinja's CAPTCHA (shared hosting): 409 with its own page
    "/bitninja": (html(b"409 Conflict", b'<!DOCTYPE html><html><head><title>Captcha - BitNinja Security</title></head>'
                       b'<body><div class="box"><h2>Security check by BitNinja.IO</h2><p>We are checking your browser. '
                       b'Please wait while your request is being verified...</p><form method="POST" action="/bitninja-'
                       b'captcha"><input type="hidden" name="challenge" value="a1b2c3"><div class="g-recaptcha" data-si'
                       b'tekey="6Lc-bitninja"></div><input type="submit" value="Continue"></form></div></body></html>'),
                  ("failed", 409, "BOT_CHALLENGE")),
}


@pytest.mark.parametrize("path", sorted(BATCH3))
async def test_third_batch(site: Any, cli: Any, path: str) -> None:
    answer, expected = BATCH3[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)


async def test_redirects_to_the_unspecified_address_reach_nothing(site: Any, cli: Any, decoy: Any) -> None:
    # 0.0.0.0 and "0" connect to this machine on Linux: refused before any packet (the decoy sees none)
    for loc in (b"http://0:%d/" % decoy.port, b"http://0.0.0.0:%d/" % decoy.port, b"http://[::]:%d/" % decoy.port,
                b"http://[::ffff:7f00:1]:%d/" % decoy.port):
        site.pages["/zero"] = raw(b"302 Found", [b"Location: " + loc])
        got = await cli(site, "http://hostile.test/zero")
        assert got["outcome"] == "failed" and got["failure_class"] == "BLOCKED_DESTINATION", (loc, got)


async def test_a_url_with_a_raw_space_on_the_command_line(site: Any, cli: Any) -> None:
    # a URL pasted with a space in its path: requested percent-encoded, reported so
    site.pages["/open%20positions"] = page()
    got = await cli(site, "http://hostile.test/open positions")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/open%20positions", got


async def test_robots_txt_that_stalls_is_skipped_within_the_timeout(site: Any, cli: Any) -> None:
    site.pages[("rstall.hostile.test", "/robots.txt")] = R.then_hang(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n"
                                                                     b"Content-Length: 500\r\n\r\nUser-agent: *\n", 10)
    site.pages[("rstall.hostile.test", "/jobs")] = page()
    got = await cli(site, "http://rstall.hostile.test/jobs", within=4.5)
    assert triple(got) == ("skipped", None, None), got
    assert ("rstall.hostile.test", "/jobs") not in [(h, p) for h, p, _ in site.requests]


# ------------------------------------------------------------------------- fourth batch: walls by redirect

MAINTENANCE = (
    b'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Wartungsarbeiten | Beispiel GmbH</title></head>'
    b'<body><div class="box"><h1>Wir sind gleich zur\xc3\xbcck</h1><p>Unsere Website wird gerade gewartet. Bitte '
    b'versuchen Sie es in einigen Minuten erneut.</p><p>We are performing scheduled maintenance.</p></div></body></html>')
SERVER_ERROR = (
    b'<!DOCTYPE html><html><head><title>Something went wrong</title></head><body><h1>500</h1><p>Sorry, something went '
    b'wrong on our end. Our engineers have been notified.</p><a href="/">Back to the home page</a></body></html>')
DENIED = (
    b'<!DOCTYPE html><html><head><title>Access denied</title></head><body><h1>Access denied</h1><p>You do not have '
    b'permission to view this page.</p><a href="/">Home</a></body></html>')
AGE_GATE = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Welcome | Highland Distillers</title></head>'
    b'<body class="age-gate"><div class="age-gate__modal"><img src="/logo.svg" alt="Highland Distillers"><h1>Are you '
    b'of legal drinking age?</h1><p>You must be of legal drinking age in your country of residence to enter this site.'
    b'</p><form method="post" action="/age-verification"><input type="hidden" name="redirect" value="/products/"><sel'
    b'ect name="country"><option>United Kingdom</option><option>Germany</option></select><button name="answer" value='
    b'"yes">Yes, I am</button><button name="answer" value="no">No</button></form><p class="small">Please enjoy '
    b'responsibly.</p></div></body></html>')
YAHOO_CONSENT = (
    b'<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Yahoo is part of the Yahoo family of brands'
    b'</title></head><body><div class="con-wizard"><form method="post" class="consent-form" action="https://consent.ya'
    b'hoo.com/v2/collectConsent?sessionId=3_cc-session_0a1b2c3d"><h2>Yahoo is part of the Yahoo family of brands</h2>'
    b'<p>When you use our sites and apps, we use cookies to provide our sites and apps to you, authenticate users, '
    b'apply security measures, and prevent spam and abuse.</p><input type="hidden" name="csrfToken" value="x1y2z3"><in'
    b'put type="hidden" name="sessionId" value="3_cc-session_0a1b2c3d"><button type="submit" class="btn secondary '
    b'accept-all" name="agree" value="agree">Accept all</button><button type="submit" class="btn secondary reject-all"'
    b' name="reject" value="reject">Reject all</button><a href="https://guce.yahoo.com/privacy-dashboard">Manage '
    b'privacy settings</a></form></div></body></html>')


async def test_walls_reached_by_a_redirect(site: Any, cli: Any) -> None:
    # fixed (were `ok`, the wall stored as the page): the whole site redirected to its maintenance page (200), to
    # its error page (500.html answered 200), to an access-denied page; an alcohol brand's age gate
    site.pages["/karriere"] = raw(b"302 Found", [b"Location: /wartung.html"])
    site.pages["/wartung.html"] = html(b"200 OK", MAINTENANCE)
    site.pages["/news"] = raw(b"302 Found", [b"Location: /maintenance/?from=%2Fnews"])
    site.pages["/maintenance/"] = html(b"200 OK", MAINTENANCE)
    site.pages["/pricing"] = raw(b"302 Found", [b"Location: /500.html"])
    site.pages["/500.html"] = html(b"200 OK", SERVER_ERROR)
    site.pages["/team"] = raw(b"302 Found", [b"Location: /access-denied?url=%2Fteam"])
    site.pages["/access-denied"] = html(b"200 OK", DENIED)
    site.pages["/products/"] = raw(b"302 Found", [b"Location: /age-verification?redirect=%2Fproducts%2F"])
    site.pages["/age-verification"] = html(b"200 OK", AGE_GATE)
    for path, expected in (("/karriere", ("failed", 200, "HTTP_5XX")), ("/news", ("failed", 200, "HTTP_5XX")),
                           ("/pricing", ("failed", 200, "HTTP_5XX")), ("/team", ("failed", 200, "HTTP_4XX")),
                           ("/products/", ("failed", 200, "BOT_CHALLENGE"))):
        got = await cli(site, f"http://hostile.test{path}")
        assert triple(got) == expected, (path, got)
    # controls: a sensor watching a status page at /maintenance, a blog post about maintenance windows
    site.pages["/maintenance"] = html(b"200 OK", MAINTENANCE)
    got = await cli(site, "http://hostile.test/maintenance")
    assert triple(got) == ("ok", 200, None), got
    site.pages["/blog/old-maint"] = raw(b"301 Moved Permanently", [b"Location: /blog/planned-maintenance-windows"])
    site.pages["/blog/planned-maintenance-windows"] = html(b"200 OK", CAREERS)
    got = await cli(site, "http://hostile.test/blog/old-maint")
    assert triple(got) == ("ok", 200, None), got


async def test_consent_and_unusual_traffic_walls_on_another_domain(site: Any, cli: Any) -> None:
    # fixed (were `redirected`, which stops a sensor until repair decides — the page never moved): a news site
    # sending EU visitors to Yahoo's hosted consent wall; a Google-hosted page sending us to Google's "unusual
    # traffic" CAPTCHA
    connect = hosts(site, "hostile.test", "yahoo.com", "google.com")
    site.pages[("hostile.test", "/news")] = raw(b"302 Found", [
        b"Location: http://consent.yahoo.com/v2/collectConsent?sessionId=3_cc-session_0a1b2c3d"])
    site.pages[("consent.yahoo.com", "/v2/collectConsent")] = html(b"200 OK", YAHOO_CONSENT)
    got = await cli(site, "http://hostile.test/news", connect_to=connect)
    assert triple(got) == ("failed", 200, "BOT_CHALLENGE"), got
    site.pages[("hostile.test", "/jobs")] = raw(b"302 Found", [
        b"Location: http://www.google.com/sorry/index?continue=http://hostile.test/jobs&q=EgTL"])
    site.pages[("www.google.com", "/sorry/index")] = html(b"429 Too Many Requests", GOOGLE_SORRY)
    got = await cli(site, "http://hostile.test/jobs", connect_to=connect)
    assert triple(got) == ("failed", 429, "BOT_CHALLENGE"), got
    # the same walls when their own robots.txt disallows us (Google's does disallow /sorry/): still the wall
    site.pages[("consent.yahoo.com", "/robots.txt")] = raw(b"200 OK", [b"Content-Type: text/plain"],
                                                           b"User-agent: *\nDisallow: /\n")
    site.pages[("www.google.com", "/robots.txt")] = raw(b"200 OK", [b"Content-Type: text/plain"],
                                                        b"User-agent: *\nDisallow: /sorry/\n")
    for path in ("/news", "/jobs"):
        got = await cli(site, f"http://hostile.test{path}", connect_to=connect)
        assert triple(got) == ("failed", None, "BOT_CHALLENGE"), (path, got)
    # control: a page that moved to yahoo.com for real (a brand folded into Yahoo): `redirected`
    site.pages[("hostile.test", "/brand")] = raw(b"301 Moved Permanently", [b"Location: http://www.yahoo.com/brand/"])
    site.pages[("www.yahoo.com", "/brand/")] = html(b"200 OK", HOME)
    got = await cli(site, "http://hostile.test/brand", connect_to=connect)
    assert triple(got) == ("redirected", 200, None), got


# --------------------------------------------------------------------------- fifth batch: heads as written

_N = len(HTML)
HEADS: dict[str, tuple[bytes, Triple]] = {
    # lines browsers skip or read leniently: a field name with spaces, a line without a colon, an empty name, a
    # continuation line before any field, a UTF-8 field name, "HTTP/2" written on an HTTP/1.1 connection, a
    # lower-case protocol name, a Content-Length list of one value, Transfer-Encoding: identity, gzip as a
    # transfer coding
    "/space-name": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX Frame Options: DENY\r\nContent-Length: %d\r\n\r\n"
                    % _N + HTML, ("ok", 200, None)),
    "/no-colon": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nThis is not a header\r\nContent-Length: %d\r\n\r\n"
                  % _N + HTML, ("ok", 200, None)),
    "/empty-name": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n: value\r\nContent-Length: %d\r\n\r\n" % _N + HTML,
                    ("ok", 200, None)),
    "/first-folded": (b"HTTP/1.1 200 OK\r\n  X-Lead: x\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % _N
                      + HTML, ("ok", 200, None)),
    "/utf8-name": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-\xc3\xa9t\xc3\xa9: v\r\nContent-Length: %d\r\n\r\n"
                   % _N + HTML, ("ok", 200, None)),
    "/http2-line": (b"HTTP/2 200\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % _N + HTML, ("ok", 200, None)),
    "/lower-proto": (b"http/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n" % _N + HTML,
                     ("ok", 200, None)),
    "/cl-list": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d , %d\r\n\r\n" % (_N, _N) + HTML,
                 ("ok", 200, None)),
    "/te-identity": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: identity\r\nContent-Length: %d"
                     b"\r\n\r\n" % _N + HTML, ("ok", 200, None)),
    "/te-gzip": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"
                 + chunked(gz(HTML), 1000), ("ok", 200, None)),
    # what browsers refuse too: HTTP/0.9 (a body without a head), a two-digit status, a signed length
    "/http09": (HTML, ("failed", None, "UNKNOWN")),
    "/status-2digit": (b"HTTP/1.1 20 OK\r\nContent-Length: 2\r\n\r\nhi", ("failed", None, "UNKNOWN")),
    "/cl-plus": (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: +%d\r\n\r\n" % _N + HTML,
                 ("failed", None, "UNKNOWN")),
}


@pytest.mark.parametrize("path", sorted(HEADS))
async def test_heads_as_servers_write_them(site: Any, cli: Any, path: str) -> None:
    answer, expected = HEADS[path]
    site.pages[path] = R.then_close(answer)
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)
    if expected[0] == "ok":
        assert got["bytes"] == _N, got


async def test_a_chain_of_slow_redirects_ends_at_the_total_timeout(site: Any, cli: Any) -> None:
    # five hops, each answered after 0.9 s (under the 1.5 s read timeout): the whole fetch still ends at its
    # total timeout (3 s here), not after the sum of the hops
    import asyncio

    def slow(i: int) -> Handler:
        async def h(reader: Any, writer: Any) -> bytes:
            await asyncio.sleep(0.9)
            return raw(b"302 Found", [b"Location: /slow%d" % (i + 1), b"Connection: close"])
        return h

    for i in range(6):
        site.pages[f"/slow{i}"] = slow(i)
    got = await cli(site, "http://hostile.test/slow0", within=4.0)
    assert got["outcome"] == "failed" and got["failure_class"] == "TIMEOUT", got


# ----------------------------------------------------------------------------------- sixth batch: parked

# the company's domain lapsed and a parking service answers every path: Sedo (its script draws the page), GoDaddy's
# parking lander, a broker's static for-sale page in German, ParkingCrew's related-searches page
SEDO = (b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>hostile.test</title><meta name="viewport" content="w'
        b'idth=device-width, initial-scale=1"></head><body><div id="target"></div><script type="text/javascript">var '
        b'dd_parking_params = {"domain":"hostile.test","lang":"en"};</script><script type="text/javascript" src="//img'
        b'.sedoparking.com/jspartner/caf.js"></script><noscript>This domain may be for sale!</noscript></body></html>')
GODADDY = (b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,'
           b'initial-scale=1"><title>hostile.test</title><link rel="stylesheet" href="https://img1.wsimg.com/parking-la'
           b'nder/static/css/main.e4a0d2b7.css"></head><body><noscript>You need to enable JavaScript to run this app.'
           b'</noscript><div id="root"></div><script src="https://img1.wsimg.com/parking-lander/static/js/main.8c1f'
           b'9a4e.js"></script></body></html>')
FOR_SALE_DE = (b'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>hostile.test steht zum Verkauf</title>'
               b'</head><body><div class="box"><h1>hostile.test</h1><p>Diese Domain steht zum Verkauf. Jetzt Angebot '
               b'abgeben!</p><form action="https://broker.example/offer" method="post"><input type="hidden" name="doma'
               b'in" value="hostile.test"><input type="email" name="email" placeholder="E-Mail"><input type="number" '
               b'name="offer"><button>Angebot senden</button></form></div></body></html>')
PARKINGCREW = (b'<html><head><title>hostile.test</title></head><body><div class="header">hostile.test</div><div class='
               b'"related"><h2>Related Searches</h2><a href="/?q=Business+Software">Business Software</a> <a href="/?q='
               b'Cloud+Hosting">Cloud Hosting</a> <a href="/?q=Project+Management">Project Management</a></div><div '
               b'class="footer">This domain is parked free of charge. <a href="https://www.parkingcrew.com/">Parking'
               b'Crew</a> | The Sponsored Listings displayed above are served automatically by a third party.</div>'
               b'</body></html>')
# a hosting company's article about domain parking: a page
PARKING_ARTICLE = (b'<!DOCTYPE html><html lang="en"><head><title>What is domain parking? | Acme Hosting Blog</title></head>'
                   b'<body><nav><a href="/">Home</a> <a href="/domains/">Domains</a> <a href="/hosting/">Hosting</a> <a '
                   b'href="/blog/">Blog</a></nav><article><h1>What is domain parking?</h1><p>' + b"When a domain is "
                   b"registered but not used, registrars often show a page saying 'This domain may be for sale' with "
                   b"related searches and sponsored listings. Services such as Sedo and ParkingCrew share the ad "
                   b"revenue with the owner. " * 8 + b"</p></article></body></html>")


@pytest.mark.parametrize(("name", "body", "expected"), [
    ("sedo", SEDO, ("failed", 200, "PAGE_REMOVED")),
    ("godaddy", GODADDY, ("failed", 200, "PAGE_REMOVED")),
    ("for-sale-de", FOR_SALE_DE, ("failed", 200, "PAGE_REMOVED")),
    ("parkingcrew", PARKINGCREW, ("failed", 200, "PAGE_REMOVED")),
    ("article", PARKING_ARTICLE, ("ok", 200, None)),
])
async def test_a_parked_domain_is_no_page(site: Any, cli: Any, name: str, body: bytes, expected: Triple) -> None:
    # fixed (were `ok`: the broker's page stored as the careers page, read as its content replaced)
    site.pages["/careers"] = html(b"200 OK", body)
    got = await cli(site, "http://hostile.test/careers")
    assert triple(got) == expected, (name, got)


CONSENT = (b'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Datenschutzeinstellungen</title></head><body>'
           b'<div class="cmp"><h1>Wir respektieren Ihre Privatsph\xc3\xa4re</h1><p>Wir und unsere Partner verwenden '
           b'Cookies, um Inhalte zu personalisieren.</p><form method="post" action="/consent"><input type="hidden" name'
           b'="return" value="/karriere"><button name="choice" value="all">Alle akzeptieren</button><button name="choi'
           b'ce" value="none">Nur notwendige</button></form><a href="/datenschutz">Datenschutzerkl\xc3\xa4rung</a>'
           b'</div></body></html>')
REGION = (b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Choose your location | Acme</title></head>'
          b'<body><h1>Choose your location</h1><ul><li><a href="/set-region?r=us&amp;returnUrl=/careers">United States'
          b'</a></li><li><a href="/set-region?r=uk&amp;returnUrl=/careers">United Kingdom</a></li><li><a href="/set-reg'
          b'ion?r=de&amp;returnUrl=/careers">Deutschland</a></li></ul></body></html>')


async def test_interstitials_that_send_visitors_back(site: Any, cli: Any) -> None:
    # fixed (were `ok`, the interstitial stored as the page): a same-site cookie-consent step and a region chooser
    # whose URL names the page to return to afterwards
    site.pages["/karriere"] = raw(b"302 Found", [b"Location: /datenschutz-einwilligung?return=%2Fkarriere"])
    site.pages["/datenschutz-einwilligung"] = html(b"200 OK", CONSENT)
    site.pages["/careers"] = raw(b"302 Found", [b"Location: /choose-location?returnUrl=http://hostile.test/careers/"])
    site.pages["/choose-location"] = html(b"200 OK", REGION)
    for path in ("/karriere", "/careers"):
        got = await cli(site, f"http://hostile.test{path}")
        assert triple(got) == ("failed", 200, "BOT_CHALLENGE"), (path, got)
    # controls: a move that records where it came from (?from=, ?ref=), a search page given the old path as its
    # query, a return key naming another page
    site.pages["/old-news"] = raw(b"301 Moved Permanently", [b"Location: /news?from=%2Fold-news&ref=%2Fold-news"])
    site.pages["/news"] = html(b"200 OK", CAREERS)
    site.pages["/old-jobs"] = raw(b"301 Moved Permanently", [b"Location: /search?q=%2Fold-jobs"])
    site.pages["/search"] = html(b"200 OK", CAREERS)
    site.pages["/team"] = raw(b"301 Moved Permanently", [b"Location: /about/team?return=/about"])
    site.pages["/about/team"] = html(b"200 OK", CAREERS)
    for path in ("/old-news", "/old-jobs", "/team"):
        got = await cli(site, f"http://hostile.test{path}")
        assert triple(got) == ("ok", 200, None), (path, got)
