"""Fourth discovery red-team round, surface classification: a changelog on a docs platform is the changelog
(Mintlify's mintco.mintlify.app/changelog was docs), Danish 'Ydelser' are the products, and 'Locations' /
'Offices' are the contact page only when there is no Contact link."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link, classify_url
from changewire_common.vocab import Surface


@pytest.mark.parametrize("url,surface", [
    ("https://mintco.mintlify.app/changelog", Surface.CHANGELOG),
    ("https://acme.gitbook.io/docs/release-notes", Surface.CHANGELOG),
    ("https://mintco.mintlify.app/", Surface.DOCS),
    ("https://mintco.mintlify.app/api-reference/introduction", Surface.DOCS),
])
def test_changelog_on_a_docs_platform(url: str, surface: Surface) -> None:
    m = classify_url(url)
    assert m is not None and m.surface is surface


def test_danish_services_are_products() -> None:
    m = classify_link("https://dansk.dk/ydelser", "Ydelser", region="nav", site_domain="dansk.dk")
    assert m is not None and m.surface is Surface.PRODUCTS


def test_contact_beats_locations() -> None:
    loc = classify_link("https://acme.com/locations", "Locations", region="nav", site_domain="acme.com")
    contact = classify_link("https://acme.com/contact", "Contact", region="footer", site_domain="acme.com")
    assert loc is not None and loc.surface is Surface.CONTACT  # still the contact page when nothing better is there
    assert contact is not None and contact.surface is Surface.CONTACT and contact.confidence > loc.confidence
