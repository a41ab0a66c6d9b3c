"""The repair service's PageSource: the shared HTTP client (SSRF checks, caps), robots.txt
(RobotsCache) and the per-domain politeness slot shared with the fetcher (DomainSlots), with every
request charged to the attempt's budget.

Redirects are followed here, hop by hop (each hop is a request against the budget and takes its
own domain's slot), instead of inside the client; in-run retries are off for the same reason. A
robots.txt fetch takes a slot of its own, so spacing holds between it and the page. Client
failures end here as a Page with a failure class; nothing raises for a failed fetch.
"""
from __future__ import annotations

import contextvars
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, cast
from urllib.parse import urljoin, urlsplit

import asyncpg
from changewire_common.ats import api_request_body
from changewire_common.domains import url_domain
from changewire_common.http.client import REDIRECT_STATUSES, FetchError, FetchResponse, HttpClient, HttpConfig
from changewire_common.http.politeness import DomainSlots, Release
from changewire_common.http.politeness_rules import Skip, SlotPolicy
from changewire_common.http.robots import RobotsCache, robots_origin

from .decide import bot_challenge, trivially_same
from .metrics import repair_metrics
from .candidates import successor_link
from .repair import Budget, Page, vendor_front_redirect
from .settings import RepairSettings

logger = logging.getLogger(__name__)

MAX_HOPS = 5
#: redirects that move a resource for good (RFC 9110 §15.4): its address moves with them; after any other
#: (302, 303, 307) the address before the hop stays the one to use
PERMANENT_REDIRECTS = frozenset({301, 308})


@dataclass(frozen=True)
class RobotsAnswer:
    """None refusal = allowed; else ROBOTS (disallowed), ROBOTS_UNAVAILABLE (5xx/unreachable: try
    later) or BUDGET (robots.txt and the page would not both fit)."""

    refusal: str | None = None
    crawl_delay_s: float | None = None


#: (url, budget) → robots.txt's answer; charges the budget for a robots.txt request it had to make
RobotsCheck = Callable[[str, Budget], Awaitable[RobotsAnswer]]


class Slots:
    """Per-registrable-domain politeness slots (Postgres rows shared by every replica and service)."""

    def __init__(self, pool: asyncpg.Pool, policy: SlotPolicy) -> None:
        self.slots = DomainSlots(pool, policy)
        self.pool = pool

    async def acquire(self, url: str) -> str | None:
        """Wait for the URL's domain slot; None when granted, else why not (blocked, budget, busy)."""
        domain = url_domain(url)
        if not domain:
            return None
        got = await self.slots.acquire(domain)
        if isinstance(got, Skip):
            return f"politeness: {got.reason} until {got.until.isoformat()}"
        return None

    async def release(self, url: str, *, crawl_delay_s: float | None = None, block_s: float | None = None,
                      reason: str | None = None) -> None:
        domain = url_domain(url)
        if domain:
            await self.slots.release(self.pool, Release(domain, crawl_delay_s=crawl_delay_s, block_s=block_s,
                                                        block_reason=reason))


class WebSource:
    """GET pages for repair through the shared client."""

    def __init__(self, client: HttpClient, *, max_body_bytes: int, slots: Slots | None = None,
                 robots: RobotsCheck | None = None) -> None:
        self.client = client
        self.max_body_bytes = max_body_bytes
        self.slots = slots
        self.robots = robots
        self.metrics = repair_metrics()

    def sitemaps(self, url: str) -> list[str]:
        """robots.txt `Sitemap:` lines already read for the URL's origin (no request)."""
        listed = getattr(self.robots, "sitemaps", None)
        return list(listed(url)) if callable(listed) else []

    async def get(self, url: str, budget: Budget, *, follow: bool = True, robots: bool = True) -> Page:
        """GET `url` (see PageSource.get); with `follow=False` a redirect is not followed: the Page has the
        3xx status and `final_url` = where it points. `robots=False` for a job board vendor's public API
        (`changewire_common.ats.api_url`), asked without robots.txt as discovery asks it: an endpoint made
        for programs, not a page of a site."""
        start = budget.used
        current = url
        seen = {url}
        #: the addresses redirected through on the way (not the URL nor where it landed)
        via: list[str] = []
        hops = 0
        #: the address to keep: follows permanent redirects, stops before the first temporary one
        address, temporary = url, False

        def fail(failure: str, detail: str, status: int | None = None) -> Page:
            return Page(url, final_url=current, status=status, failure=failure, detail=detail,
                        requests=budget.used - start)

        while True:
            if not budget.left:
                return fail("BUDGET", "request budget spent")
            answer = await self.robots(current, budget) if self.robots is not None and robots else RobotsAnswer()
            if answer.refusal is not None:
                return fail(answer.refusal, "robots.txt does not allow it now")
            if not budget.left:
                return fail("BUDGET", "request budget spent")
            if self.slots is not None:
                refused = await self.slots.acquire(current)
                if refused is not None:
                    if answer.crawl_delay_s and answer.crawl_delay_s >= 1 and "blocked" not in refused:
                        # the wait is robots.txt's own Crawl-delay, not a rate limit the site sent: say so
                        refused = f"robots.txt Crawl-delay of {answer.crawl_delay_s:g} s leaves no request now ({refused})"
                    return fail("SKIPPED", refused)
            budget.spend(1)
            t0 = time.perf_counter()
            block_s: float | None = None
            try:
                # a board API that answers only a POST of a search (Workday) is asked as its board page asks it
                post = api_request_body(current)
                resp = await self.client.fetch(current, follow_redirects=False, retries=0,
                                               max_bytes=self.max_body_bytes, truncate=True,
                                               **({"json_body": post} if post is not None else {}))
                if resp.status in (429, 503) and resp.retry_after_s:
                    block_s = resp.retry_after_s
            except FetchError as exc:
                if str(exc.failure_class) in ("DNS", "BLOCKED_DESTINATION"):
                    budget.used -= 1  # nothing reached a server
                return fail(str(exc.failure_class), exc.detail)
            finally:
                self.metrics.fetch_seconds.observe(time.perf_counter() - t0)
                if self.slots is not None:
                    await self.slots.release(current, crawl_delay_s=answer.crawl_delay_s, block_s=block_s,
                                             reason="Retry-After" if block_s else None)
            location = resp.headers.get("location")
            if resp.status in REDIRECT_STATUSES and location:
                nxt = urljoin(current, location.strip()).split("#", 1)[0]
                hops += 1
                if urlsplit(nxt).scheme not in ("http", "https") or nxt in seen or hops > MAX_HOPS:
                    current = nxt
                    return fail("REDIRECT", f"unusable redirect to {nxt}", resp.status)
                if not follow:
                    return Page(url, final_url=nxt, status=resp.status, requests=budget.used - start)
                if vendor_front_redirect(current, nxt):
                    # a closed board (or a deleted hosted page) sent to its vendor's marketing site: the page is
                    # gone, and the vendor's front page (with its robots.txt) is not asked
                    return Page(url, final_url=nxt, status=resp.status, failure="PAGE_REMOVED",
                                detail=f"redirects to its vendor's front page {nxt}", requests=budget.used - start)
                if not temporary:
                    # a temporary hop to the same page's canonical form (https, www., a trailing slash) moves
                    # the address like a permanent one: the alias to keep is a path, not a scheme
                    if resp.status in PERMANENT_REDIRECTS or trivially_same(current, nxt):
                        address = nxt
                    else:
                        temporary = True
                seen.add(nxt)
                if current != url:
                    via.append(current)
                current = nxt
                continue
            if bot_challenge(resp.status, resp.headers, resp.body):
                # a challenge is not the site's answer: never a page, never searched further now
                return fail("BOT_CHALLENGE", "the site answers with a bot challenge", resp.status)
            kept = address if temporary and address != current and url_domain(address) == url_domain(current) else None
            return Page(url, final_url=current, status=resp.status, content_type=resp.content_type or "",
                        text=resp.text(), body=resp.body, requests=budget.used - start, address=kept,
                        temporary=temporary,
                        refresh=(resp.headers.get("refresh") or "")[:2000], via=tuple(via),
                        successor=successor_link(resp.headers.get("link") or "", current))


#: the attempt a robots.txt fetch is charged to (set around RobotsCache.check in the checking task)
_CHARGE: contextvars.ContextVar[Budget | None] = contextvars.ContextVar("repair_budget", default=None)


class _ChargingClient:
    """The shared client as RobotsCache sees it: every robots.txt request (redirect hops included) is
    charged to the budget of the attempt that made it."""

    def __init__(self, client: HttpClient) -> None:
        self._client = client
        self.cfg = client.cfg

    async def fetch(self, url: str, *args: Any, **kwargs: Any) -> FetchResponse:
        budget = _CHARGE.get()
        try:
            resp = await self._client.fetch(url, *args, **kwargs)
        except FetchError as exc:
            if budget is not None and str(exc.failure_class) not in ("DNS", "BLOCKED_DESTINATION"):
                # (the requests the client sent: a hop refused before its request — robots.txt redirecting to a
                # page — is not one)
                budget.spend(exc.requests if exc.requests is not None
                             else len(exc.redirects) + max(1, exc.attempts))
            raise
        if budget is not None:
            budget.spend(resp.requests)
        return resp


class RobotsChecker:
    """A RobotsCheck that also tells the `Sitemap:` lines of the robots.txt files it has read."""

    def __init__(self, robots: RobotsCache, check: RobotsCheck) -> None:
        self.robots = robots
        self._check = check

    async def __call__(self, url: str, budget: Budget) -> RobotsAnswer:
        return await self._check(url, budget)

    def sitemaps(self, url: str) -> list[str]:
        """`Sitemap:` URLs of the cached robots.txt of the URL's origin ([] when not read or none).
        Reads the shared cache's entry (RobotsCache has no public accessor for it)."""
        entries = getattr(self.robots, "_entries", None)
        entry = entries.get(robots_origin(url)) if isinstance(entries, dict) else None
        rules = getattr(entry, "rules", None)
        if rules is None:
            return []
        try:
            return [str(u).strip() for u in list(rules.sitemaps)[:20]]
        except Exception:  # noqa: BLE001 - a hint only
            return []


def robots_checker(client: HttpClient, slots: Slots | None) -> RobotsChecker:
    """robots.txt through the shared RobotsCache; a robots.txt request waits for its own slot."""
    robots = RobotsCache(cast(HttpClient, _ChargingClient(client)))

    async def check(url: str, budget: Budget) -> RobotsAnswer:
        must_fetch = not robots.cached(url)
        if must_fetch and budget.left < 2:
            return RobotsAnswer("BUDGET")
        if must_fetch and slots is not None:
            refused = await slots.acquire(url)
            if refused is not None:
                return RobotsAnswer("SKIPPED")
        token = _CHARGE.set(budget)
        try:
            verdict = await robots.check(url)
        finally:
            _CHARGE.reset(token)
            if must_fetch and slots is not None:
                await slots.release(url)
        if verdict.unavailable:
            return RobotsAnswer("ROBOTS_UNAVAILABLE")
        return RobotsAnswer(None if verdict.allowed else "ROBOTS", verdict.crawl_delay_s)

    return RobotsChecker(robots, check)


def build_source(client: HttpClient, settings: RepairSettings, pool: asyncpg.Pool) -> WebSource:
    """The production PageSource: shared client, robots.txt, per-domain politeness slots."""
    slots = Slots(pool, SlotPolicy(spacing_s=settings.politeness_spacing_s, per_domain=settings.politeness_per_domain,
                                   max_wait_s=settings.slot_max_wait_s))
    return WebSource(client, max_body_bytes=settings.max_body_bytes, slots=slots,
                     robots=robots_checker(client, slots))


def make_client(settings: RepairSettings) -> HttpClient:
    """The shared client with repair's limits: shorter timeouts, no in-run retries (every request
    counts against the attempt's budget), repair's body cap."""
    t = settings.fetch_timeout_s
    return HttpClient(HttpConfig.from_settings(
        settings, total_timeout_s=t, read_timeout_s=min(t, 20.0), connect_timeout_s=min(t, 10.0), retries=0,
        max_bytes=settings.max_body_bytes))
