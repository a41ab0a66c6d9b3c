"""A fourteenth red-team round of `changewire diff --json` (diff_files): structured sources. Job-board APIs (Greenhouse
boards API, Lever postings, Ashby job board, Workable widget, SmartRecruiters postings, Recruitee offers, Personio XML,
Teamtailor JSON:API), status APIs (Statuspage summary.json, Instatus, Better Stack), RSS/Atom/JSON Feed, sitemaps and
public procurement: OCDS release and record packages (the standard's own fictional example in ../shared/api-samples/ocds,
edited in memory) and TED Search API v3 responses (shaped after the documented response in ../shared/api-samples/README).
Pairs are generated in this module (no fixture files).

Cases (each expectation written before the pair was first diffed):
- OCDS (tender release package, record package, all-releases package): re-indented with sorted keys; `tender.value.amount`
  raised; `tender.tenderPeriod.endDate` moved; `tender.status` active → cancelled and → complete; a first `awards[]` entry;
  a `tender.amendments[]` entry; a clarification document added; the package's `publishedDate` re-stamped; Contracts
  Finder's `links.next` URL with a new opaque `cursor`; a compiled record's value changed; the releases listed in reverse;
  a new release (implementation) added.
- TED: a new ITERATION token only; a new notice; a deadline moved; a value raised; the notices reordered; a notice turned
  into a corrigendum (`notice-type` corr); `totalNoticeCount` alone moving (57 → 58); a French title added to a notice.
- ATS APIs: Greenhouse `updated_at` ticking on every job with `content` HTML re-escaped; a job added; an office moved; the
  jobs reordered; a pay range (`pay_input_ranges`) raised. Lever: key order and indentation; commitment Full-time →
  Contract; a job closed; `salaryRange` raised. Ashby: `compensation` raised; a job unlisted (`isListed: false`);
  `publishedAt` re-stamped. Workable: `telecommuting` turned on; pretty-printed. SmartRecruiters: the `creator` changed;
  a job moved to another city. Recruitee: `position` swapped; `hybrid` turned on. Personio XML: `schedule` full-time →
  part-time; positions reordered; a description edited. Teamtailor JSON:API: `updated-at` and the `page[after]` cursor
  new; `remote-status` → fully.
- status: Statuspage `updated_at` ticking; a component degraded; an incident opened; investigating → identified; Instatus
  page UP → HASISSUES with an incident; Better Stack's availability ticking; a monitor down.
- feeds: every RSS guid changed scheme with the links kept; ONE item's guid changed with its link kept (top, middle; and
  retitled too; beside a new post); one post moved to a new slug and guid; a post replaced by another the same day;
  `lastBuildDate` only; every pubDate re-written in another zone (same instant); Atom `updated` ticking on every entry;
  a new release in a GitHub releases feed; a JSON Feed's `date_modified`; a JSON Feed's ids re-schemed.
- sitemaps: every `lastmod` re-stamped; one `lastmod`; a new page; `changefreq`/`priority` rewritten.
- generic JSON APIs: a `links.self` with a cache-buster; GraphQL `pageInfo.endCursor`; Graph-API-style `paging.cursors`
  with an opaque `after=` in its `next` URL.

Wrong on the code before this round (b712e7c): 12 of the 77 pairs (the other 65 pin verdicts checked right), and the rule
now:
- a feed item whose guid alone changed (a CMS re-save issuing a new id) while its link and title stayed was "1 new post;
  1 post removed" (meaningful), and so was one post moved to a new slug and guid under the same title and date: keying by
  title only rescued feeds where two or more items changed. An item gone under one key and come back under another with
  the same link (and the same title or date), or with the same title and publication time, is one item re-keyed (its
  edits, if any, remain; a post replaced by another on the same day stays a new post) (pipeline._rekeyed_by_link; one
  pass over the added and removed items, only when both exist).
- an OCDS package's `links.next` ("…/Search?limit=100&cursor=<token>") was a meaningful field change on every fetch:
  URL values lose their pagination cursor parameters (cursor, pageToken, next_token, continuation, scroll_id,
  iterationNextToken, starting_after/ending_before, page[after]/page[before]/page[cursor], and after=/before= when their
  value is opaque, not a date or number) (structured._uncursored: one precompiled search per URL value with a query).
- GraphQL's `pageInfo.endCursor`/`startCursor` and a Graph-API `paging.cursors.after/before` were meaningful field
  changes (and a connection that grew by one node was "3 fields changed", major): edge cursors are volatile keys.
- a job's pay was not read from the APIs that publish it: Ashby's `compensation` (includeCompensation=true), Lever's
  `salaryRange` and Greenhouse's `pay_input_ranges` (pay_transparency=true) raised were "unchanged". They are the job's
  salary now, compared by amounts and currency like a card's pay (a re-spaced dash is no change).
- Recruitee's `hybrid: true` (an office job turned hybrid) was "unchanged": it is the job's workplace now.
- TED's `totalNoticeCount` moving alone (a match beyond the page returned) was a meaningful field change: a response's
  result count changing alone (top level or under meta/pagination/hits) is a minor "result count" change; beside other
  changes it rides along as before (classify._TOTAL_FIELD).

Found right (pins): OCDS value/deadline/status/award/amendment/document changes are meaningful field changes and the
package re-stamped or re-indented is not; TED's token is noise; ATS timestamps, key order and re-escaped content are
not changes; Statuspage/Instatus/Better Stack verdicts; RSS/Atom/JSON Feed re-stamps; sitemap lastmod only is noise.

Left alone (not pinned): a feed item's link alone changed (a slug renamed, same guid) is "unchanged"; a podcast
enclosure re-uploaded (a new audio URL) is "unchanged" (an enclosure is no part of an item's text; hosts' tracking
prefixes rotate); a TED page 1 whose last notice slid to page 2 as a new one came reports
the slid notice as a removed field (still meaningful for the new one); an OCDS tender cancelled is meaningful, not major
(no tender status is read by kind); a job's full description (`content`, `descriptionHtml`) edited is no change of the job
(only its listing fields are compared).

Cost: one precompiled regex search per JSON URL string holding a query; one dict pass over a feed's added and removed
items when both exist; one regex per field op when every op could be a count. The `bench/callgrind_differ.py --check`
digest is unchanged (no corpus verdict moved).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Callable

import pytest

from changewire_differ.cli import diff_files
from changewire_differ.structured import canonical_value, is_volatile_path

SAMPLES = Path(__file__).resolve().parents[4] / "shared" / "api-samples" / "ocds"
CASES: dict[str, tuple[Any, ...]] = {}


def add(name: str, old: Any, new: Any, url: str, outcome: str | tuple[str, ...], sig: str | None = None,
        kind: str | None = None, ct: str = "application/json", needs_samples: bool = False) -> None:
    CASES[name] = (old, new, url, (outcome,) if isinstance(outcome, str) else outcome, sig, kind, ct, needs_samples)


def _bytes(x: Any) -> bytes:
    if isinstance(x, bytes):
        return x
    return x.encode() if isinstance(x, str) else json.dumps(x, ensure_ascii=False).encode()


def mod(d: Any, f: Callable[[Any], Any]) -> Any:
    d = copy.deepcopy(d)
    f(d)
    return d


QUIET = ("unchanged", "noise")

# ---------------------------------------------------------------------------------------------
# OCDS (the standard's fictional example, loaded lazily: skipped when ../shared is absent)


def _sample(name: str) -> Any:
    return json.loads((SAMPLES / name).read_text(encoding="utf-8"))


def _lazy(name: str, f: Callable[[Any], Any] | None = None, dump: Callable[[Any], str] | None = None) -> Callable[[], bytes]:
    def make() -> bytes:
        d = _sample(name)
        if f is not None:
            d = mod(d, f)
        return (dump or json.dumps)(d).encode()
    return make


TENDER = "release-package_ocds-213czf-000-00001-02-tender.json"
RECORD = "record-package_ocds-213czf-000-00001.json"
ALL = "release-package_ocds-213czf-000-00001_all-releases.json"
CF = "https://www.contractsfinder.service.gov.uk/Published/Notices/OCDS/Search?limit=100"


def _t(d: Any) -> Any:
    return d["releases"][0]["tender"]


def _ocds(name: str, old: Callable[[], bytes], new: Callable[[], bytes], outcome: Any, sig: str | None = None,
          kind: str | None = None) -> None:
    add(name, old, new, CF, outcome, sig, kind, needs_samples=True)


_ocds("ocds re-indented, keys sorted", _lazy(TENDER), _lazy(TENDER, dump=lambda d: json.dumps(d, indent=2, sort_keys=True)),
      "unchanged")
_ocds("ocds tender value raised", _lazy(TENDER), _lazy(TENDER, lambda d: _t(d)["value"].__setitem__("amount", 1250000)),
      "changed", "meaningful", "fields_changed")
_ocds("ocds deadline moved", _lazy(TENDER),
      _lazy(TENDER, lambda d: _t(d)["tenderPeriod"].__setitem__("endDate", "2011-04-01T16:00:00Z")),
      "changed", "meaningful", "fields_changed")
_ocds("ocds tender cancelled", _lazy(TENDER), _lazy(TENDER, lambda d: _t(d).__setitem__("status", "cancelled")),
      "changed", "meaningful", "fields_changed")
_ocds("ocds tender complete", _lazy(TENDER), _lazy(TENDER, lambda d: _t(d).__setitem__("status", "complete")),
      "changed", "meaningful", "fields_changed")
_ocds("ocds first award", _lazy(TENDER), _lazy(TENDER, lambda d: d["releases"][0].__setitem__("awards", [{
    "id": "ocds-213czf-000-00001-award-01", "title": "Award of contract to build new cycle lanes", "status": "active",
    "date": "2010-05-10T09:30:00Z", "value": {"amount": 1050000, "currency": "GBP"},
    "suppliers": [{"id": "GB-COH-1234567844", "name": "AnyCorp Cycle Provision"}]}])), "changed", "meaningful", "fields_changed")
_ocds("ocds amendment", _lazy(TENDER), _lazy(TENDER, lambda d: _t(d).__setitem__("amendments", [{
    "id": "1", "date": "2010-03-20T10:00:00Z", "rationale": "Deadline extended",
    "description": "The closing date was extended by two weeks."}])), "changed", "meaningful", "fields_changed")
_ocds("ocds clarification document", _lazy(TENDER), _lazy(TENDER, lambda d: _t(d)["documents"].append({
    "id": "0099", "documentType": "clarifications", "title": "Clarification responses", "url": "http://example.com/clar.pdf",
    "datePublished": "2010-03-25T00:00:00Z", "format": "application/pdf", "language": "en"})),
      "changed", "meaningful", "fields_changed")
_ocds("ocds package re-stamped", _lazy(TENDER), _lazy(TENDER, lambda d: d.__setitem__("publishedDate", "2026-12-07T01:00:00Z")),
      QUIET)
_ocds("ocds links.next cursor", _lazy(TENDER, lambda d: d.__setitem__("links", {"next": CF + "&cursor=MjAyNi0xMi0wNlQyMzo1OTo1OVo7MTIzNDU"})),
      _lazy(TENDER, lambda d: d.__setitem__("links", {"next": CF + "&cursor=MjAyNi0xMi0wN1QwMTowMDowMFo7OTg3NjU"})), QUIET)
_ocds("ocds record re-indented", _lazy(RECORD), _lazy(RECORD, dump=lambda d: json.dumps(d, indent=4)), "unchanged")
_ocds("ocds compiled record value", _lazy(RECORD),
      _lazy(RECORD, lambda d: d["records"][0]["compiledRelease"]["tender"]["value"].__setitem__("amount", 999000)),
      "changed", "meaningful", "fields_changed")
_ocds("ocds releases reversed", _lazy(ALL), _lazy(ALL, lambda d: d["releases"].reverse()), QUIET)
_ocds("ocds new release", _lazy(ALL, lambda d: d["releases"].pop()), _lazy(ALL), "changed", "meaningful", "fields_changed")

# ---------------------------------------------------------------------------------------------
# TED Search API v3

TED = "https://api.ted.europa.eu/v3/notices/search"


def ted(notices: list[tuple[str, str, str, str, str, int | None]], tok: str = "FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5",
        total: int | None = None, fra: bool = False) -> dict[str, Any]:
    return {"notices": [{
        "publication-number": pn, "notice-title": {"deu": [t], **({"fra": [f"Travaux: {t}"]} if fra and k == 0 else {})},
        "buyer-name": {"deu": [b]}, "notice-type": nt, "deadline-receipt-tender-date-lot": [dl],
        "total-value": [v] if v else None,
        "links": {"xml": {"MUL": f"https://ted.europa.eu/en/notice/{pn}/xml"},
                  "pdf": {"BUL": f"https://ted.europa.eu/bg/notice/{pn}/pdf", "DEU": f"https://ted.europa.eu/de/notice/{pn}/pdf"}}}
        for k, (pn, t, b, nt, dl, v) in enumerate(notices)],
        "totalNoticeCount": len(notices) if total is None else total, "iterationNextToken": tok, "timedOut": False}


TN = [("562029-2023", "Straßenbau A6, Los 2", "Autobahn GmbH des Bundes - NL Südwest", "cn-standard", "2023-10-20+02:00", 1200000),
      ("561877-2023", "Reinigung Verwaltungsgebäude", "Stadt Karlsruhe", "cn-standard", "2023-10-11+02:00", None)]
add("ted new iteration token", ted(TN), ted(TN, tok="ZZZnV2aXRhdGlvbi1uZXh0LXRva2VuLTEyMw"), TED, QUIET)
add("ted new notice", ted(TN), ted(TN + [("563001-2023", "IT-Dienstleistungen", "Land Baden-Württemberg", "cn-standard",
                                          "2023-11-02+01:00", None)]), TED, "changed", "meaningful", "fields_changed")
add("ted deadline moved", ted(TN), ted([TN[0][:4] + ("2023-11-03+01:00", 1200000), TN[1]]), TED, "changed", "meaningful")
add("ted value raised", ted(TN), ted([TN[0][:5] + (1450000,), TN[1]]), TED, "changed", "meaningful")
add("ted reordered", ted(TN), ted(TN[::-1]), TED, QUIET)
add("ted corrigendum", ted(TN), ted([TN[0][:3] + ("corr",) + TN[0][4:], TN[1]]), TED, "changed", "meaningful")
add("ted result count alone", ted(TN, total=57), ted(TN, total=58), TED, "changed", "minor", "fields_changed")
add("ted result count with a notice", ted(TN, total=57),
    ted(TN + [("563002-2023", "Winterdienst", "Stadt Ulm", "cn-standard", "2023-11-09+01:00", None)], total=58), TED,
    "changed", "meaningful", "fields_changed")
add("ted translation added", ted(TN), ted(TN, fra=True), TED, "changed")

# ---------------------------------------------------------------------------------------------
# job-board APIs


def gh(jobs: list[tuple[int, str, str, str]], v: int = 1, pay: dict[int, tuple[int, int]] | None = None) -> dict[str, Any]:
    out = []
    for i, t, loc, dep in jobs:
        j = {"id": i, "internal_job_id": i * 10, "title": t, "updated_at": f"2026-12-0{v}T10:00:00-05:00",
             "requisition_id": f"R{i}", "location": {"name": loc}, "absolute_url": f"https://job-boards.greenhouse.io/acme/jobs/{i}",
             "language": "en", "metadata": None,
             "content": ("&lt;div class=&quot;content-intro&quot;&gt;&lt;p&gt;About us&lt;/p&gt;&lt;/div&gt;" if v == 1 else
                         "&lt;div class=\"content-intro\"&gt;&lt;p&gt;About us&lt;/p&gt;&lt;/div&gt;"),
             "departments": [{"id": 1, "name": dep, "child_ids": [], "parent_id": None}],
             "offices": [{"id": 2, "name": loc, "location": loc, "child_ids": [], "parent_id": None}],
             "first_published": "2026-11-01T10:00:00-05:00"}
        if pay and i in pay:
            j["pay_input_ranges"] = [{"min_cents": pay[i][0] * 100, "max_cents": pay[i][1] * 100, "currency_type": "USD",
                                      "title": "US Zone 1", "blurb": "<p>Base salary</p>"}]
        out.append(j)
    return {"jobs": out, "meta": {"total": len(jobs)}}


GJ = [(4001, "Senior Backend Engineer", "Berlin", "Engineering"), (4002, "Account Executive, DACH", "Munich", "Sales"),
      (4003, "Product Designer", "Remote - EU", "Design")]
GU = "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true&pay_transparency=true"
add("greenhouse updated_at + content re-escaped", gh(GJ), gh(GJ, v=2), GU, QUIET)
add("greenhouse job added", gh(GJ), gh(GJ + [(4004, "Data Engineer", "Berlin", "Engineering")]), GU, "changed", "meaningful", "jobs_added")
add("greenhouse office moved", gh(GJ), gh([GJ[0], (4002, "Account Executive, DACH", "Vienna", "Sales"), GJ[2]]), GU,
    "changed", "meaningful", "jobs_changed")
add("greenhouse reordered", gh(GJ), gh(GJ[::-1]), GU, QUIET)
add("greenhouse pay raised", gh(GJ, pay={4001: (150000, 180000)}), gh(GJ, pay={4001: (165000, 195000)}), GU,
    "changed", None, "jobs_changed")
add("greenhouse pay restamped", gh(GJ, pay={4001: (150000, 180000)}), gh(GJ, v=2, pay={4001: (150000, 180000)}), GU, QUIET)


def lever(jobs: list[tuple[str, str, str, str, str]], sal: dict[str, int] | None = None) -> list[dict[str, Any]]:
    out = []
    for i, t, loc, team, c in jobs:
        j = {"additionalPlain": "", "additional": "", "categories": {"commitment": c, "department": "R&D", "location": loc,
             "team": team, "allLocations": [loc]}, "createdAt": 1764500000000, "descriptionPlain": "We build.",
             "description": "<div>We build.</div>", "id": i, "lists": [], "text": t, "country": "DE", "workplaceType": "hybrid",
             "hostedUrl": f"https://jobs.lever.co/acme/{i}", "applyUrl": f"https://jobs.lever.co/acme/{i}/apply"}
        if sal and i in sal:
            j["salaryRange"] = {"currency": "EUR", "interval": "per-year-salary", "min": sal[i], "max": sal[i] + 20000}
        out.append(j)
    return out


LJ = [("5e3f1a2b-1111-4c8e-9a0b-1234567890ab", "Backend Engineer", "Berlin", "Platform", "Full-time"),
      ("7a9c2d3e-2222-4f1b-8c2d-abcdefabcdef", "Solutions Engineer", "London", "Sales", "Full-time")]
LU = "https://api.lever.co/v0/postings/acme?mode=json"
add("lever key order and indentation", json.dumps(lever(LJ)), json.dumps(lever(LJ), sort_keys=True, indent=2), LU, "unchanged")
add("lever commitment", lever(LJ), lever([LJ[0], LJ[1][:4] + ("Contract",)]), LU, "changed", None, "jobs_changed")
add("lever job closed", lever(LJ), lever(LJ[:1]), LU, "changed", "meaningful", "jobs_removed")
add("lever salary raised", lever(LJ, {LJ[0][0]: 70000}), lever(LJ, {LJ[0][0]: 76000}), LU, "changed", None, "jobs_changed")
add("lever salary same", lever(LJ, {LJ[0][0]: 70000}), json.dumps(lever(LJ, {LJ[0][0]: 70000}), indent=1), LU, "unchanged")


def ashby(jobs: list[tuple[str, str, str, str, bool, str | None]], pub: str = "2026-11-02T09:00:00.000+00:00",
          unlisted: str = "") -> dict[str, Any]:
    return {"apiVersion": "1", "jobs": [{
        "id": i, "title": t, "department": d, "team": d, "employmentType": "FullTime", "location": loc, "secondaryLocations": [],
        "publishedAt": pub, "isListed": i != unlisted, "isRemote": rem, "jobUrl": f"https://jobs.ashbyhq.com/acme/{i}",
        "applyUrl": f"https://jobs.ashbyhq.com/acme/{i}/application", "descriptionHtml": "<p>Join</p>", "descriptionPlain": "Join",
        "compensation": {"compensationTierSummary": comp, "scrapeableCompensationSalarySummary": comp} if comp else None}
        for i, t, d, loc, rem, comp in jobs]}


AJ = [("a1b2c3d4-0000-4000-8000-000000000001", "Staff Engineer", "Engineering", "New York", False, "$180K – $220K"),
      ("a1b2c3d4-0000-4000-8000-000000000002", "Recruiter", "People", "Remote", True, None)]
AU = "https://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true"
add("ashby compensation raised", ashby(AJ), ashby([AJ[0][:5] + ("$200K – $240K",), AJ[1]]), AU, "changed", None, "jobs_changed")
add("ashby compensation re-dashed", ashby(AJ), ashby([AJ[0][:5] + ("$180K - $220K",), AJ[1]]), AU, QUIET)
add("ashby job unlisted", ashby(AJ), ashby(AJ, unlisted=AJ[1][0]), AU, "changed", "meaningful", "jobs_removed")
add("ashby publishedAt re-stamped", ashby(AJ), ashby(AJ, pub="2026-12-01T09:00:00.000+00:00"), AU, QUIET)


def workable(jobs: list[tuple[str, str, bool]]) -> dict[str, Any]:
    return {"name": "Acme", "description": None, "jobs": [{
        "title": t, "shortcode": sc, "code": "", "employment_type": "Full-time", "telecommuting": tel, "department": "Engineering",
        "url": f"https://apply.workable.com/j/{sc}", "shortlink": f"https://apply.workable.com/j/{sc}",
        "application_url": f"https://apply.workable.com/j/{sc}/apply", "published_on": "2026-11-20", "created_at": "2026-11-20",
        "country": "Germany", "city": "Berlin", "state": "Berlin",
        "locations": [{"country": "Germany", "countryCode": "DE", "city": "Berlin", "region": "Berlin", "hidden": False}]}
        for t, sc, tel in jobs]}


WJ = [("Site Reliability Engineer", "A1B2C3D4E5", False), ("Technical Writer", "F6G7H8I9J0", True)]
WU = "https://apply.workable.com/api/v1/widget/accounts/acme"
add("workable telecommuting on", workable(WJ), workable([WJ[0][:2] + (True,), WJ[1]]), WU, "changed", "meaningful", "jobs_changed")
add("workable pretty-printed", json.dumps(workable(WJ)), json.dumps(workable(WJ), indent=2, sort_keys=True), WU, "unchanged")


def smartr(jobs: list[tuple[str, str, str]], creator: str = "Jane Roe") -> dict[str, Any]:
    return {"offset": 0, "limit": 100, "totalFound": len(jobs), "content": [{
        "id": i, "name": t, "refNumber": "REF" + i[-4:], "company": {"identifier": "Acme", "name": "Acme"},
        "releasedDate": "2026-11-30T09:00:00.000Z",
        "location": {"city": c, "region": "", "country": "de", "remote": False, "fullLocation": c + ", Germany"},
        "department": {"id": "1", "label": "Engineering"}, "typeOfEmployment": {"id": "permanent", "label": "Full-time"},
        "ref": f"https://api.smartrecruiters.com/v1/companies/Acme/postings/{i}", "creator": {"name": creator},
        "language": {"code": "de", "label": "Deutsch"}} for i, t, c in jobs]}


SJ = [("744000012345678", "Werkstudent Data (m/w/d)", "München"), ("744000012345679", "IT-Administrator (m/w/d)", "Köln")]
SU = "https://api.smartrecruiters.com/v1/companies/Acme/postings"
add("smartrecruiters creator changed", smartr(SJ), smartr(SJ, creator="Max Mustermann"), SU, QUIET)
add("smartrecruiters city moved", smartr(SJ), smartr([SJ[0], SJ[1][:2] + ("Düsseldorf",)]), SU, "changed", "meaningful", "jobs_changed")


def recruitee(offers: list[tuple[int, str, str, int, bool]]) -> dict[str, Any]:
    return {"offers": [{
        "id": i, "slug": sl, "title": t, "position": p, "status": "published", "location": "Amsterdam, Netherlands",
        "city": "Amsterdam", "country": "Netherlands", "remote": False, "hybrid": hy, "on_site": not hy, "department": "Product",
        "careers_url": f"https://acme.recruitee.com/o/{sl}", "published_at": "2026-11-10 09:00:00 UTC",
        "updated_at": "2026-12-01 10:00:00 UTC", "employment_type_code": "fulltime"} for i, sl, t, p, hy in offers]}


RJ = [(991, "product-manager", "Product Manager", 1, False), (992, "product-designer", "Product Designer", 2, False)]
RU = "https://acme.recruitee.com/api/offers/"
add("recruitee positions swapped", recruitee(RJ), recruitee([RJ[0][:3] + (2, False), RJ[1][:3] + (1, False)]), RU, QUIET)
add("recruitee turned hybrid", recruitee(RJ), recruitee([RJ[0][:4] + (True,), RJ[1]]), RU, "changed", None, "jobs_changed")


def personio(jobs: list[tuple[str, str, str, str]], task: str = "Aufgaben") -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>' + "".join(
        f"<position><id>{i}</id><subcompany>Acme GmbH</subcompany><office>{o}</office><department>Engineering</department>"
        f"<recruitingCategory>Tech</recruitingCategory><name>{n}</name><jobDescriptions><jobDescription><name>Ihre Aufgaben"
        f"</name><value><![CDATA[<p>{task}</p>]]></value></jobDescription></jobDescriptions><employmentType>permanent"
        f"</employmentType><seniority>experienced</seniority><schedule>{sc}</schedule><createdAt>2026-11-02T09:00:00+00:00"
        f"</createdAt></position>" for i, n, o, sc in jobs) + "</workzag-jobs>")


PJ = [("1500001", "Softwareentwickler (m/w/d) Backend", "Hamburg", "full-time"), ("1500002", "Buchhalter (m/w/d)", "Berlin", "full-time")]
PU = "https://acme.jobs.personio.de/xml?language=de"
add("personio part-time", personio(PJ), personio([PJ[0], PJ[1][:3] + ("part-time",)]), PU, "changed", None, "jobs_changed",
    ct="application/xml")
add("personio reordered", personio(PJ), personio(PJ[::-1]), PU, QUIET, ct="application/xml")
add("personio description edited", personio(PJ), personio(PJ, task="Ihre Aufgaben im Team"), PU, QUIET, ct="application/xml")


def teamtailor(jobs: list[tuple[str, str, str, str]], after: str = "MjAyNi0xMi0wN1QwMTowMDowMFo") -> dict[str, Any]:
    return {"data": [{
        "id": i, "type": "jobs", "links": {"careersite-job-url": f"https://career.acme.se/jobs/{i}-{t.lower()}"},
        "attributes": {"title": t, "status": "open", "remote-status": rs, "created-at": "2026-11-01T10:00:00.000+01:00",
                       "updated-at": upd, "body": "<p>Om oss</p>"},
        "relationships": {"department": {"data": {"id": "11", "type": "departments"}},
                          "locations": {"data": [{"id": "21", "type": "locations"}]}}} for i, t, rs, upd in jobs],
        "included": [{"id": "11", "type": "departments", "attributes": {"name": "Tech"}},
                     {"id": "21", "type": "locations", "attributes": {"name": "Umeå", "city": "Umeå"}}],
        "links": {"first": "https://api.teamtailor.com/v1/jobs?page%5Bsize%5D=30",
                  "next": f"https://api.teamtailor.com/v1/jobs?page%5Bafter%5D={after}&page%5Bsize%5D=30"},
        "meta": {"record-count": len(jobs), "page-count": 1}}


TJ = [("1234567", "Backend-utvecklare", "hybrid", "2026-12-01T10:00:00.000+01:00"),
      ("1234568", "UX-designer", "none", "2026-12-01T10:00:00.000+01:00")]
TU = "https://api.teamtailor.com/v1/jobs?include=department,locations"
add("teamtailor updated-at and cursor", teamtailor(TJ),
    teamtailor([(a, b, c, "2026-12-07T02:00:00.000+01:00") for a, b, c, _ in TJ], after="MjAyNi0xMi0wN1QwMjowMDowMFo"), TU, QUIET)
add("teamtailor fully remote", teamtailor(TJ), teamtailor([TJ[0][:2] + ("fully", TJ[0][3]), TJ[1]]), TU,
    "changed", "meaningful", "jobs_changed")

# ---------------------------------------------------------------------------------------------
# status APIs


def statuspage(comp: str = "operational", inc: list[dict[str, Any]] | None = None, upd: str = "2026-12-07T01:00:00.000Z") -> dict[str, Any]:
    c = [{"id": cid, "name": n, "status": comp if n == "API" else "operational", "created_at": "2020-01-01T00:00:00.000Z",
          "updated_at": upd, "position": k, "description": None, "showcase": True, "group_id": None, "page_id": "y2j98763l56x",
          "group": False, "only_show_if_degraded": False} for k, (cid, n) in enumerate([("b13yz5g2cw10", "API"), ("c23yz5g2cw11", "Dashboard")])]
    ok = comp == "operational"
    return {"page": {"id": "y2j98763l56x", "name": "Acme", "url": "https://status.acme.io", "time_zone": "Etc/UTC", "updated_at": upd},
            "components": c, "incidents": inc or [], "scheduled_maintenances": [],
            "status": {"indicator": "none" if ok else "minor", "description": "All Systems Operational" if ok else "Minor Service Outage"}}


def incident(st: str, body: str, upd: str) -> list[dict[str, Any]]:
    return [{"id": "p31zjtct2jer", "name": "Elevated API errors", "status": st, "created_at": "2026-12-07T00:50:00.000Z",
             "updated_at": upd, "monitoring_at": None, "resolved_at": None, "impact": "major", "shortlink": "https://stspg.io/p31z",
             "started_at": "2026-12-07T00:50:00.000Z", "page_id": "y2j98763l56x", "components": [],
             "incident_updates": [{"id": "h3" + upd[14:16], "status": st, "body": body, "incident_id": "p31zjtct2jer",
                                   "created_at": upd, "updated_at": upd, "display_at": upd}]}]


SPU = "https://status.acme.io/api/v2/summary.json"
add("statuspage updated_at ticking", statuspage(), statuspage(upd="2026-12-07T01:05:00.000Z"), SPU, QUIET)
add("statuspage degraded", statuspage(), statuspage("degraded_performance"), SPU, "changed", "major", "component_degraded")
add("statuspage incident opened", statuspage(), statuspage("major_outage", incident("investigating", "We are investigating.",
                                                                                     "2026-12-07T00:51:00.000Z")),
    SPU, "changed", "critical", "incident_opened")
add("statuspage incident identified",
    statuspage("major_outage", incident("investigating", "We are investigating.", "2026-12-07T00:51:00.000Z")),
    statuspage("major_outage", incident("identified", "The cause was found.", "2026-12-07T01:11:00.000Z")),
    SPU, "changed", "meaningful", "incident_updated")


def instatus(st: str, incs: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"page": {"name": "Acme", "url": "https://acme.instatus.com", "status": st}, "activeIncidents": incs or [],
            "activeMaintenances": []}


add("instatus incident", instatus("UP"), instatus("HASISSUES", [{
    "id": "ckx1", "name": "Login failures", "started": "2026-12-07T00:40:00Z", "status": "INVESTIGATING",
    "impact": "MAJOROUTAGE", "url": "https://acme.instatus.com/ckx1"}]), "https://acme.instatus.com/summary.json",
    "changed", "critical", "incident_opened")


def betterstack(st: str, upd: str = "2026-12-07T01:00:00.000Z", avail: float = 0.99987) -> dict[str, Any]:
    return {"data": {"id": "123456", "type": "status_page", "attributes": {
        "company_name": "Acme", "subdomain": "acme", "aggregate_state": st, "updated_at": upd}},
        "included": [{"id": "8001", "type": "status_page_resource", "attributes": {
            "status_page_section_id": 1, "resource_id": 5, "resource_type": "Monitor", "public_name": "API", "explanation": "",
            "status": st, "availability": avail,
            "status_history": [{"day": "2026-12-06", "status": "operational", "downtime_duration": 0}]}}]}


BSU = "https://status.acme.io/index.json"
add("better stack availability ticking", betterstack("operational"), betterstack("operational", "2026-12-07T01:03:11.000Z", 0.99985),
    BSU, QUIET)
add("better stack monitor down", betterstack("operational"), betterstack("downtime"), BSU, "changed", "critical", "component_outage")

# ---------------------------------------------------------------------------------------------
# feeds and sitemaps

RSS = "application/rss+xml"
FU = "https://blog.acme.io/rss/"


def rss(items: list[tuple[str, str, str, str]], build: str = "Mon, 07 Dec 2026 01:00:00 +0000",
        enc: str = "") -> str:
    its = "".join(
        f"<item><title>{t}</title><link>https://blog.acme.io/{s}/</link>"
        f"<guid isPermaLink=\"{'true' if g.startswith('http') else 'false'}\">{g}</guid><pubDate>{d}</pubDate>"
        f"<description><![CDATA[<p>{t} — details.</p>]]></description>"
        + (f'<enclosure url="https://cdn.acme.io/{enc}" length="12345" type="audio/mpeg"/>' if enc and k == 0 else "")
        + "</item>" for k, (t, s, g, d) in enumerate(items))
    return ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Acme Blog</title>'
            f"<link>https://blog.acme.io/</link><description>News</description><lastBuildDate>{build}</lastBuildDate>"
            f"<generator>Ghost 5.96</generator>{its}</channel></rss>")


RI = [("Introducing Acme Flows", "introducing-flows", "https://blog.acme.io/introducing-flows/", "Tue, 01 Dec 2026 09:00:00 +0000"),
      ("Nuestra ronda Serie B", "serie-b", "https://blog.acme.io/serie-b/", "Tue, 17 Nov 2026 09:00:00 +0000"),
      ("Neue Preise ab Januar", "neue-preise", "https://blog.acme.io/neue-preise/", "Tue, 10 Nov 2026 09:00:00 +0000")]
add("rss every guid re-schemed", rss(RI), rss([(t, s, f"6571a0f2e4b0c2001c8a1b2{k}", d) for k, (t, s, _, d) in enumerate(RI)]),
    FU, QUIET, ct=RSS)
add("rss one guid changed, same link", rss(RI), rss([(RI[0][0], RI[0][1], "6571a0f2e4b0c2001c8a1b99", RI[0][3])] + RI[1:]),
    FU, QUIET, ct=RSS)
add("rss middle guid changed, same link", rss(RI),
    rss([RI[0], (RI[1][0], RI[1][1], "tag:blog.acme.io,2026:post-42", RI[1][3]), RI[2]]), FU, QUIET, ct=RSS)
add("rss guid changed and retitled, same link", rss(RI),
    rss([(RI[0][0] + " (updated)", RI[0][1], "6571a0f2e4b0c2001c8a1b99", RI[0][3])] + RI[1:]), FU, "changed", None,
    ct=RSS)
add("rss new post beside a re-keyed one", rss(RI[1:]),
    rss([RI[0], (RI[1][0], RI[1][1], "tag:blog.acme.io,2026:post-42", RI[1][3]), RI[2]]), FU, "changed", "meaningful",
    "post_published", ct=RSS)
add("rss post moved to a new slug and guid", rss(RI),
    rss([(RI[0][0], "introducing-acme-flows", "tag:blog.acme.io,2026:post-7", RI[0][3])] + RI[1:]), FU, QUIET, ct=RSS)
add("rss post replaced on the same day", rss(RI),
    rss([("Acme Flows is now generally available", "flows-ga", "https://blog.acme.io/flows-ga/", RI[0][3])] + RI[1:]), FU,
    "changed", "meaningful", "post_published", ct=RSS)
add("rss lastBuildDate only", rss(RI), rss(RI, build="Mon, 07 Dec 2026 02:00:00 +0000"), FU, "unchanged", ct=RSS)
add("rss pubDates in another zone", rss(RI), rss([(t, s, g, d.replace("09:00:00 +0000", "10:00:00 +0100")) for t, s, g, d in RI]),
    FU, "unchanged", ct=RSS)


def atom(entries: list[tuple[str, str, str]], upd: str = "2026-12-07T01:00:00Z", eupd: str = "") -> str:
    es = "".join(f"<entry><id>tag:github.com,2008:Repository/1/{v}</id><title>{v}</title>"
                 f"<link rel='alternate' href='https://github.com/acme/cli/releases/tag/{v}'/><updated>{eupd or u}</updated>"
                 f"<content type='html'>&lt;p&gt;{note}&lt;/p&gt;</content></entry>" for v, u, note in entries)
    return ("<?xml version='1.0' encoding='utf-8'?><feed xmlns='http://www.w3.org/2005/Atom'>"
            f"<id>https://github.com/acme/cli/releases</id><title>Release notes from cli</title><updated>{upd}</updated>{es}</feed>")


AE = [("v2.4.0", "2026-12-01T00:00:00Z", "Adds the sync command."), ("v2.3.1", "2026-11-20T00:00:00Z", "Fixes a crash on start.")]
ATU = "https://github.com/acme/cli/releases.atom"
add("atom updated ticking", atom(AE), atom(AE, upd="2026-12-07T02:00:00Z", eupd="2026-12-07T00:00:00Z"), ATU, QUIET,
    ct="application/atom+xml")
add("atom new release", atom(AE), atom([("v2.5.0", "2026-12-06T00:00:00Z", "Adds plugins.")] + AE), ATU, "changed", "meaningful",
    "post_published", ct="application/atom+xml")


def jsonfeed(ident: str, modified: str) -> dict[str, Any]:
    return {"version": "https://jsonfeed.org/version/1.1", "title": "Acme", "home_page_url": "https://acme.io", "items": [{
        "id": ident, "url": "https://acme.io/p/launch-week", "title": "Launch week", "content_html": "<p>Launch week</p>",
        "date_published": "2026-12-01T00:00:00Z", "date_modified": modified}]}


JFU = "https://acme.io/feed.json"
add("json feed date_modified", jsonfeed("https://acme.io/p/launch-week", "2026-12-01T00:00:00Z"),
    jsonfeed("https://acme.io/p/launch-week", "2026-12-06T00:00:00Z"), JFU, QUIET, ct="application/feed+json")
add("json feed id re-schemed", jsonfeed("https://acme.io/p/launch-week", "2026-12-01T00:00:00Z"),
    jsonfeed("acme-post-1", "2026-12-01T00:00:00Z"), JFU, QUIET, ct="application/feed+json")


def sitemap(urls: list[tuple[str, str]], freq: str = "weekly", prio: str = "0.8") -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' + "".join(
        f"<url><loc>{u}</loc><lastmod>{lm}</lastmod><changefreq>{freq}</changefreq><priority>{prio}</priority></url>"
        for u, lm in urls) + "</urlset>")


SM = [("https://acme.io/", "2026-12-01"), ("https://acme.io/pricing", "2026-11-01"), ("https://acme.io/blog/launch-week", "2026-12-01")]
SMU = "https://acme.io/sitemap.xml"
add("sitemap every lastmod", sitemap(SM), sitemap([(u, "2026-12-07") for u, _ in SM]), SMU, QUIET, ct="application/xml")
add("sitemap one lastmod", sitemap(SM), sitemap([SM[0], (SM[1][0], "2026-12-06"), SM[2]]), SMU, QUIET, ct="application/xml")
add("sitemap new page", sitemap(SM), sitemap(SM + [("https://acme.io/blog/new-post", "2026-12-06")]), SMU, "changed", "meaningful",
    "pages_added", ct="application/xml")
add("sitemap changefreq and priority", sitemap(SM), sitemap(SM, "daily", "0.5"), SMU, QUIET, ct="application/xml")

# ---------------------------------------------------------------------------------------------
# generic JSON APIs

add("json self link cache-buster", {"data": [{"id": 1, "name": "x"}], "links": {"self": "https://api.acme.io/v2/items?page%5Bnumber%5D=1&_=1765069200123"}},
    {"data": [{"id": 1, "name": "x"}], "links": {"self": "https://api.acme.io/v2/items?page%5Bnumber%5D=1&_=1765069299999"}},
    "https://api.acme.io/v2/items", QUIET)
add("graphql endCursor", {"data": {"jobs": {"nodes": [{"id": "1", "title": "A"}], "pageInfo": {"endCursor": "YXJyYXljb25uZWN0aW9uOjk5", "hasNextPage": True}}}},
    {"data": {"jobs": {"nodes": [{"id": "1", "title": "A"}], "pageInfo": {"endCursor": "YXJyYXljb25uZWN0aW9uOjEwMA==", "hasNextPage": True}}}},
    "https://api.acme.io/graphql", QUIET)
add("graph api paging cursors", {"data": [{"id": "1", "t": "A"}], "paging": {"cursors": {"before": "QVFIUmJ4", "after": "QVFIUkp6"},
                                 "next": "https://graph.acme.io/v19/jobs?after=QVFIUkp6WlpZ2026x&limit=25"}},
    {"data": [{"id": "1", "t": "A"}], "paging": {"cursors": {"before": "QVFIUmN5", "after": "QVFIUkt7"},
                                                "next": "https://graph.acme.io/v19/jobs?after=QVFIUkt7YYYZ2026y&limit=25"}},
    "https://graph.acme.io/v19/jobs", QUIET)
add("graphql hasNextPage flips", {"data": {"jobs": {"nodes": [{"id": "1", "title": "A"}], "pageInfo": {"endCursor": "YXJ5OjE", "hasNextPage": False}}}},
    {"data": {"jobs": {"nodes": [{"id": "1", "title": "A"}, {"id": "2", "title": "B"}], "pageInfo": {"endCursor": "YXJ5OjI", "hasNextPage": True}}}},
    "https://api.acme.io/graphql", "changed", "meaningful")


@pytest.mark.parametrize("name", sorted(CASES))
def test_pair(name: str) -> None:
    old, new, url, outcomes, sig, kind, ct, needs = CASES[name]
    if needs and not SAMPLES.is_dir():
        pytest.skip("../shared/api-samples not present")
    old, new = (x() if callable(x) else x for x in (old, new))
    r = diff_files(_bytes(old), _bytes(new), surface=None, url=url, content_type=ct)
    assert r["outcome"] in outcomes, (r["outcome"], r.get("summary"))
    if sig is not None:
        assert r["significance"] == sig, (r["significance"], r.get("summary"))
    if kind is not None:
        assert r["kind"] == kind, (r["kind"], r.get("summary"))


@pytest.mark.parametrize("url, kept", [
    ("https://x.gov.uk/Search?limit=100&cursor=abc123", "https://x.gov.uk/Search?limit=100"),
    ("https://api.teamtailor.com/v1/jobs?page%5Bafter%5D=MjAyNi0xMi0wNw&page%5Bsize%5D=30",
     "https://api.teamtailor.com/v1/jobs?page%5Bsize%5D=30"),
    ("https://api.example.com/v1/charges?limit=10&starting_after=ch_3QxYz2026AbCdEf", "https://api.example.com/v1/charges?limit=10"),
    ("https://www.googleapis.com/x/v1/items?pageToken=CAoQAA&maxResults=10", "https://www.googleapis.com/x/v1/items?maxResults=10"),
    ("https://x.io/a?after=dDJfMTIzNDU2Nzg5MA&limit=5", "https://x.io/a?limit=5"),
    # (a date or a number after 'after=' is a filter: part of what was asked)
    ("https://x.io/a?after=2026-12-01&q=1", "https://x.io/a?after=2026-12-01&q=1"),
    ("https://x.io/a?before=1700000000", "https://x.io/a?before=1700000000"),
    ("https://x.io/a?page=2", "https://x.io/a?page=2"),
])
def test_cursor_params_leave_urls(url: str, kept: str) -> None:
    assert canonical_value(url) == kept


@pytest.mark.parametrize("path, volatile", [
    ("$.data.jobs.pageInfo.endCursor", True), ("$.data.jobs.pageInfo.startCursor", True),
    ("$.data.jobs.edges[id=1].cursor", True), ("$.paging.cursors.after", True),
    ("$.data.jobs.pageInfo.hasNextPage", False), ("$.after", False), ("$.filters.before", False),
])
def test_edge_cursors_are_volatile(path: str, volatile: bool) -> None:
    assert is_volatile_path(path) is volatile
