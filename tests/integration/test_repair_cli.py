"""`changewire repair` as a user runs it (a subprocess against real Postgres and the fixture sites)."""
from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.blobs import FileBlobStore

pytestmark = pytest.mark.integration

CLI = Path(sys.executable).parent / "changewire"


S: Any = load_module("repair_sites", "data/repair/sites.py")


@pytest.fixture
async def sites() -> AsyncIterator[Any]:
    s = S.Sites(S.scenario_hosts())
    await s.start()
    yield s
    await s.stop()


async def run_cli(env: dict[str, str], *args: str) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(str(CLI), "repair", *args, env=env, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 120)
    return int(proc.returncode or 0), out.decode(), err.decode()


def cli_env(db_url: str, tmp_path: Path, sites: Any) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update(CHANGEWIRE_DATABASE_URL=db_url, CHANGEWIRE_DATA_DIR=str(tmp_path),
               CHANGEWIRE_CONNECT_TO=sites.connect_to(), CHANGEWIRE_FETCH_ALLOW_CIDRS="127.0.0.2/32",
               CHANGEWIRE_POLITENESS_SPACING_S="0", CHANGEWIRE_LOG_LEVEL="ERROR")
    return env


async def test_dry_run_json_for_one_sensor_changes_nothing(pool: Any, sites: Any, tmp_path: Path,
                                                           db_url: str) -> None:
    sid = await S.seed(pool, FileBlobStore(tmp_path / "blobs"), url="http://replaced.test/careers", status="failing")
    code, out, err = await run_cli(cli_env(db_url, tmp_path, sites), "--dry-run", "--sensor", str(sid), "--json")
    assert code == 0, err
    reports = json.loads(out)
    assert [r["sensor_id"] for r in reports] == [sid]
    r = reports[0]
    assert r["decision"] == "review" and r["applied"] is False
    assert r["tried"][0]["role"] == "retry" and r["tried"][0]["url"] == "http://replaced.test/careers"
    assert {"url", "score"} <= set(r["candidates"][0])
    assert any(c["url"] == "http://replaced.test/careers" and c["score"] < 0.6 for c in r["candidates"])
    assert r["requests"] <= 6
    assert await pool.fetchval("SELECT config ? 'last_repair_at' FROM sensors WHERE sensor_id = $1", sid) is False
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0


async def test_sweep_once_prints_what_it_did(pool: Any, sites: Any, tmp_path: Path, db_url: str) -> None:
    await pool.execute("UPDATE sensors SET status = 'retired' WHERE status <> 'retired'")
    blobs = FileBlobStore(tmp_path / "blobs")
    moved = await S.seed(pool, blobs, url="http://moved.test/careers", status="redirected",
                         config={"redirect_url": "http://moved.test/about/careers"})
    back = await S.seed(pool, blobs, url="http://flaky.test/careers", status="stale")
    code, out, err = await run_cli(cli_env(db_url, tmp_path, sites))
    assert code == 0, err
    assert f"sensor {moved}" in out and f"sensor {back}" in out
    assert "decision: migrated → http://moved.test/about/careers" in out
    assert "decision: recovered" in out
    assert "2 sensor(s) attempted" in out
    assert await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", moved) == "retired"
    assert await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", back) == "active"
    # a second sweep right away finds nothing due
    code, out, _ = await run_cli(cli_env(db_url, tmp_path, sites), "--json")
    assert code == 0 and json.loads(out) == []


async def test_unknown_sensor_and_bad_arguments(pool: Any, sites: Any, tmp_path: Path, db_url: str) -> None:
    code, out, _ = await run_cli(cli_env(db_url, tmp_path, sites), "--sensor", "999999", "--json")
    assert code == 1 and json.loads(out)[0]["skipped"] == "no such sensor"
    code, _, err = await run_cli(cli_env(db_url, tmp_path, sites), "--sensor", "-3")
    assert code == 2 and "positive" in err
