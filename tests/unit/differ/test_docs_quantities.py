"""A docs page whose rate limit, quota or timeout changes has changed meaningfully, even in a few
words; a revision, version or year stamp moving on its own stays minor."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_differ.model import PreviousState
from changewire_differ.pipeline import analyze, read

NOW = datetime(2025, 3, 9, 12, 0, tzinfo=UTC)
URL = "https://docs.acme.test/api/rate-limits"


def _page(limit: str, stamp: str = "revision 4", timeout: str = "30 seconds") -> bytes:
    return (
        "<!DOCTYPE html><html lang='en'><head><title>Rate limits — Acme API</title></head><body>"
        "<nav><a href='/api'>API reference</a> <a href='/guides'>Guides</a></nav><main><h1>Rate limits</h1>"
        f"<p>This page describes the limits of the Acme REST API ({stamp}). Requests are limited to {limit} per "
        "minute per token; a request over the limit gets a 429 response with a Retry-After header.</p>"
        f"<p>Long-running exports time out after {timeout}; use the asynchronous export endpoint for larger "
        "accounts, and poll the job resource until it reports completion.</p>"
        "<h2>Best practices</h2><p>Cache responses where you can, back off exponentially on 429 responses and "
        "spread batch jobs over the hour instead of starting them all at once.</p>"
        "</main><footer>© 2025 Acme Inc.</footer></body></html>").encode()


def _judge(old: bytes, new: bytes):  # type: ignore[no-untyped-def]
    prev = PreviousState(doc=read(old, kind="html", surface="docs", url=URL))
    return analyze(new, kind="html", surface="docs", url=URL, previous=prev, now=NOW)


@pytest.mark.parametrize("new", [
    _page("600"),                       # the rate limit cut from 5,000 to 600
    _page("5,000", timeout="10 seconds"),  # a timeout shortened
])
def test_a_changed_quantity_in_docs_is_meaningful(new: bytes) -> None:
    a = _judge(_page("5,000"), new)
    assert a.outcome == "changed", a.notes
    assert a.significance == "meaningful", a.summary


@pytest.mark.parametrize(("before", "after"), [("revision 4", "revision 5"), ("v2.4.0", "v2.4.1"),
                                               ("updated 2025", "updated 2026")])
def test_a_stamp_moving_alone_in_docs_stays_minor(before: str, after: str) -> None:
    a = _judge(_page("5,000", stamp=before), _page("5,000", stamp=after))
    assert a.significance in (None, "minor"), a.summary
