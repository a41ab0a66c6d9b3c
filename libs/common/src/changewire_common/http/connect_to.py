"""CHANGEWIRE_CONNECT_TO (tests and demos only): a static name → address map that replaces DNS.

Pure. Syntax: comma-separated `host[:port]=ip[:port]` pairs; `*.example.com` matches subdomains
only (list the apex separately); without a source port every port of that host maps; without a
target port the request's port is kept; IPv6 targets are bracketed (`[::1]:8080`). When the map is
set it is the whole internet: a name it does not list does not resolve. It never bypasses the SSRF
check: the mapped address is checked like any other.
"""
from __future__ import annotations

import ipaddress
from dataclasses import dataclass, field

from ..domains import _ascii_host
from .ssrf import IPAddress


def _name(host: str) -> str:
    """A host name as the map keys it: lower case, no trailing dot, an internationalised name in its A-label
    form (`bücher.example` and `xn--bcher-kva.example` are one name, whichever the entry or the URL uses)."""
    h = host.strip().lower().rstrip(".")
    return h if h.isascii() else _ascii_host(h).lower()


@dataclass(frozen=True)
class Target:
    ip: IPAddress
    port: int | None  # None: keep the request's port


@dataclass(frozen=True)
class ConnectToMap:
    """Parsed CHANGEWIRE_CONNECT_TO. Empty (falsy) when the setting is not used."""

    exact: dict[tuple[str, int | None], Target] = field(default_factory=dict)
    wildcard: dict[tuple[str, int | None], Target] = field(default_factory=dict)  # key: the suffix after "*."

    def __bool__(self) -> bool:
        return bool(self.exact or self.wildcard)

    def lookup(self, host: str, port: int) -> tuple[IPAddress, int] | None:
        """The (address, port) `host:port` maps to, or None when the map does not list it.

        Order: exact host with port, exact host, then the most specific wildcard (with port first).
        """
        h = _name(host)
        if h.startswith("[") and h.endswith("]"):
            h = h[1:-1]
        t = self.exact.get((h, port)) or self.exact.get((h, None))
        if t is None:
            labels = h.split(".")
            for i in range(1, len(labels)):
                suffix = ".".join(labels[i:])
                t = self.wildcard.get((suffix, port)) or self.wildcard.get((suffix, None))
                if t is not None:
                    break
        if t is None:
            return None
        return t.ip, (t.port if t.port is not None else port)

    def lists(self, host: str) -> bool:
        """Whether any entry (on any port) names `host` — for DNS existence checks."""
        h = _name(host)
        if any(k[0] == h for k in self.exact):
            return True
        labels = h.split(".")
        suffixes = {".".join(labels[i:]) for i in range(1, len(labels))}
        return any(k[0] in suffixes for k in self.wildcard)


def _split_host_port(text: str, what: str, entry: str) -> tuple[str, int | None]:
    text = text.strip()
    port: int | None = None
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise ValueError(f"CHANGEWIRE_CONNECT_TO: unclosed '[' in {what} of {entry!r}")
        host, rest = text[1:end], text[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                raise ValueError(f"CHANGEWIRE_CONNECT_TO: bad {what} in {entry!r}")
            port = _port(rest[1:], entry)
        return host, port
    if text.count(":") == 1:
        host, p = text.split(":")
        return host, _port(p, entry)
    if text.count(":") > 1:
        raise ValueError(f"CHANGEWIRE_CONNECT_TO: bracket IPv6 addresses in {entry!r} ([::1]:8080)")
    return text, None


def _port(p: str, entry: str) -> int:
    if not p.isdigit() or not 0 < int(p) < 65536:
        raise ValueError(f"CHANGEWIRE_CONNECT_TO: bad port {p!r} in {entry!r}")
    return int(p)


def parse_connect_to(spec: str) -> ConnectToMap:
    """Parse the setting; raises ValueError naming the bad entry."""
    exact: dict[tuple[str, int | None], Target] = {}
    wildcard: dict[tuple[str, int | None], Target] = {}
    for raw in spec.split(","):
        entry = raw.strip()
        if not entry:
            continue
        if entry.count("=") != 1:
            raise ValueError(f"CHANGEWIRE_CONNECT_TO: expected host[:port]=ip:port, got {entry!r}")
        left, right = entry.split("=")
        host, sport = _split_host_port(left, "source", entry)
        host = host.lower().rstrip(".")
        if host.startswith("*.") and not host.isascii():
            host = "*." + _name(host[2:])
        elif not host.isascii():
            host = _name(host)
        if not host or any(c in host for c in "/ @"):
            raise ValueError(f"CHANGEWIRE_CONNECT_TO: bad host in {entry!r}")
        ip_text, tport = _split_host_port(right, "target", entry)
        try:
            ip = ipaddress.ip_address(ip_text)
        except ValueError:
            raise ValueError(f"CHANGEWIRE_CONNECT_TO: target must be an IP address, got {ip_text!r} in {entry!r}") from None
        target = Target(ip, tport)
        if host.startswith("*."):
            suffix = host[2:]
            if not suffix or "*" in suffix:
                raise ValueError(f"CHANGEWIRE_CONNECT_TO: bad wildcard in {entry!r}")
            wildcard[(suffix, sport)] = target
        elif "*" in host:
            raise ValueError(f"CHANGEWIRE_CONNECT_TO: only a leading '*.' wildcard is allowed, got {entry!r}")
        else:
            exact[(host, sport)] = target
    return ConnectToMap(exact, wildcard)
