"""The scheduler's own Prometheus metrics (`changewire_scheduler_<what>_<unit>`); labels are few and known
in advance (never a URL or a sensor id). Backbone metrics come from changewire_common.metrics."""
from __future__ import annotations

import functools
from dataclasses import dataclass

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Gauge, Histogram

from changewire_common.metrics import LATENCY_BUCKETS

P = "changewire_scheduler"


@dataclass(frozen=True)
class SchedulerMetrics:
    claims: Counter
    leases_reissued: Counter
    ticks: Counter
    tick_seconds: Histogram
    claim_batch_seconds: Histogram
    outcomes_applied: Counter
    outcomes_stale: Counter
    apply_batch_size: Histogram
    apply_batch_seconds: Histogram
    apply_batch_failures: Counter
    status_transitions: Counter
    review_items: Counter
    jobs: Counter
    last_tick_timestamp: Gauge
    due_backlog: Gauge
    oldest_overdue: Gauge


@functools.cache
def scheduler_metrics(registry: CollectorRegistry = REGISTRY) -> SchedulerMetrics:
    return SchedulerMetrics(
        claims=Counter(f"{P}_claims_total", "Runs issued (sensor.due enqueued), re-issues included", registry=registry),
        leases_reissued=Counter(f"{P}_leases_reissued_total", "Runs re-issued because the previous lease expired",
                                registry=registry),
        ticks=Counter(f"{P}_ticks_total", "Claim ticks run", registry=registry),
        tick_seconds=Histogram(f"{P}_tick_duration_seconds", "Duration of one claim tick", buckets=LATENCY_BUCKETS,
                               registry=registry),
        claim_batch_seconds=Histogram(f"{P}_claim_batch_duration_seconds", "One claim transaction",
                                      buckets=LATENCY_BUCKETS, registry=registry),
        outcomes_applied=Counter(f"{P}_outcomes_applied_total", "Run outcomes applied, by outcome", ["outcome"],
                                 registry=registry),
        outcomes_stale=Counter(f"{P}_outcomes_stale_total",
                               "Outcomes ignored: run superseded, already closed, or sensor unknown", ["reason"],
                               registry=registry),
        apply_batch_size=Histogram(f"{P}_apply_batch_outcomes", "Outcomes per apply transaction",
                                   buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256, 512), registry=registry),
        apply_batch_seconds=Histogram(f"{P}_apply_batch_duration_seconds", "One apply transaction",
                                      buckets=LATENCY_BUCKETS, registry=registry),
        apply_batch_failures=Counter(f"{P}_apply_batch_failures_total",
                                     "Apply transactions that failed and were retried one outcome at a time",
                                     registry=registry),
        status_transitions=Counter(f"{P}_status_transitions_total", "Run-driven sensor status changes", ["to_status"],
                                   registry=registry),
        review_items=Counter(f"{P}_review_items_total", "Review items opened", ["kind"], registry=registry),
        jobs=Counter(f"{P}_periodic_jobs_total", "Periodic job runs, by job and result", ["job", "result"],
                     registry=registry),
        last_tick_timestamp=Gauge(f"{P}_last_tick_timestamp_seconds", "Unix time of the last finished tick",
                                  registry=registry),
        due_backlog=Gauge(f"{P}_due_backlog_sensors", "Claimable sensors due and not claimed", registry=registry),
        oldest_overdue=Gauge(f"{P}_oldest_overdue_age_seconds", "How long the most overdue unclaimed sensor is due",
                             registry=registry),
    )
