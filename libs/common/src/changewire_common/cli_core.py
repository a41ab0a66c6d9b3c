"""The foundation's subcommands: migrate, nats provision, service, up, tail, outbox republish,
events schemas."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .cli import non_negative_float, non_negative_int
from .clock import parse_time, utcnow
from .errors import MigrationError, TransientError
from .settings import CommonSettings, load_settings, loop_factory
from .stack import resolve_urls


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("migrate", help="apply pending database migrations")
    p.set_defaults(func=cmd_migrate)

    p = sub.add_parser("nats", help="NATS JetStream administration")
    nsub = p.add_subparsers(dest="nats_command", metavar="ACTION")
    pp = nsub.add_parser("provision", help="create or update every stream and durable consumer (idempotent)")
    pp.set_defaults(func=cmd_nats_provision)

    p = sub.add_parser("service", help="run one service in the foreground")
    p.add_argument("name", metavar="NAME", help="discovery, fetcher, differ, scheduler or repair")
    p.set_defaults(func=cmd_service)

    p = sub.add_parser("up", help="run the whole stack (embedded servers unless URLs are set)")
    p.add_argument("--demo", action="store_true", help="also serve a demo internet of companies and onboard them")
    p.add_argument("--services", default="", metavar="a,b", help="comma-separated subset of services to run")
    p.add_argument("--no-tail", action="store_true", help="do not print change events")
    p.set_defaults(func=cmd_up)

    p = sub.add_parser("tail", help="follow events on a subject (e.g. 'change.detected', 'change.detected.careers.major')")
    p.add_argument("subject", metavar="SUBJECT", help="subject or subject family; tokens may be omitted or '*'")
    p.add_argument("--json", action="store_true", help="print JSON lines")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--since", metavar="T", help="start at this time (ISO-8601 or an age like 2h)")
    g.add_argument("--from-start", action="store_true", help="replay everything the stream holds")
    p.add_argument("--durable", metavar="NAME", help="durable consumer name (resume where it left off)")
    p.add_argument("--count", type=non_negative_int, default=0, metavar="N",
                   help="exit after this many events (0: follow forever)")
    p.add_argument("--idle-exit", type=non_negative_float, default=0.0, metavar="S",
                   help="exit after this many seconds without an event (0: never)")
    p.set_defaults(func=cmd_tail)

    p = sub.add_parser("outbox", help="outbox administration")
    osub = p.add_subparsers(dest="outbox_command", metavar="ACTION")
    pr = osub.add_parser("republish", help="re-publish already-published events of a period (after broker data loss)")
    pr.add_argument("--since", required=True, metavar="T", help="ISO-8601 time or age (2h, 3d)")
    pr.add_argument("--until", metavar="T", help="ISO-8601 time or age; default now")
    pr.add_argument("--subject", metavar="S", help="only this subject family, e.g. change.detected")
    pr.set_defaults(func=cmd_outbox_republish)
    ps = osub.add_parser("status", help="backlog and oldest unpublished age")
    ps.set_defaults(func=cmd_outbox_status)

    p = sub.add_parser("events", help="event contract tools")
    esub = p.add_subparsers(dest="events_command", metavar="ACTION")
    pe = esub.add_parser("schemas", help="write JSON Schemas of every event to a directory")
    pe.add_argument("--out", default="docs/events", metavar="DIR", help="directory (default docs/events)")
    pe.add_argument("--check", action="store_true", help="exit 1 if the files there are stale")
    pe.set_defaults(func=cmd_events_schemas)


def _settings() -> CommonSettings:
    return load_settings(CommonSettings)


def cmd_migrate(args: argparse.Namespace) -> int:
    from .db import connect, migrate

    s = _settings()
    db, _ = resolve_urls(s, need_nats=False)

    async def run() -> list[str]:
        conn = await connect(db, attempts=8)  # ~30 s: a migrate job may start before its database
        try:
            return await migrate(conn)
        finally:
            await conn.close()

    try:
        done = asyncio.run(run())
    except (MigrationError, TransientError) as exc:
        print(f"changewire migrate: {exc}", file=sys.stderr)
        return 1
    print("\n".join(f"applied {n}" for n in done) if done else "database is up to date")
    return 0


def cmd_nats_provision(args: argparse.Namespace) -> int:
    from .bus import connect_nats, provision
    from .naming import Naming

    s = _settings()
    _, nats_url = resolve_urls(s)

    async def run() -> list[str]:
        nc = await connect_nats(nats_url, attempts=5)
        try:
            return await provision(nc.jetstream(), Naming(s.nats_prefix), replicas=s.nats_replicas,
                                   duplicate_window_s=s.nats_duplicate_window_s, ack_wait_max_s=s.nats_ack_wait_max_s)
        finally:
            await nc.close()

    try:
        for line in asyncio.run(run()):
            print(line)
    except TransientError as exc:
        print(f"changewire nats provision: {exc}", file=sys.stderr)
        return 1
    return 0


def cmd_service(args: argparse.Namespace) -> int:
    from .service import run_service
    from .servicedef import load_service, service_names

    try:
        sd = load_service(args.name)
    except KeyError:
        print(f"changewire service: unknown service {args.name!r}; installed: {', '.join(service_names()) or 'none'}",
              file=sys.stderr)
        return 2
    settings = load_settings(sd.settings_cls)
    db, nats_url = resolve_urls(settings)
    import msgspec

    settings = msgspec.structs.replace(settings, database_url=db, nats_url=nats_url)
    with asyncio.Runner(loop_factory=loop_factory(settings.event_loop)) as runner:
        return runner.run(run_service(sd.name, settings, sd.wire))


def cmd_up(args: argparse.Namespace) -> int:
    from .supervisor import run_up

    return run_up(args)


def _tail_line(subject: str, event: Any) -> str:
    d = {k: getattr(event, k) for k in getattr(event, "__struct_fields__", ())}
    ts = d.get("occurred_at")
    t = ts.astimezone().strftime("%H:%M:%S") if isinstance(ts, datetime) else ""
    if subject.startswith("change.detected"):
        return f"{t}  {d['company_name']:<20} {d['surface']:<11} {d['significance']:<10} {d['summary']}"
    skip = {"event_id", "occurred_at", "schema_version"}
    rest = " ".join(f"{k}={v}" for k, v in d.items() if k not in skip and v is not None)
    return f"{t}  {subject:<36} {rest}"


#: routing tokens after each subject family (DESIGN.md "Events"): a filter naming fewer follows the rest
_ROUTING_TOKENS = {"observation.fetched": 1, "snapshot.stored": 1, "change.detected": 2, "sensor.status_changed": 1}


def tail_filter(subject: str) -> str:
    """The subject filter `changewire tail SUBJECT` uses: a family or partial subject follows everything
    under it (`change.detected` → `change.detected.>`, `change.detected.careers` →
    `change.detected.careers.>`); a full subject (`change.detected.careers.major`,
    `snapshot.stored.changed`, `sensor.due`) or one ending in `>` stays as given. ValueError when no
    event family matches."""
    from .events import EVENT_TYPES

    subject = subject.strip().strip(".")
    if not subject or " " in subject:
        raise ValueError(f"not a subject: {subject!r}")
    if subject.endswith(">"):
        return subject
    tokens = subject.split(".")
    for family in EVENT_TYPES:
        ftok = family.split(".")
        full = len(ftok) + _ROUTING_TOKENS.get(family, 0)
        if tokens[: len(ftok)] == ftok or (len(tokens) < len(ftok) and ftok[: len(tokens)] == tokens):
            if len(tokens) > full and tokens[: len(ftok)] == ftok:  # `change.detected.careers.major.x`: no event
                raise ValueError(f"{subject!r} has more tokens than a {family} subject")
            return subject if len(tokens) >= full else subject + ".>"
    raise ValueError(f"no event family matches {subject!r}")


#: the start times JetStream can represent (int64 nanoseconds since 1970); no message is older than 1970
NATS_MIN_START = datetime(1970, 1, 1, tzinfo=UTC)
NATS_MAX_START = datetime(2262, 4, 11, tzinfo=UTC)


def _valid_durable(name: str) -> bool:
    """A JetStream consumer name: not empty, no whitespace, no subject wildcard or separator, no path separator."""
    return bool(name) and len(name) <= 200 and not any(c.isspace() or c in ".*>/\\" for c in name)


def cmd_tail(args: argparse.Namespace) -> int:
    """Follow events with an ephemeral consumer (deleted on exit) or a durable one (`--durable NAME`:
    created on first use with the requested start, resumed where it left off afterwards)."""
    import nats.errors
    import nats.js.errors
    from nats.js import api

    from .bus import connect_nats, stream_for_subject
    from .errors import ConfigError
    from .events import decode
    from .naming import Naming

    try:
        filt = tail_filter(args.subject)
        stream = stream_for_subject(filt.replace(".>", ".x").replace("*", "x"))
    except (KeyError, ValueError):
        print(f"changewire tail: no stream carries {args.subject!r}", file=sys.stderr)
        return 2
    if stream.work_queue:  # its messages are work for one service: a tail would fail, or take the work from it
        print(f"changewire tail: {args.subject!r} is on the work-queue stream {stream.name}, whose messages are work "
              "for one consumer; tail cannot follow it (`changewire stats` shows its backlog)", file=sys.stderr)
        return 2
    if args.durable is not None and not _valid_durable(args.durable):
        print(f"changewire tail: --durable {args.durable!r}: a consumer name is one word without '.', '*', '>', "
              "'/' or '\\'", file=sys.stderr)
        return 2
    if args.since:
        try:
            since = parse_time(args.since, now=utcnow())
        except ValueError as exc:
            print(f"changewire tail: --since: {exc}", file=sys.stderr)
            return 2
        # JetStream reads a start time as nanoseconds since 1970 in an int64 (Go's UnixNano): a time outside
        # 1970 … 2262 wrapped around (`--since 1600-01-01` replayed nothing, `--since 2999-01-01` everything)
        since = min(max(since, NATS_MIN_START), NATS_MAX_START)
        policy: dict[str, Any] = {"deliver_policy": api.DeliverPolicy.BY_START_TIME, "opt_start_time": since.isoformat()}
    elif args.from_start:
        policy = {"deliver_policy": api.DeliverPolicy.ALL}
    else:
        policy = {"deliver_policy": api.DeliverPolicy.NEW}
    s = _settings()  # after the usage checks: a usage error is reported as one even with no server configured
    try:
        _, nats_url = resolve_urls(s)
    except ConfigError:
        if not s.nats_url:  # tail needs NATS only, not the database
            raise
        nats_url = s.nats_url
    naming = Naming(s.nats_prefix)

    async def run() -> int:
        nc = await connect_nats(nats_url, attempts=5)
        js = nc.jetstream()
        sname = naming.stream(stream.name)
        durable = naming.durable(args.durable) if args.durable else None
        info = None
        if durable:
            try:
                info = await js.consumer_info(sname, durable)
                if args.since or args.from_start:
                    print(f"changewire tail: consumer {args.durable!r} exists; resuming where it left off "
                          "(--since/--from-start apply when it is created)", file=sys.stderr)
            except nats.js.errors.NotFoundError:
                info = None
        if info is None:
            cfg = api.ConsumerConfig(
                durable_name=durable, ack_policy=api.AckPolicy.EXPLICIT, filter_subject=naming.subject(filt),
                ack_wait=30, max_deliver=10, inactive_threshold=None if durable else 300.0, **policy,
            )
            info = await js.add_consumer(sname, cfg)
        sub = await js.pull_subscribe_bind(info.name, sname)
        n = 0
        loop = asyncio.get_running_loop()
        idle_since = loop.time()
        try:
            while True:
                # with --count, never hold more than we will ack: a durable's leftovers would wait out ack_wait
                want = min(64, args.count - n) if args.count else 64
                try:
                    msgs = await sub.fetch(want, timeout=1.0)
                except (nats.errors.TimeoutError, asyncio.TimeoutError):  # nats-py raises either
                    if args.idle_exit and loop.time() - idle_since > args.idle_exit:
                        return 0
                    continue
                idle_since = loop.time()
                for m in msgs:
                    subj = naming.unprefix(m.subject)
                    if args.json:
                        try:
                            payload = json.loads(m.data)
                        except ValueError:
                            payload = None
                        if isinstance(payload, dict):
                            sys.stdout.write(json.dumps({"subject": subj, **payload}) + "\n")
                        else:  # a malformed message (the services dead-letter it): stdout stays JSON lines
                            print(f"changewire tail: {subj}: not a JSON object ({len(m.data)} bytes), skipped",
                                  file=sys.stderr)
                    else:
                        try:
                            sys.stdout.write(_tail_line(subj, decode(subj, m.data)) + "\n")
                        except Exception:  # noqa: BLE001 - show what we cannot decode rather than die
                            sys.stdout.write(f"{subj} {m.data[:200]!r}\n")
                    await m.ack()
                    n += 1
                    if args.count and n >= args.count:
                        sys.stdout.flush()
                        return 0
                sys.stdout.flush()
        finally:
            if not durable:
                try:
                    await js.delete_consumer(sname, info.name)
                except Exception:  # noqa: BLE001
                    pass
            await nc.close()

    try:
        return asyncio.run(run())
    except KeyboardInterrupt:
        return 0
    except BrokenPipeError:  # `changewire tail ... | head`
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the flush at exit
        except OSError:
            pass
        return 0


def cmd_outbox_republish(args: argparse.Namespace) -> int:
    from .bus import connect_nats
    from .db import create_pool
    from .naming import Naming
    from .outbox import JetStreamPublisher, republish

    now = utcnow()
    try:
        since = parse_time(args.since, now=now)
        until = parse_time(args.until, now=now) if args.until else None
    except ValueError as exc:
        print(f"changewire outbox republish: {exc}", file=sys.stderr)
        return 2
    if args.subject is not None:
        subject = args.subject.strip().removesuffix(">").strip(".")  # change.detected.> is the family too
        try:
            if "*" in subject or ">" in subject:
                raise ValueError("a wildcard")  # the outbox matches a family by prefix: no wildcard inside
            tail_filter(subject)  # a typo (change.detcted) would re-publish nothing, and say so only as "0 events"
        except ValueError:
            print(f"changewire outbox republish: --subject {args.subject!r} names no event family "
                  "(e.g. change.detected, change.detected.careers, snapshot.stored)", file=sys.stderr)
            return 2
        args.subject = subject
    if until is not None and until <= since:
        print(f"changewire outbox republish: --until ({until.isoformat()}) is not after --since ({since.isoformat()})",
              file=sys.stderr)
        return 2
    s = _settings()
    db, nats_url = resolve_urls(s)

    oldest: list[datetime] = []

    async def run() -> int:
        pool = await create_pool(db, attempts=4, max_size=2)
        try:
            first = await pool.fetchval("SELECT min(created_at) FROM outbox WHERE published_at IS NOT NULL")
            if first is not None and first > since:
                oldest.append(first)
            nc = await connect_nats(nats_url, attempts=4)
            try:
                return await republish(pool, JetStreamPublisher(nc.jetstream(), Naming(s.nats_prefix)),
                                       since=since, until=until, subject=args.subject)
            finally:
                await nc.close()
        finally:
            await pool.close()

    try:
        n = asyncio.run(run())
    except (TransientError, ConnectionError) as exc:
        print(f"changewire outbox republish: {exc}", file=sys.stderr)
        return 1
    what = f" on {args.subject}" if args.subject else ""
    print(f"republished {n} event(s){what} created since {since.isoformat()}")
    if oldest:
        print(f"note: the outbox keeps published events for CHANGEWIRE_OUTBOX_RETENTION_DAYS "
              f"({s.outbox_retention_days:g}); the oldest left is from {oldest[0].isoformat()}", file=sys.stderr)
    return 0


def cmd_outbox_status(args: argparse.Namespace) -> int:
    from .db import connect

    s = _settings()
    db, _ = resolve_urls(s, need_nats=False)

    async def run() -> dict[str, Any]:
        conn = await connect(db)
        try:
            row = await conn.fetchrow(
                "SELECT count(*) FILTER (WHERE published_at IS NULL) AS backlog, "
                "EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE published_at IS NULL)) AS oldest_s, "
                "count(*) FILTER (WHERE published_at IS NOT NULL) AS published FROM outbox")
            out = dict(row) if row else {}
            # the same name `changewire stats --json` gives it under "outbox" ("oldest_s" kept: scripts read it)
            out["oldest_unpublished_s"] = out.get("oldest_s")
            return out
        finally:
            await conn.close()

    print(json.dumps(asyncio.run(run()), default=float))
    return 0


def cmd_events_schemas(args: argparse.Namespace) -> int:
    from .events import json_schemas

    out = Path(args.out)
    if out.exists() and not out.is_dir():
        print(f"changewire events schemas: {out}: not a directory (--out names the directory of the schema files)",
              file=sys.stderr)
        return 2
    schemas = json_schemas()
    stale = []
    for name, schema in schemas.items():
        text = json.dumps(schema, indent=2, sort_keys=True) + "\n"
        path = out / name
        if args.check:
            if not path.exists() or path.read_text() != text:
                stale.append(str(path))
        else:
            out.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    # a schema file for an event that no longer exists is stale too
    extra = sorted(p for p in out.glob("*.schema.json") if p.name not in schemas) if out.is_dir() else []
    if args.check:
        stale.extend(f"{p} (no such event)" for p in extra)
        if stale:
            print("stale event schemas (run `changewire events schemas`):\n  " + "\n  ".join(stale), file=sys.stderr)
            return 1
        print("event schemas are up to date")
        return 0
    for p in extra:
        p.unlink()
    print(f"wrote {len(schemas)} schemas to {out}/" + (f"; removed {len(extra)} stale" if extra else ""))
    return 0
