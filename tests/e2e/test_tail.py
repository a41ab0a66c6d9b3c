"""`changewire tail` as a downstream consumer would run it: the real CLI in a subprocess against a real
nats-server — filters, --json, --from-start, --since, --durable resume, new-only by default."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from datetime import UTC, datetime

import pytest
from changewire_common.bus import connect_nats, provision
from changewire_common.cli_core import tail_filter
from changewire_common.events import (
    ChangeDetected,
    Delta,
    JobRef,
    PriceChange,
    SnapshotStored,
    encode,
)
from changewire_common.naming import Naming

pytestmark = pytest.mark.e2e


def change(i: int, surface: str = "careers", significance: str = "major") -> ChangeDetected:
    now = datetime.now(UTC)
    delta = (Delta(jobs_added=[JobRef(title=f"Engineer {i}", location="Berlin")]) if surface == "careers"
             else Delta(price_changes=[PriceChange(plan="Pro", before="$49", after=f"${50 + i}")]))
    return ChangeDetected(change_id=i, sensor_id=100 + i, company_id=7, company_name="Northwind Analytics",
                          surface=surface, url=f"http://northwind.test/{surface}", significance=significance,
                          kind="jobs_added" if surface == "careers" else "price_change", delta=delta,
                          summary=f"change number {i}", snapshot_after_id=1000 + i, detected_at=now)


async def publish(nats_url: str, naming: Naming, events: list[object]) -> None:
    nc = await connect_nats(nats_url, attempts=3)
    try:
        js = nc.jetstream()
        for e in events:
            await js.publish(naming.subject(e.subject()), encode(e), headers={"Nats-Msg-Id": e.event_id})  # type: ignore[attr-defined]
    finally:
        await nc.close()


def tail(nats_url: str, prefix: str, *args: str, timeout: float = 30.0) -> list[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({"CHANGEWIRE_NATS_URL": nats_url, "CHANGEWIRE_NATS_PREFIX": prefix, "CHANGEWIRE_DATA_DIR": "/nonexistent"})
    out = subprocess.run([sys.executable, "-m", "changewire_common.cli", "tail", *args], env=env, capture_output=True,
                         timeout=timeout, text=True)
    assert out.returncode == 0, out.stderr
    return [line for line in out.stdout.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def stream(nats_url: str, nats_prefix: str) -> tuple[list[ChangeDetected], float, list[ChangeDetected]]:
    """Two batches of change.detected 1.5 s apart (for --since), plus one snapshot.stored event."""
    naming = Naming(nats_prefix)

    async def setup() -> tuple[list[ChangeDetected], float, list[ChangeDetected]]:
        nc = await connect_nats(nats_url, attempts=3)
        await provision(nc.jetstream(), naming)
        await nc.close()
        first = [change(1), change(2, "pricing", "meaningful"), change(3, "careers", "meaningful")]
        await publish(nats_url, naming, [*first, SnapshotStored(sensor_id=1, run_seq=1, observation_id=1, result="changed")])
        await asyncio.sleep(1.5)
        t = time.time()
        await asyncio.sleep(0.2)
        second = [change(4), change(5, "pricing", "major")]
        await publish(nats_url, naming, second)
        return first, t, second

    return asyncio.run(setup())


def test_tail_filter_table() -> None:
    assert tail_filter("change.detected") == "change.detected.>"
    assert tail_filter("change.detected.careers") == "change.detected.careers.>"
    assert tail_filter("change.detected.careers.major") == "change.detected.careers.major"
    assert tail_filter("snapshot.stored.changed") == "snapshot.stored.changed"
    assert tail_filter("sensor.due") == "sensor.due"
    with pytest.raises(ValueError):
        tail_filter("nothing.here")


def test_from_start_json_replays_everything_in_order(stream, nats_url: str, nats_prefix: str) -> None:
    first, _, second = stream
    lines = tail(nats_url, nats_prefix, "change.detected", "--from-start", "--json", "--count", "5")
    docs = [json.loads(x) for x in lines]
    assert [d["change_id"] for d in docs] == [e.change_id for e in first + second]
    assert docs[0]["subject"] == "change.detected.careers.major"
    assert docs[0]["delta"]["jobs_added"][0]["title"] == "Engineer 1"


def test_subject_filters(stream, nats_url: str, nats_prefix: str) -> None:
    lines = tail(nats_url, nats_prefix, "change.detected.careers.major", "--from-start", "--json", "--idle-exit", "2")
    assert [json.loads(x)["change_id"] for x in lines] == [1, 4]
    lines = tail(nats_url, nats_prefix, "change.detected.*.major", "--from-start", "--json", "--idle-exit", "2")
    assert [json.loads(x)["change_id"] for x in lines] == [1, 4, 5]
    lines = tail(nats_url, nats_prefix, "change.detected.pricing", "--from-start", "--json", "--idle-exit", "2")
    assert [json.loads(x)["change_id"] for x in lines] == [2, 5]
    lines = tail(nats_url, nats_prefix, "snapshot.stored.changed", "--from-start", "--json", "--idle-exit", "2")
    assert [json.loads(x)["result"] for x in lines] == ["changed"]


def test_since_starts_at_a_time(stream, nats_url: str, nats_prefix: str) -> None:
    _, t, second = stream
    since = datetime.fromtimestamp(t, UTC).isoformat()
    lines = tail(nats_url, nats_prefix, "change.detected", "--since", since, "--json", "--idle-exit", "2")
    assert [json.loads(x)["change_id"] for x in lines] == [e.change_id for e in second]
    lines = tail(nats_url, nats_prefix, "change.detected", "--since", "1h", "--json", "--idle-exit", "2")
    assert len(lines) == 5


def test_human_lines(stream, nats_url: str, nats_prefix: str) -> None:
    lines = tail(nats_url, nats_prefix, "change.detected", "--from-start", "--count", "1")
    assert "Northwind Analytics" in lines[0] and "careers" in lines[0] and "major" in lines[0]
    assert "change number 1" in lines[0]


def test_durable_resumes_where_it_left_off(stream, nats_url: str, nats_prefix: str) -> None:
    a = tail(nats_url, nats_prefix, "change.detected", "--from-start", "--durable", "crm-sync", "--json", "--count", "2")
    b = tail(nats_url, nats_prefix, "change.detected", "--from-start", "--durable", "crm-sync", "--json", "--count", "3")
    assert [json.loads(x)["change_id"] for x in a] == [1, 2]
    assert [json.loads(x)["change_id"] for x in b] == [3, 4, 5]
    c = tail(nats_url, nats_prefix, "change.detected", "--durable", "crm-sync", "--json", "--idle-exit", "2")
    assert c == []


def test_default_follows_only_new_events(stream, nats_url: str, nats_prefix: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update({"CHANGEWIRE_NATS_URL": nats_url, "CHANGEWIRE_NATS_PREFIX": nats_prefix})
    proc = subprocess.Popen([sys.executable, "-m", "changewire_common.cli", "tail", "change.detected", "--json",
                             "--count", "1"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(2.5)  # let it create its consumer
        asyncio.run(publish(nats_url, Naming(nats_prefix), [change(6)]))
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert [json.loads(x)["change_id"] for x in out.splitlines()] == [6]
