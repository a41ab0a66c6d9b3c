"""Red team, round 12 (fetcher SERVICE, data poison): sensor rows that no request can be made from — a URL
written by hand through SQL, imported from a spreadsheet or left by an old version's discovery; a validator a
broken server once sent — reaching the `sensor.due` consumer (run in-process as `changewire up` runs it;
tests/data/fetcher/service12.py). The message is good; the row it names is bad. What an operator expects: the run
ends at once with its one terminal outcome, no dead letter, no redelivery loop, and no permanent failure the
sensor did not earn.

Probed, 12 cases (each expectation written before it was run):
- 8 URLs: `http://` (no host), `http://[2001:db8::1` (an unclosed IPv6 literal), a port past 65535, port 0, a blank
  inside the host, `careers.example/jobs` (no scheme), `ftp://` — `failed` at once with the class a URL the
  fetcher refuses has (BLOCKED_DESTINATION, as for ftp: or javascript:), no request, no politeness slot, so the
  scheduler marks the sensor failing and repair or a person sees it (`skipped`, "robots.txt unreachable", would
  postpone it every 10 minutes for ever); a host of a 70-character label is a name the resolver refuses: DNS;
- 4 validators: an ETag with a vertical tab and a Last-Modified with a \x01 (written byte for byte by an old
  proxy), a validator with a control character an older version stored, and a plain ETag answered 304 — a
  validator that cannot go out as a header value is neither stored nor sent: the page is asked for
  unconditionally, `ok` on every run; the plain one validates (`not_modified`).

Wrong on the code before this round (d9e5eee): 8 of 12 — the unclosed IPv6 literal raised ValueError out of the
handler (NAKed six times over 4 minutes, dead-lettered, and again at every lease); no host ended `skipped` for
ever; the port past 65535 and port 0 ended `skipped` when robots.txt was asked first, else `failed`/UNKNOWN (three
failures before `failing`); the blank in the host ended `failed`/DNS; and the three validators with a control
character were stored and sent back, and aiohttp refused the request: `failed`/UNKNOWN on every run after the
first, the sensor failing, stale, then retired for a header it never needed. Fixed: the fetcher checks a
sensor's URL before any slot or request (classify.invalid_url_reason, the rule `changewire fetch` already applied
to its argument) and ends the run `failed`/BLOCKED_DESTINATION naming what is wrong; the shared client leaves out
a validator that is no sendable field value (http.headers.sendable_field_value), and the fetcher does not keep one.
"""
from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_common.bus import connect_nats
from changewire_common.embedded import free_port
from changewire_common.naming import Naming
from changewire_common.testing import new_prefix, wait_until

pytestmark = pytest.mark.integration

H: Any = load_module("fetcher_service12", "data/fetcher/service12.py")

BAD = {
    "no host": ("http://", "BLOCKED_DESTINATION"),
    "unclosed IPv6 literal": ("http://[2001:db8::1/careers", "BLOCKED_DESTINATION"),
    "port past 65535": ("http://jobs.{d}:99999/careers", "BLOCKED_DESTINATION"),
    "port 0": ("http://jobs.{d}:0/careers", "BLOCKED_DESTINATION"),
    "blank in the host": ("http://jobs .{d}/careers", "BLOCKED_DESTINATION"),
    "no scheme": ("careers.{d}/jobs", "BLOCKED_DESTINATION"),
    "ftp": ("ftp://files.{d}/careers.pdf", "BLOCKED_DESTINATION"),
}


@pytest.fixture
async def site() -> AsyncIterator[Any]:
    s = await H.CareersSite().start()
    yield s
    await s.stop()


async def test_sensors_whose_url_cannot_be_fetched_fail_at_once(
        pool: Any, db_url: str, nats_url: str, site: Any, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    d = H.domain()
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Kvarn & Sjö AB', $1) RETURNING company_id",
                              f"kvarn-{d}")
    ids: dict[str, int] = {}
    for name, (url, _) in BAD.items():
        ids[name] = await pool.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain, run_seq, run_open, lease_until, run_due_at) "
            "VALUES ($1, 'careers', $2, NULL, 1, true, now() + interval '5 minutes', now()) RETURNING sensor_id",
            cid, url.format(d=d))
    long_label = "a" * 70
    (dns,) = await H.sensors(pool, [f"http://{long_label}.{d}/careers"], cid=cid)
    (control,) = await H.sensors(pool, [f"http://www.{d}/careers"], cid=cid)
    every = [*ids.values(), dns, control]
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    try:
        async with H.service(H.settings(db_url, nats_url, prefix, site, tmp_path,
                                        connect_to=f"www.{d}=127.0.0.2:{site.port}")):
            await H.due(pool, [(s, 1) for s in every])
            await wait_until(lambda: H.one_each(pool, every), timeout_s=10, what="one observation per run")
            await wait_until(lambda: H.drained(js, naming), timeout_s=10, what="every due acked")
        rows = {r["sensor_id"]: r for r in await pool.fetch(
            "SELECT sensor_id, outcome::text, failure_class::text, error, attempts FROM observations "
            "WHERE sensor_id = ANY($1)", every)}
        got = {name: (rows[sid]["outcome"], rows[sid]["failure_class"]) for name, sid in ids.items()}
        assert got == {name: ("failed", fc) for name, (_, fc) in BAD.items()}
        assert all(rows[sid]["error"] for sid in ids.values())
        assert (rows[dns]["outcome"], rows[dns]["failure_class"]) == ("failed", "DNS")
        assert rows[control]["outcome"] == "ok"
        assert H.CareersSite.pages(site) == [f"www.{d}/careers"]
        assert await H.counts(pool, list(ids.values())) == {"observations": 7, "failures": 7, "outbox": 7}
        assert await pool.fetchval("SELECT count(*) FROM dead_letters WHERE stream = $1", naming.stream("DUE")) == 0
        assert await pool.fetchval("SELECT coalesce(max(in_flight), 0) FROM domains") == 0
    finally:
        await nc.close()


# ---------------------------------------------------------------- validators that cannot be sent back


class RawSite:
    """A CMS behind an old proxy that writes header values byte for byte (aiohttp would refuse to send them)."""

    TAGS = {"/ctl-etag": b'ETag: W/"5f3a\x0b"', "/ctl-lm": b"Last-Modified: Mon, 01 Jan 2024 00:00:00 GMT\x01",
            "/legacy": b'ETag: "v7"', "/good": b'ETag: "v1"'}

    def __init__(self) -> None:
        self.requests: list[tuple[str, str]] = []  # (path, If-None-Match or If-Modified-Since or "")
        self.port = 0
        self._server: asyncio.Server | None = None

    async def start(self) -> RawSite:
        self.port = free_port()
        self._server = await asyncio.start_server(self._handle, "127.0.0.2", self.port)
        return self

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            writer.close()
            return
        path = head.split(" ")[1]
        cond = ""
        for line in head.split("\r\n")[1:]:
            name, _, value = line.partition(":")
            if name.lower() in ("if-none-match", "if-modified-since"):
                cond = value.strip()
        if path == "/robots.txt":
            body, extra = b"User-agent: *\nAllow: /\n", b""
        else:
            self.requests.append((path, cond))
            if path == "/good" and cond == '"v1"':
                writer.write(b'HTTP/1.1 304 Not Modified\r\nETag: "v1"\r\nConnection: close\r\n\r\n')
                await writer.drain()
                writer.close()
                return
            body = (b"<!doctype html><html><head><title>Stellenangebote</title></head><body><h1>Offene Stellen</h1>"
                    b"<ul><li><a href='/stellen/4711'>Industriemechaniker (m/w/d)</a> Ulm</li></ul></body></html>")
            extra = self.TAGS.get(path, b"") + b"\r\n"
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nConnection: close\r\n"
                     b"Content-Length: %d\r\n" % len(body) + extra + b"\r\n" + body)
        await writer.drain()
        writer.close()


async def test_a_validator_that_cannot_be_sent_back_is_neither_kept_nor_sent(
        pool: Any, db_url: str, nats_url: str, tmp_path: Path) -> None:
    prefix = new_prefix()
    naming = Naming(prefix)
    raw = await RawSite().start()
    d = H.domain()
    cid = await pool.fetchval("INSERT INTO companies (name, slug) VALUES ('Ulmer Gießerei GmbH', $1) "
                              "RETURNING company_id", f"ulmer-{d}")
    paths = list(RawSite.TAGS)
    ids = dict(zip(paths, await H.sensors(pool, [f"http://www.{d}{p}" for p in paths], cid=cid), strict=True))
    # a row an older version wrote: a validator it took from such a server
    await pool.execute("UPDATE sensors SET etag = $2 WHERE sensor_id = $1", ids["/legacy"], 'W/"v6\x01"')
    nc = await connect_nats(nats_url, attempts=3)
    js = nc.jetstream()
    try:
        async with H.service(H.settings(db_url, nats_url, prefix, H.CareersSite(port=raw.port), tmp_path,
                                        connect_to=f"www.{d}=127.0.0.2:{raw.port}")):
            await H.due(pool, [(s, 1) for s in ids.values()])
            await wait_until(lambda: H.one_each(pool, list(ids.values())), timeout_s=10, what="the first runs")
            await pool.execute("UPDATE sensors SET run_seq = 2, run_open = true WHERE sensor_id = ANY($1)",
                               list(ids.values()))
            await H.due(pool, [(s, 2) for s in ids.values()])

            async def second() -> bool:
                return await pool.fetchval("SELECT count(*) FROM observations WHERE sensor_id = ANY($1) "
                                           "AND run_seq = 2", list(ids.values())) == len(ids)

            await wait_until(second, timeout_s=10, what="the second runs")
            await wait_until(lambda: H.drained(js, naming), timeout_s=10, what="every due acked")
        rows = await pool.fetch("SELECT sensor_id, run_seq, outcome::text, failure_class::text FROM observations "
                                "WHERE sensor_id = ANY($1) ORDER BY sensor_id, run_seq", list(ids.values()))
        by = {(r["sensor_id"], r["run_seq"]): (r["outcome"], r["failure_class"]) for r in rows}
        got = {p: [by[(ids[p], 1)], by[(ids[p], 2)]] for p in paths}
        assert got == {"/ctl-etag": [("ok", None), ("ok", None)], "/ctl-lm": [("ok", None), ("ok", None)],
                       "/legacy": [("ok", None), ("ok", None)],
                       "/good": [("ok", None), ("not_modified", None)]}
        stored = {p: await pool.fetchrow("SELECT etag, last_modified FROM sensors WHERE sensor_id = $1", ids[p])
                  for p in paths}
        assert (stored["/ctl-etag"]["etag"], stored["/ctl-lm"]["last_modified"]) == (None, None)
        assert stored["/legacy"]["etag"] == '"v7"' and stored["/good"]["etag"] == '"v1"'
        # what went on the wire: never a control character; the legacy validator not sent at all
        assert sorted(raw.requests) == sorted([("/ctl-etag", ""), ("/ctl-etag", ""), ("/ctl-lm", ""), ("/ctl-lm", ""),
                                               ("/legacy", ""), ("/legacy", '"v7"'), ("/good", ""),
                                               ("/good", '"v1"')])
    finally:
        await nc.close()
        await raw.stop()
