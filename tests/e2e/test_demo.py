"""`changewire up --demo` as a newcomer runs it: embedded servers, every service, the demo internet,
onboarding; meaningful change lines must stream in within two minutes, and Ctrl-C stops it cleanly."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(300)]

#: a change line printed by `up`: "HH:MM:SS  <company> <surface> <significance> <summary>"
CHANGE_LINE = re.compile(r"^\d\d:\d\d:\d\d\s+.+\s+(homepage|careers|jobs_board|pricing|blog|feed|docs|changelog|status|"
                         r"legal|team|products|newsroom)\s+(meaningful|major|critical)\s+\S")


def test_up_demo_streams_meaningful_changes_within_two_minutes() -> None:
    # outside pytest's tmp tree: PostgreSQL runs as the `pgserver` user when we are root
    data = Path(tempfile.mkdtemp(prefix="changewire-demo-test-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({"CHANGEWIRE_DATA_DIR": str(data), "CHANGEWIRE_DEMO_STEP_S": "20", "PYTHONUNBUFFERED": "1"})
    t0 = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "changewire_common.cli", "up", "--demo"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    lines: list[str] = []
    first_change: list[float] = []

    def reader() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line.rstrip())
            if not first_change and CHANGE_LINE.match(line.strip()):
                first_change.append(time.monotonic() - t0)

    th = threading.Thread(target=reader, daemon=True)
    th.start()
    try:
        deadline = time.monotonic() + 150
        while time.monotonic() < deadline and not first_change and proc.poll() is None:
            time.sleep(0.5)
        time.sleep(3)
        os.killpg(proc.pid, signal.SIGINT)
        rc = proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        th.join(timeout=5)
        shutil.rmtree(data, ignore_errors=True)
    out = "\n".join(lines)
    assert first_change, f"no change line within 150 s:\n{out[-4000:]}"
    assert first_change[0] < 120, f"first change after {first_change[0]:.0f}s:\n{out[-4000:]}"
    assert rc == 0, out[-3000:]
    assert "demo internet" in out and "stopped" in out
