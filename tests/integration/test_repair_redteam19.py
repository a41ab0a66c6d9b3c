"""Nineteenth red-team round for repair: BROKEN SENSORS OF SURFACES OTHER THAN CAREERS — pricing, blog, changelog,
docs, status, legal (privacy, terms, imprint), team and newsroom pages — moving the way those surfaces really move, in
languages earlier rounds gave them little, to vendors earlier rounds did not serve, and PRECISION cases where the
obvious candidate is the wrong surface. Same harness as rounds 10-18 (tests/data/repair/sites.py `round_tests`: one
shared scripted server, requests counted at the server, at most 6 a repair); the table lives in
tests/data/repair/redteam19.py, expectations written and committed before each batch's first run. Beside the round's
usual checks, a migration must come with a confident score (`MIN_SCORE`: a page moved whole matches whole, ≥ 0.85).

(Work in progress: the summary is written at the end of the round.)
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam19", "data/repair/redteam19.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI


@pytest.mark.parametrize("sit", [pytest.param(s, marks=pytest.mark.xfail(s.name in T.PENDING, strict=True,
                                                                         reason=T.PENDING.get(s.name, "")))
                                 for s in T.SITUATIONS], ids=[s.name for s in T.SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, shared_web: Any, sit: Any) -> None:
    """round_tests' test of a situation, and the score of a migration (`MIN_SCORE`)."""
    w = shared_web.serve(sit.hosts)
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: S.seed_situation(pool, tmp_path, sit))
    await S.check_situation(pool, sit, sid, rep, w)
    assert rep["requests"] <= T.MAX_REQUESTS.get(sit.name, 6), S.summary(rep)
    if sit.name in T.MIN_SCORE:
        assert rep["detail"]["score"] >= T.MIN_SCORE[sit.name], S.summary(rep)
