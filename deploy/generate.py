#!/usr/bin/env python3
"""Generate the Grafana dashboards (deploy/grafana/dashboards/*.json) and the Prometheus Operator
PrometheusRule (deploy/k8s/components/monitoring/prometheusrule.yaml) from one description each.

    python deploy/generate.py           # write the files
    python deploy/generate.py --check   # exit 1 when a committed file differs from what this writes

The rule file deploy/prometheus/rules/changewire.rules.yml is the source of the PrometheusRule; the
dashboards are described below. Panels use `$datasource` (a Prometheus data-source variable) and
`$__rate_interval`; cross-service panels use the recording rules `changewire:*` of the rule file.
Only the standard library and PyYAML.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

DEPLOY = Path(__file__).resolve().parent
RULES = DEPLOY / "prometheus" / "rules" / "changewire.rules.yml"
PROMETHEUS_RULE = DEPLOY / "k8s" / "components" / "monitoring" / "prometheusrule.yaml"
DASHBOARDS = DEPLOY / "grafana" / "dashboards"

DS = {"type": "prometheus", "uid": "${datasource}"}
RI = "$__rate_interval"


# ---------------------------------------------------------------- dashboard description


@dataclass
class Target:
    expr: str
    legend: str = ""
    fmt: str = "time_series"


@dataclass
class Panel:
    title: str
    targets: list[Target]
    unit: str = "short"
    kind: str = "timeseries"
    width: int = 12
    height: int = 8
    description: str = ""
    stack: bool = False
    thresholds: list[tuple[float, str]] = field(default_factory=list)


@dataclass
class Row:
    title: str
    panels: list[Panel]


@dataclass
class Dashboard:
    uid: str
    title: str
    description: str
    rows: list[Row]


def t(expr: str, legend: str = "") -> Target:
    return Target(" ".join(expr.split()), legend)


def quantiles(metric_bucket: str, by: str = "", qs: tuple[float, ...] = (0.5, 0.95, 0.99), label: str = "") -> list[Target]:
    group = f"le, {by}" if by else "le"
    out = []
    for q in qs:
        legend = f"p{int(q * 100)}" + (f" {label}" if label else "")
        out.append(t(f"histogram_quantile({q}, sum by ({group}) (rate({metric_bucket}[{RI}])))", legend))
    return out


def queue_row(service: str, consumers: str) -> Row:
    """The backbone panels of one service: its consumers' lag, dispositions, latency, failures."""
    p = f"changewire_{service}"
    return Row(f"Queue ({consumers})", [
        Panel("Consumer lag", [
            t(f"max by (consumer) ({p}_consumer_pending_messages)", "pending {{consumer}}"),
            t(f"max by (consumer) ({p}_consumer_ack_pending_messages)", "ack pending {{consumer}}"),
        ], description="Messages not yet delivered, and delivered but not acked (read from NATS; every replica "
                       "reports the same numbers, hence max)."),
        Panel("Dispositions", [t(f"sum by (consumer, outcome) (rate({p}_messages_handled_total[{RI}]))",
                                 "{{consumer}} {{outcome}}")], unit="ops"),
        Panel("Handler latency", quantiles(f"{p}_handler_duration_seconds_bucket", "consumer", (0.5, 0.95),
                                           "{{consumer}}"), unit="s"),
        Panel("Redeliveries, duplicates, dead letters", [
            t(f"sum by (consumer) (rate({p}_redeliveries_total[{RI}]))", "redelivered {{consumer}}"),
            t(f"sum by (consumer) (rate({p}_duplicates_skipped_total[{RI}]))", "duplicate {{consumer}}"),
            t(f"sum by (consumer) (rate({p}_dead_letters_total[{RI}]))", "dead letter {{consumer}}"),
        ], unit="ops"),
    ])


OVERVIEW = Dashboard(
    "changewire-overview", "changewire / Overview",
    "The whole pipeline at a glance: service health, queues, what was fetched and what changed.",
    [
        Row("Health", [
            Panel("Ready replicas", [t("changewire:ready_replicas:sum", "{{job}}")], kind="stat", width=8, height=5,
                  thresholds=[(0, "red"), (1, "green")]),
            Panel("Oldest unpublished outbox event", [t("changewire:outbox_oldest_unpublished_age_seconds:max")],
                  kind="stat", unit="s", width=4, height=5, thresholds=[(0, "green"), (60, "orange"), (300, "red")]),
            Panel("Scheduler heartbeat age", [t("time() - max(changewire_scheduler_last_tick_timestamp_seconds)")],
                  kind="stat", unit="s", width=4, height=5, thresholds=[(0, "green"), (60, "orange"), (180, "red")]),
            Panel("Dead letters (1 h)", [t("sum(changewire:dead_letters:increase1h) or vector(0)")], kind="stat",
                  width=4, height=5, thresholds=[(0, "green"), (1, "red")]),
            Panel("Fetch failure ratio (15 m)", [t("changewire:fetch_failure_ratio:rate15m")], kind="stat",
                  unit="percentunit", width=4, height=5, thresholds=[(0, "green"), (0.1, "orange"), (0.25, "red")]),
        ]),
        Row("Pipeline", [
            Panel("Messages handled by service", [t("sum by (job) (changewire:messages_handled:rate5m)", "{{job}}")],
                  unit="ops"),
            Panel("NAKs and dead letters", [
                t('sum by (job, outcome) (changewire:messages_handled:rate5m{outcome!="ack"})', "{{job}} {{outcome}}")],
                  unit="ops"),
            Panel("Consumer lag (pending)", [t("changewire:consumer_pending_messages:max", "{{consumer}}")],
                  description="KEDA scales each service on this lag."),
            Panel("Handler latency p95", [t("changewire:handler_duration_seconds:p95_5m", "{{consumer}}")], unit="s"),
        ]),
        Row("What it watches", [
            Panel("Fetches by outcome", [t(f"sum by (outcome) (rate(changewire_fetcher_fetches_total[{RI}]))",
                                           "{{outcome}}")], unit="ops", width=8, stack=True),
            Panel("Changes detected by significance", [
                t(f"sum by (significance) (rate(changewire_differ_changes_total[{RI}]))", "{{significance}}")],
                  unit="ops", width=8, stack=True),
            Panel("Detection latency (due → change.detected)",
                  quantiles("changewire_differ_detection_latency_seconds_bucket", qs=(0.5, 0.95)), unit="s", width=8),
            Panel("Due backlog", [t("max(changewire_scheduler_due_backlog_sensors)", "due, unclaimed")]),
            Panel("Oldest overdue sensor", [t("max(changewire_scheduler_oldest_overdue_age_seconds)", "age")],
                  unit="s"),
        ]),
        Row("Discovery and repair", [
            Panel("Companies onboarded by outcome", [
                t("sum by (outcome) (increase(changewire_discovery_companies_total[1h]))", "{{outcome}}")],
                  width=8, stack=True, description="Per hour."),
            Panel("Sensors created", [t(f"sum(rate(changewire_discovery_sensors_created_total[{RI}]))", "created/s")],
                  unit="ops", width=8),
            Panel("Repair attempts by decision", [
                t("sum by (decision) (increase(changewire_repair_attempts_total[1h]))", "{{decision}}")],
                  width=8, stack=True, description="Per hour: recovered, migrated, sent to review, ..."),
        ]),
    ],
)

FETCHER = Dashboard(
    "changewire-fetcher", "changewire / Fetcher",
    "Fetch outcomes, failure classes, latency, bytes, conditional-GET savings, politeness and SSRF denials.",
    [
        Row("Throughput", [
            Panel("Fetches by outcome", [t(f"sum by (outcome) (rate(changewire_fetcher_fetches_total[{RI}]))",
                                           "{{outcome}}")], unit="ops", stack=True),
            Panel("Failures by class", [
                t(f'sum by (failure_class) (rate(changewire_fetcher_fetches_total{{outcome="failed"}}[{RI}]))',
                  "{{failure_class}}")], unit="ops", stack=True),
            Panel("304 ratio (of ok + not modified)", [t(
                f'sum(rate(changewire_fetcher_fetches_total{{outcome="not_modified"}}[{RI}])) / '
                f'clamp_min(sum(rate(changewire_fetcher_fetches_total{{outcome=~"ok|not_modified"}}[{RI}])), 1e-9)',
                "304 ratio")], unit="percentunit", width=8),
            Panel("Bytes received", [t(f"sum(rate(changewire_fetcher_response_bytes_total[{RI}]))", "bytes/s")],
                  unit="Bps", width=8),
            Panel("HTTP requests by kind", [
                t(f"sum by (kind) (rate(changewire_fetcher_http_requests_total[{RI}]))", "{{kind}}")], unit="ops",
                  width=8, description="Requests on the wire: page fetches, robots.txt, redirect hops, retries."),
            Panel("Ready replicas", [t("sum(changewire_fetcher_ready)")], kind="stat", width=8, height=8,
                  thresholds=[(0, "red"), (1, "green")]),
        ]),
        Row("Latency", [
            Panel("Fetch latency", quantiles("changewire_fetcher_fetch_duration_seconds_bucket"), unit="s"),
            Panel("Fetch latency p95 by outcome",
                  quantiles("changewire_fetcher_fetch_duration_seconds_bucket", "outcome", (0.95,), "{{outcome}}"),
                  unit="s"),
            Panel("Run stages p95",
                  quantiles("changewire_fetcher_run_stage_duration_seconds_bucket", "stage", (0.95,), "{{stage}}"),
                  unit="s", description="Where a run's time goes besides the fetch: claim, politeness slot (waits "
                                        "included), blob (raw body stored by the blob workers), write (commit)."),
        ]),
        Row("Politeness and safety", [
            Panel("Politeness waits and skips", [
                t(f"sum by (reason) (rate(changewire_fetcher_politeness_wait_seconds_count[{RI}]))", "wait {{reason}}"),
                t(f"sum by (reason) (rate(changewire_fetcher_politeness_skips_total[{RI}]))", "skip {{reason}}"),
            ], unit="ops", width=8,
                  description="Runs that waited for their domain's slot, and runs ended `skipped` (slot too far, "
                              "budget, blocked_until) without a request."),
            Panel("Politeness wait", quantiles("changewire_fetcher_politeness_wait_seconds_bucket", qs=(0.5, 0.95)),
                  unit="s", width=8),
            Panel("SSRF denials by rule", [
                t(f"sum by (rule) (rate(changewire_fetcher_ssrf_denials_total[{RI}]))", "{{rule}}")], unit="ops",
                  width=8, description="Addresses refused by the SSRF check (private, loopback, metadata, ...)."),
        ]),
        queue_row("fetcher", "fetcher-sensor-due"),
    ],
)

DIFFER = Dashboard(
    "changewire-differ", "changewire / Differ",
    "Snapshot results, changes by surface and significance, and the end-to-end detection latency.",
    [
        Row("Results", [
            Panel("Snapshot results", [t(f"sum by (result) (rate(changewire_differ_results_total[{RI}]))",
                                         "{{result}}")], unit="ops", stack=True,
                  description="baseline, unchanged, noise, changed, failed: one per ok fetch."),
            Panel("Changes by significance", [
                t(f"sum by (significance) (rate(changewire_differ_changes_total[{RI}]))", "{{significance}}")],
                  unit="ops", stack=True),
            Panel("Changes by surface", [t(f"sum by (surface) (rate(changewire_differ_changes_total[{RI}]))",
                                           "{{surface}}")], unit="ops", stack=True),
            Panel("Parse failures by class", [
                t(f"sum by (failure_class) (rate(changewire_differ_parse_failures_total[{RI}]))", "{{failure_class}}")],
                  unit="ops", description="Bodies the differ could not use (PARSING, SCHEMA): snapshot.stored.failed."),
        ]),
        Row("Analysis", [
            Panel("Analysis time (normalise + extract + diff)",
                  quantiles("changewire_differ_analysis_duration_seconds_bucket", qs=(0.5, 0.95, 0.99)), unit="s",
                  width=8),
            Panel("Body size analysed", quantiles("changewire_differ_body_bytes_bucket", qs=(0.5, 0.95)),
                  unit="bytes", width=8),
            Panel("Guards and flip-flops", [
                t(f"sum by (guard) (rate(changewire_differ_guards_total[{RI}]))", "guard {{guard}}"),
                t(f"sum by (reported) (rate(changewire_differ_flapping_total[{RI}]))", "flapping reported={{reported}}"),
            ], unit="ops", width=8, description="Removals withheld because the extraction looked untrustworthy, and "
                                                "changes recognised as flip-flops."),
        ]),
        Row("Detection latency (sensor due → change.detected)", [
            Panel("Detection latency", quantiles("changewire_differ_detection_latency_seconds_bucket"), unit="s"),
            Panel("Detection latency distribution", [Target(
                f"sum by (le) (increase(changewire_differ_detection_latency_seconds_bucket[{RI}]))", "{{le}}",
                "heatmap")], kind="heatmap", unit="s"),
        ]),
        queue_row("differ", "differ-observation-fetched"),
    ],
)

SCHEDULER = Dashboard(
    "changewire-scheduler", "changewire / Scheduler",
    "Due backlog, claims, lease expiries, outcomes applied and the per-replica heartbeat.",
    [
        Row("Due work", [
            Panel("Due backlog", [t("max(changewire_scheduler_due_backlog_sensors)", "due, unclaimed")]),
            Panel("Oldest overdue sensor", [t("max(changewire_scheduler_oldest_overdue_age_seconds)", "age")],
                  unit="s"),
            Panel("Claims", [t(f"sum(rate(changewire_scheduler_claims_total[{RI}]))", "claimed/s")], unit="ops",
                  width=8),
            Panel("Lease expiries (re-issued runs)", [
                t(f"sum(rate(changewire_scheduler_leases_reissued_total[{RI}]))", "re-issued/s")], unit="ops", width=8,
                  description="Runs whose lease expired before an outcome arrived, claimed again with a new run_seq."),
            Panel("Heartbeat age per replica", [
                t("time() - changewire_scheduler_last_tick_timestamp_seconds", "{{instance}}")], unit="s", width=8,
                  description="Seconds since each scheduler replica finished a claim tick."),
        ]),
        Row("Outcomes", [
            Panel("Outcomes applied", [t(f"sum by (outcome) (rate(changewire_scheduler_outcomes_applied_total[{RI}]))",
                                         "{{outcome}}")], unit="ops", stack=True, width=8),
            Panel("Stale outcomes ignored", [
                t(f"sum by (reason) (rate(changewire_scheduler_outcomes_stale_total[{RI}]))", "{{reason}}")],
                  unit="ops", width=8, description="Late or duplicate outcomes of superseded runs: acked, no effect."),
            Panel("Tick duration", quantiles("changewire_scheduler_tick_duration_seconds_bucket", qs=(0.5, 0.95)),
                  unit="s", width=8),
        ]),
        queue_row("scheduler", "scheduler-observation-fetched, scheduler-snapshot-stored"),
    ],
)

OUTBOX = Dashboard(
    "changewire-outbox-nats", "changewire / Outbox and NATS",
    "The transactional outbox (one table, relayed by every process) and the JetStream consumers.",
    [
        Row("Outbox", [
            Panel("Unpublished events", [t("changewire:outbox_backlog_events:max", "backlog")], width=8),
            Panel("Oldest unpublished event", [t("changewire:outbox_oldest_unpublished_age_seconds:max", "age")],
                  unit="s", width=8, thresholds=[(0, "green"), (300, "red")]),
            Panel("Published by relay", [t("changewire:outbox_published:rate5m", "{{job}}")], unit="ops", width=8,
                  stack=True),
            Panel("Publish batch latency p95", [t("changewire:outbox_publish_batch_duration_seconds:p95_5m",
                                                  "{{job}}")], unit="s", width=24),
        ]),
        Row("JetStream consumers", [
            Panel("Pending (not yet delivered)", [t("changewire:consumer_pending_messages:max", "{{consumer}}")]),
            Panel("Ack pending (in flight)", [t("changewire:consumer_ack_pending_messages:max", "{{consumer}}")]),
            Panel("NAKs", [t('sum by (consumer) (changewire:messages_handled:rate5m{outcome="nak"})', "{{consumer}}")],
                  unit="ops", width=8),
            Panel("Redeliveries", [t("changewire:redeliveries:rate5m", "{{consumer}}")], unit="ops", width=8),
            Panel("Duplicates skipped", [t("changewire:duplicates_skipped:rate5m", "{{consumer}}")], unit="ops",
                  width=8),
            Panel("Dead letters (1 h)", [t("changewire:dead_letters:increase1h", "{{consumer}}")]),
            Panel("Handler latency p95", [t("changewire:handler_duration_seconds:p95_5m", "{{consumer}}")], unit="s"),
        ]),
    ],
)

ALL_DASHBOARDS = (OVERVIEW, FETCHER, DIFFER, SCHEDULER, OUTBOX)


# ---------------------------------------------------------------- rendering


def _panel_json(p: Panel, pid: int, x: int, y: int) -> dict[str, Any]:
    targets = [
        {"refId": chr(ord("A") + i), "datasource": DS, "expr": tg.expr, "legendFormat": tg.legend,
         "format": tg.fmt, "range": True, "instant": False}
        for i, tg in enumerate(p.targets)
    ]
    steps = [{"color": c, "value": None if i == 0 else v} for i, (v, c) in enumerate(p.thresholds)] or [
        {"color": "green", "value": None}]
    defaults: dict[str, Any] = {"unit": p.unit, "thresholds": {"mode": "absolute", "steps": steps}}
    panel: dict[str, Any] = {
        "id": pid, "type": p.kind, "title": p.title, "description": p.description, "datasource": DS,
        "gridPos": {"h": p.height, "w": p.width, "x": x, "y": y}, "targets": targets,
    }
    if p.kind == "timeseries":
        defaults["custom"] = {"drawStyle": "line", "lineWidth": 1, "fillOpacity": 10, "showPoints": "never",
                              "stacking": {"mode": "normal" if p.stack else "none", "group": "A"}}
        defaults["color"] = {"mode": "palette-classic"}
        panel["options"] = {"legend": {"displayMode": "list", "placement": "bottom", "showLegend": True},
                            "tooltip": {"mode": "multi", "sort": "desc"}}
    elif p.kind == "stat":
        defaults["color"] = {"mode": "thresholds"}
        panel["options"] = {"reduceOptions": {"calcs": ["lastNotNull"], "fields": "", "values": False},
                            "colorMode": "background", "graphMode": "none", "textMode": "auto",
                            "orientation": "auto", "justifyMode": "auto"}
        for tg in targets:
            tg["instant"], tg["range"] = True, False
    elif p.kind == "heatmap":
        panel["options"] = {"calculate": False, "yAxis": {"unit": p.unit}, "cellGap": 1,
                            "color": {"mode": "scheme", "scheme": "Oranges", "exponent": 0.5, "steps": 64},
                            "tooltip": {"mode": "single", "yHistogram": True}}
        panel["maxDataPoints"] = 60
    panel["fieldConfig"] = {"defaults": defaults, "overrides": []}
    return panel


def dashboard_json(d: Dashboard) -> dict[str, Any]:
    panels: list[dict[str, Any]] = []
    pid, y = 1, 0
    for row in d.rows:
        panels.append({"id": pid, "type": "row", "title": row.title, "collapsed": False,
                       "gridPos": {"h": 1, "w": 24, "x": 0, "y": y}, "panels": []})
        pid, y = pid + 1, y + 1
        x, row_h = 0, 0
        for p in row.panels:
            if x + p.width > 24:
                x, y, row_h = 0, y + row_h, 0
            panels.append(_panel_json(p, pid, x, y))
            pid, x, row_h = pid + 1, x + p.width, max(row_h, p.height)
        y += row_h
    return {
        "uid": d.uid, "title": d.title, "description": d.description, "tags": ["changewire"],
        "timezone": "utc", "editable": True, "graphTooltip": 1, "schemaVersion": 39, "version": 1,
        "time": {"from": "now-6h", "to": "now"}, "refresh": "30s", "fiscalYearStartMonth": 0, "liveNow": False,
        "annotations": {"list": []},
        "links": [{"title": "changewire", "type": "dashboards", "tags": ["changewire"], "asDropdown": True,
                   "includeVars": True, "keepTime": True}],
        "templating": {"list": [{
            "name": "datasource", "label": "Prometheus", "type": "datasource", "query": "prometheus",
            "current": {}, "hide": 0, "includeAll": False, "multi": False, "options": [], "refresh": 1, "regex": "",
        }]},
        "panels": panels,
    }


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _str)


def prometheus_rule_text() -> str:
    rules = yaml.safe_load(RULES.read_text())
    doc = {
        "apiVersion": "monitoring.coreos.com/v1",
        "kind": "PrometheusRule",
        "metadata": {
            "name": "changewire",
            # kube-prometheus-stack selects rules by its release label: set yours (docs/operations.md)
            "labels": {"app.kubernetes.io/name": "changewire", "release": "kube-prometheus-stack"},
        },
        "spec": {"groups": rules["groups"]},
    }
    head = ("# GENERATED by deploy/generate.py from deploy/prometheus/rules/changewire.rules.yml: edit that\n"
            "# file and re-run `python deploy/generate.py`.\n")
    return head + yaml.dump(doc, Dumper=_Dumper, sort_keys=False, width=100000, allow_unicode=True)


# ---------------------------------------------------------------- which metrics are referenced

SERVICES = ("discovery", "fetcher", "differ", "scheduler", "repair")
#: Grafana's built-in interval variables, replaced by a duration before parsing
_GRAFANA_INTERVALS = ("$__rate_interval", "${__rate_interval}", "$__interval", "${__interval}", "$__range",
                      "${__range}")
_NAME_ALTERNATION = re.compile(r"^(?P<pre>[a-zA-Z0-9_:]*)\((?P<alts>[a-zA-Z0-9_]+(?:\|[a-zA-Z0-9_]+)*)\)"
                               r"(?P<post>[a-zA-Z0-9_:]*)$")


def promql_for_parsing(expr: str) -> str:
    """A Grafana target expression with its variables replaced so it parses as plain PromQL."""
    for v in _GRAFANA_INTERVALS:
        expr = expr.replace(v, "5m")
    return re.sub(r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?", ".*", expr)


def selector_names(expr: str) -> set[str]:
    """Metric names a PromQL expression selects. A `__name__=~` matcher must be an explicit
    alternation (`changewire_(fetcher|differ)_x_total`) and is expanded; any other regex on the name
    raises ValueError, so every referenced name stays checkable. Raises ValueError on bad PromQL."""
    import promql_parser  # only the checks need it

    names: set[str] = set()
    problems: list[str] = []

    def visit(node: Any) -> bool:
        if isinstance(node, promql_parser.VectorSelector):
            if node.name:
                names.add(node.name)
            for m in node.matchers.matchers:
                if m.name != "__name__":
                    continue
                if m.op == promql_parser.MatchOp.Equal:
                    names.add(m.value)
                elif m.op == promql_parser.MatchOp.Re and (hit := _NAME_ALTERNATION.match(m.value)):
                    names.update(f"{hit['pre']}{a}{hit['post']}" for a in hit["alts"].split("|"))
                else:
                    problems.append(f"name matcher {m.name}{m.op}{m.value!r} cannot be checked: use an explicit "
                                    "alternation like changewire_(fetcher|differ)_x")
        return True

    try:
        ast = promql_parser.parse(expr)
    except Exception as exc:  # the binding raises plain exceptions for syntax errors
        raise ValueError(f"invalid PromQL {expr!r}: {exc}") from exc
    promql_parser.walk(ast, visit)
    if problems:
        raise ValueError("; ".join(problems))
    return names


def rule_groups() -> list[dict[str, Any]]:
    return list(yaml.safe_load(RULES.read_text())["groups"])


def referenced_metrics() -> dict[str, set[str]]:
    """Every metric name the dashboards and alert rules depend on → where it is used.

    Recording rules (`changewire:*`) are resolved to the names their expressions select; a reference
    to a recording rule the rule file does not define is reported under the key `<undefined>:NAME`.
    """
    recorded = {r["record"]: r["expr"] for g in rule_groups() for r in g["rules"] if "record" in r}
    uses: dict[str, set[str]] = {}

    def add(expr: str, where: str, depth: int = 0) -> None:
        for name in selector_names(expr):
            if ":" in name:
                if name not in recorded:
                    uses.setdefault(f"<undefined>:{name}", set()).add(where)
                elif depth < 5:
                    add(recorded[name], f"{where} via {name}", depth + 1)
            else:
                uses.setdefault(name, set()).add(where)

    for g in rule_groups():
        for r in g["rules"]:
            if "alert" in r:
                add(r["expr"], f"alert {r['alert']}")
    for path in sorted(DASHBOARDS.glob("*.json")):
        dash = json.loads(path.read_text())
        for panel in dash.get("panels", []):
            for target in panel.get("targets", []):
                add(promql_for_parsing(target["expr"]), f"dashboard {path.stem} / {panel['title']}")
    return uses


def outputs() -> dict[Path, str]:
    out = {PROMETHEUS_RULE: prometheus_rule_text()}
    for d in ALL_DASHBOARDS:
        out[DASHBOARDS / f"{d.uid.removeprefix('changewire-')}.json"] = (
            json.dumps(dashboard_json(d), indent=2, ensure_ascii=False) + "\n")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when a generated file is stale")
    ap.add_argument("--list-metrics", action="store_true",
                    help="print every metric name the dashboards and alert rules reference (needs promql-parser)")
    args = ap.parse_args(argv)
    if args.list_metrics:
        for name, where in sorted(referenced_metrics().items()):
            print(f"{name}\t{len(where)} use(s): {sorted(where)[0]}")
        return 0
    stale = []
    for path, text in outputs().items():
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(str(path.relative_to(DEPLOY.parent)))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            print(f"wrote {path.relative_to(DEPLOY.parent)}")
    if stale:
        print("stale generated files (run `python deploy/generate.py`):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
