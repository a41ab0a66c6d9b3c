"""Settings of the differ service (env: CHANGEWIRE_DIFFER_<NAME>); common ones come from CommonSettings."""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class DifferSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "differ"
