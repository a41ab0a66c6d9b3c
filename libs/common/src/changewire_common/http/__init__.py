"""The shared safe HTTP client (fetcher, discovery, repair): SSRF policy, caps, robots.txt and
per-domain politeness. See DESIGN.md "Fetching rules".

    cfg = HttpConfig.from_settings(settings)
    async with HttpClient(cfg) as client:
        resp = await client.fetch(url, etag=..., last_modified=...)   # FetchResponse, or raises FetchError
        verdict = await RobotsCache(client).check(url)                 # RobotsVerdict
"""
from __future__ import annotations

from .charset import decode_body, detect_charset, sniff_charset
from .client import DEFAULT_USER_AGENT, FetchError, FetchResponse, HttpClient, HttpConfig, request_url
from .connect_to import ConnectToMap, parse_connect_to
from .headers import parse_content_type, parse_retry_after
from .politeness import AcquireResult, DomainSlots, Release
from .politeness_rules import (
    CRAWL_DELAY_CAP_S, DomainState, Granted, Skip, SlotDecision, SlotPolicy, Wait, decide_slot, effective_spacing,
    next_budget_reset, slot_grantable,
)
from .robots import (
    ROBOTS_MAX_BYTES, HopGuard, RobotsCache, RobotsRefusal, RobotsVerdict, agent_token, robots_origin, robots_verdict,
)
from .ssrf import InvalidHost, check_address, check_host_name, host_ip, parse_cidrs

__all__ = [
    "CRAWL_DELAY_CAP_S", "DEFAULT_USER_AGENT", "ROBOTS_MAX_BYTES", "AcquireResult", "ConnectToMap", "DomainSlots",
    "DomainState", "FetchError", "FetchResponse", "Granted", "HopGuard", "HttpClient", "HttpConfig", "InvalidHost", "Release",
    "RobotsCache", "RobotsRefusal", "RobotsVerdict", "Skip", "SlotDecision", "SlotPolicy", "Wait", "agent_token", "check_address",
    "check_host_name", "decide_slot", "decode_body", "detect_charset", "effective_spacing", "host_ip",
    "next_budget_reset", "parse_cidrs", "parse_connect_to", "parse_content_type", "parse_retry_after",
    "request_url", "robots_origin", "robots_verdict", "slot_grantable", "sniff_charset",
]
