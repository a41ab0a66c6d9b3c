"""One repair attempt, start to end: probe the sensor's URL, look for where the content went, score
candidates against the last snapshot text, decide (decide.py), and apply the decision.

I/O goes through two ports built in app.py / cli.py: a `PageSource` (the shared HTTP client with
robots.txt and politeness, see web.py) and the asyncpg pool + blob store. Fetching happens outside
any transaction; the decision is applied in one transaction that re-checks the sensor.
"""
from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import html as html_lib
import logging
import re
import time
import zlib
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol
from urllib.parse import urljoin, urlsplit, urlunsplit

import asyncpg
from changewire_common.ats import api_url, ats_from_url, find_ats, listing_titles, sensor_config
from changewire_common.blobs import FileBlobStore
from changewire_common.domains import url_domain
from changewire_common.errors import TransientError
from changewire_common.domains import registrable_domain
from changewire_common.surfaces import (
    CODE_HOSTS, PAGE_BUILDER_HOSTS, PLATFORM_SURFACES, brand_tenant, looks_like_soft_404, surface_root,
)
from changewire_common.vocab import Surface

from . import store
from .candidates import (
    DIRECT_SOURCES, FEED_LINK, FRAME, HINT, ITEM_REDIRECT, NAV, OLD_PAGE, REDIRECT, SAME_PATH, Candidate, Found,
    Sitemap, archive_copy, embed_sources, exact_key, feed_home, feed_links, feed_moved_to, index_after_item_redirect,
    json_pointers, language_home,
    classify_with_tenants, locale_segment, moved_site_notice, non_production, notice_other_site, old_items,
    overview_below, page_frames, page_hints, status_api_path,
    page_language, page_links, path_similarity, pick_child_sitemap, rank, read_sitemap, refresh_target, sitemap_found,
    sitemap_language, url_key,
)
from .decide import (
    PAGE_UNWELL, SEARCHABLE_KINDS, Decision, Migrate, Probe, Recover, Review, Wait, decide, front_with_query,
    is_front_page, is_listing_item, is_query_page, looks_archived, looks_like_maintenance, looks_like_parked, root_path,
    url_language,
)
from .identity import (
    ENTRY_KINDS, MIN_PAGE_TITLE_SHARE, Identity, IdentityPolicy, Reference, compare, document_entries, entries_identity,
    lacks_openings, line_key, listing_identity, openings_replaced, page_parts, part_of_openings, reference_entries,
    listing_left_out, rolled_on, same_skeleton,
    status_components,
    status_document,
)
from .metrics import repair_metrics
from .settings import RepairSettings

logger = logging.getLogger(__name__)

#: candidates fetched from one list (navigation or sitemap) before moving on to the next source
PER_SOURCE = 2
#: candidates listed (unfetched) in a report or review item
LISTED = 10
#: failures after which a site is not searched further in this attempt (it did not answer at all)
UNREACHABLE = frozenset({"DNS", "TIMEOUT", "BLOCKED_DESTINATION", "UNKNOWN"})
#: failures after which a site is not searched now: it did not answer, or may not be asked now
#: (robots.txt unavailable = a temporary full disallow; politeness: the domain is blocked or out of budget;
#: a bot challenge: every page of the site would only be the challenge again, and we never bypass one)
NOT_NOW = UNREACHABLE | {"ROBOTS_UNAVAILABLE", "SKIPPED", "BOT_CHALLENGE", "MAINTENANCE"}
#: hints (meta refresh, canonical) of the old URL's page fetched at most
MAX_HINTS = 2
#: statuses of a server having a moment (the sensor's URL gets one more GET after TRANSIENT_PAUSE_S)
TRANSIENT_STATUSES = frozenset({502, 503, 504})
#: job board vendors whose board pages are a JavaScript application without the openings in their HTML: a
#: careers sensor's candidate there is read through the vendor's public API at once
SCRIPT_BOARDS = frozenset({"ashby", "workday", "workable"})
TRANSIENT_PAUSE_S = 1.0
#: URLs found (a big sitemap's) above which ranking them runs in a worker thread
BIG_FOUND = 2000
#: surfaces whose page may have moved to a job board (its openings then read through the vendor's public API)
BOARD_SURFACES = frozenset({"careers", "jobs_board"})
#: a candidate matching at least this well ends the search at once; a weaker match is kept while the
#: attempt's remaining requests look for a better one (decide() takes the best at the end)
SURE_SCORE = 0.85
#: the score of a careers page matched by its skeleton alone (`same_skeleton`), or of an index matched by its items'
#: order alone (`rolled_on`): a match, never a sure one
SKELETON_SCORE = 0.6
#: indexes of dated items whose list rolls on (newest first) while the sensor is broken (`rolled_on`)
ROLLED_INDEX_SURFACES = frozenset({"changelog", "blog", "newsroom"})
#: two link-found candidates ranked within this of each other are twins: when the first matches clearly, the
#: second is fetched too (two regional copies of a page: a tie is a person's choice, see decide._twin)
TWIN_RANK = 0.02
#: source of a job board linked from a candidate page that did not match itself (one hop further)
BOARD_LINK = "board_link"
#: surfaces whose page is what a feed is the feed of (the feed names it: an RSS channel's link)
FEED_SURFACES = frozenset({"blog", "newsroom", "changelog"})
#: source of a page below an index linked from an index found for an item sensor, or of a section's page linked
#: from a hub found for the section's sensor (one hop further)
INDEX_LINK = "index_link"
#: surfaces whose index may have become a hub linking the full list or the section's overview (`Explorer._hub_link`);
#: a legal page's too: a relaunch's /legal (a trust hub) lists each policy on a page of its own, one click further
HUB_SURFACES = frozenset({"newsroom", "blog", "changelog", "investors", "team", "legal"})
#: a page linked from that index is followed when its path is at least this similar to the old one's (`/docs/v1/
#: getting-started` → `/docs/v2/getting-started`: 0.6)
MIN_ITEM_PATH_SIMILARITY = 0.5
#: rank of a listing's new index found through one of its items' redirect (as strong as a page's own hint)
SOURCE_BONUS_ITEM = 5.0
#: source of a sitemap robots.txt names, for a sitemap sensor whose sitemap moved
ROBOTS_SITEMAP = "robots"
#: source of a status API found through the status page that shows the old components
STATUS_API = "status_page+api"
#: share of a status API's old component names a status page shows at least to be the company's status page
MIN_STATUS_COMPONENT_SHARE = 0.6


@dataclass
class Budget:
    """Requests one repair may still make (redirect hops and robots.txt count)."""

    limit: int
    used: int = 0

    @property
    def left(self) -> int:
        return max(0, self.limit - self.used)

    def spend(self, n: int) -> None:
        self.used += max(0, n)


@dataclass(frozen=True)
class Page:
    """What one GET showed. `requests` = requests it took (hops, robots.txt); `failure` a failure
    class (DNS, TIMEOUT, ROBOTS, BUDGET, ...) when no response was read."""

    url: str
    final_url: str | None = None
    status: int | None = None
    content_type: str = ""
    text: str = ""
    body: bytes = b""
    failure: str | None = None
    detail: str = ""
    requests: int = 1
    #: the URL before the first temporary redirect (302/303/307) when the rest of the way stayed on its
    #: registrable domain: the address that stays valid (see Probe.address); None = the final URL
    address: str | None = None
    #: a temporary redirect (302/303/307, not to the same page's canonical form) was followed on the way
    temporary: bool = False
    #: the response's `Refresh` header ("0; url=/new": a redirect some servers send instead of a 3xx)
    refresh: str = ""
    #: the addresses a followed redirect chain passed through between the URL and the final one
    via: tuple[str, ...] = ()
    #: the answer's `Link: <…>; rel="successor-version"` (RFC 5829, sent by an API version switched off or sunset)
    successor: str | None = None

    @property
    def ok(self) -> bool:
        return self.failure is None and self.status is not None and 200 <= self.status < 300


class PageSource(Protocol):
    async def get(self, url: str, budget: Budget) -> Page:
        """GET `url` politely (robots.txt, per-domain slot), charging `budget`; never raises for a
        failed fetch (the failure is in the Page). Returns failure 'BUDGET' without a request when
        the budget is spent."""

    # optional: `def sitemaps(self, url: str) -> list[str]` — the `Sitemap:` lines of the robots.txt
    # already read for the URL's origin (no request); the explorer uses them before /sitemap.xml


@dataclass
class Report:
    """What one attempt did: printed by the CLI, logged by the service."""

    sensor_id: int
    url: str = ""
    status: str = ""
    surface: str = ""
    tried: list[dict[str, Any]] = field(default_factory=list)
    candidates: list[dict[str, Any]] = field(default_factory=list)
    decision: dict[str, Any] = field(default_factory=dict)
    requests: int = 0
    applied: bool = False
    skipped: str = ""
    duration_s: float = 0.0
    dry_run: bool = False
    max_requests: int | None = None
    thresholds: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready, always the same keys: `decision` is the kind (recovered, migrated, review,
        wait, skipped, error); `detail` carries kind, reason, url, score, source, new_sensor_id and
        review_created (None when they do not apply); `tried` and `candidates` entries carry url,
        source, status, final_url, failure, score, match, simhash_distance, fuzzy_ratio, words."""
        detail = {**EMPTY_DETAIL, **self.decision}
        if self.skipped:
            detail.update(kind="skipped", reason=self.skipped)
        return {"sensor_id": self.sensor_id, "url": self.url, "status": self.status, "surface": self.surface,
                "tried": [{**EMPTY_PROBE, **t} for t in self.tried],
                "candidates": [{**EMPTY_PROBE, **c} for c in self.candidates],
                "decision": "skipped" if self.skipped else self.decision.get("kind", "none"),
                "detail": detail, "requests": self.requests, "max_requests": self.max_requests,
                "thresholds": self.thresholds, "applied": self.applied, "dry_run": self.dry_run,
                "skipped": self.skipped or None, "duration_s": round(self.duration_s, 3)}


#: keys every `tried` / `candidates` entry has in a report (None when not known)
EMPTY_PROBE: dict[str, Any] = {"url": None, "source": None, "status": None, "final_url": None, "failure": None,
                               "score": None, "match": None, "simhash_distance": None, "fuzzy_ratio": None,
                               "words": None}
#: keys every report's `detail` has
EMPTY_DETAIL: dict[str, Any] = {"kind": "none", "reason": "", "url": None, "score": None, "source": None,
                                "new_sensor_id": None, "review_created": None}


def _unwell(status: int | None) -> bool:
    """A status that says the server is in trouble or asks us to slow down (5xx, 429), not that a page is gone."""
    return status is not None and (status >= 500 or status == 429)


def _without_query(url: str) -> str:
    p = urlsplit(url_key(url))
    return urlunsplit((p.scheme, p.netloc, p.path, "", ""))


def _locale_alias(address: str, final: str) -> bool:
    """Whether `final` is `address` on the same origin with a locale segment put before its path (`/pricing` →
    `/en-us/pricing`, `/careers/` → `/de_DE/careers/`): where a geo or Accept-Language redirect sends a visitor."""
    a, f = urlsplit(url_key(address)), urlsplit(url_key(final))
    if (a.scheme, a.netloc) != (f.scheme, f.netloc) or locale_segment(final) is None or locale_segment(address):
        return False
    rest = "/" + f.path.lstrip("/").split("/", 1)[1] if "/" in f.path.lstrip("/") else "/"
    return rest.rstrip("/") == a.path.rstrip("/")


def _origin(url: str) -> str:
    p = urlsplit(url)
    return urlunsplit((p.scheme, p.netloc, "/", "", ""))


class Explorer:
    """Probes one sensor within a request budget and returns the decision (no writes). One per attempt."""

    def __init__(self, source: PageSource, policy: IdentityPolicy, max_requests: int,
                 heartbeat: Callable[[], Awaitable[None]] | None = None, max_body_bytes: int = 5_000_000,
                 old_titles: list[str] | None = None) -> None:
        self.source = source
        #: job titles of the sensor's last snapshot (its job entities): a job board's API listing is compared with them
        self.old_titles = list(old_titles or [])
        self.policy = policy
        self.budget = Budget(max_requests)
        self.heartbeat = heartbeat
        self.max_body_bytes = max_body_bytes
        self.probes: list[Probe] = []
        self.listed: list[Candidate] = []
        self.tried: set[str] = set()
        self.retry: Probe | None = None
        self.pages: dict[str, Page] = {}
        #: URL key → where it redirects (peeked without following)
        self.redirects: dict[str, str] = {}
        self.transient_pause_s = TRANSIENT_PAUSE_S
        #: where the company's homepage landed (learnt when a match sits at another host's root)
        self.homes: set[str] = set()
        self.home_checked = False
        self.report: Report | None = None
        #: why a site that was to be searched could not be (its front page answered 5xx or 429, or may not
        #: be asked now); "" when every site was searched or none needed to be
        self.unsearched = ""
        #: the watched text's language (from the reference): picks hreflang alternates and locales
        self.language: str | None = None
        #: the sensor's kind (html, feed, ats, ...): a feed's successor must be a feed
        self.kind = "html"
        #: the sensor's surface (careers, blog, ...) and URL
        self.surface = ""
        self.sensor_url = ""
        #: the company's website as recorded (its registrable domain is the company's)
        self.company_website = ""
        #: the page at the URL matches by the old careers page's boilerplate only, without any opening
        self.thin_retry = False
        #: origins searched as the company's in this attempt (a moved homepage's new origin among them)
        self.company_sites: set[str] = set()
        #: links found to items of the old listing (posts below the old blog index), and whether one was followed
        self.old_items: list[str] = []
        self.items_followed = False
        #: where a short notice at the URL says the site went ("we are now Zenith: visit zenith.com"), an origin
        self.notice_site: str | None = None
        #: URLs of the company's other live sensors: their sites are the company's, searched last
        self.sibling_urls: list[str] = []
        #: whether the URL's other spelling (with or without its trailing slash), seen linked, was fetched
        self.spelling_tried = False
        #: whether an index found for an item sensor had its links followed (once per attempt)
        self.index_followed = False

    async def _get(self, url: str) -> Page:
        """GET through the source, once per URL per attempt (a homepage the retry landed on is not
        fetched again)."""
        key = url_key(url)
        if key not in self.pages and key in self.redirects and url_key(self.redirects[key]) in self.pages:
            key = url_key(self.redirects[key])  # peeked: it redirects to a page fetched already
        if key in self.pages:
            hit = self.pages[key]
            return Page(url, final_url=hit.final_url, status=hit.status, content_type=hit.content_type,
                        text=hit.text, body=hit.body, failure=hit.failure, detail=hit.detail, requests=0,
                        address=hit.address if url_key(hit.url) == key else None, refresh=hit.refresh,
                        temporary=hit.temporary if url_key(hit.url) == key else False)
        if self.heartbeat is not None:
            await self.heartbeat()
        page = await self.source.get(url, self.budget)
        if page.failure != "BUDGET":
            self.pages[key] = page
            if page.final_url:
                self.pages.setdefault(url_key(page.final_url), page)
                for hop in page.via:
                    # a page of the chain (`/careers` → 301 → `/` → 302 → `/en/`: the front page) asked later in the
                    # attempt is served from where the chain landed, not asked again
                    self.redirects.setdefault(url_key(hop), page.final_url)
        return page

    async def _peek(self, url: str) -> Page:
        """GET `url` without following a redirect (one request: where does it point?), when the source can;
        the answer is remembered, and a later `_get` of `url` is served from the page it points to when
        that one was fetched already."""
        key = url_key(url)
        if key in self.pages:
            return await self._get(url)
        try:
            page = await self.source.get(url, self.budget, follow=False)  # type: ignore[call-arg]
        except TypeError:  # a source that always follows
            return await self._get(url)
        if page.failure != "BUDGET":
            if page.status is not None and 300 <= page.status < 400 and page.final_url:
                self.redirects[key] = page.final_url
            else:
                self.pages[key] = page
        return page

    async def _board_api(self, info: store.SensorInfo, page: Page, source: str, ref: Reference | None,
                         report: Report) -> None:
        """When `page` is a job board of a known vendor (Workday, SmartRecruiters, Ashby, ...: often rendered by
        JavaScript, no openings in its HTML) and did not match, read the vendor's public API listing (one request,
        without robots.txt, as discovery asks it) and compare its job titles with the old page's: a match is a
        successor watched through that API (`ats`). A listing behind a login is no listing: nothing is bypassed."""
        landed = page.final_url or page.url
        if info.surface not in BOARD_SURFACES or info.kind not in SEARCHABLE_KINDS | {"ats"} or not page.ok \
                or ref is None or not ref.usable or not self.budget.left:
            return
        board = ats_from_url(landed)
        if board is None:
            return
        api = api_url(board, urlsplit(landed).scheme)
        if url_key(api) in self.tried:
            return
        self.tried.add(url_key(api))
        if self.heartbeat is not None:
            await self.heartbeat()
        try:
            got = await self.source.get(api, self.budget, robots=False)  # type: ignore[call-arg]
        except TypeError:  # a source without the option
            got = await self.source.get(api, self.budget)
        titles = listing_titles(board, got.status, got.body) if got.ok else None
        ident = await asyncio.to_thread(listing_identity, ref, titles, self.old_titles) if titles is not None else None
        probe = Probe(url=api, source=f"{source}+ats_api", final_url=got.final_url or api, status=got.status,
                      failure=got.failure if got.failure or titles is not None or not got.ok else "SCHEMA",
                      identity=ident, requests=got.requests, sensor_kind="ats",
                      sensor_config=sensor_config(board, api, len(titles) if titles is not None else None))
        report.tried.append({"role": "candidate", **probe.as_dict()})
        self.probes.append(probe)

    async def _probe(self, page: Page, source: str, ref: Reference | None, rank_: float = 0.0) -> Probe:
        """Score a fetched page against the reference (parsing and simhash run off the event loop)."""
        failure, ident = page.failure, None
        if page.ok:
            failure, ident = await asyncio.to_thread(self._score, page, ref)
        # the sensor's own URL is judged by where it lands (a temporary redirect of it is what failed) — unless the
        # temporary redirect only adds a query to the same path (`/pricing` → 302 → `/pricing?country=us`: a
        # selector of the site's; the URL itself is still the page's address) or a locale segment before it
        # (`/pricing` → 302 → `/en-us/pricing`: a geo or Accept-Language redirect; the URL is the locale alias every
        # visitor is sent on from), or permanent hops moved the address before it (`/pricing` → 301 →
        # `www.…/pricing` → 302 → `/en/pricing`: the new alias is the address)
        address = page.address if source != "retry" or page.address and (
            page.final_url and (_without_query(page.address) == _without_query(page.final_url)
                                or _locale_alias(page.address, page.final_url))
            or url_key(page.address) != url_key(page.url)) else None
        if self.kind == "sitemap" and page.ok and failure is None and not (ident is not None and ident.match) \
                and ref is not None and ref.usable:
            by_child = await self._sitemap_index_identity(page, ref)
            if by_child is not None:
                ident, child = by_child
                if child is not None and ident.match:
                    address = child
        return Probe(url=page.url, source=source, final_url=page.final_url or page.url, status=page.status,
                     failure=failure, identity=ident, requests=page.requests, rank=rank_, address=address,
                     temporary=page.temporary)

    async def _sitemap_index_identity(self, page: Page, ref: Reference) -> tuple[Identity, str | None] | None:
        """A sitemap sensor's candidate that is a sitemap index (the site's sitemap split into children: Yoast's or Rank
        Math's /sitemap_index.xml, next-sitemap's /sitemap-index.xml) lists no page itself: one child is read, one
        request, and the index matches when that child carries the old sitemap's pages. A sensor on the site's whole
        sitemap (`/sitemap.xml`) moves to the index, the address robots.txt or the redirect names; one on a part's
        sitemap (`/post-sitemap.xml`) to the child named like it (`/post-sitemap1.xml`) that carries its pages —
        (identity, that child's URL or None)."""
        old = reference_entries(ref, "sitemap")
        got = document_entries("sitemap", page.text)
        if not old or got is None or not got[1] or not self.budget.left:
            return None
        children = [u for u in got[1] if u.startswith(("http://", "https://")) and url_key(u) not in self.tried]
        if not children:
            return None
        whole = bool(_WHOLE_SITEMAP.match(urlsplit(self.sensor_url).path))
        stem = _sitemap_stem(self.sensor_url)
        named = next((c for c in children if not whole and _sitemap_stem(c) == stem), None)
        child = named or pick_child_sitemap(children, self.surface, self.language) or children[0]
        sub = await self._get(child)
        self.tried.add(url_key(child))
        if self.report is not None:
            self.report.tried.append({"role": "sitemap", "url": child, "source": "sitemap_index", "status": sub.status,
                                      "failure": sub.failure, "final_url": None})
        if not sub.ok:
            return None
        text = gunzip_text(sub.body, self.max_body_bytes) if sub.body[:2] == b"\x1f\x8b" else sub.text
        sub_got = document_entries("sitemap", text)
        if sub_got is None or not sub_got[0]:
            return None
        return entries_identity(old, sub_got[0]), (child if named is not None else None)

    def _score(self, page: Page, ref: Reference | None) -> tuple[str | None, Identity | None]:
        if self.kind == "feed" and _is_html_page(page) and not _feed_document(page.text):
            # a feed's successor is a feed: the blog's HTML page listing the same posts is where the feed is
            # announced (its head links it), not a feed a feed sensor can read
            return None, None
        if self.kind in ENTRY_KINDS and ref is not None and ref.usable:
            # a machine-readable document is compared by the entries the sensor reads in it (a status API's
            # components, a feed's items, a sitemap's URLs, a JSON document's values), as the differ stored them
            old = reference_entries(ref, self.kind)
            got = document_entries(self.kind, page.text) if old else None
            if got is not None and got[0]:
                by_entries = entries_identity(old, got[0])
                if by_entries.match:
                    return None, by_entries
        body = gunzip_text(page.body, self.max_body_bytes) if self.kind == "sitemap" and page.body[:2] == b"\x1f\x8b" \
            else page.text
        if self.kind in ENTRY_KINDS and self.kind != "feed" and _is_html_page(page) \
                and document_entries(self.kind, body) is None:
            # a JSON API's or a sitemap's successor is a document of its kind: an HTML page (the new vendor's status
            # page answering every path, the API reference rendered from the OpenAPI document) is not one its sensor
            # can read, however many of its words it shows — the status page leads to its API (`_status_api`)
            return None, None
        if self.kind in ENTRY_KINDS and ref is not None and ref.usable:
            # a machine-readable document is compared by the entries the sensor reads in it (a status API's
            # components, a feed's items, a sitemap's URLs, a JSON document's values), as the differ stored them
            old = reference_entries(ref, self.kind)
            got = document_entries(self.kind, body)
            if old and got is not None and got[0]:
                by_entries = entries_identity(old, got[0])
                if by_entries.match:
                    return None, by_entries
            if self.kind == "status_json" and not old and got is not None \
                    and url_key(page.url) == url_key(self.sensor_url) and page.final_url \
                    and url_key(page.final_url) != url_key(self.sensor_url):
                # a status summary that lists no components (Instatus's summary.json: the page's status and its open
                # incidents) has nothing to compare but its shape: the URL's own redirect to another status document
                # (the vendor's tenant host → the company's status domain) is the provider's word for where it went
                return None, Identity(distance=None, ratio=0.0, score=0.6, match=True, words=0)
        text, chrome = page_parts(page.text, page.content_type)
        ident = compare(ref, text, self.policy, chrome) if ref is not None and ref.usable else None
        if ref is not None and ident is not None and not ident.match and self.old_titles:
            # the old openings (the sensor's job entities) listed on the page among others: a careers page merged
            # into a group's page of several brands
            by_titles = listing_identity(ref, text.splitlines(), self.old_titles, MIN_PAGE_TITLE_SHARE)
            if by_titles.match:
                ident = by_titles
        elif ref is not None and ident is not None and ident.match and self.old_titles \
                and self.surface in BOARD_SURFACES and lacks_openings(ref, text.splitlines(), self.old_titles):
            # the old careers page's boilerplate without its openings (a "Life at Acme" page, a board emptied after a
            # switch to another vendor): not the page the sensor watched, whatever its words share — at the URL itself,
            # once what it frames or embeds was looked at (see _explore)
            if url_key(page.final_url or page.url) == url_key(self.sensor_url):
                self.thin_retry = True
            else:
                ident = dataclasses.replace(ident, match=False)
        elif ref is not None and ident is not None and ident.match and self.old_titles \
                and self.surface in BOARD_SURFACES and url_key(page.final_url or page.url) != url_key(self.sensor_url) \
                and part_of_openings(ref, text.splitlines(), self.old_titles):
            # the old careers page's introduction around a part of its openings (one office's, the internships'):
            # a page below it, not where the listing went
            ident = dataclasses.replace(ident, match=False)
        if ref is not None and ident is not None and ident.match and not self.old_titles and not ident.listing \
                and ident.part and self.surface in BOARD_SURFACES and self.kind in SEARCHABLE_KINDS \
                and url_key(page.final_url or page.url) != url_key(self.sensor_url) \
                and listing_left_out(ref.without(chrome) or ref, text.splitlines()):
            # the old careers page's boilerplate without its listing (a "Life at Acme" page) while the old openings
            # are not known: by the old text's title- and place-shaped lines gone with nothing in their place
            ident = dataclasses.replace(ident, match=False)
        if ref is not None and ident is not None and not ident.match and self.old_titles \
                and self.surface in BOARD_SURFACES and self._own_site(page.final_url or page.url) \
                and openings_replaced(ref, text.splitlines(), self.old_titles) \
                and same_skeleton(ref.without(chrome) or ref, text.splitlines(), self.old_titles):
            # the careers page moved AND changed on the company's own site: its introduction reworded, every opening
            # new, its headings where they were — the page a person calls the same one (never on another's site)
            ident = dataclasses.replace(ident, match=True, score=max(ident.score, SKELETON_SCORE))
        if ref is not None and ident is not None and not ident.match and self.surface in ROLLED_INDEX_SURFACES \
                and self.kind in SEARCHABLE_KINDS and url_key(page.final_url or page.url) != url_key(self.sensor_url) \
                and self._own_site(page.final_url or page.url) and rolled_on(ref.without(chrome) or ref, text.splitlines()):
            # the index (a changelog, a blog, a newsroom) moved on the company's own site AND went on: new items on
            # top, the old newest below them in order, the oldest rolled off — the page a person calls the same one
            ident = dataclasses.replace(ident, match=True, score=max(ident.score, SKELETON_SCORE))
        if ref is not None and ident is not None and ident.match and self.surface in BOARD_SURFACES \
                and self._another_company(page.final_url or page.url) \
                and openings_replaced(ref, text.splitlines(), self.old_titles):
            # the old careers page's introduction above openings that are all others', on another company's site (an
            # acquirer's careers page that copied Acme's words, reached by a redirect or by the link of a notice): a
            # listing turned over on the company's own site may be the page, another company's listing is not
            ident = dataclasses.replace(ident, match=False)
        if ident is not None and ident.match and ref is not None and url_key(page.final_url or page.url) \
                != url_key(self.sensor_url):
            title = text.split("\n", 1)[0] if text else ""
            if looks_archived(title, text) and not looks_archived("", " ".join(ref.lines[:12])):
                # the old content on a page that says it is an archived copy, no longer updated (/archive/pricing-
                # 2025 in the menu, a 301 to /archive/careers-2025): frozen as it was, never where the live page
                # went — unless the watched page said so itself
                return "ARCHIVED", None
        # a 200 that says "not found" is a removed page — unless it is the very content we watch
        # (a careers page may well say "this position is no longer available")
        if ident is None or not ident.match:
            title = text.split("\n", 1)[0] if text else ""
            if looks_like_soft_404(page.status or 200, title, text[:2000]):
                return "PAGE_REMOVED", None
            if looks_like_maintenance(title, text[:4000]):
                return "MAINTENANCE", None
            if looks_like_parked(title, text[:4000]):
                return "PARKED", None
        return None, ident

    async def explore(self, info: store.SensorInfo, ref: Reference | None, report: Report) -> Decision:
        """Probe, search, score; fills report.tried / candidates / requests; returns the decision."""
        self.report = report
        try:
            return await self._explore(info, ref, report)
        finally:
            report.requests = self.budget.used
            # the URL itself is a candidate too when it answers with a page (an unrelated one, say)
            same = [self.retry] if self.retry is not None and self.retry.identity is not None else []
            scored = [{**p.as_dict(), "fetched": True} for p in same + self.probes]
            unfetched = [{"url": c.url, "source": "+".join(c.sources), "score": None,
                          "surface_confidence": round(c.surface_confidence, 3), "fetched": False}
                         for c in self.listed if url_key(c.url) not in self.tried]
            report.candidates = (scored + unfetched)[: max(LISTED, len(scored))]

    async def _explore(self, info: store.SensorInfo, ref: Reference | None, report: Report) -> Decision:
        has_ref = ref is not None and ref.usable
        self.language = ref.language if ref is not None else None
        self.kind = info.kind
        self.surface = info.surface
        self.sensor_url = info.url
        self.company_website = info.company_website or ""
        self.tried.add(url_key(info.url))

        # 1. the URL itself, redirects followed: where a redirect lands is the first candidate
        page = await self._get(info.url)
        if page.status in TRANSIENT_STATUSES and self.budget.left >= 2:
            # a blip (502/503/504 without a long Retry-After: a long one blocks the domain's slot and
            # the second GET is refused without a request) gets one more try before anything is
            # searched: a page that answers again is recovered, not replaced
            first = await self._probe(page, "retry", ref)
            report.tried.append({"role": "retry", **first.as_dict()})
            await asyncio.sleep(self.transient_pause_s)
            again = await self.source.get(info.url, self.budget)
            if again.failure not in ("SKIPPED", "BUDGET"):
                page = again
                self.pages[url_key(info.url)] = again
        retry = self.retry = await self._probe(page, "retry", ref)
        if has_ref and retry.ok and retry.identity is not None and not retry.identity.match \
                and not non_production(retry.target) and not archive_copy(retry.target) and ref is not None \
                and await asyncio.to_thread(listing_rolled, page, info.surface, ref):
            retry = self.retry = dataclasses.replace(retry, rolled=True)
        if retry.ok and info.surface != "status" and page.final_url \
                and url_key(page.final_url) != url_key(info.url) and status_host(page.final_url) \
                and not status_host(info.url):
            # the page now leads to the company's status page (every path sent there while the site is down): an
            # incident, over when the site answers again — not where the page went
            retry = self.retry = dataclasses.replace(retry, failure="MAINTENANCE", identity=None)
        retry_at = len(report.tried)
        report.tried.append({"role": "retry", **retry.as_dict()})
        if page.final_url:
            self.tried.add(url_key(page.final_url))
        if not (retry.identity is not None and retry.identity.match) and not _read_board_page(info, page):
            await self._board_api(info, page, "redirect", ref, report)  # the URL now leads to a job board
        early = await self._decide(info, retry, self.probes, has_ref)
        if isinstance(early, Recover) and (early.score is not None and early.score < SURE_SCORE or self.thin_retry) \
                and page.ok and page.text and info.kind in SEARCHABLE_KINDS:
            # the URL answers with only part of its content: when it now frames the rest from elsewhere (a job
            # board embedded in the careers page), the frame is where the content is
            base = page.final_url or info.url
            for u in page_frames(page.text, base):
                if not self.budget.left or url_key(u) in self.tried:
                    continue
                await self._fetch_candidate(info, ref, Candidate(u, (FRAME,), info.surface, 0.0, "", 5.0), report)
            if info.surface in BOARD_SURFACES and self.budget.left:
                # a job board embedded by script (Greenhouse's embed, a Lever or Workable widget): its openings
                # are read through the vendor's API, as those of a board the page linked
                srcs, scripts = await asyncio.to_thread(embed_sources, page.text, base)
                for board in find_ats(srcs, scripts)[:1]:
                    await self._board_api(info, Page(board.board_url, final_url=board.board_url, status=200,
                                                     requests=0), FRAME, ref, report)
            early = await self._decide(info, retry, self.probes, has_ref)
        if isinstance(early, Recover) and self.thin_retry and retry.identity is not None:
            # the page at the URL keeps the old careers page's boilerplate, but none of its openings nor others (a
            # board emptied after a switch to another vendor) and frames or embeds none: not the page the sensor
            # watched any more — where the openings went is searched for
            retry = self.retry = dataclasses.replace(retry, identity=dataclasses.replace(retry.identity, match=False))
            report.tried[retry_at] = {"role": "retry", **retry.as_dict()}
            early = await self._decide(info, retry, self.probes, has_ref)
        if isinstance(early, (Recover, Migrate)):
            return early

        # 2a. the redirect target the fetcher recorded, when the retry did not land there
        if info.redirect_url and url_key(info.redirect_url) not in self.tried and self.budget.left:
            target = Candidate(info.redirect_url, (REDIRECT,), info.surface, 0.0, "", 10.0)
            d = await self._try(info, retry, ref, target, report, has_ref)
            if d is not None:
                return d

        # 2a°. the answer at the URL names its successor: a `Link: <…>; rel="successor-version"` header (an API
        # version switched off, 410, or sunset), or — for a JSON API's error answer — the new endpoint in its body
        # (`{"error": {"message": "v1 was retired", "link": "https://api.acme.com/v2/plans"}}`, same site only)
        matched_now = retry.identity is not None and retry.identity.match
        pointers = [page.successor] if page.successor else []
        if info.kind in ("json", "status_json", "ats") and page.status is not None and page.status >= 400 and page.text:
            pointers += [u for u in json_pointers(page.text, page.final_url or info.url) if u not in pointers]
        for u in pointers[:MAX_HINTS]:
            if matched_now or not self.budget.left or url_key(u) in self.tried:
                continue
            d = await self._try(info, retry, ref, Candidate(u, (HINT,), info.surface, 0.0, "", 10.0), report, has_ref)
            if d is not None:
                return d

        # 2a'. the page at the URL says where its content went (a `Refresh` header, meta refresh, canonical
        # link; for a feed, the feeds the page it now leads to announces in its head)
        if page.ok and (page.text or page.refresh) and not (retry.identity is not None and retry.identity.match):
            base = page.final_url or info.url
            hints = page_hints(page.text, base, self.language) if page.text else []
            if info.kind == "feed" and page.text:
                hints = [u for u in feed_links(page.text, base) if u not in hints] + hints
            refreshed = refresh_target(page.refresh, base) if page.refresh else None
            if refreshed is not None:
                hints = [refreshed] + [u for u in hints if u != refreshed]
            for c in rank(info.url, info.surface, [Found(u, HINT) for u in hints], exclude=self.tried)[:MAX_HINTS]:
                if not self.budget.left:
                    break
                d = await self._try(info, retry, ref, c, report, has_ref)
                if d is not None:
                    return d
                landed_hint = self.pages.get(url_key(c.url))
                final = (landed_hint.final_url or c.url) if landed_hint is not None else c.url
                if not self.notice_site and landed_hint is not None and landed_hint.ok and root_path(final) \
                        and url_domain(final) != url_domain(info.url) and not vendor_host(final):
                    # the page sends its visitors to another site's front page (a meta refresh or script on every
                    # path after a rebrand): that site is where the company's pages went, searched first
                    self.notice_site = _origin(final)

        if page.ok and page.text and retry.failure is None and info.kind in SEARCHABLE_KINDS and not self.notice_site \
                and not (retry.identity is not None and retry.identity.match):
            # a notice saying the site moved (a rebrand announced on a page, not with redirects): searched first,
            # as a site the homepage redirected to would be
            self.notice_site = await asyncio.to_thread(moved_site_notice, page.text, page.final_url or info.url)

        # 2a (frames). the page at the URL now shows little but a frame (`<iframe src>` in its main content): the
        # frame is where its content went (a listing embedded from the careers host or a board)
        if page.ok and page.text and info.kind in SEARCHABLE_KINDS and self.budget.left \
                and not (retry.identity is not None and retry.identity.match):
            for u in page_frames(page.text, page.final_url or info.url)[:1]:
                if url_key(u) in self.tried:
                    continue
                d = await self._try(info, retry, ref, Candidate(u, (FRAME,), info.surface, 0.0, "", 5.0), report,
                                    has_ref)
                if d is not None:
                    return d

        # 2a''. the page at the URL links where its content went ("our careers page has moved: see our
        # open positions"): the links in its main content (not its menus) that classify to the surface — a
        # 404 / 410 page saying where the page went as well as a 200 one
        landed = page.final_url or info.url
        says_gone = (page.status in (404, 410) and page.failure is None or retry.failure == "PAGE_REMOVED") \
            and _is_html_page(page)
        # (a front page's links are the site search's; a front page with a query too: a vendor's `/?error=true`
        # for a closed board — but not the company's own site search `/?s=careers` the URL was sent to: its results
        # are what the site itself offers for the page, the front page's menu may well not link it)
        own_search = front_with_query(landed) and is_query_page(landed, info.surface) and not vendor_host(landed)
        if (info.kind in SEARCHABLE_KINDS and (page.ok and retry.failure is None or says_gone) and page.text
                and self.budget.left
                and not (retry.identity is not None and retry.identity.match)
                and not root_path(landed) and (not front_with_query(landed) or own_search)):
            found = [Found(f.url, OLD_PAGE, f.anchor, f.region) for f in page_links(page.text, landed)
                     if f.region == "main"]
            if says_gone and vendor_host(landed):
                # a platform's "not found" page (a closed job board) links the platform's own pages (its own openings,
                # its sign-up): another tenant of the host, never where this company's page went
                found = [f for f in found if _bare_host(f.url) != _bare_host(landed)]
            domains = [url_domain(info.url), url_domain(landed)] + \
                ([url_domain(info.company_website)] if info.company_website else [])
            other = await asyncio.to_thread(notice_other_site, page.text, landed)
            if other is not None and not vendor_host(other):
                # a short notice sending its visitors to one other site ("we are now part of BigCorp: our open
                # roles are on bigcorp.com/careers/acme"): that site speaks for the company now, its pages are
                # classified as the company's own
                domains.append(url_domain(other))
                self.company_sites.add(other)
            d = await self._candidates(info, retry, ref, found, 1, domains, report, has_ref)
            if d is not None:
                return d

        matched = retry.identity is not None and retry.identity.match
        if info.kind == "status_json" and has_ref and not matched and self.budget.left:
            # a status API whose page moved between vendors: the status page that shows the old components, and the
            # JSON API its vendor publishes
            d = await self._status_api(info, retry, ref, report, has_ref)
            if d is not None:
                return d
        if info.kind == "sitemap" and has_ref and not matched and self.budget.left:
            # a sitemap moved: the sitemaps robots.txt names now (already read: no request to learn them)
            for u in self._sitemap_urls(_origin(info.url), info.url)[:2]:
                if not self.budget.left or url_key(u) in self.tried:
                    continue
                d = await self._try(info, retry, ref, Candidate(u, (ROBOTS_SITEMAP,), info.surface, 0.0, "", 5.0),
                                    report, has_ref)
                if d is not None:
                    return d

        # 2b/2c. navigation and sitemap of the sensor's site, where it redirected, the company's site (for an
        # `ats` sensor whose board closed: the company's site, for a board at another vendor)
        if info.kind in SEARCHABLE_KINDS or info.kind == "ats" and info.surface in BOARD_SURFACES:
            sites = self._sites(info, page)
            searched: set[str] = set()
            while sites and self.budget.left:
                site = sites.pop(0)
                searched.add(url_domain(site))
                d = await self._search_site(site, info, ref, retry, report, has_ref, others=bool(sites))
                if d is not None:
                    return d
                if self.notice_site and url_domain(self.notice_site) not in searched \
                        and self.notice_site not in sites:
                    sites.insert(0, self.notice_site)  # a front page said the site moved there
            # requests left (no sitemap, say): the next best candidates found anywhere
            for c in sorted(self.listed, key=lambda c: -c.rank):
                if not self.budget.left:
                    break
                if url_key(c.url) in self.tried:
                    continue
                d = await self._try(info, retry, ref, c, report, has_ref)
                if d is not None:
                    return d
        final = await self._decide(info, retry, self.probes, has_ref)
        if isinstance(final, Review) and self.thin_retry and retry.identity is not None \
                and not any(p.identity is not None and p.identity.match for p in self.probes):
            # nothing else has the openings either: the page at the URL is still the careers page, without openings
            # now (a company not hiring), as it was before the search
            return Recover("the URL answers with the old page's content but no openings, and no other page has "
                           "them: the company is not hiring now", retry.identity.score)
        if isinstance(final, Review) and info.kind == "ats" and retry.ok \
                and url_key(page.final_url or info.url) == url_key(info.url) \
                and not any(p.identity is not None and p.identity.match for p in self.probes) \
                and _empty_board(info, page):
            # the board's API still answers its vendor's listing, with no openings (a 404 says a closed board), and
            # no other board or page has the old ones: the same board with nothing open now — it lists them again
            # when the company hires
            return Recover("the board's API answers an empty listing and no other board has the openings: the "
                           "company is not hiring now", None)
        return final

    def _decide_kw(self, info: store.SensorInfo, has_ref: bool) -> dict[str, Any]:
        previous = info.config.get("repair")
        return {"has_reference": has_ref, "surface": info.surface, "kind": info.kind,
                "unwell_before": isinstance(previous, dict) and previous.get("code") == PAGE_UNWELL,
                "homes": tuple(u for u in (info.company_website, *sorted(self.homes)) if u),
                "language": self.language, "unsearched": self.unsearched,
                "site_answers": any(p.ok and url_domain(p.final_url or p.url) == url_domain(info.url)
                                    for p in self.pages.values()),
                "forbidden_linked": self._forbidden_linked(info)}

    def _forbidden_linked(self, info: store.SensorInfo) -> bool:
        """True when robots.txt forbids the sensor's URL itself (no redirect seen) and a page of its site read in this
        attempt still links it: the page is there, only closed to robots — not a page that moved."""
        r = self.retry
        if r is None or r.failure != "ROBOTS" or url_key(r.final_url or r.url) != url_key(info.url):
            return False
        own = url_key(info.url)
        return any(p.ok and p.text and _is_html_page(p) and url_domain(p.final_url or p.url) == url_domain(info.url)
                   and any(url_key(f.url) == own for f in page_links(p.text, p.final_url or p.url))
                   for p in self.pages.values())

    async def _decide(self, info: store.SensorInfo, retry: Probe, probes: list[Probe], has_ref: bool) -> Decision:
        """decide(), after learning where the company's homepage lands when a match sits at the root of a
        host not known as the company's (old.test/careers → new.test/ that quotes the openings: the site
        moved and dropped the page, unless new.test is not where the company's homepage went — a blog that
        moved to its own domain). The homepage is fetched once (it is the first page searched anyway)."""
        kw = self._decide_kw(info, has_ref)
        known = kw["homes"] + (info.url,)
        if info.surface != "homepage" and not self.home_checked and any(
                p.ok and p.identity is not None and p.identity.match and root_path(p.target)
                and not is_front_page(p.target, known) for p in (retry, *probes)):
            self.home_checked = True
            site = _origin(info.company_website or info.url)
            home = await self._peek(site)
            if home.requests and self.report is not None:
                self.report.tried.append({"role": "homepage", "url": site, "source": "homepage", "status": home.status,
                                          "final_url": home.final_url if home.final_url
                                          and url_key(home.final_url) != url_key(site) else None,
                                          "failure": home.failure})
            if home.final_url:
                self.homes.add(home.final_url)
            kw = self._decide_kw(info, has_ref)
        return decide(info.url, retry, probes, **kw)

    def _sites(self, info: store.SensorInfo, page: Page) -> list[str]:
        """Sites to search, in order: the sensor's own (unless it did not answer at all), where the
        retry landed, the company's website. One per registrable domain."""
        sites: list[str] = []
        seen: set[str] = set()
        failure = (self.retry.failure if self.retry is not None else None) or page.failure
        # a parked domain is no longer the company's; a vendor's host (a job board, a hosted status page) is the
        # vendor's site: its front page and sitemap list the vendor's pages, not the company's
        own = failure not in NOT_NOW and failure != "PARKED"
        home_host = _bare_host(info.company_website or "")

        def vendors(u: str) -> bool:  # a vendor's host that is not the company's website itself (acme.notion.site)
            return vendor_host(u) and _bare_host(u) != home_host

        order = [(info.url, own and not vendors(info.url)),
                 (page.final_url or "", page.ok and own and not vendors(page.final_url or "")),
                 (info.company_website or "", True)]
        landed = page.final_url or ""
        answered = page.status is not None and failure not in NOT_NOW and not _unwell(page.status)
        if answered and landed and url_domain(landed) != url_domain(info.url) \
                and (root_path(landed) or page.status in (404, 410) or failure == "PAGE_REMOVED"
                     or is_query_page(landed, info.surface)):
            # the URL now redirects to another domain's front page, or to the same path there that is gone (or
            # to its site search for the old page's words):
            # the site moved there, and its old homepage would only redirect there too (two more
            # requests) — search the new site first, even when the page itself is not there
            order = [(landed, True), order[0], order[2]]
            if not root_path(landed) and urlsplit(landed).path.rstrip("/") == urlsplit(info.url).path.rstrip("/"):
                # to the same path there (a host-wide rewrite, `return 301 https://acme.com$request_uri`): the old
                # site's every page, its front page too, redirects the same way — it is not searched apart (its
                # homepage's two requests are the ones the new site's candidates need)
                seen.add(url_domain(info.url))
        if self.notice_site:
            order = [(self.notice_site, True), *order]
        # the company's other live sensors' sites, last (a dead domain: the blog sensor already on the new one)
        # (up to 3 domains not searched already: siblings on the sensor's own domain would take the places)
        known = {url_domain(u) for u, _ in order if u}
        extra = 0
        for u in self.sibling_urls:
            dom = url_domain(u)
            if extra < 3 and dom and dom not in known and not vendor_host(u):
                known.add(dom)
                order.append((u, True))
                extra += 1
        for url, usable in order:
            if not url or not url.startswith(("http://", "https://")):
                continue
            dom = url_domain(url)
            if dom and vendors(url):
                continue  # a platform's domain is many companies': another tenant there is not this one
            if dom and dom not in seen:
                seen.add(dom)  # an unreachable site is not searched under another of its URLs either
                if usable:
                    sites.append(_origin(url))
        return sites

    async def _try(self, info: store.SensorInfo, retry: Probe, ref: Reference | None, c: Candidate,
                   report: Report, has_ref: bool) -> Decision | None:
        """Fetch and score one candidate; a Migrate decision as soon as one matches (a Review when a link-found
        twin of it — another candidate ranked the same — matches as well)."""
        await self._fetch_candidate(info, ref, c, report)
        d = await self._decide(info, retry, self.probes, has_ref)
        if not (isinstance(d, Migrate) and d.score >= SURE_SCORE) and BOARD_LINK not in c.sources:
            board = self._board_link(info, c)
            if board is not None and self.budget.left:
                # a careers page that lists nothing itself and sends its visitors to a job board ("see open positions
                # on our jobs board"): the board is one hop further, and tried at once
                await self._fetch_candidate(info, ref, Candidate(board, (BOARD_LINK,), info.surface, 0.0, "", c.rank),
                                            report)
                d = await self._decide(info, retry, self.probes, has_ref)
            embedded = self._embedded_board(info, c) if board is None else None
            if embedded is not None and self.budget.left:
                # a careers page whose openings a job board's embed script draws in the browser (Greenhouse's
                # `#grnhse_app`, Ashby's `/embed`): the board's listing, read through the vendor's API as the
                # embed reads it, is what the page shows — one request, as for a board the URL itself embeds
                board = embedded
                await self._board_api(info, Page(embedded, final_url=embedded, status=200, requests=0),
                                      f"{'+'.join(c.sources)}+{BOARD_LINK}", ref, report)
                d = await self._decide(info, retry, self.probes, has_ref)
            item = (self._item_link(info, c) or self._hub_link(info, c)) \
                if board is None and not self.index_followed else None
            if item is not None and self.budget.left:
                # a sensor on one page below an index (a docs article) whose index, found instead, links the page's
                # successor (/docs/v2/getting-started in the docs home's sidebar); or a section's sensor whose new
                # hub links the full list or the section's overview: one hop further, once
                self.index_followed = True
                await self._fetch_candidate(info, ref, item, report)
                d = await self._decide(info, retry, self.probes, has_ref)
        if isinstance(d, Migrate) and d.score >= SURE_SCORE:
            twin = self._twin(c)
            if twin is not None and self.budget.left:
                # two links ranked alike (two regional copies in a menu): the first match alone would be a guess
                await self._fetch_candidate(info, ref, twin, report)
                d = await self._decide(info, retry, self.probes, has_ref)
                if isinstance(d, Review):
                    return d
        # a clear match ends the search; a modest one (a look-alike sharing the old page's boilerplate,
        # say) is kept while the requests left try the other candidates: the best match wins at the end
        return d if isinstance(d, Migrate) and d.score >= SURE_SCORE else None

    async def _fetch_candidate(self, info: store.SensorInfo, ref: Reference | None, c: Candidate,
                               report: Report) -> None:
        """Fetch and score one candidate (a job board's listing through its vendor's API when the page is a board
        and does not match); the probe joins self.probes. An `ats` sensor's candidate that is a board is asked
        through the vendor's API only: its page is not what such a sensor reads; so is a board of a vendor whose
        board pages are always rendered by JavaScript (SCRIPT_BOARDS: the page is an empty shell, two requests
        with its robots.txt for nothing), and so is any known board when one request is left."""
        source = "+".join(c.sources)
        board = ats_from_url(c.url)
        # (a board of any vendor when one request is left and its host was not asked yet in this attempt: its page
        # would take two with the host's robots.txt, its vendor's public API listing one — asked without robots.txt,
        # as discovery asks it)
        if board is not None and (self.kind == "ats" or (board.vendor in SCRIPT_BOARDS or self.budget.left == 1
                                                         and not self._host_asked(c.url))
                                  and ref is not None and ref.usable and info.surface in BOARD_SURFACES
                                  and info.kind in SEARCHABLE_KINDS):
            self.tried.add(url_key(c.url))
            n = len(self.probes)
            await self._board_api(info, Page(c.url, final_url=c.url, status=200, requests=0), source, ref, report)
            api = self.probes[n] if len(self.probes) > n else None
            if self.kind == "ats" or api is not None and api.status == 200 and api.failure is None \
                    or not self.budget.left:
                return
            # the API did not answer with a listing (an outage, an API this board does not have): its page, as
            # for any other board
        page = await self._get(c.url)
        p = await self._probe(page, source, ref, c.rank)
        if p.link_found and self._foreign(info, p.target):
            p = dataclasses.replace(p, foreign=True)
        self.tried.add(url_key(c.url))
        self.tried.add(url_key(p.target))
        if p.final_url:
            self.tried.add(url_key(p.final_url))
        report.tried.append({"role": "candidate", **p.as_dict()})
        self.probes.append(p)
        if not self.unsearched and (p.failure in ("MAINTENANCE", "BOT_CHALLENGE") or _unwell(p.status)) \
                and not self._foreign(info, p.final_url or p.url):
            # a page of the surface showing a maintenance notice may well be where the content went: it could not be
            # read now, which is not "no replacement" (a maintenance notice is temporary by its own words); so is a
            # page of the company's own site behind a bot challenge, a rate limit or a 503 (Service Unavailable:
            # temporary by definition — a maintenance page is often served with it and a Retry-After); so is any
            # server error (a 500 of a page that answers every other time is a server in trouble, not a page gone)
            self.unsearched = f"{p.final_url or p.url}: {p.failure or f'HTTP {p.status}'}"
        if not (p.identity is not None and p.identity.match) or self.kind == "ats":
            await self._board_api(info, page, source, ref, report)

    def _host_asked(self, url: str) -> bool:
        """True when a page of `url`'s host was fetched in this attempt (its robots.txt is known: a page there costs
        one request)."""
        host = (urlsplit(url).hostname or "").lower()
        return any((urlsplit(u).hostname or "").lower() == host
                   for p in self.pages.values() for u in (p.url, p.final_url or "", *p.via))

    def _board_link(self, info: store.SensorInfo, c: Candidate) -> str | None:
        """The first job board of a known vendor (`changewire_common.ats`) linked in the main content of the
        fetched, unmatched candidate `c` of a careers or jobs-board sensor (an `ats` sensor's too: a board whose token
        changed, linked from the company's careers page); None otherwise."""
        if info.surface not in BOARD_SURFACES or info.kind not in SEARCHABLE_KINDS | {"ats"}:
            return None
        page = self.pages.get(url_key(c.url))
        if page is None or not page.ok or not page.text or not _is_html_page(page) \
                or ats_from_url(page.final_url or c.url) is not None:
            return None  # a board's own page links its ads and apply forms, not another board
        probe = next((p for p in reversed(self.probes) if url_key(p.url) == url_key(c.url)), None)
        if probe is not None and probe.identity is not None and probe.identity.match:
            return None  # a weak match of its own: kept, while the search goes on as usual
        for f in page_links(page.text[:500_000], page.final_url or c.url):
            board = ats_from_url(f.url) if f.region == "main" else None
            if board is not None and url_key(board.board_url) not in self.tried:
                return board.board_url
        return None

    def _embedded_board(self, info: store.SensorInfo, c: Candidate) -> str | None:
        """The job board (of a known vendor) whose embed script the fetched, unmatched candidate `c` of a careers or
        jobs-board sensor loads (an `ats` sensor's too), when it links none (`_board_link`); None otherwise."""
        if info.surface not in BOARD_SURFACES or info.kind not in SEARCHABLE_KINDS | {"ats"}:
            return None
        page = self.pages.get(url_key(c.url))
        if page is None or not page.ok or not page.text or not _is_html_page(page) \
                or ats_from_url(page.final_url or c.url) is not None:
            return None
        probe = next((p for p in reversed(self.probes) if url_key(p.url) == url_key(c.url)), None)
        if probe is None or probe.identity is not None and probe.identity.match:
            return None
        srcs, scripts = embed_sources(page.text, page.final_url or c.url)
        for board in find_ats(srcs, scripts)[:1]:
            if url_key(board.board_url) not in self.tried:
                return board.board_url
        return None

    def _item_link(self, info: store.SensorInfo, c: Candidate) -> Candidate | None:
        """For a sensor on one page below its surface's index: the best-ranked page below an index linked in the
        main content (sidebar included) of the fetched, unmatched candidate `c`; None otherwise."""
        if info.kind not in SEARCHABLE_KINDS or not info.surface or INDEX_LINK in c.sources:
            return None
        try:
            old_root = url_key(surface_root(info.url, Surface(info.surface)))
        except ValueError:
            return None
        if old_root == url_key(info.url):
            return None  # the sensor watches an index, not one page below it
        page = self.pages.get(url_key(c.url))
        probe = next((p for p in reversed(self.probes) if url_key(p.url) == url_key(c.url)), None)
        if page is None or not page.ok or not page.text or not _is_html_page(page) \
                or probe is None or probe.identity is None or probe.identity.match:
            return None
        found = [Found(f.url, NAV, f.anchor, f.region) for f in page_links(page.text[:500_000], page.final_url or c.url)
                 if f.region == "main"]
        domains = [url_domain(info.url), url_domain(page.final_url or c.url)]
        items = [o for o in rank(info.url, info.surface, found, exclude=self.tried, site_domains=domains)
                 if url_key(surface_root(o.url, Surface(info.surface))) != url_key(o.url)
                 and path_similarity(info.url, o.url) >= MIN_ITEM_PATH_SIMILARITY]
        if not items:
            return None  # no page named like the old one: a guess among the index's pages is not worth a request
        o = max(items, key=lambda o: (path_similarity(info.url, o.url), o.rank))
        return Candidate(o.url, (INDEX_LINK,), o.surface, o.surface_confidence, o.anchor, o.rank)

    def _hub_link(self, info: store.SensorInfo, c: Candidate) -> Candidate | None:
        """For a sensor on a section's index (a newsroom, a blog, a changelog, investors, team): a link of the fetched,
        unmatched candidate `c`'s main content to the section's content — a relaunch's hub (/newsroom: the two latest
        releases, coverage, the media kit; /investor-relations: a landing of tiles) linking the full list ("All press
        releases" → /newsroom/press-releases or /press-releases) or its overview ("Overview" → /investor-relations/
        overview); None otherwise. The hub's overview first, then a page below the hub, then a link on its host the
        shared classifier reads as the sensor's surface itself. Careers pages have `_board_link` instead."""
        if info.kind not in SEARCHABLE_KINDS or info.surface not in HUB_SURFACES or INDEX_LINK in c.sources:
            return None
        try:
            if url_key(surface_root(info.url, Surface(info.surface))) != url_key(info.url):
                return None  # the sensor watches one page below an index: `_item_link`
        except ValueError:
            return None
        page = self.pages.get(url_key(c.url))
        probe = next((p for p in reversed(self.probes) if url_key(p.url) == url_key(c.url)), None)
        if page is None or not page.ok or not page.text or not _is_html_page(page) \
                or probe is None or probe.identity is None or probe.identity.match:
            return None
        base = page.final_url or c.url
        host = (urlsplit(base).hostname or "").lower()
        # ranked as a menu's links are (the hub's tiles are the section's menu): each stays the page it names, not
        # folded into the index above it
        found = [Found(f.url, NAV, f.anchor, "nav") for f in page_links(page.text[:500_000], base)
                 if f.region == "main" and (urlsplit(f.url).hostname or "").lower() == host]
        overview = next((f for f in found if overview_below(base, f.url, f.anchor)
                         and url_key(f.url) not in self.tried), None)
        if overview is not None:
            # named for what the hub stands for, not for the surface: `/overview` on an IR subdomain says no "investors"
            return Candidate(overview.url, (INDEX_LINK,), info.surface, 0.0, overview.anchor, c.rank)
        domains = [url_domain(info.url), url_domain(base)]
        own = Surface(info.surface)

        def order(o: Candidate) -> tuple[int, float] | None:
            if _below(o.url, base):
                return (1, -o.rank)
            m = classify_with_tenants(o.url, o.anchor, site_domain=registrable_domain(host) or host)
            return (2, -o.rank) if m is not None and m.surface == own else None

        ranked = [(k, o) for o in rank(info.url, info.surface, found, exclude=self.tried, site_domains=domains)
                  if url_key(o.url) != url_key(base) and (k := order(o)) is not None]
        if not ranked:
            return None
        o = min(ranked, key=lambda t: t[0])[1]
        return Candidate(o.url, (INDEX_LINK,), o.surface, o.surface_confidence, o.anchor, o.rank)

    async def _status_api(self, info: store.SensorInfo, retry: Probe, ref: Reference | None, report: Report,
                          has_ref: bool) -> Decision | None:
        """A status API sensor (`status_json`) whose URL no longer answers its document: the company moved its status
        page to another vendor (Atlassian Statuspage → Better Stack, Instatus, incident.io), often on the same status
        host, whose API has another path (/index.json, /summary.json, /proxy/<host>). The status host's front page (the
        sensor config's `page_url`, else the URL's origin; not a vendor tenant that answered 404: the tenant is gone),
        then the status page the company's front page links, is read; when it shows the old components and its
        vendor is known by its markup (`candidates.status_api_path`), that vendor's API there is the candidate,
        matched by its components — or, for a summary that lists none (Instatus's, incident.io's widget), by the page's."""
        if ref is None or not ref.usable:
            return None
        old = reference_entries(ref, "status_json")
        if not old:
            return None
        cfg = info.config.get("page_url")
        first = cfg if isinstance(cfg, str) and cfg.startswith(("http://", "https://")) else info.url
        pages: list[str] = []
        own = self.pages.get(url_key(info.url))
        if own is not None and own.ok and own.text and _is_html_page(own) and own.final_url:
            # the URL itself now lands on an HTML status page (its host sent to the new vendor's tenant, or serving
            # its page at every path): that page is read as it is — no request to fetch it again from its origin
            landed = own.final_url
            d = await self._status_page_api(info, retry, landed, old, report, has_ref, "redirect", page=own)
            if d is not None or not self.budget.left:
                return d
            if _origin(first) == _origin(info.url):
                first = ""  # the URL's own host answered already: its front page shows what every path shows
        if first and not (vendor_host(first) and retry.gone and _origin(first) == _origin(info.url)):
            pages.append(_origin(first))
        for u in pages:
            d = await self._status_page_api(info, retry, u, old, report, has_ref)
            if d is not None or not self.budget.left:
                return d
        site = info.company_website
        if not site or not self.budget.left or url_key(_origin(site)) in {url_key(u) for u in pages}:
            return None
        home = await self._get(_origin(site))
        report.tried.append({"role": "homepage", "url": _origin(site), "source": "homepage", "status": home.status,
                             "final_url": home.final_url if home.final_url
                             and url_key(home.final_url) != url_key(_origin(site)) else None, "failure": home.failure})
        if not home.ok or not home.text or not _is_html_page(home):
            return None
        landed = home.final_url or _origin(site)
        self.tried.add(url_key(landed))
        domains = [url_domain(landed), url_domain(info.url), url_domain(site)]
        found = await asyncio.to_thread(page_links, home.text, landed)
        # a status host of another registrable domain (`status.acme-cloud.com` linked from acme.com, the old one on
        # acme.com gone) is ranked like the company's own: whose page it is, its components say (another company's
        # status page shows other components, and its API is never asked)
        domains += [d for d in dict.fromkeys(url_domain(f.url) for f in found
                                             if (urlsplit(f.url).hostname or "").startswith("status."))
                    if d and d not in domains]
        ranked = rank(info.url, "status", found, exclude=self.tried, site_domains=domains)
        known = {url_key(c.url) for c in self.listed}
        self.listed.extend(c for c in ranked if url_key(c.url) not in known)
        if not ranked or not self.budget.left:
            return None
        best = ranked[0]
        return await self._status_page_api(info, retry, best.url, old, report, has_ref, "+".join(best.sources))

    async def _status_page_api(self, info: store.SensorInfo, retry: Probe, url: str, old: frozenset[str],
                               report: Report, has_ref: bool, source: str = "status_page",
                               page: Page | None = None) -> Decision | None:
        """Read the status page at `url` (see `_status_api`; `page`: already fetched, the URL's own answer); its
        vendor's API is tried when the page shows the old components (at least MIN_STATUS_COMPONENT_SHARE of them)."""
        if page is None:
            page = await self._get(url)
            self.tried.add(url_key(url))
            report.tried.append({"role": "candidate", "url": url, "source": source, "status": page.status,
                                 "failure": page.failure,
                                 "final_url": page.final_url if page.final_url
                                 and url_key(page.final_url) != url_key(url) else None})
        if not page.ok or not page.text or not _is_html_page(page):
            return None
        landed = page.final_url or url
        found = await asyncio.to_thread(_components_shown, page, old)
        share = found / len(old)
        if found < min(3, len(old)) or share < MIN_STATUS_COMPONENT_SHARE:
            return None
        api = status_api_path(page.text, landed)
        if api is None or url_key(api[0]) in self.tried or not self.budget.left:
            return None
        api_url_, vendor = api
        got = await self._get(api_url_)
        self.tried.add(url_key(api_url_))
        failure, ident = got.failure, None
        if got.ok:
            try:
                import json

                data = json.loads(got.text)
            except ValueError:
                data = None
            if not status_document(data):
                failure = "SCHEMA"
            else:
                comps = frozenset(k for k in (line_key(n) for n in status_components(data)) if k)
                # (a summary listing no components is the page's own API: the page showed the old ones)
                ident = entries_identity(old, comps) if comps else Identity(
                    distance=None, ratio=share, score=0.6 + 0.2 * share, match=True, words=0)
        probe = Probe(url=api_url_, source=f"{source}+api", final_url=got.final_url or api_url_, status=got.status,
                      failure=failure, identity=ident, requests=got.requests,
                      sensor_config={"format": vendor, "page_url": _origin(landed)})
        report.tried.append({"role": "candidate", **probe.as_dict()})
        self.probes.append(probe)
        d = await self._decide(info, retry, self.probes, has_ref)
        return d if isinstance(d, Migrate) else None

    def _twin(self, c: Candidate) -> Candidate | None:
        """An untried candidate found by links like `c` and ranked the same (within TWIN_RANK) at another address."""
        if set(c.sources) & DIRECT_SOURCES:
            return None
        for o in self.listed:
            if url_key(o.url) in self.tried or url_key(o.url) == url_key(c.url) or set(o.sources) & DIRECT_SOURCES:
                continue
            if abs(o.rank - c.rank) <= TWIN_RANK:
                return o
        return None

    def _own_site(self, url: str) -> bool:
        """True when `url` is on the registrable domain of the sensor or of the company website (a subdomain of
        either counts): the company's own site, not a sister brand's nor a platform's."""
        dom = url_domain(url)
        own = {url_domain(u) for u in (self.sensor_url, self.company_website) if u} - {""}
        return bool(dom) and any(dom == d or dom.endswith("." + d) for d in own)

    def _another_company(self, url: str) -> bool:
        """True when `url` is on a registrable domain that is neither the sensor's nor the company website's nor one of
        the same brand (acme.careers, acmegroup.com), nor a platform hosting companies' pages (a job board): whatever
        this attempt learnt to search there (a notice's link, a redirect), a site of another name."""
        dom = url_domain(url)
        if not dom or vendor_host(url):
            return False
        own = {url_domain(u) for u in (self.sensor_url, self.company_website) if u} - {""}
        if any(dom == d or dom.endswith("." + d) or d.endswith("." + dom) for d in own):
            return False
        return not any(brand_domain(dom.split(".")[0], d.split(".")[0]) for d in own)

    def _foreign(self, info: store.SensorInfo, target: str) -> bool:
        """True when `target` is on another company's registrable domain: not the sensor's, the company website's,
        where the sensor's URL or the company's homepage now lead, nor a platform hosting companies' pages (a job
        board, Substack, Notion), nor a domain with the same name (acme.com → acme.blog). A domain merely starting
        with the brand (acme.com → acmeparts.com, a reseller) is another company's."""
        dom = url_domain(target)
        if not dom or vendor_host(target):
            return False
        own = {url_domain(u) for u in (info.url, info.company_website or "", *self.homes, *self.company_sites,
                                       *self.sibling_urls) if u}
        if self.retry is not None and self.retry.final_url:
            own.add(url_domain(self.retry.final_url))
        own.discard("")
        if any(dom == d or dom.endswith("." + d) or d.endswith("." + dom) for d in own):
            return False  # the company's domain or a subdomain of it (jobs.acme.com)
        host = (urlsplit(target).hostname or "").lower()
        if any(brand_tenant(host, d) for d in own):
            return False  # the company's tenant at a service no list names (acme.traffit.com, acme.github.io)
        return not any(brand_domain(dom.split(".")[0], d.split(".")[0]) for d in own)

    async def _candidates(self, info: store.SensorInfo, retry: Probe, ref: Reference | None, found: list[Found],
                          how_many: int, domains: list[str], report: Report, has_ref: bool) -> Decision | None:
        if not self.spelling_tried and retry.gone and self.budget.left:
            # the URL is gone while the site links its other spelling (`/careers` for a `/careers/` sensor): a
            # server that changed its trailing-slash rule answers the page there — another address, fetched once
            # (not through the page cache, which keys both spellings alike)
            other = next((f.url for f in found if url_key(f.url) == url_key(info.url)
                          and exact_key(f.url) != exact_key(info.url)), None)
            if other is not None:
                self.spelling_tried = True
                got = await self.source.get(other, self.budget)
                p = await self._probe(got, "+".join(dict.fromkeys(f.source for f in found
                                                                  if url_key(f.url) == url_key(other))), ref)
                report.tried.append({"role": "candidate", **p.as_dict()})
                self.probes.append(p)
                d = await self._decide(info, retry, self.probes, has_ref)
                if isinstance(d, Migrate) and d.score >= SURE_SCORE:
                    return d
        if len(found) > BIG_FOUND:
            # a big sitemap (up to 50,000 URLs, the protocol's limit per file) takes seconds of CPU to rank: off the
            # event loop, so the service's other repairs, its politeness releases and NATS stay served meanwhile
            tried = set(self.tried)
            ranked, items = await asyncio.to_thread(
                lambda: (rank(info.url, info.surface, found, exclude=tried, site_domains=domains),
                         old_items(info.url, info.surface, found)))
        else:
            ranked = rank(info.url, info.surface, found, exclude=self.tried, site_domains=domains)
            items = old_items(info.url, info.surface, found)
        self.old_items.extend(u for u in items if u not in self.old_items)
        # a site search or a tag archive is never where a page went (decide() refuses it): not worth a request
        ranked = [c for c in ranked if set(c.sources) & DIRECT_SOURCES or not is_query_page(c.url, info.surface)
                  or is_query_page(info.url, info.surface)]
        if self.language:
            # the watched language's pages (or pages whose path names none) before translations: a soft 404 or a
            # front page of another language links its own language's page first (/de/tarife before /en/plans for
            # an English pricing page); a redirect or the page's own hint keeps its place
            ranked.sort(key=lambda c: not set(c.sources) & DIRECT_SOURCES
                        and url_language(c.url) not in (None, self.language))
        known = {url_key(c.url) for c in self.listed}
        self.listed.extend(c for c in ranked if url_key(c.url) not in known)
        n = 0
        for c in ranked:
            if n >= how_many or not self.budget.left:
                break
            if url_key(c.url) in self.tried:
                continue
            n += 1
            d = await self._try(info, retry, ref, c, report, has_ref)
            if d is not None:
                return d
        return None

    async def _feed_of_blog(self, info: store.SensorInfo, retry: Probe, ref: Reference | None, found: list[Found],
                            domains: list[str], report: Report, has_ref: bool) -> Decision | None:
        """A feed sensor's feed is announced in the head of its blog's page (`<link rel=alternate
        type=application/rss+xml>`), seldom linked from the front page: the best blog (or newsroom, changelog) link
        found is fetched once and the feeds it announces are candidates."""
        if self.budget.left < 2:
            return None
        hosts: list[Candidate] = []
        for surface in ("blog", "newsroom", "changelog"):
            hosts += rank(info.url, surface, [f for f in found if f.source != FEED_LINK], exclude=self.tried,
                          site_domains=domains)[:1]
        if not hosts:
            return None
        host = max(hosts, key=lambda c: c.rank)
        page = await self._get(host.url)
        self.tried.add(url_key(host.url))
        report.tried.append({"role": "candidate", "url": host.url, "source": "+".join(host.sources),
                             "status": page.status, "failure": page.failure,
                             "final_url": page.final_url if page.final_url and url_key(page.final_url) != url_key(host.url)
                             else None})
        if not page.ok or not page.text:
            return None
        feeds = [Found(u, FEED_LINK, "", "header") for u in feed_links(page.text, page.final_url or host.url)]
        return await self._candidates(info, retry, ref, feeds, PER_SOURCE, domains, report, has_ref)

    async def _page_of_feed(self, info: store.SensorInfo, retry: Probe, ref: Reference | None, found: list[Found],
                            domains: list[str], report: Report, has_ref: bool) -> Decision | None:
        """A blog's, newsroom's or changelog's page whose menu link was not found: the feed the front page announces
        in its head names the HTML page it is the feed of (an RSS channel's `<link>`, an Atom feed's alternate link),
        wherever the feed itself lives (`/media/press.atom` for `/media/press-releases`; a site-wide `/feed/`).
        The first feed (a comments feed aside) is read once, and that page on the company's site is a candidate."""
        if info.surface not in FEED_SURFACES or info.kind not in SEARCHABLE_KINDS or self.budget.left < 2:
            return None
        # (a comments feed names the posts' page too, but lists comments; a feed at the site's root — WordPress's
        # /feed/, Hugo's /index.xml — names the front page: neither is worth a request)
        # — but a blog's: a site's one feed is its blog's, and when the blog moved to a platform the feed, left up,
        # may be all that says where (its channel naming the new home, or a farewell post linking it))
        feeds = [f.url for f in found if f.source == FEED_LINK and "comment" not in f.url.lower()
                 and "comment" not in f.anchor.lower() and url_domain(f.url) in domains
                 and (len([seg for seg in urlsplit(f.url).path.split("/") if seg]) > 1 or info.surface == "blog")]
        if not feeds or url_key(feeds[0]) in self.tried and url_key(feeds[0]) not in self.pages:
            return None
        url = feeds[0]
        asked = url_key(url) in self.pages  # the feed itself was a candidate (a JSON feed's path folds to no index)
        got = await self._get(url)
        self.tried.add(url_key(url))
        if not asked:
            report.tried.append({"role": "candidate", "url": url, "source": FEED_LINK, "status": got.status,
                                 "failure": got.failure,
                                 "final_url": got.final_url if got.final_url and url_key(got.final_url) != url_key(url)
                                 else None})
        if not got.ok or not got.text:
            return None
        home = feed_home(got.text, got.final_url or url)
        if home is None or url_key(home) in self.tried or url_domain(home) not in domains or root_path(home) \
                or archive_copy(home) or non_production(home):
            # the page it names is gone, the front page or elsewhere: where the feed says the blog went, if it does
            home = feed_moved_to(got.text, got.final_url or url, domains)
            if home is None or url_key(home) in self.tried or archive_copy(home) or non_production(home):
                return None
        c = Candidate(home, (FEED_LINK,), info.surface, 0.0, "", SOURCE_BONUS_ITEM)
        return await self._try(info, retry, ref, c, report, has_ref)

    async def _search_site(self, site: str, info: store.SensorInfo, ref: Reference | None, retry: Probe,
                           report: Report, has_ref: bool, others: bool = False) -> Decision | None:
        """Search one site (its front page's links, then its sitemap) for the sensor's content; `others`: more sites
        of the company are still to be searched after it."""
        # the searched site first: its links to other domains are judged against it (the company's site, when the
        # sensor sat on a platform's host: acme.readthedocs.io, whose front page links docs.acme.dev)
        domains = [url_domain(site), url_domain(info.url)]
        if info.company_website:
            domains.append(url_domain(info.company_website))

        # homepage navigation (header, nav, footer and body links, classified by the shared classifier)
        home = await self._get(site)
        if home.status in TRANSIENT_STATUSES and home.requests and self.budget.left >= 3:
            # a blip on the front page (502/503/504; a long Retry-After blocks the slot and the second GET is
            # refused without a request) gets one more try, as the sensor's URL does: the search needs it
            report.tried.append({"role": "homepage", "url": site, "source": "homepage", "status": home.status,
                                 "final_url": None, "failure": home.failure})
            await asyncio.sleep(self.transient_pause_s)
            again = await self.source.get(site, self.budget)
            if again.failure not in ("SKIPPED", "BUDGET"):
                home = again
                self.pages[url_key(site)] = again
                if again.final_url:
                    self.pages[url_key(again.final_url)] = again
        if home.ok and await asyncio.to_thread(_maintenance_notice, home):
            # a front page saying "back soon": the site is in maintenance, its links and sitemap are not to be read
            home = Page(home.url, final_url=home.final_url, status=home.status, failure="MAINTENANCE",
                        requests=home.requests)
        report.tried.append({"role": "homepage", "url": site, "source": "homepage", "status": home.status,
                             "final_url": home.final_url if home.final_url and home.final_url != site else None,
                             "failure": home.failure})
        landed = home.final_url or site
        redirected_here = self.retry is not None and bool(self.retry.final_url) \
            and _origin(self.retry.final_url) == _origin(site) and _bare_host(site) != _bare_host(info.url) \
            and _bare_host(site) != _bare_host(info.company_website or "")
        if home.ok and (self.notice_site and _origin(site) == self.notice_site or redirected_here) \
                and info.surface != "homepage" and info.kind in SEARCHABLE_KINDS \
                and url_domain(landed) == url_domain(site) and url_key(landed) not in self.tried:
            # a notice at the old page named this host's front page ("our vacancies moved to werkenbij.acme.nl",
            # a careers portal at acme.gupy.io), or the URL redirected to this host (docs.acme.com/docs, gone there):
            # a host of the surface's own answers with the page at its root — its front page is a candidate as
            # well as the menu it links (no request: it is fetched already)
            p = await self._probe(home, HINT, ref)
            report.tried.append({"role": "candidate", **p.as_dict()})
            self.probes.append(p)
            if p.identity is not None and p.identity.match:
                d = await self._decide(info, retry, self.probes, has_ref)
                if isinstance(d, Migrate) and d.score >= SURE_SCORE:
                    return d
        if home.ok:
            self.tried.add(url_key(landed))
            found: list[Found] = []
            if _origin(landed) != _origin(site) or _origin(site) == self.notice_site:
                # the whole site moved (its homepage redirects to another origin): the links found
                # there are the company's own, and the old path on the new origin comes first
                domains.append(url_domain(landed))
                self.company_sites.add(_origin(landed))
                old = urlsplit(info.url)
                # a site a notice named (no redirect kept the old paths): its own menu's page of the surface, when
                # it links one, is better evidence than the old path there
                linked = _origin(site) == self.notice_site and _origin(landed) == _origin(site) and bool(
                    rank(info.url, info.surface, page_links(home.text, landed), exclude=self.tried,
                         site_domains=domains + [url_domain(landed)]))
                if old.path not in ("", "/") and not linked:
                    found.append(Found(urljoin(_origin(landed), old.path + (f"?{old.query}" if old.query else "")),
                                       SAME_PATH))
                site = _origin(landed)
            if not self.notice_site and _origin(landed) != self.notice_site:
                notice = await asyncio.to_thread(moved_site_notice, home.text, landed)
                if notice is None:
                    # the front page sends its visitors to another site's front page without a 3xx (a meta refresh,
                    # a script redirect) or names it its canonical address: the site moved there
                    for h in await asyncio.to_thread(page_hints, home.text, landed):
                        if root_path(h) and url_domain(h) != url_domain(landed) and not vendor_host(h) \
                                and not non_production(h) and not archive_copy(h):
                            notice = _origin(h)
                            break
                if notice is not None and url_domain(notice) != url_domain(landed):
                    # the front page is a notice that the site moved ("we are now Zenith: visit zenith.com"): that
                    # site is searched next, this one's sitemap is not worth a request
                    self.notice_site = notice
                    return None
            found += page_links(home.text, landed)
            other_language = bool(self.language) and await asyncio.to_thread(page_language, home.text) not in (
                None, self.language)
            ranked = rank(info.url, info.surface, found, exclude=self.tried, site_domains=domains)
            # (a front page in another language whose pages of the surface are all under its own locale links only
            # translations, none of which is the page: its front page in the watched language is worth the last two
            # requests; a chooser linking nothing of the surface, three)
            translations = other_language and all(
                (locale_segment(c.url) or "").split("-")[0] not in ("", self.language) for c in ranked)
            if self.language and (self.budget.left >= 3 and (other_language or not ranked)
                                  or self.budget.left >= 2 and translations):
                # a front page that is a language or region chooser links no page of the surface, and a front page in
                # another language than the watched content's links its own language's pages: the front page in the
                # watched language it names (hreflang, a language switcher's link) has the menu to search
                chosen = await asyncio.to_thread(language_home, home.text, landed, self.language)
                if chosen is not None and url_key(chosen) not in self.tried:
                    other = await self._get(chosen)
                    self.tried.add(url_key(chosen))
                    report.tried.append({"role": "homepage", "url": chosen, "source": "hreflang",
                                         "status": other.status, "failure": other.failure,
                                         "final_url": other.final_url if other.final_url
                                         and url_key(other.final_url) != url_key(chosen) else None})
                    if other.ok and other.text and _is_html_page(other):
                        self.tried.add(url_key(other.final_url or chosen))
                        found += page_links(other.text, other.final_url or chosen)
            # leave room for the sitemap and one of its candidates
            d = await self._candidates(info, retry, ref, found,
                                       max(1, min(PER_SOURCE, self.budget.left - 2)), domains, report, has_ref)
            if d is None and self.kind == "feed":
                d = await self._feed_of_blog(info, retry, ref, found, domains, report, has_ref)
            elif d is None:
                d = await self._page_of_feed(info, retry, ref, found, domains, report, has_ref)
            if d is None:
                d = await self._follow_old_item(info, retry, ref, report, has_ref)
            if d is not None:
                return d
        elif home.failure in NOT_NOW or home.failure == "BUDGET" or _unwell(home.status):
            # the site is not there (or not now; a front page answering 5xx or 429 is a site in trouble):
            # its sitemap will not be either. Not searched is not "nothing found": unless the site cannot be
            # asked at all (no DNS name, a forbidden address), the decision waits for a search rather than
            # telling a person nothing replaced the page
            if home.failure not in ("DNS", "BLOCKED_DESTINATION", "BUDGET") and not self.unsearched:
                why = home.failure or f'HTTP {home.status}'
                if home.failure == "SKIPPED" and home.detail:
                    why = f"{why}, {home.detail}"  # what held the request back (a Crawl-delay, a Retry-After's block)
                self.unsearched = f"{urlsplit(site).netloc}: {why}"
            if not (home.failure == "BOT_CHALLENGE" and self._challenge_only_in_front(site)):
                return None
            # only the front page is challenged (robots.txt and the sensor's URL answered on this host in this
            # attempt): the sitemaps its robots.txt names — the owner's word, written for robots — are still read
            # below, as discovery reads them behind a challenged homepage; the challenge itself is never asked again
        elif home.status in (404, 410) and others and retry.gone:
            # the site's front page is gone as well as the page (a deleted GitHub Pages, Netlify or Heroku site, an
            # emptied host): its sitemap is not worth a request while another of the company's sites is to be searched
            return None

        # the sitemap: robots.txt's Sitemap: lines on this site, else /sitemap.xml (an index costs one
        # more request for its most promising child)
        if self.budget.left >= 2:
            sm_urls = self._sitemap_urls(site, info.url)
            sm = await self._sitemap(sm_urls[0], report)
            if (sm is None or not (sm.pages or sm.children)) and len(sm_urls) > 1 and self.budget.left >= 2:
                # robots.txt names several sitemaps and the first is gone (a stale line left by the old CMS):
                # the next one, once
                sm = await self._sitemap(sm_urls[1], report)
            if sm is not None and sm.children and self.budget.left >= 2:
                child = pick_child_sitemap(sm.children, info.surface, self.language or url_language(info.url))
                sm = await self._sitemap(child, report) if child else None
            if sm is not None and sm.pages:
                d = await self._candidates(info, retry, ref, sitemap_found(sm), PER_SOURCE, domains, report, has_ref)
                return d if d is not None else await self._follow_old_item(info, retry, ref, report, has_ref)
        return None

    async def _follow_old_item(self, info: store.SensorInfo, retry: Probe, ref: Reference | None, report: Report,
                               has_ref: bool) -> Decision | None:
        """When the old URL is a listing's index that is gone and a link to one of its items was seen (a post
        below the old blog index, on the front page or in a stale sitemap): where that item redirects (asked
        once, without following) tells where the listing went — the index above the item's new address."""
        if self.items_followed or not self.old_items or not (retry.gone or not retry.ok) or self.budget.left < 2:
            return None
        self.items_followed = True
        item = self.old_items[0]
        peek = await self._peek(item)
        report.tried.append({"role": "item", "url": item, "source": ITEM_REDIRECT, "status": peek.status,
                             "final_url": peek.final_url if peek.final_url and url_key(peek.final_url) != url_key(item)
                             else None, "failure": peek.failure})
        self.tried.add(url_key(item))
        if peek.status is not None and 200 <= peek.status < 300 and peek.text and _is_html_page(peek) \
                and not is_listing_item(item, info.surface) and (info.surface not in BOARD_SURFACES or self.old_titles):
            # a page below the gone index that is a view of the listing, not one item of it (the menu's "Blog" now
            # leading to /blog/archive, /blog/all): the page itself, fetched already, is a candidate (below a careers
            # page, only when its openings are known: a page below it shares its introduction, and only the openings
            # tell the listing from one office's or the internships' part of it)
            return await self._try(info, retry, ref, Candidate(item, (NAV,), info.surface, 0.0, "", 0.0), report,
                                   has_ref)
        if peek.status is None or not 300 <= peek.status < 400 or not peek.final_url:
            return None
        index = index_after_item_redirect(info.url, item, peek.final_url)
        if index is None or url_key(index) in self.tried:
            return None
        c = Candidate(index, (ITEM_REDIRECT,), info.surface, 0.0, "", SOURCE_BONUS_ITEM)
        return await self._try(info, retry, ref, c, report, has_ref)

    def _challenge_only_in_front(self, site: str) -> bool:
        """The site's front page answered a bot challenge, yet the challenge is not the whole host's: the sensor's URL
        on the same host answered without one in this attempt, and the host's robots.txt (read) names sitemaps."""
        retry = self.retry
        if retry is None or retry.failure is not None or retry.status is None \
                or _origin(retry.final_url or retry.url) != _origin(site):
            return False
        listed = getattr(self.source, "sitemaps", None)
        try:
            return callable(listed) and bool(listed(site))
        except Exception:  # noqa: BLE001 - a hint only
            return False

    def _sitemap_url(self, site: str) -> str:
        """The site's first sitemap (see `_sitemap_urls`)."""
        return self._sitemap_urls(site)[0]

    def _sitemap_urls(self, site: str, sensor_url: str = "") -> list[str]:
        """The site's sitemaps: the `Sitemap:` lines of its robots.txt (already read: no request; a sitemap on
        another host, a CDN's, counts — robots.txt is the site owner's word), else /sitemap.xml."""
        urls: list[str] = []
        listed = getattr(self.source, "sitemaps", None)
        if callable(listed):
            try:
                for u in listed(site) or []:
                    if isinstance(u, str) and u.startswith(("http://", "https://")) and u not in urls \
                            and not non_production(u) and not archive_copy(u):
                        urls.append(u)
            except Exception:  # noqa: BLE001 - a hint, not a requirement
                logger.debug("robots.txt sitemaps of %s unreadable", site, exc_info=True)
        # the site's own domain first (a line naming a partner's sitemap is seldom the one that lists the page), and
        # of one sitemap per language (`/de/sitemap.xml`, `/en/sitemap.xml`) the watched language's before the others
        language = self.language or (url_language(sensor_url) if sensor_url else None)
        urls.sort(key=lambda u: (url_domain(u) != url_domain(site),
                                 bool(language) and sitemap_language(u) not in (None, language)))
        return urls or [urlunsplit((*urlsplit(site)[:2], "/sitemap.xml", "", ""))]

    async def _sitemap(self, url: str, report: Report) -> Sitemap | None:
        page = await self._get(url)
        report.tried.append({"role": "sitemap", "url": url, "source": "sitemap", "status": page.status,
                             "final_url": page.final_url if page.final_url and url_key(page.final_url) != url_key(url)
                             else None, "failure": page.failure})
        if (page.status in (429, 503) or page.failure == "BOT_CHALLENGE") and not self.unsearched:
            # a sitemap rate limited, walled or unavailable now was not read: not searched is not "nothing found"
            self.unsearched = f"{url}: {page.failure or f'HTTP {page.status}'}"
        if not page.ok:
            return None
        text = page.text
        if page.body[:2] == b"\x1f\x8b":  # a .xml.gz served as a file, not as Content-Encoding
            text = gunzip_text(page.body, self.max_body_bytes)
        return read_sitemap(text, page.final_url or url)


#: words a company adds to its name for a domain of its own (acmecareers.com, joinacme.com, acme-status.com); a
#: domain adding anything else (acmeparts.com, acme-distribution.de) may well be another company's
_BRAND_AFFIXES = frozenset({"careers", "career", "jobs", "job", "hiring", "work", "blog", "news", "press", "media",
                            "status", "docs", "dev", "developers", "hq", "app", "team", "inc", "group", "global",
                            "corp", "labs", "io", "join", "get", "try", "go", "use", "hey", "meet", "workat",
                            "life", "investors", "ir"})


def brand_domain(label: str, brand: str) -> bool:
    """True when a domain label (`acmecareers`, `joinacme`, `acme-blog`) is the company's `brand` label alone or
    with a word companies add for a domain of their own (see _BRAND_AFFIXES)."""
    label, brand = label.lower().replace("-", ""), brand.lower().replace("-", "")
    if not label or not brand or label == brand:
        return bool(label) and label == brand
    if label.startswith(brand):
        return label[len(brand):] in _BRAND_AFFIXES
    if label.endswith(brand):
        return label[: -len(brand)] in _BRAND_AFFIXES
    return False


def _bare_host(url: str) -> str:
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return ""
    return host[4:] if host.startswith("www.") else host


def status_host(url: str) -> bool:
    """True when `url` is on a status page's host: a `status.` subdomain, or a hosted status page platform's
    (Statuspage, Instatus, Better Stack, ...)."""
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return False
    if not host:
        return False
    if host.split(".")[0] in ("status", "statuspage"):
        return True
    reg = registrable_domain(host)
    return PLATFORM_SURFACES.get(reg) is Surface.STATUS \
        or PLATFORM_SURFACES.get(".".join(host.split(".")[-3:])) is Surface.STATUS


def vendor_host(url: str) -> bool:
    """True when `url` is on a platform that hosts many companies' pages (a job board, a hosted status page or
    changelog, a page builder, a code host): a tenant's page there is the company's, the host's front page and
    sitemap are not."""
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return False
    if not host:
        return False
    reg = registrable_domain(host)
    return (reg in PLATFORM_SURFACES or ".".join(host.split(".")[-3:]) in PLATFORM_SURFACES
            or reg in PAGE_BUILDER_HOSTS or reg in CODE_HOSTS)


def vendor_front_redirect(url: str, target: str) -> bool:
    """True when `url`, a tenant's page on a platform that hosts many companies' pages (a job board, a hosted
    status page or blog: `vendor_host`), redirects to the platform's own front page (`www.lever.co/`,
    `www.personio.de/`, `www.teamtailor.com/en/`, `www.greenhouse.io/?error=true`): the vendor sends visitors of a
    closed board or a deleted page to its marketing site. The tenant's page is gone; the vendor's front page is
    nobody's successor, and asking it (and its robots.txt) would spend two requests of the attempt for nothing."""
    if not vendor_host(url) or not (root_path(target) or front_with_query(target)):
        return False
    vendor = registrable_domain(_bare_host(target))
    if _bare_host(target) != vendor or registrable_domain(_bare_host(url)) != vendor:
        return False  # (a tenant's own root, `acme.webflow.io/`, is the tenant's site, not the vendor's)
    # the platform's front page redirecting to its canonical or localised self is no tenant's page gone
    return not (root_path(url) and _bare_host(url) == vendor)


_FEED_ROOT = re.compile(r"^\s*(?:<\?xml[^>]*>\s*)?(?:<!--.*?-->\s*)*<(?:rss|feed|rdf:RDF)[\s>]", re.S | re.I)


def _feed_document(text: str) -> bool:
    """True when a body is an RSS / Atom / RDF document, whatever its Content-Type says (servers that send a feed
    as text/html exist)."""
    return bool(_FEED_ROOT.match(text[:4096]))


def _is_html_page(page: Page) -> bool:
    """True when a fetched body is an HTML document (not a JSON error, not plain text)."""
    ct = page.content_type.lower()
    return "html" in ct or (not ct and "<html" in page.text[:4096].lower())


#: surfaces whose page is a listing of items below it (posts, releases, openings)
ROLLING_SURFACES = frozenset({"blog", "newsroom", "changelog", "careers", "jobs_board"})
#: an item one slug (of two words or more) below a host's root: `/r7-gripper/`, `/2026/11/winter-release`
_ROOT_ITEM = re.compile(r"^/(?:\d{4}/(?:\d{2}/)?)?[^\W_]+(?:[-_][^\W_]+)+/?$")
#: the last segment of an item's path: an id (three digits or more) or a slug of two words or more
_ITEM_TAIL = re.compile(r"/(?:\d{3,}|[^\W_]+(?:[-_][^\W_]+)+)(?:\.html?)?$")


#: words a board page shows at least to be read as it is (a page rendered by JavaScript shows its title and a
#: "please enable JavaScript" line)
MIN_BOARD_PAGE_WORDS = 15


def _empty_board(info: store.SensorInfo, page: Page) -> bool:
    """True when an `ats` sensor's URL answered its vendor's listing shape with no job in it (an empty board, not a
    closed one: a closed board answers 404)."""
    board = ats_from_url(info.url)
    if board is None or not page.ok or not page.body:
        return False
    try:
        return listing_titles(board, page.status or 0, page.body) == []
    except (ValueError, TypeError, AttributeError):
        return False


def _read_board_page(info: store.SensorInfo, page: Page) -> bool:
    """True when an `html` sensor's own URL, a board of a vendor that renders its boards on the server (not
    SCRIPT_BOARDS), answered at that very URL with a readable page: the sensor has always read that page's HTML, and
    the vendor's API lists what the page shows (a board with no openings left lists none there either) — a request
    the search for where the openings went needs more (a Greenhouse board emptied after a switch to Lever)."""
    if info.kind not in SEARCHABLE_KINDS or not page.ok or not page.text \
            or url_key(page.final_url or page.url) != url_key(info.url):
        return False
    board = ats_from_url(info.url)
    if board is None or board.vendor in SCRIPT_BOARDS:
        return False
    text, _ = page_parts(page.text, page.content_type)
    return len(text.split()) >= MIN_BOARD_PAGE_WORDS


#: a site's whole sitemap (not one part's, like `/post-sitemap.xml`): `/sitemap.xml`, `/sitemap_index.xml`, `.gz`
_WHOLE_SITEMAP = re.compile(r"^/(?:[^/]+/)*(?:sitemap|sitemap[-_]?index|sitemaps)\.xml(?:\.gz)?$", re.I)


def _sitemap_stem(url: str) -> str:
    """A sitemap's file name without its extension and numbers (`/post-sitemap1.xml` → `post-sitemap`)."""
    name = urlsplit(url).path.rsplit("/", 1)[-1].lower()
    for ext in (".gz", ".xml"):
        name = name[: -len(ext)] if name.endswith(ext) else name
    return re.sub(r"[-_]?\d+$", "", name)


def _components_shown(page: Page, old: frozenset[str]) -> int:
    """How many of a status API's old component names (line keys) a status page shows, each as a line of its own or
    a line starting with it ("Fleet API Operational")."""
    text, _ = page_parts(page.text, page.content_type)
    keys = {line_key(ln) for ln in text.splitlines()}
    keys.discard("")
    return sum(1 for n in old if n in keys or any(k.startswith(n + " ") for k in keys))


def _below(url: str, base: str) -> bool:
    """True when `url` is on `base`'s host, below its path."""
    u, b = urlsplit(url), urlsplit(base)
    prefix = b.path.rstrip("/") + "/"
    return (u.hostname or "").lower() == (b.hostname or "").lower() and len(prefix) > 1 and u.path.startswith(prefix) \
        and len(u.path) > len(prefix)


_FEED_TITLE = re.compile(r"<title[^>]*>\s*(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?\s*</title>", re.S | re.I)
_FEED_ITEM = re.compile(r"<(?:item|entry)[\s>]", re.I)
#: items below its own index a rolled-over listing still shows at least
MIN_ROLLED_ITEMS = 3


def listing_rolled(page: Page, surface: str, ref: Reference) -> bool:
    """True when `page` (the sensor's URL, answering at its address) is still the watched listing whose items all
    changed: it links at least MIN_ROLLED_ITEMS items below its own index in its main content, and one of its first
    content lines (its heading) is a line of the old text — a blog whose six posts were all replaced by newer ones,
    not an unrelated page now at the URL."""
    if page.text and _feed_document(page.text):
        # a feed: its channel's title kept, and items (all new ones: the feed rolled over while the sensor failed)
        m = _FEED_TITLE.search(page.text[:20_000])
        title = line_key(html_lib.unescape(m.group(1))) if m else ""
        return len(title.split()) >= 2 and title in set(ref.lines) \
            and len(_FEED_ITEM.findall(page.text[:2_000_000])) >= MIN_ROLLED_ITEMS
    if surface not in ROLLING_SURFACES or not page.text or not _is_html_page(page):
        return False
    base = page.final_url or page.url
    if is_query_page(base, surface) and not is_query_page(page.url, surface):
        # a redirect into a site search or a tag archive lists posts (or jobs) matching words today and others
        # tomorrow: not the listing rolled over, whatever heading it keeps
        return False
    own = url_key(base)
    root = urlsplit(base).path in ("", "/")
    host = (urlsplit(base).hostname or "").lower()
    items = {url_key(f.url) for f in page_links(page.text[:500_000], base)
             if f.region == "main" and url_key(f.url) != own and (
                 is_listing_item(f.url, surface) and url_key(surface_root(f.url, Surface(surface))) == own
                 # an item anywhere below its path (a board's /acme/jobs/5500 below /acme)
                 or _below(f.url, base) and bool(_ITEM_TAIL.search(urlsplit(f.url).path.rstrip("/")))
                 # a listing at a host's root (blog.acme.com/): its items one slug below it
                 or root and (urlsplit(f.url).hostname or "").lower() == host and _ROOT_ITEM.match(urlsplit(f.url).path))}
    if len(items) < MIN_ROLLED_ITEMS:
        return False
    text, _ = page_parts(page.text, page.content_type)
    old = set(ref.lines)
    heads = [line_key(ln) for ln in text.splitlines()[:3]]
    return any(len(k.split()) >= 2 and k in old for k in heads)


def _maintenance_notice(page: Page) -> bool:
    """True when a fetched front page is a short maintenance notice (`looks_like_maintenance`)."""
    text, _ = page_parts(page.text, page.content_type)
    return looks_like_maintenance(text.split("\n", 1)[0] if text else "", text[:4000])


def gunzip_text(data: bytes, cap: int) -> str:
    """Decompress a gzip file to text, at most `cap` bytes of output (a bomb stops at the cap)."""
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = d.decompress(data, cap)
    except zlib.error:
        return ""
    return out.decode("utf-8", "replace")


@contextlib.asynccontextmanager
async def _db_errors() -> AsyncIterator[None]:
    """Postgres unreachable or the connection lost → TransientError (the handler's message is
    redelivered with backoff; the sweep tries the sensor again later)."""
    try:
        yield
    except (OSError, TimeoutError, asyncpg.InterfaceError, asyncpg.PostgresConnectionError,
            asyncpg.CannotConnectNowError, asyncpg.TooManyConnectionsError) as exc:
        raise TransientError(f"postgres: {type(exc).__name__}: {exc}") from exc


def describe(decision: Decision) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": decision.kind, "reason": decision.reason}
    if isinstance(decision, Migrate):
        d.update(url=decision.url, score=round(decision.score, 4), source=decision.source)
    elif isinstance(decision, Recover) and decision.score is not None:
        d["score"] = round(decision.score, 4)
    return d


class Repairer:
    """Claims, explores and applies: the unit of work of the event handler, the sweep and the CLI."""

    def __init__(self, settings: RepairSettings, pool: asyncpg.Pool, blobs: FileBlobStore, source: PageSource) -> None:
        self.settings = settings
        self.pool = pool
        self.blobs = blobs
        self.source = source
        self.policy = IdentityPolicy(settings.simhash_max_distance, settings.fuzzy_min_ratio)
        self.metrics = repair_metrics()

    async def _reference(self, info: store.SensorInfo) -> Reference | None:
        if not info.text_blob_key:
            return None
        try:
            raw = await self.blobs.get(info.text_blob_key)
        except (OSError, ValueError) as exc:
            logger.warning("sensor %s: last snapshot text %s unreadable: %s", info.sensor_id, info.text_blob_key, exc,
                           extra={"sensor_id": info.sensor_id})
            return None
        return await asyncio.to_thread(Reference.of, raw.decode("utf-8", "replace"))

    async def repair(
        self, sensor_id: int, *, trigger: str, dry_run: bool = False, force: bool = False,
        heartbeat: Callable[[], Awaitable[None]] | None = None,
    ) -> Report:
        """One attempt on one sensor. Skips (report.skipped) when the sensor does not need repair or
        was attempted less than `min_attempt_interval_s` ago, unless `force`."""
        t0 = time.perf_counter()
        s = self.settings
        report = Report(sensor_id, dry_run=dry_run, max_requests=s.max_requests,
                        thresholds={"simhash_max_distance": self.policy.max_distance,
                                    "fuzzy_min_ratio": self.policy.min_ratio})
        async with _db_errors(), self.pool.acquire() as conn:
            if dry_run:
                info, why = await store.check_attempt(conn, sensor_id, min_interval_s=s.min_attempt_interval_s,
                                                      page_removed_threshold=s.page_removed_threshold, force=force)
            else:
                async with conn.transaction():
                    info, why = await store.claim_attempt(
                        conn, sensor_id, min_interval_s=s.min_attempt_interval_s,
                        page_removed_threshold=s.page_removed_threshold, force=force)
        if info is not None:
            report.url, report.status, report.surface = info.url, info.status, info.surface
        if info is None or why:
            report.skipped = why
            self.metrics.attempts.labels(trigger, "skipped").inc()
            return report
        ref = await self._reference(info)
        titles: list[str] = []
        if info.surface in BOARD_SURFACES:
            async with _db_errors(), self.pool.acquire() as conn:
                titles = await store.job_titles(conn, info.sensor_id)
        async with _db_errors(), self.pool.acquire() as conn:
            siblings = await store.company_sites(conn, info.sensor_id)
        explorer = Explorer(self.source, self.policy, s.max_requests, heartbeat, s.max_body_bytes, titles)
        explorer.sibling_urls = siblings
        try:
            async with _db_errors():  # the politeness slots live in Postgres
                decision: Decision = await explorer.explore(info, ref, report)
        except TransientError:
            raise
        except Exception as exc:  # noqa: BLE001 - a bug on a stranger's page must not loop: record and wait
            logger.error("sensor %s: repair attempt failed: %s: %s", sensor_id, type(exc).__name__, exc,
                         exc_info=True, extra={"sensor_id": sensor_id})
            decision = Wait(f"attempt failed: {type(exc).__name__}: {exc}"[:300])
        report.decision = describe(decision)
        self.metrics.requests.observe(report.requests)
        if not dry_run:
            async with _db_errors():
                report.applied = await self._apply(info, decision, report)
        report.duration_s = time.perf_counter() - t0
        self.metrics.attempts.labels(trigger, decision.kind).inc()
        self.metrics.duration.observe(report.duration_s)
        log = logger.info if isinstance(decision, (Migrate, Recover)) else logger.debug
        log("sensor %s: %s (%s) after %d request(s)", sensor_id, decision.kind, decision.reason, report.requests,
            extra={"sensor_id": sensor_id, "decision": decision.kind, "requests": report.requests})
        return report

    async def _apply(self, info: store.SensorInfo, decision: Decision, report: Report) -> bool:
        outcome = {**report.decision, "at": info.now.isoformat(), "requests": report.requests}
        if isinstance(decision, Wait) and decision.code:
            outcome["code"] = decision.code  # what the next attempt needs to know (a page erroring again)
        async with self.pool.acquire() as conn, conn.transaction():
            if isinstance(decision, Recover):
                return await store.recover(conn, info, reason=f"repair: {decision.reason}", outcome=outcome)
            if isinstance(decision, Migrate):
                m = await store.migrate(conn, info, url=decision.url, score=decision.score,
                                        reason=f"repair: migrated to {decision.url}", kind=decision.sensor_kind,
                                        config=dict(decision.sensor_config) if decision.sensor_config else None)
                if m is not None:
                    report.decision["new_sensor_id"] = m.new_sensor_id
                return m is not None
            if not await store.still_applies(conn, info):
                # another attempt (an operator's --sensor, another replica) settled the sensor while this one was
                # reading the web: a late review or wait must not land on it (a retired sensor gets no review
                # item, and the migration's outcome in its config stays)
                report.decision["reason"] = f"{decision.reason} (not applied: the sensor was settled meanwhile)"
                return False
            if isinstance(decision, Review) and self.settings.review_on_uncertain:
                payload = {"reason": decision.reason, "url": info.url, "surface": info.surface,
                           "status": info.status, "candidates": report.candidates, "tried": report.tried,
                           "thresholds": {"simhash_max_distance": self.policy.max_distance,
                                          "fuzzy_min_ratio": self.policy.min_ratio},
                           "at": info.now.isoformat()}
                created = await store.open_review(conn, info, payload)
                report.decision["review_created"] = created
            await store.record_outcome(conn, info.sensor_id, outcome)
            return True

    async def sweep(self, *, dry_run: bool = False, limit: int | None = None,
                    stop: asyncio.Event | None = None) -> list[Report]:
        """Attempt every sensor that needs repair and is due, `concurrency` at a time; stops starting
        new attempts once `stop` is set."""
        s = self.settings
        async with self.pool.acquire() as conn:
            ids = await store.select_sweep(conn, limit=limit or s.sweep_max_sensors,
                                           min_interval_s=s.min_attempt_interval_s,
                                           page_removed_threshold=s.page_removed_threshold)
        sem = asyncio.Semaphore(s.concurrency)

        async def one(sid: int) -> Report | None:
            async with sem:
                if stop is not None and stop.is_set():
                    return None
                try:
                    return await self.repair(sid, trigger="sweep", dry_run=dry_run)
                except Exception as exc:  # noqa: BLE001 - one sensor's failure must not end the sweep
                    logger.warning("sensor %s: repair failed: %s: %s", sid, type(exc).__name__, exc,
                                   extra={"sensor_id": sid})
                    self.metrics.attempts.labels("sweep", "error").inc()
                    r = Report(sid, dry_run=dry_run, max_requests=s.max_requests)
                    r.decision = {"kind": "error", "reason": f"{type(exc).__name__}: {exc}"}
                    return r

        done = await asyncio.gather(*(one(i) for i in ids))
        return [r for r in done if r is not None]
