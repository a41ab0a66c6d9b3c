"""Registrable domains from the public suffix list (tldextract's bundled copy; never the network).

Where the list knows no suffix (`.test`, `localhost`, IP literals) the whole host name is the domain.
"""
from __future__ import annotations

import functools
import ipaddress
from urllib.parse import urlsplit

import idna
import tldextract

_extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
#: the list with its private section too: suffixes under which every name is another customer's site
_extract_private = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)
#: shared hosts the list's private section leaves out (a customer's site on a subdomain of each)
_SHARED_HOSTS = frozenset({"wordpress.com", "weebly.com", "jimdosite.com", "mystrikingly.com", "hs-sites.com",
                           "hubspotpagebuilder.com", "ghost.io", "substack.com", "squarespace.com", "wixstudio.io",
                           # site builders and hosted-site platforms (a customer's site on a name of each)
                           "godaddysites.com", "business.site", "super.site", "ueniweb.com", "strikingly.com",
                           "jimdofree.com", "site123.me", "tilda.ws", "readymag.website", "dorik.io", "durable.co",
                           "softr.app", "glide.page", "odoo.com", "tumblr.com", "gitbook.io", "webnode.page",
                           "yolasite.com", "zyrosite.com", "hostingersite.com", "mailchimpsites.com", "simdif.com",
                           "wpengine.com", "webflow.io", "framer.website", "carrd.co"})


@functools.lru_cache(maxsize=65536)
def registrable_domain(host: str) -> str:
    """`www.shop.example.co.uk` → `example.co.uk`; `foo.test` → `foo.test`; IPs unchanged."""
    h = host.strip().strip(".").lower()
    if h.startswith("[") and h.endswith("]"):
        h = h[1:-1]
    try:
        ipaddress.ip_address(h)
        return h
    except ValueError:
        pass
    h = _ascii_host(h)
    ext = _extract(h)
    if not ext.suffix or not ext.domain:
        return h
    return f"{ext.domain}.{ext.suffix}"


@functools.lru_cache(maxsize=4096)
def is_public_suffix(host: str) -> bool:
    """Whether `host` is a public suffix — ICANN's (`com`, `co.uk`) or a private one (`github.io`): a name
    under which unrelated parties register, so nothing may be scoped to it (a cookie's Domain, say)."""
    h = _ascii_host(host.strip().strip(".").lower())
    ext = _extract_private(h)
    return bool(ext.suffix) and not ext.domain


@functools.lru_cache(maxsize=65536)
def owner_domain(host: str) -> str:
    """The domain one owner controls: the registrable domain, except on a shared host whose every subdomain is
    another customer's site (the public suffix list's private section — github.io, wixsite.com, netlify.app,
    myshopify.com … — and a few it leaves out, wordpress.com, substack.com): there, the customer's own name
    (`acme.github.io`). `www.acme.com` → `acme.com`; `acme.github.io` → `acme.github.io`."""
    reg = registrable_domain(host)
    h = _ascii_host(host.strip().strip(".").lower())
    if reg == h or reg.replace(".", "").isdigit():
        return reg
    if reg in _SHARED_HOSTS:
        label = h[: -len(reg) - 1].rsplit(".", 1)[-1]
        return f"{label}.{reg}" if label and label != "www" else reg
    ext = _extract_private(h)
    if not ext.suffix or not ext.domain or ext.suffix == reg.split(".", 1)[-1]:
        return reg
    return f"{ext.domain}.{ext.suffix}"


#: hosts that serve each customer's site under a path of their own (link-in-bio pages, Google Sites): segments of
#: the path that name the customer's site (linktr.ee/acme: 1; sites.google.com/view/acme: 2)
_PATH_SITE_HOSTS: dict[str, int] = {"linktr.ee": 1, "taplink.cc": 1, "beacons.ai": 1, "lnk.bio": 1, "bio.link": 1,
                                    "solo.to": 1, "campsite.bio": 1, "msha.ke": 1, "about.me": 1,
                                    "sites.google.com": 2}


def is_path_site_host(host: str) -> bool:
    """The host serves every customer's site under a path of its own (linktr.ee, sites.google.com)."""
    h = host.strip().strip(".").lower()
    return (h[4:] if h.startswith("www.") else h) in _PATH_SITE_HOSTS


def path_site_prefix(url: str) -> str:
    """The path a customer's site lives under on such a host (`https://linktr.ee/acme` → `/acme`,
    `https://sites.google.com/view/acme/jobs` → `/view/acme`, Google's `/a/acme.com/intranet` → `/a/acme.com/intranet`),
    '' for a URL of any other host or of the host's own pages (its root, `/s/…` of Linktree)."""
    p = urlsplit(url)
    h = (p.hostname or "").lower()
    h = h[4:] if h.startswith("www.") else h
    n = _PATH_SITE_HOSTS.get(h)
    if not n:
        return ""
    segs = [x for x in p.path.split("/") if x]
    if h == "sites.google.com" and segs[:1] == ["a"]:
        n = 3  # a Workspace domain's site: /a/<domain>/<site>
    elif h == "sites.google.com" and segs[:1] not in (["view"], ["site"]):
        return ""
    if len(segs) < n or n == 1 and segs[0] in ("s", "p", "en", "api", "login", "register"):
        return ""
    return "/" + "/".join(segs[:n])


def is_shared_host_site(host: str) -> bool:
    """The host is a customer's site on a shared host (`acme.github.io`): its neighbours are other owners'."""
    return owner_domain(host) != registrable_domain(host)


def _ascii_host(h: str) -> str:
    """An internationalised name in its A-label form (`bücher.de` → `xn--bcher-kva.de`), as HTTP
    clients send it and as redirects report it, so both spellings are one domain."""
    if h.isascii():
        return h
    try:
        return idna.encode(h, uts46=True).decode("ascii")
    except idna.IDNAError:
        try:
            return h.encode("idna").decode("ascii")
        except UnicodeError:
            return h


def url_domain(url: str) -> str:
    """Registrable domain of a URL's host ('' when it has none)."""
    host = urlsplit(url).hostname or ""
    return registrable_domain(host) if host else ""
