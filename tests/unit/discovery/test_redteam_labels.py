"""Labels found wrong by red-teaming discovery on more site styles (pure classification)."""
from __future__ import annotations

import pytest

from changewire_common.surfaces import classify_link
from changewire_common.vocab import Surface


def surface(url: str, text: str, region: str = "nav") -> Surface | None:
    m = classify_link(url, text, region=region, site_domain="acme.test")
    return m.surface if m else None


@pytest.mark.parametrize(("url", "text", "want"), [
    # "offres" is a French site's plans; below a careers section (or on a jobs host) it is the job list
    ("http://acme.test/offres", "Offres", Surface.PRICING),
    ("http://acme.test/offres", "Nos offres", Surface.PRICING),
    ("http://acme.test/carrieres/offres", "Voir les offres", Surface.JOBS_BOARD),
    ("http://jobs.acme.test/offres", "Offres", Surface.JOBS_BOARD),
    ("http://acme.test/careers/listings", "Job listings", Surface.JOBS_BOARD),
    # a shop's deals and a marketplace's listings are no job board
    ("http://acme.test/ofertas", "Ofertas", None),
    ("http://acme.test/listings", "Listings", None),
    # an agency's portfolio is not its careers page
    ("http://acme.test/work", "Work", None),
    ("http://acme.test/our-work", "Our work", None),
    ("http://acme.test/tarification", "Tarification", Surface.PRICING),
    ("http://acme.test/abonnements", "Abonnements", Surface.PRICING),
    ("http://acme.test/pakete", "Pakete", Surface.PRICING),
    ("http://acme.test/nous-recrutons", "Nous recrutons", Surface.CAREERS),
    ("http://acme.test/team/jobs", "Wir stellen ein!", Surface.CAREERS),
    ("http://acme.test/empleo", "Estamos contratando", Surface.CAREERS),
])
def test_labels(url: str, text: str, want: Surface | None) -> None:
    assert surface(url, text) == want


def test_step_down_goes_one_segment_toward_the_linked_page() -> None:
    from changewire_discovery.engine import step_down

    assert step_down("http://a.test/docs/", "http://a.test/docs/start/intro?x=1") == "http://a.test/docs/start"
    assert step_down("http://a.test/docs/", "http://a.test/docs/start") == "http://a.test/docs/start"
    assert step_down("http://a.test/docs/", "http://a.test/blog/x") == ""
    assert step_down("http://a.test/docs/", "http://b.test/docs/x") == ""
    assert step_down("http://a.test/docs/x", "http://a.test/docs/x") == ""


def test_surface_root_keeps_a_section_named_below_another() -> None:
    from changewire_common.surfaces import surface_root

    assert surface_root("http://a.test/blogs/news", Surface.BLOG) == "http://a.test/blogs/news"
    assert surface_root("http://a.test/blog/category/engineering", Surface.BLOG) == "http://a.test/blog/"
    assert surface_root("http://a.test/blog/2024/05/launch-week", Surface.BLOG) == "http://a.test/blog/"


def test_a_feed_below_the_chosen_blog_is_its_feed() -> None:
    from changewire_common.vocab import DiscoveryMethod, SensorKind
    from changewire_discovery.select import Candidate, feed_of, select

    assert feed_of("http://a.test/blogs/news.atom", "http://a.test/blogs/news")
    assert feed_of("http://blog.a.test/atom.xml", "http://blog.a.test/")
    assert not feed_of("http://a.test/blogsx.atom", "http://a.test/blogs")
    blog = Candidate(Surface.BLOG, "http://a.test/blogs/news", DiscoveryMethod.NAV, 0.6, True)
    # the feed's path says "news": guessed to be the newsroom's, but it sits right beside the blog
    feed = Candidate(Surface.FEED, "http://a.test/blogs/news.atom", DiscoveryMethod.FEED, 0.9, True, SensorKind.FEED,
                     parent=Surface.NEWSROOM)
    assert feed in select([blog, feed], 12)


@pytest.mark.parametrize(("url", "text", "want"), [
    ("https://acme.zendesk.com/hc/en-us", "Help Center", Surface.DOCS),
    ("https://acme.intercom.help/en/", "Help", Surface.DOCS),
    ("https://acme.getbeamer.com/", "What's new", Surface.CHANGELOG),
    ("https://acme.prowly.com/", "Press", Surface.NEWSROOM),
    ("https://medium.com/acme", "Blog", Surface.BLOG),
    # a vendor's own homepage is no tenant's page
    ("https://www.zendesk.com/", "Powered by Zendesk", None),
    ("https://www.greenhouse.io/", "Powered by greenhouse", None),
    ("https://statuspage.io", "Powered by Statuspage", None),
])
def test_hosted_platforms(url: str, text: str, want: Surface | None) -> None:
    assert surface(url, text, "footer") == want


@pytest.mark.parametrize(("path", "surf", "root"), [
    ("/blog/first-post", Surface.BLOG, "/blog/"),
    ("/blog/2024/05/my-post", Surface.BLOG, "/blog/"),
    ("/press/company-news-roundup", Surface.NEWSROOM, "/press/"),
    ("/our-careers-page/123", Surface.CAREERS, "/our-careers-page/"),
    ("/careers/jobs", Surface.CAREERS, "/careers/jobs"),
])
def test_surface_root_ignores_keywords_inside_an_items_slug(path: str, surf: Surface, root: str) -> None:
    from changewire_common.surfaces import surface_root

    assert surface_root("http://a.test" + path, surf) == "http://a.test" + root


def test_builder_landmarks_and_modal_menus_are_regions() -> None:
    from changewire_discovery.extract import parse_page

    html = """<html><body>
<div class="framer-a1" data-framer-name="Navigation"><a href="/plans">Plans</a></div>
<dialog id="m"><a href="/press">Press</a></dialog>
<div aria-label="Main navigation"><a href="/docs">Docs</a></div>
<ul role="menubar"><li><a href="/blog">Blog</a></li></ul>
<div class="framer-b2" data-framer-name="Footer"><a href="/legal/privacy">Privacy</a>
<a href="https://twitter.com/acme">Twitter</a></div>
<p><a href="/blog/launch">Launch</a></p></body></html>"""
    regions = {ln.url.rsplit("/", 1)[-1] or ln.url: ln.region for ln in parse_page(html, "http://a.test/").links}
    assert regions["plans"] == "nav" and regions["press"] == "nav" and regions["docs"] == "nav"
    assert regions["blog"] == "nav" and regions["privacy"] == "footer" and regions["acme"] == "footer"
    assert regions["launch"] == "main"


@pytest.mark.parametrize(("url", "text", "want"), [
    ("http://acme.test/ratgeber", "Ratgeber", Surface.BLOG),
    ("http://acme.test/le-mag", "Le Mag", Surface.BLOG),
    ("http://acme.test/centre-d-aide", "Centre d’aide", Surface.DOCS),
    ("http://acme.test/hilfe-center", "Hilfe-Center", Surface.DOCS),
    ("http://acme.test/statut", "Statut", Surface.STATUS),
    ("http://acme.test/was-ist-neu", "Was ist neu?", Surface.CHANGELOG),
    ("http://acme.test/neuerungen", "Neuerungen", Surface.CHANGELOG),
    ("http://acme.test/quoi-de-neuf", "Quoi de neuf ?", Surface.CHANGELOG),
])
def test_more_german_and_french_labels(url: str, text: str, want: Surface) -> None:
    assert surface(url, text) == want


@pytest.mark.parametrize(("url", "text", "want"), [
    ("http://acme.test/company/jobs-at-acme", "Careers Join our growing team", Surface.CAREERS),
    ("http://acme.test/resources/updates", "Changelog See what shipped this week", Surface.CHANGELOG),
    ("http://acme.test/pricing", "Pricing Plans for teams of every size", Surface.PRICING),
    # a strong section in the URL still beats a word inside the text
    ("http://acme.test/products/category/management-software", "Management software", Surface.PRODUCTS),
])
def test_menu_entry_title_plus_description(url: str, text: str, want: Surface) -> None:
    assert surface(url, text, "nav") == want


def test_an_article_title_in_the_body_is_no_menu_label() -> None:
    assert surface("http://acme.test/p/1", "Jobs to be done: a framework for product teams", "main") is None


@pytest.mark.parametrize(("url", "api"), [
    ("https://jobs.eu.lever.co/acme", "https://api.eu.lever.co/v0/postings/acme?mode=json"),
    ("https://job-boards.eu.greenhouse.io/acme", "https://boards-api.eu.greenhouse.io/v1/boards/acme/jobs"),
    ("https://boards.eu.greenhouse.io/embed/job_board?for=acme", "https://boards-api.eu.greenhouse.io/v1/boards/acme/jobs"),
    ("https://jobs.lever.co/acme", "https://api.lever.co/v0/postings/acme?mode=json"),
    ("https://apply.workable.com/acme/j/3F2A1B9C0D/", "https://apply.workable.com/api/v1/widget/accounts/acme"),
])
def test_ats_api_of_eu_boards_and_workable_jobs(url: str, api: str) -> None:
    from changewire_common.ats import api_url, ats_from_url

    ref = ats_from_url(url)
    assert ref is not None and api_url(ref) == api


def test_workable_job_short_link_names_no_account() -> None:
    from changewire_common.ats import ats_from_url

    assert ats_from_url("https://apply.workable.com/j/3F2A1B9C0D") is None


def test_cookie_policy_is_a_weaker_legal_page_than_privacy_or_terms() -> None:
    def conf(url: str, text: str) -> float:
        m = classify_link(url, text, region="footer", site_domain="acme.test")
        assert m is not None and m.surface is Surface.LEGAL
        return m.confidence

    assert conf("http://acme.test/legal/cookie-policy", "Cookie policy") < conf("http://acme.test/privacy", "Privacy")
    assert conf("http://acme.test/legal/cookies", "Cookies") < conf("http://acme.test/terms", "Terms")


def test_an_events_page_is_no_newsroom() -> None:
    assert surface("http://acme.test/events", "Events") is None
    assert surface("http://acme.test/news-and-events", "News & Events") is Surface.NEWSROOM


def test_pakete_is_only_a_hint_of_pricing() -> None:
    m = classify_link("http://acme.test/pakete", "Pakete", region="nav", site_domain="acme.test")
    assert m is not None and m.surface is Surface.PRICING and m.confidence < 0.5
