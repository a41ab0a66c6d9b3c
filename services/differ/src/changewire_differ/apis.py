"""Job-board APIs (Greenhouse, Lever, Ashby, Workable, Recruitee, Personio XML, SmartRecruiters,
Teamtailor, public Workday) → jobs keyed by the board's id; Statuspage `summary.json` /
`incidents.json` → components and incidents.

Pure: JSON/XML values in, entities out. Each board is recognised by its URL host or, failing
that, by the shape of its payload. ParseFailure(SCHEMA) when a body has no job list at all.
"""
from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

import feedparser

from .extract import INCIDENT_STATUS, component_entity, incident_entity, item_entity, job_entity, plan_entity, price_tokens, unique_keys
from .model import MAIN, Block, Entity, EntitySet, ParseFailure
from .structured import Structured, _iso, load_json, parse_xml
from .volatile import clean, neutralize


def _s(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, dict):
        return _s(v.get("name") or v.get("label") or v.get("text") or v.get("value") or "")
    if isinstance(v, list):
        return "; ".join(x for x in (_s(i) for i in v[:5]) if x)
    return clean(str(v))


_RUN_TOGETHER = re.compile(r"(major|partial|full)(outage)|(degraded)(performance)|(under)(maintenance)|(has)(issues)", re.I)


def _status_words(s: str) -> str:
    """A status or impact as words: 'major_outage', 'MAJOROUTAGE' (Instatus) → 'major outage'."""
    s = s.replace("_", " ")
    if s.isupper() or s.islower():
        s = _RUN_TOGETHER.sub(lambda m: " ".join(g for g in m.groups() if g), s).lower()
    return s


def _join(*parts: str) -> str:
    return ", ".join(p for p in parts if p)


def _pay_range(lo: Any, hi: Any, currency: Any, interval: Any = "") -> str:
    """A board's structured pay range as a card writes it ("USD 120,000 – USD 150,000 per-year-salary"): compared like
    a card's pay, by its amounts and currency."""
    cur = _s(currency).upper()
    amounts = [f"{cur} {x:,.0f}".strip() for x in (lo, hi) if isinstance(x, (int, float)) and not isinstance(x, bool)]
    return _join(" – ".join(dict.fromkeys(amounts)), _s(interval)) if amounts else ""


def _greenhouse_pay(j: dict[str, Any]) -> str:
    # `?pay_transparency=true`: [{"min_cents", "max_cents", "currency_type", "title"}], one range per zone
    ranges = j.get("pay_input_ranges")
    if not isinstance(ranges, list):
        return ""
    return "; ".join(p for r in ranges[:5] if isinstance(r, dict) and (p := _pay_range(
        r["min_cents"] / 100 if isinstance(r.get("min_cents"), (int, float)) else None,
        r["max_cents"] / 100 if isinstance(r.get("max_cents"), (int, float)) else None, r.get("currency_type"))))


def _greenhouse_grouped(d: Any) -> list[dict[str, Any]] | None:
    """The jobs of Greenhouse's `departments` / `offices` endpoints (each group lists its jobs, sub-groups under
    `departments` / `children`), each given its department's name."""
    if not isinstance(d, dict):
        return None
    groups = d.get("departments") if isinstance(d.get("departments"), list) else d.get("offices")
    if not isinstance(groups, list):
        return None
    out: list[dict[str, Any]] = []
    seen: set[Any] = set()
    stack: list[tuple[Any, str]] = [(g, "") for g in reversed(groups)]
    n = 0
    while stack and n < 5000:
        g, dept = stack.pop()
        n += 1
        if not isinstance(g, dict):
            continue
        name = _s(g.get("name")) if "departments" in d else dept
        for j in g.get("jobs") or []:
            if isinstance(j, dict) and j.get("id") not in seen:
                seen.add(j.get("id"))
                out.append({**j, "departments": j.get("departments") or name})
        for sub in reversed((g.get("departments") or []) + (g.get("children") or [])):
            stack.append((sub, name))
    return out if any("absolute_url" in j for j in out) or not out else None


def _greenhouse(d: Any) -> list[Entity] | None:
    if isinstance(d, dict) and not isinstance(d.get("jobs"), list):
        grouped = _greenhouse_grouped(d)
        if grouped is not None:
            d = {"jobs": grouped}
    if not (isinstance(d, dict) and isinstance(d.get("jobs"), list)):
        return None
    jobs = d["jobs"]
    if jobs and not any(isinstance(j, dict) and ("absolute_url" in j or "internal_job_id" in j) for j in jobs):
        return None
    return [job_entity(_s(j.get("title")), _s(j.get("location")), _s(j.get("absolute_url")),
                       _s(j.get("departments")), _s(j.get("first_published") or ""), "", f"greenhouse:{j.get('id')}",
                       salary=_greenhouse_pay(j))
            for j in jobs if isinstance(j, dict) and j.get("title")]


def _lever(d: Any) -> list[Entity] | None:
    if isinstance(d, list) and d and all(isinstance(g, dict) and isinstance(g.get("postings"), list) for g in d):
        # `?group=team`: [{"title": <team>, "postings": [...]}]
        d = [p for g in d for p in g["postings"]]
    if not (isinstance(d, list) and (not d or (isinstance(d[0], dict) and "text" in d[0] and
                                               ("hostedUrl" in d[0] or "categories" in d[0])))):
        return None
    out = []
    for j in d:
        if not isinstance(j, dict) or not j.get("text"):
            continue
        cat = j.get("categories") or {}
        loc = _s(cat.get("location")) or _s(cat.get("allLocations"))
        if j.get("workplaceType") == "remote" and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        # (the posting's pay: `salaryRange` {currency, interval, min, max} where the company publishes one)
        sr = j.get("salaryRange") if isinstance(j.get("salaryRange"), dict) else {}
        out.append(job_entity(_s(j.get("text")), loc, _s(j.get("hostedUrl")), _s(cat.get("team") or cat.get("department")),
                              "", _s(cat.get("commitment")), f"lever:{j.get('id')}",
                              salary=_pay_range(sr.get("min"), sr.get("max"), sr.get("currency"), sr.get("interval"))))
    return out


def _ashby(d: Any) -> list[Entity] | None:
    if not (isinstance(d, dict) and isinstance(d.get("jobs"), list) and
            (not d["jobs"] or any(isinstance(j, dict) and ("jobUrl" in j or "isListed" in j or "employmentType" in j)
                                  for j in d["jobs"]))):
        return None
    out = []
    for j in d["jobs"]:
        if not isinstance(j, dict) or not j.get("title") or j.get("isListed") is False:
            continue
        loc = _s(j.get("location"))
        if j.get("isRemote") and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        # (`?includeCompensation=true`: the pay summary shown on the posting, salary alone first)
        comp = j.get("compensation") if isinstance(j.get("compensation"), dict) else {}
        pay = _s(comp.get("scrapeableCompensationSalarySummary") or comp.get("compensationTierSummary")
                 or j.get("compensationTierSummary"))
        out.append(job_entity(_s(j.get("title")), loc, _s(j.get("jobUrl")), _s(j.get("department") or j.get("team")),
                              _s(j.get("publishedAt")), _s(j.get("employmentType")), f"ashby:{j.get('id')}", salary=pay))
    return out


def _workable(d: Any) -> list[Entity] | None:
    if not isinstance(d, dict):
        return None
    rows = d.get("jobs") if isinstance(d.get("jobs"), list) else d.get("results")
    if not isinstance(rows, list) or (rows and not any(isinstance(j, dict) and "shortcode" in j for j in rows)):
        return None
    out = []
    for j in rows:
        if not isinstance(j, dict) or not j.get("title"):
            continue
        raw_loc = j.get("location")
        loc_obj: dict[str, Any] = raw_loc if isinstance(raw_loc, dict) else {}
        loc = _join(_s(j.get("city") or loc_obj.get("city")), _s(j.get("country") or loc_obj.get("country")))
        if (j.get("telecommuting") or j.get("remote")) and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        url = _s(j.get("url") or j.get("shortlink") or j.get("application_url"))
        out.append(job_entity(_s(j.get("title")), loc, url, _s(j.get("department")), _s(j.get("published_on") or j.get("published")),
                              _s(j.get("employment_type") or j.get("type")), f"workable:{j.get('shortcode')}"))
    return out


def _recruitee(d: Any) -> list[Entity] | None:
    if not (isinstance(d, dict) and isinstance(d.get("offers"), list)):
        return None
    out = []
    for j in d["offers"]:
        if not isinstance(j, dict) or not j.get("title") or j.get("status") not in (None, "published"):
            continue
        loc = _s(j.get("location")) or _join(_s(j.get("city")), _s(j.get("country")))
        if j.get("remote") and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        # (Recruitee's `hybrid` flag beside `remote` and `on_site`: an office job turned hybrid is a change of the job)
        work = "Hybrid" if j.get("hybrid") is True and not j.get("remote") else ""
        out.append(job_entity(_s(j.get("title")), loc, _s(j.get("careers_url")), _s(j.get("department")),
                              _s(j.get("published_at")), _s(j.get("employment_type_code")), f"recruitee:{j.get('id')}",
                              workplace=work))
    return out


def _bamboohr(d: Any, url: str = "") -> list[Entity] | None:
    """BambooHR's `careers/list` (`result[]` of `jobOpeningName`, a `location` object, `isRemote`); a
    job's page is /careers/<id> on the board's host."""
    if not (isinstance(d, dict) and isinstance(d.get("result"), list) and
            (not d["result"] or any(isinstance(j, dict) and "jobOpeningName" in j for j in d["result"]))):
        return None
    parts = urlsplit(url) if url else None
    base = f"{parts.scheme}://{parts.netloc}" if parts and "bamboohr" in parts.netloc else ""
    out = []
    for j in d["result"]:
        if not isinstance(j, dict) or not j.get("jobOpeningName"):
            continue
        lo = j.get("location") if isinstance(j.get("location"), dict) else {}
        loc = _join(_s(lo.get("city")), _s(lo.get("state")), _s(lo.get("country")))
        if (j.get("isRemote") or str(j.get("locationType")) == "1") and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        out.append(job_entity(_s(j.get("jobOpeningName")), loc, f"{base}/careers/{j.get('id')}" if base and j.get("id") else "",
                              _s(j.get("departmentLabel")), "", _s(j.get("employmentStatusLabel")), f"bamboohr:{j.get('id')}"))
    return out


def _breezy(d: Any) -> list[Entity] | None:
    """Breezy HR's `/json`: a list of positions (`name`, `url`, a `location` object, `type`, `department`)."""
    if not (isinstance(d, list) and (not d or (isinstance(d[0], dict) and "name" in d[0] and "friendly_id" in d[0]))):
        return None
    out = []
    for j in d:
        if not isinstance(j, dict) or not j.get("name"):
            continue
        lo = j.get("location") if isinstance(j.get("location"), dict) else {}
        loc = _s(lo.get("name")) or _join(_s(lo.get("city")), _s(lo.get("country")))
        if lo.get("is_remote") and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        out.append(job_entity(_s(j.get("name")), loc, _s(j.get("url")), _s(j.get("department")), _s(j.get("published_date")),
                              _s(j.get("type")), f"breezy:{j.get('id') or j.get('friendly_id')}"))
    return out


def _pinpoint(d: Any) -> list[Entity] | None:
    """Pinpoint's `postings.json`: `data[]` of postings (`title`, `url`, `location` and `department`
    objects, `employment_type`, `workplace_type`)."""
    if not (isinstance(d, dict) and isinstance(d.get("data"), list) and
            (not d["data"] or any(isinstance(j, dict) and "title" in j and ("workplace_type" in j or "employment_type" in j)
                                  for j in d["data"]))):
        return None
    out = []
    for j in d["data"]:
        if not isinstance(j, dict) or not j.get("title"):
            continue
        loc = _s(j.get("location"))
        wp = _s(j.get("workplace_type")).replace("_", " ")
        out.append(job_entity(_s(j.get("title")), loc, _s(j.get("url")), _s(j.get("department")), "",
                              _s(j.get("employment_type")).replace("_", " "), f"pinpoint:{j.get('id')}",
                              workplace=wp if wp.lower() in ("remote", "hybrid", "onsite", "on site") else ""))
    return out


def _smartrecruiters(d: Any) -> list[Entity] | None:
    if not (isinstance(d, dict) and isinstance(d.get("content"), list) and
            (not d["content"] or any(isinstance(j, dict) and "name" in j and ("ref" in j or "uuid" in j or "releasedDate" in j)
                                     for j in d["content"]))):
        return None
    out = []
    for j in d["content"]:
        if not isinstance(j, dict) or not j.get("name"):
            continue
        loc = j.get("location") or {}
        loc_s = _s(loc.get("fullLocation")) or _join(_s(loc.get("city")), _s(loc.get("country", "")).upper())
        if loc.get("remote") and "remote" not in loc_s.lower():
            loc_s = _join(loc_s, "Remote")
        company = _s((j.get("company") or {}).get("identifier"))
        url = f"https://jobs.smartrecruiters.com/{company}/{j.get('id')}" if company and j.get("id") else ""
        out.append(job_entity(_s(j.get("name")), loc_s, url, _s((j.get("department") or {}).get("label")),
                              _s(j.get("releasedDate")), _s((j.get("typeOfEmployment") or {}).get("label")),
                              f"smartrecruiters:{j.get('id')}"))
    return out


def _teamtailor(d: Any) -> list[Entity] | None:
    if not (isinstance(d, dict) and isinstance(d.get("data"), list) and
            (not d["data"] or any(isinstance(j, dict) and j.get("type") == "jobs" for j in d["data"]))):
        return None
    locations: dict[str, str] = {}
    for inc in d.get("included") or []:
        if isinstance(inc, dict) and inc.get("type") == "locations":
            a = inc.get("attributes") or {}
            locations[str(inc.get("id"))] = _join(_s(a.get("city")), _s(a.get("country"))) or _s(a.get("name"))
    out = []
    for j in d["data"]:
        if not isinstance(j, dict) or j.get("type") != "jobs":
            continue
        a = j.get("attributes") or {}
        if not a.get("title") or a.get("status") not in (None, "open", "published"):
            continue
        rel = ((j.get("relationships") or {}).get("locations") or {}).get("data") or []
        loc = "; ".join(locations.get(str(r.get("id")), "") for r in rel if isinstance(r, dict))
        if a.get("remote-status") in ("fully", "remote") and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        url = _s((j.get("links") or {}).get("careersite-job-url"))
        out.append(job_entity(_s(a.get("title")), loc.strip("; "), url, "", _s(a.get("created-at")), "",
                              f"teamtailor:{j.get('id')}"))
    return out


#: Workday's search API (https://<host>/wday/cxs/<tenant>/<site>/jobs): its postings' pages are https://<host>/<site><externalPath>
_WORKDAY_CXS = re.compile(r"^(https?://[^/]+)/wday/cxs/[^/]+/([^/?#]+)/jobs\b")


def _workday(d: Any, url: str = "") -> list[Entity] | None:
    if not (isinstance(d, dict) and isinstance(d.get("jobPostings"), list)):
        return None
    m = _WORKDAY_CXS.match(url) if url else None
    base = f"{m.group(1)}/{m.group(2)}" if m else ""
    out = []
    for j in d["jobPostings"]:
        if not isinstance(j, dict) or not j.get("title"):
            continue
        ref = _s((j.get("bulletFields") or [""])[0]) if j.get("bulletFields") else ""
        path = _s(j.get("externalPath"))
        # postedOn ("Posted 3 Days Ago") is relative: volatile, never part of the job
        out.append(job_entity(_s(j.get("title")), _s(j.get("locationsText")), base + path if base and path.startswith("/") else path, "", "", "",
                              f"workday:{ref or path}"))
    return out


def _personio(body: bytes, url: str = "") -> list[Entity] | None:
    root = parse_xml(body)
    # a posting's page is https://<company>.jobs.personio.de/job/<id> (the feed gives only the id)
    host = urlsplit(url).netloc.lower() if url else ""
    job_base = f"https://{host}/job/" if "personio" in host else ""
    if not root.tag.lower().endswith("workzag-jobs"):
        return None
    out = []
    for pos in root:
        if not pos.tag.lower().endswith("position"):
            continue

        def f(name: str, pos: Any = pos) -> str:
            el = pos.find(name)
            return clean(el.text or "") if el is not None and el.text else ""

        offices = [f("office")] + [clean(o.text or "") for o in pos.findall("additionalOffices/office") if o.text]
        ident = f("id")
        out.append(job_entity(f("name"), "; ".join(dict.fromkeys(o for o in offices if o)),
                              job_base + ident if job_base and ident.isdigit() else "", f("department"),
                              f("createdAt"), f("schedule") or f("employmentType"), f"personio:{ident}"))
    return out


def _xml_job_feed(body: bytes) -> list[Entity] | None:
    """The XML job feed ATSs publish for job aggregators (Indeed's format, also read by Glassdoor, ZipRecruiter,
    Adzuna …): a `<source>` (or `<jobs>`) root holding `<job>` elements with `title`, `referencenumber`, `url`,
    `city` / `state` / `country`, `jobtype`, `category`."""
    root = parse_xml(body)
    if root.tag.lower().rsplit("}", 1)[-1] not in ("source", "jobs"):
        return None
    out = []
    for job in root.iter():
        if job.tag.lower().rsplit("}", 1)[-1] != "job":
            continue

        def f(*names: str, job: Any = job) -> str:
            for name in names:
                el = job.find(name)
                if el is not None and el.text and el.text.strip():
                    return clean(el.text)
            return ""

        title = f("title")
        if not title:
            continue
        ref = f("referencenumber", "reference", "id", "requisitionid")
        url_ = f("url", "link")
        loc = _join(f("city"), f("state"), f("country")) or f("location")
        if f("remotetype", "remote").lower() in ("true", "yes", "remote", "fully remote") and "remote" not in loc.lower():
            loc = _join(loc, "Remote")
        out.append(job_entity(title, loc, url_, f("category", "department"), f("date"), f("jobtype"),
                              f"xmlfeed:{ref}" if ref else ""))
        if len(out) >= 5000:
            break
    return out if out or root.find("job") is None else None


#: an RSS / Atom / RDF root element near the start of an XML body
_FEED_ROOT = re.compile(rb"<(?:rss|feed|rdf:RDF)[\s>]")
#: an item's own fields (feedparser's names, a namespace prefix joined with "_": tt:city → tt_city)
_FEED_LOCATION = re.compile(r"(?:^|_)(?:locations?|city|country|region|office)$")
_FEED_DEPARTMENT = re.compile(r"(?:^|_)(?:department|team|category_name)$")


def _feed_jobs(body: bytes, url: str, board: str) -> list[Entity]:
    """Jobs from an RSS/Atom job feed: each item is an opening (its title, link, guid and date), with
    its location and department from the item's own fields where the board writes them
    (<tt:city>, <location>, <department>)."""
    parsed = feedparser.parse(io.BytesIO(body), sanitize_html=False, resolve_relative_uris=False)
    entries = parsed.get("entries") or []
    if not entries and not parsed.get("version"):
        raise ParseFailure("PARSING" if parsed.get("bozo") else "SCHEMA", "no readable RSS/Atom job feed in the body")
    out = []
    for e in entries[:5000]:
        title = clean(str(e.get("title") or ""))
        if not title:
            continue
        link = str(e.get("link") or "")
        guid = str(e.get("id") or "") or link
        places: list[str] = []
        department = ""
        for k, v in e.items():
            if not isinstance(v, str) or not v.strip() or len(v) > 200:
                continue
            if _FEED_LOCATION.search(k):
                places.append(clean(v))
            elif not department and _FEED_DEPARTMENT.search(k):
                department = clean(v)
        when = _iso(e.get("published_parsed") or e.get("updated_parsed"))
        out.append(job_entity(title, ", ".join(dict.fromkeys(p for p in places if p)), link, department, when, "",
                              f"{board}:{guid}" if guid else ""))
    return out


#: board name → (URL host pattern, payload parser)
_BOARDS: list[tuple[str, str, Callable[[Any], list[Entity] | None]]] = [
    ("greenhouse", r"greenhouse\.io", _greenhouse),
    ("lever", r"lever\.co", _lever),
    ("ashby", r"ashbyhq\.com", _ashby),
    ("workable", r"workable\.com", _workable),
    ("recruitee", r"recruitee\.com", _recruitee),
    ("smartrecruiters", r"smartrecruiters\.com", _smartrecruiters),
    ("teamtailor", r"teamtailor\.com", _teamtailor),
    ("workday", r"myworkdayjobs\.com|myworkdaysite\.com|workday\.com", _workday),
    ("bamboohr", r"bamboohr\.com", _bamboohr),
    ("breezy", r"breezy\.hr", _breezy),
    ("pinpoint", r"pinpointhq\.com", _pinpoint),
]


def _object_lists(doc: Any, limit: int = 10_000) -> Iterator[list[dict[str, Any]]]:
    """Every list of objects in a JSON document (its other items left out), depth first, `limit` nodes at most."""
    stack: list[Any] = [doc]
    seen = 0
    while stack and seen < limit:
        x = stack.pop()
        seen += 1
        if isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list):
            objs = [i for i in x if isinstance(i, dict)]
            if objs:
                yield objs
            stack.extend(objs)


def _generic_jobs(d: Any) -> list[Entity] | None:
    """Unknown board: the largest list of objects that carry a title-like field."""
    best: list[dict[str, Any]] = []
    for objs in _object_lists(d):
        if len(objs) > len(best) and any(("title" in o or "name" in o or "text" in o) for o in objs):
            best = objs
    if not best:
        return None
    out = []
    for j in best:
        title = _s(j.get("title") or j.get("name") or j.get("text"))
        if title:
            out.append(job_entity(title, _s(j.get("location") or j.get("locations") or j.get("city")),
                                  _s(j.get("url") or j.get("absolute_url") or j.get("link")), _s(j.get("department")),
                                  "", "", f"job:{j.get('id')}" if j.get("id") is not None else ""))
    return out


def board_for(url: str) -> str:
    host = urlsplit(url).netloc.lower() if url else ""
    if "personio" in host:
        return "personio"
    for name, pat, _ in _BOARDS:
        if re.search(pat, host):
            return name
    return ""


def normalize_ats(body: bytes, url: str = "") -> Structured:
    """Jobs from a job-board API body. SCHEMA when no job list can be found."""
    board = board_for(url)
    stripped = body.lstrip()[:200]
    jobs: list[Entity] | None = None
    paged = False
    if board != "personio" and stripped.startswith(b"<") and _FEED_ROOT.search(body[:2048]) is not None:
        # a board's RSS/Atom job feed (Teamtailor's /jobs.rss, on its host or the company's own)
        jobs = _feed_jobs(body, url, board or "feed")
        board = board or "feed"
    elif board == "personio" or stripped.startswith(b"<"):
        jobs = _personio(body, url)
        if jobs is None and board != "personio":
            jobs = _xml_job_feed(body)
            board = board or "xmlfeed"
        if jobs is None:
            raise ParseFailure("SCHEMA", "XML body is neither a Personio job feed (<workzag-jobs>), an aggregator job feed "
                                         "(<source><job>) nor an RSS/Atom job feed")
        board = board or "personio"
    else:
        data = load_json(body)
        parsers = [p for n, _, p in _BOARDS if n == board] or [p for _, _, p in _BOARDS]
        for parse in parsers:
            jobs = parse(data, url) if parse is _bamboohr or parse is _workday else parse(data)
            if jobs is not None:
                board = board or parse.__name__.strip("_")
                break
        if jobs is None:
            jobs = _generic_jobs(data)
            board = board or "generic"
        if jobs is None:
            raise ParseFailure("SCHEMA", "no job list in the job-board response")
        paged = _paged(data, len(jobs))
    jobs = unique_keys(jobs)
    blocks = [Block("job", " | ".join(x for x in (j.data.get("title", ""), j.data.get("location", ""),
                                                    j.data.get("department", "")) if x),
                    neutralize(j.data.get("title", "") + " | " + j.data.get("location", "")), MAIN) for j in jobs]
    out = Structured(blocks=blocks, confidence=0.95)
    out.entities["job"] = EntitySet("job", jobs, 0.95, "api", board)
    if paged:
        out.notes.append("jobs:paginated")  # page 1 of a longer list: a posting pushed off its end is on the next page
    return out


#: where a job-board response says how many jobs match in all (SmartRecruiters' totalFound, Workday's total,
#: JSON:API's meta.record-count) and where it links its next page
_TOTAL_KEYS = ("totalFound", "total", "totalCount", "total_count", "count", "record-count", "totalResults")
_NEXT_KEYS = ("next", "nextPage", "next_page", "nextPageToken")


def _paged(data: Any, listed: int) -> bool:
    """Whether a job-board response is one page of a longer list: a total beyond the jobs it lists, or a link to
    its next page (top level, or under meta / paging / pagination / links)."""
    if not isinstance(data, dict):
        return False
    for box in [data] + [data[k] for k in ("meta", "paging", "pagination", "links") if isinstance(data.get(k), dict)]:
        for k in _TOTAL_KEYS:
            v = box.get(k)
            if isinstance(v, int) and not isinstance(v, bool) and v > listed:
                return True
        if any(isinstance(box.get(k), str) and box[k] for k in _NEXT_KEYS):
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Statuspage

def _as_statuspage(d: Any) -> Any:
    """Other hosted status pages' JSON in Statuspage's shape (components, incidents, page status):
    status.io (`result.status[]` with containers, `result.status_overall`), Better Stack (JSON:API
    `status_page_resource` / `status_report` in `included`), incident.io's widget (`ongoing_incidents`,
    maintenances) and Cachet's API (`data[]` with `status_name`, or `human_status` for incidents).
    Cloud vendors' own feeds too: Google Cloud's incidents.json (a list of incidents with `external_desc`), Slack's
    status API (`active_incidents`), AWS Health's public events (`summary`, `event_log`), Heroku's current-status (`status[]` of systems green / yellow / red).
    Anything else comes back as it was."""
    if d == []:
        # (a status feed that lists its incidents as an array — Google Cloud's, AWS Health's — on a quiet day)
        return {"incidents": []}
    if isinstance(d, list) and d and all(isinstance(x, dict) and "external_desc" in x for x in d):
        return {"incidents": [_gcp_incident(x) for x in d]}
    if isinstance(d, list) and d and all(isinstance(x, dict) and "event_log" in x and "summary" in x for x in d):
        return {"incidents": [_aws_event(x) for x in d]}
    if not isinstance(d, dict):
        return d
    if isinstance(d.get("active_incidents"), list) and isinstance(d.get("status"), str):
        # (Slack: only the open incidents are listed; one leaving the list was resolved)
        return {"activeIncidents": [
            {"id": i.get("id"), "name": i.get("title"), "status": i.get("status"),
             "impact": "major" if _s(i.get("type")).lower() == "outage" else "", "started_at": i.get("date_created"),
             "incident_updates": [{"body": n.get("body")} for n in i.get("notes") or [] if isinstance(n, dict)]}
            for i in d["active_incidents"] if isinstance(i, dict)]}
    if isinstance(d.get("status"), list) and d["status"] and all(isinstance(x, dict) and "system" in x for x in d["status"]):
        # (Heroku: systems by colour; the incidents listed are the open ones)
        return {"components": [{"id": x.get("system"), "name": x.get("system"),
                                "status": _COLOUR_STATUS.get(_s(x.get("status")).lower(), _s(x.get("status")))}
                               for x in d["status"] if x.get("system")],
                "activeIncidents": [_heroku_incident(i) for i in (d.get("incidents") or []) + (d.get("scheduled") or [])
                                    if isinstance(i, dict)]}
    r = d.get("result")
    if isinstance(r, dict) and isinstance(r.get("status"), list) and ("status_overall" in r or "incidents" in r):
        comps: list[dict[str, Any]] = []
        for s in r["status"]:
            if not isinstance(s, dict) or not s.get("name"):
                continue
            comps.append({"id": s.get("id"), "name": s.get("name"), "status": s.get("status")})
            for c in s.get("containers") or []:
                if isinstance(c, dict) and c.get("name"):
                    comps.append({"id": f"{s.get('id')}/{c.get('id')}", "name": f"{_s(s.get('name'))} ({_s(c.get('name'))})",
                                  "status": c.get("status")})
        maint = r.get("maintenance") if isinstance(r.get("maintenance"), dict) else {}
        inc = [dict(i, id=i.get("_id") or i.get("id")) for i in r.get("incidents") or [] if isinstance(i, dict)]
        over = r.get("status_overall") if isinstance(r.get("status_overall"), dict) else {}
        return {"components": comps, "incidents": inc,
                "scheduled_maintenances": [m for m in (maint.get("active") or []) + (maint.get("upcoming") or []) if isinstance(m, dict)],
                **({"status": {"indicator": _s(over.get("status_code")), "description": _s(over.get("status"))}} if over else {})}
    data = d.get("data")
    if isinstance(data, dict) and data.get("type") == "status_page" and isinstance(d.get("included"), list):
        comps, inc = [], []
        for x in d["included"]:
            a = x.get("attributes") if isinstance(x, dict) else None
            if not isinstance(a, dict):
                continue
            if x.get("type") == "status_page_resource":
                comps.append({"id": x.get("id"), "name": a.get("public_name") or a.get("name"), "status": a.get("status")})
            elif x.get("type") == "status_report":
                inc.append({"id": x.get("id"), "name": a.get("title"), "status": a.get("aggregate_state") or a.get("status"),
                            "started_at": a.get("starts_at")})
        attrs = data.get("attributes") if isinstance(data.get("attributes"), dict) else {}
        return {"components": comps, "incidents": inc,
                "status": {"indicator": _s(attrs.get("aggregate_state")), "description": _status_words(_s(attrs.get("aggregate_state")))}}
    if any(isinstance(d.get(k), list) for k in ("ongoing_incidents", "in_progress_maintenances")):
        def one(i: dict[str, Any]) -> dict[str, Any]:
            return {"id": i.get("id"), "name": i.get("name"), "status": i.get("status"), "impact": i.get("current_worst_impact"),
                    "started_at": i.get("started_at") or i.get("starts_at")}
        return {"activeIncidents": [one(i) for i in d.get("ongoing_incidents") or [] if isinstance(i, dict)],
                "activeMaintenances": [one(i) for i in (d.get("in_progress_maintenances") or []) + (d.get("scheduled_maintenances") or [])
                                       if isinstance(i, dict)]}
    psp = d.get("psp")
    if isinstance(psp, dict) and isinstance(psp.get("monitors"), list):
        # UptimeRobot's public status page API: monitors with a statusClass (success, warning, danger, black = paused)
        words = {"success": "operational", "warning": "degraded performance", "danger": "major outage", "black": "paused"}
        return {"components": [{"id": m.get("monitorId"), "name": m.get("name"),
                                "status": words.get(_s(m.get("statusClass")).lower(), _s(m.get("statusClass")))}
                               for m in psp["monitors"] if isinstance(m, dict) and m.get("name")]}
    if isinstance(data, list) and data and all(isinstance(x, dict) for x in data):
        if all("status_name" in x and "name" in x for x in data):
            return {"components": [{"id": x.get("id"), "name": x.get("name"), "status": x.get("status_name")}
                                   for x in data if x.get("enabled", True) is not False]}
        if all("human_status" in x and "name" in x for x in data):
            return {"incidents": [{"id": x.get("id"), "name": x.get("name"), "status": x.get("human_status"),
                                   "started_at": x.get("occurred_at") or x.get("created_at")} for x in data]}
    return d


#: a status told by colour (Heroku's systems and incidents)
_COLOUR_STATUS = {"green": "operational", "yellow": "degraded performance", "orange": "partial outage",
                  "red": "major outage", "blue": "under maintenance"}


def _gcp_incident(x: dict[str, Any]) -> dict[str, Any]:
    """A Google Cloud incident in Statuspage's shape: resolved once it has an `end`, else its latest update's status
    (SERVICE_DISRUPTION …); the updates' texts, newest first."""
    last = x.get("most_recent_update") if isinstance(x.get("most_recent_update"), dict) else {}
    ups = [u for u in x.get("updates") or [] if isinstance(u, dict)]
    outage = _s(x.get("status_impact")).upper() == "SERVICE_OUTAGE" or _s(x.get("severity")).lower() == "high"
    return {"id": x.get("id") or x.get("number"), "name": x.get("external_desc"),
            "status": "resolved" if x.get("end") else _status_words(_s(last.get("status"))).lower(),
            "impact": "major" if outage else "minor", "started_at": x.get("begin") or x.get("created"),
            "incident_updates": [{"body": u.get("text")} for u in ups]}


#: AWS Health's event status codes
_AWS_CODES = {"0": ("resolved", ""), "1": ("informational", "minor"), "2": ("degraded performance", "minor"),
              "3": ("service disruption", "major")}


def _aws_event(x: dict[str, Any]) -> dict[str, Any]:
    """An AWS Health event (one service in one region): "[RESOLVED] …" or status 0 once over; its log, newest first."""
    summary = _s(x.get("summary"))
    status, impact = _AWS_CODES.get(_s(x.get("status")), (_s(x.get("status")), ""))
    if _RESOLVED_TAG.search(summary):
        summary, status = _RESOLVED_TAG.sub("", summary).strip(), "resolved"
    where = ", ".join(p for p in (_s(x.get("service_name")), _s(x.get("region_name"))) if p)
    log = [u for u in x.get("event_log") or [] if isinstance(u, dict)]
    return {"id": f"{_s(x.get('service'))}:{_s(x.get('date'))}", "name": f"{summary} ({where})" if where else summary,
            "status": status, "impact": impact, "started_at": _s(x.get("date")),
            "incident_updates": [{"body": u.get("message")} for u in log[::-1]]}


def _heroku_incident(i: dict[str, Any]) -> dict[str, Any]:
    ups = [u for u in i.get("updates") or [] if isinstance(u, dict)]
    colour = _s(i.get("status_prod")).lower()
    return {"id": i.get("id"), "name": i.get("title"),
            "status": "resolved" if i.get("resolved") else _s(ups[0].get("update_type")) if ups else _s(i.get("state")),
            "impact": {"red": "major", "yellow": "minor", "blue": "maintenance"}.get(colour, ""),
            "started_at": i.get("created_at"), "incident_updates": [{"body": u.get("contents")} for u in ups]}


def _incident_updates(i: dict[str, Any]) -> list[str] | None:
    """The texts posted under a Statuspage incident (`incident_updates`, newest first) and its postmortem once
    published: an update posted with its status unchanged ("still investigating, next update in 30 minutes"), or a
    postmortem, is news of the incident. None when the API lists none."""
    ups = i.get("incident_updates")
    texts = [_s(u.get("body")) for u in ups if isinstance(u, dict)] if isinstance(ups, list) else []
    if i.get("postmortem_body") and i.get("postmortem_published_at"):
        texts.insert(0, "Postmortem: " + _s(i["postmortem_body"]))
    return texts or None


def normalize_status_json(body: bytes) -> Structured:
    """Statuspage `summary.json` (unresolved incidents, components, page status) and
    `incidents.json` (recent incidents, resolved ones included)."""
    d = _as_statuspage(load_json(body))
    if not isinstance(d, dict) or not any(k in d for k in ("components", "incidents", "status", "scheduled_maintenances",
                                                          "activeIncidents", "activeMaintenances")):
        raise ParseFailure("SCHEMA", "not a status summary (no components, incidents or status)")
    comps: list[Entity] = []
    for c in d.get("components") or []:
        if not isinstance(c, dict) or not c.get("name") or c.get("group"):
            continue
        comps.append(component_entity(_s(c.get("name")), _status_words(_s(c.get("status"))), f"component:{c.get('id') or c.get('name')}"))
    incidents: list[Entity] = []
    # (Instatus: activeIncidents / activeMaintenances, statuses and impacts in capitals: MAJOROUTAGE)
    for key, impact_default in (("incidents", ""), ("scheduled_maintenances", "maintenance"), ("activeIncidents", ""),
                                ("activeMaintenances", "maintenance")):
        for i in d.get(key) or []:
            if not isinstance(i, dict) or not i.get("name"):
                continue
            impact = _status_words(_s(i.get("impact"))) or impact_default
            # (a scheduled maintenance's window, Statuspage's scheduled_for → scheduled_until: moved, it is news)
            window = " → ".join(x for x in (_s(i.get("scheduled_for")), _s(i.get("scheduled_until"))) if x)
            incidents.append(incident_entity(_s(i.get("name")), _status_words(_s(i.get("status"))), impact,
                                             f"incident:{i.get('id') or i.get('name')}",
                                             _s(i.get("started_at") or i.get("created_at") or i.get("scheduled_for")
                                                or i.get("started") or i.get("start")), _incident_updates(i), window))
    fields: dict[str, Any] = {}
    st = d.get("status")
    if isinstance(st, dict):
        fields["status.indicator"] = _s(st.get("indicator"))
        fields["status.description"] = _s(st.get("description"))
    page = d.get("page") if isinstance(d.get("page"), dict) else {}
    title = _s(page.get("name")) if page else ""
    if not fields and page and isinstance(page.get("status"), str):
        fields["status.description"] = _status_words(_s(page["status"]))
    blocks: list[Block] = []
    if fields:
        t = f"Status: {fields.get('status.description') or fields.get('status.indicator')}"
        blocks.append(Block("status", t, neutralize(t), MAIN))
    for c in comps:
        t = f"{c.data['name']}: {c.data['status']}"
        blocks.append(Block("component", t, neutralize(t), MAIN))
    for i in incidents:
        t = f"Incident: {i.data['name']} ({i.data.get('status', '')}, {i.data.get('impact', '')})"
        blocks.append(Block("incident", t, neutralize(t), MAIN))
    out = Structured(blocks=blocks, fields=fields, title=title, confidence=0.95)
    out.entities["incident"] = EntitySet("incident", unique_keys(incidents), 0.95, "api", "statuspage")
    if comps:
        out.entities["component"] = EntitySet("component", unique_keys(comps), 0.95, "api", "statuspage")
    # summary.json lists unresolved incidents only: one that leaves the list was resolved
    out.notes.append("incidents:unresolved-only" if ("components" in d or "activeIncidents" in d or "activeMaintenances" in d)
                     else "incidents:all")
    return out




#: a status feed item's title opening with the incident's state: Azure's "Active - …" / "Mitigated - …", AWS' "Service
#: disruption: …", "Informational message: …", "Service is operating normally: [RESOLVED] …"
_FEED_TITLE_STATE = re.compile(
    rf"^\s*(?P<s>active|(?:{INCIDENT_STATUS.pattern}))\s*[-–—:]\s+"
    r"|^\s*(?P<aws>service is operating normally|informational message|performance issues|service disruption"
    r"|service impact)\s*:\s*", re.I)
_AWS_STATE = {"service is operating normally": ("resolved", ""), "informational message": ("informational", "minor"),
              "performance issues": ("degraded performance", "minor"), "service disruption": ("disruption", "major"),
              "service impact": ("disruption", "major")}
_RESOLVED_TAG = re.compile(r"\[\s*resolved\s*\]\s*", re.I)
#: an update within a status feed item's text: "Identified - The cause …" (Statuspage's history feeds, newest first)
_FEED_UPDATE = re.compile(rf"(?:^|(?<=\s))(?:{INCIDENT_STATUS.pattern})\s*[-–—:]\s", re.I)


def incidents_from_feed(items: EntitySet) -> EntitySet:
    """A status page's feed (Statuspage's history.rss / .atom, AWS' and Azure's status RSS) read as its incidents: an
    item is one incident (known by its guid), its state from the title's opening ("Mitigated - …", "[RESOLVED]") or its
    text's newest update ("Identified - …"), its updates the text's parts. A new item is an incident opened (or a
    resolution posted), an item whose state moved an incident updated — not "a post published" or "a post edited"."""
    out: list[Entity] = []
    for e in items.items:
        title = _s(e.data.get("title"))
        text = _s(e.data.get("text"))
        status, impact = "", ""
        m = _FEED_TITLE_STATE.match(title)
        name = title
        if m:
            name = title[m.end():]
            if m.group("aws"):
                status, impact = _AWS_STATE[m.group("aws").lower()]
            else:
                status = m.group("s").lower()
        if _RESOLVED_TAG.search(name):
            name, status = _RESOLVED_TAG.sub("", name).strip(), "resolved"
        cuts = [m.start() for m in _FEED_UPDATE.finditer(text)] if text else []
        ups = [u for u in (text[a:b].strip() for a, b in zip([0] + cuts, cuts + [len(text)])) if u]
        if not status:
            first = INCIDENT_STATUS.search(text[:200])
            status = first.group(0).lower() if first else ""
        published = _s(e.data.get("published_at"))
        key = e.key
        if key.startswith(("http://", "https://")) and published:
            # (AWS' items all link the one dashboard, told apart by a fragment the feed reader keeps only while two
            # share the link: an incident is known by the link and the time it was posted, the same in every fetch)
            key = f"{key.partition('#')[0]}@{published}"
        ent = incident_entity(name or title, status, impact, key, published, ups or None)
        out.append(ent)
    return EntitySet("incident", out, items.confidence, "feed", items.method)


# --------------------------------------------------------------------------------------------- app shells with state

def preload_state(src: str | bytes, name: str = "preloadData") -> dict[str, Any] | None:
    """The object an app shell assigns to `window.<name>` (Uptime Kuma's status page, `window.preloadData`: its
    config, pinned incident, monitor groups and maintenance; Ashby's job board, `window.__appData`: its teams and
    postings; with nothing of it in the markup), or None."""
    text = src.decode("utf-8", "replace") if isinstance(src, bytes) else src
    m = re.compile(rf"window\.{re.escape(name)}\s*=\s*").search(text, max(0, text.find(f"window.{name}")))
    if m is None:
        return None
    try:
        value, _end = json.JSONDecoder().raw_decode(text, m.end())
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


#: Uptime Kuma's incident styles → impact
_KUMA_STYLE = {"danger": "major", "warning": "minor", "info": "none", "primary": "none", "light": "none", "dark": "none"}


def status_from_state(state: dict[str, Any]) -> list[EntitySet]:
    """Incidents and components of an Uptime Kuma status page's preloaded state: the pinned incident, the
    maintenance windows (incidents of impact "maintenance") and the monitors of its groups (components; their
    up/down state comes from another endpoint, so a monitor's status is not known here)."""
    if not isinstance(state.get("publicGroupList"), list):
        return []
    incidents: list[Entity] = []
    inc = state.get("incident")
    if isinstance(inc, dict) and _s(inc.get("title")):
        incidents.append(incident_entity(_s(inc.get("title")), "", _KUMA_STYLE.get(_s(inc.get("style")).lower(), ""),
                                         f"incident:kuma:{_s(inc.get('id'))}" if inc.get("id") is not None else "",
                                         started_at=_s(inc.get("createdDate")), updates=[_s(inc.get("content"))[:300]]))
    for mt in state.get("maintenanceList") or []:
        if isinstance(mt, dict) and _s(mt.get("title")):
            incidents.append(incident_entity(_s(mt.get("title")), _status_words(_s(mt.get("status"))).title(), "maintenance",
                                             f"maintenance:kuma:{_s(mt.get('id'))}" if mt.get("id") is not None else ""))
    components = [component_entity(_s(m.get("name")), "", f"monitor:{_s(m.get('id'))}")
                  for g in state["publicGroupList"] if isinstance(g, dict)
                  for m in (g.get("monitorList") or []) if isinstance(m, dict) and _s(m.get("name"))]
    out = [EntitySet("incident", unique_keys(incidents), 0.8, "state", "kuma")]
    if components:
        out.append(EntitySet("component", unique_keys(components), 0.8, "state", "kuma"))
    return out


def jobs_from_app_data(state: dict[str, Any], url: str) -> EntitySet | None:
    """The postings of an Ashby job board's `window.__appData` (jobs.ashbyhq.com serves the board as an app shell:
    without a browser its list is drawn from this object, not from markup), or None when it holds no board. A
    posting's page is the board's URL and its id; its team is named by the board's team list."""
    board = state.get("jobBoard")
    if not isinstance(board, dict) or not isinstance(board.get("jobPostings"), list):
        return None
    teams = {t.get("id"): _s(t.get("name")) for t in board.get("teams") or [] if isinstance(t, dict)}
    base = url.split("?", 1)[0].rstrip("/")
    out = []
    for j in board["jobPostings"]:
        if not isinstance(j, dict) or not j.get("title") or j.get("isListed") is False:
            continue
        loc = _s(j.get("locationName"))
        out.append(job_entity(_s(j.get("title")), loc, f"{base}/{_s(j.get('id'))}" if base and j.get("id") else "",
                              teams.get(j.get("teamId"), ""), _s(j.get("publishedDate")), _s(j.get("employmentType")),
                              f"ashby:{j.get('id')}", _s(j.get("workplaceType")),
                              _s(j.get("compensationTierSummary"))))
    return EntitySet("job", unique_keys(out), 0.9, "state", "ashby")


#: keys naming when a post was published, and where it is
_POST_DATE_KEYS = ("date", "publishedAt", "published_at", "datePublished", "date_published", "pubDate", "publishDate",
                   "createdAt", "created_at", "firstPublishedAt")
_POST_LINK_KEYS = ("url", "permalink", "href", "link", "path", "slug", "uri")


def _largest_list(state: Any, keep: Callable[[dict[str, Any]], bool]) -> list[dict[str, Any]]:
    """The largest list of objects in `state` of which most pass `keep` (each carrying a title)."""
    best: list[dict[str, Any]] = []
    for objs in _object_lists(state):
        if len(objs) > len(best) \
                and all(_s(o.get("title") or o.get("name") or o.get("text") or o.get("headline")) for o in objs) \
                and 2 * sum(1 for o in objs if keep(o)) > len(objs):
            best = objs
    return best


def posts_from_state(state: Any, url: str) -> EntitySet | None:
    """The posts in a framework's embedded props of a blog index drawn in the browser (the list of objects each with a
    title, a publication date and a link or slug), or None. A slug is the page's path and the slug."""
    best = _largest_list(state, lambda o: any(o.get(k) for k in _POST_DATE_KEYS)
                         and any(o.get(k) for k in _POST_LINK_KEYS))
    if not best:
        return None
    base = url.split("?", 1)[0].split("#", 1)[0].rstrip("/")
    origin = "/".join(base.split("/")[:3]) if base else ""
    out = []
    for o in best:
        title = _s(o.get("title") or o.get("headline") or o.get("name") or o.get("text"))
        link = next((_s(o[k]) for k in _POST_LINK_KEYS if o.get(k) and isinstance(o[k], str)), "")
        if link and not link.startswith(("http://", "https://")):
            link = origin + link if link.startswith("/") else f"{base}/{link}" if base else ""
        date = next((_s(o[k]) for k in _POST_DATE_KEYS if o.get(k) and isinstance(o[k], str)), "")
        if title:
            out.append(item_entity(title, link, date))
    return EntitySet("news_item", unique_keys(out), 0.8, "state", "framework") if out else None


#: what an app's props call its list of postings (a list under another name — offices, perks, the menu — is none, however
#: much it looks like one: offices have a name and a city too)
_JOB_LIST_KEY = re.compile(r"(?:^|_)(?:jobs?|job_?postings?|postings?|positions?|openings?|open_?roles?|roles|vacanc(?:y|ies)|"
                           r"requisitions?|careers?|stellen(?:angebote)?|offres|ofertas|vacatures|jobs_?list)$", re.I)


def _named_lists(state: Any, named: re.Pattern[str]) -> list[list[Any]]:
    """The lists in `state` held under a key `named` matches (camelCase keys read as snake_case)."""
    out: list[list[Any]] = []
    stack: list[Any] = [state]
    seen = 0
    while stack and seen < 10_000:
        x = stack.pop()
        seen += 1
        if isinstance(x, dict):
            for k, v in x.items():
                if isinstance(v, list) and isinstance(k, str) and named.search(re.sub(r"(?<=[a-z])(?=[A-Z])", "_", k)):
                    out.append(v)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(i for i in x if isinstance(i, (dict, list)))
    return out


def jobs_from_state(state: Any, url: str) -> EntitySet | None:
    """The postings in a framework's embedded props (Next.js' `__NEXT_DATA__`, Remix's loader data) of a page that
    draws its list in the browser, or None. The list is the largest one under a name for postings (`jobs`,
    `jobPostings`, `openings`) of objects each carrying a title — or an empty one, when no such list holds any: the
    board is empty (a hiring freeze drawn in the browser)."""
    lists = [x for x in _named_lists(state, _JOB_LIST_KEY)
             if all(isinstance(o, dict) and _s(o.get("title") or o.get("name") or o.get("text")) for o in x)]
    if not lists:
        return None
    best = max(lists, key=len)
    jobs = _generic_jobs({"jobs": best}) if best else []
    if jobs is None:
        return None
    base = url.split("?", 1)[0].rstrip("/")
    for j, o in zip(jobs, best):
        if not j.data.get("url") and base and o.get("id") is not None:
            j.data["url"] = f"{base}/{_s(o.get('id'))}"
    return EntitySet("job", unique_keys(jobs), 0.8, "state", "framework")


#: what an app's props call its plans, and where a plan's price and period are
_PLAN_LIST_KEY = re.compile(r"(?:^|_)(?:plans?|tiers?|pricing_?plans?|pricing_?tiers?|packages|editions|subscriptions)$",
                            re.I)
_PERIODS = {"month": "month", "monthly": "month", "mo": "month", "year": "year", "yearly": "year", "annual": "year",
            "annually": "year", "yr": "year", "week": "week", "day": "day"}


def _state_price(o: dict[str, Any]) -> tuple[str, str]:
    """A plan object's price as shown ("$79", "79 EUR") and its period ("month"), or ("", "")."""
    p = o.get("price", o.get("monthlyPrice", o.get("amount")))
    cur, per = _s(o.get("currency")), _s(o.get("interval") or o.get("period") or o.get("billingPeriod"))
    if isinstance(p, dict):
        cur = _s(p.get("currency")) or cur
        per = _s(p.get("interval") or p.get("period")) or per
        if p.get("unit_amount") is not None or p.get("amount_cents") is not None:  # (Stripe-style: minor units)
            cents = p.get("unit_amount", p.get("amount_cents"))
            p = cents / 100 if isinstance(cents, (int, float)) and not isinstance(cents, bool) else None
        else:
            p = p.get("amount", p.get("value"))
    period = _PERIODS.get(per.lower().lstrip("/"), "")
    if isinstance(p, str) and price_tokens(p):
        return price_tokens(p)[0], period
    if isinstance(p, (int, float)) and not isinstance(p, bool) and len(cur) == 3 and cur.isalpha():
        return f"{p:g} {cur.upper()}", period
    return "", period


def plans_from_state(state: Any) -> EntitySet | None:
    """The plans in a framework's embedded props of a pricing page drawn in the browser (a list under a name for plans
    or tiers, of objects each with a name and a price: a string as shown, or an amount with its currency code), or
    None."""
    for plans in sorted(_named_lists(state, _PLAN_LIST_KEY), key=len, reverse=True):
        out = []
        for o in plans:
            if not isinstance(o, dict) or not _s(o.get("name") or o.get("title")):
                break
            price, period = _state_price(o)
            if not price:
                break
            feats = [_s(f) for f in o.get("features") or [] if _s(f)] if isinstance(o.get("features"), list) else []
            out.append(plan_entity(_s(o.get("name") or o.get("title")), [price], period, feats))
        else:
            if out:
                return EntitySet("pricing_plan", unique_keys(out), 0.8, "state", "framework")
    return None

