"""Red team, round 12 (fetcher SERVICE, data poison): sensors whose URL cannot be fetched at all — written by hand
through SQL, imported from a spreadsheet, or left by an old version's discovery — reaching the `sensor.due`
consumer (run in-process as `changewire up` runs it; tests/data/fetcher/service12.py). A message is good; the
row it names is bad. What an operator expects: the run ends at once with its one terminal outcome, `failed`
(the class a URL the fetcher refuses has: BLOCKED_DESTINATION, as for an ftp: or javascript: URL), no request, no
politeness slot, no dead letter, no redelivery loop — so the scheduler marks the sensor failing and repair or a
person sees it; `skipped` ("robots.txt unreachable") would postpone it every 10 minutes forever.

Probed, 8 cases (each expectation written before it was run): `http://` (no host), `http://[2001:db8::1` (an
unclosed IPv6 literal), a port past 65535, port 0, a blank inside the host, a host of a 70-character label,
`careers.example/jobs` (no scheme) and `ftp://` (both refused before this round already).

Wrong on the code before this round (d9e5eee): 5 of 8 — the unclosed IPv6 literal raised ValueError out of the
handler (NAKed six times over 4 minutes, dead-lettered, and again at every lease); no host ended `skipped`
(robots.txt "unreachable", every 10 minutes for ever); the port past 65535 and port 0 ended `skipped` when
robots.txt was asked first and `failed`/UNKNOWN otherwise (3 failures before `failing`); the blank in the host
ended `failed`/DNS. Fixed: the fetcher checks a sensor's URL before any slot or request
(classify.invalid_url_reason, the rule `changewire fetch` already applied to its argument) and ends the run
`failed`/BLOCKED_DESTINATION naming what is wrong. The 70-character label is a name the resolver refuses, not a
URL error: `failed`/DNS, as before.
"""
from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.bus import connect_nats
from changewire_common.naming import Naming
from changewire_common.testing import new_prefix, wait_until

pytestmark = pytest.mark.integration

H: Any = load_module("fetcher_service12", "data/fetcher/service12.py")

BAD = {
    "no host": ("http://", "BLOCKED_DESTINATION"),
    "unclosed IPv6 literal": ("http://[2001:db8::1/careers", "BLOCKED_DESTINATION"),
    "port past 65535": ("http://jobs.{d}:99999/careers", "BLOCKED_DESTINATION"),
    "port 0": ("http://jobs.{d}:0/careers", "BLOCKED_DESTINATION"),
    "blank in the host": ("http://jobs .{d}/careers", "BLOCKED_DESTINATION"),
    "no scheme": ("careers.{d}/jobs", "BLOCKED_DESTINATION"),
    "ftp": ("ftp://files.{d}/careers.pdf", "BLOCKED_DESTINATION"),
}


@pytest.fixture
async def site() -> AsyncIterator[Any]:
    s = await H.CareersSite().start()
    yield s
    await s.stop()


async def test_sensors_whose_url_cannot_be_fetched_fail_at_once(
        pool: Any, db_url: str, nats_url: str, site: Any, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    d = H.domain()
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Kvarn & Sjö AB', $1) RETURNING company_id",
                              f"kvarn-{d}")
    ids: dict[str, int] = {}
    for name, (url, _) in BAD.items():
        ids[name] = await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'careers', $2, NULL, 1, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
            cid, url.format(d=d))
    long_label = "a" * 70
    (dns,) = await H.sensors(pool, [f"http://{long_label}.{d}/careers"], cid=cid)
    (control,) = await H.sensors(pool, [f"http://www.{d}/careers"], cid=cid)
    every = [*ids.values(), dns, control]
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    try:
        async with H.service(H.settings(db_url, nats_url, prefix, site, tmp_path,
                                        connect_to=f"www.{d}=127.0.0.2:{site.port}")):
            await H.due(pool, [(s, 1) for s in every])
            await wait_until(lambda: H.one_each(pool, every), timeout_s=10, what="one observation per run")
            await wait_until(lambda: H.drained(js, naming), timeout_s=10, what="every due acked")
        rows = {r["sensor_id"]: r for r in await pool.fetch(
            "SELECT sensor_id, outcome::text, failure_class::text, error, attempts FROM observations "
            "WHERE sensor_id = ANY($1)", every)}
        got = {name: (rows[sid]["outcome"], rows[sid]["failure_class"]) for name, sid in ids.items()}
        assert got == {name: ("failed", fc) for name, (_, fc) in BAD.items()}
        assert all(rows[sid]["error"] for sid in ids.values())
        assert (rows[dns]["outcome"], rows[dns]["failure_class"]) == ("failed", "DNS")
        assert rows[control]["outcome"] == "ok"
        assert H.CareersSite.pages(site) == [f"www.{d}/careers"]
        assert await H.counts(pool, list(ids.values())) == {"observations": 7, "failures": 7, "outbox": 7}
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1", naming.stream("DUE")) == 0
        assert await pool.fetchval("SELECT coalesce(max(in_flight), 0) FROM domains") == 0
    finally:
        await nc.close()
