"""deploy/prometheus and deploy/grafana: every rule and dashboard expression parses as PromQL
(promql-parser; also `promtool check rules` when installed), generated files are current, every
alert has a runbook entry in docs/operations.md, dashboards are well-formed Grafana JSON, and the
referenced metrics follow the naming rules (changewire_<service>_<what>_<unit>, no URL/sensor labels).
Whether running services export those metrics is tests/integration/test_deploy_metrics.py."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from cw_testdata import load_module
import yaml

ROOT = Path(__file__).resolve().parents[3]
DEPLOY = ROOT / "deploy"
OPERATIONS = ROOT / "docs" / "operations.md"
REQUIRED_ALERTS = {
    "ChangewireOutboxStuck",  # outbox age
    "ChangewireConsumerLagGrowing",
    "ChangewireDeadLetters",
    "ChangewireDueBacklog",
    "ChangewireFetchFailureRatioSpike",
    "ChangewireSchedulerHeartbeatMissing",
    "ChangewireSSRFDenialsSpike",
}
REQUIRED_DASHBOARDS = {"changewire-overview", "changewire-fetcher", "changewire-differ", "changewire-scheduler",
                       "changewire-outbox-nats"}


def load_generate() -> ModuleType:
    return load_module("changewire_deploy_generate", DEPLOY / "generate.py")


gen = load_generate()


def rules() -> list[dict[str, Any]]:
    return [r for g in gen.rule_groups() for r in g["rules"]]


def alerts() -> dict[str, dict[str, Any]]:
    return {r["alert"]: r for r in rules() if "alert" in r}


def dashboards() -> dict[str, dict[str, Any]]:
    return {p.stem: json.loads(p.read_text()) for p in sorted((DEPLOY / "grafana" / "dashboards").glob("*.json"))}


def github_anchors(markdown: str) -> set[str]:
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    out = set()
    for line in markdown.splitlines():
        if m := re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line):
            slug = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower()).replace(" ", "-")
            out.add(slug)
    return out


# ---------------------------------------------------------------- generated files


def test_generated_files_are_current() -> None:
    stale = [str(p) for p, text in gen.outputs().items() if not p.exists() or p.read_text() != text]
    assert not stale, f"run `python deploy/generate.py`: {stale}"


def test_prometheus_rule_carries_the_rule_file_groups() -> None:
    pr = yaml.safe_load((DEPLOY / "k8s" / "components" / "monitoring" / "prometheusrule.yaml").read_text())
    assert pr["kind"] == "PrometheusRule"
    assert pr["spec"]["groups"] == gen.rule_groups()


# ---------------------------------------------------------------- rules


def test_every_rule_expression_parses_and_names_checkable_metrics() -> None:
    problems = []
    for r in rules():
        try:
            gen.selector_names(r["expr"])
        except ValueError as exc:
            problems.append(f"{r.get('alert') or r.get('record')}: {exc}")
    assert not problems, "\n".join(problems)


def test_parser_rejects_bad_promql_and_unexpandable_name_regexes() -> None:
    with pytest.raises(ValueError):
        gen.selector_names("sum(rate(foo[5m])")
    with pytest.raises(ValueError):
        gen.selector_names('{__name__=~"changewire_.+_ready"}')
    assert gen.selector_names('max({__name__=~"changewire_(a|b)_ready"}) > 0 and on() up') == {
        "changewire_a_ready", "changewire_b_ready", "up"}


def test_promtool_checks_the_rules_when_installed() -> None:
    promtool = shutil.which("promtool")
    if promtool is None:
        pytest.skip("promtool not installed (Debian package prometheus); promql-parser checked the expressions")
    for path in (DEPLOY / "prometheus" / "rules").glob("*.yml"):
        proc = subprocess.run([promtool, "check", "rules", str(path)], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stdout + proc.stderr


def test_required_alerts_exist() -> None:
    assert REQUIRED_ALERTS <= set(alerts())


def test_recording_rules_follow_the_level_metric_operation_convention() -> None:
    for r in rules():
        if "record" in r:
            assert re.fullmatch(r"changewire:[a-z0-9_]+:[a-z0-9_]+", r["record"]), r["record"]


@pytest.mark.parametrize("name", sorted(alerts()))
def test_alert_has_severity_annotations_and_a_runbook(name: str) -> None:
    rule = alerts()[name]
    assert rule["labels"]["severity"] in ("warning", "critical")
    ann = rule["annotations"]
    assert ann["summary"] and ann["description"]
    anchor = ann["runbook_url"].rsplit("#", 1)[1]
    assert anchor == name.lower()
    assert ann["runbook_url"].split("#")[0].endswith("docs/operations.md")
    text = OPERATIONS.read_text()
    assert anchor in github_anchors(text), f"docs/operations.md has no heading for {name}"
    # the runbook entry says what it means and what to do
    section = text.split(f"### {name}", 1)[1].split("\n### ", 1)[0]
    assert "**Means**" in section and "**Do**" in section, f"runbook for {name} lacks Means/Do"


def test_operations_guide_covers_deploy_scale_and_upgrade() -> None:
    anchors = github_anchors(OPERATIONS.read_text())
    for topic in ("deploy", "scale", "upgrade-with-migrations", "alerts-and-runbooks"):
        assert any(a == topic or a.endswith(topic) or a.startswith(topic) for a in anchors), topic


# ---------------------------------------------------------------- dashboards


def test_required_dashboards_exist_with_unique_uids() -> None:
    uids = [d["uid"] for d in dashboards().values()]
    assert len(uids) == len(set(uids))
    assert REQUIRED_DASHBOARDS <= set(uids)


@pytest.mark.parametrize("name", sorted(dashboards()))
def test_dashboard_is_well_formed(name: str) -> None:
    d = dashboards()[name]
    assert d["title"] and d["schemaVersion"] >= 36 and "changewire" in d["tags"]
    variables = {v["name"]: v for v in d["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource" and variables["datasource"]["query"] == "prometheus"
    ids = [p["id"] for p in d["panels"]]
    assert len(ids) == len(set(ids))
    cells: set[tuple[int, int]] = set()
    for p in d["panels"]:
        g = p["gridPos"]
        assert 0 <= g["x"] and g["x"] + g["w"] <= 24 and g["h"] > 0, p["title"]
        area = {(x, y) for x in range(g["x"], g["x"] + g["w"]) for y in range(g["y"], g["y"] + g["h"])}
        assert not area & cells, f"{name}: panel {p['title']!r} overlaps another"
        cells |= area
        if p["type"] == "row":
            continue
        assert p["datasource"] == {"type": "prometheus", "uid": "${datasource}"}, p["title"]
        assert p["targets"], p["title"]
        for t in p["targets"]:
            assert t["datasource"]["uid"] == "${datasource}"
            gen.selector_names(gen.promql_for_parsing(t["expr"]))  # raises on bad PromQL


def test_dashboards_and_alerts_reference_only_defined_recording_rules() -> None:
    undefined = sorted(k for k in gen.referenced_metrics() if k.startswith("<undefined>"))
    assert not undefined


def test_referenced_metrics_follow_the_naming_rules() -> None:
    services = "|".join(gen.SERVICES)
    for name in gen.referenced_metrics():
        if not name.startswith("changewire"):
            assert name == "up", f"unexpected non-changewire metric {name}"
            continue
        assert re.fullmatch(rf"changewire_({services})_[a-z0-9]+(_[a-z0-9]+)*", name), name


def test_no_url_or_sensor_id_labels_in_queries() -> None:
    exprs = [r["expr"] for r in rules()] + [t["expr"] for d in dashboards().values() for p in d["panels"]
                                            for t in p.get("targets", [])]
    for e in exprs:
        assert not re.search(r"\b(url|sensor_id|company_id|host)\b", e), e
