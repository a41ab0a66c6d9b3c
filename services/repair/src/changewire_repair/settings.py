"""Settings of the repair service (env: CHANGEWIRE_REPAIR_<NAME>); common ones come from CommonSettings."""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class RepairSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "repair"
