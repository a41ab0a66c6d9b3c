"""Settings of the scheduler service (env: CHANGEWIRE_SCHEDULER_<NAME>); common ones come from CommonSettings.

Each field's default and meaning sit next to it: this module documents the scheduler's settings.
Dict settings take JSON in the environment, e.g.
`CHANGEWIRE_SCHEDULER_SURFACE_BASE_S='{"pricing": 21600}'` (merged over the defaults).
"""
from __future__ import annotations

from typing import ClassVar

import msgspec

from changewire_common.settings import CommonSettings
from changewire_common.vocab import COMPANY_TIER_FACTOR, SURFACE_BASE_INTERVAL_S, Surface

from .cron import parse_schedule

HOUR = 3600
DAY = 86400

#: base check interval by surface, seconds (DESIGN.md "Scheduling"; shared with discovery's seeding)
DEFAULT_SURFACE_BASE_S: dict[str, int] = dict(SURFACE_BASE_INTERVAL_S)

#: base-interval factor by company tier (1 = most important)
DEFAULT_TIER_FACTORS: dict[str, float] = {str(k): v for k, v in COMPANY_TIER_FACTOR.items()}


class SchedulerSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "scheduler"

    # ---- claiming
    #: seconds between claim ticks (each tick writes one crawl_runs row)
    tick_s: float = 2.0
    #: sensors claimed per transaction (one batch = one transaction = one enqueue_many)
    claim_batch: int = 500
    #: upper bound of sensors claimed by one replica in one tick (several batches)
    max_claims_per_tick: int = 20000
    #: at most this many sensors of one registrable domain per tick (replicas plan alike, so about per tick overall)
    per_domain_per_tick: int = 4
    #: a claimed run's lease, seconds; an expired lease is re-issued with a new run_seq
    lease_ttl_s: float = 1800.0

    # ---- the interval formula (DESIGN.md "Scheduling")
    #: unchanged after a burst: interval × burst_decay, up to the base (must be > 1)
    burst_decay: float = 2.0
    #: unchanged at or above the base: interval × stability_growth, up to max_interval_s
    stability_growth: float = 1.25
    #: smallest interval, seconds
    min_interval_s: int = 5 * 60
    #: largest interval, seconds
    max_interval_s: int = 7 * DAY
    #: base interval by surface, seconds (JSON; merged over the defaults)
    surface_base_s: dict[str, int] = msgspec.field(default_factory=dict)
    #: base-interval factor by company tier "1".."4" (JSON; merged over the defaults)
    tier_factors: dict[str, float] = msgspec.field(default_factory=dict)
    #: next_run_at = now + interval × U(1 − jitter, 1 + jitter)
    jitter: float = 0.1
    #: quality_score EMA weight of the newest run
    quality_alpha: float = 0.15
    #: the change-rate estimator's memory, in checks (older checks decay by 1 − 1/window each check)
    change_rate_window: float = 30.0
    #: consecutive failures (any class) before `stale`
    stale_after_failures: int = 6
    #: consecutive failures (any class) before `retired`
    retired_after_failures: int = 30
    #: a `skipped` outcome without skip_until is retried after this many seconds
    skip_fallback_s: float = 300.0

    # ---- applying outcomes
    #: outcomes applied per transaction at most
    apply_batch: int = 256
    #: concurrent apply transactions
    apply_workers: int = 2
    #: how long an outcome may wait for others to share its apply transaction, milliseconds
    apply_linger_ms: float = 2.0
    #: in-flight deliveries per outcome consumer (they queue into the batches)
    consumer_concurrency: int = 1024
    #: messages fetched per pull request
    consumer_batch: int = 256

    # ---- periodic work; a schedule is an interval (`30s`, `10m`, `6h`), a cron expression
    # (`17 3 * * *`, evaluated in `timezone`) or `off`. Each fire runs on one replica only.
    #: IANA time zone of cron expressions
    timezone: str = "UTC"
    #: retention: raw bodies of no-change snapshots dropped, unreferenced blobs swept, old crawl_runs pruned
    retention_schedule: str = "17 3 * * *"
    #: raw bodies of snapshots that produced no change are dropped after this many days
    raw_retention_days: float = 21.0
    #: crawl_runs rows are kept this many days
    crawl_runs_retention_days: float = 14.0
    #: writes settings_kv 'repair.sweep_requested_at' (the repair service polls it)
    repair_sweep_schedule: str = "*/30 * * * *"
    #: extra outbox pruning hook (the relay of every process already prunes): off by default
    outbox_prune_schedule: str = "off"
    #: seconds between heartbeats in settings_kv ('scheduler.heartbeat.<instance_id>')
    heartbeat_s: float = 15.0
    #: seconds between updates of the due-backlog gauges (count and oldest overdue age)
    backlog_gauge_s: float = 10.0

    def base_table(self) -> dict[str, int]:
        return {**DEFAULT_SURFACE_BASE_S, **self.surface_base_s}

    def tier_table(self) -> dict[str, float]:
        return {**DEFAULT_TIER_FACTORS, **self.tier_factors}

    def validate(self) -> list[str]:
        p = "CHANGEWIRE_SCHEDULER_"
        problems: list[str] = []
        positive = ("tick_s", "claim_batch", "max_claims_per_tick", "per_domain_per_tick", "lease_ttl_s",
                    "min_interval_s", "max_interval_s", "apply_batch", "apply_workers", "consumer_concurrency",
                    "consumer_batch", "heartbeat_s", "backlog_gauge_s", "change_rate_window", "stale_after_failures",
                    "retired_after_failures", "raw_retention_days", "crawl_runs_retention_days")
        for name in positive:
            if getattr(self, name) <= 0:
                problems.append(f"{p}{name.upper()}: must be > 0, got {getattr(self, name)}")
        if self.apply_linger_ms < 0:
            problems.append(f"{p}APPLY_LINGER_MS: must be ≥ 0, got {self.apply_linger_ms}")
        if self.min_interval_s > self.max_interval_s:
            problems.append(f"{p}MIN_INTERVAL_S ({self.min_interval_s}) must not exceed "
                            f"{p}MAX_INTERVAL_S ({self.max_interval_s})")
        if self.burst_decay <= 1.0:
            # at 1 a sensor that changed once would stay at its burst interval (base / 4) for good
            problems.append(f"{p}BURST_DECAY: must be > 1 (the burst decays back to the base), got {self.burst_decay}")
        if self.stability_growth < 1.0:
            problems.append(f"{p}STABILITY_GROWTH: must be ≥ 1, got {self.stability_growth}")
        if not 0.0 <= self.jitter < 1.0:
            problems.append(f"{p}JITTER: must be in [0, 1), got {self.jitter}")
        if not 0.0 < self.quality_alpha <= 1.0:
            problems.append(f"{p}QUALITY_ALPHA: must be in (0, 1], got {self.quality_alpha}")
        if self.skip_fallback_s < 0:
            problems.append(f"{p}SKIP_FALLBACK_S: must be ≥ 0, got {self.skip_fallback_s}")
        if self.stale_after_failures >= self.retired_after_failures:
            problems.append(f"{p}STALE_AFTER_FAILURES ({self.stale_after_failures}) must be below "
                            f"{p}RETIRED_AFTER_FAILURES ({self.retired_after_failures})")
        surfaces = {s.value for s in Surface}
        for k, v in self.surface_base_s.items():
            if k not in surfaces:
                problems.append(f"{p}SURFACE_BASE_S: unknown surface {k!r} (known: {', '.join(sorted(surfaces))})")
            elif v <= 0:
                problems.append(f"{p}SURFACE_BASE_S: {k} must be > 0 seconds, got {v}")
        for k, f in self.tier_factors.items():
            if k not in DEFAULT_TIER_FACTORS:
                problems.append(f"{p}TIER_FACTORS: unknown company tier {k!r} (tiers are 1..4)")
            elif f <= 0:
                problems.append(f"{p}TIER_FACTORS: tier {k} factor must be > 0, got {f}")
        try:
            from zoneinfo import ZoneInfo

            ZoneInfo(self.timezone)
        except (ValueError, KeyError, OSError):
            problems.append(f"{p}TIMEZONE: unknown IANA time zone {self.timezone!r}")
        for name in ("retention_schedule", "repair_sweep_schedule", "outbox_prune_schedule"):
            try:
                parse_schedule(getattr(self, name))
            except ValueError as exc:
                problems.append(f"{p}{name.upper()}: {exc}")
        return problems
