"""The per-company discovery algorithm (I/O through the shared HTTP client), within a request and time
budget: homepage variants → robots.txt → homepage links/feeds/JSON-LD/framework JSON → sitemap(s) →
careers page + ATS verification → verification of the best candidates → localized probes → subdomain
probes → selection. Decisions are the pure modules' (extract, ats, sitemaps, probes, select).

It writes nothing: the service stores the result, the `discover` CLI prints it.
"""
from __future__ import annotations

import asyncio
import json
import logging
import re
import time
import uuid
from datetime import UTC, datetime
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit, urlunsplit

from changewire_common.domains import (
    is_path_site_host, is_shared_host_site, owner_domain, path_site_prefix, registrable_domain, url_domain,
)
from changewire_common.surfaces import (
    LINK_SHORTENERS, OWN_LABEL, PAGE_BUILDER_HOSTS, PLATFORM_SURFACES, SurfaceMatch, brand_repository_releases, classify_link, classify_text,
    classify_url, code_host_changelog, false_friend, fold, is_language_segment, is_social_url, path_depth, similarity,
    surface_root, url_is_crawlable,
)
from changewire_common.urls import canonical_url
from changewire_common.vocab import DiscoveryMethod, FailureClass, SensorKind, Surface

from changewire_common import ats as ats_mod
from .extract import (
    Link, PageFacts, age_gate, challenge_vendor, consent_gateway, consent_wall, entry_gateway, framework_links,
    gatsby_page_data, header_feeds, is_signin_page,
    is_web_url, locale_gateway, parking_kind, parse_page, report_library, safe_join, server_default_kind,
    status_platform,
)
from .probes import (
    PROBE_SURFACES, SUBDOMAINS, PageCheck, head_key, heads_differ, homepage_variants, judge, language_of, locale_depth, locale_prefix,
    page_suffix, probe_paths,
)
from .select import Candidate, generic_news, investor_news, merge, named_for, rank, score, select, url_key, url_locale
from .settings import DiscoverySettings
from .sitemaps import RobotsInfo, own_language_children, parse_robots, parse_sitemap, pick_children

logger = logging.getLogger(__name__)

from changewire_common.http.client import FetchError as _FetchError
from changewire_common.http.client import parse_set_cookie


class Response(Protocol):
    url: str
    final_url: str
    status: int
    headers: Mapping[str, str]
    body: bytes
    content_type: str

    def text(self) -> str: ...


class Client(Protocol):
    """The subset of changewire_common.http.HttpClient discovery uses."""

    async def fetch(self, url: str, *, max_bytes: int | None = None, follow_redirects: bool = True,
                    accept: str | None = None, retries: int | None = None, truncate: bool = False,
                    json_body: bytes | None = None, headers: Mapping[str, str] | None = None) -> Any: ...

    async def host_exists(self, host: str) -> bool: ...


class Pacer(Protocol):
    """Per-registrable-domain politeness: wait for the domain's slot; False if it is past `deadline`
    (a `time.monotonic()` value)."""

    async def acquire(self, domain: str, *, deadline: float) -> bool: ...

    async def release(self, domain: str) -> None: ...

    def set_delay(self, domain: str, delay_s: float) -> None: ...


_CORPORATE_WORDS = frozenset({"hq", "group", "gruppe", "groupe", "grupo", "gruppo", "corp", "corporate", "inc", "global",
                              "holding", "holdings", "plc", "ag", "se", "sa", "gmbh", "gruppen", "groep", "konsern",
                              "konsernet", "koncern", "koncernen", "asa", "ab", "oy", "oyj", "bv", "nv"})
_OWNER_JOINERS = frozenset({"at", "bei", "chez", "bij", "hos", "presso", "en", "na", "em", "with", "@", "i", "in", "w"})


def _section_of_host_owner(url: str, text: str) -> SurfaceMatch | None:
    """A brand's footer names its careers (or investor relations) by their owner, the group whose host the link leads
    to: "Careers at Halden Group" → careers.haldengroup.com, "Karriere bei Lindt Gruppe" → the group's domain. The
    section's name whole before the joining word, the owner's words the host's domain name after it; a section of
    another owner (a partner's careers at another host) is not named by that host."""
    # folded: "Jobb i Fjordstål" names fjordstal-gruppen (a host's name holds no accent)
    words = re.sub(r"[^\w\s@-]", " ", fold(text)).split()
    if not 2 <= len(words) <= 8:
        return None
    # the host's names but its suffix (careers.haldengroup.com: careers, haldengroup)
    names = {x.replace("-", "") for x in (urlsplit(url).hostname or "").lower().split(".")[:-1]}
    for j, w in enumerate(words[1:-1], start=1):
        if w not in _OWNER_JOINERS:
            continue
        owner = "".join(words[j + 1:]).replace("-", "")
        # the owner's name whole, or with the corporate word its domain adds (Halden → haldencorp, haldengroup)
        if len(owner) < 4 or not any(n == owner or n.startswith(owner) and n[len(owner):] in _CORPORATE_WORDS
                                     for n in names):
            continue
        tm = classify_text(" ".join(words[:j]))
        if tm is not None and tm.surface in (Surface.CAREERS, Surface.INVESTORS) and tm.confidence >= 0.9:
            return SurfaceMatch(tm.surface, round(tm.confidence * 0.95, 3), f"{tm.reason} of the host's owner")
    return None


#: the last path segment of a press kit's page (a studio's presskit(), a brand's media kit)
_PRESS_KIT_SEGMENTS = frozenset({"press-kit", "presskit", "media-kit", "mediakit", "press-kits", "media-kits",
                                 "pressekit", "pressemappe", "kit-presse", "kit-de-prensa", "brand-assets"})


def _press_kit(url: str) -> bool:
    """The URL is a press kit's page (/presskit, /press/press-kit), not a room of press releases."""
    segs = [x for x in urlsplit(url).path.lower().split("/") if x]
    return bool(segs) and segs[-1] in _PRESS_KIT_SEGMENTS


#: host labels of a site's pre-production copies (staging.acme.com, acme-staging.acme.com, uat.acme.com)
_PRE_PRODUCTION_LABELS = frozenset({"staging", "stage", "stg", "preview", "uat", "preprod", "pre-prod",
                                    "preproduction", "pre-production"})


def _pre_production_host(url: str, site_domain: str) -> bool:
    """The URL's host is a staging / preview / UAT copy of a site (a label before the site's domain — or the
    registrable domain of a host off it — says so)."""
    host = (urlsplit(url).hostname or "").lower()
    reg = site_domain if site_domain and host.endswith("." + site_domain) else url_domain(url)
    labels = host[: -len(reg) - 1].split(".") if reg and host.endswith("." + reg) else []
    return any(x in _PRE_PRODUCTION_LABELS or x.split("-")[0] in _PRE_PRODUCTION_LABELS
               or x.split("-")[-1] in _PRE_PRODUCTION_LABELS for x in labels)


def _feed_parent(url: str) -> Surface | None:
    """The section a feed's URL says it is of (a blog's or a newsroom's), if any."""
    um = classify_url(url)
    if um and um.surface in (Surface.BLOG, Surface.NEWSROOM):
        return um.surface
    low = url.lower()
    return Surface.NEWSROOM if ("/news" in low or "/press" in low) else (Surface.BLOG if "/blog" in low else None)


def _parse_hit(hit: Hit) -> PageFacts:
    """The fetched HTML page's facts, with the feeds its response's HTTP `Link:` header names (RFC 8288) beside
    those of its <head>: a server may advertise its feed in the header only."""
    facts = parse_page(hit.text(), hit.final_url)
    link = hit.headers.get("link", "")
    if link:
        have = {f.url for f in facts.feeds}
        facts.feeds.extend(f for f in header_feeds(link, hit.final_url) if f.url not in have)
    return facts


class InProcessPacer:
    """Spacing between request starts per registrable domain, within one process (the dry-run CLI,
    tests, benchmarks). The service uses the Postgres-backed slot shared with the fetcher."""

    def __init__(self, spacing_s: float, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.spacing_s = spacing_s
        self._clock = clock
        self._next: dict[str, float] = {}
        self._last: dict[str, float] = {}
        self._delay: dict[str, float] = {}
        self._lock = asyncio.Lock()

    def set_delay(self, domain: str, delay_s: float) -> None:
        """A Crawl-delay just read: it spaces the very next request too (the robots.txt fetch that told us
        was the last one, and its slot was booked at the old spacing)."""
        self._delay[domain] = max(self.spacing_s, delay_s)
        if domain in self._last:
            self._next[domain] = max(self._next.get(domain, 0.0), self._last[domain] + self._delay[domain])

    async def release(self, domain: str) -> None:
        return None

    async def acquire(self, domain: str, *, deadline: float) -> bool:
        async with self._lock:
            now = self._clock()
            slot = max(now, self._next.get(domain, 0.0))
            if slot > deadline:
                return False
            self._last[domain] = slot
            self._next[domain] = slot + self._delay.get(domain, self.spacing_s)
        wait = slot - self._clock()
        if wait > 0:
            await asyncio.sleep(wait)
        return True


@dataclass
class Hit:
    """One fetched URL after redirects (followed by hand, each hop counted)."""

    url: str
    final_url: str
    status: int
    headers: Mapping[str, str]
    body: bytes
    content_type: str
    redirects: list[str]
    error: str | None = None
    _text: str | None = None

    def text(self) -> str:
        if self._text is None:
            self._text = self.body.decode("utf-8", "replace")
        return self._text

    @property
    def ok(self) -> bool:
        return self.error is None and 200 <= self.status < 300

    @property
    def is_binary(self) -> bool:
        """The body is not text whatever its Content-Type says (random bytes, a decompressed run of NULs)."""
        return looks_binary(self.body)

    @property
    def is_html(self) -> bool:
        ct = self.content_type.lower()
        if "html" in ct:
            return not self.is_binary
        return not ct and self.body[:500].lstrip().lower().startswith((b"<!doctype html", b"<html"))


_CONTROL = bytes(b for b in range(32) if b not in (9, 10, 12, 13, 27))


#: Content-Types of files, not pages (a document, an image, an archive, a download)
_DOCUMENT_TYPES = ("application/pdf", "application/msword", "application/vnd.", "application/zip",
                   "application/octet-stream", "application/x-", "image/", "video/", "audio/", "font/")


def _document_body(hit: Hit) -> bool:
    """The answer is a file (a PDF, an office document, an image, an archive), not a page: by its Content-Type, or by
    its bytes when it names none that says so (a PDF served as text/html is still no page)."""
    ct = hit.content_type.lower().split(";")[0].strip()
    if ct.startswith(_DOCUMENT_TYPES):
        return True
    return hit.body[:5] == b"%PDF-" or (not hit.is_html and hit.is_binary)


def _readable_document(hit: Hit) -> bool:
    """The answer is a document a person reads (a PDF, an office file), by its Content-Type or its PDF signature — a
    brochure served as the homepage; not any binary body (a misconfigured server's, a download's)."""
    ct = hit.content_type.lower().split(";")[0].strip()
    return (ct in ("application/pdf", "application/msword") or hit.body[:5] == b"%PDF-"
            or ct.startswith(("application/vnd.openxmlformats", "application/vnd.ms-", "application/vnd.oasis.opendocument")))


def looks_binary(body: bytes, sample: int = 8192) -> bool:
    """A body whose first bytes hold NULs or many control characters is no HTML / text page (UTF-16/32
    text starts with its byte-order mark and is let through)."""
    head = body[:sample]
    if not head or head.startswith((b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf\x00")):
        return False
    if b"\x00" in head:
        return True
    return len(head) - len(head.translate(None, _CONTROL)) > len(head) // 20


@dataclass
class RequestLog:
    url: str
    status: int | None
    purpose: str
    error: str | None = None


class BudgetExhausted(Exception):
    pass


class Session:
    """Counts every request against the budget, paces per domain, follows redirects by hand, and
    honours robots.txt for the company's own hosts."""

    def __init__(self, client: Client, pacer: Pacer, settings: DiscoverySettings, *, started: float) -> None:
        self.client = client
        self.pacer = pacer
        self.s = settings
        self.budget = settings.request_budget
        self.deadline = started + settings.time_budget_s
        self.used = 0
        self.log: list[RequestLog] = []
        self.exhausted: str = ""
        self.robots: dict[str, RobotsInfo] = {}
        self.robot_hosts: set[str] = set()  # hosts whose robots.txt we honour (the company's own)
        #: the company's registrable domain: robots.txt is honoured on every host under it too
        self.robot_domain: str = ""
        #: the site answered over plain http: an https URL on one of its hosts that cannot even connect
        #: (TLS, refused) is tried once over http — links often say https where only http works
        self.http_fallback = False
        self._https_dead: set[str] = set()  # hosts whose https did not connect: go straight to http
        #: hosts that answered 429 (too many requests): nothing more is asked of them in this run — a rate limit is
        #: the site asking us to stop, not a verdict on the page (what they named stands, unverified)
        self.throttled: set[str] = set()
        self._https_hosts: set[str] = set()  # hosts that answered over https: their http links go to https
        #: https did not even connect on one host of the company's http-only site: its other hosts (docs.,
        #: status., blog.) are asked over http first too, instead of one failed https attempt each
        self.https_dead_site = False
        #: a host that answered a page with a redirect to the same path on its www. / bare twin (a site-wide
        #: www → apex rule, or apex → www): its other links are asked there at once, not at one extra hop each
        self._moved_hosts: dict[str, tuple[str, str]] = {}
        #: cookies a redirect set, per host (name → value): a site that sets a session cookie and redirects to the
        #: very same URL ("set a cookie and come back") answers the page once the next request carries it
        self._cookies: dict[str, dict[str, str]] = {}

    @property
    def remaining(self) -> int:
        return self.budget - self.used

    def can(self, n: int = 1) -> bool:
        return not self.exhausted and self.remaining >= n and time.monotonic() < self.deadline

    async def _one(self, url: str, purpose: str, accept: str | None, max_bytes: int | None) -> Any:
        if self.remaining <= 0:
            self.exhausted = self.exhausted or "requests"
            raise BudgetExhausted
        host = (urlsplit(url).hostname or "").lower()
        domain = registrable_domain(host)
        if not await self.pacer.acquire(domain, deadline=self.deadline):
            if time.monotonic() >= self.deadline - 0.5:
                self.exhausted = self.exhausted or "time"
                raise BudgetExhausted
            raise _FetchError(FailureClass.RATE_LIMIT, url, "politeness slot not available within the budget")
        if time.monotonic() >= self.deadline:
            await self.pacer.release(domain)
            self.exhausted = self.exhausted or "time"
            raise BudgetExhausted
        self.used += 1
        try:
            return await self._send(url, purpose, accept, max_bytes)
        finally:
            await self.pacer.release(domain)

    async def _send(self, url: str, purpose: str, accept: str | None, max_bytes: int | None) -> Any:
        # a request never outlives the company's time budget (a server that drips bytes or never answers
        # would otherwise hold the run for the client's whole total timeout past the deadline)
        cap = asyncio.timeout(max(0.05, self.deadline - time.monotonic()))
        try:
            async with cap:
                # no in-run retries: every request counts against the company's budget; a board API that
                # answers only a POST of a search (Workday) is asked as its own board page asks it
                post = ats_mod.api_request_body(url) if purpose.startswith("ats:") else None
                extra: dict[str, Any] = {"json_body": post} if post is not None else {}
                jar = self._cookies.get((urlsplit(url).hostname or "").lower())
                if jar:
                    extra["headers"] = {"Cookie": "; ".join(f"{k}={v}" for k, v in jar.items())}
                resp = await self.client.fetch(url, max_bytes=max_bytes or self.s.max_body_bytes,
                                               follow_redirects=False, accept=accept, retries=0, truncate=True, **extra)
        except TimeoutError:
            if not cap.expired():
                raise
            self.exhausted = self.exhausted or "time"
            self.log.append(RequestLog(url, None, purpose, "TIMEOUT"))
            raise _FetchError(FailureClass.TIMEOUT, url, "no response within the discovery time budget",
                              retryable=True) from None
        except _FetchError as exc:
            fc = str(getattr(exc, "failure_class", "UNKNOWN"))
            if fc in ("DNS", "BLOCKED_DESTINATION"):
                self.used -= 1  # nothing was sent: the name does not resolve, or the address is refused
            else:
                self.used += max(0, int(getattr(exc, "attempts", 1) or 1) - 1)
            self.log.append(RequestLog(url, None, purpose, fc))
            raise
        self.used += max(0, int(getattr(resp, "requests", 1) or 1) - 1)
        self.log.append(RequestLog(url, int(resp.status), purpose))
        return resp

    async def get(self, url: str, purpose: str, *, accept: str | None = None, max_bytes: int | None = None,
                  robots: bool = True) -> Hit | None:
        """GET with redirects; None when the budget, the deadline or robots.txt says no."""
        cur = self._preferred(url)
        redirects: list[str] = []
        seen: set[tuple[str, frozenset[tuple[str, str]]]] = set()  # (URL, the cookies it was asked with)
        for _hop in range(6):
            # a plain-http site (or an http page redirecting here) whose https link cannot even connect
            came_over_http = self.http_fallback or bool(redirects) and redirects[-1].startswith("http://")
            if robots and not await self.robots_allow(cur, http_fallback=came_over_http):
                if self._preferred(cur) != cur:
                    cur = self._preferred(cur)
                    continue  # its robots.txt showed https does not connect: the plain-http origin decides
                self.log.append(RequestLog(cur, None, purpose, "ROBOTS"))
                return Hit(url, cur, 0, {}, b"", "", redirects, "ROBOTS")
            if (urlsplit(cur).hostname or "").lower() in self.throttled:
                return None
            sent = self._cookie_key(cur)  # the cookies this request carries
            try:
                resp = await self._one(cur, purpose, accept, max_bytes)
            except BudgetExhausted:
                return None
            except _FetchError as exc:
                fc = str(getattr(exc, "failure_class", "UNKNOWN"))
                host = (urlsplit(cur).hostname or "").lower()
                if (fc == "UNKNOWN" and came_over_http and cur.startswith("https://") and host
                        and host not in self._https_dead and self.can()):
                    self._https_dead.add(host)
                    self.https_dead_site = self.https_dead_site or self.on_company_site(host)
                    cur = "http://" + cur[len("https://"):]
                    continue  # one plain-http attempt (counted like any request)
                return Hit(url, cur, 0, {}, b"", "", redirects, fc)
            if cur.startswith("https://"):
                self._https_hosts.add((urlsplit(cur).hostname or "").lower())
            status = int(resp.status)
            if status == 429:
                self.throttled.add((urlsplit(cur).hostname or "").lower())
            headers = {k.lower(): v for k, v in dict(resp.headers or {}).items()}
            loc = headers.get("location")
            if status in (301, 302, 303, 307, 308) and loc:
                nxt = safe_join(cur, loc.strip())
                if not nxt:  # another scheme, or a Location urllib cannot even parse
                    return Hit(url, cur, status, headers, b"", "", redirects, "REDIRECT")
                # a loop comes back to a URL with the very cookies it was asked with (/careers → /careers/index →
                # /careers): it ends nowhere, however many hops remain. "Set a cookie and come back" (to the same URL,
                # or through a cookie-check page) is a new request once the cookie is carried
                seen.add((cur, sent))
                self._keep_cookies(cur, headers.get("set-cookie", ""))
                if (nxt, self._cookie_key(nxt)) in seen:
                    self.log[-1].error = "REDIRECT"
                    return Hit(url, cur, status, headers, b"", "", [*redirects, cur], "REDIRECT")
                self._learn_host_move(cur, nxt)
                redirects.append(cur)
                if purpose == "homepage":
                    # the company's site now lives there: its robots.txt decides before its page is read
                    self.robot_hosts.add((urlsplit(nxt).hostname or "").lower())
                cur = nxt
                continue
            body = bytes(resp.body or b"")
            ct = (getattr(resp, "content_type", "") or headers.get("content-type", "")).lower()
            if getattr(resp, "truncated", False) is True and (not body or looks_binary(body)):
                # cut at the cap before a single byte fit, or with only binary filler (a gzip bomb decompresses
                # past it at once — its first megabyte of NULs is no page): nothing to read, not an empty page
                self.log[-1].error = "TOO_LARGE"
                return Hit(url, cur, status, headers, b"", ct, redirects, "TOO_LARGE")
            try:
                text = resp.text() if body else ""
            except Exception:  # noqa: BLE001 - undecodable body: fall back to a lossy decode
                text = None
            return Hit(url, cur, status, headers, body, ct, redirects, None, text)
        return Hit(url, cur, 0, {}, b"", "", redirects, "REDIRECT")

    def _cookie_key(self, url: str) -> frozenset[tuple[str, str]]:
        return frozenset(self._cookies.get((urlsplit(url).hostname or "").lower(), {}).items())

    def _keep_cookies(self, url: str, set_cookie: str) -> bool:
        """Keep the cookies a response to `url` sets (for its host, this run only), each read as the shared
        client reads a Set-Cookie (parse_set_cookie: JSON and spaced values kept as browsers keep them); True
        when any was new or changed. Several Set-Cookie headers arrive joined by ', ' (an Expires date holds
        one too)."""
        if not set_cookie:
            return False
        jar = self._cookies.setdefault((urlsplit(url).hostname or "").lower(), {})
        changed = False
        for raw in re.split(r",\s*(?=[^;,\s=]+=)", set_cookie)[:20]:
            parsed = parse_set_cookie(raw.strip())
            if parsed is not None and len(jar) < 20 and jar.get(parsed[0]) != parsed[1]:
                jar[parsed[0]] = parsed[1]
                changed = True
        return changed

    def _learn_host_move(self, cur: str, nxt: str) -> None:
        """`cur` redirected to the very same path and query on its www. / bare twin host: that host moved."""
        a, b = urlsplit(cur), urlsplit(nxt)
        ha, hb = (a.hostname or "").lower(), (b.hostname or "").lower()
        if (ha and hb and ha != hb and (ha == "www." + hb or hb == "www." + ha) and a.path == b.path
                and a.query == b.query and a.port == b.port and b.scheme in ("http", "https")):
            self._moved_hosts[ha] = (b.scheme, b.netloc)

    def _preferred(self, url: str) -> str:
        """The scheme to ask a URL with: plain http on a host (or an http-only company site) whose https does
        not connect; https on a host that already answered over https — an old `http://` link on a site that
        redirects to https would cost its own robots.txt and a redirect hop (browsers upgrade it by HSTS). On a
        host that moved to its www. / bare twin (a redirect to the same path there), the twin at once."""
        host = (urlsplit(url).hostname or "").lower()
        moved = self._moved_hosts.get(host)
        if moved is not None and url.startswith(("http://", "https://")):
            parts = urlsplit(url)
            if parts.username is None and parts.password is None:
                scheme = "https" if moved[0] == "https" else parts.scheme  # (never a downgrade to http)
                url = urlunsplit((scheme, moved[1], parts.path, parts.query, parts.fragment))
                host = (urlsplit(url).hostname or "").lower()
        if url.startswith("http://"):
            if host in self._https_hosts and host not in self._https_dead:
                return "https://" + url[len("http://"):]
            return url
        if not url.startswith("https://"):
            return url
        if host in self._https_dead or self.https_dead_site and self.http_fallback and self.on_company_site(host):
            return "http://" + url[len("https://"):]
        return url

    def on_company_site(self, host: str) -> bool:
        d = self.robot_domain
        return bool(d) and (host == d or host.endswith("." + d))

    def honours_robots(self, host: str) -> bool:
        d = self.robot_domain
        return host in self.robot_hosts or bool(d) and (host == d or host.endswith("." + d))

    def known_disallowed(self, url: str) -> bool:
        """robots.txt already read for the URL's origin forbids it (no request spent to find out)."""
        p = urlsplit(self._preferred(url))
        if not self.honours_robots((p.hostname or "").lower()):
            return False
        info = self.robots.get(f"{p.scheme}://{p.netloc}")
        return info is not None and not info.unavailable and not info.allowed(url, self.s.user_agent)

    async def robots_allow(self, url: str, *, http_fallback: bool = False) -> bool:
        p = urlsplit(url)
        host = (p.hostname or "").lower()
        if not self.honours_robots(host):
            return True
        origin = f"{p.scheme}://{p.netloc}"
        info = self.robots.get(origin)
        if info is None:
            info = await self.load_robots(origin, http_fallback=http_fallback)
        return info.allowed(url, self.s.user_agent)

    #: redirects of a robots.txt followed (RFC 9309: at least five)
    ROBOTS_REDIRECTS = 5

    async def load_robots(self, origin: str, *, http_fallback: bool = False) -> RobotsInfo:
        robots_url = origin + "/robots.txt"
        truncated = False
        try:
            cur, seen = robots_url, {robots_url}
            for hop in range(self.ROBOTS_REDIRECTS + 1):
                try:
                    resp = await self._one(cur, "robots", "text/plain", 512_000)
                except _FetchError:
                    if hop == 0:
                        raise
                    status, body = 404, b""  # the origin answered; where it points does not: no rules
                    break
                status: int | None = int(resp.status)
                body = bytes(resp.body or b"")
                truncated = bool(getattr(resp, "truncated", False))
                loc = {k.lower(): v for k, v in dict(resp.headers or {}).items()}.get("location", "")
                if status not in (301, 302, 303, 307, 308):
                    break
                # RFC 9309 2.3.1.2: a redirected robots.txt is followed (five hops at most): its rules are this
                # origin's (a CDN copy, /robots.txt → /static/robots.txt, the apex's → the www host's)
                nxt = safe_join(cur, loc.strip()) if loc else ""
                if not nxt or nxt in seen or hop == self.ROBOTS_REDIRECTS or not self.can():
                    status, body = 404, b""  # a loop or a dead end: no rules to honour (as for a 404)
                    break
                seen.add(nxt)
                cur = nxt
        except BudgetExhausted:
            return RobotsInfo()
        except _FetchError as exc:
            fc = str(getattr(exc, "failure_class", "UNKNOWN"))
            status, body = (404 if fc in ("DNS", "BLOCKED_DESTINATION") else None), b""
            if fc == "UNKNOWN" and (self.http_fallback or http_fallback) and origin.startswith("https://"):
                h = (urlsplit(origin).hostname or "").lower()
                self._https_dead.add(h)
                self.https_dead_site = self.https_dead_site or self.on_company_site(h)
        info = parse_robots(status, body, robots_url, self.s.user_agent, truncated=truncated)
        self.robots[origin] = info
        if info.crawl_delay_s:
            self.pacer.set_delay(registrable_domain(urlsplit(origin).hostname or ""),
                                 min(self.s.max_crawl_delay_s, info.crawl_delay_s))
        return info


@dataclass
class DiscoveryResult:
    company_url: str
    outcome: str = "failed"  # active | no_website | failed
    error: str | None = None
    #: the failure is worth retrying later (timeouts, 5xx, robots.txt unavailable)
    transient: bool = False
    homepage_url: str = ""
    canonical_domain: str = ""
    #: (old registrable domain, new registrable domain) for off-domain homepage redirects
    redirect_domains: list[tuple[str, str]] = field(default_factory=list)
    candidates: list[Candidate] = field(default_factory=list)
    selected: list[Candidate] = field(default_factory=list)
    social_profiles: list[str] = field(default_factory=list)
    requests: int = 0
    elapsed_ms: int = 0
    stats: dict[str, Any] = field(default_factory=dict)
    request_log: list[RequestLog] = field(default_factory=list)

    def surfaces_json(self, limit_per_surface: int = 5) -> list[dict[str, Any]]:
        """Candidates for output: every selected one plus the best few others per surface."""
        sel = {id(c) for c in self.selected}
        out: list[dict[str, Any]] = []
        per: dict[str, int] = {}
        ranked = sorted(self.candidates, key=lambda c: (id(c) in sel, score(c)), reverse=True)
        for c in ranked:
            n = per.get(c.surface, 0)
            if id(c) not in sel and n >= limit_per_surface:
                continue
            per[c.surface] = n + 1
            out.append({"surface": str(c.surface), "url": c.url, "method": str(c.method),
                        "confidence": round(c.confidence, 3), "verified": bool(c.verified),
                        "selected": id(c) in sel})
        from changewire_common.surfaces import SURFACE_IMPORTANCE
        out.sort(key=lambda d: (not d["selected"], -SURFACE_IMPORTANCE.get(Surface(d["surface"]), 0), -d["confidence"]))
        return out


_STATUS_JSON = "/api/v2/summary.json"
_INSTATUS_JSON = "/summary.json"


_AUDIO_ENCLOSURE = re.compile(rb"<enclosure\b[^>]*\btype=[\"'](?:audio|video)/", re.I)


def _podcast_feed(body: bytes) -> bool:
    """An RSS feed of a podcast: iTunes' namespace and its items' audio (or video) enclosures. A blog's feed that
    carries the namespace for one episode among its posts has few: most of the items must be episodes."""
    head = body[:200_000]
    if b"xmlns:itunes" not in head.lower():
        return False
    items = head.lower().count(b"<item")
    return items > 0 and len(_AUDIO_ENCLOSURE.findall(head)) * 2 > items


def _release_feed(url: str) -> str:
    """`https://github.com/o/r/releases` → `https://github.com/o/r/releases.atom` ('' when not GitHub releases)."""
    p = urlsplit(url)
    host = (p.hostname or "").lower()
    segs = [x for x in p.path.split("/") if x]
    if host not in ("github.com", "www.github.com") or len(segs) < 3:
        return ""
    if segs[2] == "releases.atom":
        return urlunsplit((p.scheme, p.netloc, "/" + "/".join(segs[:3]), "", ""))
    if segs[2] == "releases":
        return urlunsplit((p.scheme, p.netloc, "/" + "/".join(segs[:2]) + "/releases.atom", "", ""))
    return ""


#: a vendor's own hosts beside its tenants' (cdn.statuspage.io serves every tenant's widget code)
_VENDOR_INFRA_LABELS = frozenset({"www", "cdn", "static", "assets", "js", "api", "widget", "widgets", "app", "dashboard"})


def _status_widget_page(src: str) -> str:
    """A status vendor's widget script loaded from a tenant's host (`https://acme.statuspage.io/embed/script.js`,
    `https://acme.instatus.com/widget/script.js`) → that tenant's status page (`https://acme.statuspage.io/`)."""
    p = urlsplit(src)
    host = (p.hostname or "").lower()
    reg = registrable_domain(host) if host else ""
    if (PLATFORM_SURFACES.get(reg) is not Surface.STATUS or host.count(".") != reg.count(".") + 1
            or host.partition(".")[0] in _VENDOR_INFRA_LABELS):
        return ""
    if not p.path.lower().endswith(".js"):
        return ""
    return f"{p.scheme or 'https'}://{host}/"


_BADGE_PATH = re.compile(r"(?:^|/)(?:status-?)?(?:badges?|widgets?|embed)[\w-]*(?:[/.?]|$)", re.I)


def _status_badge_page(src: str, site_domain: str) -> str:
    """A status badge framed in a page (Better Stack's `status.acme.com/badge`, Statuspage's `acme.statuspage.io/embed/
    frame`, Instatus's `acme.instatus.com/embed-status/…`) → the status page it shows: that host's root — on the company's
    own status. host or a status vendor's tenant host only."""
    p = urlsplit(src)
    host = (p.hostname or "").lower()
    if not host or not _BADGE_PATH.search(p.path):
        return ""
    reg = registrable_domain(host)
    own = bool(site_domain) and host == f"status.{site_domain}"
    tenant = (PLATFORM_SURFACES.get(reg) is Surface.STATUS and host.count(".") == reg.count(".") + 1
              and host.partition(".")[0] not in _VENDOR_INFRA_LABELS)
    return f"{p.scheme or 'https'}://{host}/" if own or tenant else ""


def social_profile_host(website: str) -> str:
    """The social network whose profile page `website` is (`linkedin.com/company/acme`, `facebook.com/acme`), ''
    when it is none. The network's own homepage (no path) is a website like any other."""
    w = website.strip()
    try:
        p = urlsplit(w if "://" in w else "//" + w)
        host = (p.hostname or "").lower()
    except ValueError:
        return ""
    if not host or not [x for x in p.path.split("/") if x] or not is_social_url(urlunsplit(("https", host, p.path, "", ""))):
        return ""
    return registrable_domain(host)


#: a templated item sub-page that is a price list by name (`/software/<product>/pricing`), not a weak price word
#: (a grocer's `/spesa/<aisle>/premium` aisle)
_PRICE_LIST_SEGMENTS = frozenset({"pricing", "prices", "plans", "plans-pricing", "plans-and-pricing", "pricing-plans"})


def step_down(root: str, deep: str) -> str:
    """The URL one path segment below `root` on the way to `deep` (`/docs/` + `/docs/a/b` → `/docs/a`), or
    '' when `deep` is not below `root`. No query or fragment: a section, not one view of it."""
    r, d = urlsplit(root), urlsplit(deep)
    rs = [x for x in r.path.split("/") if x]
    ds = [x for x in d.path.split("/") if x]
    if (r.hostname or "").lower() != (d.hostname or "").lower() or len(ds) <= len(rs) or ds[:len(rs)] != rs:
        return ""
    if len(ds) == len(rs) + 1:
        return deep
    return urlunsplit((d.scheme, d.netloc, "/" + "/".join(ds[:len(rs) + 1]), "", ""))


def _brand_page_prefix(url: str, former: str) -> str:
    """The path of `url` down to the segment that is the former domain's name (`/brands/acme` of
    parent.test/brands/acme/ when acme.test redirected there): a brand's page on the site of the company that owns it;
    '' when no segment is that name whole (an announcement, `/acme-is-now-part-of-parent`, is the parent's news)."""
    name = former.split(".")[0].lower().replace("-", "")
    if len(name) < 3:
        return ""
    segs = [x for x in urlsplit(url).path.split("/") if x]
    for i, x in enumerate(segs):
        if unquote(x).lower().replace("-", "") == name:
            return "/" + "/".join(segs[:i + 1])
    return ""


def _brand_own_link(url: str, host: str, prefix: str, former: str) -> bool:
    """A link of a brand's page that is the brand's own: below its path on the parent's host, or on its old domain."""
    p = urlsplit(url)
    h = (p.hostname or "").lower()
    if h == former or h.endswith("." + former):
        return True
    path = p.path.rstrip("/")
    return h == host and path.startswith(prefix + "/")


def _site_domain(url: str) -> str:
    """Registrable domain of a URL, without `www.` (where the suffix list knows no suffix, e.g. `.test`,
    the whole host name is the domain: `www.acme.test` and `acme.test` are still one site). On a shared host
    (acme.github.io, acmebakery.wixsite.com) the customer's own name: its neighbours are other owners' sites."""
    host = (urlsplit(url).hostname or "").lower()
    if is_path_site_host(host):
        return host[4:] if host.startswith("www.") else host  # (linktr.ee/acme: the site is a path of this host)
    d = owner_domain(host) if host else ""
    return d[4:] if d.startswith("www.") and d.count(".") >= 2 else d
#: a link's label naming the site's front page
_HOME_WORDS = frozenset({"home", "homepage", "home page", "startseite", "accueil", "inicio", "home page", "etusivu",
                         "forside", "startsida", "startpagina", "pagina inicial", "pagina iniziale"})
_INDEX_FILES = frozenset({"index.html", "index.htm", "index.php", "index.asp", "index.aspx", "default.aspx",
                          "home", "home.html", "start", "startseite", "accueil", "inicio"})
_HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5"
#: a path segment that is a date (a year, a month, a day, `2025-03`): an archive of one period
#: the evidence of a product page known by the menu group it is listed under
_GROUPED = "listed under the menu group"
#: folders of a product's catalog of other vendors' products it connects to
_CONNECTOR_FOLDERS = frozenset({"integrations", "integration", "connectors", "connector", "plugins", "marketplace",
                                "app-marketplace", "app-directory", "partners", "integrationen", "integraciones"})
#: a call for donations in the site's chrome ("Donate", "Jetzt spenden", "Faire un don"): a charity, a foundation, an NGO
_DONATE = re.compile(r"(?:^|\W)(?:donate|donation|donations|give now|spenden|spende|faire un don|donar|dona ora|doe agora|"
                     r"doneer|doneren|lahjoita|donera|wesprzyj|dona|doar)(?:\W|$)|(?:^|/)(?:donate|spenden|don|donar|"
                     r"doneer|lahjoita)(?:[/?#]|$)", re.I)
#: the words an investors page of a company's is named by; a charity's "Annual reports" / "Financials" hold none
#: a changelog's page or label that names "what is new" or "releases" in general (no version, no change log)
_GENERIC_CHANGELOG_SEGMENTS = frozenset({"whats-new", "what-s-new", "whatsnew", "new", "nouveautes", "novedades",
                                         "neuigkeiten", "was-ist-neu", "quoi-de-neuf", "novita", "wat-is-er-nieuw",
                                         "releases", "new-in", "new-arrivals",
                                         # a company's history (/company/history/ "沿革", "Our history"): a changelog
                                         # of software only where the site shows software
                                         "history"})
_STRONG_CHANGELOG = re.compile(r"change ?log|release[ -]?(?:notes|history)|patch[ -]?notes|version|github|gitlab|rss|"
                               r"atom|feed", re.I)


def _generic_changelog(c: Candidate) -> bool:
    segs = [x for x in urlsplit(c.url).path.lower().split("/") if x]
    return (bool(segs) and segs[-1].rsplit(".", 1)[0] in _GENERIC_CHANGELOG_SEGMENTS
            and not _STRONG_CHANGELOG.search(c.evidence))


_INVESTOR_ROOT = re.compile(r"invest|sharehold|stockhold|aktion|actionna|accionist|azionist|belegger|acionist|aksjon|"
                            r"osakkee|inversionist", re.I)
#: a job board (its token or the label linking it) for students and school leavers only: internships, apprenticeships,
#: graduates, campus hiring (in tokens too: "RedfernMobilityStudents", "acme-early-careers")
_EARLY_CAREERS = re.compile(r"intern(?!ation|al)|student|graduate|early[\s_-]?careers?|campus|apprentic|ausbildung|"
                            r"praktik|trainee|alternance|stagiair|pr[aá]cticas|becari|tirocin", re.I)
#: a board only the company's staff apply on (Workday's internal career site, "interne Stellenausschreibungen")
_INTERNAL_BOARD = re.compile(r"internal|current[\s_-]employees|employees[\s_-]only|interne[\s_-]stellen|"
                             r"interner[\s_-]stellenmarkt", re.I)
_DATE_SEGMENT = re.compile(r"^(?:(?:19|20)\d\d(?:[-_]\d{1,2}){0,2}|\d{1,2})$")

#: a docs site's version folder (`/docs/next/`, `/docs/1.x/`, `/v2/`, `/6.0-SNAPSHOT/`, `/canary/`): a copy of the docs
#: other than the current one — unreleased or old
_VERSION_SEGMENT = re.compile(r"^(?:next|canary|nightly|unreleased|dev|develop|beta|alpha|preview|snapshot|"
                              r"v?\d+(?:\.(?:\d+|x))*(?:[-.]?(?:x|rc\d*|beta\d*|alpha\d*|snapshot|dev\d*|pre))?)$", re.I)

#: the last path segments of a documentation root (`/docs/`, `/documentation/`)
_DOCS_ROOT_SEGMENTS = frozenset({"docs", "doc", "documentation", "dokumentation", "documentacion", "documentacao"})


def _below_rank(root: str, url: str) -> tuple[int, int, int]:
    """How well a listed page stands for the section `root` it is below when the root is no page: the current
    copy before a version folder's (`/docs/intro` before `/docs/next/intro` and `/docs/1.x/intro`), then the
    shallowest, then the shortest."""
    rest = [x for x in urlsplit(url).path[len(urlsplit(root).path.rstrip("/")):].split("/") if x]
    return (int(any(_VERSION_SEGMENT.match(x) for x in rest[:-1])), len(rest), len(url))


class Discoverer:
    """Runs discovery for one company website at a time (create one per company or reuse)."""

    def __init__(self, client: Client, pacer: Pacer, settings: DiscoverySettings) -> None:
        self.client = client
        self.pacer = pacer
        self.s = settings

    async def discover(self, website: str) -> DiscoveryResult:
        t0 = time.monotonic()
        run = _Run(self, website, t0)
        try:
            await run.go()
        except Exception as exc:  # noqa: BLE001 - one company's bug must not take the worker down
            logger.exception("discovery of %s failed", website)
            run.result.outcome = "failed"
            run.result.error = f"internal error: {type(exc).__name__}: {exc}"
            run.result.transient = True
        r = run.result
        r.requests = run.session.used
        r.elapsed_ms = int((time.monotonic() - t0) * 1000)
        r.request_log = run.session.log
        r.stats.update({"requests": r.requests, "elapsed_ms": r.elapsed_ms,
                        "budget_exhausted": run.session.exhausted or ("requests" if run.session.remaining < 2 else None),
                        "candidates": len(r.candidates), "selected": len(r.selected)})
        return r


#: a menu's or a footer's label addressing employers as the site's customers (a recruitment agency's, a job board's
#: "Employers", "Hire talent", "Submit a vacancy"): its jobs are its product
_EMPLOYER_LABELS = frozenset({
    "employers", "for employers", "employer services", "hire talent", "hire staff", "find talent", "find staff",
    "post a job", "submit a vacancy", "register a vacancy", "submit a job", "arbeitgeber", "fur arbeitgeber",
    "employeurs", "pour les employeurs", "werkgevers", "voor werkgevers", "arbetsgivare", "for arbetsgivare",
    "empleadores", "para empleadores", "datori di lavoro", "per le aziende che assumono"})


#: a link's evidence naming it by a bare job-market word: the label names jobs in general, not the company's hiring
_JOB_MARKET_LABEL = re.compile(r"text '(?:jobs|job|stellenmarkt|jobborse|jobmarkt|stellenborse|bolsa de empleo|"
                               r"bolsa de trabajo|jobbank)'")


#: a menu group addressing a school's or a university's learners (folded, whole)
_LEARNER_GROUPS = frozenset({
    "students", "student", "pupils", "pupil", "learners", "current students", "prospective students", "student life",
    "for students", "curriculum", "student support", "alumni", "schuler", "schuler innen", "studierende", "studenten",
    "eleves", "etudiants", "alumnos", "estudiantes", "studenti", "leerlingen"})


def _learners_group(group: str) -> bool:
    return " ".join(re.sub(r"[^\w\s]", " ", fold(group)).split()) in _LEARNER_GROUPS


def _addresses_employers(facts: PageFacts) -> bool:
    """The page's menu or footer has a link for employers (`_EMPLOYER_LABELS`, the whole label)."""
    return any(ln.region in ("nav", "header", "footer") and ln.text
               and " ".join(re.sub(r"[^\w\s]", " ", fold(ln.text)).split()) in _EMPLOYER_LABELS for ln in facts.links)


class _Run:
    def __init__(self, d: Discoverer, website: str, t0: float) -> None:
        self.d = d
        self.s = d.s
        self.session = Session(d.client, d.pacer, d.s, started=t0)
        self.result = DiscoveryResult(company_url=website)
        self.cands: list[Candidate] = []
        self.home: PageFacts | None = None
        self.home_urls: list[str] = []
        self.site_domain = ""
        #: the path the company's site lives under on a host that serves each customer's site under a path of its
        #: own (linktr.ee/acme, sites.google.com/view/acme): the host's other paths are the host's or other
        #: customers' pages, its other names the host's own
        self.path_prefix = ""
        #: the registrable domains the website was given on before its homepage redirected to another domain (an
        #: acquired brand's acme.test → parent.test/brands/acme): its hosts are still the company's own (docs.acme.test)
        self.former_domains: set[str] = set()
        #: the path of a brand's page on another company's site its website redirected to (parent.test/brands/acme):
        #: the parent's pages outside it are the parent's (its investors, news, team), not the brand's
        self.brand_prefix = ""
        #: the URLs that brand page's own body links (its pricing, docs, "Join the Acme team")
        self._brand_links: set[str] = set()
        #: the homepage is a cookie wall whose robots.txt names sitemaps: the wall's error, reported when the sitemaps'
        #: public pages give no surface (the wall itself is never passed, nor watched as the homepage)
        self.walled = ""
        #: the wall is a bot challenge on the homepage (`walled` holds its error): nothing on a challenging host is
        #: asked or kept, only what robots.txt's sitemaps name elsewhere
        self.challenge_wall = False
        self.scheme = "https"
        self.not_found_texts: list[str] = []
        #: (title, h1) of the 200 pages the site served for paths that cannot exist
        self.not_found_heads: list[tuple[str, str]] = []
        self.baseline_done = False
        self.fetched: dict[str, Hit | None] = {}
        self.ats_seen: set[tuple[str, str, str]] = set()
        self._pending_ats: list[tuple[ats_mod.AtsRef, str]] = []
        #: boards the homepage's body shows without the company's name (a vendor's customers): asked only when the
        #: company's own careers page and chrome name no board
        self._deferred_ats: list[tuple[ats_mod.AtsRef, str]] = []
        #: the label of the link that named each board ("Internships and apprenticeships"), by the board's key
        self._ats_labels: dict[tuple[str, str, str], str] = {}
        #: url_key of a page that redirects off the site into a board → that board's key (collect_ats_redirect)
        self._ats_doors: dict[str, tuple[str, str, str]] = {}
        self.transient_errors = 0
        self._dead_hosts: set[str] = set()
        #: hosts that answered a page with a bot challenge: never asked again (we do not bypass one), and no
        #: blind probes on the site once its own host did
        self._challenged: dict[str, str] = {}
        self._sub_exists: dict[str, bool] | None = None
        self._wildcard = False
        self._hub_read = False
        #: a page of the site answered the homepage's app shell (an SPA serves it for every path): its other pages
        #: are not fetched to verify them — each would be the shell again
        self._shell_answers = False
        self._hub_found: list[Candidate] = []
        #: status JSON endpoints already asked (url_key): never twice
        self._status_tried: set[str] = set()
        #: surfaces the homepage's own navigation, header or footer names (a link there classified to it)
        self._named: set[Surface] = set()
        #: surfaces the homepage's menu labels with a link no sensor reads: a social network (careers on LinkedIn),
        #: an e-mail address, a section of the homepage itself
        self._named_social: set[Surface] = set()
        #: the homepage names its surfaces (a menu and a footer naming several): what it does not name is
        #: seldom there, so blind guesses are few (see `well_linked`)
        self.well_linked = False
        #: well linked, and its footer lists the site's pages: a host it does not name is not guessed on a
        #: wildcard DNS zone
        self.lists_hosts = False
        #: the paths of the homepage's host that its sitemaps list, when they were read whole and list enough
        #: pages to be the site's inventory: a probe of a path not listed there is not sent
        self._sitemap_pages: set[str] | None = None
        self.stats: dict[str, Any] = {"probes": 0, "subdomain_gets": 0, "sitemap_fetches": 0, "sitemap_urls": 0,
                                      "verifications": 0, "ats": []}

    # ------------------------------------------------------------------ helpers
    def add(self, c: Candidate) -> None:
        if c.url and is_web_url(c.url) and url_is_crawlable(c.url) and not (self.brand_prefix and self._parents_page(c)):
            if _pre_production_host(c.url, self.site_domain) and self._host(c.url) != self._host(self.result.homepage_url or c.url):
                # a staging or preview copy of the site (a sitemap generated on staging lists staging.acme.com/…):
                # not the public page a visitor sees (round 30's brightforge)
                return
            self.cands.append(c)

    def on_site(self, url: str) -> bool:
        """The URL is on the company's site: its registrable domain or a subdomain of it (on a host serving sites
        under paths, under the company's path only)."""
        host = (urlsplit(url).hostname or "").lower()
        if self.path_prefix:
            path = urlsplit(url).path
            return (host == self._host(self.result.homepage_url)
                    and (path == self.path_prefix or path.startswith(self.path_prefix + "/")))
        d = self.site_domain
        return bool(d) and (host == d or host.endswith("." + d) or url_domain(url) == d) or self._former_host(url)

    def _former_domain(self, url: str) -> str:
        """The domain the website was given on, before its homepage redirected to another domain, when the URL is on
        it (or a subdomain of it); '' otherwise."""
        if not self.former_domains:
            return ""
        host = (urlsplit(url).hostname or "").lower()
        return next((d for d in self.former_domains if host == d or host.endswith("." + d) or url_domain(url) == d), "")

    def _former_host(self, url: str) -> bool:
        return bool(self._former_domain(url))

    def _link_domain(self, url: str) -> str:
        """The site domain a link is classified against: the former domain for a link on it (an acquired brand's
        docs.acme.test linked from its page on the parent's site is a docs host of the company's), else the site's."""
        return self._former_domain(url) or self.site_domain

    def is_own_home(self, url: str) -> bool:
        """The homepage itself (`/`, `/index.html`, a locale root like `/de/`) on the homepage's host."""
        p = urlsplit(url)
        host = (p.hostname or "").lower()
        home_hosts = {(urlsplit(h).hostname or "").lower() for h in self.home_urls}
        if not any(host == h or host == "www." + h or "www." + host == h for h in home_hosts if h):
            return False
        segs = [x for x in p.path.split("/") if x]
        segs = segs[locale_depth(segs):]  # a locale root (`/de/`, `/us/en/`)
        return not p.query and (not segs or len(segs) == 1 and segs[0].lower() in _INDEX_FILES)

    @staticmethod
    def _section_on_locale_path(ln: Link) -> bool:
        """A one-segment path that reads like a locale (`/cs`, `/pl`) whose label names a section whole
        (`/cs` "고객센터", a Korean site's customer centre): that section, not a language's homepage."""
        segs = [x for x in urlsplit(ln.url).path.split("/") if x]
        if len(segs) != 1 or not is_language_segment(segs[0]) or not ln.text:
            return False
        tm = classify_text(ln.text)
        return tm is not None and tm.surface is not Surface.HOMEPAGE and tm.confidence >= 0.9

    @staticmethod
    def is_own_home_of(url: str) -> bool:
        """`url` is a site root (or its index file / locale root)."""
        p = urlsplit(url)
        segs = [x for x in p.path.split("/") if x]
        segs = segs[locale_depth(segs):]  # a locale root (`/de/`, `/us/en/`)
        return not p.query and (not segs or len(segs) == 1 and segs[0].lower() in _INDEX_FILES)

    def mark(self, c: Candidate, verified: bool) -> None:
        """Record a verification on `c` and on every raw copy of it (`best()` may hand out a merged copy)."""
        c.verified = verified
        k = (c.surface, url_key(c.url), c.kind)
        for x in self.cands:
            if (x.surface, url_key(x.url), x.kind) == k:
                x.verified = verified

    def have(self, surface: Surface, min_score: float = 0.35) -> bool:
        """A candidate good enough that probing for the surface would be waste: scoring `min_score`, or
        fetched and fine with a fair confidence (a "Careers" link deep on a hub page scores low by depth)."""
        return any(c.surface is surface and (score(c) >= min_score or c.verified is True and c.confidence >= 0.35)
                   for c in self.cands)

    async def page(self, url: str, purpose: str) -> tuple[Hit | None, PageFacts | None]:
        if url in self.fetched:
            hit = self.fetched[url]
        else:
            if (urlsplit(url).hostname or "").lower() in self._challenged:
                return None, None  # that host answers automated clients with a challenge: not asked again
            hit = await self.session.get(url, purpose, accept=_HTML_ACCEPT)
            self.fetched[url] = hit
            if hit is not None and hit.error is None:
                vendor = challenge_vendor(hit.status, hit.headers, hit.body)
                if vendor:
                    self._challenged[(urlsplit(hit.final_url).hostname or "").lower()] = vendor
                    self._challenged[(urlsplit(url).hostname or "").lower()] = vendor
                    self.stats["bot_challenge"] = vendor
                    return hit, None
        if hit is None or not hit.ok or not hit.is_html:
            return hit, None
        return hit, _parse_hit(hit)

    @staticmethod
    def _host(url: str) -> str:
        return (urlsplit(url).hostname or "").lower()

    def is_challenge(self, hit: Hit) -> bool:
        """This fetched page was a bot challenge (recognised in `page`)."""
        return hit.error is None and self._host(hit.final_url) in self._challenged and bool(
            challenge_vendor(hit.status, hit.headers, hit.body))

    def copies_home(self, facts: PageFacts | None) -> bool:
        """The page is (nearly) the homepage itself: `judge` does not compare a host's root with the
        homepage, since both are roots."""
        if facts is None or self.home is None:
            return False
        if (similarity(f"{facts.title} {facts.text}", f"{self.home.title} {self.home.text}") >= 0.95
                and not heads_differ((facts.title, facts.h1), (self.home.title, self.home.h1))):
            return True  # (a page of a head of its own is no copy, whatever chrome the two share)
        # on a wildcard zone (every name exists) a root wearing the homepage's very title and heading is the
        # homepage again, even when a rotating hero or nonce makes its text differ
        return bool(self._wildcard and facts.title.strip()
                    and head_key(facts.title, facts.h1) == head_key(self.home.title, self.home.h1))

    def check(self, hit: Hit, facts: PageFacts | None) -> str:
        pc = PageCheck(hit.status, hit.url, hit.final_url, facts.title if facts else "",
                       facts.text if facts else hit.text()[:5000], facts.is_js_shell if facts else False,
                       facts.h1 if facts else "")
        home_text = f"{self.home.title} {self.home.text}" if self.home else ""
        home_head = (self.home.title, self.home.h1) if self.home else ("", "")
        return judge(pc, self.home_urls, self.not_found_texts, home_text, self.not_found_heads, home_head)

    async def homepage_fragments(self) -> None:
        """The partials the homepage loads into itself at once (a Turbo Frame's src, htmx's hx-get on load): a Rails /
        htmx site's header and footer are drawn there, so their links are the homepage's (two at most, on the site)."""
        assert self.home is not None
        own = [u for u in self.home.fragments if self.on_site(u) and url_key(u) != url_key(self.result.homepage_url)]
        have = {ln.url for ln in self.home.links}
        for u in own[:2]:
            if not self.session.can(2):
                return
            hit, facts = await self.page(u, "homepage:fragment")
            if facts is None:
                continue
            path = urlsplit(u).path.lower()
            # a partial of no landmark is the chrome its URL names (/partials/footer, /layouts/header)
            bare = "footer" if "footer" in path else "nav" if any(w in path for w in ("nav", "header", "menu")) else ""
            for ln in facts.links:
                if ln.url not in have:
                    self.home.links.append(Link(ln.url, ln.text, bare, ln.group) if bare and ln.region == "main" else ln)
                    have.add(ln.url)
            self.stats["homepage_fragments"] = self.stats.get("homepage_fragments", 0) + 1

    #: a Gatsby shell's data documents read at most (its page-data.json, then its static queries' results)
    GATSBY_DATA_MAX = 3

    async def homepage_page_data(self) -> None:
        """A Gatsby shell of (almost) no links of its own: its menu lives in the data its loader fetches — the page's
        page-data.json and the static query results that names (`staticQueryHashes` → /page-data/sq/d/<hash>.json).
        Their links are the homepage's framework state, as __NEXT_DATA__'s are (a few requests, on such a shell only)."""
        assert self.home is not None
        first = gatsby_page_data(self.home)
        if not first or not self.on_site(first) or sum(1 for ln in self.home.links if self.on_site(ln.url)) >= 3:
            return
        queue, have = [first], {ln.url for ln in self.home.links}
        read = 0
        while queue and read < self.GATSBY_DATA_MAX and self.session.can(3):
            u = queue.pop(0)
            hit = await self.session.get(u, "homepage:page-data", accept="application/json")
            read += 1
            if hit is None or not hit.ok or hit.is_html:
                continue
            body = hit.text()
            for ln in framework_links(body, self.result.homepage_url):
                if ln.url not in have and "/page-data/" not in ln.url:
                    self.home.links.append(ln)
                    have.add(ln.url)
            if u == first:
                try:
                    hashes = json.loads(body).get("staticQueryHashes") or []
                except (ValueError, AttributeError, RecursionError):
                    hashes = []
                for h in hashes[: self.GATSBY_DATA_MAX - 1]:
                    if isinstance(h, str) and h.isdigit():
                        queue.append(safe_join(u, f"/page-data/sq/d/{h}.json") or "")
                queue = [q for q in queue if q]
        self.stats["gatsby_page_data"] = read

    # ------------------------------------------------------------------ phases
    async def go(self) -> None:
        r = self.result
        try:
            variants = homepage_variants(self.result.company_url)
        except ValueError as exc:
            r.outcome, r.error = "no_website", str(exc)
            return
        profile = social_profile_host(self.result.company_url)
        if profile:
            # a LinkedIn / Facebook / Instagram page given as the website: the company has no site of its own, and
            # the network's pages are no surface of it (nothing is asked of it)
            r.outcome, r.error = "no_website", f"the website given is a social profile on {profile}, not a site"
            r.social_profiles.append(self.result.company_url)
            return
        if not await self.fetch_homepage(variants):
            return
        assert self.home is not None
        parked = parking_kind(self.home)
        if parked == "placeholder" and self._placeholder_hiring():
            # a stealth startup's "coming soon" whose one link is its job board: not launched, but hiring — the
            # board is read as any careers link is; nothing else of a site not there yet is guessed
            self.stats["placeholder_hiring"] = True
        elif parked:
            r.outcome, r.error = "no_website", ("parked domain" if parked == "parked"
                                                else "placeholder page (site not launched)")
            return
        await self.homepage_fragments()
        await self.homepage_page_data()
        self.read_page_links(self.home, r.homepage_url, is_home=True)
        self.job_list_is_careers()
        if not self.walled:  # a cookie wall is no homepage to watch
            self.add(Candidate(Surface.HOMEPAGE, r.homepage_url, DiscoveryMethod.MANUAL, 1.0, True,
                               evidence="company website"))
        self.judge_linking()
        await self.sitemaps()
        await self.careers_and_ats()
        await self.verify_ats_refs()
        await self.verify_candidates()
        # (behind a wall a blind guess would only meet the wall again; a placeholder has no pages to guess)
        if not self.walled and not self.stats.get("placeholder_hiring"):
            await self.probes()
            await self.subdomains()
        await self.verify_ats_refs()
        for c in self.cands:
            if c.verified is not False and self.session.known_disallowed(c.url):
                c.verified = False  # robots.txt forbids it: no sensor may fetch it
        if self.home is not None and self._asks_donations(self.home):
            # a charity has no shareholders: its "Annual reports" / "Financials" are accounts to donors, not investor
            # relations; only a page named for investors stands (a foundation's impact-investing arm)
            self.cands = [c for c in self.cands if c.surface is not Surface.INVESTORS
                          or _INVESTOR_ROOT.search(c.url + " " + c.evidence)]
        if self.challenge_wall:
            # behind a bot challenge a page of the challenging host is never read: no sensor could read it either
            self.cands = [c for c in self.cands if self._host(c.url) not in self._challenged]
        self._news_beside_press()
        self._generic_changelog_needs_software()
        if self.brand_prefix:
            self.cands = [c for c in self.cands if not self._parents_page(c)]
        r.candidates = merge(self.cands)
        r.selected = select(r.candidates, self.s.max_sensors_per_company, self.prefer_lang)
        if self.walled and not any(c.surface is not Surface.LEGAL for c in r.selected):
            # behind the wall the sitemaps gave nothing but the notices the wall links: reported as the wall
            r.selected = []
            r.outcome, r.error = "failed", self.walled
            r.transient = self.challenge_wall  # a challenge may be lifted later; a cookie wall stays
            r.stats.update(self.stats)
            return
        r.outcome = "active" if r.selected else "failed"
        if not r.selected:
            r.error = "no surfaces found"
        r.stats.update(self.stats)

    def _parents_page(self, c: Candidate) -> bool:
        """On a brand's page of its parent's site (`brand_prefix`): a page of the parent's domain outside the brand's
        path that the brand page's body does not link — the parent's menu and footer (its investors, news, careers,
        team), its sitemaps' and subdomains' pages. The parent's legal notices stand: they cover the brand's page."""
        if c.surface in (Surface.HOMEPAGE, Surface.LEGAL) or self._former_host(c.url):
            return False
        if _site_domain(c.url) != self.site_domain:
            return False  # another host altogether (a vendor's board, a status SaaS)
        path = urlsplit(c.url).path.rstrip("/")
        if self._host(c.url) == self._host(self.result.homepage_url) and (
                path == self.brand_prefix or path.startswith(self.brand_prefix + "/")):
            return False
        return not any(url_key(u) == url_key(c.url) or c.below and url_key(u) == url_key(c.below)
                       for u in self._brand_links)

    def _placeholder_hiring(self) -> bool:
        """A placeholder homepage links a job board (an ATS vendor's) or says it is hiring ("We're hiring →")."""
        assert self.home is not None
        for ln in self.home.links:
            if ats_mod.ats_from_url(ln.url) is not None:
                return True
            tm = classify_text(ln.text) if ln.text else None
            if tm is not None and tm.surface is Surface.CAREERS and tm.confidence >= 0.9:
                return True
        return False

    def _generic_changelog_needs_software(self) -> None:
        """A changelog named only "What's new", "Releases" or "History" is one of a software product (a SaaS's new
        features, an app's releases) — on a site with no sign of one (no pricing, docs or status page: a fashion shop's
        new-in, a record label's records, a maker's company history) the word names something else, and the page is no
        changelog."""
        live = [c for c in self.cands if c.verified is not False]
        if any(c.surface in (Surface.PRICING, Surface.DOCS, Surface.STATUS) for c in live):
            return
        self.cands = [c for c in self.cands if c.surface is not Surface.CHANGELOG or not _generic_changelog(c)]

    def _news_beside_press(self) -> None:
        """A site of no blog with a press room ("Espace presse", the newsroom `select` ranks first) and a section of
        news in general besides ("Actualités", "News"): that section is where it writes, its blog too. The IR site's
        news releases (investors.…/news-releases) are no press room of the site's: the site's News stays its newsroom."""
        def live(c: Candidate, s: Surface) -> bool:
            return c.surface is s and c.verified is not False and c.confidence >= 0.8 and not investor_news(c.url)

        if any(live(c, Surface.BLOG) for c in self.cands):
            return
        # a press kit (logos, screenshots, a fact sheet for journalists) is no room of releases: a game studio's
        # "Press kit" beside its "News" leaves the news its newsroom (round 30's pixelforge-games)
        rooms = [c for c in self.cands if live(c, Surface.NEWSROOM) and not _press_kit(c.url)]
        if not any(not generic_news(c.url, c.evidence) for c in rooms):
            return
        news = [c for c in rooms if generic_news(c.url, c.evidence)]
        if news:
            best = max(news, key=score)
            self.add(replace(best, surface=Surface.BLOG, evidence=f"{best.evidence}; news beside the press room"))

    def _take_home(self, v: str, hit: Hit, facts: PageFacts, entry: list[str], chosen_site: str,
                   https_refused: set[str]) -> None:
        """The homepage is `hit` (asked as variant `v`), its page `facts`: the run's site, scheme and robots hosts."""
        r = self.result
        self.home = facts
        r.homepage_url = hit.final_url
        self.home_urls = [v, *entry, hit.final_url, *hit.redirects]
        self.scheme = urlsplit(hit.final_url).scheme
        start_dom, final_dom = chosen_site or _site_domain(v), _site_domain(hit.final_url)
        self.site_domain = final_dom
        r.canonical_domain = final_dom
        if start_dom != final_dom:
            r.redirect_domains.append((start_dom, final_dom))
            if start_dom and not is_shared_host_site(start_dom):
                self.former_domains.add(start_dom)
                final_host = (urlsplit(hit.final_url).hostname or "").lower()
                prefix = "" if self.is_own_home_of(hit.final_url) else _brand_page_prefix(hit.final_url, start_dom)
                body = [ln.url for ln in facts.links if ln.region == "main"]
                if prefix and any(_brand_own_link(u, final_host, prefix, start_dom) for u in body):
                    # the brand's page has links of its own in its body (below its path, on its old domain): the menu
                    # and footer around it are the parent's site's. (A brand page whose only links are its menu —
                    # round 2's oldbrand — keeps that menu as its own)
                    self.brand_prefix, self._brand_links = prefix, set(body)
            # moved (rebrand) or absorbed (acquired: its homepage is now a page of another company's site)
            self.stats["domain_redirect"] = {
                "from": start_dom, "to": final_dom, "final_url": hit.final_url,
                "lands_on": "homepage" if self.is_own_home_of(hit.final_url) else "page"}
        self.path_prefix = path_site_prefix(hit.final_url)
        final_host = (urlsplit(hit.final_url).hostname or "").lower()
        self.session.robot_hosts.add(final_host)
        self.session.robot_domain = final_dom
        self.session.http_fallback = self.scheme == "http"
        if self.scheme == "http":
            self.session._https_dead.update(https_refused)
            self.session.https_dead_site = any(self.session.on_company_site(h) for h in https_refused)
        self.stats["homepage_redirects"] = len(hit.redirects)

    @staticmethod
    def _page_builder_tenant(host: str) -> bool:
        """A page of a page builder's tenant (acme.notion.site): its pages are named by ids no guess can find."""
        return any(host == h or host.endswith("." + h) for h in PAGE_BUILDER_HOSTS)

    def _home_link_of(self, given: str, hit: Hit, facts: PageFacts) -> str:
        """The company's address was given by one of its pages (a path below the site's root or locale root, on the
        company's own host): the root that page's logo or "Home" link names (in the page's locale), '' otherwise — a
        site that lives under a path (a shared host's customer, a page builder's tenant) is left as given."""
        segs = [x for x in urlsplit(given).path.split("/") if x]
        segs = segs[locale_depth(segs):]
        host = self._host(hit.final_url)
        if (not segs or len(segs) == 1 and segs[0].lower() in _INDEX_FILES or self.is_own_home_of(hit.final_url)
                or _site_domain(hit.final_url) != _site_domain(given) or path_site_prefix(hit.final_url)
                or is_path_site_host(host) or self._page_builder_tenant(host)):
            return ""
        bare = host.removeprefix("www.")
        loc = locale_prefix(hit.final_url)
        roots = [ln.url for ln in facts.links if self._host(ln.url).removeprefix("www.") == bare
                 and self.is_own_home_of(ln.url) and (ln.region in ("header", "nav") or fold(ln.text).strip() in _HOME_WORDS)]
        # the page's own locale root first (/en/ from /en/about-us), then the root; never another language's
        for want in (loc, "/"):
            for u in roots:
                if urlsplit(u).path.rstrip("/") == want.rstrip("/") and url_key(u) != url_key(hit.final_url):
                    return u
        return ""

    #: the homepage's body cap (the fetcher's own cap for the homepage sensor's page)
    HOMEPAGE_MAX_BYTES = 10 * 1024 * 1024

    #: statuses of a server that is there but momentarily not answering (a deploy, a cold cache, an overloaded
    #: origin behind its proxy): the homepage is asked once more before the name is given up
    HOMEPAGE_RETRY_STATUSES = frozenset({502, 503, 504})
    #: the longest pause (seconds) before that second try: a Retry-After asking longer is a site down for now
    HOMEPAGE_RETRY_MAX_WAIT_S = 5.0

    async def _homepage_again(self, v: str, hit: Hit) -> Hit:
        """One more try of a homepage that answered 502 / 503 / 504 (not a bot challenge's page, which is never asked
        again): after the Retry-After it asked for (1 s when it named none), when that pause is short
        (HOMEPAGE_RETRY_MAX_WAIT_S), the budget has a request for it and the deadline leaves room. A single transient
        5xx must not fail a company's onboarding; a site that keeps failing is reported as before. Counted like any
        request, at most once per homepage name (the same `Hit` back when not asked)."""
        if (hit.error is not None or hit.status not in self.HOMEPAGE_RETRY_STATUSES or not self.session.can(2)
                or challenge_vendor(hit.status, hit.headers, hit.body)):
            return hit
        from changewire_common.http.headers import parse_retry_after

        wait = parse_retry_after(hit.headers.get("retry-after"), datetime.now(UTC), date=hit.headers.get("date"))
        wait = 1.0 if wait is None else wait
        if wait > self.HOMEPAGE_RETRY_MAX_WAIT_S or time.monotonic() + wait >= self.session.deadline - 1.0:
            return hit
        await asyncio.sleep(wait)
        again = await self.session.get(v, "homepage", accept=_HTML_ACCEPT,
                                       max_bytes=max(self.s.max_body_bytes, self.HOMEPAGE_MAX_BYTES))
        self.stats["homepage_retried"] = hit.status
        return again if again is not None else hit

    async def fetch_homepage(self, variants: list[str]) -> bool:
        r = self.result
        errors: list[str] = []
        dns_only = True
        https_refused: set[str] = set()
        document: tuple[str, Hit] | None = None  # the first variant answering a file (a PDF) instead of a page
        #: (outcome, error) of the first variant whose page is a door we do not pass or no site at all (a cookie wall
        #: asking consent, an age gate's form, a sign-in form, a web server's default page): reported when no name has a site
        door: tuple[str, str] | None = None
        #: the first cookie wall of a site whose robots.txt names sitemaps: (variant, hit, page, entry) — the site's
        #: own inventory for robots, public pages a sensor may read without anyone consenting to anything
        walled: tuple[str, Hit, PageFacts, list[str]] | None = None
        for v in variants:
            if not self.session.can():
                break
            host = (urlsplit(v).hostname or "").lower()
            origin = f"{urlsplit(v).scheme}://{urlsplit(v).netloc}"
            self.session.robot_hosts.add(host)
            info = await self.session.load_robots(origin)
            last = self.session.log[-1] if self.session.log else None
            if last and last.purpose == "robots" and last.error in ("DNS", "TIMEOUT", "UNKNOWN", "BLOCKED_DESTINATION"):
                if last.error == "UNKNOWN" and v.startswith("https://"):
                    https_refused.add(host)
                errors.append(f"{v}: {last.error}")
                dns_only = dns_only and last.error == "DNS"
                self.transient_errors += last.error in ("TIMEOUT", "UNKNOWN")
                continue  # this variant does not answer at all: next one, no homepage request spent
            if info.unavailable:
                self.transient_errors += 1
                errors.append(f"{v}: robots.txt unavailable")
                dns_only = False
                continue
            # the homepage is read up to the HTTP client's own cap, past discovery's page cap: its footer may follow
            # megabytes of an inlined catalogue, and it is the one page whose chrome discovery reads most
            hit = await self.session.get(v, "homepage", accept=_HTML_ACCEPT,
                                         max_bytes=max(self.s.max_body_bytes, self.HOMEPAGE_MAX_BYTES))
            if hit is None:
                break
            if hit.error == "ROBOTS":
                r.outcome, r.error = "failed", f"robots.txt disallows {v}"
                return False
            hit = await self._homepage_again(v, hit)
            vendor = challenge_vendor(hit.status, hit.headers, hit.body) if hit.error in (None, "HTTP_4XX", "HTTP_5XX",
                                                                                         "RATE_LIMIT") else ""
            if vendor:
                # the site is there but answers automated clients with a challenge: never bypassed, and no other
                # variant or page is asked (the same edge guards them); a later run may find it lifted
                r.outcome, r.transient = "failed", True
                r.error = f"bot challenge ({vendor}) at {hit.final_url or v}: not bypassed"
                self.stats["bot_challenge"] = vendor
                if info.sitemaps and self.session.can(2):
                    # the wall left robots.txt readable and it names sitemaps: what they list is read as anyone may
                    # (go: `challenge_wall`) — never a page of the challenging host itself, which would only be the
                    # wall again; a surface they name on another host (docs., a status page) stands
                    for h in {host, self._host(hit.final_url or v)}:
                        self._challenged[h] = vendor
                    self.walled, self.challenge_wall = r.error, True
                    self.stats["challenge_sitemaps"] = len(info.sitemaps)
                    self._take_home(v, hit, parse_page("<html><head></head><body></body></html>", hit.final_url or v),
                                    [hit.final_url or v, *hit.redirects], "", https_refused)
                    r.outcome, r.transient, r.error = "failed", False, None  # go() decides
                    return True
                return False
            if hit.error or not hit.ok:
                # a plain 403 on the homepage is an edge refusing us (a WAF rule, a geo block), like a challenge without
                # its page: worth another attempt later, never the company's last word
                if hit.error in ("TIMEOUT", "UNKNOWN", "RATE_LIMIT") or hit.status >= 500 or hit.status in (403, 429):
                    self.transient_errors += 1
                if hit.error == "RATE_LIMIT" and info.crawl_delay_s and not hit.status:
                    # the pacer refused the slot: robots.txt's Crawl-delay leaves no request within the time budget —
                    # said as such (an operator reading "RATE_LIMIT" would look for a 429 the site never sent)
                    errors.append(f"{v}: robots.txt asks a Crawl-delay of {info.crawl_delay_s:g} s (honoured up to "
                                  f"{self.s.max_crawl_delay_s:g} s): no request left for the homepage within the "
                                  f"{self.s.time_budget_s:g} s time budget")
                    dns_only = False
                    continue
                errors.append(f"{v}: {hit.error or hit.status}")
                dns_only = dns_only and hit.error == "DNS"
                continue
            if hit.redirects and not url_is_crawlable(hit.final_url):
                # the apex sends visitors to the app's login (app.acme.com/login): the marketing site is likely the
                # www. variant — asked before the login form is taken for the company's homepage; when every name
                # does, the company has no public site to read (a sign-in form is no homepage)
                errors.append(f"{v}: redirects to a login page ({hit.final_url})")
                door = door or ("failed", f"the website is a sign-in page ({hit.final_url}): no public site to read")
                dns_only = False
                continue
            facts = _parse_hit(hit) if hit.is_html else None
            if facts is None:
                what = "binary body" if hit.is_binary else "not an HTML page"
                errors.append(f"{v}: {what} ({hit.content_type or 'no content type'})")
                dns_only = False
                if document is None and hit.ok and _readable_document(hit):
                    document = (v, hit)
                continue
            entry = [hit.final_url, *hit.redirects]
            kind = server_default_kind(facts)
            if kind:
                # the name answers, but with its web server's own page (never set up) or its host's "account suspended":
                # the other name (www. or the apex) may hold the site
                what = "the site is suspended or expired" if kind == "suspended" else "a web server's default page"
                errors.append(f"{v}: {what}")
                door = door or ("no_website", f"{what} at {hit.final_url}: no site there")
                dns_only = False
                continue
            # a gateway: a near-empty page that sends the browser on (meta refresh, an inline script's
            # location = "/en/"), or a region / language chooser linking only locale roots — the site is there
            nxt = facts.meta_refresh or facts.js_redirect if len(facts.text) < 500 else ""
            if nxt and not facts.meta_refresh and _site_domain(nxt) != _site_domain(hit.final_url):
                # a script sending a near-empty page to another domain: followed when it goes to that site's front page
                # and the page links nothing else (a renamed company's old domain), never to a login or a tracker
                moved = canonical_url(nxt)
                anchors = [ln for ln in facts.links if ln.region != "json"]
                nxt = moved if moved and self.is_own_home_of(moved) and len(anchors) <= 2 else ""
            if not nxt and b"<frameset" in hit.body[:8192].lower() and facts.fragments and (
                    _site_domain(facts.fragments[0]) != _site_domain(hit.final_url)):
                # a frameset around another site's page (a registrar's "masked" forwarding): that site is the company's
                nxt = facts.fragments[0]
                self.stats["frameset_forward"] = nxt
            if not nxt or _site_domain(nxt) != _site_domain(hit.final_url) and not facts.meta_refresh and not (
                    self.stats.get("frameset_forward") == nxt or self.is_own_home_of(nxt)):
                nxt = locale_gateway(facts)
                if nxt:
                    self.stats["locale_gateway"] = nxt
            if not nxt:
                # a cookie wall every cookieless visitor is sent to: its way on without consenting
                nxt = consent_gateway(facts)
                if nxt:
                    self.stats["consent_gateway"] = nxt
            if not nxt:
                # a splash page or an age gate: its way in ("Enter site", "Yes, I am 21 or older") is the homepage
                nxt = entry_gateway(facts)
                if nxt:
                    self.stats["entry_gateway"] = nxt
            chosen_site = ""  # a chooser of the company's sites on other domains: the one read is its site
            if nxt and nxt != hit.final_url and self.session.can():
                if _site_domain(nxt) != _site_domain(hit.final_url):
                    # (its robots.txt decides before its page is read)
                    self.session.robot_hosts.add(self._host(nxt))
                # the chooser answered over plain http: a link of it saying https that cannot connect is tried over http
                self.session.http_fallback = urlsplit(hit.final_url).scheme == "http"
                hit2 = await self.session.get(nxt, "homepage", accept=_HTML_ACCEPT)
                if hit2 is not None and hit2.ok and hit2.is_html:
                    if self.stats.get("locale_gateway") and _site_domain(hit2.final_url) != _site_domain(hit.final_url):
                        chosen_site = _site_domain(hit2.final_url)
                        self.stats["country_gateway"] = hit2.final_url
                    hit, facts = hit2, _parse_hit(hit2)
            if not nxt and v == variants[0]:
                # the company's address given by one of its pages (acme.com/en/about-us, a shop's product page): the
                # site's homepage is what that page's own logo or "Home" link names
                home_link = self._home_link_of(v, hit, facts)
                if home_link and self.session.can():
                    hit2 = await self.session.get(home_link, "homepage", accept=_HTML_ACCEPT)
                    if hit2 is not None and hit2.ok and hit2.is_html:
                        self.stats["given_page"] = hit.final_url
                        entry = [hit2.final_url, *hit2.redirects]
                        hit, facts = hit2, _parse_hit(hit2)
            gate = ("a cookie wall asking consent" if not nxt and consent_wall(facts) else
                    "an age gate" if not nxt and age_gate(facts) else
                    "a sign-in page" if hit.redirects and is_signin_page(facts) and self._host(hit.final_url) == host
                    and urlsplit(hit.final_url).path not in ("", "/") else "")
            if gate:
                # a door we never pass (discovery consents to nothing, states no age, signs in nowhere): another name
                # of the site may still answer with the site; else that is what is reported, and no sensor invented
                errors.append(f"{v}: {gate} ({hit.final_url})")
                door = door or ("failed", f"the website answers {gate} at {hit.final_url}: not passed")
                if walled is None and gate.startswith("a cookie wall") and info.sitemaps:
                    walled = (v, hit, facts, entry)
                dns_only = False
                continue
            self._take_home(v, hit, facts, entry, chosen_site, https_refused)
            return True
        if document is not None:
            # every variant that answered served a file at the root (a brochure PDF as the homepage): the site is
            # there, its pages known only by its sitemap and by probes — a homepage of no links
            v, hit = document
            self.stats["homepage_document"] = hit.content_type or "binary"
            self._take_home(v, hit, parse_page("<html><head></head><body></body></html>", hit.final_url),
                            [hit.final_url, *hit.redirects], "", https_refused)
            return True
        if walled is not None and door is not None:
            # a cookie wall is not passed, but the robots.txt it leaves public names the site's sitemaps: the wall is
            # read as a homepage of no chrome (its privacy / imprint links are the site's) and the sitemaps' pages
            # are verified as anyone may fetch them — a page that answers the wall again is no page (go: `walled`)
            v, hit, facts, entry = walled
            self.walled = door[1]
            self.stats["consent_wall"] = hit.final_url
            self._take_home(v, hit, facts, entry, "", https_refused)
            return True
        if door is not None:
            r.outcome, r.error = door
            return False
        r.error = "; ".join(errors) or "homepage not reachable"
        if dns_only and errors:
            r.outcome = "no_website"
        else:
            r.outcome = "failed"
            r.transient = self.transient_errors > 0 or bool(self.session.exhausted)
        return False

    #: a path's last segment repeated below this many sibling items of one folder (`/personal/<account>/guides`)
    ITEM_SUBPAGE_SIBLINGS = 4

    def _item_subpages(self, facts: PageFacts) -> set[tuple[str, str]]:
        """(folder, last segment) of the page's templated per-item sub-pages: a mega menu that gives each of a
        folder's items the same sub-page (`/personal/current-accounts/rates`, `/personal/savings/rates`, …;
        `/products/<product>/pricing`) links one item's guides, rates or price page each time, never the site's
        own section. Three segments deep at least (a brand's `/brand-a/careers` is a section of its own); one pass
        over the links."""
        parents: dict[tuple[str, str], set[str]] = {}
        for ln in facts.links:
            p = urlsplit(ln.url)
            segs = [x for x in p.path.lower().split("/") if x]
            if len(segs) < 3 or not self.on_site(ln.url) or is_language_segment(segs[-2]):
                continue
            parents.setdefault(("/".join(segs[:-2]), segs[-1]), set()).add(segs[-2])
        return {k for k, v in parents.items() if len(v) >= self.ITEM_SUBPAGE_SIBLINGS}

    def read_page_links(self, facts: PageFacts, page_url: str, *, is_home: bool, parent: Surface | None = None,
                        depth_penalty: float = 1.0) -> None:
        first = len(self.cands)
        item_subpages = self._item_subpages(facts) if len(facts.links) >= 3 * self.ITEM_SUBPAGE_SIBLINGS else set()
        for ln in facts.links:
            item_sub = False
            if item_subpages:
                segs = [x for x in urlsplit(ln.url).path.lower().split("/") if x]
                item_sub = (len(segs) >= 3 and ("/".join(segs[:-2]), segs[-1]) in item_subpages
                            and self.on_site(ln.url))
            if is_social_url(ln.url):
                if is_home and ln.region in ("footer", "header", "nav") and ln.url not in self.result.social_profiles:
                    self.result.social_profiles.append(ln.url)
                releases = brand_repository_releases(ln.url, self.site_domain) if is_home and ln.region in (
                    "footer", "header", "nav") else ""
                if releases:
                    # the menu's "GitHub" is the company's own repository: an open-source product's releases are its
                    # changelog (weaker than a changelog page of the site's own)
                    self.add(Candidate(Surface.CHANGELOG, releases, DiscoveryMethod.LINK, 0.55, None, SensorKind.FEED,
                                       evidence=f"the company's repository {ln.url}: its releases"))
                if is_home and ln.region in ("footer", "header", "nav") and ln.text:
                    tm = classify_text(ln.text)
                    if tm is not None and tm.surface is Surface.CAREERS and tm.confidence >= 0.9:
                        # the menu's "Careers" is the company's LinkedIn / XING / Glassdoor jobs page: no sensor
                        # may read it, but the site said where its jobs are — /careers, /jobs, careers. are not
                        # guessed blind
                        self._named_social.add(Surface.CAREERS)
                continue
            if self.path_prefix and url_domain(ln.url) == url_domain(self.result.homepage_url) and not self.on_site(ln.url):
                continue  # the shared host's own pages (linktr.ee/s/privacy) or another customer's site
            if self.is_own_home(ln.url) and not self._section_on_locale_path(ln):
                # "Home", the logo, a language switcher: the homepage is not another surface — but "Contact" →
                # /#contact names a section of the homepage itself
                if is_home and urlsplit(ln.url).path in ("", "/") and not urlsplit(ln.url).query:
                    self._note_nowhere(ln)
                continue
            m = classify_link(ln.url, ln.text, region=ln.region, site_domain=self._link_domain(ln.url))
            if m is not None and ln.text and false_friend(ln.text, facts.lang):
                continue  # a Romanian shop's "Magazine" (its stores): the language's word, not the English one
            if m is not None and m.surface is Surface.CAREERS and ln.group and _learners_group(ln.group):
                # "Careers" in a school's or a university's Students / Pupils menu: the careers guidance it gives its
                # learners, not its own vacancies (round 28's harbourside-academy)
                continue
            if (is_home and ln.group and self.on_site(ln.url)
                    and (m is None or m.surface is not Surface.PRODUCTS and "text contains" in m.reason and m.confidence < 0.9
                         or m.surface is Surface.PRODUCTS and m.confidence < 0.85
                         # the company's hiring is no entry of its header's Products menu: "Jobs" there is a feature
                         # (a data platform's batch jobs, a scheduler's) — the group says so (round 12, streamyard)
                         or m.surface in (Surface.CAREERS, Surface.JOBS_BOARD) and ln.region in ("nav", "header"))):
                # (a product's name holding a keyword — "Spend management", "Order tracking" — is the product under a
                # "Products" group; so is "Overview" / "Mesh Gateway" whose path alone hinted at a product folder or
                # an integrations page: the group says more)
                gm = self._grouped_product(ln)
                m = gm if gm is not None and (m is None or m.surface is not Surface.PRODUCTS
                                              or gm.confidence > m.confidence) else m
            if m is None and is_home and ln.region in ("nav", "header", "footer") and not self.on_site(ln.url):
                m = self._offsite_careers(ln.url, ln.text, ln.region) or self._offsite_tenant(ln.url, ln.text, ln.region)
            if m is None or m.surface is Surface.HOMEPAGE:
                continue
            if item_sub:
                # one item's sub-page of a templated menu (`/personal/<account>/guides`), not the site's section — but
                # one product's price list is still a price list where the site has no other (`/software/<product>/
                # pricing` of a suite): a weak one
                if m.surface is not Surface.PRICING or segs[-1] not in _PRICE_LIST_SEGMENTS:
                    continue
                m = replace(m, confidence=round(m.confidence * 0.6, 3))
            if m.surface is Surface.FEED:
                self.add(Candidate(Surface.FEED, ln.url, DiscoveryMethod.FEED, m.confidence * 0.9, None,
                                   SensorKind.FEED, parent=parent, evidence=m.reason))
                continue
            method = DiscoveryMethod.NAV if ln.region in ("nav", "header", "footer") and is_home else DiscoveryMethod.LINK
            if (m.surface is Surface.JOBS_BOARD and m.reason.startswith("platform host") and not self.on_site(ln.url)
                    and ats_mod.ats_from_url(ln.url) is not None):
                tm = classify_text(ln.text) if ln.text else None
                if tm is not None and tm.surface is Surface.CAREERS:
                    # the site's own "Careers" link goes straight to a hosted board whose vendor API becomes the
                    # jobs_board: the board page is the careers page (no blind /careers probes). A board without
                    # such an API (BambooHR, JOIN) stays the jobs_board itself: one URL is one sensor
                    self.add(Candidate(Surface.CAREERS, ln.url, method, round(m.confidence * depth_penalty, 3), None,
                                       evidence=f"{tm.reason} → hosted board"))
            if m.surface is Surface.CHANGELOG and code_host_changelog(ln.url):
                # a repository's releases: its Atom feed lists them (GitHub serves one for every repository)
                feed = _release_feed(ln.url)
                self.add(Candidate(Surface.CHANGELOG, feed or ln.url, method, round(m.confidence * depth_penalty, 3),
                                   None, SensorKind.FEED if feed else SensorKind.HTML, evidence=m.reason))
                continue
            # (a product listed under the menu's "Products" group is that page itself, not the folder it sits in:
            # /platform/gateway's /platform/ is often no page at all)
            root = ((m.surface is Surface.JOBS_BOARD and ats_mod.tenant_board_root(ln.url))
                    or (ln.url if m.reason.startswith(_GROUPED) else surface_root(ln.url, m.surface)))
            if root != ln.url and not self.on_site(ln.url) and self._carries_brand(ln.url) and not self._carries_brand(root):
                # another host's page named for the company below a section of every customer's (a public body's
                # board on governmentjobs.com/careers/<city>): cut there, it would be the vendor's page, not the company's
                root = ln.url
            conf = m.confidence * depth_penalty * (0.85 if root != ln.url else 1.0)
            self.add(Candidate(m.surface, root, method, round(conf, 3), None, evidence=m.reason,
                               below=ln.url if root != ln.url else ""))
        if is_home:
            recruiter = _addresses_employers(facts)
            self._own_careers_first(self.cands[first:], recruiter=self.on_site if recruiter else None)
            if recruiter:
                for c in self.cands[first:]:
                    if (c.surface is Surface.JOBS_BOARD and c.kind is SensorKind.HTML and self.on_site(c.url)
                            and ats_mod.ats_from_url(c.url) is None):
                        # a recruiter's or a job marketplace's own listings ("Browse jobs" beside "Hire talent"): the
                        # vacancies it sells or fills, never the company's own board (round 28's gigharbor)
                        c.verified = False
                        c.evidence += "; the site's job listings for employers (its product)"
            for ln in facts.nowhere_links:
                self._note_nowhere(ln)
            for src in facts.script_srcs[:40]:
                status = _status_widget_page(src)
                if status:
                    # the status vendor's widget (Statuspage's embed/script.js, Instatus's widget) is loaded from the
                    # company's tenant host: that host's page is its status page, though no link names it
                    self.add(Candidate(Surface.STATUS, status, DiscoveryMethod.LINK, 0.7, None,
                                       evidence=f"status widget script {src}"))
            for src in facts.iframe_srcs[:20]:
                status = _status_badge_page(src, self.site_domain)
                if status:
                    # a status badge framed in the footer (no link names the page): the page it shows is the status page
                    self.add(Candidate(Surface.STATUS, status, DiscoveryMethod.LINK, 0.7, None,
                                       evidence=f"status badge frame {src}"))
        for f in facts.feeds:
            fp = parent if parent is not None else _feed_parent(f.url)
            self.add(Candidate(Surface.FEED, f.url, DiscoveryMethod.FEED, 0.9, None, SensorKind.FEED,
                               parent=fp, evidence=f"rel=alternate {f.type}"))
        if is_home:
            for s in facts.same_as:
                if s not in self.result.social_profiles:
                    self.result.social_profiles.insert(0, s)

    def _note_nowhere(self, ln: Link) -> None:
        """The homepage's menu or footer names a surface by a link to no page of its own — an e-mail address
        ("Careers" → mailto:jobs@…) or a section of the homepage ("Contact" → #contact): the site said where it
        is, so it is not guessed blind (only a whole label in the page's chrome counts)."""
        if ln.region not in ("nav", "header", "footer") or not ln.text:
            return
        tm = classify_text(ln.text)
        if tm is not None and tm.confidence >= 0.9 and tm.surface not in (Surface.HOMEPAGE, Surface.FEED):
            self._named_social.add(tm.surface)

    def job_list_is_careers(self) -> None:
        """The homepage's menu names its careers by the job list ("Offene Stellen", "Open positions" → /stellen) and
        links no careers page besides: that page on the company's own site is its careers page (read for a board as
        one is), not a job list beside a careers page that does not exist. A vendor's board stays the jobs_board."""
        if any(c.surface is Surface.CAREERS and c.confidence >= 0.5 for c in self.cands):
            return
        lists = [c for c in self.cands if c.surface is Surface.JOBS_BOARD and c.kind is SensorKind.HTML
                 and c.method is DiscoveryMethod.NAV and c.parent is None and self.on_site(c.url)
                 and ats_mod.ats_from_url(c.url) is None]
        if lists:
            best = max(lists, key=score)
            best.surface = Surface.CAREERS
            best.evidence += "; the menu's job list is the careers page (no other is linked)"

    @staticmethod
    def _own_careers_first(added: list[Candidate], *, recruiter: Callable[[str], bool] | None = None) -> None:
        """The homepage names the company's own careers by its name ("Careers at Jobbly") or as its own ("Karriere
        beim Verlag", "Work for us"): its other links with a jobs word only inside their label ("Find jobs", "Jobs near
        you") are the product of a job site, and a job market's host of its own (a newspaper's "Stellenmarkt" on jobs.)
        the ads it sells, not its careers — they drop well below (a vendor's board stays: the own page may lead there).
        On a recruiter's site (`recruiter`, the site's own-host test, given when its menu addresses employers) even a
        whole "Jobs" of its own is the clients' vacancies it fills, below the page that names its own hiring (round
        28's talentbridge)."""
        own = {url_key(c.url) for c in added if c.surface is Surface.CAREERS and OWN_LABEL in c.evidence}
        if not own:
            return
        for c in added:
            if (c.surface in (Surface.CAREERS, Surface.JOBS_BOARD) and url_key(c.url) not in own
                    and ("text contains" in c.evidence or c.evidence.startswith("subdomain ")
                         or recruiter is not None and c.surface is Surface.CAREERS and recruiter(c.url)
                         # a bare "Jobs" / "Stellenmarkt" beside a label naming the company's own hiring is a section
                         # of the site's content — a newspaper's classifieds, a portal's job market (round 30's
                         # harbour-times) — not where the company hires
                         or c.surface is Surface.CAREERS and _JOB_MARKET_LABEL.search(c.evidence) is not None)
                    and OWN_LABEL not in c.evidence):
                c.confidence = round(c.confidence * 0.6, 3)
                c.evidence += "; the site names its own careers elsewhere"

    #: a homepage whose menu and footer name at least this many surfaces names its surfaces
    WELL_LINKED_SURFACES = 4
    #: a footer with at least this many links lists the site's pages (and hosts)
    FOOTER_LISTING = 3
    #: a footer with at least this many links to the site's own pages is an inventory of them
    FOOTER_INVENTORY = 8
    #: a homepage linking at most this many pages of its own, every one in its menu or footer, is a small site's whole
    #: inventory (a practice's Services / Contact / Privacy)
    SMALL_SITE_PAGES = 4
    #: sitemaps read whole that list at least this many pages of the homepage's host are the site's inventory
    SITEMAP_INVENTORY = 5

    def judge_linking(self) -> None:
        """Is the homepage well linked: a footer and a menu whose links name several surfaces (careers, pricing,
        blog, legal ...)? A site that names its surfaces there seldom has others that only a guess would find —
        probes are then spent on the few surfaces sites do leave out of their chrome, and on a wildcard DNS zone
        (where a name's existence proves nothing) no host is guessed at all."""
        assert self.home is not None
        self._named = {c.surface for c in self.cands if c.method is DiscoveryMethod.NAV
                       and c.surface not in (Surface.HOMEPAGE, Surface.FEED)}
        regions = {ln.region for ln in self.home.links}
        footer_pages = {url_key(ln.url) for ln in self.home.links if ln.region == "footer" and self.on_site(ln.url)}
        # a footer of many of the site's own pages is its inventory: three surfaces named there and in the menu say
        # as much as four in a short one (a shop's footer of guides, policies and careers)
        need = self.WELL_LINKED_SURFACES - (1 if len(footer_pages) >= self.FOOTER_INVENTORY else 0)
        # a page with no footer at all (a studio's hamburger menu is all its chrome): the menu is the inventory
        chrome = "footer" in regions or self._no_footer(self.home)
        self.well_linked = (chrome and bool(regions & {"nav", "header"})
                            and len(self._named | self._named_social) >= need)
        if not self.well_linked and self._one_page(self.home):
            # a one-page site: its menu names its sections as anchors of this very page and it links no other page of
            # its own — it has no pages for a blind path to find (its careers may still be a board elsewhere)
            self.well_linked = True
            self.stats["one_page"] = True
        if not self.well_linked and self._lone_page(self.home):
            # a page of no menu and no page of its own to link (a splash, a builder's one-pager of buttons): the whole
            # site is this page — its careers may be a board elsewhere, but no path of it is there to guess
            self.well_linked = True
            self.stats["lone_page"] = True
        if not self.well_linked and self._small_site(self.home):
            # a brochure site of a few pages, all in its chrome: a page it does not link a visitor could not reach
            self.well_linked = True
            self.stats["small_site"] = True
        anchors = sum(1 for ln in self.home.links if ln.region != "json") - self.home.noscript_links
        if not self.well_linked and anchors < self.WELL_LINKED_SURFACES:
            # a page of (almost) no anchors draws its menu from its framework payload (Next.js RSC, Nuxt): those links
            # are all the menu there is, and when they name the site's surfaces it is as well linked as a footer
            shell_named = {c.surface for c in self.cands if c.method is DiscoveryMethod.LINK and c.parent is None
                           and c.surface not in (Surface.HOMEPAGE, Surface.FEED) and "in json" in c.evidence}
            self.well_linked = len(shell_named) >= self.WELL_LINKED_SURFACES
            self._named |= shell_named if self.well_linked else set()
        # a footer listing the site's pages (not one lone 'Terms' link): where status, docs and the other
        # secondary hosts are named when the site has them
        footer = {url_key(ln.url) for ln in self.home.links if ln.region == "footer" and not is_social_url(ln.url)}
        # (a small site's short footer still lists no hosts: a status. or docs. host nothing links is still guessed)
        self.lists_hosts = self.well_linked and len(footer) >= self.FOOTER_LISTING
        self.stats["well_linked"] = self.well_linked

    def _grouped_product(self, ln: Link) -> SurfaceMatch | None:
        """A menu entry its own label says nothing of ("Business accounts", "Spend management"), listed under a group
        named "Products" / "Produkte" that has no page of its own: a product page. The group's first entry (menus
        list the flagship first) ranks above an integrations page; the others a little below."""
        gm = classify_text(ln.group)
        if gm is None or gm.surface is not Surface.PRODUCTS or gm.confidence < 0.85:
            return None
        if any(seg in _CONNECTOR_FOLDERS for seg in urlsplit(ln.url).path.lower().split("/")[1:-1]):
            # an entry of the integrations catalog (/integrations/microsoft-teams): another vendor's product the
            # company connects to, not one of its own (round 28's huddlebox)
            return None
        lead = next((x for x in (self.home.links if self.home else []) if x.group == ln.group), None)
        first = lead is None or (lead.url, lead.text) == (ln.url, ln.text)
        # the menu lists it one click from the homepage, however deep its path (/product/overview): the depth the
        # score discounts says nothing of it here
        lift = 1.0 + 0.15 * max(0, path_depth(ln.url) - 1)
        return SurfaceMatch(Surface.PRODUCTS, min(0.9, (0.85 if first else 0.75) * lift), f"{_GROUPED} {ln.group!r}")

    def _one_page(self, facts: PageFacts) -> bool:
        """The homepage's menu is (almost) all anchors of the page itself (`#services`, `#team`, `#contact`) and no link
        leads to another page of the site: a one-page site."""
        home = url_key(self.result.homepage_url)
        own = [ln for ln in facts.links if ln.region != "json" and self.on_site(ln.url)]
        menu_anchors = [ln for ln in [*own, *facts.nowhere_links] if ln.region in ("nav", "header") and ln.text
                        and not ln.url.lower().startswith("mailto:") and url_key(ln.url.split("#")[0] or home) == home]
        # the privacy policy and imprint a one-page site must still publish are pages of their own, not sections
        others = [ln for ln in own if url_key(ln.url) != home
                  and not ((m := classify_link(ln.url, ln.text, region=ln.region)) and m.surface is Surface.LEGAL)]
        # two sections named in a menu (#how, #pricing) beside nothing else of the site's own already say it: a page of
        # more has other pages to link, and a shell (no anchors) is no one-page site
        return len(menu_anchors) >= 2 and not others

    def _lone_page(self, facts: PageFacts) -> bool:
        """The homepage, drawn in its markup (no shell, no script-drawn or framework menu, no partials), links no page
        of the site besides itself (anchors of it, e-mail, social profiles and other sites only; a policy page at most)
        but does link something: a lone page."""
        if facts.is_js_shell or facts.noscript_links or facts.fragments:
            return False
        links = [ln for ln in facts.links if ln.region != "json"]
        if len(links) != len(facts.links) or not (links or facts.nowhere_links):
            return False
        home = url_key(self.result.homepage_url)
        for ln in links:
            if not self.on_site(ln.url) or is_social_url(ln.url):
                continue
            if url_key(ln.url.split("#")[0] or self.result.homepage_url) == home or self.is_own_home(ln.url):
                continue
            m = classify_link(ln.url, ln.text, region=ln.region)
            if m is None or m.surface is not Surface.LEGAL:
                return False
        return True

    def _small_site(self, facts: PageFacts) -> bool:
        """The homepage, drawn in its markup (no shell, no script-drawn menu), has a menu and a footer, and links
        at most SMALL_SITE_PAGES pages of the site besides itself, every one of them in that chrome (its body links
        only those again), and no other host of the company's: a small brochure site whose chrome lists all it has."""
        if facts.is_js_shell or facts.noscript_links or facts.fragments:
            return False
        links = [ln for ln in facts.links if not ln.url.lower().startswith(("mailto:", "tel:"))]
        if any(ln.region == "json" for ln in links):
            return False
        regions = {ln.region for ln in links}
        if "footer" not in regions or not regions & {"nav", "header"}:
            return False
        home = url_key(self.result.homepage_url)
        home_host = self._host(self.result.homepage_url)
        chrome: set[str] = set()
        body: set[str] = set()
        for ln in links:
            if is_social_url(ln.url) or not self.on_site(ln.url):
                continue
            if self._host(ln.url) not in (home_host, "www." + home_host, home_host.removeprefix("www.")):
                return False  # a host of its own (careers., shop.): more than a brochure
            k = url_key(ln.url.split("#")[0] or self.result.homepage_url)
            if k == home or self.is_own_home(ln.url):
                continue
            if ln.region not in ("nav", "header", "footer") and (
                    (m := classify_link(ln.url, ln.text, region=ln.region)) and m.surface is Surface.LEGAL):
                continue  # a cookie banner's "Cookie Policy" (OneTrust, Cookiebot): a policy every site must publish
            (chrome if ln.region in ("nav", "header", "footer") else body).add(k)
        return 1 <= len(chrome) <= self.SMALL_SITE_PAGES and body <= chrome

    @staticmethod
    def _asks_donations(facts: PageFacts) -> bool:
        """The homepage's menu, header or footer asks for donations: a charity's site."""
        return any(ln.region in ("nav", "header", "footer") and _DONATE.search(f"{ln.text or ''} {urlsplit(ln.url).path}")
                   for ln in facts.links)

    @staticmethod
    def _no_footer(facts: PageFacts) -> bool:
        """The homepage has no footer to read — not one whose links we could not see: its anchors are in the markup
        (not drawn by script), and every one of them sits in its menu."""
        links = [ln for ln in facts.links if ln.region != "json" and (urlsplit(ln.url).path or "/") != "/"]
        return (len(links) >= 4 and not facts.is_js_shell and not facts.noscript_links
                and all(ln.region in ("nav", "header") for ln in links))

    def named_elsewhere(self, surface: Surface) -> bool:
        """The homepage's chrome links this surface, but to a page no sensor may read (robots.txt disallows it, a
        bot challenge guards it, or it is a social network's page): the site said where it is, so guessing other
        paths or hosts for it is waste."""
        if surface in self._named_social and not self.have(surface, 0.3):
            return True
        if surface not in self._named:
            return False
        return any(c.surface is surface and c.method is DiscoveryMethod.NAV
                   and (self.session.known_disallowed(c.url) or self._host(c.url) in self._challenged)
                   for c in self.cands)

    @staticmethod
    def _offsite_careers(url: str, text: str, region: str) -> SurfaceMatch | None:
        """The site's own menu labels a link to a host the classifier knows nothing of "Careers" / "Trabalhe
        conosco" / "Karriere": the company's careers live on a hosted board of the long tail (Gupy, Kenjo,
        a group careers site), which the classifier drops as an off-site link; a subsidiary's "Investor relations"
        is its listed parent's page. Only the whole label counts (a "Careers" inside a longer text does not), and the
        link stays weaker than one on the site."""
        tm = classify_text(text) if text else None
        if tm is None or tm.surface not in (Surface.CAREERS, Surface.INVESTORS) or tm.confidence < 0.9:
            tm = _section_of_host_owner(url, text)
            if tm is None:
                return None
        factor = 0.95 if region == "footer" else 1.0
        # (a subsidiary's "Investor relations" is its listed parent's page, on the parent's domain, likewise)
        return SurfaceMatch(tm.surface, round(tm.confidence * factor * 0.75, 3),
                            f"{tm.reason} in {region} → {tm.surface} on another host")

    #: surfaces a company keeps on a vendor's host under its own name (tailco.hyperping.app, tailco.beehiiv.com)
    _TENANT_SURFACES = frozenset({Surface.STATUS, Surface.CHANGELOG, Surface.BLOG, Surface.DOCS, Surface.NEWSROOM})

    def _offsite_tenant(self, url: str, text: str, region: str) -> SurfaceMatch | None:
        """The menu labels a link to a host no list knows "Status" / "Changelog" / "Blog" / "Docs" / "Press", and
        that host's name or path carries the company's (tailco.hyperping.app, tailco.productlane.com/changelog): the
        company's page on a vendor of the long tail. Only the whole label counts, and a link without the company's
        name (a reviews site, a partner) is not one."""
        if not self._carries_brand(url):
            return None
        tm = classify_text(text) if text else None
        if tm is None:
            return None
        # "Trabalhe na Valeminas" (work at <name>, no whole careers label) to valeminas.gupy.io: the company's board on a
        # vendor no list knows, named for it
        own_board = tm.surface is Surface.CAREERS and tm.confidence >= 0.85 and not tm.reason.startswith("text contains")
        if not own_board and (tm.surface not in self._TENANT_SURFACES or tm.confidence < 0.9):
            return None
        factor = 0.95 if region == "footer" else 1.0
        return SurfaceMatch(tm.surface, round(tm.confidence * factor * 0.75, 3),
                            f"{tm.reason} in {region} → the company's page on {urlsplit(url).hostname}")

    #: what a company's group or corporate site adds to its name (a brand's "Media centre" on www.vireogroup.com)
    _CORPORATE_SUFFIXES = frozenset({"hq", "group", "corp", "corporate", "inc", "global", "holding", "holdings", "plc"})
    #: what a company's own account on a publishing platform adds to its name (note.com/acme_official, medium.com/
    #: @acme-team, acme_jp): its handle, not another's
    _HANDLE_SUFFIXES = frozenset({"official", "jp", "japan", "team", "hq", "inc", "corp", "co"})

    def _carries_brand(self, url: str) -> bool:
        """The URL's host labels or path segments name the company (its domain's first label, 4 letters or more), or
        its group / corporate name (vireo → vireogroup.com, acmecorp, acmehq)."""
        brand = (self.site_domain.split(".")[0] if self.site_domain else "").lower().replace("-", "")
        if len(brand) < 4:
            return False
        p = urlsplit(url)
        parts = [*(p.hostname or "").lower().split(".")[:-1], *p.path.lower().split("/")[:3]]
        path = [x.lstrip("@").replace("-", "").replace("_", "").replace(".", "") for x in p.path.lower().split("/")[:3]]
        return any(x.replace("-", "").replace("_", "") == brand or x.replace("-", "").startswith(brand + "hq")
                   or x.replace("-", "").startswith(brand) and x.replace("-", "")[len(brand):] in self._CORPORATE_SUFFIXES
                   for x in parts if x) or any(
            x.startswith(brand) and x[len(brand):] in self._HANDLE_SUFFIXES for x in path if x)

    def _shell_home(self) -> bool:
        """The homepage links (almost) nothing of its own: a page whose menu a script draws."""
        home = self.home
        return home is not None and home.is_js_shell and sum(1 for ln in home.links if self.on_site(ln.url)) < 3

    def _wordpress_home(self) -> bool:
        home = self.home
        if home is None:
            return False
        return "wordpress" in home.generator.lower() or any(
            "/wp-content/" in u or "/wp-includes/" in u for u in home.script_srcs[:40])

    async def sitemaps(self) -> None:
        """robots.txt Sitemap lines (method robots), else /sitemap.xml (method sitemap); ≤ N index children."""
        home = self.result.homepage_url
        origin = f"{urlsplit(home).scheme}://{urlsplit(home).netloc}"
        info = self.session.robots.get(origin) or RobotsInfo()
        linked = [u for u in (self.home.sitemaps if self.home else []) if self.on_site(u)]
        # the site's own robots.txt may name sitemaps on another host (a CDN: the sitemaps protocol's
        # cross-host submission); the page URLs inside are still kept only when they are on the site.
        # Only two are read: ranked like an index's children (pages, careers, press before stories, products,
        # images), not in the order listed — a shop lists its posts and products before its pages
        lang = self.prefer_lang
        own = own_language_children([u for u in info.sitemaps if self.on_site(u)], lang)
        other = own_language_children([u for u in info.sitemaps if not self.on_site(u)], lang)
        named = pick_children(own, len(own)) + pick_children(other, len(other))
        if self.path_prefix:
            # the host's robots.txt and /sitemap.xml are the host's (linktr.ee's own pages), not the company's
            named = []
            if not linked:
                return
        if named:
            roots = named[:2]
            method = DiscoveryMethod.ROBOTS
        elif linked:
            roots = linked[:2]  # <link rel="sitemap"> on the homepage (single-page apps name it there)
            method = DiscoveryMethod.SITEMAP
        else:
            roots = [origin + "/sitemap.xml"]
            method = DiscoveryMethod.SITEMAP
        budget_urls = self.s.sitemap_max_urls
        children_left = self.s.max_sitemap_children
        queue = list(dict.fromkeys(roots))
        seen: set[str] = set()
        urls: list[str] = []
        # every sitemap named was read whole (no child left out, none failed, no URL cap reached): the site's own
        # inventory of its pages, which a blind probe need not second-guess
        complete = len(named) <= len(roots)
        while queue and self.session.can(2) and budget_urls > len(urls):
            sm_url = queue.pop(0)
            if url_key(sm_url) in seen:
                continue  # an index that lists itself (or a sitemap already read): no second fetch
            seen.add(url_key(sm_url))
            hit = await self.session.get(sm_url, "sitemap", accept="application/xml,text/xml;q=0.9,*/*;q=0.5",
                                         max_bytes=10 * 1024 * 1024)
            self.stats["sitemap_fetches"] += 1
            if hit is None or not hit.ok or hit.is_html:
                fallback = ""
                if hit is not None and not named and not linked and not urls and self._shell_home():
                    # a page of no links (its menu drawn by script) with no /sitemap.xml: the SEO plugins' index
                    # (Yoast, Rank Math, SEOPress: /sitemap_index.xml), then WordPress's own (/wp-sitemap.xml) on a
                    # WordPress page, list its pages — asked only for such a shell, one at a time
                    if sm_url == origin + "/sitemap.xml":
                        fallback = origin + "/sitemap_index.xml"
                    elif sm_url == origin + "/sitemap_index.xml" and self._wordpress_home():
                        fallback = origin + "/wp-sitemap.xml"
                if fallback:
                    queue.append(fallback)
                else:
                    complete = False
                continue
            sm = parse_sitemap(hit.body, hit.final_url, budget_urls - len(urls))
            if sm.kind == "index":
                seen.add(url_key(hit.final_url))
                sm_host = (urlsplit(hit.final_url).hostname or "").lower()
                kids = [u for u in dict.fromkeys(sm.urls) if (self.on_site(u) or (urlsplit(u).hostname or "").lower()
                                                              == sm_host) and url_key(u) not in seen]
                # one language's sitemap is the inventory: the others' copies (de.xml, sitemap-ja.xml) translate it
                kids = own_language_children(kids, lang)
                picked = pick_children(kids, children_left)
                children_left -= len(picked)
                complete = complete and len(picked) == len(kids)
                queue.extend(picked)
                self.stats["sitemap_index_children"] = len(sm.urls)
            elif sm.kind in ("urlset", "text"):
                urls.extend(sm.urls)
            elif sm.kind == "feed":
                if self.on_site(hit.final_url):
                    # a feed named as a sitemap (robots.txt `Sitemap: /journal/rss.xml`): read, and a feed — no
                    # page of the site links it (quietpress, round 11)
                    self.add(Candidate(Surface.FEED, hit.final_url, method, 0.85, True, SensorKind.FEED,
                                       parent=_feed_parent(hit.final_url), evidence="a feed named as a sitemap"))
            else:
                complete = False
        self.stats["sitemap_urls"] = len(urls)
        home_host = self._host(home)
        listed = {urlsplit(u).path.rstrip("/").lower() or "/" for u in urls if self._host(u) == home_host}
        if complete and not queue and len(urls) < budget_urls and len(listed) >= self.SITEMAP_INVENTORY:
            self._sitemap_pages = listed
            self.stats["sitemap_inventory"] = len(listed)
        # thousands of sitemap URLs collapse to a few section roots: one candidate each, its best evidence
        found: dict[tuple[Surface, str], Candidate] = {}
        host_surface: dict[str, Surface | None] = {}
        for u in urls:
            if not self.on_site(u):
                continue
            m = classify_url(u)
            if m is None or m.surface is Surface.HOMEPAGE:
                continue
            root = surface_root(u, m.surface)
            p = urlsplit(u)
            if (p.hostname or "").lower() != home_host:
                # a page of a host named for the surface (docs.<site>/api, status.<site>/history): the host's root is
                # that surface's page, not one of its pages a path word happens to name too
                hr = f"{p.scheme}://{p.netloc}/"
                if p.netloc not in host_surface:
                    hm = classify_url(hr)
                    host_surface[p.netloc] = hm.surface if hm is not None and hm.reason.startswith("subdomain") else None
                if host_surface[p.netloc] is m.surface:
                    root = hr
            kind = SensorKind.FEED if m.surface is Surface.FEED else SensorKind.HTML
            conf = round(m.confidence * (0.9 if root == u else 0.8), 3)
            prev = found.get((m.surface, root))
            if prev is None or conf > prev.confidence:
                found[(m.surface, root)] = Candidate(m.surface, root, method, conf, None, kind,
                                                     evidence=f"sitemap: {m.reason}", below=u if root != u else "")
            elif (conf == prev.confidence and prev.below and root != u
                  and _below_rank(root, u) < _below_rank(root, prev.below)):
                # the page standing for the section when its root is no page: the current docs' page, not the
                # unreleased or an old version's copy a sitemap may list first (`/docs/1.x/intro` < `/docs/intro`)
                prev.below = u
        for c in found.values():
            self.add(c)

    def best(self, surface: Surface, *, kind: SensorKind | None = None, exclude: set[str] | None = None) -> Candidate | None:
        pool = [c for c in merge(self.cands) if c.surface is surface and (kind is None or c.kind is kind)
                and score(c) > 0 and (not exclude or c.url not in exclude)]
        lang = self.prefer_lang
        return max(pool, key=lambda c: (rank(c, lang), named_for(c))) if pool else None

    @property
    def prefer_lang(self) -> str:
        """The site's default language: its homepage's locale prefix (`/en-us/` → `en`), else its `lang`,
        else English — the language whose page of a surface becomes the sensor."""
        home_lang = (self.home.lang if self.home is not None else "").replace("_", "-")
        loc = url_locale(self.result.homepage_url)
        if loc and "-" not in loc and home_lang.startswith(loc + "-"):
            loc = home_lang  # `/en/` whose page says en-US
        return loc or (language_of(home_lang) + home_lang[len(home_lang.split("-")[0]):] if home_lang else "") or "en"

    async def careers_and_ats(self) -> None:
        """ATS on the homepage and on the best careers page (fetched once, also verifying it)."""
        assert self.home is not None
        self.collect_ats(self.home, home=True)
        c = self.best(Surface.CAREERS)
        tried: set[str] = set()
        boards: set[str] = set()
        while c is not None and self.session.can(2) and len(tried) < 2:
            if ats_mod.ats_from_url(c.url) is not None and c.verified is None:
                # a hosted board the vendor's API will vouch for (verify_ats_refs): no page request for it
                boards.add(c.url)
                c = self.best(Surface.CAREERS, exclude=tried | boards)
                continue
            tried.add(c.url)
            ok = await self.verify(c)
            if ok:
                break
            c = self.best(Surface.CAREERS, exclude=tried | boards)
        if not self._pending_ats and self._deferred_ats and self._others_showcase():
            # the homepage's body names the boards of several employers, none of them the company's ("Our startups
            # are hiring": an accelerator's, an investor's, a vendor's customers): others' openings, neither its board
            # nor its careers (round 28's forge-accelerator and keelhaus)
            keys = {ref.key for ref, _scheme in self._deferred_ats}
            for cand in self.cands:
                ref = (ats_mod.ats_from_url(cand.url) if cand.surface in (Surface.CAREERS, Surface.JOBS_BOARD)
                       and not self.on_site(cand.url) else None)
                if ref is not None and ref.key in keys:
                    cand.verified = False
                    cand.evidence += "; another employer's board (the homepage shows several)"
        elif not self._pending_ats and self._deferred_ats:
            # the company's own pages name no board: the homepage's may be its own after all
            self._pending_ats.extend(self._deferred_ats)
            self.stats["ats"].extend({"vendor": ref.vendor, "token": ref.token, "verified": None}
                                     for ref, _scheme in self._deferred_ats)
        self._deferred_ats.clear()

    def _brand_token(self, token: str) -> bool | None:
        """An ATS board token carries the company's name (its domain's first label); None when the name is too
        short to tell."""
        brand = (self.site_domain.split(".")[0] if self.site_domain else "").lower().replace("-", "")
        if len(brand) < 4:
            return None
        tok = re.sub(r"[^a-z0-9]", "", unquote(token).lower())
        return brand in tok or (len(tok) >= 4 and brand.startswith(tok))

    #: distinct employers' boards a page must link, none of them the company's, to be a job board of others' openings
    OTHERS_JOBS_BOARDS = 3
    #: distinct boards the homepage's body must show, none the company's, to be a showcase of other employers
    OTHERS_SHOWCASE_BOARDS = 2

    def _others_showcase(self) -> bool:
        """The boards held back from the homepage's body (`collect_ats`) are two employers' or more, each token known
        not to carry the company's name."""
        tokens = {unquote(ref.token).lower() for ref, _scheme in self._deferred_ats}
        return len(tokens) >= self.OTHERS_SHOWCASE_BOARDS and all(self._brand_token(t) is False for t in tokens)

    def _others_jobs(self, facts: PageFacts) -> bool:
        """The page's body links the applicant-tracking boards of several employers (OTHERS_JOBS_BOARDS or more, by
        distinct tokens) and none carries the company's name: a list of other companies' jobs, not its careers page.
        (A group's careers page naming its brands' boards is told apart by the brand when a token carries it.)"""
        refs = ats_mod.find_ats([ln.url for ln in facts.links if ln.region == "main"])
        tokens = {ref.token.lower() for ref in refs}
        return len(tokens) >= self.OTHERS_JOBS_BOARDS and not any(self._brand_token(t) for t in tokens)

    def collect_ats(self, facts: PageFacts, *, home: bool = False) -> None:
        urls = [ln.url for ln in facts.links] + facts.iframe_srcs + facts.script_srcs
        door = (facts.meta_refresh or facts.js_redirect) if len(facts.text) < 500 else ""
        if door and not home:
            # a page of nothing but a meta refresh / script redirect into a board (a site builder's "redirect page"):
            # the board, and the page a door to it as a server redirect is (collect_ats_redirect)
            urls.append(door)
            for ref in ats_mod.find_ats([door]):
                self._ats_doors[url_key(facts.url)] = ref.key
        # on the homepage, a board linked from the body whose token is not the company's name is a showcase of a
        # vendor's customers ("See it live: Acme's career site") until the company's own pages say otherwise
        body = {ref.key for ref in ats_mod.find_ats(ln.url for ln in facts.links if ln.region == "main")} if home else set()
        scripts = facts.inline_scripts + facts.data_scripts
        chrome = {ref.key for ref in ats_mod.find_ats(
            [ln.url for ln in facts.links if ln.region != "main"] + facts.iframe_srcs + facts.script_srcs,
            scripts)} if home else set()
        refs = ats_mod.find_ats(urls, scripts)
        labels: dict[tuple[str, str, str], str] = {}
        if refs:
            # the labels of the links naming a board ("Internships and apprenticeships"): read on pages naming one only
            for ln in facts.links:
                lref = ats_mod.ats_from_url(ln.url) if ln.text and not self.on_site(ln.url) else None
                if lref is not None:
                    labels.setdefault(lref.key, ln.text)
        for ref in refs:
            if ref.key in labels:
                self._ats_labels.setdefault(ref.key, labels[ref.key])
            if ref.key in self.ats_seen:
                continue
            if ref.key in body and ref.key not in chrome and self._brand_token(ref.token) is False:
                self.ats_seen.add(ref.key)
                self._deferred_ats.append((ref, urlsplit(facts.url).scheme or self.scheme))
                continue
            self.ats_seen.add(ref.key)
            self.stats["ats"].append({"vendor": ref.vendor, "token": ref.token, "verified": None})
            self._pending_ats.append((ref, urlsplit(facts.url).scheme or self.scheme))

    def collect_ats_redirect(self, hit: Hit) -> None:
        """A page that redirects into an ATS (`/careers` → 302 a Greenhouse board, `jobs.` CNAMEd to one)."""
        for ref in ats_mod.find_ats([*hit.redirects[1:], hit.final_url]):
            if not self.on_site(hit.final_url):
                # the URL is a door to the board and nothing of its own: once the board's API answers, that sensor
                # watches it (verify_ats_refs drops the door as careers)
                self._ats_doors[url_key(hit.url)] = ref.key
            if ref.key in self.ats_seen:
                continue
            self.ats_seen.add(ref.key)
            self.stats["ats"].append({"vendor": ref.vendor, "token": ref.token, "verified": None})
            self._pending_ats.append((ref, urlsplit(hit.url).scheme or self.scheme))

    def collect_ats_own_host(self, hit: Hit) -> None:
        """A careers page that is a vendor's career site on the company's own host (Teamtailor or Recruitee on
        careers.acme.com, known by the vendor's assets and badge): that vendor's feed / API on this host."""
        if not hit.ok or not hit.is_html or not self.on_site(hit.final_url):
            return
        ref = ats_mod.ats_on_own_host(hit.final_url, hit.text(), hit.headers)
        if ref is None or ref.key in self.ats_seen:
            return
        self.ats_seen.add(ref.key)
        self.stats["ats"].append({"vendor": ref.vendor, "token": ref.token, "verified": None})
        self._pending_ats.append((ref, urlsplit(hit.final_url).scheme or self.scheme))

    async def verify_ats_refs(self) -> None:
        """One request to each ATS's public API (at most 3 boards) before it becomes a jobs_board sensor."""
        done = 0
        while self._pending_ats and done < 3 and self.session.can():
            ref, scheme = self._pending_ats.pop(0)
            api = ats_mod.api_url(ref, scheme)
            # a vendor's API host is no company host; a career site on the company's own host (careers.acme.com
            # served by Teamtailor) answers its feed there, and that host's robots.txt decides like for its pages
            hit = await self.session.get(api, f"ats:{ref.vendor}", accept="application/json,application/xml;q=0.9,*/*;q=0.5",
                                         robots=self.on_site(api))
            done += 1
            if hit is None:
                break
            jobs = ats_mod.verify_api_response(ref, hit.status, hit.body) if hit.error is None else None
            for st in self.stats["ats"]:
                if st["vendor"] == ref.vendor and st["token"] == ref.token:
                    st["verified"] = jobs is not None
                    st["jobs"] = jobs
            if jobs is None:
                continue
            for c in self.cands:
                cref = ats_mod.ats_from_url(c.url) if c.surface is Surface.CAREERS and c.verified is None else None
                if cref is not None and cref.key == ref.key:
                    c.verified = True  # the careers link's board: its API just answered with the board's jobs
                if (c.surface is Surface.CAREERS and c.verified is not False
                        and self._ats_doors.get(url_key(c.url)) == ref.key):
                    # `/jobs` that only redirects to this board is the board again: one sensor per board, the API's
                    c.verified = False
                    c.evidence += f"; redirects to the {ref.vendor} board its API sensor watches"
            # a second board for students only (internships, apprenticeships, graduates — named so by its token or the
            # link to it) ranks after the company's main board
            named = f"{ref.token} {ref.site} {self._ats_labels.get(ref.key, '')}"
            early = bool(_EARLY_CAREERS.search(named))
            # a board for the company's own staff only (Workday's `…_Internal` site, "Current employees: apply
            # internally") is no board a candidate outside reads: after the public one, as a students' board is
            internal = not early and bool(_INTERNAL_BOARD.search(named))
            # of two boards a careers page names, the one carrying the company's name is its own; the other a sister
            # company's or a partner's ("Kitewing is hiring too")
            conf = 0.9 if early or internal else 0.96 if self._brand_token(unquote(ref.token)) else 0.95
            self.add(Candidate(Surface.JOBS_BOARD, api, DiscoveryMethod.ATS, conf, True, SensorKind.ATS,
                               ats_mod.sensor_config(ref, api, jobs),
                               evidence=f"{ref.vendor} API" + (" (an early-careers board)" if early else
                                                               " (a board for its own staff)" if internal else "")))

    async def verify(self, c: Candidate) -> bool:
        """Fetch a candidate page once: mark it verified or failed; read its links, feeds and ATS embeds."""
        self.stats["verifications"] += 1
        if c.surface is Surface.STATUS and await self.try_status_json(c.url, DiscoveryMethod(c.method), c.confidence):
            return True
        if (urlsplit(c.url).hostname or "").lower() in self._dead_hosts:
            self.mark(c, False)
            return False
        if self.walled and self.stats.get("wall_again") and c.method in (DiscoveryMethod.ROBOTS, DiscoveryMethod.SITEMAP):
            # behind a cookie wall one sitemap page answered the wall again: the others would too (not asked)
            self.mark(c, False)
            return False
        hit, facts = await self.page(c.url, f"verify:{c.surface}")
        if hit is None:
            return False
        if self.walled and hit.redirects and url_key(hit.final_url) == url_key(self.result.homepage_url):
            self.stats["wall_again"] = c.url
        if hit.status == 429:
            # rate-limited: the link stands, unverified (its sensor's fetches back off as the site asks)
            c.evidence = f"{c.evidence}; rate-limited (429)"
            return False
        if (hit.status >= 500 or hit.error in ("TIMEOUT", "HTTP_5XX")) and c.method in (DiscoveryMethod.NAV,
                                                                                    DiscoveryMethod.LINK):
            # a server error or no answer in time: the server's bad moment (a transient failure, DESIGN), not a page
            # that is gone — a link the site gives stands, unverified (its sensor's fetches retry with backoff;
            # flakyco, round 11). A guess (a probe, a subdomain, a sitemap's page) is not kept on no evidence, and a
            # 404 / 410 is the page gone
            c.evidence = f"{c.evidence}; server error ({hit.status or hit.error})"
            return False
        if self.is_challenge(hit):
            # the page exists as far as anyone can tell (the link stands), but a bot challenge hides it: it
            # stays unverified (its sensor's fetches will report BOT_CHALLENGE for review), never "missing"
            c.evidence = f"{c.evidence}; bot challenge ({self._challenged.get(self._host(hit.final_url), '?')})"
            return False
        verdict = "missing" if hit.error else self.check(hit, facts)
        if verdict == "ok" and c.kind is SensorKind.HTML and _document_body(hit):
            # a PDF (a price list, an imprint, a job ad) or another file under a page-like path (/download/preisliste):
            # a document to download, not a page a sensor can read for changes
            c.evidence = f"{c.evidence}; a document ({hit.content_type or 'binary'}), not a page"
            verdict = "document"
        if verdict == "ok" and facts is not None and c.surface is not Surface.JOBS_BOARD and facts.is_signin:
            # a sign-in form where the link led (an "Investor login" on investors.<domain>, a customer portal): no
            # page of the company's a visitor can read (a job board's candidate sign-in box beside its jobs is left be)
            c.evidence = f"{c.evidence}; a sign-in page"
            verdict = "signin"
        if verdict == "ok" and facts is not None and c.surface is Surface.CAREERS and self._others_jobs(facts):
            # a job board of other employers' openings (a newsletter's "Fintech jobs board", a fund's portfolio jobs):
            # the site's hiring is not there
            c.evidence = f"{c.evidence}; a board of other employers' jobs"
            verdict = "others"
        if (verdict == "ok" and facts is not None and c.surface is Surface.BLOG
                and report_library(hit.final_url, hit.text(), len(facts.feeds))):
            # "Insights" that lists whitepapers and studies to download (no feed, no dated posts): a report library,
            # no blog — a watcher follows posts, and taking it would hide that the site has none (round 26)
            c.evidence = f"{c.evidence}; a library of reports, no dated posts"
            verdict = "library"
        if (verdict == "home" and not hit.redirects and self._host(hit.final_url) == self._host(self.result.homepage_url)
                and facts is not None and self.copies_home(facts)):
            # the linked page answers the homepage's very document: a client-routed app whose server gives every path
            # its prerendered homepage (the router draws the page), or a page that is the homepage again. A path that
            # cannot exist tells which (one request)
            await self.ensure_baseline()
            if self.stats.get("baseline_is_home"):
                verdict = "inconclusive"
                self._shell_answers = True
        if (verdict == "inconclusive" and facts is not None and facts.is_js_shell and self.home is not None
                and self.home.is_js_shell and self._host(hit.final_url) == self._host(self.result.homepage_url)):
            # the page is the homepage's app shell again: an SPA answers every path so, and fetching its other pages
            # would tell nothing more
            self._shell_answers = True
        if not hit.error and c.surface in (Surface.CAREERS, Surface.JOBS_BOARD):
            self.collect_ats_redirect(hit)
            self.collect_ats_own_host(hit)
        if verdict == "ok":
            final = hit.final_url
            if final != c.url and (self.on_site(final) or url_domain(final) == url_domain(c.url)
                                   or url_domain(c.url) in LINK_SHORTENERS):
                # the page moved inside the site (or answers on another scheme), or the link was a shortener's
                # alias (bit.ly/acme-jobs → the board): watch where it lives now
                self.mark(c, False)
                self.add(Candidate(c.surface, final, DiscoveryMethod(c.method), c.confidence, True, c.kind,
                                   dict(c.config), c.parent, f"{c.evidence} → redirect"))
            else:
                self.mark(c, True)
            if facts is not None:
                self.after_page(c.surface, facts)
            if c.surface is Surface.STATUS:
                await self.status_json_of_page(hit, facts, DiscoveryMethod(c.method), c.confidence)
            return True
        if verdict != "inconclusive":
            self.mark(c, False)
            if c.below and verdict in ("missing", "soft404", "home"):
                # a section root derived from a deeper link is no page here (`/docs/` 404 while the nav links
                # `/docs/getting-started/introduction`): one level further down the linked path instead
                nxt = step_down(c.url, c.below)
                leaf = url_key(nxt) == url_key(c.below)
                # the linked page itself only for docs (a guide is docs; one post, job or product is not the blog,
                # the careers page or the catalogue)
                # nor a date archive (`/news/2025`, `/blog/2024/05`): it stops filling when the year or month ends
                dated = bool(nxt) and bool(_DATE_SEGMENT.match(nxt.rstrip("/").rsplit("/", 1)[-1]))
                # (and docs only when more than the path's folder said so: a footer's "Insurance pricing explained" at
                # /help/… is one help article, not the company's documentation)
                leaf_docs = c.surface is Surface.DOCS and ("text" in c.evidence or " label" in c.evidence or (
                    # or a sitemap listing pages below a docs root that is no page (Docusaurus' /docs/ while its first
                    # page is /docs/intro): the listed page stands for the docs
                    c.evidence.startswith("sitemap:")
                    and urlsplit(c.url).path.rstrip("/").rsplit("/", 1)[-1].lower() in _DOCS_ROOT_SEGMENTS))
                # nor is a menu's own entry whose label names the section whole (인재채용 → /kor/recruit/notice.do on a
                # site of .do pages whose folders are no pages): that page is the section as the site defines it
                leaf_menu = (c.method is DiscoveryMethod.NAV and " + text '" in c.evidence
                             and c.surface not in (Surface.FEED, Surface.HOMEPAGE))
                # nor a second step for a section other than docs: its root and the level below both no page
                # (Magento's /catalog/product/ and /catalog/product/view above /view/id/210), the link was one item's
                # and no section of it is a page (a docs tree is deep: its steps go on)
                again = (c.surface is not Surface.DOCS and " is no page" in c.evidence
                         and not (leaf and leaf_menu))  # (the menu's own link, though, is the section: step to it)
                if (nxt and url_key(nxt) != url_key(c.url) and (not leaf or leaf_docs or leaf_menu) and not again
                        and not (dated and c.surface is not Surface.DOCS)):
                    self.add(Candidate(c.surface, nxt, DiscoveryMethod(c.method), round(c.confidence * 0.95, 3), None,
                                       c.kind, dict(c.config), c.parent, f"{c.evidence}; {c.url} is no page",
                                       below=c.below if url_key(nxt) != url_key(c.below) else ""))
        return False

    def after_page(self, surface: Surface, facts: PageFacts) -> None:
        if surface in (Surface.CAREERS, Surface.JOBS_BOARD):
            self.collect_ats(facts)
            for ln in facts.links:
                m = classify_link(ln.url, ln.text, region="main", site_domain=self.site_domain)
                if m is None and not self.on_site(ln.url):
                    m = self._tenant_board(ln)
                if m is not None and m.surface is Surface.JOBS_BOARD and not ats_mod.ats_from_url(ln.url):
                    # a job posting on a tenant board (acme.bamboohr.com/careers/45) stands for the board it is listed
                    # on: the posting goes when it is filled
                    board = ats_mod.tenant_board_root(ln.url)
                    self.add(Candidate(Surface.JOBS_BOARD, board or ln.url, DiscoveryMethod.LINK, m.confidence, None,
                                       evidence=f"careers page: {m.reason}" + (f" (a posting on {board})" if board else "")))
            for src in facts.iframe_srcs:
                # a board embedded in the careers page (Jobvite, iCIMS, BambooHR ... frames): no link to it at all;
                # vendors with a public API were collected above and are verified there
                um = classify_url(src)
                if (um is not None and um.surface is Surface.JOBS_BOARD and um.reason.startswith("platform host")
                        and not ats_mod.ats_from_url(src)):
                    self.add(Candidate(Surface.JOBS_BOARD, src, DiscoveryMethod.LINK, round(um.confidence * 0.8, 3), None,
                                       evidence=f"careers page: embedded board ({um.reason})"))
                elif self._tenant_frame(src):
                    self.add(Candidate(Surface.JOBS_BOARD, src, DiscoveryMethod.LINK, 0.55, None,
                                       evidence="careers page: embedded job list on the company's tenant of a vendor"))
            for src in facts.script_srcs:
                # a board drawn by the vendor's embed script from the company's tenant host (BambooHR): no link, no frame
                board = ats_mod.embedded_board(src)
                if board and not ats_mod.ats_from_url(board):
                    self.add(Candidate(Surface.JOBS_BOARD, board, DiscoveryMethod.LINK, 0.68, None,
                                       evidence=f"careers page: embed script {src}"))
            for board in ats_mod.script_boards(facts.inline_scripts):
                # a board drawn by a vendor's widget whose inline options name the company (Comeet's COMEET.init)
                self.add(Candidate(Surface.JOBS_BOARD, board, DiscoveryMethod.LINK, 0.68, None,
                                   evidence="careers page: the vendor's widget names the board"))
        if surface in (Surface.BLOG, Surface.NEWSROOM):
            for f in facts.feeds:
                self.add(Candidate(Surface.FEED, f.url, DiscoveryMethod.FEED, 0.95, None, SensorKind.FEED,
                                   parent=surface, evidence=f"rel=alternate on {surface} page"))
            if not facts.feeds:
                # no <link rel=alternate> (a Webflow or hand-made blog): the page's own "RSS" link or icon to a feed's
                # URL (`/blog/rss.xml`, a FeedBurner feed) is its feed; its body is checked when verified
                n = 0
                for ln in facts.links:
                    um = classify_url(ln.url)
                    if um is None or um.surface is not Surface.FEED or "comments" in ln.url.lower():
                        continue
                    self.add(Candidate(Surface.FEED, ln.url, DiscoveryMethod.FEED, 0.8, None, SensorKind.FEED,
                                       parent=surface, evidence=f"feed linked from the {surface} page"))
                    n += 1
                    if n >= 2:
                        break
        missing = {Surface.STATUS, Surface.CHANGELOG} - {c.surface for c in self.cands}
        if surface is Surface.DOCS and missing:
            # a developer tool's status page and changelog are often linked from its docs' chrome only ("System status"
            # in the docs footer, "Changelog" in the docs sidebar, none on the marketing site): the docs page's own links
            # to them count when nothing else named them (keelson, docslog, round 11)
            for ln in facts.links:
                m = classify_link(ln.url, ln.text, region=ln.region, site_domain=self.site_domain)
                if m is not None and m.surface in missing:
                    self.add(Candidate(m.surface, ln.url, DiscoveryMethod.LINK, round(m.confidence * 0.9, 3), None,
                                       evidence=f"linked from the docs ({facts.url}): {m.reason}"))
        if surface is Surface.INVESTORS and not any(c.surface is Surface.NEWSROOM and c.confidence >= 0.5
                                                    for c in self.cands):
            # a listed biotech's or a small-cap's press releases live on its investor-relations site only ("Investors &
            # Media" → investors.<domain>, whose menu names "News releases"): the IR page's own links to them count
            # when the site named no newsroom (arvelo-bio, round 14)
            for ln in facts.links:
                m = classify_link(ln.url, ln.text, region=ln.region, site_domain=self.site_domain)
                if (m is not None and m.surface is Surface.NEWSROOM and m.confidence >= 0.8 and self.on_site(ln.url)
                        and not self.is_own_home(ln.url)):
                    self.add(Candidate(Surface.NEWSROOM, ln.url, DiscoveryMethod.LINK, round(m.confidence * 0.9, 3), None,
                                       evidence=f"linked from the investors' page ({facts.url}): {m.reason}"))
        if surface is Surface.TEAM and not self._hub_read:
            # an About / Company hub: sites whose nav only says "Company" link careers, press and leadership
            # from its body (its nav and footer are the homepage's, already read)
            self._hub_read = True
            before = {id(c) for c in self.cands}
            hub = PageFacts(url=facts.url, links=[ln for ln in facts.links if ln.region == "main"])
            self.read_page_links(hub, facts.url, is_home=False, depth_penalty=0.8)
            self._hub_found = [c for c in self.cands if id(c) not in before and self.on_site(c.url)]

    #: words in an embedded frame's host or path that say it holds jobs
    _JOB_FRAME_WORDS = frozenset({"jobs", "job", "careers", "career", "vacancies", "vacancy", "positions", "openings",
                                  "recruiting", "recruitment", "hiring", "karriere", "stellen", "emplois", "empleos"})

    def _tenant_frame(self, src: str) -> bool:
        """A careers page's frame on a vendor no list knows, on the company's tenant (its name in the host or path)
        and saying it holds jobs (iframeco.jobdesk-embed.example/jobs): its job list. A video, a map or a form
        is not one."""
        if self.on_site(src) or is_social_url(src) or not url_is_crawlable(src) or not self._carries_brand(src):
            return False
        p = urlsplit(src)
        words = set(re.split(r"[^a-z]+", f"{p.hostname or ''} {p.path}".lower()))
        return bool(words & self._JOB_FRAME_WORDS)

    def _tenant_board(self, ln: Link) -> SurfaceMatch | None:
        """A careers page's "View open positions" / "Se lediga tjänster" (a job list's or careers label) leading to another
        host no list knows, whose name or path carries the company's (plantco.recruitcrm.io/jobs, jobs.vendor.com/
        plantco): the company's board on an applicant-tracking vendor of the long tail. A job list elsewhere without
        the company's name (an aggregator's search) is not."""
        if is_social_url(ln.url) or not ln.text:
            return None
        tm = classify_text(ln.text)
        if tm is None or tm.surface not in (Surface.JOBS_BOARD, Surface.CAREERS):
            return None
        # a whole job-list label, or a jobs phrase inside a short call to action ("Se lediga tjänster", "Alle offenen
        # Stellen ansehen"): the host carrying the company's name is the stronger evidence here
        if tm.confidence < 0.5:
            return None
        if not self._carries_brand(ln.url):
            return None
        return SurfaceMatch(Surface.JOBS_BOARD, 0.65, f"{tm.reason} → the company's board on {urlsplit(ln.url).hostname}")

    async def try_status_json(self, url: str, method: DiscoveryMethod, conf: float, path: str = "") -> bool:
        """The status page's JSON summary, when it has one: Statuspage's /api/v2/summary.json (status., a
        *.statuspage.io page, a /status path), or Instatus's /summary.json (`path`, or an *.instatus.com page)."""
        p = urlsplit(url)
        host = (p.hostname or "").lower()
        if not path:
            if host.endswith(".instatus.com"):
                path = _INSTATUS_JSON
            elif host.startswith("status.") or "statuspage" in host or p.path.rstrip("/") in ("", "/status"):
                path = _STATUS_JSON
            else:
                return False
        api = urlunsplit((p.scheme, p.netloc, path, "", ""))
        if url_key(api) in self._status_tried:
            return False
        self._status_tried.add(url_key(api))
        # robots.txt decides on the company's own status host (status.acme.com may disallow /api/: its sensor's
        # fetches would fail ROBOTS); a hosted page's platform (statuspage.io, instatus.com) is no company host
        hit = await self.session.get(api, "status_json", accept="application/json")
        if hit is not None and hit.error not in (None, "ROBOTS", "REDIRECT"):
            self._dead_hosts.add(host)  # the host does not answer at all: its page will not either
        if hit is None or not hit.ok:
            return False
        try:
            import json
            data = json.loads(hit.body)
        except (ValueError, UnicodeDecodeError):
            return False
        if isinstance(data, dict) and isinstance(data.get("page"), dict) and any(
                k in data for k in ("status", "components", "activeIncidents", "activeMaintenances")):
            # where it answered (a redirect, or plain http when the https link did not connect)
            fp = urlsplit(hit.final_url)
            fmt = "instatus" if path == _INSTATUS_JSON else "statuspage_v2"
            self.add(Candidate(Surface.STATUS, hit.final_url, method, max(conf, 0.9), True, SensorKind.STATUS_JSON,
                               {"format": fmt, "page_url": urlunsplit((fp.scheme, fp.netloc, "/", "", ""))},
                               evidence=f"{fmt} summary json"))
            return True
        return False

    async def status_json_of_page(self, hit: Hit, facts: PageFacts | None, method: DiscoveryMethod, conf: float) -> None:
        """A status page just read whose platform publishes a JSON summary at another path than Statuspage's
        (Instatus on the company's own status. host): that summary, one request."""
        if facts is not None and status_platform(facts) == "instatus":
            await self.try_status_json(hit.final_url, method, conf, path=_INSTATUS_JSON)

    async def verify_candidates(self) -> None:
        """Fetch the best unverified candidate of each surface, most important surfaces first."""
        from changewire_common.surfaces import SURFACE_IMPORTANCE
        order = sorted((s for s in Surface if s not in (Surface.HOMEPAGE, Surface.CAREERS, Surface.RECORD_SOURCE,
                                                        Surface.CONTACT)),
                       key=lambda s: -SURFACE_IMPORTANCE.get(s, 0))
        budget = self.s.max_verifications
        # keep requests for probes and subdomains when high-value surfaces are still missing
        reserve = min(6, sum(1 for s in PROBE_SURFACES[:5] if not self.have(s))) + 2 * len(self._pending_ats)
        for s in order:
            if budget <= 0 or not self.session.can(1 + reserve):
                break
            if s is Surface.JOBS_BOARD and self._pending_ats:
                continue
            c = self.best(s)
            if c is None or c.verified is not None:
                continue
            if self._shell_answers and c.kind is SensorKind.HTML and self._host(c.url) == self._host(
                    self.result.homepage_url):
                continue  # (an SPA's page is its shell again: no verdict to learn)
            if c.kind is SensorKind.FEED:
                ok = await self.verify_feed(c)
            else:
                ok = await self.verify(c)
            budget -= 1
            if not ok and c.verified is False and self.session.can(1 + reserve):
                nxt = self.best(s)
                if nxt is not None and nxt.verified is None and budget > 0:
                    await (self.verify_feed(nxt) if nxt.kind is SensorKind.FEED else self.verify(nxt))
                    budget -= 1
        # surfaces first seen on the About / Company hub (read after their turn): their best candidate once
        hub = sorted({c.surface for c in self._hub_found}, key=lambda x: -SURFACE_IMPORTANCE.get(x, 0))
        for s in hub:
            if budget <= 0 or not self.session.can(1 + reserve):
                break
            c = self.best(s)
            if c is not None and c.verified is None and c.kind is SensorKind.HTML and any(
                    url_key(h.url) == url_key(c.url) for h in self._hub_found):
                await self.verify(c)
                budget -= 1

    async def verify_feed(self, c: Candidate) -> bool:
        hit = await self.session.get(c.url, "verify:feed", accept="application/rss+xml,application/atom+xml,"
                                     "application/feed+json,application/xml;q=0.9,*/*;q=0.5")
        self.stats["verifications"] += 1
        if hit is None:
            return False
        head = hit.body[:3000].lstrip().lower()
        if hit.ok and (b"<rss" in head or b"<feed" in head or b"<rdf" in head or b'"version"' in head
                       and b"jsonfeed" in head):
            if _podcast_feed(hit.body):
                self.mark(c, False)  # a podcast's episodes (audio enclosures): no blog's or newsroom's feed
                return False
            if hit.final_url != c.url:
                self.mark(c, False)
                self.add(Candidate(c.surface, hit.final_url, DiscoveryMethod(c.method), c.confidence, True, c.kind,
                                   dict(c.config), c.parent, f"{c.evidence} → redirect"))
            else:
                self.mark(c, True)
            return True
        self.mark(c, False)
        return False

    async def ensure_baseline(self) -> None:
        """Learn what the site answers for a path that cannot exist (soft 404s, redirect-everything)."""
        if self.baseline_done or not self.session.can():
            return
        self.baseline_done = True
        home = self.result.homepage_url
        p = urlsplit(home)
        url = urlunsplit((p.scheme, p.netloc, f"{self.probe_base()}/cw-{uuid.uuid4().hex[:10]}-not-a-page", "", ""))
        self.stats["probes"] += 1
        hit, facts = await self.page(url, "probe:baseline")
        if hit is not None and hit.ok:
            self.not_found_texts.append(f"{facts.title} {facts.text}" if facts else hit.text()[:5000])
            if facts is not None:
                self.not_found_heads.append((facts.title, facts.h1))
            self.stats["soft_404_site"] = True
            if not hit.redirects and self.copies_home(facts):
                self.stats["baseline_is_home"] = True  # every path answers the homepage's document
            if facts is not None and self.home is not None and facts.is_js_shell and self.home.is_js_shell:
                self.stats["shell_for_every_path"] = True
        if hit is not None and hit.redirects:
            self.stats["redirects_unknown_paths"] = True

    #: the surfaces a well-linked site may still leave out of its menu and footer (a careers page linked only from
    #: "About", a pricing page only from the hero): the only ones probed there, one path each
    WELL_LINKED_PROBES: tuple[Surface, ...] = (Surface.CAREERS, Surface.PRICING)

    #: surfaces a well-linked site on a wildcard zone may still keep on an unnamed host of their own
    WELL_LINKED_HOSTS: tuple[Surface, ...] = (Surface.CAREERS, Surface.STATUS, Surface.DOCS)

    def probe_base(self) -> str:
        """Where a probe's path goes: the homepage's locale prefix (`/de`), else the path the whole site lives
        under when the homepage is not at the root and its own links sit below it (a builder's free site,
        acmebakery.wixsite.com/bakery → /bakery/menu, /bakery/about), else the root ('')."""
        if self.path_prefix or self.brand_prefix:
            return self.path_prefix or self.brand_prefix  # (a brand's page on its parent's site: below it)
        prefix = locale_prefix(self.result.homepage_url)
        if prefix or self.home is None:
            return prefix
        home = urlsplit(self.result.homepage_url)
        segs = [x for x in home.path.split("/") if x]
        if segs and segs[-1].lower() in _INDEX_FILES:
            segs = segs[:-1]
        if not segs:
            return ""
        base = "/" + "/".join(segs)
        own = [urlsplit(ln.url).path for ln in self.home.links if ln.region != "json"
               and (urlsplit(ln.url).hostname or "").lower() == (home.hostname or "").lower()
               and urlsplit(ln.url).path.rstrip("/") not in ("", base)]
        below = [x for x in own if x.startswith(base + "/")]
        return base if len(below) >= 2 and 2 * len(below) >= len(own) else ""

    def page_suffix(self) -> str:
        """The suffix the homepage's own links give the site's pages (`.html`, `.php`), '' when none."""
        if self.home is None:
            return ""
        host = self._host(self.result.homepage_url)
        return page_suffix([urlsplit(ln.url).path for ln in self.home.links if ln.region != "json"
                            and self._host(ln.url) == host])

    async def probes(self) -> None:
        missing = [s for s in PROBE_SURFACES if not self.have(s, 0.3) and not self.named_elsewhere(s)]
        if any(c.surface is Surface.CAREERS and url_key(c.url) in self._ats_doors for c in self.cands):
            # the site's careers link leads to its board (a door verify_ats_refs set aside): careers are named there,
            # no path to guess for them
            missing = [s for s in missing if s is not Surface.CAREERS]
        if self.well_linked:
            missing = [s for s in missing if s in self.WELL_LINKED_PROBES]
        if not missing or self.s.max_probes <= 0:
            return
        if self._host(self.result.homepage_url) in self._challenged:
            return  # the site's own pages answer a bot challenge: a blind probe would only ask the wall again
        if self._page_builder_tenant(self._host(self.result.homepage_url)):
            return  # a page builder's tenant (acme.notion.site): its pages are named by ids, no path is there to guess
        if self.path_prefix and self.home is not None and not any(
                self.on_site(ln.url) and urlsplit(ln.url).path.rstrip("/") != self.path_prefix for ln in self.home.links):
            return  # a one-page site on a shared host (a link-in-bio page): it has no pages of its own to guess
        if self._sitemap_pages is not None and self.home is not None and not any(
                (p.rstrip("/").lower() or "/") in self._sitemap_pages for _s, p in probe_paths(
                    missing, self.home.lang, self.probe_base(), self.s.max_probes,
                    root_fallback=self.probe_base() == locale_prefix(self.result.homepage_url), suffix=self.page_suffix())):
            return  # the site's sitemaps, read whole, list none of the paths a probe would try
        await self.ensure_baseline()
        if self.stats.get("shell_for_every_path") or self.stats.get("baseline_is_home"):
            return  # every path answers the same app shell (or homepage): a probe cannot tell a page from a miss
        if self._host(self.result.homepage_url) in self._challenged:
            return
        left = self.s.max_probes - self.stats["probes"]
        assert self.home is not None
        prefix = self.probe_base()
        home = urlsplit(self.result.homepage_url)
        done: set[Surface] = set()
        await self.plan_subdomains()
        if not self._wildcard:
            # careers.example.com exists: that is where careers live — no blind paths for it on the main site
            sub = {surface for label, surface in SUBDOMAINS if (self._sub_exists or {}).get(label)}
            missing = [m for m in missing if m not in sub]
        if self.well_linked:
            left = min(left, len(missing))  # one path each, in the site's own language first
        for surface, path in probe_paths(missing, self.home.lang, prefix, left,
                                         root_fallback=prefix == locale_prefix(self.result.homepage_url),
                                         suffix=self.page_suffix()):
            if surface in done or self.have(surface, 0.3):
                continue
            if not self.session.can(2 + self.tail_reserve()) or self.stats["probes"] >= self.s.max_probes:
                break
            url = urlunsplit((home.scheme, home.netloc, path, "", ""))
            if any(c.url == url for c in self.cands):
                continue
            if self._sitemap_pages is not None and (path.rstrip("/").lower() or "/") not in self._sitemap_pages:
                continue  # the site's sitemaps, read whole, do not list it
            self.stats["probes"] += 1
            hit, facts = await self.page(url, f"probe:{surface}")
            if hit is None or hit.error:
                continue
            verdict = self.check(hit, facts)
            if verdict != "ok":
                continue
            final = hit.final_url
            um = classify_url(final)
            if final != url and (um is None or um.surface is not surface):
                continue  # redirected somewhere that is not this surface
            self.add(Candidate(surface, final, DiscoveryMethod.PROBE, 0.7, True, evidence=f"probe {path}"))
            done.add(surface)
            if facts is not None:
                self.after_page(surface, facts)

    async def plan_subdomains(self) -> None:
        """DNS existence of the surface subdomains (free), so probes leave requests for the ones that exist."""
        apex = self.site_domain
        if (self._sub_exists is not None or not apex or apex.replace(".", "").isdigit() or is_shared_host_site(apex)
                or self.path_prefix):
            return
        self._sub_exists = {}
        # a wildcard DNS zone says yes to every name: existence then proves nothing, so the page itself
        # must convince (not a copy of the homepage, not a not-found page, not a redirect to the apex)
        self._wildcard = await self._exists(f"cw-{uuid.uuid4().hex[:8]}.{apex}")
        if self._wildcard:
            self.stats["wildcard_dns"] = True
        for label, _surface in SUBDOMAINS:
            self._sub_exists[label] = await self._exists(f"{label}.{apex}")

    def tail_reserve(self) -> int:
        """Requests kept for the phases after the probes: ATS boards still to verify, and existing
        subdomains of surfaces still missing (robots.txt + page, + summary.json for status)."""
        ats = min(3, len(self._pending_ats))
        if not self._sub_exists or self.s.max_subdomain_gets <= 0 or self._wildcard and self.lists_hosts:
            return ats
        need = 0
        seen: set[Surface] = set()
        for label, surface in SUBDOMAINS:
            if surface in seen or not self._sub_exists.get(label) or self.have(surface, 0.3):
                continue
            if self._wildcard and self.well_linked and surface not in self.WELL_LINKED_HOSTS:
                continue  # (not guessed: see `subdomains`)
            seen.add(surface)
            need += 3  # robots.txt + the page (+ a redirect hop, or summary.json for status)
        return ats + min(need, 3 if self._wildcard else 6)

    async def subdomains(self) -> None:
        """DNS existence first (free), then ≤ N GETs for subdomains whose surface is still missing."""
        if self.s.max_subdomain_gets <= 0 or not self.session.can():
            return
        apex = self.site_domain
        if (not apex or apex.replace(".", "").isdigit() or is_shared_host_site(apex) or self.path_prefix
                or self.brand_prefix):
            return  # (a customer's site on a shared host, a brand's page on its parent's: the names are not its)
        wanted = [(label, s) for label, s in SUBDOMAINS if not self.have(s, 0.3) and not self.named_elsewhere(s)]
        if not wanted or self._host(self.result.homepage_url) in self._challenged:
            return  # (the site's own pages answer a bot challenge: its zone's other names are not tried blind)
        await self.plan_subdomains()
        if self._wildcard and self.lists_hosts:
            return  # every name exists on a wildcard zone: a host the site's menu and footer never name is a blind guess
        if self._wildcard and self.well_linked:
            # its menu names its pages but its footer lists few: only the surfaces sites run on hosts of their own and
            # leave out of the marketing menu (a status page, docs, a careers site) are worth a blind guess
            wanted = [(label, s) for label, s in wanted if s in self.WELL_LINKED_HOSTS]
        exists = self._sub_exists or {}
        gets = 0
        guessed: set[Surface] = set()
        for label, surface in wanted:
            if gets >= self.s.max_subdomain_gets or not self.session.can():
                break
            if self.have(surface, 0.3):
                continue
            host = f"{label}.{apex}"
            if not exists.get(label):
                continue
            if self._wildcard and surface in guessed:
                continue  # every name exists: developer. after docs. (ir. after investors.) is one more blind guess
            guessed.add(surface)
            base = f"{self.scheme}://{host}"
            if surface is Surface.STATUS:
                gets += 1
                self.stats["subdomain_gets"] += 1
                if await self.try_status_json(base + "/", DiscoveryMethod.SUBDOMAIN, 0.85):
                    continue
                if gets >= self.s.max_subdomain_gets:
                    break
            gets += 1
            self.stats["subdomain_gets"] += 1
            hit, facts = await self.page(base + "/", f"subdomain:{label}")
            if hit is None or hit.error or not hit.ok:
                continue
            self.collect_ats_redirect(hit)
            if surface is Surface.CAREERS:
                self.collect_ats_own_host(hit)
            if not self.on_site(hit.final_url) and not ats_mod.ats_from_url(hit.final_url):
                continue
            if facts is not None and facts.is_parked:
                continue
            final_host = (urlsplit(hit.final_url).hostname or "").lower()
            if final_host in (apex, f"www.{apex}") or self.check(hit, facts) != "ok":
                continue  # redirected to the main site, or a not-found / homepage copy
            if self.copies_home(facts):
                continue  # a catch-all (wildcard) host serving the homepage at its root: not this surface
            self.add(Candidate(surface, hit.final_url, DiscoveryMethod.SUBDOMAIN, 0.8, True, evidence=f"subdomain {host}"))
            if surface is Surface.STATUS:
                await self.status_json_of_page(hit, facts, DiscoveryMethod.SUBDOMAIN, 0.85)
            if facts is not None:
                self.after_page(surface, facts)
                if surface in (Surface.BLOG, Surface.NEWSROOM):
                    self.read_page_links(facts, hit.final_url, is_home=False, parent=surface, depth_penalty=0.5)

    async def _exists(self, host: str) -> bool:
        try:
            return bool(await self.d.client.host_exists(host))
        except Exception:  # noqa: BLE001 - a resolver error is "does not exist" for a probe
            return False
