"""A ninth red-team round of `changewire diff --json`: 179 before/after pairs generated in this module (no fixture files),
each run with --surface and again without it, plus 29 unit checks and a CLI check. The round went after the surfaces and
page types rounds 1–8 touched least (docs, changelogs, legal, team, status HTML, newsroom/investors, feeds, noisy
markup), using REAL pages and feeds of /work/shared/corpus as the base versions where they fit (their cases are left out
when the corpus is not on the machine) and the edits editors make to them.

Cases, grouped (batch in brackets; each batch's expectations were written before its first run):
- feeds from the corpus [1: 25, 2: 3]: TechCrunch RSS (a post on top of the 20-item window, re-ordered, one pubDate moved,
  guids http → https, FeedBurner links re-minted, a post from the middle taken down), GitHub commits Atom (a commit,
  avatar CDN change), YouTube Atom (view/star counts and <updated> bumped, a new video), the AWS blog's TypePad Atom
  (thr:count comments, a post's content edited), JSON Feed (inessential: new post, date_modified everywhere, re-ordered;
  Daring Fireball: a post taken down, ids http ↔ https), manton.org RSS (typo fixed, lastBuildDate), Don't Hit Save (one
  and two new comics), RSS 1.0/RDF, Hugo's Flink index (lastBuildDate), the Mesos Atom re-sorted, ATP's enclosures behind
  a podtrac redirect, Google Alerts' usg/ved tokens, LiveMint's GMT pubDates re-written in IST, a Czech feed's new article.
- feeds written here [3: 5]: micro.blog JSON Feed (_microblog counters, the feed renamed, a post retitled); an Atom feed
  without <published> (every <updated> re-stamped by a rebuild, a new entry whose id is the changelog page's #anchor).
- real pages from the corpus [1: 11, 2: 3]: Apache Logging's Antora team list (copyright, a committer added, promoted to
  the PMC, removed, the table re-sorted), its security page (a new CVE advisory, a CVSS score revised), Flink's Hugo
  downloads page (release 1.20.1 on top, mirror links rewritten), inessential.com's weblog (a post, an edit), Celix's
  homepage News card (a release line, the copyright year), Six Colors (a new post).
- docs [1: 15, 2: 2]: Docusaurus 3 (last-updated date and author, active TOC item, hashes; a version added to the
  dropdown; the announcement bar; a paragraph edited; a deprecation admonition; a new section; sections re-ordered), MkDocs
  Material (git-revision date, contributors, repo stars/forks, code-block ids; a requirement raised; a new section; an
  announce banner), VitePress ("Last updated: 12/3/26, 9:14 AM"; a paragraph), Sphinx/Furo ("Last updated on", ?digest=;
  a versionchanged note), ReadMe ("Updated N ago", "Did this page help you? Yes 41"; a rate limit cut).
- changelogs [1: 8, 2: 3]: a Docusaurus blog as release notes (reading time; a release; a fix added; a date corrected),
  Mintlify <Update> blocks (__NEXT_DATA__; a new update), Keep a Changelog through MkDocs, GitHub's releases page (reaction
  counts and request ids; a release moving the "Latest" badge; notes edited).
- legal [1: 14, 2: 5, 3: 3, 4: 4]: a WordPress privacy policy under Complianz and CookieYes (banner churn, vendor swap,
  the effective date alone, a processor clause added, a clause removed, retention shortened, the footer re-ordered, "Your
  Privacy Choices", a new section), Osano-covered terms (uid churn, date only, refunds clause, an AI-training clause), a
  German Datenschutzerklärung under Borlabs Cookie / Real Cookie Banner ("Stand" only, Google Analytics section, hosting
  provider changed), terms with a generated TOC under a Ketch banner (ids regenerated, arbitration inserted, payment days),
  a cookie policy under TrustArc / Sourcepoint (churn, vendor swap, a cookie added, a duration changed).
- team [1: 11, 2: 5]: a Next.js leadership grid (next/image srcsets, imgix re-signing, LinkedIn/X icons swapped, CDN
  moved, a COO joins, the CFO leaves, Head of Marketing → CMO, a bio edit, the grid shuffled, shuffled with a departure, a
  CEO successor in the same slot), a Webflow CMS team (asset ids, LinkedIn ?trk=, roles re-cased, a hire, a promotion).
- status HTML [1: 11, 3: 3]: Atlassian Statuspage (90-day bars shifting a day, uptime % ticking, csrf; degraded; an
  incident opened → identified → resolved; a maintenance), Better Stack (measured uptime per row, "Updated N seconds ago";
  incident opened and resolved), Cachet (tooltips; Performance Issues with an incident), Instatus in English (churn; an
  outage with an incident; a new update while down).
- newsroom / investors [1: 8, 2: 2, 4: 3]: a newsroom with a stock ticker, PDF ?v=, load-more token and a rotating
  "Trending" list (a partnership, an acquisition, a typo fix, PDF links dropped); investor relations (quote widget and
  market cap; a Q4 letter; an earnings call), a stock information table (last/open/high/low/volume; the dividend raised),
  a PDF-only press list (cache-busters; an acquisition; the media kit renamed).
- noisy markup [1: 15, 3: 3, 4: 2]: one homepage under seven state blobs (__NEXT_DATA__, __NUXT_DATA__, __remixContext,
  astro-island props, SvelteKit's start data, __APOLLO_STATE__, Gatsby's compilation hash), a real headline and a real
  price under the churn, a testimonial carousel re-ordered per request, Optimizely/VWO ids, a time-of-day greeting, a
  geo-IP banner (another country; shown once), everything at once plus a new testimonial; Next.js App Router's RSC payload
  (self.__next_f: churn, a headline, a feature card); an A/B hero (same variant; another variant).
- API reference tables [5: 5]: a parameter becoming required and another retyped (values each shown in other rows), in
  plain cells and in Asciidoctor's one-paragraph-per-cell tables; rows re-ordered.
- leadership cards with the board as a table below them [6: 3]: churn; a director joins the board; a card person leaves.
- [7: 5, then 2]: Uptime Kuma's status page (a Vue shell whose data is in `window.preloadData`: asset churn, an incident
  pinned; after its fix, the incident unpinned and a monitor added), a Docusaurus 2.x page marked "no longer actively
  maintained" after a release, GitBook ("Last updated N ago"; a deprecation hint).

Wrong at first: batch 1, 13 of 118 with --surface and 4 more guessing the surface; batch 2, 2 of 23 (and 1 guessing;
its LiveMint pair first made no edit, the feed being in GMT already, and was rewritten to IST); batch 3, 2 of 14;
batch 4, 0 of 9; batch 5 (written to check a suspicion from batch 1), 1 of 5; batch 6, 1 of 3; batch 7, 1 of 5. Two of
these were my expectations (below; one more was widened after its fix); the rest were the code's and are fixed as
general rules:
- feeds: a post taken down from the MIDDLE of TechCrunch's window was noise: every post was of the same day, and a removed
  item dated on or before the oldest kept day counted as slid off. Within one day, posts are now ordered by their clock
  time: a removal listed above a kept post and newer than the oldest kept one by the clock is a take-down.
- feeds: entries of a one-page changelog's feed (ids "…/changelog#returns-portal", "…#label-batches") shared one canonical
  key (fragments dropped), so a new entry was "1 post retitled". Entries whose canonical keys collide keep their anchors.
- feeds: a JSON Feed renamed ("title") was a meaningful "1 field changed: $.title" where RSS's channel title is a
  document title (noise): the JSON Feed's own fields are now read like RSS's channel.
- team: Apache's Antora team list (a table "Name | Apache ID | Role | Projects" under "Active Members" and "Inactive
  Members") had no people: the section headings were taken for two people and table rows counted only with role words in
  the second cell, so a new committer was a minor text change and a promotion to the PMC was NOISE (the new cell's text
  appeared elsewhere on the page: round 8's repeat rule). A table whose heading row names a name and a role column is read
  by those columns, every such table of the page counts, and a heading whose "card" holds such a table names no person.
  Batch 6 then showed that a page's cards hid its tables (a board of directors listed as a table under the leadership
  cards: a new director was a text change): people in cards and people in tables are now read together.
- any page: that promotion shows the general fault, found again in batch 5: in a table whose every cell is its own block
  (Asciidoctor, Antora), "Required: No" → "Yes" was NOISE, both values being shown in other rows (round 8's rule: a short
  line added or removed that the other version shows too is a repeat). A repeated line removed and another added in its
  place (the same lines before and after it in both versions, another text) is now an edit of that line, not a repeat;
  the rolling "No incidents reported." lines of a status history stay repeats (same text, other places).
- docs: MkDocs Material's "Last update" (its label is an icon's title), "N contributors" and the header's star/fork
  counters were content changes: elements whose class names a revision date or "last updated/modified" stamp, and a
  repository's star/fork facts, are volatile widgets; so are docs feedback widgets ("Was this page helpful? Yes 41":
  ReadMe's PageThumbs, page/doc feedback, feedback toolbars).
- changelogs: Mintlify's <Update label="December 2026" description="v2.9"> entries were no entries (their h2 names
  neither a version nor a date): a heading after a short version/date label of its own is an entry (not when that label
  is the date line under an earlier release heading, as in Keep a Changelog).
- status: Better Stack rows ("Website" · "99.981% uptime Operational") were components named by their uptime, so every
  fetch was "component added/removed": a measured figure is no component name (the block before is).
- noise: "Good morning!" → "Good evening!" (time-of-day greetings in en/de/es/it/nl/pt/fr) and a geo-IP suggestion
  banner ("It looks like you're in France") were content changes: greetings are neutralised, and elements whose class
  names a geo/country/region/locale banner, bar, popup, notice or suggestion are volatile widgets.
- status: Uptime Kuma's status page was "unchanged" when an incident was pinned: the page is an app shell whose
  incident, maintenance windows and monitor groups are only in `window.preloadData`. A page carrying that object (found
  by a bytes search, parsed only then) is read, on the status surface, for its incidents (the pinned one, its style as
  the impact; maintenance windows) and its monitors as components (their up/down state is in another endpoint).
- surface guesses: /team-list.html and a title "Team :: Apache Logging Services" were a homepage; "inessential: weblog"
  too. Team paths may end in -list/-members/-page/-overview, a title or heading that is the bare word "Team" or
  "Leadership" before a separator names a team page, and "weblog" names a blog.

Expectations revised (mine, not the code's):
- Uptime Kuma's pinned incident (style "danger") was asked to be meaningful or major; it is a major-impact incident, which
  the differ grades critical wherever it reads one (Statuspage, Instatus): critical is accepted.
- "a post's summary gains an update note" (AWS, TypePad Atom) became "a post's content gains an update note": TypePad
  writes the <summary> from the post's first words, so an editor's update note changes the <content>; the edited summary
  alone was no edit a real feed makes. (The differ compares an Atom entry's content, as round 2 made it.)
- Celix's News card is one <p> of <br>-separated lines: a release line added is reported as the paragraph modified (its
  old text removed, its new text added), by design of block diffs; the pair asks for the new release in blocks_added
  instead of "nothing removed".

Left alone (xfail on the guessing test only):
- a homepage whose h2 says "Simple pricing" is guessed as a pricing page without --surface (evidence summed over both
  versions, as round 7 left it): its per-payout price becomes a critical plan price change. With --surface homepage it is
  a meaningful "price mentioned" change.
- Six Colors, a link blog at the site's root titled by its name only, is guessed as a homepage; its headings link to the
  sites they quote (the permalink is the dateline link), so no homepage post list is read: a meaningful text change.

Run: `.venv/bin/python -m pytest -q tests/unit/differ/test_redteam9.py` (about 20 s here). No I/O beyond reading the
corpus and the CLI subprocess test.
"""
from __future__ import annotations

import gzip
import json
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r3 = load_module("test_redteam3", "unit/differ/test_redteam3.py", reuse=True)
Case, check = r3.Case, r3.check

CORPUS = Path(__file__).resolve().parents[4] / "shared" / "corpus"
CASES: dict[str, Case] = {}
ITEMS = ("items_added", "items_removed")


def _b(x: str | bytes) -> bytes:
    return x.encode() if isinstance(x, str) else x


def add(name: str, old: str | bytes, new: str | bytes, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    CASES[name] = Case(_b(old), _b(new), url, surface, outcome, sig, kind, **kw)  # type: ignore[arg-type]


def corpus(rel: str) -> str | None:
    """A corpus file's text (None when the corpus is not on this machine: its cases are left out)."""
    p = CORPUS / rel
    if not p.exists():
        return None
    raw = gzip.open(p).read() if p.suffix == ".gz" else p.read_bytes()
    return raw.decode("utf-8", errors="replace")


def once(s: str, old: str, new: str, count: int = 1) -> str:
    """`s` with `old` replaced by `new` (`old` must be there)."""
    assert old in s, old[:80]
    return s.replace(old, new, count)


# ============================================================================ feeds: real feeds from the corpus

def spans(s: str, tag: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(rf"<{tag}[ >].*?</{tag}>", s, re.S)]


def feed_items(s: str, tag: str) -> list[str]:
    return [s[a:b] for a, b in spans(s, tag)]


def with_items(s: str, tag: str, items: list[str]) -> str:
    sp = spans(s, tag)
    return s[:sp[0][0]] + "\n".join(items) + s[sp[-1][1]:]


def new_item(item: str, title: str, slug: str, date: str | None = None, date_tag: str = "pubDate") -> str:
    """A copy of a feed item as a new post: its title, its permalinks/ids (every URL keeps its host, the path is new)
    and its date."""
    it = re.sub(r"<title([^>]*)>.*?</title>", lambda m: f"<title{m.group(1)}>{title}</title>", item, count=1, flags=re.S)
    it = re.sub(r"(https?://[^/\"<\s]+)/[^\"<\s]*", lambda m: f"{m.group(1)}/2026/12/{slug}", it)
    it = re.sub(r"(<id>)[^<]*(</id>)", lambda m: f"{m.group(1)}tag:example,2026:{slug}{m.group(2)}", it)
    it = re.sub(r'(<guid[^>]*>)[^<]*(</guid>)', lambda m: f"{m.group(1)}https://example.org/?p={slug}{m.group(2)}", it)
    if date is not None:
        it = re.sub(rf"(<{date_tag}>)[^<]*(</{date_tag}>)", lambda m: m.group(1) + date + m.group(2), it)
    # the body of the new post is its own text, not the copied post's
    it = re.sub(r"(<(description|content:encoded|content|summary)[^>]*>).*?(</\2>)",
                lambda m: f"{m.group(1)}<![CDATA[<p>{title}: the full story.</p>]]>{m.group(3)}", it, flags=re.S)
    return it


def window_push(s: str, tag: str, item: str) -> str:
    """A newest-first window of N items after one more was published: the new one on top, the oldest off the end."""
    its = feed_items(s, tag)
    return with_items(s, tag, [item] + its[:-1])


FEED_CASES: list[tuple[str, str, str, str]] = []


def feed_pairs() -> None:
    # ---- TechCrunch (FeedBurner-proxied WordPress RSS, 20 items)
    tc = corpus("feeds/feedjira__TechCrunch.xml")
    if tc:
        u = "https://feeds.feedburner.com/TechCrunch"
        items = feed_items(tc, "item")
        nitem = new_item(items[0], "Stripe Acquires Bouncer To Fight Card Fraud", "stripe-acquires-bouncer", "Wed, 02 Nov 2011 19:02:11 +0000")
        add("rss TechCrunch: a new post on top, the oldest falls off the 20-item window", tc, window_push(tc, "item", nitem), u, "feed",
            "changed", ("meaningful", "major"), ("post_published",), exact={"items_added": ["Stripe Acquires Bouncer To Fight Card Fraud"]},
            absent=("items_removed",), published={"items_added": {"Stripe Acquires Bouncer To Fight Card Fraud": "2011-11-02"}})
        add("rss TechCrunch: the items in another order (oldest first)", tc, with_items(tc, "item", items[::-1]), u, "feed", "quiet")
        d0 = re.search(r"<pubDate>([^<]*)</pubDate>", items[3])
        assert d0
        moved = items[:3] + [items[3].replace(d0.group(1), "Wed, 02 Nov 2011 15:40:00 +0000")] + items[4:]
        add("rss TechCrunch: one post's pubDate moved by an hour, nothing else", tc, with_items(tc, "item", moved), u, "feed", "any", ("minor",),
            absent=ITEMS)
        https = re.sub(r"(<guid[^>]*>)http://techcrunch\.com/", r"\1https://techcrunch.com/", tc)
        add("rss TechCrunch: every guid moved from http:// to https://", tc, https, u, "feed", "quiet")
        fb = re.sub(r"http://feedproxy\.google\.com/~r/Techcrunch/~3/([A-Za-z0-9_-]+)/", r"http://feedproxy.google.com/~r/Techcrunch/~3/X\1/", tc)
        add("rss TechCrunch: FeedBurner's proxied <link>s re-minted, guids kept", tc, fb, u, "feed", "quiet")
        dropped = items[:5] + items[6:]
        t5 = re.search(r"<title>(.*?)</title>", items[5], re.S)
        assert t5
        add("rss TechCrunch: a post from the middle of the window taken down", tc, with_items(tc, "item", dropped), u, "feed", "changed",
            ("minor", "meaningful"), ("post_removed",), absent=("items_added",), contains={"items_removed": [t5.group(1).strip()[:30]]})

    # ---- GitHub commits Atom (huginn), 20 entries
    gh = corpus("feeds/huginn__github_rss.atom")
    if gh:
        u = "https://github.com/cantino/huginn/commits/master.atom"
        ents = feed_items(gh, "entry")
        ne = new_item(ents[0], "Merge pull request #411 from cantino/website-agent-xpath", "commit-411", "2014-07-17T09:12:00-07:00", "updated")
        add("atom GitHub commits: a new commit entry", gh, window_push(gh, "entry", ne), u, "feed", "changed", ("meaningful", "minor"),
            ("post_published",), exact={"items_added": ["Merge pull request #411 from cantino/website-agent-xpath"]}, absent=("items_removed",))
        av = re.sub(r"avatars(\d)\.githubusercontent\.com/u/(\d+)\?s=30", r"avatars.githubusercontent.com/u/\2?s=30&v=4", gh)
        add("atom GitHub commits: avatar thumbnails moved to another CDN host with ?v=4", gh, av, u, "feed", "quiet")

    # ---- YouTube channel Atom, 15 entries, each with media:statistics / starRating
    yt = corpus("feeds/feedjira__youtube_atom.xml")
    if yt:
        u = "https://www.youtube.com/feeds/videos.xml?user=google"
        bumped = re.sub(r'views="(\d+)"', lambda m: f'views="{int(m.group(1)) + 1234}"', yt)
        bumped = re.sub(r'count="(\d+)"', lambda m: f'count="{int(m.group(1)) + 17}"', bumped)
        bumped = re.sub(r"<updated>2015-05-1(\d)T", r"<updated>2015-05-2\1T", bumped)
        add("atom YouTube: view counts, star-rating counts and <updated> bumped on every video", yt, bumped, u, "feed", "quiet")
        ents = feed_items(yt, "entry")
        ne = new_item(ents[0], "Google Photos: Free unlimited storage", "photos-launch", "2015-05-28T16:00:02+00:00", "published")
        add("atom YouTube: a new video", yt, window_push(yt, "entry", ne), u, "feed", "changed", ("meaningful", "minor"), ("post_published",),
            exact={"items_added": ["Google Photos: Free unlimited storage"]}, absent=("items_removed",))

    # ---- AWS blog Atom (TypePad): comment counts on every entry
    aws = corpus("feeds/feedjira__AmazonWebServicesBlog.xml")
    if aws:
        u = "http://aws.typepad.com/aws/atom.xml"
        cnt = re.sub(r'thr:count="(\d+)"', lambda m: f'thr:count="{int(m.group(1)) + 3}"', aws)
        add("atom AWS blog (TypePad): every entry's thr:count (comments) grew", aws, cnt, u, "feed", "quiet")
        ents = feed_items(aws, "entry")
        # (TypePad writes the summary from the post's first words: an update note at the end changes its content only)
        assert "</content>" in ents[1]
        changed = ents[1].replace("</content>", "&lt;p&gt;Update: the environment is now available in the EU (Ireland) Region.&lt;/p&gt;</content>")
        add("atom AWS blog: a post's content gains an update note", aws, with_items(aws, "entry", [ents[0], changed] + ents[2:]), u, "feed",
            "changed", ("minor", "meaningful"), ("post_updated",), absent=ITEMS)

    # ---- JSON Feed (inessential, 20 items)
    ine = corpus("feeds/rsparser__inessential.json")
    if ine:
        u = "https://inessential.com/feed.json"
        d = json.loads(ine)
        d2 = json.loads(ine)
        d2["items"] = [{"id": "https://inessential.com/2017/06/02/netnewswire_2_0_alpha", "url": "https://inessential.com/2017/06/02/netnewswire_2_0_alpha",
                        "title": "NetNewsWire 2.0 alpha", "content_html": "<p>It’s out. Download link below.</p>",
                        "date_published": "2017-06-02T12:04:00-07:00"}] + d2["items"][:-1]
        add("json feed inessential: a new post", json.dumps(d), json.dumps(d2), u, "feed", "changed", ("meaningful", "minor"), ("post_published",),
            exact={"items_added": ["NetNewsWire 2.0 alpha"]}, absent=("items_removed",), published={"items_added": {"NetNewsWire 2.0 alpha": "2017-06-02"}})
        d3 = json.loads(ine)
        for it in d3["items"]:
            it["date_modified"] = "2017-06-03T08:00:00-07:00"
        add("json feed inessential: a date_modified written into every item", json.dumps(d), json.dumps(d3), u, "feed", "quiet")
        d4 = json.loads(ine)
        d4["items"] = d4["items"][::-1]
        add("json feed inessential: items re-ordered oldest first", json.dumps(d), json.dumps(d4), u, "feed", "quiet")

    # ---- JSON Feed (Daring Fireball): an item taken down from the middle
    dfj = corpus("feeds/rsparser__DaringFireball.json")
    if dfj:
        u = "https://daringfireball.net/feeds/json"
        d = json.loads(dfj)
        d2 = json.loads(dfj)
        gone = d2["items"].pop(4)
        add("json feed Daring Fireball: a post taken down from the middle", json.dumps(d), json.dumps(d2), u, "feed", "changed",
            ("minor", "meaningful"), ("post_removed",), exact={"items_removed": [gone["title"]]}, absent=("items_added",))
        d5 = json.loads(dfj)
        for it in d5["items"]:
            it["id"] = it["id"].replace("https://", "http://") if it["id"].startswith("https://") else it["id"].replace("http://", "https://")
        add("json feed Daring Fireball: every id moved between http and https", json.dumps(d), json.dumps(d5), u, "feed", "quiet")

    # ---- RSS (manton.org): a post's content corrected
    mt = corpus("feeds/rsparser__manton.rss")
    if mt:
        u = "http://www.manton.org/feed"
        add("rss manton: a typo fixed in one post's content", mt, once(mt, "and a follow-up on WebKit for Apple TV.</p>",
                                                                   "and a follow-up on WebKit on Apple TV.</p>"), u, "feed", "any", ("minor",), absent=ITEMS)
        mt2 = re.sub(r"<lastBuildDate>[^<]*</lastBuildDate>", "<lastBuildDate>Sat, 26 Sep 2015 08:00:00 +0000</lastBuildDate>", mt)
        mt2 = re.sub(r"(<wfw:commentRss>[^<]*)(</wfw:commentRss>)", r"\1?v=2\2", mt2)
        add("rss manton: lastBuildDate and commentRss links changed", mt, mt2, u, "feed", "quiet")

    # ---- RSS (Don't Hit Save, 10 items, webcomic)
    dh = corpus("feeds/rsparser__donthitsave.xml")
    if dh:
        u = "https://donthitsave.com/donthitsave.xml"
        its = feed_items(dh, "item")
        ni = new_item(its[0], "Weekend Patch", "weekend-patch", "Fri, 31 May 2019 00:00:00 -0700")
        add("rss Don't Hit Save: a new comic on top of a 10-item window", dh, window_push(dh, "item", ni), u, "feed", "changed",
            ("meaningful", "minor"), ("post_published",), exact={"items_added": ["Weekend Patch"]}, absent=("items_removed",))
        # the same comic published, then the window re-fetched with two: the new one and another
        ni2 = new_item(its[0], "Crunch Time", "crunch-time", "Fri, 07 Jun 2019 00:00:00 -0700")
        add("rss Don't Hit Save: two new comics at once", dh, with_items(dh, "item", [ni2, ni] + its[:-2]), u, "feed", "changed",
            ("meaningful", "minor"), ("post_published",), exact={"items_added": ["Weekend Patch", "Crunch Time"]}, absent=("items_removed",))

    # ---- RSS 1.0 / RDF
    rdf = corpus("feeds/rsparser__bio.rdf")
    if rdf:
        u = "https://www.biorxiv.org/rss/bio.rdf"
        its = feed_items(rdf, "item")
        ni = re.sub(r"<title>.*?</title>", "<title>A single-cell atlas of the ageing mouse liver</title>", its[0], count=1, flags=re.S)
        ni = re.sub(r'rdf:about="[^"]*"', 'rdf:about="https://www.biorxiv.org/content/10.1101/2026.12.04.000001v1"', ni, count=1)
        ni = re.sub(r"<link>[^<]*</link>", "<link>https://www.biorxiv.org/content/10.1101/2026.12.04.000001v1</link>", ni, count=1)
        add("rss 1.0 (RDF): a new preprint", rdf, with_items(rdf, "item", [ni] + its), u, "feed", "changed", ("meaningful", "minor"),
            ("post_published",), exact={"items_added": ["A single-cell atlas of the ageing mouse liver"]}, absent=("items_removed",))

    # ---- Hugo RSS (Flink posts index, 237 items): lastBuildDate churn
    fl = corpus("feeds/flink.apache.org__posts-index.xml")
    if fl:
        u = "https://flink.apache.org/posts/index.xml"
        fl2 = re.sub(r"<lastBuildDate>[^<]*</lastBuildDate>", "<lastBuildDate>Thu, 04 Dec 2026 10:00:00 +0000</lastBuildDate>", fl)
        if fl2 == fl:
            fl2 = fl.replace("<channel>", "<channel>\n    <lastBuildDate>Thu, 04 Dec 2026 10:00:00 +0000</lastBuildDate>", 1)
        add("rss Flink (Hugo, 237 items): lastBuildDate set on a rebuild", fl, fl2, u, "feed", "quiet")

    # ---- Atom (Mesos blog, 78 entries): entries sorted another way
    ms = corpus("feeds/mesos.apache.org__blog-feed.xml")
    if ms:
        u = "https://mesos.apache.org/blog/feed.xml"
        ents = feed_items(ms, "entry")
        add("atom Mesos blog (78 entries): entries sorted by title instead of date", ms,
            with_items(ms, "entry", sorted(ents, key=lambda e: re.sub(r"\s+", " ", (re.search(r"<title[^>]*>(.*?)</title>", e, re.S) or [""])[0]))),
            u, "feed", "quiet")

    # ---- podcast RSS (ATP, 100 items): every enclosure prefixed by a measurement redirect
    atp = corpus("feeds/rsparser__atp.rss")
    if atp:
        u = "https://atp.fm/rss"
        pre = re.sub(r'(<enclosure[^>]*url=")https?://', r'\1https://dts.podtrac.com/redirect.mp3/', atp)
        if pre != atp:
            add("podcast rss ATP: every enclosure URL now goes through a podtrac redirect", atp, pre, u, "feed", "quiet")


feed_pairs()


# ============================================================================ real pages from the corpus

def _row(name: str, uid: str, role: str, projects: str, status: str | None = None) -> str:
    td = '<td class="tableblock halign-left valign-top"><p class="tableblock">{}</p></td>'
    cells = [td.format(name), td.format(f"<code>{uid}</code>"), td.format(role), td.format(projects)]
    if status is not None:
        cells.append(td.format(status))
    return "<tr>\n" + "\n".join(cells) + "\n</tr>\n"


def corpus_pairs() -> None:
    # ---- Apache Logging's team list (Antora): two tables, active and inactive members
    tl = corpus("html/asf-site__logging__team-list.html.gz")
    if tl:
        u = "https://logging.apache.org/team-list.html"
        add("antora team list: copyright year rolled", tl, once(tl, "Copyright © 1999-2026", "Copyright © 1999-2027"), u, "team", "quiet")
        jay = _row("Jay Katariya", "jaykatariya", "Committer", "Log4j")
        assert jay in tl
        newc = _row("Jin Park", "jpark", "Committer", "Log4cxx")
        add("antora team list: a new committer", tl, once(tl, jay, jay + newc), u, "team", "changed", ("meaningful", "minor"),
            ("people_added",), contains={"blocks_added": ["Jin Park"]}, absent=("blocks_removed",))
        add("antora team list: a committer voted onto the PMC", tl, once(tl, jay, _row("Jay Katariya", "jaykatariya", "PMC Member", "Log4j")),
            u, "team", "changed", ("minor", "meaningful"), ("role_changed",), fields=(("Jay Katariya", "Committer", "PMC Member"),))
        gone = once(tl, jay, "")
        add("antora team list: a committer removed from the active table", tl, gone, u, "team", "changed", ("meaningful", "minor"),
            ("people_removed",), contains={"blocks_removed": ["Jay Katariya"]}, absent=("blocks_added",))
        # the active table sorted by Apache ID instead of name
        a = tl.find("Active Members")
        b = tl.find("Inactive Members")
        seg = tl[a:b]
        rows = re.findall(r"<tr>\n<td.*?</tr>\n", seg, re.S)
        by_id = sorted(rows, key=lambda r: re.search(r"<code>(.*?)</code>", r).group(1))  # type: ignore[union-attr]
        first = seg.find(rows[0])
        last = seg.rfind(rows[-1]) + len(rows[-1])
        resorted = tl[:a] + seg[:first] + "".join(by_id) + seg[last:] + tl[b:]
        add("antora team list: active members sorted by Apache ID", tl, resorted, u, "team", "quiet")

    # ---- Apache Logging's security page: CVE sections (h3 + table + description)
    sec = corpus("html/asf-site__logging__security.html.gz")
    if sec:
        u = "https://logging.apache.org/security.html"
        a = sec.find('<div class="sect2">\n<h3 id="CVE-2021-44832"')
        b = sec.find('<div class="sect2">', a + 10)
        block = sec[a:b]
        nb = (block.replace("CVE-2021-44832", "CVE-2026-41190")
              .replace("JDBC appender is vulnerable to remote code execution in certain configurations",
                       "Socket appender leaks TLS session keys to the status logger")
              .replace("6.6 MEDIUM", "5.3 MEDIUM"))
        top = sec.find('<div class="sect2">\n<h3 id="CVE-')
        add("antora security page: a new CVE advisory on top", sec, sec[:top] + nb + sec[top:], u, "docs", "changed", ("meaningful", "major"),
            ("content_changed",), contains={"blocks_added": ["CVE-2026-41190"]}, absent=("blocks_removed",))
        add("antora security page: an advisory's CVSS score revised", sec, once(sec, "6.6 MEDIUM (CVSS:3.1/AV:N/AC:H/PR:H/UI:N/S:U/C:H/I:H/A:H)",
                                                                            "7.2 HIGH (CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:H/I:H/A:H)"),
            u, "docs", "changed", ("minor", "meaningful"), ("content_changed",))

    # ---- Apache Flink downloads (Hugo): a release section per version, newest first
    fd = corpus("html/asf-site__flink__downloads.html.gz")
    if fd:
        u = "https://flink.apache.org/downloads/"
        a = fd.find('<h3 id="apache-flink-1200">')
        b = fd.find('<h3 id="apache-flink-1191">')
        sec1 = fd[a:b]
        nsec = sec1.replace("1.20.0", "1.20.1").replace("1200", "1201").replace('id="release-notes"', 'id="release-notes-0"')
        rel = fd[:a] + nsec + fd[a:]
        rel = once(rel, "Apache Flink® 1.20.0 is the latest stable release.", "Apache Flink® 1.20.1 is the latest stable release.")
        add("hugo downloads page: release 1.20.1 added on top", fd, rel, u, "changelog", "changed", ("meaningful", "minor"),
            ("post_published", "content_changed"), absent=("items_removed", "blocks_removed"))
        mirror = fd.replace("https://www.apache.org/dyn/closer.lua/flink/", "https://www.apache.org/dyn/closer.lua?path=flink/")
        add("hugo downloads page: mirror links rewritten to closer.lua?path=", fd, mirror, u, "changelog", "quiet")

    # ---- inessential.com weblog (plain HTML, posts as div.weblogPost)
    ie = corpus("html/rsparser__inessential.html.gz")
    if ie:
        u = "https://inessential.com/"
        post = ('<div class="weblogPost">\n\t<h3><a href="http://inessential.com/2016/03/08/vesper_sync_shutdown">Vesper Sync Shutdown</a></h3>\n'
                '\t<div class="weblogPostBody"><p>Vesper’s sync server will shut down on the 30th of March. Export your notes before then.</p></div>\n'
                '<div class="weblogPostDateline"><span class="weblogPostDisplayDate"><a href="http://inessential.com/2016/03/08/vesper_sync_shutdown">'
                '08 Mar 2016</a></span></div>\t\n\t</div>')
        first = ie.find('<div class="weblogPost">')
        add("plain weblog: a new post on top", ie, ie[:first] + post + ie[first:], u, "blog", "changed", ("meaningful", "minor"), ("post_published",),
            exact={"items_added": ["Vesper Sync Shutdown"]}, absent=("items_removed",), published={"items_added": {"Vesper Sync Shutdown": "2016-03-08"}})
        add("plain weblog: a post's paragraph edited", ie, once(ie, "Knitting is serious (though not somber) business here at Omni.",
                                                                "Knitting is serious (though never somber) business here at Omni."),
            u, "blog", "any", ("minor",), absent=ITEMS)


corpus_pairs()


# ============================================================================ vendor-built pages (two fetches' tokens)

#: per-fetch tokens of two fetches
F = [
    dict(nonce="kq3Jx9LmP0aZr7Tb", build="b7c21f09e3", hx="9f2c4e1a7b3d5f80", rid="c0a8f3e2-5b71-4d2a-9e16-7f3b1c5d9a20", ms=1764840000123,
         ts=1764840000, day="Dec 3, 2026", ago="2 days ago", author="mpatel", sha="4b7e0a11c3", seed=0, stars="12.4k", cid="7f1e",
         greet="Good morning", geo="Germany", store="de", views=1204, secs=12),
    dict(nonce="Wv8Ns2Qe5Ry1Ut4I", build="e40d3aa6f1", hx="1d3f5a7c9e0b2d4f", rid="8e1b5d2c-0f3a-4c7e-b9d1-2a6c4e8f0b13", ms=1764926400456,
         ts=1764926400, day="Dec 4, 2026", ago="a few seconds ago", author="ana-l", sha="9c2d71f0ab", seed=1, stars="12.5k", cid="a93c",
         greet="Good evening", geo="France", store="fr", views=1311, secs=47),
]
A, B = F


def page(title: str, body: str, f: dict[str, Any], *, lang: str = "en", head: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">{head}</head><body>{body}'
            f'<script nonce="{f["nonce"]}">window.__rid="{f["rid"]}";</script></body></html>')


# ------------------------------------------------------------------ docs: Docusaurus 3
DOCU_TEXT = [("Configure retries", "By default a webhook delivery is retried 5 times with exponential backoff, starting at 30 seconds."),
             ("Signing secrets", "Each endpoint has its own signing secret. Rotate it from the dashboard; the old secret stays valid for 24 hours."),
             ("Delivery order", "Deliveries are not guaranteed to arrive in order. Use the event's created timestamp to order them.")]


def docusaurus(f: dict[str, Any], sections: list[tuple[str, str]] = DOCU_TEXT, *, admonition: str = "", versions: tuple[str, ...] = ("3.1", "3.0", "2.x"),
               announce: str = "⭐️ If you like Parcelly, give it a star on GitHub!") -> str:
    toc = "".join(f'<li><a href="#{t.lower().replace(" ", "-")}" class="table-of-contents__link toc-highlight{" table-of-contents__link--active" if i == f["seed"] else ""}">{t}</a></li>'
                  for i, (t, _) in enumerate(sections))
    secs = "".join(f'<h2 class="anchor anchorWithStickyNavbar_LWe7" id="{t.lower().replace(" ", "-")}">{t}<a href="#{t.lower().replace(" ", "-")}" '
                   f'class="hash-link" aria-label="Direct link to {t}" title="Direct link to {t}">\u200b</a></h2><p>{p}</p>' for t, p in sections)
    vers = "".join(f'<li><a class="dropdown__link" href="/docs/{v}/webhooks">{v}</a></li>' for v in versions)
    body = ('<div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">'
            f'Skip to main content</a></div><div class="theme-announcement-bar announcementBar_mb4j" role="banner"><div class="content_knG7">{announce}</div></div>'
            '<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><a class="navbar__brand" href="/">Parcelly Docs</a>'
            f'<div class="navbar__item dropdown dropdown--hoverable"><a class="navbar__link" href="#">{versions[0]}</a><ul class="dropdown__menu">{vers}</ul></div>'
            '<a class="navbar__item navbar__link" href="/api">API</a></div></nav>'
            '<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0"><div class="docsWrapper_hBAB">'
            '<aside class="theme-doc-sidebar-container docSidebarContainer_YfHR"><nav class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">'
            '<li class="menu__list-item"><a class="menu__link" href="/docs/intro">Introduction</a></li><li class="menu__list-item"><a class="menu__link menu__link--active" href="/docs/webhooks">Webhooks</a></li>'
            '</ul></nav></aside><main class="docMainContainer_TBSr"><div class="container padding-top--md"><div class="row"><div class="col docItemCol_VOVn">'
            f'<article><div class="theme-doc-markdown markdown"><header><h1>Webhooks</h1></header>{admonition}{secs}</div>'
            '<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col">'
            '<a href="https://github.com/parcelly/docs/edit/main/docs/webhooks.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></div>'
            f'<div class="col lastUpdated_JAkA"><span class="theme-last-updated">Last updated<!-- --> on <b><time datetime="2026-12-0{3 + f["seed"]}T10:00:00.000Z" '
            f'itemprop="dateModified">{f["day"]}</time></b> by <b>{f["author"]}</b></span></div></div></footer></article>'
            '<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro">'
            '<div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Introduction</div></a></nav></div>'
            f'<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border">{toc}</ul></div></div>'
            '</div></div></main></div></div><footer class="footer footer--dark"><div class="footer__copyright">Copyright © 2026 Parcelly, Inc. Built with Docusaurus.</div></footer></div>')
    return page("Webhooks | Parcelly Docs", body, f, head=f'<meta name="generator" content="Docusaurus v3.6.{f["seed"]}">'
                f'<link rel="stylesheet" href="/assets/css/styles.{f["hx"][:8]}.css"><script src="/assets/js/runtime~main.{f["build"][:8]}.js" defer></script>')


DOU = "https://docs.parcelly.io/docs/webhooks"
add("docusaurus doc: last-updated date and author, active TOC entry, asset hashes, generator", docusaurus(A), docusaurus(B), DOU, "docs", "quiet")
add("docusaurus doc: a new version in the navbar's version dropdown", docusaurus(A), docusaurus(B, versions=("3.2", "3.1", "3.0", "2.x")), DOU, "docs",
    "any", ("minor",))
add("docusaurus doc: the announcement bar's message changed", docusaurus(A), docusaurus(B, announce="🎉 Parcelly 3.2 is out: read the release notes"),
    DOU, "docs", "any", ("minor",))
edited = [DOCU_TEXT[0][0:1] + ("By default a webhook delivery is retried 8 times with exponential backoff, starting at 60 seconds.",)] + DOCU_TEXT[1:]
add("docusaurus doc: the retry policy paragraph edited (5 → 8 retries, 30 → 60 s)", docusaurus(A), docusaurus(B, edited), DOU, "docs", "changed",
    ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["retried 8 times"]})
adm = ('<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb">'
       '<span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M8.9 1.5"></path></svg></span>deprecated</div>'
       '<div class="admonitionContent_BuS1"><p>Version 1 signatures (<code>X-Parcelly-Signature</code>) stop being sent on March 31, 2027. Verify '
       '<code>X-Parcelly-Signature-256</code> instead.</p></div></div>')
add("docusaurus doc: a deprecation warning admonition added", docusaurus(A), docusaurus(B, admonition=adm), DOU, "docs", "changed",
    ("meaningful", "major"), ("content_changed",), contains={"blocks_added": ["March 31, 2027"]}, absent=("blocks_removed",))
add("docusaurus doc: a new section added", docusaurus(A), docusaurus(B, DOCU_TEXT + [("IP allowlist", "Deliveries come from 203.0.113.0/28 and 198.51.100.16/28.")]),
    DOU, "docs", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["203.0.113.0/28"]}, absent=("blocks_removed",))
add("docusaurus doc: sections re-ordered (TOC follows)", docusaurus(A), docusaurus(B, [DOCU_TEXT[1], DOCU_TEXT[0], DOCU_TEXT[2]]), DOU, "docs", "any", ("minor",))


# ------------------------------------------------------------------ docs: MkDocs Material
def mkdocs(f: dict[str, Any], paras: list[str] | None = None, *, h2s: list[tuple[str, str]] | None = None, banner: str = "") -> str:
    paras = paras or ["Install the CLI with <code>pipx install quarry-cli</code>.", "Python 3.10 or later is required."]
    h2s = h2s if h2s is not None else [("Configuration", "Settings are read from <code>quarry.toml</code> in the project root.")]
    content = "".join(f"<p>{p}</p>" for p in paras) + "".join(
        f'<h2 id="{t.lower()}">{t}<a class="headerlink" href="#{t.lower()}" title="Permanent link">¶</a></h2><p>{p}</p>'
        f'<div class="language-toml highlight"><pre><span></span><code id="__code_{i + f["seed"] * 7}"><a id="__codelineno-{i}-1" name="__codelineno-{i}-1" '
        f'href="#__codelineno-{i}-1"></a>[quarry]\n</code></pre></div>' for i, (t, p) in enumerate(h2s))
    body = ('<input class="md-toggle" data-md-toggle="drawer" type="checkbox" id="__drawer" autocomplete="off">'
            f'{f"<div data-md-component=announce><aside class=md-banner><div class=md-banner__inner>{banner}</div></aside></div>" if banner else ""}'
            '<header class="md-header" data-md-component="header"><nav class="md-header__inner"><a href="/" class="md-header__button md-logo">Quarry</a>'
            '<div class="md-search" data-md-component="search"><input type="text" class="md-search__input" placeholder="Search"></div>'
            '<div class="md-header__source"><a href="https://github.com/quarry/quarry" class="md-source" data-md-component="source">'
            f'<div class="md-source__repository">quarry/quarry<ul class="md-source__facts"><li class="md-source__fact md-source__fact--version">v2.4.{f["seed"]}</li>'
            f'<li class="md-source__fact md-source__fact--stars">{f["stars"]}</li><li class="md-source__fact md-source__fact--forks">{800 + f["seed"] * 3}</li></ul></div></a></div></nav></header>'
            '<div class="md-container" data-md-component="container"><main class="md-main" data-md-component="main"><div class="md-main__inner md-grid">'
            '<div class="md-sidebar md-sidebar--primary" data-md-component="sidebar" data-md-type="navigation"><nav class="md-nav md-nav--primary">'
            '<ul class="md-nav__list"><li class="md-nav__item"><a href="/" class="md-nav__link">Home</a></li><li class="md-nav__item md-nav__item--active">'
            '<a href="/install/" class="md-nav__link md-nav__link--active">Installation</a></li></ul></nav></div>'
            '<div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset">'
            '<a href="https://github.com/quarry/quarry/edit/main/docs/install.md" title="Edit this page" class="md-content__button md-icon">Edit</a>'
            f'<h1 id="installation">Installation</h1>{content}<aside class="md-source-file"><span class="md-source-file__fact">'
            '<span class="md-icon" title="Last update"></span><span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">'
            f'{"November 28, 2026" if f["seed"] == 0 else "December 4, 2026"}</span></span><span class="md-source-file__fact">'
            f'<span class="md-icon" title="Contributors"></span><span class="git-revision-date-localized-plugin">{3 + f["seed"]} contributors</span></span></aside>'
            '</article></div></div></main><footer class="md-footer"><div class="md-footer-meta md-typeset"><div class="md-copyright">'
            'Made with <a href="https://squidfunk.github.io/mkdocs-material/" target="_blank" rel="noopener">Material for MkDocs</a></div></div></footer></div>')
    return page("Installation - Quarry", body, f, head=f'<link rel="stylesheet" href="/assets/stylesheets/main.{f["hx"][:8]}.min.css">'
                f'<script id="__config" type="application/json">{{"base": ".", "version": null, "search": "/assets/javascripts/workers/search.{f["build"][:8]}.min.js"}}</script>')


MKU = "https://quarry.dev/install/"
add("mkdocs material: last update date, contributors, repo stars and forks, code-block ids, asset hashes", mkdocs(A), mkdocs(B), MKU, "docs", "quiet")
add("mkdocs material: required Python raised 3.10 → 3.11", mkdocs(A), mkdocs(B, ["Install the CLI with <code>pipx install quarry-cli</code>.", "Python 3.11 or later is required."]),
    MKU, "docs", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["3.11"]})
add("mkdocs material: a new section with a code sample", mkdocs(A), mkdocs(B, h2s=[("Configuration", "Settings are read from <code>quarry.toml</code> in the project root."),
                                                                              ("Upgrading", "Run <code>quarry migrate</code> after every minor upgrade.")]),
    MKU, "docs", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["quarry migrate"]}, absent=("blocks_removed",))
add("mkdocs material: an announce banner for a sponsor campaign shown", mkdocs(A), mkdocs(B, banner="Quarry Insiders: sponsor us and get early access"),
    MKU, "docs", "any", ("minor",))


# ------------------------------------------------------------------ docs: VitePress
def vitepress(f: dict[str, Any], body_paras: list[str] | None = None) -> str:
    paras = body_paras or ["Nimbus reads environment variables prefixed with <code>NIMBUS_</code>.", "Secrets must never be committed to the repository."]
    stamp = "12/3/26, 9:14 AM" if f["seed"] == 0 else "12/4/26, 4:02 PM"
    body = ('<div id="app"><div class="Layout" data-v-5d98c3a5><header class="VPNav" data-v-5d98c3a5><div class="VPNavBar" data-v-9fd4d1dd>'
            '<a class="title" href="/">Nimbus</a><nav class="VPNavBarMenu"><a class="VPLink link VPNavBarMenuLink" href="/guide/">Guide</a></nav></div></header>'
            '<aside class="VPSidebar" data-v-18756405><nav class="nav"><a class="VPLink link" href="/guide/env"><p class="text">Environment</p></a></nav></aside>'
            '<div class="VPContent has-sidebar" id="VPContent"><div class="VPDoc has-sidebar has-aside"><div class="content-container"><main class="main">'
            '<div class="vp-doc _guide_env"><div><h1 id="environment" tabindex="-1">Environment <a class="header-anchor" href="#environment" aria-label="Permalink to &quot;Environment&quot;">\u200b</a></h1>'
            + "".join(f"<p>{p}</p>" for p in paras) +
            '</div></div></main><footer class="VPDocFooter"><div class="edit-info"><div class="edit-link"><a class="VPLink link vp-external-link-icon edit-link-button" '
            'href="https://github.com/nimbus/nimbus/edit/main/docs/guide/env.md">Edit this page on GitHub</a></div><div class="last-updated">'
            f'<p class="VPLastUpdated">Last updated: <time datetime="2026-12-0{3 + f["seed"]}T09:14:00.000Z">{stamp}</time></p></div></div></footer>'
            f'</div></div></div></div></div><script type="module" src="/assets/app.{f["hx"][:8]}.js"></script>'
            f'<script>window.__VP_HASH_MAP__=JSON.parse("{{\\"guide_env.md\\":\\"{f["build"][:8]}\\"}}");window.__VP_SITE_DATA__={{"lastUpdated":{f["ms"]}}};</script>')
    return page("Environment | Nimbus", body, f)


VPU = "https://nimbus.dev/guide/env"
add("vitepress: 'Last updated: 12/3/26, 9:14 AM' re-stamped, hash map, site data", vitepress(A), vitepress(B), VPU, "docs", "quiet")
add("vitepress: a paragraph edited", vitepress(A), vitepress(B, ["Nimbus reads environment variables prefixed with <code>NIMBUS_</code> or <code>NB_</code>.",
                                                                 "Secrets must never be committed to the repository."]),
    VPU, "docs", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["NB_"]})


# ------------------------------------------------------------------ docs: Sphinx + Furo
def furo(f: dict[str, Any], note: str = "") -> str:
    body = ('<input type="checkbox" class="sidebar-toggle" name="__navigation" id="__navigation"><div class="page"><header class="mobile-header">'
            '<div class="header-center"><a href="index.html"><div class="brand">tern 4.2 documentation</div></a></div></header><aside class="sidebar-drawer">'
            '<div class="sidebar-container"><div class="sidebar-sticky"><a class="sidebar-brand" href="index.html"><span class="sidebar-brand-text">tern 4.2</span></a>'
            '<form class="sidebar-search-container" method="get" action="search.html" role="search"><input class="sidebar-search" placeholder="Search" name="q"></form>'
            '<div class="sidebar-tree"><ul class="current"><li class="toctree-l1 current current-page"><a class="current reference internal" href="#">Changelog policy</a></li></ul></div>'
            '</div></div></aside><div class="main"><div class="content"><div class="article-container"><article role="main" id="furo-main-content">'
            '<section id="deprecation-policy"><h1>Deprecation policy<a class="headerlink" href="#deprecation-policy" title="Link to this heading">¶</a></h1>'
            f'<p>A feature is deprecated for at least two minor releases before it is removed.</p>{note}</section></article></div>'
            '<footer><div class="related-pages"></div><div class="bottom-of-page"><div class="left-details"><div class="copyright">Copyright &#169; 2026, Tern developers</div>'
            'Made with <a href="https://www.sphinx-doc.org/">Sphinx</a> and <a class="muted-link" href="https://pradyunsg.me">@pradyunsg</a>\'s '
            f'<a href="https://github.com/pradyunsg/furo">Furo</a><div class="last-updated">Last updated on {"Dec 03, 2026" if f["seed"] == 0 else "Dec 04, 2026"}</div></div>'
            '<div class="right-details"><div class="icons"><a class="muted-link" href="https://github.com/tern/tern" aria-label="GitHub"></a></div></div></div></footer></div>'
            '<aside class="toc-drawer"><div class="toc-sticky toc-scroll"><div class="toc-tree"><ul><li><a class="reference internal" href="#">Deprecation policy</a></li></ul></div></div></aside></div></div>')
    return page("Deprecation policy - tern 4.2 documentation", body, f, head=f'<link rel="stylesheet" href="_static/styles/furo.css?digest={f["hx"]}">'
                f'<script src="_static/documentation_options.js?v={f["build"][:6]}"></script>')


FU = "https://tern.readthedocs.io/en/stable/deprecation.html"
add("sphinx furo: 'Last updated on' and ?digest= churn", furo(A), furo(B), FU, "docs", "quiet")
add("sphinx furo: the policy gains a 'versionchanged' note", furo(A),
    furo(B, '<div class="versionchanged"><p><span class="versionmodified changed">Changed in version 4.2: </span>Deprecations now last three minor releases.</p></div>'),
    FU, "docs", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["three minor releases"]})


# ------------------------------------------------------------------ changelogs
REL = [("3.1.0", "2026-11-20", "November 20, 2026", ["Bulk label printing", "Faster address validation"]),
       ("3.0.2", "2026-11-06", "November 6, 2026", ["Fix duplicate webhook deliveries"]),
       ("3.0.1", "2026-10-28", "October 28, 2026", ["Fix a crash when a parcel had no weight"])]


def docu_changelog(f: dict[str, Any], rels: list[tuple[str, str, str, list[str]]] = REL) -> str:
    """A Docusaurus blog used as release notes (one <article> per release, a <time> under the title)."""
    arts = "".join('<article class="margin-bottom--xl" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><header>'
                   f'<h2 class="title_f1Hy" itemprop="headline"><a href="/changelog/{v.replace(".", "-")}">Parcelly {v}</a></h2>'
                   f'<div class="container_mt6G margin-vert--md"><time datetime="{iso}T00:00:00.000Z" itemprop="datePublished">{day}</time> · <!-- -->'
                   f'{2 + f["seed"] if i == 0 else 1} min read</div></header><div class="markdown" itemprop="articleBody"><ul>'
                   + "".join(f"<li>{x}</li>" for x in items) + '</ul></div></article>' for i, (v, iso, day, items) in enumerate(rels))
    body = ('<div id="__docusaurus"><nav class="navbar"><a class="navbar__brand" href="/">Parcelly</a></nav><div class="main-wrapper"><div class="container margin-vert--lg">'
            '<div class="row"><aside class="col col--3"><nav class="sidebar_re4s thin-scrollbar" aria-label="Blog recent posts navigation"><div class="sidebarItemTitle_pO2u">Recent posts</div>'
            '<ul class="sidebarItemList_Yudw">' + "".join(f'<li class="sidebarItem__DBe"><a class="sidebarItemLink_mo7H" href="/changelog/{v.replace(".", "-")}">Parcelly {v}</a></li>'
                                                             for v, *_ in rels) +
            f'</ul></nav></aside><main class="col col--7" itemscope itemtype="https://schema.org/Blog"><h1>Changelog</h1>{arts}</main></div></div></div>'
            '<footer class="footer"><div class="footer__copyright">© 2026 Parcelly</div></footer></div>')
    return page("Changelog | Parcelly", body, f, head=f'<script src="/assets/js/main.{f["build"][:8]}.js" defer></script>')


DCU = "https://docs.parcelly.io/changelog"
NEWREL = ("3.2.0", "2026-12-04", "December 4, 2026", ["Returns portal", "Carrier rate shopping"])
add("docusaurus changelog: reading-time and bundle churn", docu_changelog(A), docu_changelog(B), DCU, "changelog", "quiet")
add("docusaurus changelog: release 3.2.0 on top", docu_changelog(A), docu_changelog(B, [NEWREL] + REL), DCU, "changelog", "changed",
    ("meaningful", "minor"), ("post_published",), exact={"items_added": ["Parcelly 3.2.0"]}, absent=("items_removed",),
    published={"items_added": {"Parcelly 3.2.0": "2026-12-04"}})
add("docusaurus changelog: a fix added to the newest release's list", docu_changelog(A),
    docu_changelog(B, [REL[0][:3] + (REL[0][3] + ["Fix label margins on Zebra printers"],)] + REL[1:]), DCU, "changelog", "changed",
    ("minor", "meaningful"), ("post_updated", "content_changed"), absent=ITEMS)
add("docusaurus changelog: a release's date corrected", docu_changelog(A),
    docu_changelog(B, [REL[0], ("3.0.2", "2026-11-07", "November 7, 2026", REL[1][3]), REL[2]]), DCU, "changelog", "any", ("minor",), absent=ITEMS)


def mintlify_changelog(f: dict[str, Any], ups: list[tuple[str, str, str]]) -> str:
    """Mintlify's <Update label=… description=…> blocks (rendered as div.update-container with an id from the label)."""
    blocks = "".join(f'<div class="update-container flex flex-col relative items-start w-full lg:flex-row gap-2 lg:gap-6 py-8" id="{lab.lower().replace(" ", "-")}">'
                     '<div class="lg:sticky top-[var(--scroll-mt)] group flex flex-col w-full lg:w-[160px] items-start flex-shrink-0 justify-start">'
                     f'<a href="#{lab.lower().replace(" ", "-")}" class="cursor-pointer rounded-lg px-2 py-1 text-sm font-medium bg-primary/10 text-primary">{lab}</a>'
                     f'<div class="px-1 text-sm text-gray-500">{desc}</div></div><div class="flex-1 overflow-hidden px-0.5 max-w-full prose prose-gray">'
                     f'<h2 id="{lab}-title" class="flex whitespace-pre-wrap group">{title}</h2><p>{title} is available on all plans.</p></div></div>'
                     for lab, desc, title in ups)
    body = ('<div id="__next"><div class="relative antialiased text-gray-500"><header id="navbar" class="sticky top-0"><a href="/">Relay</a>'
            '<button type="button" class="search">Search...<kbd>⌘K</kbd></button></header><div class="max-w-8xl px-4 mx-auto lg:px-8">'
            '<div class="flex flex-row-reverse gap-12 box-border w-full pt-40 lg:pt-10"><div class="relative grow box-border flex-col w-full mx-auto px-1" id="content-area">'
            '<header id="header" class="relative"><h1 id="page-title" class="inline-block text-2xl">Product updates</h1><p class="mt-2 text-lg prose">New releases and improvements</p></header>'
            f'<div class="mdx-content relative mt-8 prose prose-gray">{blocks}</div>'
            '<div class="leading-6 mt-14"><div class="feedback-toolbar">Was this page helpful?<button>Yes</button><button>No</button></div></div>'
            '<footer id="footer" class="flex gap-12 justify-between pt-10 border-t"><a href="https://mintlify.com/preview-request?utm_campaign=poweredBy&utm_medium=docs&utm_source=docs.relay.dev">Powered by Mintlify</a></footer>'
            f'</div></div></div></div></div><script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"mdxSource":{{"compiledSource":"/*{f["hx"]}*/"}},'
            f'"pageMetadata":{{"title":"Product updates"}},"lastUpdated":{f["ms"]}}}}},"page":"/_sites/[subdomain]/[[...slug]]","buildId":"{f["build"]}","isFallback":false,"gsp":true}}</script>')
    return page("Product updates - Relay", body, f)


MCU = "https://docs.relay.dev/changelog"
MUP = [("November 2026", "v2.8", "Audit log export"), ("October 2026", "v2.7", "SAML single sign-on")]
add("mintlify changelog: __NEXT_DATA__ build id and lastUpdated", mintlify_changelog(A, MUP), mintlify_changelog(B, MUP), MCU, "changelog", "quiet")
add("mintlify changelog: a new <Update> on top", mintlify_changelog(A, MUP), mintlify_changelog(B, [("December 2026", "v2.9", "Webhook replay")] + MUP), MCU,
    "changelog", "changed", ("meaningful", "minor"), ("post_published",), contains={"items_added": ["Webhook replay"]}, absent=("items_removed",))


def keepachangelog_md(f: dict[str, Any], rels: list[tuple[str, str, list[str]]]) -> str:
    """CHANGELOG.md rendered by MkDocs (h2 "[x.y.z] - date", h3 Added/Fixed)."""
    secs = "".join(f'<h2 id="{v.replace(".", "")}-{d}"><a href="https://github.com/quarry/quarry/compare/v{v}">[{v}]</a> - {d}'
                   f'<a class="headerlink" href="#{v.replace(".", "")}-{d}" title="Permanent link">¶</a></h2><h3 id="added-{v}">Added</h3><ul>'
                   + "".join(f"<li>{x}</li>" for x in items) + "</ul>" for v, d, items in rels)
    body = ('<header class="md-header"><a href="/" class="md-logo">Quarry</a></header><main class="md-main"><article class="md-content__inner md-typeset">'
            f'<h1 id="changelog">Changelog</h1><p>All notable changes to this project will be documented in this file.</p>{secs}'
            f'<aside class="md-source-file"><span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">{A["day"] if f["seed"] == 0 else B["day"]}</span></aside>'
            '</article></main><footer class="md-footer"><div class="md-copyright">Made with Material for MkDocs</div></footer>')
    return page("Changelog - Quarry", body, f)


KCU = "https://quarry.dev/changelog/"
KC = [("2.4.1", "2026-11-30", ["<code>quarry lint --fix</code> for TOML files"]), ("2.4.0", "2026-11-12", ["Parallel extraction", "A <code>--json</code> flag for every command"])]
add("keep-a-changelog via mkdocs: revision date churn", keepachangelog_md(A, KC), keepachangelog_md(B, KC), KCU, "changelog", "quiet")
add("keep-a-changelog via mkdocs: [2.5.0] released", keepachangelog_md(A, KC), keepachangelog_md(B, [("2.5.0", "2026-12-04", ["Incremental builds"])] + KC), KCU,
    "changelog", "changed", ("meaningful", "minor"), ("post_published",), contains={"items_added": ["2.5.0"]}, absent=("items_removed",))


# ------------------------------------------------------------------ legal pages
PRIV = [("Information we collect", ["Account data: your name, email address and company.", "Usage data: pages viewed and features used in the app."]),
        ("How we use information", ["To provide and secure the service.", "To send product updates, which you can turn off at any time."]),
        ("Sharing", ["We share data with processors that host and support the service. We do not sell personal information."]),
        ("Retention", ["We keep account data while your account is open and for 90 days after it is closed."])]
FOOT = [("About", "/about"), ("Careers", "/careers"), ("Privacy", "/privacy"), ("Terms", "/terms"), ("Security", "/security")]


def complianz(f: dict[str, Any]) -> str:
    return ('<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences" '
            'aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">'
            '<div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div></div>'
            '<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information.</div>'
            '<div class="cmplz-categories"><details class="cmplz-category cmplz-functional"><summary><span class="cmplz-category-title">Functional</span>'
            '<span class="cmplz-always-active">Always active</span></summary></details></div></div><div class="cmplz-buttons">'
            '<button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button></div></div></div>'
            f'<script id="cmplz-cookiebanner-js-extra">var complianz = {{"prefix":"cmplz_","user_banner_id":"{1 + f["seed"]}","set_cookies":[],"block_ajax_content":"",'
            f'"banner_version":"{31 + f["seed"]}","version":"7.1.{f["seed"]}","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"1",'
            '"dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"https:\\/\\/harborline.io\\/wp-json\\/complianz\\/v1\\/",'
            f'"locale":"lang=en&locale=en_US","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"{14 + f["seed"]}","cookie_path":"\\/","nonce":"{f["hx"][:10]}"}};</script>')


def cookieyes(f: dict[str, Any]) -> str:
    return (f'<div class="cky-consent-container cky-banner-bottom {"cky-hide" if f["seed"] else ""}" tabindex="0"><div class="cky-consent-bar" data-cky-tag="notice">'
            '<div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" data-cky-tag="title">We value your privacy</p><div class="cky-notice-group">'
            '<div class="cky-notice-des" data-cky-tag="description"><p>We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic.</p></div>'
            '<div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize">Customise</button>'
            '<button class="cky-btn cky-btn-reject">Reject All</button><button class="cky-btn cky-btn-accept">Accept All</button></div></div></div></div></div>'
            f'<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/{f["hx"]}/script.js"></script>')


def wp_privacy(f: dict[str, Any], secs: list[tuple[str, list[str]]] = PRIV, *, effective: str = "November 1, 2026", foot: list[tuple[str, str]] = FOOT,
               banner: Callable[[dict[str, Any]], str] = complianz, choices: bool = False) -> str:
    content = "".join(f'<h2 class="wp-block-heading">{h}</h2>' + "".join(f"<p>{p}</p>" for p in ps) for h, ps in secs)
    links = "".join(f'<li class="menu-item menu-item-type-post_type menu-item-{100 + i}"><a href="{href}">{t}</a></li>' for i, (t, href) in enumerate(foot))
    if choices:
        links += '<li class="menu-item"><a href="/privacy-choices"><img src="/img/privacyoptions.svg" alt="">Your Privacy Choices</a></li>'
    body = ('<div class="wp-site-blocks"><header class="wp-block-template-part"><nav class="wp-block-navigation"><a href="/">Harborline</a></nav></header>'
            '<main class="wp-block-group"><h1 class="wp-block-post-title">Privacy Policy</h1><div class="entry-content wp-block-post-content">'
            f'<p><strong>Effective date:</strong> {effective}</p>{content}<p>Questions? Write to privacy@harborline.io.</p></div></main>'
            f'<footer class="wp-block-template-part"><ul class="wp-block-navigation__container">{links}</ul><p>© 2026 Harborline Ltd.</p></footer></div>{banner(f)}')
    return page("Privacy Policy – Harborline", body, f, head=f'<link rel="stylesheet" href="/wp-includes/css/dist/block-library/style.min.css?ver=6.7.{f["seed"]}">'
                '<link rel="https://api.w.org/" href="https://harborline.io/wp-json/"><link rel="shortlink" href="https://harborline.io/?p=3">')


WPU = "https://harborline.io/privacy-policy/"
add("wp privacy: Complianz banner version, policy id, nonce and asset ver", wp_privacy(A), wp_privacy(B), WPU, "legal", "quiet")
add("wp privacy: Complianz swapped for CookieYes (consent vendor change)", wp_privacy(A), wp_privacy(B, banner=cookieyes), WPU, "legal", "quiet")
add("wp privacy: CookieYes banner hidden after consent, script id churn", wp_privacy(A, banner=cookieyes), wp_privacy(B, banner=cookieyes), WPU, "legal", "quiet")
add("wp privacy: only the effective date moved", wp_privacy(A), wp_privacy(B, effective="December 4, 2026"), WPU, "legal", "quiet")
added_clause = PRIV[:2] + [("Sharing", PRIV[2][1] + ["We use Mixpanel, Inc. (United States) to analyse product usage; it receives your user ID and usage events."])] + PRIV[3:]
add("wp privacy: a clause naming a new processor (Mixpanel) added, date moved", wp_privacy(A), wp_privacy(B, added_clause, effective="December 4, 2026"), WPU, "legal",
    "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["Mixpanel"]}, absent=("blocks_removed",))
removed = PRIV[:1] + [("How we use information", PRIV[1][1][:1])] + PRIV[2:]
add("wp privacy: the opt-out clause about product updates removed", wp_privacy(A), wp_privacy(B, removed), WPU, "legal", "changed",
    ("meaningful", "major"), ("policy_changed",), contains={"blocks_removed": ["product updates"]}, absent=("blocks_added",))
retention = PRIV[:3] + [("Retention", ["We keep account data while your account is open and for 30 days after it is closed."])]
add("wp privacy: retention shortened 90 → 30 days", wp_privacy(A), wp_privacy(B, retention), WPU, "legal", "changed", ("meaningful", "major"), ("policy_changed",))
add("wp privacy: footer menu re-ordered", wp_privacy(A), wp_privacy(B, foot=FOOT[::-1]), WPU, "legal", "quiet")
add("wp privacy: a 'Your Privacy Choices' link added to the footer", wp_privacy(A), wp_privacy(B, choices=True), WPU, "legal", "any", ("minor",))
add("wp privacy: a new section 'Children' added", wp_privacy(A), wp_privacy(B, PRIV + [("Children", ["The service is not directed to children under 16."])]), WPU, "legal",
    "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["children under 16"]}, absent=("blocks_removed",))


def osano_terms(f: dict[str, Any], clauses: list[str], *, updated: str = "Last modified: October 2, 2026") -> str:
    items = "".join(f'<li id="s{i + 1}"><p>{c}</p></li>' for i, c in enumerate(clauses))
    body = ('<header class="site-header"><a href="/">Kitewire</a></header><main id="main-content"><section class="legal"><h1>Terms of Service</h1>'
            f'<p class="legal__updated">{updated}</p><ol class="legal__clauses">{items}</ol></section></main>'
            '<footer><p>© 2026 Kitewire, Inc.</p></footer>'
            '<div class="osano-cm-window" dir="ltr"><div class="osano-cm-dialog osano-cm-dialog--position_bottom osano-cm-dialog--type_bar osano-cm-dialog--hidden" '
            'role="dialog" aria-live="polite"><span class="osano-cm-content"><span class="osano-cm-message">This website utilizes technologies such as cookies to enable essential site functionality.</span>'
            '<a href="https://kitewire.io/privacy" class="osano-cm-storage-policy osano-cm-link">Storage Preferences</a></span><div class="osano-cm-dialog__buttons">'
            '<button class="osano-cm-accept-all osano-cm-buttons__button">Accept</button></div></div>'
            f'<div class="osano-cm-widget" title="Cookie Preferences" data-uid="{f["rid"]}"></div></div>'
            f'<script src="https://cmp.osano.com/{f["hx"][:12]}/{f["rid"][:8]}/osano.js?variant=two"></script>')
    return page("Terms of Service | Kitewire", body, f)


TERMS = ["You must be 18 or older to use the service.", "You are responsible for the content you upload.",
         "Fees are billed monthly in advance and are non-refundable.", "Either party may terminate with 30 days' written notice."]
OTU = "https://kitewire.io/terms"
add("osano terms: consent widget uid and loader path churn", osano_terms(A, TERMS), osano_terms(B, TERMS), OTU, "legal", "quiet")
add("osano terms: 'Last modified' date only", osano_terms(A, TERMS), osano_terms(B, TERMS, updated="Last modified: December 4, 2026"), OTU, "legal", "quiet")
add("osano terms: refunds clause changed (non-refundable → refundable within 14 days)", osano_terms(A, TERMS),
    osano_terms(B, TERMS[:2] + ["Fees are billed monthly in advance and are refundable within 14 days."] + TERMS[3:]), OTU, "legal", "changed",
    ("meaningful", "major"), ("policy_changed",))
add("osano terms: an AI-training clause inserted (later clauses renumbered)", osano_terms(A, TERMS),
    osano_terms(B, TERMS[:2] + ["We may use anonymised content to improve our machine-learning models unless you opt out."] + TERMS[2:]), OTU, "legal",
    "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["machine-learning"]}, absent=("blocks_removed",))


# ------------------------------------------------------------------ team / leadership pages
LEAD = [("maya-okafor", "Maya Okafor", "Chief Executive Officer", "Maya co-founded Ferrule after a decade building payment networks."),
        ("lars-eriksen", "Lars Eriksen", "Chief Technology Officer", "Lars leads engineering and the platform team."),
        ("priya-natarajan", "Priya Natarajan", "Chief Financial Officer", "Priya joined from a public fintech, where she led two fundraises."),
        ("tom-becker", "Tom Becker", "Head of Marketing", "Tom runs brand, content and demand generation."),
        ("aiko-sato", "Aiko Sato", "VP Customer Success", "Aiko looks after our customers from onboarding to renewal.")]


def next_team(f: dict[str, Any], people: list[tuple[str, str, str, str]] = LEAD, *, social_first: str = "linkedin", imgix: bool = False) -> str:
    cards = []
    for slug, name, role, bio in people:
        if imgix:
            src = f"https://ferrule.imgix.net/team/{slug}.jpg?auto=format&fit=crop&w=480&h=480&q={70 + f['seed'] * 5}&s={f['hx']}"
            img = f'<img alt="{name}" src="{src}" width="240" height="240">'
        else:
            img = (f'<img alt="{name}" loading="lazy" width="240" height="240" decoding="async" data-nimg="1" class="rounded-full" style="color:transparent" '
                   f'srcset="/_next/image?url=https%3A%2F%2Fimages.ctfassets.net%2Fq8c1%2F{f["cid"]}{slug}%2F{f["hx"][:10]}%2F{slug}.jpg&amp;w=256&amp;q=75 1x, '
                   f'/_next/image?url=https%3A%2F%2Fimages.ctfassets.net%2Fq8c1%2F{f["cid"]}{slug}%2F{f["hx"][:10]}%2F{slug}.jpg&amp;w=640&amp;q=75 2x" '
                   f'src="/_next/image?url=https%3A%2F%2Fimages.ctfassets.net%2Fq8c1%2F{f["cid"]}{slug}%2F{f["hx"][:10]}%2F{slug}.jpg&amp;w=640&amp;q=75">')
        soc = [f'<a href="https://www.linkedin.com/in/{slug}/" aria-label="{name} on LinkedIn"><svg class="h-5 w-5"></svg></a>',
               f'<a href="https://x.com/{slug.replace("-", "")}" aria-label="{name} on X"><svg class="h-5 w-5"></svg></a>']
        if social_first != "linkedin":
            soc = soc[::-1]
        cards.append(f'<li class="flex flex-col gap-4">{img}<div><h3 class="text-lg font-semibold leading-8 tracking-tight text-gray-900">{name}</h3>'
                     f'<p class="text-base leading-7 text-gray-600">{role}</p><p class="mt-4 text-base leading-7 text-gray-600">{bio}</p>'
                     f'<ul role="list" class="mt-6 flex gap-x-6"><li>{soc[0]}</li><li>{soc[1]}</li></ul></div></li>')
    body = ('<div id="__next"><header class="bg-white"><nav class="mx-auto flex max-w-7xl" aria-label="Global"><a href="/">Ferrule</a><a href="/company">Company</a></nav></header>'
            '<main><div class="bg-white py-24 sm:py-32"><div class="mx-auto max-w-7xl px-6 lg:px-8"><div class="mx-auto max-w-2xl lg:mx-0">'
            '<h2 class="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Our leadership</h2><p class="mt-6 text-lg leading-8 text-gray-600">The team building Ferrule.</p></div>'
            f'<ul role="list" class="mx-auto mt-20 grid max-w-2xl grid-cols-1 gap-x-8 gap-y-14 sm:grid-cols-2 lg:mx-0 lg:max-w-none lg:grid-cols-3">{"".join(cards)}</ul></div></div></main>'
            '<footer class="bg-gray-900"><p class="text-xs leading-5 text-gray-400">© 2026 Ferrule, Inc. All rights reserved.</p></footer></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"people":{len(people)},"generatedAt":{f["ms"]}}}}},"page":"/company/leadership",'
            f'"buildId":"{f["build"]}","isFallback":false,"gsp":true,"scriptLoader":[]}}</script>')
    return page("Leadership | Ferrule", body, f)


NTU = "https://ferrule.com/company/leadership"
add("next team: next/image srcset (Contentful asset ids) rotated, build id, generatedAt", next_team(A), next_team(B), NTU, "team", "quiet")
add("next team: imgix photo URLs re-signed (q= and s=)", next_team(A, imgix=True), next_team(B, imgix=True), NTU, "team", "quiet")
add("next team: LinkedIn and X icons swapped in every card", next_team(A), next_team(B, social_first="x"), NTU, "team", "quiet")
add("next team: photos moved from next/image to imgix", next_team(A), next_team(B, imgix=True), NTU, "team", "quiet")
add("next team: a Chief Operating Officer joins", next_team(A), next_team(B, LEAD[:3] + [("dana-wu", "Dana Wu", "Chief Operating Officer", "Dana joined from Adyen.")] + LEAD[3:]),
    NTU, "team", "changed", ("major",), ("people_added",), contains={"blocks_added": ["Dana Wu"]}, absent=("blocks_removed",))
add("next team: the CFO leaves", next_team(A), next_team(B, LEAD[:2] + LEAD[3:]), NTU, "team", "changed", ("major",), ("people_removed",),
    contains={"blocks_removed": ["Priya Natarajan"]}, absent=("blocks_added",))
add("next team: Head of Marketing → Chief Marketing Officer", next_team(A),
    next_team(B, LEAD[:3] + [("tom-becker", "Tom Becker", "Chief Marketing Officer", LEAD[3][3])] + LEAD[4:]), NTU, "team", "changed",
    ("meaningful", "major"), ("role_changed",), fields=(("Tom Becker", "Head of Marketing", "Chief Marketing Officer"),))
add("next team: a bio sentence rewritten", next_team(A),
    next_team(B, LEAD[:1] + [("lars-eriksen", "Lars Eriksen", "Chief Technology Officer", "Lars leads engineering, security and the platform team.")] + LEAD[2:]),
    NTU, "team", "any", ("minor",))
add("next team: the grid shuffled", next_team(A), next_team(B, [LEAD[i] for i in (3, 0, 4, 2, 1)]), NTU, "team", "quiet")
add("next team: shuffled and the VP Customer Success leaves", next_team(A), next_team(B, [LEAD[i] for i in (3, 0, 2, 1)]), NTU, "team", "changed",
    ("meaningful", "major"), ("people_removed",), contains={"blocks_removed": ["Aiko Sato"]}, absent=("blocks_added",))
add("next team: a CEO successor in the same slot", next_team(A),
    next_team(B, [("jon-adler", "Jon Adler", "Chief Executive Officer", "Jon joined Ferrule as CEO in December 2026.")] + LEAD[1:]), NTU, "team", "changed",
    ("major",), ("people_added", "people_removed"), contains={"blocks_added": ["Jon Adler"], "blocks_removed": ["Maya Okafor"]})


# ------------------------------------------------------------------ status pages (HTML)
def _bars(f: dict[str, Any], n: int = 90, bad: int = -1) -> str:
    """Statuspage's 90-day uptime bars: one <rect> per day (the window moves by one day between fetches), a tooltip day each."""
    off = f["seed"]
    rects = "".join(f'<rect height="34" width="3" x="{5 * i}" y="0" fill="{"#e5a13b" if i == bad else "#3fb950"}" class="uptime-day component-{f["cid"]} day-{i + off}" '
                    'data-html="true" tabindex="0" role="tooltip"></rect>' for i in range(n))
    return f'<svg class="availability-time-line-graphic" preserveAspectRatio="none" height="34" viewBox="0 0 448 34">{rects}</svg>'


def statuspage_html(f: dict[str, Any], comps: list[tuple[str, str]], *, uptime: tuple[str, ...] = ("99.98", "100.0", "99.91"), incident: str = "",
                    banner: str = "All Systems Operational", maint: str = "") -> str:
    comp_html = "".join(
        f'<div class="component-container border-color"><div class="component-inner-container status-{st.lower().replace(" ", "-")} showcased" data-component-id="c{i}{f["cid"]}" '
        f'data-component-status="{st.lower().replace(" ", "_")}" data-js-hook=""><span class="name">{name}</span><span class="tooltip-base tool" title="{name} status">?</span>'
        f'<span class="component-status " title="{st}">{st}</span>'
        f'<div class="shared-partial uptime-90-days-wrapper">{_bars(f, bad=(7 if i == 0 else -1))}<div class="legend legend-group"><div class="legend-item light legend-item-date-range">'
        f'<span class="availability-time-line-legend-day-count">90</span> days ago</div><div class="spacer"></div><div class="legend-item legend-item-uptime-value legend-item-{f["cid"]}">'
        f'<span id="uptime-percent-c{i}">{(uptime[i] if f["seed"] == 0 else str(round(float(uptime[i]) - 0.01, 2)))}</span> % uptime</div><div class="spacer"></div>'
        '<div class="legend-item light legend-item-date-range">Today</div></div></div></div>' for i, (name, st) in enumerate(comps))
    body = ('<div class="layout-content status status-index starter"><div class="masthead-container basic"><div class="masthead has-logo"><div class="logo-container">'
            f'<a href="https://relaywave.io"><img src="https://dka575ofm4ao0.cloudfront.net/pages-transactional_logos/retina/{f["cid"]}/logo.png" alt="Relaywave"></a></div></div>'
            '<div class="updates-dropdown-container"><a class="show-updates-dropdown">Subscribe to Updates</a></div></div><div class="container">'
            f'{incident}<div class="page-status status-none"><span class="status font-large">{banner}</span></div>{maint}'
            '<div class="components-section font-regular"><div class="components-uptime-link history-footer-link">Uptime over the past 90 days. '
            f'<a href="https://status.relaywave.io/uptime">View historical uptime.</a></div><div class="components-container one-column">{comp_html}</div></div>'
            '<div class="component-statuses-legend font-small"><div class="legend-item status-operational">Operational</div><div class="legend-item status-degraded-performance">Degraded Performance</div>'
            '<div class="legend-item status-partial-outage">Partial Outage</div><div class="legend-item status-major-outage">Major Outage</div><div class="legend-item status-maintenance">Maintenance</div></div>'
            '<div class="incidents-list format-expanded"><h2 class="font-largest">Past Incidents</h2>'
            f'<div class="status-day font-regular no-incidents"><div class="date border-color font-large">{f["day"]}</div><p class="color-secondary">No incidents reported today.</p></div></div>'
            '</div><div class="page-footer border-color font-small"><a href="https://status.relaywave.io/history">Incident History</a><span class="powered-by">'
            '<a href="https://www.atlassian.com/software/statuspage?utm_campaign=status.relaywave.io&amp;utm_content=SP-notifications&amp;utm_medium=powered-by&amp;utm_source=inapp">Powered by Atlassian Statuspage</a></span></div></div>'
            f'<script>var pageColorData = {{"blue":"#3498DB"}};window.__sp_csrf="{f["hx"]}";</script>')
    return page("Relaywave Status", body, f, head=f'<meta name="csrf-token" content="{f["nonce"]}{f["hx"]}">')


SPC = [("API", "Operational"), ("Dashboard", "Operational"), ("Webhooks", "Operational")]
SPU = "https://status.relaywave.io/"
SP_INC = ('<div class="unresolved-incidents"><div class="unresolved-incident impact-minor"><div class="incident-title font-large">'
          '<a class="whitespace-pre-wrap actual-title with-ellipsis" href="https://status.relaywave.io/incidents/x1y2z3">Delayed webhook deliveries</a></div>'
          '<div class="updates"><div class="update"><strong>{st}</strong> - <span class="whitespace-pre-wrap">{msg}</span><br><small>Posted <span class="ago">{ago}</span>. '
          '<span data-datetime-unix="{ms}" data-z-format="MMM &lt;var data-var=\'date\'&gt;D&lt;/var&gt;, &lt;var data-var=\'time\'&gt;HH:mm&lt;/var&gt; UTC">Dec 4, 09:12 UTC</span></small></div>{more}</div></div></div>')


def sp_inc(f: dict[str, Any], st: str, msg: str, more: str = "") -> str:
    return SP_INC.format(st=st, msg=msg, ago=f["ago"], ms=f["ms"], more=more)


add("statuspage html: 90-day bars shift a day, uptime % ticks, csrf, logo path", statuspage_html(A, SPC), statuspage_html(B, SPC), SPU, "status", "quiet")
add("statuspage html: Webhooks degraded", statuspage_html(A, SPC), statuspage_html(B, SPC[:2] + [("Webhooks", "Degraded Performance")], banner="Minor Service Outage"),
    SPU, "status", "changed", ("meaningful", "major"), ("component_degraded",))
add("statuspage html: an incident opened (investigating) with Webhooks degraded", statuspage_html(A, SPC),
    statuspage_html(B, SPC[:2] + [("Webhooks", "Degraded Performance")], banner="Minor Service Outage",
                    incident=sp_inc(B, "Investigating", "We are investigating delays in webhook deliveries.")),
    SPU, "status", "changed", ("meaningful", "major"), ("incident_opened",), contains={"incidents": ["Delayed webhook deliveries"]})
inc1 = sp_inc(A, "Investigating", "We are investigating delays in webhook deliveries.")
inc2 = sp_inc(B, "Identified", "A queue consumer was stuck; we restarted it and deliveries are catching up.",
              '<div class="update"><strong>Investigating</strong> - <span class="whitespace-pre-wrap">We are investigating delays in webhook deliveries.</span></div>')
degr = SPC[:2] + [("Webhooks", "Degraded Performance")]
add("statuspage html: the incident moves investigating → identified", statuspage_html(A, degr, banner="Minor Service Outage", incident=inc1),
    statuspage_html(B, degr, banner="Minor Service Outage", incident=inc2), SPU, "status", "changed", ("meaningful", "minor"), ("incident_updated",),
    contains={"incidents": ["Delayed webhook deliveries"]})
add("statuspage html: the incident resolved and the component back", statuspage_html(A, degr, banner="Minor Service Outage", incident=inc2),
    statuspage_html(B, SPC), SPU, "status", "changed", ("meaningful", "minor"), ("incident_resolved", "component_recovered"))
SP_MAINT = ('<div class="scheduled-maintenances-container"><div class="scheduled-maintenance impact-maintenance"><div class="incident-title font-large">'
            '<a class="whitespace-pre-wrap actual-title" href="https://status.relaywave.io/incidents/m9">Database upgrade</a></div>'
            '<div class="updates"><div class="update"><strong>Scheduled</strong> - <span class="whitespace-pre-wrap">We will upgrade the primary database on Dec 10, 02:00 - 03:00 UTC. '
            'The dashboard will be read-only.</span></div></div></div></div>')
add("statuspage html: a maintenance scheduled", statuspage_html(A, SPC), statuspage_html(B, SPC, maint=SP_MAINT), SPU, "status", "changed",
    ("minor", "meaningful"), ("maintenance_scheduled", "incident_opened"), contains={"incidents": ["Database upgrade"]})


def betterstack_html(f: dict[str, Any], comps: list[tuple[str, str]], *, incident: str = "", headline: str = "All services are online") -> str:
    rows = "".join(f'<div class="flex items-center justify-between py-4 border-b"><div class="flex items-center gap-2"><span class="font-medium">{n}</span></div>'
                   f'<div class="flex items-center gap-4"><span class="text-sm text-gray-500">{("100.000%" if f["seed"] == 0 else "99.998%") if i else "99.981%"} uptime</span>'
                   f'<span class="text-sm {"text-green-600" if s == "Operational" else "text-orange-500"}">{s}</span></div></div>' for i, (n, s) in enumerate(comps))
    body = (f'<div id="app" data-v-app=""><header class="container mx-auto"><a href="https://harbor-analytics.co.uk"><img src="https://uploads.betterstack.com/{f["hx"]}/logo.png" alt="Harbor Analytics"></a>'
            '<a href="#" class="btn">Get updates</a></header><main class="container mx-auto"><section class="rounded-lg p-6 bg-white shadow">'
            f'<div class="flex items-center gap-3"><h2 class="text-2xl font-semibold">{headline}</h2></div><p class="text-sm text-gray-500">Last updated on {f["day"]} '
            f'{"10:15:02" if f["seed"] == 0 else "10:16:44"} UTC · Updated {f["secs"]} seconds ago</p></section>{incident}'
            f'<section class="mt-8"><h3 class="text-lg font-semibold">Current status by service</h3>{rows}</section>'
            '<section class="mt-8"><a href="/history" class="text-sm">View incident history</a></section></main>'
            '<footer class="container mx-auto text-sm text-gray-400"><a href="https://betterstack.com/status-page?utm_source=status_page">Powered by Better Stack</a></footer></div>')
    return page("Harbor Analytics status", body, f)


BSU = "https://status.harbor-analytics.co.uk/"
BSC = [("Website", "Operational"), ("Ingestion API", "Operational"), ("Reports", "Operational")]
BS_INC = ('<section class="mt-8 rounded-lg border border-orange-300 p-6"><h3 class="text-lg font-semibold">Reports are loading slowly</h3>'
          '<div class="mt-3"><p class="text-sm font-medium">{st} · {when}</p><p class="text-sm">{msg}</p></div></section>')
add("better stack html: 'Updated N seconds ago', timestamps, measured uptime, logo upload path", betterstack_html(A, BSC), betterstack_html(B, BSC), BSU, "status", "quiet")
add("better stack html: an incident opened, Reports degraded", betterstack_html(A, BSC),
    betterstack_html(B, BSC[:2] + [("Reports", "Degraded")], headline="Some services are degraded",
                     incident=BS_INC.format(st="Investigating", when="Dec 4, 10:02 UTC", msg="We are looking into slow report generation.")),
    BSU, "status", "changed", ("meaningful", "major"), ("incident_opened",), contains={"incidents": ["Reports are loading slowly"]})
add("better stack html: the incident resolved", betterstack_html(A, BSC[:2] + [("Reports", "Degraded")], headline="Some services are degraded",
                                                                 incident=BS_INC.format(st="Investigating", when="Dec 4, 10:02 UTC", msg="We are looking into slow report generation.")),
    betterstack_html(B, BSC, incident=BS_INC.format(st="Resolved", when="Dec 4, 11:40 UTC", msg="Report generation is back to normal.")),
    BSU, "status", "changed", ("meaningful", "minor"), ("incident_resolved", "component_recovered"))


def cachet(f: dict[str, Any], comps: list[tuple[str, str]], *, incidents: list[tuple[str, str, str]] = ()) -> str:  # type: ignore[assignment]
    rows = "".join(f'<li class="list-group-item component status-{1 if s == "Operational" else 2}"><a href="https://ferrule.com" target="_blank" class="links">{n}</a>'
                   f'<small class="pull-right text-component-{1 if s == "Operational" else 2} {"greens" if s == "Operational" else "blues"}" data-toggle="tooltip" '
                   f'title="Last Updated {f["ago"]}">{s}</small></li>' for n, s in comps)
    inc = "".join(f'<div class="panel panel-message incident"><div class="panel-heading"><strong>{name}</strong></div><div class="panel-body markdown-body"><p>{msg}</p></div>'
                  f'<div class="panel-footer"><small><span data-toggle="tooltip" title="Thursday 4th December 2026 10:02:00">{st}, {f["ago"]}</span></small></div></div>'
                  for name, st, msg in incidents)
    body = (f'<div class="app-banner"><div class="container"><a href="/"><img src="/banner?ts={f["ts"]}" class="img-responsive"></a></div></div>'
            f'<div class="container" id="app"><div class="section-messages"></div><div class="section-status"><div class="alert alert-{"success" if all(s == "Operational" for _, s in comps) else "info"}">'
            f'{"All systems are operational" if all(s == "Operational" for _, s in comps) else "Some systems are experiencing issues"}</div></div>'
            f'<div class="section-components"><ul class="list-group components"><li class="list-group-item group-name"><strong>Ferrule</strong></li>{rows}</ul></div>'
            f'<div class="section-timeline"><h1>Past Incidents</h1><h4>{f["day"]}</h4>{inc or "<div class=panel><div class=panel-body><p>No incidents reported</p></div></div>"}</div></div>'
            '<footer class="footer"><div class="container"><p>Powered by <a href="https://cachethq.io" class="links">Cachet</a>.</p></div></footer>'
            f'<script>window.Global = {{"csrfToken":"{f["hx"]}"}};</script>')
    return page("Ferrule | Status", body, f, head=f'<meta name="token" content="{f["hx"]}">')


CAU = "https://status.ferrule.com/"
CAC = [("API", "Operational"), ("Dashboard", "Operational"), ("Payouts", "Operational")]
add("cachet html: tooltips 'Last Updated …', banner ts, csrf", cachet(A, CAC), cachet(B, CAC), CAU, "status", "quiet")
add("cachet html: Payouts 'Performance Issues' with an incident", cachet(A, CAC),
    cachet(B, CAC[:2] + [("Payouts", "Performance Issues")], incidents=[("Delayed payouts", "Investigating", "Some payouts are delayed by up to an hour.")]),
    CAU, "status", "changed", ("meaningful", "major"), ("incident_opened", "component_degraded"), contains={"incidents": ["Delayed payouts"]})


# ------------------------------------------------------------------ newsroom / investor relations
PR = [("ferrule-raises-40m-series-b", "Ferrule raises $40M Series B to expand in Europe", "November 18, 2026", "2026-11-18"),
      ("ferrule-opens-dublin-office", "Ferrule opens Dublin office", "October 30, 2026", "2026-10-30"),
      ("ferrule-launches-instant-payouts", "Ferrule launches Instant Payouts for marketplaces", "October 2, 2026", "2026-10-02")]


def ticker(f: dict[str, Any]) -> str:
    px, ch, pc = ("42.17", "+0.53", "+1.27%") if f["seed"] == 0 else ("41.88", "-0.29", "-0.69%")
    return ('<div class="stock-ticker" data-widget="q4-stock-quote"><span class="stock-ticker__exchange">NASDAQ: FRRL</span> '
            f'<span class="stock-ticker__price">${px}</span> <span class="stock-ticker__change">{ch} ({pc})</span> '
            f'<span class="stock-ticker__time">{f["day"]} 4:00 PM ET · Minimum 15 minutes delayed</span></div>')


def newsroom(f: dict[str, Any], prs: list[tuple[str, str, str, str]] = PR, *, trending: int = 0, pdf: bool = True) -> str:
    rows = "".join(f'<article class="press-release"><time datetime="{iso}">{day}</time><h3><a href="/newsroom/{slug}">{t}</a></h3>'
                   + (f'<a class="pdf" href="/files/press/{slug}.pdf?v={f["build"][:6]}">PDF</a>' if pdf else "") + "</article>" for slug, t, day, iso in prs)
    trend = [("How we cut payout times to 4 seconds", "/blog/payout-times"), ("Inside our Dublin office", "/blog/dublin"), ("Marketplace fraud in 2026", "/blog/fraud-2026")]
    trend = trend[trending:] + trend[:trending]
    body = (f'<header><a href="/">Ferrule</a>{ticker(f)}</header><main><h1>Newsroom</h1><section class="press-releases"><h2>Press releases</h2>{rows}'
            f'<button class="load-more" data-page="2" data-token="{f["hx"]}">Load more</button></section>'
            '<aside class="sidebar"><h2>Trending</h2><ul>' + "".join(f'<li><a href="{h}">{t}</a></li>' for t, h in trend) + '</ul>'
            '<h2>Media contact</h2><p>press@ferrule.com</p></aside></main><footer><p>© 2026 Ferrule, Inc.</p></footer>')
    return page("Newsroom | Ferrule", body, f)


NRU = "https://ferrule.com/newsroom"
add("newsroom: stock ticker, PDF ?v=, load-more token, trending rotated", newsroom(A), newsroom(B, trending=1), NRU, "newsroom", "quiet")
add("newsroom: a new press release (a partnership)", newsroom(A),
    newsroom(B, [("ferrule-partners-with-shopline", "Ferrule partners with Shopline on cross-border payouts", "December 4, 2026", "2026-12-04")] + PR),
    NRU, "newsroom", "changed", ("meaningful",), ("post_published",), exact={"items_added": ["Ferrule partners with Shopline on cross-border payouts"]},
    absent=("items_removed",), published={"items_added": {"Ferrule partners with Shopline on cross-border payouts": "2026-12-04"}})
add("newsroom: a new press release (an acquisition)", newsroom(A),
    newsroom(B, [("ferrule-acquires-payvault", "Ferrule to acquire PayVault", "December 4, 2026", "2026-12-04")] + PR),
    NRU, "newsroom", "changed", ("major",), ("post_published",), exact={"items_added": ["Ferrule to acquire PayVault"]}, absent=("items_removed",))
add("newsroom: a headline's typo corrected", newsroom(A), newsroom(B, PR[:1] + [("ferrule-opens-dublin-office", "Ferrule opens Dublin office", "October 30, 2026", "2026-10-30")]
                                                                  + [("ferrule-launches-instant-payouts", "Ferrule launches Instant Payouts for Marketplaces", "October 2, 2026", "2026-10-02")]),
    NRU, "newsroom", "any", ("minor",), absent=ITEMS)
add("newsroom: PDF links dropped from every release", newsroom(A), newsroom(B, pdf=False), NRU, "newsroom", "any", ("minor",), absent=ITEMS)


def investors(f: dict[str, Any], docs: list[tuple[str, str]], *, events: list[str] = ()) -> str:  # type: ignore[assignment]
    rows = "".join(f'<tr><td>{t}</td><td><a href="/investors/files/{h}.pdf?_={f["ts"]}" class="ir-doc">PDF</a></td></tr>' for t, h in docs)
    ev = "".join(f"<li>{e}</li>" for e in events) or "<li>No upcoming events.</li>"
    body = ('<header><a href="/">Ferrule</a><nav><a href="/investors">Investors</a></nav></header><main><h1>Investor Relations</h1>'
            f'<section class="ir-quote">{ticker(f)}<p class="ir-marketcap">Market cap: ${"3.21" if f["seed"] == 0 else "3.19"}B</p></section>'
            f'<section><h2>Quarterly results</h2><table class="ir-results"><thead><tr><th>Report</th><th>Download</th></tr></thead><tbody>{rows}</tbody></table></section>'
            f'<section><h2>Upcoming events</h2><ul>{ev}</ul></section></main><footer><p>© 2026 Ferrule, Inc.</p></footer>'
            f'<script src="https://widgets.q4app.com/widgets/q4.api.{f["build"][:6]}.js"></script>')
    return page("Investor Relations | Ferrule", body, f)


IRU = "https://ferrule.com/investors"
IRD = [("Q3 2026 shareholder letter", "q3-2026-letter"), ("Q2 2026 shareholder letter", "q2-2026-letter"), ("Q1 2026 shareholder letter", "q1-2026-letter")]
add("investors: quote widget, market cap, cache-busted PDFs", investors(A, IRD), investors(B, IRD), IRU, "investors", "quiet")
add("investors: Q4 results letter posted", investors(A, IRD), investors(B, [("Q4 2026 shareholder letter", "q4-2026-letter")] + IRD), IRU, "investors", "changed",
    ("meaningful", "major"), absent=("blocks_removed", "items_removed"))
add("investors: an earnings call announced", investors(A, IRD), investors(B, IRD, events=["Q4 2026 earnings call — February 12, 2027, 5:00 PM ET (webcast)"]),
    IRU, "investors", "changed", ("meaningful", "major"))


# ------------------------------------------------------------------ noisy markup: state blobs, experiments, personalisation
TESTI = [("“Payouts went from days to seconds.”", "Ana Ruiz, COO at Mercado Feliz"), ("“The API is a joy.”", "Ben Ito, CTO at Kaimana"),
         ("“Support answers in minutes.”", "Chloé Martin, Ops lead at Brocante")]


def state_blob(kind: str, f: dict[str, Any]) -> str:
    if kind == "next":
        return (f'<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"now":"2026-12-0{3 + f["seed"]}T10:00:{f["secs"]:02d}Z","requestId":"{f["rid"]}",'
                f'"abBucket":"{"A" if f["seed"] == 0 else "B"}","geo":{{"country":"{f["store"].upper()}"}}}},"__N_SSP":true}},"page":"/","query":{{}},"buildId":"{f["build"]}",'
                f'"runtimeConfig":{{"sentryRelease":"{f["sha"]}"}},"isFallback":false,"isExperimentalCompile":false,"gssp":true,"scriptLoader":[]}}</script>')
    if kind == "nuxt3":
        return (f'<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">[{{"state":1,"once":4,"_errors":5,"serverRendered":7}},'
                f'{{"$sauth":2,"$stime":3}},"{f["hx"]}",{f["ms"]},["Set"],{{}},null,true]</script><script>window.__NUXT__={{}};window.__NUXT__.config={{public:{{buildId:"{f["build"]}"}},'
                f'app:{{baseURL:"/",buildAssetsDir:"/_nuxt/",cdnURL:""}}}}</script>')
    if kind == "remix":
        return (f'<script>window.__remixContext = {{"basename":"/","future":{{"v3_fetcherPersist":true}},"isSpaMode":false,"state":{{"loaderData":{{"root":{{"ENV":{{"SENTRY_RELEASE":"{f["sha"]}"}},'
                f'"csrf":"{f["hx"]}","nonce":"{f["nonce"]}","now":{f["ms"]}}}}},"actionData":null,"errors":null}}}};__remixContext.p = function(v,e,p,x) {{}};</script>'
                f'<script type="module" async="">import "/build/manifest-{f["build"][:8]}.js";</script>')
    if kind == "astro":
        return (f'<astro-island uid="Z{f["hx"][:6]}" prefix="r{f["seed"]}" component-url="/_astro/Counter.{f["build"][:8]}.js" component-export="default" renderer-url="/_astro/client.{f["hx"][:8]}.js" '
                f'props="{{&quot;renderedAt&quot;:[0,&quot;{f["ms"]}&quot;],&quot;visitorId&quot;:[0,&quot;{f["rid"]}&quot;]}}" ssr="" client="idle" '
                f'opts="{{&quot;name&quot;:&quot;Counter&quot;,&quot;value&quot;:true}}" await-children=""></astro-island>')
    if kind == "sveltekit":
        return (f'<script>{{__sveltekit_{f["hx"][:6]} = {{base: new URL(".", location).pathname.slice(0, -1), env: {{"PUBLIC_RELEASE":"{f["sha"]}"}}}};'
                f'const element = document.currentScript.parentElement;const data = [null,{{"type":"data","data":{{now:{f["ms"]},nonce:"{f["nonce"]}"}},"uses":{{}}}}];'
                f'Promise.all([import("./_app/immutable/entry/start.{f["build"][:8]}.js"),import("./_app/immutable/entry/app.{f["hx"][:8]}.js")]).then(([kit, app]) => {{kit.start(app, element, {{node_ids: [0, 2],data}});}});}}</script>')
    if kind == "apollo":
        return (f'<script>window.__APOLLO_STATE__={{"ROOT_QUERY":{{"viewer":{{"__ref":"Visitor:{f["rid"]}"}},"serverTime":"{f["ms"]}"}},'
                f'"Visitor:{f["rid"]}":{{"__typename":"Visitor","id":"{f["rid"]}","greeting":"{f["greet"]}"}}}};</script>')
    if kind == "gatsby":
        return (f'<script>window.___webpackCompilationHash="{f["hx"]}";</script><script id="gatsby-chunk-mapping">window.___chunkMapping={{"app":["/app-{f["build"][:8]}.js"],'
                f'"component---src-pages-index-tsx":["/component---src-pages-index-tsx-{f["hx"][:8]}.js"]}};</script>'
                '<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" '
                'aria-live="assertive" aria-atomic="true"></div>')
    raise AssertionError(kind)


def noisy_home(f: dict[str, Any], blob: str, *, headline: str = "Instant payouts for marketplaces", testi_order: tuple[int, ...] = (0, 1, 2),
               variant: bool = False, greet: bool = False, geo: bool = False, price: str = "$0.25") -> str:
    exp = (f'<div class="hero" data-optimizely-experiment="2904113{f["seed"]}" data-variant="{"control" if f["seed"] == 0 else "v1"}">' if variant else '<div class="hero">')
    testi = "".join(f'<div class="swiper-slide{" swiper-slide-active" if k == 0 else ""}" data-swiper-slide-index="{i}"><blockquote>{q}</blockquote><cite>{c}</cite></div>'
                    for k, i in enumerate(testi_order) for q, c in [TESTI[i]])
    banner = ('<div class="geo-banner" role="region" aria-label="Regional site suggestion"><p>It looks like you\'re in {f["geo"]}. '
              f'<a href="https://ferrule.com/{f["store"]}/">Visit the {f["geo"]} site</a></p><button aria-label="Close">×</button></div>') if geo else ""
    hello = f'<p class="greeting">{f["greet"]}! Welcome to Ferrule.</p>' if greet else ""
    body = (f'{banner}<header class="site-header"><a href="/">Ferrule</a><nav><a href="/pricing">Pricing</a><a href="/customers">Customers</a></nav></header>'
            f'<main>{exp}{hello}<h1>{headline}</h1><p>Pay sellers in seconds, in 40 currencies, from one API.</p>'
            f'<a class="btn{" btn--v1" if variant and f["seed"] else ""}" href="/signup">Start free</a></div>'
            f'<section class="pricing-teaser"><h2>Simple pricing</h2><p>{price} per payout. No monthly fee.</p></section>'
            f'<section class="testimonials"><h2>Loved by marketplaces</h2><div class="swiper"><div class="swiper-wrapper">{testi}</div></div></section></main>'
            f'<footer><p>© 2026 Ferrule, Inc.</p></footer>{state_blob(blob, f)}')
    return page("Ferrule – Instant payouts for marketplaces", body, f,
                head=(f'<script>window.optimizely=window.optimizely||[];window.optimizely.push({{"type":"holdEvents"}});var __vwo_uuid="{f["hx"]}";</script>' if variant else ""))


HMU = "https://ferrule.com/"
for blob in ("next", "nuxt3", "remix", "astro", "sveltekit", "apollo", "gatsby"):
    add(f"homepage ({blob}): state blob with timestamps, nonces, build ids", noisy_home(A, blob), noisy_home(B, blob), HMU, "homepage", "quiet")
add("homepage (next): a new hero headline under the churning blob", noisy_home(A, "next"), noisy_home(B, "next", headline="Payouts in 40 currencies, in seconds"),
    HMU, "homepage", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["Payouts in 40 currencies"]})
add("homepage (remix): the per-payout price 0.25 → 0.30 under the churning blob", noisy_home(A, "remix"), noisy_home(B, "remix", price="$0.30"),
    HMU, "homepage", "changed", ("meaningful", "major", "minor"), ("price_changed", "content_changed"))
add("homepage: testimonial carousel order randomised per request", noisy_home(A, "next", testi_order=(0, 1, 2)), noisy_home(B, "next", testi_order=(2, 0, 1)),
    HMU, "homepage", "quiet")
add("homepage: Optimizely/VWO experiment ids, variant names and button classes", noisy_home(A, "next", variant=True), noisy_home(B, "next", variant=True),
    HMU, "homepage", "quiet")
add("homepage: time-of-day greeting (Good morning → Good evening)", noisy_home(A, "apollo", greet=True), noisy_home(B, "apollo", greet=True), HMU, "homepage", "quiet")
add("homepage: geo-IP banner names another country", noisy_home(A, "next", geo=True), noisy_home(B, "next", geo=True), HMU, "homepage", "quiet")
add("homepage: geo-IP banner shown on one fetch only", noisy_home(A, "next"), noisy_home(B, "next", geo=True), HMU, "homepage", "quiet")
add("homepage: all the noise at once plus a new testimonial", noisy_home(A, "next", variant=True, greet=True, geo=True),
    noisy_home(B, "next", variant=True, greet=True, geo=True, testi_order=(1, 2, 0)) .replace(
        '<div class="swiper-wrapper">', '<div class="swiper-wrapper"><div class="swiper-slide" data-swiper-slide-index="3"><blockquote>“We moved all 3,000 sellers in a week.”</blockquote>'
        '<cite>Dara Ng, CEO at Stallholder</cite></div>'), HMU, "homepage", "any", ("minor", "meaningful"))



# ============================================================================ batch 2 (written after batch 1 was fixed)

def batch2_corpus() -> None:
    # ---- Apache Celix's homepage: a "News" card of dated lines (<strong>date</strong> - text<br>)
    ce = corpus("html/asf-site__celix__home.html.gz")
    if ce:
        u = "https://celix.apache.org/"
        line = "<strong>29-September-2023</strong> - After a successful vote Celix 2.4.0 is released.<br>"
        add("project homepage: a release line added to the News card", ce,
            once(ce, line, "<strong>04-December-2026</strong> - After a successful vote Celix 2.5.0 is released.<br>\n                        " + line),
            u, "homepage", "changed", ("minor", "meaningful"), ("content_changed", "post_published"), contains={"blocks_added": ["Celix 2.5.0"]},
            absent=("items_removed",))
        add("project homepage: copyright year rolled", ce, once(ce, "Copyright &copy; 2025", "Copyright &copy; 2026"), u, "homepage", "quiet")

    # ---- Six Colors (WordPress, div.post per post)
    sc = corpus("html/rsparser__sixcolors.html.gz")
    if sc:
        u = "https://sixcolors.com/"
        first = sc.find('\t<div class="post">')
        post = ('\t<div class="post">\n<div class="linked"><div class="column1"><h3>By Jason Snell</h3><p class="dateline">'
                '<a href="https://sixcolors.com/post/2016/03/the-ipad-pro-one-year-on/">March  7, 2016  9:02 AM PT</a></p></div>'
                '<div class="column2"><h1><a href="https://sixcolors.com/post/2016/03/the-ipad-pro-one-year-on/">The iPad Pro, one year on</a></h1>'
                '<p>I have used the iPad Pro as my main computer on trips for a year now.</p></div></div></div>\n')
        add("wordpress blog (Six Colors): a new post on top", sc, sc[:first] + post + sc[first:], u, "blog", "changed", ("meaningful", "minor"),
            ("post_published",), contains={"items_added": ["The iPad Pro, one year on"]}, absent=("items_removed",))

    # ---- Google Alerts Atom: per-fetch redirect tokens in every link
    ga = corpus("feeds/feedjira__google_alerts_atom.xml")
    if ga:
        u = "https://www.google.com/alerts/feeds/04175468913983673025/4428013283581841004"
        ga2 = re.sub(r"(&amp;usg=)[A-Za-z0-9_-]+", r"\1AFQjCNE1x2y3z4w5v6u7t8s9r0q", ga)
        ga2 = re.sub(r"(&amp;ved=)[A-Za-z0-9_-]+", r"\g<1>0ahUKEwjX", ga2)
        ga2 = re.sub(r"<updated>[^<]*</updated>", "<updated>2026-12-04T10:00:00Z</updated>", ga2, count=1)
        if ga2 != ga:
            add("atom Google Alerts: the feed's <updated> and every link's usg/ved tokens", ga, ga2, u, "feed", "quiet")

    # ---- LiveMint RSS: every pubDate re-written in another time zone (the same instants)
    lm = corpus("feeds/rsparser__livemint.xml")
    if lm:
        from datetime import timedelta, timezone as _tz
        from email.utils import format_datetime, parsedate_to_datetime

        def ist(m: re.Match[str]) -> str:
            try:
                d = parsedate_to_datetime(m.group(1).strip())
            except (TypeError, ValueError):
                return m.group(0)
            return f"<pubDate>{format_datetime(d.astimezone(_tz(timedelta(hours=5, minutes=30))))}</pubDate>"
        # (its pubDates are GMT in CDATA sections: the CMS now writes them in Indian time, plain)
        lm2 = re.sub(r"<pubDate>(?:<!\[CDATA\[)?([^<\]]*)(?:\]\]>)?\s*</pubDate>", ist, lm)
        assert lm2 != lm
        add("rss LiveMint: every pubDate re-written in IST (+0530), the same instants", lm, lm2, "https://www.livemint.com/rss/companies", "feed", "quiet")

    # ---- Czech RSS (aktuality): a new article, and a category-only edit
    ak = corpus("feeds/rsparser__aktuality.rss")
    if ak:
        u = "https://www.aktuality.sk/rss/"
        its = feed_items(ak, "item")
        ni = new_item(its[0], "Vláda schválila rozpočet na rok 2027", "rozpocet-2027", "Thu, 04 Dec 2026 10:00:00 +0100")
        add("rss aktuality.sk: a new article", ak, window_push(ak, "item", ni), u, "feed", "changed", ("meaningful", "minor"), ("post_published",),
            exact={"items_added": ["Vláda schválila rozpočet na rok 2027"]}, absent=("items_removed",))


batch2_corpus()


# ------------------------------------------------------------------ consent banners seen on EU sites
def borlabs(f: dict[str, Any]) -> str:
    return (f'<div data-nosnippet><script id="BorlabsCookieBoxWrap" type="text/template"><div id="BorlabsCookieBox" class="BorlabsCookie" role="dialog" '
            f'aria-labelledby="CookieBoxTextHeadline" aria-modal="true"><div class="top-center" style="display: none;"><div class="_brlbs-box-wrap">'
            f'<div class="_brlbs-box _brlbs-box-advanced"><div class="cookie-box"><div class="container"><div class="row"><div class="col-12">'
            f'<div class="_brlbs-flex-center"><span role="heading" aria-level="3" class="_brlbs-h3" id="CookieBoxTextHeadline">Datenschutzeinstellungen</span></div>'
            f'<p id="CookieBoxTextDescription">Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell.</p>'
            f'<p class="_brlbs-accept"><a href="#" tabindex="0" role="button" class="_brlbs-btn _brlbs-btn-accept-all _brlbs-cursor" data-cookie-accept-all>Alle akzeptieren</a></p>'
            f'</div></div></div></div></div></div></div></div></script></div>'
            f'<script id="borlabs-cookie-js-extra">var borlabsCookieConfig = {{"ajaxURL":"https:\\/\\/werkhaus-moebel.de\\/wp-admin\\/admin-ajax.php",'
            f'"language":"de","animation":"1","cookieVersion":"{3 + f["seed"]}","cookieLifetime":"365","cookieDomain":"","blockedContentTypes":[],"boxLayout":"box",'
            f'"nonce":"{f["hx"][:10]}"}};</script>')


def real_cookie_banner(f: dict[str, Any]) -> str:
    return (f'<div id="a{f["hx"][:9]}-wrapper" class="rcb-banner" data-bg="background-color: rgba(0, 0, 0, 0.5);" style="display:none">'
            f'<div class="rcb-dialog"><p>Wir benötigen Ihre Zustimmung, bevor Sie unsere Website weiter besuchen können.</p>'
            f'<a class="rcb-btn" href="#consent-accept">Alle akzeptieren</a></div></div>'
            f'<script type="application/json" id="real-cookie-banner-data">{{"uuid":"{f["rid"]}","ts":{f["ts"]}}}</script>')


DSE = [("1. Verantwortlicher", "Werkhaus Möbel GmbH, Hafenstraße 4, 20457 Hamburg."),
       ("2. Hosting", "Unsere Website wird bei der Hetzner Online GmbH in Falkenstein gehostet."),
       ("3. Kontaktformular", "Ihre Angaben aus dem Kontaktformular speichern wir zur Bearbeitung der Anfrage.")]


def datenschutz(f: dict[str, Any], secs: list[tuple[str, str]] = DSE, *, stand: str = "Stand: 1. Oktober 2026",
                banner: Callable[[dict[str, Any]], str] = borlabs) -> str:
    content = "".join(f"<h2>{h}</h2><p>{t}</p>" for h, t in secs)
    body = (f'<header class="site-header"><a href="/">Werkhaus Möbel</a></header><main id="content"><article class="page">'
            f'<h1 class="entry-title">Datenschutzerklärung</h1><div class="entry-content">{content}<p><em>{stand}</em></p></div></article></main>'
            f'<footer class="site-footer"><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></footer>{banner(f)}')
    return page("Datenschutzerklärung – Werkhaus Möbel", body, f, lang="de")


DSU = "https://werkhaus-moebel.de/datenschutz/"
add("datenschutz: Borlabs Cookie box config, version and nonce", datenschutz(A), datenschutz(B), DSU, "legal", "quiet")
add("datenschutz: Borlabs replaced by Real Cookie Banner", datenschutz(A), datenschutz(B, banner=real_cookie_banner), DSU, "legal", "quiet")
add("datenschutz: 'Stand' date only", datenschutz(A), datenschutz(B, stand="Stand: 4. Dezember 2026"), DSU, "legal", "quiet")
add("datenschutz: a new section (Google Analytics) added", datenschutz(A),
    datenschutz(B, DSE + [("4. Google Analytics", "Wir nutzen Google Analytics 4 mit IP-Anonymisierung; Anbieter ist die Google Ireland Limited.")]),
    DSU, "legal", "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["Google Analytics 4"]}, absent=("blocks_removed",))
add("datenschutz: the hosting provider changed", datenschutz(A),
    datenschutz(B, DSE[:1] + [("2. Hosting", "Unsere Website wird bei der IONOS SE in Montabaur gehostet.")] + DSE[2:]), DSU, "legal", "changed",
    ("meaningful", "major"), ("policy_changed",))


# ------------------------------------------------------------------ more team shapes
WF_TEAM = [("Sofía Herrera", "Co-founder & CEO", "sofia-herrera"), ("Mateo Silva", "Co-founder & CTO", "mateo-silva"),
           ("Lucía Romero", "Head of Design", "lucia-romero"), ("Diego Navarro", "Senior Engineer", "diego-navarro")]


def webflow_team(f: dict[str, Any], people: list[tuple[str, str, str]] = WF_TEAM, *, trk: bool = False, case: str = "title") -> str:
    items = "".join(f'<div role="listitem" class="team-item w-dyn-item"><img src="https://cdn.prod.website-files.com/64ab{f["cid"]}/{f["hx"][:12]}_{slug}.webp" '
                    f'loading="lazy" alt="" sizes="(max-width: 479px) 100vw, 240px" srcset="https://cdn.prod.website-files.com/64ab{f["cid"]}/{f["hx"][:12]}_{slug}-p-500.webp 500w" class="team-photo">'
                    f'<div class="team-name">{name}</div><div class="team-role">{role.lower() if case == "lower" else role}</div>'
                    f'<a href="https://www.linkedin.com/in/{slug}/{"?trk=public_profile_browsemap" if trk else ""}" class="team-linkedin w-inline-block">'
                    f'<img src="https://cdn.prod.website-files.com/64ab{f["cid"]}/linkedin.svg" alt="LinkedIn"></a></div>' for name, role, slug in people)
    body = (f'<div class="page-wrapper"><div class="navbar w-nav" data-collapse="medium" role="banner"><a href="/" class="brand w-nav-brand">Andina</a></div>'
            f'<main class="main-wrapper"><section class="section-team"><div class="padding-global"><h1 class="heading-style-h2">Meet the team</h1>'
            f'<div class="team-list-wrapper w-dyn-list"><div role="list" class="team-list w-dyn-items">{items}</div></div></div></section></main>'
            f'<footer class="footer"><div class="footer-copyright">© 2026 Andina Labs</div></footer></div>'
            f'<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64ab{f["cid"]}" type="text/javascript" integrity="sha256-{f["hx"]}" crossorigin="anonymous"></script>')
    return page("Team | Andina", body, f, head=f'<meta content="Webflow" name="generator"><html data-wf-page="{f["hx"][:24]}" data-wf-site="64ab{f["cid"]}">')


WTU = "https://www.andina.dev/team"
add("webflow team: CDN asset ids and site ids rotated", webflow_team(A), webflow_team(B), WTU, "team", "quiet")
add("webflow team: LinkedIn links gain ?trk= tracking", webflow_team(A), webflow_team(B, trk=True), WTU, "team", "quiet")
add("webflow team: roles re-cased in the CMS (Head of Design → head of design)", webflow_team(A), webflow_team(B, case="lower"), WTU, "team", "any", ("minor",),
    absent=("blocks_added", "blocks_removed"))
add("webflow team: an engineer joins", webflow_team(A), webflow_team(B, WF_TEAM + [("Valentina Cruz", "Product Manager", "valentina-cruz")]), WTU, "team",
    "changed", ("meaningful", "major"), ("people_added",), contains={"blocks_added": ["Valentina Cruz"]}, absent=("blocks_removed",))
add("webflow team: Senior Engineer → Engineering Manager", webflow_team(A),
    webflow_team(B, WF_TEAM[:3] + [("Diego Navarro", "Engineering Manager", "diego-navarro")]), WTU, "team", "changed", ("meaningful", "minor", "major"),
    ("role_changed",), fields=(("Diego Navarro", "Senior Engineer", "Engineering Manager"),))


# ------------------------------------------------------------------ GitHub releases page (HTML)
GHR = [("v4.2.0", "2026-11-27T14:02:11Z", ["Streaming uploads", "ARM64 builds"]), ("v4.1.3", "2026-11-10T09:30:00Z", ["Fix a race in the retry loop"])]


def gh_releases_html(f: dict[str, Any], rels: list[tuple[str, str, list[str]]] = GHR, *, reactions: int = 0) -> str:
    sec = "".join(
        f'<section aria-labelledby="hd-{f["hx"][:6]}{i}"><h2 class="sr-only" id="hd-{f["hx"][:6]}{i}">{tag}</h2><div class="Box"><div class="Box-body">'
        f'<div class="d-flex flex-md-row flex-column"><div class="d-flex flex-row flex-1 mb-3 wb-break-word"><div class="flex-1">'
        f'<span class="f1 text-bold d-inline mr-3"><a href="/tidepool/tide/releases/tag/{tag}" class="Link--primary Link">{tag}</a></span>'
        + ('<span class="Label Label--success Label--large">Latest</span>' if i == 0 else "") +
        f'</div></div></div><div class="mb-3"><relative-time class="no-wrap" prefix="" datetime="{dt}">{dt[:10]}</relative-time></div>'
        f'<div data-pjax="true" data-test-selector="body-content" data-view-component="true" class="markdown-body my-3"><ul>'
        + "".join(f"<li>{x}</li>" for x in items) + '</ul></div>'
        f'<div class="Box-footer"><div class="comment-reactions-options"><button class="social-reaction-summary-item" aria-label="{12 + reactions + i} people reacted with thumbs up">'
        f'<g-emoji alias="+1">👍</g-emoji><span class="js-discussion-reaction-group-count">{12 + reactions + i}</span></button></div></div></div></div></section>'
        for i, (tag, dt, items) in enumerate(rels))
    body = (f'<div class="application-main"><main id="js-repo-pjax-container"><div class="container-xl"><h1 class="d-flex">Releases</h1>'
            f'<div data-hpc>{sec}</div></div></main></div><footer class="footer"><p>© 2026 GitHub, Inc.</p></footer>'
            f'<input type="hidden" name="authenticity_token" value="{f["nonce"]}{f["hx"]}">')
    return page("Releases · tidepool/tide · GitHub", body, f, head=f'<meta name="request-id" content="{f["rid"]}"><meta name="html-safe-nonce" content="{f["hx"]}">')


GRU = "https://github.com/tidepool/tide/releases"
add("github releases html: reaction counts, request ids, section ids", gh_releases_html(A), gh_releases_html(B, reactions=5), GRU, "changelog", "quiet")
add("github releases html: v4.2.1 published (the Latest badge moves)", gh_releases_html(A),
    gh_releases_html(B, [("v4.2.1", "2026-12-04T08:15:00Z", ["Fix streaming uploads over HTTP/1.1"])] + GHR), GRU, "changelog", "changed",
    ("meaningful", "minor"), ("post_published",), contains={"items_added": ["v4.2.1"]}, absent=("items_removed",))
add("github releases html: release notes of v4.2.0 edited", gh_releases_html(A),
    gh_releases_html(B, [("v4.2.0", "2026-11-27T14:02:11Z", ["Streaming uploads", "ARM64 builds", "Windows installer"])] + GHR[1:]), GRU, "changelog",
    "changed", ("minor", "meaningful"), ("post_updated", "content_changed"), absent=ITEMS)


# ------------------------------------------------------------------ docs: ReadMe and an API limits table
def readme_doc(f: dict[str, Any], limits: tuple[str, str] = ("100", "1,000"), *, helpful: tuple[int, int] = (41, 3)) -> str:
    body = (f'<div id="ssr-main"><div class="rm-Container rm-Container_flex"><header class="rm-Header"><a href="/" class="rm-Logo">Quillstack</a></header>'
            f'<nav class="rm-Sidebar hub-sidebar"><a class="Sidebar-link" href="/reference/rate-limits">Rate limits</a></nav>'
            f'<main class="rm-Guides"><header id="content-head"><h1 class="heading-title">Rate limits</h1>'
            f'<div class="UpdatedAt"><span>Updated {f["ago"]}</span></div></header><div class="markdown-body"><p>Requests over the limit get HTTP 429.</p>'
            f'<div class="rdmd-table"><div class="rdmd-table-inner"><table><thead><tr><th>Plan</th><th>Requests per minute</th></tr></thead>'
            f'<tbody><tr><td>Free</td><td>{limits[0]}</td></tr><tr><td>Business</td><td>{limits[1]}</td></tr></tbody></table></div></div></div>'
            f'<div class="PageThumbs"><div class="PageThumbs-helpful">Did this page help you?<button class="Button">Yes <span class="count">{helpful[0]}</span></button>'
            f'<button class="Button">No <span class="count">{helpful[1]}</span></button></div></div></main></div></div>'
            f'<script id="ssr-props" type="application/json">{{"reqUrl":"/reference/rate-limits","sentry":{{"release":"{f["sha"]}"}},"rdmdOpts":{{}},"ts":{f["ms"]}}}</script>')
    return page("Rate limits", body, f)


RMU = "https://docs.quillstack.com/reference/rate-limits"
add("readme doc: 'Updated N ago', helpful counts, ssr props", readme_doc(A), readme_doc(B, helpful=(44, 3)), RMU, "docs", "quiet")
add("readme doc: the Free plan's rate limit cut 100 → 60 per minute", readme_doc(A), readme_doc(B, ("60", "1,000")), RMU, "docs", "changed",
    ("minor", "meaningful"), ("content_changed",))


# ------------------------------------------------------------------ investors: a stock information table
def stock_table(f: dict[str, Any], *, dividend: str = "$0.12") -> str:
    vals = ("42.17", "41.60", "42.55", "41.32", "1,204,331") if f["seed"] == 0 else ("41.88", "42.20", "42.31", "41.50", "987,210")
    body = (f'<header><a href="/">Ferrule</a></header><main><h1>Stock information</h1><table class="stock-quote"><tbody>'
            f'<tr><th>Last</th><td>${vals[0]}</td></tr><tr><th>Open</th><td>${vals[1]}</td></tr><tr><th>Day high</th><td>${vals[2]}</td></tr>'
            f'<tr><th>Day low</th><td>${vals[3]}</td></tr><tr><th>Volume</th><td>{vals[4]}</td></tr></tbody></table>'
            f'<p class="quote-time">As of {f["day"]} 4:00 PM ET. Minimum 15 minutes delayed.</p>'
            f'<h2>Dividends</h2><p>Quarterly dividend: {dividend} per share.</p></main><footer><p>© 2026 Ferrule, Inc.</p></footer>')
    return page("Stock information | Ferrule Investor Relations", body, f)


STU = "https://investors.ferrule.com/stock-information"
add("investors stock table: last/open/high/low/volume and 'As of'", stock_table(A), stock_table(B), STU, "investors", "quiet")
add("investors stock table: the quarterly dividend raised", stock_table(A), stock_table(B, dividend="$0.15"), STU, "investors", "changed",
    ("meaningful", "major", "critical"))



# ============================================================================ batch 3

# ------------------------------------------------------------------ Next.js App Router: the RSC payload in self.__next_f
def app_router(f: dict[str, Any], *, headline: str = "Ship faster with Relay", feats: tuple[str, ...] = ("Edge functions", "Preview deploys", "Analytics")) -> str:
    cards = "".join(f'<div class="rounded-xl border p-6"><h3 class="font-semibold">{x}</h3></div>' for x in feats)
    rsc = (f'<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>'
           f'<script>self.__next_f.push([1,"1:HL[\\"/_next/static/css/{f["hx"][:16]}.css\\",\\"style\\"]\\n0:[\\"{f["build"]}\\",[[\\"children\\",\\"__PAGE__\\",{{}}],'
           f'[\\"$\\",\\"h1\\",null,{{\\"children\\":\\"{headline}\\"}}],{{\\"renderedAt\\":{f["ms"]},\\"nonce\\":\\"{f["nonce"]}\\"}}]]\\n"])</script>'
           f'<script>self.__next_f.push([1,"2:I[\\"{f["hx"][:6]}\\",[\\"static/chunks/app/page-{f["build"][:8]}.js\\"],\\"\\"]\\n"])</script>')
    body = (f'<header class="sticky top-0"><a href="/">Relay</a><nav><a href="/pricing">Pricing</a><a href="/docs">Docs</a></nav></header>'
            f'<main><section class="py-24"><h1 class="text-5xl font-bold">{headline}</h1><p class="mt-6 text-lg">Deploy from git, at the edge, in seconds.</p></section>'
            f'<section class="grid grid-cols-3 gap-6">{cards}</section></main><footer><p>© 2026 Relay Labs</p></footer>{rsc}')
    return page("Relay – Ship faster", body, f, head=f'<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/webpack-{f["hx"][:16]}.js">')


ARU = "https://relay.dev/"
add("next app router: self.__next_f RSC payload (build id, renderedAt, nonce, chunk names)", app_router(A), app_router(B), ARU, "homepage", "quiet")
add("next app router: headline changed (visible and in the RSC payload)", app_router(A), app_router(B, headline="Deploy at the edge in seconds"), ARU,
    "homepage", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["Deploy at the edge in seconds"]})
add("next app router: a feature card added", app_router(A), app_router(B, feats=("Edge functions", "Preview deploys", "Analytics", "Cron jobs")), ARU,
    "homepage", "changed", ("minor", "meaningful"), ("content_changed",), contains={"blocks_added": ["Cron jobs"]}, absent=("blocks_removed",))


# ------------------------------------------------------------------ a terms page with a generated table of contents
TOS = [("Accounts", "You must keep your password confidential."), ("Payment", "Invoices are due within 30 days."),
       ("Liability", "Our liability is limited to the fees paid in the last 12 months."), ("Governing law", "These terms are governed by the laws of Ireland.")]


def toc_terms(f: dict[str, Any], secs: list[tuple[str, str]] = TOS, *, updated: str = "Last updated: November 3, 2026") -> str:
    ids = [f"h-{f['hx'][i:i + 6]}{i}" for i in range(len(secs))]
    toc = "".join(f'<li class="toc-item"><a href="#{ids[i]}">{i + 1}. {h}</a></li>' for i, (h, _) in enumerate(secs))
    content = "".join(f'<h2 id="{ids[i]}">{i + 1}. {h}</h2><p>{t}</p>' for i, (h, t) in enumerate(secs))
    body = (f'<header><a href="/">Kestrel Forms</a></header><main class="legal-page"><h1>Terms of Service</h1><p class="updated">{updated}</p>'
            f'<nav class="table-of-contents" aria-label="Contents"><p>Contents</p><ol>{toc}</ol></nav><div class="legal-body">{content}</div></main>'
            f'<footer><p>© 2026 Kestrel Forms Ltd</p></footer>'
            f'<div id="ketch-consent-banner" class="ketch-banner" data-property="{f["cid"]}"><p>We use cookies.</p><button>OK</button></div>')
    return page("Terms of Service – Kestrel Forms", body, f)


TTU = "https://kestrelforms.com/legal/terms"
add("terms with a TOC: heading ids regenerated, Ketch banner property", toc_terms(A), toc_terms(B), TTU, "legal", "quiet")
add("terms with a TOC: an 'Arbitration' section inserted (TOC and numbering follow)", toc_terms(A),
    toc_terms(B, TOS[:3] + [("Arbitration", "Disputes are settled by binding arbitration in Dublin.")] + TOS[3:], updated="Last updated: December 4, 2026"),
    TTU, "legal", "changed", ("major",), ("policy_changed",), contains={"blocks_added": ["binding arbitration"]}, absent=("blocks_removed",))
add("terms with a TOC: payment terms 30 → 14 days", toc_terms(A), toc_terms(B, TOS[:1] + [("Payment", "Invoices are due within 14 days.")] + TOS[2:]),
    TTU, "legal", "changed", ("meaningful", "major"), ("policy_changed",))


# ------------------------------------------------------------------ feeds written here (edge shapes)
def jsonfeed_mb(f: dict[str, Any], items: list[tuple[str, str, str]], *, title: str = "Manton Reece") -> str:
    return json.dumps({"version": "https://jsonfeed.org/version/1.1", "title": title, "home_page_url": "https://www.manton.org/",
                       "feed_url": "https://www.manton.org/feed.json",
                       "items": [{"id": f"https://www.manton.org/2026/12/0{i + 1}/{slug}.html", "url": f"https://www.manton.org/2026/12/0{i + 1}/{slug}.html",
                                  "title": t, "content_html": f"<p>{body}</p>", "date_published": f"2026-12-0{i + 1}T09:00:00-05:00",
                                  "_microblog": {"reply_count": 3 + i + f["seed"] * 2, "is_favorite": bool(f["seed"])}}
                                 for i, (slug, t, body) in enumerate(items)][::-1]})


MB = [("indieweb-camp", "IndieWeb Camp in Austin", "Notes from the weekend."), ("timeline-search", "Timeline search", "Search now covers replies."),
      ("photos-api", "Photos API", "Upload photos from any app.")]
MBU = "https://www.manton.org/feed.json"
add("json feed (micro.blog): _microblog reply counts and flags", jsonfeed_mb(A, MB), jsonfeed_mb(B, MB), MBU, "feed", "quiet")
add("json feed (micro.blog): the feed's title changed", jsonfeed_mb(A, MB), jsonfeed_mb(A, MB, title="Manton Reece's blog"), MBU, "feed", "any", ("minor",),
    absent=ITEMS)
add("json feed (micro.blog): a post retitled, same id", jsonfeed_mb(A, MB), jsonfeed_mb(A, MB[:2] + [("photos-api", "Photos API for developers", MB[2][2])]),
    MBU, "feed", "changed", ("minor", "meaningful"), ("post_updated",), absent=ITEMS)


def atom_updated_only(f: dict[str, Any], entries: list[tuple[str, str, str]]) -> str:
    es = "".join(f'<entry><id>https://docs.parcelly.io/changelog#{slug}</id><title>{t}</title><link href="https://docs.parcelly.io/changelog#{slug}"/>'
                 f'<updated>{upd}</updated><content type="html">&lt;p&gt;{t}.&lt;/p&gt;</content></entry>' for slug, t, upd in entries)
    return (f'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Parcelly changelog</title>'
            f'<id>https://docs.parcelly.io/changelog</id><updated>{entries[0][2]}</updated><generator uri="https://gohugo.io/" version="0.13{f["seed"]}.0">Hugo</generator>{es}</feed>')


AUE = [("returns-portal", "Returns portal", "2026-11-28T10:00:00Z"), ("rate-shopping", "Carrier rate shopping", "2026-11-14T10:00:00Z")]
AUU = "https://docs.parcelly.io/changelog/atom.xml"
add("atom without <published>: every entry's <updated> re-stamped by a site rebuild", atom_updated_only(A, AUE),
    atom_updated_only(B, [(a, b, "2026-12-04T07:00:00Z") for a, b, _ in AUE]), AUU, "feed", "any", ("minor",), absent=ITEMS)
add("atom without <published>: a new entry", atom_updated_only(A, AUE), atom_updated_only(B, [("label-batches", "Label batches", "2026-12-04T10:00:00Z")] + AUE),
    AUU, "feed", "changed", ("meaningful", "minor"), ("post_published",), exact={"items_added": ["Label batches"]}, absent=("items_removed",))


# ------------------------------------------------------------------ a status page rendered by Instatus (Next.js) in English
def instatus(f: dict[str, Any], comps: list[tuple[str, str]], *, incident: str = "") -> str:
    rows = "".join(f'<div class="component"><div class="component-name">{n}</div><div class="component-status {s.lower().replace(" ", "-")}">{s}</div></div>'
                   for n, s in comps)
    body = (f'<div id="__next"><div class="page"><header><img src="https://instatus.com/cdn-cgi/image/{f["hx"][:8]}/logo.png" alt="Quillstack"></header>'
            f'<div class="status-banner">{"All systems operational" if all(s == "Operational" for _, s in comps) else "Some systems are down"}</div>'
            f'{incident}<div class="components">{rows}</div><div class="history-link"><a href="/history">Incident history</a></div>'
            f'<footer>Powered by <a href="https://instatus.com">Instatus</a> · Updated {f["ago"]}</footer></div></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{{"props":{{"pageProps":{{"ts":{f["ms"]}}}}},"buildId":"{f["build"]}"}}</script>')
    return page("Quillstack status", body, f)


ISC = [("API", "Operational"), ("Editor", "Operational"), ("Sync", "Operational")]
ISU = "https://quillstack.instatus.com/"
IS_INC = ('<div class="incident"><h3 class="incident-name"><a href="/clx12ab">Sync delays</a></h3><div class="incident-update">'
          '<strong>{st}</strong><p>{msg}</p></div></div>')
add("instatus html: build id, cdn image path, 'Updated N ago'", instatus(A, ISC), instatus(B, ISC), ISU, "status", "quiet")
add("instatus html: Sync down with an incident", instatus(A, ISC),
    instatus(B, ISC[:2] + [("Sync", "Major outage")], incident=IS_INC.format(st="Investigating", msg="Documents are not syncing between devices.")),
    ISU, "status", "changed", ("major", "critical"), ("incident_opened", "component_outage"), contains={"incidents": ["Sync delays"]})
add("instatus html: the incident's new update (monitoring), still down", instatus(A, ISC[:2] + [("Sync", "Major outage")],
                                                                                   incident=IS_INC.format(st="Investigating", msg="Documents are not syncing between devices.")),
    instatus(B, ISC[:2] + [("Sync", "Major outage")], incident=IS_INC.format(st="Monitoring", msg="A fix is deployed; we are watching sync queues.")),
    ISU, "status", "changed", ("meaningful", "minor", "major"), ("incident_updated",), contains={"incidents": ["Sync delays"]})



# ============================================================================ batch 4

# ------------------------------------------------------------------ cookie banners of other vendors over a cookie policy
def trustarc(f: dict[str, Any]) -> str:
    return (f'<div id="teconsent"><a id="icon-id{f["ms"]}" tabindex="0" role="link" href="#">Cookie Preferences</a></div>'
            f'<div id="truste-consent-track" style="display:block" class="truste-banner"><div id="truste-consent-content"><div id="truste-consent-text">'
            f'This site uses cookies to store information on your computer.</div><div id="truste-consent-buttons">'
            f'<button id="truste-consent-button" class="truste-button1">Accept All</button></div></div></div>'
            f'<script src="//consent.trustarc.com/notice?domain=ferrule.com&c=teconsent&js=nj&noticeType=bb&gtm=1&pcookie&v={f["hx"][:6]}" crossorigin></script>')


def sourcepoint(f: dict[str, Any]) -> str:
    return (f'<div id="sp_message_container_{812000 + f["seed"] * 17}" class="sp_veil" style="display: block;"><iframe id="sp_message_iframe_{812000 + f["seed"] * 17}" '
            f'title="SP Consent Message" src="https://cdn.privacy-mgmt.com/index.html?message_id={812000 + f["seed"] * 17}&consentUUID={f["rid"]}"></iframe></div>')


COOK = [("_ga", "Google Analytics", "2 years"), ("__stripe_mid", "Stripe fraud prevention", "1 year"), ("ferrule_session", "Keeps you signed in", "Session")]


def cookie_policy(f: dict[str, Any], cookies: list[tuple[str, str, str]] = COOK, banner: Callable[[dict[str, Any]], str] = trustarc) -> str:
    rows = "".join(f"<tr><td><code>{n}</code></td><td>{p}</td><td>{d}</td></tr>" for n, p, d in cookies)
    body = (f'<header><a href="/">Ferrule</a></header><main><h1>Cookie Policy</h1><p>This policy explains the cookies we set.</p>'
            f'<table class="policy-table"><thead><tr><th>Cookie</th><th>Purpose</th><th>Duration</th></tr></thead><tbody>{rows}</tbody></table></main>'
            f'<footer><p>© 2026 Ferrule, Inc.</p></footer>{banner(f)}')
    return page("Cookie Policy | Ferrule", body, f)


CPU = "https://ferrule.com/legal/cookies"
add("cookie policy: TrustArc notice icon id and script version", cookie_policy(A), cookie_policy(B), CPU, "legal", "quiet")
add("cookie policy: TrustArc replaced by Sourcepoint", cookie_policy(A), cookie_policy(B, banner=sourcepoint), CPU, "legal", "quiet")
add("cookie policy: a Hotjar cookie added to the table", cookie_policy(A), cookie_policy(B, COOK + [("_hjSessionUser", "Hotjar session recording", "1 year")]),
    CPU, "legal", "changed", ("meaningful", "major"), ("policy_changed",), contains={"blocks_added": ["Hotjar"]}, absent=("blocks_removed",))
add("cookie policy: a cookie's duration 1 year → 2 years", cookie_policy(A),
    cookie_policy(B, COOK[:1] + [("__stripe_mid", "Stripe fraud prevention", "2 years")] + COOK[2:]), CPU, "legal", "changed", ("minor", "meaningful", "major"),
    ("policy_changed",))


# ------------------------------------------------------------------ A/B test: the hero's copy alternates between variants
def ab_home(f: dict[str, Any], variant: str) -> str:
    hero = {"control": ("Payroll in minutes", "Run payroll for your whole team in five clicks."),
            "b": ("Payroll your team will love", "Run payroll for your whole team in five clicks.")}[variant]
    body = (f'<header><a href="/">Paylane</a></header><main><section class="hero" data-experiment="hero-copy-q4" data-variation="{variant}">'
            f'<h1>{hero[0]}</h1><p>{hero[1]}</p><a class="cta" href="/signup?variant={variant}">{"Start free" if variant == "control" else "Try it free"}</a></section>'
            f'<section><h2>Trusted by 4,000 companies</h2></section></main><footer><p>© 2026 Paylane</p></footer>'
            f'<script>window.dataLayer=[{{"experiment":"hero-copy-q4","variant":"{variant}","uid":"{f["rid"]}"}}];</script>')
    return page("Paylane – Payroll in minutes", body, f)


ABU = "https://paylane.com/"
add("a/b hero: the same variant on both fetches, ids churn", ab_home(A, "control"), ab_home(B, "control"), ABU, "homepage", "quiet")
add("a/b hero: control → variant b (first sight of the variant: a change)", ab_home(A, "control"), ab_home(B, "b"), ABU, "homepage", "changed",
    ("minor", "meaningful"), ("content_changed",))


# ------------------------------------------------------------------ newsroom with PDF-only releases and a media kit
def pdf_newsroom(f: dict[str, Any], rels: list[tuple[str, str, str]], *, kit: str = "media-kit-2026.zip") -> str:
    rows = "".join(f'<li class="release"><span class="date">{d}</span> <a href="/files/{slug}.pdf?ver={f["ts"]}" type="application/pdf">{t} (PDF, 240 KB)</a></li>'
                   for slug, t, d in rels)
    body = (f'<header><a href="/">Nordlicht Energie</a></header><main><h1>Press releases</h1><ul class="release-list">{rows}</ul>'
            f'<h2>Media kit</h2><p><a href="/files/{kit}?ver={f["ts"]}">Download logos and photos</a></p></main><footer><p>© 2026 Nordlicht Energie GmbH</p></footer>')
    return page("Press releases | Nordlicht Energie", body, f)


PNU = "https://www.nordlicht-energie.de/en/press/"
PNR = [("2026-11-27-windpark-husum", "Nordlicht commissions 48 MW wind park near Husum", "27 Nov 2026"),
       ("2026-10-15-h1-results", "Nordlicht reports first-half results", "15 Oct 2026"), ("2026-09-02-new-cfo", "Nordlicht appoints new CFO", "2 Sep 2026")]
add("pdf newsroom: ?ver= cache-busters on every PDF", pdf_newsroom(A, PNR), pdf_newsroom(B, PNR), PNU, "newsroom", "quiet")
add("pdf newsroom: a new release as a PDF link", pdf_newsroom(A, PNR),
    pdf_newsroom(B, [("2026-12-04-solarfeld", "Nordlicht acquires Solarfeld GmbH", "4 Dec 2026")] + PNR), PNU, "newsroom", "changed", ("major",),
    ("post_published",), contains={"items_added": ["Nordlicht acquires Solarfeld GmbH"]}, absent=("items_removed",))
add("pdf newsroom: the media kit file renamed", pdf_newsroom(A, PNR), pdf_newsroom(B, PNR, kit="media-kit-2027.zip"), PNU, "newsroom", "any", ("minor",),
    absent=ITEMS)



# ============================================================================ batch 5: a table cell changed to a value the table shows elsewhere
def param_table(f: dict[str, Any], rows: list[tuple[str, str, str, str]], *, asciidoc: bool = False) -> str:
    if asciidoc:  # Asciidoctor / Antora wrap every cell's text in a paragraph
        td = '<td class="tableblock halign-left valign-top"><p class="tableblock">{}</p></td>'
        trs = "".join("<tr>" + "".join(td.format(x) for x in (f"<code>{n}</code>", t, r, d)) + "</tr>" for n, t, r, d in rows)
    else:
        trs = "".join(f"<tr><td><code>{n}</code></td><td>{t}</td><td>{r}</td><td>{d}</td></tr>" for n, t, r, d in rows)
    body = (f'<header class="navbar"><a href="/">Billow API</a></header><main><article class="doc"><h1>List invoices</h1>'
            f'<p><code>GET /v2/invoices</code></p><h2>Query parameters</h2><table><thead><tr><th>Name</th><th>Type</th><th>Required</th><th>Description</th></tr></thead>'
            f'<tbody>{trs}</tbody></table></article></main><footer>Last updated {f["ago"]}</footer>')
    return page("List invoices – Billow API", body, f)


PARAMS = [("customer", "string", "Yes", "Only this customer's invoices."), ("status", "string", "No", "draft, open, paid or void."),
          ("limit", "integer", "No", "Page size, 1–100."), ("created_after", "timestamp", "No", "Only invoices created after this time.")]
PTU = "https://docs.billow.io/api/invoices/list"
add("api reference table: 'limit' becomes required (a cell changed to a value shown in other rows)", param_table(A, PARAMS),
    param_table(B, PARAMS[:2] + [("limit", "integer", "Yes", "Page size, 1–100.")] + PARAMS[3:]), PTU, "docs", "changed", ("minor", "meaningful"),
    ("content_changed",))
add("api reference table: 'status' becomes an integer (a type shown in another row)", param_table(A, PARAMS),
    param_table(B, PARAMS[:1] + [("status", "integer", "No", "draft, open, paid or void.")] + PARAMS[2:]), PTU, "docs", "changed", ("minor", "meaningful"),
    ("content_changed",))
add("asciidoc api table: 'limit' becomes required (each cell its own paragraph)", param_table(A, PARAMS, asciidoc=True),
    param_table(B, PARAMS[:2] + [("limit", "integer", "Yes", "Page size, 1–100.")] + PARAMS[3:], asciidoc=True), PTU, "docs", "changed",
    ("minor", "meaningful"), ("content_changed",))
add("asciidoc api table: rows re-ordered only", param_table(A, PARAMS, asciidoc=True), param_table(B, [PARAMS[i] for i in (2, 0, 3, 1)], asciidoc=True),
    PTU, "docs", "quiet")
add("api reference table: rows re-ordered only", param_table(A, PARAMS), param_table(B, [PARAMS[i] for i in (2, 0, 3, 1)]), PTU, "docs", "quiet")



# ------------------------------------------------------------------ [6] leadership cards with the board as a table below them
BOARD = [("Helen Marsh", "Chair of the Board"), ("Rafael Costa", "Independent Director"), ("Yuki Tanaka", "Director, Northzone")]


def team_and_board(f: dict[str, Any], board: list[tuple[str, str]] = BOARD, people: list[tuple[str, str, str, str]] = LEAD) -> str:
    rows = "".join(f"<tr><td>{n}</td><td>{r}</td></tr>" for n, r in board)
    return next_team(f, people).replace("</main>", '<section class="board"><h2>Board of directors</h2><table class="board-table"><tbody>'
                                        f'{rows}</tbody></table></section></main>')


add("team + board table: churn only", team_and_board(A), team_and_board(B), NTU, "team", "quiet")
add("team + board table: an independent director joins the board", team_and_board(A), team_and_board(B, BOARD + [("Karin Olsen", "Independent Director")]),
    NTU, "team", "changed", ("meaningful", "major"), ("people_added",), contains={"blocks_added": ["Karin Olsen"]}, absent=("blocks_removed",))
add("team + board table: a card person leaves while the board stays", team_and_board(A), team_and_board(B, people=LEAD[:4]),
    NTU, "team", "changed", ("meaningful", "major"), ("people_removed",), contains={"blocks_removed": ["Aiko Sato"]}, absent=("blocks_added",))


# ============================================================================ batch 7

# ------------------------------------------------------------------ Uptime Kuma's status page: a Vue shell with the page's data in window.preloadData
def uptime_kuma(f: dict[str, Any], *, incident: dict[str, Any] | None = None) -> str:
    data = {"config": {"slug": "ferrule", "title": "Ferrule status", "description": None, "icon": "/icon.svg", "theme": "auto",
                       "published": True, "showTags": False, "customCSS": "body {\n  \n}\n", "footerText": None, "showPoweredBy": True,
                       "googleAnalyticsId": None, "showCertificateExpiry": False},
            "incident": incident, "publicGroupList": [{"id": 1, "name": "Services", "weight": 1, "monitorList": [
                {"id": 1, "name": "API", "sendUrl": 0, "type": "http"}, {"id": 2, "name": "Dashboard", "sendUrl": 0, "type": "http"}]}],
            "maintenanceList": []}
    body = (f'<noscript>You need to enable JavaScript to run this app.</noscript><div id="app"></div>'
            f'<script>window.preloadData = {json.dumps(data)};</script>')
    return page("Ferrule status", body, f, head=f'<script type="module" crossorigin src="/assets/index-{f["hx"][:8]}.js"></script>'
                f'<link rel="stylesheet" href="/assets/index-{f["build"][:8]}.css"><meta name="description" content="Ferrule status">')


UKU = "https://status.ferrule.com/status/ferrule"
UK_INC = {"id": 3, "style": "danger", "title": "Payouts delayed", "content": "Some payouts are delayed by up to an hour. We are investigating.",
          "pin": True, "createdDate": "2026-12-04 10:02:11", "lastUpdatedDate": None}
add("uptime kuma html: asset hashes of the Vue shell", uptime_kuma(A), uptime_kuma(B), UKU, "status", "quiet")
add("uptime kuma html: an incident pinned (in window.preloadData only)", uptime_kuma(A), uptime_kuma(B, incident=UK_INC), UKU, "status", "changed",
    ("major", "critical"), ("incident_opened",), contains={"incidents": ["Payouts delayed"]})
add("uptime kuma html: the incident unpinned", uptime_kuma(A, incident=UK_INC), uptime_kuma(B), UKU, "status", "changed", ("minor", "meaningful"),
    ("incident_resolved",), contains={"incidents": ["Payouts delayed"]})
add("uptime kuma html: a monitor added to a group", uptime_kuma(A), uptime_kuma(B).replace(
    '{"id": 2, "name": "Dashboard", "sendUrl": 0, "type": "http"}', '{"id": 2, "name": "Dashboard", "sendUrl": 0, "type": "http"}, '
    '{"id": 4, "name": "Webhooks", "sendUrl": 0, "type": "http"}'), UKU, "status", "changed", ("minor", "meaningful"), ("component_added",))


# ------------------------------------------------------------------ Docusaurus: an old version's page marked unmaintained
def docu_versioned(f: dict[str, Any], *, banner: str = "") -> str:
    b = (f'<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>{banner}</div>'
         f'<div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/webhooks">latest version</a></b> (3.2).</div></div>') if banner else ""
    return docusaurus(f, admonition=b, versions=("3.2", "3.1", "3.0", "2.x"))


DVU = "https://docs.parcelly.io/docs/2.x/webhooks"
add("docusaurus 2.x page: marked 'no longer actively maintained' after a release", docu_versioned(A),
    docu_versioned(B, banner="This is documentation for Parcelly <b>2.x</b>, which is no longer actively maintained."), DVU, "docs", "any", ("minor", "meaningful"))


# ------------------------------------------------------------------ GitBook: a deprecation hint under the page's "Last updated"
def gitbook_page(f: dict[str, Any], *, hint: str = "") -> str:
    h = (f'<div class="hint hint-warning" data-testid="hint"><div class="hint-content"><p>{hint}</p></div></div>') if hint else ""
    body = (f'<div class="gitbook-root"><header class="scroll-nojump"><a href="/">Billow docs</a><button aria-label="Search">Ask or search…</button></header>'
            f'<aside class="table-of-contents"><ul><li><a href="/api/refunds">Refunds</a></li></ul></aside>'
            f'<main class="page-body"><h1 class="page-title">Create a refund</h1>{h}<p>POST /v1/refunds creates a refund for a paid invoice.</p>'
            f'<div class="page-footer"><p class="last-modified">Last updated {f["ago"]}</p><div class="page-feedback"><p>Was this helpful?</p></div></div></main>'
            f'<footer><a href="https://www.gitbook.com/?utm_source=content&amp;utm_medium=trademark&amp;utm_campaign={f["cid"]}">Powered by GitBook</a></footer></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{{"buildId":"{f["build"]}"}}</script>')
    return page("Create a refund | Billow docs", body, f)


GBU = "https://docs.billow.io/api/refunds/create"
add("gitbook: 'Last updated N ago', campaign id, build id", gitbook_page(A), gitbook_page(B), GBU, "docs", "quiet")
add("gitbook: a deprecation hint added", gitbook_page(A), gitbook_page(B, hint="This endpoint is deprecated and will be removed on 1 June 2027. Use POST /v2/refunds."),
    GBU, "docs", "changed", ("meaningful", "major"), ("content_changed",), contains={"blocks_added": ["deprecated"]}, absent=("blocks_removed",))


# ============================================================================ running the pairs

def _run(c: Any, surface: str | None) -> dict[str, Any]:
    return diff_files(c.old, c.new, surface=surface, url=c.url, content_type=None)


#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}


@pytest.mark.parametrize("name", list(CASES))
def test_pair(name: str) -> None:
    c = CASES[name]
    if name in WRONG:
        try:
            check(c, _run(c, c.surface))
        except AssertionError:
            pytest.xfail(WRONG[name])
        pytest.fail("right now: take it out of WRONG")
    check(c, _run(c, c.surface))


@pytest.mark.parametrize("name", list(CASES))
def test_pair_guessing_the_surface(name: str) -> None:
    """The same verdicts without --surface (guessed from the URL, the title and the headings)."""
    if name in WRONG or name in GUESS_WRONG:
        pytest.xfail(WRONG.get(name) or GUESS_WRONG[name])
    c = CASES[name]
    check(replace(c), _run(c, None))


#: pairs whose surface is not guessed right without --surface (a page that names no surface in its URL or title)
GUESS_WRONG: dict[str, str] = {
    "wordpress blog (Six Colors): a new post on top":
        "a link blog at the site's root, titled by its name only, is guessed as a homepage; its posts' headings link to the "
        "sites they quote (the permalink is the dateline), so no homepage post list is read: a meaningful text change",
    "homepage (remix): the per-payout price 0.25 → 0.30 under the churning blob":
        "a homepage whose h2 says 'Simple pricing' is guessed as a pricing page (evidence summed over both versions; left "
        "alone as in round 7): its per-payout price is then a critical plan price change",
}


def test_the_cli_prints_the_same_verdicts(tmp_path: Any) -> None:
    """`changewire diff OLD NEW --surface S --url U --json` on a sample: exit 0, the keys earlier rounds assert, the
    same verdict as diff_files."""
    import subprocess

    exe = Path(__file__).resolve().parents[3] / ".venv" / "bin" / "changewire"
    if not exe.exists():
        pytest.skip("changewire is not installed in .venv")
    sample = [n for n in CASES if n.startswith(("wp privacy: a clause", "next team: the CFO", "statuspage html: an incident opened",
                                                 "newsroom: a new press release (an acq", "docusaurus doc: last-updated", "json feed inessential: a new",
                                                 "antora team list: a committer voted", "homepage (remix):"))]
    assert len(sample) >= 5, sample
    for name in sample:
        c = CASES[name]
        (tmp_path / "old").write_bytes(c.old)
        (tmp_path / "new").write_bytes(c.new)
        proc = subprocess.run([str(exe), "diff", str(tmp_path / "old"), str(tmp_path / "new"), "--surface", c.surface, "--url", c.url, "--json"],
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, (name, proc.stderr)
        out = json.loads(proc.stdout)
        assert {"outcome", "significance", "kind", "delta", "summary"} <= set(out), out
        check(c, out)
        assert out == _run(c, c.surface), name


# ============================================================================ unit checks of the rules added in this round

@pytest.mark.parametrize(("a", "b"), [
    ("Good morning! Welcome to Ferrule.", "Good evening! Welcome to Ferrule."), ("Good afternoon, Sam", "Good evening, Sam"),
    ("Guten Morgen, Lena", "Guten Abend, Lena"), ("Buenos días", "Buenas noches"), ("Bom dia!", "Boa noite!"),
    ("Goedemorgen Anna", "Goedenavond Anna"), ("Buongiorno", "Buonasera"),
])
def test_time_of_day_greetings_are_volatile(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) == neutralize(b)
    assert neutralize(neutralize(a)) == neutralize(a)


@pytest.mark.parametrize(("a", "b"), [
    ("Hello Anna", "Hello Ben"), ("Good news: we raised a Series B", "Bad news: we shut down"), ("Good morning, Anna", "Good morning, Ben"),
])
def test_greeting_near_misses_stay_text(a: str, b: str) -> None:
    from changewire_differ.volatile import neutralize

    assert neutralize(a) != neutralize(b)


@pytest.mark.parametrize(("name", "region"), [
    ("geo-banner", "volatile"), ("geoBanner", "volatile"), ("country-suggest", "volatile"), ("locale-redirect", "volatile"),
    ("md-source__fact--stars", "volatile"), ("md-source__fact--forks", "volatile"), ("git-revision-date-localized-plugin", "volatile"),
    ("VPLastUpdated", "volatile"), ("lastUpdated_JAkA", "volatile"), ("PageThumbs", "volatile"), ("feedback-toolbar", "volatile"),
    # near misses: a region picker, thumbnails, a form's last-name field, a list of countries, bike forks, a rating's stars
    ("region-select", None), ("product-thumbs", None), ("last-name", None), ("country-list", None), ("forks", None), ("rating-stars", None),
])
def test_class_names_found_in_round_9(name: str, region: str | None) -> None:
    from changewire_differ.htmlnorm import classify_name

    assert classify_name(name) == region


def test_a_people_table_is_read_by_its_heading_row_and_every_such_table_counts() -> None:
    """Roles that are no role words ("Committer", "PMC Member") are read from the column headed "Role"; a second
    table (emeritus members) adds its people; a table without such a heading row keeps the old rule (role words)."""
    from changewire_differ.pipeline import finish, prepare

    def table(rows: list[tuple[str, str, str]], head: bool = True) -> str:
        h = "<thead><tr><th>Name</th><th>ID</th><th>Role</th></tr></thead>" if head else ""
        return "<table>" + h + "<tbody>" + "".join(f"<tr><td>{a}</td><td><code>{b}</code></td><td>{c}</td></tr>" for a, b, c in rows) + "</tbody></table>"

    body = page("Team", "<main><h1>Team</h1><h2>Active</h2>" + table([("Ana Lima", "alima", "Committer"), ("Jon Berg", "jberg", "PMC Member")])
                + "<h2>Emeritus</h2>" + table([("Eva Holm", "eholm", "PMC Member"), ("Ian Kerr", "ikerr", "Committer")]) + "</main>", A)
    doc = finish(prepare(body.encode(), kind=None, url="https://example.org/team"), "team")
    people = {e.data["name"]: e.data.get("role") for e in doc.entities["person"].items}
    assert people == {"Ana Lima": "Committer", "Jon Berg": "PMC Member", "Eva Holm": "PMC Member", "Ian Kerr": "Committer"}
    bare = page("Team", "<main><h1>Team</h1>" + table([("Ana Lima", "alima", "Committer"), ("Jon Berg", "jberg", "PMC Member")], head=False) + "</main>", A)
    doc = finish(prepare(bare.encode(), kind=None, url="https://example.org/team"), "team")
    assert "person" not in doc.entities or not doc.entities["person"].items


def test_same_day_posts_are_ordered_by_their_clock_time() -> None:
    from changewire_differ.diff import _instant

    assert _instant("2011-11-02T17:25:27Z") == "2011-11-02T17:25:27"
    assert _instant("2011-11-02T09:25:27-08:00") == "2011-11-02T17:25:27"
    assert _instant("2011-11-02") == "" and _instant("Nov 2, 2011") == ""
