"""Handlers of the repair service (thin: decode, hand the sensor to the Repairer, return a disposition)."""
from __future__ import annotations

import logging

from changewire_common.bus import Ack, Delivery, Disposition, Handler
from changewire_common.errors import PoisonMessage
from changewire_common.events import SensorStatusChanged

from .decide import is_trigger
from .repair import Repairer

logger = logging.getLogger(__name__)


def make_status_changed_handler(repairer: Repairer) -> Handler:
    async def handle_sensor_status_changed(d: Delivery) -> Disposition | None:
        """sensor.status_changed.<to> in; failing/stale/redirected → one repair attempt (its writes and
        sensor.migrated / sensor.status_changed events go through the outbox); other statuses and
        duplicates (the attempt stamp) → ack."""
        ev = d.event
        if not isinstance(ev, SensorStatusChanged):
            raise PoisonMessage(f"expected SensorStatusChanged on {d.subject}, got {type(ev).__name__}")
        if not is_trigger(ev.to_status):
            return Ack()
        report = await repairer.repair(ev.sensor_id, trigger="event", heartbeat=d.in_progress)
        if report.skipped:
            logger.debug("sensor %s: repair skipped: %s", ev.sensor_id, report.skipped,
                         extra={"sensor_id": ev.sensor_id, "event_id": d.msg_id})
        return Ack()

    return handle_sensor_status_changed
