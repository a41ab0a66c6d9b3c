"""Red team 12 (pure): an event's schema_version. A new version renames or retypes fields (events.py), so a
reader gets only the versions it knows: a later one is poison (dead-lettered by the consumer, replayable once
the reader is upgraded), never read as if it were its own; the version it knows and every added field pass.

Wrong on the code before this round (d9e5eee): 18 of 28 — every event type decoded schema_version 2 (and 0) as
version 1. Fixed in decode()."""
from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from cw_testdata import load_module

from changewire_common.errors import PoisonMessage
from changewire_common.events import decode, encode

T = datetime(2026, 3, 1, 12, 0, 0, tzinfo=UTC)
SAMPLES = load_module("test_events_samples", "unit/common/test_events.py").SAMPLES


@pytest.mark.parametrize(("event", "subject"), SAMPLES, ids=[s for _, s in SAMPLES])
def test_the_version_a_reader_knows_is_read(event, subject) -> None:  # type: ignore[no-untyped-def]
    assert decode(subject, encode(event)) == event


@pytest.mark.parametrize("version", [2, 0])
@pytest.mark.parametrize(("event", "subject"), SAMPLES, ids=[s for _, s in SAMPLES])
def test_a_version_the_reader_does_not_know_is_poison(event, subject, version: int) -> None:  # type: ignore[no-untyped-def]
    wire = json.loads(encode(event))
    wire["schema_version"] = version
    with pytest.raises(PoisonMessage, match=f"schema_version {version} is not understood"):
        decode(subject, json.dumps(wire).encode())


def test_a_missing_version_is_the_first() -> None:
    wire = {"sensor_id": 3, "run_seq": 9, "lease_until": "2026-03-01T12:00:00Z"}
    assert decode("sensor.due", json.dumps(wire).encode()).schema_version == 1
