"""Regressions of repair's nineteenth red-team round (tests/integration/test_repair_redteam19.py), on the pure pieces:
a three-letter last segment naming the page (candidates.py `_name_tokens`), a page above the old URL ranking after a
link naming it (`rank`, `ANCESTOR_PENALTY`), and the changelog platforms of the long tail (libs/common
`PLATFORM_SURFACES`)."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link
from changewire_repair.candidates import Found, _name_tokens, rank


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
