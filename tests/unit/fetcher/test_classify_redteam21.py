"""Red team, round 21 (fetcher, pure): classify_response's FALSE POSITIVES on real pages — a real page judged
PAGE_REMOVED (soft 404, parked), BOT_CHALLENGE, HTTP_4XX / HTTP_5XX or REDIRECTED sends repair hunting for a page that
never moved. Rounds 1-20 pinned the true positives and hand-made controls; none ran the rules over the real corpus or
fuzzed it. The integration half (`changewire fetch --json` on loopback) is tests/integration/test_fetch_redteam21.py.

Expectations (written before running; all `ok` unless said):
1. the corpus as served (/work/shared/corpus): 157 HTML pages as text/html with their declared charset, behind
   Cloudflare with a cookie, and with no Content-Type (471); 42 feeds (their own media type, kind `feed` and no kind,
   and 34 XML ones as text/xml), 20 sitemaps (application/xml; the .xml.gz as application/x-gzip), 27 robots files as
   text/plain (89 × 2 + 34) — and one TRUE positive the corpus holds: www.economist.com.txt is Imperva's block page
   captured in place of the robots file (BOT_CHALLENGE, pinned as such);
2. every HTML page retitled with 37 realistic titles holding the words the rules key on ("404 Media", "Page not
   found? Our SEO guide", "Just a moment with our CEO", "Access Denied: a documentary", "How to fix “Page not found”
   errors", "Not Found: the missing-person podcast", "Site expired? Renew your domain in 3 steps", "Attention
   Required: ADHD in adults", "Wartungsarbeiten an der A7", ...): 5,809 classifications;
3. every page with a OneTrust or a Cookiebot banner injected (314), and with a meta refresh of 600 / 300 / 900 s (to
   itself, with a Set-Cookie) (471);
4. 13 hand-made pages at realistic sizes, each plain and with Cloudflare's headers and a 600 s refresh (26): short
   articles ABOUT a Cloudflare outage (quoting "Just a moment..."), CAPTCHAs (reCAPTCHA's script loaded), paywalls,
   GDPR blocks, parked domains (quoting “This domain is parked free”), e-bike maintenance, "browser not supported";
   "Sign in with Apple is coming"; a small German contact page under a Cookiebot dialog; a short contact form with
   reCAPTCHA; a tiny contact page; a Next.js shell whose __NEXT_DATA__ carries its translations ("Please verify you
   are human", "Page not found"); a Redux shell with a big inline state.

Wrong before (b46cf3b): the corpus as served 0 (besides the true positive); 570 of the 5,809 retitled pages (13 of
the 37 titles); banners and slow refreshes 0; 2 of the 13 hand-made pages (the parked-domain explainer: PAGE_REMOVED;
the Next.js shell: BOT_CHALLENGE). Causes and fixes:
- challenge.visible_text_length read only a page's first 256 KiB: the Guardian's, WSJ's, CNBC's, ZDNet's, FAZ's
  650 KB - 1 MB pages (inline CSS and state first) counted 33-142 characters of text, so a title merely hinting at a
  404 or a wall made "small pages" of them. It now reads on (to 4 MiB) when the limit was not reached in the head —
  asked only after the callers' gates (a title, a marker), so rare;
- challenge.detect_challenge judged a 200 page by its first 64 KiB: a 179 KB news page titled "Just a moment with
  our CEO" / "One more step toward net zero" / "Attention Required: ADHD in adults" had 76 characters of text there.
  A body over 64 KiB that got past the hot path's title gate is measured whole (visible_text_length) before a verdict;
- detect_challenge: a wall phrase found only inside <script> elements (an app's inline state or translations) with
  no marker or wall title is not said by the page (challenge._outside_scripts, asked only on that path);
- classify.soft_not_found: a title that only MENTIONS not-found words is no not-found title (classify.unmentioned,
  classify._not_found_said: a quoted phrase, a question up to "?", a "404" naming a thing — "404 Media" —, a weak word
  before ": " and a subtitle of 3+ words); asked only of titles holding a not-found phrase;
- classify.platform_error_page: "Site expired?" (a question) is not a site-gone title (unmentioned);
- classify.parked_page and the gone / geo phrases: a phrase in quotation marks is mentioned, not said
  (classify._holds_any(said=True), classify._quoted), looked at only where a phrase matched.

Xfail (strict): "Seite nicht gefunden – ein Roman von Anna Weber" — the not-found phrase is the whole first part of the
title, then a separator and more words: the very shape of a soft 404 under a long site name ("Seite nicht gefunden –
Bundesministerium für Wirtschaft und Klimaschutz"); telling a novel's page from it needs the page's text, which a real
novel's page fills with its title too. tests/unit/fetcher as a whole and tests/unit/common stay green (the true
positives of rounds 1-20); module runtime ~5 s.
"""
from __future__ import annotations

import gzip
import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from changewire_common.vocab import FetchOutcome
from changewire_fetcher.classify import classify_response

CORPUS = Path(__file__).resolve().parents[4] / "shared" / "corpus"
pytestmark = pytest.mark.skipif(not (CORPUS / "manifest.json").is_file(), reason="shared corpus not present")


@lru_cache(maxsize=1)
def manifest() -> list[dict]:
    return json.loads((CORPUS / "manifest.json").read_text())["files"]


def _url(f: dict) -> str:
    if f.get("original_url"):
        return f["original_url"]
    stem = f["file"].split("/", 1)[1].split("__", 1)
    host = stem[0] if "." in stem[0] else f"www.{stem[0]}-example.com"
    name = stem[-1].removesuffix(".gz")
    if f["kind"] == "html":
        return f"https://{host}/articles/{re.sub(r'[^a-z0-9-]+', '-', name.lower()).strip('-')}"
    return f"https://{host}/{name}"


@lru_cache(maxsize=1)
def html_pages() -> list[tuple[str, str, bytes, str]]:
    """(name, url, body, content type) of each HTML page."""
    out = []
    for f in manifest():
        if f["kind"] != "html":
            continue
        body = gzip.decompress((CORPUS / f["file"]).read_bytes())
        charset = f.get("declared_charset") or "utf-8"
        out.append((f["file"], _url(f), body, f"text/html; charset={charset}"))
    return out


_FEED_TYPES = {"rss2": "application/rss+xml; charset=utf-8", "atom": "application/atom+xml; charset=utf-8",
               "rss1-rdf": "application/rdf+xml", "jsonfeed": "application/feed+json"}


def documents() -> list[tuple[str, str, bytes, str, str]]:
    """(name, url, body, content type, sensor kind) of each feed, sitemap and robots file."""
    out = []
    for f in manifest():
        if f["kind"] == "html":
            continue
        body = (CORPUS / f["file"]).read_bytes()
        if f["kind"] == "feed":
            out.append((f["file"], _url(f), body, _FEED_TYPES[f["format"]], "feed"))
        elif f["kind"] == "sitemap":
            ctype = "application/x-gzip" if f["file"].endswith(".gz") else "application/xml"
            out.append((f["file"], _url(f), body, ctype, "sitemap"))
        else:
            out.append((f["file"], _url(f), body, "text/plain; charset=utf-8", "html"))
    return out


def verdict(url: str, body: bytes, ctype: str, *, kind: str | None = None, headers: dict | None = None,
            requested: str | None = None) -> str:
    h = {"content-type": ctype, **(headers or {})}
    from changewire_common.domains import url_domain
    c = classify_response(200, h, body, final_url=url, sensor_domain=url_domain(url), requested_url=requested or url,
                          kind=kind)
    return c.outcome.value if c.failure_class is None else f"{c.outcome.value}:{c.failure_class.value}: {c.error}"


def _wrong(results: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(n, v) for n, v in results if v != FetchOutcome.OK.value]


# --- 1. the corpus as it was served -----------------------------------------------------------------------------------

def test_corpus_html_is_ok() -> None:
    pages = html_pages()
    assert len(pages) == 157
    assert _wrong([(n, verdict(u, b, ct)) for n, u, b, ct in pages]) == []
    # behind Cloudflare, with a session cookie, as most of them are today
    cf = {"server": "cloudflare", "cf-ray": "8f1a2b3c4d5e6f70-AMS", "set-cookie": "__cf_bm=abc; path=/; HttpOnly"}
    assert _wrong([(n, verdict(u, b, ct, headers=cf)) for n, u, b, ct in pages]) == []
    # a page with no declared content type (an old server): sniffed as HTML, still the page
    assert _wrong([(n, verdict(u, b, "")) for n, u, b, _ in pages]) == []


#: a "robots.txt" the corpus kept as it was served: Imperva's block page (an iframe to _Incapsula_Resource saying
#: "Request unsuccessful. Incapsula incident ID"), not a robots file — a TRUE positive, pinned as one
WALLED_ROBOTS = "robots/www.economist.com.txt"


def test_corpus_documents_are_ok() -> None:
    docs = [d for d in documents() if d[0] != WALLED_ROBOTS]
    assert len(docs) == 89
    assert _wrong([(n, verdict(u, b, ct, kind=k)) for n, u, b, ct, k in docs]) == []
    # through `changewire fetch URL`: no kind known, the URL and the body say what it is
    assert _wrong([(n, verdict(u, b, ct)) for n, u, b, ct, _k in docs]) == []
    # feeds served as text/xml or text/html by a lazy server
    feeds = [d for d in docs if d[4] == "feed" and not d[0].endswith(".json")]
    assert _wrong([(n, verdict(u, b, "text/xml", kind=k)) for n, u, b, _ct, k in feeds]) == []


def test_corpus_walled_robots_file_is_a_wall() -> None:
    (n, u, b, ct, _k), = [d for d in documents() if d[0] == WALLED_ROBOTS]
    assert verdict(u, b, "text/html").startswith("failed:BOT_CHALLENGE: bot challenge (imperva)")
    assert verdict(u, b, ct).startswith("failed:BOT_CHALLENGE: bot challenge (imperva)")


# --- 2. titles that hold the words the rules key on -------------------------------------------------------------------

FUZZ_TITLES = [
    "404 Media", "Error Correction in Quantum Computing", "Access Denied: a documentary",
    "Checking your credit score", "Maintenance guide for e-bikes", "Domain-driven design",
    "Just a moment with our CEO", "Page not found? Our SEO guide", "Sign in with Apple is coming",
    "Unavailable in stores", "Parked cars and city planning", "Why your browser is not supported by the web",
    # with a site's name, as titles carry it
    "404 Media | Independent tech journalism", "Access Denied: a documentary – Netflix",
    "How to fix \u201cPage not found\u201d errors in WordPress | Kinsta", "Just a moment: our CEO on the merger | Acme",
    "The 404 page: a history – Smashing Magazine", "Not Found: the missing-person podcast", "Oops! I did it again",
    "Server Error Budgets in SRE | Google SRE book", "Under Maintenance: a short film", "We'll be right back: TV history",
    "Before you continue reading: our editorial standards", "Subscribe to read: how paywalls changed news",
    "Captcha solving services are a scam \u2014 Krebs on Security", "Attention Required: ADHD in adults | Mayo Clinic",
    "Forbidden Planet (1956) - IMDb", "Bad Gateway Brewing Co. | Taproom", "Too Many Requests? Rate limiting explained",
    "One more step toward net zero | Acme", "Security Check-in at Munich Airport", "Please wait… loading the future",
    "Seite nicht gefunden – ein Roman von Anna Weber", "Wartungsarbeiten an der A7: Sperrungen | NDR",
    "Error 404: the band's new album", "Site expired? Renew your domain in 3 steps",
]

_TITLE_RE = re.compile(rb"(?is)(<title[^<>]*>).*?(</title\s*>)")


def retitled(body: bytes, title: str) -> bytes:
    t = title.encode("utf-8").replace(b"&", b"&amp;")
    new, n = _TITLE_RE.subn(lambda m: m.group(1) + t + m.group(2), body, count=1)
    if n == 0:
        new = re.sub(rb"(?i)<head[^<>]*>", lambda m: m.group(0) + b"<title>" + t + b"</title>", body, count=1)
    return new


_XFAIL_TITLES = {
    "Seite nicht gefunden – ein Roman von Anna Weber": "a not-found phrase that is the whole first part of the title, "
    "then a separator and more words: the very shape of a soft 404 under a long site name ('Seite nicht gefunden – "
    "Bundesministerium für Wirtschaft und Klimaschutz'); telling a novel's page from it needs the page's text, which "
    "a real novel's page would also fill with its title",
}


@pytest.mark.parametrize("title", [pytest.param(t, marks=pytest.mark.xfail(strict=True, reason=_XFAIL_TITLES[t]))
                                   if t in _XFAIL_TITLES else t for t in FUZZ_TITLES])
def test_retitled_corpus_pages_stay_ok(title: str) -> None:
    wrong = _wrong([(n, verdict(u, retitled(b, title), "text/html; charset=utf-8")) for n, u, b, _ in html_pages()])
    assert wrong == []


# --- 3. what real pages add: banners, slow refreshes ------------------------------------------------------------------

ONETRUST_BANNER = (
    '<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div><div id="onetrust-'
    'banner-sdk" class="otFlat" tabindex="0" role="region" aria-label="Cookie banner"><div role="dialog" aria-label='
    '"We value your privacy"><div class="ot-sdk-container"><div class="ot-sdk-row"><div id="onetrust-group-container" '
    'class="ot-sdk-eight ot-sdk-columns"><div class="banner_logo"></div><div id="onetrust-policy"><h2 id="onetrust-'
    'policy-title">We value your privacy</h2><div id="onetrust-policy-text">We and our partners use cookies to store '
    'and/or access information on a device. Click "Accept All Cookies" to agree, or "Cookie Settings" to choose. '
    '<a class="ot-cookie-policy-link" href="/privacy" aria-label="More information about your privacy">Privacy '
    'Policy</a></div></div></div><div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id='
    '"onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookie Settings</button><button id="onetrust-reject-'
    'all-handler">Reject All</button><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div>'
    '</div></div></div></div></div>'
    '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="01234567-89ab-cdef-0123-'
    '456789abcdef" charset="UTF-8"></script>')
COOKIEBOT_BANNER = (
    '<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4f2b5a8e-1c3d-4e5f-8a9b-0c1d2e3f4a5b" '
    'data-blockingmode="auto" type="text/javascript"></script><div id="CybotCookiebotDialog" role="dialog" '
    'aria-modal="true" aria-label="Diese Webseite verwendet Cookies"><h2 id="CybotCookiebotDialogBodyContentTitle">'
    'Diese Webseite verwendet Cookies</h2><div id="CybotCookiebotDialogBodyContentText">Wir verwenden Cookies, um '
    'Inhalte und Anzeigen zu personalisieren, Funktionen für soziale Medien anbieten zu können und die Zugriffe auf '
    'unsere Website zu analysieren.</div><button id="CybotCookiebotDialogBodyButtonDecline">Ablehnen</button><button '
    'id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Alle zulassen</button></div>')


def _after_body(body: bytes, insert: str) -> bytes:
    new, n = re.subn(rb"(?i)<body[^<>]*>", lambda m: m.group(0) + insert.encode(), body, count=1)
    return new if n else insert.encode() + body


def _in_head(body: bytes, insert: str) -> bytes:
    new, n = re.subn(rb"(?i)<head[^<>]*>", lambda m: m.group(0) + insert.encode(), body, count=1)
    return new if n else insert.encode() + body


@pytest.mark.parametrize("banner", [ONETRUST_BANNER, COOKIEBOT_BANNER], ids=["onetrust", "cookiebot"])
def test_pages_with_a_consent_banner_stay_ok(banner: str) -> None:
    wrong = _wrong([(n, verdict(u, _after_body(b, banner), ct)) for n, u, b, ct in html_pages()])
    assert wrong == []


@pytest.mark.parametrize("refresh", ['<meta http-equiv="refresh" content="600">',
                                     '<meta http-equiv="Refresh" content="300">',
                                     '<meta http-equiv="refresh" content="900; url=?refresh=1">'])
def test_pages_that_reload_every_few_minutes_stay_ok(refresh: str) -> None:
    cookie = {"set-cookie": "SESSION=8f7a; Path=/; Secure; HttpOnly"}
    wrong = _wrong([(n, verdict(u, _in_head(b, refresh), ct, headers=cookie)) for n, u, b, ct in html_pages()])
    assert wrong == []


# --- 4. pages ABOUT what the rules look for, an SPA shell, a small real page -----------------------------------------

H = {"content-type": "text/html; charset=utf-8"}


def _page(title: str, main: str, *, head: str = "", nav: int = 6, lang: str = "en", footer: bool = True) -> bytes:
    links = "".join(f'<a href="/{p}">{p.title()}</a>' for p in
                    ("products", "pricing", "customers", "blog", "careers", "about", "contact", "press")[:nav])
    foot = ('<footer><p>&copy; 2026 Northwind Labs GmbH, Torstra\u00dfe 140, 10119 Berlin</p><a href="/imprint">'
            'Imprint</a> <a href="/privacy">Privacy</a></footer>') if footer else ""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width, initial-scale=1"><title>{title}</title>'
            f'<link rel="stylesheet" href="/assets/app.3f9c1e.css">{head}</head><body><header><nav>{links}</nav>'
            f'</header><main>{main}</main>{foot}</body></html>').encode()


CF_OUTAGE_BRIEF = _page(
    "Cloudflare outage takes down X, ChatGPT and Spotify for three hours | The Register",
    "<article><h1>Cloudflare outage takes down X, ChatGPT and Spotify</h1><p class=byline>By Simon Sharwood, "
    "Tue 18 Nov 2025 // 14:02 UTC</p><p>Visitors to a large slice of the web were greeted this morning by "
    "Cloudflare's error pages instead of the sites they wanted. Many saw \u201cInternal server error \u2013 Error code "
    "500\u201d, others the familiar \u201cJust a moment...\u201d challenge that never finished, or a "
    "\u201cPlease unblock challenges.cloudflare.com to proceed\u201d banner.</p><p>Cloudflare said a configuration "
    "file generated to manage threat traffic grew beyond an expected size and crashed the software that routes "
    "traffic for many of its services. The company rolled back the change at 14:30 UTC.</p><p>\u201cWe are sorry "
    "for the impact to our customers and to the Internet in general,\u201d the company wrote.</p></article>",
    nav=4)
CAPTCHA_EXPLAINER = _page(
    "What is a CAPTCHA, and why do sites ask if you're a robot? | Proton",
    "<article><h1>What is a CAPTCHA?</h1><p>A CAPTCHA (Completely Automated Public Turing test to tell Computers "
    "and Humans Apart) is a test that asks you to prove you are human: \u201cverify you are human\u201d, pick the "
    "traffic lights, or tick \u201cI'm not a robot\u201d.</p><h2>reCAPTCHA, hCaptcha and Turnstile</h2><p>Google's "
    "reCAPTCHA v3 scores you in the background; hCaptcha pays sites; Cloudflare Turnstile runs invisible challenges."
    "</p><h2>Are they private?</h2><p>reCAPTCHA sets cookies and reads your browser. Privacy-friendly options "
    "exist.</p></article>",
    head='<script src="https://www.google.com/recaptcha/api.js" async defer></script>', nav=5)
PAYWALL_OPINION = _page(
    "Subscribe to read? Why paywalls are winning | Nieman Lab",
    "<article><h1>Why paywalls are winning</h1><p>Five years ago, a reader who hit a \u201cSubscribe to continue "
    "reading\u201d box usually left. Today, more of them pay.</p><p>The Financial Times, the New York Times and "
    "Axel Springer's titles all report record digital subscriptions, and smaller outlets with metered paywalls "
    "are following.</p></article>", nav=5)
GDPR_BRIEF = _page(
    "Why US news sites are still unavailable in the EU, seven years after GDPR",
    "<article><h1>Still blocked in Europe</h1><p>Some American newspapers still show European readers a notice "
    "that says their website is \u201ccurrently unavailable in your country\u201d. Lee Enterprises and Tronc chose "
    "to block rather than comply when the General Data Protection Regulation took effect in May 2018.</p><p>Few "
    "reversed course.</p></article>", nav=4)
PARKED_EXPLAINER = _page(
    "What is a parked domain? | Namecheap Knowledgebase",
    "<article><h1>What is a parked domain?</h1><p>A parked domain is a registered domain that does not host a site "
    "yet. Registrars show a placeholder page, often saying \u201cThis domain is parked free, courtesy of ...\u201d or "
    "\u201cThis domain may be for sale\u201d, with ads from a parking service such as Sedo or Bodis.</p><p>You can "
    "point a parked domain at a hosting account at any time.</p></article>", nav=3)
MAINTENANCE_NEWS = _page(
    "Maintenance guide for e-bikes: 7 checks before winter | Bosch eBike Systems",
    "<article><h1>Maintenance guide for e-bikes</h1><p>Check your battery's charge, clean the chain, test the "
    "brakes. We'll be back soon with a video guide.</p><ol><li>Battery</li><li>Chain</li><li>Brakes</li></ol>"
    "</article>", nav=4)
BROWSER_DOCS = _page(
    "Your browser is not supported | Web Almanac 2025 chapter on browser support",
    "<article><h1>\u201cYour browser is not supported\u201d</h1><p>How many sites still turn visitors away by user "
    "agent? We crawled 16 million home pages and found the notice on 0.3 % of them.</p></article>", nav=4)
SIGN_IN_APPLE = _page(
    "Sign in with Apple is coming to our app | Acme Blog",
    "<article><h1>Sign in with Apple is coming</h1><p>Starting next month you can sign in to Acme with your Apple "
    "Account. Your password stays yours.</p><p><a href='/login'>Sign in</a></p></article>", nav=3)
CONSENT_BANNER_SMALL = _page(
    "Kontakt | Holzbau Maier GmbH",
    "<h1>Kontakt</h1><p>Holzbau Maier GmbH<br>Industriestra\u00dfe 12<br>87435 Kempten</p><p>Telefon 0831 12345"
    "</p>" + COOKIEBOT_BANNER, nav=4, lang="de")
CONTACT_SHORT = _page(
    "Contact us | Northwind Labs",
    "<h1>Contact us</h1><p>Questions about Northwind? Write to us and we answer within a day.</p><form "
    "action='/contact' method='post'><input type='hidden' name='csrfmiddlewaretoken' value='Xk2m9Qa7Zr1'>"
    "<label>Email <input type='email' name='email'></label><label>Message <textarea name='msg'></textarea>"
    "</label><div class='g-recaptcha' data-sitekey='6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789'></div><button>Send"
    "</button></form><p>Or call +49 30 1234567.</p>",
    head='<script src="https://www.google.com/recaptcha/api.js" async defer></script>', nav=3)
CONTACT_TINY = (
    b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Contact \xe2\x80\x93 Quill & Ink Bindery'
    b'</title></head><body><h1>Contact</h1><p>Quill &amp; Ink Bindery, 14 Rope Walk, Bristol BS1 4QQ</p><p>'
    b'<a href="mailto:hello@quillink.co.uk">hello@quillink.co.uk</a> &middot; 0117 496 0123</p><p>Open Tue\xe2\x80'
    b'\x93Sat, 10\xe2\x80\x935.</p><p><a href="/">Home</a></p></body></html>')
_NEXT_STATE = json.dumps({
    "props": {"pageProps": {"job": {"id": 40413, "title": "Site Reliability Engineer \u2013 Error Budgets",
                                    "location": "Remote (EU)", "description": "<p>Keep our edge fast. You will own "
                                    "our rate limits, bot management and CAPTCHA vendors, and the 404 and 500 pages."
                                    "</p>" * 40, "notFound": False, "redirect": None},
                            "flags": {"maintenance": False, "paywall": False, "geoBlocked": False},
                            "i18n": {"error404": "Page not found", "error500": "Internal server error",
                                     "captcha": "Please verify you are human", "unsupported": "Your browser is "
                                     "not supported"}},
              "__N_SSP": True},
    "page": "/jobs/[id]", "query": {"id": "40413"}, "buildId": "b7YxZ2k1n0Qe", "isFallback": False, "gssp": True,
    "locale": "en", "locales": ["en", "de"], "scriptLoader": []})
SPA_SHELL = (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Site Reliability Engineer \u2013 Error Budgets '
    '| Northwind Careers</title><link rel="preload" href="/_next/static/css/8a1f.css" as="style"></head><body>'
    '<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">' + _NEXT_STATE + '</script>'
    '<script src="/_next/static/chunks/main-3f2a.js" defer></script><script>if (!window.fetch) { window.location.'
    'href = "/unsupported-browser"; }</script></body></html>').encode()
REDUX_SHELL = (
    '<!doctype html><html><head><meta charset="utf-8"><title>Checking your credit score | ClearScore</title>'
    '<script>window.__INITIAL_STATE__ = ' + json.dumps({"article": {"slug": "checking-your-credit-score",
                                                                     "body": "Checking your credit score does not "
                                                                     "harm it. " * 300},
                                                         "session": {"csrf": "b1f9c2", "consent": None}}) +
    ';</script></head><body><div id="root"></div><script src="/static/js/main.8c1d.js"></script></body></html>'
).encode()

HANDMADE = {
    "cloudflare outage brief": CF_OUTAGE_BRIEF, "captcha explainer": CAPTCHA_EXPLAINER,
    "paywall opinion": PAYWALL_OPINION, "gdpr brief": GDPR_BRIEF, "parked-domain explainer": PARKED_EXPLAINER,
    "maintenance guide": MAINTENANCE_NEWS, "browser docs": BROWSER_DOCS, "sign in with apple": SIGN_IN_APPLE,
    "kontakt with cookiebot": CONSENT_BANNER_SMALL, "short contact form": CONTACT_SHORT,
    "tiny contact page": CONTACT_TINY, "next.js job shell": SPA_SHELL, "redux article shell": REDUX_SHELL,
}


@pytest.mark.parametrize("name", list(HANDMADE))
def test_handmade_pages_stay_ok(name: str) -> None:
    url = "https://www.northwind-labs.com/" + name.replace(" ", "-").replace(".", "")
    assert verdict(url, HANDMADE[name], H["content-type"]) == "ok"
    # with the headers the edge adds and a slow self-refresh
    cf = {"server": "cloudflare", "cf-ray": "8f1a2b3c4d5e6f70-FRA", "set-cookie": "__cf_bm=x; HttpOnly"}
    assert verdict(url, _in_head(HANDMADE[name], '<meta http-equiv="refresh" content="600">'), H["content-type"],
                   headers=cf) == "ok"
