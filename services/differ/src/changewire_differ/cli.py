"""Subcommands the differ service contributes to `changewire`: `diff` (two files through the same
pure pipeline as the service, no database)."""
from __future__ import annotations

import argparse
import functools
import json
import os
import sys
from pathlib import Path
from typing import Any

from changewire_common.vocab import Surface

_NOISE_SUMMARY = "Only volatile content changed (times, counters, tokens, rotating widgets or order)"
_UNCHANGED_SUMMARY = "No visible change"


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "diff",
        help="compare two versions of a page (or feed, sitemap, JSON, job-board or status API body)",
        description="Run the differ's pipeline on OLD_FILE → NEW_FILE and print the verdict. "
                    "Exit 0 on success, 1 when a file cannot be parsed, 2 on usage errors.",
    )
    p.add_argument("old_file", metavar="OLD_FILE")
    p.add_argument("new_file", metavar="NEW_FILE")
    p.add_argument("--surface", choices=[s.value for s in Surface], help="page surface (default: guessed from URL and content)")
    p.add_argument("--url", default="", help="the page's URL (resolves links; helps guess the surface and API)")
    p.add_argument("--content-type", default=None, help="Content-Type of both bodies (default: sniffed)")
    p.add_argument("--kind", default=None, help="sensor kind: html, json, feed, sitemap, ats, status_json (default: sniffed)")
    p.add_argument("--json", action="store_true", help="print the verdict as JSON")
    p.set_defaults(func=cmd_diff)


@functools.lru_cache(maxsize=8)
def _config(env: tuple[tuple[str, str], ...]) -> Any:
    from changewire_common.settings import load_settings

    from .settings import DifferSettings

    return load_settings(DifferSettings, dict(env)).analyze_config()


def cli_config() -> Any:
    """The pipeline configuration from CHANGEWIRE_DIFFER_* (read once per distinct environment)."""
    return _config(tuple(sorted((k, v) for k, v in os.environ.items() if k.startswith("CHANGEWIRE_DIFFER_"))))


def diff_files(old: bytes, new: bytes, *, surface: str | None, url: str, content_type: str | None,
               kind: str | None = None, config: Any = None) -> dict[str, Any]:
    """The CLI's verdict for two bodies (the JSON contract of `changewire diff --json`)."""
    from changewire_common.clock import utcnow

    from .classify import delta_dict
    from .model import PreviousState
    from .pipeline import choose_surface, finish, judge, prepare, resolve_kind

    config = config or cli_config()
    k = kind or resolve_kind(None, new, content_type, url)
    p_old = prepare(old, kind=k, content_type=content_type, url=url, volatile_paths=config.volatile_paths)
    p_new = prepare(new, kind=k, content_type=content_type, url=url, volatile_paths=config.volatile_paths)
    s = choose_surface(surface, p_new, p_old)
    d_old = finish(p_old, s)
    d_new = finish(p_new, s)
    a = judge(d_new, PreviousState(doc=d_old), now=utcnow(), config=config)
    if a.outcome == "changed":
        return {"outcome": "changed", "significance": a.significance, "kind": a.kind, "delta": delta_dict(a.delta),
                "summary": a.summary}
    return {"outcome": a.outcome, "significance": None, "kind": None, "delta": {},
            "summary": _NOISE_SUMMARY if a.outcome == "noise" else _UNCHANGED_SUMMARY}


def cmd_diff(args: argparse.Namespace) -> int:
    from .model import ParseFailure

    bodies: list[bytes] = []
    for name in (args.old_file, args.new_file):
        try:
            bodies.append(Path(name).read_bytes())
        except OSError as exc:
            print(f"changewire diff: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    try:
        verdict = diff_files(bodies[0], bodies[1], surface=args.surface, url=args.url, content_type=args.content_type,
                             kind=args.kind)
    except ParseFailure as exc:
        print(f"changewire diff: cannot use the input ({exc.failure_class}): {exc.message}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(verdict, ensure_ascii=False, default=str))
        return 0
    print(f"{verdict['outcome']}" + (f" · {verdict['significance']} · {verdict['kind']}" if verdict["significance"] else ""))
    print(verdict["summary"])
    for key, items in verdict["delta"].items():
        for item in items[:20]:
            print(f"  {key}: {json.dumps(item, ensure_ascii=False, default=str)}")
    return 0
