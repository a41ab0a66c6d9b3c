"""Per-domain politeness slots on real Postgres: atomic grants under concurrency, spacing from the end
of a request, crawl-delay, leases, budgets, blocks; the SQL grant rule equals the pure one."""
from __future__ import annotations

import asyncio
import itertools
import time
from datetime import timedelta
from typing import Any

import pytest

from changewire_common.http import DomainSlots, Granted, Release, Skip, SlotPolicy, slot_grantable
from changewire_common.http.politeness import _state

pytestmark = pytest.mark.integration

_n = itertools.count()


def dom() -> str:
    return f"d{next(_n)}-{time.time_ns() % 10**8}.example"


async def test_concurrent_acquires_grant_exactly_one(pool: Any) -> None:
    slots = DomainSlots(pool, SlotPolicy(spacing_s=0.0))
    d = dom()
    res = await asyncio.gather(*(slots.try_acquire_many([(d, None)]) for _ in range(20)))
    assert sum(r[d].granted for r in res) == 1
    row = await pool.fetchrow("SELECT in_flight, used_today FROM domains WHERE domain = $1", d)
    assert (row["in_flight"], row["used_today"]) == (1, 1)


async def test_spacing_counts_from_the_end_of_a_request(pool: Any) -> None:
    slots = DomainSlots(pool, SlotPolicy(spacing_s=0.5, max_wait_s=2.0))
    d = dom()
    assert isinstance(await slots.acquire(d), Granted)
    await asyncio.sleep(0.3)  # the "request"
    # The clock starts before the release is sent: the release's now() is later than t0, so a grant
    # 0.5 s after it is at least 0.5 s after t0 however slow the round trip. Were spacing counted from
    # the acquire instead, the slot would open 0.2 s after t0.
    t0 = time.monotonic()
    async with pool.acquire() as conn:
        await slots.release(conn, Release(d))
    g = await slots.acquire(d)  # waits for the slot half a second after the release
    assert isinstance(g, Granted) and time.monotonic() - t0 >= 0.45
    async with pool.acquire() as conn:
        await slots.release(conn, Release(d))
    # a slot further than the allowance is a Skip with the slot's time, and takes nothing
    far = DomainSlots(pool, SlotPolicy(spacing_s=0.5, max_wait_s=0.1))
    s = await far.acquire(d)
    assert isinstance(s, Skip) and s.reason == "slot"
    assert (await pool.fetchval("SELECT in_flight FROM domains WHERE domain = $1", d)) == 0


async def test_in_flight_blocks_until_release_or_lease_end(pool: Any) -> None:
    slots = DomainSlots(pool, SlotPolicy(spacing_s=0.0, max_wait_s=0.3, poll_s=0.05))
    d = dom()
    assert isinstance(await slots.acquire(d), Granted)
    s = await slots.acquire(d)
    assert isinstance(s, Skip) and s.reason == "busy"
    # the holder died: once its lease is over the domain is free again
    await pool.execute("UPDATE domains SET in_flight_until = now() - interval '1 second' WHERE domain = $1", d)
    assert isinstance(await slots.acquire(d), Granted)
    assert (await pool.fetchval("SELECT in_flight FROM domains WHERE domain = $1", d)) == 1


async def test_release_records_crawl_delay_block_and_extra_requests(pool: Any) -> None:
    slots = DomainSlots(pool, SlotPolicy(spacing_s=1.0))
    d = dom()
    await slots.acquire(d)
    async with pool.acquire() as conn:
        await slots.release(conn, Release(d, crawl_delay_s=1000.0, block_s=600.0, block_reason="HTTP 429",
                                          extra_requests=2))
    row = await pool.fetchrow("SELECT *, now() AS db_now FROM domains WHERE domain = $1", d)
    assert row["crawl_delay_s"] == 300.0  # capped
    assert row["next_slot_at"] >= row["db_now"] + timedelta(seconds=299)
    assert row["blocked_until"] >= row["db_now"] + timedelta(seconds=599) and row["blocked_reason"] == "HTTP 429"
    assert row["used_today"] == 3 and row["in_flight"] == 0 and row["in_flight_until"] is None
    s = await slots.acquire(d)
    assert isinstance(s, Skip) and s.reason == "blocked"
    # crawl delay 0 clears it
    async with pool.acquire() as conn:
        await slots.release(conn, Release(d, crawl_delay_s=0.0, release=False))
    assert await pool.fetchval("SELECT crawl_delay_s FROM domains WHERE domain = $1", d) is None


async def test_daily_budget(pool: Any) -> None:
    slots = DomainSlots(pool, SlotPolicy(spacing_s=0.0))
    d = dom()
    await pool.execute("INSERT INTO domains (domain, daily_budget) VALUES ($1, 2)", d)
    for _ in range(2):
        assert isinstance(await slots.acquire(d), Granted)
        async with pool.acquire() as conn:
            await slots.release(conn, Release(d))
    s = await slots.acquire(d)
    assert isinstance(s, Skip) and s.reason == "budget"
    await pool.execute("UPDATE domains SET budget_day = budget_day - 1 WHERE domain = $1", d)  # a new UTC day
    assert isinstance(await slots.acquire(d), Granted)
    assert await pool.fetchval("SELECT used_today FROM domains WHERE domain = $1", d) == 1


STATES = [
    {},
    {"next_slot_at": "now() + interval '10 seconds'"},
    {"in_flight": "1", "in_flight_until": "now() + interval '1 minute'"},
    {"in_flight": "1", "in_flight_until": "now() - interval '1 second'"},
    {"blocked_until": "now() + interval '1 hour'"},
    {"blocked_until": "now() - interval '1 hour'"},
    {"used_today": "5", "daily_budget": "5"},
    {"used_today": "5", "daily_budget": "5", "budget_day": "current_date - 1"},
    {"in_flight": "1", "in_flight_until": "now() + interval '1 minute'", "next_slot_at": "now() - interval '1 hour'"},
]


@pytest.mark.parametrize("state", STATES)
async def test_sql_rule_equals_the_pure_rule(pool: Any, state: dict[str, str]) -> None:
    d = dom()
    cols = ["domain", *state]
    vals = [f"'{d}'", *state.values()]
    await pool.execute(f"INSERT INTO domains ({', '.join(cols)}) VALUES ({', '.join(vals)})")
    before = await pool.fetchrow("SELECT *, now() AS db_now FROM domains WHERE domain = $1", d)
    st = _state(before)
    policy = SlotPolicy(spacing_s=2.0)
    res = (await DomainSlots(pool, policy).try_acquire_many([(d, None)]))[d]
    assert res.granted == slot_grantable(st, res.db_now, policy), state
