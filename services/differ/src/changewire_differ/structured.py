"""Normalisation of machine-readable bodies: JSON (canonical paths and values, volatile paths
dropped by configured rules and by name heuristics), RSS/Atom feeds (feedparser) and JSON Feed,
XML sitemaps and sitemap indexes (defusedxml: no entities, no network).

Pure: parsing libraries over bytes. Unusable bodies raise ParseFailure (PARSING: cannot be read;
SCHEMA: readable but not what the sensor kind needs).
"""
from __future__ import annotations

import fnmatch
import gzip
import io
import json
import re
import time
import zlib
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote
from xml.etree.ElementTree import Element, ParseError

import defusedxml.ElementTree as DET
import feedparser
from defusedxml import DefusedXmlException

from changewire_common.urls import canonical_url

from .extract import fingerprint, item_entity, item_fingerprint, markup_text, norm_key
from .model import MAIN, Block, Entity, EntitySet, ParseFailure
from .volatile import clean, neutralize

MAX_FIELDS = 20_000
MAX_DECOMPRESSED = 64 * 1024 * 1024


@dataclass
class Structured:
    """The normalised form of a machine-readable body."""

    blocks: list[Block] = field(default_factory=list)
    entities: dict[str, EntitySet] = field(default_factory=dict)
    fields: dict[str, Any] = field(default_factory=dict)
    #: values of volatile paths (kept for the visible hash, ignored when comparing)
    volatile: dict[str, Any] = field(default_factory=dict)
    title: str = ""
    notes: list[str] = field(default_factory=list)
    is_index: bool = False
    confidence: float = 0.9


# ---------------------------------------------------------------------------------------------
# JSON

def load_json(body: bytes) -> Any:
    """Parse a JSON body (UTF-8/16 with or without BOM); ParseFailure(PARSING) when it is not JSON."""
    text: str
    try:
        if body.startswith(b"\xef\xbb\xbf"):
            text = body[3:].decode("utf-8")
        elif body.startswith((b"\xff\xfe", b"\xfe\xff")):
            text = body.decode("utf-16")
        else:
            text = body.decode("utf-8")
    except UnicodeDecodeError:
        text = body.decode("cp1252", "replace")
    text = text.strip()
    # JSONP and XSSI guards: callback({...}); )]}',
    if text.startswith(")]}'"):
        text = text[4:].lstrip(",\n ")
    m = re.match(r"^[\w$.]+\s*\((.*)\)\s*;?\s*$", text, re.S)
    if m and not text.startswith(("{", "[")):
        text = m.group(1)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ParseFailure("PARSING", f"not valid JSON: {exc}") from None


#: key names whose values change on every response without the resource changing
_VOLATILE_KEY = re.compile(
    r"^(?:_?(?:timestamp|ts|time|now|server_?time|current_?time|generated(?:_?(?:at|on|time))?|fetched_?at|"
    r"retrieved_?at|requested_?at|response_?time|took|elapsed(?:_?ms)?|duration_?ms|latency(?:_?ms)?|"
    r"ms|took_?ms|time_?ms|query_?time(?:_?ms)?|processing_?time(?:_?ms)?|"
    # opaque pagination cursors, new on every response (TED's iterationNextToken, Elasticsearch's scroll id)
    r"(?:iteration_?)?next_?(?:page_?)?token|page_?token|next_?cursor|cursor|continuation(?:_?token)?|scroll_?id|"
    # a connection's edge cursors (GraphQL's pageInfo.endCursor / startCursor, Relay's edges[].cursor)
    r"(?:end|start|prev(?:ious)?|before|after)_?cursor|"
    r"request_?id|requestid|trace_?id|traceid|span_?id|correlation_?id|x_?request_?id|nonce|csrf(?:_?token)?|"
    # a search engine's per-query stamps (Algolia's queryID, serverTimeMS, processingTimeMS)
    r"query_?id|server_?time_?ms|processing_?time_?ms|"
    r"etag|cache(?:_?key|_?hit|_?status|_?age|d_?at)?|expires(?:_?at|_?in)?|ttl|max_?age|age|build(?:_?id)?|"
    r"buildid|deploy(?:ment)?_?id|rev(?:ision)?|hash|checksum|signature|sig|rand(?:om)?|seed|session(?:_?id)?|"
    # a build's hashes under a name of their own (Gatsby's page-data webpackCompilationHash and staticQueryHashes, a
    # bundler's contentHash / chunk_hashes): fingerprints of build output, new with every deploy
    r"[a-z0-9_]*?_?(?:compilation|chunk|content|query|asset|bundle|build|file)_?hash(?:es)?|"
    r"view_?count|views|page_?views|hits|visitors|online(?:_?users)?|impressions|uptime(?:_?seconds)?|"
    # tallies of a repository's or a package's audience (GitHub's assets[].download_count, stargazers_count,
    # watchers_count, forks_count; a registry's weekly downloads)
    r"download_?count|downloads(?:_?(?:count|total|last_?(?:day|week|month)))?|stargazers_?count|watchers_?count|"
    r"forks_?count|subscribers_?count|network_?count|"
    # measured latency and uptime ratios (a monitor's "ping" of each beat, Uptime Kuma's uptimeList)
    r"ping(?:_?ms)?|avg_?ping|uptime_?(?:list|ratio|percent(?:age)?|pct)|"
    r"last_?(?:updated|modified|checked|synced|refreshed|crawled|fetched|seen)(?:_?at)?|updated_?at|"
    # a record's own edit stamps: WordPress' modified / modified_gmt, status.io's updated, last_update
    r"updated|modified(?:_?gmt)?|last_?update|"
    r"modified_?at|refreshed_?at|checked_?at|synced_?at|date_?modified|datemodified|lastmod|"
    # when the document (an OCDS or open-data package, a search response) was published or generated
    r"published_?date|date_?published|date_?generated|generated_?date|export(?:ed)?_?(?:at|date)))$",
    re.I,
)


_COUNTER_KEY = re.compile(r"^(?:hits|views|visitors|impressions)$", re.I)
_VOLATILE_BLOCK = re.compile(r"\.(?:paging\.)?cursors\.(?:after|before)$|\.extensions\.(?:tracing|cacheControl)(?:[.\[]|$)|\.processingTimingsMS(?:[.\[]|$)|\.(?:_debug|debug_?info|timings)\.", re.I)


def is_volatile_path(path: str, rules: tuple[str, ...] = ()) -> bool:
    """True when `path` (e.g. `$.items[id=3].updated_at`) matches a configured glob rule or its last
    key names a timestamp, request id, nonce, counter or cache key."""
    for rule in rules:
        if fnmatch.fnmatchcase(path, rule):
            return True
    last = path.rsplit(".", 1)[-1]
    last = last.split("[", 1)[0]
    # (vendor extensions and HTTP-header-like names: "x-generated-at", "X-Request-Id", "cache-key")
    last = re.sub(r"^x[-_]", "", last, flags=re.I).replace("-", "_")
    if bool(last) and _VOLATILE_KEY.match(last) is not None:
        return True
    # everything under a response's timing or tracing block (GraphQL's extensions.tracing / cacheControl,
    # Algolia's processingTimingsMS)
    return _VOLATILE_BLOCK.search(path) is not None


_ID_KEYS = ("id", "uuid", "guid", "key", "slug", "code", "sku", "shortcode", "identifier", "url", "href", "name",
            "title", "email")


def list_key(items: list[Any]) -> str | None:
    """The field that identifies the objects of a list (unique and present in every item), if any."""
    if len(items) < 1 or not all(isinstance(x, dict) for x in items):
        return None
    for k in _ID_KEYS:
        vals = [x.get(k) for x in items]
        if all(isinstance(v, (str, int)) and v != "" for v in vals) and len(set(map(str, vals))) == len(vals):
            return k
    # an identifier under another name ('publication-number', 'noticeId', 'ocid', 'job_ref'), present and
    # unique in every item
    for k in sorted({k for k in items[0] if isinstance(k, str) and _ID_LIKE.search(k)}):
        vals = [x.get(k) for x in items]
        if all(isinstance(v, (str, int)) and not isinstance(v, bool) and v != "" for v in vals) \
                and len(set(map(str, vals))) == len(vals):
            return k
    return None


_ID_LIKE = re.compile(r"(?:^|[-_])(?:id|Id|ID|ocid|number|Number|no|ref|reference)$|[a-z](?:Id|ID|Number|Ref)$")


#: query parameters of signed, expiring URLs (S3/GCS/CloudFront/Azure SAS/Akamai): a new signature every
#: response for the same object
_SIGNING_PARAM = re.compile(
    r"^(?:x-amz-[\w-]+|x-goog-[\w-]+|signature|sig|expires|key-pair-id|policy|hdnts|__gda__|se|st|sp|sv|sr|spr|skoid|"
    r"sktid|skt|ske|sks|skv|token|exp|hmac|validfrom|validto)$", re.I)
_SIGNED = re.compile(r"[?&](?:x-amz-signature|x-goog-signature|signature|sig|key-pair-id|hdnts|__gda__)=", re.I)


def _unsigned(url: str) -> str:
    """A signed URL without its signature, expiry and credential parameters (other URLs unchanged)."""
    base, _, query = url.partition("?")
    query, hash_, frag = query.partition("#")
    kept = [p for p in query.split("&") if p and not _SIGNING_PARAM.match(p.split("=", 1)[0])]
    return base + ("?" + "&".join(kept) if kept else "") + hash_ + frag


#: a pagination link's opaque position (Contracts Finder's `links.next` '…&cursor=<token>', Teamtailor's
#: 'page[after]=…', Stripe's 'starting_after', Google's 'pageToken'): new on every response for the same next page
_CURSOR_PARAM = re.compile(
    r"^(?:cursor|(?:next_?)?page_?token|next_?(?:token|cursor)|continuation(?:_?token)?|scroll_?id|"
    r"iteration_?next_?token|starting_after|ending_before|page\[(?:after|before|cursor)\])$", re.I)
#: 'after=' / 'before=' are cursors only when opaque (not a date or a number: a filter, part of the query)
_OPAQUE_PARAM = re.compile(r"^(?:after|before)$", re.I)
_OPAQUE_VALUE = re.compile(r"^(?=[^-:]*$)(?=.*[A-Za-z])(?=.*\d)[\w%=+/.~]{12,}$")
_CURSOR_IN_URL = re.compile(
    r"[?&](?:cursor|(?:next_?)?page_?token|next_?(?:token|cursor)|continuation|scroll_?id|iteration_?next_?token|"
    r"starting_after|ending_before|page(?:\[|%5B)|after=|before=)", re.I)


def _uncursored(url: str) -> str:
    """A pagination link without its cursor parameters (other URLs unchanged)."""
    base, _, query = url.partition("?")
    query, hash_, frag = query.partition("#")
    kept = []
    for p in query.split("&"):
        name, _, val = p.partition("=")
        name = unquote(name)
        if _CURSOR_PARAM.match(name) or (_OPAQUE_PARAM.match(name) and _OPAQUE_VALUE.match(unquote(val))):
            continue
        if p:
            kept.append(p)
    return base + ("?" + "&".join(kept) if kept else "") + hash_ + frag


def canonical_value(v: Any) -> Any:
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, float):
        return int(v) if v.is_integer() and abs(v) < 2**53 else float(repr(v))
    if isinstance(v, str):
        if v.startswith(("http://", "https://")) and "?" in v and not any(c.isspace() for c in v):
            if _SIGNED.search(v):
                v = _unsigned(v)
            if _CURSOR_IN_URL.search(v):
                v = _uncursored(v)
            # tracking parameters and cache-busters ('logo.svg?v=1764570000') are not part of the value
            base, hash_, frag = v.partition("#")
            v = (canonical_url(base) or base) + hash_ + frag
        return clean(v)
    return v


def flatten(obj: Any, rules: tuple[str, ...] = (), *, limit: int = MAX_FIELDS) -> tuple[dict[str, Any], dict[str, Any], bool]:
    """(stable fields, volatile fields, truncated): leaf paths → canonical values; keys sorted,
    lists of objects keyed by their identifying field (`$.plans[id=pro].price`)."""
    stable: dict[str, Any] = {}
    vol: dict[str, Any] = {}
    truncated = False
    stack: list[tuple[str, Any, bool]] = [("$", obj, False)]
    while stack:
        path, x, volatile = stack.pop()
        if len(stable) + len(vol) >= limit:
            truncated = True
            break
        if isinstance(x, dict):
            if not x:
                (vol if volatile else stable)[path] = {}
            for k in sorted(x, key=str, reverse=True):
                p = f"{path}.{k}"
                # (a counter's name — "hits", "views" — over a list of objects is a result list: Algolia's hits)
                stack.append((p, x[k], volatile or (is_volatile_path(p, rules)
                                                    and not (isinstance(x[k], list) and _COUNTER_KEY.match(str(k)) and not rules))))
        elif isinstance(x, list):
            if not x or all(not isinstance(i, (dict, list)) for i in x):
                # a list of scalars (tags, ids): one field, order-insensitive
                vals = sorted((canonical_value(i) for i in x), key=lambda v: (str(type(v)), str(v)))
                (vol if volatile else stable)[path] = vals
                continue
            key = list_key(x) if isinstance(x[0], dict) else None
            for i in range(len(x) - 1, -1, -1):
                item = x[i]
                p = f"{path}[{key}={item[key]}]" if key else f"{path}[{i}]"
                stack.append((p, item, volatile))
        else:
            (vol if volatile else stable)[path] = canonical_value(x)
    return stable, vol, truncated


def _value_text(v: Any) -> str:
    if isinstance(v, str):
        return v
    return json.dumps(v, ensure_ascii=False, sort_keys=True)


#: an OCDS release's `date` is when that release was published (the standard's definition): a release
#: re-issued with nothing else changed only moves it (a compiled record's date is its latest release's)
_OCDS_RELEASE_DATE = re.compile(r"^\$(?:\.records\[[^\]]*\](?:\.compiledRelease)?)?(?:\.releases\[[^\]]*\])?\.date$")


def _is_ocds(data: Any) -> bool:
    if not isinstance(data, dict):
        return False
    if "ocid" in data:
        return True
    for k in ("releases", "records"):
        rows = data.get(k)
        if isinstance(rows, list) and any(isinstance(r, dict) and "ocid" in r for r in rows[:5]):
            return True
    return False


def normalize_json(data: Any, rules: tuple[str, ...] = ()) -> Structured:
    stable, vol, truncated = flatten(data, rules)
    if _is_ocds(data):
        for p in [p for p in stable if _OCDS_RELEASE_DATE.match(p)]:
            vol[p] = stable.pop(p)
    blocks = []
    for p in sorted(stable):
        text = f"{p}: {_value_text(stable[p])}"
        blocks.append(Block("field", text, neutralize(text), MAIN))
    out = Structured(blocks=blocks, fields=stable, volatile=vol)
    if truncated:
        out.notes.append(f"json truncated at {MAX_FIELDS} fields")
    if isinstance(data, dict) and str(data.get("version", "")).startswith("https://jsonfeed.org"):
        items = [e for e in data.get("items") or [] if isinstance(e, dict)]
        out.entities["news_item"] = EntitySet("news_item", [
            # (an untitled post, a micro-blog's, is told by its first words, as an untitled RSS item is)
            item_entity(clean(str(e.get("title") or e.get("summary") or _jsonfeed_text(e)[:120] or e.get("url")
                                  or e.get("id") or ""))[:300],
                        str(e.get("url") or ""), str(e.get("date_published") or ""), _jsonfeed_text(e))
            for e in items], 0.95, "feed", "jsonfeed")
        out.title = clean(str(data.get("title") or ""))
    return out


# ---------------------------------------------------------------------------------------------
# feeds

def _jsonfeed_text(e: dict[str, Any]) -> str:
    """A JSON Feed item's own text: content_text, else content_html, else summary."""
    for k in ("content_text", "content_html", "summary"):
        if isinstance(e.get(k), str) and e[k].strip():
            return markup_text(e[k])
    return ""


def _entry_text(e: Any) -> str:
    """An RSS/Atom entry's own text: its content (content:encoded, Atom <content>), else its
    description/summary."""
    for c in e.get("content") or []:
        if isinstance(c, dict) and str(c.get("value") or "").strip():
            return markup_text(c["value"])
    return markup_text(e.get("summary") or "")


def _iso(parsed: Any) -> str:
    if not parsed:
        return ""
    try:
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", parsed)
    except (TypeError, ValueError):
        return ""


def normalize_feed(body: bytes, url: str = "") -> Structured:
    """RSS 0.9x/1.0/2.0 and Atom via feedparser; JSON Feed via the JSON path. Items keyed by
    guid, else link, else title; newest-first order kept (the sliding-window guard needs it)."""
    stripped = body.lstrip()
    if stripped.startswith((b"{", b"\xef\xbb\xbf{")):
        data = load_json(body)
        if isinstance(data, dict) and isinstance(data.get("rss"), dict):
            data = _rss_in_json(data["rss"])
        if not (isinstance(data, dict) and isinstance(data.get("items"), list)):
            raise ParseFailure("SCHEMA", "JSON body is not a JSON Feed (no items list)")
        out = normalize_json(data)
        if "news_item" not in out.entities:
            out.entities["news_item"] = EntitySet("news_item", [
                item_entity(clean(str(e.get("title") or _jsonfeed_text(e)[:120] or e.get("url") or e.get("id")
                                      or ""))[:300],
                            str(e.get("url") or ""), str(e.get("date_published") or ""), _jsonfeed_text(e))
                for e in data["items"] if isinstance(e, dict)], 0.9, "feed", "jsonfeed")
        # read as a feed, like RSS and Atom: the items are the entities, not JSON fields as well (a new post
        # was also "1 field changed: $.items[id=…]" with the whole post as its value); the feed's own fields
        # (title, description, home_page_url, icon, next_url …) describe it as RSS's <channel> does, and are
        # read as RSS's are: its title is the document's (a blog renamed is no "field changed")
        out.fields = {}
        out.blocks = [blk for blk in out.blocks if not blk.text.startswith("$.")]
        feed_title = clean(str(data.get("title") or ""))
        if feed_title:
            out.title = feed_title
            out.blocks.insert(0, Block("title", feed_title, neutralize(feed_title), "meta"))
        for e in out.entities["news_item"].items:
            title, published = e.data.get("title", ""), e.data.get("published_at", "")
            link = e.data.get("url", "")
            out.blocks.append(Block("item", f"{title} — {published}" if published else title, neutralize(title), MAIN,
                                    (link,) if link else ()))
        return out
    parsed = feedparser.parse(io.BytesIO(body), sanitize_html=False, resolve_relative_uris=False)
    entries = parsed.get("entries") or []
    version = parsed.get("version") or ""
    feed_title = clean(str(parsed.get("feed", {}).get("title") or ""))
    if not entries and not version:
        if parsed.get("bozo"):
            raise ParseFailure("PARSING", f"not a readable feed: {parsed.get('bozo_exception')}")
        raise ParseFailure("SCHEMA", "no RSS/Atom feed in the body")
    items: list[Entity] = []
    frags: list[str] = []
    blocks: list[Block] = []
    if feed_title:
        blocks.append(Block("title", feed_title, neutralize(feed_title), "meta"))
    for e in entries[:5000]:
        title = clean(str(e.get("title") or ""))
        link = canonical_url(str(e.get("link") or ""), url) if e.get("link") else ""
        guid = str(e.get("id") or "")
        raw_key = guid or str(e.get("link") or "")
        if guid.startswith(("http://", "https://")):
            # a permalink guid is a URL like the link: known by its canonical form (a feed that tags every
            # link and guid with '?utm_campaign=<this week>' re-lists the same posts, not new ones)
            guid = canonical_url(guid) or guid
        published = _iso(e.get("published_parsed") or e.get("updated_parsed"))
        if not title:
            title = clean(re.sub(r"<[^>]+>", " ", str(e.get("summary") or "")))[:120] or link or guid
        key = guid or link or norm_key(title)
        if not key:  # (nothing to tell the item by: the debris of a malformed feed)
            continue
        body_text = _entry_text(e)
        if body_text == title:
            body_text = ""
        data = {k: v for k, v in (("title", title), ("url", link), ("published_at", published),
                                  ("text", body_text[:4000])) if v}
        items.append(Entity("news_item", key[:300], item_fingerprint(title, body_text), data))
        frags.append(raw_key.partition("#")[2] if raw_key.startswith(("http://", "https://")) else "")
        text = f"{title} — {published}" if published else title
        blocks.append(Block("item", text, neutralize(title), MAIN, (link,) if link else ()))
    items = _anchored(items, frags)
    out = Structured(blocks=blocks, title=feed_title)
    out.entities["news_item"] = EntitySet("news_item", _dedupe(items), 0.95, "feed", version or "feed")
    if parsed.get("bozo") and entries and not items:
        raise ParseFailure("PARSING", f"not a readable feed: {parsed.get('bozo_exception')}")
    if parsed.get("bozo") and not entries:
        out.notes.append("feed parsed with errors")
    return out


def _anchored(items: list[Entity], frags: list[str]) -> list[Entity]:
    """Entries of a one-page changelog's feed all point at that page, each at its own anchor
    ("…/changelog#label-batches"): their canonical URLs (fragments dropped) are one, so such entries keep
    their anchors in their keys. A key that no other entry shares stays canonical."""
    counts: dict[str, int] = {}
    for e in items:
        counts[e.key] = counts.get(e.key, 0) + 1
    if all(n == 1 for n in counts.values()):
        return items
    return [Entity(e.type, f"{e.key}#{frag}"[:300], e.fp, e.data) if frag and counts[e.key] > 1 else e
            for e, frag in zip(items, frags)]


def _rss_in_json(rss: dict[str, Any]) -> dict[str, Any]:
    """RSS 2.0 expressed as JSON (scripting.com's rss.json) → JSON Feed shape."""
    raw_channel = rss.get("channel")
    channel: dict[str, Any] = raw_channel if isinstance(raw_channel, dict) else {}
    items = channel.get("item") or []
    if isinstance(items, dict):
        items = [items]
    out = []
    for it in items:
        if not isinstance(it, dict):
            continue
        guid = it.get("guid")
        guid = guid.get("#value") or guid.get("value") or guid.get("text") if isinstance(guid, dict) else guid
        out.append({"id": guid or it.get("link"), "url": it.get("link") or "", "title": it.get("title") or "",
                    "summary": it.get("description") or "", "date_published": it.get("pubDate") or ""})
    return {"title": channel.get("title", ""), "items": out}


def _dedupe(items: list[Entity]) -> list[Entity]:
    seen: set[str] = set()
    out = []
    for e in items:
        if e.key in seen:
            continue
        seen.add(e.key)
        out.append(e)
    return out


# ---------------------------------------------------------------------------------------------
# sitemaps

def maybe_gunzip(body: bytes) -> bytes:
    """Decompress a gzip body (sitemap.xml.gz) with a size cap; other bodies pass through."""
    if not body.startswith(b"\x1f\x8b"):
        return body
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = d.decompress(body, MAX_DECOMPRESSED)
    except zlib.error as exc:
        raise ParseFailure("PARSING", f"bad gzip data: {exc}") from None
    if d.unconsumed_tail:
        raise ParseFailure("PARSING", f"gzip body expands beyond {MAX_DECOMPRESSED} bytes")
    return out


_SLUG_ID = re.compile(r"^(?:\d{4,}|[0-9a-f]{8,})[-_]?", re.I)


def page_title(url: str) -> str:
    """A readable title from a URL's last path segment ("…/4010736825-senior-data-engineer" →
    "Senior data engineer"); the URL itself when the path says nothing."""
    path = url.split("://", 1)[-1].split("?", 1)[0].rstrip("/")
    seg = path.rsplit("/", 1)[-1] if "/" in path else ""
    seg = re.sub(r"\.(?:html?|php|aspx?)$", "", seg)
    seg = _SLUG_ID.sub("", seg)
    words = [w for w in re.split(r"[-_+]+", seg) if w]
    if not words or all(w.isdigit() for w in words):
        return url
    text = " ".join(words)
    return text[:1].upper() + text[1:]


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1].lower()


def parse_xml(body: bytes) -> Element:
    """Hardened XML parse (no DTD entities, no external resources)."""
    try:
        root: Element = DET.fromstring(body, forbid_dtd=False, forbid_entities=True, forbid_external=True)
        return root
    except DefusedXmlException as exc:
        raise ParseFailure("PARSING", f"XML declares entities or external resources (refused): {type(exc).__name__}") from None
    except (ParseError, ValueError) as exc:
        raise ParseFailure("PARSING", f"not well-formed XML: {exc}") from None


def normalize_sitemap(body: bytes) -> Structured:
    root = parse_xml(maybe_gunzip(body))
    kind = _local(root.tag)
    if kind not in ("urlset", "sitemapindex"):
        raise ParseFailure("SCHEMA", f"not a sitemap: root element <{kind}>")
    child_tag = "url" if kind == "urlset" else "sitemap"
    pages: list[Entity] = []
    blocks: list[Block] = []
    lastmods: dict[str, Any] = {}
    for el in root:
        if _local(el.tag) != child_tag:
            continue
        loc = ""
        lastmod = ""
        news_title = news_date = ""
        for c in el:
            name = _local(c.tag)
            if name == "loc":
                loc = (c.text or "").strip()
            elif name == "lastmod":
                lastmod = (c.text or "").strip()
            elif name == "news":
                # a Google News sitemap's article: its headline and publication date (<news:title>,
                # <news:publication_date>) say more than the URL's slug
                for n in c.iter():
                    tag = _local(n.tag)
                    if tag == "title":
                        news_title = " ".join((n.text or "").split())
                    elif tag == "publication_date":
                        news_date = (n.text or "").strip()
        if not loc:
            continue
        # a page is known by its canonical URL: tracking parameters and cache-busters ('?v=2', '?utm_source=…')
        # that some generators append to every <loc> are not another page
        loc = canonical_url(loc) or loc
        # lastmod is not part of a page's identity: CMSs stamp it on every build (kept as volatile)
        data = {"url": loc, "title": news_title or page_title(loc)}
        if lastmod:
            data["lastmod"] = lastmod
        if news_date:
            data["published_at"] = news_date
        pages.append(Entity("page", loc, fingerprint(loc), data))
        blocks.append(Block("url", loc, loc, MAIN, (loc,)))
        if lastmod:
            lastmods[loc] = lastmod
    out = Structured(blocks=blocks, is_index=kind == "sitemapindex", volatile=lastmods)
    out.entities["page"] = EntitySet("page", _dedupe(pages), 0.95, "sitemap", kind)
    return out


def sniff_gzip_text(body: bytes) -> bytes:
    """Helper for kind guessing: the first KB of a possibly gzipped body."""
    if body.startswith(b"\x1f\x8b"):
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(body)) as f:
                return f.read(4096)
        except (OSError, EOFError, zlib.error):  # (gzip's magic and then no deflate stream: a corrupt body)
            return b""
    return body[:4096]
