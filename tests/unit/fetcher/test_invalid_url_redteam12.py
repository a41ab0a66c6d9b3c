"""Red team 12 (pure): which sensor URLs no request can be made for (classify.invalid_url_reason), checked by the
fetcher before any politeness slot or request, and by `changewire fetch` for its argument. A URL that merely
fails to resolve (a long label, an unknown name) is not one of them: the resolver says DNS.

Wrong on the code before this round (d9e5eee): the function is new (the rule lived in the CLI only); see
tests/integration/test_fetcher_bad_urls_redteam12.py for what the service did with these URLs."""
from __future__ import annotations

import pytest

from changewire_fetcher.classify import classify_invalid_url, invalid_url_reason


@pytest.mark.parametrize(("url", "why"), [
    ("http://", "no host"),
    ("https:///careers", "no host"),
    ("http://[2001:db8::1/careers", "Invalid IPv6 URL"),
    ("http://jobs.example.com:99999/", "Port out of range"),
    ("http://jobs.example.com:0/", "port 0"),
    ("http://jobs .example.com/", "is no host name"),
    ("http://jobs\x01.example.com/", "is no host name"),  # (a tab is dropped, as browsers drop it)
    ("careers.example.com/jobs", "scheme '(none)'"),
    ("ftp://files.example.com/a.pdf", "scheme 'ftp'"),
    ("javascript:alert(1)", "scheme 'javascript'"),
    ("mailto:jobs@example.com", "scheme 'mailto'"),
])
def test_urls_no_request_can_be_made_for(url: str, why: str) -> None:
    reason = invalid_url_reason(url)
    assert reason is not None and why in reason
    c = classify_invalid_url(reason)
    assert (str(c.outcome), str(c.failure_class)) == ("failed", "BLOCKED_DESTINATION")


@pytest.mark.parametrize("url", [
    "https://careers.example.com/jobs?dept=eng#open",
    "http://jobs.example.com:8080/",
    "https://user:secret@example.com/careers",  # credentials are dropped from the request, not refused
    "http://[2001:db8::1]/careers",  # a closed IPv6 literal (the SSRF check judges the address)
    "https://karriere.müller-bau.de/stellen",
    "https://" + "a" * 70 + ".example.com/",  # no name, but the resolver says so (DNS)
    "HTTPS://Careers.Example.com/",
])
def test_urls_a_request_can_be_made_for(url: str) -> None:
    assert invalid_url_reason(url) is None
