"""Registrable domains: the public suffix list, IP literals, and both spellings of an IDN."""
from __future__ import annotations

import pytest

from changewire_common.domains import registrable_domain, url_domain


@pytest.mark.parametrize(("host", "want"), [
    ("www.shop.example.co.uk", "example.co.uk"),
    ("jobs.acme.test", "jobs.acme.test"),
    ("127.0.0.2", "127.0.0.2"),
    ("[::1]", "::1"),
    ("WWW.Example.COM.", "example.com"),
    ("www.bücher.de", "xn--bcher-kva.de"),
    ("www.xn--bcher-kva.de", "xn--bcher-kva.de"),
    ("shop.сайт.рф", "xn--80aswg.xn--p1ai"),
])
def test_registrable_domain(host: str, want: str) -> None:
    assert registrable_domain(host) == want


def test_an_idn_and_its_punycode_are_one_domain() -> None:
    # a redirect between the two spellings must not read as a move to another site
    assert url_domain("https://bücher.de/karriere") == url_domain("https://www.xn--bcher-kva.de/karriere")


def test_names_idna_2008_rejects_still_get_a_domain() -> None:
    # a snowman is not a valid IDNA 2008 label; IDNA 2003 (what older browsers sent) still encodes it
    assert registrable_domain("www.\u2603.com") == "xn--n3h.com"
    # not encodable at all: kept as it came, never an exception
    assert registrable_domain("\udcff.com").endswith(".com")
