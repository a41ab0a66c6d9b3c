"""Logging set-up: JSON lines in production, readable text locally, structured fields via `extra`."""
from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime

#: structured fields copied from `extra=` into every line when present
FIELDS = (
    "service", "subject", "event_id", "sensor_id", "run_seq", "stream_seq", "delivery_count",
    "attempt", "consumer", "company_id", "observation_id", "job_id", "count", "error",
)
_service = ""


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        if _service:
            out["service"] = _service
        for k in FIELDS:
            v = record.__dict__.get(k)
            if v is not None:
                out[k] = v
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-7s %(name)s: %(message)s", "%H:%M:%S")

    def format(self, record: logging.LogRecord) -> str:
        base = super().format(record)
        extras = " ".join(f"{k}={record.__dict__[k]}" for k in FIELDS if record.__dict__.get(k) is not None)
        head = f"[{_service}] " if _service else ""
        return f"{head}{base}" + (f" ({extras})" if extras else "")


def configure_logging(service: str = "", fmt: str = "", level: str = "INFO") -> None:
    """Configure the root logger once per process. fmt '' → text on a terminal, json otherwise."""
    global _service
    _service = service
    use_json = fmt == "json" or (fmt == "" and not sys.stderr.isatty())
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if use_json else TextFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for noisy in ("asyncio", "nats", "aiohttp.access"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
    pool_log = logging.getLogger("asyncpg.pool")
    if not any(isinstance(f, _NoTraceback) for f in pool_log.filters):
        pool_log.addFilter(_NoTraceback())


class _NoTraceback(logging.Filter):
    """asyncpg's pool logs a full traceback each time it fails to reconnect during a Postgres outage;
    one line with the error is enough (our own retry logs already say what happens)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            record.msg = f"{record.msg}: {type(record.exc_info[1]).__name__}: {record.exc_info[1]}"
            record.exc_info = None
            record.exc_text = None
        return True
