"""Wiring of the differ service: the `differ-observation-fetched` consumer (bounded concurrency;
analysis runs in worker threads) and a daily prune of old idempotency records."""
from __future__ import annotations

from changewire_common.service import Context, Wiring, periodic
from changewire_common.servicedef import ServiceDef

from . import store
from .handlers import CONSUMER, make_handler
from .settings import DifferSettings


async def wire(ctx: Context) -> Wiring:
    settings = ctx.settings
    assert isinstance(settings, DifferSettings)
    handler = make_handler(ctx.pool, ctx.blobs, settings)

    async def prune(c: Context) -> None:
        await periodic(c, 6 * 3600.0, lambda: store.prune_results(c.pool, settings.results_retention_days),
                       "differ-prune-results")

    return Wiring(
        handlers={CONSUMER: handler},
        tasks=[prune],
        concurrency={CONSUMER: settings.concurrency},
        batch={CONSUMER: max(1, settings.concurrency * 2)},
    )


SERVICE = ServiceDef("differ", DifferSettings, wire)
