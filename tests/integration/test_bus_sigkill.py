"""A consumer process killed with SIGKILL mid-message: the message is redelivered (to the next
process) and applied exactly once, whether the kill came before the handler's commit or after it
(commit done, ack never sent). The other messages kept flowing meanwhile."""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from changewire_common.bus import ConsumerSpec, connect_nats, provision
from changewire_common.events import CompanyOnboardRequested, encode
from changewire_common.naming import Naming
from changewire_common.testing import wait_until

pytestmark = pytest.mark.integration

SPEC = ConsumerSpec("test-company-kill", "COMPANY", ("company.onboard.requested",), "test",
                    max_deliver=10, ack_wait_s=2.0, nak_backoff_s=(0.1,))
HANG_BEFORE_COMMIT, HANG_AFTER_COMMIT = 1, 2
N = 30

CONSUMER = '''
import asyncio, os, signal, sys
from changewire_common.bus import ConsumerRunner, ConsumerSpec, connect_nats
from changewire_common.db import create_pool
from changewire_common.inbox import claim
from changewire_common.naming import Naming

SPEC = ConsumerSpec("test-company-kill", "COMPANY", ("company.onboard.requested",), "test",
                    max_deliver=10, ack_wait_s=2.0, nak_backoff_s=(0.1,))
db_url, nats_url, prefix, hang = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"

async def main():
    pool = await create_pool(db_url, attempts=3, max_size=8)
    nc = await connect_nats(nats_url, attempts=3)

    async def handler(d):
        job = d.event.job_id
        await pool.execute("INSERT INTO deliveries VALUES ($1, $2, $3)", job, d.num_delivered, os.getpid())
        async with pool.acquire() as conn:
            async with conn.transaction():
                if await claim(conn, SPEC.durable, d.msg_id):
                    await conn.execute("INSERT INTO applied VALUES ($1, 1) "
                                       "ON CONFLICT (job_id) DO UPDATE SET n = applied.n + 1", job)
                if hang and job == 1:
                    print("HANG_BEFORE_COMMIT", flush=True)
                    await asyncio.sleep(120)
            if hang and job == 2:
                print("HANG_AFTER_COMMIT", flush=True)
                await asyncio.sleep(120)

    runner = ConsumerRunner(nc, pool, SPEC, handler, Naming(prefix), concurrency=8, fetch_timeout_s=0.3)
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, runner.stop)
    print("READY", flush=True)
    await runner.run()
    await nc.close()
    await pool.close()

asyncio.run(main())
'''


def _start(script: Path, db_url: str, nats_url: str, prefix: str, hang: bool) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    return subprocess.Popen([sys.executable, str(script), db_url, nats_url, prefix, "1" if hang else "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


async def _read_until(proc: subprocess.Popen[str], wanted: set[str], timeout_s: float) -> None:
    seen: set[str] = set()
    assert proc.stdout is not None

    async def read() -> None:
        while not wanted <= seen:
            line = await asyncio.to_thread(proc.stdout.readline)  # type: ignore[union-attr]
            if not line:
                raise AssertionError(f"consumer exited early: {proc.stderr.read() if proc.stderr else ''}")
            seen.add(line.strip())

    await asyncio.wait_for(read(), timeout_s)


async def test_sigkill_mid_message_redelivers_and_applies_once(
    pool, db_url: str, nats_url: str, nats_prefix: str, tmp_path: Path
) -> None:
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[SPEC])
    await pool.execute("CREATE TABLE deliveries (job_id int, delivered int, pid int)")
    await pool.execute("CREATE TABLE applied (job_id int PRIMARY KEY, n int NOT NULL)")
    script = tmp_path / "consumer.py"
    script.write_text(CONSUMER)
    first = second = None
    try:
        for i in range(N):
            e = CompanyOnboardRequested(company_id=i, job_id=i)
            await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id})
        first = _start(script, db_url, nats_url, nats_prefix, hang=True)
        await _read_until(first, {"READY", "HANG_BEFORE_COMMIT", "HANG_AFTER_COMMIT"}, 30)

        async def others_applied() -> bool:
            return await pool.fetchval("SELECT count(*) FROM applied") == N - 1

        await wait_until(others_applied, timeout_s=20, what="the other messages to flow past the stuck ones")
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        assert first.returncode == -signal.SIGKILL
        # the kill rolled back the open transaction; the committed one stays
        assert await pool.fetchval("SELECT n FROM applied WHERE job_id = $1", HANG_BEFORE_COMMIT) is None
        assert await pool.fetchval("SELECT n FROM applied WHERE job_id = $1", HANG_AFTER_COMMIT) == 1

        second = _start(script, db_url, nats_url, nats_prefix, hang=False)
        await _read_until(second, {"READY"}, 30)

        async def redelivered() -> bool:
            rows = await pool.fetch("SELECT job_id, count(DISTINCT pid) AS procs FROM deliveries "
                                    "WHERE job_id IN (1, 2) GROUP BY job_id")
            return len(rows) == 2 and all(r["procs"] == 2 for r in rows)

        await wait_until(redelivered, timeout_s=30, what="both stuck messages redelivered to the new process")

        async def all_applied() -> bool:
            return await pool.fetchval("SELECT count(*) FROM applied") == N

        await wait_until(all_applied, timeout_s=10, what="every message applied")
        assert await pool.fetchval("SELECT count(*) FROM applied WHERE n <> 1") == 0
        assert await pool.fetchval(
            "SELECT count(*) FROM processed_messages WHERE consumer = $1", SPEC.durable) == N
        # only the two stuck messages were delivered twice
        assert await pool.fetchval("SELECT count(*) FROM deliveries WHERE delivered > 1") == 2

        # and a graceful stop: SIGTERM drains and exits 0
        second.send_signal(signal.SIGTERM)
        assert await asyncio.to_thread(second.wait, 15) == 0
        info = await js.consumer_info(naming.stream("COMPANY"), naming.durable(SPEC.durable))
        assert info.num_pending == 0 and info.num_ack_pending == 0
    finally:
        for p in (first, second):
            if p is not None and p.poll() is None:
                p.kill()
                p.wait()
        await nc.close()
