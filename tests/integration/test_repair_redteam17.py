"""Seventeenth red-team round for repair: SITE RE-ORGANISATIONS COMPANIES REALLY DO — CMS migrations, careers moved to an
applicant tracking system and back, rebrands, subdomains folded in, docs and status moved to vendors, localisation,
merged pages and soft removals. Situations rounds 1-16 do not cover. Same harness as rounds 10-16
(tests/data/repair/sites.py `round_tests`: one shared scripted server, requests counted at the server, at most 6 a
repair); the table lives in tests/data/repair/redteam17.py, expectations written and committed before each batch's
first run (e1770e9a, then the second and third batches). Unit regressions of the new pure pieces:
tests/unit/repair/test_redteam17.py (8).

Covered: 43 situations — 41 in the table, two live sensors in a test of their own — and one CLI run of seven table
situations (45 tests):
- CMS migrations: WordPress's `/?page_id=42` answered by Webflow's front page (migrated to the menu's /careers),
  `/index.php/careers` answered by the front page, a WordPress `/?cat=5` blog category answered by HubSpot's front page,
  `/Careers` 404 on a case-sensitive host, /blog/ 404 while a Framer collection sits at /posts ("Insights");
- careers and ATS boards: a stub linking a Greenhouse board, only the menu linking a Lever board, an Ashby board
  rendered by JavaScript (its API, kind ats), a Personio board in the footer, a 301 to a Workable board rendered by
  JavaScript (its widget API), a deleted Lever board while the company site lists the openings again, a Lever board id
  renamed (the careers page links the new one), a Teamtailor career site on the company's subdomain root;
- rebrands and domains: every path 301 to the new domain whose careers path changed, the old domain parked by its
  registrar (the company's website the new domain), every path 302 to the new domain, the old site deleted from
  Netlify with the records still naming it (review), a rebrand 301 to a new /careers 404 whose menu links Lever
  (xfail, below); blog.acme.com and docs.acme.com folded into the main site by 301, a blog subdomain gone (no
  resolution) while the main menu links /blog, a careers subdomain 301 to /careers and to the main front page; docs
  moved to ReadMe, to a Mintlify host whose root 307s to /introduction (the host's root is the address), a home-made
  status page replaced by a Statuspage tenant (footer) and by Instatus on a status subdomain (301);
- localisation: a region picker at /pricing (the US page, whose dollars the sensor watched; and its UK twin when the
  sensor watched pounds), a language picker at /careers (English, not German), a country `<select>` at /careers, a
  live sensor's 302 geo redirect to /en-us/pricing (recovered in place) and, as a guard, a 302 to /plans (migrated);
- merged pages: /plans 301 to `/pricing#plans` (no fragment in the successor), /plans 404 while /pricing is already
  the company's pricing sensor (linked to it), /news 301 to a merged /blog/, /team 301 to an /about carrying the team,
  /team 404 while /about shows only the three founders (review);
- soft removals: the careers page at its URL saying it is not hiring (with the openings known) and "no open positions,
  check back soon" (without), a German "keine offenen Stellen" — all recovered, none migrated; pricing replaced by a
  "talk to sales" form at its URL, and /pricing 301 to a contact-sales form — review, never migrated to the form.

Wrong on the code before this round (main 93597aba): 4 of the 43 situations (1 of the first 28, 1 of the second
batch's 7, 2 of the third batch's 7); 3 fixed, 1 left as a strict xfail. One expectation was corrected after the
first run: the geo redirect was first seeded as a `redirected` sensor, which the fetcher never makes of a same-site
redirect (it says `redirected` for another domain only); it is now a live sensor with two recorded runs landing on
/en-us/pricing, as the sweep picks it (`test_live_sensor_whose_runs_landed_elsewhere`), and a guard was added beside it.
Fixed:
- the live sensor's 302 geo redirect (migrated to /en-us/pricing, README: "recovers it in place when it is not"
  [permanent]): the URL's own temporary redirect to the same path under a locale segment keeps the URL as the address,
  as one adding a query already did (repair.py `_locale_alias`, `Explorer._probe`); a 302 to another page still moves;
- the country `<select>` at the old URL (review: no link): a `<select>` with two or more options whose values are
  paths or URLs offers them as links (candidates.py `page_links`, `_ADDRESS_VALUE`);
- the region picker with the sensor on the UK prices (review: "two pages match about equally", 0.987 against 0.968,
  TIE_SCORE 0.03 — words leave numbers out, so the twins differ by "excl. VAT" only): a twin carrying no old 3-shingle
  the best lacks, while the best carries at least 3 it lacks, is no tie (decide.py `_twin`, `_carries_more`); two
  twins each carrying old lines of their own stay a tie (round 4's and 5's regional copies unchanged).
Also changed, found by the xfailed situation's request log: a URL redirected to the same path on another domain (a
host-wide rewrite) no longer has its old site's front page searched after the new one's — it only redirects there too
(repair.py `Explorer._sites`); it saves that hop, not the attempt.

Left alone (strict xfail, PENDING in the data file): the rebrand whose new /careers 404s while the new menu links a
Lever board needs seven requests (cap six); the board is ranked but not fetched, and the attempt ends in a review.
Closed in round 18 (test_repair_redteam18.py): with one request left, a known board whose host was not asked yet is
read through its vendor's public API (one request, no robots.txt) instead of its page (two); the situation's fixture
gained Lever's postings API for the board, and its successor is that API (kind `ats`), no longer the board page.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
T: Any = load_module("repair_redteam17", "data/repair/redteam17.py", reuse=True)

globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI


@pytest.mark.parametrize("sit", T.LIVE_REDIRECTED, ids=[s.name for s in T.LIVE_REDIRECTED])
async def test_live_sensor_whose_runs_landed_elsewhere(pool: Any, tmp_path: Path, db_url: str, shared_web: Any,
                                                       sit: Any) -> None:
    w = shared_web.serve(sit.hosts)
    landed = "http://" + sit.url.split("/")[2] + sit.hosts[sit.url.split("/")[2]][sit.url.split("/", 3)[3] and
                                                                             "/" + sit.url.split("/", 3)[3]].headers["Location"]

    async def seed() -> int:
        sid = await S.seed_situation(pool, tmp_path, sit)
        for seq in (2, 3):
            await pool.execute(
                "INSERT INTO observations (sensor_id, run_seq, outcome, http_status, url, final_url, fetched_at) "
                "VALUES ($1, $2, 'ok', 200, $3, $4, now() - make_interval(hours => $5))", sid, seq, sit.url, landed,
                4 - seq)
        return sid

    sid, rep = await S.repair_once(pool, tmp_path, db_url, w, seed)
    await S.check_situation(pool, sit, sid, rep, w)
