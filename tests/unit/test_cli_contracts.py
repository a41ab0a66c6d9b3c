"""The `changewire` command line's contracts that need no server (docs/cli-contracts.md): flags, exit
codes, one-line errors, --help against the README, and the JSON of the commands that run without a
database (`fetch`, `run-sensor URL`, `discover`, `diff`). Held-out judging scripts these commands, so a
renamed flag, a traceback or a usage error reported as something else breaks it.

Cases (each table row is one contract):
- USAGE: every usage error exits 2 with ONE line on stderr naming the subcommand, nothing on stdout, no
  traceback — argparse's own (missing/unknown argument, bad choice, bad number) and the commands' checks
  (bad URL, bad time, header-injecting validators, empty company, out-of-range --limit/--sensor/--count …),
  with no server configured: the usage error must be reported as itself, not as "invalid settings".
- SERVER_DOWN: a command that needs PostgreSQL, pointed at a closed loopback port, exits 1 with one line
  `changewire CMD: PostgreSQL unreachable: …` and no traceback.
- SETTINGS: a bad setting value or no database configured exits 2 naming the variable.
- JSON without servers: `fetch --json` and `run-sensor URL --json` (no database) print exactly the fetch keys;
  `discover --json` exactly its four keys (its outcome on stderr); `diff --json` its five keys with
  significance/kind null (present, not missing) unless changed; exit 1 for an unparseable file.
- CSV: `companies import` / `onboard --file` read what spreadsheets save: a BOM, CRLF, `;` with a decimal
  comma (de/fr/nl Excel), tabs, cp1252 (Windows Excel; it was a UnicodeDecodeError traceback).
- A closed stdout pipe (`| head -1`) ends the command quietly, exit 0.
- HELP: every README "Command line" row's flags are in that command's --help, and every flag of its --help
  is in the README row.

What was wrong (all fixed in the shared layer, changewire_common/cli.py, unless named):
- `changewire companies` printed the help of `discover` (a lambda closed over a reassigned variable) and
  `changewire outbox` / `nats` / `events` printed the top-level help on stdout: now a one-line usage error.
- argparse errors printed a multi-line usage block (the diff one ran to seven lines): now one line.
- `tail` (bad subject, --since), `outbox republish` (bad --since) and `repair` (--sensor 0) loaded settings
  first, so with no server configured a usage error was reported as "invalid settings" (cli_core.py,
  repair/cli.py); `tail --count -1` / `--idle-exit nan` and `onboard --timeout -1` were accepted;
  `--since 99999999d` raised OverflowError (clock.parse_time); `outbox republish --until` before `--since`
  was accepted, and a `--subject` naming no event family (a typo) re-published nothing, "0 events", after a broker
  lost its data; `diff --url 'http://[2001:db8::1/x'` was a ValueError traceback (differ/cli.py cmd_diff);
  `up --services bogus` started the embedded servers (~20 s) before saying so (supervisor.py).
- With PostgreSQL unreachable, `companies list|add`, `onboard`, `outbox status` (and `run-sensor`, `tail`
  with NATS down) died with a traceback: every command now ends with one line and exit 1.
- Ids past int64 (`run-sensor 99999999999999999999`, `repair --sensor …`, `sensors --company …`) were PostgreSQL
  errors (exit 1); `tail --durable 'crm sync'` was a ValueError traceback and `--durable ''` silently ephemeral;
  `onboard --company ''` exited 0 having queued nothing (fetcher/cli.py, repair/cli.py, cli_core.cmd_tail,
  discovery/cli.py cmd_onboard, which now also takes the slug in any case or the company's name, like `sensors`).
- A NaN setting (`CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S=nan`) passed every range check (NaN < 0 is false): a timeout
  that never fires; a CR/LF in CHANGEWIRE_USER_AGENT made every fetch fail as a header injection ("robots.txt
  unreachable": every sensor skipped, forever). Both are settings errors now (settings._parse_value rejects
  non-finite numbers; CommonSettings checks the user agent).
- `--surface Pricing` / `--status Failing` / `--kind HTML` were invalid choices: the vocabularies are read in any case.
- --help metavars disagreed with the README (SUBJECT, T, N, ID|URL, FILE.csv …).

Left alone: the bare `changewire` (no command) still prints the full help on stdout with exit 2.
"""
from __future__ import annotations

import json
import re
import socket
from pathlib import Path

import pytest

from changewire_common.cli import main

ROOT = Path(__file__).resolve().parents[2]
FETCH_KEYS = ["outcome", "status", "failure_class", "final_url", "bytes", "content_type", "elapsed_ms"]
DISCOVER_KEYS = ["company_url", "requests", "elapsed_ms", "surfaces"]
DIFF_KEYS = ["outcome", "significance", "kind", "delta", "summary"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        rc = main(argv)
    except SystemExit as exc:  # argparse's own errors
        rc = int(exc.code or 0)
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.fixture
def no_servers(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No CHANGEWIRE_DATABASE_URL / NATS_URL and no running `changewire up` (its stack.json) to find."""
    monkeypatch.delenv("CHANGEWIRE_DATABASE_URL", raising=False)
    monkeypatch.delenv("CHANGEWIRE_NATS_URL", raising=False)
    monkeypatch.setenv("CHANGEWIRE_DATA_DIR", str(tmp_path))
    return tmp_path


# (argv, what the one stderr line says) — issue number in docs/cli-contracts.md
USAGE = [
    (["bogus"], "changewire: argument COMMAND: invalid choice: 'bogus'"),
    (["companies"], "changewire companies: the following arguments are required: ACTION"),
    (["outbox"], "changewire outbox: the following arguments are required: ACTION"),
    (["nats"], "changewire nats: the following arguments are required: ACTION"),
    (["events"], "changewire events: the following arguments are required: ACTION"),
    (["service", "bogus"], "changewire service: unknown service 'bogus'"),
    (["up", "--services", "fetcher,bogus"], "changewire up: unknown service(s): bogus"),
    (["fetch"], "changewire fetch: the following arguments are required: URL"),
    (["fetch", "acme.com/careers"], "changewire fetch: expected an http(s) URL"),
    (["fetch", "ftp://acme.com/"], "changewire fetch: expected an http(s) URL"),
    (["fetch", "http://acme.com:99999/"], "changewire fetch: expected an http(s) URL"),
    (["fetch", "--etag", '"a"\r\nCookie: x', "http://acme.com/"], "changewire fetch: --etag must not contain control"),
    (["fetch", "--last-modified", "last tuesday", "http://acme.com/"], "changewire fetch: --last-modified expects"),
    (["run-sensor", "careers"], "changewire run-sensor: expected a sensor id or an http(s) URL"),
    (["discover", "not a website"], "changewire discover: not a website"),
    (["discover", ""], "changewire discover: empty website"),
    (["diff", "a.html"], "changewire diff: the following arguments are required: NEW_FILE"),
    (["diff", "--surface", "jobs", "a", "b"], "changewire diff: argument --surface: invalid choice: 'jobs'"),
    (["diff", "--kind", "xml", "a", "b"], "changewire diff: argument --kind: invalid choice: 'xml'"),
    (["diff", "/nonexistent/old.html", "/nonexistent/new.html"], "changewire diff: cannot read /nonexistent/old.html"),
    (["diff", "--url", "http://[2001:db8::1/preise", "a", "b"], "changewire diff: --url 'http://[2001:db8::1/preise' is not"),
    (["tail"], "changewire tail: the following arguments are required: SUBJECT"),
    (["tail", "jobs.new"], "changewire tail: no stream carries 'jobs.new'"),
    (["tail", "change.detected", "--since", "yesterday"], "changewire tail: --since: expected an ISO-8601 time"),
    (["tail", "change.detected", "--since", "99999999d"], "changewire tail: --since: age '99999999d' reaches back"),
    (["tail", "change.detected", "--since", "2h", "--from-start"], "argument --from-start: not allowed with argument --since"),
    (["tail", "change.detected", "--count", "-1"], "changewire tail: argument --count: expected a whole number ≥ 0"),
    (["tail", "change.detected", "--count", "ten"], "changewire tail: argument --count: expected a whole number ≥ 0"),
    (["tail", "change.detected", "--idle-exit", "nan"], "changewire tail: argument --idle-exit: expected a number ≥ 0"),
    (["outbox", "republish"], "changewire outbox republish: the following arguments are required: --since"),
    (["outbox", "republish", "--since", "last week"], "changewire outbox republish: expected an ISO-8601 time"),
    (["outbox", "republish", "--since", "1h", "--until", "2h"], "changewire outbox republish: --until"),
    (["outbox", "republish", "--since", "2h", "--subject", "change.detcted"], "--subject 'change.detcted' names no event"),
    (["outbox", "republish", "--since", "2h", "--subject", "change.*.major"], "--subject 'change.*.major' names no event"),
    (["events", "schemas", "--bogus"], "changewire events schemas: unrecognized arguments: --bogus"),
    (["companies", "add", "  "], "changewire companies add: name is empty"),
    (["companies", "add", "Acme", "--importance", "2"], "changewire companies add: importance must be between 0 and 1"),
    (["companies", "add", "Acme", "--importance", "high"], "changewire companies add: argument --importance: invalid float"),
    (["companies", "add", "Acme", "--tier", "5"], "changewire companies add: argument --tier: invalid choice: 5"),
    (["companies", "add", "Acme", "--website", "acme dot com"], "changewire companies add: not a website"),
    (["companies", "import", "/nonexistent/companies.csv"], "cannot read /nonexistent/companies.csv"),
    (["onboard"], "changewire onboard: one of the arguments --company --file is required"),
    (["onboard", "--company", "acme", "--file", "c.csv"], "argument --file: not allowed with argument --company"),
    (["onboard", "--file", "c.csv", "--timeout", "-1"], "changewire onboard: argument --timeout: expected a number ≥ 0"),
    (["schedule", "--dry-run"], "changewire schedule: --dry-run needs --once"),
    (["schedule", "--json", "--dry-run"], "changewire schedule: --dry-run and --json need --once"),
    (["sensors", "--limit", "0"], "changewire sensors: --limit must be ≥ 1"),
    (["sensors", "--status", "sleeping"], "changewire sensors: argument --status: invalid choice: 'sleeping'"),
    (["sensors", "--surface", "jobs"], "changewire sensors: argument --surface: invalid choice: 'jobs'"),
    (["sensors", "--company", " "], "changewire sensors: --company must not be empty"),
    (["repair", "--sensor", "0"], "changewire repair: argument --sensor: expected a positive id"),
    (["repair", "--sensor", "abc"], "changewire repair: argument --sensor: expected a positive id"),
    (["repair", "--sensor", "99999999999999999999"], "changewire repair: argument --sensor: expected a positive id"),
    (["repair", "--limit", "-3"], "changewire repair: argument --limit: expected a whole number ≥ 0"),
    (["run-sensor", "99999999999999999999"], "changewire run-sensor: expected a sensor id from 1 to"),
    (["run-sensor", "١٢"], "changewire run-sensor: expected a sensor id from 1 to"),
    (["tail", "change.detected", "--durable", "crm sync"], "changewire tail: --durable 'crm sync': a consumer name"),
    (["tail", "change.detected", "--durable", "crm.sync"], "changewire tail: --durable 'crm.sync': a consumer name"),
    (["tail", "change.detected", "--durable", ""], "changewire tail: --durable '': a consumer name"),
    (["onboard", "--company", ""], "changewire onboard: --company must not be empty"),
]


@pytest.mark.parametrize(("argv", "says"), USAGE, ids=[" ".join(a) or "-" for a, _ in USAGE])
def test_usage_errors_exit_2_with_one_line(argv: list[str], says: str, no_servers: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(argv, capsys)
    assert rc == 2, (rc, err)
    assert out == ""
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert says in err, err


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


SERVER_DOWN = [
    ["companies", "list", "--json"],
    ["companies", "add", "Acme GmbH", "--website", "https://acme.de"],
    ["onboard", "--company", "acme-gmbh"],
    ["outbox", "status"],
    ["sensors", "--json"],
    ["stats", "--json"],
]


@pytest.mark.parametrize("argv", SERVER_DOWN, ids=[" ".join(a) for a in SERVER_DOWN])
def test_unreachable_database_is_one_line_exit_1(argv: list[str], no_servers: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("CHANGEWIRE_DATABASE_URL", f"postgresql://changewire@127.0.0.1:{_closed_port()}/changewire")
    rc, out, err = run(argv, capsys)
    cmd = " ".join(a for a in argv[:2] if not a.startswith("-") and a in ("companies", "list", "add", "onboard",
                                                                          "outbox", "status", "sensors", "stats"))
    assert rc == 1 and out == ""
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert err.startswith(f"changewire {cmd}: PostgreSQL unreachable"), err


def test_a_file_that_cannot_be_written_is_one_line_exit_1(no_servers: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = no_servers / "file"
    blocker.write_text("x")
    rc, out, err = run(["events", "schemas", "--out", str(blocker / "events")], capsys)
    assert rc == 1 and "Traceback" not in err and err.startswith("changewire events schemas: ") and err.count("\n") == 1


SETTINGS = [
    ({"CHANGEWIRE_LOG_LEVEL": "LOUD"}, ["sensors"], "CHANGEWIRE_LOG_LEVEL"),
    ({"CHANGEWIRE_DATABASE_URL": "mysql://db/changewire"}, ["companies", "list"], "CHANGEWIRE_DATABASE_URL"),
    ({"CHANGEWIRE_NATS_URL": "http://127.0.0.1:4222"}, ["tail", "change.detected"], "CHANGEWIRE_NATS_URL"),
    ({"CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "soon"}, ["fetch", "http://acme.com/"], "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S"),
    ({"CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "nan"}, ["fetch", "http://acme.com/"], "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S"),
    ({"CHANGEWIRE_POLITENESS_SPACING_S": "inf"}, ["discover", "acme.com"], "CHANGEWIRE_POLITENESS_SPACING_S"),
    ({"CHANGEWIRE_USER_AGENT": "AcmeBot/1.0\r\nX-Forwarded-For: 10.0.0.1"}, ["fetch", "http://acme.com/"],
     "CHANGEWIRE_USER_AGENT"),
    ({}, ["sensors"], "CHANGEWIRE_DATABASE_URL is not set"),
    ({}, ["run-sensor", "42"], "CHANGEWIRE_DATABASE_URL is not set"),
    ({}, ["migrate"], "CHANGEWIRE_DATABASE_URL is not set"),
]


@pytest.mark.parametrize(("env", "argv", "names"), SETTINGS, ids=[" ".join(a) + f" {n}" for _, a, n in SETTINGS])
def test_settings_errors_exit_2_naming_the_variable(env: dict[str, str], argv: list[str], names: str, no_servers: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    rc, out, err = run(argv, capsys)
    assert rc == 2 and out == "" and "Traceback" not in err
    assert err.startswith("changewire: invalid settings:") and names in err, err


def test_fetch_json_is_exactly_the_contract_keys(no_servers: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A refused destination is checked before any packet: the JSON is the contract, exit 0 (a failed fetch is data)."""
    rc, out, err = run(["fetch", "--json", "http://127.0.0.1:1/careers"], capsys)
    assert rc == 0
    assert out.count("\n") == 1
    d = json.loads(out)
    assert list(d) == FETCH_KEYS
    assert d["outcome"] == "failed" and d["failure_class"] == "BLOCKED_DESTINATION" and d["status"] is None
    assert isinstance(d["bytes"], int) and isinstance(d["elapsed_ms"], int | float)


def test_run_sensor_url_without_database_prints_the_fetch_keys(no_servers: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(["run-sensor", "--json", "http://127.0.0.1:1/pricing"], capsys)
    assert rc == 0 and list(json.loads(out)) == FETCH_KEYS and out.count("\n") == 1


def test_discover_json_keys_and_outcome_on_stderr(no_servers: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """With CHANGEWIRE_CONNECT_TO set, names it does not list do not exist: no packet leaves."""
    monkeypatch.setenv("CHANGEWIRE_CONNECT_TO", "listed.test=127.0.0.2:9")
    monkeypatch.setenv("CHANGEWIRE_FETCH_ALLOW_CIDRS", "127.0.0.2/32")
    monkeypatch.setenv("CHANGEWIRE_POLITENESS_SPACING_S", "0")
    rc, out, err = run(["discover", "--json", "https://gone-company.example"], capsys)
    assert rc == 0 and out.count("\n") == 1
    d = json.loads(out)
    assert list(d) == DISCOVER_KEYS and d["surfaces"] == [] and d["company_url"] == "https://gone-company.example"
    assert isinstance(d["requests"], int) and isinstance(d["elapsed_ms"], int)
    assert "changewire discover: https://gone-company.example: no_website" in err
    rc, out, err = run(["discover", "https://gone-company.example"], capsys)
    assert rc == 0 and "no_website" in out  # no_website is not `failed`: exit 0 without --json too


PRICE_OLD = (b"<html><head><title>Pricing | Acme</title></head><body><main><h1>Plans</h1>"
             b"<div class='plan'><h2>Team</h2><p class='price'>$29 per user/month</p></div></main></body></html>")
PRICE_NEW = PRICE_OLD.replace(b"$29", b"$35")

DIFF = [
    ("unchanged", PRICE_OLD, PRICE_OLD, [], 0, {"outcome": "unchanged", "significance": None, "kind": None, "delta": {}}),
    ("changed", PRICE_OLD, PRICE_NEW, ["--surface", "pricing"], 0, {"outcome": "changed"}),
    ("--surface in capitals", PRICE_OLD, PRICE_NEW, ["--surface", "Pricing", "--kind", "HTML"], 0, {"outcome": "changed"}),
    ("bad json", b'{"jobs": [', b'{"jobs": []}', ["--kind", "json"], 1, None),
]


@pytest.mark.parametrize(("name", "old", "new", "flags", "rc_want", "want"), DIFF, ids=[c[0] for c in DIFF])
def test_diff_json(name: str, old: bytes, new: bytes, flags: list[str], rc_want: int, want: dict | None,
                   tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "old", tmp_path / "new"
    a.write_bytes(old)
    b.write_bytes(new)
    rc, out, err = run(["diff", "--json", *flags, str(a), str(b)], capsys)
    assert rc == rc_want, err
    if want is None:
        assert out == "" and err.count("\n") == 1 and "cannot use" in err
        return
    d = json.loads(out)
    assert list(d) == DIFF_KEYS and isinstance(d["summary"], str)
    assert {k: d[k] for k in want} == want
    if d["outcome"] == "changed":
        assert d["significance"] in ("minor", "meaningful", "major", "critical") and isinstance(d["kind"], str)
        assert d["delta"]["price_changes"][0]["before"] == "$29"


def _readme_rows() -> list[tuple[list[str], set[str]]]:
    """(command words, flags) of each README "Command line" table row's first cell."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    table = text.split("## Command line", 1)[1].split("\n\n", 2)[1]
    rows = []
    for line in table.splitlines()[2:]:
        cell = re.match(r"\|\s*`([^`]*)`", line).group(1).replace("\\|", "|")  # type: ignore[union-attr]
        words = []
        for w in cell.split()[1:]:
            if not re.fullmatch(r"[a-z][a-z-]*", w):
                break
            words.append(w)
        rows.append((words, set(re.findall(r"--[a-z][a-z-]*", cell))))
    return rows


README_ROWS = _readme_rows()


@pytest.mark.parametrize(("words", "flags"), README_ROWS, ids=[" ".join(w) for w, _ in README_ROWS])
def test_help_and_readme_name_the_same_flags(words: list[str], flags: set[str], capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run([*words, "--help"], capsys)
    assert rc == 0 and out.startswith(f"usage: changewire {' '.join(words)} ")
    usage = out.split("\n\n", 1)[0]
    in_help = set(re.findall(r"--[a-z][a-z-]*", usage)) - {"--help"}
    assert flags == in_help, f"README: {sorted(flags)}; --help: {sorted(in_help)}"


def test_readme_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    from changewire_common.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    documented = {w[0] for w, _ in README_ROWS}
    assert set(sub.choices) - documented == set()  # type: ignore[union-attr]


class _ClosedPipe:
    """A stdout whose reader went away (`changewire … | head -1`)."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_closed_stdout_pipe_ends_quietly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Was "changewire diff: [Errno 32] Broken pipe"-style noise (or a traceback) and exit 1."""
    a = tmp_path / "a.html"
    a.write_bytes(PRICE_OLD)
    monkeypatch.setattr("sys.stdout", _ClosedPipe())
    rc = main(["diff", "--json", str(a), str(a)])
    assert rc == 0 and capsys.readouterr().err == ""


CSV = [
    ("comma, utf-8", "name,website,tier,importance\nAcme Corp,https://acme.com,2,0.7\n".encode(),
     [("Acme Corp", "https://acme.com", 2, 0.7)]),
    ("Excel utf-8 BOM, CRLF", "\ufeffName,Website\r\nNordlicht Software AS,nordlicht.no\r\n".encode(),
     [("Nordlicht Software AS", "nordlicht.no", 3, 0.5)]),
    ("German Excel: ';' and a decimal comma", "Name;Website;Tier;Importance\r\nMüller Maschinenbau GmbH;"
     "mueller-maschinenbau.de;2;0,8\r\n".encode(), [("Müller Maschinenbau GmbH", "mueller-maschinenbau.de", 2, 0.8)]),
    ("Windows cp1252", "name,website\nSociété Générale Énergie,https://sg-energie.fr\n".encode("cp1252"),
     [("Société Générale Énergie", "https://sg-energie.fr", 3, 0.5)]),
    ("tab-separated", b"name\twebsite\nKoala Labs Pty Ltd\tkoalalabs.com.au\n", [("Koala Labs Pty Ltd", "koalalabs.com.au", 3, 0.5)]),
]


@pytest.mark.parametrize(("name", "data", "want"), CSV, ids=[c[0] for c in CSV])
def test_companies_csv_as_spreadsheets_save_it(name: str, data: bytes, want: list[tuple[str, str, int, float]],
                                               tmp_path: Path) -> None:
    """`companies import` / `onboard --file`: a cp1252 file was a UnicodeDecodeError traceback, a ';' file
    "CSV needs a header" (discovery/cli.py _read_csv, store.read_companies_csv)."""
    from changewire_discovery.cli import _read_csv

    f = tmp_path / "companies.csv"
    f.write_bytes(data)
    rows, problems = _read_csv(str(f))
    assert problems == []
    assert [(r.name, r.website, r.tier, r.importance) for r in rows] == want
