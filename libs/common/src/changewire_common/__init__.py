"""changewire_common: what two or more changewire services share (settings, db, outbox, bus,
events, blob store, health, logging, status transitions, vocabularies, registrable domains).

The HTTP client (`changewire_common.http`) and surface classification (`changewire_common.surfaces`)
are imported from their modules. Every name below is listed in `__all__` (a test keeps it complete).
"""
from __future__ import annotations

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
