"""`changewire`: one command whose subcommands come from the installed packages.

Each package declares an entry point in the group `changewire.commands` pointing at a
`register(subparsers)` function; each subcommand sets `func(args) -> int` as its default.
Exit codes: 0 success, 1 failure, 2 usage or settings errors.
"""
from __future__ import annotations

import argparse
import logging
import sys
from importlib.metadata import entry_points

from .errors import ConfigError

logger = logging.getLogger(__name__)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="changewire",
        description="Watch companies' public websites and turn what changes into typed events.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    eps = sorted(entry_points(group="changewire.commands"), key=lambda e: (e.name != "core", e.name))
    for ep in eps:
        try:
            register = ep.load()
        except Exception as exc:  # noqa: BLE001 - a broken plugin must not take the whole CLI down
            print(f"changewire: cannot load commands from {ep.value}: {exc}", file=sys.stderr)
            continue
        register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except ConfigError as exc:
        print(f"changewire: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
