"""Discovery reads robots.txt as the fetcher reads it (changewire_common.http.robots: robots_text over robots_head).
Before, discovery decoded the bytes as plain UTF-8: a BOM-less UTF-16 file, stray NULs, a versioned agent name or a
rule written as a full URL hid rules the fetcher applies, and discovery requested pages the fetcher would refuse."""
from __future__ import annotations

import pytest

from changewire_common.http.robots import ROBOTS_MAX_BYTES
from changewire_discovery.sitemaps import parse_robots

UA = "changewire/0.1 (+https://changewire.example/bot)"
URL = "https://acme.example/robots.txt"


def _allowed(body: bytes, path: str, **kw: object) -> bool:
    return parse_robots(200, body, URL, UA, **kw).allowed("https://acme.example" + path, UA)  # type: ignore[arg-type]


RULES = "User-agent: *\nDisallow: /private/\nSitemap: https://acme.example/sitemap.xml\n"


@pytest.mark.parametrize("body", [
    RULES.encode("utf-16-le"),                          # "Unicode" from an editor, no byte order mark
    RULES.encode("utf-16-be"),
    RULES.encode("utf-16"),                             # with its byte order mark
    b"\xef\xbb\xbf" + RULES.encode(),                   # UTF-8 byte order mark
    b"\x00\x00" + RULES.encode(),                       # NULs in front of the first line
    RULES.encode().replace(b"\n", b"\n\x00"),           # a NUL after every line end
], ids=["utf16le-no-bom", "utf16be-no-bom", "utf16-bom", "utf8-bom", "leading-nuls", "nul-per-line"])
def test_encodings_keep_the_rules(body: bytes) -> None:
    info = parse_robots(200, body, URL, UA)
    assert not info.allowed("https://acme.example/private/plans", UA)
    assert info.allowed("https://acme.example/careers", UA)
    assert info.sitemaps == ("https://acme.example/sitemap.xml",)


def test_a_versioned_agent_group_is_ours() -> None:
    body = b"User-agent: *\nAllow: /\n\nUser-agent: changewire/2.0 (+https://x.example)\nDisallow: /blog/\n"
    assert not _allowed(body, "/blog/post-1")
    assert _allowed(body, "/careers")


def test_a_rule_written_as_a_url_is_its_path() -> None:
    body = b"User-agent: *\nDisallow: https://acme.example/internal/\n"
    assert not _allowed(body, "/internal/tools")
    assert _allowed(body, "/pricing")


def test_a_line_cut_by_the_cap_is_not_a_shorter_rule() -> None:
    filler = b"# " + b"x" * 1000 + b"\n"
    head = b"User-agent: *\nDisallow: /secret/\n" + filler * ((ROBOTS_MAX_BYTES - 200) // len(filler))
    body = head + b"Disallow: /private-area/\n"
    cut = body[:len(head) + len(b"Disallow: /pri")]
    assert len(cut) <= ROBOTS_MAX_BYTES
    # the fetch stopped at its cap (truncated): the cut line is not read as "Disallow: /pri"
    assert _allowed(cut, "/pricing", truncated=True)
    assert not _allowed(cut, "/secret/x", truncated=True)
    # read as complete (no cap reached), the same bytes are the owner's rule as written
    assert not _allowed(cut, "/pricing")


def test_status_rules_unchanged() -> None:
    assert parse_robots(None, b"", URL, UA).unavailable
    assert parse_robots(503, b"", URL, UA).unavailable
    assert parse_robots(429, b"", URL, UA).unavailable
    assert parse_robots(404, b"User-agent: *\nDisallow: /\n", URL, UA).allowed("https://acme.example/x", UA)
    html = b"<!doctype html><html><body>Disallow: /</body></html>"
    assert parse_robots(200, html, URL, UA).allowed("https://acme.example/x", UA)
