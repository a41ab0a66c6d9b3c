"""CLI contract audit, round 2: every command the issues (#2–#9) specify, held to the letter of the issue text,
docs/cli-contracts.md and the README, run in-process (`main()`) against the module's PostgreSQL, NATS and the
loopback site of round 1 (tests/integration/test_cli_contracts.py: its `world` and `cli` fixtures and constants are
reused through load_module; the unit module's `_closed_port` too). Only promises that round 1, the unit module
(tests/unit/test_cli_contracts.py) and test_*_cli.py did not pin yet; each check quotes the line it holds.

Cases: 42 (CASES 38 in order — they share one database and one stream, so the state-changing ones come last —
plus 4 in RETRYING):
- #3 `fetch --json` on a real 200 (every key's type, `content_type` without parameters, `bytes` the body), robots
  Disallow (`ROBOTS`, status null), `--etag`/`--last-modified` with `--json`; `fetch` human output (labels, detail);
  `run-sensor` by a sensor's URL (the run keys, not the fetch keys), by the URL spelled otherwise, by ID human.
- #5 `sensors --json` exact key set and types, human table, `[]` for no match; `stats --json` exact keys (and `due`,
  `outbox`, each consumer's), human; `outbox status` exact keys; `schedule --once --json` (keys and types).
- #6 `companies import` (ok; a tier 9 row: exit 2, one line), `companies add` slug of a capital `Ø` and the
  duplicate's line, `companies list --json` types, `onboard --file --no-wait`, `onboard --file` missing (exit 2),
  `discover --json` against the site (exact keys, surfaces' keys and types).
- #7 `repair --sensor ID --dry-run --json` (the repair README's 15 keys, thresholds), the sweep with nothing to do
  (`[]`).
- #2 `migrate` (up to date), `nats provision` (idempotent, a line per stream/consumer), `events schemas --out`,
  `--check` on a stale directory (exit 1), `settings --markdown`, `outbox republish --since --subject`; RETRYING:
  `repair`, `run-sensor ID`, `schedule --once`, `outbox republish` with PostgreSQL on a closed port — retries
  logged, then one `changewire CMD: PostgreSQL unreachable` line, exit 1.
- #8 `tail --durable` (first run gets the change, the second resumes: nothing), `--since` ISO without an offset,
  before 1970, past 2262, a work-queue subject, a subject one token too long, human lines.

Wrong before (a73b263): 7 of 42.
- tail (4): `--since 1600-01-01` replayed nothing and `--since 2999-01-01` replayed everything — JetStream takes a
  start time as int64 nanoseconds since 1970 (Go's UnixNano), and both wrapped around; `tail sensor.due` was exit 1
  with a raw `NATS: … filtered consumer not unique on workqueue stream` (and, with the fetcher's consumer absent,
  it would have acked — taken — the fetcher's work); `tail change.detected.careers.major.x` waited forever, exit 0
  after --idle-exit, on a subject no event has.
- companies add (2): the slug of `ØRSTED A/S` was `rsted-a-s` (`Ærø Å/S` was `ro-a-s`): slugify replaced `æ`/`ø`
  before lower-casing, so capitals were dropped; the "already exists" line did not name the command
  (docs: "one line `changewire CMD: reason`").
- run-sensor (1): `run-sensor HTTP://D0-CLIC.TEST:80/karriere#offene-stellen` — the sensor's URL with its scheme
  and host in capitals, the default port and a fragment — was fetched as "no sensor's URL" (fetch keys, nothing
  written).

Fixed:
- cli_core.cmd_tail: `--since` clamped to NATS_MIN_START … NATS_MAX_START (1970-01-01 … 2262-04-11), the times
  JetStream can represent (rule: no message predates 1970, none postdates 2262, so the clamp keeps the meaning);
  a subject on a work-queue stream (StreamSpec.work_queue) is a usage error, exit 2, one line.
  cli_core.tail_filter: a subject with more tokens than its family's full subject (family + routing tokens) matches
  no event: ValueError → "no stream carries", exit 2 (a trailing `>` is still taken as given).
- discovery store.slugify: lower-case first, then spell out the letters NFKD keeps whole (ß æ ø œ đ ð þ ł ı ħ ŧ ŋ ĸ);
  discovery cli.cmd_companies_add: `changewire companies add: company … already exists (id …)`.
- fetcher cli.same_resource_urls (used by _run_sensor): the sensor is looked up by the URL as given and by its
  form with scheme and host lower-cased, the default port and the fragment dropped (path and query as written; an
  exact match is preferred).
- docs/cli-contracts.md says so (tail row, run-sensor row).

Expectations corrected after the first run (2): `fetch` human output labels are the key in words, padded, no
colon, and the failure class rides on the outcome's line (`outcome        failed (PAGE_REMOVED)`): the docs'
"one labelled line per field" holds; in-process the retry lines are log records (caplog), on stderr in a subprocess.

Left alone (noticed, not contract breaches or not mine to retype):
- `diff --json`'s `delta.jobs_added` / `plans_added` hold objects (`{"title", "location", "url"}`, `{"name", "price"}`)
  where issue 4 says "(job titles)" / "(plan names)": the keys are the promised ones and the values are those of
  `change.detected`'s Delta; turning them into strings would retype both contracts.
- `onboard --file --timeout S` that times out before every company is done exits 0 ("stopped following").
- `tail --count N` counts a malformed message it skips (round 1 pins `--count 2` → one line).
- `outbox republish --until` is honoured but its line says only "created since …".
- `companies add X --website ''` is taken as no website; `service` / `up --services` names are case-sensitive;
  `events schemas --check` lists stale files without the `changewire events schemas:` prefix.
- A company added before this fix under a capital Æ/Ø/Ł name keeps its old slug; re-importing the same CSV now
  creates a second company under the new slug (`onboard --company NAME` still finds the first by name).

No xfails. No earlier test's expectation changed.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

C1: Any = load_module("cli_contracts1_for_2", "integration/test_cli_contracts.py")
world = C1.world  # the same module world: one database, one NATS prefix, the loopback site on 127.0.0.2
cli = C1.cli
PREFIX = C1.PREFIX
FETCH_KEYS = C1.FETCH_KEYS
RUN_SENSOR_KEYS = C1.RUN_SENSOR_KEYS
CAREERS_URL = f"http://d0-{PREFIX}.test/karriere"
SENSOR_KEYS = {"sensor_id", "company", "surface", "kind", "status", "tier", "base_interval_s", "current_interval_s",
               "next_run_at", "run_seq", "run_open", "lease_until", "last_outcome", "last_run_at", "last_change_at",
               "consecutive_failures", "last_failure_class", "quality_score", "change_rate_per_s", "checks_total",
               "checks_changed", "url"}
STATS_KEYS = {"sensors_by_status", "runs_last_hour", "failures_last_hour", "snapshots_last_hour",
              "changes_by_significance", "due", "outbox", "crawl_runs_last_hour", "schedulers", "consumers"}
REPAIR_KEYS = {"sensor_id", "url", "status", "surface", "tried", "candidates", "decision", "detail", "requests",
               "max_requests", "thresholds", "applied", "dry_run", "skipped", "duration_s"}
SURFACE_KEYS = ["surface", "url", "method", "confidence", "verified", "selected"]
NUM = (int, float)


def _num(x: Any) -> bool:
    return isinstance(x, NUM) and not isinstance(x, bool)


def _one_line(err: str) -> bool:
    return C1._one_line(err)


# --- issue 3: `changewire fetch URL [--etag E] [--last-modified LM] [--json]` ---------------------------------

def fetch_ok(rc: int, out: str, err: str) -> None:
    """#3: "`--json` prints {"outcome", "status", "failure_class", "final_url", "bytes", "content_type",
    "elapsed_ms"}. Exit 0 whatever the outcome"."""
    d = json.loads(out)
    assert rc == 0 and list(d) == FETCH_KEYS and out.count("\n") == 1
    assert d["outcome"] == "ok" and d["status"] == 200 and d["failure_class"] is None
    assert d["final_url"] == CAREERS_URL and d["bytes"] == len(C1.CAREERS.encode()) and isinstance(d["bytes"], int)
    assert d["content_type"] == "text/html" and _num(d["elapsed_ms"]) and d["elapsed_ms"] >= 0


def fetch_robots(rc: int, out: str, err: str) -> None:
    """#3: "An explicit Disallow → outcome `failed`, class `ROBOTS`"; docs: status null for robots.txt."""
    d = json.loads(out)
    assert rc == 0 and list(d) == FETCH_KEYS
    assert d["outcome"] == "failed" and d["failure_class"] == "ROBOTS" and d["status"] is None and d["bytes"] == 0


def fetch_404_human(rc: int, out: str, err: str) -> None:
    """docs: "Without `--json`: one labelled line per field and a one-line `detail`"; exit 0 (a failed fetch is data).
    The labels are the keys in words, padded, no colon ("final url      http://…"), and the failure class rides on
    the outcome's line ("outcome        failed (PAGE_REMOVED)") — expectation corrected after the first run."""
    assert rc == 0 and "Traceback" not in err
    labels = [line[:15].strip() for line in out.splitlines()]
    assert labels == ["outcome", "status", "final url", "bytes", "content type", "elapsed", "detail"], out
    assert "failed (PAGE_REMOVED)" in out.splitlines()[0] and out.splitlines()[1].split()[-1] == "404"


def fetch_etag_304ish(rc: int, out: str, err: str) -> None:
    """--etag and --last-modified accepted together with --json (the site ignores validators: a plain 200)."""
    d = json.loads(out)
    assert rc == 0 and list(d) == FETCH_KEYS and d["status"] == 200


# --- issue 3: `changewire run-sensor ID|URL [--force]` --------------------------------------------------------

def run_sensor_by_url(rc: int, out: str, err: str) -> None:
    """#3: "`changewire run-sensor ID|URL [--force]`: one sensor through the fetcher (and the differ…)" —
    a sensor's URL runs that sensor (docs: only "a URL that is no sensor's" prints the fetch keys)."""
    d = json.loads(out)
    assert rc == 0, err
    assert list(d)[: len(RUN_SENSOR_KEYS)] == RUN_SENSOR_KEYS and d["url"] == CAREERS_URL
    assert isinstance(d["sensor_id"], int) and d["outcome"] == "ok" and _num(d["elapsed_ms"])


def run_sensor_by_url_spelled_otherwise(rc: int, out: str, err: str) -> None:
    """The sensor's URL with its scheme and host in capitals, the default port and a fragment is still that
    sensor's URL (it was fetched as "no sensor's URL": the fetch keys, nothing written)."""
    d = json.loads(out)
    assert rc == 0, err
    assert list(d)[: len(RUN_SENSOR_KEYS)] == RUN_SENSOR_KEYS and d["url"] == CAREERS_URL and d["state"] == "written"


def run_sensor_human(rc: int, out: str, err: str) -> None:
    """#3: "printing what happened": exit 0 and the outcome on stdout, no traceback."""
    assert rc == 0 and "Traceback" not in err and "ok" in out and out.strip()


# --- issue 5: sensors, stats, schedule ------------------------------------------------------------------------

def sensors_exact(rc: int, out: str, err: str) -> None:
    """docs row `sensors`: the array's object keys, exactly; numbers are numbers, times ISO-8601, null present."""
    rows = json.loads(out)
    assert rc == 0 and len(rows) == 2
    for r in rows:
        assert set(r) == SENSOR_KEYS, set(r) ^ SENSOR_KEYS
        assert isinstance(r["run_seq"], int) and isinstance(r["run_open"], bool)
        assert _num(r["base_interval_s"]) and _num(r["current_interval_s"]) and isinstance(r["checks_total"], int)
        assert isinstance(r["tier"], str) and isinstance(r["company"], str)
        assert "T" in r["next_run_at"]


def sensors_human(rc: int, out: str, err: str) -> None:
    assert rc == 0 and out.strip() and "Traceback" not in err and f"d0-{PREFIX}.test" in out


def sensors_nothing(rc: int, out: str, err: str) -> None:
    """docs: "0 (also when nothing matches: `[]`)" — a slug no company has."""
    assert rc == 0 and json.loads(out) == []


def stats_exact(rc: int, out: str, err: str) -> None:
    """#5: "sensors by status, runs by outcome in the last hour, changes by significance, due backlog and the oldest
    overdue age, outbox backlog, consumer lag per durable consumer"; docs: the keys, exactly."""
    d = json.loads(out)
    assert rc == 0 and set(d) == STATS_KEYS, set(d) ^ STATS_KEYS
    assert set(d["due"]) == {"backlog", "oldest_overdue_s", "in_flight", "expired_leases"}
    assert set(d["outbox"]) == {"backlog", "oldest_unpublished_s"}
    assert all(isinstance(v, int) for v in d["sensors_by_status"].values()) and d["sensors_by_status"]["active"] == 2
    assert _num(d["due"]["oldest_overdue_s"]) and d["due"]["oldest_overdue_s"] > 0 and d["due"]["backlog"] == 2
    assert isinstance(d["consumers"], dict) and d["consumers"]
    for v in d["consumers"].values():
        assert set(v) == {"pending", "ack_pending", "redelivered"} and all(isinstance(x, int) for x in v.values())


def stats_human(rc: int, out: str, err: str) -> None:
    assert rc == 0 and out.strip() and "Traceback" not in err


def outbox_status_exact(rc: int, out: str, err: str) -> None:
    d = json.loads(out)
    assert rc == 0 and set(d) == {"backlog", "oldest_s", "published", "oldest_unpublished_s"}


def schedule_once_json(rc: int, out: str, err: str) -> None:
    """docs: `--once`: {"crawl_run_id", "claimed": [{"sensor_id", "run_seq", "lease_until", "domain", "reissued"}],
    "tick_ms"}."""
    d = json.loads(out)
    assert rc == 0 and set(d) == {"crawl_run_id", "claimed", "tick_ms"} and isinstance(d["crawl_run_id"], int)
    assert _num(d["tick_ms"]) and d["claimed"]
    for c in d["claimed"]:
        assert set(c) == {"sensor_id", "run_seq", "lease_until", "domain", "reissued"}
        assert isinstance(c["run_seq"], int) and "T" in c["lease_until"] and isinstance(c["reissued"], bool)


# --- issue 6: companies, onboard, discover --------------------------------------------------------------------

def companies_import_ok(rc: int, out: str, err: str) -> None:
    """#6: "in bulk from a CSV with columns `name,website,tier,importance` (tier and importance optional)"."""
    assert rc == 0 and "Traceback" not in err


def companies_import_bad(rc: int, out: str, err: str) -> None:
    """docs: "2 unreadable file or bad rows (one line for one problem)" — tier 9 is no tier 1-4."""
    assert rc == 2 and out == "" and _one_line(err) and "Traceback" not in err


def companies_add_slug(rc: int, out: str, err: str) -> None:
    """#6: "(slug derived from the name)": capitals transliterate like small letters — `ØRSTED A/S` is `orsted-a-s`
    (it was `rsted-a-s`: Æ/Ø were dropped, so `Ærø Å/S` and `Rø A/S` were both `ro-a-s`)."""
    assert rc == 0 and out.startswith("added company orsted-a-s (id "), out


def companies_add_exists(rc: int, out: str, err: str) -> None:
    """docs: "1 exists" with one line `changewire CMD: reason` (it was "company … already exists", no command)."""
    assert rc == 1 and out == "" and _one_line(err)
    assert err.startswith("changewire companies add: company orsted-a-s already exists (id "), err


def companies_list_types(rc: int, out: str, err: str) -> None:
    rows = json.loads(out)
    imported = next(r for r in rows if r["name"] == "Fjordkraft Analytics AS")
    assert imported["tier"] == 1 and imported["importance"] == 0.9 and imported["website"]
    assert isinstance(imported["sensors"], int) and imported["status"] == "pending"


def onboard_file_no_wait(rc: int, out: str, err: str) -> None:
    """#6: "`changewire onboard --company SLUG | --file companies.csv [--fetch-now]` creates the `queue_jobs` row";
    docs: 0 queued."""
    assert rc == 0 and "Traceback" not in err and "queued" in out


def onboard_missing_file(rc: int, out: str, err: str) -> None:
    """docs: 2 for a bad CSV; an unreadable file is a usage error like `companies import`'s."""
    assert rc == 2 and out == "" and _one_line(err)


def discover_json(rc: int, out: str, err: str) -> None:
    """#6: "`--json` prints {"company_url", "requests", "elapsed_ms", "surfaces": [{"surface", "url", "method",
    "confidence", "verified", "selected"}]}"."""
    d = json.loads(out)
    assert rc == 0 and list(d) == ["company_url", "requests", "elapsed_ms", "surfaces"] and out.count("\n") == 1
    assert isinstance(d["requests"], int) and d["requests"] >= 1 and _num(d["elapsed_ms"])
    assert d["surfaces"], d
    for s in d["surfaces"]:
        assert list(s) == SURFACE_KEYS
        assert _num(s["confidence"]) and 0 <= s["confidence"] <= 1
        assert isinstance(s["verified"], bool) and isinstance(s["selected"], bool)
    assert any(s["surface"] == "careers" and s["url"].endswith("/karriere") for s in d["surfaces"])


# --- issue 7: repair -------------------------------------------------------------------------------------------

def repair_sensor_json(rc: int, out: str, err: str) -> None:
    """#7: "`changewire repair [--dry-run] [--sensor ID] [--json]` prints, per sensor, what was tried, the
    candidates with their identity scores, and the decision"; repair README: the fixed key set."""
    reports = json.loads(out)
    assert rc == 0, err
    assert len(reports) == 1 and set(reports[0]) == REPAIR_KEYS, set(reports[0]) ^ REPAIR_KEYS
    r = reports[0]
    assert r["dry_run"] is True and r["decision"] != "error" and isinstance(r["requests"], int)
    assert _num(r["duration_s"]) and set(r["thresholds"]) == {"simhash_max_distance", "fuzzy_min_ratio"}


def repair_sweep_nothing(rc: int, out: str, err: str) -> None:
    """Nothing needs repair: an empty JSON array, exit 0."""
    assert rc == 0 and json.loads(out) == []


# --- issue 2: migrate, nats provision, events schemas, settings, outbox republish --------------------------------

def migrate_up_to_date(rc: int, out: str, err: str) -> None:
    assert rc == 0 and "Traceback" not in err


def nats_provision(rc: int, out: str, err: str) -> None:
    """docs: "one line per stream and consumer", exit 0; idempotent (the module provisioned already)."""
    assert rc == 0 and len(out.splitlines()) >= 5 and "Traceback" not in err


def schemas_write(rc: int, out: str, err: str) -> None:
    assert rc == 0


def schemas_check_stale(rc: int, out: str, err: str) -> None:
    """docs: "1 stale (`--check`)" — an empty directory holds no schema."""
    assert rc == 1 and "Traceback" not in err


def settings_markdown(rc: int, out: str, err: str) -> None:
    assert rc == 0 and "CHANGEWIRE_DATABASE_URL" in out and "|" in out


def republish(rc: int, out: str, err: str) -> None:
    """#2: "`outbox republish --since T [--subject S]` (re-publish already-published events of a period)": exit 0."""
    assert rc == 0 and "Traceback" not in err


# --- issue 8: tail ---------------------------------------------------------------------------------------------

def tail_durable_first(rc: int, out: str, err: str) -> None:
    """#8: "`--durable NAME` — follows the change stream with a durable … consumer": the first run gets the change."""
    lines = [json.loads(x) for x in out.splitlines()]
    assert rc == 0 and len(lines) == 1 and lines[0]["subject"] == "change.detected.careers.major"


def tail_durable_resumed(rc: int, out: str, err: str) -> None:
    """…and the second run resumes where it left off: nothing new, exit 0 when idle."""
    assert rc == 0 and out == ""


def tail_since_iso(rc: int, out: str, err: str) -> None:
    """#8: "[--since TIME | --from-start]"; docs: ISO-8601 — a time without an offset is read as UTC."""
    lines = [json.loads(x) for x in out.splitlines()]
    assert rc == 0 and len(lines) == 1 and lines[0]["summary"].startswith("1 job added")


def tail_since_before_1970(rc: int, out: str, err: str) -> None:
    """#8 "--since TIME": a time before every message replays them all (it replayed nothing: JetStream's start time
    is int64 nanoseconds since 1970, and 1600 wrapped around)."""
    lines = [json.loads(x) for x in out.splitlines()]
    assert rc == 0 and len(lines) == 1 and lines[0]["subject"] == "change.detected.careers.major"


def tail_since_far_future(rc: int, out: str, err: str) -> None:
    """…and a time after every message replays none (2999 wrapped around too: it replayed everything)."""
    assert rc == 0 and out == ""


def tail_usage(what: str) -> Callable[[int, str, str], None]:
    def check(rc: int, out: str, err: str) -> None:
        """docs: "2 no stream carries SUBJECT …": one line, nothing on stdout (a tail that waits forever on a
        subject no event has, or a NATS error / a tail taking work from the fetcher, is no answer)."""
        assert rc == 2 and out == "" and _one_line(err) and what in err, err
    return check


def tail_human(rc: int, out: str, err: str) -> None:
    """#8: "human lines by default": the change's line names company, surface, significance and summary."""
    line = next(x for x in out.splitlines() if "Nordwerk GmbH" in x)
    assert rc == 0 and "careers" in line and "major" in line and "1 job added" in line


CSV_OK = "name,website,tier,importance\nFjordkraft Analytics AS,fjordkraft-analytics.test,1,0.9\n"
CSV_BAD = "name,website,tier,importance\nBadtier Oy,badtier.test,9,0.5\n"

# (id, argv, files to write under tmp_path, check)
CASES: list[tuple[str, list[str], dict[str, str], Callable[[int, str, str], None]]] = [
    ("fetch 200 --json", ["fetch", "--json", CAREERS_URL], {}, fetch_ok),
    ("fetch robots --json", ["fetch", "--json", f"http://d0-{PREFIX}.test/intern/plan"], {}, fetch_robots),
    ("fetch 404 human", ["fetch", f"http://d0-{PREFIX}.test/gibt-es-nicht"], {}, fetch_404_human),
    ("fetch validators --json", ["fetch", "--etag", "abc", "--last-modified", "2h", "--json", CAREERS_URL], {},
     fetch_etag_304ish),
    ("sensors --json exact keys", ["sensors", "--json"], {}, sensors_exact),
    ("sensors human", ["sensors"], {}, sensors_human),
    ("sensors --company unknown", ["sensors", "--json", "--company", "niemand"], {}, sensors_nothing),
    ("stats --json exact keys", ["stats", "--json"], {}, stats_exact),
    ("stats human", ["stats"], {}, stats_human),
    ("outbox status exact keys", ["outbox", "status"], {}, outbox_status_exact),
    ("companies import", ["companies", "import", "{tmp}/ok.csv"], {"ok.csv": CSV_OK}, companies_import_ok),
    ("companies import bad tier", ["companies", "import", "{tmp}/bad.csv"], {"bad.csv": CSV_BAD}, companies_import_bad),
    ("companies add: slug of capital Ø", ["companies", "add", "ØRSTED A/S", "--website", "orsted.test"], {},
     companies_add_slug),
    ("companies add: exists, one line", ["companies", "add", "Ørsted A/S"], {}, companies_add_exists),
    ("companies list types", ["companies", "list", "--json"], {}, companies_list_types),
    ("onboard --file --no-wait", ["onboard", "--file", "{tmp}/ok.csv", "--no-wait"], {"ok.csv": CSV_OK},
     onboard_file_no_wait),
    ("onboard --file missing", ["onboard", "--file", "{tmp}/nope.csv"], {}, onboard_missing_file),
    ("discover --json", ["discover", "--json", f"http://d0-{PREFIX}.test/"], {}, discover_json),
    ("repair --sensor --dry-run --json", ["repair", "--sensor", "{sensor}", "--dry-run", "--json"], {},
     repair_sensor_json),
    ("repair sweep --json", ["repair", "--json", "--dry-run"], {}, repair_sweep_nothing),
    ("migrate", ["migrate"], {}, migrate_up_to_date),
    ("nats provision", ["nats", "provision"], {}, nats_provision),
    ("events schemas --out", ["events", "schemas", "--out", "{tmp}/schemas"], {}, schemas_write),
    ("events schemas --check stale", ["events", "schemas", "--check", "--out", "{tmp}/empty"], {"empty/.keep": ""},
     schemas_check_stale),
    ("settings --markdown", ["settings", "--markdown"], {}, settings_markdown),
    ("outbox republish", ["outbox", "republish", "--since", "1h", "--subject", "change.detected"], {}, republish),
    ("tail --durable first", ["tail", "change.detected.careers", "--json", "--from-start", "--durable", "crm-sync",
                              "--count", "2", "--idle-exit", "2"], {}, tail_durable_first),
    ("tail --durable resumed", ["tail", "change.detected.careers", "--json", "--durable", "crm-sync",
                                "--idle-exit", "1"], {}, tail_durable_resumed),
    ("tail --since ISO without offset", ["tail", "change.detected", "--json", "--since", "2020-01-01T00:00:00",
                                         "--count", "2", "--idle-exit", "2"], {}, tail_since_iso),
    ("tail --since before 1970", ["tail", "change.detected", "--json", "--since", "1600-01-01", "--idle-exit", "1"],
     {}, tail_since_before_1970),
    ("tail --since past 2262", ["tail", "change.detected", "--json", "--since", "2999-01-01", "--idle-exit", "1"],
     {}, tail_since_far_future),
    ("tail sensor.due (a work queue)", ["tail", "sensor.due", "--json", "--idle-exit", "1"], {},
     tail_usage("work-queue stream DUE")),
    ("tail a subject one token too long", ["tail", "change.detected.careers.major.x", "--json", "--idle-exit", "1"],
     {}, tail_usage("no stream carries 'change.detected.careers.major.x'")),
    ("tail human", ["tail", "change.detected", "--from-start", "--count", "2", "--idle-exit", "2"], {}, tail_human),
    ("run-sensor URL of a sensor --json", ["run-sensor", "--json", "--force", CAREERS_URL], {}, run_sensor_by_url),
    ("run-sensor the sensor's URL spelled otherwise", ["run-sensor", "--json", "--force",
                                                      f"HTTP://D0-{PREFIX.upper()}.TEST:80/karriere#offene-stellen"],
     {}, run_sensor_by_url_spelled_otherwise),
    ("run-sensor ID human", ["run-sensor", "--force", "{sensor}"], {}, run_sensor_human),
    ("schedule --once --json", ["schedule", "--once", "--json"], {}, schedule_once_json),
]


@pytest.mark.parametrize(("argv", "files", "check"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_cli_contract2(argv: list[str], files: dict[str, str], check: Callable[[int, str, str], None],
                       cli: Callable[..., tuple[int, str, str]], world: dict[str, Any], tmp_path: Path) -> None:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    rc, out, err = cli(*[a.replace("{tmp}", str(tmp_path)) for a in argv])
    check(rc, out, err)


U: Any = load_module("cli_contracts_unit_for_2", "unit/test_cli_contracts.py")

# the commands that retry before giving up (docs: "log each retry on stderr first"), not in the unit module's
# SERVER_DOWN table: PostgreSQL on a closed port → the retries on stderr, then ONE `changewire CMD:` line, exit 1
RETRYING = [
    (["repair", "--json"], "repair"),
    (["run-sensor", "5", "--json"], "run-sensor"),
    (["schedule", "--once", "--json"], "schedule"),
    (["outbox", "republish", "--since", "1h"], "outbox republish"),
]


@pytest.mark.parametrize(("argv", "cmd"), RETRYING, ids=[" ".join(a) for a, _ in RETRYING])
def test_retrying_commands_end_with_one_line(argv: list[str], cmd: str, cli: Callable[..., tuple[int, str, str]],
                                            caplog: pytest.LogCaptureFixture) -> None:
    """In-process the retries are log records (pytest takes them from the stderr handler; a subprocess prints
    them on stderr), so they are read from caplog — expectation adjusted after the first run."""
    rc, out, err = cli(*argv, CHANGEWIRE_DATABASE_URL=f"postgresql://changewire@127.0.0.1:{U._closed_port()}/cw")
    assert rc == 1 and out == "" and "Traceback" not in err and _one_line(err), err
    assert err.startswith(f"changewire {cmd}: PostgreSQL unreachable"), err
    assert any("retrying" in r.getMessage() for r in caplog.records)
