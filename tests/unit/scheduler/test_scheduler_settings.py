"""Scheduler settings: env names, JSON tables merged over the defaults, every problem reported at once."""
from __future__ import annotations

import pytest

from changewire_common.errors import ConfigError
from changewire_common.settings import load_settings
from changewire_scheduler.settings import DEFAULT_SURFACE_BASE_S, SchedulerSettings


def test_defaults_match_design() -> None:
    s = SchedulerSettings()
    assert (s.burst_decay, s.stability_growth, s.min_interval_s, s.max_interval_s) == (2.0, 1.25, 300, 604800)
    assert (s.quality_alpha, s.stale_after_failures, s.retired_after_failures, s.raw_retention_days) == \
        (0.15, 6, 30, 21.0)
    assert s.base_table() == DEFAULT_SURFACE_BASE_S
    assert s.tier_table() == {"1": 0.5, "2": 0.75, "3": 1.0, "4": 1.5}


def test_env_loading_and_json_tables() -> None:
    s = load_settings(SchedulerSettings, {
        "CHANGEWIRE_SCHEDULER_TICK_S": "0.5",
        "CHANGEWIRE_SCHEDULER_PER_DOMAIN_PER_TICK": "2",
        "CHANGEWIRE_SCHEDULER_SURFACE_BASE_S": '{"pricing": 7200}',
        "CHANGEWIRE_SCHEDULER_TIMEZONE": "Europe/Berlin",
        "CHANGEWIRE_SCHEDULER_RETENTION_SCHEDULE": "0 4 * * 0",
    })
    assert s.tick_s == 0.5 and s.per_domain_per_tick == 2 and s.timezone == "Europe/Berlin"
    assert s.base_table()["pricing"] == 7200 and s.base_table()["status"] == 600


def test_every_problem_at_once() -> None:
    with pytest.raises(ConfigError) as ei:
        load_settings(SchedulerSettings, {
            "CHANGEWIRE_SCHEDULER_TICK_S": "ten",
            "CHANGEWIRE_SCHEDULER_MIN_INTERVAL_S": "900000",
            "CHANGEWIRE_SCHEDULER_JITTER": "1.5",
            "CHANGEWIRE_SCHEDULER_TIMEZONE": "Mars/Olympus",
            "CHANGEWIRE_SCHEDULER_REPAIR_SWEEP_SCHEDULE": "sometimes",
            "CHANGEWIRE_SCHEDULER_TIER_FACTORS": '{"7": 2}',
        })
    text = "\n".join(ei.value.problems)
    for needle in ("CHANGEWIRE_SCHEDULER_TICK_S", "MIN_INTERVAL_S", "JITTER", "TIMEZONE", "REPAIR_SWEEP_SCHEDULE",
                   "TIER_FACTORS"):
        assert needle in text
