"""Group commit for concurrent handlers: each `submit(item)` awaits its own result while the
batcher runs one `flush(items)` for many of them (one database round trip or transaction).

A batch is flushed when `max_size` items wait or `linger_s` after the first; while `parallel`
flushes are running new items accumulate, so batches grow with load. No I/O of its own.
"""
from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class MicroBatcher(Generic[T, R]):
    def __init__(
        self,
        flush: Callable[[list[T]], Awaitable[Sequence[R]]],
        *,
        max_size: int = 128,
        linger_s: float = 0.001,
        parallel: int = 2,
    ) -> None:
        self._flush = flush
        self.max_size = max(1, max_size)
        self.linger_s = max(0.0, linger_s)
        self._sem = asyncio.Semaphore(max(1, parallel))
        self._pending: list[tuple[T, asyncio.Future[R]]] = []
        self._full = asyncio.Event()
        self._drainer: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def submit(self, item: T) -> R:
        fut: asyncio.Future[R] = asyncio.get_running_loop().create_future()
        self._pending.append((item, fut))
        if len(self._pending) >= self.max_size:
            self._full.set()
        if self._drainer is None or self._drainer.done():
            self._drainer = asyncio.create_task(self._drain())
        return await fut

    async def _drain(self) -> None:
        while self._pending:
            if len(self._pending) < self.max_size and self.linger_s > 0:
                self._full.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._full.wait(), self.linger_s)
            await self._sem.acquire()
            batch = self._pending[: self.max_size]
            del self._pending[: self.max_size]
            if not batch:
                self._sem.release()
                continue
            t = asyncio.create_task(self._run(batch))
            self._tasks.add(t)
            t.add_done_callback(self._tasks.discard)

    async def _run(self, batch: list[tuple[T, asyncio.Future[R]]]) -> None:
        try:
            results = await self._flush([item for item, _ in batch])
            if len(results) != len(batch):
                raise RuntimeError(f"batch flush returned {len(results)} results for {len(batch)} items")
            for (_, fut), res in zip(batch, results, strict=True):
                if not fut.done():  # a cancelled submitter's item was still processed
                    fut.set_result(res)
        except BaseException as exc:  # noqa: BLE001 - every waiter learns what happened to its item
            for _, fut in batch:
                if not fut.done():
                    fut.set_exception(exc)
            if isinstance(exc, asyncio.CancelledError):
                raise
        finally:
            self._sem.release()

    async def close(self) -> None:
        """Wait for the batches in flight."""
        while self._pending or self._tasks or (self._drainer is not None and not self._drainer.done()):
            if self._drainer is not None and not self._drainer.done():
                await self._drainer
            if self._tasks:
                await asyncio.gather(*list(self._tasks), return_exceptions=True)
            if self._pending and (self._drainer is None or self._drainer.done()):
                self._drainer = asyncio.create_task(self._drain())
