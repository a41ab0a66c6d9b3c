"""changewire_common.http exports exactly its public names (the API discovery and repair code against)."""
from __future__ import annotations

import changewire_common.http as http


def test_all_is_complete_and_importable() -> None:
    public = {n for n in dir(http) if not n.startswith("_") and n not in {"annotations"}}
    modules = {"charset", "client", "connect_to", "decompress", "headers", "politeness", "politeness_rules", "robots",
               "ssrf"}
    assert set(http.__all__) == public - modules
    for name in http.__all__:
        assert getattr(http, name) is not None
    for name in ("HttpClient", "HttpConfig", "FetchResponse", "FetchError", "RobotsCache", "RobotsVerdict"):
        assert name in http.__all__


def test_fetch_response_fields() -> None:
    fields = set(http.FetchResponse.__dataclass_fields__)
    assert {"url", "final_url", "status", "headers", "body", "content_type", "charset", "redirects", "elapsed_ms",
            "dns_ms", "connect_ms", "first_byte_ms", "retry_after_s"} <= fields
    assert callable(http.FetchResponse.text)
    v = http.RobotsVerdict(allowed=True)
    assert (v.allowed, v.crawl_delay_s, v.unavailable) == (True, None, False)
