"""Canonical link URLs (urls.py): tracking, session and cache-busting parameters go, identity stays."""
from __future__ import annotations

import pytest

from changewire_common.urls import canonical_url, url_path_key


@pytest.mark.parametrize(("href", "base", "want"), [
    ("/careers/eng?utm_source=x&utm_medium=y", "https://acme.test/careers", "https://acme.test/careers/eng"),
    ("https://ACME.test:443/a/b#frag", "", "https://acme.test/a/b"),
    ("/jobs/1;jsessionid=ABC123?gclid=zz&id=7", "https://acme.test/", "https://acme.test/jobs/1?id=7"),
    ("/app.js?v=3f9a2c", "https://acme.test/", "https://acme.test/app.js"),
    ("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
    ("mailto:hi@acme.test", "", ""),
    ("javascript:void(0)", "", ""),
    ("#top", "https://acme.test/", ""),
    ("ftp://files.acme.test/x", "", ""),
    ("/b?z=1&a=2", "https://acme.test/", "https://acme.test/b?a=2&z=1"),
])
def test_canonical_url(href: str, base: str, want: str) -> None:
    assert canonical_url(href, base) == want


def test_path_key_keeps_id_parameters() -> None:
    assert url_path_key("https://acme.test/careers/?gh_jid=42&x=1") == "acme.test/careers?gh_jid=42"
    assert url_path_key("https://Acme.test/Blog/Post/") == "acme.test/blog/post"
