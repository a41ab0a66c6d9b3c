"""A nineteenth red-team round of `changewire diff --json` (diff_files): careers and job-board pages as the ATS vendors
really render them in HTML (round 17 did their JSON APIs). Each board is generated here whole by one builder per vendor
(no fixture files), in the vendor's own markup, around eight openings (a Berlin/London/Munich/Dublin/… startup) or 120:
- Greenhouse's classic board (boards.greenhouse.io: `section.level-0` per department, `div.opening` rows) and its React
  board (job-boards.greenhouse.io: a table per department, `window.__remixContext` with `updated_at` re-stamped);
- Lever (jobs.lever.co: `.postings-group` under team headers, `.posting` with location, team, commitment, workplace);
- Ashby (jobs.ashbyhq.com) twice: drawn as a browser renders it, and as served — an empty `#root` and the board only in
  `window.__appData` (teams, postings, `updatedAt`, `renderedAt` per render);
- Workable (apply.workable.com, `li[data-ui=job]`, "Posted N days ago"), Personio (German: `a.job-box-link`,
  "Festanstellung, Vollzeit · Berlin"), Recruitee (`/o/<slug>` made once, at posting), Teamtailor (`/jobs/<id>-<slug>`),
  SmartRecruiters (`/Quillstack/<id>-<slug>`), BambooHR's widget embedded in a company careers page, Workday as a
  headless fetch renders its CXS shell (`data-automation-id` rows, "Posted 3 Days Ago", `/job/<Location>/<Title>_R-…`),
  JOIN (styled-components hashes, `__NEXT_DATA__`).
151 pairs, each run with --surface and again without it (302 runs), plus unit checks of the rules added.

Cases per board (each expectation written before the pair was first diffed): another visit (CSRF, build hashes, r15's
visit noise) and posting ages / timestamps ticking (noise); the same jobs re-ordered (noise); a job added; a job closed
(alone, and under visit noise); a job retitled; a job's location changed; a department renamed (jobs unchanged: at most a
minor or meaningful job update, no job added or removed); every job closed, the vendor's own empty state in its place
("Sorry, no job openings at the moment.", "0 JOBS FOUND", "Derzeit sind keine offenen Stellen verfügbar.": major or
critical, every job removed); on 120-job boards (Greenhouse, Lever, Workable, Workday) one job added, one closed while
ages tick, ages alone. More: one of two openings with one title closed (the Berlin one, Lisbon stays), a job moved to
another department, a department renamed on Workable (its cards' `data-ui` department), a commitment changed, a job gone remote, two closed and one opened, a 120-job Workday board
re-sorted by most recent, an Ashby posting unlisted (`isListed: false`), Workday's page 1 of 6 with a new posting
pushing the twentieth to page 2 (added, nothing closed).

Decision: a posting retitled at its own URL — or under its own id, its slug rewritten ("/jobs/401003-product-designer"
→ "/jobs/401003-senior-product-designer"; the old URL redirects) — is that posting edited, a meaningful job update naming
its new title: a reader sees "Product Designer" become "Senior Product Designer" on the same opening, not one role
closed and another opened (as round 17 held for the APIs' ids).

Wrong on the code before this round (a3f568c): 15 of the 151 pairs, the same 15 with --surface and without it; all fixed.
The rules now (general, no fixture strings):
- a board's empty state as Lever ("Sorry, no job openings at the moment."), Teamtailor ("No job openings at the
  moment") and Workday ("0 JOBS FOUND") write it was not read as one, so every job closed was
  withheld as a markup change (Teamtailor: one block added, meaningful; Workday: "R-1008" removed, minor; Lever: major
  content_changed with no job named): "no (open|current) (job) positions/roles/jobs/openings/vacancies/postings" and a
  bare "0 jobs (found)" are empty states (pipeline._NO_OPENINGS).
- a posting retitled on a board whose URL joins its id and its title's slug (Teamtailor, JOIN, Workday's `_R-1003`) was
  one job removed and one added: an added and a removed job whose URLs name one id — five digits at least, or a
  requisition code, beside the slug — are one posting (classify._posting_ref).
- an Ashby board as served (no browser) showed nothing: its postings are read from `window.__appData` when the markup
  shows no jobs on a careers or jobs-board page (apis.jobs_from_app_data; Prepared.page_state takes the variable's name).
- Workable's card department (`data-ui="job-department"`) was not read, so a department renamed was three card lines
  rewritten (meaningful content_changed): a `data-ui`/`data-qa`/`data-testid` naming the department is one
  (extract._DEPARTMENT_SEL), and the rename is a minor job update.

Nothing stays xfail. Corpus (bench/callgrind_differ.py --check): unchanged, 8b90472b….

Left alone (not pinned): a department renamed is a minor job update where the department is read; where a card writes
it unlabelled in one line with the city (Teamtailor's and JOIN's spans, "Engineering · Berlin · Hybrid") and on
Greenhouse's React board (a table's group header) it is a meaningful content change, no job added or removed; a Workday board as served without a browser (its CXS
shell) holds no postings at all — only its JSON API (round 17) can be compared.
"""
from __future__ import annotations

import json
from typing import Any, Callable

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
visit, Case, _tok = r15.visit, r15.Case, r15._tok
M, MM, E, Q = ("meaningful",), ("meaningful", "major"), "changed", "quiet"
MINM, MAJC = ("minor", "meaningful"), ("major", "critical")
JOBS = ("jobs_added", "jobs_removed")
CASES: dict[str, Any] = {}
#: pair → a text its summary must hold
NAMED: dict[str, str] = {}


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] | str = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new, name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    if isinstance(kind, str):
        kind = (kind,)
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


# ============================================================================ the openings every board shows

#: (id, title, department, location, commitment, workplace, days since posted)
Job = tuple[int, str, str, str, str, str, int]
BASE: list[Job] = [
    (4101001, "Senior Backend Engineer", "Engineering", "Berlin, Germany", "Full-time", "Hybrid", 3),
    (4101002, "Staff Site Reliability Engineer", "Engineering", "Remote - Europe", "Full-time", "Remote", 12),
    (4101003, "Product Designer", "Design", "London, United Kingdom", "Full-time", "Hybrid", 5),
    (4101004, "Account Executive, DACH", "Sales", "Munich, Germany", "Full-time", "On-site", 20),
    (4101005, "Customer Success Manager", "Customer Success", "Dublin, Ireland", "Full-time", "Hybrid", 8),
    (4101006, "Data Analyst", "Finance", "Amsterdam, Netherlands", "Part-time", "Hybrid", 30),
    (4101007, "Talent Partner", "People", "Berlin, Germany", "Contract", "Hybrid", 1),
    (4101008, "Frontend Engineer", "Engineering", "Lisbon, Portugal", "Full-time", "Remote", 15),
]
NEW: Job = (4101009, "Engineering Manager, Payments", "Engineering", "Berlin, Germany", "Full-time", "Hybrid", 0)
_ROLES = ("Backend Engineer", "Support Specialist", "Sales Development Representative", "Solutions Architect",
          "Technical Writer", "Security Engineer", "Recruiter", "Marketing Manager", "Data Engineer", "QA Engineer")
_DEPTS = ("Engineering", "Customer Support", "Sales", "Solutions", "Product", "Security", "People", "Marketing")
_CITIES = ("Berlin, Germany", "London, United Kingdom", "Paris, France", "Madrid, Spain", "Warsaw, Poland",
           "Toronto, Canada", "Austin, TX", "Singapore", "Sydney, Australia", "Tokyo, Japan", "São Paulo, Brazil")
#: a big board: 120 openings, one title open in several cities (no two at one place)
BIG: list[Job] = [(4200000 + i, f"{('Senior ', '', 'Lead ', 'Principal ')[i % 4]}{_ROLES[i % 10]}", _DEPTS[i % 8], _CITIES[i % 11],
                   "Full-time", ("Hybrid", "Remote", "On-site")[i % 3], i % 29)
                  for i in range(120)]


def _edit(jobs: list[Job], jid: int, **kw: Any) -> list[Job]:
    names = ("id", "title", "dept", "loc", "commitment", "workplace", "age")
    return [tuple(kw.get(n, v) for n, v in zip(names, j)) if j[0] == jid else j for j in jobs]  # type: ignore[misc]


def _without(jobs: list[Job], jid: int) -> list[Job]:
    return [j for j in jobs if j[0] != jid]


def _older(jobs: list[Job], days: int) -> list[Job]:
    """The same openings a few days later: every "posted N days ago" has moved."""
    return [(i, t, d, loc, c, w, a + days) for i, t, d, loc, c, w, a in jobs]


def _groups(jobs: list[Job]) -> list[tuple[str, list[Job]]]:
    """Openings grouped by department, in the order the departments first come."""
    out: dict[str, list[Job]] = {}
    for j in jobs:
        out.setdefault(j[2], []).append(j)
    return list(out.items())


def _slug(t: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in t.lower()).strip("-").replace("--", "-").replace("--", "-")


def _uuid(i: int) -> str:
    return f"{_tok(i, 8, 'u1')}-{_tok(i, 4, 'u2')}-4{_tok(i, 3, 'u3')}-a{_tok(i, 3, 'u4')}-{_tok(i, 12, 'u5')}"


def _ago(days: int, style: str = "en") -> str:
    if style == "workday":
        return "Posted Today" if days == 0 else "Posted Yesterday" if days == 1 else (
            "Posted 30+ Days Ago" if days > 30 else f"Posted {days} Days Ago")
    if style == "de":
        return "heute" if days == 0 else f"vor {days} Tag{'en' if days != 1 else ''}"
    return "Posted today" if days == 0 else f"Posted {days} day{'s' if days != 1 else ''} ago"


def _shell(title: str, body: str, seed: int, head: str = "", lang: str = "en") -> str:
    """The HTML around a hosted board: its own stylesheet and bundle with build hashes, a CSRF meta, analytics."""
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="csrf-token" content="{_tok(seed, 43, "csrf")}">'
            f'<link rel="stylesheet" href="/assets/application-{_tok(seed, 20, "css")}.css">{head}'
            f'<script async src="https://www.googletagmanager.com/gtag/js?id=G-{_tok(seed, 8, "ga").upper()}"></script>'
            f'</head><body>{body}<script src="/assets/application-{_tok(seed, 20, "js")}.js" defer></script></body></html>')


# ============================================================================ the boards, as each vendor renders them

CO = "Quillstack"
EMPTY = "There are currently no open positions. Check back soon!"


def greenhouse(jobs: list[Job], seed: int) -> str:
    """boards.greenhouse.io's classic board: sections per department, one `div.opening` per job."""
    sections = "".join(
        f'<section class="level-0"><h3 id="{4000 + n}">{dept}</h3>' + "".join(
            f'<div class="opening" department_id="{4000 + n}" office_id="{_tok(loc, 5, "of")}" data-office-{_tok(loc, 5, "of")}="true" '
            f'data-department-{4000 + n}="true"><a data-mapped="true" href="/quillstack/jobs/{i}">{t}</a><br>'
            f'<span class="location">{loc}</span></div>' for i, t, _d, loc, *_ in js) + "</section>"
        for n, (dept, js) in enumerate(_groups(jobs)))
    body = (f'<div id="wrapper"><div id="main"><div id="logo"><a href="https://quillstack.com"><img alt="{CO} logo" '
            f'src="https://s3-recruiting.cdn.greenhouse.io/external_greenhouse_job_boards/logos/400/{_tok(1, 3, "lg")}/resized/logo.png?{1700000000 + seed}"></a></div>'
            f'<h1>Current Job Openings at {CO}</h1><div id="filter-count">{len(jobs)} jobs</div>'
            f'<div id="embedded_job_board_wrapper">{sections or f"<p>{EMPTY}</p>"}</div></div>'
            f'<div id="footer"><p>Powered by <a href="https://www.greenhouse.io/" target="_blank">greenhouse</a> · '
            f'<a href="https://www.greenhouse.io/privacy-policy">Read our Privacy Policy</a></p></div></div>')
    return _shell(f"Jobs at {CO}", body, seed)


def greenhouse_react(jobs: list[Job], seed: int) -> str:
    """job-boards.greenhouse.io (the React board): a table per department, the Remix context inlined."""
    ctx = json.dumps({"state": {"loaderData": {"routes/$url_token": {"jobPosts": {"data": [
        {"id": i, "title": t, "updated_at": f"2026-12-0{1 + (seed + i) % 6}T1{seed % 10}:0{i % 10}:00-05:00", "location": loc,
         "department": {"name": d}, "absolute_url": f"https://job-boards.greenhouse.io/quillstack/jobs/{i}"}
        for i, t, d, loc, *_ in jobs], "total": len(jobs)}}}}})
    tables = "".join(
        f'<div class="job-posts--table--department"><h3 class="section-header font-primary">{dept}</h3>'
        f'<table class="job-board-table"><thead><tr><th>Job</th></tr></thead><tbody>' + "".join(
            f'<tr class="job-post"><td class="cell"><a href="https://job-boards.greenhouse.io/quillstack/jobs/{i}" target="_top">'
            f'<p class="body body--medium">{t}</p><p class="body body__secondary body--metadata">{loc}</p></a></td></tr>'
            for i, t, _d, loc, *_ in js) + "</tbody></table></div>" for dept, js in _groups(jobs))
    body = (f'<div class="job-board"><header class="job-board__header"><h1 class="section-header section-header--large '
            f'font-primary">Current openings at {CO}</h1><p>We\'re building the data layer for modern teams.</p></header>'
            f'<div class="job-posts"><h2 class="section-header font-primary">{len(jobs)} jobs</h2>'
            f'{tables or f"<p class=body>{EMPTY}</p>"}</div></div>'
            f'<script>window.__remixContext = {ctx};</script>'
            f'<script>window.ENV = {{"RELEASE":"{_tok(seed, 12, "rel")}","DD_RUM_TOKEN":"{_tok(seed, 20, "dd")}"}}</script>')
    return _shell(f"Jobs at {CO}", body, seed)


def lever(jobs: list[Job], seed: int) -> str:
    """jobs.lever.co: `.postings-group`s under team headers, each `.posting` with its categories."""
    groups = "".join(
        f'<div class="postings-group"><div class="large-category-header">{dept}</div>' + "".join(
            f'<div class="posting" data-qa-posting-id="{_uuid(i)}"><div class="posting-apply" data-qa="btn-apply">'
            f'<a href="https://jobs.lever.co/quillstack/{_uuid(i)}/apply" class="posting-btn-submit template-btn-submit hex-color">Apply</a></div>'
            f'<a class="posting-title" href="https://jobs.lever.co/quillstack/{_uuid(i)}"><h5 data-qa="posting-name">{t}</h5>'
            f'<div class="posting-categories"><span href="#" class="sort-by-location posting-category small-category-label location">{loc}</span>'
            f'<span href="#" class="sort-by-team posting-category small-category-label department">{d}</span>'
            f'<span href="#" class="sort-by-commitment posting-category small-category-label commitment">{c}</span>'
            f'<span class="display-inline-block small-category-label workplaceTypes">{w}</span></div></a></div>'
            for i, t, d, loc, c, w, _a in js) + "</div>" for dept, js in _groups(jobs))
    body = (f'<div class="main-header page-full-width section-wrapper"><div class="main-header-content page-centered narrow-section '
            f'page-full-width"><a class="main-header-logo" href="https://quillstack.com"><img alt="{CO} logo" '
            f'src="https://lever-client-logos.s3.us-west-2.amazonaws.com/{_uuid(1)}-{1700000000000 + seed}.png"></a></div></div>'
            f'<div class="content-wrapper posting-page"><div class="content"><div class="section-wrapper page-full-width">'
            f'<div class="filter-bar"><div class="filter-button-wrapper"><div class="filter-button">Location</div></div>'
            f'<div class="filter-button-wrapper"><div class="filter-button">Team</div></div>'
            f'<div class="filter-button-wrapper"><div class="filter-button">Work type</div></div></div>'
            f'<div class="postings-wrapper">{groups or "<p>Sorry, no job openings at the moment.</p>"}</div></div></div></div>'
            f'<div class="main-footer page-full-width"><p class="main-footer-text page-centered"><a href="https://www.lever.co/job-seeker-support/">'
            f'Jobs powered by <img alt="Lever logo" src="/img/lever-logo-full.svg"></a></p></div>')
    return _shell(CO, body, seed)


def _ashby_state(jobs: list[Job], seed: int) -> str:
    return json.dumps({"organization": {"name": CO, "hostedJobsPageSlug": "quillstack"}, "jobBoard": {
        "teams": [{"id": _uuid(ord(d[0])), "name": d, "parentTeamId": None} for d, _ in _groups(jobs)],
        "jobPostings": [{"id": _uuid(i), "title": t, "teamId": _uuid(ord(d[0])), "locationId": _uuid(len(loc)), "locationName": loc,
                         "employmentType": c.replace("-", ""), "workplaceType": w, "isListed": True, "secondaryLocations": [],
                         "publishedDate": f"2026-11-{1 + i % 27:02d}", "applicationDeadline": None,
                         "updatedAt": f"2026-12-0{1 + seed % 6}T0{seed % 10}:12:0{i % 10}.{seed}Z"}
                        for i, t, d, loc, c, w, _a in jobs]},
        "renderedAt": f"2026-12-06T0{seed % 10}:00:00Z", "sentryTraceId": _tok(seed, 32, "st")})


def ashby_shell(jobs: list[Job], seed: int) -> str:
    """jobs.ashbyhq.com as served (no browser): an empty root, the board only in `window.__appData`."""
    body = (f'<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>'
            f'<script>window.__appData = {_ashby_state(jobs, seed)};</script>')
    return _shell(f"Jobs at {CO}", body, seed)


def ashby(jobs: list[Job], seed: int) -> str:
    """jobs.ashbyhq.com: the board server-rendered as a shell, its postings in `window.__appData`, the list drawn
    as the client renders it (a headless fetch)."""
    app = json.dumps({"organization": {"name": CO, "hostedJobsPageSlug": "quillstack"}, "jobBoard": {
        "teams": [{"id": _uuid(ord(d[0])), "name": d} for d, _ in _groups(jobs)],
        "jobPostings": [{"id": _uuid(i), "title": t, "teamId": _uuid(ord(d[0])), "locationName": loc,
                         "employmentType": c.replace("-", ""), "workplaceType": w, "isListed": True,
                         "publishedDate": f"2026-11-{1 + i % 27:02d}", "updatedAt": f"2026-12-0{1 + seed % 6}T0{seed % 10}:12:0{i % 10}.{seed}Z"}
                        for i, t, d, loc, c, w, a in jobs]}, "renderedAt": f"2026-12-06T0{seed % 10}:00:00Z"})
    groups = "".join(
        f'<div class="ashby-job-posting-brief-department"><h2 class="ashby-department-heading">{dept}</h2>' + "".join(
            f'<a class="_container_j2da7_1" href="/quillstack/{_uuid(i)}"><div class="ashby-job-posting-brief">'
            f'<h3 class="ashby-job-posting-brief-title">{t}</h3><div class="ashby-job-posting-brief-details">'
            f'<p>{d} • {loc} • {c} • {w}</p></div></div></a>' for i, t, d, loc, c, w, _a in js) + "</div>"
        for dept, js in _groups(jobs))
    body = (f'<div id="root"><div class="ashby-job-board"><h1 class="ashby-job-board-heading">Open Positions ({len(jobs)})</h1>'
            f'{groups or "<p>No open positions</p>"}<footer><a href="https://www.ashbyhq.com">Powered by Ashby</a> · '
            f'<a href="https://www.ashbyhq.com/privacy">Privacy Policy</a></footer></div></div>'
            f'<script>window.__appData = {app};</script>')
    return _shell(f"Jobs at {CO}", body, seed)


def workable(jobs: list[Job], seed: int) -> str:
    """apply.workable.com, rendered: `li[data-ui=job]` cards with "Posted N days ago"."""
    cards = "".join(
        f'<li class="styles--1vo9F" data-ui="job"><a href="/quillstack/j/{_tok(i, 10, "wk").upper()}/" tabindex="0" '
        f'aria-labelledby="{_tok(seed + i, 6, "lb")}"><div class="styles--3TJHk"><h3 data-ui="job-title" '
        f'id="{_tok(seed + i, 6, "lb")}"><span>{t}</span></h3><small data-ui="job-posted" class="styles--2TdGW">{_ago(a)}</small></div>'
        f'<div class="styles--2TdGW"><div data-ui="job-workplace"><span>{w}</span></div><div data-ui="job-location">'
        f'<span class="styles--1Sarc">{loc}</span></div><span data-ui="job-department">{d}</span>'
        f'<span data-ui="job-type">{c.replace("-", " ")}</span></div></a></li>' for i, t, d, loc, c, w, a in jobs)
    body = (f'<div id="app"><main class="styles--1SlFT"><header><h1 data-ui="company-name">{CO}</h1></header>'
            f'<section data-ui="jobs-section"><h2>Current openings</h2><p data-ui="jobs-count">{len(jobs)} jobs</p>'
            f'<ul class="styles--3vx-H" data-ui="list">{cards}</ul>'
            + ("" if jobs else '<p data-ui="no-jobs">There are no open positions at the moment.</p>')
            + f'</section></main><footer><a href="https://www.workable.com">Powered by Workable</a></footer></div>'
            f'<script>window.__CSRF__="{_tok(seed, 32, "wcs")}";window.__REQUEST_ID__="{_tok(seed, 16, "wri")}"</script>')
    return _shell(f"{CO} - Current openings", body, seed)


def personio(jobs: list[Job], seed: int) -> str:
    """quillstack.jobs.personio.de (German): `a.job-box-link` cards, "Festanstellung, Vollzeit · Berlin"."""
    kind = {"Full-time": "Festanstellung, Vollzeit", "Part-time": "Festanstellung, Teilzeit", "Contract": "Freelance"}
    cards = "".join(
        f'<a data-job-position-id="{i}" href="/job/{i}?language=de&amp;display=de" class="job-box-link job-box">'
        f'<div class="jb-title" data-test-id="job-title">{t}</div><div class="jb-description" data-test-id="job-description">'
        f'{kind[c]} · {loc.split(",")[0]}</div><div class="jb-department">{d}</div></a>' for i, t, d, loc, c, _w, _a in jobs)
    body = (f'<div id="personio-jobs"><nav class="navbar"><img alt="{CO}" src="https://assets.cdn.personio.de/logos/'
            f'{_tok(1, 8, "pl")}/default.png?v={seed}"></nav><div class="container"><h1>Offene Stellen bei {CO}</h1>'
            f'<p>Werde Teil unseres Teams in Berlin, München und remote.</p>'
            f'<div class="filters"><select name="office"><option>Alle Standorte</option></select>'
            f'<select name="department"><option>Alle Abteilungen</option></select></div>'
            f'<div id="job-list" class="job-list">{cards or "<p>Derzeit sind keine offenen Stellen verfügbar.</p>"}</div></div>'
            f'<footer><a href="https://www.personio.de">Powered by Personio</a> · <a href="/imprint">Impressum</a> · '
            f'<a href="/privacy-policy">Datenschutzerklärung</a></footer></div>')
    return _shell(f"Stellenangebote bei {CO}", body, seed, lang="de")


def recruitee(jobs: list[Job], seed: int) -> str:
    """quillstack.recruitee.com: department headers, `.job` rows with `/o/<slug>` links."""
    groups = "".join(
        f'<div class="department"><h4 class="department-title">{dept}</h4>' + "".join(
            f'<div class="job" data-department="{d}" data-offer-id="{i}"><h5 class="job-title"><a href="/o/{_slug(BASE_TITLES.get(i, t))}">{t}</a></h5>'
            f'<ul class="job-details"><li class="job-location"><i class="fa fa-map-marker"></i> {loc}</li>'
            f'<li class="job-commitment">{c}</li><li class="job-remote">{w}</li></ul></div>' for i, t, d, loc, c, w, _a in js) + "</div>"
        for dept, js in _groups(jobs))
    body = (f'<div class="careers-page" data-version="{_tok(seed, 7, "rv")}"><section class="section-hero"><h1>Join {CO}</h1>'
            f'<p>Help us build the data layer for modern teams.</p></section><section id="jobs" class="section-jobs">'
            f'<h2>Open jobs</h2>{groups or "<p>There are no open jobs at the moment.</p>"}</section>'
            f'<footer>Powered by <a href="https://recruitee.com">Recruitee</a></footer></div>')
    return _shell(f"{CO} - Careers", body, seed)


def teamtailor(jobs: list[Job], seed: int) -> str:
    """quillstack.teamtailor.com/jobs: `li` cards, the job's id and its title's slug in its URL."""
    cards = "".join(
        f'<li class="w-full"><div class="flex flex-col py-6 text-center sm:px-6"><a href="https://quillstack.teamtailor.com/jobs/'
        f'{i - 3700000}-{_slug(t)}" class="focus-visible:outline-offset-[-2px] hover:!text-company-link">'
        f'<span class="text-block-base-link company-link-style" title="{t}">{t}</span><span class="absolute inset-0"></span></a>'
        f'<div class="mt-1 text-md"><span>{d}</span><span class="mx-[2px]">·</span><span>{loc.split(",")[0]}</span>'
        f'<span class="mx-[2px]">·</span><span class="inline-flex items-center gap-x-2">{w}</span></div></div></li>'
        for i, t, d, loc, _c, w, _a in jobs)
    body = (f'<header class="careersite-header"><a href="/">{CO}</a><nav><a href="/jobs">Jobs</a><a href="/departments">'
            f'Departments</a><a href="/locations">Locations</a><a href="/people">People</a><a href="/connect">Connect</a></nav></header>'
            f'<main><section class="block-grid"><h1 class="text-3xl">Jobs</h1><div class="jobs-count">{len(jobs)} jobs</div>'
            f'<ul id="jobs_list_container" class="block-grid-list">{cards}</ul>'
            + ("" if jobs else '<p class="text-center">No job openings at the moment</p>')
            + f'</section></main><footer><a href="https://www.teamtailor.com">Powered by Teamtailor</a></footer>'
            f'<script>window.__TT_TRACK="{_tok(seed, 24, "tt")}"</script>')
    return _shell(f"Jobs - {CO}", body, seed)


def smartrecruiters(jobs: list[Job], seed: int) -> str:
    """careers.smartrecruiters.com/Quillstack: openings grouped by department, each a `li.opening-job`."""
    sections = "".join(
        f'<section class="openings-section opening opening--grouped js-group" data-id="{_tok(dept, 6, "sd")}">'
        f'<h3 class="opening-title title display--inline-block text--default">{dept}</h3><ul class="opening-jobs js-group-list">'
        + "".join(f'<li class="opening-job job column wide-7of16 medium-1of2"><a href="https://jobs.smartrecruiters.com/Quillstack/'
                  f'{743999900000000 + i}-{_slug(BASE_TITLES.get(i, t))}" class="link--block details"><h4 class="details-title job-title '
                  f'link--block-target">{t}</h4><ul class="details-desc job-desc"><li class="job-desc"><span>{loc}</span></li>'
                  f'<li class="job-desc"><span>{c}</span></li></ul></a></li>' for i, t, _d, loc, c, *_ in js) + "</ul></section>"
        for dept, js in _groups(jobs))
    body = (f'<header class="header"><h1 class="company-name">{CO}</h1></header><main class="wrapper"><div class="openings-body">'
            f'<h2 class="title">Current Openings</h2><p class="openings-count">{len(jobs)} jobs</p>'
            f'{sections or "<p>There are no open positions at this time.</p>"}</div></main>'
            f'<footer><a href="https://www.smartrecruiters.com/">Powered by SmartRecruiters</a> · '
            f'<a href="https://www.smartrecruiters.com/legal/privacy-policy/">Privacy Policy</a></footer>')
    return _shell(f"{CO} Careers", body, seed)


def bamboohr(jobs: list[Job], seed: int) -> str:
    """The company's own careers page embedding BambooHR's job widget (`#BambooHR`), grouped by department."""
    lists = "".join(
        f'<li class="BambooHR-ATS-Department-Item"><div id="department_{_tok(dept, 4, "bd")}" class="BambooHR-ATS-Department-Header">{dept}</div>'
        f'<ul class="BambooHR-ATS-Jobs-List">' + "".join(
            f'<li id="bhrPositionID_{i - 4100000}" class="BambooHR-ATS-Jobs-Item"><a href="https://quillstack.bamboohr.com/careers/{i - 4100000}">{t}</a>'
            f'<span class="BambooHR-ATS-Location">{loc}</span></li>' for i, t, _d, loc, *_ in js) + "</ul></li>"
        for dept, js in _groups(jobs))
    main = (f'<main><section class="hero"><h1>Careers at {CO}</h1><p>Join a remote-friendly team building the data layer '
            f'for modern companies.</p></section><section class="benefits"><h2>Why work here</h2><ul><li>30 days of paid '
            f'vacation</li><li>€1,500 learning budget</li><li>Home-office setup</li></ul></section><section id="open-roles">'
            f'<h2>Open roles</h2><div id="BambooHR" data-domain="quillstack.bamboohr.com" data-version="1.0.0" data-departmentId="">'
            f'<div class="BambooHR-ATS-board"><h2>Current Openings</h2><ul class="BambooHR-ATS-Department-List">{lists}</ul>'
            + ("" if jobs else '<div class="BambooHR-ATS-blankState">No current openings.</div>')
            + f'</div><div class="BambooHR-Footer">Powered by <a href="http://www.bamboohr.com" target="_blank" rel="noopener '
            f'external"><img src="https://resources.bamboohr.com/images/footer-logo.png" alt="BambooHR"></a></div></div></section></main>'
            f'<script src="https://quillstack.bamboohr.com/js/embed.js?cb={_tok(seed, 8, "cb")}" type="text/javascript" async defer></script>')
    nav = ('<header><a href="/">Quillstack</a><nav><a href="/product">Product</a><a href="/pricing">Pricing</a>'
           '<a href="/about">About</a><a href="/careers">Careers</a></nav></header>')
    return _shell(f"Careers | {CO}", nav + main + "<footer>© 2026 Quillstack GmbH</footer>", seed)


def workday(jobs: list[Job], seed: int) -> str:
    """myworkdayjobs.com as a headless fetch renders the CXS shell: `data-automation-id` rows, "Posted N Days Ago",
    the requisition id, the job's URL made of its location and title."""
    rows = "".join(
        f'<li class="css-1q2dra3"><div class="css-qiqmbt"><div class="css-b3pn3b"><h3><a data-automation-id="jobTitle" '
        f'class="css-19uc56f" href="/en-US/Quillstack_Careers/job/{_slug(loc).title()}/{_slug(t).title()}_R-{i % 100000}">{t}</a></h3></div></div>'
        f'<div class="css-248241"><div class="css-1y87fhn"><div data-automation-id="locations" class="css-k008qs"><dl>'
        f'<dt class="css-y8qsrx">locations</dt><dd class="css-129m7dg">{loc}</dd></dl></div></div><div class="css-zoser8">'
        f'<div data-automation-id="postedOn" class="css-k008qs"><dl><dt class="css-y8qsrx">posted on</dt>'
        f'<dd class="css-129m7dg">{_ago(a, "workday")}</dd></dl></div></div></div>'
        f'<ul data-automation-id="subtitle" class="css-14a0imc"><li class="css-h2nt8k">R-{i % 100000}</li></ul></li>'
        for i, t, _d, loc, _c, _w, a in jobs)
    body = (f'<div id="root"><div data-automation-id="jobSearchPage"><header data-automation-id="header"><img alt="{CO} logo" '
            f'src="/Quillstack_Careers/assets/logo?v={_tok(seed, 6, "wl")}"></header><section data-automation-id="jobResults">'
            f'<p data-automation-id="jobFoundText" class="css-12psxof">{len(jobs)} JOBS FOUND</p>'
            f'<ul role="list" aria-label="Page 1 of 1">{rows}</ul></section><footer data-automation-id="footerContainer">'
            f'<p>© 2026 Workday, Inc. All rights reserved.</p></footer></div></div>'
            f'<script>window.workday = {{"clientOrigin":"https://quillstack.wd3.myworkdayjobs.com","tenant":"quillstack",'
            f'"requestId":"{_tok(seed, 32, "wrq")}","token":"{_tok(seed, 40, "wtk")}"}}</script>')
    return _shell("Careers", body, seed)


def join(jobs: list[Job], seed: int) -> str:
    """join.com/companies/quillstack: Next.js cards (styled-components hashes), `__NEXT_DATA__` with the jobs."""
    nd = json.dumps({"props": {"pageProps": {"company": {"name": CO, "slug": "quillstack"}, "jobs": [
        {"id": i + 8000000, "title": t, "city": loc.split(",")[0], "category": d, "employmentType": c,
         "createdAt": f"2026-11-{1 + i % 27:02d}T09:00:00.000Z"} for i, t, d, loc, c, _w, _a in jobs]}},
        "buildId": _tok(seed, 21, "jb"), "page": "/companies/[companySlug]"})
    cards = "".join(
        f'<a href="https://join.com/companies/quillstack/{i + 8000000}-{_slug(t)}" class="sc-{_tok(seed, 6, "sc")}-0 JobTile___StyledLink">'
        f'<div class="sc-{_tok(seed, 6, "sd")}-1"><h3 class="sc-{_tok(seed, 6, "se")}-2">{t}</h3>'
        f'<div class="sc-{_tok(seed, 6, "sf")}-3"><span>{loc.split(",")[0]}</span><span>{c}</span><span>{d}</span></div></div></a>'
        for i, t, d, loc, c, _w, _a in jobs)
    body = (f'<div id="__next"><div class="sc-{_tok(seed, 6, "sg")}-0"><h1>{CO}</h1><p>{len(jobs)} open jobs</p>'
            f'<div data-testid="job-list">{cards or "<p>This company has no open jobs at the moment.</p>"}</div></div></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{nd}</script>')
    return _shell(f"Jobs at {CO} | JOIN", body, seed)


#: the titles the jobs were first posted under: a board's slug is made once, at posting (Recruitee, SmartRecruiters)
BASE_TITLES = {j[0]: j[1] for j in BASE + [NEW] + BIG}


# ============================================================================ the pairs

def board(short: str, url: str, surface: str, build: Callable[[list[Job], int], str], *, big: bool = False,
          dept_shown: bool = True) -> None:
    """One vendor's board: a visit, ages ticking, re-sorted; a job added, closed, retitled, relocated; a department
    renamed; every job closed; (and on a big board of 120) one job added, one closed."""
    base = build(BASE, 1)
    add(f"{short}: another visit (tokens, build hashes, visit noise)", visit(base, 3), visit(build(BASE, 2), 8, True), url,
        surface, Q)
    add(f"{short}: posting ages and timestamps tick", base, build(_older(BASE, 2), 4), url, surface, Q)
    add(f"{short}: the same jobs re-ordered", base, build(list(reversed(BASE)), 1), url, surface, Q)
    add(f"{short}: a job added", base, build(BASE[:1] + [NEW] + BASE[1:], 2), url, surface, E, M, "jobs_added",
        exact={"jobs_added": [NEW[1]]}, absent=("jobs_removed",))
    add(f"{short}: a job closed", base, build(_without(BASE, 4101005), 2), url, surface, E, M, "jobs_removed",
        exact={"jobs_removed": ["Customer Success Manager"]}, absent=("jobs_added",))
    add(f"{short}: a job closed, under visit noise", visit(base, 5), visit(build(_without(BASE, 4101005), 2), 6), url,
        surface, E, M, "jobs_removed", exact={"jobs_removed": ["Customer Success Manager"]}, absent=("jobs_added",))
    # a posting retitled at its own URL (its id kept) is the same opening edited: the reader sees "Product Designer"
    # become "Senior Product Designer", not one role closed and another opened
    add(f"{short}: a job retitled", base, build(_edit(BASE, 4101003, title="Senior Product Designer"), 2), url, surface,
        E, MINM, "jobs_changed", absent=JOBS, named="Senior Product Designer")
    add(f"{short}: a job's location changed", base, build(_edit(BASE, 4101006, loc="Rotterdam, Netherlands"), 2), url,
        surface, E, MINM, "jobs_changed", absent=JOBS, contains={"fields_changed": ["Rotterdam"]})
    if dept_shown:
        add(f"{short}: a department renamed", base,
            build([(i, t, "Research & Development" if d == "Engineering" else d, loc, c, w, a) for i, t, d, loc, c, w, a in BASE], 2),
            url, surface, "any", MINM, absent=JOBS)
    add(f"{short}: every job closed (no open positions)", base, build([], 2), url, surface, E, MAJC, "jobs_removed",
        exact={"jobs_removed": [j[1] for j in BASE]}, absent=("jobs_added",))
    if big:
        bb = build(BIG, 1)
        add(f"{short} (120 jobs): one job added", bb, build(BIG[:60] + [NEW] + BIG[60:], 2), url, surface, E, M, "jobs_added",
            exact={"jobs_added": [NEW[1]]}, absent=("jobs_removed",))
        add(f"{short} (120 jobs): one job closed, ages ticking", bb, build(_older(_without(BIG, 4200077), 1), 2), url, surface,
            E, M, "jobs_removed", exact={"jobs_removed": [BIG[77][1]]}, absent=("jobs_added",))
        add(f"{short} (120 jobs): ages ticking only", bb, build(_older(BIG, 3), 5), url, surface, Q)


board("greenhouse", "https://boards.greenhouse.io/quillstack", "jobs_board", greenhouse, big=True)
board("greenhouse (react board)", "https://job-boards.greenhouse.io/quillstack", "jobs_board", greenhouse_react)
board("lever", "https://jobs.lever.co/quillstack", "jobs_board", lever, big=True)
board("ashby", "https://jobs.ashbyhq.com/quillstack", "jobs_board", ashby)
board("ashby (app shell as served)", "https://jobs.ashbyhq.com/quillstack", "jobs_board", ashby_shell)
board("workable", "https://apply.workable.com/quillstack/", "jobs_board", workable, big=True)
board("personio (de)", "https://quillstack.jobs.personio.de/", "jobs_board", personio)
board("recruitee", "https://quillstack.recruitee.com/", "jobs_board", recruitee)
board("teamtailor", "https://quillstack.teamtailor.com/jobs", "jobs_board", teamtailor)
board("smartrecruiters", "https://careers.smartrecruiters.com/Quillstack", "jobs_board", smartrecruiters)
board("bamboohr (embedded)", "https://quillstack.com/careers", "careers", bamboohr)
board("workday", "https://quillstack.wd3.myworkdayjobs.com/en-US/Quillstack_Careers", "jobs_board", workday, big=True,
      dept_shown=False)
board("join", "https://join.com/companies/quillstack", "jobs_board", join)


# ============================================================================ more of what boards do

def _unlisted(html: str, posting: str) -> str:
    """Ashby's state with one posting kept but unlisted (`"isListed": false`): taken off the board."""
    i = html.index(f'"id": "{posting}"')
    j = html.index('"isListed": true', i)
    return html[:j] + '"isListed": false' + html[j + len('"isListed": true'):]


GH, LV, WD = ("https://boards.greenhouse.io/quillstack", "https://jobs.lever.co/quillstack",
              "https://quillstack.wd3.myworkdayjobs.com/en-US/Quillstack_Careers")
_TWINS = BASE + [(4101010, "Senior Backend Engineer", "Engineering", "Lisbon, Portugal", "Full-time", "Remote", 4)]
# one title open in two cities: the one in Berlin closed is that one, not "Senior Backend Engineer" wherever it is
add("lever: one of two openings with one title closed (Berlin; Lisbon stays)", lever(_TWINS, 1),
    lever(_without(_TWINS, 4101001), 2), LV, "jobs_board", E, M, "jobs_removed",
    exact={"jobs_removed": ["Senior Backend Engineer"]}, absent=("jobs_added",), contains={"jobs_removed": ["Berlin"]})
add("greenhouse: a job moved to another department", greenhouse(BASE, 1),
    greenhouse(_edit(BASE, 4101006, dept="Operations"), 2), GH, "jobs_board", "any", MINM, absent=JOBS)
# Workable names each card's department by `data-ui="job-department"`: a department renamed is the jobs' team relabelled
add("workable: a department renamed (its cards' data-ui department)", workable(BASE, 1),
    workable([(i, t, "Research & Development" if d == "Engineering" else d, loc, c, w, a) for i, t, d, loc, c, w, a in BASE], 1),
    "https://apply.workable.com/quillstack/", "jobs_board", E, ("minor",), "jobs_changed", absent=JOBS,
    fields=(("department", "Engineering", "Research & Development"),))
add("lever: a job's commitment changed (Full-time → Contract)", lever(BASE, 1),
    lever(_edit(BASE, 4101003, commitment="Contract"), 2), LV, "jobs_board", E, MINM, "jobs_changed", absent=JOBS)
add("lever: a job gone remote (Hybrid → Remote)", lever(BASE, 1), lever(_edit(BASE, 4101005, workplace="Remote"), 2), LV,
    "jobs_board", E, MINM, "jobs_changed", absent=JOBS)
add("greenhouse: two jobs closed and one opened", greenhouse(BASE, 1),
    greenhouse(_without(_without(BASE, 4101002), 4101007) + [NEW], 2), GH, "jobs_board", E, MM, ("jobs_removed", "jobs_added"),
    exact={"jobs_added": [NEW[1]], "jobs_removed": ["Staff Site Reliability Engineer", "Talent Partner"]})
add("workday (120 jobs): re-sorted by most recent", workday(BIG, 1), workday(sorted(BIG, key=lambda j: (j[6], j[0])), 1), WD,
    "jobs_board", Q)
add("ashby (app shell as served): a posting unlisted (isListed false)", ashby_shell(BASE, 1),
    _unlisted(ashby_shell(BASE, 2), _uuid(4101004)),
    "https://jobs.ashbyhq.com/quillstack", "jobs_board", E, M, "jobs_removed", exact={"jobs_removed": ["Account Executive, DACH"]})
add("ashby (app shell as served): a new posting under visit noise", visit(ashby_shell(BASE, 1), 9),
    visit(ashby_shell(BASE + [NEW], 3), 10, True), "https://jobs.ashbyhq.com/quillstack", "jobs_board", E, M, "jobs_added",
    exact={"jobs_added": [NEW[1]]}, absent=("jobs_removed",))



def _workday_page1(jobs: list[Job], seed: int) -> str:
    """Workday's first page of 20 of the 120 postings, its pager under the list."""
    pager = ('<nav aria-label="pagination" class="css-3z7fsk"><ol><li><button aria-current="page" aria-label="page 1">1'
             '</button></li><li><button aria-label="page 2">2</button></li><li><button aria-label="page 3">3</button></li>'
             '</ol><button aria-label="next" data-uxi-widget-type="stepToNextButton">Next</button></nav>')
    page = workday(jobs[:20], seed).replace("20 JOBS FOUND", f"{len(jobs)} JOBS FOUND")
    return page.replace("</section>", pager + "</section>", 1)


# a new posting on top of page 1 pushes the twentieth to page 2: nothing closed
add("workday (page 1 of 6): a job posted on top, the twentieth pushed to page 2", _workday_page1(BIG, 1),
    _workday_page1([NEW] + BIG, 2), WD, "jobs_board", E, M, "jobs_added", exact={"jobs_added": [NEW[1]]},
    absent=("jobs_removed",))


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}

test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)


def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(_run(c, c.surface), ensure_ascii=False)


# ============================================================================ the rules, unit by unit

@pytest.mark.parametrize(("url", "ref"), [
    ("https://quillstack.teamtailor.com/jobs/4321098-senior-backend-engineer", "https://quillstack.teamtailor.com/jobs/#4321098"),
    ("https://join.com/companies/quillstack/12101003-product-designer", "https://join.com/companies/quillstack/#12101003"),
    ("https://q.wd3.myworkdayjobs.com/en-US/Q/job/Berlin-Germany/Senior-Backend-Engineer_R-10234",
     "https://q.wd3.myworkdayjobs.com/en-US/Q/job/Berlin-Germany/#R-10234"),
    ("https://acme.com/careers/senior-engineer-1234567?src=li", "https://acme.com/careers/#1234567"),
    ("https://acme.com/jobs/2026-summer-internship", ""),  # (a year is no posting id)
    ("https://acme.com/jobs/data-engineer-ii", ""),
    ("https://quillstack.recruitee.com/o/senior-backend-engineer", ""),
    ("https://jobs.lever.co/quillstack/4f1c2a9e-1b2c-4d3e-a4f5-0a1b2c3d4e5f", ""),
])
def test_a_postings_id_beside_its_slug_names_it(url: str, ref: str) -> None:
    from changewire_differ.classify import _posting_ref

    assert _posting_ref(url) == ref


@pytest.mark.parametrize(("text", "empty"), [
    ("Sorry, no job openings at the moment.", True), ("No job openings at the moment", True), ("0 JOBS FOUND", True),
    ("0 open positions", True), ("This company has no open jobs at the moment.", True), ("No job postings at this time", True),
    ("10 JOBS FOUND", False), ("Open positions: 0 in Berlin, 3 remote", False), ("No job is too small for our team", False),
])
def test_a_boards_empty_state(text: str, empty: bool) -> None:
    from changewire_differ.pipeline import _NO_OPENINGS

    assert bool(_NO_OPENINGS.search(text)) is empty


def test_ashby_app_data_is_read_only_when_the_markup_shows_no_jobs() -> None:
    from changewire_differ.pipeline import finish, prepare

    url = "https://jobs.ashbyhq.com/quillstack"
    shell = finish(prepare(ashby_shell(BASE, 1).encode(), kind="html", url=url), "jobs_board").entities["job"]
    assert shell.method == "state" and len(shell.items) == len(BASE)
    assert shell.items[0].data["url"] == f"{url}/{_uuid(BASE[0][0])}" and shell.items[0].data["department"] == "Engineering"
    drawn = finish(prepare(ashby(BASE, 1).encode(), kind="html", url=url), "jobs_board").entities["job"]
    assert drawn.method != "state" and len(drawn.items) == len(BASE)
