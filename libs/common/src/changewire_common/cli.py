"""`changewire`: one command whose subcommands come from the installed packages.

Each package declares an entry point in the group `changewire.commands` pointing at a
`register(subparsers)` function; each subcommand sets `func(args) -> int` as its default.
Exit codes: 0 success, 1 failure, 2 usage or settings errors. The contracts every subcommand keeps
(docs/cli-contracts.md), enforced here once rather than in each command:

- a usage error (argparse's or a command group given no action) exits 2 with one line on stderr,
  `changewire CMD: what is wrong (see 'changewire CMD --help')`;
- a server that cannot be reached or refuses (PostgreSQL or NATS unreachable, a database that does not
  exist or is not migrated, a role refused) exits 1 with one line `changewire CMD: reason` on stderr,
  never a traceback;
- invalid settings exit 2 with every bad variable named.
"""
from __future__ import annotations

import argparse
import logging
import sys
from importlib.metadata import entry_points
from typing import NoReturn

from .errors import ConfigError, TransientError

logger = logging.getLogger(__name__)


class CliParser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are one line on stderr (exit 2), naming the subcommand."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see '{self.prog} --help')\n")


_Group = tuple[argparse.ArgumentParser, "argparse._SubParsersAction[argparse.ArgumentParser]"]


def _subparser_actions(parser: argparse.ArgumentParser) -> list[_Group]:
    """Every (parser, its subparsers action) below `parser`, depth first."""
    out = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            out.append((parser, action))
            for child in dict.fromkeys(action.choices.values()):
                out.extend(_subparser_actions(child))
    return out


def _finish(parser: argparse.ArgumentParser) -> None:
    """Tag every subcommand with its program name (for one-line errors) and make a command group
    (`changewire outbox`, `companies`, `nats`, `events`) without its action a usage error."""
    for p, action in _subparser_actions(parser):
        if p is not parser:
            action.required = True  # `changewire companies` alone: exit 2, "the following arguments are required"
        for child in dict.fromkeys(action.choices.values()):
            child.set_defaults(_cw_prog=child.prog)


def build_parser() -> argparse.ArgumentParser:
    parser = CliParser(
        prog="changewire",
        description="Watch companies' public websites and turn what changes into typed events.",
        epilog="Exit codes: 0 success, 1 failure, 2 usage or settings errors. "
               "Contracts: docs/cli-contracts.md.",
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
    _finish(parser)
    return parser


def server_error(exc: BaseException) -> str | None:
    """One line for an error of a server the command needs (PostgreSQL, NATS) or of the network to it,
    None for anything else (a bug: let its traceback show)."""
    if isinstance(exc, BaseExceptionGroup):
        lines = [server_error(e) for e in exc.exceptions]
        if not lines or not all(lines):
            return None
        return "; ".join(dict.fromkeys(x for x in lines if x))
    if isinstance(exc, TransientError | ConnectionError | TimeoutError):
        return str(exc) or type(exc).__name__
    asyncpg = sys.modules.get("asyncpg")
    if asyncpg is not None:
        if isinstance(exc, asyncpg.UndefinedTableError | asyncpg.UndefinedColumnError | asyncpg.UndefinedObjectError):
            return f"PostgreSQL: {exc} (is the database migrated? run `changewire migrate`)"
        if isinstance(exc, asyncpg.PostgresError | asyncpg.InterfaceError):
            return f"PostgreSQL: {exc}"
    nats_errors = sys.modules.get("nats.errors")
    if nats_errors is not None and isinstance(exc, nats_errors.Error):
        return f"NATS: {exc}"
    if isinstance(exc, OSError):  # a socket's error, or a file the command was told to read or write
        return f"{exc.filename}: {exc.strerror or exc}" if exc.filename else f"{exc.strerror or exc}"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    prog: str = getattr(args, "_cw_prog", "changewire")
    if extra:  # argparse would blame the top-level `changewire` for a subcommand's unknown flag
        parser.exit(2, f"{prog}: unrecognized arguments: {' '.join(extra)} (see '{prog} --help')\n")
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
    except BrokenPipeError:  # `changewire sensors --json | head -1`: the reader has what it wanted
        _silence_stdout()
        return 0
    except Exception as exc:  # noqa: BLE001 - a server's error is one line; anything else is a bug and raises
        line = server_error(exc)
        if line is None:
            raise
        print(f"{prog}: {line}", file=sys.stderr)
        return 1


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's flush at exit does not fail on the closed pipe again."""
    import os

    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, sys.stdout.fileno())
        os.close(fd)
    except (OSError, ValueError, AttributeError):  # no real file descriptor (a captured or replaced stdout)
        pass


INT64_MAX = 2**63 - 1


def positive_id(text: str) -> int:
    """argparse type: a database id (1 … 2^63-1; ASCII digits only: int() also reads '١٢')."""
    t = text.strip()
    if not (t.isascii() and t.isdigit()) or not 0 < int(t) <= INT64_MAX:
        raise argparse.ArgumentTypeError(f"expected a positive id (a whole number from 1 to {INT64_MAX}), got {text!r}")
    return int(t)


def non_negative_int(text: str) -> int:
    """argparse type: an integer ≥ 0."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number ≥ 0, got {text!r}") from None
    if not 0 <= n <= INT64_MAX:
        raise argparse.ArgumentTypeError(f"expected a whole number ≥ 0, got {text!r}")
    return n


def non_negative_float(text: str) -> float:
    """argparse type: a finite number of seconds ≥ 0."""
    import math

    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number ≥ 0, got {text!r}") from None
    if not math.isfinite(x) or x < 0:
        raise argparse.ArgumentTypeError(f"expected a number ≥ 0, got {text!r}")
    return x


if __name__ == "__main__":
    sys.exit(main())
