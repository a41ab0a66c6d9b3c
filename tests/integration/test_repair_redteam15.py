"""Fifteenth red-team round for repair: PRECISION — broken sensors where a careless repair would move the sensor onto
the WRONG page, and the right answer is to wait, to leave a review item, or to pick the less obvious candidate.
Situations rounds 1-14 (test_repair_redteam.py … test_repair_redteam14.py) do not cover. Same harness as rounds 8-14
(tests/data/repair/sites.py `round_tests`; ONE shared scripted server, each test counting its own requests at the
server; at most 6 a repair). The situation table lives in tests/data/repair/redteam15.py; each expectation was written
before its first run, in two batches (the second guarding the first one's rules). Plain unit cases of the new pure
pieces and decide() rules: tests/unit/repair/test_redteam15.py (20).

Covered (23 situations, and one CLI run of seven of them, one per new rule):
- two plausible successors: a "Life at Acme" page carrying the whole old introduction listed before "Open roles"
  carrying every opening (migrated to the openings); a /news stream mixing the blog's posts with press releases listed
  before /blog (migrated to the blog); a plans-comparison PDF listed before the /plans page (migrated to the page);
  a status-history archive listed before the hosted status page (migrated to the status page);
- another company's copy (review, never migrated off the company's domains): an authorised reseller's page carrying
  the careers page word for word, an independently owned franchisee's blog with the same posts (its domain starting
  with the brand), a 301 to a Wayback Machine copy, a scraper site's docs mirror linked from a community page;
- moved AND changed: the careers page at a new path, its introduction reworded and all twelve openings new (openings
  known; migrated), the pricing page at a new path with new plan names and prices (migrated);
- temporary pages answered with 200: a "getting a refresh" notice in the site chrome at the URL while the menu links
  a /jobs copy (wait), a 302 to the staging site's copy with a staging banner (wait), a geo-block notice on every path
  (review: not temporary, not a move), a 302 of every path to a "closed for the holidays" splash (wait), a login wall
  at a docs URL beside a public developers teaser (review; the login form never posted);
- languages: the English careers page gone while only /de/karriere remains through the language switch (review: the
  watched language is not silently changed), the menu linking the German page before the renamed English one
  (migrated to the English);
- robots.txt newly disallowing the page itself (review, the page never requested): while the menu still links it and
  the same openings sit at an allowed /jobs (never migrated there), a blog disallowed by a wildcard `$` rule while its
  feed is allowed;
- guards of the new rules (second batch): a robots.txt group for an AI crawler only (recovered), "Life at Acme" beside
  an "Open roles" page listing only the Lyon openings (review), the internships on the careers page's template with
  the openings known (review), a German sensor whose /de/karriere is gone while only /en/careers remains (review).

Wrong on the code before this round (11aac22, main): 6 of the 19 first-batch situations, and the CLI run; one more
expectation corrected; one second-batch guard wrong after the first fixes (its cause older than the round):
- "Life at Acme" before "Open roles" (review: "split between … neither carries all of it", then "two pages match
  about equally"): a careers page split into its story and its openings went to the half listing the old openings —
  for a surface whose sensor watches openings, when exactly one half lists the old lines (decide.py
  `OPENINGS_SURFACES`, `decide`; the prose half is then no twin);
- the careers page moved and changed (review, score 0.56): on the company's own site (candidates' registrable domain
  the sensor's or the website's, repair.py `Explorer._own_site`) a careers page whose openings were all replaced
  (`openings_replaced`) matches when it keeps the old page's skeleton — the heading-shaped lines above the first old
  opening, three quarters of them in the same order — over a listing at least half as long as the old one
  (identity.py `same_skeleton`, repair.py `Explorer._score`, `SKELETON_SCORE`); never on another company's site;
- the "getting a refresh" notice at the URL (migrated to the /jobs copy): the notice's words were no maintenance
  phrase, and a short notice at the URL itself was not held like a page-only 5xx; phrases of a page being reworked or
  a site closed for a holiday ("is getting a refresh", "closed for the holidays", "website reopens on", …) are
  maintenance words now (decide.py `_MAINTENANCE_PHRASES`), and the URL itself showing such a notice (no redirect)
  waits beside a copy found by links, a person told at the second attempt (decide.py `decide`: `paused` joins
  `unwell`, code `page_unwell`);
- the holiday splash on every path (review): the same phrases; the front page's notice makes the site unsearched;
- the 302 to the staging copy (review "no candidate has the same content"): a TEMPORARY redirect to a non-production
  copy of the site showing the page is a deploy slip — wait, a person told at the second attempt (decide.py `staged`;
  `Probe.temporary`, set from repair.py `Page.temporary`, which web.py `WebSource.get` fills). A permanent redirect
  there stays a review, as round 5 pinned (unit test_redteam5 `test_archives_and_staging_copies_…`,
  redirect_to_the_dev_host);
- robots.txt forbidding /careers while the menu links it and /jobs has the same openings (migrated to /jobs, a
  bypass): when robots.txt forbids the URL itself and a page of its site read in this attempt still links it, the page
  is there, closed to robots — Review, never migrated elsewhere (repair.py `Explorer._forbidden_linked`, decide.py
  `forbidden_linked`). A first form of the rule (never search when the URL is forbidden) broke round 5's
  robots_txt_now_disallows_the_old_path_and_the_page_moved, where the menu no longer links /careers and links /jobs:
  that page moved, and round 5 is right — the rule now needs the old URL still linked. With the search kept, reading
  the allowed /jobs is no bypass (migrating there would be): this situation's `never` lost /jobs, only /careers stays;
- expectation corrected (the geo-block on every path): at most 4 requests, not 3 — robots.txt, the URL, the front page
  and the sitemap (another resource, which a geo wall may not cover); the decision (review) was right;
- second batch, "Life at Acme" beside an "Open roles" of the Lyon openings (migrated to Life at Acme): without the
  stored openings `lacks_openings` (round 10) could not see a careers page's boilerplate without its listing; now a
  careers candidate that is a part of the old content, lists none of its lines, and leaves out at least six
  opening-shaped lines after the last old line it shows with few new ones in their place is no match
  (identity.py `listing_left_out`, repair.py `Explorer._score`). The other three guards were right.

Left alone: nothing pending (no strict xfail). Earlier rounds' expectations unchanged (round 5's two pins above hold).
"""
from __future__ import annotations

from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam15", "data/repair/redteam15.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI
