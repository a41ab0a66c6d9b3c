"""Fourth discovery red-team round, pure regressions: a Personio board on jobs.personio.com is asked on .com (its
feed was asked on jobs.personio.de, where the board does not exist); Teamtailor / Recruitee career sites on the
company's own host are known by the vendor's fingerprints, their feed / API asked on that host; a BambooHR embed
script names its tenant's board; a cookie-consent wall gives its way on without consenting."""
from __future__ import annotations

import pytest

from changewire_common.ats import api_url, ats_from_url, ats_on_own_host


def test_personio_on_the_com_domain_keeps_its_host() -> None:
    ref = ats_from_url("https://acme.jobs.personio.com/job/1234567?language=de&display=de")
    assert ref is not None and ref.vendor == "personio" and ref.token == "acme"
    assert api_url(ref, "https") == "https://acme.jobs.personio.com/xml"
    ref = ats_from_url("https://acme.jobs.personio.de/")
    assert ref is not None and api_url(ref, "http") == "http://acme.jobs.personio.de/xml"


TEAMTAILOR = ('<html><head><link rel="stylesheet" href="https://assets-aws.teamtailor-cdn.com/assets/packs/css/cs-1.css">'
              '</head><body><a href="/jobs">Jobs</a></body></html>')
RECRUITEE = ('<html><head><meta property="og:image" content="https://recruitee-main.s3.eu-central-1.amazonaws.com/c/1.png">'
             '</head><body><a href="https://recruitee.com/?utm_source=careers-site">Powered by Recruitee</a></body></html>')


@pytest.mark.parametrize("url,html,headers,vendor,api", [
    ("https://careers.acme.com/", TEAMTAILOR, {}, "teamtailor", "https://careers.acme.com/jobs.rss"),
    ("http://jobs.acme.com/", RECRUITEE, {}, "recruitee", "http://jobs.acme.com/api/offers/"),
    ("https://careers.acme.com/", "<html><body>Jobs</body></html>", {"X-Teamtailor-Site": "1"}, "teamtailor",
     "https://careers.acme.com/jobs.rss"),
])
def test_career_site_on_the_company_host(url: str, html: str, headers: dict[str, str], vendor: str, api: str) -> None:
    ref = ats_on_own_host(url, html, headers)
    assert ref is not None and ref.vendor == vendor and ref.host == url.split("/")[2]
    assert api_url(ref, url.split(":")[0]) == api


@pytest.mark.parametrize("url,html", [
    ("https://acme.teamtailor.com/", TEAMTAILOR),  # the vendor's own host: ats_from_url's case
    ("https://acme.com/careers", '<html><body><a href="https://www.teamtailor.com/">We hire with Teamtailor</a></body></html>'),
    ("https://acme.com/blog/ats", "<p>Recruitee vs Teamtailor: which ATS?</p>"),
])
def test_no_career_site_on_the_company_host(url: str, html: str) -> None:
    assert ats_on_own_host(url, html) is None


@pytest.mark.parametrize("src,board", [
    ("https://acme.bamboohr.com/js/embed.js", "https://acme.bamboohr.com/careers"),
    ("//acme.breezy.hr/embed/js?inline=true", "https://acme.breezy.hr/"),
    ("https://www.bamboohr.com/js/analytics.js", ""),  # the vendor's own site, no tenant
    ("https://cdn.example.com/bamboohr.com/embed.js", ""),
    ("https://jobs.lever.co/acme/embed.js", ""),
])
def test_embed_script_from_a_tenant_host_names_its_board(src: str, board: str) -> None:
    from changewire_common.ats import embedded_board
    assert embedded_board(src) == board


def test_consent_wall_gives_its_way_on_without_consenting() -> None:
    from changewire_discovery.extract import consent_gateway, parse_page
    wall = ('<html><head><title>Before you continue</title></head><body><p>We use cookies and similar technologies.</p>'
            '<a href="/consent/accept">Accept all</a><a href="/?consent=no">Continue without accepting</a>'
            '<a href="/privacy">Privacy policy</a></body></html>')
    assert consent_gateway(parse_page(wall, "https://acme.com/consent")) == "https://acme.com/?consent=no"
    de = ('<html lang="de"><head><title>Datenschutzeinstellungen</title></head><body><p>Wir nutzen Cookies.</p>'
          '<a href="https://www.acme.de/consent/ok">Alle akzeptieren</a><a href="https://www.acme.de/?c=0">Alle ablehnen</a>'
          '</body></html>')
    assert consent_gateway(parse_page(de, "https://www.acme.de/consent")) == "https://www.acme.de/?c=0"
    # a site with a cookie banner is no wall: its page is the site (many links), and a wall without a way on is left
    site = ('<html><body><nav>' + "".join(f'<a href="/p{i}">Page {i}</a>' for i in range(12)) + '</nav><div class="cookie-banner">'
            'We use cookies <a href="/?reject=1">Reject all</a></div></body></html>')
    assert consent_gateway(parse_page(site, "https://acme.com/")) == ""
    only_accept = '<html><head><title>Cookies</title></head><body><a href="/ok">Accept</a></body></html>'
    assert consent_gateway(parse_page(only_accept, "https://acme.com/consent")) == ""
