"""A twenty-fifth red-team round of `changewire diff --json` (diff_files): BLOG INDEX pages (the `blog` surface) on
publishing platforms, generated here whole in each platform's real markup (no fixture files), shells the earlier
rounds did not use (round 16 had Substack's /archive, rounds 10 and 12 Ghost Casper, Jekyll minima and Hugo Docsy):
- Substack's publication home (the hero post, "Recommendations" from other publications, like / comment / restack
  counters, the subscribe form's per-visit token, the _preloads blob with an A/B id);
- a Medium publication (atomic class names per build, claps "1.2K", responses, "Member-only story", "N min read",
  relative ages, a "Trending on Medium" rail drawn per visit);
- Ghost's Source theme (gh-card, a featured post in the header, members' signup form with its portal token);
- Hashnode (Next.js, __NEXT_DATA__ with its buildId, views and reading time, a pinned post);
- Beehiiv (a newsletter's web posts, "N days ago", subscriber count, the recaptcha token of its form, an A/B hero);
- WordPress.com Twenty Twenty-Four (wp-block-query, wp-block-post-template, query pagination, a categories block with
  post counts, ?ver= assets);
- Blogger (blogspot: date headers, post-footer comment links, Popular Posts widget, the archive widget's counts);
- a HubSpot CMS blog listing (hs_cos_wrapper, topic filter, "Read more", per-visit hsVars, the featured post);
- a Webflow blog collection (w-dyn-items with category and date, the "Last Published" comment, per-publish hashes);
- a Hugo (PaperMod) static blog (post-entry cards, "December 3, 2026 · 5 min · Author", pagination "Next »").
Per-visit noise (counts, relative ages, trending rails, signup tokens, A/B heroes) against real changes: a new post on
top (meaningful, its title typed in items_added), a post's title edited at its URL (minor or meaningful, no post added
or removed), a post taken down (meaningful, named in items_removed), the featured / pinned post changed (minor or
meaningful, nothing added or removed), pagination pushing the oldest post to page 2 while a new one arrives on top
(the new one added, nothing removed), a post re-dated (at most minor), an author renamed (at most minor).
158 pairs over 10 pages, each run with --surface and again without it (316 runs): per page a visit (r15.visit) and a
re-render alone (noise), and each edit alone and between two noisy visits; plus 8 unit checks of the rules.

Decisions (expectations written before the first run): a new post on top is meaningful and names exactly that post
(the Substack hero it takes over, the WordPress category counts and Blogger's archive counts moving with it are no news
of their own); with a full page 1 the oldest post sliding to page 2 is no removal; a post taken down from the middle
of the list is meaningful and named in items_removed (also when the next post moves up from page 2 to fill the page);
a title edited at its URL is a post_updated (or content change), minor or meaningful, nothing added or removed; the
featured / pinned post pointed at another post of the list, a publication recommended, an excerpt edited, a post
re-dated, an author renamed on all her posts are at most minor (or meaningful for the first two), never a post added
or removed; likes, claps, responses, restacks, views, "N days ago", "Most popular" / "Trending on Medium" rails,
signup and reCAPTCHA tokens, build hashes are noise.

Wrong on the code before this round (d9d828b), on the module as it stands: 14 of the 158 pairs with --surface, 20
without it. (The first draft, run before any fix, had 20 / 26 wrong of 150: six of those were the draft's own: the
Beehiiv hero flipped its A/B arm per visit in the noise pairs, against round 3's decision that an A/B hero's headline
is content (at most meaningful; the flip-flop memory calms a flapping one), now its own edit, "the A/B hero's other
arm served"; and Ghost's "post taken down" removed the OLDEST post with nothing moving up, which diff.diff_entities
reads as a window slide by design (a page-1 listing whose oldest post leaves is a slide; a real deletion on a paginated
listing pulls the next post up from page 2), now a post from the middle, plus a pair where the next post moves up.
Ghost's links also pointed outside its /blog/ folder, a fixture slip. The 8 pairs added after the fixes, a Substack
recommendation, a Ghost excerpt edited, the A/B arm and the move-up, passed on d9d828b too.) All fixed, the rules
general:
- Substack's home: no post was read (a new post was a content change, a post taken down too): the hero post sits in
  a grid of its own above the "Latest" rows, and the dated-cards reader gave up on a second grid of dated cards. A
  lone dated card above the one list of two or more, linking into the folder of one of the list's posts (/p/<slug>
  beside /p/<slug>), is the list's featured post (extract._posts_from_dated_cards, extract._folder); any other dated
  card elsewhere still tells no list apart (BBC's dated "Read more about sharing" box above its related links: the
  corpus reads as it did).
- Medium: every visit was a meaningful change: the response count under each card (`pw-responses-count`) changes per
  visit, and the claps' `pw-multi-vote-count` too when outside a `clap` wrapper. (response|responses|reply|replies|
  vote|votes, count) class bigrams are volatile (htmlnorm._BIGRAM_KEYS). (Not views-count: WordPress' Post Views
  Counter inside a post's meta line is masked in its text already, and making it volatile splits the meta line,
  round 23's newsroom case.)
- Medium without --surface: medium.com/<publication> was guessed a homepage: a page on Medium's own host (a
  publication, an @author) is a blog (guess._HOST_RULES).
- Blogger and Hugo: an author renamed on each of her five posts was a meaningful content change (five modified
  blocks, ten words): when every change is a modified block making the same edit (the same words out and in between
  an unchanged head and tail of its normalised text) the words changed are counted once (classify._one_edit_repeated,
  classify._edit_of, in _text).

No xfails. Corpus (bench/callgrind_differ.py --check): the digest is unchanged, c296009f…
"""
from __future__ import annotations

import json
from datetime import date
from typing import Any, Callable

import pytest
from cw_testdata import load_module

from changewire_differ.cli import diff_files

r15 = load_module("test_redteam15", "unit/differ/test_redteam15.py", reuse=True)
r3 = load_module("test_redteam3", "unit/differ/test_redteam3.py", reuse=True)
visit, Case, _tok, check = r15.visit, r15.Case, r15._tok, r3.check
Q, E, ANY = "quiet", "changed", "any"
MIN, M, MINM, MM = ("minor",), ("meaningful",), ("minor", "meaningful"), ("meaningful", "major")
POSTS = ("post_published",)
CASES: dict[str, Any] = {}
NAMED: dict[str, str] = {}


def add(name: str, old: str, new: str, url: str, surface: str, outcome: str, sig: tuple[str, ...] = (),
        kind: tuple[str, ...] = (), **kw: Any) -> None:
    assert name not in CASES, name
    assert old != new, name
    if "named" in kw:
        NAMED[name] = kw.pop("named")
    CASES[name] = Case(old.encode(), new.encode(), url, surface, outcome, sig, kind, **kw)


def family(short: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], url: str,
           edits: list[tuple[Any, ...]]) -> None:
    """One page: two visits (noise only), a re-render alone, then each edit alone and between two noisy visits."""
    add(f"{short}: noise only (another visit)", visit(build(data, 1), 3), visit(build(data, 2), 8, True), url, "blog", Q)
    add(f"{short}: the platform's own per-render values", build(data, 4), build(data, 5), url, "blog", Q)
    for label, fn, outcome, *more in edits:
        sig, kind, kw = (list(more) + [(), (), {}][len(more):])[:3]
        nd = fn(json.loads(json.dumps(data)))
        add(f"{short}: {label}", build(data, 1), build(nd, 1), url, "blog", outcome, sig, kind, **dict(kw))
        add(f"{short}: {label}, under visit noise", visit(build(data, 6), 13), visit(build(nd, 7), 14), url,
            "blog", outcome, sig, kind, **dict(kw))


# --------------------------------------------------------------------------- the edits every page gets

def new_post(post: list[Any], per_page: int | None = None) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        d["posts"].insert(0, post)
        if per_page:
            d["posts"] = d["posts"][:per_page]
        return d
    return fn


def retitle(i: int, title: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        d["posts"][i][0] = title
        return d
    return fn


def remove(i: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        d["posts"].pop(i)
        return d
    return fn


def redate(i: int, iso: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        d["posts"][i][2] = iso
        return d
    return fn


def rename_author(old: str, new: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        for p in d["posts"]:
            if p[3] == old:
                p[3] = new
        return d
    return fn


def feature(i: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        d["feat"] = i
        return d
    return fn


def _d(iso: str) -> date:
    return date.fromisoformat(iso)


def long_date(iso: str) -> str:
    x = _d(iso)
    return f"{x:%B} {x.day}, {x.year}"


def short_date(iso: str) -> str:
    x = _d(iso)
    return f"{x:%b} {x.day}, {x.year}"


def ago(seed: int, i: int) -> str:
    n = (seed * 3 + i * 5) % 11 + 1
    return f"{n} day{'s' if n != 1 else ''} ago"


def count(seed: int, i: int, base: int = 40) -> int:
    return base + (seed * 37 + i * 11) % 90


def added(title: str) -> dict[str, Any]:
    return {"exact": {"items_added": [title]}, "absent": ("items_removed",)}


def removed(title: str) -> dict[str, Any]:
    return {"exact": {"items_removed": [title]}, "absent": ("items_added",)}


SAME = {"absent": ("items_added", "items_removed")}
UPD = ("post_updated", "content_changed")


def standard(new: list[Any], per_page: int, title_i: int, title: str, rm_i: int, redate_i: int, redate_to: str,
             author: tuple[str, str], pushed: bool = True) -> list[tuple[Any, ...]]:
    """The edits every blog index gets: a new post on top (and, on a paginated page, the oldest pushed to page 2),
    a title edited, a post taken down, a post re-dated, an author renamed."""
    out: list[tuple[Any, ...]] = [("a new post on top", new_post(new), E, M, POSTS, added(new[0]))]
    if pushed:
        out.append(("a new post on top pushes the oldest to page 2", new_post(new, per_page), E, M, POSTS, added(new[0])))
    out += [
        ("a post's title edited at its URL", retitle(title_i, title), E, MINM, UPD, SAME),
        ("a post taken down", remove(rm_i), E, M, ("post_removed",), "REMOVED"),
        ("a post re-dated", redate(redate_i, redate_to), ANY, MIN, (), SAME),
        ("an author renamed", rename_author(*author), ANY, MIN, (), SAME),
    ]
    return out


def fam(short: str, build: Callable[[dict[str, Any], int], str], data: dict[str, Any], url: str,
        edits: list[tuple[Any, ...]]) -> None:
    fixed = []
    for e in edits:
        e = list(e)
        if len(e) > 5 and e[5] == "REMOVED":
            i = int(e[1].__closure__[0].cell_contents)  # the index remove() was given
            e[5] = removed(data["posts"][i][0])
        fixed.append(tuple(e))
    family(short, build, data, url, fixed)


_TRENDING = ("The quiet death of the open-plan office", "I replaced my phone with a Kindle for 30 days",
             "Why every SaaS dashboard looks the same", "The Rust rewrite that saved us $2M a year",
             "What I learned from 1,000 cold emails")


def trending(seed: int, k: int = 3) -> list[str]:
    return [_TRENDING[(seed + j) % len(_TRENDING)] for j in range(k)]


# ============================================================================ 1. Substack: a publication's home page

SS: dict[str, Any] = {"feat": 0, "posts": [
    ["The 40% rule is broken", "the-40-rule-is-broken", "2026-12-02", "Hannah Ostrowski",
     "Growth plus margin made sense in 2021. Here is what investors look at now."],
    ["What a Series B board deck really needs", "series-b-board-deck", "2026-11-25", "Hannah Ostrowski",
     "Nine slides, one appendix, and the one chart everyone asks for."],
    ["Pricing pages we loved this year", "pricing-pages-2026", "2026-11-18", "Marcus Feld",
     "Twelve teardowns, from usage-based to seat-based and back."],
    ["Net revenue retention, explained with a spreadsheet", "nrr-spreadsheet", "2026-11-11", "Hannah Ostrowski",
     "Download the template and plug in your own cohorts."],
    ["Why your churn numbers are lying", "churn-numbers-lying", "2026-11-04", "Marcus Feld",
     "Logo churn, revenue churn and the cohort trap."],
    ["A founder's guide to the first CFO", "first-cfo", "2026-10-28", "Hannah Ostrowski",
     "When to hire, what to pay, and what they'll fix first."],
]}


def substack_home(d: dict[str, Any], seed: int) -> str:
    """Substack's home page of a publication: the featured post as a hero, the latest posts as pencraft rows with
    like / comment / restack counters, "Recommendations" of other publications, "Most popular" drawn per visit,
    the subscribe form's per-visit token, the _preloads JSON with an A/B testing id."""
    base = "https://saasmetrics.substack.com"

    def ufi(i: int) -> str:
        return (f'<div class="post-ufi"><div class="like-button-container post-ufi-button style-compressed">'
                f'<div class="label">{count(seed, i)}</div></div><a class="post-ufi-button post-ufi-comment-button '
                f'style-compressed" href="{base}/p/{d["posts"][i][1]}/comments"><div class="label">'
                f'{(seed + i) % 17}</div></a><div class="post-ufi-button restack-button"><div class="label">'
                f'{(seed * 3 + i) % 9}</div></div></div>')

    f = d["feat"]
    ft, fs, fiso, fa, fx = d["posts"][f]
    hero = (f'<div class="home-hero"><div class="pencraft pc-display-flex post-preview featured"><a class="pencraft '
            f'pc-reset color-pub-primary-text-NyXPlw font-pub-headings-FE5byy" data-testid="post-preview-title" '
            f'href="{base}/p/{fs}"><h2>{ft}</h2></a><div class="pencraft subtitle-HEEcLo">{fx}</div>'
            f'<div class="pencraft pc-display-flex meta-EgzBVA"><a href="{base}/@{fa.split()[0].lower()}" '
            f'class="pencraft pc-reset link-LIBpto">{fa.upper()}</a><time datetime="{fiso}T13:00:00.000Z">'
            f'{short_date(fiso).upper()}</time></div>{ufi(f)}</div></div>')
    rows = "".join(
        f'<div role="article" class="pencraft pc-display-flex pc-gap-16 post-preview"><div class="pencraft '
        f'pc-display-flex flex-column"><a class="pencraft pc-reset color-pub-primary-text-NyXPlw clamp-3-lxFDfR" '
        f'data-testid="post-preview-title" href="{base}/p/{s}">{t}</a><div class="pencraft pc-reset '
        f'color-secondary-ls1g8s size-15-Psle70"><a href="{base}/p/{s}">{x}</a></div><div class="pencraft '
        f'pc-display-flex pc-gap-4"><time datetime="{iso}T13:00:00.000Z" class="date-rtYe1v">{short_date(iso)}</time>'
        f'<span class="pencraft">∙</span><a href="{base}/@{a.split()[0].lower()}" class="pencraft author">{a}</a>'
        f'</div>{ufi(i)}</div></div>'
        for i, (t, s, iso, a, x) in enumerate(d["posts"]) if i != f)
    pop = "".join(f'<li><a href="{base}/p/{_tok(len(t), 8, t)}">{t}</a></li>' for t in trending(seed))
    pre = json.dumps({"pub": {"id": 2210934, "name": "SaaS Metrics Weekly"}, "abTestingId": _tok(seed, 36, "ab"),
                      "renderedAt": 1765100000 + seed * 311})
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>SaaS Metrics Weekly | Hannah Ostrowski'
            ' | Substack</title><meta property="og:type" content="website">'
            f'<link rel="alternate" type="application/rss+xml" href="{base}/feed">'
            f'<link rel="stylesheet" href="https://substackcdn.com/bundle/theme/main.{_tok(seed, 20, "sbc")}.css">'
            f'<script>window._preloads = JSON.parse({json.dumps(pre)})</script></head><body class="pc-root">'
            '<div id="entry"><div id="main" class="main typography use-theme-bg"><div class="main-menu">'
            '<a href="/" class="navbar-title-link">SaaS Metrics Weekly</a><div class="navbar-buttons"><a href="/subscribe"'
            ' class="button primary">Subscribe</a><a href="/account/login" class="button">Sign in</a></div>'
            '<div class="section-bar"><a href="/" class="selected">Home</a><a href="/archive">Archive</a>'
            '<a href="/about">About</a></div></div>'
            f'<div class="container home-container">{hero}<div class="home-main"><h3 class="section-title">Latest</h3>'
            f'<div class="portable-archive-list">{rows}</div><a href="/archive" class="see-all">See all</a></div>'
            '<div class="home-sidebar"><div class="subscribe-widget"><p>Metrics, board decks and pricing for SaaS '
            'operators. Every Tuesday.</p><form action="/api/v1/free" method="post"><input type="email" name="email" '
            f'placeholder="Type your email…"><input type="hidden" name="first_url" value="{base}/?r={_tok(seed, 6, "r")}">'
            f'<input type="hidden" name="current_referrer" value=""><input type="hidden" name="token" '
            f'value="{_tok(seed, 32, "sstok")}"><button>Subscribe</button></form>'
            f'<p class="subscriber-count">Over {23 + seed % 3},000 subscribers</p></div>'
            '<div class="recommendations"><h4>Recommendations</h4><ul>'
            '<li><a href="https://www.lennysnewsletter.com">Lenny\'s Newsletter</a><span>Lenny Rachitsky</span></li>'
            '<li><a href="https://www.notboring.co">Not Boring</a><span>Packy McCormick</span></li>'
            '<li><a href="https://tomtunguz.substack.com">Tomasz Tunguz</a><span>Tomasz Tunguz</span></li>'
            + "".join(f'<li><a href="{u}">{n}</a><span>{a}</span></li>' for n, u, a in d.get("recs", []))
            + f'</ul><a href="/recommendations">View all {12 + len(d.get("recs", []))}</a></div><div class="most-popular"><h4>Most popular</h4><ul>{pop}'
            '</ul></div></div></div><div class="footer-wrap publication-footer"><div class="footer"><div class="copyright">'
            '© 2026 Hannah Ostrowski</div><a href="https://substack.com/privacy">Privacy</a> ∙ <a href="https://substack'
            '.com/tos">Terms</a> ∙ <a href="https://substack.com/ccpa#personal-data-collected">Collection notice</a>'
            '<a href="https://substack.com/signup?utm_source=substack&amp;utm_medium=web&amp;utm_content=footer">Start '
            'writing</a></div></div></div></div></body></html>')


SS_URL = "https://saasmetrics.substack.com/"
fam("substack home", substack_home, SS, SS_URL, standard(
    ["Board meetings without the theatre", "board-meetings-without-theatre", "2026-12-09", "Marcus Feld",
     "Send the deck 72 hours ahead and spend the meeting on one question."], 6,
    2, "The pricing pages we loved in 2026", 3, 4, "2026-11-05", ("Marcus Feld", "Marcus Feldmann")) + [
    ("the featured post changed to an older one", feature(3), ANY, MINM, (), SAME),
    ("a publication recommended", lambda d: {**d, "recs": [["The Generalist", "https://www.generalist.com",
                                                            "Mario Gabriele"]]}, ANY, MINM, (), SAME),
])


# ============================================================================ 2. Medium: a publication's home

MD: dict[str, Any] = {"posts": [
    ["How we cut our Kafka bill by 60%", "how-we-cut-our-kafka-bill-by-60-4f1e2a9b7c3d", "2026-12-03", "Dana Whitfield",
     "Tiered storage, compaction and one config flag we had wrong for three years.", 8],
    ["Building a feature store on Postgres", "building-a-feature-store-on-postgres-9a8b7c6d5e4f", "2026-11-27",
     "Ravi Subramanian", "Why we did not need a new database for online features.", 11],
    ["The on-call handbook we wish we had", "the-on-call-handbook-we-wish-we-had-1a2b3c4d5e6f", "2026-11-20",
     "Dana Whitfield", "Runbooks, escalation and how we stopped paging people at 3am.", 6],
    ["Migrating 400 services to gRPC without downtime", "migrating-400-services-to-grpc-7e6d5c4b3a29",
     "2026-11-13", "Lena Vogt", "The proxy trick that let both protocols live side by side.", 14],
    ["Type-safe SQL in TypeScript, two years on", "type-safe-sql-in-typescript-two-years-on-0f9e8d7c6b5a",
     "2026-11-06", "Ravi Subramanian", "What Kysely got right, and where we still write raw SQL.", 9],
]}


def medium(d: dict[str, Any], seed: int) -> str:
    """A Medium publication's home (medium.com/<pub>): atomic class names that change per build, claps as "1.2K",
    responses, "Member-only story" stars, "N min read", ages as "3 days ago" or a date, "Trending on Medium"
    drawn per visit, the sign-up prompt, the per-visit __APOLLO_STATE__ and sentry release."""
    c = _tok(seed, 2, "mc")

    def claps(i: int) -> str:
        n = 300 + (seed * 53 + i * 97) % 1500
        return f"{n / 1000:.1f}K" if n >= 1000 else str(n)

    rows = "".join(
        f'<article class="{c}a {c}b {c}c" data-testid="post-preview"><div class="l ae"><div class="ab q">'
        + ('<div class="member-star"><svg width="16" height="16"></svg><span class="be b bf z dt">Member-only story'
           '</span></div>' if i % 2 == 0 else '')
        + f'<a class="af ag ah ai" href="/@{a.lower().replace(" ", "")}?source=post_page-----"><p class="be b '
        f'gz z dt">{a}</p></a></div><a href="/engineering-at-tidewave/{s}?source=collection_home---4------{i}'
        f'-----------------------"><h2 class="be kw kx ky kz {c}h">{t}</h2><h3 class="be b lh li">{x}</h3></a>'
        f'<div class="ab q ls"><span class="be b dt z du">{short_date(iso) if i > 1 else ago(seed, i)}</span>'
        f'<span class="be b dt z du"> · {rt} min read</span><div class="clap-count"><span class="pw-multi-vote-count">'
        f'{claps(i)}</span></div><div class="response-count"><span class="pw-responses-count">{(seed + i * 7) % 30}'
        f'</span></div></div></div></article>'
        for i, (t, s, iso, a, x, rt) in enumerate(d["posts"]))
    trend = "".join(f'<li class="trend"><span class="rank">0{j + 1}</span><a href="/p/{_tok(j, 12, t)}">{t}</a></li>'
                    for j, t in enumerate(trending(seed + 2, 4)))
    apollo = json.dumps({"ROOT_QUERY": {"viewer": None, "variantFlags": [{"name": "enable_new_home",
                         "valueType": {"value": bool(seed % 2)}}]}, "ts": 1765100000000 + seed * 97})
    return ('<!doctype html><html lang="en"><head><title>Engineering at Tidewave – Medium</title>'
            '<meta name="description" content="How Tidewave builds the tide-prediction platform used by 300 harbours.">'
            '<link rel="alternate" type="application/rss+xml" href="https://medium.com/feed/engineering-at-tidewave">'
            f'<link rel="stylesheet" href="https://glyph.medium.com/css/unbound.{_tok(seed, 10, "mcss")}.css">'
            f'<style type="text/css" data-fela-rehydration="{(seed * 41) % 700}">.{c}a{{display:block}}</style></head>'
            f'<body><div id="root"><div class="a b c"><div class="ab ac ae"><nav class="metabar"><a href="/">Medium</a>'
            '<a href="/m/signin">Sign in</a><a href="/m/signin?operation=register" class="get-started">Get started</a>'
            '</nav><header class="pub-header"><h1>Engineering at Tidewave</h1><p>How Tidewave builds the tide-prediction '
            'platform used by 300 harbours.</p><button class="follow">Follow publication</button>'
            f'<span class="followers">{4 + seed % 2}.{seed % 10}K Followers</span></header>'
            f'<main><section class="latest"><h2 class="section-heading">Latest</h2>{rows}<a href="/engineering-at-tidewave'
            '/archive">More from Engineering at Tidewave</a></section></main>'
            f'<aside><h2>Trending on Medium</h2><ol>{trend}</ol><div class="signup-prompt"><p>Get an email whenever '
            'Engineering at Tidewave publishes.</p><button>Subscribe</button></div></aside>'
            '<footer><a href="https://help.medium.com">Help</a><a href="https://medium.statuspage.io">Status</a>'
            '<a href="/about">About</a><a href="https://policy.medium.com/medium-privacy-policy-f03bf92035c9">Privacy</a>'
            f'</footer></div></div></div><script>window.__APOLLO_STATE__ = {apollo}</script>'
            f'<script>window.__SENTRY_RELEASE__ = "main-{_tok(seed, 12, "sr")}"</script></body></html>')


MD_URL = "https://medium.com/engineering-at-tidewave"
fam("medium publication", medium, MD, MD_URL, standard(
    ["Why we moved our CI to ARM runners", "why-we-moved-our-ci-to-arm-runners-5c4d3e2f1a0b", "2026-12-08",
     "Lena Vogt", "40% cheaper and 25% faster, after one painful month.", 7], 5,
    1, "Building a feature store on plain Postgres", 2, 3, "2026-11-14", ("Lena Vogt", "Lena Vogt-Hansen")))


# ============================================================================ 3. Ghost: the Source theme

GH: dict[str, Any] = {"feat": 1, "posts": [
    ["Introducing offline mode for field teams", "offline-mode", "2026-12-04", "Sara Lindqvist",
     "Inspections now sync when the signal comes back, with conflict resolution you can audit.", "Product"],
    ["How Skanska cut inspection time in half", "skanska-case-study", "2026-11-26", "Jonas Berg",
     "Twelve sites, 600 inspectors and one shared checklist.", "Customers"],
    ["Our 2026 safety report", "safety-report-2026", "2026-11-19", "Sara Lindqvist",
     "Incidents per 100,000 hours worked, across every customer site.", "Research"],
    ["Templates for ISO 45001 audits", "iso-45001-templates", "2026-11-12", "Amira Haddad",
     "Twenty free checklists, reviewed by our auditors.", "Guides"],
    ["We are now SOC 2 Type II certified", "soc2-type-ii", "2026-11-05", "Jonas Berg",
     "What the audit covered and where to get the report.", "Company"],
]}


def ghost_source(d: dict[str, Any], seed: int) -> str:
    """Ghost 5 with the Source theme: a featured post in the header (gh-header), gh-card articles with the primary
    tag, author, date and reading time, the members' signup form (data-members-form) with the portal's per-visit
    attribution token, ?v= asset hashes, the Ghost generator meta."""
    f = d["feat"]
    ft, fs, fiso, fa, fx, ftag = d["posts"][f]
    cards = "".join(
        f'<article class="gh-card post tag-{tag.lower()}"><a class="gh-card-link" href="/blog/{s}/"><figure class='
        f'"gh-card-image"><img src="/content/images/size/w600/2026/{iso[5:7]}/{s}.jpg" alt="{t}" loading="lazy"></figure>'
        f'<div class="gh-card-wrapper"><p class="gh-card-tag">{tag}</p><h3 class="gh-card-title is-title">{t}</h3>'
        f'<p class="gh-card-excerpt is-body">{x}</p><footer class="gh-card-meta"><span class="gh-card-author">'
        f'By {a}</span><time class="gh-card-date" datetime="{iso}">{short_date(iso)}</time>'
        f'<span class="gh-card-duration">{4 + i} min read</span></footer></div></a></article>'
        for i, (t, s, iso, a, x, tag) in enumerate(d["posts"]))
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fieldnote Blog</title>'
            '<meta name="generator" content="Ghost 5.101"><link rel="alternate" type="application/rss+xml" '
            f'title="Fieldnote Blog" href="https://fieldnote.app/blog/rss/"><link rel="stylesheet" '
            f'href="/blog/assets/built/screen.css?v={_tok(seed, 10, "gv")}">'
            f'<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.45/umd/portal.min.js" data-ghost="https://'
            f'fieldnote.app/blog/" data-key="{_tok(1, 26, "gk")}" data-api="https://fieldnote.app/blog/ghost/api/content/"'
            f' crossorigin="anonymous"></script></head><body class="home-template has-sans-title has-sans-body">'
            '<div class="gh-viewport"><header id="gh-navigation" class="gh-navigation is-left-logo gh-outer">'
            '<div class="gh-navigation-inner gh-inner"><a class="gh-navigation-logo" href="https://fieldnote.app/blog/">'
            'Fieldnote</a><nav class="gh-navigation-menu"><ul class="nav"><li class="nav-product"><a href="/blog/tag/'
            'product/">Product</a></li><li class="nav-customers"><a href="/blog/tag/customers/">Customers</a></li>'
            '<li class="nav-guides"><a href="/blog/tag/guides/">Guides</a></li></ul></nav><div class="gh-navigation-'
            'actions"><a href="#/portal/signin" data-portal="signin">Sign in</a><a class="gh-button" href="#/portal/'
            'signup" data-portal="signup">Subscribe</a></div></div></header>'
            f'<section class="gh-header is-highlight gh-outer"><div class="gh-header-inner"><div class="gh-header-left">'
            f'<article class="gh-card post featured"><a class="gh-card-link" href="/blog/{fs}/"><div class="gh-card-wrapper">'
            f'<p class="gh-card-tag">Featured</p><h2 class="gh-card-title is-title">{ft}</h2><p class="gh-card-excerpt">'
            f'{fx}</p></div></a></article></div></div></section>'
            f'<main class="gh-main gh-outer"><div class="gh-container is-grid gh-inner"><section class="gh-container-'
            f'inner"><h2 class="gh-container-title">Latest</h2><div class="gh-feed">{cards}</div>'
            '<button class="gh-loadmore gh-btn">Load more posts</button></section></div></main>'
            '<section class="gh-footer-signup"><h2 class="gh-footer-signup-header">Fieldnote Blog</h2>'
            '<p class="gh-footer-signup-subhead">Product news and field-safety research, twice a month.</p>'
            f'<form class="gh-form" data-members-form="signup"><input class="gh-form-input" type="email" '
            f'placeholder="jamie@example.com" data-members-email required><input type="hidden" '
            f'data-members-attribution value="{_tok(seed, 24, "attr")}"><button class="gh-button" type="submit">'
            'Subscribe</button></form></section><footer class="gh-footer gh-outer"><div class="gh-footer-copyright">'
            'Fieldnote AB © 2026. Powered by <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a>'
            '</div></footer></div></body></html>')


GH_URL = "https://fieldnote.app/blog/"
fam("ghost source", ghost_source, GH, GH_URL, standard(
    ["Fieldnote raises €18M to bring digital inspections to every site", "series-a", "2026-12-09", "Sara Lindqvist",
     "Led by Northzone, with Creandum participating.", "Company"], 5,
    3, "Free templates for ISO 45001 audits", 2, 2, "2026-11-20", ("Amira Haddad", "Amira Haddad-Olsen")) + [
    ("the featured post changed", feature(2), ANY, MINM, (), SAME),
    ("a post's excerpt edited", lambda d: {**d, "posts": [p if i != 1 else p[:4] + [
        "Fourteen sites, 600 inspectors and one shared checklist."] + p[5:] for i, p in enumerate(d["posts"])]},
     ANY, MINM, (), SAME),
    ("a post taken down, the next one moving up from page 2", lambda d: {**d, "posts": d["posts"][:1] + d["posts"][2:] + [
        ["Five questions to ask before a site walk", "site-walk-questions", "2026-10-29", "Amira Haddad",
         "A checklist for supervisors, printable.", "Guides"]]},
     E, M, ("post_removed",), removed("How Skanska cut inspection time in half")),
])


# ============================================================================ 4. Hashnode (Next.js)

HN: dict[str, Any] = {"pinned": 3, "posts": [
    ["Debugging a memory leak in our Node.js gateway", "memory-leak-nodejs-gateway", "2026-12-05", "Tobi Adeyemi",
     "Heap snapshots, a closure we forgot and a 30% drop in pod restarts."],
    ["Rate limiting with Redis and a sliding window", "redis-sliding-window-rate-limit", "2026-11-29",
     "Tobi Adeyemi", "Why fixed windows let bursts through, and the Lua script that fixed it."],
    ["Our API design guidelines, open-sourced", "api-design-guidelines", "2026-11-22", "Ngozi Okafor",
     "Pagination, errors, idempotency keys and versioning, written down."],
    ["Welcome to the Paystack-for-Africa engineering blog", "welcome", "2026-01-15", "Ngozi Okafor",
     "Who we are, what we build and how we work."],
    ["Zero-downtime Postgres migrations with pgroll", "pgroll-migrations", "2026-11-15", "Kwesi Mensah",
     "Expand and contract, for a 2 TB database."],
]}


def hashnode(d: dict[str, Any], seed: int) -> str:
    """A Hashnode blog (Next.js): a pinned post, post cards with reading time and views, relative ages, the
    newsletter form, __NEXT_DATA__ holding the posts again with a per-build buildId and per-visit view counts."""
    p = d["pinned"]

    def card(i: int, t: str, s: str, iso: str, a: str, x: str, pinned: bool = False) -> str:
        return (f'<div class="blog-post-card{" pinned" if pinned else ""}">'
                + ('<span class="pinned-label"><svg></svg>Pinned</span>' if pinned else '')
                + f'<h2 class="font-heading text-xl font-bold"><a href="https://eng.kora.africa/{s}">{t}</a></h2>'
                f'<p class="text-slate-600">{x}</p><div class="flex items-center gap-2 text-sm"><a href="https://'
                f'hashnode.com/@{a.split()[0].lower()}">{a}</a><span>·</span><time datetime="{iso}">{short_date(iso)}'
                f'</time><span>·</span><span>{5 + i % 4} min read</span><span class="views">{count(seed, i, 800)} views'
                f'</span></div></div>')

    cards = "".join(card(i, *pp) for i, pp in enumerate(d["posts"]) if i != p)
    nd = json.dumps({"props": {"pageProps": {"publication": {"title": "Kora Engineering", "posts": [
        {"title": t, "slug": s, "publishedAt": iso + "T09:00:00Z", "views": count(seed, i, 800)}
        for i, (t, s, iso, a, x) in enumerate(d["posts"])]}}}, "buildId": _tok(seed, 21, "hb"), "isFallback": False})
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Kora Engineering</title>'
            '<meta name="description" content="How Kora builds payments infrastructure for Africa.">'
            '<link rel="alternate" type="application/rss+xml" href="https://eng.kora.africa/rss.xml">'
            f'<link rel="stylesheet" href="/_next/static/css/{_tok(seed, 16, "hcss")}.css"></head><body>'
            '<div id="__next"><header class="blog-header"><a href="/" class="blog-title">Kora Engineering</a>'
            '<nav><a href="/">Home</a><a href="/series/infrastructure">Infrastructure</a><a href="/newsletter">'
            'Newsletter</a></nav><button class="follow-btn">Follow</button></header><main class="blog-main">'
            f'<section class="pinned-post">{card(p, *d["posts"][p], pinned=True)}</section>'
            f'<section class="blog-posts">{cards}</section><div class="load-more">Load more</div></main>'
            '<aside class="newsletter"><h3>Subscribe to our newsletter</h3><p>Read articles from Kora Engineering '
            'directly inside your inbox.</p><form><input type="email" placeholder="you@company.com"><input type="hidden"'
            f' name="captcha" value="{_tok(seed, 30, "hcap")}"><button>Subscribe</button></form></aside>'
            '<footer><p>©2026 Kora Engineering</p><a href="https://hashnode.com/">Powered by Hashnode</a></footer></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{nd}</script></body></html>')


HN_URL = "https://eng.kora.africa/"
fam("hashnode", hashnode, HN, HN_URL, standard(
    ["How we process 1M webhooks a day with Go", "1m-webhooks-go", "2026-12-09", "Kwesi Mensah",
     "Bounded queues, backpressure and the retry policy merchants asked for."], 5,
    1, "Rate limiting with Redis: a sliding window", 2, 0, "2026-12-06", ("Kwesi Mensah", "Kwesi A. Mensah")))


def _pin(i: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    def fn(d: dict[str, Any]) -> dict[str, Any]:
        d["pinned"] = i
        return d
    return fn


add("hashnode: a different post pinned", hashnode(HN, 1), hashnode(_pin(0)(json.loads(json.dumps(HN))), 1), HN_URL,
    "blog", ANY, MINM, (), **SAME)
add("hashnode: a different post pinned, under visit noise", visit(hashnode(HN, 6), 13),
    visit(hashnode(_pin(0)(json.loads(json.dumps(HN))), 7), 14), HN_URL, "blog", ANY, MINM, (), **SAME)


# ============================================================================ 5. Beehiiv

BH: dict[str, Any] = {"posts": [
    ["The week AI agents got a credit card", "the-week-ai-agents-got-a-credit-card", "2026-12-05", "Priya Natarajan",
     "Stripe, Visa and three start-ups, and what it means for checkout."],
    ["Embedded finance is eating vertical SaaS", "embedded-finance-vertical-saas", "2026-11-28", "Priya Natarajan",
     "Why every software company now wants to be a bank."],
    ["Inside Revolut's 2026 annual report", "revolut-2026-annual-report", "2026-11-21", "Owen Hughes",
     "Revenue, margins and the line item nobody talks about."],
    ["Open banking in the UK, five years on", "open-banking-uk-five-years", "2026-11-14", "Owen Hughes",
     "10 million users, and the payments problem still unsolved."],
    ["What the EU instant payments rule changes", "eu-instant-payments-rule", "2026-11-07", "Priya Natarajan",
     "Banks had until October. Here is who made it."],
    ["Klarna's IPO, one year later", "klarna-ipo-one-year", "2026-10-31", "Owen Hughes",
     "The numbers, the stock and the bet on ads."],
]}


def beehiiv(d: dict[str, Any], seed: int) -> str:
    """A Beehiiv newsletter's web home: an A/B hero (two subscribe pitches), the subscriber count, post cards with
    "N days ago" for the newest and dates for older ones, authors' avatars from the CDN with a cache token, the
    subscribe form's per-visit reCAPTCHA token, pagination."""
    arm = d.get("arm", "a")
    hero = ("Join 48,000 fintech operators who read The Ledger Line every Friday." if arm == "a" else
            "The fintech newsletter 48,000 operators open first on Friday morning.")
    cards = "".join(
        f'<div class="post-card" data-post-id="{_tok(len(s), 8, s)}"><a href="/p/{s}" class="post-card-link">'
        f'<img src="https://media.beehiiv.com/cdn-cgi/image/fit=scale-down,format=auto,onerror=redirect,quality=80/'
        f'uploads/asset/file/{_tok(len(s), 12, "img")}/{s}.png?t={1765000000 + seed}" alt="">'
        f'<h2 class="post-title">{t}</h2><p class="post-subtitle">{x}</p></a><div class="post-meta"><img class="avatar"'
        f' src="https://media.beehiiv.com/uploads/user/profile_picture/{a.split()[0].lower()}.jpg?t={seed}" alt="">'
        f'<span class="post-author">{a}</span><span class="dot">•</span><time datetime="{iso}">'
        f'{ago(seed, i) if i == 0 else short_date(iso)}</time></div></div>'
        for i, (t, s, iso, a, x) in enumerate(d["posts"]))
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The Ledger Line</title>'
            '<meta name="description" content="Fintech news and analysis, every Friday.">'
            '<link rel="alternate" type="application/rss+xml" href="https://rss.beehiiv.com/feeds/Xr9Lq2.xml">'
            f'<script src="https://www.google.com/recaptcha/api.js?render={_tok(1, 40, "rk")}"></script></head><body>'
            '<div class="bh-page"><header class="bh-nav"><a href="/" class="pub-name">The Ledger Line</a><nav><a href="/">'
            'Home</a><a href="/archive">Posts</a><a href="/authors">Authors</a><a href="/upgrade" class="upgrade">Upgrade'
            f'</a><a href="/login">Login</a></nav></header><section class="hero" data-ab-variant="{arm}">'
            f'<h1>{hero}</h1><form class="subscribe-form" action="/create" method="post"><input type="email" name="email"'
            f' placeholder="Enter your email"><input type="hidden" name="g-recaptcha-response" value="{_tok(seed, 60, "grr")}"'
            f'><input type="hidden" name="ref" value="{_tok(seed, 8, "ref")}"><button type="submit">Subscribe</button>'
            f'</form><p class="subscriber-count">Join {48 + seed % 2},{(seed * 137) % 1000:03d} subscribers</p></section>'
            f'<main class="posts"><h2 class="posts-heading">Latest posts</h2><div class="post-grid">{cards}</div>'
            '<nav class="pagination"><a href="/archive?page=2">Next page</a></nav></main>'
            '<footer class="bh-footer"><p>© 2026 The Ledger Line.</p><a href="/privacy">Privacy policy</a>'
            '<a href="/tos">Terms of use</a><a href="https://www.beehiiv.com/?utm_source=the-ledger-line&amp;utm_medium='
            'footer">Powered by beehiiv</a></footer></div></body></html>')


BH_URL = "https://www.theledgerline.com/"
fam("beehiiv", beehiiv, BH, BH_URL, standard(
    ["Monzo's US launch, take two", "monzo-us-launch-take-two", "2026-12-12", "Owen Hughes",
     "A bank charter this time, and a very different pitch."], 6,
    2, "Inside Revolut's 2026 annual report: the numbers", 3, 4, "2026-11-08", ("Owen Hughes", "Owen T. Hughes")) + [
    ("the A/B hero's other arm served", lambda d: {**d, "arm": "b"}, ANY, MINM, (), SAME),
])


# ============================================================================ 6. WordPress Twenty Twenty-Four (blocks)

WP: dict[str, Any] = {"posts": [
    ["Why we built our own search index", "why-we-built-our-own-search-index", "2026-12-04", "Elif Demir",
     "Elasticsearch served us well for six years. Here is why we left.", "Engineering"],
    ["Release notes: Bookly 4.2", "bookly-4-2", "2026-11-27", "Tom Becker", "Shared calendars, SMS reminders and a "
     "faster booking page.", "Product"],
    ["How a dental chain in Leeds halved no-shows", "leeds-dental-no-shows", "2026-11-20", "Elif Demir",
     "Reminders at 48 and 2 hours, and a one-tap reschedule link.", "Customers"],
    ["Accessibility audit: what we fixed", "accessibility-audit-2026", "2026-11-13", "Tom Becker",
     "Contrast, focus order and screen-reader labels across the booking flow.", "Engineering"],
    ["Our pricing, explained", "pricing-explained", "2026-11-06", "Grace Mwangi",
     "Why we charge per location and not per seat.", "Company"],
]}


def wp2024(d: dict[str, Any], seed: int) -> str:
    """WordPress 6.7 with Twenty Twenty-Four: a core/query block (wp-block-post-template of li.wp-block-post with
    post-title, post-date, post-author-name, post-terms, post-excerpt), query pagination, a categories block with
    post counts, the search block, ?ver= assets, the speculation rules and emoji settings."""
    cats: dict[str, int] = {"Company": 7, "Customers": 12, "Engineering": 21, "Product": 34}
    items = "".join(
        f'<li class="wp-block-post post-{1200 - i} post type-post status-publish format-standard hentry '
        f'category-{cat.lower()}"><div class="wp-block-group"><h2 class="wp-block-post-title has-x-large-font-size">'
        f'<a href="https://blog.bookly.co.uk/{iso[:4]}/{iso[5:7]}/{s}/" target="_self">{t}</a></h2>'
        f'<div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">{x} </p></div>'
        f'<div class="wp-block-group is-layout-flex"><div class="wp-block-post-date"><time datetime="{iso}T09:30:00+00:00">'
        f'<a href="https://blog.bookly.co.uk/{iso[:4]}/{iso[5:7]}/{s}/">{long_date(iso)}</a></time></div>'
        f'<p class="has-small-font-size">by</p><div class="wp-block-post-author-name"><a href="https://blog.bookly.co.uk/'
        f'author/{a.split()[0].lower()}/" class="wp-block-post-author-name__link">{a}</a></div>'
        f'<div class="taxonomy-category wp-block-post-terms"><a href="https://blog.bookly.co.uk/category/{cat.lower()}/"'
        f' rel="tag">{cat}</a></div></div></div></li>'
        for i, (t, s, iso, a, x, cat) in enumerate(d["posts"]))
    catlist = "".join(f'<li class="cat-item"><a href="https://blog.bookly.co.uk/category/{k.lower()}/">{k}</a> ({v})</li>'
                      for k, v in d.get("cats", cats).items())
    ver = f"6.7.{1 + seed % 2}"
    return ('<!DOCTYPE html><html lang="en-GB"><head><meta charset="UTF-8"><title>Blog – Bookly</title>'
            f'<link rel="stylesheet" id="wp-block-library-css" href="https://blog.bookly.co.uk/wp-includes/css/dist/'
            f'block-library/style.min.css?ver={ver}" media="all"><script type="speculationrules">{{"prefetch":[{{"source"'
            f':"document","where":{{"and":[{{"href_matches":"/*"}}]}},"eagerness":"conservative"}}]}}</script>'
            f'<script>window._wpemojiSettings = {{"baseUrl":"https://s.w.org/images/core/emoji/15.0.3/72x72/",'
            f'"source":{{"concatemoji":"https://blog.bookly.co.uk/wp-includes/js/wp-emoji-release.min.js?ver={ver}"}}}};'
            '</script><link rel="alternate" type="application/rss+xml" title="Bookly » Feed" href="https://blog.bookly.'
            'co.uk/feed/"></head><body class="home blog wp-embed-responsive"><div class="wp-site-blocks">'
            '<header class="wp-block-template-part"><div class="wp-block-group alignwide"><p class="wp-block-site-title">'
            '<a href="https://blog.bookly.co.uk" rel="home">Bookly</a></p><nav class="wp-block-navigation"><ul>'
            '<li><a href="https://bookly.co.uk/">Product</a></li><li><a href="https://bookly.co.uk/pricing/">Pricing'
            '</a></li><li><a href="https://blog.bookly.co.uk/">Blog</a></li></ul></nav></div></header>'
            '<main class="wp-block-group"><h1 class="wp-block-heading">Notes from the Bookly team</h1>'
            '<div class="wp-block-query alignwide"><ul class="wp-block-post-template is-layout-flow">'
            f'{items}</ul><nav class="wp-block-query-pagination" aria-label="Pagination"><div class="wp-block-query-'
            'pagination-numbers"><span aria-current="page" class="page-numbers current">1</span><a class="page-numbers"'
            ' href="?query-1-page=2">2</a><a class="page-numbers" href="?query-1-page=3">3</a></div><a href="?query-1-'
            'page=2" class="wp-block-query-pagination-next">Older Posts</a></nav></div>'
            '<div class="wp-block-group"><h2 class="wp-block-heading">Categories</h2><ul class="wp-block-categories-list'
            f' wp-block-categories">{catlist}</ul><form role="search" method="get" action="https://blog.bookly.co.uk/" '
            'class="wp-block-search"><label for="wp-block-search__input-1">Search</label><input type="search" '
            'id="wp-block-search__input-1" name="s"><button type="submit">Search</button></form></div></main>'
            '<footer class="wp-block-template-part"><p class="has-small-font-size">Designed with <a href="https://'
            'wordpress.org" rel="nofollow">WordPress</a></p></footer></div></body></html>')


WP_URL = "https://blog.bookly.co.uk/"
fam("wordpress 2024", wp2024, WP, WP_URL, standard(
    ["Release notes: Bookly 4.3", "bookly-4-3", "2026-12-10", "Tom Becker",
     "Waiting lists, deposits and Apple Pay.", "Product"], 5,
    0, "Why we built our own search index (and what it cost)", 3, 2, "2026-11-21", ("Grace Mwangi", "Grace W. Mwangi")) + [
    ("the category counts moved (a post on page 3 recategorised)", lambda d: {**d, "cats": {
        "Company": 8, "Customers": 12, "Engineering": 20, "Product": 34}}, ANY, MIN, (), SAME),
])


# ============================================================================ 7. Blogger (blogspot)

BL: dict[str, Any] = {"posts": [
    ["Sourdough discard crackers with rosemary", "sourdough-discard-crackers", "2026-12-04", "Margit Kovács",
     "Four ingredients, one baking tray and no waste."],
    ["My rye starter, three years on", "rye-starter-three-years", "2026-11-28", "Margit Kovács",
     "How I feed it, how I store it, and the one time I nearly lost it."],
    ["Hungarian pogácsa, the proper way", "hungarian-pogacsa", "2026-11-20", "Margit Kovács",
     "My grandmother's recipe with the lard left in."],
    ["Baking with einkorn: notes and failures", "einkorn-notes", "2026-11-12", "Margit Kovács",
     "It does not behave like wheat. Here is what I learned."],
    ["A week of bread in a small oven", "week-of-bread-small-oven", "2026-11-05", "Margit Kovács",
     "Loaf tins, a pizza stone and a lot of patience."],
]}


def blogger(d: dict[str, Any], seed: int) -> str:
    """Blogger's index page (a Contempo-like theme, blogspot): date-outer / date-header groups, h3.post-title,
    post-snippet, the post footer's comment link, Popular Posts with per-visit order, the archive widget with its
    per-month counts, the blog-pager's "Older Posts", _WidgetManager's per-visit token, the navbar iframe."""
    outer = "".join(
        f'<div class="date-outer"><h2 class="date-header"><span>{_d(iso):%A}, {long_date(iso)}</span></h2>'
        f'<div class="date-posts"><div class="post-outer"><div class="post hentry uncustomized-post-template" itemscope '
        f'itemtype="http://schema.org/BlogPosting"><meta itemprop="datePublished" content="{iso}T08:00:00+01:00">'
        f'<h3 class="post-title entry-title" itemprop="name"><a href="https://kenyermargit.blogspot.com/{iso[:4]}/'
        f'{iso[5:7]}/{s}.html">{t}</a></h3><div class="post-body entry-content post-snippet" itemprop="description">'
        f'{x}</div><div class="post-footer"><span class="post-author vcard">Posted by <span class="fn">{a}</span></span>'
        f' <span class="post-timestamp">at <a class="timestamp-link" href="https://kenyermargit.blogspot.com/{iso[:4]}/'
        f'{iso[5:7]}/{s}.html"><abbr class="published" title="{iso}T08:00:00+01:00">8:00 AM</abbr></a></span> '
        f'<span class="post-comment-link"><a class="comment-link" href="https://kenyermargit.blogspot.com/{iso[:4]}/'
        f'{iso[5:7]}/{s}.html#comment-form">{(seed + i * 3) % 12} comments</a></span></div></div></div></div></div>'
        for i, (t, s, iso, a, x) in enumerate(d["posts"]))
    months: dict[str, int] = {}
    for p in d["posts"]:
        k = f"{_d(p[2]):%B}"
        months[k] = months.get(k, 0) + 1
    arch = "".join(f'<li class="archivedate"><a class="post-count-link" href="#">{k}</a> <span class="post-count">({v})'
                   f'</span></li>' for k, v in months.items())
    pop = "".join(f'<li><div class="item-title"><a href="#">{d["posts"][(seed + j) % len(d["posts"])][0]}</a></div></li>'
                  for j in range(3))
    return ("<!DOCTYPE html><html class='v2' dir='ltr' lang='en-GB'><head><meta content='blogger' name='generator'>"
            "<title>Kenyér &amp; Margit</title><link rel='alternate' type='application/atom+xml' title='Kenyér &amp; "
            "Margit - Atom' href='https://kenyermargit.blogspot.com/feeds/posts/default'>"
            f"<link type='text/css' rel='stylesheet' href='https://www.blogger.com/static/v1/widgets/{_tok(seed, 10, 'bw')}"
            "-css_bundle_v2.css'></head><body class='version-1-3-3 variant-indie_light'>"
            f"<div class='navbar section' id='navbar'><iframe src='https://www.blogger.com/navbar/7788990011?origin="
            f"https://kenyermargit.blogspot.com&amp;zx={_tok(seed, 12, 'zx')}' title='Blogger navbar'></iframe></div>"
            "<header class='centered-top-container'><div class='Header widget'><h1 class='title'><a href='https://"
            "kenyermargit.blogspot.com/'>Kenyér &amp; Margit</a></h1><p class='description'>Bread, mostly sourdough, baked"
            " in a small flat in Budapest.</p></div></header><main class='centered'><div class='main section' id='page_body'>"
            f"<div class='widget Blog' data-version='2' id='Blog1'><div class='blog-posts hfeed container'>{outer}</div>"
            "<div class='blog-pager container' id='blog-pager'><a class='blog-pager-older-link' href='https://kenyermargit"
            ".blogspot.com/search?updated-max=2026-11-05T08:00:00%2B01:00&amp;max-results=5' title='Older Posts'>Older"
            " Posts</a></div></div></div></main><aside class='sidebar-container'><div class='widget PopularPosts' "
            f"id='PopularPosts1'><h3 class='title'>Popular Posts</h3><ul>{pop}</ul></div><div class='widget BlogArchive' "
            f"id='BlogArchive1'><h3 class='title'>Archive</h3><ul class='hierarchy'><li class='archivedate expanded'>"
            f"<a class='post-count-link' href='#'>2026</a><ul class='hierarchy'>{arch}</ul></li></ul></div>"
            "<div class='widget Profile' id='Profile1'><h3 class='title'>About me</h3><a class='profile-name-link' "
            "href='https://www.blogger.com/profile/04411223344556677889'>Margit Kovács</a></div></aside>"
            "<footer class='footer'><div class='widget Attribution'>Powered by <a href='https://www.blogger.com'>Blogger"
            f"</a></div></footer><script type='text/javascript'>_WidgetManager._Init('//www.blogger.com/rearrange?blogID="
            f"7788990011','//kenyermargit.blogspot.com/','7788990011');_WidgetManager._SetDataContext([{{'name':'blog',"
            f"'data':{{'blogId':'7788990011','token':'{_tok(seed, 30, 'wm')}'}}}}]);</script></body></html>")


BL_URL = "https://kenyermargit.blogspot.com/"
fam("blogger", blogger, BL, BL_URL, standard(
    ["Christmas beigli, step by step", "christmas-beigli", "2026-12-11", "Margit Kovács",
     "Walnut and poppy seed, and how to keep them from cracking."], 5,
    2, "Hungarian pogácsa, the proper way (with lard)", 3, 1, "2026-11-29", ("Margit Kovács", "Margit Kovács-Tóth")))


# ============================================================================ 8. HubSpot CMS blog listing

HS: dict[str, Any] = {"feat": 0, "posts": [
    ["The 2027 State of Field Service report", "state-of-field-service-2027", "2026-12-03", "Rachel Moreno",
     "We surveyed 1,200 field service leaders. Here is what they're planning.", "Research"],
    ["How to price HVAC maintenance contracts", "price-hvac-maintenance-contracts", "2026-11-26", "Daniel Kim",
     "Flat rate, time and materials, or tiered? A worked example.", "Guides"],
    ["5 dispatch mistakes that cost you jobs", "dispatch-mistakes", "2026-11-19", "Rachel Moreno",
     "And the scheduling rules that fix them.", "Guides"],
    ["Wrenchly now integrates with QuickBooks Online", "quickbooks-online-integration", "2026-11-12", "Priya Shah",
     "Invoices sync both ways, in real time.", "Product"],
    ["Customer story: Baxter Plumbing grows 3x in two years", "baxter-plumbing", "2026-11-05", "Daniel Kim",
     "From 4 vans to 14, without hiring a dispatcher.", "Customers"],
    ["Field service KPIs every owner should track", "field-service-kpis", "2026-10-29", "Priya Shah",
     "First-time fix rate, utilisation and seven more.", "Guides"],
]}


def hubspot(d: dict[str, Any], seed: int) -> str:
    """A HubSpot CMS blog listing (blog-index): the featured (latest) post in a hero, blog-index__post cards with
    topic tags, author and date, "Read more", the topic filter, a subscribe form (hs-form with its per-visit
    portal guid and hutk), hsVars with the render time, pagination."""
    f = d["feat"]
    ft, fs, fiso, fa, fx, ftag = d["posts"][f]
    cards = "".join(
        f'<article class="blog-index__post blog-index__post--small"><a class="blog-index__post-image-wrapper" '
        f'href="https://www.wrenchly.com/blog/{s}"><img class="blog-index__post-image" src="https://www.wrenchly.com/hs-fs'
        f'/hubfs/blog/{s}.png?width=600&amp;name={s}.png" loading="lazy" alt="{t}"></a><div class="blog-index__post-content">'
        f'<div class="blog-index__post-tags"><a class="blog-index__post-tag" href="https://www.wrenchly.com/blog/tag/'
        f'{tag.lower()}">{tag}</a></div><h2><a href="https://www.wrenchly.com/blog/{s}">{t}</a></h2><p>{x}</p>'
        f'<div class="blog-index__post-meta"><span class="blog-index__post-author">{a}</span> <time '
        f'class="blog-index__post-date" datetime="{iso}">{short_date(iso)}</time></div><a class="blog-index__post-button"'
        f' href="https://www.wrenchly.com/blog/{s}">Read more</a></div></article>'
        for i, (t, s, iso, a, x, tag) in enumerate(d["posts"]) if i != f)
    topics = "".join(f'<li><a href="https://www.wrenchly.com/blog/tag/{k.lower()}">{k}</a></li>'
                     for k in ("Customers", "Guides", "Product", "Research"))
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The Wrenchly Blog | Field service '
            'tips, guides and news</title><meta name="generator" content="HubSpot">'
            '<link rel="alternate" type="application/rss+xml" href="https://www.wrenchly.com/blog/rss.xml">'
            f'<link rel="stylesheet" href="https://www.wrenchly.com/hubfs/hub_generated/template_assets/1/'
            f'{_tok(seed, 11, "hsa")}/1765{seed:06d}/template_main.min.css">'
            f'<script>var hsVars = {{render_id: "{_tok(seed, 36, "rid")}", ticks: {1765100000000 + seed * 71}, '
            'page_id: 150229384, content_group_id: 150229001, portal_id: 44120988, app_hs_base_url: "https://app.hubspot'
            '.com", cp_hs_base_url: "https://cp.hubspot.com", language: "en", analytics_page_type: "listing-page", '
            'analytics_page_id: "150229384", category_id: 3, folder_id: 0, is_hubspot_user: false}</script></head>'
            '<body class="blog hs-content-id-150229384 hs-blog-listing hs-content-path-blog hs-blog-id-150229001">'
            '<div class="body-wrapper"><header class="header"><div id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper '
            'hs_cos_wrapper_widget hs_cos_wrapper_type_module"><a href="https://www.wrenchly.com">Wrenchly</a></div>'
            '<nav class="menu"><a href="https://www.wrenchly.com/features">Features</a><a href="https://www.wrenchly.com'
            '/pricing">Pricing</a><a href="https://www.wrenchly.com/blog">Blog</a></nav></header><main id="main-content" '
            'class="body-container-wrapper"><div class="body-container body-container--blog-index">'
            '<div class="blog-header"><h1>The Wrenchly Blog</h1><p>Guides, research and product news for field service '
            f'businesses.</p><ul class="blog-topics">{topics}</ul></div>'
            f'<article class="blog-index__post blog-index__post--large blog-index__post--featured"><div class="blog-index'
            f'__post-content"><span class="featured-label">Featured</span><h2><a href="https://www.wrenchly.com/blog/{fs}">'
            f'{ft}</a></h2><p>{fx}</p><div class="blog-index__post-meta">{fa} · {short_date(fiso)}</div></div></article>'
            f'<div class="blog-index">{cards}</div><div class="blog-pagination"><a class="blog-pagination__link '
            'blog-pagination__link--active" href="https://www.wrenchly.com/blog">1</a><a class="blog-pagination__link" '
            'href="https://www.wrenchly.com/blog/page/2">2</a><a class="blog-pagination__next-link" href="https://www.'
            'wrenchly.com/blog/page/2">Next</a></div></div><div class="blog-subscribe"><div id="hs_cos_wrapper_blog_'
            'subscribe" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form"><h3>Subscribe to the blog'
            f'</h3><form id="hsForm_{_tok(seed, 36, "fg")}" class="hs-form stacked" action="https://forms.hsforms.com/'
            'submissions/v3/public/submit/formsnext/multipart/44120988/a1b2c3d4"><input name="email" type="email">'
            f'<input type="hidden" name="hutk" value="{_tok(seed, 32, "hutk")}"><input type="submit" value="Subscribe">'
            '</form></div></div></main><footer class="footer"><p>© 2026 Wrenchly Inc.</p></footer></div>'
            f'<script src="https://js.hs-scripts.com/44120988.js?v={seed}"></script></body></html>')


HS_URL = "https://www.wrenchly.com/blog"
fam("hubspot blog", hubspot, HS, HS_URL, standard(
    ["Introducing Wrenchly AI dispatch", "wrenchly-ai-dispatch", "2026-12-10", "Priya Shah",
     "Jobs routed to the right technician in seconds.", "Product"], 6,
    2, "5 dispatch mistakes that cost you jobs (and how to fix them)", 3, 4, "2026-11-06",
    ("Rachel Moreno", "Rachel Moreno-Díaz")) + [
    ("the featured post switched to an older one", feature(2), ANY, MINM, (), SAME),
])


# ============================================================================ 9. Webflow blog collection

WB: dict[str, Any] = {"posts": [
    ["Carbon accounting for Scope 3, made practical", "scope-3-practical", "2026-12-02", "Ines Moreau", "Guides"],
    ["Verdant raises a $30M Series B", "series-b", "2026-11-24", "Ines Moreau", "Company"],
    ["What CSRD means for mid-size companies", "csrd-mid-size", "2026-11-17", "Felix Brandt", "Regulation"],
    ["Supplier surveys people actually answer", "supplier-surveys", "2026-11-10", "Aisha Bello", "Guides"],
    ["The emissions factors we use, and why", "emissions-factors", "2026-11-03", "Felix Brandt", "Methodology"],
    ["Case study: how Oatside cut packaging emissions 22%", "oatside-case-study", "2026-10-27", "Aisha Bello",
     "Customers"],
]}


def webflow_blog(d: dict[str, Any], seed: int) -> str:
    """A Webflow blog page: a CMS collection list (w-dyn-item cards that are one link each: category, title, date,
    author), a category filter (Finsweet cmsfilter), "Load more" (cmsload), the "Last Published" comment and the
    per-publish css / js hashes, a newsletter form with a per-visit honeypot name."""
    items = "".join(
        f'<div role="listitem" class="blog-item w-dyn-item"><a href="/blog/{s}" class="blog-card w-inline-block">'
        f'<img src="https://cdn.prod.website-files.com/6501f0a0b1c2d3e4f5a6b7c8/65{_tok(len(s), 20, s)}_{s}.webp" '
        f'loading="lazy" alt="" class="blog-card-image"><div class="blog-card-content"><div fs-cmsfilter-field="category"'
        f' class="blog-category">{cat}</div><h3 class="blog-card-title">{t}</h3><div class="blog-card-meta">'
        f'<div class="blog-date">{long_date(iso)}</div><div class="blog-author">{a}</div></div></div></a></div>'
        for t, s, iso, a, cat in d["posts"])
    cats = "".join(f'<label class="filter-chip w-checkbox"><input type="checkbox" fs-cmsfilter-field="category" '
                   f'class="w-checkbox-input"><span class="w-form-label">{k}</span></label>'
                   for k in ("Company", "Customers", "Guides", "Methodology", "Regulation"))
    return ('<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com -->'
            f'<!-- Last Published: Mon Dec 0{1 + seed % 7} 2026 {seed % 24:02d}:{seed * 7 % 60:02d}:41 GMT+0000 '
            '(Coordinated Universal Time) --><html data-wf-domain="www.verdant.earth" '
            f'data-wf-page="{_tok(seed, 24, "wfp")}" data-wf-site="6501f0a0b1c2d3e4f5a6b7c8"><head><meta charset="utf-8">'
            '<title>Blog | Verdant</title><link href="https://cdn.prod.website-files.com/6501f0a0b1c2d3e4f5a6b7c8/css/'
            f'verdant.webflow.{_tok(seed, 9, "wfc")}.min.css" rel="stylesheet"></head><body>'
            '<div class="navbar w-nav"><a href="/" class="w-nav-brand">Verdant</a><nav class="w-nav-menu"><a href="/'
            'platform" class="w-nav-link">Platform</a><a href="/blog" class="w-nav-link w--current">Blog</a></nav></div>'
            '<main class="main-wrapper"><section class="section-blog-hero"><h1>Insights on carbon accounting</h1>'
            '<p>Guides, research and company news from the Verdant team.</p></section><section class="section-blog-list">'
            f'<div class="filters" fs-cmsfilter-element="filters">{cats}</div><div class="w-dyn-list" '
            f'fs-cmsload-element="list"><div role="list" class="blog-list w-dyn-items">{items}</div>'
            '<div role="navigation" class="w-pagination-wrapper"><a href="?9f3c1a2b_page=2" class="w-pagination-next '
            'load-more-button" fs-cmsload-element="load-more">Load more</a></div></div></section>'
            '<section class="newsletter"><h2>Get the monthly briefing</h2><div class="w-form"><form name="wf-form-'
            f'newsletter" method="get"><input type="email" class="w-input" name="email"><input type="text" name="'
            f'{_tok(seed, 10, "hp")}" class="hp-field" tabindex="-1"><input type="submit" value="Subscribe" '
            'class="w-button"></form></div></section></main><footer class="footer">© 2026 Verdant Technologies GmbH'
            f'</footer><script src="https://cdn.prod.website-files.com/6501f0a0b1c2d3e4f5a6b7c8/js/webflow.'
            f'{_tok(seed, 8, "wfj")}.js"></script></body></html>')


WB_URL = "https://www.verdant.earth/blog"
fam("webflow blog", webflow_blog, WB, WB_URL, standard(
    ["The SBTi's new net-zero standard, explained", "sbti-net-zero-standard", "2026-12-09", "Felix Brandt",
     "Regulation"], 6,
    3, "Supplier surveys that people actually answer", 4, 2, "2026-11-18", ("Aisha Bello", "Aisha Bello-Okoro")))


# ============================================================================ 10. Hugo PaperMod

HG: dict[str, Any] = {"posts": [
    ["Writing a tiny Raft in Rust", "tiny-raft-in-rust", "2026-12-01", "Jakub Nowak",
     "Leader election, log replication and the bugs the simulator found."],
    ["Notes on io_uring for network servers", "io-uring-network", "2026-11-16", "Jakub Nowak",
     "Registered buffers, multishot accept and what the benchmarks hid."],
    ["Why I stopped using ORMs", "stopped-using-orms", "2026-10-30", "Jakub Nowak",
     "Plain SQL, a query builder and migrations in version control."],
    ["A year of NixOS on the desktop", "year-of-nixos", "2026-10-12", "Jakub Nowak",
     "Flakes, home-manager and the two things I still do by hand."],
    ["Reading the Postgres query planner", "postgres-planner", "2026-09-28", "Jakub Nowak",
     "EXPLAIN ANALYZE, row estimates and when the planner is right to ignore your index."],
]}


def hugo_papermod(d: dict[str, Any], seed: int) -> str:
    """A Hugo (PaperMod) personal blog: a home-info block, article.post-entry cards (entry-header h2, entry-content
    summary, entry-footer "Date · N min · Author"), pagination "Next Page »", the build's fingerprinted stylesheet
    with an integrity hash, the generator meta. Static: the only per-build values are the asset fingerprints."""
    entries = "".join(
        f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{t}</h2></header>'
        f'<div class="entry-content"><p>{x}</p></div><footer class="entry-footer"><span title=\'{iso} 00:00:00 +0000 '
        f'UTC\'>{long_date(iso)}</span>&nbsp;·&nbsp;{5 + len(x) % 7} min&nbsp;·&nbsp;{a}</footer>'
        f'<a class="entry-link" aria-label="post link to {t}" href="https://jakubnowak.dev/posts/{s}/"></a></article>'
        for t, s, iso, a, x in d["posts"])
    fp = _tok(seed, 64, "hugo")
    return ('<!DOCTYPE html><html lang="en" dir="auto"><head><meta charset="utf-8"><meta name="generator" '
            'content="Hugo 0.139.3"><title>Jakub Nowak</title><meta name="description" content="Systems programming, '
            f'databases and distributed systems."><link crossorigin="anonymous" href="/assets/css/stylesheet.{fp[:12]}.css"'
            f' integrity="sha256-{fp}" rel="preload stylesheet" as="style"><link rel="alternate" type="application/rss+xml"'
            ' href="https://jakubnowak.dev/index.xml"></head><body class="list" id="top"><header class="header"><nav '
            'class="nav"><div class="logo"><a href="https://jakubnowak.dev/" accesskey="h">Jakub Nowak</a></div><ul id='
            '"menu"><li><a href="https://jakubnowak.dev/posts/"><span>Posts</span></a></li><li><a href="https://jakub'
            'nowak.dev/tags/"><span>Tags</span></a></li><li><a href="https://jakubnowak.dev/about/"><span>About</span>'
            '</a></li></ul></nav></header><main class="main"><article class="first-entry home-info"><header class="entry-'
            'header"><h1>Hi, I\'m Jakub 👋</h1></header><div class="entry-content">I write about systems programming, '
            'databases and distributed systems.</div></article>'
            f'{entries}<footer class="page-footer"><nav class="pagination"><a class="next" href="https://jakubnowak.dev/'
            'page/2/">Next&nbsp;2/4&nbsp;»</a></nav></footer></main><footer class="footer"><span>© 2026 Jakub Nowak'
            '</span> · <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a>'
            ' &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod'
            '</a></span></footer></body></html>')


HG_URL = "https://jakubnowak.dev/"
fam("hugo papermod", hugo_papermod, HG, HG_URL, standard(
    ["Deterministic simulation testing, from scratch", "deterministic-simulation-testing", "2026-12-08",
     "Jakub Nowak", "A seeded scheduler, fake clocks and a network that lies."], 5,
    1, "Notes on io_uring for network servers, revisited", 2, 3, "2026-10-14", ("Jakub Nowak", "Jakub J. Nowak")))


# ============================================================================ the tests

#: pairs the differ still gets wrong (strict: a pair that passes fails the run)
WRONG: dict[str, str] = {}
#: pairs whose surface is not guessed right without --surface
GUESS_WRONG: dict[str, str] = {}


test_pair, test_pair_guessing_the_surface = r15.pair_tests(CASES, NAMED, WRONG, GUESS_WRONG)


def test_pairs_are_json() -> None:
    for c in list(CASES.values())[:3]:
        json.dumps(diff_files(c.old, c.new, surface=c.surface, url=c.url, content_type=None))


# ============================================================================ the rules, unit by unit

def test_a_featured_hero_above_the_dated_rows_is_a_post() -> None:
    """Substack's home: the hero post (a lone dated card of its own) over the "Latest" rows is read with them."""
    from changewire_differ.pipeline import read

    st = read(substack_home(SS, 1).encode(), kind="html", surface="blog", url=SS_URL)
    titles = [e.data["title"] for e in st.entities["news_item"].items]
    assert titles == [p[0] for p in SS["posts"]], titles


def test_two_lists_of_dated_cards_are_still_no_list() -> None:
    """Two grids of two or more dated cards each (posts and events?) tell no list apart: none is read."""
    from changewire_differ.pipeline import read

    def grid(kind: str) -> str:
        return "".join(f'<div class="card"><a href="/{kind}/{i}">The {kind} number {i} of this year</a>'
                       f'<time datetime="2026-11-0{i}">Nov {i}, 2026</time></div>' for i in range(1, 4))
    html = (f'<html><head><title>Acme</title></head><body><main><div class="a">{grid("posts")}</div>'
            f'<div class="b">{grid("events")}</div></main></body></html>')
    st = read(html.encode(), kind="html", surface="blog", url="https://acme.example/blog")
    items = st.entities.get("news_item")
    assert items is None or not any("/events/" in (e.data.get("url") or "") for e in items.items)


@pytest.mark.parametrize(("before", "after", "n"), [
    (["Posted by Margit Kovács at 8:00 AM", "Posted by Margit Kovács at 9:00 AM"],
     ["Posted by Margit Kovács-Tóth at 8:00 AM", "Posted by Margit Kovács-Tóth at 9:00 AM"], 1),
    (["December 1, 2026 · 8 min · Jakub Nowak", "November 16 · 7 min · Jakub Nowak"],
     ["December 1, 2026 · 8 min · Jakub J. Nowak", "November 16 · 7 min · Jakub J. Nowak"], 1),
    (["Posted by Margit Kovács", "Posted by Anna Szabó"], ["Posted by Margit Tóth", "Posted by Anna Kiss"], None),
])
def test_one_edit_repeated_in_every_card(before: list[str], after: list[str], n: int | None) -> None:
    from changewire_differ.classify import _one_edit_repeated
    from changewire_differ.diff import BlockChange
    from changewire_differ.model import Block

    def blk(t: str) -> Block:
        return Block(tag="p", text=t, norm=t.lower())

    changes = [BlockChange(op="modified", before=blk(a), after=blk(b), changed_words=1) for a, b in zip(before, after)]
    assert _one_edit_repeated(changes) == n


@pytest.mark.parametrize(("url", "surface"), [("https://medium.com/engineering-at-tidewave", "blog"),
                                              ("https://medium.com/@dana.whitfield", "blog"),
                                              ("https://netflixtechblog.medium.com/", "blog")])
def test_a_medium_publication_is_a_blog(url: str, surface: str) -> None:
    from changewire_differ.guess import surface_from_url

    assert surface_from_url(url) == surface
