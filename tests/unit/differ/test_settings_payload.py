"""DifferSettings validation and the bounded snapshot payload (settings.py, payload.py)."""
from __future__ import annotations

import msgspec
import pytest

from changewire_common.errors import ConfigError
from changewire_common.settings import load_settings
from changewire_differ.extract import job_entity
from changewire_differ.model import DocState, EntitySet
from changewire_differ.payload import decode_state, encode_state, entity_rows, structured_payload
from changewire_differ.settings import DifferSettings


def test_settings_from_environment_and_all_problems_at_once() -> None:
    s = load_settings(DifferSettings, {"CHANGEWIRE_DIFFER_KEEP_NOISE_SNAPSHOTS": "true",
                                       "CHANGEWIRE_DIFFER_VOLATILE_PATHS": "$.meta.*,*.ts",
                                       "CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE": '{"price_changed": "major"}'})
    cfg = s.analyze_config()
    assert s.keep_noise_snapshots and cfg.volatile_paths == ("$.meta.*", "*.ts")
    assert cfg.classify.kind_significance == {"price_changed": "major"}
    with pytest.raises(ConfigError) as e:
        load_settings(DifferSettings, {"CHANGEWIRE_DIFFER_MAJOR_TEXT_RATIO": "2", "CHANGEWIRE_DIFFER_CONCURRENCY": "0",
                                       "CHANGEWIRE_DIFFER_KIND_SIGNIFICANCE": '{"x": "huge"}'})
    msg = str(e.value)
    assert "MAJOR_TEXT_RATIO" in msg and "CONCURRENCY" in msg and "KIND_SIGNIFICANCE" in msg


def test_structured_payload_is_bounded() -> None:
    jobs = [job_entity(f"Job {i} " + "x" * 2000, "Berlin") for i in range(1000)]
    doc = DocState(kind="html", surface="careers", entities={"job": EntitySet("job", jobs, 0.8)}, title="T")
    p = structured_payload(doc, max_items=300, max_bytes=200_000)
    assert p["entities"]["job"]["count"] == 1000 and p["truncated"]
    assert len(p["entities"]["job"]["items"]) <= 300 and len(msgspec.json.encode(p)) <= 200_000


def test_state_blob_round_trip_and_entity_rows() -> None:
    doc = DocState(kind="html", surface="careers", entities={"job": EntitySet("job", [job_entity("A", "B")], 0.8),
                                                             "component": EntitySet("component", [], 0.7)})
    assert decode_state(encode_state(doc)) == doc
    assert list(entity_rows(doc)) == [("job", "a|b")]
