"""The README's configuration table is generated from the settings classes; it must not go stale.

Refresh it with `make docs` (python -m changewire_common.settings_doc --sync README.md).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from changewire_common.settings_doc import README_END, README_START, markdown

README = Path(__file__).resolve().parents[3] / "README.md"


def test_readme_settings_table_is_current() -> None:
    if not README.exists():
        pytest.skip("not run from the repository (tests copied elsewhere)")
    text = README.read_text(encoding="utf-8")
    start = text.index(README_START) + len(README_START)
    end = text.index(README_END)
    assert text[start:end].strip() == markdown().strip(), "README settings table is stale: run `make docs`"


def test_every_setting_has_a_meaning() -> None:
    missing = [line.split("|")[1].strip() for line in markdown().splitlines()[2:] if line.rstrip().endswith("|  |")]
    assert not missing, f"settings without a `#:` comment: {missing}"
