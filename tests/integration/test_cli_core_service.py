"""A service process started before its servers: it retries with backoff (a clear log line each),
/healthz answers at once, /readyz stays false until Postgres and NATS are up and the consumers are
attached, falls back to false while Postgres is away and recovers; SIGTERM drains gracefully
(exit 0, the in-flight handler finishes, its message is acked and its event published)."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from changewire_common.bus import connect_nats
from changewire_common.clock import utcnow
from changewire_common.embedded import EmbeddedNats, free_port
from changewire_common.events import SensorDue, encode
from changewire_common.testing import TcpProxy, stream_msg_ids, wait_until

pytestmark = pytest.mark.integration

SERVICE = '''
import asyncio, sys
from typing import ClassVar
from changewire_common.events import ObservationFetched
from changewire_common.outbox import enqueue
from changewire_common.service import Wiring, run_service
from changewire_common.settings import CommonSettings, load_settings

class Settings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "fetcher"

async def wire(ctx):
    async def handle(d):
        e = d.event
        print(f"START {e.sensor_id}", flush=True)
        await asyncio.sleep(2.0)  # slow work still in flight when SIGTERM arrives
        async with ctx.pool.acquire() as conn, conn.transaction():
            await conn.execute("INSERT INTO handled VALUES ($1)", e.sensor_id)
            await enqueue(conn, ObservationFetched(sensor_id=e.sensor_id, run_seq=e.run_seq, observation_id=1,
                                                   outcome="failed", failure_class="TIMEOUT",
                                                   fetched_at=e.lease_until))
        print(f"DONE {e.sensor_id}", flush=True)
    return Wiring(handlers={"fetcher-sensor-due": handle})

sys.exit(asyncio.run(run_service("fetcher", load_settings(Settings), wire)))
'''


class Lines:
    """Collects a pipe's lines in a thread."""

    def __init__(self, stream: Any) -> None:
        self.lines: list[str] = []
        self._t = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._t.start()

    def _read(self, stream: Any) -> None:
        for line in stream:
            self.lines.append(line.rstrip("\n"))

    def has(self, text: str) -> bool:
        return any(text in line for line in self.lines)


async def _get(port: int, path: str) -> tuple[int, dict[str, Any]]:
    try:
        async with aiohttp.ClientSession() as s, s.get(f"http://127.0.0.1:{port}{path}",
                                                        timeout=aiohttp.ClientTimeout(total=3)) as r:
            return r.status, await r.json()
    except (aiohttp.ClientError, TimeoutError):
        return 0, {}


async def test_service_waits_for_its_servers_then_drains_on_sigterm(
    db_url: str, pool, tmp_path: Path
) -> None:
    await pool.execute("CREATE TABLE handled (sensor_id bigint)")
    proxy, proxied_url = TcpProxy.for_postgres(db_url)
    nats_port = free_port()
    metrics_port = free_port()
    script = tmp_path / "service.py"
    script.write_text(SERVICE)
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({
        "CHANGEWIRE_DATABASE_URL": proxied_url, "CHANGEWIRE_NATS_URL": f"nats://127.0.0.1:{nats_port}",
        "CHANGEWIRE_FETCHER_METRICS_PORT": str(metrics_port), "CHANGEWIRE_METRICS_HOST": "127.0.0.1",
        "CHANGEWIRE_DATA_DIR": str(tmp_path), "CHANGEWIRE_LOG_FORMAT": "text", "CHANGEWIRE_OUTBOX_POLL_S": "0.2",
    })
    proc = subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    out, err = Lines(proc.stdout), Lines(proc.stderr)
    ns = EmbeddedNats(tmp_path / "nats", port=nats_port)
    nc = None
    try:
        # alive at once, not ready, and saying why
        await wait_until(lambda: _ok(_get(metrics_port, "/healthz")), timeout_s=20, what="/healthz")
        status, body = await _get(metrics_port, "/readyz")
        assert status == 503 and body["postgres"] is False and body["ok"] is False
        await wait_until(lambda: err.has("postgres unreachable, retrying in"), timeout_s=10,
                         what="the Postgres retry log line")

        await proxy.start()
        await wait_until(lambda: err.has("nats unreachable at"), timeout_s=20, what="the NATS retry log line")
        status, body = await _get(metrics_port, "/readyz")
        assert status == 503 and body["postgres"] is True and body["nats"] is False

        await asyncio.to_thread(ns.start)
        await wait_until(lambda: _ok(_get(metrics_port, "/readyz")), timeout_s=30, what="/readyz to turn 200")

        # Postgres goes away and comes back: not ready meanwhile, ready again after
        await proxy.stop()
        await wait_until(lambda: _status(_get(metrics_port, "/readyz"), 503), timeout_s=15,
                         what="/readyz to drop while Postgres is away")
        await proxy.start()
        await wait_until(lambda: _ok(_get(metrics_port, "/readyz")), timeout_s=30, what="/readyz to recover")

        # one message in flight, then SIGTERM
        nc = await connect_nats(ns.url, attempts=3)
        js = nc.jetstream()
        due = SensorDue(sensor_id=7, run_seq=1, lease_until=utcnow())
        await js.publish("sensor.due", encode(due), headers={"Nats-Msg-Id": due.event_id})
        await wait_until(lambda: out.has("START 7"), timeout_s=20, what="the handler to start")
        proc.send_signal(signal.SIGTERM)
        rc = await asyncio.to_thread(proc.wait, 30)
        assert rc == 0, "\n".join(err.lines[-30:])
        assert out.has("DONE 7"), "the in-flight handler should finish before exit"
        assert await pool.fetchval("SELECT array_agg(sensor_id) FROM handled") == [7]
        assert await pool.fetchval("SELECT count(*) FROM outbox WHERE published_at IS NULL") == 0
        assert len(await stream_msg_ids(js, "OBSERVATION")) == 1
        info = await js.consumer_info("DUE", "fetcher-sensor-due")
        assert info.num_ack_pending == 0 and info.num_pending == 0 and info.num_redelivered == 0
        assert err.has("draining") and err.has("fetcher stopped")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if nc is not None:
            await nc.close()
        await proxy.stop()
        ns.stop()


async def _ok(res: Any) -> bool:
    status, _ = await res
    return bool(status == 200)


async def _status(res: Any, want: int) -> bool:
    status, _ = await res
    return bool(status == want)
