"""Repair decisions: recover, migrate, ask a human, or wait — from what the probes showed.

Pure: no I/O, no clock (time is passed in). The orchestrator (repair.py) fetches, scores with
identity.py, calls `decide`, then acts on the returned value.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from changewire_common.challenge import detect_challenge
from changewire_common.domains import url_domain
from changewire_common.surfaces import is_language_segment, surface_root
from changewire_common.vocab import Surface

from changewire_common.surfaces import fold

from .candidates import SEARCH_SEGMENTS, archive_copy, exact_key, locale_segment, non_production, url_key
from .identity import Identity

#: sensor.status_changed.<to> values that trigger a repair attempt (others are acked and ignored)
TRIGGER_STATUSES = frozenset({"failing", "stale", "redirected"})
#: live statuses a repeated PAGE_REMOVED makes repairable before the scheduler marks them failing
LIVE_STATUSES = frozenset({"pending", "active"})
#: sensor kinds whose replacement can be searched in navigation and sitemaps; other kinds (APIs,
#: ATS boards, record sources) are only retried and followed through a redirect
SEARCHABLE_KINDS = frozenset({"html", "feed"})
#: config keys that describe the old URL's history and must not be copied to a successor
HISTORY_KEYS = frozenset({"redirect_url", "successor_id", "predecessor_id", "last_repair_at", "repair"})


def is_trigger(to_status: str) -> bool:
    """True when a `sensor.status_changed.<to_status>` event should start a repair."""
    return to_status in TRIGGER_STATUSES


def needs_repair(status: str, page_removed_failures: int, page_removed_threshold: int, moved: bool = False) -> bool:
    """A sensor needs repair when failing, stale or redirected, or when a live one has had at least
    `page_removed_threshold` PAGE_REMOVED failures since its last success, or when a live one's URL keeps
    answering from another address (`moved`: its latest runs were redirected within the site to a page that
    answered — a page moved with a 301 is fetched through the old address forever unless repair follows it)."""
    if status in TRIGGER_STATUSES:
        return True
    return status in LIVE_STATUSES and (page_removed_failures >= page_removed_threshold or moved)


def attempt_due(last_repair_at: datetime | None, now: datetime, min_interval_s: float) -> bool:
    """True when the last attempt (None: never) is at least `min_interval_s` seconds before `now`."""
    return last_repair_at is None or now - last_repair_at >= timedelta(seconds=min_interval_s)


@dataclass(frozen=True)
class Probe:
    """One URL repair fetched (redirect hops included) and what it showed."""

    url: str
    source: str
    final_url: str | None = None
    status: int | None = None
    failure: str | None = None
    identity: Identity | None = None
    requests: int = 1
    rank: float = 0.0
    #: the address to keep when the page was reached through a temporary redirect (302/303/307) on its own
    #: registrable domain: the URL before that hop (`docs.acme.com/` → 302 → `/v2/`: the alias stays valid,
    #: `/v2/` goes stale with the next version); None = the final URL
    address: str | None = None
    #: how a successor at this probe's URL reads it, when not as the old sensor did: `ats` for a job board's
    #: public API (with `sensor_config`: vendor, token, api_url, board_url); None = the old sensor's kind
    sensor_kind: str | None = None
    sensor_config: Mapping[str, Any] | None = None
    #: found by a link (not a redirect or the page's own hint) on another company's domain: neither the sensor's,
    #: nor the company website's, nor a platform that hosts companies' pages (a reseller's or partner's copy)
    foreign: bool = False
    #: the sensor's own URL, answering at the same address with the same listing whose items all changed (its
    #: heading kept, new items below its own index): a listing that rolled over, not a page that moved
    rolled: bool = False
    #: reached through a temporary redirect (302/303/307, not a hop to the same page's canonical form)
    temporary: bool = False

    @property
    def link_found(self) -> bool:
        """Found by a link in a menu, a page or a sitemap — not the sensor's URL itself, a redirect, the page's own
        hint or the old path on a moved site."""
        return self.source != "retry" and not set(self.source.split("+")) & {"redirect", "hint", "item_redirect",
                                                                              "frame", "same_path"}

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300 and self.failure is None

    @property
    def gone(self) -> bool:
        """The site answered and said the page is not there (404/410, a 200 "not found" page, a parked
        domain's page: the company no longer has the domain; an archived copy the URL now leads to)."""
        return self.status in (404, 410) or self.failure in ("PAGE_REMOVED", "PARKED", "ARCHIVED")

    @property
    def target(self) -> str:
        """Where the content is to be watched: the kept address, else where the redirects ended."""
        return self.address or self.final_url or self.url

    def as_dict(self) -> dict[str, Any]:
        """Always the same keys (None when not known): url, source, status, final_url (only when it
        differs), failure, score, match, simhash_distance, fuzzy_ratio, words."""
        d: dict[str, Any] = {"url": self.url, "source": self.source, "status": self.status,
                             "final_url": self.final_url if self.final_url and url_key(self.final_url) != url_key(self.url)
                             else None,
                             "failure": self.failure or None, **NO_IDENTITY}
        if self.identity is not None:
            d.update(self.identity.as_dict())
        return d


#: the identity keys of a probe that was not scored
NO_IDENTITY: dict[str, Any] = {"score": None, "match": None, "simhash_distance": None, "fuzzy_ratio": None,
                               "words": None}

#: what a failure class means, for a person reading a report
FAILURE_TEXT = {
    "DNS": "the host name does not resolve",
    "TIMEOUT": "the site timed out",
    "UNKNOWN": "the connection failed",
    "BLOCKED_DESTINATION": "the address is not allowed (SSRF check)",
    "ROBOTS": "robots.txt disallows it",
    "ROBOTS_UNAVAILABLE": "robots.txt is unavailable (5xx or unreachable), which forbids fetching for now",
    "SKIPPED": "the domain may not be fetched now (politeness: blocked or out of budget)",
    "BUDGET": "the request budget was spent",
    "REDIRECT": "it redirects in a loop or too often",
    "BOT_CHALLENGE": "the site answers with a bot challenge (never bypassed; the site is not searched now)",
    "MAINTENANCE": "the site shows a maintenance / temporarily unavailable page",
    "ARCHIVED": "the page says it is an archived copy, no longer updated: a page frozen as it was, not where the "
                "live page went",
    "PARKED": "the domain is parked (a registrar's or broker's \"this domain may be for sale\" page): the company "
              "no longer has it",
}

#: what a maintenance page says (lower case); a page saying it is short
_MAINTENANCE_PHRASES = (
    "down for maintenance", "under maintenance", "scheduled maintenance", "performing maintenance",
    "performing some maintenance", "maintenance mode", "undergoing maintenance", "we'll be back soon",
    "we will be back soon", "we’ll be back soon", "be right back", "temporarily unavailable",
    "temporarily down", "currently unavailable", "site is being updated", "technical difficulties",
    "difficultes techniques", "technische schwierigkeiten", "technische storing", "problemas tecnicos",
    "problemi tecnici",
    # a page being reworked or a site closed for a holiday, by its own words: temporary, a date or "shortly" away
    "is getting a refresh", "is being refreshed", "page is being updated", "closed for the holidays",
    "closed for the holiday season", "closed over the holidays", "website reopens on", "site reopens on",
    "will reopen on",
    # French, German, Spanish, Italian, Dutch, Portuguese, Polish, Nordic, Russian, Japanese, Chinese (folded)
    "en maintenance", "maintenance en cours", "en cours de maintenance", "nous revenons tres vite",
    "nous revenons bientot", "de retour tres bientot", "wartungsarbeiten", "wartungsmodus", "wird gerade gewartet",
    "wird derzeit gewartet", "wir sind gleich wieder da", "wir sind bald wieder da", "in kurze wieder",
    "en mantenimiento", "mantenimiento programado", "volveremos pronto", "volvemos pronto", "in manutenzione",
    "torneremo presto", "torniamo presto", "in onderhoud", "gepland onderhoud", "we zijn zo terug",
    "we zijn snel terug", "em manutencao", "voltaremos em breve", "voltamos em breve", "przerwa techniczna",
    "prace konserwacyjne", "wracamy wkrotce", "vi ar snart tillbaka", "vi er snart tilbage", "vi er snart tilbake",
    "under underhall", "under vedligeholdelse", "under vedlikehold", "технические работы", "скоро вернемся",
    "メンテナンス中", "系统维护中", "网站维护中", "維護中",
    # Norwegian, Finnish, Czech / Slovak, Turkish, Hungarian, Romanian, Indonesian / Malay, Vietnamese, Greek,
    # Ukrainian, Korean, Hebrew, Arabic, Thai (folded: accents gone, й → и)
    "vedlikehold pagar", "pa grunn av vedlikehold", "huoltokatko", "huoltotoimenpiteiden", "palaamme pian",
    "probiha udrzba", "planovana udrzba", "brzy budeme zpet", "prebieha udrzba", "bakim calismasi", "bakimdayiz",
    "bakim modu", "karbantartas miatt", "karbantartas alatt", "hamarosan visszaterunk", "in mentenanta",
    "lucrari de mentenanta", "revenim in curand", "dalam pemeliharaan", "sedang dalam perbaikan",
    "sedang dalam penyelenggaraan", "dang bao tri", "bao tri he thong", "υπο συντηρηση", "θα επιστρεψουμε συντομα",
    "технічні роботи", "технічне обслуговування", "점검 중", "점검중", "시스템 점검", "서비스 점검", "בתחזוקה",
    "עבודות תחזוקה", "تحت الصيانة", "أعمال صيانة", "ปิดปรับปรุง",
)
_MAINTENANCE_FOLDED = tuple(fold(p) for p in _MAINTENANCE_PHRASES)
#: a maintenance notice has at most this many words (a pricing page saying "includes maintenance" is a page)
_MAINTENANCE_MAX_WORDS = 150


def looks_like_maintenance(title: str, text: str) -> bool:
    """True when a page (title, readable text) is a short "down for maintenance / back soon" notice: a
    temporary state of the site, not where a page went and not its new content."""
    if len(text.split()) > _MAINTENANCE_MAX_WORDS:
        return False
    low = fold(f"{title}\n{text}")
    return any(p in low for p in _MAINTENANCE_FOLDED)


#: what a page frozen as an archive says of itself, in its title or its first lines (folded): "Archived page",
#: "This page is no longer updated", an old docs version's "no longer maintained" banner — a copy kept as it was,
#: never where a live page went (French, German, Spanish, Italian, Dutch, Portuguese after English)
_ARCHIVED_PHRASES = (
    "(archived)", "[archived]", "archived page", "archived version", "archived copy", "archived content",
    "this page is archived", "this page has been archived", "this page was archived", "this is an archived",
    "this content is archived", "this content has been archived", "no longer updated", "no longer being updated",
    "no longer maintained", "is no longer current", "page archivee", "version archivee", "contenu archive",
    "n'est plus mise a jour", "n'est plus mis a jour", "archivierte seite", "archivierte version",
    "wird nicht mehr aktualisiert", "nicht mehr aktuell", "pagina archivada", "version archivada",
    "ya no se actualiza", "pagina archiviata", "versione archiviata", "non e piu aggiornata",
    "gearchiveerde pagina", "wordt niet meer bijgewerkt", "pagina arquivada", "nao e mais atualizada",
)
_ARCHIVED_FOLDED = tuple(fold(p) for p in _ARCHIVED_PHRASES)
#: the first characters of a page's text an archive banner stands in
_ARCHIVED_HEAD_CHARS = 600


def looks_archived(title: str, text: str) -> bool:
    """True when a page (title, readable text) says it is an archived copy, no longer updated: in its title or in
    its first lines, where such a banner stands (a post deep in a page mentioning "archived" is not one)."""
    low = fold(f"{title}\n{text[:_ARCHIVED_HEAD_CHARS]}")
    return any(p in low for p in _ARCHIVED_FOLDED)


#: what a parked domain's page says (lower case): the domain lapsed or is for sale, its pages are a broker's
_PARKED_PHRASES = (
    "domain may be for sale", "domain is for sale", "buy this domain", "this domain is parked", "domain parking",
    "parked free", "parked domain", "this domain has expired", "domain has been registered",
    "inquire about this domain",
    "make an offer on this domain", "diese domain kaufen", "diese domain steht zum verkauf", "ce domaine est à vendre",
)
#: a parked page is short (a page that mentions domain parking in an article is not one)
_PARKED_MAX_WORDS = 250


def looks_like_parked(title: str, text: str) -> bool:
    """True when a page (title, readable text) is a parked domain's page: the domain lapsed or is for sale, its
    paths answer a broker's page with "related searches" — not the company's site, not a page that moved."""
    if len(text.split()) > _PARKED_MAX_WORDS:
        return False
    low = f"{title}\n{text}".lower()
    return any(p in low for p in _PARKED_PHRASES)


def bot_challenge(status: int, headers: Mapping[str, str], body: bytes | str) -> bool:
    """True when a response is a bot challenge / CAPTCHA wall rather than the site's page (the shared
    detector, `changewire_common.challenge`, which the fetcher and discovery use too). Repair only
    recognises it, to stop asking that site now; it never tries to pass one."""
    return detect_challenge(status, headers, body) is not None


def describe_failure(p: Probe) -> str:
    """`failure` / HTTP status of a probe in words."""
    if p.failure:
        return f"{p.failure}: {FAILURE_TEXT[p.failure]}" if p.failure in FAILURE_TEXT else p.failure
    if p.status is not None:
        return f"it answered HTTP {p.status}"
    return "no answer"


@dataclass(frozen=True)
class Recover:
    """The URL works again with the same content: back to `active`, run now."""

    reason: str
    score: float | None = None
    kind: str = "recovered"


@dataclass(frozen=True)
class Migrate:
    """The content moved to `url` (identity `score`): retire the old sensor, create its successor."""

    url: str
    score: float
    source: str
    reason: str
    kind: str = "migrated"
    #: the successor's sensor kind and extra config when it reads the page another way (see Probe)
    sensor_kind: str | None = None
    sensor_config: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Review:
    """No confident answer: a human chooses among the scored candidates."""

    reason: str
    candidates: tuple[Probe, ...] = field(default_factory=tuple)
    kind: str = "review"


@dataclass(frozen=True)
class Wait:
    """Nothing to decide on (site unreachable, nothing found): try again after the interval. `code` names a wait
    the next attempt needs to know of (`page_unwell`: the page answered 5xx while its site answered)."""

    reason: str
    kind: str = "wait"
    code: str = ""


#: Wait.code of an attempt that found the page answering 5xx / 429 while its site answered
PAGE_UNWELL = "page_unwell"


Decision = Recover | Migrate | Review | Wait


#: language roots a front page lives under (`/en/`, `/de-de/`); a short path like `/hr` or `/ir` is a page
_LANGS = "en|de|fr|es|it|nl|pt|sv|da|no|nb|fi|pl|cs|ja|zh|ko|ru|tr|el|hu|ro|uk"
#: a path that is a site's front page: `/`, `/index.html`, `/home`, or a language root
_ROOT_PATH = re.compile(rf"^/?(?:(?:{_LANGS})(?:[-_][a-z]{{2,4}})?/?)?(?:index\.(?:html?|php|aspx?)|home/?)?$", re.I)


def _bare_host(url_or_host: str) -> str:
    host = (urlsplit(url_or_host).hostname or "") if "://" in url_or_host else url_or_host
    host = host.lower().rstrip(".")
    return host[4:] if host.startswith("www.") else host


def root_path(url: str) -> bool:
    """True when `url`'s path is a front page's: `/`, `/index.html`, `/home` or a language root (`/en/`)."""
    try:
        p = urlsplit(url)
    except ValueError:
        return False
    return bool(_ROOT_PATH.match(p.path or "/")) and not p.query


def is_front_page(url: str, homes: Iterable[str] = ()) -> bool:
    """True when `url` is the front page of one of the company's sites: a root path (`root_path`) on the
    host of one of `homes` (the sensor's URL, the company website and where its homepage lands; `www.`
    ignored). A careers or pricing sensor whose URL now leads there was removed, not moved — even when the
    front page quotes the old content (a "we're hiring" section, a pricing teaser). The root of another
    host (`jobs.acme.com/`, `acme.recruitee.com/`, a blog's own domain) is a page of its own. A root path
    with a query is the front page too (`/?utm_source=careers`, `/?from=careers`: a redirect that tells the
    front page where the visitor came from) unless a parameter selects a page (`/?page_id=42`, `/?p=7`)."""
    if not root_path(url) and not front_with_query(url):
        return False
    return _bare_host(url) in {_bare_host(h) for h in homes if h}


#: query parameters that make a site's root URL another page (WordPress `?page_id=42` / `?p=7`, Joomla
#: `?option=…`, OpenCart `?route=…`, PHP front controllers' `?page=…&action=…`)
_PAGE_SELECTORS = frozenset({"p", "page_id", "pageid", "page", "id", "option", "route", "view", "action", "module",
                             "controller", "cat", "post", "post_type", "pagename", "item"})


def front_with_query(url: str) -> bool:
    """True when `url` is a front page's path with a query that selects no page (see `_PAGE_SELECTORS`)."""
    try:
        p = urlsplit(url)
    except ValueError:
        return False
    if not p.query or not _ROOT_PATH.match(p.path or "/"):
        return False
    return not any(k.lower() in _PAGE_SELECTORS for k, _ in parse_qsl(p.query, keep_blank_values=True))


#: query parameters that only track a visit (campaigns, ads, mail tools, ATS sources): not part of a page's address;
#: HubSpot's `hsLang` only carries a visitor's language choice to the next page (each language's page has its own
#: path), yet HubSpot appends it to every link of a multilingual site
_TRACKING = re.compile(r"^(?:utm_\w+|gclid|dclid|fbclid|msclkid|yclid|mc_cid|mc_eid|_hsenc|_hsmi|hslang|_ga|_gl|gh_src|"
                       r"igshid|ref_src|trk|trackingid|jsessionid|phpsessid|aspsessionid\w*|cfid|cftoken|sessionid|session_id|"
                       r"sid|oscsid|zenid|sess_id)$", re.I)
#: a session id a Java (`;jsessionid=…`) or other app server puts in the path of the URL it redirects to: one
#: visitor's session, not part of the page's address
_PATH_SESSION = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/?#]*", re.I)
#: ASP.NET's cookieless session in the path: `/(S(lit3py55t21z5v55vlm25s55))/careers.aspx`, `/(X(1)S(…))/`
_ASPNET_SESSION = re.compile(r"/\((?:[A-Z]\([^()/]*\))+\)(?=/|$)")


def lower_host(url: str) -> str:
    """`url` with its scheme and host in lower case (a host is case-insensitive: `WWW.ACME.COM` is one spelling
    of `www.acme.com`, and a successor keeps the one every other sensor uses)."""
    try:
        p = urlsplit(url)
    except ValueError:
        return url
    if "@" in p.netloc or (p.netloc == p.netloc.lower() and p.scheme == p.scheme.lower()):
        return url
    return urlunsplit(p._replace(scheme=p.scheme.lower(), netloc=p.netloc.lower()))


def strip_tracking(url: str) -> str:
    """`url` without tracking or session query parameters (utm_*, gclid, fbclid, gh_src, jsessionid, ...), without
    a session id in its path (`/jobs;jsessionid=0A1B…`) and without its fragment; other parameters keep their
    order."""
    try:
        p = urlsplit(url)
    except ValueError:
        return url
    if ";" in p.path:
        p = p._replace(path=_PATH_SESSION.sub("", p.path))
    if "(" in p.path:
        p = p._replace(path=_ASPNET_SESSION.sub("", p.path) or "/")
    if not p.query:
        return urlunsplit((p.scheme, p.netloc, p.path, "", ""))
    kept = [(k, v) for k, v in parse_qsl(p.query, keep_blank_values=True) if not _TRACKING.match(k)]
    return urlunsplit((p.scheme, p.netloc, p.path, urlencode(kept) if kept else "", ""))


#: path segments of pages that are a query over a site's content, not a page of it: site search results and
#: tag / author archives (a redirect to `/?s=blog` or `/tag/news` lists the same posts today and others tomorrow)
_SEARCH_SEGMENTS = SEARCH_SEGMENTS
_ARCHIVE_SEGMENTS = frozenset({"tag", "tags", "author", "authors", "autor"})
#: query parameters that make a URL a site search (`/?s=blog`, `/search?q=careers`)
_SEARCH_PARAMS = frozenset({"s", "q", "query", "search", "keyword", "keywords", "term", "searchterm"})
#: surfaces whose own pages are often a search without terms (an ATS's openings at `/search/?q=`)
_SEARCH_LISTINGS = frozenset({"careers", "jobs_board"})
#: a facet after a search segment that names one owner: `/search/organization/Acme%20Robotics` on a press-release
#: distributor (GlobeNewswire) is that company's page of releases there, not a query for words
_OWNER_FACETS = frozenset({"organization", "organisation", "company", "companies", "issuer", "source"})


def _owner_listing(segs: list[str]) -> bool:
    """True when a search segment is followed by an owner facet and its value (`search/organization/<name>`)."""
    return any(seg in _SEARCH_SEGMENTS and segs[i + 1] in _OWNER_FACETS for i, seg in enumerate(segs[:-2]))


def is_query_page(url: str, surface: str = "") -> bool:
    """True when `url` is a site search or a tag / author archive rather than a page of its own: a path segment
    like `search`, `tag`, `author`, or a search parameter (`s`, `q`, `query`, ...) with a value. For a careers or
    jobs board `surface` a search path without terms is the openings' page (SuccessFactors' `/search/?q=`)."""
    try:
        p = urlsplit(url)
    except ValueError:
        return False
    path_segs = [seg.lower() for seg in p.path.split("/") if seg]
    segs = set(path_segs)
    if segs & _ARCHIVE_SEGMENTS or (segs & _SEARCH_SEGMENTS and surface not in _SEARCH_LISTINGS
                                    and not _owner_listing(path_segs)):
        return True
    return any(k.lower() in _SEARCH_PARAMS and v.strip() for k, v in parse_qsl(p.query, keep_blank_values=True))


#: surfaces whose sensor watches a listing: an item below its index (one job ad, one post, one release) is
#: not where the listing went
_LISTINGS = frozenset({"careers", "jobs_board", "blog", "newsroom", "changelog"})


#: a path segment naming one item: a slug of two words or more (`senior-robotics-engineer`, `introducing_r7`)
#: or an id or year (three digits or more); `all`, `latest`, `home`, `en`, `page/2` name views of the index
_ITEM_SEGMENT = re.compile(r"^[^\W_]+(?:[-_.][^\W_]+)+$|\d{3,}")


#: an item-shaped page the old page links in its own words is its successor with at least this score
POINTED_ITEM_SCORE = 0.9


def is_listing_item(url: str, surface: str) -> bool:
    """True when `url` is one item below the index of a listing surface (`/careers/jobs/senior-engineer`,
    `/blog/2024/post`): the shared `surface_root` names an index above it and a segment below that index
    looks like an item (a multi-word slug, an id, a year) rather than a view of the index (`/blog/all`,
    `/careers/en`, `/careers/index.html`)."""
    if surface not in _LISTINGS:
        return False
    try:
        root = surface_root(url, Surface(surface))
        if url_key(root) == url_key(url):
            return False
        below = urlsplit(url).path[len(urlsplit(root).path.rstrip("/")):]
    except ValueError:
        return False
    segs = [seg for seg in below.split("/") if seg]
    return any(_ITEM_SEGMENT.search(seg) and not is_language_segment(seg)
               and not re.fullmatch(r"index\.\w+", seg, re.I) for seg in segs)


#: locale segments that name a market, not a language (`/us/`, `/uk/`, `/global/`, `/ch/`): no language said
_MARKETS = frozenset({"us", "uk", "eu", "int", "intl", "global", "ch", "at", "se", "dk"})


def url_language(url: str) -> str | None:
    """The language of the locale segment a URL's path starts with (`/de/karriere` → `de`, `/en-us/` → `en`);
    None without one, or for a market segment (`/us/`, `/global/`)."""
    try:
        segs = [seg for seg in urlsplit(url).path.split("/") if seg]
    except ValueError:
        return None
    if segs and is_language_segment(segs[0]):
        lang = segs[0].lower().replace("_", "-").split("-")[0]
        return None if lang in _MARKETS else lang
    return None


def _locale_rank(target: str, sensor_url: str, language: str | None) -> int:
    """0 when `target` may be in the watched page's locale: its path has the sensor URL's language segment,
    none, or the watched text's `language` (unknown: every locale may be); 2 for another locale (an
    untranslated /de/ copy of an English page is not where the English page went, however well it matches);
    1 for the same language in another market or none, when the sensor's URL names a market (`/en-gb/`): its
    regional twin `/en-us/` comes after a page in `/en-gb/`."""
    theirs = url_language(target)
    if not (language is None or theirs is None or theirs == language or theirs == url_language(sensor_url)):
        return 2
    # the same language for another market (/en-us/ for an /en-gb/ page) or the site's default: the sensor's own
    # market, when its URL names one, comes first
    mine = locale_segment(sensor_url)
    return 1 if mine and "-" in mine and locale_segment(target) != mine else 0



#: two link-found matches whose scores differ by less than this are a tie: a person picks (see `_twin`)
TIE_SCORE = 0.03
#: a second page carrying at least this share of the old content's 3-shingles that the best match lacks makes the
#: best match a part of a split page (see `_other_part`)
MIN_OTHER_PART = 0.15
#: ... and that page's own 3-shingles are at least this share old content when both halves are linked from the page now
#: at the URL (each half of a split page behind a chooser gets a heading and an introduction of its own: "Self-hosted
#: licence — run the fleet software in your own data centre"); 0.8 otherwise (a page merely sharing a paragraph)
MIN_PART_OWN_SHARE = 0.4


def _from_old_page(p: Probe) -> bool:
    """Found among the links in the main content of the page now at the sensor's URL (or where it redirects)."""
    return "old_page" in p.source.split("+")


def _twin(best: Probe, best_key: tuple[int, float], matches: Sequence[tuple[tuple[int, float], Probe]]) -> Probe | None:
    """Another match as good as `best` (same locale rank, score within TIE_SCORE) at another address, when both
    were found by links only (two regional copies of a careers page in the menu): which one the sensor's content
    went to is a guess. A redirect or the page's own hint is evidence that breaks a tie; so is one page being the
    other's address (a www. or trailing-slash variant); so is the other carrying nothing of the old content that
    `best` lacks while `best` carries some the other lacks (`_carries_more`: the UK twin of a pricing page whose
    "excl. VAT" lines the sensor watched, beside the US page without them)."""
    if not best.link_found:
        return None
    for key, p in matches:
        if p is best or not p.link_found or key[0] != best_key[0] or best_key[1] - key[1] >= TIE_SCORE:
            continue
        if trivially_same(strip_tracking(p.target), strip_tracking(best.target)):
            continue
        if _carries_more(best, p):
            continue
        return p
    return None


#: old 3-shingles the better of two twins must carry beyond the other's (a phrase of its own, not a stray word)
MIN_TWIN_EXTRA = 3


def _carries_more(best: Probe, other: Probe) -> bool:
    """Whether `best` carries every 3-shingle of the old content that `other` carries, and at least MIN_TWIN_EXTRA
    more: the other is the old page less some of its lines (a regional twin), not a guess between equals."""
    b, o = best.identity, other.identity
    if b is None or o is None or not b.covered or not o.covered:
        return False
    return o.covered <= b.covered and len(b.covered - o.covered) >= MIN_TWIN_EXTRA


#: surfaces whose sensor watches a listing of openings: a page split into its prose and its openings went to the
#: openings (`decide`)
OPENINGS_SURFACES = frozenset({"careers", "jobs_board"})


def _other_part(best: Probe, candidates: Sequence[Probe]) -> Probe | None:
    """Another page that, like `best`, is mostly a part of the old content and carries a sizeable share of it that
    `best` lacks (a legal hub split into a privacy page and a terms page): the old page was split, and neither
    half is where all of it went."""
    b = best.identity
    if b is None or not b.part or not b.ref_size:
        return None
    for p in candidates:
        q = p.identity
        if p is best or not p.ok or q is None or not q.cand_size or p.sensor_kind is not None \
                or trivially_same(strip_tracking(p.target), strip_tracking(best.target)):
            continue
        extra = len(q.covered - b.covered)
        # (two halves both linked from the main content of the page now at the URL — a chooser, "Cloud plans" and
        # "Self-hosted licence" — may each carry a heading and introduction of their own)
        own_share = MIN_PART_OWN_SHARE if _from_old_page(best) and _from_old_page(p) else 0.8
        if len(q.covered) >= own_share * q.cand_size and extra >= MIN_OTHER_PART * b.ref_size:
            return p
    return None


def decide(sensor_url: str, retry: Probe, candidates: Sequence[Probe], *, has_reference: bool,
           surface: str = "", homes: Iterable[str] = (), language: str | None = None,
           unsearched: str = "", site_answers: bool = False, kind: str = "html",
           unwell_before: bool = False, forbidden_linked: bool = False) -> Decision:
    """What to do after probing a broken sensor.

    1. The URL itself answers 2xx (no redirect) with the same content — or there is no snapshot
       to compare with — → Recover; unless it carries only part of it and frames the rest from elsewhere
       (a `frame` candidate: an iframe, or a job board embedded by script) that matches better, or is a
       board's listing of the old openings → Migrate there.
    2. Some probe (the retry's redirect target or a candidate) answers 2xx at another URL with
       matching identity → Migrate to the best-scoring one's final URL (ties: the earlier probe) — unless
       the best is a part of the old content and another page carries a sizeable part it lacks (a legal
       hub split into privacy and terms: `_other_part`), or two matches found by links alone score about
       the same at different addresses (two regional copies: `_twin`) → Review, a person picks.
    3. Something answered (a 2xx page that is not the same content, or 404/410 for the URL) →
       Review with every probe and its score. Without a snapshot a redirect is not proof either.
    4. Otherwise (DNS, timeouts, 5xx everywhere) → Wait.

    A sensor of any surface but `homepage` (`surface` given) is never migrated to a front page of the
    company's sites (`is_front_page`, with `homes` = the company website and where its homepage landed)
    unless its own URL was one. No sensor is migrated to a site search or a tag / author archive
    (`is_query_page`), nor a listing's sensor to one item of a listing (`is_listing_item`) unless its own URL
    was one. Among matches, the sensor's locale comes first (`_locale_rank`, with `language` the watched
    text's), then the score. A match on another company's domain found by a link (`Probe.foreign`: a
    reseller's or partner's copy) is never migrated to (Review); an `ats` sensor (`kind`) migrates only to a
    job board's API listing (a probe with `sensor_kind`), never to a board's HTML page.

    A page that asks for a login (401) is no move: Review, for a person to know (a login is never
    bypassed). Nor is a page answering a plain 403 (no recognised bot challenge) while its site answers
    (`site_answers`: a page of the sensor's registrable domain answered 2xx in this attempt) and nothing
    replaced it: access to that page was restricted, which no retry will change — Review; so is any other
    refusal (451, 400, LinkedIn's 999: `_refusal`). A refusal from the whole site (its front page too) is a
    refusal of our client, maybe for a while: Wait. A page (or where it now leads) that robots.txt forbids
    us to read is a lasting answer of its owner: Review — even beside a copy found elsewhere when its site still
    links the forbidden URL (`forbidden_linked`: the page is there, closed to robots; never worked around). A
    parked domain's page counts as gone (`Probe.gone`).
    When the page is gone but its site could not be searched now (`unsearched` says why: its
    front page answered 5xx or 429, or may not be asked now) and nothing else answered → Wait, not a Review
    that would say no replacement exists.

    A page answering 5xx (or 429) itself, after the retry and without a redirect, is a server in trouble, not a
    page that moved: a copy found by links (a duplicate the CMS keeps) is never migrated to — Wait; when it did so at
    the previous attempt too (`unwell_before`) while its site answers, a person decides (Review) instead of
    waiting for ever. A redirect target or the page's own hint still counts.
    """
    old = url_key(sensor_url)
    old_exact = exact_key(sensor_url)
    homes = tuple(homes)
    # the sensor's own host is the company's unless the sensor sits at a host's root itself
    # (careers.acme.com/ is a page of its own, and acme.com/ still the company's front page)
    home_like = set(homes) | ({sensor_url} if not root_path(sensor_url) else set())
    no_front = bool(surface) and surface != "homepage" and not is_front_page(sensor_url, homes)
    same_url = retry.ok and url_key(retry.target) == old
    matched = retry.identity is not None and retry.identity.match
    if retry.ok and (not has_reference or matched):
        score = retry.identity.score if retry.identity is not None else None
        if retry.target.split("#", 1)[0] == sensor_url.split("#", 1)[0]:
            if not has_reference:
                return Recover("the URL answers again; no earlier snapshot to compare with")
            framed = [p for p in candidates if p.source.split("+")[0] == "frame" and p.ok and p.identity is not None
                      and p.identity.match and (p.identity.score > (score or 0.0) or p.sensor_kind == "ats")]
            if framed:
                # the page keeps part of its content and frames the rest from elsewhere: the frame carries more
                # of what was watched than the page around it — or it is a job board embedded in the page whose
                # listing (its vendor's API) has the old openings, the part of a careers page a sensor watches
                f = max(framed, key=lambda p: p.identity.score if p.identity is not None else 0.0)
                target = strip_tracking(f.target)
                return Migrate(target, f.identity.score if f.identity is not None else 0.0, f.source,
                               f"the page now frames its content from {target}",
                               sensor_kind=f.sensor_kind, sensor_config=f.sensor_config)
            return Recover("the URL answers again with the same content", score)
        if trivially_same(strip_tracking(retry.target), sensor_url):
            # http → https, a trailing slash, www.: the same page at its canonical address (its host in lower case,
            # as every successor's)
            target = lower_host(strip_tracking(retry.target))
            if target == sensor_url.split("#", 1)[0]:
                return Recover("the URL answers again with the same content (through a tracking redirect)", score)
            return Migrate(target, score if score is not None else 1.0, retry.source,
                           f"the URL now redirects to its canonical form {target}")
    best: Probe | None = None
    best_key: tuple[int, float] = (0, 0.0)
    items_ok = is_listing_item(sensor_url, surface)
    unwell = (retry.status is not None and (retry.status >= 500 or retry.status == 429) and retry.status < 600
              and not retry.failure and url_key(retry.final_url or retry.url) == old)
    # the page itself (no redirect) shows a short notice that it is temporarily away ("getting a refresh", "down
    # for maintenance"): as a server error, not a move — a copy the site links elsewhere is not where it went
    paused = retry.failure == "MAINTENANCE" and url_key(retry.final_url or retry.url) == old
    # the page now leads by a TEMPORARY redirect (302/303/307: `Probe.temporary`) to a staging (or dev, preview)
    # copy of the site showing it: a deploy slip the site's team undoes, not where the page went — waited for like an
    # error, a person told if it lasts (a permanent redirect there is a lasting setting: Review, as before)
    staged = retry.ok and retry.identity is not None and retry.identity.match and non_production(retry.target) \
        and not non_production(sensor_url) and url_key(retry.target) != old and retry.temporary
    unwell = unwell or paused or staged
    if forbidden_linked:
        # robots.txt now forbids the page itself while its site still links it: the page is there, closed to robots
        # by its owner — a lasting answer, never worked around; the same content at another path is no sign it moved,
        # and following it there would be the very bypass the rule forbids (when the site no longer links the old
        # path and links a new page, the page moved: migrated, as before)
        return Review(f"robots.txt now forbids {sensor_url} itself, which its site still links: not a move, never "
                      "worked around (a person decides)", tuple(p for p in (retry, *candidates) if p.ok or p.gone)
                      + (retry,))
    unwell_matches: list[Probe] = []
    matches: list[tuple[tuple[int, float], Probe]] = []
    foreign: list[Probe] = []
    for p in (retry, *candidates):
        if not p.ok or p.identity is None or not p.identity.match or exact_key(p.target) == old_exact \
                or exact_key(strip_tracking(p.target)) == old_exact:
            continue  # the URL itself (its other spelling, with or without a trailing slash, is another address)
        if kind == "ats" and p.sensor_kind is None and p is not retry:
            continue  # a job board's page is no successor of a sensor reading the board's API
        if archive_copy(p.target) or non_production(p.target) and not non_production(sensor_url):
            continue  # an archive's copy of the page, a staging or dev copy of the site: never where it went
        if unwell and p.link_found:
            unwell_matches.append(p)  # a duplicate of a page that is only erroring: not where it went
            continue
        if p.foreign:
            foreign.append(p)  # another company's copy (a reseller's, a partner's): never migrated to
            continue
        if no_front and is_front_page(p.target, home_like):
            continue
        # a vendor's API endpoint (sensor_kind set) is no page of a site: its path says nothing of searches or items
        if p.sensor_kind is None and is_query_page(p.target, surface) and not is_query_page(sensor_url, surface):
            continue
        moved_away = p is retry and url_domain(p.target) != url_domain(sensor_url)
        if p.sensor_kind is None and not items_ok and is_listing_item(p.target, surface) and not (
                ("old_page" in p.source.split("+") or moved_away) and p.identity.score >= POINTED_ITEM_SCORE
                or moved_away and p.identity.listing):
            # (unless the old page itself links it, or the URL itself redirects there on another site, and it carries
            # nearly all the old content — one item never does: a brand's page below another company's careers
            # index, bigcorp.com/careers/acme, or the brand's section of the acquirer's blog, bigcorp.com/blog/acme/;
            # or the URL itself redirects there on another site and it lists the old page's openings or items, as no
            # single item does, around a new introduction; on the company's own site an item-shaped path is an item)
            continue
        key = (-_locale_rank(p.target, sensor_url, language), p.identity.score)
        matches.append((key, p))
        if best is None or key > best_key:
            best, best_key = p, key
    probes = tuple(p for p in (retry, *candidates) if p.ok or p.gone)
    if best is not None and best.identity is not None:
        other = _other_part(best, candidates)
        listed = [p for p in (best, other) if other is not None and p.identity is not None and p.identity.listing]
        if other is not None and surface in OPENINGS_SURFACES and len(listed) == 1:
            # a careers page split into its story ("Life at Acme": the introduction, values, benefits) and its
            # openings: the half listing the old openings is what the sensor watched, the other the company's prose
            prose = other if listed[0] is best else best
            best, other = listed[0], None
            best_key = next(k for k, p in matches if p is best)
            matches = [(k, p) for k, p in matches if p is not prose]  # (the prose half is no twin of the openings)
        if other is not None:
            return Review(f"the old content seems split between {best.target} and {other.target}: neither carries "
                          "all of it", probes)
        twin = _twin(best, best_key, matches)
        if twin is not None:
            return Review(f"two pages match the old content about equally ({best.target}: {best.identity.score:.3f}, "
                          f"{twin.target}: {twin.identity.score if twin.identity else 0.0:.3f}): a person picks one",
                          probes)
        target = lower_host(strip_tracking(best.target))
        return Migrate(target, best.identity.score, best.source, f"the content moved to {target} (found by {best.source})",
                       sensor_kind=best.sensor_kind, sensor_config=best.sensor_config)
    if unwell:
        what, why = (f"leads to a non-production copy of the site ({retry.target})", "a deploy slip") if staged \
            else ("answers a notice that it is temporarily away", "temporary by its own words") if paused \
            else (f"answers HTTP {retry.status}", "a server error")
        seen = f"; {unwell_matches[0].target} matches, but that is not a move" if unwell_matches else ""
        if unwell_before and (site_answers or staged):
            return Review(f"the page {what} again, at a second attempt, while its site answers"
                          f"{seen}: a person decides", probes + (retry,))
        return Wait(f"the page {what} ({why}, not a removal){seen}; trying again later",
                    code=PAGE_UNWELL if site_answers or staged else "")
    if foreign:
        return Review(f"{foreign[0].target} matches, but it is on another company's domain (a reseller's or partner's "
                      "copy, linked from the site): not migrated across companies", probes)
    if retry.rolled and retry.ok and not (no_front and is_front_page(retry.target, home_like)):
        score = retry.identity.score if retry.identity is not None else None
        target = strip_tracking(retry.target)
        if target == sensor_url.split("#", 1)[0]:
            return Recover("the URL answers with the same listing, its items all new since the last snapshot (it "
                           "rolled over): not a move", score)
        # the URL redirects, on its site, to the same listing (or feed) rolled over: the redirect says where it went
        return Migrate(target, score if score is not None else 0.0, retry.source,
                       f"the URL now redirects to {target}, the same listing with its items rolled over")
    if same_url:
        return Review("the URL answers with different content and no candidate matches", probes)
    if any(p.ok for p in (retry, *candidates)):
        why = "no earlier snapshot to compare candidates with" if not has_reference else \
            "no candidate has the same content"
        return Review(why, probes)
    if retry.failure == "ROBOTS":
        # the page (or where it now leads: a LinkedIn or Facebook jobs page, say) is one robots.txt forbids us
        # to read: a lasting answer of the site's owner, which no retry changes and which is never bypassed
        return Review(f"the page now leads to {retry.final_url or retry.url}, which robots.txt does not allow us to "
                      "read (never bypassed)", probes + (retry,))
    if retry.status == 401 and not retry.failure:
        return Review("the page now asks for a login (HTTP 401): not a move, and a login is never bypassed",
                      probes + (retry,))
    if _refusal(retry.status) and not retry.failure:
        if site_answers:
            return Review(f"the page answers HTTP {retry.status} ({_refusal_text(retry.status)}) while its site "
                          "answers, and no replacement was found: access to it was restricted (never bypassed)",
                          probes + (retry,))
        return Wait(f"the site answers HTTP {retry.status} ({_refusal_text(retry.status)}) to every page asked, its "
                    "front page included: it refuses our client for now (never bypassed); trying again later")
    if retry.gone:
        if unsearched:
            return Wait(f"the page is gone, but its site could not be searched now ({unsearched}); trying again later")
        return Review("the page is gone and no replacement was found", probes)
    return Wait(f"nothing usable answered ({describe_failure(retry)}); trying again later")


#: statuses of a server that answered but will not show the page — neither gone (404/410) nor in trouble (5xx,
#: 429) nor asking for a login (401): 403 Forbidden, 451 Unavailable For Legal Reasons, 400/405 and the like, and
#: a non-standard refusal (LinkedIn's 999 to clients it does not know)
_NOT_REFUSALS = frozenset({401, 404, 408, 410, 425, 429})


def _refusal(status: int | None) -> bool:
    return status is not None and (400 <= status < 500 and status not in _NOT_REFUSALS or status >= 600)


def _refusal_text(status: int | None) -> str:
    return {403: "Forbidden", 451: "Unavailable For Legal Reasons", 999: "request denied"}.get(status or 0,
                                                                                         "a refusal")


def trivially_same(a: str, b: str) -> bool:
    """Two URLs of one page up to scheme, a leading `www.`, letter case of the host, default port and
    a trailing slash (`http://acme.com/careers` ~ `https://www.acme.com/careers/`)."""
    ka, kb = url_key(a), url_key(b)

    def strip(k: str) -> str:
        rest = k.split("://", 1)[-1]
        return rest[4:] if rest.startswith("www.") else rest

    return strip(ka) == strip(kb)


def successor_config(old_config: Mapping[str, Any], old_sensor_id: int, score: float, now: datetime) -> dict[str, Any]:
    """The new sensor's config: the old one's settings, none of its URL history, plus the link back."""
    cfg = {k: v for k, v in old_config.items() if k not in HISTORY_KEYS}
    cfg["predecessor_id"] = old_sensor_id
    cfg["repair"] = {"migrated_at": now.isoformat(), "identity_score": round(score, 4)}
    return cfg


def retired_config_patch(new_sensor_id: int, score: float, url: str, now: datetime) -> dict[str, Any]:
    """Keys merged into the retired sensor's config."""
    return {"successor_id": new_sensor_id,
            "repair": {"decision": "migrated", "at": now.isoformat(), "url": url, "identity_score": round(score, 4)}}
