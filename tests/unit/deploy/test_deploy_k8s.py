"""deploy/k8s: every manifest valid against the Kubernetes schemas (kubernetes-validate) and every custom
resource against its CRD schema (../shared/k8s-schemas); the manifests agree with the code they deploy
(ports, drain time, JetStream streams and consumers, settings), pods are hardened, and the network
policies allow exactly what the design says. Offline: `kubectl kustomize` renders the overlays (no
cluster needed); without kubectl the rendered checks skip and the raw files are still validated."""
from __future__ import annotations

import copy
import functools
import ipaddress
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml

from changewire_common.bus import CONSUMERS, STREAMS, consumers_for
from changewire_common.service import DEFAULT_PORTS
from changewire_common.settings import CommonSettings, env_name, load_settings

ROOT = Path(__file__).resolve().parents[3]
K8S = ROOT / "deploy" / "k8s"
SCHEMAS = ROOT.parent / "shared" / "k8s-schemas"
SERVICES = tuple(DEFAULT_PORTS)
OVERLAYS = ("keda", "hpa")
#: oldest Kubernetes minor we support, and the newest the installed kubernetes-validate knows
K8S_VERSIONS = ("1.29.0", kubernetes_validate.utils.latest_version())
INTERNET_SERVICES = {"fetcher", "discovery", "repair"}
#: run_service's drain after the in-flight handlers: background tasks 30 s + relay, NATS, pool 10 s each
DRAIN_OVERHEAD_S = 60
CORE_GROUPS = {"", "apps", "batch", "policy", "autoscaling", "networking.k8s.io", "rbac.authorization.k8s.io"}


# ---------------------------------------------------------------- loading and rendering


@functools.lru_cache(maxsize=None)
def render(target: str) -> tuple[dict[str, Any], ...]:
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl (for `kubectl kustomize`) is not installed")
    proc = subprocess.run([kubectl, "kustomize", str(K8S / target)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"kubectl kustomize {target} failed:\n{proc.stderr}"
    return tuple(d for d in yaml.safe_load_all(proc.stdout) if d)


def objects(target: str, kind: str | None = None) -> list[dict[str, Any]]:
    return [copy.deepcopy(d) for d in render(target) if kind is None or d["kind"] == kind]


def by_name(target: str, kind: str) -> dict[str, dict[str, Any]]:
    return {d["metadata"]["name"]: d for d in objects(target, kind)}


def group_of(api_version: str) -> str:
    return api_version.rpartition("/")[0]


def raw_manifests() -> list[tuple[str, dict[str, Any]]]:
    """Every complete object (apiVersion + kind + metadata) in a YAML file under deploy/k8s."""
    out = []
    for path in sorted(K8S.rglob("*.y*ml")):
        if path.name == "kustomization.yaml" or path.parent.name == "nats":
            continue
        for doc in yaml.safe_load_all(path.read_text()):
            if isinstance(doc, dict) and {"apiVersion", "kind", "metadata"} <= doc.keys():
                out.append((str(path.relative_to(ROOT)), doc))
    return out


def crd_schema(doc: dict[str, Any]) -> dict[str, Any] | None:
    if not SCHEMAS.exists():
        pytest.skip(f"CRD schemas not found at {SCHEMAS}")
    group, _, version = doc["apiVersion"].rpartition("/")
    path = SCHEMAS / group / f"{doc['kind'].lower()}_{version}.json"
    return json.loads(path.read_text()) if path.exists() else None


def validate_any(doc: dict[str, Any], version: str) -> None:
    """Core kinds against the Kubernetes schemas (strict), custom resources against their CRD schema."""
    if group_of(doc["apiVersion"]) in CORE_GROUPS:
        kubernetes_validate.validate(doc, version, strict=True)
        return
    schema = crd_schema(doc)
    assert schema is not None, f"no CRD schema for {doc['apiVersion']} {doc['kind']} in {SCHEMAS}"
    jsonschema.Draft202012Validator(schema).validate(doc)


def config_env() -> dict[str, str]:
    pairs = [line.split("=", 1) for line in (K8S / "base" / "config.env").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    return {k: v for k, v in pairs}


def deployment(target: str, service: str) -> dict[str, Any]:
    return by_name(target, "Deployment")[f"changewire-{service}"]


def container(dep: dict[str, Any]) -> dict[str, Any]:
    containers = dep["spec"]["template"]["spec"]["containers"]
    assert len(containers) == 1
    return containers[0]


# ---------------------------------------------------------------- schemas


@pytest.mark.parametrize("target", ["base", *(f"overlays/{o}" for o in OVERLAYS)])
def test_kustomizations_render(target: str) -> None:
    kinds = {d["kind"] for d in render(target)}
    assert {"Namespace", "Deployment", "Service", "PodDisruptionBudget", "Job", "NetworkPolicy", "ConfigMap"} <= kinds


@pytest.mark.parametrize("version", K8S_VERSIONS)
@pytest.mark.parametrize("overlay", OVERLAYS)
def test_rendered_manifests_validate(overlay: str, version: str) -> None:
    problems = []
    for doc in render(f"overlays/{overlay}"):
        try:
            validate_any(doc, version)
        except (jsonschema.ValidationError, kubernetes_validate.utils.ValidationError,
                kubernetes_validate.utils.SchemaNotFoundError) as exc:
            problems.append(f"{doc['kind']}/{doc['metadata']['name']}: {str(exc).splitlines()[0]}")
    assert not problems, "\n".join(problems)


def test_raw_manifest_files_validate() -> None:
    """Runs without kubectl: every complete object in the tree, as written."""
    docs = raw_manifests()
    assert len(docs) > 30
    problems = []
    for path, doc in docs:
        try:
            validate_any(doc, K8S_VERSIONS[-1])
        except Exception as exc:  # noqa: BLE001 - collect every failure with its file
            problems.append(f"{path}: {doc['kind']}/{doc['metadata'].get('name')}: {str(exc).splitlines()[0]}")
    assert not problems, "\n".join(problems)


def test_validators_reject_broken_manifests() -> None:
    """The validation above can fail: a misspelt field and a wrong type are caught."""
    so = next(d for _, d in raw_manifests() if d["kind"] == "ScaledObject")
    so["spec"]["minReplicasCount"] = so["spec"].pop("minReplicaCount")
    with pytest.raises(jsonschema.ValidationError):
        validate_any(so, K8S_VERSIONS[-1])
    dep = copy.deepcopy(next(d for _, d in raw_manifests() if d["kind"] == "Deployment"))
    dep["spec"]["template"]["spec"]["containers"][0]["ports"][0]["containerPort"] = "nine"
    with pytest.raises(kubernetes_validate.utils.ValidationError):
        validate_any(dep, K8S_VERSIONS[-1])
    dep = copy.deepcopy(next(d for _, d in raw_manifests() if d["kind"] == "Deployment"))
    dep["spec"]["template"]["spec"]["terminationGracePeriod"] = 30
    with pytest.raises(kubernetes_validate.utils.ValidationError):
        validate_any(dep, K8S_VERSIONS[-1])


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_custom_resource_has_a_crd_schema(overlay: str) -> None:
    custom = [d for d in render(f"overlays/{overlay}") if group_of(d["apiVersion"]) not in CORE_GROUPS]
    assert custom
    missing = sorted({f"{d['apiVersion']} {d['kind']}" for d in custom if crd_schema(d) is None})
    assert not missing, f"custom resources without a schema in {SCHEMAS}: {missing}"


# ---------------------------------------------------------------- deployments agree with the code


@pytest.mark.parametrize("service", SERVICES)
def test_each_service_has_deployment_service_and_pdb(service: str) -> None:
    dep = deployment("base", service)
    labels = dep["spec"]["selector"]["matchLabels"]
    assert labels == {"app.kubernetes.io/name": "changewire", "app.kubernetes.io/component": service}
    svc = by_name("base", "Service")[f"changewire-{service}"]
    assert svc["spec"]["selector"] == labels
    assert svc["spec"]["ports"] == [{"name": "metrics", "port": DEFAULT_PORTS[service], "targetPort": "metrics",
                                     "protocol": "TCP"}]
    pdb = by_name("base", "PodDisruptionBudget")[f"changewire-{service}"]
    assert pdb["spec"]["selector"]["matchLabels"] == labels
    # maxUnavailable (not minAvailable) never blocks a node drain of a single-replica service
    assert pdb["spec"].get("maxUnavailable") == 1


def test_no_deployment_for_an_unknown_service() -> None:
    deps = {d["metadata"]["labels"]["app.kubernetes.io/component"] for d in objects("base", "Deployment")}
    assert deps == set(SERVICES)


@pytest.mark.parametrize("service", SERVICES)
def test_deployment_runs_the_service_on_its_metrics_port(service: str) -> None:
    c = container(deployment("base", service))
    assert c["args"] == ["service", service]
    assert c["image"].startswith(f"changewire/{service}:") and not c["image"].endswith(":latest")
    port = DEFAULT_PORTS[service]
    assert c["ports"] == [{"name": "metrics", "containerPort": port, "protocol": "TCP"}]
    env = {e["name"]: e for e in c["env"]}
    assert env["CHANGEWIRE_METRICS_PORT"]["value"] == str(port)
    assert env["CHANGEWIRE_DATABASE_URL"]["valueFrom"]["secretKeyRef"]["name"] == "changewire-secrets"
    assert env["CHANGEWIRE_NATS_URL"]["valueFrom"]["secretKeyRef"]["name"] == "changewire-secrets"
    assert c["startupProbe"]["httpGet"] == {"path": "/healthz", "port": "metrics"}
    assert c["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "metrics"}
    assert c["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "metrics"}
    annotations = deployment("base", service)["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/port"] == str(port)


@pytest.mark.parametrize("service", SERVICES)
def test_deployment_is_hardened(service: str) -> None:
    dep = deployment("base", service)
    pod = dep["spec"]["template"]["spec"]
    c = container(dep)
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] >= 1000
    assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    assert pod["automountServiceAccountToken"] is False
    sc = c["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["privileged"] is False
    assert sc["capabilities"]["drop"] == ["ALL"]
    for kind in ("requests", "limits"):
        assert {"cpu", "memory"} <= c["resources"][kind].keys(), f"{service}: resources.{kind}"
    # writable paths on a read-only root: /tmp, the data dir and the shared blob dir
    mounts = {m["mountPath"]: m["name"] for m in c["volumeMounts"]}
    volumes = {v["name"]: v for v in pod["volumes"]}
    env = config_env()
    assert "emptyDir" in volumes[mounts["/tmp"]]
    assert "emptyDir" in volumes[mounts[env["CHANGEWIRE_DATA_DIR"]]]
    blobs = volumes[mounts[env["CHANGEWIRE_BLOB_DIR"]]]
    assert blobs["persistentVolumeClaim"]["claimName"] == "changewire-blobs"


def test_blob_volume_is_shared_between_replicas_and_services() -> None:
    pvc = by_name("base", "PersistentVolumeClaim")["changewire-blobs"]
    assert pvc["spec"]["accessModes"] == ["ReadWriteMany"]


@pytest.mark.parametrize("service", SERVICES)
def test_termination_grace_period_exceeds_the_drain(service: str) -> None:
    """run_service drains in-flight handlers (bounded by the consumers' ack_wait), then background
    tasks and connections; Kubernetes must not SIGKILL before that."""
    grace = deployment("base", service)["spec"]["template"]["spec"]["terminationGracePeriodSeconds"]
    ack_wait = max((c.ack_wait_s for c in consumers_for(service)), default=0.0)
    assert grace >= ack_wait + DRAIN_OVERHEAD_S, f"{service}: grace {grace}s < drain {ack_wait + DRAIN_OVERHEAD_S}s"


def test_the_scheduler_runs_several_replicas_everywhere() -> None:
    assert deployment("base", "scheduler")["spec"]["replicas"] >= 2
    assert by_name("overlays/keda", "ScaledObject")["changewire-scheduler"]["spec"]["minReplicaCount"] >= 2
    assert by_name("overlays/hpa", "HorizontalPodAutoscaler")["changewire-scheduler"]["spec"]["minReplicas"] >= 2


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_deployment_has_exactly_one_autoscaler_and_no_fixed_replicas(overlay: str) -> None:
    kind = "ScaledObject" if overlay == "keda" else "HorizontalPodAutoscaler"
    targets = [d["spec"]["scaleTargetRef"]["name"] for d in objects(f"overlays/{overlay}", kind)]
    deps = by_name(f"overlays/{overlay}", "Deployment")
    assert sorted(targets) == sorted(deps)
    for name, dep in deps.items():
        assert "replicas" not in dep["spec"], f"{name}: `kubectl apply` would fight the autoscaler"
    if overlay == "hpa":
        for hpa in objects("overlays/hpa", kind):
            assert hpa["spec"]["metrics"][0]["resource"]["name"] == "cpu"


def test_keda_scales_each_service_on_its_own_consumers() -> None:
    for so in objects("overlays/keda", "ScaledObject"):
        service = so["metadata"]["labels"]["app.kubernetes.io/component"]
        assert so["spec"]["scaleTargetRef"]["name"] == f"changewire-{service}"
        got = set()
        for trig in so["spec"]["triggers"]:
            assert trig["type"] == "nats-jetstream"
            md = trig["metadata"]
            got.add((md["stream"], md["consumer"]))
            assert int(md["lagThreshold"]) > 0
            assert md["natsServerMonitoringEndpoint"].endswith(":8222")
        assert got == {(c.stream, c.durable) for c in consumers_for(service)}, service
    assert {so["metadata"]["labels"]["app.kubernetes.io/component"] for so in objects("overlays/keda", "ScaledObject")} \
        == {c.service for c in CONSUMERS.values()}


# ---------------------------------------------------------------- JetStream resources mirror bus.py


def go_duration_s(text: str) -> float:
    parts = re.findall(r"(\d+(?:\.\d+)?)(h|ms|m|s)", text)
    assert parts and "".join(n + u for n, u in parts) == text, f"not a Go duration: {text!r}"
    return sum(float(n) * {"h": 3600, "m": 60, "s": 1, "ms": 0.001}[u] for n, u in parts)


def test_go_duration_parser() -> None:
    assert go_duration_s("24h") == 86400 and go_duration_s("1h30m") == 5400 and go_duration_s("90s") == 90
    with pytest.raises(AssertionError):
        go_duration_s("2 days")


def test_nack_streams_match_bus_streams() -> None:
    streams = {d["spec"]["name"]: d["spec"] for d in objects("overlays/keda", "Stream")}
    assert set(streams) == {s.name for s in STREAMS}
    env = config_env()
    for s in STREAMS:
        spec = streams[s.name]
        assert spec["subjects"] == list(s.subjects), s.name
        assert spec["retention"] == ("workqueue" if s.work_queue else "limits"), s.name
        assert spec["storage"] == "file", s.name
        assert go_duration_s(spec["maxAge"]) == s.max_age_s, s.name
        assert spec.get("description", "") == s.description, s.name
        # the same values the services provision with (CHANGEWIRE_NATS_*), or they would fight nack
        assert go_duration_s(spec["duplicateWindow"]) == float(env["CHANGEWIRE_NATS_DUPLICATE_WINDOW_S"]), s.name
        assert spec["replicas"] == int(env["CHANGEWIRE_NATS_REPLICAS"]) == 3, s.name


def test_nack_consumers_match_bus_consumers() -> None:
    consumers = {d["spec"]["durableName"]: d["spec"] for d in objects("overlays/keda", "Consumer")}
    assert set(consumers) == set(CONSUMERS)
    for name, c in CONSUMERS.items():
        spec = consumers[name]
        assert spec["streamName"] == c.stream, name
        filters = [spec["filterSubject"]] if "filterSubject" in spec else spec["filterSubjects"]
        assert filters == list(c.filter_subjects), name
        assert spec["ackPolicy"] == "explicit" and spec["deliverPolicy"] == "all", name
        assert go_duration_s(spec["ackWait"]) == c.ack_wait_s, name
        assert spec["maxDeliver"] == c.max_deliver and spec["maxAckPending"] == c.max_ack_pending, name
        assert "deliverSubject" not in spec, f"{name}: must stay a pull consumer"


# ---------------------------------------------------------------- settings, secrets, setup phase


def known_settings_env() -> dict[str, type[CommonSettings]]:
    """Every CHANGEWIRE_* variable some installed settings class reads → that class."""
    import msgspec

    from changewire_common.servicedef import installed_services

    out: dict[str, type[CommonSettings]] = {}
    for cls in [CommonSettings, *(sd.settings_cls for sd in installed_services().values())]:
        for f in msgspec.structs.fields(cls):
            out.setdefault(env_name(cls, f.name), cls)
    return out


def test_configmap_sets_only_real_settings_with_valid_values() -> None:
    from changewire_common.servicedef import installed_services

    env = config_env()
    known = known_settings_env()
    unknown = sorted(set(env) - set(known))
    assert not unknown, f"config.env sets variables no settings class reads: {unknown}"
    secrets = {"CHANGEWIRE_DATABASE_URL": "postgresql://u:p@db:5432/changewire", "CHANGEWIRE_NATS_URL": "nats://nats:4222"}
    for sd in installed_services().values():
        s = load_settings(sd.settings_cls, {**env, **secrets})  # raises ConfigError naming the bad variable
        assert s.log_format == "json" and s.nats_replicas == 3
        assert s.blob_root == env["CHANGEWIRE_BLOB_DIR"]


def test_secret_references_exist_in_the_example_secret() -> None:
    example = yaml.safe_load((K8S / "examples" / "secrets.yaml").read_text())
    keys = set(example["stringData"])
    for target in ("overlays/keda", "overlays/hpa"):
        for d in render(target):
            if d["kind"] not in ("Deployment", "Job"):
                continue
            for e in d["spec"]["template"]["spec"]["containers"][0].get("env", []):
                ref = e.get("valueFrom", {}).get("secretKeyRef")
                if ref:
                    assert ref["name"] == example["metadata"]["name"] and ref["key"] in keys, (d["metadata"]["name"], ref)


def test_setup_phase_brings_everything_the_jobs_need() -> None:
    """`kubectl apply -k … -l changewire.io/phase=setup` must create what the migrate/provision jobs use."""
    setup = [d for d in render("overlays/keda") if d["metadata"].get("labels", {}).get("changewire.io/phase") == "setup"]
    kinds = {d["kind"] for d in setup}
    assert {"Namespace", "ServiceAccount", "ConfigMap", "NetworkPolicy", "Job"} <= kinds
    assert {d["metadata"]["name"] for d in setup if d["kind"] == "NetworkPolicy"} == set(
        by_name("overlays/keda", "NetworkPolicy"))
    configmaps = {d["metadata"]["name"] for d in setup if d["kind"] == "ConfigMap"}
    jobs = [d for d in setup if d["kind"] == "Job"]
    assert sorted(container(j)["args"][0] for j in jobs) == ["migrate", "nats"]
    for j in jobs:
        c = container(j)
        assert c["envFrom"][0]["configMapRef"]["name"] in configmaps
        assert c["securityContext"]["readOnlyRootFilesystem"] is True
        assert j["spec"]["template"]["spec"]["restartPolicy"] in ("Never", "OnFailure")


# ---------------------------------------------------------------- network policies, evaluated


def _selects(selector: dict[str, Any] | None, labels: dict[str, str]) -> bool:
    if selector is None:
        return False
    for k, v in selector.get("matchLabels", {}).items():
        if labels.get(k) != v:
            return False
    for expr in selector.get("matchExpressions", []):
        has = expr["key"] in labels
        if expr["operator"] == "In" and not (has and labels[expr["key"]] in expr["values"]):
            return False
        if expr["operator"] == "NotIn" and has and labels[expr["key"]] in expr["values"]:
            return False
        if expr["operator"] == "Exists" and not has:
            return False
        if expr["operator"] == "DoesNotExist" and has:
            return False
    return True


def _peer_matches(peer: dict[str, Any], dest: dict[str, Any], own_ns: str) -> bool:
    if "ipBlock" in peer:
        if "ip" not in dest:
            return False
        ip = ipaddress.ip_address(dest["ip"])
        net = ipaddress.ip_network(peer["ipBlock"]["cidr"])
        if ip.version != net.version or ip not in net:
            return False
        return not any(ip in ipaddress.ip_network(e) for e in peer["ipBlock"].get("except", [])
                       if ipaddress.ip_network(e).version == ip.version)
    if "pod" not in dest:
        return False
    ns_ok = (_selects(peer["namespaceSelector"], dest["ns_labels"]) if "namespaceSelector" in peer
             else dest["ns_labels"].get("kubernetes.io/metadata.name") == own_ns)
    pod_ok = _selects(peer["podSelector"], dest["pod"]) if "podSelector" in peer else True
    return ns_ok and pod_ok


def _port_matches(ports: list[dict[str, Any]] | None, port: int | str, protocol: str) -> bool:
    if not ports:
        return True
    return any(p.get("protocol", "TCP") == protocol and p.get("port") in (None, port) for p in ports)


def allowed(policies: list[dict[str, Any]], direction: str, pod: dict[str, str], peer: dict[str, Any],
            port: int | str, protocol: str = "TCP", ns: str = "changewire") -> bool:
    """Kubernetes NetworkPolicy semantics: isolated in a direction once any policy of that type
    selects the pod; then allowed iff some rule of some selecting policy matches peer and port."""
    kind = "Egress" if direction == "egress" else "Ingress"
    selecting = [p for p in policies if kind in p["spec"].get("policyTypes", []) and _selects(p["spec"]["podSelector"], pod)]
    if not selecting:
        return True
    key = "to" if direction == "egress" else "from"
    for p in selecting:
        for rule in p["spec"].get(direction, []):
            peers = rule.get(key)
            if (not peers or any(_peer_matches(x, peer, ns) for x in peers)) and _port_matches(rule.get("ports"), port, protocol):
                return True
    return False


def _pod_labels(target: str, name: str) -> dict[str, str]:
    for d in render(target):
        if d["kind"] in ("Deployment", "Job") and d["metadata"]["name"] == name:
            return d["spec"]["template"]["metadata"]["labels"]
    raise KeyError(name)


def test_network_policy_evaluator_itself() -> None:
    deny = {"spec": {"podSelector": {}, "policyTypes": ["Egress"]}}
    allow_web = {"spec": {"podSelector": {"matchLabels": {"web": "1"}}, "policyTypes": ["Egress"],
                          "egress": [{"to": [{"ipBlock": {"cidr": "0.0.0.0/0", "except": ["10.0.0.0/8"]}}],
                                      "ports": [{"protocol": "TCP", "port": 443}]}]}}
    assert allowed([], "egress", {}, {"ip": "10.1.1.1"}, 443)
    assert not allowed([deny], "egress", {"web": "1"}, {"ip": "1.1.1.1"}, 443)
    assert allowed([deny, allow_web], "egress", {"web": "1"}, {"ip": "1.1.1.1"}, 443)
    assert not allowed([deny, allow_web], "egress", {"web": "1"}, {"ip": "1.1.1.1"}, 80)
    assert not allowed([deny, allow_web], "egress", {"web": "1"}, {"ip": "10.1.1.1"}, 443)
    assert not allowed([deny, allow_web], "egress", {"web": "0"}, {"ip": "1.1.1.1"}, 443)


PUBLIC = ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"]
PRIVATE = ["10.0.0.5", "172.16.3.4", "172.31.255.1", "192.168.1.1", "100.64.0.1", "169.254.169.254",
           "fd00::1", "fe80::1"]


@pytest.mark.parametrize("service", SERVICES)
def test_network_policies_allow_exactly_the_designed_traffic(service: str) -> None:
    pols = objects("overlays/keda", "NetworkPolicy")
    pod = _pod_labels("overlays/keda", f"changewire-{service}")
    postgres = {"pod": {"app.kubernetes.io/name": "postgresql"}, "ns_labels": {"kubernetes.io/metadata.name": "db"}}
    nats = {"pod": {"app.kubernetes.io/name": "nats"}, "ns_labels": {"kubernetes.io/metadata.name": "nats"}}
    dns = {"pod": {"k8s-app": "kube-dns"}, "ns_labels": {"kubernetes.io/metadata.name": "kube-system"}}
    assert allowed(pols, "egress", pod, postgres, 5432)
    assert allowed(pols, "egress", pod, nats, 4222)
    assert allowed(pols, "egress", pod, dns, 53, "UDP") and allowed(pols, "egress", pod, dns, 53, "TCP")
    assert not allowed(pols, "egress", pod, nats, 5432), "NATS pods are reachable on the client port only"
    assert not allowed(pols, "egress", pod, {"pod": {"app": "other"}, "ns_labels": {"kubernetes.io/metadata.name": "x"}}, 80)
    for ip in PUBLIC:
        assert allowed(pols, "egress", pod, {"ip": ip}, 443) == (service in INTERNET_SERVICES), (service, ip)
    for ip in PRIVATE:
        assert not allowed(pols, "egress", pod, {"ip": ip}, 443), (service, ip)
        assert not allowed(pols, "egress", pod, {"ip": ip}, 80), (service, ip)
    monitoring = {"pod": {"app.kubernetes.io/name": "prometheus"}, "ns_labels": {"kubernetes.io/metadata.name": "monitoring"}}
    stranger = {"pod": {"app": "x"}, "ns_labels": {"kubernetes.io/metadata.name": "default"}}
    assert allowed(pols, "ingress", pod, monitoring, "metrics")
    assert not allowed(pols, "ingress", pod, stranger, "metrics")
    assert not allowed(pols, "ingress", pod, monitoring, 22)


@pytest.mark.parametrize("job", ["changewire-migrate", "changewire-nats-provision"])
def test_setup_jobs_reach_postgres_and_nats_but_not_the_internet(job: str) -> None:
    pols = objects("overlays/keda", "NetworkPolicy")
    pod = _pod_labels("overlays/keda", job)
    assert allowed(pols, "egress", pod, {"pod": {"app.kubernetes.io/name": "postgresql"}, "ns_labels": {}}, 5432)
    assert allowed(pols, "egress", pod, {"pod": {"app.kubernetes.io/name": "nats"},
                                         "ns_labels": {"kubernetes.io/metadata.name": "nats"}}, 4222)
    assert not allowed(pols, "egress", pod, {"ip": PUBLIC[0]}, 443)


# ---------------------------------------------------------------- NATS Helm values


def test_nats_helm_values() -> None:
    v = yaml.safe_load((K8S / "nats" / "values.yaml").read_text())
    cfg = v["config"]
    assert cfg["cluster"]["enabled"] is True and cfg["cluster"]["replicas"] == 3
    js = cfg["jetstream"]
    assert js["enabled"] is True and js["fileStore"]["enabled"] is True and js["fileStore"]["pvc"]["enabled"] is True
    assert js["memoryStore"]["enabled"] is False
    assert js["merge"]["sync_interval"] == "always"
    assert cfg["monitor"]["enabled"] is True
    for so in objects("overlays/keda", "ScaledObject"):
        for trig in so["spec"]["triggers"]:
            assert trig["metadata"]["natsServerMonitoringEndpoint"].endswith(f":{cfg['monitor']['port']}")
    tag = v["container"]["image"]["tag"]
    version = tuple(int(x) for x in re.match(r"(\d+)\.(\d+)\.(\d+)", tag).groups())  # type: ignore[union-attr]
    assert version >= (2, 12, 3), "changewire needs nats-server >= 2.12.3"


# ---------------------------------------------------------------- hygiene


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_pod_meets_the_restricted_pod_security_standard(overlay: str) -> None:
    """The namespace enforces `restricted`: a pod that does not comply would never be created."""
    ns = by_name(f"overlays/{overlay}", "Namespace")["changewire"]
    assert ns["metadata"]["labels"]["pod-security.kubernetes.io/enforce"] == "restricted"
    for d in render(f"overlays/{overlay}"):
        if d["kind"] not in ("Deployment", "Job"):
            continue
        pod = d["spec"]["template"]["spec"]
        assert pod["securityContext"]["runAsNonRoot"] is True
        assert pod["securityContext"]["seccompProfile"]["type"] in ("RuntimeDefault", "Localhost")
        for v in pod.get("volumes", []):
            assert set(v) - {"name"} <= {"emptyDir", "persistentVolumeClaim", "configMap", "secret", "projected"}
        for c in pod["containers"] + pod.get("initContainers", []):
            sc = c["securityContext"]
            assert sc["allowPrivilegeEscalation"] is False and sc["capabilities"]["drop"] == ["ALL"]
            assert not set(sc["capabilities"].get("add", [])) - {"NET_BIND_SERVICE"}
            assert "hostPort" not in str(c.get("ports", []))


def test_no_manifest_file_is_left_out_of_its_kustomization() -> None:
    listed: set[Path] = set()
    for kfile in K8S.rglob("kustomization.yaml"):
        k = yaml.safe_load(kfile.read_text())
        for entry in k.get("resources", []) + k.get("components", []):
            listed.add((kfile.parent / entry).resolve())
        for gen in k.get("configMapGenerator", []):
            listed.update((kfile.parent / e).resolve() for e in gen.get("envs", []) + gen.get("files", []))
    for path in K8S.rglob("*.y*ml"):
        if path.name == "kustomization.yaml" or path.parent.name in ("examples", "nats"):
            continue  # examples are documentation; nats/ holds Helm values
        assert path.resolve() in listed, f"{path.relative_to(ROOT)} is in no kustomization"
    assert (K8S / "base" / "config.env").resolve() in listed
