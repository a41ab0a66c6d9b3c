"""Typed, frozen settings read once from CHANGEWIRE_* environment variables at start-up.

Fields of `CommonSettings` are read from `CHANGEWIRE_<NAME>`; fields a service's subclass adds are
read from `CHANGEWIRE_<SERVICE>_<NAME>`. Every bad value is reported at once (ConfigError, exit 2).
Each field's default and meaning sit next to it: this module is the documentation of the common
settings; each service's settings.py documents its own.
"""
from __future__ import annotations

import ipaddress
import os
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

import msgspec

from .errors import ConfigError

S = TypeVar("S", bound="CommonSettings")

PREFIX = "CHANGEWIRE_"


class CommonSettings(msgspec.Struct, frozen=True, kw_only=True):
    """Settings every service reads (env: CHANGEWIRE_<NAME>)."""

    #: the service reading these settings (set by the loader, not from the environment)
    SERVICE: ClassVar[str] = ""

    #: PostgreSQL URL (asyncpg); empty → `changewire up` starts an embedded server
    database_url: str = ""
    #: NATS URL(s), comma-separated; empty → `changewire up` starts an embedded nats-server
    nats_url: str = ""
    #: prefix for every subject, stream and durable name (test isolation on a shared server); empty in production
    nats_prefix: str = ""
    #: stream replicas (1 locally, 3 in Kubernetes)
    nats_replicas: int = 1
    #: JetStream duplicate window in seconds (longer than the relay's worst retry)
    nats_duplicate_window_s: float = 1200.0
    #: where embedded servers, blobs and local state live
    data_dir: str = ".changewire"
    #: blob store root; empty → <data_dir>/blobs
    blob_dir: str = ""
    #: `json` (one JSON object per line) or `text`; empty → text on a terminal, json otherwise
    log_format: str = ""
    #: DEBUG, INFO, WARNING, ERROR
    log_level: str = "INFO"
    #: asyncpg pool size per process
    db_pool_min: int = 1
    db_pool_max: int = 10
    #: outbox relay: rows claimed per batch
    outbox_batch: int = 500
    #: outbox relay: polling fallback when no NOTIFY arrives, seconds
    outbox_poll_s: float = 1.0
    #: published outbox rows are kept this many days (the republish horizon), then pruned
    outbox_retention_days: float = 7.0
    #: run the outbox relay in this process
    outbox_relay: bool = True
    #: metrics/health HTTP server bind address
    metrics_host: str = "0.0.0.0"
    #: metrics/health HTTP port; 0 → the service's default (each service has a distinct one)
    metrics_port: int = 0
    #: HTTP client: User-Agent naming the bot and a contact URL
    user_agent: str = "changewire/0.1 (+https://github.com/changewire/changewire; bot@changewire.invalid)"
    #: TEST/DEMO ONLY: `host[:port]=ip:port,...` replaces DNS for HTTP and existence checks
    connect_to: str = ""
    #: TEST/DEMO ONLY: CIDR ranges exempt from the SSRF block, comma-separated
    fetch_allow_cidrs: tuple[str, ...] = ()
    #: per-registrable-domain spacing between requests, seconds
    politeness_spacing_s: float = 2.0
    #: concurrent requests per registrable domain
    politeness_per_domain: int = 1

    def __post_init__(self) -> None:
        problems: list[str] = []
        if self.log_format not in ("", "json", "text"):
            problems.append(f"{PREFIX}LOG_FORMAT: expected 'json' or 'text', got {self.log_format!r}")
        if self.log_level.upper() not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
            problems.append(f"{PREFIX}LOG_LEVEL: expected DEBUG, INFO, WARNING or ERROR, got {self.log_level!r}")
        for cidr in self.fetch_allow_cidrs:
            try:
                ipaddress.ip_network(cidr, strict=False)
            except ValueError:
                problems.append(f"{PREFIX}FETCH_ALLOW_CIDRS: {cidr!r} is not a CIDR range")
        if self.database_url and not self.database_url.startswith(("postgres://", "postgresql://")):
            problems.append(f"{PREFIX}DATABASE_URL: expected a postgresql:// URL, got {self.database_url!r}")
        if self.nats_url and not all(
            u.strip().startswith(("nats://", "tls://", "ws://", "wss://")) for u in self.nats_url.split(",")
        ):
            problems.append(f"{PREFIX}NATS_URL: expected nats:// URL(s), got {self.nats_url!r}")
        for name in ("db_pool_min", "db_pool_max", "outbox_batch", "politeness_per_domain", "nats_replicas"):
            if getattr(self, name) < 1:
                problems.append(f"{PREFIX}{name.upper()}: must be ≥ 1, got {getattr(self, name)}")
        for name in ("outbox_poll_s", "politeness_spacing_s", "outbox_retention_days"):
            if getattr(self, name) < 0:
                problems.append(f"{PREFIX}{name.upper()}: must be ≥ 0, got {getattr(self, name)}")
        if not 0 <= self.metrics_port <= 65535:
            problems.append(f"{PREFIX}METRICS_PORT: must be a port number, got {self.metrics_port}")
        problems.extend(self.validate())
        if problems:
            raise ConfigError(problems)

    def validate(self) -> list[str]:
        """Service-specific cross-field checks; return one message per problem."""
        return []

    @property
    def blob_root(self) -> str:
        return self.blob_dir or os.path.join(self.data_dir, "blobs")


def env_name(cls: type[CommonSettings], field: str) -> str:
    """The environment variable that sets `field` of `cls`."""
    if field in _common_fields() or not cls.SERVICE:
        return f"{PREFIX}{field.upper()}"
    return f"{PREFIX}{cls.SERVICE.upper()}_{field.upper()}"


def _common_fields() -> set[str]:
    return {f.name for f in msgspec.structs.fields(CommonSettings)}


def _parse_value(raw: str, annotation: Any) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (tuple, list):
        args = typing.get_args(annotation)
        item_t = args[0] if args else str
        items = [p.strip() for p in raw.split(",") if p.strip()]
        return [msgspec.convert(i, item_t, strict=False) for i in items]
    if origin is dict or annotation is dict:
        return msgspec.json.decode(raw.encode())
    return msgspec.convert(raw, annotation, strict=False)


def load_settings(cls: type[S], environ: Mapping[str, str] | None = None) -> S:
    """Build `cls` from the environment; ConfigError naming every bad variable at once."""
    env = os.environ if environ is None else environ
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in msgspec.structs.fields(cls):
        var = env_name(cls, f.name)
        if var not in env:
            continue
        raw = env[var]
        try:
            values[f.name] = _parse_value(raw, hints[f.name])
        except (msgspec.ValidationError, msgspec.DecodeError, ValueError, TypeError) as exc:
            expected = getattr(hints[f.name], "__name__", str(hints[f.name]))
            problems.append(f"{var}: expected {expected}, got {raw!r} ({exc})")
    try:
        settings = msgspec.convert(values, cls, strict=False)
    except ConfigError as exc:
        raise ConfigError(problems + exc.problems) from None
    except (msgspec.ValidationError, ValueError, TypeError) as exc:
        raise ConfigError([*problems, str(exc)]) from exc
    if problems:
        raise ConfigError(problems)
    return settings


def settings_doc(cls: type[CommonSettings]) -> list[tuple[str, Any]]:
    """(env var, default) pairs for documentation."""
    out = []
    for f in msgspec.structs.fields(cls):
        default = f.default if f.default is not msgspec.NODEFAULT else None
        out.append((env_name(cls, f.name), default))
    return out
