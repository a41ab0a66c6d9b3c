"""A raw TCP web site on loopback for the `changewire fetch` red-team tests (tests/integration/
test_fetch_redteam*.py): responses are bytes written as they are, so they can be malformed in ways no
server library writes, and `run_fetch` runs the CLI as a user does (exit code, JSON, stderr, time).

Every name is mapped by CHANGEWIRE_CONNECT_TO to the site (names it does not list do not resolve),
and only the site's own address is exempt from the SSRF block: nothing leaves loopback.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest

IP = "127.0.0.2"
Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[bytes | None]]
HTML = b"<html><head><title>ok</title></head><body><p>hello world</p></body></html>"
KEYS = ["outcome", "status", "failure_class", "final_url", "bytes", "content_type", "elapsed_ms"]


def raw(status: bytes, headers: list[bytes], body: bytes = b"", *, length: bool = True) -> bytes:
    head = b"HTTP/1.1 " + status + b"\r\n" + b"".join(h + b"\r\n" for h in headers)
    if length:
        head += b"Content-Length: %d\r\n" % len(body)
    return head + b"\r\n" + body


def page(*headers: bytes, body: bytes = HTML, status: bytes = b"200 OK", length: bool = True) -> bytes:
    return raw(status, [b"Content-Type: text/html", *headers], body, length=length)


NOT_FOUND = raw(b"404 Not Found", [], b"nf")


def then_close(data: bytes) -> Handler:
    """Answer `data`, then close the connection."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bytes:
        return data
    return h


def then_hang(data: bytes, s: float = 30.0) -> Handler:
    """Answer `data`, then say nothing more for `s` seconds (the connection stays open)."""
    async def h(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(data)
        await writer.drain()
        await asyncio.sleep(s)
    return h


class Site:
    """Raw TCP server: `pages[(host, path)]` or `pages[path]` → bytes answered (then the connection
    stays open for the next request) or an async handler (its bytes are written, then it closes)."""

    def __init__(self, ip: str = IP) -> None:
        self.ip = ip
        self.pages: dict[Any, bytes | Handler] = {"/robots.txt": NOT_FOUND}
        self.requests: list[tuple[str, str, dict[str, str]]] = []
        #: raw request heads, as received
        self.heads: list[bytes] = []
        #: TCP connections accepted
        self.connections = 0
        self.port = 0
        self._server: asyncio.base_events.Server | None = None

    async def start(self, ssl: Any = None) -> Site:
        """Listen on a free port of `ip` (TLS with the `ssl.SSLContext` given)."""
        self._server = await asyncio.start_server(self._handle, self.ip, 0, ssl=ssl)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)

    def paths(self, host: str | None = None) -> list[str]:
        return [p for h, p, _ in self.requests if host is None or h == host]

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        with contextlib.suppress(Exception, asyncio.CancelledError):
            while True:
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
                self.heads.append(head)
                lines = head.decode("latin-1").split("\r\n")
                path = lines[0].split(" ")[1]
                hdrs = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:] if ln)}
                host = hdrs.get("host", "").rsplit(":", 1)[0] if not hdrs.get("host", "").startswith("[") \
                    else hdrs["host"].split("]")[0] + "]"
                self.requests.append((host, path, hdrs))
                answer = self.pages.get((host, path.split("?")[0]), self.pages.get(path.split("?")[0], NOT_FOUND))
                if callable(answer):
                    out = await answer(reader, writer)
                    if out:
                        writer.write(out)
                        await writer.drain()
                    break
                writer.write(answer)
                await writer.drain()
        with contextlib.suppress(Exception):
            writer.close()


def fetch_env(site: Site, *, connect_to: str = "", **extra: str) -> dict[str, str]:
    """The CHANGEWIRE_* settings of a red-team fetch: names mapped to the site, its address allowed, no
    in-run retries, short timeouts (`extra` overrides: HTTP_MAX_BYTES="1000" → CHANGEWIRE_HTTP_MAX_BYTES)."""
    env = {"CHANGEWIRE_CONNECT_TO": connect_to or f"hostile.test={site.ip}:{site.port},*.hostile.test={site.ip}:{site.port}",
           "CHANGEWIRE_FETCH_ALLOW_CIDRS": f"{site.ip}/{128 if ':' in site.ip else 32}",
           "CHANGEWIRE_HTTP_RETRIES": "0", "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "3",
           "CHANGEWIRE_HTTP_READ_TIMEOUT_S": "1.5", "CHANGEWIRE_HTTP_CONNECT_TIMEOUT_S": "1.5"}
    env.update({f"CHANGEWIRE_{k}": v for k, v in extra.items()})
    return env


async def run_main(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str],
                   env: dict[str, str]) -> tuple[int, str, str, float]:
    """`changewire <argv>` through the CLI's own entry point in a worker thread (its own event loop),
    with exactly `env` as the CHANGEWIRE_* settings: (exit code, stdout, stderr, seconds)."""
    from changewire_common.cli import main

    for k in [k for k in os.environ if k.startswith("CHANGEWIRE_")]:
        monkeypatch.delenv(k)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    capsys.readouterr()
    t0 = time.monotonic()
    try:
        rc = await asyncio.to_thread(main, argv)
    except SystemExit as exc:  # argparse's usage errors
        rc = exc.code if isinstance(exc.code, int) else 1
    took = time.monotonic() - t0
    out, err = capsys.readouterr()
    return rc, out, err, took


def checked(rc: int, out: str, err: str, took: float, within: float, what: str) -> dict[str, Any]:
    """The JSON of a fetch, after asserting exit 0, no traceback, the contract's keys and the time."""
    assert rc == 0, (what, rc, out, err)
    assert "Traceback" not in err, err
    got = json.loads(out)
    assert list(got) == KEYS, got
    assert took < within, (what, took, got)
    return got


def triple(got: dict[str, Any]) -> tuple[str, int | None, str | None]:
    return got["outcome"], got["status"], got["failure_class"]


# ------------------------------------------------------------------ fixtures the red-team rounds share


@pytest.fixture
async def site() -> AsyncIterator[Any]:
    s = await Site().start()
    yield s
    await s.stop()


@pytest.fixture
async def decoy() -> AsyncIterator[Any]:
    """A server on 127.0.0.1 (forbidden: no fetch may reach it); `connections` must stay 0."""
    d = await Site("127.0.0.1").start()
    yield d
    await d.stop()
    assert d.connections == 0, d.requests


@pytest.fixture
async def decoy6() -> AsyncIterator[Any]:
    """A server on [::1] (forbidden); `connections` must stay 0."""
    try:
        d = await Site("::1").start()
    except OSError:
        pytest.skip("no IPv6 loopback here")
    yield d
    await d.stop()
    assert d.connections == 0, d.requests


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Any:
    """`changewire fetch URL ... --json` (the CLI's entry point, in a worker thread): the JSON, after
    asserting exit 0, no traceback, the contract's keys and an answer within `within` seconds."""

    async def run(site: Any, url: str, *args: str, within: float = 3.0, connect_to: str = "",
                  **env: str) -> dict[str, Any]:
        res = await run_main(monkeypatch, capsys, ["fetch", url, *args, "--json"],
                               fetch_env(site, connect_to=connect_to, **env))
        return checked(*res, within, url)

    return run
