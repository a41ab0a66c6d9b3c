"""The `changewire` command line's contracts that need PostgreSQL, NATS and a web site
(docs/cli-contracts.md): the JSON each database-backed command prints (keys, types, null vs missing),
its exit code, and one-line errors when the database is missing or not migrated. One module database,
one NATS prefix and one loopback site (127.0.0.2, reached through CHANGEWIRE_CONNECT_TO) for every case;
`main()` runs in-process.

Cases (CASES, in order; each is one row of the contract table):
- `companies add` (exit 0; 1 and one stderr line for a duplicate), `companies list --json` (keys; the
  importance as written: 0.35, not the float4 artefact 0.3499999940395355 it printed before),
- `sensors --json` (keys; quality_score 37.3, not 37.29999923706055), `stats --json` (its sections),
  `outbox status` (numbers, and `oldest_unpublished_s` as `stats` names it), `schedule --once --dry-run --json`,
- `run-sensor ID --json --force` (README's keys in order, plus `differ` after an `ok` fetch, its times ISO-8601:
  `occurred_at` was "2026-11-02 09:30:00+00:00", str() of a datetime), an unknown id
  (exit 1, one line), a URL that is no sensor's (the fetch keys), `repair --sensor ID --json` for an unknown id
  (an indented JSON array, exit 1), `onboard --company` unknown (exit 1, one line) and given the company's
  name (its slug's job; it was "no company"), `sensors --company` past int64 (none; it was a PostgreSQL error),
- `tail --json` over a malformed message and a real change: JSON lines only on stdout, the malformed one named
  on stderr (it was a JSONDecodeError traceback that ended the tail),
- a database that does not exist and one that is not migrated: exit 1, one line (the latter names
  `changewire migrate`) instead of a traceback.

What was wrong and fixed: the float4 artefacts (discovery/cli.py cmd_companies_list, scheduler/stats.py
list_sensors cast through numeric), `outbox status` naming its age differently from `stats`
(cli_core.cmd_outbox_status), `tail --json` on a malformed message (cli_core.cmd_tail), tracebacks on a missing or unmigrated database (changewire_common/cli.main).
Left alone: `stats --json` gives `consumers: {"error": …}` instead of per-consumer rows when no NATS is
configured (documented; scripts check for "error").
"""
from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from aiohttp import web

from changewire_common.cli import main
from changewire_common.db import create_pool
from changewire_common.events import ChangeDetected, Delta, JobRef, encode
from changewire_scheduler.testing import seed_sensors

pytestmark = pytest.mark.integration

PREFIX = "clic"  # the seeded companies' slugs and hosts (d0-clic.test): the module's database is its own
FETCH_KEYS = ["outcome", "status", "failure_class", "final_url", "bytes", "content_type", "elapsed_ms"]
RUN_SENSOR_KEYS = ["sensor_id", "run_seq", "state", "observation_id", "outcome", "failure_class", "status", "url",
                   "final_url", "bytes", "content_type", "elapsed_ms", "skip_until", "error", "blob_key", "event",
                   "detail"]

CAREERS = """<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Karriere | Nordwerk GmbH</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Werkstudent Vertrieb (m/w/d)",
"hiringOrganization":{"@type":"Organization","name":"Nordwerk GmbH"},"jobLocation":{"@type":"Place","address":"Hamburg"}}</script>
</head><body><header><nav><a href="/">Start</a> <a href="/karriere">Karriere</a> <a href="/preise">Preise</a></nav></header>
<main><h1>Offene Stellen</h1><ul class="jobs">
<li class="job"><a href="/karriere/werkstudent-vertrieb">Werkstudent Vertrieb (m/w/d)</a> <span>Hamburg</span></li>
<li class="job"><a href="/karriere/senior-backend">Senior Backend Engineer (m/w/d)</a> <span>Remote</span></li>
</ul></main><footer><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a></footer></body></html>"""


class Site:
    """A small company site on 127.0.0.2, served from its own thread and loop for in-process `main()` calls."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.port = 0
        self.runner: web.AppRunner | None = None

    async def _handle(self, request: web.Request) -> web.Response:
        if request.path == "/robots.txt":
            return web.Response(text="User-agent: *\nDisallow: /intern/\n")
        if request.path in ("/karriere", "/"):
            return web.Response(text=CAREERS, content_type="text/html", charset="utf-8")
        return web.Response(status=404, text="<html><title>Seite nicht gefunden</title></html>", content_type="text/html")

    async def _start(self) -> None:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.2", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    def start(self) -> Site:
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)
        return self

    def stop(self) -> None:
        assert self.runner is not None
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@pytest.fixture(scope="module")
def world(db_url: str, nats_url: str, nats_prefix: str, servers: Any) -> Iterator[dict[str, Any]]:
    async def seed() -> dict[str, Any]:
        from changewire_common.bus import connect_nats, provision
        from changewire_common.naming import Naming

        pool = await create_pool(db_url, attempts=3, max_size=2)
        try:
            ids = await seed_sensors(pool, 2, 2, prefix=PREFIX)
            # the sensor of d0-clic.test watches its careers page on the loopback site
            await pool.execute("UPDATE sensors SET url = $2, quality_score = 37.3 WHERE sensor_id = $1",
                               ids[0], f"http://d0-{PREFIX}.test/karriere")
        finally:
            await pool.close()
        naming = Naming(nats_prefix)
        nc = await connect_nats(nats_url, attempts=3)
        try:
            js = nc.jetstream()
            await provision(js, naming)
            # a malformed message (as a broken producer sends it), then a real change
            await js.publish(naming.subject("change.detected.careers.major"), b"\xff{not json")
            change = ChangeDetected(
                change_id=1, sensor_id=ids[0], company_id=1, company_name="Nordwerk GmbH", surface="careers",
                url=f"http://d0-{PREFIX}.test/karriere", significance="major", kind="jobs_added",
                delta=Delta(jobs_added=[JobRef(title="Werkstudent Vertrieb (m/w/d)")]),
                summary="1 job added: Werkstudent Vertrieb (m/w/d)", snapshot_after_id=1,
                detected_at=datetime(2026, 11, 2, 9, 30, tzinfo=UTC))
            await js.publish(naming.subject(change.subject()), encode(change))
        finally:
            await nc.close()
        return {"sensor": ids[0], "unmigrated": await servers.create_empty_database()}

    w = asyncio.run(seed())
    site = Site().start()
    w["port"] = site.port
    try:
        yield w
    finally:
        site.stop()


@pytest.fixture
def cli(world: dict[str, Any], db_url: str, nats_url: str, nats_prefix: str, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Any,
        capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    env = {"CHANGEWIRE_DATABASE_URL": db_url, "CHANGEWIRE_NATS_URL": nats_url, "CHANGEWIRE_NATS_PREFIX": nats_prefix,
           "CHANGEWIRE_DATA_DIR": str(tmp_path), "CHANGEWIRE_CONNECT_TO": f"*.test=127.0.0.2:{world['port']}",
           "CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.2/32", "CHANGEWIRE_POLITENESS_SPACING_S": "0",
           "CHANGEWIRE_HTTP_RETRIES": "0", "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "5"}

    def run(*argv: str, **over: str) -> tuple[int, str, str]:
        for k, v in {**env, **over}.items():
            monkeypatch.setenv(k, v)
        capsys.readouterr()
        try:
            rc = main([a.format(**world) for a in argv])
        except SystemExit as exc:
            rc = int(exc.code or 0)
        out, err = capsys.readouterr()
        return rc, out, err

    return run


def _one_line(err: str) -> bool:
    lines = [x for x in err.splitlines() if not x.startswith("CHANGEWIRE_")]  # the test-only settings' warnings
    return len(lines) == 1 and "Traceback" not in err


def companies_added(rc: int, out: str, err: str) -> None:
    assert rc == 0 and out.startswith("added company nordlicht-software-as (id ")


def companies_duplicate(rc: int, out: str, err: str) -> None:
    assert rc == 1 and out == "" and _one_line(err) and "nordlicht-software-as already exists" in err


def companies_list(rc: int, out: str, err: str) -> None:
    rows = json.loads(out)
    assert rc == 0 and isinstance(rows, list)
    assert set(rows[0]) == {"company_id", "slug", "name", "website", "tier", "importance", "status", "error", "sensors"}
    new = next(r for r in rows if r["slug"] == "nordlicht-software-as")
    assert new["importance"] == 0.35 and new["tier"] == 2 and new["status"] == "pending" and new["error"] is None
    assert isinstance(new["company_id"], int) and new["sensors"] == 0


def sensors(rc: int, out: str, err: str) -> None:
    rows = json.loads(out)
    assert rc == 0 and len(rows) == 1
    r = rows[0]
    assert {"sensor_id", "company", "surface", "kind", "status", "tier", "current_interval_s", "next_run_at", "run_seq",
            "consecutive_failures", "quality_score", "url"} <= set(r)
    assert r["quality_score"] == 37.3 and isinstance(r["sensor_id"], int) and isinstance(r["next_run_at"], str)
    assert r["lease_until"] is None and r["last_outcome"] is None  # present as null, not missing


def stats(rc: int, out: str, err: str) -> None:
    d = json.loads(out)
    assert rc == 0
    assert {"sensors_by_status", "runs_last_hour", "changes_by_significance", "due", "outbox", "consumers"} <= set(d)
    assert isinstance(d["due"]["backlog"], int) and "oldest_overdue_s" in d["due"]
    assert isinstance(d["outbox"]["backlog"], int) and "oldest_unpublished_s" in d["outbox"]
    assert all({"pending", "ack_pending", "redelivered"} <= set(v) for v in d["consumers"].values())


def outbox_status(rc: int, out: str, err: str) -> None:
    d = json.loads(out)
    assert rc == 0 and isinstance(d["backlog"], int) and isinstance(d["published"], int)
    assert d["oldest_unpublished_s"] == d["oldest_s"] and (d["oldest_s"] is None or isinstance(d["oldest_s"], float))


def schedule_dry_run(rc: int, out: str, err: str) -> None:
    d = json.loads(out)
    assert rc == 0 and d["dry_run"] is True and len(d["would_claim"]) == 2
    assert set(d["would_claim"][0]) == {"sensor_id", "domain", "reissue"}


def run_sensor(rc: int, out: str, err: str) -> None:
    d = json.loads(out)
    assert rc == 0, err
    assert list(d) == [*RUN_SENSOR_KEYS, "differ"]
    assert d["state"] == "written" and d["outcome"] == "ok" and d["status"] == 200 and d["failure_class"] is None
    assert isinstance(d["differ"], dict) and isinstance(d["bytes"], int) and d["event"] == "observation.fetched.ok"
    assert datetime.fromisoformat(d["differ"]["occurred_at"]) and "T" in d["differ"]["occurred_at"]  # was str(datetime)


def run_sensor_unknown(rc: int, out: str, err: str) -> None:
    assert rc == 1 and out == "" and _one_line(err) and "no sensor 987654" in err


def run_sensor_url(rc: int, out: str, err: str) -> None:
    d = json.loads(out)
    assert rc == 0 and list(d) == FETCH_KEYS and d["outcome"] == "failed" and d["failure_class"] == "PAGE_REMOVED"


def repair_unknown(rc: int, out: str, err: str) -> None:
    reports = json.loads(out)
    assert rc == 1 and out.startswith("[\n  {") and len(reports) == 1
    assert reports[0]["sensor_id"] == 987654 and reports[0]["skipped"] == "no such sensor"


def onboard_by_name(rc: int, out: str, err: str) -> None:
    assert rc == 0 and out.startswith("nordlicht-software-as: onboarding job ") and out.rstrip().endswith("queued")


def sensors_no_such_company(rc: int, out: str, err: str) -> None:
    assert rc == 0 and json.loads(out) == []


def onboard_unknown(rc: int, out: str, err: str) -> None:
    assert rc == 1 and out == "" and _one_line(err) and "no company with slug 'gibt-es-nicht'" in err


def tail_json(rc: int, out: str, err: str) -> None:
    assert rc == 0
    lines = [json.loads(x) for x in out.splitlines()]
    assert len(lines) == 1 and lines[0]["subject"] == "change.detected.careers.major"
    assert lines[0]["delta"] == {"jobs_added": [{"title": "Werkstudent Vertrieb (m/w/d)"}]}
    assert "change.detected.careers.major: not a JSON object (10 bytes), skipped" in err and "Traceback" not in err


def missing_database(rc: int, out: str, err: str) -> None:
    assert rc == 1 and out == "" and _one_line(err)
    assert err.startswith("changewire companies list: PostgreSQL: database ") and "does not exist" in err


def unmigrated_database(rc: int, out: str, err: str) -> None:
    assert rc == 1 and out == "" and _one_line(err)
    assert err.startswith("changewire sensors: PostgreSQL: ") and "changewire migrate" in err


CASES: list[tuple[str, list[str], dict[str, str], Callable[[int, str, str], None]]] = [
    ("companies add", ["companies", "add", "Nordlicht Software AS", "--website", "nordlicht.no", "--tier", "2",
                       "--importance", "0.35"], {}, companies_added),
    ("companies add duplicate", ["companies", "add", "Nordlicht Software AS"], {}, companies_duplicate),
    ("companies list --json", ["companies", "list", "--json"], {}, companies_list),
    ("sensors --json", ["sensors", "--json", "--company", f"{PREFIX}-0"], {}, sensors),
    ("stats --json", ["stats", "--json"], {}, stats),
    ("outbox status", ["outbox", "status"], {}, outbox_status),
    ("schedule --once --dry-run --json", ["schedule", "--once", "--dry-run", "--json"], {}, schedule_dry_run),
    ("run-sensor ID --json", ["run-sensor", "{sensor}", "--json", "--force"], {}, run_sensor),
    ("run-sensor unknown", ["run-sensor", "987654", "--json"], {}, run_sensor_unknown),
    ("run-sensor URL", ["run-sensor", f"http://d1-{PREFIX}.test/stellen/alt", "--json"], {}, run_sensor_url),
    ("repair unknown", ["repair", "--sensor", "987654", "--json", "--dry-run"], {}, repair_unknown),
    ("onboard unknown", ["onboard", "--company", "gibt-es-nicht"], {}, onboard_unknown),
    ("onboard by name", ["onboard", "--company", "Nordlicht Software AS"], {}, onboard_by_name),
    ("sensors --company past int64", ["sensors", "--json", "--company", "99999999999999999999"], {},
     sensors_no_such_company),
    ("tail --json, a malformed message", ["tail", "change.detected", "--from-start", "--json", "--count", "2"], {},
     tail_json),
    ("missing database", ["companies", "list"], {"db": "cw_gibt_es_nicht"}, missing_database),
    ("unmigrated database", ["sensors", "--json"], {"db": "{unmigrated}"}, unmigrated_database),
]


@pytest.mark.parametrize(("argv", "db", "check"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_cli_contract(argv: list[str], db: dict[str, str], check: Callable[[int, str, str], None],
                      cli: Callable[..., tuple[int, str, str]], world: dict[str, Any], db_url: str) -> None:
    over = {}
    if db:
        target = db["db"].format(**world)
        if "://" not in target:  # a database name on the same server
            from changewire_common.testing import with_db

            target = with_db(db_url, target)
        over["CHANGEWIRE_DATABASE_URL"] = target
    rc, out, err = cli(*argv, **over)
    check(rc, out, err)
