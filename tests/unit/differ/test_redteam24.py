"""A twenty-fourth red-team round of `changewire diff --json` (diff_files): a company's OWN CAREERS pages (no ATS board:
round 19 did those), single JOB POSTING pages watched as sensors, and PRODUCTS pages. Pages generated here whole in
each platform's real markup (no fixture files):
- careers: WordPress + WP Job Manager (`ul.job_listings li.job_listing`, the search form's nonce, ?ver= assets, "Posted
  N days ago"), "We're hiring! N open roles", an Elementor benefits list and a testimonial drawn per visit; a Webflow
  CMS collection list (w-dyn-item, Finsweet cmsfilter department buttons with per-department counts, "N open roles",
  the "Last Published" comment, a w-slider of team quotes, the collection's empty state); a Next.js page (CSS-module
  hashes, rows grouped by team, a team <select>, "N open positions", the jobs again in __NEXT_DATA__ with buildId and
  fetch time); a French HubSpot CMS page (hs_cos_wrapper modules, cards titled by an <h3> whose only link is
  "Postuler", "N postes ouverts", a testimonial module per visit, hs_context timestamps);
- job postings: an English posting on a Next.js site (JobPosting JSON-LD with baseSalary, jobLocation,
  jobLocationType, validThrough; the salary band, workplace, "Posted N days ago", tasks, requirements, an apply link
  with a per-visit source token, a "Similar roles" aside drawn per visit, a closing banner); a German WordPress
  posting (Yoast's @graph, WPML/Borlabs, a <dl> of facts: Ort, Umfang, Vergütung, Homeoffice; "Jetzt bewerben");
- products: an Astro + Tailwind products overview (a hero in a data-experiment slot, product cards with "New" / "Beta"
  badges, a limits and specifications table, an integrations logo list with cache-busted logos, a quote carousel
  in its visit's order, Intercom's visitor id); a Squarespace 7.1 product page (a features list, a specs table).
132 pairs over 8 pages, each run with --surface and again without it (264 runs): per page a visit (r15.visit) and a
re-render alone (noise), and each edit alone and between two noisy visits; plus 27 unit checks of the rules.

Decisions (expectations written before the first run): on a careers page a job added or closed is meaningful and
names exactly that job (its "N open roles" counter and the filter's per-department counts moving with it are no
change of their own); a job relocated, gone remote or retitled at its URL is a meaningful job update, no job added or
removed; part-time instead of full-time minor or meaningful; the list re-sorted, quotes rotated, ages ticking are
noise; every job closed (the platform's empty state) major or critical; a benefit improved or added minor or
meaningful. On a posting's own page: the salary band raised or lowered, the place moved, the role made remote are
meaningful and name the new value; a closing notice ("This position has been filled", "no longer accepting
applications", "Diese Stelle ist bereits besetzt") is the job closed, meaningful or major, named by its title; a
requirement added, dropped or raised, the deadline extended, the apply button gone alone are minor or meaningful;
validThrough or datePosted moved in the JSON-LD alone are noise; the posting retitled is a meaningful job update under
its new title. On a products page: a product launched or discontinued is meaningful or major and named in items_*;
renamed at its own URL a meaningful product_changed (no product added or removed); a "Beta" badge dropped at most
meaningful, a "New" badge dropped noise; a limit in the spec table (API rate, free ATM withdrawals) meaningful, an
FX fee raised meaningful or major, a count of currencies, an integration added or dropped, a feature line minor or
meaningful; an A/B hero variant at most meaningful (the flip-flop memory's job, round 3); the carousel's order noise.

Wrong on the code before this round (778a66b): 24 of the 132 pairs with --surface, the same 24 without it (118 pairs
written first and run: 20 wrong; the German posting and the rename at its URL (14 pairs) written after the first
fixes, before their first run: 4 wrong). All fixed, the rules general:
- HubSpot (fr): a new job was "1 job added: Postuler": a card titled by its heading whose link is the apply button in
  another language took the button for the title. extract._GENERIC_LINK knows apply buttons in fr, de, es, pt, it,
  nl, sv, da/no, fi, tr, pl, ja, ko, zh ("Postuler", "Jetzt bewerben", "Solicitar", "Ansök nu", "応募する", …).
- job posting: every visit was a minor "navigation/footer changed": the "Similar roles" aside draws other postings
  per render. "Similar/Related jobs|roles|positions|openings|products", "Other open positions", "You might also be
  interested in", "Customers also viewed/bought" head rotating lists (htmlnorm._ROTATING_HEADING), and a
  `similar` class token is volatile (htmlnorm._TOKEN_KEYS). (Also 2 JSON-LD-only pairs under visit noise.)
- job posting: a closing banner was a content change not naming the job: a posting's own page (at most one job on
  it) that now shows a closing notice — its first sentence a closed-posting statement (extract.CLOSED_POSTING, which
  now also reads "… for this role/position", "This job is no longer available", "Diese Stelle ist bereits besetzt",
  "Ce poste a été pourvu", "Cette offre n'est plus disponible", "Esta vacante ya no está disponible") — reports the
  job removed, named by its JSON-LD title or the page's <h1>, even while the JSON-LD is still served
  (classify._closing_notice, classify._posting_closed). A notice already shown before is no news.
- job posting: retitled "Senior → Staff Data Engineer" was one job removed and one added: a page holding one posting
  told without a link of its own (its JobPosting), at the same place before and after, under titles sharing a word,
  is that posting retitled (classify._one_posting_retitled, in _jobs).
- products: "Our products", "Limits and specifications" and "Integrations" were products (the page's <section>s are
  sibling cards too), so a rate limit raised was "product “Limits and specifications” changed" with an empty delta;
  a grid of cards holding another card's heading or a table is the page's sections, and a heading alone over a grid
  of cards is the section's title (extract.extract_products). A card's "New"/"Beta" badge was part of the product's
  name (a badge dropped was a product removed and one added): names are read without badges (extract._title_text;
  _BADGE_WORDS takes beta, alpha, preview, early access, coming soon).
- products: a spec-table row's quantity ("ATM withdrawals | 5 → 3 free a month", "600 → 1,200 requests per minute")
  was a minor edit: a products page's limits are read as a pricing page's (classify._text, _limit_changed).
- products: a product renamed at its own URL was one product removed and one added: the same URL under one new name
  is a rename, a meaningful product_changed with the names in fields_changed (classify._products).

No xfails. Corpus (bench/callgrind_differ.py --check): all 157 verdicts unchanged; the digest changes, a101d28d… →
c2960009…, because one page's blocks do: pocketpc.ch's vBulletin "Ähnliche Themen" box (ol.similar_threads)
is volatile now.
"""
from __future__ import annotations

import json
from typing import Any, Callable

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
r3 = load_module("test_redteam3", "unit/differ/test_redteam3.py", reuse=True)
visit, Case, _tok, check = r15.visit, r15.Case, r15._tok, r3.check
Q, E, ANY = "quiet", "changed", "any"
MIN, M, MINM, MM = ("minor",), ("meaningful",), ("minor", "meaningful"), ("meaningful", "major")
MAJ, MAJC = ("major",), ("major", "critical")
CASES: dict[str, Any] = {}
#: pair → a text its summary must hold
NAMED: dict[str, str] = {}
#: pair → texts the delta (as JSON) must hold somewhere
MENTIONS: dict[str, tuple[str, ...]] = {}


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new, name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    if "mentions" in kw:
        MENTIONS[name] = tuple(kw.pop("mentions"))
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


def family(short: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], url: str, surface: str,
           edits: list[tuple[Any, ...]]) -> None:
    """One page: two visits (noise only), a re-render alone, then each edit alone and between two noisy visits."""
    add(f"{short}: noise only (another visit)", visit(build(data, 1), 3), visit(build(data, 2), 8, True), url,
        surface, Q)
    add(f"{short}: the platform's own per-render values", build(data, 4), build(data, 5), url, surface, Q)
    for label, fn, outcome, *more in edits:
        sig, kind, kw = (list(more) + [(), (), {}][len(more):])[:3]
        nd = fn(json.loads(json.dumps(data)))
        add(f"{short}: {label}", build(data, 1), build(nd, 1), url, surface, outcome, sig, kind, **dict(kw))
        add(f"{short}: {label}, under visit noise", visit(build(data, 6), 13), visit(build(nd, 7), 14), url,
            surface, outcome, sig, kind, **dict(kw))


def _ins(d: dict[str, Any], key: str, i: int, item: Any) -> dict[str, Any]:
    d[key].insert(i, item)
    return d


def _pop(d: dict[str, Any], key: str, i: int) -> dict[str, Any]:
    d[key].pop(i)
    return d


def _at(d: dict[str, Any], key: str, i: int, **kw: Any) -> dict[str, Any]:
    d[key][i].update(kw)
    return d


def _set(d: dict[str, Any], **kw: Any) -> dict[str, Any]:
    d.update(kw)
    return d


def _at_list(d: dict[str, Any], i: int, j: int, v: str) -> dict[str, Any]:
    d["jobs"][i][j] = v
    return d


_at_hs = _at_list


def _rev(d: dict[str, Any], key: str) -> dict[str, Any]:
    d[key].reverse()
    return d


_QUOTES = [
    ("I shipped to production in my first week, and nobody treated that as unusual.", "Priya Raman", "Backend Engineer"),
    ("The four-day focus weeks every quarter are the best thing about working here.", "Tomás Herrera", "Product Designer"),
    ("My manager asks what I want to learn next, and then actually makes room for it.", "Chloé Martin", "Data Analyst"),
    ("I moved from support into engineering, with a mentor for the whole year.", "Kwame Asante", "Site Reliability Engineer"),
]


def _quote(seed: int) -> tuple[str, str, str]:
    return _QUOTES[seed % len(_QUOTES)]


def _ago(seed: int, i: int) -> str:
    n = (seed + i * 3) % 9 + 1
    return f"Posted {n} day{'s' if n != 1 else ''} ago"


# ============================================================================ 1. WordPress + WP Job Manager

WPJM: dict[str, Any] = {
    "jobs": [
        {"id": 4412, "slug": "senior-backend-engineer-payments", "title": "Senior Backend Engineer, Payments",
         "loc": "Amsterdam, Netherlands", "type": "Full Time", "dept": "Engineering"},
        {"id": 4408, "slug": "product-designer", "title": "Product Designer", "loc": "Remote (EU)",
         "type": "Full Time", "dept": "Design"},
        {"id": 4399, "slug": "customer-success-manager-dach", "title": "Customer Success Manager, DACH",
         "loc": "Berlin, Germany", "type": "Full Time", "dept": "Customer Success"},
        {"id": 4391, "slug": "working-student-marketing", "title": "Working Student, Marketing",
         "loc": "Berlin, Germany", "type": "Part Time", "dept": "Marketing"},
        {"id": 4385, "slug": "data-engineer", "title": "Data Engineer", "loc": "Amsterdam, Netherlands",
         "type": "Full Time", "dept": "Engineering"},
    ],
    "benefits": ["30 days of paid holiday, plus your birthday off", "€1,500 yearly learning budget",
                 "16 weeks of fully paid parental leave, for every parent", "A home-office budget of €750 when you join",
                 "Pension contributions matched up to 5%"],
}


def wpjm(d: dict[str, Any], seed: int) -> str:
    """A WordPress (Astra theme) careers page with WP Job Manager's [jobs] shortcode: `ul.job_listings` of
    `li.job_listing` cards (position, company, location, type, "Posted N days ago"), the plugin's search form with its
    nonce, a "We're hiring! N open roles" counter, a benefits list and an employee quote that rotates per visit."""
    n = len(d["jobs"])
    cards = "".join(
        f'<li class="post-{j["id"]} job_listing type-job_listing status-publish hentry job-type-'
        f'{j["type"].lower().replace(" ", "-")}" data-longitude="" data-latitude="">'
        f'<a href="https://kitepay.eu/job/{j["slug"]}/"><img class="company_logo" src="https://kitepay.eu/wp-content/'
        f'uploads/2026/03/kitepay-mark-150x150.png" alt="Kitepay"><div class="position"><h3>{j["title"]}</h3>'
        f'<div class="company"><strong>Kitepay</strong></div></div><div class="location">{j["loc"]}</div>'
        f'<ul class="meta"><li class="job-type {j["type"].lower().replace(" ", "-")}">{j["type"]}</li>'
        f'<li class="date"><time datetime="2026-11-2{(i + 1) % 9}">{_ago(seed, i)}</time></li></ul></a></li>'
        for i, j in enumerate(d["jobs"]))
    if not d["jobs"]:
        cards = '<li class="no_job_listings_found">There are currently no vacancies.</li>'
    q, who, role = _quote(seed)
    benefits = "".join(f'<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">{b}</span></li>'
                       for b in d["benefits"])
    return ('<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Careers – Kitepay</title>'
            f'<link rel="stylesheet" id="wp-job-manager-frontend-css" href="https://kitepay.eu/wp-content/plugins/'
            f'wp-job-manager/assets/dist/css/frontend.css?ver={1 + seed % 3}.41.0" media="all">'
            f'<script id="wp-job-manager-ajax-filters-js-extra">var job_manager_ajax_filters = {{"ajax_url":"\\/jm-ajax'
            f'\\/%%endpoint%%\\/","is_rtl":"0","lang":null,"i18n_load_prev_listings":"Load previous listings",'
            f'"_wpnonce":"{_tok(seed, 10, "wpn")}"}};</script></head>'
            '<body class="page-template-default page page-id-118 ast-page-builder-template">'
            '<header class="site-header"><nav class="main-header-menu"><a href="/">Home</a><a href="/product/">Product'
            '</a><a href="/pricing/">Pricing</a><a href="/careers/" aria-current="page">Careers</a></nav></header>'
            '<main id="main" class="site-main"><article class="post-118 page type-page status-publish">'
            '<div class="entry-content"><h1>Build the way Europe pays</h1>'
            f'<p class="hiring-counter"><strong>We’re hiring!</strong> {n} open role{"s" if n != 1 else ""}</p>'
            '<p>Kitepay moves €2bn a month for 40,000 European businesses. We are a team of 140 in Amsterdam, Berlin '
            'and around Europe, and we are growing.</p>'
            '<h2>Open positions</h2><div class="job_listings" data-location="" data-keywords="" data-show_filters="true"'
            ' data-show_pagination="false" data-per_page="25" data-orderby="featured" data-order="DESC">'
            '<form class="job_filters"><div class="search_jobs"><input type="text" name="search_keywords" '
            'placeholder="Keywords"><input type="text" name="search_location" placeholder="Location">'
            f'<input type="hidden" name="_wpnonce" value="{_tok(seed, 10, "form")}"></div>'
            '<ul class="job_types"><li><label><input type="checkbox" name="filter_job_type[]" value="full-time" checked>'
            ' Full Time</label></li><li><label><input type="checkbox" name="filter_job_type[]" value="part-time" checked>'
            ' Part Time</label></li></ul></form>'
            f'<ul class="job_listings">{cards}</ul></div>'
            f'<h2>Why Kitepay</h2><ul class="elementor-icon-list-items">{benefits}</ul>'
            f'<div class="elementor-widget-testimonial"><div class="elementor-testimonial-content">{q}</div>'
            f'<div class="elementor-testimonial-name">{who}</div><div class="elementor-testimonial-job">{role}</div></div>'
            '</div></article></main><footer class="site-footer"><p>© 2026 Kitepay B.V. · <a href="/privacy/">Privacy</a>'
            '</p></footer></body></html>')


WPJM_URL = "https://kitepay.eu/careers/"
family("wp job manager", wpjm, WPJM, WPJM_URL, "careers", [
    ("a job added (the counter 5 → 6)", lambda d: _ins(d, "jobs", 0, {
        "id": 4420, "slug": "engineering-manager-risk", "title": "Engineering Manager, Risk",
        "loc": "Amsterdam, Netherlands", "type": "Full Time", "dept": "Engineering"}),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Engineering Manager, Risk"]}, "absent": ("jobs_removed",)}),
    ("a job closed (the counter 5 → 4)", lambda d: _pop(d, "jobs", 2),
     E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Customer Success Manager, DACH"]}, "absent": ("jobs_added",)}),
    ("a job's location changed", lambda d: _at(d, "jobs", 4, loc="Berlin, Germany"),
     E, M, ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("Berlin",)}),
    ("a job turned part-time", lambda d: _at(d, "jobs", 1, type="Part Time"),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed")}),
    ("the jobs re-sorted", lambda d: _rev(d, "jobs"), Q),
    ("every job closed (the plugin's empty state)", lambda d: _set(d, jobs=[]),
     E, MAJC, ("jobs_removed",), {"absent": ("jobs_added",)}),
    ("a benefit improved (parental leave 16 → 20 weeks)", lambda d: _set(d, benefits=[
        b.replace("16 weeks", "20 weeks") for b in d["benefits"]]),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("20 weeks",)}),
    ("a benefit added", lambda d: _set(d, benefits=d["benefits"] + ["A four-day week every August"]),
     E, MINM, (), {"contains": {"blocks_added": ["four-day week"]}, "absent": ("jobs_added", "jobs_removed")}),
])


# ============================================================================ 2. Webflow CMS collection list + Finsweet filters

WF: dict[str, Any] = {
    "jobs": [
        ("Senior Full-Stack Engineer", "Engineering", "London or Remote (UK)", "senior-full-stack-engineer"),
        ("Staff Machine Learning Engineer", "Engineering", "London", "staff-machine-learning-engineer"),
        ("Clinical Content Lead", "Clinical", "London", "clinical-content-lead"),
        ("Partnerships Manager, NHS", "Commercial", "Manchester", "partnerships-manager-nhs"),
        ("Talent Partner", "People", "Remote (UK)", "talent-partner"),
        ("Product Marketing Manager", "Marketing", "London", "product-marketing-manager"),
    ],
}


def webflow(d: dict[str, Any], seed: int) -> str:
    """A Webflow site's careers page: a w-dyn-list of jobs (a CMS collection), Finsweet's cmsfilter department buttons
    with per-department counts, the open roles counter written by a CMS count, IX2 ids and the "Last Published"
    comment per publish, a rotating team-quote slider (w-slider)."""
    depts = sorted({j[1] for j in d["jobs"]})
    filt = "".join(f'<label class="filter-button w-radio"><input type="radio" name="dept" fs-cmsfilter-field="dept" '
                   f'class="w-radio-input"><span class="w-form-label">{x} <span class="filter-count">'
                   f'({sum(1 for j in d["jobs"] if j[1] == x)})</span></span></label>' for x in depts)
    items = "".join(
        f'<div role="listitem" class="jobs-item w-dyn-item"><a href="/careers/{s}" class="job-link w-inline-block">'
        f'<div class="job-title">{t}</div><div class="job-meta"><div fs-cmsfilter-field="dept" class="job-dept">{dp}</div>'
        f'<div class="job-location">{loc}</div></div><div class="job-arrow">→</div></a></div>'
        for t, dp, loc, s in d["jobs"])
    if not d["jobs"]:
        items = ""
    empty = '' if d["jobs"] else '<div class="w-dyn-empty"><div>No open roles right now — check back soon.</div></div>'
    q, who, role = _quote(seed + 1)
    slides = "".join(f'<div class="w-slide"><p class="quote-text">“{qq}”</p><div class="quote-name">{ww}, {rr}</div></div>'
                     for qq, ww, rr in (_QUOTES[(seed + k) % 4] for k in range(3)))
    return ('<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com -->'
            f'<!-- Last Published: {["Mon", "Tue", "Wed", "Thu"][seed % 4]} Dec 0{1 + seed % 7} 2026 '
            f'{seed % 24:02d}:{seed * 7 % 60:02d}:11 GMT+0000 (Coordinated Universal Time) -->'
            f'<html data-wf-domain="www.medley.health" data-wf-page="{_tok(seed, 24, "wfp")}" '
            f'data-wf-site="64f0c2a91d0b3e7a55c2f001"><head><meta charset="utf-8"><title>Careers | Medley</title>'
            f'<link href="https://cdn.prod.website-files.com/64f0c2a91d0b3e7a55c2f001/css/medley.webflow.'
            f'{_tok(seed, 9, "wfcss")}.min.css" rel="stylesheet"></head><body>'
            '<div class="navbar w-nav"><a href="/" class="brand w-nav-brand">Medley</a><nav class="w-nav-menu">'
            '<a href="/product" class="w-nav-link">Product</a><a href="/careers" class="w-nav-link w--current">Careers</a>'
            '</nav></div><main class="main-wrapper"><section class="section-hero"><h1>Help us fix primary care</h1>'
            f'<div class="open-roles-pill">{len(d["jobs"])} open roles</div>'
            '<p>Medley builds the software 900 GP practices use to triage patients. We are 85 people, most of us in '
            'London.</p></section><section class="section-jobs"><h2>Open roles</h2>'
            f'<div class="filters" fs-cmsfilter-element="filters"><label class="filter-button w-radio is-active">'
            f'<span class="w-form-label">All <span class="filter-count">({len(d["jobs"])})</span></span></label>'
            f'{filt}</div><div class="w-dyn-list"><div role="list" class="jobs-list w-dyn-items" '
            f'fs-cmsfilter-element="list">{items}</div>{empty}</div></section>'
            f'<section class="section-quotes"><h2>Life at Medley</h2><div class="w-slider" data-autoplay="true" '
            f'data-delay="5000"><div class="w-slider-mask">{slides}</div></div></section></main>'
            '<footer class="footer"><div>© 2026 Medley Health Ltd. Registered in England No. 13377452.</div></footer>'
            f'<script src="https://cdn.prod.website-files.com/64f0c2a91d0b3e7a55c2f001/js/webflow.{_tok(seed, 8, "wfjs")}'
            '.js" type="text/javascript"></script></body></html>')


WF_URL = "https://www.medley.health/careers"
family("webflow careers", webflow, WF, WF_URL, "careers", [
    ("a job added in an existing department", lambda d: _ins(d, "jobs", 2, [
        "Senior iOS Engineer", "Engineering", "London or Remote (UK)", "senior-ios-engineer"]),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Senior iOS Engineer"]}, "absent": ("jobs_removed",)}),
    ("a job in a new department added", lambda d: _ins(d, "jobs", 6, [
        "Financial Controller", "Finance", "London", "financial-controller"]),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Financial Controller"]}, "absent": ("jobs_removed",)}),
    ("a department's only job closed", lambda d: _pop(d, "jobs", 4),
     E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Talent Partner"]}, "absent": ("jobs_added",)}),
    ("a job retitled at its URL", lambda d: _at_list(d, 1, 0, "Principal Machine Learning Engineer"),
     E, M, ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
    ("a job gone remote", lambda d: _at_list(d, 3, 2, "Remote (UK)"),
     E, M, ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
    ("every job closed (the collection's empty state)", lambda d: _set(d, jobs=[]),
     E, MAJC, ("jobs_removed",), {"absent": ("jobs_added",)}),
])


# ============================================================================ 3. Next.js careers page with __NEXT_DATA__

NX: dict[str, Any] = {
    "jobs": [
        {"id": "b7f3c2", "title": "Senior Software Engineer, Infrastructure", "team": "Engineering",
         "location": "San Francisco, CA", "type": "Full-time", "remote": "Hybrid"},
        {"id": "a91d04", "title": "Solutions Engineer", "team": "Sales", "location": "New York, NY",
         "type": "Full-time", "remote": "Hybrid"},
        {"id": "c22e7f", "title": "Developer Advocate", "team": "Marketing", "location": "Remote (US)",
         "type": "Full-time", "remote": "Remote"},
        {"id": "d4410a", "title": "Security Engineer", "team": "Engineering", "location": "San Francisco, CA",
         "type": "Full-time", "remote": "On-site"},
        {"id": "e07b19", "title": "Technical Recruiter", "team": "People", "location": "Remote (US)",
         "type": "Contract", "remote": "Remote"},
    ],
}


def nextjs(d: dict[str, Any], seed: int) -> str:
    """A Next.js (pages router) careers page: job rows grouped by team with a <select> filter, "N open positions"
    in the heading, the jobs repeated in __NEXT_DATA__ with a buildId and the fetch time, CSS-module class hashes."""
    h = _tok(seed, 5, "cls")
    teams: dict[str, list[dict[str, Any]]] = {}
    for j in d["jobs"]:
        teams.setdefault(j["team"], []).append(j)
    groups = "".join(
        f'<div class="JobList_group__{h}"><h3 class="JobList_team__{h}">{t}</h3><ul>' + "".join(
            f'<li class="JobList_row__{h}"><a href="/careers/{j["id"]}"><span class="JobList_title__{h}">{j["title"]}'
            f'</span><span class="JobList_loc__{h}">{j["location"]}</span><span class="JobList_badge__{h}">{j["remote"]}'
            f'</span><span class="JobList_type__{h}">{j["type"]}</span></a></li>' for j in js) + "</ul></div>"
        for t, js in teams.items())
    if not d["jobs"]:
        groups = f'<p class="JobList_empty__{h}">We don’t have any open positions right now.</p>'
    opts = "".join(f"<option>{t}</option>" for t in teams)
    nd = json.dumps({"props": {"pageProps": {"jobs": d["jobs"], "fetchedAt": 1764900000 + seed * 173}},
                     "page": "/careers", "query": {}, "buildId": _tok(seed, 21, "bid"), "isFallback": False,
                     "gsp": True, "scriptLoader": []})
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers at Lumen Labs</title>'
            f'<link rel="preload" href="/_next/static/css/{_tok(seed, 16, "nxcss")}.css" as="style"></head><body>'
            f'<div id="__next"><header class="Header_root__{h}"><a href="/">Lumen Labs</a><nav><a href="/product">'
            f'Product</a><a href="/customers">Customers</a><a href="/careers">Careers</a></nav></header>'
            f'<main class="Careers_main__{h}"><h1>Build the observability platform engineers actually like</h1>'
            f'<p>We’re a Series B team of 60 backed by Index and Amplify.</p>'
            f'<h2 class="Careers_count__{h}">{len(d["jobs"])} open positions</h2>'
            f'<label>Team <select class="JobList_filter__{h}"><option>All teams</option>{opts}</select></label>'
            f'{groups}<section class="Perks_root__{h}"><h2>Perks</h2><ul><li>Top-of-market salary and equity</li>'
            '<li>Medical, dental and vision covered 100%</li><li>$2,000 home-office stipend</li></ul></section>'
            f'</main><footer class="Footer_root__{h}">© 2026 Lumen Labs, Inc.</footer></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{nd}</script>'
            f'<script src="/_next/static/{_tok(seed, 21, "bid")}/_buildManifest.js" async></script></body></html>')


NX_URL = "https://lumenlabs.dev/careers"
family("next.js careers", nextjs, NX, NX_URL, "careers", [
    ("a job added", lambda d: _ins(d, "jobs", 1, {"id": "f51c88", "title": "Staff Frontend Engineer",
                                                 "team": "Engineering", "location": "San Francisco, CA",
                                                 "type": "Full-time", "remote": "Hybrid"}),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Staff Frontend Engineer"]}, "absent": ("jobs_removed",)}),
    ("a job closed", lambda d: _pop(d, "jobs", 1),
     E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Solutions Engineer"]}, "absent": ("jobs_added",)}),
    ("a job's remote policy On-site → Hybrid", lambda d: _at(d, "jobs", 3, remote="Hybrid"),
     E, M, ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
    ("two jobs closed and one opened", lambda d: _ins(_pop(_pop(d, "jobs", 4), "jobs", 2), "jobs", 0, {
        "id": "0a9f31", "title": "Head of Finance", "team": "Finance", "location": "San Francisco, CA",
        "type": "Full-time", "remote": "Hybrid"}),
     E, MM, (), {"exact": {"jobs_added": ["Head of Finance"],
                           "jobs_removed": ["Developer Advocate", "Technical Recruiter"]}}),
    ("every position closed", lambda d: _set(d, jobs=[]),
     E, MAJC, ("jobs_removed",), {"absent": ("jobs_added",)}),
])


# ============================================================================ 4. HubSpot CMS careers (jobs typed in a module)

HS: dict[str, Any] = {
    "jobs": [
        ("Field Sales Representative", "Lyon, France", "CDI", "field-sales-representative-lyon"),
        ("Ingénieur DevOps", "Paris, France", "CDI", "ingenieur-devops"),
        ("Chargé·e de recrutement", "Paris, France", "CDD 12 mois", "charge-de-recrutement"),
        ("Stage – Data Analyst", "Paris, France", "Stage 6 mois", "stage-data-analyst"),
    ],
    "intro": "Rejoignez une équipe de 220 personnes qui construit le logiciel de gestion des chantiers du BTP.",
}


def hubspot(d: dict[str, Any], seed: int) -> str:
    """A HubSpot CMS careers page in French: hs_cos_wrapper modules, job cards typed into a custom module (title,
    place, contract, "Postuler" linking a HubSpot landing page), an "N postes ouverts" counter, a testimonial module
    drawn at random per visit, the HubSpot form's hs_context and the tracking script's portal id."""
    cards = "".join(
        f'<div class="job-card"><h3 class="job-card__title">{t}</h3><p class="job-card__meta">{loc} · {ct}</p>'
        f'<a class="hs-button primary" href="https://www.chantio.fr/offres/{s}?hsLang=fr">Postuler</a></div>'
        for t, loc, ct, s in d["jobs"])
    q, who, role = _quote(seed + 2)
    ctx = json.dumps({"embedAtTimestamp": str(1764900000000 + seed * 4111), "formDefinitionUpdatedAt": "1730000000000",
                      "renderRawHtml": "true", "hutk": _tok(seed, 32, "hutk")})
    return ('<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Carrières | Chantio</title>'
            f'<link rel="stylesheet" href="https://www.chantio.fr/hs-fs/hub/4477120/hub_generated/template_assets/'
            f'{_tok(seed, 11, "hsa")}/1764{seed:06d}/template_main.min.css"></head><body>'
            '<div class="body-wrapper hs-content-id-9911 hs-site-page page"><header class="header"><nav>'
            '<a href="/">Accueil</a><a href="/logiciel">Logiciel</a><a href="/carrieres">Carrières</a></nav></header>'
            '<main id="main-content" class="body-container-wrapper"><div class="body-container">'
            '<div id="hs_cos_wrapper_widget_1" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">'
            f'<h1>Construisons ensemble</h1><p>{d["intro"]}</p>'
            f'<p class="counter"><span class="counter__n">{len(d["jobs"])}</span> postes ouverts</p></div>'
            '<div id="hs_cos_wrapper_widget_2" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">'
            f'<h2>Nos offres</h2><div class="job-grid">{cards}</div></div>'
            '<div id="hs_cos_wrapper_widget_3" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">'
            f'<div class="testimonial"><blockquote>« {q} »</blockquote><p class="testimonial__author">{who} — {role}</p>'
            '</div></div><div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form">'
            f'<form id="hsForm_{_tok(seed, 8, "hsf")}" data-hs-cf-bound="true"><input type="hidden" name="hs_context" '
            f"value='{ctx}'><label>Candidature spontanée</label><input type=\"email\" name=\"email\"></form></div>"
            '</div></main><footer class="footer">© 2026 Chantio SAS</footer>'
            f'<script id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/4477120.js?'
            f'businessUnitId=0&amp;t={seed}"></script></div></body></html>')


HS_URL = "https://www.chantio.fr/carrieres"
family("hubspot careers (fr)", hubspot, HS, HS_URL, "careers", [
    ("une offre ajoutée", lambda d: _ins(d, "jobs", 0, [
        "Responsable Grands Comptes", "Nantes, France", "CDI", "responsable-grands-comptes"]),
     E, M, ("jobs_added",), {"exact": {"jobs_added": ["Responsable Grands Comptes"]}, "absent": ("jobs_removed",)}),
    ("une offre pourvue et retirée", lambda d: _pop(d, "jobs", 1),
     E, M, ("jobs_removed",), {"exact": {"jobs_removed": ["Ingénieur DevOps"]}, "absent": ("jobs_added",)}),
    ("un poste déménagé Lyon → Bordeaux", lambda d: _at_hs(d, 0, 1, "Bordeaux, France"),
     E, M, ("jobs_changed",), {"absent": ("jobs_added", "jobs_removed")}),
    ("l'intro réécrite (240 personnes)", lambda d: _set(d, intro=d["intro"].replace("220", "240")),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed")}),
])


# ============================================================================ 5. a single job posting (company site, JobPosting JSON-LD)

JP: dict[str, Any] = {
    "title": "Senior Data Engineer", "city": "Berlin", "country": "DE", "workplace": "Hybrid (2 days a week in our "
    "Kreuzberg office)", "remote": False, "min": 78000, "max": 95000, "currency": "EUR",
    "posted": "2026-11-18", "valid": "2027-01-31", "deadline": "31 January 2027",
    "reqs": ["5+ years building data pipelines in Python or Scala",
             "Hands-on experience with Airflow or Dagster, and dbt",
             "You have run a warehouse (Snowflake, BigQuery or ClickHouse) in production",
             "Fluent English; German is a plus"],
    "tasks": ["Own the ingestion of 4 billion payment events a month", "Design the data contracts between product teams",
              "Mentor two mid-level engineers"],
    "closed": "", "apply": True,
}


def _eur(n: int) -> str:
    return f"€{n:,}"


def jobpage(d: dict[str, Any], seed: int) -> str:
    """A job posting on the company's own site (a Next.js app): JobPosting JSON-LD (baseSalary, jobLocation,
    jobLocationType, validThrough), the visible header (title, place, workplace, salary band), "Posted N days ago",
    requirements and tasks lists, an apply button to the ATS with a per-visit source token, a "similar roles" widget
    that rotates per visit, a banner when the posting is closed."""
    ld: dict[str, Any] = {
        "@context": "https://schema.org/", "@type": "JobPosting", "title": d["title"],
        "description": "<p>" + " ".join(d["tasks"]) + "</p>", "datePosted": d["posted"], "validThrough": d["valid"],
        "employmentType": "FULL_TIME",
        "hiringOrganization": {"@type": "Organization", "name": "Kitepay", "sameAs": "https://kitepay.eu"},
        "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": d["city"],
                                                      "addressCountry": d["country"]}},
        "baseSalary": {"@type": "MonetaryAmount", "currency": d["currency"], "value": {
            "@type": "QuantitativeValue", "minValue": d["min"], "maxValue": d["max"], "unitText": "YEAR"}},
    }
    if d["remote"]:
        ld["jobLocationType"] = "TELECOMMUTE"
        ld["applicantLocationRequirements"] = {"@type": "Country", "name": "Germany"}
    similar = [("Analytics Engineer", "analytics-engineer"), ("Senior Backend Engineer, Payments",
                                                              "senior-backend-engineer-payments"),
               ("Data Platform Lead", "data-platform-lead"), ("Machine Learning Engineer", "ml-engineer")]
    k = seed % 4
    sim = "".join(f'<li><a href="/jobs/{s}?ref=similar">{t}</a></li>' for t, s in (similar[k:] + similar[:k])[:3])
    banner = f'<div class="posting-closed-banner" role="alert"><p>{d["closed"]}</p></div>' if d["closed"] else ""
    apply = (f'<a class="btn btn-primary apply-button" href="https://kitepay.jobs.personio.de/job/1803999?'
             f'_pc={_tok(seed, 12, "pc")}#apply">Apply for this job</a>' if d["apply"] else "")
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
            f'<title>{d["title"]} – Kitepay Careers</title><meta name="robots" content="index,follow">'
            f'<script type="application/ld+json">{json.dumps(ld)}</script>'
            f'<link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, "jpcss")}.css"></head><body><div id="__next">'
            '<header><a href="/">Kitepay</a><nav><a href="/product">Product</a><a href="/careers">Careers</a></nav></header>'
            f'<main class="job-posting">{banner}<nav class="breadcrumbs"><a href="/careers">Careers</a> / '
            f'<a href="/careers#engineering">Engineering</a></nav><h1>{d["title"]}</h1>'
            f'<ul class="job-facts"><li class="job-location">{d["city"]}, Germany</li><li class="job-workplace">'
            f'{d["workplace"]}</li><li class="job-type">Full-time, permanent</li><li class="job-salary">'
            f'{_eur(d["min"])} – {_eur(d["max"])} per year</li></ul>'
            f'<p class="job-posted">{_ago(seed, 0)}</p>'
            f'<h2>What you’ll do</h2><ul>{"".join(f"<li>{t}</li>" for t in d["tasks"])}</ul>'
            f'<h2>What we’re looking for</h2><ul>{"".join(f"<li>{r}</li>" for r in d["reqs"])}</ul>'
            f'<h2>How to apply</h2><p>Apply by {d["deadline"]}. We reply to every application within ten working days.</p>'
            f'{apply}<aside class="similar-jobs"><h3>Similar roles</h3><ul>{sim}</ul></aside></main>'
            '<footer>© 2026 Kitepay B.V.</footer></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{{"buildId":"{_tok(seed, 21, "jpb")}"}}</script>'
            '</body></html>')


JP_URL = "https://kitepay.eu/careers/senior-data-engineer"
family("job posting", jobpage, JP, JP_URL, "careers", [
    ("the salary band raised", lambda d: _set(d, min=85000, max=105000),
     E, M, (), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("105,000",)}),
    ("the salary band lowered", lambda d: _set(d, min=70000, max=85000),
     E, M, (), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("85,000",)}),
    ("the location moved Berlin → Munich", lambda d: _set(d, city="Munich", workplace=d["workplace"].replace(
        "Kreuzberg", "Schwabing")),
     E, M, (), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("Munich",)}),
    ("the role made fully remote", lambda d: _set(d, remote=True, workplace="Remote (anywhere in Germany)"),
     E, M, (), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("Remote",)}),
    ("'This position has been filled' banner, apply button gone", lambda d: _set(
        d, closed="This position has been filled. Thank you to everyone who applied!", apply=False),
     E, MM, (), {"mentions": ("filled",), "named": "Senior Data Engineer"}),
    ("'no longer accepting applications' banner", lambda d: _set(
        d, closed="We're no longer accepting applications for this role."),
     E, MM, (), {"mentions": ("no longer accepting",), "named": "Senior Data Engineer"}),
    ("a requirement added", lambda d: _set(d, reqs=d["reqs"][:2] + [
        "Experience running Kafka or Redpanda at scale"] + d["reqs"][2:]),
     E, MINM, (), {"contains": {"blocks_added": ["Kafka"]}, "absent": ("jobs_added", "jobs_removed")}),
    ("a requirement dropped", lambda d: _set(d, reqs=d["reqs"][:3]),
     E, MINM, (), {"contains": {"blocks_removed": ["German is a plus"]}, "absent": ("jobs_added", "jobs_removed")}),
    ("a requirement raised 5+ → 7+ years", lambda d: _set(d, reqs=[d["reqs"][0].replace("5+", "7+")] + d["reqs"][1:]),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed")}),
    ("the apply button gone alone", lambda d: _set(d, apply=False), E, MINM + ("major",)),
    ("the deadline extended (visible and validThrough)", lambda d: _set(d, valid="2027-02-28",
                                                                        deadline="28 February 2027"),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed")}),
    ("validThrough moved in the JSON-LD only", lambda d: _set(d, valid="2027-03-31"), Q),
    ("the posting re-dated (datePosted only)", lambda d: _set(d, posted="2026-12-02"), Q),
    ("retitled Senior → Staff Data Engineer", lambda d: _set(d, title="Staff Data Engineer"),
     E, M, (), {"absent": ("jobs_added", "jobs_removed"), "named": "Staff Data Engineer"}),
])


# ============================================================================ 5b. a German job posting (WordPress, Yoast's JobPosting graph)

JD: dict[str, Any] = {
    "title": "Werkstudent (m/w/d) Buchhaltung", "city": "Hamburg", "hours": "16–20 Stunden pro Woche",
    "pay": "15,50 € pro Stunde", "min": 15.5, "closed": "", "home": "Teilweise Homeoffice möglich",
    "tasks": ["Du unterstützt bei der Kreditorenbuchhaltung", "Du bereitest Zahlungsläufe vor",
              "Du hilfst beim Monatsabschluss nach HGB"],
}


def jobpage_de(d: dict[str, Any], seed: int) -> str:
    """A German posting on a WordPress site (Yoast's @graph with a JobPosting, Borlabs Cookie, WPML): the facts box
    (Ort, Umfang, Vergütung, Homeoffice), tasks, "Jetzt bewerben" to a form with a nonce, "Veröffentlicht vor N
    Tagen"."""
    graph = {"@context": "https://schema.org", "@graph": [
        {"@type": "WebPage", "@id": "https://belegfix.de/karriere/werkstudent-buchhaltung/#webpage",
         "dateModified": f"2026-12-0{1 + seed % 6}T08:{seed % 60:02d}:00+00:00"},
        {"@type": "JobPosting", "title": d["title"], "datePosted": "2026-11-20",
         "employmentType": "PART_TIME", "hiringOrganization": {"@type": "Organization", "name": "Belegfix GmbH"},
         "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": d["city"],
                                                       "addressCountry": "DE"}},
         "baseSalary": {"@type": "MonetaryAmount", "currency": "EUR", "value": {
             "@type": "QuantitativeValue", "value": d["min"], "unitText": "HOUR"}}}]}
    banner = f'<div class="job-closed-notice"><strong>{d["closed"]}</strong></div>' if d["closed"] else ""
    n = seed % 5 + 2
    return ('<!DOCTYPE html><html lang="de-DE"><head><meta charset="UTF-8">'
            f'<title>{d["title"]} - Belegfix</title>'
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(graph)}</script>'
            f'<link rel="stylesheet" href="https://belegfix.de/wp-content/themes/belegfix/style.css?ver=1.{seed}.0">'
            '</head><body class="job-template-default single single-job"><header><a href="/">Belegfix</a><nav>'
            '<a href="/produkt/">Produkt</a><a href="/karriere/">Karriere</a></nav></header>'
            f'<main id="primary" class="site-main">{banner}<article class="job type-job status-publish">'
            f'<h1 class="entry-title">{d["title"]}</h1><dl class="job-facts"><dt>Ort</dt><dd>{d["city"]}</dd>'
            f'<dt>Umfang</dt><dd>{d["hours"]}</dd><dt>Vergütung</dt><dd>{d["pay"]}</dd><dt>Homeoffice</dt>'
            f'<dd>{d["home"]}</dd></dl><p class="job-date">Veröffentlicht vor {n} Tagen</p>'
            f'<h2>Deine Aufgaben</h2><ul>{"".join(f"<li>{t}</li>" for t in d["tasks"])}</ul>'
            '<h2>Das bringst du mit</h2><ul><li>Du studierst BWL, Wirtschaftsinformatik oder Vergleichbares</li>'
            '<li>Erste Erfahrung mit DATEV ist ein Plus</li></ul>'
            f'<form class="job-apply" method="post"><input type="hidden" name="_wpnonce" value="{_tok(seed, 10, "dn")}">'
            '<button type="submit">Jetzt bewerben</button></form></article></main>'
            '<div id="BorlabsCookieBox"><p>Wir nutzen Cookies auf unserer Website.</p><a href="#">Alle akzeptieren</a></div>'
            '<footer>© 2026 Belegfix GmbH · <a href="/impressum/">Impressum</a></footer></body></html>')


JD_URL = "https://belegfix.de/karriere/werkstudent-buchhaltung/"
family("stellenanzeige (de)", jobpage_de, JD, JD_URL, "careers", [
    ("Vergütung 15,50 € → 17,00 € pro Stunde", lambda d: _set(d, pay="17,00 € pro Stunde", min=17.0),
     E, M, (), {"absent": ("jobs_added", "jobs_removed"), "mentions": ("17,00",)}),
    ("Umfang 16–20 → 20 Stunden", lambda d: _set(d, hours="20 Stunden pro Woche"),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed")}),
    ("Homeoffice gestrichen", lambda d: _set(d, home="Kein Homeoffice, Arbeit vor Ort in Hamburg"),
     E, MINM, (), {"absent": ("jobs_added", "jobs_removed")}),
    ("'Diese Stelle ist bereits besetzt' banner", lambda d: _set(d, closed="Diese Stelle ist bereits besetzt."),
     E, MM, ("jobs_removed",), {"named": "Werkstudent"}),
    ("eine Aufgabe ergänzt", lambda d: _set(d, tasks=d["tasks"] + ["Du pflegst Stammdaten in DATEV"]),
     E, MINM, (), {"contains": {"blocks_added": ["Stammdaten"]}, "absent": ("jobs_added", "jobs_removed")}),
])


# ============================================================================ 6. a products page (SaaS product family)

PR: dict[str, Any] = {
    "hero": "One platform for every payment your business makes",
    "products": [
        {"name": "Kitepay Cards", "slug": "cards", "desc": "Virtual and physical Visa cards for every employee, with "
         "spending limits per team.", "badge": ""},
        {"name": "Kitepay Invoices", "slug": "invoices", "desc": "Capture supplier invoices by e-mail and pay them in "
         "one batch.", "badge": ""},
        {"name": "Kitepay Expenses", "slug": "expenses", "desc": "Receipts matched to card payments automatically, "
         "VAT read from the photo.", "badge": "New"},
        {"name": "Kitepay Treasury", "slug": "treasury", "desc": "Earn interest on idle cash in money-market funds.",
         "badge": "Beta"},
    ],
    "integrations": ["DATEV", "Xero", "QuickBooks", "NetSuite", "Exact Online", "Slack"],
    "limits": [("Cards per account", "Unlimited"), ("Batch payment size", "Up to 500 invoices"),
               ("API rate limit", "600 requests per minute"), ("Supported currencies", "24"),
               ("Data residency", "EU (Frankfurt)")],
    "order": [0, 1, 2],
}

_CAROUSEL = ["“Kitepay cut our month-end close from six days to two.” — Finance lead, Ostara GmbH",
             "“We replaced three tools with Kitepay in a quarter.” — CFO, Bellcraft",
             "“Cards for 300 drivers, set up in an afternoon.” — Ops director, Rolling Routes"]


def products(d: dict[str, Any], seed: int) -> str:
    """A SaaS products overview (Astro + Tailwind): a hero whose copy is written into a data-experiment slot, product
    cards with "New" / "Beta" badges, a spec table of limits, an integrations logo list, a customer-quote carousel in
    its visit's order, an Intercom launcher with the visitor's id."""
    cards = "".join(
        f'<article class="product-card rounded-xl border p-6"><a href="/products/{p["slug"]}">'
        f'<h3 class="text-xl font-semibold">{p["name"]}'
        + (f' <span class="badge rounded bg-indigo-50 px-2 text-xs">{p["badge"]}</span>' if p["badge"] else "")
        + f'</h3></a><p class="text-slate-600">{p["desc"]}</p><a class="link" href="/products/{p["slug"]}">Learn more →</a>'
        f'</article>' for p in d["products"])
    rows = "".join(f"<tr><th scope=\"row\">{a}</th><td>{b}</td></tr>" for a, b in d["limits"])
    integ = "".join(f'<li class="integration"><img src="/logos/{x.lower().replace(" ", "-")}.svg?v={_tok(seed, 6, "lg")}" '
                    f'alt=""><span>{x}</span></li>' for x in d["integrations"])
    k = seed % 3
    car = "".join(f'<div class="carousel-slide">{_CAROUSEL[i]}</div>' for i in (d["order"][k:] + d["order"][:k]))
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Products – Kitepay</title>'
            f'<link rel="stylesheet" href="/_astro/index.{_tok(seed, 8, "astro")}.css"></head><body>'
            '<header class="sticky top-0"><a href="/">Kitepay</a><nav><a href="/products" aria-current="page">Products'
            '</a><a href="/pricing">Pricing</a><a href="/careers">Careers</a></nav></header><main>'
            f'<section class="hero" data-experiment="hero-copy-q4" data-variant="a"><h1>{d["hero"]}</h1>'
            '<p>Cards, invoices, expenses and treasury for European businesses, in one account.</p>'
            '<a class="btn" href="/signup">Open an account</a></section>'
            f'<section id="products"><h2>Our products</h2><div class="grid grid-cols-2 gap-6">{cards}</div></section>'
            f'<section id="specs"><h2>Limits and specifications</h2><table class="spec-table"><tbody>{rows}</tbody>'
            f'</table></section><section id="integrations"><h2>Integrations</h2><ul class="integrations">{integ}</ul>'
            f'</section><section class="carousel" aria-roledescription="carousel">{car}</section></main>'
            '<footer>© 2026 Kitepay B.V. · Kitepay is a licensed e-money institution (DNB R165432).</footer>'
            f'<script>window.intercomSettings = {{"app_id":"x7kq2m","anonymous_id":"{_tok(seed, 20, "icid")}"}};</script>'
            '</body></html>')


PR_URL = "https://kitepay.eu/products"
family("products", products, PR, PR_URL, "products", [
    ("a product launched with a New badge", lambda d: _ins(d, "products", 2, {
        "name": "Kitepay Payroll", "slug": "payroll", "desc": "Pay salaries in 14 EU countries from your Kitepay "
        "balance.", "badge": "New"}),
     E, MM, ("product_added",), {"contains": {"items_added": ["Kitepay Payroll"]}, "absent": ("items_removed",)}),
    ("a product discontinued", lambda d: _pop(d, "products", 3),
     E, MM, ("product_removed",), {"contains": {"items_removed": ["Kitepay Treasury"]}, "absent": ("items_added",)}),
    ("a product renamed", lambda d: _at(d, "products", 2, name="Kitepay Spend"),
     E, MM, (), {"mentions": ("Kitepay Spend",)}),
    ("a product renamed (at its own URL)", lambda d: _at(d, "products", 1, name="Kitepay Payables"),
     E, M, ("product_changed",), {"mentions": ("Kitepay Payables",), "absent": ("items_added", "items_removed")}),
    ("a product's Beta badge dropped", lambda d: _at(d, "products", 3, badge=""), ANY, MINM),
    ("a New badge dropped from last month's launch", lambda d: _at(d, "products", 2, badge=""), Q),
    ("the API rate limit raised 600 → 1,200 per minute", lambda d: _set(d, limits=[
        (a, b.replace("600", "1,200")) for a, b in d["limits"]]),
     E, M, (), {"mentions": ("1,200",)}),
    ("supported currencies 24 → 31", lambda d: _set(d, limits=[(a, "31" if b == "24" else b) for a, b in d["limits"]]),
     E, MINM, (), {"mentions": ("31",)}),
    ("an integration added (Sage)", lambda d: _set(d, integrations=d["integrations"] + ["Sage"]),
     E, MINM, (), {"mentions": ("Sage",)}),
    ("an integration dropped (QuickBooks)", lambda d: _set(d, integrations=[
        x for x in d["integrations"] if x != "QuickBooks"]),
     E, MINM, (), {"mentions": ("QuickBooks",)}),
    ("the A/B hero variant served", lambda d: _set(d, hero="Spend less time on payments, more on your business"),
     ANY, MINM),
    ("the quote carousel's order", lambda d: _set(d, order=[2, 0, 1]), Q),
])


# ============================================================================ 7. a product page: a plan feature, a spec sheet (Squarespace)

PP: dict[str, Any] = {
    "features": ["Unlimited virtual cards", "Per-card spending limits and merchant locks", "Receipt capture in the app",
                 "Apple Pay and Google Pay"],
    "specs": [("Card network", "Visa"), ("Physical card", "Metal, 18 g"), ("ATM withdrawals", "5 free a month"),
              ("FX fee", "0.5% above the ECB rate"), ("Supported wallets", "Apple Pay, Google Pay")],
}


def product_page(d: dict[str, Any], seed: int) -> str:
    """A Squarespace 7.1 product-feature page (sqs-block ids, the SQUARESPACE_CONTEXT's per-render values, a summary
    block of "related" posts drawn per visit): a features list and a specifications table."""
    feats = "".join(f"<li><p>{f}</p></li>" for f in d["features"])
    specs = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in d["specs"])
    ctx = json.dumps({"rollups": {}, "pageType": 2, "website": {"id": "5f1e0c7a0e4b9a2c1d3e4f5a"},
                      "templateVersion": "7.1", "impersonatedSession": False,
                      "authenticatedAccount": None, "renderTime": 1764900000 + seed * 37,
                      "cspNonce": _tok(seed, 16, "sqcsp")})
    return ('<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Kitepay Cards — Kitepay</title>'
            f'<script>Static.SQUARESPACE_CONTEXT = {ctx};</script></head><body id="collection-{_tok(seed, 24, "coll")}" '
            'class="tweak-global-animations-enabled"><header id="header"><a href="/">Kitepay</a><nav><a href="/products">'
            'Products</a></nav></header><main id="page" role="main"><article class="sections" id="sections">'
            '<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12">'
            f'<div class="sqs-block html-block sqs-block-html" id="block-yui_3_17_2_1_{1764900000 + seed}_4412">'
            '<div class="sqs-block-content"><h1>Kitepay Cards</h1><p>Company cards that know your policy.</p>'
            f'<h2>What’s included</h2><ul>{feats}</ul><h2>Specifications</h2><table>{specs}</table>'
            '</div></div></div></div></section></article></main>'
            '<footer class="sections" id="footer-sections">© 2026 Kitepay B.V.</footer></body></html>')


PP_URL = "https://kitepay.eu/products/cards"
family("product page", product_page, PP, PP_URL, "products", [
    ("a feature added", lambda d: _set(d, features=d["features"][:2] + ["Cards in 12 currencies, no FX fee"]
                                       + d["features"][2:]),
     E, MINM, (), {"contains": {"blocks_added": ["12 currencies"]}}),
    ("a feature dropped", lambda d: _set(d, features=d["features"][:3]),
     E, MINM, (), {"contains": {"blocks_removed": ["Google Pay"]}}),
    ("ATM withdrawals 5 → 3 free a month", lambda d: _set(d, specs=[
        (a, b.replace("5 free", "3 free")) for a, b in d["specs"]]),
     E, M, (), {"mentions": ("3 free",)}),
    ("the FX fee raised 0.5% → 1%", lambda d: _set(d, specs=[(a, b.replace("0.5%", "1%")) for a, b in d["specs"]]),
     E, MM, (), {"mentions": ("1%",)}),
])


# ============================================================================ running the pairs

#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}


test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG, MENTIONS)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(diff_files(c.old, c.new, surface=c.surface, url=c.url, content_type=None))


# ============================================================================ the rules, unit by unit

@pytest.mark.parametrize(("text", "closed"), [
    ("This position has been filled. Thank you to everyone who applied!", True),
    ("We're no longer accepting applications for this role.", True),
    ("We’re no longer accepting applications for this position", True),
    ("This job is no longer available", True),
    ("Diese Stelle ist bereits besetzt.", True), ("Ce poste a été pourvu.", True),
    ("Esta vacante ya no está disponible", True),
    ("Filled", False),  # (one word: a card's label, read by the extractor, not a page's notice)
    ("We reply to every application within ten working days.", False),
    ("Applications close on 31 January 2027", False),
    ("Our Berlin office is closed between Christmas and New Year.", False),
])
def test_a_postings_closing_notice(text: str, closed: bool) -> None:
    from changewire_differ.classify import _closing_notice

    assert _closing_notice(text) is closed


@pytest.mark.parametrize(("text", "rotating"), [("Similar roles", True), ("Related jobs", True),
                                                ("Other open positions", True), ("Customers also viewed", True),
                                                ("Similar", False), ("Open roles", False), ("Our products", False)])
def test_similar_roles_and_related_products_rotate(text: str, rotating: bool) -> None:
    from changewire_differ.htmlnorm import _rotating_start

    assert _rotating_start(text) is rotating


@pytest.mark.parametrize(("text", "generic"), [("Postuler", True), ("Jetzt bewerben", True), ("Solicitar", True),
                                               ("Ansök nu", True), ("応募する", True), ("Apply now", True),
                                               ("Ingénieur DevOps", False), ("Bewerbermanager (m/w/d)", False)])
def test_an_apply_button_is_no_job_title(text: str, generic: bool) -> None:
    from changewire_differ.extract import _GENERIC_LINK

    assert bool(_GENERIC_LINK.match(text)) is generic


def test_a_pages_sections_are_no_products() -> None:
    from changewire_differ.pipeline import read

    st = read(products(PR, 1).encode(), kind="html", surface="products", url=PR_URL)
    names = sorted(e.data["name"] for e in st.entities["product"].items)
    assert names == ["Kitepay Cards", "Kitepay Expenses", "Kitepay Invoices", "Kitepay Treasury"], names
