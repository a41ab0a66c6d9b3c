"""The declared streams and consumers (pure: no server): names, filters, routing, NAK backoff."""
from __future__ import annotations

import re

import pytest

from changewire_common.bus import (
    CONSUMERS, STREAMS, ConsumerSpec, backoff_delay, consumer_config, consumers_for, stream_config, stream_for_subject,
)
from changewire_common.events import EVENT_TYPES
from changewire_common.naming import Naming
from nats.js import api


def test_every_event_family_has_exactly_one_stream() -> None:
    for family in EVENT_TYPES:
        probe = family + ".x" if family not in ("sensor.due", "sensor.created", "sensor.migrated") else family
        assert stream_for_subject(probe).name, family
    subjects = [s for spec in STREAMS for s in spec.subjects]
    assert len(subjects) == len(set(subjects))


@pytest.mark.parametrize(("subject", "stream"), [
    ("sensor.due", "DUE"), ("sensor.created", "SENSOR"), ("sensor.status_changed.failing", "SENSOR"),
    ("sensor.migrated", "SENSOR"), ("observation.fetched.ok", "OBSERVATION"), ("snapshot.stored.changed", "SNAPSHOT"),
    ("change.detected.careers.major", "CHANGE"), ("company.onboard.requested", "COMPANY"),
])
def test_routing(subject: str, stream: str) -> None:
    assert stream_for_subject(subject).name == stream


def test_unknown_subject_has_no_stream() -> None:
    with pytest.raises(KeyError):
        stream_for_subject("nothing.here")


def test_due_is_a_work_queue_and_the_rest_are_limits() -> None:
    cfgs = {s.name: stream_config(s, Naming("")) for s in STREAMS}
    assert cfgs["DUE"].retention == api.RetentionPolicy.WORK_QUEUE
    assert all(c.retention == api.RetentionPolicy.LIMITS for n, c in cfgs.items() if n != "DUE")
    assert all(c.storage == api.StorageType.FILE and c.duplicate_window == 1200.0 for c in cfgs.values())
    assert cfgs["CHANGE"].max_age >= 30 * 86400


def test_durable_names_follow_the_convention_and_filters_belong_to_their_stream() -> None:
    streams = {s.name for s in STREAMS}
    for name, c in CONSUMERS.items():
        assert name == c.durable
        assert re.fullmatch(r"[a-z]+(-[a-z_]+)+", name) and "." not in name
        assert name.startswith(c.service + "-")
        assert c.stream in streams
        for f in c.filter_subjects:
            assert stream_for_subject(f.replace(">", "x")).name == c.stream
        assert c.max_deliver >= 2 and c.ack_wait_s > 0 and c.nak_backoff_s


def test_the_scheduler_gets_every_terminal_outcome_once() -> None:
    """ok fetches reach the scheduler through snapshot.stored; every other outcome directly."""
    sched = {f for c in consumers_for("scheduler") for f in c.filter_subjects}
    differ = {f for c in consumers_for("differ") for f in c.filter_subjects}
    assert differ == {"observation.fetched.ok"}
    assert "observation.fetched.ok" not in sched
    assert {f"observation.fetched.{o}" for o in ("not_modified", "failed", "redirected", "skipped")} <= sched
    assert "snapshot.stored.>" in sched


def test_prefix_applies_to_subjects_streams_and_durables() -> None:
    n = Naming("t1")
    spec = CONSUMERS["scheduler-observation-fetched"]
    cfg = consumer_config(spec, n)
    assert cfg.durable_name == "t1-scheduler-observation-fetched"
    assert cfg.filter_subjects and all(s.startswith("t1.observation.fetched.") for s in cfg.filter_subjects)
    assert cfg.filter_subject is None
    one = consumer_config(CONSUMERS["fetcher-sensor-due"], n)
    assert one.filter_subject == "t1.sensor.due" and one.filter_subjects is None
    assert one.ack_policy == api.AckPolicy.EXPLICIT and one.max_deliver == CONSUMERS["fetcher-sensor-due"].max_deliver
    assert stream_config(STREAMS[0], n).name == "T1_DUE"


def test_ack_wait_cap() -> None:
    # CHANGEWIRE_NATS_ACK_WAIT_MAX_S: caps each consumer's own ack wait (a shorter one stays), 0 leaves them as they are
    n = Naming("")
    differ, sched = CONSUMERS["differ-observation-fetched"], CONSUMERS["scheduler-snapshot-stored"]
    # the server waits at most SERVER_ACK_WAIT_S (the runner keeps held messages alive up to the spec's 120 s)
    assert differ.ack_wait_s == 120.0 and consumer_config(differ, n).ack_wait == 30.0
    assert consumer_config(differ, n, ack_wait_max_s=20.0).ack_wait == 20.0
    assert consumer_config(sched, n, ack_wait_max_s=45.0).ack_wait == sched.ack_wait_s == 30.0
    assert consumer_config(differ, n, ack_wait_max_s=0.0).ack_wait == 30.0


@pytest.mark.parametrize(("delivered", "delay"), [(0, 1.0), (1, 1.0), (2, 5.0), (5, 180.0), (50, 180.0)])
def test_backoff_delay_by_delivery_count(delivered: int, delay: float) -> None:
    spec = ConsumerSpec("x-y", "DUE", ("sensor.due",), "x", nak_backoff_s=(1.0, 5.0, 15.0, 60.0, 180.0))
    assert backoff_delay(spec, delivered) == delay
