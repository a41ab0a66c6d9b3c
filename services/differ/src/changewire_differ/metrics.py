"""Every Prometheus metric of the differ service, declared once (labels are closed vocabularies)."""
from __future__ import annotations

from prometheus_client import Counter, Histogram

from changewire_common.metrics import LATENCY_BUCKETS

RESULTS = Counter("changewire_differ_results_total", "Observations decided, by snapshot result", ["result"])
CHANGES = Counter(
    "changewire_differ_changes_total", "Changes recorded, by surface and significance", ["surface", "significance"]
)
DETECTION_SECONDS = Histogram(
    "changewire_differ_detection_latency_seconds",
    "End-to-end detection latency: run issued (sensor.due) to change.detected enqueued",
    buckets=(0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900),
)
PARSE_FAILURES = Counter("changewire_differ_parse_failures_total", "Bodies the differ could not use", ["failure_class"])
GUARDS = Counter("changewire_differ_guards_total", "Removals withheld by a guard", ["guard"])
FLAPPING = Counter("changewire_differ_flapping_total", "Changes recognised as flip-flops", ["reported"])
DUPLICATES = Counter("changewire_differ_duplicates_total", "observation.fetched deliveries already decided")
CHANGES_ALREADY_REPORTED = Counter("changewire_differ_changes_already_reported_total",
                                   "Posts a company's blog or newsroom page and its feed both announced: reported once")
REREADS = Counter("changewire_differ_rereads_total",
                  "Previous snapshots read again from their raw body (their state was made by another release)")
ANALYSIS_SECONDS = Histogram(
    "changewire_differ_analysis_duration_seconds", "Normalise + extract + diff of one body", buckets=LATENCY_BUCKETS
)
BODY_BYTES = Histogram(
    "changewire_differ_body_bytes", "Size of analysed bodies",
    buckets=(1e3, 1e4, 5e4, 1e5, 2.5e5, 5e5, 1e6, 2.5e6, 5e6, 1e7, 5e7),
)
DB_SECONDS = Histogram("changewire_differ_db_transaction_duration_seconds", "The result transaction", buckets=LATENCY_BUCKETS)
BLOB_SECONDS = Histogram("changewire_differ_blob_duration_seconds", "Blob store reads and writes", ["op"], buckets=LATENCY_BUCKETS)
