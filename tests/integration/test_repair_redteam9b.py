"""Ninth red-team round for repair, second part: the situations of tests/data/repair/redteam9.py on the pricing,
blog, newsroom, feed and docs surfaces (the module docstring of test_repair_redteam9.py says what the round covers
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

#: the surfaces this module runs (the others: test_repair_redteam9.py and 9c)
SURFACES = {"pricing", "blog", "newsroom", "feed", "docs"}
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


#: one situation per new rule of the round (from the three modules), also through the CLI, together
THROUGH_CLI = ("greenhouse_board_answers_200_with_no_openings_while_the_company_menu_links_a_lever_board",
               "careers_301_to_the_acquirers_page_for_the_brand_listing_the_same_openings",
               "pricing_301_to_a_chooser_linking_cloud_and_self_hosted_halves",
               "docs_moved_to_docusaurus_under_docs_intro",
               "georgian_soft_404_while_the_front_page_is_rate_limited")
mk = S.mk


async def test_situations_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """Situations of every new rule at once through `changewire repair --json --sensor ...`."""
    assert not set(THROUGH_CLI) & set(T.PENDING)
    await S.check_through_cli(pool, tmp_path, db_url, mk, T.SITUATIONS, THROUGH_CLI)
