"""Eleventh red-team round for repair: the surfaces earlier rounds touched least (newsrooms, legal pages, team and
investors pages, changelogs, docs, feeds), the failure shapes of a sweep (a site gone from DNS or refusing
connections, bot walls of five edge vendors, robots.txt rules, 308 chains, query-string and fragment URLs), and the
contract of the command itself (two sweeps in a row, two attempts at once, a successor broken again, `--dry-run`,
`--limit`, the `--json` keys) — situations rounds 1-10 (test_repair_redteam.py … test_repair_redteam10.py) do not
cover. Same harness as rounds 8-10 (tests/data/repair/sites.py; ONE shared scripted server for every situation, each
test counting its own requests at the server; at most 6 a repair, fewer where a wall or a dead site must not be
searched around: `MAX_REQUESTS`). The situation table lives in tests/data/repair/redteam11.py; each expectation was
written before its first run, in seven batches (each after the previous one's run; two decoys guard the
fourth's fixes). Plain unit cases of the rules:
tests/unit/repair/test_redteam11.py (10, 7 wrong before).

Covered (75 situations, one CLI run of three of them, and 7 tests of the command's contract):
- newsrooms: /press 308 → /news; split into /press-releases and /media-coverage (and only the coverage left:
  review); a menu link `/news?category=press-releases`; a 301 to a query URL robots.txt disallows (`Disallow: /*?`);
  three 308 hops on one host and across www.; a 301 to the blog (review); a relaunch's hub (/newsroom: two latest
  releases, coverage, media kit) linking the full list below it or beside it, and the menu linking the list below
  the hub; HubSpot's `?hsLang=en` and `utm_*` on the links; a robots.txt prefix rule (`Disallow: /press`) that also
  covers /press-releases; a 308 loop between two locales; a 410 while the menu's /company/news mixes the releases
  with product news; an Allow inside a disallowed folder; a decoy: the hub's
  "all releases" link leads to the parent group's releases (review);
- legal: /privacy-policy 308 → /legal/privacy, German /datenschutz → /rechtliches/datenschutz, French
  /confidentialite → /mentions-legales/donnees-personnelles, the old URL now a Termly embed whose <noscript> links the
  hosted policy, the policy as an article of the company's Zendesk help centre; a footer left with only the
  cookie-consent button, terms in a folder robots.txt now disallows
  (review);
- team: leadership beside the board of directors, /team 301 to /about listing everyone, a menu link to
  /company#leadership, a Notion page of the team, a 301 to /about#team, a Netlify-style SPA fallback serving the
  front page at every path, a teaser showing the CEO and linking the full team, a 301 to a legacy CMS URL with a
  query string; decoys (review): a hash route of a client-rendered app, a careers page now at /team;
- investors: an Investis-hosted site in the footer, a 301 to an IR subdomain whose root 302s to /en/overview (the
  stable root kept), a landing of tiles at the old URL or at the menu's new path whose "Overview" has the content,
  a gcs-web site whose robots.txt disallows all (never requested: review), a delisting notice (review), an IR
  platform answering 503 with Retry-After (wait), a landing whose "Overview" is the company profile (review);
- hubs of other surfaces: a /resources hub whose Blog tile leads to /resources/blog, a /company hub whose tiles
  include Leadership, an IR subdomain whose root is a landing of tiles (its /overview has the content);
- changelogs and docs: the old URL now a Headway widget linking the public page, a partner's Headway changelog in
  the menu (review), a 301 into /docs/changelog, GitHub releases gone or emptied while the company's footer links
  /changelog, a Beamer page "not available" while the menu links LaunchNotes; a docs subdomain 308 into /docs/ (or
  301 to the front page, or gone from DNS), /docs/v1/ gone while the menu links /docs/v2/;
- feeds: Jekyll /feed.xml → Hugo /blog/index.xml, WordPress's comments feed listed before the posts feed, the feed
  URL now the HTML blog (or a 301 to it) whose head links Atom / Webflow RSS;
- failure shapes (wait, never retired, never searched around): a stale newsroom whose site is gone from DNS, a stale
  policy whose company website is gone too (0 requests), Akamai's Access Denied on every path, DataDome on the page,
  Vercel's checkpoint, a 301 into a Cloudflare challenge, the front page behind a challenge while the page is 404, a
  stale feed behind a challenge, robots.txt and every page behind a challenge; robots.txt naming our agent (review,
  nothing requested), answered by the CMS's front page in HTML or refused with a plain 403 (no rules: migrated); a
  stale sensor recovered unchanged;
- the command: a dry-run sweep changes nothing and leaves the sensors due, `--limit 1` then migrates one sensor a
  sweep (three events each), a further sweep finds nothing due and emits nothing, the retired sensor asked by id is
  skipped (no second successor nor event); two attempts at once on one sensor (one migration, one set of events); a
  successor broken again (migrated on; the chain predecessor → successor kept), a successor broken while the
  original URL serves again (migrated back); `--dry-run --sensor` on a migrate, two reviews, a recovery, a retired
  and an unknown sensor (the database unchanged); three sensors of one walled site in one run (each waits; robots.txt
  and each page asked at most once); the `--json` keys of every report of those runs (migrated, review, recovered,
  wait, skipped); a stale site refusing connections at two attempts in a row (wait, stale, at most two requests
  each).

Wrong on the code before this round (70a0fea): 10 of the 75 situations; 9 fixed, 1 left as a strict xfail —
- an investors link to `acme.investis.com` was nobody's (another domain, no known platform): Investis and Euroland
  are IR platforms (libs/common `PLATFORM_SURFACES`);
- HubSpot's `?hsLang=en` on every link of the menu was kept in the successor's address: it only carries the
  visitor's language choice (decide.py `_TRACKING`);
- a newsroom, blog, investors or team sensor whose new page is a hub — two latest releases and a link "All press
  releases" (below the hub or beside it), a landing of tiles whose "Overview" has the content (on the site, or at an
  IR subdomain's root), a /resources hub whose "Blog" tile leads to /resources/blog, a /company hub whose tiles
  include "Leadership" — ended in review after the hub did not match: the hub's link of the section (its overview
  first, whatever its path, then a page below it, then one the shared classifier reads as the surface) is followed
  once (repair.py `Explorer._hub_link`, 6 situations);
- the old URL itself turned into a landing of tiles: its links were ranked "Financial results" first; a link of the
  old page below the old URL that the page names its overview ranks first (candidates.py `OVERVIEW_BONUS`).

Fixtures and expectations corrected after their first run, before any fix: a partner's Headway changelog first
carried Acme's own release notes under another name (now its own), the successor of a migration is `pending` until
its first fetch (not `active`), and one migration emits three events (retired, created, migrated), not two.

Left alone (strict xfail, see PENDING in the data file): /team 301 to /about/team after half the people changed
(fuzzy ratio 0.56 under 0.6). Requests of these situations: 0 (DNS gone) to 6, walls at most 2 or 3.
"""
from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

S: Any = load_module("repair_sites", "data/repair/sites.py", reuse=True)
P: Any = load_module("repair_pages", "data/repair/pages.py", reuse=True)
T: Any = load_module("repair_redteam11", "data/repair/redteam11.py", reuse=True)

seed = S.seed_situation
R, html, moved, NOT_FOUND = S.R, S.html, S.moved, S.NOT_FOUND


globals().update(S.round_tests(T))  # shared_web, the situations, one per rule through the CLI


# ------------------------------------------------------------------ repeated attempts, dry runs, the JSON report

NEWS = T.press_list("News - Acme Robotics", "News")
NEWSROOM = T.press_list("Newsroom - Acme Robotics", "Newsroom")


def _one(name: str) -> Any:
    return next(s for s in T.SITUATIONS if s.name == name)


async def _outbox(pool: Any) -> int:
    return int(await pool.fetchval("SELECT count(*) FROM outbox"))


async def _chain(pool: Any, sid: int) -> tuple[str, int | None, int | None]:
    row = await pool.fetchrow("SELECT status::text AS status, (config->>'successor_id')::bigint AS succ, "
                              "(config->>'predecessor_id')::bigint AS pred FROM sensors WHERE sensor_id = $1", sid)
    return row["status"], row["succ"], row["pred"]


async def _live_at(pool: Any, url: str) -> list[int]:
    return [r["sensor_id"] for r in await pool.fetch(
        "SELECT sensor_id FROM sensors WHERE url = $1 AND status <> 'retired' ORDER BY sensor_id", url)]


async def test_sweeps_in_a_row_dry_run_then_one_at_a_time_then_nothing_due(pool: Any, tmp_path: Path, db_url: str,
                                                                         mk: Any) -> None:
    """`changewire repair --dry-run` (a sweep) changes nothing and does not stamp the attempts, so `changewire repair
    --limit 1` right after still finds both sensors due and migrates one, the next sweep the other (three events
    each); a further sweep finds nothing due and emits nothing, and the retired sensor asked by id is skipped — no
    second successor, no second event."""
    await pool.execute("UPDATE sensors SET status = 'retired' WHERE status <> 'retired'")
    names = ("privacy_308_to_legal_privacy_with_a_new_date", "changelog_301_into_the_docs_folder")
    chosen = [_one(n) for n in names]
    hosts: dict[str, Any] = {}
    for sit in chosen:
        hosts.update(S.fresh(sit.hosts))
    w = await mk(hosts)
    sids = [await seed(pool, tmp_path, sit) for sit in chosen]
    env = S.cli_env(db_url, tmp_path, w.connect_to())
    before = await _state(pool)
    code, out, err = await S.run_cli(env, "--json", "--dry-run")
    assert code == 0, err
    assert sorted((r["sensor_id"], r["decision"]) for r in json.loads(out)) == [(i, "migrated") for i in sids]
    assert await _state(pool) == before
    done = []
    for _ in range(2):
        events = await _outbox(pool)
        code, out, err = await S.run_cli(env, "--json", "--limit", "1")
        assert code == 0, err
        reports = json.loads(out)
        assert len(reports) == 1 and reports[0]["decision"] == "migrated", out
        assert await _outbox(pool) - events == 3  # retired, created, migrated
        done.append(reports[0]["sensor_id"])
    assert sorted(done) == sids
    events = await _outbox(pool)
    code, out, err = await S.run_cli(env, "--json", "--sensor", str(sids[0]))
    assert code == 0 and json.loads(out)[0]["skipped"] == "sensor is retired", out + err
    assert await _outbox(pool) == events
    for sit in chosen:
        assert len(await _live_at(pool, sit.target)) == 1
    code, out, err = await S.run_cli(env, "--json")
    assert code == 0 and json.loads(out) == [], err
    assert await _outbox(pool) == events


async def test_a_successor_broken_again_is_migrated_on_and_the_chain_kept(pool: Any, tmp_path: Path, db_url: str,
                                                                          mk: Any) -> None:
    """/press 308 → /news (migrated); months later /news answers 404 and the menu links /newsroom: the successor is
    repaired like any sensor (migrated on), the first sensor keeps pointing at the second, the third at the second."""
    hosts = {"m50.test": {"/press": moved("/news", 308), "/news": html(NEWS)}}
    w = await mk(hosts)
    sit = S.Situation("x", hosts, "http://m50.test/press", "migrated", surface="newsroom", reference=T.PRESS_REF)
    a, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    assert rep["decision"] == "migrated", S.summary(rep)
    b = rep["detail"]["new_sensor_id"]
    hosts["m50.test"].update({"/news": NOT_FOUND, "/newsroom": html(NEWSROOM),
                              "/": html(P.homepage([("/", "Home"), ("/product", "Product"),
                                                    ("/newsroom", "Newsroom")]))})
    await pool.execute("UPDATE sensors SET status = 'failing' WHERE sensor_id = $1", b)
    w.counts.clear()
    _, rep2 = await S.repair_once(pool, tmp_path, db_url, w, _given(b))
    assert rep2["decision"] == "migrated" and rep2["detail"]["url"] == "http://m50.test/newsroom", S.summary(rep2)
    c = rep2["detail"]["new_sensor_id"]
    assert await _chain(pool, a) == ("retired", b, None)
    assert await _chain(pool, b) == ("retired", c, a)
    assert await _chain(pool, c) == ("pending", None, b)  # a new sensor waits for its first fetch


async def test_a_successor_broken_while_the_original_url_serves_the_content_again(
        pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """The relaunch was rolled back: /news (the successor) answers 404 and /press serves the releases again. The
    successor migrates back to /press — a live sensor at that URL again, the first one staying retired."""
    hosts = {"m51.test": {"/press": moved("/news", 308), "/news": html(NEWS)}}
    w = await mk(hosts)
    sit = S.Situation("x", hosts, "http://m51.test/press", "migrated", surface="newsroom", reference=T.PRESS_REF)
    a, rep = await S.repair_once(pool, tmp_path, db_url, w, lambda: seed(pool, tmp_path, sit))
    assert rep["decision"] == "migrated", S.summary(rep)
    b = rep["detail"]["new_sensor_id"]
    hosts["m51.test"].update({"/news": NOT_FOUND, "/press": html(T.PRESS_REF),
                              "/": html(P.homepage([("/", "Home"), ("/press", "Press")]))})
    await pool.execute("UPDATE sensors SET status = 'failing' WHERE sensor_id = $1", b)
    _, rep2 = await S.repair_once(pool, tmp_path, db_url, w, _given(b))
    assert rep2["decision"] == "migrated" and rep2["detail"]["url"] == "http://m51.test/press", S.summary(rep2)
    assert (await _chain(pool, a))[0] == "retired"
    assert await _live_at(pool, "http://m51.test/press") == [rep2["detail"]["new_sensor_id"]]


def _given(sid: int) -> Any:
    async def same() -> int:
        return sid
    return same


async def _state(pool: Any) -> tuple[Any, ...]:
    """Everything repair may write: sensors (all columns), review items, outbox rows, status history."""
    sensors = [tuple(r) for r in await pool.fetch("SELECT * FROM sensors ORDER BY sensor_id")]
    return (sensors, await pool.fetchval("SELECT count(*) FROM review_queue"), await _outbox(pool),
            await pool.fetchval("SELECT count(*) FROM failures"))


async def test_dry_run_writes_nothing_whatever_it_would_decide(pool: Any, tmp_path: Path, db_url: str,
                                                               mk: Any) -> None:
    """`--dry-run` on a sensor it would migrate, one it would send to review and one it would recover: the reports
    say so (applied false, dry_run true), the database is as it was."""
    names = ("newsroom_404_menu_links_press_releases_and_media_coverage",
             "newsroom_404_menu_links_only_media_coverage_of_other_outlets", "investors_page_now_a_delisting_notice")
    chosen = [_one(n) for n in names]
    hosts: dict[str, Any] = {}
    for sit in chosen:
        hosts.update(S.fresh(sit.hosts))
    hosts["m52.test"] = {"/team": html(T.TEAM_REF)}
    w = await mk(hosts)
    sids = [await seed(pool, tmp_path, sit) for sit in chosen]
    back = await seed(pool, tmp_path, S.Situation("x", {}, "http://m52.test/team", "recovered", surface="team",
                                                    reference=T.TEAM_REF, status="stale"))
    retired = await seed(pool, tmp_path, S.Situation("x", {}, "http://m53.test/team", "review", surface="team",
                                                       reference=T.TEAM_REF, status="retired"))
    before = await _state(pool)
    args = [a for sid in [*sids, back, retired, 987654] for a in ("--sensor", str(sid))]
    code, out, err = await S.run_cli(S.cli_env(db_url, tmp_path, w.connect_to()), "--json", "--dry-run", *args)
    assert code == 1, err  # the unknown sensor
    reports = json.loads(out)
    assert [r["decision"] for r in reports] == ["migrated", "review", "review", "recovered", "skipped", "skipped"], out
    assert [r["skipped"] for r in reports[4:]] == ["sensor is retired", "no such sensor"]
    assert all(r["dry_run"] is True and r["applied"] is False for r in reports)
    assert reports[0]["detail"]["new_sensor_id"] is None and reports[1]["detail"]["review_created"] is None
    check_keys(reports)
    assert await _state(pool) == before


#: the keys of a report, of its `detail` and of each `tried` / `candidates` entry (README, `changewire repair --json`)
REPORT_KEYS = {"sensor_id", "url", "status", "surface", "tried", "candidates", "decision", "detail", "requests",
               "max_requests", "thresholds", "applied", "dry_run", "skipped", "duration_s"}
DETAIL_KEYS = {"kind", "reason", "url", "score", "source", "new_sensor_id", "review_created"}
PROBE_KEYS = {"url", "source", "status", "final_url", "failure", "score", "match", "simhash_distance", "fuzzy_ratio",
              "words"}


def check_keys(reports: list[dict[str, Any]]) -> None:
    """The `--json` keys are the same whatever the outcome (migrated, review, recovered, wait, skipped)."""
    for r in reports:
        assert set(r) == REPORT_KEYS, r
        assert set(r["detail"]) == DETAIL_KEYS, r
        for entry in [*r["tried"], *r["candidates"]]:
            assert PROBE_KEYS <= set(entry), entry


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.2", 0))
        return int(s.getsockname()[1])


async def test_a_stale_sensor_whose_site_refuses_connections_waits_at_every_attempt(
        pool: Any, tmp_path: Path, db_url: str, mk: Any) -> None:
    """A newsroom stale for days, its whole site refusing connections (the server is down, its name still resolves):
    each attempt waits — no migration, no review item, the sensor stays stale — and asks the dead site once."""
    from changewire_common.blobs import FileBlobStore
    from changewire_repair.repair import Repairer
    from changewire_repair.settings import RepairSettings
    from changewire_repair.web import build_source, make_client

    w = await mk({"m54-unused.test": {}})
    s = RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=0.0,
                       connect_to=f"{w.connect_to()},m54.test=127.0.0.2:{_closed_port()}",
                       fetch_allow_cidrs=("127.0.0.2/32",))
    sid = await seed(pool, tmp_path, S.Situation("x", {}, "http://m54.test/press", "wait", surface="newsroom",
                                                 reference=T.PRESS_REF, status="stale"))
    client = make_client(s)
    try:
        r = Repairer(s, pool, FileBlobStore(tmp_path / "blobs"), build_source(client, s, pool))
        for _ in range(2):
            rep = (await r.repair(sid, trigger="test", force=True)).as_dict()
            assert rep["decision"] == "wait", S.summary(rep)
            assert rep["requests"] <= 2, S.summary(rep)
    finally:
        await client.close()
    assert await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid) == "stale"
    assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0


async def test_two_attempts_at_once_on_one_sensor_migrate_it_once(pool: Any, tmp_path: Path, db_url: str,
                                                                  mk: Any) -> None:
    """Two replicas (or an operator's `--sensor` during the sweep) repairing one sensor at the same moment: one
    successor, one retirement event, and the other attempt either skipped or not applied."""
    import asyncio

    from changewire_common.blobs import FileBlobStore
    from changewire_repair.repair import Repairer
    from changewire_repair.settings import RepairSettings
    from changewire_repair.web import build_source, make_client

    sit = _one("newsroom_three_308_hops_through_a_locale_a_rename_and_a_trailing_slash")
    w = await mk(S.fresh(sit.hosts))
    s = RepairSettings(database_url=db_url, data_dir=str(tmp_path), politeness_spacing_s=0.0,
                       connect_to=w.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",))
    sid = await seed(pool, tmp_path, sit)
    before = await _outbox(pool)
    clients = [make_client(s), make_client(s)]
    try:
        rs = [Repairer(s, pool, FileBlobStore(tmp_path / "blobs"), build_source(c, s, pool)) for c in clients]
        reps = [r.as_dict() for r in await asyncio.gather(*(r.repair(sid, trigger="test", force=True) for r in rs))]
    finally:
        for c in clients:
            await c.close()
    applied = [r for r in reps if r["applied"]]
    assert len(applied) == 1 and applied[0]["decision"] == "migrated", [S.summary(r) for r in reps]
    assert len(await _live_at(pool, sit.target)) == 1
    assert await _chain(pool, sid) == ("retired", applied[0]["detail"]["new_sensor_id"], None)
    # one migration's events (the retirement, the successor's creation, the migration), whatever the other did
    subjects = [r["subject"] for r in await pool.fetch("SELECT subject FROM outbox ORDER BY outbox_id")][before:]
    assert sorted(subjects) == ["sensor.created", "sensor.migrated", "sensor.status_changed.retired"], subjects


async def test_three_sensors_of_one_walled_site_in_one_run_do_not_hammer_it(pool: Any, tmp_path: Path, db_url: str,
                                                                           mk: Any) -> None:
    """The newsroom, team and privacy sensors of a site now behind Akamai's Access Denied, repaired in one run: each
    waits (none migrated, none sent to review, none retired), and the site gets its robots.txt and each page at most
    once — no search around the wall, no second robots.txt."""
    deny = R(403, T.AKAMAI_DENIED.body.replace("m34", "m90"), headers=T.AKAMAI_DENIED.headers)
    w = await mk({"m90.test": {"*": deny}})
    sids = [await seed(pool, tmp_path, S.Situation("x", {}, f"http://m90.test{path}", "wait", surface=surface,
                                                     reference=ref, status="failing"))
            for path, surface, ref in (("/press", "newsroom", T.PRESS_REF), ("/team", "team", T.TEAM_REF),
                                       ("/privacy", "legal", P.privacy_page("2026-03-01")))]
    args = [a for sid in sids for a in ("--sensor", str(sid))]
    code, out, err = await S.run_cli(S.cli_env(db_url, tmp_path, w.connect_to()), "--json", *args)
    assert code == 0, err
    assert [r["decision"] for r in json.loads(out)] == ["wait"] * 3, out
    check_keys(json.loads(out))
    assert w.counts["m90.test"] <= 4, dict(w.paths)
    assert w.paths[("m90.test", "/robots.txt")] <= 1 and w.paths[("m90.test", "/")] == 0, dict(w.paths)
    for sid in sids:
        assert await pool.fetchval("SELECT status::text FROM sensors WHERE sensor_id = $1", sid) == "failing"
        assert await pool.fetchval("SELECT count(*) FROM review_queue WHERE sensor_id = $1", sid) == 0
