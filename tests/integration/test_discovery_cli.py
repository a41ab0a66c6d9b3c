"""`changewire discover URL [--json]`: a dry run against the fixture internet that writes nothing; and
`companies add/import` + `onboard` (one active job per company, event through the outbox)."""
from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from changewire_discovery.fixture_internet import FixtureInternet

pytestmark = pytest.mark.integration

DATA = Path(__file__).resolve().parent.parent / "data" / "discovery"
CLI = [sys.executable, "-m", "changewire_common.cli"]


@pytest.fixture
async def net() -> AsyncIterator[FixtureInternet]:
    n = await FixtureInternet(DATA / "sites.json").start()
    yield n
    await n.stop()


async def run_cli(*args: str, env: dict[str, str]) -> tuple[int, str, str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    full.update(env)
    p = await asyncio.create_subprocess_exec(*CLI, *args, env=full, stdout=asyncio.subprocess.PIPE,
                                             stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(p.communicate(), 120)
    return int(p.returncode or 0), out.decode(), err.decode()


async def _counts(url: str) -> dict[str, int]:
    conn = await asyncpg.connect(url)
    try:
        return {t: int(await conn.fetchval(f"SELECT count(*) FROM {t}"))
                for t in ("companies", "sensors", "outbox", "domains", "queue_jobs")}
    finally:
        await conn.close()


async def test_discover_json_dry_run_writes_nothing(net: FixtureInternet, fresh_db_url: str) -> None:
    env = {"CHANGEWIRE_CONNECT_TO": net.connect_to(), "CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.2/32",
           "CHANGEWIRE_POLITENESS_SPACING_S": "0.05", "CHANGEWIRE_DATABASE_URL": fresh_db_url}
    before = await _counts(fresh_db_url)
    served0 = net.total
    code, out, err = await run_cli("discover", "http://acme-wp.test", "--json", env=env)
    assert code == 0, err
    doc = json.loads(out)
    assert set(doc) == {"company_url", "requests", "elapsed_ms", "surfaces"}
    assert doc["company_url"] == "http://acme-wp.test"
    assert doc["requests"] == net.total - served0 <= 25
    for s in doc["surfaces"]:
        assert set(s) == {"surface", "url", "method", "confidence", "verified", "selected"}
        assert isinstance(s["verified"], bool) and isinstance(s["selected"], bool) and 0 <= s["confidence"] <= 1
    selected = {s["surface"]: s for s in doc["surfaces"] if s["selected"]}
    assert selected["careers"]["url"] == "http://acme-wp.test/careers/"
    assert selected["jobs_board"]["method"] == "ats" and selected["jobs_board"]["verified"]
    assert await _counts(fresh_db_url) == before, "the dry run wrote to the database"

    code, out, _ = await run_cli("discover", "http://acme-wp.test", env=env)
    assert code == 0 and "careers" in out and "requests" in out
    code, _, err = await run_cli("discover", "ftp://nope", env=env)
    assert code == 2 and "unsupported scheme" in err


async def test_companies_and_onboard_commands(fresh_db_url: str, tmp_path: Path) -> None:
    env = {"CHANGEWIRE_DATABASE_URL": fresh_db_url}
    code, out, err = await run_cli("companies", "add", "Société Lumière", "--website", "lumiere.test", "--tier", "2",
                                   "--importance", "0.8", env=env)
    assert code == 0, err
    assert "societe-lumiere" in out
    code, _, err = await run_cli("companies", "add", "Société Lumière", "--website", "lumiere.test", env=env)
    assert code == 1 and "already exists" in err
    code, _, err = await run_cli("companies", "add", "Bad", "--tier", "9", env=env)
    assert code == 2
    csv = tmp_path / "companies.csv"
    csv.write_text("name,website,tier,importance\nAcme Widgets,http://acme-wp.test,1,0.9\nNordlys AS,nordlys.test,,\n")
    code, out, err = await run_cli("companies", "import", str(csv), env=env)
    assert code == 0 and "imported 2" in out, err
    bad = tmp_path / "bad.csv"
    bad.write_text("name,website,tier\nX,x.test,7\n")
    code, _, err = await run_cli("companies", "import", str(bad), env=env)
    assert code == 2 and "line 2" in err

    code, out, err = await run_cli("onboard", "--company", "societe-lumiere", env=env)
    assert code == 0 and "queued" in out, err
    code, out, err = await run_cli("onboard", "--company", "societe-lumiere", "--fetch-now", env=env)
    assert code == 0 and "already queued or running" in out, err
    code, out, err = await run_cli("onboard", "--file", str(csv), "--no-wait", env=env)
    assert code == 0 and out.count("queued") == 2, err
    code, _, err = await run_cli("onboard", "--company", "nope", env=env)
    assert code == 1
    # no discovery service runs here: progress stays "active"; not a terminal → plain lines, then a timeout
    code, out, err = await run_cli("onboard", "--file", str(csv), "--timeout", "1.5", env=env)
    assert code == 0, err
    assert "onboarding 2 companies: done 0 · active 2 · failed 0 · no_website 0" in out and "\r" not in out
    assert "stopped following" in out

    conn = await asyncpg.connect(fresh_db_url)
    try:
        jobs = await conn.fetch("SELECT company_id, status FROM queue_jobs")
        assert len(jobs) == 3 and {j["status"] for j in jobs} == {"queued"}
        events = await conn.fetch("SELECT subject FROM outbox")
        assert [e["subject"] for e in events] == ["company.onboard.requested"] * 3
        row = await conn.fetchrow("SELECT tier, importance, onboarding_status::text AS s FROM companies WHERE slug = 'acme-widgets'")
        assert row["tier"] == 1 and abs(row["importance"] - 0.9) < 1e-6 and row["s"] == "pending"
    finally:
        await conn.close()
