"""Where a sensor's content may have moved: candidate URLs of the same surface, ranked.

Pure: no I/O. Inputs are bodies already fetched (a homepage, a sitemap) and the redirect target.
Surface classification is the shared one (`changewire_common.surfaces.classify_link`); this
module only extracts links with their page region and ranks what the classifier says.
"""
from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit, urlunsplit

from changewire_common.ats import ats_from_url
from changewire_common.domains import registrable_domain, url_domain
from changewire_common.surfaces import (
    PAGE_BUILDER_HOSTS, PROJECT_PAGE_HOSTS, SUBDOMAIN_SURFACES, SurfaceMatch, brand_tenant, classify_link,
    classify_url, is_language_segment, is_social_url, surface_root,
)
from changewire_common.vocab import Surface
from selectolax.lexbor import LexborHTMLParser

from .identity import text_language

#: the shared classifier's signature: (url, text, *, region, site_domain) → match or None
Classify = Callable[..., SurfaceMatch | None]

#: where a candidate came from, strongest evidence first
REDIRECT, NAV, FEED_LINK, SITEMAP = "redirect", "nav", "feed_link", "sitemap"
#: the page at the old URL points elsewhere without an HTTP redirect (`<meta http-equiv=refresh>`,
#: `<link rel=canonical>`), or the site moved (its homepage redirects to another origin) and the old
#: path on the new origin is the obvious place to look: like a redirect, taken whatever the URL says
HINT, SAME_PATH = "hint", "same_path"
#: an item of the old listing (a post below the old blog index) redirects to a new place: the index above that
#: place is where the listing went (a blog moved post by post to blog.acme.com while its old index answers 404)
ITEM_REDIRECT = "item_redirect"
#: the page at the old URL now frames its content from elsewhere (`<iframe src=…>` in its main content: a job
#: board embedded in the careers page)
FRAME = "frame"
#: a link in the main content of the page now at the old URL ("our careers page has moved: see ...")
OLD_PAGE = "old_page"
SOURCE_BONUS = {REDIRECT: 10.0, HINT: 5.0, ITEM_REDIRECT: 5.0, FRAME: 5.0, SAME_PATH: 1.0, OLD_PAGE: 0.2, NAV: 0.15,
                FEED_LINK: 0.15, SITEMAP: 0.0}
#: sources whose candidates need not classify to the sensor's surface
DIRECT_SOURCES = frozenset({REDIRECT, HINT, ITEM_REDIRECT, FRAME, SAME_PATH})
#: rank taken from the index an old item page sat under (its successor is another item, rarely the index)
INDEX_OF_ITEM_PENALTY = 0.5
#: rank taken from a page of the old URL's host above it (`/docs` for an API reference at `/docs/api`, `/legal` for
#: `/legal/privacy`): a broader page, where the watched one went only when it was merged up — which a redirect says
#: (redirects are not ranked this way) — so a link naming the page itself (NAME_BONUS) comes first
ANCESTOR_PENALTY = 0.2
#: a link classified to the sensor's surface below this confidence is not a candidate
MIN_SURFACE_CONFIDENCE = 0.3
#: links and sitemap entries read at most (a hostile page cannot make ranking slow)
MAX_LINKS = 5000
MAX_SITEMAP_URLS = 50_000

_SKIP_EXT = re.compile(
    r"\.(?:png|jpe?g|gif|webp|svg|ico|css|js|mjs|pdf|zip|gz|tgz|mp4|mp3|webm|woff2?|ttf|eot|dmg|exe|docx?|xlsx?|pptx?)$",
    re.I,
)
_FEED_TYPES = ("application/rss+xml", "application/atom+xml", "application/feed+json", "application/json")


@dataclass(frozen=True)
class Found:
    """A URL seen somewhere, before ranking. `region`: nav, header, footer, main, sitemap, redirect."""

    url: str
    source: str
    anchor: str = ""
    region: str = "main"


@dataclass(frozen=True)
class Candidate:
    """A ranked candidate: higher `rank` is fetched first."""

    url: str
    sources: tuple[str, ...]
    surface: str | None
    surface_confidence: float
    anchor: str
    rank: float


@functools.lru_cache(maxsize=1 << 17)
def url_key(url: str) -> str:
    """Comparison key of a URL: scheme and host lower-cased, default port and fragment dropped,
    trailing slash ignored (except the root). Memoised: a sitemap of 50,000 URLs (the protocol's limit per file) has
    every URL keyed several times over while it is ranked."""
    try:
        p = urlsplit(url.strip())
        port = p.port
    except ValueError:
        return url.strip()
    scheme = p.scheme.lower()
    host = (p.hostname or "").lower()
    netloc = host if port is None or (scheme, port) in (("http", 80), ("https", 443)) else f"{host}:{port}"
    path = p.path or "/"
    if len(path) > 1:
        path = path.rstrip("/") or "/"
    return urlunsplit((scheme, netloc, path, p.query, ""))


#: subdomain labels of a site's non-production copies (staging.acme.com, dev.acme.com, acme-staging.acme.com): a
#: copy a team deploys before the real site, behind a login tomorrow or wiped — never where a page went
_NON_PRODUCTION = frozenset({"staging", "stage", "stg", "dev", "develop", "development", "test", "testing", "qa",
                             "uat", "preprod", "pre-prod", "preview", "sandbox"})
#: hosts of web archives and caches: a copy of a page as it was once, which never changes again
_ARCHIVES = frozenset({"web.archive.org", "archive.org", "wayback.archive.org", "archive.ph", "archive.today",
                       "archive.is", "archive.li", "archive.vn", "archive.md", "webcache.googleusercontent.com",
                       "cachedview.nl", "timetravel.mementoweb.org", "webcitation.org", "arquivo.pt"})


#: hosting platforms' technical host names of sites whose visitors use the company's own domain
_BUILD_HOSTS = (".webflow.io", ".wpengine.com", ".wpenginepowered.com", ".pantheonsite.io")


def non_production(url: str) -> bool:
    """True when `url` is on a non-production copy of a site: a subdomain label (left of the registrable domain)
    that is, or is joined by a hyphen to, `staging`, `dev`, `qa`, `uat`, `preview`, ... (`staging.acme.com`,
    `dev-www.acme.com`, `www.staging.acme.com`), a hosting platform's technical name (`acme.webflow.io`,
    `acme.wpengine.com`, `live-acme.pantheonsite.io`) or a branch preview (`acme-git-main-team.vercel.app`). A
    sensor already on such a host may move within them (callers compare with the old URL)."""
    try:
        host = (urlsplit(url).hostname or "").lower().rstrip(".")
    except ValueError:
        return False
    if host.endswith(_BUILD_HOSTS) or host.endswith(".vercel.app") and "-git-" in host:
        # a hosting platform's technical name of a site served at its own domain (Webflow's `acme.webflow.io`
        # staging, WP Engine's and Pantheon's environment names) or a preview deployment of a branch
        # (`acme-git-main-team.vercel.app`)
        return True
    reg = registrable_domain(host) if host else ""
    if reg == host and host.count(".") >= 2:  # a suffix the public list does not know (`.test`, an intranet's)
        reg = ".".join(host.split(".")[-2:])
    if not reg or host == reg or not host.endswith("." + reg):
        return False
    for label in host[: -len(reg) - 1].split("."):
        if label in _NON_PRODUCTION or any(p in _NON_PRODUCTION for p in label.split("-")):
            return True
    return False


#: subdomain labels of a site's own archive (`archive.acme.com`: the old site kept as it was when a new one launched)
_ARCHIVE_LABELS = frozenset({"archive", "archives", "archived", "webarchive"})


def archive_copy(url: str) -> bool:
    """True when `url` is a web archive's or a cache's copy of a page (web.archive.org, archive.ph, Google's cache),
    or a page of a site's own archive subdomain (`archive.acme.com`, `archived-www.acme.com`)."""
    try:
        host = (urlsplit(url).hostname or "").lower().rstrip(".")
    except ValueError:
        return False
    if host in _ARCHIVES or any(host.endswith("." + a) for a in _ARCHIVES):
        return True
    if "archive" not in host:
        return False
    reg = registrable_domain(host)
    if reg == host and host.count(".") >= 2:  # a suffix the public list does not know (`.test`, an intranet's)
        reg = ".".join(host.split(".")[-2:])
    if not reg or host == reg or not host.endswith("." + reg):
        return False
    return any(label in _ARCHIVE_LABELS or any(p in _ARCHIVE_LABELS for p in label.split("-"))
               for label in host[: -len(reg) - 1].split("."))


def exact_key(url: str) -> str:
    """`url_key` keeping a trailing slash: `/careers` and `/careers/` are one page's two spellings to `url_key`, but
    two addresses to a server (one may answer 404 while the other answers the page)."""
    key = url_key(url)
    try:
        path = urlsplit(url.strip()).path
    except ValueError:
        return key
    if len(path) > 1 and path.endswith("/") and not urlsplit(key).path.endswith("/"):
        p = urlsplit(key)
        return urlunsplit((p.scheme, p.netloc, p.path + "/", p.query, ""))
    return key


#: a session id an app server puts in the path of its links (`/jobs;jsessionid=0A1B…`)
_PATH_SESSION = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/?#]*", re.I)


def clean_url(href: str, base: str) -> str | None:
    """Absolute http(s) URL of a link without its fragment; None for anything else."""
    href = href.strip()
    if not href or href.startswith(("#", "mailto:", "tel:", "javascript:", "data:")):
        return None
    try:
        absu = urljoin(base, href)
        p = urlsplit(absu)
    except ValueError:
        return None
    if p.scheme not in ("http", "https") or not p.hostname:
        return None
    if _SKIP_EXT.search(p.path):
        return None
    path = _PATH_SESSION.sub("", p.path) if ";" in p.path else p.path  # one visitor's session, not the address
    return urlunsplit((p.scheme, p.netloc, path or "/", p.query, ""))


_REGIONS = ("nav", "header", "footer")


def _region(node: object) -> str:
    """nav / header / footer when the link sits inside one (or a role=navigation element), else main."""
    n = getattr(node, "parent", None)
    depth = 0
    while n is not None and depth < 40:
        tag = getattr(n, "tag", "") or ""
        if tag in _REGIONS:
            return tag
        attrs = getattr(n, "attributes", None) or {}
        if attrs.get("role") == "navigation":
            return "nav"
        if tag in ("body", "html"):
            break
        n = getattr(n, "parent", None)
        depth += 1
    return "main"


_REFRESH_URL = re.compile(r"^\s*(\d+(?:\.\d*)?)?\s*[;,]?\s*(?:url\s*=\s*)?['\"]?([^'\"]*)['\"]?\s*$", re.I)
#: a meta refresh later than this is a slideshow or a "you will be redirected" notice, not a move
MAX_REFRESH_DELAY_S = 10.0


#: a script statement that sends the browser elsewhere: `location.replace('…')`, `location.assign('…')`,
#: `window.location.href = '…'`, `location = '…'` (window., document., top. or self. in front)
_LOCATION = r"""(?:\b(?:window|document|top|self)\s*\.\s*|(?<![\w.$]))location"""
_SCRIPT_REDIRECT = re.compile(
    _LOCATION + r"""\s*(?:\.\s*href\s*)?=(?!=)\s*(['"`])([^'"`\s]{1,2000})\1"""
    r"|" + _LOCATION + r"""\s*\.\s*(?:replace|assign)\s*\(\s*(['"`])([^'"`\s]{1,2000})\3\s*\)""")
#: a page whose visible text has at most this many words may be a redirect stub (a script redirect on a
#: page with content is an app's navigation, not a move)
STUB_MAX_WORDS = 60


def _script_redirect(tree: LexborHTMLParser) -> str | None:
    """The target of the first top-level script redirect of a stub page (few visible words), else None."""
    body = tree.body
    visible = body.text(separator=" ", strip=True) if body is not None else ""
    scripts = [n.text() or "" for n in tree.css("script") if not n.attributes.get("src")]
    if not scripts or len(visible.split()) - sum(len(t.split()) for t in scripts) > STUB_MAX_WORDS:
        return None
    for code in scripts:
        m = _SCRIPT_REDIRECT.search(code[:20_000])
        if m:
            return m.group(2) or m.group(4)
    return None


def _page_language(tree: LexborHTMLParser) -> str | None:
    """The page's language: `<html lang>` (primary subtag), else guessed from its text."""
    node = tree.css_first("html[lang]")
    lang = (node.attributes.get("lang") or "").strip().lower() if node is not None else ""
    if lang:
        return lang.replace("_", "-").split("-")[0]
    body = tree.body
    return text_language(body.text(separator="\n", strip=True)[:30_000]) if body is not None else None


def _alternates(tree: LexborHTMLParser, base_url: str, language: str) -> list[str]:
    """`<link rel=alternate hreflang>` URLs of a page in another language than `language`: the one in
    `language` first, then the x-default; none when the page is in `language` already."""
    if _page_language(tree) in (None, language):
        return []
    same: list[str] = []
    default: list[str] = []
    for node in tree.css("link[rel][hreflang][href]"):
        if "alternate" not in (node.attributes.get("rel") or "").lower().split():
            continue
        tag = (node.attributes.get("hreflang") or "").strip().lower().replace("_", "-")
        u = clean_url(node.attributes.get("href") or "", base_url)
        if u is None:
            continue
        if tag.split("-")[0] == language:
            same.append(u)
        elif tag == "x-default":
            default.append(u)
    return same + default


def language_home(body: str, base_url: str, language: str) -> str | None:
    """The front page in `language` that a site's front page names, on the same host and at another address: its
    head's translation (`<link rel=alternate hreflang=fr href=/fr/>`, a language or region chooser's), else a link to
    the language's root (`<a href="/fr/">Français</a>`, a language switcher); None when there is none."""
    if not body or not language:
        return None
    tree = LexborHTMLParser(body[:500_000])
    own = url_key(base_url)
    host = (urlsplit(base_url).hostname or "").lower()

    def usable(u: str | None) -> bool:
        return u is not None and url_key(u) != own and (urlsplit(u).hostname or "").lower() == host

    for node in tree.css("link[rel][hreflang][href]"):
        if "alternate" not in (node.attributes.get("rel") or "").lower().split():
            continue
        tag = (node.attributes.get("hreflang") or "").strip().lower().replace("_", "-")
        u = clean_url(node.attributes.get("href") or "", base_url)
        if tag.split("-")[0] == language and usable(u):
            return u
    for node in tree.css("a[href]"):
        u = clean_url(node.attributes.get("href") or "", base_url)
        if not usable(u):
            continue
        segs = [seg for seg in urlsplit(u).path.split("/") if seg]
        if len(segs) == 1 and is_language_segment(segs[0]) and not urlsplit(u).query \
                and segs[0].lower().replace("_", "-").split("-")[0] == language:
            return u
    return None


def page_language(body: str) -> str | None:
    """A page's language (`<html lang>`'s primary subtag, else guessed from its text)."""
    if not body:
        return None
    return _page_language(LexborHTMLParser(body[:500_000]))


def _in_noscript(node: object) -> bool:
    """True when `node` sits inside a `<noscript>` element (bounded walk up)."""
    cur = getattr(node, "parent", None)
    for _ in range(50):
        if cur is None:
            return False
        if getattr(cur, "tag", "") == "noscript":
            return True
        cur = getattr(cur, "parent", None)
    return False


def page_hints(body: str, base_url: str, language: str | None = None) -> list[str]:
    """Where a page says its content lives instead, strongest first: a `<meta http-equiv=refresh>`
    target (static hosts "redirect" this way, e.g. jekyll-redirect-from), a script redirect on a stub
    page (`location.replace('…')`: what hosted sites serve when they cannot send a 301), a
    `<link rel=canonical>` that names another URL, and — when `language` (the watched content's) is
    given and the page is in another one (a geo or Accept-Language redirect landed on a translation) —
    its `hreflang` alternate in that language, then its x-default. Absolute http(s) URLs; the page's
    own URL is left out."""
    if not body or "<" not in body[:200_000]:
        return []
    tree = LexborHTMLParser(body[:500_000])
    own = url_key(base_url)
    out: list[str] = []

    def add(u: str | None) -> None:
        if u is not None and url_key(u) != own and u not in out:
            out.append(u)

    for node in tree.css("meta[http-equiv][content]"):
        if (node.attributes.get("http-equiv") or "").strip().lower() != "refresh" or _in_noscript(node):
            continue  # (a refresh inside <noscript> sends only browsers without JavaScript to a "please enable it")
        m = _REFRESH_URL.match(node.attributes.get("content") or "")
        if not m or not m.group(2).strip():
            continue
        try:
            delay = float(m.group(1) or 0)
        except ValueError:
            continue
        if delay <= MAX_REFRESH_DELAY_S:
            add(clean_url(m.group(2), base_url))
    target = _script_redirect(tree)
    if target:
        add(clean_url(html.unescape(target), base_url))
    for node in tree.css("link[rel][href]"):
        if "canonical" in (node.attributes.get("rel") or "").lower().split():
            add(clean_url(node.attributes.get("href") or "", base_url))
    if language:
        for u in _alternates(tree, base_url, language):
            add(u)
    return out[:4]


def refresh_target(value: str, base_url: str) -> str | None:
    """Where an HTTP `Refresh` header (`0; url=/company/careers`, what some servers and PHP sites send
    instead of a 3xx) sends the browser, when soon enough to be a redirect (≤ MAX_REFRESH_DELAY_S); None
    otherwise or for the page's own URL."""
    m = _REFRESH_URL.match(value or "")
    if not m or not m.group(2).strip():
        return None
    try:
        delay = float(m.group(1) or 0)
    except ValueError:
        return None
    u = clean_url(m.group(2), base_url) if delay <= MAX_REFRESH_DELAY_S else None
    return u if u is not None and url_key(u) != url_key(base_url) else None


#: frames that are never a page's content: videos, maps, consent and captcha widgets, analytics
_MEDIA_FRAMES = re.compile(r"(?:^|\.)(?:youtube(?:-nocookie)?\.com|youtu\.be|vimeo\.com|google\.com|"
                           r"googletagmanager\.com|"
                           r"doubleclick\.net|facebook\.com|twitter\.com|x\.com|instagram\.com|linkedin\.com|"
                           r"spotify\.com|soundcloud\.com|hcaptcha\.com|cookiebot\.com|onetrust\.com|"
                           r"openstreetmap\.org|wistia\.(?:com|net)|loom\.com|calendly\.com)$", re.I)
MAX_FRAMES = 2


def page_frames(body: str, base_url: str) -> list[str]:
    """`<iframe src>` URLs in a page's main content (not in its menus, header or footer), videos, maps and
    widgets left out: where a page that now frames its content (a job board embedded in the careers page) gets
    it from. At most MAX_FRAMES, the page's own URL left out."""
    if not body or "<iframe" not in body[:500_000].lower():
        return []
    tree = LexborHTMLParser(body[:500_000])
    out: list[str] = []
    for node in tree.css("iframe[src]"):
        if _region(node) != "main":
            continue
        u = clean_url(node.attributes.get("src") or "", base_url)
        if u is None or url_key(u) == url_key(base_url) or u in out \
                or _MEDIA_FRAMES.search((urlsplit(u).hostname or "").lower()):
            continue
        out.append(u)
        if len(out) >= MAX_FRAMES:
            break
    return out


def embed_sources(body: str, base_url: str) -> tuple[list[str], str]:
    """What a page loads from elsewhere: its `<script src>` and `<iframe src>` URLs, and its inline scripts' text
    (capped) — where an embedded job board is named (`boards.greenhouse.io/embed/job_board/js?for=acme`,
    `Grnhse.Settings.boardToken = 'acme'`)."""
    if not body or "<script" not in body[:500_000].lower() and "<iframe" not in body[:500_000].lower():
        return [], ""
    tree = LexborHTMLParser(body[:500_000])
    urls: list[str] = []
    inline: list[str] = []
    for node in tree.css("script, iframe"):
        src = node.attributes.get("src")
        if src:
            u = clean_url(src, base_url) if not src.strip().endswith(".js") else urljoin(base_url, src.strip())
            if u and u not in urls and len(urls) < 200:
                urls.append(u)
        elif node.tag == "script" and sum(len(t) for t in inline) < 200_000:
            inline.append(node.text() or "")
    return urls, "\n".join(inline)


#: a page of at most this many visible words may be a notice ("Acme is now Zenith: visit zenith.com")
NOTICE_MAX_WORDS = 120
_ROOTISH = re.compile(r"^/?(?:index\.html?)?$")


def notice_other_site(body: str, base_url: str) -> str | None:
    """The origin of the one other registrable domain a short notice page (≤ NOTICE_MAX_WORDS) links in its main
    content, at any path ("Acme is now part of BigCorp: find our open roles on bigcorp.com/careers/acme"); None
    when it links none or several (social profiles, web archives and staging hosts aside)."""
    if not body or "<a" not in body[:200_000].lower():
        return None
    tree = LexborHTMLParser(body[:200_000])
    for n in tree.css("script, style, noscript, template"):
        n.decompose()
    text = tree.body.text(separator=" ", strip=True) if tree.body is not None else ""
    if len(text.split()) > NOTICE_MAX_WORDS:
        return None
    own = registrable_domain((urlsplit(base_url).hostname or "").lower())
    origins: dict[str, str] = {}
    for node in tree.css("a[href]"):
        if _region(node) != "main":
            continue
        u = clean_url(node.attributes.get("href") or "", base_url)
        if u is None or is_social_url(u) or archive_copy(u) or non_production(u):
            continue
        p = urlsplit(u)
        reg = registrable_domain((p.hostname or "").lower())
        if reg and reg != own:
            origins.setdefault(reg, urlunsplit((p.scheme, p.netloc, "/", "", "")))
    return next(iter(origins.values())) if len(origins) == 1 else None


def moved_site_notice(body: str, base_url: str) -> str | None:
    """The origin a short notice page sends its visitors to ("Acme Robotics is now Zenith Automation. Our website
    has moved to zenith.com"): a page of few words (≤ NOTICE_MAX_WORDS) whose main content links the front page of
    exactly one other registrable domain (social profiles and web archives aside). None otherwise: a rebrand or a
    domain move announced on a page instead of with redirects."""
    if not body or "<a" not in body[:200_000].lower():
        return None
    tree = LexborHTMLParser(body[:200_000])
    for n in tree.css("script, style, noscript, template"):
        n.decompose()
    text = tree.body.text(separator=" ", strip=True) if tree.body is not None else ""
    if len(text.split()) > NOTICE_MAX_WORDS:
        return None
    own = registrable_domain((urlsplit(base_url).hostname or "").lower())
    origins: dict[str, str] = {}
    for node in tree.css("a[href]"):
        if _region(node) != "main":
            continue
        u = clean_url(node.attributes.get("href") or "", base_url)
        if u is None or is_social_url(u) or archive_copy(u):
            continue
        p = urlsplit(u)
        reg = registrable_domain((p.hostname or "").lower())
        if not reg or reg == own or p.query or not _ROOTISH.match(p.path or "/"):
            continue
        origins.setdefault(reg, urlunsplit((p.scheme, p.netloc, "/", "", "")))
    return next(iter(origins.values())) if len(origins) == 1 else None


MAX_FEED_LINKS = 4


def feed_links(body: str, base_url: str) -> list[str]:
    """The feeds a page announces in its head (`<link rel=alternate type=application/rss+xml|atom+xml|
    feed+json>`), in order, then the feeds its main content links ("Subscribe via RSS" → `/blog/feed.atom`: a feed
    path by the shared classifier): where a feed went when its old URL now leads to the blog's HTML page."""
    if not body or "<" not in body[:200_000]:
        return []
    found = page_links(body[:500_000], base_url)
    head = [f.url for f in found if f.source == FEED_LINK]
    if len(head) >= MAX_FEED_LINKS:
        return head[:MAX_FEED_LINKS]
    linked = [f.url for f in found if f.source == NAV and f.region == "main" and _is_feed_url(f.url)]
    return list(dict.fromkeys(head + linked))[:MAX_FEED_LINKS]


_RSS_LINK = re.compile(r"<link>\s*(?:<!\[CDATA\[)?\s*([^<\s\]]+)", re.I)
_ATOM_LINK = re.compile(r"<link\b([^>]*)>", re.I)
_ATTR = re.compile(r"""\b(rel|href|type)\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)


def feed_home(body: str, base_url: str) -> str | None:
    """The HTML page a feed is the feed of: an RSS channel's `<link>`, an Atom feed's `<link rel="alternate">` (or
    one without a rel), a JSON Feed's `home_page_url` — read in the feed's head, before its first item (an item's
    link is a post's). None when the feed names none."""
    head = body[:100_000]
    if head.lstrip().startswith("{"):
        try:
            url = json.loads(body[:2_000_000]).get("home_page_url")
        except (ValueError, AttributeError):
            return None
        return clean_url(url, base_url) if isinstance(url, str) else None
    low = head.lower()
    cut = min((i for i in (low.find("<item"), low.find("<entry")) if i >= 0), default=len(head))
    head = head[:cut]
    if "<feed" in low[:cut]:
        for m in _ATOM_LINK.finditer(head):
            attrs = {a.group(1).lower(): a.group(2) if a.group(2) is not None else a.group(3)
                     for a in _ATTR.finditer(m.group(1))}
            if attrs.get("rel", "alternate").lower() == "alternate" and attrs.get("href") \
                    and "html" in (attrs.get("type") or "text/html").lower():
                return clean_url(html.unescape(attrs["href"]), base_url)
        return None
    m = _RSS_LINK.search(head)
    return clean_url(html.unescape(m.group(1)), base_url) if m else None


_ITEM_BLOCK = re.compile(r"<(item|entry)\b.*?</\1\s*>", re.I | re.S)
#: a feed's items read for where its blog went at most
MAX_FEED_ITEMS = 30


def _item_link(block: str, base_url: str) -> str | None:
    if block[:6].lower().startswith("<entry"):
        for m in _ATOM_LINK.finditer(block):
            attrs = {a.group(1).lower(): a.group(2) if a.group(2) is not None else a.group(3)
                     for a in _ATTR.finditer(m.group(1))}
            if attrs.get("rel", "alternate").lower() == "alternate" and attrs.get("href"):
                return clean_url(html.unescape(attrs["href"]), base_url)
        return None
    m = _RSS_LINK.search(block)
    return clean_url(html.unescape(m.group(1)), base_url) if m else None


def feed_moved_to(body: str, base_url: str, own_domains: list[str]) -> str | None:
    """Where a feed says its blog went, when its page is gone: the page the feed names (`feed_home`) on another
    site (the generator updated to the new home: a Substack, a Ghost(Pro) site), or the newest item's link to
    another site while the older items link the company's own posts (a farewell post: "our blog has a new home").
    The item's link counts when it is a site's front page, or a page below a subdomain (`acme.substack.com/p/new-home`,
    standing for that subdomain's root: the blog's index); a page of a site's own domain (a news site's article about
    the company, linked by the newest post) says nothing of a move. None when the feed says nothing of the kind."""
    own = {d.lower() for d in own_domains if d}

    def elsewhere(u: str | None) -> bool:
        return bool(u) and bool(url_domain(u or "")) and url_domain(u or "") not in own

    home = feed_home(body, base_url)
    if elsewhere(home):
        return home
    links = [_item_link(m.group(0), base_url) for m in _ITEM_BLOCK.finditer(body[:2_000_000])][:MAX_FEED_ITEMS]
    links = [u for u in links if u]
    if len(links) < 3 or not elsewhere(links[0]) or sum(1 for u in links[1:] if not elsewhere(u)) < 2:
        return None
    p = urlsplit(links[0])
    host = (p.hostname or "").lower()
    if not p.path.strip("/") and not p.query:
        return links[0]  # the new home's front page
    if host and registrable_domain(host) and host != registrable_domain(host) and not host.startswith("www."):
        return urlunsplit((p.scheme, p.netloc, "/", "", ""))  # a post on the blog's own platform subdomain
    return None  # an article about the company on a news site: no farewell


def _is_feed_url(url: str) -> bool:
    m = classify_url(url)
    return m is not None and m.surface is Surface.FEED


#: a page with fewer `<a href>` than this is read for links in its framework JSON too
FEW_LINKS = 8
_JSON_LINK_KEYS = ("href", "url", "link", "path", "to")
_JSON_LABEL_KEYS = ("label", "title", "text", "name")
#: framework state read at most (bytes of one script; dictionaries walked)
_JSON_MAX_BYTES = 2_000_000
_JSON_MAX_NODES = 20_000


def framework_links(tree: LexborHTMLParser, base_url: str) -> list[tuple[str, str]]:
    """(URL, label) of the links a client-rendered page keeps in its framework state (`__NEXT_DATA__`, Nuxt's
    data, other `application/json` scripts): `{"label": "Careers", "href": "/company/careers"}` anywhere in it.
    Bounded: at most _JSON_MAX_BYTES a script, _JSON_MAX_NODES objects walked, MAX_LINKS links."""
    out: list[tuple[str, str]] = []
    for node in tree.css("script[type='application/json'], script#__NEXT_DATA__, script#__NUXT_DATA__"):
        raw = node.text() or ""
        if not raw or len(raw) > _JSON_MAX_BYTES:
            continue
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            continue
        stack, walked = [data], 0
        while stack and walked < _JSON_MAX_NODES and len(out) < MAX_LINKS:
            cur = stack.pop()
            walked += 1
            if isinstance(cur, list):
                stack.extend(reversed(cur[:1000]))
                continue
            if not isinstance(cur, dict):
                continue
            for k in _JSON_LINK_KEYS:
                v = cur.get(k)
                if isinstance(v, str) and 0 < len(v) < 500 and " " not in v \
                        and (v.startswith("/") and not v.startswith("//") or v.startswith(("http://", "https://"))):
                    u = clean_url(v, base_url)
                    if u is not None:
                        label = next((lv for lk in _JSON_LABEL_KEYS if isinstance(lv := cur.get(lk), str)
                                      and 0 < len(lv) <= 80), "")
                        out.append((u, label.strip()))
                    break
            stack.extend(v for v in cur.values() if isinstance(v, (dict, list)))
    return out


#: an <option value> that is an address: a path or an http(s) URL
_ADDRESS_VALUE = re.compile(r"^(?:/(?!/)|https?://)\S*$", re.I)


def page_links(body: str, base_url: str) -> list[Found]:
    """Every `<a href>` of a page (navigation, header and footer included: careers links often live
    in the footer) with its anchor text and region, the addresses a `<select>` chooser offers (two or more options
    whose values are paths or URLs), plus `<link rel=alternate>` feeds; first wins."""
    tree = LexborHTMLParser(body)
    base_node = tree.css_first("base[href]")
    base = urljoin(base_url, base_node.attributes.get("href") or "") if base_node is not None else base_url
    out: list[Found] = []
    seen: set[str] = set()
    for node in tree.css("a[href]"):
        url = clean_url(node.attributes.get("href") or "", base)
        if url is None:
            continue
        key = url_key(url)
        if key in seen:
            continue
        seen.add(key)
        anchor = " ".join(node.text(strip=True).split()) or (node.attributes.get("aria-label") or "") \
            or (node.attributes.get("title") or "")
        out.append(Found(url, NAV, anchor[:200], _region(node)))
        if len(out) >= MAX_LINKS:
            break
    # a chooser built as a <select> whose options are addresses (a country or language picker that sends the visitor
    # on with `onchange`: `<option value="/en-us/careers">United States</option>`) links them as well as anchors do
    for select in tree.css("select"):
        options = [(o, o.attributes.get("value") or "") for o in select.css("option[value]")]
        addresses = [(o, v) for o, v in options if _ADDRESS_VALUE.match(v.strip())]
        if len(addresses) < 2 or len(out) >= MAX_LINKS:
            continue
        for node, value in addresses:
            url = clean_url(value.strip(), base)
            if url is None or url_key(url) in seen:
                continue
            seen.add(url_key(url))
            out.append(Found(url, NAV, " ".join(node.text(strip=True).split())[:200], _region(select)))
    if len(out) < FEW_LINKS:
        # a page rendered in the browser (a Next.js or Nuxt shell): its menu lives only in the framework's JSON
        for url, label in framework_links(tree, base):
            key = url_key(url)
            if key not in seen:
                seen.add(key)
                out.append(Found(url, NAV, label[:200], "json"))
    for node in tree.css("link[rel][href]"):
        rel = (node.attributes.get("rel") or "").lower().split()
        typ = (node.attributes.get("type") or "").lower()
        if "alternate" in rel and typ in _FEED_TYPES:
            url = clean_url(node.attributes.get("href") or "", base)
            if url is not None and url_key(url) not in seen:
                seen.add(url_key(url))
                out.append(Found(url, FEED_LINK, (node.attributes.get("title") or "")[:200], "header"))
    return out


_LOC = re.compile(r"<(?:\w+:)?loc>\s*(?:<!\[CDATA\[)?\s*(.*?)\s*(?:\]\]>)?\s*</(?:\w+:)?loc>", re.S | re.I)
_INDEX = re.compile(r"<(?:\w+:)?sitemapindex[\s>]", re.I)


@dataclass(frozen=True)
class Sitemap:
    pages: list[str]
    children: list[str]


def read_sitemap(text: str, base_url: str = "") -> Sitemap:
    """Page URLs (a urlset) or child sitemaps (a sitemapindex) of a sitemap document. A relative `<loc>`
    (`/about/careers`: invalid, yet some CMSs write them) is read against `base_url`, the sitemap's own URL.

    Reads `<loc>` elements with a regular expression: no XML parser means no entity expansion and
    no external entities from a stranger's file; a malformed sitemap yields what can be read.
    """
    locs: list[str] = []
    for m in _LOC.finditer(text):
        u = html.unescape(m.group(1)).strip()
        if base_url and u.startswith("/") and not u.startswith("//"):
            u = urljoin(base_url, u)
        if u.startswith(("http://", "https://")):
            locs.append(_PATH_SESSION.sub("", u) if ";" in u else u)
        if len(locs) >= MAX_SITEMAP_URLS:
            break
    if _INDEX.search(text[:4096]):
        return Sitemap([], locs)
    if not locs and "<" not in text[:1000]:
        # a text sitemap (the protocol's other format: one absolute URL a line, as robots.txt may name it)
        for line in text.splitlines():
            u = line.strip()
            if u.startswith(("http://", "https://")) and " " not in u:
                locs.append(_PATH_SESSION.sub("", u) if ";" in u else u)
                if len(locs) >= MAX_SITEMAP_URLS:
                    break
    return Sitemap(locs, [])


def sitemap_found(sm: Sitemap) -> list[Found]:
    return [Found(u, SITEMAP, "", "sitemap") for u in sm.pages]


_TOKEN = re.compile(r"[a-z0-9]+")


def _path_tokens(url: str) -> set[str]:
    return set(_TOKEN.findall(urlsplit(url).path.lower())) - {"html", "htm", "php", "aspx", "index", "www", "en"}


#: a link whose words name the old page (`Privacy Policy` for a `/legal/privacy` sensor) ranks above the surface's
#: other pages (`Terms`), wherever it points (a policy moved to a hosted policy page, at iubenda or Termly)
NAME_BONUS = 0.3
#: rank bonus of a link of the old page, below the old URL, that the page names its own overview ("Overview" on an
#: investors landing of tiles → /investors/overview, Q4's `/overview/default.aspx`): where the section's content went
#: when the old URL became a landing of links
OVERVIEW_BONUS = 0.4
#: anchor texts that name a section's own overview page
OVERVIEW_ANCHORS = frozenset({"overview", "introduction", "at a glance", "übersicht", "ubersicht", "aperçu", "apercu",
                              "vue d'ensemble", "panoramica", "resumen", "descripción general", "overzicht",
                              "översikt", "oversigt", "oversikt", "概要", "概览"})


def overview_below(old_url: str, url: str, anchor: str) -> bool:
    """True when `url` is below `old_url` on its host (any page of it when `old_url` is the host's root: an IR
    subdomain's landing) and `anchor` names it the section's overview."""
    if " ".join(anchor.lower().split()) not in OVERVIEW_ANCHORS:
        return False
    o, u = urlsplit(old_url), urlsplit(url)
    base = o.path.rstrip("/") + "/"
    return (u.hostname or "").lower() == (o.hostname or "").lower() and u.path.startswith(base) \
        and len(u.path) > len(base)


def _name_tokens(url: str) -> set[str]:
    """The words (four letters or more) of the last segment of `url`'s path: the page's own name — or the segment
    itself when it is one word of three letters, an acronym naming the page (`/agb`, `/cgv`, `/tos`, `/docs/api`:
    a footer's "AGB" / "CGV" link, a menu's "API reference"), not a language (`/deu/`)."""
    segs = [s for s in urlsplit(url).path.lower().split("/") if s]
    if not segs:
        return set()
    if _ACRONYM.fullmatch(segs[-1]) and not is_language_segment(segs[-1]):
        return {segs[-1]}
    return {t for t in _TOKEN.findall(segs[-1]) if len(t) >= 4 and not t.isdigit()} - {"html", "index", "aspx"}


_ACRONYM = re.compile(r"[a-z]{3}")


def _stem(token: str) -> str:
    """A name word without its plural or its -y / -ie ending (`cookies` and `cookie`, `policies` and `policy`,
    `terms` and `term`): a link names a page in the singular that the old path named in the plural."""
    if len(token) > 4 and token.endswith("s"):
        token = token[:-1]
    if len(token) > 4 and token.endswith(("ie", "y")):
        token = token[:-2] if token.endswith("ie") else token[:-1]
    return token


def names_page(old_name: set[str], anchor: str) -> bool:
    """True when an anchor text's words name the old page (`old_name`: `_name_tokens` of its URL), singular or
    plural (see `_stem`)."""
    return bool(old_name) and bool({_stem(t) for t in old_name} & {_stem(t) for t in _TOKEN.findall(anchor.lower())})


def path_similarity(a: str, b: str) -> float:
    """Jaccard similarity (0–1) of the word tokens of two URL paths (`/careers` vs `/about/careers` → 0.5)."""
    ta, tb = _path_tokens(a), _path_tokens(b)
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / len(ta | tb)


def sitemap_language(url: str) -> str | None:
    """The language a sitemap's file name names (`de.sitemap.xml`, `sitemap-en-us.xml`, `/fr/sitemap.xml`,
    `page-sitemap_es.xml` → `de`, `en`, `fr`, `es`), or None."""
    for tok in re.split(r"[-_./]", urlsplit(url).path.lower()):
        if len(tok) == 2 and is_language_segment(tok):
            return tok
    return None


def pick_child_sitemap(children: list[str], surface: str, language: str | None = None) -> str | None:
    """The child sitemap most likely to list pages of `surface` (its name mentions it), else one of pages, else the
    first — among those not named for another language than `language` (the watched text's): a multilingual
    site's index lists one child per language (`de.sitemap.xml`, `en.sitemap.xml`), and the page moved within
    its own."""
    if not children:
        return None
    if language:
        own = [c for c in children if sitemap_language(c) in (None, language)]
        children = own or children
    words = {surface, surface.replace("_", "-"), *surface.split("_")}
    for c in children:
        if _path_tokens(c) & words:
            return c
    for c in children:
        if _path_tokens(c) & {"page", "pages"}:
            return c
    return children[0]


#: a sensor of one surface may reasonably move to a page classified as a neighbour surface
RELATED_SURFACES: dict[str, frozenset[str]] = {
    "careers": frozenset({"jobs_board"}),
    "jobs_board": frozenset({"careers"}),
    "blog": frozenset({"newsroom"}),
    "newsroom": frozenset({"blog"}),
    # release notes live in the docs as often as on the blog (`docs.acme.com/changelog`, a ReadMe or Mintlify
    # site's "Changelog"): the docs site's home, found in a menu, links them (`Explorer._hub_link`)
    "changelog": frozenset({"blog", "newsroom", "docs"}),
    "products": frozenset({"pricing"}),
}
RELATED_FACTOR = 0.7
#: confidence of a page below the root of the company's docs host (`docs.`, `developers.`, `help.`) as docs: below
#: the host's root itself (0.75, the shared classifier's) and a page the path or label names docs
DOCS_HOST_PAGE_CONFIDENCE = 0.55
#: subdomains the shared table reads as docs whose other pages are often no docs: an API's endpoints (`api.acme.com/v1/
#: robots`), a development copy of the site
_NOT_DOCS_HOSTS = frozenset({"api", "dev"})


def surface_confidence(surface: str, match: SurfaceMatch | None) -> float:
    """The classifier's confidence that a link is of `surface` (0 for another, unrelated surface)."""
    if match is None:
        return 0.0
    got = str(match.surface)
    if got == surface:
        return float(match.confidence)
    if got in RELATED_SURFACES.get(surface, frozenset()):
        return float(match.confidence) * RELATED_FACTOR
    return 0.0


@functools.lru_cache(maxsize=1 << 17)
def _above(url: str, old_url: str) -> bool:
    """True when `url` is a page of `old_url`'s host strictly above it on its path, the front page aside."""
    u, o = urlsplit(url), urlsplit(old_url)
    base = u.path.rstrip("/")
    return bool(base) and (u.hostname or "").lower() == (o.hostname or "").lower() \
        and o.path.rstrip("/").startswith(base + "/")


def _root(url: str, surface: str) -> str:
    """The surface's index above `url` (memoised, as `url_key`: `rank` and `old_items` read it for every URL found)."""
    try:
        return surface_root(url, Surface(surface))
    except ValueError:  # not a surface name
        return url


def locale_segment(url: str) -> str | None:
    """The locale segment a URL's path starts with (`/en_GB/jobs` → `en-gb`), None without one."""
    try:
        segs = [seg for seg in urlsplit(url).path.split("/") if seg]
    except ValueError:
        return None
    return segs[0].lower().replace("_", "-") if segs and is_language_segment(segs[0]) else None


def old_items(old_url: str, surface: str, found: Iterable[Found]) -> list[str]:
    """Links in `found` to items of the old listing: pages below the old URL, which is their surface's index
    (`/blog/r7` under a `/blog` sensor). Where one of them redirects tells where the listing went."""
    old = url_key(old_url)
    if not surface or url_key(_root(old_url, surface)) != old:
        return []
    out: list[str] = []
    for f in found:
        if f.source in DIRECT_SOURCES or url_key(f.url) == old or f.url in out:
            continue
        if url_key(_root(f.url, surface)) == old:
            out.append(f.url)
    return out


def index_after_item_redirect(old_index: str, item: str, moved_to: str) -> str | None:
    """The new index of a listing, from one of its items' redirect: the item's path below the old index
    (`/blog` + `/r7`) ends the new URL's path too (`blog.acme.com/r7/`), and what is above it is the new index
    (`blog.acme.com/`). None when the new URL does not keep the item's path, or leads back under the old index."""
    try:
        o, i, n = urlsplit(old_index), urlsplit(item), urlsplit(moved_to)
    except ValueError:
        return None
    base = o.path.rstrip("/")
    if not i.path.startswith(base + "/"):
        return None
    tail = i.path[len(base):].rstrip("/")
    path = n.path.rstrip("/")
    if not tail or not path.endswith(tail) or n.scheme not in ("http", "https"):
        return None
    index = urlunsplit((n.scheme, n.netloc, path[: len(path) - len(tail)] + "/", "", ""))
    return None if url_key(index) in (url_key(old_index), url_key(urlunsplit((o.scheme, o.netloc, o.path, "", "")))) \
        else index


def classify_with_tenants(url: str, text: str = "", *, region: str = "main", site_domain: str = "") -> SurfaceMatch | None:
    """The shared classifier's reading of a link, and for a link it reads as nobody's (another domain, no known
    platform) on a tenant subdomain named for the company at a service no list names (`acme.traffit.com/career/`,
    `acme.github.io/status/` for acme.com: `surfaces.brand_tenant`) its reading as a link of that host's own, a
    little discounted: the company's page on a vendor of the long tail. A page builder's or project host's page
    stays what its label alone says (the shared rule)."""
    m = classify_link(url, text, region=region, site_domain=site_domain)
    if m is not None and m.surface == Surface.DOCS and m.reason.startswith("platform host"):
        # a help centre or docs host (Zendesk, Intercom, GitBook) keeps more than docs: a section named for another
        # surface by its path and label ("Release notes" → /hc/en-us/sections/…-release-notes) is that surface's page
        # (read by its path and label as a link of the company's own site would be)
        p = urlsplit(url)
        host = (p.hostname or "").lower()
        own = classify_link(urlunsplit((p.scheme, site_domain, p.path, p.query, "")), text, region=region,
                            site_domain=site_domain) if host and site_domain else None
        if own is not None and own.surface != Surface.DOCS and own.confidence >= MIN_SURFACE_CONFIDENCE:
            return SurfaceMatch(own.surface, round(own.confidence * 0.9, 3), f"{own.reason} on the docs host {host}")
    if m is not None or not site_domain:
        return m
    host = (urlsplit(url).hostname or "").lower()
    labels = host.split(".")
    if len(labels) > 2 and SUBDOMAIN_SURFACES.get(labels[0]) is Surface.DOCS and labels[0] not in _NOT_DOCS_HOSTS \
            and registrable_domain(host) == site_domain.lower():
        # a page of the company's docs host (`docs.acme.com/getting-started`, a Mintlify or ReadMe site on a custom
        # domain): the shared classifier reads the host's root as docs, and every page below it is docs as well
        return SurfaceMatch(Surface.DOCS, DOCS_HOST_PAGE_CONFIDENCE, f"a page of the docs host {host}")
    if not host or not brand_tenant(host, site_domain):
        return None
    reg = registrable_domain(host)
    if reg in PAGE_BUILDER_HOSTS or reg in PROJECT_PAGE_HOSTS:
        return None
    t = classify_link(url, text, region=region, site_domain=reg)
    if t is None:
        return None
    return SurfaceMatch(t.surface, round(t.confidence * 0.9, 3), f"{t.reason} on the company's tenant {host}")


#: surfaces whose pages below an index are items of a listing (a job ad, a post, a release): a link to one stands for
#: the index above it. A menu's link to a page below an index of another surface (docs, legal, pricing) is where the
#: site sends its visitors for that surface — Docusaurus's "Docs" → /docs/intro, whose /docs answers 404 — and stays
#: as it is
FOLDED_SURFACES = frozenset({"careers", "jobs_board", "blog", "newsroom", "changelog", "feed"})
#: path segments of a site search (`/search?q=careers`); below a careers or jobs index they are the openings' own
#: listing, not an item (iCIMS's `/jobs/search?ss=1`, SuccessFactors' `/search/?q=`)
SEARCH_SEGMENTS = frozenset({"search", "suche", "recherche", "buscar", "busca", "zoeken", "sok", "cerca"})
#: surfaces whose openings' page is often such a search without terms
_OPENINGS_SURFACES = frozenset({"careers", "jobs_board"})
#: regions of a page's menus
MENU_REGIONS = frozenset({"nav", "header", "footer"})


def rank(
    old_url: str,
    surface: str,
    found: Iterable[Found],
    *,
    exclude: Iterable[str] = (),
    site_domains: Iterable[str] = (),
    classify: Classify = classify_with_tenants,
) -> list[Candidate]:
    """Candidates of the sensor's `surface`, best first, duplicates merged.

    A redirect target is always a candidate (whatever its URL looks like) and ranks first; so are,
    after it, a page's own hint (meta refresh, canonical) and the old path on a moved site. Other
    links must classify (shared classifier) to `surface` — or a neighbour surface, discounted — with
    confidence ≥ MIN_SURFACE_CONFIDENCE; a sitemap entry below a collection's index (a job ad below
    /careers/) stands for that index. Rank = confidence + 0.3 × path similarity with the old URL +
    a bonus for navigation links and for the sensor's own registrable domains (`site_domains`) − a
    small penalty per path segment. `exclude` holds URLs already tried (compared with `url_key`).
    """
    skip = {url_key(u) for u in exclude}
    domains = [d.lower() for d in site_domains if d]
    primary = domains[0] if domains else ""
    merged: dict[str, Candidate] = {}
    # a sensor watching one page below its surface's index (a docs article, /docs/getting-started) moved to
    # another page below an index (/docs/first-steps), not to the index: items stay items, and the index
    # the old page sat under ranks after them
    old_locale = locale_segment(old_url)
    old_root = url_key(_root(old_url, surface)) if surface else url_key(old_url)
    old_is_item = old_root != url_key(old_url)
    old_name = _name_tokens(old_url)
    # a link in the old page's own words ("our open roles are on bigcorp.com/careers/acme") is where it points, as
    # well as the index above it: both are candidates
    pointed = [(f, False) for f in found if f.source == OLD_PAGE]
    for f, to_index in [*((f, True) for f in found), *pointed]:
        url, anchor = f.url, f.anchor
        if to_index and f.source not in DIRECT_SOURCES and surface and not old_is_item \
                and not (surface not in FOLDED_SURFACES and f.region in MENU_REGIONS and anchor.strip()):
            # an item below a collection's index (a job ad below /careers/) stands for the index;
            # its anchor text names the item, not the index
            root = _root(url, surface)
            below = urlsplit(url).path[len(urlsplit(root).path):].lower().split("/")
            if surface in _OPENINGS_SURFACES and SEARCH_SEGMENTS & set(below):
                root = url  # an ATS portal's search of every opening (`/jobs/search?ss=1`) is the listing itself
            elif ats_from_url(url) is not None and ats_from_url(root) is None:
                root = url  # a job board whose path names careers (`wd3.myworkdaysite.com/recruiting/acme/External`)
            if url_key(root) != url_key(url):
                # the index in the site's own style: an item without a trailing slash (/careers/job-x)
                # has an index without one (/careers), the way the site links it
                rp = urlsplit(root)
                if not urlsplit(url).path.endswith("/") and len(rp.path) > 1 and rp.path.endswith("/"):
                    root = urlunsplit((rp.scheme, rp.netloc, rp.path.rstrip("/"), rp.query, ""))
                url, anchor = root, ""
        key = url_key(url)
        if key in skip or archive_copy(url) or non_production(url) and not non_production(old_url):
            continue  # an archive's copy, a staging site: never where a page went (decide() refuses them too)
        host = (urlsplit(url).hostname or "").lower()
        reg = registrable_domain(host) if host else ""
        if f.source in DIRECT_SOURCES:
            conf = surface_confidence(surface, classify(url, anchor, region="main", site_domain=reg))
            score = SOURCE_BONUS[f.source] + conf
        else:
            site = reg if reg in domains else primary
            conf = surface_confidence(surface, classify(url, anchor, region=f.region, site_domain=site))
            if f.source == FEED_LINK and surface == "feed":
                conf = max(conf, 0.9)
            if conf < MIN_SURFACE_CONFIDENCE:
                continue
            depth = len([s for s in urlsplit(url).path.split("/") if s])
            score = (conf + 0.3 * path_similarity(old_url, url) + SOURCE_BONUS.get(f.source, 0.0)
                     + (0.1 if reg in domains else 0.0) - 0.02 * max(0, depth - 1)
                     # the old page's market (/en-gb/) before its regional twins (/en-us/)
                     + (0.1 if old_locale and "-" in old_locale and locale_segment(url) == old_locale else 0.0)
                     - (INDEX_OF_ITEM_PENALTY if old_is_item and key == old_root else
                        ANCESTOR_PENALTY if _above(url, old_url) else 0.0)
                     + (NAME_BONUS if names_page(old_name, anchor) else 0.0)
                     + (OVERVIEW_BONUS if f.source == OLD_PAGE and overview_below(old_url, url, anchor) else 0.0))
        prev = merged.get(key)
        if prev is None:
            merged[key] = Candidate(url, (f.source,), surface if conf > 0 else None, conf, anchor, score)
        else:
            sources = prev.sources + ((f.source,) if f.source not in prev.sources else ())
            best = max(prev.rank, score) + (0.05 if f.source not in prev.sources else 0.0)
            merged[key] = Candidate(prev.url, sources, prev.surface or (surface if conf > 0 else None),
                                    max(prev.surface_confidence, conf), prev.anchor or anchor, best)
    return sorted(merged.values(), key=lambda c: (-c.rank, len(c.url), c.url))


#: hosted status page vendors, told by their page's markup (a "Powered by" link, a generator tag, their assets), and
#: the path of the JSON API each publishes on the page's own host (and the `format` a status_json sensor's config
#: names it by): Better Stack's /index.json (JSON:API), Instatus's /summary.json, incident.io's widget API
#: /proxy/<host>, Atlassian Statuspage's /api/v2/summary.json
_STATUS_VENDORS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?:https?:)?//(?:[\w-]+\.)*(?:betterstack\.com|betteruptime\.com)\b", re.I), "/index.json",
     "betterstack"),
    (re.compile(r"<meta[^>]+content=[\"']instatus[\"']|(?:https?:)?//(?:[\w-]+\.)*instatus\.com\b", re.I),
     "/summary.json", "instatus"),
    (re.compile(r"(?:https?:)?//(?:[\w-]+\.)*incident\.io\b", re.I), "/proxy/{host}", "incidentio"),
    (re.compile(r"powered by atlassian statuspage|(?:https?:)?//(?:[\w-]+\.)*(?:statuspage\.io|stspg\.io)\b"
                r"|statuspage-production", re.I), "/api/v2/summary.json", "statuspage_v2"),
)


def status_api_path(html_text: str, page_url: str) -> tuple[str, str] | None:
    """(API URL, format) of the hosted status page `html_text` served at `page_url`, when its vendor is one of
    _STATUS_VENDORS; None otherwise. The API lives on the page's own host (a custom domain `status.acme.com` as well
    as the vendor's tenant host)."""
    p = urlsplit(page_url)
    if not p.hostname:
        return None
    head = html_text[:2_000_000]
    for pattern, path, fmt in _STATUS_VENDORS:
        if pattern.search(head):
            return urlunsplit((p.scheme, p.netloc, path.replace("{host}", p.hostname), "", "")), fmt
    return None


_LINK_VALUE = re.compile(r"<([^>]*)>((?:\s*;\s*[\w*-]+\s*=\s*(?:\"[^\"]*\"|[^;,]*))*)")
_REL_PARAM = re.compile(r";\s*rel\s*=\s*(?:\"([^\"]*)\"|([^;,\s]*))", re.I)


def successor_link(header: str, base_url: str) -> str | None:
    """The `successor-version` target of an HTTP `Link` header (RFC 8288; the relation is RFC 5829's, which APIs send
    with a 410 or beside `Sunset` / `Deprecation` when a version is switched off), resolved against `base_url`; None
    when the header names none. Bounded: the first 8,000 characters."""
    for m in _LINK_VALUE.finditer(header[:8000]):
        rel = _REL_PARAM.search(m.group(2) or "")
        rels = (rel.group(1) or rel.group(2) or "").lower().split() if rel else []
        if "successor-version" in rels:
            u = clean_url(m.group(1).strip(), base_url)
            if u is not None:
                return u
    return None


#: keys of a JSON error answer whose value may name where the endpoint went
_POINTER_KEYS = frozenset({"link", "url", "href", "location", "successor", "successor_url", "successorurl", "new_url",
                           "newurl", "moved_to", "movedto", "replacement", "replaced_by", "replacedby"})


def json_pointers(body: str, base_url: str) -> list[str]:
    """Absolute http(s) URLs on `base_url`'s registrable domain that a JSON error answer names under a pointer key
    (`link`, `url`, `location`, `successor`, `replaced_by`, ...: "v1 was retired, use …"), in document order, the URL
    itself aside; at most 4. Not a documentation link (`documentation_url`, `docs`): those keys are not read."""
    head = body[:200_000].lstrip()
    if not head.startswith(("{", "[")):
        return []
    try:
        data = json.loads(body[:200_000])
    except (ValueError, RecursionError):
        return []
    own = url_domain(base_url)
    out: list[str] = []
    stack, walked = [data], 0
    while stack and walked < 2000 and len(out) < 4:
        cur = stack.pop(0)
        walked += 1
        if isinstance(cur, list):
            stack.extend(cur[:100])
        elif isinstance(cur, dict):
            for k, v in cur.items():
                if isinstance(v, (dict, list)):
                    stack.append(v)
                elif isinstance(v, str) and str(k).lower() in _POINTER_KEYS \
                        and v.startswith(("http://", "https://")) and " " not in v and len(v) < 500:
                    u = clean_url(v, base_url)
                    if u is not None and url_domain(u) == own and url_key(u) != url_key(base_url) and u not in out:
                        out.append(u)
    return out
