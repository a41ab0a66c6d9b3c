"""How a service package plugs into `changewire service NAME` and `changewire up`.

A service declares an entry point in the group `changewire.services` named after itself, pointing
at a `ServiceDef`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from importlib.metadata import entry_points

from .service import Wire
from .settings import CommonSettings


@dataclass(frozen=True)
class ServiceDef:
    name: str
    settings_cls: type[CommonSettings]
    wire: Wire


logger = logging.getLogger(__name__)


def service_names() -> list[str]:
    """Names of the installed services (without importing them), in start order."""
    names = {ep.name for ep in entry_points(group="changewire.services")}
    return sorted(names, key=lambda n: (_ORDER.get(n, 99), n))


def load_service(name: str) -> ServiceDef:
    """Import one service's definition. KeyError if none is installed under that name; the import's
    own exception if its package is broken."""
    for ep in entry_points(group="changewire.services"):
        if ep.name == name:
            sd = ep.load()
            if not isinstance(sd, ServiceDef):
                raise TypeError(f"entry point {ep.value} is not a ServiceDef")
            return sd
    raise KeyError(name)


def installed_services() -> dict[str, ServiceDef]:
    """Every installed service that imports cleanly (a broken one is logged and skipped)."""
    out: dict[str, ServiceDef] = {}
    for name in service_names():
        try:
            out[name] = load_service(name)
        except Exception as exc:  # noqa: BLE001 - one broken package must not hide the others
            logger.error("cannot load service %s: %s: %s", name, type(exc).__name__, exc)
    return out


_ORDER = {"scheduler": 0, "fetcher": 1, "differ": 2, "discovery": 3, "repair": 4}
