"""Machine-readable bodies (structured.py, apis.py): JSON paths, feeds, sitemaps, job boards, Statuspage."""
from __future__ import annotations

import json

import pytest

from changewire_differ.apis import board_for, normalize_ats, normalize_status_json
from changewire_differ.model import ParseFailure
from changewire_differ.structured import flatten, is_volatile_path, load_json, normalize_feed, normalize_sitemap


def test_flatten_sorts_keys_keys_lists_and_drops_volatile_paths() -> None:
    data = {"meta": {"generated_at": "2025-03-09T10:00:00Z", "request_id": "abc"}, "plans": [
        {"id": "pro", "price": 29.0, "tags": ["b", "a"]}, {"id": "team", "price": 49}], "count": 2}
    stable, vol, truncated = flatten(data)
    assert stable == {"$.count": 2, "$.plans[id=pro].id": "pro", "$.plans[id=pro].price": 29,
                      "$.plans[id=pro].tags": ["a", "b"], "$.plans[id=team].id": "team", "$.plans[id=team].price": 49}
    assert set(vol) == {"$.meta.generated_at", "$.meta.request_id"} and not truncated


def test_configured_volatile_paths() -> None:
    assert is_volatile_path("$.meta.build", ("$.meta.*",))
    assert is_volatile_path("$.items[id=1].updated_at")
    assert not is_volatile_path("$.items[id=1].price")


def test_load_json_errors_and_jsonp() -> None:
    assert load_json(b'cb({"a": 1});') == {"a": 1}
    assert load_json(b")]}',\n[1]") == [1]
    with pytest.raises(ParseFailure) as e:
        load_json(b"{not json")
    assert e.value.failure_class == "PARSING"


def test_feeds_rss_atom_and_failures(corpus_dir) -> None:
    rss = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>
    <item><title>A</title><link>https://x.test/a</link><guid>g-a</guid><pubDate>Wed, 05 Mar 2025 09:00:00 +0000</pubDate></item>
    <item><title>B</title><link>https://x.test/b</link></item></channel></rss>"""
    st = normalize_feed(rss)
    items = st.entities["news_item"].items
    assert [(e.key, e.data["title"], e.data.get("published_at")) for e in items] == [
        ("g-a", "A", "2025-03-05T09:00:00Z"), ("https://x.test/b", "B", None)]
    with pytest.raises(ParseFailure) as e:
        normalize_feed(b"<html><body>not a feed</body></html>")
    assert e.value.failure_class in ("SCHEMA", "PARSING")
    # every real feed of the corpus yields items
    for f in sorted((corpus_dir / "feeds").iterdir()):
        assert normalize_feed(f.read_bytes()).entities["news_item"].items, f.name


def test_sitemaps_urlset_index_gzip_and_schema(corpus_dir) -> None:
    st = normalize_sitemap(b'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                           b"<url><loc>https://x.test/careers/4010736825-data-engineer</loc><lastmod>2025-03-01</lastmod></url></urlset>")
    page = st.entities["page"].items[0]
    assert page.data["title"] == "Data engineer" and st.volatile == {"https://x.test/careers/4010736825-data-engineer": "2025-03-01"}
    gz = normalize_sitemap((corpus_dir / "sitemaps" / "sitemaps.org__sitemap.xml.gz").read_bytes())
    assert gz.entities["page"].items
    idx = normalize_sitemap((corpus_dir / "sitemaps" / "causeway.apache.org__sitemap.xml").read_bytes())
    assert idx.entities["page"].items
    with pytest.raises(ParseFailure) as e:
        normalize_sitemap(b"<rss><channel/></rss>")
    assert e.value.failure_class == "SCHEMA"
    with pytest.raises(ParseFailure) as e:
        normalize_sitemap(b'<!DOCTYPE x [<!ENTITY a "aaaa">]><urlset>&a;</urlset>')
    assert e.value.failure_class == "PARSING"


BOARDS = {
    "greenhouse": ("https://boards-api.greenhouse.io/v1/boards/acme/jobs",
                   {"jobs": [{"id": 1, "title": "Eng", "location": {"name": "Berlin"}, "absolute_url": "https://g/1",
                              "departments": [{"name": "R&D"}], "updated_at": "x"}], "meta": {"total": 1}}),
    "lever": ("https://api.lever.co/v0/postings/acme?mode=json",
              [{"id": "u1", "text": "Eng", "hostedUrl": "https://l/1", "categories": {"location": "Berlin", "team": "R&D"}}]),
    "ashby": ("https://api.ashbyhq.com/posting-api/job-board/acme",
              {"jobs": [{"id": "a1", "title": "Eng", "location": "Berlin", "department": "R&D", "jobUrl": "https://a/1",
                         "isListed": True}]}),
    "workable": ("https://apply.workable.com/api/v1/widget/accounts/acme",
                 {"name": "Acme", "jobs": [{"title": "Eng", "shortcode": "W1", "city": "Berlin", "country": "Germany",
                                            "department": "R&D", "url": "https://w/1"}]}),
    "recruitee": ("https://acme.recruitee.com/api/offers/",
                  {"offers": [{"id": 9, "title": "Eng", "location": "Berlin", "department": "R&D", "careers_url": "https://r/9",
                               "status": "published"}]}),
    "smartrecruiters": ("https://api.smartrecruiters.com/v1/companies/acme/postings",
                        {"content": [{"id": "s1", "name": "Eng", "uuid": "u", "location": {"city": "Berlin", "country": "de"},
                                      "company": {"identifier": "acme"}, "department": {"label": "R&D"}}]}),
    "teamtailor": ("https://api.teamtailor.com/v1/jobs",
                   {"data": [{"id": "7", "type": "jobs", "attributes": {"title": "Eng", "status": "open"},
                              "links": {"careersite-job-url": "https://t/7"},
                              "relationships": {"locations": {"data": [{"id": "l1", "type": "locations"}]}}}],
                    "included": [{"id": "l1", "type": "locations", "attributes": {"city": "Berlin", "country": "Germany"}}]}),
    "workday": ("https://acme.wd1.myworkdayjobs.com/wday/cxs/acme/site/jobs",
                {"total": 1, "jobPostings": [{"title": "Eng", "externalPath": "/job/Berlin/Eng_R1", "locationsText": "Berlin",
                                              "postedOn": "Posted 3 Days Ago", "bulletFields": ["R1"]}]}),
}


@pytest.mark.parametrize("board", sorted(BOARDS))
def test_job_boards_by_url_and_by_shape(board: str) -> None:
    url, payload = BOARDS[board]
    body = json.dumps(payload).encode()
    for u in (url, ""):
        jobs = normalize_ats(body, u).entities["job"].items
        assert len(jobs) == 1 and jobs[0].data["title"] == "Eng" and "Berlin" in jobs[0].data.get("location", "")
        assert jobs[0].key.startswith(board + ":") or not u
    assert board_for(url) == board


def test_workday_on_its_other_board_host() -> None:
    """Workday serves some boards from wdN.myworkdaysite.com (repair and discovery know it): the same job search."""
    url = "https://wd3.myworkdaysite.com/wday/cxs/acme/External/jobs"
    assert board_for(url) == "workday"
    jobs = normalize_ats(json.dumps(BOARDS["workday"][1]).encode(), url).entities["job"].items
    assert [j.key.split(":")[0] for j in jobs] == ["workday"]


def test_personio_xml_and_schema_errors() -> None:
    xml = b"""<?xml version="1.0" encoding="UTF-8"?><workzag-jobs><position><id>42</id><office>Munich</office>
    <additionalOffices><office>Berlin</office></additionalOffices><department>Sales</department><name>Account Executive</name>
    <schedule>full-time</schedule></position></workzag-jobs>"""
    jobs = normalize_ats(xml, "https://acme.jobs.personio.de/xml").entities["job"].items
    assert (jobs[0].key, jobs[0].data["title"], jobs[0].data["location"]) == ("personio:42", "Account Executive", "Munich; Berlin")
    with pytest.raises(ParseFailure) as e:
        normalize_ats(b'{"hello": "world"}', "")
    assert e.value.failure_class == "SCHEMA"
    assert normalize_ats(b'{"jobs": [], "meta": {"total": 0}}', "https://boards-api.greenhouse.io/v1/boards/a/jobs").entities["job"].items == []


def test_statuspage_summary() -> None:
    body = json.dumps({"page": {"updated_at": "x"}, "status": {"indicator": "major", "description": "Partial outage"},
                       "components": [{"id": "c1", "name": "API", "status": "major_outage"}, {"id": "g", "name": "Group", "group": True}],
                       "incidents": [{"id": "i1", "name": "API down", "status": "investigating", "impact": "critical"}],
                       "scheduled_maintenances": []}).encode()
    st = normalize_status_json(body)
    assert [(c.data["name"], c.data["status"]) for c in st.entities["component"].items] == [("API", "major outage")]
    inc = st.entities["incident"].items[0]
    assert (inc.key, inc.data["status"], inc.data["impact"]) == ("incident:i1", "investigating", "critical")
    assert st.fields == {"status.indicator": "major", "status.description": "Partial outage"}
    with pytest.raises(ParseFailure) as e:
        normalize_status_json(b'{"unrelated": 1}')
    assert e.value.failure_class == "SCHEMA"
