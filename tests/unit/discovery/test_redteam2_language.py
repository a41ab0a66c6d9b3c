"""Second red-team round: one sensor per surface in the site's default language (not the first language a
sitemap lists)."""
from __future__ import annotations

from changewire_common.vocab import DiscoveryMethod as M
from changewire_common.vocab import Surface as S
from changewire_discovery.select import Candidate, language_factor, select, url_language


def c(surface: S, url: str, method: M = M.SITEMAP, conf: float = 0.8, verified: bool | None = None) -> Candidate:
    return Candidate(surface, url, method, conf, verified)


def test_url_language_and_factor() -> None:
    assert url_language("https://a.com/de-ch/preise") == "de"
    assert url_language("https://a.com/en_US/pricing") == "en"
    assert url_language("https://a.com/pricing") == ""
    assert url_language("https://a.com/design/") == ""
    assert language_factor("https://a.com/de/karriere") < 1.0 == language_factor("https://a.com/en/careers")
    assert language_factor("https://a.com/careers") == 1.0
    assert language_factor("https://a.com/de/karriere", "de") == 1.0 > language_factor("https://a.com/en/careers", "de")


def test_first_listed_language_does_not_win() -> None:
    cands = [c(S.CAREERS, "https://a.com/de/karriere"), c(S.CAREERS, "https://a.com/fr/carrieres"),
             c(S.CAREERS, "https://a.com/en/careers")]
    assert [x.url for x in select(cands, 10)] == ["https://a.com/en/careers"]
    assert [x.url for x in select(cands, 10, "fr")] == ["https://a.com/fr/carrieres"]
    # an unprefixed page is the default language's
    cands.append(c(S.CAREERS, "https://a.com/karriere"))
    assert [x.url for x in select(cands, 10, "de")][0] in ("https://a.com/karriere", "https://a.com/de/karriere")


def test_a_verified_other_language_page_still_beats_a_guess() -> None:
    sel = select([c(S.PRICING, "https://a.com/de/preise", M.NAV, 0.9, True),
                  c(S.PRICING, "https://a.com/en/pricing", M.SITEMAP, 0.7, None)], 10)
    assert sel[0].url == "https://a.com/de/preise"


def test_locale_region_and_language_hosts() -> None:
    from changewire_discovery.select import url_locale
    assert url_locale("https://de.acme.com/presse") == "de"
    assert url_locale("https://hr.acme.com/") == "" and url_locale("https://it.acme.com/") == ""  # words, not languages
    assert url_locale("https://acme.com/us/pricing") == "" and url_locale("https://acme.com/global/careers") == ""
    assert url_locale("https://acme.com/se/priser") == "sv" and url_locale("https://acme.com/en_GB/pricing") == "en-gb"
    assert language_factor("https://acme.com/us/pricing") == 1.0
    assert language_factor("https://de.acme.com/presse") < 1.0
    # the homepage is /en-us/: /en-gb/careers is second to /en-us/careers, first before /de-de/karriere
    assert language_factor("https://acme.com/en-us/careers", "en-us") == 1.0
    assert 0.8 < language_factor("https://acme.com/en-gb/careers", "en-us") < 1.0
    assert language_factor("https://acme.com/de-de/karriere", "en-us") == 0.8


def test_language_subdomain_page_loses_to_the_main_sites() -> None:
    sel = select([c(S.NEWSROOM, "https://de.acme.com/presse", M.NAV, 0.93, True),
                  c(S.NEWSROOM, "https://acme.com/press", M.LINK, 0.9, True)], 10)
    assert sel[0].url == "https://acme.com/press"
    sel = select([c(S.CAREERS, "https://acme.com/en-gb/careers", M.SITEMAP, 0.8, None),
                  c(S.CAREERS, "https://acme.com/en-us/careers", M.SITEMAP, 0.8, None)], 10, "en-us")
    assert sel[0].url == "https://acme.com/en-us/careers"


def test_page_builder_links_are_what_their_label_says_and_enterprise_ats_hosts() -> None:
    from changewire_common.surfaces import classify_link
    m = classify_link("https://acme.notion.site/Careers-at-Acme-3f2a1b9c", "Careers", region="nav", site_domain="acme.com")
    assert m is not None and m.surface is S.CAREERS
    m = classify_link("https://www.notion.so/acme/Changelog-12ab", "What's new", region="footer", site_domain="acme.com")
    assert m is not None and m.surface is S.CHANGELOG
    assert classify_link("https://www.notion.so/", "Built with Notion", region="footer", site_domain="acme.com") is None
    assert classify_link("https://acme.notion.site/Some-doc", "Read more", region="main", site_domain="acme.com") is None
    m = classify_link("https://career5.successfactors.eu/careers?company=acme", "Careers", region="footer",
                      site_domain="acme.com")
    assert m is not None and m.surface is S.JOBS_BOARD
