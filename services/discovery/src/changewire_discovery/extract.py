"""What discovery reads from one HTML page: links with the region they sit in (nav/header/footer/main),
feed alternates, JSON-LD sameAs, links that only live in framework JSON (__NEXT_DATA__, Nuxt, RSC
payloads), script/iframe sources (ATS embeds), and parked-domain / JS-shell signals. Pure: no I/O.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit, urlunsplit

import idna
from selectolax.lexbor import LexborHTMLParser, LexborNode

from changewire_common.challenge import detect_challenge
from changewire_common.domains import registrable_domain
from changewire_common.surfaces import classify_link, fold, is_language_segment
from changewire_common.vocab import Surface
from changewire_common.urls import canonical_url

MAX_LINKS = 1500
MAX_TEXT = 20000
MAX_SCRIPT_SCAN = 400_000
#: `location = "/en/"`, `location.href = '/en/'`, `location.replace("/en/")`, `location.assign(...)` (window./
#: document./top./self. optional): a literal target only — an expression is not followed
_JS_REDIRECT = re.compile(r"""(?:\b(?:window|document|top|self)\.)?\blocation(?:\.href)?\s*=\s*["']([^"'\s]{1,300})["']"""
                          r"""|\blocation\.(?:replace|assign)\(\s*["']([^"'\s]{1,300})["']""")

#: `window.open('/careers', '_blank')` in a menu entry's onclick (a literal target only)
_JS_OPEN = re.compile(r"""\bwindow\.open\(\s*["']([^"'\s]{1,300})["']""")

_FEED_TYPES = ("application/rss+xml", "application/atom+xml", "application/feed+json", "application/json",
               "application/rdf+xml", "text/xml", "application/xml")
_NAV_TOKENS = re.compile(r"(?:^|[\s_-])(nav|navbar|navigation|menu|menubar|main-menu|primary-menu|site-nav|topnav|"
                         r"w-nav|w-nav-menu|menu-item|megamenu|mega-menu|offcanvas|off-canvas|hamburger|burger|"
                         r"drawer|sidenav|mobile-nav|mobilenav)(?:$|[\s_-])", re.I)
_FOOTER_TOKENS = re.compile(r"(?:^|[\s_-])(footer|site-footer|colophon|foot|bottom-bar|legal-links)(?:$|[\s_-])", re.I)
_HEADER_TOKENS = re.compile(r"(?:^|[\s_-])(header|site-header|masthead|topbar|top-bar|banner)(?:$|[\s_-])", re.I)
#: a cookie-consent box (OneTrust, Cookiebot, Complianz, CookieYes, cookieconsent, a theme's cookie notice): its
#: "Cookie Policy" link is no menu's, however the box is named ("onetrust-banner-sdk", "cookie-bar")
_CONSENT_TOKENS = re.compile(r"(?:^|[\s_-])(onetrust|cybotcookiebotdialog|cookiebot|cmplz|cky|cc-window|cc-banner|"
                             r"consent|cookie-consent|cookie-banner|cookie-notice|cookie-bar|cookie-law|gdpr-banner|"
                             r"gdpr-cookie|cookies-banner|cookies-notice|cookie-policy-banner)(?:$|[\s_-])", re.I)
_LINK_KEYS = ("href", "url", "link", "path", "to", "uri", "slug", "pathname", "as", "externalUrl", "external_url",
              "externalLink")
#: a headless CMS's page slug, from the site root without its leading slash ("pricing", "legal/privacy"; Sanity's
#: {"current": "pricing"})
_BARE_SLUG = re.compile(r"^[a-z0-9][a-z0-9_-]*(?:/[a-z0-9][a-z0-9_-]*){0,3}$")
_LABEL_KEYS = ("label", "title", "text", "name", "children", "linkText", "link_text", "displayName", "heading",
               "caption", "anchor")
#: a key is quoted (JSON, escaped JSON in a string) or bare (a JavaScript object literal: Nuxt 2's `window.__NUXT__`,
#: a bundler's inlined menu `{label:"Careers",to:"/careers"}`)
_SCRIPT_LINK = re.compile(
    r'(?:\\*"|(?<![\w$.]))(?:href|url|link|path|to|uri)(?:\\*")?\s*:\s*\\*"((?:https?:\\*/\\*/[^"\\\s]{3,200})|'
    r'(?:\\*/[^"\\\s]{0,200}))\\*"')
_SCRIPT_LABEL = re.compile(r'(?:\\*"|(?<![\w$.]))(?:label|title|text|name|children)(?:\\*")?\s*:\s*\\*"([^"\\]{1,60})\\*"')
#: Nuxt 2's state: `window.__NUXT__=(function(a,b,…){return {…}}("/blog","/careers",…))` — repeated values are passed
#: as the function's arguments and the object names them by parameter (`to:b`)
_NUXT2_IIFE = re.compile(r"__NUXT__\s*=\s*\(function\(([\w$,\s]{0,2000})\)\s*\{")
_BARE_VALUE = re.compile(r"(?<![\w$.])((?:href|url|link|path|to|uri|label|title|text|name)\s*:\s*)([A-Za-z_$][\w$]{0,3})(?=\s*[,}\]])")
_PARKED = tuple(fold(p) for p in (
    "this domain is for sale", "this domain may be for sale", "buy this domain", "domain is for sale",
    "domain for sale", "the domain name", "is parked", "parked free", "parked domain", "domain parking",
    "related searches", "sponsored listings", "this web page is parked", "courtesy of godaddy", "sedoparking",
    "sedo domain parking", "hugedomains", "dan.com", "afternic", "inquire about this domain",
    "diese domain steht zum verkauf", "diese domain kaufen", "ce domaine est a vendre", "este dominio esta en venta",
    "domanen ar till salu", "domenet er til salgs", "domaenet er til salg", "dit domein is te koop",
    "questo dominio e in vendita", "este dominio esta a venda",
    # a builder's page for a domain bought there and never pointed at a site (Wix, Squarespace, GoDaddy)
    "isn't connected to a website yet", "is not connected to a website yet", "domain isn't connected",
    "domain is not connected", "website coming soon", "under construction",
))
#: a placeholder before launch; counts only in the title / h1 or on a near-empty page with no site behind it
_PLACEHOLDER = tuple(fold(p) for p in (
    "website coming soon", "under construction", "coming soon", "launching soon", "opening soon", "site en construction", "bientot disponible",
    "bientot en ligne", "demnachst online", "in kurze online", "website im aufbau", "seite im aufbau",
    "proximamente", "en construccion", "kommer snart", "binnenkort online", "in costruzione", "prossimamente",
    "em construcao",
))


@dataclass(frozen=True)
class Link:
    """A link as found: absolute URL (no fragment), its text (or aria-label/title/img alt), its region."""

    url: str
    text: str
    region: str
    #: the label of the menu group it is listed under, when that group has no link of its own (a dropdown's
    #: "Products" toggle button, a JSON menu's {"label": "Products", "children": [...]}), else ""
    group: str = ""


@dataclass(frozen=True)
class FeedLink:
    url: str
    title: str
    type: str


@dataclass
class PageFacts:
    url: str
    title: str = ""
    lang: str = ""
    text: str = ""
    h1: str = ""
    links: list[Link] = field(default_factory=list)
    feeds: list[FeedLink] = field(default_factory=list)
    same_as: list[str] = field(default_factory=list)
    script_srcs: list[str] = field(default_factory=list)
    iframe_srcs: list[str] = field(default_factory=list)
    #: inline script text (bounded): ATS tokens set by JavaScript live here
    inline_scripts: str = ""
    #: JSON data blocks (`<script type="application/json">`, `__NEXT_DATA__`; bounded): a careers page's config naming
    #: its board (`"feed": "https://acme.jobs.personio.com/xml"`) is read for ATS references, not for links
    data_scripts: str = ""
    canonical: str = ""
    meta_refresh: str = ""
    #: where an inline script sends the browser at once (`window.location.replace("/en/")`): a gateway page
    js_redirect: str = ""
    generator: str = ""
    json_ld_types: list[str] = field(default_factory=list)
    #: `<link rel="sitemap" href=...>`: where a site (often a single-page app) names its sitemap
    sitemaps: list[str] = field(default_factory=list)
    #: partials the page loads into itself at once (`<turbo-frame src>`, htmx `hx-get` triggered on load): a Rails /
    #: htmx site's header and footer live there, not in the page
    fragments: list[str] = field(default_factory=list)
    #: links found inside <noscript>: a fallback for browsers without JavaScript, not the page's own anchors
    noscript_links: int = 0
    #: labels of links that lead to no page: an e-mail address ("Careers" → mailto:jobs@…) or a section of this
    #: very page ("Contact" → #contact), with the region they sit in (url: the mailto: target or this page)
    nowhere_links: list[Link] = field(default_factory=list)
    #: `<link rel="alternate" hreflang=… href=…>`: (locale, URL) of the page's language versions
    alternates: list[tuple[str, str]] = field(default_factory=list)
    #: the page holds a password field (a sign-in form, or a sign-up form beside other content)
    password_field: bool = False

    @property
    def is_signin(self) -> bool:
        return is_signin_page(self)

    @property
    def is_parked(self) -> bool:
        return is_parked(self)

    @property
    def is_js_shell(self) -> bool:
        return is_js_shell(self)


def parse_page(html: str, base_url: str) -> PageFacts:
    """Parse one HTML document fetched from `base_url` (its final URL). Never raises on bad markup."""
    tree = LexborHTMLParser(html or "<html></html>")
    facts = PageFacts(url=base_url)
    base_el = tree.css_first("base[href]")
    base = (safe_join(base_url, base_el.attributes.get("href") or "") or base_url) if base_el else base_url
    html_el = tree.css_first("html")
    facts.lang = ((html_el.attributes.get("lang") or "") if html_el else "").strip().lower()[:16]
    title = tree.css_first("title")
    facts.title = title.text(strip=True)[:300] if title else ""
    h1 = tree.css_first("h1")
    facts.h1 = h1.text(strip=True, separator=" ")[:300] if h1 else ""
    for m in tree.css("meta"):
        a = m.attributes
        name = (a.get("name") or a.get("property") or "").lower()
        if (a.get("http-equiv") or "").lower() == "refresh":
            m2 = re.search(r"url\s*=\s*['\"]?([^'\";]+)", a.get("content") or "", re.I)
            if m2:
                facts.meta_refresh = _abs(base, m2.group(1).strip())
        elif name == "generator":
            facts.generator = (a.get("content") or "")[:100]
        elif name == "og:locale" and not facts.lang:
            facts.lang = (a.get("content") or "").lower().replace("_", "-")[:16]
    for sc in tree.css("script")[:8]:
        if sc.attributes.get("src"):
            continue
        m3 = _JS_REDIRECT.search((sc.text() or "")[:4000])
        if m3:
            target = _abs(base, (m3.group(1) or m3.group(2) or "").strip())
            if target and is_web_url(target):
                facts.js_redirect = target
                break
    for ln in tree.css("link[rel]"):
        a = ln.attributes
        rels = (a.get("rel") or "").lower().split()
        href = a.get("href") or ""
        if not href:
            continue
        if "canonical" in rels:
            facts.canonical = _abs(base, href)
        elif "privacy-policy" in rels or "terms-of-service" in rels:
            # the registered link relations naming the site's privacy policy and terms (RFC 8288's registry): its
            # legal pages as the site states them, as a footer's links would (a shell of no footer has only these)
            u = _abs(base, href)
            if u and len(facts.links) < MAX_LINKS:
                label = "Privacy policy" if "privacy-policy" in rels else "Terms of service"
                facts.links.append(Link(u, label, "footer"))
        elif "sitemap" in rels:
            u = _abs(base, href)
            if u and u not in facts.sitemaps and len(facts.sitemaps) < 4:
                facts.sitemaps.append(u)
        elif "alternate" in rels and a.get("hreflang") and not a.get("type"):
            u = _abs(base, href)
            if u and len(facts.alternates) < 100:
                facts.alternates.append(((a.get("hreflang") or "").strip().lower().replace("_", "-"), u))
        elif "alternate" in rels:
            typ = (a.get("type") or "").lower().split(";")[0].strip()
            if typ in _FEED_TYPES and typ != "application/json" or (typ == "application/json" and "feed" in href.lower()):
                u = _abs(base, href)
                t = a.get("title") or ""
                if u and not _is_comment_feed(u, t):
                    facts.feeds.append(FeedLink(u, t[:200], typ))
    seen: set[tuple[str, str, str]] = set()
    for scanned, node in enumerate(tree.css("a[href], area[href]")):
        if scanned >= 4 * MAX_LINKS:
            break
        full = len(facts.links) >= MAX_LINKS
        if full and len(facts.links) >= 2 * MAX_LINKS:
            break
        href = (node.attributes.get("href") or "").strip()
        u = _abs(base, href)
        if not u:
            if href.lower().startswith(("mailto:", "#")) and len(href) > 1 and len(facts.nowhere_links) < 200:
                target = base_url if href.startswith("#") else href[:200]
                facts.nowhere_links.append(Link(target, _anchor_text(node), _region(node)))
            continue
        region = _region(node)
        if full and region == "main":
            continue  # a page of thousands of links: the footer's (careers, legal) still count
        text = _anchor_text(node)
        key = (u, text, region)
        if key in seen:
            continue
        seen.add(key)
        facts.links.append(Link(u, text, region, _menu_group(node) if region != "main" else ""))
        if _in_noscript(node):
            facts.noscript_links += 1
    if "<frame" in html.lower():
        # a frameset page (a site from the 2000s: a navigation frame beside a content frame) is nothing but its
        # frames: their pages are the homepage's chrome and body
        for el in tree.css("frame[src]")[:4]:
            u = _abs(base, (el.attributes.get("src") or "").strip())
            if u and u not in facts.fragments and len(facts.fragments) < 4:
                facts.fragments.append(u)
    if "turbo-frame" in html or "hx-get" in html:
        for el in tree.css("turbo-frame[src], [hx-get]")[:20]:
            a = el.attributes
            trigger = (a.get("hx-trigger") or "").lower()
            if el.tag != "turbo-frame" and not any(w in trigger for w in ("load", "revealed", "intersect")):
                continue  # an htmx request on a click or a submit is an action, not the page's chrome
            u = _abs(base, (a.get("src") or a.get("hx-get") or "").strip())
            if u and u not in facts.fragments and len(facts.fragments) < 4:
                facts.fragments.append(u)
    if "<option" in html and _OPTION_URL.search(html):
        # a chooser drawn as a <select> whose options navigate (`onchange="location.href=this.value"`): a country or
        # language chooser of no anchors (velotrax, round 11), a "Jump to" menu — each option's URL is a link
        for opt in tree.css("select option[value]")[:200]:
            v = (opt.attributes.get("value") or "").strip()
            if not v.startswith(("/", "http://", "https://")) or v == "/":
                continue
            u = _abs(base, v)
            if u and len(facts.links) < 2 * MAX_LINKS:
                facts.links.append(Link(u, re.sub(r"\s+", " ", opt.text(deep=True) or "").strip()[:200], "nav"))
    # menus built of buttons / list items that navigate by script: data-href, or an onclick setting location
    for node in tree.css("[data-href], [data-url], [data-link], [onclick]")[:400]:
        a = node.attributes
        # an anchor counts here only when its own href leads nowhere (`javascript:void(0)`, `#`) and a script
        # navigates instead
        dead_anchor = node.tag in ("a", "area") and (a.get("href") or "").strip().lower().startswith(
            ("javascript:", "#")) or node.tag in ("a", "area") and not (a.get("href") or "").strip()
        if (node.tag in ("a", "area") and not dead_anchor or node.tag in ("script", "link", "img", "iframe", "form", "input")
                or len(facts.links) >= 2 * MAX_LINKS):
            continue
        href = a.get("data-href") or a.get("data-url") or a.get("data-link") or ""
        if not href:
            onclick = (a.get("onclick") or "")[:500]
            m4 = _JS_REDIRECT.search(onclick) or _JS_OPEN.search(onclick)
            href = next((g for g in m4.groups() if g), "") if m4 else ""
        u = _abs(base, href.strip()) if href and not href.strip().startswith(("#", "javascript:")) else ""
        if not u or not is_web_url(u):
            continue
        text = _anchor_text(node)
        if not text or len(text) > 80:
            continue  # a card or a whole section made clickable: its text names no link
        region = _region(node)
        key = (u, text, region)
        if key not in seen:
            seen.add(key)
            facts.links.append(Link(u, text, region))
    # a <template>'s content is no part of the document tree (scripts clone it in: mega menus, drawers,
    # web components), so its links are read from its markup; they sit where the template sits
    for tpl in tree.css("template")[:40]:
        if len(facts.links) >= 2 * MAX_LINKS:
            break
        raw = tpl.html or ""
        inner = raw[raw.find(">") + 1: raw.rfind("</template")] if raw.startswith("<template") else ""
        if "href" not in inner:
            continue
        outer = _region(tpl)
        for node in LexborHTMLParser(f"<html><body>{inner[:200_000]}</body></html>").css("a[href], area[href]")[:MAX_LINKS]:
            u = _abs(base, (node.attributes.get("href") or "").strip())
            if not u:
                continue
            region = outer if outer != "main" else _region(node)
            text = _anchor_text(node)
            key = (u, text, region)
            if key not in seen:
                seen.add(key)
                facts.links.append(Link(u, text, region, _menu_group(node) if region != "main" else ""))
    # markup kept in script tags for the client to draw (Vue's x-template, Knockout / Angular / Handlebars templates)
    templates: list[str] = []
    templates_left = MAX_SCRIPT_SCAN
    for s in tree.css("script"):
        a = s.attributes
        src = a.get("src")
        if src:
            u = _abs(base, src)
            if u:
                facts.script_srcs.append(u)
            continue
        typ = (a.get("type") or "").lower()
        body = s.text(deep=True) or ""
        if typ == "application/ld+json":
            _read_json_ld(body, facts, base)
        elif typ == "application/json" or a.get("id") in ("__NEXT_DATA__", "__NUXT_DATA__"):
            _read_framework_json(body, base, facts, devalue=a.get("id") == "__NUXT_DATA__")
            if len(facts.data_scripts) < MAX_SCRIPT_SCAN:
                facts.data_scripts += "\n" + body[: MAX_SCRIPT_SCAN - len(facts.data_scripts)]
        elif typ in _TEMPLATE_TYPES:
            if templates_left > 0:
                templates.append(body[:templates_left])
                templates_left -= len(templates[-1])
        elif len(facts.inline_scripts) < MAX_SCRIPT_SCAN:
            facts.inline_scripts += "\n" + body[: MAX_SCRIPT_SCAN - len(facts.inline_scripts)]
    if facts.inline_scripts:
        _read_script_links(facts.inline_scripts, base, facts)
    for markup in templates:
        _read_template_links(markup, base, facts)
    if _CUSTOM_JSON_ATTR.search(html, 0, MAX_SCRIPT_SCAN * 5):
        _read_custom_element_props(tree, html, base, facts)
    for island in tree.css("astro-island[props]")[:60]:
        # an Astro island's props (a menu drawn on the client, `client:only`, has no anchors in the page at all): its
        # links sit where the island sits — a header's island is the menu
        region = _region(island)
        _read_astro_props(island.attributes.get("props") or "", base, facts,
                          region if region in ("nav", "header", "footer") else "json")
    for island in tree.css(_PROPS_SELECTOR)[:30]:
        # a component drawn on the client from server props kept in an attribute (react-rails `data-react-props`,
        # Inertia's `data-page`, `data-props`): a header's props are the menu
        region = _region(island)
        attrs = island.attributes
        raw = next((v for k in _PROPS_ATTRS if (v := attrs.get(k)) and v.lstrip()[:1] in "{["), "")
        if raw and len(raw) < 500_000:
            try:
                data = json.loads(raw)
            except (ValueError, RecursionError):
                continue
            _read_framework_data(data, base, facts, region if region in ("nav", "header", "footer") else "json")
    for f in tree.css("iframe[src], iframe[data-src], embed[src]"):
        src = f.attributes.get("src") or f.attributes.get("data-src") or ""
        u = _abs(base, src)
        if u:
            facts.iframe_srcs.append(u)
    # (a substring test first: a password field is rare, the selector walks the whole tree)
    facts.password_field = ("assword" in html or "ASSWORD" in html) and tree.css_first('input[type="password" i]') is not None
    facts.text = _visible_text(tree)
    _drop_site_wide_params(facts)
    return facts


#: a query parameter on at least this share of the site's own links (and on at least `_SITE_WIDE_MIN` of them)
#: is the site's state, not part of any page's identity
_SITE_WIDE_SHARE = 0.8
_SITE_WIDE_MIN = 6


#: parameters that carry a visitor's state to the site's next page and name no page, on however few of its links:
#: HubSpot's `hsLang` (each language's page has its own path; a template puts it on some links only — the menu, not
#: the footer — and campaign links carry it beside utm_ ones)
_VISITOR_STATE = frozenset({"hslang"})


#: parameters that sign a link over its other parameters (TYPO3's cHash, a signed URL's signature): the server
#: answers the link only with every parameter it was signed with, so none is dropped from it
_SIGNATURE_PARAMS = frozenset({"chash", "signature", "sig", "x-amz-signature"})


def _drop_site_wide_params(facts: PageFacts) -> None:
    """A parameter with one value on (nearly) every link of the site's own hosts — HubSpot's `?hsLang=en`, a
    `?lang=en` or `?sid=…` a CMS appends everywhere — names a visitor's state, not a page: it is dropped from
    those links and the page's feeds, so a sensor watches `/pricing`, not `/pricing?hsLang=en`. A known visitor-state
    parameter (`_VISITOR_STATE`) is dropped from the site's own links wherever it shows."""
    host = (urlsplit(facts.url).hostname or "").lower()
    bare = host[4:] if host.startswith("www.") else host
    if not bare:
        return

    def own(u: str) -> bool:
        h = (urlsplit(u).hostname or "").lower()
        return h == bare or h.endswith("." + bare)

    mine = [ln for ln in facts.links if own(ln.url)]
    counts: dict[tuple[str, str], int] = {}
    state = False
    for ln in mine:
        q = urlsplit(ln.url).query
        if not q:
            continue
        for pair in set(parse_qsl(q, keep_blank_values=True)):
            counts[pair] = counts.get(pair, 0) + 1
            state = state or pair[0].lower() in _VISITOR_STATE
    site_wide = ({p for p, n in counts.items() if n >= max(_SITE_WIDE_MIN, _SITE_WIDE_SHARE * len(mine))}
                 if len(mine) >= _SITE_WIDE_MIN else set())
    if not site_wide and not state and not any("hslang=" in f.url.lower() for f in facts.feeds):
        return

    def strip(u: str) -> str:
        parts = urlsplit(u)
        if not parts.query or not own(u):
            return u
        pairs = parse_qsl(parts.query, keep_blank_values=True)
        if any(k.lower() in _SIGNATURE_PARAMS for k, _ in pairs):
            return u  # a link signed over its parameters (TYPO3's cHash): without one of them it is refused
        kept = [p for p in pairs
                if p not in site_wide and p[0].lower() not in _VISITOR_STATE]
        return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(kept), ""))

    facts.links = [Link(strip(ln.url), ln.text, ln.region, ln.group) for ln in facts.links]
    facts.feeds = [FeedLink(strip(f.url), f.title, f.type) for f in facts.feeds]


def _abs(base: str, href: str) -> str:
    """The link's absolute canonical URL (fragment, tracking and session parameters dropped: a sensor
    must not watch `/blog/?utm_source=hero`), or "" for what is not a web page link."""
    href = href.strip()
    if not href or href.startswith(("#", "mailto:", "tel:", "javascript:", "data:", "sms:", "whatsapp:")):
        return ""
    u = canonical_url(href, base)
    try:
        parts = urlsplit(u)
    except ValueError:
        return ""
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return ""
    u = ascii_host(u)
    return u if is_web_url(u) else ""


def ascii_host(url: str) -> str:
    """`url` with an internationalised host name in its A-label form (`http://bücher.de/x` → `http://xn--bcher-kva.de/x`),
    as browsers and HTTP clients write it: one site is one spelling, whether the website was given in Unicode and its
    pages link the ASCII form or the other way round (a sensor of each spelling, robots.txt asked once per spelling,
    before: round 28's IDN hotels). The path is left as it is."""
    if url.isascii():
        return url
    try:
        parts = urlsplit(url)
        host, port = parts.hostname or "", parts.port
    except ValueError:
        return url
    if host.isascii():
        return url
    try:
        a = idna.encode(host, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError):
        try:
            a = host.encode("idna").decode("ascii")
        except UnicodeError:
            return url
    user = parts.netloc.rpartition("@")[0]
    netloc = (user + "@" if user else "") + a + (f":{port}" if port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


#: longer URLs are no site's section page (and would bloat every list they sit in)
MAX_URL_LEN = 2048


def is_web_url(url: str) -> bool:
    """An absolute http(s) URL the rest of discovery can take apart: a host, a valid port (urllib raises
    on `:99999` only when asked), bracketed IPv6 well-formed, and not absurdly long."""
    if not url or len(url) > MAX_URL_LEN:
        return False
    try:
        parts = urlsplit(url)
        if parts.port == 0 or parts.username is not None or parts.password is not None:
            return False  # port 0, or credentials in the URL: no page a sensor should watch
    except ValueError:
        return False
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not host or any(ch.isspace() or ord(ch) < 32 for ch in parts.netloc):
        return False
    return host.startswith("[") or ":" in host or all(0 < len(lb) <= 63 for lb in host.rstrip(".").split("."))


def safe_join(base: str, href: str) -> str:
    """`urljoin`, or "" when the result is not a usable web URL (hostile markup, sitemaps, headers)."""
    try:
        u = ascii_host(urljoin(base, href))
    except ValueError:
        return ""
    return u if is_web_url(u) else ""


#: one link-value of an HTTP `Link:` header (RFC 8288): `<uri>` and its `; param=value` parameters
_LINK_VALUE = re.compile(r"<([^>]*)>((?:\s*;\s*[A-Za-z*-]+\s*=\s*(?:\"[^\"]*\"|[^;,\s]*))*)")
_LINK_PARAM = re.compile(r"([A-Za-z*-]+)\s*=\s*(?:\"([^\"]*)\"|([^;,\s]*))")


def header_feeds(link_header: str, base_url: str) -> list[FeedLink]:
    """The feeds a response's HTTP `Link:` header advertises (`</blog/index.xml>; rel="alternate";
    type="application/rss+xml"`), as a page's `<link rel=alternate>` would: a server may name its feed there only
    (nginx `add_header Link`, a static host's _headers file, a Rails app). Comment feeds are left out, as in pages."""
    out: list[FeedLink] = []
    if "alternate" not in link_header.lower():
        return out
    for m in _LINK_VALUE.finditer(link_header[:8000]):
        params = {k.lower(): (q if q is not None and q != "" else v) for k, q, v in _LINK_PARAM.findall(m.group(2))}
        rels = (params.get("rel") or "").lower().split()
        typ = (params.get("type") or "").lower().split(";")[0].strip()
        href = m.group(1).strip()
        if "alternate" not in rels or not (typ in _FEED_TYPES and typ != "application/json"
                                           or typ == "application/json" and "feed" in href.lower()):
            continue
        u = _abs(base_url, href)
        title = params.get("title") or ""
        if u and not _is_comment_feed(u, title) and len(out) < 10:
            out.append(FeedLink(u, title[:200], typ))
    return out


def _is_comment_feed(url: str, title: str) -> bool:
    return "/comments/feed" in url or "comments" in fold(title) or "kommentare" in fold(title)


def _anchor_text(node: LexborNode) -> str:
    text = node.text(strip=True, separator=" ") or ""
    if not text:
        a = node.attributes
        text = a.get("aria-label") or a.get("title") or ""
        if not text:
            img = node.css_first("img[alt]")
            text = (img.attributes.get("alt") or "") if img else ""
    return re.sub(r"\s+", " ", text).strip()[:120]


_CAMEL = re.compile(r"([a-z0-9])([A-Z])")


_GROUP_LABEL_TAGS = frozenset({"button", "span", "div", "p", "h2", "h3", "h4", "h5", "h6", "strong", "summary", "label"})


def _menu_group(node: LexborNode) -> str:
    """The label a menu lists this link under when the group has no link of its own: a dropdown's toggle (a
    <button>, Webflow's `w-dropdown-toggle` <div>, a <summary>) or a column's heading, the nearest element before
    the link's own list that holds no link; "" when there is none within four levels."""
    p = node
    for _ in range(4):
        par = p.parent
        if par is None:
            break
        sib = p.prev
        seen = 0
        while sib is not None and seen < 12:
            seen += 1
            tag = sib.tag
            if tag in _GROUP_LABEL_TAGS and not sib.css_first("a[href]"):
                t = " ".join((sib.text(deep=True) or "").split())
                if 0 < len(t) <= 40:
                    return t
            sib = sib.prev
        if par.tag in ("header", "footer", "body", "html"):
            break
        # a <nav> is the menu's landmark — but Webflow draws each dropdown's panel as a <nav class="w-dropdown-list">
        # beside its toggle: climb past such a panel to find the toggle's label
        if par.tag == "nav" and not _DROPDOWN_PANEL.search(par.attributes.get("class") or ""):
            break
        p = par
    return ""


_DROPDOWN_PANEL = re.compile(r"dropdown|sub-?menu|mega|flyout|popover", re.I)


def _region(node: LexborNode) -> str:
    """nav | header | footer | main for a link, from its nearest landmark ancestor."""
    p = node.parent
    depth = 0
    found = "main"
    while p is not None and depth < 40:
        tag = p.tag
        if tag in ("nav", "footer", "header"):
            if tag == "nav" and _in_footer(p):
                return "footer"  # a footer's own navigation (`<footer><nav aria-label="Footer">`) is the footer
            return tag if tag != "header" or found == "main" else found
        a = p.attributes if tag not in ("-undef", "html", "body") else {}
        role = (a.get("role") or "").lower()
        if role in ("navigation", "menu", "menubar") or tag == "dialog" and found == "main":
            return "footer" if _in_footer(p) else "nav"  # a hamburger menu opened as a modal <dialog>, an ARIA menu
        if role == "contentinfo":
            return "footer"
        if role == "banner":
            return "header"
        if tag in ("main", "article"):
            return "main"
        # site builders name their landmarks in attributes, not tags: Framer's data-framer-name="Footer",
        # aria-label="Main navigation" on a <div>
        # (only while no name has been found: a nearer one has won)
        cls = f"{a.get('class') or ''} {a.get('id') or ''} {a.get('data-framer-name') or ''} {a.get('aria-label') or ''}"
        if found == "main" and cls.strip() and _CONSENT_TOKENS.search(cls):
            return "main"  # a cookie-consent box (OneTrust's "onetrust-banner-sdk"): the page's content, not its chrome
        if found == "main" and cls.strip():
            # CSS-module and component names run words together in camel case (`SiteFooter_root__k7L6m`, `MainNav_list`)
            cls = _CAMEL.sub(r"\1-\2", cls)
            if _FOOTER_TOKENS.search(cls):
                found = "footer"
            elif _NAV_TOKENS.search(cls):
                found = "nav"
            elif _HEADER_TOKENS.search(cls):
                found = "header"
        p = p.parent
        depth += 1
    return found


def _in_footer(node: LexborNode) -> bool:
    """`node` sits inside a <footer> (or role=contentinfo), as a link there directly would (not inside a header)."""
    p = node.parent
    for _ in range(40):
        if p is None:
            return False
        if p.tag in ("header", "body", "html", "-undef"):
            return False
        if p.tag == "footer" or (p.attributes.get("role") or "").lower() == "contentinfo":
            return True
        p = p.parent
    return False


def _in_noscript(node: LexborNode) -> bool:
    p = node.parent
    for _ in range(40):
        if p is None:
            return False
        if p.tag == "noscript":
            return True
        p = p.parent
    return False


def _visible_text(tree: LexborHTMLParser) -> str:
    body = tree.body
    if body is None:
        return ""
    for sel in ("script", "style", "noscript", "template", "svg"):
        for n in body.css(sel):
            n.decompose()
    return re.sub(r"\s+", " ", body.text(separator=" ") or "").strip()[:MAX_TEXT]


def _read_json_ld(body: str, facts: PageFacts, base: str = "") -> None:
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return
    navs = 0
    for node in _walk(data):
        if not isinstance(node, dict):
            continue
        t = node.get("@type")
        for typ in (t if isinstance(t, list) else [t]):
            if isinstance(typ, str) and typ not in facts.json_ld_types:
                facts.json_ld_types.append(typ)
        types = t if isinstance(t, list) else [t]
        if "SiteNavigationElement" in types and navs < 200:
            # the site's menu as structured data (SEO plugins emit it; an app shell may have nothing else)
            urls = node.get("url")
            names = node.get("name")
            for i, u in enumerate(urls if isinstance(urls, list) else [urls]):
                name = names[i] if isinstance(names, list) and i < len(names) else names
                v = _abs(base or facts.url, u) if isinstance(u, str) else ""
                if v:
                    facts.links.append(Link(v, name.strip()[:120] if isinstance(name, str) else "", "json"))
                    navs += 1
        same = node.get("sameAs")
        for s in (same if isinstance(same, list) else [same]):
            if isinstance(s, str) and s.startswith(("http://", "https://")) and s not in facts.same_as:
                facts.same_as.append(s)


def _walk(data: Any, depth: int = 0) -> Iterator[Any]:
    if depth > 30:
        return
    yield data
    if isinstance(data, dict):
        for v in data.values():
            if isinstance(v, (dict, list)):
                yield from _walk(v, depth + 1)
    elif isinstance(data, list):
        for v in data[:5000]:
            if isinstance(v, (dict, list)):
                yield from _walk(v, depth + 1)


def _looks_like_link(value: str) -> bool:
    if not value or len(value) > 300 or " " in value:
        return False
    if value.startswith(("http://", "https://")):
        return True
    return value.startswith("/") and not value.startswith("//") and not re.search(
        r"\.(?:js|css|png|jpe?g|svg|webp|gif|woff2?|ico|json|map)(?:\?|$)", value)


#: devalue's wrappers of one value (Nuxt 3 payloads: reactive state around plain objects)
_DEVALUE_WRAPPERS = frozenset({"Reactive", "ShallowReactive", "Ref", "ShallowRef", "EmptyRef", "EmptyShallowRef",
                               "Object"})
#: values rebuilt from one devalue payload at most (shared references could otherwise multiply)
_DEVALUE_MAX_NODES = 20000


def devalue_unflatten(arr: list[Any]) -> Any:
    """A devalue payload (Nuxt 3's `__NUXT_DATA__`: one flat array whose objects and arrays hold the *indices* of
    their values) rebuilt as plain nested values — bounded in depth and size; typed values it has no use for
    (dates, regexps, big integers) become None."""
    budget = [_DEVALUE_MAX_NODES]

    def at(i: Any, depth: int) -> Any:
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(arr) or depth > 40 or budget[0] <= 0:
            return None
        budget[0] -= 1
        v = arr[i]
        if isinstance(v, dict):
            return {k: at(x, depth + 1) for k, x in list(v.items())[:500]}
        if isinstance(v, list):
            if v and isinstance(v[0], str):
                tag = v[0]
                if tag in _DEVALUE_WRAPPERS and len(v) > 1:
                    return at(v[1], depth + 1)
                if tag == "Set":
                    return [at(x, depth + 1) for x in v[1:500]]
                if tag in ("Map", "null"):
                    return [at(x, depth + 1) for x in v[2:1000:2]]  # a Map's values (its keys follow its values' turn)
                return None
            return [at(x, depth + 1) for x in v[:5000]]
        return v

    return at(0, 0)


def _is_devalue(data: Any) -> bool:
    """A flat devalue payload: an array whose root is a wrapped or plain object of integer references."""
    if not isinstance(data, list) or len(data) < 2:
        return False
    root = data[0]
    if isinstance(root, list) and len(root) == 2 and root[0] in _DEVALUE_WRAPPERS and isinstance(root[1], int):
        return True
    return isinstance(root, dict) and bool(root) and all(isinstance(v, int) and not isinstance(v, bool)
                                                         for v in root.values())


def _astro_value(v: Any, depth: int = 0) -> Any:
    """An Astro island prop as a plain value: each is `[type, value]` — 0 a plain value (an object's fields
    wrapped again), 1 an array of wrapped values, 7 a URL; other types (dates, maps, regexps) are no links."""
    if depth > 30 or not isinstance(v, list) or len(v) != 2 or not isinstance(v[0], int):
        return None
    t, p = v
    if t == 0:
        return {k: _astro_value(x, depth + 1) for k, x in list(p.items())[:500]} if isinstance(p, dict) else p
    if t == 1 and isinstance(p, list):
        return [_astro_value(x, depth + 1) for x in p[:5000]]
    if t == 7 and isinstance(p, str):
        return p
    return None


#: attributes holding a client-drawn component's props as JSON (react-rails, Inertia.js, Vue / Stimulus mounts)
_PROPS_ATTRS = ("data-react-props", "data-page", "data-props")
_PROPS_SELECTOR = ", ".join(f"[{a}]" for a in _PROPS_ATTRS)


def _read_astro_props(props: str, base: str, facts: PageFacts, region: str) -> None:
    try:
        raw = json.loads(props)
    except (ValueError, RecursionError):
        return
    if isinstance(raw, dict):
        _read_framework_data({k: _astro_value(v) for k, v in list(raw.items())[:200]}, base, facts, region)


def _read_framework_json(body: str, base: str, facts: PageFacts, *, devalue: bool = False) -> None:
    """Links that live only in framework state (Next.js __NEXT_DATA__, Nuxt 2 and 3, Gatsby, ...)."""
    if "&q;" in body[:2000] and not body.lstrip().startswith(("{\"", "[")):
        # Angular's TransferState (`serverApp-state`) escapes its JSON: &q; for ", &a; for & …
        body = body.replace("&q;", '"').replace("&s;", "'").replace("&l;", "<").replace("&g;", ">").replace("&a;", "&")
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        _read_script_links(body, base, facts)
        return
    if (devalue or _is_devalue(data)) and isinstance(data, list):
        data = devalue_unflatten(data)
    _read_framework_data(data, base, facts, "json")


def framework_links(body: str, base: str) -> list[Link]:
    """The links of a framework's data document fetched on its own (Gatsby's page-data.json and static query results:
    the menu a Gatsby shell draws), read as in-page framework state is (region "json")."""
    facts = PageFacts(url=base)
    _read_framework_json(body, base, facts)
    return facts.links


#: Gatsby's loader names the page it hydrates (`window.pagePath="/"`); its data is at /page-data/<page>/page-data.json
_GATSBY_PAGE_PATH = re.compile(r"""window\.pagePath\s*=\s*["']([^"'<>\s]{1,300})["']""")


def gatsby_page_data(facts: PageFacts) -> str:
    """A Gatsby page's own data document (`/page-data/index/page-data.json` for "/"), named by its script loader's
    `window.pagePath`; '' for any other page."""
    m = _GATSBY_PAGE_PATH.search(facts.inline_scripts)
    if not m or "___webpackCompilationHash" not in facts.inline_scripts:
        return ""
    path = m.group(1).strip("/")
    return safe_join(facts.url, f"/page-data/{path or 'index'}/page-data.json") or ""


#: JSON documents nested as strings inside framework state (SvelteKit's fetched responses keep theirs as a `body`
#: string) read at most, and how deep
_NESTED_JSON_MAX = 20
_NESTED_JSON_DEPTH = 2


def _read_framework_data(data: Any, base: str, facts: PageFacts, region: str, depth: int = 0) -> None:
    if depth < _NESTED_JSON_DEPTH:
        nested = 0
        for node in _walk(data):
            values = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
            for v in values:
                if (nested < _NESTED_JSON_MAX and isinstance(v, str) and 2 < len(v) < 500_000
                        and v[:1] in "{[" and v.rstrip()[-1:] in "}]"):
                    try:
                        inner = json.loads(v)
                    except (ValueError, RecursionError):
                        continue
                    nested += 1
                    _read_framework_data(inner, base, facts, region, depth + 1)
    # a menu entry with a label and no link of its own over a list of entries ({"label": "Products", "children":
    # [...]}) is their group
    groups: dict[int, str] = {}
    for node in _walk(data):
        if not isinstance(node, dict) or any(isinstance(node.get(k), (str, dict)) and node.get(k) for k in _LINK_KEYS):
            continue
        glabel = next((lv for lk in _LABEL_KEYS if isinstance(lv := node.get(lk), str) and 0 < len(lv) <= 40), "")
        if not glabel:
            continue
        for v in node.values():
            if isinstance(v, list):
                for child in v[:60]:
                    if isinstance(child, dict):
                        groups.setdefault(id(child), glabel.strip())
    count = 0
    for node in _walk(data):
        if not isinstance(node, dict) or count > 500:
            continue
        for k in _LINK_KEYS:
            v = node.get(k)
            if isinstance(v, dict):  # {"link": {"href": "/x"}} / {"url": {"pathname": ...}}
                story = v.get("linktype") == "story"
                v = v.get("href") or v.get("url") or v.get("pathname") or v.get("cached_url")
                if story and isinstance(v, str) and v.strip() and not v.startswith(("/", "http://", "https://")):
                    # a Storyblok story link: its cached_url is the story's slug from the site root, without the
                    # leading slash ("company/careers")
                    v = "/" + v.strip()
                if k == "slug":
                    v = node[k].get("current")  # Sanity's slug object: {"_type": "slug", "current": "pricing"}
            label = ""
            for lk in _LABEL_KEYS:
                lv = node.get(lk)
                if isinstance(lv, str) and 0 < len(lv) <= 80:
                    label = lv
                    break
            if k == "slug" and isinstance(v, str) and _menu_slug(v, label):
                v = "/" + v
            if not isinstance(v, str) or not _looks_like_link(v):
                continue
            u = _abs(base, v)
            if u:
                facts.links.append(Link(u, label.strip(), region, groups.get(id(node), "")))
                count += 1
            break


def _menu_slug(slug: str, label: str) -> bool:
    """A CMS navigation entry's bare slug (`{"label": "Pricing", "slug": "pricing"}`, `"legal/privacy"` under
    "Privacy"): its last part is its label's, the label a menu's few words — not a post's slug, relative to its blog
    (a long title, a dated folder)."""
    words = re.sub(r"[^\w\s-]", "", fold(label)).split()
    return (bool(_BARE_SLUG.match(slug)) and 0 < len(words) <= 3 and not any(p.isdigit() for p in slug.split("/"))
            and slug.rsplit("/", 1)[-1].replace("_", "-") == "-".join(words))


#: an <option> whose value is a URL or a site path (a navigating <select>)
_OPTION_URL = re.compile(r"<option[^>]*\svalue\s*=\s*[\"']?(?:/[^/\"'\s>]|https?://)", re.I)
#: script types that hold markup, not code (drawn by the client: Vue's `text/x-template`, Angular's `text/ng-template`,
#: Handlebars, Knockout, Underscore templates)
_TEMPLATE_TYPES = frozenset({"text/x-template", "text/template", "text/html", "text/ng-template",
                             "text/x-handlebars-template", "text/x-handlebars", "text/x-underscore-template"})


def _read_template_links(markup: str, base: str, facts: PageFacts) -> None:
    """Anchors of markup kept in a script template (a Vue app's header drawn from `<script type="text/x-template">`):
    read as the page's own, in the region their landmarks say (a template of no landmark: menu data)."""
    if "href" not in markup:
        return
    existing = {ln.url for ln in facts.links}
    frag = LexborHTMLParser(markup)
    for node in frag.css("a[href]")[:MAX_LINKS]:
        u = _abs(base, (node.attributes.get("href") or "").strip())
        if not u or u in existing:
            continue
        region = _region(node)
        facts.links.append(Link(u, _anchor_text(node), region if region != "main" else "json",
                                _menu_group(node) if region != "main" else ""))
        existing.add(u)


#: a custom element (its tag holds a hyphen: Lit, Stencil, Vue / Svelte web components) given JSON in an attribute
_CUSTOM_JSON_ATTR = re.compile(r"<([a-z][a-z0-9]*-[a-z0-9-]*)\s[^>]*?=\s*(?:\"\s*(?:\[|\{|&quot;)|'\s*[\[{])", re.I)
_CUSTOM_REGIONS = (("footer", "footer"), ("header", "nav"), ("nav", "nav"), ("menu", "nav"))


def _read_custom_element_props(tree: LexborHTMLParser, html: str, base: str, facts: PageFacts) -> None:
    """Links in the JSON attributes of custom elements (`<lp-site-header items='[{"label":…,"href":…}]'>`): a web
    component's menu drawn on the client, no anchor in the page. At most ten tags, thirty elements."""
    tags = list(dict.fromkeys(m.group(1).lower() for m in _CUSTOM_JSON_ATTR.finditer(html, 0, MAX_SCRIPT_SCAN * 5)))[:10]
    read = 0
    for tag in tags:
        for el in tree.css(tag)[:10]:
            region = _region(el)
            if region not in ("nav", "header", "footer"):
                region = next((r for w, r in _CUSTOM_REGIONS if w in tag), "json")
            for v in el.attributes.values():
                if not v or v.lstrip()[:1] not in "{[" or len(v) > 500_000:
                    continue
                try:
                    data = json.loads(v)
                except (ValueError, RecursionError):
                    continue
                _read_framework_data(data, base, facts, region)
            read += 1
            if read >= 30:
                return


def resolve_nuxt2_state(text: str) -> str:
    """Nuxt 2's `window.__NUXT__` IIFE with its parameters that stand for strings replaced by those strings in the
    link and label fields (`{label:"Blog",to:a}` … `}("/blog")` → `{label:"Blog",to:"/blog"}`); any other text as
    given. Bounded: one IIFE, its arguments read as JSON values up to the first one that is not (`void 0`)."""
    m = _NUXT2_IIFE.search(text)
    if m is None:
        return text
    params = [p.strip() for p in m.group(1).split(",") if p.strip()]
    # the arguments follow the function body's closing `}(`: the last `}(` on the line (devalue writes the state on one
    # line; the page's scripts are joined by newlines)
    end = text.find("\n", m.end())
    end = len(text) if end < 0 else end
    call = text.rfind("}(", m.end(), end)
    if not params or call < 0:
        return text
    args: dict[str, str] = {}
    dec = json.JSONDecoder()
    pos = call + 2
    for name in params:
        while pos < end and text[pos] in " ,\n\t":
            pos += 1
        try:
            val, pos = dec.raw_decode(text, pos)
        except ValueError:
            break
        if isinstance(val, str):
            args[name] = val
    if not args:
        return text
    body = text[m.end():call]
    body = _BARE_VALUE.sub(lambda b: b.group(1) + json.dumps(args[b.group(2)]) if b.group(2) in args else b.group(0),
                           body)
    return text[:m.end()] + body + text[call:]


def _read_script_links(text: str, base: str, facts: PageFacts) -> None:
    """Links in inline scripts (RSC `self.__next_f.push`, `window.__NUXT__`, serialized menus)."""
    if "__NUXT__" in text:
        text = resolve_nuxt2_state(text)
    existing = {ln.url for ln in facts.links}
    count = 0
    for m in _SCRIPT_LINK.finditer(text):
        raw = m.group(1).replace("\\/", "/").replace("\\", "")
        if not _looks_like_link(raw):
            continue
        u = _abs(base, raw)
        if not u or u in existing:
            continue
        facts.links.append(Link(u, _script_label(text, m), "json"))
        existing.add(u)
        count += 1
        if count >= 300:
            break


def _script_label(text: str, m: re.Match[str]) -> str:
    """The label of a link found in script text. A serialized menu is a run of objects, one per link, so the
    first label within 200 characters is often the previous entry's (an RSC flight chunk
    `{"href":"/pricing","children":"Pricing"},{"href":"/customers","children":"Customers"}` labelled
    /customers 'Pricing'): the link's own object (`{` … `}` around it) is read first, else the nearest label
    of an object enclosing it (`{"title":"Careers","link":{"href":"/careers"}}`), never a sibling's."""
    lo = text.rfind("{", max(0, m.start() - 300), m.start())
    hi = text.find("}", m.end(), m.end() + 300)
    if lo >= 0 and hi >= 0:
        own = _SCRIPT_LABEL.search(text, lo, hi)
        if own:
            return own.group(1)
    best, gap = "", 201
    for lm in _SCRIPT_LABEL.finditer(text, max(0, m.start() - 200), m.end() + 200):
        before = lm.end() <= m.start()
        a, b = (lm.end(), m.start()) if before else (m.end(), lm.start())
        if b - a >= gap or _SCRIPT_LINK.search(text, a, b) or not _encloses(text[a:b], before):
            continue
        best, gap = lm.group(1), b - a
    return best


def _encloses(between: str, label_first: bool) -> bool:
    """The label's object holds the link: from a label before it the text only opens objects on the way
    down (never closes the label's own); from a label after it, it closes the link's object at most, and
    opens none (a sibling's object would be opened)."""
    if not label_first:
        return "{" not in between and between.count("}") <= 1
    depth = 0
    for ch in between:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth < 0:
                return False
    return True


#: what a sign-in page calls itself (title or main heading), folded
_SIGNIN_WORDS = tuple(fold(w) for w in (
    "sign in", "sign-in", "signin", "log in", "log-in", "login", "anmelden", "anmeldung", "einloggen", "connexion",
    "se connecter", "iniciar sesion", "inicia sesion", "acceder", "accedi", "entrar", "inloggen", "logga in",
    "kirjaudu", "zaloguj", "prihlaseni", "giris yap", "ログイン", "登录", "登入", "로그인"))


def is_signin_page(facts: PageFacts) -> bool:
    """A sign-in form (an investor portal's, a customer area's): a password field on a page that calls itself a sign-in
    or says little else. A pricing page's sign-up form beside its plans is no sign-in page."""
    if not facts.password_field:
        return False
    head = fold(f"{facts.title} {facts.h1}")
    return any(w in head for w in _SIGNIN_WORDS) or len(facts.text) < 400


def is_parked(facts: PageFacts) -> bool:
    """A parking / for-sale / placeholder page: says so, and has almost no site of its own."""
    return bool(parking_kind(facts))


def parking_kind(facts: PageFacts) -> str:
    """`parked` (for sale, parking ads), `placeholder` (coming soon, under construction) or ''."""
    blob = fold(f"{facts.title} {facts.h1} {facts.text[:3000]}")
    hits = sum(1 for p in _PARKED if p in blob)
    host = (urlsplit(facts.url).hostname or "").lower()
    own_links = [ln for ln in facts.links if (urlsplit(ln.url).hostname or "").lower() == host
                 and urlsplit(ln.url).path not in ("", "/")]
    if hits >= 2 or hits == 1 and len(own_links) < 4 and len(facts.text) < 3000:
        return "placeholder" if any(p in blob for p in _PLACEHOLDER) and not any(
            p in blob for p in _PARKED[:-2]) else "parked"
    head = fold(f"{facts.title} {facts.h1}")
    placeholder = any(p in head for p in _PLACEHOLDER) or (
        len(facts.text) < 600 and any(p in fold(facts.text) for p in _PLACEHOLDER))
    return "placeholder" if placeholder and len(own_links) < 4 and len(facts.text) < 3000 else ""


def status_platform(facts: PageFacts) -> str:
    """The hosted status-page platform a page is served by, when it says so ('instatus'), else ''. Instatus
    pages on a company's own status. host carry its generator tag or a "Powered by Instatus" link."""
    marks = [facts.generator.lower(), *((urlsplit(u).hostname or "").lower()
                                        for u in [ln.url for ln in facts.links] + facts.script_srcs)]
    return "instatus" if any(m == "instatus" or m.startswith("instatus ") or m == "instatus.com"
                             or m.endswith(".instatus.com") for m in marks) else ""


def is_js_shell(facts: PageFacts) -> bool:
    """A single-page-app shell: almost no text and anchors, content drawn by scripts (links that only live
    in its JSON configuration, or in a <noscript> fallback for browsers without JavaScript, do not make it
    a page)."""
    anchors = sum(1 for ln in facts.links if ln.region != "json") - facts.noscript_links
    return len(facts.text) < 300 and anchors < 4 and bool(facts.script_srcs)


def challenge_vendor(status: int, headers: Mapping[str, str] | None, body: bytes) -> str:
    """The bot-protection vendor whose challenge or block page this response is ('' when it is none): the
    shared detector (`changewire_common.challenge`, the fetcher's and repair's too) in discovery's ''
    convention. We only recognise a wall, to stop and say so: discovery never tries to pass one."""
    return detect_challenge(status, headers, body) or ""


#: surfaces whose link on a page shows it is a site of its own, not a region / language chooser
_SITE_SURFACES = frozenset({Surface.CAREERS, Surface.PRICING, Surface.BLOG, Surface.NEWSROOM, Surface.PRODUCTS,
                            Surface.DOCS, Surface.INVESTORS, Surface.TEAM, Surface.CHANGELOG, Surface.JOBS_BOARD})


#: top-level domains of English-speaking countries (a country chooser's English choice), and labels naming one
#: country codes of English-speaking countries a chooser's folder or host may be named by (`/us/`, `uk.acme.com`)
_ENGLISH_COUNTRIES = frozenset({"us", "uk", "gb", "au", "ca", "ie", "nz"})
_ENGLISH_TLDS = ("co.uk", "uk", "com", "us", "ie", "com.au", "au", "ca", "co.nz", "nz")
_ENGLISH_CHOICES = frozenset({"english", "united kingdom", "uk", "great britain", "united states", "usa", "us",
                              "ireland", "australia", "canada", "new zealand", "international", "global", "worldwide",
                              "united states of america", "uk and ireland"})


def _country_site(link_url: str, text: str, host: str) -> tuple[str, str] | None:
    """A country chooser's entry for a sibling site on another domain of the same name (acme.de, acme.co.uk beside
    acme.com): ('en', url) for an English-speaking country's, ('xx', url) for another, None for any other link."""
    p = urlsplit(link_url)
    lh = (p.hostname or "").lower()
    reg, own = registrable_domain(lh), registrable_domain(host)
    if [x for x in p.path.split("/") if x] or p.query or not reg or reg == own:
        return None
    name, _, tld = reg.partition(".")
    if len(name) < 3 or name != own.partition(".")[0] or lh not in (reg, "www." + reg):
        return None
    english = tld in _ENGLISH_TLDS or fold(text).strip() in _ENGLISH_CHOICES
    return ("en" if english else "xx"), link_url


#: a region folder before the language one that is no country code (/global/en/, /int/de/, /ww/en/)
_REGION_WORDS = frozenset({"global", "int", "intl", "international", "ww", "worldwide", "corporate", "group"})


def _region_segment(seg: str) -> bool:
    """`us`, `de`, `cn`, `global`, `intl`: a country or region folder of a country site chooser."""
    s = seg.lower()
    return s in _REGION_WORDS or (len(s) == 2 and s.isascii() and s.isalpha())


def locale_gateway(facts: PageFacts) -> str:
    """A homepage that only asks for a region or language (`/en-us/`, `/de-de/`, `/fr/` ... and nothing of a
    site): the locale root to read instead — the first English one listed, else the one in the page's own
    language. A country folder before the language one (`/global/en/`, `/us/en/`, `/de/de/`) is a locale root too.
    '' when the page links any surface of its own, or offers neither (then it is the site). A chooser
    of the company's sites on other domains of its name (acme.de, acme.co.uk) is one too (its English one), and
    so is a page of no anchors that names its language versions only by hreflang alternates."""
    host = (urlsplit(facts.url).hostname or "").lower()
    bare = host[4:] if host.startswith("www.") else host
    roots: list[tuple[str, str]] = []
    countries: list[tuple[str, str]] = []
    for ln in facts.links:
        p = urlsplit(ln.url)
        lh = (p.hostname or "").lower()
        segs = [x for x in p.path.split("/") if x]
        label, _, rest = lh.partition(".")
        if rest == bare and is_language_segment(label) and not segs and not p.query:
            # a language host of the same site (en.acme.com, de.acme.com)
            if all(u != ln.url for _l, u in roots):
                roots.append((label, ln.url))
            continue
        if lh != host:
            cs = _country_site(ln.url, ln.text, host)
            if cs is not None and all(u != cs[1] for _l, u in countries):
                countries.append(cs)
            continue
        if len(segs) == 1 and is_language_segment(segs[0]) and not p.query:
            if all(u != ln.url for _l, u in roots):
                roots.append((segs[0].lower().replace("_", "-"), ln.url))
            continue
        if len(segs) == 2 and _region_segment(segs[0]) and is_language_segment(segs[1]) and not p.query:
            # a country / region then a language (/global/en/, /us/en/, /de/de/, /cn/zh/): named by its language
            if all(u != ln.url for _l, u in roots):
                roots.append((segs[1].lower().replace("_", "-"), ln.url))
            continue
        m = classify_link(ln.url, ln.text, region=ln.region)
        if m is not None and m.surface in _SITE_SURFACES and m.confidence >= 0.5:
            return ""
    anchors = sum(1 for ln in facts.links if ln.region != "json")
    if len(roots) < 2 and anchors < 4:
        # no choice in the page's anchors (a picker drawn by script): its hreflang alternates are the choices
        for loc, url in facts.alternates:
            p = urlsplit(url)
            segs = [x for x in p.path.split("/") if x]
            if (loc != "x-default" and (p.hostname or "").lower() == host and len(segs) == 1
                    and is_language_segment(segs[0]) and all(u != url for _l, u in roots)):
                roots.append((loc, url))
    if len(roots) < 2:
        if len(countries) >= 2 and not roots:
            return next((u for loc, u in countries if loc == "en"), "")
        return ""
    texts = {ln.url: fold(ln.text).strip() for ln in facts.links if ln.text}
    for loc, url in roots:
        # (a country folder or host of an English-speaking country — /us/, uk. — named so, or unnamed)
        if loc.split("-")[0] == "en" or texts.get(url, "") in _ENGLISH_CHOICES or (
                loc in _ENGLISH_COUNTRIES and not texts.get(url)):
            return url
    # no English choice: a chooser offers the page's own language too; a page whose language is not among
    # the choices (an English page with a /de/ /fr/ switcher, its own menu drawn by script) is the site
    own = (facts.lang or "").split("-")[0]
    for loc, url in roots:
        if own and loc.split("-")[0] == own:
            return url
    return ""


#: what a consent wall says (its title, heading or text)
_CONSENT_WORDS = tuple(fold(p) for p in (
    "cookies", "cookie", "consent", "your privacy", "before you continue", "einwilligung", "datenschutzeinstellungen",
    "consentement", "consentimiento", "privacy choices",
))
#: a consent wall's way on without consenting (never "accept": discovery consents to nothing)
_DECLINE_LABELS = tuple(fold(p) for p in (
    "continue without accepting", "continue without agreeing", "continue without consent", "reject all", "decline all",
    "decline", "refuse all", "reject", "necessary cookies only", "only necessary cookies", "use necessary cookies only",
    "weiter ohne einwilligung", "ohne einwilligung fortfahren", "ohne zustimmung fortfahren", "alle ablehnen", "ablehnen",
    "continuer sans accepter", "tout refuser", "refuser", "rechazar todo", "rechazar", "continuar sin aceptar",
    "rifiuta tutto", "continua senza accettare", "alles weigeren", "weigeren", "afvis alle", "avvisa alla",
))
#: a way on phrased around the cookies it keeps: "Continue with necessary cookies only", "Nur notwendige Cookies
#: zulassen", "Only essential cookies", "Continuer sans accepter les cookies"
_DECLINE_PHRASE = re.compile(
    r"\b(?:necessary|essential|required|notwendigen?|erforderlichen?|essenziellen?|necessaires|necesarias|necessari|"
    r"noodzakelijke)\b.*\b(?:only|nur|uniquement|seulement|solo|solamente|alleen)\b|"
    r"\b(?:only|nur|uniquement|seulement|solo|solamente|alleen)\b.*\b(?:necessary|essential|required|notwendigen?|"
    r"erforderlichen?|essenziellen?|necessaires|necesarias|necessari|noodzakelijke)\b|"
    r"^(?:continue|proceed|weiter|continuer|continuar|continua|doorgaan)\b.*\b(?:without|ohne|sans|sin|senza|zonder)\b")


def consent_gateway(facts: PageFacts) -> str:
    """A homepage that is a cookie-consent interstitial (the site redirects every visitor without a consent
    cookie to it: a short page about cookies with a handful of links): the same-site link that goes on without
    consenting ('Continue without accepting', 'Reject all'), '' when the page is no such wall or offers no way."""
    if len(facts.text) > 1500 or len([ln for ln in facts.links if ln.region != "json"]) > 8:
        return ""
    blob = fold(f"{facts.title} {facts.h1} {facts.text[:1500]}")
    if not any(w in blob for w in _CONSENT_WORDS):
        return ""
    host = (urlsplit(facts.url).hostname or "").lower()
    bare = host[4:] if host.startswith("www.") else host
    for ln in facts.links:
        lh = (urlsplit(ln.url).hostname or "").lower()
        same_site = lh == bare or lh.endswith("." + bare) or bare.endswith("." + lh.removeprefix("www."))
        if not same_site or ln.url == facts.url:
            continue
        label = fold(ln.text).strip(" .!»›→")
        if label and (label in _DECLINE_LABELS or _DECLINE_PHRASE.search(label)):
            return ln.url
    return ""


#: a splash page's or an age gate's way in ("Enter site", "Yes, I am 21 or older"): a visitor's click, no consent given
_ENTER_LABELS = tuple(fold(p) for p in (
    "enter", "enter site", "enter the site", "enter website", "enter here", "click to enter", "continue to site",
    "continue to website", "go to site", "go to website", "visit site", "visit website", "yes", "yes, i am",
    "i am 18 or older", "i am 21 or older", "i am over 18", "i am over 21", "i'm over 18", "i'm over 21", "i am of legal age",
    "yes, i am 18", "yes, i am 21", "yes, i'm 18", "yes, i'm 21", "yes i am over 18", "yes i am over 21",
    "eintreten", "zur website", "zur webseite", "weiter zur website", "ja", "ich bin über 18", "ich bin 18 oder älter",
    "entrer", "entrer sur le site", "oui", "j'ai plus de 18 ans", "entrar", "entrar al sitio", "si", "sí", "tengo más de 18",
    "entra", "entra nel sito", "ho più di 18 anni", "binnengaan", "ja, ik ben 18+",
))


#: a way in phrased as an answer to the gate's question ("Ja, ich bin über 18", "Oui, j'ai 18 ans")
_ENTER_STARTS = tuple(fold(p) for p in (
    "enter ", "yes, i am", "yes i am", "yes, i'm", "yes i'm", "ja, ich bin", "ja ich bin", "oui, j'ai", "oui j'ai",
    "si, tengo", "si tengo", "sí, tengo", "si, ho", "sì, ho", "ja, ik ben", "ja ik ben", "sim, tenho", "ja, jeg er",
    "ja, jag ar",
    # the affirmative answer going on ("Yes, enter", "Yes – take me in", "Ja, weiter"): on a gate's page of ≤ 4 links
    # and no menu, a same-site link that says yes is the way in
    "yes, ", "yes - ", "yes – ", "ja, ", "oui, ", "si, ", "sí, ", "sì, ", "sim, ",
))


def entry_gateway(facts: PageFacts) -> str:
    """A homepage that is a splash page or an age gate (a near-empty page of a few links and no menu, one of them the
    way in: "Enter site", "Yes, I am 21 or older"): the same-site page it leads to, '' when the page is no such gate."""
    links = [ln for ln in facts.links if ln.region != "json"]
    if len(facts.text) > 800 or not links or len(links) > 4 or any(ln.region in ("nav", "footer") for ln in links):
        return ""
    if parking_kind(facts):
        return ""  # a parked domain's or a placeholder's "Yes" (is this your domain?) leads to no site
    host = (urlsplit(facts.url).hostname or "").lower().removeprefix("www.")
    here = urlsplit(facts.url)._replace(fragment="").geturl()
    for ln in links:
        lh = (urlsplit(ln.url).hostname or "").lower().removeprefix("www.")
        label = re.sub(r"[\s!.»›→]+$", "", fold(ln.text).strip())
        if lh == host and ln.url != here and (label in _ENTER_LABELS or label.startswith(_ENTER_STARTS)):
            return ln.url
    return ""


#: the title or heading of a web server's or a host's own page where a company's site should be: installed, never set up
#: ("Welcome to nginx!", Apache's "It works!") or switched off (a hosting account suspended)
_SERVER_DEFAULT_HEADS = tuple(fold(p) for p in (
    "welcome to nginx", "welcome to openresty", "test page for the nginx http server", "apache2 ubuntu default page",
    "apache2 debian default page", "apache http server test page", "test page for the apache http server", "it works!",
    "iis windows server", "internet information services", "welcome to centos", "caddy works", "default web site page",
    "domain default page", "web server's default page", "web server default page", "litespeed web server",
))
_SUSPENDED_HEADS = tuple(fold(p) for p in (
    "account suspended", "this account has been suspended", "website suspended", "site suspended",
    "this site has been suspended", "this website has been suspended", "hosting account suspended",
    "website expired", "site expired", "this website has expired", "this site has expired",
))


def server_default_kind(facts: PageFacts) -> str:
    """`default` (a web server's own page: the site was never put up), `suspended` (the hosting account is switched off)
    or '' — named by the page's title or first heading, on a page that links (almost) nothing of a site of its own."""
    host = (urlsplit(facts.url).hostname or "").lower()
    own = [ln for ln in facts.links if (urlsplit(ln.url).hostname or "").lower() == host
           and urlsplit(ln.url).path not in ("", "/")]
    if len(own) >= 4 or len(facts.text) > 5000:
        return ""
    heads = (fold(facts.title).strip(), fold(facts.h1).strip())
    if any(h.startswith(_SUSPENDED_HEADS) for h in heads if h):
        return "suspended"
    if any(h.startswith(_SERVER_DEFAULT_HEADS) for h in heads if h):
        return "default"
    return ""


def _no_chrome(facts: PageFacts) -> bool:
    """The page has no menu or footer linking pages of its own site (a gate's page, not a site's)."""
    host = (urlsplit(facts.url).hostname or "").lower().removeprefix("www.")
    for ln in facts.links:
        lh = (urlsplit(ln.url).hostname or "").lower().removeprefix("www.")
        if ln.region in ("nav", "header", "footer") and lh == host and urlsplit(ln.url).path not in ("", "/"):
            m = classify_link(ln.url, ln.text, region=ln.region)
            if m is None or m.surface is not Surface.LEGAL:
                return False
    return True


#: what a consent wall calls itself (its title or heading): a page about the visitor's consent, not a cookie shop's
_CONSENT_HEADS = tuple(fold(p) for p in (
    "before you continue", "we value your privacy", "your privacy", "privacy choices", "your privacy choices",
    "cookie consent", "cookie settings", "cookie preferences", "consent", "manage consent", "einwilligung",
    "datenschutzeinstellungen", "wir respektieren ihre privatsphare", "bevor sie fortfahren", "consentement",
    "avant de continuer", "gestion des cookies", "consentimiento", "antes de continuar", "prima di continuare",
    "voordat je verdergaat", "toestemming",
))


def consent_wall(facts: PageFacts) -> bool:
    """A cookie-consent wall (a short page that calls itself one, no menu of the site behind it): one with no way on
    without consenting is where discovery stops — it consents to nothing."""
    if len(facts.text) > 1500 or len([ln for ln in facts.links if ln.region != "json"]) > 8 or not _no_chrome(facts):
        return False
    heads = (fold(facts.title), fold(facts.h1))
    return any(w in h for h in heads for w in _CONSENT_HEADS)


_AGE_WORDS = tuple(fold(p) for p in (
    "age verification", "verify your age", "legal drinking age", "of legal age", "21 or older", "18 or older",
    "are you 21", "are you over 21", "are you 18", "are you over 18", "you must be 21", "you must be 18",
    "altersverifikation", "altersprufung", "bist du uber 18", "sind sie uber 18", "mindestens 18", "verification de l'age",
    "age legal", "majeur", "verificacion de edad", "mayor de edad", "maggiorenne", "verifica dell'eta",
    "leeftijdscontrole", "ben je 18",
))


def age_gate(facts: PageFacts) -> bool:
    """An age gate as the homepage (a short page asking the visitor's age, no menu of the site behind it): when it
    offers no link in (a form to post a birth date), discovery stops there — it passes no gate."""
    if len(facts.text) > 1200 or not _no_chrome(facts):
        return False
    blob = fold(f"{facts.title} {facts.h1} {facts.text[:1200]}")
    return any(w in blob for w in _AGE_WORDS)


#: words naming a section that is a blog as often as a library of reports and whitepapers ("Insights": a consultancy's
#: articles, an industrial group's downloadable studies)
_LIBRARY_WORDS = frozenset({"insights", "insight", "thought-leadership", "perspectives"})
_DATED = re.compile(
    r"<time\b|\b(?:19|20)\d\d-[01]\d-[0-3]\d\b|\b[0-3]?\d\.? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? "
    r"(?:19|20)\d\d\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? [0-3]?\d,? (?:19|20)\d\d\b", re.I)


_DOWNLOADS = re.compile(r"\bdownload\b|\bwhite ?papers?\b|\.pdf\b|\b(?:research |annual |the )?reports?\b|\bebooks?\b",
                        re.I)


def report_library(url: str, html: str, feeds: int) -> bool:
    """A page at a section named "Insights" (or alike) that is a library of reports, not a blog: it announces no feed,
    shows fewer than two dates (a blog's index dates its posts) and offers studies to download (three mentions or more
    of downloads, whitepapers, reports, PDFs). A page that says neither stays what its name says (earlier rounds'
    "Insights" pages of prose are blogs)."""
    segs = [s for s in urlsplit(url).path.lower().split("/") if s]
    if not segs or segs[-1].rsplit(".", 1)[0] not in _LIBRARY_WORDS or feeds:
        return False
    return len(_DATED.findall(html, 0, 400_000)) < 2 and len(_DOWNLOADS.findall(html, 0, 400_000)) >= 3
