"""Logging: one JSON object per line with structured fields, or readable text."""
from __future__ import annotations

import json
import logging

from changewire_common import logs


def _record(**extra: object) -> logging.LogRecord:
    rec = logging.LogRecord("changewire_x", logging.WARNING, __file__, 1, "fetch failed for %s", ("a.test",), None)
    rec.__dict__.update(extra)
    return rec


def test_json_lines_carry_structured_fields(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(logs, "_service", "fetcher")
    line = logs.JsonFormatter().format(_record(sensor_id=5, run_seq=2, event_id="e1", subject="sensor.due"))
    out = json.loads(line)
    assert "\n" not in line
    assert out["msg"] == "fetch failed for a.test" and out["level"] == "WARNING" and out["service"] == "fetcher"
    assert out["sensor_id"] == 5 and out["run_seq"] == 2 and out["event_id"] == "e1" and out["subject"] == "sensor.due"
    assert out["ts"].endswith("+00:00")


def test_json_includes_the_exception() -> None:
    try:
        raise ValueError("bad")
    except ValueError:
        import sys

        rec = _record()
        rec.exc_info = sys.exc_info()
    out = json.loads(logs.JsonFormatter().format(rec))
    assert "ValueError: bad" in out["exc"]


def test_text_is_readable_with_fields(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(logs, "_service", "differ")
    line = logs.TextFormatter().format(_record(sensor_id=5))
    assert line.startswith("[differ] ") and "fetch failed for a.test" in line and "(sensor_id=5)" in line


def test_asyncpg_pool_reconnect_noise_loses_its_traceback() -> None:
    import sys

    try:
        raise FileNotFoundError(2, "No such file or directory")
    except FileNotFoundError:
        rec = logging.LogRecord("asyncpg.pool", logging.WARNING, __file__, 1, "Failed to restore the pool", (),
                                sys.exc_info())
    assert logs._NoTraceback().filter(rec)
    out = json.loads(logs.JsonFormatter().format(rec))
    assert "exc" not in out
    assert out["msg"].startswith("Failed to restore the pool: FileNotFoundError")
