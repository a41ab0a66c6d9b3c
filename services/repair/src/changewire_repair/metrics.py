"""Every Prometheus metric of the repair service, declared once (labels are few and fixed:
trigger ∈ event|sweep|cli, decision ∈ recovered|migrated|review|wait|skipped|error)."""
from __future__ import annotations

import functools
from dataclasses import dataclass

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Histogram

from changewire_common.metrics import LATENCY_BUCKETS


@dataclass(frozen=True)
class RepairMetrics:
    attempts: Counter
    requests: Histogram
    duration: Histogram
    fetch_seconds: Histogram
    sweeps: Counter


@functools.cache
def repair_metrics(registry: CollectorRegistry = REGISTRY) -> RepairMetrics:
    return RepairMetrics(
        attempts=Counter("changewire_repair_attempts_total", "Repair attempts by trigger and decision",
                         ["trigger", "decision"], registry=registry),
        requests=Histogram("changewire_repair_requests_per_attempt", "HTTP requests one attempt made",
                           buckets=(0, 1, 2, 3, 4, 5, 6, 8, 10), registry=registry),
        duration=Histogram("changewire_repair_attempt_duration_seconds",
                           "Time one attempt took (politeness waits included)",
                           buckets=LATENCY_BUCKETS, registry=registry),
        fetch_seconds=Histogram("changewire_repair_fetch_duration_seconds",
                                "Time of one repair GET (slot wait excluded)",
                                buckets=LATENCY_BUCKETS, registry=registry),
        sweeps=Counter("changewire_repair_sweeps_total", "Sweeps run, by what started them", ["trigger"],
                       registry=registry),
    )
