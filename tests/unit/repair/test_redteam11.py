"""Regressions of repair's eleventh red-team round (tests/integration/test_repair_redteam11.py), on the pure pieces:
HubSpot's `hsLang` is no part of a successor's address (decide.py `strip_tracking`), an investors link to a hosted IR
site at Investis or Euroland is an investors candidate (libs/common `PLATFORM_SURFACES`), and a link of the old page
below the old URL that names the section's overview ranks before the section's other pages (candidates.py
`OVERVIEW_BONUS`) — and only there.

Written with the integration situations, before the fixes. On the code before the round 7 of the 10 cases failed (the
three `hsLang` URLs, the two IR hosts, the overview ranking in English and German); the 3 controls passed.
"""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link
from changewire_common.vocab import Surface
from changewire_repair.candidates import NAV, OLD_PAGE, Found, rank
from changewire_repair.decide import strip_tracking


@pytest.mark.parametrize(("url", "clean"), [
    ("https://acme.com/company/news?hsLang=en", "https://acme.com/company/news"),
    ("https://acme.com/de/unternehmen/news?hsLang=de", "https://acme.com/de/unternehmen/news"),
    ("https://acme.com/news?category=press&hsLang=en&utm_source=nav", "https://acme.com/news?category=press"),
    # controls: a page's own selector stays
    ("https://acme.com/news?category=press-releases", "https://acme.com/news?category=press-releases"),
    ("https://acme.com/index.php?option=com_content&id=12", "https://acme.com/index.php?option=com_content&id=12"),
])
def test_hslang_is_no_part_of_a_successors_address(url: str, clean: str) -> None:
    assert strip_tracking(url) == clean


@pytest.mark.parametrize("url", ["https://acme-robotics.investis.com/", "https://tools.euroland.com/acme/ir/"])
def test_hosted_ir_sites_are_investors_pages(url: str) -> None:
    m = classify_link(url, "Investor relations", region="footer", site_domain="acme.com")
    assert m is not None and m.surface == Surface.INVESTORS


TILES = [("overview", "Overview"), ("financial-results", "Financial results"),
         ("share-information", "Share information"), ("governance", "Governance")]


@pytest.mark.parametrize(("base", "tiles"), [
    ("https://acme.com/investors", TILES),
    ("https://acme.de/investoren", [("uebersicht", "Übersicht"), ("finanzberichte", "Finanzberichte"),
                                    ("aktie", "Aktie")]),
])
def test_the_overview_below_a_landing_of_links_ranks_first(base: str, tiles: list[tuple[str, str]]) -> None:
    found = [Found(f"{base}/{p}", OLD_PAGE, a, "main") for p, a in tiles]
    ranked = [c.url for c in rank(base, "investors", found, exclude=[base], site_domains=[base.split("/")[2]])]
    assert ranked[0] == f"{base}/{tiles[0][0]}", ranked


def test_an_overview_elsewhere_or_in_the_menu_gets_no_bonus() -> None:
    """Controls: the bonus is for the old page's own links below the old URL."""
    old = "https://acme.com/investors"
    found = [Found("https://acme.com/investors/financial-results", OLD_PAGE, "Financial results", "main"),
             Found("https://acme.com/product/overview", OLD_PAGE, "Overview", "main")]
    assert rank(old, "investors", found, exclude=[old], site_domains=["acme.com"])[0].url.endswith("financial-results")
    menu = [Found("https://acme.com/investors/financial-results", NAV, "Financial results", "nav"),
            Found("https://acme.com/investors/overview", NAV, "Overview", "nav")]
    assert rank(old, "investors", menu, exclude=[old], site_domains=["acme.com"])[0].url.endswith("financial-results")
