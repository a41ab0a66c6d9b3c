"""Typed, frozen settings read once from CHANGEWIRE_* environment variables at start-up.

Fields of `CommonSettings` are read from `CHANGEWIRE_<NAME>`; fields a service's subclass adds are
read from `CHANGEWIRE_<SERVICE>_<NAME>`. A common field may also be set for one service only with
`CHANGEWIRE_<SERVICE>_<NAME>` (e.g. `CHANGEWIRE_FETCHER_METRICS_PORT`), which wins over the common
variable. An empty value of a non-text setting means "unset" (the default applies); booleans take
true/false, 1/0, yes/no, on/off. Every bad value is reported at once (ConfigError, exit 2), naming
the variable. Each field's default and meaning sit next to it: this module is the documentation of
the common settings; each service's settings.py documents its own.
"""
from __future__ import annotations

import asyncio
import contextvars
import functools
import ipaddress
import math
import os
import re
import typing
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any, ClassVar, TypeVar

import msgspec

from .errors import ConfigError

S = TypeVar("S", bound="CommonSettings")

PREFIX = "CHANGEWIRE_"

#: while `load_settings` builds a struct: field → the variable it was read from (for messages)
_SOURCES: contextvars.ContextVar[dict[str, str] | None] = contextvars.ContextVar("settings_sources", default=None)


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
    #: cap every JetStream consumer's ack wait at this many seconds (0: 30 s, or a consumer's own when shorter): how
    #: soon the unacknowledged messages of a replica that died are delivered again. A replica keeps the messages it
    #: holds alive (in_progress) up to its consumer's hold limit (90–300 s), so long work is not delivered twice
    nats_ack_wait_max_s: float = 0.0
    #: where embedded servers, blobs and local state live
    data_dir: str = ".changewire"
    #: blob store root; empty → <data_dir>/blobs
    blob_dir: str = ""
    #: `json` (one JSON object per line) or `text`; empty → text on a terminal, json otherwise
    log_format: str = ""
    #: DEBUG, INFO, WARNING, ERROR
    log_level: str = "INFO"
    #: asyncpg pool: connections kept open per process
    db_pool_min: int = 1
    #: asyncpg pool: most connections per process (the outbox relay LISTENs on one more of its own; a fetcher opens
    #: up to 4 more for its claims and politeness grants, committed with synchronous_commit off: docs/operations.md)
    db_pool_max: int = 10
    #: outbox relay: rows claimed per batch
    outbox_batch: int = 500
    #: outbox relay: polling fallback when no NOTIFY arrives, seconds
    outbox_poll_s: float = 1.0
    #: published outbox rows are kept this many days (the republish horizon), then pruned
    outbox_retention_days: float = 7.0
    #: event loop of a service process: `uvloop` (libuv: about a fifth less CPU per message here), `asyncio`
    #: (the standard library's), or `auto` (uvloop where it is installed, else asyncio)
    event_loop: str = "auto"
    #: run the outbox relay in this process
    outbox_relay: bool = True
    #: on SIGTERM/SIGINT: seconds to let in-flight handlers finish before cancelling them (redelivered later)
    drain_timeout_s: float = 25.0
    #: metrics/health HTTP server bind address
    metrics_host: str = "0.0.0.0"
    #: metrics/health HTTP port; 0 → the service's default (each service has a distinct one)
    metrics_port: int = 0
    #: HTTP client: User-Agent naming the bot and a contact URL; robots.txt groups are matched by its first product
    #: token, or by the crawler named in a `Mozilla/5.0 (compatible; NAME/1.0; +url)` form
    user_agent: str = "changewire/0.1 (+https://github.com/changewire/changewire; bot@changewire.invalid)"
    #: TEST/DEMO ONLY: `host[:port]=ip:port,...` replaces DNS for HTTP and existence checks
    connect_to: str = ""
    #: TEST/DEMO ONLY: CIDR ranges exempt from the SSRF block, comma-separated
    fetch_allow_cidrs: tuple[str, ...] = ()
    #: per-registrable-domain spacing between requests, seconds
    politeness_spacing_s: float = 2.0
    #: concurrent requests per registrable domain
    politeness_per_domain: int = 1
    #: HTTP client (fetcher, discovery, repair): seconds to establish a connection
    http_connect_timeout_s: float = 10.0
    #: HTTP client: longest silence while reading headers or body, seconds
    http_read_timeout_s: float = 20.0
    #: HTTP client: whole fetch (redirects, body and in-run retries included), seconds
    http_total_timeout_s: float = 45.0
    #: HTTP client: raw body cap in bytes (over it → TOO_LARGE)
    http_max_bytes: int = 10 * 1024 * 1024
    #: HTTP client: decompressed body cap in bytes (gzip/deflate/br/zstd bombs stop here)
    http_max_decompressed_bytes: int = 50 * 1024 * 1024
    #: HTTP client: in-run retries for timeouts, connection errors, 429 and 5xx (0..2)
    http_retries: int = 2
    #: HTTP client: connection pool size for pages
    http_max_connections: int = 100
    #: HTTP client: separate, smaller limit for large downloads (sitemaps, big bodies)
    http_large_connections: int = 4

    def __post_init__(self) -> None:
        problems: list[str] = []
        var = self.env_var
        if self.log_format not in ("", "json", "text"):
            problems.append(f"{var('log_format')}: expected 'json' or 'text', got {self.log_format!r}")
        if self.event_loop not in ("auto", "uvloop", "asyncio"):
            problems.append(f"{var('event_loop')}: expected auto, uvloop or asyncio, got {self.event_loop!r}")
        if self.log_level.upper() not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
            problems.append(f"{var('log_level')}: expected DEBUG, INFO, WARNING or ERROR, got {self.log_level!r}")
        for cidr in self.fetch_allow_cidrs:
            try:
                ipaddress.ip_network(cidr, strict=False)
            except ValueError:
                problems.append(f"{var('fetch_allow_cidrs')}: {cidr!r} is not a CIDR range")
        if self.database_url and not self.database_url.startswith(("postgres://", "postgresql://")):
            problems.append(f"{var('database_url')}: expected a postgresql:// URL, got {self.database_url!r}")
        elif self.database_url and (bad := _bad_url_port(self.database_url)):
            problems.append(f"{var('database_url')}: {bad}")
        if self.nats_url and not all(
            u.strip().startswith(("nats://", "tls://", "ws://", "wss://")) for u in self.nats_url.split(",")
        ):
            problems.append(f"{var('nats_url')}: expected nats:// URL(s), got {self.nats_url!r}")
        elif self.nats_url and (bad := next(filter(None, map(_bad_url_port, self.nats_url.split(","))), None)):
            problems.append(f"{var('nats_url')}: {bad}")
        if self.connect_to.strip():
            # read by every HTTP client (fetcher, discovery, repair and their commands): checked once, for all
            from .http.connect_to import parse_connect_to

            try:
                parse_connect_to(self.connect_to)
            except ValueError as exc:
                problems.append(f"{var('connect_to')}: {str(exc).removeprefix(PREFIX + 'CONNECT_TO: ')}")
        if any(c < " " or c == "\x7f" for c in self.user_agent):
            # sent as a header on every request: a CR or LF there fails every fetch as a header injection
            problems.append(f"{var('user_agent')}: must not contain control characters, got {self.user_agent!r}")
        if self.metrics_host and not _host_ok(self.metrics_host):
            problems.append(f"{var('metrics_host')}: expected an IP address or a host name to bind, "
                            f"got {self.metrics_host!r}")
        if not _prefix_ok(self.nats_prefix):
            problems.append(f"{var('nats_prefix')}: letters, digits, '_' and '-' only, got {self.nats_prefix!r}")
        problems += self.below(1, "db_pool_min", "db_pool_max", "outbox_batch", "politeness_per_domain", "nats_replicas",
                               "http_max_bytes", "http_max_decompressed_bytes", "http_max_connections",
                               "http_large_connections")
        if self.db_pool_max >= 1 and self.db_pool_min > self.db_pool_max:
            problems.append(f"{var('db_pool_min')}: must be ≤ {var('db_pool_max')} ({self.db_pool_max}), "
                            f"got {self.db_pool_min}")
        problems += self.below(0, "politeness_spacing_s", "outbox_retention_days", "drain_timeout_s",
                               "nats_ack_wait_max_s")
        # a poll interval of 0 is a busy loop (the relay would query PostgreSQL without pause)
        problems += self.below(0, "nats_duplicate_window_s", "http_connect_timeout_s", "http_read_timeout_s",
                               "http_total_timeout_s", "outbox_poll_s", strict=True)
        if not 0 <= self.http_retries <= 2:
            problems.append(f"{var('http_retries')}: must be 0..2, got {self.http_retries}")
        if not 0 <= self.metrics_port <= 65535:
            problems.append(f"{var('metrics_port')}: must be a port number, got {self.metrics_port}")
        problems.extend(self.validate())
        if problems:
            raise ConfigError(problems)

    def validate(self) -> list[str]:
        """Service-specific cross-field checks; return one message per problem.

        Name the variable with `self.env_var("field")` so the message says what to fix.
        """
        return []

    def below(self, minimum: float, *fields: str, strict: bool = False) -> list[str]:
        """One message per field under `minimum` (`strict`: at or under it), naming its variable."""
        op = ">" if strict else "≥"
        out = []
        for name in fields:
            v = getattr(self, name)
            if v < minimum or (strict and v == minimum):
                out.append(f"{self.env_var(name)}: must be {op} {minimum:g}, got {v}")
        return out

    def env_var(self, field: str) -> str:
        """The environment variable `field` was read from (or would be read from)."""
        sources = _SOURCES.get()
        if sources and field in sources:
            return sources[field]
        return env_name(type(self), field)

    @property
    def blob_root(self) -> str:
        return self.blob_dir or os.path.join(self.data_dir, "blobs")


def env_name(cls: type[CommonSettings], field: str) -> str:
    """The environment variable that sets `field` of `cls` (for a common field: the shared one)."""
    if field in _common_fields() or not cls.SERVICE:
        return f"{PREFIX}{field.upper()}"
    return f"{PREFIX}{cls.SERVICE.upper()}_{field.upper()}"


def env_names(cls: type[CommonSettings], field: str) -> list[str]:
    """Variables that may set `field` of `cls`, the winning one first."""
    if field in _common_fields() and cls.SERVICE:
        return [f"{PREFIX}{cls.SERVICE.upper()}_{field.upper()}", f"{PREFIX}{field.upper()}"]
    return [env_name(cls, field)]


@functools.cache
def _common_fields() -> frozenset[str]:
    return frozenset(f.name for f in msgspec.structs.fields(CommonSettings))  # (fields() is slow: once)


def loop_factory(choice: str) -> typing.Callable[[], asyncio.AbstractEventLoop] | None:
    """The event loop factory `CHANGEWIRE_EVENT_LOOP` names (None: the standard library's default).
    `uvloop` when it is not installed is a ConfigError; `auto` falls back to asyncio."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError as exc:
        if choice == "uvloop":
            raise ConfigError([f"{PREFIX}EVENT_LOOP: uvloop but uvloop cannot be imported ({exc}); "
                               f"install it (pip install uvloop) or set {PREFIX}EVENT_LOOP=asyncio"]) from exc
        return None
    return uvloop.new_event_loop  # type: ignore[no-any-return]


def _bad_url_port(url: str) -> str | None:
    """What is wrong with the port(s) of a server URL (`scheme://[user@]host[:port][,host[:port]…]/…`: libpq and
    asyncpg take several hosts), or None."""
    rest = url.strip().split("://", 1)[-1]
    netloc = rest.split("/", 1)[0].split("?", 1)[0].rsplit("@", 1)[-1]
    for hostport in netloc.split(","):
        port = hostport.rsplit("]", 1)[-1] if hostport.startswith("[") else hostport
        if ":" not in port:
            continue
        p = port.rsplit(":", 1)[1]
        if p and not (p.isascii() and p.isdigit() and 0 < int(p) <= 65535):
            return f"port {p!r} is not a port number (in {url.strip()!r})"
    return None


_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")


def _host_ok(host: str) -> bool:
    """An IP address (v4 or v6) or a DNS host name."""
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    labels = host.removesuffix(".").split(".")
    return len(host) <= 253 and all(_LABEL.fullmatch(x) for x in labels)


def _prefix_ok(prefix: str) -> bool:
    return all(c.isascii() and (c.isalnum() or c in "_-") for c in prefix)


_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def _type_name(annotation: Any) -> str:
    origin = typing.get_origin(annotation)
    if origin in (tuple, list):
        args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
        return f"comma-separated list of {_type_name(args[0]) if args else 'str'}"
    return str(getattr(annotation, "__name__", annotation))


def _is_text(annotation: Any) -> bool:
    return annotation is str or (typing.get_origin(annotation) is not None and str in typing.get_args(annotation)
                                 and typing.get_origin(annotation) not in (tuple, list))


def _parse_value(raw: str, annotation: Any) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (tuple, list):
        args = typing.get_args(annotation)
        item_t = args[0] if args else str
        items = [p.strip() for p in raw.split(",") if p.strip()]
        return [_parse_value(i, item_t) for i in items]
    if origin is dict or annotation is dict:
        # decoded to its type here, so a wrong shape or value is reported under the variable's name
        return msgspec.json.decode(raw.encode(), type=annotation, strict=False)
    if annotation is bool:
        v = raw.strip().lower()
        if v in _TRUE:
            return True
        if v in _FALSE:
            return False
        raise ValueError("expected true/false, 1/0, yes/no or on/off")
    value = msgspec.convert(raw.strip() if annotation is not str else raw, annotation, strict=False)
    if isinstance(value, float) and not math.isfinite(value):
        # NaN passes every `< minimum` check (a NaN timeout never fires); inf is no setting's "off"
        raise ValueError("expected a finite number")
    return value


@contextmanager
def _sources(mapping: dict[str, str]) -> Iterator[None]:
    token = _SOURCES.set(mapping)
    try:
        yield
    finally:
        _SOURCES.reset(token)


def load_settings(cls: type[S], environ: Mapping[str, str] | None = None) -> S:
    """Build `cls` from the environment; ConfigError naming every bad variable at once."""
    env = os.environ if environ is None else environ
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    problems: list[str] = []
    used: dict[str, str] = {}
    for f in msgspec.structs.fields(cls):
        var = next((v for v in env_names(cls, f.name) if v in env), None)
        if var is None:
            continue
        used[f.name] = var
        raw = env[var]
        if raw.strip() == "" and not _is_text(hints[f.name]):
            continue  # empty means unset: the default applies
        try:
            values[f.name] = _parse_value(raw, hints[f.name])
        except (msgspec.ValidationError, msgspec.DecodeError, ValueError, TypeError) as exc:
            problems.append(f"{var}: expected {_type_name(hints[f.name])}, got {raw!r} ({exc})")
    problems += _near_misses(cls, env)
    try:
        with _sources(used):
            settings = msgspec.convert(values, cls, strict=False)
    except ConfigError as exc:
        raise ConfigError(problems + exc.problems) from None
    except (msgspec.ValidationError, ValueError, TypeError) as exc:
        raise ConfigError([*problems, str(exc)]) from exc
    if problems:
        raise ConfigError(problems)
    return settings


#: CHANGEWIRE_* variables read outside the settings classes (`changewire up`, the test servers, migrations, the demo)
OTHER_VARIABLES = ("CHANGEWIRE_UP_NATS_PORT", "CHANGEWIRE_TEST_TMPDIR", "CHANGEWIRE_MIGRATIONS_DIR",
                   "CHANGEWIRE_DEMO_COMPANIES", "CHANGEWIRE_DEMO_SEED", "CHANGEWIRE_DEMO_STEP_S",
                   "CHANGEWIRE_DEMO_ONBOARD", "CHANGEWIRE_DEMO_PORT")
#: how alike (difflib ratio of the names after CHANGEWIRE_) an unknown variable and a setting must be to be its typo
NEAR_MISS = 0.88


@functools.cache
def known_variables(cls: type[CommonSettings] | None = None) -> frozenset[str]:
    """Every CHANGEWIRE_* variable something reads: `cls`'s, every installed service's (one environment is often
    shared by the whole stack), OTHER_VARIABLES."""
    classes: list[type[CommonSettings]] = [CommonSettings] + ([cls] if cls is not None else [])
    try:
        from .servicedef import installed_services

        classes += [sd.settings_cls for sd in installed_services().values()]
    except Exception:  # noqa: BLE001 - a broken service package must not make every variable unknown
        pass
    names = set(OTHER_VARIABLES)
    for c in classes:
        for f in msgspec.structs.fields(c):
            names.update(env_names(c, f.name))
        if c is CommonSettings:
            continue
        # a common setting given to this one service (CHANGEWIRE_<SERVICE>_<NAME>)
        names.update(f"{PREFIX}{c.SERVICE.upper()}_{f}".upper() for f in _common_fields() if c.SERVICE)
    return frozenset(names)


def _near_misses(cls: type[CommonSettings], env: Mapping[str, str]) -> list[str]:
    """A CHANGEWIRE_* variable nothing reads whose name is a near miss of a setting's (a typo): its value would be
    ignored without a word and the default used; one message per such variable, naming the likely setting."""
    own = {v for f in msgspec.structs.fields(cls) for v in env_names(cls, f.name)}
    unknown = [k for k in env if k.startswith(PREFIX) and k not in own]
    if not unknown:
        return []
    import difflib

    known = known_variables(cls)
    out = []
    by_suffix = {k[len(PREFIX):]: k for k in known}
    for name in sorted(k for k in unknown if k not in known):
        close = difflib.get_close_matches(name[len(PREFIX):], list(by_suffix), n=1, cutoff=NEAR_MISS)
        if close:
            out.append(f"{name}: not a setting; did you mean {by_suffix[close[0]]}?")
    return out


def settings_doc(cls: type[CommonSettings]) -> list[tuple[str, Any]]:
    """(env var, default) pairs for documentation."""
    out = []
    for f in msgspec.structs.fields(cls):
        default = f.default if f.default is not msgspec.NODEFAULT else None
        out.append((env_name(cls, f.name), default))
    return out
