"""FetcherSettings: environment names, validation of every problem at once."""
from __future__ import annotations

import pytest

from changewire_common.errors import ConfigError
from changewire_common.settings import load_settings
from changewire_fetcher.settings import FetcherSettings


def test_defaults_and_env_names() -> None:
    s = load_settings(FetcherSettings, {"CHANGEWIRE_FETCHER_CONCURRENCY": "32", "CHANGEWIRE_POLITENESS_SPACING_S": "0",
                                        "CHANGEWIRE_CONNECT_TO": "a.test=127.0.0.2:80",
                                        "CHANGEWIRE_HTTP_MAX_BYTES": "1000"})
    assert s.concurrency == 32 and s.politeness_spacing_s == 0.0 and s.http_max_bytes == 1000
    assert s.max_slot_wait_s == 5.0 and s.connect_to == "a.test=127.0.0.2:80"


def test_every_problem_is_reported() -> None:
    with pytest.raises(ConfigError) as ei:
        load_settings(FetcherSettings, {"CHANGEWIRE_CONNECT_TO": "nonsense", "CHANGEWIRE_FETCHER_CONCURRENCY": "0",
                                        "CHANGEWIRE_HTTP_RETRIES": "5", "CHANGEWIRE_FETCHER_MAX_SLOT_WAIT_S": "-1",
                                        "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S": "0"})
    text = str(ei.value)
    for var in ("CHANGEWIRE_CONNECT_TO", "CHANGEWIRE_FETCHER_CONCURRENCY", "CHANGEWIRE_HTTP_RETRIES",
                "CHANGEWIRE_FETCHER_MAX_SLOT_WAIT_S", "CHANGEWIRE_HTTP_TOTAL_TIMEOUT_S"):
        assert var in text, var


def test_claim_must_outlast_a_run() -> None:
    with pytest.raises(ConfigError, match="CLAIM_TTL_S"):
        FetcherSettings(claim_ttl_s=60.0, http_total_timeout_s=45.0)
