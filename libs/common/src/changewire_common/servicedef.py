"""How a service package plugs into `changewire service NAME` and `changewire up`.

A service declares an entry point in the group `changewire.services` named after itself, pointing
at a `ServiceDef`.
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import entry_points

from .service import Wire
from .settings import CommonSettings


@dataclass(frozen=True)
class ServiceDef:
    name: str
    settings_cls: type[CommonSettings]
    wire: Wire


def installed_services() -> dict[str, ServiceDef]:
    out: dict[str, ServiceDef] = {}
    for ep in entry_points(group="changewire.services"):
        sd = ep.load()
        out[ep.name] = sd
    return dict(sorted(out.items(), key=lambda kv: _ORDER.get(kv[0], 99)))


_ORDER = {"scheduler": 0, "fetcher": 1, "differ": 2, "discovery": 3, "repair": 4}
