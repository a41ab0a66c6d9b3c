"""Red team, round 10 (fetcher: rate limits), the classify half: reset fields of a 429 and epoch-millisecond
resets. The round's account is in tests/integration/test_fetch_redteam10.py.
"""
from __future__ import annotations

import pytest

from changewire_common.vocab import FailureClass
from changewire_fetcher.classify import classify_response, rate_limit_spent

NOW = 1_800_000_000.0


@pytest.mark.parametrize(("headers", "spent"), [
    # a Unix time in milliseconds, a minute away (was 86 400 s: the longest block)
    ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1800000060000"}, 60.0),
    ({"x-rate-limit-remaining": "0", "x-rate-limit-reset": "1800000090123.5"}, 90.0),
    # pins: a Unix time in seconds, a number of seconds, a past reset
    ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1800000060"}, 60.0),
    ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "45"}, 45.0),
    ({"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1799999000000"}, 0.0),
])
def test_reset_times(headers: dict[str, str], spent: float) -> None:
    assert rate_limit_spent(headers, now=NOW) == pytest.approx(spent, abs=1.0)


@pytest.mark.parametrize(("headers", "block"), [
    # the 429 says the quota is spent; its reset field alone says when it comes back (was the 600 s default)
    ({"x-ratelimit-reset": "30", "x-ratelimit-limit": "60"}, 30.0),
    ({"ratelimit-reset": "12", "ratelimit-limit": "100"}, 12.0),
    ({"ratelimit": '"default";t=20'}, 20.0),
    # pins: remaining still above 0 (another window's count) and no field: the default pause
    ({"x-ratelimit-remaining": "3", "x-ratelimit-reset": "30"}, 600.0),
    ({}, 600.0),
    ({"x-ratelimit-reset": "0"}, 600.0),
])
def test_a_429s_reset_field_names_the_pause(headers: dict[str, str], block: float) -> None:
    c = classify_response(429, {"content-type": "application/json", **headers}, b'{"message":"slow down"}',
                          final_url="https://api.acme.com/v1/jobs", sensor_domain="acme.com")
    assert c.failure_class == FailureClass.RATE_LIMIT and c.block_s == pytest.approx(block, abs=1.0), c


def test_a_403_needs_remaining_zero() -> None:
    # a reset field on a 403 without Remaining 0 says nothing is spent: the refusal stays a 4xx
    c = classify_response(403, {"x-ratelimit-reset": "30"}, b"forbidden", final_url="https://acme.com/x",
                          sensor_domain="acme.com")
    assert c.failure_class == FailureClass.HTTP_4XX
