"""Pool connections skip asyncpg's reset round trip on release unless their session state was marked
changed (db.PooledConnection): a marked connection's advisory locks and LISTENs are gone when it is
released; an open transaction is always rolled back."""
from __future__ import annotations

import asyncpg
import pytest

from changewire_common.db import create_pool, mark_session_state

pytestmark = pytest.mark.integration

KEY = 0x636877_7777


async def _lock_free(db_url: str) -> bool:
    other = await asyncpg.connect(db_url)
    try:
        got = bool(await other.fetchval("SELECT pg_try_advisory_lock($1)", KEY))
        if got:
            await other.execute("SELECT pg_advisory_unlock($1)", KEY)
        return got
    finally:
        await other.close()


async def test_marked_connection_is_reset_on_release(db_url: str) -> None:
    pool = await create_pool(db_url, min_size=1, max_size=1, attempts=3)
    try:
        async with pool.acquire() as conn:
            mark_session_state(conn)
            assert await conn.fetchval("SELECT pg_try_advisory_lock($1)", KEY)
            await conn.execute("LISTEN some_channel")
        assert await _lock_free(db_url), "the session lock outlived the release of a marked connection"
        async with pool.acquire() as conn:  # the same (only) connection, reset
            assert await conn.fetchval("SELECT count(*) FROM pg_listening_channels()") == 0
    finally:
        await pool.close()


async def test_unmarked_release_skips_the_reset_round_trip(db_url: str) -> None:
    pool = await create_pool(db_url, min_size=1, max_size=1, attempts=3)
    try:
        async with pool.acquire() as conn:
            pid = await conn.fetchval("SELECT pg_backend_pid()")
            await conn.execute("SET application_name = 'left-as-is'")
        async with pool.acquire() as conn:
            assert await conn.fetchval("SELECT pg_backend_pid()") == pid
            # no RESET ALL ran: the session setting is still there
            assert await conn.fetchval("SHOW application_name") == "left-as-is"
        # a transaction left open is still rolled back on release
        async with pool.acquire() as conn:
            tx = conn.transaction()
            await tx.start()
            await conn.execute("CREATE TEMP TABLE t_reset (x int)")
        async with pool.acquire() as conn:
            assert await conn.fetchval("SELECT to_regclass('pg_temp.t_reset')") is None
    finally:
        await pool.close()
