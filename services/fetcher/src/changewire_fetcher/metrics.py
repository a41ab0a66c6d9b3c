"""Every Prometheus metric of the fetcher, declared once (`changewire_fetcher_<what>_<unit>`).

Labels are closed vocabularies (outcome, failure class, SSRF rule, wait reason): never a URL,
a domain or a sensor id.
"""
from __future__ import annotations

from prometheus_client import Counter, Histogram

FETCHES = Counter(
    "changewire_fetcher_fetches_total", "Sensor runs finished, by outcome and failure class",
    ["outcome", "failure_class"],
)
FETCH_SECONDS = Histogram(
    "changewire_fetcher_fetch_duration_seconds", "HTTP fetch time (redirects and retries included), by outcome",
    ["outcome"], buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 45, 90),
)
RESPONSE_BYTES = Counter("changewire_fetcher_response_bytes_total", "Body bytes received on the wire")
REQUESTS = Counter("changewire_fetcher_http_requests_total", "HTTP requests sent, by kind", ["kind"])
POLITENESS_WAIT = Histogram(
    "changewire_fetcher_politeness_wait_seconds", "Time a run waited for its domain's slot, by reason",
    ["reason"], buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10),
)
POLITENESS_SKIPS = Counter("changewire_fetcher_politeness_skips_total", "Runs skipped without a request, by reason",
                           ["reason"])
SSRF_DENIALS = Counter("changewire_fetcher_ssrf_denials_total", "Destinations refused by the SSRF policy, by rule",
                       ["rule"])
STALE_RUNS = Counter("changewire_fetcher_stale_runs_total", "sensor.due deliveries acked without work, by reason",
                     ["reason"])
BATCH_SIZE = Histogram("changewire_fetcher_write_batch_runs", "Runs committed per write transaction",
                       buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256))
DB_SECONDS = Histogram("changewire_fetcher_db_duration_seconds", "Database round trips of the fetcher, by statement",
                       ["statement"], buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5))
STAGE_SECONDS = Histogram(
    "changewire_fetcher_run_stage_duration_seconds",
    "Wall time a run spends in each stage: claim, slot (politeness waits included), blob (raw body stored), "
    "write (observation committed; group commit waits included)",
    ["stage"], buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
