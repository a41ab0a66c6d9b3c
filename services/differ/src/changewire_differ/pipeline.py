"""The differ's single pure entry point, shared by the service and `changewire diff`:
body bytes (+ what the sensor says) and the previous state in, an `Analysis` out — canonical text,
blocks, entities, hashes and, when there is a previous state, the outcome (unchanged | noise |
changed), significance, kind, typed delta and summary.

Pure: no clock (`now` is passed in), no I/O. Raises ParseFailure for bodies it cannot use.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from html import unescape as html_unescape
from typing import Any
from urllib.parse import urlsplit

import msgspec

from changewire_common.challenge import detect_challenge, titled_as_wall
from changewire_common.events import Delta
from changewire_common.urls import url_path_key
from changewire_common.vocab import SensorKind, Surface

from . import flap
from .apis import (board_for, incidents_from_feed, jobs_from_app_data, jobs_from_state, normalize_ats, normalize_status_json, plans_from_state,
                   posts_from_state, preload_state, status_from_state)
from .classify import ClassifyConfig, Verdict, classify, event_date_line, event_title, events_page
from .diff import BlockChange, BlockDiff, EntityDiff, Guards, diff_blocks, diff_entities, diff_fields, path_similarity, sha256_text, structured_hash
from .extract import PRICE_RE, extract_html, norm_key, paginated
from .guess import guess_kind, pick_surface, surface_from_url, surface_scores
from .htmlnorm import HtmlDoc, html_source, html_source_unchecked, looks_binary, parse_html, shows_replacement, transcode_utf16
from .model import MAIN, VOLATILE, Analysis, Block, DocState, Entity, EntitySet, ParseFailure, PreviousState, Variant
from .structured import Structured, load_json, normalize_feed, normalize_json, normalize_sitemap
from .volatile import neutralize

_KINDS = {k.value for k in SensorKind}
_SURFACES = {s.value for s in Surface}
#: surfaces whose entity lists are newest-first windows (a homepage's "latest posts" list too)
_WINDOW_SURFACES = frozenset({"blog", "newsroom", "changelog", "feed", "investors", "homepage"})
#: the entity types a surface is expected to show (confidence drops when none are found)
_EXPECTED = {
    "careers": ("job",), "jobs_board": ("job",), "pricing": ("pricing_plan",), "blog": ("news_item",),
    "newsroom": ("news_item",), "changelog": ("news_item",), "team": ("person",), "status": ("incident", "component"),
}


@dataclass(frozen=True)
class AnalyzeConfig:
    """Everything the pipeline's decisions depend on (built from DifferSettings)."""

    classify: ClassifyConfig = field(default_factory=ClassifyConfig)
    guards: Guards = field(default_factory=Guards)
    #: JSON paths (glob) whose values are volatile, e.g. "$.meta.*", "*.generated_at"
    volatile_paths: tuple[str, ...] = ()
    #: markup similarity below which a page counts as redesigned (parse-degradation guard)
    markup_change_similarity: float = 0.7
    flap_window_s: float = 7 * 86400.0
    flap_max_variants: int = 20


DEFAULT_CONFIG = AnalyzeConfig()


# ---------------------------------------------------------------------------------------------
# reading a body


@dataclass
class Prepared:
    """A parsed body before surface-dependent extraction."""

    kind: str
    url: str
    html: HtmlDoc | None = None
    structured: Structured | None = None
    excluded: set[int] = field(default_factory=set)
    #: an HTML body that ends with its closing </body> or </html> (one that stops short of them, after a
    #: version that did not, was cut off)
    closed: bool = False
    #: an unclosed HTML body whose last byte is no tag's end: it stops mid-text or mid-tag, as a connection cut
    #: leaves a body (a page that never writes </html> still ends with a tag's ">")
    torn: bool = False
    #: the HTML source as parsed (for page_state(): read only when a surface needs it)
    source: str | bytes | None = None

    def page_state(self, name: str = "preloadData") -> dict[str, Any] | None:
        """A single-page app's own data embedded in the shell, when the page shows nothing without it (Uptime
        Kuma's status page: `window.preloadData = {…}`; Ashby's job board: `window.__appData = {…}`). Looked for
        only on demand: the search is a scan of the whole body, and only a status page or a board showing no
        jobs reads it."""
        src = self.source
        if src is None:
            return None
        var = f"window.{name}"
        found = var.encode() in src if isinstance(src, bytes) else var in src
        return preload_state(src, name) if found else None

    def framework_states(self) -> Iterator[Any]:
        """The page's props a framework embeds for the browser to draw from (Next.js' `__NEXT_DATA__` script, Remix's
        `window.__remixContext`, a store's `window.__INITIAL_STATE__` / `__PRELOADED_STATE__`), each parsed, in that
        order. Read only on demand (a careers page showing no jobs): a page rendered in the browser shows a spinner
        where its list will be, and its list is here."""
        src = self.source
        if src is None:
            return
        text = src.decode("utf-8", "replace") if isinstance(src, bytes) else src
        at = text.find('id="__NEXT_DATA__"')
        if at >= 0:
            start, end = text.find(">", at) + 1, text.find("</script>", at)
            if 0 < start <= end:
                try:
                    yield json.loads(text[start:end])
                except ValueError:
                    pass
        for name in ("__remixContext", "__INITIAL_STATE__", "__PRELOADED_STATE__"):
            if f"window.{name}" in text:
                state = preload_state(text, name)
                if state is not None:
                    yield state
        # (props written into an attribute, HTML-escaped: Inertia.js' root `data-page`, react-rails' `data-react-props`)
        for m in _PROPS_ATTR.finditer(text, 0, min(len(text), 4_000_000)):
            try:
                yield json.loads(html_unescape(m.group(1) if m.group(1) is not None else m.group(2)))
            except ValueError:
                continue


#: an attribute holding a component's props as JSON (Inertia.js, react-rails)
_PROPS_ATTR = re.compile(r"""\sdata-(?:page|react-props)=(?:"(\{[^"]*)"|'(\{[^']*)')""")


def resolve_kind(kind: str | None, body: bytes, content_type: str | None, url: str) -> str:
    """The sensor's kind, unless absent or unusable for this body (an `html` sensor that now
    serves a JSON or feed document is read as what it is)."""
    sniffed = guess_kind(body, content_type, url)
    if not kind or kind not in _KINDS:
        return sniffed
    if kind == SensorKind.HTML and sniffed in (SensorKind.FEED, SensorKind.SITEMAP):
        return sniffed
    if kind == SensorKind.JSON and _typed_api(sniffed, url):
        # a `json` sensor on a job board's or a status page's API (Greenhouse's boards API, Statuspage's summary.json):
        # its jobs, incidents and components, not "3 fields changed" (read as JSON when the typed reader cannot)
        return sniffed
    return kind


#: Statuspage's public API documents, by their path (/api/v2/summary.json …)
_STATUS_API_PATH = re.compile(r"/api/v\d+/(?:summary|incidents|status|components|scheduled-maintenances)"
                              r"(?:/(?:unresolved|upcoming|active))?\.json$")


def _typed_api(sniffed: str, url: str) -> bool:
    """A JSON body sniffed as a job board's or status page's API at a URL that says it is one (a known board's host,
    Statuspage's API paths): generic JSON that happens to hold "offers" or "components" keys stays JSON."""
    if sniffed == SensorKind.ATS:
        return bool(board_for(url))
    if sniffed == SensorKind.STATUS_JSON:
        parts = urlsplit(url)
        return bool(_STATUS_API_PATH.search(parts.path.lower())) or "statuspage" in parts.netloc.lower()
    return False


def prepare(body: bytes, *, kind: str | None, content_type: str | None = None, url: str = "",
            memo: dict[str, str] | None = None, volatile_paths: tuple[str, ...] = ()) -> Prepared:
    """Parse and normalise a body. ParseFailure(PARSING | SCHEMA) when it cannot be used."""
    if not body or body.isspace():  # (ASCII whitespace, as bytes.strip() strips; no copy of the body)
        raise ParseFailure("PARSING", "empty body")
    body, content_type = transcode_utf16(body, content_type)
    k = resolve_kind(kind, body, content_type, url)
    if k != SensorKind.SITEMAP and looks_binary(body):
        raise ParseFailure("PARSING", "body is binary, not a text document")
    if k == SensorKind.HTML:
        if b"\x00" in body[:4096] and not body.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise ParseFailure("PARSING", "body is binary, not a text document")
        vendor = detect_challenge(200, None, body) if titled_as_wall(body) else None
        if vendor is not None:
            # a bot-challenge interstitial ("Just a moment...") served in the page's place is no version of the page:
            # compared, it would be every block of the page removed
            raise ParseFailure("BOT_CHALLENGE", f"body is a bot-challenge page ({vendor}), not the page")
        src, unchecked = html_source_unchecked(body, content_type)
        hd = parse_html(src, base_url=url, memo=memo)
        if unchecked and shows_replacement(hd):
            # an invalid sequence (or a U+FFFD written out): what to parse is decided on the whole body, as
            # html_source() decides it (a page declared UTF-8 but written in Windows-1252 is read as that)
            exact = html_source(body, content_type)
            if exact is not body:
                hd = parse_html(exact, base_url=url, memo=memo)
        wall = stand_in_page(hd, body, url)
        if wall is not None:
            # a sign-in form or a maintenance notice served in the page's place (200, at the page's own URL: the
            # fetcher refuses them only when it was redirected there) is no version of the page: compared, it
            # would be every block removed, and the page coming back every job, plan and post added again
            raise ParseFailure(*wall)
        tail = body[-4096:].lower()
        closed = b"</html" in tail or b"</body" in tail
        torn = not closed and not tail.rstrip().endswith(b">")
        return Prepared(k, url, html=hd, excluded=hd.excluded, closed=closed, torn=torn, source=src)
    if k == SensorKind.FEED:
        return Prepared(k, url, structured=normalize_feed(body, url))
    if k == SensorKind.SITEMAP:
        return Prepared(k, url, structured=normalize_sitemap(body))
    if k in (SensorKind.ATS, SensorKind.STATUS_JSON):
        try:
            return Prepared(k, url, structured=normalize_ats(body, url) if k == SensorKind.ATS
                            else normalize_status_json(body))
        except ParseFailure:
            if kind != SensorKind.JSON:
                raise
            k = SensorKind.JSON  # (a `json` sensor's body the typed reader cannot use: read as JSON, as before)
    return Prepared(k, url, structured=normalize_json(load_json(body), volatile_paths))


#: a stand-in page is small: at most this many blocks and characters of text, and this many links
_STAND_IN_BLOCKS, _STAND_IN_TEXT, _STAND_IN_LINKS = 16, 900, 6
#: a title or first heading that says the site is down for maintenance (en, de, fr, es, it, pt, nl, sv, da/no, fi,
#: pl, tr, ja, zh, ko) — not "maintenance" alone: a docs page "Maintenance windows" or a status page's
#: "Scheduled maintenance" is content
_MAINTENANCE_HEAD = re.compile(
    r"(?:down|closed|offline) for (?:scheduled )?maintenance|under (?:scheduled )?maintenance|maintenance mode"
    r"|(?:site|website) maintenance in progress|we(?:'|’| a)?(?:re|ll| will)? be (?:right )?back"
    r"|be back soon|back shortly|wartungsarbeiten|wartungsmodus|wird (?:gerade )?gewartet|en (?:cours de )?maintenance"
    r"|en mantenimiento|in manutenzione|em manuten[çc][ãa]o|in onderhoud|onderhoudswerkzaamheden|underhållsarbete"
    r"|vedlikehold pågår|under vedligehold|huoltokatko|przerwa techniczna|bakım(?:da| çalışması)|メンテナンス中"
    r"|系统维护|维护中|점검 중|서비스 점검", re.I)
#: a title or first heading that asks the visitor to sign in
_SIGN_IN_HEAD = re.compile(
    r"\b(?:sign|log)[ -]?in\b|\blogin\b|anmelden|anmeldung|einloggen|connexion|se connecter|iniciar sesi[oó]n"
    r"|accedi|inloggen|logga in|logg inn|log ind|kirjaudu|zaloguj|giriş yap|ログイン|登录|登入|로그인", re.I)
_PASSWORD_FIELD = re.compile(rb"(?i)<input\b[^<>]{0,400}?\btype\s*=\s*[\"']?password\b")
_LOGIN_PATH = re.compile(r"(?i)/(?:log[-_]?in|log[-_]?on|sign[-_]?in|wp-login|auth|session|account/login)(?:[/.?#]|$)")


#: a status page announces its own maintenance ("Under Maintenance" over its components): that is its content
_STATUS_WORDS = re.compile(r"\bstatus\b|\boperational\b|\bincidents?\b|\buptime\b|\bdegraded\b|\boutage\b", re.I)


def _status_page(hd: HtmlDoc, url: str) -> bool:
    parts = urlsplit(url)
    return bool(_STATUS_WORDS.search(parts.netloc + parts.path) or _STATUS_WORDS.search(hd.title or "")
                or any(_STATUS_WORDS.search(b.text) for b in hd.blocks if b.region == MAIN))


def stand_in_page(hd: HtmlDoc, body: bytes, url: str) -> tuple[str, str] | None:
    """(failure class, message) when the page is a stand-in served where the page was: a sign-in form and little else
    (what a 401 says: HTTP_4XX), or a notice that the site is down for maintenance and little else (what a 503 says:
    HTTP_5XX), when the page's main content is small (a page of content is never one; the site's navigation and footer
    around the notice do not count), headed so by its <title> or first heading; a sensor watching a sign-in page itself
    is its page. Stops at the 17th block of main content: next to nothing on a page of content."""
    # (the main content decides: a notice inside the site's full template keeps its navigation and footer)
    size = links = n = 0
    head = ""
    for b in hd.blocks:
        if b.region != MAIN:
            continue
        n += 1
        size += len(b.text)
        links += len(b.links)
        if n > _STAND_IN_BLOCKS or size > _STAND_IN_TEXT or links > _STAND_IN_LINKS:
            return None
        if not head and b.tag in ("h1", "h2"):
            head = b.text
    named = f"{hd.title}\n{head}"
    if _MAINTENANCE_HEAD.search(named) and not _MAINTENANCE_HEAD.search(url) and not _status_page(hd, url):
        return "HTTP_5XX", "body is a maintenance notice in the page's place (down for maintenance), not the page"
    if _SIGN_IN_HEAD.search(named) and _PASSWORD_FIELD.search(body, 0, 262144) and not _LOGIN_PATH.search(url):
        return "HTTP_4XX", "body is a sign-in form in the page's place (a login wall), not the page"
    return None


#: markup that says "a post" of each entry in a list of posts
_POST_MARKUP = ('.hentry, .h-entry, [itemtype$="schema.org/Article"], [itemtype$="schema.org/BlogPosting"], '
                '[itemtype$="schema.org/NewsArticle"]')


def surface_evidence(p: Prepared) -> dict[str, float]:
    """Scores per surface from the page itself (title, headings, JSON-LD, prices, job links)."""
    if p.html is None:
        return {}
    hd = p.html
    headings = [b.text for b in hd.blocks if b.tag in ("h1", "h2") and b.region == MAIN][:8]
    h1 = [b.text for b in hd.blocks if b.tag == "h1" and b.region == MAIN][:1]
    signals: dict[str, float] = {}
    ld = " ".join(hd.jsonld).lower() if hd.jsonld else ""
    if '"jobposting"' in ld:
        signals["careers"] = signals.get("careers", 0) + 4
    if ld.count('"blogposting"') + ld.count('"newsarticle"') >= 2:
        signals["blog"] = signals.get("blog", 0) + 2
    elif len(hd.tree.css(_POST_MARKUP)) >= 3:
        # a blog's or a news site's front page at the site's root (WordPress and microformats mark each post an
        # h-entry, schema.org microdata an Article): its posts, not a homepage's few cards
        signals["blog"] = signals.get("blog", 0) + 2
    main = [b for b in hd.blocks if b.region == MAIN]
    prices = sum(1 for b in main if len(b.text) < 120 and PRICE_RE.search(b.text))
    if prices >= 3:
        signals["pricing"] = signals.get("pricing", 0) + (3 if prices >= 6 else 2)
    status_words = sum(1 for b in main if re.search(r"\b(?:operational|degraded performance|partial outage|major outage)\b",
                                                     b.text, re.I) and len(b.text) < 120)
    if status_words >= 3:
        signals["status"] = signals.get("status", 0) + 4
    joblinks = sum(1 for b in main for link in b.links if re.search(r"/(?:jobs?|careers?|positions?|openings?)/[^/?#]+|gh_jid=|lever\.co/|ashbyhq\.com/|greenhouse\.io/", link))
    if joblinks >= 2:
        signals["careers"] = signals.get("careers", 0) + 3
    return surface_scores(hd.title, h1 + headings, signals)


def choose_surface(surface: str | None, *prepared: Prepared) -> str:
    """The declared surface if valid, else the URL's, else the page evidence (summed over the
    given versions), else `homepage`."""
    if surface and surface in _SURFACES:
        return surface
    kind = prepared[0].kind if prepared else SensorKind.HTML
    if kind == SensorKind.FEED and any(surface_from_url(p.url) == "status" for p in prepared):
        # a status page's own feed (status.<host>/history.rss): its items are incidents, not posts
        return "status"
    if kind != SensorKind.HTML:
        return pick_surface({}, kind=kind)
    for p in prepared:
        s = surface_from_url(p.url)
        if s is not None and s != "homepage":
            return s
    scores: dict[str, float] = {}
    for p in prepared:
        for k, v in surface_evidence(p).items():
            scores[k] = scores.get(k, 0.0) + v
    by_url = next((surface_from_url(p.url) for p in prepared if p.url), None)
    picked = pick_surface(scores, kind=kind)
    if picked == "homepage" and by_url:
        return by_url
    return picked


def _reader_version() -> str:
    """A digest of this package's code: every change to how a page is read (normalising, extracting,
    neutralising) gives stored states another reader, and they are re-read before a comparison."""
    import hashlib
    from pathlib import Path

    h = hashlib.sha256()
    try:
        for f in sorted(Path(__file__).resolve().parent.glob("*.py")):
            h.update(f.name.encode() + b"\0" + f.read_bytes())
    except OSError:  # (sources not on disk: the package's version stands in)
        from importlib.metadata import PackageNotFoundError, version

        try:
            return "v" + version("changewire-differ")
        except PackageNotFoundError:
            return "unknown"
    return h.hexdigest()[:16]


#: the reading code's identity, stored in every DocState it makes
READER = _reader_version()


def finish(p: Prepared, surface: str) -> DocState:
    """Extract entities for `surface` and compute the hashes."""
    return _finish(p, surface)[0]


def _finish(p: Prepared, surface: str) -> tuple[DocState, str]:
    """finish(), and the canonical text (the blocks' texts, one a line) it hashed."""
    if p.html is not None:
        hd = p.html
        entities = extract_html(hd, surface, p.excluded, p.url)
        state = p.page_state() if surface == "status" else None
        if state is not None:
            for es in status_from_state(state):
                if not (es.type in entities and entities[es.type].items):
                    entities[es.type] = es
        if surface in ("careers", "jobs_board") and not ("job" in entities and entities["job"].items):
            # an app shell whose list is drawn by the browser: its postings are in the state it embeds
            app = p.page_state("__appData")
            board = jobs_from_app_data(app, p.url) if app is not None else None
            if board is None:
                board = next((b for b in (jobs_from_state(st, p.url) for st in p.framework_states()) if b is not None),
                             None)
            if board is not None:
                entities["job"] = board
        if surface == "pricing" and not ("pricing_plan" in entities and entities["pricing_plan"].items):
            plans = next((b for b in (plans_from_state(st) for st in p.framework_states()) if b is not None), None)
            if plans is not None:
                entities["pricing_plan"] = plans
        if surface in ("blog", "newsroom") and not ("news_item" in entities and entities["news_item"].items):
            # (as above: a blog index drawn in the browser lists its posts in its props)
            posts = next((b for b in (posts_from_state(st, p.url) for st in p.framework_states()) if b is not None),
                         None)
            if posts is not None:
                entities["news_item"] = posts
        blocks = _event_dates(hd.blocks) if surface == "investors" or (
            surface in ("newsroom", "blog", "homepage") and events_page(hd.blocks)) else hd.blocks
        if surface in ("homepage", "newsroom", "investors"):
            blocks = _announced(blocks)
        fields: dict[str, Any] = {}
        volatile_repr = ""
        title = hd.title
        notes: list[str] = ["html:closed"] if p.closed else ["html:torn"] if p.torn else []
        if "job" in entities and paginated(hd):
            notes.append("jobs:paginated")  # page 1 of a longer list: a window, like a feed's
        is_index = False
        base_conf = 0.8
    else:
        st = p.structured
        assert st is not None
        entities, blocks, fields, title, notes, is_index = st.entities, st.blocks, st.fields, st.title, st.notes, st.is_index
        if surface == "status" and p.kind == SensorKind.FEED and "news_item" in entities:
            # a status page's incident feed: its items are incidents (opened, updated, resolved), not posts
            entities = {k: v for k, v in entities.items() if k != "news_item"}
            entities["incident"] = incidents_from_feed(st.entities["news_item"])
            notes = [*notes, "incidents:all"]
        volatile_repr = msgspec.json.encode(dict(sorted(st.volatile.items()))).decode() if st.volatile else ""
        base_conf = st.confidence
    visible = "\n".join([b.text for b in blocks])
    s_hash = structured_hash(entities, fields)
    conf = _confidence(entities, surface, base_conf)
    return DocState(
        kind=p.kind, surface=surface, url=p.url, title=title, blocks=blocks, entities=entities, fields=fields,
        visible_hash=sha256_text(visible + "\x00" + s_hash + "\x00" + volatile_repr),
        normalized_hash=sha256_text("\n".join([b.norm for b in blocks if b.norm]) + _offers_repr(blocks, surface)),
        structured_hash=s_hash, extraction_confidence=conf, is_index=is_index, notes=notes, reader=READER,
    ), visible


_MAJOR_NEWS: re.Pattern[str] | None = None


def _announced(blocks: list[Block]) -> list[Block]:
    """A homepage's, a newsroom's or an investors page's announcement bar (volatile: its promotions turn) announcing an
    acquisition, a funding round or a new chief executive ("Acme is now part of Stripe") is read as content: the
    company's news, however it is shown (the default major-post pattern). Only a bar's place counts: a short line,
    no list item nor quote, above the page's first heading of its main content — a "Trending now" rail of
    headlines or a rotating testimonial further down saying "raises $40 million" stays volatile."""
    global _MAJOR_NEWS
    if _MAJOR_NEWS is None:
        _MAJOR_NEWS = re.compile(ClassifyConfig().major_post_pattern, re.I)
    out = blocks
    for i, b in enumerate(blocks):
        if b.region == MAIN and b.tag in ("h1", "h2"):
            break
        if b.region == VOLATILE and b.tag not in ("li", "blockquote") and len(b.text) <= 160 and _MAJOR_NEWS.search(b.text):
            if out is blocks:
                out = list(blocks)
            out[i] = Block(b.tag, b.text, neutralize(b.text), MAIN, b.links, b.path)
    return out


def _event_dates(blocks: list[Block]) -> list[Block]:
    """An investors page's (or an events page's) event dates compared as written: a date line is volatile on most pages (a post's date
    re-stamped, "Data as of <date>"), but the date of an earnings call, a webcast or a shareholders' meeting over
    its title is the news when it moves (classify names the event)."""
    out = blocks
    for i, b in enumerate(blocks):
        if b.region == MAIN and b.norm != b.text.lower() and event_date_line(b) and event_title(blocks, i):
            if out is blocks:
                out = list(blocks)
            out[i] = Block(b.tag, b.text, " ".join(b.text.lower().split()), b.region, b.links, b.path)
    return out


#: a discount offer: "40% off", "Save 30%", "with code BF40", "Rabatt", "de remise", "descuento"
_OFFER = re.compile(r"\b\d{1,2}(?:[.,]\d)?\s?%\s*(?:off|discount|rabatt|de\s+(?:remise|r[ée]duction|descuento)|dto)\b"
                    r"|\b(?:save|spare|sparen?|économisez|ahorra)\s+\d{1,2}\s?%|\b(?:promo(?:tional)?\s+code|coupon(?:\s+code)?|use\s+code|"
                    r"with\s+code|gutscheincode|rabattcode|code\s+promo|c[óo]digo(?:\s+promocional)?)\b", re.I)


def _offer(b: Block) -> bool:
    return b.region == VOLATILE and len(b.text) <= 300 and _OFFER.search(b.text) is not None


#: company news told in a widget: an acquisition, a funding round, a new CEO (classify's default major-post words)
_MAJOR_NEWS = re.compile(ClassifyConfig().major_post_pattern, re.I)
#: surfaces whose news a bar above the page may tell (classify's news-text surfaces)
_NEWS_BAR_SURFACES = frozenset({"homepage", "investors", "newsroom"})


#: a launch told in a widget: "Introducing Orbit 2", "Orbit 2 is now available", "Jetzt verfügbar: …", "Découvrez la
#: nouvelle …"; not a chat launcher's "We are here!". A bar that CAME telling one is the company's news; one replacing
#: another message in place stays a rotating bar (_offers_kept)
_LAUNCH = re.compile(
    r"\b(?:introducing|announcing|unveil(?:s|ed|ing)|(?:just\s+)?launch(?:es|ed)|now\s+(?:available|live|shipping|in\s+"
    r"(?:public\s+|open\s+)?beta)|available\s+(?:today|now)|(?:is|are)\s+now\s+(?:here|live)|meet\s+the\s+(?:all-)?new|"
    r"(?:jetzt|ab\s+sofort)\s+(?:verfügbar|erhältlich)|stellt\s+\S+\s+vor|wir\s+stellen\s+vor|(?:désormais|maintenant)\s+"
    r"disponibles?|découvrez\s+(?:le|la|les)\s+nouve\w*|ya\s+(?:está\s+)?disponible|presentamos|lanza(?:mos)?|"
    r"já\s+(?:está\s+)?disponível|apresentamos|(?:ora|già)\s+disponibile|presentiamo)\b", re.I)


def _news(b: Block) -> bool:
    return b.region == VOLATILE and len(b.text) <= 300 and (
        _MAJOR_NEWS.search(b.text) is not None or _LAUNCH.search(b.text) is not None)


def _kept_widget(surface: str) -> Callable[[Block], bool] | None:
    """Which widget blocks of a `surface` are the page's content when they come or go: a pricing page's discount
    offers, a homepage's (investors page's, newsroom's) announcement of an acquisition, a funding round, a new CEO or
    a launch."""
    return _offer if surface == "pricing" else _news if surface in _NEWS_BAR_SURFACES else None


def _offers_repr(blocks: list[Block], surface: str) -> str:
    """The kept widgets (_kept_widget) of a page, for its normalized hash ("" when none: the hash of a page
    without them is what it was)."""
    kept = _kept_widget(surface)
    if kept is None:
        return ""
    offers = [neutralize(b.text) for b in blocks if kept(b)]
    return ("\x00offers:" if surface == "pricing" else "\x00news:") + "\n".join(offers) if offers else ""


_MESSAGE_WORD = re.compile(r"[^\W\d_]{2,}")


def _offers_kept(blocks: list[Block], other: list[Block], kept: Callable[[Block], bool] = _offer) -> list[Block]:
    """A pricing page's promo bar or banner offering a discount ("Black Friday: 40% off annual plans with
    code BF40") that came or went is a term of its prices, not a rotating widget: its blocks are compared
    like the page's (their volatile fragments, a countdown, neutralised). So is a homepage's announcement
    bar telling "Northwind raises $50M Series B" (`kept`: _kept_widget). A bar in the same place on the
    `other` version, showing another message, is a rotating bar: it stays volatile, like other widgets. (Block paths
    are coarse, "body/div": a message the other version shows that this one still shows, its volatile fragments
    neutralised, is another widget beside the bar, not one it replaced ("Price guides updated November 20th" above a
    bar that came); and a count alone ("137" → "184" comments) is no message.)"""
    if not any(kept(b) for b in blocks):
        return blocks
    here = {neutralize(b.text) for b in blocks if b.region == VOLATILE}
    rotating = {b.path for b in other if b.region == VOLATILE and len(_MESSAGE_WORD.findall(b.text)) >= 2
                and neutralize(b.text) not in here}
    return [Block(b.tag, b.text, neutralize(b.text), MAIN, b.links, b.path)
            if kept(b) and b.path not in rotating else b for b in blocks]


def _confidence(entities: dict[str, EntitySet], surface: str, base: float) -> float:
    expected = _EXPECTED.get(surface)
    if not expected:
        return round(base, 3)
    sets = [entities[t] for t in expected if t in entities]
    if not sets:
        return 0.3
    return round(max(s.confidence for s in sets), 3)


def read(body: bytes, *, kind: str | None, surface: str | None, content_type: str | None = None, url: str = "",
         memo: dict[str, str] | None = None, config: AnalyzeConfig = DEFAULT_CONFIG) -> DocState:
    """One body → its DocState (no comparison)."""
    p = prepare(body, kind=kind, content_type=content_type, url=url, memo=memo, volatile_paths=config.volatile_paths)
    return finish(p, choose_surface(surface, p))


def _read(body: bytes, *, kind: str | None, surface: str | None, content_type: str | None, url: str,
          memo: dict[str, str] | None, config: AnalyzeConfig) -> tuple[DocState, str]:
    """read(), and the canonical text."""
    p = prepare(body, kind=kind, content_type=content_type, url=url, memo=memo, volatile_paths=config.volatile_paths)
    return _finish(p, choose_surface(surface, p))


# ---------------------------------------------------------------------------------------------
# comparing


def variant_hash(doc: DocState) -> str:
    return sha256_text(doc.normalized_hash + doc.structured_hash)


def compare(prev: DocState, new: DocState, config: AnalyzeConfig = DEFAULT_CONFIG) -> tuple[Verdict, list[str]]:
    """The verdict for prev → new, and the entity types whose removals are trustworthy."""
    html = new.kind == SensorKind.HTML
    kept = _kept_widget(new.surface) if html else None
    old_blocks, new_blocks = (_offers_kept(prev.blocks, new.blocks, kept), _offers_kept(new.blocks, prev.blocks, kept)) \
        if kept is not None else (prev.blocks, new.blocks)
    bd = diff_blocks(old_blocks, new_blocks) if html else diff_blocks([], [])
    # a body that stops short of the </html> the previous version had was cut off (a failed deploy, a
    # proxy's partial response): what is missing after the last block it kept is not removed content; and
    # when a cut-off version was kept (it changed above the cut), what comes back after its end is not new
    cut = html and cut_off(prev, new)
    restored = html and ("html:cut" in prev.notes and "html:closed" in new.notes
                         or "html:torn" in prev.notes and "html:torn" not in new.notes)
    cut_blocks = _cut_off(bd, prev.blocks, new.blocks) if cut else _cut_off(bd, new.blocks, prev.blocks, restored=True) \
        if restored else 0
    if html and bd.changes:
        _drop_resegmented(bd, old_blocks, new_blocks)
    sim = path_similarity(prev.blocks, new.blocks) if html else 1.0
    entity_diffs = {}
    trusted: list[str] = []
    for typ in sorted(set(prev.entities) | set(new.entities)):
        old_set, new_set = prev.entities.get(typ), new.entities.get(typ)
        markup_changed = sim < config.markup_change_similarity or bool(
            old_set and new_set and old_set.signature != new_set.signature)
        if typ == "job" and html and new_set is None and old_set is not None and _says_no_openings(new.blocks):
            # the list gave way to "No open positions right now": the page says it is empty (its markup changed
            # with it, the list's elements gone)
            markup_changed = False
        elif html and new_set is None and old_set is not None \
                and len(old_set.items) >= config.guards.degradation_min_entities and not _carried(old_set, new.blocks):
            # a listing of many gone whole, no element of it left and no word that it is empty: its markup went with
            # it (a board moved to a script embed the fetch cannot see, a widget that failed to render), however
            # little of the rest of the page changed; the parse-degradation guard decides, not "all closed"
            markup_changed = True
        if html and (new_set is None) != (old_set is None) and typ in _CARRIED_TYPES:
            # a list read only from two members up (cards, headings, dated rows) that fell below that on one side:
            # the members still shown there, by their very titles, are still listed (one job left of two is not
            # "both closed"; a second post written beside a lone one is not two new posts)
            if new_set is None and old_set is not None:
                new_set = _carried(old_set, new.blocks)
            elif old_set is None and new_set is not None:
                old_set = _carried(new_set, prev.blocks)
        if new_set is None and old_set is not None and not markup_changed:
            # the listing is gone from an otherwise unchanged page: trust it as empty
            new_set = EntitySet(typ, [], old_set.confidence, old_set.method, old_set.signature)
        # (a status page's incidents.json is the newest 50 incidents: a window like a feed; so is page 1 of a
        # job search that links to a page 2: a posting pushed off its end is on the next page, not closed)
        window = (typ == "news_item" and (new.kind == SensorKind.FEED or new.surface in _WINDOW_SURFACES)) or (
            typ == "incident" and "incidents:all" in new.notes) or (typ == "job" and "jobs:paginated" in new.notes)
        paged = typ == "job" and "jobs:paginated" in new.notes
        if typ == "page" and old_set is not None and new_set is not None:
            old_set, new_set = _by_page(old_set), _by_page(new_set)
        d = diff_entities(old_set, new_set, markup_changed=markup_changed, guards=config.guards, window=window, paged=paged)
        if typ == "news_item" and old_set is not None and new_set is not None and (
                len(d.modified) >= 2 or len(d.added) >= 2 or (d.modified and len(d.added) + len(d.withheld) >= 2)):
            # keys that shift with position (/news/1, /news/2 …) rename every item on an insert, and a feed
            # whose ids change scheme (tag: URIs → URLs, a domain move) renews every item: when keying by
            # title explains the lists with fewer changes, trust the titles (also when the shifted items, dated
            # before the oldest kept, were withheld as come back into the window: one added, one "retitled")
            alt = diff_entities(_by_title(old_set), _by_title(new_set), markup_changed=markup_changed, guards=config.guards,
                                window=window, paged=paged)
            if len(alt.added) + len(alt.removed) + len(alt.modified) < len(d.added) + len(d.removed) + len(d.modified):
                d = alt
        if typ == "news_item" and d.added and (d.removed or d.withheld):
            _rekeyed_by_link(d)
        if typ == "person" and d.added and d.removed:
            _renamed_people(d)
        if typ == "news_item" and d.added and old_set is not None and new_set is not None:
            _relabelled_list(d, old_set, new_set)
        if cut and (d.removed or d.modified or d.added) and old_set is not None:
            _withhold_cut_off(d, old_set, new_set)
        elif restored and (d.added or d.modified or d.removed) and new_set is not None:
            _withhold_cut_off(d, old_set, new_set, restored=True)
        entity_diffs[typ] = d
        if d.removals_trusted and old_set is not None and new_set is not None:
            trusted.append(typ)
    ops = diff_fields(prev.fields, _aligned_lists(prev.fields, new.fields)) if (prev.fields or new.fields) else []
    verdict = classify(
        surface=new.surface, block_diff=bd, entity_diffs=entity_diffs, field_ops=ops,
        total_fields=max(len(prev.fields), len(new.fields)), new_blocks=new.blocks, old_blocks=prev.blocks,
        cfg=config.classify, unresolved_only="incidents:unresolved-only" in new.notes,
        listed=_listed_in_both(prev, new) if html else frozenset(),
    )
    if cut_blocks and not any(n.startswith(("parse degradation", "restored")) for n in verdict.notes):
        verdict.notes.append(f"parse degradation: the page ends early (no closing </html>); {cut_blocks} block(s) "
                             "after the cut not reported as removed" if cut else
                             f"restored: the previous version ended early; {cut_blocks} block(s) after its cut not "
                             "reported as added")
    return verdict, trusted


def _rekeyed_by_link(d: EntityDiff) -> None:
    """An item gone under one key and come back under another with the very same link (and the same title or date),
    or with the same title and the same publication time, is the item re-keyed, not a post removed and a new one: a
    feed whose guid of one post changed (a CMS re-save or migration issuing a new id, a permalink guid turned into a
    tag: URI), or one post moved to a new slug and id, while it stays where it was. Its edits, if any, remain."""
    by_link: dict[str, Entity] = {}
    by_title: dict[tuple[str, str], Entity] = {}
    for e in d.removed + d.withheld:
        link, when = e.data.get("url", ""), e.data.get("published_at", "")
        if link:
            by_link.setdefault(url_path_key(link), e)
        if when:
            by_title.setdefault((norm_key(e.data.get("title", "")), when), e)
    paired: set[str] = set()
    added: list[Entity] = []
    for e in d.added:
        link, when = e.data.get("url", ""), e.data.get("published_at", "")
        o = by_link.get(url_path_key(link)) if link else None
        # (and the same post: its title or its date; a listing whose every card links to one page is no re-key)
        if o is not None and not (norm_key(o.data.get("title", "")) == norm_key(e.data.get("title", ""))
                                  or (when and o.data.get("published_at") == when)):
            o = None
        if o is None and when:
            o = by_title.get((norm_key(e.data.get("title", "")), when))
        if o is None or o.key in paired:
            added.append(e)
            continue
        paired.add(o.key)
        if o.fp != e.fp:
            d.modified.append((o, e))
    if paired:
        d.added = added
        d.removed = [e for e in d.removed if e.key not in paired]
        d.withheld = [e for e in d.withheld if e.key not in paired]


def _tight(text: str) -> str:
    """`text` without the whitespace beside punctuation and symbols (not between two letters or digits)."""
    return _AROUND_PUNCT.sub(r"\1", text)


_AROUND_PUNCT = re.compile(r"\s*([^\w\s])\s*")


def _drop_resegmented(bd: BlockDiff, old_blocks: list[Block], new_blocks: list[Block]) -> None:
    """Drop the block changes that only split or join text anew: an old block whose words are those of a run of
    new blocks next to each other, in order ("Backend Engineer Amsterdam" → "Backend Engineer" + "Amsterdam", as a
    framework rebuild or a redesign wraps a card's lines), or a new block made of a run of old ones. (A modified
    block is an old and a new piece; it goes when both are accounted for, else it stays as the piece left.)
    Texts are compared without the whitespace beside punctuation: a page re-serialised pretty-printed or minified
    (every tag on its own line, as BeautifulSoup's prettify() and template engines write it, or the line breaks between
    inline tags dropped) puts or takes spaces where inline elements meet ("Learn <a>more</a>." → "Learn more .",
    "( Reuters )", "Posted by:Ana"), which the reader sees as the same text; so one old block matches one new block
    that way too. A space between two letters or digits stays: "lowercase" → "lower case" is an edit."""
    def key(b: Block) -> str:
        return _tight(" ".join((b.text if raw else b.norm).split()).lower())

    def spaced(b: Block) -> str:
        return " ".join((b.text if raw else b.norm).split()).lower()

    olds = [(c, c.before) for c in bd.changes if c.op in ("removed", "modified") and c.before is not None]
    news = [(c, c.after) for c in bd.changes if c.op in ("added", "modified") and c.after is not None]
    if not olds or not news or len(olds) + len(news) > 400:
        return
    pos_o = {id(b): i for i, b in enumerate(old_blocks)}
    pos_n = {id(b): i for i, b in enumerate(new_blocks)}
    olds.sort(key=lambda x: pos_o.get(id(x[1]), 0))
    news.sort(key=lambda x: pos_n.get(id(x[1]), 0))
    used: set[int] = set()  # ids of the Block pieces accounted for

    def runs(one: list[tuple[BlockChange, Block]], many: list[tuple[BlockChange, Block]], pos: dict[int, int]) -> None:
        for _c, b in one:
            if id(b) in used:
                continue
            target = key(b)
            if not target or len(target) > 2000:
                continue
            for i, (_s, first) in enumerate(many):
                if id(first) in used or not target.startswith(key(first)):
                    continue
                run, text = [first], key(first)
                j = i + 1
                while text != target and len(run) < 8 and j < len(many):
                    nxt = many[j][1]
                    # (a run of blocks next to each other on their page)
                    if id(nxt) in used or pos.get(id(nxt), -9) != pos.get(id(run[-1]), -9) + 1:
                        break
                    text = _tight(f"{text} {key(nxt)}")
                    run.append(nxt)
                    j += 1
                # (one block for one: only when its spacing differs — the same text elsewhere is a move)
                if text == target and (len(run) >= 2 or spaced(b) != spaced(first)):
                    used.add(id(b))
                    used.update(id(x) for x in run)
                    break

    def one_for_one() -> None:
        # (any length: a long paragraph whose inline links gained spaces is one lookup, not a run to build)
        by_key: dict[str, list[Block]] = {}
        for _s, nb in news:
            if id(nb) not in used:
                by_key.setdefault(key(nb), []).append(nb)
        for _c, ob in olds:
            if id(ob) in used:
                continue
            for nb in by_key.get(key(ob), ()):
                if id(nb) not in used and spaced(nb) != spaced(ob):
                    used.add(id(ob))
                    used.add(id(nb))
                    break

    # (by the normalised texts, then as written: "© 2019 Acme" is "© <year> Acme" but "2019" alone no year)
    for raw in (False, True):
        one_for_one()
        runs(olds, news, pos_n)
        runs(news, olds, pos_o)
    if not used:
        return
    kept: list[BlockChange] = []
    for c in bd.changes:
        gone_b = c.before is not None and id(c.before) in used
        gone_a = c.after is not None and id(c.after) in used
        if c.op == "modified" and gone_b != gone_a:
            c = BlockChange("added", None, c.after, c.after_words, 0, c.after_words) if gone_b else \
                BlockChange("removed", c.before, None, c.before_words, c.before_words, 0)
            kept.append(c)
        elif not (gone_b or gone_a):
            kept.append(c)
    bd.changes = kept


#: entity types whose lists are read only when two or more are found
_CARRIED_TYPES = frozenset({"job", "news_item", "person"})


def _carried(other: EntitySet, blocks: list[Block]) -> EntitySet | None:
    """The entities of `other` whose title (or name) is a main-content block of this version, as a set
    read like `other` (None when none is)."""
    texts = {norm_key(b.text) for b in blocks if b.region == MAIN and len(b.text) <= 300}
    kept = [e for e in other.items if norm_key(str(e.data.get("title") or e.data.get("name") or "")) in texts]
    if not kept:
        return None
    return EntitySet(other.type, kept, other.confidence, other.method, other.signature)


#: a careers page's empty state: "No open positions at the moment", "Sorry, no job openings at the moment" (Lever),
#: "No job openings at the moment" (Teamtailor), "0 Jobs Found" (Workday), "Aucune offre pour le moment", "Derzeit
#: keine offenen Stellen", "No hay ofertas disponibles", "現在募集中の求人はありません"
_NO_OPENINGS = re.compile(
    r"\b(?:no\s+(?:open\s+|current\s+)?(?:job\s+)?(?:positions|roles|jobs|openings|vacancies|postings)"
    r"(?:\s+(?:are\s+)?(?:open|available))?"
    r"|^0\s+(?:open\s+)?(?:jobs?|positions|roles|openings|vacancies)(?:\s+found)?$"
    r"|(?:there\s+are\s+)?no\s+(?:current\s+)?(?:openings|vacancies)|we(?:'re|\s+are)\s+not\s+(?:currently\s+)?hiring"
    r"|aucune\s+(?:offre|annonce|opportunit[ée])|(?:derzeit|aktuell|momentan)\s+(?:sind\s+)?keine\s+(?:offenen\s+)?(?:stellen|jobs)"
    r"|keine\s+offenen\s+stellen|no\s+hay\s+(?:ofertas|vacantes|posiciones)|nessuna\s+posizione)\b"
    r"|現在募集中の求人はありません|募集はありません|募集を行っておりません", re.I)


def _says_no_openings(blocks: list[Block]) -> bool:
    return any(b.region == MAIN and len(b.text) <= 200 and _NO_OPENINGS.search(b.text) for b in blocks)


def cut_off(prev: DocState, new: DocState) -> bool:
    """Whether `new` is an HTML body cut off before its end: it stops short of the closing </body> or
    </html> that `prev` had, or it stops mid-text or mid-tag where `prev` did not (a site that never closes
    its <html> has its cuts told so)."""
    return ("html:closed" in prev.notes and "html:closed" not in new.notes
            or "html:torn" in new.notes and "html:torn" not in prev.notes)


def _cut_off(bd: BlockDiff, whole: list[Block], part: list[Block], restored: bool = False) -> int:
    """Drop from `bd` the changes of the blocks of `whole` after the last one the cut-off version `part`
    also has (removals after a cut; with `restored`, additions after the cut of a kept cut-off version),
    and the change of the block the cut went through ("Berlin, Ger" / "Berlin, Germany"). Returns how
    many were dropped."""
    op, side, other = ("added", "after", "before") if restored else ("removed", "before", "after")
    changed = {id(getattr(c, side)) for c in bd.changes if c.op == op}
    # (the last block both versions still show: a volatile or chrome block after the cut — a carousel, the footer —
    # makes no change of its own when it goes, so "not removed" alone would put the cut after the footer)
    shown = {b.text for b in part}
    last = max((i for i, b in enumerate(whole) if id(b) not in changed and b.norm and b.text in shown), default=-1)
    beyond = {id(b) for b in whole[last + 1:]}
    torn = id(part[-1]) if part else 0

    def lost(c: BlockChange) -> bool:
        if c.op == op:
            return id(getattr(c, side)) in beyond
        if c.op == "modified":
            a, b = getattr(c, other), getattr(c, side)
            return id(a) == torn and b.text.startswith(a.text)
        return False

    keep = [c for c in bd.changes if not lost(c)]
    dropped = len(bd.changes) - len(keep)
    bd.changes = keep
    return dropped


def _relabelled_list(d: EntityDiff, old_set: EntitySet, new_set: EntitySet) -> None:
    """A list of three or more posts whose every item gave way to one of another title and link, dated as the one it
    replaced, in the same order, is the same list written otherwise: the site served in another language (a locale
    redirect: "Fernway raises €40M Series B" → "Fernway sammelt 40 Mio. € in Serie B ein"), or its links re-minted
    with its titles. Not every post published anew (nor removed): the page's text change tells it, once."""
    old_items, new_items = old_set.items, new_set.items
    if len(old_items) < 3 or len(old_items) != len(new_items) or len(d.added) != len(new_items):
        return
    old_days = [_iso_day_of(e) for e in old_items]
    if not all(old_days) or old_days != [_iso_day_of(e) for e in new_items]:
        return
    if {e.key for e in old_items} & {e.key for e in new_items}:
        return
    d.withheld.extend(d.added + d.removed)
    d.added, d.removed = [], []
    d.removals_trusted = False
    d.note = f"relabelled: the {len(new_items)} posts listed are the ones listed before, written otherwise (same dates, same " \
             f"order)" + (f"; {d.note}" if d.note else "")


def _iso_day_of(e: Entity) -> str:
    return str(e.data.get("published_at") or "")[:10]


def _title_of(e: Entity) -> str:
    return str(e.data.get("title") or e.data.get("name") or e.key).strip().lower()


def _withhold_cut_off(d: EntityDiff, old_set: EntitySet | None, new_set: EntitySet | None, restored: bool = False) -> None:
    """A cut-off page's removed entities listed after the last one it still has are withheld (parse
    degradation), not removed; so is an added one under the title of one of them (the item the cut
    went through). `restored`: the other way round, for the complete page after a kept cut-off version
    (its entities after the last one the cut-off version had are not new)."""
    whole, part = (new_set, old_set) if restored else (old_set, new_set)
    if whole is None:
        return
    still = {e.key for e in part.items} if part is not None else set()
    last = max((i for i, e in enumerate(whole.items) if e.key in still), default=-1)
    idx = {e.key: i for i, e in enumerate(whole.items)}
    beyond = d.added if restored else d.removed
    lost = [e for e in beyond if idx.get(e.key, -1) > last]
    if part is not None and part.items:
        # the item the cut went through lost what followed the cut (a plan's features after the second, a job's
        # location, its title cut to "Data"): it is damaged, not changed — nor, read under another key, gone or new
        torn = part.items[-1].key
        damaged_pairs = [(a, b) for a, b in d.modified if (a if restored else b).key == torn]
        torn_other = [e for e in (d.removed if restored else d.added) if e.key == torn]
        if damaged_pairs or torn_other:
            d.modified = [pair for pair in d.modified if pair not in damaged_pairs]
            if restored:
                d.removed = [e for e in d.removed if e.key != torn]
            else:
                d.added = [e for e in d.added if e.key != torn]
            d.withheld.extend([b for _, b in damaged_pairs] + torn_other)
            lost = lost or [(damaged_pairs[0][1] if damaged_pairs else torn_other[0])]
            d.removals_trusted = False
    if not lost:
        return
    # the item the cut went through is damaged (its location cut to "Berlin"): the same title is no change
    names = {_title_of(e) for e in lost}
    other = d.removed if restored else d.added
    damaged = [e for e in other if _title_of(e) in names]
    kept = [e for e in beyond if idx.get(e.key, -1) <= last]
    other = [e for e in other if _title_of(e) not in names]
    d.added, d.removed = (kept, other) if restored else (other, kept)
    d.withheld.extend(lost + damaged)
    d.removals_trusted = False
    what = ("the previous version ended early; {n} of {t} {typ} entities after its cut not reported as added" if restored
            else "the page ends early (no closing </html>); {n} of {t} {typ} entities after the cut not reported as removed")
    d.note = ("restored: " if restored else "parse degradation: ") + what.format(n=len(lost), t=len(whole.items), typ=d.type) + (
        f"; {d.note}" if d.note else "")


_POSITION = re.compile(r"\[(\d+)\]")


def _aligned_lists(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """`new`'s fields with the items of lists that have no identifying field (paths `…[3].…`) renumbered
    to the positions of the same items in `old`: a list reordered, or grown by an item at its top, is
    not every item changed. Items found in both keep their old position; of the others, as many as
    were replaced take the freed positions in order (an edited item stays a field-level edit), and
    the rest are added after the end."""
    def items(fields: dict[str, Any]) -> dict[str, dict[int, dict[str, Any]]]:
        out: dict[str, dict[int, dict[str, Any]]] = {}
        for path, v in fields.items():
            m = _POSITION.search(path)
            if m is None:
                continue
            out.setdefault(path[: m.start()], {}).setdefault(int(m.group(1)), {})[path[m.end():]] = v
        return out

    old_lists, new_lists = items(old), items(new)
    if not new_lists:
        return new
    out = dict(new)
    for prefix, new_items in new_lists.items():
        old_items = old_lists.get(prefix)
        if not old_items:
            continue

        def sig(item: dict[str, Any]) -> str:
            return json.dumps(item, sort_keys=True, default=str)

        free: dict[str, list[int]] = {}
        for i in sorted(old_items):
            free.setdefault(sig(old_items[i]), []).append(i)
        placed: dict[int, int] = {}
        for j in sorted(new_items):
            slots = free.get(sig(new_items[j]))
            if slots:
                placed[j] = slots.pop(0)
        if all(placed.get(j) == j for j in new_items):
            continue  # (nothing moved)
        taken = set(placed.values())
        vacant = [i for i in sorted(old_items) if i not in taken]
        rest = [j for j in sorted(new_items) if j not in placed]
        end = max(old_items) + 1
        for j in rest:
            if vacant and len(rest) <= len(vacant):
                placed[j] = vacant.pop(0)
            else:
                placed[j] = end
                end += 1
        for j, item in new_items.items():
            for rest_path in item:
                del out[f"{prefix}[{j}]{rest_path}"]
        for j, item in new_items.items():
            for rest_path, v in item.items():
                out[f"{prefix}[{placed[j]}]{rest_path}"] = v
    return out


def _listed_in_both(prev: DocState, new: DocState) -> frozenset[str]:
    """Titles (lower-cased) of the posts, products, people and job postings listed, unchanged, in both
    versions: a block that only repeats one of them elsewhere on the page (a "Featured" slot that shows
    another listed post, a "We're hiring" spotlight that shows another open position) is an arrangement,
    not content."""
    out: set[str] = set()
    for typ in ("news_item", "product", "person", "job"):
        a, b = prev.entities.get(typ), new.entities.get(typ)
        if a is None or b is None:
            continue
        old_fp = {e.key: e.fp for e in a.items}
        for e in b.items:
            if old_fp.get(e.key) == e.fp:
                t = (e.data.get("title") or e.data.get("name") or "").strip().lower()
                if len(t) >= 8:
                    out.add(t)
    return frozenset(out)


def _by_title(es: EntitySet) -> EntitySet:
    from .extract import norm_key, unique_keys

    items = [Entity(e.type, norm_key(e.data.get("title", "")) or e.key, e.fp, e.data) for e in es.items]
    return EntitySet(es.type, unique_keys(items), es.confidence, es.method, es.signature)


def _renamed_people(d: EntityDiff) -> None:
    """A person 'leaving' and one 'joining' in the same role under a name that extends or respells the
    other's ("Tomás Reyes" → "Tomás Reyes-Ortega", same first name) is one person whose name is now written
    otherwise: neither joined nor left (the name's block change remains, a minor edit)."""
    import difflib

    def near(a: str, b: str) -> bool:
        a, b = a.lower(), b.lower()
        if a.split()[:1] != b.split()[:1]:
            return False
        return a.startswith(b) or b.startswith(a) or difflib.SequenceMatcher(None, a, b).ratio() >= 0.75

    pairs: list[tuple[Entity, Entity]] = []
    for o in d.removed:
        role, name = o.data.get("role", ""), o.data.get("name", "")
        if not role or not name:
            continue
        cands = [e for e in d.added if e.data.get("role") == role and e.data.get("name") and near(name, e.data["name"])]
        if len(cands) == 1 and all(c is not cands[0] for _, c in pairs):
            pairs.append((o, cands[0]))
    if pairs:
        gone = {id(x) for pair in pairs for x in pair}
        d.removed = [e for e in d.removed if id(e) not in gone]
        d.added = [e for e in d.added if id(e) not in gone]
        d.renamed.extend(pairs)


def _by_page(es: EntitySet) -> EntitySet:
    """Sitemap pages known by their URL without its trailing slash: '/pricing/' and '/pricing' are one
    page (a site that starts or stops writing the slash has moved no page)."""
    from .extract import fingerprint, unique_keys

    items = []
    for e in es.items:
        key = _slashless(e.key)
        items.append(e if key == e.key else Entity(e.type, key, fingerprint(key), e.data))
    return EntitySet(es.type, unique_keys(items), es.confidence, es.method, es.signature)


def _slashless(url: str) -> str:
    head, sep, query = url.partition("?")
    if head.endswith("/") and head.count("/") > 3:  # (not the root: https://host/)
        head = head.rstrip("/")
    return head + sep + query


def memo_of(doc: DocState | None) -> dict[str, str]:
    """Visible text → comparison text of a previous version's blocks (skips re-neutralising)."""
    if doc is None or doc.kind != SensorKind.HTML:
        return {}
    return {b.text: b.norm for b in doc.blocks if b.norm and b.region != VOLATILE}


def analyze(
    body: bytes,
    *,
    content_type: str | None = None,
    url: str = "",
    surface: str | None = None,
    kind: str | None = None,
    previous: PreviousState | None = None,
    now: datetime,
    config: AnalyzeConfig = DEFAULT_CONFIG,
) -> Analysis:
    """Normalise, extract and (with a previous state) compare one body.

    Outcomes: `baseline` (no previous state), `unchanged` (same visible content), `noise` (only
    volatile differences: times, counters, tokens, rotating widgets, reordering), `changed` (with
    significance, kind, delta, summary). Raises ParseFailure when the body cannot be used.
    """
    prev_doc = previous.doc if previous is not None else None
    if surface is None and prev_doc is not None:
        surface = prev_doc.surface
    doc, text = _read(body, kind=kind, surface=surface, content_type=content_type, url=url, memo=memo_of(prev_doc),
                      config=config)
    return judge(doc, previous, now=now, config=config, text=text)


def judge(doc: DocState, previous: PreviousState | None, *, now: datetime, config: AnalyzeConfig = DEFAULT_CONFIG,
          text: str | None = None) -> Analysis:
    """Compare an already-read version with the previous state. `text`: the version's canonical
    text when the caller has it (as read), else it is joined from the blocks."""
    if text is None:
        text = "\n".join([b.text for b in doc.blocks])
    vhash = variant_hash(doc)
    pages, blocks = flap.split(previous.variants if previous is not None else [])
    window, keep = config.flap_window_s, config.flap_max_variants
    prev_doc = previous.doc if previous is not None else None

    def remembered() -> list[Variant]:
        """The memory after a version that changes nothing (the block entries as they were)."""
        return flap.remember(pages, vhash, now, window_s=window, max_variants=keep) + blocks

    if previous is None or prev_doc is None:
        return Analysis(doc=doc, text=text, outcome="baseline", variants=remembered(),
                        removals_trusted=[])
    latest_visible = previous.latest_visible_hash or prev_doc.visible_hash
    latest_norm = previous.latest_normalized_hash or prev_doc.normalized_hash
    latest_struct = previous.latest_structured_hash or prev_doc.structured_hash
    if doc.visible_hash == latest_visible or doc.visible_hash == prev_doc.visible_hash:
        return Analysis(doc=doc, text=text, outcome="unchanged",
                        variants=remembered())
    if (doc.normalized_hash == latest_norm and doc.structured_hash == latest_struct) or (
            doc.normalized_hash == prev_doc.normalized_hash and doc.structured_hash == prev_doc.structured_hash):
        return Analysis(doc=doc, text=text, outcome="noise",
                        variants=remembered())
    verdict, trusted = compare(prev_doc, doc, config)
    if doc.kind == SensorKind.HTML and cut_off(prev_doc, doc) and "html:cut" not in doc.notes:
        doc.notes.append("html:cut")  # (kept if it changed above the cut: the next complete version is compared knowing it)
    if verdict.significance is None:
        return Analysis(doc=doc, text=text, outcome="noise", notes=verdict.notes,
                        variants=remembered())
    decision = flap.assess(pages, variant_hash(prev_doc), vhash, now, window_s=window, max_variants=keep)
    churn = flap.assess_blocks(blocks, *_churn(prev_doc.blocks, doc.blocks), now, window_s=window) \
        if doc.kind == SensorKind.HTML else flap.BlockDecision(False, blocks)
    significance, summary = verdict.significance, verdict.summary
    if decision.flapping:
        if decision.suppress:
            significance = "minor"
            summary = f"{summary} (alternating content: an earlier version again; reported before)"
        elif not _listed_news(verdict.delta):
            # (not after an incident resolved or a posting taken down again: a status page back to "All Systems
            # Operational" as before is its life, and its next incident is reported whatever this note said)
            summary = f"{summary} (returned to an earlier version; further alternations will not be reported)"
    rotation = churn.rotation and not _listed_news(verdict.delta)
    if rotation and not decision.suppress:
        # (a banner of a known rotation, on a page that also changed for real since: no whole version repeats)
        significance = "minor"
        summary = f"{verdict.summary} (rotating content: every block it adds or removes was shown before in turn)"
    published = _parse_time(verdict.source_published_at) if verdict.source_published_at else None
    return Analysis(
        doc=doc, text=text, outcome="changed", significance=significance, kind=verdict.kind, delta=verdict.delta,
        summary=summary, notes=verdict.notes, source_published_at=published, removals_trusted=trusted,
        flapping=decision.flapping or rotation, variants=decision.variants + churn.blocks,
    )


def _listed_news(delta: Delta) -> bool:
    """The typed delta names a job posted or taken down, or an incident: a posting or an incident coming back is
    the news itself, not a banner taking its turn, whatever blocks came and went with it (an incident resolved a
    second time, the status line back to "All Systems Operational" as it was before). Posts, products, plans and
    prices are left out: a "featured" slot or a carousel shows cards the extraction may read as such as they turn."""
    return bool(delta.jobs_added or delta.jobs_removed or delta.incidents)


def _churn(old: list[Block], new: list[Block]) -> tuple[list[str], list[str]]:
    """(block_key of the comparison texts `new` adds, of those it removes); volatile blocks (no comparison text)
    take no part."""
    before = {b.norm for b in old if b.norm}
    after = {b.norm for b in new if b.norm}
    return [flap.block_key(t) for t in after - before], [flap.block_key(t) for t in before - after]


def _parse_time(value: str) -> datetime | None:
    from datetime import UTC

    v = value.strip()
    if not v:
        return None
    try:
        dt = datetime.fromisoformat(v.replace("Z", "+00:00"))
    except ValueError:
        try:
            from email.utils import parsedate_to_datetime

            dt = parsedate_to_datetime(v)
        except (TypeError, ValueError, IndexError):
            return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC)

