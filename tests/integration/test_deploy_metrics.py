"""The deployment's contract with the running code: start every installed service the way its image
does (`changewire service NAME`, its own process, real Postgres and NATS from the fixtures), check the
probe endpoints, scrape /metrics, and assert that every metric a Grafana dashboard or an alert rule
references is exported by the service its name belongs to (histogram and counter suffixes handled).
Then SIGTERM each one and check it drains and exits 0 well within the Kubernetes grace period."""
from __future__ import annotations

import importlib.util
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import ModuleType

import pytest
from cw_testdata import load_module
import yaml
from prometheus_client.parser import text_string_to_metric_families

from changewire_common.embedded import free_port
from changewire_common.servicedef import installed_services

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 60.0


def load_generate() -> ModuleType:
    return load_module("changewire_deploy_generate", ROOT / "deploy" / "generate.py")


def exported_names(exposition: str) -> set[str]:
    """Every name a query may use for the families in a /metrics page (a counter family `x` is queried
    as `x_total`; a histogram `h` as `h_bucket`, `h_sum`, `h_count`). Families without samples yet
    (labelled metrics nobody incremented) count: they are declared and will appear."""
    suffixes = {"counter": ("_total", "_created"), "histogram": ("_bucket", "_sum", "_count", "_created"),
                "summary": ("_sum", "_count", "_created"), "gaugehistogram": ("_bucket", "_gsum", "_gcount")}
    names: set[str] = set()
    for fam in text_string_to_metric_families(exposition):
        names.add(fam.name)
        names.update(fam.name + s for s in suffixes.get(fam.type, ()))
        names.update(s.name for s in fam.samples)
    return names


def test_exported_names_handles_suffixes() -> None:
    text = ("# HELP a_total x\n# TYPE a_total counter\na_total 1.0\n"
            "# HELP h_seconds x\n# TYPE h_seconds histogram\n"
            "# HELP g_events x\n# TYPE g_events gauge\ng_events{consumer=\"c\"} 2.0\n")
    names = exported_names(text)
    assert {"a_total", "h_seconds_bucket", "h_seconds_count", "h_seconds_sum", "g_events"} <= names
    assert "h_seconds_total" not in names


def _get(url: str, timeout: float = 2.0) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:  # noqa: S310 - loopback only
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def _grace_s(service: str) -> float:
    for doc in yaml.safe_load_all((ROOT / "deploy" / "k8s" / "base" / f"{service}.yaml").read_text()):
        if doc and doc["kind"] == "Deployment":
            return float(doc["spec"]["template"]["spec"]["terminationGracePeriodSeconds"])
    raise AssertionError(f"no Deployment for {service}")


def test_every_referenced_metric_is_exported_by_its_service(db_url: str, nats_url: str, nats_prefix: str,
                                                          tmp_path: Path) -> None:
    gen = load_generate()
    services = sorted(installed_services())
    assert services, "no service installed"
    base_env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    procs: dict[str, tuple[subprocess.Popen[bytes], int, Path]] = {}
    loop = "uvloop" if importlib.util.find_spec("uvloop") else "asyncio"
    try:
        for name in services:
            port = free_port()
            log = tmp_path / f"{name}.log"
            env = {
                **base_env,
                "CHANGEWIRE_DATABASE_URL": db_url, "CHANGEWIRE_NATS_URL": nats_url,
                "CHANGEWIRE_NATS_PREFIX": nats_prefix, "CHANGEWIRE_METRICS_HOST": "127.0.0.1",
                "CHANGEWIRE_METRICS_PORT": str(port), "CHANGEWIRE_DATA_DIR": str(tmp_path / name),
                "CHANGEWIRE_LOG_FORMAT": "text",
                # belt and braces: no name resolves to anything but a closed loopback port
                "CHANGEWIRE_CONNECT_TO": "nothing.invalid=127.0.0.1:9",
            }
            with open(log, "wb") as out:
                proc = subprocess.Popen([sys.executable, "-m", "changewire_common.cli", "service", name], env=env,
                                        stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
            procs[name] = (proc, port, log)

        exported: dict[str, set[str]] = {}
        deadline = time.monotonic() + START_TIMEOUT_S
        for name, (proc, port, log) in procs.items():
            while True:
                if proc.poll() is not None:
                    pytest.fail(f"{name} exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
                try:
                    status, body = _get(f"http://127.0.0.1:{port}/readyz")
                except OSError:
                    status, body = 0, ""
                if status == 200:
                    break
                if time.monotonic() > deadline:
                    pytest.fail(f"{name} not ready after {START_TIMEOUT_S}s ({status} {body}):\n{log.read_text()[-3000:]}")
                time.sleep(0.2)
            assert _get(f"http://127.0.0.1:{port}/healthz")[0] == 200, name
            # CHANGEWIRE_EVENT_LOOP=auto: a service process runs on uvloop wherever it is installed
            assert f"{name} started: " in log.read_text() and f"event loop {loop}" in log.read_text(), name
            status, text = _get(f"http://127.0.0.1:{port}/metrics")
            assert status == 200, name
            exported[name] = exported_names(text)

        missing: dict[str, list[str]] = {}
        not_installed: set[str] = set()
        for metric, where in sorted(gen.referenced_metrics().items()):
            if not metric.startswith("changewire_"):
                continue  # Prometheus' own (`up`)
            service = metric.split("_")[1]
            if service not in exported:
                if service not in gen.SERVICES:
                    missing.setdefault("<no such service>", []).append(metric)
                else:
                    not_installed.add(service)
                continue
            if metric not in exported[service]:
                missing.setdefault(service, []).append(f"{metric}  (used by {sorted(where)[0]})")
        assert not missing, "metrics referenced by dashboards/alerts but not exported:\n" + "\n".join(
            f"  {svc}:\n    " + "\n    ".join(names) for svc, names in sorted(missing.items()))
        assert not not_installed, f"referenced services that are not installed: {sorted(not_installed)}"
    finally:
        # graceful stop, as Kubernetes does: SIGTERM, then the grace period
        for name, (proc, _, log) in procs.items():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for name, (proc, _, log) in procs.items():
            t0 = time.monotonic()
            grace = _grace_s(name)
            try:
                rc = proc.wait(timeout=min(grace, 90))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                pytest.fail(f"{name} did not stop within {min(grace, 90)}s of SIGTERM:\n{log.read_text()[-3000:]}")
            assert rc == 0, f"{name} exited {rc} after SIGTERM:\n{log.read_text()[-3000:]}"
            assert time.monotonic() - t0 < grace
