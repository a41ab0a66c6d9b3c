"""`changewire service NAME` with bad settings: exit code 2 and one message naming every bad variable."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

CHANGEWIRE = str(Path(sys.executable).parent / "changewire")


def _run(args: list[str], extra: dict[str, str]) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    env.update(extra)
    return subprocess.run([CHANGEWIRE, *args], env=env, capture_output=True, text=True, timeout=60)


def test_service_with_bad_settings_exits_2_naming_every_variable() -> None:
    bad = {
        "CHANGEWIRE_DB_POOL_MAX": "ten",
        "CHANGEWIRE_LOG_FORMAT": "xml",
        "CHANGEWIRE_FETCHER_METRICS_PORT": "99999",
        "CHANGEWIRE_DATABASE_URL": "mysql://db",
        "CHANGEWIRE_OUTBOX_RELAY": "sometimes",
    }
    res = _run(["service", "fetcher"], bad)
    assert res.returncode == 2, res.stderr
    assert "Traceback" not in res.stderr
    assert res.stderr.count("invalid settings") == 1
    for var in bad:
        assert var + ":" in res.stderr, (var, res.stderr)


def test_unknown_service_is_a_usage_error() -> None:
    res = _run(["service", "nosuchservice"], {})
    assert res.returncode == 2
    assert "unknown service 'nosuchservice'" in res.stderr


def test_commands_need_servers_named_when_nothing_runs(tmp_path: Path) -> None:
    res = _run(["migrate"], {"CHANGEWIRE_DATA_DIR": str(tmp_path)})
    assert res.returncode == 2
    assert "CHANGEWIRE_DATABASE_URL is not set" in res.stderr
