"""The fetcher's SQL: claim runs (stale / duplicate checks in the same statement), write finished runs
(observations, failures, validators, domain release, cost ledger, outbox, claim removal) in one
transaction per batch. Returns plain values; callers never see asyncpg rows.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

import asyncpg

from changewire_common.events import ObservationFetched
from changewire_common.http.politeness import DomainSlots, Release
from changewire_common.outbox import enqueue_many

from .classify import Classified


@dataclass(frozen=True)
class RunRow:
    """What a run needs to know about its sensor (read in the claim statement)."""

    sensor_id: int
    run_seq: int
    company_id: int
    url: str
    domain: str | None
    kind: str
    status: str
    etag: str | None
    last_modified: str | None
    due_at: datetime | None


@dataclass(frozen=True)
class Claim:
    """state: claimed (this token owns the run) · done (an observation exists) · stale (the sensor's
    run moved on or is closed) · missing (no such sensor) · busy (another token's live claim, until
    busy_until). A claim is taken over when it expired or when the same token asks again (the
    same message redelivered after its holder died)."""

    state: str
    row: RunRow | None = None
    busy_until: datetime | None = None
    current_seq: int | None = None


_CLAIM = """
WITH req AS (
    SELECT DISTINCT ON (sensor_id, run_seq) sensor_id, run_seq, token
    FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS r(sensor_id, run_seq, token)
    ORDER BY sensor_id, run_seq
), cand AS (
    SELECT r.sensor_id, r.run_seq, r.token FROM req r
    JOIN sensors s ON s.sensor_id = r.sensor_id AND s.run_seq = r.run_seq AND s.run_open
    WHERE NOT EXISTS (SELECT 1 FROM observations o WHERE o.sensor_id = r.sensor_id AND o.run_seq = r.run_seq)
), claimed AS (
    INSERT INTO fetch_claims AS c (sensor_id, run_seq, token, claimed_until)
    SELECT sensor_id, run_seq, token, now() + make_interval(secs => $4) FROM cand ORDER BY sensor_id, run_seq
    ON CONFLICT (sensor_id, run_seq) DO UPDATE SET token = EXCLUDED.token, claimed_until = EXCLUDED.claimed_until,
        created_at = now()
    WHERE c.claimed_until < now() OR c.token = EXCLUDED.token
    RETURNING c.sensor_id, c.run_seq, c.token
)
SELECT r.sensor_id, r.run_seq, r.token, s.sensor_id IS NOT NULL AS found, s.run_seq AS cur_seq, s.run_open,
       s.company_id, s.url, s.domain, s.kind::text AS kind, s.status::text AS status, s.etag, s.last_modified,
       s.run_due_at,
       EXISTS (SELECT 1 FROM observations o WHERE o.sensor_id = r.sensor_id AND o.run_seq = r.run_seq) AS done,
       cl.token IS NOT NULL AS claimed,
       (SELECT f.claimed_until FROM fetch_claims f WHERE f.sensor_id = r.sensor_id AND f.run_seq = r.run_seq)
           AS busy_until
FROM req r
LEFT JOIN sensors s ON s.sensor_id = r.sensor_id
LEFT JOIN claimed cl ON cl.sensor_id = r.sensor_id AND cl.run_seq = r.run_seq
"""


async def claim_runs(conn: asyncpg.Pool | asyncpg.Connection, reqs: Sequence[tuple[int, int, str]],
                     ttl_s: float) -> list[Claim]:
    """Claim each (sensor_id, run_seq, token); one Claim per request, in order. A request repeated
    within the batch gets `busy` (its twin holds the claim)."""
    rows = await conn.fetch(_CLAIM, [r[0] for r in reqs], [r[1] for r in reqs], [r[2] for r in reqs], float(ttl_s))
    by_key = {(r["sensor_id"], r["run_seq"]): r for r in rows}
    out: list[Claim] = []
    taken: set[tuple[int, int]] = set()
    for sensor_id, run_seq, token in reqs:
        r = by_key.get((sensor_id, run_seq))
        if r is None or not r["found"]:
            out.append(Claim("missing"))
        elif r["done"]:
            out.append(Claim("done", current_seq=r["cur_seq"]))
        elif r["cur_seq"] != run_seq or not r["run_open"]:
            out.append(Claim("stale", current_seq=r["cur_seq"]))
        elif r["claimed"] and r["token"] == token and (sensor_id, run_seq) not in taken:
            taken.add((sensor_id, run_seq))
            out.append(Claim("claimed", RunRow(
                sensor_id=sensor_id, run_seq=run_seq, company_id=r["company_id"], url=r["url"], domain=r["domain"],
                kind=r["kind"], status=r["status"], etag=r["etag"], last_modified=r["last_modified"],
                due_at=r["run_due_at"]), current_seq=r["cur_seq"]))
        else:
            out.append(Claim("busy", busy_until=r["busy_until"], current_seq=r["cur_seq"]))
    return out


async def drop_claims(conn: asyncpg.Pool | asyncpg.Connection, keys: Sequence[tuple[int, int, str]]) -> None:
    """Give claims back (a run that failed before its commit), only those still held by the token."""
    if keys:
        await conn.execute(
            "DELETE FROM fetch_claims c USING unnest($1::bigint[], $2::bigint[], $3::text[]) AS k(sensor_id, run_seq, token) "
            "WHERE c.sensor_id = k.sensor_id AND c.run_seq = k.run_seq AND c.token = k.token",
            [k[0] for k in keys], [k[1] for k in keys], [k[2] for k in keys],
        )


async def prune_claims(conn: asyncpg.Pool | asyncpg.Connection) -> int:
    res = await conn.execute("DELETE FROM fetch_claims WHERE claimed_until < now() - interval '1 hour'")
    return int(res.split()[-1])


@dataclass
class RunResult:
    """A finished run, ready to be written."""

    sensor_id: int
    run_seq: int
    company_id: int
    url: str
    token: str
    classified: Classified
    fetched_at: datetime
    due_at: datetime | None = None
    http_status: int | None = None
    final_url: str | None = None
    etag: str | None = None
    last_modified: str | None = None
    content_type: str | None = None
    charset: str | None = None
    bytes: int = 0
    dns_ms: float | None = None
    connect_ms: float | None = None
    first_byte_ms: float | None = None
    total_ms: float | None = None
    blob_key: str | None = None
    #: HTTP attempts for the page (0 when no page request was made: skipped, robots)
    attempts: int = 0
    #: write the response's validators on the sensor (a 200)
    update_validators: bool = False
    #: the domain slot to give back / what to record on the domain
    release: Release | None = None
    #: fetch units (HTTP requests) and wire bytes for the cost ledger
    units: int = 0
    wire_bytes: int = 0


@dataclass(frozen=True)
class Written:
    observation_id: int | None  # None: the run already had an observation (duplicate)
    event: ObservationFetched | None


_INSERT_OBS = """
INSERT INTO observations (sensor_id, run_seq, outcome, failure_class, http_status, error, url, final_url,
    redirect_url, etag, last_modified, content_type, charset, bytes, dns_ms, connect_ms, first_byte_ms, total_ms,
    blob_key, skip_until, attempts, due_at, fetched_at)
SELECT sensor_id, run_seq, outcome::fetch_outcome, failure_class::failure_class, http_status, error, url, final_url,
    redirect_url, etag, last_modified, content_type, charset, bytes, dns_ms, connect_ms, first_byte_ms, total_ms,
    blob_key, skip_until, attempts, due_at, fetched_at
FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[],
    $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::real[], $16::real[],
    $17::real[], $18::real[], $19::text[], $20::timestamptz[], $21::int[], $22::timestamptz[], $23::timestamptz[])
    AS v(sensor_id, run_seq, outcome, failure_class, http_status, error, url, final_url, redirect_url, etag,
         last_modified, content_type, charset, bytes, dns_ms, connect_ms, first_byte_ms, total_ms, blob_key,
         skip_until, attempts, due_at, fetched_at)
ORDER BY sensor_id, run_seq
ON CONFLICT (sensor_id, run_seq) DO NOTHING
RETURNING observation_id, sensor_id, run_seq
"""


def _col(rs: Sequence[RunResult], f: Any) -> list[Any]:
    return [f(r) for r in rs]


def _clip(text: str | None, n: int = 2000) -> str | None:
    return text if text is None or len(text) <= n else text[:n]


async def write_results(conn: asyncpg.Connection, results: Sequence[RunResult], slots: DomainSlots) -> list[Written]:
    """Record finished runs atomically (call inside a transaction). Per input, in order: the new
    observation id and the event enqueued, or (None, None) for a run that already had one."""
    rs = list(results)
    c = [r.classified for r in rs]
    rows = await conn.fetch(
        _INSERT_OBS,
        _col(rs, lambda r: r.sensor_id), _col(rs, lambda r: r.run_seq), [str(x.outcome) for x in c],
        [str(x.failure_class) if x.failure_class else None for x in c], _col(rs, lambda r: r.http_status),
        [x.error for x in c], _col(rs, lambda r: _clip(r.url, 8000)), _col(rs, lambda r: _clip(r.final_url, 8000)),
        [_clip(x.redirect_url, 8000) for x in c], _col(rs, lambda r: _clip(r.etag, 1000)),
        _col(rs, lambda r: _clip(r.last_modified, 200)), _col(rs, lambda r: _clip(r.content_type, 200)),
        _col(rs, lambda r: _clip(r.charset, 50)), _col(rs, lambda r: r.bytes), _col(rs, lambda r: r.dns_ms),
        _col(rs, lambda r: r.connect_ms), _col(rs, lambda r: r.first_byte_ms), _col(rs, lambda r: r.total_ms),
        _col(rs, lambda r: r.blob_key), [x.skip_until for x in c], _col(rs, lambda r: r.attempts),
        _col(rs, lambda r: r.due_at), _col(rs, lambda r: r.fetched_at),
    )
    ids = {(r["sensor_id"], r["run_seq"]): r["observation_id"] for r in rows}
    out: list[Written] = []
    events: list[ObservationFetched] = []
    failures: list[tuple[int, int, int, str, int | None, str | None]] = []
    validators: dict[int, tuple[str | None, str | None]] = {}
    for r in rs:
        oid = ids.pop((r.sensor_id, r.run_seq), None)
        if oid is None:
            out.append(Written(None, None))
            continue
        x = r.classified
        ev = ObservationFetched(
            sensor_id=r.sensor_id, run_seq=r.run_seq, observation_id=oid, outcome=str(x.outcome),
            failure_class=str(x.failure_class) if x.failure_class else None, http_status=r.http_status,
            final_url=r.final_url, fetched_at=r.fetched_at, skip_until=x.skip_until, due_at=r.due_at,
        )
        events.append(ev)
        out.append(Written(oid, ev))
        if x.failure_class is not None:
            failures.append((r.sensor_id, oid, r.run_seq, str(x.failure_class), r.http_status, x.error))
        if r.update_validators:
            validators[r.sensor_id] = (_clip(r.etag, 1000), _clip(r.last_modified, 200))
    if failures:
        await conn.executemany(
            "INSERT INTO failures (sensor_id, observation_id, run_seq, failure_class, http_status, error) "
            "VALUES ($1, $2, $3, $4::failure_class, $5, $6)", failures)
    if validators:
        sids = sorted(validators)
        await conn.execute(
            "UPDATE sensors s SET etag = v.etag, last_modified = v.lm, updated_at = now() "
            "FROM (SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[]) AS x(sensor_id, etag, lm) "
            "ORDER BY sensor_id) v WHERE s.sensor_id = v.sensor_id",
            sids, [validators[s][0] for s in sids], [validators[s][1] for s in sids])
    releases = [r.release for r in rs if r.release is not None]
    if releases:
        await slots.release_many(conn, releases)
    ledger: dict[tuple[int, date], list[int]] = defaultdict(lambda: [0, 0])
    for r in rs:
        if r.units > 0:
            acc = ledger[(r.company_id, r.fetched_at.date())]
            acc[0] += r.units
            acc[1] += r.wire_bytes
    if ledger:
        keys = sorted(ledger)
        await conn.execute(
            "INSERT INTO cost_ledger AS l (company_id, day, service, units, bytes) "
            "SELECT company_id, day, 'fetcher', units, bytes FROM unnest($1::bigint[], $2::date[], $3::bigint[], "
            "$4::bigint[]) AS x(company_id, day, units, bytes) ORDER BY company_id, day "
            "ON CONFLICT (company_id, day, service) DO UPDATE SET units = l.units + EXCLUDED.units, "
            "bytes = l.bytes + EXCLUDED.bytes",
            [k[0] for k in keys], [k[1] for k in keys], [ledger[k][0] for k in keys], [ledger[k][1] for k in keys])
    if events:
        await enqueue_many(conn, events)
    await conn.execute(
        "DELETE FROM fetch_claims c USING unnest($1::bigint[], $2::bigint[]) AS k(sensor_id, run_seq) "
        "WHERE c.sensor_id = k.sensor_id AND c.run_seq = k.run_seq",
        _col(rs, lambda r: r.sensor_id), _col(rs, lambda r: r.run_seq))
    return out


async def open_run(conn: asyncpg.Connection, sensor_id: int, *, lease_s: float, force: bool) -> tuple[int, Any] | None:
    """For `changewire run-sensor`: open a run on a sensor the way the scheduler's claim does
    (run_seq + 1, run_open, lease, run_due_at = now). Refused (None) when a live run is open or the
    status is not claimable, unless `force`. Returns (run_seq, lease_until)."""
    row = await conn.fetchrow(
        """UPDATE sensors SET run_seq = run_seq + 1, run_open = true, lease_until = now() + make_interval(secs => $2),
                  run_due_at = now(), updated_at = now()
           WHERE sensor_id = $1 AND ($3 OR ((NOT run_open OR lease_until IS NULL OR lease_until < now())
                 AND status IN ('pending', 'active', 'failing', 'stale')))
           RETURNING run_seq, lease_until""",
        sensor_id, float(lease_s), force)
    return (row["run_seq"], row["lease_until"]) if row is not None else None
