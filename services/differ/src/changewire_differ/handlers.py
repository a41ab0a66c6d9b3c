"""The differ's handler: `observation.fetched.ok` in; `snapshot.stored.<result>` always and
`change.detected.<surface>.<significance>` for meaningful+ changes out, written with the snapshot,
change, entities and sensor hashes in one transaction. Idempotent on observation_id
(differ_results); a duplicate is acked and skipped. Unparseable bodies end the run as
`snapshot.stored.failed` (PARSING / SCHEMA); database outages NAK with backoff.
"""
from __future__ import annotations

import asyncio
import logging
import time
from datetime import datetime
from typing import Any

import asyncpg
import msgspec
import zstandard

from changewire_common.blobs import FileBlobStore
from changewire_common.bus import Delivery, Disposition
from changewire_common.clock import utcnow
from changewire_common.errors import PoisonMessage, TransientError
from changewire_common.events import ChangeDetected, ObservationFetched, SnapshotStored
from changewire_common.outbox import enqueue, row_values
from changewire_common.vocab import SIGNIFICANCE_ORDER

from . import metrics as m
from . import store
from .classify import delta_dict
from .model import Analysis, DocState, ParseFailure, PreviousState
from .payload import decode_state, encode_state, entity_rows, structured_payload, summary_counters
from .pipeline import READER, AnalyzeConfig, analyze, read
from .settings import DifferSettings

logger = logging.getLogger(__name__)

CONSUMER = "differ-observation-fetched"


async def _blob_get(blobs: FileBlobStore, key: str) -> bytes | None:
    t0 = time.perf_counter()
    try:
        return await blobs.get(key)
    except (FileNotFoundError, ValueError):
        return None
    except zstandard.ZstdError as exc:
        # a blob cut short or overwritten is as gone as a missing one: retrying cannot read it (NAKed, it would be
        # redelivered until dead-lettered, and the sensor's run left open)
        logger.warning("blob %s unreadable: %s", key, exc)
        return None
    except OSError as exc:
        raise TransientError(f"blob store: {exc}") from exc
    finally:
        m.BLOB_SECONDS.labels("get").observe(time.perf_counter() - t0)


async def _blob_put(blobs: FileBlobStore, data: bytes) -> str:
    t0 = time.perf_counter()
    try:
        return await blobs.put(data)
    except OSError as exc:
        raise TransientError(f"blob store: {exc}") from exc
    finally:
        m.BLOB_SECONDS.labels("put").observe(time.perf_counter() - t0)


def _config_for(settings: DifferSettings, sensor_config: dict[str, Any]) -> AnalyzeConfig:
    cfg = settings.analyze_config()
    extra = sensor_config.get("volatile_paths") if isinstance(sensor_config, dict) else None
    if isinstance(extra, list) and extra:
        from dataclasses import replace

        cfg = replace(cfg, volatile_paths=cfg.volatile_paths + tuple(str(x) for x in extra))
    return cfg


class _MovedOn(Exception):
    """Another observation of the sensor was decided while this one was analysed."""


async def process_observation(
    pool: asyncpg.Pool, blobs: FileBlobStore, observation_id: int, *, settings: DifferSettings | None = None
) -> SnapshotStored | None:
    """Decide one `ok` observation; returns the SnapshotStored event it enqueued, or None when the
    observation was decided already (or is not an `ok` fetch). Raises TransientError when the
    database or blob store is unavailable, PoisonMessage when the observation does not exist."""
    settings = settings or DifferSettings()
    for _attempt in range(3):
        try:
            return await _process_once(pool, blobs, observation_id, settings)
        except _MovedOn:
            continue
    raise TransientError(f"observation {observation_id}: its sensor keeps moving on; retry later", retry_after_s=2.0)


async def _reread(blobs: FileBlobStore, snap: store.SnapshotRow, doc: DocState, obs: store.ObservationRow,
                  settings: DifferSettings) -> DocState:
    """The previous snapshot read again from its raw body by this release's code, when another release
    made its state: comparing two readings of one code, an extraction that improved (a department now
    found, a badge no longer part of a title) is not reported as a change of the page. The stored state
    stands when its raw body is gone or no longer reads."""
    raw = await _blob_get(blobs, snap.raw_blob_key) if snap.raw_blob_key else None
    if raw is None or len(raw) > settings.max_body_bytes:
        return doc
    try:
        again = await asyncio.to_thread(read, raw, kind=doc.kind, surface=doc.surface, content_type=snap.content_type,
                                        url=doc.url, config=_config_for(settings, obs.config))
    except Exception as exc:  # noqa: BLE001 - a re-read is a refinement: it never fails the decision
        logger.warning("previous snapshot not re-read (%s: %s); its stored state is compared", type(exc).__name__, exc,
                       extra={"sensor_id": obs.sensor_id})
        return doc
    if "html:cut" in doc.notes and "html:cut" not in again.notes:
        again.notes.append("html:cut")  # (a judgement of that comparison, not of the reading: kept)
    m.REREADS.inc()
    return again


async def _process_once(
    pool: asyncpg.Pool, blobs: FileBlobStore, observation_id: int, settings: DifferSettings
) -> SnapshotStored | None:
    # load (one query): the observation, its sensor, the previous snapshot, the differ's memory of the sensor
    ctx = await store.load_context(pool, observation_id)
    if ctx is None:
        raise PoisonMessage(f"observation {observation_id} does not exist")
    obs, prev_snap, memory = ctx.observation, ctx.snapshot, ctx.memory
    if obs.outcome != "ok" or ctx.decided:
        m.DUPLICATES.inc()
        return None
    prev_doc = None
    if prev_snap is not None and prev_snap.blocks_blob_key:
        raw_state = await _blob_get(blobs, prev_snap.blocks_blob_key)
        if raw_state is not None:
            try:
                prev_doc = decode_state(raw_state)
            except (msgspec.DecodeError, msgspec.ValidationError):
                logger.warning("previous state blob unreadable; treating as baseline", extra={"sensor_id": obs.sensor_id})
    if prev_doc is not None and prev_doc.reader != READER and prev_snap is not None and prev_snap.raw_blob_key:
        prev_doc = await _reread(blobs, prev_snap, prev_doc, obs, settings)
    previous = None
    if prev_doc is not None or memory is not None:
        previous = PreviousState(
            doc=prev_doc,
            latest_visible_hash=memory.visible_hash if memory else None,
            latest_normalized_hash=memory.normalized_hash if memory else None,
            latest_structured_hash=memory.structured_hash if memory else None,
            variants=memory.variants if memory else [],
        )
    # decide (pure, CPU-bound: in a thread so the event loop keeps heart-beating)
    analysis: Analysis | None = None
    failure: ParseFailure | None = None
    body = await _blob_get(blobs, obs.blob_key) if obs.blob_key else None
    if body is None:
        failure = ParseFailure("PARSING", "raw body missing from the blob store (or unreadable there)")
    elif len(body) > settings.max_body_bytes:
        failure = ParseFailure("PARSING", f"body of {len(body)} bytes exceeds CHANGEWIRE_DIFFER_MAX_BODY_BYTES")
    else:
        m.BODY_BYTES.observe(len(body))
        t0 = time.perf_counter()
        try:
            analysis = await asyncio.to_thread(
                analyze, body, content_type=obs.content_type, url=obs.final_url or obs.sensor_url, surface=obs.surface,
                kind=obs.kind, previous=previous, now=obs.fetched_at, config=_config_for(settings, obs.config))
        except ParseFailure as exc:
            failure = exc
        finally:
            m.ANALYSIS_SECONDS.observe(time.perf_counter() - t0)
    stale = bool(prev_snap is not None and obs.fetched_at < prev_snap.fetched_at)
    # blobs first: content-addressed, so a retried handler rewrites the same keys harmlessly
    text_key = state_key = None
    keep_snapshot = analysis is not None and not stale and (
        analysis.outcome in ("baseline", "changed") or (analysis.outcome == "noise" and settings.keep_noise_snapshots))
    if analysis is not None and keep_snapshot:
        text_key = await _blob_put(blobs, analysis.text.encode("utf-8", "surrogatepass"))
        state_key = await _blob_put(blobs, encode_state(analysis.doc))
    t0 = time.perf_counter()
    try:
        return await _write(pool, obs, prev_snap, memory, analysis, failure, stale, keep_snapshot, text_key, state_key, settings)
    except (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.exceptions.SerializationError,
            asyncpg.exceptions.DeadlockDetectedError, OSError, TimeoutError) as exc:
        raise TransientError(f"postgres: {type(exc).__name__}: {exc}") from exc
    finally:
        m.DB_SECONDS.observe(time.perf_counter() - t0)


async def _write(pool: asyncpg.Pool, obs: store.ObservationRow, prev_snap: store.SnapshotRow | None,
                 memory: store.SensorMemory | None, a: Analysis | None, failure: ParseFailure | None, stale: bool,
                 keep_snapshot: bool, text_key: str | None, state_key: str | None,
                 settings: DifferSettings) -> SnapshotStored | None:
    seen_at: datetime = obs.fetched_at
    async with pool.acquire() as conn, conn.transaction():
        last_snapshot_id, last_obs, decided = await store.lock_sensor_for(conn, obs.sensor_id, obs.observation_id)
        if decided:
            m.DUPLICATES.inc()
            return None
        if last_snapshot_id != obs.last_snapshot_id or last_obs != (memory.last_observation_id if memory else None):
            # another observation of this sensor was decided while we analysed: decide again on top of it
            raise _MovedOn()
        if failure is not None or a is None:
            fc = failure.failure_class if failure else "PARSING"
            msg = failure.message if failure else "no analysis"
            await store.record_result(conn, observation_id=obs.observation_id, sensor_id=obs.sensor_id,
                                      run_seq=obs.run_seq, result="failed", failure_class=fc, note=msg)
            ev = SnapshotStored(sensor_id=obs.sensor_id, run_seq=obs.run_seq, observation_id=obs.observation_id,
                                result="failed", failure_class=fc, extraction_confidence=0.0)
            await enqueue(conn, ev)
            m.RESULTS.labels("failed").inc()
            m.PARSE_FAILURES.labels(fc).inc()
            logger.warning("body unusable: %s: %s", fc, msg, extra={"sensor_id": obs.sensor_id,
                                                                     "observation_id": obs.observation_id})
            return ev
        doc = a.doc
        if stale:
            # an observation older than the last snapshot: history only, the sensor does not go back in time
            await store.record_result(conn, observation_id=obs.observation_id, sensor_id=obs.sensor_id,
                                      run_seq=obs.run_seq, result="unchanged", note="stale: older than the last snapshot")
            ev = SnapshotStored(sensor_id=obs.sensor_id, run_seq=obs.run_seq, observation_id=obs.observation_id,
                                result="unchanged", extraction_confidence=doc.extraction_confidence)
            await enqueue(conn, ev)
            m.RESULTS.labels("unchanged").inc()
            return ev
        snapshot_id: int | None = None
        change_id: int | None = None
        significance = a.significance if a.outcome == "changed" else None
        if keep_snapshot:
            assert text_key is not None and state_key is not None
            snapshot_id, _version = await store.insert_snapshot(
                conn, sensor_id=obs.sensor_id, observation_id=obs.observation_id,
                previous_snapshot_id=prev_snap.snapshot_id if prev_snap else None, result=a.outcome,
                normalized_hash=doc.normalized_hash, structured_hash=doc.structured_hash, raw_blob_key=obs.blob_key,
                text_blob_key=text_key, blocks_blob_key=state_key,
                structured=structured_payload(doc, max_items=settings.structured_max_items,
                                              max_bytes=settings.structured_max_bytes),
                summary=summary_counters(a), extraction_confidence=doc.extraction_confidence, fetched_at=obs.fetched_at)
            counts = await store.reconcile_entities(
                conn, sensor_id=obs.sensor_id, company_id=obs.company_id, current=entity_rows(doc),
                removable_types=set(a.removals_trusted) if a.outcome == "changed" else set(), seen_at=seen_at)
            logger.debug("entities reconciled %s", counts, extra={"sensor_id": obs.sensor_id})
        if a.outcome == "changed" and snapshot_id is not None and significance is not None:
            status = "pending" if SIGNIFICANCE_ORDER[significance] >= SIGNIFICANCE_ORDER["meaningful"] else "archived"
            delta = delta_dict(a.delta)
            if (status == "pending" and a.kind == "post_published" and obs.surface in store.POST_SURFACES
                    and await store.posts_reported(conn, company_id=obs.company_id, sensor_id=obs.sensor_id,
                                                   items=delta.get("items_added") or [], detected_at=obs.fetched_at)):
                # the company's blog page and its feed announce one post: reported once, by whichever saw it first
                status = "archived"
                m.CHANGES_ALREADY_REPORTED.inc()
                a.notes.append("already reported: every post added was reported by the company's other post sensor")
            change_id = await store.insert_change(
                conn, sensor_id=obs.sensor_id, company_id=obs.company_id, surface=obs.surface,
                snapshot_before_id=prev_snap.snapshot_id if prev_snap else None, snapshot_after_id=snapshot_id,
                kind=a.kind or "content_changed", significance=significance, delta=delta, summary=a.summary,
                status=status, observed_from=prev_snap.fetched_at if prev_snap else None, detected_at=obs.fetched_at,
                source_published_at=a.source_published_at)
            m.CHANGES.labels(obs.surface, significance).inc()
            if a.flapping:
                m.FLAPPING.labels("suppressed" if significance == "minor" else "reported").inc()
            if status == "pending":
                await enqueue(conn, ChangeDetected(
                    change_id=change_id, sensor_id=obs.sensor_id, company_id=obs.company_id,
                    company_name=obs.company_name, surface=obs.surface, url=obs.sensor_url, significance=significance,
                    kind=a.kind or "content_changed", delta=a.delta, summary=a.summary,
                    snapshot_before_id=prev_snap.snapshot_id if prev_snap else None, snapshot_after_id=snapshot_id,
                    observed_from=prev_snap.fetched_at if prev_snap else None, detected_at=obs.fetched_at,
                    source_published_at=a.source_published_at, due_at=obs.due_at))
                if obs.due_at is not None:
                    m.DETECTION_SECONDS.observe(max(0.0, (utcnow() - obs.due_at).total_seconds()))
        for note in a.notes:
            guard = note.split(":", 1)[0]
            if guard in ("parse degradation", "partial sitemap", "window slide"):
                m.GUARDS.labels(guard.replace(" ", "_")).inc()
            if guard == "parse degradation":
                await store.open_review(conn, kind="parse_degradation", sensor_id=obs.sensor_id, company_id=obs.company_id,
                                        payload={"observation_id": obs.observation_id, "note": note, "url": obs.sensor_url})
        ev = SnapshotStored(sensor_id=obs.sensor_id, run_seq=obs.run_seq, observation_id=obs.observation_id,
                            result=a.outcome, snapshot_id=snapshot_id, significance=significance, change_id=change_id,
                            extraction_confidence=doc.extraction_confidence)
        # sensor hashes, entities seen (when no snapshot reconciled them), memory, result record and the event
        await store.finish_decision(
            conn, sensor_id=obs.sensor_id, observation_id=obs.observation_id, run_seq=obs.run_seq,
            normalized_hash=doc.normalized_hash, structured_hash=doc.structured_hash, snapshot_id=snapshot_id,
            visible_hash=doc.visible_hash, variants=a.variants, fetched_at=seen_at, touch_entities=not keep_snapshot,
            result=a.outcome, change_id=change_id, significance=significance, note="; ".join(a.notes) or None,
            event=row_values(ev))
        m.RESULTS.labels(a.outcome).inc()
        return ev


def make_handler(pool: asyncpg.Pool, blobs: FileBlobStore, settings: DifferSettings):  # type: ignore[no-untyped-def]
    """`observation.fetched.ok` → process_observation; duplicates and other outcomes are acked."""

    async def handle_observation_fetched(d: Delivery) -> Disposition | None:
        ev = d.event
        if not isinstance(ev, ObservationFetched):
            raise PoisonMessage(f"unexpected event {type(ev).__name__} on {d.subject}")
        if ev.outcome != "ok":
            return None
        await d.in_progress()
        await process_observation(pool, blobs, ev.observation_id, settings=settings)
        return None

    return handle_observation_fetched
