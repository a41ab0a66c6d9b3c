"""Canonical URLs for links found in pages (the differ's link keys, discovery's candidate URLs): resolved against the page, fragment dropped, tracking,
session and cache-busting parameters removed, query sorted.

Pure: urllib.parse only.
"""
from __future__ import annotations

import re
from functools import lru_cache
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit, urlunsplit

#: query parameters that identify a visit, a campaign or a cache entry, never the resource
_TRACKING_EXACT = frozenset({
    "gclid", "gclsrc", "dclid", "fbclid", "msclkid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl",
    "_hsenc", "_hsmi", "hsctatracking", "mkt_tok", "ref", "ref_src", "ref_url", "referrer", "source", "src",
    "sid", "session", "sessionid", "session_id", "phpsessid", "jsessionid", "aspsessionid", "cfid", "cftoken",
    "token", "nonce", "csrf", "csrf_token", "_token", "authenticity_token", "cb", "cachebuster", "cache",
    "_", "ts", "timestamp", "rnd", "rand", "random", "trk",
    "trkcampaign", "spm", "scid", "cmpid", "campaign", "share", "si", "feature", "s_kwcid", "ef_id",
    "_branch_match_id", "wt.mc_id", "oly_enc_id", "oly_anon_id", "vero_id", "__s", "ncid", "sr_share",
    "ga_source", "ga_medium", "ga_campaign", "gh_src", "lever-source", "lever-origin", "lever-via",
    # Shopify's search and recommendation tracking on product links (_pos=3&_sid=…&_ss=r, pr_prod_strat=…)
    "_pos", "_sid", "_ss", "_psq", "_fid", "pr_prod_strat", "pr_rec_id", "pr_rec_pid", "pr_ref_pid", "pr_seq",
})
_TRACKING_PREFIX = ("utm_", "pk_", "mtm_", "matomo_", "hsa_", "_hs", "ga_", "vgo_", "oly_", "__hs")
_SESSION_PATH = re.compile(r";(?:jsessionid|sessionid|phpsessid|sid)=[^/?#]*", re.I)


#: cache-busting parameters, removed only when the value looks like a build stamp (`?v=1.2.3`, `?v=3f9a2c`)
_CACHE_PARAMS = frozenset({"v", "ver", "rev", "hash", "t", "build", "cb", "bust"})
_CACHE_VALUE = re.compile(r"^(?:[\d._-]+|[0-9a-f]{6,})$", re.I)


def _keep_param(name: str, value: str) -> bool:
    n = name.lower()
    if n in _CACHE_PARAMS:
        return not _CACHE_VALUE.match(value)
    return n not in _TRACKING_EXACT and not n.startswith(_TRACKING_PREFIX)


@lru_cache(maxsize=16384)
def canonical_url(href: str, base: str = "") -> str:
    """Absolute canonical form of `href` (resolved against `base`), or "" for non-web links
    (javascript:, mailto:, tel:, data:, pure fragments). Cached: a page's links recur in every
    version of it, and the same navigation links on every page of a site."""
    href = href.strip()
    if not href or href.startswith("#"):
        return ""
    low = href[:11].lower()
    if low.startswith(("javascript:", "mailto:", "tel:", "data:", "sms:", "about:", "blob:")):
        return ""
    try:
        absolute = urljoin(base, href) if base else href
        parts = urlsplit(absolute)
    except ValueError:
        return ""
    scheme = parts.scheme.lower()
    if scheme and scheme not in ("http", "https"):
        return ""
    netloc = parts.netloc.lower()
    if netloc.endswith(":80") and scheme == "http":
        netloc = netloc[:-3]
    elif netloc.endswith(":443") and scheme == "https":
        netloc = netloc[:-4]
    path = _SESSION_PATH.sub("", parts.path) or ("/" if netloc else "")
    query = ""
    if parts.query:
        pairs = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if _keep_param(k, v)]
        if pairs:
            query = urlencode(sorted(pairs))
    return urlunsplit((scheme, netloc, path, query, ""))


@lru_cache(maxsize=16384)
def url_path_key(url: str) -> str:
    """A stable identity for a link: host + path without a trailing slash, lower-cased (query kept
    when it carries an id-like parameter, e.g. `?gh_jid=123`)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url.lower()
    path = parts.path.rstrip("/").lower()
    keep = ""
    if parts.query:
        ids = [f"{k}={v}" for k, v in parse_qsl(parts.query) if k.lower() in _ID_PARAMS]
        keep = "?" + "&".join(sorted(ids)) if ids else ""
    return f"{parts.netloc.lower()}{path}{keep}"


_ID_PARAMS = frozenset({"id", "gh_jid", "jid", "job", "jobid", "job_id", "p", "post", "page_id", "pid", "postid", "item", "slug"})


#: code points no host name holds (WHATWG "forbidden host code points", less those urlsplit already splits on)
_FORBIDDEN_IN_HOST = frozenset(" <>^|\"`{}\\") | frozenset(map(chr, range(0x20))) | {"\x7f"}


def valid_host_name(host: str) -> bool:
    """Whether `host` (as urlsplit gives it) can name a host at all: not empty, no blanks, controls or
    characters no host holds (`a b.test` is an invalid URL, not a name that fails to resolve)."""
    return bool(host) and not any(c in _FORBIDDEN_IN_HOST for c in host)
