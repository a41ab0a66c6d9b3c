"""Red-team regressions of repair's pure pieces: a front page is no migration target for a careers or
pricing sensor; a bot challenge is recognised (and never taken for a page)."""
from __future__ import annotations

import pytest

from changewire_repair.decide import Migrate, Probe, Review, bot_challenge, decide, is_front_page
from changewire_repair.identity import Identity

SAME = Identity(distance=3, ratio=0.93, score=0.93, match=True, words=300)


@pytest.mark.parametrize("url, homes, expected", [
    ("https://acme.test/", ("https://acme.test/careers",), True),
    ("https://www.acme.com/", ("https://acme.com/",), True),
    ("https://acme.com/en/", ("https://www.acme.com/",), True),
    ("https://acme.com/de-de", ("https://acme.com/",), True),
    ("https://acme.com/index.html", ("https://acme.com/",), True),
    ("https://shop.acme.com/", ("https://shop.acme.com/pricing",), True),
    ("https://acme-new.com/", ("https://acme.com/", "https://acme-new.com/"), True),  # where the homepage landed
    ("https://acme.com/", (), False),  # nothing says it is the company's
    ("https://jobs.acme.com/", ("https://acme.com/",), False),
    ("https://acme.recruitee.com/", ("https://acme.com/",), False),
    ("https://acmeblog.com/", ("https://acme.com/",), False),
    ("https://acme.com/careers", ("https://acme.com/",), False),
    ("https://acme.com/hr/", ("https://acme.com/",), False),
    ("https://acme.com/ir", ("https://acme.com/",), False),
    ("https://acme.com/?page=careers", ("https://acme.com/",), False),
])
def test_front_pages(url: str, homes: tuple[str, ...], expected: bool) -> None:
    assert is_front_page(url, homes) is expected


def test_a_redirect_to_the_front_page_is_no_move_even_when_it_quotes_the_content() -> None:
    retry = Probe("https://acme.test/careers", "retry", final_url="https://acme.test/", status=200, identity=SAME)
    d = decide("https://acme.test/careers", retry, [], has_reference=True, surface="careers",
               homes=("https://acme.test/",))
    assert isinstance(d, Review)
    # a homepage sensor may move to another front page; a subdomain's root is a real page of its own
    d = decide("https://acme.test/", Probe("https://acme.test/", "retry", final_url="https://acme.example/",
                                           status=200, identity=SAME), [], has_reference=True, surface="homepage")
    assert isinstance(d, Migrate)
    jobs = Probe("https://jobs.acme.test/", "nav", status=200, identity=SAME)
    d = decide("https://acme.test/careers", Probe("https://acme.test/careers", "retry", status=404), [jobs],
               has_reference=True, surface="careers", homes=("https://acme.test/",))
    assert isinstance(d, Migrate) and d.url == "https://jobs.acme.test/"


CF = ("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id='challenge-running'>"
      "Checking if the site connection is secure</div><script>window._cf_chl_opt={cvId:'3'};</script></body></html>")


@pytest.mark.parametrize("status, headers, body, expected", [
    (403, {"cf-mitigated": "challenge"}, "", True),
    (202, {"X-Amzn-Waf-Action": "captcha"}, "", True),
    (403, {"Server": "cloudflare"}, CF, True),
    (200, {"Content-Type": "text/html"}, CF, True),
    (503, {}, "<html><head><title>Attention Required! | Cloudflare</title></head><body></body></html>", True),
    (403, {"Server": "datadome"}, "", True),
    (404, {}, CF, False),
    (200, {"Content-Type": "application/json"}, '{"title": "Just a moment"}', False),
    (503, {}, "<h1>Service unavailable</h1>", False),
    (200, {}, "<html><head><title>Careers</title></head><body>" + "<a href='/x'>x</a>" * 20
     + "<p>We quote: verify you are human, window._cf_chl_opt</p></body></html>", False),
    (200, {}, "<html><head><title>Careers</title></head><body><p>" + "word " * 20000 + "cf_chl_</p></body></html>",
     False),
])
def test_bot_challenges(status: int, headers: dict[str, str], body: str, expected: bool) -> None:
    assert bot_challenge(status, headers, body.encode()) is expected


def _careers_ref():
    from pathlib import Path

    from changewire_repair.identity import Reference, page_text
    data = Path(__file__).resolve().parents[2] / "data" / "repair"
    return Reference.of(page_text((data / "careers_v1.html").read_text(encoding="utf-8"), "text/html"))


JOBS = ["Senior Robotics Engineer|Lyon, France", "Perception Engineer, Computer Vision|Berlin, Germany",
        "Fleet Operations Lead|Toronto, Canada", "Embedded Software Engineer (Rust)|Remote, Europe",
        "Senior Product Designer|Lyon, France", "Site Reliability Engineer|Berlin, Germany",
        "Account Executive, DACH|Munich, Germany", "Mechanical Engineer, Grippers|Lyon, France",
        "Data Engineer, Fleet Analytics|Remote, Canada", "Technical Writer|Remote, Europe",
        "Customer Success Manager|Toronto, Canada", "Hardware Test Engineer|Lyon, France"]


def test_a_page_listing_only_the_old_openings_is_the_same_content() -> None:
    from changewire_repair.identity import IdentityPolicy, compare
    ref = _careers_ref()
    board = "Jobs at Acme Robotics\nCurrent openings at Acme Robotics\n" + "\n".join(
        j.replace("|", "\n") for j in JOBS) + "\nPowered by Greenhouse"
    ident = compare(ref, board)
    assert ident.match and 0.6 <= ident.score < 0.85 and ident.overlap is not None and ident.overlap >= 0.8
    # a stricter policy is stricter for containment too
    assert not compare(ref, board, IdentityPolicy(max_distance=0, min_ratio=0.99)).match


def test_a_small_subset_or_a_job_ad_is_not_the_same_content() -> None:
    from changewire_repair.identity import compare
    ref = _careers_ref()
    three = "Engineering roles\n" + "\n".join(j.replace("|", " ") for j in JOBS[:3])
    assert not compare(ref, three).match
    ad = ("Senior Robotics Engineer\nLyon, France\nAcme Robotics designs autonomous warehouse robots used by more "
          "than 400 logistics companies across Europe and North America.\nWhat you will do\nDesign motion planning "
          "for our fleet, review code, mentor engineers and ship features to production every week.\nBenefits\n"
          "Competitive salary and equity, 30 days of paid leave, a yearly learning budget of 2,000 euros, parental "
          "leave of 20 weeks for every parent, and a home office allowance.")
    assert not compare(ref, ad).match


@pytest.mark.parametrize("title, text, expected", [
    ("Down for maintenance", "We'll be back soon. Sorry for the inconvenience.", True),
    ("Acme", "Our site is temporarily unavailable while we upgrade.", True),
    ("Pricing", "Every plan includes maintenance, software updates and 24/7 support.", False),
    ("Status", "Scheduled maintenance on the EU cluster. " + "Details of the work. " * 60, False),
])
def test_maintenance_notices(title: str, text: str, expected: bool) -> None:
    from changewire_repair.decide import looks_like_maintenance
    assert looks_like_maintenance(title, text) is expected


@pytest.mark.parametrize("url, expected", [
    ("https://a.test/careers?utm_source=x&utm_medium=y", "https://a.test/careers"),
    ("https://a.test/careers?lang=en&gclid=1#top", "https://a.test/careers?lang=en"),
    ("https://boards.greenhouse.io/acme?gh_src=abc", "https://boards.greenhouse.io/acme"),
    ("https://a.test/careers", "https://a.test/careers"),
])
def test_tracking_parameters_are_dropped(url: str, expected: str) -> None:
    from changewire_repair.decide import strip_tracking
    assert strip_tracking(url) == expected


def test_a_migration_target_has_no_tracking_parameters() -> None:
    retry = Probe("https://a.test/careers", "retry", final_url="https://a.test/jobs?utm_source=old", status=200,
                  identity=SAME)
    d = decide("https://a.test/careers", retry, [], has_reference=True, surface="careers")
    assert isinstance(d, Migrate) and d.url == "https://a.test/jobs"


@pytest.mark.parametrize("item, index", [
    ("https://a.test/company/careers/senior-engineer", "https://a.test/company/careers"),
    ("https://a.test/careers/senior-engineer/", "https://a.test/careers/"),
])
def test_a_job_ad_stands_for_its_index_in_the_sites_slash_style(item: str, index: str) -> None:
    from changewire_repair.candidates import Found, rank
    got = rank("https://a.test/old-careers", "careers", [Found(item, "nav", "Senior Engineer", "main")])
    assert [c.url for c in got] == [index]


def test_a_careers_subdomain_root_is_not_moved_to_the_companys_front_page() -> None:
    # careers.acme.test/ now redirects to acme.test/, which quotes the openings: the page was dropped
    retry = Probe("https://careers.acme.test/", "retry", final_url="https://acme.test/", status=200, identity=SAME)
    d = decide("https://careers.acme.test/", retry, [], has_reference=True, surface="careers",
               homes=("https://acme.test/",))
    assert isinstance(d, Review)
    # a careers-only site whose front page is the careers page may move to another front page of its own
    retry = Probe("https://acme.test/", "retry", final_url="https://acme.test/en/", status=200, identity=SAME)
    d = decide("https://acme.test/", retry, [], has_reference=True, surface="careers", homes=("https://acme.test/",))
    assert isinstance(d, Migrate) and d.url == "https://acme.test/en/"
