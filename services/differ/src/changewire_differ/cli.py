"""Subcommands the differ service contributes to `changewire`: `diff` (two files through the same
pure pipeline as the service, no database)."""
from __future__ import annotations

import argparse
import functools
import json
import os
import stat
import sys
from typing import Any

from changewire_common.vocab import SensorKind, Surface

from .model import ParseFailure

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
    p.add_argument("--surface", type=str.lower, choices=[s.value for s in Surface], metavar="S",
                   help="page surface: " + ", ".join(s.value for s in Surface)
                   + " (default: guessed from URL and content)")
    p.add_argument("--url", default="", metavar="U",
                   help="the page's URL (resolves links; helps guess the surface and API)")
    p.add_argument("--content-type", default=None, metavar="CT",
                   help="Content-Type of both bodies (default: sniffed)")
    p.add_argument("--kind", default=None, type=str.lower, choices=[k.value for k in SensorKind], metavar="K",
                   help="sensor kind: html, json, feed, sitemap, ats, status_json (default: sniffed)")
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


class InputError(ParseFailure):
    """A ParseFailure that names the body it is about: `which` is "OLD_FILE", "NEW_FILE" or ""
    (the pair)."""

    def __init__(self, which: str, failure_class: str, message: str) -> None:
        super().__init__(failure_class, message)
        self.which = which


#: kinds read from the same kind of document (a JSON body's kind depends on its keys)
_FAMILY = {"ats": "json", "status_json": "json"}


def diff_files(old: bytes, new: bytes, *, surface: str | None, url: str, content_type: str | None,
               kind: str | None = None, config: Any = None) -> dict[str, Any]:
    """The CLI's verdict for two bodies (the JSON contract of `changewire diff --json`).
    Raises ParseFailure (an InputError naming the file) when a body cannot be used."""
    from changewire_common.clock import utcnow

    from .classify import delta_dict
    from .htmlnorm import transcode_utf16
    from .model import PreviousState
    from .pipeline import choose_surface, finish, judge, prepare, resolve_kind

    config = config or cli_config()
    if kind is None:
        # each file's own kind: two different kinds of document cannot be compared
        kinds = [resolve_kind(None, *transcode_utf16(b, content_type), url) for b in (old, new)]
        families = [_FAMILY.get(x, x) for x in kinds]
        if families[0] != families[1] and not old.isspace() and not new.isspace() and old and new:
            raise InputError("", "SCHEMA", f"OLD_FILE is {kinds[0]} but NEW_FILE is {kinds[1]}: cannot compare different "
                                           f"kinds of document (pass --kind to read both as one kind)")
        k = kinds[1]
    else:
        k = kind
    prepared = []
    for which, body in (("OLD_FILE", old), ("NEW_FILE", new)):
        try:
            prepared.append(prepare(body, kind=k, content_type=content_type, url=url,
                                    volatile_paths=config.volatile_paths))
        except ParseFailure as exc:
            raise InputError(which, exc.failure_class, exc.message) from None
        except RecursionError:
            raise InputError(which, "PARSING", "document nested too deeply to read") from None
    p_old, p_new = prepared
    if p_old.kind != p_new.kind:
        raise InputError("", "SCHEMA", f"OLD_FILE reads as {p_old.kind} but NEW_FILE as {p_new.kind}: cannot compare "
                                       f"different kinds of document")
    s = choose_surface(surface, p_new, p_old)
    d_old = finish(p_old, s)
    d_new = finish(p_new, s)
    a = judge(d_new, PreviousState(doc=d_old), now=utcnow(), config=config)
    if a.outcome == "changed":
        return {"outcome": "changed", "significance": a.significance, "kind": a.kind, "delta": delta_dict(a.delta),
                "summary": a.summary}
    return {"outcome": a.outcome, "significance": None, "kind": None, "delta": {},
            "summary": _NOISE_SUMMARY if a.outcome == "noise" else _UNCHANGED_SUMMARY}


def _read_file(name: str, limit: int) -> bytes:
    """A regular file's bytes; OSError (with a readable strerror) for anything else, ValueError
    when it is larger than `limit`."""
    with open(name, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise OSError(0, "not a regular file")
        if st.st_size > limit:
            raise ValueError(f"{st.st_size} bytes exceeds CHANGEWIRE_DIFFER_MAX_BODY_BYTES ({limit})")
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"more than {limit} bytes exceeds CHANGEWIRE_DIFFER_MAX_BODY_BYTES")
    return data


def _max_body_bytes() -> int:
    from changewire_common.settings import load_settings

    from .settings import DifferSettings

    env = {k: v for k, v in os.environ.items() if k.startswith("CHANGEWIRE_DIFFER_")}
    return int(load_settings(DifferSettings, env).max_body_bytes)


def cmd_diff(args: argparse.Namespace) -> int:
    if args.url:
        from urllib.parse import urlsplit

        try:
            urlsplit(args.url).port  # noqa: B018 - raises for "http://[::1", a port past 65535
        except ValueError as exc:
            print(f"changewire diff: --url {args.url!r} is not a URL: {exc}", file=sys.stderr)
            return 2
    limit = _max_body_bytes()
    bodies: list[bytes] = []
    for name in (args.old_file, args.new_file):
        try:
            bodies.append(_read_file(name, limit))
        except OSError as exc:
            print(f"changewire diff: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
            return 2
        except ValueError as exc:
            print(f"changewire diff: cannot use {name}: {exc}", file=sys.stderr)
            return 1
    try:
        verdict = diff_files(bodies[0], bodies[1], surface=args.surface, url=args.url, content_type=args.content_type,
                             kind=args.kind)
    except InputError as exc:
        name = {"OLD_FILE": args.old_file, "NEW_FILE": args.new_file}.get(exc.which)
        where = f" {name}" if name else ""
        print(f"changewire diff: cannot use{where} ({exc.failure_class}): {exc.message}", file=sys.stderr)
        return 1
    except ParseFailure as exc:
        print(f"changewire diff: cannot use the input ({exc.failure_class}): {exc.message}", file=sys.stderr)
        return 1
    except RecursionError:
        print("changewire diff: cannot use the input: document nested too deeply to read", file=sys.stderr)
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
