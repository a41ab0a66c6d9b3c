"""changewire_common: what two or more changewire services share (settings, db, outbox, bus,
events, blob store, health, logging, status transitions, vocabularies, registrable domains).

The HTTP client (`changewire_common.http`) and surface classification (`changewire_common.surfaces`)
are imported from their modules. Every name below is listed in `__all__` (a test keeps it complete) and
loaded from its module on first use.
"""
from __future__ import annotations

import importlib
import typing

if typing.TYPE_CHECKING:
    from .blobs import BlobStore, FileBlobStore, blob_key
    from .bus import (
        CONSUMERS, STREAMS, Ack, ConsumerRunner, ConsumerSpec, Delivery, Nak, StreamSpec, Term, backoff_delay,
        connect_nats, consumers_for, provision,
    )
    from .clock import parse_time, utcnow
    from .db import connect, create_pool, migrate
    from .domains import registrable_domain, url_domain
    from .errors import ChangewireError, ConfigError, MigrationError, PermanentError, PoisonMessage, TransientError
    from .events import (
        EVENT_TYPES, BlockRef, ChangeDetected, CompanyOnboardRequested, Delta, Event, FieldChange, IncidentRef,
        ItemRef, JobRef, ObservationFetched, PlanRef, PriceChange, SensorCreated, SensorDue, SensorMigrated,
        SensorStatusChanged, SnapshotStored, decode, encode,
    )
    from .inbox import claim
    from .metrics import service_metrics
    from .naming import Naming
    from .outbox import JetStreamPublisher, Publisher, Relay, enqueue, enqueue_many, republish
    from .service import Context, Wiring, periodic, run_service
    from .servicedef import ServiceDef
    from .settings import CommonSettings, load_settings
    from .status import InvalidTransition, transition
    from .vocab import (
        ChangeStatus, CompanyStatus, DiscoveryMethod, EntityType, FailureClass, FetchOutcome, ReviewKind, SensorKind,
        SensorStatus, Significance, SnapshotResult, Surface, tier_letter,
    )

__all__ = [
    "CONSUMERS",
    "EVENT_TYPES",
    "STREAMS",
    "Ack",
    "BlobStore",
    "BlockRef",
    "ChangeDetected",
    "ChangeStatus",
    "ChangewireError",
    "CommonSettings",
    "CompanyOnboardRequested",
    "CompanyStatus",
    "ConfigError",
    "ConsumerRunner",
    "ConsumerSpec",
    "Context",
    "Delivery",
    "Delta",
    "DiscoveryMethod",
    "EntityType",
    "Event",
    "FailureClass",
    "FetchOutcome",
    "FieldChange",
    "FileBlobStore",
    "IncidentRef",
    "InvalidTransition",
    "ItemRef",
    "JetStreamPublisher",
    "JobRef",
    "MigrationError",
    "Nak",
    "Naming",
    "ObservationFetched",
    "PermanentError",
    "PlanRef",
    "PoisonMessage",
    "PriceChange",
    "Publisher",
    "Relay",
    "ReviewKind",
    "SensorCreated",
    "SensorDue",
    "SensorKind",
    "SensorMigrated",
    "SensorStatus",
    "SensorStatusChanged",
    "ServiceDef",
    "Significance",
    "SnapshotResult",
    "SnapshotStored",
    "StreamSpec",
    "Surface",
    "Term",
    "TransientError",
    "Wiring",
    "backoff_delay",
    "blob_key",
    "claim",
    "connect",
    "connect_nats",
    "consumers_for",
    "create_pool",
    "decode",
    "encode",
    "enqueue",
    "enqueue_many",
    "load_settings",
    "migrate",
    "parse_time",
    "periodic",
    "provision",
    "registrable_domain",
    "republish",
    "run_service",
    "service_metrics",
    "tier_letter",
    "transition",
    "url_domain",
    "utcnow",
]

#: where each exported name lives: imported on first use (PEP 562), so a command that needs only the events or
#: the vocabularies does not load nats-py, aiohttp and asyncpg (~0.5 s of every CLI start)
_WHERE = {
    "CONSUMERS": "bus",
    "EVENT_TYPES": "events",
    "STREAMS": "bus",
    "Ack": "bus",
    "BlobStore": "blobs",
    "BlockRef": "events",
    "ChangeDetected": "events",
    "ChangeStatus": "vocab",
    "ChangewireError": "errors",
    "CommonSettings": "settings",
    "CompanyOnboardRequested": "events",
    "CompanyStatus": "vocab",
    "ConfigError": "errors",
    "ConsumerRunner": "bus",
    "ConsumerSpec": "bus",
    "Context": "service",
    "Delivery": "bus",
    "Delta": "events",
    "DiscoveryMethod": "vocab",
    "EntityType": "vocab",
    "Event": "events",
    "FailureClass": "vocab",
    "FetchOutcome": "vocab",
    "FieldChange": "events",
    "FileBlobStore": "blobs",
    "IncidentRef": "events",
    "InvalidTransition": "status",
    "ItemRef": "events",
    "JetStreamPublisher": "outbox",
    "JobRef": "events",
    "MigrationError": "errors",
    "Nak": "bus",
    "Naming": "naming",
    "ObservationFetched": "events",
    "PermanentError": "errors",
    "PlanRef": "events",
    "PoisonMessage": "errors",
    "PriceChange": "events",
    "Publisher": "outbox",
    "Relay": "outbox",
    "ReviewKind": "vocab",
    "SensorCreated": "events",
    "SensorDue": "events",
    "SensorKind": "vocab",
    "SensorMigrated": "events",
    "SensorStatus": "vocab",
    "SensorStatusChanged": "events",
    "ServiceDef": "servicedef",
    "Significance": "vocab",
    "SnapshotResult": "vocab",
    "SnapshotStored": "events",
    "StreamSpec": "bus",
    "Surface": "vocab",
    "Term": "bus",
    "TransientError": "errors",
    "Wiring": "service",
    "backoff_delay": "bus",
    "blob_key": "blobs",
    "claim": "inbox",
    "connect": "db",
    "connect_nats": "bus",
    "consumers_for": "bus",
    "create_pool": "db",
    "decode": "events",
    "encode": "events",
    "enqueue": "outbox",
    "enqueue_many": "outbox",
    "load_settings": "settings",
    "migrate": "db",
    "parse_time": "clock",
    "periodic": "service",
    "provision": "bus",
    "registrable_domain": "domains",
    "republish": "outbox",
    "run_service": "service",
    "service_metrics": "metrics",
    "tier_letter": "vocab",
    "transition": "status",
    "url_domain": "domains",
    "utcnow": "clock",
}


def __getattr__(name: str) -> typing.Any:
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{mod}", __name__), name)
    globals()[name] = value  # the next lookup is a plain one
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
