"""Hostile input to the pure discovery modules: unparseable URLs, binary bodies, bad website arguments."""
from __future__ import annotations

import pytest

from changewire_discovery.engine import looks_binary
from changewire_discovery.extract import is_web_url, parse_page
from changewire_discovery.probes import homepage_variants
from changewire_discovery.sitemaps import parse_robots, parse_sitemap

BAD = ["http://x.test:99999/a", "http://[::1/a", "http://x.test:abc/a", "http://u:p@x.test/a", "http://x.test:0/a",
       "http://" + "a" * 64 + ".test/a", "http://x..test/a"]


def test_unparseable_urls_are_dropped_not_raised() -> None:
    assert not any(is_web_url(u) for u in BAD)
    assert is_web_url("http://x.test/careers") and is_web_url("https://bücher.de/")
    locs = "".join(f"<url><loc>{u}</loc></url>" for u in [*BAD, "http://x.test/ok"])
    sm = parse_sitemap(f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{locs}</urlset>'.encode(),
                       "http://x.test/sitemap.xml", 100)
    assert sm.urls == ["http://x.test/ok"]
    info = parse_robots(200, b"Sitemap: http://[::1/s.xml\nSitemap: /ok.xml\n", "http://x.test/robots.txt", "cw/1")
    assert info.sitemaps == ("http://x.test/ok.xml",)
    links = "".join(f'<a href="{u}">Careers</a>' for u in BAD)
    facts = parse_page(f'<html><head><base href="http://[::1/"></head><body>{links}<a href="/ok">ok</a></body></html>',
                       "http://x.test/")
    assert [ln.url for ln in facts.links] == ["http://x.test/ok"]


def test_binary_bodies() -> None:
    assert looks_binary(b"\0" * 100) and looks_binary(bytes(range(256)) * 4)
    assert not looks_binary("<html><body>Grüße\r\n\t</body></html>".encode())
    assert not looks_binary("<html>".encode("utf-16"))


@pytest.mark.parametrize("bad,msg", [("http://x..test/", "not a website"), ("http://" + "a" * 64 + ".com/", "not a website"),
                                     ("http://x.test:99999/", "invalid port"), ("", "empty"), ("ftp://x", "unsupported scheme"),
                                     ("javascript:alert(1)", "not a website"), ("http://a b.com/", "not a website")])
def test_bad_websites(bad: str, msg: str) -> None:
    with pytest.raises(ValueError, match=msg):
        homepage_variants(bad)


def test_website_variants() -> None:
    assert homepage_variants("acme.com")[0] == "https://acme.com/"  # a bare domain: https first, then http
    assert homepage_variants("http://127.0.0.1/") == ["http://127.0.0.1/"]  # no www. in front of an address
