"""Outcome and failure classification (pure): every outcome and failure class the fetcher emits."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from changewire_common.vocab import FailureClass, FetchOutcome
from changewire_fetcher.classify import (
    ERROR_MAX, classify_error, classify_response, classify_robots_disallow, robots_unavailable, sensor_domain_of,
    skipped,
)

CF = (b"<html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={}</script>"
      b"</body></html>")


def resp(status: int, body: bytes = b"<html>hi</html>", headers: dict[str, str] | None = None,
         final_url: str = "https://www.acme.com/careers", **kw: object) -> object:
    return classify_response(status, headers or {}, body, final_url=final_url, sensor_domain="acme.com", **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(("status", "outcome", "fc"), [
    (200, FetchOutcome.OK, None),
    (203, FetchOutcome.OK, None),
    (204, FetchOutcome.OK, None),
    (304, FetchOutcome.NOT_MODIFIED, None),
    (404, FetchOutcome.FAILED, FailureClass.PAGE_REMOVED),
    (410, FetchOutcome.FAILED, FailureClass.PAGE_REMOVED),
    (429, FetchOutcome.FAILED, FailureClass.RATE_LIMIT),
    (400, FetchOutcome.FAILED, FailureClass.HTTP_4XX),
    (401, FetchOutcome.FAILED, FailureClass.HTTP_4XX),
    (403, FetchOutcome.FAILED, FailureClass.HTTP_4XX),
    (451, FetchOutcome.FAILED, FailureClass.HTTP_4XX),
    (500, FetchOutcome.FAILED, FailureClass.HTTP_5XX),
    (502, FetchOutcome.FAILED, FailureClass.HTTP_5XX),
    (503, FetchOutcome.FAILED, FailureClass.HTTP_5XX),
    (599, FetchOutcome.FAILED, FailureClass.HTTP_5XX),
    (300, FetchOutcome.FAILED, FailureClass.REDIRECT),
    (302, FetchOutcome.FAILED, FailureClass.REDIRECT),
    (101, FetchOutcome.FAILED, FailureClass.UNKNOWN),
    (999, FetchOutcome.FAILED, FailureClass.UNKNOWN),
])
def test_status_table(status: int, outcome: FetchOutcome, fc: FailureClass | None) -> None:
    c = resp(status)
    assert (c.outcome, c.failure_class) == (outcome, fc)  # type: ignore[attr-defined]


def test_other_registrable_domain_is_redirected() -> None:
    c = resp(200, final_url="https://boards.example-ats.com/acme")
    assert c.outcome == FetchOutcome.REDIRECTED and c.redirect_url == "https://boards.example-ats.com/acme"  # type: ignore[attr-defined]
    assert "example-ats.com" in c.error  # type: ignore[attr-defined]
    # subdomains and scheme changes of the same registrable domain are not a move
    assert resp(200, final_url="http://jobs.acme.com/x").outcome == FetchOutcome.OK  # type: ignore[attr-defined]
    # a move wins over the status at the new place (repair decides what it means)
    assert resp(404, final_url="https://other.org/").outcome == FetchOutcome.REDIRECTED  # type: ignore[attr-defined]


def test_bot_challenge_beats_status_classes() -> None:
    for status in (403, 429, 503, 200):
        c = resp(status, CF)
        assert (c.outcome, c.failure_class) == (FetchOutcome.FAILED, FailureClass.BOT_CHALLENGE), status  # type: ignore[attr-defined]
        assert "not bypassed" in c.error  # type: ignore[attr-defined]


def test_rate_limit_blocks_for_retry_after_or_default_capped() -> None:
    assert resp(429, retry_after_s=120.0).block_s == 120.0  # type: ignore[attr-defined]
    assert resp(429, rate_limit_block_s=600.0).block_s == 600.0  # type: ignore[attr-defined]
    assert resp(429, retry_after_s=10 * 86400.0, max_block_s=86400.0).block_s == 86400.0  # type: ignore[attr-defined]
    assert resp(503, retry_after_s=30.0).block_s == 30.0  # type: ignore[attr-defined]
    assert resp(503).block_s is None  # type: ignore[attr-defined]
    assert resp(500, retry_after_s=30.0).block_s is None  # type: ignore[attr-defined]


def test_errors_skips_and_robots() -> None:
    for fc in FailureClass:
        c = classify_error(fc, "boom")
        assert c.outcome == FetchOutcome.FAILED and c.failure_class == fc
    c = classify_error("REDIRECT", "redirect loop", redirects=["http://a/", "http://b/"])
    assert "after 2 redirect(s), last http://b/" in c.error  # type: ignore[operator]
    assert len(classify_error("UNKNOWN", "x" * 5000).error or "") == ERROR_MAX
    r = classify_robots_disallow("https://acme.com/private")
    assert (r.outcome, r.failure_class) == (FetchOutcome.FAILED, FailureClass.ROBOTS)
    until = datetime(2025, 1, 1, tzinfo=UTC)
    s = skipped(until, "domain slot")
    assert s.outcome == FetchOutcome.SKIPPED and s.skip_until == until and s.failure_class is None
    u = robots_unavailable(until, 600, "robots.txt answered 503")
    assert u.outcome == FetchOutcome.SKIPPED and u.skip_until == until + timedelta(seconds=600)


def test_sensor_domain() -> None:
    assert sensor_domain_of("https://jobs.acme.co.uk/x", None) == "acme.co.uk"
    assert sensor_domain_of("https://jobs.acme.co.uk/x", "www.acme.co.uk") == "acme.co.uk"
    assert sensor_domain_of("http://h1.bench.test/x", None) == "h1.bench.test"
