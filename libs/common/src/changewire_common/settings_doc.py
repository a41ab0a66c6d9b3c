"""`changewire settings [--markdown]`: every CHANGEWIRE_* variable of the installed packages, its default
and its meaning, taken from the settings classes themselves (the `#:` comment above each field)."""
from __future__ import annotations

import argparse
import inspect
import json
import re

import msgspec

from .settings import CommonSettings, env_name

_FIELD = re.compile(r"^\s+(\w+)\s*:\s*[^=]+?(?:=.*)?$")


def field_docs(cls: type) -> dict[str, str]:
    """field name → the `#:` comment lines directly above it in the class body."""
    try:
        src = inspect.getsource(cls)
    except (OSError, TypeError):
        return {}
    docs: dict[str, str] = {}
    pending: list[str] = []
    for line in src.splitlines():
        s = line.strip()
        if s.startswith("#:"):
            pending.append(s[2:].strip())
            continue
        m = _FIELD.match(line)
        if m and pending:
            docs[m.group(1)] = " ".join(pending)
        if s and not s.startswith("#"):
            pending = []
    return docs


def rows() -> list[tuple[str, str, str]]:
    """(variable, default, meaning) for the common settings and every installed service's own."""
    from .servicedef import installed_services

    classes: list[type[CommonSettings]] = [CommonSettings]
    try:
        classes += [sd.settings_cls for sd in installed_services().values()]
    except Exception:  # noqa: BLE001 - a broken service package must not hide the rest
        pass
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for cls in classes:
        docs: dict[str, str] = {}
        for klass in reversed(cls.__mro__):
            if isinstance(klass, type) and issubclass(klass, msgspec.Struct):
                docs.update(field_docs(klass))
        for f in msgspec.structs.fields(cls):
            var = env_name(cls, f.name)
            if var in seen:
                continue
            seen.add(var)
            if f.default is not msgspec.NODEFAULT:
                default = f.default
            elif f.default_factory is not msgspec.NODEFAULT:
                default = f.default_factory()
            else:
                default = None
            if isinstance(default, tuple | list):
                default = ",".join(map(str, default))
            out.append((var, json.dumps(default) if isinstance(default, dict) else str(default), docs.get(f.name, "")))
    return out


def markdown() -> str:
    lines = ["| variable | default | meaning |", "|---|---|---|"]
    for var, default, doc in rows():
        d = f"`{default}`" if default != "" else "(empty)"
        esc = doc.replace("|", "\\|")
        lines.append(f"| `{var}` | {d} | {esc} |")
    return "\n".join(lines)


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("settings", help="list every CHANGEWIRE_* setting, its default and meaning")
    p.add_argument("--markdown", action="store_true", help="print a markdown table (the README's)")
    p.set_defaults(func=_cmd)


def _cmd(args: argparse.Namespace) -> int:
    if args.markdown:
        print(markdown())
    else:
        for var, default, doc in rows():
            print(f"{var}={default}\n    {doc}")
    return 0


README_START = "<!-- settings-table:start -->"
README_END = "<!-- settings-table:end -->"


def sync_readme(path: str) -> bool:
    """Rewrite the settings table between the README markers; True when the file changed."""
    from pathlib import Path

    p = Path(path)
    text = p.read_text(encoding="utf-8")
    start = text.index(README_START) + len(README_START)
    end = text.index(README_END)
    new = text[:start] + "\n" + markdown() + "\n" + text[end:]
    if new != text:
        p.write_text(new, encoding="utf-8")
        return True
    return False


if __name__ == "__main__":
    import sys

    if len(sys.argv) == 3 and sys.argv[1] == "--sync":
        print("README settings table updated" if sync_readme(sys.argv[2]) else "README settings table is current")
    else:
        print(markdown())
