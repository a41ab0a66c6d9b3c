"""Every message on the bus: one msgspec Struct per subject, JSON on the wire.

The public contract for consumers is generated from these structs into docs/events/
(`changewire events schemas`). Only add fields; renaming or retyping one is a new schema_version.
"""
from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, ClassVar

import msgspec

from .clock import utcnow
from .errors import PoisonMessage


def new_event_id() -> str:
    return str(uuid.uuid4())


class Event(msgspec.Struct, kw_only=True, frozen=True):
    """Fields every event carries. `event_id` is also the Nats-Msg-Id (broker dedupe)."""

    event_id: str = msgspec.field(default_factory=new_event_id)
    occurred_at: datetime = msgspec.field(default_factory=utcnow)
    schema_version: int = 1

    #: the subject family; routing tokens may follow it (see `subject()`)
    SUBJECT: ClassVar[str] = ""
    #: the fields whose values follow the family in the subject, in order
    ROUTING: ClassVar[tuple[str, ...]] = ()

    def subject(self) -> str:
        """The full subject this event is published on (family + routing tokens)."""
        return self.SUBJECT


class SensorDue(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "sensor.due"
    sensor_id: int
    run_seq: int
    lease_until: datetime


class ObservationFetched(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "observation.fetched"
    ROUTING: ClassVar[tuple[str, ...]] = ("outcome",)
    sensor_id: int
    run_seq: int
    observation_id: int
    outcome: str
    failure_class: str | None = None
    http_status: int | None = None
    final_url: str | None = None
    fetched_at: datetime
    #: set when outcome is `skipped` (politeness slot, blocked_until, budget, robots unavailable)
    skip_until: datetime | None = None
    #: when the scheduler issued the run (for end-to-end latency); null if unknown
    due_at: datetime | None = None

    def subject(self) -> str:
        return f"{self.SUBJECT}.{self.outcome}"


class SnapshotStored(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "snapshot.stored"
    ROUTING: ClassVar[tuple[str, ...]] = ("result",)
    sensor_id: int
    run_seq: int
    observation_id: int
    result: str
    failure_class: str | None = None
    snapshot_id: int | None = None
    significance: str | None = None
    change_id: int | None = None
    extraction_confidence: float = 0.0

    def subject(self) -> str:
        return f"{self.SUBJECT}.{self.result}"


class JobRef(msgspec.Struct, kw_only=True, omit_defaults=True):
    title: str
    location: str | None = None
    url: str | None = None


class ItemRef(msgspec.Struct, kw_only=True, omit_defaults=True):
    title: str
    url: str | None = None
    published_at: str | None = None


class PriceChange(msgspec.Struct, kw_only=True, omit_defaults=True):
    plan: str
    before: str | None = None
    after: str | None = None
    currency: str | None = None
    period: str | None = None


class PlanRef(msgspec.Struct, kw_only=True, omit_defaults=True):
    name: str
    price: str | None = None


class IncidentRef(msgspec.Struct, kw_only=True, omit_defaults=True):
    name: str
    status: str | None = None
    impact: str | None = None


class BlockRef(msgspec.Struct, kw_only=True):
    text: str


class FieldChange(msgspec.Struct, kw_only=True):
    field: str
    before: Any = None
    after: Any = None


class Delta(msgspec.Struct, kw_only=True, omit_defaults=True):
    """The typed delta of a change; a key with nothing to say is omitted."""

    jobs_added: list[JobRef] = []
    jobs_removed: list[JobRef] = []
    items_added: list[ItemRef] = []
    items_removed: list[ItemRef] = []
    price_changes: list[PriceChange] = []
    plans_added: list[PlanRef] = []
    plans_removed: list[PlanRef] = []
    incidents: list[IncidentRef] = []
    blocks_added: list[BlockRef] = []
    blocks_removed: list[BlockRef] = []
    fields_changed: list[FieldChange] = []


class ChangeDetected(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "change.detected"
    ROUTING: ClassVar[tuple[str, ...]] = ("surface", "significance")
    change_id: int
    sensor_id: int
    company_id: int
    company_name: str
    surface: str
    url: str
    significance: str
    kind: str
    delta: Delta
    summary: str
    snapshot_before_id: int | None = None
    snapshot_after_id: int
    #: time of the previous snapshot (the change happened after it)
    observed_from: datetime | None = None
    #: fetch time of the observation that saw the change
    detected_at: datetime
    #: when the source states a publication time for the change, else null
    source_published_at: datetime | None = None
    #: when the scheduler issued the run that saw it (latency: due → change.detected)
    due_at: datetime | None = None

    def subject(self) -> str:
        return f"{self.SUBJECT}.{self.surface}.{self.significance}"


class SensorCreated(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "sensor.created"
    sensor_id: int
    company_id: int
    surface: str
    url: str


class SensorMigrated(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "sensor.migrated"
    old_sensor_id: int
    new_sensor_id: int
    identity_score: float
    company_id: int | None = None
    surface: str | None = None
    url: str | None = None


class SensorStatusChanged(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "sensor.status_changed"
    ROUTING: ClassVar[tuple[str, ...]] = ("to_status",)
    sensor_id: int
    from_status: str
    to_status: str
    reason: str
    failure_class: str | None = None

    def subject(self) -> str:
        return f"{self.SUBJECT}.{self.to_status}"


class CompanyOnboardRequested(Event, kw_only=True, frozen=True):
    SUBJECT: ClassVar[str] = "company.onboard.requested"
    company_id: int
    job_id: int


#: every event type, by subject family
EVENT_TYPES: dict[str, type[Event]] = {
    cls.SUBJECT: cls
    for cls in (
        SensorDue,
        ObservationFetched,
        SnapshotStored,
        ChangeDetected,
        SensorCreated,
        SensorMigrated,
        SensorStatusChanged,
        CompanyOnboardRequested,
    )
}

_encoder = msgspec.json.Encoder()
_decoders: dict[type[Event], msgspec.json.Decoder[Any]] = {
    t: msgspec.json.Decoder(t) for t in EVENT_TYPES.values()
}
#: the schema_version each event type's code reads (its field's default): a higher one is not decoded as it
_versions: dict[type[Event], int] = {
    t: next((f.default for f in msgspec.structs.fields(t) if f.name == "schema_version"), 1)
    for t in EVENT_TYPES.values()
}


#: the int fields of each event type (ids, sequence numbers, counts): every one is stored in a PostgreSQL bigint or
#: smaller, so a value outside int64 can never name a row or be written; msgspec reads any size of integer
_int_fields: dict[type[Event], tuple[str, ...]] = {
    t: tuple(f.name for f in msgspec.structs.fields(t) if f.type is int or f.type == (int | None))
    for t in EVENT_TYPES.values()
}
INT64_MIN, INT64_MAX = -(2 ** 63), 2 ** 63 - 1


def event_type_for(subject: str) -> type[Event]:
    """The struct for a (routing-token-bearing, unprefixed) subject; KeyError if none."""
    for family, cls in EVENT_TYPES.items():
        if subject == family or subject.startswith(family + "."):
            return cls
    raise KeyError(subject)


def encode(event: Event) -> bytes:
    return _encoder.encode(event)


def decode(subject: str, data: bytes) -> Event:
    """Decode a payload for an unprefixed subject; PoisonMessage on anything malformed."""
    try:
        cls = event_type_for(subject)
    except KeyError:
        raise PoisonMessage(f"no event type for subject {subject!r}") from None
    try:
        event = _decoders[cls].decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise PoisonMessage(f"cannot decode {cls.__name__}: {exc}") from exc
    for name in _int_fields.get(cls, ()):
        v = getattr(event, name)
        if v is not None and not INT64_MIN <= v <= INT64_MAX:
            # retried, it would fail the same way at its first query (a DataError NAKed up to max_deliver)
            raise PoisonMessage(f"cannot decode {cls.__name__}: {name} {v} is out of range (a 64-bit integer)")
    known = _versions.get(cls, 1)
    if not 1 <= event.schema_version <= known:
        # a later producer's message: a new version renames or retypes fields, so reading it as this one would
        # misread it; dead-lettered (replayable once this consumer knows the version), never guessed at
        raise PoisonMessage(f"{cls.__name__} schema_version {event.schema_version} is not understood here "
                            f"(this code reads up to {known})")
    return event


def json_schemas() -> dict[str, dict[str, Any]]:
    """JSON Schema per subject family (file name → schema), for docs/events/."""
    out: dict[str, dict[str, Any]] = {}
    for family, cls in EVENT_TYPES.items():
        schema = msgspec.json.schema(cls)
        schema["title"] = family
        schema["description"] = (cls.__doc__ or "").strip() or f"Payload of {family}"
        out[f"{family}.schema.json"] = schema
    return out
