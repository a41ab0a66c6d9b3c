"""`changewire fetch` and `changewire run-sensor` as a user runs them (subprocesses, real servers)."""
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

pytestmark = pytest.mark.integration

S: Any = load_module("fetcher_sites", "data/fetcher/sites.py")

CLI = str(Path(sys.executable).parent / "changewire")


@pytest.fixture
async def site() -> AsyncIterator[Any]:
    s = await S.HostileSite().start()
    yield s
    await s.stop()


def _env(site: Any, **env: str) -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    e.update({"CHANGEWIRE_CONNECT_TO": f"*.com=127.0.0.2:{site.port},acme.com=127.0.0.2:{site.port}",
              "CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.2/32", "CHANGEWIRE_HTTP_RETRIES": "0",
              "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "3"})
    e.update(env)
    return e


async def subprocess_cli(site: Any, *args: str, **env: str) -> tuple[int, str, str]:
    """The real `changewire` executable."""
    p = await asyncio.create_subprocess_exec(CLI, *args, env=_env(site, **env), stdout=asyncio.subprocess.PIPE,
                                             stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(p.communicate(), 60)
    return p.returncode or 0, out.decode(), err.decode()


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Any:
    """`changewire.main(argv)` in a worker thread (its own event loop), env and output captured."""
    from changewire_common.cli import main

    async def run(site: Any, *args: str, **env: str) -> tuple[int, str, str]:
        for k in [k for k in os.environ if k.startswith("CHANGEWIRE_")]:
            monkeypatch.delenv(k)
        for k, v in _env(site, **env).items():
            if k.startswith("CHANGEWIRE_"):
                monkeypatch.setenv(k, v)
        capsys.readouterr()
        rc = await asyncio.to_thread(main, list(args))
        out, err = capsys.readouterr()
        return rc, out, err

    return run


async def test_fetch_json_keys_and_exit_codes(site: Any, cli: Any) -> None:
    rc, out, _ = await subprocess_cli(site, "fetch", "http://acme.com/ok", "--json")
    assert rc == 0
    got = json.loads(out)
    assert list(got) == ["outcome", "status", "failure_class", "final_url", "bytes", "content_type", "elapsed_ms"]
    assert got["outcome"] == "ok" and got["status"] == 200 and got["failure_class"] is None
    assert got["final_url"] == "http://acme.com/ok" and got["bytes"] > 0 and got["content_type"] == "text/html"
    rc, out, _ = await cli(site, "fetch", "http://acme.com/ok", "--etag", '"v1"', "--json")
    assert rc == 0 and json.loads(out)["outcome"] == "not_modified" and json.loads(out)["status"] == 304
    # a failed fetch is data: exit 0
    rc, out, _ = await cli(site, "fetch", "http://acme.com/private/x", "--json")
    assert rc == 0 and json.loads(out)["failure_class"] == "ROBOTS"
    rc, out, _ = await cli(site, "fetch", "http://acme.com/redirect?to=http://127.0.0.1/", "--json")
    assert rc == 0 and json.loads(out)["failure_class"] == "BLOCKED_DESTINATION"
    # a redirect into a disallowed path is refused before the hop is requested
    rc, out, _ = await cli(site, "fetch", "http://acme.com/redirect?to=/private/y", "--json")
    got = json.loads(out)
    assert rc == 0 and (got["outcome"], got["failure_class"]) == ("failed", "ROBOTS")
    assert got["final_url"] == "http://acme.com/private/y"
    # usage errors: exit 2
    rc, _, err = await cli(site, "fetch", "ftp://acme.com/x")
    assert rc == 2 and "http(s) URL" in err
    rc, _, err = await cli(site, "fetch", "http://acme.com/ok", CHANGEWIRE_CONNECT_TO="nonsense")
    assert rc == 2 and "CHANGEWIRE_CONNECT_TO" in err
    assert site.paths().count("/private/x") == 0 and site.paths().count("/private/y") == 0


async def test_run_sensor(site: Any, pool: Any, db_url: str, tmp_path: Path, cli: Any) -> None:
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme-cli') RETURNING company_id")
    sid = await pool.fetchval("INSERT INTO sensors (company_id, surface, url, domain, status) "
                              "VALUES ($1, 'careers', 'http://acme.com/ok', 'acme.com', 'active') RETURNING sensor_id", cid)
    env = {"CHANGEWIRE_DATABASE_URL": db_url, "CHANGEWIRE_DATA_DIR": str(tmp_path)}
    rc, out, err = await cli(site, "run-sensor", str(sid), "--json", **env)
    assert rc == 0, err
    got = json.loads(out)
    assert got["state"] == "written" and got["outcome"] == "ok" and got["run_seq"] == 1
    assert got["event"] == "observation.fetched.ok" and "differ" in got
    row = await pool.fetchrow("SELECT run_seq, run_open, etag FROM sensors WHERE sensor_id = $1", sid)
    assert row["run_seq"] == 1 and row["run_open"] and row["etag"] == '"v1"'
    # the run is open (the scheduler closes it): a second run-sensor needs --force
    rc, _, err = await cli(site, "run-sensor", str(sid), **env)
    assert rc == 1 and "--force" in err
    rc, out, err = await cli(site, "run-sensor", "http://acme.com/ok", "--force", **env)
    assert rc == 0, err
    assert "not_modified" in out and "run 2" in out
    assert await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = $1", sid) == 2
    # a URL that is no sensor is fetched like `changewire fetch`
    rc, out, _ = await cli(site, "run-sensor", "http://other.com/ok", "--json", **env)
    assert rc == 0 and json.loads(out)["outcome"] == "ok"
    rc, _, err = await cli(site, "run-sensor", "999999", **env)
    assert rc == 1 and "no sensor" in err
