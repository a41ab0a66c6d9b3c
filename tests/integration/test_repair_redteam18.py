"""Eighteenth red-team round for repair: BROKEN SENSORS OF KINDS OTHER THAN AN HTML PAGE — feeds, sitemaps, job board
APIs, status APIs and JSON APIs — and what a user wants done with them. Same harness as rounds 10-17
(tests/data/repair/sites.py `round_tests`: one shared scripted server, requests counted at the server, at most 6 a
repair); the table lives in tests/data/repair/redteam18.py, expectations written and committed before the first run.

(Docstring completed after the run: cases, failures, fixes, what was left alone.)
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam18", "data/repair/redteam18.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI
