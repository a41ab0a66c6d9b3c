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
