"""The SSRF address policy (pure): a table of addresses and URL host forms."""
from __future__ import annotations

import ipaddress

import pytest

from changewire_common.http.ssrf import (
    InvalidHost, check_address, check_host_name, host_ip, is_non_public_name, parse_cidrs,
)

BLOCKED = [
    # IPv4
    ("127.0.0.1", "loopback"),
    ("127.255.255.254", "loopback"),
    ("10.0.0.1", "private"),
    ("10.255.255.255", "private"),
    ("172.16.0.1", "private"),
    ("172.31.255.255", "private"),
    ("192.168.1.1", "private"),
    ("169.254.169.254", "link_local"),  # cloud metadata
    ("169.254.0.1", "link_local"),
    ("100.64.0.1", "cgnat"),
    ("100.127.255.255", "cgnat"),
    ("224.0.0.1", "multicast"),
    ("239.255.255.250", "multicast"),
    ("240.0.0.1", "reserved"),
    ("255.255.255.255", "broadcast"),
    ("0.0.0.0", "unspecified"),
    ("0.1.2.3", "this_network"),
    ("192.0.0.8", "reserved"),
    ("192.0.2.10", "documentation"),
    ("198.51.100.7", "documentation"),
    ("203.0.113.9", "documentation"),
    ("198.18.0.1", "benchmarking"),
    ("192.88.99.1", "reserved"),
    # IPv6
    ("::1", "loopback"),
    ("::", "unspecified"),
    ("fe80::1", "link_local"),
    ("fc00::1", "unique_local"),
    ("fd12:3456::1", "unique_local"),
    ("fec0::1", "site_local"),
    ("ff02::1", "multicast"),
    ("2001:db8::1", "documentation"),
    ("100::1", "reserved"),
    ("::7f00:1", "ipv4_compatible"),
    ("2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"),
    ("64:ff9b:1::1", "nat64_local"),
    ("4000::1", "reserved"),  # outside 2000::/3
    # embedded IPv4 forms
    ("::ffff:127.0.0.1", "ipv4_mapped:loopback"),
    ("::ffff:169.254.169.254", "ipv4_mapped:link_local"),
    ("::ffff:10.0.0.1", "ipv4_mapped:private"),
    ("::ffff:0.0.0.0", "ipv4_mapped:unspecified"),
    ("64:ff9b::127.0.0.1", "nat64:loopback"),
    ("64:ff9b::a9fe:a9fe", "nat64:link_local"),
    ("64:ff9b::192.168.0.1", "nat64:private"),
    ("2002:7f00:0001::", "6to4:loopback"),
    ("2002:a9fe:a9fe::1", "6to4:link_local"),
    ("2002:c0a8:0101::1", "6to4:private"),
    ("2002:6440:0001::", "6to4:cgnat"),
]

ALLOWED = [
    "93.184.215.14", "8.8.8.8", "1.1.1.1", "100.63.255.255", "100.128.0.0", "172.32.0.1", "172.15.255.255",
    "192.169.0.1", "169.255.0.1", "2606:4700::6810:85e5", "2a00:1450:4001:82b::200e",
    "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:0808:0808::1", "223.255.255.255",
]


@pytest.mark.parametrize(("addr", "rule"), BLOCKED)
def test_blocked_addresses(addr: str, rule: str) -> None:
    assert check_address(addr) == rule
    assert check_address(ipaddress.ip_address(addr)) == rule


@pytest.mark.parametrize("addr", ALLOWED)
def test_public_addresses(addr: str) -> None:
    assert check_address(addr) is None


def test_zone_id_is_ignored() -> None:
    assert check_address("fe80::1%eth0") == "link_local"


def test_allow_cidrs_exempt_exactly_their_range() -> None:
    allow = parse_cidrs(["127.0.0.2/32", "fd00::/8"])
    assert check_address("127.0.0.2", allow) is None
    assert check_address("127.0.0.1", allow) == "loopback"
    assert check_address("127.0.0.3", allow) == "loopback"
    assert check_address("fd00::5", allow) is None
    assert check_address("::1", allow) == "loopback"
    # the mapped form of an allowed address is allowed; of any other stays blocked
    assert check_address("::ffff:127.0.0.2", allow) is None
    assert check_address("::ffff:127.0.0.1", allow) == "ipv4_mapped:loopback"


def test_parse_cidrs_rejects_garbage() -> None:
    with pytest.raises(ValueError, match="not a CIDR"):
        parse_cidrs(["127.0.0.2/33"])
    assert parse_cidrs(["", " 10.0.0.0/8 "]) == (ipaddress.ip_network("10.0.0.0/8"),)


HOST_FORMS = [
    ("127.0.0.1", "127.0.0.1"),
    ("2130706433", "127.0.0.1"),  # decimal
    ("0x7f000001", "127.0.0.1"),  # hex
    ("0177.0.0.1", "127.0.0.1"),  # octal
    ("0177.0000.0000.0001", "127.0.0.1"),
    ("0x7f.0.0.1", "127.0.0.1"),
    ("127.1", "127.0.0.1"),  # short
    ("127.0.1", "127.0.0.1"),
    ("127.0.0.1.", "127.0.0.1"),  # trailing dot
    ("0", "0.0.0.0"),
    ("017700000001", "127.0.0.1"),  # octal whole
    ("3232235521", "192.168.0.1"),
    ("2852039166", "169.254.169.254"),
    ("[::1]", "::1"),
    ("[::ffff:127.0.0.1]", "::ffff:7f00:1"),
    ("[::ffff:7f00:1]", "::ffff:7f00:1"),
    ("[0:0:0:0:0:ffff:7f00:0001]", "::ffff:7f00:1"),
    ("[fe80::1%25eth0]", "fe80::1"),
]


@pytest.mark.parametrize(("host", "ip"), HOST_FORMS)
def test_host_ip_reads_every_literal_form(host: str, ip: str) -> None:
    got = host_ip(host.replace("%25", "%"))
    assert got is not None
    assert str(ipaddress.ip_address(int(got)) if got.version == 4 else ipaddress.IPv6Address(int(got))) == ip
    assert check_address(got) is not None  # every one of them is a forbidden destination


@pytest.mark.parametrize("host", ["example.com", "acme.test", "localhost", "1.example", "x-1.com", "0x.com", "a.0x1g"])
def test_names_are_not_literals(host: str) -> None:
    assert host_ip(host) is None


@pytest.mark.parametrize("host", ["1.2.3.4.5", "256.1.1.1", "1.2.3.256", "example.123", "a.0x10", "0x1.0x2.0x3.0x100", "[::zz]", "1.16777216"])
def test_invalid_literals_raise(host: str) -> None:
    with pytest.raises(InvalidHost):
        host_ip(host)


def test_short_forms_fill_the_remaining_bytes() -> None:
    assert str(host_ip("10.1")) == "10.0.0.1"
    assert str(host_ip("10.1.2")) == "10.1.0.2"
    assert str(host_ip("1.65535")) == "1.0.255.255"


@pytest.mark.parametrize("host", ["localhost", "LOCALHOST.", "foo.localhost", "localhost.localdomain", "ip6-localhost"])
def test_localhost_names_are_refused_by_name(host: str) -> None:
    assert check_host_name(host) == "localhost"


@pytest.mark.parametrize("host", ["example.com", "localhost.example.com", "notlocalhost"])
def test_other_names_pass_the_name_rule(host: str) -> None:
    assert check_host_name(host) is None


def test_special_use_names() -> None:
    assert is_non_public_name("acme.test")
    assert is_non_public_name("x.invalid")
    assert is_non_public_name("printer.local")
    assert not is_non_public_name("example.com")
    assert not is_non_public_name("testing.com")
