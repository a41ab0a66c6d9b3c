"""Where to look when links did not say: homepage URL variants, localized common-path probes, subdomain
probes, and the verdict on a fetched page (ok / not found / soft 404 / redirected home). Pure: no I/O.
"""
from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

from changewire_common.domains import is_path_site_host, registrable_domain
from changewire_common.surfaces import PLATFORM_SURFACES, is_language_segment, looks_like_soft_404, similarity
from changewire_common.urls import canonical_url
from changewire_common.vocab import Surface

from .extract import ascii_host

#: surfaces worth a blind probe, in the order probes are spent
PROBE_SURFACES: tuple[Surface, ...] = (
    Surface.CAREERS, Surface.PRICING, Surface.NEWSROOM, Surface.BLOG, Surface.CHANGELOG, Surface.DOCS,
    Surface.INVESTORS, Surface.TEAM,
)

_PATHS: dict[str, dict[Surface, tuple[str, ...]]] = {
    "en": {
        Surface.CAREERS: ("/careers", "/jobs", "/company/careers", "/about/careers"),
        Surface.PRICING: ("/pricing", "/plans"),
        Surface.NEWSROOM: ("/news", "/press", "/newsroom"),
        Surface.BLOG: ("/blog",),
        Surface.CHANGELOG: ("/changelog", "/release-notes"),
        Surface.DOCS: ("/docs",),
        Surface.INVESTORS: ("/investors",),
        Surface.TEAM: ("/about", "/team"),
    },
    "de": {
        Surface.CAREERS: ("/karriere", "/jobs", "/stellenangebote"),
        Surface.PRICING: ("/preise",),
        Surface.NEWSROOM: ("/presse", "/news", "/aktuelles"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/ueber-uns", "/team"),
        Surface.INVESTORS: ("/investoren",),
    },
    "fr": {
        Surface.CAREERS: ("/carrieres", "/recrutement", "/emplois"),
        Surface.PRICING: ("/tarifs", "/prix"),
        Surface.NEWSROOM: ("/actualites", "/presse"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/equipe", "/a-propos"),
        Surface.INVESTORS: ("/investisseurs",),
    },
    "es": {
        Surface.CAREERS: ("/empleo", "/trabaja-con-nosotros", "/carreras"),
        Surface.PRICING: ("/precios",),
        Surface.NEWSROOM: ("/noticias", "/prensa"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/equipo", "/sobre-nosotros"),
        Surface.INVESTORS: ("/inversores",),
    },
    "da": {
        Surface.CAREERS: ("/karriere", "/job", "/ledige-stillinger"),
        Surface.PRICING: ("/priser",),
        Surface.NEWSROOM: ("/nyheder", "/presse"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/om-os",),
        Surface.INVESTORS: ("/investorer",),
    },
    "sv": {
        Surface.CAREERS: ("/karriar", "/jobb", "/lediga-tjanster"),
        Surface.PRICING: ("/priser",),
        Surface.NEWSROOM: ("/nyheter", "/press"),
        Surface.BLOG: ("/blogg", "/blog"),
        Surface.TEAM: ("/om-oss",),
        Surface.INVESTORS: ("/investerare",),
    },
    "no": {
        Surface.CAREERS: ("/karriere", "/jobb", "/ledige-stillinger"),
        Surface.PRICING: ("/priser",),
        Surface.NEWSROOM: ("/nyheter", "/presse"),
        Surface.BLOG: ("/blogg", "/blog"),
        Surface.TEAM: ("/om-oss",),
        Surface.INVESTORS: ("/investor",),
    },
    "nl": {
        Surface.CAREERS: ("/vacatures", "/werken-bij", "/careers"),
        Surface.PRICING: ("/prijzen",),
        Surface.NEWSROOM: ("/nieuws", "/pers"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/over-ons", "/team"),
    },
    "it": {
        Surface.CAREERS: ("/lavora-con-noi", "/carriere"),
        Surface.PRICING: ("/prezzi",),
        Surface.NEWSROOM: ("/notizie", "/news", "/stampa"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/chi-siamo", "/team"),
    },
    "pt": {
        Surface.CAREERS: ("/carreiras", "/trabalhe-conosco", "/vagas"),
        Surface.PRICING: ("/precos", "/planos"),
        Surface.NEWSROOM: ("/noticias", "/imprensa"),
        Surface.BLOG: ("/blog",),
        Surface.TEAM: ("/sobre", "/quem-somos"),
    },
}
_LANG_ALIASES = {"nb": "no", "nn": "no", "se": "sv", "dk": "da"}

#: subdomain first labels, and the surface each can give
SUBDOMAINS: tuple[tuple[str, Surface], ...] = (
    ("careers", Surface.CAREERS), ("jobs", Surface.CAREERS), ("status", Surface.STATUS),
    ("news", Surface.NEWSROOM), ("blog", Surface.BLOG), ("docs", Surface.DOCS), ("developer", Surface.DOCS),
    ("developers", Surface.DOCS), ("investors", Surface.INVESTORS), ("ir", Surface.INVESTORS),
    ("shop", Surface.PRODUCTS),
)


def language_of(lang_attr: str) -> str:
    """`de-DE` → `de`, `nb` → `no`; '' when unknown."""
    base = re.split(r"[-_]", (lang_attr or "").strip().lower())[0]
    return _LANG_ALIASES.get(base, base)


#: page suffixes a site may give every page (a static, PHP or ASP.NET site: `/about.html`, `/contact.php`)
_PAGE_SUFFIXES = (".html", ".htm", ".php", ".aspx", ".asp", ".jsp", ".cfm", ".shtml")
#: pages of the site's own a suffix must end at least this many of (and most of them) to be the site's way
_SUFFIX_MIN_PAGES = 3


def page_suffix(paths: Sequence[str]) -> str:
    """The suffix the site gives its pages (`.html`, `.php`), when most of its own page paths (`paths`, the root
    and index files aside) end with one: a blind probe then asks `/careers.html`, as its own links would say. ''
    when they do not (a site of clean paths, or a mix)."""
    pages = [p for p in paths if p.rstrip("/") and not p.endswith("/")]
    pages = [p for p in pages if p.rsplit("/", 1)[-1].lower().split(".")[0] not in ("index", "default")]
    if len(pages) < _SUFFIX_MIN_PAGES:
        return ""
    counts: dict[str, int] = {}
    for p in pages:
        low = p.lower()
        for suf in _PAGE_SUFFIXES:
            if low.endswith(suf):
                counts[suf] = counts.get(suf, 0) + 1
                break
    if not counts:
        return ""
    suf, n = max(counts.items(), key=lambda kv: kv[1])
    return suf if n >= _SUFFIX_MIN_PAGES and 2 * n > len(pages) else ""


def probe_paths(missing: Sequence[Surface], lang: str, locale_prefix: str, limit: int, *,
                root_fallback: bool = True, suffix: str = "") -> list[tuple[Surface, str]]:
    """Up to `limit` (surface, path) probes for the missing surfaces: the site language's paths first
    (under its locale prefix, e.g. `/de`), then English; one path per surface per round. Under a locale prefix
    the unprefixed English path is tried too (`root_fallback`); under the path a whole site lives at (a
    builder's `/bakery`), never: the root is another site's. With `suffix` (a site whose pages all end `.html`),
    each path ends so (`/careers.html`)."""
    langs = [language_of(lang)] if language_of(lang) in _PATHS and language_of(lang) != "en" else []
    langs.append("en")
    per_surface: dict[Surface, list[str]] = {}
    for s in missing:
        paths: list[str] = []
        for lg in langs:
            for p in _PATHS[lg].get(s, ()):
                full = (locale_prefix.rstrip("/") + p) if locale_prefix else p
                if full not in paths:
                    paths.append(full)
                if locale_prefix and root_fallback and p not in paths and lg == "en" and len(paths) < 2:
                    paths.append(p)
        if paths:
            per_surface[s] = paths
    if suffix:
        per_surface = {k: [p + suffix for p in v] for k, v in per_surface.items()}
    out: list[tuple[Surface, str]] = []
    rnd = 0
    while len(out) < limit and any(len(v) > rnd for v in per_surface.values()):
        for s in missing:
            paths = per_surface.get(s, [])
            if rnd < len(paths) and len(out) < limit:
                out.append((s, paths[rnd]))
        rnd += 1
    return out


def locale_prefix(url: str) -> str:
    """`/de` in `https://x.com/de/` (the site's locale prefix), `/us/en` in `https://x.com/us/en/` (a region, then
    a language: both are the prefix), '' when none."""
    segs = [s for s in urlsplit(url).path.split("/") if s]
    n = locale_depth(segs)
    return "/" + "/".join(segs[:n]) if n else ""


#: codes that name a language and no country: a second segment after one is a section (`/en/it` is the IT page)
_LANGUAGE_ONLY = frozenset({"en", "ja", "zh", "ko", "sv", "da", "cs", "el", "nb", "nn", "et", "ar", "he", "vi", "hi"})


def locale_depth(segs: Sequence[str]) -> int:
    """How many leading path segments are a locale prefix: 0, 1 (`/de/`, `/es-419/`) or 2 (a country, then a
    language: `/us/en/`, `/ch/fr/`, `/de/de/`; not `/en/it`, an English site's IT page, nor `/en-us/…`)."""
    if not segs or not is_language_segment(segs[0]):
        return 0
    first = segs[0].lower()
    if (len(segs) > 1 and is_language_segment(segs[1]) and "-" not in first and "_" not in first
            and first not in _LANGUAGE_ONLY and "-" not in segs[1] and "_" not in segs[1]):
        return 2
    return 1


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return True


def _valid_host(host: str) -> bool:
    """A host name DNS could hold: no blank or over-long labels, no spaces or URL delimiters; an IDN
    label must encode to punycode."""
    if _is_ip(host):
        return True
    if len(host) > 253 or any(ch.isspace() or ch in "%\\<>\"{}|^`" for ch in host):
        return False
    for label in host.split("."):
        if not label:
            return False
        try:
            enc = label.encode("idna") if not label.isascii() else label.encode()
        except UnicodeError:
            return False
        if len(enc) > 63:
            return False
    return True


def homepage_variants(website: str) -> list[str]:
    """URLs to try for a company website: as given (a bare domain: https first, then http), then with
    or without `www.`. Raises ValueError for something that is not a website."""
    w = website.strip()
    if not w:
        raise ValueError("empty website")
    has_scheme = "://" in w
    if not has_scheme and (re.match(r"^[a-z][a-z0-9+.-]*:(?!\d)", w, re.I) or "@" in w):
        raise ValueError(f"not a website: {website!r}")
    parts = urlsplit(w if has_scheme else "//" + w)
    if has_scheme and parts.scheme not in ("http", "https"):
        raise ValueError(f"unsupported scheme in {website!r}")
    try:
        host = (parts.hostname or "").lower().rstrip(".")
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        raise ValueError(f"invalid port in {website!r}") from None
    if not host or "." not in host and host != "localhost" or not _valid_host(host):
        raise ValueError(f"not a website: {website!r}")
    # an internationalised name as browsers and HTTP clients write it (müller.de → xn--mller-kva.de): the site's
    # sensors, robots.txt and its links (extract.ascii_host) are one spelling whichever the website was given in
    host = (urlsplit(ascii_host(f"http://{host}/")).hostname or host).lower()
    path = parts.path or "/"
    # a campaign's or a share's parameters pasted with it (?utm_source=…&gclid=…): no part of the company's address
    query = urlsplit(canonical_url(urlunsplit(("http", "h", "/", parts.query, "")))).query if parts.query else ""
    schemes = [parts.scheme] if has_scheme else ["https", "http"]
    is_ip = _is_ip(host)
    alt = host if is_ip else host[4:] if host.startswith("www.") else f"www.{host}"
    out = []
    for h in dict.fromkeys((host, alt)):
        for s in schemes:
            u = urlunsplit((s, h + port, path if h == host else "/", query if h == host else "", ""))
            if u not in out:
                out.append(u)
        if h == host and (path != "/" or query) and not is_path_site_host(host):
            # a page of the site given (a stale link that may be gone): its host's root next
            out += [r for r in (urlunsplit((s, h + port, "/", "", "")) for s in schemes) if r not in out]
    if has_scheme:
        other = "http" if parts.scheme == "https" else "https"
        u = urlunsplit((other, host + port, path, query, ""))
        if u not in out and parts.scheme == "https":
            out.append(u)  # an https website that only answers on http: last resort
    return out


@dataclass(frozen=True)
class PageCheck:
    """What one fetched page looked like, for judging it."""

    status: int
    requested_url: str
    final_url: str
    title: str
    text: str
    is_shell: bool = False
    h1: str = ""


def is_home(url: str, home_urls: Sequence[str], *, any_root: bool = False) -> bool:
    """The site root, a bare locale root (`/de/`), or one of the homepage's known URLs. The root of another subdomain
    of the company's domain (careers.acme.com/) is that site's front page, not the homepage — but with `any_root`,
    every host's root counts (a link asked of a host's root is never "sent home")."""
    p = urlsplit(url)
    segs = [s for s in p.path.split("/") if s]
    if len(segs) == locale_depth(segs):  # the root, or a bare locale root (`/de/`, `/us/en/`)
        if not p.query and (any_root or not _own_subsite(p.hostname or "", home_urls)):
            return True
    key = (p.hostname or "", p.path.rstrip("/"))
    return any((urlsplit(h).hostname or "", urlsplit(h).path.rstrip("/")) == key for h in home_urls)


def _own_subsite(host: str, home_urls: Sequence[str]) -> bool:
    """The host is another subdomain of the homepage's own domain (careers., jobs., investors. — not www.) or the
    company's tenant on a hosted platform (acme.breezy.hr): its root is that site's front page (`/careers` →
    careers.acme.com/), not the company's homepage."""
    host = host.lower()
    homes = {(urlsplit(h).hostname or "").lower() for h in home_urls} - {""}
    reg = registrable_domain(host)
    if homes and reg in PLATFORM_SURFACES and host not in (reg, "www." + reg):
        return True  # a company's tenant on a hosted platform (acme.breezy.hr/, acme.statuspage.io/): its own front page
    if not host or not homes or host in homes or host.removeprefix("www.") in {h.removeprefix("www.") for h in homes}:
        return False
    bases = {registrable_domain(h) or h.removeprefix("www.") for h in homes} | {h.removeprefix("www.") for h in homes}
    return any(host.endswith("." + b) for b in bases if b)


def head_key(title: str, h1: str) -> tuple[str, str]:
    """A page's title and main heading, whitespace and case folded: what two copies of one page share."""
    return (" ".join(title.split()).casefold(), " ".join(h1.split()).casefold())


def heads_differ(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """Two pages' (title, h1) both present and both different: two pages of their own, however alike their text —
    on a site whose chrome (a mega menu of thousands of links) dwarfs every page's own words, text similarity cannot
    tell its pages apart, while a copy of one page (a catch-all answering the homepage, a soft 404) wears its head."""
    x, y = head_key(*a), head_key(*b)
    return all(x) and all(y) and x[0] != y[0] and x[1] != y[1]


def _own_head(check: PageCheck, home_head: tuple[str, str]) -> bool:
    """The page wears a title and a main heading of its own, both other than the homepage's."""
    return heads_differ((check.title, check.h1), home_head)


def judge(check: PageCheck, home_urls: Sequence[str], not_found_texts: Sequence[str], home_text: str = "",
          not_found_heads: Sequence[tuple[str, str]] = (), home_head: tuple[str, str] = ("", "")) -> str:
    """`ok` | `missing` (4xx/5xx) | `home` (redirected to the homepage) | `soft404` (a 200 that is not
    found) | `inconclusive` (the site answers every path with the same page: an SPA shell).

    `not_found_heads` are the (title, h1) of what the site served for a path that cannot exist: a page
    wearing the very same title and heading is that page again even when its text differs (a catch-all
    homepage whose hero, featured posts or nonces change on every request defeats text similarity).

    `home_head` is the homepage's (title, h1): a page whose text is near the homepage's only because the site's
    chrome dwarfs every page's own words (a retailer's mega menu of 2,000 links on every page) but that wears a
    title AND a heading of its own is its own page, not the homepage again (a catch-all answering the homepage's
    document wears the homepage's head)."""
    if check.status >= 400 or check.status < 200:
        return "missing"
    if not is_home(check.requested_url, home_urls, any_root=True) and is_home(check.final_url, home_urls):
        return "home"
    if looks_like_soft_404(check.status, check.title, check.text, ()):
        return "soft404"
    body = f"{check.title} {check.text}"
    # (a not-found page the site served is set aside when this page wears a head of its own, other than that one's;
    # the texts and heads are paired when every not-found page had one)
    paired = len(not_found_heads) == len(not_found_texts)
    if any(similarity(body, nf) >= 0.9 and not (paired and heads_differ((check.title, check.h1), not_found_heads[i]))
           for i, nf in enumerate(not_found_texts)):
        return "inconclusive" if check.is_shell else "soft404"
    if (home_text and not is_home(check.requested_url, home_urls, any_root=True) and similarity(body, home_text) >= 0.95
            and not _own_head(check, home_head)):
        return "inconclusive" if check.is_shell else "home"
    if check.title.strip() and head_key(check.title, check.h1) in {head_key(t, h) for t, h in not_found_heads}:
        return "inconclusive" if check.is_shell else "soft404"
    return "ok"
