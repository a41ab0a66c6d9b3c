"""Prometheus metrics shared by every service, named `changewire_<service>_<what>_<unit>`.

`service_metrics(service)` declares the backbone's metrics once per service name (outbox, consumers);
each service declares its own in its metrics.py. Labels are few and known in advance: never a URL
or a sensor id.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from prometheus_client import REGISTRY, CollectorRegistry, Counter, Gauge, Histogram

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)


@dataclass(frozen=True)
class ServiceMetrics:
    messages_handled: Counter
    handler_seconds: Histogram
    redeliveries: Counter
    dead_letters: Counter
    duplicates_skipped: Counter
    consumer_pending: Gauge
    consumer_ack_pending: Gauge
    outbox_backlog: Gauge
    outbox_oldest_age: Gauge
    outbox_published: Counter
    outbox_publish_seconds: Histogram
    up: Gauge


@functools.lru_cache(maxsize=None)
def service_metrics(service: str, registry: CollectorRegistry = REGISTRY) -> ServiceMetrics:
    p = f"changewire_{service}"
    return ServiceMetrics(
        messages_handled=Counter(
            f"{p}_messages_handled_total", "Messages handled, by consumer and disposition",
            ["consumer", "outcome"], registry=registry,
        ),
        handler_seconds=Histogram(
            f"{p}_handler_duration_seconds", "Handler latency", ["consumer"], buckets=LATENCY_BUCKETS,
            registry=registry,
        ),
        redeliveries=Counter(f"{p}_redeliveries_total", "Messages received with delivery count > 1", ["consumer"], registry=registry),
        dead_letters=Counter(f"{p}_dead_letters_total", "Messages dead-lettered", ["consumer"], registry=registry),
        duplicates_skipped=Counter(
            f"{p}_duplicates_skipped_total", "Deliveries recognised as duplicates and skipped", ["consumer"], registry=registry
        ),
        consumer_pending=Gauge(f"{p}_consumer_pending_messages", "Messages not yet delivered (from NATS)", ["consumer"], registry=registry),
        consumer_ack_pending=Gauge(
            f"{p}_consumer_ack_pending_messages", "Delivered, not yet acked (from NATS)", ["consumer"], registry=registry
        ),
        outbox_backlog=Gauge(f"{p}_outbox_backlog_events", "Unpublished outbox rows", registry=registry),
        outbox_oldest_age=Gauge(f"{p}_outbox_oldest_unpublished_age_seconds", "Age of the oldest unpublished row", registry=registry),
        outbox_published=Counter(f"{p}_outbox_published_total", "Events published by this process's relay", registry=registry),
        outbox_publish_seconds=Histogram(
            f"{p}_outbox_publish_batch_duration_seconds", "Time to publish one batch and get its acks",
            buckets=LATENCY_BUCKETS, registry=registry,
        ),
        up=Gauge(f"{p}_ready", "1 when Postgres and NATS are reachable and consumers attached", registry=registry),
    )
