"""Settings of the scheduler service (env: CHANGEWIRE_SCHEDULER_<NAME>); common ones come from CommonSettings."""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class SchedulerSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "scheduler"
