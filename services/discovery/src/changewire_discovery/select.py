"""Candidates → the sensors to seed: scoring, one sensor per surface (plus jobs_board beside careers and a
feed beside blog/newsroom), the per-company cap in surface-importance order, and each sensor's seeding
values (base interval, tier letter, first run, priority, quality score). Pure: no I/O, no clock.

    score            = confidence × method weight × verification factor × depth factor
    rank             = score × language factor (0.8 for a page under another language's locale prefix —
                       `/de/karriere` when the site's language is English — so one sensor per surface is
                       kept in the site's default language, English when the homepage names none)
                       × legal factor (0.7 for a secondary legal page: cookies, trust centre, accessibility)
                       × 0.9 for a status page read as HTML (its JSON summary, when found, is the better sensor)
    quality_score    = 100 × confidence × (0.5 + 0.5 × surface importance) × reliability
                       (reliability = method weight × verification factor)
    priority         = 0.3 + 0.5 × company importance + 0.2 × surface importance
    base interval    = surface base × tier factor (1: ×0.5, 2: ×0.75, 3: ×1, 4: ×1.5), clamped [min, max]
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import unquote, urlsplit, urlunsplit

from changewire_common.surfaces import (SUBDOMAIN_SURFACES, SURFACE_IMPORTANCE, classify_text, classify_url,
                                        is_language_segment, names_people, path_depth)
from changewire_common.vocab import (
    COMPANY_TIER_FACTOR, SURFACE_BASE_INTERVAL_S, DiscoveryMethod, SensorKind, Surface, tier_letter,
)

METHOD_WEIGHT: dict[DiscoveryMethod, float] = {
    DiscoveryMethod.MANUAL: 1.0,
    DiscoveryMethod.ATS: 1.0,
    DiscoveryMethod.NAV: 1.0,
    DiscoveryMethod.FEED: 0.95,
    DiscoveryMethod.SUBDOMAIN: 0.9,
    DiscoveryMethod.REPAIR: 0.9,
    DiscoveryMethod.LINK: 0.85,
    DiscoveryMethod.PROBE: 0.8,
    DiscoveryMethod.ROBOTS: 0.75,
    DiscoveryMethod.SITEMAP: 0.7,
}

#: verification factor: fetched and looked right / never fetched (failed checks are dropped)
VERIFIED_FACTOR = 1.0
UNVERIFIED_FACTOR = 0.75

#: surface base intervals in seconds and company tier factors (DESIGN.md "Scheduling"; shared with the scheduler)
SURFACE_BASE_S: dict[Surface, int] = {Surface(k): v for k, v in SURFACE_BASE_INTERVAL_S.items()}
TIER_FACTOR: dict[int, float] = dict(COMPANY_TIER_FACTOR)


@dataclass
class Candidate:
    """One possible sensor. `verified`: True fetched and fine, None never fetched, False failed a check."""

    surface: Surface
    url: str
    method: DiscoveryMethod
    confidence: float
    verified: bool | None = None
    kind: SensorKind = SensorKind.HTML
    config: dict[str, Any] = field(default_factory=dict)
    #: for feeds: the surface whose page announced it (blog / newsroom), if any
    parent: Surface | None = None
    evidence: str = ""
    #: the deeper page this section root was derived from (`/docs/` from `/docs/start/intro`): where to step
    #: down to when the root itself is no page
    below: str = ""

    @property
    def depth(self) -> int:
        return path_depth(self.url)


def depth_factor(depth: int) -> float:
    """1 for the site root and first-level pages, then −15 % per extra level (relative)."""
    return 1.0 / (1.0 + 0.15 * max(0, depth - 1))


def verification_factor(verified: bool | None) -> float:
    return VERIFIED_FACTOR if verified else UNVERIFIED_FACTOR


def score(c: Candidate) -> float:
    """confidence × method weight × verification × depth, in [0, 1]; 0 for a failed check."""
    if c.verified is False:
        return 0.0
    depth = 0 if c.kind in (SensorKind.ATS, SensorKind.STATUS_JSON) else c.depth
    return c.confidence * METHOD_WEIGHT.get(c.method, 0.7) * verification_factor(c.verified) * depth_factor(depth)


#: a page under another language's locale prefix than the site's default language
OTHER_LANGUAGE_FACTOR = 0.8


#: locale prefixes that name a region or the international site, not a language (no penalty for them)
_NEUTRAL_PREFIXES = frozenset({"us", "uk", "eu", "int", "intl", "global", "ch", "ww", "www"})
#: country prefixes used for a language, and language aliases
_PREFIX_LANG = {"at": "de", "se": "sv", "dk": "da", "nb": "no", "nn": "no"}
#: host labels that are words more often than languages (hr. = human resources, it. = IT, my. = an account)
_AMBIGUOUS_HOST_LABELS = frozenset({"hr", "it", "my", "id", "is", "no", "ms", "am", "as", "be", "to", "so", "or",
                                    "go", "me", "us", "uk", "eu", "ch", "at", "se", "dk", "int", "intl", "global"})


def url_locale(url: str) -> str:
    """The URL's locale, normalised (`/de-CH/preise` → `de-ch`, `de.acme.com/` → `de`): its path's locale
    prefix, else a language host label (`fr.acme.com`); '' when it names none or only a region (`/us/`)."""
    p = urlsplit(url)
    segs = [s for s in p.path.split("/") if s]
    loc = ""
    if segs and is_language_segment(segs[0]):
        loc = segs[0].lower().replace("_", "-")
        if loc in _NEUTRAL_PREFIXES and len(segs) > 1 and is_language_segment(segs[1]):
            loc = segs[1].lower().replace("_", "-")  # `/us/en/`, `/ch/fr/`: a region, then the language
    else:
        labels = (p.hostname or "").lower().split(".")
        if len(labels) >= 3 and labels[0] not in _AMBIGUOUS_HOST_LABELS and is_language_segment(labels[0]):
            loc = labels[0]
    primary = loc.split("-")[0]
    if primary in _NEUTRAL_PREFIXES:
        return ""
    return _PREFIX_LANG.get(primary, primary) + loc[len(primary):] if loc else ""


def url_language(url: str) -> str:
    """Primary language of the URL's locale (`/de-ch/preise` → `de`), '' when it names none."""
    return url_locale(url).split("-")[0]


def language_factor(url: str, prefer_lang: str = "") -> float:
    """1 for a page without a locale or in the preferred locale; 0.95 in the preferred language for another
    region (`/en-gb/` when the site is `/en-us/`); else OTHER_LANGUAGE_FACTOR. `prefer_lang` is the site's
    default locale (the homepage's locale prefix or lang, `en-us` or `en`), English if none."""
    loc = url_locale(url)
    if not loc:
        return 1.0
    want = (prefer_lang or "en").lower().replace("_", "-")
    if loc.split("-")[0] != want.split("-")[0]:
        return OTHER_LANGUAGE_FACTOR
    if "-" in want and "-" in loc and loc != want:
        return 0.95
    return 1.0


#: legal pages that are not what "the legal page" means (the privacy policy, the terms, the imprint): a cookie
#: policy, a trust or security centre, an accessibility or modern-slavery statement, the HTML sitemap
_SECONDARY_LEGAL = frozenset({
    "trust", "trust-center", "trust-centre", "security", "compliance", "gdpr", "dpa", "subprocessors",
    "sub-processors", "disclaimer", "accessibility", "accessibility-statement", "modern-slavery",
    "modern-slavery-statement", "sitemap", "barrierefreiheit", "accessibilite", "accesibilidad",
})
#: a secondary legal page ranks this much below the primary ones
SECONDARY_LEGAL_FACTOR = 0.7


def legal_factor(c: Candidate) -> float:
    """1, or SECONDARY_LEGAL_FACTOR for a legal candidate whose page is a secondary legal page (`/trust`,
    `/legal/cookies`): a nested privacy policy (`/legal/privacy`, one level deeper) still wins over it."""
    if c.surface is not Surface.LEGAL:
        return 1.0
    segs = [s for s in urlsplit(c.url).path.lower().split("/") if s]
    last = segs[-1].rsplit(".", 1)[0] if segs else ""
    return SECONDARY_LEGAL_FACTOR if last in _SECONDARY_LEGAL or "cookie" in last else 1.0


#: a status page's HTML ranks this much below a status JSON summary (structured components and incidents)
STATUS_HTML_FACTOR = 0.9


#: an About / Company page (a team surface only by a hint: `/about-us`, `/company`) ranks this much below a page
#: whose path names the team itself (`/about-us/leadership`, `/team`) — deeper as that page may be
ABOUT_PAGE_FACTOR = 0.8


def team_factor(c: Candidate) -> float:
    """1, or ABOUT_PAGE_FACTOR for a team candidate whose URL does not name a team page whole (an About page)."""
    if c.surface is not Surface.TEAM:
        return 1.0
    um = classify_url(c.url)
    # a whole team segment (`/team`, 0.8), or a team named inside the last segment's slug (`/about-us/meet-the-team`,
    # 0.6); an About folder names the team by a hint only (0.45, less below it)
    if um is not None and um.surface is Surface.TEAM and um.confidence >= 0.6:
        return 1.0
    # a URL that names nothing (/?page_id=14, Gnuboard's ?co_id=members): the label that named it tells the team page
    # ("Unser Team", "임직원 소개") from the About page ("Über uns", "회사소개")
    if um is None and any(names_people(label) for _q, label in _EVIDENCE_LABEL.findall(c.evidence)):
        return 1.0
    return ABOUT_PAGE_FACTOR


#: path segments of a section of news in general ("News", "Actualités", "Aktuelles"): a company's articles as often
#: as its announcements
_GENERIC_NEWS = frozenset({
    "news", "latest-news", "company-news", "actualites", "actualite", "actus", "aktuelles", "neuigkeiten", "nyheter",
    "nyheder", "uutiset", "noticias", "notizie", "novidades", "nieuws", "aktualnosci", "haberler",
})
#: a generic news section ranks this much below a press room (`/press`, `/espace-presse`, `/newsroom`) as the newsroom
GENERIC_NEWS_FACTOR = 0.95


#: a label naming press releases ("Press releases", "Pressemitteilungen", "Communiqués", ニュースリリース): the section
#: under a generic /news/ path that a listed company's site gives its releases is its press room
_PRESS_RELEASE_LABEL = re.compile(r"(?<![a-z])press|communiqu|comunicad|comunicat|persbericht|medienmitteilung|"
                                  r"ニュースリリース|[プフ]レスリリース|報道発表|보도자료|新闻稿|新聞稿", re.I)  # folded: プ → フ


def generic_news(url: str, evidence: str = "") -> bool:
    """The URL's last path segment names news in general, not a press room — unless the label that named it
    (in `evidence`) says press releases."""
    segs = [x for x in urlsplit(url).path.lower().split("/") if x]
    if not (bool(segs) and segs[-1].rsplit(".", 1)[0] in _GENERIC_NEWS):
        return False
    labels = [m[1] for m in re.findall(r"text(?: contains(?: CJK)?)? (['\"])(.*?)\1", evidence)]
    return not _PRESS_RELEASE_LABEL.search(" ".join(labels))


#: a newsroom page of the investor-relations site (investors.…/news-releases): the releases it files for shareholders;
#: beside the company's own press room or news it is the lesser page
INVESTOR_NEWS_FACTOR = 0.75


def investor_news(url: str) -> bool:
    """The URL is on an investor-relations host (`investors.`, `ir.` of the company): its news is investor news."""
    labels = (urlsplit(url).hostname or "").lower().split(".")
    return len(labels) > 2 and SUBDOMAIN_SURFACES.get(labels[0]) is Surface.INVESTORS


def news_factor(c: Candidate) -> float:
    """1, or GENERIC_NEWS_FACTOR for a newsroom candidate that is a section of news in general: where a site has
    both ("Actualités" and "Espace presse"), its press room is the newsroom; INVESTOR_NEWS_FACTOR for the news of the
    IR site (investors.…/news-releases): the company's own newsroom ranks first."""
    if c.surface is not Surface.NEWSROOM:
        return 1.0
    return (GENERIC_NEWS_FACTOR if generic_news(c.url, c.evidence) else 1.0) * (
        INVESTOR_NEWS_FACTOR if investor_news(c.url) else 1.0)


#: a changelog's last path segment that names "what is new" in general: a marketing page of launches and new arrivals
#: as often as a product's changelog ("What's new: introducing Planwise 3", a shop's new-in)
_GENERIC_NEW = frozenset({"whats-new", "what-s-new", "whatsnew", "new", "nouveautes", "novedades", "neuigkeiten",
                          "was-ist-neu", "quoi-de-neuf", "novita", "wat-is-er-nieuw", "new-features"})
GENERIC_NEW_FACTOR = 0.9


def changelog_factor(c: Candidate) -> float:
    """1, or GENERIC_NEW_FACTOR for a changelog candidate at a "what's new" page: where a site has both ("What's new"
    in the menu, "Changelog" in the footer), the changelog is the page named so."""
    if c.surface is not Surface.CHANGELOG:
        return 1.0
    segs = [x for x in urlsplit(c.url).path.lower().split("/") if x]
    return GENERIC_NEW_FACTOR if segs and segs[-1].rsplit(".", 1)[0] in _GENERIC_NEW else 1.0


#: careers words that are homonyms of something a company sells or runs: French "carrière(s)" is a quarry too ("Nos
#: carrières": a building-materials group's quarries), "Stellen" a German verb; where a careers page named by an
#: unambiguous word ("Recrutement", "Offres d'emploi") is a candidate as well, it is the careers page
_HOMONYM_CAREERS = frozenset({"carrieres", "nos-carrieres", "carriere", "nos-carriere", "stellen"})
HOMONYM_CAREERS_FACTOR = 0.95


#: an audience page "For investors" (an investment platform's customers, a fund's) as often as investor relations:
#: beside a page named for investor relations itself, that page is the IR
_AUDIENCE_INVESTORS = frozenset({"for-investors", "fuer-investoren", "fur-investoren", "pour-les-investisseurs",
                                 "para-inversores", "per-investitori", "voor-beleggers"})


#: the labels an evidence string quotes ("text 'Careers' in nav")
_EVIDENCE_LABEL = re.compile(r"text (['\"])(.*?)\1")
#: a careers page for one audience of hires — school leavers, students, interns, new graduates (新卒採用, 校园招聘,
#: 신입채용, "Graduate programme") — named so by its label or its last path segment
_EARLY_CAREERS = re.compile(r"intern(?!ation|al)|student|graduate|early[\s_-]?careers?|campus|apprentic|ausbildung|"
                            r"praktik|trainee|alternance|stagiair|pr[aá]cticas|becari|tirocin|shinsotsu|"
                            r"新卒|インターン|校园|校招|实习|實習|校園|신입|인턴", re.I)
#: such a page ranks this much below the company's careers page or board, wherever that is (round 31's kanade-sangyo:
#: its 新卒採用 page beside "RECRUIT 採用情報" on Airワーク): a careers landing for everyone is what a watcher wants
EARLY_CAREERS_FACTOR = 0.7


def early_careers(c: Candidate) -> bool:
    """A careers candidate for new graduates, students or interns only, by the label that named it or its last path
    segment."""
    segs = [x for x in urlsplit(c.url).path.lower().split("/") if x]
    labels = " ".join(label for _q, label in _EVIDENCE_LABEL.findall(c.evidence))
    return c.surface is Surface.CAREERS and bool(_EARLY_CAREERS.search(f"{labels} {unquote(segs[-1]) if segs else ''}"))


def careers_factor(c: Candidate) -> float:
    """HOMONYM_CAREERS_FACTOR for a careers page named by a homonym; the same for an investors page named for an
    audience ("For investors"); EARLY_CAREERS_FACTOR for a careers page of new graduates, students or interns only."""
    segs = [x for x in urlsplit(c.url).path.lower().split("/") if x]
    last = segs[-1].rsplit(".", 1)[0].replace("%C3%A8", "e").replace("è", "e") if segs else ""
    if c.surface is Surface.INVESTORS:
        return HOMONYM_CAREERS_FACTOR if last in _AUDIENCE_INVESTORS else 1.0
    if c.surface is not Surface.CAREERS:
        return 1.0
    if early_careers(c):
        return EARLY_CAREERS_FACTOR
    return HOMONYM_CAREERS_FACTOR if last in _HOMONYM_CAREERS else 1.0


def rank(c: Candidate, prefer_lang: str = "") -> float:
    """What picks one candidate of a surface over another: `score` × `language_factor` × `legal_factor` ×
    `team_factor` × `news_factor` × `changelog_factor` × `careers_factor` (× STATUS_HTML_FACTOR for a status page
    read as HTML when its JSON summary is a candidate too)."""
    kind = STATUS_HTML_FACTOR if c.surface is Surface.STATUS and c.kind is SensorKind.HTML else 1.0
    return (score(c) * language_factor(c.url, prefer_lang) * legal_factor(c) * team_factor(c) * news_factor(c)
            * changelog_factor(c) * careers_factor(c) * kind)


#: a surface's own name as a path segment: what breaks a tie between two equally ranked pages of one surface
#: ("Blog" at /blog beside "Magazine" at /magazine, both in the menu: the blog is /blog)
_SURFACE_NAMES: dict[Surface, frozenset[str]] = {
    Surface.BLOG: frozenset({"blog"}), Surface.NEWSROOM: frozenset({"newsroom", "press", "news"}),
    Surface.CAREERS: frozenset({"careers", "jobs"}), Surface.PRICING: frozenset({"pricing"}),
    Surface.DOCS: frozenset({"docs", "documentation"}), Surface.CHANGELOG: frozenset({"changelog"}),
    Surface.PRODUCTS: frozenset({"products"}), Surface.TEAM: frozenset({"team"}),
}


def named_for(c: Candidate) -> bool:
    """The candidate's last path segment is its surface's own name (`/blog`, `/pricing`): a tie-break only."""
    names = _SURFACE_NAMES.get(c.surface)
    if not names:
        return False
    segs = [x for x in urlsplit(c.url).path.lower().split("/") if x]
    return bool(segs) and segs[-1].rsplit(".", 1)[0] in names


def reliability(c: Candidate) -> float:
    return METHOD_WEIGHT.get(c.method, 0.7) * verification_factor(c.verified)


def quality_score(c: Candidate) -> float:
    """Initial sensor quality, 0–100 (the scheduler moves it by EMA afterwards)."""
    imp = SURFACE_IMPORTANCE.get(c.surface, 0.5)
    q = 100.0 * c.confidence * (0.5 + 0.5 * imp) * reliability(c)
    return round(max(0.0, min(100.0, q)), 2)


def priority(company_importance: float, surface: Surface) -> float:
    return round(0.3 + 0.5 * company_importance + 0.2 * SURFACE_IMPORTANCE.get(surface, 0.5), 4)


def base_interval_s(surface: Surface, tier: int, *, min_s: int = 300, max_s: int = 7 * 86400) -> int:
    """Surface base × tier factor, clamped to [min_s, max_s] seconds."""
    raw = SURFACE_BASE_S.get(surface, 12 * 3600) * TIER_FACTOR.get(tier, 1.0)
    return int(max(min_s, min(max_s, raw)))


def first_run_at(now: datetime, interval_s: int, rng: random.Random, *, fetch_now: bool) -> datetime:
    """`now` with --fetch-now, else a uniformly random moment within the first interval (spreads load)."""
    if fetch_now:
        return now
    return now + timedelta(seconds=rng.uniform(0, interval_s))


def tier_for(interval_s: int) -> str:
    return tier_letter(interval_s)


def url_key(url: str) -> str:
    """Identity of a URL for deduplication: scheme-less, host lower-cased without `www.`, no trailing slash."""
    p = urlsplit(url)
    host = (p.hostname or "").lower()
    host = host[4:] if host.startswith("www.") else host
    path = p.path.rstrip("/") or "/"
    return urlunsplit(("", host + (f":{p.port}" if p.port else ""), path, p.query, ""))


#: the sections a feed belongs to
_SECTIONS = frozenset({Surface.BLOG, Surface.NEWSROOM})


def merge(cands: list[Candidate]) -> list[Candidate]:
    """One candidate per (surface, URL identity, kind): the best-scoring, verified if any copy was.

    A copy that was fetched and looked right beats a variant of its URL that failed (another scheme,
    `www.` or trailing slash: `/careers` → 301 `/careers/`), and its URL is the one kept; for the very
    same URL a failed check wins."""
    best: dict[tuple[Surface, str, SensorKind], Candidate] = {}
    for c in cands:
        k = (c.surface, url_key(c.url), c.kind)
        cur = best.get(k)
        if cur is None:
            best[k] = c
            continue
        merged_v: bool | None
        if (c.verified or cur.verified) and not (c.url == cur.url and False in (c.verified, cur.verified)):
            merged_v = True
        elif c.verified is False or cur.verified is False:
            merged_v = False
        else:
            merged_v = None
        if bool(c.verified) != bool(cur.verified):
            winner = c if c.verified else cur
        else:
            winner = c if score(replace(c, verified=None)) > score(replace(cur, verified=None)) else cur
        conf = max(c.confidence, cur.confidence)
        parent = winner.parent or (cur.parent if winner is c else c.parent)
        if {c.parent, cur.parent} == _SECTIONS:
            # a feed announced on both the blog's page and the newsroom's (WordPress's /feed/ in every page's head) is
            # the site's feed, of neither section alone: either may take it (`select`), the one seen last must not
            parent = None
        best[k] = replace(winner, verified=merged_v, confidence=conf, parent=parent)
    return list(best.values())


def feed_of(feed_url: str, section_url: str) -> bool:
    """The feed sits at or below the section's own URL (`/blogs/news.atom` beside `/blogs/news`,
    `/blog/feed/` below `/blog`): it is that section's feed, whatever words its path holds."""
    if not section_url:
        return False
    f, base = url_key(feed_url), url_key(section_url).split("?")[0].rstrip("/")
    rest = f[len(base):] if base and f.startswith(base) else ""
    return bool(rest) and rest[0] in "/."


def platform_board(c: Candidate) -> bool:
    """A jobs-board candidate on an applicant-tracking platform (its API or its host), not a page of the site."""
    return c.kind is SensorKind.ATS or "platform host" in c.evidence


#: a careers candidate this weak (a word inside its label, disputed by its URL) is a page about working there at best
WEAK_CAREERS = 0.5


def careers_link_is_board(c: Candidate) -> bool:
    """The board was reached by a link whose whole label names careers ("Careers", "Jobs"): the site's careers link."""
    return any((m := classify_text(label)) is not None and m.surface in (Surface.CAREERS, Surface.JOBS_BOARD)
               and not m.reason.startswith("text contains") for _q, label in _EVIDENCE_LABEL.findall(c.evidence))


def weak_careers(c: Candidate) -> bool:
    return c.confidence < WEAK_CAREERS and "(disputed)" in c.evidence and "text contains" in c.evidence


def select(cands: list[Candidate], max_sensors: int, prefer_lang: str = "") -> list[Candidate]:
    """One sensor per surface, plus jobs_board beside careers and a feed beside each of blog / newsroom,
    capped at `max_sensors` in surface-importance order. A URL is used by at most one surface. Of a
    surface's pages in several languages (`/en/careers`, `/de/karriere`) the one in `prefer_lang` (the
    site's default language; English when unknown) is kept — one sensor per surface, not per language."""
    pool = sorted((c for c in merge(cands) if score(c) > 0), key=lambda c: (rank(c, prefer_lang), named_for(c)),
                  reverse=True)
    # a board on an applicant-tracking platform the site links is where its jobs are: a page of its own named "Job
    # search" beside it is a door to that board, not a board of its own (kestrelchem's /careers/job-search)
    slots = [i for i, c in enumerate(pool) if c.surface is Surface.JOBS_BOARD]
    for i, c in zip(slots, sorted((pool[i] for i in slots), key=platform_board, reverse=True)):
        pool[i] = c  # the site's boards reordered among themselves only (stable: rank order within each kind)
    chosen: dict[Surface, Candidate] = {}
    used: set[str] = set()
    for c in pool:
        if c.surface is Surface.FEED or c.surface in chosen:
            continue
        k = url_key(c.url)
        if k in used:
            continue
        chosen[c.surface] = c
        used.add(k)
    board, careers = chosen.get(Surface.JOBS_BOARD), chosen.get(Surface.CAREERS)
    if board is not None and careers is not None and careers_link_is_board(board) and (
            weak_careers(careers) or early_careers(careers)):
        # the site's "Careers" link itself leads to the board (an Eightfold / Workday portal): a page named only in
        # passing ("Working at Pellucid", a culture story, the label disputed by its URL) is not its careers page,
        # nor is a page for new graduates or interns only (a 新卒採用 page beside "採用情報" → Airワーク)
        del chosen[Surface.CAREERS]
    feeds: list[Candidate] = []
    feed_pool = [c for c in pool if c.surface is Surface.FEED]
    parents = [s for s in (Surface.BLOG, Surface.NEWSROOM) if s in chosen] or [None]
    for parent in parents:
        home = chosen[parent].url if parent is not None else ""
        # the section's own feed (below its URL: /news/feed/ of /news/) before one its page merely names (the site's
        # /feed/, announced on every page of a WordPress site), before any other
        for c in sorted(feed_pool, key=lambda f: (feed_of(f.url, home), f.parent is parent, rank(f, prefer_lang)),
                        reverse=True):
            k = url_key(c.url)
            if k in used:
                continue
            if parent is not None and c.parent not in (parent, None, Surface.HOMEPAGE) and not feed_of(c.url, home):
                continue
            feeds.append(c)
            used.add(k)
            break
    ordered = sorted(list(chosen.values()) + feeds,
                     key=lambda c: (SURFACE_IMPORTANCE.get(c.surface, 0.0), score(c)), reverse=True)
    return ordered[: max(0, max_sensors)]
