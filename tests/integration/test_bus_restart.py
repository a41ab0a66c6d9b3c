"""A consumer keeps receiving after nats-server is restarted under it (nats.py pull subscriptions can
go silent after a server restart: nats-io/nats.py#504, whose reproduction restarts a server that lost
its state). The runner rebuilds its subscription on reconnect, re-provisions a stream and consumer the
broker no longer knows, and a liveness check rebuilds a subscription that went silent anyway."""
from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import nats.errors
import pytest

from changewire_common.bus import ConsumerRunner, ConsumerSpec, Delivery, connect_nats, provision
from changewire_common.embedded import EmbeddedNats
from changewire_common.events import CompanyOnboardRequested, encode
from changewire_common.naming import Naming
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration

SPEC = ConsumerSpec("test-company-onboard", "COMPANY", ("company.onboard.requested",), "test",
                    max_deliver=5, ack_wait_s=10.0, nak_backoff_s=(0.1,))


async def _publish(js, naming: Naming, ids: list[str], start: int, n: int) -> None:  # type: ignore[no-untyped-def]
    for i in range(start, start + n):
        e = CompanyOnboardRequested(company_id=i, job_id=i)
        await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id}, timeout=5)
        ids.append(e.event_id)


async def _run_restart_case(tmp_path: Path, *, wipe_store: bool) -> None:
    ns = EmbeddedNats(tmp_path / "nats")
    url = ns.start()
    naming = Naming("")
    runners: list[ConsumerRunner] = []

    async def on_reconnect() -> None:  # what run_service wires
        for r in runners:
            r.request_rebuild()

    nc = await connect_nats(url, attempts=3, reconnected_cb=on_reconnect)
    pub = await connect_nats(url, attempts=3)

    async def reprovision() -> None:
        await provision(nc.jetstream(), naming, consumers=[SPEC])

    got: list[str] = []

    async def handler(d: Delivery) -> None:
        got.append(d.msg_id)

    await reprovision()
    runner = ConsumerRunner(nc, None, SPEC, handler, naming, fetch_timeout_s=0.5, liveness_every=2,  # type: ignore[arg-type]
                            provision_consumer=False, reprovision=reprovision)
    runners.append(runner)
    task = asyncio.create_task(runner.run())
    sent: list[str] = []
    try:
        await _publish(pub.jetstream(), naming, sent, 0, 5)
        await wait_until(lambda: sorted(got) == sorted(sent), timeout_s=15, what="deliveries before the restart")
        ns.stop()
        if wipe_store:
            shutil.rmtree(tmp_path / "nats" / "jetstream", ignore_errors=True)
        await asyncio.sleep(1.0)
        ns.start()
        await wait_until(lambda: all(c.stats["reconnects"] >= 1 and c.is_connected for c in (nc, pub)),
                         timeout_s=20, what="clients to reconnect")
        if wipe_store:
            # nothing recreates the streams but the consumer's own re-provisioning
            async def stream_back() -> bool:
                try:
                    await pub.jetstream().stream_info("COMPANY")
                    return True
                except Exception:  # noqa: BLE001
                    return False

            await wait_until(stream_back, timeout_s=20, what="the runner to re-provision its stream")
        await _publish(pub.jetstream(), naming, sent, 5, 5)
        await wait_until(lambda: sorted(got) == sorted(sent), timeout_s=30,
                         what="deliveries after the restart")
        assert runner.attached
        assert runner.rebuilds >= 1, "the reconnect should have rebuilt the pull subscription"
    finally:
        runner.stop()
        await asyncio.wait_for(task, 15)
        await nc.close()
        await pub.close()
        ns.stop()


async def test_consumer_keeps_receiving_after_server_restart(tmp_path: Path) -> None:
    await _run_restart_case(tmp_path, wipe_store=False)


async def test_consumer_reprovisions_after_broker_amnesia(tmp_path: Path) -> None:
    await _run_restart_case(tmp_path, wipe_store=True)


async def test_liveness_check_rebuilds_a_silent_subscription(nats_url: str, nats_prefix: str) -> None:
    """The failure mode of #504 at the client: fetches time out while the server holds messages."""
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    await provision(nc.jetstream(), naming, consumers=[SPEC])
    got: list[str] = []

    async def handler(d: Delivery) -> None:
        got.append(d.msg_id)

    runner = ConsumerRunner(nc, None, SPEC, handler, naming, fetch_timeout_s=0.3, liveness_every=3)  # type: ignore[arg-type]
    task = asyncio.create_task(runner.run())
    sent: list[str] = []
    try:
        await _publish(nc.jetstream(), naming, sent, 0, 3)
        await wait_until(lambda: sorted(got) == sorted(sent), timeout_s=15, what="the first deliveries")
        silenced = runner._sub
        assert silenced is not None

        async def silent_fetch(batch: int = 1, timeout: float | None = 5, heartbeat: float | None = None) -> list:
            await asyncio.sleep(timeout or 0)
            raise nats.errors.TimeoutError

        silenced.fetch = silent_fetch
        await _publish(nc.jetstream(), naming, sent, 3, 3)
        await wait_until(lambda: sorted(got) == sorted(sent), timeout_s=15,
                         what="deliveries after the subscription went silent")
        assert runner.rebuilds == 1 and runner._sub is not silenced
    finally:
        runner.stop()
        await asyncio.wait_for(task, 15)
        await nc.close()
