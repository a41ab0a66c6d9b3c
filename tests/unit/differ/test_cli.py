"""`changewire diff OLD NEW [--surface] [--url] [--content-type] [--json]`: the JSON contract and exit codes."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from changewire_common.cli import main

OLD = """<html><head><title>Careers</title></head><body><main><h1>Open positions</h1><ul>
<li><a href="/careers/backend">Backend Engineer</a> <span>Berlin, Germany</span></li>
<li><a href="/careers/designer">Product Designer</a> <span>Remote</span></li></ul>
<p>Posted 2 hours ago</p></main></body></html>"""


def _run(tmp_path: Path, old: str | bytes, new: str | bytes, *args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    a, b = tmp_path / "old.html", tmp_path / "new.html"
    a.write_bytes(old.encode() if isinstance(old, str) else old)
    b.write_bytes(new.encode() if isinstance(new, str) else new)
    code = main(["diff", str(a), str(b), *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_contract_for_a_change(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new = OLD.replace("</ul>", '<li><a href="/careers/sre">Site Reliability Engineer</a> <span>Dublin, Ireland</span></li></ul>')
    code, out, _ = _run(tmp_path, OLD, new, "--json", "--url", "https://acme.test/careers", capsys=capsys)
    v = json.loads(out)
    assert code == 0 and list(v) == ["outcome", "significance", "kind", "delta", "summary"]
    assert (v["outcome"], v["significance"], v["kind"]) == ("changed", "meaningful", "jobs_added")
    assert v["delta"] == {"jobs_added": [{"title": "Site Reliability Engineer", "location": "Dublin, Ireland",
                                          "url": "https://acme.test/careers/sre"}]}


def test_json_contract_for_noise_and_unchanged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(tmp_path, OLD, OLD.replace("2 hours", "5 hours"), "--json", capsys=capsys)
    assert code == 0 and json.loads(out) == {"outcome": "noise", "significance": None, "kind": None, "delta": {},
                                             "summary": json.loads(out)["summary"]}
    code, out, _ = _run(tmp_path, OLD, OLD.replace("<ul>", '<ul class="x">'), "--json", capsys=capsys)
    assert json.loads(out)["outcome"] == "unchanged"


def test_surface_option_and_human_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(tmp_path, "<body><p>Fees may change with 30 days' notice.</p></body>",
                        "<body><p>Fees may change with 14 days' notice.</p></body>", "--surface", "legal", capsys=capsys)
    assert code == 0 and out.startswith("changed · meaningful · policy_changed")


def test_unusable_input_and_missing_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(tmp_path, OLD, b"", "--json", capsys=capsys)
    assert code == 1 and "PARSING" in err
    code = main(["diff", str(tmp_path / "nope.html"), str(tmp_path / "nope2.html")])
    assert code == 2 and "cannot read" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        main(["diff", "a", "b", "--surface", "not-a-surface"])
    assert e.value.code == 2
