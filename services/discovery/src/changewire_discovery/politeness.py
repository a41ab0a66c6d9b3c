"""The service's pacer: the per-registrable-domain politeness slot in Postgres shared with the fetcher
(changewire_common.http.politeness), adapted to the engine's Pacer protocol."""
from __future__ import annotations

import asyncio
import time

import asyncpg

from changewire_common.http.politeness import DomainSlots, Release
from changewire_common.http.politeness_rules import Granted, SlotPolicy

from .settings import DiscoverySettings


class SharedPacer:
    """acquire → a slot (waiting at most until the company's deadline); release → spacing from the end."""

    def __init__(self, pool: asyncpg.Pool, settings: DiscoverySettings) -> None:
        self.pool = pool
        self.policy = SlotPolicy(spacing_s=settings.politeness_spacing_s, per_domain=settings.politeness_per_domain,
                                 max_wait_s=settings.time_budget_s)
        self.slots = DomainSlots(pool, self.policy)
        self._delays: dict[str, float] = {}
        self._released: dict[str, float] = {}  # domain → monotonic time of our last release

    def set_delay(self, domain: str, delay_s: float) -> None:
        self._delays[domain] = delay_s

    async def acquire(self, domain: str, *, deadline: float) -> bool:
        # a Crawl-delay learnt after the slot was released (from the robots.txt that request fetched) is not in
        # the shared slot yet: wait it out here, so the next request is spaced by it too
        pending = self._delays.get(domain)
        if pending and domain in self._released:
            wait = self._released[domain] + pending - time.monotonic()
            if wait > 0:
                if time.monotonic() + wait > deadline:
                    return False
                await asyncio.sleep(wait)
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        res = await self.slots.acquire(domain, None, max_wait_s=left)
        return isinstance(res, Granted)

    async def release(self, domain: str) -> None:
        self._released[domain] = time.monotonic()
        await self.slots.release(self.pool, Release(domain, crawl_delay_s=self._delays.pop(domain, None)))
