"""robots.txt (protego) and sitemap reading for discovery: Sitemap lines, urlset / sitemapindex parsing
through a hardened XML parser (defusedxml), gzip, text sitemaps, and which index children to open.
Pure: no I/O.
"""
from __future__ import annotations

import gzip
import io
import re
import zlib
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from changewire_common.http.robots import ROBOTS_MAX_BYTES, robots_head, robots_text
from changewire_common.surfaces import is_language_segment
from defusedxml import ElementTree as SafeET
from protego import Protego

from .extract import safe_join

MAX_SITEMAP_BYTES = 10 * 1024 * 1024


@dataclass(frozen=True)
class RobotsInfo:
    """A parsed robots.txt. `unavailable` means it answered 5xx / could not be read: RFC 9309 treats
    that as a temporary full disallow."""

    sitemaps: tuple[str, ...] = ()
    crawl_delay_s: float | None = None
    unavailable: bool = False
    _parser: Protego | None = None

    def allowed(self, url: str, user_agent: str) -> bool:
        if self.unavailable:
            return False
        if self._parser is None:
            return True
        return bool(self._parser.can_fetch(url, _ua_token(user_agent)))


def _ua_token(user_agent: str) -> str:
    """The product token robots.txt groups match on (`changewire/0.1 (+...)` → `changewire`)."""
    return user_agent.split("/")[0].split()[0] if user_agent.strip() else "*"


#: Sitemap lines of one robots.txt kept (of its first 512 KB): enough to rank, never a list to walk for long
MAX_ROBOTS_SITEMAPS = 2000


def parse_robots(status: int | None, body: bytes, robots_url: str, user_agent: str, *,
                 truncated: bool = False) -> RobotsInfo:
    """RFC 9309: 2xx → the rules; 4xx → allow all; 5xx or unreachable (`status` None) → unavailable. A 429 (too many
    requests) is the server asking us to come back later, no statement that nothing is disallowed: unavailable too
    (as the big crawlers read it). The text is read as the fetcher reads it (`robots_text` over `robots_head`: a
    byte order mark, UTF-16, stray NULs, versioned agent names, rules written as URLs, a line cut by the size cap),
    so discovery never fetches what the fetcher would refuse. `truncated`: the body was cut at the fetch's cap."""
    if status is None or status >= 500 or status == 429:
        return RobotsInfo(unavailable=True)
    if status >= 400 or status < 200:
        return RobotsInfo()
    text = robots_text(robots_head(body, truncated or len(body) > ROBOTS_MAX_BYTES))
    if "<html" in text[:1000].lower():
        return RobotsInfo()  # an HTML page served as robots.txt: no rules
    try:
        rp = Protego.parse(text)
    except Exception:  # noqa: BLE001 - a third-party parser on untrusted input: no rules rather than a crash
        return RobotsInfo()
    # all of them (up to a bound), in the order named: the caller ranks them — a marketplace names thirty listing
    # sitemaps before the one of its pages, and the first twenty would never have held it
    sitemaps: dict[str, None] = {}
    for s in rp.sitemaps:
        u = safe_join(robots_url, s.strip())
        if u:
            sitemaps.setdefault(u)
            if len(sitemaps) >= MAX_ROBOTS_SITEMAPS:
                break
    delay = rp.crawl_delay(_ua_token(user_agent))
    return RobotsInfo(tuple(sitemaps), float(delay) if delay else None, False, rp)


@dataclass
class Sitemap:
    kind: str  # "urlset" | "index" | "text" | "feed" (an RSS / Atom feed: `urls` is the feed's own) | "invalid"
    urls: list[str] = field(default_factory=list)
    truncated: bool = False


def _decompress(body: bytes) -> bytes:
    if body[:2] == b"\x1f\x8b":
        try:
            d = zlib.decompressobj(16 + zlib.MAX_WBITS)
            out = d.decompress(body, MAX_SITEMAP_BYTES)
            return out
        except (zlib.error, OSError, EOFError):
            try:
                return gzip.decompress(body)[:MAX_SITEMAP_BYTES]
            except (OSError, EOFError):
                return b""
    return body


#: the root element of an RSS 2.0, RSS 1.0 (RDF) or Atom document
_FEED_ROOT = re.compile(rb"<(?:rss[\s>]|rdf:rdf[\s>]|feed[\s>])")
_LOC = re.compile(rb"<(?:\w+:)?loc>\s*(?:<!\[CDATA\[)?\s*([^<\s\]]+)", re.I)


#: section pages kept from past the URL cap of one urlset (see `parse_sitemap`)
MAX_SECTIONS_BEYOND = 200


def _is_section(url: str) -> bool:
    """A page one or two path segments deep (`/pricing`, `/company/careers`): a site's section, not an item of a
    collection (`/blog/2024/05/post`). Of a two-segment path only one of a few levels counts — a whole run of
    `/blog/<slug>` items is told apart by the caller (one section each at most)."""
    path = urlsplit(url).path.strip("/")
    last = path.rsplit("/", 1)[-1]
    return bool(path) and path.count("/") <= 1 and not _FILE_EXT.search(last)


_FILE_EXT = re.compile(r"\.(?!html?$|php$|aspx?$)[a-z0-9]{1,5}$", re.I)


def parse_sitemap(body: bytes, base_url: str, max_urls: int) -> Sitemap:
    """urlset → page URLs; sitemapindex → child sitemap URLs; text → one URL per line. At most `max_urls`.

    A urlset longer than that (a blog's thousands of posts listed before the site's few pages) is read on to its
    end for its section pages only: up to MAX_SECTIONS_BEYOND URLs one segment deep, or two deep under a parent
    that is not a collection already seen (`/company/careers`, not the 10,000th `/blog/<post>`)."""
    data = _decompress(body)
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]  # a byte-order mark (a text sitemap saved by a Windows editor): no part of the first URL
    head = data[:2000].lstrip().lower()
    if not head:
        return Sitemap("invalid")
    if not head.startswith(b"<") and head.startswith((b"http://", b"https://")):
        urls = [ln.strip() for ln in data.decode("utf-8", "replace").splitlines() if ln.strip().startswith("http")]
        return Sitemap("text", urls[:max_urls], len(urls) > max_urls)
    low5k = data[:5000].lower()
    if b"<urlset" not in low5k and b"<sitemapindex" not in low5k and _FEED_ROOT.search(low5k):
        # an RSS / Atom feed named as a sitemap (search engines take feeds there; a blog's robots.txt names its feed
        # so): no page inventory — the feed itself, for the caller to watch
        return Sitemap("feed", [base_url])
    kind = "index" if b"<sitemapindex" in low5k else "urlset"
    urls: list[str] = []
    beyond: list[str] = []
    parents: dict[str, int] = {}
    try:
        # streamed: a 50,000-URL sitemap is never held as a whole tree; past max_urls only section pages are kept
        for _ev, el in SafeET.iterparse(io.BytesIO(data), events=("end",)):
            tag = el.tag.rsplit("}", 1)[-1] if isinstance(el.tag, str) else ""
            if tag == "loc" and el.text:
                loc = el.text.strip()
                if len(urls) <= max_urls:
                    urls.append(loc)
                    if len(urls) > max_urls and kind != "urlset":
                        break
                    parent = urlsplit(loc).path.strip("/").split("/")[0]
                    parents[parent] = parents.get(parent, 0) + 1
                elif _is_section(loc):
                    parent = urlsplit(loc).path.strip("/").split("/")[0]
                    if "/" not in urlsplit(loc).path.strip("/") or parents.get(parent, 0) < 3:
                        parents[parent] = parents.get(parent, 0) + 1
                        beyond.append(loc)
                        if len(beyond) >= MAX_SECTIONS_BEYOND:
                            break
            elif tag in ("url", "sitemap"):
                el.clear()
    except Exception:  # noqa: BLE001 - malformed or hostile XML (defusedxml raises its own types): fall back
        urls = [m.group(1).decode("utf-8", "replace") for m in _LOC.finditer(data[:MAX_SITEMAP_BYTES])][: max_urls + 1]
        if not urls:
            return Sitemap("invalid")
    if kind == "urlset" and b"<urlset" not in data[:5000].lower() and not urls:
        return Sitemap("invalid")
    clean = []
    for u in urls:
        absu = safe_join(base_url, u.strip().replace("&amp;", "&"))
        if absu:
            clean.append(absu)
    extra = [a for a in (safe_join(base_url, u.strip().replace("&amp;", "&")) for u in beyond) if a]
    return Sitemap(kind, clean[:max_urls] + extra, len(clean) > max_urls)


_CHILD_GOOD = (("career", 6), ("job", 6), ("karriere", 6), ("page", 5), ("pages", 5), ("seite", 4), ("press", 4),
               ("news", 4), ("blog", 3), ("post", 3), ("main", 3), ("static", 3), ("en", 1), ("changelog", 4),
               ("docs", 3), ("legal", 2))
#: a numbered child: the first of a series (`sitemap-0.xml`, `sitemap1.xml`, `post-sitemap1.xml`) is worth a look, the
#: rest of it (`post-sitemap2.xml` … `post-sitemap46.xml`: more of the same archive) is not — a WordPress index of
#: fifty children lists its pages' sitemap after them
_CHILD_NUMBER = re.compile(r"(\d+)(?:\.xml)?(?:\.gz)?$")
_CHILD_BAD = (("product", -3), ("listing", -3),  # (a marketplace's listings are its products)
              ("category", -3), ("tag", -4), ("author", -4), ("image", -5), ("video", -5),
              ("attachment", -5), ("media", -3), ("portfolio", -2), ("location", -2), ("archive", -2),
              ("event", -1), ("shop", -2), ("brand", -2), ("store", -2))


_NAME_TOKENS = re.compile(r"[-_.]")


def child_language(url: str) -> str:
    """The language a child sitemap is of, by its name or folder (`sitemaps/de.xml`, `sitemap-fr.xml`,
    `/ja/sitemap.xml`, `sitemap_de-ch.xml` → de / fr / ja / de), '' when it names none."""
    segs = [x for x in urlsplit(url).path.lower().split("/") if x]
    if not segs:
        return ""
    name = re.sub(r"(?:\.xml)?(?:\.gz)?$", "", segs[-1])
    for tok in [name, *_NAME_TOKENS.split(name), *segs[:-1][-1:]]:
        if tok and tok not in ("sitemap", "sitemaps") and is_language_segment(tok):
            return tok.split("-")[0].split("_")[0]
    if "-" in name or "_" in name:
        parts = re.split(r"[-_]", name)
        for i in range(len(parts) - 1):  # `sitemap_de-ch`: a locale of two tokens
            if is_language_segment(f"{parts[i]}-{parts[i + 1]}"):
                return parts[i]
    return ""


def own_language_children(children: list[str], lang: str) -> list[str]:
    """Of an index's children, drop other languages' copies (`de.xml`, `sitemap-ja.xml`) when a child in the site's
    language `lang` or one of no language is listed: one language's pages are the site's inventory, the others
    translate it (a localised index lists the German and Japanese sitemaps before the English one)."""
    lang = (lang or "en").split("-")[0].lower()
    langs = [child_language(u) for u in children]
    if not any(x and x != lang for x in langs) or not any(x in ("", lang) for x in langs):
        return children
    return [u for u, x in zip(children, langs) if x in ("", lang)]


def pick_children(children: list[str], k: int) -> list[str]:
    """The `k` most promising child sitemaps of an index (pages, careers, news before products, tags, images)."""
    def score(item: tuple[int, str]) -> tuple[int, int]:
        i, u = item
        name = urlsplit(u).path.lower().rsplit("/", 1)[-1]
        s = 0
        for word, w in _CHILD_GOOD + _CHILD_BAD:
            if word in name:
                s += w
        num = _CHILD_NUMBER.search(name)
        if num:
            s += 2 if int(num.group(1)) <= 1 else -3
        return (s, -i)  # the index's own order breaks ties (linear: an index may list 50,000 children)
    return [u for _, u in sorted(enumerate(children), key=score, reverse=True)[:k]]
