"""`changewire up`: embedded servers (unless URLs are set), migrate, provision, then every installed
service as its own OS process, restarted with backoff when it dies; Ctrl-C stops all cleanly."""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import subprocess
import sys
import time
import warnings
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from .logs import configure_logging
from .settings import CommonSettings, load_settings
from .stack import clear_stack, write_stack

logger = logging.getLogger("changewire.up")


@dataclass
class Child:
    name: str
    argv: list[str]
    env: dict[str, str]
    proc: subprocess.Popen[bytes] | None = None
    restarts: int = 0
    next_start: float = 0.0
    started_at: float = 0.0
    backoff: float = 1.0
    #: exited with EXIT_USAGE (invalid settings): left stopped, told once
    gave_up: bool = False
    log: Any = field(default=None, repr=False)

    def start(self) -> None:
        self.proc = subprocess.Popen(self.argv, env=self.env, stdout=self.log, stderr=self.log)
        self.started_at = time.monotonic()


async def start_stack(settings: CommonSettings) -> tuple[str, str, list[Any]]:
    """Start what is missing: embedded Postgres and/or nats-server. Returns (db_url, nats_url, servers)."""
    from .embedded import EmbeddedNats, EmbeddedPostgres

    data = Path(settings.data_dir).resolve()
    servers: list[Any] = []
    db = settings.database_url
    nats_url = settings.nats_url
    if not db:
        pg = EmbeddedPostgres(data / "pg")
        print(f"starting embedded PostgreSQL under {data / 'pg'} …", flush=True)
        db = await asyncio.to_thread(pg.start)
        servers.append(pg)
    if not nats_url:
        ns = EmbeddedNats(data / "nats", port=int(os.environ.get("CHANGEWIRE_UP_NATS_PORT", "0") or 0))
        print(f"starting embedded nats-server (JetStream) under {data / 'nats'} …", flush=True)
        try:
            nats_url = await asyncio.to_thread(ns.start)
        except BaseException:
            ns.stop()
            for srv in reversed(servers):
                await asyncio.to_thread(srv.stop)
            raise
        servers.append(ns)
    return db, nats_url, servers


async def prepare(db: str, nats_url: str, settings: CommonSettings) -> None:
    from .bus import connect_nats, provision
    from .db import connect, migrate
    from .naming import Naming

    conn = await connect(db)
    try:
        applied = await migrate(conn)
        print(f"migrations: {len(applied)} applied" if applied else "migrations: up to date", flush=True)
    finally:
        await conn.close()
    nc = await connect_nats(nats_url, attempts=20)
    try:
        await provision(nc.jetstream(), Naming(settings.nats_prefix), replicas=settings.nats_replicas,
                        duplicate_window_s=settings.nats_duplicate_window_s, ack_wait_max_s=settings.nats_ack_wait_max_s)
        print("nats: streams and consumers provisioned", flush=True)
    finally:
        await nc.close()


def run_up(args: argparse.Namespace) -> int:
    from .servicedef import service_names

    # a usage error is told at once, not after the embedded servers took their ~20 s to start
    wanted = [s.strip() for s in args.services.split(",") if s.strip()]
    unknown = [w for w in wanted if w not in service_names()]
    if unknown:
        print(f"changewire up: unknown service(s): {', '.join(unknown)}; installed: {', '.join(service_names())}",
              file=sys.stderr)
        return 2
    settings = load_settings(CommonSettings)
    # each service's own settings too, before anything starts: a service that exits 2 on them would be restarted
    # forever below, its reason only in its log file (ConfigError: exit 2, every bad variable named)
    _check_service_settings(wanted or service_names())
    configure_logging("up", settings.log_format or "text", settings.log_level)
    # the embedded PostgreSQL narrates every pg_ctl call at INFO; a newcomer's console is for change events
    logging.getLogger("pgserver").setLevel(max(logging.WARNING, logging.getLogger().level))
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    return asyncio.run(_up(args, settings))


async def _up(args: argparse.Namespace, settings: CommonSettings) -> int:
    from .servicedef import service_names

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    servers: list[Any] = []
    try:
        db, nats_url, servers = await start_stack(settings)
    except Exception as exc:  # noqa: BLE001 - a clear message instead of a traceback
        print(f"changewire up: cannot start the embedded servers: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    write_stack(settings.data_dir, db, nats_url)
    children: list[Child] = []
    extras: list[asyncio.Task[Any]] = []
    try:
        await prepare(db, nats_url, settings)
        services = service_names()
        wanted = [s.strip() for s in args.services.split(",") if s.strip()] or list(services)
        unknown = [w for w in wanted if w not in services]
        if unknown:
            print(f"changewire up: unknown service(s): {', '.join(unknown)}", file=sys.stderr)
            return 2
        logdir = Path(settings.data_dir) / "logs"
        logdir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        env.update({"CHANGEWIRE_DATABASE_URL": db, "CHANGEWIRE_NATS_URL": nats_url})
        env.setdefault("CHANGEWIRE_LOG_FORMAT", "json")
        hooks = _up_hooks()
        if args.demo:
            if "demo" not in hooks:
                print("changewire up --demo: the demo package is not installed", file=sys.stderr)
                return 2
            env.update(await hooks["demo"].prepare_env(settings, db, nats_url))
        for name in wanted:
            c = Child(name, [sys.executable, "-m", "changewire_common.cli", "service", name], env)
            c.log = open(logdir / f"{name}.log", "ab")
            c.start()
            children.append(c)
        print(f"running: {', '.join(wanted)} (logs in {logdir}/; Ctrl-C stops)", flush=True)
        if args.demo:
            extras.append(asyncio.create_task(hooks["demo"].run(settings, db, nats_url, stop)))
        if not args.no_tail:
            extras.append(asyncio.create_task(_tail_changes(nats_url, settings, stop)))
        while not stop.is_set():
            _supervise(children)
            try:
                await asyncio.wait_for(stop.wait(), 0.5)
            except TimeoutError:
                pass
        return 0
    finally:
        print("\nstopping …", flush=True)
        stop.set()
        if extras:
            # the demo and the tail watch `stop`: let them finish (the demo parks its sensors and closes
            # its pool before the servers go away), cancel what is still running after a few seconds
            _, pending = await asyncio.wait(extras, timeout=10.0)
            for t in pending:
                t.cancel()
            await asyncio.gather(*extras, return_exceptions=True)
        for c in children:
            if c.proc and c.proc.poll() is None:
                c.proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 30
        for c in children:
            if c.proc:
                try:
                    c.proc.wait(max(0.1, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    c.proc.kill()
        for srv in reversed(servers):
            await asyncio.to_thread(srv.stop)
        clear_stack(settings.data_dir)
        print("stopped", flush=True)


def _check_service_settings(names: list[str]) -> None:
    """Load every named service's settings as its process will (the URLs `up` fills in aside); ConfigError with
    every problem of every service, each named once."""
    from .errors import ConfigError
    from .servicedef import load_service

    problems: list[str] = []
    for name in names:
        try:
            load_settings(load_service(name).settings_cls)
        except ConfigError as exc:
            problems += [p for p in exc.problems if p not in problems]
    if problems:
        raise ConfigError(problems)


#: a service's exit code for invalid settings or usage: restarting it cannot help
EXIT_USAGE = 2


def _supervise(children: list[Child]) -> None:
    now = time.monotonic()
    for c in children:
        if c.proc is None:
            if now >= c.next_start:
                c.start()
            continue
        rc = c.proc.poll()
        if rc is None:
            if now - c.started_at > 60:
                c.backoff = 1.0
            continue
        if rc == EXIT_USAGE:
            if not c.gave_up:
                c.gave_up = True
                logger.error("service %s exited with %s (invalid settings: see its log); not restarting it", c.name, rc)
            continue
        c.restarts += 1
        logger.warning("service %s exited with %s; restarting in %.0fs (restart #%d)", c.name, rc, c.backoff, c.restarts)
        c.proc = None
        c.next_start = now + c.backoff
        c.backoff = min(60.0, c.backoff * 2)


def _up_hooks() -> dict[str, Any]:
    out = {}
    for ep in entry_points(group="changewire.up_hooks"):
        try:
            out[ep.name] = ep.load()
        except Exception as exc:  # noqa: BLE001
            logger.warning("cannot load up hook %s: %s", ep.name, exc)
    return out


async def _tail_changes(nats_url: str, settings: CommonSettings, stop: asyncio.Event) -> None:
    """Print change.detected events as they arrive, one human line each."""
    import nats.errors
    from nats.js import api

    from .bus import connect_nats
    from .cli_core import _tail_line
    from .events import decode
    from .naming import Naming

    naming = Naming(settings.nats_prefix)
    nc = await connect_nats(nats_url)
    try:
        js = nc.jetstream()
        info = await js.add_consumer(naming.stream("CHANGE"), api.ConsumerConfig(
            ack_policy=api.AckPolicy.EXPLICIT, deliver_policy=api.DeliverPolicy.NEW,
            filter_subject=naming.subject("change.detected.>"), inactive_threshold=120.0))
        sub = await js.pull_subscribe_bind(info.name, naming.stream("CHANGE"))
        while not stop.is_set():
            try:
                msgs = await sub.fetch(32, timeout=1.0)
            except (nats.errors.TimeoutError, asyncio.TimeoutError):  # nats-py raises either
                continue
            for m in msgs:
                subj = naming.unprefix(m.subject)
                try:
                    print(_tail_line(subj, decode(subj, m.data)), flush=True)
                except Exception:  # noqa: BLE001
                    pass
                await m.ack()
    finally:
        await nc.close()
