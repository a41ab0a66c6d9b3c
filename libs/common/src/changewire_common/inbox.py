"""Idempotency for handlers without a natural key: claim (consumer, msg_id) in the handler's transaction."""
from __future__ import annotations

import asyncpg


async def claim(conn: asyncpg.Connection, consumer: str, msg_id: str) -> bool:
    """True the first time (do the work), False for a duplicate (ack and skip). Call inside the transaction."""
    row = await conn.fetchval(
        "INSERT INTO processed_messages (consumer, msg_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1",
        consumer, msg_id,
    )
    return row is not None
