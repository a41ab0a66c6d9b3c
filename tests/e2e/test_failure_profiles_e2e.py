"""The fixture internet's failing sites through the real pipeline (scheduler, fetcher, differ as OS
processes): each failure profile ends its runs with the outcome and failure class DESIGN.md gives it,
the scheduler applies them (statuses, review items), and nothing is reported as a change."""
from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from changewire_common.testing import ServerStack, new_prefix
from changewire_fixtures.harness import Harness
from changewire_fixtures.internet import FixtureInternet
from changewire_fixtures.model import FAILURES, QUIET, World, WorldConfig
from changewire_fixtures.seed import make_due, seed_sensors

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(240)]


async def test_failure_profiles_end_runs_with_their_outcomes(servers: ServerStack, tmp_path: Path) -> None:
    # one company per failure profile (fail_step 1: moves and removals happen at the first advance)
    world = World(WorldConfig(seed=12, companies=len(FAILURES), rates=QUIET, failure_rate=1.0, fail_step=1,
                              slow_s=4.0, etag_policy="none"))
    for c, f in zip(world.companies, FAILURES, strict=True):
        c.failure = f
        c.new_domain = f"{c.slug}hq.test" if f == "domain_moved" else None
        for h in c.hosts():
            world.by_host[h] = c
    fi = FixtureInternet(world)
    await fi.start()
    h = Harness(tmp_path, db_url=await servers.create_database(), nats_url=servers.nats_url, prefix=new_prefix())
    try:
        await h.start_servers()
        h.base_env.update(fi.env())
        h.base_env.update({"CHANGEWIRE_POLITENESS_SPACING_S": "0", "CHANGEWIRE_SCHEDULER_TICK_S": "0.5",
                           "CHANGEWIRE_HTTP_READ_TIMEOUT_S": "1.5", "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "2.5",
                           "CHANGEWIRE_HTTP_RETRIES": "0", "CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK": "20"})
        for s in ("scheduler", "fetcher", "differ"):
            h.add_service(s)
        await h.start_services()
        await h.start_observer()
        routes = ["home", "careers", "pricing", "changelog"]
        by_rid = await seed_sensors(h.pool, fi.sensors(routes=routes))  # type: ignore[arg-type]
        ids = list(by_rid.values())
        fi.advance(rates=QUIET)  # step 1: outage window of flaky_5xx, pages moved and removed
        t = time.time()
        await make_due(h.pool, ids)  # type: ignore[arg-type]
        done, _ = await h.wait_runs_complete(t, ids, timeout_s=90, exclude_skipped=False)
        assert done == len(ids), "\n".join(h.tail_log(p.name) for p in h.procs)
        rows = await h.pool.fetch(  # type: ignore[union-attr]
            """SELECT DISTINCT ON (o.sensor_id) s.config->>'fixture_rid' AS rid, o.outcome::text AS outcome,
                      o.failure_class::text AS fc, o.http_status, o.final_url, s.status::text AS status
               FROM observations o JOIN sensors s USING (sensor_id) ORDER BY o.sensor_id, o.run_seq DESC""")
        got = {r["rid"]: r for r in rows}
        by_failure = {c.failure: c.slug for c in world.companies}

        def outcome(failure: str, route: str) -> tuple[str, str | None]:
            r = got[f"{by_failure[failure]}:{route}"]
            return r["outcome"], r["fc"]

        assert outcome("bot_challenge", "careers") == ("failed", "BOT_CHALLENGE")
        assert outcome("robots_disallow", "pricing") == ("failed", "ROBOTS")
        assert outcome("flaky_5xx", "home") == ("failed", "HTTP_5XX")
        assert outcome("slow", "careers") == ("failed", "TIMEOUT")
        assert outcome("page_removed", "changelog") == ("failed", "PAGE_REMOVED")
        assert outcome("domain_moved", "home")[0] == "redirected"
        moved = got[f"{by_failure['moved_page']}:pricing"]
        assert moved["outcome"] == "ok" and moved["final_url"].endswith("/plans")
        assert outcome("rate_limited", "home")[0] in ("ok", "failed")  # every third request is a 429
        assert any(r["fc"] == "RATE_LIMIT" for r in rows if r["rid"].startswith(by_failure["rate_limited"])) or \
            any(r.status == 429 for r in fi.requests if r.host.endswith(f"{by_failure['rate_limited']}.test"))
        statuses = {r["rid"]: r["status"] for r in rows}
        assert statuses[f"{by_failure['robots_disallow']}:pricing"] == "blocked"
        assert statuses[f"{by_failure['domain_moved']}:home"] == "redirected"
        reviews = await h.pool.fetchval("SELECT count(*) FROM review_queue WHERE kind = 'blocked_source'")  # type: ignore[union-attr]
        assert reviews >= 1
        await asyncio.sleep(1.0)
        assert not h.observed, f"failures reported as changes: {h.observed}"
        assert fi.requests and all(r.user_agent.startswith("changewire/") for r in fi.requests)
    finally:
        await h.stop()
        await fi.stop()
