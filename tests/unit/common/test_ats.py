"""ATS detection from URLs/scripts, API endpoints (scheme of the source page), response verification."""
from __future__ import annotations

import json

import pytest

from changewire_common.ats import AtsRef, api_request_body, api_url, ats_from_url, find_ats, verify_api_response

CASES = [
    ("https://boards.greenhouse.io/acme", "greenhouse", "acme", "https://boards-api.greenhouse.io/v1/boards/acme/jobs"),
    ("https://boards.greenhouse.io/embed/job_board?for=acme&b=https://acme.com", "greenhouse", "acme",
     "https://boards-api.greenhouse.io/v1/boards/acme/jobs"),
    ("https://boards.greenhouse.io/embed/job_board/js?for=acme", "greenhouse", "acme", None),
    ("https://job-boards.greenhouse.io/acme/jobs/123", "greenhouse", "acme", None),
    ("https://jobs.lever.co/acme/5f0-abc", "lever", "acme", "https://api.lever.co/v0/postings/acme?mode=json"),
    ("https://jobs.ashbyhq.com/acme", "ashby", "acme", "https://api.ashbyhq.com/posting-api/job-board/acme"),
    ("https://apply.workable.com/acme/", "workable", "acme", "https://apply.workable.com/api/v1/widget/accounts/acme"),
    ("https://acme.recruitee.com/o/engineer", "recruitee", "acme", "https://acme.recruitee.com/api/offers/"),
    ("https://acme.jobs.personio.de/job/1", "personio", "acme", "https://acme.jobs.personio.de/xml"),
    ("https://acme.teamtailor.com/jobs", "teamtailor", "acme", "https://acme.teamtailor.com/jobs.rss"),
    ("https://careers.smartrecruiters.com/AcmeInc", "smartrecruiters", "AcmeInc",
     "https://api.smartrecruiters.com/v1/companies/AcmeInc/postings"),
    ("https://acme.wd5.myworkdayjobs.com/en-US/AcmeCareers", "workday", "acme",
     "https://acme.wd5.myworkdayjobs.com/wday/cxs/acme/AcmeCareers/jobs"),
]


@pytest.mark.parametrize("url,vendor,token,api", CASES)
def test_ats_from_url(url: str, vendor: str, token: str, api: str | None) -> None:
    ref = ats_from_url(url)
    assert ref is not None and ref.vendor == vendor and ref.token == token
    if api:
        assert api_url(ref, "https") == api


@pytest.mark.parametrize("url", [
    "https://boards.greenhouse.io/", "https://boards.greenhouse.io/embed/job_board/js", "https://acme.com/careers",
    "https://www.workable.com/", "https://jobs.lever.co/", "not a url",
])
def test_not_ats(url: str) -> None:
    assert ats_from_url(url) is None


def test_api_takes_the_scheme_of_the_page() -> None:
    ref = ats_from_url("https://jobs.lever.co/acme")
    assert ref is not None
    assert api_url(ref, "http").startswith("http://api.lever.co/")


def test_find_in_scripts() -> None:
    js = "Grnhse.Settings.boardToken = 'acmeco'; var u = 'https:\\/\\/jobs.ashbyhq.com\\/acme\\/embed';"
    refs = {(r.vendor, r.token) for r in find_ats([], js)}
    assert ("greenhouse", "acmeco") in refs and ("ashby", "acme") in refs


def test_find_dedupes() -> None:
    refs = find_ats(["https://jobs.lever.co/acme/1", "https://jobs.lever.co/acme/2", "https://jobs.lever.co/ACME"])
    assert len(refs) == 1


@pytest.mark.parametrize("vendor,body,expected", [
    ("greenhouse", {"jobs": [{"id": 1}], "meta": {"total": 1}}, 1),
    ("greenhouse", {"jobs": []}, 0),
    ("greenhouse", {"error": "not found"}, None),
    ("lever", [{"id": "a"}, {"id": "b"}], 2),
    ("lever", {"ok": False}, None),
    ("ashby", {"jobs": [{}]}, 1),
    ("workable", {"name": "x", "jobs": []}, 0),
    ("recruitee", {"offers": [{}, {}]}, 2),
    ("smartrecruiters", {"totalFound": 3, "content": [{}]}, 3),
    ("workday", {"total": 2, "jobPostings": [{}, {}]}, 2),
])
def test_verify_json(vendor: str, body: object, expected: int | None) -> None:
    ref = AtsRef(vendor, "acme", "", site="S" if vendor == "workday" else "")
    assert verify_api_response(ref, 200, json.dumps(body).encode()) == expected


def test_verify_rejects_html_and_errors() -> None:
    ref = AtsRef("greenhouse", "acme", "")
    assert verify_api_response(ref, 200, b"<html>Not found</html>") is None
    assert verify_api_response(ref, 404, b'{"jobs": []}') is None


def test_verify_xml_vendors() -> None:
    assert verify_api_response(AtsRef("personio", "a", ""), 200, b"<?xml version='1.0'?><workzag-jobs><position/></workzag-jobs>") == 1
    assert verify_api_response(AtsRef("teamtailor", "a", ""), 200, b"<rss><channel><item/></channel></rss>") == 1
    assert verify_api_response(AtsRef("personio", "a", ""), 200, b"<html></html>") is None


# ------------------------------------------------------------------ listing_titles (repair reads a board's openings)

def _titles(url: str, body: bytes, status: int = 200) -> list[str] | None:
    from changewire_common.ats import listing_titles

    ref = ats_from_url(url)
    assert ref is not None
    return listing_titles(ref, status, body)


@pytest.mark.parametrize(("url", "body"), [
    ("https://acme.wd3.myworkdayjobs.com/External",
     b'{"total": 2, "jobPostings": [{"title": "Data Engineer", "externalPath": "/job/a"}, '
     b'{"title": "Technical Writer", "postedOn": "Posted Today"}, {"externalPath": "/job/untitled"}]}'),
    ("https://careers.smartrecruiters.com/Acme",
     b'{"totalFound": 2, "content": [{"id": "1", "name": "Data Engineer"}, {"id": "2", "name": "Technical Writer"}]}'),
    ("https://jobs.ashbyhq.com/acme", b'{"jobs": [{"title": "Data Engineer"}, {"title": "Technical Writer"}]}'),
    ("https://boards.greenhouse.io/acme", b'{"jobs": [{"title": "Data Engineer"}, {"title": " Technical Writer "}]}'),
    ("https://jobs.lever.co/acme", b'[{"text": "Data Engineer"}, {"text": "Technical Writer"}]'),
    ("https://acme.recruitee.com/", b'{"offers": [{"title": "Data Engineer"}, {"title": "Technical Writer"}]}'),
    ("https://acme.jobs.personio.de/",
     b"<?xml version='1.0'?><workzag-jobs><position><id>1</id><name>Data Engineer</name></position>"
     b"<position><id>2</id><name><![CDATA[Technical Writer]]></name></position></workzag-jobs>"),
    ("https://acme.teamtailor.com/jobs",
     b"<?xml version='1.0'?><rss><channel><title>Acme jobs</title><item><title>Data Engineer</title></item>"
     b"<item><title>Technical Writer</title></item></channel></rss>"),
])
def test_listing_titles_of_each_vendor(url: str, body: bytes) -> None:
    assert _titles(url, body) == ["Data Engineer", "Technical Writer"]


def test_listing_titles_of_no_listing() -> None:
    assert _titles("https://acme.wd3.myworkdayjobs.com/External", b'{"error": "unauthorized"}', 401) is None
    assert _titles("https://acme.wd3.myworkdayjobs.com/External", b"<html>Sign in</html>") is None
    assert _titles("https://jobs.ashbyhq.com/acme", b'{"apiVersion": "1", "jobs": []}') == []
    assert _titles("https://jobs.lever.co/acme", b'{"jobs": []}') is None  # Lever answers a list


@pytest.mark.parametrize(("url", "posted"), [
    ("https://acme.wd5.myworkdayjobs.com/wday/cxs/acme/External/jobs", True),
    ("https://acme.wd1.myworkdayjobs.com/wday/cxs/acme/Careers/jobs/", True),
    ("https://acme.myworkdayjobs.com/wday/cxs/acme/External/jobs", True),
    ("https://acme.wd5.myworkdayjobs.com/External", False),  # the board's page: a GET
    ("https://acme.wd5.myworkdayjobs.com/wday/cxs/acme/External/job/Berlin/Staff_R-1", False),  # one posting
    ("https://boards-api.greenhouse.io/v1/boards/acme/jobs", False),
    ("https://evil.test/wday/cxs/acme/External/jobs", False),
])
def test_only_workday_job_searches_are_posted(url: str, posted: bool) -> None:
    body = api_request_body(url)
    assert (body is not None) is posted
    if body is not None:
        assert json.loads(body) == {"appliedFacets": {}, "limit": 20, "offset": 0, "searchText": ""}


# ---------------------------------------------------------------- round 20 (discovery red team): vendors' snippets today
def test_ashby_board_named_with_a_space() -> None:
    ref = ats_from_url("https://jobs.ashbyhq.com/Northwind%20Labs/embed?version=2")
    assert ref is not None and (ref.vendor, ref.token) == ("ashby", "Northwind%20Labs")
    assert api_url(ref) == "https://api.ashbyhq.com/posting-api/job-board/Northwind%20Labs"
    # a raw space or another escape ends the name: no token of stray bytes
    assert ats_from_url("https://jobs.ashbyhq.com/acme%2Fx").token == "acme"  # type: ignore[union-attr]


def test_workable_embed_by_numeric_account_id() -> None:
    js = "whr(document).ready(function(){whr_embed(407621, {detail: 'titles', base: 'jobs', zoom: 'country'});});"
    assert [(r.vendor, r.token) for r in find_ats([], js)] == [("workable", "407621")]
    assert find_ats([], "whr_embed(12, {})") == []  # too short to be an account id


def test_smartrecruiters_one_click_links() -> None:
    ref = ats_from_url("https://jobs.smartrecruiters.com/oneclick-ui/company/CastellanGroup/publication/5d2f?dcr_ci=x")
    assert ref is not None and (ref.vendor, ref.token) == ("smartrecruiters", "CastellanGroup")


@pytest.mark.parametrize("url,board", [
    ("https://larkspur.pinpointhq.com/en/postings/6a1b", "https://larkspur.pinpointhq.com/"),
    ("https://olivar.factorialhr.com/job_posting/ingeniero-123", "https://olivar.factorialhr.com/"),
    ("https://ship.occupop-jobs.com/job/12345/driver", "https://ship.occupop-jobs.com/"),
    ("https://studio-vlak.homerun.co/designer/nl", "https://studio-vlak.homerun.co/"),
    ("https://join.com/companies/bergwerk/9876543-lagerist", "https://join.com/companies/bergwerk"),
    ("https://ats.rippling.com/sundial-health/jobs/8b2c", "https://ats.rippling.com/sundial-health/jobs"),
    ("https://app.dover.com/apply/quietforge/9a8b", "https://app.dover.com/jobs/quietforge"),
    ("https://jobs.jobvite.com/ironwell/job/oXk3", "https://jobs.jobvite.com/ironwell/jobs"),
    ("https://www.careers-page.com/kampung-kopi/job/Q8X5", "https://www.careers-page.com/kampung-kopi"),
    ("https://www.comeet.com/jobs/arbelnet/B2.00C/qa-lead/A1.B3D", "https://www.comeet.com/jobs/arbelnet/B2.00C"),
    ("https://wrenlow.bamboohr.com/jobs/view.php?id=45", "https://wrenlow.bamboohr.com/careers"),
    # boards themselves, and the vendors' own sites: no board above them
    ("https://join.com/companies/bergwerk", ""), ("https://ats.rippling.com/sundial-health/jobs", ""),
    ("https://www.comeet.com/jobs/arbelnet/B2.00C", ""), ("https://www.pinpointhq.com/pricing", ""),
    ("https://www.homerun.co/features", ""), ("https://larkspur.pinpointhq.com/", ""),
])
def test_a_posting_stands_for_its_board(url: str, board: str) -> None:
    from changewire_common.ats import tenant_board_root
    assert tenant_board_root(url) == board


def test_widgets_that_name_their_board() -> None:
    from changewire_common.ats import embedded_board, script_boards
    assert embedded_board("https://app.jazz.co/widgets/basic/create/Harrowfield") == "https://harrowfield.applytojob.com/apply"
    assert embedded_board("https://app.jazz.co/assets/app.js") == ""
    js = ('COMEET.init({"token": "8943", "company-uid": "98.004", "company-name": "Saharon Systems", "color": "278fe6"});')
    assert script_boards(js) == ["https://www.comeet.com/jobs/saharon-systems/98.004"]
    assert script_boards("COMEET.init({token: 'x'})") == [] and script_boards("var a = 1;") == []
