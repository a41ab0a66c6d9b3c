"""Events: every struct round-trips through JSON, subjects carry their routing tokens, malformed
payloads become PoisonMessage, and the committed JSON Schemas in docs/events/ are not stale."""
from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import msgspec
import pytest

from changewire_common.cli import main
from changewire_common.errors import PoisonMessage
from changewire_common.events import (
    EVENT_TYPES, BlockRef, ChangeDetected, CompanyOnboardRequested, Delta, Event, FieldChange, IncidentRef, ItemRef,
    JobRef, ObservationFetched, PlanRef, PriceChange, SensorCreated, SensorDue, SensorMigrated, SensorStatusChanged,
    SnapshotStored, decode, encode, event_type_for, json_schemas,
)

ROOT = Path(__file__).resolve().parents[3]
T = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)

SAMPLES: list[tuple[Event, str]] = [
    (SensorDue(sensor_id=1, run_seq=7, lease_until=T), "sensor.due"),
    (ObservationFetched(sensor_id=1, run_seq=7, observation_id=3, outcome="skipped", fetched_at=T, skip_until=T),
     "observation.fetched.skipped"),
    (ObservationFetched(sensor_id=1, run_seq=7, observation_id=3, outcome="failed", failure_class="TIMEOUT",
                        http_status=None, final_url="https://a.test/x", fetched_at=T), "observation.fetched.failed"),
    (SnapshotStored(sensor_id=1, run_seq=7, observation_id=3, result="changed", snapshot_id=9, significance="major",
                    change_id=4, extraction_confidence=0.8), "snapshot.stored.changed"),
    (ChangeDetected(
        change_id=4, sensor_id=1, company_id=2, company_name="Acme", surface="careers", url="https://a.test/jobs",
        significance="major", kind="jobs_added",
        delta=Delta(jobs_added=[JobRef(title="SRE", location="Remote", url="https://a.test/jobs/1")],
                    items_added=[ItemRef(title="Post", published_at="2026-03-01")],
                    price_changes=[PriceChange(plan="Pro", before="$29", after="$39", currency="USD", period="month")],
                    plans_added=[PlanRef(name="Team", price="$99")], incidents=[IncidentRef(name="API down")],
                    blocks_added=[BlockRef(text="new")], fields_changed=[FieldChange(field="x", before=1, after=[2])]),
        summary="1 job added", snapshot_before_id=8, snapshot_after_id=9, observed_from=T, detected_at=T,
    ), "change.detected.careers.major"),
    (SensorCreated(sensor_id=1, company_id=2, surface="pricing", url="https://a.test/pricing"), "sensor.created"),
    (SensorMigrated(old_sensor_id=1, new_sensor_id=5, identity_score=0.93), "sensor.migrated"),
    (SensorStatusChanged(sensor_id=1, from_status="active", to_status="failing", reason="3 failures",
                         failure_class="HTTP_5XX"), "sensor.status_changed.failing"),
    (CompanyOnboardRequested(company_id=2, job_id=11), "company.onboard.requested"),
]


def test_samples_cover_every_event_type() -> None:
    assert {type(e) for e, _ in SAMPLES} == set(EVENT_TYPES.values())


@pytest.mark.parametrize(("event", "subject"), SAMPLES, ids=[s for _, s in SAMPLES])
def test_round_trip_and_subject(event: Event, subject: str) -> None:
    assert event.subject() == subject
    data = encode(event)
    again = decode(subject, data)
    assert again == event
    assert type(again) is type(event)
    wire = json.loads(data)
    assert {"event_id", "occurred_at", "schema_version"} <= wire.keys()
    assert wire["schema_version"] == 1
    assert event_type_for(subject) is type(event)


def test_every_event_gets_a_fresh_id_and_utc_time() -> None:
    a, b = CompanyOnboardRequested(company_id=1, job_id=1), CompanyOnboardRequested(company_id=1, job_id=1)
    assert a.event_id != b.event_id
    assert a.occurred_at.tzinfo is not None and a.occurred_at.utcoffset().total_seconds() == 0  # type: ignore[union-attr]


def test_empty_delta_keys_are_omitted_on_the_wire() -> None:
    assert json.loads(msgspec.json.encode(Delta(jobs_added=[JobRef(title="x")]))) == {"jobs_added": [{"title": "x"}]}


def test_adding_a_field_is_compatible_for_old_readers() -> None:
    wire = json.loads(encode(SAMPLES[0][0]))
    wire["some_future_field"] = {"nested": True}
    assert decode("sensor.due", json.dumps(wire).encode()) == SAMPLES[0][0]


@pytest.mark.parametrize(("subject", "data", "msg"), [
    ("sensor.due", b"{not json", "cannot decode SensorDue"),
    ("sensor.due", b'{"sensor_id": "one", "run_seq": 1, "lease_until": "2026-01-01T00:00:00Z"}', "sensor_id"),
    ("sensor.due", b'{"run_seq": 1, "lease_until": "2026-01-01T00:00:00Z"}', "sensor_id"),
    ("sensor.due", b"", "cannot decode"),
    ("nothing.here", b"{}", "no event type for subject 'nothing.here'"),
    ("sensor.dueling", b"{}", "no event type"),
])
def test_malformed_payloads_are_poison(subject: str, data: bytes, msg: str) -> None:
    with pytest.raises(PoisonMessage, match=msg):
        decode(subject, data)


def test_schemas_describe_every_event_and_its_required_fields() -> None:
    schemas = json_schemas()
    assert set(schemas) == {f"{s}.schema.json" for s in EVENT_TYPES}
    due = schemas["sensor.due.schema.json"]
    body = due["$defs"][due["$ref"].split("/")[-1]]
    assert set(body["required"]) == {"sensor_id", "run_seq", "lease_until"}
    assert {"event_id", "occurred_at", "schema_version"} <= set(body["properties"])


def test_committed_schemas_are_not_stale(capsys: pytest.CaptureFixture[str]) -> None:
    """Fails when an event struct changed without `make schemas` (changewire events schemas)."""
    if not (ROOT / "libs" / "common").is_dir():
        pytest.skip("not run from the repository (tests copied elsewhere)")
    rc = main(["events", "schemas", "--check", "--out", str(ROOT / "docs" / "events")])
    assert rc == 0, capsys.readouterr().err


def test_check_detects_a_stale_or_missing_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["events", "schemas", "--out", str(tmp_path)]) == 0
    assert main(["events", "schemas", "--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "sensor.due.schema.json").write_text("{}\n")
    (tmp_path / "snapshot.stored.schema.json").unlink()
    capsys.readouterr()
    assert main(["events", "schemas", "--check", "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "sensor.due.schema.json" in err and "snapshot.stored.schema.json" in err


def test_check_flags_a_schema_of_an_event_that_no_longer_exists(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["events", "schemas", "--out", str(tmp_path)]) == 0
    (tmp_path / "sensor.vanished.schema.json").write_text("{}\n")
    assert main(["events", "schemas", "--check", "--out", str(tmp_path)]) == 1
    assert "sensor.vanished.schema.json (no such event)" in capsys.readouterr().err
    assert main(["events", "schemas", "--out", str(tmp_path)]) == 0
    assert not (tmp_path / "sensor.vanished.schema.json").exists()


@pytest.mark.parametrize(("event", "subject"), SAMPLES, ids=[s for _, s in SAMPLES])
def test_routing_fields_make_the_subject(event: Event, subject: str) -> None:
    tokens = [str(getattr(event, f)) for f in type(event).ROUTING]
    assert subject == ".".join([type(event).SUBJECT, *tokens])
