"""A short chaos run inside the test suite: the same harness as `make chaos` on 300 sensors and a
45-second fault window (SIGKILLs of a differ, a fetcher and a scheduler, a scheduler SIGSTOPped past
its lease, nats-server restarted twice, PostgreSQL restarted in immediate mode, one scheduler's NATS
connection stalled past ack_wait), then every invariant of changewire_fixtures.checks must hold."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from changewire_fixtures.chaos import ChaosPlan, Fault, run_chaos

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(420)]


async def test_chaos_short() -> None:
    # not under pytest's tmp tree: concurrent pytest sessions chmod it 0700, and PostgreSQL runs as the
    # `pgserver` user when we are root (pg_ctl must reach the data directory for the immediate restart)
    workdir = Path(tempfile.mkdtemp(prefix="changewire-chaos-test-"))
    plan = ChaosPlan(
        sensors=300, seed=20250303, window_s=45.0, schedulers=2, fetchers=1, differs=1, extra_services=(),
        lease_ttl_s=15.0, base_interval_s=10, min_interval_s=8, max_interval_s=20, change_every_s=3.0,
        change_fraction=0.03, kill_every_s=None, drain_timeout_s=200.0, workdir=workdir,
        faults=[
            # consumers killed early: their unacknowledged messages come back after the server's ack wait (30 s)
            Fault(1.0, "kill", "differ-1"),
            Fault(2.0, "kill", "fetcher-1"),
            Fault(3.0, "stall", "scheduler-2", 35.0),
            Fault(9.0, "nats_restart"),
            Fault(13.0, "stop", "scheduler-1", 25.0),
            Fault(20.0, "pg_restart"),
            Fault(31.0, "nats_restart"),
            Fault(41.0, "kill", "scheduler-1"),
            Fault(43.0, "kill", "scheduler-2"),
        ],
    )
    lines: list[str] = []
    try:
        report = await run_chaos(plan, log=lines.append)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    text = report.text()
    print(text)
    assert report.ok, text
    assert report.stats["changes_reported"] > 0 and report.stats["fixture_changes"] > 0
