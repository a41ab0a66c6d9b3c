"""Wiring of the fetcher service: the shared HTTP client, robots cache, politeness slots, the
`sensor.due` handler, the in-progress keepalive and claim pruning. The only module that builds
the fetcher's adapters."""
from __future__ import annotations

import gc

from changewire_common.blobs import FileBlobStore
from changewire_common.http import HttpClient, HttpConfig
from changewire_common.service import Context, Wiring, periodic
from changewire_common.servicedef import ServiceDef

from .handlers import Fetcher
from .settings import FetcherSettings
from .store import prune_claims


async def wire(ctx: Context) -> Wiring:
    settings = ctx.settings
    assert isinstance(settings, FetcherSettings)
    client = HttpClient(HttpConfig.from_settings(settings, max_connections=max(settings.http_max_connections,
                                                                                settings.concurrency)))
    # raw bodies: the same content-addressed store, a faster zstd level (they are written on the hot path)
    blobs = FileBlobStore(settings.blob_root, level=1)
    fetcher = Fetcher(settings, ctx.pool, blobs, client)

    async def keepalive(c: Context) -> None:
        await fetcher.keepalive_loop(c.stopping)

    async def prune(c: Context) -> None:
        await periodic(c, 600.0, lambda: prune_claims(c.pool), "prune fetch claims")

    async def stop() -> None:
        await fetcher.close()
        await client.close()
        untune_gc(gc_before)

    gc_before = tune_gc()
    return Wiring(
        handlers={"fetcher-sensor-due": fetcher.handle_sensor_due},
        tasks=[keepalive, prune],
        concurrency={"fetcher-sensor-due": settings.concurrency},
        # the runner holds up to max(batch, concurrency) messages: a batch above the concurrency keeps
        # fetches batched while workers free up one at a time
        batch={"fetcher-sensor-due": settings.concurrency + settings.prefetch},
        on_stop=[stop],
    )


def tune_gc() -> tuple[int, int, int]:
    """Tune the cyclic GC for a long-lived event loop with many short-lived objects; returns the
    thresholds it replaced (for untune_gc). What start-up left (modules, the public suffix list,
    settings, clients) is frozen out of every later collection, and young collections run every
    GC_THRESHOLD[0] allocations rather than 700: full collections of the whole heap (~100 ms each
    under load) and young ones had taken a sixth of the event loop's time. Reference counting still
    frees almost everything at once; only cyclic garbage waits a little longer."""
    before = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)
    return before  # type: ignore[return-value]


def untune_gc(before: tuple[int, int, int]) -> None:
    """Undo tune_gc (a test that ran the service inside its own process gets its GC back)."""
    gc.set_threshold(*before)
    gc.unfreeze()


#: (young, middle, old) collection thresholds (CPython's default is (700, 10, 10))
GC_THRESHOLD = (20_000, 20, 20)

SERVICE = ServiceDef("fetcher", FetcherSettings, wire)
