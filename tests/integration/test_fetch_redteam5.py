"""Fifth red-team round of `changewire fetch --json` against hostile and odd servers (raw asyncio servers
on 127.0.0.2 — and on 127.0.0.1 as a decoy — from tests/data/fetcher/rawsite.py).

Rounds 1-4 (test_fetch_redteam.py … test_fetch_redteam4.py) and test_fetch_hostile_more.py /
test_http_client.py are not repeated. Every case states the answer an operator expects, written before it
was run: the outcome and failure class of DESIGN.md's vocabulary, exit 0 with the JSON contract (2 for a
usage error), never a traceback, an answer within the timeouts. Nothing leaves loopback: every name is mapped
by CHANGEWIRE_CONNECT_TO, names it does not list do not resolve, and forbidden destinations are decoy servers
on 127.0.0.1 that must see no connection.

Covered, 106 cases (65 answered wrongly at first, 62 fixed, 3 left alone; each fixed for the general case with a unit regression test
in tests/unit/common/test_http_redteam5.py or tests/unit/fetcher/test_classify_redteam5.py, unless said):

The lost round, rebuilt first (its code was never merged):
- walls that set a cookie and load the page again were `ok` (stored as the page) or HTTP_5XX: nginx's
  testcookie module (slowAES + `__test`), Jiasule's 521 (its `__jsluid` cookie; its `__jsl_clearance` stage),
  Yunsuo's `security_verify_data` script, Reblaze (`rbzid`), Fastly's client challenge, Cloudflare's waiting
  room and a shop's own queue (503) → BOT_CHALLENGE (challenge.py: markers, waiting-room titles and phrases,
  and any small page that is only a script setting a cookie and reloading itself; on 521 only such gates
  count, so Cloudflare's 521 stays HTTP_5XX). A refresh of no delay into a wall's own path on the same site
  (DDoS-Guard's check, Cloudflare's challenge platform) is BOT_CHALLENGE too. The meta-refresh flavour (a cookie, then `refresh: 0` to the
  page itself) → BOT_CHALLENGE too (classify.refresh_gate; a news page refreshing every 5 minutes stays ok).
  Yunsuo's redirect flavour looped into REDIRECT: a REDIRECT chain through a wall's verify URL is
  BOT_CHALLENGE (classify_error + challenge.challenge_url);
- request URLs kept dot segments (`/a/../ok`, `%2e%2e`) in what was reported (client.request_url resolves
  them as browsers do; explicit default ports were already dropped, but not `:0080` or an empty `:`);
- a full-width host (`ｈｏｓｔｉｌｅ．ｔｅｓｔ`) was fetched but reported full-width; request_url maps hosts by
  UTS-46 before the address check, DNS and the report (a full-width loopback literal was already refused);
- a redirect to ANOTHER registrable domain whose robots.txt disallows us or is down was ROBOTS / skipped: it
  is `redirected`, to the hop (classify.classify_refused_hop, used by the CLI and the service's error path;
  same-domain hops keep ROBOTS / skipped). test_fetcher_runs' expectation was revised to match;
- a meta refresh or Refresh header of no delay to another site was `ok`: `redirected`, final_url the target
  (classify.refresh_target; comments and <noscript> are not read, a 10-second notice is the page);
- `--last-modified 2026-12-01T10:00:00Z` or `3d` went out as written (no server reads that as a date):
  sent as the HTTP-date it names, an HTTP-date as given, anything else exit 2 (cli.http_date; README);
- the per-fetch cookie jar ignored Path and Secure: a cookie for /account went to every page, a Secure one
  over http (client._cookies_for / _remember_cookies, RFC 6265 path-match and default-path);
- `Crawl-delay: 1,5` and `10s` were ignored (robots.robots_text reads them as 1.5 and 10);
- blank lines or a few stray bytes (a BOM, a space, a NUL) before the status line failed the fetch
  (UNKNOWN): skipped as browsers do (client._head_start: up to 4 bytes, as Chrome); an SSH banner, a
  mail banner and a head-less body stay UNKNOWN.
Left alone last time, considered now:
- a Content-Length trailer after 5,000 row-sized chunks lost the page (the chunk tracking gave up after
  4,096 lines): tracked while the chunks average 64+ bytes (client._ChunkEnd.LINE_BYTES; a flood of tiny
  chunks is still left to the parser, bounded work). That flood with a framing trailer waited out the
  timeout on a kept-alive connection (TIMEOUT): a parser error mid-body now fails the body at once (UNKNOWN);
- a NUL in a header, and a single sign-on redirect to another domain (`redirected`, to the login page):
  already right, kept as guards.
New ground:
- Locations as WHATWG reads them: `https:/host/x` (a common typo) and `https:host/x` from an http page,
  `http:///host/x`, `http:////host/x` go to that host (were REDIRECT, or a path on the page's own host);
  `http:/ok` stays a path (client._special_authority);
- robots.txt was asked about the URL as given, the request made for the URL as browsers build it:
  `/public/../private/x` passed `Disallow: /private` and /private/x was fetched. RobotsCache.check (so
  discovery and repair too) and the fetcher judge request_url(url);
- Python's SimpleCookie dropped a JSON or spaced cookie value and any cookie marked Partitioned, unquoted
  quoted values and took `Priority=High` for a cookie: a geo gate storing JSON in its cookie looped
  (REDIRECT). Set-Cookie is parsed as RFC 6265bis says (client.parse_set_cookie), values sent back as set;
- a Location of three slashes without a scheme (`///host/x`, a template gluing "//" to "/host") is a host
  to browsers, a path to urljoin (client._special_authority);
- an empty `--last-modified` (a script passing a validator it lacks) sends nothing, as an empty --etag;
- a shop's entry redirect setting 40 cookies, its session last, looped (REDIRECT): the jar kept 32. It
  keeps 180 (Chrome's per-domain count) and at most 64 KiB of them (client._JAR_COOKIES / _JAR_BYTES);
- two 5 KB cookies set on the way were sent on, and nginx answered "400 Request Header Or Cookie Too
  Large": a cookie over 4,096 bytes is ignored, as browsers ignore it (client.parse_set_cookie);
- a Content-Type naming its charset twice (`charset=utf-8; charset=iso-8859-1`, a framework's default
  appended) read the UTF-8 page as Latin-1: the first wins, as WHATWG MIME parsing says (headers.py);
- a redirect (or a URL) to a port browsers never speak HTTP to (25, 22, 587, 6667: WHATWG Fetch "bad
  ports") was followed — a site could make the fetcher talk to a mail or IRC server: BLOCKED_DESTINATION
  before any connection (ssrf.BAD_PORTS, rule `bad_port`); 8080 stays open;
- a stub page whose script sends every visitor to another site (`location.replace("https://…")`) was `ok`:
  `redirected` like a meta refresh (classify.script_stub_target; navigation in a function or on a page
  with content is not a move);
- robots.txt precedence as RFC 9309 and Google read it (merged groups, longest match, Allow on a tie, `$`,
  `%7E`, case-sensitive paths, our group replacing `*`), a 401, rules served as text/html or gzip-encoded:
  already right (protego), kept as guards.

Rules this round first wrote too wide, caught by controls kept here and in the unit tests: a single-page
app's shell that stores a time-zone cookie and reloads in a handler was taken for a cookie gate (the reload
must be at once, at the top level); a "waiting room" title and "estimated wait time" (a telehealth page, a
restaurant's wait list) were wall signals (the queue's own words are); UTS-46 mapping made a full-width "@"
or ":" a delimiter (`evil.test＠hostile.test` read as userinfo@host) — such a host is left invalid.

Left alone, and why:
- a bare origin (`http://hostile.test`) is requested as "/" but reported without its "/" (browsers write
  `http://hostile.test/`): request_url is shared with discovery and repair, which compare final_url with the
  URL they asked for, so a company website stored without "/" would read as a redirect there. The case is
  kept as a strict xfail;
- seen while probing, not made cases: a cookie value holding bytes that are not UTF-8 goes back with them
  dropped (aiohttp decodes header bytes; rare, and no wrong outcome seen); `Retry-After: 120, 120` (a proxy
  folding two fields) reads as none, so a 429 blocks for the default instead of 120 s (browsers ignore the
  field; harmless direction); `charset = utf-8` with blanks around "=" is read (browsers ignore it: lenient
  on purpose, the value is nearly always right);
- the rest of this brief's new ground (HTTP/1.0, keep-alive lies, 1xx, duplicated / conflicting
  Content-Length, chunk extensions, header and Set-Cookie floods, data: / javascript: / ftp: targets,
  300 / 305 / 306, odd Retry-After, BOM and gzip-bomb robots.txt, robots.txt redirected to another host)
  is covered by rounds 1-4 and not repeated.
"""
from __future__ import annotations

import asyncio
import email.utils
import json
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration


R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
HTML, Site, Handler = R.HTML, R.Site, R.Handler
raw, page, triple = R.raw, R.page, R.triple
Triple = tuple[str, int | None, str | None]
site, decoy, cli = R.site, R.decoy, R.cli  # the shared fixtures (rawsite.py)
TEXT = b"Content-Type: text/plain"
HTMLT = b"Content-Type: text/html; charset=utf-8"


def html(status: bytes, body: bytes, *headers: bytes) -> bytes:
    return raw(status, [HTMLT, *headers], body)


def hosts(site: Any, *names: str) -> str:
    """A CHANGEWIRE_CONNECT_TO mapping each name (and its subdomains) to the site."""
    return ",".join(f"{n}={R.IP}:{site.port},*.{n}={R.IP}:{site.port}" for n in names)


# ------------------------------------------------------------------------- walls that set a cookie and reload

# nginx's testcookie module (free hosts: InfinityFree, byethost): AES in the page computes the `__test`
# cookie, then the page loads itself again with ?i=1
TESTCOOKIE = (
    b'<html><body><script type="text/javascript" src="/aes.js" ></script><script>function toNumbers(d){var e=[];'
    b'd.replace(/(..)/g,function(d){e.push(parseInt(d,16))});return e}function toHex(){for(var d=[],d=1==arguments.'
    b'length&&arguments[0].constructor==Array?arguments[0]:arguments,e="",f=0;f<d.length;f++)e+=(16>d[f]?"0":"")+'
    b'd[f].toString(16);return e.toLowerCase()}var a=toNumbers("f655ba9d09a112d4968c63579db590b4"),b=toNumbers('
    b'"98344c2eee86c3994890592585b49f80"),c=toNumbers("3b0e0eb6c1d3c4e4a5b6c7d8e9f00112");document.cookie="__test='
    b'"+toHex(slowAES.decrypt(c,2,a,b))+"; expires=Thu, 31-Dec-37 23:55:55 GMT; path=/"; location.href="http://'
    b'hostile.test/careers?i=1";</script><noscript>This site requires Javascript to work, please enable Javascript '
    b'in your browser or use a browser with Javascript support</noscript></body></html>')

# Jiasule (加速乐): 521 and an obfuscated script that sets __jsl_clearance_s, then reloads the same URL
JIASULE_1 = (
    b"<script>document.cookie=('_')+('_')+('j')+('s')+('l')+('_')+('c')+('l')+('e')+('a')+('r')+('a')+('n')+('c')+"
    b"('e')+('_')+('s')+('=')+(-~[]+'')+(3+6+'')+(~~[]+'')+(1+1+'')+((1<<2)+'')+'.'+(2+7+'')+(4+'')+'|'+('-')+"
    b"(-~[]+'')+'|'+('O')+('x')+('v')+('l')+('%')+(2+'')+('F')+('c')+('V')+('x')+('j')+('%')+(3+'')+('D')+"
    b"';max-age=3600;path=/';location.href=location.pathname+location.search</script>")
# its second stage: 521 again, a JSON blob the script hashes into the clearance cookie
JIASULE_2 = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><script>var _0x5f1a=["\\x6c\\x65\\x6e\\x67\\x74'
    b'\\x68"];function go(_0x4b6c){function _0x1e6b(){var _0x2fa3=document.cookie;}setTimeout(function(){location.'
    b'href=location.pathname+location.search.replace(/[\\?|&]captcha-challenge/,"")},_0x4b6c.wt)}</script><script>'
    b'go({"bts":["1733151600.123|0|u7","%2F8mTzH3QlK0BdYx7Pq%3D"],"chars":"abcdefGHIJKlmnoPQRSTuvwxyz","ct":"7f6e5d'
    b'4c3b2a19087f6e5d4c3b2a1908","ha":"sha1","is":true,"tn":"__jsl_clearance_s","vt":"3600","wt":"1500"})</script>'
    b'</body></html>')

# Yunsuo (云锁): a page whose script sends the screen size back as ?security_verify_data=<hex>
YUNSUO_JS = (
    b'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta http-equiv="Cache-Control"'
    b' content="no-cache, no-store, must-revalidate"></head><body><script type="text/javascript">function stringTo'
    b'Hex(str){var val="";for(var i=0;i<str.length;i++){if(val=="")val=str.charCodeAt(i).toString(16);else val+=str.'
    b'charCodeAt(i).toString(16);}return val;}function YunSuoAutoJump(){var width=screen.width;var height=screen.'
    b'height;var screendate=width+","+height;var curlocation=window.location.href;if(-1==curlocation.indexOf("'
    b'security_verify_")){document.cookie="srcurl="+stringToHex(window.location.href)+";path=/;";}self.location='
    b'"/careers?security_verify_data="+stringToHex(screendate);}</script><script>setTimeout("YunSuoAutoJump()",50);'
    b'</script></body></html>')

# Reblaze: its script computes `rbzid` and reloads
REBLAZE = (
    b'<html><head><meta charset="utf-8"><script>window.rbzns={bereshit: "1", seed: "Q2hhbmdld2lyZQ==", storage: "3",'
    b' fiftyeight: "1733151600"};function rbzSetCookie(v){document.cookie="rbzid="+v+"; path=/; max-age=86400";}'
    b'winsocks=true;</script><script src="/_rbzjs/challenge.js?seed=Q2hhbmdld2lyZQ"></script><script>rbzSetCookie('
    b'rbzns.seed);window.location.reload();</script></head><body></body></html>')

# Fastly's bot-management client challenge
FASTLY = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,'
    b' initial-scale=1.0"><title>Client Challenge</title><style>#loading-error{font-size:16px;font-family:\'Inter\','
    b' sans-serif;margin-top:10px;margin-left:10px;display:none}</style></head><body><noscript><div style="font-size'
    b':16px;font-family:\'Inter\', sans-serif;margin-top:10px;margin-left:10px;">JavaScript is disabled in your '
    b'browser.<p>Please enable JavaScript to proceed.</p></div></noscript><div id="loading-error" role="alert" '
    b'aria-live="polite">A required part of this site couldn\xe2\x80\x99t load. This may be due to a browser '
    b'extension, network issues, or browser settings. Please check your connection, disable any ad blockers, or try '
    b'using a different browser.</div><script>function loadScript(src){return new Promise((resolve,reject)=>{const '
    b's=document.createElement(\'script\');s.onload=resolve;s.onerror=reject;s.src=src;document.head.appendChild(s)'
    b'})}async function challenge(){try{await loadScript(\'/_fs-ch-1T1wmsGaOgGaSxcX/script.js\');await fastlyChallenge'
    b'();window.location.reload()}catch(e){document.getElementById(\'loading-error\').style.display=\'block\'}}'
    b'challenge();</script></body></html>')

# Cloudflare's waiting room (a sale, a launch): 200, refreshes itself every 30 s until our turn comes
WAITING_ROOM = (
    b'<!DOCTYPE html><html lang="en-US"><head><meta http-equiv="refresh" content="30"><meta charset="UTF-8"><title>'
    b'Waiting Room powered by Cloudflare</title><style>body{font-family:system-ui}</style></head><body><div class="'
    b'main-wrapper"><div class="main-content"><h1 class="heading-headline">You are now in line.</h1><h2 class="'
    b'heading-subheadline">Thank you for your patience.</h2><p>We are experiencing a high volume of traffic. This '
    b'page will refresh automatically.</p><p id="estimated-wait">Your estimated wait time is <span>3 minutes</span>'
    b'.</p><div class="progress"><div class="bar"></div></div><p>Last updated: <span id="last-updated">12:00:00'
    b'</span></p></div></div><div class="footer" role="contentinfo"><div>Performance &amp; security by <a href="'
    b'https://www.cloudflare.com/waiting-room" target="_blank">Cloudflare</a></div></div></body></html>')

# a shop's own queue in front of a ticket sale (no vendor named): 503 with Retry-After, a queue page
QUEUE_503 = (
    b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>You are in the queue | Hostile Tickets</title><meta '
    b'http-equiv="refresh" content="20"></head><body><main><h1>You are in the queue</h1><p>Demand is high right now.'
    b' When it is your turn, you will have 10 minutes to enter the site.</p><p>Your number in line: <b>1842</b></p>'
    b'<p>Please do not refresh this page: you would lose your place.</p></main></body></html>')

# controls: an ordinary page whose consent banner sets a cookie and reloads when clicked; a language
# splash that sets a cookie and sends the visitor on to /en/ (a page that moves, not a wall); Cloudflare's
# own 521 (the origin is down: HTTP_5XX, a 521 does not make a page a wall)
NAV = b"".join(b'<a href="/p%d">Page %d</a> ' % (i, i) for i in range(14))
CONSENT_PAGE = (
    b'<!DOCTYPE html><html><head><title>Careers | Hostile Corp</title></head><body><nav>' + NAV + b'</nav><main><h1>'
    b'Join us</h1>' + b'<p>We build tools for people who run websites. Open roles are listed below.</p>' * 6
    + b'</main><div id="consent"><button onclick="document.cookie=\'consent=1; path=/\';location.reload()">Accept'
    b'</button></div></body></html>')
LANG_SPLASH = (
    b'<!DOCTYPE html><html><head><title>Hostile Corp</title><script>var l=(navigator.language||"en").slice(0,2);'
    b'document.cookie="lang="+l+"; path=/";location.href="/"+l+"/";</script></head><body><noscript><a href="/en/">'
    b'English</a> <a href="/de/">Deutsch</a></noscript></body></html>')
CF_521 = (
    b'<!DOCTYPE html><html class="no-js" lang="en-US"><head><title>hostile.test | 521: Web server is down</title>'
    b'<meta charset="UTF-8" /></head><body><div id="cf-wrapper"><div id="cf-error-details" class="p-0"><header><h1>'
    b'<span class="inline-block">Web server is down</span> <span class="code-label">Error code 521</span></h1>'
    b'</header><div class="w-240"><h2>What happened?</h2><p>The web server is not returning a connection. As a '
    b'result, the web page is not displaying.</p><h2>What can I do?</h2><p>Please try again in a few minutes.</p>'
    b'</div><div class="cf-error-footer"><span>Cloudflare Ray ID: <strong>8e9f0c1d2e3f4a5b</strong></span> '
    b'<a href="https://www.cloudflare.com/5xx-error-landing" id="brand_link">Cloudflare</a></div></div></div>'
    b'</body></html>')

WALLS: dict[str, tuple[bytes, Triple]] = {
    # lost round, rebuilt (all were `ok` or HTTP_5XX: the wall taken for the page or for an outage)
    "/testcookie": (html(b"200 OK", TESTCOOKIE, b"Server: nginx"), ("failed", 200, "BOT_CHALLENGE")),
    "/jiasule-1": (html(b"521 ", JIASULE_1, b"Set-Cookie: __jsluid_s=6f1e0d2c3b4a5968778695a4b3c2d1e0; max-age=31536000;"
                        b" path=/; HttpOnly", b"Server: nginx"), ("failed", 521, "BOT_CHALLENGE")),
    "/jiasule-2": (html(b"521 ", JIASULE_2, b"Server: nginx"), ("failed", 521, "BOT_CHALLENGE")),
    "/yunsuo-js": (html(b"200 OK", YUNSUO_JS, b"Set-Cookie: yunsuo_session_verify=2f1d6c1fb7e1c4c8; expires=Mon, 12-"
                        b"Dec-30 16:20:56 GMT; path=/; HttpOnly"), ("failed", 200, "BOT_CHALLENGE")),
    "/reblaze": (html(b"200 OK", REBLAZE, b"Server: Reblaze Secure Web Gateway"), ("failed", 200, "BOT_CHALLENGE")),
    "/fastly": (html(b"200 OK", FASTLY, b"Server: Fastly"), ("failed", 200, "BOT_CHALLENGE")),
    "/waiting-room": (html(b"200 OK", WAITING_ROOM, b"Refresh: 30", b"Server: cloudflare"),
                      ("failed", 200, "BOT_CHALLENGE")),
    "/queue-503": (html(b"503 Service Unavailable", QUEUE_503, b"Retry-After: 20"), ("failed", 503, "BOT_CHALLENGE")),
    # controls, right before and kept right
    "/consent-page": (html(b"200 OK", CONSENT_PAGE), ("ok", 200, None)),
    "/lang-splash": (html(b"200 OK", LANG_SPLASH), ("ok", 200, None)),
    "/cf-521": (html(b"521 ", CF_521, b"Server: cloudflare", b"CF-RAY: 8e9f0c1d2e3f4a5b-FRA"),
                ("failed", 521, "HTTP_5XX")),
}


# the meta-refresh flavour: a cookie, then the page loads itself again (no script needed to pass it — but
# passing it is bypassing it: a wall all the same)
META_GATE = (b'<html><head><meta http-equiv="refresh" content="0"><title></title></head><body><p>Please wait'
             b'&hellip;</p></body></html>')
NEWS_HOME = (b'<!DOCTYPE html><html><head><title>Hostile Daily</title><meta http-equiv="refresh" content="300"></head>'
             b'<body><nav>' + NAV + b'</nav><main>' + b'<article><h2>Markets rally</h2><p>Shares rose on Monday as '
             b'investors weighed new data.</p></article>' * 10 + b'</main></body></html>')
WALLS.update({
    "/meta-gate": (html(b"200 OK", META_GATE, b"Set-Cookie: __gate=7f3a9c; path=/; max-age=3600"),
                   ("failed", 200, "BOT_CHALLENGE")),
    "/meta-gate-url": (html(b"200 OK", b'<meta http-equiv="refresh" content="1; url=/meta-gate-url?ck=1">',
                            b"Set-Cookie: verify=1733151600.ab12; path=/"), ("failed", 200, "BOT_CHALLENGE")),
    "/refresh-gate": (html(b"200 OK", b"", b"Set-Cookie: __ddg1=Zx81mQ; path=/; HttpOnly", b"Refresh: 1"),
                      ("failed", 200, "BOT_CHALLENGE")),
    # a refresh of no delay into a wall's own path on the same site (DDoS-Guard's check, Cloudflare's platform)
    "/refresh-into-check": (html(b"200 OK", b"", b"Refresh: 0; url=/.well-known/ddos-guard/check?context=free_splash"),
                            ("failed", 200, "BOT_CHALLENGE")),
    "/meta-into-platform": (html(b"200 OK", b'<meta http-equiv="refresh" content="0;url=/cdn-cgi/challenge-platform/h/'
                                            b'g/jsd/r/8e9f0c1d2e3f4a5b">'), ("failed", 200, "BOT_CHALLENGE")),
    # controls: a news home page that refreshes every 5 minutes and sets a cookie; a small page that refreshes
    # itself without setting any cookie (a build status page)
    "/news-refresh": (html(b"200 OK", NEWS_HOME, b"Set-Cookie: session=abc; path=/"), ("ok", 200, None)),
    "/status-refresh": (html(b"200 OK", b'<meta http-equiv="refresh" content="5"><h1>All systems operational</h1>'),
                        ("ok", 200, None)),
    # a single-page app's shell (no text, no links): it stores the time zone in a cookie and reloads when a new
    # version is deployed — in a handler, not at once: the page, not a gate
    "/spa-shell": (html(b"200 OK", b'<!DOCTYPE html><html><head><title>Careers</title><script>document.cookie="tz="+'
                        b'Intl.DateTimeFormat().resolvedOptions().timeZone+"; path=/";navigator.serviceWorker&&'
                        b'navigator.serviceWorker.addEventListener("controllerchange",function(){window.location.'
                        b'reload()});</script><script type="module" src="/assets/index-4f2a9c.js"></script></head>'
                        b'<body><div id="root"></div></body></html>'), ("ok", 200, None)),
})


@pytest.mark.parametrize("path", sorted(WALLS))
async def test_walls_that_set_a_cookie_and_reload(site: Any, cli: Any, path: str) -> None:
    answer, expected = WALLS[path]
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)


async def test_a_cookie_check_that_redirects_into_its_verify_url(site: Any, cli: Any) -> None:
    # Yunsuo's redirect flavour: 302 to ?security_verify_data=…, which sets a cookie and sends back; without the
    # script's answer the dance never ends — a wall (BOT_CHALLENGE), not a site with a redirect bug (REDIRECT)
    site.pages["/careers"] = raw(b"302 Found", [
        b"Set-Cookie: yunsuo_session_verify=2f1d6c1fb7e1c4c8; path=/; HttpOnly",
        b"Location: /careers?security_verify_data=313932302c31303830"])
    got = await cli(site, "http://hostile.test/careers")
    assert triple(got) == ("failed", None, "BOT_CHALLENGE"), got
    assert len(site.paths()) <= 8, site.paths()
    # an ordinary loop (no challenge in any hop) stays REDIRECT
    site.pages["/a"] = raw(b"302 Found", [b"Location: /b"])
    site.pages["/b"] = raw(b"302 Found", [b"Location: /a"])
    got = await cli(site, "http://hostile.test/a")
    assert triple(got) == ("failed", None, "REDIRECT"), got


# ----------------------------------------------------------------------------------------- request URLs

async def test_default_ports_and_dot_segments_are_normalised(site: Any, cli: Any) -> None:
    # `:80` on http is the default port: requested and reported without it (Host: hostile.test); dot segments
    # are resolved before the request, as browsers do (the server never sees `/../`)
    site.pages["/ok"] = page()
    for url in ("http://hostile.test:80/ok", "http://HOSTILE.test:80/a/../ok", "http://hostile.test/./ok",
                "http://hostile.test/a/b/../../ok", "http://hostile.test/a/%2e%2e/ok", "http://hostile.test/../ok"):
        got = await cli(site, url)
        assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok", (url, got)
        assert site.requests[-1][1] == "/ok" and site.requests[-1][2]["host"] == "hostile.test", site.requests[-1]
    # a Location with dot segments and the default port
    site.pages["/hop"] = raw(b"302 Found", [b"Location: http://hostile.test:80/x/./y/../../ok"])
    got = await cli(site, "http://hostile.test/hop")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok", got
    assert "/x/./y/../../ok" not in site.paths()
    # a port written with leading zeros or left empty is the port it names (the default here)
    for loc in (b"http://hostile.test:0080/ok", b"http://hostile.test:/ok"):
        site.pages["/hop0"] = raw(b"302 Found", [b"Location: " + loc])
        got = await cli(site, "http://hostile.test/hop0")
        assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok", (loc, got)


async def test_full_width_host_names(site: Any, cli: Any, decoy: Any) -> None:
    # a host typed in full-width forms (an IME left on) is the same host once UTS-46 maps it, for the address
    # check, DNS and the URL reported — a full-width loopback literal is loopback, refused before connecting
    site.pages["/ok"] = page()
    got = await cli(site, "http://\uff48\uff4f\uff53\uff54\uff49\uff4c\uff45\uff0e\uff54\uff45\uff53\uff54/ok")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok", got
    assert site.requests[-1][2]["host"] == "hostile.test"
    got = await cli(site, f"http://\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11:{decoy.port}/")
    assert triple(got) == ("failed", None, "BLOCKED_DESTINATION"), got
    site.pages["/to-fw"] = raw(b"302 Found", [
        "Location: http://\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11:{}/admin".format(decoy.port).encode()])
    got = await cli(site, "http://hostile.test/to-fw")
    assert triple(got) == ("failed", None, "BLOCKED_DESTINATION"), got
    # a full-width "@" maps to a delimiter: browsers refuse that host (an invalid URL), never read it as
    # `userinfo@host` — a redirect there fails (REDIRECT) and hostile.test/ok is not asked for
    site.pages["/to-at"] = raw(b"302 Found", ["Location: http://evil.test\uff20hostile.test/ok".encode()])
    got = await cli(site, "http://hostile.test/to-at")
    assert triple(got) == ("failed", None, "REDIRECT"), got
    assert site.paths().count("/ok") == 1, site.paths()  # the first fetch's only


# ------------------------------------------------------------------------ redirects refused by robots.txt

DISALLOW_ALL = b"User-agent: *\nDisallow: /\n"


@pytest.mark.parametrize(("name", "robots", "expected", "final"), [
    # the page moved to another registrable domain whose robots.txt disallows us, or whose robots.txt is
    # down: the sensor's own site refused nothing — the page went away → `redirected`, to that URL
    ("other-disallows", raw(b"200 OK", [TEXT], DISALLOW_ALL), ("redirected", None, None), "http://other.test/jobs"),
    ("other-down", raw(b"503 Service Unavailable", [TEXT], b"busy"), ("redirected", None, None),
     "http://other.test/jobs"),
    # a hop on the sensor's own domain that robots.txt refuses: ROBOTS, as before
    ("same-disallows", None, ("failed", None, "ROBOTS"), "http://hostile.test/private/jobs"),
])
async def test_redirects_that_robots_txt_refuses(site: Any, cli: Any, name: str, robots: bytes | None,
                                                 expected: Triple, final: str) -> None:
    site.pages[("hostile.test", "/robots.txt")] = raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /private\n")
    if robots is not None:
        site.pages[("other.test", "/robots.txt")] = robots
    site.pages[("other.test", "/jobs")] = page()
    site.pages[("hostile.test", "/private/jobs")] = page()
    site.pages[("hostile.test", "/careers")] = raw(b"301 Moved Permanently", [b"Location: " + final.encode()])
    got = await cli(site, "http://hostile.test/careers", connect_to=hosts(site, "hostile.test", "other.test"))
    assert (got["outcome"], got["failure_class"]) == (expected[0], expected[2]), (name, got)
    assert got["final_url"] == final, got
    assert ("other.test", "/jobs") not in [(h, p) for h, p, _ in site.requests], site.requests
    assert ("hostile.test", "/private/jobs") not in [(h, p) for h, p, _ in site.requests], site.requests


# ------------------------------------------------------------------------ refreshes to another site

REFRESH_PAGE = (b'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Hostile Corp is now part of Acme</title>'
                b'<meta http-equiv="refresh" content="0; URL=\'https://jobs.other.test/hostile\'"></head><body><p>'
                b'Redirecting&hellip;</p></body></html>')


@pytest.mark.parametrize(("path", "answer", "final"), [
    ("/meta-0", html(b"200 OK", REFRESH_PAGE), "https://jobs.other.test/hostile"),
    ("/meta-upper", html(b"200 OK", b'<HTML><HEAD><META HTTP-EQUIV="Refresh" CONTENT="0;URL=http://other.test/">'
                         b'</HEAD></HTML>'), "http://other.test/"),
    ("/refresh-header", html(b"200 OK", b"<p>moved</p>", b"Refresh: 0; url=http://other.test/careers"),
     "http://other.test/careers"),
    # protocol-relative target
    ("/meta-scheme-relative", html(b"200 OK", b'<meta http-equiv=refresh content="0;url=//other.test/x">'),
     "http://other.test/x"),
])
async def test_refresh_to_another_site_is_a_move(site: Any, cli: Any, path: str, answer: bytes, final: str) -> None:
    # a 200 that sends every visitor on to another registrable domain at once: the page moved away
    site.pages[path] = answer
    got = await cli(site, f"http://hostile.test{path}")
    assert (got["outcome"], got["failure_class"]) == ("redirected", None), (path, got)
    assert got["final_url"] == final, got
    assert all(h != "other.test" for h, _, _ in site.requests)


async def test_a_script_stub_to_another_site_is_a_move(site: Any, cli: Any) -> None:
    # the same move written as a script (a stub page whose only job is `location.replace(...)`): `redirected`;
    # a site's own page that navigates by script (to itself, or on a page with content) is the page
    site.pages["/js-moved"] = html(b"200 OK", b'<!DOCTYPE html><html><head><title>Redirecting</title><script>'
                                              b'window.location.replace("http://other.test/careers");</script></head>'
                                              b'<body><p>Redirecting to our new site&hellip;</p></body></html>')
    site.pages["/js-href"] = html(b"200 OK", b"<script>location.href = 'https://jobs.other.test/acme';</script>")
    site.pages["/js-same"] = html(b"200 OK", b'<script>window.location.href="/en/careers";</script>')
    site.pages["/js-app"] = html(b"200 OK", b"<html><body><nav>" + NAV + b"</nav><main>" + b"<p>Open roles are "
                                 b"listed below.</p>" * 10 + b'</main><script>function go(){window.location.href='
                                 b'"https://other.test/apply"}</script></body></html>')
    got = await cli(site, "http://hostile.test/js-moved")
    assert (got["outcome"], got["final_url"]) == ("redirected", "http://other.test/careers"), got
    got = await cli(site, "http://hostile.test/js-href")
    assert (got["outcome"], got["final_url"]) == ("redirected", "https://jobs.other.test/acme"), got
    # a stub to another page of the same site: a redirect written as a page (REDIRECT, was `ok`: a later rule)
    got = await cli(site, "http://hostile.test/js-same")
    assert triple(got) == ("failed", 200, "REDIRECT"), got
    got = await cli(site, "http://hostile.test/js-app")
    assert triple(got) == ("ok", 200, None), got


async def test_refreshes_that_are_no_move(site: Any, cli: Any) -> None:
    # a refresh after 10 s on a page with content of its own, a refresh in an HTML comment, a 404 with a refresh
    # home: the page as answered; an instant refresh to another page of the same site: a redirect written as a
    # page (REDIRECT; was `ok`, the stub stored as the page — a later rule). (Round 18 revised "/meta-10": a page that
    # is only the notice "We moved. Our new site opens in 10 seconds." is the move it announces — `redirected`, as
    # test_fetch_redteam18.py's notices; watched as the page, the notice would be stored for ever and repair never
    # look for the new site.)
    cases = {
        "/meta-10": (html(b"200 OK", b'<meta http-equiv="refresh" content="10; url=http://other.test/"><p>We moved. '
                          b'Our new site opens in 10 seconds.</p>'), ("redirected", 200, None)),
        "/meta-10-content": (html(b"200 OK", b'<meta http-equiv="refresh" content="10; url=http://other.test/">'
                                  + b"<nav>" + NAV + b"</nav>" + b"<p>Open roles are listed below.</p>" * 10),
                             ("ok", 200, None)),
        "/meta-same": (html(b"200 OK", b'<meta http-equiv="refresh" content="0; url=http://hostile.test/new">'),
                       ("failed", 200, "REDIRECT")),
        "/meta-comment": (html(b"200 OK", b'<!-- <meta http-equiv="refresh" content="0; url=http://other.test/"> -->'
                               + HTML), ("ok", 200, None)),
        "/meta-404": (html(b"404 Not Found", b'<meta http-equiv="refresh" content="0; url=http://other.test/">'),
                      ("failed", 404, "PAGE_REMOVED")),
    }
    for path, (answer, expected) in cases.items():
        site.pages[path] = answer
        got = await cli(site, f"http://hostile.test{path}")
        assert triple(got) == expected, (path, got)


# ---------------------------------------------------------------------------------- --last-modified

async def test_last_modified_in_the_documented_time_forms(site: Any, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    # README: "Times take ISO-8601 or a relative age": an ISO time or an age is sent as the HTTP-date it
    # names; an HTTP-date is sent as given (servers compare it byte for byte); anything else is a usage
    # error (exit 2), nothing sent
    site.pages["/jobs"] = raw(b"304 Not Modified", [])
    env = R.fetch_env(site)
    for value, sent in (("2026-12-01T10:00:00Z", "Tue, 01 Dec 2026 10:00:00 GMT"),
                        ("2026-12-01T11:00:00+01:00", "Tue, 01 Dec 2026 10:00:00 GMT"),
                        ("Tue, 01 Dec 2026 10:00:00 GMT", "Tue, 01 Dec 2026 10:00:00 GMT"),
                        ("Tuesday, 01-Dec-26 10:00:00 GMT", "Tuesday, 01-Dec-26 10:00:00 GMT")):
        rc, out, err, took = await R.run_main(monkeypatch, capsys, ["fetch", "http://hostile.test/jobs",
                                                                      "--last-modified", value, "--json"], env)
        got = R.checked(rc, out, err, took, 3.0, value)
        assert triple(got) == ("not_modified", 304, None), (value, got)
        assert site.requests[-1][2].get("if-modified-since") == sent, (value, site.requests[-1])
    rc, out, err, took = await R.run_main(monkeypatch, capsys, ["fetch", "http://hostile.test/jobs",
                                                                  "--last-modified", "3d", "--json"], env)
    assert rc == 0, err
    sent_age = site.requests[-1][2].get("if-modified-since", "")
    assert email.utils.parsedate_to_datetime(sent_age).tzinfo is not None and sent_age.endswith(" GMT"), sent_age
    # an empty value (a script passing a validator it does not have): nothing sent, as with --etag ""
    rc, out, err, took = await R.run_main(monkeypatch, capsys, ["fetch", "http://hostile.test/jobs",
                                                                  "--last-modified", "", "--json"], env)
    assert rc == 0 and "if-modified-since" not in site.requests[-1][2], (rc, err, site.requests[-1])
    n = len(site.requests)
    for bad in ("last tuesday", "2026-13-45", "yesterday"):
        rc, out, err, _ = await R.run_main(monkeypatch, capsys, ["fetch", "http://hostile.test/jobs",
                                                                   "--last-modified", bad, "--json"], env)
        assert rc == 2 and "--last-modified" in err and out == "", (bad, rc, out, err)
    assert len(site.requests) == n


# ----------------------------------------------------------------------------------------------- cookies

async def test_cookie_path_and_secure_are_honoured(site: Any, cli: Any) -> None:
    # a sign-in hop sets a session cookie for /account only, a Secure one (over plain http: a browser
    # refuses to store it), one without a Path (its default path is /sso), one for /job (not /jobs), and
    # the cookie gate itself; the page gets the gate cookie and nothing else
    site.pages["/sso/start"] = raw(b"302 Found", [
        b"Set-Cookie: sid=s3cr3t; Path=/account; HttpOnly",
        b"Set-Cookie: tok=abc; Path=/; Secure",
        b"Set-Cookie: sso_state=xyz",
        b"Set-Cookie: jobprefix=1; Path=/job",
        b"Set-Cookie: gate=ok; Path=/",
        b"Location: /jobs"])
    site.pages["/jobs"] = page()
    got = await cli(site, "http://hostile.test/sso/start")
    assert triple(got) == ("ok", 200, None), got
    sent = site.requests[-1][2].get("cookie", "")
    assert sorted(c.strip() for c in sent.split(";") if c.strip()) == ["gate=ok"], sent


# --------------------------------------------------------------------------------------------- Crawl-delay

async def test_crawl_delay_with_a_decimal_comma_or_a_unit(site: Any) -> None:
    # what the fetcher spaces its requests by (the politeness slot): "1,5" is 1.5 s, "10s" is 10 s
    from changewire_common.http import HttpClient, HttpConfig, RobotsCache

    site.pages[("comma.hostile.test", "/robots.txt")] = raw(b"200 OK", [TEXT], b"User-agent: *\nCrawl-delay: 1,5\n")
    site.pages[("unit.hostile.test", "/robots.txt")] = raw(b"200 OK", [TEXT], b"User-agent: changewire\r\n"
                                                           b"Crawl-delay: 10s\r\nDisallow: /private\r\n")
    cfg = HttpConfig(allow_cidrs=[f"{R.IP}/32"], connect_to=hosts(site, "hostile.test"), retries=0, total_timeout_s=3.0)
    async with HttpClient(cfg) as client:
        robots = RobotsCache(client)
        v = await robots.check("http://comma.hostile.test/jobs")
        assert (v.allowed, v.crawl_delay_s) == (True, 1.5), v
        v = await robots.check("http://unit.hostile.test/jobs")
        assert (v.allowed, v.crawl_delay_s) == (True, 10.0), v
        assert not (await robots.check("http://unit.hostile.test/private/x")).allowed


# ------------------------------------------------------------------------------- bytes before the status line

BEFORE: dict[str, tuple[bytes, Triple]] = {
    # blank lines before the status line (a proxy's leftover CRLF, a CGI's stray newline): browsers skip them
    "/crlf-before": (b"\r\n\r\n" + page(), ("ok", 200, None)),
    "/lf-before": (b"\n" + page(), ("ok", 200, None)),
    # a few stray bytes before "HTTP/" (Chrome looks for it in the first 4 bytes)
    "/spaces-before": (b"  " + page(), ("ok", 200, None)),
    "/nul-before": (b"\0" + page(), ("ok", 200, None)),
    # a byte-order mark from a PHP include echoed before the head (Chrome reads past it the same way)
    "/bom-before": (b"\xef\xbb\xbf" + page(), ("ok", 200, None)),
    # a port that speaks another protocol (an SSH banner), or an HTTP/0.9-style body with no head at all: no
    # HTTP response — failed UNKNOWN, at once, never a traceback
    "/ssh": (b"SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13\r\n", ("failed", None, "UNKNOWN")),
    "/no-head": (b"<html><body>hello</body></html>\r\n\r\n", ("failed", None, "UNKNOWN")),
    "/banner-then-http": (b"220 mail.hostile.test ESMTP Postfix\r\n" + page(), ("failed", None, "UNKNOWN")),
}


@pytest.mark.parametrize("path", sorted(BEFORE))
async def test_bytes_before_the_status_line(site: Any, cli: Any, path: str) -> None:
    answer, expected = BEFORE[path]
    site.pages[path] = R.then_close(answer)
    got = await cli(site, f"http://hostile.test{path}")
    assert triple(got) == expected, (path, got)
    if expected[0] == "ok":
        assert got["bytes"] == len(HTML), got


# ---------------------------------------------------------------------------- left alone last time: considered

def _chunked(body: bytes, size: int, trailer: bytes = b"") -> bytes:
    chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + size]), body[i:i + size]) for i in range(0, len(body), size))
    return chunks + b"0\r\n" + trailer + b"\r\n"


async def test_a_content_length_trailer_after_thousands_of_chunks(site: Any, cli: Any) -> None:
    # a streaming server writing a table row per chunk (5,000 chunks) that ends with a Content-Length trailer:
    # the page, whole (trailers are never read) — as with a few chunks (round 3)
    row = b'<tr><td>Senior Engineer</td><td>Berlin</td><td><a href="/jobs/1234">Apply</a></td></tr>\n'
    body = b"<html><body><table>" + row * 5000 + b"</table></body></html>"
    site.pages["/stream"] = raw(b"200 OK", [HTMLT, b"Transfer-Encoding: chunked"],
                                _chunked(body, len(row), b"Content-Length: %d\r\n" % len(body)), length=False)
    got = await cli(site, "http://hostile.test/stream")
    assert triple(got) == ("ok", 200, None) and got["bytes"] == len(body), got
    # a flood of 4-byte chunks is left to the parser (bounded work), which refuses the framing trailer: a
    # malformed response (UNKNOWN) at once — it used to wait out the timeout on a kept-alive connection
    flood = b"<html><body>" + b"<p>row</p>" * 5000 + b"</body></html>"
    site.pages["/flood"] = raw(b"200 OK", [HTMLT, b"Transfer-Encoding: chunked"],
                               _chunked(flood, 4, b"Content-Length: %d\r\n" % len(flood)), length=False)
    got = await cli(site, "http://hostile.test/flood", within=1.5)
    assert triple(got) == ("failed", None, "UNKNOWN"), got


@pytest.mark.xfail(strict=True, reason="left alone: the shared client reports the URL as given; discovery and repair "
                   "compare final_url with the URL they asked for, so a bare origin would read as a redirect there")
async def test_a_bare_origin_is_its_root(site: Any, cli: Any) -> None:
    # "http://hostile.test" is requested as "/" and reported as browsers write it, with its "/"
    site.pages["/"] = page()
    got = await cli(site, "http://hostile.test")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/", got
    got = await cli(site, "http://hostile.test?utm_source=x")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/?utm_source=x", got
    site.pages["/old"] = raw(b"301 Moved Permanently", [b"Location: http://hostile.test"])
    got = await cli(site, "http://hostile.test/old")
    assert triple(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/", got
    assert site.paths().count("/") == 3, site.paths()


async def test_nul_in_a_header(site: Any, cli: Any) -> None:
    # a NUL in a header field value: no traceback, an answer within the time, and never a NUL in what is reported
    site.pages["/nul-etag"] = raw(b"200 OK", [HTMLT, b'ETag: "ab\0cd"'], HTML)
    site.pages["/nul-debug"] = raw(b"200 OK", [HTMLT, b"X-Debug: a\0b"], HTML)
    for path in ("/nul-etag", "/nul-debug"):
        got = await cli(site, f"http://hostile.test{path}")
        assert got["outcome"] in ("ok", "failed"), got
        assert "\0" not in json.dumps(got), got


async def test_a_sign_in_wall_on_another_domain_is_a_move(site: Any, cli: Any) -> None:
    # the careers page now sends visitors to a single sign-on provider's login page: the page went away
    # from the sensor's site (`redirected`, to the login URL: repair judges it), never `ok`
    login = b"http://login.idp.test/oauth2/authorize?client_id=hostile&redirect_uri=http%3A%2F%2Fhostile.test%2Fcb"
    site.pages[("hostile.test", "/careers")] = raw(b"302 Found", [b"Location: " + login])
    site.pages[("login.idp.test", "/oauth2/authorize")] = html(b"200 OK", b'<html><title>Sign in</title><form method='
                                                                        b'"post"><input type="email" name="u"><input '
                                                                        b'type="password" name="p"></form></html>')
    got = await cli(site, "http://hostile.test/careers", connect_to=hosts(site, "hostile.test", "idp.test"))
    assert triple(got) == ("redirected", 200, None) and got["final_url"] == login.decode(), got


# ----------------------------------------------------------------------------------- robots.txt subtleties

ROBOTS5: dict[str, tuple[bytes, str, Triple]] = {
    # sub → (robots.txt answer, path asked, expected)
    # two groups for `*`: one group (RFC 9309 §2.2.1)
    "merged": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /tmp\n\nUser-agent: *\nDisallow: /careers\n"),
               "/careers", ("failed", None, "ROBOTS")),
    # the longest match wins; on a tie Allow does
    "longest": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /careers\nAllow: /careers/jobs\n"),
                "/careers/jobs", ("ok", 200, None)),
    "tie": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /careers\nAllow: /careers\n"), "/careers",
            ("ok", 200, None)),
    # `$` ends a pattern, `*` matches anything: the page itself allowed, its query forms not
    "anchor": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /*?\nAllow: /careers$\n"), "/careers?page=2",
               ("failed", None, "ROBOTS")),
    # %7E and ~ are one character
    "escape": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /%7Eteam\n"), "/~team", ("failed", None, "ROBOTS")),
    # paths are case-sensitive
    "case": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /Careers\n"), "/careers", ("ok", 200, None)),
    # our group, named in another case, replaces `*` entirely
    "ours": (raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /\n\nUser-agent: ChangeWire\nDisallow: /admin\n"),
             "/careers", ("ok", 200, None)),
    # robots.txt behind a login (401): no robots.txt → allowed (RFC 9309 §2.3.1.3)
    "401": (raw(b"401 Unauthorized", [b'WWW-Authenticate: Basic realm="staff"'], b"no"), "/careers", ("ok", 200, None)),
    # rules served as text/html, and gzip-encoded: the rules, read
    "as-html": (raw(b"200 OK", [b"Content-Type: text/html"], b"User-agent: *\nDisallow: /careers\n"), "/careers",
                ("failed", None, "ROBOTS")),
    "gzipped": (raw(b"200 OK", [TEXT, b"Content-Encoding: gzip"], __import__("gzip").compress(
                b"User-agent: *\nDisallow: /careers\n")), "/careers", ("failed", None, "ROBOTS")),
}


@pytest.mark.parametrize("sub", sorted(ROBOTS5))
async def test_robots_txt_subtleties(site: Any, cli: Any, sub: str) -> None:
    robots, path, expected = ROBOTS5[sub]
    host = f"{sub}.hostile.test"
    site.pages[(host, "/robots.txt")] = robots
    site.pages[(host, path.split("?")[0])] = page()
    got = await cli(site, f"http://{host}{path}")
    assert triple(got) == expected, (sub, got)
    asked = any(h == host and p == path for h, p, _ in site.requests)
    assert asked == (expected[2] != "ROBOTS"), site.requests


# -------------------------------------------------------------------------- Locations as browsers read them

async def test_locations_with_too_few_or_too_many_slashes(site: Any, cli: Any, tmp_path: Any) -> None:
    # WHATWG URL: `http:///host/x` is http://host/x, and a scheme other than the page's starts an authority
    # whatever the slashes (`https:/host/x`, a common typo in redirects) — browsers land there; `http:/ok`
    # from an http page is a path on the same site
    site.pages[("jobs.hostile.test", "/careers")] = page()
    site.pages[("hostile.test", "/ok")] = page()
    cases = {
        "/three-slashes": (b"http:///jobs.hostile.test/careers", "http://jobs.hostile.test/careers"),
        "/same-scheme-one-slash": (b"http:/ok", "http://hostile.test/ok"),
        "/four-slashes": (b"http:////jobs.hostile.test/careers", "http://jobs.hostile.test/careers"),
        # a template that glues "//" to "/host": three slashes, no scheme — the host all the same
        "/three-slashes-no-scheme": (b"///jobs.hostile.test/careers", "http://jobs.hostile.test/careers"),
    }
    for path, (loc, final) in cases.items():
        site.pages[("hostile.test", path)] = raw(b"302 Found", [b"Location: " + loc])
        got = await cli(site, f"http://hostile.test{path}")
        assert got["final_url"] == final and got["status"] == 200, (path, got)

    # an https typo from an http page, to a TLS server whose certificate the client trusts (the real executable,
    # SSL_CERT_FILE naming a test CA)
    import os
    import ssl
    import subprocess
    import sys
    from pathlib import Path

    def openssl(*args: str) -> None:
        subprocess.run(["openssl", *args], check=True, capture_output=True, timeout=30, cwd=tmp_path)

    openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "1",
            "-subj", "/CN=changewire test CA")
    openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=hostile.test")
    (tmp_path / "san.ext").write_text("subjectAltName=DNS:hostile.test,DNS:*.hostile.test\n")
    openssl("x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out", "leaf.pem",
            "-days", "1", "-extfile", "san.ext")
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(tmp_path / "leaf.pem", tmp_path / "leaf.key")
    tls = await Site().start(ssl=ctx)
    try:
        site.pages[("hostile.test", "/typo")] = raw(b"301 Moved Permanently", [b"Location: https:/hostile.test/secure"])
        tls.pages["/secure"] = page()
        env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
        env.update(R.fetch_env(site, connect_to=f"hostile.test:80={R.IP}:{site.port},hostile.test:443={R.IP}:{tls.port}"))
        env["SSL_CERT_FILE"] = str(tmp_path / "ca.pem")
        cli_path = str(Path(sys.executable).parent / "changewire")
        p = await asyncio.create_subprocess_exec(cli_path, "fetch", "http://hostile.test/typo", "--json", env=env,
                                                 stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(p.communicate(), 60)
        assert p.returncode == 0, err
        got = json.loads(out)
        assert triple(got) == ("ok", 200, None) and got["final_url"] == "https://hostile.test/secure", (got, err)
    finally:
        await tls.stop()


async def test_cookies_as_browsers_parse_them(site: Any, cli: Any) -> None:
    # a geo gate that stores JSON in its cookie, a consent tool's cookie with spaces, Chrome's Priority
    # attribute, a quoted value: the gate sets them and sends the visitor back to the page; a browser passes
    # (RFC 6265bis: the value is everything up to ";"), and sends each value as it was set
    gate = b"HTTP/1.1 302 Found\r\nLocation: /careers\r\nContent-Length: 0\r\n" + (
        b'Set-Cookie: geo={"cc":"DE","lang":"de"}; Path=/; Max-Age=86400\r\n'
        b"Set-Cookie: consent=necessary analytics; Path=/\r\n"
        b"Set-Cookie: NID=511=abc; Path=/; HttpOnly; Priority=High\r\n"
        b'Set-Cookie: sid="a1b2"; Path=/\r\n\r\n')

    async def careers(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        cookie = site.requests[-1][2].get("cookie", "")
        return page() if "geo=" in cookie else gate

    site.pages["/careers"] = careers
    got = await cli(site, "http://hostile.test/careers")
    assert triple(got) == ("ok", 200, None), got
    sent = sorted(c.strip() for c in site.requests[-1][2].get("cookie", "").split(";") if c.strip())
    assert sent == ['NID=511=abc', 'consent=necessary analytics', 'geo={"cc":"DE","lang":"de"}', 'sid="a1b2"'], sent


async def test_robots_txt_judges_the_url_that_is_requested(site: Any, cli: Any) -> None:
    # robots.txt is asked about the URL as it goes on the wire: dot segments resolved, the host mapped —
    # `/public/../private/x` IS /private/x, which the site disallows (it was allowed, and fetched)
    site.pages[("hostile.test", "/robots.txt")] = raw(b"200 OK", [TEXT], b"User-agent: *\nDisallow: /private\n")
    site.pages["/private/x"] = page()
    for url in ("http://hostile.test/public/../private/x", "http://hostile.test/public/%2e%2e/private/x",
                "http://hostile.test/./private/x", "http://\uff48\uff4f\uff53\uff54\uff49\uff4c\uff45\uff0e\uff54\uff45"
                                                   "\uff53\uff54/private/x"):
        got = await cli(site, url)
        assert triple(got) == ("failed", None, "ROBOTS") and got["final_url"] == "http://hostile.test/private/x", (
            url, got)
    assert "/private/x" not in site.paths(), site.paths()


async def test_a_charset_named_twice_in_one_content_type(site: Any) -> None:
    # a framework adding its default charset after the one the page set: the first is the one (WHATWG MIME
    # parsing; browsers read the UTF-8 page right). The differ reads the client's text
    from changewire_common.http import HttpClient, HttpConfig

    body = "<html><head><title>Jobs</title></head><p>Caf\u00e9 M\u00fcnchen \u2014 Entwickler</p></html>".encode()
    site.pages["/twice"] = raw(b"200 OK", [b"Content-Type: text/html; charset=utf-8; charset=iso-8859-1"], body)
    cfg = HttpConfig(allow_cidrs=[f"{R.IP}/32"], connect_to=f"hostile.test={R.IP}:{site.port}", retries=0,
                     total_timeout_s=3.0)
    async with HttpClient(cfg) as client:
        r = await client.fetch("http://hostile.test/twice")
    assert r.charset == "utf-8" and "Caf\u00e9 M\u00fcnchen \u2014 Entwickler" in r.text(), (r.charset, r.text())


async def test_ports_browsers_refuse_to_speak_http_to(site: Any, cli: Any) -> None:
    # a redirect (or a URL) to a mail, SSH or IRC port: browsers refuse it before connecting (Fetch "bad
    # ports", ERR_UNSAFE_PORT) — a site must not make the fetcher talk HTTP to another protocol's server
    # (cross-protocol requests) → BLOCKED_DESTINATION, not one request
    for port in (25, 22, 6667, 587):
        site.pages[f"/to-{port}"] = raw(b"302 Found", [b"Location: http://hostile.test:%d/" % port])
        got = await cli(site, f"http://hostile.test/to-{port}")
        assert triple(got) == ("failed", None, "BLOCKED_DESTINATION"), (port, got)
        assert got["final_url"] == f"http://hostile.test:{port}/", got
    got = await cli(site, "http://hostile.test:25/")
    assert triple(got) == ("failed", None, "BLOCKED_DESTINATION"), got
    # ports that are no such service stay open (a site on 8080 or 8443)
    site.pages["/to-8080"] = raw(b"302 Found", [b"Location: http://hostile.test:8080/ok"])
    site.pages["/ok"] = page()
    got = await cli(site, "http://hostile.test/to-8080")
    assert triple(got) == ("ok", 200, None), got
    assert "/" not in site.paths(), site.paths()  # every bad-port target was "/": none was asked for


async def test_cookies_longer_than_browsers_keep(site: Any, cli: Any) -> None:
    # a buggy session library setting two 5 KB cookies on its way to the page: browsers drop each (over 4,096
    # bytes), so the page's server (nginx: one 8 KB header line at most) never sees them; sending them got
    # "400 Request Header Or Cookie Too Large" instead of the page
    site.pages["/start"] = raw(b"302 Found", [b"Set-Cookie: s1=" + b"a" * 5000 + b"; Path=/",
                                              b"Set-Cookie: s2=" + b"b" * 5000 + b"; Path=/",
                                              b"Set-Cookie: ok=1; Path=/", b"Location: /jobs"])

    async def jobs(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        if len(site.requests[-1][2].get("cookie", "")) > 8192:
            return html(b"400 Bad Request", b"<html><head><title>400 Request Header Or Cookie Too Large</title></head>"
                                            b"<body><center><h1>400 Bad Request</h1></center></body></html>")
        return page()

    site.pages["/jobs"] = jobs
    got = await cli(site, "http://hostile.test/start")
    assert triple(got) == ("ok", 200, None), got
    assert site.requests[-1][2].get("cookie") == "ok=1", site.requests[-1][2].get("cookie", "")[:80]


async def test_a_session_cookie_after_forty_others(site: Any, cli: Any) -> None:
    # a shop's entry redirect sets 40 cookies (analytics, A/B tests, consent) and the session last; the page
    # sends visitors without the session back. Browsers keep up to 180 cookies a domain: the page, not a loop
    cookies = [b"Set-Cookie: ab_test_%d=variant_%d; Path=/; Max-Age=2592000" % (i, i % 3) for i in range(40)]
    site.pages["/shop"] = raw(b"302 Found", [*cookies, b"Set-Cookie: SESSION=5f1c2a; Path=/; HttpOnly",
                                             b"Location: /careers"])

    async def careers(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        if "SESSION=5f1c2a" in site.requests[-1][2].get("cookie", ""):
            return page()
        return raw(b"302 Found", [b"Location: /shop"])

    site.pages["/careers"] = careers
    got = await cli(site, "http://hostile.test/shop")
    assert triple(got) == ("ok", 200, None), got
