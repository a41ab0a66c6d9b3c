"""Regressions of repair's nineteenth red-team round (tests/integration/test_repair_redteam19.py), on the pure pieces:
a three-letter last segment naming the page (candidates.py `_name_tokens`), a page above the old URL ranking after a
link naming it (`rank`, `ANCESTOR_PENALTY`), an index a few items later (identity.py `rolled_on`), and the changelog
platforms of the long tail (libs/common `PLATFORM_SURFACES`)."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link
from changewire_repair.candidates import Found, _name_tokens, rank
from changewire_repair.identity import Reference, rolled_on


@pytest.mark.parametrize(("url", "want"), [
    ("https://acme.test/agb", {"agb"}), ("https://acme.test/fr/cgv", {"cgv"}), ("https://acme.test/docs/api", {"api"}),
    ("https://acme.test/legal/privacy-policy", {"privacy", "policy"}),
    ("https://acme.test/de/", set()),           # a language, no page name
    ("https://acme.test/p/123", set()), ("https://acme.test/", set()),
])
def test_name_tokens(url: str, want: set[str]) -> None:
    assert _name_tokens(url) == want


def _order(old: str, surface: str, links: list[tuple[str, str, str]]) -> list[str]:
    found = [Found(u, "nav", a, r) for u, a, r in links]
    return [c.url for c in rank(old, surface, found, site_domains=["acme.test"])]


def test_an_acronym_label_names_the_moved_page() -> None:
    got = _order("https://acme.test/fr/cgv", "legal",
                 [("https://acme.test/fr/legal/mentions-legales", "Mentions légales", "footer"),
                  ("https://acme.test/fr/legal/conditions-generales-de-vente", "CGV", "footer"),
                  ("https://acme.test/fr/legal/politique-de-confidentialite", "Confidentialité", "footer")])
    assert got[0] == "https://acme.test/fr/legal/conditions-generales-de-vente"


def test_the_page_above_the_old_url_ranks_after_a_link_naming_it() -> None:
    got = _order("https://acme.test/docs/api", "docs",
                 [("https://acme.test/docs", "Docs", "nav"),
                  ("https://documenter.getpostman.com/view/1/2sA3", "API reference", "nav")])
    assert got == ["https://documenter.getpostman.com/view/1/2sA3", "https://acme.test/docs"]


def test_the_page_above_the_old_url_alone_is_still_a_candidate() -> None:
    assert _order("https://acme.test/legal/privacy", "legal", [("https://acme.test/legal", "Legal", "footer")]) \
        == ["https://acme.test/legal"]


@pytest.mark.parametrize("url", ["https://acme.frill.co/announcements", "https://acme.sleekplan.app/changelog",
                                 "https://acme.olvy.co/releases", "https://acme.changelogfy.com/"])
def test_changelog_platforms_of_the_long_tail(url: str) -> None:
    m = classify_link(url, "Product updates", region="footer", site_domain="getacme.test")
    assert m is not None and m.surface.value == "changelog"


_OLD = ["Acme Robotics", "Changelog", "What changed in the fleet software, newest first.",
        "Version 5.2.0", "Faster docking for every robot", "Battery health per robot",
        "Version 5.1.0", "Zones can have time windows", "Webhook retries with backoff",
        "Version 5.0.0", "New planner for narrow aisles", "Speed limits near people",
        "Version 4.9.3", "Fixed charging station pairing", "Lower CPU use on navigation"]
_NEW = ["Version 5.3.0", "Robots yield to forklifts", "Missions can be paused from the map"]


def _ref() -> Reference:
    return Reference.of("\n".join(_OLD))


def test_rolled_on_new_items_on_top_the_newest_old_ones_kept_in_order() -> None:
    assert rolled_on(_ref(), ["Release notes", _OLD[2], *_NEW, *_OLD[3:9]])


@pytest.mark.parametrize("lines", [
    ["Release notes", _OLD[2], *_OLD[3:9]],                                   # nothing new on top: not rolled
    ["Release notes", _OLD[2], *_NEW, *_OLD[6:12]],                           # the old newest missing
    ["Release notes", _OLD[2], *_NEW, *_OLD[3:6], *_OLD[9:12], *_OLD[12:]],  # a selection, a gap in the run
    ["Product news", "Stories from the team", *_NEW, *_OLD[3:9]],            # neither heading nor introduction kept
    ["Release notes", _OLD[2], *_NEW, *_OLD[6:9], *_OLD[3:6]],                # the old order broken
])
def test_rolled_on_refuses(lines: list[str]) -> None:
    assert not rolled_on(_ref(), lines)
