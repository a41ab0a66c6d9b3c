"""Outcome handlers: decode, normalise, hand to the batching applier, return a disposition."""
from __future__ import annotations

import logging

from changewire_common.bus import Ack, Delivery, Disposition, Handler, Term
from changewire_common.events import ObservationFetched, SnapshotStored

from .applier import ApplyResult, OutcomeApplier
from .policy import run_outcome

logger = logging.getLogger(__name__)


def make_handlers(applier: OutcomeApplier) -> dict[str, Handler]:
    """Handlers by durable consumer name."""

    async def handle_run_outcome(d: Delivery) -> Disposition:
        """observation.fetched.{not_modified,failed,redirected,skipped} or snapshot.stored.* in; nothing
        published except sensor.status_changed.* (through the outbox). Ack when applied or stale; Term
        for an outcome that cannot be applied (unknown value); TransientError → NAK with backoff."""
        event = d.event
        if not isinstance(event, ObservationFetched | SnapshotStored):
            return Term(f"unexpected event {type(event).__name__} on {d.subject}")
        try:
            outcome = run_outcome(event)
        except ValueError as exc:
            if isinstance(event, ObservationFetched) and event.outcome == "ok":
                return Ack()  # the differ's snapshot.stored completes an ok run
            return Term(str(exc))
        result = await applier.submit(event.sensor_id, event.run_seq, outcome)
        if result is not ApplyResult.APPLIED:
            logger.debug("stale outcome ignored: %s", result.value,
                         extra={"sensor_id": event.sensor_id, "event_id": d.msg_id, "subject": d.subject})
        return Ack()

    return {
        "scheduler-observation-fetched": handle_run_outcome,
        "scheduler-snapshot-stored": handle_run_outcome,
    }
