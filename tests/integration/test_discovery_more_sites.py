"""Discovery on more mini company sites (loopback through CHANGEWIRE_CONNECT_TO), for bugs found by
running it on varied sites: verifications lost when a URL was found twice (nav + sitemap), a robots.txt
Disallow ignored for an unverified candidate, careers that redirect into an ATS, https links on a site
served over plain http, a careers subdomain starved by blind probes."""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

from changewire_discovery.engine import DiscoveryResult

pytestmark = pytest.mark.integration


W: Any = load_module("discovery_web", "data/discovery/web.py", reuse=True)  # the scripted web, discover helper

TEXT = ("We build calm software for busy teams. Our platform connects people, data and customers, and "
        "thousands of companies rely on it every single day. ") * 5


def page(title: str, body: str = "", head: str = "") -> str:
    return (f"<!DOCTYPE html><html lang=\"en\"><head><title>{title}</title>{head}</head><body>{body}"
            f"<main><h1>{title}</h1><p>{title}: {TEXT}</p></main></body></html>")


SUMMARY = {"json": {"page": {"id": "p", "name": "Status"}, "status": {"indicator": "none"}, "components": []}}

SITES: dict[str, dict[str, Any]] = {
    "acme-more.test": {
        "/robots.txt": {"text": "User-agent: *\nDisallow: /press/\nSitemap: http://acme-more.test/sitemap.xml\n"},
        "/sitemap.xml": {"xml": "<?xml version='1.0'?><urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
                                + "".join(f"<url><loc>http://acme-more.test{p}</loc></url>" for p in ("/", "/pricing/", "/press/", "/careers"))
                                + "</urlset>"},
        "/": page("Acme More", """<header><nav><a href="/index.html">Home</a><a href="/pricing/">Pricing</a>
<a href="/press/">Press</a><a href="/careers">Careers</a><a href="https://docs.acme-more.test/">Docs</a></nav></header>
<footer><a href="https://status.acme-more.test/">System status</a><a href="https://twitter.com/acmemore">Twitter</a>
<a href="https://github.com/acmemore">GitHub</a></footer>"""),
        "/index.html": page("Acme More"),
        "/pricing/": page("Pricing"),
        "/press/": page("Press"),
        "/careers": {"redirect": "http://boards.greenhouse.io/acmemore"},
    },
    "docs.acme-more.test": {"/": page("Acme More documentation")},
    "status.acme-more.test": {"/": page("Acme More status"), "/api/v2/summary.json": SUMMARY},
    "boards.greenhouse.io": {"/acmemore": page("Jobs at Acme More")},
    "boards-api.greenhouse.io": {"/v1/boards/acmemore/jobs": {"json": {"jobs": [{"title": "Engineer"}]}}},
    # careers live on a subdomain that redirects to the ATS; nothing on the main site links to it
    "kite-more.test": {"/": page("Kite More", '<nav><a href="/pricing">Pricing</a><a href="/legal/terms">Terms</a></nav>'),
                       "/pricing": page("Pricing"), "/legal/terms": page("Terms")},
    "careers.kite-more.test": {"/": {"redirect": "http://kitemore.teamtailor.com/jobs"}},
    "kitemore.teamtailor.com": {"/jobs": page("Kite More jobs"),
                                "/jobs.rss": {"xml": "<?xml version='1.0'?><rss><channel><item><title>Pilot</title></item></channel></rss>"}},
}


Net = W.Net
#: every redirect here is a 302
net = W.net_fixture(SITES, redirect_status=302)


async def discover(net: Net, website: str) -> DiscoveryResult:
    # each host by name only (no `*.apex`): a subdomain not listed does not exist
    return await W.discover(net, website, wildcard=False, extra=["www.acme-more.test"])


async def test_duplicates_robots_ats_redirect_and_https_links(net: Net) -> None:
    res = await discover(net, "http://acme-more.test")
    sel = {str(c.surface): c for c in res.selected}
    # found in the nav and in the sitemap: the verification of the page sticks
    assert sel["pricing"].url == "http://acme-more.test/pricing/" and sel["pricing"].verified is True
    # robots.txt disallows /press/: never fetched, never a sensor
    assert "newsroom" not in sel and ("acme-more.test", "/press/") not in net.log
    # /careers answers 302 into a Greenhouse board: the board is verified at its API
    assert str(sel["jobs_board"].kind) == "ats" and sel["jobs_board"].config["token"] == "acmemore"
    # https links on a site that only answers over plain http: tried once over http
    assert sel["docs"].url == "http://docs.acme-more.test/" and sel["docs"].verified is True
    assert str(sel["status"].kind) == "status_json" and sel["status"].url.startswith("http://status.acme-more.test/")
    # the homepage's own /index.html ("Home") is no other surface
    assert not any(c.url.endswith("/index.html") for c in res.candidates)
    assert len(net.served("acme-more.test")) + len(net.served("greenhouse.io")) <= res.requests <= 25


async def test_careers_subdomain_redirecting_to_an_ats(net: Net) -> None:
    res = await discover(net, "http://kite-more.test")
    sel = {str(c.surface): c for c in res.selected}
    assert str(sel["jobs_board"].kind) == "ats" and sel["jobs_board"].config["vendor"] == "teamtailor"
    assert sel["careers"].verified is True
    # careers.kite-more.test exists: no blind /careers, /jobs ... probes on the main site
    assert not [p for h, p in net.log if h == "kite-more.test" and ("career" in p or "job" in p)]
    # robots.txt of the company's subdomain is read before its page
    sub = [p for h, p in net.log if h == "careers.kite-more.test"]
    assert sub[:2] == ["/robots.txt", "/"]
    assert len(net.log) == res.requests <= 25
