"""Settings of the discovery service (env: CHANGEWIRE_DISCOVERY_<NAME>); common ones come from CommonSettings.

Each field's default and meaning sit next to it.
"""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class DiscoverySettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "discovery"

    #: HTTP requests one company's discovery may spend (every hop of a redirect counts)
    request_budget: int = 25
    #: wall-clock seconds one company's discovery may take (politeness waits included)
    time_budget_s: float = 90.0
    #: common-path probes per company (the not-found baseline probe included)
    max_probes: int = 12
    #: GETs spent on subdomains that exist (DNS checks are free)
    max_subdomain_gets: int = 6
    #: child sitemaps opened from a sitemap index
    max_sitemap_children: int = 4
    #: page URLs read from sitemaps, in total
    sitemap_max_urls: int = 5000
    #: candidate pages fetched to verify them (beyond the homepage and the careers page)
    max_verifications: int = 8
    #: sensors created per company (surface-importance order)
    max_sensors_per_company: int = 12
    #: body cap for discovery fetches, bytes
    max_body_bytes: int = 3 * 1024 * 1024
    #: companies discovered in parallel by one process
    concurrency: int = 4
    #: poll queue_jobs this often, seconds (the event only wakes the worker sooner)
    poll_s: float = 5.0
    #: a claimed job is re-claimable after this many seconds without finishing (crashed worker)
    job_lease_s: float = 600.0
    #: retry delay after a failed attempt: this × attempts, seconds
    retry_backoff_s: float = 1800.0
    #: lower clamp for base intervals, seconds (DESIGN.md defaults)
    min_interval_s: int = 300
    #: upper clamp for base intervals, seconds
    max_interval_s: int = 7 * 86400
    #: robots.txt Crawl-delay is honoured up to this many seconds during discovery
    max_crawl_delay_s: float = 300.0

    def validate(self) -> list[str]:
        p = "CHANGEWIRE_DISCOVERY_"
        problems = []
        problems += self.below(1, "request_budget", "max_sensors_per_company", "concurrency", "sitemap_max_urls",
                               "max_body_bytes")
        problems += self.below(0, "max_probes", "max_subdomain_gets", "max_sitemap_children", "max_verifications",
                               "retry_backoff_s", "max_crawl_delay_s")
        problems += self.below(0, "time_budget_s", "poll_s", "job_lease_s", strict=True)
        if not 0 < self.min_interval_s <= self.max_interval_s:
            problems.append(f"{p}MIN_INTERVAL_S/MAX_INTERVAL_S: need 0 < min ≤ max, got "
                            f"{self.min_interval_s}/{self.max_interval_s}")
        if self.job_lease_s <= self.time_budget_s:
            problems.append(f"{p}JOB_LEASE_S ({self.job_lease_s}) must exceed TIME_BUDGET_S ({self.time_budget_s})")
        return problems
