"""Wiring of the fetcher service: the shared HTTP client, robots cache, politeness slots, the
`sensor.due` handler, the in-progress keepalive and claim pruning. The only module that builds
the fetcher's adapters."""
from __future__ import annotations

import contextlib

from changewire_common.blobproc import BlobWriterPool
from changewire_common.blobs import FileBlobStore
from changewire_common.db import create_pool
from changewire_common.http import HttpClient, HttpConfig
from changewire_common.service import Context, Wiring, periodic
from changewire_common.servicedef import ServiceDef

from .handlers import Fetcher
from .settings import FetcherSettings
from .store import prune_claims

_M_MMAP_THRESHOLD = -3  # glibc's malloc.h


def _bodies_back_to_the_system() -> None:
    """glibc: allocations of 128 KiB and more come from mmap and go back to the system when freed; smaller ones
    (a 100 KB page body, its chunks) from the heap, reused run after run. By default glibc raises that threshold
    after the first such free (up to 32 MiB), and the heap then stays as large as its busiest moment. A threshold
    of 64 KiB (every body mapped and unmapped afresh) cost ~22 more minor page faults per 100 KB run, and each
    unmapping of a threaded process is a TLB shootdown on every core: under bench-fetcher's all-200 mix (machine
    loaded alike, 2026-12-07) 1.35 against 1.19 ms of fetcher CPU per run (event loop 0.94 against 0.81, 34
    against 13 faults per run), RSS peak 145 MB both. Elsewhere (musl): nothing."""
    with contextlib.suppress(Exception):
        import ctypes

        libc = ctypes.CDLL(None)
        if hasattr(libc, "gnu_get_libc_version"):  # glibc (musl's malloc has no such knob)
            libc.mallopt(_M_MMAP_THRESHOLD, 128 * 1024)


async def wire(ctx: Context) -> Wiring:
    settings = ctx.settings
    assert isinstance(settings, FetcherSettings)
    _bodies_back_to_the_system()
    client = HttpClient(HttpConfig.from_settings(settings, max_connections=max(settings.http_max_connections,
                                                                                settings.concurrency)))
    # raw bodies: the same content-addressed store, a faster zstd level (they are written on the hot path)
    blobs = FileBlobStore(settings.blob_root, level=1)
    writer = (BlobWriterPool(settings.blob_root, level=1, workers=settings.blob_workers, name="fetcher-blobs")
              if settings.blob_workers > 0 else None)
    if writer is not None:
        await writer.start()  # a replica that cannot start it fails at start-up, not on every run
    # claims and politeness grants commit without waiting for the WAL flush (synchronous_commit off: visible to
    # every replica at once, locks as usual; only durable a moment later). They are the two commits per run that
    # nothing is acked on: a PostgreSQL crash that loses one costs at most one request (handlers.Fetcher). The
    # observation, its event and the slot's release are written on ctx.pool, durable before the message is acked;
    # a durable commit also flushes every earlier one. bench-fetcher's 304 mix while this VM's flushes were slow
    # (2026-12-07): 1,047 runs/s with the machine 60 % busy waiting for them, 1,512 with these two lazy (94 % busy);
    # while flushes were fast, the same with or without (1,300-1,950 either way, run to run).
    lazy = await create_pool(settings.database_url, min_size=1, max_size=4, attempts=5,
                             application_name="changewire-fetcher-lazy", server_settings={"synchronous_commit": "off"})
    fetcher = Fetcher(settings, ctx.pool, blobs, client, blob_writer=writer, lazy_pool=lazy)

    async def keepalive(c: Context) -> None:
        await fetcher.keepalive_loop(c.stopping)

    async def prune(c: Context) -> None:
        await periodic(c, 600.0, lambda: prune_claims(c.pool), "prune fetch claims")

    async def stop() -> None:
        await fetcher.close()
        await client.close()
        await lazy.close()

    return Wiring(
        handlers={"fetcher-sensor-due": fetcher.handle_sensor_due},
        tasks=[keepalive, prune],
        concurrency={"fetcher-sensor-due": settings.concurrency},
        # the runner holds up to max(batch, concurrency) messages: a batch above the concurrency keeps
        # fetches batched while workers free up one at a time
        batch={"fetcher-sensor-due": settings.concurrency + settings.prefetch},
        on_stop=[stop],
    )


SERVICE = ServiceDef("fetcher", FetcherSettings, wire)
