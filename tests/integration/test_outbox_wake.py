"""Relay wake-ups name their producer (migration 0600): a relay wakes at once for its own process's
commits and for untagged producers (CLIs, tools), not for another relaying process's commits — those
are that process's to publish; its poll still publishes them when that process is gone."""
from __future__ import annotations

import asyncio
import time

import pytest

from changewire_common.bus import connect_nats, provision
from changewire_common.db import create_pool
from changewire_common.events import CompanyOnboardRequested
from changewire_common.naming import Naming
from changewire_common.outbox import RELAY_TAG_PREFIX, JetStreamPublisher, Relay, enqueue, relay_tag
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration


def test_relay_tag_is_a_valid_application_name() -> None:
    tag = relay_tag("a-service-with-a-very-long-name")
    assert tag.startswith(RELAY_TAG_PREFIX) and len(tag.encode()) <= 63
    # unique per process even where replicas share a host name prefix and pid 1 (containers)
    assert relay_tag("fetcher") != relay_tag("fetcher")


async def _published(pool, event_id: str) -> bool:  # type: ignore[no-untyped-def]
    return await pool.fetchval("SELECT published_at IS NOT NULL FROM outbox WHERE msg_id = $1", event_id) is True


async def test_relay_wakes_for_own_and_untagged_commits_only(db_url: str, nats_url: str, nats_prefix: str) -> None:
    naming = Naming(nats_prefix + "wake")
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[])
    mine, theirs = relay_tag("fetcher"), RELAY_TAG_PREFIX + "differ:elsewhere:1"
    own_pool = await create_pool(db_url, attempts=3, max_size=2, application_name=mine)
    other_pool = await create_pool(db_url, attempts=3, max_size=2, application_name=theirs)
    plain_pool = await create_pool(db_url, attempts=3, max_size=2)
    # a long poll: within the test only a NOTIFY can wake it
    relay = Relay(own_pool, JetStreamPublisher(js, naming), service="test", poll_s=8.0, dsn=db_url, wake_tag=mine)
    task = asyncio.create_task(relay.run())
    try:
        await wait_until(lambda: relay._listen_conn is not None, timeout_s=10, what="the relay to LISTEN")
        await asyncio.sleep(0.3)  # past the first (empty) drain, now waiting

        # another relaying process's commit: not this relay's to publish right away
        foreign = CompanyOnboardRequested(company_id=11, job_id=11)
        async with other_pool.acquire() as conn, conn.transaction():
            await enqueue(conn, foreign)
        await asyncio.sleep(1.5)
        assert not await _published(own_pool, foreign.event_id), "a foreign relay's commit woke this relay"

        # its own commit wakes it at once (and the foreign row goes out in the same claim)
        own = CompanyOnboardRequested(company_id=12, job_id=12)
        t0 = time.monotonic()
        async with own_pool.acquire() as conn, conn.transaction():
            await enqueue(conn, own)
        await wait_until(lambda: _published(own_pool, own.event_id), timeout_s=5, what="its own event")
        assert time.monotonic() - t0 < 3.0
        assert await _published(own_pool, foreign.event_id)

        # an untagged producer (a CLI) wakes every relay
        plain = CompanyOnboardRequested(company_id=13, job_id=13)
        t0 = time.monotonic()
        async with plain_pool.acquire() as conn, conn.transaction():
            await enqueue(conn, plain)
        await wait_until(lambda: _published(own_pool, plain.event_id), timeout_s=5, what="the untagged event")
        assert time.monotonic() - t0 < 3.0

        # a foreign relaying process that died before publishing: the poll publishes its row
        orphan = CompanyOnboardRequested(company_id=14, job_id=14)
        async with other_pool.acquire() as conn, conn.transaction():
            await enqueue(conn, orphan)
        await wait_until(lambda: _published(own_pool, orphan.event_id), timeout_s=20, what="the poll fallback")
    finally:
        relay.stop()
        await task
        for p in (own_pool, other_pool, plain_pool):
            await p.close()
        await nc.close()
