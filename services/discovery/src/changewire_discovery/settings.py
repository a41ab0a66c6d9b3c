"""Settings of the discovery service (env: CHANGEWIRE_DISCOVERY_<NAME>); common ones come from CommonSettings."""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class DiscoverySettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "discovery"
