"""Kind and surface guessing (guess.py, pipeline.choose_surface)."""
from __future__ import annotations

import pytest

from changewire_differ.guess import guess_kind, surface_from_url
from changewire_differ.pipeline import choose_surface, prepare


@pytest.mark.parametrize(("body", "ct", "url", "kind"), [
    (b"<!DOCTYPE html><html><body>x</body></html>", None, "", "html"),
    (b'<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>', None, "", "feed"),
    (b'<feed xmlns="http://www.w3.org/2005/Atom"></feed>', None, "", "feed"),
    (b'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>', None, "", "sitemap"),
    (b'{"jobs": [{"absolute_url": "x"}]}', None, "", "ats"),
    (b'{"page": {}, "components": [], "status": {}}', None, "", "status_json"),
    (b'{"version": "https://jsonfeed.org/version/1.1", "items": []}', None, "", "feed"),
    (b'{"a": 1}', None, "", "json"),
    (b"[]", "application/json", "https://api.lever.co/v0/postings/x", "ats"),
    (b"<workzag-jobs></workzag-jobs>", None, "", "ats"),
])
def test_guess_kind(body: bytes, ct: str | None, url: str, kind: str) -> None:
    assert guess_kind(body, ct, url) == kind


@pytest.mark.parametrize(("url", "surface"), [
    ("https://acme.test/careers", "careers"), ("https://acme.test/jobs/", "jobs_board"), ("https://acme.test/pricing", "pricing"),
    ("https://acme.test/blog/", "blog"), ("https://acme.test/press", "newsroom"), ("https://acme.test/changelog", "changelog"),
    ("https://status.acme.test/", "status"), ("https://acme.test/legal/terms", "legal"), ("https://acme.test/privacy-policy", "legal"),
    ("https://acme.test/about/team", "team"), ("https://acme.test/contact", "contact"), ("https://docs.acme.test/x", "docs"),
    ("https://acme.test/", "homepage"), ("https://boards.greenhouse.io/acme", "jobs_board"), ("https://acme.test/some/page", None),
])
def test_surface_from_url(url: str, surface: str | None) -> None:
    assert surface_from_url(url) == surface


@pytest.mark.parametrize(("html", "surface"), [
    ("<title>Careers at Acme</title><body><h1>Join our team</h1></body>", "careers"),
    ("<title>Pricing</title><body><h1>Simple pricing</h1><p>$9</p><p>$29</p><p>$99</p></body>", "pricing"),
    ("<title>Terms of Service</title><body><h1>Terms of Service</h1></body>", "legal"),
    ("<title>Acme Status</title><body><div>API Operational</div><div>Web Operational</div><div>CDN Degraded Performance</div></body>", "status"),
    ("<title>Changelog</title><body><h1>What's new</h1></body>", "changelog"),
    ("<title>Acme — build faster</title><body><h1>Build faster</h1></body>", "homepage"),
])
def test_surface_from_content(html: str, surface: str) -> None:
    assert choose_surface(None, prepare(html.encode(), kind="html")) == surface


def test_declared_surface_wins() -> None:
    assert choose_surface("pricing", prepare(b"<title>Careers</title><body>x</body>", kind="html", url="https://a.test/careers")) == "pricing"
