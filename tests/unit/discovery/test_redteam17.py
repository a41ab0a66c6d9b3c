"""Seventeenth discovery red-team round, pure regressions (tests/integration/test_discovery_redteam17.py holds the whole
companies): a link to another host that credits the site's web host, theme or agency names no surface, and a status
page on a hosting platform's tenant named for another company is not the company's; the company's own tenant, a status
link labelled as one, docs and changelogs on tenants, a vendor's board behind "Jobs powered by …" stay what they were.
"""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link
from changewire_common.vocab import Surface


@pytest.mark.parametrize(("url", "label"), [
    ("https://kinsta.statuspage.io/", "Hosted by Kinsta"),
    ("https://flywheel.statuspage.io/", "Powered by Flywheel"),
    ("https://themecraft.ghost.io/", "Theme by Themecraft"),
    ("https://studio-north.substack.com/", "Website by Studio North"),
    ("https://flywheel.statuspage.io/", "Flywheel"),
    ("https://flywheel.statuspage.io/", ""),
])
def test_credits_and_other_tenants_name_no_surface(url: str, label: str) -> None:
    assert classify_link(url, label, region="footer", site_domain="marlinco.test") is None


@pytest.mark.parametrize(("url", "label", "site", "surface"), [
    ("https://marlinco.statuspage.io/", "", "marlinco.test", Surface.STATUS),
    ("https://acme-hq.statuspage.io/", "System status", "getacme.test", Surface.STATUS),
    ("https://helmsly.canny.io/changelog", "What's new", "helmsly.test", Surface.CHANGELOG),
    ("https://ravencrest.helpshift.com/hc/en/", "Player support", "acme.test", Surface.DOCS),
    ("https://jobs.lever.co/brindlepay", "Jobs powered by Lever", "brindlepay.test", Surface.JOBS_BOARD),
])
def test_the_companys_own_pages_stay(url: str, label: str, site: str, surface: Surface) -> None:
    m = classify_link(url, label, region="footer", site_domain=site)
    assert m is not None and m.surface is surface, m
