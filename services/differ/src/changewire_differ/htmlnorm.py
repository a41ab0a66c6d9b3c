"""HTML normalisation with selectolax (Lexbor): decode, drop what a reader never sees (scripts,
styles, templates, hidden and aria-hidden elements, cookie/consent banners), then walk the tree
once into blocks (headings, paragraphs, list items, table rows, ...) tagged with their region
(main content, site chrome, volatile widgets such as carousels and testimonials).

Pure: no I/O. The parsed tree is returned too so extraction can look at the same cleaned markup.
"""
from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from .model import CHROME, MAIN, META, VOLATILE, Block, ParseFailure
from .urls import canonical_url
from .volatile import clean, neutralize

# ---------------------------------------------------------------------------------------------
# decoding

_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_.:-]+)""", re.I)
_XML_ENCODING = re.compile(rb"""<\?xml[^>]+encoding\s*=\s*["']([a-zA-Z0-9_.:-]+)""", re.I)
_CT_CHARSET = re.compile(r"charset\s*=\s*[\"']?([a-zA-Z0-9_.:-]+)", re.I)
#: WHATWG: these labels mean windows-1252 in a browser
_AS_CP1252 = {"iso-8859-1", "iso8859-1", "latin1", "latin-1", "us-ascii", "ascii", "l1", "cp819", "ibm819"}


def _codec(label: str) -> str | None:
    label = label.strip().lower()
    if label in _AS_CP1252:
        return "cp1252"
    if label in ("gb2312", "gbk", "x-gbk"):
        return "gb18030"
    try:
        return codecs.lookup(label).name
    except LookupError:
        return None


def decode_body(body: bytes, content_type: str | None = None) -> str:
    """Bytes → text: BOM, then the Content-Type charset, then a `<meta charset>` / XML declaration
    in the first 4 KB, then UTF-8, then windows-1252. Never raises on bad bytes (replacement chars)."""
    if body.startswith(codecs.BOM_UTF8):
        return body[3:].decode("utf-8", "replace")
    if body.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return body.decode("utf-16", "replace")
    declared: str | None = None
    if content_type:
        m = _CT_CHARSET.search(content_type)
        if m:
            declared = _codec(m.group(1))
    if declared is None:
        head = body[:4096]
        m2 = _META_CHARSET.search(head) or _XML_ENCODING.search(head)
        if m2:
            declared = _codec(m2.group(1).decode("ascii", "replace"))
    if declared and declared not in ("utf-8", "utf_8"):
        # a page that declares latin-1 but is valid UTF-8 is almost always UTF-8 (CMS defaults)
        if declared == "cp1252" and not body.isascii():
            try:
                return body.decode("utf-8")
            except UnicodeDecodeError:
                pass
        try:
            return body.decode(declared, "replace")
        except (LookupError, UnicodeError):
            pass
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        if declared in ("utf-8", "utf_8"):
            return body.decode("utf-8", "replace")
        return body.decode("cp1252", "replace")


def looks_binary(body: bytes) -> bool:
    """True for bodies that are not text at all (images, PDFs, archives, NUL-riddled data)."""
    head = body[:2048]
    if head.startswith((b"%PDF", b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"PK\x03\x04", b"\x1f\x8b", b"RIFF", b"\x00\x00\x01\x00")):
        return True
    if not head:
        return False
    if head.count(b"\x00") > 0 and not head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return True
    ctrl = sum(1 for b in head if b < 9 or 13 < b < 32)
    return ctrl > len(head) * 0.1


# ---------------------------------------------------------------------------------------------
# cleaning

#: elements whose content is never shown as text
_SKIP = frozenset({
    "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed", "canvas", "video",
    "audio", "select", "option", "optgroup", "datalist", "textarea", "head", "title", "meta", "link", "base",
    "-comment", "-doctype", "frameset", "frame", "map", "input", "img", "picture", "source", "track", "param",
    "wbr", "area", "dialog",
})

#: elements that start a new block
_BLOCK = frozenset({
    "p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article", "main", "aside", "header",
    "footer", "nav", "ul", "ol", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "caption", "blockquote",
    "pre", "figure", "figcaption", "address", "form", "fieldset", "legend", "details", "summary", "center", "hr",
    "body", "html", "menu", "hgroup", "search", "label", "button", "td", "th",
})

_HIDDEN_SEL = ", ".join((
    "[hidden]", '[aria-hidden="true" i]', '[style*="display:none" i]', '[style*="display: none" i]',
    '[style*="visibility:hidden" i]', '[style*="visibility: hidden" i]', '[type="hidden" i]',
))

_CONSENT_KEYS = ("cookie", "consent", "gdpr", "onetrust", "cookiebot", "usercentrics", "truste", "didomi",
                 "cmp-", "cc-window", "cc-banner", "privacy-banner", "cookielaw", "osano", "iubenda", "termly")
_CONSENT_SEL = ", ".join(
    [f'[id*="{k}" i]' for k in _CONSENT_KEYS]
    + [f'[class*="{k}" i]' for k in _CONSENT_KEYS]
    + ['[aria-label*="cookie" i]', '[aria-label*="consent" i]', '[data-cookieconsent]', '[data-nosnippet][role="dialog"]']
)
_CONSENT_WORDS = re.compile(r"cookie|consent|privacy|tracking|gdpr|datenschutz|personal data|partners", re.I)

_VOLATILE_KEYS = (
    "testimonial", "carousel", "slider", "slick", "swiper", "glide", "splide", "marquee", "ticker", "rotator",
    "rotating", "announcement-bar", "announcement-banner", "announcementbar", "promo-banner", "promo-bar",
    "promobar", "hellobar", "hello-bar", "notification-bar", "alert-bar", "top-banner", "site-banner", "related-",
    "-related", "recommend", "trending", "popular-posts", "popular-articles", "popular-stories", "most-read",
    "mostread", "most-viewed", "you-may-like", "taboola", "outbrain", "recirc", "share-count", "social-count",
    "comments", "comment-list", "commentlist", "disqus", "weather", "countdown", "adsbygoogle", "ad-slot", "adslot",
    "ad-container", "ad-unit", "ad-wrapper", "advert", "dfp-", "gpt-ad", "sponsored", "quote-of-the",
    "random-", "shuffle", "live-count", "visitor-count", "reviews-widget", "trustpilot",
)
_VOLATILE_SEL = ", ".join(
    [f'[class*="{k}" i]' for k in _VOLATILE_KEYS]
    + [f'[id*="{k}" i]' for k in _VOLATILE_KEYS]
    + ["marquee", "[aria-live]", '[aria-roledescription="carousel" i]', '[aria-roledescription="slide" i]',
       '[class~="ad" i]', '[class~="ads" i]', '[id~="ad" i]', "[data-ad-slot]", "[data-carousel]", "[data-slick]",
       "[data-swiper]", "[data-testimonial]", "[data-rotate]"]
)
_CHROME_TAG_SEL = 'nav, aside, [role="navigation" i], [role="banner" i], [role="contentinfo" i], [role="complementary" i]'
_CHROME_KEYS = ("breadcrumb", "navbar", "nav-bar", "sidebar", "side-bar", "site-header", "site-footer",
                "global-header", "global-footer", "page-footer", "main-footer", "masthead", "topbar", "top-bar",
                "mega-menu", "megamenu", "skip-link", "skip-to", "footer-", "-footer", "site-nav", "main-nav",
                "mainnav", "primary-nav", "subnav", "sub-nav", "social-links", "share-buttons", "sharing")
_CHROME_SEL = ", ".join(
    [f'[class*="{k}" i]' for k in _CHROME_KEYS] + [f'[id*="{k}" i]' for k in _CHROME_KEYS]
    + ['[class~="footer" i]', '[id="footer" i]', '[id="header" i]', '[class~="header" i][role]', '[class~="menu" i]']
)


@dataclass
class HtmlDoc:
    """A parsed, cleaned page: blocks in order plus what extraction needs."""

    tree: LexborHTMLParser
    blocks: list[Block]
    title: str
    base_url: str
    jsonld: list[str] = field(default_factory=list)
    lang: str = ""
    canonical: str = ""
    #: block index → the element that produced it (for card detection in extraction)
    nodes: list[LexborNode | None] = field(default_factory=list)
    meta: dict[str, str] = field(default_factory=dict)


def _text_len(node: LexborNode) -> int:
    try:
        return len(node.text(deep=True, separator="", strip=False))
    except Exception:  # noqa: BLE001 - selectolax raises on detached nodes
        return 0


def _decompose_guarded(nodes: list[LexborNode], limit: int, words: re.Pattern[str] | None = None) -> None:
    """Remove `nodes` unless one is a document-level element or holds more than `limit` characters."""
    seen: set[int] = set()
    for n in nodes:
        if n.tag in ("html", "body", "main", "article", "head"):
            continue
        mid = n.mem_id
        if mid in seen:
            continue
        seen.add(mid)
        if words is not None or limit >= 0:
            txt = n.text(deep=True, separator=" ", strip=True) if (words is not None) else None
            size = len(txt) if txt is not None else _text_len(n)
            if size > limit:
                continue
            if words is not None and txt and not words.search(txt):
                continue
        try:
            n.decompose()
        except Exception:  # noqa: BLE001 - already removed with an ancestor
            continue


def _region_ids(tree: LexborHTMLParser, selector: str, limit: int) -> set[int]:
    out: set[int] = set()
    for n in tree.css(selector):
        if n.tag in ("html", "body", "main", "article"):
            continue
        if limit >= 0 and _text_len(n) > limit:
            continue
        out.add(n.mem_id)
    return out


def parse_html(text: str, *, base_url: str = "") -> HtmlDoc:
    """Parse and clean an HTML document and walk it into blocks."""
    tree = LexborHTMLParser(text)
    head = tree.head
    title = ""
    jsonld: list[str] = []
    canonical = ""
    meta: dict[str, str] = {}
    if head is not None or tree.root is not None:
        t = tree.css_first("title")
        if t is not None:
            title = clean(t.text(deep=True))
        for s in tree.css('script[type*="ld+json" i]'):
            jsonld.append(s.text(deep=True))
        b = tree.css_first("base[href]")
        if b is not None:
            href = b.attributes.get("href") or ""
            if href:
                base_url = canonical_url(href, base_url) or base_url
        c = tree.css_first('link[rel="canonical" i][href]')
        if c is not None:
            canonical = canonical_url(c.attributes.get("href") or "", base_url)
        for m in tree.css("meta[content]"):
            a = m.attributes
            name = (a.get("property") or a.get("name") or a.get("itemprop") or "").lower()
            if name in ("og:type", "og:title", "og:site_name", "description", "og:description",
                        "article:published_time", "generator", "application-name"):
                meta[name] = clean(a.get("content") or "")
    lang = ""
    root = tree.root
    if root is not None and root.tag == "html":
        lang = (root.attributes.get("lang") or "").lower()
    body = tree.body
    if body is None:
        return HtmlDoc(tree, [], title, base_url, jsonld, lang, canonical, [], meta)
    body_len = _text_len(body)
    _decompose_guarded(tree.css(_HIDDEN_SEL), max(2000, body_len // 2))
    _decompose_guarded(tree.css(_CONSENT_SEL), min(4000, max(600, body_len // 3)), _CONSENT_WORDS)
    body_len = _text_len(body)
    volatile_ids = _region_ids(tree, _VOLATILE_SEL, max(1500, body_len // 4))
    chrome_ids = {n.mem_id for n in tree.css(_CHROME_TAG_SEL)} | _region_ids(tree, _CHROME_SEL, max(1500, body_len // 3))
    blocks, nodes = _walk(body, base_url, volatile_ids, chrome_ids)
    if title:
        blocks.insert(0, Block("title", title, neutralize(title), META, (), "head"))
        nodes.insert(0, None)
    return HtmlDoc(tree, blocks, title, base_url, jsonld, lang, canonical, nodes, meta)


_REGION_RANK = {MAIN: 0, CHROME: 1, VOLATILE: 2}


def _walk(body: LexborNode, base_url: str, volatile_ids: set[int], chrome_ids: set[int]) -> tuple[list[Block], list[LexborNode | None]]:
    """One iterative pass over the body (no recursion: real pages nest thousands deep)."""
    blocks: list[Block] = []
    nodes: list[LexborNode | None] = []
    buf: list[str] = []
    links: list[str] = []
    link_cache: dict[str, str] = {}
    # context of the element being visited
    block_tag = "body"
    block_node: LexborNode | None = body
    region = MAIN
    in_article = False
    in_row = False
    path: tuple[str, ...] = ("body",)
    stack: list[tuple[LexborNode, str, LexborNode | None, str, bool, bool, tuple[str, ...], bool]] = []

    def flush() -> None:
        if not buf:
            return
        text = clean("".join(buf))
        buf.clear()
        if block_tag == "tr" and text:
            text = text.strip(" |")
        if text:
            norm = "" if region == VOLATILE else neutralize(text)
            blocks.append(Block(block_tag, text, norm, region, tuple(links), "/".join(path[-3:])))
            nodes.append(block_node)
        links.clear()

    node: LexborNode | None = body.first_child
    while node is not None:
        tag = node.tag
        descended = False
        if tag == "-text":
            buf.append(node.text_content or "")
        elif tag in _SKIP:
            pass
        elif tag == "br":
            buf.append(" ")
        else:
            mid = node.mem_id
            new_region = region
            if mid in volatile_ids:
                new_region = VOLATILE
            elif region == MAIN and not in_article:
                if mid in chrome_ids or tag in ("header", "footer"):
                    new_region = CHROME
            is_block = tag in _BLOCK
            if tag == "a":
                href = node.attributes.get("href")
                if href:
                    c = link_cache.get(href)
                    if c is None:
                        c = canonical_url(href, base_url)
                        link_cache[href] = c
                    if c:
                        links.append(c)
            child = node.first_child
            if in_row:
                if tag in ("td", "th"):
                    buf.append(" | ")
                elif is_block:
                    buf.append(" ")
                if child is not None:
                    stack.append((node, block_tag, block_node, region, in_article, in_row, path, False))
                    region = new_region
                    node = child
                    descended = True
            elif is_block or new_region != region:
                flush()
                if child is not None:
                    stack.append((node, block_tag, block_node, region, in_article, in_row, path, True))
                    if is_block:
                        block_tag = tag
                        block_node = node
                        path = path + (tag,)
                    region = new_region
                    in_article = in_article or tag == "article"
                    in_row = tag == "tr"
                    node = child
                    descended = True
            elif child is not None:
                stack.append((node, block_tag, block_node, region, in_article, in_row, path, False))
                node = child
                descended = True
        if descended:
            continue
        # next sibling, or climb up (closing elements) until one has a next sibling
        while node is not None:
            nxt = node.next
            if nxt is not None:
                node = nxt
                break
            if not stack:
                node = None
                break
            parent, block_tag_s, block_node_s, region_s, in_article_s, in_row_s, path_s, was_block = stack.pop()
            if was_block:
                flush()
            block_tag, block_node, region, in_article, in_row, path = (
                block_tag_s, block_node_s, region_s, in_article_s, in_row_s, path_s)
            node = parent
    flush()
    return blocks, nodes


def attr(node: LexborNode, name: str) -> str:
    """An attribute value or "" (selectolax returns None for valueless attributes)."""
    v: Any = node.attributes.get(name)
    return v if isinstance(v, str) else ""
