"""Seventeenth red-team round for repair: SITE RE-ORGANISATIONS COMPANIES REALLY DO — CMS migrations, careers moved to an
applicant tracking system and back, rebrands, subdomains folded in, docs and status moved to vendors, localisation,
merged pages and soft removals. Situations rounds 1-16 do not cover. Same harness as rounds 10-16
(tests/data/repair/sites.py `round_tests`: one shared scripted server, requests counted at the server, at most 6 a
repair); the table lives in tests/data/repair/redteam17.py, expectations written and committed before the first run.

(Results below are filled in after the run.)
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam17", "data/repair/redteam17.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI
