"""Migration files (pure: no database): numbering, naming, checksums, the repository's own files."""
from __future__ import annotations

from pathlib import Path

import pytest

from changewire_common.db import load_migrations, migrations_dir
from changewire_common.errors import MigrationError

ROOT = Path(__file__).resolve().parents[3]


def test_files_are_loaded_in_order_and_others_ignored(tmp_path: Path) -> None:
    (tmp_path / "0002_b.sql").write_text("SELECT 2;")
    (tmp_path / "0001_a.sql").write_text("SELECT 1;")
    (tmp_path / "README.md").write_text("not a migration")
    (tmp_path / "0003-bad-name.sql").write_text("SELECT 3;")
    ms = load_migrations(tmp_path)
    assert [(m.version, m.name) for m in ms] == [(1, "0001_a.sql"), (2, "0002_b.sql")]
    assert ms[0].checksum != ms[1].checksum and len(ms[0].checksum) == 64


def test_two_files_with_one_number_are_refused(tmp_path: Path) -> None:
    (tmp_path / "0101_fetcher_x.sql").write_text("SELECT 1;")
    (tmp_path / "0101_fetcher_y.sql").write_text("SELECT 2;")
    with pytest.raises(MigrationError, match="two migrations numbered 0101"):
        load_migrations(tmp_path)


def test_the_repository_migrations() -> None:
    if (ROOT / "migrations").is_dir():  # else: an installed package, using its packaged copy
        assert migrations_dir().resolve() == (ROOT / "migrations").resolve()
    ms = load_migrations()
    assert ms[0].name == "0001_initial.sql"
    assert [m.version for m in ms] == sorted({m.version for m in ms})


def test_migrations_dir_can_be_overridden(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHANGEWIRE_MIGRATIONS_DIR", str(tmp_path))
    assert migrations_dir() == tmp_path
