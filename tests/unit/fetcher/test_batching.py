"""MicroBatcher: one flush for concurrent submitters, results in order, errors to every waiter."""
from __future__ import annotations

import asyncio

import pytest

from changewire_fetcher.batching import MicroBatcher


async def test_concurrent_items_share_a_flush() -> None:
    calls: list[list[int]] = []

    async def flush(items: list[int]) -> list[int]:
        calls.append(items)
        await asyncio.sleep(0.01)
        return [i * 10 for i in items]

    b: MicroBatcher[int, int] = MicroBatcher(flush, max_size=50, linger_s=0.005, parallel=1)
    got = await asyncio.gather(*(b.submit(i) for i in range(120)))
    assert got == [i * 10 for i in range(120)]
    assert all(len(c) <= 50 for c in calls) and len(calls) <= 4
    assert sorted(x for c in calls for x in c) == list(range(120))
    await b.close()


async def test_an_error_reaches_every_waiter_of_its_batch() -> None:
    async def flush(items: list[int]) -> list[int]:
        raise ValueError("db down")

    b: MicroBatcher[int, int] = MicroBatcher(flush, max_size=10, linger_s=0.001)
    res = await asyncio.gather(*(b.submit(i) for i in range(5)), return_exceptions=True)
    assert all(isinstance(r, ValueError) for r in res)


async def test_wrong_result_count_is_an_error() -> None:
    async def flush(items: list[int]) -> list[int]:
        return []

    b: MicroBatcher[int, int] = MicroBatcher(flush, linger_s=0.0)
    with pytest.raises(RuntimeError, match="results"):
        await b.submit(1)


async def test_batches_grow_while_a_flush_runs() -> None:
    sizes: list[int] = []
    gate = asyncio.Event()

    async def flush(items: list[int]) -> list[int]:
        sizes.append(len(items))
        if len(sizes) == 1:
            await gate.wait()
        return items

    b: MicroBatcher[int, int] = MicroBatcher(flush, max_size=1000, linger_s=0.0, parallel=1)
    first = asyncio.create_task(b.submit(0))
    await asyncio.sleep(0.01)
    rest = [asyncio.create_task(b.submit(i)) for i in range(1, 31)]
    await asyncio.sleep(0.01)
    gate.set()
    await asyncio.gather(first, *rest)
    assert sizes == [1, 30]
