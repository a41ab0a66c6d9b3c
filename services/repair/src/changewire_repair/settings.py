"""Settings of the repair service (env: CHANGEWIRE_REPAIR_<NAME>); common ones come from CommonSettings.

Each field's default and meaning sit next to it: this class is the documentation of repair's knobs.
"""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class RepairSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "repair"

    #: seconds between two sweeps over every sensor that needs repair
    sweep_interval_s: float = 1800.0
    #: seconds between two polls of settings_kv 'repair.sweep_requested_at' (the scheduler's sweep request)
    sweep_poll_s: float = 30.0
    #: at most this many sensors are attempted by one sweep (oldest attempts first)
    sweep_max_sensors: int = 500
    #: sensors repaired at the same time (sweep and event handler each)
    concurrency: int = 4
    #: a sensor is not attempted again before this many seconds after its last attempt (config.last_repair_at)
    min_attempt_interval_s: float = 21600.0
    #: HTTP requests one repair may make (redirect hops and robots.txt included)
    max_requests: int = 6
    #: a candidate whose 64-bit simhash differs from the last snapshot's in at most this many bits is the same content
    simhash_max_distance: int = 12
    #: ... or whose fuzzy word-sequence similarity with the last snapshot text is at least this (0–1)
    fuzzy_min_ratio: float = 0.6
    #: this many PAGE_REMOVED failures since the last success (or last attempt) trigger a repair of a live sensor
    page_removed_threshold: int = 2
    #: wait at most this long for a domain's politeness slot before giving a request up (repair is not in a hurry)
    slot_max_wait_s: float = 30.0
    #: one repair GET (connect, headers and body) gives up after this many seconds
    fetch_timeout_s: float = 20.0
    #: body size cap for pages repair fetches, bytes (a longer page is cut, not refused)
    max_body_bytes: int = 5_000_000
    #: create a review_queue item when a site answers but no candidate is the same content
    review_on_uncertain: bool = True

    def validate(self) -> list[str]:
        problems: list[str] = []

        env = self.env_var

        problems += self.below(0, "sweep_interval_s", "min_attempt_interval_s", "slot_max_wait_s")
        # polled without pause, PostgreSQL would be asked whether a sweep is due in a busy loop
        problems += self.below(0, "sweep_poll_s", strict=True)
        problems += self.below(1, "sweep_max_sensors", "concurrency", "max_requests", "page_removed_threshold",
                               "max_body_bytes")
        problems += self.below(0, "fetch_timeout_s", strict=True)
        if not 0 <= self.simhash_max_distance <= 64:
            problems.append(f"{env('simhash_max_distance')}: must be within 0..64, got {self.simhash_max_distance}")
        if not 0.0 < self.fuzzy_min_ratio <= 1.0:
            problems.append(f"{env('fuzzy_min_ratio')}: must be within (0, 1], got {self.fuzzy_min_ratio}")
        return problems
