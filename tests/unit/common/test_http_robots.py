"""robots.txt verdicts (pure over parsed rules) and origin keys."""
from __future__ import annotations

from protego import Protego

from changewire_common.http.robots import agent_token, robots_origin, robots_verdict

RULES = Protego.parse(
    "User-agent: *\nDisallow: /private\nCrawl-delay: 4\n\n"
    "User-agent: changewire\nDisallow: /nobots\nAllow: /nobots/ok\nCrawl-delay: 7\n"
)


def test_specific_group_applies() -> None:
    v = robots_verdict(RULES, "rules", "https://a.test/nobots/x", "changewire")
    assert not v.allowed and v.crawl_delay_s == 7.0 and not v.unavailable
    assert robots_verdict(RULES, "rules", "https://a.test/nobots/ok", "changewire").allowed
    assert robots_verdict(RULES, "rules", "https://a.test/private", "changewire").allowed
    assert not robots_verdict(RULES, "rules", "https://a.test/private", "otherbot").allowed


def test_request_rate_counts_as_delay() -> None:
    rules = Protego.parse("User-agent: *\nRequest-rate: 1/10\n")
    assert robots_verdict(rules, "rules", "https://a.test/", "changewire").crawl_delay_s == 10.0


def test_allow_all_and_unavailable() -> None:
    assert robots_verdict(None, "allow_all", "https://a.test/x", "changewire").allowed
    v = robots_verdict(None, "unavailable", "https://a.test/x", "changewire", status=503)
    assert v.unavailable and not v.allowed and v.status == 503


def test_origin_and_agent() -> None:
    assert robots_origin("HTTPS://Acme.Test:443/a/b?c") == "https://acme.test"
    assert robots_origin("http://acme.test:8080/x") == "http://acme.test:8080"
    assert robots_origin("http://[::1]:81/") == "http://[::1]:81"
    assert agent_token("changewire/0.1 (+https://x; bot@x)") == "changewire"
    assert agent_token("MyBot") == "mybot"
