"""More hostile servers against the shared client and `changewire fetch` (raw asyncio servers on
127.0.0.2, so the responses can be malformed in ways aiohttp's server never writes).

Each case is a bug that was found and fixed: a response lost or misclassified, a traceback, a value
JSON/Postgres cannot hold, credentials reported back. Nothing here leaves loopback: every name is
mapped by CHANGEWIRE_CONNECT_TO and every forbidden destination is refused before connecting.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import ssl
import subprocess
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from changewire_common.http import FetchError, HttpClient, HttpConfig, RobotsCache
from changewire_common.vocab import FailureClass

pytestmark = pytest.mark.integration

IP = "127.0.0.2"
Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


def raw(status: bytes, headers: list[bytes], body: bytes = b"", *, length: bool = True) -> bytes:
    head = b"HTTP/1.1 " + status + b"\r\n" + b"".join(h + b"\r\n" for h in headers)
    if length:
        head += b"Content-Length: %d\r\n" % len(body)
    return head + b"\r\n" + body


OK = raw(b"200 OK", [b"Content-Type: text/html"], b"<html><title>ok</title><p>hello</p></html>")


class RawSite:
    """One raw TCP server: `pages[path]` is the bytes (or an async handler) answered; robots.txt → 404."""

    def __init__(self) -> None:
        self.pages: dict[str, bytes | Handler] = {"/robots.txt": raw(b"404 Not Found", [])}
        self.paths: list[str] = []
        self.port = 0
        self._server: asyncio.base_events.Server | None = None

    async def start(self) -> RawSite:
        self._server = await asyncio.start_server(self._handle, IP, 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(Exception, asyncio.CancelledError):
            while True:  # keep-alive: one connection may carry several requests
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
                path = head.split(b" ", 2)[1].decode()
                self.paths.append(path)
                page = self.pages.get(path.split("?")[0], OK)
                if callable(page):
                    await page(reader, writer)
                    break
                writer.write(page)
                await writer.drain()
        writer.close()


@pytest.fixture
async def site() -> AsyncIterator[RawSite]:
    s = await RawSite().start()
    yield s
    await s.stop()


def cfg(site: RawSite, **kw: Any) -> HttpConfig:
    base: dict[str, Any] = {"allow_cidrs": [f"{IP}/32"], "connect_to": f"hostile.test={IP}:{site.port}",
                            "retries": 0, "connect_timeout_s": 2.0, "read_timeout_s": 3.0, "total_timeout_s": 5.0}
    base.update(kw)
    return HttpConfig(**base)


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Any:
    """`changewire fetch ... --json` in a worker thread (its own event loop): (exit code, JSON or None, stderr)."""
    from changewire_common.cli import main

    async def run(site: RawSite, *args: str) -> tuple[int, Any, str]:
        for k in [k for k in os.environ if k.startswith("CHANGEWIRE_")]:
            monkeypatch.delenv(k)
        for k, v in {"CHANGEWIRE_CONNECT_TO": f"hostile.test={IP}:{site.port},*.hostile.test={IP}:{site.port}",
                     "CHANGEWIRE_FETCH_ALLOW_CIDRS": f"{IP}/32", "CHANGEWIRE_HTTP_RETRIES": "0",
                     "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "4", "CHANGEWIRE_HTTP_READ_TIMEOUT_S": "2"}.items():
            monkeypatch.setenv(k, v)
        capsys.readouterr()
        rc = await asyncio.to_thread(main, ["fetch", *args])
        out, err = capsys.readouterr()
        return rc, json.loads(out) if out.strip().startswith("{") else None, err

    return run


def summary(got: Any) -> tuple[str, int | None, str | None]:
    assert list(got) == ["outcome", "status", "failure_class", "final_url", "bytes", "content_type", "elapsed_ms"]
    return got["outcome"], got["status"], got["failure_class"]


async def test_body_after_a_bodiless_response_does_not_lose_it(site: RawSite, cli: Any) -> None:
    # a 304/204 never has a body; these servers send one in the same packet: aiohttp used to parse it
    # as the next response and fail the fetch (UNKNOWN "Bad status line") — every 304 lost
    site.pages["/a"] = raw(b"304 Not Modified", [b'ETag: "v1"', b"Content-Length: 5"], b"hello", length=False)
    site.pages["/b"] = raw(b"204 No Content", [], b"junk!")
    site.pages["/c"] = b"HTTP/1.1 100 Continue\r\n\r\n" + raw(b"304 Not Modified", [b"Content-Length: 2"], b"xy",
                                                                 length=False)
    rc, got, _ = await cli(site, "http://hostile.test/a", "--etag", '"v1"', "--json")
    assert rc == 0 and summary(got) == ("not_modified", 304, None) and got["bytes"] == 0
    async with HttpClient(cfg(site)) as client:
        r = await client.fetch("http://hostile.test/b")
        assert (r.status, r.body) == (204, b"")
        r = await client.fetch("http://hostile.test/c")
        assert (r.status, r.body) == (304, b"")
        # the connection that carried junk is not reused: the next request gets a clean answer
        r = await client.fetch("http://hostile.test/ok")
        assert r.status == 200 and r.body.startswith(b"<html>")


async def test_one_huge_header_line_is_too_large(site: RawSite) -> None:
    site.pages["/h"] = raw(b"200 OK", [b"X-Big: " + b"a" * 100_000])
    async with HttpClient(cfg(site)) as client:
        with pytest.raises(FetchError) as ei:
            await client.fetch("http://hostile.test/h")
    assert ei.value.failure_class == FailureClass.TOO_LARGE


async def test_hostile_location_values(site: RawSite, cli: Any) -> None:
    for path, loc in {"/v6": b"http://[bad/", "/port0": b"http://hostile.test:0/", "/port-big": b"http://hostile.test:99999/"}.items():
        site.pages[path] = raw(b"302 Found", [b"Location: " + loc])
    # bytes that are not UTF-8 (latin-1 é) and credentials in the target
    site.pages["/latin1"] = raw(b"302 Found", [b"Location: /ok\xe9?q=\xff"])
    site.pages["/creds"] = raw(b"302 Found", [b"Location: http://user:secret@hostile.test/ok"])
    for path in ("/v6", "/port0", "/port-big"):
        rc, got, err = await cli(site, f"http://hostile.test{path}", "--json")
        assert rc == 0 and summary(got) == ("failed", None, "REDIRECT"), (path, got)
        assert "Traceback" not in err, err
    rc, got, _ = await cli(site, "http://hostile.test/latin1", "--json")
    assert summary(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok%E9?q=%FF"
    rc, got, _ = await cli(site, "http://hostile.test/creds", "--json")
    assert summary(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok"
    rc, got, _ = await cli(site, "http://me:pw@hostile.test/ok", "--json")
    assert summary(got) == ("ok", 200, None) and got["final_url"] == "http://hostile.test/ok"
    # port 0 and a port out of range are usage errors on the command line
    for url in ("http://hostile.test:0/ok", "http://hostile.test:99999/ok"):
        rc, got, err = await cli(site, url, "--json")
        assert rc == 2 and got is None and "http(s) URL" in err
    assert "/ok%E9?q=%FF" in site.paths and not any("@" in p for p in site.paths)


async def test_header_values_that_are_not_utf8_or_repeat(site: RawSite, cli: Any) -> None:
    site.pages["/bytes"] = raw(b"200 OK", [b"Content-Type: text/h\xe9ml", b'ETag: "\xff\xfe"'], b"hi")
    site.pages["/two"] = raw(b"200 OK", [b"Content-Type: text/html", b"Content-Type: application/pdf"], b"%PDF-1.4")
    rc, got, _ = await cli(site, "http://hostile.test/bytes", "--json")
    assert rc == 0 and summary(got) == ("ok", 200, None) and got["content_type"] is None
    async with HttpClient(cfg(site)) as client:
        r = await client.fetch("http://hostile.test/bytes")
        assert r.etag == '"\ufffd\ufffd"'
        r.etag.encode("utf-8")  # storable: no lone surrogates
        r = await client.fetch("http://hostile.test/two")
        assert r.content_type == "application/pdf" and r.headers["content-type"] == "application/pdf"


async def test_retry_after_date_beyond_year_9999(site: RawSite, cli: Any) -> None:
    # parsedate overflowed: the exception escaped the client and `changewire fetch` died with a traceback
    site.pages["/rl"] = raw(b"429 Too Many Requests", [b"Retry-After: Wed, 01 Jan 99999999999 00:00:00 GMT"])
    rc, got, err = await cli(site, "http://hostile.test/rl", "--json")
    assert rc == 0 and summary(got) == ("failed", 429, "RATE_LIMIT") and "Traceback" not in err


async def test_redirect_with_a_dripping_body_is_not_waited_for(site: RawSite) -> None:
    async def drip(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"HTTP/1.1 302 Found\r\nLocation: /ok\r\nContent-Length: 1000\r\n\r\n")
        for _ in range(40):
            writer.write(b"x")
            await writer.drain()
            await asyncio.sleep(0.25)

    site.pages["/drip-redirect"] = drip
    async with HttpClient(cfg(site, total_timeout_s=4.0, read_timeout_s=2.0)) as client:
        t0 = time.monotonic()
        r = await client.fetch("http://hostile.test/drip-redirect")
    assert r.status == 200 and r.final_url == "http://hostile.test/ok"
    assert time.monotonic() - t0 < 3.0  # the redirect's body is dropped after a moment, not read to the end


async def test_robots_outcomes_report_elapsed_time_and_url(site: RawSite, cli: Any) -> None:
    async def slow_500(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(0.3)
        writer.write(raw(b"500 Oops", []))
        await writer.drain()

    site.pages["/robots.txt"] = slow_500
    rc, got, _ = await cli(site, "http://hostile.test/page", "--json")
    assert rc == 0 and summary(got) == ("skipped", None, None) and got["elapsed_ms"] >= 250
    site.pages["/robots.txt"] = raw(b"200 OK", [b"Content-Type: text/plain"], b"User-agent: *\nDisallow: /\n")
    rc, got, _ = await cli(site, "http://hostile.test/page", "--json")
    assert summary(got) == ("failed", None, "ROBOTS") and got["final_url"] == "http://hostile.test/page"
    assert "/page" not in site.paths


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl not installed")
async def test_tls_failure_is_reported_not_skipped(tmp_path: Path) -> None:
    # robots.txt behind a certificate the client rejects is no robots verdict: the page fetch fails the
    # same way and says so (it used to end `skipped`, retried forever, the TLS problem never reported)
    from aiohttp import web

    from changewire_fetcher.oneshot import fetch_once
    from changewire_fetcher.settings import FetcherSettings

    key, crt = tmp_path / "k.pem", tmp_path / "c.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(crt),
                    "-days", "1", "-subj", "/CN=tls.hostile.test"], check=True, capture_output=True, timeout=30)
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(crt, key)
    async def hello(request: web.Request) -> web.Response:
        return web.Response(text="hello")

    app = web.Application()
    app.router.add_get("/{tail:.*}", hello)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    tcp = web.TCPSite(runner, IP, 0, ssl_context=ctx)
    await tcp.start()
    port = tcp._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        c = HttpConfig(allow_cidrs=[f"{IP}/32"], connect_to=f"tls.hostile.test={IP}:{port}", retries=0,
                       total_timeout_s=5.0)
        async with HttpClient(c) as client:
            s = await fetch_once(client, RobotsCache(client), FetcherSettings(), "https://tls.hostile.test/page")
        assert (s.outcome, s.failure_class) == ("failed", "UNKNOWN") and "TLS" in (s.error or "")
    finally:
        await runner.cleanup()
