"""`changewire tail SUBJECT`: follows a subject family (missing routing tokens match anything)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from changewire_common.bus import connect_nats, provision
from changewire_common.events import ChangeDetected, Delta, JobRef, SnapshotStored, encode
from changewire_common.naming import Naming

pytestmark = pytest.mark.integration

CHANGEWIRE = str(Path(sys.executable).parent / "changewire")
T = datetime(2026, 3, 1, tzinfo=UTC)


def _change(i: int, surface: str, significance: str) -> ChangeDetected:
    return ChangeDetected(
        change_id=i, sensor_id=i, company_id=1, company_name="Acme", surface=surface, url="https://a.test/",
        significance=significance, kind="jobs_added", delta=Delta(jobs_added=[JobRef(title=f"Job {i}")]),
        summary=f"job {i} added", snapshot_after_id=i, detected_at=T)


async def test_tail_follows_a_family(nats_url: str, nats_prefix: str, tmp_path: Path) -> None:
    naming = Naming(nats_prefix)
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    await provision(js, naming, consumers=[])
    events = [_change(1, "careers", "major"), _change(2, "pricing", "major"), _change(3, "careers", "minor"),
              SnapshotStored(sensor_id=1, run_seq=1, observation_id=1, result="unchanged")]
    for e in events:
        await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id})
    await nc.close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({"CHANGEWIRE_NATS_URL": nats_url, "CHANGEWIRE_NATS_PREFIX": nats_prefix,
                "CHANGEWIRE_DATA_DIR": str(tmp_path)})

    def tail(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([CHANGEWIRE, "tail", *args], env=env, capture_output=True, text=True, timeout=60)

    res = tail("change.detected.careers", "--from-start", "--json", "--idle-exit", "1")
    assert res.returncode == 0, res.stderr
    lines = [json.loads(x) for x in res.stdout.splitlines()]
    assert [x["subject"] for x in lines] == ["change.detected.careers.major", "change.detected.careers.minor"]
    assert lines[0]["change_id"] == 1 and lines[0]["delta"] == {"jobs_added": [{"title": "Job 1"}]}

    res = tail("change.detected", "--from-start", "--count", "3")
    assert res.returncode == 0, res.stderr
    out = res.stdout.splitlines()
    assert len(out) == 3 and "Acme" in out[0] and "job 1 added" in out[0]

    res = tail("nothing.here")
    assert res.returncode == 2 and "no stream carries" in res.stderr
