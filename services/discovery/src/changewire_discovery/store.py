"""Discovery's SQL: companies (onboarding fields), onboarding jobs in queue_jobs, sensor seeding with
`sensor.created` through the outbox, domains rows. Every write of one outcome is one transaction.
"""
from __future__ import annotations

import csv
import io
import random
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import asyncpg

from changewire_common.domains import registrable_domain, url_domain
from changewire_common.events import CompanyOnboardRequested, SensorCreated
from changewire_common.outbox import enqueue

from .engine import DiscoveryResult
from .select import base_interval_s, first_run_at, priority, quality_score, tier_for

JOB_KIND = "onboard"


#: letters NFKD does not take apart into a base letter and marks, spelled in ASCII (after lower-casing)
_TRANSLIT = str.maketrans({"ß": "ss", "æ": "ae", "ø": "o", "œ": "oe", "đ": "d", "ð": "d", "þ": "th", "ł": "l",
                           "ı": "i", "ħ": "h", "ŧ": "t", "ŋ": "n", "ĸ": "k"})


def slugify(name: str) -> str:
    """`Société Générale & Co.` → `societe-generale-co`, `Ærø Å/S` → `aero-a-s` (ASCII, lower case, hyphens).
    Lower-cased before the letters NFKD leaves whole are spelled out, so `Æ`/`Ø`/`Ł` count like `æ`/`ø`/`ł`
    (they were dropped: `Ærø Å/S` was `ro-a-s`).

    A letter or digit of a script with no ASCII spelling here (CJK, Cyrillic, Greek, Arabic …) is kept, in its
    NFKC form: `株式会社サンプル` → `株式会社サンプル`, `ООО Пример` → `ооо-пример`. They were dropped, so every
    such name had the slug `company` and the second one "already existed". A name in Latin letters keeps the
    slug it always had."""
    out = []
    for ch in name.lower().translate(_TRANSLIT):
        folded = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)).lower()
        out.append(folded if folded.isascii() else unicodedata.normalize("NFKC", ch))
    s = re.sub(r"[^a-z0-9]+" if "".join(out).isascii() else r"[\W_]+", "-", "".join(out)).strip("-")
    return s[:80].strip("-") or "company"


@dataclass(frozen=True)
class CompanyRow:
    name: str
    website: str
    tier: int = 3
    importance: float = 0.5

    @property
    def slug(self) -> str:
        return slugify(self.name)


def validate_company(name: str, website: str, tier: int, importance: float) -> list[str]:
    problems = []
    if not name.strip():
        problems.append("name is empty")
    elif any(ord(c) < 32 or c == "\x7f" for c in name):
        # a NUL cannot be stored (PostgreSQL text); a line break or other control character breaks every
        # one-line-per-company output
        problems.append(f"name contains a control character: {name!r}")
    if tier not in (1, 2, 3, 4):
        problems.append(f"tier must be 1-4, got {tier}")
    if not 0 <= importance <= 1:
        problems.append(f"importance must be between 0 and 1, got {importance}")
    w = website.strip()
    if w:
        from .probes import homepage_variants
        try:
            homepage_variants(w)
        except ValueError as exc:
            problems.append(str(exc))
    return problems


def read_companies_csv(text: str) -> tuple[list[CompanyRow], list[str]]:
    """Rows of a `name,website,tier,importance` CSV (header required; tier and importance optional).
    Returns (rows, problems with line numbers)."""
    text = text.lstrip("\ufeff")
    header = text.split("\n", 1)[0]
    # a spreadsheet saved as CSV in a locale whose decimal mark is a comma (de, fr, nl, …) separates with ';'
    delimiter = next((d for d in (";", "\t") if "," not in header and d in header), ",")
    reader = csv.DictReader(io.StringIO(text), delimiter=delimiter)
    fields = [f.strip().lower() for f in (reader.fieldnames or [])]
    if "name" not in fields or "website" not in fields:
        return [], ["CSV needs a header with at least the columns name,website"]
    rows: list[CompanyRow] = []
    problems: list[str] = []
    try:
        records = list(reader)
    except csv.Error as exc:  # a NUL or a stray line break the csv module refuses: the line, not a traceback
        return [], [f"line {reader.line_num}: not readable as CSV ({exc})"]
    for i, raw in enumerate(records, start=2):
        d = {(k or "").strip().lower(): (v or "").strip() for k, v in raw.items() if k}
        if not any(d.values()):
            continue
        try:
            tier = int(d.get("tier") or 3)
            imp_text = d.get("importance") or "0.5"
            imp = float(imp_text.replace(",", ".") if imp_text.count(",") == 1 else imp_text)  # 0,8: a decimal comma
        except ValueError:
            problems.append(f"line {i}: tier must be an integer and importance a number")
            continue
        errs = validate_company(d.get("name", ""), d.get("website", ""), tier, imp)
        if errs:
            problems.extend(f"line {i}: {e}" for e in errs)
            continue
        rows.append(CompanyRow(d["name"], d.get("website", ""), tier, imp))
    return rows, problems


async def insert_company(conn: asyncpg.Connection, row: CompanyRow, *, update: bool = False) -> tuple[int, bool]:
    """(company_id, created). With `update`, an existing slug gets the new website/tier/importance."""
    rec = await conn.fetchrow(
        "INSERT INTO companies (name, slug, website, tier, importance) VALUES ($1, $2, $3, $4, $5) "
        "ON CONFLICT (slug) DO NOTHING RETURNING company_id",
        row.name, row.slug, row.website or None, row.tier, row.importance)
    if rec is not None:
        return int(rec["company_id"]), True
    if update:
        cid = await conn.fetchval(
            "UPDATE companies SET name = $2, website = $3, tier = $4, importance = $5, updated_at = now() "
            "WHERE slug = $1 RETURNING company_id", row.slug, row.name, row.website or None, row.tier, row.importance)
    else:
        cid = await conn.fetchval("SELECT company_id FROM companies WHERE slug = $1", row.slug)
    return int(cid), False


async def request_onboarding(conn: asyncpg.Connection, company_id: int, *, fetch_now: bool = False) -> tuple[int, bool]:
    """Create the company's onboarding job and its `company.onboard.requested` event in the caller's
    transaction; when one is already queued or running, return it (job_id, created=False) and do nothing.
    The partial unique index queue_jobs_active decides, not a prior check."""
    for _ in range(3):
        job_id = await conn.fetchval(
            "INSERT INTO queue_jobs (kind, company_id, payload) VALUES ($1, $2, $3) "
            "ON CONFLICT (kind, company_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING job_id",
            JOB_KIND, company_id, {"fetch_now": fetch_now})
        if job_id is not None:
            await enqueue(conn, CompanyOnboardRequested(company_id=company_id, job_id=int(job_id)))
            await conn.execute(
                "UPDATE companies SET onboarding_status = 'pending', onboarding_error = NULL, updated_at = now() "
                "WHERE company_id = $1 AND onboarding_status <> 'discovering'", company_id)
            return int(job_id), True
        existing = await conn.fetchval(
            "SELECT job_id FROM queue_jobs WHERE kind = $1 AND company_id = $2 AND status IN ('queued', 'running')",
            JOB_KIND, company_id)
        if existing is not None:
            return int(existing), False
    raise RuntimeError(f"could not create or find the onboarding job of company {company_id}")


@dataclass
class ClaimedJob:
    job_id: int
    company_id: int
    attempts: int
    max_attempts: int
    payload: dict[str, Any]
    name: str
    slug: str
    website: str
    tier: int
    importance: float


async def claim_job(conn: asyncpg.Connection, worker: str, lease_s: float, job_id: int | None = None) -> ClaimedJob | None:
    """Claim one due onboarding job (queued and due, or running with an expired lease) with
    FOR UPDATE SKIP LOCKED; mark its company `discovering`. One transaction."""
    async with conn.transaction():
        rec = await conn.fetchrow(
            """WITH c AS (
                   SELECT job_id FROM queue_jobs
                   WHERE kind = $1 AND ($4::bigint IS NULL OR job_id = $4)
                     AND ((status = 'queued' AND run_after <= now()) OR (status = 'running' AND locked_until < now()))
                   ORDER BY run_after, job_id LIMIT 1 FOR UPDATE SKIP LOCKED)
               UPDATE queue_jobs j SET status = 'running', attempts = j.attempts + 1, locked_by = $2,
                      locked_until = now() + make_interval(secs => $3), updated_at = now()
               FROM c WHERE j.job_id = c.job_id
               RETURNING j.job_id, j.company_id, j.attempts, j.max_attempts, j.payload""",
            JOB_KIND, worker, float(lease_s), job_id)
        if rec is None:
            return None
        comp = await conn.fetchrow(
            "UPDATE companies SET onboarding_status = 'discovering', updated_at = now() WHERE company_id = $1 "
            "RETURNING name, slug, coalesce(website, '') AS website, tier, importance", rec["company_id"])
        if comp is None:  # company deleted under us
            await conn.execute("UPDATE queue_jobs SET status = 'failed', last_error = 'company not found', "
                               "finished_at = now(), locked_by = NULL WHERE job_id = $1", rec["job_id"])
            return None
        if rec["attempts"] > rec["max_attempts"]:
            # a worker died holding the last attempt: out of attempts
            await conn.execute(
                "UPDATE queue_jobs SET status = 'dead', last_error = coalesce(last_error, 'lease expired'), "
                "finished_at = now(), locked_by = NULL, locked_until = NULL WHERE job_id = $1", rec["job_id"])
            await conn.execute("UPDATE companies SET onboarding_status = 'failed', onboarding_error = "
                               "'onboarding attempts exhausted', updated_at = now() WHERE company_id = $1",
                               rec["company_id"])
            return None
        return ClaimedJob(int(rec["job_id"]), int(rec["company_id"]), int(rec["attempts"]), int(rec["max_attempts"]),
                          dict(rec["payload"] or {}), comp["name"], comp["slug"], comp["website"], int(comp["tier"]),
                          float(comp["importance"]))


class LeaseLost(Exception):
    """The job is no longer ours (lease expired and another worker took it)."""


async def _lock_job(conn: asyncpg.Connection, job: ClaimedJob, worker: str) -> None:
    rec = await conn.fetchrow("SELECT status, locked_by, attempts FROM queue_jobs WHERE job_id = $1 FOR UPDATE", job.job_id)
    if rec is None or rec["status"] != "running" or rec["locked_by"] != worker or rec["attempts"] != job.attempts:
        raise LeaseLost(f"job {job.job_id} is no longer held by {worker}")


async def store_result(
    conn: asyncpg.Connection, job: ClaimedJob, worker: str, result: DiscoveryResult, *, now: datetime,
    rng: random.Random, min_interval_s: int, max_interval_s: int,
) -> list[int]:
    """Seed the selected sensors (skipping surfaces the company already watches), write the company's
    outcome, domains and statistics, finish the job — one transaction. Returns the new sensor ids."""
    fetch_now = bool(job.payload.get("fetch_now"))
    created: list[int] = []
    async with conn.transaction():
        await _lock_job(conn, job, worker)
        await conn.execute("SELECT 1 FROM companies WHERE company_id = $1 FOR UPDATE", job.company_id)
        live = await conn.fetch("SELECT surface::text AS surface, url FROM sensors WHERE company_id = $1 "
                                "AND status <> 'retired'", job.company_id)
        live_surfaces = {r["surface"] for r in live if r["surface"] != "feed"}
        live_urls = {r["url"] for r in live}
        for c in result.selected:
            if str(c.surface) in live_surfaces or c.url in live_urls:
                continue
            interval = base_interval_s(c.surface, job.tier, min_s=min_interval_s, max_s=max_interval_s)
            sid = await conn.fetchval(
                """INSERT INTO sensors (company_id, surface, kind, url, domain, config, status, tier, base_interval_s,
                       current_interval_s, next_run_at, priority, quality_score, discovery_method, discovery_confidence)
                   VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $8, $9, $10, $11, $12, $13)
                   ON CONFLICT (company_id, kind, url) WHERE status <> 'retired' DO NOTHING
                   RETURNING sensor_id""",
                job.company_id, str(c.surface), str(c.kind), c.url, url_domain(c.url), c.config,
                tier_for(interval), interval, first_run_at(now, interval, rng, fetch_now=fetch_now),
                priority(job.importance, c.surface), quality_score(c), str(c.method), round(c.confidence, 4))
            if sid is None:
                continue
            created.append(int(sid))
            await enqueue(conn, SensorCreated(sensor_id=int(sid), company_id=job.company_id, surface=str(c.surface),
                                              url=c.url))
        canonical = await _canonical_domain(conn, job, result)
        await _write_domains(conn, job.company_id, result, canonical)
        stats = dict(result.stats)
        stats.update({"sensors_created": len(created), "outcome": result.outcome, "homepage_url": result.homepage_url,
                      "selected": [{"surface": str(c.surface), "url": c.url, "method": str(c.method),
                                    "confidence": round(c.confidence, 3), "verified": bool(c.verified)}
                                   for c in result.selected]})
        status = result.outcome if result.outcome in ("active", "no_website", "failed") else "failed"
        await conn.execute(
            """UPDATE companies SET onboarding_status = $2, onboarding_error = $3, canonical_domain = coalesce($4, canonical_domain),
                   social_profiles = $5, discovery_stats = $6, discovered_at = $7, updated_at = now()
               WHERE company_id = $1""",
            job.company_id, status, result.error if status != "active" else None, canonical,
            result.social_profiles[:30], stats, now)
        await conn.execute(
            "UPDATE queue_jobs SET status = $2, result = $3, last_error = $4, finished_at = now(), locked_by = NULL, "
            "locked_until = NULL, updated_at = now() WHERE job_id = $1",
            job.job_id, "failed" if status == "failed" else "done",
            {"outcome": status, "sensors_created": len(created), "requests": result.requests,
             "elapsed_ms": result.elapsed_ms}, result.error)
    return created


async def _canonical_domain(conn: asyncpg.Connection, job: ClaimedJob, result: DiscoveryResult) -> str | None:
    """The company's domain; after an off-domain homepage redirect, the new one only when the redirect is
    unambiguous (one target) and unique (no other company claims that domain)."""
    if not result.canonical_domain:
        return registrable_domain(_host(job.website)) if job.website else None
    start = url_domain(result.company_url if "://" in result.company_url else "//" + result.company_url) or \
        registrable_domain(_host(job.website))
    targets = {new for _, new in result.redirect_domains}
    if not targets:
        return result.canonical_domain
    if len(targets) == 1:
        new = next(iter(targets))
        taken = await conn.fetchval(
            "SELECT count(*) FROM companies WHERE company_id <> $1 AND canonical_domain = $2", job.company_id, new)
        if not taken:
            return new
    result.stats["canonical_domain_kept"] = "redirect target ambiguous or claimed by another company"
    return start or None


def _host(website: str) -> str:
    from urllib.parse import urlsplit
    w = website.strip()
    return (urlsplit(w if "://" in w else "//" + w).hostname or "").lower()


async def _write_domains(conn: asyncpg.Connection, company_id: int, result: DiscoveryResult, canonical: str | None) -> None:
    if canonical:
        await conn.execute(
            "INSERT INTO domains (domain, company_id, kind) VALUES ($1, $2, 'primary') ON CONFLICT (domain) DO UPDATE "
            "SET company_id = coalesce(domains.company_id, EXCLUDED.company_id), updated_at = now()",
            canonical, company_id)
    for old, new in result.redirect_domains:
        await conn.execute(
            "INSERT INTO domains (domain, company_id, kind, redirects_to) VALUES ($1, $2, 'redirect', $3) "
            "ON CONFLICT (domain) DO UPDATE SET kind = 'redirect', redirects_to = EXCLUDED.redirects_to, "
            "company_id = coalesce(domains.company_id, EXCLUDED.company_id), updated_at = now() "
            "WHERE domains.company_id IS NULL OR domains.company_id = EXCLUDED.company_id",
            old, company_id, new)
    for c in result.selected:
        if str(c.kind) == "ats":
            d = url_domain(c.url)
            if d:
                await conn.execute("INSERT INTO domains (domain, kind) VALUES ($1, 'ats') ON CONFLICT (domain) DO NOTHING", d)


async def fail_job(conn: asyncpg.Connection, job: ClaimedJob, worker: str, error: str, *, backoff_s: float,
                   permanent: bool = False, stats: dict[str, Any] | None = None) -> str:
    """A failed attempt: back to `queued` after backoff × attempts, or `dead` after max_attempts (company
    `failed`). Returns the job's new status."""
    async with conn.transaction():
        await _lock_job(conn, job, worker)
        dead = permanent or job.attempts >= job.max_attempts
        new_status = "dead" if dead else "queued"
        await conn.execute(
            "UPDATE queue_jobs SET status = $2, last_error = $3, run_after = now() + make_interval(secs => $4), "
            "locked_by = NULL, locked_until = NULL, updated_at = now(), finished_at = CASE WHEN $5 THEN now() END "
            "WHERE job_id = $1",
            job.job_id, new_status, error[:2000], float(backoff_s * job.attempts), dead)
        await conn.execute(
            "UPDATE companies SET onboarding_status = $2, onboarding_error = $3, "
            "discovery_stats = CASE WHEN $4::jsonb IS NULL THEN discovery_stats ELSE $4::jsonb END, updated_at = now() "
            "WHERE company_id = $1",
            job.company_id, "failed" if dead else "pending", error[:2000], stats)
    return new_status


async def onboarding_progress(conn: asyncpg.Connection, company_ids: list[int]) -> dict[str, int]:
    """Counts of the companies' onboarding states: done (active), active (in flight), failed, no_website."""
    rows = await conn.fetch("SELECT onboarding_status::text AS s, count(*) AS n FROM companies "
                            "WHERE company_id = ANY($1::bigint[]) GROUP BY 1", company_ids)
    by = {r["s"]: int(r["n"]) for r in rows}
    return {"done": by.get("active", 0), "active": by.get("pending", 0) + by.get("discovering", 0),
            "failed": by.get("failed", 0), "no_website": by.get("no_website", 0), "total": len(company_ids)}
