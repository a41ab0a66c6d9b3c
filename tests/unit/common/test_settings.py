"""Settings: typed, frozen, read from CHANGEWIRE_* once; every bad value reported at once, naming the variable."""
from __future__ import annotations

from typing import ClassVar

import msgspec
import pytest

from changewire_common.errors import ConfigError
from changewire_common.settings import (
    CommonSettings, env_name, env_names, load_settings, loop_factory, settings_doc,
)


class DemoSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "demo"

    #: handlers per replica
    concurrency: int = 4
    #: hosts to skip
    skip_hosts: tuple[str, ...] = ()
    #: extra per-host settings
    overrides: dict[str, int] = {}
    #: enable the thing
    enabled: bool = False

    def validate(self) -> list[str]:
        if self.concurrency > 1000:
            return [f"{self.env_var('concurrency')}: at most 1000, got {self.concurrency}"]
        return []


def test_defaults_from_an_empty_environment() -> None:
    s = load_settings(DemoSettings, {})
    assert s == DemoSettings()
    assert s.database_url == "" and s.outbox_batch == 500 and s.concurrency == 4
    assert s.blob_root.endswith("blobs")


def test_values_are_typed_and_service_fields_use_the_service_prefix() -> None:
    s = load_settings(DemoSettings, {
        "CHANGEWIRE_DATABASE_URL": "postgresql://u@h/db",
        "CHANGEWIRE_OUTBOX_BATCH": " 200 ",
        "CHANGEWIRE_DEMO_CONCURRENCY": "8",
        "CHANGEWIRE_CONCURRENCY": "999",  # not this service's variable
        "CHANGEWIRE_DEMO_SKIP_HOSTS": "a.test, b.test,,",
        "CHANGEWIRE_DEMO_OVERRIDES": '{"a.test": 3}',
        "CHANGEWIRE_DEMO_ENABLED": "yes",
        "CHANGEWIRE_FETCH_ALLOW_CIDRS": "127.0.0.2/32,10.0.0.0/8",
    })
    assert s.database_url == "postgresql://u@h/db"
    assert s.outbox_batch == 200 and s.concurrency == 8
    assert s.skip_hosts == ("a.test", "b.test")
    assert s.overrides == {"a.test": 3}
    assert s.enabled is True
    assert s.fetch_allow_cidrs == ("127.0.0.2/32", "10.0.0.0/8")


@pytest.mark.parametrize(("raw", "want"), [
    ("true", True), ("TRUE", True), ("1", True), ("yes", True), ("on", True),
    ("false", False), ("0", False), ("No", False), ("off", False),
])
def test_booleans(raw: str, want: bool) -> None:
    assert load_settings(DemoSettings, {"CHANGEWIRE_DEMO_ENABLED": raw}).enabled is want


def test_a_service_variable_overrides_a_common_one_for_that_service() -> None:
    env = {"CHANGEWIRE_METRICS_PORT": "9000", "CHANGEWIRE_DEMO_METRICS_PORT": "9107"}
    assert load_settings(DemoSettings, env).metrics_port == 9107
    assert load_settings(CommonSettings, env).metrics_port == 9000
    assert env_names(DemoSettings, "metrics_port") == ["CHANGEWIRE_DEMO_METRICS_PORT", "CHANGEWIRE_METRICS_PORT"]
    assert env_name(DemoSettings, "metrics_port") == "CHANGEWIRE_METRICS_PORT"
    assert env_name(DemoSettings, "concurrency") == "CHANGEWIRE_DEMO_CONCURRENCY"


def test_an_empty_value_means_the_default_except_for_text() -> None:
    s = load_settings(DemoSettings, {"CHANGEWIRE_METRICS_PORT": "", "CHANGEWIRE_DEMO_CONCURRENCY": " ",
                                     "CHANGEWIRE_NATS_PREFIX": ""})
    assert s.metrics_port == 0 and s.concurrency == 4 and s.nats_prefix == ""


def test_every_bad_value_is_reported_at_once_naming_the_variable() -> None:
    env = {
        "CHANGEWIRE_DB_POOL_MAX": "ten",
        "CHANGEWIRE_LOG_FORMAT": "xml",
        "CHANGEWIRE_LOG_LEVEL": "loud",
        "CHANGEWIRE_EVENT_LOOP": "trio",
        "CHANGEWIRE_DATABASE_URL": "mysql://x",
        "CHANGEWIRE_NATS_URL": "http://x",
        "CHANGEWIRE_NATS_PREFIX": "has.dots",
        "CHANGEWIRE_OUTBOX_BATCH": "0",
        "CHANGEWIRE_OUTBOX_POLL_S": "-1",
        "CHANGEWIRE_DEMO_METRICS_PORT": "70000",
        "CHANGEWIRE_FETCH_ALLOW_CIDRS": "10.0.0.0/8,not-a-cidr",
        "CHANGEWIRE_DEMO_CONCURRENCY": "5000",
        "CHANGEWIRE_DEMO_ENABLED": "maybe",
        "CHANGEWIRE_DEMO_OVERRIDES": "{not json",
    }
    with pytest.raises(ConfigError) as info:
        load_settings(DemoSettings, env)
    problems = info.value.problems
    for var in env:
        assert sum(p.startswith(var + ":") for p in problems) == 1, (var, problems)
    assert len(problems) == len(env)
    assert "'ten'" in next(p for p in problems if p.startswith("CHANGEWIRE_DB_POOL_MAX"))
    assert "expected int" in next(p for p in problems if p.startswith("CHANGEWIRE_DB_POOL_MAX"))
    # one message holding every line
    assert all(p in str(info.value) for p in problems)


def test_cross_field_problems_name_both_variables() -> None:
    with pytest.raises(ConfigError) as info:
        load_settings(DemoSettings, {"CHANGEWIRE_DB_POOL_MIN": "20", "CHANGEWIRE_DB_POOL_MAX": "5"})
    assert info.value.problems == ["CHANGEWIRE_DB_POOL_MIN: must be ≤ CHANGEWIRE_DB_POOL_MAX (5), got 20"]


def test_settings_are_frozen() -> None:
    s = load_settings(DemoSettings, {})
    with pytest.raises(AttributeError):
        s.concurrency = 3  # type: ignore[misc]
    assert msgspec.structs.replace(s, concurrency=3).concurrency == 3


def test_direct_construction_validates_too() -> None:
    with pytest.raises(ConfigError, match="CHANGEWIRE_LOG_FORMAT"):
        CommonSettings(log_format="yaml")


def test_settings_doc_lists_every_variable_with_its_default() -> None:
    doc = dict(settings_doc(DemoSettings))
    assert doc["CHANGEWIRE_DEMO_CONCURRENCY"] == 4
    assert doc["CHANGEWIRE_OUTBOX_BATCH"] == 500
    assert len(doc) == len(msgspec.structs.fields(DemoSettings))


def test_every_common_setting_is_documented_next_to_its_field() -> None:
    from changewire_common.settings_doc import field_docs

    docs = field_docs(CommonSettings)
    assert [f.name for f in msgspec.structs.fields(CommonSettings) if not docs.get(f.name)] == []


def test_event_loop_choice_names_a_factory_or_the_default() -> None:
    import asyncio
    import sys

    assert load_settings(DemoSettings, {}).event_loop == "auto"
    assert loop_factory("asyncio") is None
    uvloop = pytest.importorskip("uvloop")
    for choice in ("auto", "uvloop"):
        factory = loop_factory(choice)
        assert factory is uvloop.new_event_loop
        loop = factory()
        try:
            assert isinstance(loop, uvloop.Loop) and loop.run_until_complete(asyncio.sleep(0, "ran")) == "ran"
        finally:
            loop.close()
    # uvloop missing: auto falls back to asyncio, an explicit uvloop is a clear configuration error
    saved = sys.modules.get("uvloop")
    sys.modules["uvloop"] = None  # type: ignore[assignment]  # makes `import uvloop` raise ImportError
    try:
        assert loop_factory("auto") is None
        with pytest.raises(ConfigError, match="CHANGEWIRE_EVENT_LOOP: uvloop but uvloop cannot be imported"):
            loop_factory("uvloop")
    finally:
        sys.modules["uvloop"] = saved  # type: ignore[assignment]
