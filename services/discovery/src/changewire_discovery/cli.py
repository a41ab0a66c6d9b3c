"""Subcommands the discovery service contributes to `changewire`: `companies add|import|list`, `onboard`
and `discover` (a dry run that writes nothing)."""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

from changewire_common.cli import non_negative_float
from changewire_common.settings import load_settings

from .settings import DiscoverySettings


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("companies", help="add, import and list companies")
    csub = p.add_subparsers(dest="companies_command", metavar="ACTION")
    pa = csub.add_parser("add", help="add one company (slug derived from the name)")
    pa.add_argument("name", metavar="NAME")
    pa.add_argument("--website", default="", metavar="URL", help="the company's website (URL or bare domain)")
    pa.add_argument("--tier", type=int, default=3, choices=(1, 2, 3, 4), help="1 (watch closely) … 4 (default 3)")
    pa.add_argument("--importance", type=float, default=0.5, metavar="0-1", help="0–1 (default 0.5)")
    pa.set_defaults(func=cmd_companies_add)
    pi = csub.add_parser("import", help="add or update companies from a CSV: name,website[,tier,importance]")
    pi.add_argument("file", metavar="FILE.csv")
    pi.set_defaults(func=cmd_companies_import)
    pl = csub.add_parser("list", help="companies and their onboarding status")
    pl.add_argument("--json", action="store_true")
    pl.set_defaults(func=cmd_companies_list)

    p = sub.add_parser("onboard", help="queue discovery for a company (or every company of a CSV)")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--company", metavar="SLUG", help="company slug (or its name)")
    g.add_argument("--file", metavar="FILE.csv", help="CSV name,website[,tier,importance]: import, then onboard each")
    p.add_argument("--fetch-now", action="store_true", help="first fetch of each new sensor right away")
    p.add_argument("--no-wait", action="store_true", help="with --file: do not follow progress")
    p.add_argument("--timeout", type=non_negative_float, default=0.0, metavar="S",
                   help="with --file: stop following after N seconds (0: follow until done)")
    p.set_defaults(func=cmd_onboard)

    p = sub.add_parser("discover", help="dry run: find a website's surfaces and print them (writes nothing)")
    p.add_argument("url", metavar="URL", help="website URL or bare domain")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_discover)


def _settings() -> DiscoverySettings:
    return load_settings(DiscoverySettings)


def _db_url(s: DiscoverySettings) -> str:
    from changewire_common.stack import resolve_urls

    return resolve_urls(s, need_nats=False)[0]


async def _connect(url: str) -> Any:
    from changewire_common.db import connect

    return await connect(url)


def cmd_companies_add(args: argparse.Namespace) -> int:
    from .store import CompanyRow, insert_company, validate_company

    problems = validate_company(args.name, args.website, args.tier, args.importance)
    if problems:
        print("changewire companies add: " + "; ".join(problems), file=sys.stderr)
        return 2
    s = _settings()
    url = _db_url(s)
    row = CompanyRow(args.name.strip(), args.website.strip(), args.tier, args.importance)

    async def run() -> tuple[int, bool]:
        conn = await _connect(url)
        try:
            return await insert_company(conn, row)
        finally:
            await conn.close()

    cid, created = asyncio.run(run())
    if not created:
        print(f"changewire companies add: company {row.slug} already exists (id {cid})", file=sys.stderr)
        return 1
    print(f"added company {row.slug} (id {cid})")
    return 0


def _read_csv(path: str) -> tuple[list[Any], list[str]]:
    from .store import read_companies_csv

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        return [], [f"cannot read {path}: {exc.strerror or exc}"]
    try:
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # a BOM says UTF-16 (Excel's "Unicode Text", "CSV UTF-16")
            text = data.decode("utf-16")
        else:
            text = data.decode("utf-8-sig")
    except UnicodeDecodeError:  # a spreadsheet's "CSV" on Windows: cp1252 (Müller as M\xfcller)
        text = data.decode("cp1252", errors="replace")
    rows, problems = read_companies_csv(text)
    # a company named twice in a file (a script's append, a sheet merged twice) is one company, its last row
    # winning as the import's update does: `onboard --file` printed it twice and followed it twice, and `import`
    # counted it twice ("imported 502 companies" for 501)
    return list({r.slug: r for r in rows}.values()), problems


async def _import(url: str, rows: list[Any]) -> list[tuple[int, bool, str]]:
    from .store import insert_company

    conn = await _connect(url)
    try:
        out = []
        async with conn.transaction():
            for r in rows:
                cid, created = await insert_company(conn, r, update=True)
                out.append((cid, created, r.slug))
        return out
    finally:
        await conn.close()


def cmd_companies_import(args: argparse.Namespace) -> int:
    rows, problems = _read_csv(args.file)
    if problems:
        print("changewire companies import:" + (" " if len(problems) == 1 else "\n  ") + "\n  ".join(problems), file=sys.stderr)
        return 2
    s = _settings()
    res = asyncio.run(_import(_db_url(s), rows))
    n_new = sum(1 for _, c, _ in res if c)
    print(f"imported {len(res)} companies ({n_new} new, {len(res) - n_new} updated)")
    return 0


def cmd_companies_list(args: argparse.Namespace) -> int:
    s = _settings()
    url = _db_url(s)

    async def run() -> list[dict[str, Any]]:
        conn = await _connect(url)
        try:
            rows = await conn.fetch(
                "SELECT c.company_id, c.slug, c.name, c.website, c.tier, c.importance::numeric::float8 AS importance, "
                "c.onboarding_status::text AS status, c.onboarding_error AS error, "
                "(SELECT count(*) FROM sensors s WHERE s.company_id = c.company_id AND s.status <> 'retired') AS sensors "
                "FROM companies c ORDER BY c.company_id")
            return [dict(r) for r in rows]
        finally:
            await conn.close()

    rows = asyncio.run(run())
    if args.json:
        print(json.dumps(rows, default=str))
        return 0
    for r in rows:
        err = f"  ({r['error']})" if r["error"] else ""
        print(f"{r['slug']:<28} {r['status']:<12} sensors={r['sensors']:<3} {r['website'] or '-'}{err}")
    return 0


def cmd_onboard(args: argparse.Namespace) -> int:
    from .store import insert_company, onboarding_progress, request_onboarding

    if args.company is not None and not args.company.strip():
        # an unset shell variable: it must not "succeed" having queued nothing
        print("changewire onboard: --company must not be empty", file=sys.stderr)
        return 2
    s = _settings()
    rows: list[Any] = []
    if args.file:
        rows, problems = _read_csv(args.file)
        if problems:
            print("changewire onboard:" + (" " if len(problems) == 1 else "\n  ") + "\n  ".join(problems), file=sys.stderr)
            return 2
    url = _db_url(s)

    async def queue() -> list[tuple[str, int, int, bool]]:
        conn = await _connect(url)
        try:
            out = []
            if args.company:
                # the slug, as `sensors --company` also takes it: any case, or the company's name
                key = args.company.strip().lower()
                row = await conn.fetchrow(
                    "SELECT company_id, slug FROM companies WHERE lower(slug) = $1 OR lower(name) = $1 "
                    "ORDER BY (lower(slug) = $1) DESC, company_id LIMIT 1", key)
                if row is None:
                    return []
                async with conn.transaction():
                    job, created = await request_onboarding(conn, int(row["company_id"]), fetch_now=args.fetch_now)
                out.append((row["slug"], int(row["company_id"]), job, created))
            for r in rows:
                async with conn.transaction():
                    cid, _ = await insert_company(conn, r, update=True)
                    job, created = await request_onboarding(conn, cid, fetch_now=args.fetch_now)
                out.append((r.slug, cid, job, created))
            return out
        finally:
            await conn.close()

    queued = asyncio.run(queue())
    if args.company and not queued:
        print(f"changewire onboard: no company with slug {args.company!r}", file=sys.stderr)
        return 1
    for slug, _cid, job, created in queued:
        print(f"{slug}: onboarding job {job} {'queued' if created else 'already queued or running'}")
    if not args.file or args.no_wait or not queued:
        return 0
    ids = [cid for _, cid, _, _ in queued]

    async def follow() -> int:
        conn = await _connect(url)
        tty = sys.stdout.isatty()
        last = None
        t0 = time.monotonic()
        try:
            while True:
                p = await onboarding_progress(conn, ids)
                line = (f"onboarding {p['total']} companies: done {p['done']} · active {p['active']} · "
                        f"failed {p['failed']} · no_website {p['no_website']}")
                if tty:
                    sys.stdout.write("\r\033[K" + line)
                    sys.stdout.flush()
                elif line != last:
                    print(line, flush=True)
                last = line
                if p["active"] == 0:
                    if tty:
                        sys.stdout.write("\n")
                    return 0 if p["failed"] == 0 else 1
                if args.timeout and time.monotonic() - t0 > args.timeout:
                    if tty:
                        sys.stdout.write("\n")
                    print("stopped following (timeout); onboarding continues in the discovery service")
                    return 0
                await asyncio.sleep(1.0)
        finally:
            await conn.close()

    try:
        return asyncio.run(follow())
    except KeyboardInterrupt:
        print()
        return 0


def _moved_line(moved: dict[str, Any]) -> str:
    """An off-domain homepage redirect: a new name, or (landing on a page of another site) an acquisition."""
    line = f"the website redirects to another domain: {moved['from']} → {moved['to']} ({moved['final_url']})"
    if moved.get("lands_on") == "page":
        line += "; it lands on a page of that site, not its homepage: acquired or merged?"
    return line


def _challenge_line(stats: dict[str, Any]) -> str:
    """An active run that met a bot challenge (on the homepage, whose robots.txt sitemaps gave the surfaces; or on a
    page of the site): said, since the challenged pages were neither read nor bypassed."""
    where = ("the homepage; surfaces from its robots.txt sitemaps only" if stats.get("challenge_sitemaps")
             else "a page of the site; that host was not asked again")
    return f"bot challenge ({stats['bot_challenge']}) at {where}: not bypassed"


def cmd_discover(args: argparse.Namespace) -> int:
    from changewire_common.http.client import HttpClient, HttpConfig

    from .engine import Discoverer, InProcessPacer
    from .probes import homepage_variants

    s = _settings()
    try:
        homepage_variants(args.url)
    except ValueError as exc:
        print(f"changewire discover: {exc}", file=sys.stderr)
        return 2

    class ProgressPacer(InProcessPacer):
        """On a terminal, one self-erasing stderr line per request slot: a run takes about requests × spacing
        (25 × 2 s by default), which must not look like a hang. Scripts (no terminal) see nothing of it."""

        n = 0

        async def acquire(self, domain: str, *, deadline: float) -> bool:
            ok = await super().acquire(domain, deadline=deadline)
            if ok:
                self.n += 1
                sys.stderr.write(f"\r\033[Kchangewire discover: request {self.n} ({domain}) …")
                sys.stderr.flush()
            return ok

    tty = sys.stderr.isatty()

    async def run() -> Any:
        async with HttpClient(HttpConfig.from_settings(s)) as client:
            pacer = (ProgressPacer if tty else InProcessPacer)(s.politeness_spacing_s)
            d = Discoverer(client, pacer, s)
            try:
                return await d.discover(args.url)
            finally:
                if tty:
                    sys.stderr.write("\r\033[K")
                    sys.stderr.flush()

    res = asyncio.run(run())
    surfaces = res.surfaces_json()
    moved = res.stats.get("domain_redirect")
    if args.json:
        print(json.dumps({"company_url": args.url, "requests": res.requests, "elapsed_ms": res.elapsed_ms,
                          "surfaces": surfaces}))
        # the JSON object is the contract (exactly these keys): what else the run found goes to stderr
        if res.outcome != "active":
            print(f"changewire discover: {args.url}: {res.outcome}" + (f" ({res.error})" if res.error else ""),
                  file=sys.stderr)
        if moved:
            print(f"changewire discover: {_moved_line(moved)}", file=sys.stderr)
        if res.outcome == "active" and res.stats.get("bot_challenge"):
            print(f"changewire discover: {_challenge_line(res.stats)}", file=sys.stderr)
        return 0
    print(f"{args.url}: {res.outcome}" + (f" ({res.error})" if res.error else "") +
          f" — {res.requests} requests, {res.elapsed_ms / 1000:.1f} s")
    if moved:
        print(_moved_line(moved))
    if res.outcome == "active" and res.stats.get("bot_challenge"):
        print(_challenge_line(res.stats))
    if surfaces:
        print(f"{'surface':<11} {'method':<9} {'conf':>5} {'verified':<8} {'selected':<8} url")
        for x in surfaces:
            print(f"{x['surface']:<11} {x['method']:<9} {x['confidence']:>5.2f} {('yes' if x['verified'] else 'no'):<8} "
                  f"{('yes' if x['selected'] else ''):<8} {x['url']}")
    return 0 if res.outcome != "failed" else 1
