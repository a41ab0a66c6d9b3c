"""Regressions of repair's fourth red-team round (tests/integration/test_repair_redteam4.py), on the pure
pieces: an HTTP `Refresh` header, a feed announced in a page's head, a framed page, a listing's new index found
through one of its items' redirect, session ids in a successor's URL, a parked domain's page, a redirect into a
robots.txt-forbidden page or a non-403 refusal, another company's copy, two matches about equal, a page split in
two, a framed board beside a partial match, an `ats` sensor's successors, and 'join-our-team' as a careers path."""
from __future__ import annotations

from changewire_common.surfaces import Surface, classify_link
from changewire_common.ats import find_ats
from changewire_repair.candidates import (
    Found, embed_sources, feed_links, index_after_item_redirect, old_items, page_frames, refresh_target,
)
from changewire_repair.decide import Migrate, Probe, Recover, Review, Wait, decide, looks_like_parked, strip_tracking
from changewire_repair.identity import Identity, IdentityPolicy, Reference, compare

OLD = "http://acme.test/careers"


def _ident(score: float = 0.95, match: bool = True, **kw: object) -> Identity:
    return Identity(distance=3, ratio=score, score=score, match=match, words=300, **kw)  # type: ignore[arg-type]


def test_an_http_refresh_header_is_a_redirect_when_soon_enough() -> None:
    assert refresh_target("0; url=/company/careers", OLD) == "http://acme.test/company/careers"
    assert refresh_target("3;URL='http://jobs.acme.test/'", OLD) == "http://jobs.acme.test/"
    assert refresh_target("600; url=/elsewhere", OLD) is None  # a slideshow, not a move
    assert refresh_target("30", OLD) is None and refresh_target("0; url=/careers", OLD) is None  # no target, itself


def test_a_page_announces_its_feeds_in_its_head() -> None:
    body = ("<html><head><link rel='alternate' type='application/rss+xml' href='/rss.xml'><link rel='alternate' "
            "hreflang='de' href='/de/blog'></head><body><a href='/blog/r7'>R7</a></body></html>")
    assert feed_links(body, "http://acme.test/blog") == ["http://acme.test/rss.xml"]


def test_frames_in_the_main_content_are_where_a_page_gets_it_from() -> None:
    body = ("<html><body><header><iframe src='/banner'></iframe></header><main><p>Join us</p>"
            "<iframe src='https://www.youtube.com/embed/x'></iframe><iframe src='http://acme.jobs.personio.de/'>"
            "</iframe></main></body></html>")
    assert page_frames(body, OLD) == ["http://acme.jobs.personio.de/"]
    assert page_frames("<html><body><p>no frame</p></body></html>", OLD) == []


def test_an_item_of_the_old_listing_shows_where_its_index_went() -> None:
    found = [Found("http://acme.test/blog/r7", "nav"), Found("http://acme.test/pricing", "nav"),
             Found("http://acme.test/blog", "nav")]
    assert old_items("http://acme.test/blog", "blog", found) == ["http://acme.test/blog/r7"]
    assert old_items("http://acme.test/blog/r7", "blog", found) == []  # the sensor watches an item, not the index
    new = index_after_item_redirect("http://acme.test/blog", "http://acme.test/blog/r7", "http://blog.acme.test/r7/")
    assert new == "http://blog.acme.test/"
    assert index_after_item_redirect("http://acme.test/blog", "http://acme.test/blog/r7",
                                     "http://acme.test/news/2026/r7") == "http://acme.test/news/2026/"
    # a redirect to the front page or to another page keeps no trace of the item: nothing learnt
    assert index_after_item_redirect("http://acme.test/blog", "http://acme.test/blog/r7", "http://acme.test/") is None
    assert index_after_item_redirect("http://acme.test/blog", "http://acme.test/blog/r7",
                                     "http://acme.test/blog/r7-launch") is None


def test_session_ids_are_not_part_of_a_successors_url() -> None:
    assert strip_tracking("http://acme.test/jobs;jsessionid=0A1B2C3D") == "http://acme.test/jobs"
    assert strip_tracking("http://acme.test/jobs?PHPSESSID=abc&team=eng") == "http://acme.test/jobs?team=eng"
    assert strip_tracking("http://acme.test/a;b/jobs") == "http://acme.test/a;b/jobs"  # a path parameter of its own


def test_a_parked_domains_page_is_gone() -> None:
    assert looks_like_parked("acme.test - This domain may be for sale", "acme.test This domain may be for sale! "
                             "Buy this domain. Related searches Careers in robotics")
    assert not looks_like_parked("Careers", "We are hiring engineers for our domain parking product. " * 40)
    retry = Probe(OLD, "retry", status=200, failure="PARKED")
    assert retry.gone
    assert isinstance(decide(OLD, retry, [], has_reference=True, surface="careers"), Review)


def test_a_redirect_into_a_page_robots_txt_forbids_or_a_refusal_is_reviewed() -> None:
    retry = Probe(OLD, "retry", final_url="http://www.linkedin.com/company/acme/jobs/", failure="ROBOTS")
    d = decide(OLD, retry, [], has_reference=True, surface="careers")
    assert isinstance(d, Review) and "robots.txt" in d.reason
    for status in (451, 999):
        retry = Probe(OLD, "retry", final_url="http://www.linkedin.com/company/acme/jobs/", status=status)
        assert isinstance(decide(OLD, retry, [], has_reference=True, surface="careers", site_answers=True), Review)
        assert isinstance(decide(OLD, retry, [], has_reference=True, surface="careers"), Wait)
    # a 408 or a 5xx is a server having a moment: wait
    assert isinstance(decide(OLD, Probe(OLD, "retry", status=408), [], has_reference=True, site_answers=True), Wait)


def test_another_companys_copy_is_never_migrated_to() -> None:
    gone = Probe(OLD, "retry", status=404)
    copy = Probe("http://acmeparts.test/acme-pricing", "nav", status=200, identity=_ident(), foreign=True)
    d = decide(OLD, gone, [copy], has_reference=True, surface="careers")
    assert isinstance(d, Review) and "another company" in d.reason


def test_a_domain_of_the_companys_own_is_its_name_with_a_word_companies_add() -> None:
    from changewire_repair.repair import brand_domain
    for label in ("acme", "acmecareers", "acme-jobs", "joinacme", "workatacme", "acmehq", "getacme"):
        assert brand_domain(label, "acme"), label
    for label in ("acmeparts", "acme-distribution", "acmesupply", "notacme", "bigcorp"):
        assert not brand_domain(label, "acme"), label


def test_two_link_found_matches_about_equal_are_a_persons_choice() -> None:
    gone = Probe(OLD, "retry", status=404)
    eu = Probe("http://acme.test/eu/careers", "nav", status=200, identity=_ident(0.97))
    us = Probe("http://acme.test/us/careers", "nav", status=200, identity=_ident(0.96))
    assert isinstance(decide(OLD, gone, [eu, us], has_reference=True, surface="careers"), Review)
    # a clearly better one, a redirect, or two addresses of one page are no tie
    low = Probe("http://acme.test/us/careers", "nav", status=200, identity=_ident(0.8))
    assert isinstance(decide(OLD, gone, [eu, low], has_reference=True, surface="careers"), Migrate)
    moved = Probe(OLD, "retry", final_url="http://acme.test/eu/careers", status=200, identity=_ident(0.97))
    assert isinstance(decide(OLD, moved, [us], has_reference=True, surface="careers"), Migrate)
    www = Probe("http://www.acme.test/eu/careers/", "sitemap", status=200, identity=_ident(0.97))
    assert isinstance(decide(OLD, gone, [eu, www], has_reference=True, surface="careers"), Migrate)


PRIVACY = ("Privacy policy. Acme Robotics is the controller of the personal data described in this policy and can be "
           "reached at its data protection officer. We collect account data you give us, usage data of the dashboard "
           "and robot telemetry. We use it to provide and secure the service and never sell personal data. We keep "
           "account data for the duration of the contract and three years after.")
TERMS = ("Terms of service. These terms govern the rental of Acme robots and the use of the fleet dashboard. Robots "
         "remain our property and you keep them in a dry indoor environment. Monthly fees are invoiced in advance "
         "and payable within thirty days. Our liability is limited to the fees paid in the twelve months before.")


def test_a_page_split_in_two_is_a_persons_choice() -> None:
    ref = Reference.of(PRIVACY + "\n" + TERMS)
    policy = IdentityPolicy()
    privacy, terms = compare(ref, PRIVACY, policy), compare(ref, TERMS, policy)
    assert privacy.part and terms.part
    gone = Probe("http://acme.test/legal", "retry", status=404)
    p = Probe("http://acme.test/privacy", "nav", status=200, identity=privacy if privacy.match else _ident(
        0.8, covered=privacy.covered, ref_size=privacy.ref_size, cand_size=privacy.cand_size))
    t = Probe("http://acme.test/terms", "nav", status=200, identity=terms)
    d = decide("http://acme.test/legal", gone, [t, p], has_reference=True, surface="legal")
    assert isinstance(d, Review) and "split" in d.reason
    # the whole content on one page is no part, and a part whose other half is nowhere is a move
    assert not compare(ref, PRIVACY + "\n" + TERMS, policy).part
    assert isinstance(decide("http://acme.test/legal", gone, [p], has_reference=True, surface="legal"), Migrate)


def test_a_framed_page_carrying_more_than_the_page_around_it_is_where_the_content_went() -> None:
    retry = Probe(OLD, "retry", status=200, identity=_ident(0.7))
    frame = Probe("http://acme.jobs.personio.de/", "frame", status=200, identity=_ident(0.93))
    d = decide(OLD, retry, [frame], has_reference=True, surface="careers")
    assert isinstance(d, Migrate) and d.url == "http://acme.jobs.personio.de/"
    weaker = Probe("http://acme.jobs.personio.de/", "frame", status=200, identity=_ident(0.65))
    assert isinstance(decide(OLD, retry, [weaker], has_reference=True, surface="careers"), Recover)


def test_a_board_embedded_by_script_is_found_and_its_listing_beats_a_partial_page() -> None:
    body = ("<html><body><main><h1>Careers</h1><div id='grnhse_app'></div><script src='http://boards.greenhouse.io/"
            "embed/job_board/js?for=acme34'></script><script src='/static/app.js'></script></main></body></html>")
    srcs, scripts = embed_sources(body, OLD)
    boards = find_ats(srcs, scripts)
    assert [(b.vendor, b.token) for b in boards] == [("greenhouse", "acme34")]
    inline = "<html><body><script>Grnhse.Settings.boardToken = 'acme35';</script></body></html>"
    assert [(b.vendor, b.token) for b in find_ats(*embed_sources(inline, OLD))] == [("greenhouse", "acme35")]
    retry = Probe(OLD, "retry", status=200, identity=_ident(0.7))
    listing = Probe("http://boards-api.greenhouse.io/v1/boards/acme34/jobs", "frame+ats_api", status=200,
                    identity=_ident(0.68), sensor_kind="ats", sensor_config={"vendor": "greenhouse"})
    d = decide(OLD, retry, [listing], has_reference=True, surface="careers")
    assert isinstance(d, Migrate) and d.sensor_kind == "ats" and d.url == listing.url


def test_an_ats_sensors_successor_is_a_board_api() -> None:
    api = "http://api.lever.co/v0/postings/acme?mode=json"
    gone = Probe(api, "retry", status=404)
    page = Probe("http://boards.greenhouse.io/acme", "nav", status=200, identity=_ident(0.9))
    board = Probe("http://boards-api.greenhouse.io/v1/boards/acme/jobs", "nav+ats_api", status=200,
                  identity=_ident(0.78), sensor_kind="ats", sensor_config={"vendor": "greenhouse"})
    d = decide(api, gone, [page, board], has_reference=True, surface="careers", kind="ats")
    assert isinstance(d, Migrate) and d.url == board.url and d.sensor_kind == "ats"
    assert isinstance(decide(api, gone, [page], has_reference=True, surface="careers", kind="ats"), Review)


def test_join_our_team_is_a_careers_path() -> None:
    m = classify_link("http://acme.test/join-our-team/", region="sitemap", site_domain="acme.test")
    assert m is not None and m.surface is Surface.CAREERS


def test_a_workday_board_on_myworkdaysite_is_a_workday_board() -> None:
    from changewire_common.ats import api_request_body, api_url, ats_from_url
    for url in ("https://wd3.myworkdaysite.com/en-US/recruiting/acme/External",
                "https://wd3.myworkdaysite.com/recruiting/acme/External/job/Lyon/Engineer_R100",
                "https://wd3.myworkdaysite.com/wday/cxs/acme/External/jobs"):
        ref = ats_from_url(url)
        assert ref is not None and (ref.vendor, ref.token, ref.site) == ("workday", "acme", "External"), url
        api = api_url(ref)
        assert api == "https://wd3.myworkdaysite.com/wday/cxs/acme/External/jobs"
        assert api_request_body(api) is not None  # asked with a POST of a search, as on myworkdayjobs.com
    assert ats_from_url("https://www.myworkdaysite.com/") is None


def test_a_relative_loc_in_a_sitemap_is_read_against_the_sitemap() -> None:
    from changewire_repair.candidates import read_sitemap
    sm = read_sitemap("<urlset><url><loc>/about/careers</loc></url><url><loc>http://acme.test/x</loc></url>"
                      "<url><loc>//cdn.test/y</loc></url></urlset>", "http://acme.test/sitemap.xml")
    assert sm.pages == ["http://acme.test/about/careers", "http://acme.test/x"]
    assert read_sitemap("<urlset><url><loc>/about/careers</loc></url></urlset>").pages == []


def test_a_feed_document_is_a_feed_whatever_its_content_type() -> None:
    from changewire_repair.repair import _feed_document
    assert _feed_document('<?xml version="1.0"?>\n<rss version="2.0"><channel></channel></rss>')
    assert _feed_document("<feed xmlns='http://www.w3.org/2005/Atom'><title>x</title></feed>")
    assert not _feed_document("<!doctype html><html><head><link rel='alternate' href='/rss'></head></html>")
