"""Fetch outcome and failure classification (pure): a response, a fetch error, a robots verdict or a
politeness decision → (outcome, failure class, short error, redirect URL, domain block).

Order for a response: a final registrable domain other than the sensor's → `redirected` (unless it is
a challenge vendor's host, an identity provider's sign-in host (HTTP_4XX), or a page whose URL will send the visitor
back to the page asked for — a hosted consent wall: BOT_CHALLENGE; a sign-on form: HTTP_4XX); a bot challenge → BOT_CHALLENGE (never bypassed), a small
page that sets a cookie and refreshes to itself included; a 2xx whose Refresh header or meta refresh of
no delay, or a stub page's script, sends every visitor to another registrable domain → `redirected` (to
that URL); 304 → `not_modified` (UNKNOWN when the request carried no validator: there is nothing it
could be unmodified from; a 200 without a body carrying the validator sent → `not_modified` too); a 2xx that is a
JSON error envelope (`{"ok": false, "error": ...}`) → the class it states; a 2xx that is the server's own error page
(server_error_page) → HTTP_5XX (or the class its status names); a 2xx that is a host's, a CDN's or a web server's own
page in place of the page (platform_error_page: CloudFront's and Cloudflare's pages, an object store's XML error, a
maintenance page, a site expired or deleted at its host) → the class it names; a 2xx that stands in for the page
to say we cannot have it here (access_wall_page: a geo-block, a browser refused, a hard paywall → HTTP_4XX; a consent
interstitial → BOT_CHALLENGE) → that class; 2xx → `ok`; 404/410 → PAGE_REMOVED; 429 → RATE_LIMIT (blocks the domain for
Retry-After); 3xx left unfollowed → REDIRECT; other 4xx → HTTP_4XX; 5xx → HTTP_5XX; anything else →
UNKNOWN. A redirect hop refused by robots.txt: classify_refused_hop.
"""
from __future__ import annotations

import functools
import html
import json
import re
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from datetime import datetime, timedelta
from email.utils import parsedate_to_datetime
from urllib.parse import parse_qsl, urljoin, urlsplit

import msgspec

from changewire_common.challenge import (
    CHALLENGE_HOSTS, challenge_url, detect_challenge, title_bytes, visible_text_length,
)
from changewire_common.domains import owner_domain, registrable_domain, url_domain
from changewire_common.http.charset import sniff_charset
from changewire_common.http.headers import parse_content_type
from changewire_common.surfaces import fold, is_language_segment, not_found_title
from changewire_common.urls import valid_host_name
from changewire_common.vocab import FailureClass, FetchOutcome

#: the `error` text stored on observations and failures is cut to this many characters
ERROR_MAX = 500


@dataclass(frozen=True)
class Classified:
    outcome: FetchOutcome
    failure_class: FailureClass | None = None
    error: str | None = None
    #: where the page went, for `redirected`
    redirect_url: str | None = None
    #: block the domain this long (429 / 503 with Retry-After), seconds
    block_s: float | None = None
    #: for `skipped`: when to try again
    skip_until: datetime | None = None
    #: the challenge vendor recognised (BOT_CHALLENGE)
    challenge: str | None = None


def _err(text: str) -> str:
    return text if len(text) <= ERROR_MAX else text[: ERROR_MAX - 1] + "…"


#: hosts that serve a wall in front of other sites' pages (a consent wall a site sends its visitors to before the
#: page, and back): landing there is not the page moving
_WALL_HOSTS = {"consent.yahoo.com": "consent_wall", "guce.yahoo.com": "consent_wall",
               "consent.google.com": "consent_wall", "consent.youtube.com": "consent_wall"}
#: URL prefixes (host and path) of walls on a shared host: Google's "unusual traffic" CAPTCHA
_WALL_URLS = (("google.com/sorry/", "google_sorry"),)


def hosted_wall(url: str) -> str | None:
    """The wall `url` is (a hosted consent wall, Google's "unusual traffic" page), or None."""
    try:
        p = urlsplit(url)
    except ValueError:
        return None
    host = (p.hostname or "").rstrip(".")
    if host in _WALL_HOSTS:
        return _WALL_HOSTS[host]
    where = (host[4:] if host.startswith("www.") else host) + p.path
    return next((name for prefix, name in _WALL_URLS if where.startswith(prefix)), None)


#: registrable domains that serve nothing but a sign-in in front of other sites' pages (Cloudflare Access, Okta,
#: Auth0, OneLogin, Microsoft Entra ID), and such hosts on a shared domain (Google's, Microsoft's account sign-in):
#: a redirect there is a login wall — what a 401 says —, never the page moving (their callbacks name a handler of
#: the site, `/cdn-cgi/access/...`, `/.auth/login/aad/callback`, or the page by a relative `redirect_url`)
_SIGN_ON_DOMAINS = frozenset({"cloudflareaccess.com", "microsoftonline.com"})
#: ... whose tenants sign in on a subdomain of their own, beside the company's public site (okta.com, www.okta.com)
_SIGN_ON_TENANTS = frozenset({"okta.com", "oktapreview.com", "okta-emea.com", "auth0.com", "onelogin.com"})
_SIGN_ON_HOSTS = frozenset({"accounts.google.com", "login.live.com"})


def sign_on_host(url: str) -> bool:
    """Whether `url` is on an identity provider's sign-in host: any host of _SIGN_ON_DOMAINS, a tenant's subdomain of
    _SIGN_ON_TENANTS (not the provider's own site at the apex or www), or one of _SIGN_ON_HOSTS."""
    try:
        host = (urlsplit(url).hostname or "").rstrip(".").lower()
    except ValueError:
        return False
    if host in _SIGN_ON_HOSTS:
        return True
    domain = url_domain(url)
    if domain in _SIGN_ON_DOMAINS:
        return True
    return domain in _SIGN_ON_TENANTS and host not in (domain, "www." + domain)


def _host(url: str) -> str:
    try:
        return (urlsplit(url).hostname or "").rstrip(".")
    except ValueError:
        return ""


def _other_owner(url: str, other: str) -> bool:
    """Whether `other` is on another owner's site than `url` though both share a registrable domain: two customers'
    names under a shared host (the public suffix list's private section: acme.pages.dev and rival.pages.dev, or
    domains.owner_domain's shared hosts). Hosts are compared first: a redirect within one host costs nothing."""
    a, b = _host(url), _host(other)
    return bool(a and b) and a != b and owner_domain(a) != owner_domain(b)


def sensor_domain_of(url: str, domain: str | None) -> str:
    """The registrable domain a sensor lives on: its `domain` column, else derived from the URL."""
    return registrable_domain(domain) if domain else url_domain(url)


def classify_response(
    status: int,
    headers: Mapping[str, str],
    body: bytes,
    *,
    final_url: str,
    sensor_domain: str,
    retry_after_s: float | None = None,
    rate_limit_block_s: float = 600.0,
    max_block_s: float = 86400.0,
    conditional: bool = True,
    requested_url: str | None = None,
    sent_etag: str | None = None,
    sent_last_modified: str | None = None,
    kind: str | None = None,
) -> Classified:
    """Classify an HTTP response (after redirects). `headers` keys are lower case. `conditional`: the
    request carried a validator (If-None-Match / If-Modified-Since); `sent_etag` / `sent_last_modified`: their
    values. `requested_url`: the URL asked for (a redirect from it to the site's own sign-in form is a login wall:
    HTTP_4XX). `kind`: the sensor's kind when known (a feed, sitemap or API answered by an HTML page or an empty
    body is not the document: see expected_document)."""
    final_domain = url_domain(final_url)
    if final_domain and final_domain == sensor_domain and requested_url and requested_url != final_url \
            and _other_owner(requested_url, final_url):
        # another customer's site under the same shared host (acme.pages.dev → rival.pages.dev): another site
        final_domain = owner_domain(_host(final_url))
    if sensor_domain and final_domain and final_domain != sensor_domain and (
            final_domain in CHALLENGE_HOSTS or hosted_wall(final_url)):
        # sent away to the vendor's challenge page, a hosted consent wall: not a move
        vendor = CHALLENGE_HOSTS.get(final_domain) or hosted_wall(final_url) or "interstitial"
        return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                          _err(f"bot challenge ({vendor}): redirected to {final_domain}; not bypassed"),
                          challenge=vendor)
    if sensor_domain and final_domain and final_domain != sensor_domain and sign_on_host(final_url):
        # sent to an identity provider to sign in (Cloudflare Access, Okta, Entra ID): the page now needs an account
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX,
                          _err(f"login wall: sent to {final_domain} to sign in (HTTP {status})"))
    if sensor_domain and final_domain and final_domain != sensor_domain and requested_url \
            and sends_back_from_away(final_url, requested_url, sensor_domain):
        # sent to another site that will send us back to this very page afterwards (a publisher group's hosted
        # consent wall, a sign-on page told to return here): a step in front of the page, not the page moving
        if _PASSWORD_INPUT.search(body, 0, 65536) is not None:
            return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX,
                              _err(f"login wall: sent to {final_domain} to sign in and come back (HTTP {status})"))
        return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                          _err(f"interstitial on {final_domain} that sends visitors back to the page (HTTP {status})"),
                          challenge="interstitial")
    if sensor_domain and final_domain and final_domain != sensor_domain:
        return Classified(FetchOutcome.REDIRECTED, redirect_url=final_url,
                          error=_err(f"moved to another domain: {final_domain} (HTTP {status})"))
    vendor = detect_challenge(status, headers, body)
    if vendor is None and 200 <= status < 300 and refresh_gate(headers, body, final_url):
        vendor = "cookie_gate"
    if vendor is not None:
        block = None
        if status in (429, 503) and retry_after_s:
            block = min(retry_after_s, max_block_s)
        return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                          _err(f"bot challenge ({vendor}) answered with HTTP {status}; not bypassed"),
                          block_s=block, challenge=vendor)
    if 200 <= status < 300 and body:
        # the checks below read a page's words as UTF-8 bytes: a page in another charset (UTF-16 saved by Notepad or
        # written by IIS, ISO-8859-1, windows-1251) is read in its own
        body = utf8_view(headers, body)
    # the first 32 KiB lower-cased, shared by the body checks below (a copy of each was a tenth of their time)
    low = body[:_REFRESH_SCAN].lower() if 200 <= status < 300 and body else b""
    if 200 <= status < 300 and sensor_domain:
        target = refresh_target(headers, body, final_url, low=low) or script_stub_target(body, final_url, low=low)
        wall = challenge_url(target) if target else None
        if wall is not None:
            # sent at once into a wall's own path (DDoS-Guard's check, Cloudflare's platform), on any site
            return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                              _err(f"bot challenge ({wall}): refreshed to {target}; not bypassed"), challenge=wall)
        target_domain = url_domain(target) if target else None
        if target_domain and target_domain == sensor_domain and _other_owner(requested_url or final_url, target):
            target_domain = owner_domain(_host(target))  # another customer's site on the same shared host
        if target and target_domain and target_domain != sensor_domain:
            if target_domain in CHALLENGE_HOSTS:
                vendor = CHALLENGE_HOSTS[target_domain]
                return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                                  _err(f"bot challenge ({vendor}): refreshed to {target_domain}; not bypassed"),
                                  challenge=vendor)
            # a page that sends every visitor on to another site at once (a meta refresh or a Refresh header
            # of no delay, instead of a 3xx): the page moved away
            return Classified(FetchOutcome.REDIRECTED, redirect_url=target,
                              error=_err(f"moved to another domain: {target_domain} (HTTP {status}, refresh)"))
        if target and target_domain:
            # sent at once to another page of the site: judged as a redirect there would be (its sign-in page, its
            # not-found or maintenance page, its home page; an anchor of a page is not judged by the page)
            fc_what = None if urlsplit(target).fragment else _refreshed_landing(final_url, target)
            if fc_what is not None:
                fc, what = fc_what
                return Classified(FetchOutcome.FAILED, fc, _err(f"refreshed to {what} {target} (HTTP {status})"),
                                  challenge="interstitial" if fc == FailureClass.BOT_CHALLENGE else None)
            if _other_page(final_url, target):
                # a redirect written as a page ("Redirecting…" and a refresh of no delay): the stub is not the page,
                # and watching it would watch nothing. REDIRECT fails the sensor, and repair follows the refresh
                return Classified(FetchOutcome.FAILED, FailureClass.REDIRECT,
                                  _err(f"the page moved: an instant refresh to {target} (HTTP {status}); a redirect "
                                       "by refresh is not followed"), redirect_url=target)
    if 200 <= status < 300 and requested_url and login_wall(requested_url, final_url, body):
        # the page asked for sent us to the site's sign-in form: what a 401 says, as a page. The form is
        # not the page (stored as it, it would read as the page's content replaced by a login form)
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX,
                          _err(f"login wall: redirected to the sign-in page {final_url} (HTTP {status})"))
    landing = redirect_landing(requested_url, final_url) if 200 <= status < 300 and requested_url else None
    if landing is not None:
        # the site sent us to its way of saying it cannot show the page (a soft 404, its maintenance or error
        # page, an access-denied page, an age gate): storing that page as the sensor's would read as its
        # content replaced
        fc, what = landing
        return Classified(FetchOutcome.FAILED, fc, _err(f"redirected to {what} {final_url} (HTTP {status})"),
                          challenge="interstitial" if fc == FailureClass.BOT_CHALLENGE else None)
    if status == 206:
        # we never ask for a range: a part of the page stored as the page would read as most of it removed
        return Classified(FetchOutcome.FAILED, FailureClass.UNKNOWN,
                          "HTTP 206 Partial Content to a request without Range (a part of the page, not the page)")
    if 200 <= status < 300 and body and unexecuted_source(headers, body):
        # the page's server-side source served as a file (nginx without its PHP location, php-fpm gone, Apache
        # without mod_php): the server failed to run the page. Stored, the code would read as the page replaced
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_5XX,
                          f"the page's PHP source was served instead of the page (HTTP {status}): the server did "
                          "not run it")
    envelope = json_error_envelope(body) if 200 <= status < 300 and body else None
    if envelope is not None:
        # an API that answers its errors with 200 and a JSON error object (Spring Boot and Express behind a proxy,
        # Slack's `ok: false`, GraphQL's `errors` without data, Google's `error.code`): stored as the record, it
        # reads as every field removed, and back again on the next good answer
        fc, what = envelope
        block = None
        if fc == FailureClass.RATE_LIMIT:
            block = min(retry_after_s if retry_after_s is not None else rate_limit_block_s, max_block_s)
        return Classified(FetchOutcome.FAILED, fc, _err(f"HTTP {status} with a JSON error: {what}"), block_s=block)
    if status == 200 and not body and (sent_etag or sent_last_modified) \
            and same_validator(headers, sent_etag, sent_last_modified):
        # no body, and the very validator we sent: the server meant 304 and wrote 200 (a script's conditional GET
        # handled by hand). Stored, the empty body would read as the whole page removed, and back on the next run
        return Classified(FetchOutcome.NOT_MODIFIED)
    expected = expected_document(requested_url, kind) if 200 <= status < 300 and requested_url else None
    if expected is not None and (not body or body.isspace()):
        # a feed, sitemap, JSON document or PDF is never empty (an empty feed is still its <rss><channel>): the server
        # failed to write it (a script that died after its headers). Stored, it would read as every item removed
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_5XX,
                          _err(f"an empty body in place of the {expected} (HTTP {status})"))
    # (a feed or sitemap is XML whose <title> is its channel's, not a page's: "404 Media" is a feed's name)
    title = page_title(headers, body) if 200 <= status < 300 and body and not xml_document(body) else None
    if title is not None and soft_not_found(headers, body, title=title):
        # the page answers 200 with the site's "page not found": stored as the page, it would read as the
        # page's content replaced, and the sensor would never fail (repair would never look for it)
        return Classified(FetchOutcome.FAILED, FailureClass.PAGE_REMOVED,
                          f"the page says it was not found (a soft 404, HTTP {status})")
    failure = server_error_page(headers, body, title=title, low=low) if 200 <= status < 300 and body else None
    if failure is not None:
        # the server, its proxy or its framework failed and said so on a 2xx (nginx's `error_page 502 =200`, PHP
        # printing its fatal error, a cache's synthetic error page): not the page, and not a change of it
        fc, what = failure
        return Classified(FetchOutcome.FAILED, fc, _err(f"{what} (answered HTTP {status})"))
    failure = platform_error_page(headers, body, title=title, low=low) if 200 <= status < 300 and body else None
    if failure is not None and not watches_error_page(final_url):
        # a host's or an edge's own page for a page it cannot serve, on a 2xx (CloudFront's "The request could not be
        # satisfied", Cloudflare's 52x and 1015, an object store's XML error, a site builder's "Website Expired")
        fc, what = failure
        block = min(retry_after_s if retry_after_s is not None else rate_limit_block_s, max_block_s) \
            if fc == FailureClass.RATE_LIMIT else None
        return Classified(FetchOutcome.FAILED, fc, _err(f"{what} (answered HTTP {status})"), block_s=block)
    if title and sign_in_page(final_url, body, low, title=title):
        # the page itself answers with a sign-in form that says the page needs an account (a members-only or
        # password-protection plugin showing its form at every URL instead of redirecting to it): as a 401 says
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX,
                          _err(f"login wall: the page answers with a sign-in form (HTTP {status})"))
    failure = heading_page(headers, body, low, final_url) \
        if 200 <= status < 300 and title and bare_title(title) else None
    if failure is not None:
        # titled by the site's name, the page's own heading says what it is: "Page not found", "We'll be back soon!"
        fc, what = failure
        return Classified(FetchOutcome.FAILED, fc, _err(f"{what} (answered HTTP {status})"))
    wall = access_wall_page(body, title=title, url=final_url, low=low) \
        if 200 <= status < 300 and body and title is not None else None
    if wall is not None:
        # a page standing in for the page to say we cannot have it from here (a geo-block, a consent interstitial, a
        # browser refused, a hard paywall): stored, it would read as the page's content replaced, and back again
        fc, what = wall
        return Classified(FetchOutcome.FAILED, fc, _err(f"{what} (answered HTTP {status})"),
                          challenge="consent_wall" if fc == FailureClass.BOT_CHALLENGE else None)
    if 200 <= status < 300 and parked_page(body, low=low):
        # the domain lapsed or is for sale: a parking service answers every path with its own page
        return Classified(FetchOutcome.FAILED, FailureClass.PAGE_REMOVED,
                          f"the domain is parked (a parking or for-sale page, HTTP {status})")
    if expected is not None and html_in_place_of(expected, body):
        # the feed (sitemap, JSON API, PDF) now answers an HTML page — the site's home page or a catch-all SPA shell at
        # that URL: the document is gone from there. `ok`, the differ would fail to parse it on every run (a parse
        # failure, which repair does not act on as on PAGE_REMOVED) or, read as a page, report the feed's items replaced
        # by a home page; PAGE_REMOVED lets repair look for where the document went. A sign-in form there says what a
        # 401 says
        if _PASSWORD_INPUT.search(body, 0, 65536) is not None:
            return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX,
                              _err(f"login wall: a sign-in page in place of the {expected} (HTTP {status})"))
        return Classified(FetchOutcome.FAILED, FailureClass.PAGE_REMOVED,
                          _err(f"an HTML page in place of the {expected} (HTTP {status}): the {expected} is gone"))
    if status == 304:
        if not conditional:
            # a sensor without a baseline would stay "unchanged" forever, its page never read
            return Classified(FetchOutcome.FAILED, FailureClass.UNKNOWN,
                              "HTTP 304 Not Modified to a request without validators (nothing to be unmodified from)")
        return Classified(FetchOutcome.NOT_MODIFIED)
    if 200 <= status < 300:
        return Classified(FetchOutcome.OK)
    if status in (404, 410):
        return Classified(FetchOutcome.FAILED, FailureClass.PAGE_REMOVED, f"HTTP {status}")
    if status == 429:
        # X-RateLimit-Reset, RateLimit t=
        reset_s = rate_limit_spent(headers, spent=True) if retry_after_s is None else None
        block = min(retry_after_s if retry_after_s is not None else reset_s if reset_s else rate_limit_block_s,
                    max_block_s)
        return Classified(FetchOutcome.FAILED, FailureClass.RATE_LIMIT,
                          f"HTTP 429; domain paused {block:.0f}s", block_s=block)
    if 300 <= status < 400:
        loc = headers.get("location")
        why = f"HTTP {status} redirect not followed" + (f" (Location: {loc})" if loc else " (no Location)")
        return Classified(FetchOutcome.FAILED, FailureClass.REDIRECT, _err(why))
    spent = rate_limit_spent(headers) if status in _QUOTA_STATUSES else None
    if spent is not None:
        # the API says its quota is spent while answering 403 / 503 (GitHub, many others): a rate limit, paused
        # until it says the quota comes back — not a refusal or a broken server
        reset_s = spent if spent > 0 else None
        block = min(retry_after_s if retry_after_s is not None else reset_s if reset_s is not None
                    else rate_limit_block_s, max_block_s)
        return Classified(FetchOutcome.FAILED, FailureClass.RATE_LIMIT,
                          f"HTTP {status} with its rate limit spent; domain paused {block:.0f}s", block_s=block)
    if 400 <= status < 500:
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX, f"HTTP {status}")
    if 500 <= status < 600:
        block = min(retry_after_s, max_block_s) if status == 503 and retry_after_s else None
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_5XX, f"HTTP {status}", block_s=block)
    return Classified(FetchOutcome.FAILED, FailureClass.UNKNOWN, f"unexpected HTTP status {status}")


#: a PHP file's opening tag, at the very start of what a server sent (a BOM or blank lines an editor left aside)
_PHP_OPEN = re.compile(rb"(?i)<\?php[\s]")


def unexecuted_source(headers: Mapping[str, str], body: bytes) -> bool:
    """Whether `body` is a PHP file as written, not what running it prints: it opens with `<?php` (a page the
    interpreter ran never shows its tags). Sent as text/plain it is meant as code (a code host's raw file view). Reads
    the first bytes only."""
    head = body[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
    if not head[:2] == b"<?" or _PHP_OPEN.match(head) is None:
        return False
    return (headers.get("content-type") or "").split(";", 1)[0].strip().lower() != "text/plain"


#: a URL's last path segment naming a feed (WordPress' /feed/ and /feed/atom/, Ghost's /rss/) and the query keys that
#: ask for one (WordPress' ?feed=rss2)
_FEED_SEGMENTS = frozenset({"feed", "rss", "atom", "rss2"})
_FEED_QUERY = re.compile(r"(?i)(?:^|&)feed=")
#: the JSON APIs the differ reads (apis.py) on hosts that answer nothing but JSON
_JSON_API_HOSTS = frozenset({"boards-api.greenhouse.io", "api.greenhouse.io", "api.lever.co", "api.eu.lever.co",
                             "api.ashbyhq.com"})
#: a document's own root among a body's first bytes (XML's, for feeds and sitemaps)
_XML_ROOT = re.compile(rb"<(?:rss|feed|rdf:rdf|urlset|sitemapindex)[\s>]")
#: how far into a body its kind is looked for (a prolog, a comment, a doctype come first)
_DOC_HEAD = 1024


#: what a sensor of each kind watches, when it is no HTML page
_KIND_DOCUMENTS = {"feed": "feed", "sitemap": "sitemap", "json": "JSON document", "status_json": "JSON document",
                   "ats": "job board's API document"}


@functools.lru_cache(maxsize=65536)  # (asked on every 200 of every sensor: its URL rarely changes)
def _named_document(url: str) -> tuple[str, bool] | None:
    """(what, named by its file extension) for a URL naming a document that is no HTML page, by its path, query or
    host: "feed" (.rss, .atom, .rdf, /feed/, /rss/, ?feed=), "sitemap" (a sitemap's .xml, .xml.gz), "XML document"
    (another .xml), "JSON document" (.json, WordPress' /wp-json/, the job-board APIs the differ reads), "PDF"
    (.pdf, without a query); None for a page."""
    try:
        p = urlsplit(url)
    except ValueError:
        return None
    path = p.path.lower().rstrip("/")
    last = path.rsplit("/", 1)[-1]
    if last.endswith((".xml", ".xml.gz")):
        if "sitemap" in last:
            return "sitemap", True
        return ("feed" if last.startswith(("feed", "rss", "atom")) else "XML document"), True
    if last.endswith((".rss", ".atom", ".rdf")):
        return "feed", True
    if last.endswith(".json"):
        return "JSON document", True
    if last.endswith(".pdf") and not p.query:
        # (with a query, a handler answers — `?download=1`, `?view=` — and may answer a page of its own)
        return "PDF", True
    if last in _FEED_SEGMENTS or _FEED_QUERY.search(p.query):
        return "feed", False
    if "/wp-json/" in path + "/" or (p.hostname or "") in _JSON_API_HOSTS:
        return "JSON document", False
    return None


def expected_document(url: str, kind: str | None = None) -> str | None:
    """What the sensor of `url` and `kind` (None: not known, as for `changewire fetch URL`) watches when it is no HTML
    page: what its kind says (a feed, a sitemap, a JSON document), else what its URL names (_named_document) — for an
    `html` sensor only by a file extension (a sensor of /community/feed watches a page named so); None for a page."""
    named = _named_document(url)
    if kind in _KIND_DOCUMENTS:
        return named[0] if named is not None and named[0] != "XML document" else _KIND_DOCUMENTS[kind]
    if named is None or (kind is not None and not named[1]):
        return None
    return named[0]


def xml_document(body: bytes) -> bool:
    """Whether a body opens as a feed or a sitemap (its root element among its first bytes, and no <html>)."""
    head = body[:_DOC_HEAD].lower()
    return _XML_ROOT.search(head) is not None and b"<html" not in head


def html_in_place_of(expected: str, body: bytes) -> bool:
    """Whether `body`, answered for a URL naming `expected` (expected_document), is an HTML page instead: it opens
    as HTML (a doctype or <html> among its first bytes) and is not that document (a feed's or sitemap's root, JSON,
    a PDF's signature). Reads 1 KiB."""
    head = body[:_DOC_HEAD].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if not head.startswith(b"<") or (b"<html" not in head and b"<!doctype html" not in head):
        return False
    if expected == "PDF":
        return b"%pdf-" not in head
    return _XML_ROOT.search(head) is None


#: path segments (extension dropped) that name a sign-in page: /accounts/login/, /users/sign_in, /wp-login.php,
#: /Account/Login, /login.action (Confluence), /signin, /u/login/identifier (Auth0), /cas/login, /logon.aspx
_LOGIN_SEGMENTS = frozenset({"login", "log-in", "log_in", "logon", "signin", "sign-in", "sign_in", "wp-login",
                             "user-login", "userlogin", "account-login",
                             # a shop's storefront password page (Shopify's /password, every page sent there)
                             "password"})
_EXTENSION = re.compile(r"\.(?:php|aspx?|jsp|html?|action|do|cgi|pl)$")
#: a password field: the one input only a sign-in form (or a sign-up form) has
_PASSWORD_INPUT = re.compile(rb"(?i)<input\b[^<>]{0,400}?\btype\s*=\s*[\"']?password\b")
#: a sign-in step without a password field (identifier first) is a form and little else
_LOGIN_STEP_TEXT = 1000


def _refreshed_landing(url: str, target: str) -> tuple[FailureClass, str] | None:
    """What an instant refresh (or script stub) from `url` to `target` on the same site says the page is: the sign-in
    page (a login wall: HTTP_4XX), or what redirect_landing reads of a redirect there; None for another page."""
    try:
        here, there = urlsplit(url).path, urlsplit(target).path
    except ValueError:
        return None
    if _login_path(there) and not _login_path(here):
        return FailureClass.HTTP_4XX, "the sign-in page (a login wall):"
    return redirect_landing(url, target)


def _other_page(url: str, target: str) -> bool:
    """Whether `target` is another page than `url`: another path (a trailing slash aside), host or scheme (a stub on
    `http://acme.com/careers` refreshing to `https://www.acme.com/careers` is not the page either); a query or an
    anchor of the same URL is the same page."""
    try:
        a, b = urlsplit(url), urlsplit(target)
        hosts = (a.hostname or "", b.hostname or "")
    except ValueError:
        return False
    return ((a.path.rstrip("/") or "/") != (b.path.rstrip("/") or "/") or hosts[0] != hosts[1]
            or a.scheme.lower() != b.scheme.lower())


def _login_path(path: str) -> bool:
    return any(_EXTENSION.sub("", seg.lower()) in _LOGIN_SEGMENTS for seg in path.split("/") if seg)


def login_wall(requested_url: str, final_url: str, body: bytes) -> bool:
    """Whether a request for `requested_url` was redirected to the site's own sign-in page (`final_url`,
    answered 2xx with `body`): a page that now needs an account (Django's ?next=, Devise, WordPress'
    wp-login.php, ASP.NET's ?ReturnUrl=, an identifier-first step). The sign-in page is recognised by
    its path (a segment naming a login) and by its form: a password field, or a form and little else.
    A sensor that watches a sign-in page itself, a page that moved to an ordinary page with a form (a
    newsletter), a paywalled article with a "Sign in" link: none."""
    try:
        asked, got = urlsplit(requested_url), urlsplit(final_url)
    except ValueError:
        return False
    if (asked.path or "/") == (got.path or "/") or not _login_path(got.path) or _login_path(asked.path):
        return False
    head = body[:_REFRESH_SCAN * 2]
    if _PASSWORD_INPUT.search(head) is not None:
        return True
    low = head.lower()
    return b"<form" in low and not _more_than(low, b"<a ", 3) and \
        visible_text_length(body, _LOGIN_STEP_TEXT, low=low) < _LOGIN_STEP_TEXT


#: charsets whose bytes the word checks read as they are (the words they look for are written in UTF-8)
_UTF8_READ = frozenset({"utf-8", "ascii"})
#: the most of a body transcoded for them (bytes; the checks read at most the first 4 MiB of a page)
_VIEW_MAX = 4 * 1024 * 1024


def utf8_view(headers: Mapping[str, str], body: bytes) -> bytes:
    """`body` as UTF-8 bytes for the checks that read a page's words (its title and heading, a maintenance page's
    "bientôt", a parking page's phrases): an HTML (or untyped) page in another charset — UTF-16 with its byte order
    mark (Notepad's "Unicode", IIS), ISO-8859-1 / windows-1252, windows-1251 — named by its BOM, its Content-Type or
    its <meta> (sniff_charset) is transcoded; a UTF-8 page, a page in pure ASCII and any other type are returned as
    they are (no copy). Cost on a UTF-8 page: a parse of the Content-Type; without a charset there, a find in its
    first KiB (a <meta> naming UTF-8), else sniff_charset's <meta> search of 4 KiB, and for a page that names no
    charset at all a strict UTF-8 decode of its first 32 KiB (not UTF-8: windows-1252, browsers' fallback). A page in
    another charset is transcoded whole (up to _VIEW_MAX), once per classification."""
    ctype = headers.get("content-type", "")
    if ctype and "html" not in ctype:
        return body
    _mime, declared = parse_content_type(ctype)
    if declared is not None and declared.strip().lower() in ("utf-8", "utf8") and body[:2] not in (b"\xff\xfe",
                                                                                                 b"\xfe\xff"):
        return body
    if declared is None and body[:2] not in (b"\xff\xfe", b"\xfe\xff"):
        head = body[:1024].lower()
        if b'charset="utf-8"' in head or b"charset=utf-8" in head or b"charset='utf-8'" in head:
            return body  # (most pages say so in their first <meta>: no search of the <meta>s)
    charset = sniff_charset(body, declared)
    if charset is None:
        # nothing names one: UTF-8 when its head reads as UTF-8, else windows-1252, the encoding browsers fall back
        # to for an unlabelled Western page (one strict decode of the head, only for pages that name no charset)
        head = body[:_REFRESH_SCAN]
        try:
            head.decode("utf-8")
            return body
        except UnicodeDecodeError as exc:
            if exc.start >= len(head) - 4 and exc.reason == "unexpected end of data":
                return body  # (a character cut by the head's end)
        charset = "cp1252"
    if charset in _UTF8_READ or (not charset.startswith("utf-") and body.isascii()):
        return body
    try:
        text = body[:_VIEW_MAX].decode(charset, "replace")
    except (LookupError, UnicodeError):
        return body
    return text.lstrip("\ufeff").encode("utf-8", "replace")


#: a sign-in form that is the whole page: at most this many links (a "forgot your password?", a sign-up, a help)
_SIGN_IN_LINKS = 3
#: ... titled so (searched in the page's title first: the one test every titled page pays)
_SIGN_IN_TITLE = ("login", "log in", "log-in", "signin", "sign in", "sign-in", "logon", "log on", "members",
                  "member login", "private", "password", "protected", "anmeld", "connexion", "iniciar sesi", "accedi",
                  "inloggen")
#: what such a page says when it stands in front of another page (lower-cased UTF-8): a sign-in page on its own
#: ("Sign in to Acme") says none of it
_LOGIN_REQUIRED = (b"must be logged in", b"must be signed in", b"must log in", b"must sign in", b"need to log in",
                   b"need to sign in", b"need to be logged in", b"log in to view", b"log in to continue",
                   b"log in to access", b"login to view", b"login to continue", b"login to access", b"sign in to view",
                   b"sign in to access", b"login required", b"log-in required", b"members only", b"members-only",
                   b"for members only", b"only available to members", b"this content is password protected",
                   b"this site is password protected", b"this page is password protected",
                   b"bitte melden sie sich an", b"nur f\xc3\xbcr mitglieder", b"veuillez vous connecter",
                   b"connectez-vous pour", b"r\xc3\xa9serv\xc3\xa9 aux membres", b"inicia sesi\xc3\xb3n para")


def sign_in_page(url: str, body: bytes, low: bytes, *, title: str) -> bool:
    """Whether a 2xx page answered at `url`, titled as a sign-in page (`title`: "Log In", "Members only", "Private
    site"), is a sign-in form and nothing else — one password field, at most _SIGN_IN_LINKS links, less than
    _LOGIN_STEP_TEXT characters of text — that says the page needs an account ("You must be logged in to view this
    page", "Members only", "This content is password protected": _LOGIN_REQUIRED),
    where `url` names no sign-in page: a members-only or password-protection plugin that shows its form at every URL
    instead of redirecting to it (login_wall reads the redirect). A sign-in page on its own ("Sign in to Acme", with
    or without a CAPTCHA) is a page a sensor may watch; a page with a login box beside its content has its content's
    text and links; a sign-up form asks the password twice."""
    t = title.lower()
    if not any(map(t.__contains__, _SIGN_IN_TITLE)) or _more_than(low, b"<a ", _SIGN_IN_LINKS) \
            or b"password" not in low:
        return False
    m = _PASSWORD_INPUT.search(low)
    if m is None or _PASSWORD_INPUT.search(low, m.end()) is not None:
        return False
    try:
        path = urlsplit(url).path
    except ValueError:
        return False
    if _login_path(path) or not any(p in low for p in _LOGIN_REQUIRED):
        return False
    return visible_text_length(body, _LOGIN_STEP_TEXT, low=low) < _LOGIN_STEP_TEXT


#: path segments (extension dropped) of the page a site shows for a missing one
_NOT_FOUND_SEGMENTS = frozenset({"404", "not-found", "notfound", "not_found", "page-not-found", "pagenotfound",
                                 "page_not_found", "error404", "error-404", "error_404", "404-error", "404-page",
                                 "404error", "page404", "seite-nicht-gefunden", "pagina-no-encontrada",
                                 "page-introuvable", "pagina-non-trovata"})
#: query keys a site's error handler names the missing path with (ASP.NET's customErrors, IIS)
_NOT_FOUND_QUERY = re.compile(r"(?i)(?:^|&)(?:aspxerrorpath|404;http)")


#: last path segments (extension and an index file dropped) of the pages a site sends visitors to instead of the
#: one asked for, when it cannot show it: an error page (answered 200), its maintenance page, an access-denied page
_SERVER_ERROR_SEGMENTS = frozenset({
    "500", "502", "503", "504", "50x", "5xx", "error500", "error-500", "error_500", "500-error", "server-error", "servererror",
    "internal-error", "maintenance", "maintenance-mode", "under-maintenance", "site-maintenance", "maintenance-page",
    "maintenance_mode", "wartung", "wartungsarbeiten", "wartungsmodus", "mantenimiento", "manutenzione", "onderhoud",
    "maintenance-en-cours", "temporarily-unavailable", "service-unavailable", "outage"})
_DENIED_SEGMENTS = frozenset({
    "403", "401", "error403", "error-403", "error_403", "403-error", "forbidden", "access-denied", "accessdenied",
    "access_denied", "no-access", "noaccess", "unauthorized", "unauthorised", "permission-denied", "zugriff-verweigert",
    "acces-refuse", "acceso-denegado"})
#: ... and of the interstitials a person passes with a click (an age gate, a cookie wall): we never pass them
_GATE_SEGMENTS = frozenset({
    "age-gate", "agegate", "age_gate", "age-verification", "ageverification", "age_verification", "age-check",
    "agecheck", "verify-age", "age-verify", "ageverify", "legal-age", "age-confirmation", "altersverifikation",
    "altersabfrage", "altersbestaetigung", "cookie-wall", "cookiewall", "verification-age"})
_INDEX_FILE = frozenset({"index", "default"})


#: folders a site's error pages live in (beside a language folder: /en/404/, /errors/maintenance.html)
_ERROR_FOLDERS = frozenset({"error", "errors", "error-pages", "errorpages", "system", "pages", "static", "status"})
#: an error page named by its status with a word beside the number (error-404, 500-error, page404): an error
#: page wherever it lives (a bare number deeper down is an id: /jobs/404, /node/503)
_NUMERIC_ERROR = re.compile(r"^(?:(?:error|page)[-_]?[45][0-9]{2}|[45][0-9]{2}[-_]?(?:error|page))$")


def _last_segment(path: str) -> str:
    """The page's own name in `path` (extension and an index file dropped) when it can be a site's error page:
    a status number with its word (`/errors/error-500`, `/static/404-page.html`) anywhere; a bare number
    (`/404.html`) or a word (`maintenance`, `access-denied`, `age-verification`) only at the top or in an error or
    language folder — deeper it names a page of its own (`/jobs/404` is job 404, `/services/maintenance/`, a blog
    post on age verification). "" otherwise."""
    segs = [_EXTENSION.sub("", seg.lower()) for seg in path.split("/") if seg]
    if len(segs) > 1 and segs[-1] in _INDEX_FILE:
        segs.pop()
    if not segs:
        return ""
    last = segs[-1]
    if _NUMERIC_ERROR.match(last):
        return last
    if all(seg in _ERROR_FOLDERS or is_language_segment(seg) for seg in segs[:-1]):
        return last
    return ""


def watches_error_page(url: str) -> bool:
    """Whether `url` names a site's error, maintenance or access-denied page itself (/maintenance, /503.html): a
    sensor watching it reads that page as a page."""
    try:
        path = urlsplit(url).path
    except ValueError:
        return False
    mine = _last_segment(path)
    return mine in _NOT_FOUND_SEGMENTS or mine in _SERVER_ERROR_SEGMENTS or mine in _DENIED_SEGMENTS


def redirect_landing(requested_url: str | None, final_url: str) -> tuple[FailureClass, str] | None:
    """What it means that a request for `requested_url` was redirected (on the same site) to `final_url` and
    answered 2xx, when the landing page is the site's way of saying it cannot show the page: (PAGE_REMOVED, "the
    not-found page") for /404.html, /page-not-found/, ASP.NET's ?aspxerrorpath=; (HTTP_5XX, ...) for its error or
    maintenance page; (HTTP_4XX, ...) for an access-denied page; (BOT_CHALLENGE, ...) for an age gate or a cookie
    wall; (PAGE_REMOVED, "the home page") for a page sent to the site's home page (`/`, `/en/`: a soft 404, as search
    engines read it; a page that moved is sent to its new address, not to the front door). None for any other
    page — and for a sensor that watches such a page itself."""
    if not requested_url:
        return None
    try:
        asked, got = urlsplit(requested_url), urlsplit(final_url)
    except ValueError:
        return None
    if (asked.path or "/") == (got.path or "/") and asked.query == got.query:
        return None
    mine = _last_segment(asked.path)
    if mine in _NOT_FOUND_SEGMENTS or mine in _SERVER_ERROR_SEGMENTS or mine in _DENIED_SEGMENTS \
            or mine in _GATE_SEGMENTS:
        return None  # a sensor watching the error page itself
    last = _last_segment(got.path)
    if last in _NOT_FOUND_SEGMENTS or _NOT_FOUND_QUERY.search(got.query):
        return FailureClass.PAGE_REMOVED, "the not-found page"
    if last in _SERVER_ERROR_SEGMENTS:
        return FailureClass.HTTP_5XX, "the error or maintenance page"
    if last in _DENIED_SEGMENTS:
        return FailureClass.HTTP_4XX, "the access-denied page"
    if last in _GATE_SEGMENTS:
        return FailureClass.BOT_CHALLENGE, "an age gate or cookie wall"
    if _home_path(got.path) and _home_query(got.query) and not _home_path(asked.path) \
            and _home_of(asked.hostname or "", got.hostname or ""):
        return FailureClass.PAGE_REMOVED, "the home page"
    if _sends_back(got.query, asked.path or "/"):
        # a page whose URL says where to send the visitor afterwards — the page asked for (?return=/careers):
        # a step in front of the page (cookie consent, a region chooser), not the page
        return FailureClass.BOT_CHALLENGE, "an interstitial that sends visitors back to the page afterwards"
    return None


#: names of a site's front page besides `/` (extension dropped)
_HOME_NAMES = frozenset({"index", "default", "home", "homepage", "start", "startseite", "accueil", "inicio", "welcome"})


def _home_path(path: str) -> bool:
    """`/`, `/en/`, `/de-de/index.html`, `/home`: a front page (a language's own included)."""
    return all(is_language_segment(seg) or _EXTENSION.sub("", seg.lower()) in _HOME_NAMES
               for seg in path.split("/") if seg)


#: query keys that leave the front page the front page (tracking, a language, a note of why the visitor came):
#: any other key may name a page (WordPress's /?page_id=42, /?p=7)
_HOME_QUERY_KEYS = frozenset({"ref", "source", "src", "from", "error", "err", "notfound", "not_found", "404", "lang",
                              "locale", "hl", "redirect", "redirected", "msg", "message", "reason", "gclid", "fbclid"})


def _home_query(query: str) -> bool:
    return all(k.lower() in _HOME_QUERY_KEYS or k.lower().startswith("utm_")
               for k, _v in parse_qsl(query, keep_blank_values=True))


def _home_of(asked_host: str, host: str) -> bool:
    """Whether `host` serves the front page of `asked_host`'s site: the same host with or without `www.`, or the
    registrable domain's own (a retired subdomain's pages sent to the main site). Another subdomain's root is a
    site of its own (`/careers` → `careers.acme.com/`: the careers site)."""
    own = host.lower().removeprefix("www.")
    return own in (asked_host.lower().removeprefix("www."), registrable_domain(asked_host).removeprefix("www."))


def sends_back_from_away(url: str, requested_url: str, sensor_domain: str) -> bool:
    """Whether `url` (on another site) names `requested_url`'s page as where to send the visitor afterwards: a
    return key (`_RETURN_KEYS`: callbackUrl, returnTo, redirect_uri, ...) whose value is an absolute URL on
    `sensor_domain` with the requested path, or one whose own query sends back to that path (a consent wall's
    callback to the site's accept handler, `?redirectUri=/jobs`). A sign-on callback to another path (/cb,
    /oauth/callback) is not the page."""
    try:
        query = urlsplit(url).query
        want = urlsplit(requested_url).path or "/"
    except ValueError:
        return False
    if "=" not in query:
        return False
    for key, value in parse_qsl(query, keep_blank_values=False):
        if key.lower() not in _RETURN_KEYS:
            continue
        try:
            there = urlsplit(value.strip())
        except ValueError:
            continue
        if there.scheme not in ("http", "https") or url_domain(value.strip()) != sensor_domain:
            continue
        if (there.path.rstrip("/") or "/") == (want.rstrip("/") or "/") or _sends_back(there.query, want):
            return True
    return False


#: query keys naming where to send a visitor after an interstitial (a login, a consent, a chooser)
_RETURN_KEYS = frozenset({"next", "return", "returnurl", "return_url", "returnto", "return_to", "returnpath",
                          "redirect", "redirect_to", "redirectto", "redirecturl", "redirect_url", "continue",
                          "destination", "goto", "backurl", "back_url", "camefrom", "origin_url", "os_destination",
                          "service", "referer_url",
                          # hosted consent walls and sign-on pages name the way back as a callback or redirect URI
                          "callbackurl", "callback_url", "callback", "redirecturi", "redirect_uri", "returnuri",
                          "return_uri", "fromuri", "successurl", "success_url", "targeturl", "target_url",
                          # a consent-or-pay wall's page for the article asked for (/zustimmung?url=<the page>)
                          "url"})


def _sends_back(query: str, path: str) -> bool:
    """Whether `query` holds a return key whose value is `path` (a path, or a URL with that path)."""
    if not query or "=" not in query:
        return False
    want = path.rstrip("/") or "/"
    for key, value in parse_qsl(query, keep_blank_values=False):
        if key.lower() not in _RETURN_KEYS:
            continue
        try:
            there = urlsplit(value.strip())
        except ValueError:
            continue
        if there.path and (there.path.rstrip("/") or "/") == want and (there.scheme in ("", "http", "https")):
            return True
    return False


def redirect_removed(requested_url: str | None, final_url: str) -> str | None:
    """Why the redirect from `requested_url` to `final_url` says the page was removed ("the not-found page"),
    or None (redirect_landing)."""
    landing = redirect_landing(requested_url, final_url)
    return landing[1] if landing is not None and landing[0] == FailureClass.PAGE_REMOVED else None


#: what only a parked domain's page carries: a parking service's scripts and links
_PARKING_MARKERS = ("sedoparking.com", "/parking-lander/", "parkingcrew.", "bodis.com", "above.com/marketplace",
                    "dan.com/buy-domain", "afternic.com/forsale", "hugedomains.com/domain_profile",
                    "dd_parking_params", "parklogic.com")
#: what a parked domain's page says (a page mentioning domain parking in an article is a big page)
_PARKING_PHRASES = (
    "this domain may be for sale", "this domain is for sale", "buy this domain", "this domain is parked",
    "parked free", "this domain has expired", "inquire about this domain", "make an offer on this domain",
    "diese domain steht zum verkauf", "diese domain kaufen", "diese domain ist zu verkaufen",
    "ce domaine est \xe0 vendre", "ce domaine est a vendre", "este dominio est\xe1 en venta",
    "este dominio esta en venta", "questo dominio \xe8 in vendita", "dit domein is te koop",
    "este dom\xednio est\xe1 \xe0 venda", "domenet er til salgs", "domaenet er til salg",
    # a registrar's page for a name just registered and not yet in use, or one that lapsed (Namecheap's, Network
    # Solutions'), and a site builder's placeholder for a site not (or no longer) published (GoDaddy's)
    "domain was recently registered", "domain has just been registered", "is pending renewal or deletion",
    "future home of something quite cool")
_PARKING_BYTES = tuple(p.encode("utf-8") for p in _PARKING_PHRASES)


#: an anchor index (_anchored): scans of the text, each for a needle shared by one or more anchors, with what to
#: check at each place the needle is found — (anchor, [(offset of the anchor in a needle, needle), …]) per anchor
_Index = tuple[tuple[bytes, tuple[tuple[bytes, tuple[tuple[int, bytes], ...]], ...]], ...]


def _anchored(needles: Sequence[bytes], anchors: Sequence[bytes]) -> _Index:
    """`needles` filed under the first of `anchors` each contains, with the anchor's offset in it: a text is then
    searched once per anchor, not once per needle (30 scans of 32 KiB were most of the time of classifying a 2xx).
    Anchors that begin alike ("domain", "dominio", "domein" …; "parking", "parked") share one scan, for the bytes they
    begin with: a scan of 32 KiB costs the same whatever it looks for (~15 µs on this project's VMs), and the places a
    shared start is found are few (measured on the corpus's small pages: the parking index's 12 scans were 209 µs a
    page, most of classifying a 2xx that gets that far; 5 scans, 90)."""
    index: dict[bytes, list[tuple[int, bytes]]] = {}
    for n in needles:
        a = next((a for a in anchors if a in n), None)
        if a is None:
            raise ValueError(f"{n!r} holds none of the anchors {anchors!r}")
        index.setdefault(a, []).append((n.index(a), n))
    groups: dict[bytes, list[bytes]] = {}
    for a in index:
        groups.setdefault(a[:3], []).append(a)
    plan = []
    for members in groups.values():
        stem = members[0]
        for a in members[1:]:  # the longest start they all share (at least 3 bytes: the key they were grouped by)
            while not a.startswith(stem):
                stem = stem[:-1]
        plan.append((stem, tuple((a, tuple(index[a])) for a in members)))
    return tuple(plan)


#: what opens a quotation right before a phrase (lower-cased bytes): a phrase in quotes is mentioned, not said
#: ("A parked page often says “This domain may be for sale”")
_OPEN_QUOTES = (b'"', b"\xe2\x80\x9c", b"\xe2\x80\x9e", b"\xc2\xab", b"&ldquo;", b"&quot;", b"&#8220;", b"&bdquo;",
                b"&laquo;", b"\xe2\x80\x98", b"&lsquo;")


#: typographic quotation marks that open and close (an ASCII `"` is both, and also every attribute's: it counts only
#: right before the phrase)
_CURLY_OPEN = (b"\xe2\x80\x9c", b"\xe2\x80\x9e", b"\xc2\xab", b"&ldquo;", b"&#8220;", b"&bdquo;", b"&laquo;")
_CURLY_CLOSE = (b"\xe2\x80\x9d", b"\xc2\xbb", b"&rdquo;", b"&#8221;", b"&raquo;")
#: how far back an open quotation is looked for (bytes)
_QUOTE_BACK = 160


def _quoted(text: bytes, i: int) -> bool:
    """Whether the phrase at `text[i:]` stands in quotation marks: right after one, or after a typographic opening mark
    not closed before it (“This domain is parked free, courtesy of …”)."""
    if any(text.endswith(q, max(0, i - 8), i) for q in _OPEN_QUOTES):
        return True
    start = max(0, i - _QUOTE_BACK)
    opened = max(text.rfind(q, start, i) for q in _CURLY_OPEN)
    return opened >= 0 and all(text.find(q, opened, i) < 0 for q in _CURLY_CLOSE)


def _holds_any(text: bytes, index: _Index, *, said: bool = False) -> bool:
    """Whether `text` holds a needle of `index` (_anchored). `said`: not counting a phrase in quotation marks."""
    for stem, members in index:
        i = text.find(stem)
        while i >= 0:
            for anchor, entries in members:
                if text.startswith(anchor, i) and any(
                        i >= off and text.startswith(n, i - off) and not (said and _quoted(text, i - off))
                        for off, n in entries):
                    return True
            i = text.find(stem, i + 1)
    return False


#: the parking markers and for-sale phrases by the word they hold ("domain" in English, German and French)
_PARKING_INDEX = _anchored(
    tuple(m.encode() for m in _PARKING_MARKERS) + _PARKING_BYTES,
    (b"domain", b"dominio", b"domein", "domínio".encode(), b"domenet", b"domaenet", b"parking", b"parked",
     b"parklogic", b"bodis.com", b"above.com", b"afternic", b"pending renewal", b"future home"))
#: a parked page is small (bytes): bigger bodies are not scanned
_PARKED_BODY_MAX = 131072
#: a parked page shows less text than this (characters)
_PARKED_TEXT = 1500
#: ... which a page that starts with its text shows within its first this many bytes
_PARKED_HEAD = 4096


def parked_page(body: bytes, *, low: bytes | None = None) -> bool:
    """Whether a 2xx body is a parked domain's page (Sedo, GoDaddy's parking lander, ParkingCrew, Bodis, a
    broker's for-sale page): a parking service's marker or a for-sale phrase on a page with little text of its
    own. An article about domain parking is a big page. `low`: `body[:_REFRESH_SCAN].lower()` when the caller
    has it."""
    if not body or len(body) > _PARKED_BODY_MAX:
        return False
    if low is None:
        low = body[:_REFRESH_SCAN].lower()
    # the cheap tests first: a page of many links or much text is no parking page, whatever it says. The text of the
    # first 4 KiB first: it settles a page that starts with its text in a few µs, where the count of links reads all
    # 32 KiB of a page that has few. The markers (a dozen finds over 32 KiB) before the whole page's text: of the
    # corpus's 99 pages under _PARKED_BODY_MAX, 97 open with their <head> (little text in 4 KiB) and 31 have few
    # links; none of those holds a marker, where counting their text read up to 256 KiB each (parked_page 211 →
    # 95 µs a page on them; the three tests are pure, their order changes no answer)
    head = low[:_PARKED_HEAD]
    if len(low) > _PARKED_HEAD:  # not in the middle of a tag, nor inside a comment that closes further on
        head = head[:max(0, head.rfind(b"<"))]
        c = head.rfind(b"<!--")
        if c >= 0 and head.find(b"-->", c) < 0:
            head = head[:c]
    if visible_text_length(head, _PARKED_TEXT, low=head) >= _PARKED_TEXT:
        return False
    return (not _more_than(low, b"<a ", 30) and _holds_any(low, _PARKING_INDEX, said=True)
            and visible_text_length(body, _PARKED_TEXT, low=low) < _PARKED_TEXT)


#: a page whose title only hints at "not found" ("404", "Oops") is a soft 404 when it shows less text than this
_NOT_FOUND_TEXT = 3000


def page_title(headers: Mapping[str, str], body: bytes) -> str | None:
    """The <title> of an HTML body (entities decoded), or None (no title, or not HTML by its Content-Type)."""
    ctype = headers.get("content-type", "")
    raw = title_bytes(body) if not ctype or "html" in ctype else None
    if raw is None:
        return None
    try:
        title = raw.decode("utf-8")
    except UnicodeDecodeError:
        # not UTF-8 although the page was read as such (its header says UTF-8 over a template saved in ISO-8859-1,
        # as PHP's default_charset does to legacy sites): the title in the charset its <meta> names, else windows-1252
        # — "P\xe1gina no encontrada" is read as what a visitor reads, not as "P\ufffdgina"
        found = sniff_charset(body, None)
        try:
            title = raw.decode(found if found and found not in _UTF8_READ else "cp1252", "replace")
        except (LookupError, UnicodeError):
            title = raw.decode("utf-8", "replace")
    try:
        return html.unescape(title).strip()
    except ValueError:
        return None


_NO_TITLE = object()


def soft_not_found(headers: Mapping[str, str], body: bytes, *, title: object = _NO_TITLE) -> bool:
    """Whether a 2xx HTML page is the site's "page not found" page (a soft 404): its title says so — in one of
    about 35 languages —, plainly ("Page not found | Acme", "Seite nicht gefunden") or, on a small page, with a
    word another page's title may hold too ("404", "Not found"). A big page titled "Error 404 handling" is a page.
    `title`: page_title(headers, body) when the caller has it."""
    if title is _NO_TITLE:
        title = page_title(headers, body)
    if not isinstance(title, str):
        return False
    said = not_found_title(title)
    if said is None:
        return False
    said = _not_found_said(title, said)
    if said is None:
        return False
    return said == "strong" or visible_text_length(body, _NOT_FOUND_TEXT) < _NOT_FOUND_TEXT


#: the page's first <h1> (lower-cased bytes): its heading, read when its title is only the site's name
_H1 = re.compile(rb"<h1\b[^<>]{0,400}>(.{0,600}?)</h1\s*>", re.S)
_TAG_BYTES = re.compile(rb"<[^<>]{0,400}>")
#: a heading longer than this (characters) is an article's, not an error page's
_HEADING_MAX = 120


#: words that say the site will be back (a heading is read with more care than a whole title: "call you back" on a
#: services page headed "Maintenance" says nothing of the kind)
_BACK_AGAIN = (b"be back", b"back online", b"back soon", b"back shortly", b"back up", b"check back", b"shortly",
               b"zur\xc3\xbcck", b"bient\xc3\xb4t", b"pronto", b"presto")


def page_heading(low: bytes) -> str | None:
    """The text of the first <h1> of a page (`low`: its lower-cased head), entities decoded, blanks squashed; None
    without one or when it is long."""
    i = low.find(b"<h1")
    m = _H1.match(low, i) if i >= 0 else None
    if m is None:
        return None
    text = " ".join(html.unescape(_TAG_BYTES.sub(b" ", m.group(1)).decode("utf-8", "replace")).split())
    return text if text and len(text) <= _HEADING_MAX else None


#: a title that is a name and nothing else ("Acme", "Acme Corp"): at most this many characters
_BARE_TITLE_MAX = 40


def bare_title(title: str) -> bool:
    """Whether a page's title is a bare name — short, in one part (no "Careers | Acme") —, the site's name a page
    wears when its template gives it no title of its own (a theme's 404 or maintenance template)."""
    return len(title) <= _BARE_TITLE_MAX and _TITLE_SEPARATOR.search(title) is None and ":" not in title


def heading_page(headers: Mapping[str, str], body: bytes, low: bytes, url: str) -> tuple[FailureClass, str] | None:
    """(class, what) when a small 2xx HTML page whose title does not say what it is (the site's name alone: "Acme
    Corp", bare_title — asked by classify_response) says it in its first heading, as a visitor reads it: "Page not
    found", "404", "Oops! That page can't be found" (PAGE_REMOVED, on a page of less than _NOT_FOUND_TEXT characters
    of text, what soft_not_found reads in a title); "We'll be back soon!", "Down for maintenance" (HTTP_5XX, with words
    that it will be back — _BACK_AGAIN —, on a page of a heading and a line or two, what platform_error_page reads in
    a title). A question or a quote in the heading only mentions it; a sensor watching the site's own error or
    maintenance page reads it as the page; a page without a title is not judged by its words
    (test_classify_soft404). Cost: one find of "<h1" in the lower-cased head of every page with a bare title; the
    rest only for a short heading."""
    ctype = headers.get("content-type", "")
    if ctype and "html" not in ctype:
        return None
    h = page_heading(low)
    if h is None or watches_error_page(url):
        return None
    said = not_found_title(h)
    if said is not None:
        said = _not_found_said(h, said)
        if said is not None and visible_text_length(body, _NOT_FOUND_TEXT, low=low) < _NOT_FOUND_TEXT:
            return FailureClass.PAGE_REMOVED, f"the page's heading says it was not found ({h[:80]!r}): a soft 404"
        return None
    if any(_MAINTENANCE_TITLE.fullmatch(p) for p in _TITLE_SEPARATOR.split(h)) \
            and any(w in low for w in _BACK_AGAIN) \
            and not _more_than(low, b"<a ", _PLATFORM_LINKS) \
            and visible_text_length(body, _PLATFORM_TEXT, low=low) < _PLATFORM_TEXT:
        return FailureClass.HTTP_5XX, f"a maintenance page (its heading: {h[:80]!r})"
    return None


#: a title's span that mentions words rather than says them: quoted ("How to fix “Page not found” errors"), or a
#: question ("Page not found? Our SEO guide") back to the title's previous separator
_QUOTED_SPAN = re.compile(r"[\"\u201c\u201e\u00ab\u2039\u300c][^\"\u201c\u201d\u201e\u00ab\u00bb\u2039\u203a\u300c\u300d]{1,80}"
                          r"[\"\u201d\u201c\u00bb\u203a\u300d]")
_QUESTION_SPAN = re.compile(r"[^?|\u00b7\u2013\u2014]{1,120}\?")
#: a "404" that names something ("404 Media", "404 Brewing", "404 Gallery"): the number and a word of another kind
#: than a not-found page's ("404 Page", "404 Error", "404 Not Found", "404 Seite nicht gefunden")
_NAMED_404 = re.compile(r"(?i)(?<![\w.])404\s+(?=[^\W\d_])(?!(?:error|err|page|not|oops|whoops|fehler|erreur|errore|"
                        r"pagina|p\u00e1gina|seite|sayfa|strona|sivua|str\u00e1nka|stranka|sidan|siden|nicht|non|no|"
                        r"n\u00e3o|nao|ikke|inte|niet)\b)")
#: a subtitle: the title goes on after ": " with words of its own ("Error 404: the band's new album", "Not Found: the
#: missing-person podcast"); a site's name after a colon is a word or two ("404: Acme")
_SUBTITLE_WORDS = 3


def unmentioned(title: str) -> str:
    """`title` without the spans that mention words rather than say them (a quoted phrase, a question): the same
    string when it has none."""
    t = title
    if any(c in t for c in "\"\u201c\u201e\u00ab\u2039\u300c"):
        t = _QUOTED_SPAN.sub(" ", t)
    if "?" in t:
        t = _QUESTION_SPAN.sub(" ", t)
    return t


def _not_found_said(title: str, said: str) -> str | None:
    """`said` (not_found_title(title)) once what the title only mentions is set aside: a quoted phrase or a question
    is a page about not-found pages, a "404" naming a thing ("404 Media") is a name, and a weak word before a colon and a
    subtitle of several words is a work's title ("Not Found: the missing-person podcast"). Asked only of a title that
    holds a not-found phrase (a few in a thousand pages)."""
    t = unmentioned(title)
    if "404" in t:
        t = _NAMED_404.sub(" ", t)
    if t is not title:
        said = not_found_title(t)
        if said is None:
            return None
    if said == "weak" and ": " in t:
        head, tail = t.split(": ", 1)
        if len(tail.split()) >= _SUBTITLE_WORDS and not_found_title(tail) is None:
            return None
    return said


#: the whole title of a page a web server, proxy, cache or framework writes for its own failure: a 5xx number and its
#: reason phrase, or the phrase alone (nginx, Apache, Varnish / Fastly "503 Backend fetch failed", Laravel's "Server
#: Error", WordPress' "Database Error", Heroku's "Application Error", ASP.NET's "Runtime Error", Tomcat's "HTTP Status
#: 500 – Internal Server Error", Django's "Server Error (500)", Rails' "We're sorry, but something went wrong (500)")
#: — matched on the folded title, whole: "500 Internal Server Error - HTTP | MDN" is an article's
_SERVER_ERROR_TITLE = re.compile(
    r"(?:http status |error )?(?:5[0-9]{2}[ :\-\u2013\u2014]*)?(?:internal server error|bad gateway|"
    r"service (?:temporarily )?unavailable|gateway time-?out|backend fetch failed|backend is unhealthy|"
    r"first byte timeout|server error|database error|application error|runtime error|internal error|"
    r"we'?re sorry, but something went wrong|our services aren'?t available right now)\.?(?: \(5[0-9]{2}\))?")
#: a word every server error title above (and below) holds
_ERROR_TITLE_HINT = re.compile(
    r"(?i)error|unavailable|gateway|backend|sorry|oops|wrong|time-?out|n['\u2019]?t available|^\s*5[0-9]{2} ")
#: Varnish's synthetic page (Fastly's too) titles itself by the status and whatever reason the VCL gives ("503 Maximum
#: threads for service reached", "503 No healthy IP available for the backend") and says "Guru Meditation" (Fastly:
#: "Guru Mediation")
_NUMBERED_TITLE = re.compile(r"5[0-9]{2} \S")
_VARNISH_PAGE = b"<h3>guru medi"
#: a title only that generic ("Error", "Oops") needs the page to say it is a failure of the server's
_WEAK_ERROR_TITLE = frozenset({"error", "oops", "oops!", "sorry", "something went wrong", "unavailable"})
_SERVER_ERROR_WORDS = (b"an error occurred", b"try again later", b"temporarily unavailable",
                       b"internal server error", b"something went wrong on our end")
#: ... on a page that shows less text than this (characters): an error page is a heading and a line or two
_SERVER_ERROR_TEXT = 1500
#: PHP's own message for an error that ended the script (display_errors on: answered 200, the page cut where it
#: died) — at the end of the body, where the output stopped
_PHP_FATAL = re.compile(rb"<b>(?:Fatal|Parse|Catchable fatal|Recoverable fatal) error</b>:\s.{0,16000}? on line "
                        rb"<b>[0-9]+</b>", re.S)
#: WordPress' wp_die() box, printed into a page whose head was already sent (its "critical error" handler, its
#: database error) in any language; and Spring Boot's fallback error page, which names the status it stands for
_WP_DIE = b'class="wp-die-message"'
_WHITELABEL = re.compile(rb"<h1>Whitelabel Error Page</h1>.{0,2000}?\(type=[^,()]{1,60}, status=([0-9]{3})\)", re.S)
#: the end of a body where a script's last words are looked for (PHP's message and its stack trace), and the last
#: bytes that must hold their end (PHP's "on line <b>N</b>", WordPress' box and its closing tags)
_TAIL = 16384
_END = 2048
#: Spring Boot's page is a few hundred bytes; a server error's title a few words
_WHITELABEL_MAX = 4096
_ERROR_TITLE_MAX = 64


def server_error_page(headers: Mapping[str, str], body: bytes, *, title: str | None = None,
                      low: bytes | None = None) -> tuple[FailureClass, str] | None:
    """(class, what) when a 2xx HTML body is a failure of the server's own, written as a page: a small page whose
    whole title is a server error ("502 Bad Gateway", "503 Backend fetch failed", "Database Error"; "Error" only
    with a line that says so), PHP's fatal error or WordPress' wp_die() box where the output stopped, Spring Boot's
    Whitelabel page (the class of the status it names). Pages about errors (an article, a status page, a tutorial
    quoting PHP's message escaped) are none. `title`: page_title(headers, body); `low`: the lowered first 32 KiB."""
    ctype = headers.get("content-type", "")
    if ctype and "html" not in ctype:
        return None
    end = max(0, len(body) - _END)  # (a script's last words end the body: only its last bytes are looked at)
    if body.find(b" on line <b>", end) >= 0:
        m = _PHP_FATAL.search(body, max(0, len(body) - _TAIL))
        if m is not None:
            return FailureClass.HTTP_5XX, "PHP stopped with an error: " + _squash(m.group(0))
    if body.find(_WP_DIE, end) >= 0:
        return FailureClass.HTTP_5XX, "WordPress stopped with an error (wp_die)"
    if len(body) <= _WHITELABEL_MAX and body.find(b"Whitelabel Error Page") >= 0:
        m = _WHITELABEL.search(body)
        if m is not None:
            n = int(m.group(1))
            fc = (FailureClass.PAGE_REMOVED if n in (404, 410) else FailureClass.HTTP_5XX if n >= 500
                  else FailureClass.HTTP_4XX)
            return fc, f"Spring Boot's error page for HTTP {n}"
    if not title or len(title) > _ERROR_TITLE_MAX or _ERROR_TITLE_HINT.search(title) is None:
        return None  # (most titles end here: folding each was most of this check's time)
    if low is None:
        low = body[:_REFRESH_SCAN].lower()
    t = fold(title)
    weak = t in _WEAK_ERROR_TITLE
    if not weak and _SERVER_ERROR_TITLE.fullmatch(t) is None and not (
            _NUMBERED_TITLE.match(t) is not None and _VARNISH_PAGE in low):
        return None
    if weak and not any(w in low for w in _SERVER_ERROR_WORDS):
        return None
    if visible_text_length(body, _SERVER_ERROR_TEXT, low=low) >= _SERVER_ERROR_TEXT:
        return None
    return FailureClass.HTTP_5XX, f"a server error page ({title[:80]!r})"


#: an object store's XML error document (S3 and its clones, Google Cloud Storage, Azure Blob): `<Error><Code>` first
_STORE_ERROR = re.compile(rb"\s*(?:<\?xml[^<>]{0,200}\?>\s*)?<Error>\s*<Code>([A-Za-z]{2,64})</Code>")
_STORE_GONE = frozenset({"NoSuchKey", "NoSuchBucket", "NoSuchWebsiteConfiguration", "BlobNotFound", "ContainerNotFound",
                         "ResourceNotFound", "NotFound", "NoSuchObject"})
_STORE_BUSY = frozenset({"SlowDown", "ServerBusy", "TooManyRequests", "RequestLimitExceeded", "Throttling"})
_STORE_FAILED = frozenset({"InternalError", "ServiceUnavailable", "InternalServerError", "OperationTimedOut"})
#: an error document is a few hundred bytes
_STORE_ERROR_MAX = 4096
#: words the title of a platform's own page holds (its lowered title is searched for them: folding a title with accents
#: took 15 µs, and one pattern of every title below 8 µs on a long title — on every page): CloudFront's, Cloudflare's
#: edge pages ("… | 522: Connection timed out", "Origin DNS error | … | Cloudflare"), a site builder's page for a site
#: that lapsed, was deleted or never published (Squarespace, Wix, WordPress.com, Ghost, Shopify, Heroku, a suspended
#: hosting account), a web server's default page, a server's own 4xx page, a maintenance page, Fastly's unknown domain
_PLATFORM_WORDS = ("satisf", "cloudflare", "expired", "deleted", "published", "offline", "unavailable", "no such app",
                   "exist", "suspended", "forbidden", "unauthori", "authorization required", "access denied",
                   "access is denied", "welcome to nginx", "default page", "test page", "it works", "iis windows",
                   "default web site", "unknown domain", "too many requests", "bad request", "not allowed",
                   "not acceptable", "not available", "maintenance", "be back", "wartung", "mantenimiento",
                   "manutenzione", "onderhoud", "rate limit")
#: ... or a 5xx status and a colon (Cloudflare's "host | 522: Connection timed out")
_EDGE_5XX_TITLE = re.compile(r"(?:^|\| )5[0-9]{2}: ")
#: ... or a 4xx status first ("400 Bad Request", "Error 405 - Method Not Allowed")
_CLIENT_STATUS_FIRST = ("4", "error 4", "http status 4", "http error 4")
#: the whole title of a server's own page for a refused request (nginx's and Apache's "403 Forbidden", "401
#: Unauthorized", "401 Authorization Required", IIS's "403 - Forbidden: Access is denied.", "Access Denied")
_CLIENT_ERROR_TITLE = re.compile(
    r"(?:http status |http error |error )?(?:(4[0-9]{2})[ :\-\u2013\u2014]*)?(?:forbidden|unauthori[sz]ed|authorization "
    r"required|access denied|access forbidden|bad request|payment required|method not allowed|not acceptable|"
    r"request time-?out|conflict|precondition failed|unavailable for legal reasons|(too many requests))"
    r"(?:[ :.]+access is denied)?\.?")
#: what parts a title is made of ("Under Maintenance | Acme", "Too Many Requests · GitHub")
_TITLE_SEPARATOR = re.compile(r"\s+(?:[|\u00b7\u2013\u2014-]|::)\s+")
#: a part of a title that is a maintenance page's whole title: the server is down for a while, as a 503 says (a status
#: page's "Scheduled maintenance for the database" is a page)
_MAINTENANCE_TITLE = re.compile(
    r"(?:(?:site|website) )?(?:under |down for )?maintenance(?: mode| in progress)?|we['\u2019]?ll be (?:right )?back"
    r"(?: soon)?!?|be right back|wartungsarbeiten|wartungsmodus|(?:site )?en maintenance|(?:sitio )?en mantenimiento|"
    r"(?:sito )?in manutenzione|(?:website )?in onderhoud")
#: ... and of a rate-limit page
_RATE_LIMIT_TITLE = re.compile(r"too many requests|rate limit(?:ed| exceeded)?")
#: ... whose text says it will be back
_BACK_WORDS = (b"back", b"shortly", b"soon", b"zur\xc3\xbcck", b"bient\xc3\xb4t", b"pronto", b"presto")
#: titles of a site gone from its host (lapsed, deleted, unpublished, suspended), searched
_SITE_GONE = re.compile(
    r"website expired|site (?:has )?expired|site (?:was|has been) deleted|site (?:is )?not published|"
    r"site isn['\u2019]?t published|(?:site|store|shop) (?:is )?(?:currently )?(?:offline|unavailable)|"
    r"^site offline|no such app|(?:^[a-z0-9.-]+\.[a-z]{2,}|site|blog|store|shop) (?:doesn['\u2019]?t|does not) exist|"
    r"(?:account|service|site|website) (?:has been )?suspended|site not available")
#: the whole title of a web server's page for a site not set up yet (nginx, Apache on Debian / Ubuntu / RHEL, IIS,
#: cPanel's placeholder): the site is not there
_DEFAULT_PAGE = re.compile(
    r"welcome to nginx!?|apache2? (?:ubuntu |debian )?default page: it works!?|it works!?|test page for the "
    r"(?:apache|nginx) http server(?: on .{1,40})?|(?:http server )?test page(?: powered by .{1,40})?|iis windows(?: "
    r"server)?|iis[0-9]{1,2}|default web site page")
#: what a site builder's page for a site gone says in its text, whatever its title (a site's own name): looked for
#: only in bodies this small (bytes), showing less text than _GONE_TEXT (characters)
_GONE_PHRASES = ("this website has expired", "this site was deleted", "this site has been deleted",
                 "site isn't published", "site isn\u2019t published", "site is not published", "this store is unavailable",
                 "this shop is currently unavailable", "this site is offline", "this account has been suspended",
                 "there isn't a github pages site here", "there isn\u2019t a github pages site here")
_GONE_INDEX = _anchored(tuple(p.encode() for p in _GONE_PHRASES),
                        (b"expired", b"deleted", b"published", b"unavailable", b"offline", b"suspended",
                         b"github pages"))
_GONE_BODY_MAX = 8192
_GONE_TEXT = 600
#: the HTTP status CloudFront's page names in its heading, and Cloudflare's error code
_CLOUDFRONT_STATUS = re.compile(rb"<h1>\s*([1-5][0-9]{2}) error\s*</h1>")
_CF_ERROR_CODE = re.compile(rb'cf-error-code">\s*([0-9]{3,4})\s*<')
#: Cloudflare's codes for a request it refuses (direct IP access, a banned country or browser, the owner's rules; the
#: blocks among them are walls, found before): any other code (52x, 530, an origin DNS error, a tunnel down, a Worker
#: that failed) is the site unreachable through it
_CF_REFUSALS = frozenset({1003, 1004, 1006, 1007, 1008, 1009, 1010, 1012, 1020})
#: a platform's page is a heading and a line or two (characters of text), and a link or two
_PLATFORM_TEXT = 1500
_PLATFORM_LINKS = 5
#: Vercel's plain-text error: a line, its code, the request id ("fra1::…")
_VERCEL_TEXT = re.compile(rb"[^\n]{1,120}\n\n([A-Z][A-Z0-9_]{2,60})\n\n[a-z]{3,4}[0-9]::[0-9a-z-]{6,80}\n?$")
_VERCEL_TEXT_MAX = 512


def _status_class(n: int) -> FailureClass:
    return (FailureClass.PAGE_REMOVED if n in (404, 410) else FailureClass.RATE_LIMIT if n == 429
            else FailureClass.HTTP_5XX if n >= 500 else FailureClass.HTTP_4XX)


def platform_error_page(headers: Mapping[str, str], body: bytes, *, title: str | None = None,
                        low: bytes | None = None) -> tuple[FailureClass, str] | None:
    """(class, what) when a 2xx body is a hosting platform's or an edge's own page for a page it cannot serve:

    - an object store's XML error (`<Error><Code>NoSuchKey</Code>`: PAGE_REMOVED; AccessDenied: HTTP_4XX; SlowDown:
      RATE_LIMIT; InternalError: HTTP_5XX) — a body under 4 KiB opening with it;
    - Vercel's plain-text error (`DEPLOYMENT_NOT_FOUND`, `FUNCTION_INVOCATION_FAILED`, and its request id);
    - CloudFront's "ERROR: The request could not be satisfied" (the class of the status its heading names);
    - Cloudflare's edge error page (cf-error-details): its 1015 rate limit, a refusal (1003 direct IP access, ...:
      HTTP_4XX), any other code (52x, 530, 1016 origin DNS, 1101 a Worker's exception: HTTP_5XX);
    - a server's own page for a refused request, whole-titled "403 Forbidden", "401 Unauthorized", "400 Bad Request",
      "Access Denied" (HTTP_4XX), "429 Too Many Requests" (RATE_LIMIT, as any small page titled so);
    - a maintenance page ("Under Maintenance", "Site Maintenance", "We'll be back soon!", WordPress' "Maintenance")
      that says it will be back: HTTP_5XX, as its 503 would;
    - a site builder's page for a site that lapsed, was deleted or is not published ("Website Expired", "This site was
      deleted", "… doesn't exist", "This store is unavailable", "No such app", cPanel's "Account Suspended"), and a web
      server's default page ("Welcome to nginx!", "Apache2 Ubuntu Default Page: It works"): PAGE_REMOVED, like a
      parked domain — the site is not there;
    - Fastly's "unknown domain" (the CDN no longer serves the site): HTTP_5XX, as its own 500 is.

    Cost: the XML and text checks look at bodies of a few KiB only, and so does the search of a site-gone page's words
    in a page whose title does not say it; the rest runs only when the title (already read) names such a page, on a
    page with little text — an article about these errors is a page."""
    ctype = headers.get("content-type", "")
    if len(body) <= _STORE_ERROR_MAX and b"<Error>" in body[:512] and ("xml" in ctype or not ctype):
        m = _STORE_ERROR.match(body, 3 if body[:3] == b"\xef\xbb\xbf" else 0)
        if m is not None:
            code = m.group(1).decode("ascii")
            fc = (FailureClass.PAGE_REMOVED if code in _STORE_GONE else FailureClass.RATE_LIMIT if code in _STORE_BUSY
                  else FailureClass.HTTP_5XX if code in _STORE_FAILED else FailureClass.HTTP_4XX)
            return fc, f"an object store's error: {code}"
    if len(body) <= _VERCEL_TEXT_MAX and ctype.startswith("text/plain") and b"::" in body:
        m = _VERCEL_TEXT.match(body)
        if m is not None:
            code = m.group(1).decode("ascii")
            fc = (FailureClass.PAGE_REMOVED if "NOT_FOUND" in code or code.startswith("DEPLOYMENT_")
                  else FailureClass.HTTP_5XX if code.startswith(("FUNCTION_", "EDGE_FUNCTION_", "MIDDLEWARE_",
                                                                 "INTERNAL_", "ROUTER_"))
                  else FailureClass.HTTP_4XX)
            return fc, f"the host's error: {code}"
    if not title or (ctype and "html" not in ctype):
        return None
    t = title.lower()
    if not any(map(t.__contains__, _PLATFORM_WORDS)) and (": " not in t or _EDGE_5XX_TITLE.search(t) is None) \
            and not t.lstrip().startswith(_CLIENT_STATUS_FIRST):
        # (most titles end here, on a few substring tests of a few words.) A small page titled by the site's name
        # may still say in its heading that the site is gone ("Website Expired" under the site's own title)
        if len(body) > _GONE_BODY_MAX:
            return None
        if low is None:
            low = body[:_REFRESH_SCAN].lower()
        if not _holds_any(low, _GONE_INDEX, said=True) or _more_than(low, b"<a ", _PLATFORM_LINKS) \
                or visible_text_length(body, _GONE_TEXT, low=low) >= _GONE_TEXT:
            return None
        return FailureClass.PAGE_REMOVED, "the host says the site is gone"
    if low is None:
        low = body[:_REFRESH_SCAN].lower()
    if _more_than(low, b"<a ", _PLATFORM_LINKS) or visible_text_length(body, _PLATFORM_TEXT, low=low) >= _PLATFORM_TEXT:
        return None
    if "the request could not be satisfied" in t and b"cloudfront" in low:
        m = _CLOUDFRONT_STATUS.search(low)
        n = int(m.group(1)) if m else 502
        return _status_class(n), f"CloudFront's error page for HTTP {n}"
    if b"cf-error-details" in low:
        m = _CF_ERROR_CODE.search(low)
        n = int(m.group(1)) if m else 0
        if n == 1015:
            return FailureClass.RATE_LIMIT, "Cloudflare's rate-limit page (1015)"
        if n in _CF_REFUSALS:
            return FailureClass.HTTP_4XX, f"Cloudflare's refusal page ({n})"
        if n:
            return FailureClass.HTTP_5XX, f"Cloudflare's error page ({n}: the site cannot be reached through it)"
        return None
    whole = t.strip()
    m = _CLIENT_ERROR_TITLE.fullmatch(whole)
    if m is not None:
        fc = _status_class(int(m.group(1))) if m.group(1) else FailureClass.RATE_LIMIT if m.group(2) \
            else FailureClass.HTTP_4XX
        return fc, f"a server's page for a refused request ({title[:80]!r})"
    parts = _TITLE_SEPARATOR.split(whole)
    if any(_RATE_LIMIT_TITLE.fullmatch(p) for p in parts):
        return FailureClass.RATE_LIMIT, f"a rate-limit page ({title[:80]!r})"
    if any(_MAINTENANCE_TITLE.fullmatch(p) for p in parts) and any(w in low for w in _BACK_WORDS):
        return FailureClass.HTTP_5XX, f"a maintenance page ({title[:80]!r})"
    if _SITE_GONE.search(t) is not None and _SITE_GONE.search(unmentioned(t)) is not None:
        # (a question or a quote only mentions it: "Site expired? Renew your domain in 3 steps")
        return FailureClass.PAGE_REMOVED, f"the host says the site is gone ({title[:80]!r})"
    if _DEFAULT_PAGE.fullmatch(whole) is not None:
        return FailureClass.PAGE_REMOVED, f"the web server's default page, no site ({title[:80]!r})"
    if t.startswith("fastly error: unknown domain"):
        return FailureClass.HTTP_5XX, "Fastly does not know the site's domain"
    return None


#: a title (or a part of it) that says the page is withheld from where the visitor is (a geo-block, a US news site's
#: GDPR block): what a 451 or a 403 says, on a 200. Searched in the lower-cased title
_GEO_TITLE = re.compile(
    r"(?:not |un)available (?:in|from|for) your (?:country|region|location|area|territory)|"
    r"(?:restricted|blocked) in your (?:country|region|location)|geo[- ]?(?:blocked|restricted)|"
    r"unavailable (?:for|due to) legal reasons|"
    r"in (?:ihrem|deinem) land (?:leider )?nicht verf\u00fcgbar|nicht verf\u00fcgbar in (?:ihrem|deinem) land|"
    r"non disponible dans votre (?:pays|r\u00e9gion)|no (?:est\u00e1 )?disponible en (?:tu|su) "
    r"(?:pa\u00eds|regi\u00f3n)|non disponibile nel tuo paese")
#: ... the whole of a part of a title that a consent platform's interstitial carries (OneTrust's, Usercentrics',
#: Didomi's, Sourcepoint's, Quantcast's "Before you continue" pages served in place of the page)
_CONSENT_TITLE = re.compile(
    r"before you continue(?: to .{1,60})?|(?:cookie|privacy|consent) (?:settings|preferences|consent|choices)|"
    r"cookie consent|we value your privacy|your privacy choices|datenschutz-?einstellungen|"
    r"privatsph\u00e4re-?einstellungen|cookie-einstellungen|param\u00e8tres de confidentialit\u00e9|"
    r"gestion des cookies|"
    r"privacy-?instellingen|cookie-?instellingen|configuraci\u00f3n de privacidad")
#: ... a page that refuses the browser ("Your browser is not supported", "Unsupported browser", "Please upgrade your
#: browser", "Internet Explorer is not supported"): a refusal by user agent, as Cloudflare's 1010 is
_BROWSER_TITLE = re.compile(
    r"(?:(?:your|this) )?browser (?:is )?(?:not|un)supported|(?:your )?browser (?:is )?(?:not supported|out of date)|"
    r"unsupported browser|outdated browser|(?:please )?(?:upgrade|update) your browser|"
    r"(?:internet explorer|ie ?1[01]) (?:is )?(?:not|no longer) supported|"
    r"(?:ihr )?browser wird nicht (?:mehr )?unterst\u00fctzt|navigateur non (?:pris en charge|support\u00e9)")
#: ... a hard paywall: only a subscribe box, its title no longer the article's (a soft paywall keeps the article's)
_PAYWALL_TITLE = re.compile(r"subscribe to (?:continue )?read(?:ing)?(?: this article)?|subscribe to unlock.{0,40}|"
                            r"subscriber[s]?[- ]only(?: content| article)?")
#: what a small page withheld from the visitor's country says in its text, whatever its title (a news site's GDPR
#: block titled by the paper's name): looked for only in bodies of at most _GONE_BODY_MAX bytes, little text
_GEO_PHRASES = ("unavailable in your country", "not available in your country", "unavailable in your region",
                "not available in your region", "unavailable in most european countries",
                "not available in most european countries", "unavailable in the european", "from a country belonging "
                "to the european economic area")
_GEO_INDEX = _anchored(tuple(p.encode() for p in _GEO_PHRASES), (b"your country", b"your region", b"european"))
#: a wall page is a heading, a line or two and a button (characters of text), and a link or two
_WALL_TEXT = 800
#: the host or path words of a page about consent or privacy itself (a sensor may watch the site's privacy settings
#: page, or its privacy center at privacy.acme.com)
_CONSENT_PATH = ("cookie", "privacy", "consent", "datenschutz", "privacidad", "confidentialit", "gdpr")


def access_wall_page(body: bytes, *, title: str | None, url: str,
                     low: bytes | None = None) -> tuple[FailureClass, str] | None:
    """(class, what) when a small 2xx HTML page stands in place of the page to say the visitor cannot have it here:

    - a geo-block ("This content is not available in your country", a US news site's GDPR page, "451: Unavailable due
      to legal reasons" on 200): HTTP_4XX, as its 451 would say;
    - a consent platform's interstitial titled as one ("Before you continue", "Privacy Settings",
      "Datenschutzeinstellungen"): BOT_CHALLENGE, as the hosted consent walls are (the page is behind a click we do
      not make) — unless the sensor watches the site's privacy or cookie page itself;
    - "Your browser is not supported": HTTP_4XX, a refusal by user agent;
    - a hard paywall titled "Subscribe to read": HTTP_4XX, what a 402 says (a soft paywall keeps the article).

    Cost: one regex search of the (already read) title; only a match, or a body of a few KiB, looks at the text. A page
    with more than _WALL_TEXT characters of text or more than _PLATFORM_LINKS links is a page (an article on
    geo-blocking, a privacy policy, a docs page on supported browsers)."""
    t = (title or "").strip().lower()
    found: tuple[FailureClass, str] | None = None
    if t:
        parts = _TITLE_SEPARATOR.split(t)
        if _GEO_TITLE.search(t) is not None:
            found = FailureClass.HTTP_4XX, "a geo-block: the page is not available where we fetch from"
        elif any(_CONSENT_TITLE.fullmatch(p) for p in parts):
            where = urlsplit(url)
            place = (where.hostname or "") + where.path.lower()
            if any(w in place for w in _CONSENT_PATH):
                return None
            found = FailureClass.BOT_CHALLENGE, "a consent interstitial in place of the page; not bypassed"
        elif any(_BROWSER_TITLE.fullmatch(p) for p in parts):
            found = FailureClass.HTTP_4XX, "a page refusing the browser ('not supported')"
        elif any(_PAYWALL_TITLE.fullmatch(p) for p in parts):
            found = FailureClass.HTTP_4XX, "a hard paywall in place of the page"
    if found is None and len(body) > _GONE_BODY_MAX:
        return None
    if low is None:
        low = body[:_REFRESH_SCAN].lower()
    if found is None:
        if not _holds_any(low, _GEO_INDEX, said=True):
            return None
        found = FailureClass.HTTP_4XX, "a geo-block: the page is not available where we fetch from"
    if _more_than(low, b"<a ", _PLATFORM_LINKS) or visible_text_length(body, _WALL_TEXT, low=low) >= _WALL_TEXT:
        return None
    return found


def _squash(raw: bytes) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^<>]*>", "", raw.decode("utf-8", "replace")))[:200]


def same_validator(headers: Mapping[str, str], sent_etag: str | None, sent_last_modified: str | None) -> bool:
    """Whether a response carries the validator the request was sent with: its ETag among the If-None-Match tags
    (compared weakly, as If-None-Match is: `W/"x"` is `"x"`), or its Last-Modified the If-Modified-Since date."""
    etag = (headers.get("etag") or "").strip()
    if sent_etag and etag:
        mine = etag[2:] if etag[:2] in ("W/", "w/") else etag
        for tag in sent_etag.split(","):
            tag = tag.strip()
            if (tag[2:] if tag[:2] in ("W/", "w/") else tag) == mine:
                return True
    lm = (headers.get("last-modified") or "").strip()
    if sent_last_modified and lm:
        if lm == sent_last_modified.strip():
            return True
        try:
            return parsedate_to_datetime(lm) == parsedate_to_datetime(sent_last_modified)
        except (TypeError, ValueError, IndexError):
            return False
    return False


#: a 2xx body longer than this is never an error envelope (an error object is a few hundred bytes; data is more)
_ENVELOPE_MAX = 4096
#: a key an error envelope may hold, compared without case, "_" or "-" (Spring Boot's timestamp/status/error/path,
#: Express' and Fastify's statusCode/error/message, RFC 9457 problem details, Google's error{code,status}, Slack's
#: ok/error, GraphQL's errors/data, JSend's status/message, OAuth's error_description): any other key is data
_ENVELOPE_KEYS = frozenset({
    "error", "errors", "message", "messages", "msg", "status", "statuscode", "code", "errorcode", "errormessage",
    "errordescription", "ok", "success", "detail", "details", "title", "type", "instance", "path", "timestamp",
    "requestid", "traceid", "correlationid", "documentationurl", "moreinfo", "help", "reason", "data", "result",
    "results", "extensions", "warning", "needed", "provided", "retryafter"})
#: keys whose content is the answer's data: an envelope holds none there (GraphQL's `data: null`)
_ENVELOPE_DATA = ("data", "result", "results")
#: keys holding an HTTP status number in an error object
_ENVELOPE_CODES = ("status", "statuscode", "code", "errorcode")
#: a cheap look before any parsing: an object whose first key is an envelope key (all of an envelope's are)
_ENVELOPE_FIRST = re.compile(rb'[ \t\r\n]*\{[ \t\r\n]*"([A-Za-z_-]{1,40})"[ \t\r\n]*:')
#: keys an HTTP error number is stated under, as JSON writes them, and that number after one (a number or a string)
_NUMBER_KEYS = (b'"status"', b'"statusCode"', b'"status_code"', b'"code"', b'"errorCode"')
_NUMBER_AFTER = re.compile(rb'[ \t\r\n]*:[ \t\r\n]*"?[45][0-9]{2}\b')


def _states_error_number(head: bytes) -> bool:
    """Whether a status key in `head` (a body's first bytes) holds a 4xx / 5xx number."""
    for key in _NUMBER_KEYS:
        i = head.find(key)
        while i >= 0:
            if _NUMBER_AFTER.match(head, i + len(key)) is not None:
                return True
            i = head.find(key, i + len(key))
    return False


_ENVELOPE_RATE = ("rate limit", "ratelimit", "rate_limit", "too many requests", "quota", "throttl",
                  "resource_exhausted")
_ENVELOPE_GONE = ("not found", "not_found", "notfound", "does not exist", "no such ", "no longer available")
_ENVELOPE_5XX = ("internal server error", "internal error", "service unavailable", "bad gateway", "gateway timeout",
                 "upstream", "temporarily unavailable")


def _key(k: str) -> str:
    return k.lower().replace("_", "").replace("-", "")


def _status_number(v: object) -> int | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v if 400 <= v < 600 else None
    if isinstance(v, str) and len(v) == 3 and v.isdigit():
        n = int(v)
        return n if 400 <= n < 600 else None
    return None


def _error_data(data: object) -> bool:
    """Whether a `data` value is an error's own detail: an object of envelope keys (and WordPress' `params`) stating
    an HTTP error number in `status`."""
    return isinstance(data, dict) and bool(data) and _status_number(data.get("status")) is not None \
        and all(_key(str(k)) in _ENVELOPE_KEYS or k == "params" for k in data)


def json_error_envelope(body: bytes) -> tuple[FailureClass, str] | None:
    """(class, what it says) when a 2xx body is a JSON object that is an error and nothing else: only envelope
    keys (`_ENVELOPE_KEYS`), no data (`data` / `result(s)` empty), and a sign of failure — a non-empty `error` /
    `errors`, `ok` or `success` false, `status: "error"|"fail"`, or an HTTP error number in `status`, `statusCode`,
    `code` (also inside `error` or the first of `errors`). The class follows that number (404/410 PAGE_REMOVED,
    429 RATE_LIMIT, other 4xx HTTP_4XX, 5xx HTTP_5XX), else the words said (a rate limit or quota, "not found", a
    server error), else HTTP_4XX (the API refused the request). None otherwise.

    Cost: bodies over 4 KiB, or whose first bytes are not an object opening with an envelope key (or that open with
    data), are rejected there (under a microsecond); the rest are parsed (≤ 4 KiB) only when their first 512 bytes
    could state a failure."""
    if len(body) > _ENVELOPE_MAX:
        return None
    m = _ENVELOPE_FIRST.match(body, 3 if body[:3] == b"\xef\xbb\xbf" else 0)
    if m is None or _key(m.group(1).decode("ascii")) not in _ENVELOPE_KEYS:
        return None
    if _key(m.group(1).decode("ascii")) in _ENVELOPE_DATA and body[m.end():m.end() + 8].lstrip()[:1] in (b"[", b"{") \
            and body[m.end():m.end() + 8].lstrip()[1:2].strip() not in (b"]", b"}"):
        return None  # `{"data": [...]}`: an answer with data
    # an envelope states its failure in its first keys: what a record could not say is looked for there only
    head = body[:512]
    if b"rror" not in head and b'"ok":' not in head and b'"success":' not in head and b"fail" not in head \
            and not _states_error_number(head):
        return None  # no failure it could state: `{"status": "ok", ...}`
    try:
        doc = msgspec.json.decode(body[3:] if body[:3] == b"\xef\xbb\xbf" else body)
    except (msgspec.DecodeError, RecursionError):
        return None
    if not isinstance(doc, dict) or not doc:
        return None
    top = {_key(str(k)): v for k, v in doc.items()}
    # WordPress' REST errors carry their status in `data` (`{"code": "rest_no_route", "message": …, "data":
    # {"status": 404}}`): such a `data` is the error's, not the answer's
    error_data = top.get("data") if _error_data(top.get("data")) else None
    if any(k not in _ENVELOPE_KEYS for k in top) \
            or any(top.get(k) not in (None, [], {}, "") for k in _ENVELOPE_DATA if top.get(k) is not error_data):
        return None
    err, errs = top.get("error"), top.get("errors")
    status = top.get("status")
    failed = bool(err) or bool(errs) \
        or top.get("ok") is False or top.get("success") is False \
        or (isinstance(status, str) and status.strip().lower() in ("error", "fail", "failed", "failure"))
    inner = [o for o in (err, errs[0] if isinstance(errs, list) and errs else errs, error_data) if isinstance(o, dict)]
    numbers = [_status_number(o.get(k)) for o in (doc, *inner) for k in o if _key(str(k)) in _ENVELOPE_CODES]
    number = next((n for n in numbers if n is not None), None)
    if not failed and number is None:
        return None
    said = json.dumps(doc, ensure_ascii=False)[:300]
    low = said.lower()
    if number in (404, 410):
        return FailureClass.PAGE_REMOVED, said
    if number == 429 or any(w in low for w in _ENVELOPE_RATE):
        return FailureClass.RATE_LIMIT, said
    if number is not None:
        return (FailureClass.HTTP_5XX if number >= 500 else FailureClass.HTTP_4XX), said
    if any(w in low for w in _ENVELOPE_GONE):
        return FailureClass.PAGE_REMOVED, said
    if any(w in low for w in _ENVELOPE_5XX):
        return FailureClass.HTTP_5XX, said
    return FailureClass.HTTP_4XX, said


#: statuses APIs answer with when the caller's quota is spent, besides 429 (GitHub: 403; some gateways: 503)
_QUOTA_STATUSES = frozenset({400, 403, 503})
_REMAINING_HEADERS = ("x-ratelimit-remaining", "x-rate-limit-remaining", "ratelimit-remaining")
_RESET_HEADERS = ("x-ratelimit-reset", "x-rate-limit-reset", "ratelimit-reset")
_INT = re.compile(r"\s*(-?[0-9]{1,15})(?:\.[0-9]*)?\s*(?:[,;]|$)")
#: the IETF RateLimit field: `"burst";r=0;t=30` (draft 8 on) or `limit=100, remaining=0, reset=50` (earlier)
_IETF_REMAINING = re.compile(r"(?:^|[;,\s])(?:r|remaining)\s*=\s*([0-9]{1,15})\b")
_IETF_RESET = re.compile(r"(?:^|[;,\s])(?:t|reset)\s*=\s*([0-9]{1,15})\b")
#: a reset value above this is a Unix time (GitHub's X-RateLimit-Reset), below it a number of seconds
_EPOCH_FLOOR = 1_000_000_000
#: a reset value above this is a Unix time in milliseconds (in seconds it is past the year 5000)
_EPOCH_MS_FLOOR = 100_000_000_000


def _header_int(headers: Mapping[str, str], names: tuple[str, ...]) -> int | None:
    for name in names:
        m = _INT.match(headers.get(name) or "")
        if m is not None:
            return int(m.group(1))
    return None


def rate_limit_spent(headers: Mapping[str, str], now: float | None = None, *, spent: bool = False) -> float | None:
    """When the response's rate-limit fields say the quota is spent (remaining 0): seconds until it comes back
    (0 when they do not say); None when they do not say it is spent. `headers` keys are lower case. `spent`: the
    status already says so (429): a reset field alone names the pause (an API that leaves Remaining out of its
    429, the IETF draft's `RateLimit-Reset` or `t=` alone), which the 429 otherwise paused the default for."""
    remaining = _header_int(headers, _REMAINING_HEADERS)
    reset = _header_int(headers, _RESET_HEADERS)
    ietf = headers.get("ratelimit")
    if remaining is None and ietf:
        m = _IETF_REMAINING.search(ietf)
        remaining = int(m.group(1)) if m else None
        m = _IETF_RESET.search(ietf)
        reset = int(m.group(1)) if m and reset is None else reset
    if remaining is None and not spent or remaining is not None and remaining > 0:
        return None
    if reset is None or reset <= 0:
        return 0.0
    if reset >= _EPOCH_MS_FLOOR:
        # a Unix time in milliseconds (JavaScript's Date.now(), as several Node APIs send it): read as seconds it
        # was 50 000 years away, and the domain was paused the longest block for a reset a minute away
        reset //= 1000
    if reset >= _EPOCH_FLOOR:
        return max(0.0, reset - (time.time() if now is None else now))
    return float(reset)


def classify_error(failure_class: FailureClass | str, detail: str, *, redirects: list[str] | None = None) -> Classified:
    """Classify a FetchError (no response to judge). A redirect chain that failed on the way
    (loop, forbidden hop, dead new domain) is a failure of its class; the chain goes in `error`."""
    fc = FailureClass(failure_class)
    text = detail
    if redirects:
        text = f"{detail} (after {len(redirects)} redirect(s), last {redirects[-1]})"
    if fc == FailureClass.REDIRECT and redirects:
        # a loop or a long chain through a challenge's own verify URL: the wall's cookie dance, which
        # never ends without its script (Yunsuo's ?security_verify_data=) — a wall, not a broken redirect
        vendor = next((v for v in map(challenge_url, redirects) if v is not None), None)
        if vendor is not None:
            return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                              _err(f"bot challenge ({vendor}): {text}; not bypassed"), challenge=vendor)
    return Classified(FetchOutcome.FAILED, fc, _err(text))


def classify_refused_hop(hop_url: str, sensor_domain: str, *, unavailable: bool, detail: str, now: datetime,
                         retry_s: float, requested_url: str | None = None, why: str | None = None) -> Classified:
    """A redirect hop that robots.txt of its own origin refused (disallowed, or robots.txt unavailable).

    On the sensor's own site the site refused us: ROBOTS (disallowed) or `skipped` (its
    robots.txt is down: try later). On ANOTHER registrable domain the sensor's site refused nothing — the
    page moved away, and the new site's rules only mean we do not follow it there: `redirected`, to the
    hop (a challenge vendor's host is a wall, and so is a hop whose URL sends visitors back to `requested_url`:
    BOT_CHALLENGE). `why`: the reason the hop was not followed when it is not robots.txt (the other domain's
    politeness slot: blocked, over its budget, or further away than the fetcher waits)."""
    hop_domain = url_domain(hop_url)
    if hop_domain and hop_domain == sensor_domain and requested_url and _other_owner(requested_url, hop_url):
        hop_domain = owner_domain(_host(hop_url))  # another customer's site on the same shared host: another site
    if sensor_domain and hop_domain and hop_domain != sensor_domain and sign_on_host(hop_url):
        return Classified(FetchOutcome.FAILED, FailureClass.HTTP_4XX,
                          _err(f"login wall: sent to {hop_domain} to sign in (not followed: {detail or 'robots.txt'})"))
    if sensor_domain and hop_domain and hop_domain != sensor_domain:
        back = bool(requested_url) and sends_back_from_away(hop_url, requested_url or "", sensor_domain)
        if hop_domain in CHALLENGE_HOSTS or hosted_wall(hop_url) or back:
            vendor = CHALLENGE_HOSTS.get(hop_domain) or hosted_wall(hop_url) or "interstitial"
            return Classified(FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE,
                              _err(f"bot challenge ({vendor}): redirected to {hop_domain}; not bypassed"),
                              challenge=vendor)
        why = why or ("its robots.txt is unavailable" if unavailable else "its robots.txt disallows us")
        return Classified(FetchOutcome.REDIRECTED, redirect_url=hop_url,
                          error=_err(f"moved to another domain: {hop_domain} (not followed: {why})"))
    if unavailable:
        return robots_unavailable(now, retry_s, detail)
    return Classified(FetchOutcome.FAILED, FailureClass.ROBOTS, _err(detail or f"robots.txt disallows {hop_url}"))


def classify_robots_disallow(url: str) -> Classified:
    return Classified(FetchOutcome.FAILED, FailureClass.ROBOTS, _err(f"robots.txt disallows {url}"))


@functools.lru_cache(maxsize=65536)  # (asked on every run of every sensor: its URL rarely changes)
def invalid_url_reason(url: str) -> str | None:
    """Why no request can be made for `url` at all, or None: not http(s), no host, a host no name can be (a
    blank, a control), an unclosed IPv6 literal, a port out of range or 0. The rule `changewire fetch` applies to
    its argument, and the fetcher to a sensor's URL before any slot or request."""
    try:
        p = urlsplit(url)
        port = p.port
    except ValueError as exc:  # "http://[::1", a port past 65535
        return f"invalid URL: {exc}"
    if p.scheme not in ("http", "https"):
        return f"scheme {p.scheme or '(none)'!r} is not http/https"
    if not valid_host_name(p.hostname or ""):
        return f"invalid URL: host {p.hostname!r} is no host name" if p.hostname else "invalid URL: no host"
    if port == 0:
        return "invalid URL: port 0"
    return None


def classify_invalid_url(reason: str) -> Classified:
    """A sensor whose URL cannot be fetched: failed at once, no request (the class of a destination refused)."""
    return Classified(FetchOutcome.FAILED, FailureClass.BLOCKED_DESTINATION, _err(reason))


def skipped(until: datetime, reason: str) -> Classified:
    """A run that made no request: politeness slot, blocked domain, budget, robots unavailable."""
    return Classified(FetchOutcome.SKIPPED, error=_err(f"skipped: {reason}"), skip_until=until)


def robots_unavailable(now: datetime, retry_s: float, detail: str) -> Classified:
    return skipped(now + timedelta(seconds=retry_s), detail or "robots.txt unavailable")


#: a meta refresh is looked for in the page's first this many bytes (it belongs in <head>)
_REFRESH_SCAN = 32768


def _more_than(hay: bytes, needle: bytes, n: int) -> bool:
    """`hay.count(needle) > n`, stopping at the (n+1)-th: a count reads the whole text, byte by byte, where a
    find jumps (a page's first links come early). A needle that opens a tag (`<a `) is looked for by the regex
    engine, which scans for its `<` and only then compares: `bytes.find` keys its skips on the needle's last
    byte, and a space or a common letter there made it twice as slow on pages (measured on the corpus's HTML:
    22 → 10 µs a page for `<a `)."""
    if needle[:1] == b"<":
        return next(islice(_literal(needle).finditer(hay), n, None), None) is not None
    i, step = 0, len(needle)
    for _ in range(n + 1):
        i = hay.find(needle, i)
        if i < 0:
            return False
        i += step
    return True


@functools.lru_cache(maxsize=32)
def _literal(needle: bytes) -> re.Pattern[bytes]:
    return re.compile(re.escape(needle))
#: (matched on the lowered bytes where `http-equiv` is found: a case-insensitive search of 32 KiB was 12 % of the
#: fetcher's CPU on 100 KB pages)
_HTTP_EQUIV_REFRESH = re.compile(rb"""http-equiv\s*=\s*["']?\s*refresh""")
_META = re.compile(r"(?is)<meta\b[^<>]*>")
_ATTR = re.compile(r"""(?is)([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+))""")
#: what browsers do not process: comments, and <noscript> (a browser runs scripts, so it never reads it)
_UNPROCESSED = re.compile(r"(?is)<!--.*?(?:-->|$)|<noscript\b.*?(?:</noscript\s*>|$)")
#: WHATWG "shared declarative refresh steps": the delay's digits, then digits and dots (ignored; `.5` is a delay
#: of 0), then the end or a blank, `;` or `,` (`0x; url=…` is no refresh), then `url=` (optional), a URL
_REFRESH_VALUE = re.compile(r"""(?is)\s*([0-9]*)([0-9.]*)(?:$|(?=[\s;,])\s*[;,]?\s*(?:url\s*=\s*)?(.*))""")
#: what the URL parser does not keep as it is in a URL: C0 controls, space and DEL (tabs and newlines are removed,
#: the rest percent-encoded: a refresh naming "/a b" goes to "/a%20b")
_URL_CONTROLS = re.compile(r"[\x00-\x20\x7f]")
#: what the URL parser strips from both ends of a URL
_C0_AND_SPACE = "".join(map(chr, range(0x21)))


def _url_control(c: re.Match[str]) -> str:
    return "" if c.group() in "\t\n\r" else f"%{ord(c.group()):02X}"


def _refresh(value: str, base_url: str) -> tuple[float, str | None] | None:
    """A refresh declaration (`5`, `0; url=...`) as (delay, absolute http(s) URL or None for the page
    itself); None when it is no declaration or names another scheme."""
    m = _REFRESH_VALUE.match(value or "")
    if m is None or not (m.group(1) or m.group(2).startswith(".")):
        return None
    delay = float(m.group(1) or 0)
    target = (m.group(3) or "").strip()
    if target[:1] in ("'", '"'):
        end = target.find(target[0], 1)
        target = target[1:] if end < 0 else target[1:end]
    target = target.strip()
    if not target:
        return delay, None
    target = _URL_CONTROLS.sub(_url_control, html.unescape(target).strip(_C0_AND_SPACE))
    try:
        url = urljoin(base_url, target)
    except ValueError:
        return None
    return (delay, url) if urlsplit(url).scheme in ("http", "https") else None


def _declares_refresh(low: bytes) -> bool:
    """Whether lowered HTML holds `http-equiv="refresh"` (found by its literal first, then matched there)."""
    i = low.find(b"http-equiv")
    while i >= 0:
        if _HTTP_EQUIV_REFRESH.match(low, i) is not None:
            return True
        i = low.find(b"http-equiv", i + 10)
    return False


def declared_refresh(headers: Mapping[str, str], body: bytes, base_url: str, *,
                     low: bytes | None = None) -> tuple[float, str | None] | None:
    """The page's refresh — a `Refresh` header, else its first `<meta http-equiv="refresh">` outside comments
    and <noscript> — as (delay, URL or None for itself), or None. `low`: `body[:_REFRESH_SCAN].lower()` when
    the caller has it."""
    header = headers.get("refresh")
    if header:
        r = _refresh(header, base_url)
        if r is not None:
            return r
    if not body or not _declares_refresh(body[:_REFRESH_SCAN].lower() if low is None else low):
        return None
    text = _UNPROCESSED.sub(" ", body[:_REFRESH_SCAN].decode("utf-8", "replace"))
    for tag in _META.findall(text):
        attrs = {m.group(1).lower(): next(g for g in m.groups()[1:] if g is not None) for m in _ATTR.finditer(tag)}
        if attrs.get("http-equiv", "").strip().lower() == "refresh" and "content" in attrs:
            return _refresh(attrs["content"], base_url)
    return None


#: a "this page has moved" notice gives its reader a few seconds before the refresh takes them on
_NOTICE_REFRESH_S = 10.0
#: ... and is a notice: a sentence or two and a link (a page of its own content with a slow refresh is the page)
_NOTICE_TEXT = 400
_NOTICE_MAX_BYTES = 16384


def refresh_target(headers: Mapping[str, str], body: bytes, base_url: str, *, low: bytes | None = None) -> str | None:
    """Where a page sends its visitors instead of showing itself: a `Refresh` header or a
    `<meta http-equiv="refresh">` (outside comments and <noscript>) of no delay — or of a few seconds on a page that is
    only a notice ("We have moved! You will be redirected in 5 seconds": little text, at most two links). None
    otherwise (a page that reloads itself, a slow refresh on a page with content of its own)."""
    r = declared_refresh(headers, body, base_url, low=low)
    if r is None or r[1] is None:
        return None
    if r[0] < 1:
        return r[1]
    if r[0] > _NOTICE_REFRESH_S or len(body) > _NOTICE_MAX_BYTES:
        return None
    lowered = body.lower() if low is None else low
    if _more_than(lowered, b"<a ", 2) or visible_text_length(body, _NOTICE_TEXT, low=lowered) >= _NOTICE_TEXT:
        return None
    return r[1]


_SCRIPT_CLOSE = re.compile(rb"(?i)</script\s*>")
#: a script's navigation to a literal URL: `location = "..."`, `location.href = '...'`, `location.replace("...")`,
#: with or without `window.` / `document.` / `self.` / `top.` before it (the match starts at `location`: a pattern
#: opening with its literal is searched for as one, where an optional prefix made it try every position of a script)
#: (a literal followed by `+` is only the start of a URL put together at run time: `"/" + lang + "/"`)
_SCRIPT_NAV = re.compile(rb"""location(?:\s*(?:\.\s*href\s*)?=(?!=)\s*(['"`])([^'"`\s<>]{1,2000})\1(?!\s*\+)|"""
                         rb"""\s*\.\s*(?:replace|assign)\s*\(\s*(['"`])([^'"`\s<>]{1,2000})\3\s*\))""")
_NAV_PREFIXES = (b"window.", b"document.", b"self.", b"top.")


def _nav_start(code: bytes, at: int) -> int:
    """Where the navigation found at `at` (its `location`) starts: before its `window.` (or `document.`, `self.`,
    `top.`) when it has one."""
    for p in _NAV_PREFIXES:
        if code.endswith(p, 0, at):
            return at - len(p)
    return at


#: script text that defers or conditions what follows
_DEFERRED = re.compile(rb"(?i)function\b|=>|addeventlistener|\bif\s*\(|\.then\s*\(|\?[^:;]{0,200}:")
#: a stub shows less text than this (characters) and hardly a link
_STUB_TEXT = 300


def _inline_scripts(head: bytes, low: bytes | None = None) -> Iterator[tuple[bytes, bytes]]:
    """The (attributes, text) of each complete <script> element of `head`, in order: what the lazy pattern
    `<script…>(.*?)</script…>` (case-insensitive) finds before the last closing tag. Linear, with finds instead
    of that pattern (tried character by character, it was most of the time of classifying a page of big
    inline scripts; searched from every opening tag after the last close, seconds on a page of thousands of
    unclosed tags). `low`: `head.lower()` when the caller has it."""
    if low is None:
        low = head.lower()
    last = low.rfind(b"</script")
    end = -1
    while last >= 0:
        close = _SCRIPT_CLOSE.match(low, last)
        if close is not None:
            end = close.end()
            break
        last = low.rfind(b"</script", 0, last)
    i = 0
    while end >= 0:
        s = low.find(b"<script", i, end)
        if s < 0:
            return
        i = s + 1  # (where the next try starts when this one is no element)
        j = s + 7
        if low[j:j + 1].isalnum() or low[j:j + 1] == b"_":
            continue  # `<scripts`, `<script_x`: no \b after the name
        gt = low.find(b">", j, end)
        if gt < 0 or low.find(b"<", j, gt) >= 0:
            continue  # the opening tag is cut by another `<` ([^<>]*)
        k = gt + 1
        while True:
            c = low.find(b"</script", k, end)
            if c < 0:
                break
            m = _SCRIPT_CLOSE.match(low, c, end)
            if m is not None:
                yield head[j:gt], head[gt + 1:c]
                i = m.end()
                break
            k = c + 1


#: a moved notice's timer, the script's first statement: `setTimeout(function () {` or `setTimeout(() => {` before
#: the navigation ...
_TIMER_OPEN = re.compile(rb"\s*(?:window\.)?setTimeout\s*\(\s*(?:function\s*\w*\s*\(\s*\)\s*\{|\(\s*\)\s*=>\s*\{?)\s*")
#: ... and `}, 5000)` after it: the delay in milliseconds
_TIMER_CLOSE = re.compile(rb"\s*;?\s*\}?\s*,\s*([0-9]{1,9})\s*\)")


def _notice_timer(before: bytes, code: bytes, nav_end: int) -> bool:
    """Whether the navigation ending at `nav_end` is all a top-level timer of a few seconds does (a "we have moved,
    taking you there in 5 seconds" notice written as a script: the delayed refresh's twin): `before` is only the
    timer's opening, the timer closes right after it with at most _NOTICE_REFRESH_S."""
    if _TIMER_OPEN.fullmatch(before) is None:
        return False
    m = _TIMER_CLOSE.match(code, nav_end)
    return m is not None and int(m.group(1)) <= _NOTICE_REFRESH_S * 1000


def script_stub_target(body: bytes, base_url: str, *, low: bytes | None = None) -> str | None:
    """Where a stub page sends every visitor by script (its first inline script's navigation to a literal
    URL, outside any function — a page whose only job is to move on — or in a top-level timer of a few seconds, a
    moved notice's: _notice_timer), made absolute; None for a page with
    content (its links and text say it is a page, its scripts only navigate on a click) or no such script."""
    if low is None:
        low = body[:_REFRESH_SCAN].lower()
    if b"location" not in low or _more_than(low, b"<a ", 2):
        return None
    head = body[:_REFRESH_SCAN]  # (sliced only here: a copy of 32 KiB on every page was a tenth of classifying it)
    for attrs, code in _inline_scripts(head, low):
        if b"location" not in code or b"src" in attrs.lower():
            continue  # (every navigation names `location`: the pattern is tried only where it can match)
        nav = _SCRIPT_NAV.search(code)
        if nav is None:
            continue
        before = code[:_nav_start(code, nav.start())]
        if _DEFERRED.search(before) and not _notice_timer(before, code, nav.end()):
            continue  # a navigation in a function, a handler or a condition (an anti-mirror check)
        if visible_text_length(body, _STUB_TEXT, low=low) >= _STUB_TEXT:
            return None
        target = (nav.group(2) or nav.group(4)).decode("utf-8", "replace")
        try:
            url = urljoin(base_url, html.unescape(target))
        except ValueError:
            return None
        return url if urlsplit(url).scheme in ("http", "https") else None
    return None


#: a page that sets a cookie and refreshes to itself within this many seconds is a cookie gate
_GATE_REFRESH_S = 5.0
#: ... when it shows less text than this and hardly a link
_GATE_TEXT = 600


def refresh_gate(headers: Mapping[str, str], body: bytes, url: str) -> bool:
    """A cookie gate without a script: a small page that sets a cookie and loads itself again at once (a
    meta refresh or a Refresh header to its own path) — a browser comes back with the cookie and passes;
    we do not (BOT_CHALLENGE, never bypassed). A page that refreshes every few minutes, or without a
    cookie, is none."""
    if "set-cookie" not in headers:
        return False
    r = declared_refresh(headers, body, url)
    if r is None or r[0] > _GATE_REFRESH_S:
        return False
    if r[1] is not None:
        here, there = urlsplit(url), urlsplit(r[1])
        if (there.hostname or "") != (here.hostname or "") or (there.path or "/") != (here.path or "/"):
            return False
    low = body[:65536].lower()
    return not _more_than(low, b"<a ", 2) and visible_text_length(body, _GATE_TEXT, low=low) < _GATE_TEXT
