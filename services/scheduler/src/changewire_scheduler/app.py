"""Wiring of the scheduler service: handlers and background tasks (placeholder until its issue lands)."""
from __future__ import annotations

from changewire_common.service import Context, Wiring
from changewire_common.servicedef import ServiceDef

from .settings import SchedulerSettings


async def wire(ctx: Context) -> Wiring:
    return Wiring()


SERVICE = ServiceDef("scheduler", SchedulerSettings, wire)
