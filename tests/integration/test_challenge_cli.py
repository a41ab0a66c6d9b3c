"""`changewire fetch URL --json` against a real loopback server serving vendor interstitials and
ordinary pages as real servers send them: gzip'd, in legacy and UTF-16 charsets, with and without
the vendors' headers. (The weighing itself is unit-tested in tests/unit/fetcher/test_challenge_more.py.)"""
from __future__ import annotations

import asyncio
import gzip
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module
from aiohttp import web

pytestmark = pytest.mark.integration

F: Any = load_module("challenge_fixtures", "unit/fetcher/test_challenge_more.py")

CLI = str(Path(sys.executable).parent / "changewire")
IP = "127.0.0.2"


def _gz(b: bytes) -> bytes:
    return gzip.compress(b, mtime=0)


#: path → (status, headers, body as sent on the wire), expected (outcome, failure_class)
PAGES: dict[str, tuple[int, dict[str, str], bytes, tuple[str, str | None]]] = {
    "/cf-503": (503, {**F.CF_HEADERS, "cf-mitigated": "challenge", "Content-Encoding": "gzip"},
                _gz(F.CF_JUST_A_MOMENT), ("failed", "BOT_CHALLENGE")),
    "/cf-403-nohdr": (403, {"Content-Type": "text/html; charset=UTF-8", "Content-Encoding": "gzip"},
                      _gz(F.CF_JUST_A_MOMENT), ("failed", "BOT_CHALLENGE")),
    "/cf-200": (200, {"Content-Type": "text/html"}, F.CF_TURNSTILE, ("failed", "BOT_CHALLENGE")),
    "/akamai-cp1252": (403, {"Server": "AkamaiGHost", "Content-Type": "text/html; charset=windows-1252"},
                       F._latin1(F.AKAMAI_DENIED), ("failed", "BOT_CHALLENGE")),
    "/datadome-utf16": (403, {"Content-Type": "text/html; charset=utf-16"}, F._utf16(F.DATADOME),
                        ("failed", "BOT_CHALLENGE")),
    "/px-429-gz": (429, {"Content-Type": "text/html", "Content-Encoding": "gzip", "Retry-After": "30"},
                   _gz(F.PERIMETERX), ("failed", "BOT_CHALLENGE")),
    "/awswaf-202": (202, {"Content-Type": "text/html"}, F.AWS_WAF_CHALLENGE, ("failed", "BOT_CHALLENGE")),
    "/vercel-429": (429, {"Server": "Vercel", "x-vercel-mitigated": "challenge", "Content-Type": "text/html"},
                    F.VERCEL, ("failed", "BOT_CHALLENGE")),
    "/sorry-429": (429, {"Content-Type": "text/html"}, F.RECAPTCHA_GOOGLE_SORRY, ("failed", "BOT_CHALLENGE")),
    "/normal-cf-gz": (200, {**F.CF_HEADERS, "Content-Encoding": "gzip"}, _gz(F.CF_NORMAL), ("ok", None)),
    "/contact": (200, {"Content-Type": "text/html"}, F.CONTACT_RECAPTCHA_V3, ("ok", None)),
    "/login": (200, {"Content-Type": "text/html"}, F.LOGIN_HCAPTCHA, ("ok", None)),
    "/blog": (200, F.CF_HEADERS, F.BLOG_CLOUDFLARE, ("ok", None)),
    "/maintenance": (503, {**F.CF_HEADERS, "Retry-After": "1"}, F.MAINTENANCE_503, ("failed", "HTTP_5XX")),
    "/gone": (404, F.CF_HEADERS, F.CF_404, ("failed", "PAGE_REMOVED")),
    "/forbidden": (403, {"Server": "Apache/2.4.57 (Debian)", "Content-Type": "text/html"}, F.APACHE_403,
                   ("failed", "HTTP_4XX")),
}


@pytest.fixture
async def port() -> AsyncIterator[int]:
    async def handle(request: web.Request) -> web.Response:
        if request.path not in PAGES:
            return web.Response(status=404, text="not found")  # robots.txt too: allow all
        status, headers, body, _ = PAGES[request.path]
        return web.Response(status=status, headers=headers, body=body)

    app = web.Application()
    app.router.add_get("/{tail:.*}", handle)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, IP, 0)
    await site.start()
    yield site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    await runner.cleanup()


def _env(port: int) -> dict[str, str]:
    e = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
    e.update({"CHANGEWIRE_CONNECT_TO": f"x.test={IP}:{port}", "CHANGEWIRE_FETCH_ALLOW_CIDRS": f"{IP}/32",
              "CHANGEWIRE_HTTP_RETRIES": "0", "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "3"})
    return e


async def test_fetch_classifies_challenges_and_ordinary_pages(port: int, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    # the real executable once, for a challenge and an ordinary page behind the same vendor
    for path in ("/cf-503", "/normal-cf-gz"):
        p = await asyncio.create_subprocess_exec(CLI, "fetch", f"http://x.test{path}", "--json", env=_env(port),
                                                 stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(p.communicate(), 30)
        assert p.returncode == 0, err
        got = json.loads(out)
        assert (got["outcome"], got["failure_class"]) == PAGES[path][3], path
        assert got["status"] == PAGES[path][0]
    # the rest through the same entry point in-process (a subprocess each would cost seconds)
    from changewire_common.cli import main

    for k, v in _env(port).items():
        if k.startswith("CHANGEWIRE_"):
            monkeypatch.setenv(k, v)
    wrong = []
    for path, (status, _h, _b, expected) in PAGES.items():
        capsys.readouterr()
        rc = await asyncio.to_thread(main, ["fetch", f"http://x.test{path}", "--json"])
        got = json.loads(capsys.readouterr().out)
        if rc != 0 or got["status"] != status or (got["outcome"], got["failure_class"]) != expected:
            wrong.append((path, rc, got))
    assert wrong == []
