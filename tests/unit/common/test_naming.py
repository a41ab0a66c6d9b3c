"""Naming: the optional prefix that isolates tests on a shared nats-server."""
from __future__ import annotations

import pytest

from changewire_common.naming import Naming


def test_no_prefix_is_the_identity() -> None:
    n = Naming("")
    assert n.subject("sensor.due") == "sensor.due" and n.unprefix("sensor.due") == "sensor.due"
    assert n.stream("DUE") == "DUE" and n.durable("fetcher-sensor-due") == "fetcher-sensor-due"


def test_prefix_round_trip() -> None:
    n = Naming("t_1-a")
    assert n.subject("change.detected.careers.major") == "t_1-a.change.detected.careers.major"
    assert n.unprefix(n.subject("change.detected.careers.major")) == "change.detected.careers.major"
    assert n.unprefix("other.subject") == "other.subject"
    assert n.stream("CHANGE") == "T_1-A_CHANGE"
    assert n.durable("differ-observation-fetched") == "t_1-a-differ-observation-fetched"


@pytest.mark.parametrize("bad", ["a.b", "a b", "a*", "a>", "ü"])
def test_bad_prefix_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        Naming(bad)
