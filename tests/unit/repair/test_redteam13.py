"""Regressions of repair's thirteenth red-team round (tests/integration/test_repair_redteam13.py), on the pure pieces: a
machine-readable sensor's entries as the differ stored them (identity.py `reference_entries`) and as a candidate shows
them (`document_entries`: a status API's components whichever vendor's, a feed's item titles, a sitemap's URLs or an
index's children, a JSON document's leaf values), their identity (`entries_identity`), a hosted status page's vendor
and its JSON API (candidates.py `status_api_path`), and a sitemap's file name (repair.py `_sitemap_stem`,
`_WHOLE_SITEMAP`) — each with controls.

Written after the integration situations' fixes, with them (the functions are new in this round). The references are
the differ's canonical texts (`changewire_differ.pipeline.analyze`), as in production.
"""
from __future__ import annotations

import gzip
import json
from datetime import datetime, timezone

import pytest

from changewire_repair.candidates import status_api_path
from changewire_repair.identity import (
    Reference, document_entries, entries_identity, line_key, reference_entries, status_components,
)
from changewire_repair.repair import _WHOLE_SITEMAP, _sitemap_stem

NOW = datetime(2026, 11, 20, tzinfo=timezone.utc)
COMPONENTS = ["Fleet dashboard", "Fleet API", "Mission planner", "Webhooks", "Map editor"]


def canon(body: str, kind: str, surface: str, url: str) -> str:
    from changewire_differ.pipeline import analyze

    return analyze(body.encode(), kind=kind, surface=surface, url=url, now=NOW).text


def statuspage(components: list[str]) -> str:
    return json.dumps({"page": {"id": "x", "name": "Acme", "url": "https://status.acme.com"},
                       "components": [{"id": f"c{i}", "name": c, "status": "operational", "group": False}
                                      for i, c in enumerate(components)]
                       + [{"id": "g", "name": "Robots", "status": "operational", "group": True}],
                       "incidents": [], "status": {"indicator": "none", "description": "All Systems Operational"}})


def betterstack(components: list[str]) -> str:
    return json.dumps({"data": {"id": "1", "type": "status_page", "attributes": {"aggregate_state": "operational"}},
                       "included": [{"id": str(i), "type": "status_page_resource",
                                     "attributes": {"public_name": c, "status": "operational"}}
                                    for i, c in enumerate(components)]})


def test_status_entries_of_the_differs_text_and_of_each_vendors_json() -> None:
    ref = Reference.of(canon(statuspage(COMPONENTS), "status_json", "status", "https://status.acme.com/api/v2/summary.json"))
    old = reference_entries(ref, "status_json")
    assert old == {"fleet dashboard", "fleet api", "mission planner", "webhooks", "map editor"}
    for body in (statuspage(COMPONENTS), betterstack(COMPONENTS),
                 json.dumps({"components": [{"name": c, "status": "OPERATIONAL", "isParent": False}
                                            for c in COMPONENTS]})):
        got = document_entries("status_json", body)
        assert got is not None and entries_identity(old, got[0]).match, body[:60]
    # a summary without components is a status document with no entries; an HTML page or a JSON error is none
    assert document_entries("status_json", json.dumps({"page": {"name": "Acme", "status": "UP"},
                                                       "activeIncidents": []})) == (frozenset(), [])
    assert document_entries("status_json", json.dumps({"ongoing_incidents": []})) == (frozenset(), [])
    assert document_entries("status_json", "<!DOCTYPE html><html><body>Fleet API</body></html>") is None
    assert document_entries("status_json", json.dumps({"error": "not found"})) is None
    # groups are no components
    assert "Robots" not in status_components(json.loads(statuspage(COMPONENTS)))


def test_status_entries_of_another_company_or_a_page_half_renamed_do_not_match() -> None:
    old = frozenset({"fleet dashboard", "fleet api", "mission planner", "webhooks", "map editor"})
    other = document_entries("status_json", statuspage(["us-east-1 EC2", "eu-west-1 S3", "Global DNS", "CDN"]))
    half = document_entries("status_json", betterstack(COMPONENTS[:2] + ["Billing", "Mobile app", "Search", "SSO"]))
    assert other is not None and not entries_identity(old, other[0]).match
    assert half is not None and not entries_identity(old, half[0]).match


def test_feed_entries_are_the_item_titles_of_rss_atom_and_json_feed() -> None:
    posts = ["Introducing the R7", "How we test robots", "Acme opens a Toronto office", "Fleet analytics"]
    rss = ("<?xml version='1.0'?><rss version='2.0'><channel><title>Acme blog</title>" + "".join(
        f"<item><title><![CDATA[{t}]]></title><link>https://acme.com/blog/{i}</link><pubDate>Mon, 0{i + 1} Nov 2026 "
        f"10:00:00 GMT</pubDate></item>" for i, t in enumerate(posts)) + "</channel></rss>")
    old = reference_entries(Reference.of(canon(rss, "feed", "feed", "https://acme.com/feed")), "feed")
    assert old == {line_key(t) for t in posts} and len(old) == 4
    atom = ("<?xml version='1.0'?><feed xmlns='http://www.w3.org/2005/Atom'><title>Acme</title>" + "".join(
        f"<entry><title type='html'>{t}</title><link href='/b/{i}'/></entry>" for i, t in enumerate(posts[1:])) + "</feed>")
    jf = json.dumps({"version": "https://jsonfeed.org/version/1.1", "items": [{"title": t} for t in posts]})
    for body in (atom, jf):
        got = document_entries("feed", body)
        assert got is not None and entries_identity(old, got[0]).match
    assert document_entries("feed", "<!DOCTYPE html><html><body>blog</body></html>") is None


def test_sitemap_entries_urls_up_to_scheme_www_and_slash_and_an_indexs_children() -> None:
    paths = ["/", "/product", "/pricing", "/careers", "/blog/r7"]
    urlset = ('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' + "".join(
        f"<url><loc>https://acme.com{p}</loc></url>" for p in paths) + "</urlset>")
    old = reference_entries(Reference.of(canon(urlset, "sitemap", "homepage", "https://acme.com/sitemap.xml")), "sitemap")
    moved = urlset.replace("https://acme.com", "http://www.acme.com")
    got = document_entries("sitemap", moved)
    assert got is not None and entries_identity(old, got[0]).match
    index = ('<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>'
             'https://acme.com/page-sitemap.xml</loc></sitemap><sitemap><loc>https://acme.com/post-sitemap1.xml</loc>'
             '</sitemap></sitemapindex>')
    assert document_entries("sitemap", index) == (frozenset(), ["https://acme.com/page-sitemap.xml",
                                                                "https://acme.com/post-sitemap1.xml"])
    assert gzip.decompress(gzip.compress(urlset.encode())).decode() == urlset  # (the explorer unpacks .gz first)


def test_json_entries_are_leaf_values_and_a_version_bump_still_matches() -> None:
    def doc(version: str, summaries: list[str]) -> str:
        return json.dumps({"openapi": "3.1.0", "info": {"title": "Fleet API", "version": version},
                           "paths": {f"/v1/r{i}": {"get": {"summary": s}} for i, s in enumerate(summaries)}})
    summaries = ["List missions", "Create a mission", "Cancel a mission", "List robots", "Get a robot"]
    old = reference_entries(Reference.of(canon(doc("1.4.1", summaries), "json", "docs", "https://api.acme.com/o.json")),
                            "json")
    got = document_entries("json", doc("1.4.2", summaries))
    assert got is not None and entries_identity(old, got[0]).match
    other = document_entries("json", doc("2.0.0", ["Create a job", "List sites", "List floors", "Subscribe", "Assets"]))
    assert other is not None and not entries_identity(old, other[0]).match


@pytest.mark.parametrize(("markup", "api", "fmt"), [
    ("<footer>Powered by <a href='https://betterstack.com/status-page?utm_source=x'>Better Stack</a></footer>",
     "https://status.acme.com/index.json", "betterstack"),
    ("<meta name='generator' content='Instatus'>", "https://status.acme.com/summary.json", "instatus"),
    ("<a href='https://incident.io/status-pages'>Powered by incident.io</a>",
     "https://status.acme.com/proxy/status.acme.com", "incidentio"),
    ("<div class='page-footer'>Powered by Atlassian Statuspage</div>", "https://status.acme.com/api/v2/summary.json",
     "statuspage_v2"),
])
def test_status_api_path_by_the_vendors_markup(markup: str, api: str, fmt: str) -> None:
    assert status_api_path(f"<html><head></head><body>{markup}</body></html>", "https://status.acme.com/") == (api, fmt)


def test_status_api_path_of_a_page_naming_no_vendor_is_none() -> None:
    assert status_api_path("<html><body><h1>All systems operational</h1></body></html>", "https://status.acme.com/") \
        is None


@pytest.mark.parametrize(("url", "whole", "stem"), [
    ("https://acme.com/sitemap.xml", True, "sitemap"), ("https://acme.com/sitemap_index.xml", True, "sitemap_index"),
    ("https://acme.com/sitemap.xml.gz", True, "sitemap"), ("https://acme.com/post-sitemap.xml", False, "post-sitemap"),
    ("https://acme.com/post-sitemap1.xml", False, "post-sitemap"), ("https://acme.com/sitemap-0.xml", False, "sitemap"),
])
def test_whole_sitemap_and_stem(url: str, whole: bool, stem: str) -> None:
    from urllib.parse import urlsplit

    assert bool(_WHOLE_SITEMAP.match(urlsplit(url).path)) is whole
    assert _sitemap_stem(url) == stem
