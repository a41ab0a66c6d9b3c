"""Golden before/after pairs (tests/data/differ/golden, written by tests/data/differ/golden_src.py):
every surface and band, judged through the same entry point as `changewire diff --json`, both with
the sensor's surface and URL given and with everything guessed from the files."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from changewire_differ.cli import diff_files

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "differ" / "golden"
CASES = sorted(p.name for p in GOLDEN.iterdir()) if GOLDEN.exists() else []


def load(name: str) -> tuple[bytes, bytes, dict[str, Any]]:
    d = GOLDEN / name
    return next(d.glob("old.*")).read_bytes(), next(d.glob("new.*")).read_bytes(), json.loads((d / "expected.json").read_text())


def check(verdict: dict[str, Any], exp: dict[str, Any]) -> list[str]:
    problems = []
    assert set(verdict) == {"outcome", "significance", "kind", "delta", "summary"}
    if exp["outcome"] == "changed":
        if verdict["outcome"] != "changed":
            return [f"outcome {verdict['outcome']}"]
        if verdict["significance"] != exp["significance"]:
            problems.append(f"significance {verdict['significance']} != {exp['significance']}")
        if exp["kinds"] and verdict["kind"] not in exp["kinds"]:
            problems.append(f"kind {verdict['kind']} not in {exp['kinds']}")
        for key, subs in exp["delta"].items():
            blob = json.dumps(verdict["delta"].get(key, []), ensure_ascii=False)
            problems.extend(f"delta.{key} lacks {s!r}" for s in subs if s not in blob)
        assert verdict["summary"]
    else:
        if verdict["outcome"] == "changed":
            problems.append(f"changed: {verdict['significance']} {verdict['kind']} {verdict['summary']}")
        elif exp["outcome"] == "unchanged" and verdict["outcome"] != "unchanged":
            problems.append(f"{verdict['outcome']} instead of unchanged")
        assert verdict["significance"] is None and verdict["kind"] is None and verdict["delta"] == {}
    return problems


def test_golden_set_covers_every_surface_and_band() -> None:
    exps = [load(n)[2] for n in CASES]
    surfaces = {e["surface"] for e in exps}
    assert surfaces >= {"homepage", "careers", "jobs_board", "pricing", "blog", "newsroom", "feed", "docs", "changelog",
                        "status", "legal", "team", "products", "investors", "contact"}
    bands = {e["significance"] or e["outcome"] for e in exps}
    assert bands == {"noise", "unchanged", "minor", "meaningful", "major", "critical"}


@pytest.mark.parametrize("name", CASES)
def test_golden_pair_with_sensor_context(name: str) -> None:
    old, new, exp = load(name)
    verdict = diff_files(old, new, surface=exp["surface"], url=exp["url"], content_type=exp["content_type"])
    assert not check(verdict, exp), (check(verdict, exp), verdict)


@pytest.mark.parametrize("name", CASES)
def test_golden_pair_guessing_surface_and_type(name: str) -> None:
    old, new, exp = load(name)
    verdict = diff_files(old, new, surface=None, url="", content_type=None)
    assert not check(verdict, exp), (check(verdict, exp), verdict)
