"""The repair service's PageSource: the shared HTTP client (SSRF checks, caps), robots.txt and the
per-domain politeness slot, with every request charged to the attempt's budget.

Redirects are followed here, hop by hop (each hop is a request against the budget and waits for
its own domain's slot), instead of inside the client; in-run retries are off for the same reason.
Third-party and client exceptions end here as a Page with a failure class.
"""
from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from urllib.parse import urljoin, urlsplit

import asyncpg
from changewire_common.http.client import REDIRECT_STATUSES, FetchError, HttpClient
from changewire_common.http.robots import RobotsCache

from .metrics import repair_metrics
from .repair import Budget, Page
from .settings import RepairSettings

logger = logging.getLogger(__name__)

MAX_HOPS = 5

#: waits for the politeness slot of a URL's registrable domain (None: no politeness, tests only)
SlotWaiter = Callable[[str], Awaitable[None]]
#: (url, budget) → None when robots.txt allows the URL, else a failure (ROBOTS, ROBOTS_UNAVAILABLE);
#: charges the budget when it had to fetch robots.txt
RobotsCheck = Callable[[str, Budget], Awaitable[str | None]]


class WebSource:
    """GET pages for repair through the shared client."""

    def __init__(self, client: HttpClient, *, max_body_bytes: int, slot: SlotWaiter | None = None,
                 robots: RobotsCheck | None = None) -> None:
        self.client = client
        self.max_body_bytes = max_body_bytes
        self.slot = slot
        self.robots = robots
        self.metrics = repair_metrics()

    async def get(self, url: str, budget: Budget) -> Page:
        start = budget.used
        current = url
        seen = {url}
        hops = 0
        while True:
            if not budget.left:
                return Page(url, final_url=current, failure="BUDGET", detail="request budget spent",
                            requests=budget.used - start)
            refused = await self.robots(current, budget) if self.robots is not None else None
            if refused is not None:
                return Page(url, final_url=current, failure=refused, detail="robots.txt does not allow it now",
                            requests=budget.used - start)
            if not budget.left:
                return Page(url, final_url=current, failure="BUDGET", detail="request budget spent",
                            requests=budget.used - start)
            if self.slot is not None:
                await self.slot(current)
            budget.spend(1)
            t0 = time.perf_counter()
            try:
                resp = await self.client.fetch(current, follow_redirects=False, retries=0,
                                               max_bytes=self.max_body_bytes, truncate=True)
            except FetchError as exc:
                if str(exc.failure_class) in ("DNS", "BLOCKED_DESTINATION"):
                    budget.used -= 1  # nothing reached a server
                return Page(url, final_url=current, failure=str(exc.failure_class), detail=exc.detail,
                            requests=budget.used - start)
            finally:
                self.metrics.fetch_seconds.observe(time.perf_counter() - t0)
            location = resp.headers.get("location")
            if resp.status in REDIRECT_STATUSES and location:
                nxt = urljoin(current, location.strip()).split("#", 1)[0]
                hops += 1
                if urlsplit(nxt).scheme not in ("http", "https") or nxt in seen or hops > MAX_HOPS:
                    return Page(url, final_url=nxt, status=resp.status, failure="REDIRECT",
                                detail=f"unusable redirect to {nxt}", requests=budget.used - start)
                seen.add(nxt)
                current = nxt
                continue
            return Page(url, final_url=current, status=resp.status, content_type=resp.content_type or "",
                        text=resp.text(), body=resp.body, requests=budget.used - start)


def build_source(client: HttpClient, settings: RepairSettings, pool: asyncpg.Pool) -> WebSource:
    """The production PageSource: shared client, robots.txt cache, per-domain politeness slots."""
    robots = RobotsCache(client)

    async def robots_check(url: str, budget: Budget) -> str | None:
        charged = not robots.cached(url)
        if charged:
            budget.spend(1)  # robots.txt itself is a request to the site
        verdict = await robots.check(url)
        if charged and not robots.cached(url):
            budget.used -= 1  # no verdict (DNS, forbidden address): nothing reached a server
        if verdict.unavailable:
            return "ROBOTS_UNAVAILABLE"
        return None if verdict.allowed else "ROBOTS"

    return WebSource(client, max_body_bytes=settings.max_body_bytes, robots=robots_check)
