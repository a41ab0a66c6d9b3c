"""Sensor status transitions: the one function that writes a sensor's new status and enqueues
`sensor.status_changed.<to>` in the same transaction. Scheduler and repair both call it."""
from __future__ import annotations

import asyncpg

from .events import SensorStatusChanged
from .outbox import enqueue
from .vocab import SensorStatus

#: transitions allowed from each status (a same-status write is a no-op, not a transition)
ALLOWED: dict[str, frozenset[str]] = {
    "pending": frozenset({"active", "failing", "stale", "retired", "blocked", "redirected"}),
    "active": frozenset({"failing", "stale", "retired", "blocked", "redirected"}),
    "failing": frozenset({"active", "stale", "retired", "blocked", "redirected"}),
    "stale": frozenset({"active", "failing", "retired", "blocked", "redirected"}),
    "redirected": frozenset({"active", "failing", "retired", "blocked", "pending"}),
    "blocked": frozenset({"active", "retired", "pending"}),
    "retired": frozenset(),
}


class InvalidTransition(ValueError):
    def __init__(self, sensor_id: int, from_status: str, to_status: str) -> None:
        super().__init__(f"sensor {sensor_id}: {from_status} → {to_status} is not an allowed transition")
        self.sensor_id = sensor_id
        self.from_status = from_status
        self.to_status = to_status


def is_allowed(from_status: str, to_status: str) -> bool:
    return to_status in ALLOWED.get(from_status, frozenset())


async def transition(
    conn: asyncpg.Connection,
    sensor_id: int,
    to_status: SensorStatus | str,
    *,
    reason: str,
    failure_class: str | None = None,
    expected_from: str | None = None,
) -> SensorStatusChanged | None:
    """Set the sensor's status and enqueue `sensor.status_changed.<to>`; call inside a transaction.

    Returns the event, or None when the sensor already has that status (no event). Raises
    InvalidTransition for a transition the lifecycle forbids (e.g. out of `retired`), and
    LookupError when the sensor does not exist or `expected_from` no longer holds.
    """
    to = str(to_status)
    row = await conn.fetchrow("SELECT status::text AS status FROM sensors WHERE sensor_id = $1 FOR UPDATE", sensor_id)
    if row is None:
        raise LookupError(f"sensor {sensor_id} does not exist")
    current = row["status"]
    if expected_from is not None and current != expected_from:
        raise LookupError(f"sensor {sensor_id} is {current}, not {expected_from}")
    if current == to:
        return None
    if not is_allowed(current, to):
        raise InvalidTransition(sensor_id, current, to)
    await conn.execute(
        "UPDATE sensors SET status = $2, status_reason = $3, status_changed_at = now(), updated_at = now() "
        "WHERE sensor_id = $1",
        sensor_id, to, reason,
    )
    event = SensorStatusChanged(
        sensor_id=sensor_id, from_status=current, to_status=to, reason=reason, failure_class=failure_class
    )
    await enqueue(conn, event)
    return event
