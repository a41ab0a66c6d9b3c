"""`changewire schedule --once`, `changewire sensors`, `changewire stats` against real servers."""
from __future__ import annotations

import asyncio
import json

import pytest

from changewire_common.cli import main
from changewire_common.db import create_pool
from changewire_common.embedded import free_port
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration


def _seed(db_url: str) -> list[int]:
    async def run() -> list[int]:
        pool = await create_pool(db_url, attempts=3, max_size=2)
        try:
            ids = await seed_sensors(pool, 6, 3, prefix="cli")
            await pool.execute("UPDATE sensors SET status = 'failing', consecutive_failures = 3 WHERE sensor_id = $1",
                               ids[0])
            return ids
        finally:
            await pool.close()
    return asyncio.run(run())


def test_cli(fresh_db_url: str, nats_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
             tmp_path) -> None:  # noqa: ANN001
    monkeypatch.setenv("CHANGEWIRE_DATABASE_URL", fresh_db_url)
    monkeypatch.setenv("CHANGEWIRE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("CHANGEWIRE_NATS_URL", raising=False)
    ids = _seed(fresh_db_url)

    assert main(["schedule", "--once", "--dry-run", "--json"]) == 0
    dry = json.loads(capsys.readouterr().out)
    assert dry["dry_run"] and len(dry["would_claim"]) == 6

    monkeypatch.setenv("CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK", "1")
    assert main(["schedule", "--once"]) == 0
    out = capsys.readouterr().out
    assert out.count("claimed sensor") == 3 and "3 run(s) issued" in out
    assert main(["schedule", "--once", "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert len(second["claimed"]) == 3 and {c["run_seq"] for c in second["claimed"]} == {1}

    assert main(["sensors", "--json", "--status", "failing"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["sensor_id"] for r in rows] == [ids[0]] and rows[0]["consecutive_failures"] == 3
    assert main(["sensors", "--company", "cli-1"]) == 0
    text = capsys.readouterr().out
    assert "cli-1" in text and "in flight" in text and text.count("https://d1-cli.test/") == 2
    assert main(["sensors", "--surface", "pricing"]) == 0
    assert "no sensors match" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["sensors", "--status", "sleeping"])
    capsys.readouterr()

    # no NATS configured: the lag part is skipped, the rest prints
    assert main(["stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["sensors_by_status"] == {"active": 5, "failing": 1}
    assert stats["due"]["in_flight"] == 6 and stats["due"]["backlog"] == 0
    assert stats["outbox"]["backlog"] == 6 and "error" in stats["consumers"]
    assert stats["crawl_runs_last_hour"]["claimed"] == 6

    monkeypatch.setenv("CHANGEWIRE_NATS_URL", f"nats://127.0.0.1:{free_port()}")
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "consumer lag:             skipped (NATS unreachable" in text and "sensors (6)" in text

    monkeypatch.setenv("CHANGEWIRE_NATS_URL", nats_url)
    assert main(["stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert set(stats["consumers"]) >= {"scheduler-observation-fetched", "scheduler-snapshot-stored"}


def test_bad_settings_exit_2(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CHANGEWIRE_DATABASE_URL", "postgresql://127.0.0.1:1/x")
    monkeypatch.setenv("CHANGEWIRE_SCHEDULER_CLAIM_BATCH", "lots")
    assert main(["schedule", "--once"]) == 2
    assert "CHANGEWIRE_SCHEDULER_CLAIM_BATCH" in capsys.readouterr().err
