"""Subcommands the fetcher contributes to `changewire`: `fetch URL` and `run-sensor ID|URL`."""
from __future__ import annotations

import argparse
import asyncio
import email.utils
import importlib
import inspect
import json
import re
import sys
import time
from datetime import UTC, datetime
from typing import Any

from changewire_common.settings import load_settings


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("fetch", help="fetch one URL with the production client and policy (robots.txt included); "
                                     "no database or NATS needed")
    p.add_argument("url", metavar="URL", help="http(s) URL")
    p.add_argument("--etag", metavar="E", help="send If-None-Match with this ETag (a bare tag, abc or W/abc, "
                                                   "is sent quoted)")
    p.add_argument("--last-modified", metavar="LM", help="send If-Modified-Since with this date (an HTTP-date as given; an ISO-8601 "
                                           "time or an age like 3d as the HTTP-date it names)")
    p.add_argument("--json", action="store_true",
                   help='print {"outcome", "status", "failure_class", "final_url", "bytes", "content_type", "elapsed_ms"}')
    p.set_defaults(func=cmd_fetch)

    p = sub.add_parser("run-sensor", help="run one sensor through the fetcher (and the differ, when installed) now")
    p.add_argument("target", metavar="ID|URL", help="sensor id, or a URL (a sensor's URL, else it is fetched like `changewire fetch`)")
    p.add_argument("--force", action="store_true",
                   help="run even if the sensor is not claimable or has a live run, without waiting for the domain's "
                        "politeness slot (robots.txt, and a pause the site asked for with a 429 or Retry-After, still apply)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_run_sensor)


def _settings() -> Any:
    from .settings import FetcherSettings

    return load_settings(FetcherSettings)


def _valid_url(url: str) -> bool:
    from .classify import invalid_url_reason

    return invalid_url_reason(url) is None


def _bad_field_value(value: str | None) -> str | None:
    """Why `value` cannot be sent as a request header field value, or None: a CR or LF would start a
    header line of the caller's choosing, NUL and other controls are no field content (RFC 9110 §5.5)."""
    if value is None:
        return None
    bad = sorted({c for c in value if (c < " " and c != "\t") or c == "\x7f"})
    if bad:
        return "must not contain control characters (" + ", ".join(repr(c) for c in bad) + ")"
    return None


_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
#: the three HTTP-date forms (RFC 9110 §5.6.7: IMF-fixdate, RFC 850, asctime), which every server must read
_HTTP_DATE = re.compile(
    rf"{_DAY}, \d\d {_MONTH} \d{{4}} \d\d:\d\d:\d\d GMT"
    rf"|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d\d-{_MONTH}-\d\d \d\d:\d\d:\d\d GMT"
    rf"|{_DAY} {_MONTH} [ \d]\d \d\d:\d\d:\d\d \d{{4}}")
_YEAR = re.compile(r"\b\d{4}\b")
#: an opaque tag as a user types it without its quotes (`abc`, `W/abc`): no blank, quote or control in it
_BARE_ETAG = re.compile(r"(W/)?([!#-~\x80-\U0010ffff]+)")


def entity_tag(value: str | None) -> str | None:
    """`--etag` as If-None-Match carries it. An entity tag is quoted (`"abc"`, `W/"abc"`: RFC 9110 §8.8.3) and
    servers compare it with the quotes; a shell eats the quotes of `--etag "abc"`, so a bare tag (or a list
    of them) is quoted. Anything holding a quote, and `*`, goes as typed (blanks around trimmed); empty: none."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    if text == "*" or '"' in text:
        return text
    out = []
    for part in text.split(","):
        m = _BARE_ETAG.fullmatch(part.strip())
        if m is None:
            return text  # blanks inside, controls: not a tag we can repair, sent as typed
        out.append(f'{m.group(1) or ""}"{m.group(2)}"')
    return ", ".join(out)


def http_date(value: str, now: datetime | None = None) -> str | None:
    """`--last-modified` as If-Modified-Since carries it: an HTTP-date in any of its three forms as given
    (servers compare the Last-Modified they sent byte for byte, and must read all three); another date mail
    headers write (`+0200` or `PST` for GMT, no weekday: servers that parse only HTTP-dates, nginx among them,
    ignore it and answer 200 every time), an ISO-8601 time or a relative age (README: "Times take ISO-8601
    or a relative age") as the IMF-fixdate it names; None when it is none of these."""
    text = value.strip()
    if not text:
        return None
    if _HTTP_DATE.fullmatch(text):
        return text
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        when = None
    year = _YEAR.search(text) if when is not None else None
    if year is not None and int(year.group(0)) != when.year:
        return None  # "0001" read as a two-digit year (2001) by the mail parser: a date never meant
    if when is not None:
        if when.tzinfo is None:  # "-0000" (no zone known): read as UTC, as HTTP-dates are
            when = when.replace(tzinfo=UTC)
        try:
            return email.utils.format_datetime(when.astimezone(UTC), usegmt=True)
        except (ValueError, OverflowError):
            return None
    from changewire_common.clock import parse_time, utcnow

    try:
        when = parse_time(text, now=now or utcnow())
    except (ValueError, OverflowError):
        return None
    return email.utils.format_datetime(when.astimezone(UTC), usegmt=True)


def cmd_fetch(args: argparse.Namespace) -> int:
    if not _valid_url(args.url):
        print(f"changewire fetch: expected an http(s) URL, got {args.url!r}", file=sys.stderr)
        return 2
    for option, value in (("--etag", args.etag), ("--last-modified", args.last_modified)):
        why = _bad_field_value(value)
        if why:
            print(f"changewire fetch: {option} {why}, got {value!r}", file=sys.stderr)
            return 2
    last_modified = args.last_modified
    if last_modified is not None and not last_modified.strip():
        last_modified = None  # empty (a script passing a validator it does not have): none sent, as with --etag ""
    if last_modified is not None:
        last_modified = http_date(last_modified)
        if last_modified is None:
            print(f"changewire fetch: --last-modified expects an HTTP-date, an ISO-8601 time or an age like 2h or 3d, "
                  f"got {args.last_modified!r}", file=sys.stderr)
            return 2
    settings = _settings()
    summary = asyncio.run(_fetch(settings, args.url, entity_tag(args.etag), last_modified))
    _print_summary(summary, args.json)
    return 0


async def _fetch(settings: Any, url: str, etag: str | None, last_modified: str | None) -> Any:
    from changewire_common.http import HttpClient, HttpConfig, RobotsCache

    from .oneshot import fetch_once

    async with HttpClient(HttpConfig.from_settings(settings)) as client:
        return await fetch_once(client, RobotsCache(client), settings, url, etag=etag, last_modified=last_modified)


#: what a terminal acts on instead of showing: C0 controls (tab aside), DEL, the C1 controls (ESC's one-byte forms:
#: CSI, OSC) and the bidirectional overrides. A server writes ETags, Locations and reason text: printed as they
#: came, ESC ]52 would set the clipboard of whoever runs `changewire fetch`, ESC [2J clear the screen
_CONTROLS = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _shown(value: object) -> str:
    """`value` as a line of the human output: controls escaped (ESC as the four characters `\\x1b`), so each field
    stays one visible line."""
    text = str(value)
    if _CONTROLS.search(text) is None:
        return text
    return _CONTROLS.sub(lambda m: f"\\x{ord(m.group()):02x}" if m.group() < "\u0100" else f"\\u{ord(m.group()):04x}",
                         text)


def _print_summary(summary: Any, as_json: bool) -> None:
    if as_json:
        print(json.dumps(summary.public()))
        return
    print(f"outcome        {summary.outcome}" + (f" ({summary.failure_class})" if summary.failure_class else ""))
    print(f"status         {summary.status if summary.status is not None else '-'}")
    print(f"final url      {_shown(summary.final_url or '-')}"
          + (f"  ({summary.redirects} redirect(s))" if summary.redirects else ""))
    print(f"bytes          {summary.bytes}")
    print(f"content type   {_shown(summary.content_type or '-')}")
    print(f"elapsed        {summary.elapsed_ms:.0f} ms")
    if summary.etag or summary.last_modified:
        print(f"validators     etag={_shown(summary.etag or '-')} last-modified={_shown(summary.last_modified or '-')}")
    if summary.error:
        print(f"detail         {_shown(summary.error)}")


def cmd_run_sensor(args: argparse.Namespace) -> int:
    target = args.target.strip()
    if target.isdigit():  # an id must be one the database can hold ('١٢' and 2^64 are none)
        from changewire_common.cli import INT64_MAX

        if not target.isascii() or not 0 < int(target) <= INT64_MAX:
            print(f"changewire run-sensor: expected a sensor id from 1 to {INT64_MAX}, got {target!r}", file=sys.stderr)
            return 2
    elif not _valid_url(target):
        print(f"changewire run-sensor: expected a sensor id or an http(s) URL, got {target!r}", file=sys.stderr)
        return 2
    settings = _settings()
    return asyncio.run(_run_sensor(settings, target, args.force, args.json))


def same_resource_urls(url: str) -> list[str]:
    """`url` and the spellings of it that name the same resource: scheme and host in any case, the default
    port written or not, a fragment or none (`HTTP://Acme.COM:80/jobs#open` is the sensor of
    `http://acme.com/jobs`; the path and query are kept as written). An internationalised host is one name in
    either IDNA spelling (`bücher.de` and `xn--bcher-kva.de`: README), so each form is also tried with the other:
    a script holding the punycode found no sensor stored under the Unicode name, and the reverse."""
    from urllib.parse import urlsplit, urlunsplit

    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return [url]
    scheme, name = parts.scheme.lower(), (parts.hostname or "")
    default = {"http": 80, "https": 443}.get(scheme)
    forms = [url]
    for h in _idna_spellings(name):
        host = f"[{h}]" if ":" in h else h
        if port is not None and port != default:
            forms.append(urlunsplit((scheme, f"{host}:{port}", parts.path or "/", parts.query, "")))
            continue
        forms.append(urlunsplit((scheme, host, parts.path or "/", parts.query, "")))
        if not parts.path:
            forms.append(urlunsplit((scheme, host, "", parts.query, "")))
    return list(dict.fromkeys(forms))


def _idna_spellings(host: str) -> list[str]:
    """`host` (lower case, as urlsplit gives it), then its A-label or U-label spelling when it has another."""
    from changewire_common.domains import _ascii_host

    out = [host]
    if not host.isascii():
        out.append(_ascii_host(host).lower())
    elif "xn--" in host:
        try:
            out.append(host.encode("ascii").decode("idna").lower())
        except UnicodeError:
            pass
    return list(dict.fromkeys(out))


async def _run_sensor(settings: Any, target: str, force: bool, as_json: bool) -> int:
    from changewire_common.blobs import FileBlobStore
    from changewire_common.db import create_pool
    from changewire_common.http import HttpClient, HttpConfig
    from changewire_common.stack import resolve_urls

    from .handlers import Fetcher
    from .store import open_run

    from changewire_common.errors import ConfigError

    try:
        db, _ = resolve_urls(settings, need_nats=False)
    except ConfigError:
        if target.isdigit():
            raise
        if not as_json:
            print(f"no database configured: fetching {target} once")
        _print_summary(await _fetch(settings, target, None, None), as_json)
        return 0
    pool = await create_pool(db, attempts=3, max_size=4)
    try:
        if target.isdigit():
            row = await pool.fetchrow("SELECT sensor_id, url, status::text AS status, run_seq, run_open, lease_until, "
                                      "EXISTS (SELECT 1 FROM observations o WHERE o.sensor_id = s.sensor_id "
                                      "AND o.run_seq = s.run_seq) AS observed FROM sensors s WHERE sensor_id = $1",
                                      int(target))
            if row is None:
                print(f"changewire run-sensor: no sensor {target}", file=sys.stderr)
                return 1
        else:
            row = await pool.fetchrow("SELECT sensor_id, url, status::text AS status, run_seq, run_open, lease_until, "
                                      "EXISTS (SELECT 1 FROM observations o WHERE o.sensor_id = s.sensor_id "
                                      "AND o.run_seq = s.run_seq) AS observed FROM sensors s "
                                      "WHERE url = ANY($2::text[]) ORDER BY (url = $1) DESC, "
                                      "(status <> 'retired') DESC, sensor_id DESC LIMIT 1",
                                      target, same_resource_urls(target))
            if row is None:
                if not as_json:
                    print(f"{target} is no sensor's URL: fetching it once")
                summary = await _fetch(settings, target, None, None)
                _print_summary(summary, as_json)
                return 0
        sid = row["sensor_id"]
        if row["run_open"] and not row["observed"]:
            run_seq = row["run_seq"]  # the scheduler issued this run and nobody fetched it yet: do it now
        else:
            async with pool.acquire() as conn:
                opened = await open_run(conn, sid, lease_s=max(600.0, settings.claim_ttl_s), force=force)
            if opened is None:
                print(f"changewire run-sensor: sensor {sid} is {row['status']}"
                      + (" with a run in flight" if row["run_open"] else "") + "; use --force to run it anyway",
                      file=sys.stderr)
                return 1
            run_seq = opened[0]
        blobs = FileBlobStore(settings.blob_root)
        async with HttpClient(HttpConfig.from_settings(settings)) as client:
            fetcher = Fetcher(settings, pool, blobs, client)
            t0 = time.perf_counter()
            report = await fetcher.run(sid, run_seq, ignore_politeness=force, any_status=True)
            took_ms = (time.perf_counter() - t0) * 1000.0
            await fetcher.close()
        out = _report_dict(sid, run_seq, report, took_ms)
        if report.observation_id is not None and out["outcome"] == "ok":
            out["differ"] = await _run_differ(pool, blobs, report.observation_id)
        _print_report(out, as_json)
        return 0 if report.state in ("written", "duplicate") else 1
    finally:
        await pool.close()


def _report_dict(sid: int, run_seq: int, report: Any, took_ms: float = 0.0) -> dict[str, Any]:
    """The JSON of `run-sensor ID`. `took_ms`, the run's own time, is elapsed_ms when the fetch measured
    none (a run that ended at robots.txt or a politeness skip): a number always, as `fetch` prints."""
    r = report.result
    c = r.classified if r is not None else None
    final_url = r.final_url if r else None
    if final_url is None and c is not None and r.url and str(c.outcome) != "skipped":
        # a fetch that failed before any answer (DNS, timeout, a cut or oversized body, robots.txt) ended at the
        # URL it asked for: reported so, as `fetch` reports it (the observation keeps null: no answer came from it)
        from changewire_common.http import request_url

        final_url = request_url(r.url)
    return {
        "sensor_id": sid, "run_seq": run_seq, "state": report.state, "observation_id": report.observation_id,
        "outcome": str(c.outcome) if c else None, "failure_class": str(c.failure_class) if c and c.failure_class else None,
        "status": r.http_status if r else None, "url": r.url if r else None, "final_url": final_url,
        "bytes": r.bytes if r else 0, "content_type": r.content_type if r else None,
        "elapsed_ms": round(r.total_ms if r and r.total_ms is not None else max(0.0, took_ms), 1),
        "skip_until": c.skip_until.isoformat() if c and c.skip_until else None, "error": c.error if c else None,
        "blob_key": r.blob_key if r else None, "event": report.event.subject() if report.event else None,
        "detail": report.detail or None,
    }


async def _run_differ(pool: Any, blobs: Any, observation_id: int) -> Any:
    """Through the differ too, when `changewire_differ` is installed and exposes `process_observation`."""
    fn = None
    for mod_name in ("changewire_differ", "changewire_differ.handlers", "changewire_differ.process"):
        try:
            mod = importlib.import_module(mod_name)
        except ImportError:
            continue
        fn = getattr(mod, "process_observation", None)
        if fn is not None:
            break
    if fn is None:
        return "not installed"
    try:
        res = fn(pool, blobs, observation_id)
        if inspect.isawaitable(res):
            res = await res
    except Exception as exc:  # noqa: BLE001 - report the differ's failure, the fetch already committed
        return f"failed: {type(exc).__name__}: {exc}"
    if hasattr(res, "__struct_fields__"):
        return {f: _plain(getattr(res, f)) for f in res.__struct_fields__}
    if hasattr(res, "__dataclass_fields__"):
        return {f: _plain(getattr(res, f)) for f in res.__dataclass_fields__}
    return _plain(res)


def _plain(v: Any) -> Any:
    if v is None or isinstance(v, str | int | float | bool):
        return v
    if isinstance(v, datetime):  # ISO-8601 as every time in changewire's JSON ("2026-12-06T21:30:00+00:00")
        return v.isoformat()
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    return str(v)


def _print_report(out: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print(json.dumps(out, default=str))
        return
    print(f"sensor {out['sensor_id']} run {out['run_seq']}: {out['state']}")
    if out["outcome"] is not None:
        print(f"  outcome        {out['outcome']}" + (f" ({out['failure_class']})" if out["failure_class"] else ""))
        print(f"  status         {out['status'] if out['status'] is not None else '-'}")
        print(f"  url            {_shown(out['url'])}")
        if out["final_url"] and out["final_url"] != out["url"]:
            print(f"  final url      {_shown(out['final_url'])}")
        print(f"  bytes          {out['bytes']}  ({_shown(out['content_type'] or '-')})")
        if out["elapsed_ms"] is not None:
            print(f"  elapsed        {out['elapsed_ms']:.0f} ms")
        if out["skip_until"]:
            print(f"  skip until     {out['skip_until']}")
        if out["error"]:
            print(f"  detail         {_shown(out['error'])}")
    if out["observation_id"] is not None:
        print(f"  observation    {out['observation_id']}  (event {out['event']} queued in the outbox; "
              "a running service's relay publishes it)")
    elif out["detail"]:
        print(f"  {_shown(out['detail'])}")
    if "differ" in out:
        print(f"  differ         {json.dumps(out['differ'], default=str)}")
