"""Job boards published as RSS/Atom feeds (Teamtailor's /jobs.rss, on teamtailor.com or on the
company's own career-site host): an `ats` sensor on such a feed reads its items as jobs. Every such
sensor failed SCHEMA before ("XML body is not a Personio job feed")."""
from __future__ import annotations

from datetime import UTC, datetime

import pytest

from changewire_differ.apis import normalize_ats
from changewire_differ.model import ParseFailure, PreviousState
from changewire_differ.pipeline import analyze, read

NOW = datetime(2025, 3, 9, 12, 0, tzinfo=UTC)

_ITEM = """<item><title>{title}</title><description><![CDATA[<p>{title} &ndash; join us.</p>]]></description>
<pubDate>{date}</pubDate><remoteStatus>hybrid</remoteStatus><guid>https://{host}/jobs/{id}</guid>
<link>https://{host}/jobs/{id}</link><tt:department>{dept}</tt:department>
<tt:locations><tt:location><tt:name>{city} office</tt:name><tt:city>{city}</tt:city><tt:country>{country}</tt:country>
</tt:location></tt:locations></item>"""

JOBS = [("4012345-senior-backend-engineer", "Senior Backend Engineer", "Engineering", "Stockholm", "Sweden",
         "Mon, 03 Mar 2025 09:12:00 +0100"),
        ("4011111-account-executive-dach", "Account Executive, DACH", "Sales", "Berlin", "Germany",
         "Fri, 28 Feb 2025 10:00:00 +0100"),
        ("4010007-product-designer", "Product Designer", "Design", "Stockholm", "Sweden",
         "Tue, 18 Feb 2025 08:30:00 +0100")]


def _rss(host: str, jobs: list[tuple[str, ...]], built: str = "Sun, 09 Mar 2025 11:00:00 +0100") -> bytes:
    items = "".join(_ITEM.format(host=host, id=i, title=t, dept=d, city=c, country=k, date=p) for i, t, d, c, k, p in jobs)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:tt="https://teamtailor.com/locations">'
            f"<channel><title>Acme - Jobs</title><link>https://{host}/jobs</link><description>Jobs at Acme</description>"
            f"<lastBuildDate>{built}</lastBuildDate>{items}</channel></rss>").encode()


@pytest.mark.parametrize("host", ["acme.teamtailor.com", "careers.acme.com"])
def test_a_teamtailor_job_feed_reads_as_jobs(host: str) -> None:
    s = normalize_ats(_rss(host, JOBS), f"https://{host}/jobs.rss")
    jobs = s.entities["job"].items
    assert [j.data["title"] for j in jobs] == [t for _, t, *_ in JOBS]
    assert jobs[0].data["location"] == "Stockholm, Sweden" and jobs[0].data["department"] == "Engineering"
    assert jobs[0].data["url"] == f"https://{host}/jobs/{JOBS[0][0]}"


def test_a_new_opening_in_the_feed_is_a_job_added_and_a_rebuilt_feed_is_no_change() -> None:
    url = "https://careers.acme.com/jobs.rss"
    old = _rss("careers.acme.com", JOBS[1:])
    prev = PreviousState(doc=read(old, kind="ats", surface="jobs_board", url=url))
    same = analyze(_rss("careers.acme.com", JOBS[1:], built="Sun, 09 Mar 2025 12:00:00 +0100"), kind="ats",
                   surface="jobs_board", url=url, previous=prev, now=NOW)
    assert same.outcome in ("unchanged", "noise"), same.summary
    a = analyze(_rss("careers.acme.com", JOBS), kind="ats", surface="jobs_board", url=url, previous=prev, now=NOW)
    assert a.outcome == "changed" and a.significance == "meaningful", a.summary
    assert [j.title for j in a.delta.jobs_added] == ["Senior Backend Engineer"]
    assert not a.delta.jobs_removed


def test_an_atom_job_feed_reads_as_jobs() -> None:
    atom = b"""<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Open roles</title>
    <id>urn:jobs</id><updated>2025-03-09T10:00:00Z</updated>
    <entry><title>Site Reliability Engineer</title><id>urn:job:77</id><link href="https://jobs.acme.test/77"/>
    <updated>2025-03-08T10:00:00Z</updated><location>Remote, EU</location><department>Platform</department></entry>
    </feed>"""
    jobs = normalize_ats(atom, "https://jobs.acme.test/feed.atom").entities["job"].items
    assert [(j.data["title"], j.data.get("location"), j.data.get("department")) for j in jobs] == [
        ("Site Reliability Engineer", "Remote, EU", "Platform")]


def test_other_xml_is_still_refused_with_a_clear_error() -> None:
    with pytest.raises(ParseFailure) as exc:
        normalize_ats(b"<?xml version='1.0'?><jobs><job>x</job></jobs>", "https://careers.acme.com/jobs.xml")
    assert exc.value.failure_class == "SCHEMA" and "RSS/Atom" in exc.value.message
