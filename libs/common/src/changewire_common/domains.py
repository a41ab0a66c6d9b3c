"""Registrable domains from the public suffix list (tldextract's bundled copy; never the network).

Where the list knows no suffix (`.test`, `localhost`, IP literals) the whole host name is the domain.
"""
from __future__ import annotations

import functools
import ipaddress
from urllib.parse import urlsplit

import tldextract

_extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


@functools.lru_cache(maxsize=65536)
def registrable_domain(host: str) -> str:
    """`www.shop.example.co.uk` → `example.co.uk`; `foo.test` → `foo.test`; IPs unchanged."""
    h = host.strip().strip(".").lower()
    if h.startswith("[") and h.endswith("]"):
        h = h[1:-1]
    try:
        ipaddress.ip_address(h)
        return h
    except ValueError:
        pass
    ext = _extract(h)
    if not ext.suffix or not ext.domain:
        return h
    return f"{ext.domain}.{ext.suffix}"


def url_domain(url: str) -> str:
    """Registrable domain of a URL's host ('' when it has none)."""
    host = urlsplit(url).hostname or ""
    return registrable_domain(host) if host else ""
