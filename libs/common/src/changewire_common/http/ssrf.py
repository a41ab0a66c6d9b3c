"""The SSRF address policy: which destinations the HTTP client may never connect to.

Pure: no I/O, no DNS. `check_address` judges one IP address; `host_ip` reads every textual form of
an IP literal a URL may carry (decimal `2130706433`, octal `0177.0.0.1`, hex, short `127.1`, IPv6).
"""
from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Sequence

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

#: IPv4 ranges that are never a public web server, with the rule name reported on a denial
_V4_RULES: tuple[tuple[ipaddress.IPv4Network, str], ...] = tuple(
    (ipaddress.IPv4Network(net), rule)
    for net, rule in (
        ("0.0.0.0/32", "unspecified"),
        ("0.0.0.0/8", "this_network"),
        ("10.0.0.0/8", "private"),
        ("100.64.0.0/10", "cgnat"),
        ("127.0.0.0/8", "loopback"),
        ("169.254.0.0/16", "link_local"),  # includes the cloud metadata address 169.254.169.254
        ("172.16.0.0/12", "private"),
        ("192.0.0.0/24", "reserved"),  # IETF protocol assignments (DS-Lite, NAT64 discovery, ...)
        ("192.0.2.0/24", "documentation"),
        ("192.88.99.0/24", "reserved"),  # deprecated 6to4 relay anycast
        ("192.168.0.0/16", "private"),
        ("198.18.0.0/15", "benchmarking"),
        ("198.51.100.0/24", "documentation"),
        ("203.0.113.0/24", "documentation"),
        ("224.0.0.0/4", "multicast"),
        ("255.255.255.255/32", "broadcast"),
        ("240.0.0.0/4", "reserved"),
    )
)

_V6_MAPPED = ipaddress.IPv6Network("::ffff:0:0/96")
_V6_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_V6_6TO4 = ipaddress.IPv6Network("2002::/16")
_V6_GLOBAL = ipaddress.IPv6Network("2000::/3")

#: IPv6 ranges checked in order (the embedding forms above are handled first)
_V6_RULES: tuple[tuple[ipaddress.IPv6Network, str], ...] = tuple(
    (ipaddress.IPv6Network(net), rule)
    for net, rule in (
        ("::/128", "unspecified"),
        ("::1/128", "loopback"),
        ("::/96", "ipv4_compatible"),  # deprecated ::a.b.c.d
        ("64:ff9b:1::/48", "nat64_local"),
        ("100::/64", "reserved"),  # discard-only
        ("2001::/32", "teredo"),  # tunnels to an obfuscated IPv4 address
        ("2001:2::/48", "benchmarking"),
        ("2001:10::/28", "reserved"),  # ORCHID
        ("2001:20::/28", "reserved"),  # ORCHIDv2
        ("2001:db8::/32", "documentation"),
        ("3fff::/20", "documentation"),
        ("5f00::/16", "reserved"),  # SRv6 SIDs
        ("fc00::/7", "unique_local"),
        ("fe80::/10", "link_local"),
        ("fec0::/10", "site_local"),
        ("ff00::/8", "multicast"),
    )
)

#: host names that always mean this machine (RFC 6761), refused before any resolution
_LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"})


def parse_cidrs(cidrs: Iterable[str]) -> tuple[IPNetwork, ...]:
    """CIDR strings → networks (host bits allowed). Raises ValueError naming a bad entry."""
    out: list[IPNetwork] = []
    for c in cidrs:
        c = c.strip()
        if not c:
            continue
        try:
            out.append(ipaddress.ip_network(c, strict=False))
        except ValueError:
            raise ValueError(f"not a CIDR range: {c!r}") from None
    return tuple(out)


def _allowed(ip: IPAddress, allow: Sequence[IPNetwork]) -> bool:
    return any(ip.version == net.version and ip in net for net in allow)


def _check_v4(ip: ipaddress.IPv4Address) -> str | None:
    for net, rule in _V4_RULES:
        if ip in net:
            return rule
    return None


def check_address(ip: IPAddress | str, allow: Sequence[IPNetwork] = ()) -> str | None:
    """The name of the rule that forbids connecting to `ip`, or None when it is a public address.

    An address (or the IPv4 address embedded in an IPv4-mapped, NAT64 or 6to4 form) inside one of
    the `allow` networks (CHANGEWIRE_FETCH_ALLOW_CIDRS) is permitted. Embedded forms report
    `<form>:<rule>`, e.g. `ipv4_mapped:loopback`. Everything outside IPv6 global unicast
    (2000::/3) that has no more specific rule is `reserved`.
    """
    if isinstance(ip, str):
        ip = ipaddress.ip_address(ip.strip("[]").split("%", 1)[0])
    if _allowed(ip, allow):
        return None
    if isinstance(ip, ipaddress.IPv4Address):
        return _check_v4(ip)
    ip = ipaddress.IPv6Address(int(ip))  # drop any zone id
    embedded: tuple[str, ipaddress.IPv4Address] | None = None
    if ip in _V6_MAPPED:
        embedded = ("ipv4_mapped", ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    elif ip in _V6_NAT64:
        embedded = ("nat64", ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    elif ip in _V6_6TO4:
        embedded = ("6to4", ipaddress.IPv4Address((int(ip) >> 80) & 0xFFFFFFFF))
    if embedded is not None:
        form, v4 = embedded
        if _allowed(v4, allow):
            return None
        rule = _check_v4(v4)
        return f"{form}:{rule}" if rule else None
    for net, rule in _V6_RULES:
        if ip in net:
            return rule
    if ip not in _V6_GLOBAL:
        return "reserved"
    return None


def _parse_v4_part(part: str) -> int | None:
    """One inet_aton component: decimal, 0x-hex or 0-octal. None when not numeric."""
    if not part:
        return None
    p = part.lower()
    try:
        if p.startswith("0x"):
            return int(p[2:], 16) if len(p) > 2 else 0
        if len(p) > 1 and p.startswith("0"):
            return int(p, 8)
        if p.isdigit():
            return int(p, 10)
    except ValueError:
        return None
    return None


class InvalidHost(ValueError):
    """A host that looks like an IP literal but is not a valid one (e.g. `1.2.3.4.5`, `example.0x1g`)."""


def host_ip(host: str) -> IPAddress | None:
    """The IP address a URL host denotes, or None when it is a name to resolve.

    Accepts every form a permissive resolver (inet_aton) or a browser maps onto an address:
    `[::1]`, `127.0.0.1`, `2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`, `127.0.0.1.`.
    Raises InvalidHost when the last label is numeric but the whole is no valid IPv4 literal
    (the WHATWG URL rule: such a host is never a name).
    """
    h = host.strip().lower()
    if h.startswith("[") and h.endswith("]"):
        h = h[1:-1]
    if ":" in h:
        try:
            return ipaddress.IPv6Address(h.split("%", 1)[0])
        except ValueError:
            raise InvalidHost(f"invalid IPv6 literal {host!r}") from None
    if h.endswith("."):
        h = h[:-1]
    parts = h.split(".")
    if _parse_v4_part(parts[-1]) is None:
        return None  # a name
    nums = [_parse_v4_part(p) for p in parts]
    if len(parts) > 4 or any(n is None for n in nums):
        raise InvalidHost(f"invalid IPv4 literal {host!r}")
    values = [n for n in nums if n is not None]
    *head, last = values
    if any(n > 255 for n in head) or last >= 256 ** (4 - len(head)):
        raise InvalidHost(f"IPv4 literal out of range {host!r}")
    value = 0
    for n in head:
        value = value * 256 + n
    value = value * 256 ** (4 - len(head)) + last
    return ipaddress.IPv4Address(value)


def check_host_name(host: str) -> str | None:
    """Rule forbidding a host *name* before resolution (`localhost` and `*.localhost`), else None."""
    h = host.strip().lower().rstrip(".")
    if h in _LOCAL_NAMES or h.endswith(".localhost"):
        return "localhost"
    return None


#: special-use TLDs (RFC 6761 / 6762) that never resolve on the public internet: answered as
#: "does not exist" without a DNS query unless CHANGEWIRE_CONNECT_TO maps them
NON_PUBLIC_TLDS = frozenset({"test", "invalid", "example", "local", "internal", "home.arpa"})


def is_non_public_name(host: str) -> bool:
    h = host.strip().lower().rstrip(".")
    return any(h == t or h.endswith("." + t) for t in NON_PUBLIC_TLDS)


#: ports browsers never speak HTTP to (WHATWG Fetch "bad port": mail, SSH, IRC, SIP, X11, ...): a URL or a
#: redirect naming one would make the fetcher talk to another protocol's server (cross-protocol requests)
BAD_PORTS = frozenset({
    1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
    109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
    526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
    3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
})
