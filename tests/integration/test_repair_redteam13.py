"""Thirteenth red-team round for repair (docstring written at the end of the round)."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T12: Any = load_module("repair_redteam12", "data/repair/redteam12.py", reuse=True)
T: Any = load_module("repair_redteam13", "data/repair/redteam13.py", reuse=True)

seed, check = S.seed_situation, S.check_situation
mk = S.mk


@pytest.fixture(scope="module")
def shared_web() -> Iterator[Any]:
    w = T9.SharedWeb()
    w.start()
    w.web.hosts.update({h: r for sit in T.SITUATIONS for h, r in S.fresh(sit.hosts).items()})
    yield w
    w.stop()


def _pending(name: str) -> Any:
    return pytest.mark.xfail(name in T.PENDING, strict=True, reason=T.PENDING.get(name, ""))


def test_situation_names_and_hosts_are_unique() -> None:
    names = [s.name for s in T.SITUATIONS]
    assert len(names) == len(set(names))
    assert set(T.PENDING) <= set(names) and set(T.MAX_REQUESTS) <= set(names) and set(T.CLI_RUN) <= set(names)
    seen: dict[str, str] = {}
    for sit in T.SITUATIONS:
        for host in sit.hosts:
            assert host in T.SHARED_HOSTS or seen.setdefault(host, sit.name) == sit.name, (host, sit.name)


@pytest.mark.parametrize("sit", [pytest.param(s, marks=_pending(s.name)) for s in T.SITUATIONS],
                         ids=[s.name for s in T.SITUATIONS])
async def test_situation(pool: Any, tmp_path: Path, db_url: str, shared_web: Any, sit: Any) -> None:
    w = shared_web.serve(sit.hosts)
    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    await check(pool, sit, sid, rep, w)
    assert rep["requests"] <= T.MAX_REQUESTS.get(sit.name, 6), S.summary(rep)


@pytest.mark.skipif(not T.CLI_RUN, reason="no CLI run chosen yet")
async def test_one_situation_per_rule_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    await S.check_through_cli(pool, tmp_path, db_url, mk, T.SITUATIONS, T.CLI_RUN)
