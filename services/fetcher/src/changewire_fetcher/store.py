"""The fetcher's SQL: claim runs (stale / duplicate checks in the same statement), write finished runs
(observations, failures, validators, domain release, cost ledger, outbox, claim removal) in one
statement — so one transaction — per batch. Returns plain values; callers never see asyncpg rows.
"""
from __future__ import annotations

import os
import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

import asyncpg

from changewire_common.events import ObservationFetched
from changewire_common.http.politeness import DomainSlots, Release, release_sql
from changewire_common.outbox import outbox_columns

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
    #: the URL the validators came from (a redirect's target), None: the sensor's own URL
    validators_url: str | None = None
    #: the observation id reserved for this run by its claim (nextval; unused ids are harmless gaps)
    observation_id: int | None = None


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
       s.validators_url, s.run_due_at,
       EXISTS (SELECT 1 FROM observations o WHERE o.sensor_id = r.sensor_id AND o.run_seq = r.run_seq) AS done,
       cl.token IS NOT NULL AS claimed,
       CASE WHEN cl.token IS NOT NULL THEN nextval('observations_observation_id_seq'::regclass) END AS reserved_oid,
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
                due_at=r["run_due_at"], observation_id=r["reserved_oid"], validators_url=r["validators_url"]), current_seq=r["cur_seq"]))
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
    #: slots taken on other registrable domains a redirect led to (given back with the run's own)
    hop_releases: tuple[Release, ...] = ()
    #: fetch units (HTTP requests) and wire bytes for the cost ledger
    units: int = 0
    wire_bytes: int = 0
    #: the observation id reserved at claim time (None: one is reserved when written)
    observation_id: int | None = None


@dataclass(frozen=True)
class Written:
    observation_id: int | None  # None: the run already had an observation (duplicate)
    event: ObservationFetched | None


#: one statement records a whole batch (atomic without BEGIN/COMMIT round trips): the observations
#: (ids reserved at claim time, so the events can be encoded beforehand), and for the runs actually
#: inserted (not duplicates) their failures, validators and outbox rows; for every run the domain
#: release, the cost ledger and the claim removal.
_WRITE = """
WITH v AS (
    SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::int[], $7::text[],
        $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::int[],
        $16::real[], $17::real[], $18::real[], $19::real[], $20::text[], $21::timestamptz[], $22::int[],
        $23::timestamptz[], $24::timestamptz[], $25::bool[], $26::text[], $27::text[], $28::bytea[])
        WITH ORDINALITY AS v(oid, sensor_id, run_seq, outcome, failure_class, http_status, error, url, final_url,
            redirect_url, etag, last_modified, content_type, charset, bytes, dns_ms, connect_ms, first_byte_ms,
            total_ms, blob_key, skip_until, attempts, due_at, fetched_at, validators, msg_id, subject, payload, n)
), ins AS (
    INSERT INTO observations (observation_id, sensor_id, run_seq, outcome, failure_class, http_status, error, url,
        final_url, redirect_url, etag, last_modified, content_type, charset, bytes, dns_ms, connect_ms, first_byte_ms,
        total_ms, blob_key, skip_until, attempts, due_at, fetched_at)
    SELECT oid, sensor_id, run_seq, outcome::fetch_outcome, failure_class::failure_class, http_status, error, url,
        final_url, redirect_url, etag, last_modified, content_type, charset, bytes, dns_ms, connect_ms, first_byte_ms,
        total_ms, blob_key, skip_until, attempts, due_at, fetched_at
    FROM v ORDER BY sensor_id, run_seq
    ON CONFLICT (sensor_id, run_seq) DO NOTHING
    RETURNING observation_id
), fresh AS (
    SELECT v.* FROM v JOIN ins ON ins.observation_id = v.oid
), fail AS (
    INSERT INTO failures (sensor_id, observation_id, run_seq, failure_class, http_status, error)
    SELECT sensor_id, oid, run_seq, failure_class::failure_class, http_status, error FROM fresh
    WHERE failure_class IS NOT NULL ORDER BY n
), val AS (
    UPDATE sensors s SET etag = x.etag, last_modified = x.last_modified,
        validators_url = CASE WHEN x.final_url IS DISTINCT FROM s.url THEN x.final_url END, updated_at = now()
    FROM (SELECT DISTINCT ON (sensor_id) sensor_id, etag, last_modified, final_url FROM fresh WHERE validators
          ORDER BY sensor_id, n DESC) x
    WHERE s.sensor_id = x.sensor_id
), ob AS (
    INSERT INTO outbox (msg_id, subject, payload) SELECT msg_id, subject, payload FROM fresh ORDER BY n
), led AS (
    INSERT INTO cost_ledger AS l (company_id, day, service, units, bytes)
    SELECT company_id, day, 'fetcher', units, bytes FROM unnest($29::bigint[], $30::date[], $31::bigint[],
        $32::bigint[]) AS x(company_id, day, units, bytes) ORDER BY company_id, day
    ON CONFLICT (company_id, day, service) DO UPDATE SET units = l.units + EXCLUDED.units,
        bytes = l.bytes + EXCLUDED.bytes
), del AS (
    DELETE FROM fetch_claims c USING v WHERE c.sensor_id = v.sensor_id AND c.run_seq = v.run_seq
), rel AS (
""" + release_sql(33) + """
)
SELECT observation_id FROM ins
"""

_RESERVE = "SELECT nextval('observations_observation_id_seq'::regclass) FROM generate_series(1, $1)"


def _clip(text: str | None, n: int = 2000) -> str | None:
    return text if text is None or len(text) <= n else text[:n]


async def write_results(conn: asyncpg.Connection | asyncpg.Pool, results: Sequence[RunResult],
                        slots: DomainSlots) -> list[Written]:
    """Record finished runs atomically, in one statement (it needs no surrounding transaction; inside
    one it joins it). Per input, in order: the new observation id and the event enqueued, or
    (None, None) for a run that already had one."""
    rs = list(results)
    missing = [r for r in rs if r.observation_id is None]
    if missing:  # not claimed through claim_runs (tests, tools): reserve ids now
        got = await conn.fetch(_RESERVE, len(missing))
        for r, row in zip(missing, got, strict=True):
            r.observation_id = row[0]
    events: list[ObservationFetched] = []
    # the events' ids: random UUIDs as new_event_id makes them, from one getrandom call per batch
    rand = os.urandom(16 * len(rs))
    cols: list[list[Any]] = [[] for _ in range(25)]
    (oid, sid, seq, outcome, fclass, status, error, url, final_url, redirect_url, etag, lm, ctype, charset, nbytes,
     dns, conn_ms, fb, total, blob, skip, attempts, due, fetched, validators) = cols
    for i, r in enumerate(rs):
        x = r.classified
        out = str(x.outcome)
        fc = str(x.failure_class) if x.failure_class else None
        events.append(ObservationFetched(
            event_id=str(uuid.UUID(bytes=rand[16 * i:16 * i + 16], version=4)), sensor_id=r.sensor_id,
            run_seq=r.run_seq, observation_id=r.observation_id, outcome=out,  # type: ignore[arg-type]
            failure_class=fc, http_status=r.http_status, final_url=r.final_url, fetched_at=r.fetched_at,
            skip_until=x.skip_until, due_at=r.due_at,
        ))
        oid.append(r.observation_id)
        sid.append(r.sensor_id)
        seq.append(r.run_seq)
        outcome.append(out)
        fclass.append(fc)
        status.append(r.http_status)
        error.append(x.error)
        url.append(_clip(r.url, 8000))
        final_url.append(_clip(r.final_url, 8000))
        redirect_url.append(_clip(x.redirect_url, 8000))
        etag.append(_clip(r.etag, 1000))
        lm.append(_clip(r.last_modified, 200))
        ctype.append(_clip(r.content_type, 200))
        charset.append(_clip(r.charset, 50))
        nbytes.append(r.bytes)
        dns.append(r.dns_ms)
        conn_ms.append(r.connect_ms)
        fb.append(r.first_byte_ms)
        total.append(r.total_ms)
        blob.append(r.blob_key)
        skip.append(x.skip_until)
        attempts.append(r.attempts)
        due.append(r.due_at)
        fetched.append(r.fetched_at)
        validators.append(r.update_validators)
    msg_ids, subjects, payloads = outbox_columns(events)
    ledger: dict[tuple[int, date], list[int]] = defaultdict(lambda: [0, 0])
    for r in rs:
        if r.units > 0:
            acc = ledger[(r.company_id, r.fetched_at.date())]
            acc[0] += r.units
            acc[1] += r.wire_bytes
    keys = sorted(ledger)
    rows = await conn.fetch(
        _WRITE, *cols, msg_ids, subjects, payloads,
        [k[0] for k in keys], [k[1] for k in keys], [ledger[k][0] for k in keys], [ledger[k][1] for k in keys],
        *slots.release_args([r.release for r in rs if r.release is not None]
                            + [h for r in rs for h in r.hop_releases]),
    )
    inserted = {row[0] for row in rows}
    return [Written(r.observation_id, ev) if r.observation_id in inserted else Written(None, None)
            for r, ev in zip(rs, events, strict=True)]


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
