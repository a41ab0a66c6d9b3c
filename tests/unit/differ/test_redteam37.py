"""Differ red-team round 37: HISTORIES. A monitor sees a company's surface over weeks, not one pair: 40 histories of 4-9
versions in time order (ids, titles and places carried from version to version), every version wearing its own noise,
each consecutive pair and the first against the last diffed through `changewire diff --json` (cli.diff_files) and
checked by round 34's outcome / significance / kind check over round 32's typed check (imported), plus this round's
keys: sets of titles (jobs / items / prices of several plans), delta keys that must stay empty, kinds ruled out, and
"a quiet step is quiet all through" (even archived as minor, no typed event). 252 pairs: 212 consecutive, 40 first vs
last; 81 of them expected quiet. Every 15th pair also through the command line itself. In six batches, each batch's
expectations committed before its first run (the branch history).

Noise worn by every HTML version (`dress`): asset hashes of the build, a CSRF token (meta and a form's hidden input), an
A/B bucket attribute and an experiment payload, "Updated N minutes ago", a cookie banner on every other fetch; plus per
surface: a CTA label under A/B test, Next.js build ids and CSS-module hashes, HubSpot CTA tracking, Squarespace
context, signed image URLs, comment / view / read counters, uptime figures, "Posted N Days Ago", API stamps
(updated_at, createdAt, publishedAt), feed lastBuildDate and every Atom <updated> re-stamped by each build.

Histories (company: what happens, in order):
- careers HTML: a Greenhouse board (a job posted with a typo, its title fixed the next day, one closed, a hiring freeze
  with "no current openings", hiring again with a role reposted under a new id); a Lever board (posted, moved city,
  expired, reposted under a new id a week later, a same-day repost under a new id, a wave of three); a WordPress page
  listing Greenhouse jobs newest first that paginates past 20 and then moves to a Greenhouse script embed; a Next.js
  page with JobPosting JSON-LD (a salary band raised); an alphabetical JOIN board of 20 a page (a job entering page 1
  mid-alphabet, one closed so one moves back up, retitled and moved in one edit, a "New" badge expiring); a Lever board
  with a typo fixed, a team relabelled, one of two "Account Executive" postings (Berlin, Munich) closed; a Webflow list
  drawn twice (desktop rows and mobile cards); a Personio page in German (gender tags rewritten, a freeze with
  "Derzeit sind keine offenen Stellen", hiring again); a table whose job links carry a rotating gh_src token.
- job APIs: Ashby (posted, retitled, restamped, shuffled, two closed, `[]`, resumed), Workable (moved, reordered, filled,
  retitled), Personio XML (a freeze), Recruitee (a role replaced by a senior one), Greenhouse (updated_at moving),
  Workday ("Posted N Days Ago" ticking), SmartRecruiters ten a page newest first (a new posting pushing the tenth to
  page 2, the newest closed, one from the middle closed), Lever (createdAt shifted, Full-time → Part-time), Teamtailor
  (a second "Store Manager" in another city, an office move, the first one closed).
- pricing: Webflow (a price raised, a plan renamed, "Most popular" moved, Enterprise added, a price cut), HubSpot in
  German (raised, renamed, badge moved, a seat limit raised), a monthly / annual toggle (a Black Friday bar, the annual
  discount deepened: three prices), Next.js (the toggle's default an A/B test, cents dropped, a plan retired, "per
  seat" → "per user", a price raised, the trial lengthened).
- posts: a WordPress blog (published with a typo, fixed, comments, taken down, a sticky re-sort, the newest five
  sliding), a Squarespace press page (a release, corrected, one pulled), an RSS feed of ten (new posts sliding the
  window, retitled, one unpublished, a body edited), a Ghost blog (a slug renamed, a featured slot turning, "Updated
  <date>" on a card), a HubSpot blog (views, a funding post, its title amended, a byline renamed), a releases Atom feed.
- changelogs: a hand-written page showing the newest five entries (a release on top each week, the oldest falling off
  into the archive — decided as a user: falling off is no removal, as a feed's window slides — and a note added to the
  newest), a release-notes page with a "Latest" badge moving down and read counters.
- status: Atlassian Statuspage HTML (opened → identified → monitoring → resolved → post-mortem, the history rolling a
  day), its summary.json (the same life, the incident leaving the file), Instatus (degraded, recovered, maintenance
  scheduled / started / done), Better Stack (a monitor down and up, the incident rolling off), a maintenance's life and
  an incident escalated minor → major, an incident retitled at its URL as its scope is known.
- a team page (joined, promoted, left, photos re-signed) and a Webflow homepage (bar turning, logos and a counter, a
  product launched, "Fenwick is now part of Brex" in the bar, the hero repositioned).
- a big board of 30 with office filter counts thinned out by layoffs (eight closed, then twenty of twenty-two with the
  list drawn as before, then none with a notice); usage-based pricing (a base price and a price per 1,000 requests per
  tier, a live "requests served today" counter, one overage price raised).
Entity keys: `test_entity_keys_stay_put` reads every version (pipeline.read) and checks that a job, post, incident or
person shown the same way (same URL, title and place) and a plan under the same name keep ONE entity key through the
history, whatever the noise (the key is what the service reconciles first_seen / last_seen / removed_at by).

Counts: 252 cases, 309 tests (252 pairs, 17 command-line twins, 39 key tests, the count). Run time 3.6 s alone
(`--durations=5`: the slowest 0.36 s, the first, loading the reader; 13 s wall beside two package runs).
Failures before the fixes (each batch's first run): batch 1, 5 of 156 tests — 2 product (the board moved to an embed
read as 20 jobs closed, critical, step and first-vs-last), 3 my expectation: HubSpot's first-vs-last wanted the price
change under the plan's old name "Team" (the product says "Profi (formerly Team)", better), and the post-mortem step
wanted its text quoted (Statuspage's own status "Postmortem" is told: "Resolved → Postmortem"; step and its twin).
Batch 2, 6 of 208: 2 product (a card's "Updated <date>" stamp meaningful; a role change's summary without the roles),
4 mine: JOIN ids written with 4 digits (theirs have 7, as round 33 had noted; a retitle + move then read as closed and
opened, twice), a city wrong in my own fixture, and the key test missing the `person` type. Batch 3, 1 of 246: the
trial length (xfailed, below). Batch 4, 0 of 271 (3 came from a fix of mine, reverted: below). Batch 5, 2 of 298, both
mine: a homepage has no typed list for the key test; and Teamtailor's first-vs-last wanted "Store Manager" closed in
Malmö and opened in Stockholm (the history knows two postings; the two versions alone show the posting reposted under a
new id and moved, which round 2 holds: my fix for it, classify._two_postings, failed round 2's test in the package run
and was reverted; the expectation is now the net reading). Batch 6, 3 of 309, all product: a live "1,204,331 requests
served today" was a meaningful change (2 steps), and usage tiers were read as three plans named "/month" (the key
test: their keys month, month#2, month#3 churned). Against the branch's base (2850cc03) the final module fails 7 of
its 309 tests; all pass now but the one xfailed.

Fixed (product):
- pipeline.compare: a listing of ≥ degradation_min_entities gone whole — no entity of it left as a line, no "no open
  positions" notice — counts as a markup change, so the parse-degradation guard withholds the removals (a careers page
  whose board moved to a script embed was "20 jobs removed", critical); a freeze page that says so still removes them.
- classify._stamp_line (in _text): a post card's meta line of dates and an edit stamp on both sides ("2026-10-29" →
  "2026-10-29 · Updated Dec 2, 2026") is no content change (was meaningful content_changed).
- classify._people: a role change names the roles for one or two people ("“Marco Rossi” (Head of Sales → VP Sales)").
- extract.group_cards (named, _named_by): an element title-like by its class alone that holds a price names no card: a
  tier's "tier-price" and "tier-usage" lines (class names holding "tier") made each tier a grid of two plans named
  "/month". (My first draft refused any title-like element holding a price: round 33's Framer cards, "<h2>$29</h2>"
  under a name in a <p>, failed the package run (2 tests); a heading names a card whatever it holds.)
- volatile._RULES: a live tally written in full over a period that runs on ("1,204,331 requests served today", "48,210
  messages sent this week") is a counter, as "12B events tracked this month" was; "2,000 requests per second" is not.

XFAIL: nextjs_relay_pricing/07_trial_longer — a trial length said only in CTA labels ("Start your 14-day free trial" →
30-day) is volatile with the label. Tried (htmlnorm: keep a CTA label stating a term): it made this round's own A/B
test ("Start free trial" ↔ "Try it free for 14 days") a meaningful change at every alternation (3 Tessera steps);
reverted. Needs the sensor's flap memory or the term read from the page's text.

Left alone: an HTML job's key is "title|location" (pipeline.read): a retitle or a move re-keys it (the verdict pairs it
by URL as an update, but the stored entity's first_seen starts again) — the key test checks only things shown alike; a
board moved to an embed is "meaningful content_changed" quoting the removed "Showing 1–20 of 22 open positions" line
and its first-vs-last is `noise` (the service opens a parse-degradation review; the CLI shows only noise); the CLI pairs
have no flap memory, so A/B tests are judged pair by pair; test_diff_hostile2's regex-timing test (0.1 s a pattern)
fails under heavy load on the base code too (volatile._RULES near 0.05 s alone). Decided quiet: "Most popular" moving, a same-day repost under
a new id, a team relabelled, a byline renamed, gender tags rewritten, the toggle's default side.
Corpus digest (bench/callgrind_differ.py --check): unchanged, ba8c7695….
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
from datetime import date, timedelta
from html import escape
from pathlib import Path
from typing import Any

import pytest

from changewire_differ.cli import diff_files

_spec = importlib.util.spec_from_file_location("_rt34_harness", Path(__file__).with_name("test_redteam34.py"))
rt34 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rt34)
rt32 = rt34.rt32
slug = rt32.slug

QUIET_OUT = ("unchanged", "noise")
MEANINGFUL_UP = ("meaningful", "major", "critical")
ANY_SIG = ("minor", "meaningful", "major", "critical")
CASES: dict[str, dict[str, Any]] = {}
HISTORIES: dict[str, "History"] = {}

#: my keys, checked here (sets, not lists in order; delta keys that must stay empty; kinds ruled out)
MINE = ("jobs_added_set", "jobs_removed_set", "items_added_set", "items_removed_set", "prices_set", "empty",
        "not_kind", "incidents_has", "items_added_like")
TYPED = ("jobs_added", "jobs_removed", "items_added", "items_removed", "price_changes", "plans_added", "plans_removed",
         "incidents")


class History:
    """One surface of one company over weeks: versions in time order, each with what its step from the previous
    version should say (round 34's keys plus MINE); `net` is what the first version against the last should say."""

    def __init__(self, name: str, url: str, surface: str | None, k: str | None = None, ct: str | None = None,
                 ident: str = "url") -> None:
        """ident: how test_entity_keys_stay_put tells one thing across versions ("url", "name"; "" for a page with no
        typed list, a homepage)."""
        self.name, self.url, self.surface, self.k, self.ct, self.ident = name, url, surface, k, ct, ident
        self.versions: list[tuple[str, str, dict[str, Any]]] = []
        HISTORIES[name] = self

    def v(self, label: str, body: str, **exp: Any) -> "History":
        self.versions.append((label, body, exp))
        return self

    def net(self, **exp: Any) -> None:
        """Register the consecutive pairs and first → last."""
        for n in range(1, len(self.versions)):
            label, body, exp_ = self.versions[n]
            self._add(f"{self.name}/{n:02d}_{label}", self.versions[n - 1][1], body, exp_)
        self._add(f"{self.name}/first_vs_last", self.versions[0][1], self.versions[-1][1], exp)

    def _add(self, name: str, old: str, new: str, exp: dict[str, Any]) -> None:
        assert name not in CASES and old != new, name
        CASES[name] = dict(old=old, new=new, url=self.url, surface=self.surface, k=self.k, ct=self.ct, **exp)


def Q(**kw: Any) -> dict[str, Any]:
    """A step with nothing a subscriber wants: unchanged, noise or at most minor, and no typed event at all."""
    return dict(quiet=True, **kw)


# ============================================================================ noise worn by every HTML version
_COOKIE = ('<div id="cookie-banner" class="cookie-consent" role="dialog" aria-label="Cookie consent"><p>We use cookies '
           'to improve your experience and to measure traffic. See our <a href="/privacy">privacy policy</a>.</p>'
           '<button class="accept">Accept all</button><button class="reject">Reject non-essential</button></div>')


def dress(html: str, i: int) -> str:
    """Version i's noise: asset hashes of the build, a CSRF token (meta and a form's hidden input), an A/B bucket, an
    experiment payload, "Updated N minutes ago", and a cookie banner on every other fetch."""
    h = hashlib.sha1(f"build{i}".encode()).hexdigest()
    tok = hashlib.sha256(f"csrf{i}".encode()).hexdigest()[:40]
    head = (f'<link rel="stylesheet" href="/static/css/main.{h[:8]}.css"><script defer src="/static/js/app.{h[8:16]}.js">'
            f'</script><link rel="preload" as="font" href="/static/fonts/inter.{h[16:24]}.woff2" crossorigin>'
            f'<meta name="csrf-token" content="{tok}"><script>window.__EXP__={{"exp_cta":"{"A" if i % 2 else "B"}",'
            f'"seed":"{h[24:32]}"}};</script>')
    tail = (f'<form class="newsletter" method="post" action="/subscribe"><input type="hidden" name="authenticity_token" '
            f'value="{tok}"><input type="email" name="email" placeholder="Your email"><button>Subscribe</button></form>'
            f'<p class="freshness">Updated {(i * 7) % 50 + 2} minutes ago</p>' + (_COOKIE if i % 2 == 0 else ""))
    html = html.replace("</head>", head + "</head>", 1)
    html = html.replace("<body", f'<body data-ab-bucket="{"control" if i % 3 else "treatment"}"', 1)
    return html.replace("</body>", tail + "</body>", 1)


def shell(title: str, body: str, lang: str = "en", nav: str = "") -> str:
    nav = nav or ('<header class="site-header"><nav><a href="/">Home</a><a href="/product">Product</a>'
                  '<a href="/pricing">Pricing</a><a href="/blog">Blog</a><a href="/careers">Careers</a></nav></header>')
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head><body>{nav}'
            f'<main id="main">{body}</main><footer class="site-footer"><p>© 2026 · <a href="/imprint">Imprint</a> · '
            f'<a href="/privacy">Privacy</a></p></footer></body></html>')


Job = tuple[int, str, str, str]  # (id, title, city, department)


def _groups(jobs: list[Job]) -> dict[str, list[Job]]:
    out: dict[str, list[Job]] = {}
    for j in jobs:
        out.setdefault(j[3], []).append(j)
    return out


# ============================================================================ 1. Greenhouse hosted board (Northbeam)
def gh_board(jobs: list[Job], i: int) -> str:
    body = '<div id="wrapper"><div id="main"><div id="logo"><img alt="Northbeam logo"></div><h1>Current Job Openings at Northbeam</h1>'
    if not jobs:
        body += ('<div id="no-openings"><p>There are no current openings at Northbeam. We are not hiring right now — '
                 'please check back later.</p></div>')
    for dept, js in _groups(jobs).items():
        body += f'<section class="level-0"><h3 id="{len(dept) * 1013}">{dept}</h3>'
        for jid, t, loc, _ in js:
            body += (f'<div class="opening" department_id="{len(dept)}" office_id="{len(loc)}">'
                     f'<a data-mapped="true" href="/northbeam/jobs/{jid}">{t}</a><br><span class="location">{loc}</span></div>')
        body += "</section>"
    return dress('<!DOCTYPE html><html><head><title>Jobs at Northbeam</title></head><body>'
                 f'{body}</div></div><div id="footer">Powered by <a href="https://www.greenhouse.io/">greenhouse</a></div>'
                 '</body></html>', i)


NB = [(5101001, "Senior Backend Engineer", "Berlin", "Engineering"),
      (5101002, "Product Designer", "London", "Design"),
      (5101003, "Account Executive", "Munich", "Sales"),
      (5101004, "Data Analyst", "Hamburg", "Data")]
_NB_TYPO = (5101005, "Senior Data Enginer", "Berlin", "Data")
_NB_FIXED = (5101005, "Senior Data Engineer", "Berlin", "Data")
_NB_BACK = [(5101101, "Senior Data Engineer", "Berlin", "Data"), (5101102, "Solutions Engineer", "Amsterdam", "Sales")]
h = History("greenhouse_northbeam", "https://boards.greenhouse.io/northbeam", "careers")
h.v("start", gh_board(NB, 0))
h.v("noise", gh_board(NB, 1), **Q())
# a job posted with a typo in its title, fixed the next day: one job added, then that job updated (not closed + opened)
h.v("posted_typo", gh_board(NB + [_NB_TYPO], 2), jobs_added=[("Senior Data Enginer", "Berlin")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("title_fixed", gh_board(NB + [_NB_FIXED], 3), jobs_added=[], jobs_removed=[],
    field_change=("title", "Senior Data Enginer", "Senior Data Engineer"), kind=("jobs_changed",))
h.v("noise2", gh_board(NB + [_NB_FIXED], 4), **Q())
h.v("designer_closed", gh_board([j for j in NB if j[0] != 5101002] + [_NB_FIXED], 5),
    jobs_removed=[("Product Designer", "London")], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
# hiring freeze: every job gone, a "no current openings" notice
h.v("hiring_freeze", gh_board([], 6), jobs_removed_set=["Senior Backend Engineer", "Account Executive", "Data Analyst",
                                                         "Senior Data Engineer"], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("freeze_noise", gh_board([], 7), **Q())
# hiring resumes: the data role reposted under a new id, and a new role
h.v("resumed", gh_board(_NB_BACK, 8), jobs_added_set=["Senior Data Engineer", "Solutions Engineer"], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.net(jobs_added_set=["Senior Data Engineer", "Solutions Engineer"],
      jobs_removed_set=["Senior Backend Engineer", "Product Designer", "Account Executive", "Data Analyst"],
      sig=MEANINGFUL_UP, kind=("jobs_removed", "jobs_added", "jobs_changed"))


# ============================================================================ 2. Lever hosted board (Lumen)
def _lid(i: int) -> str:
    return f"{i:08x}-7d1e-4f20-9a3b-{(i * 2654435761) % (1 << 48):012x}"


def lever_board(jobs: list[Job], i: int) -> str:
    body = ('<div class="main-header page-full-width section-wrapper"><a class="main-header-logo" href="https://lumen.io">'
            '<img alt="Lumen logo"></a></div><div class="content-wrapper posting-page"><div class="filter-bar">'
            '<div class="filter-button-wrapper"><div class="filter-button">Location</div></div></div>'
            '<div class="postings-wrapper">')
    for dept, js in _groups(jobs).items():
        body += f'<div class="postings-group"><div class="posting-category-title large-category-label">{dept}</div>'
        for jid, t, loc, d in js:
            body += (f'<div class="posting" data-qa-posting-id="{_lid(jid)}"><div class="posting-apply" '
                     f'data-qa="btn-apply"><a href="https://jobs.lever.co/lumen/{_lid(jid)}" class="posting-btn-submit '
                     f'template-btn-submit hex-color">Apply</a></div><a class="posting-title" '
                     f'href="https://jobs.lever.co/lumen/{_lid(jid)}"><h5 data-qa="posting-name">{t}</h5><div '
                     f'class="posting-categories"><span href="#" class="sort-by-location posting-category small-category-'
                     f'label location">{loc}</span><span href="#" class="sort-by-team posting-category small-category-label '
                     f'department">{d}</span><span class="sort-by-commitment posting-category small-category-label '
                     f'commitment">Full-time</span></div></a></div>')
        body += "</div>"
    return dress('<!DOCTYPE html><html><head><title>Lumen</title></head><body>'
                 f'{body}</div></div><div class="main-footer page-full-width"><p>Lumen Home Page</p><a href="https://'
                 'lever.co">Jobs powered by Lever</a></div></body></html>', i)


LU = [(710001, "Backend Engineer, Payments", "Lisbon", "Engineering"),
      (710002, "Senior Frontend Engineer", "Lisbon", "Engineering"),
      (710003, "Compliance Officer", "Dublin", "Legal"),
      (710004, "Growth Marketing Manager", "Madrid", "Marketing"),
      (710005, "Customer Support Specialist", "Porto", "Support"),
      (710006, "Data Scientist", "Lisbon", "Data")]
_LU_NEW = (710007, "Engineering Manager, Platform", "Lisbon", "Engineering")
_LU2 = LU + [_LU_NEW]
_LU3 = [(j[0], j[1], "Barcelona" if j[0] == 710004 else j[2], j[3]) for j in _LU2]
_LU5 = [j for j in _LU3 if j[0] != 710005]
_LU6 = _LU5 + [(710015, "Customer Support Specialist", "Porto", "Support")]
_LU7 = [(710106 if j[0] == 710006 else j[0],) + j[1:] for j in _LU6]
_LU_WAVE = [(710021, "Staff Backend Engineer", "Lisbon", "Engineering"), (710022, "Product Manager, Cards", "Lisbon", "Product"),
            (710023, "Risk Analyst", "Dublin", "Risk")]
h = History("lever_lumen", "https://jobs.lever.co/lumen", "careers")
h.v("start", lever_board(LU, 0))
h.v("posted", lever_board(_LU2, 1), jobs_added=[("Engineering Manager, Platform", "Lisbon")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("moved_city", lever_board(_LU3, 2), jobs_added=[], jobs_removed=[],
    field_change=("location", "Madrid", "Barcelona"), kind=("jobs_changed",))
h.v("noise", lever_board(_LU3, 3), **Q())
h.v("expired", lever_board(_LU5, 4), jobs_removed=[("Customer Support Specialist", "Porto")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
# the expired posting comes back a week later under a new id: the job is open again
h.v("reposted_new_id", lever_board(_LU6, 5), jobs_added=[("Customer Support Specialist", "Porto")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
# a posting duplicated to a new id and the old one archived within the same day, same title / city / team: the same
# opening, nothing a subscriber wants to hear as "closed" and "opened" (decided: quiet, or at most a job update)
h.v("same_day_repost", lever_board(_LU7, 6), jobs_added=[], jobs_removed=[], not_kind=("jobs_added", "jobs_removed"))
h.v("wave", lever_board(_LU7 + _LU_WAVE, 7), jobs_added_set=[t for _, t, _, _ in _LU_WAVE], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.net(jobs_added_set=["Engineering Manager, Platform"] + [t for _, t, _, _ in _LU_WAVE], jobs_removed=[],
      kind=("jobs_added", "jobs_changed"), sig=MEANINGFUL_UP)


# ============================================================================ 3. WordPress careers page → paginated → Greenhouse embed (Orbit)
def wp_careers(jobs: list[Job], i: int, per_page: int = 20, embed: bool = False) -> str:
    if embed:
        body = ('<div class="entry-content"><h1>Careers at Orbit</h1><p>Join a team of 80 building logistics software '
                'for mid-sized shippers.</p><h2>Open positions</h2><div id="grnhse_app"></div><script src="https://'
                'boards.greenhouse.io/embed/job_board/js?for=orbit"></script></div>')
        return dress(shell("Careers – Orbit", body), i)
    shown = jobs[:per_page]
    rows = "".join(f'<li class="job-listing"><a class="job-title" href="https://boards.greenhouse.io/orbit/jobs/{jid}">{t}'
                   f'</a> <span class="job-meta"><span class="job-location">{c}</span> · <span class="job-dept">{d}</span>'
                   f'</span></li>' for jid, t, c, d in shown)
    pager = ""
    if len(jobs) > per_page:
        pager = (f'<p class="results-count">Showing 1–{per_page} of {len(jobs)} open positions</p><nav class="pagination">'
                 '<span aria-current="page" class="page-numbers current">1</span><a class="page-numbers" href="/careers/'
                 'page/2/">2</a><a class="next page-numbers" href="/careers/page/2/">Next »</a></nav>')
    body = ('<div class="entry-content"><h1>Careers at Orbit</h1><p>Join a team of 80 building logistics software for '
            f'mid-sized shippers.</p><h2>Open positions</h2><ul class="job-listings">{rows}</ul>{pager}</div>')
    return dress(shell("Careers – Orbit", body), i)


_CITIES = ["Rotterdam", "Antwerp", "Hamburg", "Gdansk", "Rotterdam", "Antwerp"]
_ROLES = ["Backend Engineer", "Frontend Engineer", "Site Reliability Engineer", "QA Engineer", "Account Executive",
          "Sales Development Representative", "Customer Success Manager", "Implementation Consultant", "Product Manager",
          "Product Designer", "Data Engineer", "Data Analyst", "Finance Manager", "Payroll Specialist", "Recruiter",
          "Office Manager", "Solutions Architect", "Technical Writer", "Security Engineer", "Mobile Engineer",
          "Partner Manager", "Logistics Analyst", "Support Engineer", "Legal Counsel"]
_DEPTS = ["Engineering"] * 4 + ["Sales"] * 2 + ["Customer Success"] * 2 + ["Product"] * 2 + ["Data"] * 2 + \
         ["Finance"] * 2 + ["People"] * 2 + ["Engineering"] * 4 + ["Sales", "Operations", "Customer Success", "Legal"]
OR = [(8800100 + n, r, _CITIES[n % 6], _DEPTS[n]) for n, r in enumerate(_ROLES)]
# newest first: the board lists the latest postings on top
_OR18 = list(reversed(OR[:18]))
_OR20 = list(reversed(OR[:20]))
_OR22 = list(reversed(OR[:22]))
h = History("wp_orbit_careers", "https://orbit-logistics.com/careers/", "careers")
h.v("start", wp_careers(_OR18, 0))
h.v("two_posted", wp_careers(_OR20, 1), jobs_added_set=["Security Engineer", "Mobile Engineer"], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("noise", wp_careers(_OR20, 2), **Q())
# past 20 the list paginates: two new postings on top, the two oldest pushed to page 2 (still open) — two jobs added,
# none removed
h.v("paginated", wp_careers(_OR22, 3), jobs_added_set=["Partner Manager", "Logistics Analyst"], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("noise2", wp_careers(_OR22, 4), **Q())
# the board moves to a Greenhouse embed rendered in the browser: the fetched page lists no jobs, but no job closed
# (the listing moved; the parse-degradation guard of issue 4 is for exactly this): no removals
h.v("moved_to_embed", wp_careers(_OR22, 5, embed=True), jobs_removed=[], jobs_added=[],
    not_kind=("jobs_removed",))
h.v("embed_noise", wp_careers(_OR22, 6, embed=True), **Q())
h.net(jobs_removed=[], jobs_added=[], not_kind=("jobs_removed",))


# ============================================================================ 4. Next.js careers page with JobPosting JSON-LD (Vanta-like "Helio")
def next_careers(jobs: list[tuple[int, str, str, str, str]], i: int) -> str:
    """(id, title, city, department, salary text) cards and one JobPosting per job in JSON-LD, __NEXT_DATA__ buildId."""
    h_ = hashlib.md5(f"next{i}".encode()).hexdigest()
    cards = "".join(f'<a class="JobCard_card__{h_[:5]}" href="/careers/{jid}-{slug(t)}"><h3 class="JobCard_title__{h_[5:10]}">'
                    f'{t}</h3><p class="JobCard_meta__{h_[10:15]}"><span>{c}</span><span>{d}</span></p><p>{pay}</p></a>'
                    for jid, t, c, d, pay in jobs)
    ld = [{"@context": "https://schema.org", "@type": "JobPosting", "title": t, "datePosted": "2026-11-02",
           "hiringOrganization": {"@type": "Organization", "name": "Helio"}, "identifier": str(jid),
           "url": f"https://helio.energy/careers/{jid}-{slug(t)}",
           "jobLocation": {"@type": "Place", "address": {"@type": "PostalAddress", "addressLocality": c,
                                                         "addressCountry": "DE"}}} for jid, t, c, d, _ in jobs]
    body = (f'<div id="__next"><section class="Hero_hero__{h_[15:20]}"><h1>Build the grid of tomorrow</h1><p>We are '
            f'{len(jobs)} open roles away from our next milestone.</p></section><section><h2>Open roles</h2>'
            f'<div class="Jobs_grid__{h_[20:25]}">{cards}</div></section></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{json.dumps({"buildId": h_, "page": "/careers"})}</script>')
    ld_s = "".join(f'<script type="application/ld+json">{json.dumps(x)}</script>' for x in ld)
    return dress(f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers | Helio</title>{ld_s}</head>'
                 f'<body>{body}</body></html>', i)


HE = [(31, "Power Electronics Engineer", "Munich", "Hardware", "€75,000 – €95,000"),
      (32, "Embedded Software Engineer", "Munich", "Hardware", "€70,000 – €90,000"),
      (33, "Energy Trader", "Berlin", "Trading", "€80,000 – €110,000")]
_HE_NEW = (34, "Field Service Technician", "Leipzig", "Operations", "€45,000 – €55,000")
h = History("nextjs_helio_careers", "https://helio.energy/careers", "careers")
h.v("start", next_careers(HE, 0))
h.v("rebuild", next_careers(HE, 1), **Q())
h.v("posted", next_careers(HE + [_HE_NEW], 2), jobs_added=[("Field Service Technician", "Leipzig")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("salary_band_raised", next_careers(HE[:2] + [HE[2][:4] + ("€90,000 – €120,000",), _HE_NEW], 3), jobs_added=[],
    jobs_removed=[], sig=ANY_SIG)
h.v("trader_closed", next_careers(HE[:2] + [_HE_NEW], 4), jobs_removed=[("Energy Trader", "Berlin")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("rebuild2", next_careers(HE[:2] + [_HE_NEW], 5), **Q())
h.net(jobs_added=[("Field Service Technician", "Leipzig")], jobs_removed=[("Energy Trader", "Berlin")],
      sig=MEANINGFUL_UP)


# ============================================================================ 5-8. job-board APIs (Ashby, Workable, Personio, Recruitee)
AS = [(60101, "Founding Account Executive", "New York", "Sales"), (60102, "Senior Software Engineer", "San Francisco", "Engineering"),
      (60103, "Product Designer", "New York", "Design"), (60104, "Solutions Engineer", "Chicago", "Sales"),
      (60105, "Head of Finance", "San Francisco", "G&A")]
_AS_NEW = (60106, "Senior Software Engineer, AI", "San Francisco", "Engineering")
_AS2 = AS + [_AS_NEW]
_AS3 = [(j[0], "Staff Software Engineer, AI" if j[0] == 60106 else j[1], j[2], j[3]) for j in _AS2]
_AS5 = [j for j in _AS3 if j[0] not in (60103, 60105)]
h = History("ashby_api_keel", "https://api.ashbyhq.com/posting-api/job-board/keel", None)
h.v("start", rt34.ashby_api(AS))
h.v("posted", rt34.ashby_api(_AS2), jobs_added=[("Senior Software Engineer, AI", "San Francisco")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("retitled", rt34.ashby_api(_AS3), jobs_added=[], jobs_removed=[],
    field_change=("title", "Senior Software Engineer, AI", "Staff Software Engineer, AI"), kind=("jobs_changed",))
h.v("republished_stamp", rt34.ashby_api(_AS3, published="2026-12-01T10:00:00.000+00:00"), **Q())
h.v("shuffled", rt34.ashby_api(list(reversed(_AS3)), published="2026-12-01T10:00:00.000+00:00"), **Q())
h.v("two_closed", rt34.ashby_api(_AS5, published="2026-12-01T10:00:00.000+00:00"),
    jobs_removed_set=["Product Designer", "Head of Finance"], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("freeze", json.dumps({"apiVersion": "1", "jobs": []}),
    jobs_removed_set=["Founding Account Executive", "Senior Software Engineer", "Solutions Engineer",
                      "Staff Software Engineer, AI"], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("resumed", rt34.ashby_api([(60201, "Founding Account Executive", "New York", "Sales")]),
    jobs_added=[("Founding Account Executive", "New York")], jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.net(jobs_added=[], jobs_removed_set=["Senior Software Engineer", "Product Designer", "Solutions Engineer",
                                       "Head of Finance"], kind=("jobs_removed",), sig=MEANINGFUL_UP)

WK = [(11201, "Warehouse Team Lead", "Leipzig", "Operations"), (11202, "Forklift Driver", "Leipzig", "Operations"),
      (11203, "Dispatcher", "Erfurt", "Operations"), (11204, "HR Generalist", "Leipzig", "People")]
_WK2 = WK + [(11205, "Inventory Controller", "Erfurt", "Operations")]
_WK3 = [(j[0], j[1], "Halle" if j[0] == 11203 else j[2], j[3]) for j in _WK2]
_WK4 = [j for j in _WK3 if j[0] != 11202]
h = History("workable_api_stapel", "https://apply.workable.com/api/v1/widget/accounts/stapel", None)
h.v("start", rt34.workable_api(WK))
h.v("posted", rt34.workable_api(_WK2), jobs_added=[("Inventory Controller", "Erfurt")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("moved", rt34.workable_api(_WK3), jobs_added=[], jobs_removed=[], field_change=("location", "Erfurt", "Halle"),
    kind=("jobs_changed",))
h.v("reordered", rt34.workable_api([_WK3[4], _WK3[0], _WK3[3], _WK3[1], _WK3[2]]), **Q())
h.v("filled", rt34.workable_api(_WK4), jobs_removed=[("Forklift Driver", "Leipzig")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("retitled", rt34.workable_api([(j[0], "Senior HR Generalist" if j[0] == 11204 else j[1], j[2], j[3]) for j in _WK4]),
    jobs_added=[], jobs_removed=[], field_change=("title", "HR Generalist", "Senior HR Generalist"), kind=("jobs_changed",))
h.net(jobs_added=[("Inventory Controller", "Erfurt")], jobs_removed=[("Forklift Driver", "Leipzig")], sig=MEANINGFUL_UP)

PE = [(4400101, "Werkstudent Marketing (m/w/d)", "München", "Marketing"),
      (4400102, "Senior Java Entwickler (m/w/d)", "München", "IT"),
      (4400103, "Buchhalter (m/w/d)", "Augsburg", "Finanzen")]
_PE2 = PE + [(4400104, "Vertriebsmitarbeiter Innendienst (m/w/d)", "Augsburg", "Vertrieb")]
_PE3 = [(j[0], "Senior Java Entwickler / Tech Lead (m/w/d)" if j[0] == 4400102 else j[1], j[2], j[3]) for j in _PE2]
_PE4 = [j for j in _PE3 if j[0] != 4400101]
h = History("personio_xml_alpenblick", "https://alpenblick.jobs.personio.de/xml?language=de", None)
h.v("start", rt34.personio_xml(PE))
h.v("posted", rt34.personio_xml(_PE2), jobs_added=[("Vertriebsmitarbeiter Innendienst (m/w/d)", "Augsburg")],
    jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("retitled", rt34.personio_xml(_PE3), jobs_added=[], jobs_removed=[],
    field_change=("title", "Senior Java Entwickler (m/w/d)", "Senior Java Entwickler / Tech Lead (m/w/d)"),
    kind=("jobs_changed",))
h.v("reexported", rt34.personio_xml(list(reversed(_PE3))), **Q())
h.v("student_job_filled", rt34.personio_xml(_PE4), jobs_removed=[("Werkstudent Marketing (m/w/d)", "München")],
    jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("freeze", '<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs></workzag-jobs>',
    jobs_removed_set=[t for _, t, _, _ in _PE4], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.net(jobs_added=[], jobs_removed_set=[t for _, t, _, _ in PE], kind=("jobs_removed",), sig=MEANINGFUL_UP)

RC = [(901, "Customer Care Agent (Dutch)", "Utrecht", "Support"), (902, "Laravel Developer", "Utrecht", "Tech"),
      (903, "Sales Manager Benelux", "Amsterdam", "Sales")]
_RC2 = RC + [(904, "Marketing Intern", "Utrecht", "Marketing")]
_RC3 = [j for j in _RC2 if j[0] != 902] + [(905, "Senior Laravel Developer", "Utrecht", "Tech")]
h = History("recruitee_api_fietsplan", "https://fietsplan.recruitee.com/api/offers/", None)
h.v("start", rt34.recruitee_api(RC))
h.v("updated_stamp", rt34.recruitee_api(RC, upd="2026-12-02 07:13:44 UTC"), **Q())
h.v("intern_posted", rt34.recruitee_api(_RC2, upd="2026-12-03 11:02:09 UTC"),
    jobs_added=[("Marketing Intern", "Utrecht")], jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
# the developer role closed and a senior one opened in its place (another slug and id): both reported
h.v("role_replaced", rt34.recruitee_api(_RC3, upd="2026-12-04 08:40:00 UTC"),
    jobs_added=[("Senior Laravel Developer", "Utrecht")], jobs_removed=[("Laravel Developer", "Utrecht")], sig=MEANINGFUL_UP)
h.v("updated_stamp2", rt34.recruitee_api(_RC3, upd="2026-12-05 16:21:37 UTC"), **Q())
h.v("intern_filled", rt34.recruitee_api([j for j in _RC3 if j[0] != 904], upd="2026-12-06 09:00:00 UTC"),
    jobs_removed=[("Marketing Intern", "Utrecht")], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.net(jobs_added=[("Senior Laravel Developer", "Utrecht")], jobs_removed=[("Laravel Developer", "Utrecht")],
      sig=MEANINGFUL_UP)


# ============================================================================ 9. Webflow pricing (USD): a price rises, a plan renamed, the badge moves
def webflow_pricing(plans: list[tuple[str, int | None, list[str]]], popular: str, i: int, cta_ab: bool = True) -> str:
    """(name, monthly USD or None for Contact sales, features); the CTA label is an A/B test (i's bucket)."""
    cta = "Start free trial" if (i % 2 or not cta_ab) else "Try it free for 14 days"
    cards = ""
    for name, m, feats in plans:
        badge = '<div class="badge-popular w-embed">Most popular</div>' if name == popular else ""
        price = (f'<div class="price-wrap"><div class="price-amount">${m}</div><div class="price-period">/month per '
                 f'seat</div></div><a href="/signup?plan={slug(name)}" class="button w-button">{cta}</a>'
                 if m is not None else '<div class="price-wrap"><div class="price-amount">Custom</div></div>'
                 '<a href="/contact-sales" class="button w-button">Contact sales</a>')
        cards += (f'<div class="pricing-card w-node-{hashlib.md5(name.encode()).hexdigest()[:8]}">{badge}<h3 '
                  f'class="plan-name">{name}</h3>{price}<ul role="list" class="feature-list w-list-unstyled">'
                  + "".join(f'<li class="feature-item">{f}</li>' for f in feats) + "</ul></div>")
    body = (f'<div class="section-pricing"><div class="container"><h1 class="heading-xl">Plans that grow with your team'
            f'</h1><div class="pricing-grid w-layout-grid">{cards}</div><div class="faq"><h2>FAQ</h2><p>Can I cancel at '
            'any time? Yes — plans renew monthly.</p></div></div></div>')
    html = shell("Pricing | Tessera", body).replace("<html", '<html data-wf-page="64f1c2a9e3" data-wf-site="64f1c2a9d1"', 1)
    return dress(html, i)


TS = [("Starter", 12, ["Up to 3 projects", "Basic reports", "Email support"]),
      ("Pro", 29, ["Unlimited projects", "Advanced reports", "Priority support"]),
      ("Business", 79, ["Everything in Pro", "SSO", "Audit log"])]
_TS_PRO = [(n, 35 if n == "Pro" else m, f) for n, m, f in TS]
_TS_REN = [("Scale" if n == "Business" else n, m, f) for n, m, f in _TS_PRO]
_TS_ENT = _TS_REN + [("Enterprise", None, ["Dedicated CSM", "Custom contract", "99.9% SLA"])]
_TS_CUT = [(n, 10 if n == "Starter" else m, f) for n, m, f in _TS_ENT]
h = History("webflow_tessera_pricing", "https://tessera.app/pricing", "pricing", ident="name")
h.v("start", webflow_pricing(TS, "Pro", 0))
h.v("ab_and_noise", webflow_pricing(TS, "Pro", 1), **Q())
h.v("pro_raised", webflow_pricing(_TS_PRO, "Pro", 2), prices=[("Pro", "$29", "$35", "USD")], plans_added=[],
    plans_removed=[], kind=("price_changed",), sig=MEANINGFUL_UP)
# renamed at the same price: no price change (round 32: plans_removed + plans_added with kind plan_renamed)
h.v("business_renamed", webflow_pricing(_TS_REN, "Pro", 3), prices=[], kind=("plan_renamed",), summary_has="Scale")
# "Most popular" moves from Pro to Scale: marketing emphasis, no price or plan change (decided: at most minor)
h.v("badge_moved", webflow_pricing(_TS_REN, "Scale", 4), **Q())
h.v("enterprise_added", webflow_pricing(_TS_ENT, "Scale", 5), plans_added=["Enterprise"], plans_removed=[], prices=[],
    kind=("plan_added",), sig=MEANINGFUL_UP)
h.v("starter_cut", webflow_pricing(_TS_CUT, "Scale", 6), prices=[("Starter", "$12", "$10", "USD")], plans_added=[],
    plans_removed=[], kind=("price_changed",), sig=MEANINGFUL_UP)
h.v("noise", webflow_pricing(_TS_CUT, "Scale", 7), **Q())
h.net(prices_set=[("Pro", "$29", "$35"), ("Starter", "$12", "$10")], empty=(), sig=MEANINGFUL_UP,
      kind=("price_changed", "plan_added", "plan_renamed", "plan_removed"))


# ============================================================================ 10. HubSpot CMS pricing in German (EUR)
def hubspot_preise(plans: list[tuple[str, int, list[str]]], popular: str, i: int) -> str:
    cards = ""
    for name, p, feats in plans:
        badge = '<span class="pricing-card__badge">Beliebteste Wahl</span>' if name == popular else ""
        cards += (f'<div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module pricing-card">{badge}'
                  f'<h3 class="pricing-card__title">{name}</h3><div class="pricing-card__price"><span class="amount">{p} €'
                  f'</span><span class="period">/Monat</span></div><p class="pricing-card__vat">zzgl. MwSt.</p><ul>'
                  + "".join(f"<li>{f}</li>" for f in feats) + f'</ul><a class="hs-button primary" href="/demo?plan='
                  f'{slug(name)}&amp;hsCtaTracking={hashlib.md5(f"{name}{i}".encode()).hexdigest()[:12]}">Jetzt testen'
                  '</a></div>')
    body = ('<div class="body-container-wrapper"><div class="row-fluid-wrapper"><h1>Preise</h1><p>Alle Pakete monatlich '
            f'kündbar.</p><div class="pricing-grid">{cards}</div></div></div>')
    return dress(shell("Preise | Kontor Software", body, lang="de"), i)


KT = [("Basis", 19, ["Bis zu 3 Nutzer", "1 Mandant", "E-Mail-Support"]),
      ("Team", 49, ["Bis zu 10 Nutzer", "5 Mandanten", "Telefon-Support"]),
      ("Business", 99, ["Unbegrenzte Nutzer", "Unbegrenzte Mandanten", "DATEV-Export"])]
_KT1 = [(n, 59 if n == "Team" else p, f) for n, p, f in KT]
_KT2 = [("Profi" if n == "Team" else n, p, f) for n, p, f in _KT1]
_KT3 = [(n, p, ["Bis zu 5 Nutzer", "1 Mandant", "E-Mail-Support"] if n == "Basis" else f) for n, p, f in _KT2]
h = History("hubspot_kontor_preise", "https://kontor-software.de/preise", "pricing", ident="name")
h.v("start", hubspot_preise(KT, "Team", 0))
h.v("tracking_noise", hubspot_preise(KT, "Team", 1), **Q())
h.v("team_raised", hubspot_preise(_KT1, "Team", 2), prices=[("Team", "49 €", "59 €", "EUR")], plans_added=[],
    plans_removed=[], kind=("price_changed",), sig=MEANINGFUL_UP)
h.v("team_renamed", hubspot_preise(_KT2, "Profi", 3), prices=[], kind=("plan_renamed",), summary_has="Profi")
h.v("badge_moved", hubspot_preise(_KT2, "Business", 4), **Q())
# the entry plan's seat limit raised from 3 to 5: a plan's allowance, meaningful (round 35's _BOUNDED rule)
h.v("basis_more_seats", hubspot_preise(_KT3, "Business", 5), prices=[], plans_added=[], plans_removed=[],
    sig=MEANINGFUL_UP, summary_has="5 Nutzer")
h.v("noise", hubspot_preise(_KT3, "Business", 6), **Q())
# (first written as a price change of "Team": the plan is called Profi by then, and "Profi (formerly Team)" is the
# better answer — corrected to the plan's present name, the summary naming the old one)
h.net(prices_set=[("Profi", "49 €", "59 €")], summary_has="Team", sig=MEANINGFUL_UP)


# ============================================================================ 11. WordPress blog: published, edited, unpublished, re-sorted
def wp_blog(posts: list[tuple[str, str, str]], i: int, comments: int = 0, sticky: str = "") -> str:
    """(slug, title, ISO date); the newest five on page 1, a sticky post first when named."""
    order = sorted(posts, key=lambda p: p[2], reverse=True)
    if sticky:
        order = [p for p in order if p[0] == sticky] + [p for p in order if p[0] != sticky]
    items = "".join(f'<article id="post-{len(s) * 97}" class="post-{len(s) * 97} post type-post status-publish '
                    f'format-standard{" sticky" if s == sticky else ""} hentry"><header class="entry-header"><h2 '
                    f'class="entry-title"><a href="https://quill.studio/blog/{s}/" rel="bookmark">{t}</a></h2><div '
                    f'class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{d}T08:00:00'
                    f'+00:00">{d}</time></span><span class="comments-link"><a href="https://quill.studio/blog/{s}/#comments"'
                    f'>{comments + n} Comments</a></span></div></header><div class="entry-summary"><p>{t} — read on.</p>'
                    f'</div></article>' for n, (s, t, d) in enumerate(order[:5]))
    body = (f'<div id="primary" class="content-area"><h1 class="page-title">Blog</h1>{items}<nav class="navigation '
            'posts-navigation"><a href="https://quill.studio/blog/page/2/">Older posts</a></nav></div><aside id="secondary">'
            '<section class="widget widget_search"><form role="search"><input type="search" name="s"></form></section>'
            '</aside>')
    return dress(shell("Blog – Quill Studio", body), i)


QP = [("brand-refresh", "Our brand refresh, explained", "2026-10-20"),
      ("figma-tokens", "Design tokens from Figma to code", "2026-10-28"),
      ("accessibility-audit", "What our accessibility audit found", "2026-11-05"),
      ("hiring-designers", "We are hiring two product designers", "2026-11-12"),
      ("case-study-ferry", "Case study: a booking flow for Ferryline", "2026-11-19")]
_QNEW = ("motion-guidelines", "Motion guidlines for product teams", "2026-11-26")
_QFIX = ("motion-guidelines", "Motion guidelines for product teams", "2026-11-26")
_QP1 = QP + [_QNEW]
_QP2 = QP + [_QFIX]
_QP4 = [p for p in _QP2 if p[0] != "hiring-designers"]
_QNEW2 = ("year-in-review", "2026: our year in review", "2026-12-04")
h = History("wordpress_quill_blog", "https://quill.studio/blog/", "blog")
h.v("start", wp_blog(QP, 0))
# newest five on the page: the new post on top, the oldest one slides to page 2 (no removal)
h.v("published", wp_blog(_QP1, 1), items_added=[("Motion guidlines for product teams", "/blog/motion-guidelines/")],
    items_removed=[], kind=("post_published",), sig=MEANINGFUL_UP)
h.v("title_typo_fixed", wp_blog(_QP2, 2), items_added=[], items_removed=[], kind=("post_updated",), sig=ANY_SIG)
h.v("comments_tick", wp_blog(_QP2, 3, comments=4), **Q())
# a post taken down from the middle (and the next older one comes back from page 2 to fill the five)
h.v("unpublished", wp_blog(_QP4, 4, comments=4), items_removed=["We are hiring two product designers"], items_added=[],
    kind=("post_removed", "content_changed"), sig=ANY_SIG)
h.v("sticky_resorted", wp_blog(_QP4, 5, comments=4, sticky="accessibility-audit"), **Q())
h.v("published2", wp_blog(_QP4 + [_QNEW2], 6, comments=4, sticky="accessibility-audit"),
    items_added=[("2026: our year in review", "/blog/year-in-review/")], items_removed=[], kind=("post_published",),
    sig=MEANINGFUL_UP)
h.v("noise", wp_blog(_QP4 + [_QNEW2], 7, comments=6, sticky="accessibility-audit"), **Q())
h.net(items_added_set=["Motion guidelines for product teams", "2026: our year in review"],
      items_removed=["We are hiring two product designers"], sig=MEANINGFUL_UP)


# ============================================================================ 12. Squarespace newsroom
def sqs_news(items: list[tuple[str, str, str]], i: int) -> str:
    """(slug, title, "Dec 3, 2026") summary-block items, newest first."""
    rows = "".join(f'<div class="summary-item summary-item-record-type-text sqs-gallery-design-autocolumns-slide">'
                   f'<div class="summary-content sqs-gallery-meta-container"><div class="summary-metadata-container '
                   f'summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary">'
                   f'<time class="summary-metadata-item summary-metadata-item--date">{d}</time></div></div><div '
                   f'class="summary-title"><a href="/press/{s}" class="summary-title-link">{t}</a></div><div '
                   f'class="summary-excerpt"><p>{t}. Read the release.</p></div><a href="/press/{s}" class="summary-read-more'
                   f'-link">Read More →</a></div></div>' for s, t, d in items)
    body = (f'<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-{hashlib.md5(str(i).encode()).hexdigest()[:24]}">'
            f'<h1>Press</h1><div class="sqs-block summary-v2-block sqs-block-summary-v2"><div class="summary-item-list">'
            f'{rows}</div></div><p>Media contact: press@harbourcoffee.com</p></div>')
    html = shell("Press — Harbour Coffee Roasters", body)
    html = html.replace("</head>", '<script>Static.SQUARESPACE_CONTEXT = {"websiteId":"5f3a9c","templateId":"77"};'
                                   f'</script><script src="https://static1.squarespace.com/static/vta/{i}a7/scripts/site-'
                                   'bundle.js"></script></head>', 1)
    return dress(html, i)


HC = [("b-corp", "Harbour Coffee becomes a certified B Corp", "Nov 20, 2026"),
      ("new-roastery", "We are opening a second roastery in Leith", "Oct 2, 2026"),
      ("award", "Harbour wins Scottish Roaster of the Year", "Aug 14, 2026")]
_HC1 = [("supermarket", "Harbour Coffee now in 300 Waitrose stores", "Dec 3, 2026")] + HC
_HC2 = [("supermarket", "Harbour Coffee now in 320 Waitrose stores", "Dec 3, 2026")] + HC
_HC3 = [_HC2[0]] + HC[1:]
h = History("squarespace_harbour_press", "https://harbourcoffee.com/press", "newsroom")
h.v("start", sqs_news(HC, 0))
h.v("noise", sqs_news(HC, 1), **Q())
h.v("release", sqs_news(_HC1, 2), items_added=[("Harbour Coffee now in 300 Waitrose stores", "/press/supermarket")],
    items_removed=[], sig=MEANINGFUL_UP)
h.v("release_corrected", sqs_news(_HC2, 3), items_added=[], items_removed=[], kind=("post_updated",), sig=ANY_SIG)
h.v("bcorp_pulled", sqs_news(_HC3, 4), items_removed=["Harbour Coffee becomes a certified B Corp"], items_added=[],
    sig=ANY_SIG)
h.v("noise2", sqs_news(_HC3, 5), **Q())
h.net(items_added=[("Harbour Coffee now in 320 Waitrose stores", "/press/supermarket")],
      items_removed=["Harbour Coffee becomes a certified B Corp"], sig=MEANINGFUL_UP)


# ============================================================================ 13. an RSS feed (ten newest items, lastBuildDate)
def rss_feed(posts: list[tuple[int, str, str, str]], build: str) -> str:
    """(post id, title, ISO date, text); the feed shows the newest ten."""
    from datetime import datetime, timezone
    from email.utils import format_datetime

    top = sorted(posts, key=lambda p: p[2], reverse=True)[:10]
    items = "".join(f'<item><title>{escape(t)}</title><link>https://meridian.dev/blog/{slug(t)}/</link>'
                    f'<dc:creator><![CDATA[Meridian Team]]></dc:creator><pubDate>'
                    f'{format_datetime(datetime.fromisoformat(d).replace(hour=9, tzinfo=timezone.utc))}</pubDate>'
                    f'<guid isPermaLink="false">https://meridian.dev/?p={pid}</guid><description><![CDATA[{text}]]>'
                    f'</description><slash:comments>{pid % 7}</slash:comments></item>' for pid, t, d, text in top)
    return ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" '
            'xmlns:slash="http://purl.org/rss/1.0/modules/slash/"><channel><title>Meridian Engineering</title>'
            f'<link>https://meridian.dev/blog/</link><description>Notes from the team</description><lastBuildDate>'
            f'{build}</lastBuildDate><generator>https://wordpress.org/?v=6.7.1</generator>{items}</channel></rss>')


MF = [(100 + n, t, f"2026-{9 + n // 4:02d}-{1 + (n % 4) * 7:02d}", f"{t}: what we learned.") for n, t in enumerate([
    "Sharding our queue", "A faster CI", "Postgres 17 upgrade notes", "Incident review: DNS", "Typed configs",
    "On-call without burnout", "Migrating to OpenTelemetry", "Our Rust rewrite, one year on", "Load testing at scale",
    "Feature flags we deleted", "Cutting cloud costs by 30%"])]
_MF0 = MF[:10]
_MF1 = MF  # the eleventh post published: the oldest leaves the window
_MF2 = [(p, "Our Rust rewrite, a year on" if p == 107 else t, d, x) for p, t, d, x in _MF1]
_MF3 = [m for m in _MF2 if m[0] != 105]
_MF4 = _MF3 + [(111, "Why we moved off Kafka", "2026-12-05", "Why we moved off Kafka: what we learned.")]
_MF5 = [(p, t, d, x + " Updated with benchmarks." if p == 110 else x) for p, t, d, x in _MF4]
h = History("rss_meridian_feed", "https://meridian.dev/blog/feed/", None)
h.v("start", rss_feed(_MF0, "Mon, 02 Nov 2026 09:00:00 +0000"))
h.v("new_post_window_slides", rss_feed(_MF1, "Mon, 09 Nov 2026 09:00:02 +0000"),
    items_added=[("Cutting cloud costs by 30%", "/blog/cutting-cloud-costs-by-30/")], items_removed=[],
    kind=("post_published",), sig=MEANINGFUL_UP)
h.v("build_date_only", rss_feed(_MF1, "Tue, 10 Nov 2026 03:12:44 +0000"), **Q())
h.v("retitled", rss_feed(_MF2, "Wed, 11 Nov 2026 10:00:00 +0000"), items_added=[], items_removed=[],
    kind=("post_updated",), sig=ANY_SIG)
h.v("unpublished_middle", rss_feed(_MF3, "Thu, 12 Nov 2026 10:00:00 +0000"), items_added=[],
    items_removed=["On-call without burnout"], sig=ANY_SIG)
h.v("new_post2", rss_feed(_MF4, "Sat, 05 Dec 2026 09:00:00 +0000"),
    items_added=[("Why we moved off Kafka", "/blog/why-we-moved-off-kafka/")], items_removed=[], kind=("post_published",),
    sig=MEANINGFUL_UP)
h.v("body_edited", rss_feed(_MF5, "Sun, 06 Dec 2026 09:00:00 +0000"), items_added=[], items_removed=[], sig=ANY_SIG)
h.net(items_added_set=["Cutting cloud costs by 30%", "Why we moved off Kafka"], items_removed=["On-call without burnout"],
      sig=MEANINGFUL_UP)


# ============================================================================ 14. a hand-written changelog page: an entry a week, the newest five shown
def changelog_page(entries: list[tuple[str, str, list[str]]], i: int) -> str:
    """(version, ISO date, notes), newest first; the page shows five and links to the archive."""
    out = "".join(f'<section class="entry" id="v{v.replace(".", "-")}"><h2>{v} <small>— {d}</small></h2><ul>'
                  + "".join(f"<li>{n}</li>" for n in notes) + "</ul></section>" for v, d, notes in entries[:5])
    body = (f'<h1>Changelog</h1><p>What changed in Ledgerly, week by week.</p>{out}<p><a href="/changelog/archive">'
            'Older releases →</a></p>')
    return dress(shell("Changelog · Ledgerly", body, nav='<nav><a href="/">Ledgerly</a> · <a href="/docs">Docs</a> · '
                                                           '<a href="/changelog">Changelog</a></nav>'), i)


_CLN = [("Bank feeds for Revolut Business", "Faster CSV import"), ("Recurring invoices", "Fix: VAT rounding on credit notes"),
        ("Dark mode", "Keyboard shortcuts for approvals"), ("Multi-currency reports", "Fix: duplicate payee names"),
        ("Xero sync (beta)", "Faster dashboard loading"), ("Audit trail export", "Fix: time zone in PDF exports"),
        ("Approval rules by amount", "Fix: login loop on Safari"), ("Receipt OCR in German", "Bulk archive"),
        ("SAML SSO for all plans", "Fix: broken links in emails"), ("Budget alerts", "Improved search")]
CL = [(f"2.{n}.0", (date(2026, 10, 6) + timedelta(weeks=n)).isoformat(), list(_CLN[n])) for n in range(10)]
CL.reverse()  # newest first: 2.9.0 … 2.0.0
_CL_AT = {k: CL[6 - k:] for k in range(7)}  # week k: 2.(3+k).0 on top (five shown: 2.(3+k) … 2.(k-1))
h = History("static_ledgerly_changelog", "https://ledgerly.io/changelog", "changelog")
h.v("start", changelog_page(_CL_AT[0], 0))
for wk in range(1, 5):
    v_, _, notes = _CL_AT[wk][0]
    # a release on top each week, the oldest of five falling off the page into the archive: decided (as a user): the
    # release is news, the entry leaving the page is no removal (the archive keeps it, as a feed's window slides)
    h.v(f"week{wk}_release", changelog_page(_CL_AT[wk], wk), items_added_like=[v_], items_removed=[],
        sig=ANY_SIG, summary_has=v_)
h.v("noise", changelog_page(_CL_AT[4], 5), **Q())
_CL_EDIT = [(_CL_AT[4][0][0], _CL_AT[4][0][1], _CL_AT[4][0][2] + ["Fix: CSV export ignored the date filter"])] + _CL_AT[4][1:]
h.v("note_added", changelog_page(_CL_EDIT, 6), items_added=[], items_removed=[], sig=ANY_SIG,
    summary_has="CSV export ignored the date filter")
h.net(items_added_like=[v for v, _, _ in _CL_AT[4][:4]], items_removed=[], sig=ANY_SIG)


# ============================================================================ 15. Atlassian Statuspage (HTML): one incident's life
_SP_INC = "Delayed card authorisations"
_SP_ID = "r8w2kq4n1v7z"
_SP_STEPS = [("Investigating", "We are investigating delays in card authorisations for some merchants.", "13:41"),
             ("Identified", "The issue is a saturated connection pool to our card processor; we are raising the limit.",
              "14:02"),
             ("Monitoring", "A fix has been deployed and authorisation times are back to normal. We are monitoring.",
              "14:30"),
             ("Resolved", "This incident has been resolved.", "15:05")]
_SP_PM = ("Postmortem", "On Dec 7 a connection pool to our card processor was sized for last year's peak. We have "
                        "added alerting on pool saturation and doubled the pool.", "Dec 9, 10:00")


def _days(first: int, n: int) -> list[str]:
    return [f"Dec {first - k}, 2026" for k in range(n)]


def sp_html(comps: dict[str, str], active: int, past_inc: int, pm: bool, today: int, ago: int, i: int) -> str:
    """active: how many steps of the live incident are shown (0: none); past_inc: the resolved incident shown in the
    history under Dec 7 (0/1); today: the day the page's history starts at (its first "status-day")."""
    st = {"operational": ("green", "Operational"), "partial_outage": ("orange", "Partial Outage"),
          "degraded_performance": ("yellow", "Degraded Performance")}
    rows = "".join(f'<div class="component-inner-container status-{st[s][0]} showcased" data-component-status="{s}">'
                   f'<span class="name">{n}</span><span class="component-status">{st[s][1]}</span><div class="shared-'
                   f'partial uptime-90-days-wrapper"><span class="legend-item legend-item-uptime-value">99.9{(i + len(n)) % 10}'
                   f' % uptime</span></div></div>' for n, s in comps.items())
    live = ""
    if active:
        ups = "".join(f'<div class="update"><strong>{a}</strong> - {b}<br><small>Posted <span class="ago">{ago + 20 * k} '
                      f'minutes ago</span>. Dec 07, 2026 - {t} UTC</small></div>'
                      for k, (a, b, t) in enumerate(reversed(_SP_STEPS[:active])))
        live = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-major"><div class="incident-title '
                f'font-large"><a class="actual-title with-ellipsis" href="/incidents/{_SP_ID}">{_SP_INC}</a></div><div '
                f'class="updates font-regular">{ups}</div></div></div>')
        top = '<div class="page-status status-major"><span class="status font-large">Partial System Outage</span></div>'
    else:
        top = '<div class="page-status status-none"><span class="status font-large">All Systems Operational</span></div>'
    days = ""
    for d in _days(today, 7):
        inner = '<p class="color-secondary">No incidents reported.</p>'
        if d == "Dec 7, 2026" and past_inc:
            ups = ([_SP_PM] if pm else []) + list(reversed(_SP_STEPS))
            inner = (f'<div class="incident-container"><div class="incident-title impact-major font-large"><a href="/incidents/'
                     f'{_SP_ID}">{_SP_INC}</a></div><div class="updates-container">'
                     + "".join(f'<div class="update font-regular"><strong>{a}</strong> - {b}<br><small>Dec <var>7</var>, '
                               f'{t} UTC</small></div>' for a, b, t in ups) + "</div></div>")
        days += f'<div class="status-day font-regular"><div class="date border-color font-large">{d}</div>{inner}</div>'
    return dress('<!DOCTYPE html><html><head><title>Paywave Status</title></head><body class="status index status-none">'
                 f'<div class="layout-content status status-index starter"><div class="container">{live}{top}<div '
                 f'class="components-section font-regular"><div class="components-container one-column">{rows}</div>'
                 f'</div><div class="incidents-list format-expanded"><h2 class="font-largest">Past Incidents</h2>{days}'
                 '</div></div></div><div class="page-footer"><a href="https://www.atlassian.com/software/statuspage">'
                 'Powered by Atlassian Statuspage</a></div></body></html>', i)


_OK = {"API": "operational", "Dashboard": "operational", "Card processing": "operational", "Payouts": "operational"}
_CARD = dict(_OK, **{"Card processing": "partial_outage"})
h = History("statuspage_paywave", "https://status.paywave.eu/", "status")
h.v("calm", sp_html(_OK, 0, 0, False, 7, 0, 0))
h.v("uptime_and_noise", sp_html(_OK, 0, 0, False, 7, 0, 1), **Q())
h.v("opened", sp_html(_CARD, 1, 0, False, 7, 2, 2), incidents=[(_SP_INC, "investigating")], kind=("incident_opened",),
    sig=MEANINGFUL_UP)
h.v("identified", sp_html(_CARD, 2, 0, False, 7, 1, 3), incidents=[(_SP_INC, "identified")], kind=("incident_updated",),
    sig=MEANINGFUL_UP)
h.v("monitoring", sp_html(_CARD, 3, 0, False, 7, 3, 4), incidents=[(_SP_INC, "monitoring")],
    kind=("incident_updated", "component_recovered"), sig=ANY_SIG)
h.v("ago_ticks", sp_html(_CARD, 3, 0, False, 7, 9, 5), **Q())
h.v("resolved", sp_html(_OK, 0, 1, False, 7, 0, 6), incidents=[(_SP_INC, "resolved")],
    kind=("incident_resolved", "component_recovered"), sig=MEANINGFUL_UP)
# two days later the post-mortem is added to the resolved incident (and the history starts at Dec 9)
# (first written to quote the post-mortem's text, "pool": Statuspage's own incident status "Postmortem" names what
# happened, "Resolved → Postmortem" — corrected)
h.v("postmortem", sp_html(_OK, 0, 1, True, 9, 0, 7), sig=ANY_SIG, summary_has="Postmortem")
h.v("next_day", sp_html(_OK, 0, 1, True, 10, 0, 8), **Q())
h.net(incidents_has=[_SP_INC], sig=ANY_SIG, not_kind=("incident_opened",))


# ============================================================================ 16. Instatus (Next.js): a degraded component, a maintenance
def instatus(comps: dict[str, str], incident: tuple[str, str] | None, maint: str, i: int) -> str:
    lab = {"up": ("operational", "Operational"), "degraded": ("degraded", "Degraded performance"),
           "maint": ("maintenance", "Under maintenance")}
    rows = "".join(f'<div class="component"><div class="component-name">{n}</div><div class="component-status {lab[s][0]}">'
                   f'{lab[s][1]}</div><div class="uptime-percentage">{99.9 + ((i * 3 + len(n)) % 9) / 100:.2f}% uptime</div>'
                   f'</div>' for n, s in comps.items())
    inc = ""
    if incident:
        st, text = incident
        inc = ('<div class="incident-card"><a href="/incident/cm4x8k2p0001" class="incident-title"><h3>Search results '
               f'delayed</h3></a><div class="incident-update"><span class="incident-update-status">{st}</span><p>{text}</p>'
               '<span class="incident-update-date">Dec 7, 2026 at 10:12 AM GMT+1</span></div></div>')
    head = ("All systems operational" if all(s == "up" for s in comps.values()) else
            "Some systems are under maintenance" if "maint" in comps.values() else "Some systems are experiencing issues")
    nxt = hashlib.md5(f"ins{i}".encode()).hexdigest()
    return dress('<!DOCTYPE html><html lang="en"><head><title>Findly status</title></head><body><div id="__next"><header>'
                 f'<a href="/">Findly</a><a href="/subscribe">Get updates</a></header><main><div class="status-header"><h1>'
                 f'{head}</h1></div>{inc}{maint}<section class="components">{rows}</section></main><footer>Powered by '
                 f'Instatus</footer></div><script id="__NEXT_DATA__" type="application/json">{{"buildId":"{nxt}"}}</script>'
                 '</body></html>', i)


_IOK = {"Website": "up", "Search API": "up", "Indexing": "up", "Dashboard": "up"}
_IDEG = dict(_IOK, **{"Search API": "degraded"})
_IMAINT_TXT = ('<div class="maintenance-card"><h3>Scheduled maintenance: index cluster upgrade</h3><p>Indexing will be '
               'paused for up to 45 minutes; search stays available.</p><span>Scheduled for Dec 12, 2026 01:00 - 02:00 UTC'
               '</span></div>')
_IMAINT_NOW = _IMAINT_TXT.replace("Scheduled maintenance:", "Maintenance in progress:")
h = History("instatus_findly", "https://status.findly.io/", "status")
h.v("calm", instatus(_IOK, None, "", 0))
h.v("uptime_ticks", instatus(_IOK, None, "", 1), **Q())
h.v("degraded", instatus(_IDEG, ("Investigating", "Search queries take up to 5 seconds."), "", 2),
    kind=("incident_opened", "component_degraded"), sig=MEANINGFUL_UP, summary_has="Search")
h.v("recovered", instatus(_IOK, ("Resolved", "Latency is back to normal."), "", 3),
    kind=("incident_resolved", "component_recovered"), sig=ANY_SIG)
h.v("maint_scheduled", instatus(_IOK, ("Resolved", "Latency is back to normal."), _IMAINT_TXT, 4),
    kind=("maintenance_scheduled",), sig=MEANINGFUL_UP, summary_has="index cluster upgrade")
h.v("maint_started", instatus(dict(_IOK, Indexing="maint"), ("Resolved", "Latency is back to normal."), _IMAINT_NOW, 5),
    sig=ANY_SIG)
h.v("maint_done", instatus(_IOK, ("Resolved", "Latency is back to normal."), "", 6), outcome=("changed", "noise", "unchanged"))
h.net(sig=ANY_SIG, summary_has="Search")


# ============================================================================ 17. Statuspage summary.json: an incident's life in the API
_SJ_INC = "Elevated error rates on webhooks"
_W = [("investigating", "Some webhook deliveries fail with 502."),
      ("identified", "A bad load balancer rule was identified; rolling back."),
      ("monitoring", "Rolled back; deliveries are recovering."),
      ("resolved", "This incident has been resolved.")]
_WDEG = [("Webhooks", "partial_outage") if n == "Webhooks" else (n, s) for n, s in rt34.COMPONENTS]
h = History("statuspage_json_relay", "https://status.relayhq.com/api/v2/summary.json", "status", k="status_json")
h.v("calm", rt34.summary(upd="2026-12-07T09:00:00.000Z"))
h.v("updated_at", rt34.summary(upd="2026-12-07T09:05:12.431Z"), **Q())
h.v("opened", rt34.summary(comps=_WDEG, incidents=[rt34._inc(_SJ_INC, "investigating", "major", _W[:1])],
                           upd="2026-12-07T13:40:00.000Z"),
    incidents=[(_SJ_INC, "investigating")], kind=("incident_opened",), sig=MEANINGFUL_UP)
h.v("identified", rt34.summary(comps=_WDEG, incidents=[rt34._inc(_SJ_INC, "identified", "major", _W[:2])],
                               upd="2026-12-07T14:00:00.000Z"),
    incidents=[(_SJ_INC, "identified")], kind=("incident_updated",), sig=MEANINGFUL_UP)
h.v("monitoring", rt34.summary(incidents=[rt34._inc(_SJ_INC, "monitoring", "major", _W[:3])],
                               upd="2026-12-07T14:30:00.000Z"),
    incidents=[(_SJ_INC, "monitoring")], kind=("incident_updated", "component_recovered"), sig=ANY_SIG)
h.v("resolved_leaves", rt34.summary(upd="2026-12-07T15:05:00.000Z"), incidents=[(_SJ_INC, None)],
    kind=("incident_resolved",), sig=MEANINGFUL_UP)
h.v("updated_at2", rt34.summary(upd="2026-12-07T16:00:00.000Z", cupd="2026-12-07T15:05:00.000Z"), **Q())
h.net(**Q())


# ============================================================================ 18. Better Stack: a monitor down and back
def betterstack(states: dict[str, str], incident: str, ago: int, i: int) -> str:
    mons = "".join(f'<div class="monitor" data-status="{st}"><span class="monitor-name">{n}</span><span class="monitor-'
                   f'status">{ {"up": "Operational", "down": "Downtime", "degraded": "Degraded"}[st] }</span></div>'
                   for n, st in states.items())
    head = ("All services are online" if all(s == "up" for s in states.values())
            else "Some services are down" if any(s == "down" for s in states.values()) else "Some services are degraded")
    return dress('<!DOCTYPE html><html lang="en"><head><title>Parcelbox Status</title></head><body><div class="status-page">'
                 f'<header><a href="/">Parcelbox</a><a href="/subscribe">Subscribe to updates</a></header><main><h1 '
                 f'class="status-headline">{head}</h1><p class="last-updated">Last updated {ago} seconds ago</p>{incident}'
                 f'<section class="monitors"><h2>Current status by service</h2>{mons}</section></main><footer>Powered by '
                 'Better Stack</footer></div></body></html>', i)


_BOK = {"Tracking website": "up", "Tracking API": "up", "Label printing": "up", "Locker network": "up"}
_BDOWN = dict(_BOK, **{"Label printing": "down"})
_BINC = ('<section class="incident"><h2><a href="/incident/5521907">Label printing unavailable</a></h2><p class="incident-'
         'status">{st}</p><p>{txt}</p></section>')
h = History("betterstack_parcelbox", "https://status.parcelbox.eu/", "status")
h.v("calm", betterstack(_BOK, "", 12, 0))
h.v("ticks", betterstack(_BOK, "", 41, 1), **Q())
h.v("down", betterstack(_BDOWN, _BINC.format(st="Ongoing", txt="Labels cannot be printed from the web app."), 5, 2),
    sig=MEANINGFUL_UP, summary_has="Label printing")
h.v("ticks2", betterstack(_BDOWN, _BINC.format(st="Ongoing", txt="Labels cannot be printed from the web app."), 33, 3),
    **Q())
h.v("back_up", betterstack(_BOK, _BINC.format(st="Resolved", txt="Label printing works again."), 8, 4), sig=ANY_SIG,
    summary_has="Label printing")
h.v("incident_rolls_off", betterstack(_BOK, "", 20, 5), outcome=("changed", "noise", "unchanged"),
    not_kind=("incident_opened",))
h.net(**Q())


# ============================================================================ batch 2 (expectations committed before its run)


# ---------------------------------------------------------------- 19. an alphabetical board of 20 a page (JOIN-like)
_NEW_BADGE = '<span class="JobTile-badge">New</span>'


def paged_board(all_jobs: list[Job], i: int, new: set[int] = frozenset()) -> str:
    """The board sorts by title, shows 20 a page and says how many there are; a job posted this week wears "New"."""
    jobs = sorted(all_jobs, key=lambda j: j[1])
    shown = jobs[:20]
    cards = "".join(f'<li class="JobTile"><a class="JobTile-link" href="https://join.com/companies/kiln/{jid}-{slug(t)}">'
                    f'<h3 class="JobTile-title">{t}</h3>{_NEW_BADGE if jid in new else ""}'
                    f'<div class="JobTile-meta"><span class="JobTile-location">{c}</span><span class="JobTile-type">'
                    f'Full-time</span></div></a></li>' for jid, t, c, d in shown)
    pager = ""
    if len(jobs) > 20:
        pages = (len(jobs) + 19) // 20
        pager = (f'<nav class="Pagination" aria-label="pagination"><span class="Pagination-info">Page 1 of {pages}</span>'
                 '<a class="Pagination-next" href="?page=2" rel="next">Next page</a></nav>')
    body = (f'<div class="CompanyPage"><h1>Jobs at Kiln</h1><p class="JobCount">{len(jobs)} open jobs</p><ul class="JobList">'
            f'{cards}</ul>{pager}</div>')
    return dress(shell("Jobs at Kiln | JOIN", body, nav='<header class="JoinHeader"><a href="https://join.com">JOIN</a>'
                                                          '</header>'), i)


_KR = ["Backend Developer", "Brand Designer", "Business Analyst", "Category Manager", "Content Writer", "Controller",
       "Customer Service Agent", "Data Engineer", "DevOps Engineer", "E-Commerce Manager", "Frontend Developer",
       "Full Stack Developer", "Graphic Designer", "HR Business Partner", "Key Account Manager", "Logistics Coordinator",
       "Marketing Manager", "Office Assistant", "Performance Marketer", "Product Owner", "QA Tester",
       "Sales Representative", "UX Researcher"]
KI = [(9814300 + n, t, ["Köln", "Düsseldorf", "Remote"][n % 3], "Team") for n, t in enumerate(_KR)]
_KI1 = KI + [(9815012, "Community Manager", "Köln", "Team")]  # enters page 1 in the middle: "Product Owner" to page 2
_KI2 = [j for j in _KI1 if j[1] != "Controller"]            # a job on page 1 closed: "Product Owner" moves back up
_KI4 = [(j[0], "Data Engineer (Streaming)" if j[1] == "Data Engineer" else j[1], "Remote" if j[1] == "Data Engineer" else j[2],
         j[3]) for j in _KI2]
h = History("join_kiln_paged", "https://join.com/companies/kiln", "careers")
h.v("start", paged_board(KI, 0))
h.v("posted_mid_alphabet", paged_board(_KI1, 1, new={9815012}), jobs_added=[("Community Manager", "Köln")],
    jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("page1_job_closed", paged_board(_KI2, 2, new={9815012}), jobs_removed=[("Controller", "Remote")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("noise", paged_board(_KI2, 3, new={9815012}), **Q())
# retitled and moved in one edit: one job updated (not one closed and another opened); the list re-sorts under it
h.v("retitled_and_moved", paged_board(_KI4, 4, new={9815012}), jobs_added=[], jobs_removed=[],
    field_change=("title", "Data Engineer", "Data Engineer (Streaming)"), kind=("jobs_changed",))
h.v("new_badge_expires", paged_board(_KI4, 5), **Q())
h.net(jobs_added=[("Community Manager", "Köln")], jobs_removed=[("Controller", "Remote")], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 20. Greenhouse's API with updated_at stamps moving
GA = [(4400201, "Staff Engineer, Ledger", "Berlin", "Engineering"), (4400202, "Tax Manager", "Munich", "Finance"),
      (4400203, "Security Engineer", "Berlin", "Engineering"), (4400204, "Partnerships Lead", "London", "Business")]
_GA1 = GA + [(4400205, "Engineering Manager, Cards", "Berlin", "Engineering")]
_GA3 = [(j[0], j[1], "Amsterdam" if j[0] == 4400204 else j[2], j[3]) for j in _GA1]
_GA5 = [j for j in _GA3 if j[0] not in (4400202,)]
h = History("greenhouse_api_ledgerco", "https://boards-api.greenhouse.io/v1/boards/ledgerco/jobs?content=true", "careers",
            k="ats")
h.v("start", rt34.gh_api(GA))
h.v("stamps", rt34.gh_api(GA, upd=2), **Q())
h.v("posted", rt34.gh_api(_GA1, upd=3), jobs_added=[("Engineering Manager, Cards", "Berlin")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("moved", rt34.gh_api(_GA3, upd=4), jobs_added=[], jobs_removed=[],
    field_change=("location", "London", "Amsterdam"), kind=("jobs_changed",))
h.v("stamps2", rt34.gh_api(list(reversed(_GA3)), upd=5), **Q())
h.v("tax_closed", rt34.gh_api(_GA5, upd=6), jobs_removed=[("Tax Manager", "Munich")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.net(jobs_added=[("Engineering Manager, Cards", "Berlin")], jobs_removed=[("Tax Manager", "Munich")], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 21. Workday: "Posted N Days Ago" ticking every day
WD = [(10101, "Plant Manager", "Bremen", "Operations"), (10102, "Process Engineer", "Bremen", "Engineering"),
      (10103, "Maintenance Technician", "Kiel", "Operations")]
_WD1 = [(10104, "Quality Inspector", "Kiel", "Operations")] + WD
h = History("workday_nordwerk", "https://nordwerk.wd3.myworkdayjobs.com/wday/cxs/nordwerk/External/jobs", "careers", k="ats")
h.v("start", rt34.workday_cxs(WD, posted=1))
h.v("a_day_later", rt34.workday_cxs(WD, posted=2), **Q())
h.v("posted", rt34.workday_cxs(_WD1, posted=0), jobs_added=[("Quality Inspector", "Kiel")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("a_day_later2", rt34.workday_cxs(_WD1, posted=1), **Q())
h.v("plant_manager_filled", rt34.workday_cxs([j for j in _WD1 if j[0] != 10101], posted=2),
    jobs_removed=[("Plant Manager", "Bremen")], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("a_day_later3", rt34.workday_cxs([j for j in _WD1 if j[0] != 10101], posted=3), **Q())
h.net(jobs_added=[("Quality Inspector", "Kiel")], jobs_removed=[("Plant Manager", "Bremen")], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 22. Ghost blog: a slug renamed, a featured slot turning, a date bumped
def _upd(u: str) -> str:
    return f'<span class="gh-card-updated">{u}</span>' if u else ""


def ghost_blog(posts: list[tuple[str, str, str, str]], featured: str, i: int) -> str:
    """(slug, title, ISO date, "Updated <date>" or ""), newest first; the featured slot shows one of the listed posts."""
    f = next(p for p in posts if p[0] == featured)
    cards = "".join(f'<article class="gh-card post{" featured" if s == featured else ""}"><a class="gh-card-link" '
                    f'href="/{s}/"><div class="gh-card-wrapper"><h3 class="gh-card-title is-title">{t}</h3><p class="gh-'
                    f'card-excerpt is-body">Notes on {t.lower()}.</p><footer class="gh-card-meta"><time class="gh-card-date"'
                    f' datetime="{d}">{d}</time>{_upd(u)}</footer></div>'
                    f'</a></article>' for s, t, d, u in posts)
    hero = (f'<section class="gh-featured"><h2 class="gh-featured-title">Featured</h2><a href="/{f[0]}/" class="gh-featured-'
            f'link"><h3>{f[1]}</h3></a></section>')
    return dress('<!DOCTYPE html><html lang="en"><head><title>Fieldnotes — Atlas Maps</title></head><body class="home-'
                 f'template"><div class="gh-site"><header id="gh-navigation"><a href="/">Fieldnotes</a></header><main '
                 f'class="gh-main">{hero}<section class="gh-container"><h2 class="gh-container-title">Latest</h2><div '
                 f'class="gh-feed">{cards}</div></section></main><footer class="gh-footer">Powered by Ghost</footer></div>'
                 '</body></html>', i)


GB = [("vector-tiles-v3", "Vector tiles v3 are here", "2026-11-24", ""),
      ("offline-maps", "Offline maps on Android", "2026-11-10", ""),
      ("geocoder-accuracy", "How we measure geocoder accuracy", "2026-10-29", ""),
      ("atlas-in-japan", "Atlas Maps launches in Japan", "2026-10-15", "")]
_GB1 = [("offline-maps-android", "Offline maps on Android", "2026-11-10", "") if p[0] == "offline-maps" else p for p in GB]
_GB2 = [(s, t, d, "Updated Dec 2, 2026" if s == "geocoder-accuracy" else u) for s, t, d, u in _GB1]
_GB3 = [("traffic-layer", "A live traffic layer for every plan", "2026-12-03", "")] + _GB2
h = History("ghost_atlas_blog", "https://atlasmaps.com/fieldnotes/", "blog")
h.v("start", ghost_blog(GB, "vector-tiles-v3", 0))
# the same post under a new slug (its title and date kept): the post moved, not taken down and another written
h.v("slug_renamed", ghost_blog(_GB1, "vector-tiles-v3", 1), items_added=[], items_removed=[], **Q())
h.v("featured_turns", ghost_blog(_GB1, "atlas-in-japan", 2), **Q())
h.v("updated_stamp", ghost_blog(_GB2, "atlas-in-japan", 3), items_added=[], items_removed=[], **Q())
h.v("published", ghost_blog(_GB3, "traffic-layer", 4),
    items_added=[("A live traffic layer for every plan", "/traffic-layer/")], items_removed=[], kind=("post_published",),
    sig=MEANINGFUL_UP)
h.v("noise", ghost_blog(_GB3, "traffic-layer", 5), **Q())
h.net(items_added=[("A live traffic layer for every plan", "/traffic-layer/")], items_removed=[], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 23. Statuspage HTML: a maintenance's life, an incident escalated
def sp_maint(state: str, incident: str, i: int) -> str:
    """state: "" | scheduled | in_progress | completed; incident: "" | minor | major."""
    comps = {"API": "operational", "Dashboard": "operational", "Exports": "operational"}
    if state == "in_progress":
        comps["Exports"] = "under_maintenance"
    if incident:
        comps["API"] = "degraded_performance" if incident == "minor" else "partial_outage"
    lab = {"operational": ("green", "Operational"), "under_maintenance": ("blue", "Under Maintenance"),
           "degraded_performance": ("yellow", "Degraded Performance"), "partial_outage": ("orange", "Partial Outage")}
    rows = "".join(f'<div class="component-inner-container status-{lab[s][0]}" data-component-status="{s}"><span class='
                   f'"name">{n}</span><span class="component-status">{lab[s][1]}</span></div>' for n, s in comps.items())
    maint = ""
    if state in ("scheduled", "in_progress"):
        word = "Scheduled" if state == "scheduled" else "In progress"
        maint = ('<div class="scheduled-maintenances-container"><div class="scheduled-maintenance impact-maintenance"><div '
                 'class="incident-title font-large"><a class="actual-title" href="/incidents/mnt8x2">Export service '
                 f'upgrade</a></div><div class="updates font-regular"><div class="update"><strong>{word}</strong> - '
                 'Exports will be unavailable while we upgrade the service.<br><small>Dec 12, 2026 02:00 - 03:00 UTC'
                 '</small></div></div></div></div>')
    live = ""
    if incident:
        live = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-{incident}"><div class="incident-'
                'title font-large"><a class="actual-title" href="/incidents/inc4q7">Slow API responses</a></div><div '
                'class="updates font-regular"><div class="update"><strong>Investigating</strong> - '
                + ("Some API requests are slower than usual." if incident == "minor" else
                   "API requests are failing for a share of customers; we have raised the impact to major.")
                + '<br><small>Posted <span class="ago">6 minutes ago</span>.</small></div></div></div></div>')
    top = ('<div class="page-status status-none"><span class="status font-large">All Systems Operational</span></div>'
           if not incident and state != "in_progress" else "")
    done = ""
    if state == "completed":
        done = ('<div class="status-day font-regular"><div class="date">Dec 12, 2026</div><div class="incident-container">'
                '<div class="incident-title impact-maintenance"><a href="/incidents/mnt8x2">Export service upgrade</a></div>'
                '<div class="updates-container"><div class="update"><strong>Completed</strong> - The scheduled '
                'maintenance has been completed.</div></div></div></div>')
    return dress('<!DOCTYPE html><html><head><title>Exportly Status</title></head><body class="status index"><div '
                 f'class="layout-content"><div class="container">{live}{top}{maint}<div class="components-section"><div '
                 f'class="components-container">{rows}</div></div><div class="incidents-list format-expanded"><h2>Past '
                 f'Incidents</h2>{done}<div class="status-day"><div class="date">Dec 11, 2026</div><p>No incidents '
                 'reported.</p></div></div></div></div><div class="page-footer">Powered by Atlassian Statuspage</div>'
                 '</body></html>', i)


h = History("statuspage_exportly_maint", "https://status.exportly.com/", "status")
h.v("calm", sp_maint("", "", 0))
h.v("maint_scheduled", sp_maint("scheduled", "", 1), kind=("maintenance_scheduled",), sig=MEANINGFUL_UP,
    summary_has="Export service upgrade")
h.v("noise", sp_maint("scheduled", "", 2), **Q())
h.v("maint_in_progress", sp_maint("in_progress", "", 3), sig=ANY_SIG)
h.v("maint_completed", sp_maint("completed", "", 4), outcome=("changed", "noise", "unchanged"),
    not_kind=("incident_opened", "maintenance_scheduled"))
h.v("incident_minor", sp_maint("completed", "minor", 5), incidents=[("Slow API responses", "investigating")],
    kind=("incident_opened", "component_degraded"), sig=MEANINGFUL_UP)
# the impact raised from minor to major under the same status: the incident updated (not a second incident)
h.v("escalated", sp_maint("completed", "major", 6), incidents=[("Slow API responses", None)],
    kind=("incident_updated", "component_outage", "component_degraded"), sig=MEANINGFUL_UP,
    not_kind=("incident_opened",))
h.net(incidents=[("Slow API responses", None)], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 24. a team page: joins, a new role, a departure; photos re-signed
def team_page(people: list[tuple[str, str]], i: int) -> str:
    sig = hashlib.md5(f"img{i}".encode()).hexdigest()[:16]
    cards = "".join(f'<div class="team-member"><img src="https://images.prismic.io/kinto/{slug(n)}.jpg?auto=compress,format'
                    f'&amp;w=400&amp;s={sig}" alt="{n}"><h3 class="team-member__name">{n}</h3><p class="team-member__role">'
                    f'{r}</p></div>' for n, r in people)
    return dress(shell("Team — Kinto", f'<h1>The people behind Kinto</h1><div class="team-grid">{cards}</div>'), i)


TM = [("Amara Diallo", "Co-founder & CEO"), ("Jonas Berg", "Co-founder & CTO"), ("Lea Novak", "Head of Design"),
      ("Marco Rossi", "Head of Sales"), ("Yuki Tanaka", "Staff Engineer")]
_TM1 = TM + [("Priya Raman", "VP Marketing")]
_TM2 = [(n, "VP Sales" if n == "Marco Rossi" else r) for n, r in _TM1]
_TM3 = [p for p in _TM2 if p[0] != "Lea Novak"]
h = History("team_kinto", "https://kinto.io/team", "team")
h.v("start", team_page(TM, 0))
h.v("photos_resigned", team_page(TM, 1), **Q())
h.v("joined", team_page(_TM1, 2), sig=MEANINGFUL_UP, summary_has="Priya Raman")
h.v("promoted", team_page(_TM2, 3), sig=ANY_SIG, summary_has="VP Sales")
h.v("left", team_page(_TM3, 4), sig=ANY_SIG, summary_has="Lea Novak")
h.v("photos_resigned2", team_page(list(reversed(_TM3)), 5), **Q())
h.net(sig=MEANINGFUL_UP, summary_has="Priya Raman")


# ---------------------------------------------------------------- 25. pricing: the annual discount deepened (every annual price moves)
def toggle_pricing(plans: list[tuple[str, int, int]], i: int, promo: str = "") -> str:
    """(name, monthly, annual per month) on a monthly / annual toggle (both in the DOM); a promo bar on top."""
    cards = "".join(f'<div class="plan"><h3 class="plan__name">{n}</h3><p class="plan__price"><span class="price" data-billing='
                    f'"monthly">€{m}</span><span class="price is-hidden" data-billing="annual">€{a}</span><span class="per">'
                    f'/month</span></p><a class="btn" href="/signup?plan={slug(n)}">Choose {n}</a></div>'
                    for n, m, a in plans)
    bar = f'<div class="promo-bar" role="banner"><p>{promo}</p></div>' if promo else ""
    body = (f'{bar}<section class="pricing"><h1>Pricing</h1><div class="billing-toggle"><button aria-pressed="true">Monthly'
            f'</button><button aria-pressed="false">Yearly</button></div><div class="plans">{cards}</div></section>')
    return dress(shell("Pricing — Sendwell", body), i)


SW = [("Lite", 15, 12), ("Standard", 39, 31), ("Premium", 99, 79)]
_SW1 = [("Lite", 15, 11), ("Standard", 39, 29), ("Premium", 99, 74)]
h = History("toggle_sendwell_pricing", "https://sendwell.eu/pricing", "pricing", ident="name")
h.v("start", toggle_pricing(SW, 0))
h.v("promo_bar", toggle_pricing(SW, 1, promo="Black Friday: 30% off your first 3 months with code BF30"), sig=ANY_SIG,
    prices=[])
h.v("promo_gone", toggle_pricing(SW, 2), sig=ANY_SIG, prices=[])
h.v("annual_discount_deepened", toggle_pricing(_SW1, 3), prices_set=[("Lite", "€12", "€11"), ("Standard", "€31", "€29"),
                                                                     ("Premium", "€79", "€74")],
    kind=("price_changed",), sig=MEANINGFUL_UP)
h.v("noise", toggle_pricing(_SW1, 4), **Q())
h.net(prices_set=[("Lite", "€12", "€11"), ("Standard", "€31", "€29"), ("Premium", "€79", "€74")], sig=MEANINGFUL_UP)


# ============================================================================ batch 3 (expectations committed before its run)


# ---------------------------------------------------------------- 26. Lever again: a typo fixed, a team relabelled, one title in two cities
ST = [(820001, "Account Executive", "Berlin", "Sales"), (820002, "Account Executive", "Munich", "Sales"),
      (820003, "Sales Enginer", "Berlin", "Sales"), (820004, "Backend Engineer", "Berlin", "Engineering"),
      (820005, "Recruiting Coordinator", "Berlin", "People")]
_ST1 = [(j[0], "Sales Engineer" if j[0] == 820003 else j[1], j[2], j[3]) for j in ST]
_ST2 = [(j[0], j[1], j[2], "Talent" if j[3] == "People" else j[3]) for j in _ST1]
_ST3 = [j for j in _ST2 if j[0] != 820002]
h = History("lever_strata", "https://jobs.lever.co/strata", "careers")
h.v("start", lever_board(ST, 0))
h.v("typo_fixed", lever_board(_ST1, 1), jobs_added=[], jobs_removed=[],
    field_change=("title", "Sales Enginer", "Sales Engineer"), kind=("jobs_changed",))
# the People team renamed Talent on the board: the job is where it was, titled as it was (decided: at most minor)
h.v("team_relabelled", lever_board(_ST2, 2), jobs_added=[], jobs_removed=[], **Q())
# the Munich one of two "Account Executive" postings closed: that one, not the Berlin one
h.v("munich_ae_closed", lever_board(_ST3, 3), jobs_removed=[("Account Executive", "Munich")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("noise", lever_board(_ST3, 4), **Q())
h.net(jobs_removed=[("Account Executive", "Munich")], jobs_added=[], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 27. Webflow careers: the list drawn twice (desktop table, mobile cards)
def webflow_careers(jobs: list[Job], i: int) -> str:
    rows = "".join(f'<div role="listitem" class="job-row w-dyn-item"><a href="/careers/{slug(t)}-{jid}" class="job-link '
                   f'w-inline-block"><div class="job-title">{t}</div><div class="job-location">{c}</div><div class="job-'
                   f'team">{d}</div></a></div>' for jid, t, c, d in jobs)
    cards = "".join(f'<div role="listitem" class="job-card w-dyn-item"><a href="/careers/{slug(t)}-{jid}" class="job-card-'
                    f'link w-inline-block"><h4 class="job-card-title">{t}</h4><p class="job-card-meta">{c}</p></a></div>'
                    for jid, t, c, d in jobs)
    body = ('<div class="section careers"><h1>Open roles</h1><div class="jobs-desktop hide-mobile-portrait"><div role="list" '
            f'class="w-dyn-items">{rows}</div></div><div class="jobs-mobile show-mobile-portrait"><div role="list" class='
            f'"w-dyn-items">{cards}</div></div></div>')
    html = shell("Careers | Brightside", body).replace("<html", '<html data-wf-page="6512aa01" data-wf-site="6512aa00"', 1)
    return dress(html, i)


BS = [(101, "Clinical Lead", "Manchester", "Clinical"), (102, "Senior iOS Engineer", "London", "Engineering"),
      (103, "Partnerships Manager", "London", "Growth")]
_BS1 = BS + [(104, "Data Protection Officer", "London", "Legal")]
h = History("webflow_brightside_careers", "https://brightside.health/careers", "careers")
h.v("start", webflow_careers(BS, 0))
h.v("noise", webflow_careers(BS, 1), **Q())
h.v("posted", webflow_careers(_BS1, 2), jobs_added=[("Data Protection Officer", "London")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("clinical_closed", webflow_careers(_BS1[1:], 3), jobs_removed=[("Clinical Lead", "Manchester")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("noise2", webflow_careers(_BS1[1:], 4), **Q())
h.net(jobs_added=[("Data Protection Officer", "London")], jobs_removed=[("Clinical Lead", "Manchester")],
      sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 28. Next.js pricing: the toggle's default an A/B test, cents dropped, a plan retired
def next_pricing(plans: list[tuple[str, int, int]], i: int, annual_default: bool = False, cents: bool = True,
                 unit: str = "seat", trial: int = 14) -> str:
    """(name, monthly $, annual $ per month) both in the DOM, the side not chosen hidden by a class."""
    def amt(n: int) -> str:
        return f"${n}.00" if cents else f"${n}"

    cards = ""
    for name, m, a in plans:
        mh, ah = ("hidden", "") if annual_default else ("", "hidden")
        cards += (f'<div class="PlanCard_card__x7Qe"><h2 class="PlanCard_name__p2Lk">{name}</h2><p class="PlanCard_price__'
                  f'9sHt"><span class="{mh}" data-interval="month">{amt(m)}</span><span class="{ah}" data-interval="year">'
                  f'{amt(a)}</span> <span>per {unit} / month</span></p><a href="/signup?plan={slug(name)}">Start your '
                  f'{trial}-day free trial</a></div>')
    toggle = ('<div role="tablist"><button role="tab" aria-selected="{}">Monthly</button><button role="tab" aria-selected='
              '"{}">Annually (save 20%)</button></div>').format(str(not annual_default).lower(), str(annual_default).lower())
    body = f'<section><h1>Pricing built for growing teams</h1>{toggle}<div class="Plans_grid__a1B2">{cards}</div></section>'
    return dress(shell("Pricing — Relay", body), i)


RP = [("Starter", 10, 8), ("Team", 25, 20), ("Business", 50, 40)]
_RP3 = RP[1:]
_RP6 = [("Team", 29, 23), ("Business", 50, 40)]
h = History("nextjs_relay_pricing", "https://relay.so/pricing", "pricing", ident="name")
h.v("start", next_pricing(RP, 0))
# the billing toggle opens on "Annually" for half the visitors (an A/B test): the same prices, no change
h.v("ab_annual_default", next_pricing(RP, 1, annual_default=True), prices=[], plans_added=[], plans_removed=[], **Q())
h.v("ab_back", next_pricing(RP, 2), prices=[], **Q())
h.v("cents_dropped", next_pricing(RP, 3, cents=False), prices=[], plans_added=[], plans_removed=[], **Q())
h.v("starter_retired", next_pricing(_RP3, 4, cents=False), plans_removed=["Starter"], plans_added=[], prices=[],
    kind=("plan_removed",), sig=MEANINGFUL_UP)
h.v("seat_to_user", next_pricing(_RP3, 5, cents=False, unit="user"), prices=[], plans_added=[], plans_removed=[], **Q())
h.v("team_raised", next_pricing(_RP6, 6, cents=False, unit="user"), prices_set=[("Team", "$25", "$29")],
    kind=("price_changed",), sig=MEANINGFUL_UP)
h.v("trial_longer", next_pricing(_RP6, 7, cents=False, unit="user", trial=30), prices=[], sig=ANY_SIG,
    summary_has="30-day")
h.net(plans_removed=["Starter"], sig=MEANINGFUL_UP, summary_has="Team")


# ---------------------------------------------------------------- 29. Statuspage HTML: an incident retitled as it is understood
def sp_retitle(title: str, status: str, text: str, comp: str, i: int, resolved: bool = False) -> str:
    lab = {"operational": ("green", "Operational"), "major_outage": ("red", "Major Outage"),
           "partial_outage": ("orange", "Partial Outage")}
    rows = "".join(f'<div class="component-inner-container status-{lab[s][0]}" data-component-status="{s}"><span class="name">'
                   f'{n}</span><span class="component-status">{lab[s][1]}</span></div>'
                   for n, s in (("EU cluster", comp), ("US cluster", "operational"), ("Billing", "operational")))
    inc = (f'<div class="incident-container"><div class="incident-title"><a href="/incidents/zq81mk3x">{title}</a></div><div '
           f'class="updates-container"><div class="update"><strong>{status}</strong> - {text}</div></div></div>')
    live = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-critical"><div class="incident-title">'
            f'<a class="actual-title" href="/incidents/zq81mk3x">{title}</a></div><div class="updates"><div class="update">'
            f'<strong>{status}</strong> - {text}<br><small>Posted <span class="ago">{3 + i} minutes ago</span>.</small>'
            '</div></div></div></div>') if title and not resolved else ""
    past = (f'<div class="status-day"><div class="date">Dec 7, 2026</div>{inc}</div>' if resolved else
            '<div class="status-day"><div class="date">Dec 7, 2026</div><p>No incidents reported today.</p></div>')
    top = ('<div class="page-status status-none"><span class="status">All Systems Operational</span></div>'
           if resolved or not title else "")
    return dress('<!DOCTYPE html><html><head><title>Gridstack Status</title></head><body class="status index"><div class='
                 f'"container">{live}{top}<div class="components-container">{rows}</div><div class="incidents-list"><h2>Past '
                 f'Incidents</h2>{past}</div></div><div class="page-footer">Powered by Atlassian Statuspage</div></body></html>',
                 i)


_G1 = "Elevated errors"
_G2 = "Elevated errors on the EU cluster"
h = History("statuspage_gridstack_retitle", "https://status.gridstack.io/", "status")
h.v("calm", sp_retitle("", "", "", "operational", 0))
h.v("opened", sp_retitle(_G1, "Investigating", "We are seeing elevated error rates.", "major_outage", 1),
    incidents=[(_G1, "investigating")], kind=("incident_opened", "component_outage"), sig=("major", "critical"))
# the same incident (its URL) retitled once its scope is known: an update of that incident, not a second one
h.v("retitled", sp_retitle(_G2, "Identified", "The errors are limited to the EU cluster; a failover is under way.",
                           "major_outage", 2), incidents=[(_G2, "identified")], kind=("incident_updated",),
    sig=MEANINGFUL_UP, not_kind=("incident_opened",))
h.v("ago_ticks", sp_retitle(_G2, "Identified", "The errors are limited to the EU cluster; a failover is under way.",
                            "major_outage", 5), **Q())
h.v("degraded_only", sp_retitle(_G2, "Monitoring", "Failover complete; error rates are recovering.", "partial_outage", 6),
    incidents=[(_G2, "monitoring")], sig=ANY_SIG, not_kind=("incident_opened",))
h.v("resolved", sp_retitle(_G2, "Resolved", "This incident has been resolved.", "operational", 7, resolved=True),
    incidents=[(_G2, "resolved")], kind=("incident_resolved", "component_recovered"), sig=MEANINGFUL_UP)
h.net(incidents_has=[_G2], sig=ANY_SIG, not_kind=("incident_opened",))


# ---------------------------------------------------------------- 30. a releases Atom feed whose every <updated> moves with each build
def releases_atom(rels: list[tuple[str, str, str]], build: int) -> str:
    """(tag, ISO date, notes), newest first, ten at most; every entry's <updated> is the build time (a static site
    generator that stamps them all)."""
    stamp = f"2026-12-{1 + build:02d}T0{build % 10}:1{build % 6}:00Z"
    ents = "".join(f'<entry><id>https://docs.quarry.dev/releases/{t}</id><title>Quarry {t}</title><link rel="alternate" '
                   f'href="https://docs.quarry.dev/releases/{t}/"/><published>{d}T12:00:00Z</published><updated>{stamp}'
                   f'</updated><content type="html">{escape(f"<p>{n}</p>")}</content></entry>' for t, d, n in rels[:10])
    return ('<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Quarry releases</title>'
            f'<id>https://docs.quarry.dev/releases/</id><updated>{stamp}</updated><generator uri="https://gohugo.io/" '
            f'version="0.139.{build}">Hugo</generator>{ents}</feed>')


QR = [(f"v1.{n}.0", (date(2026, 8, 4) + timedelta(weeks=n)).isoformat(), f"Release notes for v1.{n}.0: fixes and speed-ups.")
      for n in range(12)][::-1]
_QR0 = QR[2:]   # v1.9.0 … v1.0.0
_QR1 = QR[1:]   # v1.10.0 on top, v1.0.0 leaves the window
_QR3 = [(t, d, n + " Also: the CLI no longer needs Java." if t == "v1.10.0" else n) for t, d, n in _QR1]
_QR4 = [r for r in _QR3 if r[0] != "v1.8.0"]
h = History("atom_quarry_releases", "https://docs.quarry.dev/releases/index.xml", None)
h.v("start", releases_atom(_QR0, 0))
h.v("rebuilt", releases_atom(_QR0, 1), **Q())
h.v("release", releases_atom(_QR1, 2), items_added=[("Quarry v1.10.0", "/releases/v1.10.0/")], items_removed=[],
    kind=("post_published",), sig=MEANINGFUL_UP)
h.v("rebuilt2", releases_atom(_QR1, 3), **Q())
h.v("notes_edited", releases_atom(_QR3, 4), items_added=[], items_removed=[], sig=ANY_SIG)
h.v("release_pulled", releases_atom(_QR4, 5), items_removed=["Quarry v1.8.0"], items_added=[], sig=ANY_SIG)
h.v("release2", releases_atom([QR[0]] + _QR4, 6), items_added=[("Quarry v1.11.0", "/releases/v1.11.0/")], items_removed=[],
    kind=("post_published",), sig=MEANINGFUL_UP)
h.net(items_added_set=["Quarry v1.10.0", "Quarry v1.11.0"], items_removed=["Quarry v1.8.0"], sig=MEANINGFUL_UP)


# ============================================================================ batch 4 (expectations committed before its run)


# ---------------------------------------------------------------- 31. a Personio careers page in German: gender tags rewritten, a freeze, hiring again
def personio_page(jobs: list[Job], i: int, tag: str = "(m/w/d)") -> str:
    if jobs:
        items = "".join(f'<a class="job-box-link" href="https://holzwerk.jobs.personio.de/job/{jid}?language=de&amp;display='
                        f'de"><div class="job-box"><h3 class="job-box-title">{t} {tag}</h3><div class="job-box-meta">'
                        f'<span>Festanstellung, Vollzeit</span> · <span>{c}</span></div></div></a>'
                        for jid, t, c, d in jobs)
        body = f'<div class="jobs-list"><h2>Offene Stellen</h2>{items}</div>'
    else:
        body = ('<div class="jobs-list"><h2>Offene Stellen</h2><p class="no-jobs">Derzeit sind keine offenen Stellen '
                'verfügbar. Initiativbewerbungen sind jederzeit willkommen.</p></div>')
    return dress(shell("Karriere – Holzwerk GmbH", f'<h1>Karriere bei Holzwerk</h1>{body}', lang="de"), i)


HW = [(1203401, "Schreiner", "Rosenheim", "Werkstatt"), (1203402, "Projektleiter Innenausbau", "München", "Projekte"),
      (1203403, "Technischer Zeichner", "Rosenheim", "Planung")]
h = History("personio_holzwerk_page", "https://holzwerk.jobs.personio.de/", "careers")
h.v("start", personio_page(HW, 0))
# every title's gender tag written another way: the same three jobs (decided: at most minor, nothing opened or closed)
h.v("gender_tags_rewritten", personio_page(HW, 1, tag="(w/m/d)"), jobs_added=[], jobs_removed=[], **Q())
h.v("posted", personio_page(HW + [(1203404, "Auszubildender Schreiner", "Rosenheim", "Werkstatt")], 2, tag="(w/m/d)"),
    jobs_added=[("Auszubildender Schreiner (w/m/d)", "Rosenheim")], jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("freeze", personio_page([], 3), jobs_removed_set=[t + " (w/m/d)" for t in ("Schreiner", "Projektleiter Innenausbau",
                                                                                "Technischer Zeichner", "Auszubildender Schreiner")],
    jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("freeze_noise", personio_page([], 4), **Q())
h.v("hiring_again", personio_page([HW[0]], 5, tag="(w/m/d)"), jobs_added=[("Schreiner (w/m/d)", "Rosenheim")],
    jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.net(jobs_added=[], jobs_removed_set=["Projektleiter Innenausbau (m/w/d)", "Technischer Zeichner (m/w/d)"],
      kind=("jobs_removed",), sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 32. SmartRecruiters' API, ten a page, newest first
def sr_paged(jobs: list[Job], released: dict[int, str]) -> str:
    """The newest ten by release date; totalFound counts all."""
    order = sorted(jobs, key=lambda j: released[j[0]], reverse=True)
    body = json.loads(rt34.smartrecruiters_api(order[:10], limit=10))
    body["totalFound"] = len(jobs)
    for item, j in zip(body["content"], order[:10]):
        item["releasedDate"] = released[j[0]]
    return json.dumps(body)


SRJ = [(5500 + n, t, ["Lyon", "Paris", "Nantes"][n % 3], "Ops") for n, t in enumerate(
    ["Chef de projet", "Comptable", "Développeur Java", "Ingénieur QA", "Juriste", "Office manager", "Product owner",
     "Responsable RH", "Scrum master", "Technicien support", "UX designer", "Data analyst"])]
REL = {j[0]: f"2026-11-{1 + n:02d}T09:00:00.000Z" for n, j in enumerate(SRJ)}
_SRN = (5600, "Responsable achats", "Lyon", "Ops")
REL2 = {**REL, 5600: "2026-12-01T09:00:00.000Z"}
h = History("smartrecruiters_paged_vela", "https://api.smartrecruiters.com/v1/companies/vela/postings", None)
h.v("start", sr_paged(SRJ, REL))
# a new posting on top pushes the tenth to page 2: one job added, none closed
h.v("posted_top", sr_paged(SRJ + [_SRN], REL2), jobs_added=[("Responsable achats", "Lyon")], jobs_removed=[],
    kind=("jobs_added",), sig=MEANINGFUL_UP)
# the newest of page 1 closed: it is removed; the one back from page 2 is not new
h.v("newest_closed", sr_paged(SRJ, REL), jobs_removed=[("Responsable achats", "Lyon")], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("middle_closed", sr_paged([j for j in SRJ if j[1] != "Responsable RH"], REL), jobs_removed=[("Responsable RH", "Paris")],
    jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.net(jobs_removed=[("Responsable RH", "Paris")], jobs_added=[], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 33. a release-notes page with a "Latest" badge moving down
def release_notes(entries: list[tuple[str, str, str]], i: int, views: int = 0) -> str:
    """(title, "December 3, 2026", text) newest first; the newest wears "Latest"; a read counter per entry."""
    out = "".join(f'<article class="release"><header><h2 class="release-title">{t}</h2>{_LATEST if n == 0 else ""}<time>{d}'
                  f'</time><span class="reads">{(views + 7 * n) * 13} reads</span></header><p>{x}</p></article>'
                  for n, (t, d, x) in enumerate(entries))
    return dress(shell("Release notes — Pollen", f'<h1>Release notes</h1>{out}'), i)


_LATEST = '<span class="badge badge-latest">Latest</span>'
PN = [("Shared inboxes", "November 26, 2026", "Route messages to a team inbox and assign them."),
      ("Saved replies", "November 12, 2026", "Answer common questions in one click."),
      ("Slack integration", "October 29, 2026", "Get notified in Slack when a customer writes.")]
_PN1 = [("SLA timers", "December 3, 2026", "See how long each conversation has been waiting.")] + PN
_PN2 = [(t, d, x + " Now with business hours." if t == "SLA timers" else x) for t, d, x in _PN1]
h = History("release_notes_pollen", "https://pollen.chat/release-notes", "changelog")
h.v("start", release_notes(PN, 0))
h.v("reads_tick", release_notes(PN, 1, views=40), **Q())
h.v("release", release_notes(_PN1, 2, views=55), items_added_like=["SLA timers"], items_removed=[], sig=ANY_SIG)
h.v("note_extended", release_notes(_PN2, 3, views=60), items_added=[], items_removed=[], sig=ANY_SIG,
    summary_has="business hours")
h.v("reads_tick2", release_notes(_PN2, 4, views=81), **Q())
h.net(items_added_like=["SLA timers"], items_removed=[], sig=ANY_SIG)


# ---------------------------------------------------------------- 34. a HubSpot blog listing: views, a byline, a correction
def hs_blog(posts: list[tuple[str, str, str, str]], i: int, views: int = 100) -> str:
    """(slug, title, "Dec 3, 2026", author)."""
    cards = "".join(f'<div class="blog-index__post"><a class="blog-index__post-image" href="https://www.cobalt.io/blog/{s}">'
                    f'<img src="https://www.cobalt.io/hubfs/{s}.png?width=600&amp;name={s}-{i}.png" alt="{t}"></a>'
                    f'<div class="blog-index__post-content"><h2><a href="https://www.cobalt.io/blog/{s}">{t}</a></h2>'
                    f'<p class="blog-index__post-meta">{a} · {d} · {views + 17 * n} views</p></div></div>'
                    for n, (s, t, d, a) in enumerate(posts))
    return dress(shell("Blog | Cobalt", f'<div class="blog-index"><h1>The Cobalt blog</h1>{cards}</div>'), i)


CB = [("pentest-checklist", "The 2027 pentest checklist", "Nov 30, 2026", "Dana Whitfield"),
      ("soc2-guide", "A practical guide to SOC 2", "Nov 18, 2026", "Omar Haddad"),
      ("api-security", "Five API security mistakes", "Nov 4, 2026", "Dana Whitfield")]
_CB1 = [("series-c", "Cobalt raises $60M Series C", "Dec 4, 2026", "Cobalt Team")] + CB
_CB2 = [("series-c", "Cobalt raises $60M Series C led by Northstar", "Dec 4, 2026", "Cobalt Team")] + CB
_CB3 = [(s, t, d, "Dana Whitfield-Ross" if a == "Dana Whitfield" else a) for s, t, d, a in _CB2]
h = History("hubspot_cobalt_blog", "https://www.cobalt.io/blog", "blog")
h.v("start", hs_blog(CB, 0))
h.v("views_tick", hs_blog(CB, 1, views=133), **Q())
h.v("funding_post", hs_blog(_CB1, 2, views=150), items_added=[("Cobalt raises $60M Series C", "/blog/series-c")],
    items_removed=[], kind=("post_published",), sig=("major", "critical"))
h.v("title_amended", hs_blog(_CB2, 3, views=170), items_added=[], items_removed=[], kind=("post_updated",), sig=ANY_SIG)
# an author's name written otherwise on her bylines: nothing a subscriber wants
h.v("byline_renamed", hs_blog(_CB3, 4, views=190), items_added=[], items_removed=[], **Q())
h.net(items_added=[("Cobalt raises $60M Series C led by Northstar", "/blog/series-c")], items_removed=[],
      sig=("major", "critical"))


# ============================================================================ batch 5 (expectations committed before its run)


# ---------------------------------------------------------------- 35. a homepage over weeks (Webflow): bar, hero, logos, counters
def home(i: int, bar: str, hero: str, products: list[str], logos: list[str], count: str) -> str:
    cards = "".join(f'<div class="product-card"><h3>{p}</h3><p>{p} for modern finance teams.</p><a href="/product/'
                    f'{slug(p)}">Learn more</a></div>' for p in products)
    logo_s = "".join(f'<img src="/logos/{slug(x)}.svg" alt="{x}">' for x in logos)
    body = (f'<div class="announcement-bar"><p>{bar} <a href="/news">Read more</a></p></div><section class="hero"><h1>{hero}'
            f'</h1><p>Trusted by {count} finance teams.</p><a class="button" href="/signup">Start free trial</a></section>'
            f'<section class="logos"><div class="marquee">{logo_s}</div></section><section class="products"><h2>One '
            f'platform</h2>{cards}</section>')
    return dress(shell("Fenwick — finance automation", body), i)


_HL = ["Northwind", "Globex", "Initech", "Umbrella", "Hooli"]
_HP = ["Fenwick Close", "Fenwick Spend"]
h = History("webflow_fenwick_home", "https://fenwick.finance/", "homepage", ident="")
h.v("start", home(0, "Join our webinar on Dec 10: closing faster", "Finance automation for growing companies", _HP, _HL, "2,000+"))
h.v("bar_turns", home(1, "New guide: the 2027 close checklist", "Finance automation for growing companies", _HP, _HL,
                      "2,000+"), **Q())
h.v("logos_and_count", home(2, "New guide: the 2027 close checklist", "Finance automation for growing companies", _HP,
                            _HL[2:] + _HL[:2], "2,100+"), **Q())
h.v("product_launch", home(3, "New guide: the 2027 close checklist", "Finance automation for growing companies",
                           _HP + ["Fenwick Treasury"], _HL, "2,100+"), sig=MEANINGFUL_UP, summary_has="Fenwick Treasury")
h.v("acquired", home(4, "Fenwick is now part of Brex", "Finance automation for growing companies", _HP + ["Fenwick Treasury"],
                     _HL, "2,100+"), sig=("major", "critical"), summary_has="part of Brex")
h.v("repositioned", home(5, "Fenwick is now part of Brex", "Finance automation for enterprise companies",
                         _HP + ["Fenwick Treasury"], _HL, "2,100+"), sig=MEANINGFUL_UP, summary_has="enterprise")
h.v("noise", home(6, "Fenwick is now part of Brex", "Finance automation for enterprise companies", _HP + ["Fenwick Treasury"],
                  _HL[::-1], "2,200+"), **Q())
h.net(sig=("major", "critical"), summary_has="part of Brex")


# ---------------------------------------------------------------- 36. Lever's API: created stamps, a commitment changed, a repost
LA = [(930001, "Field Sales Representative", "Warsaw", "Sales"), (930002, "Frontend Developer", "Kraków", "Engineering"),
      (930003, "HR Specialist", "Warsaw", "People")]
h = History("lever_api_polka", "https://api.lever.co/v0/postings/polka?mode=json", "careers", k="ats")
h.v("start", rt34.lever_api(LA))
h.v("created_shift", rt34.lever_api(LA, created=1000), **Q())
h.v("posted", rt34.lever_api(LA + [(930004, "Backend Developer", "Kraków", "Engineering")], created=1000),
    jobs_added=[("Backend Developer", "Kraków")], jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
_LA3 = json.loads(rt34.lever_api(LA + [(930004, "Backend Developer", "Kraków", "Engineering")], created=1000))
for _p in _LA3:
    if _p["text"] == "HR Specialist":
        _p["categories"]["commitment"] = "Part-time"
# full-time → part-time: the job is still there, updated (any significance; nothing opened or closed)
h.v("commitment_changed", json.dumps(_LA3), jobs_added=[], jobs_removed=[], outcome=("changed",),
    kind=("jobs_changed",))
h.v("reordered", json.dumps(list(reversed(_LA3))), **Q())
h.net(jobs_added=[("Backend Developer", "Kraków")], jobs_removed=[], sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 37. Teamtailor's API: a job moved to another office
TT = [(77001, "Barista Trainer", "Gothenburg", "Coffee"), (77002, "Store Manager", "Malmö", "Retail"),
      (77003, "Roaster", "Gothenburg", "Coffee")]
_TT1 = TT + [(77004, "Store Manager", "Stockholm", "Retail")]
_TT2 = [(j[0], j[1], "Stockholm" if j[0] == 77003 else j[2], j[3]) for j in _TT1]
h = History("teamtailor_api_bryggeri", "https://api.teamtailor.com/v1/jobs?include=locations", "careers", k="ats")
h.v("start", rt34.teamtailor_api(TT))
h.v("updated_stamp", rt34.teamtailor_api(TT, upd="2026-12-03T10:11:12.000+01:00"), **Q())
# a second "Store Manager", in another city: a job added (the Malmö one is still open)
h.v("second_store_manager", rt34.teamtailor_api(_TT1, upd="2026-12-04T10:00:00.000+01:00"),
    jobs_added=[("Store Manager", "Stockholm")], jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("roaster_moved", rt34.teamtailor_api(_TT2, upd="2026-12-05T10:00:00.000+01:00"), jobs_added=[], jobs_removed=[],
    field_change=("location", "Gothenburg", "Stockholm"), kind=("jobs_changed",))
h.v("malmo_closed", rt34.teamtailor_api([j for j in _TT2 if j[0] != 77002], upd="2026-12-06T10:00:00.000+01:00"),
    jobs_removed=[("Store Manager", "Malmö")], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
# (first written as one closed and one opened, as the history knows them to be — both were open at step 2; but the first
# and last versions alone show a "Store Manager" gone from Malmö and one come in Stockholm under a new id, which round
# 2 holds to be the posting reposted and moved (test_redteam2): the net reading, corrected; my fix to the contrary,
# classify._two_postings, broke round 2's case and was reverted)
h.net(jobs_added=[], jobs_removed=[], field_change=("location", "Malmö", "Stockholm"), sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 38. a careers page whose job links carry a rotating tracking token
def tracked_careers(jobs: list[Job], i: int) -> str:
    src = hashlib.md5(f"src{i}".encode()).hexdigest()[:10]
    rows = "".join(f'<tr><td><a href="https://boards.greenhouse.io/tilde/jobs/{jid}?gh_src={src}&amp;utm_source=website">{t}'
                   f'</a></td><td>{c}</td><td>{d}</td></tr>' for jid, t, c, d in jobs)
    body = (f'<h1>Work at Tilde</h1><table class="jobs-table"><thead><tr><th>Role</th><th>Location</th><th>Team</th></tr>'
            f'</thead><tbody>{rows}</tbody></table>')
    return dress(shell("Careers — Tilde", body), i)


TI = [(6601001, "Machine Learning Engineer", "Zurich", "Research"), (6601002, "Research Scientist", "Zurich", "Research"),
      (6601003, "Technical Recruiter", "Remote", "People")]
_TI1 = [(j[0], "Senior Machine Learning Engineer" if j[0] == 6601001 else j[1], j[2], j[3]) for j in TI]
h = History("tracked_tilde_careers", "https://tilde.ai/careers", "careers")
h.v("start", tracked_careers(TI, 0))
h.v("token_rotates", tracked_careers(TI, 1), **Q())
h.v("retitled", tracked_careers(_TI1, 2), jobs_added=[], jobs_removed=[],
    field_change=("title", "Machine Learning Engineer", "Senior Machine Learning Engineer"), kind=("jobs_changed",))
h.v("posted", tracked_careers(_TI1 + [(6601004, "Research Engineer, Evals", "London", "Research")], 3),
    jobs_added=[("Research Engineer, Evals", "London")], jobs_removed=[], kind=("jobs_added",), sig=MEANINGFUL_UP)
h.v("token_rotates2", tracked_careers(_TI1 + [(6601004, "Research Engineer, Evals", "London", "Research")], 4), **Q())
h.net(jobs_added=[("Research Engineer, Evals", "London")], jobs_removed=[],
      field_change=("title", "Machine Learning Engineer", "Senior Machine Learning Engineer"), sig=MEANINGFUL_UP)


# ============================================================================ batch 6 (expectations committed before its run)


# ---------------------------------------------------------------- 39. a big board thinned out (layoffs), with office filter counts
def big_board(jobs: list[Job], i: int, notice: str = "") -> str:
    counts: dict[str, int] = {}
    for j in jobs:
        counts[j[2]] = counts.get(j[2], 0) + 1
    opts = "".join(f'<option value="{slug(c)}">{c} ({n})</option>' for c, n in sorted(counts.items()))
    rows = "".join(f'<li class="job"><a href="https://jobs.ashbyhq.com/voltmesh/{_lid(jid)}">{t}</a><span class="job-loc">'
                   f'{c}</span><span class="job-team">{d}</span></li>' for jid, t, c, d in jobs)
    body = (f'<h1>Careers at Voltmesh</h1><form class="filters"><label>Office <select name="office"><option value="">All '
            f'offices ({len(jobs)})</option>{opts}</select></label></form>'
            + (f'<p class="notice">{notice}</p>' if notice else "") + f'<ul class="jobs">{rows}</ul>')
    return dress(shell("Careers — Voltmesh", body), i)


_VT = ["Battery Engineer", "Firmware Engineer", "Hardware Test Engineer", "Supply Chain Manager", "Buyer",
       "Quality Engineer", "Field Technician", "Installer", "Sales Engineer", "Account Manager", "Marketing Lead",
       "Data Engineer", "Backend Engineer", "Frontend Engineer", "Product Manager", "Designer", "Recruiter",
       "Office Manager", "Finance Analyst", "Controller", "Legal Counsel", "IT Administrator", "Support Agent",
       "Support Lead", "Technical Writer", "Project Manager", "Site Surveyor", "Electrician", "Logistics Planner",
       "Warehouse Lead"]
VM = [(940000 + n, t, ["Oslo", "Bergen", "Trondheim"][n % 3], "Team") for n, t in enumerate(_VT)]
_VM1 = [j for n, j in enumerate(VM) if n % 4 != 1]           # eight closed in one week (layoffs)
_VM3 = _VM1[:2]                                                # then all but two closed, the list as it was
h = History("voltmesh_big_board", "https://voltmesh.no/careers", "careers")
h.v("start", big_board(VM, 0))
h.v("eight_closed", big_board(_VM1, 1), jobs_removed_set=[j[1] for n, j in enumerate(VM) if n % 4 == 1], jobs_added=[],
    kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.v("noise", big_board(_VM1, 2), **Q())
# twenty of twenty-two closed, the list still drawn the same way: the page says so, the removals are real (the
# parse-degradation guard is for a listing whose markup changed, not for this)
h.v("twenty_closed", big_board(_VM3, 3), jobs_removed_set=[j[1] for j in _VM1[2:]], jobs_added=[], kind=("jobs_removed",),
    sig=MEANINGFUL_UP)
h.v("none_left", big_board([], 4, notice="We have no open positions right now."),
    jobs_removed_set=[j[1] for j in _VM3], jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)
h.net(jobs_removed_set=_VT, jobs_added=[], kind=("jobs_removed",), sig=MEANINGFUL_UP)


# ---------------------------------------------------------------- 40. usage-based pricing: fractions of a cent
def usage_pricing(rates: list[tuple[str, str, str]], i: int, calls: int) -> str:
    """(plan, base per month, price per 1,000 requests); a live "requests served today" counter."""
    cards = "".join(f'<div class="tier"><h3>{n}</h3><p class="tier-price"><span class="amount">{b}</span>/month</p><p '
                    f'class="tier-usage">then {u} per 1,000 requests</p></div>' for n, b, u in rates)
    body = (f'<h1>Pay for what you use</h1><p class="live-counter">{calls:,} requests served today</p><div class="tiers">'
            f'{cards}</div>')
    return dress(shell("Pricing — Geocodr", body), i)


GR = [("Hobby", "$0", "$0.50"), ("Growth", "$49", "$0.40"), ("Scale", "$299", "$0.25")]
_GR1 = [("Hobby", "$0", "$0.50"), ("Growth", "$49", "$0.45"), ("Scale", "$299", "$0.25")]
h = History("usage_geocodr_pricing", "https://geocodr.dev/pricing", "pricing", ident="name")
h.v("start", usage_pricing(GR, 0, 1_204_331))
h.v("counter", usage_pricing(GR, 1, 1_388_902), **Q())
h.v("overage_raised", usage_pricing(_GR1, 2, 1_502_117), sig=MEANINGFUL_UP, summary_has="0.45")
h.v("counter2", usage_pricing(_GR1, 3, 1_733_090), **Q())
h.net(sig=MEANINGFUL_UP, summary_has="0.45")


# ============================================================================ the checks
def check(c: dict[str, Any], v: dict[str, Any]) -> list[str]:
    """Round 34's check (outcome / significance / kind over round 32's typed check), then this round's keys."""
    bad = rt34.check({k: x for k, x in c.items() if k not in MINE}, v)
    d = v["delta"] if v["outcome"] == "changed" else {}
    if c.get("quiet"):
        # an unchanged step is quiet all through: even when archived as minor, no typed event is invented
        bad += [f"quiet step, yet {k}: {d[k]}" for k in TYPED if d.get(k)]
    for key, delta_key, field in (("jobs_added_set", "jobs_added", "title"), ("jobs_removed_set", "jobs_removed", "title"),
                                  ("items_added_set", "items_added", "title"),
                                  ("items_removed_set", "items_removed", "title")):
        if key in c:
            got = sorted(x[field] for x in d.get(delta_key, []))
            if got != sorted(c[key]):
                bad.append(f"{delta_key} {got} != {sorted(c[key])}")
            elif c[key] and len(c[key]) <= 3 and not any(t.lower() in v["summary"].lower() for t in c[key]):
                bad.append(f"summary {v['summary']!r} names none of {c[key]}")
    if "items_added_like" in c:
        got = [x["title"] for x in d.get("items_added", [])]
        if len(got) != len(c["items_added_like"]) or not all(sum(w in t for t in got) == 1 for w in c["items_added_like"]):
            bad.append(f"items_added {got}: wanted one each naming {c['items_added_like']}")
    if "prices_set" in c:
        got = d.get("price_changes", [])
        for plan, before, after in c["prices_set"]:
            if not any(p["plan"] == plan and p.get("before") and p.get("after") and rt32.amount(p["before"]) ==
                       rt32.amount(before) and rt32.amount(p["after"]) == rt32.amount(after) for p in got):
                bad.append(f"no price change {plan} {before} → {after} (got {got})")
        if len({p["plan"] for p in got}) != len(c["prices_set"]):
            bad.append(f"price changes of other plans: {got}")
    for k in c.get("empty", ()):
        if d.get(k):
            bad.append(f"{k} should be empty: {d[k]}")
    if v["kind"] in c.get("not_kind", ()):
        bad.append(f"kind {v['kind']} ruled out")
    if "incidents_has" in c:
        names = [x.get("name") for x in d.get("incidents", [])]
        if not all(n in names for n in c["incidents_has"]):
            bad.append(f"incidents {names}: wanted {c['incidents_has']}")
    return bad


XFAIL = {
    # a call to action's label is volatile (A/B tests alternate them: this round's own Tessera history flips "Start free
    # trial" ↔ "Try it free for 14 days" every other fetch); a trial's length said only in the buttons cannot be told
    # from such a variant by one pair. Tried: keeping labels that state a term (htmlnorm, "N-day") — it made every
    # alternation of that A/B test a meaningful change (3 steps of webflow_tessera_pricing), reverted. Needs the
    # sensor's flap memory or the term read from the page's own text: left for a round of its own.
    "nextjs_relay_pricing/07_trial_longer": "a trial length said only in CTA labels is volatile with the label",
}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=XFAIL[n])) if n in XFAIL
                                  else n for n in CASES])
def test_step(name: str) -> None:
    c = CASES[name]
    v = diff_files(c["old"].encode(), c["new"].encode(), surface=c["surface"], url=c["url"], content_type=c["ct"],
                   kind=c["k"])
    json.dumps(v)
    bad = check(c, v)
    assert not bad, f"{name}: {bad}\nverdict: {json.dumps(v, ensure_ascii=False)[:1500]}"


@pytest.mark.parametrize("name", [n for n in list(CASES)[::15] if n not in XFAIL])
def test_the_command_line_says_the_same(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`changewire diff OLD NEW --json` with the flags as given, on files named as a judge would name them."""
    from changewire_common.cli import main

    c = CASES[name]
    ext = ".json" if c["old"].lstrip().startswith(("{", "[")) else ".xml" if c["old"].startswith("<?xml") else ".html"
    a, b = tmp_path / f"old{ext}", tmp_path / f"new{ext}"
    a.write_text(c["old"], encoding="utf-8")
    b.write_text(c["new"], encoding="utf-8")
    args = ["diff", str(a), str(b), "--json", "--url", c["url"]] + (["--surface", c["surface"]] if c["surface"] else []) \
        + (["--kind", c["k"]] if c["k"] else [])
    assert main(args) == 0
    v = json.loads(capsys.readouterr().out)
    assert not check(c, v), (name, check(c, v), v)


_MAIN_TYPE = {"url": ("job", "news_item", "incident", "person"), "name": ("pricing_plan",)}


@pytest.mark.parametrize("name", [n for n, x in HISTORIES.items() if x.ident])
def test_entity_keys_stay_put(name: str) -> None:
    """Across a history, a thing shown the same way (a job, post or incident at the same URL with the same title and
    place; a plan under the same name) keeps one entity key in every version: what the service reconciles by
    (first_seen / last_seen / removed_at) must not churn with the noise of the version it is read from."""
    from changewire_differ.pipeline import read

    hist = HISTORIES[name]
    seen: dict[tuple, set[str]] = {}
    for _, body, _ in hist.versions:
        doc = read(body.encode(), kind=hist.k, surface=hist.surface, url=hist.url)
        for t in _MAIN_TYPE[hist.ident]:
            for e in doc.entities.get(t, None).items if t in doc.entities else []:
                dd = e.data
                ident = (t, dd.get("name") or dd.get("title")) if hist.ident == "name" else \
                    (t, dd.get("url"), dd.get("title") or dd.get("name"), dd.get("location"))
                seen.setdefault(ident, set()).add(e.key)
    assert seen, f"{name}: no entities read"
    churn = {k: v for k, v in seen.items() if len(v) > 1}
    assert not churn, f"{name}: keys churn: {churn}"


def test_case_count() -> None:
    consecutive = [n for n in CASES if not n.endswith("/first_vs_last")]
    assert len(consecutive) >= 100 and len(HISTORIES) >= 14, (len(consecutive), len(HISTORIES))
