"""Ninth red-team round for repair, third part: the situations of tests/data/repair/redteam9.py on the changelog,
status, legal, team and investors surfaces (the module docstring of test_repair_redteam9.py says what the round covers
and what was wrong at first). Split from it so that each module stays short; same shared scripted web, at most 6
requests a repair.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)

#: the surfaces this module runs (the others: test_repair_redteam9.py and 9b)
SURFACES = {"changelog", "status", "legal", "team", "investors"}
CHOSEN = [s for s in T.SITUATIONS if s.surface in SURFACES]
seed, check = S.seed_situation, S.check_situation


@pytest.fixture(scope="module")
def shared_web() -> Iterator[Any]:
    w = T.SharedWeb()
    w.start()
    w.web.hosts.update({h: r for sit in CHOSEN for h, r in S.fresh(sit.hosts).items()})
    yield w
    w.stop()


def _pending(name: str) -> Any:
    return pytest.mark.xfail(name in T.PENDING, strict=True, reason=T.PENDING.get(name, ""))


@pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in CHOSEN], ids=[s.name for s in CHOSEN])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, shared_web: Any, sit: Any) -> None:
    w = shared_web.serve(sit.hosts)
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)
