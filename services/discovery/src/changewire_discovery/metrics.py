"""Discovery's own Prometheus metrics (changewire_discovery_<what>_<unit>); labels are closed sets."""
from __future__ import annotations

from prometheus_client import Counter, Histogram

companies_total = Counter(
    "changewire_discovery_companies_total", "Onboarding attempts finished, by outcome",
    ["outcome"],  # active | no_website | failed | retry | dead
)
sensors_created_total = Counter("changewire_discovery_sensors_created_total", "Sensors seeded")
requests_total = Counter("changewire_discovery_requests_total", "HTTP requests spent by discovery")
company_seconds = Histogram(
    "changewire_discovery_company_duration_seconds", "Wall time of one company's discovery",
    buckets=(1, 2.5, 5, 10, 20, 30, 45, 60, 90, 120, 180),
)
