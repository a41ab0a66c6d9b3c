"""Differ red-team round 40: STATUS PAGES, INCIDENT FEEDS and JOB-BOARD APIs as a subscriber's alerts depend on them,
through `changewire diff --json` (cli.diff_files), each pair checked by round 39's check (imported: round 38's over
round 37's, 34's and 32's — outcome, significance, kind, typed delta, `mentions`, `empty`, `absent`, `not_kind`) and
this round's `incidents_exact` (the incidents named, all of them).
Table-driven, no fixture files, in five batches, each batch's expectations committed before its first run (the branch
history). 85 pairs: 21 strict (`unchanged` / `noise`), 2 at most minor, 62 changes; 95 tests (the pairs, every 10th
through the command line itself (9), the count); 1.9 s alone. Chosen from what rounds 1-39 did least: the cloud vendors' own
incident feeds and APIs (none before), Statuspage's history feeds (one case, round 7), Cachet / status.io / Sorry™ /
incident.io pages in HTML, BambooHR's list API, relocations and remote flags on the boards' APIs.

Cases (85):
- Google Cloud's incidents.json (a bare array: `modified` re-stamped, re-sorted; an incident opened, an update posted,
  resolved with an `end`, escalated to severity high / SERVICE_OUTAGE) and its Atom product feed ("UPDATE: …" →
  "RESOLVED: …" in one entry); AWS Health's per-service RSS (lastBuildDate only; "Informational message: …",
  "Service disruption: …", "Service is operating normally: [RESOLVED] …" posted as a new item; with no --surface) and
  its public currentevents JSON (`[]` on a quiet day, an event posted, escalated 1 → 3, "[RESOLVED]" with status 0);
  Azure's status RSS of active incidents (empty feed rebuilt, "Active - …" → "Mitigated - …" at one guid, the item
  leaving); Slack's status API v2 (ok re-stamped, an incident active, a note added, back to ok, its type → outage);
  Heroku's current-status (systems green / yellow / red with an incident; all green again).
- Atlassian Statuspage's history.atom (updated only; an incident opened, identified, an "Update" posted, resolved; a
  maintenance scheduled, in progress, completed; an old incident's text touched; `--kind feed`; the same feed on a
  blog surface stays posts) and a French history.rss (opened, "Résolu", build date only, the window sliding).
- HTML: githubstatus.com as Statuspage renders it (90-day uptime strips and "N minutes ago" as noise, Actions degraded
  with an incident, retitled + identified + partial outage, resolved into the past-incidents list, a maintenance
  scheduled / started with a component under maintenance / completed); a Statuspage incident page gaining its
  postmortem; Cachet (German, tooltips ticking, an API outage with an incident, "Fixed"); incident.io's Next.js page
  (uptime and build id vs degraded with an incident); Sorry™ ("Last checked N minutes ago" vs a notice opened and
  resolved); status.io (uptime and a render stamp vs a component disrupted with an incident).
- job APIs: BambooHR careers/list (added, relocated, retitled), Workday CXS ("Posted N Days Ago" and facet counts vs
  relocated, one closed and one opened), Greenhouse without content (updated_at only vs remote → office, retitled),
  Lever (hybrid → "Remote - UK", the whole board closed), Workable's widget (moved country, retitled + added),
  Personio XML (createdAt re-stamped vs office → remote), Teamtailor JSON:API (updated-at vs a second "Butikschef" in
  another city), Recruitee (updated_at vs closed), SmartRecruiters (releasedDate vs relocated).

Failures on each batch's first run (product / expectation):
- batch 1 (24 pairs, 28 tests), 22 (20 pairs + 2 command-line twins) — product 19: Google Cloud's incidents.json
  refused ("not a status summary": 5, the quiet ones too), Slack's and Heroku's APIs read as generic JSON ("3 fields
  changed: $.incidents[id=2871]…", Slack's `date_updated` alone meaningful: 7), AWS' / Azure's RSS and Statuspage's
  history.atom read as posts (an incident "1 new post", meaningful; "Identified" / "Resolved" an edit, minor; Azure's
  "Mitigated" a retitled post, minor: 7); mine 1: Azure's item leaving the feed after "Mitigated" was to be "incident
  resolved" — the mitigation was told the step before and an item leaving a feed is as often a window sliding: now at
  most minor.
- batch 2 (26 pairs), 0.
- batch 3 (16 pairs), 3 — product 3: AWS Health's currentevents read as generic JSON; then its quiet-day `[]` refused
  as "not a status summary". (Mine, before any product change: the AWS status codes were off by one — 0 is "operating
  normally" — fixed in the fixture, the expectations unchanged.)
- batch 4 (10 pairs), 0.  batch 5 (9 pairs), 0.

Fixed (product), each rule general:
- apis._as_statuspage (+ _gcp_incident, _aws_event, _heroku_incident, _COLOUR_STATUS): the cloud vendors' status
  documents in Statuspage's shape — Google Cloud's incident array (resolved once it has an `end`, else its latest
  update's status; impact major for SERVICE_OUTAGE / severity high), AWS Health's events (status codes 0-3,
  "[RESOLVED]" in the summary; named with service and region), Slack's `active_incidents` (open ones only: leaving is
  resolved; type outage is major), Heroku's systems by colour and its open incidents; an empty array is no incidents.
- guess.guess_kind: those documents are sniffed as status JSON (`active_incidents`, `external_desc`, `event_log` with
  `service_name`, `incidents` with `system`).
- apis.incidents_from_feed, used by pipeline._finish on the status surface: a status page's feed (Statuspage
  history.rss / .atom, AWS', Azure's, Google Cloud's) is its incidents — one per guid, the state from the title's
  opening ("Active - ", "Mitigated - ", "RESOLVED: ", AWS' "Service disruption: ", "[RESOLVED]") or the text's newest
  update ("Identified - …"), its updates the text's parts: a new item is an incident opened (or a maintenance
  scheduled, or a resolution posted), a state moved is an incident updated / resolved, not "a post".
- apis.incidents_from_feed (found by reading a verdict, then pinned with `incidents_exact` on six feed pairs, which fail
  3 without it): items told apart only by a fragment of one shared link (AWS' guids "…/health/status#ec2-us-east-1_<t>")
  kept the fragment in their key only while two shared the link, so the one listed item changed key when a second
  came and was reported "incident resolved" again: a status feed's incident with a URL key is known by the link
  (fragment dropped) and its posting time.
- pipeline.choose_surface: a feed at a status host (status.<host>/history.rss) with no --surface is read as the
  status surface. Round 7's "status history.rss: a new incident" wanted the incident as `items_added`: it is now
  `incidents` ("Incident opened", major) — the expectation changed (the only earlier one), said so there.
None xfailed. After the last fix tests/unit/differ: 10432 passed, 36 xfailed (with -n 2).

Noticed, left alone: "mitigated" is not a resolved word (classify._RESOLVED): Azure's "Active → Mitigated" is an
incident update (meaningful), not "resolved"; a feed emptied of its last item (Azure's all-clear) is `noise` (the list
going empty is not trusted as removals); the feed reader drops items only by guid, so AWS' resolution posted as a new
item beside the open one is "incident resolved" while the informational item stays listed (right for a subscriber,
two entities for one event); the Statuspage incident page's postmortem is reported as a content change, not typed.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest


_HERE = Path(__file__)


def _load(name: str, file: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, _HERE.with_name(file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


rt39 = _load("_rt39_harness", "test_redteam39.py")

QUIET_OUT = ("unchanged", "noise")
MEANINGFUL_UP = ("meaningful", "major", "critical")
MAJOR_UP = ("major", "critical")
OPENED = ("incident_opened", "component_outage", "component_degraded")
RESOLVED = ("incident_resolved", "component_recovered")
UPDATED = ("incident_updated",)
CASES: dict[str, dict[str, Any]] = {}


def case(name: str, old: str, new: str, url: str, surface: str | None, ct: str | None = None, **exp: Any) -> None:
    assert name not in CASES and old != new, name
    CASES[name] = dict(old=old, new=new, url=url, surface=surface, ct=ct, **exp)


def quiet(name: str, old: str, new: str, url: str, surface: str | None, ct: str | None = None, **exp: Any) -> None:
    """Pure noise: `unchanged` or `noise`, nothing typed; with `quiet=True`, at most minor and nothing typed."""
    case(name, old, new, url, surface, ct, **({} if exp.get("quiet") else {"outcome": QUIET_OUT}), **exp)


def _h(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


# ============================================================================ batch 1: cloud vendors' incident feeds / APIs
# ---------------------------------------------------------------------------- Google Cloud: status.cloud.google.com/incidents.json
def gcp_inc(iid: str, desc: str, product: str, status: str, begin: str, end: str | None, mod: str,
            texts: list[tuple[str, str]], locs: list[tuple[str, str]], severity: str = "medium") -> dict:
    ups = [{"created": begin, "modified": mod, "when": begin, "text": t, "status": s,
            "affected_locations": [{"title": a, "id": b} for a, b in locs]} for s, t in texts[::-1]]
    return {"id": iid, "number": str(int(_h(iid, 10), 16)), "begin": begin, "created": begin, "end": end,
            "modified": mod, "external_desc": desc, "updates": ups, "most_recent_update": ups[0],
            "status_impact": "SERVICE_DISRUPTION" if status != "SERVICE_OUTAGE" else "SERVICE_OUTAGE",
            "severity": severity, "service_key": _h(product, 20), "service_name": product,
            "affected_products": [{"title": product, "id": _h(product, 20)}], "uri": f"incidents/{iid}",
            "currently_affected_locations": [] if end else [{"title": a, "id": b} for a, b in locs],
            "previously_affected_locations": [{"title": a, "id": b} for a, b in locs] if end else []}


GCP_URL = "https://status.cloud.google.com/incidents.json"
G_OLD = [gcp_inc("mX2pQ7vLr9ZkT1aB3cD4", "Cloud Build jobs failing to start in europe-west1", "Cloud Build",
                 "AVAILABLE", "2026-12-03T09:14:00+00:00", "2026-12-03T11:02:00+00:00", "2026-12-03T11:05:41+00:00",
                 [("SERVICE_DISRUPTION", "We are investigating failures starting Cloud Build jobs."),
                  ("AVAILABLE", "The issue with Cloud Build has been resolved for all affected users.")],
                 [("Belgium (europe-west1)", "europe-west1")]),
         gcp_inc("Hq8wE2rT5yU7iO9pA1sD", "Elevated latency for BigQuery queries in US multi-region", "BigQuery",
                 "AVAILABLE", "2026-11-28T16:40:00+00:00", "2026-11-28T18:12:00+00:00", "2026-11-28T18:20:03+00:00",
                 [("SERVICE_DISRUPTION", "Customers may see elevated query latency."),
                  ("AVAILABLE", "The issue with BigQuery has been resolved.")], [("Multi-region: us", "us")])]
G_NEW_OPEN = gcp_inc("Zt4kP9nB2vC6xM8qW3eR", "Cloud SQL instances in us-central1 experiencing elevated connection errors",
                     "Cloud SQL", "SERVICE_DISRUPTION", "2026-12-07T14:02:00+00:00", None, "2026-12-07T14:20:11+00:00",
                     [("SERVICE_DISRUPTION", "We are investigating elevated connection errors for Cloud SQL in us-central1. "
                       "We will provide an update by Monday, 2026-12-07 15:00 US/Pacific.")],
                     [("Iowa (us-central1)", "us-central1")])
G_NEW_UPD = gcp_inc("Zt4kP9nB2vC6xM8qW3eR", "Cloud SQL instances in us-central1 experiencing elevated connection errors",
                    "Cloud SQL", "SERVICE_DISRUPTION", "2026-12-07T14:02:00+00:00", None, "2026-12-07T15:01:44+00:00",
                    [("SERVICE_DISRUPTION", "We are investigating elevated connection errors for Cloud SQL in us-central1. "
                      "We will provide an update by Monday, 2026-12-07 15:00 US/Pacific."),
                     ("SERVICE_DISRUPTION", "Mitigation work is underway by our engineering team. We will provide an "
                      "update by Monday, 2026-12-07 16:00 US/Pacific.")], [("Iowa (us-central1)", "us-central1")])
G_NEW_RES = gcp_inc("Zt4kP9nB2vC6xM8qW3eR", "Cloud SQL instances in us-central1 experiencing elevated connection errors",
                    "Cloud SQL", "AVAILABLE", "2026-12-07T14:02:00+00:00", "2026-12-07T16:31:00+00:00",
                    "2026-12-07T16:35:12+00:00",
                    [("SERVICE_DISRUPTION", "We are investigating elevated connection errors for Cloud SQL in us-central1. "
                      "We will provide an update by Monday, 2026-12-07 15:00 US/Pacific."),
                     ("SERVICE_DISRUPTION", "Mitigation work is underway by our engineering team. We will provide an "
                      "update by Monday, 2026-12-07 16:00 US/Pacific."),
                     ("AVAILABLE", "The issue with Cloud SQL has been resolved for all affected users as of Monday, "
                      "2026-12-07 08:31 US/Pacific.")], [("Iowa (us-central1)", "us-central1")])


def _restamp(incs: list[dict], sec: int) -> list[dict]:
    """The same incidents with `modified` re-stamped (the feed's generator touches it on re-publication)."""
    out = json.loads(json.dumps(incs))
    for i in out:
        i["modified"] = i["modified"][:17] + f"{sec:02d}" + i["modified"][19:]
    return out


G = lambda incs: json.dumps(incs, indent=2)  # noqa: E731
quiet("gcp/modified_restamped", G(G_OLD), G(_restamp(G_OLD, 59)), GCP_URL, "status")
case("gcp/incident_opened", G(G_OLD), G([G_NEW_OPEN] + G_OLD), GCP_URL, "status", sig=MAJOR_UP, kind=OPENED,
     mentions=["Cloud SQL instances in us-central1"])
case("gcp/update_posted", G([G_NEW_OPEN] + G_OLD), G([G_NEW_UPD] + G_OLD), GCP_URL, "status", sig=MEANINGFUL_UP,
     kind=UPDATED, mentions=["Cloud SQL"])
case("gcp/resolved", G([G_NEW_UPD] + G_OLD), G([G_NEW_RES] + G_OLD), GCP_URL, "status", sig=MEANINGFUL_UP,
     kind=RESOLVED, mentions=["Cloud SQL"])
quiet("gcp/reordered", G(G_OLD), G(G_OLD[::-1]), GCP_URL, "status")


# ---------------------------------------------------------------------------- AWS Health Dashboard per-service RSS
def aws_rss(items: list[tuple[str, str, str, int]], build: str) -> str:
    its = "".join(f'<item><title type="text">{t}</title><link>https://health.aws.amazon.com/health/status</link>'
                  f'<pubDate>{d}</pubDate><guid isPermaLink="false">https://health.aws.amazon.com/health/status#'
                  f'ec2-us-east-1_{g}</guid><description>{desc}</description></item>' for t, desc, d, g in items)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title><![CDATA[Amazon Elastic Compute '
            'Cloud (N. Virginia) Service Status]]></title><link>https://health.aws.amazon.com/health/status</link>'
            '<language>en-us</language><lastBuildDate>' + build + '</lastBuildDate><generator>AWS Service Health '
            'Dashboard RSS Generator</generator><description><![CDATA[Amazon Elastic Compute Cloud (N. Virginia) Service '
            'Status]]></description><ttl>5</ttl>' + its + '</channel></rss>')


AWS_URL = "https://status.aws.amazon.com/rss/ec2-us-east-1.rss"
A_OLD = [("Service is operating normally: [RESOLVED] Network connectivity issues",
          "Between 2:14 AM and 3:02 AM PST we experienced network connectivity issues affecting some instances in a "
          "single Availability Zone (use1-az4). The issue has been resolved and the service is operating normally.",
          "Thu, 26 Nov 2026 03:10:00 PST", 1764155400)]
A_INV = ("Informational message: Increased API Error Rates",
         "We are investigating increased error rates for the RunInstances and DescribeInstances APIs in the US-EAST-1 "
         "Region. Existing instances are not affected.", "Mon, 07 Dec 2026 06:42:00 PST", 1765118520)
A_RES = ("Service is operating normally: [RESOLVED] Increased API Error Rates",
         "Between 6:21 AM and 7:48 AM PST we experienced increased error rates for the RunInstances and "
         "DescribeInstances APIs in the US-EAST-1 Region. The issue has been resolved and the service is operating "
         "normally.", "Mon, 07 Dec 2026 07:55:00 PST", 1765123700)
quiet("aws_rss/last_build_only", aws_rss(A_OLD, "Mon, 07 Dec 2026 06:00:00 PST"),
      aws_rss(A_OLD, "Mon, 07 Dec 2026 06:05:00 PST"), AWS_URL, "status")
case("aws_rss/informational_opened", aws_rss(A_OLD, "Mon, 07 Dec 2026 06:40:00 PST"),
     aws_rss([A_INV] + A_OLD, "Mon, 07 Dec 2026 06:45:00 PST"), AWS_URL, "status", sig=MEANINGFUL_UP,
     kind=OPENED, mentions=["Increased API Error Rates"])
case("aws_rss/resolved_posted", aws_rss([A_INV] + A_OLD, "Mon, 07 Dec 2026 07:50:00 PST"),
     aws_rss([A_RES, A_INV] + A_OLD, "Mon, 07 Dec 2026 07:55:00 PST"), AWS_URL, "status", sig=MEANINGFUL_UP,
     kind=RESOLVED, mentions=["Increased API Error Rates"], empty=["items_removed"])
# AWS' feed with no --surface (a sensor naming only the URL): still news, not a rewording
case("aws_rss/opened_no_surface", aws_rss(A_OLD, "Mon, 07 Dec 2026 06:40:00 PST"),
     aws_rss([A_INV] + A_OLD, "Mon, 07 Dec 2026 06:45:00 PST"), AWS_URL, None, sig=MEANINGFUL_UP,
     mentions=["Increased API Error Rates"])


# ---------------------------------------------------------------------------- Azure status RSS (active incidents only)
def azure_rss(items: list[tuple[str, str, str]], build: str) -> str:
    its = "".join(f'<item><guid isPermaLink="false">{g}</guid><link>https://azure.status.microsoft/en-us/status</link>'
                  f'<title>{t}</title><description>{d}</description><pubDate>Mon, 07 Dec 2026 09:10:00 Z</pubDate></item>'
                  for g, t, d in items)
    return ('<?xml version="1.0" encoding="utf-8"?><rss xmlns:a10="http://www.w3.org/2005/Atom" version="2.0"><channel>'
            '<title>Azure Status</title><link>https://azure.status.microsoft/en-us/status/</link><description>Azure '
            'Status</description><language>en-US</language><lastBuildDate>' + build + '</lastBuildDate>' + its +
            '</channel></rss>')


AZ_URL = "https://azurestatuscdn.azureedge.net/en-us/status/feed/"
AZ_INC = ("ZN8T-3X0", "Active - Azure Front Door - Intermittent connectivity issues in West Europe",
          "Starting at 08:40 UTC on 07 Dec 2026, a subset of customers using Azure Front Door may experience "
          "intermittent connectivity issues when accessing resources in West Europe. We are actively investigating.")
AZ_MIT = ("ZN8T-3X0", "Mitigated - Azure Front Door - Intermittent connectivity issues in West Europe",
          "Between 08:40 and 10:05 UTC on 07 Dec 2026, a subset of customers using Azure Front Door experienced "
          "intermittent connectivity issues. This issue is now mitigated. A preliminary Post Incident Review will be "
          "published within 3 days.")
quiet("azure_rss/empty_rebuilt", azure_rss([], "Mon, 07 Dec 2026 08:30:00 Z"), azure_rss([], "Mon, 07 Dec 2026 08:35:00 Z"),
      AZ_URL, "status")
case("azure_rss/incident_active", azure_rss([], "Mon, 07 Dec 2026 08:30:00 Z"),
     azure_rss([AZ_INC], "Mon, 07 Dec 2026 09:10:00 Z"), AZ_URL, "status", sig=MAJOR_UP, kind=OPENED,
     mentions=["Azure Front Door"])
case("azure_rss/mitigated", azure_rss([AZ_INC], "Mon, 07 Dec 2026 09:10:00 Z"),
     azure_rss([AZ_MIT], "Mon, 07 Dec 2026 10:10:00 Z"), AZ_URL, "status", sig=MEANINGFUL_UP,
     kind=RESOLVED + UPDATED, mentions=["Mitigated"])
# (batch 1 as committed wanted this meaningful, "resolved": but the mitigation was already told (the step before), and an
# item leaving a feed is a window sliding as often as an all-clear — nothing tells the two apart in one pair: quiet)
quiet("azure_rss/cleared", azure_rss([AZ_MIT], "Mon, 07 Dec 2026 10:10:00 Z"),
      azure_rss([], "Mon, 07 Dec 2026 12:00:00 Z"), AZ_URL, "status", quiet=True)


# ---------------------------------------------------------------------------- Slack status API v2 (current)
def slack(incs: list[dict], upd: str) -> str:
    return json.dumps({"status": "active" if incs else "ok", "date_created": "2026-12-07T09:00:00-08:00",
                       "date_updated": upd, "active_incidents": incs})


def slack_inc(status: str, notes: list[str], upd: str, typ: str = "incident") -> dict:
    return {"id": 1289, "date_created": "2026-12-07T10:12:41-08:00", "date_updated": upd,
            "title": "Some users may have trouble loading threads", "type": typ, "status": status,
            "url": "https://slack-status.com/2026-12/7c1e9a4b2d3f5e60", "services": ["Messaging", "Apps/Integrations/APIs"],
            "notes": [{"date_created": upd, "body": n} for n in notes]}


SLACK_URL = "https://slack-status.com/api/v2.0.0/current"
quiet("slack/ok_restamped", slack([], "2026-12-07T09:00:00-08:00"), slack([], "2026-12-07T10:00:00-08:00"), SLACK_URL,
      "status")
S1 = slack_inc("active", ["We're investigating reports of users having trouble loading threads."], "2026-12-07T10:12:41-08:00")
S2 = slack_inc("active", ["We're investigating reports of users having trouble loading threads.",
                          "We've identified the cause and are rolling out a fix."], "2026-12-07T10:48:02-08:00")
case("slack/incident_active", slack([], "2026-12-07T10:00:00-08:00"), slack([S1], "2026-12-07T10:12:41-08:00"),
     SLACK_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["trouble loading threads"])
case("slack/note_added", slack([S1], "2026-12-07T10:12:41-08:00"), slack([S2], "2026-12-07T10:48:02-08:00"), SLACK_URL,
     "status", sig=MEANINGFUL_UP, kind=UPDATED, mentions=["trouble loading threads"])
case("slack/back_to_ok", slack([S2], "2026-12-07T10:48:02-08:00"), slack([], "2026-12-07T11:30:00-08:00"), SLACK_URL,
     "status", sig=MEANINGFUL_UP, kind=RESOLVED, mentions=["trouble loading threads"])


# ---------------------------------------------------------------------------- Heroku status API v4 (current-status)
def heroku(apps: str, data: str, incs: list[dict], sched: list[dict] | None = None) -> str:
    return json.dumps({"status": [{"system": "Apps", "status": apps}, {"system": "Data", "status": data},
                                  {"system": "Tools", "status": "green"}], "incidents": incs, "scheduled": sched or []})


H_INC = {"id": 2871, "created_at": "2026-12-07T15:03:11.201Z", "updated_at": "2026-12-07T15:03:11.201Z",
         "title": "Increased Heroku Postgres connection errors", "state": "issue", "resolved": False,
         "full_url": "https://status.heroku.com/incidents/2871", "status_dev": "yellow", "status_prod": "yellow",
         "updates": [{"id": 9981, "update_type": "issue", "contents": "We are investigating connection errors to "
                      "Heroku Postgres databases in the US region.", "title": "Increased Heroku Postgres connection "
                      "errors", "status_dev": "yellow", "status_prod": "yellow", "created_at": "2026-12-07T15:03:11.201Z"}]}
HER_URL = "https://status.heroku.com/api/v4/current-status"
case("heroku/data_yellow_with_incident", heroku("green", "green", []), heroku("green", "yellow", [H_INC]), HER_URL,
     "status", sig=MAJOR_UP, kind=OPENED, mentions=["Heroku Postgres"])
case("heroku/data_red", heroku("green", "yellow", [H_INC]),
     heroku("green", "red", [dict(H_INC, status_prod="red", status_dev="red")]), HER_URL, "status", sig=MAJOR_UP,
     mentions=["Data"])
case("heroku/all_green_again", heroku("green", "yellow", [H_INC]), heroku("green", "green", []), HER_URL, "status",
     sig=MEANINGFUL_UP, kind=RESOLVED)


# ---------------------------------------------------------------------------- Statuspage history.atom
def sp_atom(entries: list[tuple[str, str, str, str]], updated: str) -> str:
    ents = "".join(f'<entry><id>tag:status.acme.com,2005:Incident/{i}</id><published>{p}</published><updated>{u}'
                   f'</updated><link rel="alternate" type="text/html" href="https://status.acme.com/incidents/{_h(i, 12)}"/>'
                   f'<title>{t}</title><content type="html">{c}</content></entry>' for i, t, c, p, u in entries)
    return ('<?xml version="1.0" encoding="UTF-8"?><feed xml:lang="en-US" xmlns="http://www.w3.org/2005/Atom"><id>'
            'tag:status.acme.com,2005:/history</id><link rel="alternate" type="text/html" href="https://status.acme.com"/>'
            '<link rel="self" type="application/atom+xml" href="https://status.acme.com/history.atom"/><title>Acme Status '
            '- Incident History</title><updated>' + updated + '</updated><author><name>Acme</name></author>' + ents + '</feed>')


def _c(*steps: tuple[str, str, str]) -> str:
    return "".join(f"&lt;p&gt;&lt;small&gt;{d}&lt;/small&gt;&lt;br&gt;&lt;strong&gt;{s}&lt;/strong&gt; - {t}&lt;/p&gt;"
                   for d, s, t in steps)


ATOM_URL = "https://status.acme.com/history.atom"
E_OLD = [("25880112", "Delayed email notifications", _c(("<var data-var='date'>Dec  2</var>, 11:40 UTC", "Resolved",
          "Emails are being delivered normally."), ("<var data-var='date'>Dec  2</var>, 10:58 UTC", "Investigating",
          "Email notifications are delayed.")), "2026-12-02T10:58:00Z", "2026-12-02T11:40:00Z")]
E_INV = ("25911873", "Elevated API error rates", _c(("Dec  7, 14:10 UTC", "Investigating",
         "We are investigating elevated 5xx rates on the REST API.")), "2026-12-07T14:10:00Z", "2026-12-07T14:10:00Z")
E_IDF = ("25911873", "Elevated API error rates", _c(("Dec  7, 14:41 UTC", "Identified",
         "The issue has been identified as a failing database replica; a fix is being implemented."),
         ("Dec  7, 14:10 UTC", "Investigating", "We are investigating elevated 5xx rates on the REST API.")),
         "2026-12-07T14:10:00Z", "2026-12-07T14:41:00Z")
E_RES = ("25911873", "Elevated API error rates", _c(("Dec  7, 15:30 UTC", "Resolved", "This incident has been resolved."),
         ("Dec  7, 14:41 UTC", "Identified", "The issue has been identified as a failing database replica; a fix is being "
          "implemented."), ("Dec  7, 14:10 UTC", "Investigating", "We are investigating elevated 5xx rates on the REST "
                            "API.")), "2026-12-07T14:10:00Z", "2026-12-07T15:30:00Z")
quiet("sp_atom/updated_only", sp_atom(E_OLD, "2026-12-07T12:00:00Z"), sp_atom(E_OLD, "2026-12-07T13:00:00Z"), ATOM_URL,
      "status")
case("sp_atom/incident_opened", sp_atom(E_OLD, "2026-12-07T12:00:00Z"), sp_atom([E_INV] + E_OLD, "2026-12-07T14:10:00Z"),
     ATOM_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["Elevated API error rates"])
case("sp_atom/identified", sp_atom([E_INV] + E_OLD, "2026-12-07T14:10:00Z"),
     sp_atom([E_IDF] + E_OLD, "2026-12-07T14:41:00Z"), ATOM_URL, "status", sig=MEANINGFUL_UP,
     mentions=["Elevated API error rates"], empty=["items_added", "items_removed"])
case("sp_atom/resolved", sp_atom([E_IDF] + E_OLD, "2026-12-07T14:41:00Z"),
     sp_atom([E_RES] + E_OLD, "2026-12-07T15:30:00Z"), ATOM_URL, "status", sig=MEANINGFUL_UP,
     mentions=["Elevated API error rates"], empty=["items_added", "items_removed"])


# ============================================================================ batch 2: status pages in HTML, job-board APIs
# ---------------------------------------------------------------------------- Atlassian Statuspage, GitHub-style
def _bars(seed: int, comp: str) -> str:
    """The 90-day uptime strip: one rect per day with a tooltip; the uptime figure recomputed on every render."""
    pct = f"{99.9 + (seed * 7 + len(comp)) % 10 / 100:.2f}"
    rects = "".join(f'<rect height="34" width="3" x="{5 * k}" y="0" fill="#28a745" class="uptime-day component-{_h(comp, 12)} '
                    f'day-{k}" data-html="true"></rect>' for k in range(12))
    return (f'<div class="shared-partial uptime-90-days-wrapper"><svg class="availability-time-line-graphic" '
            f'id="uptime-component-{_h(comp, 12)}" preserveAspectRatio="none" height="34" viewBox="0 0 448 34">{rects}</svg>'
            f'<div class="legend"><div class="legend-item light legend-item-date-range"><span class="availability-time-'
            f'line-legend-start-date">90 days ago</span></div><div class="spacer"></div><div class="legend-item legend-'
            f'item-uptime-value legend-item-{_h(comp, 12)}"><span id="uptime-percent-{_h(comp, 12)}"><var data-var="uptime-'
            f'percent">{pct}</var></span> % uptime</div><div class="spacer"></div><div class="legend-item light legend-item-'
            f'date-range">Today</div></div></div>')


def gh_status(seed: int, comps: dict[str, str], incident: tuple[str, str, str, str] | None = None,
              maint: tuple[str, str, str] | None = None, past: list[tuple[str, str]] | None = None) -> str:
    """githubstatus.com as Atlassian Statuspage renders it: the page-status banner, an unresolved incident, a scheduled
    maintenance, components with 90-day uptime strips, and the past incidents by day."""
    worst = next((s for s in ("Major Outage", "Partial Outage", "Degraded Performance", "Under Maintenance")
                  if s in comps.values()), "")
    banner = {"": "All Systems Operational", "Major Outage": "Major System Outage",
              "Partial Outage": "Partial System Outage", "Degraded Performance": "Minor Service Outage",
              "Under Maintenance": "Service Under Maintenance"}[worst]
    cls = {"Operational": "operational", "Degraded Performance": "degraded_performance", "Partial Outage":
           "partial_outage", "Major Outage": "major_outage", "Under Maintenance": "under_maintenance"}
    inc = ""
    if incident:
        iid, name, st, text = incident
        inc = (f'<div class="unresolved-incidents"><div class="unresolved-incident impact-minor"><div class="incident-title'
               f'"><a class="whitespace-pre-wrap actual-title with-ellipsis" href="/incidents/{iid}">{name}</a></div>'
               f'<div class="updates"><div class="update"><strong>{st}</strong> - {text}<br><small>Posted <var '
               f'data-var="time" data-datetime-unix="{1765116000000 + seed * 60000}">{3 + seed} minutes</var> ago. '
               f'<var data-var="date">Dec 07</var>, 2026 - 14:{10 + seed:02d} UTC</small></div></div></div></div>')
    mt = ""
    if maint:
        mid, name, st = maint
        mt = (f'<div class="scheduled-maintenances-container"><div class="scheduled-maintenance impact-maintenance"><div '
              f'class="incident-title"><a href="/incidents/{mid}" class="actual-title">{name}</a></div><div class="updates">'
              f'<div class="update"><strong>{st}</strong> - The Git database cluster will be upgraded; Git operations may be '
              f'slower during the window.<br><small>Dec 12, 02:00 - 04:00 UTC</small></div></div></div></div>')
    rows = "".join(f'<div class="component-inner-container status-{cls[st].replace("_", "-")} showcased" data-component-'
                   f'id="{_h(n, 12)}" data-component-status="{cls[st]}"><div class="component-status-container"><span '
                   f'class="name">{n}</span><span class="component-status" title="{st}">{st}</span></div>'
                   f'{_bars(seed, n)}</div>' for n, st in comps.items())
    days = "".join(f'<div class="status-day font-regular"><h3>{d}</h3>{body}</div>' for d, body in (past or [
        ("Dec <var data-var=\'date\'>6</var>, 2026", "<p class=\"color-secondary\">No incidents reported.</p>"),
        ("Dec <var data-var=\'date\'>5</var>, 2026", "<p class=\"color-secondary\">No incidents reported.</p>")]))
    return (f'<!DOCTYPE html><html lang="en"><head><title>GitHub Status</title><meta name="csrf-token" content="'
            f'{_h(f"csrf{seed}", 40)}"><link rel="stylesheet" href="https://dka575ofm4ao0.cloudfront.net/assets/'
            f'status_manifest-{_h(f"css{seed}", 32)}.css"></head><body class="status index status-none"><div class="layout-'
            f'content status status-index starter"><div class="masthead-container"><a href="https://www.githubstatus.com">'
            f'GitHub</a><a class="show-updates-dropdown">Subscribe to Updates</a></div><div class="page-status status-'
            f'{"none" if not worst else "minor"}"><span class="status font-large">{banner}</span></div>{inc}{mt}'
            f'<div class="components-section font-regular"><div class="components-container one-column">{rows}</div>'
            f'</div><div class="incidents-list format-expanded"><h2 class="font-largest">Past Incidents</h2>{days}</div>'
            f'<div class="page-footer"><a href="/history">← Incident History</a><span class="powered-by">Powered by '
            f'<a href="https://www.atlassian.com/software/statuspage?utm_campaign=www.githubstatus.com&amp;utm_content='
            f'SP-notifications&amp;utm_medium=powered-by&amp;utm_source=inapp">Atlassian Statuspage</a></span></div></div>'
            f'</body></html>')


GH_URL = "https://www.githubstatus.com/"
OK = {"Git Operations": "Operational", "Webhooks": "Operational", "API Requests": "Operational",
      "Issues": "Operational", "Pull Requests": "Operational", "Actions": "Operational", "Packages": "Operational",
      "Pages": "Operational", "Codespaces": "Operational", "Copilot": "Operational"}
DEG = dict(OK, Actions="Degraded Performance")
PART = dict(OK, Actions="Partial Outage")
INC1 = ("fx2k9p3r8t1m", "Disruption with some GitHub services", "Investigating",
        "We are investigating reports of degraded performance for Actions.")
INC2 = ("fx2k9p3r8t1m", "Incident with Actions", "Identified",
        "Actions jobs are delayed; we have identified the cause and are deploying a mitigation.")
quiet("gh_status/uptime_and_ago", gh_status(1, OK), gh_status(2, OK), GH_URL, "status")
case("gh_status/actions_degraded_opened", gh_status(1, OK), gh_status(2, DEG, INC1), GH_URL, "status", sig=MAJOR_UP,
     kind=OPENED, mentions=["Actions"])
case("gh_status/retitled_identified_partial", gh_status(2, DEG, INC1), gh_status(3, PART, INC2), GH_URL, "status",
     sig=MAJOR_UP, kind=OPENED + UPDATED, mentions=["Partial Outage"])
quiet("gh_status/ticking_under_incident", gh_status(2, DEG, INC1), gh_status(4, DEG, INC1), GH_URL, "status")
_PAST_TODAY = [("Dec <var data-var='date'>7</var>, 2026",
                '<div class="incident-container"><div class="incident-title impact-minor font-large"><a href="/incidents/'
                'fx2k9p3r8t1m">Incident with Actions</a></div><div class="updates-container"><div class="update"><strong>'
                'Resolved</strong> - This incident has been resolved. Thank you for your patience and engagement while we '
                'worked on this issue.<br><small><var data-var="date">Dec 7</var>, <var data-var="time">15:52</var> UTC'
                '</small></div></div></div>')] + [
    ("Dec <var data-var='date'>6</var>, 2026", "<p class=\"color-secondary\">No incidents reported.</p>")]
case("gh_status/resolved_all_operational", gh_status(3, PART, INC2), gh_status(5, OK, None, None, _PAST_TODAY), GH_URL,
     "status", sig=MEANINGFUL_UP, kind=RESOLVED, mentions=["Actions"])
M1 = ("m4q8w2e6r0t9", "Scheduled maintenance for Git database cluster", "Scheduled")
M2 = ("m4q8w2e6r0t9", "Scheduled maintenance for Git database cluster", "In progress")
M3 = ("m4q8w2e6r0t9", "Scheduled maintenance for Git database cluster", "Completed")
case("gh_status/maintenance_scheduled", gh_status(1, OK), gh_status(2, OK, None, M1), GH_URL, "status",
     sig=MEANINGFUL_UP, kind=("maintenance_scheduled",), mentions=["Git database cluster"])
case("gh_status/maintenance_started", gh_status(2, OK, None, M1),
     gh_status(3, dict(OK, **{"Git Operations": "Under Maintenance"}), None, M2), GH_URL, "status", sig=MEANINGFUL_UP,
     kind=("component_maintenance", "incident_updated"), mentions=["Git Operations"])
case("gh_status/maintenance_completed", gh_status(3, dict(OK, **{"Git Operations": "Under Maintenance"}), None, M2),
     gh_status(4, OK, None, M3), GH_URL, "status", sig=MEANINGFUL_UP, kind=RESOLVED + UPDATED,
     mentions=["Git Operations"])


# ---------------------------------------------------------------------------- Statuspage incident page: postmortem added
def sp_incident_page(seed: int, postmortem: bool) -> str:
    pm = ('<div class="incident-postmortem"><h3>Postmortem</h3><div class="postmortem-body">On December 7 between 14:04 '
          'and 15:31 UTC, 38% of Actions jobs were queued for more than 10 minutes. A configuration change to our job '
          'scheduler reduced its capacity; it was rolled back. We are adding a staged rollout for scheduler '
          'configuration.</div><small>Posted <var data-var="date">Dec 10</var>, 2026 - 18:20 UTC</small></div>') if postmortem else ""
    ups = [("Resolved", "This incident has been resolved.", "15:52"),
           ("Update", "Actions jobs are now starting normally. We continue to monitor.", "15:31"),
           ("Identified", "Actions jobs are delayed; we have identified the cause.", "14:41"),
           ("Investigating", "We are investigating reports of degraded performance for Actions.", "14:10")]
    rows = "".join(f'<div class="row update-row"><div class="update-title span3 font-large">{st}</div><div class="update-'
                   f'body font-regular"><span class="whitespace-pre-wrap">{t}</span><div class="update-timestamp font-small '
                   f'color-secondary">Posted <span class="ago">{2 + seed} days ago</span>. <span>Dec 07, 2026 - {hm} UTC</span>'
                   f'</div></div></div>' for st, t, hm in ups)
    return (f'<!DOCTYPE html><html lang="en"><head><title>GitHub Status - Incident with Actions</title><meta name="csrf-'
            f'token" content="{_h(f"c{seed}", 40)}"></head><body class="incidents show"><div class="layout-content status '
            f'status-incident"><div class="page-title"><div class="incident-name impact-minor">Incident with Actions</div>'
            f'<div class="subheader">Incident Report for GitHub</div></div>{pm}<div class="incident-updates-container">'
            f'{rows}</div><div class="components-affected font-small color-secondary">This incident affected: Actions.'
            f'</div></div></body></html>')


SPI_URL = "https://www.githubstatus.com/incidents/fx2k9p3r8t1m"
quiet("sp_incident/ago_only", sp_incident_page(1, False), sp_incident_page(2, False), SPI_URL, "status")
case("sp_incident/postmortem_added", sp_incident_page(1, False), sp_incident_page(2, True), SPI_URL, "status",
     sig=MEANINGFUL_UP, mentions=["Postmortem"])


# ---------------------------------------------------------------------------- Cachet 2.x
def cachet(seed: int, comps: dict[str, str], incident: tuple[str, str, str] | None = None) -> str:
    cls = {"Operational": "1", "Performance Issues": "2", "Partial Outage": "3", "Major Outage": "4"}
    bad = [v for v in comps.values() if v != "Operational"]
    alert = ('<div class="alert alert-info">Some systems are experiencing issues.</div>' if bad else
             '<div class="alert alert-success">All systems are operational</div>')
    lis = "".join(f'<li class="list-group-item component status-{cls[st]}"><a href="#" class="links">{n}</a> <small class='
                  f'"text-component-{cls[st]} pull-right" data-toggle="tooltip" title="Last updated {3 + seed} minutes ago">'
                  f'{st}</small></li>' for n, st in comps.items())
    tl = ""
    if incident:
        name, st, text = incident
        tl = (f'<div class="timeline"><div class="content-wrapper"><div class="moment first"><div class="row event clearfix">'
              f'<div class="col-sm-1"><div class="status-icon status-{2 if st != "Fixed" else 4}"></div></div><div class="col-'
              f'xs-10 col-xs-offset-2 col-sm-11 col-sm-offset-0"><div class="panel panel-message incident"><div class="panel-'
              f'heading"><strong>{name}</strong><br><small class="date"><abbr class="timeago" data-toggle="tooltip" '
              f'data-placement="right" title="Monday 7th December 2026 14:05:00" data-timeago="2026-12-07T14:05:00+00:00">'
              f'{seed} hours ago</abbr></small></div><div class="panel-body markdown-body"><p><strong>{st}</strong> · {text}'
              f'</p></div></div></div></div></div></div></div>')
    return (f'<!DOCTYPE html><html lang="de"><head><title>Kundenservice-Status | Parcelo</title><meta name="token" content="'
            f'{_h(f"t{seed}", 40)}"></head><body class="status-page"><div class="container" id="app">{alert}<div class='
            f'"section-components"><ul class="list-group components"><li class="list-group-item group-name"><strong>'
            f'Plattform</strong></li>{lis}</ul></div><div class="section-timeline"><h1>Vergangene Vorfälle</h1>{tl}</div>'
            f'<footer>Powered by <a href="https://cachethq.io">Cachet</a>.</footer></div></body></html>')


CA_URL = "https://status.parcelo.de/"
CA_OK = {"Sendungsverfolgung": "Operational", "Paketshop-Finder": "Operational", "API": "Operational",
         "Etikettendruck": "Operational"}
quiet("cachet/tooltips_ticking", cachet(1, CA_OK), cachet(2, CA_OK), CA_URL, "status")
case("cachet/api_major_outage", cachet(1, CA_OK), cachet(2, dict(CA_OK, API="Major Outage"),
                                                         ("Ausfall der Versand-API", "Investigating",
                                                          "Wir untersuchen Fehler beim Erstellen von Sendungen.")),
     CA_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["API"])
case("cachet/fixed", cachet(2, dict(CA_OK, API="Major Outage"), ("Ausfall der Versand-API", "Investigating",
                                                                 "Wir untersuchen Fehler beim Erstellen von Sendungen.")),
     cachet(3, CA_OK, ("Ausfall der Versand-API", "Fixed", "Die Versand-API arbeitet wieder normal.")), CA_URL, "status",
     sig=MEANINGFUL_UP, kind=RESOLVED + UPDATED, mentions=["API"])


# ---------------------------------------------------------------------------- incident.io hosted status page (Next.js)
def iio(seed: int, state: str, incident: tuple[str, str, str] | None = None) -> str:
    head = {"ok": "We're fully operational", "deg": "We're experiencing degraded performance"}[state]
    sub = {"ok": "We're not aware of any issues affecting our systems.",
           "deg": "We're currently investigating an issue affecting some of our systems."}[state]
    comps = "".join(f'<div class="flex items-center justify-between"><span class="text-sm font-medium">{n}</span><span '
                    f'class="sr-only">{st}</span><svg class="text-icon-{"success" if st == "Operational" else "warning"}">'
                    f'</svg></div>' for n, st in (("Web app", "Operational"), ("Payments API", "Operational" if state == "ok"
                                                                                     else "Degraded performance"),
                                                  ("Webhooks", "Operational")))
    inc = ""
    if incident:
        name, st, text = incident
        inc = (f'<section aria-label="Ongoing incidents"><a href="/incidents/01JEQ7{_h(name, 20).upper()}"><h2 class="text-'
               f'lg font-semibold">{name}</h2><p class="text-sm"><span class="font-medium">{st}</span> · {text}</p><p '
               f'class="text-xs text-content-tertiary">Updated {seed * 4} minutes ago</p></a></section>')
    data = {"props": {"pageProps": {"summary": {"id": "01H9X", "name": "Ledgerly", "fetched_at": f"2026-12-07T14:{seed:02d}:00Z"}},
                      "__N_SSP": True}, "buildId": _h(f"b{seed}", 21)}
    return (f'<!DOCTYPE html><html lang="en"><head><title>Ledgerly status</title></head><body><div id="__next"><main '
            f'class="mx-auto max-w-2xl"><header><h1 class="text-2xl font-semibold">{head}</h1><p>{sub}</p></header>{inc}'
            f'<section aria-label="System status"><h2>System status</h2>{comps}<p class="text-xs">99.9{seed % 10}% uptime over '
            f'the past 90 days</p></section><footer><a href="https://incident.io/status-pages?utm_source=status-page">Powered '
            f'by incident.io</a></footer></main></div><script id="__NEXT_DATA__" type="application/json">{json.dumps(data)}'
            f'</script></body></html>')


IIO_URL = "https://status.ledgerly.com/"
quiet("incident_io/uptime_build", iio(1, "ok"), iio(2, "ok"), IIO_URL, "status")
case("incident_io/degraded_with_incident", iio(1, "ok"),
     iio(2, "deg", ("Payments API latency", "Investigating", "Some card payments are taking longer than usual to confirm.")),
     IIO_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["Payments API"])


# ---------------------------------------------------------------------------- job-board APIs: relocations and restamps
def bamboo(jobs: list[tuple[str, str, str, str, str]], total_extra: int = 0) -> str:
    """acme.bamboohr.com/careers/list: id, title, department, city, state."""
    return json.dumps({"meta": {"totalCount": len(jobs) + total_extra}, "result": [
        {"id": i, "jobOpeningName": t, "departmentId": str(int(_h(d, 4), 16) % 100), "departmentLabel": d,
         "employmentStatusLabel": "Full-Time", "location": {"city": c, "state": st}, "atsLocation": {"country": None,
         "state": None, "province": None, "city": None}, "isRemote": None, "locationType": "0"}
        for i, t, d, c, st in jobs]})


BJ = [("41", "Registered Nurse - ICU", "Clinical", "Austin", "Texas"),
      ("44", "Medical Billing Specialist", "Revenue Cycle", "Round Rock", "Texas"),
      ("47", "Front Desk Coordinator", "Operations", "Austin", "Texas"),
      ("52", "Physical Therapist", "Clinical", "San Marcos", "Texas")]
B_URL = "https://carefirstclinics.bamboohr.com/careers/list"
case("bamboohr/job_added", bamboo(BJ), bamboo(BJ + [("58", "Nurse Practitioner", "Clinical", "Georgetown", "Texas")]),
     B_URL, "careers", sig=MEANINGFUL_UP, kind=("jobs_added",), jobs_added=[("Nurse Practitioner", "Georgetown")],
     jobs_removed=[])
case("bamboohr/job_relocated", bamboo(BJ), bamboo(BJ[:3] + [("52", "Physical Therapist", "Clinical", "Austin", "Texas")]),
     B_URL, "careers", sig=MEANINGFUL_UP, kind=("jobs_changed",), mentions=["San Marcos", "Austin"],
     empty=["jobs_added", "jobs_removed"])
case("bamboohr/job_retitled", bamboo(BJ), bamboo([("41", "Registered Nurse - ICU (Night Shift)", "Clinical", "Austin",
                                                   "Texas")] + BJ[1:]), B_URL, "careers", sig=MEANINGFUL_UP,
     kind=("jobs_changed",), mentions=["Night Shift"], empty=["jobs_added", "jobs_removed"])


def wd(jobs: list[tuple[str, str, str, str]], posted: int, facets_bump: int = 0) -> str:
    """Workday CXS search answer: total, postings (title, path, locationsText, postedOn, req id), facets with counts."""
    ago = ["Posted Today", "Posted Yesterday", "Posted 2 Days Ago", "Posted 3 Days Ago", "Posted 30+ Days Ago"]
    return json.dumps({"total": len(jobs), "jobPostings": [
        {"title": t, "externalPath": f"/job/{slug_(c)}/{slug_(t)}_{r}", "locationsText": c,
         "postedOn": ago[min(4, posted + k)], "bulletFields": [r]} for k, (r, t, c, _) in enumerate(jobs)],
        "facets": [{"facetParameter": "locationMainGroup", "descriptor": "Locations", "values": [
            {"descriptor": "Germany", "id": "dcc5b7608d8644b3a93716604e78e995", "count": 3 + facets_bump},
            {"descriptor": "Netherlands", "id": "0c3f5f117e9a0101f63dc469c3010000", "count": 1}]}],
        "userAuthenticated": False})


def slug_(s: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in s).strip("-")


WJ = [("R-24118", "Senior Manager, Tax Technology", "Frankfurt am Main", "Finance"),
      ("R-24131", "Werkstudent (m/w/d) Controlling", "Düsseldorf", "Finance"),
      ("R-24140", "Cloud Security Architect", "2 Locations", "IT"),
      ("R-24152", "Data Protection Specialist", "Amsterdam", "Legal")]
W_URL = "https://northbank.wd3.myworkdayjobs.com/wday/cxs/northbank/External/jobs"
quiet("workday/posted_ticking_facets", wd(WJ, 0), wd(WJ, 1, facets_bump=1), W_URL, "careers")
case("workday/relocated", wd(WJ, 0), wd(WJ[:3] + [("R-24152", "Data Protection Specialist", "Frankfurt am Main",
                                                   "Legal")], 1), W_URL, "careers", sig=MEANINGFUL_UP,
     kind=("jobs_changed",), mentions=["Frankfurt am Main"], empty=["jobs_added", "jobs_removed"])
case("workday/closed_and_opened", wd(WJ, 0), wd([("R-24177", "Payroll Specialist (m/w/d)", "Düsseldorf", "HR")] + WJ[:1]
                                                 + WJ[2:], 0), W_URL, "careers", sig=MEANINGFUL_UP,
     jobs_added=[("Payroll Specialist (m/w/d)", "Düsseldorf")], jobs_removed=[("Werkstudent (m/w/d) Controlling",
                                                                               "Düsseldorf")])


def greenhouse(jobs: list[tuple[int, str, str]], upd: str) -> str:
    """boards-api.greenhouse.io/v1/boards/<token>/jobs (no content): updated_at re-stamped by every edit, meta.total."""
    return json.dumps({"jobs": [{"absolute_url": f"https://job-boards.greenhouse.io/quillpay/jobs/{i}", "data_compliance": [
        {"type": "gdpr", "requires_consent": False, "requires_processing_consent": False, "requires_retention_consent": False,
         "retention_period": None}], "internal_job_id": i - 1000000, "location": {"name": c}, "metadata": None, "id": i,
        "updated_at": upd, "requisition_id": f"REQ-{i % 1000}", "title": t, "company_name": "Quill Pay",
        "first_published": "2026-10-02T11:20:31-04:00", "language": "en"} for i, t, c in jobs], "meta": {"total": len(jobs)}})


GJ = [(5403112, "Senior Software Engineer, Ledger", "New York, NY"),
      (5403118, "Staff Product Designer", "Remote - US"),
      (5403125, "Compliance Analyst (BSA/AML)", "New York, NY"),
      (5403140, "Engineering Manager, Payments", "Toronto, ON")]
G_URL = "https://boards-api.greenhouse.io/v1/boards/quillpay/jobs"
quiet("greenhouse/updated_at_only", greenhouse(GJ, "2026-12-06T09:12:44-05:00"), greenhouse(GJ, "2026-12-07T10:02:19-05:00"),
      G_URL, "careers")
case("greenhouse/remote_to_office", greenhouse(GJ, "2026-12-06T09:12:44-05:00"),
     greenhouse([GJ[0], (5403118, "Staff Product Designer", "New York, NY")] + GJ[2:], "2026-12-07T10:02:19-05:00"), G_URL,
     "careers", sig=MEANINGFUL_UP, kind=("jobs_changed",), mentions=["Remote - US"], empty=["jobs_added", "jobs_removed"])
case("greenhouse/retitled", greenhouse(GJ, "2026-12-06T09:12:44-05:00"),
     greenhouse(GJ[:3] + [(5403140, "Senior Engineering Manager, Payments", "Toronto, ON")], "2026-12-07T10:02:19-05:00"),
     G_URL, "careers", sig=MEANINGFUL_UP, kind=("jobs_changed",), mentions=["Senior Engineering Manager, Payments"],
     empty=["jobs_added", "jobs_removed"])


def lever(jobs: list[tuple[str, str, str, str]], created: int) -> str:
    """api.lever.co/v0/postings/<site>?mode=json: categories (commitment, department, location, team, allLocations)."""
    return json.dumps([{"id": i, "text": t, "createdAt": created + k, "workplaceType": wt, "country": "GB",
                        "categories": {"commitment": "Full-time", "department": "Engineering", "location": c,
                                       "team": "Platform", "allLocations": [c]},
                        "hostedUrl": f"https://jobs.lever.co/brightwave/{i}",
                        "applyUrl": f"https://jobs.lever.co/brightwave/{i}/apply", "descriptionPlain": f"{t} at Brightwave.",
                        "lists": [], "additionalPlain": ""} for k, (i, t, c, wt) in enumerate(jobs)])


LJ = [("3f1c2a9e-7d41-4a0b-9c2e-5b8f10d2a611", "Backend Engineer (Go)", "London", "hybrid"),
      ("8a4e7b21-0c93-4f6d-a1b7-2e9d54c3f802", "Site Reliability Engineer", "London", "hybrid"),
      ("c7d9e0f3-5a18-4b2c-8e61-9f0a3b4d7c55", "Engineering Manager", "Manchester", "onsite")]
L_URL = "https://api.lever.co/v0/postings/brightwave?mode=json"
case("lever/went_remote", lever(LJ, 1764590000000), lever(LJ[:1] + [(LJ[1][0], LJ[1][1], "Remote - UK", "remote")] + LJ[2:],
                                                          1764590000000), L_URL, "careers", sig=MEANINGFUL_UP,
     kind=("jobs_changed",), mentions=["Remote - UK"], empty=["jobs_added", "jobs_removed"])
case("lever/all_closed", lever(LJ, 1764590000000), "[]", L_URL, "careers", sig=MAJOR_UP,
     jobs_removed_set=[t for _, t, _, _ in LJ], empty=["jobs_added"])


# ============================================================================ batch 3: more feeds' lifecycles, AWS' JSON, more boards
# ---------------------------------------------------------------------------- Google Cloud's product feed (Atom, one entry per incident)
def gcp_atom(entries: list[tuple[str, str, str, str]], upd: str) -> str:
    ents = "".join(f'<entry><title>{t}</title><link rel="alternate" href="https://status.cloud.google.com/incidents/{i}"/>'
                   f'<id>tag:status.cloud.google.com,2026:feed:{i}</id><updated>{u}</updated>'
                   f'<summary type="html">{sm}</summary></entry>' for i, t, sm, u in entries)
    return ('<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Google Cloud Service '
            'Health Updates</title><link rel="self" href="https://status.cloud.google.com/en/feed.atom"/><id>tag:status.'
            'cloud.google.com,2026:feed</id><updated>' + upd + '</updated><author><name>Google Cloud</name></author>' + ents +
            '</feed>')


GA_URL = "https://status.cloud.google.com/en/feed.atom"
GA_OLD = [("Hq8wE2rT5yU7iO9pA1sD", "RESOLVED: Elevated latency for BigQuery queries in US multi-region",
           "&lt;p&gt;The issue with BigQuery has been resolved for all affected users.&lt;/p&gt;", "2026-11-28T18:20:03+00:00")]
GA_UPD = ("Zt4kP9nB2vC6xM8qW3eR", "UPDATE: Cloud SQL instances in us-central1 experiencing elevated connection errors",
          "&lt;p&gt;Mitigation work is underway by our engineering team.&lt;/p&gt;", "2026-12-07T15:01:44+00:00")
GA_RES = ("Zt4kP9nB2vC6xM8qW3eR", "RESOLVED: Cloud SQL instances in us-central1 experiencing elevated connection errors",
          "&lt;p&gt;The issue with Cloud SQL has been resolved for all affected users.&lt;/p&gt;", "2026-12-07T16:35:12+00:00")
quiet("gcp_atom/updated_only", gcp_atom(GA_OLD, "2026-12-07T12:00:00+00:00"), gcp_atom(GA_OLD, "2026-12-07T13:00:00+00:00"),
      GA_URL, "status")
case("gcp_atom/incident_posted", gcp_atom(GA_OLD, "2026-12-07T14:00:00+00:00"),
     gcp_atom([GA_UPD] + GA_OLD, "2026-12-07T15:01:44+00:00"), GA_URL, "status", sig=MAJOR_UP, kind=OPENED,
     mentions=["Cloud SQL instances"])
case("gcp_atom/resolved_in_place", gcp_atom([GA_UPD] + GA_OLD, "2026-12-07T15:01:44+00:00"),
     gcp_atom([GA_RES] + GA_OLD, "2026-12-07T16:35:12+00:00"), GA_URL, "status", sig=MEANINGFUL_UP, kind=RESOLVED,
     mentions=["Cloud SQL instances"], empty=["items_added", "items_removed"])


# ---------------------------------------------------------------------------- Statuspage history.rss, French page
def sp_rss_fr(items: list[tuple[str, str, str, str]], build: str) -> str:
    its = "".join(f'<item><title>{t}</title><description>{d}</description><pubDate>{p}</pubDate><link>https://statut.'
                  f'colisdirect.fr/incidents/{i}</link><guid>https://statut.colisdirect.fr/incidents/{i}</guid></item>'
                  for i, t, d, p in items)
    return ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Colis Direct Statut - Historique des '
            'incidents</title><link>https://statut.colisdirect.fr</link><description>Statuspage</description><pubDate>' +
            build + '</pubDate>' + its + '</channel></rss>')


def _d(*steps: tuple[str, str, str]) -> str:
    return "".join(f"&lt;p&gt;&lt;small&gt;{w}&lt;/small&gt;&lt;br&gt;&lt;strong&gt;{s}&lt;/strong&gt; - {t}&lt;/p&gt;"
                   for w, s, t in steps)


FR_URL = "https://statut.colisdirect.fr/history.rss"
FR_OLD = [("k9t2w8x1", "Retards de synchronisation des suivis", _d(("2 déc., 11:40 UTC", "Résolu",
           "Les suivis sont de nouveau synchronisés.")), "Wed, 02 Dec 2026 11:40:00 +0000")]
FR_INV = ("p3m7q1z5", "Erreurs lors de la création d'étiquettes", _d(("7 déc., 09:05 UTC", "Enquête en cours",
          "Nous enquêtons sur des erreurs lors de la création d'étiquettes.")), "Mon, 07 Dec 2026 09:05:00 +0000")
FR_RES = ("p3m7q1z5", "Erreurs lors de la création d'étiquettes", _d(("7 déc., 10:20 UTC", "Résolu",
          "L'incident est résolu."), ("7 déc., 09:05 UTC", "Enquête en cours",
                                      "Nous enquêtons sur des erreurs lors de la création d'étiquettes.")),
          "Mon, 07 Dec 2026 09:05:00 +0000")
case("sp_rss_fr/opened", sp_rss_fr(FR_OLD, "Mon, 07 Dec 2026 08:00:00 +0000"),
     sp_rss_fr([FR_INV] + FR_OLD, "Mon, 07 Dec 2026 09:05:00 +0000"), FR_URL, "status", sig=MAJOR_UP, kind=OPENED,
     mentions=["création d'étiquettes"])
case("sp_rss_fr/resolved", sp_rss_fr([FR_INV] + FR_OLD, "Mon, 07 Dec 2026 09:05:00 +0000"),
     sp_rss_fr([FR_RES] + FR_OLD, "Mon, 07 Dec 2026 10:20:00 +0000"), FR_URL, "status", sig=MEANINGFUL_UP, kind=RESOLVED,
     mentions=["création d'étiquettes"])
quiet("sp_rss_fr/build_only", sp_rss_fr(FR_OLD, "Mon, 07 Dec 2026 08:00:00 +0000"),
      sp_rss_fr(FR_OLD, "Mon, 07 Dec 2026 08:30:00 +0000"), FR_URL, "status")
# the window slides: the oldest (resolved) incident falls off while a new one is posted — one opened, nothing resolved
case("sp_rss_fr/window_slides", sp_rss_fr([FR_RES] + FR_OLD, "Mon, 07 Dec 2026 10:20:00 +0000"),
     sp_rss_fr([("r8v4n2b6", "Indisponibilité du suivi en ligne", _d(("7 déc., 16:00 UTC", "Enquête en cours",
                                                                     "Le suivi en ligne est indisponible.")),
                 "Mon, 07 Dec 2026 16:00:00 +0000"), FR_RES], "Mon, 07 Dec 2026 16:00:00 +0000"), FR_URL, "status",
     sig=MAJOR_UP, kind=OPENED, mentions=["Indisponibilité du suivi en ligne"], absent=["Retards de synchronisation"])


# ---------------------------------------------------------------------------- AWS Health's public JSON (currentevents)
def aws_json(events: list[tuple[str, str, str, str, list[tuple[str, str]]]]) -> str:
    return json.dumps([{"date": d, "region_name": "N. Virginia", "status": st, "service": "lambda-us-east-1",
                        "service_name": "AWS Lambda", "summary": sm, "event_log": [
                            {"summary": sm, "message": msg, "status": int(s2), "timestamp": int(d) + k * 600}
                            for k, (s2, msg) in enumerate(log)], "impacted_services": {}} for d, st, sm, _, log in events])


AWSJ_URL = "https://health.aws.amazon.com/public/currentevents"
# (status codes as AWS' dashboard gives them: 0 operating normally, 1 informational, 2 performance issues, 3 disruption;
# batch 3 as committed had them off by one — fixed before any product change, the expectations unchanged)
AJ_INV = ("1765118520", "1", "Increased Invoke Error Rates", "",
          [("1", "We are investigating increased error rates for Lambda Invoke API calls in the US-EAST-1 Region.")])
AJ_DEG = ("1765118520", "3", "Increased Invoke Error Rates", "",
          [("1", "We are investigating increased error rates for Lambda Invoke API calls in the US-EAST-1 Region."),
           ("3", "We have identified the root cause and are working on mitigation. Some functions may fail to invoke.")])
AJ_RES = ("1765118520", "0", "[RESOLVED] Increased Invoke Error Rates", "",
          [("1", "We are investigating increased error rates for Lambda Invoke API calls in the US-EAST-1 Region."),
           ("3", "We have identified the root cause and are working on mitigation. Some functions may fail to invoke."),
           ("0", "Between 6:21 AM and 7:48 AM PST we experienced increased invoke error rates. The issue has been "
                 "resolved and the service is operating normally.")])
case("aws_json/event_posted", "[]", aws_json([AJ_INV]), AWSJ_URL, "status", sig=MAJOR_UP, kind=OPENED,
     mentions=["Increased Invoke Error Rates"])
case("aws_json/escalated", aws_json([AJ_INV]), aws_json([AJ_DEG]), AWSJ_URL, "status", sig=MEANINGFUL_UP,
     kind=UPDATED + OPENED, mentions=["Increased Invoke Error Rates"])
case("aws_json/resolved", aws_json([AJ_DEG]), aws_json([AJ_RES]), AWSJ_URL, "status", sig=MEANINGFUL_UP, kind=RESOLVED,
     mentions=["Increased Invoke Error Rates"])


# ---------------------------------------------------------------------------- more boards: relocations, remote flags
def workable(jobs: list[tuple[str, str, str, str, bool]]) -> str:
    """apply.workable.com/api/v1/widget/accounts/<acct>: shortcode, city, country, telecommuting."""
    return json.dumps({"name": "Fernhill Foods", "description": None, "jobs": [
        {"title": t, "shortcode": sc, "code": "", "employment_type": "Full-time", "telecommuting": rem,
         "department": "Supply Chain", "url": f"https://apply.workable.com/j/{sc}", "shortlink": f"https://apply.workable.com/j/{sc}",
         "application_url": f"https://apply.workable.com/j/{sc}/apply", "published_on": "2026-11-12",
         "created_at": "2026-11-12", "country": co, "city": c, "state": "", "education": "", "experience": "",
         "function": "", "industry": "Food Production", "locations": [{"country": co, "countryCode": co[:2].upper(),
                                                                       "city": c, "region": ""}]}
        for sc, t, c, co, rem in jobs]})


WKJ = [("9C4E1A2B7D", "Demand Planner", "Rotterdam", "Netherlands", False),
       ("7F2D8B3A1E", "Food Safety Manager", "Ghent", "Belgium", False),
       ("1A9B3C5D7E", "ERP Functional Consultant", "Rotterdam", "Netherlands", False)]
WK_URL = "https://apply.workable.com/api/v1/widget/accounts/fernhill-foods"
case("workable/moved_country", workable(WKJ), workable(WKJ[:1] + [("7F2D8B3A1E", "Food Safety Manager", "Lille", "France",
                                                                   False)] + WKJ[2:]), WK_URL, "careers",
     sig=MEANINGFUL_UP, kind=("jobs_changed",), mentions=["Lille"], empty=["jobs_added", "jobs_removed"])
case("workable/retitled_and_added", workable(WKJ), workable([("4B6D8F0A2C", "Warehouse Team Lead", "Antwerp", "Belgium",
                                                              False)] + WKJ[:2] + [("1A9B3C5D7E", "SAP S/4HANA Functional "
                                                                                    "Consultant", "Rotterdam",
                                                                                    "Netherlands", False)]),
     WK_URL, "careers", sig=MEANINGFUL_UP, jobs_added=[("Warehouse Team Lead", "Antwerp")], jobs_removed=[],
     mentions=["SAP S/4HANA Functional Consultant"])


def personio(jobs: list[tuple[int, str, str, str]], created: str) -> str:
    pos = "".join(f"<position><id>{i}</id><subcompany>Nordwerk GmbH</subcompany><office>{o}</office><department>{d}"
                  f"</department><recruitingCategory>Festanstellung</recruitingCategory><name>{t}</name>"
                  f"<jobDescriptions><jobDescription><name>Deine Aufgaben</name><value><![CDATA[<p>Du verantwortest …</p>]]>"
                  f"</value></jobDescription></jobDescriptions><employmentType>permanent</employmentType><seniority>"
                  f"experienced</seniority><schedule>full-time</schedule><yearsOfExperience>2-5</yearsOfExperience>"
                  f"<occupation>software_and_web_development</occupation><occupationCategory>it_software</occupationCategory>"
                  f"<createdAt>{created}</createdAt></position>" for i, t, o, d in jobs)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>{pos}</workzag-jobs>'


PJ = [(1482211, "Softwareentwickler Java (m/w/d)", "Leipzig", "IT"),
      (1482230, "Vertriebsinnendienst (m/w/d)", "Dresden", "Vertrieb"),
      (1482245, "Ausbildung Fachinformatiker (m/w/d) 2027", "Leipzig", "IT")]
P_URL = "https://nordwerk.jobs.personio.de/xml?language=de"
quiet("personio/created_restamped", personio(PJ, "2026-11-03T08:12:44+00:00"), personio(PJ, "2026-12-07T06:00:01+00:00"),
      P_URL, "careers")
case("personio/office_moved", personio(PJ, "2026-11-03T08:12:44+00:00"),
     personio([(1482211, "Softwareentwickler Java (m/w/d)", "Remote (Deutschland)", "IT")] + PJ[1:],
              "2026-11-03T08:12:44+00:00"), P_URL, "careers", sig=MEANINGFUL_UP, kind=("jobs_changed",),
     mentions=["Remote (Deutschland)"], empty=["jobs_added", "jobs_removed"])


def teamtailor(jobs: list[tuple[str, str, str]], upd: str) -> str:
    """api.teamtailor.com/v1/jobs?include=locations (JSON:API): the city in `included`."""
    locs = sorted({c for _, _, c in jobs})
    return json.dumps({"data": [{"id": i, "type": "jobs", "links": {"careersite-job-url": f"https://jobs.saltmarsh.se/jobs/{i}"},
                                 "attributes": {"title": t, "status": "open", "remote-status": "none",
                                                "created-at": "2026-11-20T09:00:00.000+01:00", "updated-at": upd,
                                                "pitch": "Bli en del av Saltmarsh!"},
                                 "relationships": {"locations": {"data": [{"id": str(locs.index(c) + 100), "type": "locations"}]}}}
                                for i, t, c in jobs],
                       "included": [{"id": str(k + 100), "type": "locations", "attributes": {"city": c, "country": "Sverige",
                                                                                          "name": f"Saltmarsh {c}"}}
                                    for k, c in enumerate(locs)],
                       "meta": {"record-count": len(jobs), "page-count": 1}, "links": {"first": "https://api.teamtailor.com/v1/jobs?page%5Bnumber%5D=1"}})


TJ = [("3911207", "Butikschef", "Göteborg"), ("3911215", "Säljare, deltid", "Malmö"), ("3911230", "Lagerarbetare", "Borås")]
T_URL = "https://api.teamtailor.com/v1/jobs?include=locations"
quiet("teamtailor/updated_at", teamtailor(TJ, "2026-12-01T09:00:00.000+01:00"), teamtailor(TJ, "2026-12-07T11:41:09.000+01:00"),
      T_URL, "careers")
case("teamtailor/second_store_manager", teamtailor(TJ, "2026-12-01T09:00:00.000+01:00"),
     teamtailor(TJ + [("3911288", "Butikschef", "Stockholm")], "2026-12-07T11:41:09.000+01:00"), T_URL, "careers",
     sig=MEANINGFUL_UP, kind=("jobs_added",), jobs_added=[("Butikschef", "Stockholm")], jobs_removed=[])


# ============================================================================ batch 4: maintenances and precision in status feeds
# ---------------------------------------------------------------------------- a maintenance's lifecycle in history.atom
E_M1 = ("25920004", "Scheduled database maintenance", _c(("Dec  7, 18:00 UTC", "Scheduled", "We will be undergoing "
        "scheduled maintenance on Dec 12 between 02:00 and 04:00 UTC. The API may be read-only.")),
        "2026-12-07T18:00:00Z", "2026-12-07T18:00:00Z")
E_M2 = ("25920004", "Scheduled database maintenance", _c(("Dec 12, 02:00 UTC", "In progress", "Scheduled maintenance is "
        "currently in progress. We will provide updates as necessary."), ("Dec  7, 18:00 UTC", "Scheduled", "We will be "
        "undergoing scheduled maintenance on Dec 12 between 02:00 and 04:00 UTC. The API may be read-only.")),
        "2026-12-07T18:00:00Z", "2026-12-12T02:00:00Z")
E_M3 = ("25920004", "Scheduled database maintenance", _c(("Dec 12, 03:41 UTC", "Completed", "The scheduled maintenance "
        "has been completed."), ("Dec 12, 02:00 UTC", "In progress", "Scheduled maintenance is currently in progress. We "
        "will provide updates as necessary."), ("Dec  7, 18:00 UTC", "Scheduled", "We will be undergoing scheduled "
        "maintenance on Dec 12 between 02:00 and 04:00 UTC. The API may be read-only.")), "2026-12-07T18:00:00Z",
        "2026-12-12T03:41:00Z")
case("sp_atom/maintenance_scheduled", sp_atom(E_OLD, "2026-12-07T17:00:00Z"), sp_atom([E_M1] + E_OLD, "2026-12-07T18:00:00Z"),
     ATOM_URL, "status", sig=("meaningful",), kind=("maintenance_scheduled",), mentions=["database maintenance"])
case("sp_atom/maintenance_in_progress", sp_atom([E_M1] + E_OLD, "2026-12-07T18:00:00Z"),
     sp_atom([E_M2] + E_OLD, "2026-12-12T02:00:00Z"), ATOM_URL, "status", sig=("meaningful",), kind=UPDATED,
     mentions=["In progress"])
case("sp_atom/maintenance_completed", sp_atom([E_M2] + E_OLD, "2026-12-12T02:00:00Z"),
     sp_atom([E_M3] + E_OLD, "2026-12-12T03:41:00Z"), ATOM_URL, "status", sig=("meaningful",), kind=RESOLVED,
     mentions=["database maintenance"])
# an update posted with the status unchanged ("Update - …"): news of the incident, not an edit of a post
E_UPD = ("25911873", "Elevated API error rates", _c(("Dec  7, 14:55 UTC", "Update", "We are continuing to work on a fix for "
         "this issue."), ("Dec  7, 14:41 UTC", "Identified", "The issue has been identified as a failing database replica; "
         "a fix is being implemented."), ("Dec  7, 14:10 UTC", "Investigating", "We are investigating elevated 5xx rates on "
         "the REST API.")), "2026-12-07T14:10:00Z", "2026-12-07T14:55:00Z")
case("sp_atom/update_posted", sp_atom([E_IDF] + E_OLD, "2026-12-07T14:41:00Z"), sp_atom([E_UPD] + E_OLD, "2026-12-07T14:55:00Z"),
     ATOM_URL, "status", sig=MEANINGFUL_UP, kind=UPDATED, mentions=["Elevated API error rates"])
# a typo fixed in an old, resolved incident's text: the feed re-published, nothing happened to the service
E_OLD_TYPO = [(E_OLD[0][0], E_OLD[0][1], E_OLD[0][2].replace("delivered normally", "delivered normally again"),
               E_OLD[0][3], "2026-12-07T16:00:00Z")]
case("sp_atom/old_text_touched", sp_atom(E_OLD, "2026-12-07T12:00:00Z"), sp_atom(E_OLD_TYPO, "2026-12-07T16:00:00Z"),
     ATOM_URL, "status", quiet=True, not_kind=OPENED)
# the same feed, one incident opened, fetched as a plain feed sensor (`--kind feed`, surface status)
case("sp_atom/opened_kind_feed", sp_atom(E_OLD, "2026-12-07T12:00:00Z"), sp_atom([E_INV] + E_OLD, "2026-12-07T14:10:00Z"),
     ATOM_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["Elevated API error rates"], k="feed")
# a blog's feed is still a blog's feed (no incident invented when the surface is a blog)
case("sp_atom/blog_surface_is_posts", sp_atom(E_OLD, "2026-12-07T12:00:00Z"), sp_atom([E_INV] + E_OLD, "2026-12-07T14:10:00Z"),
     "https://acme.com/blog/feed.atom", "blog", sig=MEANINGFUL_UP, kind=("post_published",),
     items_added_set=["Elevated API error rates"])
# AWS: two services' feeds aggregated; a disruption (major) posted
A_DIS = ("Service disruption: Instance launch failures in use1-az2", "We are investigating instance launch failures in a "
         "single Availability Zone (use1-az2) in the US-EAST-1 Region.", "Mon, 07 Dec 2026 09:02:00 PST", 1765126920)
case("aws_rss/disruption_posted", aws_rss(A_OLD, "Mon, 07 Dec 2026 09:00:00 PST"),
     aws_rss([A_DIS] + A_OLD, "Mon, 07 Dec 2026 09:05:00 PST"), AWS_URL, "status", sig=("critical",), kind=OPENED,
     mentions=["Instance launch failures"])
# GCP: an incident's severity raised to high (a disruption becoming an outage)
G_NEW_HIGH = dict(json.loads(json.dumps(G_NEW_UPD)), severity="high", status_impact="SERVICE_OUTAGE")
case("gcp/escalated_to_outage", G([G_NEW_UPD] + G_OLD), G([G_NEW_HIGH] + G_OLD), GCP_URL, "status", sig=("critical",),
     kind=UPDATED, mentions=["Cloud SQL"])
# Slack: the incident's type changed to an outage
case("slack/became_outage", slack([S2], "2026-12-07T10:48:02-08:00"),
     slack([dict(S2, type="outage", title="Messages failing to send")], "2026-12-07T11:02:00-08:00"), SLACK_URL, "status",
     sig=("critical",), kind=UPDATED, mentions=["Messages failing to send"])


# ============================================================================ batch 5: Sorry™ and status.io pages, two more boards
def sorry(seed: int, comps: dict[str, str], notice: tuple[str, str, str] | None = None) -> str:
    """A Sorry™ (sorryapp.com) hosted status page: the headline, components with their state, open notices."""
    head = "All systems go" if not notice else "We're currently experiencing some issues"
    lis = "".join(f'<li class="component component--{st.lower().replace(" ", "-")}"><span class="component__name">{n}</span>'
                  f'<span class="component__state">{st}</span></li>' for n, st in comps.items())
    nt = ""
    if notice:
        subj, st, text = notice
        nt = (f'<section class="notices"><article class="notice notice--unplanned"><h3 class="notice__subject">{subj}</h3>'
              f'<div class="notice__state">{st}</div><div class="notice__update"><p>{text}</p><time datetime="2026-12-07T'
              f'13:{10 + seed:02d}:00Z">{seed * 5} minutes ago</time></div></article></section>')
    return (f'<!DOCTYPE html><html lang="en-GB"><head><title>Tillpoint Status</title><meta name="csrf-token" content="'
            f'{_h(f"s{seed}", 40)}"></head><body><header class="brand"><img src="/logo.png" alt="Tillpoint"></header><main>'
            f'<div class="page-status"><h2>{head}</h2><p class="page-status__updated">Last checked {seed} minutes ago</p></div>'
            f'{nt}<section class="components"><h3>Current status</h3><ul>{lis}</ul></section></main><footer><a href="https://'
            f'www.sorryapp.com/?utm_source=status_page">Powered by Sorry™</a></footer></body></html>')


SO_URL = "https://status.tillpoint.co.uk/"
SO_OK = {"Card terminals": "Operational", "Back office": "Operational", "Online ordering": "Operational"}
quiet("sorry/last_checked", sorry(1, SO_OK), sorry(3, SO_OK), SO_URL, "status")
case("sorry/notice_opened", sorry(1, SO_OK), sorry(2, dict(SO_OK, **{"Card terminals": "Degraded"}),
                                                   ("Card payments declining intermittently", "Investigating",
                                                    "Some card payments are being declined. We're investigating with our acquirer.")),
     SO_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["Card"])
case("sorry/notice_resolved", sorry(2, dict(SO_OK, **{"Card terminals": "Degraded"}),
                                    ("Card payments declining intermittently", "Investigating",
                                     "Some card payments are being declined. We're investigating with our acquirer.")),
     sorry(4, SO_OK), SO_URL, "status", sig=MEANINGFUL_UP, kind=RESOLVED, mentions=["Card"])


def statusio(seed: int, comps: dict[str, str], incident: tuple[str, str, str] | None = None) -> str:
    """A status.io public page: the status bar, components with their numeric status class, and active incidents."""
    code = {"Operational": 100, "Degraded Performance": 300, "Partial Service Disruption": 400, "Service Disruption": 500}
    worst = max(code[v] for v in comps.values())
    bar = {100: "All Systems Operational", 300: "Degraded Performance", 400: "Partial Service Disruption",
           500: "Service Disruption"}[worst]
    rows = "".join(f'<div class="component"><div class="component_name">{n}</div><div class="component_status status_'
                   f'{code[st]}">{st}</div></div>' for n, st in comps.items())
    inc = ""
    if incident:
        name, st, text = incident
        inc = (f'<div id="incidents"><div class="incident"><a class="incident_name" href="/pages/incident/5f0c{_h(name, 20)}/'
               f'6751a{_h(name, 19)}">{name}</a><div class="incident_status">{st}</div><div class="incident_message">{text}'
               f'</div><div class="incident_time">Started {seed * 3} minutes ago</div></div></div>')
    return (f'<!DOCTYPE html><html lang="en"><head><title>Brightline Status</title><script>var statusio_page_id = '
            f'"5f0c1a2b3c4d5e6f7a8b9c0d"; var render_ts = {1765116000 + seed * 97};</script></head><body><div id="statusbar"><div '
            f'id="statusbar_text">{bar}</div></div>{inc}<div id="components">{rows}</div><div id="uptime">Uptime last 30 days: '
            f'99.9{seed % 10}%</div><div id="footer">Powered by <a href="https://status.io">Status.io</a></div></body></html>')


SI_URL = "https://status.brightline.io/"
SI_OK = {"Web Application": "Operational", "Mobile Apps": "Operational", "Public API": "Operational",
         "SMS Notifications": "Operational"}
quiet("statusio/uptime_render", statusio(1, SI_OK), statusio(2, SI_OK), SI_URL, "status")
case("statusio/sms_disrupted", statusio(1, SI_OK), statusio(2, dict(SI_OK, **{"SMS Notifications": "Service Disruption"}),
                                                             ("SMS notifications delayed", "Investigating",
                                                              "SMS notifications are delayed due to a carrier issue.")),
     SI_URL, "status", sig=MAJOR_UP, kind=OPENED, mentions=["SMS"])


def recruitee(jobs: list[tuple[int, str, str, str]], upd: str) -> str:
    """<company>.recruitee.com/api/offers/: offers with city / country, updated_at re-stamped."""
    return json.dumps({"offers": [{"id": i, "slug": slug_(t).lower(), "title": t, "city": c, "country": co,
                                   "country_code": co[:2].upper(), "remote": False, "status": "published",
                                   "department": "Operations", "careers_url": f"https://verdant.recruitee.com/o/{slug_(t).lower()}",
                                   "created_at": "2026-11-15 10:00:00 UTC", "updated_at": upd,
                                   "published_at": "2026-11-15 10:02:11 UTC", "employment_type_code": "fulltime"}
                                  for i, t, c, co in jobs]})


RJ = [(1712001, "Operations Manager", "Utrecht", "Netherlands"), (1712004, "Customer Support Agent (Dutch)", "Utrecht", "Netherlands"),
      (1712009, "Field Technician", "Antwerpen", "Belgium")]
R_URL = "https://verdant.recruitee.com/api/offers/"
quiet("recruitee/updated_at", recruitee(RJ, "2026-12-01 08:00:00 UTC"), recruitee(RJ, "2026-12-07 09:12:30 UTC"), R_URL, "careers")
case("recruitee/closed", recruitee(RJ, "2026-12-01 08:00:00 UTC"), recruitee(RJ[:1] + RJ[2:], "2026-12-07 09:12:30 UTC"),
     R_URL, "careers", sig=MEANINGFUL_UP, kind=("jobs_removed",), jobs_removed=[("Customer Support Agent (Dutch)", "Utrecht")],
     jobs_added=[])


def smartr(jobs: list[tuple[str, str, str, str]], released: str) -> str:
    """api.smartrecruiters.com/v1/companies/<id>/postings: name, location (city, country, fullLocation)."""
    return json.dumps({"offset": 0, "limit": 100, "totalFound": len(jobs), "content": [
        {"id": i, "name": t, "uuid": f"{_h(i, 8)}-{_h(i + 'a', 4)}-{_h(i + 'b', 4)}-{_h(i + 'c', 4)}-{_h(i + 'd', 12)}",
         "refNumber": f"REF{i[-4:]}", "company": {"identifier": "HarbourHotels", "name": "Harbour Hotels"},
         "releasedDate": released, "location": {"city": c, "region": "", "country": co, "remote": False,
                                                 "fullLocation": f"{c}, {co.upper()}"},
         "industry": {"id": "hospitality", "label": "Hospitality"}, "department": {},
         "typeOfEmployment": {"label": "Full-time"}, "experienceLevel": {"id": "associate", "label": "Associate"},
         "ref": f"https://api.smartrecruiters.com/v1/companies/HarbourHotels/postings/{i}"} for i, t, c, co in jobs]})


SRJ = [("744000071201001", "Front Office Manager", "Southampton", "gb"), ("744000071201007", "Sous Chef", "Poole", "gb"),
       ("744000071201015", "Spa Therapist", "Bournemouth", "gb")]
SR_URL = "https://api.smartrecruiters.com/v1/companies/HarbourHotels/postings"
quiet("smartrecruiters/released_restamped", smartr(SRJ, "2026-12-01T09:00:00.000Z"), smartr(SRJ, "2026-12-07T09:00:00.000Z"),
      SR_URL, "careers")
case("smartrecruiters/relocated", smartr(SRJ, "2026-12-01T09:00:00.000Z"),
     smartr(SRJ[:1] + [("744000071201007", "Sous Chef", "Salcombe", "gb")] + SRJ[2:], "2026-12-01T09:00:00.000Z"), SR_URL,
     "careers", sig=MEANINGFUL_UP, kind=("jobs_changed",), mentions=["Salcombe"], empty=["jobs_added", "jobs_removed"])


# ============================================================================ the checks
def check(c: dict[str, Any], v: dict[str, Any]) -> list[str]:
    """Round 39's check (round 38's over 37's, 34's and 32's); `incidents_exact`: the incidents the delta names, all."""
    bad = rt39.check({k: x for k, x in c.items() if k != "incidents_exact"}, v)
    if "incidents_exact" in c:
        got = sorted(i.get("name") or "" for i in v["delta"].get("incidents", []))
        if got != sorted(c["incidents_exact"]):
            bad.append(f"incidents {got} != {sorted(c['incidents_exact'])}")
    return bad


# (pinned after the fix, not before: an AWS item already listed came back as "incident resolved" once a second item
# shared the dashboard link — seen in a verdict, not caught by a check; the AWS feed pairs now name their incidents)
for _n, _names in (("aws_rss/informational_opened", ["Increased API Error Rates"]),
                   ("aws_rss/resolved_posted", ["Increased API Error Rates"]),
                   ("aws_rss/opened_no_surface", ["Increased API Error Rates"]),
                   ("aws_rss/disruption_posted", ["Instance launch failures in use1-az2"]),
                   ("sp_rss_fr/window_slides", ["Indisponibilité du suivi en ligne"]),
                   ("gcp_atom/incident_posted", ["Cloud SQL instances in us-central1 experiencing elevated connection errors"])):
    CASES[_n]["incidents_exact"] = _names


_verdict = rt39._verdict


XFAIL: dict[str, str] = {}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=XFAIL[n]))
                                  if n in XFAIL else n for n in CASES])
def test_case(name: str) -> None:
    c = CASES[name]
    v = _verdict(c)
    json.dumps(v)
    bad = check(c, v)
    assert not bad, f"{name}: {bad}\nverdict: {json.dumps(v, ensure_ascii=False)[:1800]}"


@pytest.mark.parametrize("name", list(CASES)[::10])
def test_the_command_line_says_the_same(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    c = CASES[name]
    v = rt39.command_line_verdict(c, tmp_path, capsys)
    assert not check(c, v), (name, check(c, v), v)


def test_case_count() -> None:
    assert 20 <= len(CASES) <= 200, len(CASES)
