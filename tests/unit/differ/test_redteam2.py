"""Regressions found by a second red-team round of `changewire diff`, on the kinds the first round
did not cover (job-board APIs, Statuspage JSON, sitemaps, feeds, record sources, pages in legacy
encodings). Each test fails on the code before its fix.

- a sitemap whose generator appends a cache-buster to every <loc> ('?v=<build>') reported every
  page removed and added again on each build: pages were keyed by the raw <loc>. They are now
  keyed by the canonical URL (tracking parameters and cache-busters dropped).
"""
from __future__ import annotations

from pathlib import Path

from changewire_differ.cli import diff_files

DATA = Path(__file__).resolve().parents[2] / "data" / "differ" / "redteam2"


def _file(name: str) -> bytes:
    return (DATA / name).read_bytes()


def _diff(old: str, new: str, url: str, surface: str | None = None, kind: str | None = None,
          content_type: str | None = None) -> dict:  # type: ignore[type-arg]
    return diff_files(_file(old), _file(new), surface=surface, url=url, content_type=content_type, kind=kind)


# --- sitemaps with cache-busters on every <loc>

SITEMAP = "https://www.brightdesk.io/sitemap.xml"


def test_sitemap_whose_cache_buster_changed_is_noise() -> None:
    for a, b in (("sitemap-cachebuster-old.xml", "sitemap-cachebuster-noise.xml"),
                 ("sitemap-cachebuster-noise.xml", "sitemap-cachebuster-old.xml")):
        out = _diff(a, b, SITEMAP)
        assert out["outcome"] in ("noise", "unchanged"), out


def test_sitemap_with_a_page_added_and_a_new_cache_buster_lists_that_page_alone() -> None:
    out = _diff("sitemap-cachebuster-old.xml", "sitemap-cachebuster-new.xml", SITEMAP)
    assert (out["outcome"], out["kind"]) == ("changed", "pages_added"), out
    assert [i["url"] for i in out["delta"]["items_added"]] == ["https://www.brightdesk.io/blog/brightdesk-raises-series-b"]
    assert not out["delta"].get("items_removed")
    back = _diff("sitemap-cachebuster-new.xml", "sitemap-cachebuster-old.xml", SITEMAP)
    assert back["kind"] == "pages_removed" and len(back["delta"]["items_removed"]) == 1 and not back["delta"].get("items_added"), back
