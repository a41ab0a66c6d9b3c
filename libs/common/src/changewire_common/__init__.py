"""changewire_common: what two or more changewire services share (settings, db, outbox, bus,
events, blob store, health, logging, status transitions, HTTP client, surface classification)."""
from __future__ import annotations

from .blobs import BlobStore, FileBlobStore, blob_key
from .bus import (
    CONSUMERS, STREAMS, Ack, ConsumerRunner, ConsumerSpec, Delivery, Nak, StreamSpec, Term, connect_nats,
    consumers_for, provision,
)
from .clock import parse_time, utcnow
from .db import create_pool, migrate
from .errors import ChangewireError, ConfigError, MigrationError, PermanentError, PoisonMessage, TransientError
from .events import (
    ChangeDetected, CompanyOnboardRequested, Delta, Event, ObservationFetched, SensorCreated, SensorDue,
    SensorMigrated, SensorStatusChanged, SnapshotStored, decode, encode,
)
from .inbox import claim
from .naming import Naming
from .outbox import Relay, enqueue, enqueue_many, republish
from .service import Context, Wiring, run_service
from .servicedef import ServiceDef
from .settings import CommonSettings, load_settings
from .status import transition

__all__ = [
    "CONSUMERS", "STREAMS", "Ack", "BlobStore", "ChangeDetected", "ChangewireError", "CommonSettings",
    "CompanyOnboardRequested", "ConfigError", "ConsumerRunner", "ConsumerSpec", "Context", "Delivery", "Delta",
    "Event", "FileBlobStore", "MigrationError", "Nak", "Naming", "ObservationFetched", "PermanentError",
    "PoisonMessage", "Relay", "SensorCreated", "SensorDue", "SensorMigrated", "SensorStatusChanged", "ServiceDef",
    "SnapshotStored", "StreamSpec", "Term", "TransientError", "Wiring", "blob_key", "claim", "connect_nats",
    "consumers_for", "create_pool", "decode", "encode", "enqueue", "enqueue_many", "load_settings", "migrate",
    "parse_time", "provision", "republish", "run_service", "transition", "utcnow",
]
