"""Wiring of the fetcher service: handlers and background tasks (placeholder until its issue lands)."""
from __future__ import annotations

from changewire_common.service import Context, Wiring
from changewire_common.servicedef import ServiceDef

from .settings import FetcherSettings


async def wire(ctx: Context) -> Wiring:
    return Wiring()


SERVICE = ServiceDef("fetcher", FetcherSettings, wire)
