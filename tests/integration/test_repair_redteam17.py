"""Seventeenth red-team round for repair: SITE RE-ORGANISATIONS COMPANIES REALLY DO — CMS migrations, careers moved to an
applicant tracking system and back, rebrands, subdomains folded in, docs and status moved to vendors, localisation,
merged pages and soft removals. Situations rounds 1-16 do not cover. Same harness as rounds 10-16
(tests/data/repair/sites.py `round_tests`: one shared scripted server, requests counted at the server, at most 6 a
repair); the table lives in tests/data/repair/redteam17.py, expectations written and committed before the first run.

(Results below are filled in after the run.)
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam17", "data/repair/redteam17.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI


@pytest.mark.parametrize("sit", T.LIVE_REDIRECTED, ids=[s.name for s in T.LIVE_REDIRECTED])
async def test_live_sensor_whose_runs_landed_elsewhere(pool: Any, tmp_path: Path, db_url: str, shared_web: Any,
                                                       sit: Any) -> None:
    w = shared_web.serve(sit.hosts)
    landed = "http://" + sit.url.split("/")[2] + sit.hosts[sit.url.split("/")[2]][sit.url.split("/", 3)[3] and
                                                                             "/" + sit.url.split("/", 3)[3]].headers["Location"]

    async def seed() -> int:
        sid = await S.seed_situation(pool, tmp_path, sit)
        for seq in (2, 3):
            await pool.execute(
                "INSERT INTO observations (sensor_id, run_seq, outcome, http_status, url, final_url, fetched_at) "
                "VALUES ($1, $2, 'ok', 200, $3, $4, now() - make_interval(hours => $5))", sid, seq, sit.url, landed,
                4 - seq)
        return sid

    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, seed)
    await S.check_situation(pool, sit, sid, rep, w)
