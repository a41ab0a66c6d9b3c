"""Fourteenth red-team round for repair: where real companies' pages move (docstring completed after the run).
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T9: Any = load_module("repair_redteam9", "data/repair/redteam9.py", reuse=True)
T: Any = load_module("repair_redteam14", "data/repair/redteam14.py", reuse=True)

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


async def test_one_situation_per_rule_through_the_cli(pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    await S.check_through_cli(pool, tmp_path, db_url, mk, T.SITUATIONS, T.CLI_RUN)


async def test_one_sweep_repairs_every_sensor_of_a_relaunched_site_each_to_its_own_new_page(
        pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """A company's whole site relaunched on a new CMS: its careers, blog, newsroom, pricing, team, privacy, terms and
    cookie-policy sensors all broke at once (every old path 404; the new pages under /en/, linked from the new front
    page's menu and footer). One `changewire repair` sweep migrates each to its own new page: eight successors at
    eight different URLs, never two sensors onto one page, each sensor's request budget kept."""
    await pool.execute("UPDATE sensors SET status = 'retired' WHERE status <> 'retired'")
    host = "q99.test"
    w = await mk({host: T.relaunched_site(host)})
    sids = [await seed(pool, tmp_path, S.Situation("x", {}, f"http://{host}{path}", "migrated", surface=surface,
                                                   reference=ref, website=f"http://{host}/"))
            for path, surface, ref, _ in T.RELAUNCH_SENSORS]
    company = await pool.fetchval("SELECT company_id FROM sensors WHERE sensor_id = $1", sids[0])
    await pool.execute("UPDATE sensors SET company_id = $1 WHERE sensor_id = ANY($2::bigint[])", company, sids)
    code, out, err = await S.run_cli(S.cli_env(db_url, tmp_path, w.connect_to()), "--json")
    assert code == 0, err
    reports = {r["sensor_id"]: r for r in json.loads(out)}
    assert sorted(reports) == sorted(sids), out
    wrong = []
    for sid, (path, _, _, new) in zip(sids, T.RELAUNCH_SENSORS):
        rep, want = reports[sid], f"http://{host}{new}"
        if rep["decision"] != "migrated" or rep["detail"]["url"] != want or await S.successor(pool, sid) != (want,
                                                                                                            "html"):
            wrong.append(f"{path} → want {want}\n{S.summary(rep)}")
        if rep["requests"] > 6:
            wrong.append(f"{path}: {rep['requests']} requests\n{S.summary(rep)}")
    assert not wrong, "\n".join(wrong)
    live = await pool.fetch("SELECT url, count(*) AS n FROM sensors WHERE company_id = $1 AND status <> 'retired' "
                            "GROUP BY url", company)
    assert sorted(r["url"] for r in live) == sorted(f"http://{host}{new}" for *_, new in T.RELAUNCH_SENSORS)
    assert all(r["n"] == 1 for r in live)
