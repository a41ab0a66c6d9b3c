"""Seventh hostile-server round, the fetcher's pure parts (tests/integration/test_fetch_redteam7.py has the
servers): a stub page's script navigation is found in linear time, whatever a hostile page does with its
<script> tags."""
from __future__ import annotations

import time

import pytest

from changewire_fetcher.classify import classify_response, script_stub_target

H = {"content-type": "text/html"}
URL = "https://acme.com/jobs"


@pytest.mark.parametrize("body", [
    # thousands of <script> tags never closed, after the word that lets the scan start
    b"<html><body>location " + b"<script>=" * 3600,
    b"<html><body>location " + b"<script src=x>'" * 2200,
    b"<html><body>location " + b"<SCRIPT>" * 4000,
])
def test_unclosed_script_tags_cost_linear_time(body: bytes) -> None:
    # was: a lazy <script>(.*?)</script> searched to the end of 32 KiB from every opening tag (~0.6 s a body)
    t0 = time.thread_time()
    for _ in range(20):
        assert script_stub_target(body, URL) is None
        classify_response(200, H, body, final_url=URL, sensor_domain="acme.com", requested_url=URL)
    assert time.thread_time() - t0 < 0.5


@pytest.mark.parametrize(("body", "target"), [
    # the first inline script that navigates at once, as before the linear scan
    (b'<html><script>location.replace("https://other.example/jobs")</script></html>', "https://other.example/jobs"),
    (b'<html><script src="/a.js"></script><script>window.location.href = "/new"</script></html>',
     "https://acme.com/new"),
    (b'<html><SCRIPT type="text/javascript">location = \'https://other.example/\'</SCRIPT ></html>',
     "https://other.example/"),
    # a script after one that only sets a variable
    (b'<html><script>var a = 1;</script><script>location.assign("/b")</script></html>', "https://acme.com/b"),
    # navigation in a function or behind a condition is no move; a script never closed is never run to its end
    (b'<html><script>function go(){location.href="/x"}</script></html>', None),
    (b'<html><script>if (top !== self) location.href = "/x"</script></html>', None),
    (b'<html><script>location.href = "/x"', None),
])
def test_script_stub_targets(body: bytes, target: str | None) -> None:
    assert script_stub_target(body, URL) == target
