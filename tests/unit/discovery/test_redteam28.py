"""Round 28's rules as pure checks (the sites themselves are in tests/integration/test_discovery_redteam28.py): an
internationalised host is written in its A-label form; prizes are no price list; a practice area is no legal page;
"Work for us" names the company's own hiring; squads, team building and audiences are no team; "Support us" is no help
centre; "Meet our docs" are the people; project and pandemic updates are no changelog."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import OWN_LABEL, classify_link, classify_text
from changewire_common.vocab import Surface
from changewire_discovery.extract import ascii_host, safe_join
from changewire_discovery.probes import homepage_variants


@pytest.mark.parametrize("url,want", [
    ("http://müller-bau.de/über-uns/", "http://xn--mller-bau-q9a.de/über-uns/"),
    ("https://user@bücher.de:8443/x?q=1", "https://user@xn--bcher-kva.de:8443/x?q=1"),
    ("http://xn--bcher-kva.de/", "http://xn--bcher-kva.de/"),
    ("http://acme.test/über", "http://acme.test/über"),  # an ASCII host: the path is left as it is
])
def test_an_internationalised_host_is_written_as_its_a_label(url: str, want: str) -> None:
    assert ascii_host(url) == want
    if "@" not in url:  # (a URL with credentials is no link discovery follows: safe_join refuses it)
        assert safe_join("http://acme.test/", url) == want


def test_a_website_given_in_unicode_is_fetched_under_its_a_label() -> None:
    assert homepage_variants("http://schöne-aussicht.de")[0] == "http://xn--schne-aussicht-xpb.de/"


@pytest.mark.parametrize("label", ["Preise und Auszeichnungen", "Prix et distinctions", "Preise & Auszeichnungen"])
def test_prizes_and_awards_are_no_price_list(label: str) -> None:
    m = classify_text(label)
    assert m is None or m.surface is not Surface.PRICING, m


def test_prices_alone_are_still_pricing() -> None:
    m = classify_text("Preise")
    assert m is not None and m.surface is Surface.PRICING


@pytest.mark.parametrize("url,label", [
    ("http://firm.test/expertise/data-protection-and-privacy", "Data protection and privacy"),
    ("http://firm.test/practice-areas/employment", "Employment"),
    ("http://kanzlei.test/rechtsgebiete/datenschutz", "Datenschutz"),
])
def test_a_practice_area_is_the_firms_advice(url: str, label: str) -> None:
    assert classify_link(url, label, region="nav", site_domain=url.split("/")[2]) is None


def test_work_for_us_names_the_companys_own_hiring() -> None:
    m = classify_link("http://agency.test/work-for-us", "Work for us", region="footer", site_domain="agency.test")
    assert m is not None and m.surface is Surface.CAREERS and OWN_LABEL in m.reason


@pytest.mark.parametrize("label", ["First team", "Women's team", "U18 team", "Team building", "Team away days",
                                   "For founders", "For teams", "Team management"])
def test_squads_services_and_audiences_are_no_team(label: str) -> None:
    m = classify_text(label)
    assert m is None or m.surface is not Surface.TEAM, m


@pytest.mark.parametrize("label", ["Our team", "Meet the team", "Meet our docs", "Leadership team"])
def test_the_people_are_still_the_team(label: str) -> None:
    m = classify_text(label)
    assert m is not None and m.surface is Surface.TEAM, m


@pytest.mark.parametrize("label,surface", [("Support us", None), ("Support", Surface.DOCS),
                                           ("Project updates", None), ("COVID-19 updates", None)])
def test_calls_for_gifts_and_project_news(label: str, surface: Surface | None) -> None:
    m = classify_text(label)
    if surface is None:
        assert m is None or m.surface not in (Surface.DOCS, Surface.CHANGELOG), m
    else:
        assert m is not None and m.surface is surface, m


@pytest.mark.parametrize("label", ["Meet our customers", "Meet our partners", "Meet the platform", "Meet our speakers",
                                   "Meet our investors", "Meet the fleet"])
def test_meet_whom_a_company_serves_or_shows_is_no_team(label: str) -> None:
    # (reviewer's guard of "Meet our docs": "Meet our …" introduces the staff only when what follows is people who work
    # there, not the customers, partners or products a page shows)
    m = classify_text(label)
    assert m is None or m.surface is not Surface.TEAM, (label, m)
