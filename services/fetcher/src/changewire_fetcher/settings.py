"""Settings of the fetcher service (env: CHANGEWIRE_FETCHER_<NAME>); common ones come from CommonSettings."""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class FetcherSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "fetcher"
