"""Bad-input red team, round 1: poison messages to every consumer, bad settings for every command, CLI misuse with
files. The bar: bad input gets a clear error and loses nothing — never a crash loop, never a silent drop.

Earlier rounds covered: the runner's dead-lettering (test_bus_poison.py), poison `sensor.due` at the fetcher
(test_fetcher_faults_redteam12.py) and poison outcomes at the scheduler (test_scheduler_redteam1.py), settings values
per type (tests/unit/test_cli_contracts.py SETTINGS, test_settings_cli.py), CLI usage errors and CSV dialects
(test_cli_contracts*.py). Not repeated here; this round takes every consumer at once and the gaps between them.

Covered, 64 tests:
- poison (1 test, 216 message cases): the six consumers (scheduler ×2, fetcher, differ, repair, discovery) run
  in-process through run_service + wire on one prefix, the module's PostgreSQL and nats-server; 32 POISON payloads
  each — truncated JSON, empty / whitespace body, non-UTF-8 bytes, latin-1 inside a string, JSON null / array /
  number / double-encoded string, another event type's body, the id field missing / a string / a float / true /
  null / past int64 / uint64 max / past uint64 / below int64, schema_version 2 / 0 / "1", a bad occurred_at, 1 MB
  of garbage, 1 MB of nesting; compatible ones: an added field (small and 1 MB), the envelope fields missing,
  ids 0 / -5 / int64 max, a company and sensor created then deleted — plus three deliveries of one valid message
  under distinct ids and a repeated id (broker-deduped) mixed in, and one valid message after the burst. Each is
  dead-lettered at its first delivery (one row, a one-line error) or handled as the service's design says for a
  row that does not exist (MISSING), with no redelivery anywhere (num_redelivered 0), an ERROR line naming the
  consumer per dead letter, every consumer drained, every service still running and then stopping with 0.
- bad settings (37 + 7 accepted controls): zero / negative where meaningless, wrong types, malformed JSON maps,
  unknown enum values, malformed database / NATS URLs, CIDR, CONNECT_TO, a metrics bind address, a service's
  override of a common setting, near-miss variable names (typos), through `service NAME` (run_service stubbed),
  `up` (the embedded servers stubbed) and one-shot commands (discover, schedule --once, sensors, fetch, diff): exit
  2, no traceback, exactly one stderr line naming the variable and what is wrong; meaningful edge values (a fast
  poll, 0 blob workers, multi-host URLs, an IPv6 bind address, another service's or tool's variables) accepted.
- CLI misuse with files (17 + 2): a directory as a file, a path under a file, a missing file, an empty / binary /
  BOM-with-bad-rows / NUL-in-a-name CSV for `companies import` and `onboard --file`, `events schemas --out` a file,
  unknown flags and missing arguments; a UTF-16 CSV from Excel imported.

Failed before the fixes: 27 tests of 64 — 24 on the first run (of the 58 committed first), 3 of the 6 added
after it (metrics host, NUL and UTF-16 CSVs); the poison test with 15 of its 216 cases wrong. 25 product, 2 expectation.
Product (fixed):
- ids outside int64 at the differ, repair and discovery (12 cases): the differ and repair NAKed a DataError up to
  max_deliver (1+5+15+60+180… s of retries), discovery acknowledged a company id no row can have.
  events.decode: an int field of an event outside int64 is a PoisonMessage (dead-lettered at once, every consumer).
- settings.CommonSettings.__post_init__: CHANGEWIRE_CONNECT_TO checked for every service (only the fetcher did:
  discovery and repair took `acme.test` and `discover` failed at its first request); the port of a database or
  NATS URL checked (`db:port` was accepted, failing only at connect); CHANGEWIRE_OUTBOX_POLL_S must be > 0 (0 made
  the relay a busy loop on PostgreSQL); CHANGEWIRE_METRICS_HOST must be an address or a host name (a bad one exits 1
  at bind — under `up` a restart loop).
- settings._parse_value: a JSON map setting is decoded to its type there, so `[3600]` or `{"careers": "6h"}` is
  reported under its variable (it was msgspec's "at `$.surface_base_s`", no variable named).
- settings._near_misses (load_settings): a CHANGEWIRE_* variable nothing reads whose name is within 0.88 of a
  setting's is an error "not a setting; did you mean …" (CHANGEWIRE_DATABSE_URL made `up` start an embedded
  database, CHANGEWIRE_FETCHER_CONCURENCY ran the default). Known: every installed service's variables,
  OTHER_VARIABLES; far-off names (CHANGEWIRE_IMAGE_TAG) pass. _common_fields / known_variables cached.
- repair settings: SWEEP_POLL_S must be > 0 (busy loop); fetcher: SLOT_LEASE_S must be > 0 (a grant expiring at
  once is no per-domain limit); discovery: MAX_CRAWL_DELAY_S must be ≥ 0.
- supervisor.run_up: every wanted service's settings loaded before the embedded servers start (a bad
  CHANGEWIRE_FETCHER_* started them, then the fetcher exited 2 and was restarted forever, the reason only in its
  log); supervisor._supervise: a child that exits 2 is not restarted (one ERROR line).
- cli_core.cmd_events_schemas: `--out` naming a file is a usage error "not a directory" (it was "File exists", and
  with --check a list of "stale" paths under the file).
- discovery cli._read_csv: a UTF-16 BOM decodes as UTF-16 (Excel's "Unicode Text" read as cp1252: "CSV needs a
  header"; with the NULs the csv module raised — a traceback); store.read_companies_csv: a csv.Error is a
  line-numbered problem; store.validate_company: control characters in a name refused (a NUL reached PostgreSQL:
  exit 1 with its error instead of exit 2 naming the line).
Expectation wrong (revised, said at each case): latin-1 bytes inside a string the consumer does not read (3 cases:
an added field, skipped by msgspec) — acknowledging it loses nothing; CONNECT_TO without a target port (2) is
documented (the request's port is kept).
xfail: none.
Left alone: a change kind in CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE that no kind has (`price_chnaged`) is accepted —
the kinds have no central vocabulary yet; FETCHER_CLAIM_TTL_S=0 is accepted on purpose by its check; a huge
DB_POOL_MAX is accepted; CSV errors list one bad row per line under the command's line (the established form);
an unreadable file could not be tried (the tests run as root), a path under a file stands in for it.
"""
from __future__ import annotations

import asyncio
import json
import logging
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from changewire_common.bus import connect_nats
from changewire_common.cli import main
from changewire_common.clock import utcnow
from changewire_common.embedded import free_port
from changewire_common.naming import Naming
from changewire_common.service import run_service
from changewire_common.testing import new_prefix, wait_until

pytestmark = pytest.mark.integration

# ---------------------------------------------------------------- 1. poison messages, every consumer

#: what a consumer does with a well-formed message naming something that does not exist (or was deleted), as each
#: service's design says: the differ dead-letters an observation that does not exist (handlers.process_observation:
#: PoisonMessage); the scheduler, fetcher, repair and discovery acknowledge it (nothing to do: the row is the truth)
MISSING = {"scheduler": "ack", "scheduler-snapshot": "ack", "fetcher": "ack", "differ": "dead", "repair": "ack",
           "discovery": "ack"}

#: service → (durable, subject it is published on)
CONSUMER = {
    "scheduler": ("scheduler-observation-fetched", "observation.fetched.failed"),
    "scheduler-snapshot": ("scheduler-snapshot-stored", "snapshot.stored.unchanged"),
    "fetcher": ("fetcher-sensor-due", "sensor.due"),
    "differ": ("differ-observation-fetched", "observation.fetched.ok"),
    "repair": ("repair-sensor-status-changed", "sensor.status_changed.failing"),
    "discovery": ("discovery-company-onboard-requested", "company.onboard.requested"),
}
#: the id field of each consumer's event that names a row (the one set past int64 below)
ID_FIELD = {"scheduler": "sensor_id", "scheduler-snapshot": "sensor_id", "fetcher": "sensor_id", "differ": "observation_id", "repair": "sensor_id",
            "discovery": "company_id"}


def valid(service: str, ids: dict[str, int]) -> dict[str, Any]:
    """A well-formed event for `service`'s consumer naming rows that do not exist (`ids`)."""
    now = utcnow()
    base = {"event_id": str(uuid.uuid4()), "schema_version": 1, "occurred_at": now.isoformat()}
    if service == "scheduler":
        return {**base, "sensor_id": ids["sensor"], "run_seq": 1, "observation_id": ids["observation"],
                "outcome": "failed", "failure_class": "TIMEOUT", "fetched_at": now.isoformat()}
    if service == "scheduler-snapshot":
        return {**base, "sensor_id": ids["sensor"], "run_seq": 1, "observation_id": ids["observation"],
                "result": "unchanged", "extraction_confidence": 0.9}
    if service == "differ":
        return {**base, "sensor_id": ids["sensor"], "run_seq": 1, "observation_id": ids["observation"],
                "outcome": "ok", "http_status": 200, "fetched_at": now.isoformat()}
    if service == "fetcher":
        return {**base, "sensor_id": ids["sensor"], "run_seq": 1,
                "lease_until": (now + timedelta(minutes=5)).isoformat()}
    if service == "repair":
        return {**base, "sensor_id": ids["sensor"], "from_status": "active", "to_status": "failing",
                "reason": "6 failures in a row", "failure_class": "TIMEOUT"}
    return {**base, "company_id": ids["company"], "job_id": ids["job"]}


def _j(d: Any) -> bytes:
    return json.dumps(d).encode()


def _without(d: dict[str, Any], key: str) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k != key}


#: (case, payload from (service, a valid event), expected: "dead" = one dead_letters row at its first delivery,
#: "missing" = what the service does with a valid message naming nothing (MISSING))
POISON: list[tuple[str, Any, str]] = [
    ("truncated JSON", lambda s, v: _j(v)[:-7], "dead"),
    ("empty body", lambda s, v: b"", "dead"),
    ("whitespace body", lambda s, v: b" \r\n", "dead"),
    ("non-UTF-8 bytes", lambda s, v: b"\xff\xfe\x00{\x81\xc3(", "dead"),
    # bytes that are not UTF-8 inside a string (a latin-1 producer): dead-lettered where the consumer reads that field
    # (repair's `reason`); where it is an added field the consumer skips, acknowledging it loses nothing (expectation
    # revised: it was "dead" everywhere)
    ("latin-1 inside JSON", lambda s, v: _j({**v, "reason": "x"})[:-2] + b' \xe9t\xe9"}', "missing|dead"),
    ("JSON null", lambda s, v: b"null", "dead"),
    ("JSON array of the event", lambda s, v: _j([v]), "dead"),
    ("JSON number", lambda s, v: b"42", "dead"),
    ("JSON string of the event", lambda s, v: _j(json.dumps(v)), "dead"),
    ("another event type's body", lambda s, v: _j({"event_id": str(uuid.uuid4()), "sensor_id": 1, "company_id": 1,
                                                   "surface": "careers", "url": "https://acme.test/jobs"}), "dead"),
    ("id field missing", lambda s, v: _j(_without(v, ID_FIELD[s])), "dead"),
    ("id as a string", lambda s, v: _j({**v, ID_FIELD[s]: str(v[ID_FIELD[s]])}), "dead"),
    ("id as a float", lambda s, v: _j({**v, ID_FIELD[s]: v[ID_FIELD[s]] + 0.5}), "dead"),
    ("id as true", lambda s, v: _j({**v, ID_FIELD[s]: True}), "dead"),
    ("id null", lambda s, v: _j({**v, ID_FIELD[s]: None}), "dead"),
    ("id past int64", lambda s, v: _j({**v, ID_FIELD[s]: 2 ** 63}), "dead"),
    ("id at uint64 max", lambda s, v: _j({**v, ID_FIELD[s]: 2 ** 64 - 1}), "dead"),
    ("id past uint64", lambda s, v: _j({**v, ID_FIELD[s]: 2 ** 70}), "dead"),
    ("id at int64 min - 1", lambda s, v: _j({**v, ID_FIELD[s]: -(2 ** 63) - 1}), "dead"),
    ("schema_version 2", lambda s, v: _j({**v, "schema_version": 2}), "dead"),
    ("schema_version 0", lambda s, v: _j({**v, "schema_version": 0}), "dead"),
    ("schema_version as a string", lambda s, v: _j({**v, "schema_version": "1"}), "dead"),
    ("occurred_at not a time", lambda s, v: _j({**v, "occurred_at": "yesterday"}), "dead"),
    ("1 MB of garbage", lambda s, v: b"\x00PK\x03\x04" + b"\xa5" * 1_000_000, "dead"),
    ("1 MB of JSON nesting", lambda s, v: b"[" * 500_000 + b"]" * 500_000, "dead"),
    # compatible: an added field (small or 1 MB), an id that fits but names nothing, a negative or zero one
    ("an added field", lambda s, v: _j({**v, "trace_id": "abc", "x": {"y": [1, 2]}}), "missing"),
    ("1 MB added field", lambda s, v: _j({**v, "baggage": "z" * 1_000_000}), "missing"),
    ("no event_id, occurred_at, schema_version", lambda s, v: _j(_without(_without(_without(
        v, "event_id"), "occurred_at"), "schema_version")), "missing"),
    # an id no row can have (ids start at 1): poison, or a message naming nothing; either, at its first delivery
    ("id 0", lambda s, v: _j({**v, ID_FIELD[s]: 0}), "missing|dead"),
    ("id -5", lambda s, v: _j({**v, ID_FIELD[s]: -5}), "missing|dead"),
    ("id int64 max", lambda s, v: _j({**v, ID_FIELD[s]: 2 ** 63 - 1}), "missing"),
    ("naming a deleted row", lambda s, v: _j(v), "missing"),
]


async def _seed_deleted(pool: Any, tag: str) -> dict[str, int]:
    """A company and a sensor created, then deleted: ids that existed once and name nothing now."""
    cid = await pool.fetchval("INSERT INTO companies (name, slug, website, tier) VALUES ($1, $1, $2, 3) "
                              "RETURNING company_id", f"gone-{tag}", f"https://gone-{tag}.test/")
    sid = await pool.fetchval("INSERT INTO sensors (company_id, surface, kind, url, domain, status, next_run_at) "
                              "VALUES ($1, 'careers', 'html', $2, $3, 'active', now()) RETURNING sensor_id",
                              cid, f"https://gone-{tag}.test/jobs", f"gone-{tag}.test")
    await pool.execute("DELETE FROM sensors WHERE sensor_id = $1", sid)
    await pool.execute("DELETE FROM companies WHERE company_id = $1", cid)
    return {"sensor": sid, "company": cid, "observation": 9_000_000_000 + sid, "job": 9_000_000_000 + cid}


def _settings(service: str, db_url: str, nats_url: str, prefix: str, tmp: Path) -> Any:
    import importlib

    mod = importlib.import_module(f"changewire_{service}.settings")
    cls = {"scheduler": "SchedulerSettings", "fetcher": "FetcherSettings", "differ": "DifferSettings",
           "repair": "RepairSettings", "discovery": "DiscoverySettings"}[service]
    extra: dict[str, Any] = {
        "scheduler": {"tick_s": 0.5, "retention_schedule": "off", "repair_sweep_schedule": "off"},
        "fetcher": {"blob_workers": 0},
        "differ": {"concurrency": 2},
        "repair": {"sweep_poll_s": 0.5, "sweep_interval_s": 3600.0},
        "discovery": {"poll_s": 0.5},
    }[service]
    return getattr(mod, cls)(database_url=db_url, nats_url=nats_url, nats_prefix=prefix, metrics_port=free_port(),
                             metrics_host="127.0.0.1", data_dir=str(tmp / service), outbox_poll_s=0.2,
                             drain_timeout_s=2.0, **extra)


async def test_poison_to_every_consumer_is_dead_lettered_once_and_the_rest_flows(
        pool: Any, db_url: str, nats_url: str, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """All five services run in-process (run_service + wire, as `changewire service NAME` runs them) on one prefix;
    every POISON case goes to each one's consumer, plus duplicates of a valid message (three deliveries under
    distinct message ids, one repeated id the broker drops) mixed among them, and one more valid message after the
    burst. Each case: the expected disposition at its FIRST delivery (no redelivery at all on the consumer), an
    ERROR log line naming the consumer for each dead letter, the consumer drained, the service still running."""
    caplog.set_level(logging.ERROR, logger="changewire_common.bus")
    prefix = new_prefix()
    naming = Naming(prefix)
    ids = await _seed_deleted(pool, prefix.lower())
    stop = asyncio.Event()
    services = sorted({s.split("-")[0] for s in CONSUMER})
    readies = {s: asyncio.Event() for s in services}
    tasks = {s: asyncio.create_task(run_service(s, _settings(s, db_url, nats_url, prefix, tmp_path), _wire(s),
                                                stop=stop, install_signals=False, ready_event=readies[s]))
             for s in services}
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    sent: dict[tuple[str, str], str] = {}  # (service, case) → msg id
    try:
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in readies.values())), 20)
        for service, (_durable, subject) in CONSUMER.items():
            v = valid(service, ids)
            cases = [(name, make(service, v)) for name, make, _ in POISON]
            dup = _j(valid(service, ids))
            cases[10:10] = [("duplicate 1", dup), ("duplicate 2", dup)]
            cases[20:20] = [("duplicate 3", dup)]
            cases.append(("after the burst", _j(valid(service, ids))))
            for name, payload in cases:
                mid = f"{prefix}-{service}-{uuid.uuid4()}"
                sent[(service, name)] = mid
                await js.publish(naming.subject(subject), payload, headers={"Nats-Msg-Id": mid}, timeout=10)
            # the same message id again: the broker's dedupe drops it (no delivery at all)
            await js.publish(naming.subject(subject), dup, headers={"Nats-Msg-Id": sent[(service, "duplicate 1")]})
        expected = {(s, name): {MISSING[s] if x == "missing" else x for x in e.split("|")}
                    for s in CONSUMER for name, _, e in POISON}
        for s in CONSUMER:
            for name in ("duplicate 1", "duplicate 2", "duplicate 3", "after the burst"):
                expected[(s, name)] = {MISSING[s]}
        n_dead = sum(1 for e in expected.values() if e == {"dead"})

        async def consumers() -> dict[str, Any]:
            return {s: await js.consumer_info(naming.stream(_stream(d)), naming.durable(d))
                    for s, (d, _) in CONSUMER.items()}

        async def settled() -> bool:
            n = await pool.fetchval("SELECT count(*) FROM dead_letters WHERE msg_id = ANY($1)", list(sent.values()))
            infos = await consumers()
            return n >= n_dead and all(i.num_pending == 0 and i.num_ack_pending == 0 for i in infos.values())

        try:
            await wait_until(settled, timeout_s=8, what="poison dead-lettered and every consumer drained")
        except Exception:  # noqa: BLE001 - report what did settle below
            pass
        rows = {r["msg_id"]: r for r in await pool.fetch(
            "SELECT msg_id, consumer, deliveries, error FROM dead_letters WHERE msg_id = ANY($1)", list(sent.values()))}
        got = {}
        for key, mid in sent.items():
            r = rows.get(mid)
            got[key] = "ack" if r is None else ("dead" if r["deliveries"] == 1 else f"dead after {r['deliveries']}")
        wrong = {k: (got[k], sorted(e)) for k, e in expected.items() if got[k] not in e}
        assert not wrong, "got, expected: " + json.dumps({f"{s}: {n}": v for (s, n), v in wrong.items()}, indent=1)
        for r in rows.values():
            assert r["error"] and len(r["error"]) < 4001 and "\n" not in r["error"].strip(), dict(r)
        infos = await consumers()
        # every message settled at its first delivery: nothing NAKed and delivered again (no retry loop, no delay)
        assert {s: (i.num_pending, i.num_ack_pending, i.num_redelivered) for s, i in infos.items()} == {
            s: (0, 0, 0) for s in CONSUMER}
        assert not any(t.done() for t in tasks.values()), "a service stopped"
        logged = [r.getMessage() for r in caplog.records if "dead-lettering" in r.getMessage()]
        for s, (d, _) in CONSUMER.items():
            assert sum(naming.durable(d) in m for m in logged) >= sum(
                1 for (ss, n), g in got.items() if ss == s and g == "dead"), s
    finally:
        stop.set()
        codes = await asyncio.wait_for(asyncio.gather(*tasks.values(), return_exceptions=True), 30)
        await nc.close()
    assert codes == [0] * len(services)


def _stream(durable: str) -> str:
    from changewire_common.bus import CONSUMERS

    return CONSUMERS[durable].stream


def _wire(service: str) -> Any:
    import importlib

    return importlib.import_module(f"changewire_{service}.app").wire


# ---------------------------------------------------------------- 2. bad settings, every command


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        rc = main(argv)
    except SystemExit as exc:
        rc = int(exc.code or 0)
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.fixture
def no_start(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """`service NAME` and `up` stop where they would start running: what got that far is recorded (an accepted
    setting), so a case never starts a service or the embedded servers."""
    import changewire_common.service as service_mod
    import changewire_common.supervisor as supervisor_mod

    started: list[str] = []

    async def fake_run_service(name: str, settings: Any, wire: Any, **kw: Any) -> int:
        started.append(f"service {name}")
        return 0

    async def fake_start_stack(settings: Any) -> Any:
        started.append("up: embedded servers")
        raise RuntimeError("not in this test")

    monkeypatch.setattr(service_mod, "run_service", fake_run_service)
    monkeypatch.setattr(supervisor_mod, "start_stack", fake_start_stack)
    for k in ("CHANGEWIRE_DATABASE_URL", "CHANGEWIRE_NATS_URL"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("CHANGEWIRE_DATA_DIR", str(tmp_path))
    return started


SERVERS = {"CHANGEWIRE_DATABASE_URL": "postgresql://cw@127.0.0.1:1/changewire", "CHANGEWIRE_NATS_URL": "nats://127.0.0.1:1"}

#: (argv, environment, the variable the one error line must name, a word of what is wrong)
BAD_SETTINGS: list[tuple[list[str], dict[str, str], str, str]] = [
    # zero or a negative where it makes no sense
    (["service", "discovery"], {"CHANGEWIRE_DISCOVERY_MAX_CRAWL_DELAY_S": "-1"}, "CHANGEWIRE_DISCOVERY_MAX_CRAWL_DELAY_S", "≥"),
    (["service", "differ"], {"CHANGEWIRE_OUTBOX_POLL_S": "0"}, "CHANGEWIRE_OUTBOX_POLL_S", ">"),
    (["service", "repair"], {"CHANGEWIRE_REPAIR_SWEEP_POLL_S": "0"}, "CHANGEWIRE_REPAIR_SWEEP_POLL_S", ">"),
    (["service", "fetcher"], {"CHANGEWIRE_FETCHER_SLOT_LEASE_S": "0"}, "CHANGEWIRE_FETCHER_SLOT_LEASE_S", ">"),
    (["service", "scheduler"], {"CHANGEWIRE_SCHEDULER_TICK_S": "-2"}, "CHANGEWIRE_SCHEDULER_TICK_S", "> 0"),
    (["service", "fetcher"], {"CHANGEWIRE_FETCHER_CONCURRENCY": "0"}, "CHANGEWIRE_FETCHER_CONCURRENCY", "≥ 1"),
    # wrong types
    (["service", "differ"], {"CHANGEWIRE_DIFFER_CONCURRENCY": "four"}, "CHANGEWIRE_DIFFER_CONCURRENCY", "int"),
    (["service", "repair"], {"CHANGEWIRE_REPAIR_CONCURRENCY": "2.5"}, "CHANGEWIRE_REPAIR_CONCURRENCY", "int"),
    (["service", "discovery"], {"CHANGEWIRE_DISCOVERY_POLL_S": "5s"}, "CHANGEWIRE_DISCOVERY_POLL_S", "float"),
    (["service", "fetcher"], {"CHANGEWIRE_FETCHER_KEEP_FAILED_BODIES": "maybe"}, "CHANGEWIRE_FETCHER_KEEP_FAILED_BODIES",
     "true/false"),
    # malformed JSON maps: the variable named, not msgspec's `$.field`
    (["service", "scheduler"], {"CHANGEWIRE_SCHEDULER_SURFACE_BASE_S": "[3600]"}, "CHANGEWIRE_SCHEDULER_SURFACE_BASE_S",
     "object"),
    (["service", "scheduler"], {"CHANGEWIRE_SCHEDULER_SURFACE_BASE_S": '{"careers": "6h"}'},
     "CHANGEWIRE_SCHEDULER_SURFACE_BASE_S", "int"),
    (["service", "scheduler"], {"CHANGEWIRE_SCHEDULER_TIER_FACTORS": '{"1": 0.5,}'}, "CHANGEWIRE_SCHEDULER_TIER_FACTORS",
     "JSON"),
    (["service", "differ"], {"CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE": '"major"'}, "CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE",
     "object"),
    (["service", "differ"], {"CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE": '{"price_changed": "huge"}'},
     "CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE", "huge"),
    # unknown enum values
    (["service", "repair"], {"CHANGEWIRE_EVENT_LOOP": "trio"}, "CHANGEWIRE_EVENT_LOOP", "trio"),
    (["service", "scheduler"], {"CHANGEWIRE_SCHEDULER_TIMEZONE": "Europe/Berln"}, "CHANGEWIRE_SCHEDULER_TIMEZONE",
     "Berln"),
    # malformed URL / CIDR / CONNECT_TO
    (["service", "fetcher"], {"CHANGEWIRE_DATABASE_URL": "postgresql://cw@db:port/changewire"},
     "CHANGEWIRE_DATABASE_URL", "port"),
    (["service", "scheduler"], {"CHANGEWIRE_NATS_URL": "nats://127.0.0.1:42x2"}, "CHANGEWIRE_NATS_URL", "port"),
    (["service", "repair"], {"CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.0/8,10.0.0.0/33"}, "CHANGEWIRE_FETCH_ALLOW_CIDRS",
     "10.0.0.0/33"),
    (["service", "repair"], {"CHANGEWIRE_CONNECT_TO": "acme.test"}, "CHANGEWIRE_CONNECT_TO", "acme.test"),
    # (expectation revised: `acme.test=127.0.0.2`, a target without a port, was listed here; connect_to.py documents
    # it: the request's port is kept)
    (["service", "discovery"], {"CHANGEWIRE_CONNECT_TO": "acme.test=localhost:8080"}, "CHANGEWIRE_CONNECT_TO",
     "localhost"),
    # a bind address that is no address: the service would exit 1 ("cannot bind"), and `up` restart it forever
    (["service", "fetcher"], {"CHANGEWIRE_METRICS_HOST": "metrics host"}, "CHANGEWIRE_METRICS_HOST", "metrics host"),
    # a service's own override of a common setting is named (not the common variable that lost)
    (["service", "fetcher"], {"CHANGEWIRE_METRICS_PORT": "9300", "CHANGEWIRE_FETCHER_METRICS_PORT": "nine"},
     "CHANGEWIRE_FETCHER_METRICS_PORT", "int"),
    # a near-miss name (a typo) of a setting: silently ignored, the default would apply
    (["service", "differ"], {"CHANGEWIRE_DATABSE_URL": "postgresql://cw@127.0.0.1:1/x"}, "CHANGEWIRE_DATABSE_URL",
     "CHANGEWIRE_DATABASE_URL"),
    (["service", "fetcher"], {"CHANGEWIRE_FETCHER_CONCURENCY": "8"}, "CHANGEWIRE_FETCHER_CONCURENCY",
     "CHANGEWIRE_FETCHER_CONCURRENCY"),
    (["service", "repair"], {"CHANGEWIRE_REPAIR_SWEEP_INTERVAL": "60"}, "CHANGEWIRE_REPAIR_SWEEP_INTERVAL",
     "CHANGEWIRE_REPAIR_SWEEP_INTERVAL_S"),
    # `changewire up`: every service's settings checked before the embedded servers start (a service that exits 2
    # under `up` is restarted forever: a crash loop with the reason only in its log file)
    (["up"], {"CHANGEWIRE_FETCHER_CONCURRENCY": "-1"}, "CHANGEWIRE_FETCHER_CONCURRENCY", "≥ 1"),
    (["up"], {"CHANGEWIRE_SCHEDULER_TICK_S": "soon"}, "CHANGEWIRE_SCHEDULER_TICK_S", "float"),
    (["up", "--services", "differ"], {"CHANGEWIRE_DIFFER_MAJOR_TEXT_RATIO": "1.5"}, "CHANGEWIRE_DIFFER_MAJOR_TEXT_RATIO",
     "between 0 and 1"),
    (["up"], {"CHANGEWIRE_LOG_LEVL": "DEBUG"}, "CHANGEWIRE_LOG_LEVL", "CHANGEWIRE_LOG_LEVEL"),
    (["up"], {"CHANGEWIRE_FETCHR_METRICS_PORT": "9300"}, "CHANGEWIRE_FETCHR_METRICS_PORT",
     "CHANGEWIRE_FETCHER_METRICS_PORT"),
    # one-shot commands
    (["discover", "acme.test"], {"CHANGEWIRE_CONNECT_TO": "acme.test:80=127.0.0.2:http"}, "CHANGEWIRE_CONNECT_TO",
     "port"),
    (["schedule", "--once", "--dry-run"], {**SERVERS, "CHANGEWIRE_SCHEDULER_SURFACE_BASE_S": "[1]"},
     "CHANGEWIRE_SCHEDULER_SURFACE_BASE_S", "object"),
    (["sensors"], {"CHANGEWIRE_DATABASE_ULR": "postgresql://cw@127.0.0.1:1/x"}, "CHANGEWIRE_DATABASE_ULR",
     "CHANGEWIRE_DATABASE_URL"),
    (["fetch", "http://127.0.0.1:1/"], {"CHANGEWIRE_HTTP_RETRIES": "-1"}, "CHANGEWIRE_HTTP_RETRIES", "0..2"),
    (["diff", __file__, __file__], {"CHANGEWIRE_DIFFER_MINOR_MAX_WORDS": "-3"}, "CHANGEWIRE_DIFFER_MINOR_MAX_WORDS", "≥"),
]


@pytest.mark.parametrize(("argv", "env", "var", "what"), BAD_SETTINGS,
                         ids=[f"{' '.join(a)} {n}={list(e.values())[-1]!r}" for a, e, n, _ in BAD_SETTINGS])
def test_a_bad_setting_exits_2_naming_it(argv: list[str], env: dict[str, str], var: str, what: str,
                                         no_start: list[str], monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    base = dict(SERVERS) if argv[0] == "service" else {}
    for k, v in {**base, **env}.items():
        monkeypatch.setenv(k, v)
    rc, out, err = run(argv, capsys)
    assert (rc, no_start) == (2, []), err
    assert "Traceback" not in err and out == ""
    lines = [ln for ln in err.splitlines() if var in ln]
    assert len(lines) == 1 and what in lines[0], err


#: values that look odd but are meaningful: accepted (the check must not overreach)
GOOD_SETTINGS: list[tuple[list[str], dict[str, str]]] = [
    (["service", "differ"], {"CHANGEWIRE_OUTBOX_POLL_S": "0.05", "CHANGEWIRE_DIFFER_FLAP_WINDOW_S": "3600"}),
    (["service", "repair"], {"CHANGEWIRE_REPAIR_SWEEP_POLL_S": "0.2", "CHANGEWIRE_REPAIR_SWEEP_INTERVAL_S": "0"}),
    (["service", "fetcher"], {"CHANGEWIRE_FETCHER_BLOB_WORKERS": "0", "CHANGEWIRE_METRICS_PORT": "0",
                              "CHANGEWIRE_FETCHER_PREFETCH": " 0 ", "CHANGEWIRE_CONNECT_TO": ""}),
    (["service", "discovery"], {"CHANGEWIRE_DISCOVERY_MAX_CRAWL_DELAY_S": "0", "CHANGEWIRE_DISCOVERY_MAX_PROBES": "0",
                                "CHANGEWIRE_METRICS_HOST": "metrics-0.changewire.svc.cluster.local"}),
    (["service", "differ"], {"CHANGEWIRE_METRICS_HOST": "::1", "CHANGEWIRE_NATS_URL": "nats://a:4222,nats://[::1]:4223",
                             "CHANGEWIRE_DATABASE_URL": "postgresql://cw:p%40ss@db1:5432,db2:5433/cw?sslmode=require"}),
    # CHANGEWIRE_ names no setting is close to (another tool's, or the demo's) are not typos
    (["service", "scheduler"], {"CHANGEWIRE_DEMO_SEED": "7", "CHANGEWIRE_TEST_TMPDIR": "/tmp",
                                "CHANGEWIRE_IMAGE_TAG": "v1.2", "CHANGEWIRE_UP_NATS_PORT": "4223"}),
    # a setting of another service (one environment for the whole stack) is not a typo either
    (["service", "repair"], {"CHANGEWIRE_FETCHER_CONCURRENCY": "64", "CHANGEWIRE_SCHEDULER_TICK_S": "1"}),
]


@pytest.mark.parametrize(("argv", "env"), GOOD_SETTINGS, ids=[" ".join(e) for _, e in GOOD_SETTINGS])
def test_meaningful_edge_settings_are_accepted(argv: list[str], env: dict[str, str], no_start: list[str],
                                               monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for k, v in {**SERVERS, **env}.items():
        monkeypatch.setenv(k, v)
    rc, out, err = run(argv, capsys)
    assert (rc, no_start, err) == (0, [f"service {argv[1]}"], "")


# ---------------------------------------------------------------- 3. CLI misuse: files


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for k in ("CHANGEWIRE_DATABASE_URL", "CHANGEWIRE_NATS_URL"):
        monkeypatch.delenv(k, raising=False)
    monkeypatch.setenv("CHANGEWIRE_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "adir").mkdir()
    (tmp_path / "a.html").write_text("<html><body><h1>Jobs</h1><p>Engineer</p></body></html>")
    (tmp_path / "empty.csv").write_bytes(b"")
    (tmp_path / "bin.csv").write_bytes(bytes(range(256)) * 4)
    (tmp_path / "nul.csv").write_bytes(b"name,website\nAc\x00me,acme.com\n")
    (tmp_path / "bom.csv").write_bytes("\ufeffname,website,tier\r\nAcme,acme.com,9\r\n,nosite\r\nOK GmbH,ok.de,2\r\n"
                                       .encode())
    return tmp_path


#: (argv with {d} for the directory, exit code(s), the first words of stderr, then words it holds)
CLI_FILES: list[tuple[list[str], int | tuple[int, ...], list[str]]] = [
    (["diff", "{d}/adir", "{d}/a.html"], 2, ["changewire diff:", "adir", "directory"]),
    (["diff", "{d}/a.html", "{d}/a.html/child.html"], 2, ["changewire diff:", "child.html"]),
    (["diff", "{d}/a.html", "{d}/nope.html"], 2, ["changewire diff:", "nope.html"]),
    (["companies", "import", "{d}/adir"], 2, ["changewire companies import:", "adir", "directory"]),
    (["companies", "import", "{d}/empty.csv"], 2, ["changewire companies import:", "header"]),
    (["companies", "import", "{d}/bin.csv"], 2, ["changewire companies import:"]),
    (["companies", "import", "{d}/bom.csv"], 2, ["changewire companies import:"]),
    # a NUL in a name (PostgreSQL text cannot hold it): the row is named, not a PostgreSQL error after connecting
    (["companies", "import", "{d}/nul.csv"], 2, ["changewire companies import:", "line 2", "name"]),
    (["onboard", "--file", "{d}/adir"], 2, ["changewire onboard:", "adir", "directory"]),
    (["onboard", "--file", "{d}/empty.csv"], 2, ["changewire onboard:", "header"]),
    (["onboard", "--file", "{d}/bom.csv"], 2, ["changewire onboard:"]),
    (["onboard", "--file", "{d}/a.html/x.csv"], 2, ["changewire onboard:", "x.csv"]),
    # a file where the schemas' directory should be: a usage error or a failure, either way said as such
    (["events", "schemas", "--out", "{d}/a.html"], (1, 2), ["changewire events schemas:", "a.html", "not a directory"]),
    (["events", "schemas", "--check", "--out", "{d}/a.html"], (1, 2), ["changewire events schemas:",
                                                                        "not a directory"]),
    (["service", "differ", "--bogus"], 2, ["changewire service:", "--bogus"]),
    (["up", "--services"], 2, ["changewire up:", "--services"]),
    (["diff", "--kind", "html"], 2, ["changewire diff:", "required"]),
]


@pytest.mark.parametrize(("argv", "code", "words"), CLI_FILES, ids=[" ".join(a) for a, _, _ in CLI_FILES])
def test_cli_misuse_with_files_is_one_clear_line(argv: list[str], code: int | tuple[int, ...], words: list[str],
                                                 files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run([a.replace("{d}", str(files)) for a in argv], capsys)
    assert rc in (code if isinstance(code, tuple) else (code,)), err
    assert "Traceback" not in err and out == "", err
    # the command on the first line; a file's bad rows may follow it, one per line
    assert err.startswith(words[0]) and all(w in err for w in words), err


def test_a_csv_with_a_bom_names_each_bad_row_by_its_line(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The BOM does not shift or hide anything: line 2's tier and line 3's blank name and website are each named
    under the command's line, and the good line 4 is not blamed."""
    rc, out, err = run(["companies", "import", str(files / "bom.csv")], capsys)
    assert rc == 2 and out == "" and "Traceback" not in err
    assert "line 2" in err and "tier" in err and "line 3" in err and "line 4" not in err
    assert "\ufeff" not in err and "name,website" not in err.split("\n", 1)[1]


def test_a_utf16_csv_from_excel_is_read(files: Path, db_url: str, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Excel's "Unicode Text" (and "CSV UTF-16"): UTF-16 with its BOM, tab-separated. The BOM says the encoding;
    reading it as cp1252 found no header ("CSV needs a header with at least the columns name,website")."""
    monkeypatch.setenv("CHANGEWIRE_DATABASE_URL", db_url)
    tag = uuid.uuid4().hex[:8]
    text = f"name\twebsite\ttier\r\nMüller Utf16 {tag}\tmueller-{tag}.test\t2\r\nŁódź Utf16 {tag}\tlodz-{tag}.test\t3\r\n"
    (files / "u16.txt").write_bytes(text.encode("utf-16"))
    rc, out, err = run(["companies", "import", str(files / "u16.txt")], capsys)
    assert (rc, err) == (0, ""), err
    rc, out, err = run(["companies", "list", "--json"], capsys)
    names = {c["name"]: c for c in json.loads(out) if tag in c["name"]}
    assert sorted(names) == [f"Müller Utf16 {tag}", f"Łódź Utf16 {tag}"] and names[f"Müller Utf16 {tag}"]["tier"] == 2
