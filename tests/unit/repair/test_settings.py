"""RepairSettings: defaults, environment names, and every bad value reported at once."""
from __future__ import annotations

import pytest

from changewire_common.errors import ConfigError
from changewire_common.settings import load_settings
from changewire_repair.settings import RepairSettings


def test_defaults_follow_the_issue() -> None:
    s = load_settings(RepairSettings, {})
    assert s.sweep_interval_s == 1800 and s.max_requests == 6
    assert s.simhash_max_distance == 12 and s.fuzzy_min_ratio == 0.6


def test_service_variables_are_read() -> None:
    s = load_settings(RepairSettings, {"CHANGEWIRE_REPAIR_MAX_REQUESTS": "4",
                                       "CHANGEWIRE_REPAIR_MIN_ATTEMPT_INTERVAL_S": "600",
                                       "CHANGEWIRE_POLITENESS_SPACING_S": "0.5"})
    assert s.max_requests == 4 and s.min_attempt_interval_s == 600 and s.politeness_spacing_s == 0.5


def test_bad_values_are_all_named() -> None:
    with pytest.raises(ConfigError) as e:
        load_settings(RepairSettings, {"CHANGEWIRE_REPAIR_MAX_REQUESTS": "0",
                                       "CHANGEWIRE_REPAIR_FUZZY_MIN_RATIO": "1.5",
                                       "CHANGEWIRE_REPAIR_SIMHASH_MAX_DISTANCE": "65",
                                       "CHANGEWIRE_REPAIR_SWEEP_INTERVAL_S": "-1"})
    text = "\n".join(e.value.problems)
    for var in ("CHANGEWIRE_REPAIR_MAX_REQUESTS", "CHANGEWIRE_REPAIR_FUZZY_MIN_RATIO",
                "CHANGEWIRE_REPAIR_SIMHASH_MAX_DISTANCE", "CHANGEWIRE_REPAIR_SWEEP_INTERVAL_S"):
        assert var in text


def test_a_non_number_is_a_clear_error() -> None:
    with pytest.raises(ConfigError, match="CHANGEWIRE_REPAIR_MAX_REQUESTS"):
        load_settings(RepairSettings, {"CHANGEWIRE_REPAIR_MAX_REQUESTS": "six"})
