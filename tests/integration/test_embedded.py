"""Embedded servers: nats-server with JetStream (default and `sync_interval: always`) keeps its port
and store across a restart; free_port gives a bindable loopback port."""
from __future__ import annotations

import socket
from pathlib import Path

import pytest

from changewire_common.bus import connect_nats
from changewire_common.embedded import EmbeddedNats, free_port
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration


def test_free_port_is_bindable() -> None:
    port = free_port()
    with socket.socket() as s:
        s.bind(("127.0.0.1", port))


@pytest.mark.parametrize("sync_always", [False, True], ids=["default-sync", "sync-always"])
async def test_nats_restart_keeps_port_and_store(tmp_path: Path, sync_always: bool) -> None:
    from nats.js import api

    ns = EmbeddedNats(tmp_path / "n", sync_always=sync_always)
    url = ns.start()
    try:
        assert url == f"nats://127.0.0.1:{ns.port}"
        if sync_always:
            assert "sync_interval: always" in (tmp_path / "n" / "sync.conf").read_text()
        nc = await connect_nats(url, attempts=3)
        js = nc.jetstream()
        await js.add_stream(api.StreamConfig(name="T", subjects=["t.>"], storage=api.StorageType.FILE))
        for i in range(5):
            await js.publish("t.x", str(i).encode())
        ns.restart()
        assert ns.url == url
        await wait_until(lambda: nc.stats["reconnects"] >= 1 and nc.is_connected, timeout_s=15,
                         what="the client to reconnect")
        assert (await js.stream_info("T")).state.messages == 5
        await nc.close()
    finally:
        ns.stop()
    assert ns.proc is None


async def test_client_reconnects_after_a_long_outage(tmp_path: Path) -> None:
    """connect_nats bounds only the first connect: once connected, it reconnects forever."""
    import asyncio

    ns = EmbeddedNats(tmp_path / "n")
    url = ns.start()
    nc = await connect_nats(url, attempts=3)
    try:
        ns.stop()
        await asyncio.sleep(3.5)  # several failed reconnect attempts (0.5 s apart)
        assert not nc.is_closed
        ns.start()
        await wait_until(lambda: nc.stats["reconnects"] >= 1 and nc.is_connected, timeout_s=15,
                         what="the client to reconnect after the outage")
        await nc.flush(timeout=5)
    finally:
        await nc.close()
        ns.stop()
