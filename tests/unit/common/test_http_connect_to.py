"""CHANGEWIRE_CONNECT_TO parsing and lookup (pure)."""
from __future__ import annotations

import ipaddress

import pytest

from changewire_common.http.connect_to import parse_connect_to


def ip(s: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    return ipaddress.ip_address(s)


def test_empty_is_falsy() -> None:
    assert not parse_connect_to("")
    assert not parse_connect_to(" , ")


def test_exact_host_without_source_port_maps_every_port() -> None:
    m = parse_connect_to("acme.test=127.0.0.2:8080")
    assert m.lookup("acme.test", 80) == (ip("127.0.0.2"), 8080)
    assert m.lookup("acme.test", 443) == (ip("127.0.0.2"), 8080)
    assert m.lookup("ACME.test.", 80) == (ip("127.0.0.2"), 8080)
    assert m.lookup("www.acme.test", 80) is None  # not a wildcard


def test_source_port_is_more_specific() -> None:
    m = parse_connect_to("acme.test=127.0.0.2:8080,acme.test:443=127.0.0.2:8443")
    assert m.lookup("acme.test", 443) == (ip("127.0.0.2"), 8443)
    assert m.lookup("acme.test", 80) == (ip("127.0.0.2"), 8080)


def test_source_port_only_maps_that_port() -> None:
    m = parse_connect_to("acme.test:80=127.0.0.2:8080")
    assert m.lookup("acme.test", 80) == (ip("127.0.0.2"), 8080)
    assert m.lookup("acme.test", 443) is None


def test_wildcard_matches_subdomains_only() -> None:
    m = parse_connect_to("*.acme.test=127.0.0.2:9000")
    assert m.lookup("www.acme.test", 80) == (ip("127.0.0.2"), 9000)
    assert m.lookup("a.b.acme.test", 80) == (ip("127.0.0.2"), 9000)
    assert m.lookup("acme.test", 80) is None  # the apex must be listed separately
    assert m.lookup("evilacme.test", 80) is None
    assert m.lists("jobs.acme.test")
    assert not m.lists("acme.test")


def test_most_specific_wildcard_and_exact_win() -> None:
    m = parse_connect_to("*.test=127.0.0.3:1,*.acme.test=127.0.0.2:2,www.acme.test=127.0.0.4:3")
    assert m.lookup("jobs.acme.test", 80) == (ip("127.0.0.2"), 2)
    assert m.lookup("www.acme.test", 80) == (ip("127.0.0.4"), 3)
    assert m.lookup("other.test", 80) == (ip("127.0.0.3"), 1)


def test_target_without_port_keeps_the_request_port_and_ipv6_targets() -> None:
    m = parse_connect_to("a.test=127.0.0.2,b.test=[::1]:8080,c.test=[::1]")
    assert m.lookup("a.test", 8443) == (ip("127.0.0.2"), 8443)
    assert m.lookup("b.test", 80) == (ip("::1"), 8080)
    assert m.lookup("c.test", 81) == (ip("::1"), 81)


@pytest.mark.parametrize("bad", [
    "acme.test", "acme.test=host.example:80", "acme.test=127.0.0.1:0", "acme.test=127.0.0.1:99999",
    "a*.test=127.0.0.1:80", "*.=127.0.0.1:80", "acme.test=::1:80", "=127.0.0.1:80", "a=b=c",
])
def test_bad_entries_name_the_entry(bad: str) -> None:
    with pytest.raises(ValueError, match="CHANGEWIRE_CONNECT_TO"):
        parse_connect_to(bad)


def test_internationalised_names_match_in_either_spelling() -> None:
    # an entry written in Unicode maps the A-label the HTTP client asks for, and the other way round
    m = parse_connect_to("bücher.example=127.0.0.2:1,*.例え.テスト=127.0.0.3,xn--fa-hia.de:80=127.0.0.4:2")
    assert m.lookup("xn--bcher-kva.example", 80) == (ip("127.0.0.2"), 1)
    assert m.lookup("BÜCHER.example.", 80) == (ip("127.0.0.2"), 1)
    assert m.lookup("www.xn--r8jz45g.xn--zckzah", 443) == (ip("127.0.0.3"), 443)
    assert m.lookup("jobs.例え.テスト", 443) == (ip("127.0.0.3"), 443)
    assert m.lookup("例え.テスト", 443) is None  # the apex is still not a subdomain
    assert m.lookup("faß.de", 80) == (ip("127.0.0.4"), 2)
    assert m.lookup("fass.de", 80) is None  # IDNA 2008: ß is kept, not folded to "ss"
    assert m.lists("bücher.example") and m.lists("xn--bcher-kva.example")
