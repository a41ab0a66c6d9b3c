"""Where the CLI finds its servers: CHANGEWIRE_DATABASE_URL / CHANGEWIRE_NATS_URL when set, else the
embedded stack a running `changewire up` recorded in <data_dir>/stack.json."""
from __future__ import annotations

import json
import os
from pathlib import Path

from .errors import ConfigError
from .settings import CommonSettings


def stack_file(data_dir: str) -> Path:
    return Path(data_dir) / "stack.json"


def write_stack(data_dir: str, database_url: str, nats_url: str) -> None:
    p = stack_file(data_dir)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps({"database_url": database_url, "nats_url": nats_url, "pid": os.getpid()}))


def clear_stack(data_dir: str) -> None:
    try:
        stack_file(data_dir).unlink()
    except FileNotFoundError:
        pass


def resolve_urls(settings: CommonSettings, *, need_nats: bool = True) -> tuple[str, str]:
    """(database_url, nats_url) from settings, else from a running `changewire up`; ConfigError otherwise."""
    db, nats_url = settings.database_url, settings.nats_url
    if (not db or (need_nats and not nats_url)) and stack_file(settings.data_dir).exists():
        info = json.loads(stack_file(settings.data_dir).read_text())
        pid = int(info.get("pid", 0))
        alive = pid > 0 and _alive(pid)
        if alive:
            db = db or info["database_url"]
            nats_url = nats_url or info["nats_url"]
    problems = []
    if not db:
        problems.append("CHANGEWIRE_DATABASE_URL is not set and no `changewire up` is running here")
    if need_nats and not nats_url:
        problems.append("CHANGEWIRE_NATS_URL is not set and no `changewire up` is running here")
    if problems:
        raise ConfigError(problems)
    return db, nats_url


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False
