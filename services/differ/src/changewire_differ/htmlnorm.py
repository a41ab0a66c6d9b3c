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

from changewire_common.urls import canonical_url

from .model import CHROME, MAIN, META, VOLATILE, Block, ParseFailure
from .volatile import clean, literal_alternation as _literal_alternation, neutralize

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
    return _WHATWG_LABELS.get(label) or _lookup(label)


#: labels browsers read with a wider code page than Python's codec of that name, or that Python does not know (the
#: WHATWG Encoding Standard): Shift_JIS is Windows-31J, whose NEC and IBM rows — "①", "㈱", "髙" — a strict Shift_JIS
#: decoder cannot read; EUC-KR is Windows-949 (its extra Hangul syllables); TIS-620 and ISO-8859-11 are Windows-874
#: and ISO-8859-9 is Windows-1254 (their curly quotes, dashes and the euro sign); Big5 is Big5-HKSCS
_WHATWG_LABELS = {
    **dict.fromkeys(("shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "csshiftjis", "windows-31j", "ms932"), "cp932"),
    **dict.fromkeys(("euc-kr", "euc_kr", "cseuckr", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949",
                     "korean", "iso-ir-149", "csksc56011987"), "cp949"),
    **dict.fromkeys(("windows-874", "tis-620", "tis620", "iso-8859-11", "iso8859-11", "dos-874"), "cp874"),
    **dict.fromkeys(("iso-8859-9", "iso8859-9", "iso_8859-9", "latin5", "l5", "csisolatin5", "iso-ir-148"), "cp1254"),
    **dict.fromkeys(("iso-8859-8-i", "iso-8859-8-e", "csiso88598i", "csiso88598e", "logical", "visual"), "iso8859_8"),
    **dict.fromkeys(("big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"), "big5hkscs"),
    **dict.fromkeys(("x-mac-cyrillic", "x-mac-ukrainian"), "mac_cyrillic"),
    **dict.fromkeys(("unicode-1-1-utf-8", "x-unicode20utf8", "unicode11utf8", "unicode20utf8"), "utf-8"),
}


def _lookup(label: str) -> str | None:
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
        # a page that declares latin-1 (or another one-byte code page: a template's meta left as it was when the site
        # moved to UTF-8) but is valid UTF-8 is almost always UTF-8 (CMS defaults)
        if declared.startswith(("cp125", "cp874", "iso8859", "koi8", "mac")) and not body.isascii():
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


def html_source(body: bytes, content_type: str | None = None) -> str | bytes:
    """What to hand the HTML parser: the bytes themselves when they are UTF-8 (Lexbor reads UTF-8
    natively; no decoded copy of a large page is made), else the decoded text."""
    return _html_source(body, content_type, True)[0]


def html_source_unchecked(body: bytes, content_type: str | None = None) -> tuple[str | bytes, bool]:
    """html_source() without its UTF-8 check: bytes declared UTF-8 (or undeclared) that are not ASCII
    are handed over as they are, and the flag says so. Lexbor reads an invalid sequence as U+FFFD, so a
    parse of them that shows no U+FFFD (see `shows_replacement`) read what html_source() would have
    handed over; one that shows some is decided by html_source() on the whole body. The check is a
    decoding of every byte, about a tenth of the differ's time on a page that is not ASCII: valid UTF-8
    nearly always, as it is on the corpus pages."""
    return _html_source(body, content_type, False)


def shows_replacement(hd: HtmlDoc) -> bool:
    """Whether a parsed page reads U+FFFD anywhere the differ looks: title, blocks, links or JSON-LD."""
    if "\ufffd" in hd.title or any("\ufffd" in j for j in hd.jsonld):
        return True
    # (one search of the blocks' texts joined, in C, where a test per block was a loop in Python)
    if "\ufffd" in "\n".join([b.text for b in hd.blocks]):
        return True
    return any("\ufffd" in link for b in hd.blocks if b.links for link in b.links)


def _html_source(body: bytes, content_type: str | None, check: bool) -> tuple[str | bytes, bool]:
    """html_source(), and whether non-ASCII bytes went unchecked (`check` False)."""
    if body.startswith(codecs.BOM_UTF8):
        return body[3:], False
    if body.isascii():
        return body, False
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
    if declared in ("utf-8", "utf-8-sig", "utf_8"):
        if not check:
            return body, True
        if _valid_utf8(body):
            return body, False
        # declared UTF-8 but written in a legacy code page (a CMS template saying utf-8 over Windows-1252
        # text): when invalid sequences outnumber valid non-ASCII characters, the bytes are Windows-1252
        text = body.decode("utf-8", "replace")
        bad = text.count("\ufffd")
        good = len(text) - len(text.encode("ascii", "ignore")) - bad  # non-ASCII characters, counted in C
        return (body if good >= bad else body.decode("cp1252", "replace")), False
    if declared is None and not body.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        # decode_body would return the UTF-8 text when the bytes are valid UTF-8: the bytes are the
        # same document to the parser (which would encode that text back to them)
        if not check:
            return body, True
        return (body if _valid_utf8(body) else body.decode("cp1252", "replace")), False
    return decode_body(body, content_type), False


def _valid_utf8(body: bytes, chunk: int = 1 << 16) -> bool:
    """Whether `body` is valid UTF-8 (checked in chunks: no decoded copy of a large page is kept)."""
    dec = codecs.getincrementaldecoder("utf-8")()
    try:
        for i in range(0, len(body), chunk):
            dec.decode(body[i:i + chunk])
        dec.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    return True


_CONTROL_BYTES = bytes(b for b in range(32) if b < 9 or 13 < b)


def looks_binary(body: bytes) -> bool:
    """True for bodies that are not text at all (images, PDFs, archives, NUL-riddled data)."""
    head = body[:2048]
    if head.startswith((b"%PDF", b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"PK\x03\x04", b"\x1f\x8b", b"RIFF", b"\x00\x00\x01\x00")):
        return True
    if not head:
        return False
    if head.count(b"\x00") > 0 and not head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return True
    ctrl = len(head) - len(head.translate(None, _CONTROL_BYTES))
    return ctrl > len(head) * 0.1


_UTF16_LABEL = re.compile(rb"""((?:charset|encoding)\s*=\s*["']?\s*)utf-?16(?:-?[lb]e)?""", re.I)


def _utf16_codec(body: bytes, content_type: str | None) -> str | None:
    """The UTF-16 codec of a body (a BOM, the NUL pattern of UTF-16 text that is mostly ASCII,
    or a declared utf-16 charset), else None."""
    if body.startswith(codecs.BOM_UTF16_LE):
        return "utf-16-le"
    if body.startswith(codecs.BOM_UTF16_BE):
        return "utf-16-be"
    head = body[:2048]
    if len(head) >= 8:
        even, odd = head[0::2], head[1::2]
        n = len(odd)
        for zeros, chars, codec in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
            # one half of the byte pairs NUL, the other printable ASCII
            if zeros.count(0) >= n * 0.9 and len(chars.translate(None, _ASCII_TEXT)) <= n * 0.1:
                return codec
    if content_type and b"\x00" in head:  # (a "utf-16" label on NUL-free bytes is a mislabel)
        m = _CT_CHARSET.search(content_type)
        declared = _codec(m.group(1)) if m else None
        if declared in ("utf-16-le", "utf-16-be"):
            return declared
        if declared == "utf-16":
            return "utf-16-le"
    return None


_ASCII_TEXT = bytes(range(0x20, 0x7f)) + b"\t\n\r"


def transcode_utf16(body: bytes, content_type: str | None = None) -> tuple[bytes, str | None]:
    """A UTF-16 body (BOM, declared charset or sniffed) re-encoded as UTF-8, its charset
    declarations (Content-Type, `<meta charset>`, XML declaration) rewritten to match; any other
    body is returned as is."""
    codec = _utf16_codec(body, content_type)
    if codec is None:
        return body, content_type
    data = body[2:] if body.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) else body
    out = data.decode(codec, "replace").encode("utf-8")
    out = _UTF16_LABEL.sub(rb"\1utf-8", out[:4096]) + out[4096:]
    if content_type:
        content_type = re.sub(r"(charset\s*=\s*[\"']?)utf-?16(?:-?[lb]e)?", r"\1utf-8", content_type, flags=re.I)
    return out, content_type


#: nesting beyond which a document is refused: the parser's cost grows with the square of the
#: depth (100,000 levels take half a minute) and browsers flatten trees past a few hundred levels
MAX_HTML_DEPTH = 5000
#: the containers whose start tag makes the parser search the stack of open elements (to close a
#: `<p>` in scope): nesting only these costs the square of the depth; the others (inline and
#: formatting elements, tables, headings, implicitly closed ones) are cheap at any depth
_NESTING = ("address|article|aside|blockquote|center|details|dialog|dir|div|dl|fieldset|figcaption|figure|footer|"
            "header|hgroup|main|menu|nav|ol|search|section|summary|ul|pre|listing")
#: (for bytes, matched on the lower-cased bytes: ASCII case-insensitive, as re.I is for a bytes pattern; the names
#: as a trie, about twice as fast as their alternation: no name holds another, so at most one of them matches)
_NESTING_TAG_B = re.compile(rb"<(/?)(?:" + _literal_alternation(_NESTING.split("|")).encode() + rb")(?![a-z0-9-])")
assert not any(o != w and o in w for w in _NESTING.split("|") for o in _NESTING.split("|")), "a nesting name holds another"
_NESTING_TAG_S = re.compile(r"<(/?)(?:" + _NESTING + r")(?![a-zA-Z0-9-])", re.I)


def html_depth_exceeds(text: str | bytes, limit: int = MAX_HTML_DEPTH) -> bool:
    """True when the markup nests more than `limit` block containers (div, section, ul, ...; an
    estimate from the tags). Cheap for ordinary pages (fewer tags than `limit` are not scanned)."""
    if isinstance(text, bytes):
        if text.count(b"<") <= limit:
            return False
        tags: list[Any] = _NESTING_TAG_B.findall(text.lower())
    else:
        if text.count("<") <= limit:
            return False
        tags = _NESTING_TAG_S.findall(text)
    if len(tags) <= limit:
        return False
    depth = 0
    for closing in tags:
        if not closing:
            depth += 1
            if depth > limit:
                return True
        elif depth:
            depth -= 1
    return False


# ---------------------------------------------------------------------------------------------
# cleaning

#: elements whose content is never shown as text
_SKIP = frozenset({
    "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed", "canvas", "video",
    "audio", "select", "option", "optgroup", "datalist", "textarea", "head", "title", "meta", "link", "base",
    "-comment", "-doctype", "frameset", "frame", "map", "input", "img", "picture", "source", "track", "param",
    "wbr", "area", "dialog",
})

#: element subtrees removed before anything else (never shown as text; stripping them in C keeps
#: their contents out of C-level text extraction and off the Python walk)
_STRIP_TAGS = ["script", "style", "noscript", "template", "svg", "math", "iframe", "object", "embed", "canvas", "video",
               "audio", "select", "datalist", "textarea", "map", "dialog", "frameset", "noframes", "noembed", "xmp"]

#: elements that start a new block
_BLOCK = frozenset({
    "p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article", "main", "aside", "header",
    "footer", "nav", "ul", "ol", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "caption", "blockquote",
    "pre", "figure", "figcaption", "address", "form", "fieldset", "legend", "details", "summary", "center", "hr",
    "body", "html", "menu", "hgroup", "search", "label", "button", "td", "th",
})


def tag_ids(names: set[str]) -> dict[str, int]:
    """Lexbor's tag ids of `names` (and of "-text" and "-comment").

    The walks compare `node.tag_id`, an int, where `node.tag` would decode a new string for every
    element. The ids of the HTML tags Lexbor knows are constants; a name it does not know would get
    an id per document, so every name looked up here must be a known one."""
    probe = LexborHTMLParser("<p>x<!---->")
    p = probe.css_first("p")
    assert p is not None and p.first_child is not None and p.last_child is not None
    ids = {"-text": p.first_child.tag_id, "-comment": p.last_child.tag_id}
    for name in names:
        if not name.startswith("-"):
            ids[name] = probe.create_node(name).tag_id
    assert all(0 <= i < 0x10000 for i in ids.values()), "a tag Lexbor does not know"
    return ids


#: utility classes that hide an element (Tailwind, Bootstrap, Bulma: _HIDDEN_CLASS_RE) unless a responsive
#: variant shows it again
_SHOWN_AGAIN = re.compile(r"(?:^|\s)(?:[a-z0-9]+:(?:block|flex|grid|inline|inline-block|inline-flex|table|contents|visible)|"
                          r"d-(?:sm|md|lg|xl|xxl)-(?:block|flex|grid|inline|inline-block|table))(?:\s|$)")
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)

CONSENT = "consent"
#: a thread of reader comments (WordPress' #comments / .comments-area / .comment-list, Disqus): volatile whatever its size
COMMENTS = "comments"

#: distinctive keywords matched as substrings of the lower-cased class/id string
_SUBSTR_KEYS: tuple[tuple[str, str], ...] = (
    ("comments-area", COMMENTS), ("comment-list", COMMENTS), ("commentlist", COMMENTS), ("comments-list", COMMENTS),
    ("disqus_thread", COMMENTS),
    ("cookie", CONSENT), ("consent", CONSENT), ("gdpr", CONSENT), ("onetrust", CONSENT), ("usercentrics", CONSENT),
    ("didomi", CONSENT), ("iubenda", CONSENT), ("cookiebot", CONSENT), ("cookielaw", CONSENT),
    # consent managers named by their vendor only: Usercentrics v1 (uc-banner-content), Axeptio, Sourcepoint
    # (sp_message_container_…), consentmanager.net (cmpbox), Complianz (cmplz-…), Klaro, tarteaucitron
    ("uc-banner", CONSENT), ("axeptio", CONSENT), ("sp_message", CONSENT), ("cmpbox", CONSENT), ("cmplz", CONSENT),
    ("klaro", CONSENT), ("tarteaucitron", CONSENT),
    # ... Shopify's own privacy banner (shopify-pc__banner), Quantcast Choice (qc-cmp2-…), CookieHub (ch2-dialog),
    # Civic Cookie Control (ccc-module)
    ("shopify-pc__", CONSENT), ("qc-cmp", CONSENT), ("ch2-dialog", CONSENT), ("ch2-container", CONSENT),
    ("ccc-module", CONSENT),
    # chat launchers and their greetings ("Hi there 👋 How can we help?", "We Are Here!"), shown or not per visit:
    # Intercom, Drift, Zendesk's web widget, Crisp, tawk.to, LiveChat, Tidio, HubSpot's and Freshworks' chat, Olark,
    # Chatwoot, Gorgias
    # (by the names their scripts give their containers: the vendors' own sites use their names for content too)
    ("intercom-lightweight", VOLATILE), ("intercom-launcher", VOLATILE), ("intercom-messenger", VOLATILE),
    ("intercom-container", VOLATILE), ("drift-widget", VOLATILE), ("drift-frame", VOLATILE), ("zewidget", VOLATILE),
    ("crisp-client", VOLATILE), ("crisp-chatbox", VOLATILE), ("tawk-", VOLATILE), ("chat-widget-container", VOLATILE),
    ("tidio-chat", VOLATILE), ("hubspot-messages", VOLATILE), ("freshchat-", VOLATILE), ("fc-widget", VOLATILE),
    ("olark-", VOLATILE), ("woot-widget", VOLATILE), ("gorgias-chat", VOLATILE),
    # ... and feedback tabs and surveys shown to some visits: Hotjar (_hj_feedback_container, _hj-widget-container),
    # Usabilla, Qualaroo
    ("_hj_", VOLATILE), ("_hj-", VOLATILE), ("usabilla", VOLATILE), ("qualaroo", VOLATILE),
    # ... and newsletter pop-ups shown once or to some visits, by their vendors' container names: Klaviyo
    # (kl-private-reset-css-…, klaviyo-form-…), Mailchimp's pop-up form (mc-modal, mc-banner, PopupSignupForm_0),
    # OptinMonster (om-<slug>-holder, CampaignType--popup), Privy, Sumo
    ("kl-private-reset", VOLATILE), ("klaviyo-form", VOLATILE), ("mc-modal", VOLATILE), ("mc-banner", VOLATILE),
    ("popupsignupform", VOLATILE), ("campaigntype--", VOLATILE), ("om-holder", VOLATILE),
    ("privy-popup", VOLATILE), ("sumo-form", VOLATILE),
    ("testimonial", VOLATILE), ("carousel", VOLATILE), ("swiper", VOLATILE), ("marquee", VOLATILE),
    ("taboola", VOLATILE), ("outbrain", VOLATILE), ("adsbygoogle", VOLATILE), ("advertis", VOLATILE),
    ("trustpilot", VOLATILE), ("disqus", VOLATILE), ("countdown", VOLATILE), ("hellobar", VOLATILE),
    ("breadcrumb", CHROME), ("sidebar", CHROME), ("navbar", CHROME), ("megamenu", CHROME), ("masthead", CHROME),
)
#: keywords matched as whole tokens (class names split on non-alphanumerics and camelCase)
_TOKEN_KEYS: dict[str, str] = {
    **dict.fromkeys(("slider", "slick", "glide", "splide", "ticker", "rotator", "rotating", "trending",
                     "recommended", "recommendations", "recommendation", "recirc", "recirculation", "weather",
                     "adslot", "advert", "sponsored", "shuffle", "comments", "commentlist", "related", "ad", "ads", "similar",
                     "promobar", "promo", "promos", "randomize", "randomized", "rotation", "marquee", "quote", "quotes",
                     "reviews", "endorsement", "endorsements", "kudos", "praise",
                     # emoji reactions under a post or release (GitHub, Headway, Beamer): counts that move on their own
                     "reactions", "reaction",
                     # like / clap / restack counters under a post (Substack's "ufi" buttons, Medium's claps)
                     "likes", "ufi", "restack", "restacks", "clap", "claps", "upvote", "upvotes", "stargazers",
                     # a page's last-commit stamp (Hugo's Docsy `td-page-meta__lastmod`: "Last modified <date>: <commit
                     # message> (<hash>)"): the site's build, not the page's content
                     "lastmod", "lastmodified", "lastupdated",
                     # a status page's measured availability beside each component ("99.92%", Better Stack's
                     # status-page__uptime), moving with every check
                     "uptime",
                     # a live score bar (the match's score and minute on every fetch)
                     "scoreboard", "livescore", "livescores", "scorebar",
                     # a wall of customers' logos ("Trusted by …": Logos_grid__Lm4Nb, logos-section), shuffled or
                     # drawn anew per visit: the site's marketing, no page's content
                     "logos"), VOLATILE),
    **dict.fromkeys(("topbar", "subnav", "mainnav", "sitenav", "sharing", "sharebar", "menu", "menubar",
                     "skiplink", "skiplinks"), CHROME),
    **dict.fromkeys(("truste", "osano", "termly", "cmp", "cookies"), CONSENT),
}
_BIGRAM_KEYS: dict[tuple[str, str], str] = {
    # (a repository's star and fork counters in a docs header: MkDocs Material's md-source__fact--stars)
    **dict.fromkeys((("fact", "stars"), ("fact", "forks"), ("github", "stars"), ("star", "count"), ("fork", "count"), ("announcement", "bar"), ("announcement", "banner"), ("promo", "banner"), ("promo", "bar"),
                     ("hello", "bar"), ("notification", "bar"), ("alert", "bar"), ("top", "banner"), ("site", "banner"),
                     ("most", "read"), ("most", "viewed"), ("you", "may"), ("popular", "posts"), ("popular", "articles"),
                     ("popular", "stories"), ("share", "count"), ("social", "count"), ("live", "count"),
                     ("visitor", "count"), ("comment", "list"), ("like", "button"), ("like", "count"), ("comment", "count"), ("quote", "of"), ("reviews", "widget"), ("ad", "slot"),
                     # a product's review count by its class (Shopify Dawn's "rating-count": "(1,248)", "1,248 total reviews")
                     ("rating", "count"), ("ratings", "count"), ("review", "count"), ("reviews", "count"),
                     # an investors page's share-price widget by its class (Q4's module-stock_price / module-stock-header,
                     # "stock-quote", "share-price"): a market quote refreshed on every fetch
                     ("stock", "price"), ("stock", "quote"), ("stock", "change"), ("stock", "header"), ("stock", "widget"),
                     ("stock", "chart"), ("share", "price"), ("share", "quote"),
                     # ... and its other figures by theirs (module-stock_volume, module-stock_52-week-range, stock-high,
                     # stock-last-trade, "market-cap")
                     ("stock", "volume"), ("stock", "range"), ("stock", "high"), ("stock", "low"), ("stock", "open"),
                     ("stock", "last"), ("stock", "trade"), ("stock", "date"), ("stock", "time"), ("market", "cap"),
                     ("ad", "container"), ("ad", "unit"), ("ad", "wrapper"), ("gpt", "ad"), ("dfp", "ad"),
                     # a page's "last updated" stamp by its class (MkDocs' git-revision-date-localized plugin, VitePress'
                     # VPLastUpdated, "last-modified"): its label may be an icon's title only
                     ("logo", "cloud"), ("logo", "wall"), ("logo", "grid"), ("logo", "strip"), ("logo", "marquee"),
                     ("logo", "carousel"), ("logo", "garden"), ("trusted", "by"),
                     ("revision", "date"), ("last", "updated"), ("last", "update"), ("last", "modified"),
                     # "Was this page helpful? Yes 41 · No 3" under a docs page (ReadMe's PageThumbs, GitBook's PageFeedback,
                     # Mintlify's feedback-toolbar): vote counts that move on their own
                     ("page", "thumbs"), ("page", "feedback"), ("doc", "feedback"), ("docs", "feedback"), ("feedback", "toolbar"),
                     ("feedback", "widget"), ("page", "rating"), ("helpful", "widget"),
                     # a newsletter pop-up by its class (shown once, or on exit intent): newsletter-popup, signup-modal,
                     # Substack's subscribe-prompt
                     *((a, b) for a in ("newsletter", "signup", "subscribe", "subscription", "optin", "email")
                       for b in ("popup", "modal", "overlay", "lightbox", "prompt", "dialog")), ("exit", "intent"),
                     # live scores by their class (live-score, score-ticker, scoreboard): a match's score and minute
                     ("live", "score"), ("live", "scores"), ("score", "ticker"), ("score", "board"),
                     # a post card's response, reply and vote counters (Medium's pw-responses-count beside its claps,
                     # pw-multi-vote-count): they move on their own. (Not "post-views-count": WordPress' Post Views
                     # Counter sits inside a post's meta line, whose text already masks it as a count)
                     ("response", "count"), ("responses", "count"), ("reply", "count"), ("replies", "count"),
                     ("vote", "count"), ("votes", "count"),
                     # the visitor's region suggested back to them ("It looks like you're in France. Visit the France site")
                     *((a, b) for a in ("geo", "geoip", "geolocation", "country", "region", "locale")
                       for b in ("banner", "bar", "popup", "modal", "notice", "prompt", "suggest", "suggestion", "redirect"))), VOLATILE),
    **dict.fromkeys((("nav", "bar"), ("side", "bar"), ("site", "header"), ("site", "footer"), ("global", "header"),
                     ("global", "footer"), ("page", "footer"), ("main", "footer"), ("top", "bar"), ("mega", "menu"),
                     ("skip", "link"), ("skip", "to"), ("site", "nav"), ("main", "nav"), ("primary", "nav"),
                     ("sub", "nav"), ("social", "links"), ("share", "buttons"), ("main", "menu"), ("primary", "menu"),
                     ("header", "nav"), ("footer", "nav"), ("footer", "links"), ("site", "navigation")), CHROME),
    **dict.fromkeys((("cc", "window"), ("cc", "banner"), ("privacy", "banner"), ("cookie", "notice")), CONSENT),
}
#: "footer" inside these is a card/post footer (content), not the site footer
_CONTENT_TOKENS = frozenset({"card", "modal", "panel", "post", "entry", "article", "plan", "pricing", "tier", "item",
                             "product", "job", "story", "tile", "box", "table", "section", "content", "comment"})
_CLASS_TOKEN = re.compile(r"[A-Z]?[a-z]+|[0-9]+|[A-Z]+(?![a-z])")
#: a navigation block that is a count alone: "118", "1,204", "(9)", "99+", "1.2k" — not a year ("2019", an archive's),
#: nor a version ("2.3.0", "3.3": a decimal count is written with its k or M)
_NAV_COUNT = re.compile(r"^\(?(?!(?:19|20)\d\d\)?$)(?:\d{1,3}(?:[,.\u202f\u00a0]\d{3})+|\d+)"
                        r"(?:[.,]\d[kKmM]|[kKmM+])?\)?$")

_ID_CHROME = frozenset({"header", "footer", "nav", "navigation", "sidebar", "menu", "site-header", "site-footer"})
_CONSENT_WORDS = re.compile(r"cookie|consent|privacy|tracking|gdpr|datenschutz|personal data|partners", re.I)
_CONTAINER_TAGS = frozenset({"div", "section", "aside", "dialog", "form", "p", "span", "footer", "header", "nav", "ul"})


#: entries per memo (class names, class lists, ids, hrefs), each cleared whole when full: a site's names repeat
#: on every page and fetch, and 50,000 hold a corpus of 157 sites' pages. Full, the six take about 35 MB
#: of the differ's memory (bench-differ measures its peak RSS with them full)
MEMO_MAX = 50_000
_NAME_CACHE: dict[str, str | None] = {}


def classify_name(name: str) -> str | None:
    """Region hint from one class name or id: "consent", "volatile", "chrome" or None (cached)."""
    hit = _NAME_CACHE.get(name, 0)
    if hit != 0:
        return hit  # type: ignore[return-value]
    if len(_NAME_CACHE) > MEMO_MAX:
        _NAME_CACHE.clear()
    found = _classify_name(name)
    _NAME_CACHE[name] = found
    return found


#: one segment of a class name between separators ("css", "ad3add", "Header", "root")
_CLASS_SEGMENT = re.compile(r"[A-Za-z0-9]+")


def _hashlike(segment: str) -> bool:
    """A generated segment (CSS-in-JS and CSS-modules hashes: `css-ad3add`, `Header_root__9d32ed`,
    `sc-1x2y3z`): letters and digits mixed. Its letters are no words: `ad3add` is not an ad slot."""
    return not segment.isalpha() and not segment.isdigit()


#: any substring key (a fast "no" for the 9 names in 10 that hold none)
_SUBSTR_RX = re.compile(_literal_alternation(k for k, _ in _SUBSTR_KEYS))
#: every word a token rule can start from: a name none of whose letter runs is one of them matches no token rule
_KEY_WORDS = frozenset(_TOKEN_KEYS) | {pair[0] for pair in _BIGRAM_KEYS} | {"footer"}
assert not any(c.isdigit() for w in _KEY_WORDS for c in w), "a digit key would escape the letter-run test"
_LETTER_RUN = re.compile(r"[a-z]+")


#: "quote" after "block" names the typographic element a block editor inserted (Gutenberg's wp-block-quote in an
#: article, Squarespace's sqs-block-quote), not a rotating quote-of-the-day or testimonial widget
_BLOCK_QUOTE = frozenset({"quote", "quotes"})


def _classify_name(name: str) -> str | None:
    low = name.lower()
    if _SUBSTR_RX.search(low) is not None:
        for key, region in _SUBSTR_KEYS:  # in their order: the first key held decides
            if key in low:
                return region
    if name == low:
        # no capitals (most names: "flex", "site-header"): a segment of letters is one token, so is one of digits.
        # Every such token is a maximal run of letters, so a name none of whose letter runs is a key word
        # matches no token, bigram or footer rule
        if _KEY_WORDS.isdisjoint(_LETTER_RUN.findall(low)):
            return None
        tokens = [seg for seg in _CLASS_SEGMENT.findall(name) if seg.isalpha() or seg.isdigit()]
    else:
        tokens = [t.lower() for seg in _CLASS_SEGMENT.findall(name) if not _hashlike(seg)
                  for t in _CLASS_TOKEN.findall(seg)]
    for i, t in enumerate(tokens):
        r = _TOKEN_KEYS.get(t)
        if r is not None:
            if t in _BLOCK_QUOTE and i and tokens[i - 1] == "block":
                continue  # a block editor's quote block (wp-block-quote, sqs-block-quote): the author's text
            return r
    for pair in zip(tokens, tokens[1:]):
        r = _BIGRAM_KEYS.get(pair)
        if r is not None:
            return r
    if "footer" in tokens and not _CONTENT_TOKENS.intersection(tokens):
        return CHROME
    return None


#: A/B experiment containers: their short copy (CTA labels, microcopy) varies per visit
_EXPERIMENT_NAMES = ("data-experiment", "data-ab-test")
#: attributes of rotating or randomised content (carousels, promos, ads, live regions; `marquee` too). Only
#: the common markers are looked for: class and id keywords catch the rest
_VOLATILE_NAMES = ("data-rotation", "data-carousel", "data-slide", "aria-roledescription", "aria-live")
_CTA_HREF: dict[str, bool] = {}
_ROTATOR_MARK: dict[str, str | None] = {"data-rotation": None}
_LIST_SEP = re.compile(r"[,|;]")
#: the names rotators give the attribute listing their words (analytics attributes list a link's text among
#: others too — `data-tracking="nav,header,Cars"` on a menu link — and are no rotator)
_ROTATOR_ATTR = re.compile(r"typed|typing|typewrit|rotat|words|strings|phrases|cycle")


def _lists_own_words(n: LexborNode, at: dict[str, str | None]) -> bool:
    """A word rotator (typed.js, the "txt-rotate" snippet): a leaf element whose own data-* attribute lists two or
    more words, the one it shows among them (`<span class="typed" data-typed-items="faster, cleaner, calmer">faster
    </span>`, `data-rotate='["nerdy.", "simple."]'`): the word shown turns from visit to visit. Words only (a
    `data-prices="49,39"` showing 49 is a price, not a rotator); an attribute named for them (_ROTATOR_ATTR)."""
    for k, v in at.items():
        if v and len(v) <= 400 and k.startswith("data-") and ("," in v or "|" in v or ";" in v) \
                and _ROTATOR_ATTR.search(k):
            items = {w.strip(" \t\n\"'[]").lower() for w in _LIST_SEP.split(v)}
            items.discard("")
            if len(items) >= 2:
                t = (n.text(deep=False) or "").strip().lower()
                if t in items and any(ch.isalpha() for ch in t):
                    return True
    return False


#: a data-* attribute naming a price or a billing period (`data-monthly`, `data-annual-price`, `data-price-yearly`; not a
#: date's `data-year` / `data-month`)
_PRICE_ATTR = re.compile(r"price|amount|cost|fee|monthly|annual|yearly|monatlich|jährlich|mensuel|annuel|mensual|anual")
#: a price as an attribute holds it: an amount with at most a short currency mark either side ("$12", "12", "12,90 €")
_PRICE_VALUE = re.compile(r"[^\d\s]{0,3}\s?\d[\d.,'\u00a0]*\s?[^\d\s]{0,3}")


def _price_arms(n: LexborNode, at: dict[str, str | None]) -> str | None:
    """The prices a billing toggle's price element lists in its data-* attributes (`<span data-monthly="$12"
    data-annually="$10">$12</span>`: a script swaps the text when the visitor flips the toggle), in the attributes'
    order, when it shows one of them: which one shows is the page's default billing, an A/B test's arm or a geo
    choice, not a price change. Its text is then all of them, as a toggle whose arms are both in the markup."""
    vals = [v.strip() for k, v in at.items() if v and k.startswith("data-") and len(v) <= 24 and _PRICE_ATTR.search(k)
            and _PRICE_VALUE.fullmatch(v.strip())]
    if len(vals) < 2:
        return None
    arms = list(dict.fromkeys(vals))
    t = (n.text(deep=False) or "").strip()
    return " ".join(arms) if len(arms) >= 2 and t in arms else None


def _cta_href(href: str) -> bool:
    """Whether a link's target looks like a call to action (sign-up, trial, demo; cached: a site's
    links repeat on every page and every fetch)."""
    hit = _CTA_HREF.get(href)
    if hit is None:
        h = href.lower()
        hit = "sign" in h or "regist" in h or "trial" in h or "demo" in h or "start" in h or "contact-sales" in h
        if len(_CTA_HREF) > MEMO_MAX:
            _CTA_HREF.clear()
        _CTA_HREF[href] = hit
    return hit


_CTA_TEXT = re.compile(
    r"^(?:start|try|get|sign|book|request|contact\s+sales|join|talk|schedule|see\s+(?:a\s+)?demo|watch|claim|create|"
    r"go\s+to|let'?s|buy|subscribe|upgrade|register|apply\s+now)\b", re.I)
#: call-to-action buttons: their labels are A/B tested constantly (volatile inside site chrome)
_CTA_TOKENS = frozenset({"btn", "button", "cta", "signup", "sign-up"})
assert all(any(k in t for k in ("btn", "button", "cta", "sign")) for t in _CTA_TOKENS), "_is_cta_class quick test"


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
    #: element ids of site chrome and volatile widgets (extraction ignores what is inside them)
    excluded: set[int] = field(default_factory=set)
    #: the article elements of the cleaned tree in document order (None: not gathered, ask the tree)
    articles: list[LexborNode] | None = None
    #: the a[href] elements of the cleaned tree in document order (None: not gathered, ask the tree)
    links: list[LexborNode] | None = None


def _text_len(node: LexborNode) -> int:
    """Characters of text in `node`, without the whitespace around each text node: the size limits
    that depend on it must not move when only the markup's indentation does (a re-deployed template
    that reflows its whitespace would otherwise turn widgets into content)."""
    try:
        # (skip_empty: whitespace-only text nodes strip to nothing; skipping them in C is the same count)
        return len(node.text(deep=True, separator="", strip=True, skip_empty=True))
    except Exception:  # noqa: BLE001 - selectolax raises on detached nodes
        return 0


def _text_len_over(node: LexborNode, floor: int) -> int:
    """_text_len(node) when it exceeds `floor`, else some value <= `floor`: the text without stripping
    (a bound from above, several times cheaper to build) settles most elements, which are small."""
    try:
        if len(node.text(deep=True, separator="", strip=False, skip_empty=True)) <= floor:
            return 0
        return len(node.text(deep=True, separator="", strip=True, skip_empty=True))
    except Exception:  # noqa: BLE001 - selectolax raises on detached nodes
        return 0


class _BodyLen:
    """_text_len(body) as it was before the hidden elements were taken out, measured only when a limit
    derived from it is needed (on about half the corpus pages never: every candidate is under the
    limits' floors). The text length is a sum over text nodes, so the body's earlier length is its
    current one plus the lengths of the subtrees removed from it since (`gone`, each measured as it
    was removed)."""

    __slots__ = ("body", "body_id", "gone", "value")

    def __init__(self, body: LexborNode) -> None:
        self.body = body
        self.body_id = body.mem_id
        self.gone = 0
        self.value = -1

    def get(self) -> int:
        if self.value < 0:
            self.value = _text_len(self.body) + self.gone
        return self.value

    def removing(self, node: LexborNode, size: int) -> None:
        """Note that `node`, of text length `size`, is about to be removed from the tree."""
        if self.value >= 0 or size <= 0:
            return
        body_id = self.body_id
        p = node.parent
        while p is not None:
            if p.mem_id == body_id:
                self.gone += size
                return
            p = p.parent


def _decompose_guarded(nodes: list[LexborNode], limit: int, words: re.Pattern[str] | None = None,
                       removed: set[int] | None = None, body_len: _BodyLen | None = None) -> None:
    """Remove `nodes` unless one is a document-level element or holds more than `limit` characters.
    The ids of every element taken out (subtrees included) are added to `removed`: a node inside one
    removed before it (here or by an earlier call sharing the set) is freed memory, never touched again
    (its id is only its address, read without dereferencing it).

    With `body_len` (and no `words`), `limit` is max(limit, body length // 2), the body's length
    measured only if an element holds more than `limit` characters; the removals are noted in it."""
    gone: set[int] = removed if removed is not None else set()
    seen: set[int] = set()
    for n in nodes:
        mid = n.mem_id
        if mid in seen or mid in gone:
            continue
        seen.add(mid)
        if n.tag in ("html", "body", "main", "article", "head"):
            continue
        if words is not None or limit >= 0:
            txt = n.text(deep=True, separator=" ", strip=True) if (words is not None) else None
            size = len(txt) if txt is not None else _text_len(n)
            if size > limit and (body_len is None or size > body_len.get() // 2):
                continue
            if words is not None and txt and not words.search(txt):
                continue
            if body_len is not None:
                body_len.removing(n, size)
        gone.update(x.mem_id for x in n.traverse())
        n.decompose()


#: a currency next to a digit ("£15", "24,99 €", "CHF 49", "5,850円", "Rs. 799", "Fr. 39.–", "kr 390")
_PRICE_HINT = re.compile(r"(?:[$€£¥￥₹₩₽₺₪₫₱฿]|\b(?:CHF|EUR|USD|GBP|SEK|NOK|DKK|PLN|CAD|AUD|JPY|INR|BRL)\b"
                         r"|\b(?:Rs|Rp|kr)\.?|(?<![–—-])\bS?Fr\.)\s?\d"
                         r"|\d\s?(?:[€£$円元원₫₴]|kr\b|zł|Kč|\b(?:CHF|EUR|USD|GBP)\b)")


#: an element's attributes naming a billing period or a currency (a toggle's pane)
_PERIOD_PANE = re.compile(r"month|annual|year|monat|jahr|jähr|mensu|annu|anual|billing|currency|waehrung|währung", re.I)


def _toggled_price(n: LexborNode) -> bool:
    """A short hidden element that is a price: the other side of a monthly/annual (or currency) toggle,
    `<span x-show="annual" style="display:none">£15</span>`, shown by a click, not by a fetch — it is
    the page's price all the same, so it stays (an aria-hidden one is a visual duplicate of text that
    screen readers get elsewhere: it goes)."""
    at = n.attributes
    if "aria-hidden" in at and _ascii_lower(at["aria-hidden"]) == "true":
        return False
    if _ascii_lower(at.get("role") or "") == "tabpanel":
        return True
    txt = n.text(deep=True, separator=" ", strip=True)
    if 0 < len(txt) <= 60:
        return _PRICE_HINT.search(txt) is not None
    # a whole pane of plan cards hidden until its billing period (or currency) is picked: `<div class="pane--annual"
    # hidden>`, `<div data-period="yearly" style="display:none">` — the default pane shown is the page's choice of the
    # day, its prices and the other pane's are the page's prices alike
    return (len(txt) <= 4000 and _PERIOD_PANE.search(" ".join(f"{k} {v or ''}" for k, v in at.items())) is not None
            and _PRICE_HINT.search(txt) is not None)


#: an attribute naming an A/B test's arm: `data-experiment="hero-copy"`, `data-optimizely-variant`, `data-vwo-…`,
#: `data-ab-test`, `data-split-test`, `data-growthbook-…` (not a bare `data-variant`: design systems name button styles so)
_EXPERIMENT_ATTR = re.compile(r"^data-(?:[\w-]*experiment|ab-?test|split-?test|optimizely|vwo|growthbook|convert-?variation)", re.I)


def _experiment_arm(n: LexborNode) -> bool:
    """A hidden arm of an A/B test the server rendered whole (every arm in the DOM, all but one hidden until a
    script picks): which arm shows is the visit's draw, so every arm stays and a flip is no change (an edge
    serving one arm without any marker is the flip-flop memory's to calm)."""
    return any(_EXPERIMENT_ATTR.match(k) for k in n.attributes)


_MISSING = "<missing>"
#: full class attribute value → region hint (class lists repeat on every card and list item)
_CLASS_REGION: dict[str, str | None] = {}


def _class_region(cls: str) -> str | None:
    region: str | None = None
    for name in cls.split():
        region = classify_name(name)
        if region is not None:
            break
    if len(_CLASS_REGION) > MEMO_MAX:
        _CLASS_REGION.clear()
    _CLASS_REGION[cls] = region
    return region


#: id attribute value → region hint
_ID_REGION: dict[str, str | None] = {}


def _id_region(ident: str) -> str | None:
    low = ident.lower()
    region = CHROME if low in _ID_CHROME else COMMENTS if low == "comments" else classify_name(ident)
    if len(_ID_REGION) > MEMO_MAX:
        _ID_REGION.clear()
    _ID_REGION[ident] = region
    return region


_CTA_CLASS: dict[str, bool] = {}


def _is_cta_class(cls: str) -> bool:
    hit = _CTA_CLASS.get(cls)
    if hit is None:
        low = cls.lower()  # every CTA token holds "btn", "button", "cta" or "sign": most class lists none
        hit = ("btn" in low or "button" in low or "cta" in low or "sign" in low) and (
            any(t in _CTA_TOKENS for t in (x.lower() for x in _CLASS_TOKEN.findall(cls)))
            or any(c.lower() in _CTA_TOKENS for c in cls.split()))
        if len(_CTA_CLASS) > MEMO_MAX:
            _CTA_CLASS.clear()
        _CTA_CLASS[cls] = hit
    return hit


def _inside_accepted(n: LexborNode, accepted: dict[int, str], region: str) -> bool:
    """Whether one of the 8 nearest ancestors of `n` is an accepted candidate of `region` (stops
    at the first one found)."""
    p = n.parent
    for _ in range(8):
        if p is None:
            return False
        if accepted.get(p.mem_id) == region:
            return True
        p = p.parent
    return False


#: tags small by nature: no size check needed before marking them a region
_SMALL_TAGS = frozenset({"a", "span", "li", "button", "p", "h1", "h2", "h3", "h4", "h5", "h6", "img", "label", "small",
                         "strong", "em", "i", "b", "figcaption", "blockquote", "time"})


def _id_set(names: frozenset[str] | tuple[str, ...]) -> frozenset[int]:
    """The tag ids of `names`."""
    ids = tag_ids(set(names))
    return frozenset(ids[name] for name in names)


_SMALL_IDS = _id_set(_SMALL_TAGS)
_CONTAINER_IDS = _id_set(_CONTAINER_TAGS)
#: never a region (candidates of these tags are wrappers of the whole page or of its content)
_NO_REGION_IDS = _id_set(("html", "body", "main", "article"))


def _place(n: LexborNode, tid: int, region: str, consent: list[LexborNode], volatile_ids: set[int],
           chrome_ids: set[int], vol_limit: Any, chrome_limit: Any, marks: list[LexborNode], h1_holders: set[int],
           main_holders: set[int] = frozenset()) -> bool:  # type: ignore[assignment]
    """Mark candidate `n` (tag id `tid`) as a region of its kind unless it is too large, holds the h1
    (widgets) or holds the page's <main> (a wrapper of the content: Docusaurus' skip-link target
    `__docusaurus_skipToContent_fallback` wraps sidebar and main and reads as a "skip to" link).
    `vol_limit`, `chrome_limit`: the size limits (callables: computed only for an element over 1,500
    characters, the limits' floor)."""
    if tid in _NO_REGION_IDS:
        return False
    if region == CONSENT:
        if tid in _CONTAINER_IDS:
            consent.append(n)
            return True
        return False
    small = tid in _SMALL_IDS
    if region == COMMENTS:
        # (readers' comments are no part of the page's content however many there are: no size limit)
        region = VOLATILE
    elif not small and (size := _text_len_over(n, 1500)) > 1500 and \
            size > (vol_limit() if region == VOLATILE else chrome_limit()):
        return False
    if not small and n.mem_id in main_holders:
        return False
    if region == VOLATILE and not small and n.mem_id in h1_holders:
        # a widget never holds the page's title: this is a wrapper of the content whose class name
        # happened to match (the size limit's 1,500-character floor lets one pass on a short page)
        return False
    if region == VOLATILE:
        volatile_ids.add(n.mem_id)
        marks.append(n)
    else:
        chrome_ids.add(n.mem_id)
    return True


_CHROME_ROLES = frozenset({"navigation", "banner", "contentinfo", "complementary"})
_MARK_ATTRS = frozenset(_VOLATILE_NAMES + _EXPERIMENT_NAMES)
#: `[class~="hidden"], [class~="d-none"], [class~="invisible"], [class~="is-hidden"], [class~="hide"]`: a whole
#: class token (split on ASCII whitespace, case-sensitive)
_HIDDEN_CLASS_RE = re.compile(r"(?:^|[ \t\n\f\r])(?:hidden|d-none|invisible|is-hidden|hide)(?=[ \t\n\f\r]|\Z)")


class _Scan:
    """What the cleaning and region steps need from the tree, gathered in one pass over it (one
    selector query per kind of element would walk the whole tree each time): each list in
    document order, as the selector it stands for would return it."""

    __slots__ = ("title", "jsonld", "base", "canonical", "strip", "hidden_attr", "hidden_class", "hidden_style",
                 "chrome", "marked", "cta_links", "cta_classed", "classed", "ided", "h1", "articles", "mains", "hrefs",
                 "links", "comments", "fractions", "price_arms", "tables")

    def __init__(self) -> None:
        self.title: LexborNode | None = None  # css_first("title")
        self.jsonld: list[str] = []  # script[type*="ld+json" i], their text
        self.base: LexborNode | None = None  # css_first("base[href]")
        self.canonical: LexborNode | None = None  # css_first('link[rel="canonical" i][href]')
        #: outermost elements of _STRIP_TAGS (removing them is strip_tags(_STRIP_TAGS, recursive=True))
        self.strip: list[LexborNode] = []
        self.hidden_attr: list[LexborNode] = []  # [hidden], [aria-hidden="true" i]
        self.hidden_class: list[LexborNode] = []  # _HIDDEN_CLASS_RE, unless shown again
        self.hidden_style: list[LexborNode] = []  # [style] hiding the element
        self.chrome: list[LexborNode] = []  # nav, aside, [role] in _CHROME_ROLES
        self.marked: list[tuple[LexborNode, str, dict[str, str | None]]] = []  # marquee, [_MARK_ATTRS]
        self.cta_links: list[LexborNode] = []  # a[href] whose href looks like a call to action
        self.cta_classed: list[LexborNode] = []  # a[class], button[class] with a call-to-action class
        self.classed: list[tuple[LexborNode, str]] = []  # [class] with a region hint, and the hint
        self.ided: list[tuple[LexborNode, str]] = []  # [id] with a region hint, and the hint
        self.h1: list[LexborNode] = []  # h1
        self.articles: list[LexborNode] = []  # article (for extraction: the tree as cleaned)
        self.mains: list[LexborNode] = []  # main, [role="main" i]
        #: element id → href of every a[href] with a non-empty one (for the walk: no attribute lookup per link)
        self.hrefs: dict[int, str] = {}
        self.links: list[LexborNode] = []  # a[href] (for extraction: the tree as cleaned)
        self.comments: list[LexborNode] = []  # comment nodes (outside stripped elements)
        self.fractions: list[LexborNode] = []  # [class*="fraction" i], [class*="cents" i] (a price's raised cents)
        #: leaf elements showing one of the prices their data-* attributes list (a billing toggle's price), with those
        self.price_arms: list[tuple[LexborNode, str]] = []
        self.tables: list[LexborNode] = []  # table

    def drop(self, removed: set[int]) -> None:
        """Forget the candidates inside subtrees removed since the scan."""
        def keep(items: list[LexborNode]) -> list[LexborNode]:
            return [x for x in items if x.mem_id not in removed]

        def keep_pairs(items: list[Any]) -> list[Any]:
            return [x for x in items if x[0].mem_id not in removed]
        self.chrome, self.marked, self.classed, self.ided = (
            keep(self.chrome), keep_pairs(self.marked), keep_pairs(self.classed), keep_pairs(self.ided))
        self.cta_links, self.cta_classed, self.h1 = keep(self.cta_links), keep(self.cta_classed), keep(self.h1)
        self.articles = keep(self.articles)
        self.mains = keep(self.mains)
        self.links = keep(self.links)


def _following(n: LexborNode, root_id: int) -> int:
    """The id of the first node after `n`'s subtree that `traverse()` yields (not a text node), or
    -1 when the subtree runs to the end of the walk."""
    cur: LexborNode | None = n
    while cur is not None:
        s = cur.next
        while s is not None:
            if not s.is_text_node:
                return s.mem_id
            s = s.next
        cur = cur.parent
        if cur is None or cur.mem_id == root_id:
            return -1
    return -1


def _ascii_lower(v: str | None) -> str:
    return v.lower() if v and v.isascii() else ""


#: what the scan does with an element by its tag (most tags: nothing special)
_T_HEAD, _T_SCRIPT, _T_STRIP, _T_CHROME, _T_MARQUEE, _T_LINK, _T_H1, _T_ARTICLE, _T_MAIN, _T_COMMENT, _T_HEADEL, _T_BODY = \
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
_T_TABLE = 13
_TAG_KIND: dict[str, int] = {"-comment": _T_COMMENT,
    **dict.fromkeys(_STRIP_TAGS, _T_STRIP), "script": _T_SCRIPT, "title": _T_HEAD, "base": _T_HEAD,
    "link": _T_HEAD, "nav": _T_CHROME, "aside": _T_CHROME, "marquee": _T_MARQUEE, "a": _T_LINK, "h1": _T_H1,
    # (<output> shows what a script computed from the visitor's inputs: a cost calculator's estimate, a slider's value)
    "output": _T_MARQUEE,
    "article": _T_ARTICLE, "main": _T_MAIN, "head": _T_HEADEL, "body": _T_BODY, "table": _T_TABLE,
}
_TAG_ID = tag_ids(set(_TAG_KIND) | {"button"})
#: _TAG_KIND by tag id
_ID_KIND: dict[int, int] = {_TAG_ID[name]: kind for name, kind in _TAG_KIND.items()}
#: _ID_KIND as a list indexed by tag id (0: nothing special), for the ids of the tags Lexbor knows; an
#: element it does not know (a custom element) has an id past the end, and nothing special either
_KIND_BY_ID: list[int] = [_ID_KIND.get(i, 0) for i in range(max(_ID_KIND) + 1)]
_ID_TITLE, _ID_SCRIPT, _ID_BASE, _ID_BUTTON = _TAG_ID["title"], _TAG_ID["script"], _TAG_ID["base"], _TAG_ID["button"]
#: class attribute value → (region hint, call-to-action class, hidden by a utility class)
_CLASS_INFO: dict[str, tuple[str | None, bool, bool, bool]] = {}
#: the info of most class values (nothing to note)
_PLAIN_CLASS: tuple[str | None, bool, bool, bool] = (None, False, False, False)


def _class_info(cls: str) -> tuple[str | None, bool, bool, bool]:
    """(region hint, call-to-action class, hiding class, a price's fraction/cents class), memoised by class string."""
    region = _CLASS_REGION.get(cls, _MISSING)
    if region is _MISSING:
        region = _class_region(cls)
    hidden = bool(cls) and ("hid" in cls or "d-none" in cls or "invisible" in cls) and \
        _HIDDEN_CLASS_RE.search(cls) is not None and not _SHOWN_AGAIN.search(cls)
    low = cls.lower()
    info = (region, region is None and _is_cta_class(cls), hidden, "fraction" in low or "cents" in low)
    if info == _PLAIN_CLASS:
        info = _PLAIN_CLASS  # (one object: the scan tells it by identity)
    if len(_CLASS_INFO) > MEMO_MAX:
        _CLASS_INFO.clear()
    _CLASS_INFO[cls] = info  # type: ignore[assignment]
    return info  # type: ignore[return-value]


def _scan(root: LexborNode) -> _Scan:
    """One pass over the parsed document, before anything is removed."""
    sc = _Scan()
    kinds = _KIND_BY_ID
    n_kinds = len(kinds)
    button = _ID_BUTTON
    chrome_roles = _CHROME_ROLES
    mark_attrs_disjoint = _MARK_ATTRS.isdisjoint
    hidden_style = _HIDDEN_STYLE.search
    strip_append = sc.strip.append
    hidden_attr_append, hidden_class_append, hidden_style_append = (
        sc.hidden_attr.append, sc.hidden_class.append, sc.hidden_style.append)
    chrome_append, marked_append = sc.chrome.append, sc.marked.append
    cta_links_append, cta_classed_append = sc.cta_links.append, sc.cta_classed.append
    classed_append, ided_append = sc.classed.append, sc.ided.append
    class_info_get, cta_href_get, id_region_get = _CLASS_INFO.get, _CTA_HREF.get, _ID_REGION.get
    plain = _PLAIN_CLASS
    h1_append, articles_append = sc.h1.append, sc.articles.append
    hrefs, links_append = sc.hrefs, sc.links.append
    root_id = root.mem_id
    end_id = 0  # while inside a stripped subtree: the id of the node that ends it
    skipping = False
    # inside <head> (from it to <body>: the parser puts nothing else between them but comments): its elements
    # (meta, link, title, base) are looked at for what _head_element reads only. Their attributes (long meta
    # contents, preload links) hint no region: the walk never enters the head, and the parser moves every
    # element that could be a container, link, heading or widget to the body
    in_head = False
    for n in root.traverse():
        tid = n.tag_id
        kind = kinds[tid] if tid < n_kinds else 0
        if kind:
            if skipping:
                if n.mem_id == end_id:
                    skipping = False
                else:
                    if kind <= _T_SCRIPT:
                        _head_element(sc, n, tid)
                    continue
            if kind <= _T_STRIP:
                if kind <= _T_SCRIPT:
                    _head_element(sc, n, tid)
                if kind >= _T_SCRIPT:
                    strip_append(n)
                    # (an element holding one text node or none, as every script and style does, has nothing under it
                    # that traverse() yields: nothing to skip)
                    c = n.first_child
                    if c is not None and (c.next is not None or not c.is_text_node):
                        end_id = _following(n, root_id)
                        skipping = True
                    continue
            elif kind == _T_H1:
                h1_append(n)
            elif kind == _T_ARTICLE:
                articles_append(n)
            elif kind == _T_MAIN:
                sc.mains.append(n)
            elif kind == _T_COMMENT:
                if not skipping:
                    sc.comments.append(n)
                continue
            elif kind == _T_HEADEL:
                in_head = True
                continue
            elif kind == _T_BODY:
                in_head = False
            elif kind == _T_TABLE:
                sc.tables.append(n)
        elif skipping:
            if n.mem_id == end_id:
                skipping = False
            else:
                continue
        if in_head:
            continue
        at = n.attributes
        if not at:
            if kind == _T_CHROME:
                chrome_append(n)
            elif kind == _T_MARQUEE:
                marked_append((n, n.tag or "", at))
            continue
        if "class" in at:
            cls = at["class"] or ""
            info = class_info_get(cls) or _class_info(cls)
            if info is not plain:
                if info[0] is not None:
                    classed_append((n, info[0]))
                elif info[1] and (kind == _T_LINK or tid == button):
                    cta_classed_append(n)
                if info[2]:
                    hidden_class_append(n)
                if info[3]:
                    sc.fractions.append(n)
            if len(at) == 1:
                # the common case: a class and nothing else
                if kind == _T_CHROME:
                    chrome_append(n)
                elif kind == _T_MARQUEE:
                    marked_append((n, n.tag or "", at))
                continue
        if "hidden" in at or ("aria-hidden" in at and _ascii_lower(at["aria-hidden"]) == "true"):
            hidden_attr_append(n)
        if "style" in at:
            st = (at["style"] or "").lower()
            if ("none" in st or "hidden" in st) and hidden_style(st):
                hidden_style_append(n)
        if "id" in at:
            ident = at["id"] or ""
            region = id_region_get(ident, _MISSING)
            if region is _MISSING:
                region = _id_region(ident)
            if region is not None:
                ided_append((n, region))
        if kind == _T_CHROME:
            chrome_append(n)
        elif "role" in at:
            role = _ascii_lower(at["role"])
            if role in chrome_roles:
                chrome_append(n)
            elif role == "main" and kind != _T_MAIN:
                sc.mains.append(n)
        if kind == _T_MARQUEE or not mark_attrs_disjoint(at):
            marked_append((n, n.tag or "", at))
        elif (c := n.first_child) is not None and c.is_text_node and c.next is None:
            if _lists_own_words(n, at):
                # a word rotator's slot: rotating content, as a carousel's
                marked_append((n, n.tag or "", _ROTATOR_MARK))
            elif (arms := _price_arms(n, at)) is not None:
                sc.price_arms.append((n, arms))
        if kind == _T_LINK and "href" in at:
            links_append(n)
            href = at["href"] or ""
            if href:
                hrefs[n.mem_id] = href
            cta = cta_href_get(href)
            if cta is None:
                cta = _cta_href(href)
            if cta:
                cta_links_append(n)
    return sc


def _head_element(sc: _Scan, n: LexborNode, tid: int) -> None:
    """title, base, link[rel=canonical] or script (its text when JSON-LD); `tid` is its tag id."""
    if tid == _ID_TITLE:
        if sc.title is None:
            sc.title = n
    elif tid == _ID_SCRIPT:
        if "ld+json" in _ascii_lower(n.attributes.get("type")):
            sc.jsonld.append(n.text(deep=True))
    elif tid == _ID_BASE:
        if sc.base is None and "href" in n.attributes:
            sc.base = n
    elif sc.canonical is None:
        at = n.attributes
        if "href" in at and _ascii_lower(at.get("rel")) == "canonical":
            sc.canonical = n


_COOKIE_POLICY = re.compile(r"cookie[-_]?(?:policy|declaration|list|table|details)|cookiedeclaration", re.I)
#: the visitor's own consent state shown inside a cookie declaration (Cookiebot's CookieDeclarationUserStatusPanel,
#: CookieDeclarationConsentIdAndDate, CookieDeclarationUserId / UserDate; a consent id or date elsewhere)
_CONSENT_STATE = re.compile(r"userstatus|consent[-_]?id|consent[-_]?date|declarationuser", re.I)
_BANNERISH = re.compile(r"banner|notice|popup|pop-up|modal|dialog|overlay|prompt|toast|consent|\bbar\b|-bar\b|preference|settings", re.I)


def _regions(sc: _Scan, body_len: _BodyLen, exp_ids: set[int],
             special: list[LexborNode] | None = None, removed: set[int] | None = None) -> tuple[set[int], set[int]]:
    """Remove consent banners; return the element ids of volatile widgets (call-to-action buttons
    included) and of site chrome, and collect A/B experiment containers into `exp_ids`.

    A candidate holding a large share of the page is ignored (a wrapper class must not swallow the
    whole page into a region)."""
    volatile_ids: set[int] = set()
    chrome_ids: set[int] = {n.mem_id for n in sc.chrome}
    consent: list[LexborNode] = []
    # max(1500, body length // 4) and max(1500, body length // 3), the body measured only if needed

    def vol_limit() -> int:
        return max(1500, body_len.get() // 4)

    def chrome_limit() -> int:
        return max(1500, body_len.get() // 3)
    # experiment containers and volatile markers: told apart by their attributes
    marks: list[LexborNode] = special if special is not None else []
    for n, tag, attrs in sc.marked:
        if tag in ("html", "body"):
            continue
        if any(a in attrs for a in _EXPERIMENT_NAMES):
            exp_ids.add(n.mem_id)
            marks.append(n)
            if not any(a in attrs for a in _VOLATILE_NAMES) and tag not in ("marquee", "output"):
                continue
        if tag not in ("main", "article") and ((size := _text_len_over(n, 1500)) <= 1500 or size <= vol_limit()):
            volatile_ids.add(n.mem_id)
            marks.append(n)
    ctas = sc.cta_links + sc.cta_classed
    cands: list[tuple[LexborNode, str]] = sc.classed + sc.ided
    # the elements holding an h1 (its ancestors): what `n.css_first("h1") is not None` asks of each candidate
    h1_holders: set[int] = set()
    for h in sc.h1:
        p = h.parent
        while p is not None:
            h1_holders.add(p.mem_id)
            p = p.parent
    # the elements holding a <main> (or [role=main]): never a widget or site chrome
    main_holders: set[int] = set()
    for m in sc.mains:
        p = m.parent
        while p is not None and p.mem_id not in main_holders:
            main_holders.add(p.mem_id)
            p = p.parent
    accepted: dict[int, str] = {}
    accepted_regions: set[str] = set()
    small = _SMALL_IDS
    # a cookie policy's own list of cookies (OneTrust's #ot-sdk-cookie-policy, Cookiebot's CookieDeclaration, a
    # "cookie-table") is the policy's content, not a consent banner: it and what it holds stay
    policy_roots: set[int] = set()
    for n, region in cands:
        if region == CONSENT:
            names = f"{n.attributes.get('id') or ''} {n.attributes.get('class') or ''}"
            if _COOKIE_POLICY.search(names) and not _BANNERISH.search(names):
                policy_roots.add(n.mem_id)
    if policy_roots:
        def in_policy(n: LexborNode) -> bool:
            p = n
            while p is not None:
                if p.mem_id in policy_roots:
                    return True
                p = p.parent
            return False
        # (... but for the visitor's own consent shown in it: Cookiebot's "Your current state: Allow all." and
        # "Your consent ID: … Consent date: …", per visitor and per visit)
        kept: list[tuple[LexborNode, str]] = []
        for n, r in cands:
            if r != CONSENT or not in_policy(n):
                kept.append((n, r))
            elif _CONSENT_STATE.search(f"{n.attributes.get('id') or ''} {n.attributes.get('class') or ''}"):
                kept.append((n, VOLATILE))
        cands = kept
    for n, region in cands:
        tid = n.tag_id
        # a large candidate inside an accepted region of the same kind adds nothing (its size check is skipped)
        if region in accepted_regions and tid not in small and _inside_accepted(n, accepted, region):
            continue
        if _place(n, tid, region, consent, volatile_ids, chrome_ids, vol_limit, chrome_limit, marks, h1_holders, main_holders):
            accepted[n.mem_id] = region
            accepted_regions.add(region)
    # call-to-action buttons ("Start free trial" / "Get started for free"): labels under constant A/B test
    for n in ctas:
        # (strip=True strips each text node, not the whole: a pretty-printed `<a>\n <button>Sign Up</button>\n</a>`
        # reads " Sign Up ", its line breaks' empty pieces joined by the separator)
        t = n.text(deep=True, separator=" ", strip=True).strip()
        if t and len(t) <= 40 and _CTA_TEXT.match(t):
            volatile_ids.add(n.mem_id)
            marks.append(n)
    if consent:
        _decompose_guarded(consent, min(4000, max(600, body_len.get() // 3)), _CONSENT_WORDS, removed=removed)
    return volatile_ids, chrome_ids


#: an icon's name for "included" or "not included", in a class, a sprite's symbol or an image's file name ("fa-check",
#: "bi-check-circle-fill", "#icon-check", "check.png"; "fa-xmark", "bi-dash", "#icon-minus", "cross.svg")
_ICON_YES = re.compile(r"(?:^|[-_\s#/.])(?:check(?:mark)?|tick|yes|included)(?=$|[-_\s.])", re.I)
_ICON_NO = re.compile(r"(?:^|[-_\s#/.])(?:x|xmark|times|cross|close|no|minus|dash|excluded)(?=$|[-_\s.])", re.I)


def _icon_cells(tables: list[LexborNode]) -> None:
    """Give a table cell drawn by an icon alone the text it says: an image's alt text, else ✓ or ✗ by the icon's name (a
    Font Awesome or Bootstrap Icons <i>, an SVG sprite's <use>, an image's file). A comparison table whose cells have
    no text of their own (a check image, `<i class="fa-solid fa-check">`) otherwise reads the same whichever plan has
    the feature: a feature added to a plan was no change. Done before the scan's elements are stripped (<svg> is)."""
    for t in tables:
        cells = t.css("td, th")
        if len(cells) > 5000:
            continue  # (a data table that size is no comparison of plans)
        for cell in cells:
            if cell.child is None or (cell.text(deep=True) or "").strip():
                continue
            mark = ""
            for el in cell.css("img, i, span, svg, use"):
                at = el.attributes
                label = (at.get("alt") or at.get("aria-label") or at.get("title") or "").strip()
                if label:
                    mark = label
                    break
                names = " ".join(v for k in ("class", "href", "xlink:href", "src", "data-icon") if (v := at.get(k)))
                if _ICON_YES.search(names):
                    mark = "✓"
                    break
                if _ICON_NO.search(names):
                    mark = "✗"
                    break
            if mark:
                cell.insert_child(mark)


def _join_split_text(comments: list[LexborNode]) -> None:
    """Remove the comments that split one text in two and join its pieces. Server renderers put empty comments
    between the pieces of a text (React's separator: "Posted by <!-- -->Ana"; Vue's `<!---->` and `<!--[-->`), and
    CMS templates their markers ("Hello <!-- ad_section_start -->world"): parsed, each makes two text nodes, and
    every reading of text by nodes (a region's lines, a link's first line) splits there, so a redeploy that adds
    or drops them (another React version, `{a} {b}` written as one string) changed lines, job titles and names
    while no word of the page changed."""
    text_id = _ID_TEXT
    parents: dict[int, LexborNode] = {}
    for c in comments:
        # (most comments stand between elements, or between line breaks: nothing to join; React writes a space
        # alone between two separators: "Posted by<!-- --> <!-- -->Ana")
        nxt = c.next
        if nxt is None or nxt.tag_id != text_id:
            continue
        prev = c.prev
        if prev is None or prev.tag_id != text_id or (nxt.is_empty_text_node and prev.is_empty_text_node):
            continue
        parent = c.parent
        c.decompose()
        if parent is not None:
            parents[parent.mem_id] = parent
    for parent in parents.values():
        parent.merge_text_nodes()


def _join_price_fractions(fractions: list[LexborNode]) -> None:
    """Write a price's cents shown as a raised element without a decimal point back after its whole part: Elementor's
    price table (`<span class=…__integer-part>19</span><div class=…__after-price><span class=…__fractional-part>90</span>`)
    and shop themes' `price-cents` show "19⁹⁰", which read as "€19" and a line "90 /mese" (a change of the cents alone was
    no price change). Only a two-digit element right after an element ending in a digit (`fractions`: the elements whose
    class names a fraction or cents, found by the scan)."""
    for f in fractions:
        text_node = f.first_child
        if text_node is None or text_node.next is not None or text_node.tag != "-text":
            continue
        cents = (text_node.text_content or "").strip()
        if len(cents) != 2 or not cents.isdigit():
            continue
        n: LexborNode | None = f
        prev = None
        for _ in range(3):  # (the fraction may open a wrapper of its own: Elementor's after-price)
            if n is None:
                break
            prev = n.prev
            while prev is not None and prev.tag == "-text" and not (prev.text_content or "").strip():
                prev = prev.prev
            if prev is not None:
                break
            n = n.parent
        if prev is None or prev.tag == "-text":
            continue
        whole = (prev.text(deep=True) or "").rstrip()
        if not whole or not whole[-1].isdigit():
            continue
        prev.insert_after("." + cents)
        # (only the text goes: the element may be on the scan's lists, which are used after this)
        text_node.decompose()


def parse_html(text: str | bytes, *, base_url: str = "", memo: dict[str, str] | None = None) -> HtmlDoc:
    """Parse and clean an HTML document and walk it into blocks.

    `memo` maps visible block texts to their neutralised form (from the previous version of the
    page): unchanged blocks, nearly all of them on a re-fetch, skip the neutralisation patterns."""
    if html_depth_exceeds(text):
        raise ParseFailure("PARSING", f"HTML nested deeper than {MAX_HTML_DEPTH} elements")
    tree = LexborHTMLParser(text)
    title = ""
    jsonld: list[str] = []
    canonical = ""
    meta: dict[str, str] = {}
    lang = ""
    root = tree.root
    if root is None:
        return HtmlDoc(tree, [], title, base_url, jsonld, lang, canonical, [], meta)
    sc = _scan(root)
    if sc.title is not None:
        title = sc.title.text(deep=True)
        if "<!--" in title:
            # (a <title> is raw text: React 18 wrote its text separators there literally, "Careers<!-- --> | <!-- -->Acme",
            # until the page's title became one string)
            title = title.replace("<!-- -->", "")
        title = clean(title)
    jsonld = sc.jsonld
    if sc.base is not None:
        href = sc.base.attributes.get("href") or ""
        if href:
            base_url = canonical_url(href, base_url) or base_url
    if sc.canonical is not None:
        canonical = canonical_url(sc.canonical.attributes.get("href") or "", base_url)
    if root.tag == "html":
        lang = (root.attributes.get("lang") or "").lower()
    body = tree.body
    if body is None:
        return HtmlDoc(tree, [], title, base_url, jsonld, lang, canonical, [], meta)
    if sc.tables:
        _icon_cells(sc.tables)
    # tree.strip_tags(_STRIP_TAGS, recursive=True), without one pass over the tree per tag
    for n in sc.strip:
        n.decompose()
    if sc.comments:
        _join_split_text(sc.comments)
    if sc.fractions:
        _join_price_fractions(sc.fractions)
    for n, arms in sc.price_arms:
        c = n.first_child
        if c is not None and c.is_text_node:
            c.insert_after(arms)
            c.decompose()
    body_len = _BodyLen(body)  # (measured when a limit needs it: max(2000, body length // 2) here)
    removed: set[int] = set()
    _decompose_guarded([n for n in sc.hidden_attr + sc.hidden_class + sc.hidden_style
                        if not (_toggled_price(n) or _experiment_arm(n))], 2000,
                       removed=removed, body_len=body_len)
    if removed:
        sc.drop(removed)
    exp_ids: set[int] = set()
    special: list[LexborNode] = []
    consent_removed: set[int] = set()
    volatile_ids, chrome_ids = _regions(sc, body_len, exp_ids, special, consent_removed)
    articles = [a for a in sc.articles if a.mem_id not in consent_removed] if consent_removed else sc.articles
    links = [a for a in sc.links if a.mem_id not in consent_removed] if consent_removed else sc.links
    fast, slow = _fast_roots(volatile_ids, chrome_ids, exp_ids, special)
    rotating: list[int] = []
    blocks, nodes = _walk(body, volatile_ids, chrome_ids, memo or {}, exp_ids, fast, slow, sc.hrefs, rotating)
    if rotating:
        _rotating_lists(blocks, nodes, rotating)
    if sc.mains and blocks and blocks[0].region == MAIN:
        _bar_above_header(blocks, nodes, {m.mem_id for m in sc.mains}, body.mem_id)
    if title:
        blocks.insert(0, Block("title", title, (memo.get(title) if memo else None) or neutralize(title), META, (), "head"))
        nodes.insert(0, None)
    return HtmlDoc(tree, blocks, title, base_url, jsonld, lang, canonical, nodes, meta, volatile_ids | chrome_ids, articles,
                   links)


#: headings of lists a site picks anew on every render (by popularity, at random, per visitor)
_ROTATING_HEADING = re.compile(
    r"^(?:(?:most\s+)?popular(?:\s+(?:posts|articles|stories|reads|now|this\s+week))?|trending(?:\s+\w+){0,2}|most\s+(?:read|viewed|shared|popular)"
    r"(?:\s+\w+){0,2}|you\s+(?:may|might)\s+also\s+(?:like|enjoy)|recommended(?:\s+for\s+you|\s+(?:posts|articles|reading))?|"
    r"related\s+(?:posts|articles|stories|reading|content)|more\s+(?:to|you\s+might)\s+(?:read|explore|like)|editor'?s\s+picks?|"
    # a job posting's or a product's "Similar roles" / "Related jobs" / "Other open positions" / "Customers also viewed":
    # a few of the site's other pages drawn per render, none of this page's content
    r"(?:similar|related)\s+(?:jobs|roles|positions|openings|vacancies|products|items)|"
    r"other\s+(?:open\s+)?(?:jobs|roles|positions|openings)(?:\s+you\s+might\s+like)?|"
    r"you\s+might\s+also\s+be\s+interested\s+in|customers\s+also\s+(?:bought|viewed))$",
    re.I)


#: first letters of those headings (a cheap test before the pattern)
_ROTATING_FIRST = frozenset("PpTtMmYyRrEeSsOoCc")


def _rotating_start(text: str) -> bool:
    """Whether a block's text is such a heading (tested on short texts only)."""
    return len(text) <= 40 and text[0] in _ROTATING_FIRST and _ROTATING_HEADING.match(text) is not None


def _rotating_lists(blocks: list[Block], nodes: list[LexborNode | None], starts: list[int]) -> None:
    """Mark the items under a "Popular posts" / "Trending" / "You may also like" heading volatile (up to
    the next heading of the same or a higher level, at most 12 blocks): which items such a list shows
    changes between renders while the page does not. In a region taken in one piece (a sidebar: every
    text piece a block of the region's tag) the heading is a piece, and the list the pieces after it.
    `starts`: the indices of the blocks that are such headings (noted by the walk)."""
    n = len(blocks)
    done = -1
    for i in starts:
        if i <= done:
            continue
        b = blocks[i]
        tag = b.tag
        heading = len(tag) == 2 and tag[0] == "h" and "1" < tag[1] <= "6"
        if b.region == VOLATILE or not (heading or b.region != MAIN):
            continue
        end = min(n, i + 13)
        j = i + 1
        node = nodes[i]
        while j < end:
            x = blocks[j]
            if heading:
                if len(x.tag) == 2 and x.tag[0] == "h" and "1" <= x.tag[1] <= tag[1]:
                    break
            elif nodes[j] is not node or x.tag != tag:
                break
            if x.region != VOLATILE:
                blocks[j] = Block(x.tag, x.text, "", VOLATILE, x.links, x.path)
            j += 1
        done = j - 1


#: at most this many short blocks above a page's header make its announcement bar (a message and its link)
_BAR_BLOCKS = 3
_BAR_TEXT = 160


def _bar_above_header(blocks: list[Block], nodes: list[LexborNode | None], main_ids: set[int], body_id: int) -> None:
    """On a page that marks its content (<main>), the few short lines above its site header — before the first
    block of the header's navigation, outside <main> — are an announcement bar ("Webinar on Dec 12 →", "New:
    saved views →"), whatever its class is called (`Banner_root__x1Yz2`, CSS modules): a message the site rotates
    or swaps from visit to visit, linking to what it announces, no content of the page. Marked volatile. Nothing is
    marked when no header follows them, when one is a heading, long or links nowhere (a line of the page's own put
    first, "Out of stock"), or when one lies inside <main>."""
    n = min(len(blocks), _BAR_BLOCKS + 1)
    i = 0
    while i < n and blocks[i].region == MAIN:
        b = blocks[i]
        if len(b.text) > _BAR_TEXT or not b.links or (len(b.tag) == 2 and b.tag[0] == "h" and b.tag[1].isdigit()):
            return
        node = nodes[i]
        while node is not None and node.mem_id != body_id:
            if node.mem_id in main_ids:
                return
            node = node.parent
        i += 1
    if i == 0 or i > _BAR_BLOCKS or i >= len(blocks) or blocks[i].region != CHROME:
        return
    for j in range(i):
        x = blocks[j]
        blocks[j] = Block(x.tag, x.text, "", VOLATILE, x.links, x.path)


def _fast_roots(volatile_ids: set[int], chrome_ids: set[int], exp_ids: set[int],
                special: list[LexborNode]) -> tuple[set[int], set[int]]:
    """Region roots whose text can be taken in one C call instead of walked node by node (site
    chrome such as navigation and footers, volatile widgets), and the elements that must be walked
    because they hold a volatile widget or an experiment (their parts differ in region)."""
    if not chrome_ids and not volatile_ids and not exp_ids:
        return set(), set()
    holds_special: set[int] = set()
    for n in special:
        p = n.parent
        while p is not None and p.tag not in ("body", "html"):
            pid = p.mem_id
            if pid in holds_special:
                break
            holds_special.add(pid)
            p = p.parent
    return (chrome_ids - holds_special) | volatile_ids, holds_special


_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: what makes a table row page layout rather than one block: cells holding paragraphs, lists, tables
_LAYOUT_TAGS = ("p", "div", "ul", "ol", "dl", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article",
                "blockquote", "pre", "form")
_LAYOUT_IDS = _id_set(_LAYOUT_TAGS)


def _holds_layout(row: LexborNode) -> bool:
    """`row.css_first("p, div, ul, …") is not None`, without parsing a selector for every row."""
    layout = _LAYOUT_IDS
    for n in row.traverse():
        if n.tag_id in layout:
            return True
    return False

#: inline elements rendered as separate boxes: their text never runs into the neighbours'
_BOXED = frozenset({"a", "button", "label"})

#: what the walk does with an element, by tag id (bit flags; 0: an inline element such as span)
_K_LEAF, _K_BR, _K_BLOCK, _K_BOXED, _K_A, _K_HF, _K_CELL, _K_TR, _K_ARTICLE = 1, 2, 4, 8, 16, 32, 64, 128, 256
_WALK_IDS = tag_ids(set(_SKIP) | _BLOCK | _BOXED | {"-text", "br", "header", "footer", "td", "th", "tr", "article"})
_WALK_KIND: dict[int, int] = {}
for _name, _tid in _WALK_IDS.items():
    _WALK_KIND[_tid] = (
        (_K_LEAF if _name in _SKIP or _name in ("-text", "br") else 0) | (_K_BR if _name == "br" else 0)
        | (_K_BLOCK if _name in _BLOCK else 0) | (_K_BOXED if _name in _BOXED else 0) | (_K_A if _name == "a" else 0)
        | (_K_HF if _name in ("header", "footer") else 0) | (_K_CELL if _name in ("td", "th") else 0)
        | (_K_TR if _name == "tr" else 0) | (_K_ARTICLE if _name == "article" else 0))
#: tag id → name, for the tags the walk knows (block tags above all: they name blocks and paths)
_ID_NAME: dict[int, str] = {tid: name for name, tid in _WALK_IDS.items()}
_ID_TEXT = _WALK_IDS["-text"]
del _name, _tid
#: _WALK_KIND as a list indexed by tag id (an id past its end, a custom element's: 0, inline)
_WALK_KIND_BY_ID: list[int] = [_WALK_KIND.get(i, 0) for i in range(max(_WALK_KIND) + 1)]


def _emit_region(node: LexborNode, tag: str, region: str, path3: str, memo_get: Any, blocks: list[Block],
                 nodes: list[LexborNode | None], rotating: list[int] | None = None) -> None:
    """Blocks of a region root from C-level text extraction: one block per text piece."""
    try:
        # (skip_empty: a text node of ASCII whitespace strips to an empty piece, which makes no block; skipping it in
        # C spares the loop below most of its pieces: the indentation between a region's elements)
        raw = node.text(deep=True, separator="\n", strip=True, skip_empty=True)
    except Exception:  # noqa: BLE001 - selectolax raises on detached nodes
        return
    path = path3[path3.find("/") + 1:] + "/" + tag if path3.count("/") >= 2 else path3 + "/" + tag
    volatile, chrome = region == VOLATILE, region == CHROME
    # (_rotating_start inlined: this loop runs once per text piece of every region)
    heads = rotating is not None and not volatile
    first, heading = _ROTATING_FIRST, _ROTATING_HEADING.match
    add_block, add_node = blocks.append, nodes.append
    for piece in raw.split("\n"):
        if not piece:
            continue
        text = clean(piece)
        if not text:
            continue
        norm = "" if volatile else (memo_get(text) or neutralize(text))
        if chrome and len(text) <= 7 and _NAV_COUNT.match(text):
            norm = "<n>"  # (a count badge of the navigation, as in the loop of the other reader)
        if heads and len(text) <= 40 and text[0] in first and heading(text) is not None:
            rotating.append(len(blocks))  # type: ignore[union-attr]
        add_block(Block(tag, text, norm, region, (), path))
        add_node(node)


def _path_step(path3: str, tag: str) -> str:
    """The ancestry signature one block element deeper (the last three block tags)."""
    return path3[path3.find("/") + 1:] + "/" + tag if path3.count("/") >= 2 else path3 + "/" + tag


def _walk(
    body: LexborNode, volatile_ids: set[int], chrome_ids: set[int], memo: dict[str, str], exp_ids: set[int] | None = None,
    fast_ids: set[int] | None = None, slow_ids: set[int] | None = None, hrefs: dict[int, str] | None = None,
    rotating: list[int] | None = None,
) -> tuple[list[Block], list[LexborNode | None]]:
    """One iterative pass over the body (no recursion: real pages nest thousands deep).

    Block elements start and end blocks; regions (chrome, volatile) are inherited; table rows
    become one block with " | " between cells; short copy inside A/B-experiment containers
    (CTA labels, microcopy) is volatile. This loop is the differ's hot path: locals are bound
    once, the per-node work is kept to a few attribute reads, and an element whose only child
    is a text node (most spans, links, list items and paragraphs) is handled without descending.
    `hrefs` holds the links' non-empty hrefs by element id (from the scan; None: read from each link).
    `rotating` receives the indices of the blocks that head a rotating list (see _rotating_lists)."""
    blocks: list[Block] = []
    nodes: list[LexborNode | None] = []
    buf: list[str] = []
    push_text = buf.append
    links: list[tuple[str, int]] = []
    exp = exp_ids or set()
    fast = fast_ids or set()
    slow = slow_ids or set()
    region_ids = volatile_ids | chrome_ids | exp
    kinds, id_names, text_id = _WALK_KIND_BY_ID, _ID_NAME, _ID_TEXT
    n_kinds = len(kinds)
    hrefs_get = hrefs.get if hrefs is not None else None
    id_name = id_names.get
    memo_get = memo.get
    add_block, add_node = blocks.append, nodes.append
    paths: dict[tuple[str, int], str] = {}
    # context of the element being visited (saved on the stack when descending)
    block_tag = "body"
    block_node: LexborNode | None = body
    region = MAIN
    in_article = False
    in_row = False
    in_exp = False
    path3 = "body"
    stack: list[tuple[LexborNode, int, str, LexborNode | None, str, bool, bool, bool, str, bool]] = []
    push, pop = stack.append, stack.pop

    def flush(block_tag: str, block_node: LexborNode | None, region: str, in_exp: bool, path3: str) -> None:
        raw = "".join(buf)
        if raw.isascii():
            if raw and raw[0] != " " and raw[-1] != " " and "  " not in raw and raw.isprintable():
                text = raw  # clean already (see clean()), and not blank
                blank = False
            elif "  " not in (text := raw.strip()) and text.isprintable():
                blank = not text  # clean but for the whitespace around it (see clean())
            else:
                words = raw.split()  # clean() of ASCII text, and its emptiness test in one
                blank = not words
                text = " ".join(words)
        else:
            blank = raw.isspace()
            text = "" if blank else clean(raw)
        if blank:
            buf.clear()
            if links:
                for i in range(len(links)):
                    links[i] = (links[i][0], 0)
            return
        if block_tag == "tr":
            text = text.strip(" |")
            if not text:
                buf.clear()
                return
        if links:
            # a link opened after the block's last words belongs to the next block (a card's <a> wrapping it)
            last = len(buf) - 1
            while last >= 0 and buf[last].isspace():
                last -= 1
            held = [h for h, pos in links if pos <= last]
            if len(held) == len(links):
                links.clear()
            else:
                carry = [(h, 0) for h, pos in links if pos > last]
                links.clear()
                links.extend(carry)
            mine = tuple(held)
        else:
            mine = ()
        buf.clear()
        reg = region
        if in_exp and reg == MAIN and block_tag not in _HEADING_TAGS and text.count(" ") < 5:
            reg = VOLATILE
        norm = "" if reg == VOLATILE else (memo_get(text) or neutralize(text))
        if reg == CHROME and len(text) <= 7 and _NAV_COUNT.match(text):
            # a count badge of its own in the site's navigation ("Issues 118", a cart's "3", "99+"): it ticks with
            # every visit
            norm = "<n>"
        if rotating is not None and block_tag in _HEADING_TAGS and reg != VOLATILE and _rotating_start(text):
            rotating.append(len(blocks))
        add_block(Block(block_tag, text, norm, reg, mine, path3))
        add_node(block_node)

    node: LexborNode | None = body.first_child
    tid = 0  # tag id of the node just visited (or of the element just closed)
    mid = 0
    while node is not None:
        text = node.text_content  # None unless a text node (cheaper than reading its tag)
        if text is not None:
            tid = text_id
            if buf or links or not text.isspace():
                push_text(text)
            # (else: whitespace with nothing before it in the block: flushing it would only clear it)
        elif (k := kinds[tid] if (tid := node.tag_id) < n_kinds else 0) & _K_LEAF:
            if k & _K_BR:
                push_text(" ")
            elif tid == text_id:
                push_text("")  # a text node without data
            # (else: an element never shown as text, or a comment)
        else:
            child = node.first_child
            if region_ids:
                mid = node.mem_id
                if mid in region_ids:
                    if mid in volatile_ids:
                        new_region = VOLATILE
                    elif region == MAIN and not in_article and mid in chrome_ids:
                        new_region = CHROME
                    else:
                        new_region = region
                    entering_exp = mid in exp
                else:
                    new_region = region
                    entering_exp = False
            else:
                new_region, entering_exp = region, False
            chrome_tag = False
            if k & _K_HF:
                if region == MAIN and not in_article:
                    new_region = CHROME
                    chrome_tag = True
            if new_region != region and not in_row and (
                    (fast and mid in fast) or (chrome_tag and node.mem_id not in slow)):
                # a whole region root (navigation, footer, widget): its text in one C call
                if buf:
                    flush(block_tag, block_node, region, in_exp, path3)
                _emit_region(node, id_name(tid) or node.tag or "", new_region, path3, memo_get, blocks, nodes, rotating)
            else:
                if k & _K_BOXED:
                    if k & _K_A:
                        href = hrefs_get(node.mem_id) if hrefs_get is not None else node.attrs.get("href")
                        push_text(" ")
                        if href:
                            links.append((href, len(buf)))
                    else:
                        push_text(" ")
                is_block = k & _K_BLOCK
                if in_row:
                    if k & _K_CELL:
                        push_text(" | ")
                    elif is_block:
                        push_text(" ")
                    if child is not None:
                        push((node, k, block_tag, block_node, region, in_article, in_row, in_exp, path3, False))
                        region = new_region
                        in_exp = in_exp or entering_exp
                        node = child
                        continue
                elif is_block or new_region != region:
                    if buf:
                        flush(block_tag, block_node, region, in_exp, path3)
                    if child is not None:
                        if is_block:
                            path_key = (path3, tid)
                            nxt_path = paths.get(path_key)
                            if nxt_path is None:
                                nxt_path = paths[path_key] = _path_step(path3, id_names[tid])
                        else:
                            nxt_path = path3
                        if not k & _K_TR and child.next is None:
                            text = child.text_content
                            if text is not None:
                                # a block holding one text: the block itself, without descending
                                push_text(text)
                                flush(id_names[tid] if is_block else block_tag, node if is_block else block_node,
                                      new_region, in_exp or entering_exp, nxt_path)
                                child = None
                        if child is not None:
                            push((node, k, block_tag, block_node, region, in_article, in_row, in_exp, path3, True))
                            if is_block:
                                block_tag = id_names[tid]
                                block_node = node
                                path3 = nxt_path
                            region = new_region
                            if k & _K_ARTICLE:
                                in_article = True
                            # a row is one block unless it is page layout (cells holding paragraphs, lists, tables)
                            in_row = bool(k & _K_TR) and not _holds_layout(node)
                            in_exp = in_exp or entering_exp
                            node = child
                            continue
                elif child is not None:
                    if child.next is None:
                        text = child.text_content
                        if text is not None:
                            # an inline element holding one text (<a>, <span>, <strong>): its text
                            push_text(text)
                            if k & _K_BOXED:
                                push_text(" ")
                            child = None
                    if child is not None:
                        push((node, k, block_tag, block_node, region, in_article, in_row, in_exp, path3, False))
                        in_exp = in_exp or entering_exp
                        node = child
                        continue
        # next sibling, or climb up (closing elements) until one has a next sibling
        while True:
            nxt = node.next
            if nxt is not None:
                # adjacent elements (React renders <span>API</span><span>Operational</span>) are
                # laid out apart: keep their words apart; text touching an element stays glued
                if tid != text_id and buf and not nxt.is_text_node:
                    push_text(" ")
                node = nxt
                break
            if not stack:
                node = None
                break
            entry = pop()
            tid = -1  # an element
            if entry[9]:
                if buf:
                    flush(block_tag, block_node, region, in_exp, path3)  # with the closing block's context
            elif entry[1] & _K_BOXED:
                push_text(" ")
            node, _k, block_tag, block_node, region, in_article, in_row, in_exp, path3, _b = entry
    if buf:
        flush(block_tag, block_node, region, in_exp, path3)
    return blocks, nodes


def attr(node: LexborNode, name: str) -> str:
    """An attribute value or "" (selectolax returns None for valueless attributes)."""
    v: Any = node.attributes.get(name)
    return v if isinstance(v, str) else ""


def clear_caches() -> None:
    """Forget every memo of class names, ids, hrefs and URLs (the process-wide caches above and
    changewire_common.urls'): the benchmark's "first sight" pass measures pages as if never seen."""
    from changewire_common import urls

    for cache in (_NAME_CACHE, _CTA_HREF, _CLASS_REGION, _ID_REGION, _CTA_CLASS, _CLASS_INFO):
        cache.clear()
    urls.canonical_url.cache_clear()
    urls.url_path_key.cache_clear()
