"""Fifteenth red-team round for repair: PRECISION — broken sensors where a careless repair would move the sensor onto
the WRONG page, and the right answer is to wait, to leave a review item, or to pick the less obvious candidate.
Situations rounds 1-14 (test_repair_redteam.py … test_repair_redteam14.py) do not cover. Same harness as rounds 8-14
(tests/data/repair/sites.py; ONE shared scripted server, each test counting its own requests at the server; at most 6
a repair). The situation table lives in tests/data/repair/redteam15.py; each expectation was written before its first
run.

(Counts, what was wrong and what was fixed: filled in after the first run.)
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam15", "data/repair/redteam15.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI
