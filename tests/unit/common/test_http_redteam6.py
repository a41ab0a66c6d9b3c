"""Sixth hostile-server round, the shared client's pure parts (tests/integration/test_fetch_redteam6.py has the
servers): robots.txt groups named as people write our product token."""
from __future__ import annotations

import pytest
from protego import Protego

from changewire_common.http.robots import robots_text, robots_verdict


@pytest.mark.parametrize(("line", "ours"), [
    ("User-agent: changewire", True),
    ("User-agent: changewire/0.1", True),
    ("User-agent: changewire/0.1 (+https://github.com/changewire/changewire)", True),
    ("User-agent: ChangeWire crawler", True),
    ("User-agent: changewire*", True),
    ("User-agent: changewire # our monitor", True),
    ("User-agent: changewire   ", True),
    ("user-agent:changewire", True),
    # another bot whose name begins with ours, and others
    ("User-agent: changewirebot", False),
    ("User-agent: changewire-evil", False),
    ("User-agent: GPTBot", False),
    ("User-agent: Google Favicon", False),
])
def test_our_group_as_people_write_our_token(line: str, ours: bool) -> None:
    body = f"User-agent: *\nAllow: /\n\n{line}\nDisallow: /jobs\n".encode()
    rules = Protego.parse(robots_text(body))
    v = robots_verdict(rules, "rules", "https://acme.com/jobs", "changewire")
    assert v.allowed is (not ours), (line, robots_text(body))


def test_a_star_group_with_words_after_it_is_still_everyone() -> None:
    rules = Protego.parse(robots_text(b"User-agent: * all robots\nDisallow: /private\n"))
    assert not robots_verdict(rules, "rules", "https://acme.com/private", "changewire").allowed


@pytest.mark.parametrize(("rules", "url", "allowed"), [
    # a rule written as a full URL or without its leading slash means that path (protego matched neither)
    ("Disallow: https://acme.com/private/", "https://acme.com/private/x", False),
    ("Disallow: http://www.acme.com/private/", "https://acme.com/private/x", False),
    ("Disallow: private/", "https://acme.com/private/x", False),
    ("Disallow: https://acme.com", "https://acme.com/jobs", False),
    ("Disallow: /private/\nAllow: https://acme.com/private/ok", "https://acme.com/private/ok", True),
    # as before: an empty rule, a comment, a wildcard, a plain path
    ("Disallow:", "https://acme.com/private/x", True),
    ("Disallow: # nothing here", "https://acme.com/private/x", True),
    ("Disallow: *.pdf$", "https://acme.com/a.pdf", False),
    ("Disallow: /private/", "https://acme.com/public/", True),
])
def test_rules_written_as_urls_or_without_a_slash(rules: str, url: str, allowed: bool) -> None:
    parsed = Protego.parse(robots_text(f"User-agent: *\n{rules}\n".encode()))
    assert robots_verdict(parsed, "rules", url, "changewire").allowed is allowed, robots_text(rules.encode())


@pytest.mark.parametrize(("value", "secs"), [
    ("120, 120", 120.0), ("60,120", 120.0), ("30 , 10", 30.0),
    # as before: one value, an HTTP-date (its comma is no list), nonsense
    ("120", 120.0), ("Sun, 06 Dec 2026 16:05:00 GMT", 300.0), ("120, soon", None), ("1e3", None),
])
def test_retry_after_folded_by_a_proxy(value: str, secs: float | None) -> None:
    from datetime import UTC, datetime

    from changewire_common.http.headers import parse_retry_after

    assert parse_retry_after(value, datetime(2026, 12, 6, 16, 0, tzinfo=UTC)) == secs
